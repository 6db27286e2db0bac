//! What the server keeps in memory: the folder of scenarios it may read, and the bound on
//! the computations running at once. Positions and games live in the page and come with each
//! request; the server keeps nothing between requests.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use tokio::sync::Semaphore;

/// Computations (traces, searches, replays) running at once; more requests wait their turn,
/// and the server keeps answering the page and the light requests meanwhile. The bound holds
/// the work itself: a computation keeps its place until it ends, even when its client is gone.
pub const WORKERS: usize = 2;

/// Tables' changes (a play, a tile, an undo, a seat: each a few milliseconds) made at once,
/// apart from the [`WORKERS`], by threads of their own (`ChangeWorkers`): a play never
/// waits behind a search, a trace, a table being made or a stream's first document, only
/// behind other changes. A change holds its thread only while it is made and checked, not
/// while it waits for the disk.
pub const CHANGE_WORKERS: usize = 2;

/// The tables' AI seats thinking at once, apart from the [`WORKERS`]: however many tables
/// have AI seats (a server may hold hundreds, each seat thinking up to a second a play), the
/// page's requests never wait behind them; the AI seats of all tables take turns, first come
/// first served, and wait as long as that takes (an AI seat is not a person waiting).
pub const AI_WORKERS: usize = 1;

/// The blocking threads the server may run: one for each work permit and AI permit, and
/// two for short database reads done without a permit.
pub const BLOCKING_THREADS: usize = WORKERS + AI_WORKERS + 2;

/// A job for the [`ChangeWorkers`].
pub(crate) type Job = Box<dyn FnOnce() + Send>;

/// The threads that make tables' changes: each takes the next job from one queue (first
/// come, first made) as soon as it is free. A free thread starts the next change at once,
/// without going through the server's runtime: with permits handed over by the runtime, a
/// permit freed waited for a runtime thread to wake the next change, and under load the
/// permits stood free for a third of the time while changes queued (docs/DEVELOPING.md,
/// "Fifth pass"). The threads end when the last [`AppState`] is dropped.
#[derive(Clone)]
pub(crate) struct ChangeWorkers {
    jobs: std::sync::mpsc::Sender<Job>,
}

impl std::fmt::Debug for ChangeWorkers {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ChangeWorkers")
    }
}

impl ChangeWorkers {
    /// Starts `n` threads.
    fn start(n: usize) -> std::io::Result<ChangeWorkers> {
        let (jobs, queue) = std::sync::mpsc::channel::<Job>();
        let queue = Arc::new(std::sync::Mutex::new(queue));
        for i in 0..n {
            let queue = queue.clone();
            std::thread::Builder::new()
                .name(format!("change-{i}"))
                .spawn(move || loop {
                    // One thread waits on the queue, the others for it: the first free one
                    // takes the next job.
                    let job = match queue.lock().unwrap_or_else(|e| e.into_inner()).recv() {
                        Ok(job) => job,
                        Err(_) => return,
                    };
                    // A job that panics loses its own answer (its caller is told), not the thread.
                    let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(job));
                })?;
        }
        Ok(ChangeWorkers { jobs })
    }

    /// Queues `job`; false when the threads are gone.
    pub(crate) fn submit(&self, job: Job) -> bool {
        self.jobs.send(job).is_ok()
    }
}

/// Whether a computation is still wanted: set when the client that asked for it is gone, for
/// long computations to stop between their steps (the AI between its candidates).
#[derive(Clone, Debug, Default)]
pub struct Cancel(Arc<AtomicBool>);

impl Cancel {
    /// Whether the computation's client is gone.
    pub fn is_set(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }

    /// Says the client is gone.
    pub fn set(&self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

/// The most scenario files listed from `--dir`.
pub const MAX_LISTED: usize = 500;

/// The server's shared state.
#[derive(Clone, Debug)]
pub struct AppState {
    dir: Option<Arc<PathBuf>>,
    work: Arc<Semaphore>,
    ai: Arc<Semaphore>,
    changes: ChangeWorkers,
}

impl AppState {
    /// The state for a server reading scenarios from `dir` (checked to be a folder).
    pub fn new(dir: Option<PathBuf>) -> std::io::Result<AppState> {
        if let Some(d) = &dir {
            // Said on the command line, in its language.
            let lang = crate::i18n::speaking();
            let dir = crate::files::shown(d);
            let meta = std::fs::metadata(d).map_err(|e| {
                let error = e.to_string();
                let message = crate::t!(lang, "serve-dir-unreadable", dir = &dir, error = error);
                std::io::Error::new(e.kind(), message)
            })?;
            if !meta.is_dir() {
                return Err(std::io::Error::other(crate::t!(
                    lang,
                    "serve-dir-not-folder",
                    dir = &dir
                )));
            }
        }
        Ok(AppState {
            dir: dir.map(Arc::new),
            work: Arc::new(Semaphore::new(WORKERS)),
            ai: Arc::new(Semaphore::new(AI_WORKERS)),
            changes: ChangeWorkers::start(CHANGE_WORKERS)?,
        })
    }

    /// The bound on concurrent computations (a permit is held by the computation itself).
    pub(crate) fn work(&self) -> Arc<Semaphore> {
        self.work.clone()
    }

    /// The bound on the tables' AI seats thinking at once ([`AI_WORKERS`]).
    pub(crate) fn ai(&self) -> Arc<Semaphore> {
        self.ai.clone()
    }

    /// The threads that make tables' changes ([`CHANGE_WORKERS`]).
    pub(crate) fn changes(&self) -> &ChangeWorkers {
        &self.changes
    }

    /// The scenario files directly in `--dir` (no sub-folders, no links, no hidden files),
    /// sorted by name, at most [`MAX_LISTED`].
    pub fn scenarios(&self) -> Vec<String> {
        let Some(dir) = &self.dir else {
            return Vec::new();
        };
        let Ok(entries) = std::fs::read_dir(dir.as_path()) else {
            return Vec::new();
        };
        let mut names: Vec<String> = entries
            .flatten()
            .filter(|e| e.file_type().is_ok_and(|t| t.is_file()))
            .filter_map(|e| e.file_name().into_string().ok())
            .filter(|n| is_scenario_name(n))
            .collect();
        names.sort();
        names.truncate(MAX_LISTED);
        names
    }

    /// The path of the scenario called `name` in `--dir`: only a name [`AppState::scenarios`]
    /// lists is ever turned into a path, so a request cannot name anything else.
    pub fn scenario_path(&self, name: &str) -> Option<PathBuf> {
        let dir = self.dir.as_ref()?;
        if !is_scenario_name(name) || !self.scenarios().iter().any(|n| n == name) {
            return None;
        }
        Some(Path::new(dir.as_path()).join(name))
    }
}

/// A plain file name ending in `.yaml` or `.yml`: letters, digits, `-`, `_`, `.`, not
/// starting with a dot.
pub fn is_scenario_name(name: &str) -> bool {
    (name.ends_with(".yaml") || name.ends_with(".yml"))
        && !name.starts_with('.')
        && name.len() <= 200
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::mpsc;

    /// A job that panics does not stop its thread: the next job on the one thread is made.
    #[test]
    fn a_change_worker_outlives_a_job_that_panics() {
        let workers = ChangeWorkers::start(1).unwrap();
        let (tx, rx) = mpsc::channel();
        assert!(workers.submit(Box::new(|| panic!("a job that panics"))));
        assert!(workers.submit(Box::new(move || tx.send(1).unwrap())));
        assert_eq!(rx.recv_timeout(std::time::Duration::from_secs(30)), Ok(1));
    }

    /// The change workers take the jobs in the order they came, each as soon as a thread is
    /// free.
    #[test]
    fn change_workers_take_jobs_in_order() {
        let workers = ChangeWorkers::start(2).unwrap();
        let (tx, rx) = mpsc::channel();
        // Both threads held until told: the next jobs wait in the queue meanwhile.
        let (go, wait) = mpsc::channel::<()>();
        let wait = Arc::new(std::sync::Mutex::new(wait));
        for _ in 0..2 {
            let wait = wait.clone();
            assert!(workers.submit(Box::new(move || {
                let _ = wait.lock().unwrap().recv();
            })));
        }
        assert!(workers.submit(Box::new(|| panic!("a job that panics"))));
        for i in 0..6 {
            let tx = tx.clone();
            assert!(workers.submit(Box::new(move || tx.send(i).unwrap())));
        }
        go.send(()).unwrap();
        go.send(()).unwrap();
        let got: Vec<i32> = (0..6)
            .map(|_| rx.recv_timeout(std::time::Duration::from_secs(30)).unwrap())
            .collect();
        // Taken in order; two threads may finish two neighbours either way round.
        let mut sorted = got.clone();
        sorted.sort();
        assert_eq!(sorted, (0..6).collect::<Vec<_>>(), "{got:?}");
        for (i, g) in got.iter().enumerate() {
            assert!(g.abs_diff(i as i32) <= 1, "job {g} made {i}th: {got:?}");
        }
    }
}
