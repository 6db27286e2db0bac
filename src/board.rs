//! What stands where: pieces, pawns, pools, teleporters and the monster.
//!
//! A [`Board`] is a small `Copy` value (no heap), so searches can copy it freely and the
//! monster engine can run on it without allocating.

use crate::geometry::{Dir, Square, CELLS};
use std::fmt;

/// The most pawns one board can hold (7 players with 4 pawns is 28).
pub const MAX_PAWNS: usize = 64;

/// The two kinds of pivot stone (M9).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum PivotKind {
    /// Turns the monster 90° clockwise.
    Right,
    /// Turns the monster 180°.
    Around,
}

impl PivotKind {
    /// The heading after this pivot turned a monster heading `dir`.
    pub const fn turn(self, dir: Dir) -> Dir {
        match self {
            PivotKind::Right => dir.right(),
            PivotKind::Around => dir.opposite(),
        }
    }

    /// `right` or `around`, as in the scenario file.
    pub const fn name(self) -> &'static str {
        match self {
            PivotKind::Right => "right",
            PivotKind::Around => "around",
        }
    }
}

/// A stone-like piece: it can be pushed, and (but for the crystal) it blocks sight.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Piece {
    /// A plain stone.
    Stone,
    /// A crystal: a stone the monster sees through.
    Crystal,
    /// A pivot stone.
    Pivot(PivotKind),
}

impl Piece {
    /// Whether the monster's sight stops at this piece (M2).
    pub const fn blocks_sight(self) -> bool {
        !matches!(self, Piece::Crystal)
    }

    /// Every kind, in the order of section 2.
    pub const ALL: [Piece; 4] = [
        Piece::Stone,
        Piece::Crystal,
        Piece::Pivot(PivotKind::Right),
        Piece::Pivot(PivotKind::Around),
    ];

    /// The piece's one canonical name, as in files, JSON and the command line: `stone`,
    /// `crystal`, `pivot-right`, `pivot-around`.
    pub const fn name(self) -> &'static str {
        match self {
            Piece::Stone => "stone",
            Piece::Crystal => "crystal",
            Piece::Pivot(PivotKind::Right) => "pivot-right",
            Piece::Pivot(PivotKind::Around) => "pivot-around",
        }
    }

    /// The piece called `name` ([`Piece::name`]).
    pub fn parse(name: &str) -> Option<Piece> {
        Piece::ALL.into_iter().find(|p| p.name() == name.trim())
    }

    /// The two characters drawn for it on a board and in a drawn map: `##` stone, `<>`
    /// crystal, `#r` pivot-right, `#u` pivot-around.
    pub const fn glyph(self) -> &'static str {
        match self {
            Piece::Stone => "##",
            Piece::Crystal => "<>",
            Piece::Pivot(PivotKind::Right) => "#r",
            Piece::Pivot(PivotKind::Around) => "#u",
        }
    }
}

impl fmt::Display for Piece {
    /// In sentences: "stone", "crystal", "pivot-right stone", "pivot-around stone".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())?;
        if matches!(self, Piece::Pivot(_)) {
            f.write_str(" stone")?;
        }
        Ok(())
    }
}

/// Index of a pawn in its scenario's pawn list.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct PawnId(pub u8);

/// What stands on a square.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Occupant {
    /// Nothing (the monster is tracked apart).
    Empty,
    /// A stone-like piece.
    Piece(Piece),
    /// A pawn.
    Pawn(PawnId),
}

/// What lies flat on a square. Flat things never move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Floor {
    /// Plain floor.
    Plain,
    /// A blood pool square (M7, P6).
    Pool,
    /// A teleporter; its partner and arrow are on the board (M10).
    Teleporter,
}

/// How a pawn left the board during the monster's move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Removal {
    /// The monster moved onto it (M5).
    Eaten,
    /// Pushed off the board (M6).
    Crushed,
    /// Pushed onto a teleporter (M6).
    Destroyed,
}

impl Removal {
    /// `eaten`, `crushed` or `destroyed`, as in FORMAT.md.
    pub const fn name(self) -> &'static str {
        match self {
            Removal::Eaten => "eaten",
            Removal::Crushed => "crushed",
            Removal::Destroyed => "destroyed",
        }
    }
}

/// Where a pawn is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PawnPlace {
    /// On a square.
    At(Square),
    /// Beside the entrance, not on the board.
    Waiting,
    /// Out through the exit.
    Out,
    /// Taken by the monster (which step is the move's business: see [`crate::trace`]).
    Removed(Removal),
}

// Cell codes.
const EMPTY: u8 = 0;
const STONE: u8 = 1;
const CRYSTAL: u8 = 2;
const PIVOT_RIGHT: u8 = 3;
const PIVOT_AROUND: u8 = 4;
const PAWN_BASE: u8 = 16;

const PLAIN: u8 = 0;
const POOL: u8 = 1;
const TELEPORTER: u8 = 2;

/// The position: every piece, pawn, flat feature and the monster.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Board {
    cells: [u8; CELLS],
    floor: [u8; CELLS],
    /// For a teleporter square: its partner's square index.
    partner: [u8; CELLS],
    /// For a teleporter square: its arrow.
    arrow: [u8; CELLS],
    pawns: [PawnPlace; MAX_PAWNS],
    pawn_count: u8,
    monster: Square,
    facing: Dir,
}

impl Default for Board {
    fn default() -> Self {
        Board::empty()
    }
}

impl Board {
    /// An empty board: the monster on a1 facing east, nothing else. Boards with more on them
    /// come from [`crate::setup::Setup::validate`], so every board is a valid position.
    pub const fn empty() -> Board {
        Board {
            cells: [EMPTY; CELLS],
            floor: [PLAIN; CELLS],
            partner: [0; CELLS],
            arrow: [0; CELLS],
            pawns: [PawnPlace::Waiting; MAX_PAWNS],
            pawn_count: 0,
            monster: Square::A1,
            facing: Dir::East,
        }
    }

    /// What stands on `sq`.
    #[inline]
    pub fn occupant(&self, sq: Square) -> Occupant {
        match self.cells[sq.index()] {
            EMPTY => Occupant::Empty,
            STONE => Occupant::Piece(Piece::Stone),
            CRYSTAL => Occupant::Piece(Piece::Crystal),
            PIVOT_RIGHT => Occupant::Piece(Piece::Pivot(PivotKind::Right)),
            PIVOT_AROUND => Occupant::Piece(Piece::Pivot(PivotKind::Around)),
            c => Occupant::Pawn(PawnId(c - PAWN_BASE)),
        }
    }

    /// Whether nothing stands on `sq` (the monster is not counted).
    #[inline]
    pub fn is_empty(&self, sq: Square) -> bool {
        self.cells[sq.index()] == EMPTY
    }

    /// What lies flat on `sq`.
    #[inline]
    pub fn floor(&self, sq: Square) -> Floor {
        match self.floor[sq.index()] {
            POOL => Floor::Pool,
            TELEPORTER => Floor::Teleporter,
            _ => Floor::Plain,
        }
    }

    /// Whether `sq` is a pool square.
    #[inline]
    pub fn is_pool(&self, sq: Square) -> bool {
        self.floor[sq.index()] == POOL
    }

    /// Whether `sq` holds a teleporter.
    #[inline]
    pub fn is_teleporter(&self, sq: Square) -> bool {
        self.floor[sq.index()] == TELEPORTER
    }

    /// For a teleporter: its partner's square and the partner's arrow... of the partner.
    /// Returns the square the monster arrives on and the heading it then has.
    #[inline]
    pub fn teleport_target(&self, sq: Square) -> Option<(Square, Dir)> {
        if !self.is_teleporter(sq) {
            return None;
        }
        let to = Square::from_index(self.partner[sq.index()] as usize)?;
        Some((to, Dir::from_index(self.arrow[to.index()])))
    }

    /// The arrow of the teleporter on `sq`.
    pub fn teleporter_arrow(&self, sq: Square) -> Option<Dir> {
        self.is_teleporter(sq)
            .then(|| Dir::from_index(self.arrow[sq.index()]))
    }

    /// The monster's square.
    #[inline]
    pub fn monster(&self) -> Square {
        self.monster
    }

    /// The monster's heading.
    #[inline]
    pub fn facing(&self) -> Dir {
        self.facing
    }

    /// Puts the monster on `sq` facing `dir`.
    #[inline]
    pub(crate) fn set_monster(&mut self, sq: Square, dir: Dir) {
        self.monster = sq;
        self.facing = dir;
    }

    /// Turns the monster.
    #[inline]
    pub(crate) fn set_facing(&mut self, dir: Dir) {
        self.facing = dir;
    }

    /// Number of pawns (on the board or not).
    #[inline]
    pub fn pawn_count(&self) -> usize {
        self.pawn_count as usize
    }

    /// All pawn ids.
    pub fn pawn_ids(&self) -> impl Iterator<Item = PawnId> {
        (0..self.pawn_count).map(PawnId)
    }

    /// Where pawn `id` is.
    #[inline]
    pub fn pawn(&self, id: PawnId) -> PawnPlace {
        self.pawns[id.0 as usize]
    }

    /// The square of pawn `id`, if it stands on the board.
    #[inline]
    pub fn pawn_square(&self, id: PawnId) -> Option<Square> {
        match self.pawns[id.0 as usize] {
            PawnPlace::At(s) => Some(s),
            _ => None,
        }
    }

    /// Adds a pawn, returning its id, or `None` if the board is full of pawns.
    /// The caller makes sure the square is free.
    pub(crate) fn add_pawn(&mut self, place: PawnPlace) -> Option<PawnId> {
        if self.pawn_count as usize >= MAX_PAWNS {
            return None;
        }
        let id = PawnId(self.pawn_count);
        self.pawn_count += 1;
        self.pawns[id.0 as usize] = place;
        if let PawnPlace::At(sq) = place {
            self.cells[sq.index()] = PAWN_BASE + id.0;
        }
        Some(id)
    }

    /// Moves pawn `id` to `place`, keeping the squares in step.
    #[inline]
    pub(crate) fn set_pawn(&mut self, id: PawnId, place: PawnPlace) {
        if let PawnPlace::At(old) = self.pawns[id.0 as usize] {
            if self.cells[old.index()] == PAWN_BASE + id.0 {
                self.cells[old.index()] = EMPTY;
            }
        }
        self.pawns[id.0 as usize] = place;
        if let PawnPlace::At(sq) = place {
            self.cells[sq.index()] = PAWN_BASE + id.0;
        }
    }

    /// Puts `piece` on `sq` (replacing whatever stood there).
    #[inline]
    pub(crate) fn put_piece(&mut self, sq: Square, piece: Piece) {
        self.cells[sq.index()] = match piece {
            Piece::Stone => STONE,
            Piece::Crystal => CRYSTAL,
            Piece::Pivot(PivotKind::Right) => PIVOT_RIGHT,
            Piece::Pivot(PivotKind::Around) => PIVOT_AROUND,
        };
    }

    /// Clears `sq` of any piece. Pawns must be moved with [`Board::set_pawn`].
    #[inline]
    pub(crate) fn clear(&mut self, sq: Square) {
        self.cells[sq.index()] = EMPTY;
    }

    /// Lays a pool square.
    pub(crate) fn put_pool(&mut self, sq: Square) {
        self.floor[sq.index()] = POOL;
    }

    /// Lays a pair of teleporters with their arrows.
    pub(crate) fn put_teleporters(&mut self, a: (Square, Dir), b: (Square, Dir)) {
        for ((sq, arrow), other) in [(a, b.0), (b, a.0)] {
            self.floor[sq.index()] = TELEPORTER;
            self.arrow[sq.index()] = arrow as u8;
            self.partner[sq.index()] = other.index() as u8;
        }
    }

    /// Every square holding a stone-like piece, in grid order.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        Square::all().filter_map(move |s| match self.occupant(s) {
            Occupant::Piece(p) => Some((s, p)),
            _ => None,
        })
    }

    /// Every pool square, in grid order.
    pub fn pools(&self) -> impl Iterator<Item = Square> + '_ {
        Square::all().filter(move |&s| self.is_pool(s))
    }

    /// Every teleporter square with its partner and arrow, in grid order.
    pub fn teleporters(&self) -> impl Iterator<Item = (Square, Square, Dir)> + '_ {
        Square::all()
            .filter(move |&s| self.is_teleporter(s))
            .map(move |s| {
                let partner = Square::from_index(self.partner[s.index()] as usize).unwrap_or(s);
                (s, partner, Dir::from_index(self.arrow[s.index()]))
            })
    }

    /// How many pawns stand on the board.
    pub fn pawns_on_board(&self) -> usize {
        self.pawns[..self.pawn_count as usize]
            .iter()
            .filter(|p| matches!(p, PawnPlace::At(_)))
            .count()
    }

    /// How many pawns the monster has removed.
    pub fn pawns_removed(&self) -> usize {
        self.pawns[..self.pawn_count as usize]
            .iter()
            .filter(|p| matches!(p, PawnPlace::Removed(..)))
            .count()
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Board")
            .field("monster", &(self.monster, self.facing))
            .field("pieces", &self.pieces().collect::<Vec<_>>())
            .field("pawns", &&self.pawns[..self.pawn_count as usize])
            .field("pools", &self.pools().collect::<Vec<_>>())
            .field("teleporters", &self.teleporters().collect::<Vec<_>>())
            .finish()
    }
}
