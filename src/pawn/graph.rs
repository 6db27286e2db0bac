//! The search's memory: the states reached (nodes) and the piece configurations met, in
//! buffers that outlive one search. A random game searches some 400 pawn moves of a few dozen
//! states each, so allocating afresh for each would cost as much as the search itself: a
//! finished [`Graph`] hands its buffers back to a small per-thread pool, and the next search
//! takes them from there (cleared, their capacity kept).

use super::{Cells, LOCS, NO_NODE};
use crate::geometry::Dir;
use std::cell::{Cell, RefCell};

/// A state: the pawn's location and a configuration of the pieces (an index into
/// [`Graph::configs`]), first reached from `parent` by `dir` with `cost` points.
#[derive(Clone, Copy)]
pub(super) struct Node {
    pub(super) parent: u32,
    pub(super) config: u32,
    pub(super) loc: u8,
    pub(super) cost: u8,
    pub(super) dir: Dir,
    /// [`Node::back`] and [`Node::ends`].
    flags: u8,
}

/// [`Node::back`] of a node with no way straight back.
pub(super) const NO_BACK: u8 = 7;
const ENDS: u8 = 1 << 3;

impl Node {
    /// A node; `back` and `ends` as their accessors say.
    #[inline]
    pub(super) fn new(
        parent: u32,
        config: u32,
        loc: u8,
        cost: u8,
        dir: Dir,
        back: u8,
        ends: bool,
    ) -> Node {
        debug_assert!(back <= NO_BACK);
        Node {
            parent,
            config,
            loc,
            cost,
            dir,
            flags: back | u8::from(ends) << 3,
        }
    }

    /// The direction that steps straight back to the parent's state (a plain step: nothing
    /// pushed, no slide, the parent's square no pool), as `Dir as u8`; `NO_BACK` if none.
    #[inline]
    pub(super) fn back(&self) -> u8 {
        self.flags & NO_BACK
    }

    /// Whether the pawn may end its move in this state (alone on its square): a result.
    #[inline]
    pub(super) fn ends(&self) -> bool {
        self.flags & ENDS != 0
    }
}

/// The buffers of one search.
#[derive(Default)]
struct Buffers {
    nodes: Vec<Node>,
    /// The cells of each configuration.
    cells: Vec<Cells>,
    /// Each configuration's key (Zobrist, relative to the start: the start's key is 0).
    hash: Vec<u64>,
    /// Each configuration's squares that differ from the start's ([`Graph::changed`]),
    /// found when first asked: [`NOT_YET`] until then.
    changed: Vec<Cell<[u64; 3]>>,
    /// Open addressing over the keys: a configuration index or `NO_NODE`; a power of two
    /// long, at most half full.
    table: Vec<u32>,
    /// For each configuration, a bit per location: whether that state was reached
    /// (`WORDS` words a configuration).
    seen: Vec<u64>,
    /// The nodes that are results, in order ([`super::Reach`]).
    results: Vec<u32>,
    /// Sort keys of the results.
    keys: Vec<u64>,
}

/// [`Buffers::changed`] of a configuration not yet asked about: no grid index is past 191.
const NOT_YET: [u64; 3] = [u64::MAX; 3];

/// Buffers kept per thread (a few: callers hold several searches at once).
const POOLED: usize = 8;
/// Buffers grown beyond this many nodes (a capped `explain` search) are not kept.
const KEPT_NODES: usize = 1 << 14;
const TABLE_START: usize = 64;
/// Words of [`Buffers::seen`] per configuration.
const WORDS: usize = LOCS.div_ceil(64);

thread_local! {
    // Boxed in the pool too: a graph takes its box as it is.
    #[allow(clippy::vec_box)]
    static POOL: RefCell<Vec<Box<Buffers>>> = const { RefCell::new(Vec::new()) };
}

/// Every state reached, in order of cost, and the configurations met.
pub(super) struct Graph {
    /// Boxed: a graph is moved about cheaply.
    bufs: Box<Buffers>,
    /// Every state of up to this many points was reached (less than the budget only when the
    /// search was capped or stopped); `None` if every reachable state was.
    pub(super) complete: Option<u8>,
}

impl Drop for Graph {
    fn drop(&mut self) {
        let bufs = std::mem::take(&mut self.bufs);
        if bufs.nodes.capacity() > KEPT_NODES || bufs.cells.capacity() > KEPT_NODES / 4 {
            return;
        }
        // During a thread's teardown the pool may be gone: the buffers are then just freed.
        let _ = POOL.try_with(|p| {
            if let Ok(mut p) = p.try_borrow_mut() {
                if p.len() < POOLED {
                    p.push(bufs);
                }
            }
        });
    }
}

impl Graph {
    /// A graph holding only the start: the pawn on `loc`, the pieces as in `cells`.
    pub(super) fn start(cells: &Cells, loc: u8) -> Graph {
        let mut bufs = POOL
            .try_with(|p| p.try_borrow_mut().ok().and_then(|mut p| p.pop()))
            .ok()
            .flatten()
            .unwrap_or_default();
        bufs.nodes.clear();
        bufs.cells.clear();
        bufs.hash.clear();
        bufs.changed.clear();
        bufs.table.clear();
        bufs.seen.clear();
        bufs.results.clear();
        bufs.table.resize(TABLE_START, NO_NODE);
        let mut graph = Graph {
            bufs,
            complete: None,
        };
        graph.intern(cells, 0);
        // The start is always a result: the pawn's own square, or beside the entrance.
        graph.add(Node::new(NO_NODE, 0, loc, 0, Dir::West, NO_BACK, true));
        graph
    }

    /// An empty graph (no state at all: a pawn that is out or removed).
    pub(super) fn empty() -> Graph {
        Graph {
            bufs: Box::default(),
            complete: None,
        }
    }

    /// The states, in order of cost.
    pub(super) fn nodes(&self) -> &[Node] {
        &self.bufs.nodes
    }

    /// The cells of configuration `c`.
    pub(super) fn cells(&self, c: u32) -> &Cells {
        &self.bufs.cells[c as usize]
    }

    /// The squares where configuration `c`'s pieces differ from the start's, a bit per grid
    /// index: `find` of its cells, found once per configuration (many results share one).
    #[inline]
    pub(super) fn changed(&self, c: u32, find: impl FnOnce(&Cells) -> [u64; 3]) -> [u64; 3] {
        let memo = &self.bufs.changed[c as usize];
        let known = memo.get();
        if known != NOT_YET {
            return known;
        }
        let found = find(&self.bufs.cells[c as usize]);
        memo.set(found);
        found
    }

    /// The key of configuration `c`.
    pub(super) fn key(&self, c: u32) -> u64 {
        self.bufs.hash[c as usize]
    }

    /// How many configurations were met.
    pub(super) fn configs(&self) -> usize {
        self.bufs.cells.len()
    }

    /// Adds `node` unless its state was reached before; whether it was added.
    #[inline]
    pub(super) fn add(&mut self, node: Node) -> bool {
        let l = super::loc_index(node.loc);
        let word = &mut self.bufs.seen[node.config as usize * WORDS + l / 64];
        let bit = 1 << (l % 64);
        let fresh = *word & bit == 0;
        *word |= bit;
        // Pushed, and taken back if the state was reached before: no branch on which (it is
        // anybody's guess).
        let nodes = &mut self.bufs.nodes;
        nodes.push(node);
        let len = nodes.len() - usize::from(!fresh);
        nodes.truncate(len);
        fresh
    }

    /// The index of configuration `cells` with key `hash`, added if new.
    pub(super) fn intern(&mut self, cells: &Cells, hash: u64) -> u32 {
        let b = &mut self.bufs;
        let mask = b.table.len() - 1;
        let mut s = hash as usize & mask;
        loop {
            let k = b.table[s];
            if k == NO_NODE {
                break;
            }
            if b.hash[k as usize] == hash && b.cells[k as usize] == *cells {
                return k;
            }
            s = (s + 1) & mask;
        }
        let new = b.cells.len() as u32;
        b.cells.push(*cells);
        b.hash.push(hash);
        b.changed.push(Cell::new(NOT_YET));
        b.table[s] = new;
        b.seen.resize(b.seen.len() + WORDS, 0);
        if b.cells.len() * 2 > b.table.len() {
            self.grow();
        }
        new
    }

    /// Doubles the table.
    fn grow(&mut self) {
        let b = &mut self.bufs;
        let len = b.table.len() * 2;
        b.table.clear();
        b.table.resize(len, NO_NODE);
        let mask = len - 1;
        for (k, &h) in b.hash.iter().enumerate() {
            let mut s = h as usize & mask;
            while b.table[s] != NO_NODE {
                s = (s + 1) & mask;
            }
            b.table[s] = k as u32;
        }
    }

    /// The directions from the start to node `i`.
    pub(super) fn dirs_to(&self, mut i: usize) -> Vec<Dir> {
        let nodes = &self.bufs.nodes;
        let mut dirs = Vec::with_capacity(nodes[i].cost as usize);
        while nodes[i].parent != NO_NODE {
            dirs.push(nodes[i].dir);
            i = nodes[i].parent as usize;
        }
        dirs.reverse();
        dirs
    }

    /// Makes the result list: the nodes that `keep` keeps, ordered by `rank`, then as they
    /// were found.
    pub(super) fn order_results(
        &mut self,
        keep: impl Fn(&Node) -> bool,
        rank: impl Fn(&Node) -> u32,
    ) {
        let b = &mut self.bufs;
        b.keys.clear();
        b.keys.extend(
            b.nodes
                .iter()
                .enumerate()
                .filter(|(_, n)| keep(n))
                .map(|(i, n)| (u64::from(rank(n)) << 32) | i as u64),
        );
        b.keys.sort_unstable();
        b.results.clear();
        b.results.extend(b.keys.iter().map(|&k| k as u32));
    }

    /// Makes node `i` the only result.
    pub(super) fn only_result(&mut self, i: u32) {
        self.bufs.results.clear();
        self.bufs.results.push(i);
    }

    /// The result list.
    pub(super) fn results(&self) -> &[u32] {
        &self.bufs.results
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::CELLS;

    #[test]
    fn interning_finds_each_configuration_once_as_the_table_grows() {
        let mut g = Graph::start(&[0; CELLS], 3);
        let mut keys = Vec::new();
        for i in 1..200u64 {
            let mut c = [0u8; CELLS];
            c[(i % CELLS as u64) as usize] = 1 + (i / CELLS as u64) as u8;
            // Colliding keys on purpose: the cells tell the configurations apart.
            let k = g.intern(&c, i % 7);
            keys.push((c, i % 7, k));
        }
        assert_eq!(g.configs(), 200);
        for (c, h, k) in keys {
            assert_eq!(g.intern(&c, h), k);
        }
        assert_eq!(g.intern(&[0; CELLS], 0), 0);
        assert_eq!(g.nodes().len(), 1);
    }
}
