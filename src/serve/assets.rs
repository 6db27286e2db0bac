//! The page and what it needs, embedded in the binary: nothing is fetched from elsewhere.
//! The script is split by concern into modules (the words, the API, the board, the trace
//! stepper, the move picker, the editor, the game, what the browser keeps), each served
//! from its own path.

use axum::http::{header, StatusCode};
use axum::response::IntoResponse;
use axum::routing::get;
use axum::Router;

const INDEX: &str = include_str!("assets/index.html");
const STYLE: &str = include_str!("assets/style.css");

/// The page's script modules: path, text.
pub const SCRIPTS: [(&str, &str); 9] = [
    ("/app.js", include_str!("assets/app.js")),
    ("/text.js", include_str!("assets/text.js")),
    ("/api.js", include_str!("assets/api.js")),
    ("/board.js", include_str!("assets/board.js")),
    ("/stepper.js", include_str!("assets/stepper.js")),
    ("/picker.js", include_str!("assets/picker.js")),
    ("/editor.js", include_str!("assets/editor.js")),
    ("/game.js", include_str!("assets/game.js")),
    ("/storage.js", include_str!("assets/storage.js")),
];

/// The page's routes: `/`, its scripts, style and font; anything else is a 404.
pub fn routes() -> Router {
    let mut router = Router::new()
        .route(
            "/",
            get(|| async { page(INDEX, "text/html; charset=utf-8") }),
        )
        .route(
            "/style.css",
            get(|| async { page(STYLE, "text/css; charset=utf-8") }),
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

/// The board's page (`/`).
pub fn index() -> impl IntoResponse {
    page(INDEX, "text/html; charset=utf-8")
}

fn page<B: IntoResponse>(body: B, kind: &'static str) -> impl IntoResponse {
    (
        [
            (header::CONTENT_TYPE, kind),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        body,
    )
}
