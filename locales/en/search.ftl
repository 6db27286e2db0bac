### Searches and risks (`furunkulus risk`, `search place|survive|lure`), and their pictures.

## A deck or a set of tiles: $tiles (the names, "5, 7 and 8"), $n (how many), $whole
## (true for the whole deck).
search-deck = { $whole ->
        [true] the whole deck ({ $tiles })
       *[false] { $n ->
            [0] no tile
            [1] the tile { $tiles }
           *[other] the tiles { $tiles }
        }
    }
search-each-tile = { $n ->
        [1] the tile { $tiles }
       *[other] each of the tiles { $tiles }
    }

## `risk`
search-risk-heading = Risk of a single pawn put on each empty square, over { search-deck } (percent of the deck; XX = always removed):
search-risk-safe = { $safe } of { $squares } empty squares are safe from every tile.
search-risk-worst = Most dangerous: { $list }
search-risk-title = Risk map
search-risk-note = The chance, in percent of the tiles { $tiles }, that the { -monster } removes a single pawn put on each empty square.
search-risk-scale = percent of the deck that removes a pawn put there

## `search place`
search-place-heading = { $found } { $found ->
        [one] placement
       *[other] placements
    } of { $count } new { $count ->
        [one] pawn
       *[other] pawns
    } { $found ->
        [one] reaches
       *[other] reach
    } the goal `{ $goal }` with { search-each-tile } ({ $tried } placements tried).
search-place-first = The first one, drawn as **:
search-place-all = All of them:

## `search survive` and `search lure`
search-survive-question = Which moves of { $pawn } survive the { -monster }? Best first.
search-lure-question = Which moves of { $pawn } make the { -monster } remove { $target } and not { $pawn }?
search-moves-heading = Pawn { $pawn } with { $points } { $points ->
        [one] point
       *[other] points
    }; { search-deck }; { $results } { $results ->
        [one] result
       *[other] results
    }.
search-moves-digits = A number: a square { $pawn } can end on, and the best chance (percent) that the { -monster } then removes it (XX: always).
search-col-to = to
search-col-cost = cost
search-col-removed = { $pawn } removed
search-col-lure-works = lure works
search-col-path = path
search-col-pushes = pushes
search-col-by-tile = removed by tile
search-col-losses = expected losses
search-stays = (stays)
search-nobody = nobody
search-lure-ranked = Ranked by the chance that the lure works: the { -monster } removes { $target } and not { $pawn }; then by { $pawn }'s chance of being removed.

## `--explain`
search-explain-move = After the move to { $to } ({ $path }):
search-explain-move-pushing = After the move to { $to } ({ $path }; pushing { $pushes }):
search-explain-staying = staying
search-explain-tile = tile { $tile }: { $removed }
search-explain-tile-times = tile { $tile } (x{ $n }): { $removed }
search-explain-nobody = nobody is removed
search-explain-walk = { -monster }: { $from } -> { $walk }; ends facing { $dir }
search-explain-step = step { $step }: { $text }

## The ranked moves' picture.
search-picture-survive-title = Which moves of { $pawn } with { $points } survive the { -monster }?
search-picture-lure-title = Which moves of { $pawn } with { $points } make the { -monster } remove { $target } and not { $pawn }?
search-picture-survive-scale = percent of the deck that removes the moving pawn
search-picture-lure-scale = percent of the deck for which the lure fails (the figure: it works)
search-picture-survive-note = On each square a move of { $pawn } can end on: its rank (best first) and the percent of the tiles { $tiles } after which the { -monster } removes { $pawn }.
search-picture-lure-note = On each square a move of { $pawn } can end on: its rank (best first) and the percent of the tiles { $tiles } for which the { -monster } removes { $target } and not { $pawn }.
search-picture-best-path = the best move's path
search-picture-rank = rank of the best move ending there
search-picture-line = { $rank }. { $to } ({ $path }): { $percent }
search-picture-more = and { $n } more moves
search-picture-none = No move fits.
search-picture-stays = stays

## `search`'s own refusals (the options as typed: --goal, --count, --target, --explain).
search-goals = survive (none of the new pawns is removed), feed NAME... (every pawn named is removed) or protect NAME... (none of the pawns named is removed; also written safe-from)
search-goal-missing = --goal: say { search-goals }
search-goal-bad = --goal { $goal }: say { search-goals }
search-count-zero = --count 0: place at least one pawn
search-count-squares = --count { $count }: there are { $squares } empty squares
search-count-most = --count { $count }: a board holds at most { $most } pawns
search-count-many = --count { $count }: { $total } placements of { $count } pawns on { $squares } empty squares is more than --max-placements { $max }; raise it to run the search anyway
search-count-huge = more than 10^19
search-target-same = --target { $target }: the target must be another pawn than --pawn
search-explain-rank = --explain { $rank }: the table has results 1 to { $n }
search-explain-dest = --explain { $dest }: no listed result of pawn { $pawn } ends there
search-explain-choice = { $problem }, or `out`, or a rank in the table
search-risk-full = { $file }: the board holds { $most } pawns already, the most it can: no room to try one more

## `bench`: the figures measured, a line each (numbers written as measured).
bench-monster = monster: { $positions } positions x { $tiles } tiles ({ $steps } steps), { $rounds } rounds a path, { $batches } batches
bench-monster-fast = fast path (as searches run it): { $speed } million steps per second
bench-monster-median = (median batch; best { $best } million; { $moves } million whole moves per second)
bench-monster-explained = explained path (every event kept, as trace): { $speed } million steps per second
bench-pawn = pawn moves: 6-point pawn, basic setup, 12 pawns ({ $results } results)
bench-pawn-search = search { $search } us per pawn; with every path and board built { $built } us
bench-place = placements: 2 pawns on the basic setup, goal survive, all tiles
bench-place-count = { $n } placements in { $seconds } s ({ $threads } threads), { $found } found:
bench-place-speed = { $speed } million placements evaluated per second
bench-ai = AI games: 4 players, basic setup, { $threads } threads
bench-ai-speed = random: { $random } games per second; greedy: { $greedy } games per second
bench-mcts = mcts: one decision, turn 3 of a 4-player game, one thread
bench-mcts-speed = { $speed } playouts per second ({ $n } playouts, rollouts of up to { $rollout } plays)
