//! The canonical key of a puzzle (issue 28): the same puzzle gets the same key whatever its
//! players are called and whichever way round the board is turned.
//!
//! The key is the position (the monster's square and heading, the pieces, the teleporters
//! without their pairs' names, the pools as squares, every pawn as its square, player and
//! face, without its name), the tiles, what is asked and the goal (pawns by their square),
//! the rule options set, and the answer (a move by what it leaves: where the movers end and
//! where the pieces stand, whatever the path), written as text, taken at its smallest over
//!
//! - every renaming of the players (colours): a puzzle and its copy with red and blue
//!   swapped are one puzzle;
//! - the board's point symmetry (docs/RULES.md section 1: square (c, r) <-> (17 - c, 12 - r),
//!   headings reversed), where it is a symmetry of the puzzle. The monster's rules (M1-M10,
//!   the wrap of M8 included) are the same on the turned board, but the pawns' are not: the
//!   exit a1 and the entrance p11 change places, and a pawn can leave only through a1. So the
//!   turn counts for puzzles where no pawn moves (place, predict), and for moves only where
//!   no mover can reach a1 or p11 (its points fall short of both) and no pool can slide it
//!   there.
//!
//! The kind is left out: a `weapon` puzzle asking the very question of a `move` puzzle is
//! the same puzzle under another heading.

use std::collections::BTreeMap;

use super::model::{Answer, Ask, Place, Puzzle, PuzzleGoal};
use crate::board::PawnPlace;
use crate::geometry::{Dir, Square};
use crate::pawn::Dest;
use crate::setup::{PoolSpec, Spot};

/// The canonical key of `puzzle` with its `answer` (see the module docs).
pub fn canonical_key(puzzle: &Puzzle, answer: &Answer) -> String {
    let players = players(puzzle);
    let turns: &[bool] = if turn_is_symmetry(puzzle) {
        &[false, true]
    } else {
        &[false]
    };
    let result = move_result(puzzle, answer);
    let mut best: Option<String> = None;
    for order in permutations(players.len()) {
        let index: BTreeMap<&str, usize> = players
            .iter()
            .zip(&order)
            .map(|(p, &i)| (p.as_str(), i))
            .collect();
        for &turned in turns {
            let k = key_with(puzzle, answer, result.as_ref(), &index, turned);
            if best.as_ref().is_none_or(|b| k < *b) {
                best = Some(k);
            }
        }
    }
    best.unwrap_or_default()
}

/// Whether the board's point symmetry maps the puzzle onto an equivalent one (module docs).
pub fn turn_is_symmetry(puzzle: &Puzzle) -> bool {
    match &puzzle.ask {
        Ask::Place(_) | Ask::Tile => true,
        Ask::Move(_) => {
            if !puzzle.scenario.setup().pools.is_empty() {
                return false;
            }
            let board = puzzle.scenario.board();
            puzzle
                .movers()
                .iter()
                .all(|&(id, face)| match board.pawn(id) {
                    PawnPlace::At(s) => {
                        distance(s, Square::A1) > face && distance(s, Square::P11) > face
                    }
                    _ => false,
                })
        }
    }
}

fn distance(a: Square, b: Square) -> u8 {
    a.col().abs_diff(b.col()) + a.row().abs_diff(b.row())
}

/// The players named anywhere in the puzzle, sorted.
fn players(puzzle: &Puzzle) -> Vec<String> {
    let mut names: Vec<String> = puzzle
        .scenario
        .pawns()
        .iter()
        .filter_map(|p| p.player.clone())
        .collect();
    if let Ask::Place(Place::Pawns { player, .. }) = &puzzle.ask {
        names.push(player.clone());
    }
    if let PuzzleGoal::FeedSpare {
        feed_all_of, spare, ..
    } = &puzzle.goal
    {
        names.extend(feed_all_of.iter().cloned());
        names.extend(spare.iter().cloned());
    }
    names.sort();
    names.dedup();
    names
}

/// Every order of `n` things (all of them up to 6 players; beyond, the names' own order).
fn permutations(n: usize) -> Vec<Vec<usize>> {
    if n > 6 {
        return vec![(0..n).collect()];
    }
    let mut out = vec![Vec::new()];
    for k in 0..n {
        out = out
            .into_iter()
            .flat_map(|p: Vec<usize>| {
                (0..=k).map(move |at| {
                    let mut q = p.clone();
                    q.insert(at, k);
                    q
                })
            })
            .collect();
    }
    out
}

/// The key text under one renaming of the players and one way round.
fn key_with(
    puzzle: &Puzzle,
    answer: &Answer,
    result: Option<&MoveResult>,
    index: &BTreeMap<&str, usize>,
    turned: bool,
) -> String {
    let sq = |s: Square| if turned { s.mirror() } else { s };
    let dir = |d: Dir| if turned { d.opposite() } else { d };
    let player = |p: &Option<String>| match p {
        Some(p) => index.get(p.as_str()).map_or("?".into(), |i| i.to_string()),
        None => "-".to_string(),
    };
    let setup = puzzle.scenario.setup();
    let spot = |s: &Spot| match s {
        Spot::At(s) => sq(*s).to_string(),
        Spot::Waiting => "waiting".to_string(),
    };
    let pawn_spot = |name: &str| {
        setup
            .pawns
            .iter()
            .find(|p| p.name == name)
            .map_or_else(|| format!("?{name}"), |p| spot(&p.at))
    };
    let mut parts: Vec<String> = Vec::new();
    let tiles: Vec<String> = super::model::sorted_tiles(&puzzle.tiles)
        .iter()
        .map(|t| t.to_string())
        .collect();
    parts.push(format!("tiles {}", tiles.join(" ")));
    let board = puzzle.scenario.board();
    parts.push(format!(
        "monster {} {}",
        sq(board.monster()),
        dir(board.facing()).name()
    ));
    let mut pieces: Vec<String> = setup
        .pieces
        .iter()
        .map(|p| format!("{} {}", sq(p.at), p.piece.name()))
        .collect();
    pieces.sort();
    parts.push(format!("pieces {}", pieces.join(", ")));
    let mut pairs: BTreeMap<&str, Vec<String>> = BTreeMap::new();
    for t in &setup.teleporters {
        pairs.entry(t.pair.as_str()).or_default().push(format!(
            "{} {}",
            sq(t.at),
            dir(t.arrow).name()
        ));
    }
    let mut pairs: Vec<String> = pairs
        .into_values()
        .map(|mut v| {
            v.sort();
            v.join(" + ")
        })
        .collect();
    pairs.sort();
    parts.push(format!("teleporters {}", pairs.join(", ")));
    let mut pools: Vec<String> = setup
        .pools
        .iter()
        .map(|p| pool_squares(p, turned))
        .collect();
    pools.sort();
    parts.push(format!("pools {}", pools.join(", ")));
    let mut pawns: Vec<String> = setup
        .pawns
        .iter()
        .map(|p| {
            format!(
                "{} {} {}",
                spot(&p.at),
                player(&p.player),
                p.face.map_or("-".into(), |f| f.to_string())
            )
        })
        .collect();
    pawns.sort();
    parts.push(format!("pawns {}", pawns.join(", ")));
    parts.push(match &puzzle.ask {
        Ask::Place(Place::Pawns { count, player: p }) => {
            format!("place {count} pawns of {}", player(&Some(p.clone())))
        }
        Ask::Place(Place::Pieces { count, piece }) => format!("place {count} {}", piece.name()),
        Ask::Move(names) => format!(
            "move {}",
            names
                .iter()
                .map(|n| pawn_spot(n))
                .collect::<Vec<_>>()
                .join(" then ")
        ),
        Ask::Tile => "pick a tile".to_string(),
    });
    parts.push(match &puzzle.goal {
        PuzzleGoal::Survive => "survive".to_string(),
        PuzzleGoal::FeedSpare {
            feed,
            feed_all_of,
            spare,
        } => {
            let mut fed: Vec<String> = feed.iter().map(|n| pawn_spot(n)).collect();
            fed.sort();
            format!(
                "feed {} all of {} spare {}",
                fed.join(" "),
                player(feed_all_of),
                player(spare)
            )
        }
    });
    parts.push(format!(
        "options {}",
        puzzle.scenario.options.non_default().join(" ")
    ));
    let dest = |d: &Dest| match d {
        Dest::Square(s) => sq(*s).to_string(),
        other => other.to_string(),
    };
    parts.push(match answer {
        Answer::Squares(s) => {
            let mut v: Vec<String> = s.iter().map(|&s| sq(s).to_string()).collect();
            v.sort();
            format!("answer {}", v.join(" "))
        }
        Answer::Paths(_) if result.is_some() => {
            let (places, pieces) = result.unwrap_or_else(|| unreachable!());
            let places: Vec<String> = places
                .iter()
                .map(|p| match p {
                    PawnPlace::At(s) => sq(*s).to_string(),
                    PawnPlace::Out => "out".to_string(),
                    PawnPlace::Waiting => "waiting".to_string(),
                    PawnPlace::Removed(_) => "removed".to_string(),
                })
                .collect();
            let mut pieces: Vec<String> = pieces
                .iter()
                .map(|(s, p)| format!("{} {}", sq(*s), p.name()))
                .collect();
            pieces.sort();
            format!("answer {} leaving {}", places.join("; "), pieces.join(", "))
        }
        Answer::Paths(ps) => format!(
            "answer {}",
            ps.iter()
                .map(|p| p.iter().map(dest).collect::<Vec<_>>().join(" "))
                .collect::<Vec<_>>()
                .join("; ")
        ),
        Answer::Tile(t) => format!("answer {t}"),
    });
    parts.join(" | ")
}

/// What a move answer leaves: where each mover ends, in order, and where every stone-like
/// piece stands (two paths to the same result are the same answer).
type MoveResult = (Vec<PawnPlace>, Vec<(Square, crate::board::Piece)>);

fn move_result(puzzle: &Puzzle, answer: &Answer) -> Option<MoveResult> {
    if !matches!(answer, Answer::Paths(_)) {
        return None;
    }
    let board = super::candidates::board_of(puzzle, &puzzle.scenario.options, answer).ok()?;
    let places = puzzle
        .movers()
        .iter()
        .map(|(id, _)| board.pawn(*id))
        .collect();
    Some((places, board.pieces().collect()))
}

/// A pool's squares, turned or not, sorted.
fn pool_squares(p: &PoolSpec, turned: bool) -> String {
    let mut v: Vec<String> = p
        .squares()
        .unwrap_or_default()
        .into_iter()
        .map(|s| if turned { s.mirror() } else { s }.to_string())
        .collect();
    v.sort();
    v.join(" ")
}

/// The puzzle and its answer on the board turned half round (the point symmetry): every
/// square mirrored, every heading reversed. `None` if the turned position is not valid.
/// (Whether the turn keeps the puzzle the same is [`turn_is_symmetry`]'s business.)
pub fn turned(puzzle: &Puzzle, answer: &Answer) -> Option<(Puzzle, Answer)> {
    let mut setup = puzzle.scenario.setup().clone();
    setup.monster.at = Some(puzzle.scenario.board().monster().mirror());
    setup.monster.facing = setup.monster.facing.opposite();
    for p in &mut setup.pieces {
        p.at = p.at.mirror();
    }
    for t in &mut setup.teleporters {
        t.at = t.at.mirror();
        t.arrow = t.arrow.opposite();
    }
    for p in &mut setup.pools {
        let last = *p.squares()?.last()?;
        p.at = last.mirror();
    }
    for p in &mut setup.pawns {
        if let Spot::At(s) = &mut p.at {
            *s = s.mirror();
        }
    }
    let mut turned = puzzle.clone();
    turned.scenario = setup.validate().ok()?;
    let answer = match answer {
        Answer::Squares(s) => {
            let mut v: Vec<Square> = s.iter().map(|s| s.mirror()).collect();
            super::model::sort_placement(&mut v);
            Answer::Squares(v)
        }
        Answer::Paths(ps) => Answer::Paths(
            ps.iter()
                .map(|p| {
                    p.iter()
                        .map(|d| match d {
                            Dest::Square(s) => Dest::Square(s.mirror()),
                            other => *other,
                        })
                        .collect()
                })
                .collect(),
        ),
        Answer::Tile(t) => Answer::Tile(*t),
    };
    turned.solution = Some(vec![answer.clone()]);
    Some((turned, answer))
}

/// The keys ([`puzzle_keys`]) of the puzzle files at `paths` (a directory: its `.yaml` files), each
/// with its stated answer (or, stating none, its single solution; puzzles without one give
/// no key), for [`super::generate_avoiding`].
pub fn known_keys(
    paths: &[std::path::PathBuf],
) -> Result<std::collections::BTreeSet<String>, crate::scenario::LoadError> {
    let mut files = Vec::new();
    for path in paths {
        match std::fs::read_dir(path) {
            Ok(entries) => {
                let mut found: Vec<_> = entries
                    .filter_map(|e| e.ok().map(|e| e.path()))
                    .filter(|p| p.extension().is_some_and(|e| e == "yaml"))
                    .collect();
                found.sort();
                files.extend(found);
            }
            Err(_) => files.push(path.clone()),
        }
    }
    let mut keys = std::collections::BTreeSet::new();
    for f in files {
        let p = super::file::load_file(&f)?;
        let answer = match p.solution.as_deref() {
            Some([first, ..]) => Some(first.clone()),
            _ => {
                let solved = super::solve::solve(&p, &p.scenario.options);
                match solved.solutions.as_slice() {
                    [one] => Some(one.clone()),
                    _ => None,
                }
            }
        };
        if let Some(a) = answer {
            keys.extend(puzzle_keys(&p, &a));
        }
    }
    Ok(keys)
}

/// The key idea of a puzzle with its answer, for telling the same puzzle under another
/// question (issue 28: "the same puzzle with the colours swapped" may also ask another tile
/// or keep another bystander): the monster's start, what the answer leaves (as in
/// [`canonical_key`]), and each tile's walk up to the step that settles the goal, square by
/// square, with the squares the pawns it removes stood on. No colours, names or tiles; the
/// board turned where that is a symmetry ([`turn_is_symmetry`]), the smaller text taken.
/// `None` if the answer cannot be played.
pub fn idea_key(puzzle: &Puzzle, answer: &Answer) -> Option<String> {
    let options = &puzzle.scenario.options;
    let walks = super::measure::walks(puzzle, options, answer)?;
    let board = super::candidates::board_of(puzzle, options, answer).ok()?;
    let result = move_result(puzzle, answer);
    let turns: &[bool] = if turn_is_symmetry(puzzle) {
        &[false, true]
    } else {
        &[false]
    };
    turns
        .iter()
        .map(|&turned| {
            let sq = |s: Square| if turned { s.mirror() } else { s };
            let dir = |d: Dir| if turned { d.opposite() } else { d };
            let start = puzzle.scenario.board();
            let mut parts = vec![format!(
                "monster {} {}",
                sq(start.monster()),
                dir(start.facing()).name()
            )];
            parts.push(match (answer, &result) {
                (Answer::Squares(s), _) => {
                    let mut v: Vec<String> = s.iter().map(|&s| sq(s).to_string()).collect();
                    v.sort();
                    format!("placed {}", v.join(" "))
                }
                (Answer::Tile(_), _) => "a tile".to_string(),
                (Answer::Paths(_), Some((places, pieces))) => {
                    let places: Vec<String> = puzzle
                        .movers()
                        .iter()
                        .zip(places)
                        .map(|((id, _), p)| {
                            let from = start.pawn_square(*id).map(sq);
                            let to = match p {
                                PawnPlace::At(s) => Some(sq(*s)),
                                _ => None,
                            };
                            format!("{from:?}-{to:?}")
                        })
                        .collect();
                    let mut pieces: Vec<String> =
                        pieces.iter().map(|(s, _)| sq(*s).to_string()).collect();
                    pieces.sort();
                    format!("moved {} leaving {}", places.join(" "), pieces.join(" "))
                }
                (Answer::Paths(p), None) => format!("moved {p:?}"),
            });
            let mut ws: Vec<String> = walks
                .iter()
                .map(|w| {
                    let steps: Vec<String> = w
                        .with
                        .steps
                        .iter()
                        .filter(|s| s.step <= w.settle)
                        .map(|s| format!("{}{}", sq(s.to), dir(s.facing).arrow()))
                        .collect();
                    let removed: Vec<String> = w
                        .with
                        .removed
                        .iter()
                        .filter(|r| r.2 <= w.settle)
                        .map(|(id, _, step)| {
                            let at = board.pawn_square(*id).map(sq);
                            format!("{at:?}@{step}")
                        })
                        .collect();
                    format!("walk {} removes {}", steps.join(" "), removed.join(" "))
                })
                .collect();
            ws.sort();
            parts.extend(ws);
            if super::feast::is_feast(puzzle) {
                parts.extend(super::feast::idea_walk(puzzle, options, answer, &sq, &dir));
            }
            parts.join(" | ")
        })
        .min()
}

/// The keys by which two puzzles are the same ([`canonical_key`], and [`idea_key`] where the
/// answer can be played): a generator leaves out a puzzle sharing either with one it knows.
pub fn puzzle_keys(puzzle: &Puzzle, answer: &Answer) -> Vec<String> {
    let mut keys = vec![canonical_key(puzzle, answer)];
    keys.extend(idea_key(puzzle, answer));
    keys
}
