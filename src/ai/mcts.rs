//! `mcts`: Monte Carlo search over greedy's best plays. Each playout plays one candidate, then
//! the game on for a few monster phases with every player's plays chosen by `greedy` and
//! every tile drawn from the pile as at the table (a chance node sampled), and scores the
//! position reached by the evaluation expected over the next tiles. The candidates share the
//! playouts by UCB1, and the most visited one is played.
//!
//! The search is flat: the tree has the root's candidates and no node below them (each
//! playout's later plays are greedy's, not searched). Node budgets, not time budgets: a
//! budget of N playouts gives the same play on every machine and whatever the number of
//! threads, each playout's tiles drawn from a stream derived from (seed, state, playout).

use super::evaluate::Scorer;
use super::{greedy, play_greedy, state_key, Config};
use crate::game::{Game, Phase, Seat};
use crate::pawn::PawnMove;
use crate::rng::Rng;

/// The playout's score as a reward in 0..1: the evaluation squashed (a win is 1, a loss 0).
fn reward(value: f64) -> f64 {
    1.0 / (1.0 + (-value / 8.0).exp())
}

/// The exploration constant of UCB1 (rewards in 0..1).
const EXPLORE: f64 = 0.4;

/// What the search found for one candidate.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Arm {
    /// Index in the legal plays.
    pub(crate) play: usize,
    /// Playouts through it.
    pub(crate) visits: u64,
    /// Sum of their rewards.
    pub(crate) total: f64,
}

impl Arm {
    fn mean(&self) -> f64 {
        if self.visits == 0 {
            0.0
        } else {
            self.total / self.visits as f64
        }
    }
}

/// The index of the chosen play among `plays` (the legal plays of `game`, `seat` to play) and
/// its mean reward. `stop` is asked between playouts.
pub(crate) fn choose(
    game: &Game,
    plays: &[PawnMove],
    seat: Seat,
    config: &Config,
    seed: u64,
    stop: &dyn Fn() -> bool,
) -> (usize, f64) {
    let arms = search(game, plays, seat, config, seed, stop);
    let best = arms
        .iter()
        .copied()
        .enumerate()
        .max_by(|(i, a), (j, b)| {
            a.visits
                .cmp(&b.visits)
                .then(a.mean().total_cmp(&b.mean()))
                .then(j.cmp(i))
        })
        .map(|(_, a)| a)
        .unwrap_or_default();
    (best.play, best.mean())
}

/// The playouts: every candidate's visits and rewards, candidates best greedy first.
pub(crate) fn search(
    game: &Game,
    plays: &[PawnMove],
    seat: Seat,
    config: &Config,
    seed: u64,
    stop: &dyn Fn() -> bool,
) -> Vec<Arm> {
    let w = &config.weights;
    let mut nodes = 0;
    let first = greedy::values(game, plays, seat, w, &mut nodes);
    let mut order: Vec<usize> = (0..plays.len()).collect();
    order.sort_by(|&a, &b| first[b].total_cmp(&first[a]).then(a.cmp(&b)));
    order.truncate(config.budget.candidates.max(1));
    let mut arms: Vec<Arm> = order
        .iter()
        .map(|&play| Arm {
            play,
            ..Arm::default()
        })
        .collect();
    if arms.len() == 1 {
        return arms;
    }
    let key = state_key(game);
    for n in 0..config.budget.playouts {
        if stop() {
            break;
        }
        // UCB1; every arm once first, in greedy's order.
        let ln = ((n + 1) as f64).ln();
        let pick = match arms.iter().position(|a| a.visits == 0) {
            Some(i) => i,
            None => {
                let mut best = (0, f64::NEG_INFINITY);
                for (i, a) in arms.iter().enumerate() {
                    let ucb = a.mean() + EXPLORE * (ln / a.visits as f64).sqrt();
                    if ucb > best.1 {
                        best = (i, ucb);
                    }
                }
                best.0
            }
        };
        let mut rng = Rng::derived(seed ^ 0x6d63_7473, key.wrapping_mul(1_000_003) ^ n);
        let r = playout(game, &plays[arms[pick].play], seat, config, &mut rng);
        arms[pick].visits += 1;
        arms[pick].total += r;
    }
    arms
}

/// One playout: `play`, then the game on to the end of `horizon` monster phases, every play
/// greedy's and every tile drawn with `rng`; the reward for `seat` of where it ends.
fn playout(game: &Game, play: &PawnMove, seat: Seat, config: &Config, rng: &mut Rng) -> f64 {
    let w = &config.weights;
    let mut state = game.clone();
    state.commit(play);
    let mut phases = 0;
    loop {
        match state.phase() {
            Phase::Over => break,
            Phase::Pawns => {
                if play_greedy(&mut state, w).is_none() {
                    break;
                }
            }
            Phase::Monster => {
                if phases >= config.budget.horizon {
                    break;
                }
                let Some(tile) = state.draw_tile(rng) else {
                    break;
                };
                match state.monster_phase(tile) {
                    Ok((next, _)) => state = next,
                    Err(_) => break,
                }
                phases += 1;
            }
        }
    }
    let mut nodes = 0;
    reward(Scorer::new(&state, seat, w).expected_game(&state, &mut nodes))
}
