//! What the solver does, as a puzzle file states it: `place:` (how many of which pawns or
//! pieces) or `move:` (which pawns, in order).

use super::pawn_names;
use crate::board::{Piece, MAX_PAWNS};
use crate::i18n::speaking;
use crate::puzzle::model::Place;
use crate::scenario::{describe, Loader, Node, SNode, Scenario};
use crate::search;
use crate::setup::Setup;
use crate::t;

/// The most pawns a puzzle moves.
pub const MAX_MOVES: usize = 2;
/// `move: blue3` or `move: [blue3, blue5]`: pawns of the scenario, on the board or beside
/// the entrance, each with a face (its points).
pub(super) fn check_move(
    l: &mut Loader,
    setup: &Setup,
    scenario: Option<&Scenario>,
    n: &SNode,
) -> Option<Vec<String>> {
    let items: Vec<&SNode> = match &n.value {
        Node::Seq(items) => items.iter().collect(),
        _ => vec![n],
    };
    let before = l.problems.len();
    let mut names: Vec<String> = Vec::new();
    for item in &items {
        let Some(name) = l.text(item, &t!(speaking(), "pfile-what-move")) else {
            continue;
        };
        if names.contains(&name) {
            l.problem(item, t!(speaking(), "pfile-move-twice", name = &name));
            continue;
        }
        if scenario.is_some() {
            match setup.pawns.iter().find(|p| p.name == name) {
                None => l.problem(
                    item,
                    t!(
                        speaking(),
                        "pfile-move-no-pawn",
                        name = &name,
                        pawns = pawn_names(setup)
                    ),
                ),
                Some(p) if p.face.is_none() => {
                    l.problem(item, t!(speaking(), "pfile-move-no-face", name = &name))
                }
                Some(_) => {}
            }
        }
        names.push(name);
    }
    if items.is_empty() && l.problems.len() == before {
        l.problem(n, t!(speaking(), "pfile-move-none"));
    }
    if names.len() > MAX_MOVES {
        l.problem(n, t!(speaking(), "pfile-move-too-many", n = names.len()));
    }
    (l.problems.len() == before).then_some(names)
}
pub(super) fn check_place(l: &mut Loader, scenario: Option<&Scenario>, n: &SNode) -> Option<Place> {
    let m = l.map(n, "puzzle `place`", &["count", "player", "piece"])?;
    let count = l
        .required(&m, n, "puzzle `place`", "count")
        .and_then(|c| match &c.value {
            Node::Int(k) if *k >= 1 && usize::try_from(*k).is_ok() => usize::try_from(*k).ok(),
            other => {
                l.problem(
                    c,
                    t!(speaking(), "pfile-place-count", found = describe(other)),
                );
                None
            }
        });
    let place = match (m.get("player").copied(), m.get("piece").copied()) {
        (Some(p), None) => {
            let player = l.text(p, "puzzle `place` player")?;
            if player.is_empty()
                || !player
                    .chars()
                    .all(|c| c.is_alphabetic() || c.is_ascii_digit())
            {
                l.problem(p, t!(speaking(), "pfile-place-player", player = &player));
                return None;
            }
            Place::Pawns {
                count: count?,
                player,
            }
        }
        (None, Some(p)) => {
            let word = l.text(p, "puzzle `place` piece")?;
            let Some(piece) = Piece::parse(&word) else {
                l.problem(p, t!(speaking(), "pfile-place-piece", word = &word));
                return None;
            };
            Place::Pieces {
                count: count?,
                piece,
            }
        }
        (Some(_), Some(p)) => {
            l.problem(p, t!(speaking(), "pfile-place-both"));
            return None;
        }
        (None, None) => {
            l.problem(n, t!(speaking(), "pfile-place-what"));
            return None;
        }
    };
    if let Some(s) = scenario {
        let k = place.count();
        let free = search::candidates(s.board()).len();
        if k > free {
            l.problem(n, t!(speaking(), "pfile-place-room", k = k, free = free));
            return None;
        }
        if matches!(place, Place::Pawns { .. }) && s.board().pawn_count() + k > MAX_PAWNS {
            l.problem(n, t!(speaking(), "pfile-place-max", max = MAX_PAWNS));
            return None;
        }
    }
    Some(place)
}
