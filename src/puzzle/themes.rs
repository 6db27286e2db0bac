//! A puzzle's themes (issue 28): what its solution shows, read off the rule ids of the
//! solution's trace, as puzzle columns tag their problems ("a lure", "a crush against the
//! wall").
//!
//! Every tile's walk with the answer is read from its first step to the step that settles
//! the goal, with the answer's own moves: a monster turning toward a pawn the answer brought
//! or moved is a `lure` (M4); two pawns tying so that it keeps its heading, `tie` (M4, S1); a
//! walk through a wall and back in on the mirrored square, `wall` (M8); a slide on a blood
//! pool, `slide` (M7, P6, P8); a push, `push` (M6, P5); a pawn pushed off the board, `crush`
//! (M6), or onto a teleporter, `destroy` (M6); a teleport, `teleport` (M10); a pivot stone
//! turning the monster, `pivot` (M9); and a pawn of the answer standing on a line the monster
//! looks along, behind a stone-like piece that hides it, `hide` (M3).

use std::fmt;

use super::candidates::board_of;
use super::measure::walks;
use super::model::{Answer, Ask, Place, Puzzle};
use crate::board::PawnPlace;
use crate::geometry::Square;
use crate::i18n::Lang;
use crate::monster::{Blocker, Decision, Event, Side};
use crate::rules::Options;
use crate::search::bit;
use crate::t;

/// One theme of a puzzle (see the module docs).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash, PartialOrd, Ord)]
pub enum Theme {
    /// The monster turns toward a pawn the answer brought or moved (M4).
    Lure,
    /// Pawns tie for nearest, and the monster keeps its heading (M4, S1).
    Tie,
    /// A pawn of the answer hides behind a stone-like piece on a line the monster looks
    /// along (M3).
    Hide,
    /// A push: the monster's (M6) or the moving pawn's (P5).
    Push,
    /// A pawn pushed off the board (M6).
    Crush,
    /// A pawn pushed onto a teleporter (M6).
    Destroy,
    /// A slide on a blood pool (M7, P6, P8).
    Slide,
    /// A walk through a wall, back in on the mirrored square (M8).
    Wall,
    /// A pivot stone turns the monster (M9).
    Pivot,
    /// A teleport (M10).
    Teleport,
}

impl Theme {
    /// Every theme, in this order.
    pub const ALL: [Theme; 10] = [
        Theme::Lure,
        Theme::Tie,
        Theme::Hide,
        Theme::Push,
        Theme::Crush,
        Theme::Destroy,
        Theme::Slide,
        Theme::Wall,
        Theme::Pivot,
        Theme::Teleport,
    ];

    /// Its name in files: `lure`, `tie`, `hide`, `push`, `crush`, `destroy`, `slide`,
    /// `wall`, `pivot`, `teleport`.
    pub const fn name(self) -> &'static str {
        match self {
            Theme::Lure => "lure",
            Theme::Tie => "tie",
            Theme::Hide => "hide",
            Theme::Push => "push",
            Theme::Crush => "crush",
            Theme::Destroy => "destroy",
            Theme::Slide => "slide",
            Theme::Wall => "wall",
            Theme::Pivot => "pivot",
            Theme::Teleport => "teleport",
        }
    }

    /// Parses a theme's name.
    pub fn parse(s: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|t| t.name() == s.trim())
    }

    /// The rule ids it comes from.
    pub const fn rules(self) -> &'static [&'static str] {
        match self {
            Theme::Lure => &["M4"],
            Theme::Tie => &["M4", "S1"],
            Theme::Hide => &["M3"],
            Theme::Push => &["M6", "P5"],
            Theme::Crush | Theme::Destroy => &["M6"],
            Theme::Slide => &["M7", "P6", "P8"],
            Theme::Wall => &["M8"],
            Theme::Pivot => &["M9"],
            Theme::Teleport => &["M10"],
        }
    }

    /// The theme in a player's words, in `lang`: "a lure", "a tie keeps the heading".
    pub fn words(self, lang: Lang) -> String {
        match self {
            Theme::Lure => t!(lang, "puzzle-theme-lure"),
            Theme::Tie => t!(lang, "puzzle-theme-tie"),
            Theme::Hide => t!(lang, "puzzle-theme-hide"),
            Theme::Push => t!(lang, "puzzle-theme-push"),
            Theme::Crush => t!(lang, "puzzle-theme-crush"),
            Theme::Destroy => t!(lang, "puzzle-theme-destroy"),
            Theme::Slide => t!(lang, "puzzle-theme-slide"),
            Theme::Wall => t!(lang, "puzzle-theme-wall"),
            Theme::Pivot => t!(lang, "puzzle-theme-pivot"),
            Theme::Teleport => t!(lang, "puzzle-theme-teleport"),
        }
    }
}

impl fmt::Display for Theme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The themes of `answer` (see the module docs), in [`Theme::ALL`]'s order; `None` if the
/// answer cannot be played.
pub fn themes(puzzle: &Puzzle, options: &Options, answer: &Answer) -> Option<Vec<Theme>> {
    if super::feast::is_feast(puzzle) {
        return super::feast::themes(puzzle, options, answer);
    }
    let board = board_of(puzzle, options, answer).ok()?;
    let answer_pawns = puzzle.answer_pawns();
    let mut found: Vec<Theme> = Vec::new();
    if let Answer::Paths(paths) = answer {
        for m in super::candidates::play_paths(puzzle, options, paths).ok()? {
            if !m.pushes.is_empty() {
                found.push(Theme::Push);
            }
            if m.path.iter().any(|s| s.slide.is_some()) {
                found.push(Theme::Slide);
            }
        }
    }
    // The squares of the pawns that may hide, as the monster starts: the answer's own; for
    // placed stone-like pieces, the pawns the goal spares, behind one of those pieces.
    let (hiders, screens): (_, Option<&[Square]>) = match (&puzzle.ask, answer) {
        (Ask::Place(Place::Pieces { .. }), Answer::Squares(placed)) => {
            (puzzle.feed_and_spare().1, Some(placed.as_slice()))
        }
        _ => (answer_pawns, None),
    };
    let hidden: Vec<Square> = board
        .pawn_ids()
        .filter(|&id| hiders & bit(id) != 0)
        .filter_map(|id| match board.pawn(id) {
            PawnPlace::At(s) => Some(s),
            _ => None,
        })
        .collect();
    for w in walks(puzzle, options, answer)? {
        for s in w.with.steps.iter().filter(|s| s.step <= w.settle) {
            match s.decision {
                Decision::Tie { .. } => found.push(Theme::Tie),
                Decision::Nearest { side, pawn, .. }
                    if side != Side::Ahead && answer_pawns & bit(pawn) != 0 =>
                {
                    found.push(Theme::Lure)
                }
                _ => {}
            }
            for sight in &s.sights {
                if let Blocker::Piece(_, at) = sight.blocker {
                    if screens.is_some_and(|placed| !placed.contains(&at)) {
                        continue;
                    }
                    let mut cur = at;
                    while let Some(next) = cur.step(sight.dir) {
                        if hidden.contains(&next) {
                            found.push(Theme::Hide);
                            break;
                        }
                        cur = next;
                    }
                }
            }
            for e in &s.events {
                match e {
                    Event::Push { .. } => found.push(Theme::Push),
                    Event::Crushed { .. } => found.push(Theme::Crush),
                    Event::Destroyed { .. } => found.push(Theme::Destroy),
                    Event::Slide { .. } | Event::Enter { sliding: true, .. } => {
                        found.push(Theme::Slide)
                    }
                    Event::WallCross { .. } => found.push(Theme::Wall),
                    Event::PivotTurn { .. } => found.push(Theme::Pivot),
                    Event::Teleport { .. } => found.push(Theme::Teleport),
                    _ => {}
                }
            }
        }
    }
    found.sort();
    found.dedup();
    Some(found)
}
