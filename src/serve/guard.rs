//! What every request passes before it reaches the page or the API (docs/api.md, "Security"):
//!
//! - **Host**: the server answers only to the names it is known by — an IP address (what
//!   `serve` prints; an address cannot be rebound to another site), `localhost` and names under
//!   `.localhost`, and the names given with `--allow-host`. Anything else is a DNS-rebinding
//!   page using a browser to reach this server: 403.
//! - **Origin** (the API): a request a browser sends from another site's page (its `Origin`
//!   is not this server, or `Sec-Fetch-Site` says `cross-site` or `same-site`) is refused: 403.
//!   Clients that are not browsers send neither, and are answered.
//! - **Content type** (the API's POSTs): `application/json` only, which a page elsewhere
//!   cannot send without the browser asking first (a preflight this server never allows): 415.
//! - **Body**: read whole before the handler runs, at most [`MAX_BODY`] bytes (413) within
//!   [`super::Limits::body_timeout`] (408).
//!
//! Every refusal is the API's `{"error": ...}` JSON, as are the router's 405 answers.

use super::api::{browser_lang, ApiError, MAX_BODY};
use crate::t;
use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::{header, HeaderMap, Method, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use std::sync::Arc;
use std::time::Duration;

/// What the guard checks requests against.
#[derive(Clone, Debug)]
pub struct Guard {
    /// Host names answered besides IP addresses and loopback names (lower case).
    pub allowed_hosts: Arc<Vec<String>>,
    /// How long a request body may take to arrive.
    pub body_timeout: Duration,
    /// The unknown table codes each address asked for ([`MAX_TABLE_MISSES`] a minute).
    pub misses: Arc<std::sync::Mutex<crate::serve::tables::join::Limiter>>,
}

/// The most answers "no such table" (404 under `/api/tables/`) one address gets in a minute;
/// beyond, its table requests are refused (429) until the minute is over: a player mistypes
/// a code now and then, a program guessing codes (about 1 in 2,000 is a table when the
/// server holds 1,000) asked 8,500 a second.
pub const MAX_TABLE_MISSES: usize = 30;

impl Guard {
    /// A guard answering `allowed_hosts` and IP addresses, waiting `body_timeout` for a body.
    pub fn new(allowed_hosts: Vec<String>, body_timeout: Duration) -> Guard {
        Guard {
            allowed_hosts: Arc::new(allowed_hosts),
            body_timeout,
            misses: Arc::new(std::sync::Mutex::new(
                crate::serve::tables::join::Limiter::new(MAX_TABLE_MISSES, Duration::from_secs(60)),
            )),
        }
    }
}

fn refuse(status: StatusCode, message: impl Into<String>) -> Response {
    ApiError::new(status, message).into_response()
}

/// The host part of a `Host` header's value (`[::1]:8080` → `::1`, `pc.local:80` →
/// `pc.local`), lower case.
fn host_name(value: &str) -> String {
    let value = value.trim();
    let name = if let Some(rest) = value.strip_prefix('[') {
        rest.split(']').next().unwrap_or("")
    } else {
        match value.rsplit_once(':') {
            Some((h, port)) if port.chars().all(|c| c.is_ascii_digit()) => h,
            _ => value,
        }
    };
    name.trim_end_matches('.').to_ascii_lowercase()
}

impl Guard {
    /// Whether `host` (a `Host` header's value) names this server.
    pub fn known_host(&self, host: &str) -> bool {
        let name = host_name(host);
        !name.is_empty()
            && (name.parse::<std::net::IpAddr>().is_ok()
                || name == "localhost"
                || name.ends_with(".localhost")
                || self.allowed_hosts.contains(&name))
    }
}

/// Whether a browser sent the request from a page of another site: an `Origin` that is not
/// `http://` + this request's `Host`, or a `Sec-Fetch-Site` other than `same-origin` and
/// `none`.
fn cross_origin(headers: &HeaderMap, host: &str) -> bool {
    if let Some(site) = headers.get("sec-fetch-site") {
        if !matches!(site.to_str(), Ok("same-origin" | "none")) {
            return true;
        }
    }
    match headers.get(header::ORIGIN).map(|o| o.to_str()) {
        None => false,
        Some(Ok(origin)) => !origin
            .strip_prefix("http://")
            .is_some_and(|o| o.eq_ignore_ascii_case(host)),
        Some(Err(_)) => true,
    }
}

/// Whether the request says its body is JSON (`application/json`, parameters allowed).
fn is_json(headers: &HeaderMap) -> bool {
    headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split(';').next())
        .is_some_and(|m| m.trim().eq_ignore_ascii_case("application/json"))
}

/// The middleware: checks the host, then for the API the origin and the content type, then
/// reads the body (see the module's documentation).
pub async fn check(State(guard): State<Guard>, req: Request, next: Next) -> Response {
    let host = req
        .headers()
        .get(header::HOST)
        .and_then(|h| h.to_str().ok())
        .map(str::to_string)
        .or_else(|| req.uri().authority().map(|a| a.to_string()))
        .unwrap_or_default();
    // Refused before any body is read: in the browser's language.
    let lang = browser_lang(req.headers());
    if !guard.known_host(&host) {
        let host = crate::render::escaped(&host);
        return refuse(
            StatusCode::FORBIDDEN,
            t!(lang, "serve-unknown-host", host = host.as_ref()),
        );
    }
    let api = req.uri().path().starts_with("/api/");
    if api && cross_origin(req.headers(), &host) {
        return refuse(StatusCode::FORBIDDEN, t!(lang, "serve-cross-site"));
    }
    if api && req.method() == Method::POST && !is_json(req.headers()) {
        return refuse(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            t!(lang, "serve-not-json"),
        );
    }
    // An address that asked for too many codes that name no table waits.
    let tables = req.uri().path().starts_with("/api/tables/");
    let peer = crate::serve::tables::join::Peer::address(req.extensions().get());
    if tables {
        let wait = guard
            .misses
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .waiting(peer, std::time::Instant::now());
        if let Some(wait) = wait {
            let seconds = wait.as_secs().max(1);
            // The page asks in its language (`?lang=`), else the browser's.
            let lang = req
                .uri()
                .query()
                .and_then(|q| q.split('&').find_map(|kv| kv.strip_prefix("lang=")))
                .and_then(crate::i18n::Lang::from_code)
                .unwrap_or(lang);
            return crate::serve::tables::join::wait_answer(
                t!(
                    lang,
                    "tables-too-many-unknown",
                    max = MAX_TABLE_MISSES,
                    seconds = seconds
                ),
                seconds,
            );
        }
    }
    // The body, read whole here: bounded in size and in time.
    let declared = req
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<u64>().ok());
    if declared.is_some_and(|n| n > MAX_BODY as u64) {
        return too_large(lang);
    }
    let (parts, body) = req.into_parts();
    let bytes = match tokio::time::timeout(guard.body_timeout, axum::body::to_bytes(body, MAX_BODY))
        .await
    {
        Ok(Ok(b)) => b,
        Ok(Err(e)) if is_length_limit(&e) => return too_large(lang),
        Ok(Err(_)) => return refuse(StatusCode::BAD_REQUEST, t!(lang, "serve-body-unread")),
        Err(_) => {
            return refuse(
                StatusCode::REQUEST_TIMEOUT,
                t!(
                    lang,
                    "serve-body-slow",
                    seconds = guard.body_timeout.as_secs().to_string()
                ),
            )
        }
    };
    let mut response = next
        .run(Request::from_parts(parts, Body::from(bytes)))
        .await;
    framed_nowhere(&mut response);
    if tables && response.status() == StatusCode::NOT_FOUND {
        let _ = guard
            .misses
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .try_at(peer, std::time::Instant::now());
    }
    response
}

/// No other site may show the pages in a frame (clickjacking: its page over ours, the
/// player's taps going to our buttons; a framed page's requests are our own origin's, so
/// the cross-site check cannot see them); no answer is read as another type than it says.
fn framed_nowhere(response: &mut Response) {
    let h = response.headers_mut();
    h.insert(
        header::X_FRAME_OPTIONS,
        header::HeaderValue::from_static("DENY"),
    );
    h.entry(header::CONTENT_SECURITY_POLICY)
        .or_insert(header::HeaderValue::from_static("frame-ancestors 'none'"));
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        header::HeaderValue::from_static("nosniff"),
    );
}

fn is_length_limit(e: &axum::Error) -> bool {
    let mut source: Option<&(dyn std::error::Error + 'static)> = Some(e);
    while let Some(s) = source {
        if s.is::<http_body_util::LengthLimitError>() {
            return true;
        }
        source = s.source();
    }
    false
}

fn too_large(lang: crate::i18n::Lang) -> Response {
    refuse(
        StatusCode::PAYLOAD_TOO_LARGE,
        t!(
            lang,
            "serve-body-too-large",
            kib = (MAX_BODY / 1024).to_string()
        ),
    )
}

/// The router's answer to a method a route does not have: 405, as JSON, in the browser's
/// language.
pub async fn method_not_allowed(headers: HeaderMap) -> Response {
    refuse(
        StatusCode::METHOD_NOT_ALLOWED,
        t!(browser_lang(&headers), "serve-wrong-method"),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hosts_are_addresses_loopback_names_and_the_names_allowed() {
        let g = Guard::new(vec!["board.example".into()], Duration::from_secs(1));
        for ok in [
            "127.0.0.1:8080",
            "192.168.1.20:8080",
            "[::1]:8080",
            "[fe80::1]",
            "localhost",
            "LOCALHOST:80",
            "board.localhost:8080",
            "board.example:8080",
            "Board.Example.",
        ] {
            assert!(g.known_host(ok), "{ok}");
        }
        for bad in [
            "",
            "evil.com",
            "evil.com:8080",
            "localhost.evil.com",
            "127.0.0.1.evil.com",
            "board.example.evil",
        ] {
            assert!(!g.known_host(bad), "{bad}");
        }
    }

    #[test]
    fn origins_must_be_the_servers_own() {
        let with = |pairs: &[(&str, &str)]| {
            let mut h = HeaderMap::new();
            for (k, v) in pairs {
                h.insert(
                    axum::http::HeaderName::from_bytes(k.as_bytes()).unwrap(),
                    v.parse().unwrap(),
                );
            }
            h
        };
        let host = "127.0.0.1:8080";
        assert!(!cross_origin(&with(&[]), host));
        assert!(!cross_origin(
            &with(&[("origin", "http://127.0.0.1:8080")]),
            host
        ));
        assert!(!cross_origin(
            &with(&[("sec-fetch-site", "same-origin")]),
            host
        ));
        assert!(cross_origin(&with(&[("origin", "http://evil.com")]), host));
        assert!(cross_origin(&with(&[("origin", "null")]), host));
        assert!(cross_origin(
            &with(&[("origin", "http://127.0.0.1:9090")]),
            host
        ));
        assert!(cross_origin(
            &with(&[("origin", "https://127.0.0.1:8080")]),
            host
        ));
        assert!(cross_origin(
            &with(&[("sec-fetch-site", "cross-site")]),
            host
        ));
        assert!(cross_origin(
            &with(&[("sec-fetch-site", "same-site")]),
            host
        ));
    }
}
