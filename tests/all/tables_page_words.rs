//! The tables' page's own words (`locales/*/web-tables.ftl`, served to the page with the
//! board's: `serve::words`): every word in English, German and French, the same ids and
//! `{placeholders}` in each, German and French not left in English, French spacing. That every
//! id the page uses is in the catalogue, and every word is used:
//! `serve::every_word_the_page_says_is_in_the_catalogue`.

use furunkulus::i18n::Lang;
use furunkulus::serve::words::words;
use std::collections::{BTreeMap, BTreeSet};

/// One language's words of the tables' page: each id with its text, `{name}` as the page
/// gets it.
fn table(lang: Lang) -> BTreeMap<&'static str, String> {
    words(lang)
        .into_iter()
        .filter(|(id, _)| id.starts_with("web-tables-"))
        .collect()
}

fn placeholders(text: &str) -> BTreeSet<String> {
    text.split('{')
        .skip(1)
        .filter_map(|p| p.split_once('}').map(|(name, _)| name.to_string()))
        .collect()
}

#[test]
fn the_tables_page_has_every_word_in_three_languages() {
    let en = table(Lang::En);
    assert!(en.len() > 100, "{}", en.len());
    for lang in [Lang::De, Lang::Fr] {
        let t = table(lang);
        assert_eq!(
            t.keys().collect::<Vec<_>>(),
            en.keys().collect::<Vec<_>>(),
            "{lang:?}: the same ids as English"
        );
        let mut same = Vec::new();
        for (id, text) in &t {
            assert_eq!(placeholders(text), placeholders(&en[id]), "{lang:?} {id}");
            if *text == en[id] {
                same.push(*id);
            }
        }
        // Names, codes and placeholders only are the same in every language.
        assert!(same.len() <= 6, "{lang:?}: as in English: {same:?}");
        // German and French say it their way: a few English words that must not be left.
        for (id, text) in &t {
            let lower = format!(" {} ", text.to_lowercase());
            for english in [
                " the ", " your ", " to play", " seat ", " tile ", " turn ", " draw ",
            ] {
                assert!(!lower.contains(english), "{lang:?} {id}: {text}");
            }
        }
    }
    // French: a no-break space before : ; ! ? and inside « ».
    for (id, text) in table(Lang::Fr) {
        for bad in [" :", " ;", " !", " ?", "« ", " »"] {
            assert!(
                !text.contains(bad),
                "fr {id}: {text:?} has a plain space in {bad:?}"
            );
        }
    }
}
