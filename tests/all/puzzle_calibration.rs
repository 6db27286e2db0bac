//! Calibrating the puzzle difficulty score (issue 15) against an independent solver.
//!
//! The solver models a careful human: it tries the candidates a player tries first (for a
//! move: the results toward the exit or away from the monster; for a placement: the squares
//! nearest the monster; for a prediction: the tiles in deck order), and for each candidate
//! follows the monster step by step under every tile until it can tell: until a pawn that
//! must stay is removed, or to the end of the walk. Its node count is the number of monster
//! steps followed until it reaches the solution. It shares no code with the puzzle module:
//! its own candidates (from `pawn::legal_moves` and the empty squares), its own goal test,
//! its own order.
//!
//! `cargo test --release --test all calibration -- --ignored --nocapture` generates a sample
//! of every kind, prints score, difficulty and node count per puzzle, and Spearman's rank
//! correlation between the score and the node count; docs/puzzles.md quotes the figures.

use furunkulus::board::{Board, PawnId, PawnPlace};
use furunkulus::geometry::Square;
use furunkulus::pawn::{self, Dest};
use furunkulus::puzzle::{self, Answer, Ask, Difficulty, Kind, Puzzle, RuleSet};
use furunkulus::rules::{Options, Tile};
use furunkulus::trace::Trace;

fn dist(a: Square, b: Square) -> i32 {
    (i32::from(a.col()) - i32::from(b.col())).abs()
        + (i32::from(a.row()) - i32::from(b.row())).abs()
}

/// Steps followed on one board under one tile until the verdict is known, and whether the
/// goal holds there.
fn follow(
    board: &Board,
    tile: Tile,
    feed: &[PawnId],
    spare: &[PawnId],
    o: &Options,
) -> (u64, bool) {
    let t = Trace::record(board, tile, o);
    let first_spared_lost = t
        .removed
        .iter()
        .filter(|(id, _, _)| spare.contains(id))
        .map(|&(_, _, s)| u64::from(s))
        .min();
    let gone: Vec<PawnId> = t.removed.iter().map(|&(id, _, _)| id).collect();
    let ok = first_spared_lost.is_none() && feed.iter().all(|f| gone.contains(f));
    let steps = first_spared_lost.unwrap_or(t.steps.len() as u64);
    (steps, ok)
}

/// A candidate: the board it leaves and whether a player tries it early.
struct Cand {
    board: Board,
    early: bool,
    tiles: Vec<Tile>,
}

fn move_chains(
    board: &Board,
    movers: &[(PawnId, u8)],
    o: &Options,
    out: &mut Vec<(Board, bool)>,
    early: bool,
) {
    let Some((&(pawn, points), rest)) = movers.split_first() else {
        out.push((*board, early));
        return;
    };
    let monster = board.monster();
    let before = board.pawn(pawn);
    for m in pawn::legal_moves(board, pawn, points, o) {
        let natural = match (before, m.dest) {
            (_, Dest::Out) => true,
            (PawnPlace::At(s), Dest::Square(t)) => {
                dist(t, Square::A1) < dist(s, Square::A1) || dist(t, monster) > dist(s, monster)
            }
            _ => false,
        };
        move_chains(&m.board, rest, o, out, early && natural);
    }
}

/// The independent node count of a puzzle whose unique solution leaves `solution_board`.
fn nodes(p: &Puzzle, o: &Options) -> u64 {
    let (feed_set, spare_set) = p.feed_and_spare();
    let ids = |set: u64| {
        (0..64u8)
            .filter(|i| set & (1 << i) != 0)
            .map(PawnId)
            .collect::<Vec<_>>()
    };
    let (feed, spare) = (ids(feed_set), ids(spare_set));
    let board = *p.scenario.board();
    let tiles: Vec<Tile> = puzzle::sorted_tiles(&p.tiles);
    let mut cands: Vec<Cand> = Vec::new();
    match &p.ask {
        Ask::Move(names) => {
            let movers: Vec<(PawnId, u8)> = names
                .iter()
                .map(|n| {
                    let id = p.scenario.pawn_id(n).unwrap();
                    (id, p.scenario.pawns()[id.0 as usize].face.unwrap())
                })
                .collect();
            let mut out = Vec::new();
            move_chains(&board, &movers, o, &mut out, true);
            cands.extend(out.into_iter().map(|(b, early)| Cand {
                board: b,
                early,
                tiles: tiles.clone(),
            }));
        }
        Ask::Place(place) => {
            let mut free: Vec<Square> = Square::all()
                .filter(|&s| {
                    board.is_empty(s)
                        && !board.is_pool(s)
                        && s != board.monster()
                        && board.teleporter_arrow(s).is_none()
                })
                .collect();
            free.sort_by_key(|&s| dist(s, board.monster()));
            let near = free.len().min(12);
            // Putting the pieces down is the one thing borrowed from the puzzle module.
            for i in 0..free.len() {
                if place.count() == 1 {
                    let b = p.board_with(&[free[i]]);
                    cands.push(Cand {
                        board: b,
                        early: i < near,
                        tiles: tiles.clone(),
                    });
                } else {
                    for j in i + 1..free.len() {
                        let b = p.board_with(&[free[i], free[j]]);
                        cands.push(Cand {
                            board: b,
                            early: j < near,
                            tiles: tiles.clone(),
                        });
                    }
                }
            }
        }
        Ask::Tile => {
            for &t in &tiles {
                cands.push(Cand {
                    board,
                    early: true,
                    tiles: vec![t],
                });
            }
        }
    }
    // The work of one candidate: every tile followed until one fails the goal.
    let work = |c: &Cand| -> (u64, bool) {
        let mut total = 0;
        for &t in &c.tiles {
            let (n, good) = follow(&c.board, t, &feed, &spare, o);
            total += n;
            if !good {
                return (total, false);
            }
        }
        (total, true)
    };
    // The expected work, whatever order the player takes within each group: every early
    // candidate is followed; if the solution is not among them, half of the others too.
    let mut early = 0;
    let mut late = 0;
    let mut solution_early = false;
    for c in &cands {
        let (n, ok) = work(c);
        if c.early {
            early += n;
            solution_early |= ok;
        } else {
            late += n;
        }
    }
    if solution_early {
        early
    } else {
        early + late / 2
    }
}

/// Spearman's rank correlation (average ranks for ties).
fn spearman(a: &[f64], b: &[f64]) -> f64 {
    fn ranks(v: &[f64]) -> Vec<f64> {
        let mut idx: Vec<usize> = (0..v.len()).collect();
        idx.sort_by(|&i, &j| v[i].partial_cmp(&v[j]).unwrap());
        let mut r = vec![0.0; v.len()];
        let mut i = 0;
        while i < idx.len() {
            let mut j = i;
            while j + 1 < idx.len() && v[idx[j + 1]] == v[idx[i]] {
                j += 1;
            }
            for k in i..=j {
                r[idx[k]] = (i + j) as f64 / 2.0 + 1.0;
            }
            i = j + 1;
        }
        r
    }
    let (ra, rb) = (ranks(a), ranks(b));
    let n = a.len() as f64;
    let (ma, mb) = (ra.iter().sum::<f64>() / n, rb.iter().sum::<f64>() / n);
    let cov: f64 = ra.iter().zip(&rb).map(|(x, y)| (x - ma) * (y - mb)).sum();
    let va: f64 = ra.iter().map(|x| (x - ma).powi(2)).sum();
    let vb: f64 = rb.iter().map(|y| (y - mb).powi(2)).sum();
    cov / (va * vb).sqrt()
}

#[test]
#[ignore = "a calibration run (release mode, about a minute): cargo test --release --test all calibration -- --ignored --nocapture"]
fn calibration_score_against_independent_solver_nodes() {
    let o = Options::default();
    let mut scores = Vec::new();
    let mut counts = Vec::new();
    let mut by_difficulty: Vec<(Difficulty, Vec<u64>)> =
        Difficulty::ALL.iter().map(|&d| (d, Vec::new())).collect();
    for kind in [
        Kind::Move,
        Kind::TwoMoves,
        Kind::SafeSquare,
        Kind::Predict,
        Kind::Weapon,
        Kind::Place,
    ] {
        for rules in RuleSet::ALL {
            let g = puzzle::generate(&puzzle::GenerateRequest {
                seed: 77,
                count: 6,
                kind,
                difficulty: None,
                rules,
            });
            for made in &g.puzzles {
                let p = &made.puzzle;
                let n = nodes(p, &o);
                let d = Difficulty::of_score(made.score);
                let f = &made.features;
                println!(
                    "{kind:<12} {rules:<8} score {:>2} {d:<6} nodes {n:>6} | cand {} chg {} dec {} key {} settle {} ideas {} natural {} parts {} tiles {}",
                    made.score, f.candidates, f.changing, f.decoys, f.key_step, f.settle_step,
                    f.scoring_ideas(), f.natural, p.parts(), p.tiles.len()
                );
                scores.push(f64::from(made.score));
                counts.push(n as f64);
                by_difficulty
                    .iter_mut()
                    .find(|(x, _)| *x == d)
                    .unwrap()
                    .1
                    .push(n);
                let _: &Answer = &made.solution;
            }
        }
    }
    for (d, v) in &mut by_difficulty {
        v.sort_unstable();
        if !v.is_empty() {
            println!("{d}: {} puzzles, median nodes {}", v.len(), v[v.len() / 2]);
        }
    }
    let rho = spearman(&scores, &counts);
    println!(
        "Spearman rho (score, nodes) over {} puzzles: {rho:.2}",
        scores.len()
    );
    assert!(
        rho > 0.5,
        "the score should rank puzzles as the independent solver's work does (rho {rho:.2})"
    );
}
