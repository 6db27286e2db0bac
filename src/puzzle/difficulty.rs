//! How hard a puzzle is: the features measured on its solution and the score they add up to.

use std::fmt;

use super::model::Puzzle;
use crate::geometry::Square;
use crate::monster::Event;
use crate::rules::Options;
use crate::trace::Trace;

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

/// What the generator measured on a puzzle and its solution (see the module docs).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, serde::Serialize)]
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
