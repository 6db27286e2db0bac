//! The server's connections: accepted up to a limit, each served by hyper (HTTP/1.1) with a
//! header timeout (which also closes a kept-alive connection that sends nothing more) and an
//! idle timeout (a connection with no request running that neither sends nor reads anything,
//! such as a client that stopped reading an answer). At the limit, the connection that has
//! waited longest without a request running makes room for the new one, so clients that
//! hold connections open without using them (slow or stalled) never keep the page from
//! answering; only when every connection is running a request is a new one turned away.
//!
//! Long-lived answers (a stream of events) count as idle once their head is sent: they must
//! write something at least every [`Limits::idle_timeout`] to be kept.

use axum::body::Body;
use axum::Router;
use hyper_util::rt::{TokioIo, TokioTimer};
use std::collections::HashMap;
use std::io;
use std::pin::Pin;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::{Duration, Instant};
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::Notify;
use tower::ServiceExt;

/// The bounds on connections (docs/api.md, "Limits").
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Connections open at once; `None`: from the process's descriptor limit
    /// ([`default_max_connections`]).
    pub max_connections: Option<usize>,
    /// How long a request's head may take to arrive, from the connection's start or from the
    /// end of the previous answer.
    pub header_timeout: Duration,
    /// How long a request's body may take to arrive.
    pub body_timeout: Duration,
    /// How long a connection with no request running may make no progress.
    pub idle_timeout: Duration,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            max_connections: None,
            header_timeout: Duration::from_secs(10),
            body_timeout: Duration::from_secs(10),
            idle_timeout: Duration::from_secs(60),
        }
    }
}

/// The most connections open at once for a process allowed `descriptors` open files: half of
/// what is left after a margin for everything else (files, the runtime), between 4 and 512.
pub fn max_connections_for(descriptors: u64) -> usize {
    (descriptors.saturating_sub(16) / 2).clamp(4, 512) as usize
}

/// [`max_connections_for`] this process's descriptor limit.
pub fn default_max_connections() -> usize {
    #[cfg(unix)]
    {
        let limit = rustix::process::getrlimit(rustix::process::Resource::Nofile);
        max_connections_for(limit.current.unwrap_or(u64::MAX))
    }
    #[cfg(not(unix))]
    {
        max_connections_for(u64::MAX)
    }
}

/// One open connection, as the accept loop sees it.
struct Conn {
    /// When it last read or wrote anything, in milliseconds since the server started.
    active: Arc<AtomicU64>,
    /// Requests running on it.
    busy: Arc<AtomicUsize>,
    /// Tells its task to close it.
    close: Arc<Notify>,
}

/// The open connections.
#[derive(Default)]
struct Table {
    next: u64,
    open: HashMap<u64, Conn>,
}

impl Table {
    /// Closes the connection with no request running that was active longest ago; `false` if
    /// every connection is running a request.
    fn shed(&mut self) -> bool {
        let idle = self
            .open
            .iter()
            .filter(|(_, c)| c.busy.load(Ordering::Relaxed) == 0)
            .min_by_key(|(id, c)| (c.active.load(Ordering::Relaxed), **id));
        match idle {
            Some((&id, c)) => {
                c.close.notify_one();
                self.open.remove(&id);
                true
            }
            None => false,
        }
    }
}

/// A connection's stream, noting when it last made progress.
struct Tracked {
    stream: TcpStream,
    active: Arc<AtomicU64>,
    epoch: Instant,
}

impl Tracked {
    fn touch(&self) {
        self.active
            .store(self.epoch.elapsed().as_millis() as u64, Ordering::Relaxed);
    }
}

impl AsyncRead for Tracked {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let before = buf.filled().len();
        let r = Pin::new(&mut self.stream).poll_read(cx, buf);
        if buf.filled().len() > before {
            self.touch();
        }
        r
    }
}

impl AsyncWrite for Tracked {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        data: &[u8],
    ) -> Poll<io::Result<usize>> {
        let r = Pin::new(&mut self.stream).poll_write(cx, data);
        if matches!(r, Poll::Ready(Ok(n)) if n > 0) {
            self.touch();
        }
        r
    }

    /// Writes the parts of an answer as they are: hyper then queues a body's bytes for the
    /// socket instead of copying them into the connection's buffer, which otherwise keeps
    /// the size of the largest answer it ever sent for as long as the connection is open (a
    /// table's documents, tens of kilobytes, on every kept-alive connection and event
    /// stream: most of the server's memory growth under load).
    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let r = Pin::new(&mut self.stream).poll_write_vectored(cx, bufs);
        if matches!(r, Poll::Ready(Ok(n)) if n > 0) {
            self.touch();
        }
        r
    }

    fn is_write_vectored(&self) -> bool {
        self.stream.is_write_vectored()
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_shutdown(cx)
    }
}

/// Counts a request as running on its connection while it lives.
struct Running(Arc<AtomicUsize>);

impl Running {
    fn start(busy: &Arc<AtomicUsize>) -> Running {
        busy.fetch_add(1, Ordering::Relaxed);
        Running(busy.clone())
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::Relaxed);
    }
}

/// Serves `app` on `listener` until the process ends, within `limits`.
pub async fn serve(listener: TcpListener, app: Router, limits: Limits) -> io::Result<()> {
    let max = limits
        .max_connections
        .unwrap_or_else(default_max_connections)
        .max(1);
    let table = Arc::new(Mutex::new(Table::default()));
    let epoch = Instant::now();
    loop {
        let (stream, peer) = match listener.accept().await {
            Ok(accepted) => accepted,
            Err(_) => {
                // Out of descriptors (or a connection reset before it was accepted): make
                // room if a connection can give it, and try again shortly.
                table.lock().unwrap_or_else(|e| e.into_inner()).shed();
                tokio::time::sleep(Duration::from_millis(20)).await;
                continue;
            }
        };
        let _ = stream.set_nodelay(true);
        let conn = Conn {
            active: Arc::new(AtomicU64::new(epoch.elapsed().as_millis() as u64)),
            busy: Arc::new(AtomicUsize::new(0)),
            close: Arc::new(Notify::new()),
        };
        let id = {
            let mut t = table.lock().unwrap_or_else(|e| e.into_inner());
            if t.open.len() >= max && !t.shed() {
                // Every connection is running a request: this one is turned away.
                continue;
            }
            t.next += 1;
            let id = t.next;
            t.open.insert(
                id,
                Conn {
                    active: conn.active.clone(),
                    busy: conn.busy.clone(),
                    close: conn.close.clone(),
                },
            );
            id
        };
        let io = TokioIo::new(Tracked {
            stream,
            active: conn.active.clone(),
            epoch,
        });
        let busy = conn.busy.clone();
        let app = app.clone();
        let service =
            hyper::service::service_fn(move |req: hyper::Request<hyper::body::Incoming>| {
                let running = Running::start(&busy);
                let app = app.clone();
                async move {
                    let mut req = req.map(Body::new);
                    // Whom the request came from, for the limits by address.
                    req.extensions_mut().insert(super::tables::join::Peer(peer));
                    let answer = app.oneshot(req).await;
                    drop(running);
                    answer
                }
            });
        let table = table.clone();
        tokio::spawn(async move {
            let mut builder = hyper::server::conn::http1::Builder::new();
            builder
                .timer(TokioTimer::new())
                .header_read_timeout(limits.header_timeout)
                .keep_alive(true);
            let served = builder.serve_connection(io, service);
            tokio::pin!(served);
            let idle = limits.idle_timeout;
            let mut tick = tokio::time::interval((idle / 4).max(Duration::from_millis(100)));
            loop {
                tokio::select! {
                    _ = served.as_mut() => break,
                    () = conn.close.notified() => break,
                    _ = tick.tick() => {
                        let now = epoch.elapsed().as_millis() as u64;
                        let quiet = now.saturating_sub(conn.active.load(Ordering::Relaxed));
                        if conn.busy.load(Ordering::Relaxed) == 0
                            && quiet > idle.as_millis() as u64
                        {
                            break;
                        }
                    }
                }
            }
            table
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .open
                .remove(&id);
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_connection_limit_follows_the_descriptor_limit() {
        assert_eq!(max_connections_for(64), 24);
        assert_eq!(max_connections_for(1024), 504);
        assert_eq!(max_connections_for(1 << 20), 512);
        assert_eq!(max_connections_for(10), 4);
    }

    /// A connection writes an answer's parts as they are (so hyper queues a body instead of
    /// copying it into a buffer the connection keeps), and a vectored write counts as the
    /// connection being active.
    #[test]
    fn a_connection_writes_vectored_and_counts_it_as_activity() {
        use std::io::Read;
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        runtime.block_on(async {
            let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
            let addr = listener.local_addr().unwrap();
            let client = std::thread::spawn(move || {
                let mut s = std::net::TcpStream::connect(addr).unwrap();
                let mut got = Vec::new();
                s.read_to_end(&mut got).unwrap();
                got
            });
            let (stream, _) = listener.accept().await.unwrap();
            let epoch = Instant::now() - Duration::from_secs(5);
            let mut t = Tracked {
                stream,
                active: Arc::new(AtomicU64::new(0)),
                epoch,
            };
            assert!(t.is_write_vectored());
            let parts = [io::IoSlice::new(b"head, "), io::IoSlice::new(b"body")];
            let mut written = 0;
            while written < 10 {
                let rest = if written < 6 {
                    vec![io::IoSlice::new(&b"head, "[written..]), parts[1]]
                } else {
                    vec![io::IoSlice::new(&b"body"[written - 6..])]
                };
                written +=
                    std::future::poll_fn(|cx| Pin::new(&mut t).poll_write_vectored(cx, &rest))
                        .await
                        .unwrap();
            }
            assert!(t.active.load(Ordering::Relaxed) >= 5000);
            std::future::poll_fn(|cx| Pin::new(&mut t).poll_shutdown(cx))
                .await
                .unwrap();
            drop(t);
            assert_eq!(client.join().unwrap(), b"head, body");
        });
    }
}
