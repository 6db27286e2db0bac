//! The `feast` puzzle (issue 28, point 5): 2F's own weekly puzzle. *Set up the position so
//! that the monster, walking without a step limit, eats every enemy pawn while all of yours
//! survive.* The solver places K of their own pieces (pawns of their colour, or stones) on
//! empty squares, as a `place` puzzle does ([`Place`], the candidates of docs/FORMAT.md
//! section 5); the monster then walks with no tile and no limit ([`walk_endless`]) until every
//! pawn to feed is removed or it repeats a state (square, heading, board: then it never will).
//! A placement solves it when the walk ends with every pawn to feed removed and none to spare.
//!
//! # The exhaustive search, pruned
//!
//! Trying every placement is C(n, K) walks of up to several hundred steps (n is about 150
//! empty squares: 11,175 pairs, 551,300 triples). The search is cut by one exact fact: a
//! piece on a square the walk never *touches* changes nothing. A walk touches the squares on
//! each line the monster looks along, up to and including the pawn, the stone or the last
//! square before the wall that ends the line (M2), the squares it enters (M5, M7, M8, M10),
//! and the squares things are pushed or slid onto (M6, S5). By induction over the steps, a
//! walk with more pieces on untouched squares makes the very same steps, so it ends the same
//! way. Hence, from a partial placement S (starting empty):
//!
//! - if the walk with S solves it, so does S with any further pieces on untouched squares;
//! - every solution P containing S either adds only untouched squares (then the walk with S
//!   solves it), or adds a touched square q, and is found below S + q.
//!
//! So the search walks S, and branches only on its touched squares; sets reached twice are
//! walked once. Every placement is accounted for: [`Search::walks`] says how many walks that
//! took, against [`Search::placements`] (measured numbers in docs/puzzles.md).

mod explain;
mod generate;
mod measure;
mod search;
mod walk;

pub(super) use explain::question;
pub use explain::{explanation_in, hints_in};
pub use generate::{attempt, settings};
pub(super) use measure::idea_walk;
pub use measure::{measure, score, themes};
pub use search::{search, Search};
pub use walk::{record, record_within, FeastTrace};

use super::model::{Answer, Kind, Puzzle};
use crate::board::{Board, PawnPlace};
use crate::monster::{walk_endless, Ending, Sink};
use crate::rules::Options;
use crate::search::{bit, members, PawnSet};

/// At most this many solutions are listed; a search that finds more stops (its verdict is
/// `multiple` all the same).
pub const MAX_LISTED: usize = 1000;

/// At most this many walks per search: a bound that no stored or generated puzzle comes
/// near (a search that reaches it says it is incomplete).
pub const MAX_WALKS: u64 = 300_000;

/// The pawns of `set` that `board` has removed.
fn removed(board: &Board, set: PawnSet) -> PawnSet {
    members(set)
        .filter(|&id| {
            (id.0 as usize) < board.pawn_count() && matches!(board.pawn(id), PawnPlace::Removed(_))
        })
        .fold(0, |s, id| s | bit(id))
}

/// The pawns to feed and to spare of a feast puzzle: the goal's, placed pawns of the spared
/// player included.
pub fn sets(puzzle: &Puzzle) -> (PawnSet, PawnSet) {
    puzzle.feed_and_spare()
}

/// Walks the monster on `board` until every pawn of `feed` is removed, a pawn of `spare` is,
/// or it repeats a state; whether the placement solves the puzzle, and the ending.
pub fn feast<S: Sink>(
    board: &mut Board,
    options: &Options,
    (feed, spare): (PawnSet, PawnSet),
    sink: &mut S,
) -> (bool, Ending) {
    let ending = walk_endless(board, options, sink, |b| {
        removed(b, spare) != 0 || removed(b, feed) == feed
    });
    let solved = ending.done() && removed(board, spare) == 0 && removed(board, feed) == feed;
    (solved, ending)
}

/// Whether `puzzle` is a feast puzzle.
pub fn is_feast(puzzle: &Puzzle) -> bool {
    puzzle.kind == Kind::Feast
}

/// The solutions as answers, the walks made, and whether the search was complete.
pub(super) fn solve(
    puzzle: &Puzzle,
    options: &Options,
    limit: Option<usize>,
) -> (Vec<Answer>, u64, bool) {
    let s = search(puzzle, options, limit);
    (
        s.solutions.into_iter().map(Answer::Squares).collect(),
        s.walks,
        s.complete,
    )
}
