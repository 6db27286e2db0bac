### The server's own refusals (`furunkulus serve`, docs/api.md): the `error` of a 4xx or 5xx
### answer, in the request's language (its `lang`, else Accept-Language). Field names, formats
### and values in backquotes are the API's and stay as they are.

serve-bad-json = bad JSON request: { $error }
serve-bad-lang = lang `{ $lang }`: en, de or fr
serve-missing = the request has no `{ $field }`
serve-bad-name = name `{ $name }`: a plain file name ending in .yaml (letters, digits, - _ .)
serve-bad-format = format `{ $format }`: json, text, svg, png, map or html
serve-bad-dest = { $error }, or `out`, or `waiting`
serve-busy = the server is busy; try again in a moment
serve-stopping = the server is stopping
serve-crashed = the computation failed; the server goes on
serve-no-route = no such API endpoint (see docs/api.md)
serve-read-back = cannot read the position back: { $error }
serve-bad-start = start `{ $kind }`: basic, empty or advanced-SEED (a whole number)
serve-no-advanced = no advanced setup found for this seed
serve-no-scenario = no scenario `{ $name }` in the folder
serve-bad-setup = setup `{ $setup }`: basic or advanced
serve-no-turn = the record has no turn to add to
serve-not-monster-phase = not the monster phase: every pawn of the turn plays first
serve-no-seed = the record has no seed to draw from
serve-game-over = the game is over
serve-play-or-tile = give either `pawn` (with `to` or `path`) or `tile`
serve-ai-budget = ai_options: budget={ $budget }: the server allows at most { $max } (the command line has no such bound)
serve-ai-playouts = ai_options: playouts={ $playouts }: the server allows at most { $max } (the command line has no such bound)
serve-ai-width = ai_options: width={ $width }: the server allows at most { $max } (the command line has no such bound)
serve-no-hint = no hint: nobody is to play
serve-no-tile-yet = no tile was played yet: the monster has not moved
serve-seats-player = `seats`: `{ $player }` is not a player of this game ({ $players })
serve-seats-level = `seats`: `{ $level }` is not an AI level (random, greedy, brs, paranoid, expectimax, mcts, or human)
serve-undo-tile = nothing to undo: the monster moved since the last play, and a tile drawn is never taken back
serve-undo-none = nothing to undo: no play yet

## Starting the server (the command line).
serve-dir-unreadable = --dir { $dir }: { $error }
serve-dir-not-folder = --dir { $dir }: not a folder

## Refused before the request is read (src/serve/guard.rs): in the browser's language.
serve-unknown-host = unknown host `{ $host }`: the board answers to its address, to localhost, and to the names given with --allow-host
serve-cross-site = a request from another site's page is refused: the API answers the board's own page (and clients that are not browsers)
serve-not-json = the request body must be JSON, sent with Content-Type: application/json
serve-body-unread = the request body could not be read
serve-body-slow = the request body took longer than { $seconds } s to arrive
serve-body-too-large = the request body is larger than { $kib } KiB
serve-wrong-method = this endpoint does not take this method (see docs/api.md)

## The puzzles (`/api/puzzles`, src/serve/puzzles.rs).
serve-no-puzzle = no puzzle `{ $id }` (GET /api/puzzles lists them)
serve-bad-hint = hint `{ $n }`: 1, 2, 3 or 4
serve-puzzle-no-hints = the puzzle `{ $id }` has no hints
serve-puzzle-answer = { $ask ->
        [move] give the answer as `paths`: { $n ->
            [one] one path
           *[other] { $n } paths, in order
        } (each a list of squares, `out`, or empty to stay)
        [place] give the answer as `squares`: { $n ->
            [one] one empty square
           *[other] { $n } empty squares
        }
       *[tile] give the answer as `tile`: one of { $tiles }
    }
serve-puzzle-paths = `paths`: at most { $n } for the moves of the next pawn, which this puzzle moves
serve-puzzle-unplayable = this answer cannot be played: { $error }
