//! Monster puzzles with a unique answer: "place your two pawns so that the monster, drawing
//! an 8, eats both of your opponent's pawns and none of yours".
//!
//! A puzzle is a scenario (FORMAT.md section 1) plus a question. [`solve`] answers it
//! exhaustively; [`generate`] builds random puzzles that have exactly one answer and states
//! how hard they are from measured features.
//!
//! # The puzzle file
//!
//! A puzzle file is a scenario file with one more top-level key, `puzzle:`. Everything the
//! scenario format allows (`setup: basic`, stones, pivots, teleporters, pools, pawns,
//! options) means what it means there.
//!
//! ```yaml
//! title: "Place 2 blue pawns so that the monster, drawing an 8, eats every red pawn and no blue pawn."
//! setup: basic
//! monster: { at: h3, facing: south }
//! pawns:
//!   - { name: red1, at: d2, player: red }
//!   - { name: blue1, at: g2, player: blue }
//! puzzle:
//!   tiles: [8]                          # the goal must hold for every tile listed
//!   place: { count: 2, player: blue }   # 2 new blue pawns, named blue2 and blue3
//!   goal: { feed-all-of: red, spare: blue }
//!   solution: [[a4, g6]]                # optional: every answer, each a set of squares
//!   features: { near_misses: 748, steps: 8, push: false, slide: false, wall: false, pivot: false, teleporter: false }
//!   score: 5                            # optional, as are the keys below
//!   difficulty: hard                    # easy | medium | hard
//!   rules: basic                        # basic | advanced
//!   seed: 8                             # the generator's --seed
//!   attempt: 1774                       # which attempt of that seed made it
//! ```
//!
//! (This is `scenarios/puzzles/basic-hard-8-22.yaml`, made by `furunkulus puzzle generate
//! --seed 8 --count 22 --difficulty hard`. The answer: blue2 on a4 draws the monster west at
//! step 2; blue3 on g6 then ties with blue1 at step 3, so it keeps heading west, sees red1
//! at step 6 and eats it at step 7.)
//!
//! - `tiles`: a list of tiles as in the scenario's `tile:` (`8`, `prey-1`); the goal must
//!   hold for each one (each played alone on the same position). It may be left out if the
//!   scenario has `tile:`; giving both is an error.
//! - `place`: what the solver puts on the board. Either `{ count: K, player: P }`: K new
//!   pawns of player P, named `P1`, `P2`, ... with the lowest numbers not yet taken; or
//!   `{ count: K, piece: stone }` (also `crystal`, `pivot-right`, `pivot-around`). They go
//!   on the candidate squares of FORMAT.md section 5 ([`crate::search::candidates`]: no piece,
//!   no pawn, not the monster, not a pool or teleporter). Placed pieces are interchangeable,
//!   so a placement is a *set* of squares, written sorted by column then row.
//! - `goal`: one of
//!   - `survive`: none of the placed pawns is removed (when pieces are placed: no pawn at
//!     all is removed);
//!   - `{ feed: [A, B] }`: the scenario's pawns named are all removed (eaten, crushed or
//!     destroyed); also written as the word `feed [A, B]`;
//!   - `{ feed-all-of: red }`: every pawn of player red is removed;
//!   - `{ spare: blue }`: no pawn of player blue is removed (placed ones included);
//!   - any combination of `feed`, `feed-all-of` and `spare` in one map: all of it must hold,
//!     e.g. `{ feed-all-of: red, spare: blue }`, "eat theirs, not mine".
//! - `solution`: a list of placements, each a list of `count` squares. `[]` states that
//!   there is none. `furunkulus puzzle solve` says whether it matches the solver's answer.
//! - `features`, `score`, `difficulty`, `rules`, `seed`, `attempt`: what the generator
//!   measured and how it made the puzzle (see below). They are read and kept; the solver
//!   does not need them.
//!
//! Problems in the `puzzle:` section are reported like the scenario's own, with file, line
//! and column, all at once.
//!
//! # Solving
//!
//! [`solve`] tries every set of `count` candidate squares, puts the pieces there, plays each
//! tile on a copy of the board (one walk answers every tile: [`crate::search::removals`]) and
//! checks the goal with [`crate::search::Goal`]. The verdict is `unique`, `none` or
//! `multiple` (with the number of solutions).
//!
//! # Generating and difficulty
//!
//! [`generate`] is deterministic: attempt number `i` of seed `s` draws everything from
//! `bench::Rng` seeded from `s` and `i` alone, and attempts are taken in order, so the same
//! request writes byte-identical files. An attempt draws a position (basic: the standard
//! basic setup, B2; advanced: the 11 pieces turned to their faces, 2 pools and 2 teleporter
//! pairs placed at random keeping G9: nothing on or next to a corner, teleporters not
//! orthogonally adjacent), the monster on a free square facing any way, 1 to 3 red pawns to
//! feed and 0 to 2 blue pawns to spare (each within 6 squares of the monster, counted along
//! rows and columns, where there is room), one or two tiles of the deck, and a question:
//! most often "place K blue pawns so that every red pawn is eaten and no blue one", else
//! "place K stones" with that goal or with `survive`. Easy attempts place one piece and
//! play one numbered tile; medium ones place one or two and may play a prey tile; hard ones
//! place two and sometimes play two tiles. A question whose goal already holds with nothing
//! placed is dropped at once. The generator keeps the puzzle only if the solver finds
//! exactly one solution and the puzzle's measured difficulty is the one asked for.
//!
//! The features, measured on the puzzle and its unique solution:
//! - `near_misses`: placements that are not solutions but come close. A placement comes close
//!   if it changes what the monster removes (under some tile, the pawns removed differ from
//!   those removed with nothing placed; a placed pawn being removed counts) and either fails
//!   exactly one condition (one condition = one pawn that must be removed, or must not be,
//!   under one tile), or, under every tile, removes some of the pawns to feed and none of the
//!   pawns to spare. Placements that change nothing are not tempting, so they never count.
//! - `steps`: the most monster steps walked under any tile, with the solution placed.
//! - `push`, `slide`, `wall`, `pivot`, `teleporter`: whether the solution's traces (every
//!   tile) hold a push (M6), a slide of the monster or of a pushed piece (M7, P8), a wall
//!   crossing (M8), a pivot turn (M9) or a teleport (M10).
//!
//! The score ([`score`]) adds:
//! - 2 for every placed piece beyond the first, and 1 for every tile beyond the first;
//! - 1 for each of push, slide, wall, pivot, teleporter that occurs;
//! - 1 if the monster walks 10 steps or more;
//! - for near misses: 0 below 4, 1 for 4 to 15, 2 for 16 to 63, 3 for 64 or more.
//!
//! Difficulty: `easy` up to 2 points, `medium` 3 to 4 points, `hard` 5 points or more.

use std::fmt::{self, Write as _};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use rayon::prelude::*;

use crate::board::{Board, PawnId, PawnPlace, Piece, PivotKind, MAX_PAWNS};
use crate::combinations::Combinations;
use crate::geometry::{Dir, Square};
use crate::monster::Event;
use crate::rng::Rng;
use crate::rules::{Options, Tile};
use crate::scenario::{self, describe, Extra, LoadError, Loader, Node, Problem, SNode, Scenario};
use crate::search::{self, bit, Goal, Horizon, PawnSet};
use crate::setup::{MonsterSpec, PawnSpec, PieceSpec, PoolSpec, Setup, TeleporterSpec};
use crate::trace::Trace;

// ---------------------------------------------------------------------------------------
// Small vocabulary.

/// The rule set a puzzle was generated for.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum RuleSet {
    /// The basic game: the standard basic setup (B2), all pieces plain stones.
    Basic,
    /// The advanced game: pieces turned to their faces, teleporters (G9).
    Advanced,
}

impl RuleSet {
    /// Both, basic first.
    pub const ALL: [RuleSet; 2] = [RuleSet::Basic, RuleSet::Advanced];

    /// `basic` or `advanced`.
    pub const fn name(self) -> &'static str {
        match self {
            RuleSet::Basic => "basic",
            RuleSet::Advanced => "advanced",
        }
    }

    /// Parses `basic` or `advanced`.
    pub fn parse(s: &str) -> Option<RuleSet> {
        RuleSet::ALL.into_iter().find(|r| r.name() == s.trim())
    }
}

impl fmt::Display for RuleSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// How hard a puzzle is, from its [`score`].
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash, PartialOrd, Ord)]
pub enum Difficulty {
    /// Up to 2 points.
    Easy,
    /// 3 to 4 points.
    Medium,
    /// 5 points or more.
    Hard,
}

impl Difficulty {
    /// All three, easiest first.
    pub const ALL: [Difficulty; 3] = [Difficulty::Easy, Difficulty::Medium, Difficulty::Hard];

    /// `easy`, `medium` or `hard`.
    pub const fn name(self) -> &'static str {
        match self {
            Difficulty::Easy => "easy",
            Difficulty::Medium => "medium",
            Difficulty::Hard => "hard",
        }
    }

    /// Parses `easy`, `medium` or `hard`.
    pub fn parse(s: &str) -> Option<Difficulty> {
        Difficulty::ALL.into_iter().find(|d| d.name() == s.trim())
    }

    /// The difficulty of a score: easy up to 2, medium 3 to 4, hard from 5.
    pub const fn of_score(score: u32) -> Difficulty {
        match score {
            0..=2 => Difficulty::Easy,
            3..=4 => Difficulty::Medium,
            _ => Difficulty::Hard,
        }
    }
}

impl fmt::Display for Difficulty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What the solver puts on the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Place {
    /// `count` new pawns of `player`.
    Pawns {
        /// How many.
        count: usize,
        /// Their player (colour).
        player: String,
    },
    /// `count` stone-like pieces of one kind.
    Pieces {
        /// How many.
        count: usize,
        /// Which kind.
        piece: Piece,
    },
}

impl Place {
    /// How many things are placed.
    pub fn count(&self) -> usize {
        match self {
            Place::Pawns { count, .. } | Place::Pieces { count, .. } => *count,
        }
    }
}

/// `stone`, `crystal`, `pivot-right`, `pivot-around`: the words of `place: { piece: ... }`.
pub const fn piece_word(p: Piece) -> &'static str {
    match p {
        Piece::Stone => "stone",
        Piece::Crystal => "crystal",
        Piece::Pivot(PivotKind::Right) => "pivot-right",
        Piece::Pivot(PivotKind::Around) => "pivot-around",
    }
}

fn parse_piece(s: &str) -> Option<Piece> {
    [
        Piece::Stone,
        Piece::Crystal,
        Piece::Pivot(PivotKind::Right),
        Piece::Pivot(PivotKind::Around),
    ]
    .into_iter()
    .find(|p| piece_word(*p) == s.trim())
}

/// The goal as written in the file (pawn and player names; see the module docs).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleGoal {
    /// None of the placed pawns is removed (placing pieces: no pawn at all).
    Survive,
    /// Pawns to remove and pawns to spare; all of it must hold.
    FeedSpare {
        /// Pawns named to be removed.
        feed: Vec<String>,
        /// A player all of whose pawns must be removed.
        feed_all_of: Option<String>,
        /// A player none of whose pawns may be removed.
        spare: Option<String>,
    },
}

/// What the generator measured on a puzzle and its solution (see the module docs).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Features {
    /// Placements that come close without being solutions.
    pub near_misses: u64,
    /// The most monster steps under any tile, with the solution placed.
    pub steps: u8,
    /// The monster pushes something (M6).
    pub push: bool,
    /// The monster, or a piece it pushed, slides over a pool (M7, P8).
    pub slide: bool,
    /// The monster walks through a wall (M8).
    pub wall: bool,
    /// A pivot stone turns the monster (M9).
    pub pivot: bool,
    /// The monster teleports (M10).
    pub teleporter: bool,
}

impl Features {
    /// The mechanisms that occur, by name, in the order push, slide, wall, pivot, teleporter.
    pub fn mechanisms(&self) -> Vec<&'static str> {
        [
            (self.push, "push"),
            (self.slide, "slide"),
            (self.wall, "wall"),
            (self.pivot, "pivot"),
            (self.teleporter, "teleporter"),
        ]
        .into_iter()
        .filter_map(|(on, name)| on.then_some(name))
        .collect()
    }
}

/// The difficulty score of a puzzle placing `count` pieces over `tiles` distinct tiles with
/// these features (see the module docs).
pub fn score(count: usize, tiles: usize, f: &Features) -> u32 {
    let near = match f.near_misses {
        0..=3 => 0,
        4..=15 => 1,
        16..=63 => 2,
        _ => 3,
    };
    2 * (count.max(1) as u32 - 1)
        + (tiles.max(1) as u32 - 1)
        + f.mechanisms().len() as u32
        + u32::from(f.steps >= 10)
        + near
}

// ---------------------------------------------------------------------------------------
// The puzzle.

/// A loaded puzzle: the scenario and the question.
#[derive(Clone, Debug)]
pub struct Puzzle {
    /// The position (with its title and options).
    pub scenario: Scenario,
    /// The tiles; the goal must hold for each.
    pub tiles: Vec<Tile>,
    /// What the solver places.
    pub place: Place,
    /// What must happen.
    pub goal: PuzzleGoal,
    /// The stated solutions, if the file gives them (each sorted by column, then row).
    pub solution: Option<Vec<Vec<Square>>>,
    /// The stated features, if any.
    pub features: Option<Features>,
    /// The stated score, if any.
    pub score: Option<u32>,
    /// The stated difficulty, if any.
    pub difficulty: Option<Difficulty>,
    /// The stated rule set, if any.
    pub rules: Option<RuleSet>,
    /// The generator's seed, if stated.
    pub seed: Option<u64>,
    /// The generator's attempt number, if stated.
    pub attempt: Option<u64>,
}

impl Puzzle {
    /// The names the placed pawns get: the player's name and the lowest numbers not yet
    /// taken (`blue2`, `blue3` if `blue1` exists). Empty when pieces are placed.
    pub fn placed_names(&self) -> Vec<String> {
        let Place::Pawns { count, player } = &self.place else {
            return Vec::new();
        };
        let mut out = Vec::new();
        let mut n = 1;
        while out.len() < *count {
            let name = format!("{player}{n}");
            if !self.scenario.pawns().iter().any(|p| p.name == name) {
                out.push(name);
            }
            n += 1;
        }
        out
    }

    /// The candidate squares (FORMAT.md section 5), in grid order.
    pub fn candidates(&self) -> Vec<Square> {
        search::candidates(self.scenario.board())
    }

    /// How many placements there are to try.
    pub fn placements(&self) -> u64 {
        search::choose(self.candidates().len(), self.place.count())
    }

    /// The board with the pieces placed on `squares` (placed pawns get the next ids).
    pub fn board_with(&self, squares: &[Square]) -> Board {
        let mut b = *self.scenario.board();
        put(&mut b, &self.place, squares);
        b
    }

    /// The scenario with the pieces placed on `squares`, the placed pawns named.
    pub fn scenario_with(&self, squares: &[Square]) -> Scenario {
        let mut setup = self.scenario.setup().clone();
        match &self.place {
            Place::Pawns { player, .. } => {
                for (name, &sq) in self.placed_names().iter().zip(squares) {
                    setup.pawns.push(PawnSpec {
                        player: Some(player.clone()),
                        ..PawnSpec::at(name, sq)
                    });
                }
            }
            Place::Pieces { piece, .. } => {
                for &at in squares {
                    setup.pieces.push(PieceSpec { at, piece: *piece });
                }
            }
        }
        // Candidate squares are free, so the placement is valid; were it not, the puzzle's
        // own position is shown.
        setup.validate().unwrap_or_else(|_| self.scenario.clone())
    }

    /// The ids of every pawn of `player`, placed pawns included.
    fn player_set(&self, player: &str) -> PawnSet {
        let mut set = 0;
        for (i, p) in self.scenario.pawns().iter().enumerate() {
            if p.player.as_deref() == Some(player) {
                set |= bit(PawnId(i as u8));
            }
        }
        if let Place::Pawns { player: q, .. } = &self.place {
            if q == player {
                set |= self.placed_set();
            }
        }
        set
    }

    /// The ids the placed pawns get.
    fn placed_set(&self) -> PawnSet {
        match &self.place {
            Place::Pawns { count, .. } => {
                let first = self.scenario.board().pawn_count();
                (first..first + count).fold(0, |s, i| s | bit(PawnId(i as u8)))
            }
            Place::Pieces { .. } => 0,
        }
    }

    /// The pawns that must be removed and the pawns that must not be, as id sets.
    pub fn feed_and_spare(&self) -> (PawnSet, PawnSet) {
        match &self.goal {
            PuzzleGoal::Survive => match self.place {
                Place::Pawns { .. } => (0, self.placed_set()),
                Place::Pieces { .. } => (0, all_pawns(self.scenario.board())),
            },
            PuzzleGoal::FeedSpare {
                feed,
                feed_all_of,
                spare,
            } => {
                let mut f = feed
                    .iter()
                    .filter_map(|n| self.scenario.pawn_id(n))
                    .fold(0, |s, id| s | bit(id));
                if let Some(p) = feed_all_of {
                    f |= self.player_set(p);
                }
                let s = spare.as_deref().map_or(0, |p| self.player_set(p));
                (f, s)
            }
        }
    }

    /// The goal as the search module states it, pawn ids resolved.
    pub fn goal(&self) -> Goal {
        let ids = |set: PawnSet| search::members(set).collect::<Vec<_>>();
        match (&self.goal, &self.place) {
            (PuzzleGoal::Survive, Place::Pawns { .. }) => Goal::Survive,
            (PuzzleGoal::Survive, Place::Pieces { .. }) => {
                Goal::SafeFrom(ids(all_pawns(self.scenario.board())))
            }
            _ => {
                let (feed, spare) = self.feed_and_spare();
                Goal::FeedSparing {
                    feed: ids(feed),
                    spare: ids(spare),
                }
            }
        }
    }

    /// The question in words: "Place 2 blue pawns so that the monster, drawing an 8, eats
    /// every red pawn (red1, red2) and no blue pawn."
    pub fn question(&self) -> String {
        let what = match &self.place {
            Place::Pawns { count, player } => {
                format!("{count} {player} pawn{}", plural(*count))
            }
            Place::Pieces { count, piece } => {
                let word = match piece {
                    Piece::Stone => "stone",
                    Piece::Crystal => "crystal",
                    Piece::Pivot(PivotKind::Right) => "pivot-right stone",
                    Piece::Pivot(PivotKind::Around) => "pivot-around stone",
                };
                if *count == 1 {
                    format!("1 {word}")
                } else {
                    format!("{count} {word}s")
                }
            }
        };
        let drawing = match self.tiles.as_slice() {
            [t] => format!("drawing {}", tile_words(*t)),
            ts => format!(
                "drawing any of {}",
                ts.iter()
                    .map(|t| t.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        };
        let eats = match &self.goal {
            PuzzleGoal::Survive => match self.place {
                Place::Pawns { .. } => "removes none of the new pawns".to_string(),
                Place::Pieces { .. } => "removes no pawn".to_string(),
            },
            PuzzleGoal::FeedSpare {
                feed,
                feed_all_of,
                spare,
            } => {
                let mut parts = Vec::new();
                let mut fed = Vec::new();
                if let Some(p) = feed_all_of {
                    fed.push(format!("every {p} pawn"));
                }
                if !feed.is_empty() {
                    fed.push(and_list(feed));
                }
                if !fed.is_empty() {
                    parts.push(format!("eats {}", fed.join(" and ")));
                }
                if let Some(p) = spare {
                    parts.push(format!("no {p} pawn"));
                }
                if fed.is_empty() {
                    format!("eats {}", parts.join(""))
                } else {
                    parts.join(" and ")
                }
            }
        };
        format!("Place {what} so that the monster, {drawing}, {eats}.")
    }
}

fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [a] => a.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// "an 8", "a 5", "prey-1".
fn tile_words(t: Tile) -> String {
    match t {
        Tile::Steps(8) | Tile::Steps(11) | Tile::Steps(18) => format!("an {t}"),
        Tile::Steps(_) => format!("a {t}"),
        Tile::Prey(n) => format!("the {n}-prey tile"),
    }
}

fn all_pawns(b: &Board) -> PawnSet {
    b.pawn_ids().fold(0, |s, id| s | bit(id))
}

/// Puts the placed things on `squares`.
#[inline]
fn put(b: &mut Board, place: &Place, squares: &[Square]) {
    match place {
        Place::Pawns { .. } => {
            for &s in squares {
                b.add_pawn(PawnPlace::At(s));
            }
        }
        Place::Pieces { piece, .. } => {
            for &s in squares {
                b.put_piece(s, *piece);
            }
        }
    }
}

/// Sorts a placement by column, then row (FORMAT.md section 5).
pub fn sort_placement(squares: &mut [Square]) {
    squares.sort_by_key(|s| s.column_major());
}

fn placement_key(p: &[Square]) -> Vec<(u8, u8)> {
    p.iter().map(|s| s.column_major()).collect()
}

// ---------------------------------------------------------------------------------------
// Loading.

const PUZZLE_KEYS: &[&str] = &[
    "tiles",
    "place",
    "goal",
    "solution",
    "features",
    "score",
    "difficulty",
    "rules",
    "seed",
    "attempt",
];

const FEATURE_KEYS: &[&str] = &[
    "near_misses",
    "steps",
    "push",
    "slide",
    "wall",
    "pivot",
    "teleporter",
];

/// The checked `puzzle:` section.
struct Part {
    tiles: Vec<Tile>,
    place: Place,
    goal: PuzzleGoal,
    solution: Option<Vec<Vec<Square>>>,
    features: Option<Features>,
    score: Option<u32>,
    difficulty: Option<Difficulty>,
    rules: Option<RuleSet>,
    seed: Option<u64>,
    attempt: Option<u64>,
}

impl Part {
    /// The puzzle of this section on `scenario`.
    fn into_puzzle(self, scenario: Scenario) -> Puzzle {
        Puzzle {
            scenario,
            tiles: self.tiles,
            place: self.place,
            goal: self.goal,
            solution: self.solution,
            features: self.features,
            score: self.score,
            difficulty: self.difficulty,
            rules: self.rules,
            seed: self.seed,
            attempt: self.attempt,
        }
    }
}

/// Reads and validates a puzzle file.
pub fn load_file(path: &Path) -> Result<Puzzle, LoadError> {
    let (text, file) = scenario::read_text(path)?;
    parse(&text, &file)
}

/// Parses and validates puzzle text; `file` names it in messages. Every problem, in the
/// scenario part and in the `puzzle:` section, is reported at once.
pub fn parse(text: &str, file: &str) -> Result<Puzzle, LoadError> {
    let (scenario, part) =
        scenario::parse_with_extra(text, file, &["puzzle"], |l, setup, s, e| {
            check_part(l, setup, s, e, true)
        })?;
    let Some(part) = part else {
        return Err(LoadError {
            file: file.to_string(),
            problems: vec![Problem {
                line: 0,
                column: 0,
                message: "the puzzle section could not be read".into(),
            }],
        });
    };
    Ok(part.into_puzzle(scenario))
}

/// Reads a scenario file or a puzzle file: the scenario, and the puzzle if the file has a
/// `puzzle:` section (for `check`, `show` and `trace` on puzzle files).
pub fn load_any(path: &Path) -> Result<(Scenario, Option<Puzzle>), LoadError> {
    let (text, file) = scenario::read_text(path)?;
    parse_any(&text, &file)
}

/// [`load_any`] on text.
pub fn parse_any(text: &str, file: &str) -> Result<(Scenario, Option<Puzzle>), LoadError> {
    let (scenario, part) =
        scenario::parse_with_extra(text, file, &["puzzle"], |l, setup, s, e| {
            check_part(l, setup, s, e, false)
        })?;
    let puzzle = part.map(|part| part.into_puzzle(scenario.clone()));
    Ok((scenario, puzzle))
}

/// A non-negative whole number.
fn number(l: &mut Loader, n: &SNode, what: &str) -> Option<u64> {
    match &n.value {
        Node::Int(i) if *i >= 0 => Some(*i as u64),
        other => {
            l.problem(
                n,
                format!("{what} must be a whole number, found {}", describe(other)),
            );
            None
        }
    }
}

fn boolean(l: &mut Loader, n: &SNode, what: &str) -> Option<bool> {
    match &n.value {
        Node::Bool(b) => Some(*b),
        other => {
            l.problem(
                n,
                format!("{what} must be true or false, found {}", describe(other)),
            );
            None
        }
    }
}

/// Checks the `puzzle:` section; `None` if it has any problem, or if it is absent (a
/// problem only if `required`).
fn check_part(
    l: &mut Loader,
    setup: &Setup,
    scenario: Option<&Scenario>,
    extra: &Extra<'_>,
    required: bool,
) -> Option<Part> {
    // Names are checked against the scenario only if it loaded whole: a pawn the scenario
    // refused would otherwise be reported a second time as unknown.
    let scenario_ok = scenario.is_some();
    let before = l.problems.len();
    let Some(node) = extra.get("puzzle").copied() else {
        if !required {
            return None;
        }
        l.problems.push(Problem {
            line: 1,
            column: 1,
            message: "a puzzle file needs a `puzzle:` section (tiles, place, goal)".into(),
        });
        return None;
    };
    let m = l.map(node, "puzzle", PUZZLE_KEYS)?;

    // Tiles.
    let mut tiles = Vec::new();
    match m.get("tiles").copied() {
        Some(n) => {
            if setup.tile.is_some() {
                l.problem(
                    n,
                    "puzzle `tiles`: the scenario gives `tile:` too; give the tiles once",
                );
            }
            let items: Vec<&SNode> = match &n.value {
                Node::Seq(items) => items.iter().collect(),
                _ => vec![n],
            };
            for item in items {
                if let Some(t) = l.text(item, "a puzzle tile") {
                    match t.parse::<Tile>() {
                        Ok(tile) => {
                            if !tiles.contains(&tile) {
                                tiles.push(tile)
                            }
                        }
                        Err(e) => l.problem(item, format!("puzzle `tiles`: {e}")),
                    }
                }
            }
            if tiles.is_empty() && l.problems.len() == before {
                l.problem(n, "puzzle `tiles`: give at least one tile");
            }
        }
        None => match setup.tile {
            Some(t) => tiles.push(t),
            None if scenario_ok => l.problem(
                node,
                "puzzle: missing `tiles` (or a `tile:` in the scenario)",
            ),
            None => {}
        },
    }

    // What is placed.
    let place = l
        .required(&m, node, "puzzle", "place")
        .and_then(|n| check_place(l, scenario, n));

    // The goal.
    let goal = l
        .required(&m, node, "puzzle", "goal")
        .and_then(|n| check_goal(l, setup, n, place.as_ref(), scenario_ok));

    // The stated solution.
    let mut solution = None;
    if let Some(n) = m.get("solution").copied() {
        let mut all = Vec::new();
        for item in l.list(n, "puzzle `solution`") {
            let mut squares: Vec<Square> = Vec::new();
            for q in l.list(item, "a solution") {
                let Some(sq) = l.square(q, "a solution square") else {
                    continue;
                };
                // A placed piece goes on an empty square (FORMAT.md section 5).
                if scenario.is_some_and(|s| !search::candidates(s.board()).contains(&sq)) {
                    l.problem(
                        q,
                        format!("a solution square must be empty (no piece, no pawn, not the monster, not a pool or teleporter): {sq} is not"),
                    );
                }
                squares.push(sq);
            }
            if let Some(p) = &place {
                if squares.len() != p.count() {
                    l.problem(
                        item,
                        format!(
                            "a solution must list {} square{} (the `place` count), found {}",
                            p.count(),
                            plural(p.count()),
                            squares.len()
                        ),
                    );
                }
            }
            let mut sorted = squares.clone();
            sort_placement(&mut sorted);
            sorted.dedup();
            if sorted.len() != squares.len() {
                l.problem(item, "a solution names one square twice");
            }
            all.push(sorted);
        }
        all.sort_by_key(|p| placement_key(p));
        if all.windows(2).any(|w| w[0] == w[1]) {
            l.problem(n, "puzzle `solution`: the same placement is stated twice");
        }
        solution = Some(all);
    }

    let features = m.get("features").copied().and_then(|n| {
        let f = l.map(n, "puzzle `features`", FEATURE_KEYS)?;
        let mut out = Features::default();
        let mut ok = true;
        for key in FEATURE_KEYS {
            let Some(v) = l.required(&f, n, "puzzle `features`", key) else {
                ok = false;
                continue;
            };
            let what = format!("feature `{key}`");
            match *key {
                "near_misses" => match number(l, v, &what) {
                    Some(x) => out.near_misses = x,
                    None => ok = false,
                },
                "steps" => match number(l, v, &what) {
                    Some(x) if x <= 20 => out.steps = x as u8,
                    Some(_) => {
                        l.problem(v, "feature `steps`: the monster walks at most 20 steps");
                        ok = false;
                    }
                    None => ok = false,
                },
                _ => match boolean(l, v, &what) {
                    Some(b) => match *key {
                        "push" => out.push = b,
                        "slide" => out.slide = b,
                        "wall" => out.wall = b,
                        "pivot" => out.pivot = b,
                        _ => out.teleporter = b,
                    },
                    None => ok = false,
                },
            }
        }
        ok.then_some(out)
    });
    let score = m
        .get("score")
        .and_then(|n| number(l, n, "puzzle `score`"))
        .map(|x| x.min(u64::from(u32::MAX)) as u32);
    let difficulty = m.get("difficulty").and_then(|n| {
        let t = l.text(n, "puzzle `difficulty`")?;
        let d = Difficulty::parse(&t);
        if d.is_none() {
            l.problem(
                n,
                format!("puzzle `difficulty`: `{t}` is unknown (easy, medium or hard)"),
            );
        }
        d
    });
    let rules = m.get("rules").and_then(|n| {
        let t = l.text(n, "puzzle `rules`")?;
        let r = RuleSet::parse(&t);
        if r.is_none() {
            l.problem(
                n,
                format!("puzzle `rules`: `{t}` is unknown (basic or advanced)"),
            );
        }
        r
    });
    let seed = m.get("seed").and_then(|n| number(l, n, "puzzle `seed`"));
    let attempt = m
        .get("attempt")
        .and_then(|n| number(l, n, "puzzle `attempt`"));

    if l.problems.len() != before {
        return None;
    }
    Some(Part {
        tiles,
        place: place?,
        goal: goal?,
        solution,
        features,
        score,
        difficulty,
        rules,
        seed,
        attempt,
    })
}

fn check_place(l: &mut Loader, scenario: Option<&Scenario>, n: &SNode) -> Option<Place> {
    let m = l.map(n, "puzzle `place`", &["count", "player", "piece"])?;
    let count = l
        .required(&m, n, "puzzle `place`", "count")
        .and_then(|c| match &c.value {
            Node::Int(k) if *k >= 1 => Some(*k as usize),
            other => {
                l.problem(
                    c,
                    format!(
                        "puzzle `place` count: must be a number 1 or more, found {}",
                        describe(other)
                    ),
                );
                None
            }
        });
    let place = match (m.get("player").copied(), m.get("piece").copied()) {
        (Some(p), None) => {
            let player = l.text(p, "puzzle `place` player")?;
            if player.is_empty() || !player.chars().all(|c| c.is_ascii_alphanumeric()) {
                l.problem(
                    p,
                    format!(
                        "puzzle `place` player: `{player}` is not a word of letters and digits"
                    ),
                );
                return None;
            }
            Place::Pawns {
                count: count?,
                player,
            }
        }
        (None, Some(p)) => {
            let word = l.text(p, "puzzle `place` piece")?;
            let Some(piece) = parse_piece(&word) else {
                l.problem(
                    p,
                    format!("puzzle `place` piece: `{word}` is unknown (stone, crystal, pivot-right or pivot-around)"),
                );
                return None;
            };
            Place::Pieces {
                count: count?,
                piece,
            }
        }
        (Some(_), Some(p)) => {
            l.problem(
                p,
                "puzzle `place`: give either `player` (new pawns) or `piece` (stones), not both",
            );
            return None;
        }
        (None, None) => {
            l.problem(
                n,
                "puzzle `place`: say what is placed: `player: NAME` (new pawns) or `piece: stone`",
            );
            return None;
        }
    };
    if let Some(s) = scenario {
        let k = place.count();
        let free = search::candidates(s.board()).len();
        if k > free {
            l.problem(
                n,
                format!("puzzle `place`: {k} pieces to place but only {free} empty squares"),
            );
            return None;
        }
        if matches!(place, Place::Pawns { .. }) && s.board().pawn_count() + k > MAX_PAWNS {
            l.problem(
                n,
                format!("puzzle `place`: a board holds at most {MAX_PAWNS} pawns"),
            );
            return None;
        }
    }
    Some(place)
}

fn check_goal(
    l: &mut Loader,
    s: &Setup,
    n: &SNode,
    place: Option<&Place>,
    scenario_ok: bool,
) -> Option<PuzzleGoal> {
    let before = l.problems.len();
    let goal = match &n.value {
        Node::Str(w) if w.trim() == "survive" => PuzzleGoal::Survive,
        Node::Str(w) if w.trim().starts_with("feed ") || w.trim().starts_with("feed[") => {
            let names: Vec<String> = w.trim()["feed".len()..]
                .split(|c: char| c == ',' || c == '[' || c == ']' || c.is_whitespace())
                .filter(|x| !x.is_empty())
                .map(str::to_string)
                .collect();
            if names.is_empty() {
                l.problem(
                    n,
                    "puzzle `goal`: `feed` needs pawn names, like feed [A, B]",
                );
            }
            PuzzleGoal::FeedSpare {
                feed: names,
                feed_all_of: None,
                spare: None,
            }
        }
        Node::Map(_) => {
            let m = l.map(n, "puzzle `goal`", &["feed", "feed-all-of", "spare"])?;
            let feed: Vec<String> = match m.get("feed").copied() {
                None => Vec::new(),
                Some(f) => match &f.value {
                    Node::Seq(items) => items
                        .iter()
                        .filter_map(|i| l.text(i, "a pawn to feed"))
                        .collect(),
                    _ => l.text(f, "puzzle `goal` feed").into_iter().collect(),
                },
            };
            let feed_all_of = m
                .get("feed-all-of")
                .and_then(|p| l.text(p, "puzzle `goal` feed-all-of"));
            let spare = m
                .get("spare")
                .and_then(|p| l.text(p, "puzzle `goal` spare"));
            if m.is_empty() {
                l.problem(
                    n,
                    "puzzle `goal`: give `feed`, `feed-all-of` or `spare` (or write `survive`)",
                );
            }
            if let (Some(a), Some(b)) = (&feed_all_of, &spare) {
                if a == b {
                    l.problem(
                        m["spare"],
                        format!("puzzle `goal`: player {a} is both to feed and to spare"),
                    );
                }
            }
            PuzzleGoal::FeedSpare {
                feed,
                feed_all_of,
                spare,
            }
        }
        other => {
            l.problem(
                n,
                format!(
                    "puzzle `goal`: must be `survive`, `feed [A, B]` or a map with feed, feed-all-of, spare; found {}",
                    describe(other)
                ),
            );
            return None;
        }
    };
    if scenario_ok {
        if let PuzzleGoal::FeedSpare {
            feed,
            feed_all_of,
            spare,
        } = &goal
        {
            let placed_player = match place {
                Some(Place::Pawns { player, .. }) => Some(player.as_str()),
                _ => None,
            };
            let has_player = |p: &str| {
                placed_player == Some(p) || s.pawns.iter().any(|q| q.player.as_deref() == Some(p))
            };
            for name in feed {
                match s.pawns.iter().find(|p| &p.name == name) {
                    None => l.problem(
                        n,
                        format!(
                            "puzzle `goal`: no pawn `{name}` to feed (pawns: {})",
                            s.pawns
                                .iter()
                                .map(|p| p.name.as_str())
                                .collect::<Vec<_>>()
                                .join(", ")
                        ),
                    ),
                    Some(p) if p.player.is_some() && p.player == *spare => l.problem(
                        n,
                        format!(
                            "puzzle `goal`: pawn {name} is to be fed, but its player {} is to be spared",
                            p.player.as_deref().unwrap_or("")
                        ),
                    ),
                    Some(_) => {}
                }
            }
            for p in feed_all_of.iter().chain(spare.iter()) {
                if !has_player(p) {
                    l.problem(n, format!("puzzle `goal`: no pawn of player `{p}`"));
                }
            }
        }
    }
    (l.problems.len() == before).then_some(goal)
}

// ---------------------------------------------------------------------------------------
// Solving.

/// The verdict of [`solve`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Verdict {
    /// Exactly one solution.
    Unique,
    /// No solution.
    None,
    /// This many solutions (2 or more).
    Multiple(usize),
}

impl Verdict {
    /// `unique`, `none` or `multiple` (FORMAT.md section 5).
    pub const fn name(self) -> &'static str {
        match self {
            Verdict::Unique => "unique",
            Verdict::None => "none",
            Verdict::Multiple(_) => "multiple",
        }
    }
}

/// The answer of [`solve`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solved {
    /// Every solution, each sorted by column then row; the list sorted.
    pub solutions: Vec<Vec<Square>>,
    /// Placements tried.
    pub placements: u64,
    /// Placements that came close (see the module docs).
    pub near_misses: u64,
    /// False if the search stopped early (see [`solve_with`]).
    pub complete: bool,
}

impl Solved {
    /// Unique, none, or how many.
    pub fn verdict(&self) -> Verdict {
        match self.solutions.len() {
            0 => Verdict::None,
            1 => Verdict::Unique,
            n => Verdict::Multiple(n),
        }
    }
}

/// How [`solve_with`] searches.
#[derive(Clone, Copy)]
pub struct SolveSettings<'a> {
    /// Stop as soon as more than this many solutions are known (the generator stops at 2).
    pub stop_after: Option<usize>,
    /// Use every core (rayon).
    pub parallel: bool,
    /// Called with the number of placements just tried.
    pub progress: &'a (dyn Fn(u64) + Sync),
}

impl Default for SolveSettings<'_> {
    fn default() -> Self {
        SolveSettings {
            stop_after: None,
            parallel: true,
            progress: &|_| {},
        }
    }
}

/// Every solution of the puzzle, exhaustively, under `options` (the file's options with any
/// overrides), on every core.
pub fn solve(puzzle: &Puzzle, options: &Options) -> Solved {
    solve_with(puzzle, options, SolveSettings::default())
}

/// How one placement did.
struct Judge {
    feed: PawnSet,
    spare: PawnSet,
    goal: Goal,
    new: PawnSet,
    tiles: Vec<Tile>,
    horizon: Horizon,
    /// What each tile removes with nothing placed.
    base: Vec<PawnSet>,
}

impl Judge {
    fn of(puzzle: &Puzzle, options: &Options) -> Judge {
        let (feed, spare) = puzzle.feed_and_spare();
        let tiles: Vec<Tile> = crate::rules::distinct(&puzzle.tiles)
            .into_iter()
            .map(|(t, _)| t)
            .collect();
        let horizon = Horizon::of(&puzzle.tiles);
        let r = search::removals(puzzle.scenario.board(), options, horizon);
        Judge {
            feed,
            spare,
            goal: puzzle.goal(),
            new: puzzle.placed_set(),
            base: tiles.iter().map(|&t| r.for_tile(t)).collect(),
            tiles,
            horizon,
        }
    }

    /// (solution, near miss) for the board with the placement on it.
    #[inline]
    fn judge(&self, board: &Board, options: &Options) -> (bool, bool) {
        let r = search::removals(board, options, self.horizon);
        let mut failures = 0u32;
        let mut some_fed = true;
        let mut solution = true;
        let mut changed = false;
        for (&t, &base) in self.tiles.iter().zip(&self.base) {
            let removed = r.for_tile(t);
            solution &= self.goal.holds(removed, self.new);
            failures += (self.feed & !removed).count_ones() + (self.spare & removed).count_ones();
            some_fed &= removed & self.spare == 0 && removed & self.feed != 0;
            changed |= removed != base;
        }
        debug_assert_eq!(solution, failures == 0);
        let near = !solution && changed && (failures == 1 || (self.feed != 0 && some_fed));
        (solution, near)
    }
}

#[derive(Default)]
struct Tally {
    solutions: Vec<Vec<Square>>,
    placements: u64,
    near_misses: u64,
}

impl Tally {
    fn merge(mut self, other: Tally) -> Tally {
        self.solutions.extend(other.solutions);
        self.placements += other.placements;
        self.near_misses += other.near_misses;
        self
    }
}

/// [`solve`] with settings: stop early, one core, progress.
pub fn solve_with(puzzle: &Puzzle, options: &Options, settings: SolveSettings<'_>) -> Solved {
    let cands = puzzle.candidates();
    let n = cands.len();
    let count = puzzle.place.count();
    if count == 0 || count > n {
        return Solved {
            solutions: Vec::new(),
            placements: 0,
            near_misses: 0,
            complete: true,
        };
    }
    let judge = Judge::of(puzzle, options);
    let found = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    let base = *puzzle.scenario.board();
    let place = &puzzle.place;
    // All placements whose first (lowest) candidate index is `first`.
    let from_first = |first: usize| -> Tally {
        let mut tally = Tally::default();
        let mut choices = Combinations::starting_with(n, count, first);
        let mut squares: Vec<Square> = Vec::with_capacity(count);
        let mut unreported = 0u64;
        while let Some(idx) = choices.current() {
            if stop.load(Ordering::Relaxed) {
                break;
            }
            squares.clear();
            squares.extend(idx.iter().map(|&i| cands[i]));
            let mut b = base;
            put(&mut b, place, &squares);
            let (solution, near) = judge.judge(&b, options);
            tally.placements += 1;
            unreported += 1;
            if near {
                tally.near_misses += 1;
            }
            if solution {
                let mut p = squares.clone();
                sort_placement(&mut p);
                tally.solutions.push(p);
                let k = found.fetch_add(1, Ordering::Relaxed) + 1;
                if settings.stop_after.is_some_and(|limit| k > limit) {
                    stop.store(true, Ordering::Relaxed);
                }
            }
            if unreported == 4096 {
                (settings.progress)(unreported);
                unreported = 0;
            }
            choices.advance();
        }
        (settings.progress)(unreported);
        tally
    };
    let tally = if settings.parallel {
        Combinations::firsts(n, count)
            .into_par_iter()
            .map(from_first)
            .reduce(Tally::default, Tally::merge)
    } else {
        Combinations::firsts(n, count)
            .map(from_first)
            .fold(Tally::default(), Tally::merge)
    };
    let mut solutions = tally.solutions;
    solutions.sort_by_key(|p| placement_key(p));
    solutions.dedup();
    Solved {
        solutions,
        placements: tally.placements,
        near_misses: tally.near_misses,
        complete: !stop.load(Ordering::Relaxed),
    }
}

/// Whether the file's stated solution is the solver's answer (`None` if it states none).
pub fn stated_solution_matches(puzzle: &Puzzle, solved: &Solved) -> Option<bool> {
    puzzle.solution.as_ref().map(|s| *s == solved.solutions)
}

/// One solution with its recorded move for every tile of the puzzle.
#[derive(Clone, Debug)]
pub struct SolutionTrace {
    /// The placement.
    pub squares: Vec<Square>,
    /// The position with the placement, placed pawns named.
    pub scenario: Scenario,
    /// The move of each distinct tile, in the puzzle's order.
    pub traces: Vec<Trace>,
}

/// The explained move of every tile for one placement.
pub fn trace_solution(puzzle: &Puzzle, options: &Options, squares: &[Square]) -> SolutionTrace {
    let scenario = puzzle.scenario_with(squares);
    let traces = crate::rules::distinct(&puzzle.tiles)
        .into_iter()
        .map(|(t, _)| Trace::record(scenario.board(), t, options))
        .collect();
    SolutionTrace {
        squares: squares.to_vec(),
        scenario,
        traces,
    }
}

/// The features of a solution (see the module docs), given the near misses of the solve.
pub fn features(
    puzzle: &Puzzle,
    options: &Options,
    solution: &[Square],
    near_misses: u64,
) -> Features {
    let mut f = Features {
        near_misses,
        ..Features::default()
    };
    let board = puzzle.board_with(solution);
    for (t, _) in crate::rules::distinct(&puzzle.tiles) {
        let trace = Trace::record(&board, t, options);
        f.steps = f.steps.max(trace.outcome.steps);
        for e in trace.steps.iter().flat_map(|s| &s.events) {
            match e {
                Event::Push { .. } => f.push = true,
                Event::Slide { .. } | Event::Enter { sliding: true, .. } => f.slide = true,
                Event::WallCross { .. } => f.wall = true,
                Event::PivotTurn { .. } => f.pivot = true,
                Event::Teleport { .. } => f.teleporter = true,
                _ => {}
            }
        }
    }
    f
}

// ---------------------------------------------------------------------------------------
// Generating.

/// What to generate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GenerateRequest {
    /// The seed: the same request gives the same puzzles.
    pub seed: u64,
    /// How many puzzles.
    pub count: usize,
    /// Their difficulty.
    pub difficulty: Difficulty,
    /// Basic or advanced game.
    pub rules: RuleSet,
}

/// One generated puzzle, ready to write.
#[derive(Clone, Debug)]
pub struct Generated {
    /// The file name: `RULES-DIFFICULTY-SEED-NN.yaml`.
    pub file_name: String,
    /// The puzzle file's text.
    pub text: String,
    /// The puzzle, as loaded from that text.
    pub puzzle: Puzzle,
    /// Its unique solution.
    pub solution: Vec<Square>,
    /// Its measured features.
    pub features: Features,
    /// Its score.
    pub score: u32,
    /// The attempt that made it.
    pub attempt: u64,
}

/// The puzzles of one request, and what it took.
#[derive(Clone, Debug)]
pub struct Generation {
    /// The puzzles, in attempt order.
    pub puzzles: Vec<Generated>,
    /// Attempts made (random puzzles drawn and solved or discarded).
    pub attempts: u64,
    /// True if the generator gave up before finding `count` puzzles.
    pub gave_up: bool,
}

/// The generator gives up after this many attempts per puzzle asked for.
pub const MAX_ATTEMPTS_PER_PUZZLE: u64 = 200_000;

/// How many attempts run side by side between two looks at the results. Only speed depends
/// on it: attempts are always taken in order.
const BATCH: u64 = 64;

/// Generates `count` puzzles with exactly one solution and the difficulty asked for.
/// Deterministic: the same request gives byte-identical texts.
pub fn generate(req: &GenerateRequest) -> Generation {
    let mut puzzles: Vec<Generated> = Vec::new();
    let mut next = 0u64;
    let limit = MAX_ATTEMPTS_PER_PUZZLE.saturating_mul(req.count.max(1) as u64);
    while puzzles.len() < req.count && next < limit {
        let batch: Vec<Option<Made>> = (next..next + BATCH)
            .into_par_iter()
            .map(|i| attempt(req.seed, i, req.rules, req.difficulty))
            .collect();
        for (k, made) in batch.into_iter().enumerate() {
            let Some(made) = made else { continue };
            if puzzles.len() == req.count {
                break;
            }
            // Two attempts drawing the same puzzle would make one file twice.
            if puzzles.iter().any(|p| p.text_key() == made.text_key) {
                continue;
            }
            let i = next + k as u64;
            let n = puzzles.len() + 1;
            let text = made.write(req, i);
            let file = format!(
                "{}-{}-{}-{n:02}.yaml",
                req.rules.name(),
                req.difficulty.name(),
                req.seed
            );
            // The file must load to the very position that was solved; anything else is a
            // bug of the writer, and such a puzzle is never handed out.
            let puzzle = match parse(&text, &file) {
                Ok(p) if p.scenario.board() == made.puzzle.scenario.board() => p,
                other => {
                    if cfg!(debug_assertions) {
                        panic!("a generated puzzle does not load as made: {other:?}\n{text}");
                    }
                    continue;
                }
            };
            puzzles.push(Generated {
                file_name: file,
                text,
                puzzle,
                solution: made.solution,
                features: made.features,
                score: made.score,
                attempt: i,
            });
        }
        next += BATCH;
    }
    // Attempts used: up to the one that made the last puzzle.
    let attempts = if puzzles.len() == req.count {
        puzzles.last().map_or(0, |p| p.attempt + 1)
    } else {
        next
    };
    Generation {
        gave_up: puzzles.len() < req.count,
        puzzles,
        attempts,
    }
}

impl Generated {
    fn text_key(&self) -> String {
        key_of(&self.text)
    }
}

/// The text without the lines that differ between attempts of the same puzzle.
fn key_of(text: &str) -> String {
    text.lines()
        .filter(|l| !l.starts_with("title:") && !l.trim_start().starts_with("attempt:"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Writes the puzzles into `dir` (created if needed); returns the paths written.
pub fn write_all(dir: &Path, puzzles: &[Generated]) -> std::io::Result<Vec<PathBuf>> {
    std::fs::create_dir_all(dir)?;
    let mut out = Vec::new();
    for p in puzzles {
        let path = dir.join(&p.file_name);
        std::fs::write(&path, &p.text)?;
        out.push(path);
    }
    Ok(out)
}

/// A random position as it will be written: the lists of the scenario file.
#[derive(Clone, Debug)]
struct Layout {
    basic: bool,
    monster: (Square, Dir),
    stones: Vec<Square>,
    crystals: Vec<Square>,
    pivots: Vec<(Square, PivotKind)>,
    teleporters: Vec<(Square, Dir, &'static str)>,
    pools: Vec<(Square, u8, u8)>,
    pawns: Vec<(String, Square, &'static str)>,
}

impl Layout {
    /// The layout as a setup (pair names, lists as drawn).
    fn setup(&self) -> Setup {
        let mut setup = if self.basic {
            Setup::basic()
        } else {
            Setup::default()
        };
        setup.monster = MonsterSpec {
            at: Some(self.monster.0),
            facing: self.monster.1,
        };
        setup.pools = self
            .pools
            .iter()
            .map(|&(at, width, height)| PoolSpec { at, width, height })
            .collect();
        setup.teleporters = self
            .teleporters
            .iter()
            .map(|&(at, arrow, pair)| TeleporterSpec {
                at,
                arrow,
                pair: pair.to_string(),
            })
            .collect();
        let pieces = self
            .stones
            .iter()
            .map(|&at| (at, Piece::Stone))
            .chain(self.crystals.iter().map(|&at| (at, Piece::Crystal)))
            .chain(self.pivots.iter().map(|&(at, k)| (at, Piece::Pivot(k))));
        setup.pieces = pieces.map(|(at, piece)| PieceSpec { at, piece }).collect();
        setup.pawns = self
            .pawns
            .iter()
            .map(|(name, at, player)| PawnSpec {
                player: Some((*player).to_string()),
                ..PawnSpec::at(name, *at)
            })
            .collect();
        setup
    }

    /// The layout as a valid scenario (`None` if it is not one: the attempt is dropped).
    fn scenario(&self) -> Option<Scenario> {
        self.setup().validate().ok()
    }

    /// The scenario part of the file (FORMAT.md section 1).
    fn yaml(&self, out: &mut String) {
        if self.basic {
            out.push_str("setup: basic\n");
        }
        let _ = writeln!(
            out,
            "monster: {{ at: {}, facing: {} }}",
            self.monster.0, self.monster.1
        );
        let list = |v: &[Square]| {
            let mut v = v.to_vec();
            sort_placement(&mut v);
            v.iter()
                .map(|s| s.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        };
        if !self.stones.is_empty() {
            let _ = writeln!(out, "stones: [{}]", list(&self.stones));
        }
        if !self.crystals.is_empty() {
            let _ = writeln!(out, "crystals: [{}]", list(&self.crystals));
        }
        if !self.pivots.is_empty() {
            out.push_str("pivots:\n");
            let mut p = self.pivots.clone();
            p.sort_by_key(|(s, _)| s.column_major());
            for (s, k) in p {
                let _ = writeln!(out, "  - {{ at: {s}, turn: {} }}", k.name());
            }
        }
        if !self.teleporters.is_empty() {
            out.push_str("teleporters:\n");
            for (s, d, pair) in &self.teleporters {
                let _ = writeln!(out, "  - {{ at: {s}, arrow: {d}, pair: {pair} }}");
            }
        }
        if !self.pools.is_empty() {
            out.push_str("pools:\n");
            for (s, w, h) in &self.pools {
                let _ = writeln!(out, "  - {{ at: {s}, size: {w}x{h} }}");
            }
        }
        out.push_str("pawns:\n");
        for (name, s, player) in &self.pawns {
            let _ = writeln!(out, "  - {{ name: {name}, at: {s}, player: {player} }}");
        }
    }

    /// The free squares: nothing stands there, not the monster, not a pool or teleporter.
    fn free(&self, b: &Board) -> Vec<Square> {
        search::candidates(b)
            .into_iter()
            .filter(|&s| s != self.monster.0)
            .collect()
    }
}

/// One random attempt's plan: what is placed, how many pawns, which tiles, which goal.
#[derive(Clone, Debug)]
struct Plan {
    place: Place,
    reds: usize,
    blues: usize,
    tiles: Vec<Tile>,
    goal: PuzzleGoal,
}

fn pick<T: Copy>(rng: &mut Rng, items: &[T]) -> T {
    items[rng.below(items.len())]
}

impl Plan {
    fn draw(rng: &mut Rng, difficulty: Difficulty) -> Plan {
        let steps = [
            Tile::Steps(5),
            Tile::Steps(7),
            Tile::Steps(8),
            Tile::Steps(10),
        ];
        let any = [
            Tile::Steps(5),
            Tile::Steps(7),
            Tile::Steps(8),
            Tile::Steps(10),
            Tile::Prey(1),
            Tile::Prey(2),
        ];
        let (count, tiles) = match difficulty {
            Difficulty::Easy => (1, vec![pick(rng, &steps)]),
            Difficulty::Medium => (1 + rng.below(2), vec![pick(rng, &any)]),
            Difficulty::Hard => {
                let mut t = vec![pick(rng, &any)];
                if rng.below(3) == 0 {
                    let u = pick(rng, &any);
                    if !t.contains(&u) {
                        t.push(u);
                    }
                }
                (2, t)
            }
        };
        let stones = rng.below(4) == 0;
        let reds = 1 + rng.below(if difficulty == Difficulty::Easy { 2 } else { 3 });
        let blues = rng.below(3);
        let feed_spare = PuzzleGoal::FeedSpare {
            feed: Vec::new(),
            feed_all_of: Some("red".into()),
            spare: Some("blue".into()),
        };
        if stones {
            let survive = rng.below(3) == 0;
            Plan {
                place: Place::Pieces {
                    count,
                    piece: Piece::Stone,
                },
                reds,
                blues: if survive { blues } else { blues.max(1) },
                tiles,
                goal: if survive {
                    PuzzleGoal::Survive
                } else {
                    feed_spare
                },
            }
        } else {
            Plan {
                place: Place::Pawns {
                    count,
                    player: "blue".into(),
                },
                reds,
                blues,
                tiles,
                goal: feed_spare,
            }
        }
    }
}

/// A random basic or advanced position with the plan's pawns.
fn draw_layout(rng: &mut Rng, rules: RuleSet, plan: &Plan) -> Option<Layout> {
    let mut layout = Layout {
        basic: rules == RuleSet::Basic,
        monster: (Square::A1, Dir::East),
        stones: Vec::new(),
        crystals: Vec::new(),
        pivots: Vec::new(),
        teleporters: Vec::new(),
        pools: Vec::new(),
        pawns: Vec::new(),
    };
    if rules == RuleSet::Advanced {
        // G9 under the default keep-clear, drawn by the setup layer.
        let adv = crate::setup::advanced::random(rng, &Options::default())?;
        layout.pools = adv
            .pools
            .iter()
            .map(|p| (p.at, p.width, p.height))
            .collect();
        layout.teleporters = adv
            .teleporters
            .iter()
            .map(|t| {
                let pair = if t.pair == "yellow" {
                    "yellow"
                } else {
                    "green"
                };
                (t.at, t.arrow, pair)
            })
            .collect();
        for p in &adv.pieces {
            match p.piece {
                Piece::Stone => layout.stones.push(p.at),
                Piece::Crystal => layout.crystals.push(p.at),
                Piece::Pivot(k) => layout.pivots.push((p.at, k)),
            }
        }
    }
    let mut b = *layout.scenario()?.board();
    // The monster anywhere free, any heading.
    let m = pick(rng, &layout.free(&b));
    layout.monster = (m, Dir::from_index(rng.below(4) as u8));
    b.set_monster(m, layout.monster.1);
    // Pawns: reds near the monster (within 6 squares), blues anywhere near too.
    let near = |s: Square| {
        (i32::from(s.col()) - i32::from(m.col())).abs()
            + (i32::from(s.row()) - i32::from(m.row())).abs()
            <= 6
    };
    for (player, n) in [("red", plan.reds), ("blue", plan.blues)] {
        for k in 1..=n {
            let free = layout.free(&b);
            let close: Vec<Square> = free.iter().copied().filter(|&s| near(s)).collect();
            let s = if close.is_empty() {
                pick(rng, &free)
            } else {
                pick(rng, &close)
            };
            b.add_pawn(PawnPlace::At(s));
            layout.pawns.push((format!("{player}{k}"), s, player));
        }
    }
    Some(layout)
}

/// A kept attempt, before it gets its file name.
struct Made {
    layout: Layout,
    puzzle: Puzzle,
    solution: Vec<Square>,
    features: Features,
    score: u32,
    text_key: String,
}

impl Made {
    /// The whole puzzle file.
    fn write(&self, req: &GenerateRequest, attempt: u64) -> String {
        let mut out = String::new();
        let _ = writeln!(
            out,
            "title: \"{}\"",
            self.puzzle.question().replace('"', "'")
        );
        out.push_str(&self.body(req, attempt));
        out
    }

    /// Everything but the title.
    fn body(&self, req: &GenerateRequest, attempt: u64) -> String {
        let p = &self.puzzle;
        let f = &self.features;
        let mut out = String::new();
        self.layout.yaml(&mut out);
        out.push_str("puzzle:\n");
        let tiles: Vec<String> = p.tiles.iter().map(|t| t.to_string()).collect();
        let _ = writeln!(out, "  tiles: [{}]", tiles.join(", "));
        match &p.place {
            Place::Pawns { count, player } => {
                let _ = writeln!(out, "  place: {{ count: {count}, player: {player} }}");
            }
            Place::Pieces { count, piece } => {
                let _ = writeln!(
                    out,
                    "  place: {{ count: {count}, piece: {} }}",
                    piece_word(*piece)
                );
            }
        }
        match &p.goal {
            PuzzleGoal::Survive => out.push_str("  goal: survive\n"),
            PuzzleGoal::FeedSpare {
                feed,
                feed_all_of,
                spare,
            } => {
                let mut parts = Vec::new();
                if !feed.is_empty() {
                    parts.push(format!("feed: [{}]", feed.join(", ")));
                }
                if let Some(x) = feed_all_of {
                    parts.push(format!("feed-all-of: {x}"));
                }
                if let Some(x) = spare {
                    parts.push(format!("spare: {x}"));
                }
                let _ = writeln!(out, "  goal: {{ {} }}", parts.join(", "));
            }
        }
        let sol: Vec<String> = self.solution.iter().map(|s| s.to_string()).collect();
        let _ = writeln!(out, "  solution: [[{}]]", sol.join(", "));
        let _ = writeln!(
            out,
            "  features: {{ near_misses: {}, steps: {}, push: {}, slide: {}, wall: {}, pivot: {}, teleporter: {} }}",
            f.near_misses, f.steps, f.push, f.slide, f.wall, f.pivot, f.teleporter
        );
        let _ = writeln!(out, "  score: {}", self.score);
        let _ = writeln!(out, "  difficulty: {}", Difficulty::of_score(self.score));
        let _ = writeln!(out, "  rules: {}", req.rules);
        let _ = writeln!(out, "  seed: {}", req.seed);
        let _ = writeln!(out, "  attempt: {attempt}");
        out
    }
}

/// Attempt `i` of `seed`: draws a puzzle and keeps it if it has exactly one solution and the
/// difficulty asked for.
fn attempt(seed: u64, i: u64, rules: RuleSet, difficulty: Difficulty) -> Option<Made> {
    let mut rng = Rng::derived(seed, i);
    let plan = Plan::draw(&mut rng, difficulty);
    let layout = draw_layout(&mut rng, rules, &plan)?;
    let puzzle = Puzzle {
        scenario: layout.scenario()?,
        tiles: plan.tiles.clone(),
        place: plan.place.clone(),
        goal: plan.goal.clone(),
        solution: None,
        features: None,
        score: None,
        difficulty: None,
        rules: Some(rules),
        seed: Some(seed),
        attempt: Some(i),
    };
    let options = Options::default();
    // A goal that already holds with nothing placed is no puzzle.
    let (feed, spare) = puzzle.feed_and_spare();
    let horizon = Horizon::of(&puzzle.tiles);
    let r = search::removals(puzzle.scenario.board(), &options, horizon);
    if puzzle
        .tiles
        .iter()
        .all(|&t| r.for_tile(t) & feed == feed && r.for_tile(t) & spare == 0)
    {
        return None;
    }
    let solved = solve_with(
        &puzzle,
        &options,
        SolveSettings {
            stop_after: Some(1),
            parallel: false,
            progress: &|_| {},
        },
    );
    if !solved.complete || solved.solutions.len() != 1 {
        return None;
    }
    let solution = solved.solutions[0].clone();
    let features = features(&puzzle, &options, &solution, solved.near_misses);
    let score = score(puzzle.place.count(), puzzle.tiles.len(), &features);
    if Difficulty::of_score(score) != difficulty {
        return None;
    }
    let mut made = Made {
        layout,
        puzzle,
        solution,
        features,
        score,
        text_key: String::new(),
    };
    let req = GenerateRequest {
        seed,
        count: 0,
        difficulty,
        rules,
    };
    made.text_key = key_of(&made.body(&req, 0));
    Some(made)
}

// ---------------------------------------------------------------------------------------
// Measuring.

/// What [`bench_generate`] measured.
#[derive(Clone, Copy, Debug)]
pub struct GenerateBench {
    /// The request.
    pub request: GenerateRequest,
    /// Puzzles made.
    pub puzzles: usize,
    /// Attempts made.
    pub attempts: u64,
    /// Wall-clock seconds.
    pub seconds: f64,
}

impl GenerateBench {
    /// Puzzles per minute.
    pub fn per_minute(&self) -> f64 {
        self.puzzles as f64 * 60.0 / self.seconds.max(1e-9)
    }

    /// Seconds per puzzle.
    pub fn seconds_per_puzzle(&self) -> f64 {
        self.seconds / (self.puzzles.max(1) as f64)
    }
}

/// Generates `count` puzzles of `difficulty` for `rules` from `seed` and times it, for
/// `furunkulus bench`.
pub fn bench_generate(
    seed: u64,
    count: usize,
    difficulty: Difficulty,
    rules: RuleSet,
) -> GenerateBench {
    let request = GenerateRequest {
        seed,
        count,
        difficulty,
        rules,
    };
    let start = std::time::Instant::now();
    let g = generate(&request);
    GenerateBench {
        request,
        puzzles: g.puzzles.len(),
        attempts: g.attempts,
        seconds: start.elapsed().as_secs_f64(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_map_to_difficulties() {
        assert_eq!(Difficulty::of_score(0), Difficulty::Easy);
        assert_eq!(Difficulty::of_score(2), Difficulty::Easy);
        assert_eq!(Difficulty::of_score(3), Difficulty::Medium);
        assert_eq!(Difficulty::of_score(4), Difficulty::Medium);
        assert_eq!(Difficulty::of_score(5), Difficulty::Hard);
        let f = Features {
            near_misses: 20,
            steps: 10,
            push: true,
            wall: true,
            ..Features::default()
        };
        // 2 (second piece) + 1 (second tile) + 2 (push, wall) + 1 (steps) + 2 (near misses)
        assert_eq!(score(2, 2, &f), 8);
        assert_eq!(score(1, 1, &Features::default()), 0);
    }
}
