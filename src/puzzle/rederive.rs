//! A stored puzzle's derived fields worked out again (issue 28): after the explanation, the
//! hints, the measure or the score change, `cargo test --test all regenerate_stored_puzzles
//! -- --ignored` rewrites `scenarios/puzzles/` with [`rederive`], the same way every time.
//!
//! The position, the question and the stated solution are the file's; everything else is
//! derived: idle pieces taken off ([`super::economy`]: pieces neither needed nor decoys, as
//! the generator takes them off, here in the file's order), the rule options the answer
//! depends on, the title where it is the question, the explanation, the features, the
//! themes, the hints, the decoys, the score and the difficulty.

use super::candidates::board_of;
use super::difficulty::{score, Difficulty};
use super::economy::{self, Role};
use super::explain::explanation;
use super::hints::hints;
use super::measure::measure;
use super::model::{Answer, Kind, Puzzle};
use super::solve::{option_dependence, solve};
use super::themes::themes;
use crate::rules::Options;

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
    let mut p = puzzle.clone();
    let acceptable = |p: &Puzzle| {
        measure(p, &options, &answer).filter(|m| {
            !m.forced
                && !m.decomposable
                && (p.kind != Kind::Weapon || m.features.ideas.iter().any(|i| i.is_weapon()))
        })
    };
    let mut m = acceptable(&p).ok_or("forced, decomposable or no weapon")?;
    // Idle pieces off, in the file's order, until none is left.
    loop {
        let keep = economy::named(&p);
        let (_, tempting) = economy::judged(&p, &options);
        let mut smaller = None;
        for part in economy::parts(p.scenario.setup()) {
            if matches!(&part, economy::Part::Pawn(n) if keep.contains(n)) {
                continue;
            }
            if let (Role::Idle, Some(q)) = economy::role_of(&p, &options, &answer, &tempting, &part)
            {
                match acceptable(&q) {
                    Some(m2) => {
                        smaller = Some((q, m2));
                        break;
                    }
                    None => return Err(format!("{} plays no part", part.label())),
                }
            }
        }
        match smaller {
            Some((q, m2)) => {
                p = q;
                m = m2;
            }
            None => break,
        }
    }
    let decoys = economy::decoy_labels(&p, &options, &answer).ok_or("an idle piece")?;
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
