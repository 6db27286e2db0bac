### A board drawn as text (under `show`, `trace`, `moves`...): its legend and lists.

## The board's legend under a drawn board (after each symbol)
legend-monster = { -monster } and its heading
legend-stone = { -stone }
legend-crystal = { -crystal }
legend-pivot = pivot (right, around)
legend-pool = { -pool }
legend-teleporter = { -teleporter } (its pair's letter) and its arrow
legend-door = door
legend-letters = letters: wall segments (B1)
legend-path = square the { -monster } passed through

## The lists under the board
board-pawns = pawns:
board-pawn-player-face = ({ $player }, face { $face })
board-pawn-player = ({ $player })
board-pawn-face = (face { $face })
board-pair = teleporter pair { $letter }{ $named }: { $a } (arrow { $arrow_a }) <-> { $b } (arrow { $arrow_b })
board-waiting = waiting beside the entrance: { $pawns }
