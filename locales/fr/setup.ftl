### Ce qui ne va pas dans une position (un scénario, le plateau d'une partie enregistrée),
### chaque problème de `Setup::validate` (docs/RULES.md S14, G9, S21). $what, $other, $pool,
### $teleporter : un élément décrit par les messages setup-item ; $line : « (ligne 7) » ou rien.

## Les éléments
setup-item-advanced = la mise en place avancée
setup-item-basic = la mise en place de base
setup-item-basic-stone = le bloc de la mise en place de base
setup-item-basic-pool = une flaque de la mise en place de base
setup-item-monster = { $placed ->
        [true] le { -monster }
       *[false] le { -monster } (en a1 quand `monster` ne donne pas de `at`)
    }
setup-item-piece = { $piece-key ->
        [pivot-right] une
        [pivot-around] une
       *[other] un
    } { $piece }
setup-item-piece-unknown = une pièce
setup-item-teleporter = le { -teleporter } { $pair }
setup-item-teleporter-unknown = un { -teleporter }
setup-item-pool = la flaque en { $at }
setup-item-pool-unknown = une flaque
setup-item-pawn = le { -pawn } { $name }
setup-item-pawn-unknown = un { -pawn }
setup-line = (ligne { $line })

## Les problèmes
setup-pool-size = { $what } doit mesurer au moins 1x1
setup-pool-does-not-fit = une flaque { $width }x{ $height } dont la case nord-ouest est en { $at } ne tient pas sur le plateau
setup-does-not-fit = { $what } ne tient pas sur le plateau
setup-overlapping-pools = des flaques se chevauchent : { $what } et { $other } couvrent toutes deux { $square }
setup-endless-slide = les flaques font une glissade sans fin : un { -monster } qui glisse depuis { $square } traverserait les murs et glisserait pour toujours
setup-teleporter-on-pool = un { -teleporter } sur une flaque : { $square } est couvert par { $pool } ; les éléments plats ne se chevauchent jamais (S14)
setup-teleporter-under-piece = une pièce sur un { -teleporter } : { $other } se trouve en { $square }{ $line }
setup-two-teleporters = deux pièces sur une case : deux téléporteurs en { $square }{ $line ->
        [0] {""}
       *[other] {" "}(l'autre à la ligne { $line })
    }
setup-pair-alone = le { -teleporter } en { $at } n'a pas de partenaire : la paire `{ $pair }` demande exactement deux téléporteurs
setup-pair-size = la paire de téléporteurs `{ $pair }` a { $count } téléporteurs ({ $squares }) ; une paire en demande exactement deux
setup-too-many-teleporters = trop de téléporteurs : un plateau en porte au plus { $pairs } paires (le jeu en a 2)
setup-on-teleporter = une pièce sur un { -teleporter } : { $what } en { $square }, où se trouve { $teleporter }{ $line }
setup-two-on-one-square = deux pièces sur une case : { $what } et { $other } en { $square }
setup-monster-on-piece = { $placed ->
        [true] le { -monster } se trouve sur { $piece-key ->
            [pivot-right] une
            [pivot-around] une
           *[other] un
        } { $piece } en { $square }{ $line } ; il doit se trouver sur une case libre
       *[false] { $piece-key ->
            [pivot-right] une
            [pivot-around] une
           *[other] un
        } { $piece } en { $square }, la case du { -monster } (il part de a1, tourné vers l'est, quand `monster` ne donne pas de `at`) ; le { -monster } doit se trouver sur une case libre
    }
setup-pawn-name = { -pawn }, `name` : `{ $name }` n'est pas un mot court de lettres et de chiffres
setup-duplicate-pawn = le nom `{ $name }` est celui de deux pions{ $line ->
        [0] {""}
       *[other] {" "}(aussi à la ligne { $line })
    }
setup-empty-player = { -pawn }, `player` : le nom du joueur est vide
setup-face = { -pawn }, `face` : doit être un nombre de 1 à 6, trouvé : `{ $face }`
setup-too-many-pawns = trop de pions : { $most } au plus
setup-keep-clear = { $what } en { $square } : la mise en place avancée laisse { $keep ->
        [french] les trois cases voisines de chaque angle a1 et p11
        [english] les cases d'angle a1 et p11
       *[other] les angles a1 et p11 et les cases autour
    } libres (G9, option keep-clear={ $keep })
setup-teleporters-adjacent = { $what } en { $square } est voisin de { $other } : deux téléporteurs ne peuvent pas être voisins verticalement ou horizontalement (G9)
setup-on-pool = { $what } en { $square } se trouve sur { $pool } : dans la mise en place avancée, aucune pièce ne chevauche une flaque (S21)
setup-advanced-pool-shape = { $what } n'est pas une des flaques du jeu : la mise en place avancée a une flaque 2x2 et une flaque 4x1 (ou 1x4) (S21)
setup-advanced-set = la mise en place avancée, ce sont les 17 éléments du jeu (S21 : 3 blocs de pierre, 2 blocs de cristal, 4 pierres de pivot à droite, 2 pierres de pivot demi-tour, une flaque 2x2 et une 4x1, 2 paires de téléporteurs) : { $differences }
## « il manque 1 bloc de cristal » ($what : stone, crystal, pivot-right, pivot-around, pool, teleporter)
setup-count = { $what ->
        [stone] { $n ->
            [one] { -stone }
           *[other] blocs de pierre
        }
        [crystal] { $n ->
            [one] { -crystal }
           *[other] blocs de cristal
        }
        [pivot-right] { $n ->
            [one] { -pivot } à droite
           *[other] pierres de pivot à droite
        }
        [pivot-around] { $n ->
            [one] { -pivot } demi-tour
           *[other] pierres de pivot demi-tour
        }
        [pool] { $n ->
            [one] flaque
           *[other] flaques
        }
       *[teleporter] { $n ->
            [one] { -teleporter }
           *[other] téléporteurs
        }
    }
setup-missing = il manque { $n } { setup-count }
setup-too-many = { $n } { setup-count } de trop
setup-same-pools = les deux flaques ont la même forme
