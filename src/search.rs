//! Searches on top of the monster engine: who is removed by which tile, the risk of every
//! square, and placements of new pawns that reach a goal.
//!
//! One walk gives every tile: the move of a shorter tile is the start of the move of a longer
//! one (the final look only turns), and a prey tile stops after the first step at which
//! enough pawns are gone. So each candidate position is walked once, recording after each
//! step which pawns are gone ([`Removals`]).

use crate::board::{Board, PawnId, PawnPlace};
use crate::combinations::Combinations;
use crate::geometry::Square;
use crate::monster::{self, Event, Sink};
use crate::rules::{distinct, Options, Tile, MAX_STEPS};
use rayon::prelude::*;
use std::cell::Cell;

/// A set of pawns, as a bit mask over pawn ids (a board holds at most 64 pawns).
pub type PawnSet = u64;

/// The bit of one pawn.
#[inline]
pub const fn bit(id: PawnId) -> PawnSet {
    1u64 << id.0
}

/// The pawns of a set, in id order.
pub fn members(set: PawnSet) -> impl Iterator<Item = PawnId> {
    (0..64u8)
        .filter(move |i| set & (1u64 << i) != 0)
        .map(PawnId)
}

/// Which pawns are gone after each step of one walk.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Removals {
    /// `after[n]`: the pawns removed in the first `n` steps.
    pub after: [PawnSet; MAX_STEPS as usize + 1],
    /// Steps walked.
    pub steps: u8,
}

impl Removals {
    /// The pawns removed by `tile`'s whole move.
    pub fn for_tile(&self, tile: Tile) -> PawnSet {
        match tile {
            Tile::Steps(n) => self.after[usize::from(n.min(self.steps))],
            Tile::Prey(k) => {
                let k = u32::from(k);
                (1..=usize::from(self.steps))
                    .map(|n| self.after[n])
                    .find(|s| s.count_ones() >= k)
                    .unwrap_or(self.after[usize::from(self.steps)])
            }
        }
    }
}

/// Records which pawns are gone after each step. `current` is shared with the walk's stop
/// test, which reads it while the sink is being written to.
struct RemovalSink<'a> {
    current: &'a Cell<PawnSet>,
    after: [PawnSet; MAX_STEPS as usize + 1],
}

impl Sink for RemovalSink<'_> {
    const LOOKS: bool = false;

    #[inline]
    fn event(&mut self, e: Event) {
        match e {
            Event::Eat { pawn, .. }
            | Event::Crushed { pawn, .. }
            | Event::Destroyed { pawn, .. } => self.current.set(self.current.get() | bit(pawn)),
            Event::StepEnd { step, .. } => self.after[usize::from(step)] = self.current.get(),
            _ => {}
        }
    }
}

/// How far a walk must go to answer every tile of `tiles`.
#[derive(Clone, Copy, Debug)]
pub struct Horizon {
    steps: u8,
    prey: u8,
}

impl Horizon {
    /// The horizon of a deck.
    pub fn of(tiles: &[Tile]) -> Horizon {
        let mut h = Horizon { steps: 0, prey: 0 };
        for t in tiles {
            match *t {
                Tile::Steps(n) => h.steps = h.steps.max(n),
                Tile::Prey(k) => h.prey = h.prey.max(k),
            }
        }
        h
    }
}

/// Walks the monster on a copy of `board` as far as `horizon` needs, recording removals.
pub fn removals(board: &Board, options: &Options, horizon: Horizon) -> Removals {
    let mut b = *board;
    walk_removals(&mut b, options, horizon, 0).0
}

/// [`removals`] on `board` itself (it is left as the walk leaves it), but the walk stops as
/// soon as a pawn of `spared` is removed; then the answer is `None`. Such a walk decides a
/// goal that spares those pawns (see [`Goal::spared`]): it fails for some tile, since a walk
/// only goes on while some tile's move is not over, and that tile's move removes the pawn
/// too (a step tile's removals only grow, and a prey tile's move is not over before the step
/// that removes its count).
fn removals_sparing(
    board: &mut Board,
    options: &Options,
    horizon: Horizon,
    spared: PawnSet,
) -> Option<Removals> {
    match walk_removals(board, options, horizon, spared) {
        (_, true) => None,
        (r, false) => Some(r),
    }
}

/// The walk of [`removals`] on `board` itself, stopping early once a pawn of `spared` is
/// gone (then `true`).
#[inline]
fn walk_removals(
    board: &mut Board,
    options: &Options,
    horizon: Horizon,
    spared: PawnSet,
) -> (Removals, bool) {
    let current = Cell::new(0);
    let mut sink = RemovalSink {
        current: &current,
        after: [0; MAX_STEPS as usize + 1],
    };
    let outcome = monster::walk(board, options, &mut sink, |steps, removed| {
        (steps >= horizon.steps && removed >= horizon.prey) || current.get() & spared != 0
    });
    // Steps never walked keep the last set (a walk stops at 20 at the latest).
    for n in usize::from(outcome.steps) + 1..sink.after.len() {
        sink.after[n] = sink.after[usize::from(outcome.steps)];
    }
    let removals = Removals {
        after: sink.after,
        steps: outcome.steps,
    };
    (removals, current.get() & spared != 0)
}

/// The squares a new pawn may be put on: no piece, no pawn, not the monster, not a pool or
/// teleporter (docs/FORMAT.md section 5), in grid order.
pub fn candidates(board: &Board) -> Vec<Square> {
    Square::all().filter(|&s| board.is_open(s)).collect()
}

/// For every candidate square, the share of the deck whose move removes a single pawn put
/// there (the rest unchanged). Squares in grid order. `None` if the board already holds
/// [`crate::board::MAX_PAWNS`] pawns, so no pawn can be added.
pub fn risk(board: &Board, options: &Options, tiles: &[Tile]) -> Option<Vec<(Square, f64)>> {
    if board.pawn_count() >= crate::board::MAX_PAWNS {
        return None;
    }
    let horizon = Horizon::of(tiles);
    let total = tiles.len().max(1) as f64;
    candidates(board)
        .into_par_iter()
        .map(|sq| {
            let mut b = *board;
            let Some(id) = b.add_pawn(PawnPlace::At(sq)) else {
                return (sq, 0.0);
            };
            let r = removals(&b, options, horizon);
            let hits = tiles
                .iter()
                .filter(|t| r.for_tile(**t) & bit(id) != 0)
                .count();
            (sq, hits as f64 / total)
        })
        .collect::<Vec<_>>()
        .into()
}

/// What a placement must achieve, for every tile given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Goal {
    /// None of the new pawns is removed.
    Survive,
    /// All these pawns are removed.
    Feed(Vec<PawnId>),
    /// None of these pawns is removed.
    SafeFrom(Vec<PawnId>),
    /// All of `feed` are removed and none of `spare` (a puzzle's "eat theirs, not mine").
    FeedSparing {
        /// Must be removed.
        feed: Vec<PawnId>,
        /// Must survive.
        spare: Vec<PawnId>,
    },
}

impl Goal {
    /// The pawns the goal forbids the monster to remove; `new` are the placed pawns.
    pub fn spared(&self, new: PawnSet) -> PawnSet {
        let set = |ids: &[PawnId]| ids.iter().fold(0, |s, id| s | bit(*id));
        match self {
            Goal::Survive => new,
            Goal::Feed(_) => 0,
            Goal::SafeFrom(ids) => set(ids),
            Goal::FeedSparing { spare, .. } => set(spare),
        }
    }

    /// Whether the pawns `removed` meet the goal; `new` are the placed pawns.
    pub fn holds(&self, removed: PawnSet, new: PawnSet) -> bool {
        let set = |ids: &[PawnId]| ids.iter().fold(0, |s, id| s | bit(*id));
        match self {
            Goal::Survive => removed & new == 0,
            Goal::Feed(ids) => removed & set(ids) == set(ids),
            Goal::SafeFrom(ids) => removed & set(ids) == 0,
            Goal::FeedSparing { feed, spare } => {
                removed & set(feed) == set(feed) && removed & set(spare) == 0
            }
        }
    }
}

pub use crate::combinations::choose;

/// Every placement of `count` new pawns on candidate squares such that `goal` holds for every
/// tile of `tiles`. Exhaustive and parallel; `progress` is called with the number of
/// placements just evaluated. Placements are sorted lists of squares (column, then row), and
/// the list is sorted.
pub fn place(
    board: &Board,
    options: &Options,
    count: usize,
    goal: &Goal,
    tiles: &[Tile],
    progress: &(dyn Fn(u64) + Sync),
) -> Vec<Vec<Square>> {
    let cands = candidates(board);
    let n = cands.len();
    if count == 0 || count > n || board.pawn_count() + count > crate::board::MAX_PAWNS {
        return Vec::new();
    }
    let horizon = Horizon::of(tiles);
    let kinds = distinct(tiles);
    let mut found: Vec<Vec<Square>> = Combinations::firsts(n, count)
        .into_par_iter()
        .flat_map_iter(|first| {
            let mut out = Vec::new();
            let mut choices = Combinations::starting_with(n, count, first);
            let mut evaluated = 0u64;
            // The board with every pawn but the last (and their bits), kept while only the
            // last one changes.
            let (mut head, mut head_board, mut head_new) = (Vec::new(), *board, 0);
            while let Some(idx) = choices.current() {
                let (first_ones, last) = idx.split_at(count - 1);
                if head != first_ones {
                    (head_board, head_new) = (*board, 0);
                    for &i in first_ones {
                        if let Some(id) = head_board.add_pawn(PawnPlace::At(cands[i])) {
                            head_new |= bit(id);
                        }
                    }
                    head = first_ones.to_vec();
                }
                let mut b = head_board;
                let mut new = head_new;
                if let Some(id) = b.add_pawn(PawnPlace::At(cands[last[0]])) {
                    new |= bit(id);
                }
                // A walk that removes a spared pawn fails the goal: it stops there.
                let holds = removals_sparing(&mut b, options, horizon, goal.spared(new))
                    .is_some_and(|r| kinds.iter().all(|(t, _)| goal.holds(r.for_tile(*t), new)));
                if holds {
                    out.push(idx.iter().map(|&i| cands[i]).collect::<Vec<_>>());
                }
                evaluated += 1;
                if evaluated.is_multiple_of(4096) {
                    progress(4096);
                }
                choices.advance();
            }
            progress(evaluated % 4096);
            out
        })
        .collect();
    for p in &mut found {
        p.sort_by_key(|s| s.column_major());
    }
    // Lexicographic by (column, row), as the placements are listed; no key is built.
    found.sort_by(|a, b| {
        a.iter()
            .map(|s| s.column_major())
            .cmp(b.iter().map(|s| s.column_major()))
    });
    found.dedup();
    found
}

/// One result of a pawn's move, with what each tile's monster does afterwards.
#[derive(Clone, Debug)]
pub struct MoveRisk {
    /// The move (destination, path, pushes, board after it).
    pub mv: crate::pawn::PawnMove,
    /// Each distinct tile of the deck, how often it is in the deck, and the pawns its
    /// monster removes after this move.
    pub removed: Vec<(Tile, u32, PawnSet)>,
    /// The share of the deck that removes the moving pawn.
    pub chance_removed: f64,
    /// Expected pawns lost per player (pawn ids grouped by the caller's `player_of`), over the
    /// deck: sum over tiles of (count / deck size) x pawns of that player removed.
    pub expected_lost: Vec<f64>,
}

/// For every legal result of `pawn`'s move with `points`, what the monster removes with each
/// tile of `tiles`; best (lowest chance for the moving pawn) first. `player_of` gives each
/// pawn a player index below `players`, for the expected losses.
pub fn survive(
    board: &Board,
    pawn: PawnId,
    points: u8,
    options: &Options,
    tiles: &[Tile],
    player_of: &(dyn Fn(PawnId) -> usize + Sync),
    players: usize,
) -> Vec<MoveRisk> {
    let horizon = Horizon::of(tiles);
    let kinds = distinct(tiles);
    let total = tiles.len().max(1) as f64;
    let moves = crate::pawn::legal_moves(board, pawn, points, options);
    let mut out: Vec<(usize, MoveRisk)> = moves
        .into_par_iter()
        .enumerate()
        .map(|(i, mv)| {
            let r = removals(&mv.board, options, horizon);
            let removed: Vec<(Tile, u32, PawnSet)> =
                kinds.iter().map(|&(t, n)| (t, n, r.for_tile(t))).collect();
            let hits: u32 = removed
                .iter()
                .filter(|(_, _, s)| s & bit(pawn) != 0)
                .map(|(_, n, _)| n)
                .sum();
            let mut expected_lost = vec![0.0; players];
            for (_, n, set) in &removed {
                for id in members(*set) {
                    if let Some(slot) = expected_lost.get_mut(player_of(id)) {
                        *slot += f64::from(*n) / total;
                    }
                }
            }
            (
                i,
                MoveRisk {
                    mv,
                    removed,
                    chance_removed: f64::from(hits) / total,
                    expected_lost,
                },
            )
        })
        .collect();
    let own = player_of(pawn);
    out.sort_by(|(ia, a), (ib, b)| {
        let own_a = a.expected_lost.get(own).copied().unwrap_or(0.0);
        let own_b = b.expected_lost.get(own).copied().unwrap_or(0.0);
        let others = |m: &MoveRisk| {
            m.expected_lost.iter().sum::<f64>() - m.expected_lost.get(own).copied().unwrap_or(0.0)
        };
        a.chance_removed
            .total_cmp(&b.chance_removed)
            .then(own_a.total_cmp(&own_b))
            .then(others(b).total_cmp(&others(a)))
            .then(a.mv.cost.cmp(&b.mv.cost))
            .then(ia.cmp(ib))
    });
    out.into_iter().map(|(_, m)| m).collect()
}

/// The tiles of a [`MoveRisk`] after which `target` is removed and `pawn` is not.
pub fn lure_tiles(m: &MoveRisk, pawn: PawnId, target: PawnId) -> Vec<Tile> {
    m.removed
        .iter()
        .filter(|(_, _, s)| s & bit(target) != 0 && s & bit(pawn) == 0)
        .map(|(t, _, _)| *t)
        .collect()
}

/// `search lure`: the results where `target` is removed by at least one tile and `pawn` by
/// none of those tiles (docs/FORMAT.md section 5), in the order of [`survive`].
pub fn lure(results: Vec<MoveRisk>, pawn: PawnId, target: PawnId) -> Vec<MoveRisk> {
    results
        .into_iter()
        .filter(|m| {
            let hit: Vec<_> = m
                .removed
                .iter()
                .filter(|(_, _, s)| s & bit(target) != 0)
                .collect();
            !hit.is_empty() && hit.iter().all(|(_, _, s)| s & bit(pawn) == 0)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;
    use crate::rules::Deck;

    #[test]
    fn goals_spare_their_pawns() {
        let (a, b) = (PawnId(0), PawnId(3));
        let new = bit(PawnId(5)) | bit(PawnId(6));
        assert_eq!(Goal::Survive.spared(new), new);
        assert_eq!(Goal::Feed(vec![a]).spared(new), 0);
        assert_eq!(Goal::SafeFrom(vec![a, b]).spared(new), bit(a) | bit(b));
        let both = Goal::FeedSparing {
            feed: vec![a],
            spare: vec![b],
        };
        assert_eq!(both.spared(new), bit(b));
    }

    /// The early stop answers `None` exactly when the whole walk removes a spared pawn at a
    /// step some tile still needs, and otherwise changes nothing.
    #[test]
    fn a_walk_stops_when_a_spared_pawn_is_gone() {
        let mut rng = Rng::new(0x000A_11CE);
        let options = Options::default();
        let (mut stopped, mut kept) = (0, 0);
        for i in 0..200 {
            let board = crate::bench::basic_position(&mut rng, 1 + i % 8);
            let tiles = [&Deck::STANDARD[..], &[Tile::Steps(3)], &[Tile::Prey(1)]][i % 3];
            let horizon = Horizon::of(tiles);
            let full = removals(&board, &options, horizon);
            for id in board.pawn_ids() {
                let spared = bit(id);
                let fails = tiles.iter().any(|t| full.for_tile(*t) & spared != 0);
                let mut b = board;
                match removals_sparing(&mut b, &options, horizon, spared) {
                    None => {
                        assert!(fails, "stopped, yet no tile removes {id:?}: {board:?}");
                        stopped += 1;
                    }
                    Some(r) => {
                        assert!(!fails, "{id:?} is removed by a tile: {board:?}");
                        assert_eq!(r, full);
                        kept += 1;
                    }
                }
            }
        }
        assert!(stopped > 50 && kept > 50, "{stopped} stopped, {kept} kept");
    }
}
