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
pub mod puzzles;
pub mod state;
pub mod stats;
pub mod tables;
pub mod words;
pub mod work;

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
    let mut app = assets::routes().merge(api::routes(ctx.app.clone()));
    if stats::enabled() {
        app = app.merge(stats::routes(ctx.tables.clone()));
    }
    app.merge(tables::routes(ctx))
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
        let mut allowed: Vec<String> = config
            .allowed_hosts
            .iter()
            .map(|h| h.trim().trim_end_matches('.').to_ascii_lowercase())
            .collect();
        // On the network, this machine's own name (which `serve` may print as the tables'
        // address) and its `.local` name are this server's too.
        if !config.host.is_loopback() {
            if let Some(name) = machine_name() {
                allowed.push(format!("{name}.local"));
                allowed.push(name);
            }
        }
        let guard = Guard::new(allowed, config.limits.body_timeout);
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
        if stats::enabled() {
            stats::start_probes();
        }
        conn::serve(self.listener, self.app, self.limits).await
    }
}

/// Binds and serves on a runtime of its own, blocking the calling thread; `ready` is told the
/// address once it is bound (to print it, or for a test to connect).
pub fn run_blocking(config: &Config, ready: impl FnOnce(SocketAddr)) -> std::io::Result<()> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .max_blocking_threads(state::BLOCKING_THREADS)
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

/// Where a phone on the network opens the tables' page (`/t`) of a server listening on
/// `addr`: `addr`'s own address when it is a concrete one; else (`0.0.0.0`, `::`) this
/// machine's address on the local network as far as it can be told without sending
/// anything; else this machine's name; else loopback.
pub fn tables_address(addr: SocketAddr) -> String {
    tables_address_with(addr, local_network_ip(), machine_name())
}

fn tables_address_with(addr: SocketAddr, lan: Option<IpAddr>, name: Option<String>) -> String {
    let port = addr.port();
    let host = match (addr.ip().is_unspecified(), lan, name) {
        (false, _, _) => addr.to_string(),
        (true, Some(ip), _) => SocketAddr::new(ip, port).to_string(),
        (true, None, Some(name)) => format!("{name}:{port}"),
        (true, None, None) => SocketAddr::new(IpAddr::V4(Ipv4Addr::LOCALHOST), port).to_string(),
    };
    format!("http://{host}/t")
}

/// What `serve` says about the tables when it listens on `addr`: nothing on loopback (only
/// this machine can connect); else the tables' page's address for phones on the network and
/// its QR code (Unicode half blocks), to scan from the terminal.
pub fn tables_announcement(addr: SocketAddr, lang: crate::i18n::Lang) -> String {
    if addr.ip().is_loopback() {
        return String::new();
    }
    announcement_of(&tables_address(addr), lang)
}

fn announcement_of(url: &str, lang: crate::i18n::Lang) -> String {
    format!(
        "{}\n{}",
        crate::t!(lang, "serve-tables", url = url),
        tables::qr::terminal(url)
    )
}

/// This machine's name (as `hostname` says it), lower case, if it can be told without
/// sending anything.
pub fn machine_name() -> Option<String> {
    let name = std::fs::read_to_string("/proc/sys/kernel/hostname")
        .ok()
        .or_else(|| std::env::var("HOSTNAME").ok())
        .or_else(|| std::env::var("COMPUTERNAME").ok())?;
    let name = name.trim().trim_end_matches('.').to_ascii_lowercase();
    let fits = !name.is_empty()
        && name != "localhost"
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'.');
    fits.then_some(name)
}

/// The address this machine would use to reach a local-network address. Connecting a UDP
/// socket sends no packet; it only asks the routing table.
fn local_network_ip() -> Option<IpAddr> {
    let socket = std::net::UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0)).ok()?;
    socket.connect((Ipv4Addr::new(192, 168, 0, 1), 9)).ok()?;
    let ip = socket.local_addr().ok()?.ip();
    (!ip.is_unspecified()).then_some(ip)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn the_tables_address_is_the_one_a_phone_on_the_network_opens() {
        let lan: IpAddr = "192.168.1.20".parse().unwrap();
        let any: SocketAddr = "0.0.0.0:8080".parse().unwrap();
        let name = || Some("kitchen-pc".to_string());
        assert_eq!(
            tables_address_with(any, Some(lan), name()),
            "http://192.168.1.20:8080/t"
        );
        assert_eq!(
            tables_address_with(any, None, name()),
            "http://kitchen-pc:8080/t"
        );
        assert_eq!(
            tables_address_with(any, None, None),
            "http://127.0.0.1:8080/t"
        );
        // A concrete address is the one to open, whatever the network says.
        let given: SocketAddr = "10.0.0.5:9000".parse().unwrap();
        assert_eq!(
            tables_address_with(given, Some(lan), name()),
            "http://10.0.0.5:9000/t"
        );
        let v6: SocketAddr = "[fd00::5]:9000".parse().unwrap();
        assert_eq!(
            tables_address_with(v6, None, None),
            "http://[fd00::5]:9000/t"
        );
        // Found without sending anything; an address or a name a phone can use.
        let found = tables_address("0.0.0.0:8080".parse().unwrap());
        assert!(
            found.starts_with("http://") && found.ends_with(":8080/t"),
            "{found}"
        );
    }

    #[test]
    fn serve_prints_the_tables_address_and_its_qr_code_only_on_the_network() {
        assert_eq!(
            tables_announcement("127.0.0.1:8080".parse().unwrap(), Lang::En),
            ""
        );
        assert_eq!(
            tables_announcement("[::1]:8080".parse().unwrap(), Lang::En),
            ""
        );
        let url = "http://192.168.1.20:8080/t";
        let text = announcement_of(url, Lang::En);
        let mut lines = text.lines();
        let first = lines.next().unwrap();
        assert!(first.contains(url), "{first}");
        assert!(first.contains("scan"), "{first}");
        let qr: Vec<&str> = lines.collect();
        assert_eq!(qr.join("\n"), tables::qr::terminal(url).trim_end());
        assert!(qr.len() >= 15, "{text}");
        assert!(qr.iter().all(|l| l.chars().all(|c| " ▀▄█".contains(c))));
        let de = announcement_of(url, Lang::De);
        assert!(de.lines().next().unwrap().contains(url), "{de}");
        assert_ne!(de.lines().next(), text.lines().next());
        let printed = tables_announcement("10.0.0.5:9000".parse().unwrap(), Lang::Fr);
        assert!(printed.contains("http://10.0.0.5:9000/t"), "{printed}");
    }
}
