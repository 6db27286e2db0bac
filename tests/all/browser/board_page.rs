//! The Board tab of `furunkulus serve` end to end, at a laptop's (1366x768) and a phone's
//! (390x844) size: editing by tapping, the loader's words, the trace stepped through with the
//! engine's board at every frame, a pawn's moves picked by tapping, rankings that draw their
//! move, the risk map, every kind of tile, a shared link, the position kept over a reload;
//! and every drawn step board of the rulebook examples and 20 random positions equal to the
//! engine's (the boards of `trace --steps`).
#![cfg(feature = "browser")]

use super::webdriver::{
    artifacts, click, drawn_board, js, load_basic_setup, open, screenshot, select, small_controls,
    small_texts, tap_square, timings, wait_for,
};
use super::{Browser, READY};
use crate::serve::{cli, post, POSITION};
use crate::serve_boards::{
    engine_frames, engine_trace, random_positions, rulebook_examples, Cells,
};
use furunkulus::report::load_text;
use serde_json::{json, Value};

const VALID: &str =
    "return document.getElementById('status').textContent === 'The position is valid.';";

/// The position the page holds, as the scenario file it sends.
pub(super) fn page_yaml(port: u16, id: &str) -> String {
    js(port, id, "return furunkulus.yaml();")
        .as_str()
        .unwrap()
        .to_string()
}

/// Steps through the trace shown on the Board tab with Next, reading the drawn board of each
/// frame; checks the frame counter on the way.
fn stepped_frames(port: u16, id: &str) -> Vec<Cells> {
    let mut frames = vec![drawn_board(port, id, "sq")];
    loop {
        let done = js(
            port,
            id,
            "return document.querySelector('#stepper .step-next').disabled;",
        );
        if done == json!(true) {
            break;
        }
        click(port, id, "#stepper .step-next");
        let frame = js(
            port,
            id,
            "return document.getElementById('stepper').dataset.frame;",
        );
        assert_eq!(frame, json!(frames.len().to_string()));
        frames.push(drawn_board(port, id, "sq"));
    }
    frames
}

#[test]
fn every_drawn_step_board_is_the_engines_for_the_rulebook_and_20_random_positions() {
    let browser = Browser::start();
    let page = browser.session((1366, 768));
    let (port, id) = (browser.port(), page.id());
    let mut positions = rulebook_examples();
    positions.extend(random_positions(20));
    let mut frames = 0;
    for (k, (yaml, tile)) in positions.iter().enumerate() {
        // Opened as a shared link opens it.
        let doc = post("/api/open", json!({ "scenario": yaml })).json();
        let text = doc["yaml"].as_str().unwrap();
        use base64::Engine;
        let b64 = base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(text);
        open(port, id, "about:blank");
        page.open(&format!("/#p={b64}"), VALID);
        select(port, id, "tile", tile);
        click(port, id, "#trace");
        wait_for(
            port,
            id,
            &format!("var s = document.getElementById('stepper'); return !s.hidden && s.dataset.frame === '0' && furunkulus.editor.stepper.doc.trace.tile === '{tile}';"),
        );
        let loaded = load_text(&page_yaml(port, id), "position.yaml", &[]).unwrap();
        let (trace, names) = engine_trace(&loaded, tile);
        let want = engine_frames(&trace, &names);
        let drawn = stepped_frames(port, id);
        assert_eq!(drawn.len(), want.len(), "position {k}: frames");
        for (n, (a, b)) in drawn.iter().zip(&want).enumerate() {
            assert_eq!(a, b, "position {k}, frame {n}, tile {tile}:\n{yaml}");
        }
        frames += drawn.len();
        if k == 0 {
            std::fs::write(
                artifacts().join("serve-laptop-rulebook-final.png"),
                screenshot(port, id),
            )
            .unwrap();
        }
    }
    assert!(frames > 200, "{frames} frames compared");
    eprintln!("{frames} drawn frames equal to the engine's boards");
}

#[test]
fn the_board_tab_edits_traces_and_picks_moves_by_tapping_in_chromium() {
    let browser = Browser::start();
    let dir = artifacts();
    for (label, size) in [("laptop", (1366, 768)), ("phone", (390, 844))] {
        let page = browser.session(size);
        page.open("/", VALID);
        let (port, id) = (browser.port(), page.id());
        std::fs::write(
            dir.join(format!("serve-{label}-start.png")),
            screenshot(port, id),
        )
        .unwrap();
        // Start from the basic setup; place the monster and two pawns by tapping.
        load_basic_setup(port, id);
        click(port, id, "[data-tool=monster]");
        select(port, id, "set-facing", "east");
        tap_square(port, id, "sq", "j8");
        click(port, id, "[data-tool=pawn]");
        select(port, id, "set-player", "red");
        select(port, id, "set-face", "3");
        tap_square(port, id, "sq", "j2");
        select(port, id, "set-player", "blue");
        select(port, id, "set-face", "4");
        tap_square(port, id, "sq", "l9");
        wait_for(port, id, VALID);
        let page_pos = post("/api/validate", json!({ "scenario": page_yaml(port, id) })).json();
        let want = post(
            "/api/validate",
            json!({ "scenario": POSITION.replace("name: A", "name: red1").replace("name: B", "name: blue1") }),
        )
        .json();
        assert_eq!(page_pos, want, "{label}: the tapped position");
        // The pawns drawn with the labels of the text board (`show`): R3 and B4.
        let labels = js(port, id, "return [document.querySelector('#sq-j2 .pawn').textContent, document.querySelector('#sq-l9 .pawn').textContent];");
        assert_eq!(labels, json!(["R3", "B4"]), "{label}");
        // In the colours the server gives (the pictures'), not a table of the page's own.
        let fills = js(port, id, "return ['j2', 'l9'].map(function (s) { return getComputedStyle(document.querySelector('#sq-' + s + ' .pawn')).backgroundColor; });");
        let rgb = |player: &str| {
            let (r, g, b) = furunkulus::render::svg::palette::rgb(
                want["players"][player]["fill"].as_str().unwrap(),
            );
            format!("rgb({r}, {g}, {b})")
        };
        assert_eq!(fills, json!([rgb("red"), rgb("blue")]), "{label}");
        let text = cli(&["show", "position.yaml"]);
        assert!(text.contains("R3") && text.contains("B4"), "{text}");
        // A lone teleporter: the loader's words, naming the square; undo takes it back.
        click(port, id, "[data-tool=teleporter]");
        tap_square(port, id, "sq", "a5");
        let problem = wait_for(
            port,
            id,
            "var p = document.getElementById('problems'); return p.hidden ? '' : p.textContent;",
        );
        let expected = post("/api/validate", json!({ "scenario": page_yaml(port, id) })).json();
        assert_eq!(problem, expected["error"], "{label}: the loader's words");
        assert!(
            problem
                .as_str()
                .unwrap()
                .contains("position.yaml:4:5: the teleporter on a5 has no partner"),
            "{problem}"
        );
        click(port, id, "#undo");
        wait_for(port, id, VALID);
        // The trace of an 8, every frame the engine's board, its sentences beside it.
        select(port, id, "tile", "8");
        click(port, id, "#trace");
        wait_for(
            port,
            id,
            "return !document.getElementById('stepper').hidden;",
        );
        let loaded = load_text(&page_yaml(port, id), "position.yaml", &[]).unwrap();
        let (trace, names) = engine_trace(&loaded, "8");
        click(port, id, "#stepper .step-next");
        click(port, id, "#stepper .step-next");
        let heading = js(
            port,
            id,
            "return document.querySelector('#stepper .explain h3').textContent;",
        );
        assert!(
            heading.as_str().unwrap().starts_with("Step 2:"),
            "{heading}"
        );
        assert_eq!(
            drawn_board(port, id, "sq"),
            engine_frames(&trace, &names)[2],
            "{label}: step 2"
        );
        std::fs::write(
            dir.join(format!("serve-{label}-trace-step-2.png")),
            screenshot(port, id),
        )
        .unwrap();
        if label == "laptop" {
            // Side by side: the sentences beside the board, above the fold.
            let layout = js(port, id, "var b = document.getElementById('board').getBoundingClientRect(); var w = document.querySelector('#stepper .explain').getBoundingClientRect(); return [w.left >= b.right - 1, w.top < window.innerHeight];");
            assert_eq!(layout, json!([true, true]), "board and words side by side");
        }
        click(port, id, "#stepper .step-skip");
        let shown = js(port, id, "return [document.querySelector('#stepper .summary').textContent, document.getElementById('stepper').dataset.frame];");
        let doc = post(
            "/api/trace",
            json!({ "scenario": page_yaml(port, id), "tile": "8", "format": "steps" }),
        )
        .json();
        assert_eq!(shown[0], doc["summary"]);
        assert_eq!(shown[1], json!((trace.steps.len() + 1).to_string()));
        assert_eq!(
            drawn_board(port, id, "sq"),
            *engine_frames(&trace, &names).last().unwrap()
        );
        // The eaten pawn drawn where it was taken.
        let taken = js(port, id, "return Array.prototype.map.call(document.querySelectorAll('#board [data-taken]'), function (g) { return g.dataset.taken + '@' + g.parentNode.dataset.sq; });");
        let eaten = &doc["trace"]["final"]["removed"][0];
        assert_eq!(eaten["pawn"], "red1");
        let at = doc["trace"]["steps"][eaten["step"].as_u64().unwrap() as usize - 1]["events"]
            .as_array()
            .unwrap()
            .iter()
            .find(|e| e["type"] == "eat")
            .unwrap()["at"]
            .clone();
        assert_eq!(
            taken,
            json!([format!("R3@{}", at.as_str().unwrap())]),
            "{label}"
        );
        std::fs::write(
            dir.join(format!("serve-{label}-trace-final.png")),
            screenshot(port, id),
        )
        .unwrap();
        click(port, id, "#stepper .step-close");
        // Tap a pawn: its reachable squares light up, as many as the CLI's.
        click(port, id, "[data-tool=select]");
        tap_square(port, id, "sq", "l9");
        let count = wait_for(
            port,
            id,
            "return document.getElementById('picker').dataset.count;",
        );
        let moves: Value = serde_json::from_str(&cli(&[
            "moves",
            "position.yaml",
            "--pawn",
            "B",
            "--format",
            "json",
        ]))
        .unwrap();
        let mut squares: Vec<String> = moves["destinations"]
            .as_array()
            .unwrap()
            .iter()
            .map(|d| d["to"].as_str().unwrap().to_string())
            .filter(|t| t != "out" && t != "waiting")
            .collect();
        squares.sort();
        squares.dedup();
        assert_eq!(count, json!(squares.len().to_string()), "{label}");
        let lit = js(port, id, "return Array.prototype.map.call(document.querySelectorAll('#board .sq.reach'), function (c) { return c.dataset.sq; }).sort();");
        assert_eq!(
            lit,
            json!(squares),
            "{label}: the lit squares are the CLI's"
        );
        // A square it cannot reach: why not, in `moves --to`'s words (never a text board).
        tap_square(port, id, "sq", "a5");
        let why = wait_for(
            port,
            id,
            "var w = document.querySelector('#picker .why li'); return w && w.textContent;",
        );
        let verdict = post(
            "/api/moves",
            json!({ "scenario": POSITION, "pawn": "B", "to": "a5" }),
        )
        .json();
        assert_eq!(why, verdict["reasons"][0], "{label}");
        let text_board = js(
            port,
            id,
            "return document.body.innerText.indexOf('a  b  c  d') >= 0;",
        );
        assert_eq!(text_board, json!(false), "no text board on the page");
        // Ranked: each row with its move in words and its path; a tap draws the move.
        click(port, id, "#survive");
        wait_for(
            port,
            id,
            "return document.querySelectorAll('#ranking tr.tappable').length > 0;",
        );
        let ranked = post(
            "/api/survive",
            json!({ "scenario": page_yaml(port, id), "pawn": "blue1" }),
        )
        .json();
        let rows = js(port, id, "return Array.prototype.map.call(document.querySelectorAll('#ranking tr.tappable'), function (r) { return [r.cells[1].textContent, r.cells[r.cells.length - 1].textContent]; });");
        let results = ranked["results"].as_array().unwrap();
        assert_eq!(rows.as_array().unwrap().len(), results.len());
        for (row, r) in rows.as_array().unwrap().iter().zip(results) {
            // The square, and the pushes in the words of the result.
            let text = row[0].as_str().unwrap();
            assert!(text.contains(r["to"].as_str().unwrap()), "{row}");
            let pushes = r["pushes"].as_array().unwrap();
            if let Some(first) = pushes.first() {
                let from = format!("from {}", first["from"].as_str().unwrap());
                assert!(text.contains(&from), "{row}: {first}");
            }
            for p in pushes.iter().filter(|p| p["to"].is_string()) {
                let to = format!("to {}", p["to"].as_str().unwrap());
                assert!(text.contains(&to), "{row}: {p}");
            }
            let path: Vec<&str> = r["path"]
                .as_array()
                .unwrap()
                .iter()
                .map(|s| s.as_str().unwrap())
                .collect();
            assert_eq!(row[1], json!(path.join(" ")));
        }
        click(port, id, "#ranking tr.tappable:nth-child(2)");
        let target = js(
            port,
            id,
            "var t = document.querySelector('#board .sq.target'); return t && t.dataset.sq;",
        );
        assert_eq!(target, results[1]["to"], "{label}: the row's move drawn");
        click(port, id, "#lure");
        wait_for(port, id, "return document.querySelector('#ranking th') && document.getElementById('ranking').textContent.indexOf('lure works') >= 0;");
        std::fs::write(
            dir.join(format!("serve-{label}-moves.png")),
            screenshot(port, id),
        )
        .unwrap();
        if label == "phone" {
            assert_eq!(
                small_controls(port, id),
                Vec::<String>::new(),
                "controls under 44 px"
            );
            assert_eq!(
                small_texts(port, id),
                Vec::<String>::new(),
                "texts under 12 px"
            );
        }
        click(port, id, "#picker .cancel");
        // The risk map: the API's chances, in the colours the API gives (the pictures' heat
        // scale, tests/all/browser/board_colours.rs), not the pools' red.
        click(port, id, "#risk");
        wait_for(
            port,
            id,
            "return document.querySelectorAll('#board .sq.heat').length > 50;",
        );
        let risk = post("/api/risk", json!({ "scenario": page_yaml(port, id) })).json();
        let heat = js(port, id, "var out = {}; document.querySelectorAll('#board .sq.heat').forEach(function (c) { out[c.dataset.sq] = [Number(c.dataset.heat), getComputedStyle(c).backgroundColor]; }); return out;");
        for (sq, chance) in risk["squares"].as_object().unwrap() {
            let shown = &heat[sq];
            assert_eq!(
                shown[0],
                json!((chance.as_f64().unwrap() * 100.0).round() as i64),
                "{sq}"
            );
            let rgb: Vec<u32> = shown[1]
                .as_str()
                .unwrap()
                .trim_start_matches("rgb(")
                .trim_end_matches(')')
                .split(", ")
                .map(|x| x.parse().unwrap())
                .collect();
            assert!(!(rgb[0] > 150 && rgb[1] < 100), "{sq}: a red {rgb:?}");
        }
        std::fs::write(
            dir.join(format!("serve-{label}-risk.png")),
            screenshot(port, id),
        )
        .unwrap();
        // Every kind of tile, once each; a row opens that move in the stepper.
        click(port, id, "#every");
        wait_for(
            port,
            id,
            "return document.querySelectorAll('#every-table tr.tappable').length === 6;",
        );
        let note = js(
            port,
            id,
            "return document.getElementById('every-note').textContent;",
        );
        assert!(
            note.as_str().unwrap().contains("Each kind of tile once"),
            "{note}"
        );
        click(port, id, "#every-table tr[data-tile='10']");
        wait_for(
            port,
            id,
            "var s = furunkulus.editor.stepper; return s.open && s.doc.trace.tile === '10';",
        );
        click(port, id, "#stepper .step-close");
        // A shared link opens the same board; a reload keeps the position.
        let yaml_before = page_yaml(port, id);
        click(port, id, "#share summary");
        click(port, id, "#get-link");
        let link = wait_for(port, id, "return document.getElementById('link').value;");
        open(port, id, "about:blank");
        open(port, id, link.as_str().unwrap());
        wait_for(port, id, VALID);
        assert_eq!(
            page_yaml(port, id),
            yaml_before,
            "{label}: the link's board"
        );
        page.open("/", READY);
        assert_eq!(
            page_yaml(port, id),
            yaml_before,
            "{label}: kept over a reload"
        );
        // Errors in the player's words when the server cannot be reached.
        let offline = super::webdriver::call(
            port,
            "POST",
            &format!("/session/{id}/execute/async"),
            Some(json!({ "script": "var done = arguments[0]; import('/api.js').then(function (m) { return m.api('http://127.0.0.1:9/api/validate', {}); }).catch(function (e) { done(e.message); });", "args": [] })),
        )["value"]
            .clone();
        assert_eq!(
            offline,
            json!("Cannot reach the board's server; nothing is lost, try again.")
        );
        let slow: Vec<(String, f64)> = timings(port, id)
            .into_iter()
            .filter(|(_, ms)| *ms >= 100.0)
            .collect();
        eprintln!("{label}: taps over 100 ms: {slow:?}");
        drop(page);
    }
}
