//! The setup layer: a plain-data [`Setup`] (anything a scenario can say) is turned by one
//! [`Setup::validate`] into a valid [`Scenario`], or every problem found, each a typed
//! [`SetupError`] naming its [`Item`]. Every input format (the YAML lists, the drawn map, game
//! records, generators, tests) builds a `Setup` and goes through this one check, then maps each
//! item back to its own place (line and column) for the messages.
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

use crate::board::{Board, Occupant, PawnPlace, Piece, MAX_PAWNS, MAX_TELEPORTERS};
use crate::geometry::{Dir, Square, CELLS};
use crate::i18n::speaking;
use crate::position::{Pawn, Position};
use crate::rules::{Options, Tile};
use crate::scenario::Scenario;
use crate::t;
use std::collections::BTreeMap;

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
/// turns it into a [`Scenario`].
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

    /// Checks everything and builds the scenario, or returns every problem found, in the
    /// order of the checks (pools, teleporters, pieces, the monster, pawns; then the layout's
    /// own rules). Nothing is half-built: with any problem there is no scenario.
    pub fn validate(&self) -> Result<Scenario, Vec<SetupError>> {
        let mut v = Validation {
            setup: self,
            errors: Vec::new(),
            board: Board::empty(),
            occupied: Cells::default(),
            pools: Cells::default(),
            teleporters: Cells::default(),
        };
        v.layout();
        v.pools();
        v.teleporters();
        v.pieces();
        v.monster();
        let pawns = v.pawns();
        if let Some(square) = endless_slide(&v.board) {
            let item = v.pools.get(&square).copied().unwrap_or(Item::Layout);
            v.error(item, ErrorKind::EndlessSlide { square });
        }
        if self.layout == Layout::Advanced {
            let errors = advanced::check_setup(self);
            v.errors.extend(errors);
        }
        if v.errors.is_empty() {
            let pairs = self
                .teleporters
                .iter()
                .map(|t| (t.at, t.pair.clone()))
                .collect();
            let position = Position::new(v.board, pawns)
                .with_pair_names(pairs)
                .with_colors(self.colors.clone());
            Ok(Scenario::new(self.clone(), position))
        } else {
            Err(v.errors)
        }
    }
}

/// The state of one [`Setup::validate`].
struct Validation<'a> {
    setup: &'a Setup,
    errors: Vec<SetupError>,
    board: Board,
    /// What stands on each square (pieces, the monster, pawns).
    occupied: Cells,
    pools: Cells,
    teleporters: Cells,
}

/// The item on each square, if any.
struct Cells([Option<Item>; CELLS]);

impl Default for Cells {
    fn default() -> Cells {
        Cells([None; CELLS])
    }
}

impl Cells {
    fn get(&self, sq: &Square) -> Option<&Item> {
        self.0[sq.index()].as_ref()
    }
    fn insert(&mut self, sq: Square, item: Item) {
        self.0[sq.index()] = Some(item);
    }
}

impl Validation<'_> {
    fn error(&mut self, item: Item, kind: ErrorKind) {
        self.errors.push(SetupError { item, kind });
    }

    fn layout(&mut self) {
        if self.setup.layout != Layout::Basic {
            return;
        }
        for (i, sq) in basic::STONES.iter().enumerate() {
            self.board.put_piece(*sq, Piece::Stone);
            self.occupied.insert(*sq, Item::BasicStone(i));
        }
        for (i, pool) in basic::POOLS.iter().enumerate() {
            for sq in pool.squares().unwrap_or_default() {
                self.board.put_pool(sq);
                self.pools.insert(sq, Item::BasicPool(i));
            }
        }
    }

    /// Pools first: pieces may stand on them, teleporters may not.
    fn pools(&mut self) {
        for (i, pool) in self.setup.pools.iter().enumerate() {
            let me = Item::Pool(i);
            if pool.width == 0 || pool.height == 0 {
                self.error(me, ErrorKind::PoolSize);
                continue;
            }
            let Some(squares) = pool.squares() else {
                self.error(me, ErrorKind::PoolDoesNotFit);
                continue;
            };
            if let Some((square, other)) = squares
                .iter()
                .find_map(|&s| self.pools.get(&s).map(|&o| (s, o)))
            {
                self.error(me, ErrorKind::OverlappingPools { square, other });
                continue;
            }
            for sq in squares {
                self.board.put_pool(sq);
                self.pools.insert(sq, me);
            }
        }
    }

    fn teleporters(&mut self) {
        let mut pairs: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
        let mut accepted: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
        for (i, t) in self.setup.teleporters.iter().enumerate() {
            let me = Item::Teleporter(i);
            // A teleporter refused for its square still counts in its pair.
            pairs.entry(t.pair.as_str()).or_default().push(i);
            if let Some(&other) = self.occupied.get(&t.at) {
                self.error(
                    me,
                    ErrorKind::TeleporterUnderPiece {
                        square: t.at,
                        other,
                    },
                );
                continue;
            }
            if let Some(&pool) = self.pools.get(&t.at) {
                self.error(me, ErrorKind::TeleporterOnPool { square: t.at, pool });
                continue;
            }
            if let Some(&other) = self.teleporters.get(&t.at) {
                self.error(
                    me,
                    ErrorKind::TwoTeleporters {
                        square: t.at,
                        other,
                    },
                );
                continue;
            }
            self.teleporters.insert(t.at, me);
            accepted.entry(t.pair.as_str()).or_default().push(i);
        }
        for (pair, members) in &pairs {
            match (members.as_slice(), accepted.get(pair).map(Vec::as_slice)) {
                ([_, _], Some(&[a, b])) => {
                    let (first, second) = (&self.setup.teleporters[a], &self.setup.teleporters[b]);
                    if !self
                        .board
                        .put_teleporters((first.at, first.arrow), (second.at, second.arrow))
                    {
                        self.error(Item::Teleporter(a), ErrorKind::TooManyTeleporters);
                    }
                }
                ([_, _], _) => {} // a member was refused, and said so
                (all, _) => self.error(
                    Item::Teleporter(all[0]),
                    ErrorKind::PairSize {
                        pair: pair.to_string(),
                        count: all.len(),
                        squares: all.iter().map(|&i| self.setup.teleporters[i].at).collect(),
                    },
                ),
            }
        }
    }

    /// Records `item` on `sq`, or reports the clash; true if placed.
    fn place(&mut self, item: Item, sq: Square) -> bool {
        if let Some(&teleporter) = self.teleporters.get(&sq) {
            self.error(
                item,
                ErrorKind::OnTeleporter {
                    square: sq,
                    teleporter,
                },
            );
            return false;
        }
        if let Some(&other) = self.occupied.get(&sq) {
            self.error(item, ErrorKind::TwoOnOneSquare { square: sq, other });
            return false;
        }
        self.occupied.insert(sq, item);
        true
    }

    fn pieces(&mut self) {
        for (i, p) in self.setup.pieces.iter().enumerate() {
            if self.place(Item::Piece(i), p.at) {
                self.board.put_piece(p.at, p.piece);
            }
        }
    }

    fn monster(&mut self) {
        let m = self.setup.monster;
        let at = m.square();
        match (self.board.occupant(at), self.occupied.get(&at)) {
            (Occupant::Piece(_), Some(&piece)) => {
                // With no `at`, the piece is the thing to move: the problem is the piece's.
                let item = if m.at.is_some() { Item::Monster } else { piece };
                self.error(item, ErrorKind::MonsterOnPiece { square: at, piece });
            }
            _ => self.board.set_monster(at, m.facing),
        }
        self.occupied.insert(at, Item::Monster);
    }

    fn pawns(&mut self) -> Vec<Pawn> {
        let mut names: BTreeMap<&str, usize> = BTreeMap::new();
        let mut pawns = Vec::new();
        for (i, p) in self.setup.pawns.iter().enumerate() {
            let me = Item::Pawn(i);
            let mut ok = true;
            if !is_pawn_name(&p.name) {
                self.error(me, ErrorKind::PawnName);
                ok = false;
            } else if let Some(&other) = names.get(p.name.as_str()) {
                self.error(
                    me,
                    ErrorKind::DuplicatePawnName {
                        other: Item::Pawn(other),
                    },
                );
                ok = false;
            } else {
                names.insert(&p.name, i);
            }
            if matches!(&p.player, Some(pl) if pl.trim().is_empty()) {
                self.error(me, ErrorKind::EmptyPlayer);
            }
            if let Some(f) = p.face.filter(|f| !(1..=6).contains(f)) {
                self.error(me, ErrorKind::Face(f));
            }
            if !ok {
                continue;
            }
            let place = match p.at {
                Spot::At(sq) => {
                    if !self.place(me, sq) {
                        continue;
                    }
                    PawnPlace::At(sq)
                }
                Spot::Waiting => PawnPlace::Waiting,
            };
            if self.board.add_pawn(place).is_none() {
                self.error(me, ErrorKind::TooManyPawns);
                continue;
            }
            pawns.push(Pawn {
                name: p.name.clone(),
                player: p.player.clone(),
                face: p.face,
            });
        }
        pawns
    }
}

/// A pool square from which a sliding monster would never leave the pools (the slide wraps
/// through walls, M8, S4), if any. Pieces on the way cannot stop a slide, so this depends on
/// the pools alone.
pub fn endless_slide(board: &Board) -> Option<Square> {
    for start in board.pools() {
        for dir in Dir::ALL {
            let mut cur = start;
            let mut n = 0;
            loop {
                cur = cur.step(dir).unwrap_or(cur.mirror());
                n += 1;
                if !board.is_pool(cur) {
                    break;
                }
                if n > crate::geometry::CELLS {
                    return Some(start);
                }
            }
        }
    }
    None
}

impl Setup {
    /// The setup of a valid position, listing what stands on `position`'s board: pieces in
    /// grid order, pools as the rectangles of [`pool_rectangles`], teleporter pairs named
    /// `A`, `B`, ... in grid order of their first teleporter, pawns in id order. Waiting pawns
    /// stay waiting; pawns out or removed are left out. Title, tile and options are empty.
    pub fn of_position(position: &Position) -> Setup {
        let board = position.board();
        let mut setup = Setup {
            monster: MonsterSpec {
                at: Some(board.monster()),
                facing: board.facing(),
            },
            ..Setup::default()
        };
        for (at, piece) in board.pieces() {
            setup.pieces.push(PieceSpec { at, piece });
        }
        setup.pools = pool_rectangles(&board.pools().collect::<Vec<_>>());
        let mut pair = 0u8;
        for (a, b, arrow) in board.teleporters() {
            if a < b {
                let name = position
                    .pair_name(a)
                    .map_or_else(|| pair_name(pair), str::to_string);
                pair += 1;
                setup.teleporters.push(TeleporterSpec {
                    at: a,
                    arrow,
                    pair: name.clone(),
                });
                setup.teleporters.push(TeleporterSpec {
                    at: b,
                    arrow: board.teleporter_arrow(b).unwrap_or(Dir::North),
                    pair: name,
                });
            }
        }
        for id in board.pawn_ids() {
            let at = match board.pawn(id) {
                PawnPlace::At(sq) => Spot::At(sq),
                PawnPlace::Waiting => Spot::Waiting,
                _ => continue,
            };
            let p = position.pawn(id);
            setup.pawns.push(PawnSpec {
                name: p.name.clone(),
                at,
                player: p.player.clone(),
                face: p.face,
            });
        }
        setup
    }
}

/// The name given to the `i`-th teleporter pair of a position with no names: `A`, `B`, ...
pub fn pair_name(i: u8) -> String {
    let mut s = String::new();
    let mut n = i as u32;
    loop {
        s.insert(0, char::from(b'A' + (n % 26) as u8));
        if n < 26 {
            break;
        }
        n = n / 26 - 1;
    }
    s
}

/// Pool squares as rectangles: the squares in grid order, each not yet covered starting a
/// rectangle as wide as the pool row runs, then as tall as every square below is pool too.
/// One canonical cover: two pools side by side come back as one rectangle.
pub fn pool_rectangles(squares: &[Square]) -> Vec<PoolSpec> {
    let set: std::collections::BTreeSet<Square> = squares.iter().copied().collect();
    let mut done = std::collections::BTreeSet::new();
    let mut out = Vec::new();
    for sq in Square::all().filter(|s| set.contains(s)) {
        if done.contains(&sq) {
            continue;
        }
        let free = |c: u8, r: u8| {
            Square::new(c, r).is_some_and(|s| set.contains(&s) && !done.contains(&s))
        };
        let mut w = 1;
        while free(sq.col() + w, sq.row()) {
            w += 1;
        }
        let mut h = 1;
        while (0..w).all(|c| free(sq.col() + c, sq.row() + h)) {
            h += 1;
        }
        for s in rect(sq, w, h).unwrap_or_default() {
            done.insert(s);
        }
        out.push(PoolSpec {
            at: sq,
            width: w,
            height: h,
        });
    }
    out
}
