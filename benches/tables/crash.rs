//! The crash test: `opts.tables` tables played as fast as they answer, while the server is
//! killed with SIGKILL after a seeded random time (uniform in 0..2×`opts.kill`) and started
//! again on the same `--data`, until `opts.plays` plays were answered. Each answer of 200
//! is kept (its table, version and record). After every restart: every table of the database
//! must load (`GET /api/tables/CODE` answers 200), and every answered change must be in its
//! table's record (the table at that version or later, its plays and tiles beginning with
//! those of the answer).

use crate::http::{self, Conn};
use crate::{machine, next_change, players, Opts, Table};
use furunkulus::game::record;
use furunkulus::rng::Rng;
use serde_json::Value;
use std::collections::HashMap;
use std::io;
use std::net::SocketAddr;
use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, RwLock};
use std::time::{Duration, Instant};

/// An answered change: its table, its version, and the record's plays and tiles.
struct Answered {
    code: String,
    version: u64,
    changes: Vec<String>,
}

#[derive(Default)]
struct Shared {
    stop: AtomicBool,
    plays: AtomicUsize,
    tiles: AtomicUsize,
    /// The server's address; `None` while it is down.
    addr: RwLock<Option<SocketAddr>>,
    answered: Mutex<Vec<Answered>>,
    refused: Mutex<HashMap<String, usize>>,
}

/// A record's plays and tiles, in order, as words to compare.
fn changes(record_text: &str) -> Option<Vec<String>> {
    let rf = record::parse(record_text, "table").ok()?;
    let mut out = Vec::new();
    for turn in &rf.record.turns {
        for p in &turn.plays {
            out.push(format!("{} {:?} {:?}", p.pawn, p.to, p.path));
        }
        if let Some(t) = turn.tile {
            out.push(format!("tile {t:?}"));
        }
    }
    Some(out)
}

pub fn run(opts: &Opts) -> io::Result<()> {
    let data = tempfile::tempdir()?;
    println!(
        "tables crash: {} plays on {} tables of {} people, the server killed every {:?} on average, seed {}; {}",
        opts.plays,
        opts.tables,
        opts.players,
        opts.kill,
        opts.seed,
        machine()
    );
    let (mut server, addr) = http::serve(data.path(), &[])?;
    let shared = Arc::new(Shared::default());
    *shared.addr.write().unwrap() = Some(addr);
    let workers: Vec<_> = (0..opts.tables)
        .map(|i| {
            let (shared, opts) = (shared.clone(), opts.clone());
            std::thread::spawn(move || worker(i, &opts, &shared))
        })
        .collect();
    let mut rng = Rng::derived(opts.seed, u64::MAX);
    let (mut kills, mut lost, mut unloadable) = (0usize, 0usize, 0usize);
    let mut checked;
    let t0 = Instant::now();
    let mut last = false;
    loop {
        let done = shared.plays.load(Ordering::SeqCst) >= opts.plays;
        if done {
            shared.stop.store(true, Ordering::SeqCst);
            last = true;
        } else {
            let wait = rng.below(2 * opts.kill.as_millis().max(1) as usize) as u64;
            std::thread::sleep(Duration::from_millis(wait));
        }
        // SIGKILL: no chance to flush anything.
        *shared.addr.write().unwrap() = None;
        server.kill()?;
        server.wait()?;
        kills += 1;
        let addr;
        (server, addr) = http::serve(data.path(), &[])?;
        let (l, u, c) = check(data.path(), addr, &shared)?;
        lost += l;
        unloadable += u;
        checked = c;
        if l + u > 0 {
            println!("after kill {kills}: {l} answered changes lost, {u} tables that do not load");
        }
        *shared.addr.write().unwrap() = Some(addr);
        if last {
            break;
        }
    }
    for w in workers {
        let _ = w.join();
    }
    server.kill()?;
    server.wait()?;
    let refused = shared.refused.lock().unwrap();
    println!(
        "{} plays and {} tiles answered in {:.1} s, the server killed {kills} times; after each restart every answer checked ({checked} at the last)",
        shared.plays.load(Ordering::SeqCst),
        shared.tiles.load(Ordering::SeqCst),
        t0.elapsed().as_secs_f64()
    );
    let mut r: Vec<_> = refused.iter().collect();
    r.sort();
    println!("requests that failed (the server down or killed mid-request): {r:?}");
    println!("lost: {lost} answered changes; failed to load: {unloadable} tables");
    if lost + unloadable > 0 {
        return Err(io::Error::other("answered changes were lost"));
    }
    Ok(())
}

/// Every table of the database loads, and every answered change is in its table's record:
/// (lost, tables that do not load, answers checked).
fn check(data: &Path, addr: SocketAddr, shared: &Shared) -> io::Result<(usize, usize, usize)> {
    let codes: Vec<String> = {
        let db = |e: rusqlite::Error| io::Error::other(e.to_string());
        let conn = rusqlite::Connection::open(data.join("tables.sqlite3")).map_err(db)?;
        let mut stmt = conn.prepare("SELECT code FROM tables").map_err(db)?;
        let codes = stmt
            .query_map([], |r| r.get(0))
            .map_err(db)?
            .collect::<Result<_, _>>()
            .map_err(db)?;
        codes
    };
    let mut conn = Conn::new(addr);
    let mut now: HashMap<String, (u64, Vec<String>)> = HashMap::new();
    let mut unloadable = 0;
    for code in &codes {
        let got = conn.request("GET", &format!("/api/tables/{code}"), "")?;
        let doc = got.json();
        match (
            got.status,
            changes(doc["record"].as_str().unwrap_or_default()),
        ) {
            (200, Some(c)) => {
                now.insert(code.clone(), (doc["version"].as_u64().unwrap_or(0), c));
            }
            (status, _) => {
                println!("table {code} does not load: {status}");
                unloadable += 1;
            }
        }
    }
    let answered = shared.answered.lock().unwrap();
    let mut lost = 0;
    for a in answered.iter() {
        let kept = now.get(&a.code).is_some_and(|(version, c)| {
            *version >= a.version && c.len() >= a.changes.len() && c[..a.changes.len()] == a.changes
        });
        if !kept {
            println!("lost: table {} version {}", a.code, a.version);
            lost += 1;
        }
    }
    Ok((lost, unloadable, answered.len()))
}

/// One table slot: tables played one after the other, as fast as the server answers.
fn worker(i: usize, opts: &Opts, shared: &Shared) {
    let mut rng = Rng::derived(opts.seed, i as u64);
    let seats = players(opts.players);
    let mut conn: Option<(SocketAddr, Conn)> = None;
    let mut table: Option<Table> = None;
    let mut doc = Value::Null;
    let refused = |what: String| *shared.refused.lock().unwrap().entry(what).or_default() += 1;
    while !shared.stop.load(Ordering::SeqCst) {
        let Some(addr) = *shared.addr.read().unwrap() else {
            std::thread::sleep(Duration::from_millis(5));
            continue;
        };
        if conn.as_ref().is_none_or(|(a, _)| *a != addr) {
            conn = Some((addr, Conn::new(addr)));
        }
        let c = &mut conn.as_mut().expect("a connection").1;
        let Some(t) = table.clone() else {
            match crate::create(c, &seats, rng.next_u64() % 1_000_000) {
                Ok(Ok((t, d))) => {
                    table = Some(t);
                    doc = d;
                }
                Ok(Err(status)) => refused(format!("create {status}")),
                Err(_) => refused("create: no answer".into()),
            }
            continue;
        };
        if doc.is_null() {
            match c.request("GET", &format!("/api/tables/{}", t.code), "") {
                Ok(got) if got.status == 200 => doc = got.json(),
                Ok(got) => refused(format!("get {}", got.status)),
                Err(_) => refused("get: no answer".into()),
            }
            continue;
        }
        let Some((what, body)) = next_change(&doc, &t, &mut rng) else {
            table = None;
            continue;
        };
        match c.request(
            "POST",
            &format!("/api/tables/{}/{what}", t.code),
            &body.to_string(),
        ) {
            Ok(got) if got.status == 200 => {
                doc = got.json();
                let version = doc["version"].as_u64().unwrap_or(0);
                let record = doc["record"].as_str().unwrap_or_default();
                let counter = if what == "play" {
                    &shared.plays
                } else {
                    &shared.tiles
                };
                counter.fetch_add(1, Ordering::SeqCst);
                shared.answered.lock().unwrap().push(Answered {
                    code: t.code.clone(),
                    version,
                    changes: changes(record).unwrap_or_default(),
                });
            }
            Ok(got) => {
                refused(format!("{what} {}", got.status));
                doc = Value::Null;
            }
            Err(_) => {
                refused(format!("{what}: no answer"));
                doc = Value::Null;
            }
        }
    }
}
