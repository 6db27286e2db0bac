//! The tables' endpoints (FORMAT.md section 8, docs/api.md "Tables"). Requests pass the
//! server's guard first (hosts, origins, JSON bodies within their bound); the work (replaying
//! records, the AI) runs within the server's work permits; every refusal is `{"error"}` in
//! the request's language (`lang`, else `Accept-Language`), a stale version's with the table.

use super::change::{self, apply, load, unknown, Action, Refusal};
use super::doc::{row_doc, seat_kinds, table_doc_of};
use super::seats::{new_code, new_seat_code, new_token, normalise_code, Holder, Kind, Seat};
use super::store::{now, Inserted, Row, Tiles};
use super::Ctx;
use crate::game::record;
use crate::i18n::Lang;
use crate::report::game::{load_record_text, NewReport, NewRequest, NewSetup};
use crate::serve::api::{lang_of, spoken_body, work_in, Spoken, GAME_NAME};
use crate::serve::stats::{self, STATS};
use crate::t;
use axum::body::Bytes;
use axum::extract::{Path, Query, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::Router;
use serde::Deserialize;
use serde_json::{json, Map, Value};
use std::collections::BTreeMap;

type Answer = Result<Response, Refusal>;

/// The routes.
pub fn routes(ctx: Ctx) -> Router {
    Router::new()
        .route("/api/tables", post(create))
        .route("/api/join", post(super::join::join))
        .route("/api/tables/{code}", get(table))
        .route("/api/tables/{code}/play", change_route(play))
        .route("/api/tables/{code}/tile", change_route(tile))
        .route("/api/tables/{code}/undo", change_route(undo))
        .route("/api/tables/{code}/seat", change_route(seat))
        .route("/api/tables/{code}/events", get(super::events::events))
        .route("/api/tables/{code}/record", get(record_text))
        .route("/api/tables/{code}/trace", get(trace))
        .route("/api/tables/{code}/links", post(links))
        .route("/api/tables/{code}/qr", get(watch_qr))
        .route("/t", get(page))
        .route("/t/", get(page))
        .route("/t/{code}", get(page))
        .merge(super::page::routes())
        .method_not_allowed_fallback(crate::serve::guard::method_not_allowed)
        .with_state(ctx)
}

/// A request's fields; each endpoint reads those it needs.
#[derive(Deserialize, Default, Debug)]
#[serde(deny_unknown_fields)]
pub struct Body {
    players: Option<Vec<String>>,
    seats: Option<BTreeMap<String, String>>,
    setup: Option<String>,
    seed: Option<u64>,
    tiles: Option<String>,
    #[serde(default)]
    options: Vec<String>,
    #[serde(default)]
    variant: Vec<String>,
    record: Option<String>,
    token: Option<String>,
    pawn: Option<String>,
    to: Option<String>,
    path: Option<Vec<String>>,
    tile: Option<String>,
    version: Option<u64>,
    kind: Option<String>,
    seat: Option<String>,
    lang: Option<String>,
}

/// `?lang=` on the GET endpoints.
#[derive(Deserialize, Default, Debug)]
pub struct LangQuery {
    /// `en`, `de` or `fr`.
    pub lang: Option<String>,
}

impl Spoken for Body {
    fn lang(&self) -> Option<&str> {
        self.lang.as_deref()
    }
}

/// A JSON body and the language of the answer ([`crate::serve::api::spoken_body`]).
pub(super) fn parse<T: Spoken>(body: &[u8], headers: &HeaderMap) -> Result<(T, Lang), Refusal> {
    Ok(spoken_body(body, headers)?)
}

/// The table's code from the path, or 404.
pub fn code_of(typed: &str, lang: Lang) -> Result<String, Refusal> {
    normalise_code(typed).ok_or_else(|| unknown(lang, typed))
}

fn bad(message: String) -> Refusal {
    Refusal::new(StatusCode::BAD_REQUEST, message)
}

/// `http://HOST` of the request, for links to print or to scan.
fn base_url(headers: &HeaderMap) -> String {
    let host = headers
        .get(header::HOST)
        .and_then(|h| h.to_str().ok())
        .unwrap_or("localhost");
    format!("http://{host}")
}

/// A seat's link (the token after `#`, never sent to the server by a browser).
pub(super) fn seat_link(code: &str, token: &str) -> String {
    format!("/t/{code}#seat={token}")
}

/// 500 for a new code or token the system's randomness could not give, in `lang`.
fn io_error(lang: Lang) -> impl Fn(std::io::Error) -> Refusal + Copy {
    move |e| {
        Refusal::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            t!(lang, "tables-storage", error = e.to_string()),
        )
    }
}

/// The language (`?lang=`, else `Accept-Language`) and the table's code of a `GET`.
fn asked(typed: &str, q: &LangQuery, headers: &HeaderMap) -> Result<(String, Lang), Refusal> {
    let lang = lang_of(q.lang.as_deref(), headers)?;
    Ok((code_of(typed, lang)?, lang))
}

/// The table `code` as stored, read on a blocking thread (a 500 without words if that
/// thread fails).
pub(super) async fn stored(ctx: &Ctx, code: String, lang: Lang) -> Result<Row, Refusal> {
    let tables = ctx.tables.clone();
    tokio::task::spawn_blocking(move || load(&tables, &code, lang))
        .await
        .map_err(|_| Refusal::new(StatusCode::INTERNAL_SERVER_ERROR, String::new()))?
}

/// The JSON document `doc` makes of the table `code` as stored, made within a work permit.
async fn row_answer(
    ctx: &Ctx,
    code: String,
    lang: Lang,
    doc: impl FnOnce(&super::Tables, Row) -> Result<Value, Refusal> + Send + 'static,
) -> Answer {
    let tables = ctx.tables.clone();
    let doc = work_in(&ctx.app, lang, move |_| {
        Ok(load(&tables, &code, lang).and_then(|row| doc(&tables, row)))
    })
    .await??;
    Ok(axum::Json(doc).into_response())
}

/// A change's `POST` route: `action` reads the change from the [`Body`] (or refuses it, in
/// the body's language); then [`change_table`].
fn change_route(
    action: fn(&mut Body, Lang) -> Result<Action, Refusal>,
) -> axum::routing::MethodRouter<Ctx> {
    post(
        move |State(ctx): State<Ctx>, Path(code): Path<String>, headers: HeaderMap, body: Bytes| async move {
            let (mut req, lang) = parse::<Body>(&body, &headers)?;
            let code = code_of(&code, lang)?;
            let action = action(&mut req, lang)?;
            change_table(ctx, code, req, action, lang).await
        },
    )
}

/// A new seed: small, to read and type (the record keeps it).
fn new_seed() -> u64 {
    let mut b = [0u8; 8];
    let _ = getrandom::fill(&mut b);
    u64::from_le_bytes(b) % 1_000_000
}

/// `POST /api/tables`: a new table from `players` (with `setup`, `seed`, `options`,
/// `variant`) or from a game `record` (continued from its last play); `seats` makes players
/// AI seats; `tiles` says who draws. 201 with the code, the host's token, each seat's token,
/// link and QR code (SVG), and the table's document as `document`.
///
/// The table is made, checked and given its codes, document and answer within a work
/// permit; it is then stored without the permit (its transaction and sync on a blocking
/// thread), so the next computation does not wait for this table's disk. A code already
/// taken (a chance in billions) gets new codes, in a permit again.
async fn create(
    State(ctx): State<Ctx>,
    peer: Option<axum::Extension<super::join::Peer>>,
    headers: HeaderMap,
    body: Bytes,
) -> Answer {
    let (req, lang) = parse::<Body>(&body, &headers)?;
    let ip = super::join::Peer::address(peer.as_ref().map(|axum::Extension(p)| p));
    let counted = ctx
        .tables
        .creations
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .try_at(ip, std::time::Instant::now());
    if let Err(wait) = counted {
        let seconds = wait.as_secs().max(1);
        let message = t!(
            lang,
            "tables-create-too-many",
            max = ctx.tables.config.created_per_address,
            minutes = super::CREATED_WINDOW.as_secs() / 60,
            seconds = seconds
        );
        return Ok(super::join::wait_answer(message, seconds));
    }
    let base = base_url(&headers);
    let tables = ctx.tables.clone();
    let mut new = work_in(&ctx.app, lang, move |_| {
        Ok(new_table(&tables, req, lang).and_then(|mut t| {
            let answer = t.coded(&base)?;
            Ok((t, answer))
        }))
    })
    .await??;
    for _ in 0..20 {
        let (table, answer) = new;
        let tables = ctx.tables.clone();
        let stored = tokio::task::spawn_blocking(move || {
            let inserted = tables
                .store
                .insert_within(&table.row, tables.config.max_tables);
            (table, inserted)
        })
        .await;
        let (mut table, inserted) = stored.map_err(|_| {
            Refusal::new(StatusCode::INTERNAL_SERVER_ERROR, t!(lang, "serve-crashed"))
        })?;
        match inserted.map_err(|e| change::storage(lang, &e))? {
            Inserted::Done => {
                let code = table.row.code.clone();
                let ai_seats = table.row.seats.iter().any(|s| s.kind != Kind::Person);
                // Its game is kept for its first change.
                ctx.tables
                    .live(&code)
                    .remember(std::sync::Arc::new(super::Replayed {
                        text: table.row.record,
                        record: table.record,
                        game: table.replay.game,
                    }));
                // Only a table with an AI seat has anything for the AI driver to do (as
                // after a change).
                if ai_seats {
                    ctx.kick(&code);
                }
                return Ok((StatusCode::CREATED, axum::Json(answer)).into_response());
            }
            Inserted::Full => return Err(too_many(lang, ctx.tables.config.max_tables)),
            Inserted::Taken => {
                let base = base_url(&headers);
                new = work_in(&ctx.app, lang, move |_| {
                    Ok(table.coded(&base).map(|answer| (table, answer)))
                })
                .await??;
            }
        }
    }
    Err(Refusal::new(
        StatusCode::SERVICE_UNAVAILABLE,
        t!(lang, "tables-too-many", max = ctx.tables.config.max_tables),
    ))
}

/// 429: the server holds its most tables.
fn too_many(lang: Lang, max: usize) -> Refusal {
    Refusal::new(
        StatusCode::TOO_MANY_REQUESTS,
        t!(lang, "tables-too-many", max = max),
    )
}

/// A new table, checked, not stored yet: its row (its codes given by [`NewTable::coded`]),
/// and its record read and replayed.
struct NewTable {
    row: Row,
    record: record::Record,
    replay: record::Replay,
    lang: Lang,
}

impl NewTable {
    /// Gives the table and its seats new codes; the answer to the request that made it
    /// (with its document, made from the replay that checked it).
    fn coded(&mut self, base: &str) -> Result<Value, Refusal> {
        let io = io_error(self.lang);
        self.row.code = new_code().map_err(io)?;
        for seat in &mut self.row.seats {
            seat.code = new_seat_code().map_err(io)?;
        }
        // No device listens to a table not made yet: every person's seat is unconnected.
        let document = table_doc_of(
            &self.row.code,
            0,
            self.row.record.clone(),
            &self.record,
            &self.replay,
            self.row.tiles,
            &seat_kinds(&self.row),
            None,
        );
        Ok(created(&self.row, base, document))
    }
}

fn new_table(tables: &super::Tables, req: Body, lang: Lang) -> Result<NewTable, Refusal> {
    let storage = |e| change::storage(lang, &e);
    let max = tables.config.max_tables;
    if tables.store.count().map_err(storage)? >= max {
        return Err(too_many(lang, max));
    }
    let t = req.tiles.as_deref().unwrap_or("server");
    let tiles = Tiles::parse(t).ok_or_else(|| bad(t!(lang, "tables-bad-tiles", tiles = t)))?;
    let mut rec = match (&req.players, &req.record) {
        (Some(_), Some(_)) | (None, None) => return Err(bad(t!(lang, "tables-players-or-record"))),
        (None, Some(text)) => {
            let (rf, _) = load_record_text(text, GAME_NAME, record::ReplayOptions::default())?;
            let mut rec = rf.record;
            if rec.seed.is_none() {
                rec.seed = Some(req.seed.unwrap_or_else(new_seed));
            }
            rec
        }
        (Some(players), None) => {
            let setup = match req.setup.as_deref().unwrap_or("basic") {
                "basic" => NewSetup::Basic,
                "advanced" => NewSetup::Advanced,
                other => return Err(bad(t!(lang, "tables-bad-setup", setup = other))),
            };
            let mut three_prey = false;
            for v in &req.variant {
                if v == "three-prey" {
                    three_prey = true;
                } else {
                    return Err(bad(t!(lang, "tables-bad-variant", variant = v.as_str())));
                }
            }
            NewReport::build(&NewRequest {
                players,
                setup,
                seed: Some(req.seed.unwrap_or_else(new_seed)),
                three_prey,
                options: &req.options,
                out: None,
                force: false,
            })?
            .record
        }
    };
    let mut kinds: Vec<Kind> = vec![Kind::Person; rec.players.len()];
    for (player, level) in req.seats.iter().flatten() {
        let i = rec
            .players
            .iter()
            .position(|p| p == player)
            .ok_or_else(|| bad(t!(lang, "tables-no-seat", seat = player.as_str())))?;
        kinds[i] = Kind::parse_for(level, rec.players.len())
            .ok_or_else(|| bad(t!(lang, "tables-bad-kind", kind = level.as_str())))?;
    }
    rec.players = rec.players.iter().map(|p| p.trim().to_string()).collect();
    let text = record::to_yaml(&rec);
    let io = io_error(lang);
    let host = new_token().map_err(io)?;
    let seats: Vec<Seat> = rec
        .players
        .iter()
        .zip(&kinds)
        .map(|(p, k)| {
            Ok(Seat {
                player: p.clone(),
                token: new_token()?,
                kind: *k,
                code: String::new(),
            })
        })
        .collect::<std::io::Result<_>>()
        .map_err(io)?;
    // Checked by replaying it before it is stored; the document is made from that replay.
    let (rf, replay) = load_record_text(&text, GAME_NAME, record::ReplayOptions::default())?;
    Ok(NewTable {
        row: Row {
            code: String::new(),
            version: 0,
            record: text,
            tiles,
            host,
            seats,
            touched: now(),
        },
        record: rf.record,
        replay,
        lang,
    })
}

/// The answer to a new table (FORMAT.md section 8, with `qr` for each link, `watch_qr`,
/// `host_link` and the table's `document`).
fn created(row: &Row, base: &str, document: Value) -> Value {
    let mut seats = Map::new();
    for s in &row.seats {
        let link = seat_link(&row.code, &s.token);
        seats.insert(
            s.player.clone(),
            json!({ "token": s.token, "link": link, "kind": s.kind.name(), "code": s.code,
                    "qr": super::qr::svg(&format!("{base}{link}")) }),
        );
    }
    let watch = format!("/t/{}", row.code);
    json!({
        "table": row.code,
        "host": row.host,
        "host_link": format!("/t/{}#host={}", row.code, row.host),
        "seats": seats,
        "watch": watch,
        "watch_qr": super::qr::svg(&format!("{base}{watch}")),
        "version": 0,
        "document": document,
    })
}

/// `GET /api/tables/CODE`: the table's document.
async fn table(
    State(ctx): State<Ctx>,
    Path(code): Path<String>,
    Query(q): Query<LangQuery>,
    headers: HeaderMap,
) -> Answer {
    let (code, lang) = asked(&code, &q, &headers)?;
    let c = code.clone();
    row_answer(&ctx, code, lang, move |tables, row| {
        Ok(row_doc(&row, Some(&tables.live(&c)))?)
    })
    .await
}

/// Makes a change, sends its event, and lets the AI seats answer.
async fn change_table(ctx: Ctx, code: String, req: Body, action: Action, lang: Lang) -> Answer {
    let t = std::time::Instant::now();
    let made = apply(&ctx, &code, req.token, req.version, action, lang).await;
    STATS.add(stats::Phase::Change, t.elapsed());
    // Its event was sent once it was stored (by the database's writer, in order).
    let made = made?;
    // Only a table with an AI seat has anything for the AI driver to do (looking costs a
    // computation slot and a replay of the record).
    if made.ai_seats {
        ctx.kick(&code);
    }
    // The document's text as the event carries it (what `Json` would write of it).
    Ok(([(header::CONTENT_TYPE, "application/json")], made.body).into_response())
}

/// `POST .../play` `{ token, pawn, to | path, version }`.
fn play(req: &mut Body, lang: Lang) -> Result<Action, Refusal> {
    let pawn = req
        .pawn
        .take()
        .ok_or_else(|| bad(t!(lang, "tables-no-play")))?;
    Ok(Action::Play {
        pawn,
        to: req.to.take(),
        path: req.path.take(),
    })
}

/// `POST .../tile` `{ token, tile: "draw" | "8", version }`.
fn tile(req: &mut Body, lang: Lang) -> Result<Action, Refusal> {
    let tile = req
        .tile
        .take()
        .ok_or_else(|| bad(t!(lang, "tables-no-tile")))?;
    Ok(Action::Tile(tile))
}

/// `POST .../undo` `{ token, version }`.
fn undo(_: &mut Body, _: Lang) -> Result<Action, Refusal> {
    Ok(Action::Undo)
}

/// `POST .../seat` `{ token, kind, seat?, version? }`: a seat handed to an AI level or
/// taken back (`person`); by the seat's own token, or the host's naming the `seat`.
fn seat(req: &mut Body, lang: Lang) -> Result<Action, Refusal> {
    let kind = req
        .kind
        .take()
        .ok_or_else(|| bad(t!(lang, "tables-bad-kind", kind = "")))?;
    Ok(Action::Seat {
        seat: req.seat.take(),
        kind,
    })
}

/// `GET .../record`: the game record's text, to download and continue with `game play`.
async fn record_text(
    State(ctx): State<Ctx>,
    Path(code): Path<String>,
    Query(q): Query<LangQuery>,
    headers: HeaderMap,
) -> Answer {
    let (code, lang) = asked(&code, &q, &headers)?;
    let row = stored(&ctx, code.clone(), lang).await?;
    Ok((
        [
            (header::CONTENT_TYPE, "text/yaml; charset=utf-8".to_string()),
            (
                header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"table-{code}.yaml\""),
            ),
        ],
        row.record,
    )
        .into_response())
}

/// `GET .../trace`: the monster's last move, as `/api/trace` with `"format": "steps"`.
async fn trace(
    State(ctx): State<Ctx>,
    Path(code): Path<String>,
    Query(q): Query<LangQuery>,
    headers: HeaderMap,
) -> Answer {
    let (code, lang) = asked(&code, &q, &headers)?;
    row_answer(&ctx, code, lang, move |_, row| {
        Ok(crate::serve::game::last_trace(&row.record, lang)?)
    })
    .await
}

/// `POST .../links` `{ token }`: the links and QR codes the token may hand out: the host's,
/// every seat's; a seat's, its own; both, the watchers'.
async fn links(
    State(ctx): State<Ctx>,
    Path(code): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Answer {
    let (req, lang) = parse::<Body>(&body, &headers)?;
    let code = code_of(&code, lang)?;
    let base = base_url(&headers);
    let row = stored(&ctx, code, lang).await?;
    let who = req
        .token
        .as_deref()
        .and_then(|t| super::seats::holder(t, &row.host, &row.seats))
        .ok_or_else(|| {
            Refusal::new(
                StatusCode::FORBIDDEN,
                t!(lang, "tables-wrong-token", table = row.code.as_str()),
            )
        })?;
    let mut seats = Map::new();
    for (i, s) in row.seats.iter().enumerate() {
        if who == Holder::Host || who == Holder::Seat(i) {
            let link = seat_link(&row.code, &s.token);
            seats.insert(
                s.player.clone(),
                json!({ "link": link, "code": s.code,
                        "qr": super::qr::svg(&format!("{base}{link}")) }),
            );
        }
    }
    let watch = format!("/t/{}", row.code);
    Ok(axum::Json(json!({
        "table": row.code,
        "seats": seats,
        "watch": watch,
        "watch_qr": super::qr::svg(&format!("{base}{watch}")),
    }))
    .into_response())
}

/// `GET .../qr`: the watchers' link as a QR code (SVG).
async fn watch_qr(
    State(ctx): State<Ctx>,
    Path(code): Path<String>,
    Query(q): Query<LangQuery>,
    headers: HeaderMap,
) -> Answer {
    let (code, lang) = asked(&code, &q, &headers)?;
    stored(&ctx, code.clone(), lang).await?;
    let svg = super::qr::svg(&format!("{}/t/{code}", base_url(&headers)));
    Ok(([(header::CONTENT_TYPE, "image/svg+xml")], svg).into_response())
}

/// `/t` and `/t/CODE`: the tables' page.
async fn page(query: crate::serve::words::LangQuery, headers: HeaderMap) -> Response {
    super::page::html(&query, &headers)
}
