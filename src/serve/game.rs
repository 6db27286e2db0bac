//! The hot-seat game's documents for the page: the game's answer (its record, state, replay,
//! every legal result of the player to play in words with the board after it, and the
//! position to draw), the monster's move of a tile as the page steps through it, and undo.
//! The game lives in the page as its record; every answer is checked by replaying it.

use super::api::{ApiError, GAME_NAME};
use crate::game::record::{self, ReplayOptions, TurnRecord};
use crate::i18n::speaking;
use crate::render::moves::{result_json, start_of};
use crate::render::trace::Names;
use crate::report::game::load_record_text;
use crate::report::Failure;
use crate::rules::Tile;
use crate::t;
use crate::trace::Trace;
use serde_json::{json, Value};

/// A game's answer: its record, its state (`game state --format json`), the replay
/// (`game replay --format json`: every turn with its plays, tile and removals), the legal
/// plays of the player to play (every result of every pawn they may play, in words, with the
/// board after it), the tiles left, the position to draw (`show --format json`'s, labels
/// included) and a picture of the board.
pub fn game_doc(text: String) -> Result<Value, ApiError> {
    game_doc_with(text, true)
}

/// [`game_doc`], with its picture (`svg`) only if `svg` (a shared table's documents leave it
/// out: the page draws the position).
pub fn game_doc_with(text: String, svg: bool) -> Result<Value, ApiError> {
    let (rf, replay) = load_record_text(&text, GAME_NAME, ReplayOptions::default())?;
    Ok(game_doc_of(text, &rf.record, &replay, svg))
}

/// [`game_doc_with`] of a record already replayed: `text` is its text, `record` and `replay`
/// what reading and replaying that text gives.
pub fn game_doc_of(
    text: String,
    record: &record::Record,
    replay: &record::Replay,
    svg: bool,
) -> Value {
    let game = &replay.game;
    // The seats the program plays (the record's `seats:`), so the page knows its AI seats.
    let seats: serde_json::Map<String, Value> = record
        .seats
        .iter()
        .map(|(player, level)| (player.clone(), json!(level.to_string())))
        .collect();
    // The words in the request's language (the server sets it for the request's work).
    let legal = legal_json(game, crate::i18n::speaking());
    let position = game.position();
    let mut doc = json!({
        "record": text,
        "state": crate::render::game::json::table_json(game),
        "replay": crate::render::game::json::state_json(game, &replay.turns),
        "legal": legal,
        "tiles_left": game.tiles_left().tiles().iter().map(ToString::to_string).collect::<Vec<_>>(),
        "position": crate::render::json::position_doc(&position, None),
        "seats": seats,
    });
    if svg {
        doc["svg"] = json!(crate::render::game::game_svg_in(
            crate::i18n::speaking(),
            game
        ));
    }
    doc
}

/// Every legal result of the player to play in `game`, its words in `lang`, with the board
/// after it (a game document's `legal`).
pub fn legal_json(game: &crate::game::Game, lang: crate::i18n::Lang) -> Vec<Value> {
    let names = Names(game.pawns());
    game.legal_plays()
        .iter()
        .map(|m| result_json(m, start_of(game.board(), m.pawn), &names, lang))
        .collect()
}

/// The monster's move of `tile` in the game of `text` (in its monster phase), as the page
/// steps through it ([`crate::render::steps::steps_doc`]).
pub fn tile_trace(text: &str, tile: Tile, lang: crate::i18n::Lang) -> Result<Value, ApiError> {
    let (_, replay) = load_record_text(text, GAME_NAME, ReplayOptions::default())?;
    let game = &replay.game;
    let trace = Trace::record(game.board(), tile, game.options());
    Ok(crate::render::steps::steps_doc(
        &trace,
        &game.position(),
        None,
        lang,
    ))
}

/// The monster's move of the record's last tile, replayed, as [`tile_trace`] gives it; an
/// error when no tile was played yet.
pub fn last_trace(text: &str, lang: crate::i18n::Lang) -> Result<Value, ApiError> {
    let (_, replay) = load_record_text(
        text,
        GAME_NAME,
        ReplayOptions {
            traces: true,
            upto: None,
        },
    )?;
    let (turn, trace) = replay
        .turns
        .iter()
        .rev()
        .find_map(|t| {
            t.monster
                .as_ref()
                .and_then(|m| m.trace.as_ref())
                .map(|tr| (t.turn, tr))
        })
        .ok_or_else(|| Failure::invalid(t!(speaking(), "serve-no-tile-yet")))?;
    // The monster phase flips no pawn: the faces after it are those it saw.
    let mut position = replay.game.position();
    if let Some(after) = replay.turns.iter().find(|t| t.turn == turn + 1) {
        position = after.before.position();
    }
    let position = crate::position::Position::new(trace.before, position.pawns().to_vec());
    Ok(crate::render::steps::steps_doc(
        trace, &position, None, lang,
    ))
}

/// The record of `text` with its seats the program plays set to `seats` (player to level,
/// players matched ignoring case; `human` or a player left out is a person's seat): the page
/// writes the AI seats typed in into the record, so a downloaded record keeps them.
pub fn with_seats(
    text: &str,
    seats: &std::collections::BTreeMap<String, String>,
) -> Result<Value, ApiError> {
    let (rf, _) = load_record_text(text, GAME_NAME, ReplayOptions::default())?;
    let mut rec = rf.record;
    for (player, level) in seats {
        if !rec.players.iter().any(|p| p.eq_ignore_ascii_case(player)) {
            return Err(ApiError::bad(t!(
                speaking(),
                "serve-seats-player",
                player = player,
                players = rec.players.join(", ")
            )));
        }
        if level != "human" && level.parse::<crate::ai::Level>().is_err() {
            return Err(ApiError::bad(t!(
                speaking(),
                "serve-seats-level",
                level = level
            )));
        }
    }
    for player in rec.players.clone() {
        let level = seats
            .iter()
            .find(|(p, _)| p.eq_ignore_ascii_case(&player))
            .and_then(|(_, l)| l.parse::<crate::ai::Level>().ok());
        rec.set_seat(&player, level);
    }
    game_doc(record::to_yaml(&rec))
}

/// The record of `text` with its last play taken back: only while no tile was drawn since
/// (undo never goes back past a tile, whose draw the players saw).
pub fn undo(text: &str) -> Result<Value, ApiError> {
    let (rf, _) = load_record_text(text, GAME_NAME, ReplayOptions::default())?;
    let mut rec = rf.record;
    match rec.turns.last_mut() {
        Some(TurnRecord { tile: Some(_), .. }) => {
            return Err(Failure::invalid(t!(speaking(), "serve-undo-tile")).into())
        }
        Some(turn) if !turn.plays.is_empty() => {
            turn.plays.pop();
            if turn.plays.is_empty() {
                rec.turns.pop();
            }
        }
        _ => return Err(Failure::invalid(t!(speaking(), "serve-undo-none")).into()),
    }
    game_doc(record::to_yaml(&rec))
}
