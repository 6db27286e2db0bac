//! `puzzle solve` and `puzzle generate`.

use super::{with_options, Failure, Report, Style};
use crate::puzzle::{self, GenerateRequest, Generation, Puzzle, SolutionTrace, Solved};
use std::path::{Path, PathBuf};

/// Every solution of a puzzle, with each solution's traces if asked.
#[derive(Clone, Debug)]
pub struct SolveReport {
    /// The puzzle.
    pub puzzle: Puzzle,
    /// What the solver found.
    pub solved: Solved,
    /// The first solutions' moves per tile, when traces were asked for (at most
    /// [`SolveRequest::max_traces`]; the rest are counted, not traced).
    pub traces: Vec<SolutionTrace>,
}

/// What `puzzle solve` is asked.
#[derive(Clone, Debug)]
pub struct SolveRequest<'a> {
    /// The puzzle file.
    pub file: &'a Path,
    /// Record the traces of the first solutions.
    pub trace: bool,
    /// How many solutions' traces to record at most.
    pub max_traces: usize,
    /// The most placements to try before refusing.
    pub max_placements: u64,
    /// `--option NAME=VALUE` overrides.
    pub options: &'a [String],
}

impl SolveReport {
    /// Solves a puzzle file exhaustively; `progress` is told how many placements were tried,
    /// after `start` is told how many there are.
    pub fn build(
        req: &SolveRequest<'_>,
        start: &dyn Fn(u64),
        progress: &(dyn Fn(u64) + Sync),
    ) -> Result<SolveReport, Failure> {
        let p = puzzle::load_file(req.file).map_err(|e| Failure::invalid(e.to_string()))?;
        let opts = with_options(p.scenario.options, req.options)?;
        let n = p.placements();
        if n > req.max_placements {
            return Err(Failure::invalid(format!(
                "{}: solving means trying {} placements, more than --max-placements {}; raise it to try anyway",
                req.file.display(),
                if n == u64::MAX { "more than 10^19".to_string() } else { n.to_string() },
                req.max_placements
            )));
        }
        start(n);
        let solved = puzzle::solve_with(
            &p,
            &opts,
            puzzle::SolveSettings {
                progress,
                ..Default::default()
            },
        );
        // A puzzle file whose stated solution is wrong is not valid (exit 1).
        if let Some(e) = puzzle::stated_solution_error(&p, &solved) {
            return Err(Failure::invalid(format!(
                "{}: the stated solution is wrong: {e}",
                req.file.display()
            )));
        }
        let traces = if req.trace {
            solved
                .solutions
                .iter()
                .take(req.max_traces)
                .map(|s| puzzle::trace_solution(&p, &opts, s))
                .collect()
        } else {
            Vec::new()
        };
        Ok(SolveReport {
            puzzle: p,
            solved,
            traces,
        })
    }
}

impl Report for SolveReport {
    fn text(&self, style: &Style) -> String {
        crate::render::puzzle::solve_text(&self.puzzle, &self.solved, &self.traces, style)
    }

    fn json(&self) -> Option<serde_json::Value> {
        Some(crate::render::puzzle::solve_json(
            &self.puzzle,
            &self.solved,
            &self.traces,
        ))
    }
}

/// Puzzles generated and the files written.
#[derive(Clone, Debug)]
pub struct GenerateReport {
    /// What the generator made.
    pub generation: Generation,
    /// The files written, one per puzzle.
    pub written: Vec<PathBuf>,
}

impl GenerateReport {
    /// Generates puzzles into the directory `out`, checked before any work (created if
    /// missing; a file, a symlink or a directory that cannot be written is refused at once).
    /// Each puzzle is written as soon as it is made (safely: temporary name, then rename; never
    /// through a symlink; never over a file with other contents unless `force`), so an
    /// interrupted run keeps every puzzle finished so far. A failed write names the file and
    /// says how many were written before it. A generator that gave up is a failure whose
    /// message says what was written.
    pub fn build(
        req: &GenerateRequest,
        out: &Path,
        force: bool,
    ) -> Result<GenerateReport, Failure> {
        let dir = crate::files::OutDir::open(out).map_err(|e| Failure::invalid(e.to_string()))?;
        let mut written = Vec::new();
        let generation = puzzle::generate_each(req, |g| {
            let path = dir.write(&g.file_name, g.text.as_bytes(), force)?;
            written.push(path);
            Ok::<(), crate::files::WriteError>(())
        })
        .map_err(|e| {
            Failure::invalid(format!(
                "{e}\n{} puzzle file{} written before it",
                written.len(),
                if written.len() == 1 { " was" } else { "s were" }
            ))
        })?;
        let report = GenerateReport {
            generation,
            written,
        };
        if report.generation.gave_up {
            Err(Failure::invalid(report.text(&Style::default())))
        } else {
            Ok(report)
        }
    }
}

impl Report for GenerateReport {
    fn text(&self, style: &Style) -> String {
        crate::render::fit(
            &crate::render::puzzle::generate_text(&self.generation, &self.written),
            style.width,
        )
    }
}

/// A printable puzzle sheet: the position and the question, or with the answer, the solver's
/// verdict and the monster's move for the first solutions.
#[derive(Clone, Debug)]
pub struct SheetReport {
    /// The puzzle.
    pub puzzle: Puzzle,
    /// With the answer: what the solver found and the first solutions' traces.
    pub answer: Option<(Solved, Vec<SolutionTrace>)>,
}

impl SheetReport {
    /// The sheet of a puzzle file; with `solution`, the answer sheet (solved here, refusing
    /// puzzles over `max_placements`).
    pub fn build(
        file: &Path,
        solution: bool,
        max_placements: u64,
        options: &[String],
    ) -> Result<SheetReport, Failure> {
        let p = puzzle::load_file(file).map_err(|e| Failure::invalid(e.to_string()))?;
        if !solution {
            return Ok(SheetReport {
                puzzle: p,
                answer: None,
            });
        }
        let opts = with_options(p.scenario.options, options)?;
        let n = p.placements();
        if n > max_placements {
            return Err(Failure::invalid(format!(
                "{}: solving means trying {n} placements, more than --max-placements {max_placements}; raise it to try anyway",
                file.display()
            )));
        }
        let solved = puzzle::solve(&p, &opts);
        let traces = solved
            .solutions
            .iter()
            .take(crate::render::svg::puzzle::DRAWN_SOLUTIONS)
            .map(|sol| puzzle::trace_solution(&p, &opts, sol))
            .collect();
        Ok(SheetReport {
            puzzle: p,
            answer: Some((solved, traces)),
        })
    }
}

impl Report for SheetReport {
    fn text(&self, style: &Style) -> String {
        match &self.answer {
            None => format!("{}\n", self.puzzle.question()),
            Some((solved, traces)) => {
                crate::render::puzzle::solve_text(&self.puzzle, solved, traces, style)
            }
        }
    }

    fn svg(&self) -> Option<String> {
        Some(match &self.answer {
            None => crate::render::svg::puzzle::question(&self.puzzle).to_svg(),
            Some((solved, traces)) => {
                crate::render::svg::puzzle::answer(&self.puzzle, solved, traces).to_svg()
            }
        })
    }
}
