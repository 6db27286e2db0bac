//! Monster tiles (M1, M11) and the deck they come from (section 2, G7, S19): defined once here.

use crate::i18n::{and_list, Lang, Word};
use crate::t;
use std::fmt;

/// A monster tile (M1, M11).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Tile {
    /// Walk this many steps (1..=20).
    Steps(u8),
    /// Walk until this many pawns are removed (1..=3), at most 20 steps.
    Prey(u8),
}

/// The step cap of prey tiles (M11), and the most steps a tile may give.
pub const MAX_STEPS: u8 = 20;

impl Tile {
    /// Whether this is a prey tile (G4: not the first tile).
    pub const fn is_prey(self) -> bool {
        matches!(self, Tile::Prey(_))
    }
}

impl fmt::Display for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Tile::Steps(n) => write!(f, "{n}"),
            Tile::Prey(n) => write!(f, "prey-{n}"),
        }
    }
}

impl Tile {
    /// The tile with its article, for sentences: "an 8", "a 5", "the tile prey-2"; in
    /// German "eine 8", "die Karte „2 Treffer“", in French "un 8", "la tuile « deux
    /// proies »" (the nominative: a message that needs another case passes the tile itself).
    pub fn with_article_in(self, lang: Lang) -> String {
        let n = match self {
            Tile::Steps(n) | Tile::Prey(n) => n,
        };
        t!(lang, "tile-with-article", tile = self, n = n)
    }
}

/// The tiles in words in `lang`, in order, each by its word (`8`, `prey-1`; „1 Treffer“).
fn words(lang: Lang, tiles: &[Tile]) -> Vec<String> {
    tiles.iter().map(|t| t.word(lang).into_owned()).collect()
}

/// The distinct tiles of a list, sorted (numbers up, then prey tiles), in words: "8",
/// "7 and 8", "5, 8 and prey-1". Every text names tiles this way, by their one name.
pub fn tile_list_in(lang: Lang, tiles: &[Tile]) -> String {
    let mut t: Vec<Tile> = tiles.to_vec();
    t.sort();
    t.dedup();
    and_list(lang, &words(lang, &t))
}

/// "the tile 8", or "each of the tiles 7 and 8": a goal that must hold for every tile.
pub fn each_tile_in(lang: Lang, tiles: &[Tile]) -> String {
    t!(
        lang,
        "tiles-each",
        n = distinct(tiles).len(),
        tiles = tile_list_in(lang, tiles)
    )
}

/// A deck in words, sorted, each tile as often as it is in the deck (chances count it that
/// often): "the whole deck (5, 7, 7, 8, 8, 10, prey-1, prey-2)", "the tiles 5 and 8", "the
/// tile 8".
pub fn deck_words_in(lang: Lang, tiles: &[Tile]) -> String {
    let mut t: Vec<Tile> = tiles.to_vec();
    t.sort();
    let names = words(lang, &t);
    let mut standard = Deck::STANDARD.to_vec();
    standard.sort();
    if t == standard {
        return t!(lang, "deck-whole", tiles = names.join(", "));
    }
    t!(
        lang,
        "deck-tiles",
        n = names.len(),
        tiles = and_list(lang, &names)
    )
}

// English-only forms for the callers not yet converted (search and puzzles pass `Lang::En`
// through these until they take a language): the same words as the `_in` forms in English.

impl Tile {
    /// [`Tile::with_article_in`] in English.
    pub fn with_article(self) -> String {
        self.with_article_in(Lang::En)
    }
}

/// [`tile_list_in`] in English.
pub fn tile_list(tiles: &[Tile]) -> String {
    tile_list_in(Lang::En, tiles)
}

/// [`each_tile_in`] in English.
pub fn each_tile(tiles: &[Tile]) -> String {
    each_tile_in(Lang::En, tiles)
}

/// [`deck_words_in`] in English.
pub fn deck_words(tiles: &[Tile]) -> String {
    deck_words_in(Lang::En, tiles)
}

/// Why a tile was refused (said in [`crate::i18n::speaking`]'s language).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TileError(pub String);

impl std::error::Error for TileError {}

impl fmt::Display for TileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&t!(
            crate::i18n::speaking(),
            "tile-not-a-tile",
            text = &self.0
        ))
    }
}

impl std::str::FromStr for Tile {
    type Err = TileError;
    /// `1`..`20`, `prey-1`..`prey-3`; `1-prey`..`3-prey` are read too.
    fn from_str(s: &str) -> Result<Tile, TileError> {
        let t = s.trim();
        let err = || TileError(s.to_string());
        let prey = t.strip_prefix("prey-").or_else(|| t.strip_suffix("-prey"));
        if let Some(n) = prey {
            return match n {
                "1" => Ok(Tile::Prey(1)),
                "2" => Ok(Tile::Prey(2)),
                "3" => Ok(Tile::Prey(3)),
                _ => Err(err()),
            };
        }
        match t.parse::<u8>() {
            Ok(n) if (1..=MAX_STEPS).contains(&n) && !t.starts_with('0') => Ok(Tile::Steps(n)),
            _ => Err(err()),
        }
    }
}

/// A pile of tiles: the game's deck, or the tiles still possible. A tile may be in it more
/// than once, and then counts that many times in every chance.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Deck(Vec<Tile>);

impl Deck {
    /// The game's 8 tiles (section 2): 5, 7, 7, 8, 8, 10, prey-1, prey-2.
    pub const STANDARD: [Tile; 8] = [
        Tile::Steps(5),
        Tile::Steps(7),
        Tile::Steps(7),
        Tile::Steps(8),
        Tile::Steps(8),
        Tile::Steps(10),
        Tile::Prey(1),
        Tile::Prey(2),
    ];

    /// The game's deck: [`Deck::STANDARD`], or with the G7 variant the 5 turned into prey-3.
    pub fn game(three_prey: bool) -> Deck {
        let mut tiles = Deck::STANDARD.to_vec();
        if three_prey {
            tiles[0] = Tile::Prey(3);
        }
        Deck(tiles)
    }

    /// The standard deck.
    pub fn standard() -> Deck {
        Deck::game(false)
    }

    /// A deck of exactly these tiles.
    pub fn of(tiles: Vec<Tile>) -> Deck {
        Deck(tiles)
    }

    /// Parses a comma-separated list, like `5,8,prey-1`.
    pub fn parse(list: &str) -> Result<Deck, TileError> {
        list.split(',')
            .map(str::parse)
            .collect::<Result<Vec<_>, _>>()
            .map(Deck)
    }

    /// The tiles, in order.
    pub fn tiles(&self) -> &[Tile] {
        &self.0
    }

    /// How many tiles.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether there is none.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The distinct tiles with how often each is in the deck, in the order first met.
    pub fn distinct(&self) -> Vec<(Tile, u32)> {
        distinct(&self.0)
    }

    /// The tiles' names, in order (`"5"`, `"prey-1"`), as in JSON documents.
    pub fn names(&self) -> Vec<String> {
        self.0.iter().map(Tile::to_string).collect()
    }

    /// The tiles in order, each by its word in `lang` (in English, as [`Deck::names`]).
    pub fn names_in(&self, lang: Lang) -> Vec<String> {
        words(lang, &self.0)
    }

    /// Takes one `tile` out of the deck; false if it is not in it.
    pub fn take(&mut self, tile: Tile) -> bool {
        match self.0.iter().position(|&t| t == tile) {
            Some(i) => {
                self.0.remove(i);
                true
            }
            None => false,
        }
    }
}

impl Default for Deck {
    fn default() -> Deck {
        Deck::standard()
    }
}

impl fmt::Display for Deck {
    /// `5,7,7,8,8,10,prey-1,prey-2`: the form `--tiles` reads.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, t) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            write!(f, "{t}")?;
        }
        Ok(())
    }
}

impl std::str::FromStr for Deck {
    type Err = TileError;
    fn from_str(s: &str) -> Result<Deck, TileError> {
        Deck::parse(s)
    }
}

/// The distinct tiles of a list with how often each appears, in the order first met.
pub fn distinct(tiles: &[Tile]) -> Vec<(Tile, u32)> {
    let mut out: Vec<(Tile, u32)> = Vec::new();
    for &t in tiles {
        match out.iter_mut().find(|(u, _)| *u == t) {
            Some((_, n)) => *n += 1,
            None => out.push((t, 1)),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tiles_parse() {
        assert_eq!("8".parse(), Ok(Tile::Steps(8)));
        assert_eq!("prey-2".parse(), Ok(Tile::Prey(2)));
        assert_eq!("2-prey".parse(), Ok(Tile::Prey(2)));
        assert!("0".parse::<Tile>().is_err());
        assert!("08".parse::<Tile>().is_err());
        assert!("21".parse::<Tile>().is_err());
        assert!("prey-4".parse::<Tile>().is_err());
        assert_eq!(Tile::Prey(1).to_string(), "prey-1");
    }

    #[test]
    fn tiles_are_named_one_way_and_sorted() {
        let t = |s: &str| Deck::parse(s).unwrap().tiles().to_vec();
        let en = Lang::En;
        assert_eq!(tile_list_in(en, &t("8,7")), "7 and 8");
        assert_eq!(tile_list_in(en, &t("prey-2,5")), "5 and prey-2");
        assert_eq!(each_tile_in(en, &t("8,7,8")), "each of the tiles 7 and 8");
        assert_eq!(each_tile_in(en, &t("2-prey")), "the tile prey-2");
        assert_eq!(
            deck_words_in(en, &t("prey-2,8,5,7,7,8,10,prey-1")),
            "the whole deck (5, 7, 7, 8, 8, 10, prey-1, prey-2)"
        );
        assert_eq!(deck_words_in(en, &t("8,5,8")), "the tiles 5, 8 and 8");
        assert_eq!(deck_words_in(en, &t("8")), "the tile 8");
        assert_eq!(deck_words_in(en, &[]), "no tile");
        assert_eq!(Tile::Steps(8).with_article_in(en), "an 8");
        assert_eq!(Tile::Steps(5).with_article_in(en), "a 5");
        assert_eq!(Tile::Steps(18).with_article_in(en), "an 18");
        assert_eq!(Tile::Prey(1).with_article_in(en), "the tile prey-1");
    }

    #[test]
    fn tiles_in_german_and_french() {
        let t = |s: &str| Deck::parse(s).unwrap().tiles().to_vec();
        let (de, fr) = (Lang::De, Lang::Fr);
        assert_eq!(tile_list_in(de, &t("prey-2,5")), "5 und „2 Treffer“");
        assert_eq!(each_tile_in(de, &t("8,7,8")), "jede der Karten 7 und 8");
        assert_eq!(each_tile_in(de, &t("8")), "die Karte 8");
        assert_eq!(deck_words_in(de, &t("8,5,8")), "die Karten 5, 8 und 8");
        assert_eq!(Tile::Steps(8).with_article_in(de), "eine 8");
        assert_eq!(Tile::Prey(1).with_article_in(de), "die Karte „1 Treffer“");
        assert_eq!(each_tile_in(fr, &t("8,7")), "chacune des tuiles 7 et 8");
        assert_eq!(
            deck_words_in(fr, &t("prey-2,8,5,7,7,8,10,prey-1")),
            "toute la pile (5, 7, 7, 8, 8, 10, «\u{a0}une proie\u{a0}», «\u{a0}deux proies\u{a0}»)"
        );
        assert_eq!(Tile::Steps(8).with_article_in(fr), "un 8");
        assert_eq!(
            Tile::Prey(2).with_article_in(fr),
            "la tuile «\u{a0}deux proies\u{a0}»"
        );
    }

    #[test]
    fn the_deck_and_its_variant() {
        assert_eq!(Deck::standard().to_string(), "5,7,7,8,8,10,prey-1,prey-2");
        assert_eq!(
            Deck::game(true).to_string(),
            "prey-3,7,7,8,8,10,prey-1,prey-2"
        );
        assert_eq!("5,7,7,8,8,10,prey-1,prey-2".parse(), Ok(Deck::standard()));
        let d = Deck::standard().distinct();
        assert_eq!(d.len(), 6);
        assert_eq!(d[1], (Tile::Steps(7), 2));
        let mut deck = Deck::standard();
        assert!(deck.take(Tile::Steps(7)));
        assert!(deck.take(Tile::Steps(7)));
        assert!(!deck.take(Tile::Steps(7)));
        assert_eq!(deck.len(), 6);
        assert!(Deck::parse("5,x").is_err());
    }
}
