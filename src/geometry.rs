//! Squares, headings and the shape of the 156-square board (docs/RULES.md section 1), with the
//! wall letters and the mirror wrap of M8.

use std::fmt;

/// Number of columns (`a`..`p`).
pub const COLS: u8 = 16;
/// Number of rows (`1`..`11`).
pub const ROWS: u8 = 11;
/// Size of the rectangular grid the board lives in (some cells do not exist).
pub const CELLS: usize = (COLS as usize) * (ROWS as usize);

/// First and last existing column (0-based) of each row (0-based): the two staircases.
const ROW_SPAN: [(u8, u8); ROWS as usize] = [
    (0, 11),
    (0, 12),
    (0, 13),
    (0, 14),
    (0, 15),
    (0, 15),
    (0, 15),
    (1, 15),
    (2, 15),
    (3, 15),
    (4, 15),
];

/// Whether each grid index is a square of the board.
const ON_BOARD: [bool; CELLS] = on_board();

const fn on_board() -> [bool; CELLS] {
    let mut table = [false; CELLS];
    let mut i = 0;
    while i < CELLS {
        table[i] = Square::new((i % COLS as usize) as u8, (i / COLS as usize) as u8).is_some();
        i += 1;
    }
    table
}

/// A square of the board, `a1` .. `p11`. Only the 156 existing squares can be built.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// The exit and the monster's start.
    pub const A1: Square = Square(0);
    /// The entrance ("first square").
    pub const P11: Square = Square(175);

    /// The square at 0-based column and row, if it exists on the board.
    pub const fn new(col: u8, row: u8) -> Option<Square> {
        if row >= ROWS || col >= COLS {
            return None;
        }
        let (lo, hi) = ROW_SPAN[row as usize];
        if col < lo || col > hi {
            return None;
        }
        Some(Square(row * COLS + col))
    }

    /// The square with grid index `index`, which the caller knows to be on the board (a
    /// hot path's invariant, checked in debug builds).
    #[inline(always)]
    pub(crate) const fn of_index(index: u8) -> Square {
        debug_assert!((index as usize) < CELLS && ON_BOARD[index as usize]);
        Square(index)
    }

    /// The square with the given grid index (`row * 16 + col`), if it exists.
    #[inline]
    pub const fn from_index(index: usize) -> Option<Square> {
        if index < CELLS && ON_BOARD[index] {
            Some(Square(index as u8))
        } else {
            None
        }
    }

    /// Grid index, `row * 16 + col`, in `0..176`.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// 0-based column (a = 0).
    #[inline]
    pub const fn col(self) -> u8 {
        self.0 % COLS
    }

    /// 0-based row (row 1 = 0).
    #[inline]
    pub const fn row(self) -> u8 {
        self.0 / COLS
    }

    /// The point-symmetric square (docs/RULES.md section 1): a1 <-> p11, a7 <-> p5.
    #[inline]
    pub const fn mirror(self) -> Square {
        Square((CELLS as u8 - 1) - self.0)
    }

    /// Whether this is a corner square (a1, the exit, or p11, the entrance).
    #[inline]
    pub const fn is_corner(self) -> bool {
        self.0 == Square::A1.0 || self.0 == Square::P11.0
    }

    /// The neighbouring square in `dir`, or `None` where a wall is.
    #[inline]
    pub fn step(self, dir: Dir) -> Option<Square> {
        let n = NEIGHBOURS[self.index()][dir as usize];
        if n == NONE {
            None
        } else {
            Some(Square(n))
        }
    }

    /// Every square of the board in grid order (row by row, west to east).
    pub fn all() -> impl Iterator<Item = Square> {
        (0..CELLS).filter_map(Square::from_index)
    }

    /// The sort key docs/FORMAT.md uses for lists of squares: by column, then by row.
    pub const fn column_major(self) -> (u8, u8) {
        (self.col(), self.row())
    }

    /// The wall segment crossed when leaving this square towards `dir`, if there is a wall
    /// there (B1). `None` if the neighbour exists.
    #[inline]
    pub fn wall(self, dir: Dir) -> Option<Wall> {
        match WALLS[self.index()][dir as usize] {
            NO_WALL => None,
            DOOR => Some(Wall::Door),
            letter => Some(Wall::Letter(letter as char)),
        }
    }

    /// The square ahead in `dir`, through the wall if there is one (M8): the neighbour, or
    /// else the mirrored square; and whether a wall was crossed.
    #[inline]
    pub fn ahead(self, dir: Dir) -> (Square, bool) {
        match self.step(dir) {
            Some(n) => (n, false),
            None => (self.mirror(), true),
        }
    }

    /// The squares ahead in all four headings at once ([`Square::ahead`] without the flag),
    /// so the engine can fetch them before it knows where it will turn.
    #[inline]
    pub(crate) fn aheads(self) -> Aheads {
        Aheads(u32::from_le_bytes(AHEADS[self.index()]))
    }

    /// The last square before the wall going from this square towards `dir` (this square
    /// itself if the wall is right beside it): where a line of sight that meets nothing ends.
    #[inline]
    pub fn edge(self, dir: Dir) -> Square {
        Square(EDGES[self.index()][dir as usize])
    }

    /// Where this square lies on its line towards `dir` (see [`Ray`]).
    #[inline]
    pub(crate) fn ray(self, dir: Dir) -> Ray {
        RAYS[self.index()][dir as usize]
    }
}

/// A wall segment's marking (B1): a letter, or the door beside a corner.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Wall {
    /// A lettered segment; the same letter stands on the mirrored segment.
    Letter(char),
    /// The door west of a1 / east of p11.
    Door,
}

impl fmt::Display for Wall {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Wall::Letter(c) => write!(f, "{c}"),
            Wall::Door => f.write_str("the door"),
        }
    }
}

/// The marking of the segment on side `dir` of `sq` (which must be a wall there): its
/// letter, or [`DOOR`].
const fn wall_letter(sq: Square, dir: Dir) -> u8 {
    // South and west segments carry the letter of their mirrored north / east segment.
    match dir {
        Dir::South | Dir::West => wall_letter(sq.mirror(), dir.opposite()),
        Dir::North => {
            let (c, r) = (sq.col(), sq.row());
            if r == 0 {
                b'A' + c
            } else {
                // Staircase tops: m2 N, n3 P, o4 R, p5 T.
                b'N' + 2 * (r - 1)
            }
        }
        Dir::East => {
            let (c, r) = (sq.col(), sq.row());
            if c == 15 {
                if r == 10 {
                    DOOR
                } else {
                    // p5..p10: U..Z.
                    b'U' + (r - 4)
                }
            } else {
                // Staircase sides: l1 M, m2 O, n3 Q, o4 S.
                b'M' + 2 * r
            }
        }
    }
}

const NONE: u8 = u8::MAX;

/// Rows of the per-square tables: one for every value of a byte, though only the 156
/// squares' rows are used, so that indexing with any square is in range without a check.
const TABLE: usize = 256;
/// In [`WALLS`]: no wall on that side.
const NO_WALL: u8 = 0;
/// In [`WALLS`]: the door beside a corner.
const DOOR: u8 = b'*';

/// The marking of every square's four sides (B1): [`NO_WALL`], a letter, or [`DOOR`].
static WALLS: [[u8; 4]; TABLE] = walls();

const fn walls() -> [[u8; 4]; TABLE] {
    let mut table = [[NO_WALL; 4]; TABLE];
    let mut i = 0;
    while i < CELLS {
        if let Some(sq) = Square::from_index(i) {
            let mut d = 0;
            while d < 4 {
                if NEIGHBOURS[i][d] == NONE {
                    table[i][d] = wall_letter(sq, Dir::from_index(d as u8));
                }
                d += 1;
            }
        }
        i += 1;
    }
    table
}

/// The squares ahead of one square in the four headings, a byte each ([`Square::aheads`]).
#[derive(Clone, Copy)]
pub(crate) struct Aheads(u32);

impl Aheads {
    /// The square ahead in `dir`, through the wall if there is one (M8).
    #[inline(always)]
    pub(crate) fn toward(self, dir: Dir) -> Square {
        Square((self.0 >> (8 * dir as u32)) as u8)
    }
}

/// For every square and heading, the square ahead through the wall ([`Square::ahead`]).
static AHEADS: [[u8; 4]; TABLE] = aheads();

const fn aheads() -> [[u8; 4]; TABLE] {
    let mut table = [[0; 4]; TABLE];
    let mut i = 0;
    while i < CELLS {
        let mut d = 0;
        while d < 4 {
            table[i][d] = match NEIGHBOURS[i][d] {
                NONE => (CELLS - 1 - i) as u8,
                n => n,
            };
            d += 1;
        }
        i += 1;
    }
    table
}

/// For every square and heading, the last square before the wall ([`Square::edge`]).
static EDGES: [[u8; 4]; TABLE] = edges();

const fn edges() -> [[u8; 4]; TABLE] {
    let mut table = [[0; 4]; TABLE];
    let mut i = 0;
    while i < CELLS {
        let mut d = 0;
        while d < 4 {
            let mut cur = i;
            while NEIGHBOURS[cur][d] != NONE {
                cur = NEIGHBOURS[cur][d] as usize;
            }
            table[i][d] = cur as u8;
            d += 1;
        }
        i += 1;
    }
    table
}

/// Number of lines: the 16 columns and 11 rows, each read in both headings (a column read
/// northward, a row read eastward, a column read southward, a row read westward).
pub(crate) const LINES: usize = 2 * (COLS as usize + ROWS as usize);

/// A square's place on a line read in one heading: the line's index (`0..LINES`) and the
/// square's bit on it. Bits grow in the heading, so the squares a monster sees towards that
/// heading are exactly the higher bits of its line: the nearest one is a trailing-zero count
/// away (M2, M3). Lines are numbered by heading: north `0..16` (by column), east `16..27`
/// (by row), south `27..43` (by column), west `43..54` (by row).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Ray {
    /// The line.
    pub line: u8,
    /// The square's bit on it, `0..16`.
    pub bit: u8,
}

/// The first line of each heading.
const LINE_BASE: [u8; 4] = [0, COLS, COLS + ROWS, 2 * COLS + ROWS];

const fn ray_of(col: u8, row: u8, dir: Dir) -> Ray {
    let base = LINE_BASE[dir as usize];
    match dir {
        Dir::North => Ray {
            line: base + col,
            bit: ROWS - 1 - row,
        },
        Dir::East => Ray {
            line: base + row,
            bit: col,
        },
        Dir::South => Ray {
            line: base + col,
            bit: row,
        },
        Dir::West => Ray {
            line: base + row,
            bit: COLS - 1 - col,
        },
    }
}

/// Every grid cell's [`Ray`] in each heading (cells off the board too: they are never used).
static RAYS: [[Ray; 4]; TABLE] = rays();

const fn rays() -> [[Ray; 4]; TABLE] {
    let mut table = [[Ray { line: 0, bit: 0 }; 4]; TABLE];
    let mut i = 0;
    while i < CELLS {
        let (col, row) = ((i % COLS as usize) as u8, (i / COLS as usize) as u8);
        let mut d = 0;
        while d < 4 {
            table[i][d] = ray_of(col, row, Dir::from_index(d as u8));
            d += 1;
        }
        i += 1;
    }
    table
}

/// The square on each line's bit, or `NONE` where the staircase cuts the line short.
static LINE_SQUARES: [[u8; 16]; LINES] = line_squares();

const fn line_squares() -> [[u8; 16]; LINES] {
    let mut table = [[NONE; 16]; LINES];
    let mut i = 0;
    while i < CELLS {
        if Square::from_index(i).is_some() {
            let mut d = 0;
            while d < 4 {
                let r = RAYS[i][d];
                table[r.line as usize][r.bit as usize] = i as u8;
                d += 1;
            }
        }
        i += 1;
    }
    table
}

impl Ray {
    /// The square `distance` squares on from this ray's square along its line, if it exists.
    #[inline]
    pub(crate) fn square_at(self, distance: u32) -> Option<Square> {
        let bit = self.bit as usize + distance as usize;
        let sq = *LINE_SQUARES[self.line as usize].get(bit)?;
        (sq != NONE).then_some(Square(sq))
    }
}

const fn neighbours() -> [[u8; 4]; TABLE] {
    let mut table = [[NONE; 4]; TABLE];
    let mut i = 0;
    while i < CELLS {
        let col = (i % COLS as usize) as i32;
        let row = (i / COLS as usize) as i32;
        let mut d = 0;
        while d < 4 {
            let (dc, dr) = DELTAS[d];
            let (c, r) = (col + dc, row + dr);
            if c >= 0 && r >= 0 {
                if let Some(s) = Square::new(c as u8, r as u8) {
                    table[i][d] = s.0;
                }
            }
            d += 1;
        }
        i += 1;
    }
    table
}

const DELTAS: [(i32, i32); 4] = [(0, -1), (1, 0), (0, 1), (-1, 0)];
static NEIGHBOURS: [[u8; 4]; TABLE] = neighbours();

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.col()) as char, self.row() + 1)
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Why a square name was refused (said in [`crate::i18n::speaking`]'s language).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SquareError {
    /// Not of the form column letter + row number.
    Malformed(String),
    /// Well-formed, but cut away by a staircase.
    OffBoard(String),
}

impl std::error::Error for SquareError {}

impl fmt::Display for SquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let lang = crate::i18n::speaking();
        f.write_str(&match self {
            SquareError::Malformed(s) => crate::t!(lang, "square-malformed", text = s),
            SquareError::OffBoard(s) => crate::t!(lang, "square-off-board", text = s),
        })
    }
}

impl std::str::FromStr for Square {
    type Err = SquareError;
    fn from_str(s: &str) -> Result<Square, SquareError> {
        let t = s.trim();
        let mut chars = t.chars();
        let malformed = || SquareError::Malformed(s.to_string());
        let c = chars.next().ok_or_else(malformed)?.to_ascii_lowercase();
        if !c.is_ascii_lowercase() {
            return Err(malformed());
        }
        let rest = chars.as_str();
        if rest.is_empty() || !rest.bytes().all(|b| b.is_ascii_digit()) || rest.starts_with('0') {
            return Err(malformed());
        }
        let row: u32 = rest.parse().map_err(|_| malformed())?;
        let col = c as u32 - 'a' as u32;
        if col >= COLS as u32 || row == 0 || row > ROWS as u32 {
            return Err(malformed());
        }
        Square::new(col as u8, (row - 1) as u8).ok_or_else(|| SquareError::OffBoard(s.to_string()))
    }
}

/// A heading. North is towards row 1, east towards column p.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Dir {
    /// Towards row 1.
    North = 0,
    /// Towards column p.
    East = 1,
    /// Towards row 11.
    South = 2,
    /// Towards column a.
    West = 3,
}

impl Dir {
    /// All four, clockwise from north.
    pub const ALL: [Dir; 4] = [Dir::North, Dir::East, Dir::South, Dir::West];

    /// From 0..4, clockwise from north.
    #[inline]
    pub const fn from_index(i: u8) -> Dir {
        match i & 3 {
            0 => Dir::North,
            1 => Dir::East,
            2 => Dir::South,
            _ => Dir::West,
        }
    }

    /// 90° clockwise.
    #[inline]
    pub const fn right(self) -> Dir {
        Dir::from_index(self as u8 + 1)
    }

    /// 90° anticlockwise.
    #[inline]
    pub const fn left(self) -> Dir {
        Dir::from_index(self as u8 + 3)
    }

    /// 180°.
    #[inline]
    pub const fn opposite(self) -> Dir {
        Dir::from_index(self as u8 + 2)
    }

    /// Lower-case English name, as in the scenario file.
    pub const fn name(self) -> &'static str {
        match self {
            Dir::North => "north",
            Dir::East => "east",
            Dir::South => "south",
            Dir::West => "west",
        }
    }

    /// Parses `north`, `east`, `south`, `west` (or `n`, `e`, `s`, `w`).
    pub fn parse(s: &str) -> Option<Dir> {
        match s.trim().to_ascii_lowercase().as_str() {
            "north" | "n" => Some(Dir::North),
            "east" | "e" => Some(Dir::East),
            "south" | "s" => Some(Dir::South),
            "west" | "w" => Some(Dir::West),
            _ => None,
        }
    }

    /// The arrow drawn for this heading.
    pub const fn arrow(self) -> char {
        match self {
            Dir::North => '^',
            Dir::East => '>',
            Dir::South => 'v',
            Dir::West => '<',
        }
    }
}

impl fmt::Display for Dir {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    #[test]
    fn board_has_156_squares() {
        assert_eq!(Square::all().count(), 156);
    }

    #[test]
    fn staircases_cut_the_corners() {
        for s in ["m1", "n2", "o3", "p4", "a8", "b9", "c10", "d11"] {
            assert_eq!(s.parse::<Square>(), Err(SquareError::OffBoard(s.into())));
        }
        for s in ["l1", "m2", "n3", "o4", "p5", "a7", "b8", "c9", "d10", "e11"] {
            assert!(s.parse::<Square>().is_ok(), "{s}");
        }
        for s in ["q1", "a0", "a12", "", "1a", "a01", "aa"] {
            assert!(
                matches!(s.parse::<Square>(), Err(SquareError::Malformed(_))),
                "{s}"
            );
        }
    }

    #[test]
    fn mirror_is_point_symmetry() {
        assert_eq!(sq("a1").mirror(), sq("p11"));
        assert_eq!(sq("p5").mirror(), sq("a7"));
        assert_eq!(sq("l1").mirror(), sq("e11"));
        assert_eq!(sq("h6").mirror(), sq("i6"));
        for s in Square::all() {
            assert_eq!(s.mirror().mirror(), s);
        }
    }

    #[test]
    fn wall_letters_of_b1() {
        let w = |s: &str, d| sq(s).wall(d).unwrap();
        assert_eq!(w("a1", Dir::North), Wall::Letter('A'));
        assert_eq!(w("l1", Dir::North), Wall::Letter('L'));
        assert_eq!(w("l1", Dir::East), Wall::Letter('M'));
        assert_eq!(w("m2", Dir::North), Wall::Letter('N'));
        assert_eq!(w("m2", Dir::East), Wall::Letter('O'));
        assert_eq!(w("n3", Dir::North), Wall::Letter('P'));
        assert_eq!(w("n3", Dir::East), Wall::Letter('Q'));
        assert_eq!(w("o4", Dir::North), Wall::Letter('R'));
        assert_eq!(w("o4", Dir::East), Wall::Letter('S'));
        assert_eq!(w("p5", Dir::North), Wall::Letter('T'));
        assert_eq!(w("p5", Dir::East), Wall::Letter('U'));
        assert_eq!(w("p10", Dir::East), Wall::Letter('Z'));
        assert_eq!(w("p11", Dir::East), Wall::Door);
        assert_eq!(w("p11", Dir::South), Wall::Letter('A'));
        assert_eq!(w("o11", Dir::South), Wall::Letter('B'));
        assert_eq!(w("e11", Dir::South), Wall::Letter('L'));
        assert_eq!(w("e11", Dir::West), Wall::Letter('M'));
        assert_eq!(w("d10", Dir::South), Wall::Letter('N'));
        assert_eq!(w("d10", Dir::West), Wall::Letter('O'));
        assert_eq!(w("c9", Dir::South), Wall::Letter('P'));
        assert_eq!(w("c9", Dir::West), Wall::Letter('Q'));
        assert_eq!(w("b8", Dir::South), Wall::Letter('R'));
        assert_eq!(w("b8", Dir::West), Wall::Letter('S'));
        assert_eq!(w("a7", Dir::South), Wall::Letter('T'));
        assert_eq!(w("a7", Dir::West), Wall::Letter('U'));
        assert_eq!(w("a6", Dir::West), Wall::Letter('V'));
        assert_eq!(w("a2", Dir::West), Wall::Letter('Z'));
        assert_eq!(w("a1", Dir::West), Wall::Door);
        assert_eq!(sq("h6").wall(Dir::North), None);
    }

    #[test]
    fn every_letter_twice_on_mirrored_segments() {
        let mut seen = std::collections::HashMap::new();
        for s in Square::all() {
            for d in Dir::ALL {
                if let Some(w) = s.wall(d) {
                    seen.entry(w).or_insert_with(Vec::new).push((s, d));
                }
            }
        }
        for (w, segs) in &seen {
            assert_eq!(segs.len(), 2, "{w:?}");
            let (s, d) = segs[0];
            assert!(segs.contains(&(s.mirror(), d.opposite())));
        }
        assert_eq!(seen.len(), 27); // A..Z and the door
    }

    #[test]
    fn rays_follow_the_lines_to_the_wall() {
        let mut seen = std::collections::HashSet::new();
        for s in Square::all() {
            for d in Dir::ALL {
                let ray = s.ray(d);
                assert!((ray.line as usize) < LINES && ray.bit < 16, "{s} {d}");
                assert!(
                    seen.insert((ray.line, ray.bit)),
                    "{s} {d}: one bit per square"
                );
                assert_eq!(ray.square_at(0), Some(s));
                // Walk square by square: the ray names the same squares, then nothing.
                let (mut cur, mut k) = (s, 0);
                while let Some(next) = cur.step(d) {
                    k += 1;
                    assert_eq!(ray.square_at(k), Some(next), "{s} {d} {k}");
                    assert_eq!(next.ray(d).line, ray.line, "{next} is on {s}'s line");
                    cur = next;
                }
                assert_eq!(s.edge(d), cur, "{s} {d}");
                assert_eq!(s.aheads().toward(d), s.ahead(d).0, "{s} {d}");
                for beyond in k + 1..=16 {
                    assert_eq!(ray.square_at(beyond), None, "{s} {d} {beyond}");
                }
            }
        }
        assert_eq!(seen.len(), 4 * 156);
    }

    #[test]
    fn ahead_wraps_through_the_wall() {
        assert_eq!(sq("h6").ahead(Dir::North), (sq("h5"), false));
        assert_eq!(sq("p7").ahead(Dir::East), (sq("a5"), true));
        assert_eq!(sq("a1").ahead(Dir::West), (sq("p11"), true));
        assert_eq!(sq("l1").ahead(Dir::East), (sq("e11"), true));
        assert_eq!(sq("d5").edge(Dir::North), sq("d1"));
        assert_eq!(sq("d5").edge(Dir::South), sq("d10"));
        assert_eq!(sq("a1").edge(Dir::West), sq("a1"));
    }

    #[test]
    fn turns() {
        assert_eq!(Dir::East.left(), Dir::North);
        assert_eq!(Dir::East.right(), Dir::South);
        assert_eq!(Dir::North.left(), Dir::West);
        assert_eq!(Dir::West.opposite(), Dir::East);
    }
}
