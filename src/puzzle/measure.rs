//! Measuring a puzzle and its solution: what a solver has to think through (the key step,
//! the steps to follow, the key ideas, the plausible candidates that fail, whether the
//! answer is natural), and the two flaws that disqualify a puzzle — forced (only one
//! candidate changes anything) and decomposable (two pieces that each solve their own
//! independent part).

use super::candidates::{self, board_of, Candidate, Judge, Outcome};
use super::difficulty::{Features, Idea};
use super::model::{Answer, Ask, Place, Puzzle};
use crate::board::{Board, PawnPlace};
use crate::geometry::Square;
use crate::monster::{Decision, Event, Side};
use crate::pawn::{self, Dest, PawnMove, Verdict};
use crate::rules::{Options, Tile};
use crate::search::bit;
use crate::trace::{StepTrace, Trace};

/// What [`measure`] found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Measure {
    /// The features (stored in the file).
    pub features: Features,
    /// Only one candidate changes what the monster removes: the answer is found by looking
    /// for the one thing that does anything.
    pub forced: bool,
    /// The answer's two pieces or moves each solve their own independent part of the goal.
    pub decomposable: bool,
}

/// One tile's walk with the answer, and without it.
#[derive(Clone, Debug)]
pub struct Walk {
    /// The tile.
    pub tile: Tile,
    /// The monster's move after the answer.
    pub with: Trace,
    /// Its move with nothing done (none when the puzzle picks a tile).
    pub without: Option<Trace>,
    /// The first step where the two differ (1 when there is nothing to compare with);
    /// `None` if they never do.
    pub key: Option<u8>,
    /// The step by which the goal is settled on this walk.
    pub settle: u8,
}

impl Walk {
    /// The steps from the key step to the settling one.
    pub fn window(&self) -> impl Iterator<Item = &StepTrace> {
        let key = self.key.unwrap_or(u8::MAX);
        let end = self.settle.max(key);
        self.with
            .steps
            .iter()
            .filter(move |s| s.step >= key && s.step <= end)
    }
}

/// Whether two steps are the same step of a walk: the same square and heading, the same
/// decision and the same events.
fn same_step(a: &StepTrace, b: &StepTrace) -> bool {
    (a.from, a.facing_before, a.decision, a.to, a.facing)
        == (b.from, b.facing_before, b.decision, b.to, b.facing)
        && a.events == b.events
}

/// The measure of a puzzle that may be kept at all: not forced, not decomposable, and for a
/// `weapon` puzzle turning on a weapon (a crush, a destruction or a pivot). The generator and
/// [`super::rederive`] keep and prune by it alike.
pub fn acceptable(puzzle: &Puzzle, options: &Options, answer: &Answer) -> Option<Measure> {
    measure(puzzle, options, answer).filter(|m| {
        !m.forced
            && !m.decomposable
            && (puzzle.kind != super::model::Kind::Weapon
                || m.features.ideas.iter().any(|i| i.is_weapon()))
    })
}

/// The walks of an answer, tile by tile (`None` if the answer cannot be played).
pub fn walks(puzzle: &Puzzle, options: &Options, answer: &Answer) -> Option<Vec<Walk>> {
    let board = board_of(puzzle, options, answer).ok()?;
    let (feed, _) = puzzle.feed_and_spare();
    let tiles = match answer {
        Answer::Tile(t) => vec![*t],
        _ => candidates::distinct_tiles(puzzle),
    };
    let base = (puzzle.ask != Ask::Tile).then_some(*puzzle.scenario.board());
    Some(
        tiles
            .into_iter()
            .map(|tile| {
                let with = Trace::record(&board, tile, options);
                let without = base.map(|b| Trace::record(&b, tile, options));
                let key = match &without {
                    None => Some(1),
                    Some(w) => (0..with.steps.len().max(w.steps.len()))
                        .find(|&i| match (with.steps.get(i), w.steps.get(i)) {
                            (Some(a), Some(b)) => !same_step(a, b),
                            _ => true,
                        })
                        .map(|i| i as u8 + 1),
                };
                let settle = if feed != 0 {
                    with.removed
                        .iter()
                        .filter(|(id, _, _)| feed & bit(*id) != 0)
                        .map(|&(_, _, step)| step)
                        .max()
                        .unwrap_or(with.outcome.steps)
                } else {
                    with.outcome.steps
                };
                Walk {
                    tile,
                    with,
                    without,
                    key,
                    settle,
                }
            })
            .collect(),
    )
}

/// Whether a move goes toward the exit (or out) or away from the monster: the moves a
/// player tries first. Distances are counted along rows and columns; a waiting pawn counts
/// as one square beyond the entrance.
pub fn natural(m: &PawnMove, before: &Board) -> bool {
    let monster = before.monster();
    let dist = |a: Square, b: Square| {
        (i32::from(a.col()) - i32::from(b.col())).abs()
            + (i32::from(a.row()) - i32::from(b.row())).abs()
    };
    // (to the exit, to the monster)
    let (exit0, monster0) = match before.pawn(m.pawn) {
        PawnPlace::At(s) => (dist(s, Square::A1), dist(s, monster)),
        PawnPlace::Waiting => (
            dist(Square::P11, Square::A1) + 1,
            dist(Square::P11, monster) + 1,
        ),
        _ => return false,
    };
    match m.dest {
        Dest::Out => true,
        Dest::Waiting => false,
        Dest::Square(s) => dist(s, Square::A1) < exit0 || dist(s, monster) > monster0,
    }
}

/// One candidate judged: its outcome, whether it meets the goal, whether it changes what
/// the monster removes (for a tile: whether it removes any pawn), and whether a player
/// tries it early ([`Features::decoys`] counts the tempting ones that change the outcome and
/// fail).
#[derive(Clone, Debug)]
pub struct Judged {
    /// The candidate.
    pub candidate: Candidate,
    /// What each tile removes after it.
    pub outcome: Outcome,
    /// Whether it meets the goal.
    pub holds: bool,
    /// Whether it changes what the monster removes.
    pub changes: bool,
    /// Whether a player tries it early: for moves the natural results (toward the exit or
    /// away from the monster), for placements of two or more those whose every piece
    /// changes the outcome on its own, otherwise those that change the outcome.
    pub plausible: bool,
}

impl Judged {
    /// A tempting wrong candidate: plausible, changing the outcome, and failing.
    pub fn is_decoy(&self) -> bool {
        self.plausible && self.changes && !self.holds
    }
}

/// Every candidate of `puzzle` judged (see [`Judged`]), in [`candidates::candidates`]'
/// order.
pub fn verdicts(puzzle: &Puzzle, options: &Options) -> Vec<Judged> {
    let judge = Judge::of(puzzle, options);
    let all = candidates::candidates(puzzle, options);
    let base = judge.baseline(puzzle);
    let changes = |o: &Outcome| match &base {
        Some(b) => o != b,
        None => o.0.iter().any(|&r| r != 0),
    };
    // Placing two or more things: a placement is plausible when each of its squares alone
    // changes the outcome.
    let single_changes: Vec<(Square, bool)> = match &puzzle.ask {
        Ask::Place(place) if place.count() >= 2 => {
            let one = match place {
                Place::Pawns { player, .. } => Place::Pawns {
                    count: 1,
                    player: player.clone(),
                },
                Place::Pieces { piece, .. } => Place::Pieces {
                    count: 1,
                    piece: *piece,
                },
            };
            puzzle
                .candidates()
                .into_iter()
                .map(|s| {
                    let mut b = *puzzle.scenario.board();
                    super::model::put(&mut b, &one, &[s]);
                    (s, changes(&judge.outcome(&b, &Answer::Squares(vec![s]))))
                })
                .collect()
        }
        _ => Vec::new(),
    };
    let plausible = |c: &Candidate, changing: bool| match &c.answer {
        Answer::Paths(_) => {
            let mut before = *puzzle.scenario.board();
            c.moves.iter().all(|m| {
                let ok = natural(m, &before);
                before = m.board;
                ok
            })
        }
        Answer::Squares(sq) if sq.len() >= 2 => sq
            .iter()
            .all(|s| single_changes.iter().any(|(q, ch)| q == s && *ch)),
        _ => changing,
    };
    all.into_iter()
        .map(|c| {
            let outcome = judge.outcome(&c.board, &c.answer);
            let ch = changes(&outcome);
            Judged {
                holds: judge.holds(&outcome),
                changes: ch,
                plausible: plausible(&c, ch),
                outcome,
                candidate: c,
            }
        })
        .collect()
}

/// Measures `puzzle` with `solution` (which must be a solution): see [`Measure`]. `None` if
/// the answer cannot be played on the puzzle.
pub fn measure(puzzle: &Puzzle, options: &Options, solution: &Answer) -> Option<Measure> {
    if super::feast::is_feast(puzzle) {
        return super::feast::measure(puzzle, options, solution);
    }
    let judge = Judge::of(puzzle, options);
    let base = judge.baseline(puzzle);
    let all = verdicts(puzzle, options);
    let changing = all.iter().filter(|v| v.changes).count() as u64;
    let decoys = all.iter().filter(|v| v.is_decoy()).count() as u64;
    let moves = match solution {
        Answer::Paths(p) => candidates::play_paths(puzzle, options, p).ok()?,
        _ => Vec::new(),
    };
    let natural_answer = {
        let mut before = *puzzle.scenario.board();
        moves.iter().all(|m| {
            let ok = natural(m, &before);
            before = m.board;
            ok
        })
    };
    let walks = walks(puzzle, options, solution)?;
    let answer_pawns = puzzle.answer_pawns();
    let mut ideas: Vec<Idea> = Vec::new();
    let mut add = |i: Idea| {
        if !ideas.contains(&i) {
            ideas.push(i);
        }
    };
    for m in &moves {
        if !m.pushes.is_empty() {
            add(Idea::Push);
        }
        if m.path.iter().any(|s| s.slide.is_some()) {
            add(Idea::Slide);
        }
    }
    let mut key_step = u8::MAX;
    let mut settle_step = 0u8;
    for w in &walks {
        let Some(key) = w.key else { continue };
        key_step = key_step.min(key);
        settle_step = settle_step.max(w.settle.max(key));
        for s in w.window() {
            match s.decision {
                Decision::Tie { .. } => add(Idea::Tie),
                Decision::Nearest { side, pawn, .. }
                    if side != Side::Ahead && answer_pawns & bit(pawn) != 0 =>
                {
                    add(Idea::Lure)
                }
                _ => {}
            }
            for e in &s.events {
                match e {
                    Event::Push { .. } => add(Idea::Push),
                    Event::Crushed { .. } => add(Idea::Crush),
                    Event::Destroyed { .. } => add(Idea::Destroy),
                    Event::Slide { .. } | Event::Enter { sliding: true, .. } => add(Idea::Slide),
                    Event::WallCross { .. } => add(Idea::Wall),
                    Event::PivotTurn { .. } => add(Idea::Pivot),
                    Event::Teleport { .. } => add(Idea::Teleport),
                    _ => {}
                }
            }
        }
    }
    if key_step == u8::MAX {
        key_step = 0;
    }
    ideas.sort();
    let features = Features {
        candidates: all.len() as u64,
        changing,
        decoys,
        key_step,
        settle_step,
        ideas,
        natural: natural_answer,
    };
    let decomposable = decomposable(puzzle, options, &judge, base.as_ref(), solution, &moves);
    Some(Measure {
        forced: changing <= 1,
        decomposable,
        features,
    })
}

/// The goal's conditions one outcome meets: for each tile, each pawn to feed removed and
/// each pawn to spare not.
fn met(judge: &Judge, o: &Outcome) -> Vec<bool> {
    let mut out = Vec::new();
    for &r in &o.0 {
        for id in crate::search::members(judge.feed | judge.spare) {
            let gone = r & bit(id) != 0;
            out.push(if judge.feed & bit(id) != 0 {
                gone
            } else {
                !gone
            });
        }
    }
    out
}

/// Whether a two-part answer is two puzzles glued together: each part alone (the other
/// not placed, or not moved) meets some of the conditions the position does not meet by
/// itself, together they cover all of them, and neither part alone breaks a condition the
/// position meets. Parts that need each other — a tie of two pawns, a lure that brings the
/// monster where the other part matters, a part that repairs what the other breaks — are
/// not decomposable. One-part answers never are.
fn decomposable(
    puzzle: &Puzzle,
    options: &Options,
    judge: &Judge,
    base: Option<&Outcome>,
    solution: &Answer,
    moves: &[PawnMove],
) -> bool {
    let Some(base) = base else { return false };
    let parts: Option<[Board; 2]> = match (&puzzle.ask, solution) {
        (Ask::Place(place), Answer::Squares(sq)) if sq.len() == 2 => {
            let alone = |keep: usize| {
                let mut b = *puzzle.scenario.board();
                match place {
                    // Both pawns keep their ids; the other one is set aside, off the board.
                    Place::Pawns { .. } => {
                        let ids: Vec<_> = sq
                            .iter()
                            .filter_map(|&s| b.add_pawn(PawnPlace::At(s)))
                            .collect();
                        if let Some(&other) = ids.get(1 - keep) {
                            b.set_pawn(other, PawnPlace::Out);
                        }
                    }
                    Place::Pieces { piece, .. } => b.put_piece(sq[keep], *piece),
                }
                b
            };
            Some([alone(0), alone(1)])
        }
        (Ask::Move(_), Answer::Paths(paths)) if paths.len() == 2 && moves.len() == 2 => {
            let movers = puzzle.movers();
            let (pawn, points) = movers[1];
            match pawn::explain_path(puzzle.scenario.board(), pawn, points, options, &paths[1]) {
                Verdict::Legal(m) => Some([moves[0].board, m.board]),
                // The second move needs the first one's: they interact.
                Verdict::Illegal(_) => None,
            }
        }
        _ => None,
    };
    let Some([a, b]) = parts else { return false };
    let base_met = met(judge, base);
    let met_a = met(judge, &judge.outcome(&a, solution));
    let met_b = met(judge, &judge.outcome(&b, solution));
    let needed: Vec<usize> = (0..base_met.len()).filter(|&i| !base_met[i]).collect();
    let a_part = needed.iter().any(|&i| met_a[i]);
    let b_part = needed.iter().any(|&i| met_b[i]);
    let covered = needed.iter().all(|&i| met_a[i] || met_b[i]);
    let keeps = |m: &[bool]| (0..base_met.len()).all(|i| !base_met[i] || m[i]);
    a_part && b_part && covered && keeps(&met_a) && keeps(&met_b)
}
