### The rules the engine implements, in our own words (docs/RULES.md): one title and one
### paragraph a rule id, for `furunkulus rules`. A rule's paragraph is one line once read
### (its line breaks here are for reading). Options follow.

rule-b1-title = Wall letters
rule-b1 =
    Every wall segment carries a letter, and every letter appears twice, on mirrored segments
    (the board is point-symmetric: column c, row r mirrors to column 17-c, row 12-r). North
    edge: A..L above a1..l1. North-east staircase: M east of l1, N north of m2, O east of m2, P
    north of n3, Q east of n3, R north of o4, S east of o4, T north of p5. East edge: U..Z east
    of p5..p10, and a door (no letter) east of p11. South edge, lettered east to west: A south
    of p11, B south of o11, ... L south of e11. South-west staircase: M west of e11, N south of
    d10, O west of d10, P south of c9, Q west of c9, R south of b8, S west of b8, T south of a7.
    West edge: U west of a7, V west of a6, W west of a5, X west of a4, Y west of a3, Z west of
    a2, and a door (no letter) west of a1. The two doors pair with each other like a letter:
    leaving a1 westward leads to p11, leaving p11 eastward leads to a1.

rule-b2-title = Standard basic setup
rule-b2 =
    The basic game uses 11 stones, on c3, m4, h5, i6, n6, g7, e8, m8, o9, f10 and i10, and two
    blood pools: a 2x2 pool on i3, j3, i4, j4 and a 4x1 pool on e9, f9, g9, h9. The monster
    starts on the exit a1 facing east (toward the letter M at the east end of row 1). The pawns
    wait off the board beside the entrance p11.

rule-m1-title = Steps
rule-m1 =
    The monster tile gives a number N of steps (or a prey count, M11). Each step is a look
    followed by a move of one square. After the last step the monster looks once more and turns
    accordingly (the final look); it does not move after it.

rule-m2-title = Sight
rule-m2 =
    The monster looks straight ahead, to its left and to its right, never behind and never
    diagonally. Along each of these three lines it sees over empty squares, pools, teleporters
    and crystals; stones and pivot stones block its sight. Sight never passes through a wall
    (the staircase walls included) and never wraps.

rule-m3-title = Distance
rule-m3 =
    The distance to a seen pawn is the number of squares along the line, an adjacent pawn being
    at distance 1. Pool squares count like any other square (FAQ: a pawn 2 squares away across a
    pool is as far as one 2 squares away on the floor).

rule-m4-title = Choice
rule-m4 =
    If the monster sees no pawn, it keeps its heading. If it sees pawns, it turns toward the
    nearest one. If two or more seen pawns tie for nearest, it keeps its heading, even when the
    tie is between left and right and nothing is seen ahead.

rule-m5-title = Eating
rule-m5 =
    When the monster moves onto a pawn's square it eats that pawn, and it carries on with its
    move.

rule-m6-title = Pushing
rule-m6 =
    The monster pushes everything in front of it: a whole row of stones, crystals, pivot stones
    and pawns moves one square along with it, with no limit to the length of the row. A pawn
    standing on the very square the monster enters is eaten, not pushed; a pawn further along a
    row that starts with a stone is pushed. A pawn pushed off the board is crushed and one
    pushed onto a teleporter is destroyed; both count as eaten. A stone-like piece pushed off
    the board or onto a teleporter is removed from the game. Pushed pieces never wrap through
    walls (only the monster does): a pawn pushed west off a1 is crushed, it has not escaped. A
    stone-like piece pushed onto a corner square (a1 or p11) is removed (option
    monster-corner-stones, default remove).

rule-m7-title = Pools
rule-m7 =
    When the monster steps onto a pool it slides on in the same heading to the first square
    beyond the pool, all within the same step and without looking; it can never stop on a pool.
    Precisely: while it stands on a pool square it keeps moving one square on, eating and
    pushing as in M5 and M6 (so a pawn on the landing square is eaten and a stone there is
    pushed), until it stands on a square that is not a pool. Things the monster pushes onto a
    pool slide across too, by the rules for pushed stones (P8).

rule-m8-title = Walls
rule-m8 =
    The monster walks through walls: stepping off the board through a wall segment with some
    letter, it re-enters on the square behind the other segment with the same letter (the
    mirrored square), keeping its heading. Leaving and re-entering is one step. The re-entry
    square is entered like any square (eat, push, slide, teleport).

rule-m9-title = Pivot stones
rule-m9 =
    If the monster would step onto a pivot stone and it sees no pawn (M2), it does not push the
    pivot: it turns right 90 degrees (pivot right) or 180 degrees (pivot around) and takes this
    step in the new heading; the turn costs nothing. If it sees a pawn, the pivot does not act
    (see also option pivot-when-tied). A pivot acts only on the first square of a step, not on a
    square reached while sliding, where it is pushed like a stone.

rule-m10-title = Teleporters
rule-m10 =
    Stepping onto a teleporter moves the monster, within the same step, onto the other
    teleporter of the same colour, where it faces that teleporter's arrow. It does not look on
    the way. Its next look starts from there (or its final look does, if that was the last
    step).

rule-m11-title = Prey tiles
rule-m11 =
    With a "1 prey" or "2 prey" tile (or "3 prey" in the G7 variant) the monster moves until it
    has removed that many pawns (eaten, crushed or destroyed), but never more than 20 steps.
    Then it takes its final look.

rule-p1-title = Pawn move
rule-p1 =
    A pawn moves up to its visible number of squares, orthogonally, one square per point; it may
    turn, go back and forth, stop early, or not move at all (0 squares). Afterwards it is
    flipped to its other face.

rule-p2-title = Entering
rule-p2 =
    A waiting pawn's first point puts it on the entrance square p11.

rule-p3-title = Leaving
rule-p3 =
    From the exit square a1, one more point takes the pawn out of the fortress.

rule-p4-title = Passing and ending
rule-p4 =
    A pawn may pass through squares holding other pawns (those squares count as points) but must
    end its move alone on its square. It may never enter the monster's square, and it may never
    enter a teleporter.

rule-p5-title = Pushing
rule-p5 =
    A pawn moving into a square with a stone-like piece pushes that piece one square on, only if
    the square behind it is on the board and free (no pawn, no stone-like piece, not the
    monster). It pushes one piece only: a piece with another piece or a pawn behind it cannot be
    pushed. Pawns never push pawns. A piece pushed onto a1 or p11 is removed from the game. A
    piece pushed onto a teleporter is destroyed (option pawn-push-onto-teleporter, default
    destroy).

rule-p6-title = Pools
rule-p6 =
    Stepping onto a pool costs the pawn one point; it then slides on in the same direction to
    the first square beyond the pool. A stone-like piece there is pushed (P5) and the pawn
    lands. If the slide cannot finish (the pool lies against a wall, the landing piece cannot be
    pushed, a stone lies on the pool in the way, or the landing square holds the monster or a
    teleporter), the pawn stops on the last pool square it can reach. From a pool square, one
    more point moves it off in any direction, sliding straight on to beyond the pool.

rule-p7-title = Ending after a slide
rule-p7 =
    A pawn may not end its move on an occupied square after a slide either: stepping onto a pool
    with its last point is illegal if the slide would end on another pawn. It may slide onto a
    pawn if it has points left to move on. A pawn stopped on a pool by a blocking stone, with no
    point left, may end its move there (FAQ).

rule-p8-title = Pushed stones on pools
rule-p8 =
    A piece pushed onto a pool slides straight across it. It stops on the first square beyond
    the pool if that square is free, otherwise on the last pool square.

rule-g1-title = Turn
rule-g1 =
    A turn is a pawn phase followed by a monster phase. In the pawn phase, starting with the
    start player and going left, each player in turn moves one pawn (or enters one, or just
    flips a waiting one), until every pawn has been played once. A player with no pawn left to
    play passes for the rest of the phase (FAQ: players cannot choose when to pass).

rule-g2-title = First turn
rule-g2 =
    In the first turn each player brings only two pawns onto the board; their other pawns are
    just flipped.

rule-g3-title = Monster phase
rule-g3 =
    In the monster phase the top monster tile is drawn and the monster moves by it (the M
    rules). Then the start-player marker passes to the left.

rule-g4-title = First tile
rule-g4 =
    The first tile drawn in the game may not be a prey tile: tiles are drawn until a number
    comes, then the rest are shuffled into a new pile.

rule-g5-title = Rounds
rule-g5 =
    In round 1, eaten pawns go back beside the entrance keeping their visible face, and they may
    re-enter. Round 1 ends once the second-to-last tile has been played (the last tile is not
    played); then all 8 tiles are shuffled for round 2. In round 2 eaten pawns are out of the
    game for good. When round 2 has played all tiles but one, every pawn still inside the
    fortress is eaten.

rule-g6-title = Winning
rule-g6 =
    The first player to get all their pawns but one out wins (3 of 4, or 2 of 3). If round 2
    ends, or all pawns are gone, the player who first got the highest number of pawns out wins.

rule-g7-title = Variant
rule-g7 =
    With 6 or 7 players, the 5-step tile becomes a "3 prey" tile.

rule-g8-title = Waiting pawns
rule-g8 =
    A pawn waiting beside the entrance may stay there when played; it is just flipped (FAQ).

rule-g9-title = Advanced setup
rule-g9 =
    In the advanced game the players place the pieces in turn. No piece may lie on a corner
    square (a1, p11) or on the three squares next to it, orthogonally and diagonally (the French
    text names the diagonal, the English the corner itself; we forbid both; option keep-clear).
    Pieces sit on whole squares and never overlap. Two teleporters may not be orthogonally
    adjacent (diagonal adjacency is allowed, as in the rulebook's own picture).

rule-s1-title = Sight
rule-s1 =
    On each of its three lines the monster sees only the nearest pawn; pawns behind it on that
    line are hidden. A pawn on a pool square is seen like any pawn. Only those nearest pawns (at
    most three) are compared in M4, and any tie for the smallest distance keeps the heading.

rule-s2-title = Pivot test
rule-s2 =
    "Sees no pawn" in M9 refers to the look made at the start of the step; there is no new look
    after a pivot turn. After a wall crossing, the first square of the step is the re-entry
    square.

rule-s3-title = The pushed row
rule-s3 =
    The row the monster pushes is the unbroken line of stone-like pieces and pawns that starts
    on the square the monster enters and runs on along its heading, on the board only (it never
    wraps). The far end moves first, each piece one square; a piece that lands on a pool slides
    (S5) before the next piece moves. If the square after the row is the monster's own square
    (possible only just after a wall crossing), it counts as free.

rule-s4-title = Slides of the monster
rule-s4 =
    A monster slide goes on while the monster stands on any pool square (two touching pools make
    one slide). Sliding into the wall, it crosses it (M8), and the slide goes on from the
    mirrored square if that is a pool too. Sliding onto a teleporter, it teleports and the slide
    ends. A pawn standing on a pool square in its way is eaten.

rule-s5-title = Slides of pushed pieces
rule-s5 =
    A piece pushed onto a pool (by the monster or by a pawn) slides while it stands on a pool
    square, then stops on the first square beyond if that square is free. It stops on the last
    pool square it can reach if the next square is the wall, a piece or a pawn (on the pool or
    beyond), or the monster. Landing on a teleporter removes it (a pawn is destroyed); for a
    pawn-pushed stone only under pawn-push-onto-teleporter=destroy, while under forbid the
    teleporter counts as the wall. A stone-like piece that lands on a1 or p11 is removed (for
    monster pushes, under monster-corner-stones=remove).

rule-s6-title = Prey count
rule-s6 =
    For a prey tile the count is checked after each whole step (a slide is never cut short); all
    pawns removed in that step count, even beyond the number needed. The limit of 20 counts
    steps. With no pawn to catch, the monster walks 20 steps and takes its final look.

rule-s7-title = Standing on flat pieces
rule-s7 =
    The monster may stand on a pool or a teleporter at the start of a move (after a teleport it
    always stands on one); standing there does nothing.

rule-s8-title = Pawns pushed onto corners
rule-s8 =
    A pawn the monster pushes onto a1 or p11 simply stands there; only stone-like pieces are
    removed on the corners.

rule-s9-title = Entering
rule-s9 =
    Entering is a move heading west onto p11 from beyond its door: the monster on p11 bars it; a
    stone-like piece there is pushed west (P5); a pool there makes the pawn slide west. A
    waiting pawn that does not enter stays waiting.

rule-s10-title = Leaving
rule-s10 =
    From a1, one point takes the pawn out, which ends its move. A pawn may also pass over a1 and
    go on.

rule-s11-title = Sliding pawns
rule-s11 =
    Sliding pawns pass over pawns standing on pool squares, and may land on a pawn beyond the
    pool only if they have points left to move on (P7). A pawn may end its move on a pool square
    whenever its slide was stopped there (P6), provided no other pawn stands there.

rule-s12-title = Stones on the pool
rule-s12 =
    A stone on the pool square a pawn steps onto is pushed (P5). A stone on a later pool square
    of the slide blocks the slide. So a stone can be pushed twice in one point: pushed onto the
    pool, it slides beyond; the pawn's slide then reaches it on the landing square and pushes it
    again (P6).

rule-s13-title = Free square behind
rule-s13 =
    For a pawn's push (P5), a pool square behind the pushed piece is free (the piece then
    slides, S5); a teleporter is free under pawn-push-onto-teleporter=destroy and counts like
    the wall under forbid; a1 and p11 are free unless something stands there.

rule-s14-title = Scenario files
rule-s14 =
    In a scenario file, a teleporter on a pool square is an error (flat pieces never overlap).
    Stones and pawns on pool squares are allowed (the FAQ position). Pieces on the corners are
    allowed in a scenario; only the advanced setup (G9) forbids them. With setup: basic, a
    listed piece on one of the basic stones' squares is the error "two pieces on one square".

rule-s15-title = Seats and pawns
rule-s15 =
    Players are listed in seating order; "to the left" is the next one in the list, the last
    wrapping to the first. With 2 to 4 players each has four pawns, white faces 1, 3, 4 and 5;
    with 5 to 7 players three, white faces 1, 4 and 5. A pawn is named by its player and its
    white face: red1, red3, red4, red5. All start beside the entrance, white face up.

rule-s16-title = Pawn phase
rule-s16 =
    The start player plays first, then each player in seating order plays one of their pawns not
    yet played this turn, until every pawn in play (on the board or beside the entrance) has
    been played once; a player with no such pawn is skipped (FAQ: no choosing when to pass). A
    play is a legal move of 0 or more points (P1 to P8), entering (P2, S9), or staying beside
    the entrance (G8); then the pawn is flipped (its face becomes 7 minus its face). A pawn that
    goes out is out of the game for good and counts for its player.

rule-s17-title = First turn
rule-s17 =
    In the game's first turn each player brings at most two pawns onto the board; the others
    stay beside the entrance and are flipped (option first-turn-entries).

rule-s18-title = Monster phase
rule-s18 =
    The top tile is drawn and the monster moves from where it stands. Removed pawns (eaten,
    crushed, destroyed): in round 1 they go back beside the entrance showing the face they had;
    in round 2 they leave the game. Then the start player passes to the left.

rule-s19-title = Deck and rounds
rule-s19 =
    The deck is the 8 tiles (G7 turns the 5 into 3 prey). The game's first draw is repeated
    until a step tile comes; the prey tiles drawn before it go back and the pile is shuffled
    (G4; option no-prey-first). A round plays 7 tiles; the 8th is never played. Then all 8 are
    shuffled for round 2. After round 2's seventh monster move every pawn still on the board is
    eaten, and pawns beside the entrance never get out: the game is over.

rule-s20-title = Winning
rule-s20 =
    A player wins the moment they have all their pawns but one out (3 of 4, 2 of 3); the game
    ends there, even in the middle of a pawn phase. Otherwise the game ends when round 2 ends,
    or during round 2 as soon as no pawn is left in play; then the player with the most pawns
    out wins, and among equals the one who reached that number first. No pawn out: no winner.

rule-s21-title = Advanced setup
rule-s21 =
    The 17 pieces (3 stones, 2 crystals, 4 pivot-right, 2 pivot-around, the 2x2 and the 4x1 pool
    in either orientation, 4 teleporters in 2 pairs, each with an arrow) are placed one at a
    time, players taking turns from the start player; then the player after the last one to
    place becomes the start player of the first turn. Constraints: option keep-clear, whole
    squares, no overlap (a piece on a pool is an overlap here), two teleporters never
    orthogonally adjacent.

## `furunkulus rules`: how a rule and an option are shown.
rules-rule = { $id } { $title }. { $text }
rules-options-heading = Rule options (docs/RULES.md sections 9 and 10), default first:
rules-option = option { $name } ({ $rule }, { $scope }): { $question }
rules-option-value = { $default ->
        [true] { $name }={ $value } (default): { $meaning }
       *[false] { $name }={ $value }: { $meaning }
    }
rules-unknown = no rule or option `{ $id }`: rule ids are { $ids }; options: { $options }

## Where an option applies.
scope-monster = monster
scope-pawn = pawn
scope-setup = setup
scope-game = game

## The open points (docs/RULES.md sections 9 and 10): each option's question and its values.
option-monster-corner-stones = Is a stone the monster pushes onto a1 or p11 removed, like a pawn-pushed one?
option-monster-corner-stones-remove = the stone-like piece is removed from the game (as P5 says for pawns)
option-monster-corner-stones-keep = the piece stays on the corner square
option-pivot-when-tied = The monster sees pawns but they tie, so it keeps heading into a pivot stone.
option-pivot-when-tied-push = a pawn was seen, so the pivot does not act: it is pushed like a stone
option-pivot-when-tied-turn = a tie counts as seeing no pawn: the pivot turns the monster
option-pivot-chain = After a pivot turn, the next square in the new heading is another pivot stone.
option-pivot-chain-turn-again = it turns again; after the 4th turn a pivot still ahead is pushed
option-pivot-chain-push = only one pivot acts per step: the second one is pushed
option-pawn-push-onto-teleporter = May a pawn push a stone onto a teleporter?
option-pawn-push-onto-teleporter-destroy = yes, and the stone is destroyed (French text)
option-pawn-push-onto-teleporter-forbid = no, a teleporter counts like the board edge (English text)
option-keep-clear = Which squares around the corners stay empty in the advanced setup (G9).
option-keep-clear-corner-and-8-neighbours = the corner and every square around it (both texts together)
option-keep-clear-french = the three squares next to each corner, diagonal included
option-keep-clear-english = the corner squares themselves
option-first-turn-entries = In the first turn, must each player bring two pawns in, or at most two?
option-first-turn-entries-at-most-two = each player brings at most two pawns onto the board
option-first-turn-entries-exactly-two = each player must bring two pawns onto the board when they can
option-no-prey-first = Does the "no prey tile first" redraw apply to the game's first tile only, or to each round's?
option-no-prey-first-game = only the game's first tile may not be a prey tile
option-no-prey-first-each-round = the first tile of each round may not be a prey tile

## Tiles in sentences: $tile (its word), $n (its number), $tiles (a list of tile words).
tile-with-article = { $tile-key ->
        [prey] the tile { $tile }
       *[steps] { $n ->
            [8] an
            [11] an
            [18] an
           *[other] a
        } { $tile }
    }
tiles-each = { $n ->
        [one] the tile { $tiles }
       *[other] each of the tiles { $tiles }
    }
deck-whole = the whole deck ({ $tiles })
deck-tiles = { $n ->
        [0] no tile
        [one] the tile { $tiles }
       *[other] the tiles { $tiles }
    }
