//! The monster's walk without a step limit (issue 28, the `feast` puzzle): it walks until a
//! condition on the board holds, or until it stands where it stood before, heading the same
//! way, on the same board — then nothing new can ever happen, since every step is a pure
//! function of the monster's square, its heading and the board (the step count plays no part
//! once M11's limit is dropped). The repeat is found exactly, not guessed from a step count.
//!
//! How: the board only changes when something is eaten, pushed, slid, crushed or destroyed.
//! Each distinct board (without the monster) met during the walk keeps a table of the step at
//! which the monster first stood on each square with each heading on it; a step that starts
//! on an entry already filled closes the cycle. A board changes at most a few hundred times,
//! and between changes the monster has at most 4 x 176 states, so the walk always ends.

use super::{Mover, Sink};
use crate::board::Board;
use crate::geometry::{Dir, Square, CELLS};
use crate::rules::Options;

/// How a walk without a step limit ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// The condition held after `steps` steps (0: at once); `removed` pawns were removed.
    Done {
        /// Steps walked.
        steps: u32,
        /// Pawns removed (eaten, crushed or destroyed).
        removed: u8,
    },
    /// The condition never holds: at the start of step `steps + 1` the monster stood on the
    /// same square, with the same heading, on the same board as at the start of step
    /// `first + 1`, so it walks the steps `first + 1 ..= steps` again and again forever.
    Cycle {
        /// Steps walked when the repeat is seen.
        steps: u32,
        /// Steps walked when the repeated state was first met.
        first: u32,
        /// Pawns removed before the repeat.
        removed: u8,
    },
}

impl Ending {
    /// Steps walked.
    pub fn steps(self) -> u32 {
        match self {
            Ending::Done { steps, .. } | Ending::Cycle { steps, .. } => steps,
        }
    }

    /// Whether the condition held.
    pub fn done(self) -> bool {
        matches!(self, Ending::Done { .. })
    }
}

/// The monster's states on one board: for each square and heading, the steps walked when it
/// first stood there (`u32::MAX`: never).
struct Seen {
    board: Board,
    first: Vec<u32>,
}

/// The board without the monster, to compare boards met during a walk.
fn without_monster(board: &Board) -> Board {
    let mut b = *board;
    let corner = Square::all().next().expect("the board has squares");
    b.set_monster(corner, Dir::North);
    b
}

/// Walks the monster step after step (M1–M10, without M11's limit of 20) until
/// `done(board)` holds — asked before every step, so it may hold at once — or the monster
/// repeats a state (square, heading and board), reporting every step to `sink` (events
/// number steps up to 255 and say 255 beyond). No final look. Pure: the board is changed,
/// nothing is printed.
pub fn walk_endless<S: Sink>(
    board: &mut Board,
    options: &Options,
    sink: &mut S,
    mut done: impl FnMut(&Board) -> bool,
) -> Ending {
    let mut m = Mover {
        board,
        options,
        sink,
        step: 0,
        removed: 0,
    };
    let mut boards: Vec<Seen> = Vec::new();
    let mut current = usize::MAX;
    let (mut at, mut facing) = (m.board.monster(), m.board.facing());
    loop {
        if done(m.board) {
            return Ending::Done {
                steps: m.step,
                removed: m.removed,
            };
        }
        let plain = without_monster(m.board);
        if current == usize::MAX || boards[current].board != plain {
            current = match boards.iter().position(|s| s.board == plain) {
                Some(i) => i,
                None => {
                    boards.push(Seen {
                        board: plain,
                        first: vec![u32::MAX; CELLS * 4],
                    });
                    boards.len() - 1
                }
            };
        }
        let slot = &mut boards[current].first[at.index() * 4 + facing as usize];
        if *slot != u32::MAX {
            return Ending::Cycle {
                steps: m.step,
                first: *slot,
                removed: m.removed,
            };
        }
        *slot = m.step;
        (at, facing) = m.step(at, facing);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::PawnPlace;
    use crate::monster::Event;
    use crate::rules::Options;

    fn board(yaml: &str) -> Board {
        *crate::scenario::parse(yaml, "test").expect("valid").board()
    }

    fn on_board(b: &Board) -> usize {
        b.pawn_ids()
            .filter(|&id| matches!(b.pawn(id), PawnPlace::At(_)))
            .count()
    }

    /// Nothing to see: the monster walks its row through the wall and back in (M8) forever;
    /// the repeat is found when it stands on its start again, one lap later.
    #[test]
    fn an_empty_board_is_a_cycle_of_one_lap() {
        let mut b = board("monster: {at: f6, facing: east}\n");
        let start = b;
        let ending = walk_endless(&mut b, &Options::default(), &mut (), |_| false);
        let Ending::Cycle { steps, first, .. } = ending else {
            panic!("{ending:?}")
        };
        assert_eq!(first, 0);
        // One lap of row 6: every square of the row once.
        let row = Square::all().filter(|s| s.to_string()[1..] == *"6").count() as u32;
        assert_eq!(steps, row);
        assert_eq!((b.monster(), b.facing()), (start.monster(), start.facing()));
    }

    /// The monster eats the pawn it sees, walks through the wall (M8) and eats the one that
    /// stood behind it; the walk ends on the step that removes the last one, not before and
    /// not after. Asked for more, the same walk never ends but repeats.
    #[test]
    fn a_feast_ends_when_the_last_pawn_is_eaten() {
        let yaml = "monster: {at: d6, facing: east}\npawns:\n  - {name: red1, at: p6, player: red}\n  - {name: red2, at: c6, player: red}\n";
        let mut b = board(yaml);
        let mut events: Vec<Event> = Vec::new();
        let ending = walk_endless(&mut b, &Options::default(), &mut events, |b| {
            on_board(b) == 0
        });
        // 12 steps to p6, one through the wall to a6, two more to c6.
        assert_eq!(
            ending,
            Ending::Done {
                steps: 15,
                removed: 2
            }
        );
        let eaten: Vec<String> = events
            .iter()
            .filter_map(|e| match e {
                Event::Eat { at, .. } => Some(at.to_string()),
                _ => None,
            })
            .collect();
        assert_eq!(eaten, ["p6", "c6"]);
        assert_eq!(b.monster().to_string(), "c6");
        // Stopping after the first: 12 steps.
        let mut one = board(yaml);
        let ending = walk_endless(&mut one, &Options::default(), &mut (), |b| on_board(b) < 2);
        assert_eq!(
            ending,
            Ending::Done {
                steps: 12,
                removed: 1
            }
        );
        // Asking for a pawn that is not there: the walk repeats once both are eaten, the
        // lap of row 6 after the last meal.
        let mut again = board(yaml);
        let ending = walk_endless(&mut again, &Options::default(), &mut (), |_| false);
        assert_eq!(
            ending,
            Ending::Cycle {
                steps: 31,
                first: 15,
                removed: 2
            }
        );
    }

    /// A condition that holds at once: no step.
    #[test]
    fn a_condition_that_holds_at_once_walks_nothing() {
        let mut b = board("monster: {at: f6, facing: east}\n");
        let start = b;
        assert_eq!(
            walk_endless(&mut b, &Options::default(), &mut (), |_| true),
            Ending::Done {
                steps: 0,
                removed: 0
            }
        );
        assert!(b == start);
    }

    /// The repeat is exact: a pawn the monster never reaches (behind a stone it walks
    /// along) does not stop the cycle from being found, and the state it returns to is the
    /// state it had then.
    #[test]
    fn a_walk_that_never_reaches_a_pawn_repeats() {
        let yaml = "monster: {at: a3, facing: east}\nstones: [h4]\npawns:\n  - {name: red1, at: h5, player: red}\n";
        let mut b = board(yaml);
        let mut probe = b;
        let ending = walk_endless(&mut b, &Options::default(), &mut (), |_| false);
        let Ending::Cycle { steps, first, .. } = ending else {
            panic!("{ending:?}")
        };
        let mut trail: Vec<Board> = Vec::new();
        for _ in 0..steps {
            trail.push(probe);
            crate::monster::walk(&mut probe, &Options::default(), &mut (), |s, _| s >= 1);
        }
        assert!(
            probe == trail[first as usize],
            "step {steps} repeats step {first}"
        );
        assert!(probe == b);
        // No earlier state repeats: the first repeat is the one found.
        for (i, x) in trail.iter().enumerate() {
            assert!(!trail[..i].contains(x), "step {i} repeats an earlier state");
        }
    }
}
