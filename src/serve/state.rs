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
/// apart from the [`WORKERS`]: a play never waits behind a search, a trace, a table being
/// made or a stream's first document, only behind other changes. Each change holds its
/// permit only while it is made and checked, not while it waits for the disk.
pub const CHANGE_WORKERS: usize = 2;

/// The blocking threads the server may run: one for each permit of both pools, and two for
/// short database reads done without a permit.
pub const BLOCKING_THREADS: usize = WORKERS + CHANGE_WORKERS + 2;

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
    changes: Arc<Semaphore>,
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
            changes: Arc::new(Semaphore::new(CHANGE_WORKERS)),
        })
    }

    /// The bound on concurrent computations (a permit is held by the computation itself).
    pub(crate) fn work(&self) -> Arc<Semaphore> {
        self.work.clone()
    }

    /// The bound on tables' changes made at once ([`CHANGE_WORKERS`]).
    pub(crate) fn changes(&self) -> Arc<Semaphore> {
        self.changes.clone()
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
