//! `paranoid` and `brs`: two cheaper opponent models for a search of the rest of the pawn phase
//! (issue 29; Sturtevant's paranoid search, Schadd & Winands' best-reply search), baselines
//! for `mcts`. Both look `depth` plays ahead within the pawn phase, each player choosing among
//! their best `width` plays by greedy's evaluation, and score where they stop by the
//! evaluation of the player to decide, expected over the next monster phase's tiles.
//!
//! - **paranoid**: every opponent plays what is worst for the player deciding (a coalition);
//!   alpha-beta cuts the search.
//! - **brs** (best-reply search, the BRS+ form): between two plays of the player deciding, only
//!   **one** opponent answers adversarially — the one whose worst answer hurts most — and the
//!   others play greedy's best play (rather than passing: a pawn phase cannot skip a player).
//!
//! Deterministic: no randomness, the budget counts plays looked at.

use super::evaluate::{Scorer, Weights};
use super::mcts::best_plays;
use super::Config;
use crate::game::{Game, Phase, Seat};

/// Which opponent model.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Model {
    Paranoid,
    BestReply,
}

struct Search<'a> {
    me: Seat,
    w: &'a Weights,
    width: usize,
    model: Model,
}

impl Search<'_> {
    /// The evaluation of `state` for the player deciding.
    fn value(&self, state: &Game) -> f64 {
        let mut nodes = 0;
        Scorer::new(state, self.me, self.w).expected_game(state, &mut nodes)
    }

    /// The children of `state` by the `width` best plays of its player, best first.
    fn children(&self, state: &Game, seat: Seat, width: usize) -> Vec<Game> {
        best_plays(state, seat, self.w, width)
            .into_iter()
            .map(|e| {
                let mut s = state.clone();
                s.commit_result(e.pawn, e.dest, &e.board);
                s
            })
            .collect()
    }

    /// Paranoid alpha-beta: the value of `state` for `me`, `depth` plays on.
    fn paranoid(&self, state: &Game, depth: u32, mut alpha: f64, mut beta: f64) -> f64 {
        let Some(seat) = state.to_play() else {
            return self.value(state);
        };
        if depth == 0 || state.phase() != Phase::Pawns {
            return self.value(state);
        }
        let kids = self.children(state, seat, self.width);
        if kids.is_empty() {
            return self.value(state);
        }
        if seat == self.me {
            let mut best = f64::NEG_INFINITY;
            for k in &kids {
                best = best.max(self.paranoid(k, depth - 1, alpha, beta));
                alpha = alpha.max(best);
                if alpha >= beta {
                    break;
                }
            }
            best
        } else {
            let mut best = f64::INFINITY;
            for k in &kids {
                best = best.min(self.paranoid(k, depth - 1, alpha, beta));
                beta = beta.min(best);
                if alpha >= beta {
                    break;
                }
            }
            best
        }
    }

    /// Best-reply: the value of `state` for `me`, `depth` layers on (a play of `me`, or the
    /// opponents' plays until `me` plays again, is one layer).
    fn brs(&self, state: &Game, depth: u32) -> f64 {
        let Some(seat) = state.to_play() else {
            return self.value(state);
        };
        if depth == 0 || state.phase() != Phase::Pawns {
            return self.value(state);
        }
        if seat == self.me {
            let kids = self.children(state, seat, self.width);
            kids.iter()
                .map(|k| self.brs(k, depth - 1))
                .fold(f64::NEG_INFINITY, f64::max)
                .max(if kids.is_empty() {
                    self.value(state)
                } else {
                    f64::NEG_INFINITY
                })
        } else {
            self.replies(state, depth - 1, false)
        }
    }

    /// The opponents' layer from `state`: each opponent in turn plays greedy's best play,
    /// except one (`used` once chosen) who plays the answer worst for `me`.
    fn replies(&self, state: &Game, depth: u32, used: bool) -> f64 {
        let seat = match state.to_play() {
            Some(s) if s != self.me && state.phase() == Phase::Pawns => s,
            _ => return self.brs(state, depth),
        };
        let width = if used { 1 } else { self.width };
        let kids = self.children(state, seat, width);
        if kids.is_empty() {
            return self.value(state);
        }
        let mut worst = f64::INFINITY;
        for (i, k) in kids.iter().enumerate() {
            // The best play (first) keeps the choice for a later opponent; any other uses it.
            let v = self.replies(k, depth, used || i > 0);
            worst = worst.min(v);
        }
        worst
    }
}

/// The index (in [`Game::legal_plays`]) of the play chosen for the player to play in `game`
/// (`seat`) and its value.
pub(crate) fn choose(game: &Game, seat: Seat, config: &Config, model: Model) -> (usize, f64) {
    let search = Search {
        me: seat,
        w: &config.weights,
        width: config.budget.width.max(1),
        model,
    };
    let depth = config.budget.depth.max(1);
    let edges = best_plays(game, seat, search.w, search.width);
    let mut best = (edges.first().map_or(0, |e| e.index), f64::NEG_INFINITY);
    let mut alpha = f64::NEG_INFINITY;
    for e in &edges {
        let mut s = game.clone();
        s.commit_result(e.pawn, e.dest, &e.board);
        let v = match search.model {
            Model::Paranoid => search.paranoid(&s, depth - 1, alpha, f64::INFINITY),
            Model::BestReply => search.brs(&s, depth - 1),
        };
        if v > best.1 {
            best = (e.index, v);
            alpha = alpha.max(v);
        }
    }
    best
}
