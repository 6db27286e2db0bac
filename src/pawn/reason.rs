//! Why a pawn move is refused: the reasons, each with its rule id, and the verdict of
//! [`super::explain`] and [`super::explain_path`].

use super::*;

/// What bars a pawn's short way (see [`Reason::Barred`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Barrier {
    /// The monster stands on this square, which a pawn may never enter (P4).
    Monster(Square),
    /// A teleporter lies on this square, which a pawn may never enter (P4).
    Teleporter(Square),
    /// This piece cannot be pushed this way (P5, S13).
    Push {
        /// The piece.
        piece: Piece,
        /// Its square.
        at: Square,
        /// The direction of the push.
        dir: Dir,
        /// What is behind it.
        obstacle: Obstacle,
    },
    /// Stepping onto the pool on `from` slides the pawn on to `to`, off the short way (P6).
    Slide {
        /// The pool square stepped onto.
        from: Square,
        /// Where the slide ends.
        to: Square,
    },
}

/// Why a pushed piece cannot move, in words, and the rules: "f6 is taken by pawn Q" (P5).
/// "the stone on g5 cannot be pushed north: ... (P5)".
fn cannot_push(
    piece: Piece,
    at: Square,
    dir: Dir,
    obstacle: Obstacle,
    name: &dyn Fn(PawnId) -> String,
) -> String {
    let (why, rule) = push_refusal(obstacle, name);
    format!("the {piece} on {at} cannot be pushed {dir}: {why} ({rule})")
}

fn push_refusal(obstacle: Obstacle, name: &dyn Fn(PawnId) -> String) -> (String, &'static str) {
    let why = match obstacle {
        Obstacle::Wall => "the wall is behind it".to_string(),
        Obstacle::Pawn(sq, p) => format!("{sq} is taken by pawn {}", name(p)),
        Obstacle::Piece(sq, p) => {
            format!("{sq} is taken by a {p}, and a pawn pushes one piece only")
        }
        Obstacle::Monster(sq) => format!("the monster stands on {sq}"),
        Obstacle::Teleporter(sq) => format!(
            "{sq} holds a teleporter, which counts as the wall under pawn-push-onto-teleporter=forbid"
        ),
    };
    let rule = if matches!(obstacle, Obstacle::Teleporter(_)) {
        "P5, S13"
    } else {
        "P5"
    };
    (why, rule)
}

/// A piece of [`explain`]'s and [`explain_path`]'s answer.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Reason {
    /// The pawn is not on the board nor waiting: it cannot move.
    NotInPlay {
        /// Where it is.
        place: PawnPlace,
    },
    /// Only a waiting pawn can be (or stay) beside the entrance.
    NotWaiting {
        /// The pawn's square.
        at: Square,
    },
    /// The monster stands on p11 and bars the entrance (S9).
    EntranceBarred,
    /// A waiting pawn's first point puts it on p11 (P2).
    MustEnterFirst {
        /// The square asked for instead.
        to: Dest,
    },
    /// Going out passes a1, where the monster stands (P3, P4).
    ExitBarred,
    /// Going out is possible only from a1 (P3).
    OutOnlyFromA1 {
        /// Where the pawn stands.
        at: Square,
    },
    /// The pawn went out, which ended its move (S10).
    MoveEnded,
    /// A point moves the pawn to a neighbouring square only (P1).
    NotAdjacent {
        /// Where the pawn stands.
        from: Square,
        /// The square asked for.
        to: Square,
    },
    /// The wall is in the way (P1: pawns move on the board; they never wrap).
    Wall {
        /// The pawn's square.
        from: Square,
        /// The direction of the wall.
        dir: Dir,
    },
    /// The monster's square can never be entered (P4).
    MonsterSquare {
        /// The monster's square.
        at: Square,
    },
    /// A teleporter can never be entered (P4).
    Teleporter {
        /// Its square.
        at: Square,
    },
    /// Another pawn stands there: the pawn may pass, not end there (P4).
    PawnThere {
        /// The square.
        at: Square,
        /// The pawn standing there.
        pawn: PawnId,
        /// The fewest points after which the moving pawn stands there in passing, if it can
        /// within its points.
        passes: Option<u8>,
    },
    /// A slide would end on another pawn (P7).
    SlideOntoPawn {
        /// The pool square stepped onto.
        from: Square,
        /// The landing square.
        to: Square,
        /// The pawn standing there.
        pawn: PawnId,
        /// Points left when landing (the fewest way there leaves this many).
        points_left: u8,
    },
    /// A stone-like piece cannot be pushed (P5, S13).
    CannotPush {
        /// The piece.
        piece: Piece,
        /// Its square.
        at: Square,
        /// The direction of the push.
        dir: Dir,
        /// What is behind it.
        obstacle: Obstacle,
    },
    /// A pool square is left by sliding; a pawn stops there only where its slide is blocked
    /// (P6).
    PoolSquare {
        /// The square.
        at: Square,
    },
    /// A path names the pool square a point steps onto, where the pawn does not stop: each
    /// square of a path is where that point ends, after a slide where the slide ended (P6).
    SlideWrittenAt {
        /// The pool square stepped onto (as written).
        entered: Square,
        /// Where the slide ends (what the path must say).
        ends: Square,
    },
    /// The destination needs more points than the pawn has (P1).
    TooFar {
        /// The destination.
        to: Dest,
        /// The fewest points that reach it.
        needs: u8,
        /// The pawn's points.
        has: u8,
    },
    /// No way reaches the destination, even with more points (P1).
    NoWay {
        /// The destination.
        to: Dest,
        /// Every way of up to this many points was tried; `None`: every way there is.
        searched: Option<u8>,
    },
    /// The path given has more points than the pawn (P1).
    PathTooLong {
        /// The path's points.
        needs: usize,
        /// The pawn's points.
        has: u8,
    },
    /// The short way — the fewest points on a board with nothing on it, within the pawn's
    /// points — is barred: on some of those ways this is the first thing that stops the
    /// pawn (one reason per barrier, square by square).
    Barred {
        /// The destination.
        to: Dest,
        /// The points of the short way.
        length: u8,
        /// What stops the pawn.
        by: Barrier,
    },
}

impl Reason {
    /// The rule id the reason rests on (docs/RULES.md).
    pub const fn rule(&self) -> &'static str {
        match self {
            Reason::NotInPlay {
                place: PawnPlace::Out,
            } => "S10",
            Reason::NotInPlay { .. } => "G5",
            Reason::NotWaiting { .. } | Reason::EntranceBarred => "S9",
            Reason::MustEnterFirst { .. } => "P2",
            Reason::ExitBarred | Reason::OutOnlyFromA1 { .. } => "P3",
            Reason::MoveEnded => "S10",
            Reason::NotAdjacent { .. } | Reason::Wall { .. } => "P1",
            Reason::MonsterSquare { .. } | Reason::Teleporter { .. } => "P4",
            Reason::PawnThere { .. } => "P4",
            Reason::SlideOntoPawn { .. } => "P7",
            Reason::CannotPush {
                obstacle: Obstacle::Teleporter(_),
                ..
            } => "S13",
            Reason::CannotPush { .. } => "P5",
            Reason::PoolSquare { .. } | Reason::SlideWrittenAt { .. } => "P6",
            Reason::TooFar { .. } | Reason::NoWay { .. } | Reason::PathTooLong { .. } => "P1",
            Reason::Barred { by, .. } => match by {
                Barrier::Monster(_) | Barrier::Teleporter(_) => "P4",
                Barrier::Push {
                    obstacle: Obstacle::Teleporter(_),
                    ..
                } => "S13",
                Barrier::Push { .. } => "P5",
                Barrier::Slide { .. } => "P6",
            },
        }
    }

    /// The reason in English, naming pawns with `name`, ending with the rule id(s).
    pub fn describe(&self, name: &dyn Fn(PawnId) -> String) -> String {
        match *self {
            Reason::NotInPlay { place } => match place {
                PawnPlace::Out => "the pawn is already out: it has no move (S10)".into(),
                PawnPlace::Removed(how) => format!(
                    "the pawn was {} by the monster: it has no move (G5)",
                    match how {
                        Removal::Eaten => "eaten",
                        Removal::Crushed => "crushed",
                        Removal::Destroyed => "destroyed",
                    }
                ),
                _ => "the pawn has no move (G5)".into(),
            },
            Reason::NotWaiting { at } => format!(
                "only a waiting pawn can stay beside the entrance; this pawn stands on {at} and \
                 cannot go back (S9)"
            ),
            Reason::EntranceBarred => "the monster stands on p11 and bars the entrance (S9)".into(),
            Reason::MustEnterFirst { to } => {
                format!("a waiting pawn's first point puts it on p11, not {to} (P2)")
            }
            Reason::ExitBarred => {
                "the pawn goes out from a1, and the monster stands on a1 (P3, P4)".into()
            }
            Reason::OutOnlyFromA1 { at } => {
                format!("the pawn can go out only from a1; it stands on {at} (P3)")
            }
            Reason::MoveEnded => "the pawn went out, which ended its move (S10)".into(),
            Reason::NotAdjacent { from, to } => {
                format!("{to} is not next to {from}: one point moves one square (P1)")
            }
            Reason::Wall { from, dir } => format!("the wall is {dir} of {from} (P1)"),
            Reason::MonsterSquare { at } => format!("{at} is the monster's square (P4)"),
            Reason::Teleporter { at } => format!("{at} holds a teleporter (P4)"),
            Reason::PawnThere { at, pawn, passes } => match passes {
                Some(c) => format!(
                    "pawn {} stands on {at}: the pawn can pass through it (after {c} point{}) \
                     but must end its move alone on its square (P4)",
                    name(pawn),
                    plural(c)
                ),
                None => format!(
                    "pawn {} stands on {at}: a move must end alone on its square (P4)",
                    name(pawn)
                ),
            },
            Reason::SlideOntoPawn {
                from,
                to,
                pawn,
                points_left,
            } => {
                if points_left == 0 {
                    format!(
                        "the slide from {from} would end on {to}, where pawn {} stands, with no \
                         point left (P7)",
                        name(pawn)
                    )
                } else {
                    format!(
                        "the slide from {from} ends on {to}, where pawn {} stands; with {} \
                         point{} left the pawn may land there but must move on (P7)",
                        name(pawn),
                        points_left,
                        plural(points_left)
                    )
                }
            }
            Reason::CannotPush {
                piece,
                at,
                dir,
                obstacle,
            } => cannot_push(piece, at, dir, obstacle, name),
            Reason::Barred { to, length, by } => {
                let barrier = match by {
                    Barrier::Monster(sq) => {
                        format!("{sq} is the monster's square, which a pawn may never enter (P4)")
                    }
                    Barrier::Teleporter(sq) => {
                        format!("{sq} holds a teleporter, which a pawn may never enter (P4)")
                    }
                    Barrier::Push {
                        piece,
                        at,
                        dir,
                        obstacle,
                    } => cannot_push(piece, at, dir, obstacle, name),
                    Barrier::Slide { from, to } => format!(
                        "stepping onto the pool on {from} slides the pawn on to {to}, off the short way (P6)"
                    ),
                };
                format!(
                    "the short way to {to} ({length} point{}) is barred: {barrier}",
                    plural(length)
                )
            }
            Reason::SlideWrittenAt { entered, ends } => format!(
                "stepping onto the pool on {entered} slides the pawn on to {ends}: a path gives \
                 the square each point ends on, so write {ends} (P6)"
            ),
            Reason::PoolSquare { at } => format!(
                "{at} is a pool square: a pawn stepping onto it slides on, and stops there only \
                 where its slide is blocked (P6)"
            ),
            Reason::TooFar {
                to: Dest::Out,
                needs,
                has,
            } => format!(
                "going out takes {needs} points (reaching a1, then one more point, P3); the pawn \
                 has {has} (P1)"
            ),
            Reason::TooFar { to, needs, has } => {
                format!("{to} is {needs} points away; the pawn has {has} (P1)")
            }
            Reason::NoWay { to, searched: None } => {
                format!("no way reaches {to}, with any number of points (P1)")
            }
            Reason::NoWay {
                to,
                searched: Some(n),
            } => {
                format!("no way reaches {to}, even with {n} points (P1)")
            }
            Reason::PathTooLong { needs, has } => {
                format!("the path takes {needs} points; the pawn has {has} (P1)")
            }
        }
    }
}

fn plural(n: u8) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

impl fmt::Display for Reason {
    /// The reason with pawns named by their ids (`#0`); use [`Reason::describe`] for names.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.describe(&|id| format!("#{}", id.0)))
    }
}

/// The answer of [`explain`] and [`explain_path`].
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Verdict {
    /// The move is legal; here is one cheapest way (for [`explain_path`]: the path given).
    Legal(Box<PawnMove>),
    /// It is not, for these reasons (the most telling first).
    Illegal(Vec<Reason>),
}

impl Verdict {
    /// Whether the move is legal.
    pub fn is_legal(&self) -> bool {
        matches!(self, Verdict::Legal(_))
    }

    /// The reasons of an illegal move (empty for a legal one).
    pub fn reasons(&self) -> &[Reason] {
        match self {
            Verdict::Legal(_) => &[],
            Verdict::Illegal(r) => r,
        }
    }
}
