//! What stands where: pieces, pawns, pools, teleporters and the monster.
//!
//! A [`Board`] is a small `Copy` value (no heap), so searches can copy it freely and the
//! monster engine can run on it without allocating.

use crate::geometry::{Dir, Ray, Square, CELLS, COLS, LINES, ROWS};
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
    /// `eaten`, `crushed` or `destroyed`, as in docs/FORMAT.md.
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

/// What a cell code means for sight (M2), as its two bits in a [`Line`].
#[inline]
const fn sight_of(code: u8) -> u32 {
    match code {
        EMPTY | CRYSTAL => 0,
        STONE | PIVOT_RIGHT | PIVOT_AROUND => Line::BLOCKER,
        _ => Line::PAWN,
    }
}

// Pawn places, one byte each: a square's grid index (`0..176`), or one of these.
pub(crate) const PLACE_WAITING: u8 = 250;
pub(crate) const PLACE_OUT: u8 = 251;
pub(crate) const PLACE_EATEN: u8 = 252;
const PLACE_CRUSHED: u8 = 253;
const PLACE_DESTROYED: u8 = 254;

/// A pawn place's byte ([`Board::place_codes`]).
pub(crate) const fn place_code(place: PawnPlace) -> u8 {
    match place {
        PawnPlace::At(sq) => sq.index() as u8,
        PawnPlace::Waiting => PLACE_WAITING,
        PawnPlace::Out => PLACE_OUT,
        PawnPlace::Removed(Removal::Eaten) => PLACE_EATEN,
        PawnPlace::Removed(Removal::Crushed) => PLACE_CRUSHED,
        PawnPlace::Removed(Removal::Destroyed) => PLACE_DESTROYED,
    }
}

fn place_of(code: u8) -> PawnPlace {
    match code {
        PLACE_OUT => PawnPlace::Out,
        PLACE_EATEN => PawnPlace::Removed(Removal::Eaten),
        PLACE_CRUSHED => PawnPlace::Removed(Removal::Crushed),
        PLACE_DESTROYED => PawnPlace::Removed(Removal::Destroyed),
        c => Square::from_index(c as usize).map_or(PawnPlace::Waiting, PawnPlace::At),
    }
}

/// The most teleporters one board holds: 8 pairs (the game has 2).
/// [`crate::setup::Setup::validate`] refuses more.
pub const MAX_TELEPORTERS: usize = 16;

/// A set of squares: one 16-bit word per row, bit = column.
#[derive(Clone, Copy, PartialEq, Eq, Default)]
struct SquareSet([u16; ROWS as usize]);

impl SquareSet {
    #[inline]
    fn contains(&self, sq: Square) -> bool {
        (self.0[usize::from(sq.row())] >> sq.col()) & 1 != 0
    }

    #[inline]
    fn insert(&mut self, sq: Square) {
        self.0[usize::from(sq.row())] |= 1 << sq.col();
    }
}

/// One line of sight's occupancy ([`crate::geometry::Ray`]): two bits per square, in the
/// line's order ([`Line::PAWN`] or [`Line::BLOCKER`]), so the nearest thing past a square is
/// one bit scan away, and its kind is whether that bit is even or odd.
#[derive(Clone, Copy, PartialEq, Eq, Default, Debug)]
pub(crate) struct Line(pub u32);

impl Line {
    /// A square's bits when a pawn stands there.
    pub const PAWN: u32 = 0b01;
    /// A square's bits when a piece that blocks sight stands there (any stone but a crystal).
    pub const BLOCKER: u32 = 0b10;

    /// The squares past `ray`'s square, two bits each, the next square's in the lowest two.
    #[inline(always)]
    pub(crate) fn beyond(self, ray: Ray) -> u64 {
        u64::from(self.0) >> (2 * u32::from(ray.bit) + 2)
    }
}

/// One teleporter: its square, its partner's square and its arrow.
#[derive(Clone, Copy, PartialEq, Eq, Default)]
struct Teleporter {
    at: u8,
    partner: u8,
    arrow: u8,
}

/// The position: every piece, pawn, flat feature and the monster.
///
/// 552 bytes, kept small for searches that copy it for every position they try (it was 835).
/// What stands on each square is one byte (`cells`); beside it, every row and column read in
/// each heading is one 32-bit word of two bits a square (a pawn, or a stone that blocks
/// sight), rewritten with the cell by the one cell writer, so the monster finds the nearest
/// pawn or stone of a line with one bit scan. Flat things, which never move, are square sets
/// (pools, teleporters) and a small table of teleporters; pawn places are a byte each.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Board {
    cells: [u8; CELLS],
    /// Every line of sight's occupancy, always in step with `cells`.
    lines: [Line; LINES],
    /// Pawn places, one byte each (see `place_code`).
    pawns: [u8; MAX_PAWNS],
    pools: SquareSet,
    teleporter_squares: SquareSet,
    /// The teleporters in grid order; the rest of the table is zero.
    teleporters: [Teleporter; MAX_TELEPORTERS],
    teleporter_count: u8,
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
            lines: [Line(0); LINES],
            pawns: [PLACE_WAITING; MAX_PAWNS],
            pools: SquareSet([0; ROWS as usize]),
            teleporter_squares: SquareSet([0; ROWS as usize]),
            teleporters: [Teleporter {
                at: 0,
                partner: 0,
                arrow: 0,
            }; MAX_TELEPORTERS],
            teleporter_count: 0,
            pawn_count: 0,
            monster: Square::A1,
            facing: Dir::East,
        }
    }

    /// The pool squares and the teleporter squares, a 16-bit word per row (bit = column).
    #[inline]
    pub(crate) fn floor_rows(&self) -> ([u16; ROWS as usize], [u16; ROWS as usize]) {
        (self.pools.0, self.teleporter_squares.0)
    }

    /// The squares holding a piece and the squares holding a pawn, a word per row (bit =
    /// column), as [`Board::floor_rows`].
    pub(crate) fn occupied_rows(&self) -> ([u16; ROWS as usize], [u16; ROWS as usize]) {
        const _: () = assert!(PAWN_BASE == 0x10 && PIVOT_AROUND < PAWN_BASE);
        const LOW: u64 = 0x0f0f_0f0f_0f0f_0f0f;
        const HIGH: u64 = 0xf0f0_f0f0_f0f0_f0f0;
        // Eight cells a word: a bit per cell whose code has a bit in `mask` (the high bits
        // of a pawn's code, the low bits of a piece's), gathered in the cells' order.
        let bits = |word: u64, mask: u64| -> u16 {
            let x = word & mask;
            let nonzero = ((x & 0x7f7f_7f7f_7f7f_7f7f).wrapping_add(0x7f7f_7f7f_7f7f_7f7f) | x)
                & 0x8080_8080_8080_8080;
            ((nonzero >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56) as u16
        };
        let mut pieces = [0u16; ROWS as usize];
        let mut pawns = [0u16; ROWS as usize];
        for (row, cells) in self.cells.chunks_exact(COLS as usize).enumerate() {
            let lo = u64::from_le_bytes(cells[..8].try_into().expect("8 cells"));
            let hi = u64::from_le_bytes(cells[8..].try_into().expect("8 cells"));
            let pawn = bits(lo, HIGH) | bits(hi, HIGH) << 8;
            pawns[row] = pawn;
            pieces[row] = (bits(lo, LOW) | bits(hi, LOW) << 8) & !pawn;
        }
        (pieces, pawns)
    }

    /// Every cell's code as the pawn search reads it: 0 empty, 1 to 4 a stone, crystal,
    /// pivot-right or pivot-around, `pawn` any pawn (grid indices off the board are empty).
    #[inline]
    pub(crate) fn piece_codes(&self, pawn: u8) -> [u8; CELLS] {
        const _: () = assert!(STONE == 1 && CRYSTAL == 2 && PIVOT_RIGHT == 3 && PIVOT_AROUND == 4);
        let mut out = self.cells;
        for c in &mut out {
            if *c >= PAWN_BASE {
                *c = pawn;
            }
        }
        out
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

    /// The kind of the pivot stone on `sq`, if one stands there.
    #[inline]
    pub fn pivot(&self, sq: Square) -> Option<PivotKind> {
        match self.cells[sq.index()] {
            PIVOT_RIGHT => Some(PivotKind::Right),
            PIVOT_AROUND => Some(PivotKind::Around),
            _ => None,
        }
    }

    /// The occupancy of the line of sight `ray` lies on.
    #[inline]
    pub(crate) fn line(&self, ray: Ray) -> Line {
        self.lines[usize::from(ray.line)]
    }

    /// What lies flat on `sq`.
    #[inline]
    pub fn floor(&self, sq: Square) -> Floor {
        if self.pools.contains(sq) {
            Floor::Pool
        } else if self.teleporter_squares.contains(sq) {
            Floor::Teleporter
        } else {
            Floor::Plain
        }
    }

    /// Whether `sq` is a pool square.
    #[inline]
    pub fn is_pool(&self, sq: Square) -> bool {
        self.pools.contains(sq)
    }

    /// Whether a stone-like piece stands on `sq` (the monster would push it, or turn on it).
    #[inline]
    pub(crate) fn holds_piece(&self, sq: Square) -> bool {
        self.cells[sq.index()].wrapping_sub(STONE) <= PIVOT_AROUND - STONE
    }

    /// The pawn on `sq`, if one stands there.
    #[inline]
    pub(crate) fn pawn_at(&self, sq: Square) -> Option<PawnId> {
        let code = self.cells[sq.index()];
        (code >= PAWN_BASE).then(|| PawnId(code - PAWN_BASE))
    }

    /// Whether `sq` is plain floor: no pool, no teleporter ([`Floor::Plain`]).
    #[inline]
    pub(crate) fn is_plain(&self, sq: Square) -> bool {
        let row = usize::from(sq.row());
        let flat = self.pools.0[row] | self.teleporter_squares.0[row];
        (flat >> sq.col()) & 1 == 0
    }

    /// Whether a new pawn or piece may be put on `sq`: nothing stands there, and it is not
    /// the monster's square, a pool or a teleporter (docs/FORMAT.md section 5; G9 for setups).
    pub fn is_open(&self, sq: Square) -> bool {
        self.is_empty(sq) && sq != self.monster() && !self.is_pool(sq) && !self.is_teleporter(sq)
    }

    /// Whether `sq` holds a teleporter.
    #[inline]
    pub fn is_teleporter(&self, sq: Square) -> bool {
        self.teleporter_squares.contains(sq)
    }

    /// The teleporter table's entry for `sq`.
    fn teleporter(&self, sq: Square) -> Option<&Teleporter> {
        self.teleporters[..usize::from(self.teleporter_count)]
            .iter()
            .find(|t| usize::from(t.at) == sq.index())
    }

    /// For a teleporter: the square the monster arrives on (its partner) and the heading it
    /// then has (the partner's arrow).
    #[inline]
    pub fn teleport_target(&self, sq: Square) -> Option<(Square, Dir)> {
        if !self.is_teleporter(sq) {
            return None;
        }
        let to = Square::from_index(usize::from(self.teleporter(sq)?.partner))?;
        Some((to, self.teleporter_arrow(to)?))
    }

    /// The arrow of the teleporter on `sq`.
    pub fn teleporter_arrow(&self, sq: Square) -> Option<Dir> {
        self.teleporter(sq).map(|t| Dir::from_index(t.arrow))
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
        place_of(self.pawns[id.0 as usize])
    }

    /// The grid indices whose contents (pawn, piece or nothing) differ between `self` and
    /// `other`, a bit each (bit `i % 64` of word `i / 64`).
    pub(crate) fn cells_changed(&self, other: &Board) -> [u64; 3] {
        let mut out = [0u64; 3];
        // Eight cells a word: a play changes a few squares, so most words are equal; in a
        // word that differs, a bit per differing byte is gathered without a loop.
        for (w, (a, b)) in self
            .cells
            .chunks_exact(8)
            .zip(other.cells.chunks_exact(8))
            .enumerate()
        {
            let x = u64::from_le_bytes(a.try_into().expect("8 cells"))
                ^ u64::from_le_bytes(b.try_into().expect("8 cells"));
            if x == 0 {
                continue;
            }
            // The high bit of each byte set when the byte is not zero, then gathered (byte k
            // to bit k).
            let nonzero = ((x & 0x7f7f_7f7f_7f7f_7f7f).wrapping_add(0x7f7f_7f7f_7f7f_7f7f) | x)
                & 0x8080_8080_8080_8080;
            let bits = (nonzero >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56;
            let i = w * 8;
            out[i / 64] |= bits << (i % 64);
        }
        out
    }

    /// Puts on this board what `other` has on the grid indices of `cells` (a bit each, as
    /// [`Board::cells_changed`]), and `other`'s place for the pawns of `pawns` (a bit each).
    /// The AI resumes a walk so: the board a walk reached on a board `before`, with a play's
    /// changes (from `before` to `other`: those cells, those pawns) where the walk never
    /// looked.
    pub(crate) fn overlay(&mut self, other: &Board, cells: &[u64; 3], pawns: u64) {
        for (w, &word) in cells.iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                let i = w * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                if let Some(sq) = Square::from_index(i) {
                    self.write_cell(sq, other.cells[i]);
                }
            }
        }
        let mut bits = pawns;
        while bits != 0 {
            let i = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            self.pawns[i] = other.pawns[i];
        }
    }

    /// Every pawn's place as its byte: a square's grid index (below [`CELLS`]),
    /// [`PLACE_WAITING`], [`PLACE_OUT`], or [`PLACE_EATEN`] and above for a pawn removed. For
    /// the AI, which scores boards by the thousand.
    #[inline]
    pub(crate) fn place_codes(&self) -> &[u8; MAX_PAWNS] {
        &self.pawns
    }

    /// The square of pawn `id`, if it stands on the board.
    #[inline]
    pub fn pawn_square(&self, id: PawnId) -> Option<Square> {
        match self.pawn(id) {
            PawnPlace::At(s) => Some(s),
            _ => None,
        }
    }

    /// Writes a cell code, keeping the lines of sight in step: the one place `cells` changes.
    #[inline]
    fn write_cell(&mut self, sq: Square, code: u8) {
        let old = std::mem::replace(&mut self.cells[sq.index()], code);
        let flip = sight_of(old) ^ sight_of(code);
        if flip != 0 {
            for dir in Dir::ALL {
                let ray = sq.ray(dir);
                self.lines[usize::from(ray.line)].0 ^= flip << (2 * ray.bit);
            }
        }
    }

    /// Adds a pawn, returning its id, or `None` if the board is full of pawns.
    /// The caller makes sure the square is free.
    #[inline]
    pub(crate) fn add_pawn(&mut self, place: PawnPlace) -> Option<PawnId> {
        if self.pawn_count as usize >= MAX_PAWNS {
            return None;
        }
        let id = PawnId(self.pawn_count);
        self.pawn_count += 1;
        self.pawns[id.0 as usize] = place_code(place);
        if let PawnPlace::At(sq) = place {
            self.write_cell(sq, PAWN_BASE + id.0);
        }
        Some(id)
    }

    /// Moves pawn `id` to `place`, keeping the squares in step.
    #[inline]
    pub(crate) fn set_pawn(&mut self, id: PawnId, place: PawnPlace) {
        if let PawnPlace::At(old) = self.pawn(id) {
            if self.cells[old.index()] == PAWN_BASE + id.0 {
                self.write_cell(old, EMPTY);
            }
        }
        self.pawns[id.0 as usize] = place_code(place);
        if let PawnPlace::At(sq) = place {
            self.write_cell(sq, PAWN_BASE + id.0);
        }
    }

    /// Puts `piece` on `sq` (replacing whatever stood there).
    #[inline]
    pub(crate) fn put_piece(&mut self, sq: Square, piece: Piece) {
        let code = match piece {
            Piece::Stone => STONE,
            Piece::Crystal => CRYSTAL,
            Piece::Pivot(PivotKind::Right) => PIVOT_RIGHT,
            Piece::Pivot(PivotKind::Around) => PIVOT_AROUND,
        };
        self.write_cell(sq, code);
    }

    /// Clears `sq` of any piece. Pawns must be moved with [`Board::set_pawn`].
    #[inline]
    pub(crate) fn clear(&mut self, sq: Square) {
        self.write_cell(sq, EMPTY);
    }

    /// Lays a pool square.
    pub(crate) fn put_pool(&mut self, sq: Square) {
        self.pools.insert(sq);
    }

    /// Lays a pair of teleporters with their arrows (a teleporter already on one of the
    /// squares is replaced). `false`, and nothing laid, if the board would then hold more
    /// than [`MAX_TELEPORTERS`].
    pub(crate) fn put_teleporters(&mut self, a: (Square, Dir), b: (Square, Dir)) -> bool {
        let mut new = usize::from(self.teleporter(a.0).is_none());
        if b.0 != a.0 && self.teleporter(b.0).is_none() {
            new += 1;
        }
        if usize::from(self.teleporter_count) + new > MAX_TELEPORTERS {
            return false;
        }
        for ((sq, arrow), other) in [(a, b.0), (b, a.0)] {
            let entry = Teleporter {
                at: sq.index() as u8,
                partner: other.index() as u8,
                arrow: arrow as u8,
            };
            let count = usize::from(self.teleporter_count);
            let table = &mut self.teleporters[..count];
            match table.binary_search_by_key(&entry.at, |t| t.at) {
                Ok(i) => table[i] = entry,
                Err(i) => {
                    self.teleporters.copy_within(i..count, i + 1);
                    self.teleporters[i] = entry;
                    self.teleporter_count += 1;
                }
            }
            self.teleporter_squares.insert(sq);
        }
        true
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
        self.teleporters[..usize::from(self.teleporter_count)]
            .iter()
            .filter_map(|t| {
                let at = Square::from_index(usize::from(t.at))?;
                let partner = Square::from_index(usize::from(t.partner)).unwrap_or(at);
                Some((at, partner, Dir::from_index(t.arrow)))
            })
    }

    /// How many pawns stand on the board.
    pub fn pawns_on_board(&self) -> usize {
        self.pawn_ids()
            .filter(|&id| matches!(self.pawn(id), PawnPlace::At(_)))
            .count()
    }

    /// How many pawns the monster has removed.
    pub fn pawns_removed(&self) -> usize {
        self.pawn_ids()
            .filter(|&id| matches!(self.pawn(id), PawnPlace::Removed(..)))
            .count()
    }

    /// Whether the lines of sight agree with the squares (they are derived from them).
    #[cfg(test)]
    pub(crate) fn lines_in_step(&self) -> bool {
        let mut lines = [Line::default(); LINES];
        for sq in Square::all() {
            let sight = sight_of(self.cells[sq.index()]);
            for dir in Dir::ALL {
                let ray = sq.ray(dir);
                lines[usize::from(ray.line)].0 |= sight << (2 * ray.bit);
            }
        }
        lines == self.lines
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Board")
            .field("monster", &(self.monster, self.facing))
            .field("pieces", &self.pieces().collect::<Vec<_>>())
            .field(
                "pawns",
                &self.pawn_ids().map(|id| self.pawn(id)).collect::<Vec<_>>(),
            )
            .field("pools", &self.pools().collect::<Vec<_>>())
            .field("teleporters", &self.teleporters().collect::<Vec<_>>())
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    /// The rows of pieces and pawns are what the cells hold, square by square: every piece
    /// kind, and pawns with ids up to the most a board holds.
    #[test]
    fn occupied_rows_are_the_cells() {
        let mut b = Board::empty();
        let kinds = [
            Piece::Stone,
            Piece::Crystal,
            Piece::Pivot(PivotKind::Right),
            Piece::Pivot(PivotKind::Around),
        ];
        for (i, s) in Square::all().enumerate() {
            if i % 2 == 0 && b.pawn_count() < MAX_PAWNS {
                b.add_pawn(PawnPlace::At(s));
            } else if i % 3 != 0 && s != Square::A1 {
                b.put_piece(s, kinds[i % 4]);
            }
        }
        assert_eq!(b.pawn_count(), MAX_PAWNS);
        let (pieces, pawns) = b.occupied_rows();
        for s in Square::all() {
            let bit = |rows: &[u16; ROWS as usize]| rows[usize::from(s.row())] >> s.col() & 1 != 0;
            assert_eq!(
                bit(&pieces),
                matches!(b.occupant(s), Occupant::Piece(_)),
                "{s}"
            );
            assert_eq!(
                bit(&pawns),
                matches!(b.occupant(s), Occupant::Pawn(_)),
                "{s}"
            );
        }
    }

    /// Every writer keeps the line words in step, and a square's bits sit where the rays say.
    #[test]
    fn writes_keep_the_lines_in_step() {
        let mut b = Board::empty();
        let a = b.add_pawn(PawnPlace::At(sq("d5"))).unwrap();
        b.put_piece(sq("d2"), Piece::Stone);
        b.put_piece(sq("h5"), Piece::Crystal);
        b.put_piece(sq("d9"), Piece::Pivot(PivotKind::Around));
        assert!(b.lines_in_step());
        let east = sq("d5").ray(Dir::East);
        assert_eq!(
            b.line(east),
            Line(Line::PAWN << (2 * 3)),
            "a crystal does not stop sight"
        );
        let north = sq("d5").ray(Dir::North);
        // Read northward, square k of column d is row 11 - k: d9 is square 2, d5 square 6
        // and d2 square 9, two bits each.
        assert_eq!(
            b.line(north),
            Line(Line::BLOCKER << 4 | Line::PAWN << 12 | Line::BLOCKER << 18)
        );
        assert_eq!(b.line(north).beyond(north), u64::from(Line::BLOCKER << 4));
        b.set_pawn(a, PawnPlace::At(sq("h5")));
        assert_eq!(b.occupant(sq("h5")), Occupant::Pawn(a));
        assert!(b.lines_in_step());
        b.set_pawn(a, PawnPlace::Removed(Removal::Crushed));
        assert_eq!(b.occupant(sq("d5")), Occupant::Empty);
        assert!(b.lines_in_step());
        b.clear(sq("d2"));
        b.put_piece(sq("d9"), Piece::Crystal);
        assert!(b.lines_in_step());
        assert_eq!(b.line(north), Line(0));
        assert_eq!(b.pawn(a), PawnPlace::Removed(Removal::Crushed));
    }

    #[test]
    fn pawn_places_round_trip_through_one_byte() {
        let mut b = Board::empty();
        let places = [
            PawnPlace::At(Square::P11),
            PawnPlace::At(Square::A1),
            PawnPlace::Waiting,
            PawnPlace::Out,
            PawnPlace::Removed(Removal::Eaten),
            PawnPlace::Removed(Removal::Crushed),
            PawnPlace::Removed(Removal::Destroyed),
        ];
        for place in places {
            let id = b.add_pawn(place).unwrap();
            assert_eq!(b.pawn(id), place);
        }
        assert_eq!(b.pawns_on_board(), 2);
        assert_eq!(b.pawns_removed(), 3);
    }

    #[test]
    fn teleporters_are_kept_in_grid_order_and_capped() {
        let mut b = Board::empty();
        assert!(b.put_teleporters((sq("k9"), Dir::South), (sq("e5"), Dir::North)));
        assert_eq!(b.teleport_target(sq("k9")), Some((sq("e5"), Dir::North)));
        assert_eq!(b.teleport_target(sq("e5")), Some((sq("k9"), Dir::South)));
        assert_eq!(b.teleport_target(sq("e6")), None);
        assert_eq!(b.floor(sq("e5")), Floor::Teleporter);
        let listed: Vec<_> = b.teleporters().collect();
        assert_eq!(
            listed,
            [
                (sq("e5"), sq("k9"), Dir::North),
                (sq("k9"), sq("e5"), Dir::South)
            ]
        );
        // Laid in the other order, the board is the same value.
        let mut c = Board::empty();
        assert!(c.put_teleporters((sq("e5"), Dir::North), (sq("k9"), Dir::South)));
        assert_eq!(b, c);
        // A square laid again is replaced, not added.
        assert!(c.put_teleporters((sq("e5"), Dir::West), (sq("e5"), Dir::West)));
        assert_eq!(c.teleporters().count(), 2);
        assert_eq!(c.teleporter_arrow(sq("e5")), Some(Dir::West));
        // Up to MAX_TELEPORTERS, then refused with nothing laid.
        let mut d = Board::empty();
        let row: Vec<Square> = (0..MAX_TELEPORTERS as u8 + 2)
            .map(|i| Square::new(i % 16, 4 + i / 16).unwrap())
            .collect();
        for pair in row[..MAX_TELEPORTERS].chunks(2) {
            assert!(d.put_teleporters((pair[0], Dir::East), (pair[1], Dir::West)));
        }
        let full = d;
        let extra = &row[MAX_TELEPORTERS..];
        assert!(!d.put_teleporters((extra[0], Dir::East), (extra[1], Dir::West)));
        assert_eq!(d, full);
        assert!(!d.is_teleporter(extra[0]));
    }

    #[test]
    fn a_board_is_a_few_hundred_bytes() {
        assert!(
            std::mem::size_of::<Board>() <= 560,
            "{}",
            std::mem::size_of::<Board>()
        );
    }
}
