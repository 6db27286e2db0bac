//! The setup layer: a plain-data [`Setup`] (anything a scenario can say) is turned by one
//! [`Setup::validate`] into a valid [`Scenario`](crate::scenario::Scenario), or every problem
//! found, each a typed [`SetupError`] naming its [`Item`]. Every input format (the YAML lists,
//! the drawn map, game records, generators, tests) builds a `Setup` and goes through this one
//! check, then maps each item back to its own place (line and column) for the messages.
//!
//! Here: the plain data. In their own rooms: `validate` the check, `error` what can be wrong
//! and its message, `of_position` a position listed as a setup (pools as rectangles),
//! `basic` and `advanced` the two layouts.
//!
//! ```
//! use furunkulus::setup::{Setup, PawnSpec};
//! use furunkulus::geometry::{Dir, Square};
//! let mut setup = Setup::default();
//! setup.monster.at = Some("j8".parse().unwrap());
//! setup.pawns.push(PawnSpec::at("A", "j2".parse().unwrap()));
//! setup.pawns.push(PawnSpec::at("B", "j2".parse().unwrap()));
//! let errors = setup.validate().unwrap_err();
//! assert_eq!(errors.len(), 1);
//! assert!(errors[0].message(&setup, &|_| None).contains("two pieces on one square"));
//! ```

pub mod advanced;
pub mod basic;
mod error;
mod of_position;
mod validate;

pub use error::{ErrorKind, Item, SetupError};
pub use of_position::{pair_name, pool_rectangles};
pub use validate::endless_slide;

use crate::board::Piece;
use crate::geometry::{Dir, Square};
use crate::rules::{Options, Tile};

/// Where the position starts from before the listed items are added.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Hash)]
pub enum Layout {
    /// An empty board.
    #[default]
    Empty,
    /// The standard basic setup (B2): its 11 stones and 2 pools, then the listed items.
    Basic,
    /// The advanced setup (G9, S21): the listed pieces must be the 17 pieces of the advanced
    /// game, placed as G9 allows under the option `keep-clear`.
    Advanced,
}

impl Layout {
    /// `basic` or `advanced` (`None` for the empty board).
    pub const fn name(self) -> Option<&'static str> {
        match self {
            Layout::Empty => None,
            Layout::Basic => Some("basic"),
            Layout::Advanced => Some("advanced"),
        }
    }
}

/// The monster's place: `at` a square (a1 when not given), facing `facing` (east by default).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct MonsterSpec {
    /// Its square, if given; a1 otherwise.
    pub at: Option<Square>,
    /// Its heading.
    pub facing: Dir,
}

impl Default for MonsterSpec {
    fn default() -> Self {
        MonsterSpec {
            at: None,
            facing: Dir::East,
        }
    }
}

impl MonsterSpec {
    /// The square it stands on.
    pub fn square(&self) -> Square {
        self.at.unwrap_or(Square::A1)
    }
}

/// A stone-like piece on a square.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct PieceSpec {
    /// Its square.
    pub at: Square,
    /// Which piece.
    pub piece: Piece,
}

/// A teleporter: its square, its arrow and the name of its pair.
#[derive(Clone, PartialEq, Eq, Debug, Hash)]
pub struct TeleporterSpec {
    /// Its square.
    pub at: Square,
    /// Its arrow: the heading of a monster arriving on it (M10).
    pub arrow: Dir,
    /// Its pair's name; a pair has exactly two teleporters.
    pub pair: String,
}

/// A rectangular blood pool.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct PoolSpec {
    /// Its north-west square.
    pub at: Square,
    /// Columns it covers.
    pub width: u8,
    /// Rows it covers.
    pub height: u8,
}

impl PoolSpec {
    /// Its squares, if the rectangle fits on the board.
    pub fn squares(&self) -> Option<Vec<Square>> {
        rect(self.at, self.width, self.height)
    }
}

/// Where a listed pawn is.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Spot {
    /// On a square.
    At(Square),
    /// Beside the entrance.
    Waiting,
}

/// A pawn: its name, where it is, and optionally its player and visible face.
#[derive(Clone, PartialEq, Eq, Debug, Hash)]
pub struct PawnSpec {
    /// Its name: a short word of letters and digits, unique.
    pub name: String,
    /// Where it is.
    pub at: Spot,
    /// Its player.
    pub player: Option<String>,
    /// Its visible number, 1..6.
    pub face: Option<u8>,
}

impl PawnSpec {
    /// A pawn `name` on `sq`, with no player or face.
    pub fn at(name: &str, sq: Square) -> PawnSpec {
        PawnSpec {
            name: name.to_string(),
            at: Spot::At(sq),
            player: None,
            face: None,
        }
    }
}

/// Anything a scenario can say, as plain data: no check has been made. [`Setup::validate`]
/// turns it into a [`Scenario`](crate::scenario::Scenario).
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Setup {
    /// A title.
    pub title: Option<String>,
    /// The tile to play.
    pub tile: Option<Tile>,
    /// What the board starts from.
    pub layout: Layout,
    /// The monster.
    pub monster: MonsterSpec,
    /// Stones, crystals and pivot stones, in the order given.
    pub pieces: Vec<PieceSpec>,
    /// Teleporters.
    pub teleporters: Vec<TeleporterSpec>,
    /// Blood pools.
    pub pools: Vec<PoolSpec>,
    /// Pawns; a pawn's [`crate::board::PawnId`] is its index here.
    pub pawns: Vec<PawnSpec>,
    /// Rule options.
    pub options: Options,
    /// The colour of each player given one (`color:`), for a player whose name is not a
    /// colour (`Jürgen` drawn red); in the order given.
    pub colors: Vec<(String, crate::render::colour::Colour)>,
}

/// The squares of a `w` x `h` rectangle whose north-west square is `nw`, if all exist.
pub fn rect(nw: Square, w: u8, h: u8) -> Option<Vec<Square>> {
    let mut out = Vec::new();
    for r in 0..h {
        for c in 0..w {
            out.push(Square::new(
                nw.col().checked_add(c)?,
                nw.row().checked_add(r)?,
            )?);
        }
    }
    Some(out)
}

/// Whether a pawn name is a short word of letters (any alphabet: `Zoé1`, `Ærøskøbing`) and
/// digits (0-9), at most 16 of them.
pub fn is_pawn_name(name: &str) -> bool {
    !name.is_empty()
        && name.chars().count() <= 16
        && name
            .chars()
            .all(|c| c.is_alphabetic() || c.is_ascii_digit())
}

impl Setup {
    /// The standard basic setup (B2) with nothing else: [`basic::setup`].
    pub fn basic() -> Setup {
        basic::setup()
    }
}
