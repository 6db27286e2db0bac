//! The game's words: directions, sides, pieces, removals, tiles, walls. Each is a message of
//! `common.ftl` (`dir-east`, `piece-stone`...), so one term a thing in each language.

use super::{word, Lang};
use crate::board::{Piece, PivotKind, Removal};
use crate::geometry::{Dir, Wall};
use crate::monster::Side;
use crate::rules::Tile;
use std::borrow::Cow;

/// One of the game's words, passed to a message as itself: the message gets the word in its
/// language (`$dir`: "Osten") and its key (`$dir-key`: `east`).
pub trait Word: Copy {
    /// The language-neutral key: the name JSON and the scenario files use.
    fn key(self) -> &'static str;
    /// The word in `lang`.
    fn word(self, lang: Lang) -> Cow<'static, str>;
}

impl Word for Dir {
    fn key(self) -> &'static str {
        self.name()
    }
    fn word(self, lang: Lang) -> Cow<'static, str> {
        word(
            lang,
            match self {
                Dir::North => "dir-north",
                Dir::East => "dir-east",
                Dir::South => "dir-south",
                Dir::West => "dir-west",
            },
        )
    }
}

impl Word for Side {
    fn key(self) -> &'static str {
        self.name()
    }
    fn word(self, lang: Lang) -> Cow<'static, str> {
        word(
            lang,
            match self {
                Side::Left => "side-left",
                Side::Ahead => "side-ahead",
                Side::Right => "side-right",
            },
        )
    }
}

impl Word for Piece {
    fn key(self) -> &'static str {
        self.name()
    }
    fn word(self, lang: Lang) -> Cow<'static, str> {
        word(
            lang,
            match self {
                Piece::Stone => "piece-stone",
                Piece::Crystal => "piece-crystal",
                Piece::Pivot(PivotKind::Right) => "piece-pivot-right",
                Piece::Pivot(PivotKind::Around) => "piece-pivot-around",
            },
        )
    }
}

/// How a pivot turns the monster: "right", "around".
impl Word for PivotKind {
    fn key(self) -> &'static str {
        self.name()
    }
    fn word(self, lang: Lang) -> Cow<'static, str> {
        word(
            lang,
            match self {
                PivotKind::Right => "turn-right",
                PivotKind::Around => "turn-around",
            },
        )
    }
}

impl Word for Removal {
    fn key(self) -> &'static str {
        self.name()
    }
    fn word(self, lang: Lang) -> Cow<'static, str> {
        word(
            lang,
            match self {
                Removal::Eaten => "removal-eaten",
                Removal::Crushed => "removal-crushed",
                Removal::Destroyed => "removal-destroyed",
            },
        )
    }
}

/// A tile: its number of steps, or its prey (key `steps` or `prey`).
impl Word for Tile {
    fn key(self) -> &'static str {
        match self {
            Tile::Steps(_) => "steps",
            Tile::Prey(_) => "prey",
        }
    }
    fn word(self, lang: Lang) -> Cow<'static, str> {
        Cow::Owned(match self {
            Tile::Steps(n) => crate::t!(lang, "tile-steps", n = n),
            Tile::Prey(n) => crate::t!(lang, "tile-prey", n = n),
        })
    }
}

/// A wall crossed or looked at: its letter as it is, or the door (key `letter` or `door`).
impl Word for Wall {
    fn key(self) -> &'static str {
        match self {
            Wall::Letter(_) => "letter",
            Wall::Door => "door",
        }
    }
    fn word(self, lang: Lang) -> Cow<'static, str> {
        match self {
            Wall::Letter(c) => Cow::Owned(c.to_string()),
            Wall::Door => word(lang, "wall-door"),
        }
    }
}

/// A square is shown as it is (`m6`).
impl<'a> super::IntoArg<'a> for crate::geometry::Square {
    fn into_arg(self, _: Lang) -> super::Arg<'a> {
        super::Arg::Text(Cow::Owned(self.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every word of every kind exists in every language (a word missing from `common.ftl`
    /// would show its id).
    #[test]
    fn every_word_in_every_language() {
        for lang in Lang::ALL {
            let mut words: Vec<Cow<str>> = Vec::new();
            words.extend(Dir::ALL.map(|d| d.word(lang)));
            words.extend([Side::Left, Side::Ahead, Side::Right].map(|s| s.word(lang)));
            words.extend(Piece::ALL.map(|p| p.word(lang)));
            words.extend([PivotKind::Right, PivotKind::Around].map(|p| p.word(lang)));
            words.extend(
                [Removal::Eaten, Removal::Crushed, Removal::Destroyed].map(|r| r.word(lang)),
            );
            words.extend((1..=3).map(|n| Tile::Prey(n).word(lang)));
            words.push(Tile::Steps(8).word(lang));
            words.push(Wall::Door.word(lang));
            for w in &words {
                assert!(!w.is_empty() && !w.contains('{'), "{lang:?}: {w}");
                assert!(
                    !w.starts_with("dir-") && !w.starts_with("piece-"),
                    "{lang:?}: {w}"
                );
            }
        }
    }
}
