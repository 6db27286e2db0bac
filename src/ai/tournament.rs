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

/// One stage of the finishing orders of a pairing's games, as the ratings read them: the
/// seats not ranked yet (the challenger's, if it is not, and so many baseline copies) and how
/// often the challenger or a baseline copy was ranked next from them. The copies of one level
/// are alike to the model, so these counts are all it reads of the orders: summed over
/// chunks, they rate a ladder exactly as one tournament of all its games would.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stage {
    /// Whether the challenger was among the seats left (0 or 1).
    pub challenger_left: u32,
    /// The baseline copies among them.
    pub baselines_left: u32,
    /// Times the challenger was ranked next.
    pub challenger_next: u64,
    /// Times a baseline copy was.
    pub baseline_next: u64,
}

impl Stage {
    /// Whether it could be a stage of a game of `seats` seats: at least two seats left, no
    /// more than there are, and nobody ranked who was not left.
    pub fn fits(&self, seats: usize) -> bool {
        let left = self.challenger_left as usize + self.baselines_left as usize;
        self.challenger_left <= 1
            && (2..=seats).contains(&left)
            && (self.challenger_left == 1 || self.challenger_next == 0)
            && (self.baselines_left >= 1 || self.baseline_next == 0)
    }
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

/// One game's players and finishing order, for the ratings.
#[derive(Clone, Debug, PartialEq)]
pub struct Finish {
    /// The level (an index) of each seat.
    pub entrants: Vec<usize>,
    /// The seats that finished, best first ([`GameResult::finish`]); the others are not
    /// ranked among themselves.
    pub order: Vec<usize>,
}

/// A level's rating.
#[derive(Clone, Debug, PartialEq)]
pub struct Rating {
    /// The level (an index into [`Tournament::levels`]).
    pub level: usize,
    /// Its Plackett–Luce strength, the first level's being 1.
    pub strength: f64,
    /// The same on the Elo scale: `400 log10(strength)`.
    pub elo: f64,
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

/// One pairing's counts as a tournament reported them (a chunk of a [`Ladder`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Counts {
    /// Seats a game.
    pub seats: usize,
    /// The challenger's level, as spelled.
    pub challenger: String,
    /// The baseline's level, as spelled.
    pub baseline: String,
    /// The tournament's seed.
    pub seed: u64,
    /// Games played.
    pub games: u64,
    /// Games the challenger won.
    pub wins: u64,
    /// Games without a winner.
    pub draws: u64,
    /// Games a baseline copy won.
    pub losses: u64,
    /// Games played with the challenger in each seat.
    pub challenger_seats: Vec<u64>,
    /// Whether the pairing stopped early on its verdict.
    pub stopped: bool,
    /// Its games' finishing orders as the ratings read them (`None` in a file written before
    /// tournaments kept them).
    pub stages: Option<Vec<Stage>>,
}

/// Tournaments' pairings summed (`game ladder`): the same pairings played from other seeds,
/// each pairing's games the games of every chunk that played it, its test read again on the
/// sums, and the ratings over all of them if every chunk kept its stages.
#[derive(Clone, Debug, PartialEq)]
pub struct Ladder {
    /// Every level met, as spelled, in the order first met.
    pub levels: Vec<String>,
    /// The summed pairings, by seat count, then in the order first met (indices into
    /// `levels`).
    pub cells: Vec<Cell>,
    /// Each cell's seeds, ascending.
    pub seeds: Vec<Vec<u64>>,
    /// The sequential test the sums are read with.
    pub sprt: Sprt,
    /// Every game counted.
    pub games: u64,
    /// One rating per level of `levels` (the first's Elo 0), if every chunk kept its stages.
    pub ratings: Option<Vec<Rating>>,
}

impl Ladder {
    /// Every seed of every pairing, ascending, each once.
    pub fn all_seeds(&self) -> Vec<u64> {
        let mut all: Vec<u64> = self.seeds.iter().flatten().copied().collect();
        all.sort_unstable();
        all.dedup();
        all
    }

    /// Sums `counts` (already checked: one pairing and seed at most once, `challenger_seats`
    /// as long as `seats`) and reads each sum with `sprt`.
    pub fn sum(counts: &[Counts], sprt: Sprt) -> Ladder {
        let mut levels: Vec<String> = Vec::new();
        let mut level = |name: &str| match levels.iter().position(|l| l == name) {
            Some(i) => i,
            None => {
                levels.push(name.to_string());
                levels.len() - 1
            }
        };
        let mut cells: Vec<Cell> = Vec::new();
        let mut seeds: Vec<Vec<u64>> = Vec::new();
        for c in counts {
            let (challenger, baseline) = (level(&c.challenger), level(&c.baseline));
            let at = cells.iter().position(|x| {
                x.seats == c.seats && x.challenger == challenger && x.baseline == baseline
            });
            let i = at.unwrap_or_else(|| {
                cells.push(Cell::empty(c.seats, challenger, baseline));
                seeds.push(Vec::new());
                cells.len() - 1
            });
            let cell = &mut cells[i];
            cell.games += c.games;
            cell.wins += c.wins;
            cell.draws += c.draws;
            cell.losses += c.losses;
            for (sum, n) in cell.challenger_seats.iter_mut().zip(&c.challenger_seats) {
                *sum += n;
            }
            cell.stopped |= c.stopped;
            for stage in c.stages.iter().flatten() {
                cell.add_stage(stage);
            }
            seeds[i].push(c.seed);
        }
        let rated = !counts.is_empty() && counts.iter().all(|c| c.stages.is_some());
        if !rated {
            for cell in &mut cells {
                cell.stages.clear();
            }
        }
        for (cell, seeds) in cells.iter_mut().zip(&mut seeds) {
            cell.llr = sprt.llr(cell.wins, cell.losses, cell.seats);
            cell.verdict = sprt.verdict(cell.wins, cell.losses, cell.seats);
            seeds.sort_unstable();
        }
        // By seat count, then as first met (a stable sort).
        let mut order: Vec<usize> = (0..cells.len()).collect();
        order.sort_by_key(|&i| cells[i].seats);
        let games = cells.iter().map(|c| c.games).sum();
        let ratings = rated.then(|| ratings(levels.len(), &cells));
        Ladder {
            ratings,
            levels,
            cells: order.iter().map(|&i| cells[i].clone()).collect(),
            seeds: order.iter().map(|&i| seeds[i].clone()).collect(),
            sprt,
            games,
        }
    }
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

/// The strengths of `items` levels that best explain `games`' finishing orders under a
/// Plackett–Luce model: the winner of a game is seat `s` with the chance `γ(s) / Σ γ` over
/// every seat, the second the same over the seats left, and so on down the ranked seats
/// (the seats that did not finish are not ranked among themselves). Fitted by Hunter's MM
/// iterations (2004), with one win and one loss of each level against a virtual player of
/// strength 1 (a weak prior that keeps a level that never finished first finite). The
/// strengths are scaled so that their geometric mean is 1.
pub fn plackett_luce(items: usize, games: &[Finish]) -> Vec<f64> {
    let mut fit = Fit::new(items);
    for g in games {
        let mut left: Vec<u32> = vec![0; items];
        for &e in &g.entrants {
            left[e] += 1;
        }
        for &s in &g.order {
            let k = g.entrants[s];
            if left.iter().sum::<u32>() <= 1 {
                break;
            }
            fit.add(&left, k, 1);
            left[k] -= 1;
        }
    }
    fit.solve()
}

/// One rating per level of `levels` over the stages of `cells` ([`plackett_luce`] of their
/// games), the first level's strength 1 (Elo 0).
pub fn ratings(levels: usize, cells: &[Cell]) -> Vec<Rating> {
    let mut fit = Fit::new(levels);
    for c in cells {
        for x in &c.stages {
            let mut left = vec![0u32; levels];
            left[c.challenger] += x.challenger_left;
            left[c.baseline] += x.baselines_left;
            fit.add(&left, c.challenger, x.challenger_next);
            fit.add(&left, c.baseline, x.baseline_next);
        }
    }
    let strengths = fit.solve();
    let anchor = strengths.first().copied().unwrap_or(1.0);
    strengths
        .iter()
        .enumerate()
        .map(|(level, &g)| Rating {
            level,
            strength: g / anchor,
            elo: 400.0 * (g / anchor).log10(),
        })
        .collect()
}

/// What the Plackett–Luce fit reads of the games: each distinct set of levels left to choose
/// from (how many seats of each), with how often it was met, and how often each level was
/// chosen (with the prior's one win each).
struct Fit {
    wins: Vec<f64>,
    met: std::collections::BTreeMap<Vec<u32>, f64>,
}

impl Fit {
    fn new(items: usize) -> Fit {
        Fit {
            wins: vec![1.0; items],
            met: std::collections::BTreeMap::new(),
        }
    }

    /// `times` choices of level `chosen` among the seats `left`.
    fn add(&mut self, left: &[u32], chosen: usize, times: u64) {
        if times == 0 {
            return;
        }
        self.wins[chosen] += times as f64;
        *self.met.entry(left.to_vec()).or_insert(0.0) += times as f64;
    }

    /// The strengths, fitted by Hunter's MM iterations, their geometric mean 1.
    fn solve(self) -> Vec<f64> {
        let items = self.wins.len();
        if items == 0 {
            return Vec::new();
        }
        let wins = self.wins;
        let stages: Vec<(Vec<u32>, f64)> = self.met.into_iter().collect();
        let mut gamma = vec![1.0f64; items];
        for _ in 0..100_000 {
            let mut denom: Vec<f64> = gamma.iter().map(|g| 2.0 / (g + 1.0)).collect();
            for (left, times) in &stages {
                let total: f64 = left
                    .iter()
                    .zip(&gamma)
                    .map(|(&c, g)| f64::from(c) * g)
                    .sum();
                for (i, &c) in left.iter().enumerate() {
                    denom[i] += times * f64::from(c) / total;
                }
            }
            let mut change = 0.0f64;
            for i in 0..items {
                let g = wins[i] / denom[i];
                change = change.max((g / gamma[i]).ln().abs());
                gamma[i] = g;
            }
            if change < 1e-12 {
                break;
            }
        }
        let mean = gamma.iter().map(|g| g.ln()).sum::<f64>() / items as f64;
        gamma.iter().map(|g| g / mean.exp()).collect()
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

    /// Games drawn from a known Plackett–Luce model give back its order, and its strengths
    /// within a few percent.
    #[test]
    fn plackett_luce_recovers_a_known_order() {
        let truth = [1.0, 2.0, 4.0, 8.0];
        let mut rng = Rng::derived(7, 29);
        let mut games = Vec::new();
        for g in 0..6000 {
            let seats = 2 + g % 4;
            let entrants: Vec<usize> = (0..seats).map(|_| rng.below(truth.len())).collect();
            let mut left: Vec<usize> = (0..seats).collect();
            let mut order = Vec::new();
            // Rank the top two (or all), as games where the others brought no pawn out.
            while left.len() > 1 && order.len() < 2 {
                let total: f64 = left.iter().map(|&s| truth[entrants[s]]).sum();
                let mut x = rng.unit() * total;
                let mut pick = left.len() - 1;
                for (i, &s) in left.iter().enumerate() {
                    x -= truth[entrants[s]];
                    if x < 0.0 {
                        pick = i;
                        break;
                    }
                }
                order.push(left.remove(pick));
            }
            games.push(Finish { entrants, order });
        }
        let fit = plackett_luce(truth.len(), &games);
        for w in fit.windows(2) {
            assert!(w[0] < w[1], "{fit:?}");
        }
        for i in 1..truth.len() {
            let ratio = fit[i] / fit[0];
            assert!(
                (ratio / truth[i] - 1.0).abs() < 0.15,
                "level {i}: {ratio} for {}",
                truth[i]
            );
        }
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

    #[test]
    fn a_ladder_sums_each_pairing_and_reads_its_test_again() {
        let counts = |seats: usize, challenger: &str, seed: u64, wins: u64, losses: u64| Counts {
            seats,
            challenger: challenger.to_string(),
            baseline: "greedy".to_string(),
            seed,
            games: wins + losses + 1,
            wins,
            draws: 1,
            losses,
            challenger_seats: (0..seats as u64)
                .map(|k| (wins + losses + 1) * (k + 1) % 7)
                .collect(),
            stopped: seed == 3,
            stages: None,
        };
        let sprt = Sprt::default();
        let ladder = Ladder::sum(
            &[
                counts(4, "mcts", 2, 30, 70),
                counts(2, "mcts", 1, 60, 40),
                counts(4, "mcts", 1, 20, 80),
                counts(2, "brs", 3, 55, 45),
                counts(2, "mcts", 3, 70, 30),
            ],
            sprt,
        );
        assert_eq!(ladder.levels, ["mcts", "greedy", "brs"]);
        // By seat count, then as first met.
        let seen: Vec<(usize, usize)> = ladder
            .cells
            .iter()
            .map(|c| (c.seats, c.challenger))
            .collect();
        assert_eq!(seen, [(2, 0), (2, 2), (4, 0)]);
        assert_eq!(ladder.seeds, [vec![1, 3], vec![3], vec![1, 2]]);
        assert_eq!(ladder.all_seeds(), [1, 2, 3]);
        let two = &ladder.cells[0];
        assert_eq!(
            (two.games, two.wins, two.draws, two.losses),
            (202, 130, 2, 70)
        );
        assert_eq!(two.challenger_seats, [101 % 7 + 101 % 7, 202 % 7 + 202 % 7]);
        assert!(two.stopped && !ladder.cells[2].stopped);
        // The test is read on the sums, not added up from the chunks'.
        assert_eq!(two.llr, sprt.llr(130, 70, 2));
        assert_eq!(two.verdict, sprt.verdict(130, 70, 2));
        let four = &ladder.cells[2];
        assert_eq!((four.wins, four.losses), (50, 150));
        assert_eq!(four.verdict, sprt.verdict(50, 150, 4));
        assert_eq!(ladder.games, 202 + 101 + 202);
        // Chunks without their games' finishing orders: no ratings.
        assert_eq!(ladder.ratings, None);
    }

    /// A game's finishing order counted as stages: the seats left before each rank, who
    /// was ranked; nothing once one seat is left, nothing for a game nobody finished.
    #[test]
    fn a_finish_is_counted_stage_by_stage() {
        let mut cell = Cell::empty(4, 1, 0);
        // The challenger in seat 2: seat 0 first, then the challenger, then seat 3; seat 1
        // is left.
        cell.add_finish(2, &[0, 2, 3]);
        cell.add_finish(0, &[0]);
        cell.add_finish(1, &[]);
        let stage = |c, b, cn, bn| Stage {
            challenger_left: c,
            baselines_left: b,
            challenger_next: cn,
            baseline_next: bn,
        };
        assert_eq!(
            cell.stages,
            [stage(1, 3, 1, 1), stage(1, 2, 1, 0), stage(0, 2, 0, 1)]
        );
        assert!(cell.stages.iter().all(|s| s.fits(4)));
        assert!(!stage(2, 1, 0, 0).fits(4));
        assert!(!stage(1, 4, 0, 0).fits(4));
        assert!(!stage(0, 1, 0, 0).fits(4));
        assert!(!stage(0, 3, 1, 0).fits(4));
    }

    /// The ratings read from the pairings' stages are the very ratings of the games'
    /// finishing orders, to the last bit; and a ladder of chunks, each pairing's stages
    /// summed, rates its games as one tournament of all of them would.
    #[test]
    fn stages_rate_as_the_finishing_orders_do() {
        let mut rng = Rng::derived(11, 29);
        // Levels 0..3; pairings (seats, challenger, baseline); two chunks of games each.
        let pairings = [(2, 1, 0), (3, 2, 0), (4, 2, 1), (3, 1, 2), (5, 0, 2)];
        let mut finishes = Vec::new();
        let mut chunks: Vec<Vec<Cell>> = vec![Vec::new(), Vec::new()];
        for chunk in &mut chunks {
            for &(seats, challenger, baseline) in &pairings {
                let mut cell = Cell::empty(seats, challenger, baseline);
                for _ in 0..40 {
                    let seat = rng.below(seats);
                    let mut left: Vec<usize> = (0..seats).collect();
                    let mut order = Vec::new();
                    let ranked = rng.below(seats + 1);
                    while order.len() < ranked {
                        order.push(left.remove(rng.below(left.len())));
                    }
                    let mut entrants = vec![baseline; seats];
                    entrants[seat] = challenger;
                    cell.add_finish(seat, &order);
                    finishes.push(Finish { entrants, order });
                }
                chunk.push(cell);
            }
        }
        let whole = plackett_luce(3, &finishes);
        let anchor = whole[0];
        let bits = |r: &[Rating]| r.iter().map(|r| r.strength.to_bits()).collect::<Vec<_>>();
        let expected: Vec<u64> = whole.iter().map(|g| (g / anchor).to_bits()).collect();
        let cells: Vec<Cell> = chunks.concat();
        assert_eq!(bits(&ratings(3, &cells)), expected);
        let names = ["random", "greedy", "expectimax"];
        let counts: Vec<Counts> = chunks
            .iter()
            .enumerate()
            .flat_map(|(k, chunk)| {
                chunk.iter().map(move |c| Counts {
                    seats: c.seats,
                    challenger: names[c.challenger].to_string(),
                    baseline: names[c.baseline].to_string(),
                    seed: k as u64 + 1,
                    games: 40,
                    wins: 0,
                    draws: 40,
                    losses: 0,
                    challenger_seats: vec![0; c.seats],
                    stopped: false,
                    stages: Some(c.stages.clone()),
                })
            })
            .collect();
        let ladder = Ladder::sum(&counts, Sprt::default());
        // The ladder's levels as first met: greedy, random, expectimax.
        let order = [1, 0, 2];
        let rated = ladder.ratings.expect("every chunk kept its stages");
        // The same fit with the levels in another order: equal but for the last bits.
        for (r, &i) in rated.iter().zip(&order) {
            let truth = whole[i] / whole[1];
            assert!((r.strength / truth - 1.0).abs() < 1e-9, "{rated:?}");
        }
        assert_eq!(rated[0].elo, 0.0);
        // One chunk without its stages: no ratings, and no cell claims any.
        let mut old = counts.clone();
        old[3].stages = None;
        let ladder = Ladder::sum(&old, Sprt::default());
        assert_eq!(ladder.ratings, None);
        assert!(ladder.cells.iter().all(|c| c.stages.is_empty()));
    }
}
