//! The fixed positions of `furunkulus bench` and of the criterion benchmark: like a chess
//! engine's `bench`, a set of positions run with every tile of the deck, counting steps.

use crate::board::{Board, PawnPlace, ADVANCED_PIECES};
use crate::geometry::{Dir, Square};
use crate::monster;
use crate::rules::{Options, Tile};
use crate::scenario;

/// A small deterministic generator (xorshift64*), so the positions never change.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// Seeded generator (a zero seed is replaced).
    pub fn new(seed: u64) -> Rng {
        Rng(seed.max(1))
    }

    /// Next number.
    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number in `0..n` (n > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
}

/// A random free square: no piece, no pawn, not the monster, not a pool or teleporter.
fn free_square(board: &Board, rng: &mut Rng) -> Square {
    let free: Vec<Square> = Square::all()
        .filter(|&s| {
            board.is_empty(s)
                && s != board.monster()
                && !board.is_pool(s)
                && !board.is_teleporter(s)
        })
        .collect();
    free[rng.below(free.len())]
}

/// The basic setup with `pawns` pawns and the monster placed at random.
pub fn basic_position(rng: &mut Rng, pawns: usize) -> Board {
    let mut b = scenario::basic_board();
    let m = free_square(&b, rng);
    b.set_monster(m, Dir::from_index(rng.below(4) as u8));
    for _ in 0..pawns {
        let s = free_square(&b, rng);
        b.add_pawn(PawnPlace::At(s));
    }
    b
}

/// An advanced-game position: the 11 pieces turned to their faces, pools, both teleporter
/// pairs, `pawns` pawns, all at random.
pub fn advanced_position(rng: &mut Rng, pawns: usize) -> Board {
    let mut b = Board::empty();
    for (s, w, h) in [("i3", 2, 2), ("e9", 4, 1)] {
        let nw: Square = s.parse().expect("pool square");
        for sq in scenario::rect(nw, w, h).expect("pool fits") {
            b.put_pool(sq);
        }
    }
    let m = free_square(&b, rng);
    b.set_monster(m, Dir::from_index(rng.below(4) as u8));
    for _ in 0..2 {
        let a = free_square(&b, rng);
        b.put_teleporters((a, Dir::East), (a, Dir::East)); // reserve a
        let c = free_square(&b, rng);
        b.put_teleporters(
            (a, Dir::from_index(rng.below(4) as u8)),
            (c, Dir::from_index(rng.below(4) as u8)),
        );
    }
    let pieces = ADVANCED_PIECES;
    for p in pieces {
        let s = free_square(&b, rng);
        b.put_piece(s, p);
    }
    for _ in 0..pawns {
        let s = free_square(&b, rng);
        b.add_pawn(PawnPlace::At(s));
    }
    b
}

/// The fixed bench set: 32 basic and 32 advanced positions with 12 pawns each.
pub fn positions() -> Vec<Board> {
    let mut rng = Rng::new(0x00F0_0F1E);
    let mut out = Vec::new();
    for i in 0..64 {
        out.push(if i % 2 == 0 {
            basic_position(&mut rng, 12)
        } else {
            advanced_position(&mut rng, 12)
        });
    }
    out
}

/// Runs every position with every tile of the deck once; returns the monster steps walked.
/// No allocation happens inside.
pub fn run_all(positions: &[Board], options: &Options) -> u64 {
    let mut steps = 0u64;
    for board in positions {
        for tile in Tile::DECK {
            let mut b = *board;
            steps += u64::from(monster::run(&mut b, tile, options, &mut ()).steps);
        }
    }
    steps
}

/// The pawn-move benchmark position: the basic setup with 12 pawns placed at random; the
/// first pawn moves with 6 points.
pub fn pawn_position() -> Board {
    let mut rng = Rng::new(0x0050_A7E5);
    basic_position(&mut rng, 12)
}

/// Generates the moves of the first pawn of every board with 6 points: the number of results.
pub fn pawn_moves(boards: &[Board], options: &Options, build: bool) -> usize {
    let mut n = 0;
    for b in boards {
        let id = crate::board::PawnId(0);
        n += if build {
            crate::pawn::legal_moves(b, id, 6, options).len()
        } else {
            crate::pawn::reach(b, id, 6, options).len()
        };
    }
    n
}
