//! `greedy`: one play ahead, every legal result scored over the exact tile distribution.

use super::evaluate::{Play, Scorer, Weights};
use crate::board::{Board, PawnId};
use crate::game::{Game, Seat};
use crate::pawn::{Dest, PawnMove};

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
        .map(|m| scorer.expected_play(game, m.pawn, m.dest, Play::Built(&m.board), nodes))
        .collect()
}

/// The index in [`Game::legal_plays`] of the best play for `seat` (the first among equals:
/// [`values`]' [`argmax`]) and the number of legal plays, without building any play's path;
/// `None` if there is no legal play.
pub(crate) fn best(game: &Game, seat: Seat, w: &Weights) -> Option<(usize, usize)> {
    best_result(game, seat, w).map(|b| (b.index, b.plays))
}

/// [`best`]'s play as the search found it: its pawn, where it ends and the board after it.
pub(crate) struct Best {
    /// Its index in [`Game::legal_plays`].
    pub(crate) index: usize,
    /// The number of legal plays.
    pub(crate) plays: usize,
    /// The pawn played.
    pub(crate) pawn: PawnId,
    /// Where it ends.
    pub(crate) dest: Dest,
    /// The board after it (the pawn's face not flipped).
    pub(crate) board: Board,
}

/// [`best`] with the play itself, ready for [`Game::commit_result`]: nothing searched again,
/// and a board built only for a play better than those before it.
pub(crate) fn best_result(game: &Game, seat: Seat, w: &Weights) -> Option<Best> {
    let scorer = Scorer::for_plays(game, seat, w);
    let mut nodes = 0;
    let mut best: Option<(f64, Best)> = None;
    let mut i = 0;
    let n = game.for_each_legal_result(|pawn, dest, change| {
        let v = scorer.expected_play(game, pawn, dest, Play::Changes(change), &mut nodes);
        match &mut best {
            Some((b, play)) if v > *b => {
                *b = v;
                play.index = i;
                play.pawn = pawn;
                play.dest = dest;
                play.board = change.board();
            }
            Some(_) => {}
            None => {
                best = Some((
                    v,
                    Best {
                        index: i,
                        plays: 0,
                        pawn,
                        dest,
                        board: change.board(),
                    },
                ))
            }
        }
        i += 1;
    });
    best.map(|(_, play)| Best { plays: n, ..play })
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
