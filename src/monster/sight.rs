//! How the monster looks (M2, M3, S1) and which way it turns (M4): the three lines of sight,
//! what each shows, and the decision.

use crate::board::{Board, Occupant, PawnId, Piece};
use crate::geometry::{Dir, Square, Wall};

/// Which of its three lines the monster looks along, relative to its heading.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Side {
    /// 90° anticlockwise.
    Left,
    /// Straight on.
    Ahead,
    /// 90° clockwise.
    Right,
}

impl Side {
    /// `left`, `ahead`, `right`.
    pub const fn name(self) -> &'static str {
        match self {
            Side::Left => "left",
            Side::Ahead => "ahead",
            Side::Right => "right",
        }
    }

    /// The absolute heading of this line for a monster heading `facing`.
    pub const fn of(self, facing: Dir) -> Dir {
        match self {
            Side::Left => facing.left(),
            Side::Ahead => facing,
            Side::Right => facing.right(),
        }
    }
}

/// What ended one line of sight (M2, S1).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Blocker {
    /// The nearest pawn on the line (hiding what is behind it).
    Pawn,
    /// A sight-blocking piece on this square.
    Piece(Piece, Square),
    /// The wall beyond this square (sight never crosses walls).
    Wall(Square),
}

/// One line of sight.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Sight {
    /// Which line.
    pub side: Side,
    /// Its absolute direction.
    pub dir: Dir,
    /// The nearest pawn seen and its distance in squares (M3), if any.
    pub pawn: Option<(PawnId, u8)>,
    /// What ended the line.
    pub blocker: Blocker,
}

impl Sight {
    /// The wall letter that ended this line, if a wall did.
    pub fn wall(&self) -> Option<Wall> {
        match self.blocker {
            Blocker::Wall(sq) => sq.wall(self.dir),
            _ => None,
        }
    }
}

/// What the monster decided after looking (M4).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Decision {
    /// No pawn seen: keep heading.
    NothingSeen,
    /// One pawn is nearest: turn toward it (or keep heading, if it is ahead).
    Nearest {
        /// The line it is on.
        side: Side,
        /// The pawn.
        pawn: PawnId,
        /// Its distance.
        distance: u8,
    },
    /// Two or more seen pawns tie for nearest: keep heading.
    Tie {
        /// The shared distance.
        distance: u8,
    },
}

impl Decision {
    /// The name used in JSON: `keep`, `ahead`, `turn-left`, `turn-right` or `tie`.
    pub const fn name(self) -> &'static str {
        match self {
            Decision::NothingSeen => "keep",
            Decision::Tie { .. } => "tie",
            Decision::Nearest {
                side: Side::Ahead, ..
            } => "ahead",
            Decision::Nearest {
                side: Side::Left, ..
            } => "turn-left",
            Decision::Nearest {
                side: Side::Right, ..
            } => "turn-right",
        }
    }
}

/// Looks along the three lines (M2, M3, S1).
#[inline]
pub fn look(board: &Board) -> [Sight; 3] {
    let facing = board.facing();
    let from = board.monster();
    [
        look_line(board, from, Side::Left, facing.left()),
        look_line(board, from, Side::Ahead, facing),
        look_line(board, from, Side::Right, facing.right()),
    ]
}

/// One line of sight, from the board's line words: the nearest pawn or sight-blocking piece
/// is one bit scan away ([`crate::board`] keeps two bits a square); without one, sight ends
/// at the wall.
#[inline]
pub(super) fn look_line(board: &Board, from: Square, side: Side, dir: Dir) -> Sight {
    let ray = from.ray(dir);
    // Two bits a square: the nearest thing is half a bit scan away (33 if there is none).
    let distance = board.line(ray).beyond(ray).trailing_zeros() / 2 + 1;
    let (pawn, blocker) = match ray.square_at(distance).map(|sq| (sq, board.occupant(sq))) {
        Some((_, Occupant::Pawn(id))) => (Some((id, distance as u8)), Blocker::Pawn),
        Some((sq, Occupant::Piece(p))) if p.blocks_sight() => (None, Blocker::Piece(p, sq)),
        // Nothing stops the line (no square is 33 squares away).
        _ => (None, Blocker::Wall(from.edge(dir))),
    };
    Sight {
        side,
        dir,
        pawn,
        blocker,
    }
}

/// On the fast path, the distance of a line on which no pawn is seen: more than any real one
/// (below 16), and with every bit a real one can have set, so three lines see nothing
/// exactly when their distances ANDed together are still `NOT_SEEN`.
pub(super) const NOT_SEEN: u32 = 31;

/// The fast path's look along one line: the distance (minus one) of the pawn seen on it, or
/// [`NOT_SEEN`]. The first bit past the monster on the line's word is the nearest thing on
/// the line: a pawn if the bit is even, a stone if it is odd. An odd bit past the end of the
/// line stands for the wall.
#[inline(always)]
pub(super) fn pawn_distance(board: &Board, from: Square, dir: Dir) -> u32 {
    let ray = from.ray(dir);
    let first = (board.line(ray).beyond(ray) | 1 << 31).trailing_zeros();
    if first & 1 == 0 {
        first / 2
    } else {
        NOT_SEEN
    }
}

/// What a look decides (M4), as the rest of the step needs it: no [`Decision`] is built on
/// the fast path.
#[derive(Clone, Copy)]
pub(super) struct Choice {
    /// The heading after the look.
    pub(super) facing: Dir,
    /// Whether a pawn was seen.
    pub(super) seen: bool,
    /// Whether two or more seen pawns tie for nearest.
    pub(super) tied: bool,
}

/// M4 on the fast path: the heading from the three lines' pawn distances, without branches.
#[inline(always)]
pub(super) fn choose(board: &Board, at: Square, facing: Dir) -> Choice {
    let left = pawn_distance(board, at, facing.left());
    let ahead = pawn_distance(board, at, facing);
    let right = pawn_distance(board, at, facing.right());
    // A line wins if its pawn is strictly nearer than the other two lines' (M4).
    let left_wins = (left < ahead) & (left < right);
    let right_wins = (right < ahead) & (right < left);
    let ahead_wins = (ahead < left) & (ahead < right);
    let seen = left & ahead & right != NOT_SEEN;
    let tied = seen & !(left_wins | ahead_wins | right_wins);
    // A quarter turn anticlockwise is three clockwise.
    let turn = 3 * u8::from(left_wins) + u8::from(right_wins);
    Choice {
        facing: Dir::from_index(facing as u8 + turn),
        seen,
        tied,
    }
}

/// The choice of M4 from the three sights.
#[inline]
pub fn decide(sights: &[Sight; 3]) -> Decision {
    let mut best: Option<(Side, PawnId, u8)> = None;
    let mut tie = false;
    for s in sights {
        if let Some((pawn, d)) = s.pawn {
            match best {
                Some((_, _, bd)) if d > bd => {}
                Some((_, _, bd)) if d == bd => tie = true,
                _ => {
                    best = Some((s.side, pawn, d));
                    tie = false;
                }
            }
        }
    }
    match best {
        None => Decision::NothingSeen,
        Some((_, _, distance)) if tie => Decision::Tie { distance },
        Some((side, pawn, distance)) => Decision::Nearest {
            side,
            pawn,
            distance,
        },
    }
}
