### Errors met when loading a file (a scenario, a game record, a puzzle): each names the
### file and the line before it; the message says what is wrong.

## A player's colour (`color:` on a pawn)
load-color-unknown = pawn `color`: `{ $word }` is not a colour (one of { $colours }, or their German or French names)
load-color-no-player = pawn `color`: a colour is a player's; give the pawn a `player` too
load-color-twice = pawn `color`: player { $player } is already { $first }, not { $second }

## The frame of every load error: "FILE: 2 problems found, nothing was loaded", then each.
load-problems = { $n ->
        [one] 1 problem found
       *[other] { $n } problems found
    }, nothing was loaded

## Reading a file ($what: what stands at that place, as the file names it: `pawn \`at\``).
load-monster-form = the monster must be a map of its square and heading, like `monster: {"{"} at: { $at }, facing: { $facing } {"}"}`, found { $found }
load-not-map = { $what } must be a map, found { $found }
load-key-not-word = { $what }: a key must be a word, found { $found }
load-unknown-key = { $what }: unknown key `{ $key }` (known keys: { $known })
load-key-twice = { $what }: key `{ $key }` is given twice
load-missing-key = { $what }: missing `{ $key }`
load-not-list = `{ $what }` must be a list, found { $found }
load-not-word = { $what } must be a word, found { $found }
load-not-direction = { $what }: `{ $text }` is not a direction (north, east, south, west)
load-pool-size = pool `size`: `{ $text }` is not WIDTHxHEIGHT, like 2x2 or 4x1
load-found-nothing = nothing
load-found-list = a list
load-found-map = a map

## A file that cannot be read at all.
read-missing = no such file
file-kind = { $kind ->
        [directory] a directory
        [pipe] a named pipe
        [device] a device
        [socket] a socket
       *[other] not a plain file
    }
read-not-regular = not a regular file ({ file-kind }); give a scenario file
read-too-large = the file is larger than { $kib } KiB, too large for a scenario, puzzle or game record
read-wide = the file is { $encoding }; save it as UTF-8
read-not-utf8 = not UTF-8 text: the byte { $byte } here is not part of a UTF-8 character (save the file as UTF-8)
read-io = cannot read it: { $error }

## A square's name ($text as written).
square-malformed = `{ $text }` is not a square (write a column a..p and a row 1..11, like j8)
square-off-board = `{ $text }` is not on the board (the staircase cuts it away)

## What stands at a place in a scenario file, for the messages above.
load-what-scenario = the scenario
load-what-pool = a pool
load-what-teleporter = a teleporter
load-what-pivot = a pivot
load-what-monster = the monster
load-what-pawn = a pawn
load-pawn-at = pawn `at`: { $problem } (or `waiting` for a pawn beside the entrance)

## More of a scenario file
load-pair-count = teleporter pair `{ $pair }` has { $n } { $n ->
        [one] teleporter
       *[other] teleporters
    }; a pair needs exactly two
load-setup-unknown = setup: `{ $text }` is unknown (the setups are `basic` and `advanced`)
load-what-square-in = a square in `{ $key }`
load-pivot-turn = pivot `turn`: `{ $text }` is unknown (right or around)
load-option-entry = options: each entry is `name: value`
load-options-not-map = `options` must be a map of `name: value`, found { $found }
load-legend-no-map = `legend` explains the letters of a drawn `map`, and there is no `map`
load-monster-twice = the { -monster } is drawn on the map and given in `monster:` (line { $line }); give it once
load-face = { -pawn } `face`: must be a number 1..6, found { $found }

## A drawn map's pawn label read as a player's pawn: `R5`, the player whose initial is R,
## showing 5 ($letter: R; $face: 5; $players: the players named in the file, as a list).
load-what-legend-players = `legend` `players`
map-label-no-players = `map`: `{ $label }` is a pawn of the player whose initial is { $letter }, showing { $face }, and this file names no player: name them in the legend (`legend: {"{"} players: [red, blue] {"}"}`), or give `{ $label }` its own line in `legend: pawns:`
map-label-nobody = `map`: `{ $label }` is a pawn of the player whose initial is { $letter }, showing { $face }, and no player's name has a { $letter } ({ $players }): add the player to `legend: players:`, or give `{ $label }` its own line in `legend: pawns:`
map-label-several = `map`: `{ $label }` could be a pawn of { $players } (the letter { $letter } names each of them): give `{ $label }` its own line in `legend: pawns:` with its `player:` and `face:`
