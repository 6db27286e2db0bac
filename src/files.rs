//! Reading input files and writing output files, carefully: inputs must be regular files (or
//! standard input, `-`) no larger than [`MAX_INPUT`], with a clear message otherwise; outputs
//! are written to a temporary name in the same directory and renamed into place, never
//! through a symlink and never over an existing file unless asked. Every command that reads or
//! writes files goes through here.

use std::fmt;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};

/// The largest input file read, in bytes (1 MiB: a scenario is a few KB, a long game record a
/// few tens).
pub const MAX_INPUT: u64 = 1 << 20;

/// Why an input could not be read. The messages name no file: the caller does.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReadError {
    /// No file there.
    #[error("no such file")]
    Missing,
    /// A directory, a device, a FIFO, a socket.
    #[error("not a regular file ({0}); give a scenario file")]
    NotRegular(&'static str),
    /// Over [`MAX_INPUT`].
    #[error("the file is larger than {} KiB, too large for a scenario, puzzle or game record", MAX_INPUT / 1024)]
    TooLarge,
    /// UTF-16 or UTF-32 text.
    #[error("the file is {0}; save it as UTF-8")]
    WideEncoding(&'static str),
    /// Bytes that are not UTF-8, at a line and column (1-based, the column in characters).
    #[error("not UTF-8 text: the byte 0x{byte:02x} here is not part of a UTF-8 character (save the file as UTF-8)")]
    NotUtf8 {
        /// The first bad byte.
        byte: u8,
        /// Its line.
        line: u64,
        /// Its column.
        column: u64,
    },
    /// Any other failure of the system.
    #[error("cannot read it: {0}")]
    Io(String),
}

impl ReadError {
    /// The line and column the problem is at, if it is a place in the file.
    pub fn place(&self) -> Option<(u64, u64)> {
        match self {
            ReadError::NotUtf8 { line, column, .. } => Some((*line, *column)),
            _ => None,
        }
    }
}

fn kind(meta: &std::fs::Metadata) -> Option<&'static str> {
    let t = meta.file_type();
    if t.is_file() {
        return None;
    }
    if t.is_dir() {
        return Some("a directory");
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if t.is_fifo() {
            return Some("a named pipe");
        }
        if t.is_char_device() || t.is_block_device() {
            return Some("a device");
        }
        if t.is_socket() {
            return Some("a socket");
        }
    }
    Some("not a plain file")
}

/// Reads a text input: the file at `path`, or standard input for `-`. Refuses what is not a
/// regular file before opening it (a FIFO with no writer would block forever), anything over
/// [`MAX_INPUT`] bytes, and text that is not UTF-8 (with the place of the first bad byte). A
/// leading UTF-8 byte-order mark is dropped.
pub fn read_text(path: &Path) -> Result<String, ReadError> {
    let bytes = if path.as_os_str() == "-" {
        read_limited(std::io::stdin().lock())?
    } else {
        let meta = std::fs::metadata(path).map_err(|e| match e.kind() {
            std::io::ErrorKind::NotFound => ReadError::Missing,
            _ => ReadError::Io(e.to_string()),
        })?;
        if let Some(k) = kind(&meta) {
            return Err(ReadError::NotRegular(k));
        }
        if meta.len() > MAX_INPUT {
            return Err(ReadError::TooLarge);
        }
        let file = std::fs::File::open(path).map_err(|e| ReadError::Io(e.to_string()))?;
        read_limited(file)?
    };
    decode(bytes)
}

/// At most [`MAX_INPUT`] bytes (a file that grows while read is still bounded).
fn read_limited(r: impl Read) -> Result<Vec<u8>, ReadError> {
    let mut bytes = Vec::new();
    r.take(MAX_INPUT + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| ReadError::Io(e.to_string()))?;
    if bytes.len() as u64 > MAX_INPUT {
        return Err(ReadError::TooLarge);
    }
    Ok(bytes)
}

/// UTF-8 text from bytes, or where the first bad byte is.
pub fn decode(bytes: Vec<u8>) -> Result<String, ReadError> {
    if bytes.starts_with(&[0xFF, 0xFE, 0, 0]) || bytes.starts_with(&[0, 0, 0xFE, 0xFF]) {
        return Err(ReadError::WideEncoding("UTF-32"));
    }
    if bytes.starts_with(&[0xFF, 0xFE]) || bytes.starts_with(&[0xFE, 0xFF]) {
        return Err(ReadError::WideEncoding("UTF-16"));
    }
    let bytes = match bytes.strip_prefix(&[0xEF, 0xBB, 0xBF]) {
        Some(rest) => rest.to_vec(),
        None => bytes,
    };
    match String::from_utf8(bytes) {
        Ok(s) => Ok(s),
        Err(e) => {
            let bytes = e.as_bytes();
            let at = e.utf8_error().valid_up_to();
            let good = std::str::from_utf8(&bytes[..at]).unwrap_or("");
            let line = good.matches('\n').count() as u64 + 1;
            let column = good.rsplit('\n').next().map_or(0, |l| l.chars().count()) as u64 + 1;
            Err(ReadError::NotUtf8 {
                byte: bytes[at],
                line,
                column,
            })
        }
    }
}

/// Why an output file could not be written. The messages name the file.
#[derive(Debug)]
pub enum WriteError {
    /// The file exists and `force` was not given.
    Exists(PathBuf),
    /// The path is a symlink (never followed).
    Symlink(PathBuf),
    /// The directory is not a directory, or cannot be made or written.
    Dir(PathBuf, String),
    /// The system refused.
    Io(PathBuf, std::io::Error),
}

impl fmt::Display for WriteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WriteError::Exists(p) => write!(
                f,
                "{}: the file exists with other contents; give --force to replace it",
                p.display()
            ),
            WriteError::Symlink(p) => write!(
                f,
                "{}: is a symbolic link; it is not followed (remove it or write elsewhere)",
                p.display()
            ),
            WriteError::Dir(p, why) => write!(f, "{}: {why}", p.display()),
            WriteError::Io(p, e) => write!(f, "{}: cannot write: {e}", p.display()),
        }
    }
}

impl std::error::Error for WriteError {}

/// What stands where a file is to be written.
enum Clash {
    /// Nothing, or a file `force` allows to replace.
    Free,
    /// The same contents already: nothing to write.
    Same,
    /// Something the write refuses.
    Refused(WriteError),
}

/// Whether `bytes` may be written at `path` (see [`write_file`]), nothing written.
fn clash(path: &Path, bytes: &[u8], force: bool) -> Clash {
    match std::fs::symlink_metadata(path) {
        Ok(m) if m.file_type().is_symlink() => Clash::Refused(WriteError::Symlink(path.into())),
        Ok(m) if m.is_dir() => {
            Clash::Refused(WriteError::Dir(path.into(), "is a directory".into()))
        }
        // The same contents again is no clash: nothing to write.
        Ok(m)
            if m.len() == bytes.len() as u64
                && std::fs::read(path).is_ok_and(|old| old == bytes) =>
        {
            Clash::Same
        }
        Ok(_) if !force => Clash::Refused(WriteError::Exists(path.into())),
        _ => Clash::Free,
    }
}

/// Writes `bytes` to `path` safely: to a temporary file beside it, flushed to disk, then
/// renamed over `path`, so readers see the old file or the whole new one, never half. Refuses
/// a symlink at `path` and, unless `force`, an existing file with other contents (the same
/// contents again is no clash: nothing is written).
pub fn write_file(path: &Path, bytes: &[u8], force: bool) -> Result<(), WriteError> {
    match clash(path, bytes, force) {
        Clash::Refused(e) => return Err(e),
        Clash::Same => return Ok(()),
        Clash::Free => {}
    }
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "out".into());
    let tmp = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    let io = |e| WriteError::Io(path.into(), e);
    let result = (|| {
        let mut f = std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
        std::fs::rename(&tmp, path)
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result.map_err(io)
}

/// A directory files are written into: checked (created if missing) before any work, so a
/// read-only or misplaced `--out` is reported at once.
#[derive(Clone, Debug)]
pub struct OutDir {
    path: PathBuf,
}

impl OutDir {
    /// Opens `path` for writing: creates it if missing, refuses a symlink, something not a
    /// directory, or a directory that cannot be written (tried with a temporary file).
    pub fn open(path: &Path) -> Result<OutDir, WriteError> {
        match std::fs::symlink_metadata(path) {
            Ok(m) if m.file_type().is_symlink() => return Err(WriteError::Symlink(path.into())),
            Ok(m) if !m.is_dir() => {
                return Err(WriteError::Dir(path.into(), "is not a directory".into()))
            }
            Ok(_) => {}
            Err(_) => std::fs::create_dir_all(path)
                .map_err(|e| WriteError::Dir(path.into(), format!("cannot create it: {e}")))?,
        }
        let probe = path.join(format!(".furunkulus-probe.{}", std::process::id()));
        std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&probe)
            .map_err(|e| WriteError::Dir(path.into(), format!("cannot write into it: {e}")))?;
        let _ = std::fs::remove_file(&probe);
        Ok(OutDir { path: path.into() })
    }

    /// The directory.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Writes file `name` (a plain file name: no directory part) safely into the directory;
    /// never through a symlink planted there, never over an existing file unless `force`.
    /// Returns the path written.
    pub fn write(&self, name: &str, bytes: &[u8], force: bool) -> Result<PathBuf, WriteError> {
        let path = self.file(name)?;
        write_file(&path, bytes, force)?;
        Ok(path)
    }

    /// Why [`OutDir::write`] would refuse to write `name`, if it would; nothing is written.
    /// Lets a caller that writes many files refuse them all before writing any.
    pub fn refusal(&self, name: &str, bytes: &[u8], force: bool) -> Option<WriteError> {
        match self.file(name) {
            Err(e) => Some(e),
            Ok(path) => match clash(&path, bytes, force) {
                Clash::Refused(e) => Some(e),
                Clash::Same | Clash::Free => None,
            },
        }
    }

    /// The path of file `name` in the directory, if `name` is a plain file name.
    fn file(&self, name: &str) -> Result<PathBuf, WriteError> {
        let plain = Path::new(name)
            .file_name()
            .is_some_and(|n| n == std::ffi::OsStr::new(name));
        if !plain || name.starts_with('.') {
            return Err(WriteError::Dir(
                self.path.join(name),
                "is not a plain file name".into(),
            ));
        }
        Ok(self.path.join(name))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp(name: &str) -> PathBuf {
        let d =
            std::env::temp_dir().join(format!("furunkulus-files-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(&d).unwrap();
        d
    }

    #[test]
    fn writes_are_whole_and_never_clobber() {
        let d = temp("write");
        let f = d.join("a.yaml");
        write_file(&f, b"one", false).unwrap();
        assert_eq!(std::fs::read(&f).unwrap(), b"one");
        assert!(matches!(
            write_file(&f, b"two", false),
            Err(WriteError::Exists(_))
        ));
        assert_eq!(std::fs::read(&f).unwrap(), b"one", "untouched");
        // The same contents again is no clash.
        write_file(&f, b"one", false).unwrap();
        write_file(&f, b"two", true).unwrap();
        assert_eq!(std::fs::read(&f).unwrap(), b"two");
        // No temporary file is left behind.
        assert_eq!(std::fs::read_dir(&d).unwrap().count(), 1);
        // A symlink is never written through, even with force.
        let outside = d.join("outside");
        std::fs::write(&outside, b"keep").unwrap();
        let link = d.join("link.yaml");
        std::os::unix::fs::symlink(&outside, &link).unwrap();
        assert!(matches!(
            write_file(&link, b"x", true),
            Err(WriteError::Symlink(_))
        ));
        assert_eq!(std::fs::read(&outside).unwrap(), b"keep");
        let _ = std::fs::remove_dir_all(&d);
    }

    #[test]
    fn output_directories_are_checked_first() {
        let d = temp("outdir");
        let out = OutDir::open(&d.join("new/sub")).unwrap();
        assert!(out.path().is_dir());
        let written = out.write("p.yaml", b"x", false).unwrap();
        assert_eq!(std::fs::read(&written).unwrap(), b"x");
        assert!(matches!(
            out.write("p.yaml", b"y", false),
            Err(WriteError::Exists(_))
        ));
        for bad in ["../p.yaml", "a/b.yaml", ".hidden", ""] {
            assert!(out.write(bad, b"x", true).is_err(), "{bad}");
        }
        // A symlink planted in the directory is not followed out of it.
        let target = d.join("target.yaml");
        std::fs::write(&target, b"keep").unwrap();
        std::os::unix::fs::symlink(&target, out.path().join("q.yaml")).unwrap();
        assert!(matches!(
            out.write("q.yaml", b"x", true),
            Err(WriteError::Symlink(_))
        ));
        assert_eq!(std::fs::read(&target).unwrap(), b"keep");
        // A file is not a directory; a symlinked directory is refused.
        assert!(OutDir::open(&target).is_err());
        std::os::unix::fs::symlink(&d, d.join("dirlink")).unwrap();
        assert!(matches!(
            OutDir::open(&d.join("dirlink")),
            Err(WriteError::Symlink(_))
        ));
        let _ = std::fs::remove_dir_all(&d);
    }

    #[test]
    fn bad_utf8_is_placed() {
        let e = decode(b"a: 1\nbb: \xff\n".to_vec()).unwrap_err();
        assert_eq!(
            e,
            ReadError::NotUtf8 {
                byte: 0xff,
                line: 2,
                column: 5
            }
        );
        assert_eq!(
            decode(vec![0xFF, 0xFE, b'a', 0]),
            Err(ReadError::WideEncoding("UTF-16"))
        );
        assert_eq!(decode(b"\xEF\xBB\xBFtile: 8".to_vec()).unwrap(), "tile: 8");
        assert_eq!(
            decode("é\n  \u{e9}\u{e9}\u{ff}".into()).unwrap(),
            "é\n  ééÿ"
        );
    }
}
