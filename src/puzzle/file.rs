//! The puzzle file read: the `puzzle:` section of a scenario file, checked with every
//! problem at its line and column (`write` writes it).
//!
//! Here: [`load_file`], [`parse`] and [`load_any`], and the section as a whole (its keys, the
//! kind, the tiles, the stated explanation, themes, hints, decoys, score and the like). Each
//! part with rules of its own has its room:
//!
//! - `ask`: what the solver does, `place:` or `move:`;
//! - `goal`: `goal:`, the pawns to feed and the player to spare;
//! - `solution`: `solution:`, each stated answer played to check it is legal;
//! - `features`: `features:`, the stated measure.

use std::path::Path;

use super::difficulty::{Difficulty, Features};
use super::model::{placement_key, Answer, Ask, Kind, Puzzle, PuzzleGoal, RuleSet};
use crate::i18n::speaking;
use crate::rules::Tile;
use crate::scenario::{self, describe, Extra, LoadError, Loader, Node, Problem, SNode, Scenario};
use crate::setup::Setup;
use crate::t;

mod ask;
mod features;
mod goal;
mod solution;

use ask::{check_move, check_place};
use features::check_features;
use goal::check_goal;
use solution::check_answer;

const PUZZLE_KEYS: &[&str] = &[
    "kind",
    "tiles",
    "place",
    "move",
    "goal",
    "depends-on",
    "solution",
    "explanation",
    "features",
    "themes",
    "hints",
    "decoys",
    "score",
    "difficulty",
    "rules",
    "seed",
    "attempt",
];

/// The checked `puzzle:` section.
struct Part {
    tiles: Vec<Tile>,
    kind: Kind,
    ask: Ask,
    goal: PuzzleGoal,
    depends_on: Vec<String>,
    solution: Option<Vec<Answer>>,
    solution_at: Option<(u64, u64)>,
    explanation: Option<String>,
    features: Option<Features>,
    themes: Option<Vec<super::themes::Theme>>,
    hints: Option<Vec<String>>,
    decoys: Option<Vec<String>>,
    score: Option<u32>,
    difficulty: Option<Difficulty>,
    rules: Option<RuleSet>,
    seed: Option<u64>,
    attempt: Option<u64>,
}

impl Part {
    /// The puzzle of this section on `scenario`.
    fn into_puzzle(self, scenario: Scenario) -> Puzzle {
        Puzzle {
            scenario,
            tiles: self.tiles,
            kind: self.kind,
            ask: self.ask,
            goal: self.goal,
            depends_on: self.depends_on,
            solution: self.solution,
            solution_at: self.solution_at,
            explanation: self.explanation,
            features: self.features,
            themes: self.themes,
            hints: self.hints,
            decoys: self.decoys,
            score: self.score,
            difficulty: self.difficulty,
            rules: self.rules,
            seed: self.seed,
            attempt: self.attempt,
        }
    }
}

/// Reads and validates a puzzle file.
pub fn load_file(path: &Path) -> Result<Puzzle, LoadError> {
    let (text, file) = scenario::read_text(path)?;
    parse(&text, &file)
}

/// Parses and validates puzzle text; `file` names it in messages. Every problem, in the
/// scenario part and in the `puzzle:` section, is reported at once.
pub fn parse(text: &str, file: &str) -> Result<Puzzle, LoadError> {
    let (scenario, part) =
        scenario::parse_with_extra(text, file, &["puzzle"], |l, setup, s, e| {
            check_part(l, setup, s, e, true)
        })?;
    let Some(part) = part else {
        return Err(LoadError {
            file: file.to_string(),
            problems: vec![Problem {
                line: 0,
                column: 0,
                message: t!(speaking(), "pfile-unreadable"),
            }],
        });
    };
    Ok(part.into_puzzle(scenario))
}

/// Reads a scenario file or a puzzle file: the scenario, and the puzzle if the file has a
/// `puzzle:` section (for `check`, `show` and `trace` on puzzle files).
pub fn load_any(path: &Path) -> Result<(Scenario, Option<Puzzle>), LoadError> {
    let (text, file) = scenario::read_text(path)?;
    parse_any(&text, &file)
}

/// [`load_any`] on text.
pub fn parse_any(text: &str, file: &str) -> Result<(Scenario, Option<Puzzle>), LoadError> {
    let (scenario, part) =
        scenario::parse_with_extra(text, file, &["puzzle"], |l, setup, s, e| {
            check_part(l, setup, s, e, false)
        })?;
    let puzzle = part.map(|part| part.into_puzzle(scenario.clone()));
    Ok((scenario, puzzle))
}

/// A non-negative whole number.
fn number(l: &mut Loader, n: &SNode, what: &str) -> Option<u64> {
    match &n.value {
        Node::Int(i) if u64::try_from(*i).is_ok() => u64::try_from(*i).ok(),
        other => {
            l.problem(
                n,
                t!(
                    speaking(),
                    "pfile-whole-number",
                    what = what,
                    found = describe(other)
                ),
            );
            None
        }
    }
}

fn boolean(l: &mut Loader, n: &SNode, what: &str) -> Option<bool> {
    match &n.value {
        Node::Bool(b) => Some(*b),
        other => {
            l.problem(
                n,
                t!(
                    speaking(),
                    "pfile-true-false",
                    what = what,
                    found = describe(other)
                ),
            );
            None
        }
    }
}

/// The scenario's pawns by name, `red1, blue1, ...`, for a message about a name it lacks.
fn pawn_names(setup: &Setup) -> String {
    setup
        .pawns
        .iter()
        .map(|p| p.name.as_str())
        .collect::<Vec<_>>()
        .join(", ")
}

/// Checks the `puzzle:` section; `None` if it has any problem, or if it is absent (a
/// problem only if `required`).
fn check_part(
    l: &mut Loader,
    setup: &Setup,
    scenario: Option<&Scenario>,
    extra: &Extra<'_>,
    required: bool,
) -> Option<Part> {
    // Names are checked against the scenario only if it loaded whole: a pawn the scenario
    // refused would otherwise be reported a second time as unknown.
    let scenario_ok = scenario.is_some();
    let before = l.problems.len();
    let Some(node) = extra.get("puzzle").copied() else {
        if !required {
            return None;
        }
        l.problems.push(Problem {
            line: 1,
            column: 1,
            message: t!(speaking(), "pfile-no-section"),
        });
        return None;
    };
    let m = l.map(node, "puzzle", PUZZLE_KEYS)?;

    // The kind, if stated.
    let stated_kind = m.get("kind").copied().and_then(|n| {
        let t = l.text(n, "puzzle `kind`")?;
        let k = Kind::parse(&t);
        if k.is_none() {
            l.problem(
                n,
                t!(
                    speaking(),
                    "pfile-kind-unknown",
                    text = &t,
                    known = Kind::ALL.map(Kind::name).join(", ")
                ),
            );
        }
        k.map(|k| (k, n))
    });

    // Tiles (a feast has none: the monster walks without a step limit).
    let feast = matches!(stated_kind, Some((Kind::Feast, _)));
    let mut tiles = Vec::new();
    match m.get("tiles").copied() {
        Some(n) if feast => l.problem(n, t!(speaking(), "pfile-feast-tiles")),
        None if feast => {
            if setup.tile.is_some() {
                l.problem(node, t!(speaking(), "pfile-feast-tiles"));
            }
        }
        Some(n) => {
            if setup.tile.is_some() {
                l.problem(n, t!(speaking(), "pfile-tiles-twice"));
            }
            let items: Vec<&SNode> = match &n.value {
                Node::Seq(items) => items.iter().collect(),
                _ => vec![n],
            };
            for item in items {
                if let Some(t) = l.text(item, &t!(speaking(), "pfile-what-tile")) {
                    match t.parse::<Tile>() {
                        Ok(tile) => {
                            if !tiles.contains(&tile) {
                                tiles.push(tile)
                            }
                        }
                        Err(e) => l.problem(
                            item,
                            t!(speaking(), "pfile-tiles-bad", error = e.to_string()),
                        ),
                    }
                }
            }
            if tiles.is_empty() && l.problems.len() == before {
                l.problem(n, t!(speaking(), "pfile-tiles-none"));
            }
        }
        None => match setup.tile {
            Some(t) => tiles.push(t),
            None if scenario_ok => l.problem(node, t!(speaking(), "pfile-tiles-missing")),
            None => {}
        },
    }

    // What the solver does: place, move, or (for `kind: predict`) pick a tile.
    let ask = match (m.get("place").copied(), m.get("move").copied()) {
        (Some(p), None) => check_place(l, scenario, p).map(Ask::Place),
        (None, Some(mv)) => check_move(l, setup, scenario, mv).map(Ask::Move),
        (Some(_), Some(mv)) => {
            l.problem(mv, t!(speaking(), "pfile-place-and-move"));
            None
        }
        (None, None) => match stated_kind {
            Some((Kind::Predict, _)) => Some(Ask::Tile),
            _ => {
                l.problem(node, t!(speaking(), "pfile-no-ask"));
                None
            }
        },
    };
    let kind = match (&ask, stated_kind) {
        (Some(a), Some((k, n))) => {
            if !k.fits(a) {
                let (what, n_pawns) = match a {
                    Ask::Place(_) => ("place", 0),
                    Ask::Move(p) => ("move", p.len()),
                    Ask::Tile => ("tile", 0),
                };
                l.problem(
                    n,
                    t!(
                        speaking(),
                        "pfile-kind-misfit",
                        kind = k.to_string(),
                        ask = what,
                        n = n_pawns
                    ),
                );
            }
            Some(k)
        }
        (Some(a), None) => Some(Kind::of_ask(a)),
        (None, _) => None,
    };
    if ask == Some(Ask::Tile) && tiles.len() < 2 && scenario_ok {
        if let Some(n) = m.get("tiles") {
            l.problem(n, t!(speaking(), "pfile-predict-tiles"));
        }
    }

    // The goal.
    let goal = l
        .required(&m, node, "puzzle", "goal")
        .and_then(|n| check_goal(l, setup, n, ask.as_ref(), scenario_ok));
    // A feast ends when its pawns to feed are gone: it needs some.
    if let (true, Some(n)) = (feast, m.get("goal")) {
        let feeds = matches!(&goal, Some(PuzzleGoal::FeedSpare { feed, feed_all_of, .. })
            if !feed.is_empty() || feed_all_of.is_some());
        if goal.is_some() && !feeds {
            l.problem(n, t!(speaking(), "pfile-feast-goal"));
        }
    }

    // The stated solution.
    let mut solution = None;
    let solution_at = m
        .get("solution")
        .map(|n| (n.referenced.line(), n.referenced.column()));
    if let (Some(n), Some(a)) = (m.get("solution").copied(), &ask) {
        let problems_before = l.problems.len();
        let mut all = Vec::new();
        for item in l.list(n, "puzzle `solution`") {
            if let Some(answer) = check_answer(l, scenario, a, &tiles, item) {
                all.push(answer);
            }
        }
        if l.problems.len() == problems_before {
            if let Ask::Place(_) = a {
                all.sort_by_key(|p| match p {
                    Answer::Squares(s) => placement_key(s),
                    _ => Vec::new(),
                });
            }
            let mut seen: Vec<&Answer> = Vec::new();
            for a in &all {
                if seen.contains(&a) {
                    l.problem(n, t!(speaking(), "pfile-solution-twice"));
                    break;
                }
                seen.push(a);
            }
            solution = Some(all);
        }
    }

    let explanation = m.get("explanation").and_then(|n| match &n.value {
        Node::Str(s) if !s.trim().is_empty() => Some(s.trim().to_string()),
        other => {
            l.problem(
                n,
                t!(
                    speaking(),
                    "pfile-explanation-text",
                    found = describe(other)
                ),
            );
            None
        }
    });

    let features = m
        .get("features")
        .copied()
        .and_then(|n| check_features(l, n));
    let themes = m.get("themes").copied().map(|n| {
        let mut themes = Vec::new();
        for item in l.list(n, "puzzle `themes`") {
            let Some(name) = l.text(item, &t!(speaking(), "pfile-what-theme")) else {
                continue;
            };
            match super::themes::Theme::parse(&name) {
                Some(t) if !themes.contains(&t) => themes.push(t),
                Some(_) => l.problem(item, t!(speaking(), "pfile-theme-twice", name = &name)),
                None => l.problem(
                    item,
                    t!(
                        speaking(),
                        "pfile-theme-unknown",
                        name = &name,
                        known = super::themes::Theme::ALL.map(|t| t.name()).join(", ")
                    ),
                ),
            }
        }
        themes
    });
    // The hints: four texts, the ladder of [`super::hints`].
    let hints = m.get("hints").copied().map(|n| {
        let mut hints = Vec::new();
        for item in l.list(n, "puzzle `hints`") {
            match &item.value {
                Node::Str(s) if !s.trim().is_empty() => hints.push(s.trim().to_string()),
                other => l.problem(
                    item,
                    t!(speaking(), "pfile-hint-text", found = describe(other)),
                ),
            }
        }
        if hints.len() != super::hints::HINTS {
            l.problem(
                n,
                t!(
                    speaking(),
                    "pfile-hints-count",
                    n = super::hints::HINTS,
                    found = hints.len()
                ),
            );
        }
        hints
    });
    // The decoy pieces: each a pawn's name, a piece's or a pool's square, or a teleporter
    // pair's name, of this scenario, each once.
    let decoys = m.get("decoys").copied().map(|n| {
        let mut decoys: Vec<String> = Vec::new();
        for item in l.list(n, "puzzle `decoys`") {
            let Some(name) = l.text(item, &t!(speaking(), "pfile-what-decoy")) else {
                continue;
            };
            let known = super::economy::part_named(setup, &name).is_some();
            if decoys.contains(&name) {
                l.problem(item, t!(speaking(), "pfile-decoy-twice", name = &name));
            } else if !known && scenario_ok {
                l.problem(item, t!(speaking(), "pfile-decoy-unknown", name = &name));
            } else {
                decoys.push(name);
            }
        }
        decoys
    });
    let score = m
        .get("score")
        .and_then(|n| number(l, n, "puzzle `score`"))
        .map(|x| x.min(u64::from(u32::MAX)) as u32);
    let difficulty = m.get("difficulty").and_then(|n| {
        let t = l.text(n, "puzzle `difficulty`")?;
        let d = Difficulty::parse(&t);
        if d.is_none() {
            l.problem(n, t!(speaking(), "pfile-difficulty-unknown", text = &t));
        }
        d
    });
    let rules = m.get("rules").and_then(|n| {
        let t = l.text(n, "puzzle `rules`")?;
        let r = RuleSet::parse(&t);
        if r.is_none() {
            l.problem(n, t!(speaking(), "pfile-rules-unknown", text = &t));
        }
        r
    });
    // The rule options the answer depends on: known names, each once.
    let mut depends_on: Vec<String> = Vec::new();
    if let Some(n) = m.get("depends-on").copied() {
        for item in l.list(n, "puzzle `depends-on`") {
            let Some(name) = l.text(item, &t!(speaking(), "pfile-what-option")) else {
                continue;
            };
            if crate::rules::option_spec(&name).is_none() {
                let known: Vec<&str> = crate::rules::OPTIONS.iter().map(|o| o.name).collect();
                l.problem(
                    item,
                    t!(
                        speaking(),
                        "pfile-option-unknown",
                        name = &name,
                        known = known.join(", ")
                    ),
                );
            } else if depends_on.contains(&name) {
                l.problem(item, t!(speaking(), "pfile-option-twice", name = &name));
            } else {
                depends_on.push(name);
            }
        }
    }
    let seed = m.get("seed").and_then(|n| number(l, n, "puzzle `seed`"));
    let attempt = m
        .get("attempt")
        .and_then(|n| number(l, n, "puzzle `attempt`"));

    if l.problems.len() != before {
        return None;
    }
    Some(Part {
        tiles,
        kind: kind?,
        ask: ask?,
        goal: goal?,
        depends_on,
        solution,
        solution_at,
        explanation,
        features,
        themes,
        hints,
        decoys,
        score,
        difficulty,
        rules,
        seed,
        attempt,
    })
}
