//! A table's document: what `GET /api/tables/CODE` answers, what every change answers, and
//! each event's data (FORMAT.md section 8, and docs/api.md "Tables").

use super::seats::Kind;
use super::store::{Row, Tiles};
use super::Live;
use crate::serve::api::ApiError;
use serde_json::{json, Map, Value};

/// The document of table `code` at `version`: `{ "table", "version", "tiles", "record",
/// "state", "seats", "watch" }` with the game's answer of the hot-seat page beside them
/// (`replay`: the log of the game, `legal`: every legal result of the player to play, in
/// words, `tiles_left`, `position`). `seats` maps each player to `{ "kind", "connected" }`
/// (an AI seat is always connected; a person's when a device has the table's events open
/// for that seat). Its words are in [`crate::i18n::speaking`]'s language: the tables'
/// requests run in `work_in` with theirs; an event says them again in each stream's
/// ([`super::Docs`]).
pub fn table_doc(
    code: &str,
    version: u64,
    record: &str,
    tiles: Tiles,
    seats: &[(String, Kind)],
    live: Option<&Live>,
) -> Result<Value, ApiError> {
    let (rf, replay) = crate::report::game::load_record_text(
        record,
        crate::serve::api::GAME_NAME,
        crate::game::record::ReplayOptions::default(),
    )?;
    Ok(table_doc_of(
        code,
        version,
        record.to_string(),
        &rf.record,
        &replay,
        tiles,
        seats,
        live,
    ))
}

/// [`table_doc`] of a record already read and replayed (`text` its text).
#[allow(clippy::too_many_arguments)]
pub fn table_doc_of(
    code: &str,
    version: u64,
    text: String,
    record: &crate::game::record::Record,
    replay: &crate::game::record::Replay,
    tiles: Tiles,
    seats: &[(String, Kind)],
    live: Option<&Live>,
) -> Value {
    let game = crate::serve::game::game_doc_of(text, record, replay, false);
    let mut doc = Map::new();
    doc.insert("table".into(), json!(code));
    doc.insert("version".into(), json!(version));
    doc.insert("tiles".into(), json!(tiles.name()));
    let mut seat_map = Map::new();
    for (player, kind) in seats {
        let connected = match kind {
            Kind::Ai(_) => true,
            Kind::Person => live.is_some_and(|l| l.is_connected(player)),
        };
        seat_map.insert(
            player.clone(),
            json!({ "kind": kind.name(), "connected": connected }),
        );
    }
    doc.insert("seats".into(), Value::Object(seat_map));
    doc.insert("watch".into(), json!(format!("/t/{code}")));
    if let Value::Object(game) = game {
        for (k, v) in game {
            // The table's own keys win: its `seats` (kind and connection of every seat)
            // says more than the record's `seats` (its AI levels) the game's answer carries.
            doc.entry(k).or_insert(v);
        }
    }
    Value::Object(doc)
}

/// [`table_doc`] of a stored table.
pub fn row_doc(row: &Row, live: Option<&Live>) -> Result<Value, ApiError> {
    table_doc(
        &row.code,
        row.version,
        &row.record,
        row.tiles,
        &seat_kinds(row),
        live,
    )
}

/// Each seat's player and kind.
pub fn seat_kinds(row: &Row) -> Vec<(String, Kind)> {
    row.seats
        .iter()
        .map(|s| (s.player.clone(), s.kind))
        .collect()
}
