//! Legal pawn moves (docs/RULES.md section 4, P1–P8, read with S9–S13).
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

use crate::board::{Board, Occupant, PawnId, PawnPlace, Piece, PivotKind};
use crate::geometry::{Dir, Square, SquareError, CELLS, COLS, ROWS};
use crate::rules::{Options, PawnPushOntoTeleporter};
use std::cmp::Ordering;
use std::fmt;

mod flood;
mod graph;
mod reason;
mod search;
mod step;

pub(crate) use flood::Terrain;
use graph::{Graph, Node, NO_BACK};
pub use reason::{Barrier, Origin, Reason, Verdict};
use search::*;
use step::*;

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
    /// docs/FORMAT.md sorts squares), then out.
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
        self.goal_words_in(crate::i18n::Lang::En)
    }

    /// [`Dest::goal_words`] in `lang`.
    pub fn goal_words_in(self, lang: crate::i18n::Lang) -> String {
        crate::t!(lang, "moves-goal", to = self)
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
    /// `j6`, `out` or `waiting`, as in docs/FORMAT.md section 4.
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
    /// Where the pawn stands after each point (docs/FORMAT.md's `path`).
    pub fn squares(&self) -> impl Iterator<Item = Dest> + '_ {
        self.path.iter().map(|s| s.to)
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

    /// Result `i` as what it changes on the board, nothing built ([`Change`]).
    pub(crate) fn change(&self, i: usize) -> Change<'_> {
        let n = self.node(i);
        Change {
            search: &self.search,
            graph: &self.graph,
            config: n.config,
            // Configuration 0 is the start's (nothing pushed): nothing to compare.
            cells: (n.config != 0).then(|| self.graph.cells(n.config)),
            loc: n.loc,
        }
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

/// A result of a pawn's move ([`Reach::change`]) as what it changes on the board before it:
/// the pieces it pushed and where the pawn ends. The board after it is built only on demand,
/// or its changes laid on another board.
pub(crate) struct Change<'r> {
    search: &'r Search<'r>,
    /// The search's states: its configuration's changed squares are found there once.
    graph: &'r Graph,
    /// Its configuration of the pieces (0: the start's).
    config: u32,
    /// The pieces after it; `None` if they stand as before it.
    cells: Option<&'r step::Cells>,
    loc: u8,
}

impl Change<'_> {
    /// The board after it ([`Reach::board`]).
    pub(crate) fn board(&self) -> Board {
        let mut board = *self.search.ctx.board;
        self.lay(&mut board);
        board
    }

    /// Lays its changes on `board`, which agrees with the board before it on every square
    /// of [`Change::squares`] and on the pawn's place: the pieces where they moved, then the
    /// pawn.
    pub(crate) fn lay(&self, board: &mut Board) {
        self.search.lay(board, self.pieces(), self.loc);
    }

    /// The squares it may change, a bit per grid index (as [`Board::cells_changed`]): every
    /// one it changes, and where the pawn starts and ends.
    pub(crate) fn squares(&self) -> [u64; 3] {
        let pieces = self.pieces().map_or([0; 3], |(_, changed)| changed);
        self.search.with_pawn_squares(pieces, self.loc)
    }

    /// The pieces after it and the squares where they differ from before it (found once per
    /// configuration); `None` if they stand as before it.
    #[inline]
    fn pieces(&self) -> Option<(&Cells, [u64; 3])> {
        self.cells.map(|cells| {
            let changed = self
                .graph
                .changed(self.config, |cells| self.search.pieces_changed(cells));
            (cells, changed)
        })
    }

    /// The pawn played.
    pub(crate) fn pawn(&self) -> PawnId {
        self.search.pawn
    }

    /// Where the pawn ends.
    pub(crate) fn place(&self) -> PawnPlace {
        Dest::of_loc(self.loc).place()
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
                let barriers = search.barriers(points, to);
                let short = reason::short_way(&barriers);
                reasons.extend(barriers);
                reasons.push(search.distance(points, to, short));
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
                // The pushes into `s` that failed within the pawn's points (P5). A piece that
                // is not on `s` before the move was pushed there on the way.
                let mut refused: Vec<Reason> = Vec::new();
                search.bfs(points, usize::MAX, false, |a| {
                    if let Err(Block::Push {
                        piece,
                        at,
                        dir,
                        obstacle,
                    }) = a.result
                    {
                        let same = |r: &Reason| matches!(*r, Reason::CannotPush { piece: p, at: q, dir: d, obstacle: o, .. } if (p, q, d, o) == (piece, at, dir, obstacle));
                        if at == s && !refused.iter().any(same) {
                            let origin = if board.occupant(at) == Occupant::Piece(piece) {
                                Origin::Here
                            } else {
                                Origin::Pushed
                            };
                            refused.push(Reason::CannotPush {
                                piece,
                                at,
                                dir,
                                obstacle,
                                origin,
                                after: a.cost - 1,
                            });
                        }
                    }
                    false
                });
                // The short way's barriers: a push into `s` that is one of them is told once,
                // where it stands among the pushes, as the barrier when the piece was pushed
                // there on the way (the barrier knows from where), else as the push.
                let mut barriers = search.barriers(points, to);
                let short = reason::short_way(&barriers);
                for r in refused {
                    let Reason::CannotPush {
                        piece,
                        at,
                        dir,
                        obstacle,
                        origin,
                        ..
                    } = r
                    else {
                        continue;
                    };
                    let told = barriers.iter().position(|b| matches!(*b, Reason::Barred { by: Barrier::Push { piece: p, at: q, dir: d, obstacle: o, .. }, .. } if (p, q, d, o) == (piece, at, dir, obstacle)));
                    match told {
                        Some(i) if origin != Origin::Here => reasons.push(barriers.remove(i)),
                        Some(i) => {
                            barriers.remove(i);
                            reasons.push(r);
                        }
                        None => reasons.push(r),
                    }
                }
                reasons.extend(barriers);
                reasons.push(search.distance(points, to, short));
            }
        }
    }
    Verdict::Illegal(reasons)
}

/// Plays `path` — the squares the pawn moves to, one per point — and says whether it is a
/// legal move.
///
/// Each entry is the square stepped onto (next to the pawn) or, for a point that slides, the
/// square where the slide ends — never the pool square stepped onto ([`Reason::SlideWrittenAt`],
/// docs/FORMAT.md section 4); `p11` enters a waiting pawn; `out` leaves from a1. An empty
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
    let mut pushes: Vec<PushRecord> = Vec::new();
    let mut last_slide = None;
    for (k, &want) in path.iter().enumerate() {
        let dir = match search.resolve(&cells, loc, want) {
            Ok(d) => d,
            // The last point written at the pool square of a slide that ends on another pawn:
            // that slide is the problem (P7), told below as such.
            Err(Reason::SlideWrittenAt { entered, ends })
                if k + 1 == path.len()
                    && matches!(board.occupant(ends), Occupant::Pawn(p) if p != pawn) =>
            {
                match Dir::ALL
                    .into_iter()
                    .find(|&d| square_of(loc).step(d) == Some(entered))
                {
                    Some(d) => d,
                    None => {
                        return Verdict::Illegal(vec![Reason::NotAdjacent {
                            from: square_of(loc),
                            to: entered,
                        }])
                    }
                }
            }
            Err(r) => return Verdict::Illegal(vec![r]),
        };
        match step(&search.ctx, &mut cells, &mut hash, loc, dir, &mut pushes) {
            Ok(out) => {
                loc = out.loc;
                last_slide = out.slide;
            }
            Err(b) => {
                let after = dirs.len() as u8;
                return Verdict::Illegal(vec![search.ctx.reason(b, loc, &pushes, after)]);
            }
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

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
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
