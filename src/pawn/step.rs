//! One point of a pawn move on the search's cells: enter, leave, step, push (P5), slide (P6),
//! with the piece codes and the Zobrist keys of the configurations.

use super::*;

/// Cell codes of the search (the moving pawn is not on its cells).
pub(super) type Cells = [u8; CELLS];
const _: () = assert!(CELLS.is_multiple_of(8));
pub(super) const EMPTY: u8 = 0;
pub(super) const PAWN: u8 = 8;
/// Locations beyond the 176 grid indices.
pub(super) const WAITING: u8 = 254;
pub(super) const OUT: u8 = 255;

pub(super) const fn code_of(p: Piece) -> u8 {
    match p {
        Piece::Stone => 1,
        Piece::Crystal => 2,
        Piece::Pivot(PivotKind::Right) => 3,
        Piece::Pivot(PivotKind::Around) => 4,
    }
}

pub(super) const fn piece_of(code: u8) -> Option<Piece> {
    match code {
        1 => Some(Piece::Stone),
        2 => Some(Piece::Crystal),
        3 => Some(Piece::Pivot(PivotKind::Right)),
        4 => Some(Piece::Pivot(PivotKind::Around)),
        _ => None,
    }
}

/// The square of a location on the board (not waiting, not out).
#[inline(always)]
pub(super) fn square_of(loc: u8) -> Square {
    Square::of_index(loc)
}

/// The fixed part of the search: the board as it was (flat things, pawns, the monster never
/// change during a pawn's move) and the option in force.
pub(super) struct Ctx<'a> {
    pub(super) board: &'a Board,
    pub(super) monster: Square,
    pub(super) destroy: bool,
    /// The board's pool and teleporter squares, a word per row, at hand.
    pub(super) pools: [u16; ROWS as usize],
    pub(super) teleporters: [u16; ROWS as usize],
}

impl<'a> Ctx<'a> {
    pub(super) fn new(board: &'a Board, destroy: bool) -> Ctx<'a> {
        let (pools, teleporters) = board.floor_rows();
        Ctx {
            board,
            monster: board.monster(),
            destroy,
            pools,
            teleporters,
        }
    }

    #[inline(always)]
    pub(super) fn is_pool(&self, sq: Square) -> bool {
        let i = sq.index();
        self.pools[i / COLS as usize] >> (i % COLS as usize) & 1 != 0
    }

    #[inline(always)]
    pub(super) fn is_teleporter(&self, sq: Square) -> bool {
        let i = sq.index();
        self.teleporters[i / COLS as usize] >> (i % COLS as usize) & 1 != 0
    }
}

impl Ctx<'_> {
    /// What makes `sq` not free for a pushed piece (P5), teleporters aside.
    #[inline]
    pub(super) fn obstacle(&self, cells: &Cells, sq: Square) -> Option<Obstacle> {
        if sq == self.monster {
            return Some(Obstacle::Monster(sq));
        }
        match cells[sq.index()] {
            EMPTY => None,
            PAWN => match self.board.occupant(sq) {
                Occupant::Pawn(id) => Some(Obstacle::Pawn(sq, id)),
                _ => unreachable!("pawns do not move during another pawn's move"),
            },
            c => piece_of(c).map(|p| Obstacle::Piece(sq, p)),
        }
    }

    /// The reason for a refused point taken from `loc`, after `pushes` (the move's pushes
    /// so far, in `after` points).
    pub(super) fn reason(&self, b: Block, loc: u8, pushes: &[PushRecord], after: u8) -> Reason {
        match b {
            Block::Ended => Reason::MoveEnded,
            Block::Wall { from, dir } => Reason::Wall { from, dir },
            Block::Monster(_) if loc == WAITING => Reason::EntranceBarred,
            Block::Monster(at) => Reason::MonsterSquare { at },
            Block::Teleporter(at) => Reason::Teleporter { at },
            Block::Push {
                piece,
                at,
                dir,
                obstacle,
            } => Reason::CannotPush {
                piece,
                at,
                dir,
                obstacle,
                origin: reason::origin_of(pushes, at),
                after,
            },
        }
    }
}

/// Why a point cannot be taken.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Block {
    /// The pawn is out.
    Ended,
    /// The wall.
    Wall { from: Square, dir: Dir },
    /// The monster's square (P4; on p11 it bars the entrance, S9).
    Monster(Square),
    /// A teleporter (P4).
    Teleporter(Square),
    /// The piece on the square entered cannot be pushed (P5).
    Push {
        piece: Piece,
        at: Square,
        dir: Dir,
        obstacle: Obstacle,
    },
}

/// What one point did.
#[derive(Clone, Copy, Debug)]
pub(super) struct StepOut {
    pub(super) loc: u8,
    pub(super) onto: Option<Square>,
    pub(super) slide: Option<Slide>,
    /// Whether a piece moved (the configuration changed).
    pub(super) pushed: bool,
}

/// Receives the pushes of a point while it is played (the search records nothing).
pub(super) trait Record {
    fn pushed(&mut self, _: PushRecord) {}
}

impl Record for () {}

impl Record for Vec<PushRecord> {
    fn pushed(&mut self, r: PushRecord) {
        self.push(r);
    }
}

/// The pushes of one point, to put the pieces back after it (the search's record).
#[derive(Default)]
pub(super) struct Undo {
    /// Each push: the square it left, the square it came to rest on (`NO_SQUARE` if removed),
    /// the piece's code.
    pub(super) pushes: [(u8, u8, u8); 4],
    pub(super) len: u8,
    /// More pushes than kept (never in one point, P5 and S12 allow two).
    pub(super) overflow: bool,
}

pub(super) const NO_SQUARE: u8 = u8::MAX;

impl Record for Undo {
    #[inline]
    fn pushed(&mut self, r: PushRecord) {
        if self.len as usize == self.pushes.len() {
            self.overflow = true;
            return;
        }
        let to = r.to.map_or(NO_SQUARE, |s| s.index() as u8);
        self.pushes[self.len as usize] = (r.from.index() as u8, to, code_of(r.piece));
        self.len += 1;
    }
}

impl Undo {
    /// Puts the pushed pieces back, last push first (a piece may be pushed twice, S12): the
    /// squares they came to were free before. False if it cannot (too many pushes).
    #[inline]
    pub(super) fn apply(&self, cells: &mut Cells) -> bool {
        if self.overflow {
            return false;
        }
        for &(from, to, code) in self.pushes[..self.len as usize].iter().rev() {
            if to != NO_SQUARE {
                cells[to as usize] = EMPTY;
            }
            cells[from as usize] = code;
        }
        true
    }
}

/// Zobrist keys of the piece codes on each cell.
pub(super) static ZOBRIST: [[u64; 5]; CELLS] = zobrist_pieces();

pub(super) const fn splitmix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

pub(super) const fn zobrist_pieces() -> [[u64; 5]; CELLS] {
    let mut t = [[0; 5]; CELLS];
    let mut i = 0;
    while i < CELLS {
        let mut c = 1;
        while c < 5 {
            t[i][c] = splitmix((i * 8 + c) as u64);
            c += 1;
        }
        i += 1;
    }
    t
}

/// Pushes the piece on `at` one square `dir` (P5, S13), lets it slide (P8, S5) and removes it
/// on a corner or teleporter. On refusal nothing has changed.
#[inline(always)]
pub(super) fn push<R: Record>(
    ctx: &Ctx,
    cells: &mut Cells,
    hash: &mut u64,
    at: Square,
    dir: Dir,
    rec: &mut R,
) -> Result<(), Obstacle> {
    let code = cells[at.index()];
    let piece = piece_of(code).expect("a piece to push");
    let behind = at.step(dir).ok_or(Obstacle::Wall)?;
    if let Some(o) = ctx.obstacle(cells, behind) {
        return Err(o);
    }
    let mut removed_on = None;
    let mut rest = behind;
    if ctx.is_teleporter(behind) {
        if !ctx.destroy {
            return Err(Obstacle::Teleporter(behind));
        }
        removed_on = Some(behind);
    } else {
        // S5: it slides while on a pool, and stops before anything in its way.
        while ctx.is_pool(rest) {
            let Some(next) = rest.step(dir) else { break };
            if ctx.obstacle(cells, next).is_some() {
                break;
            }
            if ctx.is_teleporter(next) {
                if ctx.destroy {
                    removed_on = Some(next);
                }
                break;
            }
            rest = next;
        }
        if removed_on.is_none() && rest.is_corner() {
            removed_on = Some(rest);
        }
    }
    cells[at.index()] = EMPTY;
    *hash ^= ZOBRIST[at.index()][code as usize];
    let to = if removed_on.is_some() {
        None
    } else {
        cells[rest.index()] = code;
        *hash ^= ZOBRIST[rest.index()][code as usize];
        Some(rest)
    };
    rec.pushed(PushRecord {
        piece,
        from: at,
        to,
        removed_on,
    });
    Ok(())
}

/// One point from `loc` towards `dir`: enter (S9), leave (S10), step, push (P5), slide (P6).
/// On refusal `cells` are unchanged.
#[inline(always)]
pub(super) fn step<R: Record>(
    ctx: &Ctx,
    cells: &mut Cells,
    hash: &mut u64,
    loc: u8,
    dir: Dir,
    rec: &mut R,
) -> Result<StepOut, Block> {
    let target = match loc {
        OUT => return Err(Block::Ended),
        // S9: entering is a move heading west onto p11 from beyond its door.
        WAITING if dir == Dir::West => Square::P11,
        WAITING => {
            return Err(Block::Wall {
                from: Square::P11,
                dir,
            })
        }
        _ => {
            let from = square_of(loc);
            if from == Square::A1 && dir == Dir::West {
                // P3, S10: through the door of a1.
                return Ok(StepOut {
                    loc: OUT,
                    onto: None,
                    slide: None,
                    pushed: false,
                });
            }
            from.step(dir).ok_or(Block::Wall { from, dir })?
        }
    };
    if target == ctx.monster {
        return Err(Block::Monster(target));
    }
    if ctx.is_teleporter(target) {
        return Err(Block::Teleporter(target));
    }
    let mut pushed = false;
    if let Some(piece) = piece_of(cells[target.index()]) {
        push(ctx, cells, hash, target, dir, rec).map_err(|obstacle| Block::Push {
            piece,
            at: target,
            dir,
            obstacle,
        })?;
        pushed = true;
    }
    let onto = Some(target);
    if !ctx.is_pool(target) {
        return Ok(StepOut {
            loc: target.index() as u8,
            onto,
            slide: None,
            pushed,
        });
    }
    // P6, S11, S12: slide over the pool (and over pawns on it) to the first square beyond.
    let mut cur = target;
    let stop = loop {
        let Some(next) = cur.step(dir) else {
            break Some(SlideStop::Obstacle(Obstacle::Wall));
        };
        if next == ctx.monster {
            break Some(SlideStop::Obstacle(Obstacle::Monster(next)));
        }
        if ctx.is_teleporter(next) {
            break Some(SlideStop::Obstacle(Obstacle::Teleporter(next)));
        }
        let piece = piece_of(cells[next.index()]);
        if ctx.is_pool(next) {
            if let Some(p) = piece {
                break Some(SlideStop::Obstacle(Obstacle::Piece(next, p)));
            }
            cur = next;
            continue;
        }
        if let Some(piece) = piece {
            if let Err(obstacle) = push(ctx, cells, hash, next, dir, rec) {
                break Some(SlideStop::CannotPush {
                    piece,
                    at: next,
                    obstacle,
                });
            }
            pushed = true;
        }
        cur = next;
        break None;
    };
    let slide = Some(Slide {
        from: target,
        to: cur,
        stop,
    });
    Ok(StepOut {
        loc: cur.index() as u8,
        onto,
        slide,
        pushed,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    fn ctx(board: &Board, destroy: bool) -> Ctx<'_> {
        Ctx::new(board, destroy)
    }

    fn cells_of(board: &Board) -> Cells {
        let mut c = [EMPTY; CELLS];
        for s in Square::all() {
            c[s.index()] = match board.occupant(s) {
                Occupant::Empty => EMPTY,
                Occupant::Piece(p) => code_of(p),
                Occupant::Pawn(_) => PAWN,
            };
        }
        c
    }

    fn full_hash(cells: &Cells) -> u64 {
        let mut h = 0;
        for (i, &c) in cells.iter().enumerate() {
            if piece_of(c).is_some() {
                h ^= ZOBRIST[i][c as usize];
            }
        }
        h
    }

    #[test]
    fn the_boards_codes_are_the_searchs() {
        for board in crate::bench::positions() {
            assert_eq!(board.piece_codes(PAWN), cells_of(&board));
        }
    }

    #[test]
    fn piece_codes_round_trip() {
        for p in [
            Piece::Stone,
            Piece::Crystal,
            Piece::Pivot(PivotKind::Right),
            Piece::Pivot(PivotKind::Around),
        ] {
            assert_eq!(piece_of(code_of(p)), Some(p));
        }
        assert_eq!(piece_of(PAWN), None);
        assert_eq!(piece_of(EMPTY), None);
    }

    #[test]
    fn push_keeps_the_hash_in_step() {
        let mut b = Board::empty();
        b.set_monster(sq("e11"), Dir::East);
        b.put_piece(sq("g6"), Piece::Stone);
        for s in ["e6", "f6"] {
            b.put_pool(sq(s));
        }
        let c = ctx(&b, true);
        let mut cells = cells_of(&b);
        let mut h = full_hash(&cells);
        let mut rec = Vec::new();
        push(&c, &mut cells, &mut h, sq("g6"), Dir::West, &mut rec).unwrap();
        // Slid over f6, e6 and stopped on d6 (S5).
        assert_eq!(rec[0].to, Some(sq("d6")));
        assert_eq!(h, full_hash(&cells));
    }

    #[test]
    fn a_refused_push_changes_nothing() {
        let mut b = Board::empty();
        b.set_monster(sq("f6"), Dir::East);
        b.put_piece(sq("g6"), Piece::Crystal);
        let c = ctx(&b, true);
        let mut cells = cells_of(&b);
        let before = cells;
        let mut h = 7;
        assert_eq!(
            push(&c, &mut cells, &mut h, sq("g6"), Dir::West, &mut ()),
            Err(Obstacle::Monster(sq("f6")))
        );
        assert_eq!(cells, before);
        assert_eq!(h, 7);
    }

    #[test]
    fn corner_and_teleporter_remove_the_piece() {
        let mut b = Board::empty();
        b.set_monster(sq("h8"), Dir::East);
        b.put_piece(sq("b1"), Piece::Stone);
        b.put_piece(sq("f5"), Piece::Stone);
        b.put_teleporters((sq("e5"), Dir::North), (sq("k9"), Dir::South));
        let mut cells = cells_of(&b);
        let mut h = full_hash(&cells);
        let mut rec = Vec::new();
        push(
            &ctx(&b, true),
            &mut cells,
            &mut h,
            sq("b1"),
            Dir::West,
            &mut rec,
        )
        .unwrap();
        push(
            &ctx(&b, true),
            &mut cells,
            &mut h,
            sq("f5"),
            Dir::West,
            &mut rec,
        )
        .unwrap();
        assert_eq!(rec[0].removed_on, Some(Square::A1));
        assert_eq!(rec[1].removed_on, Some(sq("e5")));
        assert_eq!(cells.iter().filter(|&&c| c != EMPTY).count(), 0);
        assert_eq!(h, 0);
        let mut cells = cells_of(&b);
        assert_eq!(
            push(
                &ctx(&b, false),
                &mut cells,
                &mut h,
                sq("f5"),
                Dir::West,
                &mut ()
            ),
            Err(Obstacle::Teleporter(sq("e5")))
        );
    }
}
