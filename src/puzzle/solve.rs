//! Solving a puzzle exhaustively: every candidate tried (placements in parallel), each
//! judged on one walk of the monster per board.

use crate::i18n::Lang;
use crate::t;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use rayon::prelude::*;

use super::candidates::{self, board_of, Judge};
use super::model::{placement_key, put, sort_placement, Answer, Ask, Puzzle};
use crate::board::Board;
use crate::combinations::Combinations;
use crate::geometry::Square;
use crate::rules::{OptionSpec, Options, Scope, OPTIONS};
use crate::scenario::Scenario;
use crate::trace::Trace;

/// The verdict of [`solve`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Verdict {
    /// Exactly one solution.
    Unique,
    /// No solution.
    None,
    /// This many solutions (2 or more).
    Multiple(usize),
}

impl Verdict {
    /// `unique`, `none` or `multiple` (docs/FORMAT.md section 5).
    pub const fn name(self) -> &'static str {
        match self {
            Verdict::Unique => "unique",
            Verdict::None => "none",
            Verdict::Multiple(_) => "multiple",
        }
    }
}

/// The answer of [`solve`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solved {
    /// Every solution: placements sorted (each by column then row), moves in the order of
    /// [`crate::pawn::legal_moves`], tiles in the puzzle's order.
    pub solutions: Vec<Answer>,
    /// Candidates tried.
    pub candidates: u64,
    /// False if the search stopped early (see [`solve_with`]).
    pub complete: bool,
    /// For each answer the file states, in its order: whether it is one of the solutions (a
    /// stated path counts if it reaches the same result as a solution's path). `None` if the
    /// file states none.
    pub stated: Option<Vec<bool>>,
}

impl Solved {
    /// Unique, none, or how many.
    pub fn verdict(&self) -> Verdict {
        match self.solutions.len() {
            0 => Verdict::None,
            1 => Verdict::Unique,
            n => Verdict::Multiple(n),
        }
    }
}

/// How [`solve_with`] searches.
#[derive(Clone, Copy)]
pub struct SolveSettings<'a> {
    /// Stop as soon as more than this many solutions are known (the generator stops at 2).
    pub stop_after: Option<usize>,
    /// Use every core (rayon), for placements.
    pub parallel: bool,
    /// Called with the number of candidates just tried.
    pub progress: &'a (dyn Fn(u64) + Sync),
}

impl Default for SolveSettings<'_> {
    fn default() -> Self {
        SolveSettings {
            stop_after: None,
            parallel: true,
            progress: &|_| {},
        }
    }
}

/// Every solution of the puzzle, exhaustively, under `options` (the file's options with any
/// overrides), on every core.
pub fn solve(puzzle: &Puzzle, options: &Options) -> Solved {
    solve_with(puzzle, options, SolveSettings::default())
}

/// [`solve`] with settings: stop early, one core, progress.
pub fn solve_with(puzzle: &Puzzle, options: &Options, settings: SolveSettings<'_>) -> Solved {
    let (solutions, tried, complete) = match &puzzle.ask {
        Ask::Place(_) if puzzle.kind == super::model::Kind::Feast => {
            let found = super::feast::solve(puzzle, options, settings.stop_after);
            (settings.progress)(found.1);
            found
        }
        Ask::Place(_) => solve_placements(puzzle, options, settings),
        Ask::Move(_) | Ask::Tile => {
            let judge = Judge::of(puzzle, options);
            let mut found = Vec::new();
            let mut tried = 0;
            let mut complete = true;
            for c in candidates::candidates(puzzle, options) {
                tried += 1;
                if judge.holds(&judge.outcome(&c.board, &c.answer)) {
                    found.push(c.answer);
                    if settings.stop_after.is_some_and(|k| found.len() > k) {
                        complete = false;
                        break;
                    }
                }
            }
            (settings.progress)(tried);
            (found, tried, complete)
        }
    };
    let stated = puzzle
        .solution
        .as_ref()
        .map(|stated| stated_found(puzzle, options, stated, &solutions));
    Solved {
        solutions,
        candidates: tried,
        complete,
        stated,
    }
}

/// Which stated answers are solutions: placements and tiles by their value, moves by the
/// result they reach (the boards after each move), whatever path the file gives.
fn stated_found(
    puzzle: &Puzzle,
    options: &Options,
    stated: &[Answer],
    solutions: &[Answer],
) -> Vec<bool> {
    match &puzzle.ask {
        Ask::Move(_) => {
            let key = |a: &Answer| -> Option<Vec<Board>> {
                let Answer::Paths(p) = a else { return None };
                candidates::play_paths(puzzle, options, p)
                    .ok()
                    .map(|ms| ms.iter().map(|m| m.board).collect())
            };
            let found: Vec<Vec<Board>> = solutions.iter().filter_map(key).collect();
            stated
                .iter()
                .map(|a| key(a).is_some_and(|k| found.contains(&k)))
                .collect()
        }
        _ => stated.iter().map(|a| solutions.contains(a)).collect(),
    }
}

/// All placements, in parallel over their first candidate.
fn solve_placements(
    puzzle: &Puzzle,
    options: &Options,
    settings: SolveSettings<'_>,
) -> (Vec<Answer>, u64, bool) {
    let Some(place) = puzzle.place() else {
        return (Vec::new(), 0, true);
    };
    let cands = puzzle.candidates();
    let n = cands.len();
    let count = place.count();
    if count == 0 || count > n {
        return (Vec::new(), 0, true);
    }
    let judge = Judge::of(puzzle, options);
    let found = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    let base = *puzzle.scenario.board();
    // All placements whose first (lowest) candidate index is `first`.
    let from_first = |first: usize| -> (Vec<Vec<Square>>, u64) {
        let mut solutions = Vec::new();
        let mut tried = 0u64;
        let mut choices = Combinations::starting_with(n, count, first);
        let mut squares: Vec<Square> = Vec::with_capacity(count);
        let mut unreported = 0u64;
        // The outcome of a placement does not depend on how its answer is written.
        let no_answer = Answer::Squares(Vec::new());
        while let Some(idx) = choices.current() {
            if stop.load(Ordering::Relaxed) {
                break;
            }
            squares.clear();
            squares.extend(idx.iter().map(|&i| cands[i]));
            let mut b = base;
            put(&mut b, place, &squares);
            tried += 1;
            unreported += 1;
            if judge.holds(&judge.outcome(&b, &no_answer)) {
                let mut p = squares.clone();
                sort_placement(&mut p);
                solutions.push(p);
                let k = found.fetch_add(1, Ordering::Relaxed) + 1;
                if settings.stop_after.is_some_and(|limit| k > limit) {
                    stop.store(true, Ordering::Relaxed);
                }
            }
            if unreported == 4096 {
                (settings.progress)(unreported);
                unreported = 0;
            }
            choices.advance();
        }
        (settings.progress)(unreported);
        (solutions, tried)
    };
    let merge = |mut a: (Vec<Vec<Square>>, u64), b: (Vec<Vec<Square>>, u64)| {
        a.0.extend(b.0);
        (a.0, a.1 + b.1)
    };
    let (mut solutions, tried) = if settings.parallel {
        Combinations::firsts(n, count)
            .into_par_iter()
            .map(from_first)
            .reduce(|| (Vec::new(), 0), merge)
    } else {
        Combinations::firsts(n, count)
            .map(from_first)
            .fold((Vec::new(), 0), merge)
    };
    solutions.sort_by_key(|p| placement_key(p));
    solutions.dedup();
    (
        solutions.into_iter().map(Answer::Squares).collect(),
        tried,
        !stop.load(Ordering::Relaxed),
    )
}

/// Whether the file's stated solution is the solver's answer (`None` if it states none):
/// every stated answer solves it and none of the solver's is left out.
pub fn stated_solution_matches(solved: &Solved) -> Option<bool> {
    solved
        .stated
        .as_ref()
        .map(|found| found.iter().all(|&f| f) && found.len() == solved.solutions.len())
}

/// One answer with its recorded move for every tile of the puzzle.
#[derive(Clone, Debug)]
pub struct SolutionTrace {
    /// The answer.
    pub answer: Answer,
    /// The position the answer leaves, placed pawns named.
    pub scenario: Scenario,
    /// The move of each distinct tile, in the puzzle's order (for a tile answer: that tile).
    pub traces: Vec<Trace>,
}

/// The explained move of every tile for one answer (`None` if the answer cannot be played on
/// this puzzle).
pub fn trace_solution(
    puzzle: &Puzzle,
    options: &Options,
    answer: &Answer,
) -> Option<SolutionTrace> {
    let board = board_of(puzzle, options, answer).ok()?;
    let scenario = match answer {
        Answer::Squares(sq) => puzzle.scenario_with(sq),
        _ => puzzle.scenario.clone(),
    };
    let tiles = match answer {
        Answer::Tile(t) => vec![*t],
        _ => candidates::distinct_tiles(puzzle),
    };
    let traces = tiles
        .into_iter()
        .map(|t| Trace::record(&board, t, options))
        .collect();
    Some(SolutionTrace {
        answer: answer.clone(),
        scenario,
        traces,
    })
}

/// How many answers [`stated_solution_error`] lists before it counts the rest.
const LISTED: usize = 10;

/// Answers in words: "a4 g6", "a4 g6, a2 a3 and b1 b2" (moves: their paths; tiles: their
/// names).
fn answers_words(lang: Lang, list: &[Answer]) -> String {
    let mut words: Vec<String> = list.iter().take(LISTED).map(|a| a.to_string()).collect();
    if list.len() > LISTED {
        words.push(t!(lang, "psol-more", n = list.len() - LISTED));
    }
    crate::i18n::and_list(lang, &words)
}

/// When the file's stated solution is not the solver's answer, what each says, plainly:
/// "stated a1; the solution is k8", "stated that there is none; the 2 solutions are a4 g6
/// and b2 b3". `None` when it matches or states nothing.
pub fn stated_solution_error(puzzle: &Puzzle, solved: &Solved) -> Option<String> {
    stated_solution_error_in(crate::i18n::speaking(), puzzle, solved)
}

/// [`stated_solution_error`] in `lang`.
pub fn stated_solution_error_in(lang: Lang, puzzle: &Puzzle, solved: &Solved) -> Option<String> {
    if stated_solution_matches(solved)? {
        return None;
    }
    let stated = puzzle.solution.as_deref().unwrap_or_default();
    let stated = if stated.is_empty() {
        t!(lang, "psol-stated-none")
    } else {
        t!(lang, "psol-stated", answers = answers_words(lang, stated))
    };
    let answers = answers_words(lang, &solved.solutions);
    let found = match solved.solutions.len() {
        0 => t!(lang, "psol-found-none"),
        1 => t!(lang, "psol-found-one", answers = answers),
        n => t!(lang, "psol-found-many", n = n, answers = answers),
    };
    Some(t!(lang, "psol-error", stated = stated, found = found))
}

/// The rule options a puzzle's answer can depend on: those of the monster's move and of pawn
/// moves (the setup's and the game's options play no part in one move).
pub fn puzzle_options() -> impl Iterator<Item = &'static OptionSpec> {
    OPTIONS
        .iter()
        .filter(|o| matches!(o.scope, Scope::Monster | Scope::Pawn))
}

/// Every setting of the puzzle options ([`puzzle_options`]) from `base`, the ones named in
/// `fixed` kept at their value in `base`: every value of every option, in every combination
/// (`base` itself first).
pub fn option_settings(base: &Options, fixed: &[String]) -> Vec<Options> {
    let mut all = vec![*base];
    for spec in puzzle_options() {
        if fixed.iter().any(|f| f == spec.name) {
            continue;
        }
        let current = base.get(spec.name);
        let mut more = Vec::new();
        for o in &all {
            for (value, _) in spec.values.iter().filter(|(v, _)| Some(*v) != current) {
                let mut o = *o;
                // The spec's own names: always accepted.
                let _ = o.set(spec.name, value);
                more.push(o);
            }
        }
        all.extend(more);
    }
    all
}

/// Whether `answers` are exactly the puzzle's solutions under `options` (a stated path counts
/// if it reaches the same result).
pub fn same_answers_under(puzzle: &Puzzle, options: &Options, answers: &[Answer]) -> bool {
    let mut p = puzzle.clone();
    p.solution = Some(answers.to_vec());
    let solved = solve_with(
        &p,
        options,
        SolveSettings {
            stop_after: Some(answers.len()),
            parallel: true,
            progress: &|_| {},
        },
    );
    solved.complete && stated_solution_matches(&solved) == Some(true)
}

/// The rule options the answer depends on (docs/puzzles.md, "Honest words"): each puzzle
/// option ([`puzzle_options`]) with a value under which `answers` (the solutions under
/// `options`) are no longer exactly the solutions. `None` if, even with those held at their
/// value, some setting of the others still changes the answer: such a puzzle cannot be
/// stated honestly by naming options and is dropped. Solves the puzzle once per setting
/// (at most 16).
pub fn option_dependence(
    puzzle: &Puzzle,
    options: &Options,
    answers: &[Answer],
) -> Option<Vec<String>> {
    let mut depends = Vec::new();
    for spec in puzzle_options() {
        let current = options.get(spec.name);
        let changes = spec
            .values
            .iter()
            .filter(|(v, _)| Some(*v) != current)
            .any(|(v, _)| {
                let mut o = *options;
                let _ = o.set(spec.name, v);
                !same_answers_under(puzzle, &o, answers)
            });
        if changes {
            depends.push(spec.name.to_string());
        }
    }
    // Settings that change a single option were tried above.
    let changed = |o: &Options| {
        puzzle_options()
            .filter(|spec| o.get(spec.name) != options.get(spec.name))
            .count()
    };
    option_settings(options, &depends)
        .iter()
        .filter(|o| changed(o) > 1)
        .all(|o| same_answers_under(puzzle, o, answers))
        .then_some(depends)
}
