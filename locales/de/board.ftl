### Ein als Text gezeichneter Spielplan: Legende und Listen.

## Die Legende unter einem gezeichneten Spielplan
legend-monster = { -monster } und seine Blickrichtung
legend-stone = { -stone }
legend-crystal = { -crystal }
legend-pivot = { -pivot } (rechts, 180°)
legend-pool = { -pool }
legend-teleporter = { -teleporter } (Buchstabe seines Paars) und sein Pfeil
legend-door = Tür
legend-letters = Buchstaben: Wandabschnitte (B1)
legend-path = Feld, über das das { -monster } gezogen ist

## Die Listen unter dem Spielplan
board-pawns = Spielfiguren:
board-pawn-player-face = ({ $player }, Seite { $face })
board-pawn-player = ({ $player })
board-pawn-face = (Seite { $face })
board-pair = Teleporterpaar { $letter }{ $named }: { $a } (Pfeil nach { $arrow_a }) <-> { $b } (Pfeil nach { $arrow_b })
board-waiting = warten neben dem Eingang: { $pawns }
