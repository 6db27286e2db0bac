//! The evaluation shared by the levels: a board after a pawn play, scored over the exact
//! distribution of the next monster phase's tiles (one monster walk per distinct tile, on the
//! engine's fast path: the sink is `()`).

use super::footprint::{Cells, Footprint, Shared, Written};
use crate::board::{place_code, Board, PawnId, PawnPlace, MAX_PAWNS, PLACE_EATEN, PLACE_OUT};
use crate::game::{Game, Seat, MAX_GAME_PAWNS, MAX_PLAYERS};
use crate::geometry::{Square, CELLS};
use crate::monster;
use crate::pawn::{Change, Dest, PawnMove};
use crate::rules::{Options, Tile, MAX_STEPS};
use std::cell::Cell;
use std::sync::OnceLock;

/// The weights of the evaluation (named options of the AI, with these defaults).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weights {
    /// A pawn out through the exit.
    pub out: f64,
    /// A pawn on the board, at the entrance (scaled up linearly to `out` at the exit).
    pub progress: f64,
    /// A pawn removed by the monster (on top of the progress it loses).
    pub removed: f64,
    /// How much the best opponent's score counts against one's own.
    pub opponents: f64,
    /// Having won.
    pub win: f64,
    /// Round 2: how many tiles a pawn on the board needs left to count in full (fewer: its
    /// progress counts that much less, as it will be eaten at the end).
    pub tempo: f64,
}

impl Default for Weights {
    fn default() -> Weights {
        Weights {
            out: 10.0,
            progress: 6.0,
            removed: 3.0,
            opponents: 0.7,
            win: 1000.0,
            tempo: 3.0,
        }
    }
}

/// The figures of a play after the next monster phase, expected over the tiles left.
#[derive(Clone, Debug, PartialEq)]
pub struct Figures {
    /// The value the AI gave the play (its score less the best opponent's).
    pub value: f64,
    /// The chance the pawn played is removed.
    pub chance_removed: f64,
    /// Every other pawn with a chance of being removed, with that chance.
    pub at_risk: Vec<(PawnId, f64)>,
    /// Expected pawns removed per seat.
    pub expected_losses: Vec<f64>,
}

/// The distinct tiles the next monster phase can bring, with their chance; no allocation.
#[derive(Clone)]
pub(crate) struct Chances {
    tiles: [(Tile, f64); 8],
    len: usize,
}

impl Chances {
    pub(crate) fn of(game: &Game) -> Chances {
        let deck = game.next_tiles();
        let mut out = Chances {
            tiles: [(Tile::Steps(0), 0.0); 8],
            len: 0,
        };
        let share = 1.0 / deck.len().max(1) as f64;
        for &t in deck.tiles() {
            let len = out.len;
            match out.tiles[..len].iter().position(|(u, _)| *u == t) {
                Some(i) => out.tiles[i].1 += share,
                None if len < 8 => {
                    out.tiles[len] = (t, share);
                    out.len += 1;
                }
                None => {}
            }
        }
        out
    }

    pub(crate) fn iter(&self) -> impl Iterator<Item = (Tile, f64)> + '_ {
        self.tiles[..self.len].iter().copied()
    }
}

/// The whole distance from beside the entrance to the exit.
const FAR: f64 = 26.0;

/// Per grid index, the share of its progress a pawn there has: `1 - d / FAR`, `d` its distance
/// from the exit (0 where no square is).
fn rise_to_exit() -> &'static [f64; CELLS] {
    static RISE: OnceLock<[f64; CELLS]> = OnceLock::new();
    RISE.get_or_init(|| {
        let mut rise = [0.0f64; CELLS];
        for (i, r) in rise.iter_mut().enumerate() {
            // Grid indices that are no square (the cut corners) hold no pawn.
            if let Some(sq) = Square::from_index(i) {
                let d = f64::from(sq.col()) + f64::from(sq.row());
                *r = 1.0 - d / FAR;
            }
        }
        rise
    })
}

/// A bit per byte of `x` that is not zero (byte `k` to bit `k`).
#[inline(always)]
fn differing_bytes(x: u64) -> u64 {
    let nonzero = ((x & 0x7f7f_7f7f_7f7f_7f7f).wrapping_add(0x7f7f_7f7f_7f7f_7f7f) | x)
        & 0x8080_8080_8080_8080;
    (nonzero >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56
}

/// `after` with the places of the pawns in `moved` (a bit each) taken from `now`.
#[inline(always)]
fn with_places_of(
    mut after: [u8; MAX_PAWNS],
    now: &[u8; MAX_PAWNS],
    moved: u64,
) -> [u8; MAX_PAWNS] {
    let mut bits = moved;
    while bits != 0 {
        let p = bits.trailing_zeros() as usize;
        bits &= bits - 1;
        after[p] = now[p];
    }
    after
}

/// The pawns among the first `pawns` (a bit each) whose places differ in `a` and `b`.
#[inline(always)]
fn differing_places(a: &[u8; MAX_PAWNS], b: &[u8; MAX_PAWNS], pawns: usize) -> u64 {
    let mut bits = 0u64;
    for (k, (a, b)) in a
        .chunks_exact(8)
        .zip(b.chunks_exact(8))
        .enumerate()
        .take(pawns.div_ceil(8))
    {
        let x = u64::from_le_bytes(a.try_into().expect("8 places"))
            ^ u64::from_le_bytes(b.try_into().expect("8 places"));
        if x != 0 {
            bits |= differing_bytes(x) << (8 * k);
        }
    }
    // The places past the last pawn are no pawn's.
    bits & (u64::MAX >> (64 - pawns.clamp(1, 64)))
}

/// Round 2's discount of pawns on the board (the last tiles): 1 in round 1.
fn tempo(game: &Game, w: &Weights) -> f64 {
    if game.round() < 2 {
        return 1.0;
    }
    let left_after = 7usize.saturating_sub(game.tiles_played_this_round() + 1) as f64;
    (left_after / w.tempo.max(1.0)).min(1.0)
}

/// The expected value for `seat` of `after` (the state after a play) over `chances`, the
/// tiles of the next monster phase. Counts one monster walk per tile into `nodes`.
pub(crate) fn expected(
    after: &Game,
    chances: &Chances,
    seat: Seat,
    w: &Weights,
    nodes: &mut u64,
) -> f64 {
    Scorer::with_chances(after, chances.clone(), seat, w).expected_game(after, nodes)
}

/// Whether the move of `tile` ends once `steps` are walked and `removed` pawns removed.
#[inline(always)]
fn stops(tile: Tile, steps: u8, removed: u8) -> bool {
    match tile {
        Tile::Steps(n) => steps >= n,
        Tile::Prey(k) => removed >= k,
    }
}

/// The evaluation of the boards after the plays of one state, everything that does not change
/// from play to play found once: the tiles and their chances, each pawn's seat, the tempo.
/// Scores a board with one monster walk for all the tiles (the move of a shorter tile is the
/// start of the move of a longer one), counting, never building a state.
pub(crate) struct Scorer<'a> {
    w: &'a Weights,
    options: &'a Options,
    seat: Seat,
    seats: usize,
    pawns: usize,
    /// Each seat's pawns, a bit each.
    seat_pawns: [u64; MAX_PLAYERS],
    to_win: usize,
    /// A pawn's score on each square (the tempo included).
    progress: [f64; CELLS],
    /// The pawns' places in the state.
    codes: [u8; MAX_PAWNS],
    /// Each seat's score and pawns out in the state, for the seats whose pawns a play and a
    /// monster phase leave where they are.
    still: Seats,
    chances: Chances,
    /// The walk on the state's own board, for the plays that leave it as it was.
    base: Option<Base>,
}

/// A play as the scorer reads it: the board after it, or what it changes on the board before
/// it (a board is then built only where a walk needs one).
#[derive(Clone, Copy)]
pub(crate) enum Play<'p> {
    Built(&'p Board),
    Changes(&'p Change<'p>),
}

/// Each seat's score (its win not counted) and pawns out.
#[derive(Clone, Copy)]
struct Seats {
    score: [f64; MAX_PLAYERS],
    out: [u8; MAX_PLAYERS],
}

/// How much of the walk before the plays a play's walk reused.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Reuse {
    /// None: walked from its start.
    Walked,
    /// The first so many steps: the rest walked.
    Resumed(u8),
    /// The whole walk: not walked at all.
    Whole,
}

/// Calls of a walk's watcher: before each of its at most [`MAX_STEPS`] steps, and after the
/// last.
const CALLS: usize = MAX_STEPS as usize + 1;

/// The walk on the board before any play ([`Scorer::for_plays`]): what it read, step by step,
/// where it stood between steps, and where each tile's move leaves the pawns.
struct Base {
    board: Board,
    /// The steps it walked.
    len: u8,
    /// Per watcher call `s` (after `s` steps): the board then (`len + 1` boards).
    boards: Vec<Board>,
    /// Per watcher call: the pawns removed by then.
    removed: [u8; CALLS],
    /// Per watcher call: every square the first `s` steps read (their footprint).
    seen: [Cells; CALLS],
    /// Per watcher call: every square the steps after the first `s` read.
    later: [Cells; CALLS],
    /// Per watcher call: the squares the first `s` steps wrote to, and how many events
    /// wrote.
    written: [(Cells, u32); CALLS],
    /// Per tile, the watcher call at which its move ends.
    stop: [u8; 8],
    /// Per tile, the pawns' places where its move ends.
    after: [[u8; MAX_PAWNS]; 8],
    /// Per tile, the first tile whose move leaves the pawns as it does (itself, if none
    /// before it).
    same: [u8; 8],
}

impl<'a> Scorer<'a> {
    /// For the plays of `game` (the state before them), scored for `seat`.
    pub(crate) fn new(game: &'a Game, seat: Seat, w: &'a Weights) -> Scorer<'a> {
        Scorer::with_chances(game, Chances::of(game), seat, w)
    }

    /// [`Scorer::new`] for scoring many plays of `game`: the walk on its board is made once,
    /// with its footprint, and every play that changes none of the squares it read is scored
    /// from it ([`super::footprint`]).
    pub(crate) fn for_plays(game: &'a Game, seat: Seat, w: &'a Weights) -> Scorer<'a> {
        let mut scorer = Scorer::new(game, seat, w);
        scorer.base = Some(scorer.base_walk(game.board()));
        scorer
    }

    /// The walk on `board` for every tile, recording its footprint step by step and where it
    /// stood between steps.
    fn base_walk(&self, board: &Board) -> Base {
        let tiles = &self.chances.tiles[..self.chances.len];
        let all = (1u16 << tiles.len()) - 1;
        let mut scored = 0u16;
        let mut base = Base {
            board: *board,
            len: 0,
            boards: Vec::with_capacity(CALLS),
            removed: [0; CALLS],
            seen: [Cells::default(); CALLS],
            later: [Cells::default(); CALLS],
            written: [(Cells::default(), 0); CALLS],
            stop: [0; 8],
            after: [[0u8; MAX_PAWNS]; 8],
            same: [0; 8],
        };
        // Per step `s` (from 1): the squares it read, its look and its events.
        let mut reads = [Cells::default(); CALLS];
        let events = Cell::new(Cells::default());
        let writes = Cell::new((Cells::default(), 0));
        // The look of the step to come.
        let mut look = Footprint::default();
        let mut walked = *board;
        let Base {
            boards,
            removed: removed_at,
            seen,
            written,
            stop,
            after,
            ..
        } = &mut base;
        let outcome = monster::walk_watched(
            &mut walked,
            self.options,
            &mut Shared {
                read: &events,
                written: &writes,
            },
            |steps, removed, b| {
                let s = usize::from(steps);
                boards.push(*b);
                removed_at[s] = removed;
                written[s] = writes.get();
                if s > 0 {
                    reads[s] = events.take();
                    reads[s].union(&look.cells);
                    seen[s] = seen[s - 1];
                    seen[s].union(&reads[s]);
                }
                for (i, &(tile, _)) in tiles.iter().enumerate() {
                    if scored & (1 << i) == 0 && stops(tile, steps, removed) {
                        after[i] = *b.place_codes();
                        stop[i] = steps;
                        scored |= 1 << i;
                    }
                }
                if scored == all {
                    return true;
                }
                look = Footprint::default();
                look.before_step(b);
                false
            },
        );
        // Where the walk ended (the 20-step cap, M11, or every tile's move done).
        let len = usize::from(outcome.steps);
        boards.truncate(len);
        boards.push(walked);
        removed_at[len] = outcome.removed;
        written[len] = writes.get();
        if len > 0 {
            // The last step's squares (again, if the watcher saw its end: no harm).
            reads[len].union(&events.take());
            reads[len].union(&look.cells);
            seen[len] = seen[len - 1];
            seen[len].union(&reads[len]);
        }
        for i in 0..tiles.len() {
            if scored & (1 << i) == 0 {
                after[i] = *walked.place_codes();
                stop[i] = outcome.steps;
            }
        }
        for s in (0..len).rev() {
            let mut later = base.later[s + 1];
            later.union(&reads[s + 1]);
            base.later[s] = later;
        }
        for i in 0..tiles.len() {
            let first = (0..i)
                .find(|&j| base.after[j][..self.pawns] == base.after[i][..self.pawns])
                .unwrap_or(i);
            base.same[i] = first as u8;
        }
        base.len = outcome.steps;
        base
    }

    /// The expected value of `board`, the board after a play (not out), using the walk
    /// before the play ([`Scorer::for_plays`]): the steps of that walk that read no square
    /// the play changed are the play's walk's too (with the play's changes where they never
    /// looked), so the play's walk resumes after them, or is not walked at all if the play
    /// changed nothing the walk read. A walk that meets that walk again goes no further
    /// ([`Scorer::expected_walk`]).
    fn expected_resumed(&self, play: Play, nodes: &mut u64) -> (f64, Reuse, Option<u8>) {
        let Some(base) = self.base.as_ref() else {
            let board = match play {
                Play::Built(board) => *board,
                Play::Changes(change) => change.board(),
            };
            return (self.expected(&board, nodes), Reuse::Walked, None);
        };
        // The squares the play changed (or more), and the pawns' places after it.
        let (changed, now) = match play {
            Play::Built(board) => (Cells(base.board.cells_changed(board)), *board.place_codes()),
            Play::Changes(change) => {
                let mut now = *base.board.place_codes();
                now[usize::from(change.pawn().0)] = place_code(change.place());
                (Cells(change.squares()), now)
            }
        };
        let now = &now;
        let len = usize::from(base.len);
        // The steps the play leaves as they were.
        let mut kept = 0;
        while kept < len && !base.seen[kept + 1].meets(&changed) {
            kept += 1;
        }
        let seats = self.seats_at(now);
        if kept == 0 && len > 0 {
            // The first step reads what the play changed: nothing to keep.
            let mut walked = match play {
                Play::Built(board) => *board,
                Play::Changes(change) => {
                    let mut board = base.board;
                    change.lay(&mut board);
                    board
                }
            };
            let (v, rejoined) = self.expected_walk(
                (now, &seats),
                &mut walked,
                (0, 0),
                (0, [0.0; 8]),
                Some((base, &changed)),
                nodes,
            );
            return (v, Reuse::Walked, rejoined);
        }
        let was = base.board.place_codes();
        // The pawns the play moved (a bit each): where a kept step leaves them, the play
        // left them.
        let moved = differing_places(was, now, self.pawns);
        let tiles = &self.chances.tiles[..self.chances.len];
        // Every step kept: no walk at all.
        let whole = kept == len;
        let mut values = [0.0f64; 8];
        let mut scored = 0u16;
        for i in 0..tiles.len() {
            if !whole && usize::from(base.stop[i]) >= kept {
                continue;
            }
            let first = usize::from(base.same[i]);
            let v = if first < i && scored & (1 << first) != 0 {
                // A tile before it left the pawns where it does.
                values[first]
            } else {
                self.value(now, &seats, &with_places_of(base.after[i], now, moved))
            };
            values[i] = v;
            scored |= 1 << i;
        }
        if !whole {
            let mut resumed = base.boards[kept];
            match play {
                Play::Built(board) => resumed.overlay(board, &changed.0, moved),
                Play::Changes(change) => change.lay(&mut resumed),
            }
            let (v, rejoined) = self.expected_walk(
                (now, &seats),
                &mut resumed,
                (kept as u8, base.removed[kept]),
                (scored, values),
                Some((base, &changed)),
                nodes,
            );
            return (v, Reuse::Resumed(kept as u8), rejoined);
        }
        *nodes += tiles.len() as u64;
        let mut total = 0.0;
        for (i, &(_, p)) in tiles.iter().enumerate() {
            total += p * values[i];
        }
        (total, Reuse::Whole, None)
    }

    fn with_chances(game: &'a Game, chances: Chances, seat: Seat, w: &'a Weights) -> Scorer<'a> {
        let pawns = game.board().pawn_count();
        let t = tempo(game, w);
        // A pawn's score on each square, as first written: progress rising to the exit
        // (`w.progress * t * (1.0 - d / FAR)`, multiplied left to right).
        let scale = w.progress * t;
        let mut progress = [0.0f64; CELLS];
        for (p, &rise) in progress.iter_mut().zip(rise_to_exit()) {
            *p = scale * rise;
        }
        let mut seat_pawns = [0u64; MAX_PLAYERS];
        for i in 0..pawns {
            seat_pawns[game.seat_of(PawnId(i as u8)).index()] |= 1 << i;
        }
        let mut scorer = Scorer {
            w,
            options: game.options(),
            seat,
            seats: game.players().len(),
            pawns,
            seat_pawns,
            to_win: game.pawns_to_win(),
            progress,
            codes: *game.board().place_codes(),
            still: Seats {
                score: [0.0; MAX_PLAYERS],
                out: [0; MAX_PLAYERS],
            },
            chances,
            base: None,
        };
        let codes = scorer.codes;
        for s in 0..scorer.seats {
            let mut out = 0;
            scorer.still.score[s] = scorer.seat_score(s, &codes, &codes, &mut out);
            scorer.still.out[s] = out as u8;
        }
        scorer
    }

    /// Seat `s`'s score (its win not counted) when its pawns' places are `after` after a
    /// monster phase that started with them at `start`: its pawns' scores added in id order,
    /// as first written. Counts its pawns out into `out`.
    #[inline]
    fn seat_score(
        &self,
        s: usize,
        start: &[u8; MAX_PAWNS],
        after: &[u8; MAX_PAWNS],
        out: &mut usize,
    ) -> f64 {
        let w = self.w;
        let mut score = 0.0;
        let mut bits = self.seat_pawns[s];
        while bits != 0 {
            let i = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            let a = after[i];
            if (a as usize) < CELLS {
                score += self.progress[a as usize];
            } else if a == PLACE_OUT {
                score += w.out;
                *out += 1;
            } else if a >= PLACE_EATEN && (start[i] as usize) < CELLS {
                score -= w.removed;
            }
        }
        score
    }

    /// The pawns (a bit each) whose place in `codes` differs from the state's.
    #[inline(always)]
    fn moved_since_state(&self, codes: &[u8; MAX_PAWNS]) -> u64 {
        differing_places(codes, &self.codes, self.pawns)
    }

    /// Each seat's score and pawns out when its pawns' places are `start`, before a monster
    /// phase: the state's, but for the seats whose pawns moved since the state (the seat that
    /// played), added up again. Found once per play.
    #[inline]
    fn seats_at(&self, start: &[u8; MAX_PAWNS]) -> Seats {
        let mut seats = self.still;
        let moved = self.moved_since_state(start);
        if moved != 0 {
            for s in 0..self.seats {
                if moved & self.seat_pawns[s] != 0 {
                    let mut out = 0;
                    seats.score[s] = self.seat_score(s, start, start, &mut out);
                    seats.out[s] = out as u8;
                }
            }
        }
        seats
    }

    /// The value of the board whose pawns' places are `after` after a monster phase that
    /// started with them at `start` (place codes, [`Board::place_codes`]), `seats` being
    /// [`Scorer::seats_at`]`(start)`: `seat`'s score less `opponents` times the best other
    /// score. Each seat's score adds its pawns' in id order, as first written, so the value
    /// is the same to the last bit; a seat none of whose pawns the monster phase moved scores
    /// as in `seats`.
    #[inline]
    fn value(&self, start: &[u8; MAX_PAWNS], seats: &Seats, after: &[u8; MAX_PAWNS]) -> f64 {
        let w = self.w;
        let changed = differing_places(after, start, self.pawns);
        let mut own = 0.0;
        let mut best_other = f64::NEG_INFINITY;
        for s in 0..self.seats {
            let (mut score, out) = if changed & self.seat_pawns[s] != 0 {
                let mut out = 0;
                (self.seat_score(s, start, after, &mut out), out)
            } else {
                (seats.score[s], usize::from(seats.out[s]))
            };
            if out >= self.to_win {
                score += w.win;
            }
            if s == self.seat.index() {
                own = score;
            } else {
                best_other = best_other.max(score);
            }
        }
        own - w.opponents * best_other.max(0.0)
    }

    /// The squares where `boards.1` (a play's walk, resumed after `k` steps) differs from
    /// `boards.0` (where the walk before the plays stood after as many steps, `s`) that
    /// `later` (the squares that walk reads after `s` steps) holds; empty if none. The play
    /// changed `changed` (from the board before the plays), the play's walk wrote to
    /// `writes` and the walk before the plays had written to `written` = (after `k` steps,
    /// after `s`: squares, events). A square of the play's changes that no walk wrote to
    /// differs still; if neither walk wrote anything since, only they differ; else the two
    /// boards are compared.
    #[inline]
    fn differing_later(
        boards: (&Board, &Board),
        later: &Cells,
        changed: &Cells,
        writes: Cells,
        written: (&(Cells, u32), &(Cells, u32)),
    ) -> bool {
        if later.meets(&changed.minus(&writes).minus(&written.1 .0)) {
            return true;
        }
        if writes.is_empty() && written.0 .1 == written.1 .1 {
            return later.meets(changed);
        }
        later.meets(&Cells(boards.0.cells_changed(boards.1)))
    }

    /// The expected value of `start` (the board after a play that did not end the game) over
    /// the tiles: one walk, each tile's board scored where its move ends (the score of the
    /// last board scored reused while no pawn has moved since). Counts one monster walk per
    /// tile into `nodes`, as if each were walked.
    pub(crate) fn expected(&self, start: &Board, nodes: &mut u64) -> f64 {
        let mut board = *start;
        let from = start.place_codes();
        let seats = self.seats_at(from);
        self.expected_walk(
            (from, &seats),
            &mut board,
            (0, 0),
            (0, [0.0; 8]),
            None,
            nodes,
        )
        .0
    }

    /// [`Scorer::expected`] of the board whose pawns' places are `from.0`
    /// ([`Scorer::seats_at`] them: `from.1`), its walk resumed on `board` after `at` =
    /// (steps, pawns removed), the tiles of `done` = (a bit each, their values) already
    /// scored. With `rejoin`, the walk before the plays: once this walk stands where that
    /// one stood after as many steps (the same square, heading and pawns removed) on a board
    /// that differs from that one's only where that walk never looks again, the rest of the
    /// walk is that walk's, but for the pawns on those squares, which stay put: it is not
    /// walked. Returns the value and the steps after which it rejoined that walk, if it did.
    fn expected_walk(
        &self,
        from: (&[u8; MAX_PAWNS], &Seats),
        board: &mut Board,
        at: (u8, u8),
        done: (u16, [f64; 8]),
        rejoin: Option<(&Base, &Cells)>,
        nodes: &mut u64,
    ) -> (f64, Option<u8>) {
        let tiles = &self.chances.tiles[..self.chances.len];
        let (mut scored, mut values) = done;
        let all = (1u16 << tiles.len()) - 1;
        // The fewest steps and pawns removed at which an unscored tile stops.
        let next = |scored: u16| {
            let (mut steps, mut prey) = (u8::MAX, u8::MAX);
            for (i, &(tile, _)) in tiles.iter().enumerate() {
                if scored & (1 << i) == 0 {
                    match tile {
                        Tile::Steps(n) => steps = steps.min(n),
                        Tile::Prey(k) => prey = prey.min(k),
                    }
                }
            }
            (steps, prey)
        };
        let (mut steps_at, mut prey_at) = next(scored);
        let mut last: Option<([u8; MAX_PAWNS], f64)> = None;
        let mut score = |codes: &[u8; MAX_PAWNS]| -> f64 {
            match &last {
                Some((c, v)) if differing_places(c, codes, self.pawns) == 0 => *v,
                _ => {
                    let v = self.value(from.0, from.1, codes);
                    last = Some((*codes, v));
                    v
                }
            }
        };
        // The walk before the plays goes no further than this.
        let rejoin_by = rejoin.map_or(0, |(base, _)| base.len);
        let mut rejoined = None;
        // The squares this walk wrote to.
        let writes = Cell::new((Cells::default(), 0));
        monster::walk_watched_from(
            board,
            self.options,
            &mut Written(&writes),
            at.0,
            at.1,
            |steps, removed, b| {
                if steps <= rejoin_by && steps > at.0 {
                    let (base, changed) = rejoin.expect("a walk to rejoin");
                    let s = usize::from(steps);
                    let there = &base.boards[s];
                    if removed == base.removed[s]
                        && b.monster() == there.monster()
                        && b.facing() == there.facing()
                        && !Scorer::differing_later(
                            (there, b),
                            &base.later[s],
                            changed,
                            writes.get().0,
                            (&base.written[usize::from(at.0)], &base.written[s]),
                        )
                    {
                        let now = b.place_codes();
                        // The tiles that stop here, then every other where that walk left
                        // the pawns, but for those that differ here.
                        let moved = differing_places(there.place_codes(), now, self.pawns);
                        for (i, &(tile, _)) in tiles.iter().enumerate() {
                            if scored & (1 << i) == 0 {
                                values[i] = if stops(tile, steps, removed) {
                                    score(now)
                                } else {
                                    score(&with_places_of(base.after[i], now, moved))
                                };
                            }
                        }
                        scored = all;
                        rejoined = Some(steps);
                        return true;
                    }
                }
                if steps < steps_at && removed < prey_at {
                    return false;
                }
                for (i, &(tile, _)) in tiles.iter().enumerate() {
                    if scored & (1 << i) == 0 && stops(tile, steps, removed) {
                        values[i] = score(b.place_codes());
                        scored |= 1 << i;
                    }
                }
                (steps_at, prey_at) = next(scored);
                scored == all
            },
        );
        // The moves the 20-step cap ended (M11).
        for (i, v) in values.iter_mut().enumerate().take(tiles.len()) {
            if scored & (1 << i) == 0 {
                *v = score(board.place_codes());
            }
        }
        *nodes += tiles.len() as u64;
        let mut total = 0.0;
        for (i, &(_, p)) in tiles.iter().enumerate() {
            total += p * values[i];
        }
        (total, rejoined)
    }

    /// The expected value of `after`, a state after a play of the scorer's state (or the
    /// state itself): a finished game's result, else [`Scorer::expected`] of its board.
    pub(crate) fn expected_game(&self, after: &Game, nodes: &mut u64) -> f64 {
        if after.is_over() {
            return match after.winner() {
                Some(s) if s == self.seat => self.w.win,
                Some(_) => -self.w.win,
                None => 0.0,
            };
        }
        self.expected(after.board(), nodes)
    }

    /// The expected value of the play of `pawn` to `dest`, `play` (a legal play of `game`,
    /// the scorer's state): only a pawn going out can end the game, so only then is the
    /// state after it built.
    pub(crate) fn expected_play(
        &self,
        game: &Game,
        pawn: PawnId,
        dest: Dest,
        play: Play,
        nodes: &mut u64,
    ) -> f64 {
        if dest == Dest::Out {
            let board = match play {
                Play::Built(board) => *board,
                Play::Changes(change) => change.board(),
            };
            let mut after = game.clone();
            after.commit_result(pawn, dest, &board);
            return self.expected_game(&after, nodes);
        }
        self.expected_resumed(play, nodes).0
    }
}

/// The pawns on `before` that `after` shows removed, a bit each.
fn removed_bits(before: &Board, after: &Board) -> u32 {
    let mut bits = 0;
    for id in before.pawn_ids() {
        if matches!(before.pawn(id), PawnPlace::At(_))
            && matches!(after.pawn(id), PawnPlace::Removed(_))
        {
            bits |= 1 << id.0;
        }
    }
    bits
}

/// The state after `m` (a legal play of `game`).
pub(crate) fn after(game: &Game, m: &PawnMove) -> Game {
    let mut next = game.clone();
    next.commit(m);
    next
}

/// The figures behind play `m` for `seat`: value, chance removed, who else is at risk and the
/// expected losses per seat.
pub fn figures(game: &Game, m: &PawnMove, seat: Seat, w: &Weights) -> Figures {
    let next = after(game, m);
    let chances = Chances::of(game);
    let mut nodes = 0;
    let value = expected(&next, &chances, seat, w, &mut nodes);
    let mut risk = [0.0f64; MAX_GAME_PAWNS];
    let mut losses = vec![0.0; game.players().len()];
    if !next.is_over() {
        let start = *next.board();
        for (tile, p) in chances.iter() {
            let mut board = start;
            monster::run(&mut board, tile, next.options(), &mut ());
            let bits = removed_bits(&start, &board);
            for id in start.pawn_ids() {
                if bits & (1 << id.0) != 0 {
                    risk[id.0 as usize] += p;
                    losses[next.seat_of(id).index()] += p;
                }
            }
        }
    }
    let at_risk = game
        .board()
        .pawn_ids()
        .filter(|&id| id != m.pawn && risk[id.0 as usize] > 0.0)
        .map(|id| (id, risk[id.0 as usize]))
        .collect();
    Figures {
        value,
        chance_removed: risk[m.pawn.0 as usize],
        at_risk,
        expected_losses: losses,
    }
}

#[cfg(test)]
pub(crate) mod reference;

#[cfg(test)]
mod tests;
