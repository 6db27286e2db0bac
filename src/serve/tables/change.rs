//! What may change a table, and who may change it (FORMAT.md section 8): a play by the seat
//! whose turn it is, a tile in the monster phase, an undo of the last play while no one has
//! played since and no tile was drawn, a seat handed to an AI or taken back; and the AI
//! seats' own plays. Each change is made on the record, replayed and checked by the game's
//! own code, and only then stored, in one transaction that applies only if the table is still
//! at the version the change was made from.
//!
//! These run on blocking threads (they replay records and read the database).

use super::doc::{row_doc, table_doc_of};
use super::seats::{holder, Holder, Kind};
use super::store::{Commit, Row, StoreError, Tiles};
use super::{Docs, Event, Live, Replayed, Tables};
use crate::ai::Budget;
use crate::game::record::{self, PlayRecord, Record, Replay, ReplayOptions, TurnRecord};
use crate::game::{Game, Phase};
use crate::i18n::Lang;
use crate::pawn::Dest;
use crate::report::game::load_record_text;
use crate::serve::api::{pool_in, ApiError, Pool, GAME_NAME};
use crate::serve::stats::{self, STATS};
use crate::t;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde_json::{json, Value};
use std::sync::Arc;

/// A refused request: its status, its message, and for a stale version the table as it is.
#[derive(Debug)]
pub struct Refusal {
    /// The status.
    pub status: StatusCode,
    /// What is wrong, in the player's language.
    pub message: String,
    /// The table now (409).
    pub table: Option<Value>,
}

impl Refusal {
    /// A refusal with `status`.
    pub fn new(status: StatusCode, message: String) -> Refusal {
        Refusal {
            status,
            message,
            table: None,
        }
    }
}

impl From<ApiError> for Refusal {
    fn from(e: ApiError) -> Refusal {
        Refusal::new(e.status(), e.message().to_string())
    }
}

impl From<crate::report::Failure> for Refusal {
    fn from(f: crate::report::Failure) -> Refusal {
        ApiError::from(f).into()
    }
}

impl IntoResponse for Refusal {
    fn into_response(self) -> Response {
        let mut body = json!({ "error": self.message });
        if let Some(t) = self.table {
            body["table"] = t;
        }
        (self.status, axum::Json(body)).into_response()
    }
}

/// The refusal for a database error: a full disk says so (507); anything else 500. Either
/// way nothing was changed.
pub fn storage(lang: Lang, e: &StoreError) -> Refusal {
    if e.is_full() {
        Refusal::new(
            StatusCode::INSUFFICIENT_STORAGE,
            t!(lang, "tables-disk-full"),
        )
    } else {
        Refusal::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            t!(lang, "tables-storage", error = e.to_string()),
        )
    }
}

/// 404 for table `code`.
pub fn unknown(lang: Lang, code: &str) -> Refusal {
    Refusal::new(
        StatusCode::NOT_FOUND,
        t!(lang, "tables-unknown", table = code),
    )
}

/// The table `code`, or 404.
pub fn load(tables: &Tables, code: &str, lang: Lang) -> Result<Row, Refusal> {
    tables
        .store
        .get(code)
        .map_err(|e| storage(lang, &e))?
        .ok_or_else(|| unknown(lang, code))
}

/// The record and the game of a table whose record is `text`: those `live` keeps from the
/// last change stored, if its record is that text; else read and replayed.
fn replayed(live: &Live, text: &str) -> Result<(Record, Game), crate::report::Failure> {
    if let Some(r) = live.replayed(text) {
        return Ok((r.record.clone(), r.game.clone()));
    }
    let (rf, replay) = load_record_text(text, GAME_NAME, ReplayOptions::default())?;
    Ok((rf.record, replay.game))
}

/// The record `rec`, whose text is `text`, replayed and checked by the game's own code. The
/// record is replayed as it is, without reading its text again (the text is what writing
/// `rec` gives, and reading it gives `rec` back); a record that does not replay is read from
/// its text, so that its problem is named at its line, as when a record is opened.
fn check(text: &str, rec: Record) -> Result<(Record, Replay), crate::report::Failure> {
    if cfg!(debug_assertions) {
        if let Ok(rf) = record::parse(text, GAME_NAME) {
            assert_eq!(rf.record, rec, "a record's text reads back as the record");
        }
    }
    match rec.replay(ReplayOptions::default(), &|_| None) {
        Ok(replay) => Ok((rec, replay)),
        Err(_) => {
            let (rf, replay) = load_record_text(text, GAME_NAME, ReplayOptions::default())?;
            Ok((rf.record, replay))
        }
    }
}

/// What a request asks to change.
#[derive(Clone, Debug)]
pub enum Action {
    /// A pawn's move: `to`, `path` or both (as a record's play).
    Play {
        /// The pawn.
        pawn: String,
        /// Where it ends.
        to: Option<String>,
        /// The way.
        path: Option<Vec<String>>,
    },
    /// A tile: `draw` (the server draws) or the tile drawn at the table.
    Tile(String),
    /// Take back the last play.
    Undo,
    /// Hand a seat to an AI or take it back (`seat`: the host names it).
    Seat {
        /// The seat's player (the host must give it; a seat's own token may).
        seat: Option<String>,
        /// `person` or an AI level.
        kind: String,
    },
}

impl Action {
    fn kind(&self) -> &'static str {
        match self {
            Action::Play { .. } => "play",
            Action::Tile(_) => "tile",
            Action::Undo => "undo",
            Action::Seat { .. } => "seat",
        }
    }
}

fn forbidden(message: String) -> Refusal {
    Refusal::new(StatusCode::FORBIDDEN, message)
}

fn invalid(message: String) -> Refusal {
    Refusal::new(StatusCode::UNPROCESSABLE_ENTITY, message)
}

fn bad(message: String) -> Refusal {
    Refusal::new(StatusCode::BAD_REQUEST, message)
}

fn dest(lang: Lang, s: &str) -> Result<Dest, Refusal> {
    s.parse::<Dest>()
        .map_err(|e| bad(t!(lang, "tables-bad-square", error = e.to_string())))
}

/// The record with its last turn open for a play.
fn open_turn(rec: &mut record::Record) -> &mut TurnRecord {
    if rec.turns.last().is_none_or(|t| t.tile.is_some()) {
        rec.turns.push(TurnRecord::default());
    }
    let last = rec.turns.len() - 1;
    &mut rec.turns[last]
}

/// A change made: the table's document in the request's language, and the event for every
/// stream.
pub struct Made {
    /// The answer: the table's document as JSON text (the event's, in the request's
    /// language).
    pub body: String,
    /// The event.
    pub event: Event,
    /// Whether a seat is an AI's after the change (the AI driver has something to look at).
    pub ai_seats: bool,
}

/// A change made and checked, its answer and event made, not yet stored ([`Prepared::store`]).
pub struct Prepared {
    code: String,
    from: u64,
    kinds: Vec<Kind>,
    kind: &'static str,
    live: Arc<Live>,
    after: Arc<Replayed>,
    made: Made,
    lang: Lang,
}

impl Prepared {
    /// Stores the change (awaiting the disk, holding no worker: changes of other tables are
    /// written with it) and then keeps its game for the next change; its answer and event. A
    /// table changed meanwhile is a 409 with the table as it is now (made by a change
    /// worker).
    pub async fn store(self, ctx: &super::Ctx) -> Result<Made, Refusal> {
        let done = self.commit(&ctx.tables).await;
        let lang = self.lang;
        match done.map_err(|e| storage(lang, &e))? {
            Commit::Done(_) => Ok(self.stored()),
            Commit::Gone => Err(unknown(lang, &self.code)),
            Commit::Stale => {
                let tables = ctx.tables.clone();
                let (code, from, live) = (self.code, self.from, self.live);
                let refusal = pool_in(&ctx.app, Pool::Changes, lang, move |_| {
                    Ok(stale(&tables, &code, from, &live, lang))
                })
                .await?;
                Err(refusal)
            }
        }
    }

    /// Hands the change to the database's writer and awaits what it came to. Once it is on
    /// disk the writer keeps its game for the next change and sends its event to the
    /// table's streams ([`Live::send`]), before this returns: events leave in the order of
    /// the table's versions, and an event is sent even if the request is cut meanwhile.
    pub async fn commit(&self, tables: &Tables) -> Result<Commit, StoreError> {
        let t = std::time::Instant::now();
        let (live, after, event) = (
            self.live.clone(),
            self.after.clone(),
            self.made.event.clone(),
        );
        let then: super::store::Then = Box::new(move |_| {
            live.remember(after);
            live.send(event);
        });
        let done = tables
            .store
            .commit_async(
                &self.code,
                self.from,
                &self.after.text,
                &self.kinds,
                self.kind,
                Some(then),
            )
            .await;
        STATS.add(stats::Phase::Commit, t.elapsed());
        done
    }

    /// The change stored (its game kept and its event sent by [`Prepared::commit`]): its
    /// answer and event.
    pub fn stored(self) -> Made {
        self.made
    }
}

/// The 409 of a change made from version `from` of `code` that another change overtook.
fn stale(tables: &Tables, code: &str, from: u64, live: &Live, lang: Lang) -> Refusal {
    let now = match load(tables, code, lang) {
        Ok(now) => now,
        Err(r) => return r,
    };
    let mut r = Refusal::new(
        StatusCode::CONFLICT,
        t!(lang, "tables-stale", version = from, current = now.version),
    );
    match row_doc(&now, Some(live)) {
        Ok(doc) => r.table = Some(doc),
        Err(e) => return e.into(),
    }
    r
}

/// Makes `action` at table `code` for the holder of `token`, from `version` (required but
/// for a seat's change), and stores it ([`prepare`], then [`Prepared::store`]); every
/// refusal in `lang`.
pub async fn apply(
    ctx: &super::Ctx,
    code: &str,
    token: Option<String>,
    version: Option<u64>,
    action: Action,
    lang: Lang,
) -> Result<Made, Refusal> {
    let tables = ctx.tables.clone();
    let c = code.to_string();
    let prepared = pool_in(&ctx.app, Pool::Changes, lang, move |_| {
        Ok(prepare(
            &tables,
            &c,
            token.as_deref(),
            version,
            action,
            lang,
        ))
    })
    .await??;
    prepared.store(ctx).await
}

/// Makes `action` at table `code` for the holder of `token`, from `version` (required but
/// for a seat's change): checked, replayed, its answer and event made; every refusal in
/// `lang`. Nothing is stored yet.
pub fn prepare(
    tables: &Tables,
    code: &str,
    token: Option<&str>,
    version: Option<u64>,
    action: Action,
    lang: Lang,
) -> Result<Prepared, Refusal> {
    let t = std::time::Instant::now();
    let row = load(tables, code, lang)?;
    let live = tables.live(code);
    let who = token
        .and_then(|t| holder(t, &row.host, &row.seats))
        .ok_or_else(|| forbidden(t!(lang, "tables-wrong-token", table = code)))?;
    if version.is_none() && !matches!(action, Action::Seat { .. }) {
        return Err(bad(t!(lang, "tables-need-version")));
    }
    if let Some(v) = version.filter(|v| *v != row.version) {
        let mut r = Refusal::new(
            StatusCode::CONFLICT,
            t!(lang, "tables-stale", version = v, current = row.version),
        );
        r.table = Some(row_doc(&row, Some(&live))?);
        return Err(r);
    }
    let (mut rec, before) = replayed(&live, &row.record)?;
    let game = &before;
    let mut kinds: Vec<Kind> = row.seats.iter().map(|s| s.kind).collect();
    let mut tile_played = None;
    let by: Option<String> = match &who {
        Holder::Seat(i) => Some(row.seats[*i].player.clone()),
        Holder::Host => None,
    };
    match &action {
        Action::Play { pawn, to, path } => {
            match game.phase() {
                Phase::Over => return Err(invalid(t!(lang, "tables-over"))),
                Phase::Monster => return Err(invalid(t!(lang, "tables-monster-phase"))),
                Phase::Pawns => {}
            }
            let to_play = game
                .to_play()
                .map(|s| game.player_name(s).to_string())
                .unwrap_or_default();
            let Holder::Seat(i) = who else {
                return Err(forbidden(t!(lang, "tables-host-plays", player = to_play)));
            };
            let seat = &row.seats[i];
            if seat.player != to_play {
                return Err(forbidden(t!(
                    lang,
                    "tables-not-your-turn",
                    player = seat.player.as_str(),
                    to_play = to_play
                )));
            }
            if let Kind::Ai(level) = seat.kind {
                return Err(forbidden(t!(
                    lang,
                    "tables-ai-seat",
                    player = seat.player.as_str(),
                    level = level.name()
                )));
            }
            if to.is_none() && path.is_none() {
                return Err(bad(t!(lang, "tables-no-play")));
            }
            let play = PlayRecord {
                pawn: pawn.clone(),
                to: to.as_deref().map(|s| dest(lang, s)).transpose()?,
                path: path
                    .as_ref()
                    .map(|p| {
                        p.iter()
                            .map(|s| dest(lang, s))
                            .collect::<Result<Vec<_>, _>>()
                    })
                    .transpose()?,
            };
            open_turn(&mut rec).plays.push(play);
        }
        Action::Tile(tile) => {
            match game.phase() {
                Phase::Over => return Err(invalid(t!(lang, "tables-over"))),
                Phase::Pawns => return Err(invalid(t!(lang, "tables-pawn-phase"))),
                Phase::Monster => {}
            }
            let tile = match (row.tiles, tile.as_str()) {
                (Tiles::Server, "draw") => game
                    .seeded_tile(rec.seed.unwrap_or(0))
                    .ok_or_else(|| invalid(t!(lang, "tables-over")))?,
                (Tiles::Server, _) => return Err(invalid(t!(lang, "tables-server-draws"))),
                (Tiles::Table, "draw") => return Err(invalid(t!(lang, "tables-table-draws"))),
                (Tiles::Table, t) => t.parse().map_err(|e: crate::rules::TileError| {
                    bad(t!(lang, "tables-bad-tile", error = e.to_string()))
                })?,
            };
            open_turn(&mut rec).tile = Some(tile);
            tile_played = Some(tile);
        }
        Action::Undo => {
            let last = match rec.turns.last() {
                Some(TurnRecord { tile: Some(_), .. }) => {
                    return Err(invalid(t!(lang, "tables-undo-tile")))
                }
                Some(turn) => turn.plays.last().map(|p| p.pawn.clone()),
                None => None,
            };
            let Some(pawn) = last else {
                return Err(invalid(t!(lang, "tables-undo-nothing")));
            };
            let player = game
                .pawn_id(&pawn)
                .map(|id| game.player_name(game.seat_of(id)).to_string())
                .unwrap_or_default();
            if let Holder::Seat(i) = who {
                if row.seats[i].player != player {
                    return Err(forbidden(t!(
                        lang,
                        "tables-undo-not-yours",
                        player = player
                    )));
                }
            }
            let turn = rec.turns.last_mut().expect("a turn with a play");
            turn.plays.pop();
            if turn.plays.is_empty() {
                rec.turns.pop();
            }
        }
        Action::Seat { seat, kind } => {
            let new = Kind::parse_for(kind, row.seats.len())
                .ok_or_else(|| bad(t!(lang, "tables-bad-kind", kind = kind.as_str())))?;
            let index = match (&who, seat) {
                (Holder::Seat(i), None) => *i,
                (_, Some(name)) => {
                    let i = row
                        .seats
                        .iter()
                        .position(|s| &s.player == name)
                        .ok_or_else(|| bad(t!(lang, "tables-no-seat", seat = name.as_str())))?;
                    if matches!(who, Holder::Seat(j) if j != i) {
                        return Err(forbidden(t!(
                            lang,
                            "tables-not-your-seat",
                            seat = name.as_str()
                        )));
                    }
                    i
                }
                (Holder::Host, None) => return Err(bad(t!(lang, "tables-host-names-seat"))),
            };
            kinds[index] = new;
        }
    }
    let text = record::to_yaml(&rec);
    let seats: Vec<(String, Kind)> = row
        .seats
        .iter()
        .zip(&kinds)
        .map(|(s, k)| (s.player.clone(), *k))
        .collect();
    // The record replayed and checked before anything is stored; the document (at the
    // version the change will have) is made from that replay.
    let (rec, replay) = check(&text, rec)?;
    let base = table_doc_of(
        code,
        row.version + 1,
        text.clone(),
        &rec,
        &replay,
        row.tiles,
        &seats,
        Some(&live),
    );
    let over = base["state"]["over"].as_bool().unwrap_or(false);
    let kind = if over && !matches!(action, Action::Seat { .. }) {
        "over"
    } else {
        action.kind()
    };
    let after = Arc::new(Replayed {
        text,
        record: rec,
        game: replay.game,
    });
    let mut made = finish(
        base,
        kind,
        action.kind(),
        by,
        &before,
        after.clone(),
        tile_played,
        lang,
    );
    made.ai_seats = kinds.iter().any(|k| matches!(k, Kind::Ai(_)));
    STATS.add(stats::Phase::Compute, t.elapsed());
    Ok(Prepared {
        code: code.to_string(),
        from: row.version,
        kinds,
        kind,
        live,
        after,
        made,
        lang,
    })
}

/// The answer and the event of a change stored at `doc["version"]`: the change described as
/// `"change": { "kind", "by" }`, and for a tile its move (`"trace"`, the monster's move from
/// the game `before` it) in `lang` for the answer. `doc`'s words are those of
/// [`crate::i18n::speaking`]; the event says them, and the move, in each other language
/// when a stream in it asks (the legal plays from `after`, the game after the change).
#[allow(clippy::too_many_arguments)]
fn finish(
    mut doc: Value,
    kind: &str,
    what: &str,
    by: Option<String>,
    before: &Game,
    after: Arc<Replayed>,
    tile: Option<crate::rules::Tile>,
    lang: Lang,
) -> Made {
    doc["change"] = json!({ "kind": what, "by": by });
    let version = doc["version"].as_u64().unwrap_or(0);
    let words = crate::i18n::speaking();
    let trace = tile.map(|tile| {
        (
            crate::trace::Trace::record(before.board(), tile, before.options()),
            before.position(),
        )
    });
    let body = match &trace {
        None => doc.to_string(),
        Some((trace, position)) => {
            super::with_trace(doc.clone(), trace, position, lang).to_string()
        }
    };
    let made = (words == lang).then(|| (lang, body.clone()));
    Made {
        body,
        event: Event {
            version,
            kind: kind.to_string(),
            docs: Arc::new(Docs::lazy(doc, words, Some(after), trace, made)),
            at: std::time::Instant::now(),
        },
        ai_seats: false,
    }
}

/// What the AI driver did.
pub enum AiStep {
    /// It played (or drew a tile), to be stored ([`Prepared::commit`]).
    Ready(Box<Prepared>),
    /// Nothing for an AI to do (a person's turn, the game over, no such table).
    Idle,
}

/// One AI play at `code` if it is an AI seat's turn, within the configured node budget; or
/// the tile, drawn by the server, when every seat is an AI's and the server draws.
pub fn ai_step(tables: &Tables, code: &str) -> AiStep {
    let Ok(Some(row)) = tables.store.get(code) else {
        return AiStep::Idle;
    };
    let live = tables.live(code);
    let Ok((mut rec, game)) = replayed(&live, &row.record) else {
        return AiStep::Idle;
    };
    let seed = rec.seed.unwrap_or(0);
    let (by, tile) = match game.phase() {
        Phase::Over => return AiStep::Idle,
        Phase::Pawns => {
            let Some(player) = game.to_play().map(|s| game.player_name(s).to_string()) else {
                return AiStep::Idle;
            };
            let Some(Kind::Ai(level)) = row
                .seats
                .iter()
                .find(|s| s.player == player)
                .map(|s| s.kind)
            else {
                return AiStep::Idle;
            };
            let config = crate::ai::Config {
                budget: Budget {
                    nodes: tables.config.ai_budget,
                    ..Budget::default()
                },
                ..crate::ai::Config::new(level)
            };
            let Some(choice) = crate::ai::choose(&game, &config, seed) else {
                return AiStep::Idle;
            };
            open_turn(&mut rec)
                .plays
                .push(PlayRecord::of_move(&game, &choice.play));
            (Some(player), None)
        }
        Phase::Monster => {
            let all_ai = row.seats.iter().all(|s| matches!(s.kind, Kind::Ai(_)));
            if !all_ai || row.tiles != Tiles::Server {
                return AiStep::Idle;
            }
            let Some(tile) = game.seeded_tile(seed) else {
                return AiStep::Idle;
            };
            open_turn(&mut rec).tile = Some(tile);
            (None, Some(tile))
        }
    };
    let text = record::to_yaml(&rec);
    let seats: Vec<(String, Kind)> = row
        .seats
        .iter()
        .map(|s| (s.player.clone(), s.kind))
        .collect();
    let Ok((rec, replay)) = check(&text, rec) else {
        return AiStep::Idle;
    };
    let doc = table_doc_of(
        code,
        row.version + 1,
        text.clone(),
        &rec,
        &replay,
        row.tiles,
        &seats,
        Some(&live),
    );
    let over = doc["state"]["over"].as_bool().unwrap_or(false);
    let what = if tile.is_some() { "tile" } else { "play" };
    let kind = if over { "over" } else { what };
    let kinds: Vec<Kind> = row.seats.iter().map(|s| s.kind).collect();
    let after = Arc::new(Replayed {
        text,
        record: rec,
        game: replay.game,
    });
    let made = finish(doc, kind, what, by, &game, after.clone(), tile, Lang::En);
    AiStep::Ready(Box::new(Prepared {
        code: code.to_string(),
        from: row.version,
        kinds,
        kind,
        live,
        after,
        made,
        lang: Lang::En,
    }))
}
