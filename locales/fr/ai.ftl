### Le conseil de l'IA en mots (ticket 29.5) : chaque nombre vient de l'évaluation de l'IA.

ai-explain-own = Après ce coup, vous avez { $out } des { $need } { -pawn }s sortis qu'il faut pour gagner ; à la prochaine phase du monstre, le monstre devrait dévorer en moyenne { $losses } de vos { -pawn }s.
ai-explain-alternative = Le meilleur autre coup, { $pawn } en { $to }, laisserait { $pawn } dévoré avec { $chance } de chances, et vous perdriez en moyenne { $losses } de vos { -pawn }s ; { $compare ->
        [lower] l'IA le note { $diff } points plus bas.
        [higher] compté une phase du monstre plus loin, il vaut { $diff } points de plus, mais en regardant plus loin l'IA préfère le coup qu'elle a choisi.
       *[same] l'IA le note pareil et a choisi le premier des deux.
    }
ai-explain-only = Il n'y a pas d'autre coup.
ai-explain-value = Comment l'IA compte, après la prochaine phase du monstre : { $out } points par { -pawn } sorti, jusqu'à { $progress } pour un { -pawn } près de la sortie (moins s'il est plus loin), −{ $removed } par { -pawn } dévoré, moins { $opponents } × la note du meilleur adversaire. Ce coup : { $value } points.
ai-explain-search = En regardant plus loin (le reste de cette phase, chaque tuile que le monstre peut amener, puis votre coup suivant), l'IA { $level } le note { $value } points.
ai-explain-other-way = { $to } par un autre chemin ({ $path })
ai-explain-tries = En regardant plus loin, l'IA { $level } a essayé { $iterations } suites à partir d'ici (le reste de cette phase, chaque joueur jouant des coups que son compte juge bons, puis chaque tuile que le monstre peut amener) ; { $chosen } d'entre elles commençaient par ce coup, { $runner ->
        [more] plus que par tout autre (ensuite : { $pawn } en { $to }, avec { $other }).
        [same] autant que par { $pawn } en { $to }, et l'IA l'a choisi parce qu'elles finissaient mieux.
       *[none] aucune par un autre coup.
    }

## Un niveau d'IA tel que tapé (`--ai`, les `seats:` d'une partie)
ai-level-unknown = niveau d'IA inconnu `{ $level }` : les niveaux sont random, greedy, brs, paranoid, expectimax et mcts
ai-level-form = `{ $level }` : écrivez un niveau, ou un niveau suivi de ses propres options d'IA entre crochets, comme mcts[playouts=100]

## Erreurs d'usage des options de l'IA, des places et des simulations
ai-option-form = `{ $pair }` : écrivez NOM=VALEUR, comme out=12
ai-option-number = { $name }={ $value } : donnez un nombre, 0 ou plus
ai-option-count = { $name }={ $value } : donnez un nombre entier de { $least } à 100000000
ai-option-unknown = option d'IA inconnue `{ $name }` : les options sont { $names }
ai-levels-count = --ai donne { $n } niveaux pour { $players } joueurs : donnez-en un, ou un par place
ai-players-count = --players { $players } : une partie se joue de { $min } à { $max } joueurs
ai-games-none = --games doit valoir au moins 1
ai-records-refused = { $n } des { $of } parties enregistrées ne peuvent pas être écrites ; aucune ne l'a été :
ai-records-more = et { $n } de plus

## Le tableau de `game simulate` (sa première ligne est plot-intro). $speed, $turns, $share,
## $low, $high : nombres à une décimale.
sim-col-seat = place
sim-col-ai = IA
sim-col-wins = victoires
sim-col-rate = taux
sim-col-interval = IC 95 %
sim-col-out = sortis
sim-col-removed = retirés
sim-summary = Sans vainqueur : { $none }. Tours en moyenne : { $turns }. Deuxième manche atteinte : { $share }.
sim-start-player = Le premier joueur du premier tour a gagné { $wins } des { $decided } parties décidées ({ $range }).
sim-speed = Parties par seconde : { $speed }

## Le texte de `game tournament` ($setup : basic ou advanced ; nombres tels que le code les écrit).
tourney-intro = Tournoi dupliqué, graine { $seed }, { $setup ->
        [advanced] mise en place avancée
       *[other] mise en place de base
    }{ $three_prey ->
        [true] , variante « trois proies »
       *[other] {""}
    } : chaque challenger contre places − 1 copies de chaque niveau de référence, au plus { $games } parties par duel, arrondi à des donnes entières. Les tuiles d'une donne (et qui commence) sont les mêmes pour chaque duel, et le challenger la joue depuis chaque place à tour de rôle.
tourney-budgets = Budget par décision : expectimax { $nodes } marches du monstre, largeur { $width } ; brs et paranoid largeur { $width }, profondeur { $depth } ; mcts { $playouts } itérations (nœuds de l'arbre), au plus { $candidates } coups par nœud.
tourney-share = Part : les victoires du challenger parmi les parties décidées (équitable : 1/places), avec l'intervalle à 95 % de Wilson. SPRT : elo0 { $elo0 }, elo1 { $elo1 } (un joueur plus fort de elo que chacun des autres gagne r/(r + places − 1), r = 10^(elo/400)), alpha { $alpha }, beta { $beta } ; bornes du LLR { $lower } et { $upper }{ $stop_early ->
        [true] ; un duel s'arrête dès qu'il est décidé (après une donne entière)
       *[other] {""}
    }.
tourney-col-seats = places
tourney-col-challenger = challenger
tourney-col-baseline = référence
tourney-col-games = part.
tourney-col-wins = vict.
tourney-col-draws = nuls
tourney-col-share = taux
tourney-col-interval = IC 95 %
tourney-stop = fin
tourney-verdicts = H1 : plus fort de elo1 ; H0 : pas plus fort de elo1 ; - : indécis.
tourney-ratings = Classement : un modèle de Plackett-Luce de l'ordre d'arrivée de chaque partie (le plus de pions sortis d'abord, à égalité le premier à y parvenir ; places sans pion sorti non classées), ajusté par itérations MM ; sur l'échelle Elo, { $first } = 0.
tourney-speed = { $games } parties, { $speed } parties par seconde.

## `game ladder` : fichiers de tournois additionnés.
ladder-sum-intro = Tournois additionnés : { $files ->
        [one] un fichier
       *[other] { $files } fichiers
    }, { $nseeds ->
        [one] graine
       *[other] graines
    } { $seeds }, mise en place { $setup ->
        [advanced] avancée
       *[other] de base
    }{ $three_prey ->
        [true] , variante « trois proies »
       *[other] {""}
    }. Chaque duel compte les parties de chaque fichier qui l'a joué ; dans un fichier, chaque duel a joué les mêmes donnes, le challenger depuis chaque place à tour de rôle.
ladder-sum-seeds = { $challenger } contre { $baseline } à { $seats } places : { $nseeds ->
        [one] graine
       *[other] graines
    } { $seeds } seulement.
ladder-sum-no-ratings = Pas de classement : certains fichiers ont été écrits avant que les tournois gardent l'ordre d'arrivée de leurs parties (`stages`), dont un classement a besoin ; le classement vient quand chaque fichier les a.
ladder-sum-games = { $games } parties.
ladder-unreadable = { $file } : { $problem }
ladder-not-tournament = { $file }, ligne { $line }, colonne { $column } : ce n'est pas ce qu'écrit `game tournament --format json` ({ $problem }).
ladder-unlike = { $file } : `{ $what }` vaut ici { $value }, et { $first } dans { $first_file } : on n'additionne que des tournois joués de la même façon.
ladder-budget = { $file } : { $level } a ici { $field } { $value }, et { $other } dans { $other_file } : un nom, deux façons de jouer.
ladder-counts = { $file } : le duel { $challenger } contre { $baseline } à { $seats } places ne tombe pas juste (ses victoires, nuls et défaites doivent faire ses parties, ses places le nombre de places).
ladder-twice = { $file } : { $challenger } contre { $baseline } à { $seats } places avec la graine { $seed } est aussi dans { $other } : les mêmes parties compteraient deux fois.
ladder-empty = Aucun tournoi à additionner.
