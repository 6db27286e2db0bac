### Un plateau dessiné en texte : sa légende et ses listes.

## La légende sous un plateau dessiné
legend-monster = { -monster } et son orientation
legend-stone = { -stone }
legend-crystal = { -crystal }
legend-pivot = { -pivot } (à droite, demi-tour)
legend-pool = { -pool }
legend-teleporter = { -teleporter } (lettre de sa paire) et sa flèche
legend-door = porte
legend-letters = lettres : segments de mur (B1)
legend-path = case traversée par le { -monster }

## Les listes sous le plateau
board-pawns = pions :
board-pawn-player-face = ({ $player }, face { $face })
board-pawn-player = ({ $player })
board-pawn-face = (face { $face })
board-pair = paire de téléporteurs { $letter }{ $named } : { $a } (flèche { $arrow_a }) <-> { $b } (flèche { $arrow_b })
board-waiting = attendent à côté de l'entrée : { $pawns }
