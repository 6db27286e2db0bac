### The game's words, shared by every subject: one term a thing (see
### /work/shared/i18n/GLOSSARY.md and docs/DEVELOPING.md, "Languages").
### Every message here exists in every language; the code looks them up by id.

-monster = monster
-pawn = pawn
-stone = stone
-crystal = crystal
-pivot = pivot stone
-teleporter = teleporter
-pool = blood pool

## Directions: $dir (the word) and $dir-key (north, east, south, west) in messages.
dir-north = north
dir-east = east
dir-south = south
dir-west = west

## The monster's three lines: $side, $side-key (left, ahead, right).
side-left = left
side-ahead = ahead
side-right = right

## Pieces: $piece, $piece-key (stone, crystal, pivot-right, pivot-around).
piece-stone = { -stone }
piece-crystal = { -crystal }
piece-pivot-right = pivot-right stone
piece-pivot-around = pivot-around stone

## How a pivot turns the monster: $turn, $turn-key (right, around).
turn-right = right
turn-around = around

## How a pawn left the board: $how, $how-key (eaten, crushed, destroyed).
removal-eaten = eaten
removal-crushed = crushed
removal-destroyed = destroyed

## Tiles: $tile, $tile-key (steps, prey).
tile-steps = { $n }
tile-prey = prey-{ $n }


## Colours, and a player named by one (`red`, `rot`, `rouge`): $player, $player-key (red,
## orange, yellow, green, blue, sky, purple, white, black; `name` for a player with another
## name, shown as it is). The page's colour words (web.ftl) are these.
colour-red = red
colour-orange = orange
colour-yellow = yellow
colour-green = green
colour-blue = blue
colour-sky = sky blue
colour-purple = purple
colour-white = white
colour-black = black
## The door in a wall ($wall-key door; a letter is shown as it is).
wall-door = the door

## Lists: "A and B", "A, B and C" ($rest is every item but the last, joined by ", ").
list-and = { $rest } and { $last }

## Citations after a sentence: "(M6)", "(M9; option pivot-when-tied=push)".
citation = ({ $rules })
citation-option = ({ $rules }; option { $option })
