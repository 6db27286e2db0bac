//! The page's Puzzles tab: the stored puzzles (`scenarios/puzzles`, embedded in the binary at
//! build time, [`crate::puzzle::STORED`]), each to open, to answer by taps, with its ladder of
//! four hints (docs/api.md, "Puzzles"):
//!
//! - `GET /api/puzzles`: every stored puzzle's id, kind, difficulty, themes, title and question;
//! - `GET /api/puzzles/ID`: one puzzle to solve: its position as the board tab draws it, the
//!   question, what is asked (the moving pawns and the first one's results, the things to
//!   place and the empty squares, or the tiles to pick from); never the answer;
//! - `GET /api/puzzles/ID/hint/N`: hint N of 4; the fourth says the answer, with the monster's
//!   move step by step;
//! - `POST /api/puzzles/ID/moves`: the results of the next moving pawn after the paths given
//!   (a two-moves puzzle's second pawn);
//! - `POST /api/puzzles/ID/check`: the player's answer judged by the engine
//!   ([`crate::puzzle::check_in`]): right or wrong, why in words, the monster's move; a
//!   `feast` placement by the walk without a step limit ([`crate::puzzle::check_feast_in`],
//!   at most [`crate::puzzle::MAX_FEAST_STEPS`] steps, else 422).
//!
//! Every word is in the request's language (`?lang=` for a `GET`, the body's `lang` for a
//! `POST`, else `Accept-Language`, else English). An id is looked up among the embedded
//! puzzles, never used as a path: nothing else is read.

use super::api::{browser_lang, json_in, spoken_body, ApiError, Spoken};
use super::state::AppState;
use super::words::{asked_lang, LangQuery};
use crate::geometry::Square;
use crate::i18n::Lang;
use crate::pawn::Dest;
use crate::puzzle::{self, Answer, Ask, Place, Puzzle};
use crate::render::json::position_doc;
use crate::render::moves::{result_json, start_of};
use crate::render::trace::Names;
use crate::rules::Tile;
use crate::t;
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use axum::routing::{get, post};
use axum::Router;
use serde::Deserialize;
use serde_json::{json, Value};
use std::sync::LazyLock;

/// The largest body `check` and `moves` take: an answer is a few squares.
pub const MAX_ANSWER_BODY: usize = 16 * 1024;

/// The puzzles' routes.
pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/api/puzzles", get(list))
        .route("/api/puzzles/{id}", get(one))
        .route("/api/puzzles/{id}/hint/{n}", get(hint))
        .route("/api/puzzles/{id}/moves", post(moves))
        .route("/api/puzzles/{id}/check", post(check))
}

/// The stored puzzles the page offers, read once: (id, puzzle). A file that does not load is
/// left out (the tests load every one).
static PUZZLES: LazyLock<Vec<(&'static str, Puzzle)>> = LazyLock::new(|| {
    puzzle::STORED
        .iter()
        .filter_map(|(id, text)| Some((*id, puzzle::parse(text, &format!("{id}.yaml")).ok()?)))
        .collect()
});

/// The ids of the puzzles served, in order.
pub fn served_ids() -> Vec<&'static str> {
    PUZZLES.iter().map(|(id, _)| *id).collect()
}

type Answered = Result<Response, ApiError>;

/// The stored puzzle `id`, or 404 in `lang`.
fn find(id: &str, lang: Lang) -> Result<&'static Puzzle, ApiError> {
    PUZZLES
        .iter()
        .find(|(i, _)| *i == id)
        .map(|(_, p)| p)
        .ok_or_else(|| {
            // The id is the request's: shown escaped, cut short.
            let shown: String = id.chars().take(80).collect();
            let shown = crate::render::escaped(&shown).into_owned();
            ApiError::new(
                StatusCode::NOT_FOUND,
                t!(lang, "serve-no-puzzle", id = shown),
            )
        })
}

/// What every listing of a puzzle says: its id, kind, difficulty, themes (names and words),
/// rule set, title and question.
fn summary(id: &str, p: &Puzzle, lang: Lang) -> Value {
    let themes = p.themes.clone().unwrap_or_default();
    let question = p.question_in(lang);
    json!({
        "id": id,
        "kind": p.kind.name(),
        "kind_words": p.kind.title_in(lang),
        "difficulty": p.difficulty.map(|d| d.name()),
        "difficulty_words": p.difficulty.map(|d| t!(lang, "puzzle-difficulty", difficulty = d.name())),
        "themes": themes.iter().map(|t| t.name()).collect::<Vec<_>>(),
        "theme_words": themes.iter().map(|t| t.words(lang)).collect::<Vec<_>>(),
        "rules": p.rules.map(|r| r.name()),
        "title": p.title_in(lang).unwrap_or_else(|| question.clone()),
        "question": question,
    })
}

/// `GET /api/puzzles`: `{ "puzzles": [ summary ] }`.
async fn list(State(state): State<AppState>, query: LangQuery, headers: HeaderMap) -> Answered {
    let lang = asked_lang(&query, &headers)?;
    json_in(&state, lang, move |_| {
        Ok(json!({
            "puzzles": PUZZLES.iter().map(|(id, p)| summary(id, p, lang)).collect::<Vec<_>>(),
        }))
    })
    .await
}

/// Every result of the next moving pawn of `p` after `paths` (the moves of the ones before
/// it), in words in `lang`, each with the board after it: `{ "pawn", "points", "results" }`.
fn results_after(p: &Puzzle, paths: &[Vec<Dest>], lang: Lang) -> Result<Value, ApiError> {
    let movers = p.movers();
    let options = p.scenario.options;
    let Some(&(pawn, points)) = movers.get(paths.len()) else {
        return Err(ApiError::bad(t!(
            lang,
            "serve-puzzle-paths",
            n = movers.len().saturating_sub(1)
        )));
    };
    let board = if paths.is_empty() {
        *p.scenario.board()
    } else {
        // The moves before, each checked (in the thread's language: the request's).
        let played = puzzle::play_paths(
            &Puzzle {
                ask: Ask::Move(first_movers(p, paths.len())),
                ..p.clone()
            },
            &options,
            paths,
        )
        .map_err(|e| unplayable(lang, e))?;
        played.last().map_or(*p.scenario.board(), |m| m.board)
    };
    let names = Names(p.scenario.pawns());
    let start = start_of(&board, pawn);
    let results: Vec<Value> = crate::pawn::legal_moves(&board, pawn, points, &options)
        .iter()
        .map(|m| result_json(m, start, &names, lang))
        .collect();
    Ok(json!({
        "pawn": p.scenario.pawn_name(pawn),
        "points": points,
        "results": results,
    }))
}

/// The names of the first `n` moving pawns of `p`.
fn first_movers(p: &Puzzle, n: usize) -> Vec<String> {
    match &p.ask {
        Ask::Move(names) => names.iter().take(n).cloned().collect(),
        _ => Vec::new(),
    }
}

fn unplayable(lang: Lang, error: String) -> ApiError {
    ApiError::new(
        StatusCode::UNPROCESSABLE_ENTITY,
        t!(lang, "serve-puzzle-unplayable", error = error),
    )
}

/// One puzzle to solve: [`summary`] and its position (as `/api/validate` gives one), its
/// tiles, the rule options that are not the defaults, the goal (the pawns to remove and to
/// spare), what is asked (`ask`: `move` with `move`, the moving pawns, and `moves`, the first
/// one's results; `place` with `place`: what and how many, the placed pawns' names and labels,
/// the empty squares `free`; `tile` with `pick`, the tiles to pick from), and `hints`, how
/// many hints there are. No answer.
fn puzzle_doc(id: &str, p: &Puzzle, lang: Lang) -> Result<Value, ApiError> {
    let mut doc = summary(id, p, lang);
    let tiles: Vec<String> = puzzle::sorted_tiles(&p.tiles)
        .iter()
        .map(Tile::to_string)
        .collect();
    let (feed, spare) = p.feed_and_spare();
    let names = |set| crate::render::puzzle::names_of(p, set);
    doc["position"] = position_doc(p.scenario.position(), None);
    doc["tiles"] = json!(tiles);
    doc["options"] = json!(p.scenario.options.non_default());
    doc["goal"] = json!({ "feed": names(feed), "spare": names(spare) });
    doc["hints"] = json!(p.hints.as_ref().map_or(puzzle::HINTS, Vec::len));
    match &p.ask {
        Ask::Move(movers) => {
            doc["ask"] = json!("move");
            doc["move"] = json!(movers);
            doc["moves"] = results_after(p, &[], lang)?;
        }
        Ask::Place(place) => {
            doc["ask"] = json!("place");
            let free = p.candidates();
            let count = place.count();
            let placed = p.placed_names();
            // The placed pawns' labels, as the board draws them (placed anywhere free).
            let labels: Vec<Value> = if placed.is_empty() || free.len() < count {
                Vec::new()
            } else {
                let s = p.scenario_with(&free[..count]);
                let shown = position_doc(s.position(), None);
                placed
                    .iter()
                    .map(|n| shown["pawns"][n]["label"].clone())
                    .collect()
            };
            let mut what = json!({
                "count": count,
                "names": placed,
                "labels": labels,
                "free": free.iter().map(Square::to_string).collect::<Vec<_>>(),
            });
            match place {
                Place::Pawns { player, .. } => what["player"] = json!(player),
                Place::Pieces { piece, .. } => what["piece"] = json!(piece.name()),
            }
            doc["place"] = what;
        }
        Ask::Tile => {
            doc["ask"] = json!("tile");
            doc["pick"] = json!(tiles);
        }
    }
    Ok(doc)
}

/// `GET /api/puzzles/ID`: [`puzzle_doc`]; 404 for an id that is none.
async fn one(
    State(state): State<AppState>,
    Path(id): Path<String>,
    query: LangQuery,
    headers: HeaderMap,
) -> Answered {
    let lang = asked_lang(&query, &headers)?;
    json_in(&state, lang, move |_| {
        let p = find(&id, lang)?;
        puzzle_doc(&id, p, lang)
    })
    .await
}

/// The monster's move with each of `tiles` on `board`, step by step (as `/api/trace` with
/// `"format": "steps"`), the pawns named as in `scenario`.
fn steps_of(
    scenario: &crate::scenario::Scenario,
    board: &crate::board::Board,
    tile: Tile,
    lang: Lang,
) -> Value {
    let trace = crate::trace::Trace::record(board, tile, &scenario.options);
    crate::render::steps::steps_doc(&trace, scenario.position(), None, lang)
}

/// `GET /api/puzzles/ID/hint/N`: `{ "id", "hint": N, "total": 4, "text" }`; the last hint
/// also `answer` (as a solution is listed, FORMAT.md section 5), `answer_words` and
/// `traces`: the answer's monster move with each tile, step by step.
async fn hint(
    State(state): State<AppState>,
    Path((id, n)): Path<(String, String)>,
    query: LangQuery,
    headers: HeaderMap,
) -> Answered {
    let lang = asked_lang(&query, &headers)?;
    json_in(&state, lang, move |_| {
        let p = find(&id, lang)?;
        let options = p.scenario.options;
        let answer = p.solution.as_ref().and_then(|s| s.first());
        let hints = puzzle::told_hints_in(lang, p, &options, answer).ok_or_else(|| {
            ApiError::new(
                StatusCode::NOT_FOUND,
                t!(lang, "serve-puzzle-no-hints", id = id.as_str()),
            )
        })?;
        let shown: String = n.chars().take(20).collect();
        let k = n
            .parse::<usize>()
            .ok()
            .filter(|k| (1..=hints.len()).contains(k))
            .ok_or_else(|| {
                ApiError::new(
                    StatusCode::NOT_FOUND,
                    t!(
                        lang,
                        "serve-bad-hint",
                        n = crate::render::escaped(&shown).into_owned()
                    ),
                )
            })?;
        let mut doc = json!({
            "id": id,
            "hint": k,
            "total": hints.len(),
            "text": hints[k - 1],
        });
        if k == hints.len() {
            if let Some(answer) = answer {
                doc["answer"] = answer.json();
                doc["answer_words"] = json!(crate::render::puzzle::answer_text_in(lang, p, answer));
                if let (puzzle::Kind::Feast, Answer::Squares(squares)) = (p.kind, answer) {
                    let walk = puzzle::record_feast_within(
                        &p.board_with(squares),
                        &options,
                        p.feed_and_spare(),
                        puzzle::MAX_FEAST_STEPS,
                    )
                    .map_err(|_| too_long(lang))?;
                    doc["traces"] = json!([feast_steps(p, squares, &walk, lang)?]);
                } else if let Some(sol) = puzzle::trace_solution(p, &options, answer) {
                    doc["traces"] = json!(sol
                        .traces
                        .iter()
                        .map(|tr| {
                            crate::render::steps::steps_doc(tr, sol.scenario.position(), None, lang)
                        })
                        .collect::<Vec<_>>());
                }
            }
        }
        Ok(doc)
    })
    .await
}

/// A `check` or `moves` request: the answer's parts (those the puzzle asks for) and the
/// language.
#[derive(Deserialize, Default, Debug)]
#[serde(deny_unknown_fields)]
struct AnswerReq {
    /// Moves: one path a moving pawn, in order (squares, `out`; empty to stay).
    paths: Option<Vec<Vec<String>>>,
    /// A placement: the squares.
    squares: Option<Vec<String>>,
    /// A tile to pick.
    tile: Option<String>,
    /// The language of the words.
    lang: Option<String>,
}

impl Spoken for AnswerReq {
    fn lang(&self) -> Option<&str> {
        self.lang.as_deref()
    }
}

/// The body read as an [`AnswerReq`] and its language ([`spoken_body`]); a body over
/// [`MAX_ANSWER_BODY`] is refused (413) in the browser's language.
fn read(body: &[u8], headers: &HeaderMap) -> Result<(AnswerReq, Lang), ApiError> {
    if body.len() > MAX_ANSWER_BODY {
        return Err(ApiError::new(
            StatusCode::PAYLOAD_TOO_LARGE,
            t!(
                browser_lang(headers),
                "serve-body-too-large",
                kib = (MAX_ANSWER_BODY / 1024).to_string()
            ),
        ));
    }
    spoken_body(body, headers)
}

/// A `POST` about the stored puzzle `id` (404 for none) with an [`AnswerReq`] ([`read`]):
/// the JSON document `f` makes of the puzzle and the request, in its language.
async fn answered(
    state: AppState,
    id: String,
    headers: HeaderMap,
    body: Bytes,
    f: impl FnOnce(&'static Puzzle, AnswerReq, Lang) -> Result<Value, ApiError> + Send + 'static,
) -> Answered {
    let (req, lang) = read(&body, &headers)?;
    json_in(&state, lang, move |_| f(find(&id, lang)?, req, lang)).await
}

/// What the puzzle asks for, in words: the refusal of an answer of another shape.
fn wrong_shape(p: &Puzzle, lang: Lang) -> ApiError {
    let tiles: Vec<String> = puzzle::sorted_tiles(&p.tiles)
        .iter()
        .map(Tile::to_string)
        .collect();
    let (ask, n) = match &p.ask {
        Ask::Move(m) => ("move", m.len()),
        Ask::Place(place) => ("place", place.count()),
        Ask::Tile => ("tile", 1),
    };
    ApiError::bad(t!(
        lang,
        "serve-puzzle-answer",
        ask = ask,
        n = n,
        tiles = crate::i18n::and_list(lang, &tiles)
    ))
}

/// The paths of a request, each point a square, `out` or `waiting`.
fn paths_of(paths: &[Vec<String>], lang: Lang) -> Result<Vec<Vec<Dest>>, ApiError> {
    paths
        .iter()
        .map(|path| {
            path.iter()
                .map(|d| {
                    d.parse::<Dest>().map_err(|e| {
                        ApiError::bad(t!(lang, "serve-bad-dest", error = e.to_string()))
                    })
                })
                .collect()
        })
        .collect()
}

/// The answer a request gives, in the shape the puzzle asks for (400 otherwise).
fn answer_of(p: &Puzzle, req: &AnswerReq, lang: Lang) -> Result<Answer, ApiError> {
    match (&p.ask, &req.paths, &req.squares, &req.tile) {
        (Ask::Move(m), Some(paths), None, None) if paths.len() == m.len() => {
            Ok(Answer::Paths(paths_of(paths, lang)?))
        }
        (Ask::Place(place), None, Some(squares), None) if squares.len() == place.count() => {
            let mut sq = squares
                .iter()
                .map(|s| {
                    s.parse::<Square>().map_err(|e| {
                        ApiError::bad(t!(lang, "serve-bad-dest", error = e.to_string()))
                    })
                })
                .collect::<Result<Vec<_>, _>>()?;
            puzzle::sort_placement(&mut sq);
            if sq.windows(2).any(|w| w[0] == w[1]) {
                return Err(wrong_shape(p, lang));
            }
            Ok(Answer::Squares(sq))
        }
        (Ask::Tile, None, None, Some(tile)) => tile
            .parse::<Tile>()
            .map(Answer::Tile)
            .map_err(|_| wrong_shape(p, lang)),
        _ => Err(wrong_shape(p, lang)),
    }
}

/// `POST /api/puzzles/ID/moves` `{ "paths": [ path ] }`: the results of the next moving pawn
/// after those paths (`{ "pawn", "points", "results" }`, as `/api/moves` with `"format":
/// "results"`); 422 if a path cannot be played.
async fn moves(
    State(state): State<AppState>,
    Path(id): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Answered {
    answered(state, id, headers, body, |p, req, lang| {
        if !matches!(p.ask, Ask::Move(_)) || req.squares.is_some() || req.tile.is_some() {
            return Err(wrong_shape(p, lang));
        }
        let paths = paths_of(req.paths.as_deref().unwrap_or_default(), lang)?;
        results_after(p, &paths, lang)
    })
    .await
}

/// A feast placement judged by the walk without a step limit ([`puzzle::check_feast_in`]):
/// `{ "right", "why", "tile": null, "trace" }`, the trace a feast walk's steps
/// ([`crate::render::steps::feast_steps_doc`]); 422 for a square that is not empty, or a
/// walk longer than [`puzzle::MAX_FEAST_STEPS`] steps.
fn feast_checked(p: &Puzzle, squares: &[Square], lang: Lang) -> Result<Value, ApiError> {
    let options = p.scenario.options;
    let checked =
        puzzle::check_feast_in(lang, p, &options, squares).map_err(|e| unplayable(lang, e))?;
    Ok(json!({
        "right": checked.right,
        "why": checked.why,
        "tile": Value::Null,
        "trace": feast_steps(p, squares, &checked.walk, lang)?,
    }))
}

/// A feast walk too long to check or show (422).
fn too_long(lang: Lang) -> ApiError {
    unplayable(
        lang,
        t!(
            lang,
            "puzzle-check-feast-too-long",
            steps = puzzle::MAX_FEAST_STEPS
        ),
    )
}

/// A feast walk with `squares` placed, step by step; 422 past the steps a trace numbers.
fn feast_steps(
    p: &Puzzle,
    squares: &[Square],
    walk: &puzzle::FeastTrace,
    lang: Lang,
) -> Result<Value, ApiError> {
    let scenario = p.scenario_with(squares);
    crate::render::steps::feast_steps_doc(walk, &p.scenario.options, scenario.position(), lang)
        .ok_or_else(|| too_long(lang))
}

/// `POST /api/puzzles/ID/check` with the answer (`paths`, `squares` or `tile`, as the puzzle
/// asks): `{ "right", "why", "tile", "trace" }`, the verdict of the engine, why in words, and
/// the monster's move with the tile that tells it, step by step. 400 for an answer of another
/// shape, 422 for one that cannot be played (an illegal path, a square that is not empty, a
/// tile not offered), in words.
async fn check(
    State(state): State<AppState>,
    Path(id): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Answered {
    answered(state, id, headers, body, |p, req, lang| {
        let answer = answer_of(p, &req, lang)?;
        let options = p.scenario.options;
        if let (puzzle::Kind::Feast, Answer::Squares(squares)) = (p.kind, &answer) {
            return feast_checked(p, squares, lang);
        }
        let checked =
            puzzle::check_in(lang, p, &options, &answer).map_err(|e| unplayable(lang, e))?;
        let scenario = match &answer {
            Answer::Squares(sq) => p.scenario_with(sq),
            _ => p.scenario.clone(),
        };
        Ok(json!({
            "right": checked.right,
            "why": checked.why,
            "tile": checked.tile.to_string(),
            "trace": steps_of(&scenario, &checked.board, checked.tile, lang),
        }))
    })
    .await
}
