//! The tables' page (`/t`, `/t/CODE`) and its scripts and style, embedded in the binary like
//! the board's page ([`crate::serve::assets`]), whose board, stepper and picker it reuses.

use crate::i18n::Lang;
use crate::serve::words::{self, LangQuery, Pages};
use axum::http::{header, HeaderMap};
use axum::response::Response;
use axum::routing::get;
use axum::Router;
use std::sync::LazyLock;

/// The page.
pub const HTML: &str = include_str!("../assets/tables.html");

/// The tables' page's own files: path, content type, text.
pub const FILES: [(&str, &str, &str); 7] = [
    ("/tables.js", JS, include_str!("../assets/tables.js")),
    (
        "/tables-text.js",
        JS,
        include_str!("../assets/tables-text.js"),
    ),
    (
        "/tables-api.js",
        JS,
        include_str!("../assets/tables-api.js"),
    ),
    (
        "/tables-lobby.js",
        JS,
        include_str!("../assets/tables-lobby.js"),
    ),
    (
        "/tables-view.js",
        JS,
        include_str!("../assets/tables-view.js"),
    ),
    (
        "/tables-invite.js",
        JS,
        include_str!("../assets/tables-invite.js"),
    ),
    (
        "/tables.css",
        "text/css; charset=utf-8",
        include_str!("../assets/tables.css"),
    ),
];

const JS: &str = "text/javascript; charset=utf-8";

/// The page in each language, its words written in ([`words`]).
static PAGES: Pages = [
    LazyLock::new(|| words::localise(HTML, Lang::En)),
    LazyLock::new(|| words::localise(HTML, Lang::De)),
    LazyLock::new(|| words::localise(HTML, Lang::Fr)),
];

/// The page (`/t`: create or join a table; `/t/CODE`: a table), in the request's language
/// (`?lang=`, else `Accept-Language`). Its address may carry a seat's token after `#`, which
/// browsers never send; the page sends no referrer.
pub fn html(query: &LangQuery, headers: &HeaderMap) -> Response {
    let mut r = words::page_response(&PAGES, query, headers);
    r.headers_mut().insert(
        header::REFERRER_POLICY,
        header::HeaderValue::from_static("no-referrer"),
    );
    r
}

/// The routes of the page's files.
pub fn routes<S: Clone + Send + Sync + 'static>() -> Router<S> {
    let mut router = Router::new();
    for (path, kind, text) in FILES {
        router = router.route(
            path,
            get(move || async move {
                (
                    [
                        (header::CONTENT_TYPE, kind),
                        (header::CACHE_CONTROL, "no-cache"),
                    ],
                    text,
                )
            }),
        );
    }
    router
}
