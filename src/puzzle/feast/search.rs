//! The exhaustive search over placements, pruned to the squares a walk touches (the
//! module docs of [`super`]).

use std::collections::{BTreeSet, HashSet};

use super::{feast, removed, sets, MAX_LISTED, MAX_WALKS};
use crate::board::Board;
use crate::combinations::choose;
use crate::geometry::{Dir, Square};
use crate::monster::{Blocker, Event, Sight, Sink};
use crate::puzzle::model::{placement_key, put, sort_placement, Place, Puzzle};
use crate::rules::Options;
use crate::search::PawnSet;

/// A sink that marks every square a walk touches (see the module docs).
struct Touch {
    at: Square,
    squares: [u64; 3],
}

impl Touch {
    fn add(&mut self, sq: Square) {
        let i = sq.index();
        self.squares[i / 64] |= 1 << (i % 64);
    }

    fn has(&self, sq: Square) -> bool {
        let i = sq.index();
        self.squares[i / 64] & (1 << (i % 64)) != 0
    }

    /// The squares of a line of sight from the monster, up to what ends it.
    fn sight(&mut self, s: &Sight) {
        let mut cur = self.at;
        let mut n = 0u8;
        while let Some(next) = cur.step(s.dir) {
            cur = next;
            n += 1;
            self.add(cur);
            let end = match (s.blocker, s.pawn) {
                (Blocker::Pawn, Some((_, d))) => n >= d,
                (Blocker::Piece(_, at), _) | (Blocker::Wall(at), _) => cur == at,
                (Blocker::Pawn, None) => false,
            };
            if end {
                break;
            }
        }
    }

    /// The squares from `from` to `to` on one line, both included.
    fn line(&mut self, from: Square, to: Square) {
        self.add(from);
        self.add(to);
        for dir in Dir::ALL {
            let mut cur = from;
            let mut path = Vec::new();
            while let Some(next) = cur.step(dir) {
                cur = next;
                path.push(cur);
                if cur == to {
                    for sq in path {
                        self.add(sq);
                    }
                    return;
                }
            }
        }
    }
}

impl Sink for Touch {
    fn event(&mut self, e: Event) {
        match e {
            Event::StepStart { at, .. } => {
                self.at = at;
                self.add(at);
            }
            Event::Look { sights, .. } => {
                for s in &sights {
                    self.sight(s);
                }
            }
            Event::Push { from, to, .. } | Event::Slide { from, to, .. } => self.line(from, to),
            Event::Enter { at, .. }
            | Event::PivotTurn { at, .. }
            | Event::PivotHeld { at, .. }
            | Event::Eat { at, .. }
            | Event::Crushed { at, .. }
            | Event::Destroyed { at, .. }
            | Event::PieceRemoved { at, .. }
            | Event::CornerKept { at, .. } => self.add(at),
            Event::WallCross { from, to, .. } => {
                self.add(from);
                self.add(to);
            }
            Event::Teleport { from, to, .. } => {
                self.add(from);
                self.add(to);
            }
            Event::Turn { .. } | Event::StepEnd { .. } | Event::FinalLook { .. } => {}
        }
    }
}

/// What [`search`] found.
#[derive(Clone, Debug, Default)]
pub struct Search {
    /// Every solution found, each sorted by column then row, in that order.
    pub solutions: Vec<Vec<Square>>,
    /// The placements there are: C(candidates, K).
    pub placements: u64,
    /// Walks made.
    pub walks: u64,
    /// Whole placements walked whose every piece is touched (each changes the walk).
    pub changing: u64,
    /// Of those, the ones that fail although the monster removes a pawn to feed: tempting
    /// wrong answers.
    pub decoys: u64,
    /// The most tempting of the decoys: the one that leaves the goal least undone (the most
    /// pawns to feed removed plus pawns to spare kept, when its walk stops), then the one
    /// nearest the first solution (`nearness`: the most squares shared with it, then the
    /// least way from its other squares to the solution's), then the first by column and
    /// row; `None` if there is no decoy.
    pub tempting: Option<Vec<Square>>,
    /// False if the search stopped early (more than the limit of solutions, or
    /// `MAX_WALKS`).
    pub complete: bool,
}

/// Every placement solving the feast puzzle under `options`, exhaustively (module docs);
/// stops once more than `limit` solutions are known.
pub fn search(puzzle: &Puzzle, options: &Options, limit: Option<usize>) -> Search {
    let Some(place) = puzzle.place() else {
        return Search {
            complete: true,
            ..Search::default()
        };
    };
    let cands = puzzle.candidates();
    let k = place.count();
    let mut s = Searcher {
        base: *puzzle.scenario.board(),
        options,
        place,
        sets: sets(puzzle),
        cands: &cands,
        k,
        limit: limit.unwrap_or(MAX_LISTED).min(MAX_LISTED),
        seen: HashSet::new(),
        found: BTreeSet::new(),
        walks: 0,
        changing: 0,
        decoys: 0,
        tempting: Vec::new(),
        least_undone: u32::MAX,
        stopped: false,
    };
    if k > 0 && k <= cands.len() && s.sets.0 != 0 {
        let mut chosen = Vec::with_capacity(k);
        s.node(&mut chosen);
    }
    let mut solutions: Vec<Vec<Square>> = s
        .found
        .iter()
        .map(|idx| {
            let mut p: Vec<Square> = idx.iter().map(|&i| cands[i]).collect();
            sort_placement(&mut p);
            p
        })
        .collect();
    solutions.sort_by_key(|p| placement_key(p));
    // Among the decoys that leave the least undone, the one nearest the answer reads like a
    // real temptation (the first by column and row was often a far corner pair).
    let tempting = s.tempting.into_iter().min_by_key(|p| {
        let near = solutions.first().map(|answer| nearness(p, answer));
        (near, placement_key(p))
    });
    Search {
        solutions,
        placements: choose(cands.len(), k),
        walks: s.walks,
        changing: s.changing,
        decoys: s.decoys,
        tempting,
        complete: !s.stopped,
    }
}

struct Searcher<'a> {
    base: Board,
    options: &'a Options,
    place: &'a Place,
    sets: (PawnSet, PawnSet),
    cands: &'a [Square],
    k: usize,
    limit: usize,
    seen: HashSet<Vec<usize>>,
    found: BTreeSet<Vec<usize>>,
    walks: u64,
    changing: u64,
    decoys: u64,
    /// The decoys that leave the least undone, and how much that is.
    tempting: Vec<Vec<Square>>,
    least_undone: u32,
    stopped: bool,
}

/// How near a wrong placement is to the answer, the nearest least: the answer's squares it
/// lacks, then the steps (along rows and columns) from each of its other squares to the
/// nearest square of the answer, added up.
pub(super) fn nearness(placement: &[Square], answer: &[Square]) -> (usize, u32) {
    let lacks = answer.iter().filter(|s| !placement.contains(s)).count();
    let way = placement
        .iter()
        .filter(|s| !answer.contains(s))
        .map(|s| {
            answer
                .iter()
                .map(|a| {
                    u32::from(a.col().abs_diff(s.col())) + u32::from(a.row().abs_diff(s.row()))
                })
                .min()
                .unwrap_or(0)
        })
        .sum();
    (lacks, way)
}

impl Searcher<'_> {
    fn board(&self, chosen: &[usize]) -> Board {
        let squares: Vec<Square> = chosen.iter().map(|&i| self.cands[i]).collect();
        let mut b = self.base;
        put(&mut b, self.place, &squares);
        b
    }

    fn add(&mut self, mut set: Vec<usize>) {
        set.sort_unstable();
        self.found.insert(set);
        if self.found.len() > self.limit {
            self.stopped = true;
        }
    }

    fn node(&mut self, chosen: &mut Vec<usize>) {
        if self.stopped {
            return;
        }
        let mut key = chosen.clone();
        key.sort_unstable();
        if !self.seen.insert(key) {
            return;
        }
        if self.walks >= MAX_WALKS {
            self.stopped = true;
            return;
        }
        self.walks += 1;
        let mut b = self.board(chosen);
        if chosen.len() == self.k {
            let (solved, _) = feast(&mut b, self.options, self.sets, &mut ());
            self.changing += 1;
            if solved {
                self.add(chosen.clone());
            } else if removed(&b, self.sets.0) != 0 {
                self.decoys += 1;
                let (feed, spare) = self.sets;
                let undone =
                    (feed & !removed(&b, feed)).count_ones() + removed(&b, spare).count_ones();
                let mut squares: Vec<Square> = chosen.iter().map(|&i| self.cands[i]).collect();
                sort_placement(&mut squares);
                if undone < self.least_undone {
                    self.least_undone = undone;
                    self.tempting.clear();
                }
                if undone == self.least_undone {
                    self.tempting.push(squares);
                }
            }
            return;
        }
        let mut touch = Touch {
            at: b.monster(),
            squares: [0; 3],
        };
        let (solved, _) = feast(&mut b, self.options, self.sets, &mut touch);
        if solved {
            // Every completion on untouched squares solves it too.
            let free: Vec<usize> = (0..self.cands.len())
                .filter(|&i| !touch.has(self.cands[i]) && !chosen.contains(&i))
                .collect();
            let need = self.k - chosen.len();
            let mut idx: Vec<usize> = (0..need).collect();
            while need <= free.len() && !self.stopped {
                let mut set = chosen.clone();
                set.extend(idx.iter().map(|&i| free[i]));
                self.add(set);
                // The next choice of `need` of `free`.
                let mut j = need;
                loop {
                    if j == 0 {
                        break;
                    }
                    j -= 1;
                    if idx[j] < free.len() - (need - j) {
                        idx[j] += 1;
                        for m in j + 1..need {
                            idx[m] = idx[m - 1] + 1;
                        }
                        j = usize::MAX;
                        break;
                    }
                }
                if j != usize::MAX {
                    break;
                }
            }
        }
        for q in 0..self.cands.len() {
            if touch.has(self.cands[q]) && !chosen.contains(&q) {
                chosen.push(q);
                self.node(chosen);
                chosen.pop();
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn squares(names: &[&str]) -> Vec<Square> {
        names.iter().map(|n| n.parse().unwrap()).collect()
    }

    /// A wrong placement sharing a square with the answer is nearer than one sharing none,
    /// however close; then the fewer steps from its other squares to the answer's.
    #[test]
    fn nearness_counts_shared_squares_then_steps() {
        let answer = squares(&["c4", "l9"]);
        let corner = nearness(&squares(&["a1", "a2"]), &answer);
        let shares = nearness(&squares(&["c4", "p11"]), &answer);
        let close = nearness(&squares(&["c5", "l8"]), &answer);
        assert_eq!(corner, (2, 5 + 4));
        assert_eq!(close, (2, 2));
        assert_eq!(shares, (1, 4 + 2));
        assert!(shares < close && close < corner);
        assert_eq!(nearness(&answer, &answer), (0, 0));
    }
}
