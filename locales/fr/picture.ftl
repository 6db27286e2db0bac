### Les images du plateau (SVG, PNG, PDF) : la légende en dessous, leurs mots sur le plateau.

## La légende : ce que veut dire chaque symbole (seulement ce que l'image montre).
picture-monster = { -monster }, tourné du côté de son museau
picture-start = d'où il est parti
picture-stone = { -stone }
picture-crystal = { -crystal } (on voit à travers)
picture-pivot-right = { -pivot } à droite : tourne à droite
picture-pivot-around = { -pivot } demi-tour : fait faire demi-tour
picture-pool = { -pool }
picture-pair = paire de téléporteurs { $number }, { $name } : { $a } et { $b }
picture-player = joueur { $name }
picture-pawn = { -pawn } : chiffre de sa face, nom en dessous ; les pions d'un joueur ont sa forme et son initiale
picture-path = chemin du { -monster }
picture-slid = a glissé sur une flaque
picture-teleported = téléporté
picture-step-end = là où un pas s'est achevé
picture-wall = mur traversé : sorti par une lettre, rentré par l'autre
picture-pushed = poussé
picture-sight = ligne de vue (distance du { -pawn } vu)
picture-removed = retiré (dévoré, écrasé ou détruit)
picture-letter = lettre de mur (B1) ; la sortie a1 et l'entrée p11 partagent une porte
picture-square = case : colonne a–p, rangée 1–11, comme écrit autour du plateau

## Sur le plateau et autour
picture-untitled = plateau de Finstere Flure
picture-pair-name = paire { $n }
picture-waiting = attendent à côté de l'entrée :
picture-out = sortis :
picture-page = page { $page } sur { $pages }
picture-exit = sortie
picture-entrance = entrée

## Les graphiques de `game simulate` ($setup : basic ou advanced ; $rate, $low, $high,
## $mean : des nombres à une décimale).
plot-title = Parties simulées
plot-intro = { $games } parties, { $players } joueurs, mise en place { $setup ->
        [advanced] avancée
       *[other] de base
    }{ $three_prey ->
        [true] , variante « trois proies »
       *[other] {""}
    }, graine { $seed } ; le premier joueur change à chaque partie.
plot-svg-title = { $title } : { $intro }
plot-wins = Taux de victoire par place, avec son intervalle à 95 % (Wilson)
plot-seat = place { $n }, { $name } : { $ai }
plot-rate = { $rate } ({ $low }–{ $high })
plot-fair = part équitable 1/{ $n }
plot-lengths = Durée des parties : parties par nombre de tours
plot-turns-axis = tours dans la partie
plot-games-axis = parties
plot-mean = moyenne { $mean }
plot-no-winner = Parties sans vainqueur : { $n }.

## `game tournament --plot` ($rate, $low, $high : nombres à une décimale ; $setup : basic ou
## advanced).
ladder-title = Tournoi des IA : chaque challenger contre des copies de chaque référence
ladder-intro = { $games } parties en { $pairings } paires, mise en place { $setup ->
        [advanced] avancée
       *[other] de base
    }, graine { $seed } ; les mêmes donnes pour chaque appariement.
ladder-intro-sum = { $games } parties en { $pairings } paires, mise en place { $setup ->
        [advanced] avancée
       *[other] de base
    }, tournois des graines { $seeds } additionnés ; dans un tournoi, les mêmes donnes pour chaque appariement.
ladder-how = La part du challenger dans les parties décidées, avec son intervalle à 95 % (Wilson).
ladder-seats = { $n } places
ladder-pairing = { $challenger } contre { $copies } × { $baseline }
ladder-share = { $rate } ({ $low }–{ $high }), { $games } parties
