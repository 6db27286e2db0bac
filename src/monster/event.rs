//! What the engine reports as the monster moves: every event of a step, the sink that hears
//! them, and the outcome of a whole move.

use super::sight::{Decision, Sight};
use crate::board::{PawnId, Piece, PivotKind};
use crate::geometry::{Dir, Square, Wall};

/// Anything that can be pushed.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Thing {
    /// A stone-like piece.
    Piece(Piece),
    /// A pawn.
    Pawn(PawnId),
}

/// Why a stone-like piece left the game.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PieceRemoval {
    /// Pushed off the board from this square.
    OffBoard,
    /// Pushed onto a teleporter.
    Teleporter,
    /// Pushed onto a1 or p11 (`monster-corner-stones=remove`).
    Corner,
}

/// Why a pivot stone in the monster's way did not turn it (M9, S2).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PivotHeld {
    /// The monster saw a pawn at the start of the step.
    PawnSeen,
    /// The seen pawns tied, and `pivot-when-tied=push`.
    TiedPush,
    /// A pivot already turned it in this step, and `pivot-chain=push`.
    ChainPush,
    /// Four pivot turns were made in this step (`pivot-chain=turn-again`).
    FourTurns,
}

/// Everything the engine reports, in order.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Event {
    /// A step begins (1-based).
    StepStart {
        /// Step number.
        step: u8,
        /// The monster's square.
        at: Square,
        /// Its heading.
        facing: Dir,
    },
    /// The look at the start of a step (M2–M4, S1).
    Look {
        /// Left, ahead, right.
        sights: [Sight; 3],
        /// What it decided.
        decision: Decision,
    },
    /// The monster turned toward the nearest pawn (M4).
    Turn {
        /// Old heading.
        from: Dir,
        /// New heading.
        to: Dir,
    },
    /// A pivot stone turned the monster instead of being pushed (M9).
    PivotTurn {
        /// The pivot's square.
        at: Square,
        /// Its kind.
        kind: PivotKind,
        /// Old heading.
        from: Dir,
        /// New heading.
        to: Dir,
        /// Whether `pivot-when-tied=turn` made it act despite a tie.
        tied: bool,
    },
    /// A pivot stone in the way did not act, and is pushed like a stone.
    PivotHeld {
        /// The pivot's square.
        at: Square,
        /// Why it did not act.
        why: PivotHeld,
    },
    /// The monster left the board through a wall and re-entered on the mirrored square (M8).
    WallCross {
        /// The square it left.
        from: Square,
        /// The segment it crossed (the same marking stands on the other side).
        wall: Wall,
        /// The square it re-enters on.
        to: Square,
    },
    /// The monster ate the pawn on the square it entered (M5).
    Eat {
        /// The pawn.
        pawn: PawnId,
        /// Its square.
        at: Square,
    },
    /// A thing was pushed one square (M6, S3).
    Push {
        /// What.
        thing: Thing,
        /// From.
        from: Square,
        /// To.
        to: Square,
    },
    /// A pushed thing slid across a pool (M7, S5).
    Slide {
        /// What.
        thing: Thing,
        /// The pool square it was pushed onto.
        from: Square,
        /// Where it stopped.
        to: Square,
    },
    /// A pushed stone-like piece left the game (M6).
    PieceRemoved {
        /// What.
        piece: Piece,
        /// The square it left from (off board) or landed on (teleporter, corner).
        at: Square,
        /// Why.
        why: PieceRemoval,
    },
    /// A stone-like piece the monster pushed onto a corner stays there
    /// (`monster-corner-stones=keep`).
    CornerKept {
        /// What.
        piece: Piece,
        /// The corner.
        at: Square,
    },
    /// A pawn was pushed off the board (M6).
    Crushed {
        /// The pawn.
        pawn: PawnId,
        /// The square it was pushed off from.
        at: Square,
    },
    /// A pawn was pushed onto a teleporter (M6).
    Destroyed {
        /// The pawn.
        pawn: PawnId,
        /// The teleporter's square.
        at: Square,
    },
    /// The monster entered a square (its path; `sliding` while on a pool, M7).
    Enter {
        /// The square.
        at: Square,
        /// Whether this square was reached by sliding.
        sliding: bool,
    },
    /// The monster stepped onto a teleporter and arrived on its partner (M10).
    Teleport {
        /// The teleporter stepped on.
        from: Square,
        /// The partner it arrives on.
        to: Square,
        /// The partner's arrow: its new heading.
        facing: Dir,
    },
    /// The step is over.
    StepEnd {
        /// Step number.
        step: u8,
        /// Where the monster stands.
        at: Square,
        /// Its heading.
        facing: Dir,
    },
    /// The look after the last step (M1): it turns, but does not move.
    FinalLook {
        /// Left, ahead, right.
        sights: [Sight; 3],
        /// What it decided.
        decision: Decision,
        /// Its heading afterwards.
        facing: Dir,
    },
}

/// Receives the engine's events.
pub trait Sink {
    /// Whether this sink hears how the monster looked: [`Event::Look`] and
    /// [`Event::FinalLook`]. A sink that says `false` gets every other event, and the engine
    /// takes its fast path (see the module docs): it builds no [`Sight`] and no [`Decision`].
    const LOOKS: bool = true;

    /// One event.
    fn event(&mut self, event: Event);
}

/// The no-op sink: run the engine for its result only, on the fast path.
impl Sink for () {
    const LOOKS: bool = false;

    #[inline(always)]
    fn event(&mut self, _: Event) {}
}

impl Sink for Vec<Event> {
    fn event(&mut self, event: Event) {
        self.push(event);
    }
}

/// The result of a whole move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Outcome {
    /// Steps walked.
    pub steps: u8,
    /// Pawns removed (eaten, crushed or destroyed).
    pub removed: u8,
}
