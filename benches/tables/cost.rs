//! The cost of a change, in this process: the tables' routes (the functions `serve` runs for
//! each request, its HTTP connection and guard aside) on a database in a temporary folder,
//! `opts.tables` tables played in turn, `opts.plays` plays in all, each change's event taken
//! by one watcher a table in each language of `--langs` (as an event stream writes it). No
//! threads, no think time: made to be counted (`valgrind --tool=callgrind`) and timed phase by
//! phase on a busy machine. It prints a checksum of every answer, event and stored version
//! (the table codes, which are random, left out): two builds that answer and store the same
//! bytes print the same checksum.

use crate::{machine, players, Opts};
use axum::body::Body;
use axum::http::Request;
use furunkulus::i18n::Lang;
use furunkulus::rng::Rng;
use furunkulus::serve::tables::{api, Ctx, Tables, TablesConfig};
use http_body_util::BodyExt;
use serde_json::{json, Value};
use std::hash::{DefaultHasher, Hash, Hasher};
use std::io;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tower::ServiceExt;

struct Seat {
    player: String,
    token: String,
}

struct Table {
    code: String,
    seats: Vec<Seat>,
    doc: Value,
    rx: tokio::sync::broadcast::Receiver<furunkulus::serve::tables::Event>,
}

async fn call(router: &axum::Router, method: &str, uri: &str, body: &Value) -> (u16, Vec<u8>) {
    let req = Request::builder()
        .method(method)
        .uri(uri)
        .header("content-type", "application/json")
        .body(Body::from(body.to_string()))
        .expect("a request");
    let res = router.clone().oneshot(req).await.expect("an answer");
    let status = res.status().as_u16();
    let bytes = res.into_body().collect().await.expect("a body").to_bytes();
    (status, bytes.to_vec())
}

fn rss_kib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find_map(|l| l.strip_prefix("VmRSS:"))
                .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        })
        .unwrap_or(0)
}

pub fn run(opts: &Opts, langs: &[Lang]) -> io::Result<()> {
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    rt.block_on(run_in(opts, langs))
}

async fn run_in(opts: &Opts, langs: &[Lang]) -> io::Result<()> {
    let data = tempfile::tempdir()?;
    let tables = Tables::open(TablesConfig {
        data: Some(data.path().to_path_buf()),
        max_tables: 1_000_000,
        ..TablesConfig::default()
    })
    .map_err(io::Error::other)?;
    let app = furunkulus::serve::state::AppState::new(None)?;
    let ctx = Ctx {
        app,
        tables: Arc::new(tables),
    };
    let router = api::routes(ctx.clone());
    println!(
        "tables cost: {} tables of {} people played in turn in this process, {} plays, \
         watchers {:?}, seed {}; {}",
        opts.tables,
        opts.players,
        opts.plays,
        langs.iter().map(|l| l.code()).collect::<Vec<_>>(),
        opts.seed,
        machine()
    );
    let mut hash = DefaultHasher::new();
    let mut rng = Rng::new(opts.seed);
    let names = players(opts.players);
    let mut made = 0u64;
    let new_table = |made: &mut u64| {
        *made += 1;
        json!({ "players": names, "seed": opts.seed * 1000 + *made, "tiles": "server" })
    };
    let mut live: Vec<Table> = Vec::new();
    let mut finished: Vec<String> = Vec::new();
    let (mut plays, mut tiles) = (0usize, 0usize);
    let (mut play_time, mut tile_time, mut event_time, mut create_time) = (
        Duration::ZERO,
        Duration::ZERO,
        Duration::ZERO,
        Duration::ZERO,
    );
    let rss_start = rss_kib();
    let heap_start = crate::heap_bytes() / 1024;
    let mut rss_marks = Vec::new();
    let t0 = Instant::now();
    let mut turn = 0usize;
    while plays < opts.plays {
        if live.len() < opts.tables {
            let body = new_table(&mut made);
            let t = Instant::now();
            let (status, bytes) = call(&router, "POST", "/api/tables", &body).await;
            create_time += t.elapsed();
            if status != 201 {
                return Err(io::Error::other(format!(
                    "create: {status} {}",
                    String::from_utf8_lossy(&bytes)
                )));
            }
            let c: Value = serde_json::from_slice(&bytes)?;
            let code = c["table"].as_str().unwrap_or_default().to_string();
            let seats = names
                .iter()
                .map(|p| Seat {
                    player: p.to_string(),
                    token: c["seats"][p]["token"].as_str().unwrap_or_default().into(),
                })
                .collect();
            let doc = c["document"].clone();
            doc.to_string().replace(&code, "CODE").hash(&mut hash);
            let rx = ctx.tables.live(&code).tx.subscribe();
            live.push(Table {
                code,
                seats,
                doc,
                rx,
            });
            continue;
        }
        turn = (turn + 1) % live.len();
        let table = &mut live[turn];
        let version = table.doc["version"].as_u64().unwrap_or(0);
        let (what, body) = match table.doc["state"]["phase"].as_str() {
            Some("monster") => (
                "tile",
                json!({ "token": table.seats[0].token, "tile": "draw", "version": version }),
            ),
            Some("pawns") => {
                let player = table.doc["state"]["to_play"].as_str().unwrap_or_default();
                let legal = table.doc["legal"].as_array().cloned().unwrap_or_default();
                let m = &legal[rng
                    .below(legal.len().max(1))
                    .min(legal.len().saturating_sub(1))];
                let token = &table
                    .seats
                    .iter()
                    .find(|s| s.player == player)
                    .expect("a seat")
                    .token;
                (
                    "play",
                    json!({ "token": token, "pawn": m["pawn"], "path": m["path"],
                            "version": version }),
                )
            }
            _ => {
                let done = live.swap_remove(turn);
                finished.push(done.code);
                continue;
            }
        };
        let uri = format!("/api/tables/{}/{what}", table.code);
        let t = Instant::now();
        let (status, bytes) = call(&router, "POST", &uri, &body).await;
        let took = t.elapsed();
        if status != 200 {
            return Err(io::Error::other(format!(
                "{what}: {status} {}",
                String::from_utf8_lossy(&bytes)
            )));
        }
        String::from_utf8_lossy(&bytes)
            .replace(&table.code, "CODE")
            .hash(&mut hash);
        table.doc = serde_json::from_slice(&bytes)?;
        if what == "play" {
            plays += 1;
            play_time += took;
        } else {
            tiles += 1;
            tile_time += took;
        }
        // The watchers: each takes the event's data in its language.
        let t = Instant::now();
        while let Ok(e) = table.rx.try_recv() {
            for lang in langs {
                let data = e.doc(*lang).to_string();
                (e.version, &e.kind, data.replace(&table.code, "CODE")).hash(&mut hash);
            }
        }
        event_time += t.elapsed();
        if plays.is_multiple_of((opts.plays / 10).max(1)) && what == "play" {
            rss_marks.push((plays, rss_kib(), crate::heap_bytes() / 1024));
        }
    }
    let wall = t0.elapsed();
    // What was stored: every version of every table.
    let mut codes: Vec<String> = finished
        .into_iter()
        .chain(live.iter().map(|t| t.code.clone()))
        .collect();
    codes.sort();
    let mut stored = Vec::new();
    for code in &codes {
        let versions = ctx
            .tables
            .store
            .history(code, 0, usize::MAX / 2)
            .map_err(io::Error::other)?;
        let mut h = DefaultHasher::new();
        for v in versions {
            (v.version, v.kind, v.record, v.kinds.len()).hash(&mut h);
        }
        stored.push(h.finish());
    }
    stored.sort();
    stored.hash(&mut hash);
    let changes = (plays + tiles).max(1) as f64;
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!(
        "{plays} plays and {tiles} tiles on {} tables in {:.2} s: {:.2} ms a change \
         (play answered {:.2} ms, tile {:.2} ms, watchers' events {:.3} ms a change; \
         a table created {:.2} ms)",
        codes.len(),
        wall.as_secs_f64(),
        ms(wall) / changes,
        ms(play_time) / plays.max(1) as f64,
        ms(tile_time) / tiles.max(1) as f64,
        ms(event_time) / changes,
        ms(create_time) / made.max(1) as f64,
    );
    println!(
        "RSS {} KiB at the start ({} KiB of it the Rust heap in use); after every tenth of \
         the plays (plays, RSS KiB, Rust heap in use KiB): {:?}",
        rss_start, heap_start, rss_marks
    );
    let (rss, heap) = (rss_kib(), crate::heap_bytes() / 1024);
    crate::malloc_trim();
    println!(
        "at the end: RSS {rss} KiB, Rust heap in use {heap} KiB; after malloc_trim: RSS {} KiB",
        rss_kib()
    );
    println!(
        "checksum of the answers, events and stored versions: {:016x}",
        hash.finish()
    );
    Ok(())
}
