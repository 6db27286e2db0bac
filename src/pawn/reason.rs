//! Why a pawn move is refused: the reasons, each with its rule id, and the verdict of
//! [`super::explain`] and [`super::explain_path`].

use super::*;
use crate::i18n::{Lang, Word};
use crate::t;
use std::borrow::Cow;

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
        /// Its square at that point of the way.
        at: Square,
        /// The direction of the push.
        dir: Dir,
        /// What is behind it.
        obstacle: Obstacle,
        /// Where it stood before the move.
        origin: Origin,
        /// The points the pawn had spent before the refused one.
        after: u8,
    },
    /// Stepping onto the pool on `from` slides the pawn on to `to`, off the short way (P6).
    Slide {
        /// The pool square stepped onto.
        from: Square,
        /// Where the slide ends.
        to: Square,
    },
}

/// Where a piece that cannot be pushed stood before the move: a pawn's earlier points may
/// have pushed it to where it stands when it is refused.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Origin {
    /// It stood there from the start of the move.
    Here,
    /// It stood on this square; the pawn's earlier points pushed it on.
    From(Square),
    /// The pawn's earlier points pushed it there, from a square not traced.
    Pushed,
}

/// Where the piece standing on `at` stood before the pushes `pushes` (in order).
pub(super) fn origin_of(pushes: &[PushRecord], at: Square) -> Origin {
    let mut cur = at;
    for p in pushes.iter().rev() {
        if p.to == Some(cur) {
            cur = p.from;
        }
    }
    if cur == at {
        Origin::Here
    } else {
        Origin::From(cur)
    }
}

/// The points of the short way the [`Reason::Barred`] reasons `barriers` tell is barred.
pub(super) fn short_way(barriers: &[Reason]) -> Option<u8> {
    barriers.iter().find_map(|r| match r {
        Reason::Barred { length, .. } => Some(*length),
        _ => None,
    })
}

/// Why a pushed piece cannot move, in words, and the rules: "the stone on g5 cannot be
/// pushed north: f5 is taken by pawn Q (P5)"; a piece the pawn's earlier points pushed there
/// is told with where it came from, where it stands then and after how many points.
#[allow(clippy::too_many_arguments)]
fn cannot_push(
    lang: Lang,
    piece: Piece,
    at: Square,
    dir: Dir,
    obstacle: Obstacle,
    origin: Origin,
    after: u8,
    name: &dyn Fn(PawnId) -> String,
) -> String {
    let why = match obstacle {
        Obstacle::Wall => t!(lang, "moves-why-wall"),
        Obstacle::Pawn(sq, p) => t!(lang, "moves-why-pawn", at = sq, pawn = name(p)),
        Obstacle::Piece(sq, p) => t!(lang, "moves-why-piece", at = sq, piece = p),
        Obstacle::Monster(sq) => t!(lang, "moves-why-monster", at = sq),
        Obstacle::Teleporter(sq) => t!(lang, "moves-why-teleporter", at = sq),
    };
    let rules = if matches!(obstacle, Obstacle::Teleporter(_)) {
        "P5, S13"
    } else {
        "P5"
    };
    match origin {
        Origin::Here => t!(
            lang,
            "moves-push-here",
            piece = piece,
            at = at,
            dir = dir,
            why = why,
            rules = rules
        ),
        Origin::From(from) => t!(
            lang,
            "moves-push-from",
            after = after,
            piece = piece,
            origin = from,
            at = at,
            dir = dir,
            why = why,
            rules = rules
        ),
        Origin::Pushed => t!(
            lang,
            "moves-push-pushed",
            after = after,
            piece = piece,
            at = at,
            dir = dir,
            why = why,
            rules = rules
        ),
    }
}

/// A destination as a word of the messages: `$to` is the square (`f6`) or the word for out
/// or waiting, `$to-key` is `square`, `out` or `waiting`.
impl Word for Dest {
    fn key(self) -> &'static str {
        match self {
            Dest::Square(_) => "square",
            Dest::Out => "out",
            Dest::Waiting => "waiting",
        }
    }
    fn word(self, lang: Lang) -> Cow<'static, str> {
        match self {
            Dest::Square(s) => Cow::Owned(s.to_string()),
            Dest::Out => Cow::Owned(t!(lang, "dest-out")),
            Dest::Waiting => Cow::Owned(t!(lang, "dest-waiting")),
        }
    }
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
        /// Its square at that point of the path.
        at: Square,
        /// The direction of the push.
        dir: Dir,
        /// What is behind it.
        obstacle: Obstacle,
        /// Where it stood before the move.
        origin: Origin,
        /// The points the pawn had spent before the refused one.
        after: u8,
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
        /// The points of the short way, when it is within the pawn's points but barred (the
        /// [`Reason::Barred`] or [`Reason::CannotPush`] before this one say by what).
        barred: Option<u8>,
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
        self.describe_in(Lang::En, name)
    }

    /// The reason in `lang`, naming pawns with `name`, ending with the rule id(s).
    pub fn describe_in(&self, lang: Lang, name: &dyn Fn(PawnId) -> String) -> String {
        match *self {
            Reason::NotInPlay { place } => match place {
                PawnPlace::Out => t!(lang, "moves-out-already"),
                PawnPlace::Removed(how) => t!(lang, "moves-removed", how = how),
                _ => t!(lang, "moves-no-move"),
            },
            Reason::NotWaiting { at } => t!(lang, "moves-not-waiting", at = at),
            Reason::EntranceBarred => t!(lang, "moves-entrance-barred"),
            Reason::MustEnterFirst { to } => t!(lang, "moves-must-enter-first", to = to),
            Reason::ExitBarred => t!(lang, "moves-exit-barred"),
            Reason::OutOnlyFromA1 { at } => t!(lang, "moves-out-only-from-a1", at = at),
            Reason::MoveEnded => t!(lang, "moves-move-ended"),
            Reason::NotAdjacent { from, to } => {
                t!(lang, "moves-not-adjacent", from = from, to = to)
            }
            Reason::Wall { from, dir } => t!(lang, "moves-wall", dir = dir, from = from),
            Reason::MonsterSquare { at } => t!(lang, "moves-monster-square", at = at),
            Reason::Teleporter { at } => t!(lang, "moves-teleporter", at = at),
            Reason::PawnThere { at, pawn, passes } => match passes {
                Some(c) => t!(
                    lang,
                    "moves-pawn-there-passes",
                    pawn = name(pawn),
                    at = at,
                    points = c
                ),
                None => t!(lang, "moves-pawn-there", pawn = name(pawn), at = at),
            },
            Reason::SlideOntoPawn {
                from,
                to,
                pawn,
                points_left,
            } => {
                if points_left == 0 {
                    t!(
                        lang,
                        "moves-slide-onto-pawn-stuck",
                        from = from,
                        to = to,
                        pawn = name(pawn)
                    )
                } else {
                    t!(
                        lang,
                        "moves-slide-onto-pawn",
                        from = from,
                        to = to,
                        pawn = name(pawn),
                        left = points_left
                    )
                }
            }
            Reason::CannotPush {
                piece,
                at,
                dir,
                obstacle,
                origin,
                after,
            } => cannot_push(lang, piece, at, dir, obstacle, origin, after, name),
            Reason::Barred { to, length, by } => {
                let barrier = match by {
                    Barrier::Monster(sq) => t!(lang, "moves-barrier-monster", at = sq),
                    Barrier::Teleporter(sq) => t!(lang, "moves-barrier-teleporter", at = sq),
                    Barrier::Push {
                        piece,
                        at,
                        dir,
                        obstacle,
                        origin,
                        after,
                    } => cannot_push(lang, piece, at, dir, obstacle, origin, after, name),
                    Barrier::Slide { from, to } => {
                        t!(lang, "moves-barrier-slide", from = from, to = to)
                    }
                };
                t!(
                    lang,
                    "moves-barred",
                    to = to,
                    length = length,
                    barrier = barrier
                )
            }
            Reason::SlideWrittenAt { entered, ends } => t!(
                lang,
                "moves-slide-written-at",
                entered = entered,
                ends = ends
            ),
            Reason::PoolSquare { at } => t!(lang, "moves-pool-square", at = at),
            Reason::TooFar {
                to: Dest::Out,
                needs,
                has,
                barred: None,
            } => t!(lang, "moves-too-far-out", needs = needs, has = has),
            Reason::TooFar {
                to: Dest::Out,
                needs,
                has,
                barred: Some(length),
            } => t!(
                lang,
                "moves-too-far-out-barred",
                length = length,
                needs = needs,
                has = has
            ),
            Reason::TooFar {
                to,
                needs,
                has,
                barred: None,
            } => t!(lang, "moves-too-far", to = to, needs = needs, has = has),
            Reason::TooFar {
                to,
                needs,
                has,
                barred: Some(length),
            } => t!(
                lang,
                "moves-too-far-barred",
                length = length,
                to = to,
                needs = needs,
                has = has
            ),
            Reason::NoWay { to, searched: None } => t!(lang, "moves-no-way", to = to),
            Reason::NoWay {
                to,
                searched: Some(n),
            } => t!(lang, "moves-no-way-within", to = to, n = n),
            Reason::PathTooLong { needs, has } => {
                t!(lang, "moves-path-too-long", needs = needs, has = has)
            }
        }
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
