//! A small HTTP/1.1 client on blocking sockets, enough for the tables' API: requests on a
//! kept-alive connection (`Content-Length` or chunked answers), a `furunkulus serve` process
//! started on its own `--data`, and a table's Server-Sent Events read as they come.

use serde_json::Value;
use std::io::{self, BufRead, BufReader, Read, Write};
use std::net::{Shutdown, SocketAddr, TcpStream};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

/// An answer: its status and its body.
pub struct Answer {
    pub status: u16,
    pub body: Vec<u8>,
}

impl Answer {
    /// The body as JSON (`Null` if it is not).
    pub fn json(&self) -> Value {
        serde_json::from_slice(&self.body).unwrap_or(Value::Null)
    }
}

/// One kept-alive connection to the server (opened again when it was closed).
pub struct Conn {
    addr: SocketAddr,
    stream: Option<BufReader<TcpStream>>,
}

fn broken(what: &str) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidData, what.to_string())
}

/// Reads an answer's head: its status, its `Content-Length` and whether it is chunked.
fn read_head(r: &mut impl BufRead) -> io::Result<(u16, Option<usize>, bool)> {
    let mut line = String::new();
    if r.read_line(&mut line)? == 0 {
        return Err(io::Error::new(
            io::ErrorKind::UnexpectedEof,
            "connection closed",
        ));
    }
    let status = line
        .get(9..12)
        .and_then(|s| s.parse().ok())
        .ok_or_else(|| broken("a malformed status line"))?;
    let (mut length, mut chunked) = (None, false);
    loop {
        line.clear();
        if r.read_line(&mut line)? == 0 {
            return Err(broken("the head ended early"));
        }
        let l = line.trim_end();
        if l.is_empty() {
            return Ok((status, length, chunked));
        }
        let lower = l.to_ascii_lowercase();
        if let Some(v) = lower.strip_prefix("content-length:") {
            length = v.trim().parse().ok();
        } else if lower.starts_with("transfer-encoding:") && lower.contains("chunked") {
            chunked = true;
        }
    }
}

/// One chunk of a chunked body (empty: the last).
fn read_chunk(r: &mut impl BufRead) -> io::Result<Vec<u8>> {
    let mut size = String::new();
    if r.read_line(&mut size)? == 0 {
        return Err(io::Error::new(io::ErrorKind::UnexpectedEof, "stream ended"));
    }
    let n = usize::from_str_radix(size.trim(), 16).map_err(|_| broken("a chunk size"))?;
    let mut chunk = vec![0; n + 2];
    r.read_exact(&mut chunk)?;
    chunk.truncate(n);
    Ok(chunk)
}

impl Conn {
    pub fn new(addr: SocketAddr) -> Conn {
        Conn { addr, stream: None }
    }

    /// `method path` with a JSON `body` (empty: none). A connection the server closed while
    /// it was idle is not retried here: the caller decides (a play may have been made).
    pub fn request(&mut self, method: &str, path: &str, body: &str) -> io::Result<Answer> {
        let result = self.try_request(method, path, body);
        if result.is_err() {
            self.stream = None;
        }
        result
    }

    fn try_request(&mut self, method: &str, path: &str, body: &str) -> io::Result<Answer> {
        if self.stream.is_none() {
            let s = TcpStream::connect(self.addr)?;
            s.set_nodelay(true)?;
            s.set_read_timeout(Some(Duration::from_secs(120)))?;
            self.stream = Some(BufReader::new(s));
        }
        let r = self.stream.as_mut().expect("connected");
        let head = format!(
            "{method} {path} HTTP/1.1\r\nHost: {}\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n",
            self.addr,
            body.len()
        );
        let mut req = head.into_bytes();
        req.extend_from_slice(body.as_bytes());
        r.get_mut().write_all(&req)?;
        let (status, length, chunked) = read_head(r)?;
        let body = if chunked {
            let mut all = Vec::new();
            loop {
                let c = read_chunk(r)?;
                if c.is_empty() {
                    break;
                }
                all.extend_from_slice(&c);
            }
            all
        } else {
            let mut b = vec![0; length.unwrap_or(0)];
            r.read_exact(&mut b)?;
            b
        };
        Ok(Answer { status, body })
    }
}

/// A table's event stream, read as it comes.
pub struct Events {
    r: BufReader<TcpStream>,
    pending: Vec<u8>,
}

impl Events {
    /// Opens `GET /api/tables/CODE/events?seat=SEAT`; the answer's status if not 200.
    pub fn open(addr: SocketAddr, code: &str, seat: &str) -> io::Result<Result<Events, u16>> {
        let s = TcpStream::connect(addr)?;
        s.set_read_timeout(Some(Duration::from_secs(60)))?;
        let mut w = s.try_clone()?;
        write!(
            w,
            "GET /api/tables/{code}/events?seat={seat} HTTP/1.1\r\nHost: {addr}\r\nAccept: text/event-stream\r\n\r\n"
        )?;
        let mut r = BufReader::new(s);
        let (status, _, _) = read_head(&mut r)?;
        if status != 200 {
            return Ok(Err(status));
        }
        Ok(Ok(Events {
            r,
            pending: Vec::new(),
        }))
    }

    /// A handle that closes the stream from another thread.
    pub fn closer(&self) -> io::Result<TcpStream> {
        self.r.get_ref().try_clone()
    }

    /// The next event's `id` and name (its data is skipped; comments too).
    pub fn next(&mut self) -> io::Result<(u64, String)> {
        loop {
            if let Some(end) = self.pending.windows(2).position(|w| w == b"\n\n") {
                let block: Vec<u8> = self.pending.drain(..end + 2).collect();
                let (mut id, mut name) = (None, String::new());
                for line in block.split(|b| *b == b'\n') {
                    if let Some(v) = line.strip_prefix(b"id:") {
                        id = std::str::from_utf8(v)
                            .ok()
                            .and_then(|v| v.trim().parse().ok());
                    } else if let Some(v) = line.strip_prefix(b"event:") {
                        name = String::from_utf8_lossy(v).trim().to_string();
                    }
                }
                if let Some(id) = id {
                    return Ok((id, name));
                }
                continue;
            }
            let chunk = read_chunk(&mut self.r)?;
            if chunk.is_empty() {
                return Err(io::Error::new(io::ErrorKind::UnexpectedEof, "stream ended"));
            }
            self.pending.extend_from_slice(&chunk);
        }
    }
}

/// Closes a stream's socket (its reader then gets an error).
pub fn close(s: &TcpStream) {
    let _ = s.shutdown(Shutdown::Both);
}

/// `furunkulus serve --port 0 --data DATA` and `extra` as a process; its address. The
/// program is this build's, or `$FURUNKULUS_BIN` (another build's, to compare two).
pub fn serve(data: &Path, extra: &[&str]) -> io::Result<(Child, SocketAddr)> {
    let bin = std::env::var_os("FURUNKULUS_BIN")
        .unwrap_or_else(|| env!("CARGO_BIN_EXE_furunkulus").into());
    let mut child = Command::new(bin)
        .args(["serve", "--port", "0", "--data"])
        .arg(data)
        .args(extra)
        // `GET /api/stats`: where the server's time goes (a server without it answers 404).
        .env("FURUNKULUS_STATS", "1")
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()?;
    let mut err = BufReader::new(child.stderr.take().expect("piped"));
    let mut first = String::new();
    err.read_line(&mut first)?;
    // The rest of standard error read as it comes (a closed pipe would stop the server).
    std::thread::spawn(move || io::copy(&mut err, &mut io::sink()));
    let addr = first
        .strip_prefix("Serving the board on ")
        .and_then(|r| r.split(": open").next())
        .and_then(|a| a.parse().ok())
        .ok_or_else(|| broken(&format!("serve said: {first}")))?;
    Ok((child, addr))
}

/// The resident memory of process `pid` in KiB (`VmRSS` of /proc/PID/status).
pub fn rss_kib(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
}
