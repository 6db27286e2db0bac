//! The page in the browser's language, the switch, and a shared link that keeps the language.
#![cfg(feature = "browser")]

use super::webdriver::{artifacts, click, js, open, screenshot, select, tap_square, wait_for};
use super::{Browser, READY};
use furunkulus::i18n::Lang;
use serde_json::{json, Value};
use std::collections::BTreeMap;

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
    let browser = Browser::start();
    // A French browser gets the French page.
    let page = browser.session_in((1366, 768), "fr-FR,fr");
    page.open("/", READY);
    let (port, id) = (browser.port(), page.id());
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
    let other = browser.session((1366, 768));
    let oid = other.id();
    open(port, oid, &link);
    wait_for(port, oid, READY);
    assert_eq!(text(port, oid, "tab-board"), "Spielplan");
    // Without `?lang=`, that browser's own language.
    other.open("/", READY);
    assert_eq!(text(port, oid, "tab-board"), "Board");
}

/// The texts of the elements `css` matches.
fn texts(port: u16, id: &str, css: &str) -> Vec<String> {
    let v = js(
        port,
        id,
        &format!("return Array.prototype.map.call(document.querySelectorAll('{css}'), function (e) {{ return e.textContent; }});"),
    );
    serde_json::from_value(v).unwrap()
}

/// Whether the page is no wider than the phone's screen (nothing to scroll sideways but the
/// board, which scrolls in its own box).
fn fits(port: u16, id: &str) -> Value {
    js(
        port,
        id,
        "return [document.documentElement.scrollWidth, window.innerWidth];",
    )
}

/// What a French and a German player read at 390x844: the tiles by the game's own names
/// ("« deux proies »", never the key `prey-2`), the editor's colours and the game's setup in
/// their words, a pawn that can reach no square told to stay (not "0 squares; tap one"), and
/// no tab wider than the screen (the German setup's option once made the Game tab 492 px).
#[test]
fn a_french_and_a_german_phone_read_their_words_and_nothing_is_wider_than_the_screen() {
    let browser = Browser::start();
    let fr: BTreeMap<&str, String> = furunkulus::serve::words::words(Lang::Fr)
        .into_iter()
        .collect();
    let page = browser.session_in((390, 844), "fr-FR,fr");
    page.open("/?lang=fr", READY);
    let (port, id) = (browser.port(), page.id());
    let no_key = |words: &[String]| {
        assert!(!words.iter().any(|w| w.contains("prey")), "{words:?}");
    };
    // The board tab: the tiles to trace, the players and the teleporters' pairs.
    let tiles = texts(port, id, "#tile option");
    no_key(&tiles);
    assert!(
        tiles.contains(&"«\u{a0}une proie\u{a0}»".to_string()),
        "{tiles:?}"
    );
    assert!(tiles.contains(&"8".to_string()), "{tiles:?}");
    let players = texts(port, id, "#set-player option");
    // A player's colour word is the one the texts use (`colour-red`: "Rouge").
    assert!(players.contains(&"Rouge".to_string()), "{players:?}");
    assert!(!players.contains(&"red".to_string()), "{players:?}");
    assert_eq!(texts(port, id, "#set-pair option"), ["Jaune", "Vert"]);
    // The puzzles: a tile to pick, by its name.
    click(port, id, "#tab-puzzles");
    let pid = "advanced-predict-easy-2003-01";
    wait_for(
        port,
        id,
        &format!("return !!document.getElementById('puzzle-item-{pid}');"),
    );
    click(port, id, &format!("#puzzle-item-{pid}"));
    wait_for(
        port,
        id,
        "return document.querySelectorAll('#puzzle-tiles button').length > 0;",
    );
    let picks = texts(port, id, "#puzzle-tiles button");
    no_key(&picks);
    assert!(
        picks.contains(&"«\u{a0}deux proies\u{a0}»".to_string()),
        "{picks:?}"
    );
    assert_eq!(
        js(
            port,
            id,
            "return document.getElementById('puzzle-tile-prey-2') !== null;"
        ),
        json!(true)
    );
    // The game: its setup in words; red1 enters on p11, then blue1 can reach no square.
    click(port, id, "#tab-game");
    assert_eq!(
        texts(port, id, "#game-setup option"),
        [
            fr["web-start-basic"].clone(),
            fr["web-game-setup-advanced"].clone()
        ]
    );
    js(port, id, "document.getElementById('players').value = 'red, blue'; document.getElementById('seed').value = '1'; return true;");
    click(port, id, "#new-game");
    wait_for(
        port,
        id,
        "var g = furunkulus.game.game; return !!g && g.state.to_play === 'red';",
    );
    // The player to play is told in French, as the command line tells it: `red` is Rouge.
    let status = fr["web-game-status-pawns"]
        .replace("{round}", "1")
        .replace("{turn}", "1")
        .replace("{player}", "Rouge");
    assert_eq!(
        js(
            port,
            id,
            "return document.getElementById('game-status').textContent;"
        ),
        json!(status)
    );
    let fits_now = fits(port, id);
    assert!(fits_now[0].as_u64() <= fits_now[1].as_u64(), "{fits_now}");
    let deck = js(
        port,
        id,
        "return document.getElementById('game-deck').textContent;",
    );
    let deck = deck.as_str().unwrap();
    assert!(
        deck.contains("«\u{a0}deux proies\u{a0}»") && !deck.contains("prey"),
        "{deck}"
    );
    click(port, id, "#gsq-chip-red1");
    wait_for(
        port,
        id,
        "return document.getElementById('game-picker').dataset.pawn === 'red1';",
    );
    tap_square(port, id, "gsq", "p11");
    wait_for(
        port,
        id,
        "return document.querySelectorAll('#game-picker .choice').length > 0;",
    );
    click(port, id, "#game-picker .confirm");
    wait_for(
        port,
        id,
        "var g = furunkulus.game.game; return g.state.to_play === 'blue';",
    );
    click(port, id, "#gsq-chip-blue1");
    wait_for(
        port,
        id,
        "return document.getElementById('game-picker').dataset.pawn === 'blue1';",
    );
    let info = js(
        port,
        id,
        "return document.querySelector('#game-picker .picker-info').textContent;",
    );
    let stay = fr["web-moves-open-stay"]
        .replace("{label}", "B1")
        .replace("{name}", "blue1")
        .replace("{points}", "1");
    assert_eq!(info, json!(stay));
    // Staying is what the server offers: a tap on the pawn again.
    click(port, id, "#gsq-chip-blue1");
    wait_for(
        port,
        id,
        "return document.querySelectorAll('#game-picker .choice').length > 0;",
    );
    // Staying has its own words ("B1 reste à côté de l'entrée", never "B1 en à côté de").
    assert_eq!(
        js(
            port,
            id,
            "return document.querySelector('#game-picker .choices-head').textContent;"
        ),
        json!(fr["web-moves-one-waiting"].replace("{label}", "B1"))
    );
    std::fs::write(
        artifacts().join("serve-phone-fr-stay.png"),
        screenshot(port, id),
    )
    .unwrap();
    // A German phone: the Game tab no wider than the screen, its undo not "Back".
    let de = browser.session_in((390, 844), "de-DE,de");
    de.open("/?lang=de", READY);
    let did = de.id();
    click(port, did, "#tab-game");
    // No game yet: no empty board, and no button that would do nothing.
    assert_eq!(
        js(
            port,
            did,
            "return [document.getElementById('game-board').hidden, document.getElementById('game-actions').hidden, document.getElementById('get-record').disabled];"
        ),
        json!([true, true, true])
    );
    // The players asked for by default are German words, and so is the AI seats' example.
    assert_eq!(
        js(
            port,
            did,
            "return [document.getElementById('players').value, document.getElementById('ai-seats').placeholder];"
        ),
        json!(["rot, blau", "blau=mcts"])
    );
    let fits_de = fits(port, did);
    assert!(fits_de[0].as_u64() <= fits_de[1].as_u64(), "{fits_de}");
    assert_eq!(
        texts(port, did, "#game-undo"),
        ["Zug zurücknehmen".to_string()]
    );
    // A table made in German: the levels a seat may be handed to, in words.
    open(port, did, &format!("http://{}/t?lang=de", browser.addr));
    wait_for(port, did, "return !!document.getElementById('t-create');");
    // Its players asked for by default in German words, as its hint says.
    assert_eq!(
        js(
            port,
            did,
            "return document.getElementById('t-players').value;"
        ),
        json!("rot, blau, grün")
    );
    click(port, did, "#t-create");
    wait_for(
        port,
        did,
        "return !!document.getElementById('t-hand-level-blau');",
    );
    assert_eq!(
        texts(port, did, "#t-hand-level-blau option"),
        [
            "die stärkste für so viele Spieler",
            "zufällig (random)",
            "gierig (greedy)",
            "beste Antwort (brs)",
            "misstrauisch (paranoid)",
            "vorausschauend (expectimax)",
            "Baumsuche (mcts)"
        ]
    );
    // Its players (rot, blau, grün) told in German, as the command line tells them.
    let de_words: BTreeMap<&str, String> = furunkulus::serve::words::words(Lang::De)
        .into_iter()
        .collect();
    assert_eq!(
        js(
            port,
            did,
            "return document.getElementById('t-turn-big').textContent;"
        ),
        json!(de_words["web-tables-turn-person"].replace("{player}", "Rot"))
    );
    assert_eq!(texts(port, did, "#t-seats strong"), ["Rot", "Blau", "Grün"]);
    std::fs::write(
        artifacts().join("tables-phone-de-host.png"),
        screenshot(port, did),
    )
    .unwrap();
    let fits_table = fits(port, did);
    assert!(
        fits_table[0].as_u64() <= fits_table[1].as_u64(),
        "{fits_table}"
    );
    // A table made in French: its seats' menus ("la plus forte pour ce nombre de joueurs")
    // fit the phone too.
    open(port, id, &format!("http://{}/t?lang=fr", browser.addr));
    wait_for(port, id, "return !!document.getElementById('t-create');");
    click(port, id, "#t-create");
    wait_for(
        port,
        id,
        "return !!document.getElementById('t-hand-level-bleu');",
    );
    // The host plays Rouge here: every seat's menu is shown.
    click(port, id, "#t-play-here-rouge");
    wait_for(
        port,
        id,
        "return !!document.getElementById('t-hand-level-vert') && !!document.getElementById('t-hand-level-rouge');",
    );
    let fits_fr = fits(port, id);
    // Nothing of the seats' list reaches past the screen's right edge (an element wider than
    // its card may not widen the page, but is cut off).
    js(
        port,
        id,
        "document.getElementById('t-seats').scrollIntoView(); return true;",
    );
    let right = js(
        port,
        id,
        "return [Math.max(...[...document.querySelectorAll('#t-seats *')].map((e) => e.getBoundingClientRect().right)), window.innerWidth];",
    );
    std::fs::write(
        artifacts().join("tables-phone-fr-seats.png"),
        screenshot(port, id),
    )
    .unwrap();
    assert!(right[0].as_f64() <= right[1].as_f64(), "{right}");
    assert!(fits_fr[0].as_u64() <= fits_fr[1].as_u64(), "{fits_fr}");
}
