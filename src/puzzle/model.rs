//! The puzzle itself: the scenario, what the solver does (place, move, or pick a tile), the
//! goal, the answers, and the question in words.
//!
//! Here: the [`Puzzle`] with what it is made of and the boards its placements leave. The
//! words it is made of each have their room:
//!
//! - `kind`: the [`Kind`] of puzzle and the [`RuleSet`] it was made for;
//! - `ask`: what the solver does ([`Ask`], [`Place`]) and how a placement is put and sorted;
//! - `answer`: one [`Answer`], as written and as JSON;
//! - `goal`: the [`PuzzleGoal`] as written, and as the pawns to feed and to spare;
//! - `question`: the question in words, with the [`Ways`] a pawn is removed and the tiles'
//!   words.

use super::difficulty::{Difficulty, Features};
use crate::board::{Board, PawnId};
use crate::geometry::Square;
use crate::rules::Tile;
use crate::scenario::Scenario;
use crate::search;
use crate::setup::{PawnSpec, PieceSpec};

mod answer;
mod ask;
mod goal;
mod kind;
mod question;

pub use answer::Answer;
pub use ask::{piece_word, sort_placement, Ask, Place};
pub(super) use ask::{placement_key, put};
pub use goal::PuzzleGoal;
pub use kind::{Kind, RuleSet};
pub use question::{sorted_tiles, tile_words, tile_words_in, Ways};

/// A loaded puzzle: the scenario and the question.
#[derive(Clone, Debug)]
pub struct Puzzle {
    /// The position (with its title and options).
    pub scenario: Scenario,
    /// The tiles: the goal must hold for each (for [`Ask::Tile`], the tiles to pick from).
    pub tiles: Vec<Tile>,
    /// The kind (stated, or [`Kind::of_ask`]).
    pub kind: Kind,
    /// What the solver does.
    pub ask: Ask,
    /// What must happen.
    pub goal: PuzzleGoal,
    /// The rule options the answer depends on (`depends-on:`): under another value of any of
    /// them the answer changes, so the question names each with its value in force.
    pub depends_on: Vec<String>,
    /// The stated solutions, if the file gives them.
    pub solution: Option<Vec<Answer>>,
    /// Where the stated solutions are written (line, column; 1-based), for messages.
    pub solution_at: Option<(u64, u64)>,
    /// The stated explanation, if any.
    pub explanation: Option<String>,
    /// The stated features, if any.
    pub features: Option<Features>,
    /// The stated themes of the solution, if any ([`super::themes`]).
    pub themes: Option<Vec<super::themes::Theme>>,
    /// The stated hints, four of them, if any ([`super::hints`]).
    pub hints: Option<Vec<String>>,
    /// The decoy pieces (issue 28): pieces that play no part in the answer but make a
    /// tempting wrong candidate fail, each by its name (a pawn), its square (a stone-like
    /// piece or a pool) or its pair's name (a teleporter pair) (`super::economy`).
    pub decoys: Option<Vec<String>>,
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
    /// `file` with the place of the stated solution, `FILE:LINE:COLUMN` (or `FILE` when the
    /// puzzle was not read from a file), to locate a message about it.
    pub fn solution_place(&self, file: &str) -> String {
        match self.solution_at {
            Some((line, column)) if line > 0 => format!("{file}:{line}:{column}"),
            _ => file.to_string(),
        }
    }

    /// A puzzle asking `ask` of `kind` on `scenario` with `tiles`, the goal `survive` until
    /// set, nothing stated or measured yet.
    pub fn new(scenario: Scenario, tiles: Vec<Tile>, kind: Kind, ask: Ask) -> Puzzle {
        Puzzle {
            scenario,
            tiles,
            kind,
            ask,
            goal: PuzzleGoal::Survive,
            depends_on: Vec::new(),
            solution: None,
            solution_at: None,
            explanation: None,
            features: None,
            themes: None,
            hints: None,
            score: None,
            difficulty: None,
            rules: None,
            seed: None,
            attempt: None,
            decoys: None,
        }
    }

    /// What is placed, for a placement puzzle.
    pub fn place(&self) -> Option<&Place> {
        match &self.ask {
            Ask::Place(p) => Some(p),
            _ => None,
        }
    }

    /// The moving pawns with their points (their visible faces), in order; empty unless the
    /// puzzle moves pawns. A pawn without a face moves 0 points (the loader refuses those).
    pub fn movers(&self) -> Vec<(PawnId, u8)> {
        let Ask::Move(names) = &self.ask else {
            return Vec::new();
        };
        names
            .iter()
            .filter_map(|n| {
                let id = self.scenario.pawn_id(n)?;
                let face = self.scenario.pawns()[id.0 as usize].face.unwrap_or(0);
                Some((id, face))
            })
            .collect()
    }

    /// How many pieces or moves the answer is made of: the placed count, the moving pawns,
    /// or 1 for a tile.
    pub fn parts(&self) -> usize {
        match &self.ask {
            Ask::Place(p) => p.count(),
            Ask::Move(p) => p.len(),
            Ask::Tile => 1,
        }
    }

    /// The names the placed pawns get: the player's name and the lowest numbers not yet
    /// taken (`blue2`, `blue3` if `blue1` exists). Empty unless pawns are placed.
    pub fn placed_names(&self) -> Vec<String> {
        let Some(Place::Pawns { count, player }) = self.place() else {
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

    /// The candidate squares of a placement (docs/FORMAT.md section 5), in grid order; empty for
    /// other puzzles.
    pub fn candidates(&self) -> Vec<Square> {
        match self.ask {
            Ask::Place(_) => search::candidates(self.scenario.board()),
            _ => Vec::new(),
        }
    }

    /// How many placements there are to try (0 for other puzzles).
    pub fn placements(&self) -> u64 {
        match &self.ask {
            Ask::Place(p) => search::choose(self.candidates().len(), p.count()),
            _ => 0,
        }
    }

    /// The board with the pieces placed on `squares` (placed pawns get the next ids); the
    /// scenario's board for other puzzles.
    pub fn board_with(&self, squares: &[Square]) -> Board {
        let mut b = *self.scenario.board();
        if let Some(place) = self.place() {
            put(&mut b, place, squares);
        }
        b
    }

    /// The scenario with the pieces placed on `squares`, the placed pawns named.
    pub fn scenario_with(&self, squares: &[Square]) -> Scenario {
        let mut setup = self.scenario.setup().clone();
        match self.place() {
            Some(Place::Pawns { player, .. }) => {
                for (name, &sq) in self.placed_names().iter().zip(squares) {
                    setup.pawns.push(PawnSpec {
                        player: Some(player.clone()),
                        ..PawnSpec::at(name, sq)
                    });
                }
            }
            Some(Place::Pieces { piece, .. }) => {
                for &at in squares {
                    setup.pieces.push(PieceSpec { at, piece: *piece });
                }
            }
            None => {}
        }
        // Candidate squares are free, so the placement is valid; were it not, the puzzle's
        // own position is shown.
        setup.validate().unwrap_or_else(|_| self.scenario.clone())
    }
}
