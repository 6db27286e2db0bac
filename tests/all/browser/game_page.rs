//! The Game tab end to end on a phone (390x844): a whole hot-seat game played by taps — a
//! push chosen between two results, an undo, a reload in the middle, every monster phase
//! stepped through with the engine's board at each frame — then a `game play` record opened
//! and continued; no control under 44 px; how long each tap took to answer.
#![cfg(feature = "browser")]

use super::webdriver::{
    artifacts, click, drawn_board, js, open, screenshot, small_controls, small_texts, tap_square,
    timings, wait_for,
};
use super::{Browser, READY};
use crate::common::{bin, stderr};
use crate::serve::post;
use crate::serve_boards::{engine_frames, Cells};
use furunkulus::report::game::load_record_text;
use furunkulus::trace::Trace;
use serde_json::{json, Value};

fn game(port: u16, id: &str) -> Value {
    js(port, id, "return furunkulus.game.game;")
}

fn record(port: u16, id: &str) -> String {
    game(port, id)["record"].as_str().unwrap().to_string()
}

/// Taps pawn `pawn` (on the board, or beside the entrance), then where it goes.
fn tap_move(port: u16, id: &str, pawn: &str, to: &str) {
    let at = game(port, id)["position"]["pawns"][pawn]["at"]
        .as_str()
        .unwrap()
        .to_string();
    if at == "waiting" {
        click(port, id, &format!("#gsq-chip-{pawn}"));
    } else {
        tap_square(port, id, "gsq", &at);
    }
    wait_for(
        port,
        id,
        &format!("return document.getElementById('game-picker').dataset.pawn === '{pawn}' && !document.getElementById('game-picker').hidden;"),
    );
    match to {
        "out" => click(port, id, "#gsq-out"),
        "waiting" => click(port, id, &format!("#gsq-chip-{pawn}")),
        sq if sq == at => tap_square(port, id, "gsq", sq),
        sq => tap_square(port, id, "gsq", sq),
    }
}

/// Confirms the chosen result and waits for the server's answer.
/// Opens `record` by pasting it into the Open box, and waits until `player` is to play.
fn open_record(port: u16, id: &str, record: &str, player: &str) {
    click(port, id, "#open-box summary");
    js(
        port,
        id,
        &format!(
            "document.getElementById('record-text').value = {}; return true;",
            serde_json::to_string(record).unwrap()
        ),
    );
    click(port, id, "#open-record");
    wait_for(
        port,
        id,
        &format!("return document.getElementById('game-status').dataset.toPlay === '{player}';"),
    );
}

/// Taps Hint and waits for the hint's words beside the board: the words.
fn hint(port: u16, id: &str) -> String {
    click(port, id, "#game-hint");
    let words = wait_for(
        port,
        id,
        "var t = document.getElementById('game-advice').textContent; return t.startsWith('Hint: ') && t;",
    );
    words.as_str().expect("the hint's words").to_string()
}

fn confirm(port: u16, id: &str) {
    let before = record(port, id);
    click(port, id, "#game-picker .confirm");
    wait_for(
        port,
        id,
        &format!(
            "return furunkulus.game.game.record !== {};",
            serde_json::to_string(&before).unwrap()
        ),
    );
}

/// The engine's frames of the monster's move of `tile` after `record` (in its monster phase).
fn engine_move(record: &str, tile: &str) -> Vec<Cells> {
    let game = load_record_text(record, "game.yaml", Default::default())
        .unwrap()
        .1
        .game;
    let names: Vec<String> = game.pawns().iter().map(|p| p.name.clone()).collect();
    let trace = Trace::record(game.board(), tile.parse().unwrap(), game.options());
    engine_frames(&trace, &names)
}

#[test]
fn a_whole_game_is_played_by_taps_on_a_phone_in_chromium() {
    let browser = Browser::start();
    let dir = artifacts();
    let page = browser.session((390, 844));
    page.open("/", READY);
    let (port, id) = (browser.port(), page.id());
    click(port, id, "#tab-game");
    js(port, id, "document.getElementById('players').value = 'red, blue'; document.getElementById('seed').value = '3'; return true;");
    click(port, id, "#new-game");
    wait_for(
        port,
        id,
        "return document.getElementById('game-status').dataset.toPlay === 'red';",
    );
    std::fs::write(dir.join("serve-phone-game-new.png"), screenshot(port, id)).unwrap();
    // A hint on the phone: the play and how the AI came to it, in the words beside the board.
    let words = hint(port, id);
    // The play first, the AI's name last (as a note, not as the first word).
    assert!(words.starts_with("Hint: R"), "{words}");
    // Two plays tried as often: the words say so (a new 2-player game of seed 3).
    assert!(
        words.ends_with(
            "25 of its 200 tries began with this play, as many as with R5 to m10 (mcts)."
        ),
        "{words}"
    );
    // The page brings the hint's words into view, whole, where the phone shows them.
    assert_eq!(
        js(
            port,
            id,
            "var r = document.getElementById('game-advice').getBoundingClientRect(); \
             return r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight + 1;",
        ),
        json!(true),
        "the hint is out of view on the phone"
    );
    std::fs::write(dir.join("serve-phone-game-hint.png"), screenshot(port, id)).unwrap();
    js(port, id, "window.scrollTo(0, 0); return true;");
    let first = record(port, id);

    // Red 5 to o9: two results end there (the stone pushed to n9 or to o8), offered in words.
    tap_move(port, id, "red5", "o9");
    let choices = wait_for(port, id, "var c = document.querySelectorAll('#game-picker .choice .choice-words'); return c.length === 2 && Array.prototype.map.call(c, function (x) { return x.textContent; });");
    assert_eq!(
        choices,
        json!([
            "push the stone from o9 to n9",
            "push the stone from o9 to o8"
        ])
    );
    click(port, id, "#game-picker .choice:nth-of-type(2)");
    let preview = drawn_board(port, id, "gsq");
    assert_eq!(
        (
            preview["o9"].as_str(),
            preview["o8"].as_str(),
            preview.get("n9")
        ),
        ("pawn:red5", "stone", None),
        "the chosen result drawn before it is confirmed"
    );
    std::fs::write(
        dir.join("serve-phone-game-choice.png"),
        screenshot(port, id),
    )
    .unwrap();
    assert_eq!(
        small_controls(port, id),
        Vec::<String>::new(),
        "picker: controls under 44 px"
    );
    assert_eq!(
        small_texts(port, id),
        Vec::<String>::new(),
        "picker: texts under 12 px"
    );
    confirm(port, id);
    let after = drawn_board(port, id, "gsq");
    assert_eq!(
        (after["o9"].as_str(), after["o8"].as_str()),
        ("pawn:red5", "stone")
    );
    let played = game(port, id);
    let chosen = &played["replay"]["turns"][0]["plays"][0];
    assert_eq!(
        chosen["pushes"],
        json!([{ "from": "o9", "to": "o8", "piece": "stone" }])
    );

    // Undo: the play taken back, red to play again, the record as before.
    click(port, id, "#game-undo");
    wait_for(
        port,
        id,
        "return document.getElementById('game-status').dataset.toPlay === 'red';",
    );
    assert_eq!(record(port, id), first);
    assert_eq!(drawn_board(port, id, "gsq")["o9"], "stone");

    // The whole game by taps: out when a pawn can go out, else onto the board.
    let (mut plays, mut tiles, mut frames) = (0, 0, 0);
    loop {
        let g = game(port, id);
        let st = &g["state"];
        if st["phase"] == "over" {
            break;
        }
        if st["phase"] == "monster" {
            assert_eq!(
                small_controls(port, id),
                Vec::<String>::new(),
                "monster phase: controls under 44 px"
            );
            let before_tile = record(port, id);
            click(port, id, "#game-draw");
            wait_for(port, id, "return furunkulus.game.stepper.open;");
            tiles += 1;
            let g = game(port, id);
            let turns = g["replay"]["turns"].as_array().unwrap();
            let turn = turns.iter().rev().find(|t| !t["tile"].is_null()).unwrap();
            let tile = turn["tile"].as_str().unwrap();
            let badge = js(
                port,
                id,
                "return document.querySelector('#game-stepper .tile-badge').textContent;",
            );
            assert_eq!(badge, json!(format!("Tile {tile}")));
            // Undo never goes back past the tile.
            assert_eq!(
                js(
                    port,
                    id,
                    "return document.getElementById('game-undo').disabled;"
                ),
                json!(true)
            );
            let want = engine_move(&before_tile, tile);
            let mut drawn = vec![drawn_board(port, id, "gsq")];
            if tiles == 2 {
                // Skipped to the end, then back to the start: the same boards.
                click(port, id, "#game-stepper .step-skip");
                assert_eq!(&drawn_board(port, id, "gsq"), want.last().unwrap());
                click(port, id, "#game-stepper .step-start");
            }
            while js(
                port,
                id,
                "return document.querySelector('#game-stepper .step-next').disabled;",
            ) == json!(false)
            {
                click(port, id, "#game-stepper .step-next");
                drawn.push(drawn_board(port, id, "gsq"));
                if tiles == 1 && drawn.len() == 3 {
                    std::fs::write(
                        dir.join("serve-phone-game-monster.png"),
                        screenshot(port, id),
                    )
                    .unwrap();
                    assert_eq!(
                        small_controls(port, id),
                        Vec::<String>::new(),
                        "stepper: controls under 44 px"
                    );
                }
            }
            assert_eq!(
                drawn, want,
                "tile {tiles} ({tile}): every frame the engine's board"
            );
            frames += drawn.len();
            // The summary of who was taken, as the server says it.
            let summary = js(
                port,
                id,
                "return document.querySelector('#game-stepper .summary').textContent;",
            );
            assert_eq!(summary, g["trace"]["summary"]);
            let taken: Vec<Value> = turn["removed"]
                .as_array()
                .unwrap()
                .iter()
                .map(|r| r["pawn"].clone())
                .collect();
            for p in &taken {
                assert!(
                    summary.as_str().unwrap().contains(p.as_str().unwrap()),
                    "{summary}: {p}"
                );
            }
            click(port, id, "#game-stepper .step-close");
            wait_for(port, id, "return !furunkulus.game.stepper.open;");
            continue;
        }
        let legal = g["legal"].as_array().unwrap();
        let pick = legal
            .iter()
            .find(|l| l["to"] == "out")
            .or_else(|| legal.iter().find(|l| l["to"] != "waiting"))
            .unwrap_or(&legal[0]);
        let (pawn, to) = (pick["pawn"].as_str().unwrap(), pick["to"].as_str().unwrap());
        tap_move(port, id, pawn, to);
        wait_for(
            port,
            id,
            "return document.querySelectorAll('#game-picker .choice').length > 0;",
        );
        confirm(port, id);
        plays += 1;
        if plays == 5 {
            // A reload in the middle: the game is kept.
            let kept = record(port, id);
            let status = js(
                port,
                id,
                "return document.getElementById('game-status').textContent;",
            );
            open(port, id, &format!("http://{}/", browser.addr));
            wait_for(
                port,
                id,
                "return document.body.dataset.ready === 'true' && furunkulus.game.game !== null;",
            );
            assert_eq!(record(port, id), kept, "the game after a reload");
            assert_eq!(
                js(
                    port,
                    id,
                    "return document.getElementById('game-status').textContent;"
                ),
                status
            );
            assert_eq!(
                js(
                    port,
                    id,
                    "return document.getElementById('game-tab').hidden;"
                ),
                json!(false),
                "the game tab again"
            );
        }
    }
    let status = js(
        port,
        id,
        "return document.getElementById('game-status').textContent;",
    );
    assert!(
        status.as_str().unwrap().starts_with("The game is over"),
        "{status}"
    );
    std::fs::write(dir.join("serve-phone-game-over.png"), screenshot(port, id)).unwrap();
    assert!(tiles >= 2 && plays >= 10, "{plays} plays, {tiles} tiles");
    eprintln!("a whole game by taps: {plays} plays, {tiles} tiles, {frames} frames compared");

    // A record of `game play`, pasted: the game goes on from its last play.
    let tmp = tempfile::tempdir().unwrap();
    let new = bin()
        .current_dir(tmp.path())
        .args([
            "game",
            "new",
            "--players",
            "red,blue",
            "--seed",
            "4",
            "--out",
            "g.yaml",
        ])
        .output()
        .unwrap();
    assert_eq!(new.status.code(), Some(0), "{}", stderr(&new));
    let mut child = bin()
        .current_dir(tmp.path())
        .args(["game", "play", "g.yaml", "--color", "never"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::null())
        .spawn()
        .unwrap();
    use std::io::Write;
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"red5 o11\nquit\n")
        .unwrap();
    assert!(child.wait().unwrap().success());
    let text = std::fs::read_to_string(tmp.path().join("g.yaml")).unwrap();
    open_record(port, id, &text, "blue");
    assert_eq!(
        record(port, id).trim_end(),
        post("/api/game/state", json!({ "record": text })).json()["record"]
            .as_str()
            .unwrap()
            .trim_end()
    );
    assert_eq!(drawn_board(port, id, "gsq")["o11"], "pawn:red5");
    // A hint whose runner-up takes the same pawn to the same square another way: told by
    // its path, not in the very words of the play chosen (tests/games/first-turn.yaml).
    let first = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/games/first-turn.yaml"),
    )
    .unwrap();
    open_record(port, id, &first, "red");
    let words = hint(port, id);
    assert!(words.contains(" to n8 by another way (p11 "), "{words}");
    // A broken record: the file's words, line and column.
    click(port, id, "#open-box summary");
    js(port, id, "document.getElementById('record-text').value = 'players: [red, blue]\\nsetup: sideways\\n'; return true;");
    click(port, id, "#open-record");
    let problem = wait_for(
        port,
        id,
        "var p = document.getElementById('game-problem'); return !p.hidden && p.textContent;",
    );
    assert!(
        problem.as_str().unwrap().contains("game.yaml:2:"),
        "{problem}"
    );

    let all = timings(port, id);
    let mut ms: Vec<f64> = all.iter().map(|(_, m)| *m).collect();
    ms.sort_by(f64::total_cmp);
    eprintln!(
        "{} taps: median {:.1} ms, 95th percentile {:.1} ms, slowest {:?}",
        ms.len(),
        ms[ms.len() / 2],
        ms[ms.len() * 95 / 100],
        all.iter().max_by(|a, b| a.1.total_cmp(&b.1))
    );
    drop(page);
}

#[test]
fn the_game_at_a_laptops_size_shows_board_and_words_side_by_side() {
    let browser = Browser::start();
    let page = browser.session((1366, 768));
    page.open("/", READY);
    let (port, id) = (browser.port(), page.id());
    click(port, id, "#tab-game");
    js(port, id, "document.getElementById('players').value = 'red, blue, green'; document.getElementById('ai-seats').value = 'blue=greedy, green=greedy'; return true;");
    click(port, id, "#new-game");
    wait_for(
        port,
        id,
        "return document.getElementById('game-status').dataset.toPlay === 'red';",
    );
    // A hint from the strongest AI, mcts: the play, and how many of its tries began with it.
    let words = hint(port, id);
    assert!(
        words.starts_with("Hint: R") && words.ends_with(" (mcts)."),
        "{words}"
    );
    assert!(
        words.contains(" of its 200 tries began with this play"),
        "{words}"
    );
    // Red plays; the AI seats answer by themselves, until the monster's turn or red's.
    for _ in 0..8 {
        let g = game(port, id);
        if g["state"]["phase"] != "pawns" {
            break;
        }
        let legal = g["legal"].as_array().unwrap();
        let l = legal
            .iter()
            .find(|l| l["to"] != "waiting")
            .unwrap_or(&legal[0])
            .clone();
        tap_move(
            port,
            id,
            l["pawn"].as_str().unwrap(),
            l["to"].as_str().unwrap(),
        );
        confirm(port, id);
        wait_for(port, id, "var s = furunkulus.game.game.state; return s.phase === 'monster' || s.to_play === 'red';");
    }
    let advice = js(
        port,
        id,
        "return document.getElementById('game-advice').textContent;",
    );
    // Each AI seat's play is told (blue's and green's), its level last.
    let advice = advice.as_str().unwrap();
    assert_eq!(advice.matches("The AI played: ").count(), 2, "{advice}");
    assert!(advice.ends_with(" (greedy)."), "{advice}");
    // Every pawn played, then the monster: its move beside the board.
    let g = game(port, id);
    assert_eq!(g["state"]["phase"], "monster");
    {
        click(port, id, "#game-draw");
        wait_for(port, id, "return furunkulus.game.stepper.open;");
        click(port, id, "#game-stepper .step-next");
        let layout = js(port, id, "var b = document.getElementById('game-board').getBoundingClientRect(); var w = document.querySelector('#game-stepper .explain').getBoundingClientRect(); return [w.left >= b.right - 1, w.top < window.innerHeight];");
        assert_eq!(layout, json!([true, true]), "board and words side by side");
    }
    std::fs::write(
        artifacts().join("serve-laptop-game.png"),
        screenshot(port, id),
    )
    .unwrap();
    drop(page);
}
