//! `greedy`: one play ahead, every legal result scored over the exact tile distribution.

use super::evaluate::{Scorer, Weights};
use crate::game::{Game, Seat};
use crate::pawn::PawnMove;

/// Each play's expected value for `seat`, in the order of `plays` (legal plays of `game`).
pub(crate) fn values(
    game: &Game,
    plays: &[PawnMove],
    seat: Seat,
    w: &Weights,
    nodes: &mut u64,
) -> Vec<f64> {
    let scorer = Scorer::for_plays(game, seat, w);
    plays
        .iter()
        .map(|m| scorer.expected_play(game, m.pawn, m.dest, &m.board, nodes))
        .collect()
}

/// The index in [`Game::legal_plays`] of the best play for `seat` (the first among equals:
/// [`values`]' [`argmax`]) and the number of legal plays, without building any play's path;
/// `None` if there is no legal play.
pub(crate) fn best(game: &Game, seat: Seat, w: &Weights) -> Option<(usize, usize)> {
    let scorer = Scorer::for_plays(game, seat, w);
    let mut nodes = 0;
    let mut best: Option<(usize, f64)> = None;
    let mut i = 0;
    let n = game.for_each_legal_result(|pawn, dest, board| {
        let v = scorer.expected_play(game, pawn, dest, board, &mut nodes);
        if best.is_none_or(|(_, b)| v > b) {
            best = Some((i, v));
        }
        i += 1;
    });
    best.map(|(index, _)| (index, n))
}

/// The index of the largest value, the first among equals.
pub(crate) fn argmax(values: &[f64]) -> usize {
    let mut best = 0;
    for (i, &v) in values.iter().enumerate() {
        if v > values[best] {
            best = i;
        }
    }
    best
}
