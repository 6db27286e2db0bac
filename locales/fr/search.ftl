### Recherches et risques (`furunkulus risk`, `search place|survive|lure`), et leurs images.

## Une pioche ou des tuiles : $tiles (leurs noms), $n (combien), $whole (true pour toute
## la pioche).
search-deck = { $whole ->
        [true] toute la pioche ({ $tiles })
       *[false] { $n ->
            [0] aucune tuile
            [1] la tuile { $tiles }
           *[other] les tuiles { $tiles }
        }
    }
search-each-tile = { $n ->
        [1] la tuile { $tiles }
       *[other] chacune des tuiles { $tiles }
    }

search-risk-heading = Risque pour un seul pion posé sur chaque case vide, sur { search-deck } (pourcentage de la pioche ; XX = toujours retiré) :
search-risk-safe = { $safe } cases vides sur { $squares } ne craignent aucune tuile.
search-risk-worst = Les plus dangereuses : { $list }
search-risk-title = Carte des risques
search-risk-note = La probabilité, en pourcentage des tuiles { $tiles }, que le { -monster } retire un seul pion posé sur chaque case vide.
search-risk-scale = pourcentage de la pioche qui retire un pion posé là

search-place-heading = { $found } { $found ->
        [one] placement
       *[other] placements
    } de { $count } { $count ->
        [one] nouveau pion
       *[other] nouveaux pions
    } { $found ->
        [one] atteint
       *[other] atteignent
    } le but `{ $goal }` avec { search-each-tile } ({ $tried } placements essayés).
search-place-first = Le premier, dessiné en ** :
search-place-all = Tous :

search-survive-question = Quels déplacements de { $pawn } échappent au { -monster } ? Les meilleurs d'abord.
search-lure-question = Quels déplacements de { $pawn } font que le { -monster } retire { $target } et pas { $pawn } ?
search-moves-heading = Pion { $pawn } avec { $points } { $points ->
        [one] point
       *[other] points
    } ; { search-deck } ; { $results } { $results ->
        [one] résultat
       *[other] résultats
    }.
search-moves-digits = Un nombre : une case où { $pawn } peut finir, et la meilleure probabilité (en pourcentage) que le { -monster } le retire ensuite (XX : toujours).
search-col-to = vers
search-col-cost = points
search-col-removed = { $pawn } retiré
search-col-lure-works = appât réussi
search-col-path = chemin
search-col-pushes = poussées
search-col-by-tile = retirés par tuile
search-col-losses = pertes attendues
search-stays = (reste)
search-nobody = personne
search-lure-ranked = Classés par la probabilité que l'appât réussisse : le { -monster } retire { $target } et pas { $pawn } ; puis par la probabilité que { $pawn } soit retiré.

search-explain-move = Après le déplacement en { $to } ({ $path }) :
search-explain-move-pushing = Après le déplacement en { $to } ({ $path } ; en poussant { $pushes }) :
search-explain-staying = sans bouger
search-explain-tile = tuile { $tile } : { $removed }
search-explain-tile-times = tuile { $tile } (x{ $n }) : { $removed }
search-explain-nobody = personne n'est retiré
search-explain-walk = { -monster } : { $from } -> { $walk } ; finit cap { $dir }
search-explain-step = pas { $step } : { $text }

search-picture-survive-title = Quels déplacements de { $pawn } avec { $points } échappent au { -monster } ?
search-picture-lure-title = Quels déplacements de { $pawn } avec { $points } font que le { -monster } retire { $target } et pas { $pawn } ?
search-picture-survive-scale = pourcentage de la pioche qui retire le pion déplacé
search-picture-lure-scale = pourcentage de la pioche pour lequel l'appât échoue (le nombre : il réussit)
search-picture-survive-note = Sur chaque case où un déplacement de { $pawn } peut finir : son rang (le meilleur d'abord) et le pourcentage des tuiles { $tiles } après lesquelles le { -monster } retire { $pawn }.
search-picture-lure-note = Sur chaque case où un déplacement de { $pawn } peut finir : son rang (le meilleur d'abord) et le pourcentage des tuiles { $tiles } pour lesquelles le { -monster } retire { $target } et pas { $pawn }.
search-picture-best-path = le chemin du meilleur déplacement
search-picture-rank = rang du meilleur déplacement qui finit là
search-picture-line = { $rank }. { $to } ({ $path }) : { $percent }
search-picture-more = et { $n } déplacements de plus
search-picture-none = Aucun déplacement ne convient.
search-picture-stays = reste

## Ce que `search` refuse lui-même (les options telles que tapées : --goal, --count, --target, --explain).
search-goals = survive (aucun des nouveaux pions n'est retiré), feed NOM... (chaque pion nommé est retiré) ou protect NOM... (aucun des pions nommés n'est retiré ; s'écrit aussi safe-from)
search-goal-missing = --goal : indiquez { search-goals }
search-goal-bad = --goal { $goal } : indiquez { search-goals }
search-count-zero = --count 0 : placez au moins un pion
search-count-squares = --count { $count } : il y a { $squares } cases vides
search-count-most = --count { $count } : un plateau porte au plus { $most } pions
search-count-many = --count { $count } : { $total } placements de { $count } pions sur { $squares } cases vides, c'est plus que --max-placements { $max } ; augmentez-le pour lancer quand même la recherche
search-count-huge = plus de 10^19
search-target-same = --target { $target } : la cible doit être un autre pion que --pawn
search-explain-rank = --explain { $rank } : le tableau a les résultats 1 à { $n }
search-explain-dest = --explain { $dest } : aucun résultat listé du pion { $pawn } ne finit là
search-explain-choice = { $problem }, ou `out`, ou un rang du tableau
search-risk-full = { $file } : le plateau porte déjà { $most } pions, le plus qu'il peut : pas de place pour en essayer un de plus

## `bench` : les mesures, une ligne chacune (les nombres tels que mesurés).
bench-monster = monstre : { $positions } positions x { $tiles } tuiles ({ $steps } pas), { $rounds } passages par chemin, { $batches } séries
bench-monster-fast = chemin rapide (celui des recherches) : { $speed } millions de pas par seconde
bench-monster-median = (série médiane ; meilleure { $best } millions ; { $moves } millions de déplacements entiers par seconde)
bench-monster-explained = chemin expliqué (chaque événement gardé, comme trace) : { $speed } millions de pas par seconde
bench-pawn = coups de pion : pion de 6 points, mise en place de base, 12 pions ({ $results } résultats)
bench-pawn-search = recherche { $search } µs par pion ; avec chaque chemin et chaque plateau construit { $built } µs
bench-place = placements : 2 pions sur la mise en place de base, objectif survive, toutes les tuiles
bench-place-count = { $n } placements en { $seconds } s ({ $threads } fils), { $found } trouvés :
bench-place-speed = { $speed } millions de placements évalués par seconde
bench-ai = parties d'IA : 4 joueurs, mise en place de base, { $threads } fils
bench-ai-speed = random : { $random } parties par seconde ; greedy : { $greedy } parties par seconde
bench-mcts = mcts : une décision, tour 3 d'une partie à 4 joueurs, un fil
bench-mcts-speed = { $speed } simulations par seconde ({ $n } simulations, déroulements d'au plus { $rollout } coups)
