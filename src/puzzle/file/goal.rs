//! The `goal` section of a puzzle file: `survive`, or the pawns to feed and the player to
//! spare, each name checked against the scenario.

use super::pawn_names;
use crate::i18n::speaking;
use crate::puzzle::model::{Ask, Place, PuzzleGoal};
use crate::scenario::{describe, Loader, Node, SNode};
use crate::setup::Setup;
use crate::t;

pub(super) fn check_goal(
    l: &mut Loader,
    s: &Setup,
    n: &SNode,
    ask: Option<&Ask>,
    scenario_ok: bool,
) -> Option<PuzzleGoal> {
    let before = l.problems.len();
    let goal = match &n.value {
        Node::Str(w) if w.trim() == "survive" => PuzzleGoal::Survive,
        Node::Str(w) if w.trim().starts_with("feed ") || w.trim().starts_with("feed[") => {
            let names: Vec<String> = w.trim()["feed".len()..]
                .split(|c: char| c == ',' || c == '[' || c == ']' || c.is_whitespace())
                .filter(|x| !x.is_empty())
                .map(str::to_string)
                .collect();
            if names.is_empty() {
                l.problem(n, t!(speaking(), "pfile-goal-feed-names"));
            }
            PuzzleGoal::FeedSpare {
                feed: names,
                feed_all_of: None,
                spare: None,
            }
        }
        Node::Map(_) => {
            let m = l.map(n, "puzzle `goal`", &["feed", "feed-all-of", "spare"])?;
            let feed: Vec<String> = match m.get("feed").copied() {
                None => Vec::new(),
                Some(f) => match &f.value {
                    Node::Seq(items) => items
                        .iter()
                        .filter_map(|i| l.text(i, &t!(speaking(), "pfile-what-feed")))
                        .collect(),
                    _ => l.text(f, "puzzle `goal` feed").into_iter().collect(),
                },
            };
            let feed_all_of = m
                .get("feed-all-of")
                .and_then(|p| l.text(p, "puzzle `goal` feed-all-of"));
            let spare = m
                .get("spare")
                .and_then(|p| l.text(p, "puzzle `goal` spare"));
            if m.is_empty() {
                l.problem(n, t!(speaking(), "pfile-goal-empty"));
            }
            if let (Some(a), Some(b)) = (&feed_all_of, &spare) {
                if crate::position::same_player(a, b) {
                    l.problem(
                        m["spare"],
                        t!(speaking(), "pfile-goal-both", player = a.as_str()),
                    );
                }
            }
            PuzzleGoal::FeedSpare {
                feed,
                feed_all_of,
                spare,
            }
        }
        other => {
            l.problem(
                n,
                t!(speaking(), "pfile-goal-form", found = describe(other)),
            );
            return None;
        }
    };
    if scenario_ok {
        if let PuzzleGoal::FeedSpare {
            feed,
            feed_all_of,
            spare,
        } = &goal
        {
            let placed_player = match ask {
                Some(Ask::Place(Place::Pawns { player, .. })) => Some(player.as_str()),
                _ => None,
            };
            // Player names are matched ignoring case.
            let same =
                |a: Option<&str>, b: &str| a.is_some_and(|a| crate::position::same_player(a, b));
            let has_player = |p: &str| {
                same(placed_player, p) || s.pawns.iter().any(|q| same(q.player.as_deref(), p))
            };
            for name in feed {
                match s.pawns.iter().find(|p| &p.name == name) {
                    None => l.problem(
                        n,
                        t!(
                            speaking(),
                            "pfile-goal-no-pawn",
                            name = name.as_str(),
                            pawns = pawn_names(s)
                        ),
                    ),
                    Some(p)
                        if spare
                            .as_deref()
                            .is_some_and(|sp| same(p.player.as_deref(), sp)) =>
                    {
                        l.problem(
                            n,
                            t!(
                                speaking(),
                                "pfile-goal-spared",
                                name = name.as_str(),
                                player = p.player.as_deref().unwrap_or("")
                            ),
                        )
                    }
                    Some(_) => {}
                }
            }
            for p in feed_all_of.iter().chain(spare.iter()) {
                if !has_player(p) {
                    l.problem(
                        n,
                        t!(speaking(), "pfile-goal-no-player", player = p.as_str()),
                    );
                }
            }
        }
    }
    (l.problems.len() == before).then_some(goal)
}
