//! The page and what it needs, embedded in the binary: nothing is fetched from elsewhere.

use axum::http::{header, StatusCode};
use axum::response::IntoResponse;
use axum::routing::get;
use axum::Router;

const INDEX: &str = include_str!("assets/index.html");
const SCRIPT: &str = include_str!("assets/app.js");
const STYLE: &str = include_str!("assets/style.css");

/// The page's routes: `/`, its script, style and font; anything else is a 404.
pub fn routes() -> Router {
    Router::new()
        .route(
            "/",
            get(|| async { page(INDEX, "text/html; charset=utf-8") }),
        )
        .route(
            "/app.js",
            get(|| async { page(SCRIPT, "text/javascript; charset=utf-8") }),
        )
        .route(
            "/style.css",
            get(|| async { page(STYLE, "text/css; charset=utf-8") }),
        )
        .route(
            "/font.ttf",
            get(|| async { page(dejavu::sans::regular(), "font/ttf") }),
        )
        .fallback(|| async { (StatusCode::NOT_FOUND, "not found\n") })
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
