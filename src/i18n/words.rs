//! The game's words: directions, sides, pieces, removals, tiles, walls. Each is a message of
//! `common.ftl` (`dir-east`, `piece-stone`...), so one term a thing in each language.

use super::{word, Lang};
use crate::board::{Piece, PivotKind, Removal};
use crate::geometry::{Dir, Wall};
use crate::monster::Side;
use crate::render::colour::Colour;
use crate::rules::Tile;
use std::borrow::Cow;
use std::sync::{LazyLock, OnceLock};

/// The words of one kind, each formatted once a language and then borrowed: a word costs no
/// formatting on the hot path.
struct Words<const N: usize>([[OnceLock<Cow<'static, str>>; N]; 3]);

impl<const N: usize> Words<N> {
    const fn new() -> Self {
        Words([const { [const { OnceLock::new() }; N] }; 3])
    }

    /// Word `index` of the kind, message `id`, in `lang`.
    fn get(&'static self, lang: Lang, index: usize, id: &str) -> Cow<'static, str> {
        Cow::Borrowed(self.0[lang as usize][index].get_or_init(|| word(lang, id)))
    }
}

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
        static WORDS: Words<4> = Words::new();
        let (index, id) = match self {
            Dir::North => (0, "dir-north"),
            Dir::East => (1, "dir-east"),
            Dir::South => (2, "dir-south"),
            Dir::West => (3, "dir-west"),
        };
        WORDS.get(lang, index, id)
    }
}

impl Word for Side {
    fn key(self) -> &'static str {
        self.name()
    }
    fn word(self, lang: Lang) -> Cow<'static, str> {
        static WORDS: Words<3> = Words::new();
        let (index, id) = match self {
            Side::Left => (0, "side-left"),
            Side::Ahead => (1, "side-ahead"),
            Side::Right => (2, "side-right"),
        };
        WORDS.get(lang, index, id)
    }
}

impl Word for Piece {
    fn key(self) -> &'static str {
        self.name()
    }
    fn word(self, lang: Lang) -> Cow<'static, str> {
        static WORDS: Words<4> = Words::new();
        let (index, id) = match self {
            Piece::Stone => (0, "piece-stone"),
            Piece::Crystal => (1, "piece-crystal"),
            Piece::Pivot(PivotKind::Right) => (2, "piece-pivot-right"),
            Piece::Pivot(PivotKind::Around) => (3, "piece-pivot-around"),
        };
        WORDS.get(lang, index, id)
    }
}

/// How a pivot turns the monster: "right", "around".
impl Word for PivotKind {
    fn key(self) -> &'static str {
        self.name()
    }
    fn word(self, lang: Lang) -> Cow<'static, str> {
        static WORDS: Words<2> = Words::new();
        let (index, id) = match self {
            PivotKind::Right => (0, "turn-right"),
            PivotKind::Around => (1, "turn-around"),
        };
        WORDS.get(lang, index, id)
    }
}

impl Word for Removal {
    fn key(self) -> &'static str {
        self.name()
    }
    fn word(self, lang: Lang) -> Cow<'static, str> {
        static WORDS: Words<3> = Words::new();
        let (index, id) = match self {
            Removal::Eaten => (0, "removal-eaten"),
            Removal::Crushed => (1, "removal-crushed"),
            Removal::Destroyed => (2, "removal-destroyed"),
        };
        WORDS.get(lang, index, id)
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

/// A colour (key `red`, `sky`...): as a player's name, the word players of that language use.
impl Word for Colour {
    fn key(self) -> &'static str {
        self.name()
    }
    fn word(self, lang: Lang) -> Cow<'static, str> {
        static WORDS: Words<9> = Words::new();
        let (index, id) = match self {
            Colour::Red => (0, "colour-red"),
            Colour::Orange => (1, "colour-orange"),
            Colour::Yellow => (2, "colour-yellow"),
            Colour::Green => (3, "colour-green"),
            Colour::Blue => (4, "colour-blue"),
            Colour::Sky => (5, "colour-sky"),
            Colour::Purple => (6, "colour-purple"),
            Colour::White => (7, "colour-white"),
            Colour::Black => (8, "colour-black"),
        };
        WORDS.get(lang, index, id)
    }
}

/// A player, as a person reads it: a player named by a colour (`blue`, `blau`, `bleu`: the
/// colour's own word in some language, or its key) is that colour's word in the message's
/// language ("Blau" in German); any other name (`Anna`, or `pink`, which is drawn purple but
/// is not purple's word) is shown as it is. The message gets `$player` and `$player-key`
/// (the colour's key, or `name`). Pawn names (`blue3`) and input stay as they are.
#[derive(Clone, Copy, Debug)]
pub struct Player<'a>(pub &'a str);

impl Player<'_> {
    /// The colour this player is named by, if its name is a colour's word.
    pub fn colour(self) -> Option<Colour> {
        let name = self.0.trim().to_lowercase();
        Colour::named(&name).filter(|c| {
            c.name() == name || Lang::ALL.iter().any(|l| c.word(*l).to_lowercase() == name)
        })
    }

    /// The player's name in `lang`: a colour's name is that colour's word as the catalogue
    /// writes it (`rot`, `red` and `rouge` are all "Rot" in German, a noun, so a sentence may
    /// start with it; "Rouge" in French), but English keeps its own word as typed (`Red`,
    /// `red`); any other name as given.
    pub fn word(self, lang: Lang) -> Cow<'static, str> {
        match self.colour().map(|c| c.word(lang)) {
            Some(w) if lang == Lang::En && w.to_lowercase() == self.0.trim().to_lowercase() => {
                Cow::Owned(self.0.to_string())
            }
            Some(w) => w,
            None => Cow::Owned(self.0.to_string()),
        }
    }
}

/// Every player name that [`Player::word`] changes in `lang`, lower case, with the word it
/// becomes: each colour's key and its word in each language (`rouge` and `rot` are "Rot" in German;
/// a name that is no colour stays as given). The web pages read a player's name
/// through this list, so the page and the command line name a player alike.
pub fn player_words(lang: Lang) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    for c in Colour::ALL {
        let spellings =
            std::iter::once(Cow::Borrowed(c.name())).chain(Lang::ALL.map(|l| c.word(l)));
        for spelling in spellings {
            let name = spelling.trim().to_lowercase();
            let word = Player(&name).word(lang);
            if word != name && !out.iter().any(|(n, _)| *n == name) {
                out.push((name, word.into_owned()));
            }
        }
    }
    out.sort();
    out
}

impl<'a> super::IntoArg<'a> for Player<'_> {
    fn into_arg(self, lang: Lang) -> super::Arg<'a> {
        super::Arg::Word {
            word: self.word(lang),
            key: self.colour().map_or("name", Colour::name),
        }
    }
}

/// Every square's name, by grid index, made once.
static SQUARE_NAMES: LazyLock<Vec<String>> = LazyLock::new(|| {
    (0..crate::geometry::CELLS)
        .map(|i| crate::geometry::Square::from_index(i).map_or_else(String::new, |s| s.to_string()))
        .collect()
});

/// A square is shown as it is (`m6`).
impl<'a> super::IntoArg<'a> for crate::geometry::Square {
    fn into_arg(self, _: Lang) -> super::Arg<'a> {
        super::Arg::Text(Cow::Borrowed(SQUARE_NAMES[self.index()].as_str()))
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
            words.extend(Colour::ALL.map(|c| c.word(lang)));
            for w in &words {
                assert!(!w.is_empty() && !w.contains('{'), "{lang:?}: {w}");
                assert!(
                    !w.starts_with("dir-") && !w.starts_with("piece-") && !w.starts_with("colour-"),
                    "{lang:?}: {w}"
                );
            }
        }
    }

    /// A player named by a colour, in any of the three languages, is that colour's word in
    /// each; any other name stays as it is.
    #[test]
    fn players_named_by_a_colour_speak_each_language() {
        for name in ["blue", "Blau", "Bleu"] {
            assert_eq!(Player(name).word(Lang::En), "blue");
            assert_eq!(Player(name).word(Lang::De), "Blau");
            assert_eq!(Player(name).word(Lang::Fr), "Bleu");
        }
        // English keeps its own word as given; German and French write theirs as the
        // catalogue does (a German noun starts with a capital, at a sentence's start too).
        assert_eq!(Player("Red").word(Lang::En), "Red");
        assert_eq!(Player("rot").word(Lang::De), "Rot");
        assert_eq!(Player("rouge").word(Lang::Fr), "Rouge");
        assert_eq!(Player("rot").word(Lang::Fr), "Rouge");
        assert_eq!(Player("red").word(Lang::De), "Rot");
        assert_eq!(Player("grün").word(Lang::Fr), "Vert");
        assert_eq!(Player("white").word(Lang::De), "Weiß");
        for name in ["Anna", "pink", "red1"] {
            for lang in Lang::ALL {
                assert_eq!(Player(name).word(lang), name);
            }
        }
        for c in Colour::ALL {
            assert_eq!(Player(c.name()).colour(), Some(c));
        }
    }

    /// The pages' list names a player as [`Player::word`] does, whatever its case.
    #[test]
    fn the_pages_list_of_player_words_is_player_word() {
        for lang in Lang::ALL {
            let list = player_words(lang);
            for c in Colour::ALL {
                for l in Lang::ALL {
                    let spelling = c.word(l);
                    for name in [
                        spelling.to_string(),
                        spelling.to_uppercase(),
                        c.name().to_string(),
                    ] {
                        let listed = list.iter().find(|(n, _)| *n == name.to_lowercase());
                        let word = Player(&name).word(lang);
                        match listed {
                            Some((_, w)) => assert_eq!(*w, word, "{lang:?} {name}"),
                            None => assert_eq!(word, name, "{lang:?} {name}"),
                        }
                    }
                }
            }
        }
        let de = player_words(Lang::De);
        let de = |n: &str| de.iter().find(|(k, _)| k == n).map(|(_, w)| w.as_str());
        assert_eq!(de("red"), Some("Rot"));
        assert_eq!(de("rouge"), Some("Rot"));
        assert_eq!(de("rot"), Some("Rot"));
        assert_eq!(de("anna"), None);
        let en = player_words(Lang::En);
        assert!(en.iter().any(|(n, w)| n == "bleu" && w == "blue"));
        assert!(!en.iter().any(|(n, _)| n == "blue"));
    }
}
