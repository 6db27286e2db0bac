//! The puzzle file read: the `puzzle:` section of a scenario file, checked with every
//! problem at its line and column (`write` writes it).

use std::path::Path;

use super::candidates;
use super::difficulty::{Difficulty, Features, Idea};
use super::model::{
    placement_key, sort_placement, Answer, Ask, Kind, Place, Puzzle, PuzzleGoal, RuleSet,
};
use crate::board::{Piece, MAX_PAWNS};
use crate::geometry::Square;
use crate::i18n::speaking;
use crate::pawn::Dest;
use crate::rules::Tile;
use crate::scenario::{self, describe, Extra, LoadError, Loader, Node, Problem, SNode, Scenario};
use crate::search;
use crate::setup::Setup;
use crate::t;

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

const FEATURE_KEYS: &[&str] = &[
    "candidates",
    "changing",
    "decoys",
    "key_step",
    "settle_step",
    "ideas",
    "natural",
];

/// The keys of the features older files state (the first measure); read and ignored.
const OLD_FEATURE_KEYS: &[&str] = &[
    "near_misses",
    "steps",
    "push",
    "slide",
    "wall",
    "pivot",
    "teleporter",
];

/// The most pawns a puzzle moves.
pub const MAX_MOVES: usize = 2;

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

/// The `features` map: every key of the measure, or (older files) the first measure's keys,
/// which are read and ignored.
fn check_features(l: &mut Loader, n: &SNode) -> Option<Features> {
    let known: Vec<&str> = FEATURE_KEYS
        .iter()
        .chain(OLD_FEATURE_KEYS)
        .copied()
        .collect();
    let f = l.map(n, "puzzle `features`", &known)?;
    if !FEATURE_KEYS.iter().any(|k| f.contains_key(*k)) {
        return None;
    }
    let mut out = Features::default();
    let mut ok = true;
    for key in FEATURE_KEYS {
        let Some(v) = l.required(&f, n, "puzzle `features`", key) else {
            ok = false;
            continue;
        };
        let what = format!("feature `{key}`");
        let step = |l: &mut Loader, v: &SNode| match number(l, v, &what) {
            Some(x) if x <= 20 => Some(x as u8),
            Some(_) => {
                l.problem(v, t!(speaking(), "pfile-feature-steps", what = &what));
                None
            }
            None => None,
        };
        match *key {
            "candidates" | "changing" | "decoys" => match number(l, v, &what) {
                Some(x) => match *key {
                    "candidates" => out.candidates = x,
                    "changing" => out.changing = x,
                    _ => out.decoys = x,
                },
                None => ok = false,
            },
            "key_step" => match step(l, v) {
                Some(x) => out.key_step = x,
                None => ok = false,
            },
            "settle_step" => match step(l, v) {
                Some(x) => out.settle_step = x,
                None => ok = false,
            },
            "ideas" => {
                for i in l.list(v, "feature `ideas`") {
                    match l
                        .text(i, &t!(speaking(), "pfile-what-idea"))
                        .map(|t| (Idea::parse(&t), t))
                    {
                        Some((Some(idea), _)) => out.ideas.push(idea),
                        Some((None, t)) => {
                            l.problem(
                                i,
                                t!(
                                    speaking(),
                                    "pfile-idea-unknown",
                                    text = &t,
                                    known = Idea::ALL.map(Idea::name).join(", ")
                                ),
                            );
                            ok = false;
                        }
                        None => ok = false,
                    }
                }
            }
            _ => match boolean(l, v, &what) {
                Some(b) => out.natural = b,
                None => ok = false,
            },
        }
    }
    ok.then_some(out)
}

/// `move: blue3` or `move: [blue3, blue5]`: pawns of the scenario, on the board or beside
/// the entrance, each with a face (its points).
fn check_move(
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
                        pawns = setup
                            .pawns
                            .iter()
                            .map(|p| p.name.as_str())
                            .collect::<Vec<_>>()
                            .join(", ")
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

/// One stated answer: a placement's squares, a move's path, two moves' two paths, or a tile
/// (alone or in a list of one); moves are played to check they are legal.
fn check_answer(
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

fn check_place(l: &mut Loader, scenario: Option<&Scenario>, n: &SNode) -> Option<Place> {
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

fn check_goal(
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
                            pawns = s
                                .pawns
                                .iter()
                                .map(|p| p.name.as_str())
                                .collect::<Vec<_>>()
                                .join(", ")
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
