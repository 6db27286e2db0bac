//! What the solver does: place new pawns or pieces, move pawns, or pick a tile; and how
//! a placement is put on a board and sorted (docs/FORMAT.md section 5).

use crate::board::{Board, PawnPlace, Piece};
use crate::geometry::Square;

/// What the solver puts on the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Place {
    /// `count` new pawns of `player`.
    Pawns {
        /// How many.
        count: usize,
        /// Their player (colour).
        player: String,
    },
    /// `count` stone-like pieces of one kind.
    Pieces {
        /// How many.
        count: usize,
        /// Which kind.
        piece: Piece,
    },
}

impl Place {
    /// How many things are placed.
    pub fn count(&self) -> usize {
        match self {
            Place::Pawns { count, .. } | Place::Pieces { count, .. } => *count,
        }
    }
}

/// What the solver does: the candidates it chooses among.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ask {
    /// Put new pawns or pieces on empty squares (docs/FORMAT.md section 5's candidates).
    Place(Place),
    /// Move these pawns (one or two), in this order, each by its visible face: the
    /// candidates are their legal results (docs/FORMAT.md section 4), the second pawn's on the
    /// board the first one's move left.
    Move(Vec<String>),
    /// Pick the tile: the candidates are the distinct tiles of `tiles`.
    Tile,
}

/// `stone`, `crystal`, `pivot-right`, `pivot-around`: the words of `place: { piece: ... }`.
/// (The piece's one canonical name, [`Piece::name`].)
pub const fn piece_word(p: Piece) -> &'static str {
    p.name()
}
/// Puts the placed things on `squares`.
#[inline]
pub(in crate::puzzle) fn put(b: &mut Board, place: &Place, squares: &[Square]) {
    match place {
        Place::Pawns { .. } => {
            for &s in squares {
                b.add_pawn(PawnPlace::At(s));
            }
        }
        Place::Pieces { piece, .. } => {
            for &s in squares {
                b.put_piece(s, *piece);
            }
        }
    }
}

/// Sorts a placement by column, then row (docs/FORMAT.md section 5).
pub fn sort_placement(squares: &mut [Square]) {
    squares.sort_by_key(|s| s.column_major());
}

pub(in crate::puzzle) fn placement_key(p: &[Square]) -> Vec<(u8, u8)> {
    p.iter().map(|s| s.column_major()).collect()
}
