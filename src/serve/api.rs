//! The JSON API: each endpoint takes a position (the scenario's YAML text, checked by the
//! same loader as files, with the same located messages) or a game record, builds the report
//! the command line builds, and answers with its rendering: by default the command's
//! `--format json` document, byte for byte.
//!
//! Bad requests get a 4xx and `{"error": "..."}`: 400 for malformed JSON or arguments (the
//! command line's usage errors), 413 for bodies over [`MAX_BODY`], 422 for a position or
//! record that does not load or a request that cannot be answered (the command line's exit
//! code 1). Computations run on blocking threads, at most [`super::state::WORKERS`] at once; a computation
//! that fails unexpectedly answers 500 and the server goes on.

use super::game::game_doc;
use super::state::{is_scenario_name, AppState, Cancel};
pub use super::work::QUEUE_TIMEOUT;
pub(crate) use super::work::{pool_in, work_in, Pool};
use crate::ai::{Budget, Level};
use crate::game::record::{self, PlayRecord, ReplayOptions, TurnRecord};
use crate::game::Phase;
use crate::i18n::{speaking, Lang};
use crate::pawn::Dest;
use crate::report::ai::HintReport;
use crate::report::game::{load_record_text, NewReport, NewRequest, NewSetup};
use crate::report::moves::{MovesReport, VerdictReport};
use crate::report::search::{ExplainChoice, RiskReport, SurviveReport};
use crate::report::show::ShowReport;
use crate::report::trace::TraceReport;
use crate::report::{self, Failure, Format, Loaded, Rendered, Report, Style};
use crate::rng::Rng;
use crate::rules::{Deck, Options, Tile};
use crate::setup::Setup;
use crate::t;
use axum::body::Bytes;
use axum::extract::{DefaultBodyLimit, Path, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::Router;
use serde::Deserialize;
use serde_json::{json, Value};

/// The largest request body accepted (a scenario or a game record with room to spare).
pub const MAX_BODY: usize = 256 * 1024;

/// The file name positions get in messages when the request names none.
pub const DEFAULT_NAME: &str = "position.yaml";

/// The file name game records get in messages.
pub const GAME_NAME: &str = "game.yaml";

/// The API's routes.
pub fn routes(state: AppState) -> Router {
    Router::new()
        .route("/api/validate", post(validate))
        .route("/api/open", post(open))
        .route("/api/trace", post(trace))
        .route("/api/moves", post(moves))
        .route("/api/risk", post(risk))
        .route("/api/survive", post(survive))
        .route("/api/lure", post(lure))
        .route("/api/start/{kind}", get(start))
        .route("/api/scenarios", get(scenarios))
        .route("/api/scenarios/{name}", get(scenario))
        .route("/api/game/new", post(game_new))
        .route("/api/game/state", post(game_state))
        .route("/api/game/play", post(game_play))
        .route("/api/game/hint", post(game_hint))
        .route("/api/game/ai", post(game_ai))
        .route("/api/game/undo", post(game_undo))
        .route("/api/game/trace", post(game_trace))
        .route("/api/words", get(super::words::api_words))
        .merge(super::puzzles::routes())
        .route("/api/{*rest}", get(no_route).post(no_route))
        .method_not_allowed_fallback(super::guard::method_not_allowed)
        .layer(DefaultBodyLimit::max(MAX_BODY))
        .with_state(state)
}

/// A refused request: a status and a message.
#[derive(Debug)]
pub struct ApiError {
    status: StatusCode,
    message: String,
}

impl ApiError {
    /// A refusal with `status`.
    pub fn new(status: StatusCode, message: impl Into<String>) -> ApiError {
        ApiError {
            status,
            message: message.into(),
        }
    }

    /// The status.
    pub fn status(&self) -> StatusCode {
        self.status
    }

    /// The message.
    pub fn message(&self) -> &str {
        &self.message
    }

    pub(crate) fn bad(message: impl Into<String>) -> ApiError {
        ApiError {
            status: StatusCode::BAD_REQUEST,
            message: message.into(),
        }
    }
}

impl From<Failure> for ApiError {
    fn from(f: Failure) -> ApiError {
        ApiError {
            status: if f.usage {
                StatusCode::BAD_REQUEST
            } else {
                StatusCode::UNPROCESSABLE_ENTITY
            },
            message: f.message,
        }
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        (self.status, axum::Json(json!({ "error": self.message }))).into_response()
    }
}

type Answer = Result<Response, ApiError>;

/// One request's fields; each endpoint reads those it needs and refuses unknown ones.
#[derive(Deserialize, Default, Debug)]
#[serde(deny_unknown_fields)]
struct Req {
    /// The position: a scenario file's text (YAML).
    scenario: Option<String>,
    /// The file name used in messages (a plain name, never a path).
    name: Option<String>,
    /// Rule options, `NAME=VALUE`, over the scenario's.
    #[serde(default)]
    options: Vec<String>,
    /// `json` (default), `text`, `svg`, `png`, and `map` or `html` where the command has them.
    format: Option<String>,
    tile: Option<String>,
    tiles: Option<String>,
    pawn: Option<String>,
    points: Option<u8>,
    to: Option<String>,
    target: Option<String>,
    explain: Option<String>,
    /// A game record's text (YAML).
    record: Option<String>,
    path: Option<Vec<String>>,
    players: Option<Vec<String>>,
    setup: Option<String>,
    seed: Option<u64>,
    #[serde(default)]
    three_prey: bool,
    /// An AI level: `random`, `greedy`, `brs`, `paranoid`, `expectimax` or `mcts` (default).
    ai: Option<String>,
    /// `/api/game/state`: the seats the program plays, written into the record
    /// (`{ "blue": "greedy" }`; `human` or a player left out is a person's).
    seats: Option<std::collections::BTreeMap<String, String>>,
    /// AI options, `NAME=VALUE` (as `--ai-option`).
    #[serde(default)]
    ai_options: Vec<String>,
    /// The language of the words: `en`, `de` or `fr` (default: the request's
    /// `Accept-Language`, else English).
    lang: Option<String>,
}

/// The request's fields; a body that is not one is refused in the browser's language (the
/// body's `lang` cannot be read).
fn parse(body: &[u8], headers: &HeaderMap) -> Result<Req, ApiError> {
    serde_json::from_slice(body).map_err(|e| {
        ApiError::bad(t!(
            browser_lang(headers),
            "serve-bad-json",
            error = e.to_string()
        ))
    })
}

/// A request body that may name the language of the answer (`"lang"`).
pub(crate) trait Spoken: serde::de::DeserializeOwned {
    /// The body's `lang`, if it has one.
    fn lang(&self) -> Option<&str>;
}

/// A JSON body of its kind and the language of the answer (its `lang`, else
/// `Accept-Language`, else English): a body that is not one is a 400 in the browser's
/// language (the body's `lang` cannot be read), a `lang` that is none a 400 too. The
/// puzzles' and the tables' endpoints read their bodies so.
pub(crate) fn spoken_body<T: Spoken>(
    body: &[u8],
    headers: &HeaderMap,
) -> Result<(T, Lang), ApiError> {
    let req: T = serde_json::from_slice(body).map_err(|e| {
        ApiError::bad(t!(
            browser_lang(headers),
            "serve-bad-json",
            error = e.to_string()
        ))
    })?;
    let lang = lang_of(req.lang(), headers)?;
    Ok((req, lang))
}

/// The language of an answer: the request's `lang`, else the browser's `Accept-Language`,
/// else English.
fn language(req: &Req, headers: &HeaderMap) -> Result<Lang, ApiError> {
    lang_of(req.lang.as_deref(), headers)
}

/// The language of an answer: `code` (a request's `lang`), else the browser's
/// `Accept-Language`, else English.
/// A `lang` that is none of ours is refused in the browser's language.
pub(crate) fn lang_of(code: Option<&str>, headers: &HeaderMap) -> Result<Lang, ApiError> {
    match code {
        Some(code) => Lang::from_code(code)
            .ok_or_else(|| ApiError::bad(t!(browser_lang(headers), "serve-bad-lang", lang = code))),
        None => Ok(browser_lang(headers)),
    }
}

/// The browser's language (`Accept-Language`), else English.
pub(crate) fn browser_lang(headers: &HeaderMap) -> Lang {
    headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .and_then(Lang::from_accept_language)
        .unwrap_or_default()
}

fn need<'a>(v: &'a Option<String>, what: &str) -> Result<&'a str, ApiError> {
    v.as_deref()
        .ok_or_else(|| ApiError::bad(t!(speaking(), "serve-missing", field = what)))
}

impl Req {
    fn load(&self) -> Result<Loaded, ApiError> {
        let name = match &self.name {
            Some(n) if is_scenario_name(n) => n.as_str(),
            Some(n) => return Err(ApiError::bad(t!(speaking(), "serve-bad-name", name = n))),
            None => DEFAULT_NAME,
        };
        Ok(report::load_text(
            need(&self.scenario, "scenario")?,
            name,
            &self.options,
        )?)
    }

    fn format(&self) -> Result<Format, ApiError> {
        Ok(match self.format.as_deref().unwrap_or("json") {
            "json" => Format::Json,
            "text" => Format::Text,
            "svg" => Format::Svg,
            "png" => Format::Png,
            "map" => Format::Map,
            "html" => Format::Html,
            other => {
                return Err(ApiError::bad(t!(
                    speaking(),
                    "serve-bad-format",
                    format = other
                )))
            }
        })
    }

    fn tiles(&self) -> Result<Deck, ApiError> {
        match &self.tiles {
            None => Ok(Deck::standard()),
            Some(t) => Deck::parse(t).map_err(|e| ApiError::bad(format!("tiles: {e}"))),
        }
    }

    fn tile(&self) -> Result<Option<Tile>, ApiError> {
        self.tile
            .as_deref()
            .map(|t| t.parse().map_err(|e| ApiError::bad(format!("tile: {e}"))))
            .transpose()
    }
}

/// The largest AI budget a request may ask for (`ai_options: ["budget=N"]`; five times the
/// default): the command line has no such bound, the server shares its workers.
pub const MAX_AI_BUDGET: u64 = 100_000;

/// The most candidates the AI of a request may look at further (`width=N`; twice the
/// default).
pub const MAX_AI_WIDTH: usize = 8;

/// The most iterations (`ai_options: ["playouts=N"]`) a hint of `mcts` may spend on the
/// server: 12.5 times the default, under a second of thinking on a 4-player position (0.76
/// s of CPU measured on a mid-game position with 136 legal plays), as an iteration with the
/// default rollouts (greedy played on to the end of the pawn phase) costs about five without.
pub const MAX_AI_PLAYOUTS: u64 = 2_500;

/// [`work_in`], answered with the JSON document `f` makes.
pub(crate) async fn json_in(
    state: &AppState,
    lang: Lang,
    f: impl FnOnce(&Cancel) -> Result<Value, ApiError> + Send + 'static,
) -> Answer {
    let doc = work_in(state, lang, f).await?;
    Ok(axum::Json(doc).into_response())
}

/// Parses the body and answers with the JSON document `f` makes of it, in its language.
async fn json_answer(
    state: AppState,
    headers: HeaderMap,
    body: Bytes,
    f: impl FnOnce(Req, Lang, &Cancel) -> Result<Value, ApiError> + Send + 'static,
) -> Answer {
    let req = parse(&body, &headers)?;
    let lang = language(&req, &headers)?;
    json_in(&state, lang, move |cancel| f(req, lang, cancel)).await
}

/// A report rendered in the requested format, with its content type.
fn rendered(report: &dyn Report, format: Format, lang: Lang) -> Answer {
    let kind = match format {
        Format::Json => "application/json",
        Format::Svg => "image/svg+xml",
        Format::Png => "image/png",
        Format::Html => "text/html; charset=utf-8",
        _ => "text/plain; charset=utf-8",
    };
    Ok(
        match report.render(format, &Style::default().with_lang(lang))? {
            Rendered::Text(t) => ([(header::CONTENT_TYPE, kind)], t).into_response(),
            Rendered::Binary(b) => ([(header::CONTENT_TYPE, kind)], b).into_response(),
        },
    )
}

/// Parses the body and answers with the report `build` makes, in the requested format.
async fn answer<R: Report + 'static>(
    state: AppState,
    headers: HeaderMap,
    body: Bytes,
    build: impl FnOnce(&Req, &Loaded) -> Result<R, ApiError> + Send + 'static,
) -> Answer {
    let req = parse(&body, &headers)?;
    let lang = language(&req, &headers)?;
    work_in(&state, lang, move |_| {
        let format = req.format()?;
        let loaded = req.load()?;
        let report = build(&req, &loaded)?;
        rendered(&report, format, lang)
    })
    .await
}

/// `show --format json` (the position), or any format of `show`: the position is valid.
async fn validate(State(state): State<AppState>, headers: HeaderMap, body: Bytes) -> Answer {
    answer(state, headers, body, |_, l| Ok(ShowReport::build(l))).await
}

/// `trace`: by default `trace --format json`; with `"format": "steps"`, that document with
/// the sentences of `trace` (text) and the engine's board for each step, the final look and
/// the summary, for the page to step through ([`crate::render::steps::steps_doc`]).
async fn trace(State(state): State<AppState>, headers: HeaderMap, body: Bytes) -> Answer {
    let req = parse(&body, &headers)?;
    if req.format.as_deref() != Some("steps") {
        return answer(state, headers, body, |r, l| {
            Ok(TraceReport::build(l, r.tile()?, false)?)
        })
        .await;
    }
    let lang = language(&req, &headers)?;
    json_in(&state, lang, move |_| {
        let loaded = req.load()?;
        let report = TraceReport::build(&loaded, req.tile()?, false)?;
        Ok(crate::render::steps::steps_doc(
            &report.trace,
            report.scenario.position(),
            report.scenario.title.as_deref(),
            lang,
        ))
    })
    .await
}

/// `moves`: by default `moves --format json`, or with `to` the verdict of `moves --to`; with
/// `"format": "results"`, every result with its words and the board after it, for the page
/// to offer ([`results_doc`]).
async fn moves(State(state): State<AppState>, headers: HeaderMap, body: Bytes) -> Answer {
    let req = parse(&body, &headers)?;
    let lang = language(&req, &headers)?;
    if req.format.as_deref() == Some("results") {
        return json_in(&state, lang, move |_| {
            let loaded = req.load()?;
            let report = MovesReport::build(&loaded, need(&req.pawn, "pawn")?, req.points)?;
            Ok(results_doc(&report, lang))
        })
        .await;
    }
    work_in(&state, lang, move |_| {
        let format = req.format()?;
        let loaded = req.load()?;
        let pawn = need(&req.pawn, "pawn")?;
        match &req.to {
            Some(to) => {
                let to: Dest = to.parse().map_err(|e: crate::geometry::SquareError| {
                    let words = t!(speaking(), "serve-bad-dest", error = e.to_string());
                    ApiError::bad(format!("to: {words}"))
                })?;
                rendered(
                    &VerdictReport::build(&loaded, pawn, req.points, to)?,
                    format,
                    lang,
                )
            }
            None => rendered(
                &MovesReport::build(&loaded, pawn, req.points)?,
                format,
                lang,
            ),
        }
    })
    .await
}

/// `{ "pawn", "points", "results": [ result ] }`: every result of a pawn's move, each as
/// [`crate::render::moves::result_json`] makes it (`moves --format json`'s entry with the
/// pawn, its words and the board after it).
fn results_doc(report: &MovesReport, lang: Lang) -> Value {
    use crate::render::moves::{result_json, start_of};
    let position = report.scenario.position();
    let names = crate::render::trace::Names(position.pawns());
    let start = start_of(position.board(), report.pawn);
    json!({
        "pawn": position.pawn_name(report.pawn),
        "points": report.points,
        "results": report.moves.iter().map(|m| result_json(m, start, &names, lang)).collect::<Vec<_>>(),
    })
}

async fn risk(State(state): State<AppState>, headers: HeaderMap, body: Bytes) -> Answer {
    answer(state, headers, body, |r, l| {
        Ok(RiskReport::build(l, r.tiles()?.tiles())?)
    })
    .await
}

fn search(r: &Req, l: &Loaded, lure: bool) -> Result<SurviveReport, ApiError> {
    let target = if lure {
        Some(need(&r.target, "target")?)
    } else {
        None
    };
    let explain: Option<ExplainChoice> = r
        .explain
        .as_deref()
        .map(|e| {
            e.parse()
                .map_err(|e: String| ApiError::bad(format!("explain: {e}")))
        })
        .transpose()?;
    Ok(SurviveReport::build(
        l,
        need(&r.pawn, "pawn")?,
        r.points,
        r.tiles()?.tiles(),
        target,
        explain.as_ref(),
    )?)
}

async fn survive(State(state): State<AppState>, headers: HeaderMap, body: Bytes) -> Answer {
    answer(state, headers, body, |r, l| search(r, l, false)).await
}

async fn lure(State(state): State<AppState>, headers: HeaderMap, body: Bytes) -> Answer {
    answer(state, headers, body, |r, l| search(r, l, true)).await
}

/// The position as the lists of a scenario file, as JSON, for the page's editor: what stands
/// on each square (a `setup: basic` written out), with the file's title, tile and options.
fn lists(loaded: &Loaded) -> Result<Value, ApiError> {
    let s = &loaded.scenario;
    let mut setup = Setup::of_position(s.position());
    setup.title.clone_from(&s.setup().title);
    setup.tile = s.setup().tile;
    setup.options = s.setup().options;
    let text = crate::scenario::write_yaml(&setup);
    let doc: Value = serde_saphyr::from_str(&text)
        .map_err(|e| ApiError::bad(t!(speaking(), "serve-read-back", error = e.to_string())))?;
    Ok(json!({ "yaml": text, "lists": doc }))
}

/// `{ "yaml", "lists" }`: the position written out, for the editor.
async fn open(State(state): State<AppState>, headers: HeaderMap, body: Bytes) -> Answer {
    json_answer(state, headers, body, |req, _, _| lists(&req.load()?)).await
}

/// A starting position: `basic`, `empty`, or `advanced` (a random legal setup from `?seed`,
/// given as the path `advanced-SEED`).
async fn start(
    State(state): State<AppState>,
    headers: HeaderMap,
    Path(kind): Path<String>,
) -> Answer {
    let lang = lang_of(None, &headers)?;
    json_in(&state, lang, move |_| {
        let text = match kind.as_str() {
            "basic" => "setup: basic\n".to_string(),
            "empty" => "monster: { at: a1, facing: east }\n".to_string(),
            k => {
                let seed = k
                    .strip_prefix("advanced-")
                    .and_then(|s| s.parse::<u64>().ok())
                    .ok_or_else(|| ApiError::bad(t!(speaking(), "serve-bad-start", kind = k)))?;
                let setup = (0..100)
                    .find_map(|i| {
                        crate::setup::advanced::random(
                            &mut Rng::derived(seed, i),
                            &Options::default(),
                        )
                    })
                    .ok_or_else(|| ApiError::bad(t!(speaking(), "serve-no-advanced")))?;
                crate::scenario::write_yaml(&setup)
            }
        };
        lists(&report::load_text(&text, DEFAULT_NAME, &[])?)
    })
    .await
}

/// The scenario files of `--dir`.
async fn scenarios(State(state): State<AppState>, headers: HeaderMap) -> Answer {
    let st = state.clone();
    let names = work_in(&state, browser_lang(&headers), move |_| Ok(st.scenarios())).await?;
    Ok(axum::Json(json!({ "scenarios": names })).into_response())
}

/// One scenario of `--dir`: `{ "name", "yaml", "lists" }`; 404 for a name not listed.
async fn scenario(
    State(state): State<AppState>,
    headers: HeaderMap,
    Path(name): Path<String>,
) -> Answer {
    let lang = lang_of(None, &headers)?;
    let st = state.clone();
    json_in(&state, lang, move |_| {
        let path = st.scenario_path(&name).ok_or_else(|| ApiError {
            status: StatusCode::NOT_FOUND,
            message: t!(speaking(), "serve-no-scenario", name = &name),
        })?;
        let (text, _) = crate::scenario::read_text(&path).map_err(|e| {
            let message = e.to_string().replace(&crate::files::shown(&path), &name);
            ApiError::from(Failure::invalid(message))
        })?;
        // Messages name the file as listed, never the folder's path.
        let mut doc = lists(&report::load_text(&text, &name, &[])?)?;
        doc["name"] = json!(name);
        doc["file"] = json!(text);
        Ok(doc)
    })
    .await
}

async fn game_new(State(state): State<AppState>, headers: HeaderMap, body: Bytes) -> Answer {
    json_answer(state, headers, body, |req, _, _| {
        let players = req
            .players
            .clone()
            .ok_or_else(|| ApiError::bad(t!(speaking(), "serve-missing", field = "players")))?;
        let setup = match req.setup.as_deref().unwrap_or("basic") {
            "basic" => NewSetup::Basic,
            "advanced" => NewSetup::Advanced,
            other => {
                return Err(ApiError::bad(t!(
                    speaking(),
                    "serve-bad-setup",
                    setup = other
                )))
            }
        };
        let new = NewReport::build(&NewRequest {
            players: &players,
            setup,
            seed: Some(req.seed.unwrap_or(1)),
            three_prey: req.three_prey,
            options: &req.options,
            out: None,
            force: false,
        })?;
        game_doc(record::to_yaml(&new.record))
    })
    .await
}

async fn game_state(State(state): State<AppState>, headers: HeaderMap, body: Bytes) -> Answer {
    json_answer(state, headers, body, |req, _, _| {
        let text = need(&req.record, "record")?;
        let doc = match &req.seats {
            Some(seats) => super::game::with_seats(text, seats),
            None => game_doc(text.to_string()),
        }?;
        if req.format.as_deref() == Some("json") {
            // Exactly `game state --format json`.
            return Ok(doc["state"].clone());
        }
        Ok(doc)
    })
    .await
}

/// Adds one play (`pawn` with `to` or `path`) or the monster phase's `tile` (`draw`: the
/// seeded draw of `game play`) to the record, checked by replaying it; with a tile, the
/// answer carries the monster's move as `"trace"` (as `/api/trace` with `"format": "steps"`).
async fn game_play(State(state): State<AppState>, headers: HeaderMap, body: Bytes) -> Answer {
    json_answer(state, headers, body, |req, lang, _| {
        let text = need(&req.record, "record")?;
        let (rf, replay) = load_record_text(text, GAME_NAME, ReplayOptions::default())?;
        let mut rec = rf.record;
        let game = &replay.game;
        let mut traced = None;
        let dest = |s: &String| {
            s.parse::<Dest>()
                .map_err(|e| ApiError::bad(t!(speaking(), "serve-bad-dest", error = e.to_string())))
        };
        let seed = rec.seed;
        let turn = open_turn(&mut rec)?;
        match (&req.pawn, &req.tile) {
            (Some(pawn), None) => turn.plays.push(PlayRecord {
                pawn: pawn.clone(),
                to: req.to.as_ref().map(dest).transpose()?,
                path: req
                    .path
                    .as_ref()
                    .map(|p| p.iter().map(dest).collect::<Result<Vec<_>, _>>())
                    .transpose()?,
            }),
            (None, Some(tile)) => {
                let tile = if tile == "draw" {
                    if game.phase() != Phase::Monster {
                        return Err(ApiError::from(Failure::invalid(t!(
                            speaking(),
                            "serve-not-monster-phase"
                        ))));
                    }
                    let seed =
                        seed.ok_or_else(|| ApiError::bad(t!(speaking(), "serve-no-seed")))?;
                    game.seeded_tile(seed).ok_or_else(|| {
                        ApiError::from(Failure::invalid(t!(speaking(), "serve-game-over")))
                    })?
                } else {
                    tile.parse()
                        .map_err(|e| ApiError::bad(format!("tile: {e}")))?
                };
                turn.tile = Some(tile);
                traced = Some(tile);
            }
            _ => return Err(ApiError::bad(t!(speaking(), "serve-play-or-tile"))),
        }
        let mut doc = game_doc(record::to_yaml(&rec))?;
        if let Some(tile) = traced {
            // The record with the tile replayed: the tile was legal; its move, step by step.
            doc["trace"] = super::game::tile_trace(text, tile, lang)?;
        }
        Ok(doc)
    })
    .await
}

/// The turn a play goes into: the record's last, or a new one after a turn whose tile is
/// drawn (or in a record with no turn yet).
fn open_turn(rec: &mut record::Record) -> Result<&mut TurnRecord, ApiError> {
    if rec.turns.last().is_none_or(|t| t.tile.is_some()) {
        rec.turns.push(TurnRecord::default());
    }
    rec.turns
        .last_mut()
        .ok_or_else(|| ApiError::bad(t!(speaking(), "serve-no-turn")))
}

/// The hint of the AI `req.ai` for whoever is to play in `req.record`, as `game hint
/// --format json` gives it; its budget and width within [`MAX_AI_BUDGET`] and
/// [`MAX_AI_WIDTH`]; it stops early once `cancel` is set.
fn hint_of(req: &Req, cancel: &Cancel) -> Result<HintReport, ApiError> {
    let text = need(&req.record, "record")?;
    let (rf, replay) = load_record_text(text, GAME_NAME, ReplayOptions::default())?;
    let level: Level = match req.ai.as_deref() {
        Some(ai) => ai
            .parse()
            .map_err(|e: String| ApiError::bad(format!("ai: {e}")))?,
        None => Level::strongest(replay.game.players().len()),
    };
    let config = crate::report::ai::tuned(level, Budget::default().nodes, &req.ai_options)?;
    at_most(config.budget.nodes, MAX_AI_BUDGET, |budget, max| {
        t!(speaking(), "serve-ai-budget", budget = budget, max = max)
    })?;
    at_most(config.budget.playouts, MAX_AI_PLAYOUTS, |playouts, max| {
        t!(
            speaking(),
            "serve-ai-playouts",
            playouts = playouts,
            max = max
        )
    })?;
    at_most(config.budget.width, MAX_AI_WIDTH, |width, max| {
        t!(speaking(), "serve-ai-width", width = width, max = max)
    })?;
    Ok(HintReport::of_game_until(
        replay.game,
        rf.record.seed.unwrap_or(0),
        &config,
        GAME_NAME,
        &|| cancel.is_set(),
    )?)
}

/// A bound of the server on a request's AI: `value` over `max` is a 400 with the `words`
/// made of both (as text).
fn at_most<T: PartialOrd + ToString>(
    value: T,
    max: T,
    words: impl FnOnce(String, String) -> String,
) -> Result<(), ApiError> {
    if value > max {
        return Err(ApiError::bad(words(value.to_string(), max.to_string())));
    }
    Ok(())
}

/// `game hint --format json` for the record.
async fn game_hint(State(state): State<AppState>, headers: HeaderMap, body: Bytes) -> Answer {
    json_answer(state, headers, body, |req, _, cancel| {
        let hint = hint_of(&req, cancel)?;
        hint.json()
            .ok_or_else(|| ApiError::bad(t!(speaking(), "serve-no-hint")))
    })
    .await
}

/// The AI `req.ai` plays for whoever is to play: the game's answer (as `/api/game/play`'s)
/// with the play added, and the hint that chose it under `ai`.
async fn game_ai(State(state): State<AppState>, headers: HeaderMap, body: Bytes) -> Answer {
    json_answer(state, headers, body, |req, _, cancel| {
        let hint = hint_of(&req, cancel)?;
        let text = need(&req.record, "record")?;
        let (rf, _) = load_record_text(text, GAME_NAME, ReplayOptions::default())?;
        let mut rec = rf.record;
        let turn = open_turn(&mut rec)?;
        turn.plays
            .push(PlayRecord::of_move(&hint.game, &hint.choice.play));
        let mut doc = game_doc(record::to_yaml(&rec))?;
        doc["ai"] = hint.json().unwrap_or(Value::Null);
        Ok(doc)
    })
    .await
}

/// The record with its last play taken back, while no tile was drawn since.
async fn game_undo(State(state): State<AppState>, headers: HeaderMap, body: Bytes) -> Answer {
    json_answer(state, headers, body, |req, _, _| {
        super::game::undo(need(&req.record, "record")?)
    })
    .await
}

/// The monster's move of the record's last tile (as `/api/trace` with `"format": "steps"`).
async fn game_trace(State(state): State<AppState>, headers: HeaderMap, body: Bytes) -> Answer {
    json_answer(state, headers, body, |req, lang, _| {
        super::game::last_trace(need(&req.record, "record")?, lang)
    })
    .await
}

/// An address under `/api/` that is none: 404, in the browser's language.
async fn no_route(headers: HeaderMap) -> ApiError {
    ApiError {
        status: StatusCode::NOT_FOUND,
        message: t!(browser_lang(&headers), "serve-no-route"),
    }
}
