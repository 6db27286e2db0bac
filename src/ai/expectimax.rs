//! `expectimax`: the rest of the pawn phase (every other play by `greedy`), the monster as a
//! chance node over the tiles left, then its own best next play — within a node budget.

use super::evaluate::{self, Chances};
use super::greedy;
use super::Config;
use crate::game::{Game, Phase, Seat};
use crate::pawn::PawnMove;

/// The index of the chosen play and its expectimax value. `stop` is asked before each
/// candidate: once it says so, the best so far is chosen (the first candidate's greedy value
/// if none was looked at further).
pub(crate) fn choose(
    game: &Game,
    plays: &[PawnMove],
    seat: Seat,
    config: &Config,
    stop: &dyn Fn() -> bool,
) -> (usize, f64) {
    let w = &config.weights;
    let mut nodes = 0;
    let first = greedy::values(game, plays, seat, w, &mut nodes);
    // The candidates: the best greedy plays, best first (the first among equals).
    let mut order: Vec<usize> = (0..plays.len()).collect();
    order.sort_by(|&a, &b| first[b].total_cmp(&first[a]).then(a.cmp(&b)));
    order.truncate(config.budget.width.max(1));
    let mut best = (order[0], f64::NEG_INFINITY);
    for &i in &order {
        if nodes >= config.budget.nodes && best.1 > f64::NEG_INFINITY {
            break;
        }
        if stop() {
            if best.1 == f64::NEG_INFINITY {
                best = (i, first[i]);
            }
            break;
        }
        let v = look_ahead(&evaluate::after(game, &plays[i]), seat, config, &mut nodes);
        if v > best.1 {
            best = (i, v);
        }
    }
    best
}

/// The value for `seat` of `state` (after its play): the phase played out by `greedy`, the
/// monster over every tile left, then `seat`'s best next play when it is theirs.
fn look_ahead(state: &Game, seat: Seat, config: &Config, nodes: &mut u64) -> f64 {
    let w = &config.weights;
    let mut state = state.clone();
    while state.phase() == Phase::Pawns {
        let Some(player) = state.to_play() else { break };
        let plays = state.legal_plays();
        if plays.is_empty() {
            break;
        }
        let values = greedy::values(&state, &plays, player, w, nodes);
        state.commit(&plays[greedy::argmax(&values)]);
    }
    if state.phase() != Phase::Monster {
        return terminal(&state, seat, config);
    }
    let chances = Chances::of(&state);
    let mut total = 0.0;
    for (tile, p) in chances.iter() {
        let Ok((next, _)) = state.monster_phase(tile) else {
            continue;
        };
        *nodes += 1;
        total += p * next_value(&next, seat, config, nodes);
    }
    total
}

/// After the monster: the game's result, or `seat`'s best next play, or the board as it is.
fn next_value(next: &Game, seat: Seat, config: &Config, nodes: &mut u64) -> f64 {
    let w = &config.weights;
    if next.is_over() {
        return terminal(next, seat, config);
    }
    let chances = Chances::of(next);
    if next.to_play() == Some(seat) {
        let plays = next.legal_plays();
        if !plays.is_empty() {
            let values = greedy::values(next, &plays, seat, w, nodes);
            return values[greedy::argmax(&values)];
        }
    }
    evaluate::expected(next, &chances, seat, w, nodes)
}

/// A finished game's value for `seat`.
fn terminal(state: &Game, seat: Seat, config: &Config) -> f64 {
    let chances = Chances::of(state);
    let mut nodes = 0;
    evaluate::expected(state, &chances, seat, &config.weights, &mut nodes)
}
