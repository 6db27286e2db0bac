### Les énigmes (`furunkulus puzzle`) : les questions, les réponses et pourquoi, les feuilles.

## Les tuiles : $tile (son nom), $tile-key (steps, prey), $n (ses pas, 0 pour une proie).
puzzle-the-tile = la tuile { $tile }
puzzle-drawing-one = en tirant la tuile { $tile }
puzzle-drawing-each = avec chacune des tuiles { $tiles }
puzzle-tiles-left = { $n ->
        [1] Il reste la tuile { $tiles }.
       *[other] Il reste les tuiles { $tiles }.
    }

## La question. « pour que le monstre dévore… » demande le subjonctif ($inf: false) ;
## « Avec laquelle le monstre dévore-t-il… » l'indicatif ($inf: true).
puzzle-verb = { $inf ->
        [true] { $ways ->
            [eat] dévore
            [eat-crush] dévore ou écrase
            [eat-destroy] dévore ou détruit
           *[eat-crush-destroy] dévore, écrase ou détruit
        }
       *[false] { $ways ->
            [eat] dévore
            [eat-crush] dévore ou écrase
            [eat-destroy] dévore ou détruise
           *[eat-crush-destroy] dévore, écrase ou détruise
        }
    }
puzzle-goal-feed = { puzzle-verb } { $fed }
puzzle-goal-keep = laisse { $who } sur le plateau
puzzle-goal-spare = laisse tous les pions de { $player } sur le plateau
puzzle-who-new-pawn = le nouveau { -pawn }
puzzle-who-new-pawns = chaque nouveau { -pawn }
puzzle-who-every-pawn = chaque { -pawn }
puzzle-fed-player = { $n ->
        [1] le { -pawn } de { $player }
        [2] les deux pions de { $player }
       *[other] tous les pions de { $player }
    }
puzzle-what-pawns = { $count } { $count ->
        [one] { -pawn }
       *[other] pions
    } de { $player }
puzzle-what-pieces = { $count } { $count ->
        [one] { $piece-key ->
            [stone] { -stone }
            [crystal] { -crystal }
            [pivot-right] { -pivot } à droite
           *[pivot-around] { -pivot } demi-tour
        }
       *[other] { $piece-key ->
            [stone] blocs de pierre
            [crystal] blocs de cristal
            [pivot-right] pierres de pivot à droite
           *[pivot-around] pierres de pivot demi-tour
        }
    }
puzzle-q-place = Placez { $what } pour que le { -monster }, { $drawing }, { $goal }.
puzzle-q-safe = { $left } { $pawn } montre { $face } : déplacez-le là où le { -monster } le laisse sur le plateau, { $n ->
        [1] s'il tire cette tuile
       *[other] quelle que soit la tuile qu'il tire
    }.
puzzle-q-move = { $pawn } montre { $face }. Déplacez-le pour que le { -monster }, { $drawing }, { $goal }.
puzzle-q-move-play = { $pawn } montre { $face }. Jouez-le (il peut finir là où il était) pour que le { -monster }, { $drawing }, { $goal }.
puzzle-q-moves = { $player } déplace { $n } pions, dans cet ordre : { $list }. Déplacez-les pour que le { -monster }, { $drawing }, { $goal }.
puzzle-q-moves-play = { $player } joue { $n } pions, dans cet ordre : { $list }. Jouez-les (un pion peut finir là où il était) pour que le { -monster }, { $drawing }, { $goal }.
puzzle-with-options = { $question } (Avec { $n ->
    [one] l'option de règle
   *[other] les options de règle
} { $options }.)
puzzle-q-moves-item = { $pawn } (qui montre { $face })
puzzle-q-moves-then = { $first }, puis { $next }
puzzle-q-one-player = Un joueur
puzzle-q-tile = { $left } Avec laquelle le { -monster } { $goal } ?

puzzle-kind-place = Placer
puzzle-kind-move = Un déplacement
puzzle-kind-two-moves = Deux déplacements
puzzle-kind-safe-square = Case sûre
puzzle-kind-predict = Prédire
puzzle-kind-weapon = Arme
puzzle-kind-feast = Festin

## Le type feast (ticket 28) : le monstre marche sans limite de pas. $what : ce qui est placé
## (puzzle-what-*) ; $goal : les puzzle-goal-* réunis ; $n : combien de pièces sont placées.
puzzle-q-feast = Placez { $what } pour que le { -monster }, qui marche sans limite de pas, { $goal }.
puzzle-feast-early = { $pawns } { $n ->
        [one] a
       *[other] ont
    } déjà disparu à ce moment-là.
puzzle-feast-ends = Le pas { $step } retire le dernier pion à dévorer : la marche s'arrête.
puzzle-feast-without-lost = Sans { $n ->
        [one] lui
       *[other] eux
    }, { $pawn } serait { $how } au pas { $step }.
puzzle-feast-without-cycle = Sans { $n ->
        [one] lui
       *[other] eux
    }, le { -monster } tournerait en rond à partir du pas { $step }, pour toujours, sans jamais retirer { $pawns }.
puzzle-hint-feast-lost = Regardez { $pawns } : sans vos pièces, le { -monster } le retire.
puzzle-hint-feast-unreached = Regardez { $pawns } : sans vos pièces, le { -monster } ne { $n ->
        [one] l'atteint
       *[other] les atteint
    } jamais.
puzzle-hint-feast-key-step = Au pas { $step }, en { $at }, cap { $dir }, vos pièces changent pour la première fois ce que fait le { -monster } (M2–M4).
puzzle-feast-refuse-advanced = les énigmes festin ne se font que pour le jeu de base (--rules basic) : avec les pierres de pivot et les téléporteurs du jeu avancé, les marches sans fin sont trop longues à explorer
pfile-feast-tiles = puzzle : un festin n'a pas de `tiles` (ni de `tile:` dans le scénario) : le monstre marche sans limite de pas
pfile-feast-goal = puzzle `goal` : un festin s'arrête quand tous les pions à dévorer ont disparu : donnez `feed` ou `feed-all-of`

## L'explication.
puzzle-why-key-step = Pas { $step }, en { $at }, cap { $dir } : { $body }.
puzzle-why-step = Pas { $step } : { $said }.
puzzle-why-without = Sinon, { $pawn } serait { $how } au pas { $step }.
puzzle-why-every-tile = Avec chaque tuile : { $said }
puzzle-why-tiles = Avec { $n ->
        [one] la tuile
       *[other] les tuiles
    } { $tiles } : { $said }
puzzle-why-stays = { $pawns } { $n ->
        [one] reste
       *[other] restent
    } sur le plateau.
puzzle-why-no-tile-removes = Aucune tuile ne retire { $pawns }.
puzzle-answer-put = Placez { $list }.
puzzle-answer-pawn-on = { $pawn } en { $at }
puzzle-answer-piece-on = { $piece-key ->
        [pivot-right] la
        [pivot-around] la
       *[other] le
    } { $piece } en { $at }
puzzle-semicolon = { $first } ; { $next }
puzzle-answer-moves = { $moves }.
puzzle-answer-then = { $first } ; puis { $next }
puzzle-answer-tile = Seule { puzzle-the-tile } y parvient.
puzzle-move-stays = { $pawn } reste en { $at }
puzzle-move-stays-waiting = { $pawn } reste où il est
puzzle-move-goes = { $pawn } passe par { $squares }
puzzle-move-out = { $moved } (par la sortie)
puzzle-move-push = { $moved }, en poussant { $piece-key ->
        [pivot-right] la
        [pivot-around] la
       *[other] le
    } { $piece } de { $from } en { $to }
puzzle-move-push-off = { $moved }, en poussant { $piece-key ->
        [pivot-right] la
        [pivot-around] la
       *[other] le
    } { $piece } de { $from } hors du jeu
puzzle-other-none = { puzzle-the-tile } ne retire aucun { -pawn }
puzzle-other-removes = { puzzle-the-tile } : { $list }
puzzle-other-item = { $pawn } { $how } au pas { $step }
puzzle-decoy = Tentant mais faux : { $attempt }. { $reason }.
puzzle-decoy-tile = Tentant mais faux : { $attempt }. Avec { puzzle-the-tile } : { $reason }.
puzzle-decoy-loses = { $pawn } est { $how } au pas { $step }
puzzle-decoy-misses = { $pawns } { $n ->
        [one] reste
       *[other] restent
    } sur le plateau
puzzle-decoy-feast-loop = { $pawns } { $n ->
        [one] reste
       *[other] restent
    } sur le plateau : à partir du pas { $step }, le { -monster } tourne en rond pour toujours

## `puzzle solve` en mots.
puzzle-tried-place = { $n } { $n ->
        [one] placement essayé
       *[other] placements essayés
    } sur { $squares } cases vides.
puzzle-tried-move = Les { $n } résultats possibles de { $pawn } essayés ({ $face } { $face ->
        [one] point
       *[other] points
    }).
puzzle-tried-moves = { $n } { $n ->
        [one] paire essayée
       *[other] paires essayées
    } de résultats possibles de { $pawns }, dans cet ordre.
puzzle-tried-tiles = Les { $n } tuiles essayées.
puzzle-unique = Unique : la seule solution est { $answer }.
puzzle-none = Aucune solution : aucun candidat n'atteint le but.
puzzle-multiple = { $n } solutions, pas unique :
puzzle-multiple-list = { $n } solutions, pas unique : { $answers }.
puzzle-more = ... et { $n } de plus
puzzle-stated-matches = La solution donnée par le fichier est juste.
puzzle-stated-wrong = La solution donnée par le fichier est fausse : { $error }.
puzzle-stated = Annoncé : énigme « { puzzle-kind } », { puzzle-difficulty }{ $score } ; { $features }.
puzzle-score = {" "}(score { $score })
puzzle-why = Pourquoi :
puzzle-traces-omitted = Suivent les déplacements du monstre des { $traced } premières solutions ; les { $omitted } autres ne sont pas montrées (augmentez --max-traces pour en voir plus).
puzzle-solution-tile = Solution { $answer }, tuile { $tile } :
puzzle-rule-options = Options de règle : { $options }.
puzzle-to-remove = À retirer : { $pawns }.
puzzle-to-spare = À épargner : { $pawns }.
puzzle-answer-on = { $pawn } en { $at }
puzzle-answer-stays-put = { $pawn } ne bouge pas
puzzle-answer-path = { $pawn } { $path }
puzzle-answer-path-then = { $first }, puis { $next }

puzzle-feature-key-step = pas décisif { $step }
puzzle-feature-settled = réglé au pas { $step }
puzzle-feature-ideas = idées : { $ideas }
puzzle-feature-decoys = { $decoys } { $decoys ->
        [one] fausse piste tentante
       *[other] fausses pistes tentantes
    } sur { $candidates }
puzzle-feature-unnatural = la réponse va contre l'instinct

puzzle-difficulty = { $difficulty ->
        [easy] facile
        [medium] moyenne
       *[hard] difficile
    }
puzzle-kind = { $kind ->
        [place] placer
        [move] un déplacement
        [two-moves] deux déplacements
        [safe-square] case sûre
        [predict] prédire
        [weapon] arme
       *[feast] festin
    }
puzzle-idea = { $idea ->
        [tie] égalité
        [lure] appât
        [push] poussée
        [crush] écrasement
        [destroy] destruction
        [slide] glissade
        [wall] mur
        [pivot] pierre de pivot
       *[teleport] téléporteur
    }

## Les feuilles.
puzzle-sheet-ringed = la réponse : un pion placé là, ou la case où finit le pion déplacé
puzzle-sheet-path = le chemin du pion déplacé, point par point
puzzle-sheet-heading = { $kind }, { puzzle-difficulty }
puzzle-sheet-numbered = Énigme { $n } : { $what }
puzzle-sheet-blank-move = { $pawn } va ______________
puzzle-sheet-blank-tile = la tuile ______
puzzle-sheet-your-answer = Votre réponse : { $blanks }
puzzle-sheet-many = { $n } énigmes de Furunkulus
puzzle-sheet-one = Énigme
puzzle-sheet-tile-heading = { $heading } : tuile { $tile }
puzzle-sheet-why = Pourquoi : { $why }
puzzle-sheet-drawn = Les { $n } premières solutions sont dessinées.
puzzle-sheet-answers-one = Réponse : { $title }
puzzle-sheet-answers-many = Réponses à { $n } énigmes de Furunkulus
puzzle-sheet-untitled = énigme

## Thèmes d'un problème (issue 28) : ce que montre sa solution.
puzzle-themes = Thèmes : { $themes }.
puzzle-theme-lure = un appât (M4)
puzzle-theme-tie = une égalité qui lui fait garder son cap (M4, S1)
puzzle-theme-hide = un pion caché derrière un { -stone } (M3)
puzzle-theme-push = une poussée (M6, P5)
puzzle-theme-crush = un écrasement contre le mur (M6)
puzzle-theme-destroy = une destruction sur un { -teleporter } (M6)
puzzle-theme-slide = une glissade sur une { -pool } (M7, P6, P8)
puzzle-theme-wall = un passage à travers le mur et retour (M8)
puzzle-theme-pivot = une { -pivot } fait tourner le { -monster } (M9)
puzzle-theme-teleport = une téléportation (M10)

## Indices (ticket 28) : une échelle de quatre, chacun en dit plus ; seul le dernier donne la solution.
puzzle-hint-label = Indice { $n } sur { $total } :
puzzle-hint-idea = L'idée : { $themes }.
puzzle-hint-no-theme = Pas de piège ici : suivez le { -monster } pas à pas, là où il regarde et là où il avance (M2–M5).
puzzle-hint-look = Regardez { $pieces }.
puzzle-hint-look-monster = Regardez le { -monster } et là où il regarde.
puzzle-hint-piece-on = { $piece-key ->
        [pivot-right] la
        [pivot-around] la
       *[other] le
    } { $piece } en { $at }
puzzle-hint-piece-placed = { $piece-key ->
        [pivot-right] la
        [pivot-around] la
       *[other] le
    } { $piece } que vous placez
puzzle-hint-piece-pushed = { $piece-key ->
        [pivot-right] la
        [pivot-around] la
       *[other] le
    } { $piece } que { $pawn } pousse
puzzle-hint-piece = { $piece-key ->
        [pivot-right] la
        [pivot-around] la
       *[other] le
    } { $piece }
puzzle-hint-teleporter = le { -teleporter } en { $at }
puzzle-hint-teleporter-here = le { -teleporter } où il entre
puzzle-hint-then = { $decision } ; puis { $events }
puzzle-hint-key-step = { $with ->
        [yes] Avec la tuile { $tile }, au
       *[no] Au
    } pas { $step }, en { $at }, cap { $dir }, le { -monster } décide : { $body }.
puzzle-hint-key-step-here = { $with ->
        [yes] Avec la tuile { $tile }, au
       *[no] Au
    } pas { $step }, le { -monster } décide : { $body }.
puzzle-hint-otherwise = { $decision } (sinon : { $otherwise })

## Les erreurs propres d'un fichier d'énigme ($what comme le fichier le nomme : puzzle `score` ;
## les clés et mots entre backquotes sont ceux du fichier et restent tels quels).
pfile-whole-number = { $what } doit être un nombre entier, trouvé : { $found }
pfile-true-false = { $what } doit être true ou false, trouvé : { $found }
pfile-unreadable = la partie énigme n'a pas pu être lue
pfile-no-section = un fichier d'énigme a besoin d'une partie `puzzle:` (tiles, place ou move, goal)
pfile-kind-unknown = puzzle `kind` : `{ $text }` est inconnu ({ $known })
pfile-tiles-twice = puzzle `tiles` : le scénario donne aussi `tile:` ; donnez les tuiles une seule fois
pfile-tiles-bad = puzzle `tiles` : { $error }
pfile-tiles-none = puzzle `tiles` : donnez au moins une tuile
pfile-tiles-missing = puzzle : il manque `tiles` (ou un `tile:` dans le scénario)
pfile-place-and-move = puzzle : donnez soit `place`, soit `move`, pas les deux
pfile-no-ask = puzzle : il manque `place` ou `move` (ou `kind: predict`, qui choisit une des tuiles)
pfile-ask = { $ask ->
        [place] `place`
        [tile] ni `place` ni `move`
       *[move] `move` avec { $n ->
            [one] un pion
           *[other] { $n } pions
        }
    }
pfile-kind-misfit = puzzle `kind` : une énigme de type { $kind } ne va pas avec { pfile-ask } (place : `place` ; move et safe-square : `move` avec un pion ; two-moves : `move` avec deux ; predict : aucun des deux ; weapon : `place` ou `move` ; feast : `place`)
pfile-predict-tiles = puzzle `tiles` : une énigme predict choisit une de ses tuiles ; donnez-en au moins deux
pfile-solution-twice = puzzle `solution` : la même réponse est donnée deux fois
pfile-explanation-text = puzzle `explanation` doit être un texte, trouvé : { $found }
pfile-theme-twice = puzzle `themes` : `{ $name }` est nommé deux fois
pfile-decoy-twice = puzzle `decoys` : `{ $name }` est nommé deux fois
pfile-decoy-unknown = puzzle `decoys` : `{ $name }` n'est ni un pion, ni une pièce, ni une flaque d'hémoglobine, ni une paire de téléporteurs de cette position (un pion par son nom, une pièce ou une flaque d'hémoglobine par sa case, une paire de téléporteurs par son nom)
pfile-theme-unknown = puzzle `themes` : `{ $name }` est inconnu ({ $known })
pfile-hint-text = puzzle `hints` : un indice doit être un texte, trouvé : { $found }
pfile-hints-count = puzzle `hints` doit contenir { $n } textes (l'idée, les pièces, le coup décisif, la réponse), trouvé : { $found }
pfile-difficulty-unknown = puzzle `difficulty` : `{ $text }` est inconnu (easy, medium ou hard)
pfile-rules-unknown = puzzle `rules` : `{ $text }` est inconnu (basic ou advanced)
pfile-option-unknown = puzzle `depends-on` : `{ $name }` n'est pas une option de règle ({ $known })
pfile-option-twice = puzzle `depends-on` : `{ $name }` est nommé deux fois
pfile-feature-steps = { $what } : le monstre fait au plus 20 pas
pfile-idea-unknown = feature `ideas` : `{ $text }` est inconnu ({ $known })
pfile-move-twice = puzzle `move` : { $name } est nommé deux fois
pfile-move-no-pawn = puzzle `move` : aucun pion `{ $name }` (pions : { $pawns })
pfile-move-no-face = puzzle `move` : le pion { $name } a besoin d'un `face` dans le scénario (les points dont il avance)
pfile-move-none = puzzle `move` : nommez le pion à déplacer
pfile-move-too-many = puzzle `move` : une énigme déplace un ou deux pions, pas { $n }
pfile-square-not-empty = une case de la solution doit être vide (ni pièce, ni pion, ni le monstre, ni flaque d'hémoglobine, ni téléporteur) : { $square } ne l'est pas
pfile-square-count = une solution doit donner { $n ->
        [one] une case
       *[other] { $n } cases
    } (le nombre de `place`), trouvé : { $found }
pfile-square-twice = une solution nomme deux fois la même case
pfile-path-square = une case du chemin : { $error }, ou `out`
pfile-path-count = une solution doit donner { $n } chemins (un par pion de `move`), trouvé : { $found }
pfile-path-illegal = un chemin de la solution n'est pas un déplacement permis : { $why }
pfile-tile-not-puzzles = une tuile de la solution doit être une des tuiles de l'énigme : { $tile } n'en est pas une
pfile-tile-bad = une tuile de la solution : { $error }
pfile-place-count = puzzle `place` count : doit être un nombre de 1 ou plus, trouvé : { $found }
pfile-place-player = puzzle `place` player : `{ $player }` n'est pas un mot de lettres et de chiffres
pfile-place-piece = puzzle `place` piece : `{ $word }` est inconnu (stone, crystal, pivot-right ou pivot-around)
pfile-place-both = puzzle `place` : donnez soit `player` (de nouveaux pions), soit `piece` (des blocs de pierre), pas les deux
pfile-place-what = puzzle `place` : dites ce qui est posé : `player: NOM` (de nouveaux pions) ou `piece: stone`
pfile-place-room = puzzle `place` : { $k } pièces à poser mais seulement { $free } cases vides
pfile-place-max = puzzle `place` : un plateau porte au plus { $max } pions
pfile-goal-feed-names = puzzle `goal` : `feed` demande des noms de pions, comme feed [A, B]
pfile-goal-empty = puzzle `goal` : donnez `feed`, `feed-all-of` ou `spare` (ou écrivez `survive`)
pfile-goal-both = puzzle `goal` : le joueur { $player } est à la fois à faire dévorer et à épargner
pfile-goal-form = puzzle `goal` : doit être `survive`, `feed [A, B]` ou une table avec feed, feed-all-of, spare ; trouvé : { $found }
pfile-goal-no-pawn = puzzle `goal` : aucun pion `{ $name }` à faire dévorer (pions : { $pawns })
pfile-goal-spared = puzzle `goal` : le pion { $name } doit être dévoré, mais son joueur { $player } doit être épargné
pfile-goal-no-player = puzzle `goal` : aucun pion du joueur `{ $player }`
## Ce qui se trouve à un endroit d'un fichier d'énigme, pour les messages de chargement ($what).
pfile-what-tile = une tuile de l'énigme
pfile-what-theme = un thème
pfile-what-decoy = une pièce leurre
pfile-what-option = une option de règle
pfile-what-idea = une idée
pfile-what-move = un pion à déplacer
pfile-what-solution = une solution
pfile-what-solution-square = une case de la solution
pfile-what-path = un chemin de la solution
pfile-what-path-square = une case du chemin
pfile-what-paths = une solution (un chemin par pion déplacé)
pfile-what-solution-tile = une tuile de la solution
pfile-what-feed = un pion à faire dévorer

## Une réponse donnée qui ne peut pas être jouée, et une solution donnée qui n'est pas celle du
## solveur ($answers : « a4 g6, a2 a3 et b1 b2 » ; $path : les cases telles qu'écrites).
psol-paths-count = { $paths } { $paths ->
        [one] chemin
       *[other] chemins
    } pour { $movers } { $movers ->
        [one] pion déplacé
       *[other] pions déplacés
    }
psol-cannot-go = { $pawn } ne peut pas aller par { $path } : { $why }
psol-not-empty = { $square } n'est pas une case vide
psol-square-count = { $n } cases pour { $k } pièces
psol-not-tile = { $tile } n'est pas une des tuiles de l'énigme
psol-wrong-kind = la réponse ne correspond pas au type de l'énigme
psol-more = { $n } de plus
psol-stated-none = la solution donnée dit qu'il n'y en a aucune
psol-stated = la solution donnée est { $answers }
psol-found-none = il n'y a pas de solution
psol-found-one = la solution est { $answers }
psol-found-many = les { $n } solutions sont { $answers }
psol-error = { $stated } ; { $found }

## Le compte rendu de `puzzle generate` ($kind, $difficulty : les noms des fichiers, comme dans `puzzle-kind`).
pgen-wrote = écrit { $file } : énigme « { puzzle-kind } », { puzzle-difficulty } (score { $score }) ; { $tiles ->
        [one] tuile
       *[other] tuiles
    } { $names } ; solution { $answer } ; { $features } (essai { $attempt })
pgen-count = { $puzzles ->
        [one] 1 énigme
       *[other] { $puzzles } énigmes
    } à solution unique en { $attempts ->
        [one] 1 essai
       *[other] { $attempts } essais
    }.
pgen-duplicates = { $n ->
        [one] 1 doublon écarté
       *[other] { $n } doublons écartés
    } (la même énigme avec d'autres couleurs ou sur le plateau tourné).
pgen-refused-predict-hard = refusé : une énigme Prédire n'est jamais difficile. Ses candidats sont ses tuiles (5 au plus), elle n'a ni déplacement contre l'instinct ni deuxième pièce, elle vaut donc 6 points au plus ; demandez `--difficulty easy`, `medium` ou `any`
pgen-refused-safe-square-easy = refusé : une énigme Case sûre n'est jamais facile. Le pion doit survivre à toute la marche du monstre pour chaque tuile restante (deux au moins), ce qui vaut déjà 3 points, et aucune n'est apparue en 20 000 essais ; demandez `--difficulty medium`, `hard` ou `any`
pgen-refused-two-moves-easy = refusé : une énigme Deux déplacements facile est trop rare pour la chercher. Le second déplacement vaut déjà un point, et les déplacements de deux pions laissent presque toujours trois paires fausses tentantes ou plus (2 points) ; environ un essai sur 3 000 en donne une, des minutes de travail ; demandez `--difficulty medium`, `hard` ou `any`
pgen-refused-basic-weapon-easy = refusé : une énigme Arme facile du jeu de base est trop rare pour la chercher. Sa seule arme est l'écrasement, qui vaut déjà un point, et les positions où un simple déplacement le provoque sont rares (graines 1 à 5 : en médiane 10 s de travail pour une) ; demandez `--difficulty medium`, `hard` ou `any`, ou le jeu avancé
pgen-gave-up = abandon : moins d'énigmes que demandé ont été trouvées en { $n } essais par énigme
pgen-written-before = { $n ->
        [one] 1 fichier d'énigme avait été écrit
       *[other] { $n } fichiers d'énigme avaient été écrits
    } avant
## Les lignes du banc d'essai des énigmes dans `bench` ($difficulty : un nom ou `any` ; $rules : basic ou advanced).
pbench-difficulty = { $difficulty ->
        [any] de toute difficulté
        [easy] faciles
        [medium] moyennes
       *[hard] difficiles
    }
pbench-rules = { $rules ->
        [basic] jeu de base
       *[advanced] jeu avancé
    }
pbench-head = génération d'énigmes : { $puzzles } énigmes « { puzzle-kind } » { pbench-difficulty }, { pbench-rules }, graine { $seed }
pbench-speed = { $attempts } essais en { $seconds } s : { $per_minute } énigmes par minute, { $per_puzzle } s par énigme
## Les refus de `puzzle`.
preport-too-many = { $file } : résoudre demanderait d'essayer { $n } placements, plus que --max-placements { $max } ; augmentez-le pour essayer quand même
preport-huge = plus de 10^19
preport-stated-wrong = { $place } : la solution donnée est fausse : { $error }
preport-no-hints = { $file } : pas d'indices à donner : le fichier n'en donne aucun, et ils se déduisent d'une réponse unique, mais le nombre de ses solutions est { $count }
preport-none = zéro

## La réponse d'un joueur jugée (l'onglet des énigmes de la page) : le verdict, puis ce que
## le monstre prend avec une tuile ($list : des éléments de `puzzle-other-item`), puis ce
## que le but demandait.
puzzle-check-right = Juste !
puzzle-check-wrong = Ce n'est pas ça.
puzzle-check-takes = Avec { puzzle-the-tile } : { $list }.
puzzle-check-takes-none = Avec { puzzle-the-tile }, le { -monster } ne prend aucun { -pawn }.
puzzle-check-needs-removed = Le but demande que { $pawns } { $n ->
        [one] soit retiré
       *[other] soient retirés
    }.
puzzle-check-needs-spared = Le but demande que { $pawns } { $n ->
        [one] reste
       *[other] restent
    } sur le plateau.
puzzle-check-feast-takes = Sans limite de pas, le { -monster } prend : { $list }.
puzzle-check-feast-takes-none = Sans limite de pas, le { -monster } ne prend aucun { -pawn }.
puzzle-check-feast-loop = Au début du pas { $step }, il se tient là où il était au début du pas { $first }, dans la même direction, sur le même plateau : à partir de là, il tourne en rond pour toujours.
puzzle-check-feast-too-long = avec ce placement, le { -monster } fait plus de { $steps } pas : trop long pour le vérifier ici
