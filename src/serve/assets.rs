//! The page and what it needs, embedded in the binary: nothing is fetched from elsewhere.
//! The script is split by concern into modules (the words, the API, the board, the trace
//! stepper, the move picker, the editor, the game, the puzzles, what the browser keeps), each served
//! from its own path. The page's words are the catalogue's (`locales/*/web.ftl`), written
//! into the page in the request's language ([`super::words`]).

use super::words::{self, LangQuery, Pages};
use crate::i18n::Lang;
use crate::render::svg::palette;
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use std::sync::LazyLock;

const INDEX: &str = include_str!("assets/index.html");
const STYLE: &str = include_str!("assets/style.css");

/// The page's style sheet as served: the board's colours (the pictures' palette,
/// [`palette::PAGE`]) as custom properties (`--floor`, `--pool`...), then `style.css`, which
/// draws the board with them and writes no board colour of its own.
static STYLE_SHEET: LazyLock<String> = LazyLock::new(|| {
    let mut css = String::from(":root {");
    for (name, colour) in palette::PAGE {
        css.push_str(&format!(" --{name}: {colour};"));
    }
    css.push_str(" }\n");
    css.push_str(STYLE);
    css
});

/// The board's page in each language, its words written in.
static INDEX_PAGES: Pages = [
    LazyLock::new(|| words::localise(INDEX, Lang::En)),
    LazyLock::new(|| words::localise(INDEX, Lang::De)),
    LazyLock::new(|| words::localise(INDEX, Lang::Fr)),
];

/// The page's script modules: path, text.
pub const SCRIPTS: [(&str, &str); 10] = [
    ("/app.js", include_str!("assets/app.js")),
    ("/text.js", include_str!("assets/text.js")),
    ("/api.js", include_str!("assets/api.js")),
    ("/board.js", include_str!("assets/board.js")),
    ("/stepper.js", include_str!("assets/stepper.js")),
    ("/picker.js", include_str!("assets/picker.js")),
    ("/editor.js", include_str!("assets/editor.js")),
    ("/game.js", include_str!("assets/game.js")),
    ("/puzzles.js", include_str!("assets/puzzles.js")),
    ("/storage.js", include_str!("assets/storage.js")),
];

/// The page's routes: `/`, its scripts, style and font; anything else is a 404.
pub fn routes() -> Router {
    let mut router = Router::new()
        .route(
            "/",
            get(|q: LangQuery, h: HeaderMap| async move { index(&q, &h) }),
        )
        .route(
            "/style.css",
            get(|| async { page(STYLE_SHEET.as_str(), "text/css; charset=utf-8") }),
        )
        .route(
            "/font.ttf",
            get(|| async { page(dejavu::sans::regular(), "font/ttf") }),
        );
    for (path, text) in SCRIPTS {
        router = router.route(
            path,
            get(move || async move { page(text, "text/javascript; charset=utf-8") }),
        );
    }
    router.fallback(|| async { (StatusCode::NOT_FOUND, "not found\n") })
}

/// The board's page (`/`) in the request's language (`?lang=`, else `Accept-Language`).
pub fn index(query: &LangQuery, headers: &HeaderMap) -> Response {
    words::page_response(&INDEX_PAGES, query, headers)
}

/// The board's page as embedded, before its language and words are written in (`<html
/// lang="en">`, no words).
pub const INDEX_HTML: &str = INDEX;

fn page<B: IntoResponse>(body: B, kind: &'static str) -> impl IntoResponse {
    (
        [
            (header::CONTENT_TYPE, kind),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        body,
    )
}
