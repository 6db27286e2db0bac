//! Economy (issue 28): every piece on a puzzle's board is needed or a named decoy.
//!
//! A piece (a pawn, a stone-like piece, a pool, a teleporter pair) is taken off the position
//! alone and the puzzle judged again ([`super::measure::verdicts`]):
//!
//! - **needed**: the answer changes — it no longer works, or another candidate works too —
//!   or the question names the piece (a pawn to move or to feed), or the position without it
//!   is not a position;
//! - **decoy**: the answer stays the single one, but a tempting wrong candidate (plausible,
//!   changing what the monster removes, failing: [`super::Features::decoys`]) is no longer
//!   one — the piece is what that candidate runs into. Decoys are named in the file
//!   (`decoys:`), by the pawn's name, the piece's or pool's square, or the teleporter pair's
//!   name;
//! - **idle**: neither. The generator takes idle pieces off; a test proves the stored set has
//!   none.

use super::candidates::board_of;
use super::measure::verdicts;
use super::model::{Answer, Ask, Puzzle, PuzzleGoal};
use crate::board::Board;
use crate::geometry::Square;
use crate::rules::Options;
use crate::setup::Setup;

/// One thing that can be taken off a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Part {
    /// A pawn, by its name.
    Pawn(String),
    /// A stone-like piece, by its square.
    Piece(Square),
    /// A blood pool, by its square.
    Pool(Square),
    /// A teleporter pair, by its name.
    Pair(String),
}

impl Part {
    /// How the file names it: the pawn's name, the square, or the pair's name.
    pub fn label(&self) -> String {
        match self {
            Part::Pawn(n) | Part::Pair(n) => n.clone(),
            Part::Piece(s) | Part::Pool(s) => s.to_string(),
        }
    }
}

/// The part of `setup` a file's `decoys:` entry names, if any.
pub fn part_named(setup: &Setup, name: &str) -> Option<Part> {
    parts(setup).into_iter().find(|p| p.label() == name.trim())
}

/// Every part of a position, in the setup's order: pawns, pieces, pools, teleporter pairs.
pub fn parts(setup: &Setup) -> Vec<Part> {
    let mut out: Vec<Part> = Vec::new();
    out.extend(setup.pawns.iter().map(|p| Part::Pawn(p.name.clone())));
    out.extend(setup.pieces.iter().map(|p| Part::Piece(p.at)));
    out.extend(setup.pools.iter().map(|p| Part::Pool(p.at)));
    let mut pairs: Vec<String> = Vec::new();
    for t in &setup.teleporters {
        if !pairs.contains(&t.pair) {
            pairs.push(t.pair.clone());
        }
    }
    out.extend(pairs.into_iter().map(Part::Pair));
    out
}

/// `setup` with `part` taken off.
pub fn without(setup: &Setup, part: &Part) -> Setup {
    let mut s = setup.clone();
    match part {
        Part::Pawn(n) => s.pawns.retain(|p| &p.name != n),
        Part::Piece(at) => s.pieces.retain(|p| p.at != *at),
        Part::Pool(at) => s.pools.retain(|p| p.at != *at),
        Part::Pair(name) => s.teleporters.retain(|t| &t.pair != name),
    }
    s
}

/// The pawns the question names (to move, to feed): needed whatever the board says.
pub fn named(puzzle: &Puzzle) -> Vec<String> {
    let mut names = Vec::new();
    if let Ask::Move(m) = &puzzle.ask {
        names.extend(m.iter().cloned());
    }
    if let PuzzleGoal::FeedSpare { feed, .. } = &puzzle.goal {
        names.extend(feed.iter().cloned());
    }
    names
}

/// What a part does for a puzzle (module docs).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// Without it the answer changes (or the question names it).
    Needed,
    /// Without it the answer stays, but a tempting wrong candidate is no longer one.
    Decoy,
    /// Neither: it only lengthens the check.
    Idle,
}

/// The solutions and the tempting wrong candidates of a puzzle: the boards the solutions
/// leave (with their answers), and the tempting wrong candidates' answers.
pub fn judged(puzzle: &Puzzle, options: &Options) -> (Vec<(Answer, Board)>, Vec<Answer>) {
    let mut solutions = Vec::new();
    let mut decoys = Vec::new();
    for v in verdicts(puzzle, options) {
        if v.holds {
            solutions.push((v.candidate.answer, v.candidate.board));
        } else if v.is_decoy() {
            decoys.push(v.candidate.answer);
        }
    }
    (solutions, decoys)
}

/// Whether `solutions` ([`judged`]) are `answer` alone: the same tile, or the same board
/// whatever the path.
pub fn only_answer(
    puzzle: &Puzzle,
    options: &Options,
    answer: &Answer,
    solutions: &[(Answer, Board)],
) -> bool {
    match solutions {
        [(a, b)] => match answer {
            Answer::Tile(_) => a == answer,
            _ => board_of(puzzle, options, answer).ok().as_ref() == Some(b),
        },
        _ => false,
    }
}

/// The role of `part` in `puzzle`, whose single answer is `answer` and whose tempting wrong
/// candidates are `decoys` ([`judged`]); with the puzzle without it when it is not needed.
pub fn role_of(
    puzzle: &Puzzle,
    options: &Options,
    answer: &Answer,
    decoys: &[Answer],
    part: &Part,
) -> (Role, Option<Puzzle>) {
    if let Part::Pawn(n) = part {
        if named(puzzle).contains(n) {
            return (Role::Needed, None);
        }
    }
    let Ok(scenario) = without(puzzle.scenario.setup(), part).validate() else {
        return (Role::Needed, None);
    };
    let mut smaller = puzzle.clone();
    smaller.scenario = scenario;
    let (solutions, still) = judged(&smaller, options);
    if !only_answer(&smaller, options, answer, &solutions) {
        return (Role::Needed, None);
    }
    if decoys.iter().any(|d| !still.contains(d)) {
        (Role::Decoy, Some(smaller))
    } else {
        (Role::Idle, Some(smaller))
    }
}

/// Every part of `puzzle` with its role, in [`parts`]' order.
pub fn roles(puzzle: &Puzzle, options: &Options, answer: &Answer) -> Vec<(Part, Role)> {
    let (_, decoys) = judged(puzzle, options);
    parts(puzzle.scenario.setup())
        .into_iter()
        .map(|p| {
            let r = role_of(puzzle, options, answer, &decoys, &p).0;
            (p, r)
        })
        .collect()
}

/// The labels of the decoy parts of `puzzle` (what the file's `decoys:` says), or `None` if
/// some part is idle.
pub fn decoy_labels(puzzle: &Puzzle, options: &Options, answer: &Answer) -> Option<Vec<String>> {
    let mut out = Vec::new();
    for (part, role) in roles(puzzle, options, answer) {
        match role {
            Role::Needed => {}
            Role::Decoy => out.push(part.label()),
            Role::Idle => return None,
        }
    }
    Some(out)
}

/// Takes off every idle part of `puzzle` (module docs), the one way both the generator and
/// [`super::rederive`] do it: the parts in the setup's order (the file's), each judged on
/// the position as it stands when its turn comes; an idle one goes at once if the puzzle
/// stays `acceptable` without it (which gives its new measure), and the scan goes on; scans
/// repeat until one takes nothing off. That last scan judged every part of the final
/// position: the decoys are read off it. `puzzle`'s own measure is `measured`.
///
/// `Err(part)` if an idle part cannot go (without it the puzzle is not acceptable).
pub fn take_off_idle<M>(
    mut puzzle: Puzzle,
    options: &Options,
    answer: &Answer,
    mut measured: M,
    acceptable: impl Fn(&Puzzle) -> Option<M>,
) -> Result<(Puzzle, M, Vec<String>), Part> {
    let keep = named(&puzzle);
    loop {
        let parts: Vec<Part> = parts(puzzle.scenario.setup())
            .into_iter()
            .filter(|p| !matches!(p, Part::Pawn(n) if keep.contains(n)))
            .collect();
        let mut tempting = judged(&puzzle, options).1;
        let mut removed_any = false;
        let mut decoys: Vec<Part> = Vec::new();
        for part in parts {
            match role_of(&puzzle, options, answer, &tempting, &part) {
                (Role::Needed, _) => {}
                (Role::Decoy, _) => decoys.push(part),
                (Role::Idle, Some(smaller)) => match acceptable(&smaller) {
                    Some(m) => {
                        puzzle = smaller;
                        measured = m;
                        removed_any = true;
                        tempting = judged(&puzzle, options).1;
                    }
                    None => return Err(part),
                },
                (Role::Idle, None) => return Err(part),
            }
        }
        if !removed_any {
            return Ok((puzzle, measured, decoys.iter().map(Part::label).collect()));
        }
    }
}
