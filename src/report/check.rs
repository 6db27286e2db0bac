//! `check`: are these files valid scenarios (or puzzles)?

use super::{Failure, Report, Style};
use std::path::PathBuf;

/// One valid file.
#[derive(Clone, Debug)]
pub struct Valid {
    /// The file.
    pub file: String,
    /// How many pawns it has.
    pub pawns: usize,
    /// Its tile, if any.
    pub tile: Option<crate::rules::Tile>,
}

/// Every file valid.
#[derive(Clone, Debug)]
pub struct CheckReport {
    /// The files, in the order given.
    pub valid: Vec<Valid>,
}

impl CheckReport {
    /// Checks every file; with any invalid one, the failure holds the whole report (the
    /// valid files' lines, then every problem of the others).
    pub fn build(files: &[PathBuf]) -> Result<CheckReport, Failure> {
        let mut valid = Vec::new();
        let mut errors = String::new();
        for f in files {
            match crate::puzzle::load_any(f) {
                Ok((s, _)) => valid.push(Valid {
                    file: f.display().to_string(),
                    pawns: s.pawns().len(),
                    tile: s.tile,
                }),
                Err(e) => errors.push_str(&e.to_string()),
            }
        }
        let report = CheckReport { valid };
        if errors.is_empty() {
            Ok(report)
        } else {
            // On failure nothing goes to standard output: the whole report is the message.
            Err(Failure::invalid(format!(
                "{}{errors}",
                report.text(&Style::default())
            )))
        }
    }
}

impl Report for CheckReport {
    fn text(&self, _style: &Style) -> String {
        self.valid
            .iter()
            .map(|v| {
                format!(
                    "{}: valid ({} pawn{}{})\n",
                    v.file,
                    v.pawns,
                    if v.pawns == 1 { "" } else { "s" },
                    v.tile.map_or(String::new(), |t| format!(", tile {t}"))
                )
            })
            .collect()
    }
}
