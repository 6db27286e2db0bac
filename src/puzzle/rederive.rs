//! A stored puzzle's derived fields worked out again (issue 28): after the explanation, the
//! hints, the measure or the score change, `cargo test --test all regenerate_stored_puzzles
//! -- --ignored` rewrites `scenarios/puzzles/` with [`rederive`], the same way every time.
//!
//! The position, the question and the stated solution are the file's; everything else is
//! derived: idle pieces taken off ([`super::economy`]: pieces neither needed nor decoys, as
//! the generator takes them off, with the same function: `economy::take_off_idle`), the rule options the answer
//! depends on, the title where it is the question, the explanation, the features, the
//! themes, the hints, the decoys, the score and the difficulty.

use super::candidates::board_of;
use super::difficulty::{score, Difficulty};
use super::economy;
use super::explain::explanation;
use super::hints::hints;
use super::measure::acceptable;
use super::model::{Answer, Kind, Puzzle, RuleSet};
use super::solve::{option_dependence, solve};
use super::themes::themes;
use crate::rules::Options;
use std::collections::BTreeSet;

/// `puzzle` with its derived fields worked out again under its own options (module docs).
/// An error says why it cannot be: not a single answer, a flawed measure, an idle piece that
/// cannot go, or an answer that depends on options in a way no question can state.
pub fn rederive(puzzle: &Puzzle) -> Result<Puzzle, String> {
    let options: Options = puzzle.scenario.options;
    let solved = solve(puzzle, &options);
    let answer: Answer = match (solved.solutions.as_slice(), &puzzle.solution) {
        ([one], Some(stated)) if stated.len() == 1 => {
            let same = match &stated[0] {
                Answer::Tile(_) => stated[0] == *one,
                a => board_of(puzzle, &options, a).ok() == board_of(puzzle, &options, one).ok(),
            };
            if !same {
                return Err("the stated solution is not the solver's".into());
            }
            stated[0].clone()
        }
        ([one], None) => one.clone(),
        (all, _) => return Err(format!("{} solutions, not one", all.len())),
    };
    let was_question = puzzle.scenario.title.as_deref() == Some(puzzle.question().as_str());
    let m = acceptable(puzzle, &options, &answer).ok_or("forced, decomposable or no weapon")?;
    // Idle pieces off, exactly as the generator takes them off.
    let (mut p, m, decoys) = economy::take_off_idle(puzzle.clone(), &options, &answer, m, |q| {
        acceptable(q, &options, &answer)
    })
    .map_err(|part| format!("{} plays no part", part.label()))?;
    p.solution = Some(vec![answer.clone()]);
    p.depends_on = option_dependence(&p, &options, std::slice::from_ref(&answer))
        .ok_or("the answer changes with the rule options in a way no question states")?;
    if was_question || p.scenario.title.is_none() {
        let mut setup = p.scenario.setup().clone();
        setup.title = Some(p.question());
        p.scenario = setup.validate().map_err(|e| format!("{e:?}"))?;
    }
    let th = themes(&p, &options, &answer).ok_or("no themes")?;
    let sc = score(p.kind, p.parts(), p.tiles.len(), &m.features, &th);
    p.explanation = Some(explanation(&p, &options, &answer).ok_or("no explanation")?);
    p.features = Some(m.features);
    p.hints = Some(hints(&p, &options, &answer).ok_or("no hints")?);
    p.themes = Some(th);
    p.decoys = Some(decoys);
    p.score = Some(sc);
    p.difficulty = Some(Difficulty::of_score(sc));
    Ok(p)
}

/// A generated puzzle's file name: `RULES-KIND-DIFFICULTY-SEED-NN.yaml`, the difficulty
/// the one its score gives.
pub fn file_name(
    rules: RuleSet,
    kind: Kind,
    difficulty: Difficulty,
    seed: u64,
    n: usize,
) -> String {
    format!(
        "{}-{}-{}-{seed}-{n:02}.yaml",
        rules.name(),
        kind.name(),
        difficulty.name()
    )
}

/// The name a stored file `name` of `puzzle` should have: its own when it follows the
/// generator's pattern ([`file_name`]) with the puzzle's difficulty (or another pattern),
/// else the pattern with the puzzle's difficulty and the lowest number from 1 that no name
/// in `taken` has. After [`rederive`] changes a difficulty, the file follows it.
pub fn renamed(name: &str, puzzle: &Puzzle, taken: &BTreeSet<String>) -> String {
    let (Some(rules), Some(difficulty)) = (puzzle.rules, puzzle.difficulty) else {
        return name.to_string();
    };
    let prefix = format!("{}-{}-", rules.name(), puzzle.kind.name());
    let Some(rest) = name.strip_prefix(&prefix) else {
        return name.to_string();
    };
    let Some((was, tail)) = Difficulty::ALL
        .iter()
        .find_map(|d| Some((*d, rest.strip_prefix(d.name())?.strip_prefix('-')?)))
    else {
        return name.to_string();
    };
    // `SEED-NN.yaml`
    let Some(seed) = tail
        .strip_suffix(".yaml")
        .and_then(|t| t.rsplit_once('-'))
        .map(|(seed, _)| seed)
    else {
        return name.to_string();
    };
    if was == difficulty {
        return name.to_string();
    }
    (1..)
        .map(|n| format!("{prefix}{}-{seed}-{n:02}.yaml", difficulty.name()))
        .find(|candidate| !taken.contains(candidate))
        .unwrap_or_else(|| name.to_string())
}
