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


## A file that is not valid YAML (the parser's place; $detail: the parser's own words, in English).
load-yaml = not valid YAML: { $problem }
load-yaml-unclosed-bracket = the bracket `{ $bracket }` opened here is never closed
load-yaml-misplaced-bracket = a closing bracket here has no opening one
load-yaml-tab = a tab here: YAML indents with spaces only
load-yaml-colon = a colon here starts a key where none can start: put a value with a colon in quotes, and a key under the one before it with the same indentation as its neighbours
load-yaml-unclosed-quote = a quotation mark opened before this line is never closed
load-yaml-indentation = this line's indentation does not match the lines before it
load-yaml-unknown-anchor = `*` names an anchor (`&name`) the file never set
load-yaml-character = `{ $character }` cannot start a value here: put the value in quotes
load-yaml-second-document = a second YAML document starts here (`---`); a scenario is one document
load-yaml-other = { $detail }
load-yaml-map-hint = a drawn map whose first line starts with more spaces than the rows needs YAML's indentation indicator: write `map: |2` for a block indented by two spaces

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

## A drawn map (`map:`) and its legend ($line, $column: a place in the file; $char: the
## character found there; $row: a row's number).
map-tab = `map`: a tab; draw with spaces, each square two characters under its column letter
map-no-header = `map`: no column header: a drawn board starts with a line naming the columns `a  b  c ... p` over their squares (as `show` draws it)
map-stray-line = `map`: this line is neither the column header, a row (starting with its number 1 to 11) nor wall letters
map-row-twice = `map`: row { $row } is drawn twice (also line { $line })
map-row-number-left = `map`: a row's number must stand left of column a (as the header places it)
map-row-unknown = `map`: row `{ $number }` does not exist (rows 1 to 11)
map-rows-missing = `map`: { $n ->
        [one] row { $rows } is missing
       *[other] rows { $rows } are missing
    }: a map draws all 11 rows, each starting with its number
map-stray-west = `map`: `{ $char }` between the row number and column a (only a wall mark may stand there)
map-stray-east = `map`: `{ $char }` east of column p (only wall marks may stand there)
map-out-of-line = `map`: `{ $char }` is out of line: row { $row } leaves the columns of the header here (each square is the two characters starting under its column letter)
map-square = `map`, { $square }: { $problem }
map-cut-away = `map`: { $square } is not on the board (a staircase cuts it away): only wall letters may stand there
map-teleporter-not-drawn = `legend`: teleporter letter `{ $letter }` ({ $pair }) is not drawn on the map
map-monster-twice = `map`: the monster is drawn twice (also line { $line } column { $column })
map-not-block = `map` must be the drawn board as a literal block: `map: |2`, then the board's lines indented by two spaces (found { $found })
map-pawn-twice = `map`: pawn `{ $label }` is drawn twice (also line { $line } column { $column })
map-pawn-at-too = `map`: pawn `{ $label }` is drawn here and given `at:` in the legend (line { $line }); give it once
map-pawn-not-drawn = `legend`: pawn `{ $label }` is not drawn on the map (a pawn the map does not show needs `at: waiting` or `at: SQUARE`)
map-teleporter-letter = `legend` `teleporters`: `{ $key }` is not one letter (a teleporter is drawn as its pair's letter and its arrow, like `Y>`)
map-teleporter-twice = `legend` `teleporters`: letter `{ $letter }` is given twice
map-legend-pawn-twice = `legend` `pawns`: `{ $key }` is given twice
map-label-too-long = `legend` `pawns`: `{ $key }` cannot be drawn: a label on the map is 1 or 2 letters or digits (give the pawn `name: { $key }` under a short label, or `at:`)
load-what-pair-name = a teleporter pair's name
load-what-legend-pawn = legend pawn `{ $key }`

## What one square of a drawn map shows ($text: the two characters).
glyph-blank = nothing is drawn here: draw an empty square as `.`
glyph-misaligned = `{ $text }` starts one character right of its column letter
glyph-monster-heading = `{ $text }`: the monster is `@` and its heading, one of ^ > v <
glyph-unknown = `{ $text }` is not a square's drawing (. ~ ## <> #r #u, @ and a heading, a teleporter letter and its arrow, or a pawn's label of 1 or 2 letters and digits)

## A file that cannot be written ($file: its name; $error: the system's words).
write-exists = { $file }: the file exists with other contents; give --force to replace it
write-symlink = { $file }: is a symbolic link; it is not followed (remove it or write elsewhere)
write-not-regular = { $file }: is { file-kind }, not a regular file; it is never replaced, not even with --force (to throw the output away, leave out the file and redirect standard output: > /dev/null)
write-named = { $file }: { $why }
write-io = { $file }: cannot write: { $error }
write-stdout-not-file = standard output is not a file here; name a file (./- for a file called -)
write-stdin-rewrite = standard input cannot be rewritten; name the file
write-dir-not-stdout = the files are written into a directory, not to standard output; name one (./- for a directory called -)
write-is-dir = is a directory
write-not-dir = is not a directory
write-not-plain = is not a plain file name
write-folder = cannot write into this folder: { $error }
write-create = cannot create it: { $error }
write-into = cannot write into it: { $error }
write-output-closed = furunkulus: cannot write the output: standard output is closed
write-output = furunkulus: cannot write the output: { $error }

## `check`: each file valid, or what is wrong ($at: the file and line).
check-valid = { $file }: valid ({ $pawns } { $pawns ->
        [one] pawn
       *[other] pawns
    })
check-valid-tile = { $file }: valid ({ $pawns } { $pawns ->
        [one] pawn
       *[other] pawns
    }, tile { $tile })
check-and = { $valid }; { $why }
check-unchecked = its stated solution is not checked: { $n } placements to try
check-solution-wrong = the stated solution is wrong: { $problem }
check-at = { $at }: { $problem }
