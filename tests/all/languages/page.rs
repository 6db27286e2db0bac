//! The web page's own words: every word in English, German and French from the catalogue,
//! the same ids and placeholders in each, no English left; the scripts keep the language.

use super::english_words;
use fluent_syntax::ast;
use furunkulus::i18n::{Lang, FILES};
use std::collections::{BTreeMap, BTreeSet};

/// The page's words (`locales/*/web.ftl` and `web-tables.ftl`) as the server gives them to
/// the page: each id with its text, `{name}` where the page fills an argument.
fn page_words(lang: Lang) -> BTreeMap<&'static str, String> {
    furunkulus::serve::words::words(lang).into_iter().collect()
}

fn placeholders(text: &str) -> BTreeSet<String> {
    text.split('{')
        .skip(1)
        .filter_map(|p| p.split_once('}').map(|(name, _)| name.to_string()))
        .collect()
}

/// The page says every word in English, German and French, from the catalogue: the same ids
/// in each language, the same `{placeholders}`, words of the language (no English function
/// word left in German or French), and messages the page can fill (text and arguments only:
/// no selector or reference the page could not resolve). Every id the page uses is in the
/// catalogue: `serve::every_word_the_page_says_is_in_the_catalogue`.
#[test]
fn the_page_has_every_word_in_three_languages() {
    for (l, subject, text) in FILES {
        if !furunkulus::serve::words::SUBJECTS.contains(subject) {
            continue;
        }
        let resource = fluent_syntax::parser::parse(*text).expect("parses");
        for entry in &resource.body {
            let ast::Entry::Message(m) = entry else {
                continue;
            };
            for e in &m.value.as_ref().expect("a value").elements {
                if let ast::PatternElement::Placeable { expression } = e {
                    assert!(
                        matches!(
                            expression,
                            ast::Expression::Inline(
                                ast::InlineExpression::VariableReference { .. }
                            ) | ast::Expression::Inline(
                                ast::InlineExpression::StringLiteral { .. }
                            ) // The game's own words (`{ colour-red }`): the server
                              // writes them out, the page gets plain text.
                              | ast::Expression::Inline(
                                ast::InlineExpression::MessageReference {
                                    attribute: None,
                                    ..
                                }
                            )
                        ),
                        "locales/{}/{subject}.ftl: `{}` is more than text and arguments",
                        l.code(),
                        m.id.name
                    );
                }
            }
        }
    }
    let en = page_words(Lang::En);
    assert!(en.len() > 300, "{}", en.len());
    for id in [
        "web-lang-label",
        "web-how-eaten",
        "web-game-status-pawns",
        "web-dir-north",
        "web-tables-create",
    ] {
        assert!(en.contains_key(id), "{id}");
    }
    assert_eq!(en["web-moves-one"], "{label} to {dest}:");
    // French's no-break space before `;` is kept at the start of a message.
    assert!(page_words(Lang::Fr)["web-game-log-tile"].starts_with("\u{a0};"));
    for lang in [Lang::De, Lang::Fr] {
        let table = page_words(lang);
        assert_eq!(
            table.keys().collect::<Vec<_>>(),
            en.keys().collect::<Vec<_>>(),
            "{lang:?}: the same ids as English"
        );
        let mut english = Vec::new();
        let mut same = Vec::new();
        for (id, text) in &table {
            assert_eq!(placeholders(text), placeholders(&en[id]), "{lang:?} {id}");
            // Placeholders and the AI levels' names (`blue=greedy`) are not words.
            let words: String = text
                .split('{')
                .map(|p| p.split_once('}').map_or(p, |(_, rest)| rest))
                .collect::<Vec<_>>()
                .join(" ");
            let found = english_words(&words, lang, &BTreeSet::new());
            if !found.is_empty() {
                english.push(format!("{id}: {found:?}"));
            }
            if *text == en[id] {
                same.push(*id);
            }
        }
        assert!(english.is_empty(), "{lang:?}: {english:?}");
        // Names, symbols and placeholders only are the same in every language.
        assert!(same.len() < 30, "{lang:?}: as in English: {same:?}");
    }
    // The switch and the shared link keep the language; requests carry it.
    let script = |path: &str| {
        furunkulus::serve::assets::SCRIPTS
            .iter()
            .find(|(p, _)| *p == path)
            .unwrap()
            .1
    };
    assert!(script("/text.js").contains("searchParams.set(\"lang\""));
    assert!(script("/editor.js").contains("\"?lang=\" + lang + \"#p=\""));
    assert!(script("/api.js").contains("{ lang }"));
    // The scripts say nothing of their own: text.js has no table of words left.
    assert!(!script("/text.js").contains("const EN"));
}
