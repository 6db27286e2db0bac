//! Where a request's time and the server's memory go, counted in the server for the tables'
//! load test (`cargo bench --bench tables -- load`, docs/DEVELOPING.md "Speed"): the wait
//! for a worker, the computation, the wait for the disk, the event's way to each stream; and
//! the resident memory. Always counted (an atomic add a phase); told only by
//! `GET /api/stats`, which exists only when the server was started with `FURUNKULUS_STATS=1`
//! in its environment. Such a server also keeps, to see what a stall coincides with, every
//! phase that took 30 ms or more (`slow`), each computation's moments (`spans`: asked, given
//! its permit or worker, started, done, in µs) and two probes of lateness (`lag`: a task of
//! the runtime, `lag_thread`: a thread of its own, each waking from 10 ms sleeps).
use serde_json::{json, Value};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Mutex, OnceLock};
use std::time::{Duration, Instant};

/// When the counts began (the first moment counted, or the probes started).
static EPOCH: OnceLock<Instant> = OnceLock::new();

/// A phase of a request, counted in [`STATS`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// A table's change waiting for a change worker.
    Queue,
    /// Any other computation waiting for a work permit.
    QueueWork,
    /// From the permit to the computation starting on a blocking thread.
    Start,
    /// A table's change made and checked (its record replayed, its document made), in its
    /// permit.
    Compute,
    /// A change waiting for its group's transaction to be on disk (no permit held).
    Commit,
    /// One group's transaction and sync, in the database's writer.
    Write,
    /// A change's request, from its body read to its answer made (the whole server side).
    Change,
    /// An event from its change stored to a stream having its text (each stream once).
    Fanout,
    /// How late a task of the server's runtime woke from a 10 ms sleep (the runtime's
    /// threads busy or off a core).
    Lag,
    /// How late a thread of its own woke from a 10 ms sleep (the process off a core).
    LagThread,
}

const PHASES: [(Phase, &str); 10] = [
    (Phase::Queue, "queue"),
    (Phase::QueueWork, "queue_work"),
    (Phase::Start, "start"),
    (Phase::Compute, "compute"),
    (Phase::Commit, "commit"),
    (Phase::Write, "write"),
    (Phase::Change, "change"),
    (Phase::Fanout, "fanout"),
    (Phase::Lag, "lag"),
    (Phase::LagThread, "lag_thread"),
];

/// Buckets: 0..16 µs one a microsecond, then eight a doubling (each 9% wide at most).
const BUCKETS: usize = 16 + 40 * 8;

fn bucket(us: u64) -> usize {
    if us < 16 {
        return us as usize;
    }
    let e = 63 - us.leading_zeros() as usize;
    let sub = ((us >> (e - 3)) & 7) as usize;
    (16 + (e - 4) * 8 + sub).min(BUCKETS - 1)
}

/// The largest microseconds of bucket `i`.
fn bucket_top(i: usize) -> u64 {
    if i < 16 {
        return i as u64;
    }
    let e = (i - 16) / 8 + 4;
    let sub = ((i - 16) % 8) as u64;
    ((8 + sub + 1) << (e - 3)) - 1
}

/// Counts of durations in buckets.
pub struct Histogram {
    buckets: [AtomicU64; BUCKETS],
    count: AtomicU64,
    sum_us: AtomicU64,
    max_us: AtomicU64,
}

impl Histogram {
    const fn new() -> Histogram {
        #[allow(clippy::declare_interior_mutable_const)]
        const ZERO: AtomicU64 = AtomicU64::new(0);
        Histogram {
            buckets: [ZERO; BUCKETS],
            count: ZERO,
            sum_us: ZERO,
            max_us: ZERO,
        }
    }

    /// Counts `us` microseconds (or a number of anything).
    pub fn add(&self, us: u64) {
        self.buckets[bucket(us)].fetch_add(1, Ordering::Relaxed);
        self.count.fetch_add(1, Ordering::Relaxed);
        self.sum_us.fetch_add(us, Ordering::Relaxed);
        self.max_us.fetch_max(us, Ordering::Relaxed);
    }

    /// `{count, mean, p50, p90, p99, max}`, in milliseconds (`scale` 1000) or as counted
    /// (`scale` 1); a percentile is its bucket's top.
    fn json(&self, scale: f64) -> Value {
        let counts: Vec<u64> = self
            .buckets
            .iter()
            .map(|b| b.load(Ordering::Relaxed))
            .collect();
        let n: u64 = counts.iter().sum();
        let pct = |p: f64| {
            let want = ((n as f64) * p).ceil().max(1.0) as u64;
            let mut seen = 0;
            for (i, c) in counts.iter().enumerate() {
                seen += c;
                if seen >= want {
                    return bucket_top(i) as f64 / scale;
                }
            }
            0.0
        };
        let sum = self.sum_us.load(Ordering::Relaxed) as f64;
        json!({
            "count": n,
            "mean": if n == 0 { 0.0 } else { sum / n as f64 / scale },
            "p50": pct(0.5),
            "p90": pct(0.9),
            "p99": pct(0.99),
            "max": self.max_us.load(Ordering::Relaxed) as f64 / scale,
        })
    }
}

/// Every phase's durations, and the sizes of the database's write groups.
pub struct Stats {
    phases: [Histogram; PHASES.len()],
    /// Changes in each transaction the writer made.
    pub group: Histogram,
    /// Each phase that took [`SLOW_US`] or more, in the order they ended: when it ended (ms
    /// from the first moment counted), the phase, how long (ms).
    slow: Mutex<Vec<(u64, Phase, u64)>>,
    /// Each computation's moments, in microseconds from the first: asked, given its permit,
    /// started on its thread, done; and whether it was a change.
    spans: Mutex<Vec<[u64; 5]>>,
}

/// The most computations' moments kept.
const SPANS_KEPT: usize = 100_000;

/// What counts as slow enough to be kept in [`Stats`]' list of moments.
const SLOW_US: u64 = 30_000;
/// The most moments kept.
const SLOW_KEPT: usize = 4096;

/// The server's counts.
pub static STATS: Stats = Stats {
    phases: [
        Histogram::new(),
        Histogram::new(),
        Histogram::new(),
        Histogram::new(),
        Histogram::new(),
        Histogram::new(),
        Histogram::new(),
        Histogram::new(),
        Histogram::new(),
        Histogram::new(),
    ],
    group: Histogram::new(),
    slow: Mutex::new(Vec::new()),
    spans: Mutex::new(Vec::new()),
};

impl Stats {
    /// Counts `took` for `phase`.
    pub fn add(&self, phase: Phase, took: Duration) {
        let i = PHASES.iter().position(|(p, _)| *p == phase).unwrap_or(0);
        let us = took.as_micros().min(u64::MAX as u128) as u64;
        self.phases[i].add(us);
        if us >= SLOW_US && enabled() {
            let at = EPOCH.get_or_init(Instant::now).elapsed().as_millis() as u64;
            let mut slow = self.slow.lock().unwrap_or_else(|e| e.into_inner());
            if slow.len() < SLOW_KEPT {
                slow.push((at, phase, us / 1000));
            }
        }
    }

    /// Keeps a computation's moments (`asked`, `given` its permit, `started`; done now).
    /// Kept only when the counts are told ([`enabled`]).
    pub fn span(&self, change: bool, [asked, given, started]: [Instant; 3]) {
        if !enabled() {
            return;
        }
        let epoch = *EPOCH.get_or_init(Instant::now);
        let us = |t: Instant| t.saturating_duration_since(epoch).as_micros() as u64;
        let row = [
            us(asked),
            us(given),
            us(started),
            us(Instant::now()),
            change as u64,
        ];
        let mut spans = self.spans.lock().unwrap_or_else(|e| e.into_inner());
        if spans.len() < SPANS_KEPT {
            spans.push(row);
        }
    }

    /// Every phase in milliseconds, and the groups' sizes.
    pub fn json(&self) -> Value {
        let mut doc = serde_json::Map::new();
        for (i, (_, name)) in PHASES.iter().enumerate() {
            doc.insert((*name).into(), self.phases[i].json(1000.0));
        }
        doc.insert("group".into(), self.group.json(1.0));
        let slow = self.slow.lock().unwrap_or_else(|e| e.into_inner());
        let name = |p: Phase| PHASES.iter().find(|(q, _)| *q == p).map_or("", |(_, n)| *n);
        doc.insert(
            "slow".into(),
            slow.iter()
                .map(|(at, p, ms)| json!([at, name(*p), ms]))
                .collect(),
        );
        let spans = self.spans.lock().unwrap_or_else(|e| e.into_inner());
        doc.insert("spans".into(), json!(*spans));
        Value::Object(doc)
    }
}

/// The process's resident memory in KiB (`VmRSS`), 0 where it cannot be told.
pub fn rss_kib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find_map(|l| l.strip_prefix("VmRSS:"))
                .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        })
        .unwrap_or(0)
}

/// The memory: the resident set, in MiB.
pub fn memory_json() -> Value {
    json!({ "rss": rss_kib() as f64 / 1024.0 })
}

/// Whether `GET /api/stats` is served (`FURUNKULUS_STATS=1` in the server's environment).
pub fn enabled() -> bool {
    static ENABLED: OnceLock<bool> = OnceLock::new();
    *ENABLED.get_or_init(|| std::env::var_os("FURUNKULUS_STATS").is_some_and(|v| v == "1"))
}

/// Starts the two probes of lateness ([`Phase::Lag`] on the runtime, [`Phase::LagThread`] on
/// a thread of its own); only for a server whose counts are told.
pub fn start_probes() {
    EPOCH.get_or_init(Instant::now);
    const TICK: Duration = Duration::from_millis(10);
    tokio::spawn(async {
        loop {
            let t = Instant::now();
            tokio::time::sleep(TICK).await;
            STATS.add(Phase::Lag, t.elapsed().saturating_sub(TICK));
        }
    });
    let _ = std::thread::Builder::new()
        .name("stats-probe".into())
        .spawn(|| loop {
            let t = Instant::now();
            std::thread::sleep(TICK);
            STATS.add(Phase::LagThread, t.elapsed().saturating_sub(TICK));
        });
}

/// `GET /api/stats`: every phase, the memory, the tables kept in memory.
pub fn routes(tables: std::sync::Arc<super::tables::Tables>) -> axum::Router {
    axum::Router::new().route(
        "/api/stats",
        axum::routing::get(move || async move {
            let mut doc = STATS.json();
            doc["memory"] = memory_json();
            doc["tables_in_memory"] = json!(tables.live_count());
            axum::Json(doc)
        }),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn buckets_hold_their_values() {
        for us in [0, 1, 15, 16, 17, 100, 999, 1000, 12_345, 1 << 30] {
            let b = bucket(us);
            assert!(bucket_top(b) >= us, "{us}");
            if b > 0 {
                assert!(bucket_top(b - 1) < us, "{us}");
            }
        }
        let h = Histogram::new();
        for us in 1..=100 {
            h.add(us * 1000);
        }
        let j = h.json(1000.0);
        assert_eq!(j["count"], 100);
        let p99 = j["p99"].as_f64().unwrap();
        assert!((99.0..=108.0).contains(&p99), "{p99}");
        assert_eq!(j["max"], 100.0);
    }
}
