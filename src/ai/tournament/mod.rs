//! A tournament between AI levels (`game tournament`, issue 29): one challenger against N−1
//! copies of a baseline, for each seat count asked, in the **duplicate format** — deal `d` of
//! a seat count (its tile order, its advanced setup, who starts) is the same for every
//! pairing — with the challenger in every seat of every deal in turn. Per pairing: wins,
//! draws (no winner), the win share of the decided games with Wilson's 95% interval, and a
//! sequential probability ratio test (SPRT) that may stop the pairing once it decides. Over
//! the whole round robin: one rating per level, a Plackett–Luce model of the finishing
//! orders fitted by Hunter's MM iterations.
//!
//! Deterministic from the seed whatever the number of threads: the games of a batch are
//! played in parallel, then read in a fixed order (pairing, deal, seat), and a pairing may
//! stop only after a whole deal (every seat taken by the challenger once).

use super::simulate::{wilson, GameResult, SimSetup, Simulation};
use super::Config;
use crate::game::Seat;
use crate::rng::Rng;
use crate::rules::Options;
use rayon::prelude::*;

mod ladder;
mod ratings;

pub use ladder::{Counts, Ladder};
pub use ratings::{ratings, Rating, Stage};

/// The sequential test of a pairing: H0, the challenger is `elo0` stronger than each
/// baseline copy; H1, `elo1` stronger; errors `alpha` (H1 accepted though H0 holds) and
/// `beta`. In a game of `n` seats, a player `elo` stronger than each of the others wins a
/// decided game with the chance `r / (r + n − 1)`, `r = 10^(elo/400)` (the first place of a
/// Plackett–Luce model; 2 seats: the logistic Elo curve). The test counts decided games only.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sprt {
    /// H0's Elo difference.
    pub elo0: f64,
    /// H1's Elo difference.
    pub elo1: f64,
    /// The chance of accepting H1 when H0 holds.
    pub alpha: f64,
    /// The chance of accepting H0 when H1 holds.
    pub beta: f64,
}

impl Default for Sprt {
    fn default() -> Sprt {
        Sprt {
            elo0: 0.0,
            elo1: 50.0,
            alpha: 0.05,
            beta: 0.05,
        }
    }
}

/// What a sequential test concluded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// H1 accepted: the challenger is stronger (by about `elo1`).
    Stronger,
    /// H0 accepted: the challenger is not `elo1` stronger.
    NotStronger,
    /// Neither bound reached yet.
    Undecided,
}

impl Verdict {
    /// `stronger`, `not-stronger`, `undecided` (the JSON's words).
    pub const fn name(self) -> &'static str {
        match self {
            Verdict::Stronger => "stronger",
            Verdict::NotStronger => "not-stronger",
            Verdict::Undecided => "undecided",
        }
    }
}

impl Sprt {
    /// The chance that a player `elo` stronger than each of the `seats − 1` others wins a
    /// decided game.
    pub fn win_share(elo: f64, seats: usize) -> f64 {
        let r = 10f64.powf(elo / 400.0);
        r / (r + (seats.max(2) - 1) as f64)
    }

    /// The log-likelihood ratio's bounds: below the first, H0 is accepted; above the second,
    /// H1.
    pub fn bounds(&self) -> (f64, f64) {
        (
            (self.beta / (1.0 - self.alpha)).ln(),
            ((1.0 - self.beta) / self.alpha).ln(),
        )
    }

    /// The log-likelihood ratio of H1 over H0 after `wins` and `losses` (decided games) in
    /// games of `seats` seats.
    pub fn llr(&self, wins: u64, losses: u64, seats: usize) -> f64 {
        let p0 = Sprt::win_share(self.elo0, seats);
        let p1 = Sprt::win_share(self.elo1, seats);
        wins as f64 * (p1 / p0).ln() + losses as f64 * ((1.0 - p1) / (1.0 - p0)).ln()
    }

    /// The test's verdict after `wins` and `losses`.
    pub fn verdict(&self, wins: u64, losses: u64, seats: usize) -> Verdict {
        let (lower, upper) = self.bounds();
        let llr = self.llr(wins, losses, seats);
        if llr >= upper {
            Verdict::Stronger
        } else if llr <= lower {
            Verdict::NotStronger
        } else {
            Verdict::Undecided
        }
    }

    /// Whether the test makes sense: `elo0 < elo1`, errors strictly between 0 and 1/2.
    pub fn check(&self) -> Result<(), String> {
        if !(self.elo0.is_finite() && self.elo1.is_finite() && self.elo0 < self.elo1) {
            return Err(format!(
                "the SPRT needs elo0 below elo1 (given {} and {})",
                self.elo0, self.elo1
            ));
        }
        for (name, e) in [("alpha", self.alpha), ("beta", self.beta)] {
            if !(e > 0.0 && e < 0.5) {
                return Err(format!(
                    "the SPRT's {name} must be above 0 and below 0.5 (given {e})"
                ));
            }
        }
        Ok(())
    }
}

/// What to play.
#[derive(Clone, Debug)]
pub struct Tournament {
    /// The levels of the round robin (each with its weights and budget), in the order they
    /// are shown; the ratings are anchored at the first (its rating is 0).
    pub levels: Vec<(String, Config)>,
    /// The challengers, indices into `levels`; each plays against every other level.
    pub challengers: Vec<usize>,
    /// The seat counts (2..=7).
    pub seats: Vec<usize>,
    /// Games a pairing plays at most, rounded up to a whole number of deals (a deal: one game
    /// with the challenger in each seat).
    pub games: u64,
    /// The seed of the whole tournament.
    pub seed: u64,
    /// The board.
    pub setup: SimSetup,
    /// The G7 variant.
    pub three_prey: bool,
    /// Rule options.
    pub options: Options,
    /// The sequential test.
    pub sprt: Sprt,
    /// Stop a pairing once its test has decided.
    pub stop_early: bool,
}

/// One pairing's games: the challenger against `seats − 1` copies of the baseline.
#[derive(Clone, Debug, PartialEq)]
pub struct Cell {
    /// Seats a game.
    pub seats: usize,
    /// The challenger (an index into [`Tournament::levels`]).
    pub challenger: usize,
    /// The baseline.
    pub baseline: usize,
    /// Games played.
    pub games: u64,
    /// Games the challenger won.
    pub wins: u64,
    /// Games without a winner (no pawn out).
    pub draws: u64,
    /// Games a baseline copy won.
    pub losses: u64,
    /// Games played with the challenger in each seat (seating order).
    pub challenger_seats: Vec<u64>,
    /// The test's log-likelihood ratio.
    pub llr: f64,
    /// The test's verdict.
    pub verdict: Verdict,
    /// Whether the pairing stopped early on its verdict.
    pub stopped: bool,
    /// Its games' finishing orders as the ratings read them, in the order of the stages
    /// (empty for a ladder summed from files written before tournaments kept them).
    pub stages: Vec<Stage>,
}

impl Cell {
    /// A pairing with no game played yet.
    pub fn empty(seats: usize, challenger: usize, baseline: usize) -> Cell {
        Cell {
            seats,
            challenger,
            baseline,
            games: 0,
            wins: 0,
            draws: 0,
            losses: 0,
            challenger_seats: vec![0; seats],
            llr: 0.0,
            verdict: Verdict::Undecided,
            stopped: false,
            stages: Vec::new(),
        }
    }

    /// Counts the stages of a game's finishing order, the challenger in `seat`: `order` the
    /// seats ranked, best first; the seats left unranked are not ranked among themselves.
    pub fn add_finish(&mut self, seat: usize, order: &[usize]) {
        let (mut challenger, mut baselines) = (1u32, self.seats as u32 - 1);
        for &s in order {
            if challenger + baselines <= 1 {
                break;
            }
            let next = s == seat;
            self.add_stage(&Stage {
                challenger_left: challenger,
                baselines_left: baselines,
                challenger_next: u64::from(next),
                baseline_next: u64::from(!next),
            });
            if next {
                challenger = 0;
            } else {
                baselines -= 1;
            }
        }
    }

    /// Adds `c`'s counts to the stage with the same seats left (most seats left first).
    pub fn add_stage(&mut self, c: &Stage) {
        let key = |x: &Stage| {
            (
                std::cmp::Reverse(x.challenger_left + x.baselines_left),
                std::cmp::Reverse(x.challenger_left),
            )
        };
        match self.stages.binary_search_by_key(&key(c), key) {
            Ok(i) => {
                let stage = &mut self.stages[i];
                stage.challenger_next = stage.challenger_next.saturating_add(c.challenger_next);
                stage.baseline_next = stage.baseline_next.saturating_add(c.baseline_next);
            }
            Err(i) => self.stages.insert(i, *c),
        }
    }

    /// Games won or lost.
    pub fn decided(&self) -> u64 {
        self.wins + self.losses
    }

    /// The challenger's share of the decided games.
    pub fn win_share(&self) -> f64 {
        self.wins as f64 / self.decided().max(1) as f64
    }

    /// Wilson's 95% interval of the win share.
    pub fn ci95(&self) -> (f64, f64) {
        wilson(self.wins, self.decided())
    }

    /// The share a challenger of the baseline's strength would have: 1/seats.
    pub fn fair_share(&self) -> f64 {
        1.0 / self.seats as f64
    }
}

/// What a tournament found.
#[derive(Clone, Debug, PartialEq)]
pub struct Outcome {
    /// The pairings, by seat count, challenger, baseline.
    pub cells: Vec<Cell>,
    /// One rating per level, in the order of [`Tournament::levels`].
    pub ratings: Vec<Rating>,
    /// Every game played.
    pub games: u64,
}

/// Deals a batch plays of each pairing before the tests are read.
const BATCH_DEALS: u64 = 8;

impl Tournament {
    /// The pairings, in the order they are played and shown.
    pub fn pairings(&self) -> Vec<(usize, usize, usize)> {
        let mut out = Vec::new();
        for &n in &self.seats {
            for &c in &self.challengers {
                for b in 0..self.levels.len() {
                    if b != c {
                        out.push((n, c, b));
                    }
                }
            }
        }
        out
    }

    /// Deals a pairing of `seats` seats plays at most.
    pub fn deals(&self, seats: usize) -> u64 {
        self.games.div_ceil(seats as u64).max(1)
    }

    /// The seed of deal `deal` at `seats` seats: the same for every pairing.
    pub fn deal_seed(&self, seats: usize, deal: u64) -> u64 {
        let of_seats = Rng::derived(self.seed, seats as u64).next_u64();
        Rng::derived(of_seats, deal).next_u64()
    }

    fn shell(&self) -> Simulation {
        Simulation {
            seats: Vec::new(),
            games: 0,
            seed: self.seed,
            setup: self.setup,
            three_prey: self.three_prey,
            options: self.options,
            keep_records: false,
        }
    }

    /// Plays deal `deal` of the pairing with the challenger in seat `seat`: the deal's start
    /// player begins, whoever sits there.
    pub fn play(
        &self,
        (seats, challenger, baseline): (usize, usize, usize),
        deal: u64,
        seat: usize,
        keep_record: bool,
    ) -> Result<GameResult, String> {
        let mut configs = vec![self.levels[baseline].1; seats];
        configs[seat] = self.levels[challenger].1;
        let mut shell = self.shell();
        shell.keep_records = keep_record;
        let start = (deal % seats as u64) as usize;
        shell.play_seeded(&configs, self.deal_seed(seats, deal), start)
    }

    /// Plays the tournament, calling `tick` after each game.
    pub fn run(&self, tick: &(dyn Fn() + Sync)) -> Result<Outcome, String> {
        self.sprt.check()?;
        let pairings = self.pairings();
        let mut cells: Vec<Cell> = pairings
            .iter()
            .map(|&(seats, challenger, baseline)| Cell::empty(seats, challenger, baseline))
            .collect();
        let mut next = vec![0u64; pairings.len()];
        loop {
            // This batch: the next deals of every pairing still playing, in a fixed order.
            let mut work = Vec::new();
            for (i, &p) in pairings.iter().enumerate() {
                if cells[i].stopped {
                    continue;
                }
                let end = (next[i] + BATCH_DEALS).min(self.deals(p.0));
                for deal in next[i]..end {
                    for seat in 0..p.0 {
                        work.push((i, deal, seat));
                    }
                }
                next[i] = end;
            }
            if work.is_empty() {
                break;
            }
            let results: Vec<Result<GameResult, String>> = work
                .par_iter()
                .map(|&(i, deal, seat)| {
                    let r = self.play(pairings[i], deal, seat, false);
                    tick();
                    r
                })
                .collect();
            for (&(i, deal, seat), result) in work.iter().zip(results) {
                let cell = &mut cells[i];
                if cell.stopped {
                    continue;
                }
                let r = result.map_err(|e| {
                    format!(
                        "{} against {} at {} seats, deal {}: {e}",
                        self.levels[cell.challenger].0,
                        self.levels[cell.baseline].0,
                        cell.seats,
                        deal + 1
                    )
                })?;
                cell.games += 1;
                cell.challenger_seats[seat] += 1;
                match r.winner {
                    None => cell.draws += 1,
                    Some(w) if w == Seat(seat as u8) => cell.wins += 1,
                    Some(_) => cell.losses += 1,
                }
                let order: Vec<usize> = r.finish.iter().map(|s| s.index()).collect();
                cell.add_finish(seat, &order);
                cell.llr = self.sprt.llr(cell.wins, cell.losses, cell.seats);
                cell.verdict = self.sprt.verdict(cell.wins, cell.losses, cell.seats);
                // A pairing stops only after a whole deal, so every seat counts alike.
                if self.stop_early && seat + 1 == cell.seats && cell.verdict != Verdict::Undecided {
                    cell.stopped = true;
                }
            }
        }
        let ratings = ratings(self.levels.len(), &cells);
        Ok(Outcome {
            games: cells.iter().map(|c| c.games).sum(),
            cells,
            ratings,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;

    #[test]
    fn wilson_gives_the_known_intervals() {
        let (lo, hi) = wilson(50, 100);
        assert!((lo - 0.403_831).abs() < 1e-5, "{lo}");
        assert!((hi - 0.596_169).abs() < 1e-5, "{hi}");
        // No success in 10: the upper bound is z²/(n + z²).
        let (lo, hi) = wilson(0, 10);
        assert_eq!(lo, 0.0);
        assert!((hi - 0.277_533).abs() < 1e-5, "{hi}");
        let (lo, hi) = wilson(81, 263);
        assert!((lo - 0.255_289).abs() < 1e-5 && (hi - 0.366_210).abs() < 1e-5);
    }

    #[test]
    fn the_sprt_gives_the_known_ratio_and_verdicts() {
        let t = Sprt::default();
        // 2 seats: H1's win share is the logistic Elo curve's at 50.
        let p1 = Sprt::win_share(50.0, 2);
        assert!((p1 - 0.571_463).abs() < 1e-6, "{p1}");
        assert!((Sprt::win_share(0.0, 4) - 0.25).abs() < 1e-12);
        // 60 wins, 40 losses: 60 ln(p1/0.5) + 40 ln((1-p1)/0.5).
        let llr = t.llr(60, 40, 2);
        assert!((llr - 1.846_259).abs() < 1e-5, "{llr}");
        let (lo, hi) = t.bounds();
        assert!((hi - 19f64.ln()).abs() < 1e-12 && (lo + 19f64.ln()).abs() < 1e-12);
        assert_eq!(t.verdict(60, 40, 2), Verdict::Undecided);
        assert_eq!(t.verdict(120, 80, 2), Verdict::Stronger);
        assert_eq!(t.verdict(90, 110, 2), Verdict::NotStronger);
        // 4 seats: the fair share is 1/4; 40% of 200 decided games is far above it.
        assert_eq!(t.verdict(80, 120, 4), Verdict::Stronger);
        assert_eq!(t.verdict(40, 160, 4), Verdict::NotStronger);
        assert!(Sprt {
            elo1: 0.0,
            ..Sprt::default()
        }
        .check()
        .is_err());
    }

    fn small() -> Tournament {
        Tournament {
            levels: vec![
                ("random".into(), Config::new(Level::Random)),
                ("greedy".into(), Config::new(Level::Greedy)),
            ],
            challengers: vec![0, 1],
            seats: vec![2, 3],
            games: 6,
            seed: 5,
            setup: SimSetup::Basic,
            three_prey: false,
            options: Options::default(),
            sprt: Sprt::default(),
            stop_early: false,
        }
    }

    #[test]
    fn the_results_are_the_same_on_one_thread_and_on_two() {
        let t = small();
        let on = |threads| {
            rayon::ThreadPoolBuilder::new()
                .num_threads(threads)
                .build()
                .expect("a pool")
                .install(|| t.run(&|| {}).expect("a tournament"))
        };
        let (one, two) = (on(1), on(2));
        assert_eq!(one, two);
        assert_eq!(one.cells.len(), 4);
        assert!(one.games > 0);
    }

    #[test]
    fn the_challenger_sits_in_every_seat_equally() {
        let t = small();
        let out = t.run(&|| {}).expect("a tournament");
        for cell in &out.cells {
            let per = t.deals(cell.seats);
            assert_eq!(cell.challenger_seats, vec![per; cell.seats]);
            assert_eq!(cell.games, per * cell.seats as u64);
            assert_eq!(cell.games, cell.wins + cell.draws + cell.losses);
        }
    }

    /// Every pairing of a seat count replays deal `d` with the same tiles in the same order
    /// (as far as both games go), whoever plays it; another deal, other tiles.
    #[test]
    fn every_pairing_plays_the_same_deals() {
        let t = small();
        let tiles = |pairing, deal, seat| -> Vec<String> {
            let r = t.play(pairing, deal, seat, true).expect("a game");
            r.record
                .expect("a record")
                .turns
                .iter()
                .filter_map(|turn| turn.tile.map(|x| x.to_string()))
                .collect()
        };
        for deal in 0..3 {
            let a = tiles((3, 0, 1), deal, 0);
            let b = tiles((3, 1, 0), deal, 2);
            let n = a.len().min(b.len());
            assert!(n >= 3, "{a:?} {b:?}");
            assert_eq!(a[..n], b[..n], "deal {deal}");
        }
        let (a, b) = (tiles((3, 1, 0), 0, 0), tiles((3, 1, 0), 1, 0));
        assert_ne!(a, b);
    }

    /// A pairing stopped by its test stops after a whole deal, and so does the same every
    /// time.
    #[test]
    fn a_decided_pairing_stops_after_a_whole_deal() {
        let t = Tournament {
            games: 400,
            seats: vec![2],
            stop_early: true,
            sprt: Sprt {
                elo1: 200.0,
                ..Sprt::default()
            },
            ..small()
        };
        let out = t.run(&|| {}).expect("a tournament");
        for cell in &out.cells {
            assert!(cell.stopped, "{cell:?}");
            assert_ne!(cell.verdict, Verdict::Undecided);
            assert!(cell.games < 400);
            assert_eq!(cell.challenger_seats[0], cell.challenger_seats[1]);
        }
        // greedy against random: stronger; random against greedy: not.
        let by = |c| {
            out.cells
                .iter()
                .find(|x| x.challenger == c)
                .expect("a cell")
        };
        assert_eq!(by(1).verdict, Verdict::Stronger);
        assert_eq!(by(0).verdict, Verdict::NotStronger);
        assert!(out.ratings[1].elo > 100.0, "{:?}", out.ratings);
        assert_eq!(out.ratings[0].elo, 0.0);
    }
}
