//! The ratings of a round robin or a ladder: a Plackett–Luce model of the games' finishing
//! orders, fitted by Hunter's MM iterations, read from each pairing's [`Stage`]s (all the
//! model reads of the orders, so chunks summed rate as one tournament of all their games).

use super::Cell;

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

/// A level's rating.
#[derive(Clone, Debug, PartialEq)]
pub struct Rating {
    /// The level (an index into [`Tournament::levels`](super::Tournament::levels)).
    pub level: usize,
    /// Its Plackett–Luce strength, the first level's being 1.
    pub strength: f64,
    /// The same on the Elo scale: `400 log10(strength)`.
    pub elo: f64,
}

/// One rating per level of `levels` over the stages of `cells` (a Plackett–Luce model of their
/// games' finishing orders, fitted as `Fit` says), the first level's strength 1 (Elo 0).
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
/// chosen (with the prior's one win each). The model: the winner of a game is seat `s` with
/// the chance `γ(s) / Σ γ` over every seat, the second the same over the seats left, and so on
/// down the ranked seats (the seats that did not finish are not ranked among themselves);
/// fitted by Hunter's MM iterations (2004), with one win and one loss of each level against a
/// virtual player of strength 1 (a weak prior that keeps a level that never finished first
/// finite).
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
    // The model as first written, game by game: what the stages must rate alike.
    /// One game's players and finishing order, for the ratings.
    #[derive(Clone, Debug, PartialEq)]
    struct Finish {
        /// The level (an index) of each seat.
        entrants: Vec<usize>,
        /// The seats that finished, best first ([`GameResult::finish`]); the others are not
        /// ranked among themselves.
        order: Vec<usize>,
    }

    /// The strengths of `items` levels that best explain `games`' finishing orders under a
    /// Plackett–Luce model: the winner of a game is seat `s` with the chance `γ(s) / Σ γ` over
    /// every seat, the second the same over the seats left, and so on down the ranked seats
    /// (the seats that did not finish are not ranked among themselves). Fitted by Hunter's MM
    /// iterations (2004), with one win and one loss of each level against a virtual player of
    /// strength 1 (a weak prior that keeps a level that never finished first finite). The
    /// strengths are scaled so that their geometric mean is 1.
    fn plackett_luce(items: usize, games: &[Finish]) -> Vec<f64> {
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

    use super::super::ladder::{Counts, Ladder};
    use super::super::Sprt;
    use super::*;
    use crate::rng::Rng;

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
