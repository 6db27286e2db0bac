### Le déplacement d'un pion (`furunkulus moves`) : les résultats, la réponse à `--to`,
### chaque raison d'un « non », et leurs images.

dest-out = dehors
dest-waiting = en attente
moves-goal = { $to-key ->
        [out] sortir par la sortie
        [waiting] rester à côté de l'entrée
       *[square] finir son déplacement en { $to }
    }
## « 1 point », « 4 points » (en français, 0 et 1 sont au singulier).
moves-face-with = avec { $face } { $face ->
        [one] point
       *[other] points
    }
## L'article et l'accord selon la pièce : les blocs sont masculins, les pierres de pivot
## féminines ($piece-key : stone, crystal, pivot-right, pivot-around).
moves-le-piece = { $piece-key ->
        [pivot-right] la
        [pivot-around] la
       *[other] le
    } { $piece }
moves-un-piece = { $piece-key ->
        [pivot-right] une
        [pivot-around] une
       *[other] un
    } { $piece }
## « vers l'ouest », « vers le nord »
moves-towards = { $dir-key ->
        [east] vers l'est
        [west] vers l'ouest
        [north] vers le nord
       *[south] vers le sud
    }
moves-pushed-e = { $piece-key ->
        [pivot-right] e
        [pivot-around] e
       *[other] {""}
    }

moves-out-already = le { -pawn } est déjà sorti : il n'a plus de déplacement (S10)
moves-removed = le { -pawn } a été { $how } par le { -monster } : il n'a plus de déplacement (G5)
moves-no-move = le { -pawn } n'a pas de déplacement (G5)
moves-not-waiting = seul un { -pawn } en attente peut rester à côté de l'entrée ; ce { -pawn } est en { $at } et ne peut pas revenir en arrière (S9)
moves-entrance-barred = le { -monster } est en p11 et barre l'entrée (S9)
moves-must-enter-first = le premier point d'un { -pawn } en attente le place en p11, pas en { $to } (P2)
moves-exit-barred = le { -pawn } sort par a1, et le { -monster } est en a1 (P3, P4)
moves-out-only-from-a1 = le { -pawn } ne peut sortir que depuis a1 ; il est en { $at } (P3)
moves-move-ended = le { -pawn } est sorti, ce qui a terminé son déplacement (S10)
moves-not-adjacent = { $to } n'est pas voisine de { $from } : un point déplace d'une case (P1)
moves-wall = le mur est { $dir-key ->
        [east] à l'est
        [west] à l'ouest
        [north] au nord
       *[south] au sud
    } de { $from } (P1)
moves-monster-square = { $at } est la case du { -monster } (P4)
moves-teleporter = il y a un { -teleporter } en { $at } (P4)
moves-pawn-there-passes = le { -pawn } { $pawn } est en { $at } : on peut passer par-dessus (après { $points } { $points ->
        [one] point
       *[other] points
    }) mais il faut finir son déplacement seul sur sa case (P4)
moves-pawn-there = le { -pawn } { $pawn } est en { $at } : un déplacement doit finir seul sur sa case (P4)
moves-slide-onto-pawn-stuck = la glissade depuis { $from } finirait en { $to }, où se trouve le { -pawn } { $pawn }, sans point restant (P7)
moves-slide-onto-pawn = la glissade depuis { $from } finit en { $to }, où se trouve le { -pawn } { $pawn } ; avec { $left } { $left ->
        [one] point restant
       *[other] points restants
    }, le { -pawn } peut s'y poser mais doit repartir (P7)
moves-slide-written-at = qui entre sur la { -pool } en { $entered } glisse jusqu'en { $ends } : un chemin donne la case où finit chaque point, écrivez donc { $ends } (P6)
moves-pool-square = { $at } est une case de { -pool } : un { -pawn } qui y entre glisse plus loin, et ne s'y arrête que si sa glissade est bloquée (P6)
moves-too-far-out = sortir demande { $needs } points (atteindre a1, puis encore un point, P3) ; le { -pawn } en a { $has } (P1)
moves-too-far = { $to } est à { $needs } points ; le { -pawn } en a { $has } (P1)
moves-too-far-out-barred = le chemin court de { $length } { $length ->
        [one] point
       *[other] points
    } étant barré, sortir demande { $needs } points ; le { -pawn } en a { $has } (P1)
moves-too-far-barred = le chemin court de { $length } { $length ->
        [one] point
       *[other] points
    } étant barré, { $to } est à { $needs } points ; le { -pawn } en a { $has } (P1)
moves-no-way = aucun chemin ne mène { $to-key ->
        [out] à la sortie
        [waiting] à l'entrée
       *[square] en { $to }
    }, quel que soit le nombre de points (P1)
moves-no-way-within = aucun chemin ne mène { $to-key ->
        [out] à la sortie
        [waiting] à l'entrée
       *[square] en { $to }
    }, même avec { $n } points (P1)
moves-path-too-long = le chemin demande { $needs } points ; le { -pawn } en a { $has } (P1)

moves-push-here = { moves-le-piece } en { $at } ne peut pas être poussé{ moves-pushed-e } { moves-towards } : { $why } ({ $rules })
moves-push-from = après { $after } { $after ->
        [one] point
       *[other] points
    }, { moves-le-piece } venu{ moves-pushed-e } de { $origin } est en { $at } et ne peut pas être poussé{ moves-pushed-e } plus loin { moves-towards } : { $why } ({ $rules })
moves-push-pushed = après { $after } { $after ->
        [one] point
       *[other] points
    }, { moves-un-piece } poussé{ moves-pushed-e } jusque-là est en { $at } et ne peut pas être poussé{ moves-pushed-e } plus loin { moves-towards } : { $why } ({ $rules })
moves-why-wall = le mur est derrière
moves-why-pawn = le { -pawn } { $pawn } occupe { $at }
moves-why-piece = { moves-un-piece } occupe { $at }, et un { -pawn } ne pousse qu'une seule pièce
moves-why-monster = le { -monster } est en { $at }
moves-why-teleporter = il y a en { $at } un { -teleporter }, qui compte comme le mur avec pawn-push-onto-teleporter=forbid

moves-barred = le chemin court { $to-key ->
        [out] vers la sortie
       *[other] vers { $to }
    } ({ $length } { $length ->
        [one] point
       *[other] points
    }) est barré : { $barrier }
moves-barrier-monster = { $at } est la case du { -monster }, où un { -pawn } ne peut jamais entrer (P4)
moves-barrier-teleporter = il y a en { $at } un { -teleporter }, où un { -pawn } ne peut jamais entrer (P4)
moves-barrier-slide = qui entre sur la { -pool } en { $from } glisse jusqu'en { $to }, hors du chemin court (P6)

moves-push = { moves-le-piece } { $from } { $ends }
moves-push-to = -> { $to }
moves-push-corner = -> { $at }, retiré du jeu dans le coin (P5)
moves-push-teleporter = -> { $at }, détruit sur le { -teleporter } (P5 ; option pawn-push-onto-teleporter=destroy)
moves-push-removed = retiré du jeu

moves-result-stay = rester en { $at }
moves-result-round = faire un tour et revenir en { $at } sans pousser
moves-result-move = aller en { $at } sans pousser
moves-result-out = sortir par la sortie
moves-result-waiting = rester à côté de l'entrée
moves-result-push = { moves-le-piece } de { $from } { $ends }
moves-result-push-to = en { $to }
moves-result-push-corner = en { $at }, où il est retiré du jeu (P5)
moves-result-push-teleporter = sur le { -teleporter } en { $at }, où il est détruit (P5)
moves-result-push-off = hors du plateau
moves-result-then = { $first }, puis { $next }
moves-result-pushes = pousser { $pushes }
moves-result-pushes-out = pousser { $pushes }, et sortir par la sortie
moves-result-pushes-back = pousser { $pushes }, et revenir en { $at }

moves-stop-wall = la { -pool } touche le mur (P6)
moves-stop-piece = { moves-le-piece } en { $at } est sur la { -pool }, en travers du chemin (P6, S12)
moves-stop-monster = au-delà de la { -pool }, le { -monster } est en { $at }, où un { -pawn } ne peut jamais aller (P4, P6)
moves-stop-teleporter = au-delà de la { -pool }, il y a le { -teleporter } en { $at }, où un { -pawn } ne peut jamais aller (P4, P6)
moves-stop-pawn = le { -pawn } { $pawn } en { $at } barre le chemin (P6)
moves-stop-push = { moves-le-piece } en { $at }, au-delà de la { -pool }, ne peut pas être poussé{ moves-pushed-e }, car derrière il y a { $behind } (P5, P6)
moves-behind-wall = le mur
moves-behind-pawn = le { -pawn } { $pawn } en { $at }
moves-behind-piece = { moves-le-piece } en { $at }
moves-behind-monster = le { -monster } en { $at }
moves-behind-teleporter = le { -teleporter } en { $at }

moves-point-out = sort par la sortie à côté de a1 (P3)
moves-point-enter = entre dans la crypte en { $to } (P2)
moves-point = { moves-towards } en { $to }
moves-point-slide = { $point }, une { -pool } : glisse jusqu'en { $to } (P6)
moves-point-slide-stop = { $point }, une { -pool } : la glissade s'arrête en { $to }, car { $stop }
moves-point-push = { $point }, en poussant { $push }
moves-point-push-again = { $point }, puis { moves-le-piece } encore une fois { $pushes } : sa glissade sur la { -pool } l'a amené{ moves-pushed-e } là où finit la glissade du { -pawn } (S12)
moves-point-pass = { $point }, où se trouve le { -pawn } { $pawn } : il passe par-dessus (P4)
moves-again = { $from } { $ends }

moves-yes = Oui : le { -pawn } { $pawn } { moves-face-with } peut { moves-goal }.
moves-yes-cost = Oui : le { -pawn } { $pawn } { moves-face-with } peut { moves-goal }, en { $cost } { $cost ->
        [one] point
       *[other] points
    }.
moves-no = Non : le { -pawn } { $pawn } { moves-face-with } ne peut pas { moves-goal }.
moves-flipped = Il ne bouge pas ; il est seulement retourné (P1 : un déplacement de 0).
moves-stopped-on-pool = Il peut finir son déplacement sur la case de { -pool } { $at } : sa glissade y a été arrêtée, et un { -pawn } arrêté sur une flaque peut y rester (P7 ; la FAQ de l'auteur).
moves-after = Après le déplacement ; + marque les cases du chemin.

moves-heading = Pion { $pawn } { moves-face-with } : { $results } { $results ->
        [one] résultat possible
       *[other] résultats distincts
    }.
moves-digit = Un chiffre : une case où le pion peut finir son déplacement, et le moins de points pour y aller.
moves-under = Aussi là où une pièce se trouve maintenant, poussée en chemin : { $list }.
moves-under-item = { $at } (en ce moment : { $piece }) { $cost }
moves-col-to = vers
moves-col-cost = points
moves-col-path = chemin
moves-col-pushes = poussées
moves-stays = (reste)

moves-picture-heading = Pion { $pawn } { moves-face-with } : { $results } { $results ->
        [one] résultat possible
       *[other] résultats distincts
    }. Un nombre : une case où le pion peut finir son déplacement (ou dehors, à côté de la sortie), et le moins de points pour y aller.
moves-picture-many-pushes = { $n } des résultats poussent une pièce ; `furunkulus moves` en texte donne chacun avec son chemin et ses poussées.
moves-picture-pushing = Résultats qui poussent :
moves-picture-push-result = { $to } en { $cost } ({ $path }) : { $pushes }
moves-picture-title = Où peut aller le { -pawn } { $pawn } avec { $face } ?
moves-picture-legend = le moins de points pour y finir
moves-picture-verdict-title = Le { -pawn } { $pawn } avec { $face } peut-il finir en { $to } ?
moves-picture-path-legend = le chemin du pion, point par point (en tirets : une glissade)
