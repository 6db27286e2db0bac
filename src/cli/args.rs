//! The arguments several commands share: where the output goes, the paper, the formats,
//! the rule set, and the parsers of values typed on the command line.

use super::*;
use furunkulus::pawn::Dest;
use furunkulus::puzzle;
use furunkulus::render::svg::paper::Paper;
use furunkulus::report::search::ExplainChoice;
use furunkulus::rules::Options;

#[derive(Clone, Copy, ValueEnum, PartialEq, Eq)]
pub enum Format {
    Text,
    Json,
}

#[derive(Clone, Copy, ValueEnum)]
pub enum RulesArg {
    Basic,
    Advanced,
}

impl From<RulesArg> for puzzle::RuleSet {
    fn from(r: RulesArg) -> Self {
        match r {
            RulesArg::Basic => puzzle::RuleSet::Basic,
            RulesArg::Advanced => puzzle::RuleSet::Advanced,
        }
    }
}

/// Where the output of a command that draws goes.
#[derive(clap::Args, Clone, Default)]
pub struct Output {
    /// Write the output to FILE (safely: a temporary file, then renamed) instead of standard
    /// output (`-`: standard output).
    #[arg(long, value_name = "FILE")]
    pub out: Option<PathBuf>,
    /// With --out: replace FILE if it is a regular file with other contents (never a link,
    /// a device, a named pipe or a directory).
    #[arg(long, requires = "out")]
    pub force: bool,
}

/// The paper of printed output (`--format pdf`).
#[derive(clap::Args, Clone, Copy, Default)]
pub struct Printing {
    /// With --format pdf: the paper, A4 or US Letter (portrait).
    #[arg(long, value_enum)]
    pub paper: Option<PaperArg>,
}

#[derive(Clone, Copy, ValueEnum, PartialEq, Eq)]
pub enum PaperArg {
    /// ISO A4, 210 x 297 mm.
    A4,
    /// US Letter, 8.5 x 11 in.
    Letter,
}

impl Printing {
    /// The paper for `format`: A4 unless told; `--paper` with another format is a usage
    /// error (it would be silently ignored).
    pub(super) fn paper(self, format: report::Format) -> Result<Paper, Failure> {
        match (self.paper, format) {
            (Some(p), report::Format::Pdf) => Ok(match p {
                PaperArg::A4 => Paper::A4,
                PaperArg::Letter => Paper::Letter,
            }),
            (None, _) => Ok(Paper::default()),
            (Some(_), f) => Err(Failure::usage(t!(
                speaking(),
                "fail-paper",
                format = f.name()
            ))),
        }
    }
}

/// Declares a format enum for the command line and its report format.
macro_rules! formats {
    ($(#[$doc:meta])* $name:ident { $($(#[$vdoc:meta])* $variant:ident),+ $(,)? }) => {
        $(#[$doc])*
        #[derive(Clone, Copy, ValueEnum, PartialEq, Eq)]
        pub enum $name {
            $($(#[$vdoc])* $variant),+
        }

        impl From<$name> for report::Format {
            fn from(f: $name) -> report::Format {
                match f {
                    $($name::$variant => report::Format::$variant),+
                }
            }
        }
    };
}

formats! {
    /// The formats of `game replay` and `game state`.
    GameFormat {
        /// Words, with the board.
        Text,
        /// The JSON of docs/FORMAT.md section 6.
        Json,
        /// The board as a picture (SVG).
        Svg,
        /// The board as a picture (PNG).
        Png,
        /// Printed pages (PDF), A4 or Letter (--paper).
        Pdf,
    }
}

formats! {
    /// The formats of `show`.
    ShowFormat {
        /// The board drawn, with its legend.
        Text,
        /// The position as JSON.
        Json,
        /// A scenario file with `map:`.
        Map,
        /// A picture (SVG).
        Svg,
        /// A picture (PNG).
        Png,
    }
}

formats! {
    /// The formats of `trace`.
    TraceFormat {
        /// Words.
        Text,
        /// One JSON document.
        Json,
        /// A picture (SVG).
        Svg,
        /// A picture (PNG).
        Png,
        /// A self-contained page that steps through the move (buttons, arrow keys).
        Html,
        /// Printed pages (PDF), A4 or Letter (--paper).
        Pdf,
    }
}

formats! {
    /// The formats of commands that draw a board.
    Drawing {
        /// Words.
        Text,
        /// One JSON document.
        Json,
        /// A picture (SVG).
        Svg,
        /// A picture (PNG).
        Png,
    }
}

formats! {
    /// The formats of a puzzle sheet.
    SheetFormat {
        /// Words.
        Text,
        /// A picture (SVG).
        Svg,
        /// A picture (PNG).
        Png,
        /// Printed pages (PDF), A4 or Letter (--paper).
        Pdf,
    }
}

impl From<Format> for report::Format {
    fn from(f: Format) -> report::Format {
        match f {
            Format::Text => report::Format::Text,
            Format::Json => report::Format::Json,
        }
    }
}

pub(super) fn parse_deck(list: &str) -> Result<Deck, String> {
    Deck::parse(list).map_err(|e| e.to_string())
}

pub(super) fn parse_lang(s: &str) -> Result<furunkulus::i18n::Lang, String> {
    match s {
        "en" | "de" | "fr" => s.parse(),
        _ => Err(t!(speaking(), "fail-lang-unknown", code = s)),
    }
}

/// A pawn's points, 0 to 6 (`--points`).
pub(super) fn parse_points(s: &str) -> Result<u8, String> {
    s.trim()
        .parse::<u8>()
        .ok()
        .filter(|p| *p <= 6)
        .ok_or_else(|| t!(speaking(), "fail-points-value", text = s))
}
pub(super) fn parse_tile(s: &str) -> Result<Tile, String> {
    s.parse()
        .map_err(|e: furunkulus::rules::TileError| e.to_string())
}

/// Checks `NAME=VALUE` against the known options; keeps the text.
pub(super) fn parse_ai_option(pair: &str) -> Result<String, String> {
    furunkulus::ai::Config::new(furunkulus::ai::Level::Greedy).set(pair)?;
    Ok(pair.to_string())
}

pub(super) fn parse_option(pair: &str) -> Result<String, String> {
    Options::default()
        .set_pair(pair)
        .map_err(|e| e.to_string())?;
    Ok(pair.to_string())
}

pub(super) fn parse_dest(s: &str) -> Result<Dest, String> {
    s.parse().map_err(|e: furunkulus::geometry::SquareError| {
        t!(speaking(), "fail-dest", problem = e.to_string())
    })
}

pub(super) fn parse_explain(s: &str) -> Result<ExplainChoice, String> {
    s.parse()
}
