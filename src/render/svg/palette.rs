//! The pictures' colours and marks. Players and teleporter pairs take the Okabe–Ito palette,
//! which colour-blind readers tell apart; every colour also comes with a shape or a label, so
//! a greyscale print still reads.

/// Behind everything.
pub const BACKGROUND: &str = "#ffffff";
/// The flagstones.
pub const FLOOR: &str = "#ddd6c6";
/// The lines between flagstones.
pub const GROUT: &str = "#ada491";
/// The exit square a1 (footprints).
pub const EXIT_FLOOR: &str = "#c7d6bd";
/// The entrance square p11.
pub const ENTRANCE_FLOOR: &str = "#d6cbb2";
/// The walls (their letters are white on them: 14:1).
pub const WALL: &str = "#2e2822";
/// The doors beside a1 and p11.
pub const DOOR: &str = "#9a6a2e";
/// Text and outlines.
pub const INK: &str = "#1a1a1a";
/// Quiet text.
pub const FAINT: &str = "#6b6457";
/// The coordinates around the board (a–p, 1–11): on white, 17:1.
pub const COORDS: &str = "#1a1a1a";
/// A blood pool.
pub const POOL: &str = "#8f1616";
/// The ripples drawn on a pool.
pub const POOL_RIPPLE: &str = "#c0504a";
/// A stone.
pub const STONE: &str = "#7b776f";
/// A pivot stone (darker, with a white arrow).
pub const PIVOT: &str = "#55504a";
/// The outline of stones.
pub const STONE_EDGE: &str = "#35322d";
/// A crystal.
pub const CRYSTAL: &str = "#c9ecf7";
/// The outline and facets of a crystal.
pub const CRYSTAL_EDGE: &str = "#2b7594";
/// The monster's body and its path.
pub const MONSTER: &str = "#4b1869";
/// The monster's outline.
pub const MONSTER_EDGE: &str = "#1c0828";
/// Pushes.
pub const PUSH: &str = "#111111";
/// Crossing out a removed pawn.
pub const REMOVED: &str = "#c4001a";
/// The moving pawn's path (moves).
pub const PAWN_PATH: &str = "#005f8f";
/// A pawn with no player.
pub const NO_PLAYER: &str = "#ffffff";
/// The white marks on dark pieces: a pivot's arrow, the monster's eyes.
pub const ON_DARK: &str = "#ffffff";

/// The board's colours as the web page names them (`--floor`, `--pool`...: CSS custom
/// properties the server writes into the page's style sheet), so that the page draws the
/// board in the pictures' colours and never keeps colours of its own. Players' and
/// teleporters' colours come with each position document, a risk map's with its answer.
pub const PAGE: [(&str, &str); 15] = [
    ("floor", FLOOR),
    ("exit-floor", EXIT_FLOOR),
    ("entrance-floor", ENTRANCE_FLOOR),
    ("door", DOOR),
    ("ink", INK),
    ("pool", POOL),
    ("stone", STONE),
    ("stone-edge", STONE_EDGE),
    ("pivot", PIVOT),
    ("crystal", CRYSTAL),
    ("crystal-edge", CRYSTAL_EDGE),
    ("monster", MONSTER),
    ("monster-edge", MONSTER_EDGE),
    ("on-dark", ON_DARK),
    ("no-player", NO_PLAYER),
];

/// The Okabe–Ito colours (without black), each with a name players may have used.
pub const OKABE_ITO: [(&str, &str); 7] = [
    ("orange", "#E69F00"),
    ("sky blue", "#56B4E9"),
    ("bluish green", "#009E73"),
    ("yellow", "#F0E442"),
    ("blue", "#0072B2"),
    ("vermillion", "#D55E00"),
    ("reddish purple", "#CC79A7"),
];

/// Every colour a player or pair can be drawn in: the Okabe–Ito colours (given in turn to
/// names that are not colours), then white and black (only for players named so).
pub const COLOURS: [(&str, &str); 9] = [
    OKABE_ITO[0],
    OKABE_ITO[1],
    OKABE_ITO[2],
    OKABE_ITO[3],
    OKABE_ITO[4],
    OKABE_ITO[5],
    OKABE_ITO[6],
    ("white", "#f4f4f0"),
    ("black", "#1f1f1f"),
];

/// The colour a colour word means in pictures, if it is one, in English, German or French
/// ([`crate::render::colour::Colour::named`]): a player called `red` or `rot` is drawn
/// vermillion, not blue.
pub fn colour_of_word(word: &str) -> Option<usize> {
    crate::render::colour::Colour::named(word).map(crate::render::colour::Colour::picture)
}

/// Colour indices for a list of names (players or pairs): a colour word takes its colour,
/// the others the colours left over, in order.
pub fn colours_for(names: &[&str]) -> Vec<usize> {
    let wanted: Vec<Option<usize>> = names.iter().map(|n| colour_of_word(n)).collect();
    let mut used: Vec<usize> = Vec::new();
    let mut out = Vec::with_capacity(names.len());
    for w in &wanted {
        match w {
            Some(i) if !used.contains(i) => {
                used.push(*i);
                out.push(*i);
            }
            _ => out.push(usize::MAX),
        }
    }
    let mut spare = (0..OKABE_ITO.len())
        .filter(|i| !wanted.contains(&Some(*i)))
        .cycle();
    for o in &mut out {
        if *o == usize::MAX {
            *o = spare.next().unwrap_or(0);
        }
    }
    out
}

/// The shape of a player's pawns: with the player's initial on each pawn, it tells players
/// apart without colour (a greyscale print, a colour-blind reader).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// ●, also the pawns of no player.
    Circle,
    /// ■
    Square,
    /// ◆
    Diamond,
    /// ⬢
    Hexagon,
    /// ▲
    Triangle,
    /// A shield: flat on top, pointed below.
    Shield,
    /// ⯃
    Octagon,
}

impl Shape {
    /// In the order players get them.
    pub const ALL: [Shape; 7] = [
        Shape::Circle,
        Shape::Square,
        Shape::Diamond,
        Shape::Hexagon,
        Shape::Triangle,
        Shape::Shield,
        Shape::Octagon,
    ];
}

/// The letters a player's pawns carry: the first letter of the player's name, or the first
/// two when another player's name starts with the same letter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Initial {
    first: char,
    second: Option<char>,
}

impl Initial {
    /// The letters as text.
    pub fn text(self) -> String {
        let mut s = self.first.to_string();
        s.extend(self.second);
        s
    }
}

/// The initial of each of `names`: its first letter in upper case, or its first two letters
/// when that does not tell it from the others; when even two letters do not, the player's
/// number (1, 2...).
pub fn initials(names: &[&str]) -> Vec<Initial> {
    let first = |n: &str| {
        n.chars()
            .find(|c| c.is_alphanumeric())
            .map_or('?', |c| c.to_uppercase().next().unwrap_or(c))
    };
    let second = |n: &str| {
        n.chars()
            .filter(|c| c.is_alphanumeric())
            .nth(1)
            .map(|c| c.to_lowercase().next().unwrap_or(c))
    };
    let one: Vec<Initial> = names
        .iter()
        .map(|n| Initial {
            first: first(n),
            second: None,
        })
        .collect();
    let two: Vec<Initial> = names
        .iter()
        .map(|n| Initial {
            first: first(n),
            second: second(n),
        })
        .collect();
    (0..names.len())
        .map(|i| {
            if one.iter().filter(|x| **x == one[i]).count() == 1 {
                one[i]
            } else if two.iter().filter(|x| **x == two[i]).count() == 1 {
                two[i]
            } else {
                let digits: Vec<char> = (i + 1).to_string().chars().collect();
                Initial {
                    first: digits[0],
                    second: digits.get(1).copied(),
                }
            }
        })
        .collect()
}

/// How one player's pawns look: a colour, a shape and an initial.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayerStyle {
    /// The pawn's colour.
    pub fill: &'static str,
    /// The colour of text on the pawn (black or white, whichever reads).
    pub ink: &'static str,
    /// The pawn's shape.
    pub shape: Shape,
    /// The player's initial on each pawn; `None` for pawns with no player.
    pub initial: Option<Initial>,
}

/// The players of a position, in the order their first pawn is listed, with their styles.
#[derive(Clone, Debug, Default)]
pub struct Players {
    names: Vec<String>,
    styles: Vec<PlayerStyle>,
}

impl Players {
    /// Styles for these players, in order.
    pub fn new(names: &[&str]) -> Players {
        Players::coloured(names, &[])
    }

    /// Styles for these players, in order, the players in `colors` in the colour given them
    /// (`color:`) whatever their names.
    pub fn coloured(names: &[&str], colors: &[(String, crate::render::colour::Colour)]) -> Players {
        let words: Vec<&str> = names
            .iter()
            .map(|n| crate::render::colour::colour_word(n, colors))
            .collect();
        let colours = colours_for(&words);
        let initials = initials(names);
        let styles = colours
            .iter()
            .zip(initials)
            .enumerate()
            .map(|(i, (&c, initial))| {
                let fill = COLOURS[c % COLOURS.len()].1;
                PlayerStyle {
                    fill,
                    ink: ink_on(fill),
                    shape: Shape::ALL[i % Shape::ALL.len()],
                    initial: Some(initial),
                }
            })
            .collect();
        Players {
            names: names.iter().map(|s| s.to_string()).collect(),
            styles,
        }
    }

    /// The style of `player` (`None`: a pawn with no player, a white disc without initial).
    pub fn style(&self, player: Option<&str>) -> PlayerStyle {
        player
            .and_then(|p| self.names.iter().position(|n| n == p))
            .map_or(
                PlayerStyle {
                    fill: NO_PLAYER,
                    ink: INK,
                    shape: Shape::Circle,
                    initial: None,
                },
                |i| self.styles[i],
            )
    }

    /// Every player with its style, in order.
    pub fn iter(&self) -> impl Iterator<Item = (&str, PlayerStyle)> {
        self.names
            .iter()
            .map(String::as_str)
            .zip(self.styles.iter().copied())
    }
}

/// How one teleporter pair looks: a colour, a dash pattern for its rim, and its number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PairStyle {
    /// The tile's colour.
    pub fill: &'static str,
    /// The colour of the arrow on it.
    pub ink: &'static str,
    /// The rim's dash pattern (`None`: solid).
    pub dash: Option<&'static str>,
    /// The pair's number, from 1, shown on each tile.
    pub number: usize,
}

/// The style of the `index`-th pair (0-based) whose colour index is `colour`.
pub fn pair_style(index: usize, colour: usize) -> PairStyle {
    const DASHES: [Option<&str>; 4] = [None, Some("5 3"), Some("2 2"), Some("8 2 2 2")];
    let fill = COLOURS[colour % COLOURS.len()].1;
    PairStyle {
        fill,
        ink: ink_on(fill),
        dash: DASHES[index % DASHES.len()],
        number: index + 1,
    }
}

/// The colour teleporter pairs take in order when their names are not colours: the game's
/// pairs are yellow and blue.
pub fn pair_colours(names: &[&str]) -> Vec<usize> {
    // Yellow and blue first, as in the box; then the rest.
    let order = [3usize, 4, 0, 1, 2, 5, 6];
    let mut used: Vec<usize> = names.iter().filter_map(|n| colour_of_word(n)).collect();
    names
        .iter()
        .map(|n| match colour_of_word(n) {
            Some(c) => c,
            None => {
                let c = order
                    .iter()
                    .copied()
                    .find(|c| !used.contains(c))
                    .unwrap_or(order[used.len() % order.len()]);
                used.push(c);
                c
            }
        })
        .collect()
}

/// Black or white, whichever reads better on `fill` (`#rrggbb`).
pub fn ink_on(fill: &str) -> &'static str {
    let (r, g, b) = rgb(fill);
    // Relative luminance (sRGB, roughly): light fills take black ink.
    let lum = 0.2126 * f32::from(r) + 0.7152 * f32::from(g) + 0.0722 * f32::from(b);
    if lum > 110.0 {
        INK
    } else {
        "#ffffff"
    }
}

/// The red, green and blue of `#rrggbb` (black if it is not one).
pub fn rgb(hex: &str) -> (u8, u8, u8) {
    let h = hex.trim_start_matches('#');
    let part = |i: usize| {
        h.get(i..i + 2)
            .and_then(|p| u8::from_str_radix(p, 16).ok())
            .unwrap_or(0)
    };
    (part(0), part(2), part(4))
}

/// The heat scale of risk maps (viridis, reversed so that danger is dark): colour-blind safe
/// and its lightness falls steadily, so a greyscale print keeps the order.
const HEAT: [(u8, u8, u8); 6] = [
    (253, 231, 37),
    (122, 209, 81),
    (34, 168, 132),
    (42, 120, 142),
    (65, 68, 135),
    (68, 1, 84),
];

/// The heat colour of a chance in 0..=1, as `#rrggbb`.
pub fn heat(p: f64) -> String {
    let p = p.clamp(0.0, 1.0) * (HEAT.len() - 1) as f64;
    let i = (p.floor() as usize).min(HEAT.len() - 2);
    let t = p - i as f64;
    let mix = |a: u8, b: u8| (f64::from(a) + (f64::from(b) - f64::from(a)) * t).round() as u8;
    let (a, b) = (HEAT[i], HEAT[i + 1]);
    format!(
        "#{:02x}{:02x}{:02x}",
        mix(a.0, b.0),
        mix(a.1, b.1),
        mix(a.2, b.2)
    )
}

/// How a risk map washes a square whose chance is `p`: the heat colour and the ink that reads
/// on it, for the percentage written there.
pub fn heat_tint(p: f64) -> (String, &'static str) {
    let fill = heat(p);
    let ink = ink_on(&fill);
    (fill, ink)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colour_words_keep_their_colour_and_others_take_the_rest() {
        let c = colours_for(&["blue", "Ann", "red", "Bob"]);
        assert_eq!(OKABE_ITO[c[0]].0, "blue");
        assert_eq!(OKABE_ITO[c[2]].0, "vermillion");
        assert!(!c[1..].contains(&c[0]) && c[1] != c[3] && c[1] != c[2]);
    }

    #[test]
    fn players_differ_in_shape_and_initial_as_well_as_colour() {
        let p = Players::new(&["red", "blue", "green"]);
        let shapes: Vec<_> = p.iter().map(|(_, s)| s.shape).collect();
        assert_eq!(shapes.len(), 3);
        assert!(shapes[0] != shapes[1] && shapes[1] != shapes[2] && shapes[0] != shapes[2]);
        let initials: Vec<_> = p.iter().map(|(_, s)| s.initial.unwrap().text()).collect();
        assert_eq!(initials, ["R", "B", "G"]);
        assert_eq!(p.style(None).initial, None);
        assert_eq!(p.style(Some("blue")).fill, "#0072B2");
    }

    #[test]
    fn initials_tell_players_apart() {
        let text = |names: &[&str]| -> Vec<String> {
            initials(names).into_iter().map(Initial::text).collect()
        };
        assert_eq!(text(&["red", "Rose", "blue"]), ["Re", "Ro", "B"]);
        assert_eq!(text(&["ann", "anna"]), ["1", "2"]);
        assert_eq!(text(&["ärger", "Bo"]), ["Ä", "B"]);
        assert_eq!(text(&["", "x"]), ["?", "X"]);
    }

    #[test]
    fn pairs_named_by_colour_keep_it_and_others_start_with_yellow_and_blue() {
        assert_eq!(pair_colours(&["yellow", "blue"]), vec![3, 4]);
        assert_eq!(pair_colours(&["p", "q"]), vec![3, 4]);
        assert_eq!(pair_colours(&["blue", "q"]), vec![4, 3]);
    }

    #[test]
    fn heat_runs_from_light_to_dark() {
        assert_eq!(heat(0.0), "#fde725");
        assert_eq!(heat(1.0), "#440154");
        let lum = |h: &str| {
            let (r, g, b) = rgb(h);
            0.2126 * f32::from(r) + 0.7152 * f32::from(g) + 0.0722 * f32::from(b)
        };
        let mut last = f32::MAX;
        for i in 0..=20 {
            let l = lum(&heat(f64::from(i) / 20.0));
            assert!(l < last, "lightness must fall at {i}");
            last = l;
        }
    }

    #[test]
    fn ink_reads_on_its_fill() {
        assert_eq!(ink_on("#F0E442"), INK);
        assert_eq!(ink_on("#0072B2"), "#ffffff");
        assert_eq!(ink_on(NO_PLAYER), INK);
    }
}
