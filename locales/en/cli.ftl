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

## Values of the command line that are none (their own words as typed).
fail-lang-unknown = `{ $code }`: en, de or fr
fail-points-value = `{ $text }` is not a number of points from 0 to 6
fail-dest = { $problem }, or `out`, or `waiting`
