### Die Wörter des Spiels, von allen Themen geteilt: ein Begriff je Sache (die Begriffe der
### Ausgabe von 2F-Spiele; siehe docs/DEVELOPING.md, „Languages“).

-monster = Monster
-pawn = Spielfigur
-stone = Steinblock
-crystal = Kristall
-pivot = Umlenkstein
-teleporter = Teleporter
-pool = Blutlache

dir-north = Norden
dir-east = Osten
dir-south = Süden
dir-west = Westen

side-left = links
side-ahead = geradeaus
side-right = rechts

## Alle Steine sind maskulin: der/den/dem Steinblock, Kristall, Umlenkstein.
piece-stone = { -stone }
piece-crystal = { -crystal }
piece-pivot-right = { -pivot } rechts
piece-pivot-around = { -pivot } 180°

## „es dreht sich nach rechts“, „es dreht sich um 180°“
turn-right = nach rechts
turn-around = um 180°

removal-eaten = gefressen
removal-crushed = zerquetscht
removal-destroyed = zerstört

tile-steps = { $n }
tile-prey = „{ $n } Treffer“

## Farben, und ein Spieler, der nach einer heißt (`red`, `rot`, `rouge`): $player, $player-key
## (red, orange, yellow, green, blue, sky, purple, white, black; `name` für einen Spieler mit
## anderem Namen, der bleibt, wie er ist). Als Name eines Spielers ein Substantiv: „Blau zieht“,
## „jede Spielfigur von Blau“. Die Farbwörter der Seite (web.ftl) sind diese.
colour-red = Rot
colour-orange = Orange
colour-yellow = Gelb
colour-green = Grün
colour-blue = Blau
colour-sky = Hellblau
colour-purple = Lila
colour-white = Weiß
colour-black = Schwarz

wall-door = die Tür

list-and = { $rest } und { $last }

citation = ({ $rules })
citation-option = ({ $rules }; Option { $option })
