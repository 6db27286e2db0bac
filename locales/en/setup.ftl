### What is wrong with a position (a scenario, a board of a game record), each problem of
### `Setup::validate` (docs/RULES.md S14, G9, S21). $what, $other, $pool, $teleporter: an
### item described by the setup-item messages; $line: " (line 7)" or nothing.

## Items
setup-item-advanced = the advanced setup
setup-item-basic = the basic setup
setup-item-basic-stone = the basic setup's stone
setup-item-basic-pool = a pool of the basic setup
setup-item-monster = { $placed ->
        [true] the { -monster }
       *[false] the { -monster } (on a1 when `monster` gives no `at`)
    }
setup-item-piece = a { $piece }
setup-item-piece-unknown = a piece
setup-item-teleporter = the { $pair } { -teleporter }
setup-item-teleporter-unknown = a { -teleporter }
setup-item-pool = the pool at { $at }
setup-item-pool-unknown = a pool
setup-item-pawn = { -pawn } { $name }
setup-item-pawn-unknown = a { -pawn }
setup-line = (line { $line })

## Problems
setup-pool-size = { $what } must be at least 1x1
setup-pool-does-not-fit = a { $width }x{ $height } pool with its north-west square on { $at } does not fit on the board
setup-does-not-fit = { $what } does not fit on the board
setup-overlapping-pools = overlapping pools: { $what } and { $other } both cover { $square }
setup-endless-slide = the pools make an endless slide: a { -monster } sliding from { $square } would cross the walls and slide forever
setup-teleporter-on-pool = a { -teleporter } on a pool: { $square } is covered by { $pool }; flat pieces never overlap (S14)
setup-teleporter-under-piece = a piece on a { -teleporter }: { $other } stands on { $square }{ $line }
setup-two-teleporters = two pieces on one square: two teleporters on { $square }{ $line ->
        [0] {""}
       *[other] {" "}(the other on line { $line })
    }
setup-pair-alone = the { -teleporter } on { $at } has no partner: pair `{ $pair }` needs exactly two teleporters
setup-pair-size = { -teleporter } pair `{ $pair }` has { $count } teleporters ({ $squares }); a pair needs exactly two
setup-too-many-teleporters = too many teleporters: a board holds at most { $pairs } pairs (the game has 2)
setup-on-teleporter = a piece on a { -teleporter }: { $what } on { $square }, where { $teleporter } stands{ $line }
setup-two-on-one-square = two pieces on one square: { $what } and { $other } on { $square }
setup-monster-on-piece = { $placed ->
        [true] the { -monster } stands on a { $piece } on { $square }{ $line }; it must stand on a free square
       *[false] a { $piece } on { $square }, the { -monster }'s square (it starts on a1 facing east when `monster` gives no `at`); the { -monster } must stand on a free square
    }
setup-pawn-name = { -pawn } `name`: `{ $name }` is not a short word of letters and digits
setup-duplicate-pawn = duplicate { -pawn } name `{ $name }`{ $line ->
        [0] {""}
       *[other] {" "}(also on line { $line })
    }
setup-empty-player = { -pawn } `player`: the player's name is empty
setup-face = { -pawn } `face`: must be a number 1..6, found `{ $face }`
setup-too-many-pawns = too many pawns: at most { $most }
setup-keep-clear = { $what } on { $square }: the advanced setup keeps { $keep ->
        [french] the three squares next to each corner a1 and p11
        [english] the corner squares a1 and p11
       *[other] the corners a1 and p11 and the squares around them
    } clear (G9, option keep-clear={ $keep })
setup-teleporters-adjacent = { $what } on { $square } is next to { $other }: two teleporters may not be orthogonally adjacent (G9)
setup-on-pool = { $what } on { $square } lies on { $pool }: in the advanced setup no piece overlaps a pool (S21)
setup-advanced-pool-shape = { $what } is not one of the game's pools: the advanced setup has a 2x2 and a 4x1 (or 1x4) pool (S21)
setup-advanced-set = the advanced setup is the game's 17 pieces (S21: 3 stones, 2 crystals, 4 pivot-right, 2 pivot-around, a 2x2 and a 4x1 pool, 2 teleporter pairs): { $differences }
## "1 crystal missing" ($what: stone, crystal, pivot-right, pivot-around, pool, teleporter)
setup-missing = { $n } { $what }{ $n ->
        [one] {""}
       *[other] s
    } missing
setup-too-many = { $n } { $what }{ $n ->
        [one] {""}
       *[other] s
    } too many
setup-same-pools = the two pools have the same shape
