### Puzzles (`furunkulus puzzle`): the questions, the answers and why, the sheets.

## Tiles: $tile (its name), $tile-key (steps, prey), $n (its number of steps, 0 for prey).
puzzle-the-tile = { $tile-key ->
        [prey] the tile { $tile }
       *[steps] the { $tile }
    }
puzzle-drawing-one = drawing { $tile-key ->
        [prey] the tile { $tile }
       *[steps] { $n ->
            [8] an
            [11] an
            [18] an
           *[other] a
        } { $tile }
    }
puzzle-drawing-each = with each of the tiles { $tiles }
puzzle-tiles-left = { $n ->
        [1] The tile left is { $tiles }.
       *[other] The tiles left are { $tiles }.
    }

## The question. $ways: how a pawn may be removed here (eat, eat-crush, eat-destroy,
## eat-crush-destroy); $inf: true where the verb follows "makes the monster".
puzzle-verb = { $inf ->
        [true] { $ways ->
            [eat] eat
            [eat-crush] eat or crush
            [eat-destroy] eat or destroy
           *[eat-crush-destroy] eat, crush or destroy
        }
       *[false] { $ways ->
            [eat] eats
            [eat-crush] eats or crushes
            [eat-destroy] eats or destroys
           *[eat-crush-destroy] eats, crushes or destroys
        }
    }
puzzle-goal-feed = { puzzle-verb } { $fed }
puzzle-goal-keep = { $inf ->
        [true] leave
       *[false] leaves
    } { $who } on the board
puzzle-goal-spare = { $inf ->
        [true] leave
       *[false] leaves
    } every { $player } pawn on the board
puzzle-who-new-pawn = the new pawn
puzzle-who-new-pawns = every new pawn
puzzle-who-every-pawn = every pawn
puzzle-fed-player = { $n ->
        [1] the { $player } pawn
        [2] both { $player } pawns
       *[other] every { $player } pawn
    }
puzzle-what-pawns = { $count } { $player } { $count ->
        [one] pawn
       *[other] pawns
    }
puzzle-what-pieces = { $count } { $count ->
        [one] { $piece-key ->
            [stone] stone
            [crystal] crystal
            [pivot-right] pivot stone turning right
           *[pivot-around] pivot stone turning around
        }
       *[other] { $piece-key ->
            [stone] stones
            [crystal] crystals
            [pivot-right] pivot stones turning right
           *[pivot-around] pivot stones turning around
        }
    }
puzzle-q-place = Place { $what } so that the { -monster }, { $drawing }, { $goal }.
puzzle-q-safe = { $left } { $pawn } shows { $face }: move it where the { -monster } leaves it on the board { $n ->
        [1] when it draws it
       *[other] whichever of them it draws
    }.
puzzle-q-move = { $pawn } shows { $face }. Move it so that the { -monster }, { $drawing }, { $goal }.
puzzle-q-move-play = { $pawn } shows { $face }. Play it (it may end where it started) so that the { -monster }, { $drawing }, { $goal }.
puzzle-q-moves = { $player } moves { $n } pawns, in this order: { $list }. Move them so that the { -monster }, { $drawing }, { $goal }.
puzzle-q-moves-play = { $player } plays { $n } pawns, in this order: { $list }. Play them (a pawn may end where it started) so that the { -monster }, { $drawing }, { $goal }.
puzzle-with-options = { $question } (With the rule { $n ->
    [one] option
   *[other] options
} { $options }.)
puzzle-q-moves-item = { $pawn } (it shows { $face })
puzzle-q-moves-then = { $first }, then { $next }
puzzle-q-one-player = One player
puzzle-q-tile = { $left } Which one makes the { -monster } { $goal }?

## The kinds, for titles.
puzzle-kind-place = Place
puzzle-kind-move = Move
puzzle-kind-two-moves = Two moves
puzzle-kind-safe-square = Safe square
puzzle-kind-predict = Predict
puzzle-kind-weapon = Weapon
puzzle-kind-feast = Feast

## The feast kind (issue 28): the monster walks without a step limit. $what: what is placed
## (puzzle-what-*); $goal: puzzle-goal-* joined; $n: how many pieces are placed.
puzzle-q-feast = Place { $what } so that the { -monster }, walking without a step limit, { $goal }.
puzzle-feast-early = { $pawns } { $n ->
        [one] is
       *[other] are
    } already gone by then.
puzzle-feast-ends = Step { $step } removes the last pawn to feed: the walk ends.
puzzle-feast-without-lost = Without { $n ->
        [one] it
       *[other] them
    }, { $pawn } would be { $how } at step { $step }.
puzzle-feast-without-cycle = Without { $n ->
        [one] it
       *[other] them
    }, the { -monster } would walk in a circle from step { $step } on, forever, and never remove { $pawns }.
puzzle-hint-feast-lost = Look at { $pawns }: without your pieces the { -monster } removes it.
puzzle-hint-feast-unreached = Look at { $pawns }: without your pieces the { -monster } never { $n ->
        [one] reaches it
       *[other] reaches them
    }.
puzzle-hint-feast-key-step = At step { $step }, on { $at } facing { $dir }, your pieces first change what the { -monster } does (M2–M4).
puzzle-feast-refuse-advanced = feast puzzles are made for the basic game only (--rules basic): the advanced game's pivots and teleporters make the endless walks too long to search
pfile-feast-tiles = puzzle: a feast has no `tiles` (nor a scenario `tile:`): the monster walks without a step limit
pfile-feast-goal = puzzle `goal`: a feast ends when every pawn to feed is gone: give `feed` or `feed-all-of`

## The explanation.
puzzle-why-key-step = Step { $step }, on { $at } facing { $dir }: { $body }.
puzzle-why-step = Step { $step }: { $said }.
puzzle-why-without = Without it, { $pawn } would be { $how } at step { $step }.
puzzle-why-every-tile = With every tile: { $said }
puzzle-why-tiles = With the { $n ->
        [one] tile
       *[other] tiles
    } { $tiles }: { $said }
puzzle-why-stays = { $pawns } stays on the board.
puzzle-why-no-tile-removes = No tile removes { $pawns }.
puzzle-answer-put = Put { $list }.
puzzle-answer-pawn-on = { $pawn } on { $at }
puzzle-answer-piece-on = the { $piece } on { $at }
## Clauses of one sentence: "a; b".
puzzle-semicolon = { $first }; { $next }
puzzle-answer-moves = { $moves }.
puzzle-answer-then = { $first }; then { $next }
puzzle-answer-tile = Only { puzzle-the-tile } does it.
puzzle-move-stays = { $pawn } stays on { $at }
puzzle-move-stays-waiting = { $pawn } stays where it is
puzzle-move-goes = { $pawn } goes { $squares }
puzzle-move-out = { $moved } (out through the exit)
puzzle-move-push = { $moved }, pushing the { $piece } from { $from } to { $to }
puzzle-move-push-off = { $moved }, pushing the { $piece } from { $from } out of the game
puzzle-other-none = { puzzle-the-tile } removes no { -pawn }
puzzle-other-removes = { puzzle-the-tile }: { $list }
puzzle-other-item = { $pawn } { $how } at step { $step }
puzzle-decoy = Tempting but wrong: { $attempt }. { $reason }.
puzzle-decoy-tile = Tempting but wrong: { $attempt }. With { puzzle-the-tile }, { $reason }.
puzzle-decoy-loses = { $pawn } is { $how } at step { $step }
puzzle-decoy-misses = { $pawns } { $n ->
        [one] stays
       *[other] stay
    } on the board
puzzle-decoy-feast-loop = { $pawns } { $n ->
        [one] stays
       *[other] stay
    } on the board: from step { $step } on, the { -monster } walks in a circle forever

## `puzzle solve` in words.
puzzle-tried-place = Tried { $n } { $n ->
        [one] placement
       *[other] placements
    } on { $squares } empty squares.
puzzle-tried-move = Tried the { $n } legal { $n ->
        [one] result
       *[other] results
    } of { $pawn } ({ $face } { $face ->
        [one] point
       *[other] points
    }).
puzzle-tried-moves = Tried { $n } { $n ->
        [one] pair
       *[other] pairs
    } of legal results of { $pawns } in this order.
puzzle-tried-tiles = Tried the { $n } { $n ->
        [one] tile
       *[other] tiles
    }.
puzzle-unique = Unique: the only solution is { $answer }.
puzzle-none = No solution: no candidate reaches the goal.
puzzle-multiple = { $n } solutions, not unique:
puzzle-multiple-list = { $n } solutions, not unique: { $answers }.
puzzle-more = ... and { $n } more
puzzle-stated-matches = The file's stated solution matches.
puzzle-stated-wrong = The file's stated solution is wrong: { $error }.
puzzle-stated = Stated: { puzzle-kind } puzzle, { puzzle-difficulty }{ $score }; { $features }.
puzzle-score = {" "}(score { $score })
puzzle-why = Why:
puzzle-traces-omitted = Traces of the first { $traced } solutions follow; the other { $omitted } are not traced (raise --max-traces to see more).
puzzle-solution-tile = Solution { $answer }, tile { $tile }:
puzzle-rule-options = Rule options: { $options }.
puzzle-to-remove = To be removed: { $pawns }.
puzzle-to-spare = To be spared: { $pawns }.
puzzle-answer-on = { $pawn } on { $at }
puzzle-answer-stays-put = { $pawn } stays put
puzzle-answer-path = { $pawn } { $path }
puzzle-answer-path-then = { $first }, then { $next }

## Features: "key step 3, settled at step 6, ideas tie, push, 5 tempting wrong candidates of 23".
puzzle-feature-key-step = key step { $step }
puzzle-feature-settled = settled at step { $step }
puzzle-feature-ideas = ideas { $ideas }
puzzle-feature-decoys = { $decoys } tempting wrong { $decoys ->
        [one] candidate
       *[other] candidates
    } of { $candidates }
puzzle-feature-unnatural = the answer goes against instinct

## Difficulties, kinds and ideas as words in a sentence ($difficulty, $kind, $idea: their
## names in the files).
puzzle-difficulty = { $difficulty ->
        [easy] easy
        [medium] medium
       *[hard] hard
    }
puzzle-kind = { $kind ->
        [place] place
        [move] move
        [two-moves] two-moves
        [safe-square] safe-square
        [predict] predict
        [weapon] weapon
       *[feast] feast
    }

puzzle-idea = { $idea ->
        [tie] tie
        [lure] lure
        [push] push
        [crush] crush
        [destroy] destroy
        [slide] slide
        [wall] wall
        [pivot] pivot
       *[teleport] teleport
    }

## Sheets.
puzzle-sheet-ringed = the answer: a pawn placed there, or where the moved pawn ends
puzzle-sheet-path = the moved pawn's path, point by point
puzzle-sheet-heading = { $kind }, { puzzle-difficulty }
puzzle-sheet-numbered = Puzzle { $n }: { $what }
puzzle-sheet-blank-move = { $pawn } goes ______________
puzzle-sheet-blank-tile = the tile ______
puzzle-sheet-your-answer = Your answer: { $blanks }
puzzle-sheet-many = { $n } Furunkulus puzzles
puzzle-sheet-one = Puzzle
puzzle-sheet-tile-heading = { $heading }: tile { $tile }
puzzle-sheet-why = Why: { $why }
puzzle-sheet-drawn = The first { $n } solutions are drawn.
puzzle-sheet-answers-one = Answer: { $title }
puzzle-sheet-answers-many = Answers to { $n } Furunkulus puzzles
puzzle-sheet-untitled = puzzle

## Themes of a puzzle (issue 28): what its solution shows.
puzzle-themes = Themes: { $themes }.
puzzle-theme-lure = a lure (M4)
puzzle-theme-tie = a tie keeps the heading (M4, S1)
puzzle-theme-hide = hiding behind a { -stone } (M3)
puzzle-theme-push = a push (M6, P5)
puzzle-theme-crush = a crush against the wall (M6)
puzzle-theme-destroy = destroyed on a { -teleporter } (M6)
puzzle-theme-slide = a slide on a { -pool } (M7, P6, P8)
puzzle-theme-wall = through the wall and back in (M8)
puzzle-theme-pivot = a { -pivot } turns the { -monster } (M9)
puzzle-theme-teleport = a teleport (M10)

## Hints (issue 28): a ladder of four, each saying more; only the last one gives the answer.
## $themes: the themes' words; $pieces: a list of pawn names and puzzle-hint-piece-* words;
## $body: the monster's decision in the trace's words.
puzzle-hint-label = Hint { $n } of { $total }:
puzzle-hint-idea = The idea: { $themes }.
puzzle-hint-no-theme = No trick here: follow the { -monster } step by step, where it looks and where it walks (M2–M5).
puzzle-hint-look = Look at { $pieces }.
puzzle-hint-look-monster = Look at the { -monster } and where it looks.
puzzle-hint-piece-on = the { $piece } on { $at }
puzzle-hint-piece-placed = the { $piece } you place
puzzle-hint-piece-pushed = the { $piece } that { $pawn } pushes
puzzle-hint-piece = the { $piece }
puzzle-hint-teleporter = the { -teleporter } on { $at }
puzzle-hint-teleporter-here = the { -teleporter } it steps on
puzzle-hint-then = { $decision }; then { $events }
puzzle-hint-key-step = { $with ->
        [yes] With { puzzle-the-tile }, at
       *[no] At
    } step { $step }, on { $at } facing { $dir }, the { -monster } decides: { $body }.
puzzle-hint-key-step-here = { $with ->
        [yes] With { puzzle-the-tile }, at
       *[no] At
    } step { $step } the { -monster } decides: { $body }.
puzzle-hint-otherwise = { $decision } (otherwise: { $otherwise })

## A puzzle file's own problems ($what as the file names it: puzzle `score`; the keys and
## words in backquotes are the file's and stay as they are).
pfile-whole-number = { $what } must be a whole number, found { $found }
pfile-true-false = { $what } must be true or false, found { $found }
pfile-unreadable = the puzzle section could not be read
pfile-no-section = a puzzle file needs a `puzzle:` section (tiles, place or move, goal)
pfile-kind-unknown = puzzle `kind`: `{ $text }` is unknown ({ $known })
pfile-tiles-twice = puzzle `tiles`: the scenario gives `tile:` too; give the tiles once
pfile-tiles-bad = puzzle `tiles`: { $error }
pfile-tiles-none = puzzle `tiles`: give at least one tile
pfile-tiles-missing = puzzle: missing `tiles` (or a `tile:` in the scenario)
pfile-place-and-move = puzzle: give either `place` or `move`, not both
pfile-no-ask = puzzle: missing `place` or `move` (or `kind: predict`, which picks one of the tiles)
pfile-ask = { $ask ->
        [place] `place`
        [tile] neither `place` nor `move`
       *[move] `move` with { $n } { $n ->
            [one] pawn
           *[other] pawns
        }
    }
pfile-kind-misfit = puzzle `kind`: a { $kind } puzzle does not go with { pfile-ask } (place: `place`; move and safe-square: `move` with one pawn; two-moves: `move` with two; predict: neither; weapon: `place` or `move`; feast: `place`)
pfile-predict-tiles = puzzle `tiles`: a predict puzzle picks one of its tiles; give at least two
pfile-solution-twice = puzzle `solution`: the same answer is stated twice
pfile-explanation-text = puzzle `explanation` must be text, found { $found }
pfile-theme-twice = puzzle `themes`: `{ $name }` is named twice
pfile-decoy-twice = puzzle `decoys`: `{ $name }` is named twice
pfile-decoy-unknown = puzzle `decoys`: `{ $name }` is no pawn, piece, pool or teleporter pair of this position (a pawn by its name, a piece or a pool by its square, a teleporter pair by its name)
pfile-theme-unknown = puzzle `themes`: `{ $name }` is unknown ({ $known })
pfile-hint-text = puzzle `hints`: a hint must be text, found { $found }
pfile-hints-count = puzzle `hints` must hold { $n } texts (the idea, the pieces, the key step, the answer), found { $found }
pfile-difficulty-unknown = puzzle `difficulty`: `{ $text }` is unknown (easy, medium or hard)
pfile-rules-unknown = puzzle `rules`: `{ $text }` is unknown (basic or advanced)
pfile-option-unknown = puzzle `depends-on`: `{ $name }` is no rule option ({ $known })
pfile-option-twice = puzzle `depends-on`: `{ $name }` is named twice
pfile-feature-steps = { $what }: the monster walks at most 20 steps
pfile-idea-unknown = feature `ideas`: `{ $text }` is unknown ({ $known })
pfile-move-twice = puzzle `move`: { $name } is named twice
pfile-move-no-pawn = puzzle `move`: no pawn `{ $name }` (pawns: { $pawns })
pfile-move-no-face = puzzle `move`: pawn { $name } needs a `face` in the scenario (the points it moves)
pfile-move-none = puzzle `move`: name the pawn to move
pfile-move-too-many = puzzle `move`: a puzzle moves one or two pawns, not { $n }
pfile-square-not-empty = a solution square must be empty (no piece, no pawn, not the monster, not a pool or teleporter): { $square } is not
pfile-square-count = a solution must list { $n } { $n ->
        [one] square
       *[other] squares
    } (the `place` count), found { $found }
pfile-square-twice = a solution names one square twice
pfile-path-square = a path square: { $error }, or `out`
pfile-path-count = a solution must give { $n } paths (one per pawn in `move`), found { $found }
pfile-path-illegal = a solution path is not a legal move: { $why }
pfile-tile-not-puzzles = a solution tile must be one of the puzzle's tiles: { $tile } is not
pfile-tile-bad = a solution tile: { $error }
pfile-place-count = puzzle `place` count: must be a number 1 or more, found { $found }
pfile-place-player = puzzle `place` player: `{ $player }` is not a word of letters and digits
pfile-place-piece = puzzle `place` piece: `{ $word }` is unknown (stone, crystal, pivot-right or pivot-around)
pfile-place-both = puzzle `place`: give either `player` (new pawns) or `piece` (stones), not both
pfile-place-what = puzzle `place`: say what is placed: `player: NAME` (new pawns) or `piece: stone`
pfile-place-room = puzzle `place`: { $k } pieces to place but only { $free } empty squares
pfile-place-max = puzzle `place`: a board holds at most { $max } pawns
pfile-goal-feed-names = puzzle `goal`: `feed` needs pawn names, like feed [A, B]
pfile-goal-empty = puzzle `goal`: give `feed`, `feed-all-of` or `spare` (or write `survive`)
pfile-goal-both = puzzle `goal`: player { $player } is both to feed and to spare
pfile-goal-form = puzzle `goal`: must be `survive`, `feed [A, B]` or a map with feed, feed-all-of, spare; found { $found }
pfile-goal-no-pawn = puzzle `goal`: no pawn `{ $name }` to feed (pawns: { $pawns })
pfile-goal-spared = puzzle `goal`: pawn { $name } is to be fed, but its player { $player } is to be spared
pfile-goal-no-player = puzzle `goal`: no pawn of player `{ $player }`
## What stands at a place in a puzzle file, for the load messages ($what).
pfile-what-tile = a puzzle tile
pfile-what-theme = a theme
pfile-what-decoy = a decoy piece
pfile-what-option = a rule option
pfile-what-idea = an idea
pfile-what-move = a pawn to move
pfile-what-solution = a solution
pfile-what-solution-square = a solution square
pfile-what-path = a solution path
pfile-what-path-square = a path square
pfile-what-paths = a solution (one path per moving pawn)
pfile-what-solution-tile = a solution tile
pfile-what-feed = a pawn to feed

## A stated answer that cannot be played, and a stated solution that is not the solver's
## ($answers: "a4 g6, a2 a3 and b1 b2"; $path: the squares as written).
psol-paths-count = { $paths } { $paths ->
        [one] path
       *[other] paths
    } for { $movers } moving { $movers ->
        [one] pawn
       *[other] pawns
    }
psol-cannot-go = { $pawn } cannot go { $path }: { $why }
psol-not-empty = { $square } is not an empty square
psol-square-count = { $n } squares for { $k } pieces
psol-not-tile = { $tile } is not one of the puzzle's tiles
psol-wrong-kind = the answer is not of the puzzle's kind
psol-more = { $n } more
psol-stated-none = stated that there is none
psol-stated = stated { $answers }
psol-found-none = there is no solution
psol-found-one = the solution is { $answers }
psol-found-many = the { $n } solutions are { $answers }
psol-error = { $stated }; { $found }

## `puzzle generate`'s report ($kind, $difficulty: the files' names, as in `puzzle-kind`).
pgen-wrote = wrote { $file }: { puzzle-difficulty } { puzzle-kind } (score { $score }); { $tiles ->
        [one] tile
       *[other] tiles
    } { $names }; solution { $answer }; { $features } (attempt { $attempt })
pgen-count = { $puzzles } { $puzzles ->
        [one] puzzle
       *[other] puzzles
    } with a unique solution from { $attempts } { $attempts ->
        [one] attempt
       *[other] attempts
    }.
pgen-duplicates = { $n } { $n ->
        [one] duplicate
       *[other] duplicates
    } left out (the same puzzle with other colours or on the turned board).
pgen-refused-predict-hard = refused: a predict puzzle is never hard. Its candidates are its tiles (at most 5), it has no move that could go against instinct and no second piece, so it scores at most 6 points; ask for `--difficulty easy`, `medium` or `any`
pgen-refused-safe-square-easy = refused: a safe-square puzzle is never easy. The pawn must survive the whole walk of every tile left (at least two), which alone scores 3 points, and none turned up in 20,000 attempts; ask for `--difficulty medium`, `hard` or `any`
pgen-refused-two-moves-easy = refused: an easy two-moves puzzle is too rare to look for. The second move scores a point already, and two pawns' moves nearly always leave three tempting wrong pairs or more (2 points); about one attempt in 3,000 makes one, minutes of work; ask for `--difficulty medium`, `hard` or `any`
pgen-refused-basic-weapon-easy = refused: an easy weapon puzzle of the basic game is too rare to look for. Its only weapon is a crush, which scores a point already, and positions where one simple move makes it are rare (seeds 1 to 5: a median of 10 s of work for one); ask for `--difficulty medium`, `hard` or `any`, or the advanced game
pgen-gave-up = gave up: fewer puzzles than asked for were found within { $n } attempts per puzzle
pgen-written-before = { $n } puzzle { $n ->
        [one] file was
       *[other] files were
    } written before it
## The puzzle bench's lines in `bench` ($difficulty: a name or `any`; $rules: basic or advanced).
pbench-difficulty = { $difficulty ->
        [any] any
        [easy] easy
        [medium] medium
       *[hard] hard
    }
pbench-rules = { $rules ->
        [basic] basic
       *[advanced] advanced
    }
pbench-head = puzzle generation: { $puzzles } { pbench-difficulty } { puzzle-kind } { $puzzles ->
        [one] puzzle
       *[other] puzzles
    }, { pbench-rules } game, seed { $seed }
pbench-speed = { $attempts } attempts in { $seconds } s: { $per_minute } puzzles per minute, { $per_puzzle } s per puzzle
## `puzzle`'s refusals.
preport-too-many = { $file }: solving means trying { $n } placements, more than --max-placements { $max }; raise it to try anyway
preport-huge = more than 10^19
preport-stated-wrong = { $place }: the stated solution is wrong: { $error }
preport-no-hints = { $file }: no hints to give: the file states none, and they are worked out from a single answer, but the puzzle has { $count }
preport-none = none

## A player's answer judged (the web page's puzzle tab): the verdict, then what the monster
## takes with a tile ($list: items of `puzzle-other-item`), then what the goal needed.
puzzle-check-right = Right!
puzzle-check-wrong = Not this one.
puzzle-check-takes = With { puzzle-the-tile }: { $list }.
puzzle-check-takes-none = With { puzzle-the-tile }, the { -monster } takes no { -pawn }.
puzzle-check-needs-removed = The goal needs { $pawns } removed.
puzzle-check-needs-spared = The goal needs { $pawns } left on the board.
puzzle-check-feast-takes = Walking without a step limit, the { -monster } takes: { $list }.
puzzle-check-feast-takes-none = Walking without a step limit, the { -monster } takes no { -pawn }.
puzzle-check-feast-loop = At the start of step { $step } it stands where it stood at the start of step { $first }, heading the same way, on the same board: from there it walks in a circle forever.
puzzle-check-feast-too-long = with this placement the { -monster } walks more than { $steps } steps: too long to check here
