//! `bench`: monster steps, pawn moves and placements per second, puzzles per minute.

use super::{Report, Style};
use crate::puzzle::{self, GenerateBench};
use crate::rules::{Deck, Options};
use crate::search;

/// The figures measured.
#[derive(Clone, Debug)]
pub struct BenchReport {
    /// Positions in the monster set.
    pub positions: usize,
    /// Rounds over the set.
    pub rounds: u32,
    /// Steps walked in one round.
    pub steps_per_round: u64,
    /// Monster steps walked in all.
    pub steps: u64,
    /// Seconds they took.
    pub monster_seconds: f64,
    /// Results of the pawn-move position.
    pub pawn_results: usize,
    /// Seconds per pawn search.
    pub pawn_search: f64,
    /// Seconds per pawn search with every path and board built.
    pub pawn_built: f64,
    /// Placements tried by the placement search.
    pub placements: u64,
    /// Placements found.
    pub placements_found: usize,
    /// Seconds it took.
    pub placement_seconds: f64,
    /// Threads it used.
    pub threads: usize,
    /// Puzzle generation, per rule set.
    pub puzzles: Vec<GenerateBench>,
}

impl BenchReport {
    /// Runs the whole set `rounds` times (after a warm-up) and `puzzles` medium puzzles per
    /// rule set (0: skip).
    pub fn run(rounds: u32, puzzles: usize) -> BenchReport {
        let positions = crate::bench::positions();
        let options = Options::default();
        let rounds = rounds.max(1);
        // One warm-up round, then the measured rounds.
        let steps_per_round = crate::bench::run_all(&positions, &options);
        let start = std::time::Instant::now();
        let mut steps = 0u64;
        for _ in 0..rounds {
            steps += crate::bench::run_all(std::hint::black_box(&positions), &options);
        }
        let monster_seconds = start.elapsed().as_secs_f64();

        // Pawn moves: a 6-point pawn on the basic setup with 12 pawns.
        let pawn_board = [crate::bench::pawn_position()];
        let reps = 20 * rounds as usize;
        let start = std::time::Instant::now();
        let mut results = 0;
        for _ in 0..reps {
            results += crate::bench::pawn_moves(std::hint::black_box(&pawn_board), &options, false);
        }
        let pawn_search = start.elapsed().as_secs_f64() / reps as f64;
        let start = std::time::Instant::now();
        for _ in 0..rounds {
            results += crate::bench::pawn_moves(std::hint::black_box(&pawn_board), &options, true);
        }
        let pawn_built = start.elapsed().as_secs_f64() / f64::from(rounds);

        // Placements: search place --count 2 --goal survive on the basic setup, every tile.
        let board = crate::setup::basic::board();
        let start = std::time::Instant::now();
        let found = search::place(
            &board,
            &options,
            2,
            &search::Goal::Survive,
            &Deck::STANDARD,
            &|_| (),
        );
        let placement_seconds = start.elapsed().as_secs_f64();
        let placements = search::choose(search::candidates(&board).len(), 2);

        let puzzles = if puzzles == 0 {
            Vec::new()
        } else {
            puzzle::RuleSet::ALL
                .into_iter()
                .map(|rules| puzzle::bench_generate(1, puzzles, puzzle::Difficulty::Medium, rules))
                .collect()
        };
        BenchReport {
            positions: positions.len(),
            rounds,
            steps_per_round,
            steps,
            monster_seconds,
            pawn_results: results / (reps + rounds as usize),
            pawn_search,
            pawn_built,
            placements,
            placements_found: found.len(),
            placement_seconds,
            threads: rayon::current_num_threads(),
            puzzles,
        }
    }
}

impl Report for BenchReport {
    fn text(&self, style: &Style) -> String {
        crate::render::fit(&self.lines(), style.width)
    }
}

impl BenchReport {
    /// The figures, a line each (not yet fitted to a width).
    fn lines(&self) -> String {
        let tiles = Deck::STANDARD.len();
        let moves = self.positions as u64 * tiles as u64 * u64::from(self.rounds);
        let mut out = format!(
            "monster: {} positions x {tiles} tiles, {} rounds, {} steps a round\n  {} monster steps in {:.3} s: {:.0} steps per second, {:.0} whole moves per second\n",
            self.positions,
            self.rounds,
            self.steps_per_round,
            self.steps,
            self.monster_seconds,
            self.steps as f64 / self.monster_seconds,
            moves as f64 / self.monster_seconds
        );
        out.push_str(&format!(
            "pawn moves: 6-point pawn, basic setup, 12 pawns ({} results)\n  search {:.1} us per pawn; with every path and board built {:.1} us\n",
            self.pawn_results,
            self.pawn_search * 1e6,
            self.pawn_built * 1e6
        ));
        out.push_str(&format!(
            "placements: 2 pawns on the basic setup, goal survive, all tiles\n  {} placements in {:.3} s ({} threads): {:.0} placements evaluated per second, {} found\n",
            self.placements,
            self.placement_seconds,
            self.threads,
            self.placements as f64 / self.placement_seconds,
            self.placements_found
        ));
        for b in &self.puzzles {
            out.push_str(&crate::render::puzzle::bench_text(b));
        }
        out
    }
}
