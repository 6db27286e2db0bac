//! Driving Debian's headless Chromium through ChromeDriver (WebDriver over a local socket):
//! sessions at a window size (a phone's screen emulated), scripts, clicks, screenshots.
#![cfg(feature = "browser")]

use serde_json::{json, Value};
use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

pub(crate) const CHROMIUM: &str = "/usr/bin/chromium";
pub(crate) const CHROMEDRIVER: &str = "/usr/bin/chromedriver";

/// ChromeDriver, ended when dropped.
pub(crate) struct Driver {
    child: Child,
    pub(crate) port: u16,
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A browser session, closed (the browser with it) when dropped, even if the test failed.
pub(crate) struct Session<'a> {
    driver: &'a Driver,
    pub(crate) id: String,
}

impl Drop for Session<'_> {
    fn drop(&mut self) {
        let _ = request(
            self.driver.port,
            "DELETE",
            &format!("/session/{}", self.id),
            None,
        );
    }
}

/// One HTTP request to the driver on 127.0.0.1 (the answer read to its Content-Length, with
/// a deadline): the JSON answer, or why not.
pub(crate) fn request(
    port: u16,
    method: &str,
    path: &str,
    body: Option<Value>,
) -> Result<Value, String> {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).map_err(|e| e.to_string())?;
    stream
        .set_read_timeout(Some(Duration::from_secs(60)))
        .map_err(|e| e.to_string())?;
    let body = body.map(|b| b.to_string()).unwrap_or_default();
    let head = format!(
        "{method} {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n",
        body.len()
    );
    stream
        .write_all((head + &body).as_bytes())
        .map_err(|e| e.to_string())?;
    let mut answer = Vec::new();
    let mut buf = [0u8; 65536];
    let body_start = loop {
        let n = stream
            .read(&mut buf)
            .map_err(|e| format!("{method} {path}: {e}"))?;
        if n == 0 {
            return Err(format!("{method} {path}: the connection closed"));
        }
        answer.extend_from_slice(&buf[..n]);
        if let Some(i) = answer.windows(4).position(|w| w == b"\r\n\r\n") {
            break i + 4;
        }
    };
    let head = String::from_utf8_lossy(&answer[..body_start]).to_ascii_lowercase();
    let length: usize = head
        .lines()
        .find_map(|l| l.strip_prefix("content-length:"))
        .and_then(|v| v.trim().parse().ok())
        .ok_or_else(|| format!("{method} {path}: no content-length in {head}"))?;
    while answer.len() < body_start + length {
        let n = stream
            .read(&mut buf)
            .map_err(|e| format!("{method} {path}: {e}"))?;
        if n == 0 {
            return Err(format!("{method} {path}: the answer was cut short"));
        }
        answer.extend_from_slice(&buf[..n]);
    }
    let v: Value = serde_json::from_slice(&answer[body_start..body_start + length])
        .map_err(|e| format!("{method} {path}: {e}"))?;
    if v["value"]["error"].is_string() {
        return Err(format!("{method} {path}: {}", v["value"]));
    }
    Ok(v)
}

/// [`request`], failing the test on an error.
pub(crate) fn call(port: u16, method: &str, path: &str, body: Option<Value>) -> Value {
    request(port, method, path, body).unwrap_or_else(|e| panic!("{e}"))
}

/// Fails the test loudly, saying how to install them, unless Chromium and ChromeDriver are
/// here: the browser feature is on, so the browser tests must run.
pub(crate) fn require_browser() {
    assert!(
        Path::new(CHROMIUM).exists() && Path::new(CHROMEDRIVER).exists(),
        "the browser tests (--features browser) need {CHROMIUM} and {CHROMEDRIVER}: \
         apt-get install -y chromium chromium-driver (.ci/run installs them)"
    );
}

/// A headless Chromium session with a window of `size` (width, height) and its profile in
/// `profile`, in English whatever the machine's language (the page follows the browser's).
pub(crate) fn new_session<'a>(driver: &'a Driver, profile: &Path, size: (u32, u32)) -> Session<'a> {
    new_session_in(driver, profile, size, "en-US,en")
}

/// [`new_session`] with the browser's preferred languages `accept` (`fr-FR,fr`): what its
/// `Accept-Language` and `navigator.languages` say.
pub(crate) fn new_session_in<'a>(
    driver: &'a Driver,
    profile: &Path,
    size: (u32, u32),
    accept: &str,
) -> Session<'a> {
    let first = accept.split(',').next().unwrap_or("en-US");
    let mut options = json!({
        "binary": CHROMIUM,
        "args": [
            "--headless", "--no-sandbox", "--disable-gpu",
            "--disable-background-networking", "--disable-component-update",
            "--disable-sync", "--no-first-run", "--hide-scrollbars",
            format!("--window-size={},{}", size.0.max(500), size.1),
            format!("--user-data-dir={}", profile.display()),
            format!("--lang={first}"),
            format!("--accept-lang={accept}"),
        ],
        "prefs": { "intl.accept_languages": accept }
    });
    // Windows narrower than 500 pixels are widened; a phone's screen is emulated instead.
    if size.0 < 500 {
        options["mobileEmulation"] = json!({ "deviceMetrics": {
            "width": size.0, "height": size.1, "pixelRatio": 2.0, "touch": true, "mobile": true } });
    }
    // A loaded machine sometimes loses a browser while it starts (ChromeDriver resets the
    // connection, or Chromium never writes its DevTools port): the start is tried again, with
    // a fresh profile, before the test fails. What the test then checks is unchanged.
    let mut errors = Vec::new();
    for attempt in 0..3 {
        if attempt > 0 {
            std::thread::sleep(Duration::from_secs(2));
            wait_ready(driver.port);
            let fresh = profile.join(format!("retry-{attempt}"));
            let args = options["args"].as_array_mut().expect("args");
            for arg in args.iter_mut() {
                if arg
                    .as_str()
                    .is_some_and(|a| a.starts_with("--user-data-dir="))
                {
                    *arg = json!(format!("--user-data-dir={}", fresh.display()));
                }
            }
        }
        match request(
            driver.port,
            "POST",
            "/session",
            Some(json!({ "capabilities": { "alwaysMatch": {
                "browserName": "chrome",
                "goog:chromeOptions": options.clone()
            } } })),
        ) {
            Ok(session) => {
                if !errors.is_empty() {
                    eprintln!(
                        "a browser started after {} failures: {errors:?}",
                        errors.len()
                    );
                }
                return Session {
                    driver,
                    id: session["value"]["sessionId"]
                        .as_str()
                        .expect("a session id")
                        .to_string(),
                };
            }
            Err(e) => errors.push(e),
        }
    }
    panic!("no browser session in 3 attempts: {errors:?}")
}

/// Waits (30 s at most) until ChromeDriver says it is ready for a new session.
fn wait_ready(port: u16) {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        match request(port, "GET", "/status", None) {
            Ok(v) if v["value"]["ready"].as_bool() != Some(false) => return,
            Ok(_) | Err(_) => {}
        }
        assert!(
            Instant::now() < deadline,
            "chromedriver was not ready within 30 s"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// A screenshot of the session's window, as PNG bytes.
pub(crate) fn screenshot(port: u16, id: &str) -> Vec<u8> {
    let shot = call(port, "GET", &format!("/session/{id}/screenshot"), None);
    use base64::Engine;
    let png = base64::engine::general_purpose::STANDARD
        .decode(shot["value"].as_str().expect("a screenshot"))
        .expect("base64");
    assert!(png.starts_with(b"\x89PNG"), "a PNG screenshot");
    png
}

pub(crate) fn start_driver() -> Driver {
    let port = TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let child = Command::new(CHROMEDRIVER)
        .arg(format!("--port={port}"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("chromedriver starts");
    let driver = Driver { child, port };
    wait_ready(port);
    driver
}

/// Where the browser tests keep their screenshots and pages: `target/pictures/`.
pub(crate) fn artifacts() -> PathBuf {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/pictures");
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs `script` in the page and returns its value.
pub(crate) fn js(port: u16, id: &str, script: &str) -> Value {
    call(
        port,
        "POST",
        &format!("/session/{id}/execute/sync"),
        Some(json!({ "script": script, "args": [] })),
    )["value"]
        .clone()
}

/// Waits until `script` returns a truthy value; returns it.
pub(crate) fn wait_for(port: u16, id: &str, script: &str) -> Value {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let v = js(port, id, script);
        if !(v.is_null() || v == json!(false) || v == json!("")) {
            return v;
        }
        assert!(Instant::now() < deadline, "timed out waiting for: {script}");
        std::thread::sleep(Duration::from_millis(100));
    }
}

pub(crate) fn click(port: u16, id: &str, css: &str) {
    let el = call(
        port,
        "POST",
        &format!("/session/{id}/element"),
        Some(json!({ "using": "css selector", "value": css })),
    );
    let el = el["value"]
        .as_object()
        .and_then(|o| o.values().next())
        .and_then(Value::as_str)
        .unwrap_or_else(|| panic!("no element {css}"))
        .to_string();
    call(
        port,
        "POST",
        &format!("/session/{id}/element/{el}/click"),
        Some(json!({})),
    );
}

pub(crate) fn select(port: u16, id: &str, select_id: &str, value: &str) {
    js(
        port,
        id,
        &format!("var s = document.getElementById('{select_id}'); s.value = '{value}'; s.dispatchEvent(new Event('change')); return s.value;"),
    );
}

/// Opens `url` in the session.
pub(crate) fn open(port: u16, id: &str, url: &str) {
    call(
        port,
        "POST",
        &format!("/session/{id}/url"),
        Some(json!({ "url": url })),
    );
}

/// Loads the basic setup in the board tab and waits for the load to end (the page's `start`
/// timing): a load answered after later taps would put the basic setup back over them.
pub(crate) fn load_basic_setup(port: u16, id: &str) {
    select(port, id, "start", "basic");
    click(port, id, "#load");
    wait_for(
        port,
        id,
        "return furunkulus.timings.some(function (x) { return x.what === 'start'; }) && document.querySelector('#sq-c3[data-what=stone]') !== null;",
    );
}

/// Taps square `sq` of a board (`sq` the board tab's, `gsq` the game's) as a player would:
/// the board scrolled so that the square is in view, then the tap.
pub(crate) fn tap_square(port: u16, id: &str, prefix: &str, sq: &str) {
    let board = if prefix == "gsq" { "game" } else { "editor" };
    js(
        port,
        id,
        &format!("furunkulus.{board}.board.centerOn('{sq}'); document.getElementById('{prefix}-{sq}').scrollIntoView({{ block: 'center', inline: 'nearest' }}); return true;"),
    );
    click(port, id, &format!("#{prefix}-{sq}"));
}

/// What a board of the page shows, square by square (`monster:east`, `pawn:NAME`, `stone`,
/// `crystal`, `pivot-right`...), read from the drawn squares.
pub(crate) fn drawn_board(
    port: u16,
    id: &str,
    prefix: &str,
) -> std::collections::BTreeMap<String, String> {
    let v = js(
        port,
        id,
        &format!("var out = {{}}; document.querySelectorAll('[id^=\"{prefix}-\"].sq').forEach(function (c) {{ if (c.dataset.what) out[c.dataset.sq] = c.dataset.what; }}); return out;"),
    );
    v.as_object()
        .expect("a board")
        .iter()
        .map(|(k, v)| (k.clone(), v.as_str().unwrap_or("").to_string()))
        .collect()
}

/// Every visible control a finger can tap (buttons, selects, inputs, summaries, tappable
/// rows) that is smaller than 44 CSS pixels either way, described.
pub(crate) fn small_controls(port: u16, id: &str) -> Vec<String> {
    let v = js(
        port,
        id,
        "var out = []; document.querySelectorAll('button, select, input, textarea, summary, tr.tappable, a[href]').forEach(function (e) { var r = e.getBoundingClientRect(); var s = getComputedStyle(e); if (r.width === 0 || r.height === 0 || s.visibility === 'hidden' || e.closest('[hidden]')) return; if (r.width < 44 || r.height < 44) out.push((e.id || e.className || e.tagName) + ' ' + Math.round(r.width) + 'x' + Math.round(r.height) + ' ' + (e.textContent || '').slice(0, 20)); }); return out;",
    );
    v.as_array()
        .expect("a list")
        .iter()
        .map(|x| x.as_str().unwrap_or("").to_string())
        .collect()
}

/// Texts under 12 CSS pixels that are shown (labels, costs, chances), described.
pub(crate) fn small_texts(port: u16, id: &str) -> Vec<String> {
    let v = js(
        port,
        id,
        "var out = []; document.querySelectorAll('body *').forEach(function (e) { if (e.closest('[hidden]') || !e.getClientRects().length) return; var s = getComputedStyle(e); var own = Array.prototype.some.call(e.childNodes, function (n) { return n.nodeType === 3 && n.textContent.trim(); }); var px = parseFloat(s.fontSize); if (own && px < 12) out.push((e.id || e.className || e.tagName) + ' ' + px + 'px'); ['::before', '::after'].forEach(function (p) { var ps = getComputedStyle(e, p); if (ps.content && ps.content !== 'none' && ps.content !== '\"\"' && ps.content !== 'normal' && parseFloat(ps.fontSize) < 12) out.push((e.id || e.className) + p + ' ' + ps.fontSize); }); }); return out;",
    );
    v.as_array()
        .expect("a list")
        .iter()
        .map(|x| x.as_str().unwrap_or("").to_string())
        .collect()
}

/// How long each tap took to answer, as the page measured it: (what, milliseconds).
pub(crate) fn timings(port: u16, id: &str) -> Vec<(String, f64)> {
    js(
        port,
        id,
        "return furunkulus.timings.map(function (x) { return [x.what, x.ms]; });",
    )
    .as_array()
    .expect("timings")
    .iter()
    .map(|x| {
        (
            x[0].as_str().unwrap_or("").to_string(),
            x[1].as_f64().unwrap_or(0.0),
        )
    })
    .collect()
}
