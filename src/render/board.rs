//! The ASCII board, with the wall letters (B1) around it.
//!
//! ```text
//!        a  b  c  d  e  f  g  h  i  j  k  l  m  n  o  p
//!        A  B  C  D  E  F  G  H  I  J  K  L
//!   1 =  @> .  .  .  .  .  .  .  .  .  .  .  MN
//! ```
//! The frame and the squares' two characters are [`crate::drawing`]'s, the one vocabulary
//! of drawn boards (drawn maps in scenario files use it too); this module adds colour, pawn
//! labels for long names, marks, and what the grid cannot show.

use super::{Palette, Role};
use crate::board::{Board, Floor, Occupant};
use crate::drawing::{self, Glyph};
use crate::geometry::Square;
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

/// Draws `board` with the wall letters, pawn labels and marks; ends with a newline.
pub fn draw(board: &Board, pawns: &[Pawn], marks: &Marks, palette: &Palette) -> String {
    let labels = pawn_labels(pawns);
    let mut out = drawing::frame(
        |sq| cell(board, sq, &labels, marks, palette),
        |letters| palette.paint(Role::Dim, letters),
    );
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

fn cell(board: &Board, sq: Square, labels: &[String], marks: &Marks, palette: &Palette) -> String {
    if let Some((_, l, role)) = marks.labels.iter().find(|(s, _, _)| *s == sq) {
        return palette.paint(*role, &format!("{l:<2}"));
    }
    if board.monster() == sq {
        let t = Glyph::Monster(board.facing()).text();
        return palette.paint(Role::Monster, &t);
    }
    let (text, role) = match board.occupant(sq) {
        Occupant::Pawn(id) => {
            let l = labels.get(id.0 as usize).map_or("?", |s| s.as_str());
            (Glyph::Pawn(l.to_string()).text(), Role::Pawn)
        }
        Occupant::Piece(p) => (Glyph::Piece(p).text(), Role::Piece),
        Occupant::Empty => match board.floor(sq) {
            Floor::Teleporter => {
                let arrow = board
                    .teleporter_arrow(sq)
                    .unwrap_or(crate::geometry::Dir::North);
                (
                    Glyph::Teleporter(drawing::TELEPORTER, arrow).text(),
                    Role::Teleporter,
                )
            }
            Floor::Pool if marks.path.contains(&sq) => ("~+".to_string(), Role::Path),
            Floor::Pool => (drawing::POOL.to_string(), Role::Pool),
            Floor::Plain if marks.path.contains(&sq) => ("+ ".to_string(), Role::Path),
            Floor::Plain => (drawing::EMPTY.to_string(), Role::Dim),
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
