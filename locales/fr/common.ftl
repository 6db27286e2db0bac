### Les mots du jeu, partagés par tous les sujets : un terme par chose (ceux de la règle
### française de Finstere Flure ; voir docs/DEVELOPING.md, « Languages »).

-monster = monstre
-pawn = pion
-stone = bloc de pierre
-crystal = bloc de cristal
-pivot = pierre de pivot
-teleporter = téléporteur
-pool = flaque d'hémoglobine

## Les directions s'emploient sans article : « cap nord », « à gauche (est) ».
dir-north = nord
dir-east = est
dir-south = sud
dir-west = ouest

side-left = à gauche
side-ahead = tout droit
side-right = à droite

## Genre : les blocs sont masculins, les pierres de pivot féminines ($piece-key :
## stone, crystal, pivot-right, pivot-around).
piece-stone = { -stone }
piece-crystal = { -crystal }
piece-pivot-right = { -pivot } à droite
piece-pivot-around = { -pivot } demi-tour

## « il pivote à droite », « il fait demi-tour » (selon $turn-key)
turn-right = à droite
turn-around = demi-tour

removal-eaten = dévoré
removal-crushed = écrasé
removal-destroyed = détruit

tile-steps = { $n }
tile-prey = { $n ->
        [1] « une proie »
        [2] « deux proies »
       *[other] « trois proies »
    }

## Les couleurs, et un joueur nommé par l'une d'elles (`red`, `rot`, `rouge`) : $player,
## $player-key (red, orange, yellow, green, blue, sky, purple, white, black ; `name` pour un
## joueur d'un autre nom, montré tel quel). Comme nom d'un joueur, avec une majuscule :
## « Bleu joue », « tous les pions de Bleu ». Les couleurs de la page (web.ftl) sont celles-ci.
colour-red = Rouge
colour-orange = Orange
colour-yellow = Jaune
colour-green = Vert
colour-blue = Bleu
colour-sky = Bleu ciel
colour-purple = Violet
colour-white = Blanc
colour-black = Noir

wall-door = la porte

list-and = { $rest } et { $last }

citation = ({ $rules })
citation-option = ({ $rules } ; option { $option })
