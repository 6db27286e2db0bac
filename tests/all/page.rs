//! The step-through page end to end in a real browser: Debian's headless Chromium driven
//! through ChromeDriver (WebDriver over a local socket). It loads the page from disk, reads
//! the step shown, presses the right arrow, checks the shown step changed, and keeps a
//! screenshot under `target/pictures/`.
//!
//! Without `chromium` and `chromedriver` the test fails, saying how to install them
//! (`apt-get install -y chromium chromium-driver`; `.ci/run` does it), unless
//! `FURUNKULUS_SKIP_BROWSER=1` says that skipping is acceptable here: then it says loudly
//! that it did not run.

use crate::common::{run_bin, stderr};
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

/// Whether Chromium and ChromeDriver are here; without them a browser test fails, saying how
/// to install them, unless `FURUNKULUS_SKIP_BROWSER=1` says skipping is acceptable (then it
/// says loudly that it did not run, and this is false).
pub(crate) fn browser_here() -> bool {
    if Path::new(CHROMIUM).exists() && Path::new(CHROMEDRIVER).exists() {
        return true;
    }
    let why = format!(
        "the browser test needs {CHROMIUM} and {CHROMEDRIVER}: apt-get install -y chromium chromium-driver (.ci/run installs them)"
    );
    if std::env::var("FURUNKULUS_SKIP_BROWSER").as_deref() == Ok("1") {
        eprintln!("\n*** NOT RUN: {why}; skipped because FURUNKULUS_SKIP_BROWSER=1 ***\n");
        return false;
    }
    panic!("{why}; or set FURUNKULUS_SKIP_BROWSER=1 to skip it knowingly");
}

/// A headless Chromium session with a window of `size` (width, height) and its profile in
/// `profile`.
pub(crate) fn new_session<'a>(driver: &'a Driver, profile: &Path, size: (u32, u32)) -> Session<'a> {
    let mut options = json!({
        "binary": CHROMIUM,
        "args": [
            "--headless", "--no-sandbox", "--disable-gpu",
            "--disable-background-networking", "--disable-component-update",
            "--disable-sync", "--no-first-run", "--hide-scrollbars",
            format!("--window-size={},{}", size.0.max(500), size.1),
            format!("--user-data-dir={}", profile.display()),
        ]
    });
    // Windows narrower than 500 pixels are widened; a phone's screen is emulated instead.
    if size.0 < 500 {
        options["mobileEmulation"] = json!({ "deviceMetrics": {
            "width": size.0, "height": size.1, "pixelRatio": 2.0, "touch": true, "mobile": true } });
    }
    let session = call(
        driver.port,
        "POST",
        "/session",
        Some(json!({ "capabilities": { "alwaysMatch": {
            "browserName": "chrome",
            "goog:chromeOptions": options
        } } })),
    );
    Session {
        driver,
        id: session["value"]["sessionId"]
            .as_str()
            .expect("a session id")
            .to_string(),
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
    let deadline = Instant::now() + Duration::from_secs(30);
    while TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(
            Instant::now() < deadline,
            "chromedriver did not listen within 30 s"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    driver
}

/// The frame shown: its index, the label in the controls, and the ids of the visible frames.
fn shown(port: u16, session: &str) -> (String, String, Vec<String>) {
    let v = call(
        port,
        "POST",
        &format!("/session/{session}/execute/sync"),
        Some(json!({
            "script": "return [document.body.getAttribute('data-frame'), document.getElementById('where').textContent, Array.prototype.slice.call(document.querySelectorAll('.frame')).filter(function (f) { return f.getBoundingClientRect().height > 0; }).map(function (f) { return f.id; })];",
            "args": []
        })),
    );
    let a = &v["value"];
    (
        a[0].as_str().unwrap_or("").to_string(),
        a[1].as_str().unwrap_or("").to_string(),
        a[2].as_array()
            .map(|l| {
                l.iter()
                    .filter_map(|x| x.as_str().map(String::from))
                    .collect()
            })
            .unwrap_or_default(),
    )
}

fn press(port: u16, session: &str, key: &str) {
    call(
        port,
        "POST",
        &format!("/session/{session}/actions"),
        Some(
            json!({ "actions": [ { "type": "key", "id": "keyboard", "actions": [
            { "type": "keyDown", "value": key }, { "type": "keyUp", "value": key } ] } ] }),
        ),
    );
}

pub(crate) fn artifacts() -> PathBuf {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/pictures");
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn step_through_page_steps_with_the_arrow_keys_in_chromium() {
    if !browser_here() {
        return;
    }
    let dir = artifacts();
    let page = dir.join("monster-basic.html");
    let _ = std::fs::remove_file(&page);
    let o = run_bin(&[
        "trace",
        "scenarios/rulebook/monster-basic.yaml",
        "--format",
        "html",
        "--out",
        page.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));

    let driver = start_driver();
    let profile = tempfile::tempdir().unwrap();
    let session = new_session(&driver, profile.path(), (1400, 1000));
    let id = session.id.clone();
    let url = format!("file://{}", page.display());
    call(
        driver.port,
        "POST",
        &format!("/session/{id}/url"),
        Some(json!({ "url": url })),
    );

    let (frame, label, visible) = shown(driver.port, &id);
    assert_eq!(frame, "0");
    assert!(label.starts_with("Before the move (1 of 10)"), "{label}");
    assert_eq!(visible, vec!["before".to_string()]);

    press(driver.port, &id, "\u{E014}"); // the right arrow
    let (frame, label, visible) = shown(driver.port, &id);
    assert_eq!(frame, "1", "the right arrow shows the next step");
    assert!(label.starts_with("Step 1 (2 of 10)"), "{label}");
    assert_eq!(visible, vec!["step-1".to_string()]);

    press(driver.port, &id, "\u{E014}");
    press(driver.port, &id, "\u{E014}");
    let (frame, _, visible) = shown(driver.port, &id);
    assert_eq!((frame.as_str(), visible), ("3", vec!["step-3".to_string()]));
    let png = screenshot(driver.port, &id);
    std::fs::write(dir.join("monster-basic-step-3.png"), &png).unwrap();

    press(driver.port, &id, "\u{E012}"); // the left arrow
    assert_eq!(shown(driver.port, &id).0, "2", "the left arrow goes back");
    press(driver.port, &id, "\u{E010}"); // End
    let (frame, label, _) = shown(driver.port, &id);
    assert_eq!(frame, "9");
    assert!(label.starts_with("Final look"), "{label}");
    drop(session);
}
