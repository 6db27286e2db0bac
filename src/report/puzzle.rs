//! `puzzle solve` and `puzzle generate`.

use super::{with_options, Failure, Report, Style};
use crate::i18n::{speaking, Lang};
use crate::puzzle::{self, GenerateRequest, Generation, Puzzle, SolutionTrace, Solved};
use crate::t;
use std::path::{Path, PathBuf};

/// Every solution of a puzzle, with each solution's traces and the explanation if asked.
#[derive(Clone, Debug)]
pub struct SolveReport {
    /// The puzzle.
    pub puzzle: Puzzle,
    /// What the solver found.
    pub solved: Solved,
    /// The options it was solved under (its traces are made under them too).
    pub options: crate::rules::Options,
    /// How many of the first solutions are traced, when traces were asked for (at most
    /// [`SolveRequest::max_traces`]; the rest are counted, not traced). Their traces are
    /// made as they are written ([`SolveReport::traces`]): there may be thousands.
    pub traced: usize,
    /// Why the answer works, when asked for: the file's explanation, or for a file without
    /// one, the explanation of the first solution.
    pub explanation: Option<String>,
    /// Show only the first this many hints (1 to 4, `--hint N`): the question and the
    /// hints, the answer only with the fourth.
    pub hint: Option<u8>,
}

/// What `puzzle solve` is asked.
#[derive(Clone, Debug)]
pub struct SolveRequest<'a> {
    /// The puzzle file.
    pub file: &'a Path,
    /// Record the traces of the first solutions.
    pub trace: bool,
    /// Explain the answer.
    pub explain: bool,
    /// How many solutions' traces to record at most.
    pub max_traces: usize,
    /// The most placements to try before refusing.
    pub max_placements: u64,
    /// `--option NAME=VALUE` overrides.
    pub options: &'a [String],
    /// Show the first N hints only (`--hint N`, 1 to 4).
    pub hint: Option<u8>,
}

/// Loads a puzzle and refuses one whose placements are more than `max_placements`.
fn load_within(file: &Path, max_placements: u64) -> Result<Puzzle, Failure> {
    let p = puzzle::load_file(file).map_err(|e| Failure::invalid(e.to_string()))?;
    let n = p.placements();
    if n > max_placements {
        let lang = speaking();
        return Err(Failure::invalid(t!(
            lang,
            "preport-too-many",
            file = crate::files::shown(file),
            n = if n == u64::MAX {
                t!(lang, "preport-huge")
            } else {
                n.to_string()
            },
            max = max_placements.to_string()
        )));
    }
    Ok(p)
}

/// The explanation to show: the file's, else the first solution's.
fn explanation_of(p: &Puzzle, opts: &crate::rules::Options, solved: &Solved) -> Option<String> {
    p.explanation.clone().or_else(|| {
        solved
            .solutions
            .first()
            .and_then(|s| puzzle::explanation(p, opts, s))
    })
}

/// The explanation `shown` (the file's, or ours in English) told in `lang`: ours in `lang`
/// where it is ours (the file has none, or the file's is what we would write); the file's own
/// words, as they are, otherwise.
fn explanation_in(
    lang: Lang,
    p: &Puzzle,
    opts: &crate::rules::Options,
    solved: &Solved,
    shown: Option<&str>,
) -> Option<String> {
    let shown = shown?;
    let first = solved.solutions.first();
    if lang == Lang::En || first.is_none() {
        return Some(shown.to_string());
    }
    let first = first?;
    let words = |t: &str| t.split_whitespace().collect::<Vec<_>>().join(" ");
    let ours = p
        .explanation
        .as_deref()
        .is_none_or(|f| puzzle::explanation(p, opts, first).is_some_and(|e| words(&e) == words(f)));
    if ours {
        puzzle::explanation_in(lang, p, opts, first).or_else(|| Some(shown.to_string()))
    } else {
        Some(shown.to_string())
    }
}

impl SolveReport {
    /// The hints in `lang`: ours in `lang` where they are ours (the file states none, or the
    /// file's are what we would write); the file's own words, as they are, otherwise.
    pub fn hints_in(&self, lang: Lang) -> Option<Vec<String>> {
        self.puzzle.hints.as_ref()?;
        puzzle::told_hints_in(
            lang,
            &self.puzzle,
            &self.options,
            self.solved.solutions.first(),
        )
    }

    /// The explanation in `lang` ([`SolveReport::explanation`] in English).
    pub fn explanation_in(&self, lang: Lang) -> Option<String> {
        explanation_in(
            lang,
            &self.puzzle,
            &self.options,
            &self.solved,
            self.explanation.as_deref(),
        )
    }

    /// Solves a puzzle file exhaustively; `progress` is told how many candidates were tried,
    /// after `start` is told how many placements there are (0 for other puzzles).
    pub fn build(
        req: &SolveRequest<'_>,
        start: &dyn Fn(u64),
        progress: &(dyn Fn(u64) + Sync),
    ) -> Result<SolveReport, Failure> {
        let p = load_within(req.file, req.max_placements)?;
        let opts = with_options(p.scenario.options, req.options)?;
        start(p.placements());
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
            return Err(Failure::invalid(t!(
                speaking(),
                "preport-stated-wrong",
                place = p.solution_place(&crate::files::shown(req.file)),
                error = e
            )));
        }
        let traced = if req.trace {
            req.max_traces.min(solved.solutions.len())
        } else {
            0
        };
        let explanation = if req.explain {
            explanation_of(&p, &opts, &solved)
        } else {
            None
        };
        // The themes and hints: the file's, or for a file without them, the single
        // solution's.
        let mut p = p;
        if let [one] = solved.solutions.as_slice() {
            if p.themes.is_none() {
                p.themes = puzzle::themes(&p, &opts, one);
            }
            if p.hints.is_none() {
                p.hints = puzzle::hints(&p, &opts, one);
            }
        }
        if let (Some(_), None) = (req.hint, &p.hints) {
            return Err(Failure::invalid(t!(
                speaking(),
                "preport-no-hints",
                file = crate::files::shown(req.file),
                count = match solved.solutions.len() {
                    0 => t!(speaking(), "preport-none"),
                    n => format!("{n}"),
                }
            )));
        }
        Ok(SolveReport {
            puzzle: p,
            solved,
            options: opts,
            traced,
            explanation,
            hint: req.hint.map(|n| n.clamp(1, puzzle::HINTS as u8)),
        })
    }

    /// The traces of the first [`SolveReport::traced`] solutions, made one at a time.
    pub fn traces(&self) -> impl Iterator<Item = SolutionTrace> + '_ {
        self.solved
            .solutions
            .iter()
            .take(self.traced)
            .filter_map(|s| puzzle::trace_solution(&self.puzzle, &self.options, s))
    }
}

impl Report for SolveReport {
    fn text(&self, style: &Style) -> String {
        if let (Some(n), Some(hints)) = (self.hint, self.hints_in(style.lang)) {
            return crate::render::puzzle::hint_text(&self.puzzle, &hints, n, style);
        }
        crate::render::puzzle::solve_text(
            &self.puzzle,
            &self.solved,
            &self.traces().collect::<Vec<_>>(),
            self.explanation_in(style.lang).as_deref(),
            style,
        )
    }

    fn json(&self) -> Option<serde_json::Value> {
        if let Some(n) = self.hint {
            return Some(crate::render::puzzle::hint_json(
                &self.puzzle,
                &self.solved,
                self.explanation.as_deref(),
                n,
            ));
        }
        Some(crate::render::puzzle::solve_json(
            &self.puzzle,
            &self.solved,
            &self.traces().collect::<Vec<_>>(),
            self.explanation.as_deref(),
        ))
    }

    fn render_pieces<'a>(
        &'a self,
        format: super::Format,
        style: &'a Style,
    ) -> Option<Box<dyn Iterator<Item = String> + 'a>> {
        if self.hint.is_some() {
            return None;
        }
        let (p, s, e) = (&self.puzzle, &self.solved, self.explanation.as_deref());
        match format {
            super::Format::Text => Some(Box::new(crate::render::puzzle::solve_text_pieces(
                p,
                s,
                self.traced,
                self.traces(),
                self.explanation_in(style.lang).as_deref(),
                style,
            ))),
            super::Format::Json => Some(Box::new(crate::render::puzzle::solve_json_pieces(
                p,
                s,
                self.traces(),
                e,
            ))),
            _ => None,
        }
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
    /// message says what was written. Puzzles whose canonical key is in `known` are left out.
    pub fn build(
        req: &GenerateRequest,
        out: &Path,
        force: bool,
        known: &std::collections::BTreeSet<String>,
    ) -> Result<GenerateReport, Failure> {
        // Refused at once, before the directory is made or any attempt.
        if let Some(refused) = puzzle::refusal(req) {
            return Err(Failure::invalid(refused.message(speaking())));
        }
        let dir = crate::files::OutDir::open(out).map_err(|e| Failure::invalid(e.to_string()))?;
        let mut written = Vec::new();
        let generation = puzzle::generate_avoiding(req, known, |g| {
            let path = dir.write(&g.file_name, g.text.as_bytes(), force)?;
            written.push(path);
            Ok::<(), crate::files::WriteError>(())
        })
        .map_err(|e| {
            Failure::invalid(format!(
                "{e}\n{}",
                t!(speaking(), "pgen-written-before", n = written.len())
            ))
        })?;
        let report = GenerateReport {
            generation,
            written,
        };
        if report.generation.gave_up {
            Err(Failure::invalid(report.text(&Style {
                lang: speaking(),
                ..Style::default()
            })))
        } else {
            Ok(report)
        }
    }
}

impl Report for GenerateReport {
    fn text(&self, style: &Style) -> String {
        crate::render::fit(
            &crate::render::puzzle::generate_text_in(style.lang, &self.generation, &self.written),
            style.width,
        )
    }
}

/// A printable sheet of one puzzle or several: the positions and the questions, or with the
/// answers, each puzzle's verdict, explanation and the monster's move for the first
/// solutions.
#[derive(Clone, Debug)]
pub struct SheetReport {
    /// The puzzles, in the order given.
    pub puzzles: Vec<Puzzle>,
    /// With the answers: per puzzle what the solver found, the first solutions' traces and
    /// the explanation.
    pub answers: Option<Vec<SheetAnswer>>,
}

/// One puzzle's answer on a sheet.
#[derive(Clone, Debug)]
pub struct SheetAnswer {
    /// What the solver found.
    pub solved: Solved,
    /// The first solutions' moves.
    pub traces: Vec<SolutionTrace>,
    /// Why the answer works.
    pub explanation: Option<String>,
    /// The options it was solved under.
    pub options: crate::rules::Options,
}

impl SheetReport {
    /// The sheet of puzzle files; with `solution`, the answer sheet (each solved here,
    /// refusing puzzles over `max_placements`). Every file is loaded before any is solved,
    /// and every file's problems are reported at once.
    pub fn build(
        files: &[PathBuf],
        solution: bool,
        max_placements: u64,
        options: &[String],
    ) -> Result<SheetReport, Failure> {
        let mut puzzles = Vec::new();
        let mut errors = Vec::new();
        for f in files {
            match load_within(f, if solution { max_placements } else { u64::MAX }) {
                Ok(p) => puzzles.push(p),
                Err(e) => errors.push(e.message),
            }
        }
        if !errors.is_empty() {
            return Err(Failure::invalid(errors.join("\n")));
        }
        if !solution {
            return Ok(SheetReport {
                puzzles,
                answers: None,
            });
        }
        let mut answers = Vec::new();
        for p in &puzzles {
            let opts = with_options(p.scenario.options, options)?;
            let solved = puzzle::solve(p, &opts);
            let traces = solved
                .solutions
                .iter()
                .take(crate::render::svg::puzzle::DRAWN_SOLUTIONS)
                .filter_map(|sol| puzzle::trace_solution(p, &opts, sol))
                .collect();
            let explanation = explanation_of(p, &opts, &solved);
            answers.push(SheetAnswer {
                solved,
                traces,
                explanation,
                options: opts,
            });
        }
        Ok(SheetReport {
            puzzles,
            answers: Some(answers),
        })
    }
}

impl Report for SheetReport {
    fn text(&self, style: &Style) -> String {
        let numbered = self.puzzles.len() > 1;
        let mut out = String::new();
        for (i, p) in self.puzzles.iter().enumerate() {
            if i > 0 {
                out.push('\n');
            }
            if numbered {
                out.push_str(&t!(
                    style.lang,
                    "puzzle-sheet-numbered",
                    n = i + 1,
                    what = p.kind.title_in(style.lang)
                ));
                out.push('\n');
            }
            match &self.answers {
                None => {
                    out.push_str(&crate::render::puzzle::question_text(p, style));
                }
                Some(answers) => {
                    let a = &answers[i];
                    let e = explanation_in(
                        style.lang,
                        p,
                        &a.options,
                        &a.solved,
                        a.explanation.as_deref(),
                    );
                    out.push_str(&crate::render::puzzle::solve_text(
                        p,
                        &a.solved,
                        &[],
                        e.as_deref(),
                        style,
                    ));
                }
            }
        }
        out
    }

    fn svg(&self, style: &Style) -> Option<String> {
        Some(self.drawing(style, |sheet| sheet.to_svg()))
    }

    fn pages(&self, style: &Style) -> Option<Vec<String>> {
        let print = crate::render::svg::puzzle::print(style.paper, self.answers.is_none());
        Some(self.drawing(style, |sheet| {
            crate::render::svg::paper::pages(sheet, print).pages
        }))
    }
}

impl SheetReport {
    /// The sheet's picture (questions, or answers), handed to `draw`.
    fn drawing<R>(&self, style: &Style, draw: impl FnOnce(&crate::render::svg::Sheet) -> R) -> R {
        let refs: Vec<&Puzzle> = self.puzzles.iter().collect();
        let lang = style.lang;
        match &self.answers {
            None => draw(&crate::render::svg::puzzle::questions_in(lang, &refs)),
            Some(answers) => {
                let explained: Vec<Option<String>> = self
                    .puzzles
                    .iter()
                    .zip(answers)
                    .map(|(p, a)| {
                        explanation_in(lang, p, &a.options, &a.solved, a.explanation.as_deref())
                    })
                    .collect();
                let items: Vec<crate::render::svg::puzzle::Answered<'_>> = self
                    .puzzles
                    .iter()
                    .zip(answers)
                    .zip(&explained)
                    .map(|((p, a), e)| crate::render::svg::puzzle::Answered {
                        puzzle: p,
                        solved: &a.solved,
                        traces: &a.traces,
                        explanation: e.as_deref(),
                        hints: &[],
                    })
                    .collect();
                draw(&crate::render::svg::puzzle::answers_in(lang, &items))
            }
        }
    }
}
