//! Tournaments' pairings summed (`game ladder`): the chunks of one ladder, each played from
//! its own seed, added up pairing by pairing, the tests read again on the sums, the levels
//! rated over the summed stages.

use super::ratings::{ratings, Rating, Stage};
use super::{Cell, Sprt};

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

#[cfg(test)]
mod tests {
    use super::*;

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
}
