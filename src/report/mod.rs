//! What each command computes, as a value: a *report*. The command line (and later the web
//! server) builds a report from a request with the functions here, then renders it in the
//! format asked for with the [`Report`] trait; the renderers in [`crate::render`] only read
//! reports. So every format (text, JSON, DOT, pictures) shows the same computed answer.

pub mod ai;
pub mod bench;
pub mod book;
pub mod check;
pub mod game;
pub mod ladder;
pub mod moves;
pub mod puzzle;
pub mod rules;
pub mod search;
pub mod show;
pub mod trace;

use crate::board::PawnId;
use crate::i18n::speaking;
use crate::puzzle::Puzzle;
use crate::rules::Options;
use crate::scenario::Scenario;
use crate::t;
use std::path::Path;

pub use crate::render::Style;

/// An output format.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Format {
    /// Words and drawings for a terminal.
    Text,
    /// One JSON document (docs/FORMAT.md).
    Json,
    /// A Graphviz graph.
    Dot,
    /// A scenario file that draws the board (`map:`).
    Map,
    /// A picture (SVG).
    Svg,
    /// A picture (PNG, drawn from the SVG with resvg).
    Png,
    /// A self-contained web page.
    Html,
    /// Printed pages (PDF, drawn from the pictures' SVG with svg2pdf), on [`Style::paper`].
    Pdf,
}

impl Format {
    /// `text`, `json`, `dot`.
    pub const fn name(self) -> &'static str {
        match self {
            Format::Text => "text",
            Format::Json => "json",
            Format::Dot => "dot",
            Format::Map => "map",
            Format::Svg => "svg",
            Format::Png => "png",
            Format::Html => "html",
            Format::Pdf => "pdf",
        }
    }
}

/// A computed answer that can be rendered. Text is always available; other formats only
/// where the report has them.
pub trait Report {
    /// The report as text for a terminal.
    fn text(&self, style: &Style) -> String;

    /// The report as one JSON document, if it has one.
    fn json(&self) -> Option<serde_json::Value> {
        None
    }

    /// The report as a Graphviz DOT graph, if it has one.
    fn dot(&self) -> Option<String> {
        None
    }

    /// The report as a scenario file that draws the board, if it has one.
    fn map(&self) -> Option<String> {
        None
    }

    /// The report as an SVG picture, if it has one.
    fn svg(&self, _style: &Style) -> Option<String> {
        None
    }

    /// The report as a self-contained HTML page, if it has one.
    fn html(&self, _style: &Style) -> Option<String> {
        None
    }

    /// The report on paper ([`Style::paper`]), if it has it: one SVG document a page (made
    /// into a PDF).
    fn pages(&self, _style: &Style) -> Option<Vec<String>> {
        None
    }

    /// The report in `format`: text (including JSON, DOT, maps, SVG and HTML) or, for PNG
    /// and PDF, bytes. A format the report does not have is a usage error.
    fn render(&self, format: Format, style: &Style) -> Result<Rendered, Failure> {
        let text = match format {
            Format::Text => Some(self.text(style)),
            Format::Json => self.json().map(|v| crate::render::json_text(&v)),
            Format::Dot => self.dot(),
            Format::Map => self.map(),
            Format::Svg => self.svg(style),
            Format::Html => self.html(style),
            Format::Png => {
                let svg = self.svg(style).ok_or_else(|| unavailable(format))?;
                return crate::render::svg::png::render(&svg)
                    .map(Rendered::Binary)
                    .map_err(|e| {
                        Failure::invalid(t!(speaking(), "fail-png", error = e.to_string()))
                    });
            }
            Format::Pdf => {
                let pages = self.pages(style).ok_or_else(|| unavailable(format))?;
                return crate::render::pdf::document(&pages)
                    .map(Rendered::Binary)
                    .map_err(|e| {
                        Failure::invalid(t!(speaking(), "fail-pdf", error = e.to_string()))
                    });
            }
        };
        text.map(Rendered::Text).ok_or_else(|| unavailable(format))
    }

    /// The report in `format` as pieces of text to write one after the other — the same
    /// text as [`Report::render`] — for a report too large to hold whole (a puzzle's traces,
    /// made as they are written); `None`, the default, for a report rendered at once.
    fn render_pieces<'a>(
        &'a self,
        _format: Format,
        _style: &'a Style,
    ) -> Option<Box<dyn Iterator<Item = String> + 'a>> {
        None
    }
}

fn unavailable(format: Format) -> Failure {
    Failure::usage(t!(speaking(), "fail-format", format = format.name()))
}

/// A rendered report: text for a terminal or a file, or binary data (a PNG, a PDF).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Rendered {
    /// Text.
    Text(String),
    /// Bytes that are not text.
    Binary(Vec<u8>),
}

/// Why a request cannot be answered: the message, and whether the request itself was
/// malformed (a usage error, exit code 2) or could not be answered (exit code 1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    /// What went wrong, in words (may span several lines).
    pub message: String,
    /// A usage error: a malformed argument rather than an invalid file or an impossible
    /// request.
    pub usage: bool,
}

impl Failure {
    /// The scenario is invalid or the request cannot be answered (exit code 1).
    pub fn invalid(message: impl Into<String>) -> Failure {
        Failure {
            message: message.into(),
            usage: false,
        }
    }

    /// A malformed request (exit code 2).
    pub fn usage(message: impl Into<String>) -> Failure {
        Failure {
            message: message.into(),
            usage: true,
        }
    }

    /// The process exit code: 1, or 2 for a usage error.
    pub const fn exit_code(&self) -> u8 {
        if self.usage {
            2
        } else {
            1
        }
    }
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

/// A scenario file (or puzzle file) as loaded for a command, with the options in force.
#[derive(Clone, Debug)]
pub struct Loaded {
    /// The file's name, for messages.
    pub file: String,
    /// The scenario.
    pub scenario: Scenario,
    /// The puzzle, if the file has a `puzzle:` section.
    pub puzzle: Option<Puzzle>,
    /// The file's options with the command line's `--option`s over them.
    pub options: Options,
}

/// Loads a scenario or puzzle file and applies `--option NAME=VALUE` overrides.
pub fn load(path: &Path, overrides: &[String]) -> Result<Loaded, Failure> {
    let (scenario, puzzle) =
        crate::puzzle::load_any(path).map_err(|e| Failure::invalid(e.to_string()))?;
    loaded(crate::files::shown(path), scenario, puzzle, overrides)
}

/// [`load`] on a scenario's text (the web server's requests), `file` naming it in messages.
pub fn load_text(text: &str, file: &str, overrides: &[String]) -> Result<Loaded, Failure> {
    let (scenario, puzzle) =
        crate::puzzle::parse_any(text, file).map_err(|e| Failure::invalid(e.to_string()))?;
    loaded(file.to_string(), scenario, puzzle, overrides)
}

fn loaded(
    file: String,
    scenario: Scenario,
    puzzle: Option<Puzzle>,
    overrides: &[String],
) -> Result<Loaded, Failure> {
    let options = with_options(scenario.options, overrides)?;
    Ok(Loaded {
        file,
        scenario,
        puzzle,
        options,
    })
}

/// `options` with `NAME=VALUE` overrides applied.
pub fn with_options(mut options: Options, overrides: &[String]) -> Result<Options, Failure> {
    for o in overrides {
        options.set_pair(o).map_err(|e| {
            Failure::usage(t!(
                speaking(),
                "fail-option",
                option = o,
                problem = e.to_string()
            ))
        })?;
    }
    Ok(options)
}

/// The pawn called `name` in `scenario`, or a failure listing the pawns there are.
pub fn pawn_id(scenario: &Scenario, name: &str) -> Result<PawnId, Failure> {
    scenario.pawn_id(name).ok_or_else(|| {
        let names: Vec<&str> = scenario.pawns().iter().map(|p| p.name.as_str()).collect();
        Failure::invalid(t!(
            speaking(),
            "fail-no-pawn",
            name = name,
            count = names.len(),
            pawns = names.join(", ")
        ))
    })
}

/// The points of a pawn: `points` if given, else its face in the file.
pub fn pawn_points(scenario: &Scenario, id: PawnId, points: Option<u8>) -> Result<u8, Failure> {
    let pawn = scenario.position().pawn(id);
    match points.or(pawn.face) {
        Some(p) if p <= 6 => Ok(p),
        Some(p) => Err(Failure::usage(t!(speaking(), "fail-points", points = p))),
        None => Err(Failure::invalid(t!(
            speaking(),
            "fail-no-face",
            pawn = &pawn.name
        ))),
    }
}
