//! `furunkulus serve`: the JSON API against a server on a random loopback port (every
//! endpoint's document equal to the command line's for the same input, bad JSON, oversize
//! bodies, unknown routes, names that try to be paths), the page and its assets, the command's
//! warnings, and a bounded load test (`--ignored`). The page in a browser: `browser/`.

use crate::common::{bin, run_bin, stderr, stdout};
use serde_json::{json, Value};
use std::io::{BufRead, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::path::PathBuf;
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// The position most tests use: the basic layout, the monster on j8 facing east, two pawns
/// with faces (red A is eaten by an 8).
pub(crate) const POSITION: &str = "setup: basic\nmonster: {at: j8, facing: east}\npawns:\n  - {name: A, at: j2, player: red, face: 3}\n  - {name: B, at: l9, player: blue, face: 4}\n";

/// The server all tests share, with a `--dir` holding one scenario, a file that is not one,
/// a hidden one, a sub-folder and a link out of the folder.
pub(crate) fn server() -> SocketAddr {
    static ADDR: OnceLock<(SocketAddr, PathBuf)> = OnceLock::new();
    ADDR.get_or_init(|| {
        let dir = tempfile::tempdir().unwrap().keep();
        std::fs::write(dir.join("two-pawns.yaml"), POSITION).unwrap();
        std::fs::write(dir.join("notes.txt"), "not a scenario").unwrap();
        std::fs::write(dir.join("broken.yaml"), "monster: {at: z9}\n").unwrap();
        std::fs::write(dir.join(".hidden.yaml"), POSITION).unwrap();
        std::fs::create_dir(dir.join("sub")).unwrap();
        std::fs::write(dir.join("sub/inner.yaml"), POSITION).unwrap();
        #[cfg(unix)]
        std::os::unix::fs::symlink("/etc/hostname", dir.join("link.yaml")).unwrap();
        let (tx, rx) = std::sync::mpsc::channel();
        let config = furunkulus::serve::Config {
            port: 0,
            dir: Some(dir.clone()),
            ..Default::default()
        };
        std::thread::spawn(move || {
            furunkulus::serve::run_blocking(&config, |addr| tx.send(addr).unwrap()).unwrap();
        });
        (rx.recv_timeout(Duration::from_secs(30)).unwrap(), dir)
    })
    .0
}

/// An answer: status, content type, body.
pub(crate) struct Got {
    pub(crate) status: u16,
    kind: String,
    /// The status line and headers, lower case.
    head: String,
    body: Vec<u8>,
}

impl Got {
    pub(crate) fn json(&self) -> Value {
        serde_json::from_slice(&self.body)
            .unwrap_or_else(|e| panic!("{e}: {}", String::from_utf8_lossy(&self.body)))
    }
    pub(crate) fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }
}

/// One HTTP/1.1 request with `Connection: close`, the answer read to its end.
fn http(addr: SocketAddr, method: &str, path: &str, body: &[u8]) -> Got {
    http_with(addr, method, path, "", body)
}

/// [`http`] with more header lines (`extra`, each ending in CRLF).
pub(crate) fn http_with(
    addr: SocketAddr,
    method: &str,
    path: &str,
    extra: &str,
    body: &[u8],
) -> Got {
    let mut s = TcpStream::connect(addr).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(120))).unwrap();
    let head = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\n{extra}Content-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    );
    s.write_all(head.as_bytes()).unwrap();
    // A server may answer (413) before reading a large body, and close: that is fine.
    let _ = s.write_all(body);
    let mut all = Vec::new();
    let _ = s.read_to_end(&mut all);
    let end = all
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .expect("an answer with headers");
    let head = String::from_utf8_lossy(&all[..end]).to_string();
    let status = head[9..12].parse().unwrap();
    let kind = head
        .lines()
        .find_map(|l| {
            l.to_ascii_lowercase()
                .strip_prefix("content-type:")
                .map(|v| v.trim().to_string())
        })
        .unwrap_or_default();
    Got {
        status,
        kind,
        head: head.to_ascii_lowercase(),
        body: all[end + 4..].to_vec(),
    }
}

pub(crate) fn post(path: &str, body: Value) -> Got {
    http(server(), "POST", path, body.to_string().as_bytes())
}

pub(crate) fn get(path: &str) -> Got {
    http(server(), "GET", path, b"")
}

/// The command line's standard output (exit 0) on POSITION written to `position.yaml`.
pub(crate) fn cli(args: &[&str]) -> String {
    cli_wide(args, 80)
}

/// [`cli`] with text `columns` wide.
pub(crate) fn cli_wide(args: &[&str], columns: usize) -> String {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("position.yaml"), POSITION).unwrap();
    let o = bin()
        .current_dir(dir.path())
        .env("COLUMNS", columns.to_string())
        .args(args)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(0), "{args:?}: {}", stderr(&o));
    stdout(&o)
}

fn assert_same(api: &Got, cli_out: &str, what: &str) {
    assert_eq!(api.status, 200, "{what}: {}", api.text());
    assert_eq!(api.kind, "application/json", "{what}");
    assert_eq!(
        api.text(),
        cli_out,
        "{what}: the API's document is the CLI's"
    );
}

#[test]
fn every_endpoint_answers_the_clis_json_document() {
    let s = |extra: Value| {
        let mut body = json!({ "scenario": POSITION });
        for (k, v) in extra.as_object().unwrap() {
            body[k] = v.clone();
        }
        body
    };
    let cases: Vec<(&str, Value, Vec<&str>)> = vec![
        (
            "/api/validate",
            s(json!({})),
            vec!["show", "position.yaml", "--format", "json"],
        ),
        (
            "/api/trace",
            s(json!({"tile": "8"})),
            vec!["trace", "position.yaml", "--tile", "8", "--format", "json"],
        ),
        (
            "/api/trace",
            s(json!({"tile": "prey-2", "options": ["pivot-when-tied=push"]})),
            vec![
                "trace",
                "position.yaml",
                "--tile",
                "prey-2",
                "--option",
                "pivot-when-tied=push",
                "--format",
                "json",
            ],
        ),
        (
            "/api/moves",
            s(json!({"pawn": "A"})),
            vec!["moves", "position.yaml", "--pawn", "A", "--format", "json"],
        ),
        (
            "/api/moves",
            s(json!({"pawn": "B", "points": 2})),
            vec![
                "moves",
                "position.yaml",
                "--pawn",
                "B",
                "--points",
                "2",
                "--format",
                "json",
            ],
        ),
        (
            "/api/moves",
            s(json!({"pawn": "A", "to": "a5"})),
            vec![
                "moves",
                "position.yaml",
                "--pawn",
                "A",
                "--to",
                "a5",
                "--format",
                "json",
            ],
        ),
        (
            "/api/risk",
            s(json!({})),
            vec!["risk", "position.yaml", "--format", "json"],
        ),
        (
            "/api/risk",
            s(json!({"tiles": "8,10"})),
            vec![
                "risk",
                "position.yaml",
                "--tiles",
                "8,10",
                "--format",
                "json",
            ],
        ),
        (
            "/api/survive",
            s(json!({"pawn": "A"})),
            vec![
                "search",
                "survive",
                "position.yaml",
                "--pawn",
                "A",
                "--format",
                "json",
            ],
        ),
        (
            "/api/lure",
            s(json!({"pawn": "B", "target": "A"})),
            vec![
                "search",
                "lure",
                "position.yaml",
                "--pawn",
                "B",
                "--target",
                "A",
                "--format",
                "json",
            ],
        ),
    ];
    for (path, body, args) in cases {
        assert_same(&post(path, body), &cli(&args), &format!("{path} {args:?}"));
    }
    // Text and pictures are the CLI's too.
    let text = post(
        "/api/moves",
        s(json!({"pawn": "A", "to": "a5", "format": "text"})),
    );
    assert_eq!(text.status, 200);
    assert_eq!(
        text.text(),
        cli(&["moves", "position.yaml", "--pawn", "A", "--to", "a5"])
    );
    assert!(text.text().contains("cannot"), "{}", text.text());
    let svg = post("/api/validate", s(json!({"format": "svg"})));
    assert_eq!((svg.status, svg.kind.as_str()), (200, "image/svg+xml"));
    assert_eq!(
        svg.text(),
        cli(&["show", "position.yaml", "--format", "svg"])
    );
    let png = post("/api/trace", s(json!({"tile": "8", "format": "png"})));
    assert_eq!((png.status, png.kind.as_str()), (200, "image/png"));
    assert!(png.body.starts_with(b"\x89PNG"));
}

#[test]
fn the_stepped_trace_holds_the_clis_document_and_its_sentences() {
    let cli_doc: Value = serde_json::from_str(&cli(&[
        "trace",
        "position.yaml",
        "--tile",
        "8",
        "--format",
        "json",
    ]))
    .unwrap();
    // In each language (the request's `lang`), the sentences of `trace --lang`.
    for (lang, eats) in [("en", "eats A"), ("de", "frisst A"), ("fr", "dévore A")] {
        let got = post(
            "/api/trace",
            json!({ "scenario": POSITION, "tile": "8", "format": "steps", "lang": lang }),
        );
        assert_eq!(got.status, 200, "{}", got.text());
        let doc = got.json();
        assert_eq!(
            doc["trace"], cli_doc,
            "the JSON is the same in every language"
        );
        let text = cli_wide(
            &["trace", "position.yaml", "--tile", "8", "--lang", lang],
            10_000,
        );
        let steps = doc["steps"].as_array().unwrap();
        assert_eq!(steps.len(), cli_doc["steps"].as_array().unwrap().len());
        for s in steps {
            assert!(
                text.contains(s["heading"].as_str().unwrap()),
                "{}",
                s["heading"]
            );
            for t in s["sentences"].as_array().unwrap() {
                assert!(text.contains(t["text"].as_str().unwrap()), "{t}");
            }
        }
        let summary = doc["summary"].as_str().unwrap();
        assert!(summary.contains(eats), "{summary}");
        assert!(text.contains(summary), "{summary}");
    }
    // Without `lang`, the browser's Accept-Language; a language we do not speak is refused.
    let body = json!({ "scenario": POSITION, "tile": "8", "format": "steps" }).to_string();
    let got = http_with(
        server(),
        "POST",
        "/api/trace",
        "Accept-Language: es, fr-CH;q=0.9, en;q=0.5\r\n",
        body.as_bytes(),
    );
    assert!(got.json()["summary"].as_str().unwrap().contains("dévore A"));
    let got = post(
        "/api/trace",
        json!({ "scenario": POSITION, "tile": "8", "lang": "es" }),
    );
    assert_eq!(got.status, 400);
    assert!(got.json()["error"]
        .as_str()
        .unwrap()
        .contains("en, de or fr"));
}

#[test]
fn a_bad_position_gets_the_loaders_located_messages() {
    let bad =
        "monster: {at: z9, facing: east}\npawns:\n  - {name: A, at: j2}\n  - {name: A, at: j3}\n";
    let got = post("/api/trace", json!({ "scenario": bad, "tile": "8" }));
    assert_eq!(got.status, 422);
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("position.yaml"), bad).unwrap();
    let o = bin()
        .current_dir(dir.path())
        .args(["check", "position.yaml"])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1));
    let message = got.json()["error"].as_str().unwrap().to_string();
    assert!(message.contains("position.yaml:1:15:"), "{message}");
    for line in message.lines().filter(|l| l.starts_with("position.yaml:")) {
        assert!(
            stdout(&o).contains(line) || stderr(&o).contains(line),
            "{line}"
        );
    }
    // A name for messages is a plain file name, never a path.
    let got = post(
        "/api/validate",
        json!({ "scenario": bad, "name": "../etc/passwd" }),
    );
    assert_eq!(got.status, 400, "{}", got.text());
    let got = post(
        "/api/validate",
        json!({ "scenario": bad, "name": "table.yaml" }),
    );
    assert!(got.json()["error"]
        .as_str()
        .unwrap()
        .contains("table.yaml:1:15:"));
    // Unknown pawns, bad tiles and bad options: the CLI's words, 4xx.
    let got = post("/api/moves", json!({ "scenario": POSITION, "pawn": "Z" }));
    assert_eq!(got.status, 422);
    assert!(got.json()["error"]
        .as_str()
        .unwrap()
        .contains("no pawn `Z`"));
    assert_eq!(
        post("/api/trace", json!({ "scenario": POSITION, "tile": "21" })).status,
        400
    );
    assert_eq!(
        post(
            "/api/trace",
            json!({ "scenario": POSITION, "tile": "8", "options": ["nope=1"] })
        )
        .status,
        400
    );
    assert_eq!(
        post("/api/moves", json!({ "scenario": POSITION })).status,
        400
    );
}

#[test]
fn bad_json_oversize_bodies_and_unknown_routes_are_refused_and_the_server_goes_on() {
    let addr = server();
    let got = http(addr, "POST", "/api/trace", b"{not json");
    assert_eq!(got.status, 400);
    assert!(got.json()["error"]
        .as_str()
        .unwrap()
        .starts_with("bad JSON request"));
    let got = post("/api/trace", json!({ "scenario": POSITION, "tiel": "8" }));
    assert_eq!(got.status, 400, "unknown fields are refused");
    assert!(got.text().contains("tiel"));
    let got = post("/api/trace", json!({ "scenario": 5 }));
    assert_eq!(got.status, 400);
    let big = json!({ "scenario": format!("# {}\n{POSITION}", "x".repeat(300 * 1024)) });
    let got = post("/api/trace", big);
    assert_eq!(got.status, 413, "bodies over the limit are refused");
    assert_eq!(get("/api/nothing").status, 404);
    assert_eq!(post("/api/nothing", json!({})).status, 404);
    assert_eq!(get("/nothing.html").status, 404);
    assert_eq!(get("/api/trace").status, 405);
    // Still serving.
    let got = post("/api/trace", json!({ "scenario": POSITION, "tile": "8" }));
    assert_eq!(got.status, 200);
}

#[test]
fn only_plain_scenario_files_of_the_folder_can_be_opened() {
    let list = get("/api/scenarios").json();
    assert_eq!(
        list,
        json!({ "scenarios": ["broken.yaml", "two-pawns.yaml"] })
    );
    let broken = get("/api/scenarios/broken.yaml");
    assert_eq!(broken.status, 422);
    let message = broken.json()["error"].as_str().unwrap().to_string();
    assert!(message.contains("broken.yaml:1:15:"), "{message}");
    assert!(!message.contains('/'), "no folder named: {message}");
    let got = get("/api/scenarios/two-pawns.yaml");
    assert_eq!(got.status, 200);
    let doc = got.json();
    assert_eq!(doc["file"], POSITION);
    assert_eq!(
        doc["lists"]["monster"],
        json!({ "at": "j8", "facing": "east" })
    );
    assert_eq!(doc["lists"]["pawns"][0]["name"], "A");
    assert_eq!(
        doc["lists"]["stones"].as_array().unwrap().len(),
        11,
        "the basic stones, written out"
    );
    for name in [
        "link.yaml",
        ".hidden.yaml",
        "notes.txt",
        "sub%2Finner.yaml",
        "..%2F..%2Fetc%2Fpasswd",
        "%2Fetc%2Fpasswd",
        "..",
        "sub",
    ] {
        let got = get(&format!("/api/scenarios/{name}"));
        assert!(got.status == 404, "{name}: {} {}", got.status, got.text());
    }
    assert_eq!(get("/api/scenarios/../../etc/passwd").status, 404);
}

#[test]
fn starts_load_back_as_the_same_position() {
    let basic = get("/api/start/basic").json();
    assert_eq!(basic["lists"]["pools"].as_array().unwrap().len(), 2);
    let again = post("/api/open", json!({ "scenario": basic["yaml"] })).json();
    assert_eq!(again, basic);
    let a = get("/api/start/advanced-7").json();
    assert_eq!(
        a,
        get("/api/start/advanced-7").json(),
        "the same seed, the same setup"
    );
    assert_eq!(a["lists"]["teleporters"].as_array().unwrap().len(), 4);
    assert_eq!(
        post("/api/validate", json!({ "scenario": a["yaml"] })).status,
        200
    );
    assert_eq!(
        get("/api/start/empty").json()["lists"]["monster"]["at"],
        "a1"
    );
    assert_eq!(get("/api/start/advanced-x").status, 400);
}

#[test]
fn a_game_is_played_through_the_api_with_the_clis_state() {
    let new = post(
        "/api/game/new",
        json!({ "players": ["red", "blue"], "seed": 5 }),
    );
    assert_eq!(new.status, 200, "{}", new.text());
    let mut g = new.json();
    assert_eq!(g["state"]["to_play"], "red");
    assert!(g["svg"].as_str().unwrap().starts_with("<svg"));
    // Play every legal first play until the monster phase, then draw.
    for _ in 0..40 {
        if g["state"]["phase"] != "pawns" {
            break;
        }
        let first = &g["legal"][0];
        let next = post(
            "/api/game/play",
            json!({ "record": g["record"], "pawn": first["pawn"], "path": first["path"] }),
        );
        assert_eq!(next.status, 200, "{}", next.text());
        g = next.json();
    }
    assert_eq!(g["state"]["phase"], "monster");
    let drawn = post(
        "/api/game/play",
        json!({ "record": g["record"], "tile": "draw" }),
    );
    assert_eq!(drawn.status, 200, "{}", drawn.text());
    let g = drawn.json();
    assert_eq!(g["state"]["turn"], 2);
    assert_eq!(
        g["replay"]["turns"][0]["tile"],
        g["state"]["tiles_played"]["round-1"][0]
    );
    // The state is `game state --format json` of the same record.
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("game.yaml"), g["record"].as_str().unwrap()).unwrap();
    let cli_state = bin()
        .current_dir(dir.path())
        .args(["game", "state", "game.yaml", "--format", "json"])
        .output()
        .unwrap();
    assert_eq!(cli_state.status.code(), Some(0), "{}", stderr(&cli_state));
    let state = post(
        "/api/game/state",
        json!({ "record": g["record"], "format": "json" }),
    );
    assert_eq!(
        state.text(),
        serde_json::to_string(&serde_json::from_str::<Value>(&stdout(&cli_state)).unwrap())
            .unwrap()
    );
    assert_eq!(g["state"], state.json());
    let cli_replay = bin()
        .current_dir(dir.path())
        .args(["game", "replay", "game.yaml", "--format", "json"])
        .output()
        .unwrap();
    let cli_replay: Value = serde_json::from_str(&stdout(&cli_replay)).unwrap();
    assert_eq!(
        g["replay"], cli_replay,
        "the replay is `game replay --format json`"
    );
    // An illegal play: the record's words, 422; the record is unchanged in the page.
    let pawn = g["legal"][0]["pawn"].as_str().unwrap();
    let bad = post(
        "/api/game/play",
        json!({ "record": g["record"], "pawn": pawn, "to": "a1" }),
    );
    assert_eq!(bad.status, 422, "{}", bad.text());
    assert!(
        bad.json()["error"].as_str().unwrap().contains("cannot"),
        "{}",
        bad.text()
    );
    let bad = post(
        "/api/game/play",
        json!({ "record": g["record"], "tile": "8" }),
    );
    assert_eq!(bad.status, 422, "no tile in the pawn phase: {}", bad.text());
    assert_eq!(
        post("/api/game/new", json!({ "players": ["red"] })).status,
        400
    );
    assert_eq!(
        post(
            "/api/game/state",
            json!({ "record": "players: [red, blue]\nsetup: sideways\n" })
        )
        .status,
        422
    );
}

/// Issue 26: the page knows the AI seats from the record's `seats:`, and writes the seats
/// typed in into the record (so a download, a reload and `game play` keep them).
#[test]
fn the_game_document_carries_the_records_seats_and_sets_them() {
    let record = "players: [Anna, Ben, Clara]\nseats: { Ben: greedy, Clara: expectimax }\nsetup: basic\nseed: 7\nturns: []\n";
    let g = post("/api/game/state", json!({ "record": record }));
    assert_eq!(g.status, 200, "{}", g.text());
    assert_eq!(
        g.json()["seats"],
        json!({ "Ben": "greedy", "Clara": "expectimax" })
    );
    // Set from the page (players matched ignoring case; `human` gives a seat back).
    let set = post(
        "/api/game/state",
        json!({ "record": record, "seats": { "anna": "random", "ben": "human", "clara": "greedy" } }),
    );
    assert_eq!(set.status, 200, "{}", set.text());
    let doc = set.json();
    assert_eq!(doc["seats"], json!({ "Anna": "random", "Clara": "greedy" }));
    let text = doc["record"].as_str().unwrap();
    let back = furunkulus::game::record::parse(text, "page.yaml").unwrap();
    assert_eq!(
        back.record.seat_level("Anna"),
        Some(furunkulus::ai::Level::Random)
    );
    assert_eq!(back.record.seat_level("Ben"), None);
    // A player who is not in the game, or a level that is none: 400 with the reason.
    for seats in [json!({ "Dora": "greedy" }), json!({ "Ben": "clever" })] {
        let bad = post(
            "/api/game/state",
            json!({ "record": record, "seats": seats }),
        );
        assert_eq!(bad.status, 400, "{}", bad.text());
        assert!(bad.json()["error"].as_str().unwrap().contains("`seats`"));
    }
}

#[test]
fn the_page_and_its_assets_are_embedded_and_fetch_nothing_from_elsewhere() {
    let page = get("/");
    assert_eq!(
        (page.status, page.kind.as_str()),
        (200, "text/html; charset=utf-8")
    );
    assert!(page
        .text()
        .contains("<script type=\"module\" src=\"/app.js\">"));
    let scripts: Vec<&str> = furunkulus::serve::assets::SCRIPTS
        .iter()
        .map(|(p, _)| *p)
        .collect();
    for path in scripts.iter().copied().chain(["/style.css", "/font.ttf"]) {
        let kind = match path {
            "/style.css" => "text/css; charset=utf-8",
            "/font.ttf" => "font/ttf",
            _ => "text/javascript; charset=utf-8",
        };
        let got = get(path);
        assert_eq!((got.status, got.kind.as_str()), (200, kind), "{path}");
        assert!(got.body.len() > 500, "{path}");
        if let Some((_, text)) = furunkulus::serve::assets::SCRIPTS
            .iter()
            .find(|(p, _)| *p == path)
        {
            assert_eq!(got.text(), *text, "{path}: the whole module");
        }
        if path == "/font.ttf" {
            continue;
        }
        let text = got.text();
        assert!(
            !text.contains("http://") && !text.contains("https://"),
            "{path} names no other site"
        );
        // Every module a script imports is one of the page's own, served here.
        for line in text.lines().filter(|l| l.starts_with("import ")) {
            let from = line.rsplit("from \"./").next().unwrap();
            let module = format!("/{}", from.trim_end_matches("\";"));
            assert!(scripts.contains(&module.as_str()), "{path}: {line}");
        }
    }
    assert!(
        !page.text().contains("http"),
        "the page names no other site"
    );
}

#[test]
fn serve_says_where_to_connect_and_warns_when_open_to_the_network() {
    let data = tempfile::tempdir().unwrap();
    for (host, warns) in [("127.0.0.1", false), ("0.0.0.0", true)] {
        let mut child = bin()
            .args(["serve", "--port", "0", "--host", host])
            // Tables in a folder of the test's, not the user's data folder.
            .args(["--data", data.path().to_str().unwrap()])
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        let mut lines = std::io::BufReader::new(child.stderr.take().unwrap()).lines();
        let first = lines.next().unwrap().unwrap();
        let second = lines.next().unwrap().unwrap();
        // On the network: the tables' page's address for phones, and its QR code.
        let tables = if warns {
            let third = lines.next().unwrap().unwrap();
            let qr = lines.next().unwrap().unwrap();
            Some((third, qr))
        } else {
            None
        };
        let _ = child.kill();
        let _ = child.wait();
        if let Some((third, qr)) = tables {
            assert!(third.contains("/t on a phone"), "{third}");
            assert!(!third.contains("0.0.0.0"), "{third}");
            assert!(qr.chars().any(|c| matches!(c, '▀' | '▄' | '█')), "{qr}");
        }
        assert!(
            first.starts_with(&format!("Serving the board on {host}:")),
            "{first}"
        );
        assert!(first.contains("open http://"), "{first}");
        assert_eq!(second.contains("anyone on this network"), warns, "{second}");
    }
    let o = run_bin(&["serve", "--dir", "no/such/folder", "--port", "0"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("no/such/folder"), "{}", stderr(&o));
}

/// A bounded load test on loopback: `cargo test --release --test all serve_load -- --ignored
/// --nocapture`. 10,000 trace requests from 16 clients; every one must succeed; prints the
/// latencies.
#[test]
#[ignore = "a load test: run it by name with --ignored (release build)"]
fn serve_load_ten_thousand_traces_from_sixteen_clients() {
    let addr = server();
    let body = json!({ "scenario": POSITION, "tile": "8" }).to_string();
    let (clients, each) = (16, 625);
    let start = Instant::now();
    let handles: Vec<_> = (0..clients)
        .map(|_| {
            let body = body.clone();
            std::thread::spawn(move || {
                let mut times = Vec::with_capacity(each);
                for _ in 0..each {
                    let t = Instant::now();
                    let got = http(addr, "POST", "/api/trace", body.as_bytes());
                    assert_eq!(got.status, 200);
                    times.push(t.elapsed());
                }
                times
            })
        })
        .collect();
    let mut times: Vec<Duration> = handles
        .into_iter()
        .flat_map(|h| h.join().unwrap())
        .collect();
    let total = start.elapsed();
    times.sort();
    let pct = |p: f64| times[((times.len() as f64 * p) as usize).min(times.len() - 1)];
    eprintln!(
        "{} requests, {clients} clients, {:.1} s: {:.0} requests/s; p50 {:?}, p99 {:?}, max {:?}",
        times.len(),
        total.as_secs_f64(),
        times.len() as f64 / total.as_secs_f64(),
        pct(0.50),
        pct(0.99),
        times[times.len() - 1]
    );
    assert_eq!(times.len(), 10_000);
}

#[test]
fn hints_and_ai_plays_through_the_api_are_the_clis() {
    let record = std::fs::read_to_string("tests/games/first-turn.yaml").unwrap();
    let cli_hint = bin()
        .args([
            "game",
            "hint",
            "tests/games/first-turn.yaml",
            "--ai",
            "greedy",
            "--format",
            "json",
        ])
        .output()
        .unwrap();
    assert_eq!(cli_hint.status.code(), Some(0), "{}", stderr(&cli_hint));
    let cli_hint: Value = serde_json::from_str(&stdout(&cli_hint)).unwrap();
    let hint = post(
        "/api/game/hint",
        json!({ "record": record, "ai": "greedy" }),
    );
    assert_eq!(hint.status, 200, "{}", hint.text());
    assert_eq!(hint.json(), cli_hint, "the API's hint is `game hint`'s");
    // The AI plays that play: the record gains it, and the answer says why.
    let played = post("/api/game/ai", json!({ "record": record, "ai": "greedy" }));
    assert_eq!(played.status, 200, "{}", played.text());
    let g = played.json();
    assert_eq!(g["ai"], cli_hint);
    let turns = g["replay"]["turns"].as_array().unwrap();
    let last = turns.last().unwrap()["plays"].as_array().unwrap();
    assert_eq!(last.last().unwrap()["pawn"], cli_hint["pawn"]);
    assert_eq!(last.last().unwrap()["to"], cli_hint["to"]);
    assert_ne!(
        g["state"]["to_play"], cli_hint["player"],
        "the turn moved on"
    );
    // Bad levels and options are the request's fault.
    let bad = post(
        "/api/game/hint",
        json!({ "record": record, "ai": "clever" }),
    );
    assert_eq!(bad.status, 400, "{}", bad.text());
    assert!(bad.json()["error"]
        .as_str()
        .unwrap()
        .contains("random, greedy, brs, paranoid, expectimax and mcts"));
    let bad = post(
        "/api/game/hint",
        json!({ "record": record, "ai_options": ["speed=2"] }),
    );
    assert_eq!(bad.status, 400, "{}", bad.text());
    // Nobody to play: the monster's phase comes first.
    let mut g = post("/api/game/new", json!({ "players": ["red", "blue"] })).json();
    while g["state"]["phase"] == "pawns" {
        g = post(
            "/api/game/ai",
            json!({ "record": g["record"], "ai": "random" }),
        )
        .json();
    }
    let none = post("/api/game/hint", json!({ "record": g["record"] }));
    assert_eq!(none.status, 422, "{}", none.text());
    assert!(none.json()["error"]
        .as_str()
        .unwrap()
        .contains("monster phase is next"));
}

/// The words written into a page: the map in its `<script id="words">`.
fn words_in(html: &str) -> serde_json::Map<String, Value> {
    let start = html
        .find("<script type=\"application/json\" id=\"words\">")
        .expect("the words in the page");
    let json = &html[start..];
    let json = &json[json.find('>').unwrap() + 1..json.find("</script>").unwrap()];
    match serde_json::from_str(json).unwrap() {
        Value::Object(m) => m,
        other => panic!("{other}"),
    }
}

/// Every word id the page uses (`t("id")` in its scripts, `data-t="id"` in its HTML; the
/// tables' page's `tt("tables.x")`, which is `web-tables-x` by one rule) is in the catalogue
/// (`locales/*/web.ftl`, `web-tables.ftl`) and in the words the server writes into the page,
/// and every word of the catalogue's page files is used.
#[test]
fn every_word_the_page_says_is_in_the_catalogue() {
    let en: std::collections::BTreeMap<&str, String> =
        furunkulus::serve::words::words(furunkulus::i18n::Lang::En)
            .into_iter()
            .collect();
    assert!(en.len() > 300, "{} ids", en.len());
    let html = get("/").text();
    let tables_html = get("/t").text();
    let served = words_in(&html);
    assert_eq!(served.len(), en.len(), "the page gets every word");
    assert_eq!(words_in(&tables_html), served);
    // The tables' page's former ids: `tables.lobbyTitle` is `web-tables-lobby-title`.
    let catalogue_id = |id: &str| {
        let mut out = String::from("web-");
        for c in id.chars() {
            match c {
                '.' => out.push('-'),
                c if c.is_ascii_uppercase() => {
                    out.push('-');
                    out.push(c.to_ascii_lowercase());
                }
                c => out.push(c),
            }
        }
        out
    };
    let tables_text = furunkulus::serve::tables::page::FILES
        .iter()
        .find(|(p, _, _)| *p == "/tables-text.js")
        .unwrap()
        .2;
    assert!(tables_text.contains("\"web-\" + id.replace(/[A-Z]/g"));
    assert_eq!(
        catalogue_id("tables.sub.yourTurn"),
        "web-tables-sub-your-turn"
    );
    let mut used = Vec::new();
    let mut prefixes = Vec::new();
    let mut grab = |text: &str, open: &str, tables: bool| {
        for (at, _) in text.match_indices(open) {
            // `t("` alone, not the end of another name (`createElement("`).
            let before = text[..at].chars().next_back().unwrap_or(' ');
            if open.ends_with("t(\"")
                && (before.is_alphanumeric() || before == '_' || before == '.')
            {
                continue;
            }
            let id = text[at + open.len()..].split('"').next().unwrap();
            let id = if tables {
                catalogue_id(id)
            } else {
                id.to_string()
            };
            // Ids made at run time (`"web-dir-" + facing`) end with a dash.
            if id.ends_with('-') {
                prefixes.push(id);
            } else {
                used.push(id);
            }
        }
    };
    let mut code = String::new();
    for (_, text) in furunkulus::serve::assets::SCRIPTS {
        grab(text, "t(\"", false);
        code.push_str(text);
    }
    for (path, _, text) in furunkulus::serve::tables::page::FILES {
        if path.ends_with(".js") {
            grab(text, "tt(\"", true);
            // Every former id written whole (`"tables.sub.ai"`), under its catalogue id.
            for quoted in text.split("\"tables.").skip(1) {
                let id = quoted.split('"').next().unwrap();
                code.push_str(&format!(" \"{}\" ", catalogue_id(&format!("tables.{id}"))));
            }
        }
    }
    for page in [&html, &tables_html] {
        for attr in [
            "data-t=\"",
            "data-t-title=\"",
            "data-t-label=\"",
            "data-t-value=\"",
            "data-t-placeholder=\"",
        ] {
            grab(page, attr, false);
        }
        for attr in [
            "data-tt=\"",
            "data-tt-title=\"",
            "data-tt-label=\"",
            "data-tt-value=\"",
        ] {
            grab(page, attr, true);
        }
    }
    assert!(used.len() > 150, "{} uses", used.len());
    let missing: Vec<&String> = used
        .iter()
        .filter(|id| !en.contains_key(id.as_str()))
        .collect();
    assert!(
        missing.is_empty(),
        "words missing from the catalogue: {missing:?}"
    );
    // Ids given as arguments (`confirmText: "web-moves-play"`), chosen among two, or made
    // from a name (`"web-dir-" + facing`): written whole in the code, or by their family.
    for id in [
        "web-moves-play",
        "web-moves-confirm",
        "web-step-continue",
        "web-dir-north",
        "web-dest-out",
        "web-piece-pivot-around",
        "web-lang-fr",
        "web-tables-kind-expectimax",
        "web-tile-prey-2",
    ] {
        assert!(en.contains_key(id), "{id}");
    }
    // The words given to the stepper and the picker (`closeText: "web-step-continue"`) are
    // catalogue ids: a former id there (`"step.continue"`) was shown to players as it is.
    let mut given = 0;
    let tables_scripts = furunkulus::serve::tables::page::FILES
        .iter()
        .map(|(p, _, text)| (*p, *text));
    for (_, text) in furunkulus::serve::assets::SCRIPTS
        .iter()
        .copied()
        .chain(tables_scripts)
    {
        for (at, _) in text.match_indices("Text: \"") {
            let id = text[at + 7..].split('"').next().unwrap();
            assert!(
                en.contains_key(id),
                "`Text: \"{id}\"` is not in the catalogue"
            );
            given += 1;
        }
    }
    assert!(given >= 7, "{given}");
    assert!(prefixes.iter().any(|p| p == "web-dir-"), "{prefixes:?}");
    let families = [
        "web-dir-",
        "web-piece-pivot-",
        "web-how-",
        "web-dest-",
        "web-lang-",
        "web-tables-kind-",
        "web-tables-how-",
        "web-tables-level-",
        "web-tile-",
    ];
    let unused: Vec<&&str> = en
        .keys()
        .filter(|id| {
            !used.iter().any(|u| u == *id)
                && !code.contains(&format!("\"{id}\""))
                && !families.iter().any(|f| id.starts_with(f))
        })
        .collect();
    assert!(
        unused.is_empty(),
        "in the catalogue, never used: {unused:?}"
    );
}

/// The page speaks the request's language: `?lang=`, else `Accept-Language`, else English;
/// its words are the catalogue's, `{ $name }` given as `{name}`; `/api/words` answers them.
#[test]
fn the_page_is_served_in_the_requests_language() {
    let addr = server();
    let cases = [
        ("/", "", "en", "Zoom in"),
        ("/?lang=de", "", "de", "Vergrößern"),
        ("/?lang=fr", "Accept-Language: de\r\n", "fr", "Agrandir"),
        (
            "/",
            "Accept-Language: fr-CH, de;q=0.5\r\n",
            "fr",
            "Agrandir",
        ),
        (
            "/?lang=xx",
            "Accept-Language: de-AT\r\n",
            "de",
            "Vergrößern",
        ),
        (
            "/t",
            "Accept-Language: es, de;q=0.8\r\n",
            "de",
            "Vergrößern",
        ),
        ("/t/ABCDE?lang=fr", "", "fr", "Agrandir"),
    ];
    for (path, extra, lang, zoom) in cases {
        let got = http_with(addr, "GET", path, extra, b"");
        assert_eq!(got.status, 200, "{path}");
        let html = got.text();
        assert!(
            html.contains(&format!("<html lang=\"{lang}\">")),
            "{path} {extra}"
        );
        assert!(got.head.contains("vary: accept-language"), "{path}");
        assert!(got.head.contains("cache-control: no-cache"), "{path}");
        let words = words_in(&html);
        assert_eq!(words["web-zoom-large"], zoom, "{path} {extra}");
    }
    let de = words_in(&http(addr, "GET", "/?lang=de", b"").text());
    assert_eq!(de["web-moves-one"], "{label} nach {dest}:");
    assert_eq!(de["web-lang-fr"], "Français");
    let api = http_with(addr, "GET", "/api/words?lang=fr", "", b"");
    assert_eq!(api.status, 200);
    assert!(api.kind.starts_with("application/json"));
    let fr = api.json();
    assert_eq!(fr["web-moves-one"], "{label} en {dest}\u{a0}:");
    assert_eq!(
        fr["web-tables-create"],
        words_in(&get("/?lang=fr").text())["web-tables-create"]
    );
    let by_header = http_with(addr, "GET", "/api/words", "Accept-Language: de\r\n", b"");
    assert_eq!(by_header.json()["web-zoom-large"], "Vergrößern");
    let bad = get("/api/words?lang=xx");
    assert_eq!(bad.status, 400, "{}", bad.text());
    assert!(bad.json()["error"]
        .as_str()
        .unwrap()
        .contains("en, de or fr"));
}

/// A file the page sends is read in the request's language: the readers' errors deep below
/// (a square, a key) speak it, on whichever worker thread the job ran.
#[test]
fn loading_errors_come_in_the_requests_language() {
    let bad = "monster: { at: z9, facing: north }\n";
    for (lang, words) in [
        ("en", "`z9` is not a square"),
        ("de", "`z9` ist kein Feld"),
        ("fr", "`z9` n'est pas une case"),
    ] {
        for path in ["/api/open", "/api/validate", "/api/trace"] {
            let got = post(path, json!({ "scenario": bad, "tile": "8", "lang": lang }));
            assert_eq!(got.status, 422, "{path} {lang}: {}", got.text());
            let error = got.json()["error"].as_str().unwrap().to_string();
            assert!(error.contains(words), "{path} {lang}: {error}");
        }
    }
}

/// The server's own refusals come in the request's language (its `lang`, else the browser's
/// `Accept-Language`), with the same status and the same `{"error": ...}`: a body that is not
/// JSON, a `lang` that is none, a field missing, a format, a destination, an undo, a seat, an
/// address that is no endpoint, a method an endpoint does not take (the guard's).
#[test]
fn the_servers_own_refusals_come_in_the_requests_language() {
    let addr = server();
    let new = post("/api/game/new", json!({ "players": ["red", "blue"] })).json();
    let record = new["record"].as_str().unwrap().to_string();
    let ask = |path: &str, lang: &str, body: Value| {
        let mut body = body;
        body["lang"] = json!(lang);
        let got = post(path, body);
        let error = got.json()["error"].as_str().unwrap_or_default().to_string();
        (got.status, error)
    };
    let header = |method: &str, path: &str, lang: &str, body: &[u8]| {
        let got = http_with(
            addr,
            method,
            path,
            &format!("Accept-Language: {lang}\r\n"),
            body,
        );
        let error = got.json()["error"].as_str().unwrap_or_default().to_string();
        (got.status, error)
    };
    for (lang, words) in [
        (
            "de",
            [
                "die Anfrage ist kein gültiges JSON",
                "lang `xx`: en, de oder fr",
                "der Anfrage fehlt `pawn`",
                "format `gif`: json, text, svg, png, map oder html",
                "oder `out`, oder `waiting`",
                "nichts zurückzunehmen: noch kein Zug",
                "`seats`: `green` spielt in dieser Partie nicht mit (red, blue)",
                "diesen API-Endpunkt gibt es nicht",
                "dieser Endpunkt nimmt diese Methode nicht an",
            ],
        ),
        (
            "fr",
            [
                "requête JSON non valable\u{a0}:",
                "lang `xx`\u{a0}: en, de ou fr",
                "il manque `pawn` à la requête",
                "format `gif`\u{a0}: json, text, svg, png, map ou html",
                "ou `out`, ou `waiting`",
                "rien à annuler\u{a0}: pas encore de coup",
                "`seats`\u{a0}: `green` ne joue pas dans cette partie (red, blue)",
                "cette adresse de l'API n'existe pas",
                "cette adresse n'accepte pas cette méthode",
            ],
        ),
    ] {
        let got = [
            header("POST", "/api/validate", lang, b"{not json"),
            header(
                "POST",
                "/api/validate",
                lang,
                br#"{"scenario": "setup: basic\n", "lang": "xx"}"#,
            ),
            ask("/api/moves", lang, json!({ "scenario": POSITION })),
            ask(
                "/api/validate",
                lang,
                json!({ "scenario": POSITION, "format": "gif" }),
            ),
            ask(
                "/api/moves",
                lang,
                json!({ "scenario": POSITION, "pawn": "A", "to": "z9" }),
            ),
            ask("/api/game/undo", lang, json!({ "record": record })),
            ask(
                "/api/game/state",
                lang,
                json!({ "record": record, "seats": { "green": "greedy" } }),
            ),
            header("GET", "/api/nothing-here", lang, b""),
            header("GET", "/api/validate", lang, b""),
        ];
        for (i, ((status, error), expected)) in got.iter().zip(words).enumerate() {
            assert!(
                error.contains(expected),
                "{lang} #{i}: {error:?}, not {expected:?}"
            );
            let expected_status = match i {
                5 => 422,
                7 => 404,
                8 => 405,
                _ => 400,
            };
            assert_eq!(*status, expected_status, "{lang} #{i}: {error}");
        }
    }
    // English without a language asked for, as before.
    let (status, error) = header("POST", "/api/validate", "es", b"{not json");
    assert_eq!(status, 400);
    assert!(error.starts_with("bad JSON request"), "{error}");
}

/// The hex colours (`#rgb`, `#rrggbb`, `#rrggbbaa`) written in `text`.
fn hex_colours(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for (i, _) in text.match_indices('#') {
        let digits: String = text[i + 1..]
            .chars()
            .take_while(char::is_ascii_alphanumeric)
            .collect();
        if [3, 4, 6, 8].contains(&digits.len()) && digits.chars().all(|c| c.is_ascii_hexdigit()) {
            out.push(format!("#{digits}"));
        }
    }
    out
}

#[test]
fn the_page_draws_the_board_in_the_pictures_colours_and_keeps_none_of_its_own() {
    use furunkulus::render::svg::palette;
    // No script writes a colour: players, teleporters and risk maps come with theirs in the
    // documents, the pieces take the style sheet's custom properties.
    for (path, text) in furunkulus::serve::assets::SCRIPTS {
        assert_eq!(hex_colours(text), Vec::<String>::new(), "{path}");
        assert!(!text.contains("rgb("), "{path}");
    }
    // The style sheet starts with the pictures' palette; the board's rules use it.
    let sheet = get("/style.css").text();
    let (root, rest) = sheet.split_once('\n').unwrap();
    for (name, colour) in palette::PAGE {
        assert!(root.contains(&format!("--{name}: {colour};")), "{name}");
        assert!(!rest.contains(colour), "{name}'s {colour} written again");
    }
    for rule in [
        ".sq {",
        ".sq.pool {",
        ".piece.stone {",
        ".piece.crystal {",
        ".piece.pivot {",
        ".piece.tele {",
        ".piece.pawn {",
        ".monster-icon",
    ] {
        let at = rest.find(rule).unwrap_or_else(|| panic!("{rule}"));
        let body = &rest[at..at + rest[at..].find('}').unwrap()];
        assert_eq!(hex_colours(body), Vec::<String>::new(), "{rule}");
        assert!(body.contains("var(--"), "{rule}");
    }
}

#[test]
fn the_risk_answer_gives_each_square_the_colours_of_the_png_risk_map() {
    use furunkulus::render::svg::palette;
    let doc = post("/api/risk", json!({ "scenario": POSITION })).json();
    let squares = doc["squares"].as_object().unwrap();
    let colours = doc["colours"].as_object().unwrap();
    assert_eq!(colours.len(), squares.len());
    assert!(squares.len() > 50);
    let svg = cli(&["risk", "position.yaml", "--format", "svg"]);
    let mut seen = std::collections::BTreeSet::new();
    for (sq, chance) in squares {
        let (fill, ink) = palette::heat_tint(chance.as_f64().unwrap());
        assert_eq!(colours[sq], json!({ "fill": fill, "ink": ink }), "{sq}");
        // The picture washes a square of this chance in the same colour.
        assert!(svg.contains(&format!("fill=\"{fill}\"")), "{sq}: {fill}");
        seen.insert(fill);
    }
    // A scale, not one colour: safe and risky squares differ.
    assert!(seen.len() > 2, "{seen:?}");
}

/// Every element id of the served pages is given once, in every language: the scripts find
/// their elements by id, and a second element of the same id (a data block named like a
/// form field) hides the one they mean.
#[test]
fn the_pages_give_every_id_once() {
    for path in ["/", "/t", "/t/ABCDE"] {
        for lang in ["en", "de", "fr"] {
            let html = get(&format!("{path}?lang={lang}")).text();
            let mut ids: Vec<&str> = html
                .split(" id=\"")
                .skip(1)
                .filter_map(|rest| rest.split('"').next())
                .collect();
            assert!(ids.len() > 10, "{path} {lang}: {} ids", ids.len());
            ids.sort_unstable();
            let twice: Vec<&&str> = ids
                .windows(2)
                .filter(|w| w[0] == w[1])
                .map(|w| &w[0])
                .collect();
            assert!(
                twice.is_empty(),
                "{path} {lang}: ids given twice: {twice:?}"
            );
        }
    }
}

/// No other site may frame the pages (clickjacking) and no answer is sniffed as another
/// type: every page and answer says so.
#[test]
fn no_other_site_may_frame_the_pages() {
    for path in ["/", "/t", "/t/ABCDE", "/app.js", "/api/scenarios"] {
        let got = get(path);
        for line in [
            "x-frame-options: deny",
            "content-security-policy: frame-ancestors 'none'",
            "x-content-type-options: nosniff",
        ] {
            assert!(got.head.contains(line), "{path}: {line}\n{}", got.head);
        }
    }
}
