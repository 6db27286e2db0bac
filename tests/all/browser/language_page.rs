//! The page in the browser's language, the switch, and a shared link that keeps the language.
#![cfg(feature = "browser")]

use super::webdriver::{js, new_session_in, open, require_browser, select, start_driver, wait_for};
use crate::serve::server;
use serde_json::json;

const READY: &str = "return document.body.dataset.ready === 'true';";

fn text(port: u16, id: &str, element: &str) -> String {
    js(
        port,
        id,
        &format!("return document.getElementById('{element}').textContent;"),
    )
    .as_str()
    .unwrap_or_default()
    .to_string()
}

#[test]
fn the_page_speaks_the_browsers_language_switches_and_shares_it() {
    require_browser();
    let addr = server();
    let driver = start_driver();
    let profile = tempfile::tempdir().unwrap();
    // A French browser gets the French page.
    let session = new_session_in(&driver, profile.path(), (1366, 768), "fr-FR,fr");
    let (port, id) = (driver.port, session.id.as_str());
    open(port, id, &format!("http://{addr}/"));
    wait_for(port, id, READY);
    assert_eq!(
        js(port, id, "return document.documentElement.lang;"),
        json!("fr")
    );
    assert_eq!(text(port, id, "tab-board"), "Plateau");
    wait_for(
        port,
        id,
        "return document.getElementById('status').textContent === 'La position est valable.';",
    );
    // The switch: the same page in German, its address saying so.
    select(port, id, "lang", "de");
    wait_for(
        port,
        id,
        "return location.search === '?lang=de' && document.body.dataset.ready === 'true';",
    );
    assert_eq!(
        js(port, id, "return document.documentElement.lang;"),
        json!("de")
    );
    assert_eq!(text(port, id, "tab-board"), "Spielplan");
    assert_eq!(text(port, id, "tab-game"), "Partie");
    // A shared link keeps the language, and opens in it in another browser.
    js(
        port,
        id,
        "document.querySelector('#share summary').click(); document.getElementById('get-link').click(); return true;",
    );
    let link = wait_for(port, id, "return document.getElementById('link').value;");
    let link = link.as_str().unwrap().to_string();
    assert!(link.contains("?lang=de#p="), "{link}");
    let english = tempfile::tempdir().unwrap();
    let other = new_session_in(&driver, english.path(), (1366, 768), "en-US,en");
    let oid = other.id.as_str();
    open(port, oid, &link);
    wait_for(port, oid, READY);
    assert_eq!(text(port, oid, "tab-board"), "Spielplan");
    // Without `?lang=`, that browser's own language.
    open(port, oid, &format!("http://{addr}/"));
    wait_for(port, oid, READY);
    assert_eq!(text(port, oid, "tab-board"), "Board");
}
