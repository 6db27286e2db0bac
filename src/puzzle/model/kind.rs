//! The kind of a puzzle (`kind:` in the file) and the rule set it was made for (`rules:`).

use std::fmt;

use super::Ask;
use crate::i18n::Lang;
use crate::t;

/// The rule set a puzzle was generated for.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum RuleSet {
    /// The basic game: the standard basic setup (B2), all pieces plain stones.
    Basic,
    /// The advanced game: pieces turned to their faces, teleporters (G9).
    Advanced,
}

impl RuleSet {
    /// Both, basic first.
    pub const ALL: [RuleSet; 2] = [RuleSet::Basic, RuleSet::Advanced];

    /// `basic` or `advanced`.
    pub const fn name(self) -> &'static str {
        match self {
            RuleSet::Basic => "basic",
            RuleSet::Advanced => "advanced",
        }
    }

    /// Parses `basic` or `advanced`.
    pub fn parse(s: &str) -> Option<RuleSet> {
        RuleSet::ALL.into_iter().find(|r| r.name() == s.trim())
    }
}

impl fmt::Display for RuleSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The kind of a puzzle: what a player is asked to do, in a short name (`kind:` in the file).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash, PartialOrd, Ord)]
pub enum Kind {
    /// Put new pawns or pieces on empty squares.
    Place,
    /// Move one pawn by its face value.
    Move,
    /// Move two pawns of one player, in the order given.
    TwoMoves,
    /// Move one pawn where no tile left in the deck removes it.
    SafeSquare,
    /// Say which tile of the deck does it (for beginners).
    Predict,
    /// A move or a placement whose key is a weapon: a pawn crushed against the wall or
    /// destroyed on a teleporter, or a pivot stone turning the monster onto its prey.
    Weapon,
    /// 2F's weekly puzzle (issue 28): place pieces so that the monster, walking without a
    /// step limit, removes every pawn to feed and none to spare (`super::feast`).
    Feast,
}

impl Kind {
    /// Every kind, in the order above.
    pub const ALL: [Kind; 7] = [
        Kind::Place,
        Kind::Move,
        Kind::TwoMoves,
        Kind::SafeSquare,
        Kind::Predict,
        Kind::Weapon,
        Kind::Feast,
    ];

    /// `place`, `move`, `two-moves`, `safe-square`, `predict`, `weapon` or `feast`.
    pub const fn name(self) -> &'static str {
        match self {
            Kind::Place => "place",
            Kind::Move => "move",
            Kind::TwoMoves => "two-moves",
            Kind::SafeSquare => "safe-square",
            Kind::Predict => "predict",
            Kind::Weapon => "weapon",
            Kind::Feast => "feast",
        }
    }

    /// Parses a kind's name.
    pub fn parse(s: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.name() == s.trim())
    }

    /// The kind in plain words in `lang`, for titles: "Place", "Move", "Two moves"...
    pub fn title_in(self, lang: Lang) -> String {
        match self {
            Kind::Place => t!(lang, "puzzle-kind-place"),
            Kind::Move => t!(lang, "puzzle-kind-move"),
            Kind::TwoMoves => t!(lang, "puzzle-kind-two-moves"),
            Kind::SafeSquare => t!(lang, "puzzle-kind-safe-square"),
            Kind::Predict => t!(lang, "puzzle-kind-predict"),
            Kind::Weapon => t!(lang, "puzzle-kind-weapon"),
            Kind::Feast => t!(lang, "puzzle-kind-feast"),
        }
    }

    /// The kind in plain words, for titles: "Place", "Move", "Two moves", "Safe square",
    /// "Predict", "Weapon".
    pub const fn title(self) -> &'static str {
        match self {
            Kind::Place => "Place",
            Kind::Move => "Move",
            Kind::TwoMoves => "Two moves",
            Kind::SafeSquare => "Safe square",
            Kind::Predict => "Predict",
            Kind::Weapon => "Weapon",
            Kind::Feast => "Feast",
        }
    }

    /// Whether `ask` is what this kind asks for.
    pub fn fits(self, ask: &Ask) -> bool {
        match (self, ask) {
            (Kind::Place, Ask::Place(_)) => true,
            (Kind::Move | Kind::SafeSquare, Ask::Move(p)) => p.len() == 1,
            (Kind::TwoMoves, Ask::Move(p)) => p.len() == 2,
            (Kind::Predict, Ask::Tile) => true,
            (Kind::Weapon, Ask::Place(_) | Ask::Move(_)) => true,
            (Kind::Feast, Ask::Place(_)) => true,
            _ => false,
        }
    }

    /// The kind a file means when it does not say: `place` for `place:`, `move` or
    /// `two-moves` for `move:` with one or two pawns, `predict` otherwise.
    pub fn of_ask(ask: &Ask) -> Kind {
        match ask {
            Ask::Place(_) => Kind::Place,
            Ask::Move(p) if p.len() >= 2 => Kind::TwoMoves,
            Ask::Move(_) => Kind::Move,
            Ask::Tile => Kind::Predict,
        }
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
