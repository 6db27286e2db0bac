//! The drawn board, in one place: the two-character vocabulary of its squares ([`Glyph`])
//! and the frame around them ([`frame`]: column letters, row numbers, and the wall letters of
//! B1 computed from [`crate::geometry`]). `show` draws with it, and a drawn map (`map:` in a
//! scenario file) is read and written with it, so the picture and the file never disagree.
//!
//! ```text
//!        a  b  c  d  e  f  g  h  i  j  k  l  m  n  o  p
//!        A  B  C  D  E  F  G  H  I  J  K  L
//!   1 =  @> .  .  .  .  .  .  .  .  .  .  .  MN
//!   2 Z  .  .  ## <> #r #u ~  T> A  b1 .  .  .  OP
//! ```
//!
//! Every square is two characters under its column letter, then a space: `. ` empty, `~ `
//! blood pool, [`Piece::glyph`] (`##` stone, `<>` crystal, `#r` / `#u` pivot stones), `@` and
//! the monster's heading ([`Dir::arrow`]: `^ > v <`), a teleporter's letter and its arrow
//! (`T>`), or a pawn's label of one or two letters and digits. The staircase letters stand in
//! the cut-away squares beside them (`MN` on m1: M east of l1, N north of m2); `=` is a door.

use crate::board::Piece;
use crate::geometry::{Dir, Square, Wall, COLS, ROWS};

/// An empty square.
pub const EMPTY: &str = ". ";
/// A blood pool square.
pub const POOL: &str = "~ ";
/// The monster, followed by its heading's arrow.
pub const MONSTER: char = '@';
/// The teleporter letter when a drawing names no other: `T>`.
pub const TELEPORTER: char = 'T';
/// A door (B1): west of a1, east of p11.
pub const DOOR: char = '=';

/// What one square of a drawn board shows.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Glyph {
    /// `. `: nothing drawn there.
    Empty,
    /// `~ `: a blood pool square.
    Pool,
    /// A stone-like piece: [`Piece::glyph`].
    Piece(Piece),
    /// `@` and the monster's heading.
    Monster(Dir),
    /// A teleporter: its pair's letter and its arrow.
    Teleporter(char, Dir),
    /// A pawn's label: one or two ASCII letters and digits.
    Pawn(String),
}

/// Why two characters are not a [`Glyph`]. Said in [`crate::i18n::speaking`]'s language.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum GlyphError {
    /// Nothing at all under the column letter.
    Blank,
    /// The cell starts with a space: drawn one character too far right.
    Misaligned(String),
    /// `@` with no heading.
    MonsterHeading(String),
    /// Anything else.
    Unknown(String),
}

impl std::fmt::Display for GlyphError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let lang = crate::i18n::speaking();
        f.write_str(&match self {
            GlyphError::Blank => crate::t!(lang, "glyph-blank"),
            GlyphError::Misaligned(text) => crate::t!(lang, "glyph-misaligned", text = text),
            GlyphError::MonsterHeading(text) => {
                crate::t!(lang, "glyph-monster-heading", text = text)
            }
            GlyphError::Unknown(text) => crate::t!(lang, "glyph-unknown", text = text),
        })
    }
}

impl std::error::Error for GlyphError {}

/// The letter each teleporter pair is drawn with, for pairs named `pairs` (each name once,
/// in board order): the first letter of its name in capitals if free, else the first free
/// capital, digit or small letter (never `v`, an arrow). `show` and the drawn maps written
/// by [`crate::scenario::write_map`] both letter pairs by this rule, so they agree. `None`
/// once the 61 letters are used up.
pub fn teleporter_letters(pairs: &[&str]) -> Vec<Option<char>> {
    let mut letters: Vec<Option<char>> = Vec::new();
    for pair in pairs {
        let first = pair.chars().next().map(|c| c.to_ascii_uppercase());
        let letter = first
            .into_iter()
            .chain('A'..='Z')
            .chain('0'..='9')
            .chain(('a'..='z').filter(|&c| c != 'v'))
            .find(|&c| c.is_ascii_alphanumeric() && !letters.contains(&Some(c)));
        letters.push(letter);
    }
    letters
}

/// The heading drawn as `arrow` (`^ > v <`).
pub fn dir_of_arrow(arrow: char) -> Option<Dir> {
    Dir::ALL.into_iter().find(|d| d.arrow() == arrow)
}

/// Whether `label` can label a pawn on a drawn board: one or two ASCII letters and digits,
/// or a letter of another alphabet one column wide (`Ü3`, as a player's initial is drawn).
pub fn is_label(label: &str) -> bool {
    (1..=2).contains(&label.chars().count())
        && label
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || is_initial(c))
}

/// Whether `c` can begin a pawn's label: a letter one column wide (`J`, `Ü`, `Æ`; not a
/// wide letter, which would break the grid).
pub fn is_initial(c: char) -> bool {
    c.is_alphabetic() && textwrap::core::display_width(c.encode_utf8(&mut [0; 4])) == 1
}

/// A player's initial as labels draw it: the first letter of the name, in capitals.
pub fn initial(player: &str) -> Option<char> {
    player.chars().find(|&c| is_initial(c)).and_then(capital)
}

/// `c` in capitals, if that is one letter one column wide.
fn capital(c: char) -> Option<char> {
    let mut up = c.to_uppercase();
    match (up.next(), up.next()) {
        (Some(u), None) if is_initial(u) => Some(u),
        _ => None,
    }
}

/// A label that draws a player's pawn as the tool draws it: a letter, then the face the pawn
/// shows (1 to 6): `R5`, `b3`. `None` for any other label (`A`, `P0`, `AB`).
pub fn player_label(label: &str) -> Option<(char, u8)> {
    let mut chars = label.chars();
    match (chars.next(), chars.next(), chars.next()) {
        (Some(letter), Some(digit @ '1'..='6'), None) if is_initial(letter) => {
            Some((letter, digit as u8 - b'0'))
        }
        _ => None,
    }
}

/// Whom the letter of a player's label names among `players`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum LetterOf<'a> {
    /// One player: the one whose initial it is, or else the one whose name alone holds it.
    One(&'a str),
    /// No player's name holds the letter.
    Nobody,
    /// Several players (each in `players`' order): their initial, or their names, share it.
    Several(Vec<&'a str>),
}

/// Whom `letter` names among `players`, in either case: the player whose initial it is
/// (`B3`, `b3`: Ben); if it is nobody's initial, the player whose name alone holds it (`E3`:
/// Ben, when no other name has an `e`). The text board draws look-alike pawns with letters
/// that read back this way, and a drawn map reads them so.
pub fn letter_of<'a>(letter: char, players: &[&'a str]) -> LetterOf<'a> {
    let Some(letter) = capital(letter) else {
        return LetterOf::Nobody;
    };
    let mut by_initial: Vec<&'a str> = Vec::new();
    let mut holding: Vec<&'a str> = Vec::new();
    for &p in players {
        if initial(p) == Some(letter) && !by_initial.contains(&p) {
            by_initial.push(p);
        }
        if p.chars().any(|c| capital(c) == Some(letter)) && !holding.contains(&p) {
            holding.push(p);
        }
    }
    let found = if by_initial.is_empty() {
        holding
    } else {
        by_initial
    };
    match found.as_slice() {
        [] => LetterOf::Nobody,
        [one] => LetterOf::One(one),
        _ => LetterOf::Several(found),
    }
}

impl Glyph {
    /// The two characters drawn.
    pub fn text(&self) -> String {
        match self {
            Glyph::Empty => EMPTY.into(),
            Glyph::Pool => POOL.into(),
            Glyph::Piece(p) => p.glyph().into(),
            Glyph::Monster(d) => format!("{MONSTER}{}", d.arrow()),
            Glyph::Teleporter(letter, d) => format!("{letter}{}", d.arrow()),
            Glyph::Pawn(label) => format!("{label:<2}"),
        }
    }

    /// Reads the two characters of a square (a shorter text is padded with spaces).
    /// `teleporter` says which letters name teleporter pairs: such a letter followed by an
    /// arrow is a teleporter (`Tv`), never a pawn's label.
    pub fn parse(cell: &str, teleporter: &dyn Fn(char) -> bool) -> Result<Glyph, GlyphError> {
        let mut chars = cell.chars();
        let (a, b) = (chars.next().unwrap_or(' '), chars.next().unwrap_or(' '));
        let text: String = [a, b].iter().collect();
        let shown = text.trim_end().to_string();
        if chars.next().is_some() {
            return Err(GlyphError::Unknown(cell.to_string()));
        }
        if a == ' ' {
            return Err(if b == ' ' {
                GlyphError::Blank
            } else {
                GlyphError::Misaligned(text)
            });
        }
        if text == EMPTY {
            return Ok(Glyph::Empty);
        }
        if text == POOL {
            return Ok(Glyph::Pool);
        }
        if let Some(p) = Piece::ALL.into_iter().find(|p| p.glyph() == text) {
            return Ok(Glyph::Piece(p));
        }
        if a == MONSTER {
            return dir_of_arrow(b)
                .map(Glyph::Monster)
                .ok_or(GlyphError::MonsterHeading(shown));
        }
        if teleporter(a) {
            if let Some(d) = dir_of_arrow(b) {
                return Ok(Glyph::Teleporter(a, d));
            }
        }
        if is_label(&shown) {
            return Ok(Glyph::Pawn(shown));
        }
        Err(GlyphError::Unknown(shown))
    }
}

/// The wall letters shown in the cut-away cell at (`col`, `row`): the letters of the walls of
/// its existing neighbours that face it, in alphabetical order (`MN` on m1); `None` if it
/// borders no square.
pub fn staircase_letters(col: u8, row: u8) -> Option<String> {
    if Square::new(col, row).is_some() {
        return None;
    }
    let mut letters: Vec<char> = Dir::ALL
        .into_iter()
        .filter_map(|d| {
            let (dc, dr) = match d {
                Dir::North => (0, -1),
                Dir::East => (1, 0),
                Dir::South => (0, 1),
                Dir::West => (-1, 0),
            };
            let c = u8::try_from(i16::from(col) + dc).ok()?;
            let r = u8::try_from(i16::from(row) + dr).ok()?;
            match Square::new(c, r)?.wall(d.opposite())? {
                Wall::Letter(l) => Some(l),
                Wall::Door => None,
            }
        })
        .collect();
    letters.sort_unstable();
    (!letters.is_empty()).then(|| letters.into_iter().collect())
}

/// A wall segment's mark: its letter, or `=` for a door.
fn wall_mark(w: Wall) -> char {
    match w {
        Wall::Letter(c) => c,
        Wall::Door => DOOR,
    }
}

/// The first character of square column `col` on every line of the frame.
pub const fn column_offset(col: u8) -> usize {
    7 + 3 * col as usize
}

/// Draws the board: a header of column letters, the north wall's letters, the 11 rows (the
/// row number, the west wall's mark, the squares `cell` draws and the east wall's mark) and
/// the south wall's letters; the staircase letters stand in the cut-away squares. `cell`
/// gives each square's two characters (possibly painted); `mark` paints wall letters. No line
/// ends in spaces; the text ends with a newline.
pub fn frame(mut cell: impl FnMut(Square) -> String, mark: impl Fn(&str) -> String) -> String {
    let mut out = String::new();
    let mut line = |text: String| {
        out.push_str(text.trim_end_matches(' '));
        out.push('\n');
    };
    let mut header = " ".repeat(column_offset(0));
    for c in 0..COLS {
        header.push((b'a' + c) as char);
        header.push_str("  ");
    }
    line(header);
    // Wall letters along one edge, under or over their columns, up to the last letter.
    let edge = |row: u8, side: Dir| {
        let letter = |c: u8| {
            Square::new(c, row)
                .and_then(|s| s.wall(side))
                .map(wall_mark)
        };
        let last = (0..COLS).rev().find(|&c| letter(c).is_some()).unwrap_or(0);
        let mut text = " ".repeat(column_offset(0));
        for c in 0..=last {
            text.push_str(&mark(&letter(c).unwrap_or(' ').to_string()));
            text.push_str("  ");
        }
        text
    };
    line(edge(0, Dir::North));
    for r in 0..ROWS {
        let west = Square::new(0, r)
            .and_then(|s| s.wall(Dir::West))
            .map_or(' ', wall_mark);
        let mut text = format!("{:>3} {}  ", r + 1, mark(&west.to_string()));
        let last = (0..COLS)
            .rev()
            .find(|&c| Square::new(c, r).is_some() || staircase_letters(c, r).is_some())
            .unwrap_or(0);
        for c in 0..=last {
            match Square::new(c, r) {
                Some(sq) => text.push_str(&cell(sq)),
                None => match staircase_letters(c, r) {
                    Some(t) => text.push_str(&mark(&t)),
                    None => text.push_str("  "),
                },
            }
            if c < last {
                text.push(' ');
            }
        }
        if let Some(east) = Square::new(COLS - 1, r).and_then(|s| s.wall(Dir::East)) {
            text.push_str("  ");
            text.push_str(&mark(&wall_mark(east).to_string()));
        }
        line(text);
    }
    line(edge(ROWS - 1, Dir::South));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::PivotKind;

    fn tele(c: char) -> bool {
        c == 'T'
    }

    #[test]
    fn every_glyph_reads_back() {
        let glyphs = [
            Glyph::Empty,
            Glyph::Pool,
            Glyph::Piece(Piece::Stone),
            Glyph::Piece(Piece::Crystal),
            Glyph::Piece(Piece::Pivot(PivotKind::Right)),
            Glyph::Piece(Piece::Pivot(PivotKind::Around)),
            Glyph::Monster(Dir::North),
            Glyph::Monster(Dir::West),
            Glyph::Teleporter('T', Dir::South),
            Glyph::Pawn("A".into()),
            Glyph::Pawn("r5".into()),
            Glyph::Pawn("T".into()),
        ];
        for g in glyphs {
            assert_eq!(g.text().chars().count(), 2, "{g:?}");
            assert_eq!(Glyph::parse(&g.text(), &tele), Ok(g.clone()));
        }
        // A trimmed cell reads the same.
        assert_eq!(Glyph::parse(".", &tele), Ok(Glyph::Empty));
        assert_eq!(Glyph::parse("A", &tele), Ok(Glyph::Pawn("A".into())));
    }

    #[test]
    fn a_teleporter_letter_and_an_arrow_is_a_teleporter_else_a_label() {
        assert_eq!(
            Glyph::parse("Tv", &tele),
            Ok(Glyph::Teleporter('T', Dir::South))
        );
        assert_eq!(Glyph::parse("Tv", &|_| false), Ok(Glyph::Pawn("Tv".into())));
        assert_eq!(
            Glyph::parse("Yv", &|c| c == 'Y'),
            Ok(Glyph::Teleporter('Y', Dir::South))
        );
        assert_eq!(Glyph::parse("Tx", &tele), Ok(Glyph::Pawn("Tx".into())));
    }

    #[test]
    fn bad_cells_say_why() {
        assert_eq!(Glyph::parse("  ", &tele), Err(GlyphError::Blank));
        assert_eq!(Glyph::parse("", &tele), Err(GlyphError::Blank));
        assert_eq!(
            Glyph::parse(" A", &tele),
            Err(GlyphError::Misaligned(" A".into()))
        );
        assert_eq!(
            Glyph::parse("@ ", &tele),
            Err(GlyphError::MonsterHeading("@".into()))
        );
        assert_eq!(
            Glyph::parse("@x", &tele),
            Err(GlyphError::MonsterHeading("@x".into()))
        );
        for bad in [
            "T>".replace('T', "%"),
            "#x".into(),
            "~~".into(),
            "a-".into(),
        ] {
            assert!(
                matches!(Glyph::parse(&bad, &tele), Err(GlyphError::Unknown(_))),
                "{bad}"
            );
        }
        assert!(matches!(
            Glyph::parse("T>", &|_| false),
            Err(GlyphError::Unknown(_))
        ));
    }

    #[test]
    fn staircase_letters_come_from_the_walls() {
        let got: Vec<(u8, u8, String)> = (0..ROWS)
            .flat_map(|r| (0..COLS).map(move |c| (c, r)))
            .filter_map(|(c, r)| staircase_letters(c, r).map(|t| (c, r, t)))
            .collect();
        let want = [
            (12, 0, "MN"),
            (13, 1, "OP"),
            (14, 2, "QR"),
            (15, 3, "ST"),
            (0, 7, "ST"),
            (1, 8, "QR"),
            (2, 9, "OP"),
            (3, 10, "MN"),
        ];
        let want: Vec<(u8, u8, String)> = want
            .iter()
            .map(|&(c, r, t)| (c, r, t.to_string()))
            .collect();
        assert_eq!(got, want);
    }

    #[test]
    fn the_frame_of_an_empty_board() {
        let text = frame(|_| EMPTY.to_string(), |s| s.to_string());
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 14);
        assert_eq!(
            lines[0],
            "       a  b  c  d  e  f  g  h  i  j  k  l  m  n  o  p"
        );
        assert_eq!(lines[1], "       A  B  C  D  E  F  G  H  I  J  K  L");
        assert_eq!(lines[2], "  1 =  .  .  .  .  .  .  .  .  .  .  .  .  MN");
        assert_eq!(
            lines[6],
            "  5 W  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .   U"
        );
        assert_eq!(
            lines[9],
            "  8    ST .  .  .  .  .  .  .  .  .  .  .  .  .  .  .   X"
        );
        assert_eq!(
            lines[12],
            " 11             MN .  .  .  .  .  .  .  .  .  .  .  .   ="
        );
        assert_eq!(
            lines[13],
            "                   L  K  J  I  H  G  F  E  D  C  B  A"
        );
        assert!(text.lines().all(|l| !l.ends_with(' ')));
    }
}
