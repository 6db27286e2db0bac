//! The `feast` puzzle (issue 28, point 5): 2F's own weekly puzzle. *Set up the position so
//! that the monster, walking without a step limit, eats every enemy pawn while all of yours
//! survive.* The solver places K of their own pieces (pawns of their colour, or stones) on
//! empty squares, as a `place` puzzle does ([`Place`], the candidates of docs/FORMAT.md
//! section 5); the monster then walks with no tile and no limit ([`walk_endless`]) until every
//! pawn to feed is removed or it repeats a state (square, heading, board: then it never will).
//! A placement solves it when the walk ends with every pawn to feed removed and none to spare.
//!
//! # The exhaustive search, pruned
//!
//! Trying every placement is C(n, K) walks of up to several hundred steps (n is about 150
//! empty squares: 11,175 pairs, 551,300 triples). The search is cut by one exact fact: a
//! piece on a square the walk never *touches* changes nothing. A walk touches the squares on
//! each line the monster looks along, up to and including the pawn, the stone or the last
//! square before the wall that ends the line (M2), the squares it enters (M5, M7, M8, M10),
//! and the squares things are pushed or slid onto (M6, S5). By induction over the steps, a
//! walk with more pieces on untouched squares makes the very same steps, so it ends the same
//! way. Hence, from a partial placement S (starting empty):
//!
//! - if the walk with S solves it, so does S with any further pieces on untouched squares;
//! - every solution P containing S either adds only untouched squares (then the walk with S
//!   solves it), or adds a touched square q, and is found below S + q.
//!
//! So the search walks S, and branches only on its touched squares; sets reached twice are
//! walked once. Every placement is accounted for: [`Search::walks`] says how many walks that
//! took, against [`Search::placements`] (measured numbers in docs/puzzles.md).

use std::collections::{BTreeSet, HashSet};

use super::difficulty::{Difficulty, Features, Idea};
use super::explain::semicolons;
use super::model::{placement_key, put, sort_placement, Answer, Ask, Kind, Place, Puzzle};
use super::model::{PuzzleGoal, RuleSet};
use super::themes::Theme;
use crate::board::{Board, PawnId, PawnPlace, Removal};
use crate::combinations::choose;
use crate::geometry::{Dir, Square};
use crate::i18n::{and_list, Lang};
use crate::monster::{walk_endless, Blocker, Decision, Ending, Event, Sight, Sink};
use crate::render::trace::{decision_text, event_text, Names};
use crate::rng::Rng;
use crate::rules::Options;
use crate::search::{bit, members, PawnSet};
use crate::t;
use crate::trace::StepTrace;

/// At most this many solutions are listed; a search that finds more stops (its verdict is
/// `multiple` all the same).
pub const MAX_LISTED: usize = 1000;

/// At most this many walks per search: a bound that no stored or generated puzzle comes
/// near (a search that reaches it says it is incomplete).
pub const MAX_WALKS: u64 = 300_000;

/// The pawns of `set` that `board` has removed.
fn removed(board: &Board, set: PawnSet) -> PawnSet {
    members(set)
        .filter(|&id| {
            (id.0 as usize) < board.pawn_count() && matches!(board.pawn(id), PawnPlace::Removed(_))
        })
        .fold(0, |s, id| s | bit(id))
}

/// The pawns to feed and to spare of a feast puzzle: the goal's, placed pawns of the spared
/// player included.
pub fn sets(puzzle: &Puzzle) -> (PawnSet, PawnSet) {
    puzzle.feed_and_spare()
}

/// Walks the monster on `board` until every pawn of `feed` is removed, a pawn of `spare` is,
/// or it repeats a state; whether the placement solves the puzzle, and the ending.
pub fn feast<S: Sink>(
    board: &mut Board,
    options: &Options,
    (feed, spare): (PawnSet, PawnSet),
    sink: &mut S,
) -> (bool, Ending) {
    let ending = walk_endless(board, options, sink, |b| {
        removed(b, spare) != 0 || removed(b, feed) == feed
    });
    let solved = ending.done() && removed(board, spare) == 0 && removed(board, feed) == feed;
    (solved, ending)
}

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
    /// False if the search stopped early (more than the limit of solutions, or
    /// [`MAX_WALKS`]).
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
    Search {
        solutions,
        placements: choose(cands.len(), k),
        walks: s.walks,
        changing: s.changing,
        decoys: s.decoys,
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
    stopped: bool,
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

/// Whether `puzzle` is a feast puzzle.
pub fn is_feast(puzzle: &Puzzle) -> bool {
    puzzle.kind == Kind::Feast
}

/// The solutions as answers, the walks made, and whether the search was complete.
pub(super) fn solve(
    puzzle: &Puzzle,
    options: &Options,
    limit: Option<usize>,
) -> (Vec<Answer>, u64, bool) {
    let s = search(puzzle, options, limit);
    (
        s.solutions.into_iter().map(Answer::Squares).collect(),
        s.walks,
        s.complete,
    )
}

// ---------------------------------------------------------------------------------------
// The recorded walk.

/// A recorded feast walk: its steps (as a trace records them), the board before each, the
/// pawns removed and how it ended.
#[derive(Clone, Debug)]
pub struct FeastTrace {
    /// The board before the walk, pieces placed.
    pub before: Board,
    /// Every step, in order.
    pub steps: Vec<StepTrace>,
    /// The board before each step (and after the last).
    pub boards: Vec<Board>,
    /// Every pawn removed: the pawn, how, and the step (counted from 1).
    pub removed: Vec<(PawnId, Removal, u32)>,
    /// How the walk ended.
    pub ending: Ending,
    /// Whether the placement solves the puzzle.
    pub solved: bool,
}

/// The walk of `board` (pieces placed) recorded step by step.
pub fn record(board: &Board, options: &Options, sets: (PawnSet, PawnSet)) -> FeastTrace {
    let mut after = *board;
    let mut events: Vec<Event> = Vec::new();
    let mut boards: Vec<Board> = Vec::new();
    let (feed, spare) = sets;
    let ending = walk_endless(&mut after, options, &mut events, |b| {
        boards.push(*b);
        removed(b, spare) != 0 || removed(b, feed) == feed
    });
    let solved = ending.done() && removed(&after, spare) == 0 && removed(&after, feed) == feed;
    let mut steps: Vec<StepTrace> = Vec::new();
    let mut gone = Vec::new();
    let mut current: Option<StepTrace> = None;
    for e in events {
        match e {
            Event::StepStart { step, at, facing } => {
                current = Some(StepTrace {
                    step,
                    from: at,
                    facing_before: facing,
                    sights: crate::monster::look(&boards[steps.len()]),
                    decision: Decision::NothingSeen,
                    events: Vec::new(),
                    to: at,
                    facing,
                });
            }
            Event::Look { sights, decision } => {
                if let Some(s) = current.as_mut() {
                    s.sights = sights;
                    s.decision = decision;
                }
            }
            Event::StepEnd { at, facing, .. } => {
                if let Some(mut s) = current.take() {
                    s.to = at;
                    s.facing = facing;
                    steps.push(s);
                }
            }
            other => {
                let n = steps.len() as u32 + 1;
                match other {
                    Event::Eat { pawn, .. } => gone.push((pawn, Removal::Eaten, n)),
                    Event::Crushed { pawn, .. } => gone.push((pawn, Removal::Crushed, n)),
                    Event::Destroyed { pawn, .. } => gone.push((pawn, Removal::Destroyed, n)),
                    _ => {}
                }
                if let Some(s) = current.as_mut() {
                    s.events.push(other);
                }
            }
        }
    }
    FeastTrace {
        before: *board,
        steps,
        boards,
        removed: gone,
        ending,
        solved,
    }
}

/// The walk with `answer` placed and the walk without it; `None` if the answer is no
/// placement of this puzzle.
pub fn walks(
    puzzle: &Puzzle,
    options: &Options,
    answer: &Answer,
) -> Option<(FeastTrace, FeastTrace)> {
    let Answer::Squares(squares) = answer else {
        return None;
    };
    if squares.len() != puzzle.place()?.count() {
        return None;
    }
    let sets = sets(puzzle);
    let with = record(&puzzle.board_with(squares), options, sets);
    let without = record(puzzle.scenario.board(), options, sets);
    Some((with, without))
}

/// Two steps are the same: the same look's decision, the same events, the same end.
fn same_step(a: &StepTrace, b: &StepTrace) -> bool {
    a.from == b.from
        && a.facing_before == b.facing_before
        && a.decision == b.decision
        && a.events == b.events
        && a.to == b.to
        && a.facing == b.facing
}

/// The first step (1-based) where the walk with the answer leaves the walk without.
fn key_step(with: &FeastTrace, without: &FeastTrace) -> u32 {
    let n = with
        .steps
        .iter()
        .zip(&without.steps)
        .take_while(|(a, b)| same_step(a, b))
        .count();
    n as u32 + 1
}

/// The step of the last removal the goal needs (the walk's last step).
fn settle_step(with: &FeastTrace) -> u32 {
    with.ending.steps()
}

fn step_u8(n: u32) -> u8 {
    u8::try_from(n).unwrap_or(u8::MAX)
}

// ---------------------------------------------------------------------------------------
// Themes, measure, score.

/// The themes of the answer's walk, from its first step to its last (the order of
/// [`Theme::ALL`]): a lure (the monster turns toward a pawn you placed, M4), a tie (M4, S1),
/// hiding (a placed pawn behind a stone on a line the monster looks along, or for placed
/// stones a pawn to spare so hidden, M3), push, crush, destroy, slide, wall, pivot,
/// teleport, each from its event's rule.
pub fn themes(puzzle: &Puzzle, options: &Options, answer: &Answer) -> Option<Vec<Theme>> {
    let (with, _) = walks(puzzle, options, answer)?;
    let (_, spare) = sets(puzzle);
    let placed = puzzle.placed_set();
    let hidden_kind = match puzzle.place()? {
        Place::Pawns { .. } => placed,
        Place::Pieces { .. } => spare,
    };
    let mut found: BTreeSet<Theme> = BTreeSet::new();
    for (i, s) in with.steps.iter().enumerate() {
        match s.decision {
            Decision::Nearest { pawn, .. } if placed & bit(pawn) != 0 => {
                found.insert(Theme::Lure);
            }
            Decision::Tie { .. } => {
                found.insert(Theme::Tie);
            }
            _ => {}
        }
        let board = &with.boards[i];
        for sight in &s.sights {
            if let Blocker::Piece(_, at) = sight.blocker {
                if let Some(id) = first_pawn_behind(board, at, sight.dir) {
                    if hidden_kind & bit(id) != 0 {
                        found.insert(Theme::Hide);
                    }
                }
            }
        }
        for e in &s.events {
            let t = match e {
                Event::Push { .. } => Some(Theme::Push),
                Event::Crushed { .. } => Some(Theme::Crush),
                Event::Destroyed { .. } => Some(Theme::Destroy),
                Event::Slide { .. } | Event::Enter { sliding: true, .. } => Some(Theme::Slide),
                Event::WallCross { .. } => Some(Theme::Wall),
                Event::PivotTurn { .. } => Some(Theme::Pivot),
                Event::Teleport { .. } => Some(Theme::Teleport),
                _ => None,
            };
            found.extend(t);
        }
    }
    Some(found.into_iter().collect())
}

/// The first pawn behind the piece on `at`, looking along `dir`, before any other
/// sight-blocking piece or the wall.
fn first_pawn_behind(board: &Board, at: Square, dir: Dir) -> Option<PawnId> {
    let mut cur = at;
    while let Some(next) = cur.step(dir) {
        cur = next;
        match board.occupant(cur) {
            crate::board::Occupant::Pawn(id) => return Some(id),
            crate::board::Occupant::Piece(p) if p.blocks_sight() => return None,
            _ => {}
        }
    }
    None
}

/// The idea of a theme, for the features.
fn idea(t: Theme) -> Option<Idea> {
    Some(match t {
        Theme::Lure => Idea::Lure,
        Theme::Tie => Idea::Tie,
        Theme::Push => Idea::Push,
        Theme::Crush => Idea::Crush,
        Theme::Destroy => Idea::Destroy,
        Theme::Slide => Idea::Slide,
        Theme::Wall => Idea::Wall,
        Theme::Pivot => Idea::Pivot,
        Theme::Teleport => Idea::Teleport,
        Theme::Hide => return None,
    })
}

/// The features of a feast puzzle's answer: the placements (`candidates`), those walked whole
/// by the search (`changing`: every piece changes the walk), the `decoys` among them (they
/// make the monster remove a pawn to feed and still fail), the first step the answer changes
/// (`key_step`), the step that ends the walk (`settle_step`, 255 for longer walks), the ideas
/// of its themes, and `natural` (always, for placements).
pub fn features(puzzle: &Puzzle, options: &Options, answer: &Answer) -> Option<Features> {
    let (with, without) = walks(puzzle, options, answer)?;
    let s = search(puzzle, options, None);
    let ideas = themes(puzzle, options, answer)?
        .into_iter()
        .filter_map(idea)
        .collect();
    Some(Features {
        candidates: s.placements,
        changing: s.changing,
        decoys: s.decoys,
        key_step: step_u8(key_step(&with, &without)),
        settle_step: step_u8(settle_step(&with)),
        ideas,
        natural: true,
    })
}

/// The difficulty score of a feast puzzle with `parts` pieces to place: what a solver has to
/// think through.
///
/// - the tempting wrong placements ([`Features::decoys`]), twice: 0 for up to 2, 1 for 3 to
///   15, 2 for 16 to 63, 3 for 64 or more (a feast has many more candidates than a tile's
///   puzzle, so the bands are wider);
/// - the length of the walk to follow ([`Features::trace_steps`], from the key step to the
///   end): 1 from 10 steps, 2 from 25;
/// - the key ideas beyond the lure ([`Features::scoring_ideas`]): 1 each, at most 2;
/// - 1 for each piece beyond the first, at most 2.
pub fn score(parts: usize, f: &Features) -> u32 {
    let decoys = match f.decoys {
        0..=2 => 0,
        3..=15 => 1,
        16..=63 => 2,
        _ => 3,
    };
    let depth = match f.trace_steps() {
        0..=9 => 0,
        10..=24 => 1,
        _ => 2,
    };
    let ideas = f.scoring_ideas().min(2) as u32;
    let pieces = parts.saturating_sub(1).min(2) as u32;
    2 * decoys + depth + ideas + pieces
}

// ---------------------------------------------------------------------------------------
// Words: the question, the explanation, the hints.

/// The question of a feast puzzle: "Place 1 red pawn so that the monster, walking without a
/// step limit, eats or crushes both blue pawns and leaves every red pawn on the board."
pub(super) fn question(puzzle: &Puzzle, lang: Lang, goal: String) -> String {
    let what = match puzzle.place() {
        Some(Place::Pawns { count, player }) => t!(
            lang,
            "puzzle-what-pawns",
            count = *count,
            player = player.as_str()
        ),
        Some(Place::Pieces { count, piece }) => {
            t!(lang, "puzzle-what-pieces", count = *count, piece = *piece)
        }
        None => String::new(),
    };
    t!(lang, "puzzle-q-feast", what = what, goal = goal)
}

/// "Put red2 on f4 and red3 on k7."
fn answer_words(lang: Lang, puzzle: &Puzzle, squares: &[Square]) -> Option<String> {
    let each: Vec<String> = match puzzle.place()? {
        Place::Pawns { .. } => puzzle
            .placed_names()
            .iter()
            .zip(squares)
            .map(|(n, s)| t!(lang, "puzzle-answer-pawn-on", pawn = n.as_str(), at = *s))
            .collect(),
        Place::Pieces { piece, .. } => squares
            .iter()
            .map(|s| t!(lang, "puzzle-answer-piece-on", piece = *piece, at = *s))
            .collect(),
    };
    Some(t!(lang, "puzzle-answer-put", list = and_list(lang, &each)))
}

/// The key step's sentence body: the decision, and where the decision is the same as
/// without the answer, what the monster then does.
fn key_body(
    lang: Lang,
    with: &FeastTrace,
    without: &FeastTrace,
    key: u32,
    names: &Names,
) -> Option<String> {
    let s = with.steps.get(key as usize - 1)?;
    let before = without.steps.get(key as usize - 1);
    let same_look = before.is_some_and(|b| b.decision == s.decision);
    let events: Vec<String> = s
        .events
        .iter()
        .filter_map(|e| event_text(lang, e, names))
        .collect();
    let decision = decision_text(lang, &s.decision, &s.sights, s.facing_before, names);
    Some(if same_look && !events.is_empty() {
        t!(
            lang,
            "puzzle-hint-then",
            decision = decision,
            events = semicolons(lang, &events)
        )
    } else {
        decision
    })
}

/// The explanation of a feast answer in the trace's words: the placement; the key step and
/// why; every removal of a pawn to feed, with the pivot turns, teleports, wall crossings and
/// ties on the way (two of each at most); the end of the walk; and what the monster does
/// without the pieces placed (a pawn to spare removed, or a walk that repeats).
pub fn explanation_in(
    lang: Lang,
    puzzle: &Puzzle,
    options: &Options,
    answer: &Answer,
) -> Option<String> {
    let Answer::Squares(squares) = answer else {
        return None;
    };
    let (with, without) = walks(puzzle, options, answer)?;
    let (feed, spare) = sets(puzzle);
    let scenario = puzzle.scenario_with(squares);
    let names = Names(scenario.pawns());
    let mut out = vec![answer_words(lang, puzzle, squares)?];
    let key = key_step(&with, &without);
    if let Some(s) = with.steps.get(key as usize - 1) {
        out.push(t!(
            lang,
            "puzzle-why-key-step",
            step = key,
            at = s.from,
            dir = s.facing_before,
            body = key_body(lang, &with, &without, key, &names)?
        ));
    }
    let mut told = 0;
    for s in with.steps.iter().skip(key as usize) {
        let mut parts: Vec<String> = Vec::new();
        if matches!(s.decision, Decision::Tie { .. }) && told < 2 {
            parts.push(decision_text(
                lang,
                &s.decision,
                &s.sights,
                s.facing_before,
                &names,
            ));
        }
        for e in &s.events {
            let wanted = match e {
                Event::Eat { pawn, .. }
                | Event::Crushed { pawn, .. }
                | Event::Destroyed { pawn, .. } => feed & bit(*pawn) != 0,
                Event::PivotTurn { .. } | Event::Teleport { .. } | Event::WallCross { .. } => {
                    told < 2
                }
                _ => false,
            };
            if wanted {
                parts.extend(event_text(lang, e, &names));
            }
        }
        if !parts.is_empty() {
            told += 1;
            out.push(t!(
                lang,
                "puzzle-why-step",
                step = s.step,
                said = semicolons(lang, &parts)
            ));
        }
    }
    // The removals at or before the key step that the goal needs.
    let early: Vec<String> = with
        .removed
        .iter()
        .filter(|(id, _, step)| feed & bit(*id) != 0 && *step <= key)
        .map(|(id, _, _)| names.of(*id).to_string())
        .collect();
    if !early.is_empty() {
        out.push(t!(
            lang,
            "puzzle-feast-early",
            n = early.len(),
            pawns = and_list(lang, &early)
        ));
    }
    out.push(t!(lang, "puzzle-feast-ends", step = with.ending.steps()));
    out.push(without_words(lang, puzzle, &without, spare, &names));
    Some(out.join(" "))
}

/// What the monster does without the pieces placed.
fn without_words(
    lang: Lang,
    puzzle: &Puzzle,
    without: &FeastTrace,
    spare: PawnSet,
    names: &Names,
) -> String {
    let n = puzzle.parts();
    if let Some(&(id, how, step)) = without
        .removed
        .iter()
        .find(|(id, _, _)| spare & bit(*id) != 0)
    {
        return t!(
            lang,
            "puzzle-feast-without-lost",
            n = n,
            pawn = names.of(id),
            how = how,
            step = step
        );
    }
    match without.ending {
        Ending::Cycle { first, .. } => {
            let (feed, _) = sets(puzzle);
            let left: Vec<String> =
                members(feed & !removed(without.boards.last().unwrap_or(&without.before), feed))
                    .map(|id| names.of(id).to_string())
                    .collect();
            t!(
                lang,
                "puzzle-feast-without-cycle",
                n = n,
                step = first + 1,
                pawns = and_list(lang, &left)
            )
        }
        // Without the pieces it would feast already: no puzzle would be unique then.
        Ending::Done { steps, .. } => t!(lang, "puzzle-feast-ends", step = steps),
    }
}

/// [`explanation_in`] in English.
pub fn explanation(puzzle: &Puzzle, options: &Options, answer: &Answer) -> Option<String> {
    explanation_in(Lang::En, puzzle, options, answer)
}

/// The four hints of a feast puzzle: (1) the idea (its themes); (2) the pawns that matter:
/// the pawn to feed the monster never reaches without your pieces, or the pawn of yours it
/// would remove; (3) the monster's first decision that counts (the key step), its square and
/// heading and the decision in the trace's words, leaving out anything that names a square
/// of the answer; (4) the answer with its trace (the explanation).
pub fn hints_in(
    lang: Lang,
    puzzle: &Puzzle,
    options: &Options,
    answer: &Answer,
) -> Option<Vec<String>> {
    let Answer::Squares(squares) = answer else {
        return None;
    };
    let giveaways = super::hints::answer_giveaways(answer);
    let themes = themes(puzzle, options, answer)?;
    let idea = if themes.is_empty() {
        t!(lang, "puzzle-hint-no-theme")
    } else {
        let words: Vec<String> = themes.iter().map(|t| t.words(lang)).collect();
        t!(lang, "puzzle-hint-idea", themes = and_list(lang, &words))
    };
    let (with, without) = walks(puzzle, options, answer)?;
    let (feed, spare) = sets(puzzle);
    let scenario = puzzle.scenario_with(squares);
    let names = Names(scenario.pawns());
    // Hint 2: the pawn of yours the monster removes without your pieces, else the pawns to
    // feed it never reaches.
    let lost = without
        .removed
        .iter()
        .find(|(id, _, _)| spare & bit(*id) != 0)
        .map(|(id, _, _)| vec![names.of(*id).to_string()]);
    let look = match lost {
        Some(pawns) => t!(
            lang,
            "puzzle-hint-feast-lost",
            pawns = and_list(lang, &pawns)
        ),
        None => {
            let left: Vec<String> =
                members(feed & !removed(without.boards.last().unwrap_or(&without.before), feed))
                    .map(|id| names.of(id).to_string())
                    .collect();
            t!(
                lang,
                "puzzle-hint-feast-unreached",
                n = left.len(),
                pawns = and_list(lang, &left)
            )
        }
    };
    // Hint 3: the key step.
    let key = key_step(&with, &without);
    let s = with.steps.get(key as usize - 1)?;
    let body = key_body(lang, &with, &without, key, &names)?;
    let third = t!(
        lang,
        "puzzle-hint-key-step",
        with = "no",
        tile = crate::rules::Tile::Steps(1),
        step = key,
        at = s.from,
        dir = s.facing_before,
        body = body.as_str()
    );
    let third = if super::hints::says_any(&third, &giveaways) {
        t!(
            lang,
            "puzzle-hint-feast-key-step",
            step = key,
            at = s.from,
            dir = s.facing_before
        )
    } else {
        third
    };
    let fourth = explanation_in(lang, puzzle, options, answer)?;
    Some(vec![idea, look, third, fourth])
}

// ---------------------------------------------------------------------------------------
// The generator.

/// One drawn feast puzzle of attempt `rng`, for `difficulty` (easy: one pawn to place and
/// two pawns to feed; medium: two pawns, or one stone; hard: two pieces and three pawns to
/// feed), without a solution yet.
fn draw(rng: &mut Rng, difficulty: Option<Difficulty>) -> Option<Puzzle> {
    let level = match difficulty {
        Some(d) => d,
        None => [Difficulty::Easy, Difficulty::Medium, Difficulty::Hard][rng.below(3)],
    };
    let (count, stones, enemies) = match level {
        Difficulty::Easy => (1, false, 2),
        Difficulty::Medium => {
            if rng.below(3) == 0 {
                (1, true, 2)
            } else {
                (2, false, 2)
            }
        }
        Difficulty::Hard => (2, rng.below(3) == 0, 3),
    };
    let mut free: Vec<Square> = Square::all().collect();
    rng.shuffle(&mut free);
    let mut pools = String::new();
    // The basic setup's pools (B2), each kept with a chance.
    let mut taken: Vec<Square> = Vec::new();
    if rng.below(2) == 0 {
        pools.push_str("  - {at: i3, size: 2x2}\n");
        taken.extend(
            ["i3", "j3", "i4", "j4"]
                .iter()
                .filter_map(|s| s.parse::<Square>().ok()),
        );
    }
    if rng.below(2) == 0 {
        pools.push_str("  - {at: e9, size: 4x1}\n");
        taken.extend(
            ["e9", "f9", "g9", "h9"]
                .iter()
                .filter_map(|s| s.parse::<Square>().ok()),
        );
    }
    free.retain(|s| !taken.contains(s) && !s.is_corner());
    let mut next = || free.pop();
    let monster = next()?;
    let facing = Dir::ALL[rng.below(4)];
    let n_stones = 2 + rng.below(5);
    let stone_squares: Vec<String> = (0..n_stones)
        .filter_map(|_| next())
        .map(|s| s.to_string())
        .collect();
    let own = rng.below(3);
    let mut yaml = format!(
        "monster: {{at: {monster}, facing: {}}}\nstones: [{}]\n",
        facing.name(),
        stone_squares.join(", ")
    );
    if !pools.is_empty() {
        yaml.push_str("pools:\n");
        yaml.push_str(&pools);
    }
    yaml.push_str("pawns:\n");
    for i in 1..=enemies {
        yaml.push_str(&format!(
            "  - {{name: blue{i}, at: {}, player: blue}}\n",
            next()?
        ));
    }
    for i in 1..=own {
        yaml.push_str(&format!(
            "  - {{name: red{i}, at: {}, player: red}}\n",
            next()?
        ));
    }
    let scenario = crate::scenario::parse(&yaml, "feast").ok()?;
    let place = if stones {
        Place::Pieces {
            count,
            piece: crate::board::Piece::Stone,
        }
    } else {
        Place::Pawns {
            count,
            player: "red".to_string(),
        }
    };
    let mut p = Puzzle::new(scenario, Vec::new(), Kind::Feast, Ask::Place(place));
    p.goal = PuzzleGoal::FeedSpare {
        feed: Vec::new(),
        feed_all_of: Some("blue".to_string()),
        spare: Some("red".to_string()),
    };
    p.rules = Some(RuleSet::Basic);
    Some(p)
}

/// The option settings a feast walk can tell apart: the monster's options (no pawn moves);
/// the pivot options only where there are pivot stones.
pub fn settings(puzzle: &Puzzle, base: &Options) -> Vec<Options> {
    let pivots = puzzle
        .scenario
        .board()
        .pieces()
        .any(|(_, p)| matches!(p, crate::board::Piece::Pivot(_)))
        || matches!(
            puzzle.place(),
            Some(Place::Pieces {
                piece: crate::board::Piece::Pivot(_),
                ..
            })
        );
    let mut out: Vec<Options> = Vec::new();
    for o in super::solve::option_settings(base, &[]) {
        let mut o = o;
        o.pawn_push_onto_teleporter = base.pawn_push_onto_teleporter;
        if !pivots {
            o.pivot_when_tied = base.pivot_when_tied;
            o.pivot_chain = base.pivot_chain;
        }
        if !out.contains(&o) {
            out.push(o);
        }
    }
    out
}

/// The single solution under every option setting ([`settings`]), `None` if there is not
/// exactly one or it changes.
/// `known`: the single answer under the puzzle's own options, if already searched.
fn single_everywhere(puzzle: &Puzzle, known: Option<&Vec<Square>>) -> Option<Vec<Square>> {
    let mut answer: Option<Vec<Square>> = known.cloned();
    let base = puzzle.scenario.options;
    for o in settings(puzzle, &base) {
        if known.is_some() && o == base {
            continue;
        }
        let s = search(puzzle, &o, Some(1));
        if !s.complete || s.solutions.len() != 1 {
            return None;
        }
        match &answer {
            None => answer = Some(s.solutions[0].clone()),
            Some(a) if *a == s.solutions[0] => {}
            Some(_) => return None,
        }
    }
    answer
}

/// Takes off every stone, pool and pawn of the solver's that plays no part: one at a time,
/// while the puzzle keeps the same single answer under every option setting. Pawns to feed
/// are taken off too when the answer stays the same without them (a smaller feast).
fn prune(mut puzzle: Puzzle, answer: &[Square], rng: &mut Rng) -> Puzzle {
    loop {
        let setup = puzzle.scenario.setup().clone();
        let mut parts: Vec<usize> =
            (0..setup.pieces.len() + setup.pools.len() + setup.pawns.len()).collect();
        rng.shuffle(&mut parts);
        let mut removed_any = false;
        for part in parts {
            let mut s = setup.clone();
            if part < setup.pieces.len() {
                s.pieces.remove(part);
            } else if part < setup.pieces.len() + setup.pools.len() {
                s.pools.remove(part - setup.pieces.len());
            } else {
                let i = part - setup.pieces.len() - setup.pools.len();
                let enemies = setup
                    .pawns
                    .iter()
                    .filter(|p| p.player.as_deref() == Some("blue"))
                    .count();
                if setup.pawns[i].player.as_deref() == Some("blue") && enemies <= 1 {
                    continue;
                }
                s.pawns.remove(i);
            }
            let Ok(scenario) = s.validate() else { continue };
            let mut p = puzzle.clone();
            p.scenario = scenario;
            // Placed pawns take the next names: a solver's pawn gone renames them, so the
            // answer is compared by squares.
            if single_everywhere(&p, None).as_deref() == Some(answer) {
                puzzle = p;
                removed_any = true;
                break;
            }
        }
        if !removed_any {
            return puzzle;
        }
    }
}

/// A generated feast puzzle: the puzzle with everything stated, its answer, features and
/// score.
pub struct Made {
    /// The puzzle, stated whole.
    pub puzzle: Puzzle,
    /// Its single answer.
    pub answer: Answer,
    /// Its features.
    pub features: Features,
    /// Its score.
    pub score: u32,
}

/// Attempt `i` of `seed` for a feast puzzle of `difficulty`: a drawn position (the monster
/// anywhere, stones and pools, two or three blue pawns to feed, up to two red pawns to spare),
/// kept when its answer is single under every option setting, pruned to the pieces that
/// matter, then measured and kept if its score gives the difficulty asked for.
pub fn attempt(seed: u64, i: u64, difficulty: Option<Difficulty>) -> Option<Made> {
    let mut rng = Rng::derived(seed ^ 0xFEA5_7000, i);
    let options = Options::default();
    let puzzle = draw(&mut rng, difficulty)?;
    // A cheap look first: one search under the default options.
    let s = search(&puzzle, &options, Some(1));
    if !s.complete || s.solutions.len() != 1 {
        return None;
    }
    let squares = single_everywhere(&puzzle, Some(&s.solutions[0]))?;
    let mut puzzle = prune(puzzle, &squares, &mut rng);
    let answer = Answer::Squares(squares);
    let features = features(&puzzle, &options, &answer)?;
    let sc = score(puzzle.parts(), &features);
    if difficulty.is_some_and(|d| d != Difficulty::of_score(sc)) {
        return None;
    }
    puzzle.solution = Some(vec![answer.clone()]);
    puzzle.explanation = Some(explanation(&puzzle, &options, &answer)?);
    let mut setup = puzzle.scenario.setup().clone();
    setup.title = Some(puzzle.question());
    puzzle.scenario = setup.validate().ok()?;
    puzzle.features = Some(features.clone());
    puzzle.themes = Some(themes(&puzzle, &options, &answer)?);
    puzzle.hints = Some(hints_in(Lang::En, &puzzle, &options, &answer)?);
    puzzle.score = Some(sc);
    puzzle.difficulty = Some(Difficulty::of_score(sc));
    puzzle.seed = Some(seed);
    puzzle.attempt = Some(i);
    Some(Made {
        puzzle,
        answer,
        features,
        score: sc,
    })
}

/// The measure of a feast answer: its [`features`]; forced when at most one whole placement
/// changes the walk (the search walks every placement whose pieces all matter); never
/// decomposable (no piece of a unique answer solves anything alone: a single piece that did
/// would leave the others free, and the answer would not be unique).
pub fn measure(
    puzzle: &Puzzle,
    options: &Options,
    answer: &Answer,
) -> Option<super::measure::Measure> {
    let features = features(puzzle, options, answer)?;
    Some(super::measure::Measure {
        forced: features.changing <= 1,
        decomposable: false,
        features,
    })
}

/// The walk of a feast answer for its key idea ([`super::idea_key`]): every step's square
/// and heading, and the squares of the pawns removed with their steps, through `sq` and
/// `dir` (the board turned, or not). `None` if the answer is no placement of the puzzle.
pub(super) fn idea_walk(
    puzzle: &Puzzle,
    options: &Options,
    answer: &Answer,
    sq: &dyn Fn(Square) -> Square,
    dir: &dyn Fn(Dir) -> Dir,
) -> Option<String> {
    let (with, _) = walks(puzzle, options, answer)?;
    let steps: Vec<String> = with
        .steps
        .iter()
        .map(|s| format!("{}{}", sq(s.to), dir(s.facing).arrow()))
        .collect();
    let removed: Vec<String> = with
        .removed
        .iter()
        .map(|(id, _, step)| {
            let at = with.before.pawn_square(*id).map(sq);
            format!("{at:?}@{step}")
        })
        .collect();
    Some(format!(
        "feast {} removes {}",
        steps.join(" "),
        removed.join(" ")
    ))
}
