//! `GET /api/tables/CODE/events`: Server-Sent Events, one a change (`play`, `tile`, `undo`,
//! `seat`, `over`), `id:` the table's version, the table's document as data.
//!
//! A stream starts with what the device has not seen: with `Last-Event-ID` (what a browser's
//! `EventSource` sends when it reconnects by itself), each change after that version, rebuilt
//! from the table's history (at most [`super::MAX_RESUME`]; beyond, or without the header, one
//! `table` event with the table as it is). Then each change as it is stored. A comment line
//! every [`super::HEARTBEAT`] keeps the connection (the server closes connections silent for
//! a minute) and tells the device the server is there. A stream that falls behind by more
//! than the channel holds is closed; its device reconnects with `Last-Event-ID` and misses
//! nothing. `?seat=PLAYER` marks that seat `connected` while the stream is open. Every
//! document is in the stream's language (`?lang=`, else `Accept-Language`).

use super::api::code_of;
use super::change::{load, storage, Refusal};
use super::doc::{row_doc, table_doc};
use super::store::Version;
use super::{lang_index, Ctx, Docs, Event, Live, Tables, LANGS, MAX_RESUME};
use crate::i18n::Lang;
use crate::serve::api::{lang_of, work_in};
use crate::serve::stats::{self, STATS};
use crate::t;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::sse::{self, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use futures_util::stream::{self, Stream, StreamExt};
use serde::Deserialize;
use std::convert::Infallible;
use std::sync::atomic::Ordering;
use std::sync::Arc;
use tokio::sync::broadcast;

/// The stream's query: its language and the seat it watches for.
#[derive(Deserialize, Default, Debug)]
pub struct EventsQuery {
    lang: Option<String>,
    /// The player whose device this is (for `connected`; not a secret).
    seat: Option<String>,
}

/// Counts the stream (its address's, and its seat's connection) while it is open.
struct Open {
    live: Arc<Live>,
    seat: Option<String>,
    address: std::net::IpAddr,
}

impl Drop for Open {
    fn drop(&mut self) {
        self.live.streams.fetch_sub(1, Ordering::SeqCst);
        release(&self.live, self.address);
        if let Some(seat) = &self.seat {
            let mut c = self
                .live
                .connected
                .lock()
                .unwrap_or_else(|e| e.into_inner());
            if let Some(n) = c.get_mut(seat) {
                *n = n.saturating_sub(1);
            }
        }
    }
}

/// One stream fewer from `address` (an address with none left is forgotten).
fn release(live: &Live, address: std::net::IpAddr) {
    let mut addresses = live.addresses.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(n) = addresses.get_mut(&address) {
        *n = n.saturating_sub(1);
        if *n == 0 {
            addresses.remove(&address);
        }
    }
}

fn sse_event(e: &Event, lang: Lang) -> sse::Event {
    sse::Event::default()
        .id(e.version.to_string())
        .event(e.kind.clone())
        .data(e.doc(lang))
}

/// The events the device missed after `last` (None: it has seen nothing), in `lang`.
fn missed(
    tables: &Tables,
    code: &str,
    last: Option<u64>,
    lang: Lang,
) -> Result<Vec<Event>, Refusal> {
    let row = load(tables, code, lang)?;
    let live = tables.live(code);
    let now = || -> Result<Vec<Event>, Refusal> {
        let doc = row_doc(&row, Some(&live))?;
        Ok(vec![Event {
            version: row.version,
            kind: "table".into(),
            docs: Arc::new(Docs::one(doc.to_string())),
            at: std::time::Instant::now(),
        }])
    };
    let Some(last) = last else { return now() };
    if last >= row.version {
        // Up to date (or from before a table of that code was made: the table as it is).
        return if last == row.version {
            Ok(vec![])
        } else {
            now()
        };
    }
    if (row.version - last) as usize > MAX_RESUME {
        return now();
    }
    let versions = tables
        .store
        .history(code, last, MAX_RESUME)
        .map_err(|e| storage(lang, &e))?;
    if versions.first().map(|v| v.version) != Some(last + 1) {
        return now();
    }
    // Each version's record before it (the trace of a tile is the move from there).
    let mut before = tables
        .store
        .history(code, last.saturating_sub(1), 1)
        .ok()
        .and_then(|v| v.into_iter().next())
        .filter(|v| v.version == last)
        .map(|v| v.record);
    let mut events = Vec::new();
    for v in versions {
        events.push(rebuilt(code, &row, &v, before.as_deref(), &live, lang)?);
        before = Some(v.record);
    }
    Ok(events)
}

/// The event of version `v`, as it was sent (its change described; a tile's move in `lang`).
fn rebuilt(
    code: &str,
    row: &super::store::Row,
    v: &Version,
    before: Option<&str>,
    live: &Live,
    lang: Lang,
) -> Result<Event, Refusal> {
    let seats: Vec<(String, super::seats::Kind)> = row
        .seats
        .iter()
        .zip(&v.kinds)
        .map(|(s, k)| (s.player.clone(), *k))
        .collect();
    let mut doc = table_doc(code, v.version, &v.record, row.tiles, &seats, Some(live))?;
    let tiles_before = before.map_or(0, count_tiles);
    let what = if v.kind == "over" {
        if count_tiles(&v.record) > tiles_before {
            "tile"
        } else {
            "play"
        }
    } else {
        v.kind.as_str()
    };
    doc["change"] = serde_json::json!({ "kind": what });
    if what == "tile" {
        if let Some(before) = before {
            let (rf, _) = crate::report::game::load_record_text(
                &v.record,
                crate::serve::api::GAME_NAME,
                Default::default(),
            )?;
            if let Some(tile) = rf.record.turns.iter().rev().find_map(|t| t.tile) {
                doc["trace"] = crate::serve::game::tile_trace(before, tile, lang)?;
            }
        }
    }
    let mut docs = vec![String::new(); LANGS.len()];
    docs[lang_index(lang)] = doc.to_string();
    Ok(Event {
        version: v.version,
        kind: v.kind.clone(),
        docs: Arc::new(Docs::each(docs)),
        at: std::time::Instant::now(),
    })
}

/// The tiles a record's text holds.
fn count_tiles(text: &str) -> usize {
    crate::game::record::parse(text, crate::serve::api::GAME_NAME)
        .map(|rf| rf.record.turns.iter().filter(|t| t.tile.is_some()).count())
        .unwrap_or(0)
}

/// The event stream of a table.
pub async fn events(
    State(ctx): State<Ctx>,
    peer: Option<axum::Extension<super::join::Peer>>,
    Path(code): Path<String>,
    Query(q): Query<EventsQuery>,
    headers: HeaderMap,
) -> Result<Response, Refusal> {
    let lang = lang_of(q.lang.as_deref(), &headers)?;
    let code = code_of(&code, lang)?;
    let last: Option<u64> = headers
        .get("last-event-id")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse().ok());
    // The table first: a stream asked for a code that names no table keeps nothing in
    // memory (no channel is made for it), however many are asked for.
    let row = super::api::stored(&ctx, code.clone(), lang).await?;
    let live = ctx.tables.live(&code);
    let max = ctx.tables.config.max_streams;
    let address = super::join::counted(super::join::Peer::address(
        peer.as_ref().map(|axum::Extension(p)| p),
    ));
    {
        let mut addresses = live.addresses.lock().unwrap_or_else(|e| e.into_inner());
        let mine = addresses.entry(address).or_default();
        let most = super::STREAMS_PER_ADDRESS.min(max);
        if *mine >= most && most < max {
            return Err(Refusal::new(
                StatusCode::TOO_MANY_REQUESTS,
                t!(lang, "tables-too-many-streams-address", max = most),
            ));
        }
        *mine += 1;
    }
    if live.streams.fetch_add(1, Ordering::SeqCst) >= max {
        live.streams.fetch_sub(1, Ordering::SeqCst);
        release(&live, address);
        return Err(Refusal::new(
            StatusCode::TOO_MANY_REQUESTS,
            t!(lang, "tables-too-many-streams", max = max),
        ));
    }
    let mut open = Open {
        live: live.clone(),
        seat: None,
        address,
    };
    // Subscribed before the history is read: nothing falls between the two.
    let rx = live.tx.subscribe();
    let tables = ctx.tables.clone();
    let c = code.clone();
    let first = work_in(&ctx.app, lang, move |_| Ok(missed(&tables, &c, last, lang))).await??;
    if let Some(seat) = q.seat.filter(|s| !s.is_empty()) {
        if row.seats.iter().any(|s| s.player == seat) {
            *live
                .connected
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .entry(seat.clone())
                .or_default() += 1;
            open.seat = Some(seat);
        }
    }
    let sent = first.last().map(|e| e.version).or(last).unwrap_or(0);
    let head = stream::iter(
        first
            .into_iter()
            .map(move |e| Ok::<_, Infallible>(sse_event(&e, lang)))
            .collect::<Vec<_>>(),
    );
    let tail = stream::unfold((rx, sent, open), move |(mut rx, sent, open)| async move {
        loop {
            match rx.recv().await {
                Ok(e) if e.version <= sent => continue,
                Ok(e) => {
                    let ev = sse_event(&e, lang);
                    STATS.add(stats::Phase::Fanout, e.at.elapsed());
                    return Some((Ok::<_, Infallible>(ev), (rx, e.version, open)));
                }
                // Fallen behind, or the table expired: the device reconnects.
                Err(
                    broadcast::error::RecvError::Lagged(_) | broadcast::error::RecvError::Closed,
                ) => return None,
            }
        }
    });
    let stream: std::pin::Pin<Box<dyn Stream<Item = Result<sse::Event, Infallible>> + Send>> =
        Box::pin(head.chain(tail));
    Ok(Sse::new(stream)
        .keep_alive(KeepAlive::new().interval(super::HEARTBEAT).text("alive"))
        .into_response())
}
