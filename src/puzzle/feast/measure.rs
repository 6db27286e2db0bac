//! A feast answer's themes, features, measure and score.

use std::collections::BTreeSet;

use super::search::search;
use super::sets;
use super::walk::{key_step, settle_step, step_u8, walks};
use crate::board::{Board, PawnId};
use crate::geometry::{Dir, Square};
use crate::monster::{Blocker, Decision, Event};
use crate::puzzle::difficulty::{Features, Idea};
use crate::puzzle::model::{Answer, Place, Puzzle};
use crate::puzzle::themes::Theme;
use crate::rules::Options;
use crate::search::bit;

/// The themes of the answer's walk, from its first step to its last (the order of
/// [`Theme::ALL`]): a lure (the monster turns toward a pawn you placed, M4), a tie (M4, S1),
/// hiding (a placed pawn behind a stone on a line the monster looks along, or for placed
/// stones a pawn to spare so hidden, M3), push, crush, destroy, slide, wall, pivot,
/// teleport, each from its event's rule.
pub fn themes(puzzle: &Puzzle, options: &Options, answer: &Answer) -> Option<Vec<Theme>> {
    let (with, _) = walks(puzzle, options, answer)?;
    let (_, spare) = sets(puzzle);
    let placed = puzzle.placed_set();
    let hidden_kind = match puzzle.place()? {
        Place::Pawns { .. } => placed,
        Place::Pieces { .. } => spare,
    };
    let mut found: BTreeSet<Theme> = BTreeSet::new();
    for (i, s) in with.steps.iter().enumerate() {
        match s.decision {
            Decision::Nearest { pawn, .. } if placed & bit(pawn) != 0 => {
                found.insert(Theme::Lure);
            }
            Decision::Tie { .. } => {
                found.insert(Theme::Tie);
            }
            _ => {}
        }
        let board = &with.boards[i];
        for sight in &s.sights {
            if let Blocker::Piece(_, at) = sight.blocker {
                if let Some(id) = first_pawn_behind(board, at, sight.dir) {
                    if hidden_kind & bit(id) != 0 {
                        found.insert(Theme::Hide);
                    }
                }
            }
        }
        for e in &s.events {
            let t = match e {
                Event::Push { .. } => Some(Theme::Push),
                Event::Crushed { .. } => Some(Theme::Crush),
                Event::Destroyed { .. } => Some(Theme::Destroy),
                Event::Slide { .. } | Event::Enter { sliding: true, .. } => Some(Theme::Slide),
                Event::WallCross { .. } => Some(Theme::Wall),
                Event::PivotTurn { .. } => Some(Theme::Pivot),
                Event::Teleport { .. } => Some(Theme::Teleport),
                _ => None,
            };
            found.extend(t);
        }
    }
    Some(found.into_iter().collect())
}

/// The first pawn behind the piece on `at`, looking along `dir`, before any other
/// sight-blocking piece or the wall.
fn first_pawn_behind(board: &Board, at: Square, dir: Dir) -> Option<PawnId> {
    let mut cur = at;
    while let Some(next) = cur.step(dir) {
        cur = next;
        match board.occupant(cur) {
            crate::board::Occupant::Pawn(id) => return Some(id),
            crate::board::Occupant::Piece(p) if p.blocks_sight() => return None,
            _ => {}
        }
    }
    None
}

/// The idea of a theme, for the features.
fn idea(t: Theme) -> Option<Idea> {
    Some(match t {
        Theme::Lure => Idea::Lure,
        Theme::Tie => Idea::Tie,
        Theme::Push => Idea::Push,
        Theme::Crush => Idea::Crush,
        Theme::Destroy => Idea::Destroy,
        Theme::Slide => Idea::Slide,
        Theme::Wall => Idea::Wall,
        Theme::Pivot => Idea::Pivot,
        Theme::Teleport => Idea::Teleport,
        Theme::Hide => return None,
    })
}

/// The features of a feast puzzle's answer: the placements (`candidates`), those walked whole
/// by the search (`changing`: every piece changes the walk), the `decoys` among them (they
/// make the monster remove a pawn to feed and still fail), the first step the answer changes
/// (`key_step`), the step that ends the walk (`settle_step`, 255 for longer walks), the ideas
/// of its themes, and `natural` (always, for placements).
pub fn features(puzzle: &Puzzle, options: &Options, answer: &Answer) -> Option<Features> {
    let (with, without) = walks(puzzle, options, answer)?;
    let s = search(puzzle, options, None);
    let ideas = themes(puzzle, options, answer)?
        .into_iter()
        .filter_map(idea)
        .collect();
    Some(Features {
        candidates: s.placements,
        changing: s.changing,
        decoys: s.decoys,
        key_step: step_u8(key_step(&with, &without)),
        settle_step: step_u8(settle_step(&with)),
        ideas,
        natural: true,
    })
}

/// The difficulty score of a feast puzzle with `parts` pieces to place: what a solver has to
/// think through.
///
/// - the tempting wrong placements ([`Features::decoys`]), twice: 0 for up to 2, 1 for 3 to
///   15, 2 for 16 to 63, 3 for 64 or more (a feast has many more candidates than a tile's
///   puzzle, so the bands are wider);
/// - the length of the walk to follow ([`Features::trace_steps`], from the key step to the
///   end): 1 from 10 steps, 2 from 25;
/// - the key ideas beyond the lure ([`Features::scoring_ideas`]): 1 each, at most 2;
/// - 1 for each piece beyond the first, at most 2.
pub fn score(parts: usize, f: &Features) -> u32 {
    let decoys = match f.decoys {
        0..=2 => 0,
        3..=15 => 1,
        16..=63 => 2,
        _ => 3,
    };
    let depth = match f.trace_steps() {
        0..=9 => 0,
        10..=24 => 1,
        _ => 2,
    };
    let ideas = f.scoring_ideas().min(2) as u32;
    let pieces = parts.saturating_sub(1).min(2) as u32;
    2 * decoys + depth + ideas + pieces
}

/// The measure of a feast answer: its [`features`]; forced when at most one whole placement
/// changes the walk (the search walks every placement whose pieces all matter); never
/// decomposable (no piece of a unique answer solves anything alone: a single piece that did
/// would leave the others free, and the answer would not be unique).
pub fn measure(
    puzzle: &Puzzle,
    options: &Options,
    answer: &Answer,
) -> Option<crate::puzzle::measure::Measure> {
    let features = features(puzzle, options, answer)?;
    Some(crate::puzzle::measure::Measure {
        forced: features.changing <= 1,
        decomposable: false,
        features,
    })
}

/// The walk of a feast answer for its key idea ([`super::idea_key`]): every step's square
/// and heading, and the squares of the pawns removed with their steps, through `sq` and
/// `dir` (the board turned, or not). `None` if the answer is no placement of the puzzle.
pub(in crate::puzzle) fn idea_walk(
    puzzle: &Puzzle,
    options: &Options,
    answer: &Answer,
    sq: &dyn Fn(Square) -> Square,
    dir: &dyn Fn(Dir) -> Dir,
) -> Option<String> {
    let (with, _) = walks(puzzle, options, answer)?;
    let steps: Vec<String> = with
        .steps
        .iter()
        .map(|s| format!("{}{}", sq(s.to), dir(s.facing).arrow()))
        .collect();
    let removed: Vec<String> = with
        .removed
        .iter()
        .map(|(id, _, step)| {
            let at = with.before.pawn_square(*id).map(sq);
            format!("{at:?}@{step}")
        })
        .collect();
    Some(format!(
        "feast {} removes {}",
        steps.join(" "),
        removed.join(" ")
    ))
}
