//! `furunkulus serve`: a local web board for the table. One page (HTML, CSS, a little
//! JavaScript and a font, all embedded in the binary: nothing is fetched from elsewhere) and a
//! JSON API that answers with the same documents as the command line's `--format json`,
//! built by the same reports from the same loaders.
//!
//! The server sits on top of the library like the command line: [`api`] turns requests into
//! reports, [`assets`] serves the page, [`state`] holds what lives in memory (the folder of
//! scenarios and the bound on concurrent work), [`guard`] checks every request first (its
//! host, its origin, its content type, its body), and [`conn`] accepts and keeps connections
//! (a limit, header and idle timeouts). [`tables`] holds the games shared by several devices
//! (FORMAT.md section 8), in an SQLite database in `--data`. Nothing here prints; the command line says where the
//! server listens. The security model: docs/api.md.

pub mod api;
pub mod assets;
pub mod conn;
pub mod game;
pub mod guard;
pub mod state;
pub mod tables;
pub mod words;

use axum::Router;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::PathBuf;
use std::sync::Arc;

pub use conn::Limits;
pub use guard::Guard;
pub use state::AppState;
pub use tables::TablesConfig;

/// How to serve.
#[derive(Clone, Debug)]
pub struct Config {
    /// The address to listen on (default: loopback only).
    pub host: IpAddr,
    /// The port (0: any free port).
    pub port: u16,
    /// The folder of scenarios the page may open (read only, never below it).
    pub dir: Option<PathBuf>,
    /// Host names the server answers to besides its addresses and `localhost`
    /// (`--allow-host`).
    pub allowed_hosts: Vec<String>,
    /// The bounds on connections and their timeouts.
    pub limits: Limits,
    /// Where tables are kept and their bounds (default: in memory).
    pub tables: TablesConfig,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            host: IpAddr::V4(Ipv4Addr::LOCALHOST),
            port: 8080,
            dir: None,
            allowed_hosts: Vec::new(),
            limits: Limits::default(),
            tables: TablesConfig::default(),
        }
    }
}

/// The whole application: the page, its assets, the API and the tables, every request
/// checked first by `guard`.
pub fn router(ctx: tables::Ctx, guard: Guard) -> Router {
    assets::routes()
        .merge(api::routes(ctx.app.clone()))
        .merge(tables::routes(ctx))
        .layer(axum::middleware::from_fn_with_state(guard, guard::check))
}

/// A server bound to its address, not yet serving.
pub struct Server {
    ctx: tables::Ctx,
    listener: tokio::net::TcpListener,
    app: Router,
    limits: Limits,
}

impl Server {
    /// Binds to `config`'s address.
    pub async fn bind(config: &Config) -> std::io::Result<Server> {
        let state = AppState::new(config.dir.clone())?;
        let tables = tables::Tables::open(config.tables.clone()).map_err(std::io::Error::other)?;
        let ctx = tables::Ctx {
            app: state,
            tables: Arc::new(tables),
        };
        let listener = tokio::net::TcpListener::bind((config.host, config.port)).await?;
        let guard = Guard {
            allowed_hosts: Arc::new(
                config
                    .allowed_hosts
                    .iter()
                    .map(|h| h.trim().trim_end_matches('.').to_ascii_lowercase())
                    .collect(),
            ),
            body_timeout: config.limits.body_timeout,
        };
        Ok(Server {
            listener,
            app: router(ctx.clone(), guard),
            ctx,
            limits: config.limits,
        })
    }

    /// The address bound (with the port chosen when asked for port 0).
    pub fn local_addr(&self) -> std::io::Result<SocketAddr> {
        self.listener.local_addr()
    }

    /// Serves until the process ends.
    pub async fn run(self) -> std::io::Result<()> {
        // The AI seats of the tables kept on disk play on, and idle tables expire.
        self.ctx.start();
        conn::serve(self.listener, self.app, self.limits).await
    }
}

/// Binds and serves on a runtime of its own, blocking the calling thread; `ready` is told the
/// address once it is bound (to print it, or for a test to connect).
pub fn run_blocking(config: &Config, ready: impl FnOnce(SocketAddr)) -> std::io::Result<()> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .max_blocking_threads(state::WORKERS + 2)
        .enable_io()
        .enable_time()
        .build()?;
    runtime.block_on(async {
        let server = Server::bind(config).await?;
        ready(server.local_addr()?);
        server.run().await
    })
}

/// The default folder of `--data`: the user's data folder (`~/.local/share/furunkulus` on
/// Linux), or `None` when there is no home.
pub fn default_data_dir() -> Option<PathBuf> {
    directories::ProjectDirs::from("", "", "furunkulus").map(|d| d.data_dir().to_path_buf())
}

/// The address to open in a browser for a server listening on `addr`: `host` when it is a
/// concrete address, else (`0.0.0.0`, `::`) this machine's address on the local network as
/// far as it can be told without sending anything, or loopback.
pub fn address_to_open(addr: SocketAddr) -> String {
    let ip = if addr.ip().is_unspecified() {
        local_network_ip().unwrap_or(IpAddr::V4(Ipv4Addr::LOCALHOST))
    } else {
        addr.ip()
    };
    format!("http://{}/", SocketAddr::new(ip, addr.port()))
}

/// The address this machine would use to reach a local-network address. Connecting a UDP
/// socket sends no packet; it only asks the routing table.
fn local_network_ip() -> Option<IpAddr> {
    let socket = std::net::UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0)).ok()?;
    socket.connect((Ipv4Addr::new(192, 168, 0, 1), 9)).ok()?;
    let ip = socket.local_addr().ok()?.ip();
    (!ip.is_unspecified()).then_some(ip)
}
