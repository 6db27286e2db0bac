### The whole game: whose turn, the plays, the monster phase's result, the end and the
### winner, refused plays, `game play`'s session, the AI's hint.

## Whose turn
game-turn-head = Round { $round }, turn { $turn }. Start player: { $start }.
game-to-play = { $head } { $player } to play, with { $pawns }.
game-pawn-points = { $pawn } ({ $points ->
        [one] 1 point
       *[other] { $points } points
    })
game-first-turn = First turn: each player brings at most two { -pawn }s in (S17); brought in so far: { $entered }.
game-entered-count = { $player } { $n }
game-monster-next = { $head } Every { -pawn } in play has been played: the monster phase is next.
game-over-line = The game is over: { $why }.
game-picture-title = Round { $round }, turn { $turn }: { $whose }
game-picture-over = the game is over: { $why }
game-picture-monster = the monster phase is next
game-picture-to-play = { $player } to play
game-passes = { $player } passes: { $none_left ->
        [true] no { -pawn } of theirs is left in play
       *[other] every { -pawn } of theirs in play has been played this turn
    } (S16; the author's FAQ: nobody chooses when to pass).

## A play, from the state before it
game-play-moves = { $pawn } ({ $face }): { $path }
game-play-out = { $pawn } ({ $face }): { $path } — out! (S16)
game-play-stays = { $pawn } ({ $face }) stays beside the entrance, flipped (G8)
game-play-still = { $pawn } ({ $face }) does not move, flipped (P1)
game-play-pushes = ; pushes { $pushes }
game-push-to = the { $piece } from { $from } to { $to }
game-push-removed = the { $piece } from { $from } onto { $on }, where it is removed (P5)
game-push-off = the { $piece } from { $from } off the board
game-result-path = { $path }, pushing nothing
game-result-pushing = { $path }, pushing { $pushes }
game-result-stay = stay on { $at }

## A monster phase
game-removed-at-step = { $pawn } { $how } at step { $step }
game-tile-none-removed = Tile { $tile }: no { -pawn } removed.
game-tile-removed = Tile { $tile }: { $removed }; { $round ->
        [1] { $count ->
            [one] back beside the entrance showing the face it had (S18).
           *[other] back beside the entrance showing the face they had (S18).
        }
       *[other] out of the game for good (S18).
    }
game-round-one-over = Round 1 is over: all 8 tiles are shuffled for round 2 (S19).
game-round-two-over = Round 2 is over (S19): { $count ->
        [0] no { -pawn } was left on the board to be eaten.
       *[other] the { -pawn }s still on the board were eaten: { $eaten }.
    }

## The end and the winner (S20)
game-not-over = the game is not over
game-won-with = { $player } won with { $n ->
        [one] 1 { -pawn } out ({ $pawns })
       *[other] { $n } { -pawn }s out ({ $pawns })
    }
game-tied-player = { $player } (whose { $pawn } went out later)
game-tie-broken = ; { $others } had as many, but { $player } got there first: { $pawn } went out before (S20: among equals, the player who reached that number first wins)
game-no-winner = no { -pawn } got out: there is no winner (S20)
game-end-won = { $outcome }, all but one of their { -pawn }s, in turn { $turn } (S20)
game-end-round-two = round 2 played its seventh tile (S19): { $eaten_count ->
        [0] no { -pawn } was left on the board to be eaten
       *[other] the { -pawn }s still on the board were eaten ({ $eaten })
    }{ $waiting_count ->
        [0] {""}
       *[other] , and those beside the entrance never got out ({ $waiting })
    }; { $outcome }{ $cited ->
        [yes] {""}
       *[no] {" "}(S20)
    }
game-end-no-pawn = no { -pawn } was left in play in turn { $turn }; { $outcome }{ $cited ->
        [yes] {""}
       *[no] {" "}(S20)
    }

## Refused plays
play-game-over = the game is over: { $why }
play-monster-due = every { -pawn } in play has been played this turn: the monster phase comes next (G1); give the turn's `tile`
play-not-your-turn = it is { $player }'s turn to play, not { $owner }'s ({ $pawn } is { $owner }'s { -pawn }; S16: the start player { $start } plays first, then each player to the left)
play-already-played = { $pawn } has already been played this turn; each { -pawn } is played once a turn (S16)
play-not-in-play = { $out ->
        [true] { $pawn } is out: it is out of the game for good (S16)
       *[other] { $pawn } is gone: { -pawn }s removed in round 2 leave the game (S18)
    }
play-third-entry = { $pawn } cannot enter: { $player } has brought { $entered } onto the board already, and in the first turn each player brings at most two { -pawn }s in; the others stay beside the entrance and are flipped (S17; option first-turn-entries)
play-must-enter = { $pawn } must enter: { $player } has brought { $entered ->
        [one] 1 { -pawn }
       *[other] { $entered } { -pawn }s
    } in, and must bring two in the first turn (S17; option first-turn-entries=exactly-two)
play-illegal = { $pawn } with { $points ->
        [one] 1 point
       *[other] { $points } points
    } cannot { $goal }: { $because }
play-illegal-path = { $pawn } with { $points ->
        [one] 1 point
       *[other] { $points } points
    } cannot go { $path }: { $because }
play-path-empty = [] (staying put)
play-path-ends-elsewhere = { $pawn }'s path ends on { $end }, not on { $to } as `to` says (the path decides)
play-ambiguous = { $pawn } can { $goal } in { $count } ways that leave the stones differently: give the `path`, one of { $paths }
play-kept-face = { $pawn } shows { $face }, not its white { $white }: it was removed by the monster in round 1 and came back beside the entrance keeping the face it had (S18); it is flipped only when it is played (S16).

## `game play`
session-prompt = { $player } >
session-commands = A play (`{ $pawn } o11`, `{ $face } p11 o11 o10`), or `hint`, `moves PAWN`, `trace`, `board`, `undo`, `help`, `quit`.
session-since = Since { $player }'s last turn:
session-since-end = The last plays:
session-play = { $player }: { $play }
session-ai-play = { $player } ({ $level }): { $play } — { $why }
session-monster-title = Monster phase of turn { $turn }: tile { $tile }
session-monster-keys = Press Enter for the next step, or type `trace` for the whole explained trace (anything else: the rest at once).
session-no-trace = No monster phase in this session yet: once a tile is played, `trace` shows its move.
session-undone = { $player }'s last play is taken back: play again.
session-undo-none = Nothing to take back: `undo` takes back the last play of a person until the next player has played (an AI's play or a tile cannot be taken back).
session-no-passing = { $player } cannot pass: a player with a { -pawn } still to play this turn must play one (S16; the author's FAQ: nobody chooses when to pass; a { -pawn } beside the entrance may stay there, flipped: `PAWN stay`, G8).
session-no-legal-play = no legal play now
session-not-a-pawn = `{ $word }` is not a { -pawn } ({ $player }'s { -pawn }s are { $pawns }); type `help` for the commands
session-not-a-square = `{ $word }`: { $why }, or `out`, `waiting` or `stay`; type `help` for the form of a play
session-choices = { $pawn } can end on { $to } in { $count } ways; which one?
session-choose = Type the number of your play.
session-no-such-choice = There is no choice { $n }: type a number from 1 to { $count }, or another play.
session-ask-tile = Monster phase: type the tile drawn at the table (chances: { $chances }).
session-refused = { $file }: input line { $line } refused (the plays before it are saved):
    { $why }
session-saved = { $plays ->
        [one] 1 play
       *[other] { $plays } plays
    } and { $tiles ->
        [one] 1 tile
       *[other] { $tiles } tiles
    } saved to { $file }.
session-over = { $saved } The game is over: { $why }.
session-who-plays = { $player } to play
session-monster-is-next = the monster phase is next
session-resume = { $saved } Round { $round }, turn { $turn }: { $who }. Resume with: { $command }
session-help-play = Type a play: the { -pawn }, then where it ends or the squares of its path, one per point.
session-help-to = { $pawn } ends its move on o11 (if several ways end there, you choose one by its number)
session-help-path = { $pawn } goes along this path
session-help-one-point = a path of one point
session-help-face = the same, naming the { -pawn } by its white face
session-help-stay = { $pawn } stays beside the entrance, or stays put (flipped)
session-help-out = { $pawn } leaves through the exit
session-help-moves = every legal result of { $pawn }
session-help-hint = the play an AI would make, with its figures (`hint greedy`: a quicker one)
session-help-trace = the last monster phase, explained step by step
session-help-board = the board, every { -pawn }, the tiles played and left
session-help-undo = take back the last play, until the next player has played
session-help-quit = stop here; the record is saved after every play and tile
session-help-saved = Run the same command again to resume; the seats the program plays are kept in the record.

## The AI's hint
ai-reason = weighed { $count ->
        [one] 1 legal play
       *[other] { $count } legal plays
    }; chance of being taken next: { $risk }
ai-hint-play = { $player } to play: { $pawn } to { $to } ({ $level } AI, { $count ->
        [one] 1 legal play
       *[other] { $count } legal plays
    }).
ai-hint-path = Path: { $path }
ai-hint-chance = Chance { $pawn } is taken in the next monster phase: { $chance }
ai-hint-no-risk = No other { -pawn } is at risk.
ai-hint-risk = Also at risk: { $pawns }
ai-hint-losses = Expected { -pawn }s removed in the next monster phase, by player:
ai-hint-value = Value of the play: { $value } (the AI's score of the position after it: { -pawn }s out and their progress, less the expected losses; higher is better).
play-or = { $a } or { $b }

## A tile the game does not have
tile-not-in-game = tile { $tile } is not one of the game's tiles: the pile holds { $deck } (S19{ $three_prey ->
        [true] ; G7: the 5 tile becomes "3 prey"
       *[other] {""}
    })

## The advanced setup: a placement that breaks the rule over an earlier piece (S21)
setup-placed-at = placed at placement { $n }
setup-placed-at-line = placed at placement { $n }, line { $line }
setup-pool-over = { $pool } laid here covers { $square }, where { $other } stands ({ $placed }): in the advanced setup no piece overlaps a pool, so the pool may not go there (S21)
setup-on-earlier = { $piece } laid on { $square }, where { $other } stands ({ $placed }): two pieces on one square (S21)

## A record's placements and start (S21)
record-placement = placement { $n }: { $message }
record-placement-not-player = `{ $by }` is not one of the players ({ $players })
record-placement-turn = it is { $want }'s turn to place a piece, not { $by }'s (S21: the players take turns in seating order from the first to place)
record-start-not = start: { $last } placed the last piece, so { $start } starts the first turn, not { $given } (S21)

## The state's lists: each player's pawns, the tiles
game-pawns-head = Pawns, with the face each shows (the points of its next move, S16):
game-pawns-out = out: { $list } ({ $need } of { $of } win)
game-pawns-on = on the board: { $list }
game-pawns-waiting = beside the entrance: { $list }
game-pawns-gone = gone: { $list }
game-tiles-played = Tiles played: round 1: { $one }; round 2: { $two }.
game-tiles-pile = Round { $round }'s pile: { $pile }; { $left } more to play (the last tile is never played, S19).
game-tiles-next = { $barred ->
        [true] Next tile (the first is not a prey tile, G4): { $chances }.
       *[other] Next tile: { $chances }.
    }
game-still-to-play = Still to play this turn after them: { $list }.

## `game replay`'s summary; `game hint` when there is nothing to hint
game-replayed = { $file }: { $turns ->
        [one] 1 turn
       *[other] { $turns } turns
    } and { $plays ->
        [one] 1 play
       *[other] { $plays } plays
    } replayed, every play and tile legal.
hint-game-over = { $file }: the game is over, there is no play to hint: { $why }
hint-monster-next = { $file }: every pawn has played; the monster phase is next (draw a tile)
hint-no-play = { $file }: no legal play

## Who sits at the table (S15), and why a game cannot start.
table-count = a game has 2 to 7 players, not { $n } (S15)
table-name = player `{ $name }`: a player's name is a word of letters only (it names the pawns: red1, red3, ...)
table-twice = player `{ $name }` is listed twice
table-start = the start player `{ $name }` is not one of the players
start-board = the board is not valid: { $problems }
start-pawns = a game's setup lists no pawns: every player's pawns start beside the entrance (S15)

## A tile that cannot be played now ($tile: the tile; $why: how the game ended).
tile-game-over-eighth = an eighth tile of round 2 is never played (S19): the game is over: { $why }
tile-game-over = the game is over: { $why }
tile-pawns-to-play = the monster phase comes after every pawn in play has been played (G1); still to play: { $pawns } ({ $player } to play)
tile-not-left = tile { $tile } is not left in round { $round }'s pile: the tiles left are { $left } (S19)
tile-prey-first-round = tile { $tile } cannot be round { $round }'s first tile: the first tile of each round is not a prey tile; prey tiles drawn first go back (G4; option no-prey-first=each-round)
tile-prey-first-game = tile { $tile } cannot be the game's first tile: the first tile is not a prey tile; prey tiles drawn first go back (G4; option no-prey-first=game)

## Reading a game record ($found: what the file gives; $what: what stands there).
record-empty = the record is empty: it needs at least `players`
record-no-players = the record: missing `players` (the players in seating order)
record-key-twice = the record: key `{ $key }` is given twice
record-seed = seed: must be a whole number 0 or more, found { $found }
record-variant = variant: `{ $text }` is unknown (the variant is `{ $variant }`, G7)
record-setup = setup: `{ $text }` is unknown (the setups are `basic`, `advanced` and `board`)
record-advanced-no-placements = setup: `advanced` needs `placements`: the 17 pieces in the order placed (S21)
record-placements-not-advanced = placements: only with `setup: advanced`
record-board-missing = setup: `board` needs `board`: {"{"} stones, crystals, pivots, teleporters, pools, monster {"}"}
record-board-not-board = board: only with `setup: board`
record-board-key = board: unknown key { $found } (known keys: { $known })
record-board-not-map = board must be a map of the scenario's lists ({ $known }), found { $found }
record-seats-not-map = seats: must be a map of players to AI levels, like `seats: {"{"} blue: greedy {"}"}`, found { $found }
record-seats-name = seats: a player's name, found { $found }
record-seats-unknown = seats: `{ $player }` is not one of the players ({ $players })
record-seats-twice = seats: `{ $player }` is given twice
record-seats-level = seats: { $player }: { $problem }
record-placement-extra = placement: a { $kind } has no `{ $key }`
record-piece-unknown = placement `piece`: `{ $text }` is unknown (stone, crystal, pivot-right, pivot-around, pool, teleporter)
record-tile = tile: { $problem }
record-dest = { $what }: { $problem }, or `out`, or `waiting`
record-path-nothing = play `path`: give the squares, one per point (`path: []` stays put), found nothing
record-play-empty = a play gives `to` (where the pawn ends), `path` (one square per point) or both
record-what = { $what ->
        [record] the record
        [player] a player
        [variant] a variant
        [level] an AI level
        [placement] a placement
        [pool-placement] a pool placement
        [teleporter-placement] a teleporter placement
        [turn] a turn
        [play] a play
       *[path-square] a square of `path`
    }
## Where a problem is: a turn, a play of it ($play: its number; $pawn: the pawn as written).
record-at-turn = turn { $n }: { $problem }
record-at-play = turn { $n }, play { $play }: { $problem }
record-at-play-pawn = turn { $n }, play { $play } ({ $pawn }): { $problem }
## Replaying a record.
record-no-pawn = turn { $n }, play { $play } ({ $pawn }): no pawn `{ $pawn }` in this game (the pawns are { $pawns })
record-tile-refused = turn { $n }, tile { $tile }: { $problem }
record-no-tile = turn { $n } has no `tile`, but turn { $next } follows: every turn but the last gives the tile of its monster phase

## `game play`'s own failures ($file: the record; $target: where its link points).
session-record-dash = game play -: the record is rewritten after every play; name its file
session-record-symlink = { $file }: is a symbolic link; game play rewrites the record after every play and never replaces a link: play the file it points to
session-record-symlink-to = { $file }: is a symbolic link; game play rewrites the record after every play and never replaces a link: play the file it points to ({ $target })
session-ai-pair = `{ $pair }` is not PLAYER=LEVEL
session-ai-player = `{ $player }` is not a player of this game ({ $players })
session-ai-level = { $problem } (or `human`)
session-ai-refused = the AI playing { $player } chose a refused play: { $problem }
session-legal-refused = a legal play was refused
session-read-input = cannot read the input: { $error }
session-write = cannot write: { $error }

## `game new`: the record written ($setup: basic or advanced; $seed: a number as written)
game-new-written = Wrote { $file }: a new game for { $players } on the { $setup } setup (seed { $seed }), { $start } starts.
game-new-play = Play it with: furunkulus game play { $file }

## A replayed turn's heading
game-turn-title = Turn { $turn } (round { $round }), start player { $start }
