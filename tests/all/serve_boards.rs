//! The boards the web board draws are the engine's: every step of `/api/trace`'s stepped
//! document, and every frame of `trace --format html`, holds the board `Trace::board_after`
//! gives (the boards of `trace --steps`), read here square by square from the engine itself,
//! for the rulebook examples and 200 random positions. Also the API's other documents for
//! the page: a pawn's results in words with their boards, the game's monster phase step by
//! step, undo, and the pawns' labels. (The page drawing them in a real browser: `browser/`, behind the `browser` feature.)

use crate::serve::{post, POSITION};
use furunkulus::board::{Board, Occupant, Piece};
use furunkulus::geometry::{Dir, Square};
use furunkulus::report::{load_text, Loaded};
use furunkulus::rng::Rng;
use furunkulus::rules::{Options, Tile};
use furunkulus::setup::{MonsterSpec, PawnSpec, Setup, Spot};
use furunkulus::trace::Trace;
use serde_json::{json, Value};
use std::collections::BTreeMap;

/// What stands on each square that holds something: `monster:east`, `pawn:A`, `stone`,
/// `crystal`, `pivot-right`; the test's own reading of an engine board.
pub(crate) type Cells = BTreeMap<String, String>;

/// [`Cells`] of an engine board, pawns named by `names` (by pawn id).
pub(crate) fn engine_cells(board: &Board, names: &[String]) -> Cells {
    let mut cells = Cells::new();
    for sq in Square::all() {
        let what = match board.occupant(sq) {
            Occupant::Empty => continue,
            Occupant::Piece(Piece::Stone) => "stone".to_string(),
            Occupant::Piece(Piece::Crystal) => "crystal".to_string(),
            Occupant::Piece(Piece::Pivot(k)) => format!("pivot-{}", k.name()),
            Occupant::Pawn(id) => format!("pawn:{}", names[id.0 as usize]),
        };
        cells.insert(sq.to_string(), what);
    }
    cells.insert(
        board.monster().to_string(),
        format!("monster:{}", board.facing().name()),
    );
    cells
}

/// [`Cells`] of a board document (docs/FORMAT.md section 9).
pub(crate) fn doc_cells(doc: &Value) -> Cells {
    let mut cells = Cells::new();
    let s = |v: &Value| v.as_str().unwrap().to_string();
    for (name, at) in doc["pawns"].as_object().unwrap() {
        cells.insert(s(at), format!("pawn:{name}"));
    }
    for (key, what) in [("stones", "stone"), ("crystals", "crystal")] {
        for at in doc[key].as_array().unwrap() {
            cells.insert(s(at), what.to_string());
        }
    }
    for p in doc["pivots"].as_array().unwrap() {
        cells.insert(s(&p["at"]), format!("pivot-{}", s(&p["turn"])));
    }
    cells.insert(
        s(&doc["monster"]["at"]),
        format!("monster:{}", s(&doc["monster"]["facing"])),
    );
    cells
}

/// `count` random valid positions, each with a tile: the basic or a random advanced
/// setup, the monster anywhere facing anywhere, two to nine pawns of three players (some
/// beside the entrance), now and then a rule option. The same positions every run.
pub(crate) fn random_positions(count: usize) -> Vec<(String, String)> {
    const DIRS: [Dir; 4] = [Dir::North, Dir::East, Dir::South, Dir::West];
    const OPTIONS: [(&str, &str); 4] = [
        ("monster-corner-stones", "keep"),
        ("pivot-when-tied", "turn"),
        ("pivot-chain", "push"),
        ("pawn-push-onto-teleporter", "forbid"),
    ];
    let squares: Vec<Square> = Square::all().collect();
    let mut out = Vec::new();
    let mut i = 0u64;
    while out.len() < count {
        i += 1;
        let mut rng = Rng::derived(23, i);
        let mut setup = if i.is_multiple_of(3) {
            Setup::basic()
        } else {
            match furunkulus::setup::advanced::random(&mut rng, &Options::default()) {
                Some(s) => s,
                None => continue,
            }
        };
        setup.monster = MonsterSpec {
            at: Some(rng.pick(&squares)),
            facing: rng.pick(&DIRS),
        };
        for k in 0..2 + rng.below(8) {
            let player = ["red", "blue", "green"][k % 3];
            setup.pawns.push(PawnSpec {
                name: format!("{player}{}", k / 3 + 1),
                at: if rng.below(10) == 0 {
                    Spot::Waiting
                } else {
                    Spot::At(rng.pick(&squares))
                },
                player: Some(player.to_string()),
                face: Some(1 + rng.below(6) as u8),
            });
        }
        for (name, value) in OPTIONS {
            if rng.below(5) == 0 {
                setup.options.set(name, value).unwrap();
            }
        }
        let yaml = furunkulus::scenario::write_yaml(&setup);
        if load_text(&yaml, "random.yaml", &[]).is_err() {
            continue; // a pawn on a piece, a pool or the monster: draw again
        }
        let tile = match rng.below(23) {
            20 => "prey-1".to_string(),
            21 => "prey-2".to_string(),
            22 => "prey-3".to_string(),
            n => (n + 1).to_string(),
        };
        out.push((yaml, tile));
    }
    out
}

/// The rulebook's examples of the monster's move, with their tiles.
pub(crate) fn rulebook_examples() -> Vec<(String, String)> {
    ["monster-basic", "monster-advanced"]
        .iter()
        .map(|name| {
            let path = format!(
                "{}/scenarios/rulebook/{name}.yaml",
                env!("CARGO_MANIFEST_DIR")
            );
            (std::fs::read_to_string(path).unwrap(), "8".to_string())
        })
        .collect()
}

/// The engine's move of `tile` on a loaded position, and the pawns' names by id.
pub(crate) fn engine_trace(loaded: &Loaded, tile: &str) -> (Trace, Vec<String>) {
    let tile: Tile = tile.parse().unwrap();
    let s = &loaded.scenario;
    let names = s.pawns().iter().map(|p| p.name.clone()).collect();
    (Trace::record(s.board(), tile, &loaded.options), names)
}

/// Every frame's board the engine passes through: before the move, after each step
/// (`trace --steps`), and after the final look.
pub(crate) fn engine_frames(trace: &Trace, names: &[String]) -> Vec<Cells> {
    let mut frames = vec![engine_cells(&trace.before, names)];
    for s in &trace.steps {
        frames.push(engine_cells(&trace.board_after(s.step), names));
    }
    frames.push(engine_cells(&trace.after, names));
    frames
}

/// The frames of `/api/trace`'s stepped document: `before`, each step's `board`, `final`'s.
pub(crate) fn api_frames(doc: &Value) -> Vec<Cells> {
    let mut frames = vec![doc_cells(&doc["before"])];
    for s in doc["steps"].as_array().unwrap() {
        frames.push(doc_cells(&s["board"]));
    }
    frames.push(doc_cells(&doc["final"]["board"]));
    frames
}

#[test]
fn every_step_board_of_the_api_is_the_engines_for_the_rulebook_and_200_random_positions() {
    let mut positions = rulebook_examples();
    positions.extend(random_positions(200));
    let (mut frames, mut pushed, mut removed) = (0, 0, 0);
    for (k, (yaml, tile)) in positions.iter().enumerate() {
        let loaded = load_text(yaml, "position.yaml", &[]).unwrap();
        let (trace, names) = engine_trace(&loaded, tile);
        let got = post(
            "/api/trace",
            json!({ "scenario": yaml, "tile": tile, "format": "steps" }),
        );
        assert_eq!(got.status, 200, "position {k}");
        let doc = got.json();
        let want = engine_frames(&trace, &names);
        let shown = api_frames(&doc);
        assert_eq!(shown.len(), want.len(), "position {k}: frames");
        for (n, (a, b)) in shown.iter().zip(&want).enumerate() {
            assert_eq!(a, b, "position {k}, frame {n}:\n{yaml}tile {tile}");
        }
        // Each step's board has the monster where the trace says it stands after the step.
        for (s, step) in doc["trace"]["steps"]
            .as_array()
            .unwrap()
            .iter()
            .zip(doc["steps"].as_array().unwrap())
        {
            assert_eq!(step["board"]["monster"]["at"], s["to"], "position {k}");
        }
        frames += want.len();
        pushed += trace
            .steps
            .iter()
            .filter(|s| {
                s.events
                    .iter()
                    .any(|e| matches!(e, furunkulus::monster::Event::Push { .. }))
            })
            .count();
        removed += trace.removed.len();
    }
    // The positions exercise what the old page got wrong: pushes and removals mid-move.
    assert!(
        frames > 2000 && pushed > 50 && removed > 50,
        "{frames} frames, {pushed} steps with pushes, {removed} removals"
    );
}

#[test]
fn the_step_through_pages_frames_hold_the_engines_boards() {
    use furunkulus::report::trace::TraceReport;
    use furunkulus::report::Report;
    let mut positions = rulebook_examples();
    positions.extend(random_positions(20));
    for (k, (yaml, tile)) in positions.iter().enumerate() {
        let loaded = load_text(yaml, "position.yaml", &[]).unwrap();
        let (trace, names) = engine_trace(&loaded, tile);
        let report = TraceReport::build(&loaded, Some(tile.parse().unwrap()), false).unwrap();
        let page = report.html(&Default::default()).unwrap();
        let drawn: Vec<Cells> = page
            .split("data-board=\"")
            .skip(1)
            .map(|rest| {
                let attr = &rest[..rest.find('"').unwrap()];
                let text = attr.replace("&quot;", "\"").replace("&amp;", "&");
                doc_cells(&serde_json::from_str(&text).unwrap())
            })
            .collect();
        assert_eq!(drawn, engine_frames(&trace, &names), "position {k}");
    }
}

#[test]
fn a_pawns_results_come_in_words_with_the_board_after_each() {
    // Red 5 beside the entrance in the basic setup: o9 holds a stone, pushed to n9 or o8.
    let scenario = "setup: basic\npawns:\n  - {name: red1, at: waiting, player: red, face: 5}\n";
    let got = post(
        "/api/moves",
        json!({ "scenario": scenario, "pawn": "red1", "format": "results" }),
    );
    assert_eq!(got.status, 200, "{}", got.text());
    let doc = got.json();
    let cli = post(
        "/api/moves",
        json!({ "scenario": scenario, "pawn": "red1" }),
    )
    .json();
    let results = doc["results"].as_array().unwrap();
    assert_eq!(results.len(), cli["destinations"].as_array().unwrap().len());
    for (r, d) in results.iter().zip(cli["destinations"].as_array().unwrap()) {
        for key in ["to", "cost", "path", "pushes"] {
            assert_eq!(r[key], d[key], "the CLI's result");
        }
        assert_eq!(r["pawn"], "red1");
    }
    let at_o9: Vec<&Value> = results.iter().filter(|r| r["to"] == "o9").collect();
    let words: Vec<&str> = at_o9.iter().map(|r| r["words"].as_str().unwrap()).collect();
    assert!(
        words.contains(&"push the stone from o9 to n9")
            && words.contains(&"push the stone from o9 to o8"),
        "{words:?}"
    );
    for r in &at_o9 {
        let cells = doc_cells(&r["board"]);
        assert_eq!(cells["o9"], "pawn:red1");
        let to = r["pushes"][0]["to"].as_str().unwrap();
        assert_eq!(cells[to], "stone", "the stone drawn where the words say");
    }
    let stay = results.iter().find(|r| r["to"] == "waiting").unwrap();
    assert_eq!(stay["words"], "stay beside the entrance");
}

#[test]
fn the_position_document_labels_pawns_as_the_boards_do() {
    let doc = post("/api/validate", json!({ "scenario": POSITION })).json();
    assert_eq!(doc["pawns"]["A"]["label"], "R3");
    assert_eq!(doc["pawns"]["B"]["label"], "B4");
    let text = crate::serve::cli(&["show", "position.yaml"]);
    assert!(text.contains("R3") && text.contains("B4"), "{text}");
}

#[test]
fn a_lone_teleporter_is_named_by_its_square() {
    let got = post(
        "/api/validate",
        json!({ "scenario": "teleporters:\n  - {at: g4, arrow: east, pair: yellow}\n" }),
    );
    assert_eq!(got.status, 422);
    let msg = got.json()["error"].as_str().unwrap().to_string();
    assert!(
        msg.contains("position.yaml:2:5: the teleporter on g4 has no partner"),
        "{msg}"
    );
}

/// Plays the first legal result until the monster phase.
fn to_monster_phase(mut g: Value) -> Value {
    while g["state"]["phase"] == "pawns" {
        let first = &g["legal"][0];
        let next = post(
            "/api/game/play",
            json!({ "record": g["record"], "pawn": first["pawn"], "path": first["path"] }),
        );
        assert_eq!(next.status, 200, "{}", next.text());
        g = next.json();
    }
    g
}

#[test]
fn a_games_tile_comes_with_the_monsters_move_step_by_step_and_undo_stops_at_it() {
    let g = post(
        "/api/game/new",
        json!({ "players": ["red", "blue"], "seed": 3 }),
    )
    .json();
    // Every legal result of the player to play, with its words and board.
    let legal = g["legal"].as_array().unwrap();
    let red5: Vec<&Value> = legal
        .iter()
        .filter(|l| l["pawn"] == "red5" && l["to"] == "o9")
        .collect();
    assert_eq!(red5.len(), 2, "o9 with the stone pushed to n9 or to o8");
    assert!(legal
        .iter()
        .all(|l| l["words"].is_string() && l["board"]["monster"].is_object()));
    assert_eq!(g["position"]["pawns"]["red5"]["label"], "R5");
    // A play, taken back: the record before it.
    let played = post(
        "/api/game/play",
        json!({ "record": g["record"], "pawn": "red5", "path": red5[1]["path"] }),
    )
    .json();
    assert_eq!(played["state"]["to_play"], "blue");
    let undone = post("/api/game/undo", json!({ "record": played["record"] }));
    assert_eq!(undone.status, 200, "{}", undone.text());
    assert_eq!(undone.json()["record"], g["record"]);
    let nothing = post("/api/game/undo", json!({ "record": g["record"] }));
    assert_eq!(nothing.status, 422);
    // The tile: the monster's move as the page steps through it, boards from the engine.
    let g = to_monster_phase(g);
    let before_tile = g["record"].clone();
    let drawn = post(
        "/api/game/play",
        json!({ "record": g["record"], "tile": "draw" }),
    );
    assert_eq!(drawn.status, 200, "{}", drawn.text());
    let drawn = drawn.json();
    let tile = drawn["replay"]["turns"][0]["tile"]
        .as_str()
        .unwrap()
        .to_string();
    let trace = &drawn["trace"];
    assert_eq!(trace["trace"]["tile"], tile.as_str());
    let position = furunkulus::report::game::load_record_text(
        before_tile.as_str().unwrap(),
        "game.yaml",
        Default::default(),
    )
    .unwrap()
    .1
    .game;
    let names: Vec<String> = position.pawns().iter().map(|p| p.name.clone()).collect();
    let engine = Trace::record(position.board(), tile.parse().unwrap(), position.options());
    assert_eq!(api_frames(trace), engine_frames(&engine, &names));
    assert_eq!(
        trace["trace"]["final"]["removed"], drawn["replay"]["turns"][0]["removed"],
        "the trace's removals are the game's"
    );
    // Asked again (after a reload), the same move.
    let again = post("/api/game/trace", json!({ "record": drawn["record"] }));
    assert_eq!(again.status, 200, "{}", again.text());
    assert_eq!(&again.json(), trace);
    // Undo never goes back past the tile.
    let refused = post("/api/game/undo", json!({ "record": drawn["record"] }));
    assert_eq!(refused.status, 422);
    assert!(
        refused.json()["error"].as_str().unwrap().contains("tile"),
        "{}",
        refused.text()
    );
    assert_eq!(
        post("/api/game/trace", json!({ "record": before_tile })).status,
        422,
        "no tile yet"
    );
}

#[test]
fn the_position_document_carries_the_pictures_colours_for_the_page() {
    use furunkulus::render::colour::Colour;
    use furunkulus::render::svg::palette::{ink_on, pair_colours, COLOURS};
    let picture = |c: Colour| COLOURS[c.picture()].1;
    // Players named in German and French, one given its colour by `color:`; a pair named in
    // French.
    let scenario = "monster: {at: j8, facing: east}\npawns:\n  - {name: A, at: j2, player: rot, face: 3}\n  - {name: B, at: l9, player: bleu, face: 4}\n  - {name: C, at: m3, player: Jürgen, color: vert, face: 2}\nteleporters:\n  - {at: g4, arrow: east, pair: jaune}\n  - {at: e7, arrow: west, pair: jaune}\n  - {at: c5, arrow: north, pair: q}\n  - {at: h9, arrow: south, pair: q}\n";
    let doc = post("/api/validate", json!({ "scenario": scenario })).json();
    for (player, colour) in [
        ("rot", Colour::Red),
        ("bleu", Colour::Blue),
        ("Jürgen", Colour::Green),
    ] {
        let fill = picture(colour);
        assert_eq!(doc["players"][player]["fill"], fill, "{player}: {doc}");
        assert_eq!(doc["players"][player]["ink"], ink_on(fill), "{player}");
    }
    let yellow = picture(Colour::Yellow);
    let other = COLOURS[pair_colours(&["jaune", "q"])[1]].1;
    for x in doc["teleporters"].as_array().unwrap() {
        let want = if x["pair"] == "jaune" { yellow } else { other };
        assert_eq!(x["fill"], want, "{x}");
        assert_eq!(x["ink"], ink_on(want), "{x}");
    }
    // The picture of the same position draws the same colours.
    let svg = post(
        "/api/validate",
        json!({ "scenario": scenario, "format": "svg" }),
    )
    .text();
    for fill in [picture(Colour::Red), picture(Colour::Green), yellow, other] {
        assert!(svg.contains(fill), "{fill} not in the picture");
    }
    // Each teleporter with its pair's number, the one the picture's legend gives the pair: two
    // pairs numbered 1 and 2, each number on both of its tiles.
    let mut numbers = Vec::new();
    for x in doc["teleporters"].as_array().unwrap() {
        let (n, at) = (&x["number"], x["at"].as_str().unwrap());
        let partner = doc["teleporters"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["at"] == x["partner"])
            .unwrap();
        assert_eq!(partner["number"], *n, "{x}");
        let legend = format!("teleporter pair {n}, ");
        assert!(
            svg.lines()
                .any(|l| l.starts_with(&legend) && l.contains(at)),
            "{at} in pair {n}: {svg}"
        );
        numbers.push(n.as_u64().unwrap());
    }
    numbers.sort_unstable();
    assert_eq!(numbers, [1, 1, 2, 2]);

    // The standard colours: the document is as before, the colours added beside it.
    let mut doc = post("/api/validate", json!({ "scenario": POSITION })).json();
    assert_eq!(doc["players"]["red"]["fill"], picture(Colour::Red));
    assert_eq!(doc["players"]["blue"]["fill"], picture(Colour::Blue));
    doc.as_object_mut().unwrap().remove("players");
    assert_eq!(
        doc,
        json!({
            "monster": { "at": "j8", "facing": "east" },
            "pawns": {
                "A": { "at": "j2", "player": "red", "face": 3, "label": "R3" },
                "B": { "at": "l9", "player": "blue", "face": 4, "label": "B4" },
            },
            "stones": ["c3", "e8", "f10", "g7", "h5", "i6", "i10", "m4", "m8", "n6", "o9"],
            "crystals": [], "pivots": [], "teleporters": [],
            "pools": ["e9", "f9", "g9", "h9", "i3", "i4", "j3", "j4"],
        })
    );
}
