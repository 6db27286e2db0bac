//! A pawn's results counted a whole layer of squares at a time, for the common move that
//! meets no piece and no pool.
//!
//! Without a push the pieces never move, so a state is the pawn's square alone, and the
//! squares reached with `c` points are those reached with `c - 1` and their neighbours that a
//! point may enter (not the monster's, not a teleporter: P4); a pawn is passed (P7) but never
//! ended on. The breadth-first search ([`super::Search::bfs`]) finds exactly these states, one
//! per destination. As soon as a point might enter a piece's square (a push, P5) or a pool (a
//! slide, P6), the flood gives up and the caller searches state by state.

use super::Dest;
use crate::board::{Board, PawnPlace};
use crate::geometry::{Square, COLS, ROWS};

/// A set of squares: one word per row, bit = column.
type Rows = [u16; ROWS as usize];

/// The most points a flood counts (a pawn's face is at most 6).
const MAX_POINTS: usize = 7;

/// The squares of the board (the grid's rows are cut by the two staircases).
const BOARD: Rows = board_rows();

const fn board_rows() -> Rows {
    let mut rows = [0u16; ROWS as usize];
    let mut r = 0;
    while r < ROWS {
        let mut c = 0;
        while c < COLS {
            if Square::new(c, r).is_some() {
                rows[r as usize] |= 1 << c;
            }
            c += 1;
        }
        r += 1;
    }
    rows
}

/// What a flood reads of a board, found once for all the pawns counted on it.
pub(crate) struct Terrain {
    /// Squares a point may enter with nothing pushed and no slide: empty or a pawn's.
    open: Rows,
    /// Squares whose entering would push (a piece) or slide (a pool).
    stop: Rows,
    /// Squares holding a pawn.
    pawns: Rows,
}

impl Terrain {
    /// The terrain of `board`.
    pub(crate) fn of(board: &Board) -> Terrain {
        let (pools, teleporters) = board.floor_rows();
        let (pieces, pawns) = board.occupied_rows();
        let monster = board.monster();
        let mut open = [0u16; ROWS as usize];
        let mut stop = [0u16; ROWS as usize];
        for r in 0..ROWS as usize {
            stop[r] = pieces[r] | pools[r];
            open[r] = BOARD[r] & !(stop[r] | teleporters[r]);
        }
        open[usize::from(monster.row())] &= !(1 << monster.col());
        Terrain { open, stop, pawns }
    }
}

/// How many results a flood found, for each number of points: all a count needs, kept while
/// the other pawns are counted (the chosen pawn's flood is made again to find its result).
#[derive(Clone, Copy)]
pub(super) struct Counts {
    /// Results of up to `p` points, for `p` up to the budget (a board has 156 squares).
    of: [u8; MAX_POINTS + 1],
    /// The move starts beside the entrance (staying there is its first result).
    waiting: bool,
}

impl Counts {
    /// The number of results of up to `points` points (within the budget).
    pub(super) fn count(&self, points: u8) -> usize {
        usize::from(self.of[usize::from(points)])
    }

    /// The number of results staying beside the entrance (0 or 1).
    pub(super) fn waiting(&self) -> usize {
        usize::from(self.waiting)
    }
}

/// A flood under way: the squares reached so far, one point at a time.
struct Flood<'t> {
    terrain: &'t Terrain,
    /// Points spent so far.
    cost: u8,
    /// Squares reached with up to `cost` points.
    reached: Rows,
    /// Squares first reached with `cost` points.
    frontier: Rows,
    /// Squares the pawn may end on: no other pawn there.
    ends: Rows,
    /// The move starts beside the entrance (staying there is a result).
    waiting: bool,
    /// The pawn went out through a1's door (P3) with up to `cost` points.
    out: bool,
}

/// The squares one point away from `rows` (no wall is crossed: a row's bits do not wrap).
#[inline(always)]
fn neighbours(rows: &Rows) -> Rows {
    let mut out = [0u16; ROWS as usize];
    for r in 0..ROWS as usize {
        let mut n = rows[r] << 1 | rows[r] >> 1;
        if r > 0 {
            n |= rows[r - 1];
        }
        if r + 1 < ROWS as usize {
            n |= rows[r + 1];
        }
        out[r] = n;
    }
    out
}

#[inline(always)]
fn contains(rows: &Rows, sq: Square) -> bool {
    rows[usize::from(sq.row())] >> sq.col() & 1 != 0
}

/// Only `sq`.
fn only(sq: Square) -> Rows {
    let mut rows = [0u16; ROWS as usize];
    rows[usize::from(sq.row())] = 1 << sq.col();
    rows
}

impl<'t> Flood<'t> {
    /// A flood from `start` (nothing reached yet but the start); `None` for a pawn out or
    /// removed.
    #[inline(always)]
    fn new(terrain: &'t Terrain, start: PawnPlace) -> Option<Flood<'t>> {
        let mut ends = [0u16; ROWS as usize];
        for (e, p) in ends.iter_mut().zip(&terrain.pawns) {
            *e = !p;
        }
        let (frontier, waiting) = match start {
            PawnPlace::At(sq) => {
                // Its own square is free once it leaves (and it may stay: 0 points).
                ends[usize::from(sq.row())] |= 1 << sq.col();
                (only(sq), false)
            }
            PawnPlace::Waiting => ([0u16; ROWS as usize], true),
            PawnPlace::Out | PawnPlace::Removed(..) => return None,
        };
        Some(Flood {
            terrain,
            cost: 0,
            reached: frontier,
            frontier,
            ends,
            waiting,
            out: false,
        })
    }

    /// One more point: false if it might push or slide (the flood cannot tell then).
    #[inline(always)]
    fn spread(&mut self) -> bool {
        let next = if self.cost == 0 && self.waiting {
            // S9: the first point enters onto p11 from beyond its door, heading west.
            only(Square::P11)
        } else {
            neighbours(&self.frontier)
        };
        // P3, S10: a1's door, one point.
        self.out |= contains(&self.frontier, Square::A1);
        let t = self.terrain;
        let mut stopped = 0;
        for (r, next) in next.iter().enumerate() {
            stopped |= next & t.stop[r];
            self.frontier[r] = next & t.open[r] & !self.reached[r];
            self.reached[r] |= self.frontier[r];
        }
        self.cost += 1;
        stopped == 0
    }

    /// The results so far.
    #[inline(always)]
    fn count(&self) -> usize {
        let squares: u32 = (0..ROWS as usize)
            .map(|r| (self.reached[r] & self.ends[r]).count_ones())
            .sum();
        squares as usize + usize::from(self.waiting) + usize::from(self.out)
    }

    /// Where result `k` of the results so far ends, in the order of [`super::reach`]:
    /// beside the entrance, the squares by column then row, out (one result per place).
    fn nth(&self, mut k: usize) -> Dest {
        if self.waiting {
            if k == 0 {
                return Dest::Waiting;
            }
            k -= 1;
        }
        for col in 0..COLS {
            for row in 0..ROWS {
                let r = usize::from(row);
                if (self.reached[r] & self.ends[r]) >> col & 1 != 0 {
                    if k == 0 {
                        return Dest::Square(Square::new(col, row).expect("a square of the grid"));
                    }
                    k -= 1;
                }
            }
        }
        debug_assert!(k == 0 && self.out, "k is below the count");
        Dest::Out
    }
}

/// The number of results of a pawn at `start` for each number of points up to `budget` on
/// `terrain`, or `None` if a point might push or slide (or `budget` is beyond what a flood
/// counts, or the pawn is out or removed): then only the state-by-state search tells.
pub(super) fn counts(terrain: &Terrain, start: PawnPlace, budget: u8) -> Option<Counts> {
    if usize::from(budget) > MAX_POINTS {
        return None;
    }
    let mut flood = Flood::new(terrain, start)?;
    let mut counts = Counts {
        of: [0; MAX_POINTS + 1],
        waiting: flood.waiting,
    };
    counts.of[0] = flood.count() as u8;
    for p in 1..=budget {
        if !flood.spread() {
            return None;
        }
        counts.of[usize::from(p)] = flood.count() as u8;
    }
    Some(counts)
}

/// Where result `k` of a pawn at `start` with up to `points` points ends (as
/// [`super::reach`] orders them), where [`counts`] counted them.
pub(super) fn nth(terrain: &Terrain, start: PawnPlace, points: u8, k: usize) -> Dest {
    let mut flood = Flood::new(terrain, start).expect("a pawn in play");
    for _ in 0..points {
        let spread = flood.spread();
        debug_assert!(spread, "counted by flood");
    }
    flood.nth(k)
}

#[cfg(test)]
mod tests {
    use super::super::{reach, search_results};
    use super::*;
    use crate::board::PawnId;
    use crate::rules::Options;

    /// Where the flood counts, it counts what the state-by-state search finds, for every
    /// number of points, and its results come in the same order; where a point might push or
    /// slide, it declines.
    #[test]
    fn the_flood_finds_what_the_search_finds() {
        let options = Options::default();
        let (mut flooded, mut declined) = (0, 0);
        for game in crate::game::random_states(6).iter().step_by(3) {
            let board = &game.board;
            let terrain = Terrain::of(board);
            for id in 0..board.pawn_count() {
                let pawn = PawnId(id as u8);
                let start = board.pawn(pawn);
                if !matches!(start, PawnPlace::At(_) | PawnPlace::Waiting) {
                    continue;
                }
                for budget in 0..=6 {
                    let Some(counts) = counts(&terrain, start, budget) else {
                        declined += 1;
                        continue;
                    };
                    flooded += 1;
                    let found = search_results(board, pawn, budget, &options);
                    assert_eq!(counts.waiting(), found.waiting());
                    for p in 0..=budget {
                        assert_eq!(counts.count(p), found.count(p), "{pawn:?} {p} of {budget}");
                    }
                    let ordered = reach(board, pawn, budget, &options);
                    for k in 0..ordered.len() {
                        assert_eq!(nth(&terrain, start, budget, k), ordered.dest(k));
                    }
                }
            }
        }
        assert!(
            flooded > 1000 && declined > 1000,
            "{flooded} flooded, {declined} declined"
        );
    }

    /// Out through a1's door, past pawns on column a and the entrance's square, beside the
    /// monster: the flood and the search agree.
    #[test]
    fn a_flood_goes_out_past_pawns() {
        let options = Options::default();
        let sq = |s: &str| s.parse::<Square>().expect("a square");
        let mut board = Board::empty();
        board.set_monster(sq("c3"), crate::geometry::Dir::North);
        let mover = board.add_pawn(PawnPlace::At(sq("b2"))).expect("a pawn");
        for s in ["a2", "a3", "b1", "p11", "o11"] {
            board.add_pawn(PawnPlace::At(sq(s))).expect("a pawn");
        }
        let entering = board.add_pawn(PawnPlace::Waiting).expect("a pawn");
        let terrain = Terrain::of(&board);
        for pawn in [mover, entering] {
            for budget in 0..=6 {
                let start = board.pawn(pawn);
                let counts = counts(&terrain, start, budget).expect("nothing to push");
                let ordered = reach(&board, pawn, budget, &options);
                assert_eq!(counts.count(budget), ordered.len(), "{pawn:?} {budget}");
                for k in 0..ordered.len() {
                    assert_eq!(nth(&terrain, start, budget, k), ordered.dest(k));
                }
            }
        }
        let out = reach(&board, mover, 3, &options);
        assert!((0..out.len()).any(|k| out.dest(k) == Dest::Out));
    }

    #[test]
    fn a_flood_declines_a_push_and_a_slide() {
        let mut board = Board::empty();
        let pawn = board
            .add_pawn(PawnPlace::At(Square::new(5, 5).expect("f6")))
            .expect("a pawn");
        let start = board.pawn(pawn);
        assert!(counts(&Terrain::of(&board), start, 6).is_some());
        let mut stone = board;
        stone.put_piece(Square::new(5, 7).expect("f8"), crate::board::Piece::Stone);
        // Two points away: one point cannot reach it, two might push it.
        assert!(counts(&Terrain::of(&stone), start, 1).is_some());
        assert!(counts(&Terrain::of(&stone), start, 2).is_none());
        let mut pool = board;
        pool.put_pool(Square::new(7, 5).expect("h6"));
        assert!(counts(&Terrain::of(&pool), start, 1).is_some());
        assert!(counts(&Terrain::of(&pool), start, 2).is_none());
    }
}
