### Each command's own `--help` (and the top one, `furunkulus --help`): the commands' and
### options' descriptions and the examples. The ids come from the command path and the
### argument's id (src/cli/help.rs); a test checks there is one for every text of every command.

## clap's own words
help-heading-usage = Usage:
help-heading-commands = Commands
help-heading-arguments = Arguments
help-heading-options = Options
help-heading-values = Possible values:
help-default = {"["}default: { $value }]
help-values = {"["}possible values: { $values }]
help-flag-help = Print help
help-flag-help-more = Print help (see more with '--help')
help-flag-help-summary = Print help (see a summary with '-h')
help-flag-version = Print version
help-command-help = Print this message or the help of the given subcommand(s)

## The commands, from the top
help-about = Settles the rules arguments of Finstere Flure (Fearsome Floors): replays the monster's move step by step and explains it
help-after =
    Examples:
    {"  "}furunkulus trace scenarios/rulebook/monster-basic.yaml
    {"  "}furunkulus moves scenarios/rulebook/pawn-3.yaml --pawn P --to f5
    {"  "}furunkulus rules M9

    Output fits the terminal's width (COLUMNS, or 80, when not writing to a terminal).
    Language: --lang en|de|fr, else LC_ALL, LC_MESSAGES or LANG (de_DE.UTF-8: German), else English.
    Exit codes: 0 success; 1 the scenario is invalid or the request cannot be answered; 2 usage error.
help-arg-color = Colour: auto (a terminal, and NO_COLOR not set), always or never
help-arg-lang = Language of the words: en, de or fr (default: from LC_ALL, LC_MESSAGES or LANG, as `de_DE.UTF-8`; else English). JSON and file formats are the same in every language
help-trace-about = Replay the monster's move step by step, explaining every decision
help-trace-after =
    Examples:
    {"  "}furunkulus trace scenarios/rulebook/monster-basic.yaml
    {"  "}furunkulus trace scenarios/rulebook/monster-basic.yaml --tile prey-2 --brief
    {"  "}furunkulus trace scenarios/rulebook/monster-advanced.yaml \
    {"      "}--option pivot-when-tied=turn --format json
help-trace-arg-file = The scenario file (YAML)
help-trace-arg-tile = The monster tile: 1..20 steps, or prey-1, prey-2, prey-3 (default: the file's)
help-trace-arg-format = Output format: words, JSON, a picture of the whole move (svg, png), printed pages (pdf), or a page that steps through it (html)
help-trace-arg-format-value-text = Words
help-trace-arg-format-value-json = One JSON document
help-trace-arg-format-value-svg = A picture (SVG)
help-trace-arg-format-value-png = A picture (PNG)
help-trace-arg-format-value-html = A self-contained page that steps through the move (buttons, arrow keys)
help-trace-arg-format-value-pdf = Printed pages (PDF), A4 or Letter (--paper)
help-trace-arg-steps = With --format svg, png or pdf: one board per step (and before the move, and the final look), each with its sentences
help-trace-arg-out = Write the output to FILE (safely: a temporary file, then renamed) instead of standard output (`-`: standard output)
help-trace-arg-force = With --out: replace FILE if it is a regular file with other contents (never a link, a device, a named pipe or a directory)
help-trace-arg-paper = With --format pdf: the paper, A4 or US Letter (portrait)
help-trace-arg-paper-value-a4 = ISO A4, 210 x 297 mm
help-trace-arg-paper-value-letter = US Letter, 8.5 x 11 in
help-trace-arg-options = A rule option, NAME=VALUE (see `furunkulus rules`); overrides the file
help-trace-arg-brief = For the table: one line a step, then who was removed and where the monster ends (text only; JSON always holds the whole move)
help-show-about = Draw the position, or write it as a scenario file that draws the board (`--format map`)
help-show-after =
    Examples:
    {"  "}furunkulus show scenarios/setup/basic.yaml
    {"  "}furunkulus show scenarios/rulebook/monster-advanced.yaml \
    {"      "}--format map > advanced-map.yaml
help-show-arg-file = The scenario file (YAML)
help-show-arg-format = `text`: the board with its legend; `json`: the position as JSON; `map`: a complete scenario file that draws the board (`map:`); `svg`, `png`: a picture
help-show-arg-format-value-text = The board drawn, with its legend
help-show-arg-format-value-json = The position as JSON
help-show-arg-format-value-map = A scenario file with `map:`
help-show-arg-format-value-svg = A picture (SVG)
help-show-arg-format-value-png = A picture (PNG)
help-show-arg-out = Write the output to FILE (safely: a temporary file, then renamed) instead of standard output (`-`: standard output)
help-show-arg-force = With --out: replace FILE if it is a regular file with other contents (never a link, a device, a named pipe or a directory)
help-moves-about = Every legal move of one pawn, or whether one destination is legal and why
help-moves-after =
    Examples:
    {"  "}furunkulus moves scenarios/rulebook/pawn-1.yaml --pawn P
    {"  "}furunkulus moves scenarios/rulebook/pawn-3.yaml --pawn P --to f5
    {"  "}furunkulus moves scenarios/rulebook/pawn-1.yaml --pawn P --dot \
    {"      "}| dot -Tsvg > moves.svg
help-moves-arg-file = The scenario file (YAML)
help-moves-arg-pawn = The pawn's name
help-moves-arg-to = Settle one dispute: can the pawn end its move here (a square, `out` or `waiting`)?
help-moves-arg-points = The pawn's points, 0..6 (default: its `face` in the file)
help-moves-arg-dot = Print the graph of the listed moves in Graphviz DOT instead
help-moves-arg-format = Output format: words, JSON, or a picture (svg, png)
help-moves-arg-format-value-text = Words
help-moves-arg-format-value-json = One JSON document
help-moves-arg-format-value-svg = A picture (SVG)
help-moves-arg-format-value-png = A picture (PNG)
help-moves-arg-out = Write the output to FILE (safely: a temporary file, then renamed) instead of standard output (`-`: standard output)
help-moves-arg-force = With --out: replace FILE if it is a regular file with other contents (never a link, a device, a named pipe or a directory)
help-moves-arg-options = A rule option, NAME=VALUE; overrides the file
help-check-about = Validate scenario (or puzzle) files; exit 0 if all are valid, 1 with every problem listed. A puzzle's stated solution is checked too
help-check-after =
    Examples:
    {"  "}furunkulus check scenarios/rulebook/monster-basic.yaml
    {"  "}furunkulus check scenarios/rulebook/*.yaml scenarios/puzzles/*.yaml
help-check-arg-files = The scenario files
help-serve-about = Serve the web board: one page and a JSON API (see the README), on this machine only unless --host says otherwise
help-serve-after =
    Examples:
    {"  "}furunkulus serve
    {"  "}furunkulus serve --dir scenarios --port 8080
    {"  "}furunkulus serve --host 0.0.0.0   # phones on the same network can connect
help-serve-arg-port = The port to listen on (0: any free port)
help-serve-arg-host = The address to listen on: 127.0.0.1 (this machine only) or 0.0.0.0 (every network this machine is on: anyone there can use it)
help-serve-arg-dir = A folder of scenario files the page may open (read only; nothing else is read)
help-serve-arg-allowed-hosts = A host name the board answers to (as in the browser's address bar, like `mypc.local`), besides its addresses and localhost; may be repeated. Requests for any other name are refused (docs/api.md)
help-serve-arg-data = The folder where tables (games shared by several devices) are kept, in an SQLite database (default: the user's data folder, ~/.local/share/furunkulus on Linux)
help-serve-arg-table-ttl = How long a table that nobody plays is kept: a number and s, m, h or d
help-serve-arg-max-tables = The most tables the server holds at once
help-serve-arg-ai-budget = The AI's node budget for each play at a table (at most 100000)
help-rules-about = The rules and the rule options, with their ids
help-rules-after =
    Examples:
    {"  "}furunkulus rules
    {"  "}furunkulus rules M9
    {"  "}furunkulus rules pivot-when-tied
help-rules-arg-id = One rule id (M4, P7, S3...) or option name (pivot-chain)
help-search-about = Searches: the moves of a pawn that survive the monster or lure it onto another pawn, and placements of new pawns that reach a goal
help-search-after =
    Examples:
    {"  "}furunkulus search survive scenarios/rulebook/pawn-1.yaml --pawn P --explain
    {"  "}furunkulus search lure scenarios/rulebook/monster-basic.yaml --pawn D \
    {"      "}--target E --points 3
    {"  "}furunkulus search place scenarios/setup/basic.yaml \
    {"      "}--count 2 --goal survive --tiles 8
help-search-survive-about = Rank every legal move of a pawn by the chance that the monster then removes it
help-search-survive-after =
    Examples:
    {"  "}furunkulus search survive scenarios/rulebook/pawn-1.yaml --pawn P
    {"  "}furunkulus search survive scenarios/rulebook/pawn-1.yaml --pawn P \
    {"      "}--tiles 7,8 --explain g5
help-search-survive-arg-file = The scenario file (YAML)
help-search-survive-arg-pawn = The moving pawn
help-search-survive-arg-points = Its points, 0..6 (default: its `face` in the file)
help-search-survive-arg-tiles = The tiles still possible, like 5,8,prey-1 (default: the whole deck)
help-search-survive-arg-explain = Show, tile by tile, who the monster removes after one move and how: the move ranked TO in the table, or the best-ranked move ending on square TO (or `out`); without a value, the best-ranked move
help-search-survive-arg-format = Output format: words, JSON, or the ranked moves on the board (svg, png)
help-search-survive-arg-format-value-text = Words
help-search-survive-arg-format-value-json = One JSON document
help-search-survive-arg-format-value-svg = A picture (SVG)
help-search-survive-arg-format-value-png = A picture (PNG)
help-search-survive-arg-out = Write the output to FILE (safely: a temporary file, then renamed) instead of standard output (`-`: standard output)
help-search-survive-arg-force = With --out: replace FILE if it is a regular file with other contents (never a link, a device, a named pipe or a directory)
help-search-survive-arg-options = A rule option, NAME=VALUE; overrides the file
help-search-lure-about = The moves of a pawn after which the monster removes TARGET and not the pawn, ranked by the chance that the lure works
help-search-lure-after =
    Examples:
    {"  "}furunkulus search lure scenarios/rulebook/monster-basic.yaml --pawn D \
    {"      "}--target E --points 3
    {"  "}furunkulus search lure scenarios/rulebook/monster-basic.yaml --pawn A \
    {"      "}--target C --points 2 --tiles 8
help-search-lure-arg-file = The scenario file (YAML)
help-search-lure-arg-pawn = The moving pawn
help-search-lure-arg-points = Its points, 0..6 (default: its `face` in the file)
help-search-lure-arg-tiles = The tiles still possible, like 5,8,prey-1 (default: the whole deck)
help-search-lure-arg-explain = Show, tile by tile, who the monster removes after one move and how: the move ranked TO in the table, or the best-ranked move ending on square TO (or `out`); without a value, the best-ranked move
help-search-lure-arg-format = Output format: words, JSON, or the ranked moves on the board (svg, png)
help-search-lure-arg-format-value-text = Words
help-search-lure-arg-format-value-json = One JSON document
help-search-lure-arg-format-value-svg = A picture (SVG)
help-search-lure-arg-format-value-png = A picture (PNG)
help-search-lure-arg-out = Write the output to FILE (safely: a temporary file, then renamed) instead of standard output (`-`: standard output)
help-search-lure-arg-force = With --out: replace FILE if it is a regular file with other contents (never a link, a device, a named pipe or a directory)
help-search-lure-arg-options = A rule option, NAME=VALUE; overrides the file
help-search-lure-arg-target = The pawn to feed to the monster
help-search-place-about = Placements of COUNT new pawns on empty squares such that GOAL holds for every tile
help-search-place-long =
    Placements of COUNT new pawns on empty squares such that GOAL holds for every tile.

    Goals: `survive`: none of the new pawns is removed; `feed NAME...`: every pawn named is removed; `protect NAME...` (also written `safe-from`): none of the pawns named is removed. The goal must hold for each tile of --tiles, each played alone.
help-search-place-after =
    Examples:
    {"  "}furunkulus search place scenarios/setup/basic.yaml \
    {"      "}--count 2 --goal survive --tiles 8
    {"  "}furunkulus search place scenarios/rulebook/monster-basic.yaml --count 1 \
    {"      "}--goal feed A --tiles 7,8
    {"  "}furunkulus search place scenarios/rulebook/monster-basic.yaml --count 1 \
    {"      "}--goal protect C D --tiles 8
help-search-place-arg-file = The scenario file (YAML)
help-search-place-arg-count = How many new pawns to place
help-search-place-arg-goal = survive | feed NAME... | protect NAME... (also safe-from NAME...)
help-search-place-arg-max-placements = Refuse searches that would try more placements than this
help-search-place-arg-tiles = The tiles, like 5,8,prey-1 (default: the whole deck)
help-search-place-arg-format = Output format
help-search-place-arg-options = A rule option, NAME=VALUE; overrides the file
help-risk-about = A heat map: for every empty square, the chance that a single pawn put there is removed
help-risk-after =
    Examples:
    {"  "}furunkulus risk scenarios/setup/basic.yaml
    {"  "}furunkulus risk scenarios/rulebook/monster-basic.yaml --tiles 5,8,prey-1
help-risk-arg-file = The scenario file (YAML)
help-risk-arg-tiles = The tiles still possible, like 5,8,prey-1 (default: the whole deck)
help-risk-arg-format = Output format: words, JSON, or a picture (svg, png)
help-risk-arg-format-value-text = Words
help-risk-arg-format-value-json = One JSON document
help-risk-arg-format-value-svg = A picture (SVG)
help-risk-arg-format-value-png = A picture (PNG)
help-risk-arg-out = Write the output to FILE (safely: a temporary file, then renamed) instead of standard output (`-`: standard output)
help-risk-arg-force = With --out: replace FILE if it is a regular file with other contents (never a link, a device, a named pipe or a directory)
help-risk-arg-options = A rule option, NAME=VALUE; overrides the file
help-bench-about = Monster steps, pawn moves and placements per second, and puzzles generated per minute
help-bench-after =
    Examples:
    {"  "}furunkulus bench
    {"  "}furunkulus bench --rounds 20 --puzzles 0
help-bench-arg-rounds = How many times to run the whole set
help-bench-arg-puzzles = How many medium puzzles to generate per rule set for the puzzle figure (0: skip)
help-puzzle-about = Monster puzzles: solve one exhaustively, or generate puzzles with a unique answer
help-puzzle-after =
    Examples:
    {"  "}furunkulus puzzle solve scenarios/puzzles/basic-weapon-hard-2003-03.yaml --explain
    {"  "}furunkulus puzzle generate --seed 7 --count 3 --difficulty hard \
    {"      "}--out my-puzzles
help-puzzle-sheet-about = A printable sheet of one puzzle or several: the positions and the questions, no answers; with --solution, the answer sheet (each verdict, why the answer works, and the monster's move with it)
help-puzzle-sheet-after =
    Examples:
    {"  "}furunkulus puzzle sheet scenarios/puzzles/basic-move-*.yaml --out sheet.svg
    {"  "}furunkulus puzzle sheet scenarios/puzzles/basic-move-*.yaml --format png \
    {"      "}--out sheet.png --answers answers.png
    {"  "}furunkulus puzzle sheet scenarios/puzzles/*.yaml --format pdf --paper letter \
    {"      "}--out puzzles.pdf --answers answers.pdf
help-puzzle-sheet-arg-files = The puzzle files, numbered on the sheet in this order
help-puzzle-sheet-arg-solution = The answer sheet instead
help-puzzle-sheet-arg-answers = Also write the answer sheet to FILE, in the same format (never over a file with other contents): the questions and their answers from one run
help-puzzle-sheet-arg-max-placements = Refuse puzzles that would need more placements tried than this (with --solution)
help-puzzle-sheet-arg-format = Output format: words, a picture (svg, png), or printed pages (pdf: four puzzles a page, numbered, with lines to write the answers on)
help-puzzle-sheet-arg-format-value-text = Words
help-puzzle-sheet-arg-format-value-svg = A picture (SVG)
help-puzzle-sheet-arg-format-value-png = A picture (PNG)
help-puzzle-sheet-arg-format-value-pdf = Printed pages (PDF), A4 or Letter (--paper)
help-puzzle-sheet-arg-out = Write the output to FILE (safely: a temporary file, then renamed) instead of standard output (`-`: standard output)
help-puzzle-sheet-arg-force = With --out: replace FILE if it is a regular file with other contents (never a link, a device, a named pipe or a directory)
help-puzzle-sheet-arg-paper = With --format pdf: the paper, A4 or US Letter (portrait)
help-puzzle-sheet-arg-paper-value-a4 = ISO A4, 210 x 297 mm
help-puzzle-sheet-arg-paper-value-letter = US Letter, 8.5 x 11 in
help-puzzle-sheet-arg-options = A rule option, NAME=VALUE; overrides the file
help-puzzle-solve-about = Every solution of a puzzle file, exhaustively: unique, N solutions, or none. Exit 1 if the file states a solution and it is wrong
help-puzzle-solve-after =
    Examples:
    {"  "}furunkulus puzzle solve scenarios/puzzles/basic-move-easy-2003-01.yaml --explain
    {"  "}furunkulus puzzle solve scenarios/puzzles/basic-move-easy-2003-01.yaml --trace \
    {"      "}--format json
    {"  "}furunkulus puzzle solve scenarios/puzzles/basic-move-easy-2003-01.yaml --hint 2
help-puzzle-solve-arg-file = The puzzle file (YAML: a scenario plus a `puzzle:` section)
help-puzzle-solve-arg-explain = Say why the answer works: the decisive step and what follows, in the trace's words (the file's `explanation`, or the first solution's)
help-puzzle-solve-arg-trace = Show each solution's explained trace, tile by tile (the first --max-traces ones)
help-puzzle-solve-arg-hint = Show only the question and the first N hints (1 to 4): the idea, the pieces that matter, the monster's first decision that counts, and (4) the answer with its trace. The answer is never shown before N = 4
help-puzzle-solve-arg-max-traces = With --trace: how many solutions to trace at most; the others are counted
help-puzzle-solve-arg-max-placements = Refuse puzzles that would need more placements tried than this
help-puzzle-solve-arg-format = Output format
help-puzzle-solve-arg-options = A rule option, NAME=VALUE; overrides the file
help-puzzle-generate-about = Generate puzzles with exactly one solution (checked by the solver), one file each
help-puzzle-generate-after =
    Examples:
    {"  "}furunkulus puzzle generate --kind move
    {"  "}furunkulus puzzle generate --kind weapon --seed 7 --count 3 \
    {"      "}--difficulty hard --rules advanced --out my-puzzles
help-puzzle-generate-arg-kind = What the player is asked: move one pawn, two-moves, a safe-square against the tiles left, predict which tile does it, a weapon (crush, destroy, pivot), or place pawns, or a feast: place pawns or stones so that the monster, walking without a step limit, eats every pawn of the other colour and none of yours (feast)
help-puzzle-generate-arg-seed = The seed: the same seed (and other arguments) writes the same files
help-puzzle-generate-arg-count = How many puzzles
help-puzzle-generate-arg-difficulty = Their difficulty, measured on the puzzle: easy (up to 3 points), medium (4 to 6), hard (7 or more), or any; points for tempting wrong candidates (twice), a goal settled late in the walk, key ideas (a tie, a push, a slide, a wall, a pivot, a teleport, a crush), an answer against instinct, a second piece or move, several tiles (see the README, "Puzzles")
help-puzzle-generate-arg-rules = The basic game (B2 setup) or the advanced game (pieces on their faces, teleporters)
help-puzzle-generate-arg-out = The directory to write the files into (created if needed)
help-puzzle-generate-arg-force = Replace existing files with other contents
help-puzzle-generate-arg-avoid = Leave out puzzles already in these puzzle files or directories (by the canonical key: the same position with other colours or on the turned board, the same answer), e.g. `--avoid scenarios/puzzles`. Repeatable
help-puzzle-book-about = A puzzle book: a year of weekly puzzles, easy weeks first and hard ones last, over every kind, no two alike; each week's puzzle file, a question sheet and an answer sheet (PDF) in one directory
help-puzzle-book-after =
    Examples:
    {"  "}furunkulus puzzle book --weeks 52 --seed 7 --out year
    {"  "}furunkulus puzzle book --weeks 12 --rules advanced --lang de --paper letter --out quarter
help-puzzle-book-arg-weeks = How many weeks: one puzzle a week, 1 to 520
help-puzzle-book-arg-seed = The seed of the generated puzzles: the same seed (and other arguments) writes the same files
help-puzzle-book-arg-rules = The basic game (B2 setup) or the advanced game (pieces on their faces, teleporters)
help-puzzle-book-arg-out = The directory to write the book into (created if needed): week-01.yaml, ..., questions.pdf, answers.pdf
help-puzzle-book-arg-force = Replace existing files with other contents
help-puzzle-book-arg-stored = Take puzzles from these puzzle files or directories first, the rest generated (default: scenarios/puzzles, the stored set, when there is such a directory). Repeatable
help-puzzle-book-arg-no-stored = Generate every week: take no stored puzzle (those of scenarios/puzzles are still left out of the book)
help-puzzle-book-arg-avoid = Leave out puzzles already in these puzzle files or directories, besides scenarios/puzzles (when there is such a directory). Repeatable
help-puzzle-book-arg-paper = The paper of the sheets: A4 or US Letter (portrait)
help-puzzle-book-arg-paper-value-a4 = ISO A4, 210 x 297 mm
help-puzzle-book-arg-paper-value-letter = US Letter, 8.5 x 11 in
help-puzzle-generate-arg-allow-stored = Let puzzles of the stored set (scenarios/puzzles, built in) be made again; by default they are left out
help-completions-about = Print a shell completion script (bash, zsh, fish, elvish or powershell)
help-completions-after =
    Examples:
    {"  "}furunkulus completions bash > \
    {"      "}~/.local/share/bash-completion/completions/furunkulus
    {"  "}furunkulus completions zsh > ~/.zfunc/_furunkulus
    {"  "}furunkulus completions fish > ~/.config/fish/completions/furunkulus.fish
help-completions-arg-shell = The shell
help-man-about = Print the manual page (roff) on standard output
help-man-after =
    Examples:
    {"  "}furunkulus man > furunkulus.1 && man ./furunkulus.1
    {"  "}furunkulus man | gzip > /usr/local/share/man/man1/furunkulus.1.gz
help-game-about = Whole games: start one, replay and check a record, follow a game at a real table, or play at the terminal (game records: docs/FORMAT.md section 6)
help-game-after =
    Examples:
    {"  "}furunkulus game new --players red,blue --seed 7 --out game.yaml
    {"  "}furunkulus game play game.yaml
    {"  "}furunkulus game replay tests/games/first-turn.yaml --verbose
help-game-new-about = Write a new game record (no turns yet): the players, the setup, the seed
help-game-new-after =
    Examples:
    {"  "}furunkulus game new --players red,blue,green --out game.yaml
    {"  "}furunkulus game new --players red,blue --setup advanced --seed 42 \
    {"      "}--variant three-prey --out game.yaml
help-game-new-arg-players = The players in seating order, like red,blue,green (2 to 7; letters only)
help-game-new-arg-setup = The basic setup (B2), or the advanced setup placed at random, legally, from the seed
help-game-new-arg-seed = The seed of the advanced setup and of the tiles `game play` draws (default: one from the clock; it is written in the record)
help-game-new-arg-variant = The G7 variant: the 5 tile becomes "3 prey"
help-game-new-arg-variant-value-three-prey = G7: the 5 tile becomes "3 prey"
help-game-new-arg-out = Where to write the record (default, or `-`: standard output)
help-game-new-arg-force = Replace FILE if it is a regular file with other contents (never a link, a device, a named pipe or a directory)
help-game-new-arg-options = A rule option, NAME=VALUE (see `furunkulus rules`), written in the record
help-game-replay-about = Check a game record play by play and print the state after its last play
help-game-replay-after =
    Examples:
    {"  "}furunkulus game replay tests/games/first-turn.yaml
    {"  "}furunkulus game replay tests/games/first-turn.yaml --upto 1 --format json
help-game-replay-arg-file = The game record (YAML)
help-game-replay-arg-format = Output format: text, json, the board as a picture (svg, png) or printed (pdf)
help-game-replay-arg-format-value-text = Words, with the board
help-game-replay-arg-format-value-json = The JSON of docs/FORMAT.md section 6
help-game-replay-arg-format-value-svg = The board as a picture (SVG)
help-game-replay-arg-format-value-png = The board as a picture (PNG)
help-game-replay-arg-format-value-pdf = Printed pages (PDF), A4 or Letter (--paper)
help-game-replay-arg-out = Write the output to FILE (safely: a temporary file, then renamed) instead of standard output (`-`: standard output)
help-game-replay-arg-force = With --out: replace FILE if it is a regular file with other contents (never a link, a device, a named pipe or a directory)
help-game-replay-arg-paper = With --format pdf: the paper, A4 or US Letter (portrait)
help-game-replay-arg-paper-value-a4 = ISO A4, 210 x 297 mm
help-game-replay-arg-paper-value-letter = US Letter, 8.5 x 11 in
help-game-replay-arg-upto = The state after this turn (every turn is still checked)
help-game-replay-arg-verbose = Every turn: its plays and the monster's explained trace
help-game-state-about = For a game at a real table: whose turn, which of their pawns may still move, the tiles left and the chance of each for the next monster phase
help-game-state-after =
    Examples:
    {"  "}furunkulus game state tests/games/first-turn.yaml
    {"  "}furunkulus game state tests/games/first-turn.yaml --format png --out board.png
help-game-state-arg-file = The game record (YAML)
help-game-state-arg-format = Output format: text, json, the board as a picture (svg, png) or printed (pdf)
help-game-state-arg-format-value-text = Words, with the board
help-game-state-arg-format-value-json = The JSON of docs/FORMAT.md section 6
help-game-state-arg-format-value-svg = The board as a picture (SVG)
help-game-state-arg-format-value-png = The board as a picture (PNG)
help-game-state-arg-format-value-pdf = Printed pages (PDF), A4 or Letter (--paper)
help-game-state-arg-out = Write the output to FILE (safely: a temporary file, then renamed) instead of standard output (`-`: standard output)
help-game-state-arg-force = With --out: replace FILE if it is a regular file with other contents (never a link, a device, a named pipe or a directory)
help-game-state-arg-paper = With --format pdf: the paper, A4 or US Letter (portrait)
help-game-state-arg-paper-value-a4 = ISO A4, 210 x 297 mm
help-game-state-arg-paper-value-letter = US Letter, 8.5 x 11 in
help-game-play-about = Play at the terminal (hot-seat), saving every play to the record; resumes a record. Plays are read from standard input when it is not a terminal
help-game-play-after =
    Examples:
    {"  "}furunkulus game play game.yaml
    {"  "}furunkulus game play game.yaml --ai blue=greedy
    {"  "}furunkulus game play game.yaml --tiles manual
help-game-play-arg-file = The game record (YAML), from `game new`; rewritten after every play and tile
help-game-play-arg-tiles = Draw tiles from the game's seeded pile, or type the tile drawn at a real table
help-game-play-arg-tiles-value-seeded = Drawn from the game's pile, shuffled from the record's seed
help-game-play-arg-tiles-value-manual = Typed in: the tile drawn at a real table
help-game-play-arg-seed = The seed of the pile when the record has none (then written in the record)
help-game-play-arg-ai = Seats the program plays, like blue=greedy,green=expectimax (levels: random, greedy, brs, paranoid, expectimax, mcts; `human` gives a seat back to a person). Written to the record's `seats`, so a resumed session keeps them
help-game-play-arg-ai-options = An AI weight or budget, NAME=VALUE: out, progress, removed, opponents, win, tempo, budget, width (see the README's "AI players")
help-game-hint-about = The play an AI would make for whoever is to play, with the figures behind it
help-game-hint-after =
    Examples:
    {"  "}furunkulus game hint tests/games/first-turn.yaml
    {"  "}furunkulus game hint tests/games/first-turn.yaml --ai greedy --format json
help-game-hint-arg-file = The game record (YAML)
help-game-hint-arg-ai = The AI level: random, greedy, brs, paranoid, expectimax or mcts (default: the level the record's `seats` give the player to play, else the strongest: mcts, at every number of players)
help-game-hint-arg-budget = expectimax: the most monster walks a decision may spend
help-game-hint-arg-ai-options = An AI weight or budget, NAME=VALUE: out, progress, removed, opponents, win, tempo, budget, width (see the README's "AI players")
help-game-hint-arg-format = Output format
help-game-simulate-about = Play many whole games between AIs, in parallel, and print who wins how often
help-game-simulate-after =
    Examples:
    {"  "}furunkulus game simulate --players 2 --ai greedy,random --games 1000
    {"  "}furunkulus game simulate --players 4 --ai expectimax,greedy,greedy,greedy \
    {"      "}--games 200 --seed 7 --format json
    {"  "}furunkulus game simulate --players 3 --ai greedy,greedy,greedy \
    {"      "}--variant three-prey --record games/
    {"  "}furunkulus game simulate --players 4 --ai greedy --games 500 \
    {"      "}--format png --out simulation.png
help-game-simulate-arg-players = Players per game (2 to 7)
help-game-simulate-arg-ai = The AI of each seat in seating order, or one for every seat; a level may carry its own AI options, like mcts[playouts=100]
help-game-simulate-arg-games = Games to play
help-game-simulate-arg-seed = The seed of the whole simulation
help-game-simulate-arg-setup = The basic setup (B2), or an advanced setup per game placed at random
help-game-simulate-arg-variant = The G7 variant: the 5 tile becomes "3 prey"
help-game-simulate-arg-variant-value-three-prey = G7: the 5 tile becomes "3 prey"
help-game-simulate-arg-options = A rule option, NAME=VALUE (see `furunkulus rules`)
help-game-simulate-arg-budget = expectimax: the most monster walks a decision may spend
help-game-simulate-arg-ai-options = An AI weight or budget, NAME=VALUE: out, progress, removed, opponents, win, tempo, budget, width (see the README's "AI players")
help-game-simulate-arg-record = Write every game's record into this directory (game-0001.yaml, ...)
help-game-simulate-arg-force = Overwrite records already in DIR, and FILE of --out if it has other contents
help-game-simulate-arg-format = Output format: words, JSON, or plots (svg, png) of the win rates per seat with their 95% intervals and of the games' lengths
help-game-simulate-arg-format-value-text = Words
help-game-simulate-arg-format-value-json = One JSON document
help-game-simulate-arg-format-value-svg = A picture (SVG)
help-game-simulate-arg-format-value-png = A picture (PNG)
help-game-simulate-arg-out = Write the output to FILE (safely: a temporary file, then renamed) instead of standard output
help-game-tournament-about = Rate the AI levels: each challenger against seats − 1 copies of each other level, the same deals (tile orders) for every pairing, the challenger in every seat in turn; win shares with 95% intervals, a sequential test (SPRT), and one rating per level
help-game-tournament-after =
    Examples:
    {"  "}furunkulus game tournament --games 200
    {"  "}furunkulus game tournament --seats 2,3,4 --games 200
    {"  "}furunkulus game tournament --levels greedy,expectimax,mcts --challenger mcts \
    {"      "}--seats 2,4 --games 2000 --stop-early --ai-option playouts=25
    {"  "}furunkulus game tournament --levels random,greedy --seats 2,3 --format json
    {"  "}furunkulus game tournament --levels 'mcts,mcts[rollout=0,playouts=300]' \
    {"      "}--seats 2 --games 400 --plot ladder.svg
help-game-tournament-arg-levels = The levels of the round robin; the ratings are anchored at the first (0). A level may carry its own AI options, so that two variants meet: mcts,mcts[rollout=0,playouts=300]. `mcts` thinks longest (up to about 0.1 s a play at its default 200 iterations with rollouts; fewer: `--ai-option playouts=50`)
help-game-tournament-arg-challenger = Only these levels challenge (default: every level of --levels), spelled as there
help-game-tournament-arg-seats = The seat counts to play (2 to 7)
help-game-tournament-arg-games = Games a pairing plays at most, rounded up to whole deals (one game with the challenger in each seat)
help-game-tournament-arg-seed = The seed of the whole tournament
help-game-tournament-arg-setup = The basic setup (B2), or an advanced setup per deal placed at random
help-game-tournament-arg-variant = The G7 variant: the 5 tile becomes "3 prey"
help-game-tournament-arg-variant-value-three-prey = G7: the 5 tile becomes "3 prey"
help-game-tournament-arg-options = A rule option, NAME=VALUE (see `furunkulus rules`)
help-game-tournament-arg-budget = expectimax: the most monster walks a decision may spend (less than `game hint`'s 20000, so that a tournament of a few hundred games a pairing is quick)
help-game-tournament-arg-ai-options = An AI weight or budget for every level, NAME=VALUE (see the README's "AI players")
help-game-tournament-arg-elo0 = The SPRT's H0: the challenger is this many Elo stronger than each baseline copy
help-game-tournament-arg-elo1 = The SPRT's H1
help-game-tournament-arg-alpha = The SPRT's chance of accepting H1 when H0 holds (and of H0 when H1 holds)
help-game-tournament-arg-stop-early = Stop a pairing once its SPRT has decided (after a whole deal)
help-game-tournament-arg-format = Output format: text or json
help-game-tournament-arg-plot = Also draw each pairing's win share with its 95% interval, per seat count, into this SVG file (written safely: a temporary file, then renamed)
help-game-tournament-arg-force = Overwrite the --plot file if it has other contents
help-game-ladder-about = Sum tournaments: the pairings of `game tournament --format json` files played from other seeds (chunks of one ladder), each pairing's games added up and its test read again on the sums, and one rating per level over all their games; a table, JSON, and the plot
help-game-ladder-after =
    Examples:
    {"  "}furunkulus game ladder chunk-*.json
    {"  "}furunkulus game ladder chunk-*.json --format json --plot ladder.svg
    {"  "}for seed in 1 2 3 4; do
    {"    "}furunkulus game tournament --levels greedy,mcts --challenger mcts \
    {"        "}--seats 4 --games 100 --seed $seed --format json > chunk-$seed.json
    {"  "}done
help-game-ladder-arg-files = The tournament files (`game tournament --format json`), one seed each
help-game-ladder-arg-format = Output format: text or json
help-game-ladder-arg-plot = Also draw each summed pairing's win share with its 95% interval, per seat count, into this SVG file (written safely: a temporary file, then renamed)
help-game-ladder-arg-force = Overwrite the --plot file if it has other contents
