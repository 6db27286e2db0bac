//! The step-through page of `trace --format html` end to end: it loads the page from disk,
//! reads the step shown, presses the arrow keys, checks the shown step changed, and keeps a
//! screenshot under `target/pictures/`.
#![cfg(feature = "browser")]

use super::webdriver::{
    artifacts, call, new_session, require_browser, screenshot, small_controls, start_driver,
};
use crate::common::{run_bin, stderr};
use serde_json::json;

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

#[test]
fn step_through_page_steps_with_the_arrow_keys_in_chromium() {
    require_browser();
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
    // On a phone, every button of the page is large enough to tap (they were 27 px high).
    let phone_profile = tempfile::tempdir().unwrap();
    let phone = new_session(&driver, phone_profile.path(), (390, 844));
    call(
        driver.port,
        "POST",
        &format!("/session/{}/url", phone.id),
        Some(json!({ "url": url })),
    );
    assert_eq!(shown(driver.port, &phone.id).0, "0");
    // Opened, the page shows its title and buttons: it is not scrolled (a fragment written
    // while it loaded once scrolled them away).
    let scrolled = call(
        driver.port,
        "POST",
        &format!("/session/{}/execute/sync", phone.id),
        Some(json!({ "script": "return window.scrollY;", "args": [] })),
    );
    assert_eq!(scrolled["value"], json!(0));
    assert_eq!(small_controls(driver.port, &phone.id), Vec::<String>::new());
    std::fs::write(
        dir.join("monster-basic-phone.png"),
        screenshot(driver.port, &phone.id),
    )
    .unwrap();
}
