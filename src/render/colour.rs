//! A player's colour: the one place that reads a colour word (in English, German or French)
//! or a `color:` and decides the colour, for the terminal's inks and the pictures' palette
//! alike.

/// A colour players (and teleporter pairs) are named by.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Colour {
    /// red, rot, rouge.
    Red,
    /// orange.
    Orange,
    /// yellow, gelb, jaune.
    Yellow,
    /// green, grün, vert.
    Green,
    /// blue, blau, bleu.
    Blue,
    /// sky blue, cyan, türkis, turquoise.
    Sky,
    /// purple, lila, violet.
    Purple,
    /// white, weiß, blanc.
    White,
    /// black, schwarz, noir.
    Black,
}

impl Colour {
    /// Every colour.
    pub const ALL: [Colour; 9] = [
        Colour::Red,
        Colour::Orange,
        Colour::Yellow,
        Colour::Green,
        Colour::Blue,
        Colour::Sky,
        Colour::Purple,
        Colour::White,
        Colour::Black,
    ];

    /// The colour a word names, in English, German or French, ignoring case: `red`, `Rot`,
    /// `rouge`, `grün`, `vert`, `weiß`, `noir`, `lila`... (the editions' colours, see the
    /// glossary); `None` for any other word.
    pub fn named(word: &str) -> Option<Colour> {
        let w = word.trim().to_lowercase();
        Some(match w.as_str() {
            "red" | "vermillion" | "vermilion" | "rot" | "rouge" => Colour::Red,
            "orange" => Colour::Orange,
            "yellow" | "gold" | "gelb" | "jaune" => Colour::Yellow,
            "green" | "grün" | "gruen" | "vert" | "verte" => Colour::Green,
            "blue" | "blau" | "bleu" | "bleue" => Colour::Blue,
            "sky" | "skyblue" | "sky-blue" | "light-blue" | "lightblue" | "cyan" | "turquoise"
            | "teal" | "hellblau" | "türkis" | "tuerkis" => Colour::Sky,
            "purple" | "pink" | "violet" | "magenta" | "lila" | "violett" | "rosa" | "violette"
            | "rose" | "mauve" => Colour::Purple,
            "white" | "grey" | "gray" | "weiß" | "weiss" | "grau" | "blanc" | "blanche"
            | "gris" | "grise" => Colour::White,
            "black" | "schwarz" | "noir" | "noire" => Colour::Black,
            _ => return None,
        })
    }

    /// The English name (`red`), as `color:` writes it.
    pub const fn name(self) -> &'static str {
        match self {
            Colour::Red => "red",
            Colour::Orange => "orange",
            Colour::Yellow => "yellow",
            Colour::Green => "green",
            Colour::Blue => "blue",
            Colour::Sky => "sky",
            Colour::Purple => "purple",
            Colour::White => "white",
            Colour::Black => "black",
        }
    }

    /// Its ink on a terminal: an index into [`super::INKS`] (a terminal has no orange and no
    /// black that reads: yellow and white stand in).
    pub const fn ink(self) -> u8 {
        match self {
            Colour::Red => 0,
            Colour::Blue => 1,
            Colour::Green => 2,
            Colour::Yellow | Colour::Orange => 3,
            Colour::Purple => 4,
            Colour::Sky => 5,
            Colour::White | Colour::Black => 6,
        }
    }

    /// Its colour in pictures: an index into [`super::svg::palette::COLOURS`].
    pub const fn picture(self) -> usize {
        match self {
            Colour::Orange => 0,
            Colour::Sky => 1,
            Colour::Green => 2,
            Colour::Yellow => 3,
            Colour::Blue => 4,
            Colour::Red => 5,
            Colour::Purple => 6,
            Colour::White => 7,
            Colour::Black => 8,
        }
    }
}

/// The word a player is coloured by: the name of the colour given to it (`color:`), else
/// its own name (which may be a colour word: `rot`).
pub fn colour_word<'a>(player: &'a str, colors: &[(String, Colour)]) -> &'a str {
    colors
        .iter()
        .find(|(p, _)| crate::position::same_player(p, player))
        .map_or(player, |(_, c)| c.name())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colour_words_in_three_languages() {
        for (words, colour) in [
            (&["red", "Rot", "ROUGE"][..], Colour::Red),
            (&["yellow", "gelb", "jaune"][..], Colour::Yellow),
            (&["blue", "blau", "bleu"][..], Colour::Blue),
            (&["green", "grün", "GRÜN", "vert"][..], Colour::Green),
            (&["white", "weiß", "weiss", "blanc"][..], Colour::White),
            (&["black", "schwarz", "noir"][..], Colour::Black),
            (&["purple", "lila", "violet"][..], Colour::Purple),
        ] {
            for w in words {
                assert_eq!(Colour::named(w), Some(colour), "{w}");
            }
        }
        assert_eq!(Colour::named("Jürgen"), None);
        let given = [("Jürgen".to_string(), Colour::Red)];
        assert_eq!(colour_word("Jürgen", &given), "red");
        assert_eq!(colour_word("Anna", &given), "Anna");
        for c in Colour::ALL {
            assert_eq!(Colour::named(c.name()), Some(c));
        }
    }
}
