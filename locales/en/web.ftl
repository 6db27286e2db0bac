### The web page's own words (`furunkulus serve`, /): served to the page as a map of id to text,
### `{ $name }` given to the page as `{name}`, which the page fills (src/serve/words.rs).

web-page-title = Furunkulus: the board
web-lang-label = language
web-tab-board = Board
web-tab-game = Game
web-tab-puzzles = Puzzles
web-board-label = the board: tap a square
web-zoom-large = Zoom in
web-zoom-fit = Whole board
web-zoom-title = large squares to tap, or the whole board on the screen

## Squares, pieces and pawns, as the board's tooltips and accessible names say them.
web-sq-empty = { $sq }
web-sq-with = { $sq }: { $what }
web-piece-monster = the monster, facing { $facing }
web-piece-stone = a stone
web-piece-crystal = a crystal
web-piece-pivot-right = a pivot stone that turns the monster right
web-piece-pivot-around = a pivot stone that turns the monster around
web-piece-teleporter = a teleporter ({ $pair }), arrow { $arrow }
web-piece-pawn = pawn { $label } ({ $name }{ $player }{ $face })
web-piece-pawn-player = , { $player }
web-piece-pawn-face = , showing { $face }
web-piece-pool = a pool
web-piece-exit = the exit
web-piece-entrance = the entrance
web-mark-cost = reachable for { $cost }
web-mark-risk = { $percent }% chance of being taken
web-mark-taken = { $label } was taken here
web-chips-waiting = Beside the entrance:
web-chips-out = Out:
web-chips-gone = Taken:
web-chips-out-dest = Out ({ $cost })
web-chips-out-dest-title = go out through the exit

## Editing the position.
web-start-basic = Basic setup
web-start-advanced = Advanced setup (random)
web-start-empty = Empty board
web-start-label = start from
web-start-load = Start
web-edit-undo = Undo
web-edit-undo-title = take back the last change
web-edit-tools = Edit: what a tap does
web-tool-select = Select
web-tool-select-title = tap a pawn for its moves
web-tool-cycle = Cycle
web-tool-cycle-title = empty, stone, crystal, pivot right, pivot around
web-tool-stone = Stone
web-tool-crystal = Crystal
web-tool-pivot = Pivot
web-tool-teleporter = Teleporter
web-tool-pool = Pool
web-tool-pawn = Pawn
web-tool-monster = Monster
web-tool-erase = Erase
web-set-turn = Pivot
web-set-arrow = Arrow
web-set-pair = Pair
web-set-size = Pool
web-set-player = Player
web-set-player-none = none

## The colours of the editor's players and teleporter pairs (the files keep the English keys).
web-colour-red = { colour-red }
web-colour-blue = { colour-blue }
web-colour-green = { colour-green }
web-colour-yellow = { colour-yellow }
web-colour-white = { colour-white }
web-colour-black = { colour-black }
web-colour-purple = { colour-purple }

web-set-face = Face
web-set-facing = Heading
web-how-eaten = eaten
web-how-crushed = crushed
web-how-destroyed = destroyed
web-dir-north = north
web-dir-east = east
web-dir-south = south
web-dir-west = west
web-turn-right = right
web-turn-around = around
web-edit-hint = Tap the monster or a pawn again (with its tool) to turn it or flip its face; with Select, tap a pawn to see its moves.
web-status-valid = The position is valid.
web-status-invalid = The position is not valid:
web-status-checking = Checking the position…
web-status-moved = { $label } moved: { $words }. Its face is as it was: flip it with the Pawn tool if you play on.
web-status-went-out = { $label } went out through the exit and left the board.
web-status-link = The link's position could not be opened: { $error }
web-status-restored = Your position was restored.

## The trace.
web-trace-tile = Tile
web-trace-run = Trace
web-trace-every = Every kind of tile
web-trace-every-title = runs the monster once with each kind of tile: 5, 7, 8, 10, prey-1, prey-2
web-every-note = Each kind of tile once ({ $tiles }); tap a row to step through that move.
web-every-tile = tile
web-every-ends = the monster ends
web-every-taken = taken
web-every-facing = { $at } facing { $facing }
web-every-nobody = nobody
web-every-removal = { $label } { $how } at step { $step }
web-step-start = Start
web-step-start-title = before the move
web-step-prev = Back
web-step-play = Play
web-step-pause = Pause
web-step-next = Next
web-step-skip = End
web-step-skip-title = skip to the end of the move
web-step-close = Done
web-step-continue = Continue the game
web-step-before = Before the move
web-step-where = Step { $n } of { $of }
web-step-where-before = Before the move ({ $of } steps)
web-step-where-final = After the move
web-step-tile = Tile { $tile }

## A tile by its name, as the page shows it (the numbers are shown as they are).
web-tile-prey-1 = prey-1
web-tile-prey-2 = prey-2
web-tile-prey-3 = prey-3
web-step-looks = looks { $text }

## A pawn's moves.
web-moves-hint = Tap a pawn (with Select): the squares it can reach light up with their cost.
web-moves-open = { $label } ({ $name }), points: { $points }; squares it can reach: { $count }. Tap one.
web-moves-open-out = { $label } ({ $name }), points: { $points }; squares it can reach: { $count }, or out for { $out }. Tap one.
web-moves-open-stay = { $label } ({ $name }), points: { $points }; it can reach no square: tap it again to leave it where it is.
web-moves-no-face = { $label } shows no face, so it has no points to move: tap it with the Pawn tool to give it one.
web-moves-loading = Finding { $label }'s moves…
web-moves-choices = { $count } ways to end on { $dest }; pick one:
web-moves-one = { $label } to { $dest }:
web-moves-one-out = { $label } goes out:
web-moves-one-waiting = { $label } stays beside the entrance:
web-moves-choices-out = { $count } ways out; pick one:
web-moves-cost = { $cost } points
web-moves-cost1 = 1 point
web-moves-cost0 = no point
web-moves-confirm = Move { $label }
web-moves-play = Play { $label }
web-moves-cancel = Cancel
web-moves-cannot = { $label } cannot { $goal }:
web-moves-goal = end its move on { $sq }
web-moves-checking = Why not { $sq }?
web-dest-waiting = beside the entrance
web-dest-out = out
web-rank-survive = Rank moves: survive
web-rank-lure = Rank: lure
web-rank-lure-target = lure
web-rank-hint = Tap a row to see the move on the board.
web-rank-none = No move does that.
web-rank-n = #
web-rank-move = move
web-rank-path = path
web-rank-taken = taken by tile
web-rank-chance = { $label } taken
web-rank-works = lure works
web-rank-target = { $label } taken
web-rank-nobody = nobody
web-rank-lure-option = { $label } ({ $name })
web-rank-move-words = { $dest }: { $words }
web-rank-taken-by = { $tile }: { $pawns }
web-rank-need-pawn = Tap a pawn first (with Select).
web-risk-run = Risk map
web-risk-shown = Risk: the share of the deck ({ $tiles }) that takes a pawn standing on each empty square, in percent (bright: safe, dark: risky).
web-risk-clear = Hide the risk map

## Sharing.
web-share-title = Share
web-share-yaml = Scenario (YAML)
web-share-svg = Picture (SVG)
web-share-png = Picture (PNG)
web-share-link = Link
web-share-link-label = link to this position

## The game.
web-game-players = Players
web-game-players-value = red, blue
web-game-ai-seats-example = blue=mcts
web-game-setup = Setup
web-game-setup-advanced = Advanced (random)
web-game-seed = Seed
web-game-new = New game
web-game-ai-seats = AI seats
web-game-ai-hint = Hot seat: pass the phone. AI seats (like blue=greedy, green=mcts; levels random, greedy, brs, paranoid, expectimax, mcts) play by themselves.
web-game-hint = Hint
web-game-undo = Undo
web-game-undo-title = take back the last play (never past a tile)
web-game-record = Game record (YAML)
web-game-last-move = The monster's last move
web-game-none = No game yet: choose the players and start a new game, or open a record.
web-game-status-pawns = Round { $round }, turn { $turn }: { $player } to play. Tap one of your pawns.
web-game-status-monster = Round { $round }, turn { $turn }: every pawn has played. The monster's turn: draw a tile.
web-game-status-moving = The monster moves (tile { $tile }): step through its move, then continue the game.
web-game-status-over = The game is over: { $winner } wins.
web-game-status-over-none = The game is over, with no winner.
web-game-deck = Tiles left: { $left }. { $played }
web-game-deck-round = round { $round }: { $tiles }
web-game-none-short = none
web-game-draw = Draw a tile
web-game-give = or the tile drawn at the table:
web-game-give-button = Give
web-game-not-yours = { $label } is not { $player }'s: { $player } plays now.
web-game-played = { $label } has played this turn.
web-game-log = The game so far
web-game-log-turn = Turn { $turn } (round { $round }): { $plays }
web-game-log-tile = ; tile { $tile }: { $removed }
web-game-log-nobody = nobody taken
web-game-log-removed = { $label } { $how }
web-game-log-play = { $label } to { $to }
web-game-log-play-out = { $label } out
web-game-log-play-waiting = { $label } stays beside the entrance
web-game-log-no-play = no play yet
web-game-ai = The AI played: { $text }
web-game-hint-text = Hint: { $text }
web-game-advice = { $move }; chance it is taken next: { $chance }{ $others }{ $tries } ({ $ai }).
web-game-played-rounds = Played: { $rounds }.
web-game-played-none = No tile played yet.
web-game-advice-to = { $label } to { $to }, by { $path }
web-game-advice-other-way = { $label } to { $to } by another way ({ $path })
web-game-advice-out = { $label } goes out, by { $path }
web-game-advice-stays = { $label } stays on { $to }
web-game-advice-waits = { $label } stays beside the entrance
web-game-advice-others = ; also at risk: { $list }
web-game-advice-tries = ; { $chosen } of its { $iterations } tries began with this play (next: { $next }, with { $other })
web-game-advice-tries-alone = ; all { $iterations } of its tries began with this play
web-game-advice-tries-tied = ; { $chosen } of its { $iterations } tries began with this play, as many as with { $next }
web-game-open = Open a record
web-game-open-file = From a file:
web-game-open-paste = or paste it here:
web-game-open-button = Open the record
web-game-opened = The record was opened: the game goes on from its last play.
web-game-restored = Your game was restored.
web-game-no-seed = This record has no seed to draw from: give the tile drawn at the table.
web-game-undone = The last play was taken back.

## Errors.
web-error-offline = Cannot reach the board's server; nothing is lost, try again.
web-error-server = The server could not answer ({ $status }); nothing is lost, try again.
web-error-storage = This browser keeps nothing (storage is off): a reload will lose the game.

## The Puzzles tab (src/serve/assets/puzzles.js): the stored puzzles, answered by taps.
web-puzzle-loading = Puzzles
web-puzzle-list = Puzzles ({ $count }): choose one
web-puzzle-list-open = Puzzle { $n } of { $count }: { $kind }, { $difficulty }
web-puzzle-item = { $n }. { $kind }, { $difficulty }
web-puzzle-no-theme = no trick: follow the monster
web-puzzle-solved = solved
web-puzzle-choose = Choose a puzzle in the list above.
web-puzzle-options = Rule options: { $options }
web-puzzle-tap-move = Tap { $label }, then where it goes.
web-puzzle-tap-second = Now tap { $label }, then where it goes.
web-puzzle-tap-place-pawns = Tap empty squares to place your pawns ({ $placed } of { $count }); tap one again to take it back.
web-puzzle-tap-place-pieces = Tap empty squares to place the pieces ({ $placed } of { $count }); tap one again to take it back.
web-puzzle-tap-tile = Choose a tile:
web-puzzle-ready = Your answer is ready: check it.
web-puzzle-not-mover = { $label } does not move in this puzzle: tap { $mover }.
web-puzzle-not-free = { $sq } is not an empty square.
web-puzzle-placed-all = Everything is placed ({ $count } of { $count }): tap a placed one first to take it back.
web-puzzle-this-move = This move
web-puzzle-check = Check my answer
web-puzzle-checking = Checking…
web-puzzle-again = Start again
web-puzzle-next = Next puzzle
web-puzzle-hint = Hint { $n } of { $total }
web-puzzle-hints-all = No more hints
web-puzzle-hint-label = Hint { $n } of { $total }:
web-puzzle-answer = The answer: { $words }
web-puzzle-watch = Watch the monster with { $tile }
web-puzzle-watch-answer = Watch the answer with { $tile }
web-puzzle-watch-walk = Watch the monster walk without a step limit
web-puzzle-watch-answer-walk = Watch the answer's walk without a step limit
web-puzzle-step-close = Back to the puzzle

## The languages of the switch, each in its own words (the same in every file).
web-lang-en = English
web-lang-de = Deutsch
web-lang-fr = Français
