//! A puzzle's hints (issue 28): a ladder of four, as puzzle columns and trainers give them,
//! each saying more than the one before and only the last one the answer:
//!
//! 1. the idea: the solution's [themes](super::themes) ("The idea: a lure (M4).");
//! 2. the pieces that matter: the pawns the answer moves, and the piece the key step acts on
//!    — the pawn the monster turns to or ties over, the stone it pushes or that hides a
//!    pawn, the pivot stone that turns it; if that is only the answer's own pawns, the first
//!    such thing after the key step ("Look at red4 and the stone on k6.");
//! 3. the monster's first decision that counts: the key step (the first step where the
//!    answer changes the walk), its number, where the monster stands and its decision in the
//!    trace's own words ([`crate::render::trace::decision_text`]), and what it does there
//!    when the decision is the same as without the answer;
//! 4. the answer with its trace: the [explanation](super::explanation).
//!
//! Everything is read off the engine's trace of the solution, never made up. The first three
//! never name the answer's destination squares (nor, for a tile to pick, the tile): a square
//! that would give it away is left out of the sentence.

use super::candidates::{board_of, play_paths};
use super::explain::{explanation_in, semicolons};
use super::measure::walks;
use super::model::{Answer, Ask, Place, Puzzle};
use super::themes::themes;
use crate::board::{Occupant, PawnId, Piece};
use crate::geometry::Square;
use crate::i18n::{and_list, Lang};
use crate::monster::{Blocker, Decision, Event, Thing};
use crate::pawn::Dest;
use crate::render::trace::{decision_text, event_text, Names};
use crate::rules::Options;
use crate::search::bit;
use crate::t;

/// How many hints a puzzle has.
pub const HINTS: usize = 4;

/// The four hints of `answer` (a solution of `puzzle`) in English; `None` if the answer
/// cannot be played.
pub fn hints(puzzle: &Puzzle, options: &Options, answer: &Answer) -> Option<Vec<String>> {
    hints_in(Lang::En, puzzle, options, answer)
}

/// The words of `answer` the first three hints must not say: its destination squares (a
/// move's last squares, a placement's squares) or, for a tile to pick, the tile's name.
pub fn answer_giveaways(answer: &Answer) -> Vec<String> {
    match answer {
        Answer::Squares(sq) => sq.iter().map(|s| s.to_string()).collect(),
        Answer::Paths(paths) => paths
            .iter()
            .filter_map(|p| match p.last() {
                Some(Dest::Square(s)) => Some(s.to_string()),
                _ => None,
            })
            .collect(),
        Answer::Tile(t) => vec![t.to_string()],
    }
}

/// Whether `text` says any of `words` as a word of its own.
pub fn says_any(text: &str, words: &[String]) -> bool {
    text.split(|c: char| !(c.is_alphanumeric() || c == '-'))
        .any(|w| words.iter().any(|g| g == w))
}

/// The hints to show in `lang`: the file's (`puzzle.hints`), told in `lang` where they are
/// ours (what [`hints`] writes for `answer`, a solution), the file's own words, as they are,
/// otherwise; for a file without hints, ours for `answer`. `None` if there are none.
pub fn told_hints_in(
    lang: Lang,
    puzzle: &Puzzle,
    options: &Options,
    answer: Option<&Answer>,
) -> Option<Vec<String>> {
    let Some(stated) = puzzle.hints.clone() else {
        return hints_in(lang, puzzle, options, answer?);
    };
    let Some(first) = answer else {
        return Some(stated);
    };
    if lang == Lang::En {
        return Some(stated);
    }
    let words = |t: &str| t.split_whitespace().collect::<Vec<_>>().join(" ");
    let ours = hints(puzzle, options, first).is_some_and(|h| {
        h.len() == stated.len() && h.iter().zip(&stated).all(|(a, b)| words(a) == words(b))
    });
    if ours {
        hints_in(lang, puzzle, options, first).or(Some(stated))
    } else {
        Some(stated)
    }
}

/// The first hint: the idea, the answer's themes in words.
pub(super) fn idea_hint(lang: Lang, themes: &[super::themes::Theme]) -> String {
    if themes.is_empty() {
        t!(lang, "puzzle-hint-no-theme")
    } else {
        let words: Vec<String> = themes.iter().map(|t| t.words(lang)).collect();
        t!(lang, "puzzle-hint-idea", themes = and_list(lang, &words))
    }
}

/// [`hints`] in `lang`.
pub fn hints_in(
    lang: Lang,
    puzzle: &Puzzle,
    options: &Options,
    answer: &Answer,
) -> Option<Vec<String>> {
    if super::feast::is_feast(puzzle) {
        return super::feast::hints_in(lang, puzzle, options, answer);
    }
    let giveaways = answer_giveaways(answer);
    let themes = themes(puzzle, options, answer)?;
    let idea = idea_hint(lang, &themes);

    let walks = walks(puzzle, options, answer)?;
    let scenario = match answer {
        Answer::Squares(sq) => puzzle.scenario_with(sq),
        _ => puzzle.scenario.clone(),
    };
    let names = Names(scenario.pawns());
    // The walk whose key step comes first (the first tile's, on a tie).
    let walk = walks
        .iter()
        .filter(|w| w.key.is_some())
        .min_by_key(|w| w.key)?;
    let key = match walk.without {
        Some(_) => walk.key?,
        // A tile to pick: nothing to compare with, so the first step where the monster turns,
        // ties, or does more than walk on.
        None => walk
            .with
            .steps
            .iter()
            .find(|s| counts(s))
            .map_or(1, |s| s.step),
    };
    let step = walk.with.steps.get(usize::from(key) - 1)?;
    let before = walk
        .without
        .as_ref()
        .and_then(|t| t.steps.get(usize::from(key) - 1));
    let same_look = before.is_some_and(|b| b.decision == step.decision);

    // Hint 2: the pawns the answer moves, then what the key step acts on.
    let answer_pawns = puzzle.answer_pawns();
    let mut pawns: Vec<PawnId> = match &puzzle.ask {
        Ask::Move(_) => puzzle.movers().iter().map(|m| m.0).collect(),
        _ => Vec::new(),
    };
    let mut pieces: Vec<(Piece, Square, u8)> = Vec::new();
    let mut teleporters: Vec<Square> = Vec::new();
    fn add_pawn(id: PawnId, pawns: &mut Vec<PawnId>) {
        if !pawns.contains(&id) {
            pawns.push(id);
        }
    }
    if !same_look {
        match step.decision {
            Decision::Nearest { pawn, .. } => add_pawn(pawn, &mut pawns),
            Decision::Tie { distance } => {
                for (id, d) in step.sights.iter().filter_map(|s| s.pawn) {
                    if d == distance {
                        add_pawn(id, &mut pawns);
                    }
                }
            }
            Decision::NothingSeen => {
                // It sees nothing: a piece hides a pawn, or the pawn it would have gone for
                // is gone.
                for s in &step.sights {
                    if let Blocker::Piece(p, at) = s.blocker {
                        pieces.push((p, at, key));
                    }
                }
                if pieces.is_empty() {
                    if let Some(Decision::Nearest { pawn, .. }) = before.map(|b| b.decision) {
                        add_pawn(pawn, &mut pawns);
                    }
                }
            }
        }
    }
    if same_look || (pawns.iter().all(|&p| answer_pawns & bit(p) != 0) && pieces.is_empty()) {
        for e in &step.events {
            match *e {
                Event::Push {
                    thing: Thing::Piece(p),
                    from,
                    ..
                } => pieces.push((p, from, key)),
                Event::Push {
                    thing: Thing::Pawn(id),
                    ..
                }
                | Event::Eat { pawn: id, .. }
                | Event::Crushed { pawn: id, .. }
                | Event::Destroyed { pawn: id, .. } => add_pawn(id, &mut pawns),
                Event::PivotTurn { at, kind, .. } => pieces.push((Piece::Pivot(kind), at, key)),
                Event::Teleport { from, .. } => teleporters.push(from),
                _ => {}
            }
        }
    }
    // Only the answer's own pawns so far: add the first thing the monster acts on after the
    // key step, on its way to settling the goal (a stone it pushes, a pivot stone that turns
    // it, a teleporter, a pawn it turns to or ties over).
    if pieces.is_empty()
        && teleporters.is_empty()
        && pawns.iter().all(|&p| answer_pawns & bit(p) != 0)
    {
        'walk: for s in walk.window().filter(|s| s.step > key) {
            let before = pawns.len();
            match s.decision {
                Decision::Nearest { side, pawn, .. } if side != crate::monster::Side::Ahead => {
                    add_pawn(pawn, &mut pawns)
                }
                Decision::Tie { distance } => {
                    for (id, d) in s.sights.iter().filter_map(|x| x.pawn) {
                        if d == distance {
                            add_pawn(id, &mut pawns);
                        }
                    }
                }
                _ => {}
            }
            if pawns.len() > before {
                break;
            }
            for e in &s.events {
                match *e {
                    Event::Push {
                        thing: Thing::Piece(p),
                        from,
                        ..
                    } => pieces.push((p, from, s.step)),
                    Event::PivotTurn { at, kind, .. } => {
                        pieces.push((Piece::Pivot(kind), at, s.step))
                    }
                    Event::Teleport { from, .. } => teleporters.push(from),
                    _ => continue,
                }
                break 'walk;
            }
        }
    }
    pieces.dedup();
    let mut said: Vec<String> = pawns.iter().map(|&id| names.of(id).to_string()).collect();
    for &(piece, at, step) in &pieces {
        said.push(piece_words(
            lang, puzzle, options, answer, walk, step, piece, at, &giveaways,
        )?);
    }
    for &at in &teleporters {
        said.push(if giveaways.contains(&at.to_string()) {
            t!(lang, "puzzle-hint-teleporter-here")
        } else {
            t!(lang, "puzzle-hint-teleporter", at = at)
        });
    }
    let look = if said.is_empty() {
        t!(lang, "puzzle-hint-look-monster")
    } else {
        t!(lang, "puzzle-hint-look", pieces = and_list(lang, &said))
    };

    // Hint 3: the key step, its decision in the trace's words, and what it does there when
    // the answer changes what happens rather than what the monster decides.
    let decision = decision_text(
        lang,
        &step.decision,
        &step.sights,
        step.facing_before,
        &names,
    );
    let mut body = decision;
    // It sees nothing where it saw a pawn before: say which.
    if let (Decision::NothingSeen, Some(b)) = (step.decision, before) {
        if b.decision != step.decision {
            body = t!(
                lang,
                "puzzle-hint-otherwise",
                decision = body,
                otherwise = decision_text(lang, &b.decision, &b.sights, b.facing_before, &names)
            );
        }
    }
    if same_look {
        let told: Vec<String> = step
            .events
            .iter()
            .filter_map(|e| event_text(lang, e, &names))
            .filter(|t| !says_any(t, &giveaways))
            .collect();
        if !told.is_empty() {
            body = t!(
                lang,
                "puzzle-hint-then",
                decision = body,
                events = semicolons(lang, &told)
            );
        }
    }
    // With several tiles, the tile whose walk this is (a tile to pick is never named).
    let tile = if walks.len() > 1 && puzzle.ask != Ask::Tile {
        "yes"
    } else {
        "no"
    };
    let decides = if giveaways.contains(&step.from.to_string()) {
        t!(
            lang,
            "puzzle-hint-key-step-here",
            step = key,
            body = body,
            with = tile,
            tile = walk.tile
        )
    } else {
        t!(
            lang,
            "puzzle-hint-key-step",
            step = key,
            at = step.from,
            dir = step.facing_before,
            body = body,
            with = tile,
            tile = walk.tile
        )
    };

    let answer_words = explanation_in(lang, puzzle, options, answer)?;
    Some(vec![idea, look, decides, answer_words])
}

/// A piece the key step acts on, named by the square it stands on in the puzzle's position
/// ("the stone on k6"); one the answer places, "the stone you place"; one on a square that
/// would give the answer away, by what moved it.
#[allow(clippy::too_many_arguments)]
fn piece_words(
    lang: Lang,
    puzzle: &Puzzle,
    options: &Options,
    answer: &Answer,
    walk: &super::measure::Walk,
    step: u8,
    piece: Piece,
    at: Square,
    giveaways: &[String],
) -> Option<String> {
    // Back from the step to the puzzle's position: the monster's pushes before it, then
    // the answer's own pushes, undone in reverse order.
    let mut cur = at;
    for s in walk.with.steps.iter().take(usize::from(step) - 1).rev() {
        for e in s.events.iter().rev() {
            match *e {
                Event::Push { from, to, .. } | Event::Slide { from, to, .. } if to == cur => {
                    cur = from
                }
                _ => {}
            }
        }
    }
    let mut pusher: Option<PawnId> = None;
    if let Answer::Paths(paths) = answer {
        let moves = play_paths(puzzle, options, paths).ok()?;
        for m in moves.iter().rev() {
            for p in m.pushes.iter().rev() {
                if p.to == Some(cur) {
                    cur = p.from;
                    pusher = Some(m.pawn);
                }
            }
        }
    }
    if let (Ask::Place(Place::Pieces { .. }), Answer::Squares(sq)) = (&puzzle.ask, answer) {
        if sq.contains(&cur) {
            return Some(t!(lang, "puzzle-hint-piece-placed", piece = piece));
        }
    }
    let there = puzzle.scenario.board().occupant(cur) == Occupant::Piece(piece);
    if there && !giveaways.contains(&cur.to_string()) {
        return Some(t!(lang, "puzzle-hint-piece-on", piece = piece, at = cur));
    }
    let board = board_of(puzzle, options, answer).ok()?;
    let names = Names(puzzle.scenario.pawns());
    Some(match pusher {
        Some(pawn) => t!(
            lang,
            "puzzle-hint-piece-pushed",
            piece = piece,
            pawn = names.of(pawn)
        ),
        None if board.occupant(at) == Occupant::Piece(piece)
            && !giveaways.contains(&at.to_string()) =>
        {
            t!(lang, "puzzle-hint-piece-on", piece = piece, at = at)
        }
        None => t!(lang, "puzzle-hint-piece", piece = piece),
    })
}

/// Whether a step of a walk counts for a hint: the monster turns or ties, or does more than
/// walk on (a push, a wall, a pivot, a teleport, a removal).
fn counts(s: &crate::trace::StepTrace) -> bool {
    let decides = match s.decision {
        Decision::NothingSeen => false,
        Decision::Nearest { side, .. } => side != crate::monster::Side::Ahead,
        Decision::Tie { .. } => true,
    };
    decides
        || s.events.iter().any(|e| {
            matches!(
                e,
                Event::Push { .. }
                    | Event::PivotTurn { .. }
                    | Event::WallCross { .. }
                    | Event::Teleport { .. }
                    | Event::Eat { .. }
                    | Event::Crushed { .. }
                    | Event::Destroyed { .. }
            )
        })
}
