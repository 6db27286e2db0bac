### The explained trace (`furunkulus trace`): looks, decisions, events, the summary, the
### brief trace, and the trace's pictures and page.

## The header
trace-tile-options = Tile { $tile }. Rule options: { $options }.
trace-tile-defaults = Tile { $tile }. Rule options: all defaults.
trace-start-teleporter = The { -monster } starts on the { -teleporter } on { $at }: standing there does nothing (S7).
trace-start-pool = The { -monster } starts on the pool square { $at }: standing there does nothing (S7).
trace-before = Before:
trace-after = After:

## A step
trace-step-heading = Step { $step }: { -monster } on { $at } facing { $dir }
trace-step-end = now on { $at } facing { $dir }
trace-looks = looks

## A look: the label of each line ("left (north):"), then what it held.
trace-look-label = { $side } ({ $dir }):
trace-look-behind = behind ({ $dir }):
trace-sight-pawn = { -pawn } { $pawn }, { $distance } { $distance ->
        [one] square
       *[other] squares
    } away
trace-sight-blocked = no { -pawn }; a { $piece } on { $at } blocks the view
trace-sight-wall = no { -pawn } up to the wall beyond { $at }
trace-sight-wall-letter = no { -pawn } up to the wall beyond { $at } (letter { $wall })
trace-sight-wall-door = no { -pawn } up to the wall beyond { $at } (the door)
trace-sight-none = no { -pawn }
trace-across-pools = across the pool on { $squares }: pool squares count like any other (M3; the FAQ)
trace-through-crystal = through the { -crystal } on { $at }, which does not block its sight (M2)
trace-over-teleporter = over the { -teleporter } on { $at }, which lies flat (M2)
trace-behind = { -pawn } { $pawn }, { $distance } { $distance ->
        [one] square
       *[other] squares
    } away, is not seen: the { -monster } never looks behind (M2)

## The decision (M4)
trace-decision-none = sees no { -pawn }: keeps heading { $dir } (M4)
trace-decision-ahead = { $pawn } is the nearest { -pawn } it sees ({ $distance } ahead): keeps heading { $dir } (M4)
trace-decision-turn = { $pawn } is the nearest { -pawn } it sees ({ $distance }, { $side }): turns { $side } to face { $to } (M4)
trace-decision-tie = { $pawns } tie for nearest at { $distance }: confused, it keeps heading { $dir } (M4, S1)
trace-pivot-ahead-idle = the { -pivot } on { $at } ahead does not act: it saw a { -pawn } and turned away (M9)

## Entering squares
trace-enter-first = steps onto { $at }
trace-enter = moves onto { $at }
trace-enter-sliding = slides on to { $at }
trace-pool = { $at } is a { -pool }: it slides on in the same heading, without looking (M7)

## Events; the rule ids follow, as a citation.
trace-pivot-turn = the { $piece } on { $at } is in its way and { $tied ->
        [true] the seen pawns tie
       *[false] it saw no { -pawn }
    }: it turns { $turn } to face { $to }, without pushing it
trace-pivot-held = the { -pivot } on { $at } does not act, since { $why ->
        [pawn-seen] it saw a { -pawn } at the start of the step
        [tied-push] it saw pawns, tied
        [chain-push] a pivot already turned it in this step
       *[four-turns] it has turned four times in this step
    }: it is pushed like a { -stone }
trace-pivot-behind-wall = the pivot stands on the square behind the wall at { $wall }, the first square of this step (S2): the { -monster } turns where it stands, without crossing
trace-pivot-again = a pivot already turned it in this step; it turns again (option pivot-chain=turn-again)
trace-pivot-pushed-sliding = a { -pivot } reached while sliding does not turn the { -monster }: it is pushed like a { -stone } (M9)
trace-door = walks out through the door beside { $from } and comes back in on { $to }, beside the other door: the two doors pair like a letter
trace-wall = walks through the wall at { $wall } beside { $from } and comes back in on { $to }, the square behind the other { $wall }
trace-eats = eats { -pawn } { $pawn } on { $at }
trace-push-pawn = pushes { -pawn } { $pawn } from { $from } to { $to }
trace-push-piece = pushes the { $piece } from { $from } to { $to }
trace-slide-pawn = { -pawn } { $pawn } slides across the pool from { $from } to { $to }
trace-slide-piece = the { $piece } slides across the pool from { $from } to { $to }
trace-off-board = the { $piece } on { $at } is pushed off the board and leaves the game
trace-onto-teleporter = the { $piece } lands on the { -teleporter } on { $at } and is destroyed
trace-corner-removed = the { $piece } lands on the corner { $at } and is removed
trace-corner-kept = the { $piece } stays on the corner { $at }
trace-crushed = { -pawn } { $pawn } is pushed off the board from { $at }: crushed, as if eaten
trace-destroyed = { -pawn } { $pawn } is pushed onto the { -teleporter } on { $at }: destroyed, as if eaten
trace-teleport = the { -teleporter } on { $from } sends it to its partner on { $to }, where it faces the arrow: { $dir }

## Why a pushed thing stopped on a pool (S5)
trace-slide-stop-wall = it stops on { $at }, the last pool square it can reach: beyond is the wall (S5)
trace-slide-stop-monster = it stops on { $at }, the last pool square it can reach: beyond is the { -monster } on { $beyond } (S5)
trace-slide-stop-piece = it stops on { $at }, the last pool square it can reach: beyond is the { $piece } on { $beyond } (S5)
trace-slide-stop-pawn = it stops on { $at }, the last pool square it can reach: beyond is the { -pawn } on { $beyond } (S5)
trace-slide-stop-taken = it stops on { $at }, the last pool square it can reach: beyond is { $beyond }, which was not free (S5)

## Pawns it passes without looking
trace-unseen-sliding = it does not see { $pawns } while sliding: it slides without looking (M7)
trace-unseen-teleporting = it does not see { $pawns } from the { -teleporter }: it does not look on the way (M10)

## The end of the move
trace-final-heading = Final look (M1): it may turn, but does not move
trace-prey-done = Tile { $tile }: { $removed } { $removed ->
        [one] pawn
       *[other] pawns
    } removed by the end of step { $steps } ({ $needed } needed), so the move ends after that whole step (M11, S6).
trace-prey-cap = Tile { $tile }: only { $removed } of { $needed } { $needed ->
        [one] pawn
       *[other] pawns
    } removed after { $steps } steps, the most a prey tile walks (M11, S6).
trace-summary = The { -monster } { $removed }; it walks { $steps } { $steps ->
        [one] step
       *[other] steps
    } and ends on { $at } facing { $dir }.
trace-summary-none = The { -monster } removes no { -pawn }; it walks { $steps } { $steps ->
        [one] step
       *[other] steps
    } and ends on { $at } facing { $dir }.
trace-summary-removal = { $how-key ->
        [eaten] eats
        [crushed] crushes
       *[destroyed] destroys
    } { $pawn } at step { $step }
trace-removed = { $pawn } { $how } at step { $step }

## A feast's walk without a step limit (the page's stepper, `puzzle` feast)
trace-feast-badge = No step limit
trace-feast-intro = No tile: the { -monster } walks without a step limit until every { -pawn } to feed is removed or a { -pawn } to spare is, or until it stands where it stood before, heading the same way, on the same board (then it walks in a circle forever).
trace-feast-end-heading = The walk ends
trace-feast-done = After step { $step } every { -pawn } to feed is removed: the walk ends.
trace-feast-lost = At step { $step } { $pawn } is { $how }, a { -pawn } to spare: the walk ends.
trace-feast-cycle = At the start of step { $step } the { -monster } stands where it stood at the start of step { $first }, heading the same way, on the same board: it walks in a circle forever.

## The brief trace: one line a step
brief-step = { $at } { $dir }: { $sees }, { $decision }{ $acts } -> { $to } { $facing }
## Each thing a step did, after the decision: "; eats C"
brief-act = ; { $act }
brief-seen = { $pawn } { $distance } { $side }
brief-sees = sees { $pawns }
brief-sees-none = sees no { -pawn }
brief-keeps = keeps { $dir }
brief-turns = turns { $dir }
brief-tie = tie, keeps { $dir }
brief-slides = slides { $squares }
brief-pivot = the pivot on { $at } turns it { $dir }
brief-door = through the door to { $to }
brief-wall = through the wall at { $wall } to { $to }
brief-eats = eats { $pawn }
brief-crushes = crushes { $pawn }
brief-destroys = destroys { $pawn }
brief-pushes = pushes { $things }
brief-push-pawn = { $pawn } to { $to }
brief-push-piece = the { $piece } to { $to }
brief-leaves = the { $piece } leaves the game
brief-teleports = teleports to { $to } facing { $dir }
brief-final = Final look: { $sees }, { $turn }.
brief-final-keeps = keeps facing { $dir }
brief-final-turns = turns { $dir }

## The trace's pictures and page
picture-title = The { -monster }'s move, tile { $tile }
picture-title-steps = The { -monster }'s move, tile { $tile }, step by step
picture-title-steps-of = { $title }: step by step
picture-before = Before the move
picture-stands = The { -monster } stands on { $at } facing { $dir }.
page-intro = Step through with the buttons or the arrow keys (Home, End).
page-previous = Previous
page-previous-hint = previous (left arrow)
page-next = Next
page-next-hint = next (right arrow)
page-before = Before
page-final = Final
page-step = Step { $step }
page-final-look = Final look
## The page's counter: "Step 3 (4 of 10)"
page-of = of
page-whole = The whole move
page-made = Made by furunkulus from the event log of the engine; the sentences are those of { $command }.

## A scenario with no tile, traced without --tile ($file: its name).
trace-no-tile = { $file }: no tile: give one with --tile (1..20, prey-1, prey-2, prey-3) or `tile:` in the file
