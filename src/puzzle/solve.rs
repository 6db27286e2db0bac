//! Solving a puzzle exhaustively: every placement tried, in parallel, each judged on one walk
//! of the monster per tile.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use rayon::prelude::*;

use super::model::{placement_key, put, sort_placement, Puzzle};
use crate::board::Board;
use crate::combinations::Combinations;
use crate::geometry::Square;
use crate::rules::{Options, Tile};
use crate::scenario::Scenario;
use crate::search::{self, Goal, Horizon, PawnSet};
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
    /// `unique`, `none` or `multiple` (FORMAT.md section 5).
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
    /// Every solution, each sorted by column then row; the list sorted.
    pub solutions: Vec<Vec<Square>>,
    /// Placements tried.
    pub placements: u64,
    /// Placements that came close (see the module docs).
    pub near_misses: u64,
    /// False if the search stopped early (see [`solve_with`]).
    pub complete: bool,
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
    /// Use every core (rayon).
    pub parallel: bool,
    /// Called with the number of placements just tried.
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

/// How one placement did.
struct Judge {
    feed: PawnSet,
    spare: PawnSet,
    goal: Goal,
    new: PawnSet,
    tiles: Vec<Tile>,
    horizon: Horizon,
    /// What each tile removes with nothing placed.
    base: Vec<PawnSet>,
}

impl Judge {
    fn of(puzzle: &Puzzle, options: &Options) -> Judge {
        let (feed, spare) = puzzle.feed_and_spare();
        let tiles: Vec<Tile> = crate::rules::distinct(&puzzle.tiles)
            .into_iter()
            .map(|(t, _)| t)
            .collect();
        let horizon = Horizon::of(&puzzle.tiles);
        let r = search::removals(puzzle.scenario.board(), options, horizon);
        Judge {
            feed,
            spare,
            goal: puzzle.goal(),
            new: puzzle.placed_set(),
            base: tiles.iter().map(|&t| r.for_tile(t)).collect(),
            tiles,
            horizon,
        }
    }

    /// (solution, near miss) for the board with the placement on it.
    #[inline]
    fn judge(&self, board: &Board, options: &Options) -> (bool, bool) {
        let r = search::removals(board, options, self.horizon);
        let mut failures = 0u32;
        let mut some_fed = true;
        let mut solution = true;
        let mut changed = false;
        for (&t, &base) in self.tiles.iter().zip(&self.base) {
            let removed = r.for_tile(t);
            solution &= self.goal.holds(removed, self.new);
            failures += (self.feed & !removed).count_ones() + (self.spare & removed).count_ones();
            some_fed &= removed & self.spare == 0 && removed & self.feed != 0;
            changed |= removed != base;
        }
        debug_assert_eq!(solution, failures == 0);
        let near = !solution && changed && (failures == 1 || (self.feed != 0 && some_fed));
        (solution, near)
    }
}

#[derive(Default)]
struct Tally {
    solutions: Vec<Vec<Square>>,
    placements: u64,
    near_misses: u64,
}

impl Tally {
    fn merge(mut self, other: Tally) -> Tally {
        self.solutions.extend(other.solutions);
        self.placements += other.placements;
        self.near_misses += other.near_misses;
        self
    }
}

/// [`solve`] with settings: stop early, one core, progress.
pub fn solve_with(puzzle: &Puzzle, options: &Options, settings: SolveSettings<'_>) -> Solved {
    let cands = puzzle.candidates();
    let n = cands.len();
    let count = puzzle.place.count();
    if count == 0 || count > n {
        return Solved {
            solutions: Vec::new(),
            placements: 0,
            near_misses: 0,
            complete: true,
        };
    }
    let judge = Judge::of(puzzle, options);
    let found = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    let base = *puzzle.scenario.board();
    let place = &puzzle.place;
    // All placements whose first (lowest) candidate index is `first`.
    let from_first = |first: usize| -> Tally {
        let mut tally = Tally::default();
        let mut choices = Combinations::starting_with(n, count, first);
        let mut squares: Vec<Square> = Vec::with_capacity(count);
        let mut unreported = 0u64;
        while let Some(idx) = choices.current() {
            if stop.load(Ordering::Relaxed) {
                break;
            }
            squares.clear();
            squares.extend(idx.iter().map(|&i| cands[i]));
            let mut b = base;
            put(&mut b, place, &squares);
            let (solution, near) = judge.judge(&b, options);
            tally.placements += 1;
            unreported += 1;
            if near {
                tally.near_misses += 1;
            }
            if solution {
                let mut p = squares.clone();
                sort_placement(&mut p);
                tally.solutions.push(p);
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
        tally
    };
    let tally = if settings.parallel {
        Combinations::firsts(n, count)
            .into_par_iter()
            .map(from_first)
            .reduce(Tally::default, Tally::merge)
    } else {
        Combinations::firsts(n, count)
            .map(from_first)
            .fold(Tally::default(), Tally::merge)
    };
    let mut solutions = tally.solutions;
    solutions.sort_by_key(|p| placement_key(p));
    solutions.dedup();
    Solved {
        solutions,
        placements: tally.placements,
        near_misses: tally.near_misses,
        complete: !stop.load(Ordering::Relaxed),
    }
}

/// Whether the file's stated solution is the solver's answer (`None` if it states none).
/// The placements are compared as sets, in any order.
pub fn stated_solution_matches(puzzle: &Puzzle, solved: &Solved) -> Option<bool> {
    let sorted = |v: &[Vec<Square>]| {
        let mut v: Vec<Vec<(u8, u8)>> = v.iter().map(|p| placement_key(p)).collect();
        v.sort();
        v.dedup();
        v
    };
    puzzle
        .solution
        .as_ref()
        .map(|s| sorted(s) == sorted(&solved.solutions))
}

/// How many placements [`stated_solution_error`] lists before it counts the rest.
const LISTED: usize = 10;

/// Placements in words: "a4 g6", "a4 g6, a2 a3 and b1 b2".
fn placements_words(list: &[Vec<Square>]) -> String {
    let mut words: Vec<String> = list
        .iter()
        .take(LISTED)
        .map(|p| {
            p.iter()
                .map(|s| s.to_string())
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    if list.len() > LISTED {
        words.push(format!("{} more", list.len() - LISTED));
    }
    match words.as_slice() {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// When the file's stated solution is not the solver's answer, what each says, plainly:
/// "stated a1; the solution is k8", "stated that there is none; the solutions are a4 g6
/// and b2 b3". `None` when it matches or states nothing.
pub fn stated_solution_error(puzzle: &Puzzle, solved: &Solved) -> Option<String> {
    if stated_solution_matches(puzzle, solved)? {
        return None;
    }
    let stated = puzzle.solution.as_deref().unwrap_or_default();
    let stated = if stated.is_empty() {
        "stated that there is none".to_string()
    } else {
        format!("stated {}", placements_words(stated))
    };
    let found = match solved.solutions.len() {
        0 => "there is no solution".to_string(),
        1 => format!("the solution is {}", placements_words(&solved.solutions)),
        n => format!(
            "the {n} solutions are {}",
            placements_words(&solved.solutions)
        ),
    };
    Some(format!("{stated}; {found}"))
}

/// One solution with its recorded move for every tile of the puzzle.
#[derive(Clone, Debug)]
pub struct SolutionTrace {
    /// The placement.
    pub squares: Vec<Square>,
    /// The position with the placement, placed pawns named.
    pub scenario: Scenario,
    /// The move of each distinct tile, in the puzzle's order.
    pub traces: Vec<Trace>,
}

/// The explained move of every tile for one placement.
pub fn trace_solution(puzzle: &Puzzle, options: &Options, squares: &[Square]) -> SolutionTrace {
    let scenario = puzzle.scenario_with(squares);
    let traces = crate::rules::distinct(&puzzle.tiles)
        .into_iter()
        .map(|(t, _)| Trace::record(scenario.board(), t, options))
        .collect();
    SolutionTrace {
        squares: squares.to_vec(),
        scenario,
        traces,
    }
}
