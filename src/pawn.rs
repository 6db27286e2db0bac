//! Legal pawn moves (RULES.md section 4, P1–P8, read with S9–S13).
//!
//! A move changes the board as it goes: a pushed stone stands where the rest of the path finds
//! it. So the search runs over *states* — the pawn's location and the squares of every
//! stone-like piece — breadth first, one layer per point. The first time a state is reached is
//! with the fewest points; every state the pawn may end its move in is one result.
//!
//! - [`legal_moves`]: every distinct result (destination and resulting stone positions), each
//!   with its fewest points and one path reaching it, in a fixed order.
//! - [`explain`]: why a destination is or is not reachable, with [`Reason`]s citing rule ids.
//! - [`explain_path`]: plays a path given square by square and says where it breaks.
//!
//! Counting a player's plays (random players, simulations) floods instead where a move meets
//! no piece and no pool: then a state is a square, and a whole layer of squares is one step
//! of the search (`flood.rs`, checked against the search on states of random games).
//!
//! Like the monster engine, this module never prints. Pawn faces live in the scenario, not on
//! the [`Board`]: the caller passes the points (the pawn's visible number) and flips the face.
//!
//! ```
//! use furunkulus::{pawn::{self, Dest}, scenario};
//! let s = scenario::parse(
//!     "stones: [g6]\npawns: [ { name: P, at: j6, face: 4 }, { name: Q, at: e6 } ]\n",
//!     "x.yaml",
//! ).unwrap();
//! let p = s.pawn_id("P").unwrap();
//! let moves = pawn::legal_moves(s.board(), p, 4, &s.options);
//! let g5: Dest = "g5".parse().unwrap();
//! assert!(moves.iter().any(|m| m.dest == g5 && m.cost == 4));
//! ```

use crate::board::{Board, Occupant, PawnId, PawnPlace, Piece, PivotKind, Removal};
use crate::geometry::{Dir, Square, SquareError, CELLS, COLS, ROWS};
use crate::rules::{Options, PawnPushOntoTeleporter};
use std::cmp::Ordering;
use std::fmt;

mod flood;
mod graph;

pub(crate) use flood::Terrain;
use graph::{Graph, Node, NO_BACK};

// ---------------------------------------------------------------------------------------
// Public types.

/// Where a pawn ends its move (or stands after one point of it).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Dest {
    /// On a square of the board.
    Square(Square),
    /// Out through the exit (P3, S10).
    Out,
    /// Still beside the entrance: a waiting pawn that did not enter (S9, G8).
    Waiting,
}

impl Dest {
    /// The square, for [`Dest::Square`].
    pub const fn square(self) -> Option<Square> {
        match self {
            Dest::Square(s) => Some(s),
            _ => None,
        }
    }

    /// The order of [`legal_moves`]: waiting first, then squares by column then row (as
    /// FORMAT.md sorts squares), then out.
    pub const fn sort_key(self) -> (u8, u8, u8) {
        match self {
            Dest::Waiting => (0, 0, 0),
            Dest::Square(s) => (1, s.col(), s.row()),
            Dest::Out => (2, 0, 0),
        }
    }

    /// The place of a pawn at this destination.
    pub const fn place(self) -> PawnPlace {
        match self {
            Dest::Square(s) => PawnPlace::At(s),
            Dest::Out => PawnPlace::Out,
            Dest::Waiting => PawnPlace::Waiting,
        }
    }

    /// What ending a move here means, in `moves --to`'s words: "end its move on h4", "go
    /// out through the exit", "stay beside the entrance".
    pub fn goal_words(self) -> String {
        match self {
            Dest::Square(s) => format!("end its move on {s}"),
            Dest::Out => "go out through the exit".to_string(),
            Dest::Waiting => "stay beside the entrance".to_string(),
        }
    }

    fn of_loc(loc: u8) -> Dest {
        match loc {
            OUT => Dest::Out,
            WAITING => Dest::Waiting,
            i => Dest::Square(square_of(i)),
        }
    }
}

impl PartialOrd for Dest {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Dest {
    fn cmp(&self, other: &Self) -> Ordering {
        self.sort_key().cmp(&other.sort_key())
    }
}

impl From<Square> for Dest {
    fn from(s: Square) -> Dest {
        Dest::Square(s)
    }
}

impl fmt::Display for Dest {
    /// `j6`, `out` or `waiting`, as in FORMAT.md section 4.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Dest::Square(s) => write!(f, "{s}"),
            Dest::Out => f.write_str("out"),
            Dest::Waiting => f.write_str("waiting"),
        }
    }
}

impl std::str::FromStr for Dest {
    type Err = SquareError;
    /// A square name, `out` or `waiting`.
    fn from_str(s: &str) -> Result<Dest, SquareError> {
        match s.trim() {
            "out" => Ok(Dest::Out),
            "waiting" => Ok(Dest::Waiting),
            t => t.parse().map(Dest::Square),
        }
    }
}

/// What keeps a pushed piece from moving, or ends a slide.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Obstacle {
    /// The edge of the board (pushed pieces never wrap, P5).
    Wall,
    /// A pawn stands on this square.
    Pawn(Square, PawnId),
    /// A stone-like piece stands on this square.
    Piece(Square, Piece),
    /// The monster stands on this square.
    Monster(Square),
    /// A teleporter lies on this square (pushing onto it: only under
    /// `pawn-push-onto-teleporter=forbid`, S13).
    Teleporter(Square),
}

/// Why a pawn's slide stopped on a pool square (P6).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SlideStop {
    /// The wall, the monster, a teleporter beyond the pool, or a stone-like piece on a later
    /// pool square (S12).
    Obstacle(Obstacle),
    /// The piece on the landing square could not be pushed (P5).
    CannotPush {
        /// The piece.
        piece: Piece,
        /// Its square (the landing square).
        at: Square,
        /// What stands behind it.
        obstacle: Obstacle,
    },
}

/// A pawn's slide over a pool during one point (P6).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Slide {
    /// The pool square the pawn stepped onto.
    pub from: Square,
    /// Where the slide ended (beyond the pool, or the last pool square reached).
    pub to: Square,
    /// Why it stopped on the pool; `None` if it crossed and landed beyond.
    pub stop: Option<SlideStop>,
}

/// One stone-like piece pushed by the pawn (P5, with P8/S5 for its slide).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PushRecord {
    /// The piece.
    pub piece: Piece,
    /// The square it was pushed from.
    pub from: Square,
    /// Where it came to rest after any slide; `None` if it was removed from the game.
    pub to: Option<Square>,
    /// For a removed piece: the corner (a1 or p11) or teleporter it was removed on.
    pub removed_on: Option<Square>,
}

/// One point of a move.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PathStep {
    /// The direction of the point. Entering (from beside the entrance onto p11) and going out
    /// (through the door of a1) are both `West`.
    pub dir: Dir,
    /// The square the pawn stepped onto; `None` when it went out.
    pub onto: Option<Square>,
    /// Where the pawn stands after the point (after a slide, where the slide ended).
    pub to: Dest,
    /// The slide, if `onto` is a pool square.
    pub slide: Option<Slide>,
    /// The pieces pushed during the point, in order (a piece may be pushed twice, S12).
    pub pushes: Vec<PushRecord>,
}

/// One legal move of a pawn: a result and one cheapest way to reach it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PawnMove {
    /// The pawn moved.
    pub pawn: PawnId,
    /// Where it ends.
    pub dest: Dest,
    /// Points spent: the fewest that reach this result (the path's length).
    pub cost: u8,
    /// One point per entry.
    pub path: Vec<PathStep>,
    /// Every push of the path, in order.
    pub pushes: Vec<PushRecord>,
    /// The board after the move: pieces pushed, the pawn placed, out or still waiting. Its
    /// face is not flipped (faces are not on the board).
    pub board: Board,
}

impl PawnMove {
    /// Where the pawn stands after each point (FORMAT.md's `path`).
    pub fn squares(&self) -> impl Iterator<Item = Dest> + '_ {
        self.path.iter().map(|s| s.to)
    }
}

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
    /// The rule id the reason rests on (RULES.md).
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
            Reason::PoolSquare { .. } => "P6",
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
            } => {
                let (why, rule) = push_refusal(obstacle, name);
                format!("the {piece} on {at} cannot be pushed {dir}: {why} ({rule})")
            }
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
                    } => {
                        let (why, rule) = push_refusal(obstacle, name);
                        format!("the {piece} on {at} cannot be pushed {dir}: {why} ({rule})")
                    }
                    Barrier::Slide { from, to } => format!(
                        "stepping onto the pool on {from} slides the pawn on to {to}, off the short way (P6)"
                    ),
                };
                format!(
                    "the short way to {to} ({length} point{}) is barred: {barrier}",
                    plural(length)
                )
            }
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

// ---------------------------------------------------------------------------------------
// Public functions.

/// Every legal move of `pawn` with up to `points` points (P1–P8, S9–S13).
///
/// One entry per distinct result — destination together with the squares of the stone-like
/// pieces afterwards — with the fewest points reaching it and one such path. Staying put (or
/// staying beside the entrance, [`Dest::Waiting`]) is the entry of cost 0. Ordered by
/// destination ([`Dest::sort_key`]), then cost; results with the same destination and cost
/// keep a fixed order (the search tries north, east, south, west in turn, so the order depends
/// on the board alone, not on pawn ids). A pawn that is out or removed has no move (empty
/// list).
///
/// This builds every path and board; [`reach`] gives the same results lazily.
pub fn legal_moves(board: &Board, pawn: PawnId, points: u8, options: &Options) -> Vec<PawnMove> {
    reach(board, pawn, points, options).moves().collect()
}

/// The results of [`legal_moves`], searched but not yet built: their destinations and costs
/// are at hand, and each result's board or whole move is built on demand. For searches that
/// try every move of a pawn.
pub fn reach<'a>(board: &'a Board, pawn: PawnId, points: u8, options: &Options) -> Reach<'a> {
    search_results(board, pawn, points, options).ordered(points)
}

/// The results of [`reach`] searched but not yet put in order, for every number of points up
/// to `points`: how many there are, and how many stay beside the entrance. Enough to count a
/// player's legal plays; then [`Found::ordered`] puts one pawn's in order.
///
/// A search with fewer points finds exactly the states of this one that cost no more, in the
/// same order (breadth first, one layer per point). And every pawn beside the entrance starts
/// alike: one search serves all of a player's waiting pawns ([`Found::for_pawn`]).
pub(crate) fn search_results<'a>(
    board: &'a Board,
    pawn: PawnId,
    points: u8,
    options: &Options,
) -> Found<'a> {
    let destroy = options.pawn_push_onto_teleporter == PawnPushOntoTeleporter::Destroy;
    Found {
        board,
        pawn,
        destroy,
        results: Results::Graph(search_graph(board, pawn, points, destroy)),
    }
}

/// [`search_results`] for counting: by flood where the move meets no piece and no pool
/// (`terrain` is `board`'s, found once for all its pawns), else state by state. The same
/// counts and the same results.
pub(crate) fn count_results<'a>(
    board: &'a Board,
    terrain: &Terrain,
    pawn: PawnId,
    points: u8,
    options: &Options,
) -> Found<'a> {
    match flood::counts(terrain, board.pawn(pawn), points) {
        Some(counts) => Found {
            board,
            pawn,
            destroy: options.pawn_push_onto_teleporter == PawnPushOntoTeleporter::Destroy,
            results: Results::Flood {
                counts,
                budget: points,
            },
        },
        None => search_results(board, pawn, points, options),
    }
}

/// Every state of `pawn`'s moves of up to `points` points.
fn search_graph(board: &Board, pawn: PawnId, points: u8, destroy: bool) -> Graph {
    match Search::with(board, pawn, destroy) {
        Some(search) => search.bfs(points, usize::MAX, true, |_| false),
        // Out or removed: no result.
        None => Graph::empty(),
    }
}

/// A pawn's results, searched, not yet in order ([`search_results`]). Small, to be kept
/// while the other pawns are searched: the search itself is made again for the chosen one.
pub(crate) struct Found<'a> {
    board: &'a Board,
    pawn: PawnId,
    destroy: bool,
    results: Results,
}

/// How the results were found.
enum Results {
    /// State by state: every state reached.
    Graph(Graph),
    /// By flood (one state per destination, nothing pushed) of up to `budget` points: only
    /// the counts are kept.
    Flood { counts: flood::Counts, budget: u8 },
}

impl<'a> Found<'a> {
    /// The number of results of a move of up to `points` points.
    pub(crate) fn count(&self, points: u8) -> usize {
        match &self.results {
            Results::Graph(graph) => {
                // Without a branch per node: whether a node is a result is anybody's guess.
                let nodes = graph.nodes();
                let upto = nodes.partition_point(|n| n.cost <= points);
                nodes[..upto].iter().map(|n| usize::from(n.ends())).sum()
            }
            Results::Flood { counts, .. } => counts.count(points),
        }
    }

    /// The number of results that stay beside the entrance (0 or 1: only the start can; in
    /// [`reach`]'s order they come first).
    pub(crate) fn waiting(&self) -> usize {
        match &self.results {
            Results::Graph(graph) => {
                usize::from(graph.nodes().first().is_some_and(|n| n.loc == WAITING))
            }
            Results::Flood { counts, .. } => counts.waiting(),
        }
    }

    /// The same results as another waiting pawn's (this search's pawn waits too: they start
    /// alike).
    pub(crate) fn for_pawn(mut self, pawn: PawnId) -> Found<'a> {
        debug_assert_eq!(self.board.pawn(self.pawn), PawnPlace::Waiting);
        debug_assert_eq!(self.board.pawn(pawn), PawnPlace::Waiting);
        self.pawn = pawn;
        self
    }

    /// The search again, to build results.
    fn search(&self) -> Search<'a> {
        Search::with(self.board, self.pawn, self.destroy)
            .unwrap_or_else(|| Search::idle(self.board, self.pawn))
    }

    /// Every state reached (searched now if the results came by flood).
    fn into_graph(self) -> (Search<'a>, Graph) {
        let search = self.search();
        let graph = match self.results {
            Results::Graph(graph) => graph,
            Results::Flood { budget, .. } => {
                search_graph(self.board, self.pawn, budget, self.destroy)
            }
        };
        (search, graph)
    }

    /// Result `k` of [`Found::ordered`]`(points)`, as a [`Reach`] whose only result it is
    /// (the others are counted, not put in order).
    pub(crate) fn nth(self, points: u8, k: usize) -> Reach<'a> {
        let (search, mut graph) = self.into_graph();
        let node = nth_node(&graph, points, k);
        graph.only_result(node);
        Reach { search, graph }
    }

    /// Where result `k` of [`Found::ordered`]`(points)` ends, and the board after it, without
    /// building its path; `terrain` is the board's, as counted.
    pub(crate) fn nth_board(self, terrain: &Terrain, points: u8, k: usize) -> (Dest, Board) {
        if let Results::Flood { .. } = self.results {
            // Nothing pushed: the pawn alone moves.
            let dest = flood::nth(terrain, self.board.pawn(self.pawn), points, k);
            let mut board = *self.board;
            board.set_pawn(self.pawn, dest.place());
            return (dest, board);
        }
        let reach = self.nth(points, k);
        (reach.dest(0), reach.board(0))
    }

    /// The results of a move of up to `points` points, in [`reach`]'s order.
    pub(crate) fn ordered(self, points: u8) -> Reach<'a> {
        let (search, mut graph) = self.into_graph();
        // By destination; within a destination the nodes keep the order of the search,
        // which is by cost.
        graph.order_results(
            |n| n.cost <= points && n.ends(),
            |n| u32::from(DEST_RANK[loc_index(n.loc)]),
        );
        Reach { search, graph }
    }
}

/// The node of result `k` of [`Found::ordered`]`(points)` in `graph`.
fn nth_node(graph: &Graph, points: u8, k: usize) -> u32 {
    let rank = |loc: u8| DEST_RANK[loc_index(loc)] as usize;
    // The nodes of up to `points` points (the nodes are by cost).
    let nodes = graph.nodes();
    let nodes = &nodes[..nodes.partition_point(|n| n.cost <= points)];
    // How many results end at each destination, and which destinations have any: without
    // a branch per node (whether a node is a result is anybody's guess).
    let mut ends = [0u32; LOCS];
    let mut present = [0u64; LOCS.div_ceil(64)];
    for n in nodes {
        let (r, e) = (rank(n.loc), n.ends());
        ends[r] += u32::from(e);
        present[r / 64] |= u64::from(e) << (r % 64);
    }
    // The destination of result `k`, in order of destination; within it, the order of the
    // search.
    let mut before = 0;
    for (w, &word) in present.iter().enumerate() {
        let mut bits = word;
        while bits != 0 {
            let r = w * 64 + bits.trailing_zeros() as usize;
            bits &= bits - 1;
            let count = ends[r] as usize;
            if k < before + count {
                let mut left = k - before;
                for (i, n) in nodes.iter().enumerate() {
                    if rank(n.loc) == r && n.ends() {
                        if left == 0 {
                            return i as u32;
                        }
                        left -= 1;
                    }
                }
                unreachable!("counted");
            }
            before += count;
        }
    }
    panic!("result {k} of {before}: k is below the count")
}

/// The legal moves of one pawn, found by [`reach`]; result `i` is the `i`-th of
/// [`legal_moves`].
pub struct Reach<'a> {
    search: Search<'a>,
    /// Every state reached; its results are the nodes that are results, in order.
    graph: Graph,
}

impl Reach<'_> {
    /// The pawn whose results these are.
    pub fn pawn(&self) -> PawnId {
        self.search.pawn
    }

    /// The number of results.
    pub fn len(&self) -> usize {
        self.graph.results().len()
    }

    /// Whether there is none (only for a pawn that is out or removed).
    pub fn is_empty(&self) -> bool {
        self.graph.results().is_empty()
    }

    fn node(&self, i: usize) -> &Node {
        &self.graph.nodes()[self.graph.results()[i] as usize]
    }

    /// Where result `i` ends.
    pub fn dest(&self, i: usize) -> Dest {
        Dest::of_loc(self.node(i).loc)
    }

    /// The fewest points of result `i`.
    pub fn cost(&self, i: usize) -> u8 {
        self.node(i).cost
    }

    /// The board after result `i` (pieces pushed, the pawn placed), without building its path.
    pub fn board(&self, i: usize) -> Board {
        let n = self.node(i);
        self.search.board_after(self.graph.cells(n.config), n.loc)
    }

    /// Result `i` as a whole move, path and pushes included.
    pub fn pawn_move(&self, i: usize) -> PawnMove {
        let dirs = self.graph.dirs_to(self.graph.results()[i] as usize);
        self.search.replay(&dirs).expect("a searched path replays")
    }

    /// Every result as a whole move, in order.
    pub fn moves(&self) -> impl Iterator<Item = PawnMove> + '_ {
        (0..self.len()).map(|i| self.pawn_move(i))
    }

    /// The first (cheapest) result ending on `to`.
    pub fn find(&self, to: Dest) -> Option<usize> {
        (0..self.len()).find(|&i| self.dest(i) == to)
    }
}

/// Why `pawn` with `points` points can or cannot end its move on `to`.
///
/// Legal: one cheapest move to `to` (the first of [`legal_moves`] with that destination).
/// Illegal: the reasons, e.g. the monster's square (P4), another pawn there — with whether the
/// pawn can pass through it, and any slide that would end on it (P7) —, a stone that cannot be
/// pushed onto its square (P5), a pool square (P6), or the points it would need (P1).
pub fn explain(board: &Board, pawn: PawnId, points: u8, options: &Options, to: Dest) -> Verdict {
    let Some(search) = Search::new(board, pawn, options) else {
        return Verdict::Illegal(vec![Reason::NotInPlay {
            place: board.pawn(pawn),
        }]);
    };
    let found = reach(board, pawn, points, options);
    if let Some(i) = found.find(to) {
        return Verdict::Legal(Box::new(found.pawn_move(i)));
    }
    let mut reasons = Vec::new();
    if board.pawn(pawn) == PawnPlace::Waiting && board.monster() == Square::P11 {
        // S9: every move but staying starts on p11.
        reasons.push(Reason::EntranceBarred);
        return Verdict::Illegal(reasons);
    }
    match to {
        Dest::Waiting => {
            // Only a pawn on the board gets here (a waiting pawn may always stay).
            if let Some(at) = board.pawn_square(pawn) {
                reasons.push(Reason::NotWaiting { at });
            }
        }
        Dest::Out => {
            if board.monster() == Square::A1 {
                reasons.push(Reason::ExitBarred);
            } else if board.is_teleporter(Square::A1) {
                reasons.push(Reason::Teleporter { at: Square::A1 });
            } else {
                reasons.extend(search.barriers(points, to));
                reasons.push(search.distance(points, to));
            }
        }
        Dest::Square(s) => {
            if s == board.monster() {
                reasons.push(Reason::MonsterSquare { at: s });
            } else if board.is_teleporter(s) {
                reasons.push(Reason::Teleporter { at: s });
            } else if let Occupant::Pawn(other) = board.occupant(s) {
                search.explain_pawn_square(points, s, other, &mut reasons);
            } else {
                if board.is_pool(s) {
                    reasons.push(Reason::PoolSquare { at: s });
                }
                // The pushes into `s` that failed within the pawn's points (P5).
                search.bfs(points, usize::MAX, false, |a| {
                    if let Err(Block::Push {
                        piece,
                        at,
                        dir,
                        obstacle,
                    }) = a.result
                    {
                        let r = Reason::CannotPush {
                            piece,
                            at,
                            dir,
                            obstacle,
                        };
                        if at == s && !reasons.contains(&r) {
                            reasons.push(r);
                        }
                    }
                    false
                });
                // The short way's barriers, but not a push into `s` already told.
                for r in search.barriers(points, to) {
                    let told = matches!(r, Reason::Barred { by: Barrier::Push { piece, at, dir, obstacle }, .. }
                        if reasons.contains(&Reason::CannotPush { piece, at, dir, obstacle }));
                    if !told {
                        reasons.push(r);
                    }
                }
                reasons.push(search.distance(points, to));
            }
        }
    }
    Verdict::Illegal(reasons)
}

/// Plays `path` — the squares the pawn moves to, one per point — and says whether it is a
/// legal move.
///
/// Each entry is the square stepped onto (next to the pawn) or, for a point that slides, the
/// square where the slide ends; `p11` enters a waiting pawn; `out` leaves from a1. An empty
/// path stays put. Legal: the move along exactly this path (its cost is the path's length,
/// which need not be the fewest). Illegal: the first thing that breaks it (a wall, the monster,
/// a stone that cannot be pushed, too many points, or an end on another pawn: P4, P7).
pub fn explain_path(
    board: &Board,
    pawn: PawnId,
    points: u8,
    options: &Options,
    path: &[Dest],
) -> Verdict {
    let Some(search) = Search::new(board, pawn, options) else {
        return Verdict::Illegal(vec![Reason::NotInPlay {
            place: board.pawn(pawn),
        }]);
    };
    if path.len() > points as usize {
        return Verdict::Illegal(vec![Reason::PathTooLong {
            needs: path.len(),
            has: points,
        }]);
    }
    let mut cells = search.start_cells;
    let mut loc = search.start_loc;
    let mut hash = 0;
    let mut dirs = Vec::with_capacity(path.len());
    let mut last_slide = None;
    for &want in path {
        let dir = match search.resolve(&cells, loc, want) {
            Ok(d) => d,
            Err(r) => return Verdict::Illegal(vec![r]),
        };
        match step(&search.ctx, &mut cells, &mut hash, loc, dir, &mut ()) {
            Ok(out) => {
                loc = out.loc;
                last_slide = out.slide;
            }
            Err(b) => return Verdict::Illegal(vec![search.ctx.reason(b, loc)]),
        }
        dirs.push(dir);
    }
    if !search.ends_alone(loc) {
        let at = square_of(loc);
        let Occupant::Pawn(other) = board.occupant(at) else {
            unreachable!("only another pawn keeps a pawn from ending its move")
        };
        let r = match last_slide {
            Some(sl) if sl.from != at => Reason::SlideOntoPawn {
                from: sl.from,
                to: at,
                pawn: other,
                points_left: points - path.len() as u8,
            },
            _ => Reason::PawnThere {
                at,
                pawn: other,
                passes: None,
            },
        };
        return Verdict::Illegal(vec![r]);
    }
    Verdict::Legal(Box::new(
        search.replay(&dirs).expect("a played path replays"),
    ))
}

// ---------------------------------------------------------------------------------------
// The state and one point of movement.

/// Cell codes of the search (the moving pawn is not on its cells).
type Cells = [u8; CELLS];
const _: () = assert!(CELLS.is_multiple_of(8));
const EMPTY: u8 = 0;
const PAWN: u8 = 8;
/// Locations beyond the 176 grid indices.
const WAITING: u8 = 254;
const OUT: u8 = 255;

const fn code_of(p: Piece) -> u8 {
    match p {
        Piece::Stone => 1,
        Piece::Crystal => 2,
        Piece::Pivot(PivotKind::Right) => 3,
        Piece::Pivot(PivotKind::Around) => 4,
    }
}

const fn piece_of(code: u8) -> Option<Piece> {
    match code {
        1 => Some(Piece::Stone),
        2 => Some(Piece::Crystal),
        3 => Some(Piece::Pivot(PivotKind::Right)),
        4 => Some(Piece::Pivot(PivotKind::Around)),
        _ => None,
    }
}

/// The square of a location on the board (not waiting, not out).
#[inline(always)]
fn square_of(loc: u8) -> Square {
    Square::of_index(loc)
}

/// The fixed part of the search: the board as it was (flat things, pawns, the monster never
/// change during a pawn's move) and the option in force.
struct Ctx<'a> {
    board: &'a Board,
    monster: Square,
    destroy: bool,
    /// The board's pool and teleporter squares, a word per row, at hand.
    pools: [u16; ROWS as usize],
    teleporters: [u16; ROWS as usize],
}

impl<'a> Ctx<'a> {
    fn new(board: &'a Board, destroy: bool) -> Ctx<'a> {
        let (pools, teleporters) = board.floor_rows();
        Ctx {
            board,
            monster: board.monster(),
            destroy,
            pools,
            teleporters,
        }
    }

    #[inline(always)]
    fn is_pool(&self, sq: Square) -> bool {
        let i = sq.index();
        self.pools[i / COLS as usize] >> (i % COLS as usize) & 1 != 0
    }

    #[inline(always)]
    fn is_teleporter(&self, sq: Square) -> bool {
        let i = sq.index();
        self.teleporters[i / COLS as usize] >> (i % COLS as usize) & 1 != 0
    }
}

impl Ctx<'_> {
    /// What makes `sq` not free for a pushed piece (P5), teleporters aside.
    #[inline]
    fn obstacle(&self, cells: &Cells, sq: Square) -> Option<Obstacle> {
        if sq == self.monster {
            return Some(Obstacle::Monster(sq));
        }
        match cells[sq.index()] {
            EMPTY => None,
            PAWN => match self.board.occupant(sq) {
                Occupant::Pawn(id) => Some(Obstacle::Pawn(sq, id)),
                _ => unreachable!("pawns do not move during another pawn's move"),
            },
            c => piece_of(c).map(|p| Obstacle::Piece(sq, p)),
        }
    }

    /// The reason for a refused point taken from `loc`.
    fn reason(&self, b: Block, loc: u8) -> Reason {
        match b {
            Block::Ended => Reason::MoveEnded,
            Block::Wall { from, dir } => Reason::Wall { from, dir },
            Block::Monster(_) if loc == WAITING => Reason::EntranceBarred,
            Block::Monster(at) => Reason::MonsterSquare { at },
            Block::Teleporter(at) => Reason::Teleporter { at },
            Block::Push {
                piece,
                at,
                dir,
                obstacle,
            } => Reason::CannotPush {
                piece,
                at,
                dir,
                obstacle,
            },
        }
    }
}

/// Why a point cannot be taken.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Block {
    /// The pawn is out.
    Ended,
    /// The wall.
    Wall { from: Square, dir: Dir },
    /// The monster's square (P4; on p11 it bars the entrance, S9).
    Monster(Square),
    /// A teleporter (P4).
    Teleporter(Square),
    /// The piece on the square entered cannot be pushed (P5).
    Push {
        piece: Piece,
        at: Square,
        dir: Dir,
        obstacle: Obstacle,
    },
}

/// What one point did.
#[derive(Clone, Copy, Debug)]
struct StepOut {
    loc: u8,
    onto: Option<Square>,
    slide: Option<Slide>,
    /// Whether a piece moved (the configuration changed).
    pushed: bool,
}

/// Receives the pushes of a point while it is played (the search records nothing).
trait Record {
    fn pushed(&mut self, _: PushRecord) {}
}

impl Record for () {}

impl Record for Vec<PushRecord> {
    fn pushed(&mut self, r: PushRecord) {
        self.push(r);
    }
}

/// The pushes of one point, to put the pieces back after it (the search's record).
#[derive(Default)]
struct Undo {
    /// Each push: the square it left, the square it came to rest on (`NO_SQUARE` if removed),
    /// the piece's code.
    pushes: [(u8, u8, u8); 4],
    len: u8,
    /// More pushes than kept (never in one point, P5 and S12 allow two).
    overflow: bool,
}

const NO_SQUARE: u8 = u8::MAX;

impl Record for Undo {
    #[inline]
    fn pushed(&mut self, r: PushRecord) {
        if self.len as usize == self.pushes.len() {
            self.overflow = true;
            return;
        }
        let to = r.to.map_or(NO_SQUARE, |s| s.index() as u8);
        self.pushes[self.len as usize] = (r.from.index() as u8, to, code_of(r.piece));
        self.len += 1;
    }
}

impl Undo {
    /// Puts the pushed pieces back, last push first (a piece may be pushed twice, S12): the
    /// squares they came to were free before. False if it cannot (too many pushes).
    #[inline]
    fn apply(&self, cells: &mut Cells) -> bool {
        if self.overflow {
            return false;
        }
        for &(from, to, code) in self.pushes[..self.len as usize].iter().rev() {
            if to != NO_SQUARE {
                cells[to as usize] = EMPTY;
            }
            cells[from as usize] = code;
        }
        true
    }
}

/// Zobrist keys of the piece codes on each cell.
static ZOBRIST: [[u64; 5]; CELLS] = zobrist_pieces();

const fn splitmix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

const fn zobrist_pieces() -> [[u64; 5]; CELLS] {
    let mut t = [[0; 5]; CELLS];
    let mut i = 0;
    while i < CELLS {
        let mut c = 1;
        while c < 5 {
            t[i][c] = splitmix((i * 8 + c) as u64);
            c += 1;
        }
        i += 1;
    }
    t
}

/// Pushes the piece on `at` one square `dir` (P5, S13), lets it slide (P8, S5) and removes it
/// on a corner or teleporter. On refusal nothing has changed.
#[inline(always)]
fn push<R: Record>(
    ctx: &Ctx,
    cells: &mut Cells,
    hash: &mut u64,
    at: Square,
    dir: Dir,
    rec: &mut R,
) -> Result<(), Obstacle> {
    let code = cells[at.index()];
    let piece = piece_of(code).expect("a piece to push");
    let behind = at.step(dir).ok_or(Obstacle::Wall)?;
    if let Some(o) = ctx.obstacle(cells, behind) {
        return Err(o);
    }
    let mut removed_on = None;
    let mut rest = behind;
    if ctx.is_teleporter(behind) {
        if !ctx.destroy {
            return Err(Obstacle::Teleporter(behind));
        }
        removed_on = Some(behind);
    } else {
        // S5: it slides while on a pool, and stops before anything in its way.
        while ctx.is_pool(rest) {
            let Some(next) = rest.step(dir) else { break };
            if ctx.obstacle(cells, next).is_some() {
                break;
            }
            if ctx.is_teleporter(next) {
                if ctx.destroy {
                    removed_on = Some(next);
                }
                break;
            }
            rest = next;
        }
        if removed_on.is_none() && rest.is_corner() {
            removed_on = Some(rest);
        }
    }
    cells[at.index()] = EMPTY;
    *hash ^= ZOBRIST[at.index()][code as usize];
    let to = if removed_on.is_some() {
        None
    } else {
        cells[rest.index()] = code;
        *hash ^= ZOBRIST[rest.index()][code as usize];
        Some(rest)
    };
    rec.pushed(PushRecord {
        piece,
        from: at,
        to,
        removed_on,
    });
    Ok(())
}

/// One point from `loc` towards `dir`: enter (S9), leave (S10), step, push (P5), slide (P6).
/// On refusal `cells` are unchanged.
#[inline(always)]
fn step<R: Record>(
    ctx: &Ctx,
    cells: &mut Cells,
    hash: &mut u64,
    loc: u8,
    dir: Dir,
    rec: &mut R,
) -> Result<StepOut, Block> {
    let target = match loc {
        OUT => return Err(Block::Ended),
        // S9: entering is a move heading west onto p11 from beyond its door.
        WAITING if dir == Dir::West => Square::P11,
        WAITING => {
            return Err(Block::Wall {
                from: Square::P11,
                dir,
            })
        }
        _ => {
            let from = square_of(loc);
            if from == Square::A1 && dir == Dir::West {
                // P3, S10: through the door of a1.
                return Ok(StepOut {
                    loc: OUT,
                    onto: None,
                    slide: None,
                    pushed: false,
                });
            }
            from.step(dir).ok_or(Block::Wall { from, dir })?
        }
    };
    if target == ctx.monster {
        return Err(Block::Monster(target));
    }
    if ctx.is_teleporter(target) {
        return Err(Block::Teleporter(target));
    }
    let mut pushed = false;
    if let Some(piece) = piece_of(cells[target.index()]) {
        push(ctx, cells, hash, target, dir, rec).map_err(|obstacle| Block::Push {
            piece,
            at: target,
            dir,
            obstacle,
        })?;
        pushed = true;
    }
    let onto = Some(target);
    if !ctx.is_pool(target) {
        return Ok(StepOut {
            loc: target.index() as u8,
            onto,
            slide: None,
            pushed,
        });
    }
    // P6, S11, S12: slide over the pool (and over pawns on it) to the first square beyond.
    let mut cur = target;
    let stop = loop {
        let Some(next) = cur.step(dir) else {
            break Some(SlideStop::Obstacle(Obstacle::Wall));
        };
        if next == ctx.monster {
            break Some(SlideStop::Obstacle(Obstacle::Monster(next)));
        }
        if ctx.is_teleporter(next) {
            break Some(SlideStop::Obstacle(Obstacle::Teleporter(next)));
        }
        let piece = piece_of(cells[next.index()]);
        if ctx.is_pool(next) {
            if let Some(p) = piece {
                break Some(SlideStop::Obstacle(Obstacle::Piece(next, p)));
            }
            cur = next;
            continue;
        }
        if let Some(piece) = piece {
            if let Err(obstacle) = push(ctx, cells, hash, next, dir, rec) {
                break Some(SlideStop::CannotPush {
                    piece,
                    at: next,
                    obstacle,
                });
            }
            pushed = true;
        }
        cur = next;
        break None;
    };
    let slide = Some(Slide {
        from: target,
        to: cur,
        stop,
    });
    Ok(StepOut {
        loc: cur.index() as u8,
        onto,
        slide,
        pushed,
    })
}

// ---------------------------------------------------------------------------------------
// The breadth-first search.

const NO_NODE: u32 = u32::MAX;

/// Locations: the 176 grid indices, then waiting and out.
const LOCS: usize = CELLS + 2;

#[inline]
fn loc_index(loc: u8) -> usize {
    match loc {
        WAITING => CELLS,
        OUT => CELLS + 1,
        i => i as usize,
    }
}

/// The four directions but one, in the order of [`Dir::ALL`].
static ALL_BUT: [[Dir; 3]; 4] = [
    [Dir::East, Dir::South, Dir::West],
    [Dir::North, Dir::South, Dir::West],
    [Dir::North, Dir::East, Dir::West],
    [Dir::North, Dir::East, Dir::South],
];

/// The location indices in the order of [`Dest::sort_key`]: waiting, the grid by column then
/// row, out.
static DEST_ORDER: [u8; LOCS] = dest_order();

/// Each location index's place in [`DEST_ORDER`].
static DEST_RANK: [u8; LOCS] = dest_rank();

const fn dest_rank() -> [u8; LOCS] {
    let mut rank = [0u8; LOCS];
    let mut k = 0;
    while k < LOCS {
        rank[DEST_ORDER[k] as usize] = k as u8;
        k += 1;
    }
    rank
}

const fn dest_order() -> [u8; LOCS] {
    let mut order = [0u8; LOCS];
    order[0] = CELLS as u8;
    let mut k = 1;
    let mut col = 0;
    while col < 16 {
        let mut row = 0;
        while row < 11 {
            order[k] = (row * 16 + col) as u8;
            k += 1;
            row += 1;
        }
        col += 1;
    }
    order[LOCS - 1] = CELLS as u8 + 1;
    order
}

/// One point tried during the search, shown to the observer.
struct Attempt {
    /// Points spent after it.
    cost: u8,
    result: Result<StepOut, Block>,
    /// Whether the pawn may end its move where it stands after it.
    ends_alone: bool,
}

struct Search<'a> {
    ctx: Ctx<'a>,
    pawn: PawnId,
    start_cells: Cells,
    start_loc: u8,
}

impl<'a> Search<'a> {
    fn new(board: &'a Board, pawn: PawnId, options: &Options) -> Option<Search<'a>> {
        let destroy = options.pawn_push_onto_teleporter == PawnPushOntoTeleporter::Destroy;
        Search::with(board, pawn, destroy)
    }

    /// [`Search::new`], pushes onto teleporters destroying the piece or not (S13).
    fn with(board: &'a Board, pawn: PawnId, destroy: bool) -> Option<Search<'a>> {
        let start_loc = match board.pawn(pawn) {
            PawnPlace::At(s) => s.index() as u8,
            PawnPlace::Waiting => WAITING,
            PawnPlace::Out | PawnPlace::Removed(..) => return None,
        };
        let mut start_cells = board.piece_codes(PAWN);
        if let PawnPlace::At(s) = board.pawn(pawn) {
            start_cells[s.index()] = EMPTY;
        }
        let ctx = Ctx::new(board, destroy);
        Some(Search {
            ctx,
            pawn,
            start_cells,
            start_loc,
        })
    }

    /// A search with nothing to search, for a pawn that is out or removed.
    fn idle(board: &'a Board, pawn: PawnId) -> Search<'a> {
        let ctx = Ctx::new(board, true);
        Search {
            ctx,
            pawn,
            start_cells: [EMPTY; CELLS],
            start_loc: OUT,
        }
    }

    /// Whether the pawn may end its move at `loc` (P4, P7, S11): alone on its square. Other
    /// pawns never move, so the start's cells tell.
    #[inline]
    fn ends_alone(&self, loc: u8) -> bool {
        match loc {
            OUT | WAITING => true,
            i => self.start_cells[i as usize] != PAWN,
        }
    }

    /// Breadth first over states up to `budget` points, keeping at most `cap` states. Every
    /// point tried is shown to `observe`, which stops the search by returning true.
    ///
    /// With `prune`, a plain step straight back to the state a node came from is not tried
    /// (it finds that state again): the states found are the same, but `observe` is not shown
    /// every point.
    fn bfs<F: FnMut(&Attempt) -> bool>(
        &self,
        budget: u8,
        cap: usize,
        prune: bool,
        mut observe: F,
    ) -> Graph {
        // Keys are relative to the start: XOR-ing the start's own key into every one would
        // tell no two configurations apart that these do not.
        let mut graph = Graph::start(&self.start_cells, self.start_loc);
        // The cells of configuration `in_scratch`: a push is undone after its configuration
        // is kept, so they are copied only when a node of another configuration comes.
        let mut scratch = self.start_cells;
        let mut in_scratch = 0;
        let mut i = 0;
        'search: while i < graph.nodes().len() {
            let node = graph.nodes()[i];
            let Node {
                config, loc, cost, ..
            } = node;
            let back = node.back();
            if loc == OUT {
                i += 1;
                continue;
            }
            if cost >= budget {
                // States beyond the budget are left unexplored: this one and every one after
                // it (the nodes are by cost).
                if graph.nodes()[i..].iter().any(|n| n.loc != OUT) {
                    graph.complete = Some(budget);
                }
                break;
            }
            if graph.nodes().len() >= cap || graph.configs() >= cap / 4 {
                graph.complete = Some(cost);
                break;
            }
            let base = graph.key(config);
            let dirs: &[Dir] = if loc == WAITING {
                &[Dir::West]
            } else if prune && back != NO_BACK {
                // Every direction but the way back, without a branch to skip it.
                &ALL_BUT[back as usize]
            } else {
                &Dir::ALL
            };
            if in_scratch != config {
                scratch = *graph.cells(config);
                in_scratch = config;
            }
            for &dir in dirs {
                let mut h = base;
                let mut undo = Undo::default();
                let result = step(&self.ctx, &mut scratch, &mut h, loc, dir, &mut undo);
                let mut ends_alone = false;
                if let Ok(out) = result {
                    ends_alone = self.ends_alone(out.loc);
                    let next = if out.pushed {
                        graph.intern(&scratch, h)
                    } else {
                        config
                    };
                    graph.add(Node::new(
                        i as u32,
                        next,
                        out.loc,
                        cost + 1,
                        dir,
                        self.back(loc, dir, &out),
                        ends_alone,
                    ));
                }
                if !undo.apply(&mut scratch) {
                    // Not undone: copy the configuration again.
                    scratch = *graph.cells(config);
                }
                if observe(&Attempt {
                    cost: cost + 1,
                    result,
                    ends_alone,
                }) {
                    graph.complete = Some(cost);
                    break 'search;
                }
            }
            i += 1;
        }
        graph
    }

    /// [`Node::back`] of the state reached from `loc` by `dir` with `out`.
    #[inline]
    fn back(&self, loc: u8, dir: Dir, out: &StepOut) -> u8 {
        if out.pushed || out.slide.is_some() || loc == WAITING || out.loc == OUT {
            return NO_BACK;
        }
        let from = square_of(loc);
        let back = dir.opposite();
        if self.ctx.is_pool(from) || square_of(out.loc).step(back) != Some(from) {
            return NO_BACK;
        }
        back as u8
    }

    /// The board after reaching `loc` with the pieces as in `cells`.
    fn board_after(&self, cells: &Cells, loc: u8) -> Board {
        let mut board = *self.ctx.board;
        // Eight cells at a time: a move changes few.
        let word = |c: &[u8]| u64::from_ne_bytes(c.try_into().expect("8 cells"));
        let chunks = cells.chunks_exact(8).zip(self.start_cells.chunks_exact(8));
        for (k, (now, was)) in chunks.enumerate() {
            if word(now) == word(was) {
                continue;
            }
            for j in (0..8).filter(|&j| now[j] != was[j]) {
                let sq = square_of((k * 8 + j) as u8);
                match piece_of(now[j]) {
                    Some(p) => board.put_piece(sq, p),
                    None => board.clear(sq),
                }
            }
        }
        board.set_pawn(self.pawn, Dest::of_loc(loc).place());
        board
    }

    /// Plays `dirs` from the start, recording everything: the move they make.
    fn replay(&self, dirs: &[Dir]) -> Result<PawnMove, Block> {
        let mut cells = self.start_cells;
        let mut hash = 0u64;
        let mut loc = self.start_loc;
        let mut path = Vec::with_capacity(dirs.len());
        let mut pushes = Vec::new();
        for &dir in dirs {
            let mut rec = Vec::new();
            let out = step(&self.ctx, &mut cells, &mut hash, loc, dir, &mut rec)?;
            pushes.extend_from_slice(&rec);
            path.push(PathStep {
                dir,
                onto: out.onto,
                to: Dest::of_loc(out.loc),
                slide: out.slide,
                pushes: rec,
            });
            loc = out.loc;
        }
        Ok(PawnMove {
            pawn: self.pawn,
            dest: Dest::of_loc(loc),
            cost: dirs.len() as u8,
            path,
            pushes,
            board: self.board_after(&cells, loc),
        })
    }

    /// The fewest points that end a move on `to`, searched beyond the pawn's `points`
    /// (P1): `TooFar`, or `NoWay` if no way is found.
    fn distance(&self, points: u8, to: Dest) -> Reason {
        // Far enough for any square of the board; the cap keeps a crowded board (where every
        // push makes new states) to a few milliseconds.
        const EXTRA: u8 = 40;
        const CAP: usize = 200_000;
        let want = match to {
            Dest::Square(s) => s.index() as u8,
            Dest::Out => OUT,
            Dest::Waiting => WAITING,
        };
        let mut found = None;
        let budget = points.saturating_add(EXTRA);
        let graph = self.bfs(budget, CAP, false, |a| match a.result {
            Ok(out) if out.loc == want && a.ends_alone => {
                found = Some(a.cost);
                true
            }
            _ => false,
        });
        match found {
            Some(needs) => Reason::TooFar {
                to,
                needs,
                has: points,
            },
            None => Reason::NoWay {
                to,
                searched: graph.complete,
            },
        }
    }

    /// What bars the short way to `to` (item by item, [`Reason::Barred`]): the ways of the
    /// fewest points on a board with nothing on it (orthogonal steps on the board's squares;
    /// entering from beside the entrance; out through a1), when that many points are within
    /// `points`, are played with everything on the board, and the first thing that stops
    /// the pawn on each is told, by the points spent before it, then square. Empty when the
    /// short way is longer than the pawn's points.
    fn barriers(&self, points: u8, to: Dest) -> Vec<Reason> {
        const FAR: u8 = u8::MAX;
        let mut dist = [FAR; LOCS];
        let mut queue = std::collections::VecDeque::new();
        match to {
            Dest::Square(s) => {
                dist[s.index()] = 0;
                queue.push_back(s);
            }
            Dest::Out => {
                dist[loc_index(OUT)] = 0;
                dist[Square::A1.index()] = 1;
                queue.push_back(Square::A1);
            }
            Dest::Waiting => return Vec::new(),
        }
        while let Some(sq) = queue.pop_front() {
            for d in Dir::ALL {
                if let Some(n) = sq.step(d) {
                    if dist[n.index()] == FAR {
                        dist[n.index()] = dist[sq.index()] + 1;
                        queue.push_back(n);
                    }
                }
            }
        }
        dist[loc_index(WAITING)] = dist[Square::P11.index()].saturating_add(1);
        let length = dist[loc_index(self.start_loc)];
        if length == 0 || length > points {
            return Vec::new();
        }
        let d = |loc: u8| dist[loc_index(loc)];
        let mut found: Vec<(u8, Barrier)> = Vec::new();
        let mut seen = std::collections::HashSet::new();
        let mut layer = vec![(self.start_cells, 0u64, self.start_loc)];
        for spent in 0..length {
            let mut next_layer = Vec::new();
            for (cells, hash, loc) in layer {
                let here = d(loc);
                for dir in Dir::ALL {
                    // Only the points of a short way: one square nearer.
                    let target = match loc {
                        WAITING if dir == Dir::West => Some(Square::P11.index() as u8),
                        WAITING => None,
                        OUT => None,
                        l if l as usize == Square::A1.index()
                            && dir == Dir::West
                            && to == Dest::Out =>
                        {
                            Some(OUT)
                        }
                        l => square_of(l).step(dir).map(|n| n.index() as u8),
                    };
                    if target.is_none_or(|t| d(t) + 1 != here) {
                        continue;
                    }
                    let (mut c, mut h) = (cells, hash);
                    match step(&self.ctx, &mut c, &mut h, loc, dir, &mut ()) {
                        Err(b) => {
                            let by = match b {
                                Block::Monster(sq) if loc != WAITING => Barrier::Monster(sq),
                                Block::Teleporter(sq) => Barrier::Teleporter(sq),
                                Block::Push {
                                    piece,
                                    at,
                                    dir,
                                    obstacle,
                                } => Barrier::Push {
                                    piece,
                                    at,
                                    dir,
                                    obstacle,
                                },
                                _ => continue,
                            };
                            if !found.iter().any(|(_, f)| *f == by) {
                                found.push((spent, by));
                            }
                        }
                        Ok(out) if d(out.loc) < here => {
                            if seen.insert((h, out.loc)) {
                                next_layer.push((c, h, out.loc));
                            }
                        }
                        Ok(out) => {
                            // Sliding on from the destination itself is told as a pool square.
                            if let Some(sl) = out.slide.filter(|sl| to != Dest::Square(sl.from)) {
                                let by = Barrier::Slide {
                                    from: sl.from,
                                    to: sl.to,
                                };
                                if !found.iter().any(|(_, f)| *f == by) {
                                    found.push((spent, by));
                                }
                            }
                        }
                    }
                }
            }
            layer = next_layer;
        }
        let place = |b: &Barrier| match *b {
            Barrier::Monster(s) | Barrier::Teleporter(s) => s,
            Barrier::Push { at, .. } => at,
            Barrier::Slide { from, .. } => from,
        };
        found.sort_by_key(|(spent, b)| (*spent, place(b).column_major()));
        found
            .into_iter()
            .map(|(_, by)| Reason::Barred { to, length, by })
            .collect()
    }

    /// The reasons for a square where another pawn stands (P4, P7).
    fn explain_pawn_square(&self, points: u8, s: Square, other: PawnId, reasons: &mut Vec<Reason>) {
        let mut passes: Option<u8> = None;
        let mut slides: Vec<(Square, u8)> = Vec::new();
        self.bfs(points, usize::MAX, false, |a| {
            if let Ok(out) = a.result {
                if out.loc as usize == s.index() {
                    passes = Some(passes.map_or(a.cost, |p| p.min(a.cost)));
                    if let Some(sl) = out.slide.filter(|sl| sl.from != s) {
                        // The fewest points that land there from this pool square.
                        match slides.iter_mut().find(|(f, _)| *f == sl.from) {
                            Some((_, c)) => *c = (*c).min(a.cost),
                            None => slides.push((sl.from, a.cost)),
                        }
                    }
                }
            }
            false
        });
        reasons.push(Reason::PawnThere {
            at: s,
            pawn: other,
            passes,
        });
        for (from, cost) in slides {
            reasons.push(Reason::SlideOntoPawn {
                from,
                to: s,
                pawn: other,
                points_left: points - cost,
            });
        }
    }

    /// The direction of the point that goes from `loc` to `want` ([`explain_path`]).
    fn resolve(&self, cells: &Cells, loc: u8, want: Dest) -> Result<Dir, Reason> {
        let lands = |dir: Dir| {
            let mut c = *cells;
            let mut h = 0;
            matches!(step(&self.ctx, &mut c, &mut h, loc, dir, &mut ()),
                     Ok(out) if Dest::of_loc(out.loc) == want)
        };
        match (loc, want) {
            (OUT, _) => Err(Reason::MoveEnded),
            (WAITING, Dest::Square(Square::P11)) => Ok(Dir::West),
            (WAITING, _) if lands(Dir::West) => Ok(Dir::West),
            (WAITING, _) => Err(Reason::MustEnterFirst { to: want }),
            (_, Dest::Waiting) => Err(Reason::NotWaiting { at: square_of(loc) }),
            (_, Dest::Out) if loc as usize == Square::A1.index() => Ok(Dir::West),
            (_, Dest::Out) => Err(Reason::OutOnlyFromA1 { at: square_of(loc) }),
            (_, Dest::Square(s)) => {
                let from = square_of(loc);
                Dir::ALL
                    .into_iter()
                    .find(|&d| from.step(d) == Some(s))
                    .or_else(|| Dir::ALL.into_iter().find(|&d| lands(d)))
                    .ok_or(Reason::NotAdjacent { from, to: s })
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    fn ctx(board: &Board, destroy: bool) -> Ctx<'_> {
        Ctx::new(board, destroy)
    }

    fn cells_of(board: &Board) -> Cells {
        let mut c = [EMPTY; CELLS];
        for s in Square::all() {
            c[s.index()] = match board.occupant(s) {
                Occupant::Empty => EMPTY,
                Occupant::Piece(p) => code_of(p),
                Occupant::Pawn(_) => PAWN,
            };
        }
        c
    }

    fn full_hash(cells: &Cells) -> u64 {
        let mut h = 0;
        for (i, &c) in cells.iter().enumerate() {
            if piece_of(c).is_some() {
                h ^= ZOBRIST[i][c as usize];
            }
        }
        h
    }

    #[test]
    fn the_boards_codes_are_the_searchs() {
        for board in crate::bench::positions() {
            assert_eq!(board.piece_codes(PAWN), cells_of(&board));
        }
    }

    #[test]
    fn piece_codes_round_trip() {
        for p in [
            Piece::Stone,
            Piece::Crystal,
            Piece::Pivot(PivotKind::Right),
            Piece::Pivot(PivotKind::Around),
        ] {
            assert_eq!(piece_of(code_of(p)), Some(p));
        }
        assert_eq!(piece_of(PAWN), None);
        assert_eq!(piece_of(EMPTY), None);
    }

    #[test]
    fn push_keeps_the_hash_in_step() {
        let mut b = Board::empty();
        b.set_monster(sq("e11"), Dir::East);
        b.put_piece(sq("g6"), Piece::Stone);
        for s in ["e6", "f6"] {
            b.put_pool(sq(s));
        }
        let c = ctx(&b, true);
        let mut cells = cells_of(&b);
        let mut h = full_hash(&cells);
        let mut rec = Vec::new();
        push(&c, &mut cells, &mut h, sq("g6"), Dir::West, &mut rec).unwrap();
        // Slid over f6, e6 and stopped on d6 (S5).
        assert_eq!(rec[0].to, Some(sq("d6")));
        assert_eq!(h, full_hash(&cells));
    }

    #[test]
    fn a_refused_push_changes_nothing() {
        let mut b = Board::empty();
        b.set_monster(sq("f6"), Dir::East);
        b.put_piece(sq("g6"), Piece::Crystal);
        let c = ctx(&b, true);
        let mut cells = cells_of(&b);
        let before = cells;
        let mut h = 7;
        assert_eq!(
            push(&c, &mut cells, &mut h, sq("g6"), Dir::West, &mut ()),
            Err(Obstacle::Monster(sq("f6")))
        );
        assert_eq!(cells, before);
        assert_eq!(h, 7);
    }

    #[test]
    fn corner_and_teleporter_remove_the_piece() {
        let mut b = Board::empty();
        b.set_monster(sq("h8"), Dir::East);
        b.put_piece(sq("b1"), Piece::Stone);
        b.put_piece(sq("f5"), Piece::Stone);
        b.put_teleporters((sq("e5"), Dir::North), (sq("k9"), Dir::South));
        let mut cells = cells_of(&b);
        let mut h = full_hash(&cells);
        let mut rec = Vec::new();
        push(
            &ctx(&b, true),
            &mut cells,
            &mut h,
            sq("b1"),
            Dir::West,
            &mut rec,
        )
        .unwrap();
        push(
            &ctx(&b, true),
            &mut cells,
            &mut h,
            sq("f5"),
            Dir::West,
            &mut rec,
        )
        .unwrap();
        assert_eq!(rec[0].removed_on, Some(Square::A1));
        assert_eq!(rec[1].removed_on, Some(sq("e5")));
        assert_eq!(cells.iter().filter(|&&c| c != EMPTY).count(), 0);
        assert_eq!(h, 0);
        let mut cells = cells_of(&b);
        assert_eq!(
            push(
                &ctx(&b, false),
                &mut cells,
                &mut h,
                sq("f5"),
                Dir::West,
                &mut ()
            ),
            Err(Obstacle::Teleporter(sq("e5")))
        );
    }

    #[test]
    fn dest_parses_and_orders() {
        assert_eq!("out".parse::<Dest>(), Ok(Dest::Out));
        assert_eq!("waiting".parse::<Dest>(), Ok(Dest::Waiting));
        assert_eq!("d10".parse::<Dest>(), Ok(Dest::Square(sq("d10"))));
        assert!("z9".parse::<Dest>().is_err());
        let mut v = vec![
            Dest::Out,
            Dest::Square(sq("b1")),
            Dest::Square(sq("d10")),
            Dest::Waiting,
        ];
        v.sort();
        assert_eq!(
            v,
            vec![
                Dest::Waiting,
                Dest::Square(sq("b1")),
                Dest::Square(sq("d10")),
                Dest::Out
            ]
        );
        assert_eq!(Dest::Square(sq("p11")).to_string(), "p11");
    }
}
