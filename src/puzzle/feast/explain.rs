//! A feast puzzle in words: the question, the explanation, the hints.

use super::measure::themes;
use super::search::search;
use super::walk::{key_step, record, walks, FeastTrace};
use super::{removed, sets};
use crate::geometry::Square;
use crate::i18n::{and_list, Lang, Player};
use crate::monster::Ending;
use crate::puzzle::explain::{
    decoy_reason, placement_sentence, placement_words, semicolons, step_parts,
};
use crate::puzzle::model::{Answer, Place, Puzzle};
use crate::render::trace::{decision_text, event_text, Names};
use crate::rules::Options;
use crate::search::{bit, members, PawnSet};
use crate::t;

/// The question of a feast puzzle: "Place 1 red pawn so that the monster, walking without a
/// step limit, eats or crushes both blue pawns and leaves every red pawn on the board."
pub(in crate::puzzle) fn question(puzzle: &Puzzle, lang: Lang, goal: String) -> String {
    let what = match puzzle.place() {
        Some(Place::Pawns { count, player }) => t!(
            lang,
            "puzzle-what-pawns",
            count = *count,
            player = Player(player)
        ),
        Some(Place::Pieces { count, piece }) => {
            t!(lang, "puzzle-what-pieces", count = *count, piece = *piece)
        }
        None => String::new(),
    };
    t!(lang, "puzzle-q-feast", what = what, goal = goal)
}

/// "Put red2 on f4 and red3 on k7."
fn answer_words(lang: Lang, puzzle: &Puzzle, squares: &[Square]) -> Option<String> {
    Some(placement_sentence(lang, puzzle, puzzle.place()?, squares))
}

/// The key step's sentence body: the decision, and where the decision is the same as
/// without the answer, what the monster then does.
fn key_body(
    lang: Lang,
    with: &FeastTrace,
    without: &FeastTrace,
    key: u32,
    names: &Names,
) -> Option<String> {
    let s = with.steps.get(key as usize - 1)?;
    let before = without.steps.get(key as usize - 1);
    let same_look = before.is_some_and(|b| b.decision == s.decision);
    let events: Vec<String> = s
        .events
        .iter()
        .filter_map(|e| event_text(lang, e, names))
        .collect();
    let decision = decision_text(lang, &s.decision, &s.sights, s.facing_before, names);
    Some(if same_look && !events.is_empty() {
        t!(
            lang,
            "puzzle-hint-then",
            decision = decision,
            events = semicolons(lang, &events)
        )
    } else {
        decision
    })
}

/// The explanation of a feast answer in the trace's words: the placement; the key step and
/// why; every removal of a pawn to feed, with the pivot turns, teleports, wall crossings and
/// ties on the way (two of each at most); the end of the walk; and what the monster does
/// without the pieces placed (a pawn to spare removed, or a walk that repeats).
pub fn explanation_in(
    lang: Lang,
    puzzle: &Puzzle,
    options: &Options,
    answer: &Answer,
) -> Option<String> {
    let Answer::Squares(squares) = answer else {
        return None;
    };
    let (with, without) = walks(puzzle, options, answer)?;
    let (feed, spare) = sets(puzzle);
    let scenario = puzzle.scenario_with(squares);
    let names = Names(scenario.pawns());
    let mut out = vec![answer_words(lang, puzzle, squares)?];
    let key = key_step(&with, &without);
    if let Some(s) = with.steps.get(key as usize - 1) {
        out.push(t!(
            lang,
            "puzzle-why-key-step",
            step = key,
            at = s.from,
            dir = s.facing_before,
            body = key_body(lang, &with, &without, key, &names)?
        ));
    }
    let mut told = 0;
    for s in with.steps.iter().skip(key as usize) {
        let parts = step_parts(lang, s, feed, told < 2, &names);
        if !parts.is_empty() {
            told += 1;
            out.push(t!(
                lang,
                "puzzle-why-step",
                step = s.step,
                said = semicolons(lang, &parts)
            ));
        }
    }
    // The removals at or before the key step that the goal needs.
    let early: Vec<String> = with
        .removed
        .iter()
        .filter(|(id, _, step)| feed & bit(*id) != 0 && *step <= key)
        .map(|(id, _, _)| names.of(*id).to_string())
        .collect();
    if !early.is_empty() {
        out.push(t!(
            lang,
            "puzzle-feast-early",
            n = early.len(),
            pawns = and_list(lang, &early)
        ));
    }
    out.push(t!(lang, "puzzle-feast-ends", step = with.ending.steps()));
    out.push(without_words(lang, puzzle, &without, spare, &names));
    out.extend(decoy_line(lang, puzzle, options));
    Some(out.join(" "))
}

/// One line on why the most tempting wrong placement fails ([`super::search::Search::tempting`]: the one
/// that leaves the least of the goal undone): the first pawn to spare its walk removes, else
/// the pawns to feed it leaves, and where its walk repeats. `None` without a decoy.
fn decoy_line(lang: Lang, puzzle: &Puzzle, options: &Options) -> Option<String> {
    let squares = search(puzzle, options, None).tempting?;
    let (feed, spare) = sets(puzzle);
    let walk = record(&puzzle.board_with(&squares), options, (feed, spare));
    let scenario = puzzle.scenario_with(&squares);
    let names = Names(scenario.pawns());
    let attempt = placement_words(lang, puzzle, puzzle.place()?, &squares);
    let lost = walk
        .removed
        .iter()
        .find(|(id, _, _)| spare & bit(*id) != 0)
        .map(|&(id, how, step)| (names.of(id), how, step));
    let stay = left_to_feed(&walk, feed, &names);
    let reason = match (lost, walk.ending) {
        (None, Ending::Cycle { first, .. }) => t!(
            lang,
            "puzzle-decoy-feast-loop",
            pawns = and_list(lang, &stay),
            n = stay.len(),
            step = first + 1
        ),
        (lost, _) => decoy_reason(lang, lost, &stay),
    };
    Some(t!(lang, "puzzle-decoy", attempt = attempt, reason = reason))
}

/// The names of the pawns of `feed` that `walk` leaves on the board.
fn left_to_feed(walk: &FeastTrace, feed: PawnSet, names: &Names) -> Vec<String> {
    let after = walk.boards.last().unwrap_or(&walk.before);
    members(feed & !removed(after, feed))
        .map(|id| names.of(id).to_string())
        .collect()
}

/// What the monster does without the pieces placed.
fn without_words(
    lang: Lang,
    puzzle: &Puzzle,
    without: &FeastTrace,
    spare: PawnSet,
    names: &Names,
) -> String {
    let n = puzzle.parts();
    if let Some(&(id, how, step)) = without
        .removed
        .iter()
        .find(|(id, _, _)| spare & bit(*id) != 0)
    {
        return t!(
            lang,
            "puzzle-feast-without-lost",
            n = n,
            pawn = names.of(id),
            how = how,
            step = step
        );
    }
    match without.ending {
        Ending::Cycle { first, .. } => {
            let left = left_to_feed(without, sets(puzzle).0, names);
            t!(
                lang,
                "puzzle-feast-without-cycle",
                n = n,
                step = first + 1,
                pawns = and_list(lang, &left)
            )
        }
        // Without the pieces it would feast already: no puzzle would be unique then.
        Ending::Done { steps, .. } => t!(lang, "puzzle-feast-ends", step = steps),
    }
}

/// [`explanation_in`] in English.
pub fn explanation(puzzle: &Puzzle, options: &Options, answer: &Answer) -> Option<String> {
    explanation_in(Lang::En, puzzle, options, answer)
}

/// The four hints of a feast puzzle: (1) the idea (its themes); (2) the pawns that matter:
/// the pawn to feed the monster never reaches without your pieces, or the pawn of yours it
/// would remove; (3) the monster's first decision that counts (the key step), its square and
/// heading and the decision in the trace's words, leaving out anything that names a square
/// of the answer; (4) the answer with its trace (the explanation).
pub fn hints_in(
    lang: Lang,
    puzzle: &Puzzle,
    options: &Options,
    answer: &Answer,
) -> Option<Vec<String>> {
    let Answer::Squares(squares) = answer else {
        return None;
    };
    let giveaways = crate::puzzle::hints::answer_giveaways(answer);
    let idea = crate::puzzle::hints::idea_hint(lang, &themes(puzzle, options, answer)?);
    let (with, without) = walks(puzzle, options, answer)?;
    let (feed, spare) = sets(puzzle);
    let scenario = puzzle.scenario_with(squares);
    let names = Names(scenario.pawns());
    // Hint 2: the pawn of yours the monster removes without your pieces, else the pawns to
    // feed it never reaches.
    let lost = without
        .removed
        .iter()
        .find(|(id, _, _)| spare & bit(*id) != 0)
        .map(|(id, _, _)| vec![names.of(*id).to_string()]);
    let look = match lost {
        Some(pawns) => t!(
            lang,
            "puzzle-hint-feast-lost",
            pawns = and_list(lang, &pawns)
        ),
        None => {
            let left = left_to_feed(&without, feed, &names);
            t!(
                lang,
                "puzzle-hint-feast-unreached",
                n = left.len(),
                pawns = and_list(lang, &left)
            )
        }
    };
    // Hint 3: the key step.
    let key = key_step(&with, &without);
    let s = with.steps.get(key as usize - 1)?;
    let body = key_body(lang, &with, &without, key, &names)?;
    let third = t!(
        lang,
        "puzzle-hint-key-step",
        with = "no",
        tile = crate::rules::Tile::Steps(1),
        step = key,
        at = s.from,
        dir = s.facing_before,
        body = body.as_str()
    );
    let third = if crate::puzzle::hints::says_any(&third, &giveaways) {
        t!(
            lang,
            "puzzle-hint-feast-key-step",
            step = key,
            at = s.from,
            dir = s.facing_before
        )
    } else {
        third
    };
    let fourth = explanation_in(lang, puzzle, options, answer)?;
    Some(vec![idea, look, third, fourth])
}
