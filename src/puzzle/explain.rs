//! The short explanation stored with a puzzle: the answer, the decisive step and why, and
//! what settles the goal — every sentence about the monster in the trace's own words
//! ([`crate::render::trace::decision_text`], [`crate::render::trace::event_text`], with
//! their rule ids), so the explanation never says what the trace would not.

use super::candidates::{self, distinct_tiles};
use super::measure::{walks, Walk};
use super::model::{and_list, sorted_tiles, tile_words, Answer, Ask, Place, Puzzle};
use crate::board::{PawnId, Piece};
use crate::monster::Event;
use crate::pawn::{Dest, PawnMove};
// The puzzles speak English until their own messages are in the catalogue (issue 25).
use crate::i18n::Lang;
use crate::render::trace::{decision_text, event_text, Names};
use crate::rules::{Options, Tile};
use crate::search::bit;
use crate::trace::Trace;

/// The explanation of `answer` (a solution of `puzzle`), or `None` if it cannot be played.
pub fn explanation(puzzle: &Puzzle, options: &Options, answer: &Answer) -> Option<String> {
    let walks = walks(puzzle, options, answer)?;
    let scenario = match answer {
        Answer::Squares(sq) => puzzle.scenario_with(sq),
        _ => puzzle.scenario.clone(),
    };
    let names = Names(scenario.pawns());
    let (feed, spare) = puzzle.feed_and_spare();
    let mut out: Vec<String> = vec![answer_words(puzzle, options, answer, &names)?];
    // Each tile's sentences; tiles whose sentences are the same are told once, together.
    let mut told_walks: Vec<(Vec<Tile>, Vec<String>)> = Vec::new();
    for w in &walks {
        let Some(key) = w.key else { continue };
        let mut said: Vec<String> = Vec::new();
        // Where the answer changes the walk, and why (not for a tile: no other walk).
        if w.without.is_some() {
            if let Some(s) = w.with.steps.get(usize::from(key) - 1) {
                let before = w
                    .without
                    .as_ref()
                    .and_then(|t| t.steps.get(usize::from(key) - 1));
                let same_look = before.is_some_and(|b| b.decision == s.decision);
                let body = if same_look {
                    step_events(s.events.as_slice(), &names).unwrap_or_else(|| {
                        decision_text(Lang::En, &s.decision, &s.sights, s.facing_before, &names)
                    })
                } else {
                    decision_text(Lang::En, &s.decision, &s.sights, s.facing_before, &names)
                };
                said.push(format!(
                    "Step {key}, on {} facing {}: {body}.",
                    s.from, s.facing_before
                ));
            }
        }
        // What the goal needs after it: the removals of the pawns to feed, and on the way the
        // pivot turns, teleports, wall crossings and ties that bring the monster there.
        let mut told = 0;
        for s in w.window().filter(|s| s.step > key || w.without.is_none()) {
            let mut parts: Vec<String> = Vec::new();
            if matches!(s.decision, crate::monster::Decision::Tie { .. }) && told < 2 {
                parts.push(decision_text(
                    Lang::En,
                    &s.decision,
                    &s.sights,
                    s.facing_before,
                    &names,
                ));
            }
            for e in &s.events {
                let wanted = match e {
                    Event::Eat { pawn, .. }
                    | Event::Crushed { pawn, .. }
                    | Event::Destroyed { pawn, .. } => feed & bit(*pawn) != 0,
                    Event::PivotTurn { .. } | Event::Teleport { .. } | Event::WallCross { .. } => {
                        told < 2
                    }
                    _ => false,
                };
                if wanted {
                    if let Some(t) = event_text(Lang::En, e, &names) {
                        parts.push(t);
                    }
                }
            }
            if !parts.is_empty() {
                told += 1;
                said.push(format!("Step {}: {}.", s.step, parts.join("; ")));
            }
        }
        // A goal that only spares: where the spared pawn would have gone without the answer.
        if feed == 0 {
            if let Some(without) = &w.without {
                if let Some(&(id, how, step)) = without
                    .removed
                    .iter()
                    .find(|(id, _, _)| spare & bit(*id) != 0)
                {
                    said.push(format!(
                        "Without it, {} would be {} at step {step}.",
                        names.of(id),
                        how.name(),
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
            let which = if tiles.len() == walks.len() {
                "With every tile".to_string()
            } else {
                let words: Vec<String> =
                    sorted_tiles(&tiles).iter().map(|t| t.to_string()).collect();
                format!(
                    "With the tile{} {}",
                    if tiles.len() == 1 { "" } else { "s" },
                    and_list(&words)
                )
            };
            out.push(format!("{which}: {}", said.join(" ")));
        } else {
            out.extend(said);
        }
    }
    if feed == 0 && spare != 0 {
        let who: Vec<String> = crate::search::members(spare)
            .map(|id| names.of(id).to_string())
            .collect();
        out.push(match walks.len() {
            1 => format!("{} stays on the board.", and_list(&who)),
            _ => format!("No tile removes {}.", and_list(&who)),
        });
    }
    if let Answer::Tile(t) = answer {
        out.push(other_tiles(puzzle, options, *t, &names));
    }
    Some(out.join(" "))
}

/// The events of one step in words, joined; `None` if none is told.
fn step_events(events: &[Event], names: &Names) -> Option<String> {
    let words: Vec<String> = events
        .iter()
        .filter_map(|e| event_text(Lang::En, e, names))
        .collect();
    (!words.is_empty()).then(|| words.join("; "))
}

/// The answer in words: "blue3 goes n4, m4, m5, pushing the stone from m4 to l4.", "Put
/// blue2 on a4 and blue3 on g6.", "Only the 10 does it."
fn answer_words(
    puzzle: &Puzzle,
    options: &Options,
    answer: &Answer,
    names: &Names,
) -> Option<String> {
    Some(match (&puzzle.ask, answer) {
        (Ask::Place(place), Answer::Squares(sq)) => {
            let each: Vec<String> = match place {
                Place::Pawns { .. } => puzzle
                    .placed_names()
                    .iter()
                    .zip(sq)
                    .map(|(n, s)| format!("{n} on {s}"))
                    .collect(),
                Place::Pieces { piece, .. } => sq
                    .iter()
                    .map(|s| format!("the {} on {s}", piece_name(*piece)))
                    .collect(),
            };
            format!("Put {}.", and_list(&each))
        }
        (Ask::Move(_), Answer::Paths(paths)) => {
            let moves = candidates::play_paths(puzzle, options, paths).ok()?;
            let each: Vec<String> = moves.iter().map(|m| move_words(m, puzzle, names)).collect();
            format!("{}.", each.join("; then "))
        }
        (Ask::Tile, Answer::Tile(t)) => format!("Only {} does it.", tile_words(*t)),
        _ => return None,
    })
}

fn piece_name(p: Piece) -> String {
    p.to_string()
}

/// "blue3 goes n4, m4, m5, pushing the stone from m4 to l4", "blue3 stays on k4".
fn move_words(m: &PawnMove, puzzle: &Puzzle, names: &Names) -> String {
    let who = names.of(m.pawn);
    if m.path.is_empty() {
        return match puzzle.scenario.board().pawn_square(m.pawn) {
            Some(s) => format!("{who} stays on {s}"),
            None => format!("{who} stays where it is"),
        };
    }
    let squares: Vec<String> = m.squares().map(|d| d.to_string()).collect();
    let mut words = format!("{who} goes {}", squares.join(", "));
    if m.dest == Dest::Out {
        words.push_str(" (out through the exit)");
    }
    for p in &m.pushes {
        match p.to {
            Some(to) => words.push_str(&format!(
                ", pushing the {} from {} to {to}",
                p.piece, p.from
            )),
            None => words.push_str(&format!(
                ", pushing the {} from {} out of the game",
                p.piece, p.from
            )),
        }
    }
    words
}

/// For a tile answer, what the other tiles do: "The 5 removes nothing; the 7 removes
/// blue1."
fn other_tiles(puzzle: &Puzzle, options: &Options, answer: Tile, names: &Names) -> String {
    let others: Vec<Tile> = sorted_tiles(&distinct_tiles(puzzle))
        .into_iter()
        .filter(|&t| t != answer)
        .collect();
    let each: Vec<String> = others
        .iter()
        .map(|&t| {
            let trace = Trace::record(puzzle.scenario.board(), t, options);
            let gone: Vec<String> = trace
                .removed
                .iter()
                .map(|&(id, how, step): &(PawnId, _, u8)| {
                    format!("{} {} at step {step}", names.of(id), how.name())
                })
                .collect();
            if gone.is_empty() {
                format!("{} removes no pawn", tile_words(t))
            } else {
                format!("{}: {}", tile_words(t), and_list(&gone))
            }
        })
        .collect();
    let mut s = each.join("; ");
    if let Some(first) = s.get(..1) {
        s = first.to_uppercase() + &s[1..];
    }
    format!("{s}.")
}

/// The walks of an answer, for renderers that show the key step (re-exported for them).
pub fn key_walks(puzzle: &Puzzle, options: &Options, answer: &Answer) -> Option<Vec<Walk>> {
    walks(puzzle, options, answer)
}
