//! The ASCII board, with the wall letters (B1) around it.
//!
//! ```text
//!        a  b  c  d  e  f  g  h  i  j  k  l  m  n  o  p
//!        A  B  C  D  E  F  G  H  I  J  K  L
//!   1 =  @> .  .  .  .  .  .  .  .  .  .  .  MN
//! ```
//! The frame and the squares' two characters are [`crate::drawing`]'s, the one vocabulary
//! of drawn boards (drawn maps in scenario files use it too, teleporter pair letters
//! included); this module adds colour (one per player, one per teleporter pair), the pawns'
//! labels, marks, and what the grid cannot show: which teleporters pair up, who the pawns
//! are, who waits outside.

use super::{inks, wrap_items, Palette, Role};
use crate::board::{Board, Floor, Occupant, PawnPlace};
use crate::drawing::{self, is_initial, Glyph};
use crate::geometry::Square;
use crate::i18n::{Lang, Player};
use crate::position::{Pawn, Position};
use crate::render::colour::{colour_word, Colour};
use crate::report::Style;
use crate::t;

/// Extra marks drawn over a board.
#[derive(Clone, Debug, Default)]
pub struct Marks {
    /// Squares the monster passed through (drawn `+` where nothing else stands).
    pub path: Vec<Square>,
    /// Squares drawn with a two-character label in a colour (heat maps, reachable squares).
    /// A label is never drawn over a piece, a pawn or the monster: those stay visible.
    pub labels: Vec<(Square, String, Role)>,
}

/// Who is who on the boards drawn for one position: its pawns (by id: names, players,
/// faces) and the names of its teleporter pairs. A `&[Pawn]` alone is a cast whose pairs are
/// unnamed (they are then named `A`, `B`... in board order).
#[derive(Clone, Copy, Debug)]
pub struct Cast<'a> {
    /// The pawns, indexed by pawn id.
    pub pawns: &'a [Pawn],
    /// Each teleporter's square and its pair's name.
    pub pairs: &'a [(Square, String)],
    /// The players given a colour (`color:`), and their colours.
    pub colors: &'a [(String, Colour)],
}

impl<'a> From<&'a [Pawn]> for Cast<'a> {
    fn from(pawns: &'a [Pawn]) -> Cast<'a> {
        Cast {
            pawns,
            pairs: &[],
            colors: &[],
        }
    }
}

impl<'a> From<&'a Vec<Pawn>> for Cast<'a> {
    fn from(pawns: &'a Vec<Pawn>) -> Cast<'a> {
        Cast {
            pawns,
            pairs: &[],
            colors: &[],
        }
    }
}

impl<'a> From<&'a Position> for Cast<'a> {
    fn from(p: &'a Position) -> Cast<'a> {
        Cast {
            pawns: p.pawns(),
            pairs: p.pair_names(),
            colors: p.colors(),
        }
    }
}

/// Whether a label could be read as a column or a square (`b`, `c4`).
fn looks_like_square(label: &str) -> bool {
    let mut c = label.chars();
    matches!(c.next(), Some('a'..='p')) && c.all(|d| d.is_ascii_digit())
}

/// The labels pawns are drawn with, by pawn id, all different. A pawn of a player shows
/// the player's initial and its face, as the pawn on the table does (`R5`: red, showing 5);
/// a pawn without a player keeps a name of one or two letters and digits (`A`, `P0`) that
/// cannot be taken for a square, and otherwise gets its name's initial and its face. A label
/// never lies about the face: where two pawns would look alike (two of Ben's pawns showing
/// 3), the later one is told apart by its letter — the initial in lower case (`B3`, `b3`),
/// then another letter of the player's name, then any letter. Every letter must name that
/// player alone ([`drawing::letter_of`]), so a drawn map reads the label back as the same
/// player's pawn showing the same face: of two players sharing an initial (blue and black),
/// neither takes it (`U4`, `A4`); a letter that names others is the last resort. A pawn without a face takes
/// the last digit of its name, then another digit or a letter. Labels never start with a
/// digit (digits on a board are costs and chances).
pub fn pawn_labels(pawns: &[Pawn]) -> Vec<String> {
    let keeps = |p: &Pawn| {
        p.player.is_none()
            && drawing::is_label(&p.name)
            && p.name.starts_with(|c: char| c.is_ascii_alphabetic())
            && !looks_like_square(&p.name)
    };
    let mut players: Vec<&str> = Vec::new();
    for p in pawns.iter().filter_map(|p| p.player.as_deref()) {
        if !players.contains(&p) {
            players.push(p);
        }
    }
    // Kept names first: nobody else may take them.
    let mut used: Vec<String> = pawns
        .iter()
        .filter(|p| keeps(p))
        .map(|p| p.name.clone())
        .collect();
    pawns
        .iter()
        .map(|p| {
            if keeps(p) {
                return p.name.clone();
            }
            let initial = p
                .player
                .as_deref()
                .and_then(|pl| pl.chars().find(|&c| is_initial(c)))
                .or_else(|| p.name.chars().find(|&c| is_initial(c)))
                .and_then(|c| c.to_uppercase().next().filter(|&u| is_initial(u)))
                .unwrap_or('P');
            let label = match p.face.map(|f| char::from(b'0' + f)) {
                // The label shows the face the pawn shows, always (`B3`: Ben's pawn showing
                // 3). Pawns that look alike are told apart by the letter: the initial in
                // lower case (`b3`), then the other letters of the player's name, then any.
                Some(face) => {
                    let lower = initial.to_lowercase().next().filter(|&c| is_initial(c));
                    let others = p
                        .player
                        .as_deref()
                        .unwrap_or(&p.name)
                        .chars()
                        .filter(|&c| is_initial(c))
                        .filter_map(|c| c.to_uppercase().next().filter(|&u| is_initial(u)));
                    // The letter must name this player alone, as a drawn map reads it
                    // (players sharing an initial are told apart by other letters).
                    let reads_back = |c: &char| match p.player.as_deref() {
                        Some(pl) => drawing::letter_of(*c, &players) == drawing::LetterOf::One(pl),
                        None => true,
                    };
                    let any = ('A'..='Z').chain('a'..='z');
                    let letters = std::iter::once(initial).chain(lower).chain(others);
                    letters
                        .clone()
                        .chain(any.clone())
                        .filter(reads_back)
                        .chain(letters)
                        .chain(any)
                        .map(|c| format!("{c}{face}"))
                        .find(|l| !used.contains(l))
                        // 52 letters for at most 64 pawns of 6 faces: one is always free.
                        .unwrap_or_else(|| "??".into())
                }
                None => {
                    let digit = p.name.chars().rev().find(char::is_ascii_digit);
                    let seconds = digit
                        .into_iter()
                        .chain('1'..='9')
                        .chain('0'..='0')
                        .chain('A'..='Z');
                    seconds
                        .map(|c| format!("{initial}{c}"))
                        .chain(
                            ('A'..='Z').flat_map(|a| ('0'..='9').map(move |d| format!("{a}{d}"))),
                        )
                        .find(|l| !used.contains(l))
                        // 260 two-character labels and more for at most 64 pawns: one is free.
                        .unwrap_or_else(|| "??".into())
                }
            };
            used.push(label.clone());
            label
        })
        .collect()
}

/// Each pawn's ink: its player's colour (players told apart, names matched ignoring case);
/// `None` for a pawn without a player.
fn pawn_inks(pawns: &[Pawn], colors: &[(String, Colour)]) -> Vec<Option<u8>> {
    let players: Vec<&str> = pawns
        .iter()
        .filter_map(|p| p.player.as_deref())
        .map(|p| colour_word(p, colors))
        .collect();
    let mut player_inks = inks(&players).into_iter();
    pawns
        .iter()
        .map(|p| p.player.as_ref().and_then(|_| player_inks.next()))
        .collect()
}

/// One teleporter pair as drawn: its squares, its letter, its colour and its name.
struct Pair {
    a: Square,
    b: Square,
    letter: char,
    ink: u8,
    name: String,
}

/// The board's teleporter pairs in board order, lettered by [`drawing::teleporter_letters`].
fn pairs(board: &Board, cast: &Cast) -> Vec<Pair> {
    let mut found: Vec<(Square, Square, String)> = Vec::new();
    for (a, b, _) in board.teleporters().filter(|(a, b, _)| a < b) {
        let name = cast.pairs.iter().find(|(at, _)| *at == a).map_or_else(
            || crate::setup::pair_name(found.len() as u8),
            |(_, n)| n.clone(),
        );
        found.push((a, b, name));
    }
    let names: Vec<&str> = found.iter().map(|(_, _, n)| n.as_str()).collect();
    let letters = drawing::teleporter_letters(&names);
    let colours = inks(&names);
    found
        .iter()
        .zip(letters)
        .zip(colours)
        .map(|(((a, b, name), letter), ink)| Pair {
            a: *a,
            b: *b,
            letter: letter.unwrap_or(drawing::TELEPORTER),
            ink,
            name: name.clone(),
        })
        .collect()
}

/// A pawn's player and face in words, " (red, face 5)" (the player named in `lang`: "Rot"),
/// or nothing.
fn pawn_about(lang: Lang, p: &Pawn) -> String {
    let player = p.player.as_deref().map(super::escaped);
    let about = match (player.as_deref(), p.face) {
        (Some(pl), Some(f)) => t!(
            lang,
            "board-pawn-player-face",
            player = Player(pl),
            face = f
        ),
        (Some(pl), None) => t!(lang, "board-pawn-player", player = Player(pl)),
        (None, Some(f)) => t!(lang, "board-pawn-face", face = f),
        (None, None) => return String::new(),
    };
    format!(" {about}")
}

/// Who a pawn is, for the lists under a board: "red5 (red, face 5)".
fn pawn_words(lang: Lang, p: &Pawn) -> String {
    format!("{}{}", p.name, pawn_about(lang, p))
}

/// Draws `board` with the wall letters, pawn labels and marks, then what the grid cannot
/// show: the teleporter pairs, who each label is, and who waits beside the entrance, each
/// list wrapped to `style.width`. Ends with a newline.
pub fn draw<'a>(board: &Board, cast: impl Into<Cast<'a>>, marks: &Marks, style: &Style) -> String {
    let cast = cast.into();
    let (palette, lang) = (&style.palette, style.lang);
    let labels = pawn_labels(cast.pawns);
    let pawn_ink = pawn_inks(cast.pawns, cast.colors);
    let pairs = pairs(board, &cast);
    let look = Look {
        board,
        labels: &labels,
        pawn_ink: &pawn_ink,
        pairs: &pairs,
        marks,
        palette,
    };
    let mut out = drawing::frame(
        |sq| look.cell(sq),
        |letters| palette.paint(Role::Dim, letters),
    );
    for p in &pairs {
        let arrow = |sq: Square| {
            board
                .teleporter_arrow(sq)
                .map_or("?".into(), |d| crate::i18n::Word::word(d, lang))
        };
        let letter = palette.paint(Role::Ink(p.ink), &p.letter.to_string());
        let named = if p.name == p.letter.to_string() {
            String::new()
        } else {
            format!(" ({})", Player(&super::escaped(&p.name)).word(lang))
        };
        out.push_str(&super::wrap(
            &t!(
                lang,
                "board-pair",
                letter = letter,
                named = named,
                a = p.a,
                arrow_a = arrow(p.a).into_owned(),
                b = p.b,
                arrow_b = arrow(p.b).into_owned()
            ),
            style.width,
            "",
            "  ",
        ));
    }
    let pawn_ids = || board.pawn_ids().map(|id| (id, id.0 as usize));
    let label_item = |i: usize, p: &Pawn| {
        let role = pawn_ink[i].map_or(Role::Pawn, Role::Ink);
        let label = palette.paint(role, &labels[i]);
        if labels[i] == p.name {
            format!("{label}{}", pawn_about(lang, p))
        } else {
            format!("{label} = {}", pawn_words(lang, p))
        }
    };
    let shown: Vec<String> = pawn_ids()
        .filter(|(id, _)| matches!(board.pawn(*id), PawnPlace::At(_)))
        .filter_map(|(_, i)| {
            let p = cast.pawns.get(i)?;
            (labels[i] != p.name || p.player.is_some() || p.face.is_some())
                .then(|| label_item(i, p))
        })
        .collect();
    if !shown.is_empty() {
        let head = format!("{} ", t!(lang, "board-pawns"));
        let rest = " ".repeat(textwrap::core::display_width(&head));
        out.push_str(&wrap_items(&shown, style.width, &head, &rest, "   "));
    }
    let waiting: Vec<String> = pawn_ids()
        .filter(|(id, _)| board.pawn(*id) == PawnPlace::Waiting)
        .map(|(_, i)| {
            cast.pawns
                .get(i)
                .map_or("?".to_string(), |p| pawn_words(lang, p))
        })
        .collect();
    if !waiting.is_empty() {
        out.push_str(&super::wrap(
            &t!(lang, "board-waiting", pawns = waiting.join(", ")),
            style.width,
            "",
            "  ",
        ));
    }
    out
}

/// What one drawing needs to draw a square.
struct Look<'a> {
    board: &'a Board,
    labels: &'a [String],
    pawn_ink: &'a [Option<u8>],
    pairs: &'a [Pair],
    marks: &'a Marks,
    palette: &'a Palette,
}

impl Look<'_> {
    fn cell(&self, sq: Square) -> String {
        let (board, marks, palette) = (self.board, self.marks, self.palette);
        let occupied = board.monster() == sq || !board.is_empty(sq);
        if let Some((_, l, role)) = marks.labels.iter().find(|(s, _, _)| *s == sq) {
            if !occupied {
                return palette.paint(*role, &format!("{l:<2}"));
            }
        }
        if board.monster() == sq {
            let t = Glyph::Monster(board.facing()).text();
            return palette.paint(Role::Monster, &t);
        }
        let (text, role) = match board.occupant(sq) {
            Occupant::Pawn(id) => {
                let i = id.0 as usize;
                let l = self.labels.get(i).map_or("?", |s| s.as_str());
                let role = self
                    .pawn_ink
                    .get(i)
                    .copied()
                    .flatten()
                    .map_or(Role::Pawn, Role::Ink);
                (Glyph::Pawn(l.to_string()).text(), role)
            }
            Occupant::Piece(p) => (Glyph::Piece(p).text(), Role::Piece),
            Occupant::Empty => match board.floor(sq) {
                Floor::Teleporter => {
                    let arrow = board
                        .teleporter_arrow(sq)
                        .unwrap_or(crate::geometry::Dir::North);
                    let pair = self.pairs.iter().find(|p| p.a == sq || p.b == sq);
                    let letter = pair.map_or(drawing::TELEPORTER, |p| p.letter);
                    let role = pair.map_or(Role::Teleporter, |p| Role::Ink(p.ink));
                    (Glyph::Teleporter(letter, arrow).text(), role)
                }
                Floor::Pool if marks.path.contains(&sq) => ("~+".to_string(), Role::Path),
                Floor::Pool => (drawing::POOL.to_string(), Role::Pool),
                Floor::Plain if marks.path.contains(&sq) => ("+ ".to_string(), Role::Path),
                Floor::Plain => (drawing::EMPTY.to_string(), Role::Dim),
            },
        };
        palette.paint(role, &text)
    }
}

/// A board with squares labelled (costs, chances), followed by its legend.
pub fn labelled<'a>(
    board: &Board,
    cast: impl Into<Cast<'a>>,
    labels: Vec<(Square, String, Role)>,
    style: &Style,
) -> String {
    let marks = Marks {
        path: Vec::new(),
        labels,
    };
    draw(board, cast, &marks, style) + &legend(false, style)
}

/// The legend under a board: what each drawing means (`with_path`: the monster's path
/// too), laid out to fit `style.width`.
pub fn legend(with_path: bool, style: &Style) -> String {
    static ITEMS: [std::sync::OnceLock<Vec<String>>; 3] = [const { std::sync::OnceLock::new() }; 3];
    let lang = style.lang;
    let items = ITEMS[lang as usize].get_or_init(|| {
        vec![
            format!("@> {}", t!(lang, "legend-monster")),
            format!("## {}", t!(lang, "legend-stone")),
            format!("<> {}", t!(lang, "legend-crystal")),
            format!("#r #u {}", t!(lang, "legend-pivot")),
            format!("~ {}", t!(lang, "legend-pool")),
            format!("T> {}", t!(lang, "legend-teleporter")),
            format!("= {}", t!(lang, "legend-door")),
            t!(lang, "legend-letters"),
            format!("+ {}", t!(lang, "legend-path")),
        ]
    });
    // The last item, the path, only under a board that shows one.
    let shown = if with_path {
        items.len()
    } else {
        items.len() - 1
    };
    wrap_items(&items[..shown], style.width, "", "", "   ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pawn(name: &str, player: &str, face: u8) -> Pawn {
        Pawn {
            name: name.into(),
            player: Some(player.into()),
            face: Some(face),
        }
    }

    #[test]
    fn a_label_shows_the_face_and_alike_pawns_differ_by_their_letter() {
        // Ben3 shows 3 (white) and Ben4 shows 3 (its black side): both show 3.
        let pawns = [
            pawn("Ben3", "Ben", 3),
            pawn("Ben4", "Ben", 3),
            pawn("Bob5", "Bob", 3),
            pawn("Anna5", "Anna", 2),
        ];
        let labels = pawn_labels(&pawns);
        // Ben and Bob share their initial, so each is drawn with a letter only its own name
        // holds (E for Ben, O for Bob), as a drawn map reads it back.
        assert_eq!(labels, ["E3", "e3", "O3", "A2"]);
        for (l, p) in labels.iter().zip(&pawns) {
            // Never another number than the face shown.
            assert!(l.ends_with(char::from(b'0' + p.face.unwrap())), "{l}");
        }
    }
}
