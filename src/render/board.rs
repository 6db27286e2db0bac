//! The ASCII board, with the wall letters (B1) around it.
//!
//! ```text
//!        a  b  c  d  e  f  g  h  i  j  k  l  m  n  o  p
//!        A  B  C  D  E  F  G  H  I  J  K  L
//!   1 =  @> .  .  .  .  .  .  .  .  .  .  .  MN
//! ```
//! Each square is two characters and a space. The letters of the staircase walls stand in
//! the cut-away squares beside them (`MN` = M east of l1, N north of m2).

use super::{Palette, Role};
use crate::board::{Board, Floor, Occupant};
use crate::geometry::{Dir, Square, Wall, COLS, ROWS};
use crate::position::Pawn;

/// Extra marks drawn over a board.
#[derive(Clone, Debug, Default)]
pub struct Marks {
    /// Squares the monster passed through (drawn `+` where nothing else stands).
    pub path: Vec<Square>,
    /// Squares drawn with a two-character label in a colour (heat maps, reachable squares).
    pub labels: Vec<(Square, String, Role)>,
}

/// The label a pawn is drawn with: its name if it has at most two characters, else a
/// lower-case letter from the legend.
pub fn pawn_labels(pawns: &[Pawn]) -> Vec<String> {
    let mut spare = ('a'..='z').chain('0'..='9');
    pawns
        .iter()
        .map(|p| {
            if p.name.chars().count() <= 2 {
                p.name.clone()
            } else {
                loop {
                    match spare.next() {
                        Some(c) if !pawns.iter().any(|q| q.name == c.to_string()) => {
                            break c.to_string()
                        }
                        Some(_) => continue,
                        None => break "?".to_string(),
                    }
                }
            }
        })
        .collect()
}

/// A wall's mark as drawn: its letter, or `=` for a door.
fn wall_mark(w: Wall) -> char {
    match w {
        Wall::Letter(c) => c,
        Wall::Door => '=',
    }
}

/// The mark of the wall on side `dir` of the square at (col, row), if that square exists
/// and a wall is there (B1, from [`crate::geometry`]).
fn edge(col: u8, row: u8, dir: Dir) -> Option<char> {
    Square::new(col, row)?.wall(dir).map(wall_mark)
}

/// A wall mark painted dim, or a blank (never painted, so lines can be trimmed).
fn mark(m: Option<char>, palette: &Palette) -> String {
    m.map_or(" ".to_string(), |m| {
        palette.paint(Role::Dim, &m.to_string())
    })
}

/// The letters drawn in the cut-away square at (col, row): those of the staircase walls
/// facing it, in alphabetical order (`MN` on m1: M east of l1, N north of m2).
fn staircase_letters(col: u8, row: u8) -> Option<String> {
    if Square::new(col, row).is_some() {
        return None;
    }
    let mut letters: Vec<char> = Dir::ALL
        .iter()
        .filter_map(|&d| {
            // The neighbour on side `d` of this cell, and its wall facing back.
            let (c, r) = match d {
                Dir::North => (Some(col), row.checked_sub(1)),
                Dir::South => (Some(col), Some(row + 1)),
                Dir::West => (col.checked_sub(1), Some(row)),
                Dir::East => (Some(col + 1), Some(row)),
            };
            edge(c?, r?, d.opposite())
        })
        .collect();
    letters.sort_unstable();
    (!letters.is_empty()).then(|| letters.into_iter().collect())
}

/// Draws `board` with the wall letters, pawn labels and marks; ends with a newline.
pub fn draw(board: &Board, pawns: &[Pawn], marks: &Marks, palette: &Palette) -> String {
    let labels = pawn_labels(pawns);
    let mut out = String::new();
    out.push_str("       ");
    for c in 0..COLS {
        out.push((b'a' + c) as char);
        out.push_str("  ");
    }
    trim_end(&mut out);
    out.push('\n');
    out.push_str("       ");
    for c in 0..COLS {
        out.push_str(&mark(edge(c, 0, Dir::North), palette));
        out.push_str("  ");
    }
    trim_end(&mut out);
    out.push('\n');
    for r in 0..ROWS {
        out.push_str(&format!(
            "{:>3} {}  ",
            r + 1,
            mark(edge(0, r, Dir::West), palette)
        ));
        // Stop at the last drawn cell, so no line ends in spaces (coloured or not).
        let last = (0..COLS)
            .rev()
            .find(|&c| Square::new(c, r).is_some() || staircase_letters(c, r).is_some())
            .unwrap_or(0);
        for c in 0..=last {
            let cell = match Square::new(c, r) {
                Some(sq) => cell(board, sq, &labels, marks, palette),
                None => match staircase_letters(c, r) {
                    Some(t) => palette.paint(Role::Dim, &t),
                    None => "  ".to_string(),
                },
            };
            out.push_str(&cell);
            if c < last {
                out.push(' ');
            }
        }
        if let Some(east) = edge(COLS - 1, r, Dir::East) {
            out.push_str("  ");
            out.push_str(&palette.paint(Role::Dim, &east.to_string()));
        }
        trim_end(&mut out);
        out.push('\n');
    }
    out.push_str("       ");
    for c in 0..COLS {
        out.push_str(&mark(edge(c, ROWS - 1, Dir::South), palette));
        out.push_str("  ");
    }
    trim_end(&mut out);
    out.push('\n');
    // What the grid cannot show: which teleporters pair up, and who waits outside.
    let pairs: Vec<String> = board
        .teleporters()
        .filter(|(a, b, _)| a < b)
        .map(|(a, b, arrow)| {
            let other = board.teleporter_arrow(b).map_or("?", |d| d.name());
            format!("{a} (arrow {arrow}) <-> {b} (arrow {other})")
        })
        .collect();
    if !pairs.is_empty() {
        out.push_str(&format!("teleporter pairs: {}\n", pairs.join(", ")));
    }
    let waiting: Vec<&str> = board
        .pawn_ids()
        .filter(|id| board.pawn(*id) == crate::board::PawnPlace::Waiting)
        .map(|id| pawns.get(id.0 as usize).map_or("?", |p| p.name.as_str()))
        .collect();
    if !waiting.is_empty() {
        out.push_str(&format!(
            "waiting beside the entrance: {}\n",
            waiting.join(", ")
        ));
    }
    out
}

fn trim_end(s: &mut String) {
    while s.ends_with(' ') {
        s.pop();
    }
}

fn cell(board: &Board, sq: Square, labels: &[String], marks: &Marks, palette: &Palette) -> String {
    if let Some((_, l, role)) = marks.labels.iter().find(|(s, _, _)| *s == sq) {
        return palette.paint(*role, &format!("{l:<2}"));
    }
    if board.monster() == sq {
        let t = format!("@{}", board.facing().arrow());
        return palette.paint(Role::Monster, &t);
    }
    let (text, role) = match board.occupant(sq) {
        Occupant::Pawn(id) => {
            let l = labels.get(id.0 as usize).map_or("?", |s| s.as_str());
            (format!("{l:<2}"), Role::Pawn)
        }
        Occupant::Piece(p) => (p.glyph().to_string(), Role::Piece),
        Occupant::Empty => match board.floor(sq) {
            Floor::Teleporter => {
                let arrow = board.teleporter_arrow(sq).map_or('?', |d| d.arrow());
                (format!("T{arrow}"), Role::Teleporter)
            }
            Floor::Pool if marks.path.contains(&sq) => ("~+".to_string(), Role::Path),
            Floor::Pool => ("~ ".to_string(), Role::Pool),
            Floor::Plain if marks.path.contains(&sq) => ("+ ".to_string(), Role::Path),
            Floor::Plain => (". ".to_string(), Role::Dim),
        },
    };
    palette.paint(role, &text)
}

/// A board with squares labelled (costs, chances), followed by its legend.
pub fn labelled(
    board: &Board,
    pawns: &[Pawn],
    labels: Vec<(Square, String, Role)>,
    palette: &Palette,
) -> String {
    let marks = Marks {
        path: Vec::new(),
        labels,
    };
    draw(board, pawns, &marks, palette) + &legend(pawns, false)
}

/// The legend under a board.
pub fn legend(pawns: &[Pawn], with_path: bool) -> String {
    let mut out = String::from(
        "@> monster and its heading   ## stone   <> crystal   #r #u pivot (right, around)\n\
         ~  blood pool   T> teleporter and its arrow   = door   letters: wall segments (B1)\n",
    );
    if with_path {
        out.push_str("+  square the monster passed through\n");
    }
    let labels = pawn_labels(pawns);
    let renamed: Vec<String> = pawns
        .iter()
        .zip(&labels)
        .filter(|(p, l)| p.name != **l)
        .map(|(p, l)| format!("{l} = {}", p.name))
        .collect();
    if !renamed.is_empty() {
        out.push_str(&format!("pawns: {}\n", renamed.join(", ")));
    }
    out
}
