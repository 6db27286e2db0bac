//! The puzzle file written: the `puzzle:` section through serde beside the scenario's lists,
//! so that loading the text ([`super::parse`]) gives back the same puzzle.

use super::difficulty::{Difficulty, Features};
use super::model::{Answer, Ask, Place, Puzzle, PuzzleGoal, RuleSet};
use crate::pawn::Dest;
use crate::scenario::write::{to_yaml, ScenarioDoc, TileValue};
use serde::{Serialize, Serializer};
use serde_saphyr::{FlowMap, FlowSeq, FoldString};

/// The whole puzzle file: the scenario as lists ([`crate::scenario::write_yaml`]) and the
/// `puzzle:` section with everything the puzzle states (kind, tiles, place or move, goal,
/// then the stated solution, explanation, features, themes, hints, score, difficulty, rules, seed and
/// attempt where known). Loading the text gives back the same puzzle.
pub fn write_puzzle(puzzle: &Puzzle) -> String {
    let setup = puzzle.scenario.setup();
    // A scenario `tile:` stands for the tiles; giving both is refused.
    let tiles = if setup.tile.is_some() {
        Vec::new()
    } else {
        puzzle.tiles.iter().map(|&t| TileValue(t)).collect()
    };
    let (place, mv) = match &puzzle.ask {
        Ask::Place(Place::Pawns { count, player }) => (
            Some(FlowMap(PlaceDoc {
                count: *count,
                player: Some(player.clone()),
                piece: None,
            })),
            None,
        ),
        Ask::Place(Place::Pieces { count, piece }) => (
            Some(FlowMap(PlaceDoc {
                count: *count,
                player: None,
                piece: Some(piece.name()),
            })),
            None,
        ),
        Ask::Move(names) if names.len() == 1 => (None, Some(MoveDoc::One(names[0].clone()))),
        Ask::Move(names) => (None, Some(MoveDoc::Several(FlowSeq(names.clone())))),
        Ask::Tile => (None, None),
    };
    let doc = PuzzleFile {
        scenario: ScenarioDoc::lists(setup),
        puzzle: PuzzleDoc {
            kind: puzzle.kind.name(),
            tiles,
            place,
            mv,
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
            depends_on: FlowSeq(puzzle.depends_on.clone()),
            solution: puzzle
                .solution
                .as_ref()
                .map(|all| FlowSeq(all.iter().map(AnswerDoc).collect())),
            explanation: puzzle.explanation.clone().map(FoldString),
            features: puzzle.features.clone().map(FlowMap),
            themes: puzzle
                .themes
                .as_ref()
                .map(|t| FlowSeq(t.iter().map(|t| t.name()).collect())),
            hints: puzzle
                .hints
                .as_ref()
                .map(|h| h.iter().cloned().map(FoldString).collect()),
            decoys: puzzle.decoys.clone().map(FlowSeq),
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
struct PuzzleFile<'a> {
    #[serde(flatten)]
    scenario: ScenarioDoc,
    puzzle: PuzzleDoc<'a>,
}

#[derive(Serialize)]
struct PuzzleDoc<'a> {
    kind: &'static str,
    #[serde(skip_serializing_if = "Vec::is_empty", serialize_with = "flow_tiles")]
    tiles: Vec<TileValue>,
    #[serde(skip_serializing_if = "Option::is_none")]
    place: Option<FlowMap<PlaceDoc>>,
    #[serde(rename = "move", skip_serializing_if = "Option::is_none")]
    mv: Option<MoveDoc>,
    goal: GoalDoc,
    #[serde(rename = "depends-on", skip_serializing_if = "no_names")]
    depends_on: FlowSeq<Vec<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    solution: Option<FlowSeq<Vec<AnswerDoc<'a>>>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    explanation: Option<FoldString>,
    #[serde(skip_serializing_if = "Option::is_none")]
    features: Option<FlowMap<Features>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    themes: Option<FlowSeq<Vec<&'static str>>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    hints: Option<Vec<FoldString>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    decoys: Option<FlowSeq<Vec<String>>>,
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

/// One answer as written: squares, a path, paths, or a tile in a list of one (the shapes of
/// docs/FORMAT.md section 5's `solutions`).
struct AnswerDoc<'a>(&'a Answer);

impl Serialize for AnswerDoc<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let path = |p: &[Dest]| p.iter().map(|d| d.to_string()).collect::<Vec<_>>();
        match self.0 {
            Answer::Squares(sq) => sq
                .iter()
                .map(|q| q.to_string())
                .collect::<Vec<_>>()
                .serialize(s),
            Answer::Paths(ps) if ps.len() == 1 => path(&ps[0]).serialize(s),
            Answer::Paths(ps) => ps.iter().map(|p| path(p)).collect::<Vec<_>>().serialize(s),
            Answer::Tile(t) => vec![TileValue(*t)].serialize(s),
        }
    }
}

#[derive(Serialize)]
#[serde(untagged)]
enum MoveDoc {
    One(String),
    Several(FlowSeq<Vec<String>>),
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

fn no_names(names: &FlowSeq<Vec<String>>) -> bool {
    names.0.is_empty()
}
