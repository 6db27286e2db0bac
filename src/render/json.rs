//! JSON documents of docs/FORMAT.md (section 3 for `trace`), built from the same records as the
//! text.

use super::trace::{event_text, Names};
use crate::board::{Board, Occupant, Piece};
use crate::geometry::Square;
use crate::i18n::Lang;
use crate::monster::{Blocker, Event, PieceRemoval, PivotHeld, Sight, Thing};
use crate::position::Pawn;
use crate::trace::Trace;
use serde_json::{json, Map, Value};

fn thing(t: Thing, names: &Names) -> Value {
    match t {
        Thing::Pawn(id) => json!({ "pawn": names.of(id) }),
        Thing::Piece(p) => json!({ "piece": p.name() }),
    }
}

fn sight(s: &Sight, names: &Names) -> Value {
    let mut m = Map::new();
    m.insert("side".into(), json!(s.side.name()));
    m.insert("direction".into(), json!(s.dir.name()));
    match (s.pawn, s.blocker) {
        (Some((id, d)), _) => {
            m.insert("pawn".into(), json!(names.of(id)));
            m.insert("distance".into(), json!(d));
        }
        (None, Blocker::Piece(p, at)) => {
            m.insert("blocked_by".into(), json!(p.name()));
            m.insert("at".into(), json!(at.to_string()));
        }
        (None, Blocker::Wall(at)) => {
            m.insert("blocked_by".into(), json!("wall"));
            m.insert("at".into(), json!(at.to_string()));
            if let Some(w) = s.wall() {
                m.insert("wall".into(), json!(w.to_string()));
            }
        }
        (None, Blocker::Pawn) => {}
    }
    Value::Object(m)
}

/// One engine event as a JSON object with a `type`, its `rule`, and its facts.
pub fn event(e: &Event, names: &Names) -> Value {
    let mut v = match *e {
        Event::Turn { from, to } => {
            json!({ "type": "turn", "from": from.name(), "to": to.name() })
        }
        Event::PivotTurn {
            at,
            kind,
            from,
            to,
            tied,
        } => {
            let _ = tied;
            json!({ "type": "pivot-turn", "at": at.to_string(), "turn": kind.name(), "from": from.name(), "to": to.name() })
        }
        Event::PivotHeld { at, why } => {
            let reason = match why {
                PivotHeld::PawnSeen => "pawn-seen",
                PivotHeld::TiedPush => "tie",
                PivotHeld::ChainPush => "already-turned",
                PivotHeld::FourTurns => "four-turns",
            };
            json!({ "type": "pivot-held", "at": at.to_string(), "reason": reason })
        }
        Event::WallCross { from, wall, to } => {
            json!({ "type": "wall", "from": from.to_string(), "wall": wall.to_string(), "to": to.to_string() })
        }
        Event::Eat { pawn, at } => {
            json!({ "type": "eat", "pawn": names.of(pawn), "at": at.to_string() })
        }
        Event::Push { thing: t, from, to } => {
            json!({ "type": "push", "thing": thing(t, names), "from": from.to_string(), "to": to.to_string() })
        }
        Event::Slide { thing: t, from, to } => {
            json!({ "type": "slide", "thing": thing(t, names), "from": from.to_string(), "to": to.to_string() })
        }
        Event::PieceRemoved { piece, at, why } => {
            json!({ "type": "piece-removed", "piece": piece.name(), "at": at.to_string(),
                "why": match why { PieceRemoval::OffBoard => "off-board", PieceRemoval::Teleporter => "teleporter", PieceRemoval::Corner => "corner" } })
        }
        Event::CornerKept { piece, at } => {
            json!({ "type": "corner-kept", "piece": piece.name(), "at": at.to_string() })
        }
        Event::Crushed { pawn, at } => {
            json!({ "type": "crushed", "pawn": names.of(pawn), "at": at.to_string() })
        }
        Event::Destroyed { pawn, at } => {
            json!({ "type": "destroyed", "pawn": names.of(pawn), "at": at.to_string() })
        }
        Event::Enter { at, sliding } => {
            json!({ "type": if sliding { "slide-on" } else { "enter" }, "at": at.to_string() })
        }
        Event::Teleport { from, to, facing } => {
            json!({ "type": "teleport", "from": from.to_string(), "to": to.to_string(), "facing": facing.name() })
        }
        Event::StepStart { .. }
        | Event::StepEnd { .. }
        | Event::Look { .. }
        | Event::FinalLook { .. } => {
            json!({ "type": "other" })
        }
    };
    if let Some(obj) = v.as_object_mut() {
        if obj.get("type").and_then(Value::as_str) != Some("other") {
            obj.insert("rule".into(), json!(e.rule()));
            if let Some(o) = e.option() {
                obj.insert("option".into(), json!(o));
            }
        }
    }
    // JSON is the same whatever the language: its sentences stay English.
    if let Some(t) = event_text(Lang::En, e, names) {
        v["text"] = json!(t);
    }
    v
}

fn sorted(mut squares: Vec<Square>) -> Vec<Square> {
    squares.sort_by_key(|s| s.column_major());
    squares
}

/// The `final` position part: pawns on the board, stones, crystals, pivots.
pub fn position_pieces(board: &Board, names: &Names) -> Map<String, Value> {
    let mut m = Map::new();
    let mut pawns = Map::new();
    for id in board.pawn_ids() {
        if let Some(sq) = board.pawn_square(id) {
            pawns.insert(names.of(id).to_string(), json!(sq.to_string()));
        }
    }
    m.insert("pawns".into(), Value::Object(pawns));
    let of = |want: fn(Piece) -> bool| -> Vec<Square> {
        sorted(
            board
                .pieces()
                .filter(|(_, p)| want(*p))
                .map(|(s, _)| s)
                .collect(),
        )
    };
    let strings =
        |v: Vec<Square>| -> Value { json!(v.iter().map(|s| s.to_string()).collect::<Vec<_>>()) };
    m.insert("stones".into(), strings(of(|p| p == Piece::Stone)));
    m.insert("crystals".into(), strings(of(|p| p == Piece::Crystal)));
    let pivots: Vec<Value> = of(|p| matches!(p, Piece::Pivot(_)))
        .into_iter()
        .map(|s| match board.occupant(s) {
            Occupant::Piece(Piece::Pivot(k)) => json!({ "at": s.to_string(), "turn": k.name() }),
            _ => json!({ "at": s.to_string() }),
        })
        .collect();
    m.insert("pivots".into(), json!(pivots));
    m
}

/// A board as the page draws it, after a step or a move (docs/FORMAT.md section 9): `{
/// "monster": { "at", "facing" }, "pawns": { NAME: SQUARE }, "stones", "crystals", "pivots" }`,
/// the pawns beside the entrance, out or removed left out.
pub fn board_json(board: &Board, names: &Names) -> Value {
    let mut m = Map::new();
    m.insert(
        "monster".into(),
        json!({ "at": board.monster().to_string(), "facing": board.facing().name() }),
    );
    m.extend(position_pieces(board, names));
    Value::Object(m)
}

/// The `trace --format json` document (docs/FORMAT.md section 3).
pub fn trace(trace: &Trace, pawns: &[Pawn], title: Option<&str>) -> Value {
    let names = Names(pawns);
    let steps: Vec<Value> = trace
        .steps
        .iter()
        .map(|s| {
            let sees: Vec<Value> = s
                .sights
                .iter()
                .filter_map(|x| x.pawn.map(|(id, d)| json!({ "direction": x.dir.name(), "side": x.side.name(), "pawn": names.of(id), "distance": d })))
                .collect();
            json!({
                "step": s.step,
                "from": s.from.to_string(),
                "to": s.to.to_string(),
                "facing": s.facing.name(),
                "facing_before": s.facing_before.name(),
                "sees": sees,
                "lines": s.sights.iter().map(|x| sight(x, &names)).collect::<Vec<_>>(),
                "decision": s.decision.name(),
                "path": s.path().iter().map(|q| q.to_string()).collect::<Vec<_>>(),
                "events": s.events.iter().enumerate().map(|(i, e)| {
                    let mut v = event(e, &names);
                    if let Some((chained, beyond)) = super::trace::pivot_context(s, i) {
                        if chained {
                            v["option"] = json!(match v.get("option").and_then(Value::as_str) {
                                Some(o) => format!("{o}, pivot-chain=turn-again"),
                                None => "pivot-chain=turn-again".to_string(),
                            });
                        }
                        if let Some(w) = beyond {
                            v["beyond_wall"] = json!(w.to_string());
                        }
                    }
                    v
                }).collect::<Vec<_>>(),
            })
        })
        .collect();
    let fl = &trace.final_look;
    let mut fin = Map::new();
    fin.insert(
        "monster".into(),
        json!({ "at": trace.after.monster().to_string(), "facing": trace.after.facing().name() }),
    );
    fin.insert(
        "removed".into(),
        json!(trace
            .removed
            .iter()
            .map(
                |(id, how, step)| json!({ "pawn": names.of(*id), "how": how.name(), "step": step })
            )
            .collect::<Vec<_>>()),
    );
    fin.extend(position_pieces(&trace.after, &names));
    fin.insert(
        "look".into(),
        json!({
            "sees": fl.sights.iter().filter_map(|x| x.pawn.map(|(id, d)| json!({ "direction": x.dir.name(), "side": x.side.name(), "pawn": names.of(id), "distance": d }))).collect::<Vec<_>>(),
            "lines": fl.sights.iter().map(|x| sight(x, &names)).collect::<Vec<_>>(),
            "decision": fl.decision.name(),
        }),
    );
    let mut doc = Map::new();
    if let Some(t) = title {
        doc.insert("title".into(), json!(t));
    }
    doc.insert("tile".into(), json!(trace.tile.to_string()));
    doc.insert("options".into(), json!(trace.options.non_default()));
    doc.insert("steps".into(), json!(steps));
    let end = match trace.tile {
        crate::rules::Tile::Steps(_) => {
            json!({ "reason": "steps", "rule": "M1", "steps": trace.outcome.steps })
        }
        crate::rules::Tile::Prey(k) if trace.outcome.removed >= k => {
            json!({ "reason": "prey-count", "rule": "S6", "steps": trace.outcome.steps, "removed": trace.outcome.removed })
        }
        crate::rules::Tile::Prey(_) => {
            json!({ "reason": "step-cap", "rule": "M11", "steps": trace.outcome.steps, "removed": trace.outcome.removed })
        }
    };
    doc.insert("end".into(), end);
    doc.insert("final".into(), Value::Object(fin));
    Value::Object(doc)
}

/// A whole position as JSON (`show --format json`): the monster, every pawn (its square or
/// `waiting`, with its player and face when known, and the label boards draw it with: `R5`),
/// the stone-like pieces as in `final`, the pools' squares and the teleporters with their
/// arrows, partners and pair names; each player's colour and each teleporter's as the pictures
/// draw them (`fill`, `ink`, and the pair's `number` written on its tiles), so a page draws
/// them without a colour table or a numbering of its own.
pub fn position_doc(position: &crate::position::Position, title: Option<&str>) -> Value {
    let board = position.board();
    let names = Names(position.pawns());
    let labels = super::board::pawn_labels(position.pawns());
    // The pictures' scene of this position: its players' and pairs' styles.
    let scene = super::svg::board::Scene {
        pair_names: position.pair_names().to_vec(),
        colors: position.colors().to_vec(),
        ..super::svg::board::Scene::new(*board, position.pawns())
    };
    let pairs = scene.pairs();
    let mut doc = Map::new();
    if let Some(t) = title {
        doc.insert("title".into(), json!(t));
    }
    doc.insert(
        "monster".into(),
        json!({ "at": board.monster().to_string(), "facing": board.facing().name() }),
    );
    let mut pawns = Map::new();
    for id in board.pawn_ids() {
        let p = position.pawn(id);
        let at = match board.pawn(id) {
            crate::board::PawnPlace::At(sq) => sq.to_string(),
            crate::board::PawnPlace::Waiting => "waiting".into(),
            crate::board::PawnPlace::Out => "out".into(),
            crate::board::PawnPlace::Removed(how) => how.name().into(),
        };
        let mut v = Map::new();
        v.insert("at".into(), json!(at));
        if let Some(pl) = &p.player {
            v.insert("player".into(), json!(pl));
        }
        if let Some(f) = p.face {
            v.insert("face".into(), json!(f));
        }
        if let Some(l) = labels.get(id.0 as usize) {
            v.insert("label".into(), json!(l));
        }
        pawns.insert(p.name.clone(), Value::Object(v));
    }
    let mut pieces = position_pieces(board, &names);
    pieces.remove("pawns");
    doc.insert("pawns".into(), Value::Object(pawns));
    doc.insert(
        "players".into(),
        Value::Object(
            scene
                .players()
                .iter()
                .map(|(name, style)| {
                    (
                        name.to_string(),
                        json!({ "fill": style.fill, "ink": style.ink }),
                    )
                })
                .collect(),
        ),
    );
    doc.extend(pieces);
    doc.insert(
        "pools".into(),
        json!(sorted(board.pools().collect())
            .iter()
            .map(|s| s.to_string())
            .collect::<Vec<_>>()),
    );
    doc.insert(
        "teleporters".into(),
        json!(board
            .teleporters()
            .map(|(at, partner, arrow)| {
                let pair = position.pair_name(at).or_else(|| position.pair_name(partner));
                let mut v = json!({ "at": at.to_string(), "arrow": arrow.name(), "partner": partner.to_string(), "pair": pair });
                if let Some((.., style)) = pairs.iter().find(|(a, b, ..)| *a == at || *b == at) {
                    v["fill"] = json!(style.fill);
                    v["ink"] = json!(style.ink);
                    v["number"] = json!(style.number);
                }
                v
            })
            .collect::<Vec<_>>()),
    );
    Value::Object(doc)
}
