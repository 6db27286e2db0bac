//! The puzzle itself: the scenario, what is placed, the goal, and the question in words.

use std::fmt;

use super::difficulty::{Difficulty, Features};
use crate::board::{Board, PawnId, PawnPlace, Piece};
use crate::geometry::Square;
use crate::rules::Tile;
use crate::scenario::Scenario;
use crate::search::{self, bit, Goal, PawnSet};
use crate::setup::{PawnSpec, PieceSpec};

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
/// (The piece's one canonical name, [`Piece::name`].)
pub const fn piece_word(p: Piece) -> &'static str {
    p.name()
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
            if p.player
                .as_deref()
                .is_some_and(|q| crate::position::same_player(q, player))
            {
                set |= bit(PawnId(i as u8));
            }
        }
        if let Place::Pawns { player: q, .. } = &self.place {
            if crate::position::same_player(q, player) {
                set |= self.placed_set();
            }
        }
        set
    }

    /// The ids the placed pawns get.
    pub(super) fn placed_set(&self) -> PawnSet {
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
                // In sentences: "stone", "pivot-right stone".
                let word = piece.to_string();
                if *count == 1 {
                    format!("1 {word}")
                } else {
                    format!("{count} {word}s")
                }
            }
        };
        let drawing = match crate::rules::distinct(&self.tiles).as_slice() {
            [(t, _)] => format!("drawing {}", t.with_article()),
            _ => format!("with {}", crate::rules::each_tile(&self.tiles)),
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

pub(super) fn plural(n: usize) -> &'static str {
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

pub(super) fn all_pawns(b: &Board) -> PawnSet {
    b.pawn_ids().fold(0, |s, id| s | bit(id))
}

/// Puts the placed things on `squares`.
#[inline]
pub(super) fn put(b: &mut Board, place: &Place, squares: &[Square]) {
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

pub(super) fn placement_key(p: &[Square]) -> Vec<(u8, u8)> {
    p.iter().map(|s| s.column_major()).collect()
}
