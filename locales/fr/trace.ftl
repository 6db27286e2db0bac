### Le déplacement du monstre expliqué (`furunkulus trace`).

## L'en-tête
trace-tile-options = Tuile tombale { $tile }. Options de règle : { $options }.
trace-tile-defaults = Tuile tombale { $tile }. Options de règle : toutes par défaut.
trace-start-teleporter = Le { -monster } part du { -teleporter } en { $at } : s'y trouver ne fait rien (S7).
trace-start-pool = Le { -monster } part de la case de flaque { $at } : s'y trouver ne fait rien (S7).
trace-before = Avant :
trace-after = Après :

## Un pas
trace-step-heading = Pas { $step } : { -monster } en { $at }, cap { $dir }
trace-step-end = désormais en { $at }, cap { $dir }
trace-looks = regarde

## Un regard : les trois lignes de vue
trace-look-label = { $side } ({ $dir }) :
trace-look-behind = derrière ({ $dir }) :
trace-sight-pawn = { -pawn } { $pawn }, à { $distance } { $distance ->
        [one] case
       *[other] cases
    }
trace-sight-blocked = aucun { -pawn } ; { $piece-key ->
        [pivot-right] une
        [pivot-around] une
       *[other] un
    } { $piece } en { $at } bloque la vue
trace-sight-wall = aucun { -pawn } jusqu'au mur au-delà de { $at }
trace-sight-wall-letter = aucun { -pawn } jusqu'au mur au-delà de { $at } (lettre { $wall })
trace-sight-wall-door = aucun { -pawn } jusqu'au mur au-delà de { $at } (la porte)
trace-sight-none = aucun { -pawn }
trace-across-pools = par-delà la flaque en { $squares } : les cases de flaque comptent comme les autres (M3 ; la FAQ)
trace-through-crystal = au travers du { -crystal } en { $at }, qui ne bloque pas sa vue (M2)
trace-over-teleporter = au-dessus du { -teleporter } en { $at }, qui est plat (M2)
trace-behind = { -pawn } { $pawn }, à { $distance } { $distance ->
        [one] case
       *[other] cases
    }, n'est pas vu : le { -monster } ne regarde jamais derrière lui (M2)

## La décision (M4)
trace-decision-none = ne voit aucun { -pawn } : garde le cap { $dir } (M4)
trace-decision-ahead = { $pawn } est le { -pawn } le plus proche qu'il voit ({ $distance } devant) : garde le cap { $dir } (M4)
trace-decision-turn = { $pawn } est le { -pawn } le plus proche qu'il voit ({ $distance }, { $side }) : se tourne { $side }, cap { $to } (M4)
trace-decision-tie = { $pawns } sont à égale distance ({ $distance }) : perturbé, il garde le cap { $dir } (M4, S1)
trace-pivot-ahead-idle = la { -pivot } devant lui en { $at } n'agit pas : il a vu un { -pawn } et s'est détourné (M9)

## Entrer sur les cases
trace-enter-first = fait un pas en { $at }
trace-enter = avance en { $at }
trace-enter-sliding = glisse en { $at }
trace-pool = { $at } est une { -pool } : il glisse dans la même direction, sans regarder (M7)

## Les événements ; les numéros de règle suivent.
trace-pivot-turn = la { $piece } en { $at } lui barre la route et { $tied ->
        [true] les pions vus sont à égale distance
       *[false] il n'a vu aucun { -pawn }
    } : { $turn-key ->
        [around] il fait demi-tour
       *[right] il pivote à droite
    }, cap { $to }, sans la pousser
trace-pivot-held = la { -pivot } en { $at } n'agit pas, car { $why ->
        [pawn-seen] il a vu un { -pawn } au début du pas
        [tied-push] il a vu des pions à égale distance
        [chain-push] une { -pivot } l'a déjà fait tourner pendant ce pas
       *[four-turns] il a déjà tourné quatre fois pendant ce pas
    } : elle est poussée comme un { -stone }
trace-pivot-behind-wall = la { -pivot } est sur la case derrière le mur en { $wall }, première case de ce pas (S2) : le { -monster } tourne sur place, sans traverser
trace-pivot-again = une { -pivot } l'a déjà fait tourner pendant ce pas ; il tourne encore (option pivot-chain=turn-again)
trace-pivot-pushed-sliding = une { -pivot } atteinte pendant une glissade ne fait pas tourner le { -monster } : elle est poussée comme un { -stone } (M9)
trace-door = sort par la porte à côté de { $from } et rentre en { $to }, à côté de l'autre porte : les deux portes vont par paire, comme une lettre
trace-wall = traverse le mur en { $wall } à côté de { $from } et rentre en { $to }, la case derrière l'autre { $wall }
trace-eats = dévore le { -pawn } { $pawn } en { $at }
trace-push-pawn = pousse le { -pawn } { $pawn } de { $from } en { $to }
trace-push-piece = pousse { $piece-key ->
        [pivot-right] la
        [pivot-around] la
       *[other] le
    } { $piece } de { $from } en { $to }
trace-slide-pawn = le { -pawn } { $pawn } glisse sur la flaque de { $from } en { $to }
trace-slide-piece = { $piece-key ->
        [pivot-right] la
        [pivot-around] la
       *[other] le
    } { $piece } glisse sur la flaque de { $from } en { $to }
trace-off-board = { $piece-key ->
        [pivot-right] la { $piece } en { $at } est poussée
        [pivot-around] la { $piece } en { $at } est poussée
       *[other] le { $piece } en { $at } est poussé
    } hors du plateau et quitte le jeu
trace-onto-teleporter = { $piece-key ->
        [pivot-right] la { $piece } arrive sur le { -teleporter } en { $at } et est détruite
        [pivot-around] la { $piece } arrive sur le { -teleporter } en { $at } et est détruite
       *[other] le { $piece } arrive sur le { -teleporter } en { $at } et est détruit
    }
trace-corner-removed = { $piece-key ->
        [pivot-right] la { $piece } arrive sur la case d'angle { $at } et est retirée
        [pivot-around] la { $piece } arrive sur la case d'angle { $at } et est retirée
       *[other] le { $piece } arrive sur la case d'angle { $at } et est retiré
    }
trace-corner-kept = { $piece-key ->
        [pivot-right] la
        [pivot-around] la
       *[other] le
    } { $piece } reste sur la case d'angle { $at }
trace-crushed = le { -pawn } { $pawn } est poussé hors du plateau depuis { $at } : écrasé, comme s'il avait été dévoré
trace-destroyed = le { -pawn } { $pawn } est poussé sur le { -teleporter } en { $at } : détruit, comme s'il avait été dévoré
trace-teleport = le { -teleporter } en { $from } l'envoie vers son partenaire en { $to }, où il regarde dans le sens de la flèche : { $dir }

## Pourquoi ce qui est poussé s'arrête sur une flaque (S5)
trace-slide-stop-wall = arrêt en { $at }, la dernière case de flaque atteignable : au-delà, le mur (S5)
trace-slide-stop-monster = arrêt en { $at }, la dernière case de flaque atteignable : au-delà, le { -monster } en { $beyond } (S5)
trace-slide-stop-piece = arrêt en { $at }, la dernière case de flaque atteignable : au-delà, { $piece-key ->
        [pivot-right] la
        [pivot-around] la
       *[other] le
    } { $piece } en { $beyond } (S5)
trace-slide-stop-pawn = arrêt en { $at }, la dernière case de flaque atteignable : au-delà, le { -pawn } en { $beyond } (S5)
trace-slide-stop-taken = arrêt en { $at }, la dernière case de flaque atteignable : au-delà, { $beyond }, qui n'était pas libre (S5)

## Les pions qu'il croise sans regarder
trace-unseen-sliding = il ne voit pas { $pawns } pendant sa glissade : il glisse sans regarder (M7)
trace-unseen-teleporting = il ne voit pas { $pawns } depuis le { -teleporter } : il ne regarde pas en chemin (M10)

## La fin du déplacement
trace-final-heading = Dernier regard (M1) : il peut se tourner, mais n'avance plus
trace-prey-done = Tuile { $tile } : { $removed } { $removed ->
        [one] pion retiré
       *[other] pions retirés
    } à la fin du pas { $steps } ({ $needed } requis), donc le déplacement s'arrête après ce pas complet (M11, S6).
trace-prey-cap = Tuile { $tile } : seulement { $removed } { $removed ->
        [one] pion retiré
       *[other] pions retirés
    } sur { $needed } après { $steps } pas, le plus qu'une tuile à proies fait parcourir (M11, S6).
trace-summary = Le { -monster } { $removed } ; il fait { $steps } pas et termine en { $at }, cap { $dir }.
trace-summary-none = Le { -monster } ne retire aucun { -pawn } ; il fait { $steps } pas et termine en { $at }, cap { $dir }.
trace-summary-removal = { $how-key ->
        [eaten] dévore
        [crushed] écrase
       *[destroyed] détruit
    } { $pawn } au pas { $step }
trace-removed = { $pawn } { $how } au pas { $step }

## La marche d'un festin sans limite de pas (le pas à pas de la page, `puzzle` feast)
trace-feast-badge = Sans limite de pas
trace-feast-intro = Pas de tuile : le { -monster } marche sans limite de pas jusqu'à ce que chaque { -pawn } à nourrir soit retiré ou qu'un { -pawn } à épargner le soit, ou qu'il se retrouve là où il était, dans la même direction, sur le même plateau (il tourne alors en rond pour toujours).
trace-feast-end-heading = La marche s'arrête
trace-feast-done = Après le pas { $step }, chaque { -pawn } à nourrir est retiré : la marche s'arrête.
trace-feast-lost = Au pas { $step }, { $pawn } est { $how }, un { -pawn } à épargner : la marche s'arrête.
trace-feast-cycle = Au début du pas { $step }, le { -monster } se tient là où il était au début du pas { $first }, dans la même direction, sur le même plateau : il tourne en rond pour toujours.

## Le déplacement en bref, pour la table : une ligne par pas
brief-step = { $at } { $dir } : { $sees }, { $decision }{ $acts } -> { $to } { $facing }
brief-act =  ; { $act }
brief-seen = { $pawn } { $distance } { $side }
brief-sees = voit { $pawns }
brief-sees-none = ne voit aucun { -pawn }
brief-keeps = garde le cap { $dir }
brief-turns = prend le cap { $dir }
brief-tie = égalité, garde le cap { $dir }
brief-slides = glisse { $squares }
brief-pivot = la { -pivot } en { $at } le fait tourner, cap { $dir }
brief-door = par la porte jusqu'en { $to }
brief-wall = à travers le mur en { $wall } jusqu'en { $to }
brief-eats = dévore { $pawn }
brief-crushes = écrase { $pawn }
brief-destroys = détruit { $pawn }
brief-pushes = pousse { $things }
brief-push-pawn = { $pawn } en { $to }
brief-push-piece = { $piece-key ->
        [pivot-right] la
        [pivot-around] la
       *[other] le
    } { $piece } en { $to }
brief-leaves = { $piece-key ->
        [pivot-right] la
        [pivot-around] la
       *[other] le
    } { $piece } quitte le jeu
brief-teleports = se téléporte en { $to }, cap { $dir }
brief-final = Dernier regard : { $sees }, { $turn }.
brief-final-keeps = garde le cap { $dir }
brief-final-turns = prend le cap { $dir }

## Les images et la page du déplacement
picture-title = Le déplacement du { -monster }, tuile tombale { $tile }
picture-title-steps = Le déplacement du { -monster }, tuile tombale { $tile }, pas à pas
picture-title-steps-of = { $title } : pas à pas
picture-before = Avant le déplacement
picture-stands = Le { -monster } est en { $at }, cap { $dir }.
page-intro = Parcourez-le avec les boutons ou les flèches du clavier (Début, Fin).
page-previous = Précédent
page-previous-hint = précédent (flèche gauche)
page-next = Suivant
page-next-hint = suivant (flèche droite)
page-before = Avant
page-final = Fin
page-step = Pas { $step }
page-final-look = Dernier regard
page-of = sur
page-whole = Le déplacement entier
page-made = Produit par furunkulus à partir du journal d'événements du moteur ; les phrases sont celles de { $command }.

## Un scénario sans tuile, tracé sans --tile ($file : son nom).
trace-no-tile = { $file } : pas de tuile : donnez-en une avec --tile (1..20, prey-1, prey-2, prey-3) ou par `tile:` dans le fichier
