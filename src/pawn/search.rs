//! The breadth-first search over states (the pawn's location and the pieces' configuration),
//! and the explanations built on it.

use super::*;

/// No node (the start's parent; a free slot of the configuration table).
pub(super) const NO_NODE: u32 = u32::MAX;

/// Locations: the 176 grid indices, then waiting and out.
pub(super) const LOCS: usize = CELLS + 2;

#[inline]
pub(super) fn loc_index(loc: u8) -> usize {
    match loc {
        WAITING => CELLS,
        OUT => CELLS + 1,
        i => i as usize,
    }
}

/// The four directions but one, in the order of [`Dir::ALL`].
pub(super) static ALL_BUT: [[Dir; 3]; 4] = [
    [Dir::East, Dir::South, Dir::West],
    [Dir::North, Dir::South, Dir::West],
    [Dir::North, Dir::East, Dir::West],
    [Dir::North, Dir::East, Dir::South],
];

/// The location indices in the order of [`Dest::sort_key`]: waiting, the grid by column then
/// row, out.
pub(super) static DEST_ORDER: [u8; LOCS] = dest_order();

/// Each location index's place in [`DEST_ORDER`].
pub(super) static DEST_RANK: [u8; LOCS] = dest_rank();

pub(super) const fn dest_rank() -> [u8; LOCS] {
    let mut rank = [0u8; LOCS];
    let mut k = 0;
    while k < LOCS {
        rank[DEST_ORDER[k] as usize] = k as u8;
        k += 1;
    }
    rank
}

pub(super) const fn dest_order() -> [u8; LOCS] {
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
pub(super) struct Attempt {
    /// Points spent after it.
    pub(super) cost: u8,
    pub(super) result: Result<StepOut, Block>,
    /// Whether the pawn may end its move where it stands after it.
    pub(super) ends_alone: bool,
}

pub(super) struct Search<'a> {
    pub(super) ctx: Ctx<'a>,
    pub(super) pawn: PawnId,
    pub(super) start_cells: Cells,
    pub(super) start_loc: u8,
}

impl<'a> Search<'a> {
    pub(super) fn new(board: &'a Board, pawn: PawnId, options: &Options) -> Option<Search<'a>> {
        let destroy = options.pawn_push_onto_teleporter == PawnPushOntoTeleporter::Destroy;
        Search::with(board, pawn, destroy)
    }

    /// [`Search::new`], pushes onto teleporters destroying the piece or not (S13).
    pub(super) fn with(board: &'a Board, pawn: PawnId, destroy: bool) -> Option<Search<'a>> {
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
    pub(super) fn idle(board: &'a Board, pawn: PawnId) -> Search<'a> {
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
    pub(super) fn ends_alone(&self, loc: u8) -> bool {
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
    pub(super) fn bfs<F: FnMut(&Attempt) -> bool>(
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
    pub(super) fn back(&self, loc: u8, dir: Dir, out: &StepOut) -> u8 {
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
    pub(super) fn board_after(&self, cells: &Cells, loc: u8) -> Board {
        let mut board = *self.ctx.board;
        self.lay(&mut board, Some((cells, self.pieces_changed(cells))), loc);
        board
    }

    /// Lays on `board` what reaching `loc` with the pieces as in `cells` (`None`: as at the
    /// start; with them, the squares where they differ, [`Search::pieces_changed`]) changes
    /// on the
    /// search's board: the pieces where `cells` differs from the start's, then the pawn at
    /// `loc` if it moved. On the search's board, [`Search::board_after`]; on another board
    /// that agrees with it on the squares of [`super::Change::squares`] (and on the pawn's
    /// place if it moved), the same changes.
    #[inline]
    pub(super) fn lay(&self, board: &mut Board, cells: Option<(&Cells, [u64; 3])>, loc: u8) {
        // Only the squares that differ, in grid order. `None`: the start's, nothing pushed.
        if let Some((cells, changed)) = cells {
            for (w, &word) in changed.iter().enumerate() {
                let mut bits = word;
                while bits != 0 {
                    let i = w * 64 + bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    let sq = square_of(i as u8);
                    match piece_of(cells[i]) {
                        Some(p) => board.put_piece(sq, p),
                        None => board.clear(sq),
                    }
                }
            }
        }
        // A pawn back where it started stays as it is (on another board, where the squares
        // it did not change say, even if a monster took it there).
        if loc != self.start_loc {
            board.set_pawn(self.pawn, Dest::of_loc(loc).place());
        }
    }

    /// The squares where the pieces as in `cells` differ from the start's, a bit per grid
    /// index.
    #[inline]
    pub(super) fn pieces_changed(&self, cells: &Cells) -> [u64; 3] {
        let mut out = [0u64; 3];
        let word = |c: &[u8]| u64::from_le_bytes(c.try_into().expect("8 cells"));
        let chunks = cells.chunks_exact(8).zip(self.start_cells.chunks_exact(8));
        for (k, (now, was)) in chunks.enumerate() {
            let x = word(now) ^ word(was);
            if x == 0 {
                continue;
            }
            // The high bit of each byte that differs, gathered (byte j to bit j).
            let nonzero = ((x & 0x7f7f_7f7f_7f7f_7f7f).wrapping_add(0x7f7f_7f7f_7f7f_7f7f) | x)
                & 0x8080_8080_8080_8080;
            let bits = (nonzero >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56;
            let i = k * 8;
            out[i / 64] |= bits << (i % 64);
        }
        out
    }

    /// The squares (a bit per grid index, as [`Board::cells_changed`]) that reaching `loc`
    /// with the pieces changed on `pieces` ([`Search::pieces_changed`]) changes on the
    /// search's board: those, and where the pawn starts and where it ends if they differ.
    #[inline]
    pub(super) fn with_pawn_squares(&self, pieces: [u64; 3], loc: u8) -> [u64; 3] {
        let mut out = pieces;
        if loc != self.start_loc {
            for l in [self.start_loc, loc] {
                if usize::from(l) < CELLS {
                    out[usize::from(l) / 64] |= 1 << (l % 64);
                }
            }
        }
        out
    }

    /// Plays `dirs` from the start, recording everything: the move they make.
    pub(super) fn replay(&self, dirs: &[Dir]) -> Result<PawnMove, Block> {
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
    /// (P1): `TooFar`, or `NoWay` if no way is found; `barred`: the points of the short way
    /// when it is barred.
    pub(super) fn distance(&self, points: u8, to: Dest, barred: Option<u8>) -> Reason {
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
                barred,
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
    pub(super) fn barriers(&self, points: u8, to: Dest) -> Vec<Reason> {
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
        // Each way's pushes so far, to tell where a refused piece stood before the move.
        let mut layer = vec![(self.start_cells, 0u64, self.start_loc, Vec::new())];
        for spent in 0..length {
            let mut next_layer = Vec::new();
            for (cells, hash, loc, pushes) in layer {
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
                    let mut p: Vec<PushRecord> = pushes.clone();
                    match step(&self.ctx, &mut c, &mut h, loc, dir, &mut p) {
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
                                    origin: reason::origin_of(&pushes, at),
                                    after: spent,
                                },
                                _ => continue,
                            };
                            if !found.iter().any(|(_, f)| same_barrier(f, &by)) {
                                found.push((spent, by));
                            }
                        }
                        Ok(out) if d(out.loc) < here => {
                            if seen.insert((h, out.loc)) {
                                next_layer.push((c, h, out.loc, p));
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
    pub(super) fn explain_pawn_square(
        &self,
        points: u8,
        s: Square,
        other: PawnId,
        reasons: &mut Vec<Reason>,
    ) {
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
    pub(super) fn resolve(&self, cells: &Cells, loc: u8, want: Dest) -> Result<Dir, Reason> {
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
                let adjacent = Dir::ALL.into_iter().find(|&d| from.step(d) == Some(s));
                if let Some(d) = adjacent.filter(|&d| lands(d)) {
                    return Ok(d);
                }
                // A slide that ends on `s` (from a pool square next to the pawn).
                if let Some(d) = Dir::ALL.into_iter().find(|&d| lands(d)) {
                    return Ok(d);
                }
                let Some(d) = adjacent else {
                    return Err(Reason::NotAdjacent { from, to: s });
                };
                // The step onto `s` is taken but ends elsewhere: a slide, written at the pool
                // square stepped onto instead of where it ended. A step that is refused is
                // explained by the step itself.
                let mut c = *cells;
                let mut h = 0;
                match step(&self.ctx, &mut c, &mut h, loc, d, &mut ()) {
                    Ok(out) => Err(Reason::SlideWrittenAt {
                        entered: s,
                        ends: square_of(out.loc),
                    }),
                    Err(_) => Ok(d),
                }
            }
        }
    }
}

/// Whether two barriers are the same thing in the way (wherever the piece came from).
fn same_barrier(a: &Barrier, b: &Barrier) -> bool {
    match (*a, *b) {
        (
            Barrier::Push {
                piece,
                at,
                dir,
                obstacle,
                ..
            },
            Barrier::Push {
                piece: p,
                at: q,
                dir: d,
                obstacle: o,
                ..
            },
        ) => (piece, at, dir, obstacle) == (p, q, d, o),
        _ => a == b,
    }
}
