//! A player's answer judged (the web page's puzzle tab): right or wrong, and why in the
//! trace's words — what the monster takes with each tile, and what the goal still needs.
//! The judge is the solver's own ([`Judge`]), so an answer is right exactly when the solver
//! counts it a solution (a move by any legal path to the same result included).

use super::candidates::{board_of, distinct_tiles, Judge};
use super::feast::FeastTrace;
use super::model::{Answer, Puzzle};
use crate::board::{Board, PawnId, Removal};
use crate::geometry::Square;
use crate::i18n::{and_list, Lang};
use crate::monster::Ending;
use crate::render::trace::Names;
use crate::rules::{Options, Tile};
use crate::search::{bit, members, PawnSet};
use crate::t;
use crate::trace::Trace;

/// A judged answer.
#[derive(Clone, Debug)]
pub struct Checked {
    /// Whether it solves the puzzle.
    pub right: bool,
    /// Why, in words: the verdict, what the monster takes with each tile told, and for a
    /// wrong answer what the goal needed.
    pub why: String,
    /// The tile whose move tells the verdict: the first tile under which a wrong answer
    /// fails, else the first tile.
    pub tile: Tile,
    /// The board the answer leaves, before the monster moves.
    pub board: Board,
}

/// Judges `answer` in `lang`; `Err` (in the thread's language, as [`board_of`] says it) if it
/// cannot be played: an illegal path, a square that is not empty, a tile not offered, an
/// answer of another kind.
pub fn check_in(
    lang: Lang,
    puzzle: &Puzzle,
    options: &Options,
    answer: &Answer,
) -> Result<Checked, String> {
    let board = board_of(puzzle, options, answer)?;
    let judge = Judge::of(puzzle, options);
    let right = judge.holds(&judge.outcome(&board, answer));
    let scenario = match answer {
        Answer::Squares(sq) => puzzle.scenario_with(sq),
        _ => puzzle.scenario.clone(),
    };
    let names = Names(scenario.pawns());
    let tiles: Vec<Tile> = match answer {
        Answer::Tile(t) if puzzle.ask == super::model::Ask::Tile => vec![*t],
        _ => distinct_tiles(puzzle),
    };
    let mut said = vec![if right {
        t!(lang, "puzzle-check-right")
    } else {
        t!(lang, "puzzle-check-wrong")
    }];
    let mut shown = None;
    for &tile in &tiles {
        let trace = Trace::record(&board, tile, options);
        let removed = trace.removed.iter().fold(0, |s, (id, _, _)| s | bit(*id));
        let missed = judge.feed & !removed;
        let hurt = judge.spare & removed;
        let fails = missed != 0 || hurt != 0;
        if !right && !fails {
            continue;
        }
        let taken = removals_words(
            lang,
            trace
                .removed
                .iter()
                .map(|&(id, how, step)| (id, how, u32::from(step))),
            &names,
        );
        said.push(if taken.is_empty() {
            t!(lang, "puzzle-check-takes-none", tile = tile)
        } else {
            t!(
                lang,
                "puzzle-check-takes",
                tile = tile,
                list = and_list(lang, &taken)
            )
        });
        said.extend(goal_needs(lang, missed, hurt, &names));
        shown.get_or_insert(tile);
        if fails {
            // The first tile that fails tells why; the others are not needed.
            break;
        }
    }
    Ok(Checked {
        right,
        why: said.join(" "),
        tile: shown.or(tiles.first().copied()).unwrap_or(Tile::Steps(8)),
        board,
    })
}

/// The longest feast walk [`check_feast_in`] judges: the steps a trace numbers (a step's
/// number is a byte) and the page steps through. Every walk ends by itself (a repeated state
/// ends it), but a request's work stays bounded all the same.
pub const MAX_FEAST_STEPS: u32 = u8::MAX as u32;

/// A judged feast answer.
#[derive(Clone, Debug)]
pub struct FeastChecked {
    /// Whether it solves the puzzle.
    pub right: bool,
    /// Why, in words: the verdict, what the monster removes walking without a step limit,
    /// what the goal still needed, and where the walk repeats.
    pub why: String,
    /// The walk, pieces placed.
    pub walk: FeastTrace,
}

/// Judges a feast placement in `lang` by the walk without a step limit (the solver's own
/// walk, [`super::feast_walk`]); `Err` in `lang` if it cannot be played (a square that is
/// not empty, another count) or its walk is longer than [`MAX_FEAST_STEPS`].
pub fn check_feast_in(
    lang: Lang,
    puzzle: &Puzzle,
    options: &Options,
    squares: &[Square],
) -> Result<FeastChecked, String> {
    let answer = Answer::Squares(squares.to_vec());
    let board = crate::i18n::speaking_in(lang, || board_of(puzzle, options, &answer))?;
    let sets = puzzle.feed_and_spare();
    let walk = super::feast::record_within(&board, options, sets, MAX_FEAST_STEPS)
        .map_err(|_| t!(lang, "puzzle-check-feast-too-long", steps = MAX_FEAST_STEPS))?;
    let (feed, spare) = sets;
    let scenario = puzzle.scenario_with(squares);
    let names = Names(scenario.pawns());
    let mut said = vec![if walk.solved {
        t!(lang, "puzzle-check-right")
    } else {
        t!(lang, "puzzle-check-wrong")
    }];
    let taken = removals_words(lang, walk.removed.iter().copied(), &names);
    said.push(if taken.is_empty() {
        t!(lang, "puzzle-check-feast-takes-none")
    } else {
        t!(
            lang,
            "puzzle-check-feast-takes",
            list = and_list(lang, &taken)
        )
    });
    let gone = walk.removed.iter().fold(0, |s, (id, _, _)| s | bit(*id));
    said.extend(goal_needs(lang, feed & !gone, spare & gone, &names));
    if let Ending::Cycle { first, steps, .. } = walk.ending {
        said.push(t!(
            lang,
            "puzzle-check-feast-loop",
            first = first + 1,
            step = steps + 1
        ));
    }
    Ok(FeastChecked {
        right: walk.solved,
        why: said.join(" "),
        walk,
    })
}

/// Pawns removed in words: "red1 eaten at step 4" each, in order.
pub(super) fn removals_words(
    lang: Lang,
    removed: impl Iterator<Item = (PawnId, Removal, u32)>,
    names: &Names,
) -> Vec<String> {
    removed
        .map(|(id, how, step)| {
            t!(
                lang,
                "puzzle-other-item",
                pawn = names.of(id),
                how = how,
                step = step
            )
        })
        .collect()
}

/// What the goal still needed: the pawns to feed `missed` removed, the pawns to spare `hurt`
/// left on the board; a sentence each that is not empty.
fn goal_needs(lang: Lang, missed: PawnSet, hurt: PawnSet, names: &Names) -> Vec<String> {
    let list = |set: PawnSet| -> String {
        let words: Vec<String> = members(set).map(|id| names.of(id).to_string()).collect();
        and_list(lang, &words)
    };
    let mut said = Vec::new();
    if missed != 0 {
        said.push(t!(
            lang,
            "puzzle-check-needs-removed",
            pawns = list(missed),
            n = members(missed).count()
        ));
    }
    if hurt != 0 {
        said.push(t!(
            lang,
            "puzzle-check-needs-spared",
            pawns = list(hurt),
            n = members(hurt).count()
        ));
    }
    said
}
