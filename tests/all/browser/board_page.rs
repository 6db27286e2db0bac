//! The web board of `furunkulus serve` end to end, at a laptop's and a phone's size: editing
//! by tapping, the trace stepped through, a pawn's moves, the risk map, a shared link, a game.
#![cfg(feature = "browser")]

use super::webdriver::{
    artifacts, call, click, js, new_session, require_browser, screenshot, select, start_driver,
    wait_for,
};
use crate::serve::{cli, post, server, POSITION};
use serde_json::{json, Value};

#[test]
fn the_page_edits_traces_and_shows_moves_in_chromium() {
    require_browser();
    let addr = server();
    let driver = start_driver();
    let dir = artifacts();
    for (label, size) in [("laptop", (1280, 900)), ("phone", (375, 812))] {
        let profile = tempfile::tempdir().unwrap();
        let session = new_session(&driver, profile.path(), size);
        let (port, id) = (driver.port, session.id.clone());
        let id = id.as_str();
        let url = format!("http://{addr}/");
        call(
            port,
            "POST",
            &format!("/session/{id}/url"),
            Some(json!({ "url": url })),
        );
        wait_for(
            port,
            id,
            "return document.getElementById('status').textContent.indexOf('valid') >= 0;",
        );
        // Start from the basic setup; place the monster and two pawns by tapping.
        select(port, id, "start", "basic");
        click(port, id, "#load");
        wait_for(
            port,
            id,
            "return document.querySelector('#sq-c3 .stone') !== null;",
        );
        click(port, id, "[data-tool=monster]");
        select(port, id, "set-facing", "east");
        click(port, id, "#sq-j8");
        click(port, id, "[data-tool=pawn]");
        select(port, id, "set-player", "red");
        select(port, id, "set-face", "3");
        click(port, id, "#sq-j2");
        select(port, id, "set-player", "blue");
        select(port, id, "set-face", "4");
        click(port, id, "#sq-l9");
        wait_for(
            port,
            id,
            "return document.getElementById('status').textContent === 'The position is valid.';",
        );
        // The page's position is the test's.
        let yaml = js(port, id, "return toYaml(pos);");
        let page_pos = post("/api/validate", json!({ "scenario": yaml })).json();
        let want = post(
            "/api/validate",
            json!({ "scenario": POSITION.replace("name: A", "name: red1").replace("name: B", "name: blue1") }),
        )
        .json();
        assert_eq!(page_pos, want, "{label}: the tapped position");
        // A lone teleporter: the loader's located message on the page; undo takes it back.
        click(port, id, "[data-tool=teleporter]");
        click(port, id, "#sq-a5");
        let problem = wait_for(
            port,
            id,
            "var p = document.getElementById('problems'); return p.hidden ? '' : p.textContent;",
        );
        let problem = problem.as_str().unwrap();
        let expected = post(
            "/api/validate",
            json!({ "scenario": js(port, id, "return toYaml(pos);") }),
        )
        .json();
        assert_eq!(
            problem,
            expected["error"].as_str().unwrap(),
            "{label}: the loader's words"
        );
        assert!(
            problem.contains("position.yaml:") && problem.contains("teleporter"),
            "{problem}"
        );
        click(port, id, "#undo");
        wait_for(
            port,
            id,
            "return document.getElementById('status').textContent === 'The position is valid.';",
        );
        // Run an 8 and step through to the end.
        select(port, id, "tile", "8");
        click(port, id, "#trace");
        wait_for(
            port,
            id,
            "return !document.getElementById('stepper').hidden;",
        );
        let steps = js(port, id, "return trace.trace.steps.length;")
            .as_u64()
            .unwrap();
        click(port, id, "#next");
        click(port, id, "#next");
        let heading = js(
            port,
            id,
            "return document.querySelector('#explain h3').textContent;",
        );
        assert!(
            heading.as_str().unwrap().starts_with("Step 2:"),
            "{heading}"
        );
        if label == "laptop" {
            std::fs::write(
                dir.join(format!("serve-{label}-trace-step-2.png")),
                screenshot(port, id),
            )
            .unwrap();
        }
        for _ in 2..=steps {
            click(port, id, "#next");
        }
        let shown = js(port, id, "var s = document.getElementById('summary'); return [s.dataset.monster, s.dataset.removed, s.textContent, document.getElementById('where').textContent];");
        let cli_doc: Value = serde_json::from_str(&cli(&[
            "trace",
            "position.yaml",
            "--tile",
            "8",
            "--format",
            "json",
        ]))
        .unwrap();
        assert_eq!(
            shown[0], cli_doc["final"]["monster"]["at"],
            "{label}: the final square"
        );
        let removed: Vec<String> = cli_doc["final"]["removed"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| r["pawn"].as_str().unwrap().replace('A', "red1"))
            .collect();
        assert_eq!(
            shown[1],
            json!(removed.join(" ")),
            "{label}: the eaten pawn"
        );
        assert_eq!(shown[3], "final");
        assert!(shown[2].as_str().unwrap().contains("eats red1"), "{shown}");
        let monster_cell = js(
            port,
            id,
            &format!(
                "return document.querySelector('#sq-{} .monster') !== null;",
                shown[0].as_str().unwrap()
            ),
        );
        assert_eq!(
            monster_cell,
            json!(true),
            "{label}: the monster drawn on its final square"
        );
        let taken = js(port, id, "return Array.prototype.map.call(document.querySelectorAll('[data-taken]'), function (g) { return g.dataset.taken; }).join(' ');");
        assert_eq!(
            taken, shown[1],
            "{label}: the taken pawn drawn where it stood"
        );
        std::fs::write(
            dir.join(format!("serve-{label}-trace-final.png")),
            screenshot(port, id),
        )
        .unwrap();
        // Tap a pawn: its reachable squares light up, as many as the CLI's.
        click(port, id, "#close-trace");
        click(port, id, "[data-tool=select]");
        click(port, id, "#sq-l9 .pawn");
        let count = wait_for(
            port,
            id,
            "return document.getElementById('pawn-info').dataset.count;",
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
        let lit = js(port, id, "return Array.prototype.map.call(document.querySelectorAll('.sq.reach'), function (c) { return c.dataset.sq; }).sort();");
        assert_eq!(
            lit,
            json!(squares),
            "{label}: the lit squares are the CLI's"
        );
        // Tap a square it cannot reach: the `moves --to` explanation.
        click(port, id, "#sq-a5");
        let why = wait_for(
            port,
            id,
            "return document.getElementById('verdict').textContent;",
        );
        assert!(why.as_str().unwrap().contains("cannot"), "{why}");
        std::fs::write(
            dir.join(format!("serve-{label}-moves.png")),
            screenshot(port, id),
        )
        .unwrap();
        // The risk map, then undo returns the position before the last tap.
        click(port, id, "#risk");
        wait_for(
            port,
            id,
            "return document.querySelectorAll('.sq.heat').length > 50;",
        );
        std::fs::write(
            dir.join(format!("serve-{label}-risk.png")),
            screenshot(port, id),
        )
        .unwrap();
        click(port, id, "#undo");
        let pawns = wait_for(port, id, "return pos.pawns.length === 1 ? pos.pawns.map(function (p) { return p.name; }) : null;");
        assert_eq!(pawns, json!(["red1"]), "undo took back the last pawn");
        // A shared link opens the same board.
        let yaml_before = js(port, id, "return toYaml(pos);");
        click(port, id, "#share summary");
        click(port, id, "#get-link");
        let link = wait_for(port, id, "return document.getElementById('link').value;");
        assert!(link.as_str().unwrap().contains("/#p="), "{link}");
        call(
            port,
            "POST",
            &format!("/session/{id}/url"),
            Some(json!({ "url": "about:blank" })),
        );
        call(
            port,
            "POST",
            &format!("/session/{id}/url"),
            Some(json!({ "url": link })),
        );
        wait_for(
            port,
            id,
            "return document.getElementById('status').textContent === 'The position is valid.';",
        );
        assert_eq!(
            js(port, id, "return toYaml(pos);"),
            yaml_before,
            "{label}: the link's board"
        );
        // The game tab: a hot-seat game starts and shows whose turn it is.
        click(port, id, "#tab-game");
        click(port, id, "#new-game");
        let status = wait_for(
            port,
            id,
            "return document.getElementById('game-status').textContent;",
        );
        assert!(status.as_str().unwrap().contains("red to play"), "{status}");
        click(port, id, "#game-play");
        let after = wait_for(port, id, "var p = document.getElementById('game-problem'); return !p.hidden ? 'problem: ' + p.textContent : document.getElementById('game-status').textContent.indexOf('blue to play') >= 0;");
        let log = js(
            port,
            id,
            "return document.getElementById('game-log').textContent;",
        );
        assert!(
            log.as_str().unwrap().starts_with("Turn 1 (round 1): red"),
            "{log}"
        );
        assert_eq!(after, json!(true), "{label}: red played, blue's turn");
        // A hint for blue, in words, from the expectimax AI.
        click(port, id, "#game-hint");
        let hint = wait_for(
            port,
            id,
            "var a = document.getElementById('game-advice'); return !a.hidden && a.textContent;",
        );
        assert!(
            hint.as_str().unwrap().starts_with("Hint: expectimax: blue"),
            "{label}: {hint}"
        );
        // Blue played by the AI: after red's play, blue's comes by itself.
        js(
            port,
            id,
            "document.getElementById('ai-seats').value = 'blue=greedy'; return true;",
        );
        click(port, id, "#new-game");
        wait_for(port, id, "return document.getElementById('game-status').textContent.indexOf('red to play') >= 0;");
        click(port, id, "#game-play");
        let ai = wait_for(port, id, "var a = document.getElementById('game-advice'); return !a.hidden && a.textContent.indexOf('The AI played greedy: blue') === 0 && a.textContent;");
        assert!(
            ai.as_str().unwrap().contains("chance it is removed"),
            "{ai}"
        );
        let status = js(
            port,
            id,
            "return document.getElementById('game-status').textContent;",
        );
        assert!(
            status.as_str().unwrap().contains("red to play"),
            "{label}: back to red after the AI's play: {status}"
        );
        std::fs::write(
            dir.join(format!("serve-{label}-game.png")),
            screenshot(port, id),
        )
        .unwrap();
        drop(session);
    }
}
