//! The page's board in the pictures' colours: the floor, the pools, the stones, a crystal, a
//! pivot and the monster drawn in the renderer's palette (which the server writes into the
//! style sheet), two pairs of teleporters in their pair's colours and with their pair's number
//! from the position document, and the risk map's squares in the colours of the PNG risk map
//! for the same chances; in English, German and French at a phone's (390x844) and a laptop's
//! (1366x768) size, with screenshots of each (`target/pictures/board-teleporters-LANG-SIZE.png`
//! before the risk map, `target/pictures/board-colours-LANG-SIZE.png` with it).
#![cfg(feature = "browser")]

use super::board_page::page_yaml;
use super::webdriver::{
    artifacts, click, js, load_basic_setup, new_session, open, require_browser, screenshot, select,
    start_driver, tap_square, wait_for,
};
use crate::serve::{post, server};
use furunkulus::render::svg::palette;
use serde_json::json;

/// `#rrggbb` as the browser's computed style writes it: `rgb(r, g, b)`.
fn css_rgb(hex: &str) -> String {
    let (r, g, b) = palette::rgb(hex);
    format!("rgb({r}, {g}, {b})")
}

#[test]
fn the_board_and_its_risk_map_take_the_pictures_colours_in_three_languages_and_two_sizes() {
    require_browser();
    let addr = server();
    let driver = start_driver();
    let dir = artifacts();
    for (label, size) in [("phone", (390, 844)), ("laptop", (1366, 768))] {
        for lang in ["en", "de", "fr"] {
            let profile = tempfile::tempdir().unwrap();
            let session = new_session(&driver, profile.path(), size);
            let (port, id) = (driver.port, session.id.as_str());
            open(port, id, &format!("http://{addr}/?lang={lang}"));
            wait_for(port, id, "return document.body.dataset.ready === 'true';");
            load_basic_setup(port, id);
            // A crystal, a pivot and a pair of teleporters placed by tapping.
            for (tool, sq) in [
                ("crystal", "d2"),
                ("pivot", "f2"),
                ("teleporter", "h2"),
                ("teleporter", "k1"),
            ] {
                click(port, id, &format!("[data-tool={tool}]"));
                tap_square(port, id, "sq", sq);
            }
            // A second pair, green, its arrows south.
            select(port, id, "set-pair", "green");
            select(port, id, "set-arrow", "south");
            for sq in ["c5", "f6"] {
                tap_square(port, id, "sq", sq);
            }
            wait_for(
                port,
                id,
                "var t = document.querySelectorAll('#board .piece.tele'); return t.length === 4 && Array.prototype.every.call(t, function (x) { return x.style.background !== ''; }) && document.getElementById('problems').hidden;",
            );
            let doc = post("/api/validate", json!({ "scenario": page_yaml(port, id) })).json();
            let tele = js(port, id, "return Array.prototype.map.call(document.querySelectorAll('#board .piece.tele'), function (t) { var s = getComputedStyle(t); var n = t.querySelector('.tele-n'); return [t.parentNode.dataset.sq, s.backgroundColor, s.color, n && n.textContent]; });");
            // Each tile shows its pair's number as the pictures write it: 1 and 2, twice each.
            let mut numbers: Vec<&str> = tele
                .as_array()
                .unwrap()
                .iter()
                .map(|t| t[3].as_str().unwrap_or("none"))
                .collect();
            numbers.sort_unstable();
            assert_eq!(numbers, ["1", "1", "2", "2"], "{lang} {label}");
            for shown in tele.as_array().unwrap() {
                let at = shown[0].as_str().unwrap();
                let pair = doc["teleporters"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .find(|t| t["at"] == json!(at))
                    .unwrap();
                assert_eq!(
                    json!([shown[1], shown[2]]),
                    json!([
                        css_rgb(pair["fill"].as_str().unwrap()),
                        css_rgb(pair["ink"].as_str().unwrap())
                    ]),
                    "{lang} {label}: the teleporter on {at}"
                );
                assert_eq!(
                    shown[3],
                    json!(pair["number"].to_string()),
                    "{lang} {label}: the number on the teleporter on {at}"
                );
            }
            std::fs::write(
                dir.join(format!("board-teleporters-{lang}-{label}.png")),
                screenshot(port, id),
            )
            .unwrap();
            // The pieces and the floor: the renderer's palette, not colours of the page's own.
            let drawn = js(
                port,
                id,
                "var bg = function (el) { return el && getComputedStyle(el).backgroundColor; };\
                 var empty = Array.prototype.find.call(document.querySelectorAll('#board .sq:not(.none)'), function (c) { return !c.dataset.what && !c.classList.contains('pool') && !c.classList.contains('exit') && !c.classList.contains('entrance') && !c.querySelector('.piece'); });\
                 var body = document.querySelector('#board .monster-icon .m-body');\
                 return { floor: bg(empty), pool: bg(document.querySelector('#board .sq.pool')),\
                   stone: bg(document.querySelector('#board .piece.stone')),\
                   crystal: bg(document.querySelector('#board .piece.crystal')),\
                   pivot: bg(document.querySelector('#board .piece.pivot')),\
                   monster: body && getComputedStyle(body).fill };",
            );
            for (what, colour) in [
                ("floor", palette::FLOOR),
                ("pool", palette::POOL),
                ("stone", palette::STONE),
                ("crystal", palette::CRYSTAL),
                ("pivot", palette::PIVOT),
                ("monster", palette::MONSTER),
            ] {
                assert_eq!(
                    drawn[what],
                    json!(css_rgb(colour)),
                    "{lang} {label}: {what}"
                );
            }
            // The risk map: each square in the API's colours, which are the PNG's for its chance.
            click(port, id, "#risk");
            wait_for(
                port,
                id,
                "return document.querySelectorAll('#board .sq.heat').length > 50;",
            );
            let risk = post("/api/risk", json!({ "scenario": page_yaml(port, id) })).json();
            let heat = js(port, id, "var out = {}; document.querySelectorAll('#board .sq.heat').forEach(function (c) { var s = getComputedStyle(c); out[c.dataset.sq] = [s.backgroundColor, s.color]; }); return out;");
            let squares = risk["squares"].as_object().unwrap();
            assert_eq!(
                heat.as_object().unwrap().len(),
                squares.len(),
                "{lang} {label}"
            );
            for (sq, chance) in squares {
                let (fill, ink) = palette::heat_tint(chance.as_f64().unwrap());
                assert_eq!(risk["colours"][sq]["fill"], json!(fill), "{sq}");
                assert_eq!(
                    heat[sq],
                    json!([css_rgb(&fill), css_rgb(ink)]),
                    "{lang} {label}: {sq} at {chance}"
                );
            }
            std::fs::write(
                dir.join(format!("board-colours-{lang}-{label}.png")),
                screenshot(port, id),
            )
            .unwrap();
        }
    }
}
