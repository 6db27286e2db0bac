### A pawn's moves (`furunkulus moves`): the results, the answer to `--to`, every reason
### of "why not", and their pictures.

## Where a move ends, as a word: $to (a square as it is), $to-key (square, out, waiting).
dest-out = out
dest-waiting = waiting
## What ending a move there means: "can end its move on h4".
moves-goal = { $to-key ->
        [out] go out through the exit
        [waiting] stay beside the entrance
       *[square] end its move on { $to }
    }

## Why a move is refused; the rule ids end each reason.
moves-out-already = the { -pawn } is already out: it has no move (S10)
moves-removed = the { -pawn } was { $how } by the { -monster }: it has no move (G5)
moves-no-move = the { -pawn } has no move (G5)
moves-not-waiting = only a waiting { -pawn } can stay beside the entrance; this { -pawn } stands on { $at } and cannot go back (S9)
moves-entrance-barred = the { -monster } stands on p11 and bars the entrance (S9)
moves-must-enter-first = a waiting { -pawn }'s first point puts it on p11, not { $to } (P2)
moves-exit-barred = the { -pawn } goes out from a1, and the { -monster } stands on a1 (P3, P4)
moves-out-only-from-a1 = the { -pawn } can go out only from a1; it stands on { $at } (P3)
moves-move-ended = the { -pawn } went out, which ended its move (S10)
moves-not-adjacent = { $to } is not next to { $from }: one point moves one square (P1)
moves-wall = the wall is { $dir } of { $from } (P1)
moves-monster-square = { $at } is the { -monster }'s square (P4)
moves-teleporter = { $at } holds a { -teleporter } (P4)
moves-pawn-there-passes = { -pawn } { $pawn } stands on { $at }: the { -pawn } can pass through it (after { $points } { $points ->
        [one] point
       *[other] points
    }) but must end its move alone on its square (P4)
moves-pawn-there = { -pawn } { $pawn } stands on { $at }: a move must end alone on its square (P4)
moves-slide-onto-pawn-stuck = the slide from { $from } would end on { $to }, where { -pawn } { $pawn } stands, with no point left (P7)
moves-slide-onto-pawn = the slide from { $from } ends on { $to }, where { -pawn } { $pawn } stands; with { $left } { $left ->
        [one] point
       *[other] points
    } left the { -pawn } may land there but must move on (P7)
moves-slide-written-at = stepping onto the pool on { $entered } slides the { -pawn } on to { $ends }: a path gives the square each point ends on, so write { $ends } (P6)
moves-pool-square = { $at } is a pool square: a { -pawn } stepping onto it slides on, and stops there only where its slide is blocked (P6)
moves-too-far-out = going out takes { $needs } points (reaching a1, then one more point, P3); the { -pawn } has { $has } (P1)
moves-too-far = { $to } is { $needs } points away; the { -pawn } has { $has } (P1)
moves-too-far-out-barred = with the short way of { $length } { $length ->
        [one] point
       *[other] points
    } barred, going out takes { $needs } points; the { -pawn } has { $has } (P1)
moves-too-far-barred = with the short way of { $length } { $length ->
        [one] point
       *[other] points
    } barred, { $to } is { $needs } points away; the { -pawn } has { $has } (P1)
moves-no-way = no way reaches { $to-key ->
        [out] the exit
        [waiting] the entrance
       *[square] { $to }
    }, with any number of points (P1)
moves-no-way-within = no way reaches { $to-key ->
        [out] the exit
        [waiting] the entrance
       *[square] { $to }
    }, even with { $n } points (P1)
moves-path-too-long = the path takes { $needs } points; the { -pawn } has { $has } (P1)

## A piece that cannot be pushed: $why is one of the moves-why-* messages, $rules the rule ids.
moves-push-here = the { $piece } on { $at } cannot be pushed { $dir }: { $why } ({ $rules })
moves-push-from = after { $after } { $after ->
        [one] point
       *[other] points
    } the { $piece } from { $origin } stands on { $at } and cannot be pushed on { $dir }: { $why } ({ $rules })
moves-push-pushed = after { $after } { $after ->
        [one] point
       *[other] points
    } a { $piece } pushed there stands on { $at } and cannot be pushed on { $dir }: { $why } ({ $rules })
moves-why-wall = the wall is behind it
moves-why-pawn = { $at } is taken by { -pawn } { $pawn }
moves-why-piece = { $at } is taken by a { $piece }, and a { -pawn } pushes one piece only
moves-why-monster = the { -monster } stands on { $at }
moves-why-teleporter = { $at } holds a { -teleporter }, which counts as the wall under pawn-push-onto-teleporter=forbid

## The short way barred: $barrier is one of the moves-barrier-* messages or a push.
moves-barred = the short way to { $to-key ->
        [out] the exit
       *[other] { $to }
    } ({ $length } { $length ->
        [one] point
       *[other] points
    }) is barred: { $barrier }
moves-barrier-monster = { $at } is the { -monster }'s square, which a { -pawn } may never enter (P4)
moves-barrier-teleporter = { $at } holds a { -teleporter }, which a { -pawn } may never enter (P4)
moves-barrier-slide = stepping onto the pool on { $from } slides the { -pawn } on to { $to }, off the short way (P6)

## Pushes, in a table or a list: "the stone g6 -> f6 -> e6".
moves-push = the { $piece } { $from } { $ends }
moves-push-to = -> { $to }
moves-push-corner = -> { $at }, removed on the corner (P5)
moves-push-teleporter = -> { $at }, destroyed on the teleporter (P5; option pawn-push-onto-teleporter=destroy)
moves-push-removed = removed

## A result in words, to choose among the results that end on one square.
moves-result-stay = stay on { $at }
moves-result-round = go round and come back to { $at } without pushing
moves-result-move = move to { $at } without pushing
moves-result-out = go out through the exit
moves-result-waiting = stay beside the entrance
moves-result-push = the { $piece } from { $from } { $ends }
moves-result-push-to = to { $to }
moves-result-push-corner = onto { $at }, where it is removed (P5)
moves-result-push-teleporter = onto the { -teleporter } on { $at }, where it is destroyed (P5)
moves-result-push-off = off the board
moves-result-then = { $first }, then { $next }
moves-result-pushes = push { $pushes }
moves-result-pushes-out = push { $pushes }, and go out through the exit
moves-result-pushes-back = push { $pushes }, and come back to { $at }

## What stops a pawn's slide (P6).
moves-stop-wall = the pool lies against the wall (P6)
moves-stop-piece = the { $piece } on { $at } lies on the pool in the way (P6, S12)
moves-stop-monster = the { -monster } on { $at } is beyond the pool, where a { -pawn } may never go (P4, P6)
moves-stop-teleporter = the { -teleporter } on { $at } is beyond the pool, where a { -pawn } may never go (P4, P6)
moves-stop-pawn = { -pawn } { $pawn } on { $at } is in the way (P6)
moves-stop-push = the { $piece } on { $at } beyond the pool cannot be pushed, { $behind } being behind it (P5, P6)
moves-behind-wall = the wall
moves-behind-pawn = { -pawn } { $pawn } on { $at }
moves-behind-piece = the { $piece } on { $at }
moves-behind-monster = the { -monster } on { $at }
moves-behind-teleporter = the { -teleporter } on { $at }

## One point of a path.
moves-point-out = goes out through the exit beside a1 (P3)
moves-point-enter = enters the fortress onto { $to } (P2)
moves-point = { $dir } to { $to }
moves-point-slide = { $point }, a blood pool: slides on to { $to } (P6)
moves-point-slide-stop = { $point }, a blood pool: the slide stops on { $to }, since { $stop }
moves-point-push = { $point }, pushing { $push }
moves-point-push-again = { $point }, then the same { $piece } again { $pushes }: its slide over the pool brought it where the pawn's slide ends (S12)
moves-point-pass = { $point }, where { -pawn } { $pawn } stands: it passes through (P4)
moves-again = { $from } { $ends }

## The answer to `moves --to`.
moves-yes = Yes: { -pawn } { $pawn } with { $face } { $face ->
        [one] point
       *[other] points
    } can { moves-goal }.
moves-yes-cost = Yes: { -pawn } { $pawn } with { $face } { $face ->
        [one] point
       *[other] points
    } can { moves-goal }, with { $cost } { $cost ->
        [one] point
       *[other] points
    }.
moves-no = No: { -pawn } { $pawn } with { $face } { $face ->
        [one] point
       *[other] points
    } cannot { moves-goal }.
moves-flipped = It does not move; it is just flipped (P1: a move of 0).
moves-stopped-on-pool = It may end its move on the pool square { $at }: its slide was stopped there, and a { -pawn } stopped on a pool may stay (P7; the author's FAQ).
moves-after = After the move; + marks the squares of the path.

## Every result (`moves` without `--to`).
moves-heading = Pawn { $pawn } with { $face } { $face ->
        [one] point
       *[other] points
    }: { $results } distinct { $results ->
        [one] result
       *[other] results
    }.
moves-digit = A digit: a square the pawn can end on, and the fewest points to get there.
moves-under = Also where a piece stands now, pushed away on the way: { $list }.
moves-under-item = { $at } ({ $piece } there now) { $cost }
moves-col-to = to
moves-col-cost = cost
moves-col-path = path
moves-col-pushes = pushes
moves-stays = (stays)

## The pictures.
moves-picture-heading = Pawn { $pawn } with { $face } { $face ->
        [one] point
       *[other] points
    }: { $results } distinct { $results ->
        [one] result
       *[other] results
    }. A number: a square the pawn can end on (or out, beside the exit), and the fewest points to get there.
moves-picture-many-pushes = { $n } of the results push a stone; `furunkulus moves` in text lists each with its path and pushes.
moves-picture-pushing = Results that push:
moves-picture-push-result = { $to } in { $cost } ({ $path }): { $pushes }
moves-picture-title = Where can { -pawn } { $pawn } go with { $face }?
moves-picture-legend = fewest points to end there
moves-picture-verdict-title = Can { -pawn } { $pawn } with { $face } end on { $to }?
moves-picture-path-legend = the pawn's path, point by point (dashed: a slide)
