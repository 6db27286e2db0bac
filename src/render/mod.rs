//! Rendering on top of the engine: ASCII boards, the explained trace, JSON. Nothing here
//! changes a board.

pub mod ai;
pub mod board;
pub mod colour;
pub mod game;
pub mod html;
pub mod json;
pub mod moves;
pub mod pdf;
pub mod puzzle;
pub mod search;
pub mod steps;
pub mod svg;
pub mod trace;

use crate::i18n::Lang;
use owo_colors::OwoColorize;

/// How text output is laid out and spoken: colours, width and language. Every text
/// renderer takes it; the pictures and pages take it for the language.
#[derive(Clone, Copy, Debug)]
pub struct Style {
    /// Colours (off: plain text).
    pub palette: Palette,
    /// The width text should fit in, in columns.
    pub width: usize,
    /// The language of every sentence (`--lang`).
    pub lang: Lang,
    /// The paper of printed output (PDF).
    pub paper: svg::paper::Paper,
}

impl Default for Style {
    /// Plain text, 80 columns, English, A4.
    fn default() -> Style {
        Style {
            palette: Palette::new(false),
            width: 80,
            lang: Lang::En,
            paper: svg::paper::Paper::default(),
        }
    }
}

impl Style {
    /// This style speaking `lang`.
    pub const fn with_lang(self, lang: Lang) -> Style {
        Style { lang, ..self }
    }
}

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
    /// One of the [`INKS`]: a player's pawns, a teleporter pair.
    Ink(u8),
}

/// The colours that tell players (and teleporter pairs) apart, by [`ink_of`]'s index: red,
/// blue, green, yellow, magenta, cyan, white. Everything stays readable without them.
pub const INKS: [&str; 7] = ["red", "blue", "green", "yellow", "magenta", "cyan", "white"];

/// The ink of a name that is a colour word (`red`, `Rot`, `violet`...), if it is one.
fn ink_named(name: &str) -> Option<u8> {
    colour::Colour::named(name).map(colour::Colour::ink)
}

/// An ink for each of `names` (players, teleporter pairs; compared ignoring case): a colour
/// word gets its own colour, the others the first inks not taken, in order, so two names
/// get two colours while there are colours left.
pub fn inks(names: &[&str]) -> Vec<u8> {
    let mut taken: Vec<u8> = names.iter().filter_map(|n| ink_named(n)).collect();
    let mut out = Vec::with_capacity(names.len());
    let mut seen: Vec<(String, u8)> = Vec::new();
    for n in names {
        let key = n.to_lowercase();
        if let Some((_, i)) = seen.iter().find(|(k, _)| *k == key) {
            out.push(*i);
            continue;
        }
        let ink = ink_named(n).unwrap_or_else(|| {
            let free = (0..INKS.len() as u8)
                .find(|i| !taken.contains(i))
                .unwrap_or((seen.len() % INKS.len()) as u8);
            taken.push(free);
            free
        });
        seen.push((key, ink));
        out.push(ink);
    }
    out
}

impl Palette {
    /// Colouring on or off.
    pub const fn new(enabled: bool) -> Palette {
        Palette { enabled }
    }

    fn style(role: Role) -> owo_colors::Style {
        let s = owo_colors::Style::new();
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
            Role::Ink(i) => match i as usize % INKS.len() {
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
/// (`right[i]`) right-aligned, two spaces between columns, no trailing spaces. It fits in
/// `width` columns: when the natural layout is wider, the widest columns are narrowed and
/// their cells (headers too) wrapped onto more lines, words kept whole; if even that
/// cannot fit, each row is written as a block of `header: value` lines instead.
pub fn table(headers: &[&str], rows: &[Vec<String>], right: &[bool], width: usize) -> String {
    let cols = headers.len();
    let cell_width = |s: &str| textwrap::core::display_width(s);
    let mut natural: Vec<usize> = headers.iter().map(|h| cell_width(h)).collect();
    for r in rows {
        for (i, c) in r.iter().enumerate().take(cols) {
            natural[i] = natural[i].max(cell_width(c));
        }
    }
    let is_right = |i: usize| right.get(i).copied().unwrap_or(false);
    let total = |w: &[usize]| w.iter().sum::<usize>() + 2 * w.len().saturating_sub(1);
    // The narrowest each column can be: its longest word, headers included.
    let least: Vec<usize> = (0..cols)
        .map(|i| {
            rows.iter()
                .filter_map(|r| r.get(i))
                .chain(std::iter::once(&headers[i].to_string()))
                .flat_map(|c| c.split(' ').map(cell_width).collect::<Vec<_>>())
                .max()
                .unwrap_or(0)
        })
        .collect();
    let mut widths = natural.clone();
    while total(&widths) > width {
        // Narrow the widest column that can still give.
        let Some(i) = (0..cols)
            .filter(|&i| widths[i] > least[i])
            .max_by_key(|&i| (widths[i], std::cmp::Reverse(i)))
        else {
            break;
        };
        widths[i] -= 1;
    }
    if total(&widths) > width {
        return table_blocks(headers, rows, width);
    }
    let mut out = String::new();
    let mut line = |cells: Vec<&str>| {
        let wrapped: Vec<Vec<String>> = cells
            .iter()
            .enumerate()
            .map(|(i, c)| {
                if cell_width(c) <= widths[i] {
                    vec![c.to_string()]
                } else {
                    textwrap::wrap(c, wrap_options(widths[i], "", ""))
                        .into_iter()
                        .map(|l| l.into_owned())
                        .collect()
                }
            })
            .collect();
        let height = wrapped.iter().map(Vec::len).max().unwrap_or(1);
        for k in 0..height {
            let mut text = String::new();
            for (i, cell) in wrapped.iter().enumerate() {
                let c = cell.get(k).map_or("", String::as_str);
                let pad = widths[i].saturating_sub(cell_width(c));
                if i > 0 {
                    text.push_str("  ");
                }
                if is_right(i) {
                    text.push_str(&" ".repeat(pad));
                    text.push_str(c);
                } else {
                    text.push_str(c);
                    text.push_str(&" ".repeat(pad));
                }
            }
            out.push_str(text.trim_end());
            out.push('\n');
        }
    };
    line(headers.to_vec());
    for r in rows {
        line(r.iter().map(String::as_str).collect());
    }
    out
}

/// A table too wide for any column layout: each row as a block, its first cell then every
/// other cell as `header: value`, wrapped to `width`.
fn table_blocks(headers: &[&str], rows: &[Vec<String>], width: usize) -> String {
    let mut out = String::new();
    for r in rows {
        for (i, (h, c)) in headers.iter().zip(r).enumerate() {
            let text = format!("{h}: {c}");
            if i == 0 {
                out.push_str(&wrap(&text, width, "", "    "));
            } else {
                out.push_str(&wrap(&text, width, "  ", "    "));
            }
        }
    }
    out
}

/// The wrapping rules of every text output: lines of at most `width` columns, words (square
/// names, `pivot-when-tied=push`) never broken, not even at their hyphens.
fn wrap_options<'a>(width: usize, first: &'a str, rest: &'a str) -> textwrap::Options<'a> {
    textwrap::Options::new(width.max(1))
        .initial_indent(first)
        .subsequent_indent(rest)
        .break_words(false)
        .word_splitter(textwrap::WordSplitter::NoHyphenation)
}

/// One paragraph wrapped to `width` columns: the first line starts with `first`, the others
/// with `rest`; every line ends with a newline.
pub fn wrap(text: &str, width: usize, first: &str, rest: &str) -> String {
    let mut out = String::new();
    for line in textwrap::wrap(text, wrap_options(width, first, rest)) {
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

/// Items laid out side by side, `gap` apart, as many on a line as fit in `width`; an item
/// is never broken (the legend under a board, lists of pawns).
pub fn wrap_items(items: &[String], width: usize, first: &str, rest: &str, gap: &str) -> String {
    // Spaces inside an item are made unbreakable while wrapping.
    const KEEP: char = '\u{a0}';
    let joined = items
        .iter()
        .map(|i| i.replace(' ', &KEEP.to_string()))
        .collect::<Vec<_>>()
        .join(gap);
    wrap(&joined, width, first, rest).replace(KEEP, " ")
}

/// Every line of `text` longer than `width` wrapped, its continuation lines indented two
/// more than the line itself: the layout of reports made of independent lines.
pub fn fit(text: &str, width: usize) -> String {
    let mut out = String::new();
    for line in text.lines() {
        if textwrap::core::display_width(line) <= width {
            out.push_str(line);
            out.push('\n');
        } else {
            let indent = &line[..line.len() - line.trim_start().len()];
            let rest = format!("{indent}  ");
            out.push_str(&wrap(line.trim_start(), width, indent, &rest));
        }
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
