//! The `solution` section of a puzzle file: each stated answer read, and a move played to
//! check that it is legal.

use crate::geometry::Square;
use crate::i18n::speaking;
use crate::pawn::Dest;
use crate::puzzle::candidates;
use crate::puzzle::model::{sort_placement, Answer, Ask, Kind, Puzzle};
use crate::rules::Tile;
use crate::scenario::{Loader, Node, SNode, Scenario};
use crate::search;
use crate::t;

/// A puzzle with only what a stated answer needs to be played (the scenario, what is done,
/// the tiles), for checking the stated solution while loading.
fn probe(scenario: &Scenario, ask: &Ask, tiles: &[Tile]) -> Puzzle {
    Puzzle::new(
        scenario.clone(),
        tiles.to_vec(),
        Kind::of_ask(ask),
        ask.clone(),
    )
}
/// One stated answer: a placement's squares, a move's path, two moves' two paths, or a tile
/// (alone or in a list of one); moves are played to check they are legal.
pub(super) fn check_answer(
    l: &mut Loader,
    scenario: Option<&Scenario>,
    ask: &Ask,
    tiles: &[Tile],
    item: &SNode,
) -> Option<Answer> {
    let before = l.problems.len();
    match ask {
        Ask::Place(place) => {
            let mut squares: Vec<Square> = Vec::new();
            for q in l.list(item, &t!(speaking(), "pfile-what-solution")) {
                let Some(sq) = l.square(q, &t!(speaking(), "pfile-what-solution-square")) else {
                    continue;
                };
                // A placed piece goes on an empty square (docs/FORMAT.md section 5).
                if scenario.is_some_and(|s| !search::candidates(s.board()).contains(&sq)) {
                    l.problem(
                        q,
                        t!(
                            speaking(),
                            "pfile-square-not-empty",
                            square = sq.to_string()
                        ),
                    );
                }
                squares.push(sq);
            }
            if squares.len() != place.count() {
                l.problem(
                    item,
                    t!(
                        speaking(),
                        "pfile-square-count",
                        n = place.count(),
                        found = squares.len()
                    ),
                );
            }
            let mut sorted = squares.clone();
            sort_placement(&mut sorted);
            sorted.dedup();
            if sorted.len() != squares.len() {
                l.problem(item, t!(speaking(), "pfile-square-twice"));
            }
            (l.problems.len() == before).then_some(Answer::Squares(sorted))
        }
        Ask::Move(names) => {
            let path = |l: &mut Loader, n: &SNode| -> Vec<Dest> {
                let mut out = Vec::new();
                for q in l.list(n, &t!(speaking(), "pfile-what-path")) {
                    let Some(t) = l.text(q, &t!(speaking(), "pfile-what-path-square")) else {
                        continue;
                    };
                    match t.parse::<Dest>() {
                        Ok(d) => out.push(d),
                        Err(e) => l.problem(
                            q,
                            t!(speaking(), "pfile-path-square", error = e.to_string()),
                        ),
                    }
                }
                out
            };
            let paths: Vec<Vec<Dest>> = if names.len() == 1 {
                vec![path(l, item)]
            } else {
                let list = l.list(item, &t!(speaking(), "pfile-what-paths"));
                if list.len() != names.len() && l.problems.len() == before {
                    l.problem(
                        item,
                        t!(
                            speaking(),
                            "pfile-path-count",
                            n = names.len(),
                            found = list.len()
                        ),
                    );
                }
                list.iter().map(|p| path(l, p)).collect()
            };
            if l.problems.len() != before {
                return None;
            }
            if let Some(s) = scenario {
                let probe = probe(s, ask, tiles);
                if let Err(why) = candidates::play_paths(&probe, &s.options, &paths) {
                    l.problem(
                        item,
                        t!(speaking(), "pfile-path-illegal", why = why.to_string()),
                    );
                    return None;
                }
            }
            Some(Answer::Paths(paths))
        }
        Ask::Tile => {
            let node = match &item.value {
                Node::Seq(v) if v.len() == 1 => &v[0],
                _ => item,
            };
            let t = l.text(node, &t!(speaking(), "pfile-what-solution-tile"))?;
            match t.parse::<Tile>() {
                Ok(tile) if tiles.contains(&tile) => Some(Answer::Tile(tile)),
                Ok(tile) => {
                    l.problem(
                        node,
                        t!(
                            speaking(),
                            "pfile-tile-not-puzzles",
                            tile = tile.to_string()
                        ),
                    );
                    None
                }
                Err(e) => {
                    l.problem(
                        node,
                        t!(speaking(), "pfile-tile-bad", error = e.to_string()),
                    );
                    None
                }
            }
        }
    }
}
