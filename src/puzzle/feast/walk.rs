//! A feast walk recorded step by step, with the answer's pieces and without them.

use super::{removed, sets};
use crate::board::{Board, PawnId, Removal};
use crate::monster::{walk_endless, Decision, Ending, Event, Outcome};
use crate::puzzle::model::{Answer, Puzzle};
use crate::rules::{Options, Tile};
use crate::search::PawnSet;
use crate::trace::{FinalLook, Grouped, StepTrace, Trace};

/// A recorded feast walk: its steps (as a trace records them), the board before each, the
/// pawns removed and how it ended.
#[derive(Clone, Debug)]
pub struct FeastTrace {
    /// The board before the walk, pieces placed.
    pub before: Board,
    /// Every step, in order.
    pub steps: Vec<StepTrace>,
    /// The board before each step (and after the last).
    pub boards: Vec<Board>,
    /// Every pawn removed: the pawn, how, and the step (counted from 1).
    pub removed: Vec<(PawnId, Removal, u32)>,
    /// How the walk ended.
    pub ending: Ending,
    /// Whether the placement solves the puzzle.
    pub solved: bool,
}

impl FeastTrace {
    /// The walk as a [`Trace`], for the renderers of a tile's move (the page's stepper): its
    /// boards as recorded, the pawns removed, and no final look taken (the one it stands in
    /// is given with no decision). `None` past 255 steps, which a trace cannot number.
    pub fn to_trace(&self, options: &Options) -> Option<Trace> {
        let n = u8::try_from(self.steps.len()).ok()?;
        let after = *self.boards.get(self.steps.len())?;
        Some(Trace {
            tile: Tile::Steps(n),
            options: *options,
            before: self.before,
            after,
            steps: self.steps.clone(),
            final_look: FinalLook {
                sights: crate::monster::look(&after),
                decision: Decision::NothingSeen,
                facing: after.facing(),
            },
            removed: self
                .removed
                .iter()
                .map(|&(id, how, step)| (id, how, u8::try_from(step).unwrap_or(u8::MAX)))
                .collect(),
            outcome: Outcome {
                steps: n,
                removed: u8::try_from(self.removed.len()).unwrap_or(u8::MAX),
            },
            boards: self.boards[..=self.steps.len()].to_vec(),
        })
    }
}

/// The walk of `board` (pieces placed) recorded step by step.
pub fn record(board: &Board, options: &Options, sets: (PawnSet, PawnSet)) -> FeastTrace {
    match record_within(board, options, sets, u32::MAX) {
        Ok(walk) => walk,
        Err(walk) => *walk,
    }
}

/// [`record`], stopped once the monster has walked `max_steps` steps and its walk is not
/// over: then `Err` with those steps (the work a request may cause stays bounded,
/// although every walk ends by itself).
pub fn record_within(
    board: &Board,
    options: &Options,
    sets: (PawnSet, PawnSet),
    max_steps: u32,
) -> Result<FeastTrace, Box<FeastTrace>> {
    let mut after = *board;
    let mut events: Vec<Event> = Vec::new();
    let mut boards: Vec<Board> = Vec::new();
    let mut cut = false;
    let (feed, spare) = sets;
    let ending = walk_endless(&mut after, options, &mut events, |b| {
        boards.push(*b);
        let done = removed(b, spare) != 0 || removed(b, feed) == feed;
        // Asked before every step: `boards.len() - 1` steps are walked.
        if !done && boards.len() as u64 > u64::from(max_steps) {
            cut = true;
            return true;
        }
        done
    });
    let solved =
        !cut && ending.done() && removed(&after, spare) == 0 && removed(&after, feed) == feed;
    let grouped = Grouped::of(events, |n| crate::monster::look(&boards[n]));
    let walk = FeastTrace {
        before: *board,
        steps: grouped.steps,
        boards,
        removed: grouped.removed,
        ending,
        solved,
    };
    if cut {
        Err(Box::new(walk))
    } else {
        Ok(walk)
    }
}

/// The walk with `answer` placed and the walk without it; `None` if the answer is no
/// placement of this puzzle.
pub fn walks(
    puzzle: &Puzzle,
    options: &Options,
    answer: &Answer,
) -> Option<(FeastTrace, FeastTrace)> {
    let Answer::Squares(squares) = answer else {
        return None;
    };
    if squares.len() != puzzle.place()?.count() {
        return None;
    }
    let sets = sets(puzzle);
    let with = record(&puzzle.board_with(squares), options, sets);
    let without = record(puzzle.scenario.board(), options, sets);
    Some((with, without))
}

/// Two steps are the same: the same look's decision, the same events, the same end.
pub(super) fn same_step(a: &StepTrace, b: &StepTrace) -> bool {
    a.from == b.from
        && a.facing_before == b.facing_before
        && a.decision == b.decision
        && a.events == b.events
        && a.to == b.to
        && a.facing == b.facing
}

/// The first step (1-based) where the walk with the answer leaves the walk without.
pub(super) fn key_step(with: &FeastTrace, without: &FeastTrace) -> u32 {
    let n = with
        .steps
        .iter()
        .zip(&without.steps)
        .take_while(|(a, b)| same_step(a, b))
        .count();
    n as u32 + 1
}

/// The step of the last removal the goal needs (the walk's last step).
pub(super) fn settle_step(with: &FeastTrace) -> u32 {
    with.ending.steps()
}

pub(super) fn step_u8(n: u32) -> u8 {
    u8::try_from(n).unwrap_or(u8::MAX)
}
