//! The tables' page's own words (`src/serve/assets/tables-text.js`): every word in English,
//! German and French, the same ids and `{placeholders}` in each, German and French not left
//! in English, French spacing, every id the page uses there, and no word the page never uses.

use furunkulus::serve::tables::page::FILES;
use std::collections::{BTreeMap, BTreeSet};

fn file(path: &str) -> &'static str {
    FILES
        .iter()
        .find(|(p, _, _)| *p == path)
        .unwrap_or_else(|| panic!("no {path}"))
        .2
}

/// One language's table (`const DE = { ... }`): each id with its text.
fn words(js: &str, name: &str) -> BTreeMap<String, String> {
    let start = js
        .find(&format!("const {name} = {{"))
        .unwrap_or_else(|| panic!("no table {name}"));
    let body = &js[start..];
    let body = &body[..body.find("\n};").expect("the table ends")];
    body.lines()
        .filter_map(|l| l.trim().strip_prefix('"'))
        .filter_map(|l| l.split_once("\": \""))
        .map(|(id, rest)| {
            (
                id.to_string(),
                rest.trim_end_matches(',').trim_end_matches('"').to_string(),
            )
        })
        .collect()
}

fn placeholders(text: &str) -> BTreeSet<String> {
    text.split('{')
        .skip(1)
        .filter_map(|p| p.split_once('}').map(|(name, _)| name.to_string()))
        .collect()
}

/// Every id written out in `text` after `marker` (`tt("`, `data-tt="`), up to the quote.
fn used(text: &str, marker: &str) -> BTreeSet<String> {
    text.split(marker)
        .skip(1)
        .filter_map(|p| p.split_once('"').map(|(id, _)| id.to_string()))
        .filter(|id| id.starts_with("tables.") && !id.ends_with('.'))
        .collect()
}

#[test]
fn the_tables_page_has_every_word_in_three_languages() {
    let js = file("/tables-text.js");
    let en = words(js, "EN");
    assert!(en.len() > 100, "{}", en.len());
    for name in ["DE", "FR"] {
        let table = words(js, name);
        assert_eq!(
            table.keys().collect::<Vec<_>>(),
            en.keys().collect::<Vec<_>>(),
            "{name}: the same ids as EN"
        );
        let mut same = Vec::new();
        for (id, text) in &table {
            assert_eq!(placeholders(text), placeholders(&en[id]), "{name} {id}");
            if *text == en[id] {
                same.push(id.clone());
            }
        }
        // Names, codes and placeholders only are the same in every language.
        assert!(same.len() <= 6, "{name}: as in English: {same:?}");
    }
    // German and French say it their way: a few English words that must not be left.
    for (name, table) in [("DE", words(js, "DE")), ("FR", words(js, "FR"))] {
        for (id, text) in &table {
            let lower = format!(" {} ", text.to_lowercase());
            for english in [
                " the ", " your ", " to play", " seat ", " tile ", " turn ", " draw ",
            ] {
                assert!(!lower.contains(english), "{name} {id}: {text}");
            }
        }
    }
    // French: a no-break space before : ; ! ? and inside « ».
    for (id, text) in words(js, "FR") {
        for bad in [" :", " ;", " !", " ?", "« ", " »"] {
            assert!(
                !text.contains(bad),
                "FR {id}: {text:?} has a plain space in {bad:?}"
            );
        }
    }

    // Every id the page uses is in the tables, and every word of the tables is used.
    let mut code = String::new();
    for (path, _, text) in FILES {
        if path.ends_with(".js") && path != "/tables-text.js" {
            code.push_str(text);
        }
    }
    let html = furunkulus::serve::tables::page::HTML;
    let index = include_str!("../../src/serve/assets/index.html");
    let mut ids = used(&code, "tt(\"");
    for marker in ["data-tt=\"", "data-tt-title=\"", "data-tt-label=\""] {
        ids.extend(used(html, marker));
        ids.extend(used(index, marker));
    }
    // Ids made from a server's word: a seat's kind, how a pawn was taken, where it went.
    let families = [
        (
            "tables.kind.",
            &["person", "random", "greedy", "expectimax"][..],
        ),
        ("tables.how.", &["eaten", "crushed", "destroyed"][..]),
        ("tables.dest.", &["waiting", "out"][..]),
    ];
    for (prefix, names) in families {
        assert!(code.contains(&format!("\"{prefix}\" +")), "{prefix}");
        ids.extend(names.iter().map(|n| format!("{prefix}{n}")));
    }
    for (a, b) in [("tables.played1", "round-1"), ("tables.played2", "round-2")] {
        assert!(code.contains(&format!("[\"{b}\", \"{a}\"]")), "{a}");
        ids.insert(a.to_string());
    }
    // Ids chosen among two or three: written whole in the code, in a choice.
    for id in en.keys() {
        if code.contains(&format!("\"{id}\"")) {
            ids.insert(id.clone());
        }
    }
    let missing: Vec<_> = ids.iter().filter(|id| !en.contains_key(*id)).collect();
    assert!(missing.is_empty(), "used, not in the tables: {missing:?}");
    let unused: Vec<_> = en.keys().filter(|id| !ids.contains(*id)).collect();
    assert!(unused.is_empty(), "in the tables, never used: {unused:?}");
}
