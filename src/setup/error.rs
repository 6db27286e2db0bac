//! What can be wrong with a setup: the item it concerns, the kind of problem, and the
//! message that says it in the player's language.

use super::{Layout, Setup};
use crate::board::{Piece, MAX_PAWNS, MAX_TELEPORTERS};
use crate::geometry::Square;
use crate::i18n::speaking;
use crate::t;

/// One item of a [`Setup`], named by its list and index, so each input format can say where
/// in its own text the item was written.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash, PartialOrd, Ord)]
pub enum Item {
    /// The layout (`setup: basic` / `advanced`) as a whole.
    Layout,
    /// Stone `i` of the basic setup (B2).
    BasicStone(usize),
    /// Pool `i` of the basic setup (B2).
    BasicPool(usize),
    /// The monster.
    Monster,
    /// `pieces[i]`.
    Piece(usize),
    /// `teleporters[i]`.
    Teleporter(usize),
    /// `pools[i]`.
    Pool(usize),
    /// `pawns[i]`.
    Pawn(usize),
}

/// What is wrong with an item.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ErrorKind {
    /// A pool of width or height 0.
    PoolSize,
    /// The pool's rectangle leaves the board.
    PoolDoesNotFit,
    /// Two pools cover `square`.
    OverlappingPools {
        /// A square both cover.
        square: Square,
        /// The other pool.
        other: Item,
    },
    /// The pools make the monster slide forever through the walls (from `square`).
    EndlessSlide {
        /// A pool square a slide from which never ends.
        square: Square,
    },
    /// A teleporter on a pool square (S14).
    TeleporterOnPool {
        /// The square.
        square: Square,
        /// The pool.
        pool: Item,
    },
    /// A teleporter where something already stands.
    TeleporterUnderPiece {
        /// The square.
        square: Square,
        /// What stands there.
        other: Item,
    },
    /// Two teleporters on one square.
    TwoTeleporters {
        /// The square.
        square: Square,
        /// The other teleporter.
        other: Item,
    },
    /// A teleporter pair with other than two teleporters.
    PairSize {
        /// The pair's name.
        pair: String,
        /// How many teleporters it has.
        count: usize,
        /// Their squares, in the order listed.
        squares: Vec<Square>,
    },
    /// More teleporter pairs than a board holds ([`MAX_TELEPORTERS`] teleporters).
    TooManyTeleporters,
    /// A piece or pawn on a teleporter.
    OnTeleporter {
        /// The square.
        square: Square,
        /// The teleporter.
        teleporter: Item,
    },
    /// Two things on one square.
    TwoOnOneSquare {
        /// The square.
        square: Square,
        /// What else stands there.
        other: Item,
    },
    /// The monster on a stone-like piece.
    MonsterOnPiece {
        /// The square.
        square: Square,
        /// The piece.
        piece: Item,
    },
    /// A pawn name that is not a short word of letters and digits.
    PawnName,
    /// A pawn name used twice.
    DuplicatePawnName {
        /// The other pawn.
        other: Item,
    },
    /// A player's name that is empty.
    EmptyPlayer,
    /// A face outside 1..6.
    Face(u8),
    /// More pawns than a board holds.
    TooManyPawns,
    /// G9 under `keep-clear`: a piece on a square the advanced setup keeps clear.
    KeepClear {
        /// The square.
        square: Square,
    },
    /// G9: two teleporters orthogonally adjacent.
    TeleportersAdjacent {
        /// A square of this teleporter.
        square: Square,
        /// The other teleporter.
        other: Item,
    },
    /// S21: a piece on a pool in the advanced setup (an overlap).
    OnPoolInSetup {
        /// The square.
        square: Square,
        /// The pool.
        pool: Item,
    },
    /// S21: a pool of the advanced setup must be 2x2, 4x1 or 1x4.
    AdvancedPoolShape,
    /// S21: the advanced setup's pieces are not the 17 of the game.
    AdvancedSet {
        /// What is missing or too many, in words ("1 crystal missing").
        differences: Vec<String>,
    },
}

/// One problem of a [`Setup`]: which item, and what is wrong.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SetupError {
    /// The item at fault.
    pub item: Item,
    /// What is wrong.
    pub kind: ErrorKind,
}

impl Setup {
    /// The item's description in a sentence: "a stone", "pawn A", "the pool at k6" (in the
    /// language of [`crate::i18n::speaking`]).
    pub fn describe(&self, item: Item) -> String {
        let lang = speaking();
        match item {
            Item::Layout => match self.layout {
                Layout::Advanced => t!(lang, "setup-item-advanced"),
                _ => t!(lang, "setup-item-basic"),
            },
            Item::BasicStone(_) => t!(lang, "setup-item-basic-stone"),
            Item::BasicPool(_) => t!(lang, "setup-item-basic-pool"),
            Item::Monster => t!(
                lang,
                "setup-item-monster",
                placed = self.monster.at.is_some()
            ),
            Item::Piece(i) => self.pieces.get(i).map_or_else(
                || t!(lang, "setup-item-piece-unknown"),
                |p| t!(lang, "setup-item-piece", piece = p.piece),
            ),
            Item::Teleporter(i) => self.teleporters.get(i).map_or_else(
                || t!(lang, "setup-item-teleporter-unknown"),
                |t| t!(lang, "setup-item-teleporter", pair = &t.pair),
            ),
            Item::Pool(i) => self.pools.get(i).map_or_else(
                || t!(lang, "setup-item-pool-unknown"),
                |p| t!(lang, "setup-item-pool", at = p.at),
            ),
            Item::Pawn(i) => self.pawns.get(i).map_or_else(
                || t!(lang, "setup-item-pawn-unknown"),
                |p| t!(lang, "setup-item-pawn", name = &p.name),
            ),
        }
    }
}

impl SetupError {
    /// The problem in words (in the language of [`crate::i18n::speaking`]). `line_of` gives
    /// the line an item was written on, if the input has lines, to point at the other item of
    /// a clash ("(line 7)").
    pub fn message(&self, setup: &Setup, line_of: &dyn Fn(Item) -> Option<u64>) -> String {
        let lang = speaking();
        let what = setup.describe(self.item);
        let at = |item: Item| {
            line_of(item).map_or(String::new(), |l| {
                format!(" {}", t!(lang, "setup-line", line = l))
            })
        };
        match &self.kind {
            ErrorKind::PoolSize => t!(lang, "setup-pool-size", what = what),
            ErrorKind::PoolDoesNotFit => {
                let p = match self.item {
                    Item::Pool(i) => setup.pools.get(i).copied(),
                    _ => None,
                };
                match p {
                    Some(p) => t!(
                        lang,
                        "setup-pool-does-not-fit",
                        width = p.width,
                        height = p.height,
                        at = p.at
                    ),
                    None => t!(lang, "setup-does-not-fit", what = what),
                }
            }
            ErrorKind::OverlappingPools { square, other } => t!(
                lang,
                "setup-overlapping-pools",
                what = what,
                other = setup.describe(*other) + &at(*other),
                square = *square
            ),
            ErrorKind::EndlessSlide { square } => {
                t!(lang, "setup-endless-slide", square = *square)
            }
            ErrorKind::TeleporterOnPool { square, pool } => t!(
                lang,
                "setup-teleporter-on-pool",
                square = *square,
                pool = setup.describe(*pool) + &at(*pool)
            ),
            ErrorKind::TeleporterUnderPiece { square, other } => t!(
                lang,
                "setup-teleporter-under-piece",
                other = setup.describe(*other),
                square = *square,
                line = at(*other)
            ),
            ErrorKind::TwoTeleporters { square, other } => t!(
                lang,
                "setup-two-teleporters",
                square = *square,
                line = line_of(*other).unwrap_or(0)
            ),
            ErrorKind::PairSize {
                pair,
                count,
                squares,
            } => match squares.as_slice() {
                [alone] => t!(lang, "setup-pair-alone", at = *alone, pair = pair),
                _ => t!(
                    lang,
                    "setup-pair-size",
                    pair = pair,
                    count = *count,
                    squares = squares
                        .iter()
                        .map(ToString::to_string)
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            },
            ErrorKind::TooManyTeleporters => {
                t!(
                    lang,
                    "setup-too-many-teleporters",
                    pairs = MAX_TELEPORTERS / 2
                )
            }
            ErrorKind::OnTeleporter { square, teleporter } => t!(
                lang,
                "setup-on-teleporter",
                what = what,
                square = *square,
                teleporter = setup.describe(*teleporter),
                line = at(*teleporter)
            ),
            ErrorKind::TwoOnOneSquare { square, other } => t!(
                lang,
                "setup-two-on-one-square",
                what = what,
                other = setup.describe(*other) + &at(*other),
                square = *square
            ),
            ErrorKind::MonsterOnPiece { square, piece } => t!(
                lang,
                "setup-monster-on-piece",
                piece = piece_kind(setup, *piece),
                square = *square,
                placed = setup.monster.at.is_some(),
                line = at(*piece)
            ),
            ErrorKind::PawnName => {
                t!(lang, "setup-pawn-name", name = pawn_name(setup, self.item))
            }
            ErrorKind::DuplicatePawnName { other } => t!(
                lang,
                "setup-duplicate-pawn",
                name = pawn_name(setup, self.item),
                line = line_of(*other).unwrap_or(0)
            ),
            ErrorKind::EmptyPlayer => t!(lang, "setup-empty-player"),
            ErrorKind::Face(f) => t!(lang, "setup-face", face = *f),
            ErrorKind::TooManyPawns => t!(lang, "setup-too-many-pawns", most = MAX_PAWNS),
            ErrorKind::KeepClear { square } => t!(
                lang,
                "setup-keep-clear",
                what = what,
                square = *square,
                keep = setup.options.keep_clear.name()
            ),
            ErrorKind::TeleportersAdjacent { square, other } => t!(
                lang,
                "setup-teleporters-adjacent",
                what = what,
                square = *square,
                other = setup.describe(*other) + &at(*other)
            ),
            ErrorKind::OnPoolInSetup { square, pool } => t!(
                lang,
                "setup-on-pool",
                what = what,
                square = *square,
                pool = setup.describe(*pool) + &at(*pool)
            ),
            ErrorKind::AdvancedPoolShape => t!(lang, "setup-advanced-pool-shape", what = what),
            ErrorKind::AdvancedSet { differences } => t!(
                lang,
                "setup-advanced-set",
                differences = differences.join(", ")
            ),
        }
    }
}

fn pawn_name(setup: &Setup, item: Item) -> &str {
    match item {
        Item::Pawn(i) => setup.pawns.get(i).map_or("?", |p| p.name.as_str()),
        _ => "?",
    }
}

/// The kind of the piece `item` (a stone when it is not a listed piece: the basic setup's).
fn piece_kind(setup: &Setup, item: Item) -> Piece {
    match item {
        Item::Piece(i) => setup.pieces.get(i).map_or(Piece::Stone, |p| p.piece),
        _ => Piece::Stone,
    }
}
