//! The load test: `opts.tables` tables playing at once, each on its own thread (its seats
//! think a random time, then play a random legal result or draw the tile), each with an
//! event stream open as another seat's device on its own thread. A game that ends is followed
//! by a new table. Measured: each change's answer (from sending it to its answer), each
//! event's arrival (from sending the change to the event on the other device), the changes a
//! second, and the server's resident memory as the plays go.

use crate::http::{self, Conn, Events};
use crate::{create, machine, next_change, players, summary, Opts};
use furunkulus::rng::Rng;
use std::collections::HashMap;
use std::io;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

#[derive(Default)]
struct Shared {
    stop: AtomicBool,
    plays: AtomicUsize,
    tiles: AtomicUsize,
    games: AtomicUsize,
    unmatched: AtomicUsize,
    play_times: Mutex<Vec<Duration>>,
    tile_times: Mutex<Vec<Duration>>,
    event_times: Mutex<Vec<Duration>>,
    errors: Mutex<HashMap<String, usize>>,
    finished: Mutex<Vec<String>>,
    /// The plays answered slowly: when they were sent (ms from the start) and how long.
    slow: Mutex<Vec<(u64, u64)>>,
}

/// When the plays began.
static T0: std::sync::OnceLock<Instant> = std::sync::OnceLock::new();

/// What counts as a slow answer, kept for the timeline.
const SLOW: Duration = Duration::from_millis(100);

impl Shared {
    fn error(&self, what: String) {
        *self.errors.lock().unwrap().entry(what).or_default() += 1;
    }
}

pub fn run(opts: &Opts) -> io::Result<()> {
    let data = tempfile::tempdir()?;
    let (mut server, addr) = http::serve(data.path(), &["--max-tables", "100000"])?;
    let pid = server.id();
    println!(
        "tables load: {} tables of {} people, think {:?} on average, {} plays, seed {}; {}",
        opts.tables,
        opts.players,
        opts.think,
        opts.plays,
        opts.seed,
        machine()
    );
    let rss_start = http::rss_kib(pid).unwrap_or(0);
    let shared = Arc::new(Shared::default());
    let t0 = *T0.get_or_init(Instant::now);
    let threads: Vec<_> = (0..opts.tables)
        .map(|i| {
            let (shared, opts) = (shared.clone(), opts.clone());
            std::thread::Builder::new()
                .stack_size(256 * 1024)
                .spawn(move || table_loop(i, addr, &opts, &shared))
                .expect("a thread")
        })
        .collect();
    // The server's memory every quarter second, with the plays made so far.
    let mut samples: Vec<(usize, u64)> = Vec::new();
    let mut next_report = opts.plays / 10;
    while shared.plays.load(Ordering::SeqCst) < opts.plays {
        std::thread::sleep(Duration::from_millis(250));
        let plays = shared.plays.load(Ordering::SeqCst);
        let rss = http::rss_kib(pid).unwrap_or(0);
        samples.push((plays, rss));
        if plays >= next_report {
            println!(
                "  {plays:>6} plays, {:>5.1} s: server RSS {:.1} MiB",
                t0.elapsed().as_secs_f64(),
                rss as f64 / 1024.0
            );
            next_report += (opts.plays / 10).max(1);
        }
        if server.try_wait()?.is_some() {
            return Err(io::Error::other("the server stopped"));
        }
    }
    let elapsed = t0.elapsed();
    shared.stop.store(true, Ordering::SeqCst);
    for t in threads {
        let _ = t.join();
    }
    let rss_end = http::rss_kib(pid).unwrap_or(0);
    let stats = Conn::new(addr).request("GET", "/api/stats", "").ok();
    let plays = shared.plays.load(Ordering::SeqCst);
    let tiles = shared.tiles.load(Ordering::SeqCst);
    println!(
        "{plays} plays and {tiles} tiles in {:.1} s: {:.0} plays a second, {:.0} changes a second; {} games ended",
        elapsed.as_secs_f64(),
        plays as f64 / elapsed.as_secs_f64(),
        (plays + tiles) as f64 / elapsed.as_secs_f64(),
        shared.games.load(Ordering::SeqCst)
    );
    println!(
        "{}",
        summary("play answered", &mut shared.play_times.lock().unwrap())
    );
    println!(
        "{}",
        summary("tile answered", &mut shared.tile_times.lock().unwrap())
    );
    println!(
        "{}",
        summary(
            "event on the other device",
            &mut shared.event_times.lock().unwrap()
        )
    );
    let unmatched = shared.unmatched.load(Ordering::SeqCst);
    if unmatched > 0 {
        println!("events not matched to a change: {unmatched}");
    }
    let errors = shared.errors.lock().unwrap();
    if errors.is_empty() {
        println!("errors: none");
    } else {
        let mut e: Vec<_> = errors.iter().collect();
        e.sort();
        println!("errors: {e:?}");
    }
    let tenth = samples.len() / 10;
    let settled: Vec<u64> = samples[tenth..].iter().map(|s| s.1).collect();
    println!(
        "server RSS: {:.1} MiB at the start, {:.1}–{:.1} MiB over the last 90% of the plays, {:.1} MiB at the end",
        rss_start as f64 / 1024.0,
        settled.iter().min().copied().unwrap_or(0) as f64 / 1024.0,
        settled.iter().max().copied().unwrap_or(0) as f64 / 1024.0,
        rss_end as f64 / 1024.0
    );
    match stats.filter(|a| a.status == 200) {
        Some(a) => {
            let doc = a.json();
            print_stats(&doc);
            slow_moments(&doc, &shared.slow.lock().unwrap());
        }
        None => println!("the server's own counts: none (a server without `/api/stats`)"),
    }
    server.kill()?;
    server.wait()?;
    sizes(data.path(), &shared.finished.lock().unwrap())?;
    println!(
        "machine at the end: {}; client and server on the same cores",
        machine()
    );
    Ok(())
}

/// With `TABLES_TIMELINE=1`: the slow moments in time order, the server's (each phase that
/// took 30 ms or more, from `/api/stats`' `slow`) beside the client's (plays answered in
/// 100 ms or more), a line each 100 ms window that has any, to see what a stall coincides
/// with. The two clocks start within a few milliseconds of each other.
fn slow_moments(doc: &serde_json::Value, client: &[(u64, u64)]) {
    if let Some(path) = std::env::var_os("TABLES_SPANS") {
        let _ = std::fs::write(path, doc["spans"].to_string());
    }
    if std::env::var_os("TABLES_TIMELINE").is_none() {
        return;
    }
    let mut lines: std::collections::BTreeMap<u64, Vec<String>> = Default::default();
    for m in doc["slow"].as_array().into_iter().flatten() {
        let (at, what, ms) = (
            m[0].as_u64().unwrap_or(0),
            &m[1],
            m[2].as_u64().unwrap_or(0),
        );
        // A phase is counted when it ends: it began `ms` before.
        let began = at.saturating_sub(ms);
        lines
            .entry(began / 100)
            .or_default()
            .push(format!("{}:{ms}@{began}", what.as_str().unwrap_or("?")));
    }
    let mut plays: std::collections::BTreeMap<u64, (usize, u64)> = Default::default();
    for (at, ms) in client {
        let e = plays.entry(at / 100).or_default();
        e.0 += 1;
        e.1 = e.1.max(*ms);
    }
    for (w, (n, max)) in &plays {
        lines
            .entry(*w)
            .or_default()
            .push(format!("CLIENT {n} slow plays sent, max {max}"));
    }
    println!("timeline (100 ms windows; phase:ms@began):");
    for (w, items) in lines {
        println!("  {:>6} ms: {}", w * 100, items.join(" "));
    }
}

/// The server's own counts (`GET /api/stats`): where a change's time went, in milliseconds.
fn print_stats(doc: &serde_json::Value) {
    println!("the server's own counts (ms; a percentile is the top of its bucket, 9% wide):");
    let phases = [
        ("queue", "a change waiting for a change worker"),
        (
            "queue_work",
            "any other computation waiting for a work permit (made, first event)",
        ),
        ("start", "permit to blocking thread"),
        ("compute", "a change made and checked, in its permit"),
        ("commit", "a change waiting for the disk"),
        ("write", "one group's transaction and sync"),
        ("change", "a change's request, whole"),
        ("fanout", "an event, stored to a stream's text"),
        (
            "lag",
            "a task of the server's runtime woken late from 10 ms",
        ),
        ("lag_thread", "a thread of the server woken late from 10 ms"),
    ];
    for (key, what) in phases {
        let h = &doc[key];
        println!(
            "  {key:<10} {:>7} — mean {:>6.2}, p50 {:>6.2}, p90 {:>6.2}, p99 {:>6.2}, max {:>7.1}: {what}",
            h["count"].as_u64().unwrap_or(0),
            h["mean"].as_f64().unwrap_or(0.0),
            h["p50"].as_f64().unwrap_or(0.0),
            h["p90"].as_f64().unwrap_or(0.0),
            h["p99"].as_f64().unwrap_or(0.0),
            h["max"].as_f64().unwrap_or(0.0),
        );
    }
    let g = &doc["group"];
    println!(
        "  changes a write group: {} groups, mean {:.2}, p50 {}, p99 {}, max {}; tables in memory {}",
        g["count"].as_u64().unwrap_or(0),
        g["mean"].as_f64().unwrap_or(0.0),
        g["p50"],
        g["p99"],
        g["max"],
        doc["tables_in_memory"]
    );
}

/// The database's size, and what a finished game keeps: its versions, its record, its history.
fn sizes(data: &std::path::Path, finished: &[String]) -> io::Result<()> {
    let file = data.join("tables.sqlite3");
    let db = |e: rusqlite::Error| io::Error::other(e.to_string());
    let conn = rusqlite::Connection::open(&file).map_err(db)?;
    let _: (i64, i64, i64) = conn
        .query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |r| {
            Ok((r.get(0)?, r.get(1)?, r.get(2)?))
        })
        .map_err(db)?;
    let (tables, versions): (i64, i64) = conn
        .query_row("SELECT COUNT(*), SUM(version) FROM tables", [], |r| {
            Ok((r.get(0)?, r.get::<_, Option<i64>>(1)?.unwrap_or(0)))
        })
        .map_err(db)?;
    let bytes = std::fs::metadata(&file)?.len();
    println!(
        "database: {:.1} MiB for {tables} tables and {versions} changes ({:.0} bytes a change)",
        bytes as f64 / (1024.0 * 1024.0),
        bytes as f64 / versions.max(1) as f64
    );
    let store = furunkulus::serve::tables::Store::open(Some(data)).map_err(io::Error::other)?;
    let (mut n, mut v, mut rec, mut hist, mut whole) = (0i64, 0i64, 0i64, 0i64, 0usize);
    for code in finished {
        let (version, record): (i64, i64) = conn
            .query_row(
                "SELECT version, LENGTH(record) FROM tables WHERE code = ?1",
                [code],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .map_err(db)?;
        let h: i64 = conn
            .query_row(
                &format!(
                    "SELECT SUM({}) FROM history WHERE code = ?1",
                    history_bytes()
                ),
                [code],
                |r| r.get::<_, Option<i64>>(0).map(|x| x.unwrap_or(0)),
            )
            .map_err(db)?;
        // What the history would hold if it kept every version's record whole.
        whole += store
            .history(code, 0, 1_000_000)
            .map_err(io::Error::other)?
            .iter()
            .map(|v| v.record.len())
            .sum::<usize>();
        n += 1;
        v += version;
        rec += record;
        hist += h;
    }
    if n > 0 {
        println!(
            "a finished game, on average over {n}: {} changes, its record {} bytes, its history {} bytes (every version's record whole: {} bytes)",
            v / n,
            rec / n,
            hist / n,
            whole as i64 / n
        );
    }
    Ok(())
}

/// The bytes a history row holds (its text columns).
fn history_bytes() -> &'static str {
    "LENGTH(record) + LENGTH(kind) + LENGTH(seats)"
}

/// One table slot: tables played one after the other, each to its end.
fn table_loop(i: usize, addr: SocketAddr, opts: &Opts, shared: &Arc<Shared>) {
    let mut rng = Rng::derived(opts.seed, i as u64);
    let mut conn = Conn::new(addr);
    let seats = players(opts.players);
    // Spread the first plays over the first think time.
    sleep_some(&mut rng, opts.think, shared);
    while !shared.stop.load(Ordering::SeqCst) {
        let (table, mut doc) = match create(&mut conn, &seats, rng.next_u64() % 1_000_000) {
            Ok(Ok(t)) => t,
            Ok(Err(status)) => {
                shared.error(format!("create {status}"));
                std::thread::sleep(Duration::from_millis(200));
                continue;
            }
            Err(e) => {
                shared.error(format!("create: {e}"));
                std::thread::sleep(Duration::from_millis(200));
                continue;
            }
        };
        let sent: Arc<Mutex<HashMap<u64, Instant>>> = Arc::default();
        // The last seat's device listens (every change but its own comes from another seat).
        let events = match Events::open(addr, &table.code, seats[seats.len() - 1]) {
            Ok(Ok(e)) => e,
            Ok(Err(status)) => {
                shared.error(format!("events {status}"));
                continue;
            }
            Err(e) => {
                shared.error(format!("events: {e}"));
                continue;
            }
        };
        let closer = events.closer().expect("a socket");
        let listener = {
            let (sent, shared) = (sent.clone(), shared.clone());
            std::thread::Builder::new()
                .stack_size(256 * 1024)
                .spawn(move || listen(events, &sent, &shared))
                .expect("a thread")
        };
        loop {
            if shared.stop.load(Ordering::SeqCst) {
                break;
            }
            sleep_some(&mut rng, opts.think, shared);
            // A think cut short by the end of the run is not followed by a play: every
            // table would play at that same moment, a burst of a whole round of plays that
            // no table at rest makes (it was 2% of the plays counted, and the p99).
            if shared.stop.load(Ordering::SeqCst) {
                break;
            }
            let Some((what, body)) = next_change(&doc, &table, &mut rng) else {
                shared.games.fetch_add(1, Ordering::SeqCst);
                shared.finished.lock().unwrap().push(table.code.clone());
                break;
            };
            let version = doc["version"].as_u64().unwrap_or(0) + 1;
            let path = format!("/api/tables/{}/{what}", table.code);
            let body = body.to_string();
            let t = Instant::now();
            sent.lock().unwrap().insert(version, t);
            match conn.request("POST", &path, &body) {
                Ok(got) if got.status == 200 => {
                    let dt = t.elapsed();
                    if what == "play" {
                        shared.play_times.lock().unwrap().push(dt);
                        if dt >= SLOW {
                            let at = t.duration_since(*T0.get_or_init(Instant::now));
                            shared
                                .slow
                                .lock()
                                .unwrap()
                                .push((at.as_millis() as u64, dt.as_millis() as u64));
                        }
                        shared.plays.fetch_add(1, Ordering::SeqCst);
                    } else {
                        shared.tile_times.lock().unwrap().push(dt);
                        shared.tiles.fetch_add(1, Ordering::SeqCst);
                    }
                    doc = got.json();
                }
                other => {
                    match other {
                        Ok(got) => shared.error(format!("{what} {}", got.status)),
                        Err(e) => shared.error(format!("{what}: {e}")),
                    }
                    sent.lock().unwrap().remove(&version);
                    match conn.request("GET", &format!("/api/tables/{}", table.code), "") {
                        Ok(got) if got.status == 200 => doc = got.json(),
                        _ => break,
                    }
                }
            }
        }
        http::close(&closer);
        let _ = listener.join();
    }
}

/// Waits a random time in 0..2×`mean`, in steps so that a stop is seen.
fn sleep_some(rng: &mut Rng, mean: Duration, shared: &Shared) {
    let ms = mean.as_millis() as usize;
    if ms == 0 {
        return;
    }
    let mut left = Duration::from_millis(rng.below(2 * ms) as u64);
    while !left.is_zero() && !shared.stop.load(Ordering::SeqCst) {
        let step = left.min(Duration::from_millis(100));
        std::thread::sleep(step);
        left -= step;
    }
}

/// Reads a table's events, each matched to the change it reports.
fn listen(mut events: Events, sent: &Mutex<HashMap<u64, Instant>>, shared: &Shared) {
    while let Ok((id, kind)) = events.next() {
        if kind == "table" {
            continue;
        }
        let at = Instant::now();
        match sent.lock().unwrap().remove(&id) {
            Some(t) => shared.event_times.lock().unwrap().push(at - t),
            None => {
                shared.unmatched.fetch_add(1, Ordering::SeqCst);
            }
        }
    }
}
