### The tables' page's own words (/t, /t/CODE), served like web.ftl's.

web-tables-lobby-title = Furunkulus: tables
web-tables-home = Furunkulus
web-tables-home-title = the board and the hot-seat game
web-tables-tab = Tables
web-tables-zoom-large = Zoom in
web-tables-zoom-fit = Whole board
web-tables-zoom-title = large squares to tap, or the whole board on the screen

## The lobby: create, join, your tables.
web-tables-intro = One game, every player on their own phone: create a table, then each player scans their seat's code.
web-tables-create = New table
web-tables-players = Players
web-tables-players-value = red, blue, green
web-tables-players-hint = Colours, separated by commas: red, blue, green.
web-tables-seat-kind = { $player } is played by
web-tables-kind-person = a person
web-tables-kind-random = the AI: random
web-tables-kind-greedy = the AI: greedy
web-tables-kind-expectimax = the AI: expectimax
web-tables-kind-strongest = the AI: the strongest for this many players
web-tables-kind-brs = the AI: best reply (brs)
web-tables-kind-paranoid = the AI: paranoid
web-tables-kind-mcts = the AI: tree search (mcts)
web-tables-setup = Setup
web-tables-setup-basic = basic
web-tables-setup-advanced = advanced (random)
web-tables-seed = Seed
web-tables-seed-hint = empty: a random one
web-tables-tiles = Tiles
web-tables-tiles-server = drawn by the server
web-tables-tiles-table = drawn at the real table and typed in
web-tables-create-button = Create the table
web-tables-creating = Creating the table…
web-tables-seat-code = Your seat's code
web-tables-seat-code-hint = Type the code shown under your seat's QR code on the host's screen: eight letters, spaces and case do not matter.
web-tables-seat-code-button = Take my seat
web-tables-bad-seat-code = “{ $code }” is not a seat's code: eight letters, like KACD EFHJ (no O, I, S or digits).
web-tables-seat-code-under = or type this code at { $url }:
web-tables-seat-code-aria = { $player }'s seat code: { $letters }
web-tables-join = Join or watch
web-tables-join-hint = Type the table's code to watch, or your seat's code, or paste a seat's link.
web-tables-code = Code
web-tables-join-button = Open
web-tables-bad-code = “{ $code }” is not a table's code: five letters, like KACDE.
web-tables-mine = Your tables
web-tables-mine-seat = { $code }: { $player }
web-tables-mine-host = { $code }: host
web-tables-mine-watch = { $code }: watching

## A table: whose turn it is.
web-tables-loading = Opening table { $code }…
web-tables-unknown = There is no table { $code } (it may have expired).
web-tables-to-lobby = Create or join another table
web-tables-code-shown = Table { $code }
web-tables-turn-yours = Your turn, { $player }!
web-tables-turn-person = { $player } to play
web-tables-turn-ai = { $player } to play (the AI)
web-tables-turn-monster = The monster's turn
web-tables-turn-moving = The monster moves: tile { $tile }
web-tables-turn-over = { $winner } wins!
web-tables-turn-over-none = The game is over, with no winner
web-tables-sub-yours = Tap one of your pawns (ringed in green), then where it goes.
web-tables-sub-person = Round { $round }, turn { $turn }. Waiting for { $player }.
web-tables-sub-ai = Round { $round }, turn { $turn }. The server's AI plays for { $player }.
web-tables-sub-draw = Round { $round }, turn { $turn }: every pawn has played. Draw a tile.
web-tables-sub-give = Round { $round }, turn { $turn }: every pawn has played. Give the tile drawn at the table.
web-tables-sub-wait = Round { $round }, turn { $turn }: every pawn has played. Waiting for a player to draw the tile.
web-tables-sub-moving = Step through the monster's move, then continue the game.
web-tables-sub-over = The record can be downloaded below.
web-tables-doc-title-yours = ● Your turn: { $title }

## What this device is.
web-tables-you-seat = This device plays { $player }.
web-tables-you-host = This device hosts the table.
web-tables-you-watch = This device watches: it plays no seat.
web-tables-leave-seat = Watch only
web-tables-leave-seat-title = forget this seat on this device (its link still works)
web-tables-not-your-turn = { $player } plays now, not you.
web-tables-watching = You are watching: only a seat's device plays its pawns.
web-tables-not-yours = { $label } is { $player }'s pawn.
web-tables-played = { $label } has played this turn.
web-tables-seat-gone = This device's seat link is not valid at this table any more: it watches.

## Tiles, undo, the record.
web-tables-draw = Draw a tile
web-tables-give = The tile drawn at the table:
web-tables-give-button = Give
web-tables-undo = Undo my play
web-tables-undo-title = take back the last play, while no one has played after it and no tile was drawn
web-tables-last-move = The monster's last move
web-tables-deck = Tiles left: { $left }.
web-tables-deck-none = none
web-tables-played1 = Played in round 1: { $tiles }.
web-tables-played2 = Played in round 2: { $tiles }.
web-tables-record = Download the record
web-tables-record-hint = The game record (YAML): continue it with `furunkulus game play`.

## Seats.
web-tables-seats = Seats
web-tables-seat-person = a person
web-tables-seat-ai = the AI ({ $level })
web-tables-seat-here = connected
web-tables-seat-away = not connected
web-tables-seat-you = you
web-tables-hand-to = Hand to the AI:
# The AI levels a seat may be handed to, by themselves (the select after "Hand to the AI:").
web-tables-level-random = random
web-tables-level-greedy = greedy
web-tables-level-expectimax = expectimax
web-tables-level-strongest = the strongest for this many players
web-tables-level-brs = best reply (brs)
web-tables-level-paranoid = paranoid
web-tables-level-mcts = tree search (mcts)
web-tables-hand-button = Hand over
web-tables-hand-title = the server's AI plays this seat until it is taken back
web-tables-take-back = Take the seat back
web-tables-handed = { $player } is played by the AI ({ $level }).
web-tables-taken-back = { $player } is played by a person again.

## Inviting: links and QR codes.
web-tables-invite = Invite the players
web-tables-invite-hint = Each player scans their seat's code with their phone's camera, or opens its link. Anyone with the table's code can watch.
web-tables-invite-code = Table code: { $code }
web-tables-invite-watch = To watch: { $url }
web-tables-watch-title = To watch
web-tables-seat-link = { $player }'s seat
web-tables-play-here = Play { $player } here
web-tables-play-here-title = this device plays this seat
web-tables-copy = Copy
web-tables-copied = Copied.
web-tables-qr-label = QR code of { $player }'s seat link
web-tables-qr-watch = QR code of the watchers' link
web-tables-localhost = These links name this computer as { $host }: other phones cannot open them. Start `furunkulus serve --host 0.0.0.0` and open this page at the address it prints.
web-tables-my-seat-link = This seat on another device
web-tables-secret = Whoever has a seat's link plays that seat: give it only to its player.

## The log.
web-tables-log = The game so far
web-tables-log-turn = Turn { $turn } (round { $round }): { $plays }
web-tables-log-tile = ; tile { $tile }: { $removed }
web-tables-log-nobody = nobody taken
web-tables-log-removed = { $label } { $how }
web-tables-log-no-play = no play yet
web-tables-how-eaten = eaten
web-tables-how-crushed = crushed
web-tables-how-destroyed = destroyed

## The connection.
web-tables-lost = Connection to the table lost: reconnecting… Nothing is lost.
web-tables-back = Connected again: the table is up to date.
web-tables-offline = Cannot reach the table's server; nothing is lost, try again.
web-tables-server-error = The server could not answer ({ $status }); try again.
web-tables-stale = Someone played first: the table is shown as it is now.
