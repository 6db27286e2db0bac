//! The tables' two measures (issue 24), against a release `furunkulus serve` on loopback with
//! its own temporary `--data`:
//!
//! - `load`: many tables playing at once, each seat a person played by this program through
//!   the API (plays and tiles), an event stream open on every table; the answers' and the
//!   events' latencies, the changes a second, and the server's memory over the run.
//! - `crash`: plays with the server killed (SIGKILL) at seeded random moments and started
//!   again on the same `--data`; after every restart, every answered play must be in its
//!   table's record and every table must load.
//!
//! `cargo bench --bench tables` runs both; `cargo bench --bench tables -- load --tables 200
//! --plays 10000 --think-ms 1000 --seed 1`, `cargo bench --bench tables -- crash --plays 1000
//! --kill-ms 300 --seed 1` run one (docs/DEVELOPING.md, "Speed"). Without `--bench` (as
//! `cargo test --benches` runs it) it does nothing.
//!
//! - `cost`: the cost of a change in this process, no HTTP connection, no threads, no think
//!   time, to count with callgrind or time on a busy machine (`cost.rs`).

mod cost;
mod crash;
mod http;
mod load;

use furunkulus::rng::Rng;
use http::Conn;
use serde_json::{json, Value};
use std::collections::HashMap;
use std::io;
use std::time::Duration;

/// Counts the bytes this process's Rust code holds (allocated, not yet freed), so that
/// `cost` can tell the memory in use from the memory the allocator keeps (its RSS); SQLite's
/// own allocations are not counted.
struct Counting;

static HEAP: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

// SAFETY: every call is passed on to the system allocator unchanged; only a counter is added.
unsafe impl std::alloc::GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: std::alloc::Layout) -> *mut u8 {
        HEAP.fetch_add(layout.size(), std::sync::atomic::Ordering::Relaxed);
        unsafe { std::alloc::System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: std::alloc::Layout) {
        HEAP.fetch_sub(layout.size(), std::sync::atomic::Ordering::Relaxed);
        unsafe { std::alloc::System.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: std::alloc::Layout, new: usize) -> *mut u8 {
        HEAP.fetch_add(new, std::sync::atomic::Ordering::Relaxed);
        HEAP.fetch_sub(layout.size(), std::sync::atomic::Ordering::Relaxed);
        unsafe { std::alloc::System.realloc(ptr, layout, new) }
    }
}

#[global_allocator]
static ALLOC: Counting = Counting;

/// The bytes the Rust code of this process holds now.
pub fn heap_bytes() -> usize {
    HEAP.load(std::sync::atomic::Ordering::Relaxed)
}

/// Gives back to the system the memory glibc's allocator keeps free (`malloc_trim`).
pub fn malloc_trim() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: malloc_trim only returns free memory the allocator holds.
    unsafe {
        libc::malloc_trim(0);
    }
}

/// What the command line asks.
#[derive(Clone, Debug)]
pub struct Opts {
    /// Tables playing at once.
    pub tables: usize,
    /// Plays (pawn moves answered) to make in all.
    pub plays: usize,
    /// Players at each table (all people, played by this program).
    pub players: usize,
    /// The mean time a seat thinks before each change (uniform in 0..2×).
    pub think: Duration,
    /// The mean time between two kills of the crash test (uniform in 0..2×).
    pub kill: Duration,
    /// The seed of everything random here (tables' seeds, plays, think times, kills).
    pub seed: u64,
}

const USAGE: &str = "cargo bench --bench tables -- [load|crash|cost] [--tables N] [--plays N] \
                     [--players N] [--think-ms N] [--kill-ms N] [--seed N] [--langs en,de,fr]";

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if !args.iter().any(|a| a == "--bench") {
        println!("tables: a load test and a crash test; run them with `{USAGE}`");
        return;
    }
    let mut what = Vec::new();
    let mut given: HashMap<String, u64> = HashMap::new();
    let mut langs = vec![furunkulus::i18n::Lang::En];
    let mut it = args.iter().filter(|a| *a != "--bench");
    while let Some(a) = it.next() {
        match a.as_str() {
            "load" | "crash" | "cost" => what.push(a.clone()),
            "--langs" => {
                let parsed: Option<Vec<_>> = it.next().map(|v| {
                    v.split(',')
                        .filter_map(furunkulus::i18n::Lang::from_code)
                        .collect()
                });
                match parsed.filter(|l| !l.is_empty()) {
                    Some(l) => langs = l,
                    None => {
                        eprintln!("--langs takes languages (en,de,fr)\nusage: {USAGE}");
                        std::process::exit(2);
                    }
                }
            }
            "--tables" | "--plays" | "--players" | "--think-ms" | "--kill-ms" | "--seed" => {
                let Some(n) = it.next().and_then(|v| v.replace('_', "").parse().ok()) else {
                    eprintln!("{a} takes a number\nusage: {USAGE}");
                    std::process::exit(2);
                };
                given.insert(a.clone(), n);
            }
            _ => {
                eprintln!("unknown argument `{a}`\nusage: {USAGE}");
                std::process::exit(2);
            }
        }
    }
    if what.is_empty() {
        what = vec!["load".into(), "crash".into()];
    }
    let n = |name: &str, default: u64| given.get(name).copied().unwrap_or(default);
    for w in what {
        let crash = w == "crash";
        let cost = w == "cost";
        let opts = Opts {
            tables: n("--tables", if crash || cost { 8 } else { 200 }).max(1) as usize,
            plays: n("--plays", if crash || cost { 1000 } else { 10_000 }) as usize,
            players: n("--players", 3).clamp(2, 4) as usize,
            think: Duration::from_millis(n("--think-ms", if crash { 0 } else { 1000 })),
            kill: Duration::from_millis(n("--kill-ms", 300).max(1)),
            seed: n("--seed", 1),
        };
        let result = if crash {
            crash::run(&opts)
        } else if cost {
            cost::run(&opts, &langs)
        } else {
            load::run(&opts)
        };
        if let Err(e) = result {
            eprintln!("tables {w}: {e}");
            std::process::exit(1);
        }
    }
}

/// The players of a table of `n`.
pub fn players(n: usize) -> Vec<&'static str> {
    ["red", "blue", "green", "yellow"][..n].to_vec()
}

/// A table as this program plays it: its code and each seat's token.
#[derive(Clone, Debug)]
pub struct Table {
    pub code: String,
    pub tokens: HashMap<String, String>,
}

/// A new table of `players` people, its tiles drawn by the server from `seed`; the table and
/// its document, or the answer's status.
pub fn create(
    conn: &mut Conn,
    players: &[&str],
    seed: u64,
) -> io::Result<Result<(Table, Value), u16>> {
    let body = json!({ "players": players, "seed": seed, "tiles": "server" });
    let got = conn.request("POST", "/api/tables", &body.to_string())?;
    if got.status != 201 {
        return Ok(Err(got.status));
    }
    let c = got.json();
    let tokens = players
        .iter()
        .map(|p| {
            let t = c["seats"][p]["token"].as_str().unwrap_or_default();
            (p.to_string(), t.to_string())
        })
        .collect();
    let table = Table {
        code: c["table"].as_str().unwrap_or_default().to_string(),
        tokens,
    };
    Ok(Ok((table, c["document"].clone())))
}

/// What comes next at a table whose document is `doc`: the endpoint (`play` or `tile`) and
/// its body (a legal result picked at random, or the server's draw); `None` when it is over.
pub fn next_change(doc: &Value, table: &Table, rng: &mut Rng) -> Option<(&'static str, Value)> {
    let version = doc["version"].as_u64()?;
    match doc["state"]["phase"].as_str()? {
        "monster" => {
            let token = table.tokens.values().min()?;
            Some((
                "tile",
                json!({ "token": token, "tile": "draw", "version": version }),
            ))
        }
        "pawns" => {
            let player = doc["state"]["to_play"].as_str()?;
            let legal = doc["legal"].as_array().filter(|l| !l.is_empty())?;
            let m = &legal[rng.below(legal.len())];
            Some((
                "play",
                json!({ "token": table.tokens.get(player)?, "pawn": m["pawn"], "path": m["path"],
                        "version": version }),
            ))
        }
        _ => None,
    }
}

/// Latencies, summed up.
pub fn summary(name: &str, times: &mut [Duration]) -> String {
    if times.is_empty() {
        return format!("{name}: none");
    }
    times.sort();
    let pct = |p: f64| times[((times.len() as f64 * p) as usize).min(times.len() - 1)];
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    format!(
        "{name}: {} — p50 {:.1} ms, p90 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        times.len(),
        ms(pct(0.50)),
        ms(pct(0.90)),
        ms(pct(0.99)),
        ms(times[times.len() - 1])
    )
}

/// The load average and the cores, to say what the machine was doing.
pub fn machine() -> String {
    let load = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    let cores = std::thread::available_parallelism().map_or(0, |n| n.get());
    format!(
        "{cores} cores, load average {}",
        load.split_whitespace()
            .take(3)
            .collect::<Vec<_>>()
            .join(" ")
    )
}
