//! The tables' page end to end (issue 24): three phones (390x844) play one table with an AI
//! seat to the end. The host creates the table on the page and plays a seat there ("Play red
//! here"), a second phone opens blue's link, a third types yellow's seat code (shown under its
//! QR code) into the lobby's "Your seat's code"; green is the server's AI. Every play is made by taps; after each, every phone shows
//! the board the engine replays from the server's record; each tile's move is stepped through
//! on every phone; one phone reloads in the middle and is the same seat again. Screenshots at
//! 390x844 and 1366x768 in target/pictures/.
#![cfg(feature = "browser")]

use super::webdriver::{
    artifacts, click, drawn_board, js, new_session, open, require_browser, screenshot,
    small_controls, start_driver, wait_for,
};
use super::Browser;
use crate::serve::server;
use crate::serve_boards::{engine_cells, Cells};
use furunkulus::report::game::load_record_text;
use serde_json::{json, Value};
use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

/// The table's document as the server gives it (GET, the test's own client).
fn table(code: &str) -> Value {
    let addr = server();
    let mut s = TcpStream::connect(addr).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(60))).unwrap();
    write!(
        s,
        "GET /api/tables/{code} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut all = Vec::new();
    s.read_to_end(&mut all).unwrap();
    let text = String::from_utf8_lossy(&all);
    let (head, body) = text.split_once("\r\n\r\n").expect("an answer");
    assert!(head.starts_with("HTTP/1.1 200"), "{head}");
    serde_json::from_str(body).unwrap()
}

/// What the engine's board is after the server's record: the cells a page must draw.
fn engine_board(doc: &Value) -> Cells {
    let record = doc["record"].as_str().unwrap();
    let game = load_record_text(record, "game.yaml", Default::default())
        .unwrap()
        .1
        .game;
    let names: Vec<String> = game.pawns().iter().map(|p| p.name.clone()).collect();
    engine_cells(game.board(), &names)
}

/// Waits until the server's table is quiet: a person to play, the monster's turn, or over
/// (the AI seat has answered). Its document.
fn quiet(code: &str) -> Value {
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        let doc = table(code);
        let st = &doc["state"];
        let ai_to_play = st["phase"] == "pawns"
            && doc["seats"][st["to_play"].as_str().unwrap_or("")]["kind"] != "person";
        if !ai_to_play {
            return doc;
        }
        assert!(Instant::now() < deadline, "the AI seat did not play");
        std::thread::sleep(Duration::from_millis(100));
    }
}

struct Phone<'a> {
    port: u16,
    id: &'a str,
    player: &'static str,
}

impl Phone<'_> {
    fn js(&self, script: &str) -> Value {
        js(self.port, self.id, script)
    }
    fn wait(&self, script: &str) -> Value {
        wait_for(self.port, self.id, script)
    }
    fn click(&self, css: &str) {
        click(self.port, self.id, css)
    }

    /// Waits until the page shows the table at `version` (its event or its answer came).
    fn at_version(&self, version: u64) {
        self.wait(&format!(
            "var t = furunkulus.table; return t && t.doc && t.doc.version === {version};"
        ));
    }

    /// Taps square `sq` of the table's board as a player would (scrolled into view).
    fn tap(&self, sq: &str) {
        self.js(&format!("furunkulus.table.board.centerOn('{sq}'); document.getElementById('tsq-{sq}').scrollIntoView({{ block: 'center', inline: 'nearest' }}); return true;"));
        self.click(&format!("#tsq-{sq}"));
    }

    /// Taps pawn `pawn`, then where it goes, then Play.
    fn play(&self, doc: &Value, pawn: &str, to: &str) {
        let at = doc["position"]["pawns"][pawn]["at"].as_str().unwrap();
        if at == "waiting" {
            self.click(&format!("#tsq-chip-{pawn}"));
        } else {
            self.tap(at);
        }
        self.wait(&format!("var p = document.getElementById('t-picker'); return !p.hidden && p.dataset.pawn === '{pawn}';"));
        match to {
            "out" => self.click("#tsq-out"),
            "waiting" => self.click(&format!("#tsq-chip-{pawn}")),
            sq => self.tap(sq),
        }
        self.wait("return document.querySelectorAll('#t-picker .choice').length > 0;");
        // The button in words (it once said its former id, `moves.play`).
        let label = self.js("return document.querySelector('#t-picker .confirm').textContent;");
        assert!(label.as_str().unwrap().starts_with("Play "), "{label}");
        self.click("#t-picker .confirm");
    }

    fn shot(&self, name: &str) {
        std::fs::write(artifacts().join(name), screenshot(self.port, self.id)).unwrap();
    }
}

#[test]
fn three_phones_play_a_table_with_an_ai_seat_to_the_end_in_chromium() {
    let browser = Browser::start();
    let (addr, port) = (browser.addr, browser.port());
    let sessions: Vec<_> = (0..3).map(|_| browser.session((390, 844))).collect();
    let (a, b, c) = (
        Phone {
            port,
            id: sessions[0].id(),
            player: "red",
        },
        Phone {
            port,
            id: sessions[1].id(),
            player: "blue",
        },
        Phone {
            port,
            id: sessions[2].id(),
            player: "yellow",
        },
    );

    // The host creates the table on the page: four players, green the AI.
    open(port, a.id, &format!("http://{addr}/t"));
    a.wait("return document.body.dataset.ready === 'true';");
    a.js("var p = document.getElementById('t-players'); p.value = 'red, blue, green, yellow'; p.dispatchEvent(new Event('input')); document.getElementById('t-seed').value = '11'; return true;");
    a.js(
        "var s = document.getElementById('t-kind-2'); s.value = 'greedy'; return s.dataset.player;",
    );
    assert_eq!(
        small_controls(port, a.id),
        Vec::<String>::new(),
        "lobby: controls under 44 px"
    );
    a.shot("tables-phone-lobby.png");
    a.click("#t-create");
    let code = a
        .wait("var t = window.furunkulus && furunkulus.table; return t && t.doc && t.code;")
        .as_str()
        .unwrap()
        .to_string();
    // The host sees each seat's link as a QR code (the server's SVG) and the code to type.
    let cards = a.wait("var c = document.querySelectorAll('#t-links .t-link-card[data-player] .t-qr svg'); return c.length === 4 && c.length;");
    assert_eq!(cards, json!(4));
    let invite = a.js("return document.getElementById('t-invite-code').textContent;");
    assert!(invite.as_str().unwrap().contains(&code), "{invite}");
    assert_eq!(
        a.js("return location.href;"),
        json!(format!("http://{addr}/t/{code}")),
        "no token in the address"
    );
    a.shot("tables-phone-host.png");
    let link = |player: &str| {
        a.js(&format!("return document.querySelector('#t-links .t-link-card[data-player=\"{player}\"] input').value;"))
            .as_str()
            .unwrap()
            .to_string()
    };
    let blue = link("blue");
    assert!(blue.starts_with(&format!("http://{addr}/t/{code}#seat=")));
    // Under each seat's QR code, its code in big spaced letters (`KACD EFHJ`).
    let yellow = a
        .js("return document.querySelector('#t-links .t-link-card[data-player=\"yellow\"] .t-seat-code-letters').textContent;")
        .as_str()
        .unwrap()
        .to_string();
    assert_eq!(yellow.len(), 9, "{yellow}");
    assert_eq!(yellow.as_bytes()[4], b' ', "{yellow}");
    // The host plays red on this phone.
    a.click("#t-play-here-red");
    a.wait("return furunkulus.table.player === 'red';");

    // Blue opens its link: the token leaves the address and stays in the browser.
    open(port, b.id, &blue);
    b.wait("var t = window.furunkulus && furunkulus.table; return t && t.player === 'blue';");
    assert_eq!(b.js("return location.hash;"), json!(""));
    // Yellow types its seat's code on the lobby, in small letters with a dash.
    open(port, c.id, &format!("http://{addr}/t"));
    c.wait("return document.body.dataset.ready === 'true';");
    let typed = yellow.replace(' ', "-").to_lowercase();
    c.js(&format!(
        "document.getElementById('t-seat-code').value = {}; return true;",
        serde_json::to_string(&typed).unwrap()
    ));
    c.click("#t-seat-join");
    c.wait("var t = window.furunkulus && furunkulus.table; return t && t.player === 'yellow';");
    let phones = [&a, &b, &c];

    let (mut plays, mut tiles, mut reloaded) = (0, 0, false);
    let (mut handed, mut took_back, mut blue_before) = (None::<u64>, false, 0);
    loop {
        let doc = quiet(&code);
        let version = doc["version"].as_u64().unwrap();
        // Every phone shows this table: the same board, the engine's after the record.
        let want = engine_board(&doc);
        for p in phones {
            p.at_version(version);
            if p.js("return furunkulus.table.stepper.open;") == json!(true) {
                continue;
            }
            assert_eq!(
                drawn_board(port, p.id, "tsq"),
                want,
                "{}'s phone at version {version}",
                p.player
            );
            let to_play = doc["state"]["to_play"].as_str().unwrap_or("");
            let mine = p.js("return document.getElementById('t-turn').dataset.mine;");
            assert_eq!(
                mine,
                json!((doc["state"]["phase"] == "pawns" && to_play == p.player).to_string()),
                "{}: whose turn",
                p.player
            );
        }
        let st = &doc["state"];
        if st["phase"] == "over" {
            break;
        }
        if st["phase"] == "monster" {
            let drawer = phones[tiles % 3];
            if tiles == 0 {
                // Every phone scrolled down to the draw button and the log, as a player who
                // just read them: the monster's move must still come into view.
                for p in phones {
                    p.js("window.scrollTo(0, document.documentElement.scrollHeight); return true;");
                }
            }
            drawer.click("#t-draw");
            tiles += 1;
            // The server's answer: the tile in the record.
            let deadline = Instant::now() + Duration::from_secs(30);
            let tile = loop {
                let after = table(&code);
                let played: Vec<String> = after["replay"]["turns"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .filter_map(|t| t["tile"].as_str().map(String::from))
                    .collect();
                if played.len() == tiles {
                    break played.last().unwrap().clone();
                }
                assert!(Instant::now() < deadline, "the tile was not drawn");
                std::thread::sleep(Duration::from_millis(100));
            };
            // The monster's move stepped through on every phone: the tile, then its end.
            for p in phones {
                p.wait("return furunkulus.table.stepper.open;");
                assert_eq!(
                    p.js("return document.querySelector('#t-stepper .tile-badge').textContent;"),
                    json!(format!("Tile {tile}"))
                );
                if tiles == 1 {
                    // The move is shown where the phone was scrolled to: the board's first
                    // row, where the monster starts, in view below the turn's box (one short
                    // line while the monster moves; it used to hide rows 1 and 2, and the
                    // page used to stay at the draw button, rows 1 to 5 above the screen),
                    // and Next at the foot of the screen.
                    let framed = "const next = () => document.querySelector('#t-stepper .step-next').getBoundingClientRect();
                              const box = document.getElementById('t-turn');
                              const a1 = furunkulus.table.board.cells.a1.getBoundingClientRect();
                              return { moving: box.classList.contains('moving'),
                                       first_row_seen: a1.top >= box.getBoundingClientRect().bottom,
                                       next_seen: next().bottom <= window.innerHeight };";
                    assert_eq!(
                        p.js(framed),
                        json!({ "moving": true, "first_row_seen": true, "next_seen": true }),
                        "{}'s phone, as the move is shown",
                        p.player
                    );
                }
                if tiles == 1 && p.player == "blue" {
                    p.click("#t-stepper .step-next");
                    // A player taps Next at the foot of the screen: the board's first row
                    // is still in view.
                    assert_eq!(
                        p.js("const next = () => document.querySelector('#t-stepper .step-next').getBoundingClientRect();
                              window.scrollBy(0, next().bottom - (window.innerHeight - 8));
                              const box = document.getElementById('t-turn');
                              const a1 = furunkulus.table.board.cells.a1.getBoundingClientRect();
                              return { moving: box.classList.contains('moving'),
                                       first_row_seen: a1.top >= box.getBoundingClientRect().bottom,
                                       next_seen: next().bottom <= window.innerHeight };"),
                        json!({ "moving": true, "first_row_seen": true, "next_seen": true }),
                        "the monster's move on a 390x844 phone"
                    );
                    p.shot("tables-phone-monster.png");
                    assert_eq!(small_controls(port, p.id), Vec::<String>::new());
                }
                p.click("#t-stepper .step-skip");
                assert_eq!(
                    p.js("return document.querySelector('#t-stepper .step-close').textContent;"),
                    json!("Continue the game")
                );
                p.click("#t-stepper .step-close");
                p.wait("return !furunkulus.table.stepper.open;");
            }
            continue;
        }
        let to_play = st["to_play"].as_str().unwrap();
        let phone = phones
            .iter()
            .find(|p| p.player == to_play)
            .expect("a person's seat");
        let legal = doc["legal"].as_array().unwrap();
        let pick = legal
            .iter()
            .find(|l| l["to"] == "out")
            .or_else(|| legal.iter().find(|l| l["to"] != "waiting"))
            .unwrap_or(&legal[0]);
        if plays == 0 {
            phone.shot("tables-phone-your-turn.png");
            // A phone whose turn it is not says so, and plays nothing.
            let other = phones.iter().find(|p| p.player != to_play).unwrap();
            other.click(&format!("#tsq-chip-{}", pick["pawn"].as_str().unwrap()));
            assert_eq!(
                other.js("return document.getElementById('t-picker').hidden;"),
                json!(true)
            );
        }
        phone.play(
            &doc,
            pick["pawn"].as_str().unwrap(),
            pick["to"].as_str().unwrap(),
        );
        phone.wait(&format!("return furunkulus.table.doc.version > {version};"));
        plays += 1;
        if plays == 3 {
            blue_before = table(&code)["replay"]["turns"]
                .as_array()
                .unwrap()
                .iter()
                .flat_map(|t| t["plays"].as_array().unwrap())
                .filter(|p| p["pawn"].as_str().unwrap().starts_with("blue"))
                .count();
            // Blue hands its seat to the AI (the server plays it by itself), by default the
            // strongest level for four players...
            let strongest = furunkulus::ai::Level::strongest(4).name();
            b.click("#t-hand-blue");
            b.wait(&format!(
                "return furunkulus.table.doc.seats.blue.kind === '{strongest}';"
            ));
            assert_eq!(table(&code)["seats"]["blue"]["kind"], strongest);
            handed = Some(table(&code)["version"].as_u64().unwrap());
        }
        if let Some(since) = handed {
            // ... and takes it back once the AI has played for it.
            let doc = table(&code);
            let blue_played = doc["replay"]["turns"]
                .as_array()
                .unwrap()
                .iter()
                .flat_map(|t| t["plays"].as_array().unwrap())
                .filter(|p| p["pawn"].as_str().unwrap().starts_with("blue"))
                .count();
            if doc["version"].as_u64().unwrap() > since && blue_played > blue_before {
                b.wait("return !!document.getElementById('t-take-blue');");
                b.click("#t-take-blue");
                b.wait("return furunkulus.table.doc.seats.blue.kind === 'person';");
                handed = None;
                took_back = true;
            }
        }
        if plays == 6 && !reloaded {
            // Blue reloads in the middle (a new visit of the table's address): the same seat.
            reloaded = true;
            open(port, b.id, &format!("http://{addr}/t/{code}"));
            b.wait(
                "var t = window.furunkulus && furunkulus.table; return t && t.player === 'blue';",
            );
        }
    }
    let over = table(&code);
    let winner = over["state"]["winner"].as_str().unwrap_or("");
    for p in phones {
        let big = p.js("return document.getElementById('t-turn-big').textContent;");
        assert!(
            big.as_str().unwrap().contains(winner),
            "{}: {big}",
            p.player
        );
    }
    a.shot("tables-phone-over.png");
    assert!(
        reloaded && took_back,
        "reloaded {reloaded}, seat taken back {took_back}"
    );
    assert!(tiles >= 2 && plays >= 10, "{plays} plays, {tiles} tiles");
    // The record downloaded from the page is the server's.
    c.js("fetch(document.getElementById('t-record').href).then(function (r) { return r.text(); }).then(function (t) { window.record = t; }); return true;");
    let record = c.wait("return window.record;");
    assert_eq!(record, over["record"]);
    // The log lists every turn; the record downloads as the server keeps it.
    let turns = over["replay"]["turns"].as_array().unwrap().len();
    assert_eq!(
        c.js("return document.querySelectorAll('#t-log li').length;"),
        json!(turns)
    );
    assert_eq!(
        c.js("return document.getElementById('t-record').getAttribute('href');"),
        json!(format!("/api/tables/{code}/record"))
    );
    eprintln!("a table by three phones and an AI: {plays} plays by taps, {tiles} tiles");

    // A laptop watching the finished table: board and words side by side.
    let laptop = browser.session((1366, 768));
    open(port, laptop.id(), &format!("http://{addr}/t/{code}"));
    wait_for(
        port,
        laptop.id(),
        "var t = window.furunkulus && furunkulus.table; return t && t.doc;",
    );
    assert_eq!(
        drawn_board(port, laptop.id(), "tsq"),
        engine_board(&over),
        "the laptop's board"
    );
    let layout = js(port, laptop.id(), "var b = document.querySelector('#t-board .board').getBoundingClientRect(); var s = document.querySelector('#t-table .side').getBoundingClientRect(); return [s.left >= b.right - 1, b.bottom <= window.innerHeight + 1];");
    std::fs::write(
        artifacts().join("tables-laptop-over.png"),
        screenshot(port, laptop.id()),
    )
    .unwrap();
    assert_eq!(layout, json!([true, true]), "board and words side by side");
    open(port, laptop.id(), &format!("http://{addr}/t"));
    wait_for(
        port,
        laptop.id(),
        "return document.body.dataset.ready === 'true';",
    );
    std::fs::write(
        artifacts().join("tables-laptop-lobby.png"),
        screenshot(port, laptop.id()),
    )
    .unwrap();
    drop(laptop);
    drop(sessions);
}

/// `furunkulus serve` on `port` with its tables in `data`, listening when this returns.
fn serve_on(port: u16, data: &std::path::Path) -> std::process::Child {
    let child = crate::common::bin()
        .args(["serve", "--port", &port.to_string(), "--data"])
        .arg(data)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let deadline = Instant::now() + Duration::from_secs(30);
    while TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(Instant::now() < deadline, "serve did not listen");
        std::thread::sleep(Duration::from_millis(50));
    }
    child
}

/// One JSON request to the server on `port`: the status and the answer.
fn request(port: u16, method: &str, path: &str, body: &Value) -> (u16, Value) {
    let mut s = TcpStream::connect(("127.0.0.1", port)).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(60))).unwrap();
    let body = if method == "GET" {
        String::new()
    } else {
        body.to_string()
    };
    write!(
        s,
        "{method} {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )
    .unwrap();
    let mut all = Vec::new();
    s.read_to_end(&mut all).unwrap();
    let text = String::from_utf8_lossy(&all);
    let (head, body) = text.split_once("\r\n\r\n").expect("an answer");
    (
        head[9..12].parse().unwrap(),
        serde_json::from_str(body).unwrap(),
    )
}

#[test]
fn a_phone_says_when_the_server_is_lost_and_catches_up_when_it_is_back() {
    require_browser();
    let data = tempfile::tempdir().unwrap();
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let mut server = serve_on(port, data.path());
    let (status, made) = request(
        port,
        "POST",
        "/api/tables",
        &json!({ "players": ["red", "blue"], "seed": 3 }),
    );
    assert_eq!(status, 201, "{made}");
    let code = made["table"].as_str().unwrap().to_string();
    let red = made["seats"]["red"]["token"].as_str().unwrap().to_string();
    let driver = start_driver();
    let profile = tempfile::tempdir().unwrap();
    let session = new_session(&driver, profile.path(), (390, 844));
    let phone = Phone {
        port: driver.port,
        id: &session.id,
        player: "blue",
    };
    let blue = made["seats"]["blue"]["link"].as_str().unwrap();
    open(
        phone.port,
        phone.id,
        &format!("http://127.0.0.1:{port}{blue}"),
    );
    phone.wait("var t = window.furunkulus && furunkulus.table; return t && t.player === 'blue' && t.events && t.events.readyState === 1;");
    assert_eq!(
        phone.js("return document.getElementById('t-banner').hidden;"),
        json!(true)
    );

    // The server killed: the banner says the connection is lost.
    server.kill().unwrap();
    server.wait().unwrap();
    phone.wait("var b = document.getElementById('t-banner'); return !b.hidden && b.dataset.kind === 'lost';");
    phone.shot("tables-phone-lost.png");

    // Back on the same --data, red plays meanwhile: the phone reconnects by itself, says so,
    // and shows the play (its board the engine's after the record).
    let mut server = serve_on(port, data.path());
    let doc = request(port, "GET", &format!("/api/tables/{code}"), &Value::Null).1;
    let legal = doc["legal"].as_array().unwrap();
    let pick = legal.iter().find(|l| l["to"] != "waiting").unwrap();
    let (status, played) = request(
        port,
        "POST",
        &format!("/api/tables/{code}/play"),
        &json!({ "token": red, "pawn": pick["pawn"], "path": pick["path"], "version": 0 }),
    );
    assert_eq!(status, 200, "{played}");
    phone.wait("var b = document.getElementById('t-banner'); return !b.hidden && b.dataset.kind === 'back';");
    phone.at_version(1);
    assert_eq!(
        drawn_board(phone.port, phone.id, "tsq"),
        engine_board(&played)
    );
    assert_eq!(
        phone.js("return document.getElementById('t-turn').dataset.mine;"),
        json!("true"),
        "blue's turn, on blue's phone"
    );
    drop(session);
    server.kill().unwrap();
    server.wait().unwrap();
}
