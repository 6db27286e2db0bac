//! Rendering on top of the engine: ASCII boards, the explained trace, JSON. Nothing here
//! changes a board.

pub mod board;
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
}

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
