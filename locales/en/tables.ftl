### Tables: games held by the server, played from several devices (FORMAT.md section 8).
### The API's refusals; $table is a table's code, $player and $seat a player's name.

tables-unknown = There is no table { $table }: the code may be mistyped, or the table expired.
tables-wrong-token = This link does not hold a seat at table { $table }: only a seat's own link (or the host's) may change the game. Anyone with the code may watch.
tables-need-version = The request has no `version`: send the version of the table you see.
tables-stale = Someone played first: the table is at version { $current }, not { $version }. Here is the table as it is now.
tables-not-your-turn = It is { $to_play }'s turn, not { $player }'s.
tables-host-plays = The host's link gives tiles and hands seats over; { $player }'s own link plays { $player }'s pawns.
tables-ai-seat = The AI ({ $level }) plays { $player }'s seat now: take the seat back first.
tables-over = The game is over.
tables-monster-phase = Every pawn of this turn has played: the tile comes next.
tables-pawn-phase = Not yet time for a tile: every pawn of the turn plays first.
tables-server-draws = At this table the server draws the tiles: send "draw".
tables-table-draws = At this table the tiles come from the real pile: send the tile that was drawn (5, 7, 8, 10, prey-1, prey-2).
tables-undo-tile = Nothing to undo: a tile was drawn since the last play, and a tile drawn is never taken back.
tables-undo-nothing = Nothing to undo: no pawn has played since the last tile.
tables-undo-not-yours = Only { $player }, who made the last play, or the host may take it back.
tables-no-seat = There is no seat { $seat } at this table.
tables-not-your-seat = This link holds another seat than { $seat }.
tables-host-names-seat = The host says which seat to change: `seat`.
tables-bad-kind = Who plays a seat: person, random, greedy, brs, paranoid, expectimax or mcts, not `{ $kind }`.
tables-bad-tiles = Tiles `{ $tiles }`: server (the server draws) or table (the tile drawn at the table is entered).
tables-bad-setup = Setup `{ $setup }`: basic or advanced.
tables-bad-variant = Variant `{ $variant }`: the only variant is three-prey.
tables-bad-square = { $error }, or `out`, or `waiting`.
tables-bad-tile = Tile: { $error }
tables-players-or-record = Give either `players` (a new game) or `record` (a game to continue), not both.
tables-no-play = Give the `pawn` with `to` or `path`.
tables-no-tile = Give the `tile`: "draw", or the tile drawn at the table.
tables-too-many = The server holds { $max } tables already: try again when one has expired.
tables-too-many-streams = { $max } devices follow this table already: close one and try again.
tables-too-many-streams-address = This device already follows this table { $max } times: close one of its pages and try again.
tables-disk-full = The server's disk is full: the change was not made, and the table is as it was.
tables-storage = The table could not be saved ({ $error }): the change was not made, and the table is as it was.
tables-join-unknown = No seat has this code: check the code under your seat's QR code on the host's screen (the letters only, any case).
tables-join-too-many = Too many codes tried from this device ({ $max } a minute): wait { $seconds } seconds and try again.
tables-create-too-many = Too many tables made from this device ({ $max } in { $minutes } minutes): wait { $seconds } seconds and try again.
