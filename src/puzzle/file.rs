//! The puzzle file: the `puzzle:` section of a scenario file, read and checked with every
//! problem at its line and column, and written through serde beside the scenario's lists.

use std::path::Path;

use super::difficulty::{Difficulty, Features};
use super::model::{placement_key, plural, sort_placement, Place, Puzzle, PuzzleGoal, RuleSet};
use crate::board::{Piece, MAX_PAWNS};
use crate::geometry::Square;
use crate::rules::Tile;
use crate::scenario::write::{to_yaml, ScenarioDoc, TileValue};
use crate::scenario::{self, describe, Extra, LoadError, Loader, Node, Problem, SNode, Scenario};
use crate::search;
use crate::setup::Setup;
use serde::{Serialize, Serializer};
use serde_saphyr::{FlowMap, FlowSeq};

const PUZZLE_KEYS: &[&str] = &[
    "tiles",
    "place",
    "goal",
    "solution",
    "features",
    "score",
    "difficulty",
    "rules",
    "seed",
    "attempt",
];

const FEATURE_KEYS: &[&str] = &[
    "near_misses",
    "steps",
    "push",
    "slide",
    "wall",
    "pivot",
    "teleporter",
];

/// The checked `puzzle:` section.
struct Part {
    tiles: Vec<Tile>,
    place: Place,
    goal: PuzzleGoal,
    solution: Option<Vec<Vec<Square>>>,
    features: Option<Features>,
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
            place: self.place,
            goal: self.goal,
            solution: self.solution,
            features: self.features,
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
                message: "the puzzle section could not be read".into(),
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
                format!("{what} must be a whole number, found {}", describe(other)),
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
                format!("{what} must be true or false, found {}", describe(other)),
            );
            None
        }
    }
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
            message: "a puzzle file needs a `puzzle:` section (tiles, place, goal)".into(),
        });
        return None;
    };
    let m = l.map(node, "puzzle", PUZZLE_KEYS)?;

    // Tiles.
    let mut tiles = Vec::new();
    match m.get("tiles").copied() {
        Some(n) => {
            if setup.tile.is_some() {
                l.problem(
                    n,
                    "puzzle `tiles`: the scenario gives `tile:` too; give the tiles once",
                );
            }
            let items: Vec<&SNode> = match &n.value {
                Node::Seq(items) => items.iter().collect(),
                _ => vec![n],
            };
            for item in items {
                if let Some(t) = l.text(item, "a puzzle tile") {
                    match t.parse::<Tile>() {
                        Ok(tile) => {
                            if !tiles.contains(&tile) {
                                tiles.push(tile)
                            }
                        }
                        Err(e) => l.problem(item, format!("puzzle `tiles`: {e}")),
                    }
                }
            }
            if tiles.is_empty() && l.problems.len() == before {
                l.problem(n, "puzzle `tiles`: give at least one tile");
            }
        }
        None => match setup.tile {
            Some(t) => tiles.push(t),
            None if scenario_ok => l.problem(
                node,
                "puzzle: missing `tiles` (or a `tile:` in the scenario)",
            ),
            None => {}
        },
    }

    // What is placed.
    let place = l
        .required(&m, node, "puzzle", "place")
        .and_then(|n| check_place(l, scenario, n));

    // The goal.
    let goal = l
        .required(&m, node, "puzzle", "goal")
        .and_then(|n| check_goal(l, setup, n, place.as_ref(), scenario_ok));

    // The stated solution.
    let mut solution = None;
    if let Some(n) = m.get("solution").copied() {
        let mut all = Vec::new();
        for item in l.list(n, "puzzle `solution`") {
            let mut squares: Vec<Square> = Vec::new();
            for q in l.list(item, "a solution") {
                let Some(sq) = l.square(q, "a solution square") else {
                    continue;
                };
                // A placed piece goes on an empty square (FORMAT.md section 5).
                if scenario.is_some_and(|s| !search::candidates(s.board()).contains(&sq)) {
                    l.problem(
                        q,
                        format!("a solution square must be empty (no piece, no pawn, not the monster, not a pool or teleporter): {sq} is not"),
                    );
                }
                squares.push(sq);
            }
            if let Some(p) = &place {
                if squares.len() != p.count() {
                    l.problem(
                        item,
                        format!(
                            "a solution must list {} square{} (the `place` count), found {}",
                            p.count(),
                            plural(p.count()),
                            squares.len()
                        ),
                    );
                }
            }
            let mut sorted = squares.clone();
            sort_placement(&mut sorted);
            sorted.dedup();
            if sorted.len() != squares.len() {
                l.problem(item, "a solution names one square twice");
            }
            all.push(sorted);
        }
        all.sort_by_key(|p| placement_key(p));
        if all.windows(2).any(|w| w[0] == w[1]) {
            l.problem(n, "puzzle `solution`: the same placement is stated twice");
        }
        solution = Some(all);
    }

    let features = m.get("features").copied().and_then(|n| {
        let f = l.map(n, "puzzle `features`", FEATURE_KEYS)?;
        let mut out = Features::default();
        let mut ok = true;
        for key in FEATURE_KEYS {
            let Some(v) = l.required(&f, n, "puzzle `features`", key) else {
                ok = false;
                continue;
            };
            let what = format!("feature `{key}`");
            match *key {
                "near_misses" => match number(l, v, &what) {
                    Some(x) => out.near_misses = x,
                    None => ok = false,
                },
                "steps" => match number(l, v, &what) {
                    Some(x) if x <= 20 => out.steps = x as u8,
                    Some(_) => {
                        l.problem(v, "feature `steps`: the monster walks at most 20 steps");
                        ok = false;
                    }
                    None => ok = false,
                },
                _ => match boolean(l, v, &what) {
                    Some(b) => match *key {
                        "push" => out.push = b,
                        "slide" => out.slide = b,
                        "wall" => out.wall = b,
                        "pivot" => out.pivot = b,
                        _ => out.teleporter = b,
                    },
                    None => ok = false,
                },
            }
        }
        ok.then_some(out)
    });
    let score = m
        .get("score")
        .and_then(|n| number(l, n, "puzzle `score`"))
        .map(|x| x.min(u64::from(u32::MAX)) as u32);
    let difficulty = m.get("difficulty").and_then(|n| {
        let t = l.text(n, "puzzle `difficulty`")?;
        let d = Difficulty::parse(&t);
        if d.is_none() {
            l.problem(
                n,
                format!("puzzle `difficulty`: `{t}` is unknown (easy, medium or hard)"),
            );
        }
        d
    });
    let rules = m.get("rules").and_then(|n| {
        let t = l.text(n, "puzzle `rules`")?;
        let r = RuleSet::parse(&t);
        if r.is_none() {
            l.problem(
                n,
                format!("puzzle `rules`: `{t}` is unknown (basic or advanced)"),
            );
        }
        r
    });
    let seed = m.get("seed").and_then(|n| number(l, n, "puzzle `seed`"));
    let attempt = m
        .get("attempt")
        .and_then(|n| number(l, n, "puzzle `attempt`"));

    if l.problems.len() != before {
        return None;
    }
    Some(Part {
        tiles,
        place: place?,
        goal: goal?,
        solution,
        features,
        score,
        difficulty,
        rules,
        seed,
        attempt,
    })
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
                    format!(
                        "puzzle `place` count: must be a number 1 or more, found {}",
                        describe(other)
                    ),
                );
                None
            }
        });
    let place = match (m.get("player").copied(), m.get("piece").copied()) {
        (Some(p), None) => {
            let player = l.text(p, "puzzle `place` player")?;
            if player.is_empty() || !player.chars().all(|c| c.is_ascii_alphanumeric()) {
                l.problem(
                    p,
                    format!(
                        "puzzle `place` player: `{player}` is not a word of letters and digits"
                    ),
                );
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
                l.problem(
                    p,
                    format!("puzzle `place` piece: `{word}` is unknown (stone, crystal, pivot-right or pivot-around)"),
                );
                return None;
            };
            Place::Pieces {
                count: count?,
                piece,
            }
        }
        (Some(_), Some(p)) => {
            l.problem(
                p,
                "puzzle `place`: give either `player` (new pawns) or `piece` (stones), not both",
            );
            return None;
        }
        (None, None) => {
            l.problem(
                n,
                "puzzle `place`: say what is placed: `player: NAME` (new pawns) or `piece: stone`",
            );
            return None;
        }
    };
    if let Some(s) = scenario {
        let k = place.count();
        let free = search::candidates(s.board()).len();
        if k > free {
            l.problem(
                n,
                format!("puzzle `place`: {k} pieces to place but only {free} empty squares"),
            );
            return None;
        }
        if matches!(place, Place::Pawns { .. }) && s.board().pawn_count() + k > MAX_PAWNS {
            l.problem(
                n,
                format!("puzzle `place`: a board holds at most {MAX_PAWNS} pawns"),
            );
            return None;
        }
    }
    Some(place)
}

fn check_goal(
    l: &mut Loader,
    s: &Setup,
    n: &SNode,
    place: Option<&Place>,
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
                l.problem(
                    n,
                    "puzzle `goal`: `feed` needs pawn names, like feed [A, B]",
                );
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
                        .filter_map(|i| l.text(i, "a pawn to feed"))
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
                l.problem(
                    n,
                    "puzzle `goal`: give `feed`, `feed-all-of` or `spare` (or write `survive`)",
                );
            }
            if let (Some(a), Some(b)) = (&feed_all_of, &spare) {
                if crate::position::same_player(a, b) {
                    l.problem(
                        m["spare"],
                        format!("puzzle `goal`: player {a} is both to feed and to spare"),
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
                format!(
                    "puzzle `goal`: must be `survive`, `feed [A, B]` or a map with feed, feed-all-of, spare; found {}",
                    describe(other)
                ),
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
            let placed_player = match place {
                Some(Place::Pawns { player, .. }) => Some(player.as_str()),
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
                        format!(
                            "puzzle `goal`: no pawn `{name}` to feed (pawns: {})",
                            s.pawns
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
                        format!(
                            "puzzle `goal`: pawn {name} is to be fed, but its player {} is to be spared",
                            p.player.as_deref().unwrap_or("")
                        ),
                    )
                    }
                    Some(_) => {}
                }
            }
            for p in feed_all_of.iter().chain(spare.iter()) {
                if !has_player(p) {
                    l.problem(n, format!("puzzle `goal`: no pawn of player `{p}`"));
                }
            }
        }
    }
    (l.problems.len() == before).then_some(goal)
}

// ---------------------------------------------------------------------------------------
// Writing.

/// The whole puzzle file: the scenario as lists ([`crate::scenario::write_yaml`]) and the
/// `puzzle:` section with everything the puzzle states (tiles, place, goal, then the stated
/// solution, features, score, difficulty, rules, seed and attempt where known). Loading the
/// text gives back the same puzzle.
pub fn write_puzzle(puzzle: &Puzzle) -> String {
    let setup = puzzle.scenario.setup();
    // A scenario `tile:` stands for the tiles; giving both is refused.
    let tiles = if setup.tile.is_some() {
        Vec::new()
    } else {
        puzzle.tiles.iter().map(|&t| TileValue(t)).collect()
    };
    let doc = PuzzleFile {
        scenario: ScenarioDoc::lists(setup),
        puzzle: PuzzleDoc {
            tiles,
            place: FlowMap(match &puzzle.place {
                Place::Pawns { count, player } => PlaceDoc {
                    count: *count,
                    player: Some(player.clone()),
                    piece: None,
                },
                Place::Pieces { count, piece } => PlaceDoc {
                    count: *count,
                    player: None,
                    piece: Some(piece.name()),
                },
            }),
            goal: match &puzzle.goal {
                PuzzleGoal::Survive => GoalDoc::Word("survive"),
                PuzzleGoal::FeedSpare {
                    feed,
                    feed_all_of,
                    spare,
                } => GoalDoc::Map(FlowMap(GoalMapDoc {
                    feed: feed.clone(),
                    feed_all_of: feed_all_of.clone(),
                    spare: spare.clone(),
                })),
            },
            solution: puzzle.solution.as_ref().map(|all| {
                FlowSeq(
                    all.iter()
                        .map(|p| p.iter().map(|s| s.to_string()).collect())
                        .collect(),
                )
            }),
            features: puzzle.features.map(FlowMap),
            score: puzzle.score,
            difficulty: puzzle.difficulty.map(Difficulty::name),
            rules: puzzle.rules.map(RuleSet::name),
            seed: puzzle.seed,
            attempt: puzzle.attempt,
        },
    };
    to_yaml(&doc)
}

#[derive(Serialize)]
struct PuzzleFile {
    #[serde(flatten)]
    scenario: ScenarioDoc,
    puzzle: PuzzleDoc,
}

#[derive(Serialize)]
struct PuzzleDoc {
    #[serde(skip_serializing_if = "Vec::is_empty", serialize_with = "flow_tiles")]
    tiles: Vec<TileValue>,
    place: FlowMap<PlaceDoc>,
    goal: GoalDoc,
    #[serde(skip_serializing_if = "Option::is_none")]
    solution: Option<FlowSeq<Vec<Vec<String>>>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    features: Option<FlowMap<Features>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    score: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    difficulty: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    rules: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    seed: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    attempt: Option<u64>,
}

fn flow_tiles<S: Serializer>(tiles: &[TileValue], s: S) -> Result<S::Ok, S::Error> {
    FlowSeq(tiles).serialize(s)
}

#[derive(Serialize)]
struct PlaceDoc {
    count: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    player: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    piece: Option<&'static str>,
}

#[derive(Serialize)]
#[serde(untagged)]
enum GoalDoc {
    Word(&'static str),
    Map(FlowMap<GoalMapDoc>),
}

#[derive(Serialize)]
struct GoalMapDoc {
    #[serde(skip_serializing_if = "Vec::is_empty", serialize_with = "flow_names")]
    feed: Vec<String>,
    #[serde(rename = "feed-all-of", skip_serializing_if = "Option::is_none")]
    feed_all_of: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    spare: Option<String>,
}

fn flow_names<S: Serializer>(names: &[String], s: S) -> Result<S::Ok, S::Error> {
    FlowSeq(names).serialize(s)
}
