//! Rendering on top of the engine: ASCII boards, the explained trace, JSON. Nothing here
//! changes a board.

/// `fonts()` and `options()` (with visibility `$vis`) for the `usvg` and `fontdb` in scope
/// where it is used: the PNG's (resvg's) and the PDF's (svg2pdf's) are two versions of usvg,
/// so two types, but one idea: DejaVu Sans and DejaVu Sans Bold embedded, loaded once, and
/// every generic family DejaVu Sans, so that no system font is ever read.
macro_rules! embedded_fonts {
    ($($vis:tt)*) => {
        /// The fonts pictures use: DejaVu Sans and DejaVu Sans Bold, loaded once.
        $($vis)* fn fonts() -> Arc<fontdb::Database> {
            static FONTS: OnceLock<Arc<fontdb::Database>> = OnceLock::new();
            FONTS
                .get_or_init(|| {
                    let mut db = fontdb::Database::new();
                    for data in [dejavu::sans::regular(), dejavu::sans::bold()] {
                        db.load_font_source(fontdb::Source::Binary(Arc::new(data)));
                    }
                    let family = "DejaVu Sans";
                    db.set_sans_serif_family(family);
                    db.set_serif_family(family);
                    db.set_monospace_family(family);
                    db.set_cursive_family(family);
                    db.set_fantasy_family(family);
                    Arc::new(db)
                })
                .clone()
        }

        /// The options to parse our SVG with: the embedded fonts only.
        $($vis)* fn options() -> usvg::Options<'static> {
            usvg::Options {
                font_family: "DejaVu Sans".to_string(),
                fontdb: fonts(),
                ..usvg::Options::default()
            }
        }
    };
}
pub(crate) use embedded_fonts;

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

/// The colours that tell players (and teleporter pairs) apart, by [`inks`]'s index: red,
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

/// Whether `c` must never reach a terminal as it is: a control character (C0, DEL, C1), a
/// line or paragraph separator, or a bidirectional override (which can make text read other
/// than it is).
fn is_unsafe(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{2028}' | '\u{2029}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

/// `c` written out: `\x1b` for a character below 0x100, `\u{202e}` above.
fn push_escaped(out: &mut String, c: char) {
    let code = c as u32;
    if code < 0x100 {
        out.push_str(&format!("\\x{code:02x}"));
    } else {
        out.push_str(&format!("\\u{{{code:x}}}"));
    }
}

/// A value from a file or the command line as a message quotes it (a file's name, a title):
/// every unsafe character escaped, line breaks and tabs too, so the value stays on its line
/// and cannot write to the terminal.
pub fn escaped(text: &str) -> std::borrow::Cow<'_, str> {
    if !text.chars().any(|c| is_unsafe(c) || c == '\t') {
        return std::borrow::Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 16);
    for c in text.chars() {
        if is_unsafe(c) || c == '\t' {
            push_escaped(&mut out, c);
        } else {
            out.push(c);
        }
    }
    std::borrow::Cow::Owned(out)
}

/// The escape sequences `palette` writes (none when it is off): each role's opening sequence
/// and the closing ones, longest first.
fn palette_sequences(palette: &Palette) -> &'static [String] {
    static SEQUENCES: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    if !palette.enabled {
        return &[];
    }
    SEQUENCES.get_or_init(|| {
        let on = Palette::new(true);
        let roles = [
            Role::Monster,
            Role::Pawn,
            Role::Piece,
            Role::Pool,
            Role::Teleporter,
            Role::Path,
            Role::Dim,
            Role::Danger,
            Role::Heading,
            Role::Safe,
            Role::Warn,
        ]
        .into_iter()
        .chain((0..INKS.len() as u8).map(Role::Ink));
        let mut seqs: Vec<String> = Vec::new();
        for role in roles {
            let painted = on.paint(role, "x");
            if let Some((open, close)) = painted.split_once('x') {
                for s in [open, close] {
                    // A sequence is split at each ESC: owo-colors may write several.
                    for part in s.split_inclusive('m') {
                        if part.starts_with('\u{1b}') && !seqs.iter().any(|q| q == part) {
                            seqs.push(part.to_string());
                        }
                    }
                }
            }
        }
        seqs.sort_by_key(|s| std::cmp::Reverse(s.len()));
        seqs
    })
}

/// Text safe to show on a terminal: every control character (ESC, BEL, CR, backspace, DEL,
/// C1 controls...) is shown escaped (`\x1b`), so a title cannot clear the screen, hide text
/// or rewrite a line; line breaks and tabs are kept, and so are the colour sequences
/// `palette` writes — exactly those, and none when it is off. What a file holds reaches the
/// terminal as text, whatever it is. (The escapes are also YAML's, so a map written to
/// standard output still reads back; values shown inside a line go through [`escaped`],
/// which also escapes line breaks and bidirectional overrides.) JSON is not shown through
/// this: it is escaped as JSON ([`json_text`]).
pub fn printable<'a>(text: &'a str, palette: &Palette) -> std::borrow::Cow<'a, str> {
    let is_bad = |c: char| c.is_control() && c != '\n' && c != '\t';
    if !text.chars().any(is_bad) {
        return std::borrow::Cow::Borrowed(text);
    }
    let ours = palette_sequences(palette);
    let mut out = String::with_capacity(text.len() + 16);
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        if c == '\u{1b}' {
            if let Some(seq) = ours.iter().find(|s| rest.starts_with(s.as_str())) {
                out.push_str(seq);
                rest = &rest[seq.len()..];
                continue;
            }
        }
        if is_bad(c) {
            push_escaped(&mut out, c);
        } else {
            out.push(c);
        }
        rest = &rest[c.len_utf8()..];
    }
    std::borrow::Cow::Owned(out)
}

/// A JSON document as the commands print it: pretty, one newline at the end, and every
/// character a terminal could take for a control (DEL, the C1 controls, the line separators,
/// the bidirectional overrides) escaped as JSON escapes them (`\u007f`), beyond the controls
/// JSON escapes itself: so the document is both valid JSON and safe on a terminal.
pub fn json_text(value: &serde_json::Value) -> String {
    let pretty = serde_json::to_string_pretty(value).unwrap_or_default();
    // Outside strings a JSON document is ASCII, its only control the line breaks of the
    // layout; inside them serde_json escaped the C0 controls: what is left is inside a string.
    let mut out = String::with_capacity(pretty.len() + 1);
    for c in pretty.chars() {
        if is_unsafe(c) && c != '\n' {
            let mut units = [0u16; 2];
            for u in c.encode_utf16(&mut units) {
                out.push_str(&format!("\\u{u:04x}"));
            }
        } else {
            out.push(c);
        }
    }
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn printable_escapes_controls_but_keeps_colours_and_lines() {
        let (off, on) = (Palette::new(false), Palette::new(true));
        assert_eq!(printable("a\nb\tc", &off), "a\nb\tc");
        assert_eq!(printable("\u{1b}[2Jx\u{7}", &on), "\\x1b[2Jx\\x07");
        assert_eq!(printable("bad\rvalid", &on), "bad\\x0dvalid");
        let coloured = on.paint(Role::Danger, "eaten");
        assert_eq!(printable(&coloured, &on), coloured);
        assert_ne!(
            printable(&coloured, &off),
            coloured,
            "no colour when it is off"
        );
        // Concealed text and colours this program never writes are escaped (issue 30, F5').
        assert_eq!(printable("\u{1b}[8mhidden", &on), "\\x1b[8mhidden");
        assert_eq!(printable("\u{1b}[38;5;1mx", &on), "\\x1b[38;5;1mx");
        assert_eq!(printable("\u{9b}31m", &on), "\\x9b31m");
        assert_eq!(escaped("\u{202e}olleh"), "\\u{202e}olleh");
        assert_eq!(printable("é ü", &on), "é ü");
    }

    #[test]
    fn escaped_values_stay_on_their_line() {
        assert_eq!(escaped("a.yaml"), "a.yaml");
        assert_eq!(escaped("a\nb.yaml: valid"), "a\\x0ab.yaml: valid");
        assert_eq!(escaped("\u{1b}[31mred\t"), "\\x1b[31mred\\x09");
    }

    #[test]
    fn json_text_is_json_and_safe_on_a_terminal() {
        let v = serde_json::json!({ "title": "a\u{7f}b\u{85}c\u{9b}31m\u{1b}[8m\u{202e}é" });
        let text = json_text(&v);
        assert!(text.ends_with("}\n"));
        assert!(
            !text.chars().any(|c| c.is_control() && c != '\n'),
            "{text:?}"
        );
        assert!(
            text.contains("a\\u007fb\\u0085c\\u009b31m\\u001b[8m\\u202eé"),
            "{text}"
        );
        let back: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(back, v);
    }
}
