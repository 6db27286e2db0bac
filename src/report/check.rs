//! `check`: are these files valid scenarios (or puzzles)?

use super::{Failure, Report, Style};
use crate::i18n::speaking;
use crate::t;
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
    /// For a puzzle whose stated solution was too big to check: why it was not.
    pub unchecked: Option<String>,
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
                Ok((s, puzzle)) => match puzzle.as_ref().and_then(stated_solution_problem) {
                    Some(problem) => {
                        let file = crate::files::shown(f);
                        let at = puzzle
                            .as_ref()
                            .map_or(file.clone(), |p| p.solution_place(&file));
                        errors.push_str(&t!(speaking(), "check-at", at = at, problem = problem));
                        errors.push('\n');
                    }
                    None => valid.push(Valid {
                        file: crate::files::shown(f),
                        pawns: s.pawns().len(),
                        tile: s.tile,
                        unchecked: puzzle
                            .as_ref()
                            .filter(|p| p.solution.is_some() && p.placements() > MAX_PLACEMENTS)
                            .map(|p| {
                                let n = p.placements().to_string();
                                t!(speaking(), "check-unchecked", n = n)
                            }),
                    }),
                },
                Err(e) => errors.push_str(&e.to_string()),
            }
        }
        let report = CheckReport { valid };
        if errors.is_empty() {
            Ok(report)
        } else {
            // On failure nothing goes to standard output: the whole report is the message.
            let style = Style {
                lang: speaking(),
                ..Style::default()
            };
            Err(Failure::invalid(format!("{}{errors}", report.text(&style))))
        }
    }
}

/// The most placements `check` tries to check a puzzle's stated solution (as `puzzle
/// solve`'s default `--max-placements`).
const MAX_PLACEMENTS: u64 = 50_000_000;

/// What is wrong with a puzzle's stated solution, if anything: it is solved (when that
/// takes at most [`MAX_PLACEMENTS`] placements) and compared with the solver's answer.
fn stated_solution_problem(p: &crate::puzzle::Puzzle) -> Option<String> {
    p.solution.as_ref()?;
    if p.placements() > MAX_PLACEMENTS {
        return None;
    }
    let solved = crate::puzzle::solve(p, &p.scenario.options);
    crate::puzzle::stated_solution_error(p, &solved)
        .map(|e| t!(speaking(), "check-solution-wrong", problem = e.to_string()))
}

impl Report for CheckReport {
    fn text(&self, style: &Style) -> String {
        let text: String = self
            .valid
            .iter()
            .map(|v| {
                let lang = style.lang;
                let valid = match v.tile {
                    Some(tile) => t!(
                        lang,
                        "check-valid-tile",
                        file = &v.file,
                        pawns = v.pawns,
                        tile = tile
                    ),
                    None => t!(lang, "check-valid", file = &v.file, pawns = v.pawns),
                };
                match &v.unchecked {
                    Some(why) => t!(lang, "check-and", valid = valid, why = why) + "\n",
                    None => valid + "\n",
                }
            })
            .collect();
        crate::render::fit(&text, style.width)
    }
}
