//! Whole games as JSON: `game replay --format json` (docs/FORMAT.md section 6) and
//! `game state --format json`.

use crate::game::record::TurnLog;
use crate::game::{Game, Seat};
use crate::pawn::PawnMove;
use crate::render::moves::push_json;
use crate::render::trace::Names;
use crate::rules::Deck;
use serde_json::{json, Map, Value};

fn board_json(game: &Game) -> Value {
    let board = game.board();
    let names = Names(game.pawns());
    let mut pieces = crate::render::json::position_pieces(board, &names);
    pieces.shift_remove("pawns");
    Value::Object(pieces)
}

/// One play as JSON: `{ pawn, to, path, pushes }`.
pub fn play_json(game: &Game, m: &PawnMove) -> Value {
    json!({
        "pawn": game.pawn_name(m.pawn),
        "to": m.dest.to_string(),
        "path": m.squares().map(|d| d.to_string()).collect::<Vec<_>>(),
        "pushes": m.pushes.iter().map(push_json).collect::<Vec<_>>(),
    })
}

/// The label boards draw `pawn` with in `game`'s position (`R5`).
fn label_in(game: &Game, pawn: crate::board::PawnId) -> String {
    let labels = crate::render::board::pawn_labels(game.position().pawns());
    labels
        .get(pawn.0 as usize)
        .cloned()
        .unwrap_or_else(|| game.pawn_name(pawn).to_string())
}

fn turn_json(log: &TurnLog) -> Value {
    let g = &log.before;
    let mut m = Map::new();
    m.insert("turn".into(), json!(log.turn));
    m.insert("round".into(), json!(log.round));
    m.insert("start_player".into(), json!(g.player_name(log.start)));
    // Each play with the label its pawn had when it played (the face it moved with, as the
    // board drew it then): the pages' logs name a pawn as the player tapped it.
    let mut now = g.clone();
    let mut plays = Vec::with_capacity(log.plays.len());
    for p in &log.plays {
        let mut play = play_json(g, p);
        play["label"] = json!(label_in(&now, p.pawn));
        plays.push(play);
        now.commit(p);
    }
    m.insert("plays".into(), Value::Array(plays));
    match &log.monster {
        Some(phase) => {
            m.insert("tile".into(), json!(phase.tile.to_string()));
            m.insert(
                "removed".into(),
                json!(phase
                    .removed
                    .iter()
                    .map(|r| json!({ "pawn": g.pawn_name(r.pawn), "label": label_in(&now, r.pawn), "how": r.how.name(), "step": r.step }))
                    .collect::<Vec<_>>()),
            );
            m.insert(
                "eaten_at_round_end".into(),
                json!(phase
                    .eaten_at_end
                    .iter()
                    .map(|&id| g.pawn_name(id))
                    .collect::<Vec<_>>()),
            );
        }
        None => {
            m.insert("tile".into(), Value::Null);
            m.insert("removed".into(), json!([]));
        }
    }
    Value::Object(m)
}

/// The next tile's chances as JSON: `{ "5": 0.1666, ... }` with the counts.
pub fn chances_json(deck: &Deck) -> Value {
    let total = deck.len() as f64;
    let mut m = Map::new();
    for (t, n) in deck.distinct() {
        m.insert(t.to_string(), json!(f64::from(n) / total));
    }
    Value::Object(m)
}

fn counts_json(deck: &Deck) -> Value {
    let mut m = Map::new();
    for (t, n) in deck.distinct() {
        m.insert(t.to_string(), json!(n));
    }
    Value::Object(m)
}

/// The `game replay --format json` document (docs/FORMAT.md section 6): the state after the last
/// play, and every turn. Additions: `end`, `tiles_left`, `next_tile`, `options`, `variant`.
pub fn state_json(game: &Game, turns: &[TurnLog]) -> Value {
    let mut doc = Map::new();
    doc.insert("players".into(), json!(game.players()));
    doc.insert("round".into(), json!(game.round()));
    doc.insert("turn".into(), json!(game.turn()));
    doc.insert("phase".into(), json!(game.phase().name()));
    doc.insert(
        "start_player".into(),
        json!(game.player_name(game.start_player())),
    );
    doc.insert(
        "to_play".into(),
        json!(game.to_play().map(|s| game.player_name(s))),
    );
    let board = game.board();
    doc.insert(
        "monster".into(),
        json!({ "at": board.monster().to_string(), "facing": board.facing().name() }),
    );
    doc.insert("board".into(), board_json(game));
    let mut pawns = Map::new();
    for id in board.pawn_ids() {
        let state = game.pawn_state(id);
        let mut p = Map::new();
        p.insert("at".into(), json!(state.place_name()));
        if let Some(f) = state.face() {
            p.insert("face".into(), json!(f));
        }
        pawns.insert(game.pawn_name(id).to_string(), Value::Object(p));
    }
    doc.insert("pawns".into(), Value::Object(pawns));
    let mut out = Map::new();
    for (s, player) in game.players().iter().enumerate() {
        let ids = game.out_pawns(Seat(s as u8));
        out.insert(
            player.clone(),
            json!(ids.iter().map(|&id| game.pawn_name(id)).collect::<Vec<_>>()),
        );
    }
    doc.insert("out".into(), Value::Object(out));
    let names =
        |r: u8| -> Vec<String> { game.tiles_played(r).iter().map(|t| t.to_string()).collect() };
    doc.insert(
        "tiles".into(),
        json!({ "round-1": names(1), "round-2": names(2) }),
    );
    doc.insert("over".into(), json!(game.is_over()));
    doc.insert(
        "winner".into(),
        json!(game.winner().map(|s| game.player_name(s))),
    );
    doc.insert("end".into(), json!(game.end().map(|e| e.name())));
    if !game.is_over() {
        doc.insert("tiles_left".into(), counts_json(&game.tiles_left()));
        doc.insert("next_tile".into(), chances_json(&game.next_tiles()));
    }
    doc.insert("options".into(), json!(game.options().non_default()));
    doc.insert(
        "variant".into(),
        json!(if game.three_prey() {
            vec!["three-prey"]
        } else {
            vec![]
        }),
    );
    doc.insert(
        "turns".into(),
        json!(turns.iter().map(turn_json).collect::<Vec<_>>()),
    );
    Value::Object(doc)
}

/// `game state --format json`: whose turn, the pawns they may still play, the tiles left and
/// the chance of each for the next monster phase.
pub fn table_json(game: &Game) -> Value {
    let to_play: Vec<Value> = game
        .pawns_to_play()
        .iter()
        .map(|&id| {
            let state = game.pawn_state(id);
            json!({ "pawn": game.pawn_name(id), "at": state.place_name(), "face": state.face() })
        })
        .collect();
    let later: Vec<Value> = match game.to_play() {
        Some(seat) => (1..game.players().len())
            .map(|k| Seat(((seat.index() + k) % game.players().len()) as u8))
            .filter_map(|s| {
                let pawns: Vec<&str> = game
                    .unplayed_pawns(s)
                    .map(|id| game.pawn_name(id))
                    .collect();
                (!pawns.is_empty())
                    .then(|| json!({ "player": game.player_name(s), "pawns": pawns }))
            })
            .collect(),
        None => Vec::new(),
    };
    json!({
        "round": game.round(),
        "turn": game.turn(),
        "phase": game.phase().name(),
        "start_player": game.player_name(game.start_player()),
        "to_play": game.to_play().map(|s| game.player_name(s)),
        "pawns_to_play": to_play,
        "still_to_play": later,
        "tiles_played": { "round-1": game.tiles_played(1).iter().map(|t| t.to_string()).collect::<Vec<_>>(),
                          "round-2": game.tiles_played(2).iter().map(|t| t.to_string()).collect::<Vec<_>>() },
        "tiles_left": counts_json(&game.tiles_left()),
        "next_tile": chances_json(&game.next_tiles()),
        "over": game.is_over(),
        "winner": game.winner().map(|s| game.player_name(s)),
    })
}
