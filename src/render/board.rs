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
use crate::board::{Board, Floor, Occupant, Piece, PivotKind};
use crate::geometry::{Square, COLS, ROWS};
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

/// The text in the cut-away square at (col, row), if it borders a staircase wall.
fn staircase_letters(col: u8, row: u8) -> Option<&'static str> {
    Some(match (col, row) {
        (12, 0) => "MN",
        (13, 1) => "OP",
        (14, 2) => "QR",
        (15, 3) => "ST",
        (0, 7) => "ST",
        (1, 8) => "QR",
        (2, 9) => "OP",
        (3, 10) => "MN",
        _ => return None,
    })
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
    for c in 0..12u8 {
        out.push_str(&palette.paint(Role::Dim, &((b'A' + c) as char).to_string()));
        out.push_str("  ");
    }
    trim_end(&mut out);
    out.push('\n');
    for r in 0..ROWS {
        let west = match r {
            0 => "=",
            1..=6 => ["Z", "Y", "X", "W", "V", "U"][(r - 1) as usize],
            _ => " ",
        };
        out.push_str(&format!(
            "{:>3} {}  ",
            r + 1,
            palette.paint(Role::Dim, west)
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
                    Some(t) => palette.paint(Role::Dim, t),
                    None => "  ".to_string(),
                },
            };
            out.push_str(&cell);
            if c < last {
                out.push(' ');
            }
        }
        let east = match r {
            4..=9 => ["U", "V", "W", "X", "Y", "Z"][(r - 4) as usize],
            10 => "=",
            _ => "",
        };
        if !east.is_empty() {
            out.push_str("  ");
            out.push_str(&palette.paint(Role::Dim, east));
        }
        trim_end(&mut out);
        out.push('\n');
    }
    out.push_str("       ");
    for c in 0..COLS {
        let t = if c >= 4 {
            ((b'A' + (15 - c)) as char).to_string()
        } else {
            " ".to_string()
        };
        out.push_str(&palette.paint(Role::Dim, &t));
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
        Occupant::Piece(p) => (
            match p {
                Piece::Stone => "##",
                Piece::Crystal => "<>",
                Piece::Pivot(PivotKind::Right) => "#r",
                Piece::Pivot(PivotKind::Around) => "#u",
            }
            .to_string(),
            Role::Piece,
        ),
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
