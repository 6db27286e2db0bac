### The AI's hint in words (issue 29.5): every number comes from the AI's evaluation.

ai-explain-own = After this play you have { $out } of the { $need } { -pawn }s out that win; in the coming monster phase the monster is expected to take { $losses } of your { -pawn }s.
ai-explain-alternative = The best other play, { $pawn } to { $to }, would leave { $pawn } { $chance } likely to be eaten, with { $losses } of your { -pawn }s expected to be taken; { $compare ->
        [lower] the AI scores it { $diff } points lower.
        [higher] counted one monster phase ahead it scores { $diff } points higher, but looking further the AI prefers the play it chose.
       *[same] the AI scores it the same, and chose the first of the two.
    }
ai-explain-only = There is no other play.
ai-explain-value = How the AI counts, after the coming monster phase: { $out } points a { -pawn } out, up to { $progress } for a { -pawn } by the exit (less the further away), −{ $removed } a { -pawn } eaten, less { $opponents } × the best opponent's score. This play: { $value } points.
ai-explain-search = Looking further (the rest of this phase, every tile the monster may bring, then your next play), the { $level } AI values it at { $value } points.
ai-explain-other-way = { $to } by another way ({ $path })
ai-explain-tries = Looking further, the { $level } AI tried { $iterations } continuations from here (the rest of this phase, each player making plays its count rates well, then every tile the monster may bring); { $chosen } of them began with this play, { $runner ->
        [more] more than with any other (next: { $pawn } to { $to }, with { $other }).
        [same] as many as with { $pawn } to { $to }, and the AI chose it for how they ended.
       *[none] and none with another play.
    }

## An AI level as typed (`--ai`, a record's `seats:`)
ai-level-unknown = unknown AI level `{ $level }`: the levels are random, greedy, brs, paranoid, expectimax and mcts
ai-level-form = `{ $level }`: write a level, or a level with its own AI options in brackets, like mcts[playouts=100]

## Usage errors of the AI's options, seats and simulations
ai-option-form = `{ $pair }`: write NAME=VALUE, like out=12
ai-option-number = { $name }={ $value }: give a number, 0 or more
ai-option-count = { $name }={ $value }: give a whole number from { $least } to 100000000
ai-option-unknown = unknown AI option `{ $name }`: the options are { $names }
ai-levels-count = --ai gives { $n } levels for { $players } players: give one, or one per seat
ai-players-count = --players { $players }: a game has { $min } to { $max } players
ai-games-none = --games must be at least 1
ai-records-refused = { $n } of the { $of } records cannot be written; none was:
ai-records-more = and { $n } more

## `game simulate`'s table (its first line is plot-intro). $speed, $turns, $share, $low,
## $high: figures with one decimal.
sim-col-seat = seat
sim-col-ai = AI
sim-col-wins = wins
sim-col-rate = rate
sim-col-interval = 95% interval
sim-col-out = out
sim-col-removed = removed
sim-summary = No winner: { $none }. Mean turns: { $turns }. Reached round 2: { $share }.
sim-start-player = The first turn's start player won { $wins } of { $decided } decided games ({ $range }).
sim-speed = Games per second: { $speed }

## `game tournament`'s text ($setup: basic or advanced; figures as written by the code).
tourney-intro = Duplicate tournament, seed { $seed }, { $setup } setup{ $three_prey ->
        [true] , 3-prey variant
       *[other] {""}
    }: each challenger against seats − 1 copies of each baseline, at most { $games } games a pairing, rounded up to whole deals. A deal's tiles (and who starts) are the same for every pairing, and the challenger plays it from every seat in turn.
tourney-budgets = Budgets a decision: expectimax { $nodes } monster walks, width { $width }; brs and paranoid width { $width }, depth { $depth }; mcts { $playouts } iterations (tree nodes), at most { $candidates } plays a node.
tourney-share = Share: the challenger's wins of the decided games (fair: 1/seats), with Wilson's 95% interval. SPRT: elo0 { $elo0 }, elo1 { $elo1 } (a player elo stronger than each other wins r/(r + seats − 1), r = 10^(elo/400)), alpha { $alpha }, beta { $beta }; LLR bounds { $lower } and { $upper }{ $stop_early ->
        [true] ; a pairing stops once decided (after a whole deal)
       *[other] {""}
    }.
tourney-col-seats = seats
tourney-col-challenger = challenger
tourney-col-baseline = baseline
tourney-col-games = games
tourney-col-wins = wins
tourney-col-draws = draws
tourney-col-share = share
tourney-col-interval = 95% interval
tourney-stop = stop
tourney-verdicts = H1: stronger by elo1; H0: not stronger by elo1; -: undecided.
tourney-ratings = Ratings: a Plackett–Luce model of every game's finishing order (most pawns out first, among equals the first to get there; seats with none out unranked), fitted by MM iterations; on the Elo scale, { $first } = 0.
tourney-speed = { $games } games, { $speed } games per second.

## `game ladder`: tournament files summed ($setup: basic or advanced; $what: a JSON field's name).
ladder-sum-intro = Tournaments summed: { $files ->
        [one] one file
       *[other] { $files } files
    }, { $nseeds ->
        [one] seed
       *[other] seeds
    } { $seeds }, { $setup } setup{ $three_prey ->
        [true] , 3-prey variant
       *[other] {""}
    }. Each pairing counts the games of every file that played it; within a file every pairing played the same deals, the challenger from every seat in turn.
ladder-sum-seeds = { $challenger } against { $baseline } at { $seats } seats: { $nseeds ->
        [one] seed
       *[other] seeds
    } { $seeds } only.
ladder-sum-no-ratings = No ratings: some files were written before tournaments kept their games' finishing orders (`stages`), which a rating needs; ratings come when every file has them.
ladder-sum-games = { $games } games.
ladder-unreadable = { $file }: { $problem }
ladder-not-tournament = { $file }, line { $line }, column { $column }: not what `game tournament --format json` writes ({ $problem }).
ladder-unlike = { $file }: `{ $what }` is { $value } here, { $first } in { $first_file }: a ladder sums tournaments played alike.
ladder-budget = { $file }: { $level } has { $field } { $value } here, { $other } in { $other_file }: one name, played two ways.
ladder-counts = { $file }: the pairing { $challenger } against { $baseline } at { $seats } seats does not add up (its wins, draws and losses must make its games, its seats the seat count).
ladder-twice = { $file }: { $challenger } against { $baseline } at { $seats } seats with seed { $seed } is in { $other } too: the same games would count twice.
ladder-empty = No tournament to sum.
