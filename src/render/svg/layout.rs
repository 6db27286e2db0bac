//! Where things go on a picture: the size of a square, the margin for the wall letters, and
//! the place of every square, side and corner of the board in picture units (one unit is one
//! pixel of the PNG at scale 1).

use crate::geometry::{Dir, Square, COLS, ROWS};

/// The side of a square.
pub const SQUARE: f32 = 48.0;
/// The band around the board that holds the wall letters and the doors.
pub const MARGIN: f32 = 30.0;
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
