### Pictures of the board (SVG, PNG, PDF): the legend under them, their words on the board.

## The legend: what each symbol means (only what the picture shows).
picture-monster = { -monster }, facing its snout
picture-start = where it started
picture-stone = { -stone }
picture-crystal = { -crystal } (seen through)
picture-pivot-right = { -pivot }: turns right
picture-pivot-around = { -pivot }: turns around
picture-pool = { -pool }
picture-pair = { -teleporter } pair { $number }, { $name }: { $a } and { $b }
picture-player = player { $name }
picture-pawn = { -pawn }: face number, name under it; a player's pawns have its shape and initial
picture-path = { -monster }'s path
picture-slid = slid over a pool
picture-teleported = teleported
picture-step-end = where a step ended
picture-wall = wall walked through: out at one letter, in at the other
picture-pushed = pushed
picture-sight = line of sight (distance to the { -pawn } seen)
picture-removed = removed (eaten, crushed or destroyed)
picture-letter = wall letter (B1); exit a1 and entrance p11 share a door
picture-square = square: column a–p, row 1–11, as written around the board

## On and around the board
picture-untitled = Finstere Flure board
picture-pair-name = pair { $n }
picture-waiting = waiting beside the entrance:
picture-out = out:
picture-page = page { $page } of { $pages }
picture-exit = exit
picture-entrance = entrance

## `game simulate`'s plots ($setup: basic or advanced; $rate, $low, $high, $mean: figures
## written with one decimal).
plot-title = Simulated games
plot-intro = { $games } games, { $players } players, { $setup } setup{ $three_prey ->
        [true] , 3-prey variant
       *[other] {""}
    }, seed { $seed }; the start player rotates.
plot-svg-title = { $title }: { $intro }
plot-wins = Win rate per seat, with its 95% interval (Wilson)
plot-seat = seat { $n }, { $name }: { $ai }
plot-rate = { $rate } ({ $low }–{ $high })
plot-fair = fair share 1/{ $n }
plot-lengths = Game length: games by number of turns
plot-turns-axis = turns in the game
plot-games-axis = games
plot-mean = mean { $mean }
plot-no-winner = Games without a winner: { $n }.

## `game tournament --plot` ($rate, $low, $high: figures with one decimal; $setup: basic or
## advanced).
ladder-title = AI tournament: each challenger against copies of each baseline
ladder-intro = { $games } games in { $pairings } pairings, { $setup } setup, seed { $seed }; the same deals for every pairing.
ladder-intro-sum = { $games } games in { $pairings } pairings, { $setup } setup, tournaments of seeds { $seeds } summed; within a tournament, the same deals for every pairing.
ladder-how = The challenger's share of the decided games, with its 95% interval (Wilson).
ladder-seats = { $n } seats
ladder-pairing = { $challenger } against { $copies } × { $baseline }
ladder-share = { $rate } ({ $low }–{ $high }), { $games } games
