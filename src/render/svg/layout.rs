//! Where things go on a picture: the size of a square, the frame around the board (the wall
//! band with its letters, and the coordinates outside it), and the place of every square, side
//! and corner of the board in picture units (one unit is one pixel of the PNG at scale 1).

use crate::geometry::{Dir, Square, COLS, ROWS};

/// The side of a square.
pub const SQUARE: f32 = 48.0;
/// How the board's frame is drawn: the wall band just outside the floor, with the wall letters
/// (B1) on it, and the coordinates (a–p, 1–11) in the margin outside the band, as a map's
/// grid. Pictures for the screen use [`Frame::SCREEN`]; printed sheets a larger one, so that
/// the coordinates stay readable on paper.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Frame {
    /// The wall band's width, outside the floor.
    pub band: f32,
    /// The size of the wall letters, written on the band.
    pub wall_letter: f32,
    /// The size of the coordinates in the margin.
    pub coords: f32,
}

/// Between the wall band and the coordinates.
const COORD_GAP: f32 = 4.0;

impl Frame {
    /// The frame of pictures seen at their natural size: coordinates of 14 units (pixels of
    /// the PNG at scale 1), wall letters of 10.
    pub const SCREEN: Frame = Frame {
        band: 15.0,
        wall_letter: 10.0,
        coords: 14.0,
    };

    /// The margin the frame takes on every side of the 16 x 11 grid: the band, a gap, and
    /// room for the widest coordinate ("11", about 1.4 times its size) and its descenders.
    pub const fn margin(&self) -> f32 {
        (self.band + COORD_GAP + self.coords * 1.45 + 3.0).ceil()
    }

    /// Where the coordinate of column `col` (0 = a) is centred above (`top`) or under the
    /// grid: (x, baseline y).
    pub fn column_label(&self, col: u8, top: bool) -> Point {
        let x = (f32::from(col) + 0.5) * SQUARE;
        let y = if top {
            -(self.band + COORD_GAP + 0.24 * self.coords)
        } else {
            BOARD_HEIGHT + self.band + COORD_GAP + 0.76 * self.coords
        };
        (x, y)
    }

    /// Where the coordinate of row `row` (0 = 1) is centred left (`west`) or right of the
    /// grid: (x, baseline y).
    pub fn row_label(&self, row: u8, west: bool) -> Point {
        let half = 0.7 * self.coords;
        let x = if west {
            -(self.band + COORD_GAP + half)
        } else {
            BOARD_WIDTH + self.band + COORD_GAP + half
        };
        (x, (f32::from(row) + 0.5) * SQUARE + 0.36 * self.coords)
    }
}

/// The margin around the board in pictures for the screen ([`Frame::SCREEN`]).
pub const MARGIN: f32 = Frame::SCREEN.margin();
/// The board's width: 16 columns.
pub const BOARD_WIDTH: f32 = COLS as f32 * SQUARE;
/// The board's height: 11 rows.
pub const BOARD_HEIGHT: f32 = ROWS as f32 * SQUARE;

/// A point of the picture.
pub type Point = (f32, f32);

/// Where one board is drawn: the north-west corner of the grid (the outer corner of a1).
/// Column `a` is on the west (left), row 1 on the north (top), as on the game's board.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Grid {
    /// The west edge of column a.
    pub x: f32,
    /// The north edge of row 1.
    pub y: f32,
}

impl Grid {
    /// The north-west corner of `sq`.
    pub fn corner(self, sq: Square) -> Point {
        (
            self.x + f32::from(sq.col()) * SQUARE,
            self.y + f32::from(sq.row()) * SQUARE,
        )
    }

    /// The centre of `sq`.
    pub fn centre(self, sq: Square) -> Point {
        let (x, y) = self.corner(sq);
        (x + SQUARE / 2.0, y + SQUARE / 2.0)
    }

    /// The middle of the side of `sq` towards `dir`.
    pub fn edge(self, sq: Square, dir: Dir) -> Point {
        let (x, y) = self.centre(sq);
        let (dx, dy) = unit(dir);
        (x + dx * SQUARE / 2.0, y + dy * SQUARE / 2.0)
    }

    /// The two ends of the side of `sq` towards `dir`.
    pub fn side(self, sq: Square, dir: Dir) -> (Point, Point) {
        let (x, y) = self.corner(sq);
        let s = SQUARE;
        match dir {
            Dir::North => ((x, y), (x + s, y)),
            Dir::East => ((x + s, y), (x + s, y + s)),
            Dir::South => ((x, y + s), (x + s, y + s)),
            Dir::West => ((x, y), (x, y + s)),
        }
    }

    /// A point `out` units beyond the middle of the side of `sq` towards `dir`.
    pub fn beyond(self, sq: Square, dir: Dir, out: f32) -> Point {
        let (x, y) = self.edge(sq, dir);
        let (dx, dy) = unit(dir);
        (x + dx * out, y + dy * out)
    }
}

/// The unit step of a heading in picture coordinates (y grows to the south).
pub const fn unit(dir: Dir) -> Point {
    match dir {
        Dir::North => (0.0, -1.0),
        Dir::East => (1.0, 0.0),
        Dir::South => (0.0, 1.0),
        Dir::West => (-1.0, 0.0),
    }
}

/// The angle of a heading in degrees, clockwise from east (SVG's `rotate`).
pub const fn angle(dir: Dir) -> f32 {
    match dir {
        Dir::North => -90.0,
        Dir::East => 0.0,
        Dir::South => 90.0,
        Dir::West => 180.0,
    }
}

/// A rough width of `text` in the pictures' font (DejaVu Sans) at `size`: enough to wrap
/// captions and size label backgrounds, never to place glyphs.
pub fn text_width(text: &str, size: f32) -> f32 {
    text.chars()
        .map(|c| match c {
            'i' | 'j' | 'l' | '.' | ',' | ':' | ';' | '\'' | '|' | '!' | ' ' => 0.33,
            'f' | 't' | 'r' | '(' | ')' | '-' => 0.42,
            'm' | 'w' | 'M' | 'W' => 0.88,
            'A'..='Z' | '0'..='9' => 0.68,
            _ => 0.6,
        })
        .sum::<f32>()
        * size
}

/// Splits `text` into lines of at most `width` units at `size`, breaking between words.
/// (Bold text is about a tenth wider: give it a tenth less width.)
pub fn wrap(text: &str, size: f32, width: f32) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split(' ') {
        let candidate = if line.is_empty() {
            word.to_string()
        } else {
            format!("{line} {word}")
        };
        if !line.is_empty() && text_width(&candidate, size) > width {
            lines.push(std::mem::take(&mut line));
            line = word.to_string();
        } else {
            line = candidate;
        }
    }
    if !line.is_empty() || lines.is_empty() {
        lines.push(line);
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    #[test]
    fn squares_run_west_to_east_and_north_to_south() {
        let g = Grid { x: 10.0, y: 20.0 };
        assert_eq!(g.corner(sq("a1")), (10.0, 20.0));
        assert_eq!(
            g.corner(sq("p11")),
            (10.0 + 15.0 * SQUARE, 20.0 + 10.0 * SQUARE)
        );
        assert_eq!(
            g.centre(sq("b1")),
            (10.0 + 1.5 * SQUARE, 20.0 + 0.5 * SQUARE)
        );
        assert_eq!(g.edge(sq("a1"), Dir::West), (10.0, 20.0 + SQUARE / 2.0));
        assert_eq!(
            g.side(sq("a1"), Dir::South).1,
            (10.0 + SQUARE, 20.0 + SQUARE)
        );
    }

    #[test]
    fn coordinates_sit_outside_the_band_and_inside_the_margin() {
        for f in [
            Frame::SCREEN,
            Frame {
                band: 20.0,
                wall_letter: 14.0,
                coords: 36.0,
            },
        ] {
            let m = f.margin();
            let (x, y) = f.column_label(0, true);
            assert_eq!(x, SQUARE / 2.0);
            // The letters' tops and their descenders (g, j, p) stay between band and edge.
            assert!(y - 0.76 * f.coords > -m && y + 0.24 * f.coords <= -f.band);
            let (_, y) = f.column_label(15, false);
            assert!(y - 0.76 * f.coords >= BOARD_HEIGHT + f.band);
            assert!(y + 0.24 * f.coords < BOARD_HEIGHT + m);
            let (x, _) = f.row_label(10, true);
            assert!(x - 0.7 * f.coords > -m && x + 0.7 * f.coords <= -f.band);
            let (x, _) = f.row_label(10, false);
            assert!(x + 0.7 * f.coords < BOARD_WIDTH + m);
        }
        // Issue 27: coordinates of at least 10 px, the wall letters smaller.
        const {
            assert!(Frame::SCREEN.coords >= 10.0);
            assert!(Frame::SCREEN.wall_letter < Frame::SCREEN.coords);
        }
    }

    #[test]
    fn wrapping_keeps_every_word_and_the_width() {
        let text = "the quick brown fox jumps over the lazy dog again and again";
        let lines = wrap(text, 12.0, 100.0);
        assert!(lines.len() > 1);
        assert_eq!(lines.join(" "), text);
        for l in &lines {
            assert!(text_width(l, 12.0) <= 100.0 || !l.contains(' '), "{l}");
        }
        assert_eq!(wrap("", 12.0, 100.0), vec![String::new()]);
    }
}
