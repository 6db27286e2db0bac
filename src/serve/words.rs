//! The page's words, from the message catalogue: every message of `locales/<code>/web.ftl`
//! (the board's page) and `web-tables.ftl` (the tables' page), as a JSON map of id to text in
//! one language, each `{ $name }` given as `{name}`, which the page fills (`t(id, { name })`
//! in `assets/text.js`). The page's messages are plain text and arguments: where a word
//! depends on a number, the page has one message a case (`web-moves-cost0`, `-cost1`,
//! `-cost`).
//!
//! The server writes the map into each page it serves (`<script type="application/json"
//! id="words">`, with `<html lang>`), in the language of the request: its `lang` parameter
//! (`/?lang=de`, kept in shared links), else the browser's `Accept-Language`, else English.
//! `GET /api/words?lang=de` answers the same map.

use crate::i18n::{self, Arg, Lang, FILES};
use axum::extract::Query;
use axum::http::{header, HeaderMap, HeaderValue};
use axum::response::{IntoResponse, Response};
use fluent_syntax::ast;
use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::LazyLock;

/// The catalogue's subjects that are the page's words.
pub const SUBJECTS: [&str; 2] = ["web", "web-tables"];

/// The variables a pattern uses, in order, each once.
fn variables(p: &ast::Pattern<&'static str>, out: &mut Vec<&'static str>) {
    for e in &p.elements {
        if let ast::PatternElement::Placeable { expression } = e {
            expression_variables(expression, out);
        }
    }
}

fn expression_variables(e: &ast::Expression<&'static str>, out: &mut Vec<&'static str>) {
    match e {
        ast::Expression::Select { selector, variants } => {
            inline_variables(selector, out);
            for v in variants {
                variables(&v.value, out);
            }
        }
        ast::Expression::Inline(i) => inline_variables(i, out),
    }
}

fn inline_variables(i: &ast::InlineExpression<&'static str>, out: &mut Vec<&'static str>) {
    match i {
        ast::InlineExpression::VariableReference { id } if !out.contains(&id.name) => {
            out.push(id.name);
        }
        ast::InlineExpression::Placeable { expression } => expression_variables(expression, out),
        _ => {}
    }
}

/// Every word of the page in `lang`: id and text, `{name}` where the page fills an argument,
/// in the files' order.
pub fn words(lang: Lang) -> Vec<(&'static str, String)> {
    let mut out = Vec::new();
    for (l, subject, text) in FILES {
        if *l != lang || !SUBJECTS.contains(subject) {
            continue;
        }
        // A file with a syntax error keeps the messages that parsed (the catalogue test fails
        // on any error).
        let resource = fluent_syntax::parser::parse(*text).unwrap_or_else(|(r, _)| r);
        for entry in &resource.body {
            let ast::Entry::Message(m) = entry else {
                continue;
            };
            let mut vars = Vec::new();
            if let Some(value) = &m.value {
                variables(value, &mut vars);
            }
            let args: Vec<(&'static str, &'static str, Arg)> = vars
                .iter()
                .map(|v| (*v, "", Arg::Text(Cow::Owned(format!("{{{v}}}")))))
                .collect();
            out.push((m.id.name, i18n::tr(lang, m.id.name, &args)));
        }
    }
    out
}

/// [`words`] as a JSON object, made once a language.
pub fn json(lang: Lang) -> &'static str {
    static JSON: [LazyLock<String>; 3] = [
        LazyLock::new(|| make_json(Lang::En)),
        LazyLock::new(|| make_json(Lang::De)),
        LazyLock::new(|| make_json(Lang::Fr)),
    ];
    &JSON[lang as usize]
}

fn make_json(lang: Lang) -> String {
    object(
        words(lang)
            .into_iter()
            .map(|(id, text)| (id.to_string(), text)),
    )
}

/// A JSON object of these keys and texts, in their order.
fn object(pairs: impl Iterator<Item = (String, String)>) -> String {
    let map: serde_json::Map<String, serde_json::Value> = pairs
        .map(|(key, text)| (key, serde_json::Value::String(text)))
        .collect();
    serde_json::Value::Object(map).to_string()
}

/// The players' names the page tells in `lang` ([`i18n::player_words`]) as a JSON object of
/// name (lower case) to word, made once a language: the page shows a player as
/// `who(name)` (`assets/text.js`), which reads it.
pub fn players_json(lang: Lang) -> &'static str {
    static JSON: [LazyLock<String>; 3] = [
        LazyLock::new(|| make_players_json(Lang::En)),
        LazyLock::new(|| make_players_json(Lang::De)),
        LazyLock::new(|| make_players_json(Lang::Fr)),
    ];
    &JSON[lang as usize]
}

fn make_players_json(lang: Lang) -> String {
    object(i18n::player_words(lang).into_iter())
}

/// The language of a page: `lang` of its address when it is one of ours, else the browser's
/// `Accept-Language`, else English. (An unknown `lang` is not an error for a page: it is
/// read as the browser's language, as a link from elsewhere may carry anything.)
pub fn page_lang(code: Option<&str>, headers: &HeaderMap) -> Lang {
    code.and_then(Lang::from_code)
        .or_else(|| {
            headers
                .get(header::ACCEPT_LANGUAGE)
                .and_then(|v| v.to_str().ok())
                .and_then(Lang::from_accept_language)
        })
        .unwrap_or_default()
}

/// `html` (a page whose root is `<html lang="en">`) in `lang`: its `lang` set and the words
/// and the players' names ([`players_json`]) written at the end of its head.
pub fn localise(html: &str, lang: Lang) -> String {
    // `</` never ends the script early: JSON may write `/` as `\/`.
    let words = json(lang).replace("</", "<\\/");
    let players = players_json(lang).replace("</", "<\\/");
    html.replacen(
        "<html lang=\"en\">",
        &format!("<html lang=\"{}\">", lang.code()),
        1,
    )
    .replacen(
        "</head>",
        &format!(
            "<script type=\"application/json\" id=\"words\">{words}</script>\n\
             <script type=\"application/json\" id=\"player-words\">{players}</script>\n</head>"
        ),
        1,
    )
}

/// A page in each language (English, German, French), each made on its first use:
/// `[LazyLock::new(|| localise(HTML, Lang::En)), ...]`.
pub type Pages = [LazyLock<String>; 3];

/// The `lang` parameter of a request's address.
pub type LangQuery = Query<HashMap<String, String>>;

/// The language of an API `GET`: `?lang=`, else `Accept-Language`, else English; a `lang`
/// that is none of ours is a 400, in the browser's language.
pub fn asked_lang(query: &LangQuery, headers: &HeaderMap) -> Result<Lang, super::api::ApiError> {
    super::api::lang_of(query.get("lang").map(String::as_str), headers)
}

/// A page's answer in the language of its request: HTML, never stored without asking again
/// (`no-cache`), and varying with the browser's languages.
pub fn page_response(pages: &'static Pages, query: &LangQuery, headers: &HeaderMap) -> Response {
    let lang = page_lang(query.get("lang").map(String::as_str), headers);
    let mut r = (
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8"),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        pages[lang as usize].as_str(),
    )
        .into_response();
    r.headers_mut()
        .insert(header::VARY, HeaderValue::from_static("Accept-Language"));
    r
}

/// `GET /api/words?lang=de`: the page's words in the language asked for (else the browser's,
/// else English), as a JSON object of id to text.
pub async fn api_words(query: LangQuery, headers: HeaderMap) -> Response {
    let lang = match asked_lang(&query, &headers) {
        Ok(l) => l,
        Err(e) => return e.into_response(),
    };
    (
        [
            (header::CONTENT_TYPE, "application/json"),
            (header::CACHE_CONTROL, "no-cache"),
            (header::VARY, "Accept-Language"),
        ],
        json(lang),
    )
        .into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_page_gets_its_language_and_its_words_and_no_early_end_of_script() {
        let html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<title>x</title>\n</head>\n<body></body>\n</html>\n";
        let de = localise(html, Lang::De);
        assert!(de.contains("<html lang=\"de\">"));
        let start = de
            .find("<script type=\"application/json\" id=\"words\">")
            .unwrap();
        let end = de[start..].find("</script>").unwrap() + start;
        assert!(end < de.find("</head>").unwrap());
        let map: serde_json::Value =
            serde_json::from_str(&de[start + 43..end]).expect("the words are JSON");
        assert_eq!(map["web-zoom-large"], "Vergrößern");
        assert_eq!(map["web-moves-one"], "{label} nach {dest}:");
        // No word ends the script early: a `</` in a word is written `<\/`.
        assert!(!de[start + 43..end].contains("</"));
        // The players' names, as the command line tells them in German.
        let open = "<script type=\"application/json\" id=\"player-words\">";
        let start = de.find(open).unwrap() + open.len();
        let end = de[start..].find("</script>").unwrap() + start;
        assert!(end < de.find("</head>").unwrap());
        let players: serde_json::Value =
            serde_json::from_str(&de[start..end]).expect("the players' names are JSON");
        assert_eq!(players["red"], "Rot");
        assert_eq!(players["rouge"], "Rot");
        assert_eq!(players["rot"], "Rot");
    }

    #[test]
    fn the_page_language_is_the_address_then_the_browser_then_english() {
        let mut h = HeaderMap::new();
        assert_eq!(page_lang(None, &h), Lang::En);
        h.insert(
            header::ACCEPT_LANGUAGE,
            HeaderValue::from_static("es, fr;q=0.8"),
        );
        assert_eq!(page_lang(None, &h), Lang::Fr);
        assert_eq!(page_lang(Some("de-AT"), &h), Lang::De);
        assert_eq!(page_lang(Some("xx"), &h), Lang::Fr);
    }
}
