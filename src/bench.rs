//! The fixed positions of `furunkulus bench` and of the criterion benchmark: like a chess
//! engine's `bench`, a set of positions run with every tile of the deck, counting steps.

use crate::board::{Board, Piece};
use crate::geometry::{Dir, Square};
use crate::monster;
use crate::rng::Rng;
use crate::rules::{Deck, Options};
use crate::setup::advanced::PIECES;
use crate::setup::{MonsterSpec, PawnSpec, PieceSpec, Setup, TeleporterSpec};

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
