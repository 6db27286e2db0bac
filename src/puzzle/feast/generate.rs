//! The feast generator: drawn positions kept when their answer is single under every option
//! setting, pruned to the pieces that matter.

use super::explain::{explanation, hints_in};
use super::measure::{features, score, themes};
use super::search::search;
use crate::geometry::{Dir, Square};
use crate::i18n::Lang;
use crate::puzzle::difficulty::{Difficulty, Features};
use crate::puzzle::model::{Answer, Ask, Kind, Place, Puzzle, PuzzleGoal, RuleSet};
use crate::rng::Rng;
use crate::rules::Options;

/// One drawn feast puzzle of attempt `rng`, for `difficulty` (easy: one pawn to place and
/// two pawns to feed; medium: two pawns, or one stone; hard: two pieces and three pawns to
/// feed), without a solution yet.
fn draw(rng: &mut Rng, difficulty: Option<Difficulty>) -> Option<Puzzle> {
    let level = match difficulty {
        Some(d) => d,
        None => [Difficulty::Easy, Difficulty::Medium, Difficulty::Hard][rng.below(3)],
    };
    let (count, stones, enemies) = match level {
        Difficulty::Easy => (1, false, 2),
        Difficulty::Medium => {
            if rng.below(3) == 0 {
                (1, true, 2)
            } else {
                (2, false, 2)
            }
        }
        Difficulty::Hard => (2, rng.below(3) == 0, 3),
    };
    let mut free: Vec<Square> = Square::all().collect();
    rng.shuffle(&mut free);
    let mut pools = String::new();
    // The basic setup's pools (B2), each kept with a chance.
    let mut taken: Vec<Square> = Vec::new();
    if rng.below(2) == 0 {
        pools.push_str("  - {at: i3, size: 2x2}\n");
        taken.extend(
            ["i3", "j3", "i4", "j4"]
                .iter()
                .filter_map(|s| s.parse::<Square>().ok()),
        );
    }
    if rng.below(2) == 0 {
        pools.push_str("  - {at: e9, size: 4x1}\n");
        taken.extend(
            ["e9", "f9", "g9", "h9"]
                .iter()
                .filter_map(|s| s.parse::<Square>().ok()),
        );
    }
    free.retain(|s| !taken.contains(s) && !s.is_corner());
    let mut next = || free.pop();
    let monster = next()?;
    let facing = Dir::ALL[rng.below(4)];
    let n_stones = 2 + rng.below(5);
    let stone_squares: Vec<String> = (0..n_stones)
        .filter_map(|_| next())
        .map(|s| s.to_string())
        .collect();
    let own = rng.below(3);
    let mut yaml = format!(
        "monster: {{at: {monster}, facing: {}}}\nstones: [{}]\n",
        facing.name(),
        stone_squares.join(", ")
    );
    if !pools.is_empty() {
        yaml.push_str("pools:\n");
        yaml.push_str(&pools);
    }
    yaml.push_str("pawns:\n");
    for i in 1..=enemies {
        yaml.push_str(&format!(
            "  - {{name: blue{i}, at: {}, player: blue}}\n",
            next()?
        ));
    }
    for i in 1..=own {
        yaml.push_str(&format!(
            "  - {{name: red{i}, at: {}, player: red}}\n",
            next()?
        ));
    }
    let scenario = crate::scenario::parse(&yaml, "feast").ok()?;
    let place = if stones {
        Place::Pieces {
            count,
            piece: crate::board::Piece::Stone,
        }
    } else {
        Place::Pawns {
            count,
            player: "red".to_string(),
        }
    };
    let mut p = Puzzle::new(scenario, Vec::new(), Kind::Feast, Ask::Place(place));
    p.goal = PuzzleGoal::FeedSpare {
        feed: Vec::new(),
        feed_all_of: Some("blue".to_string()),
        spare: Some("red".to_string()),
    };
    p.rules = Some(RuleSet::Basic);
    Some(p)
}

/// The option settings a feast walk can tell apart: the monster's options (no pawn moves);
/// the pivot options only where there are pivot stones.
pub fn settings(puzzle: &Puzzle, base: &Options) -> Vec<Options> {
    let pivots = puzzle
        .scenario
        .board()
        .pieces()
        .any(|(_, p)| matches!(p, crate::board::Piece::Pivot(_)))
        || matches!(
            puzzle.place(),
            Some(Place::Pieces {
                piece: crate::board::Piece::Pivot(_),
                ..
            })
        );
    let mut out: Vec<Options> = Vec::new();
    for o in crate::puzzle::solve::option_settings(base, &[]) {
        let mut o = o;
        o.pawn_push_onto_teleporter = base.pawn_push_onto_teleporter;
        if !pivots {
            o.pivot_when_tied = base.pivot_when_tied;
            o.pivot_chain = base.pivot_chain;
        }
        if !out.contains(&o) {
            out.push(o);
        }
    }
    out
}

/// The single solution under every option setting ([`settings`]), `None` if there is not
/// exactly one or it changes.
/// `known`: the single answer under the puzzle's own options, if already searched.
fn single_everywhere(puzzle: &Puzzle, known: Option<&Vec<Square>>) -> Option<Vec<Square>> {
    let mut answer: Option<Vec<Square>> = known.cloned();
    let base = puzzle.scenario.options;
    for o in settings(puzzle, &base) {
        if known.is_some() && o == base {
            continue;
        }
        let s = search(puzzle, &o, Some(1));
        if !s.complete || s.solutions.len() != 1 {
            return None;
        }
        match &answer {
            None => answer = Some(s.solutions[0].clone()),
            Some(a) if *a == s.solutions[0] => {}
            Some(_) => return None,
        }
    }
    answer
}

/// Takes off every stone, pool and pawn of the solver's that plays no part: one at a time,
/// while the puzzle keeps the same single answer under every option setting. Pawns to feed
/// are taken off too when the answer stays the same without them (a smaller feast).
fn prune(mut puzzle: Puzzle, answer: &[Square], rng: &mut Rng) -> Puzzle {
    loop {
        let setup = puzzle.scenario.setup().clone();
        let mut parts: Vec<usize> =
            (0..setup.pieces.len() + setup.pools.len() + setup.pawns.len()).collect();
        rng.shuffle(&mut parts);
        let mut removed_any = false;
        for part in parts {
            let mut s = setup.clone();
            if part < setup.pieces.len() {
                s.pieces.remove(part);
            } else if part < setup.pieces.len() + setup.pools.len() {
                s.pools.remove(part - setup.pieces.len());
            } else {
                let i = part - setup.pieces.len() - setup.pools.len();
                let enemies = setup
                    .pawns
                    .iter()
                    .filter(|p| p.player.as_deref() == Some("blue"))
                    .count();
                if setup.pawns[i].player.as_deref() == Some("blue") && enemies <= 1 {
                    continue;
                }
                s.pawns.remove(i);
            }
            let Ok(scenario) = s.validate() else { continue };
            let mut p = puzzle.clone();
            p.scenario = scenario;
            // Placed pawns take the next names: a solver's pawn gone renames them, so the
            // answer is compared by squares.
            if single_everywhere(&p, None).as_deref() == Some(answer) {
                puzzle = p;
                removed_any = true;
                break;
            }
        }
        if !removed_any {
            return puzzle;
        }
    }
}

/// A generated feast puzzle: the puzzle with everything stated, its answer, features and
/// score.
pub struct Made {
    /// The puzzle, stated whole.
    pub puzzle: Puzzle,
    /// Its single answer.
    pub answer: Answer,
    /// Its features.
    pub features: Features,
    /// Its score.
    pub score: u32,
}

/// Attempt `i` of `seed` for a feast puzzle of `difficulty`: a drawn position (the monster
/// anywhere, stones and pools, two or three blue pawns to feed, up to two red pawns to spare),
/// kept when its answer is single under every option setting, pruned to the pieces that
/// matter, then measured and kept if its score gives the difficulty asked for.
pub fn attempt(seed: u64, i: u64, difficulty: Option<Difficulty>) -> Option<Made> {
    let mut rng = Rng::derived(seed ^ 0xFEA5_7000, i);
    let options = Options::default();
    let puzzle = draw(&mut rng, difficulty)?;
    // A cheap look first: one search under the default options.
    let s = search(&puzzle, &options, Some(1));
    if !s.complete || s.solutions.len() != 1 {
        return None;
    }
    let squares = single_everywhere(&puzzle, Some(&s.solutions[0]))?;
    let mut puzzle = prune(puzzle, &squares, &mut rng);
    let answer = Answer::Squares(squares);
    let features = features(&puzzle, &options, &answer)?;
    let sc = score(puzzle.parts(), &features);
    if difficulty.is_some_and(|d| d != Difficulty::of_score(sc)) {
        return None;
    }
    puzzle.solution = Some(vec![answer.clone()]);
    puzzle.explanation = Some(explanation(&puzzle, &options, &answer)?);
    let mut setup = puzzle.scenario.setup().clone();
    setup.title = Some(puzzle.question());
    puzzle.scenario = setup.validate().ok()?;
    puzzle.features = Some(features.clone());
    puzzle.themes = Some(themes(&puzzle, &options, &answer)?);
    puzzle.hints = Some(hints_in(Lang::En, &puzzle, &options, &answer)?);
    puzzle.score = Some(sc);
    puzzle.difficulty = Some(Difficulty::of_score(sc));
    puzzle.seed = Some(seed);
    puzzle.attempt = Some(i);
    Some(Made {
        puzzle,
        answer,
        features,
        score: sc,
    })
}
