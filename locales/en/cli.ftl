### The command line's failures: a request that cannot be answered (exit 1) or is malformed
### (exit 2). Flags (`--format`), option names and values stay as they are typed.

fail-format = --format { $format }: not available for this command
fail-binary = --format { $format }: a { $upper } is binary; write it to a file with --out FILE (or redirect standard output)
fail-png = cannot draw the picture: { $error }
fail-pdf = cannot make the PDF: { $error }
fail-option = --option { $option }: { $problem }
fail-no-pawn = { $count ->
        [0] no { -pawn } `{ $name }` in the scenario (it has no pawns)
       *[other] no { -pawn } `{ $name }` in the scenario (pawns: { $pawns })
    }
fail-points = --points { $points }: a { -pawn } has 0 to 6 points
fail-no-face = { -pawn } { $pawn } has no `face` in the file: give its points with --points N
fail-paper = --paper: only printed output has paper; give --format pdf (not { $format })
fail-steps = --steps draws one board per step: give --format svg, png or pdf (--format html steps through the move by itself)
fail-brief = --brief: the brief trace is text; JSON and pictures always hold the whole move
fail-place-no-file = search place: no scenario FILE given
fail-serve = cannot serve on { $host }:{ $port }: { $error }
serve-tables = Tables (one game, every player on their own phone): open { $url } on a phone, or scan this code:

## Rule options and tiles as typed
option-unknown = unknown option `{ $name }` (known: { $known })
option-unknown-value = option `{ $name }` has no value `{ $value }` (use one of: { $allowed })
option-malformed = `{ $text }` is not of the form NAME=VALUE
tile-not-a-tile = `{ $text }` is not a tile (write 1..20 for steps, or prey-1, prey-2, prey-3)

## `furunkulus --help`: the program, its commands and its global options.
help-about = Settles the rules arguments of Finstere Flure (Fearsome Floors): replays the monster's move step by step and explains it
help-color = Colour: auto (a terminal, and NO_COLOR not set), always or never
help-lang = Language of the words: en, de or fr (default: from LC_ALL, LC_MESSAGES or LANG, as `de_DE.UTF-8`; else English). JSON and file formats are the same in every language
help-after =
    Examples:
    {"  "}furunkulus trace scenarios/rulebook/monster-basic.yaml
    {"  "}furunkulus moves scenarios/rulebook/pawn-3.yaml --pawn P --to f5
    {"  "}furunkulus rules M9
    
    Output fits the terminal's width (COLUMNS, or 80, when not writing to a terminal).
    Language: --lang en|de|fr, else LC_ALL, LC_MESSAGES or LANG (de_DE.UTF-8: German), else English.
    Exit codes: 0 success; 1 the scenario is invalid or the request cannot be answered; 2 usage error.
help-trace = Replay the monster's move step by step, explaining every decision
help-show = Draw the position, or write it as a scenario file that draws the board (`--format map`)
help-moves = Every legal move of one pawn, or whether one destination is legal and why
help-check = Validate scenario (or puzzle) files; exit 0 if all are valid, 1 with every problem listed. A puzzle's stated solution is checked too
help-serve = Serve the web board: one page and a JSON API (see the README), on this machine only unless --host says otherwise
help-rules = The rules and the rule options, with their ids
help-search = Searches: the moves of a pawn that survive the monster or lure it onto another pawn, and placements of new pawns that reach a goal
help-risk = A heat map: for every empty square, the chance that a single pawn put there is removed
help-bench = Monster steps, pawn moves and placements per second, and puzzles generated per minute
help-puzzle = Monster puzzles: solve one exhaustively, or generate puzzles with a unique answer
help-completions = Print a shell completion script (bash, zsh, fish, elvish or powershell)
help-man = Print the manual page (roff) on standard output
help-game = Whole games: start one, replay and check a record, follow a game at a real table, or play at the terminal (game records: docs/FORMAT.md section 6)
help-template = {"{"}about{"}"}

    Usage: {"{"}usage{"}"}

    Commands:
    {"{"}subcommands{"}"}

    Options:
    {"{"}options{"}"}
    {"{"}after-help{"}"}
