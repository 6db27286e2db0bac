//! Tables (FORMAT.md section 8) against a server on a loopback port: every error code of the
//! API, a whole game played by three seats (one an AI), the server killed with SIGKILL
//! between two plays and started again on the same `--data`, stale versions and wrong tokens
//! refused, undo within its bounds, a seat handed to an AI and taken back, events resumed with
//! `Last-Event-ID`, and the limits.

use crate::common::bin;
use serde_json::{json, Value};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::time::{Duration, Instant};

/// A server in this process with `tables` (its database in memory unless `tables.data`).
fn start(tables: furunkulus::serve::TablesConfig) -> SocketAddr {
    let (tx, rx) = std::sync::mpsc::channel();
    let config = furunkulus::serve::Config {
        port: 0,
        tables,
        ..Default::default()
    };
    std::thread::spawn(move || {
        furunkulus::serve::run_blocking(&config, |addr| tx.send(addr).unwrap()).unwrap();
    });
    rx.recv_timeout(Duration::from_secs(30)).unwrap()
}

/// The server most tests share.
fn server() -> SocketAddr {
    static ADDR: std::sync::OnceLock<SocketAddr> = std::sync::OnceLock::new();
    // Its tests make many tables from this one address.
    *ADDR.get_or_init(|| {
        start(furunkulus::serve::TablesConfig {
            created_per_address: 10_000,
            ..Default::default()
        })
    })
}

/// An answer.
struct Got {
    status: u16,
    head: String,
    body: String,
}

impl Got {
    fn json(&self) -> Value {
        serde_json::from_str(&self.body).unwrap_or_else(|e| panic!("{e}: {}", self.body))
    }
    fn error(&self) -> String {
        self.json()["error"]
            .as_str()
            .unwrap_or_default()
            .to_string()
    }
}

fn http(addr: SocketAddr, method: &str, path: &str, extra: &str, body: &str) -> Got {
    let mut s = TcpStream::connect(addr).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(120))).unwrap();
    let head = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\n{extra}Content-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    );
    s.write_all(head.as_bytes()).unwrap();
    s.write_all(body.as_bytes()).unwrap();
    let mut all = Vec::new();
    let _ = s.read_to_end(&mut all);
    let all = String::from_utf8_lossy(&all).to_string();
    let (head, body) = all.split_once("\r\n\r\n").expect("an answer with headers");
    Got {
        status: head[9..12].parse().unwrap(),
        head: head.to_string(),
        body: body.to_string(),
    }
}

fn post(addr: SocketAddr, path: &str, body: Value) -> Got {
    http(addr, "POST", path, "", &body.to_string())
}

fn get(addr: SocketAddr, path: &str) -> Got {
    http(addr, "GET", path, "", "")
}

/// A new table; its creation answer.
fn create(addr: SocketAddr, body: Value) -> Value {
    let got = post(addr, "/api/tables", body);
    assert_eq!(got.status, 201, "{}", got.body);
    got.json()
}

fn table(addr: SocketAddr, code: &str) -> Value {
    let got = get(addr, &format!("/api/tables/{code}"));
    assert_eq!(got.status, 200, "{}", got.body);
    got.json()
}

fn token(created: &Value, player: &str) -> String {
    created["seats"][player]["token"]
        .as_str()
        .unwrap()
        .to_string()
}

/// The first legal result of the player to play, as a play request.
fn first_play(doc: &Value, token: &str) -> Value {
    let m = &doc["legal"][0];
    json!({ "token": token, "pawn": m["pawn"], "path": m["path"], "version": doc["version"] })
}

/// Waits until the table's version is past `version` (the AI playing); the table then.
fn wait_past(addr: SocketAddr, code: &str, version: u64) -> Value {
    let t0 = Instant::now();
    loop {
        let doc = table(addr, code);
        if doc["version"].as_u64().unwrap() > version {
            return doc;
        }
        assert!(
            t0.elapsed() < Duration::from_secs(120),
            "the AI did not play"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[test]
fn a_table_is_created_with_codes_tokens_links_and_qr_codes() {
    let addr = server();
    let c = create(
        addr,
        json!({ "players": ["red", "blue", "green"], "seats": { "green": "random" }, "seed": 7 }),
    );
    let code = c["table"].as_str().unwrap();
    assert_eq!(code.len(), 5);
    assert!(
        code.bytes().all(|b| b"ACDEFHJKMNPRTUVWXY".contains(&b)),
        "{code}"
    );
    assert_eq!(c["version"], 0);
    assert_eq!(c["watch"], format!("/t/{code}"));
    let mut tokens = vec![c["host"].as_str().unwrap().to_string()];
    for p in ["red", "blue", "green"] {
        let t = token(&c, p);
        assert_eq!(t.len(), 32, "128 bits in hexadecimal");
        assert_eq!(c["seats"][p]["link"], format!("/t/{code}#seat={t}"));
        assert!(c["seats"][p]["qr"].as_str().unwrap().contains("<svg"));
        tokens.push(t);
    }
    tokens.sort();
    tokens.dedup();
    assert_eq!(tokens.len(), 4, "every token its own");
    let doc = table(addr, code);
    assert_eq!(doc["table"], code);
    assert_eq!(doc["seats"]["green"]["kind"], "random");
    assert_eq!(doc["seats"]["green"]["connected"], true);
    assert_eq!(doc["seats"]["red"]["kind"], "person");
    assert_eq!(doc["state"]["to_play"], "red");
    assert!(doc["record"].as_str().unwrap().contains("seed: 7"));
    assert!(!doc["legal"].as_array().unwrap().is_empty());
    assert!(doc["tiles_left"].as_array().is_some());
    // The code typed in lower case names the same table; the page answers at /t/CODE.
    assert_eq!(table(addr, &code.to_lowercase())["table"], code);
    let page = get(addr, &format!("/t/{code}"));
    assert_eq!(page.status, 200);
    assert!(page.head.to_ascii_lowercase().contains("text/html"));
    let qr = get(addr, &format!("/api/tables/{code}/qr"));
    assert_eq!(qr.status, 200);
    assert!(qr.body.contains("<svg"));
    // The host's links: every seat's; a seat's: its own.
    let links = post(
        addr,
        &format!("/api/tables/{code}/links"),
        json!({ "token": c["host"] }),
    );
    assert_eq!(links.json()["seats"].as_object().unwrap().len(), 3);
    let links = post(
        addr,
        &format!("/api/tables/{code}/links"),
        json!({ "token": token(&c, "blue") }),
    );
    let own = links.json();
    assert_eq!(
        own["seats"].as_object().unwrap().keys().collect::<Vec<_>>(),
        ["blue"]
    );
    let watcher = post(
        addr,
        &format!("/api/tables/{code}/links"),
        json!({ "token": "x" }),
    );
    assert_eq!(watcher.status, 403);
}

#[test]
fn every_error_code_of_section_8() {
    let addr = server();
    let c = create(addr, json!({ "players": ["red", "blue"], "seed": 3 }));
    let code = c["table"].as_str().unwrap().to_string();
    let (red, blue) = (token(&c, "red"), token(&c, "blue"));
    let doc = table(addr, &code);
    let play = |body: Value| post(addr, &format!("/api/tables/{code}/play"), body);

    // 404: an unknown table, and a code that cannot be one.
    for unknown in ["/api/tables/AAAAA", "/api/tables/B0B0"] {
        let got = get(addr, unknown);
        assert_eq!(got.status, 404, "{}", got.body);
        assert!(got.error().contains("no table"), "{}", got.body);
    }
    assert_eq!(
        post(addr, "/api/tables/AAAAA/play", first_play(&doc, &red)).status,
        404
    );

    // 403: no token, a made-up token, another seat's, the host's for a play.
    let mut body = first_play(&doc, &red);
    body.as_object_mut().unwrap().remove("token");
    assert_eq!(play(body).status, 403);
    let got = play(first_play(&doc, &"0".repeat(32)));
    assert_eq!(got.status, 403);
    assert!(got.error().contains("does not hold a seat"), "{}", got.body);
    let got = play(first_play(&doc, &blue));
    assert_eq!(got.status, 403);
    assert_eq!(got.error(), "It is red's turn, not blue's.");
    assert_eq!(
        play(first_play(&doc, c["host"].as_str().unwrap())).status,
        403
    );

    // 422: an illegal play, in the words of `moves --to`.
    let pawn = doc["legal"][0]["pawn"].as_str().unwrap();
    let got = play(json!({ "token": red, "pawn": pawn, "to": "a1", "version": 0 }));
    assert_eq!(got.status, 422, "{}", got.body);
    assert!(
        got.error().contains("cannot end its move on a1"),
        "{}",
        got.body
    );
    // 422: a tile before every pawn played; nothing to undo.
    let got = post(
        addr,
        &format!("/api/tables/{code}/tile"),
        json!({ "token": red, "tile": "draw", "version": 0 }),
    );
    assert_eq!(got.status, 422);
    assert!(got.error().contains("every pawn of the turn plays first"));
    let got = post(
        addr,
        &format!("/api/tables/{code}/undo"),
        json!({ "token": red, "version": 0 }),
    );
    assert_eq!(got.status, 422);
    // 400: no version; a malformed square; unknown fields.
    let mut body = first_play(&doc, &red);
    body.as_object_mut().unwrap().remove("version");
    assert_eq!(play(body).status, 400);
    assert_eq!(
        play(json!({ "token": red, "pawn": pawn, "to": "z99", "version": 0 })).status,
        400
    );
    assert_eq!(play(json!({ "token": red, "sneaky": 1 })).status, 400);

    // Nothing refused changed the table.
    assert_eq!(table(addr, &code)["version"], 0);

    // 200, then 409 for the stale version, carrying the table as it is now.
    let got = play(first_play(&doc, &red));
    assert_eq!(got.status, 200, "{}", got.body);
    assert_eq!(got.json()["version"], 1);
    assert_eq!(got.json()["change"]["kind"], "play");
    assert_eq!(got.json()["change"]["by"], "red");
    let got = play(first_play(&doc, &red));
    assert_eq!(got.status, 409, "{}", got.body);
    assert_eq!(got.json()["table"]["version"], 1);
    assert_eq!(got.json()["table"]["state"]["to_play"], "blue");
    assert_eq!(table(addr, &code)["version"], 1, "never a double play");

    // The messages in German and French.
    let got = http(
        addr,
        "GET",
        "/api/tables/AAAAA",
        "Accept-Language: de-DE,de;q=0.9\r\n",
        "",
    );
    assert!(
        got.error().starts_with("Es gibt keinen Tisch AAAAA"),
        "{}",
        got.body
    );
    let got = get(addr, "/api/tables/AAAAA?lang=fr");
    assert!(
        got.error().starts_with("Il n'y a pas de table AAAAA"),
        "{}",
        got.body
    );
}

#[test]
fn two_devices_playing_at_once_make_one_play_and_one_409() {
    let addr = server();
    let c = create(addr, json!({ "players": ["red", "blue"], "seed": 5 }));
    let code = c["table"].as_str().unwrap().to_string();
    let red = token(&c, "red");
    let doc = table(addr, &code);
    let plays: Vec<u16> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..6)
            .map(|_| {
                let body = first_play(&doc, &red);
                let path = format!("/api/tables/{code}/play");
                s.spawn(move || post(addr, &path, body).status)
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    assert_eq!(plays.iter().filter(|s| **s == 200).count(), 1, "{plays:?}");
    assert_eq!(plays.iter().filter(|s| **s == 409).count(), 5, "{plays:?}");
    let now = table(addr, &code);
    assert_eq!(now["version"], 1);
    assert_eq!(
        now["replay"]["turns"][0]["plays"].as_array().unwrap().len(),
        1
    );
}

#[test]
fn undo_takes_back_the_last_play_only_until_the_next_play_or_a_tile() {
    let addr = server();
    let c = create(addr, json!({ "players": ["red", "blue"], "seed": 11 }));
    let code = c["table"].as_str().unwrap().to_string();
    let (red, blue) = (token(&c, "red"), token(&c, "blue"));
    let undo = |token: &str, version: u64| {
        post(
            addr,
            &format!("/api/tables/{code}/undo"),
            json!({ "token": token, "version": version }),
        )
    };
    let doc = table(addr, &code);
    let before = doc["record"].clone();
    let got = post(
        addr,
        &format!("/api/tables/{code}/play"),
        first_play(&doc, &red),
    );
    assert_eq!(got.status, 200);
    // Not blue's play to take back.
    assert_eq!(undo(&blue, 1).status, 403);
    let got = undo(&red, 1);
    assert_eq!(got.status, 200, "{}", got.body);
    assert_eq!(got.json()["version"], 2);
    assert_eq!(got.json()["record"], before);
    assert_eq!(got.json()["change"]["kind"], "undo");
    // Play the whole first turn, then the tile: no undo across it.
    let mut doc = got.json();
    while doc["state"]["phase"] == "pawns" {
        let who = doc["state"]["to_play"].as_str().unwrap().to_string();
        let t = if who == "red" { &red } else { &blue };
        let got = post(
            addr,
            &format!("/api/tables/{code}/play"),
            first_play(&doc, t),
        );
        assert_eq!(got.status, 200, "{}", got.body);
        doc = got.json();
    }
    let v = doc["version"].as_u64().unwrap();
    let got = post(
        addr,
        &format!("/api/tables/{code}/tile"),
        json!({ "token": blue, "tile": "draw", "version": v }),
    );
    assert_eq!(got.status, 200, "{}", got.body);
    let tiled = got.json();
    assert!(
        tiled["trace"]["steps"].as_array().is_some(),
        "the monster's move"
    );
    assert_eq!(tiled["change"]["kind"], "tile");
    let got = undo(&red, v + 1);
    assert_eq!(got.status, 422);
    assert!(got.error().contains("never taken back"), "{}", got.body);
    // The server draws: a tile typed in is refused at this table.
    let got = post(
        addr,
        &format!("/api/tables/{code}/tile"),
        json!({ "token": blue, "tile": "8", "version": v + 1 }),
    );
    assert_eq!(got.status, 422);
}

#[test]
fn a_whole_game_by_three_seats_one_of_them_an_ai_and_its_record_continues() {
    let addr = server();
    let c = create(
        addr,
        json!({ "players": ["red", "blue", "green"], "seats": { "blue": "greedy" }, "seed": 21 }),
    );
    let code = c["table"].as_str().unwrap().to_string();
    let tokens = [("red", token(&c, "red")), ("green", token(&c, "green"))];
    let mut doc = table(addr, &code);
    let mut ai_plays = 0;
    let mut tiles = 0;
    while doc["state"]["phase"] != "over" {
        let v = doc["version"].as_u64().unwrap();
        if doc["state"]["phase"] == "monster" {
            let got = post(
                addr,
                &format!("/api/tables/{code}/tile"),
                json!({ "token": tokens[tiles % 2].1, "tile": "draw", "version": v }),
            );
            assert_eq!(got.status, 200, "{}", got.body);
            tiles += 1;
            doc = got.json();
            continue;
        }
        let who = doc["state"]["to_play"].as_str().unwrap();
        match tokens.iter().find(|(p, _)| *p == who) {
            Some((_, t)) => {
                let got = post(
                    addr,
                    &format!("/api/tables/{code}/play"),
                    first_play(&doc, t),
                );
                assert_eq!(got.status, 200, "{}", got.body);
                doc = got.json();
            }
            None => {
                assert_eq!(who, "blue");
                doc = wait_past(addr, &code, v);
                ai_plays += 1;
            }
        }
    }
    assert!(ai_plays > 0 && tiles > 0, "{ai_plays} {tiles}");
    let end = table(addr, &code);
    assert_eq!(end["state"]["over"], true);
    // The record downloaded replays with `game replay`, to the same state.
    let rec = get(addr, &format!("/api/tables/{code}/record"));
    assert_eq!(rec.status, 200);
    assert!(rec.head.contains(&format!("table-{code}.yaml")));
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("game.yaml");
    std::fs::write(&file, &rec.body).unwrap();
    let o = bin()
        .args(["game", "replay", file.to_str().unwrap(), "--format", "json"])
        .output()
        .unwrap();
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let replayed: Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(replayed["winner"], end["state"]["winner"]);
    assert_eq!(replayed["turns"], end["replay"]["turns"]);
    // After the end nothing more is played.
    let got = post(
        addr,
        &format!("/api/tables/{code}/play"),
        json!({ "token": tokens[0].1, "pawn": "red1", "to": "waiting", "version": end["version"] }),
    );
    assert_eq!(got.status, 422);
}

#[test]
fn a_record_opens_as_a_new_table_that_goes_on_from_its_last_play() {
    let addr = server();
    let c = create(addr, json!({ "players": ["red", "blue"], "seed": 4 }));
    let code = c["table"].as_str().unwrap().to_string();
    let doc = table(addr, &code);
    let got = post(
        addr,
        &format!("/api/tables/{code}/play"),
        first_play(&doc, &token(&c, "red")),
    );
    assert_eq!(got.status, 200);
    let text = get(addr, &format!("/api/tables/{code}/record")).body;
    let copy = create(addr, json!({ "record": text, "tiles": "table" }));
    let doc2 = table(addr, copy["table"].as_str().unwrap());
    assert_eq!(doc2["version"], 0);
    assert_eq!(doc2["tiles"], "table");
    assert_eq!(doc2["record"], text);
    assert_eq!(doc2["state"]["to_play"], "blue");
    // A broken record is refused with its line.
    let got = post(
        addr,
        "/api/tables",
        json!({ "record": "players: [red, blue]\nsetup: basic\nturns:\n  - plays: [{ pawn: red5, to: a1 }]\n" }),
    );
    assert_eq!(got.status, 422, "{}", got.body);
    assert!(got.error().contains("game.yaml:4:"), "{}", got.body);
    assert_eq!(
        post(
            addr,
            "/api/tables",
            json!({ "record": text, "players": ["a", "b"] })
        )
        .status,
        400
    );
}

#[test]
fn a_seat_is_handed_to_an_ai_and_taken_back() {
    let addr = server();
    let c = create(addr, json!({ "players": ["red", "blue"], "seed": 9 }));
    let code = c["table"].as_str().unwrap().to_string();
    let red = token(&c, "red");
    let seat = |body: Value| post(addr, &format!("/api/tables/{code}/seat"), body);
    // A seat names no other seat; the host names one.
    assert_eq!(
        seat(json!({ "token": red, "kind": "random", "seat": "blue" })).status,
        403
    );
    assert_eq!(
        seat(json!({ "token": c["host"], "kind": "random" })).status,
        400
    );
    assert_eq!(seat(json!({ "token": red, "kind": "god" })).status, 400);
    let got = seat(json!({ "token": red, "kind": "random" }));
    assert_eq!(got.status, 200, "{}", got.body);
    assert_eq!(got.json()["seats"]["red"]["kind"], "random");
    assert_eq!(got.json()["change"]["kind"], "seat");
    // The AI plays red's turn by itself; red's own token may not play meanwhile.
    let doc = wait_past(addr, &code, 1);
    assert!(
        doc["change"].is_null(),
        "the table's document has no change"
    );
    assert_eq!(doc["state"]["to_play"], "blue");
    assert!(doc["replay"]["turns"][0]["plays"][0]["pawn"]
        .as_str()
        .unwrap()
        .starts_with("red"));
    let got = seat(json!({ "token": red, "kind": "person" }));
    assert_eq!(got.status, 200);
    assert_eq!(got.json()["seats"]["red"]["kind"], "person");
}

/// `strongest` names the strongest level for the table's number of players
/// (`ai::Level::strongest`), at creation and when a seat is handed to the AI; the table
/// stores and shows the level itself.
#[test]
fn the_strongest_ai_is_picked_for_the_number_of_players() {
    use furunkulus::ai::Level;
    let addr = server();
    for players in [vec!["red", "blue"], vec!["red", "blue", "green", "yellow"]] {
        let n = players.len();
        let c = create(
            addr,
            json!({ "players": players, "seats": { "blue": "strongest" }, "seed": 5 }),
        );
        let want = Level::strongest(n).name();
        let code = c["table"].as_str().unwrap().to_string();
        assert_eq!(
            table(addr, &code)["seats"]["blue"]["kind"],
            want,
            "{n} players"
        );
        let got = post(
            addr,
            &format!("/api/tables/{code}/seat"),
            json!({ "token": token(&c, "red"), "kind": "strongest" }),
        );
        assert_eq!(got.status, 200, "{}", got.body);
        assert_eq!(got.json()["seats"]["red"]["kind"], want);
    }
    // The ladder's strongest (docs/ai-strength.md): mcts at every seat count.
    assert!((2..=7).all(|n| Level::strongest(n) == Level::Mcts));
}

/// An open event stream: reads its events (chunked transfer decoded).
struct Events {
    r: BufReader<TcpStream>,
    pending: String,
}

impl Events {
    fn open(addr: SocketAddr, code: &str, last: Option<u64>) -> (u16, Events) {
        Events::open_with(addr, code, last, "seat=red")
    }

    /// [`Events::open`] with the stream's query `query`.
    fn open_with(addr: SocketAddr, code: &str, last: Option<u64>, query: &str) -> (u16, Events) {
        let s = TcpStream::connect(addr).unwrap();
        s.set_read_timeout(Some(Duration::from_secs(60))).unwrap();
        let mut w = s.try_clone().unwrap();
        let last = last.map_or(String::new(), |l| format!("Last-Event-ID: {l}\r\n"));
        write!(
            w,
            "GET /api/tables/{code}/events?{query} HTTP/1.1\r\nHost: {addr}\r\nAccept: text/event-stream\r\n{last}\r\n"
        )
        .unwrap();
        let mut r = BufReader::new(s);
        let mut status = 0;
        loop {
            let mut line = String::new();
            r.read_line(&mut line).unwrap();
            if status == 0 {
                status = line[9..12].parse().unwrap();
            }
            if line == "\r\n" || line.is_empty() {
                break;
            }
        }
        (
            status,
            Events {
                r,
                pending: String::new(),
            },
        )
    }

    /// The next event: (id, name, data), comments skipped.
    fn next(&mut self) -> (u64, String, Value) {
        loop {
            if let Some(end) = self.pending.find("\n\n") {
                let block: String = self.pending.drain(..end + 2).collect();
                let (mut id, mut name, mut data) = (None, String::new(), String::new());
                for line in block.lines() {
                    if let Some(v) = line.strip_prefix("id:") {
                        id = v.trim().parse().ok();
                    } else if let Some(v) = line.strip_prefix("event:") {
                        name = v.trim().to_string();
                    } else if let Some(v) = line.strip_prefix("data:") {
                        data.push_str(v.trim_start());
                    }
                }
                if let Some(id) = id {
                    return (id, name, serde_json::from_str(&data).unwrap());
                }
                continue;
            }
            // One chunk: its size in hexadecimal, the bytes, CRLF.
            let mut size = String::new();
            self.r.read_line(&mut size).unwrap();
            let n = usize::from_str_radix(size.trim(), 16).expect("a chunk size");
            let mut chunk = vec![0; n + 2];
            self.r.read_exact(&mut chunk).unwrap();
            self.pending.push_str(&String::from_utf8_lossy(&chunk[..n]));
        }
    }
}

#[test]
fn events_are_sent_as_they_happen_and_resumed_with_last_event_id() {
    let addr = server();
    let c = create(addr, json!({ "players": ["red", "blue"], "seed": 13 }));
    let code = c["table"].as_str().unwrap().to_string();
    let tokens = [token(&c, "red"), token(&c, "blue")];
    let (status, mut live) = Events::open(addr, &code, None);
    assert_eq!(status, 200);
    let (id, name, doc) = live.next();
    assert_eq!(
        (id, name.as_str()),
        (0, "table"),
        "the table as it is, first"
    );
    assert_eq!(table(addr, &code)["seats"]["red"]["connected"], true);
    let mut doc = doc;
    for i in 0..3 {
        let got = post(
            addr,
            &format!("/api/tables/{code}/play"),
            first_play(&doc, &tokens[i % 2]),
        );
        assert_eq!(got.status, 200, "{}", got.body);
        doc = got.json();
        let (id, name, data) = live.next();
        assert_eq!((id, name.as_str()), (i as u64 + 1, "play"));
        assert_eq!(
            data["record"], doc["record"],
            "the event's data is the table"
        );
    }
    drop(live);
    // A device that saw version 1 gets 2 and 3, then what comes next.
    let (_, mut resumed) = Events::open(addr, &code, Some(1));
    for v in [2, 3] {
        let (id, name, data) = resumed.next();
        assert_eq!((id, name.as_str()), (v, "play"));
        assert_eq!(data["version"], v);
    }
    let got = post(
        addr,
        &format!("/api/tables/{code}/play"),
        first_play(&doc, &tokens[1]),
    );
    assert_eq!(got.status, 200, "{}", got.body);
    let (id, _, _) = resumed.next();
    assert_eq!(id, 4);
    // Up to date: nothing is sent again.
    let (_, mut up) = Events::open(addr, &code, Some(4));
    let got = post(
        addr,
        &format!("/api/tables/{code}/undo"),
        json!({ "token": tokens[1], "version": 4 }),
    );
    assert_eq!(got.status, 200, "{}", got.body);
    assert_eq!(up.next().0, 5);
    assert_eq!(resumed.next().1, "undo");
    // An unknown table has no events.
    assert_eq!(Events::open(addr, "AAAAA", None).0, 404);
}

/// The words of a document's legal plays.
fn legal_words(doc: &Value) -> Vec<String> {
    doc["legal"]
        .as_array()
        .expect("legal plays")
        .iter()
        .map(|m| m["words"].as_str().expect("words").to_string())
        .collect()
}

/// A document's legal plays without their words (what no language changes).
fn legal_without_words(doc: &Value) -> Vec<Value> {
    let mut legal = doc["legal"].as_array().expect("legal plays").clone();
    for m in &mut legal {
        m.as_object_mut().unwrap().remove("words");
    }
    legal
}

/// Checks `doc`'s legal plays are said in `lang` (not one English word) and are `english`'s
/// in all but their words.
fn said_in(doc: &Value, lang: &str, english: &Value) {
    use furunkulus::i18n::Lang;
    let l = match lang {
        "de" => Lang::De,
        "fr" => Lang::Fr,
        _ => Lang::En,
    };
    let words = legal_words(doc);
    assert!(!words.is_empty());
    assert_ne!(words, legal_words(english), "{lang}: {words:?}");
    for w in &words {
        let found = crate::languages::english_words(w, l, &Default::default());
        assert!(found.is_empty(), "{lang}: English {found:?} in {w:?}");
    }
    assert_eq!(legal_without_words(doc), legal_without_words(english));
    for key in [
        "record",
        "state",
        "replay",
        "position",
        "seats",
        "version",
        "tiles_left",
    ] {
        assert_eq!(doc[key], english[key], "{lang}: {key}");
    }
}

#[test]
fn a_tables_documents_speak_the_language_of_the_device_asking() {
    let addr = server();
    let c = create(addr, json!({ "players": ["red", "blue"], "seed": 21 }));
    let code = c["table"].as_str().unwrap().to_string();
    let tokens = [token(&c, "red"), token(&c, "blue")];
    let english = table(addr, &code);
    assert!(
        legal_words(&english)
            .iter()
            .any(|w| !crate::languages::english_words(
                w,
                furunkulus::i18n::Lang::En,
                &Default::default()
            )
            .is_empty()),
        "English words in English"
    );
    for lang in ["de", "fr"] {
        let got = get(addr, &format!("/api/tables/{code}?lang={lang}"));
        assert_eq!(got.status, 200, "{}", got.body);
        said_in(&got.json(), lang, &english);
        // Accept-Language as well.
        let got = http(
            addr,
            "GET",
            &format!("/api/tables/{code}"),
            &format!("Accept-Language: {lang}\r\n"),
            "",
        );
        said_in(&got.json(), lang, &english);
    }
    // Streams in German and in English; a play asked in French.
    let (status, mut de) = Events::open_with(addr, &code, None, "lang=de");
    assert_eq!(status, 200);
    let (_, mut en) = Events::open_with(addr, &code, None, "seat=blue");
    let (_, _, first_de) = de.next();
    let (_, _, first_en) = en.next();
    said_in(&first_de, "de", &first_en);
    assert_eq!(first_en["legal"], english["legal"]);
    let mut play = first_play(&english, &tokens[0]);
    play["lang"] = json!("fr");
    let got = post(addr, &format!("/api/tables/{code}/play"), play);
    assert_eq!(got.status, 200, "{}", got.body);
    let fr = got.json();
    let after = table(addr, &code);
    said_in(&fr, "fr", &after);
    let (id, name, data_de) = de.next();
    assert_eq!((id, name.as_str()), (1, "play"));
    let (_, _, data_en) = en.next();
    assert_eq!(
        data_en["legal"], after["legal"],
        "the English stream in English"
    );
    said_in(&data_de, "de", &data_en);
    // A stale version's refusal carries the table in the request's language.
    let mut stale = first_play(&english, &tokens[1]);
    stale["lang"] = json!("de");
    let got = post(addr, &format!("/api/tables/{code}/play"), stale);
    assert_eq!(got.status, 409, "{}", got.body);
    said_in(&got.json()["table"], "de", &after);
    // A German device that reconnects gets the missed change in German.
    let (_, mut back) = Events::open_with(addr, &code, Some(0), "lang=de");
    let (id, _, missed) = back.next();
    assert_eq!(id, 1);
    said_in(&missed, "de", &data_en);
}

#[test]
fn limits_tables_per_server_and_streams_per_table() {
    let addr = start(furunkulus::serve::TablesConfig {
        max_tables: 2,
        max_streams: 2,
        ..Default::default()
    });
    let c = create(addr, json!({ "players": ["red", "blue"] }));
    create(addr, json!({ "players": ["red", "blue"] }));
    let got = post(addr, "/api/tables", json!({ "players": ["red", "blue"] }));
    assert_eq!(got.status, 429);
    assert!(got.error().contains("holds 2 tables"), "{}", got.body);
    let code = c["table"].as_str().unwrap();
    let (a, _ea) = Events::open(addr, code, None);
    let (b, _eb) = Events::open(addr, code, None);
    let (third, _) = Events::open(addr, code, None);
    assert_eq!((a, b, third), (200, 200, 429));
    drop(_ea);
    // The closed stream makes room (once the server has seen it go).
    let t0 = Instant::now();
    loop {
        let (s, _e) = Events::open(addr, code, None);
        if s == 200 {
            break;
        }
        assert!(t0.elapsed() < Duration::from_secs(30));
        std::thread::sleep(Duration::from_millis(100));
    }
    // A body over the server's bound.
    let big = "x".repeat(300 * 1024);
    let got = post(addr, "/api/tables", json!({ "record": big }));
    assert_eq!(got.status, 413);
}

#[test]
fn idle_tables_expire_after_the_configured_time() {
    let dir = tempfile::tempdir().unwrap();
    let addr = start(furunkulus::serve::TablesConfig {
        data: Some(dir.path().to_path_buf()),
        ttl: Duration::from_secs(2),
        ..Default::default()
    });
    let c = create(addr, json!({ "players": ["red", "blue"] }));
    let code = c["table"].as_str().unwrap();
    assert_eq!(get(addr, &format!("/api/tables/{code}")).status, 200);
    let t0 = Instant::now();
    while get(addr, &format!("/api/tables/{code}")).status == 200 {
        assert!(t0.elapsed() < Duration::from_secs(30), "never expired");
        std::thread::sleep(Duration::from_millis(200));
    }
    assert!(
        t0.elapsed() >= Duration::from_secs(1),
        "expired before its time"
    );
    assert_eq!(get(addr, &format!("/api/tables/{code}")).status, 404);
}

/// `furunkulus serve --data DIR` as a process; its address.
fn serve_process(data: &std::path::Path) -> (std::process::Child, SocketAddr) {
    serve_process_with(data, &[])
}

/// [`serve_process`] with environment variables set.
fn serve_process_with(
    data: &std::path::Path,
    env: &[(&str, &str)],
) -> (std::process::Child, SocketAddr) {
    let mut child = bin()
        .args(["serve", "--port", "0", "--data", data.to_str().unwrap()])
        .envs(env.iter().copied())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    let mut err = BufReader::new(child.stderr.take().unwrap());
    err.read_line(&mut first).unwrap();
    // The rest of standard error read as it comes (a closed pipe would stop the server).
    std::thread::spawn(move || std::io::copy(&mut err, &mut std::io::sink()));
    let addr = first
        .strip_prefix("Serving the board on ")
        .and_then(|r| r.split(": open").next())
        .and_then(|a| a.parse().ok())
        .unwrap_or_else(|| panic!("{first}"));
    (child, addr)
}

#[cfg(unix)]
#[test]
fn every_answered_play_survives_sigkill_and_a_restart() {
    let data = tempfile::tempdir().unwrap();
    let (mut server, mut addr) = serve_process(data.path());
    let c = create(addr, json!({ "players": ["red", "blue"], "seed": 17 }));
    let code = c["table"].as_str().unwrap().to_string();
    let tokens = [token(&c, "red"), token(&c, "blue")];
    let mut doc = table(addr, &code);
    for round in 1..=3u64 {
        let mut last = Value::Null;
        for _ in 0..2 {
            let who = doc["state"]["to_play"].as_str().unwrap();
            let t = if who == "red" { &tokens[0] } else { &tokens[1] };
            let got = post(
                addr,
                &format!("/api/tables/{code}/play"),
                first_play(&doc, t),
            );
            assert_eq!(got.status, 200, "{}", got.body);
            doc = got.json();
            last = doc["record"].clone();
        }
        // SIGKILL right after the answer: no chance to flush anything.
        server.kill().unwrap();
        server.wait().unwrap();
        (server, addr) = serve_process(data.path());
        let back = table(addr, &code);
        assert_eq!(back["version"], round * 2, "every answered play is there");
        assert_eq!(back["record"], last);
        // After the restart: a stale version and a wrong token are still refused.
        let stale = post(addr, &format!("/api/tables/{code}/play"), {
            let mut b = first_play(&back, &tokens[0]);
            b["version"] = json!(round * 2 - 1);
            b
        });
        assert_eq!(stale.status, 409, "{}", stale.body);
        let wrong = post(
            addr,
            &format!("/api/tables/{code}/play"),
            first_play(&back, &"f".repeat(32)),
        );
        assert_eq!(wrong.status, 403);
        doc = back;
    }
    server.kill().unwrap();
    server.wait().unwrap();
}

/// A seat's code, as the host's page shows it.
fn seat_code(created: &Value, player: &str) -> String {
    created["seats"][player]["code"]
        .as_str()
        .unwrap()
        .to_string()
}

#[test]
fn a_seat_is_taken_by_typing_its_code_and_codes_cannot_be_guessed() {
    // A server of its own: the tries of this address are counted from zero.
    let addr = start(Default::default());
    let c = create(addr, json!({ "players": ["red", "blue"], "seed": 3 }));
    let code = c["table"].as_str().unwrap().to_string();
    let red = seat_code(&c, "red");
    assert_eq!(red.len(), 8, "{red}");
    assert!(
        red.bytes().all(|b| b"ACDEFHJKMNPRTUVWXY".contains(&b)),
        "{red}"
    );
    assert_ne!(red, seat_code(&c, "blue"));
    // The host's links give the codes too.
    let links = post(
        addr,
        &format!("/api/tables/{code}/links"),
        json!({ "token": c["host"] }),
    );
    assert_eq!(links.json()["seats"]["red"]["code"], red.as_str());
    // Typed in any case, with spaces and dashes.
    let typed = format!("{} - {}", &red[..4], &red[4..]).to_lowercase();
    let got = post(addr, "/api/join", json!({ "code": typed }));
    assert_eq!(got.status, 200, "{}", got.body);
    let seat = got.json();
    assert_eq!(seat["table"], code.as_str());
    assert_eq!(seat["seat"], "red");
    assert_eq!(seat["token"], token(&c, "red").as_str());
    assert_eq!(
        seat["link"],
        format!("/t/{code}#seat={}", token(&c, "red")).as_str()
    );
    // The token got from the code plays the seat.
    let doc = table(addr, &code);
    let who = doc["state"]["to_play"].as_str().unwrap().to_string();
    let joined = post(
        addr,
        "/api/join",
        json!({ "code": seat_code(&c, &who), "lang": "de" }),
    )
    .json();
    let played = post(
        addr,
        &format!("/api/tables/{code}/play"),
        first_play(&doc, joined["token"].as_str().unwrap()),
    );
    assert_eq!(played.status, 200, "{}", played.body);
    // A wrong code: 404 in the player's words.
    let mut wrong = red.clone().into_bytes();
    wrong[0] = if wrong[0] == b'A' { b'C' } else { b'A' };
    let wrong = String::from_utf8(wrong).unwrap();
    for (bad, lang) in [(wrong.as_str(), "en"), ("b0b-1", "fr"), ("", "en")] {
        let got = post(addr, "/api/join", json!({ "code": bad, "lang": lang }));
        assert_eq!(got.status, 404, "{bad}: {}", got.body);
        assert!(got.error().contains("code"), "{}", got.error());
    }
    // A malformed request is not a try.
    let got = post(addr, "/api/join", json!({ "code": red, "seat": "red" }));
    assert_eq!(got.status, 400, "{}", got.body);
    // 5 tries so far; 5 more, then this address must wait.
    for _ in 0..5 {
        assert_eq!(
            post(addr, "/api/join", json!({ "code": wrong })).status,
            404
        );
    }
    let refused = post(addr, "/api/join", json!({ "code": red }));
    assert_eq!(refused.status, 429, "{}", refused.body);
    assert!(refused.error().contains("10"), "{}", refused.error());
    assert!(
        refused.head.to_ascii_lowercase().contains("retry-after:"),
        "{}",
        refused.head
    );
    assert!(!refused.body.contains(&token(&c, "red")));
}

#[cfg(unix)]
#[test]
fn a_seat_code_survives_a_restart() {
    let data = tempfile::tempdir().unwrap();
    let (mut server, addr) = serve_process(data.path());
    let c = create(addr, json!({ "players": ["red", "blue"] }));
    server.kill().unwrap();
    server.wait().unwrap();
    let (mut server, addr) = serve_process(data.path());
    let got = post(addr, "/api/join", json!({ "code": seat_code(&c, "blue") }));
    assert_eq!(got.status, 200, "{}", got.body);
    assert_eq!(got.json()["token"], token(&c, "blue").as_str());
    assert_eq!(got.json()["table"], c["table"]);
    server.kill().unwrap();
    server.wait().unwrap();
}

/// Event streams asked for codes that name no table are refused (404) before anything is
/// kept for them: the server's memory does not grow with such requests (the tables it keeps
/// in memory, told by `/api/stats`, stay none).
#[test]
fn streams_of_unknown_tables_keep_nothing_in_memory() {
    let dir = tempfile::tempdir().unwrap();
    let (mut child, addr) = serve_process_with(dir.path(), &[("FURUNKULUS_STATS", "1")]);
    let letters = "ACDEFHJKMNPRTUVWXY".as_bytes();
    for i in 0..20usize {
        let code: String = (0..5)
            .map(|k| letters[(i * 7 + k * 5) % letters.len()] as char)
            .collect();
        let got = get(addr, &format!("/api/tables/{code}/events"));
        assert_eq!(got.status, 404, "{code}: {}", got.body);
        assert!(got.json()["error"].is_string());
    }
    let stats = get(addr, "/api/stats").json();
    assert_eq!(stats["tables_in_memory"], 0, "{stats}");
    // A table that is there is kept while its stream is open.
    let c = create(addr, json!({ "players": ["red", "blue"] }));
    let (status, _open) = Events::open(addr, c["table"].as_str().unwrap(), None);
    assert_eq!(status, 200);
    assert_eq!(get(addr, "/api/stats").json()["tables_in_memory"], 1);
    child.kill().unwrap();
    child.wait().unwrap();
}

/// One address makes at most so many tables in ten minutes (429 beyond, with when to try
/// again, in the device's language): one device cannot take every table the server holds.
#[test]
fn one_device_makes_only_so_many_tables() {
    let addr = start(furunkulus::serve::TablesConfig {
        created_per_address: 3,
        ..Default::default()
    });
    for _ in 0..3 {
        create(addr, json!({ "players": ["red", "blue"] }));
    }
    let got = post(addr, "/api/tables", json!({ "players": ["red", "blue"] }));
    assert_eq!(got.status, 429, "{}", got.body);
    assert!(
        got.error()
            .contains("Too many tables made from this device (3 in 10 minutes)"),
        "{}",
        got.body
    );
    let wait: u64 = got
        .head
        .lines()
        .find_map(|l| l.strip_prefix("retry-after: "))
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or_else(|| panic!("{}", got.head));
    assert!((1..=600).contains(&wait), "{wait}");
    let got = post(
        addr,
        "/api/tables",
        json!({ "players": ["rot", "blau"], "lang": "de" }),
    );
    assert_eq!(got.status, 429);
    assert!(
        got.error().starts_with("Zu viele Tische von diesem Gerät"),
        "{}",
        got.body
    );
    // Joining and watching go on.
    assert_eq!(get(addr, "/api/tables/ACDEF").status, 404);
}

/// One address holds at most 8 event streams on a table (429 beyond, in its language), so a
/// device watching with its code cannot take the 32 streams of the players' phones; a stream
/// closed makes room again.
#[test]
fn one_device_holds_only_so_many_streams_of_a_table() {
    let addr = start(Default::default());
    let c = create(addr, json!({ "players": ["red", "blue"] }));
    let code = c["table"].as_str().unwrap();
    let mut open = Vec::new();
    for _ in 0..furunkulus::serve::tables::STREAMS_PER_ADDRESS {
        let (status, e) = Events::open_with(addr, code, None, "lang=de");
        assert_eq!(status, 200);
        open.push(e);
    }
    let got = get(addr, &format!("/api/tables/{code}/events?lang=de"));
    assert_eq!(got.status, 429, "{}", got.body);
    assert!(
        got.error()
            .starts_with("Dieses Gerät folgt diesem Tisch schon 8-mal"),
        "{}",
        got.body
    );
    open.pop();
    let t0 = Instant::now();
    loop {
        let (s, _e) = Events::open_with(addr, code, None, "lang=de");
        if s == 200 {
            break;
        }
        assert!(t0.elapsed() < Duration::from_secs(30));
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// Codes that name no table are answered 404 at most 30 times a minute to one address; then
/// its table requests get 429 (with when to try again) until the minute is over: guessing
/// a table's code is slowed from thousands a second to 30 a minute.
#[test]
fn guessing_table_codes_is_slowed_down() {
    let addr = start(Default::default());
    let c = create(addr, json!({ "players": ["red", "blue"] }));
    let code = c["table"].as_str().unwrap();
    let letters = "ACDEFHJKMNPRTUVWXY".as_bytes();
    for i in 0..furunkulus::serve::guard::MAX_TABLE_MISSES {
        let guess: String = (0..5)
            .map(|k| letters[(i * 5 + k * 3 + 1) % letters.len()] as char)
            .collect();
        if guess == code {
            continue;
        }
        assert_eq!(
            get(addr, &format!("/api/tables/{guess}")).status,
            404,
            "{i}"
        );
    }
    let got = get(addr, "/api/tables/ACDEF?lang=fr");
    assert_eq!(got.status, 429, "{}", got.body);
    assert!(
        got.error()
            .starts_with("Trop de codes sans table depuis cet appareil"),
        "{}",
        got.body
    );
    assert!(got.head.contains("retry-after: "), "{}", got.head);
    // The table itself waits too, for this address; creating one does not.
    assert_eq!(get(addr, &format!("/api/tables/{code}")).status, 429);
    assert_eq!(
        post(addr, "/api/tables", json!({ "players": ["red", "blue"] })).status,
        201
    );
}
