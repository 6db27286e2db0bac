//! `greedy`: one play ahead, every legal result scored over the exact tile distribution.

use super::evaluate::{self, Chances, Weights};
use crate::game::{Game, Seat};
use crate::pawn::PawnMove;

/// Each play's expected value for `seat`, in the order of `plays`.
pub(crate) fn values(
    game: &Game,
    plays: &[PawnMove],
    seat: Seat,
    w: &Weights,
    nodes: &mut u64,
) -> Vec<f64> {
    let chances = Chances::of(game);
    plays
        .iter()
        .map(|m| evaluate::expected(&evaluate::after(game, m), &chances, seat, w, nodes))
        .collect()
}

/// The index of the best play (the first among equals).
pub(crate) fn best_index(game: &Game, plays: &[PawnMove], seat: Seat, w: &Weights) -> usize {
    let mut nodes = 0;
    argmax(&values(game, plays, seat, w, &mut nodes))
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
