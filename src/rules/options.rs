//! Rule options: the open points of docs/RULES.md sections 9 and 10, each a named option with a
//! default. Every option is one entry of the [`rule_options!`] table below: its name, the rule
//! it settles, where it applies, the question, and its values (default first) with what each
//! means. The typed field, its enum, the table [`OPTIONS`] and parsing all come from that entry,
//! so adding an option is adding one entry.

use crate::i18n::Lang;
use crate::t;
use std::fmt;

/// Where an option applies.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Scope {
    /// The monster's move (section 3).
    Monster,
    /// Pawn moves (section 4).
    Pawn,
    /// The advanced setup (G9, S21).
    Setup,
    /// The whole game (section 6, S15–S21).
    Game,
}

impl Scope {
    /// `monster`, `pawn`, `setup` or `game`.
    pub const fn name(self) -> &'static str {
        match self {
            Scope::Monster => "monster",
            Scope::Pawn => "pawn",
            Scope::Setup => "setup",
            Scope::Game => "game",
        }
    }

    /// The scope in words, in `lang`.
    pub fn words(self, lang: Lang) -> String {
        match self {
            Scope::Monster => t!(lang, "scope-monster"),
            Scope::Pawn => t!(lang, "scope-pawn"),
            Scope::Setup => t!(lang, "scope-setup"),
            Scope::Game => t!(lang, "scope-game"),
        }
    }
}

/// Words in a language: a message of the catalogue, looked up when shown.
pub type Words = fn(Lang) -> String;

/// One named rule option and its possible values (default first).
#[derive(Clone, Copy, Debug)]
pub struct OptionSpec {
    /// The option's name, as in `--option NAME=VALUE`.
    pub name: &'static str,
    /// The rule id whose open point it settles.
    pub rule: &'static str,
    /// Where it applies.
    pub scope: Scope,
    /// The question it settles, in a language (`locales/*/rules.ftl`).
    pub question: Words,
    /// Its values, default first, each with what it means in a language.
    pub values: &'static [(&'static str, Words)],
}

impl OptionSpec {
    /// The default value's name.
    pub const fn default_value(&self) -> &'static str {
        self.values[0].0
    }
}

/// Declares every option: one entry each. See the module docs.
macro_rules! rule_options {
    ($(
        $(#[$doc:meta])*
        $field:ident: $Enum:ident = $name:literal, rule $rule:literal, scope $scope:ident,
        $question:expr, {
            $( $(#[$vdoc:meta])* $Variant:ident = $value:literal: $meaning:expr ),+ $(,)?
        }
    )*) => {
        $(
            $(#[$doc])*
            #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
            pub enum $Enum {
                #[default]
                $( $(#[$vdoc])* $Variant ),+
            }

            impl $Enum {
                /// Every value, default first.
                pub const ALL: &'static [$Enum] = &[$($Enum::$Variant),+];

                /// The value's name, as in `--option NAME=VALUE`.
                pub const fn name(self) -> &'static str {
                    match self { $($Enum::$Variant => $value),+ }
                }
            }
        )*

        /// The rule options in force (each field defaults to its option's first value).
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
        pub struct Options {
            $( $(#[$doc])* pub $field: $Enum, )*
        }

        /// Every rule option, in the order of docs/RULES.md sections 9 and 10.
        pub static OPTIONS: &[OptionSpec] = &[
            $( OptionSpec {
                name: $name,
                rule: $rule,
                scope: Scope::$scope,
                question: $question,
                values: &[$(($value, $meaning)),+],
            }, )*
        ];

        impl Options {
            /// Sets option `name` to the value at `index` of its spec (both already checked).
            fn set_index(&mut self, name: &str, index: usize) {
                $( if name == $name { self.$field = $Enum::ALL[index]; return; } )*
            }

            /// The value of option `name`, if it exists.
            pub fn get(&self, name: &str) -> Option<&'static str> {
                $( if name == $name { return Some(self.$field.name()); } )*
                None
            }
        }
    };
}

rule_options! {
    /// `monster-corner-stones` (M6): a stone-like piece the monster pushes onto a1 or p11.
    monster_corner_stones: CornerStones = "monster-corner-stones", rule "M6", scope Monster,
    |lang| t!(lang, "option-monster-corner-stones"), {
        /// Removed from the game (default).
        Remove = "remove": |lang| t!(lang, "option-monster-corner-stones-remove"),
        /// Stays on the corner.
        Keep = "keep": |lang| t!(lang, "option-monster-corner-stones-keep"),
    }

    /// `pivot-when-tied` (M9): the monster sees pawns that tie and keeps heading into a pivot.
    pivot_when_tied: PivotWhenTied = "pivot-when-tied", rule "M9", scope Monster,
    |lang| t!(lang, "option-pivot-when-tied"), {
        /// A pawn was seen: the pivot is pushed like a stone (default).
        Push = "push": |lang| t!(lang, "option-pivot-when-tied-push"),
        /// A tie counts as seeing no pawn: the pivot turns the monster.
        Turn = "turn": |lang| t!(lang, "option-pivot-when-tied-turn"),
    }

    /// `pivot-chain` (M9): after a pivot turn the next square is another pivot stone.
    pivot_chain: PivotChain = "pivot-chain", rule "M9", scope Monster,
    |lang| t!(lang, "option-pivot-chain"), {
        /// Turn again, up to four turns (default).
        TurnAgain = "turn-again": |lang| t!(lang, "option-pivot-chain-turn-again"),
        /// The second pivot is pushed.
        Push = "push": |lang| t!(lang, "option-pivot-chain-push"),
    }

    /// `pawn-push-onto-teleporter` (P5): may a pawn push a stone onto a teleporter?
    pawn_push_onto_teleporter: PawnPushOntoTeleporter = "pawn-push-onto-teleporter", rule "P5", scope Pawn,
    |lang| t!(lang, "option-pawn-push-onto-teleporter"), {
        /// The stone is destroyed (default).
        Destroy = "destroy": |lang| t!(lang, "option-pawn-push-onto-teleporter-destroy"),
        /// Not allowed: the teleporter is like the wall.
        Forbid = "forbid": |lang| t!(lang, "option-pawn-push-onto-teleporter-forbid"),
    }

    /// `keep-clear` (G9): the squares kept clear around the corners in the advanced setup.
    keep_clear: KeepClear = "keep-clear", rule "G9", scope Setup,
    |lang| t!(lang, "option-keep-clear"), {
        /// The corner and every square around it (default).
        CornerAnd8Neighbours = "corner-and-8-neighbours": |lang| t!(lang, "option-keep-clear-corner-and-8-neighbours"),
        /// The three squares next to each corner, diagonal included.
        French = "french": |lang| t!(lang, "option-keep-clear-french"),
        /// The corner squares themselves.
        English = "english": |lang| t!(lang, "option-keep-clear-english"),
    }

    /// `first-turn-entries` (G2, S17): in the first turn, two pawns in, or at most two?
    first_turn_entries: FirstTurnEntries = "first-turn-entries", rule "S17", scope Game,
    |lang| t!(lang, "option-first-turn-entries"), {
        /// At most two pawns enter (default).
        AtMostTwo = "at-most-two": |lang| t!(lang, "option-first-turn-entries-at-most-two"),
        /// Exactly two, while the player has two that can enter.
        ExactlyTwo = "exactly-two": |lang| t!(lang, "option-first-turn-entries-exactly-two"),
    }

    /// `no-prey-first` (G4, S19): does the "no prey tile first" redraw apply once or each round?
    no_prey_first: NoPreyFirst = "no-prey-first", rule "S19", scope Game,
    |lang| t!(lang, "option-no-prey-first"), {
        /// Only the game's first tile (default).
        Game = "game": |lang| t!(lang, "option-no-prey-first-game"),
        /// The first tile of each round.
        EachRound = "each-round": |lang| t!(lang, "option-no-prey-first-each-round"),
    }
}

/// A refused option setting (said in [`crate::i18n::speaking`]'s language).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionError {
    /// No such option.
    UnknownOption(String),
    /// No such value for a known option.
    UnknownValue {
        /// The option.
        name: String,
        /// The value given.
        value: String,
        /// The values it takes.
        allowed: String,
    },
    /// Not of the form `NAME=VALUE`.
    Malformed(String),
}

impl std::error::Error for OptionError {}

impl fmt::Display for OptionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let lang = crate::i18n::speaking();
        f.write_str(&match self {
            OptionError::UnknownOption(name) => {
                let known: Vec<&str> = OPTIONS.iter().map(|o| o.name).collect();
                t!(
                    lang,
                    "option-unknown",
                    name = name,
                    known = known.join(", ")
                )
            }
            OptionError::UnknownValue {
                name,
                value,
                allowed,
            } => t!(
                lang,
                "option-unknown-value",
                name = name,
                value = value,
                allowed = allowed
            ),
            OptionError::Malformed(text) => t!(lang, "option-malformed", text = text),
        })
    }
}

/// The spec of option `name` (exact, as written in files and on the command line).
pub fn spec(name: &str) -> Option<&'static OptionSpec> {
    OPTIONS.iter().find(|o| o.name == name)
}

impl Options {
    /// Sets option `name` to `value`.
    pub fn set(&mut self, name: &str, value: &str) -> Result<(), OptionError> {
        let spec = spec(name).ok_or_else(|| OptionError::UnknownOption(name.to_string()))?;
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
        self.set_index(spec.name, index);
        Ok(())
    }

    /// Sets an option from `NAME=VALUE`.
    pub fn set_pair(&mut self, pair: &str) -> Result<(), OptionError> {
        let (name, value) = pair
            .split_once('=')
            .ok_or_else(|| OptionError::Malformed(pair.to_string()))?;
        self.set(name.trim(), value.trim())
    }

    /// Every option that differs from its default, as `name=value`.
    pub fn non_default(&self) -> Vec<String> {
        self.non_default_pairs()
            .map(|(n, v)| format!("{n}={v}"))
            .collect()
    }

    /// Every option that differs from its default, as (name, value), in table order.
    pub fn non_default_pairs(&self) -> impl Iterator<Item = (&'static str, &'static str)> + '_ {
        OPTIONS.iter().filter_map(|o| {
            let v = self.get(o.name)?;
            (v != o.default_value()).then_some((o.name, v))
        })
    }
}

impl fmt::Display for Scope {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
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
                assert_eq!(
                    o.non_default().is_empty(),
                    *v == spec.default_value(),
                    "{}={v}",
                    spec.name
                );
            }
            assert_eq!(
                Options::default().get(spec.name),
                Some(spec.default_value())
            );
            assert!(crate::rulebook::rule(spec.rule).is_some(), "{}", spec.rule);
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
        assert_eq!(o.pivot_chain, PivotChain::Push);
    }
}
