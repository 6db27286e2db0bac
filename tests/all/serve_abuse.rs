//! Issue 30: the server under abuse, on loopback. Hung-up computations stop and never hold
//! the workers (S1); other sites' pages and unknown host names are refused, and POSTs must be
//! JSON (S2); connections have header and idle timeouts and a limit that slow clients cannot
//! exhaust (S3); 405 and 413 are the API's JSON (H1); oversized and deeply nested bodies are
//! refused. Bounds on time are generous (a slow machine passes); the long load test is
//! ignored (`cargo test --release --test all serve_abuse_load -- --ignored --nocapture`).

use crate::serve::{server, POSITION};
use serde_json::{json, Value};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::time::{Duration, Instant};

/// An answer: status and body.
struct Answer {
    status: u16,
    head: String,
    body: Vec<u8>,
}

impl Answer {
    fn error(&self) -> String {
        let v: Value = serde_json::from_slice(&self.body).unwrap_or_else(|e| {
            panic!(
                "{} is not the API's JSON ({e}): {}",
                self.status,
                String::from_utf8_lossy(&self.body)
            )
        });
        v["error"]
            .as_str()
            .unwrap_or_else(|| panic!("no `error` in {v}"))
            .to_string()
    }
}

/// Sends `head` (the request line and headers, without the blank line; `Content-Length` and
/// `Connection: close` are added) and `body`; reads the answer within `within`.
fn send(addr: SocketAddr, head: &str, body: &[u8], within: Duration) -> Answer {
    let mut s = TcpStream::connect(addr).unwrap();
    s.set_read_timeout(Some(within)).unwrap();
    let head = format!(
        "{head}\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    );
    s.write_all(head.as_bytes()).unwrap();
    let _ = s.write_all(body);
    let mut all = Vec::new();
    let _ = s.read_to_end(&mut all);
    let end = all
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .unwrap_or_else(|| panic!("no answer within {within:?}"));
    let head = String::from_utf8_lossy(&all[..end]).to_string();
    Answer {
        status: head[9..12].parse().unwrap(),
        head,
        body: all[end + 4..].to_vec(),
    }
}

/// A POST of `body` to `path` as the page sends it.
fn post_json(addr: SocketAddr, path: &str, body: &[u8]) -> Answer {
    send(
        addr,
        &format!("POST {path} HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json"),
        body,
        Duration::from_secs(120),
    )
}

/// A server of its own, with `config` (port 0).
fn start(config: furunkulus::serve::Config) -> SocketAddr {
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        furunkulus::serve::run_blocking(&config, |addr| tx.send(addr).unwrap()).unwrap();
    });
    rx.recv_timeout(Duration::from_secs(30)).unwrap()
}

fn config(limits: furunkulus::serve::Limits) -> furunkulus::serve::Config {
    furunkulus::serve::Config {
        port: 0,
        limits,
        ..Default::default()
    }
}

#[test]
fn errors_of_the_router_are_the_apis_json() {
    let addr = server();
    let got = send(
        addr,
        &format!("GET /api/trace HTTP/1.1\r\nHost: {addr}"),
        b"",
        Duration::from_secs(60),
    );
    assert_eq!(got.status, 405);
    assert!(got
        .head
        .to_ascii_lowercase()
        .contains("content-type: application/json"));
    assert!(got.error().contains("does not take this method"));
    let big = json!({ "scenario": "x".repeat(300 * 1024) }).to_string();
    let got = post_json(addr, "/api/trace", big.as_bytes());
    assert_eq!(got.status, 413);
    assert!(
        got.error().contains("larger than 256 KiB"),
        "{}",
        got.error()
    );
    // Without a length: chunked, and over the limit.
    let mut s = TcpStream::connect(addr).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(60))).unwrap();
    let head = format!("POST /api/trace HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n");
    s.write_all(head.as_bytes()).unwrap();
    let chunk = "a".repeat(64 * 1024);
    for _ in 0..5 {
        if s.write_all(format!("{:x}\r\n{chunk}\r\n", chunk.len()).as_bytes())
            .is_err()
        {
            break;
        }
    }
    let mut all = Vec::new();
    let _ = s.read_to_end(&mut all);
    let text = String::from_utf8_lossy(&all);
    assert!(text.starts_with("HTTP/1.1 413"), "{text}");
    assert!(text.contains("{\"error\":"), "{text}");
}

#[test]
fn other_sites_and_unknown_hosts_are_refused() {
    let addr = server();
    let body = json!({ "scenario": POSITION, "tile": "8" }).to_string();
    let with = |headers: &str| {
        send(
            addr,
            &format!("POST /api/trace HTTP/1.1\r\n{headers}"),
            body.as_bytes(),
            Duration::from_secs(60),
        )
    };
    // The page's own requests, and clients that are not browsers.
    for ok in [
        format!("Host: {addr}\r\nContent-Type: application/json"),
        format!("Host: {addr}\r\nContent-Type: application/json; charset=utf-8\r\nOrigin: http://{addr}\r\nSec-Fetch-Site: same-origin"),
        format!("Host: localhost:{}\r\nContent-Type: application/json\r\nOrigin: http://localhost:{}", addr.port(), addr.port()),
    ] {
        let got = with(&ok);
        assert_eq!(got.status, 200, "{ok}: {}", String::from_utf8_lossy(&got.body));
    }
    // A page elsewhere: its form's text/plain needs no preflight, and is refused.
    for (headers, status, words) in [
        (
            format!("Host: {addr}\r\nContent-Type: text/plain\r\nOrigin: http://evil.example"),
            403,
            "another site's page",
        ),
        (
            format!("Host: {addr}\r\nContent-Type: text/plain"),
            415,
            "Content-Type: application/json",
        ),
        (
            format!("Host: {addr}\r\nContent-Type: application/json\r\nSec-Fetch-Site: cross-site"),
            403,
            "another site's page",
        ),
        (
            format!("Host: {addr}\r\nContent-Type: application/json\r\nOrigin: null"),
            403,
            "another site's page",
        ),
        // DNS rebinding: another name for this address.
        (
            format!(
                "Host: evil.example:{}\r\nContent-Type: application/json",
                addr.port()
            ),
            403,
            "unknown host `evil.example",
        ),
        (
            "Content-Type: application/json".to_string(),
            403,
            "unknown host",
        ),
    ] {
        let got = with(&headers);
        assert_eq!(got.status, status, "{headers}");
        assert!(got.error().contains(words), "{headers}: {}", got.error());
    }
    // The page and the list of scenarios are not given to another name either.
    for path in ["/", "/api/scenarios/two-pawns.yaml"] {
        let got = send(
            addr,
            &format!("GET {path} HTTP/1.1\r\nHost: rebound.example"),
            b"",
            Duration::from_secs(60),
        );
        assert_eq!(got.status, 403, "{path}");
    }
    // Names given with --allow-host are known.
    let named = start(furunkulus::serve::Config {
        port: 0,
        allowed_hosts: vec!["Board.Example".into()],
        ..Default::default()
    });
    let got = send(
        named,
        &format!("GET / HTTP/1.1\r\nHost: board.example:{}", named.port()),
        b"",
        Duration::from_secs(60),
    );
    assert_eq!(got.status, 200);
}

/// On the network, `serve` may print this machine's name as the tables' address: the name (and
/// its `.local`) is then this server's; on loopback it is not.
#[test]
fn the_machines_own_name_is_known_only_on_the_network() {
    let Some(name) = furunkulus::serve::machine_name() else {
        return;
    };
    let open = start(furunkulus::serve::Config {
        port: 0,
        host: "0.0.0.0".parse().unwrap(),
        ..Default::default()
    });
    let open = SocketAddr::from(([127, 0, 0, 1], open.port()));
    let local = start(config(Default::default()));
    for (addr, status) in [(open, 200), (local, 403)] {
        for host in [name.clone(), format!("{name}.local")] {
            let got = send(
                addr,
                &format!("GET /t HTTP/1.1\r\nHost: {host}:{}", addr.port()),
                b"",
                Duration::from_secs(60),
            );
            assert_eq!(got.status, status, "{host} on {addr}");
        }
    }
}

#[test]
fn deeply_nested_and_hostile_bodies_are_refused_and_the_server_goes_on() {
    let addr = server();
    let deep_json = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
    let got = post_json(addr, "/api/trace", deep_json.as_bytes());
    assert_eq!(got.status, 400);
    assert!(
        got.error().starts_with("bad JSON request"),
        "{}",
        got.error()
    );
    let deep_yaml =
        json!({ "scenario": format!("title: {}{}", "[".repeat(60_000), "]".repeat(60_000)) });
    let got = post_json(addr, "/api/validate", deep_yaml.to_string().as_bytes());
    assert_eq!(got.status, 422);
    assert!(got.error().contains("not valid YAML"), "{}", got.error());
    let laughs = json!({ "record": "a: &a [x,x,x,x,x,x,x,x,x]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]\nd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]\ne: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]\nf: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]\ng: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f]\n" });
    let got = post_json(addr, "/api/game/state", laughs.to_string().as_bytes());
    assert_eq!(got.status, 422);
    // AI requests are bounded on the server.
    let record = std::fs::read_to_string("tests/games/first-turn.yaml").unwrap();
    for option in ["budget=100000000", "width=1000", "playouts=100000"] {
        let got = post_json(
            addr,
            "/api/game/hint",
            json!({ "record": record, "ai_options": [option] })
                .to_string()
                .as_bytes(),
        );
        assert_eq!(got.status, 400, "{option}");
        assert!(
            got.error().contains("the server allows at most"),
            "{}",
            got.error()
        );
    }
    let got = post_json(
        addr,
        "/api/trace",
        json!({ "scenario": POSITION, "tile": "8" })
            .to_string()
            .as_bytes(),
    );
    assert_eq!(got.status, 200);
}

#[test]
fn silent_and_stalled_connections_are_closed() {
    let addr = start(config(furunkulus::serve::Limits {
        header_timeout: Duration::from_secs(1),
        body_timeout: Duration::from_secs(1),
        idle_timeout: Duration::from_secs(1),
        ..Default::default()
    }));
    // A connection that sends nothing, or half a head, is closed after the header timeout.
    for sent in ["", "GET / HTTP/1.1\r\nHo"] {
        let mut s = TcpStream::connect(addr).unwrap();
        s.set_read_timeout(Some(Duration::from_secs(60))).unwrap();
        s.write_all(sent.as_bytes()).unwrap();
        let start = Instant::now();
        let mut buf = Vec::new();
        let closed = s.read_to_end(&mut buf).is_ok();
        assert!(closed, "{sent:?}: still open after {:?}", start.elapsed());
    }
    // A body that never arrives: 408, as JSON.
    let mut s = TcpStream::connect(addr).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(60))).unwrap();
    s.write_all(format!("POST /api/trace HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{{").as_bytes()).unwrap();
    let mut all = Vec::new();
    let _ = s.read_to_end(&mut all);
    let text = String::from_utf8_lossy(&all);
    assert!(text.starts_with("HTTP/1.1 408"), "{text}");
    assert!(text.contains("took longer than 1 s to arrive"), "{text}");
    // A client that stops reading its answers (twenty fonts asked at once: far more than the
    // sockets' buffers hold) is cut off: it never gets all of them.
    let mut s = TcpStream::connect(addr).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(60))).unwrap();
    let asks = 20;
    for _ in 0..asks {
        s.write_all(format!("GET /font.ttf HTTP/1.1\r\nHost: {addr}\r\n\r\n").as_bytes())
            .unwrap();
    }
    std::thread::sleep(Duration::from_secs(6));
    let mut all = Vec::new();
    let _ = s.read_to_end(&mut all);
    let font = dejavu_len();
    assert!(
        all.len() < asks * font,
        "every answer ({} bytes) after stalling",
        all.len()
    );
}

/// The size of the page's font, as `/font.ttf` serves it.
fn dejavu_len() -> usize {
    let got = send(
        server(),
        &format!("GET /font.ttf HTTP/1.1\r\nHost: {}", server()),
        b"",
        Duration::from_secs(60),
    );
    assert_eq!(got.status, 200);
    got.body.len()
}

#[test]
fn slow_clients_never_exhaust_the_connections() {
    // `serve` under a descriptor limit of 64, as in issue 30: 80 clients that never finish
    // their request, then the page.
    let data = tempfile::tempdir().unwrap();
    let mut child = Killed(
        std::process::Command::new("sh")
            .arg("-c")
            .arg(format!(
                "ulimit -n 64 && exec '{}' serve --port 0 --data '{}'",
                env!("CARGO_BIN_EXE_furunkulus"),
                data.path().display()
            ))
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap(),
    );
    let mut lines = BufReader::new(child.0.stderr.take().unwrap()).lines();
    let first = lines.next().unwrap().unwrap();
    let addr: SocketAddr = first
        .strip_prefix("Serving the board on ")
        .and_then(|r| {
            r.split(':')
                .take(2)
                .collect::<Vec<_>>()
                .join(":")
                .parse()
                .ok()
        })
        .unwrap_or_else(|| panic!("{first}"));
    let slow: Vec<TcpStream> = (0..80)
        .filter_map(|_| {
            let mut s = TcpStream::connect(addr).ok()?;
            s.write_all(b"GET / HTTP/1.1\r\nHost: ").ok()?;
            Some(s)
        })
        .collect();
    assert!(slow.len() >= 70, "{} slow clients connected", slow.len());
    std::thread::sleep(Duration::from_millis(500));
    for _ in 0..3 {
        let got = send(
            addr,
            &format!("GET / HTTP/1.1\r\nHost: {addr}"),
            b"",
            Duration::from_secs(5),
        );
        assert_eq!(got.status, 200);
    }
    drop(slow);
}

/// A child process killed when dropped, even by a failing test.
struct Killed(std::process::Child);

impl Drop for Killed {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Expensive AI requests whose clients hang up after 50 ms.
fn hang_ups(addr: SocketAddr, n: usize) {
    let record = std::fs::read_to_string("tests/games/first-turn.yaml").unwrap();
    for i in 0..n {
        // The most the server allows (a hint of seconds), and far too much (a 400).
        let options = if i % 2 == 0 {
            vec![
                format!("budget={}", furunkulus::serve::api::MAX_AI_BUDGET),
                format!("width={}", furunkulus::serve::api::MAX_AI_WIDTH),
                format!("playouts={}", furunkulus::serve::api::MAX_AI_PLAYOUTS),
            ]
        } else {
            vec!["budget=100000000".into(), "width=100000000".into()]
        };
        let body = json!({ "record": record, "ai_options": options }).to_string();
        let mut s = TcpStream::connect(addr).unwrap();
        let head = format!(
            "POST /api/game/hint HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n",
            body.len()
        );
        s.write_all(head.as_bytes()).unwrap();
        s.write_all(body.as_bytes()).unwrap();
        std::thread::sleep(Duration::from_millis(50));
        drop(s);
    }
}

#[test]
fn the_page_answers_through_hang_ups_slow_clients_and_cross_site_requests() {
    let addr = start(config(furunkulus::serve::Limits {
        max_connections: Some(16),
        header_timeout: Duration::from_secs(5),
        ..Default::default()
    }));
    let page_and_trace = |what: &str| {
        // Generous bounds: the point is that the page does not wait for abandoned work.
        let start = Instant::now();
        let page = send(
            addr,
            &format!("GET / HTTP/1.1\r\nHost: {addr}"),
            b"",
            Duration::from_secs(30),
        );
        assert_eq!(page.status, 200, "{what}");
        let trace = send(
            addr,
            &format!("POST /api/trace HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json"),
            json!({ "scenario": POSITION, "tile": "8" })
                .to_string()
                .as_bytes(),
            Duration::from_secs(30),
        );
        assert_eq!(trace.status, 200, "{what}");
        eprintln!("the page and a trace after {what}: {:?}", start.elapsed());
    };
    hang_ups(addr, 20);
    page_and_trace("20 abandoned AI requests");
    let slow: Vec<TcpStream> = (0..40)
        .filter_map(|_| {
            let mut s = TcpStream::connect(addr).ok()?;
            s.write_all(b"POST /api/trace HTTP/1.1\r\nHost: ").ok()?;
            Some(s)
        })
        .collect();
    page_and_trace("40 slow clients (16 connections at most)");
    let record = std::fs::read_to_string("tests/games/first-turn.yaml").unwrap();
    for _ in 0..20 {
        let got = send(
            addr,
            &format!("POST /api/game/hint HTTP/1.1\r\nHost: {addr}\r\nContent-Type: text/plain\r\nOrigin: http://evil.example"),
            json!({ "record": record }).to_string().as_bytes(),
            Duration::from_secs(60),
        );
        assert_eq!(got.status, 403);
    }
    page_and_trace("20 cross-site requests");
    drop(slow);
}

/// The long abuse test (release build): rounds of hang-ups, slow clients and cross-site
/// requests, the page and a trace timed after each; prints the latencies, and every answer
/// must come within a second.
#[test]
#[ignore = "a load test: run it by name with --ignored (release build)"]
fn serve_abuse_load() {
    let addr = start(config(furunkulus::serve::Limits {
        max_connections: Some(64),
        ..Default::default()
    }));
    let mut worst = Duration::ZERO;
    for round in 0..10 {
        hang_ups(addr, 50);
        let slow: Vec<TcpStream> = (0..100)
            .filter_map(|_| {
                let mut s = TcpStream::connect(addr).ok()?;
                s.write_all(b"GET / HTTP/1.1\r\nHost: ").ok()?;
                Some(s)
            })
            .collect();
        for path in ["/", "/app.js"] {
            let t = Instant::now();
            let got = send(
                addr,
                &format!("GET {path} HTTP/1.1\r\nHost: {addr}"),
                b"",
                Duration::from_secs(30),
            );
            assert_eq!(got.status, 200);
            worst = worst.max(t.elapsed());
        }
        let t = Instant::now();
        let got = send(
            addr,
            &format!("POST /api/trace HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json"),
            json!({ "scenario": POSITION, "tile": "8" })
                .to_string()
                .as_bytes(),
            Duration::from_secs(30),
        );
        assert_eq!(got.status, 200);
        let trace = t.elapsed();
        worst = worst.max(trace);
        eprintln!("round {round}: trace after 50 hang-ups and 100 slow clients: {trace:?}");
        drop(slow);
    }
    eprintln!("worst answer: {worst:?}");
    assert!(worst < Duration::from_secs(1), "{worst:?}");
}
