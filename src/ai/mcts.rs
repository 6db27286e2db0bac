//! `mcts`: Monte Carlo tree search with max-n backups (issue 29).
//!
//! The tree has two kinds of node: a **decision** (a player to play: its children are the
//! player's best plays by greedy's evaluation, opened one by one as the node is visited more —
//! progressive widening) and a **chance** node (the monster phase: one child per distinct tile
//! the pile can bring, each visited in proportion to its chance). Each iteration walks down
//! from the root, at a decision by UCB1 on **the reward of the player to play there**, at a
//! chance node to the tile most behind its share; it adds one node, scores it — a few greedy
//! plays on (`rollout`), then the evaluation expected over the next tiles, for **every** seat —
//! and adds that reward vector to every node on its way (max-n: each node's player picks by
//! its own component). The most visited play of the root is played.
//!
//! No randomness and no clock: the budget counts iterations (nodes), and chance nodes are
//! visited in proportion to the pile rather than sampled, so a decision depends only on the
//! state and the budget — the same on every machine, whatever the number of threads.

use super::evaluate::{Chances, Play, Scorer, Weights};
use super::{play_greedy, Config};
use crate::board::{Board, PawnId};
use crate::game::{Game, Phase, Seat, MAX_PLAYERS};
use crate::pawn::Dest;
use crate::rules::Tile;

/// A node's children not created yet.
const NONE: u32 = u32::MAX;

/// A reward per seat, each in 0..1.
pub(crate) type Rewards = [f64; MAX_PLAYERS];

/// The evaluation as a reward in 0..1 (a win 1, a loss 0).
fn squash(value: f64, scale: f64) -> f64 {
    1.0 / (1.0 + (-value / scale).exp())
}

/// A play of a decision node: its parts, its index in [`Game::legal_plays`], its child.
pub(crate) struct Edge {
    pub(crate) pawn: PawnId,
    pub(crate) dest: Dest,
    pub(crate) board: Board,
    pub(crate) index: usize,
    child: u32,
}

enum Kind {
    /// Not opened yet: scored once as a leaf.
    Leaf,
    /// `seat` to play; `edges` best greedy first.
    Decision { seat: Seat, edges: Vec<Edge> },
    /// The monster phase: each tile, its chance, its child.
    Chance { tiles: Vec<(Tile, f64, u32)> },
    /// The game is over.
    Over,
}

struct Node {
    state: Game,
    kind: Kind,
    visits: u32,
    total: Rewards,
}

impl Node {
    fn new(state: Game) -> Node {
        Node {
            state,
            kind: Kind::Leaf,
            visits: 0,
            total: [0.0; MAX_PLAYERS],
        }
    }

    fn mean(&self, seat: usize) -> f64 {
        if self.visits == 0 {
            0.5
        } else {
            self.total[seat] / f64::from(self.visits)
        }
    }
}

/// The search's knobs, from [`Config`].
#[derive(Clone, Copy, Debug)]
pub(crate) struct Knobs {
    /// Iterations (nodes added).
    pub(crate) iterations: u64,
    /// Most plays a decision node opens.
    pub(crate) width: usize,
    /// Greedy plays a new node plays on before it is scored (within its pawn phase).
    pub(crate) rollout: u32,
    /// UCB1's exploration constant.
    pub(crate) explore: f64,
    /// Progressive widening: a node visited `n` times has `1 + widen·√n` plays open.
    pub(crate) widen: f64,
    /// The evaluation's points that make a reward of 0.73 (the squash's scale).
    pub(crate) scale: f64,
}

impl Knobs {
    pub(crate) fn of(config: &Config) -> Knobs {
        let b = &config.budget;
        Knobs {
            iterations: b.playouts,
            width: b.candidates.max(1),
            rollout: b.rollout,
            explore: b.explore,
            widen: b.widen,
            scale: b.scale.max(0.01),
        }
    }
}

/// The tree of one decision.
pub(crate) struct Tree<'w> {
    nodes: Vec<Node>,
    w: &'w Weights,
    knobs: Knobs,
    seats: usize,
}

impl<'w> Tree<'w> {
    pub(crate) fn new(game: &Game, w: &'w Weights, knobs: Knobs) -> Tree<'w> {
        Tree {
            nodes: vec![Node::new(game.clone())],
            w,
            knobs,
            seats: game.players().len(),
        }
    }

    /// Every seat's reward of `state` as it is: the evaluation expected over the next tiles
    /// (a finished game: its result).
    fn rewards(&self, state: &Game) -> Rewards {
        let mut r = [0.0; MAX_PLAYERS];
        let mut nodes = 0;
        for (s, x) in r.iter_mut().enumerate().take(self.seats) {
            let v = Scorer::new(state, Seat(s as u8), self.w).expected_game(state, &mut nodes);
            *x = squash(v, self.knobs.scale);
        }
        r
    }

    /// A new node's rewards: `rollout` greedy plays on (not past its pawn phase), then scored.
    fn leaf(&self, state: &Game) -> Rewards {
        if self.knobs.rollout == 0 || state.phase() != Phase::Pawns {
            return self.rewards(state);
        }
        let mut s = state.clone();
        for _ in 0..self.knobs.rollout {
            if s.phase() != Phase::Pawns || play_greedy(&mut s, self.w).is_none() {
                break;
            }
        }
        self.rewards(&s)
    }

    /// Opens node `i`: its plays (the best `width` by greedy, best first) or its tiles.
    fn open(&mut self, i: usize) {
        let state = &self.nodes[i].state;
        let kind = match state.phase() {
            Phase::Over => Kind::Over,
            Phase::Monster => {
                let chances = Chances::of(state);
                let tiles: Vec<(Tile, f64, u32)> =
                    chances.iter().map(|(t, p)| (t, p, NONE)).collect();
                if tiles.is_empty() {
                    Kind::Over
                } else {
                    Kind::Chance { tiles }
                }
            }
            Phase::Pawns => match state.to_play() {
                None => Kind::Over,
                Some(seat) => {
                    let edges = best_plays(state, seat, self.w, self.knobs.width);
                    if edges.is_empty() {
                        Kind::Over
                    } else {
                        Kind::Decision { seat, edges }
                    }
                }
            },
        };
        self.nodes[i].kind = kind;
    }

    /// The child of node `i` to go down to (creating it if new), or `None` at the game's end.
    fn select(&mut self, i: usize) -> Option<usize> {
        let n = self.nodes[i].visits;
        let k = self.knobs;
        let (slot, state) = match &self.nodes[i].kind {
            Kind::Leaf | Kind::Over => return None,
            Kind::Decision { seat, edges } => {
                let open = ((1.0 + k.widen * f64::from(n).sqrt()) as usize).clamp(1, edges.len());
                let ln = f64::from(n.max(1)).ln();
                let mut best = (0, f64::NEG_INFINITY);
                for (e, edge) in edges.iter().enumerate().take(open) {
                    let u = if edge.child == NONE {
                        // Unvisited plays first, in greedy's order.
                        f64::INFINITY
                    } else {
                        let c = &self.nodes[edge.child as usize];
                        c.mean(seat.index()) + k.explore * (ln / f64::from(c.visits.max(1))).sqrt()
                    };
                    if u > best.1 {
                        best = (e, u);
                    }
                }
                let edge = &edges[best.0];
                if edge.child != NONE {
                    return Some(edge.child as usize);
                }
                let mut s = self.nodes[i].state.clone();
                s.commit_result(edge.pawn, edge.dest, &edge.board);
                (best.0, s)
            }
            Kind::Chance { tiles } => {
                // The tile furthest behind its share of the visits.
                let mut best = (0, f64::NEG_INFINITY);
                for (t, &(_, p, child)) in tiles.iter().enumerate() {
                    let seen = if child == NONE {
                        0.0
                    } else {
                        f64::from(self.nodes[child as usize].visits)
                    };
                    let behind = p * f64::from(n + 1) - seen;
                    if behind > best.1 {
                        best = (t, behind);
                    }
                }
                let (tile, _, child) = tiles[best.0];
                if child != NONE {
                    return Some(child as usize);
                }
                let state = match self.nodes[i].state.monster_phase(tile) {
                    Ok((next, _)) => next,
                    Err(_) => return None,
                };
                (best.0, state)
            }
        };
        let child = self.nodes.len() as u32;
        self.nodes.push(Node::new(state));
        match &mut self.nodes[i].kind {
            Kind::Decision { edges, .. } => edges[slot].child = child,
            Kind::Chance { tiles } => tiles[slot].2 = child,
            _ => {}
        }
        Some(child as usize)
    }

    /// One iteration: down the tree, one node added and scored, its rewards backed up.
    fn iterate(&mut self, path: &mut Vec<usize>) {
        path.clear();
        let mut i = 0;
        path.push(i);
        let rewards = loop {
            if matches!(self.nodes[i].kind, Kind::Leaf) {
                if self.nodes[i].visits == 0 {
                    break self.leaf(&self.nodes[i].state);
                }
                self.open(i);
            }
            if matches!(self.nodes[i].kind, Kind::Over) {
                break self.rewards(&self.nodes[i].state);
            }
            match self.select(i) {
                Some(c) => {
                    i = c;
                    path.push(i);
                }
                None => break self.rewards(&self.nodes[i].state),
            }
        };
        for &j in path.iter() {
            let node = &mut self.nodes[j];
            node.visits += 1;
            for (t, r) in node.total.iter_mut().zip(rewards) {
                *t += r;
            }
        }
    }

    /// Runs `iterations` iterations (fewer once `stop` says so).
    pub(crate) fn run(&mut self, stop: &dyn Fn() -> bool) {
        let mut path = Vec::new();
        self.open(0);
        for _ in 0..self.knobs.iterations {
            if stop() {
                break;
            }
            self.iterate(&mut path);
        }
    }

    /// The root's plays: (index in the legal plays, visits, mean reward of the player to
    /// play), best greedy first.
    pub(crate) fn root_plays(&self) -> Vec<(usize, u32, f64)> {
        match &self.nodes[0].kind {
            Kind::Decision { seat, edges } => edges
                .iter()
                .map(|e| {
                    if e.child == NONE {
                        (e.index, 0, 0.0)
                    } else {
                        let c = &self.nodes[e.child as usize];
                        (e.index, c.visits, c.mean(seat.index()))
                    }
                })
                .collect(),
            _ => Vec::new(),
        }
    }

    /// Nodes in the tree.
    #[cfg(test)]
    pub(crate) fn len(&self) -> usize {
        self.nodes.len()
    }
}

/// The best `width` plays of `seat` in `game` by greedy's values, best first (the first legal
/// play among equals).
pub(crate) fn best_plays(game: &Game, seat: Seat, w: &Weights, width: usize) -> Vec<Edge> {
    let scorer = Scorer::for_plays(game, seat, w);
    let mut nodes = 0;
    let mut all: Vec<(f64, Edge)> = Vec::new();
    let mut index = 0;
    game.for_each_legal_result(|pawn, dest, change| {
        let v = scorer.expected_play(game, pawn, dest, Play::Changes(change), &mut nodes);
        all.push((
            v,
            Edge {
                pawn,
                dest,
                board: change.board(),
                index,
                child: NONE,
            },
        ));
        index += 1;
    });
    all.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.index.cmp(&b.1.index)));
    all.truncate(width.max(1));
    all.into_iter().map(|(_, e)| e).collect()
}

/// What the search did at the root, for a hint to tell: how many iterations it ran, how
/// often it tried the chosen play, and the most tried other play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct RootTries {
    /// The iterations run (the root's visits).
    pub(crate) iterations: u32,
    /// The chosen play's visits.
    pub(crate) chosen: u32,
    /// The most tried other play (its index among the legal plays, its visits), the first in
    /// greedy's order among equals; `None` if the search tried no other play.
    pub(crate) runner_up: Option<(usize, u32)>,
}

/// The index of the chosen play among the legal plays of `game` (`seat` to play, `plays`
/// of them) and its mean reward: the root's most visited play (among equals the better
/// mean, then greedy's order), with what the search did at the root. `stop` is asked
/// between iterations.
pub(crate) fn choose(
    game: &Game,
    config: &Config,
    stop: &dyn Fn() -> bool,
) -> (usize, f64, RootTries) {
    let mut tree = Tree::new(game, &config.weights, Knobs::of(config));
    tree.run(stop);
    let plays = tree.root_plays();
    let (index, mean) = pick(&plays);
    let chosen = plays.iter().find(|p| p.0 == index).map_or(0, |p| p.1);
    let mut runner_up: Option<(usize, u32)> = None;
    for &(i, visits, _) in &plays {
        if i != index && visits > 0 && runner_up.is_none_or(|r| visits > r.1) {
            runner_up = Some((i, visits));
        }
    }
    let tries = RootTries {
        iterations: tree.nodes[0].visits,
        chosen,
        runner_up,
    };
    (index, mean, tries)
}

/// The most visited of `plays` (visits, then mean, then the first).
pub(crate) fn pick(plays: &[(usize, u32, f64)]) -> (usize, f64) {
    let mut best: Option<(usize, u32, f64)> = None;
    for &p in plays {
        if best.is_none_or(|b| p.1 > b.1 || (p.1 == b.1 && p.2 > b.2)) {
            best = Some(p);
        }
    }
    best.map(|(i, _, v)| (i, v)).unwrap_or((0, 0.0))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;

    fn game(players: usize) -> Game {
        let names: Vec<String> = ["red", "blue", "green", "yellow"][..players]
            .iter()
            .map(|s| s.to_string())
            .collect();
        Game::new(&names, None, &crate::setup::Setup::basic(), false).unwrap()
    }

    /// The budget is respected: one node is added per iteration, no more.
    #[test]
    fn the_tree_grows_one_node_an_iteration() {
        let g = game(2);
        let mut config = Config::new(Level::Mcts);
        config.budget.playouts = 40;
        let mut tree = Tree::new(&g, &config.weights, Knobs::of(&config));
        tree.run(&|| false);
        assert_eq!(tree.len(), 41);
        assert_eq!(tree.nodes[0].visits, 40);
        let visits: u32 = tree.root_plays().iter().map(|p| p.1).sum();
        assert_eq!(visits, 40);
    }

    /// What a hint tells of the search: the iterations run, the chosen play's tries (the
    /// most), and the most tried other play, counted from the root as it stands.
    #[test]
    fn the_root_tries_are_the_trees() {
        let g = game(4);
        let mut config = Config::new(Level::Mcts);
        config.budget.playouts = 60;
        let (index, _, tries) = choose(&g, &config, &|| false);
        assert_eq!(tries.iterations, 60);
        let mut tree = Tree::new(&g, &config.weights, Knobs::of(&config));
        tree.run(&|| false);
        let plays = tree.root_plays();
        let visits = |i: usize| plays.iter().find(|p| p.0 == i).map(|p| p.1).unwrap();
        assert_eq!(tries.chosen, visits(index));
        let (other, n) = tries.runner_up.expect("another play tried");
        assert_ne!(other, index);
        assert_eq!(n, visits(other));
        assert!(n <= tries.chosen && n > 0);
        for &(i, v, _) in &plays {
            assert!(
                i == index || v <= n,
                "play {i} tried {v} times, more than {n}"
            );
        }
        // A stopped search tells the iterations it ran.
        let left = std::cell::Cell::new(25);
        let stop = || {
            left.set(left.get() - 1);
            left.get() < 0
        };
        assert_eq!(choose(&g, &config, &stop).2.iterations, 25);
    }

    /// Max-n: each decision node's player picks by their own component of the rewards. A
    /// constructed tree: blue to play at a node with two plays already visited, the first
    /// good for red (the root's player) and bad for blue, the second the other way round;
    /// with no exploration blue goes down the second, and red, at the root, down its own best.
    #[test]
    fn each_node_picks_by_its_own_players_reward() {
        let g = game(2);
        let config = Config::new(Level::Mcts);
        let mut knobs = Knobs::of(&config);
        knobs.explore = 0.0;
        knobs.widen = 10.0;
        let mut tree = Tree::new(&g, &config.weights, knobs);
        tree.open(0);
        tree.nodes[0].visits = 20;
        let Kind::Decision { seat, .. } = &tree.nodes[0].kind else {
            panic!("a decision")
        };
        assert_eq!(seat.index(), 0);
        // Both of red's first two plays visited; the second better for red.
        let a = tree.select(0).unwrap();
        let b = tree.select(0).unwrap();
        assert_ne!(a, b);
        let set = |t: &mut Tree, i: usize, red: f64, blue: f64| {
            t.nodes[i].visits = 10;
            t.nodes[i].total[0] = red * 10.0;
            t.nodes[i].total[1] = blue * 10.0;
        };
        set(&mut tree, a, 0.3, 0.9);
        set(&mut tree, b, 0.7, 0.1);
        // Every other play of red's also visited, worse for red.
        let Kind::Decision { edges, .. } = &tree.nodes[0].kind else {
            unreachable!()
        };
        let rest: Vec<usize> = (2..edges.len()).collect();
        for _ in rest {
            let c = tree.select(0).unwrap();
            set(&mut tree, c, 0.2, 0.2);
        }
        assert_eq!(tree.select(0), Some(b), "red picks by red's reward");
        // Now a node of blue's (red's first play done: blue to play).
        tree.open(a);
        tree.nodes[a].visits = 20;
        let Kind::Decision { seat, .. } = &tree.nodes[a].kind else {
            panic!("a decision")
        };
        assert_eq!(seat.index(), 1);
        let x = tree.select(a).unwrap();
        let y = tree.select(a).unwrap();
        set(&mut tree, x, 0.8, 0.2);
        set(&mut tree, y, 0.2, 0.6);
        let Kind::Decision { edges, .. } = &tree.nodes[a].kind else {
            unreachable!()
        };
        for _ in 2..edges.len() {
            let c = tree.select(a).unwrap();
            set(&mut tree, c, 0.9, 0.1);
        }
        assert_eq!(tree.select(a), Some(y), "blue picks by blue's reward");
    }

    /// A chance node visits each tile in proportion to its chance.
    #[test]
    fn tiles_are_visited_in_proportion_to_the_pile() {
        let mut g = game(2);
        while g.phase() == Phase::Pawns {
            play_greedy(&mut g, &Weights::default()).unwrap();
        }
        let config = Config::new(Level::Mcts);
        let mut tree = Tree::new(&g, &config.weights, Knobs::of(&config));
        tree.open(0);
        let mut counts = std::collections::BTreeMap::new();
        for n in 0..60 {
            let c = tree.select(0).unwrap();
            tree.nodes[c].visits += 1;
            tree.nodes[0].visits = n + 1;
            *counts.entry(c).or_insert(0) += 1;
        }
        let Kind::Chance { tiles } = &tree.nodes[0].kind else {
            panic!("a chance node")
        };
        for &(_, p, child) in tiles {
            let seen = f64::from(counts[&(child as usize)]);
            assert!(
                (seen - 60.0 * p).abs() <= 1.0,
                "{seen} against {}",
                60.0 * p
            );
        }
    }
}
