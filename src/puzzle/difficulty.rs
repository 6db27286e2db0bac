//! How hard a puzzle is: the features measured on it and its solution (see `measure`), and
//! the score they add up to.

use std::fmt;

use super::model::Kind;
use super::themes::Theme;

/// How hard a puzzle is, from its [`score`].
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash, PartialOrd, Ord)]
pub enum Difficulty {
    /// Up to 3 points.
    Easy,
    /// 4 to 6 points.
    Medium,
    /// 7 points or more.
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

    /// The difficulty of a score: easy up to 3, medium 4 to 6, hard from 7.
    pub const fn of_score(score: u32) -> Difficulty {
        match score {
            0..=3 => Difficulty::Easy,
            4..=6 => Difficulty::Medium,
            _ => Difficulty::Hard,
        }
    }
}

impl fmt::Display for Difficulty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A key idea of a solution: something the solver must foresee between the step where the
/// answer first changes the monster's walk and the step where the goal is settled.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash, PartialOrd, Ord)]
pub enum Idea {
    /// Two pawns tie for nearest, so the monster keeps heading (M4, S1).
    Tie,
    /// The monster turns toward a pawn the answer brought or moved (M4).
    Lure,
    /// A push: the monster's (M6), or the moving pawn's (P5).
    Push,
    /// A pawn pushed off the board (M6).
    Crush,
    /// A pawn pushed onto a teleporter (M6).
    Destroy,
    /// A slide over a blood pool: the monster's, a pushed piece's or the moving pawn's (M7,
    /// P6, P8).
    Slide,
    /// A walk through a wall (M8).
    Wall,
    /// A pivot stone turns the monster (M9).
    Pivot,
    /// A teleport (M10).
    Teleport,
}

impl Idea {
    /// Every idea, in this order.
    pub const ALL: [Idea; 9] = [
        Idea::Tie,
        Idea::Lure,
        Idea::Push,
        Idea::Crush,
        Idea::Destroy,
        Idea::Slide,
        Idea::Wall,
        Idea::Pivot,
        Idea::Teleport,
    ];

    /// `tie`, `lure`, `push`, `crush`, `destroy`, `slide`, `wall`, `pivot`, `teleport`.
    pub const fn name(self) -> &'static str {
        match self {
            Idea::Tie => "tie",
            Idea::Lure => "lure",
            Idea::Push => "push",
            Idea::Crush => "crush",
            Idea::Destroy => "destroy",
            Idea::Slide => "slide",
            Idea::Wall => "wall",
            Idea::Pivot => "pivot",
            Idea::Teleport => "teleport",
        }
    }

    /// Parses an idea's name.
    pub fn parse(s: &str) -> Option<Idea> {
        Idea::ALL.into_iter().find(|i| i.name() == s.trim())
    }

    /// Whether this idea is a weapon (a crush, a destruction or a pivot turn).
    pub const fn is_weapon(self) -> bool {
        matches!(self, Idea::Crush | Idea::Destroy | Idea::Pivot)
    }
}

impl fmt::Display for Idea {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What was measured on a puzzle and its solution (see the module docs of [`crate::puzzle`]).
#[derive(Clone, Debug, PartialEq, Eq, Default, serde::Serialize)]
pub struct Features {
    /// Candidates: placements, legal results (pairs of them for two moves), or tiles.
    pub candidates: u64,
    /// Candidates that change what the monster removes (for a tile: that remove any pawn).
    /// A puzzle where only one candidate changes anything is forced.
    pub changing: u64,
    /// Candidates a player would plausibly try that change the outcome and fail: for moves
    /// the natural results (toward the exit or away from the monster), for placements those
    /// whose every piece changes the outcome on its own, for tiles those that remove a pawn.
    pub decoys: u64,
    /// The step where the answer first changes the monster's walk (its key event).
    pub key_step: u8,
    /// The step by which the goal is settled: the last removal it needs, or the whole walk
    /// when it only spares pawns.
    pub settle_step: u8,
    /// The key ideas between those two steps.
    #[serde(serialize_with = "idea_names")]
    pub ideas: Vec<Idea>,
    /// Whether the answer is natural: every move goes toward the exit or away from the
    /// monster (always true for placements and tiles).
    pub natural: bool,
}

fn idea_names<S: serde::Serializer>(ideas: &[Idea], s: S) -> Result<S::Ok, S::Error> {
    use serde::Serialize;
    // Written inside the features' flow map, so in flow style already: a `FlowSeq` here
    // would leave its hint pending for the next list of the file (the hints').
    ideas
        .iter()
        .map(|i| i.name())
        .collect::<Vec<_>>()
        .serialize(s)
}

impl Features {
    /// The ideas that score: all but the lure, which every feeding answer needs.
    pub fn scoring_ideas(&self) -> usize {
        self.ideas.iter().filter(|i| **i != Idea::Lure).count()
    }

    /// Steps one must follow from the key event to see that it works.
    pub fn trace_steps(&self) -> u8 {
        self.settle_step.saturating_sub(self.key_step) + 1
    }
}

/// The difficulty score of a puzzle of `kind` whose answer has `parts` pieces or moves, over
/// `tiles` distinct tiles, with these features and `themes` (issue 28): what a solver must
/// see and the tempting candidates that fail, never the length of the walk. Calibrated
/// kind by kind against an independent solver's work (docs/puzzles.md):
///
/// - the themes beyond the lure ([`Theme`]: a tie, a hiding stone, a push, a crush, a
///   slide, a wall, a pivot, a teleport): 1 each, at most 3;
/// - tempting wrong candidates ([`Features::decoys`]): 1 per doubling, log2(decoys + 1)
///   rounded down: 0 for none, 1 for 1 or 2, 2 for 3 to 6, 3 for 7 to 14, ...; not for
///   `predict`, whose tempting tiles end their walks early and ease the work;
/// - the tiles: for `predict`, whose tiles are its candidates, 1 for each beyond the
///   fourth; otherwise 1 for each beyond the first, at most 2;
/// - 1 for an answer against instinct (a move neither toward the exit nor away from the
///   monster), 1 for a second piece or move.
///
/// Two puzzles with the same idea ([`super::idea_key`]: the same walk, the same answer)
/// have the same themes; their labels differ only through their decoys.
pub fn score(kind: Kind, parts: usize, tiles: usize, f: &Features, themes: &[Theme]) -> u32 {
    if kind == Kind::Feast {
        return super::feast::score(parts, f);
    }
    let seen = themes.iter().filter(|t| **t != Theme::Lure).count().min(3) as u32;
    if kind == Kind::Predict {
        return seen + tiles.saturating_sub(4) as u32;
    }
    let decoys = (f.decoys.saturating_add(1)).ilog2();
    let surprise = u32::from(!f.natural);
    let pieces = u32::from(parts >= 2);
    let deck = tiles.saturating_sub(1).min(2) as u32;
    decoys + seen + deck + surprise + pieces
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_map_to_difficulties() {
        assert_eq!(Difficulty::of_score(0), Difficulty::Easy);
        assert_eq!(Difficulty::of_score(3), Difficulty::Easy);
        assert_eq!(Difficulty::of_score(4), Difficulty::Medium);
        assert_eq!(Difficulty::of_score(6), Difficulty::Medium);
        assert_eq!(Difficulty::of_score(7), Difficulty::Hard);
        let f = Features {
            candidates: 40,
            changing: 20,
            decoys: 9,
            key_step: 2,
            settle_step: 9,
            ideas: vec![Idea::Lure, Idea::Tie, Idea::Push],
            natural: false,
        };
        let themes = [Theme::Lure, Theme::Tie, Theme::Push];
        // decoys 3 (log2 of 10), themes 2 (the lure does not count), surprise 1, a second
        // move 1, one tile 0.
        assert_eq!(score(Kind::TwoMoves, 2, 1, &f, &themes), 7);
        let plain = Features {
            natural: true,
            key_step: 1,
            settle_step: 1,
            ..Features::default()
        };
        assert_eq!(score(Kind::Move, 1, 1, &plain, &[]), 0);
        // The length of the walk counts for nothing.
        let long = Features {
            settle_step: 15,
            ..plain.clone()
        };
        assert_eq!(score(Kind::Move, 1, 1, &long, &[]), 0);
        // Several tiles count for a safe square (at most 2); for a prediction those beyond
        // the fourth.
        assert_eq!(score(Kind::SafeSquare, 1, 3, &plain, &[]), 2);
        assert_eq!(score(Kind::SafeSquare, 1, 6, &plain, &[]), 2);
        assert_eq!(score(Kind::Predict, 1, 3, &plain, &[]), 0);
        assert_eq!(score(Kind::Predict, 1, 6, &plain, &[]), 2);
        let tempting = Features {
            decoys: 3,
            ..plain.clone()
        };
        assert_eq!(score(Kind::Move, 1, 1, &tempting, &[]), 2);
        // Tempting tiles do not count for a prediction.
        assert_eq!(score(Kind::Predict, 1, 3, &tempting, &[]), 0);
        // At most three themes count.
        assert_eq!(score(Kind::Move, 1, 1, &plain, &Theme::ALL), 3);
    }
}
