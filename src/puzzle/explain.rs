//! The short explanation stored with a puzzle: the answer, the decisive step and why, and
//! what settles the goal — every sentence about the monster in the trace's own words
//! ([`crate::render::trace::decision_text`], [`crate::render::trace::event_text`], with
//! their rule ids), so the explanation never says what the trace would not.

use super::candidates::{self, distinct_tiles, Candidate, Judge};
use super::measure::{verdicts, walks, Judged, Walk};
use super::model::{sorted_tiles, Answer, Ask, Place, Puzzle};
use crate::board::Removal;
use crate::geometry::Square;
use crate::i18n::{and_list, Lang, Word};
use crate::monster::Event;
use crate::pawn::{Dest, PawnMove};
use crate::render::trace::{decision_text, event_text, Names};
use crate::rules::{Options, Tile};
use crate::search::{bit, PawnSet};
use crate::t;
use crate::trace::{StepTrace, Trace};

/// The explanation of `answer` (a solution of `puzzle`) in English, or `None` if it cannot
/// be played.
pub fn explanation(puzzle: &Puzzle, options: &Options, answer: &Answer) -> Option<String> {
    explanation_in(Lang::En, puzzle, options, answer)
}

/// [`explanation`] in `lang`.
pub fn explanation_in(
    lang: Lang,
    puzzle: &Puzzle,
    options: &Options,
    answer: &Answer,
) -> Option<String> {
    if super::feast::is_feast(puzzle) {
        return super::feast::explanation_in(lang, puzzle, options, answer);
    }
    let walks = walks(puzzle, options, answer)?;
    let scenario = match answer {
        Answer::Squares(sq) => puzzle.scenario_with(sq),
        _ => puzzle.scenario.clone(),
    };
    let names = Names(scenario.pawns());
    let (feed, spare) = puzzle.feed_and_spare();
    let mut out: Vec<String> = vec![answer_words(lang, puzzle, options, answer, &names)?];
    // Each tile's sentences; tiles whose sentences are the same are told once, together.
    let mut told_walks: Vec<(Vec<Tile>, Vec<String>)> = Vec::new();
    for w in &walks {
        let Some(key) = w.key else { continue };
        let mut said: Vec<String> = Vec::new();
        // The steps' sentences, told in the order of the steps (a removal the goal needs
        // before the key step comes before it).
        let mut by_step: Vec<(u32, String)> = Vec::new();
        // Where the answer changes the walk, and why (not for a tile: no other walk).
        if w.without.is_some() {
            if let Some(s) = w.with.steps.get(usize::from(key) - 1) {
                let before = w
                    .without
                    .as_ref()
                    .and_then(|t| t.steps.get(usize::from(key) - 1));
                // The decision where it differs from the walk without the answer, and the
                // step's own events (what it eats, pushes, crosses there).
                let same_look = before.is_some_and(|b| b.decision == s.decision);
                let events = step_events(lang, s.events.as_slice(), &names);
                let decision =
                    || decision_text(lang, &s.decision, &s.sights, s.facing_before, &names);
                let body = match (same_look, events) {
                    (true, Some(e)) => e,
                    (false, Some(e)) => semicolons(lang, &[decision(), e]),
                    (_, None) => decision(),
                };
                by_step.push((
                    u32::from(key),
                    t!(
                        lang,
                        "puzzle-why-key-step",
                        step = key,
                        at = s.from,
                        dir = s.facing_before,
                        body = body
                    ),
                ));
            }
        }
        // What the goal needs after it: the removals of the pawns to feed, and on the way the
        // pivot turns, teleports, wall crossings and ties that bring the monster there.
        // Every removal the goal needs is told, those before the key step too.
        let mut told = 0;
        let end = w.settle.max(key);
        for s in w
            .with
            .steps
            .iter()
            .filter(|s| s.step <= end && (s.step != key || w.without.is_none()))
        {
            let parts = step_parts(lang, s, feed, s.step >= key && told < 2, &names);
            if !parts.is_empty() {
                told += 1;
                by_step.push((
                    u32::from(s.step),
                    t!(
                        lang,
                        "puzzle-why-step",
                        step = s.step,
                        said = semicolons(lang, &parts)
                    ),
                ));
            }
        }
        by_step.sort_by_key(|(step, _)| *step);
        said.extend(by_step.into_iter().map(|(_, text)| text));
        // A goal that only spares: where the spared pawn would have gone without the answer.
        if feed == 0 {
            if let Some(without) = &w.without {
                if let Some(&(id, how, step)) = without
                    .removed
                    .iter()
                    .find(|(id, _, _)| spare & bit(*id) != 0)
                {
                    said.push(t!(
                        lang,
                        "puzzle-why-without",
                        pawn = names.of(id),
                        how = how,
                        step = step
                    ));
                }
            }
        }
        match told_walks.iter_mut().find(|(_, s)| *s == said) {
            Some((tiles, _)) => tiles.push(w.tile),
            None => told_walks.push((vec![w.tile], said)),
        }
    }
    let several = walks.len() > 1;
    for (tiles, said) in told_walks {
        if said.is_empty() {
            continue;
        }
        if several {
            let said = said.join(" ");
            out.push(if tiles.len() == walks.len() {
                t!(lang, "puzzle-why-every-tile", said = said)
            } else {
                let words: Vec<String> = sorted_tiles(&tiles)
                    .iter()
                    .map(|t| t.word(lang).into_owned())
                    .collect();
                t!(
                    lang,
                    "puzzle-why-tiles",
                    n = tiles.len(),
                    tiles = and_list(lang, &words),
                    said = said
                )
            });
        } else {
            out.extend(said);
        }
    }
    if feed == 0 && spare != 0 {
        let who: Vec<String> = crate::search::members(spare)
            .map(|id| names.of(id).to_string())
            .collect();
        out.push(match walks.len() {
            1 => t!(
                lang,
                "puzzle-why-stays",
                pawns = and_list(lang, &who),
                n = who.len()
            ),
            _ => t!(
                lang,
                "puzzle-why-no-tile-removes",
                pawns = and_list(lang, &who)
            ),
        });
    }
    if let Answer::Tile(t) = answer {
        out.push(other_tiles(lang, puzzle, options, *t, &names));
    } else if let Some(line) = decoy_line(lang, puzzle, options) {
        out.push(line);
    }
    Some(out.join(" "))
}

/// What a step of the walk after the key step tells, in the trace's words: every removal of
/// a pawn of `feed`, and `on_the_way` (the first steps told) a tie and the pivot turns,
/// teleports and wall crossings that bring the monster there.
pub(super) fn step_parts(
    lang: Lang,
    s: &StepTrace,
    feed: PawnSet,
    on_the_way: bool,
    names: &Names,
) -> Vec<String> {
    let mut parts: Vec<String> = Vec::new();
    if on_the_way && matches!(s.decision, crate::monster::Decision::Tie { .. }) {
        parts.push(decision_text(
            lang,
            &s.decision,
            &s.sights,
            s.facing_before,
            names,
        ));
    }
    for e in &s.events {
        let wanted = match e {
            Event::Eat { pawn, .. }
            | Event::Crushed { pawn, .. }
            | Event::Destroyed { pawn, .. } => feed & bit(*pawn) != 0,
            Event::PivotTurn { .. } | Event::Teleport { .. } | Event::WallCross { .. } => {
                on_the_way
            }
            _ => false,
        };
        if wanted {
            parts.extend(event_text(lang, e, names));
        }
    }
    parts
}

/// Clauses of one sentence in `lang`: "a; b; c".
pub fn semicolons(lang: Lang, parts: &[String]) -> String {
    let mut out = String::new();
    for (i, p) in parts.iter().enumerate() {
        out = if i == 0 {
            p.clone()
        } else {
            t!(lang, "puzzle-semicolon", first = out, next = p.as_str())
        };
    }
    out
}

/// The events of one step in words, joined; `None` if none is told.
fn step_events(lang: Lang, events: &[Event], names: &Names) -> Option<String> {
    let words: Vec<String> = events
        .iter()
        .filter_map(|e| event_text(lang, e, names))
        .collect();
    (!words.is_empty()).then(|| semicolons(lang, &words))
}

/// The answer in words: "blue3 goes n4, m4, m5, pushing the stone from m4 to l4.", "Put
/// blue2 on a4 and blue3 on g6.", "Only the 10 does it."
fn answer_words(
    lang: Lang,
    puzzle: &Puzzle,
    options: &Options,
    answer: &Answer,
    names: &Names,
) -> Option<String> {
    Some(match (&puzzle.ask, answer) {
        (Ask::Place(place), Answer::Squares(sq)) => placement_sentence(lang, puzzle, place, sq),
        (Ask::Move(_), Answer::Paths(paths)) => {
            let moves = candidates::play_paths(puzzle, options, paths).ok()?;
            let mut each = String::new();
            for (i, m) in moves.iter().enumerate() {
                let words = move_words(lang, m, puzzle, names);
                each = if i == 0 {
                    words
                } else {
                    t!(lang, "puzzle-answer-then", first = each, next = words)
                };
            }
            t!(lang, "puzzle-answer-moves", moves = each)
        }
        (Ask::Tile, Answer::Tile(t)) => t!(lang, "puzzle-answer-tile", tile = *t),
        _ => return None,
    })
}

/// A placement in words, without the sentence around it: "blue2 on a4 and blue3 on g6".
pub(super) fn placement_words(lang: Lang, puzzle: &Puzzle, place: &Place, sq: &[Square]) -> String {
    let each: Vec<String> = match place {
        Place::Pawns { .. } => puzzle
            .placed_names()
            .iter()
            .zip(sq)
            .map(|(n, s)| t!(lang, "puzzle-answer-pawn-on", pawn = n.as_str(), at = *s))
            .collect(),
        Place::Pieces { piece, .. } => sq
            .iter()
            .map(|s| t!(lang, "puzzle-answer-piece-on", piece = *piece, at = *s))
            .collect(),
    };
    and_list(lang, &each)
}

/// A placement as the answer's sentence: "Put blue2 on a4 and blue3 on g6."
pub(super) fn placement_sentence(
    lang: Lang,
    puzzle: &Puzzle,
    place: &Place,
    sq: &[Square],
) -> String {
    t!(
        lang,
        "puzzle-answer-put",
        list = placement_words(lang, puzzle, place, sq)
    )
}

/// "blue3 goes n4, m4, m5, pushing the stone from m4 to l4", "blue3 stays on k4".
fn move_words(lang: Lang, m: &PawnMove, puzzle: &Puzzle, names: &Names) -> String {
    let who = names.of(m.pawn);
    if m.path.is_empty() {
        return match puzzle.scenario.board().pawn_square(m.pawn) {
            Some(s) => t!(lang, "puzzle-move-stays", pawn = who, at = s),
            None => t!(lang, "puzzle-move-stays-waiting", pawn = who),
        };
    }
    let squares: Vec<String> = m.squares().map(|d| d.word(lang).into_owned()).collect();
    let mut words = t!(
        lang,
        "puzzle-move-goes",
        pawn = who,
        squares = squares.join(", ")
    );
    if m.dest == Dest::Out {
        words = t!(lang, "puzzle-move-out", moved = words);
    }
    for p in &m.pushes {
        words = match p.to {
            Some(to) => t!(
                lang,
                "puzzle-move-push",
                moved = words,
                piece = p.piece,
                from = p.from,
                to = to
            ),
            None => t!(
                lang,
                "puzzle-move-push-off",
                moved = words,
                piece = p.piece,
                from = p.from
            ),
        };
    }
    words
}

/// For a tile answer, what the other tiles do: "The 5 removes nothing; the 7 removes
/// blue1."
fn other_tiles(
    lang: Lang,
    puzzle: &Puzzle,
    options: &Options,
    answer: Tile,
    names: &Names,
) -> String {
    let others: Vec<Tile> = sorted_tiles(&distinct_tiles(puzzle))
        .into_iter()
        .filter(|&t| t != answer)
        .collect();
    let each: Vec<String> = others
        .iter()
        .map(|&t| {
            let trace = Trace::record(puzzle.scenario.board(), t, options);
            let gone = super::check::removals_words(
                lang,
                trace
                    .removed
                    .iter()
                    .map(|&(id, how, step)| (id, how, u32::from(step))),
                names,
            );
            if gone.is_empty() {
                t!(lang, "puzzle-other-none", tile = t)
            } else {
                t!(
                    lang,
                    "puzzle-other-removes",
                    tile = t,
                    list = and_list(lang, &gone)
                )
            }
        })
        .collect();
    let mut s = semicolons(lang, &each);
    if let Some(first) = s.chars().next() {
        s = first.to_uppercase().collect::<String>() + &s[first.len_utf8()..];
    }
    format!("{s}.")
}

/// The walks of an answer, for renderers that show the key step (re-exported for them).
pub fn key_walks(puzzle: &Puzzle, options: &Options, answer: &Answer) -> Option<Vec<Walk>> {
    walks(puzzle, options, answer)
}

/// The most tempting wrong candidate of `puzzle` ([`super::Judged::is_decoy`]): the one
/// that meets most of the goal's conditions (it almost works); among equals the plainest
/// move (fewest pieces pushed, fewest squares walked), then the first in candidate order.
/// `None` if no wrong candidate tempts.
pub fn most_tempting(puzzle: &Puzzle, options: &Options) -> Option<Judged> {
    let judge = Judge::of(puzzle, options);
    let met = |v: &Judged| -> usize {
        v.outcome
            .0
            .iter()
            .map(|&r| {
                (r & judge.feed).count_ones() as usize + (judge.spare & !r).count_ones() as usize
            })
            .sum()
    };
    let plain = |v: &Judged| -> (usize, usize) {
        let moves = &v.candidate.moves;
        (
            moves.iter().map(|m| m.pushes.len()).sum(),
            moves.iter().map(|m| m.path.len()).sum(),
        )
    };
    type Rank = (std::cmp::Reverse<usize>, (usize, usize));
    let mut best: Option<(Rank, Judged)> = None;
    for v in verdicts(puzzle, options)
        .into_iter()
        .filter(Judged::is_decoy)
    {
        let rank = (std::cmp::Reverse(met(&v)), plain(&v));
        if best.as_ref().is_none_or(|(b, _)| rank < *b) {
            best = Some((rank, v));
        }
    }
    best.map(|(_, v)| v)
}

/// One line on why the most tempting wrong candidate fails: the first tile (in the
/// puzzle's order) under which it breaks the goal, and there the first pawn to spare that
/// is removed, or else the pawns to feed that stay.
fn decoy_line(lang: Lang, puzzle: &Puzzle, options: &Options) -> Option<String> {
    let v = most_tempting(puzzle, options)?;
    let judge = Judge::of(puzzle, options);
    let c = &v.candidate;
    let scenario = match &c.answer {
        Answer::Squares(sq) => puzzle.scenario_with(sq),
        _ => puzzle.scenario.clone(),
    };
    let names = Names(scenario.pawns());
    let attempt = try_words(lang, puzzle, c, &names)?;
    let several = judge.tiles.len() > 1;
    for (i, &r) in v.outcome.0.iter().enumerate() {
        let tile = *judge.tiles.get(i)?;
        if r & judge.feed == judge.feed && r & judge.spare == 0 {
            continue;
        }
        let trace = Trace::record(&c.board, tile, options);
        let lost = trace
            .removed
            .iter()
            .filter(|(id, _, _)| judge.spare & bit(*id) != 0)
            .min_by_key(|&&(_, _, step)| step);
        let stay: Vec<String> = crate::search::members(judge.feed & !r)
            .map(|id| names.of(id).to_string())
            .collect();
        let lost = lost.map(|&(id, how, step)| (names.of(id), how, u32::from(step)));
        let reason = decoy_reason(lang, lost, &stay);
        return Some(if several {
            t!(
                lang,
                "puzzle-decoy-tile",
                attempt = attempt,
                tile = tile,
                reason = reason
            )
        } else {
            t!(lang, "puzzle-decoy", attempt = attempt, reason = reason)
        });
    }
    None
}

/// Why a tempting candidate fails: the first pawn to spare removed (`lost`: its name, how
/// and the step), else the pawns to feed that stay (`stay`).
pub(super) fn decoy_reason(
    lang: Lang,
    lost: Option<(&str, Removal, u32)>,
    stay: &[String],
) -> String {
    match lost {
        Some((pawn, how, step)) => t!(
            lang,
            "puzzle-decoy-loses",
            pawn = pawn,
            how = how,
            step = step
        ),
        None => t!(
            lang,
            "puzzle-decoy-misses",
            pawns = and_list(lang, stay),
            n = stay.len()
        ),
    }
}

/// A candidate in words, without the sentence around it: "red1 goes o6, o5", "blue2 on a4".
fn try_words(lang: Lang, puzzle: &Puzzle, c: &Candidate, names: &Names) -> Option<String> {
    Some(match (&puzzle.ask, &c.answer) {
        (Ask::Place(place), Answer::Squares(sq)) => placement_words(lang, puzzle, place, sq),
        (Ask::Move(_), Answer::Paths(_)) => {
            let mut each = String::new();
            for (i, m) in c.moves.iter().enumerate() {
                let words = move_words(lang, m, puzzle, names);
                each = if i == 0 {
                    words
                } else {
                    t!(lang, "puzzle-answer-then", first = each, next = words)
                };
            }
            each
        }
        _ => return None,
    })
}
