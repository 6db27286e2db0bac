//! Rule options: the open points of RULES.md section 9, each a named option with a default.
//!
//! The statements of every rule id live in [`crate::rulebook`].

use std::fmt;

/// One named rule option and its possible values (default first).
#[derive(Clone, Copy, Debug)]
pub struct OptionSpec {
    /// The option's name, as in `--option NAME=VALUE`.
    pub name: &'static str,
    /// The question it settles.
    pub question: &'static str,
    /// Its values, default first, each with what it means.
    pub values: &'static [(&'static str, &'static str)],
}

/// Every rule option, in the order of RULES.md section 9.
pub static OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        name: "monster-corner-stones",
        question: "Is a stone the monster pushes onto a1 or p11 removed, like a pawn-pushed one?",
        values: &[
            (
                "remove",
                "the stone-like piece is removed from the game (as P5 says for pawns)",
            ),
            ("keep", "the piece stays on the corner square"),
        ],
    },
    OptionSpec {
        name: "pivot-when-tied",
        question: "The monster sees pawns but they tie, so it keeps heading into a pivot stone.",
        values: &[
            (
                "push",
                "a pawn was seen, so the pivot does not act: it is pushed like a stone",
            ),
            (
                "turn",
                "a tie counts as seeing no pawn: the pivot turns the monster",
            ),
        ],
    },
    OptionSpec {
        name: "pivot-chain",
        question: "After a pivot turn, the next square in the new heading is another pivot stone.",
        values: &[
            (
                "turn-again",
                "it turns again; after the 4th turn a pivot still ahead is pushed",
            ),
            (
                "push",
                "only one pivot acts per step: the second one is pushed",
            ),
        ],
    },
    OptionSpec {
        name: "pawn-push-onto-teleporter",
        question: "May a pawn push a stone onto a teleporter?",
        values: &[
            ("destroy", "yes, and the stone is destroyed (French text)"),
            (
                "forbid",
                "no, a teleporter counts like the board edge (English text)",
            ),
        ],
    },
    OptionSpec {
        name: "keep-clear",
        question: "Which squares around the corners stay empty in the advanced setup (G9).",
        values: &[
            (
                "corner-and-8-neighbours",
                "the corner and every square around it (both texts together)",
            ),
            (
                "french",
                "the three squares next to each corner, diagonal included",
            ),
            ("english", "the corner squares themselves"),
        ],
    },
];

/// `monster-corner-stones`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum CornerStones {
    /// Removed from the game (default).
    #[default]
    Remove,
    /// Stays on the corner.
    Keep,
}

/// `pivot-when-tied`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum PivotWhenTied {
    /// Pushed like a stone (default).
    #[default]
    Push,
    /// Turns the monster as if no pawn were seen.
    Turn,
}

/// `pivot-chain`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum PivotChain {
    /// Turn again, up to four turns (default).
    #[default]
    TurnAgain,
    /// The second pivot is pushed.
    Push,
}

/// `pawn-push-onto-teleporter`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum PawnPushOntoTeleporter {
    /// The stone is destroyed (default).
    #[default]
    Destroy,
    /// Not allowed: the teleporter is like the wall.
    Forbid,
}

/// `keep-clear` (setup only).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum KeepClear {
    /// The corner and its neighbours (default).
    #[default]
    CornerAnd8Neighbours,
    /// The French text.
    French,
    /// The English text.
    English,
}

/// The rule options in force.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Options {
    /// `monster-corner-stones`.
    pub monster_corner_stones: CornerStones,
    /// `pivot-when-tied`.
    pub pivot_when_tied: PivotWhenTied,
    /// `pivot-chain`.
    pub pivot_chain: PivotChain,
    /// `pawn-push-onto-teleporter`.
    pub pawn_push_onto_teleporter: PawnPushOntoTeleporter,
    /// `keep-clear`.
    pub keep_clear: KeepClear,
}

/// A refused option setting.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum OptionError {
    /// No such option.
    #[error("unknown option `{0}` (known: {known})", known = OPTIONS.iter().map(|o| o.name).collect::<Vec<_>>().join(", "))]
    UnknownOption(String),
    /// No such value for a known option.
    #[error("option `{name}` has no value `{value}` (use one of: {allowed})")]
    UnknownValue {
        /// The option.
        name: String,
        /// The value given.
        value: String,
        /// The values it takes.
        allowed: String,
    },
    /// Not of the form `NAME=VALUE`.
    #[error("`{0}` is not of the form NAME=VALUE")]
    Malformed(String),
}

impl Options {
    /// Sets option `name` to `value`.
    pub fn set(&mut self, name: &str, value: &str) -> Result<(), OptionError> {
        let spec = OPTIONS
            .iter()
            .find(|o| o.name == name)
            .ok_or_else(|| OptionError::UnknownOption(name.to_string()))?;
        let index = spec
            .values
            .iter()
            .position(|(v, _)| *v == value)
            .ok_or_else(|| OptionError::UnknownValue {
                name: name.to_string(),
                value: value.to_string(),
                allowed: spec
                    .values
                    .iter()
                    .map(|(v, _)| *v)
                    .collect::<Vec<_>>()
                    .join(", "),
            })?;
        match name {
            "monster-corner-stones" => {
                self.monster_corner_stones = [CornerStones::Remove, CornerStones::Keep][index]
            }
            "pivot-when-tied" => {
                self.pivot_when_tied = [PivotWhenTied::Push, PivotWhenTied::Turn][index]
            }
            "pivot-chain" => self.pivot_chain = [PivotChain::TurnAgain, PivotChain::Push][index],
            "pawn-push-onto-teleporter" => {
                self.pawn_push_onto_teleporter = [
                    PawnPushOntoTeleporter::Destroy,
                    PawnPushOntoTeleporter::Forbid,
                ][index]
            }
            _ => {
                self.keep_clear = [
                    KeepClear::CornerAnd8Neighbours,
                    KeepClear::French,
                    KeepClear::English,
                ][index]
            }
        }
        Ok(())
    }

    /// Sets an option from `NAME=VALUE`.
    pub fn set_pair(&mut self, pair: &str) -> Result<(), OptionError> {
        let (name, value) = pair
            .split_once('=')
            .ok_or_else(|| OptionError::Malformed(pair.to_string()))?;
        self.set(name.trim(), value.trim())
    }

    /// The current value of option `name`, if it exists.
    pub fn get(&self, name: &str) -> Option<&'static str> {
        let spec = OPTIONS.iter().find(|o| o.name == name)?;
        let index = match name {
            "monster-corner-stones" => self.monster_corner_stones as usize,
            "pivot-when-tied" => self.pivot_when_tied as usize,
            "pivot-chain" => self.pivot_chain as usize,
            "pawn-push-onto-teleporter" => self.pawn_push_onto_teleporter as usize,
            _ => self.keep_clear as usize,
        };
        Some(spec.values[index].0)
    }

    /// Every option that differs from its default, as `name=value`.
    pub fn non_default(&self) -> Vec<String> {
        OPTIONS
            .iter()
            .filter_map(|o| {
                let v = self.get(o.name)?;
                (v != o.values[0].0).then(|| format!("{}={v}", o.name))
            })
            .collect()
    }
}

/// A monster tile (M1, M11).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Tile {
    /// Walk this many steps (1..=20).
    Steps(u8),
    /// Walk until this many pawns are removed (1..=3), at most 20 steps.
    Prey(u8),
}

/// The step cap of prey tiles (M11).
pub const MAX_STEPS: u8 = 20;

impl Tile {
    /// The game's deck: 5, 7, 7, 8, 8, 10, prey-1, prey-2.
    pub const DECK: [Tile; 8] = [
        Tile::Steps(5),
        Tile::Steps(7),
        Tile::Steps(7),
        Tile::Steps(8),
        Tile::Steps(8),
        Tile::Steps(10),
        Tile::Prey(1),
        Tile::Prey(2),
    ];
}

impl fmt::Display for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Tile::Steps(n) => write!(f, "{n}"),
            Tile::Prey(n) => write!(f, "prey-{n}"),
        }
    }
}

/// Why a tile was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a tile (write 1..20 for steps, or prey-1, prey-2, prey-3)")]
pub struct TileError(pub String);

impl std::str::FromStr for Tile {
    type Err = TileError;
    fn from_str(s: &str) -> Result<Tile, TileError> {
        let t = s.trim();
        let err = || TileError(s.to_string());
        if let Some(n) = t.strip_prefix("prey-") {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_option_value_round_trips() {
        for spec in OPTIONS {
            for (v, _) in spec.values {
                let mut o = Options::default();
                o.set(spec.name, v).unwrap();
                assert_eq!(o.get(spec.name), Some(*v));
            }
            assert_eq!(Options::default().get(spec.name), Some(spec.values[0].0));
        }
    }

    #[test]
    fn bad_options_are_refused() {
        let mut o = Options::default();
        assert!(matches!(
            o.set("nope", "x"),
            Err(OptionError::UnknownOption(_))
        ));
        assert!(matches!(
            o.set("pivot-chain", "x"),
            Err(OptionError::UnknownValue { .. })
        ));
        assert!(matches!(
            o.set_pair("pivot-chain"),
            Err(OptionError::Malformed(_))
        ));
        o.set_pair("pivot-chain=push").unwrap();
        assert_eq!(o.non_default(), vec!["pivot-chain=push".to_string()]);
    }

    #[test]
    fn tiles_parse() {
        assert_eq!("8".parse(), Ok(Tile::Steps(8)));
        assert_eq!("prey-2".parse(), Ok(Tile::Prey(2)));
        assert!("0".parse::<Tile>().is_err());
        assert!("21".parse::<Tile>().is_err());
        assert!("prey-4".parse::<Tile>().is_err());
        assert_eq!(Tile::Prey(1).to_string(), "prey-1");
    }
}
