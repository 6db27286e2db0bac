//! A recorded monster move: the engine's events grouped by step. Text, JSON and drawings
//! all render this one record, so they can never disagree.

use crate::board::{Board, PawnId, Removal};
use crate::geometry::{Dir, Square, Wall};
use crate::monster::{self, Decision, Event, Outcome, PieceRemoval, PivotHeld, Sight};
use crate::rules::{Options, Tile};

/// One step of the move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StepTrace {
    /// 1-based.
    pub step: u8,
    /// Where the monster stood at the start of the step.
    pub from: Square,
    /// Its heading at the start of the step.
    pub facing_before: Dir,
    /// What it saw: left, ahead, right.
    pub sights: [Sight; 3],
    /// What it decided.
    pub decision: Decision,
    /// Everything that happened after the look, in order.
    pub events: Vec<Event>,
    /// Where it stands after the step.
    pub to: Square,
    /// Its heading after the step.
    pub facing: Dir,
}

impl StepTrace {
    /// Every square the monster entered in this step, in order (slides and teleports
    /// included).
    pub fn path(&self) -> Vec<Square> {
        let mut out = Vec::new();
        for e in &self.events {
            match *e {
                Event::Enter { at, .. } => out.push(at),
                Event::Teleport { to, .. } => out.push(to),
                _ => {}
            }
        }
        out
    }
}

/// The final look (M1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FinalLook {
    /// Left, ahead, right.
    pub sights: [Sight; 3],
    /// What it decided.
    pub decision: Decision,
    /// Its heading afterwards.
    pub facing: Dir,
}

/// A whole recorded move.
#[derive(Clone, Debug)]
pub struct Trace {
    /// The tile played.
    pub tile: Tile,
    /// The options in force.
    pub options: Options,
    /// The board before the move.
    pub before: Board,
    /// The board after the move.
    pub after: Board,
    /// Every step.
    pub steps: Vec<StepTrace>,
    /// The final look.
    pub final_look: FinalLook,
    /// Every pawn removed, in order: the pawn, how, and at which step.
    pub removed: Vec<(PawnId, Removal, u8)>,
    /// Steps walked and pawns removed.
    pub outcome: Outcome,
    /// The board before each step and after the last, where the move's recorder kept them
    /// (a walk without a step limit, which a tile's replay cannot give); empty for a tile's
    /// move, whose boards [`Trace::board_after`] replays.
    pub boards: Vec<Board>,
}

impl Trace {
    /// Runs the monster on a copy of `board` and records everything.
    pub fn record(board: &Board, tile: Tile, options: &Options) -> Trace {
        let mut after = *board;
        let (outcome, events) = monster::run_traced(&mut after, tile, options);
        let grouped = Grouped::of(events, |_| monster::look(board));
        let removed = grouped
            .removed
            .into_iter()
            .map(|(id, how, step)| (id, how, u8::try_from(step).unwrap_or(u8::MAX)))
            .collect();
        let final_look = grouped.final_look.unwrap_or_else(|| FinalLook {
            sights: monster::look(&after),
            decision: Decision::NothingSeen,
            facing: after.facing(),
        });
        Trace {
            tile,
            options: *options,
            before: *board,
            after,
            steps: grouped.steps,
            final_look,
            removed,
            outcome,
            boards: Vec::new(),
        }
    }

    /// Every square the monster entered during the move, in order.
    pub fn path(&self) -> Vec<Square> {
        self.steps.iter().flat_map(|s| s.path()).collect()
    }

    /// The board at the start of step `step` (1-based; one past the last step: the board
    /// before the final look): the board after the steps before it. Explanations use it to
    /// say what stood on a line of sight when the monster looked.
    pub fn board_at(&self, step: u8) -> Board {
        self.board_after(step.saturating_sub(1))
    }

    /// The board after the first `step` steps (0: the board before the move), the monster
    /// facing as it did at the end of that step (the final look not yet taken). The engine
    /// is replayed for that many steps: it is deterministic, so this is the board the
    /// recorded move passed through.
    pub fn board_after(&self, step: u8) -> Board {
        if let Some(b) = self.boards.get(usize::from(step)) {
            return *b;
        }
        let mut board = self.before;
        monster::walk(&mut board, &self.options, &mut (), |steps, _| steps >= step);
        board
    }
}

/// The engine's events grouped by step: what [`Trace::record`] and the feast's walk without
/// a step limit (`crate::puzzle::FeastTrace`) both keep.
pub struct Grouped {
    /// Every step, in order.
    pub steps: Vec<StepTrace>,
    /// Every pawn removed: the pawn, how, and the step (counted from 1, past 255 too).
    pub removed: Vec<(PawnId, Removal, u32)>,
    /// The final look, if the move took one.
    pub final_look: Option<FinalLook>,
}

impl Grouped {
    /// Groups `events`; `sights(n)` gives the look of step `n` (0-based) until its `Look`
    /// event replaces it.
    pub fn of(events: Vec<Event>, sights: impl Fn(usize) -> [Sight; 3]) -> Grouped {
        let mut steps: Vec<StepTrace> = Vec::new();
        let mut removed = Vec::new();
        let mut final_look = None;
        let mut current: Option<StepTrace> = None;
        for e in events {
            match e {
                Event::StepStart { step, at, facing } => {
                    current = Some(StepTrace {
                        step,
                        from: at,
                        facing_before: facing,
                        sights: sights(steps.len()),
                        decision: Decision::NothingSeen,
                        events: Vec::new(),
                        to: at,
                        facing,
                    });
                }
                Event::Look { sights, decision } => {
                    if let Some(s) = current.as_mut() {
                        s.sights = sights;
                        s.decision = decision;
                    }
                }
                Event::StepEnd { at, facing, .. } => {
                    if let Some(mut s) = current.take() {
                        s.to = at;
                        s.facing = facing;
                        steps.push(s);
                    }
                }
                Event::FinalLook {
                    sights,
                    decision,
                    facing,
                } => {
                    final_look = Some(FinalLook {
                        sights,
                        decision,
                        facing,
                    });
                }
                other => {
                    // Counted, not read off the event: steps past 255 stay apart.
                    let step = current.as_ref().map_or(0, |_| steps.len() as u32 + 1);
                    match other {
                        Event::Eat { pawn, .. } => removed.push((pawn, Removal::Eaten, step)),
                        Event::Crushed { pawn, .. } => removed.push((pawn, Removal::Crushed, step)),
                        Event::Destroyed { pawn, .. } => {
                            removed.push((pawn, Removal::Destroyed, step))
                        }
                        _ => {}
                    }
                    if let Some(s) = current.as_mut() {
                        s.events.push(other);
                    }
                }
            }
        }
        Grouped {
            steps,
            removed,
            final_look,
        }
    }
}

impl Event {
    /// The rule this event applies (docs/RULES.md ids), the one every renderer cites.
    pub const fn rule(&self) -> &'static str {
        self.rules()[0]
    }

    /// The rules this event applies, [`Event::rule`] first, then the precise readings of
    /// section 10 it follows.
    pub const fn rules(&self) -> &'static [&'static str] {
        match self {
            Event::Slide { .. } => &["M7", "S5"],
            Event::PivotHeld {
                why: PivotHeld::PawnSeen,
                ..
            } => &["M9", "S2"],
            Event::Look {
                decision: Decision::Tie { .. },
                ..
            } => &["M4", "S1"],
            // The doors pair like a letter (B1); walking through them is M8's.
            Event::WallCross {
                wall: Wall::Door, ..
            } => &["B1", "M8"],
            _ => self.main_rule(),
        }
    }

    const fn main_rule(&self) -> &'static [&'static str] {
        match self {
            Event::StepStart { .. } | Event::StepEnd { .. } => &["M1"],
            Event::Look { .. } | Event::Turn { .. } => &["M4"],
            Event::FinalLook { .. } => &["M1"],
            Event::PivotTurn { .. } | Event::PivotHeld { .. } => &["M9"],
            Event::WallCross { .. } => &["M8"],
            Event::Eat { .. } => &["M5"],
            Event::Push { .. }
            | Event::PieceRemoved { .. }
            | Event::CornerKept { .. }
            | Event::Crushed { .. }
            | Event::Destroyed { .. } => &["M6"],
            Event::Slide { .. } | Event::Enter { sliding: true, .. } => &["M7"],
            Event::Enter { sliding: false, .. } => &["M1"],
            Event::Teleport { .. } => &["M10"],
        }
    }

    /// How a sentence about this event cites it: `(M6)`, `(M7, S5)`,
    /// `(M9; option pivot-when-tied=push)`.
    pub fn citation(&self) -> String {
        let ids = self.rules().join(", ");
        match self.option() {
            Some(o) => format!("({ids}; option {o})"),
            None => format!("({ids})"),
        }
    }

    /// The rule option that decided this event, as `name=value`, if one did.
    pub const fn option(&self) -> Option<&'static str> {
        match self {
            Event::PivotTurn { tied: true, .. } => Some("pivot-when-tied=turn"),
            Event::PivotHeld { why, .. } => match why {
                PivotHeld::PawnSeen => None,
                PivotHeld::TiedPush => Some("pivot-when-tied=push"),
                PivotHeld::ChainPush => Some("pivot-chain=push"),
                PivotHeld::FourTurns => Some("pivot-chain=turn-again"),
            },
            Event::PieceRemoved {
                why: PieceRemoval::Corner,
                ..
            } => Some("monster-corner-stones=remove"),
            Event::CornerKept { .. } => Some("monster-corner-stones=keep"),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scenario;

    #[test]
    fn boards_after_each_step_follow_the_record() {
        let s = scenario::parse(
            "monster: { at: j8, facing: east }\nstones: [n6]\npools: [ { at: k6, size: 2x2 } ]\npawns: [ { name: A, at: j2 }, { name: B, at: i8 }, { name: C, at: m6 }, { name: F, at: o6 } ]\n",
            "t.yaml",
        )
        .unwrap();
        let t = Trace::record(s.board(), Tile::Steps(8), &s.options);
        assert_eq!(t.board_after(0), t.before);
        for st in &t.steps {
            let b = t.board_after(st.step);
            assert_eq!(
                (b.monster(), b.facing()),
                (st.to, st.facing),
                "step {}",
                st.step
            );
        }
        let mut last = t.board_after(t.steps.len() as u8);
        last.set_facing(t.after.facing());
        assert_eq!(last, t.after);
    }
}
