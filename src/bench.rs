//! The fixed positions of `furunkulus bench` and of the criterion benchmark: like a chess
//! engine's `bench`, a set of positions run with every tile of the deck, counting steps.

use crate::board::{Board, Piece};
use crate::geometry::{Dir, Square};
use crate::monster::{self, Event};
use crate::rng::Rng;
use crate::rules::{Deck, Options};
use crate::setup::advanced::PIECES;
use crate::setup::{MonsterSpec, PawnSpec, PieceSpec, Setup, TeleporterSpec};
use std::hint::black_box;
use std::time::Instant;

/// A random free square of the position `setup` describes: no piece, no pawn, not the
/// monster, not a pool or teleporter.
fn free_square(board: &Board, rng: &mut Rng) -> Square {
    let free: Vec<Square> = crate::search::candidates(board);
    free[rng.below(free.len())]
}

/// The board of a setup that is valid by construction (the squares were drawn free).
fn board_of(setup: &Setup) -> Board {
    setup
        .validate()
        .map_or_else(|_| Board::empty(), |s| *s.board())
}

/// Adds pawn `P{n}` on a random free square.
fn add_pawn(setup: &mut Setup, rng: &mut Rng) {
    let s = free_square(&board_of(setup), rng);
    let name = format!("P{}", setup.pawns.len());
    setup.pawns.push(PawnSpec::at(&name, s));
}

/// The basic setup with `pawns` pawns and the monster placed at random.
pub fn basic_position(rng: &mut Rng, pawns: usize) -> Board {
    let mut setup = Setup::basic();
    let m = free_square(&board_of(&setup), rng);
    setup.monster = MonsterSpec {
        at: Some(m),
        facing: Dir::from_index(rng.below(4) as u8),
    };
    for _ in 0..pawns {
        add_pawn(&mut setup, rng);
    }
    board_of(&setup)
}

/// An advanced-game position: the 11 pieces turned to their faces, the basic pools, both
/// teleporter pairs, `pawns` pawns, all at random (not kept to G9: the engine is measured on
/// every kind of position).
pub fn advanced_position(rng: &mut Rng, pawns: usize) -> Board {
    let mut setup = Setup {
        pools: crate::setup::basic::POOLS.to_vec(),
        ..Setup::default()
    };
    let m = free_square(&board_of(&setup), rng);
    setup.monster = MonsterSpec {
        at: Some(m),
        facing: Dir::from_index(rng.below(4) as u8),
    };
    for pair in ["yellow", "green"] {
        let a = free_square(&board_of(&setup), rng);
        // Reserve `a` while its partner is drawn.
        let mut reserved = setup.clone();
        reserved.pieces.push(PieceSpec {
            at: a,
            piece: Piece::Stone,
        });
        let c = free_square(&board_of(&reserved), rng);
        for at in [a, c] {
            setup.teleporters.push(TeleporterSpec {
                at,
                arrow: Dir::from_index(rng.below(4) as u8),
                pair: pair.to_string(),
            });
        }
    }
    for piece in PIECES {
        let at = free_square(&board_of(&setup), rng);
        setup.pieces.push(PieceSpec { at, piece });
    }
    for _ in 0..pawns {
        add_pawn(&mut setup, rng);
    }
    board_of(&setup)
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
        for tile in Deck::STANDARD {
            let mut b = *board;
            steps += u64::from(monster::run(&mut b, tile, options, &mut ()).steps);
        }
    }
    steps
}

/// Runs every position with every tile of the deck once on the explained path, keeping every
/// event as `trace` does (in one list, emptied between moves); returns the steps walked.
pub fn run_all_explained(positions: &[Board], options: &Options, events: &mut Vec<Event>) -> u64 {
    let mut steps = 0u64;
    for board in positions {
        for tile in Deck::STANDARD {
            let mut b = *board;
            events.clear();
            steps += u64::from(monster::run(&mut b, tile, options, events).steps);
        }
    }
    steps
}

/// Monster steps per second over the bench set, on both paths of the engine.
#[derive(Clone, Copy, Debug)]
pub struct MonsterSpeed {
    /// Steps walked in one round of the set.
    pub steps_per_round: u64,
    /// Rounds run on each path.
    pub rounds: u32,
    /// Batches the rounds were split into.
    pub batches: u32,
    /// Fast path (the sink `()`, as searches run): the median batch's steps per second.
    pub fast: f64,
    /// The fastest batch on the fast path.
    pub fast_best: f64,
    /// Explained path (every event kept, as `trace` runs): the median batch's steps per second.
    pub explained: f64,
}

/// Measures [`MonsterSpeed`]: `rounds` rounds of the set on each path, in batches that
/// alternate between the paths, so both meet the same machine (a shared machine is noisy:
/// the median batch is reported).
pub fn monster_speed(positions: &[Board], options: &Options, rounds: u32) -> MonsterSpeed {
    let batches = rounds.clamp(1, 10);
    let per_batch = rounds.max(1).div_ceil(batches);
    let mut events = Vec::new();
    // One warm-up round of each.
    let steps_per_round = run_all(positions, options);
    run_all_explained(positions, options, &mut events);
    let (mut fast, mut explained) = (Vec::new(), Vec::new());
    for _ in 0..batches {
        let start = Instant::now();
        let mut steps = 0;
        for _ in 0..per_batch {
            steps += run_all(black_box(positions), options);
        }
        fast.push(steps as f64 / start.elapsed().as_secs_f64());
        let start = Instant::now();
        let mut steps = 0;
        for _ in 0..per_batch {
            steps += run_all_explained(black_box(positions), options, &mut events);
        }
        explained.push(steps as f64 / start.elapsed().as_secs_f64());
    }
    let median = |v: &mut Vec<f64>| {
        v.sort_by(f64::total_cmp);
        v[v.len() / 2]
    };
    MonsterSpeed {
        steps_per_round,
        rounds: per_batch * batches,
        batches,
        fast_best: fast.iter().copied().fold(0.0, f64::max),
        fast: median(&mut fast),
        explained: median(&mut explained),
    }
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
