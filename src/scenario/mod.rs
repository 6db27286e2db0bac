//! Scenario files (docs/FORMAT.md section 1) and the valid [`Scenario`] they describe.
//!
//! A file is read by serde-saphyr into a tree whose every node carries its line and column
//! (`tree`); the format layer (`yaml`) turns the tree into a plain [`Setup`], remembering
//! where each item was written; [`Setup::validate`] checks the setup as a whole. Every problem
//! — of the YAML, of the format, of the position — is reported at once with its place, and a
//! file with any problem gives no scenario at all: nothing is half-loaded.
//!
//! A file may also draw the board (`map`: `map:` and `legend:`), read into the same
//! `Setup`. Files are written through serde: [`write_yaml`] (lists), [`write_map`] (a drawn
//! map); [`crate::files`] puts them on disk safely.

pub(crate) mod map;
pub(crate) mod tree;
pub(crate) mod write;
pub(crate) mod yaml;

use crate::board::{Board, PawnId};
use crate::position::{Pawn, Position};
use crate::rules::{Options, Tile};
use crate::setup::Setup;
use std::fmt;

pub use map::{canonical_setup, write_map};
pub(crate) use tree::{describe, Loader, Node, SNode};
pub use write::write_yaml;
pub(crate) use yaml::{parse_with_extra, Extra};

/// A valid scenario: a position, the rule options in force, and the title and tile the file
/// gave. Made only by [`Setup::validate`] (which every loader calls).
#[derive(Clone, Debug, PartialEq)]
pub struct Scenario {
    /// The title, if any.
    pub title: Option<String>,
    /// The tile given in the file, if any.
    pub tile: Option<Tile>,
    /// The rule options set in the file (defaults otherwise).
    pub options: Options,
    position: Position,
    setup: Setup,
}

impl Scenario {
    /// A validated setup and the position it describes.
    pub(crate) fn new(setup: Setup, position: Position) -> Scenario {
        Scenario {
            title: setup.title.clone(),
            tile: setup.tile,
            options: setup.options,
            position,
            setup,
        }
    }

    /// The position.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The board.
    pub fn board(&self) -> &Board {
        self.position.board()
    }

    /// The pawns, indexed by [`PawnId`].
    pub fn pawns(&self) -> &[Pawn] {
        self.position.pawns()
    }

    /// The setup this scenario was validated from (as written: pair names, pool rectangles).
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// The name of pawn `id`.
    pub fn pawn_name(&self, id: PawnId) -> &str {
        self.position.pawn_name(id)
    }

    /// The id of the pawn called `name` (exactly, else ignoring case if that is unambiguous).
    pub fn pawn_id(&self, name: &str) -> Option<PawnId> {
        self.position.pawn_id(name)
    }
}

/// One problem in a scenario file, with its place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// 1-based line (0: not a place in the file, such as a file that cannot be read).
    pub line: u64,
    /// 1-based column.
    pub column: u64,
    /// What is wrong.
    pub message: String,
}

/// Every problem found in one scenario file.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct LoadError {
    /// The file, as named on the command line.
    pub file: String,
    /// The problems, in file order.
    pub problems: Vec<Problem>,
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // A file that could not be read at all: one line, no count.
        if let [p] = self.problems.as_slice() {
            if p.line == 0 {
                return writeln!(f, "{}: {}", self.file, p.message);
            }
        }
        let n = self.problems.len();
        let lang = crate::i18n::speaking();
        writeln!(
            f,
            "{}: {}",
            self.file,
            crate::t!(lang, "load-problems", n = n)
        )?;
        for p in &self.problems {
            if p.line == 0 {
                // Not a place in the file (it could not be read at all).
                writeln!(f, "{}: {}", self.file, p.message)?;
            } else {
                writeln!(f, "{}:{}:{}: {}", self.file, p.line, p.column, p.message)?;
            }
        }
        Ok(())
    }
}

/// Reads a file's text through [`crate::files::read_text`] (regular files or `-` for standard
/// input, size-limited, UTF-8), or the problem, placed where it is in the file if it is (a
/// bad byte) and else with no line. Returns the text and the file's name for messages
/// (`standard input` for `-`).
pub fn read_text(path: &std::path::Path) -> Result<(String, String), LoadError> {
    let file = if path.as_os_str() == "-" {
        "standard input".to_string()
    } else {
        crate::files::shown(path)
    };
    match crate::files::read_text(path) {
        Ok(text) => Ok((text, file)),
        Err(e) => {
            let (line, column) = e.place().unwrap_or((0, 0));
            Err(LoadError {
                file,
                problems: vec![Problem {
                    line,
                    column,
                    message: e.to_string(),
                }],
            })
        }
    }
}

/// Reads and validates a scenario file.
pub fn load_file(path: &std::path::Path) -> Result<Scenario, LoadError> {
    let (text, file) = read_text(path)?;
    parse(&text, &file)
}

/// Parses and validates scenario text; `file` names it in messages.
pub fn parse(text: &str, file: &str) -> Result<Scenario, LoadError> {
    parse_with_extra(text, file, &[], |_, _, _, _| ()).map(|(scenario, ())| scenario)
}
