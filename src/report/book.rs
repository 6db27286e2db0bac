//! `puzzle book`: a year of weekly puzzles ([`crate::puzzle::book`]) written to a directory:
//! each week's puzzle file (`week-01.yaml`, ...), the question sheet (`questions.pdf`: each
//! week's board and question, with lines for the answer) and the answer sheet (`answers.pdf`:
//! each week's hints, answer, explanation and the monster's move with the answer).

use super::puzzle::SolveReport;
use super::{Failure, Report, Style};
use crate::files::OutDir;
use crate::i18n::{speaking, Lang};
use crate::puzzle::{self, Book, BookError, Given, Puzzle, SolutionTrace, Source};
use crate::render::svg::paper::{pages, Paper};
use crate::render::svg::puzzle::{
    book_answers_in, book_questions_in, print, Answered, DRAWN_SOLUTIONS,
};
use crate::t;
use rayon::prelude::*;
use std::collections::BTreeSet;
use std::fmt::Write;
use std::path::{Path, PathBuf};

/// The question sheet's file name.
pub const QUESTIONS: &str = "questions.pdf";
/// The answer sheet's file name.
pub const ANSWERS: &str = "answers.pdf";

/// The file name of week `week` of a book of `weeks`: `week-01.yaml` (three digits from 100
/// weeks on).
pub fn week_file(week: usize, weeks: usize) -> String {
    let width = weeks.to_string().len().max(2);
    format!("week-{week:0width$}.yaml")
}

/// What `puzzle book` is asked.
#[derive(Clone, Copy, Debug)]
pub struct BookRequest<'a> {
    /// The book: weeks, seed, rules.
    pub book: puzzle::BookRequest,
    /// The directory to write into (created if missing).
    pub out: &'a Path,
    /// Replace existing files with other contents.
    pub force: bool,
    /// The puzzle files or directories to take puzzles from first (the stored set).
    pub stored: &'a [PathBuf],
    /// Puzzle files or directories whose puzzles the book must not repeat (unless taken
    /// from `stored`).
    pub avoid: &'a [PathBuf],
    /// The language of the sheets.
    pub lang: Lang,
    /// The paper of the sheets.
    pub paper: Paper,
}

/// A book made and written.
#[derive(Clone, Debug)]
pub struct BookReport {
    /// The book.
    pub book: Book,
    /// The week files, then the question and the answer sheet, as written.
    pub written: Vec<PathBuf>,
    /// Where the puzzles given came from.
    pub stored: Vec<PathBuf>,
}

/// The puzzle files of `paths` (a directory: its `.yaml` files, in name order).
fn puzzle_files(paths: &[PathBuf]) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for path in paths {
        match std::fs::read_dir(path) {
            Ok(entries) => {
                let mut found: Vec<PathBuf> = entries
                    .filter_map(|e| e.ok().map(|e| e.path()))
                    .filter(|p| p.extension().is_some_and(|e| e == "yaml"))
                    .collect();
                found.sort();
                files.extend(found);
            }
            Err(_) => files.push(path.clone()),
        }
    }
    files
}

/// Every puzzle of `paths`, each with its text; every file's problem reported at once.
fn given(paths: &[PathBuf]) -> Result<Vec<Given>, Failure> {
    let mut out = Vec::new();
    let mut errors = Vec::new();
    for f in puzzle_files(paths) {
        let loaded = crate::scenario::read_text(&f)
            .and_then(|(text, file)| puzzle::parse(&text, &file).map(|p| (text, p)));
        match loaded {
            Ok((text, puzzle)) => out.push(Given {
                name: crate::files::shown(&f),
                text,
                puzzle,
            }),
            Err(e) => errors.push(e.to_string()),
        }
    }
    if errors.is_empty() {
        Ok(out)
    } else {
        Err(Failure::invalid(errors.join("\n")))
    }
}

/// One week solved for its answer sheet: its report (the solver's answer, the hints and the
/// explanation in the language) and the first solutions' traces.
struct Solved {
    report: SolveReport,
    traces: Vec<SolutionTrace>,
    hints: Vec<String>,
    explanation: Option<String>,
}

fn solved(p: &Puzzle, lang: Lang) -> Solved {
    let options = p.scenario.options;
    let solved = puzzle::solve(p, &options);
    let explanation = p.explanation.clone().or_else(|| {
        solved
            .solutions
            .first()
            .and_then(|s| puzzle::explanation(p, &options, s))
    });
    let mut p = p.clone();
    if let [one] = solved.solutions.as_slice() {
        if p.hints.is_none() {
            p.hints = puzzle::hints(&p, &options, one);
        }
    }
    let report = SolveReport {
        traced: DRAWN_SOLUTIONS.min(solved.solutions.len()),
        puzzle: p,
        solved,
        options,
        explanation,
        hint: None,
    };
    let traces = report.traces().collect();
    let hints = report.hints_in(lang).unwrap_or_default();
    let explanation = report.explanation_in(lang);
    Solved {
        report,
        traces,
        hints,
        explanation,
    }
}

impl BookReport {
    /// Makes the book and writes it into `req.out`: nothing is written before everything is
    /// made, and nothing at all if any file would be refused (an existing file with other
    /// contents without `force`; a symlink, a directory or a device whatever `force` says),
    /// which is checked once before any work and again before the writes. `start` is told how
    /// many puzzles are to be generated, `progress` of each one made.
    pub fn build(
        req: &BookRequest<'_>,
        start: &dyn Fn(u64),
        progress: &(dyn Fn(u64) + Sync),
    ) -> Result<BookReport, Failure> {
        let lang = req.lang;
        let weeks = req.book.weeks;
        if weeks == 0 || weeks > puzzle::MAX_WEEKS {
            return Err(Failure::usage(t!(
                speaking(),
                "book-weeks",
                weeks = weeks,
                max = puzzle::MAX_WEEKS
            )));
        }
        let dir = OutDir::open(req.out).map_err(|e| Failure::invalid(e.to_string()))?;
        let mut names: Vec<String> = (1..=weeks).map(|w| week_file(w, weeks)).collect();
        names.push(QUESTIONS.to_string());
        names.push(ANSWERS.to_string());
        // Refused at once, before any work: a file there (unless --force) or a thing that
        // is not a regular file.
        let refusals: Vec<String> = names
            .iter()
            .filter_map(|n| dir.refusal(n, &[], req.force).map(|e| e.to_string()))
            .collect();
        if !refusals.is_empty() {
            return Err(Failure::invalid(refusals.join("\n")));
        }
        let given = given(req.stored)?;
        let mut known: BTreeSet<String> =
            puzzle::known_keys(req.avoid).map_err(|e| Failure::invalid(e.to_string()))?;
        for g in &given {
            if let Some([one]) = g.puzzle.solution.as_deref() {
                known.extend(puzzle::puzzle_keys(&g.puzzle, one));
            }
        }
        start(puzzle::to_generate(&req.book, &given));
        let book = puzzle::book(&req.book, &given, &known, progress).map_err(|e| match e {
            BookError::Weeks(n) => Failure::usage(t!(
                speaking(),
                "book-weeks",
                weeks = n,
                max = puzzle::MAX_WEEKS
            )),
            BookError::Short { found, weeks } => {
                Failure::invalid(t!(speaking(), "book-short", found = found, weeks = weeks))
            }
        })?;

        // Every week solved again for its answer sheet: its one answer, the book's.
        let solved: Vec<Solved> = book
            .weeks
            .par_iter()
            .map(|w| solved(&w.puzzle, lang))
            .collect();
        for (i, (w, s)) in book.weeks.iter().zip(&solved).enumerate() {
            if s.report.solved.solutions.as_slice() != std::slice::from_ref(&w.solution) {
                return Err(Failure::invalid(t!(
                    speaking(),
                    "book-not-unique",
                    week = i + 1
                )));
            }
        }
        let puzzles: Vec<&Puzzle> = book.weeks.iter().map(|w| &w.puzzle).collect();
        let questions = book_questions_in(
            lang,
            t!(lang, "book-questions-title", weeks = weeks),
            &puzzles,
        );
        let items: Vec<Answered<'_>> = book
            .weeks
            .iter()
            .zip(&solved)
            .map(|(w, s)| Answered {
                puzzle: &w.puzzle,
                solved: &s.report.solved,
                traces: &s.traces,
                explanation: s.explanation.as_deref(),
                hints: &s.hints,
            })
            .collect();
        let answers = book_answers_in(lang, t!(lang, "book-answers-title", weeks = weeks), &items);
        let pdf = |sheet: &crate::render::svg::Sheet, questions: bool| {
            let p = pages(sheet, print(req.paper, questions)).pages;
            crate::render::pdf::document(&p)
                .map_err(|e| Failure::invalid(t!(speaking(), "fail-pdf", error = e.to_string())))
        };
        let questions_pdf = pdf(&questions, true)?;
        let answers_pdf = pdf(&answers, false)?;

        let mut files: Vec<(String, Vec<u8>)> = book
            .weeks
            .iter()
            .enumerate()
            .map(|(i, w)| (week_file(i + 1, weeks), w.text.clone().into_bytes()))
            .collect();
        files.push((QUESTIONS.to_string(), questions_pdf));
        files.push((ANSWERS.to_string(), answers_pdf));
        // Checked again with the contents: the directory may have changed meanwhile.
        let refusals: Vec<String> = files
            .iter()
            .filter_map(|(n, b)| dir.refusal(n, b, req.force).map(|e| e.to_string()))
            .collect();
        if !refusals.is_empty() {
            return Err(Failure::invalid(refusals.join("\n")));
        }
        let mut written = Vec::new();
        for (name, bytes) in &files {
            let path = dir.write(name, bytes, req.force).map_err(|e| {
                Failure::invalid(format!(
                    "{e}\n{}",
                    t!(speaking(), "pgen-written-before", n = written.len())
                ))
            })?;
            written.push(path);
        }
        Ok(BookReport {
            book,
            written,
            stored: req.stored.to_vec(),
        })
    }
}

impl Report for BookReport {
    fn text(&self, style: &Style) -> String {
        let lang = style.lang;
        let mut out = String::new();
        let weeks = self.book.weeks.len();
        for (i, w) in self.book.weeks.iter().enumerate() {
            let file = self
                .written
                .get(i)
                .map_or_else(|| week_file(i + 1, weeks), |p| crate::files::shown(p));
            let from = match &w.source {
                Source::Given(name) => t!(lang, "book-from-given", file = name.as_str()),
                Source::Generated { seed, attempt } => t!(
                    lang,
                    "book-from-generated",
                    seed = seed.to_string(),
                    attempt = *attempt
                ),
            };
            let _ = writeln!(
                out,
                "{}",
                t!(
                    lang,
                    "book-week-line",
                    week = i + 1,
                    kind = w.puzzle.kind.name(),
                    difficulty = w.difficulty.name(),
                    score = w.score,
                    file = file,
                    from = from
                )
            );
        }
        for s in &self.book.skipped {
            let _ = writeln!(
                out,
                "{}",
                t!(
                    lang,
                    "book-skipped",
                    kind = s.kind.name(),
                    difficulty = s.difficulty.name(),
                    reason = s.reason.message(lang)
                )
            );
        }
        let _ = writeln!(
            out,
            "{}",
            t!(
                lang,
                "book-summary",
                weeks = weeks,
                given = self.book.given,
                generated = self.book.generated,
                attempts = self.book.attempts,
                duplicates = self.book.duplicates
            )
        );
        if self.book.given > 0 {
            let stored: Vec<String> = self.stored.iter().map(|p| crate::files::shown(p)).collect();
            let _ = writeln!(
                out,
                "{}",
                t!(lang, "book-stored-from", paths = stored.join(", "))
            );
        }
        for p in self.written.iter().skip(weeks) {
            let _ = writeln!(
                out,
                "{}",
                t!(lang, "book-wrote", file = crate::files::shown(p))
            );
        }
        crate::render::fit(&out, style.width)
    }
}
