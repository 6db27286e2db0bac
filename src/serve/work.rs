//! Where the server's computations run: a search, a trace, a hint, a replay or a table
//! made waits for one of the [`super::state::WORKERS`] permits and runs on a blocking thread;
//! a table's change runs on the change workers (`super::state::ChangeWorkers`). Each is told
//! through its [`Cancel`] when its client is gone; a wait longer than [`QUEUE_TIMEOUT`] is a
//! 503.

use super::api::ApiError;
use super::state::{AppState, Cancel};
use super::stats::{self, STATS};
use crate::i18n::Lang;
use crate::t;
use axum::http::StatusCode;
use std::time::Duration;

/// How long a request waits for a free worker before it is answered 503.
pub const QUEUE_TIMEOUT: Duration = Duration::from_secs(30);

/// Sets the [`Cancel`] it holds when dropped: a request's future is dropped when its client
/// hangs up, before its computation ends.
struct CancelOnDrop(Cancel);

impl Drop for CancelOnDrop {
    fn drop(&mut self) {
        self.0.set();
    }
}

/// Which permits a computation takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Pool {
    /// The [`super::state::WORKERS`]: searches, traces, hints, replays, tables made.
    Work,
    /// The [`super::state::CHANGE_WORKERS`] threads: a table's change, made and checked.
    Changes,
    /// The [`super::state::AI_WORKERS`]: a table's AI seat thinking. Waits for its permit
    /// as long as it takes (no 503: nobody is waiting for an answer).
    Ai,
}

/// [`run`] for a table's AI seat: on the [`super::state::AI_WORKERS`], never on the
/// permits of the page's requests.
pub(crate) async fn ai_work<T: Send + 'static>(
    state: &AppState,
    f: impl FnOnce(&Cancel) -> Result<T, ApiError> + Send + 'static,
) -> Result<T, ApiError> {
    run(state, Pool::Ai, Lang::En, f).await
}

/// A 503 with `message`.
fn busy(message: String) -> ApiError {
    ApiError::new(StatusCode::SERVICE_UNAVAILABLE, message)
}

/// Runs `f` on a blocking thread once a worker is free. The worker's permit moves into the
/// job: the bound holds the work itself, not the wait for it, so work whose client is gone
/// still counts until it ends; `f` is told through its [`Cancel`] when that happens, to stop
/// early. A request that waits longer than [`QUEUE_TIMEOUT`] for a worker is answered 503.
/// A table's change ([`Pool::Changes`]) runs on the change workers instead
/// ([`super::state::ChangeWorkers`]), from their queue; one whose client is gone before a
/// worker takes it is not made.
///
/// Its own refusals (busy, stopping) are told in `lang`.
async fn run<T: Send + 'static>(
    state: &AppState,
    pool: Pool,
    lang: Lang,
    f: impl FnOnce(&Cancel) -> Result<T, ApiError> + Send + 'static,
) -> Result<T, ApiError> {
    let asked = std::time::Instant::now();
    let cancel = Cancel::default();
    let _on_drop = CancelOnDrop(cancel.clone());
    let crashed = || ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, t!(lang, "serve-crashed"));
    if pool == Pool::Changes {
        let (answer, answered) = tokio::sync::oneshot::channel();
        let job = Box::new(move || {
            let started = std::time::Instant::now();
            STATS.add(stats::Phase::Queue, started - asked);
            if cancel.is_set() {
                return;
            }
            let done = if started - asked > QUEUE_TIMEOUT {
                Err(busy(t!(lang, "serve-busy")))
            } else {
                f(&cancel)
            };
            STATS.span(true, [asked, started, started]);
            let _ = answer.send(done);
        });
        if !state.changes().submit(job) {
            return Err(busy(t!(lang, "serve-stopping")));
        }
        return answered.await.map_err(|_| crashed())?;
    }
    let permit = if pool == Pool::Ai {
        match state.ai().acquire_owned().await {
            Ok(permit) => permit,
            Err(_) => return Err(busy(t!(lang, "serve-stopping"))),
        }
    } else {
        match tokio::time::timeout(QUEUE_TIMEOUT, state.work().acquire_owned()).await {
            Ok(Ok(permit)) => permit,
            Ok(Err(_)) => return Err(busy(t!(lang, "serve-stopping"))),
            Err(_) => return Err(busy(t!(lang, "serve-busy"))),
        }
    };
    let given = std::time::Instant::now();
    STATS.add(stats::Phase::QueueWork, given - asked);
    tokio::task::spawn_blocking(move || {
        let started = std::time::Instant::now();
        STATS.add(stats::Phase::Start, started - given);
        let _permit = permit;
        let done = f(&cancel);
        STATS.span(false, [asked, given, started]);
        done
    })
    .await
    .map_err(|_| crashed())?
}

/// [`run`] on the work permits, with the readers' errors (a file, a key, a square) and the server's own told in
/// `lang`: the loaders
/// far below speak [`crate::i18n::speaking`], which is per thread, so it is set on the
/// worker's thread for the job ([`crate::i18n::speaking_in`]).
pub(crate) async fn work_in<T: Send + 'static>(
    state: &AppState,
    lang: Lang,
    f: impl FnOnce(&Cancel) -> Result<T, ApiError> + Send + 'static,
) -> Result<T, ApiError> {
    pool_in(state, Pool::Work, lang, f).await
}

/// [`work_in`] in the permits of `pool`.
pub(crate) async fn pool_in<T: Send + 'static>(
    state: &AppState,
    pool: Pool,
    lang: Lang,
    f: impl FnOnce(&Cancel) -> Result<T, ApiError> + Send + 'static,
) -> Result<T, ApiError> {
    run(state, pool, lang, move |cancel| {
        crate::i18n::speaking_in(lang, || f(cancel))
    })
    .await
}

#[cfg(test)]
mod tests {
    use super::*;

    fn runtime() -> tokio::runtime::Runtime {
        tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_time()
            .build()
            .unwrap()
    }

    /// While the tables' AI seats hold every AI permit (each thinking for a long time), the
    /// page's requests still get a worker; and an AI seat thinks while the page's requests
    /// hold every worker: the two never wait for each other.
    #[test]
    fn the_ai_seats_think_apart_from_the_pages_requests() {
        runtime().block_on(async {
            let state = AppState::new(None).unwrap();
            let held = state
                .ai()
                .acquire_many_owned(crate::serve::state::AI_WORKERS as u32)
                .await
                .unwrap();
            // A request is answered although no AI permit is free.
            let answer =
                tokio::time::timeout(QUEUE_TIMEOUT, run(&state, Pool::Work, Lang::En, |_| Ok(7)))
                    .await;
            assert_eq!(answer.ok().and_then(Result::ok), Some(7));
            drop(held);
            // An AI seat thinks although the page's requests hold every worker.
            let busy = state
                .work()
                .acquire_many_owned(crate::serve::state::WORKERS as u32)
                .await
                .unwrap();
            let answer = tokio::time::timeout(QUEUE_TIMEOUT, ai_work(&state, |_| Ok(8))).await;
            assert_eq!(answer.ok().and_then(Result::ok), Some(8));
            drop(busy);
        });
    }
}
