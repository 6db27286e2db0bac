//! What a monster walk read of the board: its *footprint*. A play that changes no square of
//! the footprint of the walk on the board before it leaves that walk as it was — the same
//! steps, the same pawns removed — so greedy scores it from the one walk made before any play,
//! changing only the moved pawn's place. The footprint is kept step by step: a play that
//! touches it keeps the steps before the first one that reads a square it changed, and its
//! walk resumes from there.
//!
//! The squares read in a step (docs/RULES.md M2–M10, as [`crate::monster`] reads them): the
//! three lines of the look up to the first pawn or piece that blocks sight, the four squares
//! ahead (the square stepped onto, pivots turning it), every square entered, every thing
//! pushed or slid with the square after it, teleporters' ends. The engine reports all but
//! the look as events; the look is read off the board before each step.

use crate::board::{Board, Occupant};
use crate::geometry::{Dir, Square};
use crate::monster::{Event, Sink};
use std::cell::Cell;

/// A set of squares, a bit per grid index.
#[derive(Clone, Copy, Default, PartialEq, Eq, Debug)]
pub(crate) struct Cells(pub(crate) [u64; 3]);

impl Cells {
    #[inline]
    pub(crate) fn add(&mut self, sq: Square) {
        let i = sq.index();
        self.0[i / 64] |= 1 << (i % 64);
    }

    /// Whether the two sets share a square.
    #[inline]
    pub(crate) fn meets(&self, other: &Cells) -> bool {
        (self.0[0] & other.0[0]) | (self.0[1] & other.0[1]) | (self.0[2] & other.0[2]) != 0
    }

    /// The set without the squares of `other`.
    #[inline]
    pub(crate) fn minus(&self, other: &Cells) -> Cells {
        Cells([
            self.0[0] & !other.0[0],
            self.0[1] & !other.0[1],
            self.0[2] & !other.0[2],
        ])
    }

    /// Whether the set is empty.
    #[inline]
    pub(crate) fn is_empty(&self) -> bool {
        self.0 == [0; 3]
    }

    pub(crate) fn union(&mut self, other: &Cells) {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a |= b;
        }
    }
}

/// Collects the squares the engine's events name (the look is not an event on the fast
/// path: [`look_lines`] adds it).
#[derive(Default)]
pub(crate) struct Footprint {
    pub(crate) cells: Cells,
}

/// The direction from `from` to `to`, on one row or column (no wall crossed).
fn direction(from: Square, to: Square) -> Option<Dir> {
    if from == to {
        return None;
    }
    Dir::ALL.into_iter().find(|&d| {
        let mut cur = from;
        while let Some(n) = cur.step(d) {
            if n == to {
                return true;
            }
            cur = n;
        }
        false
    })
}

impl Footprint {
    /// `from`, every square to `to` along the line, and the square after `to`.
    fn line(&mut self, from: Square, to: Square) {
        self.cells.add(from);
        self.cells.add(to);
        if let Some(d) = direction(from, to) {
            let mut cur = from;
            while cur != to {
                match cur.step(d) {
                    Some(n) => {
                        self.cells.add(n);
                        cur = n;
                    }
                    None => break,
                }
            }
            if let Some(n) = to.step(d) {
                self.cells.add(n);
            }
        }
    }

    /// Adds a step's look and the squares ahead, read off `board` before the step.
    pub(crate) fn before_step(&mut self, board: &Board) {
        let (at, facing) = (board.monster(), board.facing());
        for d in [facing.left(), facing, facing.right()] {
            let mut cur = at;
            while let Some(n) = cur.step(d) {
                self.cells.add(n);
                match board.occupant(n) {
                    Occupant::Pawn(_) => break,
                    Occupant::Piece(p) if p.blocks_sight() => break,
                    _ => cur = n,
                }
            }
        }
        for d in Dir::ALL {
            self.cells.add(at.ahead(d).0);
        }
    }
}

impl Footprint {
    /// Adds the squares `event` names.
    fn note(&mut self, event: Event) {
        match event {
            Event::Enter { at, .. }
            | Event::Eat { at, .. }
            | Event::Crushed { at, .. }
            | Event::Destroyed { at, .. }
            | Event::PieceRemoved { at, .. }
            | Event::CornerKept { at, .. }
            | Event::PivotTurn { at, .. }
            | Event::PivotHeld { at, .. } => self.cells.add(at),
            Event::Teleport { from, to, .. } | Event::WallCross { from, to, .. } => {
                self.cells.add(from);
                self.cells.add(to);
            }
            Event::Push { from, to, .. } | Event::Slide { from, to, .. } => self.line(from, to),
            Event::StepStart { at, .. } | Event::StepEnd { at, .. } => self.cells.add(at),
            Event::Look { .. } | Event::Turn { .. } | Event::FinalLook { .. } => {}
        }
    }
}

/// A [`Footprint`] the walk's watcher can read between steps while the walk writes to it:
/// the footprint of the steps walked so far (`read`), and the squares they wrote to
/// (`written`, as [`Written`]).
pub(crate) struct Shared<'a> {
    pub(crate) read: &'a Cell<Cells>,
    pub(crate) written: &'a Cell<(Cells, u32)>,
}

impl Sink for Shared<'_> {
    const LOOKS: bool = false;

    fn event(&mut self, event: Event) {
        let mut f = Footprint {
            cells: self.read.get(),
        };
        f.note(event);
        self.read.set(f.cells);
        Written(self.written).event(event);
    }
}

/// The squares a walk wrote to (a pawn or piece put there or taken away: eaten, crushed,
/// destroyed, removed, pushed or slid from and to) and how many events wrote, which its
/// watcher can read between steps. Every other event costs nothing.
pub(crate) struct Written<'a>(pub(crate) &'a Cell<(Cells, u32)>);

impl Sink for Written<'_> {
    const LOOKS: bool = false;

    #[inline(always)]
    fn event(&mut self, event: Event) {
        let (mut cells, count) = self.0.get();
        match event {
            Event::Eat { at, .. }
            | Event::Crushed { at, .. }
            | Event::Destroyed { at, .. }
            | Event::PieceRemoved { at, .. } => cells.add(at),
            Event::Push { from, to, .. } | Event::Slide { from, to, .. } => {
                cells.add(from);
                cells.add(to);
            }
            _ => return,
        }
        self.0.set((cells, count + 1));
    }
}
