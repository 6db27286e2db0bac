//! Rendering on top of the engine: ASCII boards, the explained trace, JSON. Nothing here
//! changes a board.

pub mod ai;
pub mod board;
pub mod game;
pub mod html;
pub mod json;
pub mod moves;
pub mod puzzle;
pub mod search;
pub mod svg;
pub mod trace;

use owo_colors::{OwoColorize, Style};

/// Whether to colour, and the styles used.
#[derive(Clone, Copy, Debug, Default)]
pub struct Palette {
    /// Colour on or off. Everything stays readable with it off.
    pub enabled: bool,
}

/// What a piece of text is, for colouring.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// The monster.
    Monster,
    /// A pawn.
    Pawn,
    /// A stone-like piece.
    Piece,
    /// A pool.
    Pool,
    /// A teleporter.
    Teleporter,
    /// The monster's path.
    Path,
    /// Headings, rule ids.
    Dim,
    /// Removals.
    Danger,
    /// Titles.
    Heading,
    /// Low risk.
    Safe,
    /// Some risk.
    Warn,
    /// A player's colour in a game (an index into [`PLAYER_COLOURS`]).
    Player(u8),
}

/// The colours players' pawns are drawn in, in the order given to players whose name is not
/// one of them (`game`).
pub const PLAYER_COLOURS: [&str; 7] =
    ["red", "blue", "green", "yellow", "magenta", "cyan", "white"];

impl Palette {
    /// Colouring on or off.
    pub const fn new(enabled: bool) -> Palette {
        Palette { enabled }
    }

    fn style(role: Role) -> Style {
        let s = Style::new();
        match role {
            Role::Monster => s.bright_magenta().bold(),
            Role::Pawn => s.bright_cyan().bold(),
            Role::Piece => s.white(),
            Role::Pool => s.red(),
            Role::Teleporter => s.bright_blue(),
            Role::Path => s.yellow().bold(),
            Role::Dim => s.dimmed(),
            Role::Danger => s.bright_red().bold(),
            Role::Heading => s.bold().underline(),
            Role::Safe => s.green(),
            Role::Warn => s.yellow(),
            Role::Player(i) => match i {
                0 => s.bright_red().bold(),
                1 => s.bright_blue().bold(),
                2 => s.bright_green().bold(),
                3 => s.bright_yellow().bold(),
                4 => s.bright_magenta().bold(),
                5 => s.bright_cyan().bold(),
                _ => s.bright_white().bold(),
            },
        }
    }

    /// `text` in the colour of `role`, or plain.
    pub fn paint(&self, role: Role, text: &str) -> String {
        if self.enabled {
            text.style(Self::style(role)).to_string()
        } else {
            text.to_string()
        }
    }
}

/// A plain text table: columns padded to their widest cell (headers included), numbers
/// (`right[i]`) right-aligned, two spaces between columns, no trailing spaces.
pub fn table(headers: &[&str], rows: &[Vec<String>], right: &[bool]) -> String {
    let cols = headers.len();
    let mut width: Vec<usize> = headers.iter().map(|h| h.chars().count()).collect();
    for r in rows {
        for (i, c) in r.iter().enumerate().take(cols) {
            width[i] = width[i].max(c.chars().count());
        }
    }
    let line = |cells: Vec<&str>| -> String {
        let mut out = String::new();
        for (i, c) in cells.iter().enumerate() {
            let pad = width[i].saturating_sub(c.chars().count());
            if i > 0 {
                out.push_str("  ");
            }
            if right.get(i).copied().unwrap_or(false) {
                out.push_str(&" ".repeat(pad));
                out.push_str(c);
            } else {
                out.push_str(c);
                out.push_str(&" ".repeat(pad));
            }
        }
        out.trim_end().to_string() + "\n"
    };
    let mut out = line(headers.to_vec());
    for r in rows {
        out.push_str(&line(r.iter().map(String::as_str).collect()));
    }
    out
}

/// Text safe to show on a terminal: every control character that came from a file (ESC, BEL,
/// CR, backspace, C1 controls...) is shown escaped (`\x1b`), so a title cannot clear the
/// screen or rewrite a line; line breaks, tabs and the colour sequences this crate writes
/// (`ESC [ digits ; m`) are kept. JSON needs nothing: it escapes controls itself.
pub fn printable(text: &str) -> std::borrow::Cow<'_, str> {
    let is_bad = |c: char| (c.is_control() && c != '\n' && c != '\t') || c == '\u{7f}';
    if !text.chars().any(is_bad) {
        return std::borrow::Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 16);
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        if c == '\u{1b}' {
            // Keep a colour sequence (SGR): ESC [ (digits | ;)* m.
            let tail = &rest[1..];
            if let Some(params) = tail.strip_prefix('[') {
                let len = params
                    .find(|ch: char| !(ch.is_ascii_digit() || ch == ';'))
                    .unwrap_or(params.len());
                if params[len..].starts_with('m') {
                    let n = 1 + 1 + len + 1;
                    out.push_str(&rest[..n]);
                    rest = &rest[n..];
                    continue;
                }
            }
        }
        if is_bad(c) {
            let code = c as u32;
            if code < 0x100 {
                out.push_str(&format!("\\x{code:02x}"));
            } else {
                out.push_str(&format!("\\u{{{code:x}}}"));
            }
        } else {
            out.push(c);
        }
        rest = &rest[c.len_utf8()..];
    }
    std::borrow::Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn printable_escapes_controls_but_keeps_colours_and_lines() {
        assert_eq!(printable("a\nb\tc"), "a\nb\tc");
        assert_eq!(printable("\u{1b}[2Jx\u{7}"), "\\x1b[2Jx\\x07");
        assert_eq!(printable("bad\rvalid"), "bad\\x0dvalid");
        let coloured = Palette::new(true).paint(Role::Danger, "eaten");
        assert_eq!(printable(&coloured), coloured);
        assert_eq!(printable("\u{9b}31m"), "\\x9b31m");
        assert_eq!(printable("é ü"), "é ü");
    }
}
