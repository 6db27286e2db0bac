//! Taking a seat by its code (`POST /api/join`, FORMAT.md section 8): a player types the code
//! shown under the seat's QR code and gets the seat's link. A seat's code is as good as its
//! link, so the codes one address may try are limited ([`MAX_TRIES`] a [`WINDOW`]): guessing
//! one of about 11 billion codes at 10 a minute takes thousands of years.

use super::api::{parse, seat_link};
use super::change::{storage, Refusal};
use super::seats::normalise_code;
use super::Ctx;
use crate::serve::api::Spoken;
use crate::t;
use axum::body::Bytes;
use axum::extract::State;
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Extension;
use serde::Deserialize;
use serde_json::json;
use std::collections::{HashMap, VecDeque};
use std::net::{IpAddr, Ipv6Addr, SocketAddr};
use std::time::{Duration, Instant};

/// The most codes one address may try in a [`WINDOW`].
pub const MAX_TRIES: usize = 10;

/// The time over which tries are counted.
pub const WINDOW: Duration = Duration::from_secs(60);

/// The most addresses remembered at once; beyond (after forgetting those with no try in the
/// window), a new address is refused until some are forgotten.
pub const MAX_ADDRESSES: usize = 10_000;

/// The address of the device a request came from (the connection's peer), put in each
/// request's extensions by [`crate::serve::conn`].
#[derive(Clone, Copy, Debug)]
pub struct Peer(pub SocketAddr);

impl Peer {
    /// The address a request came from (`0.0.0.0` if the connection did not say: a server
    /// not started by [`crate::serve::conn`]).
    pub fn address(peer: Option<&Peer>) -> IpAddr {
        peer.map_or(IpAddr::from([0, 0, 0, 0]), |p| p.0.ip())
    }
}

/// What each address did (tried a seat's code, made a table): when, within the last
/// `window`; at most `max` in it.
#[derive(Debug)]
pub struct Limiter {
    tries: HashMap<IpAddr, VecDeque<Instant>>,
    max: usize,
    window: Duration,
}

impl Default for Limiter {
    /// The seat codes' limiter: [`MAX_TRIES`] a [`WINDOW`].
    fn default() -> Limiter {
        Limiter::new(MAX_TRIES, WINDOW)
    }
}

/// Who is counted for `ip`: itself, or for IPv6 its /64 network (one device can have many
/// addresses in it).
pub(super) fn counted(ip: IpAddr) -> IpAddr {
    match ip.to_canonical() {
        IpAddr::V6(v6) => {
            let s = v6.segments();
            IpAddr::V6(Ipv6Addr::new(s[0], s[1], s[2], s[3], 0, 0, 0, 0))
        }
        v4 => v4,
    }
}

impl Limiter {
    /// At most `max` a `window` from each address.
    pub fn new(max: usize, window: Duration) -> Limiter {
        Limiter {
            tries: HashMap::new(),
            max,
            window,
        }
    }

    /// How long `ip` must wait before its next try, if it has made `max` in the window (the
    /// try not counted).
    pub fn waiting(&mut self, ip: IpAddr, now: Instant) -> Option<Duration> {
        let window = self.window;
        let tries = self.tries.get_mut(&counted(ip))?;
        while tries
            .front()
            .is_some_and(|t| now.saturating_duration_since(*t) >= window)
        {
            tries.pop_front();
        }
        let oldest = *tries.front()?;
        (tries.len() >= self.max)
            .then(|| window.saturating_sub(now.saturating_duration_since(oldest)))
    }

    /// Counts a try from `ip` at `now`: `Ok`, or how long to wait before the next one.
    pub fn try_at(&mut self, ip: IpAddr, now: Instant) -> Result<(), Duration> {
        let key = counted(ip);
        let window = self.window;
        let fresh = |t: &Instant| now.saturating_duration_since(*t) < window;
        if !self.tries.contains_key(&key) && self.tries.len() >= MAX_ADDRESSES {
            self.tries
                .retain(|_, tries| tries.back().is_some_and(fresh));
            if self.tries.len() >= MAX_ADDRESSES {
                return Err(window);
            }
        }
        let tries = self.tries.entry(key).or_default();
        while tries.front().is_some_and(|t| !fresh(t)) {
            tries.pop_front();
        }
        if tries.len() >= self.max {
            let oldest = tries.front().copied().unwrap_or(now);
            return Err(window.saturating_sub(now.saturating_duration_since(oldest)));
        }
        tries.push_back(now);
        Ok(())
    }
}

/// A limiter's refusal: 429 with `{"error": message}` and `Retry-After: seconds`.
pub fn wait_answer(message: String, seconds: u64) -> Response {
    (
        StatusCode::TOO_MANY_REQUESTS,
        [(header::RETRY_AFTER, seconds.to_string())],
        axum::Json(json!({ "error": message })),
    )
        .into_response()
}

/// The request: a seat's code as typed, and the language of the answer.
#[derive(Deserialize, Default, Debug)]
#[serde(deny_unknown_fields)]
struct JoinBody {
    code: Option<String>,
    lang: Option<String>,
}

impl Spoken for JoinBody {
    fn lang(&self) -> Option<&str> {
        self.lang.as_deref()
    }
}

/// `POST /api/join` `{ code }`: the seat whose code it is: `{ table, seat, token, link }`;
/// 404 if no seat has it, 429 when this address has tried too many codes.
pub async fn join(
    State(ctx): State<Ctx>,
    peer: Option<Extension<Peer>>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, Refusal> {
    let (req, lang) = parse::<JoinBody>(&body, &headers)?;
    let ip = Peer::address(peer.as_ref().map(|Extension(p)| p));
    let counted = ctx
        .tables
        .joins
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .try_at(ip, Instant::now());
    if let Err(wait) = counted {
        let seconds = wait.as_secs().max(1);
        let message = t!(
            lang,
            "tables-join-too-many",
            max = MAX_TRIES,
            seconds = seconds
        );
        return Ok(wait_answer(message, seconds));
    }
    let typed = req.code.unwrap_or_default();
    let not_found = || Refusal::new(StatusCode::NOT_FOUND, t!(lang, "tables-join-unknown"));
    let code = normalise_code(&typed).ok_or_else(not_found)?;
    let tables = ctx.tables.clone();
    let row = tokio::task::spawn_blocking(move || {
        let Some((table, place)) = tables.store.seat_by_code(&code)? else {
            return Ok(None);
        };
        Ok(tables
            .store
            .get(&table)?
            .and_then(|row| row.seats.get(place).cloned().map(|s| (row.code, s))))
    })
    .await
    .map_err(|_| Refusal::new(StatusCode::INTERNAL_SERVER_ERROR, String::new()))?
    .map_err(|e| storage(lang, &e))?;
    let (table, seat) = row.ok_or_else(not_found)?;
    Ok(axum::Json(json!({
        "table": table,
        "seat": seat.player,
        "token": seat.token,
        "link": seat_link(&table, &seat.token),
    }))
    .into_response())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_tries_ten_codes_a_minute() {
        let mut limiter = Limiter::default();
        let t0 = Instant::now();
        let phone: IpAddr = "192.168.1.20".parse().unwrap();
        for i in 0..MAX_TRIES as u64 {
            assert_eq!(limiter.try_at(phone, t0 + Duration::from_secs(i)), Ok(()));
        }
        // The eleventh within the minute waits until the first is a minute old.
        let late = t0 + Duration::from_secs(20);
        assert_eq!(limiter.try_at(phone, late), Err(Duration::from_secs(40)));
        // Another device is counted apart.
        assert_eq!(
            limiter.try_at("192.168.1.21".parse().unwrap(), late),
            Ok(())
        );
        // A minute after the first try, one more.
        assert_eq!(limiter.try_at(phone, t0 + WINDOW), Ok(()));
        assert!(limiter.try_at(phone, t0 + WINDOW).is_err());
        // IPv6: one /64 is one device; the IPv4-mapped form is the IPv4 address.
        let a: IpAddr = "2001:db8::1".parse().unwrap();
        let b: IpAddr = "2001:db8::2".parse().unwrap();
        for _ in 0..MAX_TRIES {
            limiter.try_at(a, late).unwrap();
        }
        assert!(limiter.try_at(b, late).is_err());
        let mapped: IpAddr = "::ffff:192.168.1.20".parse().unwrap();
        assert!(limiter.try_at(mapped, t0 + WINDOW).is_err());
    }

    #[test]
    fn the_addresses_remembered_are_bounded() {
        let mut limiter = Limiter::default();
        let t0 = Instant::now();
        for i in 0..MAX_ADDRESSES as u32 {
            limiter
                .try_at(IpAddr::from((0x0a00_0000 + i).to_be_bytes()), t0)
                .unwrap();
        }
        let newcomer: IpAddr = "192.168.1.20".parse().unwrap();
        assert!(limiter.try_at(newcomer, t0).is_err());
        // Once the others' tries are old, they are forgotten.
        assert_eq!(limiter.try_at(newcomer, t0 + WINDOW), Ok(()));
        assert_eq!(limiter.tries.len(), 1);
    }
}
