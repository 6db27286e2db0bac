//! The generator's screens (issue 28): requests it refuses at once, the cheap rejection that
//! comes before the dear one, and the advanced game's own test.
//!
//! - **Refused at once.** A kind and difficulty that the score cannot give, or that the
//!   generator does not find in its attempts, is refused before any work with a reason in
//!   the player's language ([`refusal`]): a `predict` puzzle scores at most 6 points (its
//!   tiles are its candidates, at most 5, and it has no move that could go against
//!   instinct, no second piece), never hard; a `safe-square` puzzle is judged over the whole
//!   walk of every tile left (at least two tiles, each walk long), and no easy one turned up
//!   in 20,000 attempts; an easy `two-moves` puzzle (a point for the second move already, and
//!   pairs of results nearly always leave three tempting wrong pairs or more) turns up about
//!   once in 3,000 attempts: minutes, not seconds; an easy `weapon` puzzle of the basic game
//!   (its only weapon is a crush, which scores a point, and positions where one simple move
//!   makes it are rare) took over 35 s of CPU for seed 1 without one before a weapon
//!   attempt asked many positions of its game, and since still a median of 9.6 s of CPU
//!   (seeds 1 to 5: 10 to 2,269 attempts; docs/puzzles.md).
//! - **Too hard already.** Taking the pieces off that play no part (the dearest step: a solve
//!   per piece) keeps the solution's walk and never lowers the tempting wrong candidates;
//!   only the key ideas (at most 2 points) may change. A puzzle whose score without its
//!   ideas is already above the difficulty asked for is dropped before it
//!   ([`too_hard_already`]).
//! - **An advanced piece that matters.** A puzzle of the advanced game must need one of its
//!   pieces: a crystal, a pivot stone or a teleporter pair whose removal changes the single
//!   answer or the monster's walk with it ([`advanced_piece_matters`]); else it is a puzzle
//!   of the basic game under another name, and it is dropped.

use super::difficulty::{score, Difficulty, Features};
use super::economy::{without, Part};
use super::generate::{single, walk_key, GenerateRequest};
use super::model::{Answer, Kind, Puzzle};
use super::themes::Theme;
use crate::board::Piece;
use crate::i18n::Lang;
use crate::rules::Options;

/// Why a request is refused at once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// `predict --difficulty hard`: the score of a prediction stays below hard.
    PredictHard,
    /// `safe-square --difficulty easy`: never found.
    SafeSquareEasy,
    /// `two-moves --difficulty easy`: found about once in 3,000 attempts, minutes.
    TwoMovesEasy,
    /// `weapon --difficulty easy` in the basic game: a crush with few tempting moves, rare.
    BasicWeaponEasy,
    /// `feast --rules advanced`: the feast is a puzzle of the basic game.
    FeastAdvanced,
}

impl Refusal {
    /// The reason, in `lang`.
    pub fn message(self, lang: Lang) -> String {
        match self {
            Refusal::PredictHard => crate::t!(lang, "pgen-refused-predict-hard"),
            Refusal::SafeSquareEasy => crate::t!(lang, "pgen-refused-safe-square-easy"),
            Refusal::TwoMovesEasy => crate::t!(lang, "pgen-refused-two-moves-easy"),
            Refusal::BasicWeaponEasy => crate::t!(lang, "pgen-refused-basic-weapon-easy"),
            Refusal::FeastAdvanced => crate::t!(lang, "puzzle-feast-refuse-advanced"),
        }
    }
}

/// The most points a `predict` puzzle can score ([`score`]): every theme it may show (at
/// most 3 count) and its tiles beyond the fourth (5 distinct in the deck); decoys, depth,
/// surprise and a second piece do not count for predictions.
pub fn predict_max_score() -> u32 {
    let f = Features {
        candidates: 5,
        changing: 5,
        decoys: 5,
        key_step: 1,
        settle_step: 20,
        ideas: vec![
            super::difficulty::Idea::Lure,
            super::difficulty::Idea::Tie,
            super::difficulty::Idea::Push,
            super::difficulty::Idea::Wall,
        ],
        natural: true,
    };
    score(Kind::Predict, 1, 5, &f, &Theme::ALL)
}

/// Whether the request is refused at once, and why.
pub fn refusal(req: &GenerateRequest) -> Option<Refusal> {
    match (req.kind, req.difficulty) {
        (Kind::Predict, Some(Difficulty::Hard))
            if Difficulty::of_score(predict_max_score()) < Difficulty::Hard =>
        {
            Some(Refusal::PredictHard)
        }
        (Kind::SafeSquare, Some(Difficulty::Easy)) => Some(Refusal::SafeSquareEasy),
        (Kind::TwoMoves, Some(Difficulty::Easy)) => Some(Refusal::TwoMovesEasy),
        (Kind::Weapon, Some(Difficulty::Easy)) if req.rules == super::model::RuleSet::Basic => {
            Some(Refusal::BasicWeaponEasy)
        }
        (Kind::Feast, _) if req.rules == super::model::RuleSet::Advanced => {
            Some(Refusal::FeastAdvanced)
        }
        _ => None,
    }
}

/// Whether a measured puzzle, before its idle pieces are taken off, already scores above the
/// difficulty asked for without counting its key ideas (module docs).
pub(super) fn too_hard_already(
    puzzle: &Puzzle,
    features: &Features,
    wanted: Option<Difficulty>,
) -> bool {
    let Some(wanted) = wanted else {
        return false;
    };
    let without_ideas = Features {
        ideas: Vec::new(),
        ..features.clone()
    };
    let least = score(
        puzzle.kind,
        puzzle.parts(),
        puzzle.tiles.len(),
        &without_ideas,
        &[],
    );
    Difficulty::of_score(least) > wanted
}

/// Whether one of the advanced pieces of `puzzle` (a crystal, a pivot stone, a teleporter
/// pair) matters: without it the puzzle has another answer (or none, or several), or the
/// monster walks otherwise with the answer.
pub(super) fn advanced_piece_matters(puzzle: &Puzzle, options: &Options, answer: &Answer) -> bool {
    let setup = puzzle.scenario.setup();
    let mut parts: Vec<Part> = setup
        .pieces
        .iter()
        .filter(|p| matches!(p.piece, Piece::Crystal | Piece::Pivot(_)))
        .map(|p| Part::Piece(p.at))
        .collect();
    let mut pairs: Vec<String> = setup.teleporters.iter().map(|t| t.pair.clone()).collect();
    pairs.sort();
    pairs.dedup();
    parts.extend(pairs.into_iter().map(Part::Pair));
    if parts.is_empty() {
        return false;
    }
    let walk = walk_key(puzzle, options, answer);
    parts.iter().any(|part| {
        let Ok(scenario) = without(setup, part).validate() else {
            return false;
        };
        let mut p = puzzle.clone();
        p.scenario = scenario;
        single(&p, options).as_ref() != Some(answer) || walk_key(&p, options, answer) != walk
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::RuleSet;

    fn req(kind: Kind, difficulty: Option<Difficulty>) -> GenerateRequest {
        GenerateRequest {
            seed: 1,
            count: 1,
            kind,
            difficulty,
            rules: RuleSet::Basic,
        }
    }

    #[test]
    fn a_prediction_cannot_score_hard_so_it_is_refused() {
        assert!(Difficulty::of_score(predict_max_score()) < Difficulty::Hard);
        assert_eq!(
            refusal(&req(Kind::Predict, Some(Difficulty::Hard))),
            Some(Refusal::PredictHard)
        );
        assert_eq!(refusal(&req(Kind::Predict, Some(Difficulty::Medium))), None);
        assert_eq!(refusal(&req(Kind::Predict, None)), None);
        assert_eq!(
            refusal(&req(Kind::SafeSquare, Some(Difficulty::Easy))),
            Some(Refusal::SafeSquareEasy)
        );
        for lang in crate::i18n::Lang::ALL {
            assert!(!Refusal::PredictHard.message(lang).is_empty());
        }
    }
}
