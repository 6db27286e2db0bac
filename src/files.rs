//! Reading input files and writing output files, carefully: inputs must be regular files (or
//! standard input, `-`) no larger than [`MAX_INPUT`], with a clear message otherwise; outputs
//! are written to a temporary file with an unpredictable name in the same directory (created
//! exclusively, with the permissions of the file it replaces) and renamed into place: never
//! through a symlink, never over anything but a regular file, and over an existing file only
//! when asked. A Ctrl-C handler can wait for the writes in progress ([`stop_writes`]), so none
//! leaves its temporary file behind. Every command that reads or writes files goes through
//! here, and names them with [`shown`], so a file name cannot write to the terminal.

use std::fmt;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};

/// The largest input file read, in bytes (1 MiB: a scenario is a few KB, a long game record a
/// few tens).
pub const MAX_INPUT: u64 = 1 << 20;

/// Why an input could not be read. The messages name no file: the caller does; they are
/// said in [`crate::i18n::speaking`]'s language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReadError {
    /// No file there.
    Missing,
    /// A directory, a device, a FIFO, a socket.
    NotRegular(&'static str),
    /// Over [`MAX_INPUT`].
    TooLarge,
    /// UTF-16 or UTF-32 text.
    WideEncoding(&'static str),
    /// Bytes that are not UTF-8, at a line and column (1-based, the column in characters).
    NotUtf8 {
        /// The first bad byte.
        byte: u8,
        /// Its line.
        line: u64,
        /// Its column.
        column: u64,
    },
    /// Any other failure of the system.
    Io(String),
}

impl std::error::Error for ReadError {}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let lang = crate::i18n::speaking();
        f.write_str(&match self {
            ReadError::Missing => crate::t!(lang, "read-missing"),
            ReadError::NotRegular(kind) => crate::t!(lang, "read-not-regular", kind = *kind),
            ReadError::TooLarge => crate::t!(lang, "read-too-large", kib = MAX_INPUT / 1024),
            ReadError::WideEncoding(enc) => crate::t!(lang, "read-wide", encoding = *enc),
            ReadError::NotUtf8 { byte, .. } => {
                crate::t!(lang, "read-not-utf8", byte = format!("0x{byte:02x}"))
            }
            ReadError::Io(e) => crate::t!(lang, "read-io", error = e),
        })
    }
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
        return Some("directory");
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if t.is_fifo() {
            return Some("pipe");
        }
        if t.is_char_device() || t.is_block_device() {
            return Some("device");
        }
        if t.is_socket() {
            return Some("socket");
        }
    }
    Some("other")
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

/// A path as messages show it: control characters (a newline, ESC...) escaped as in
/// [`crate::render::printable`], so a file's name cannot fake a line of output or send
/// escape sequences to the terminal. Names that are not UTF-8 are shown lossily.
pub fn shown(path: &Path) -> String {
    let text = path.to_string_lossy();
    crate::render::escaped(&text).into_owned()
}

/// Whether an output path is `-`: standard output, for the commands that can write there.
pub fn is_stdout(path: &Path) -> bool {
    path.as_os_str() == "-"
}

/// Why an output file could not be written. The messages name the file; they are said in
/// [`crate::i18n::speaking`]'s language.
#[derive(Debug)]
pub enum WriteError {
    /// The file exists and `force` was not given.
    Exists(PathBuf),
    /// The path is a symlink (never followed, never replaced).
    Symlink(PathBuf),
    /// A device, a named pipe or a socket: never replaced, not even with `force`.
    NotRegular(PathBuf, &'static str),
    /// `-` where a file or directory must be named (the caller says why).
    Dash(String),
    /// The directory is not a directory, or cannot be made or written.
    Dir(PathBuf, String),
    /// The system refused.
    Io(PathBuf, std::io::Error),
}

impl fmt::Display for WriteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let lang = crate::i18n::speaking();
        match self {
            WriteError::Exists(p) => f.write_str(&crate::t!(lang, "write-exists", file = shown(p))),
            WriteError::Symlink(p) => {
                f.write_str(&crate::t!(lang, "write-symlink", file = shown(p)))
            }
            WriteError::NotRegular(p, kind) => f.write_str(&crate::t!(
                lang,
                "write-not-regular",
                file = shown(p),
                kind = *kind
            )),
            WriteError::Dash(why) => {
                f.write_str(&crate::t!(lang, "write-named", file = "-", why = why))
            }
            WriteError::Dir(p, why) => {
                f.write_str(&crate::t!(lang, "write-named", file = shown(p), why = why))
            }
            WriteError::Io(p, e) => f.write_str(&crate::t!(
                lang,
                "write-io",
                file = shown(p),
                error = e.to_string()
            )),
        }
    }
}

impl std::error::Error for WriteError {}

/// What stands where a file is to be written.
enum Clash {
    /// Nothing (`None`), or a regular file `force` allows to replace (`Some`: its
    /// permissions, which the new file keeps).
    Free(Option<std::fs::Permissions>),
    /// The same contents already: nothing to write.
    Same,
    /// Something the write refuses.
    Refused(WriteError),
}

/// Whether `bytes` may be written at `path` (see [`write_file`]), nothing written.
fn clash(path: &Path, bytes: &[u8], force: bool) -> Clash {
    let meta = match std::fs::symlink_metadata(path) {
        Ok(m) => m,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Clash::Free(None),
        Err(e) => return Clash::Refused(WriteError::Io(path.into(), e)),
    };
    let t = meta.file_type();
    if t.is_symlink() {
        return Clash::Refused(WriteError::Symlink(path.into()));
    }
    if t.is_dir() {
        return Clash::Refused(WriteError::Dir(
            path.into(),
            crate::t!(crate::i18n::speaking(), "write-is-dir"),
        ));
    }
    if let Some(k) = kind(&meta) {
        return Clash::Refused(WriteError::NotRegular(path.into(), k));
    }
    // The same contents again is no clash: nothing to write.
    if meta.len() == bytes.len() as u64 && std::fs::read(path).is_ok_and(|old| old == bytes) {
        return Clash::Same;
    }
    if !force {
        return Clash::Refused(WriteError::Exists(path.into()));
    }
    Clash::Free(Some(meta.permissions()))
}

/// The writes in progress hold this for reading; [`stop_writes`] takes it for writing.
static WRITES: std::sync::RwLock<()> = std::sync::RwLock::new(());

/// Waits until every file being written is in place (its temporary file renamed or removed)
/// and keeps any other write from starting while the guard lives: what a Ctrl-C handler holds
/// while the process exits, so an interruption never leaves a temporary file behind.
pub fn stop_writes() -> std::sync::RwLockWriteGuard<'static, ()> {
    WRITES
        .write()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// The directory a file path is in (`.` for a bare name).
fn folder_of(path: &Path) -> PathBuf {
    match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// A new temporary file in `dir`: an unpredictable name (`.NAME.XXXXXX.tmp`, hidden), created
/// exclusively (never through a file or link planted there), with `permissions` (or, for a new
/// file, the usual ones: read-write for all, less the umask).
fn temporary(
    dir: &Path,
    name: &str,
    permissions: Option<&std::fs::Permissions>,
) -> std::io::Result<tempfile::NamedTempFile> {
    let prefix = format!(".{name}.");
    let mut b = tempfile::Builder::new();
    b.prefix(&prefix).suffix(".tmp");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        b.permissions(
            permissions
                .cloned()
                .unwrap_or_else(|| std::fs::Permissions::from_mode(0o666)),
        );
    }
    #[cfg(not(unix))]
    let _ = permissions;
    b.tempfile_in(dir)
}

/// Writes `bytes` to `path` safely: to a temporary file beside it (see `temporary`), flushed
/// to disk, then renamed over `path`, so readers see the old file or the whole new one, never
/// half. Refuses `-`, a symlink, a directory, a device, a named pipe or a socket at `path`
/// (whatever `force` says) and, unless `force`, an existing file with other contents (the same
/// contents again is no clash: nothing is written). A replaced file keeps its permissions.
pub fn write_file(path: &Path, bytes: &[u8], force: bool) -> Result<(), WriteError> {
    if is_stdout(path) {
        return Err(WriteError::Dash(crate::t!(
            crate::i18n::speaking(),
            "write-stdout-not-file"
        )));
    }
    let keep = match clash(path, bytes, force) {
        Clash::Refused(e) => return Err(e),
        Clash::Same => return Ok(()),
        Clash::Free(keep) => keep,
    };
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "out".into());
    let io = |e| WriteError::Io(path.into(), e);
    let _writing = WRITES
        .read()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    let mut tmp = temporary(&folder_of(path), &name, keep.as_ref()).map_err(io)?;
    tmp.write_all(bytes).map_err(io)?;
    if let Some(p) = &keep {
        // Exactly the original's, whatever the umask took away at creation.
        tmp.as_file().set_permissions(p.clone()).map_err(io)?;
    }
    tmp.as_file().sync_all().map_err(io)?;
    hold_for_tests();
    // The temporary file is removed on any failure (it is dropped).
    match keep {
        // Nothing was there: never replace what appeared meanwhile.
        None => tmp.persist_noclobber(path).map(drop).map_err(|e| {
            if e.error.kind() == std::io::ErrorKind::AlreadyExists {
                WriteError::Exists(path.into())
            } else {
                io(e.error)
            }
        }),
        // A regular file was there: checked again just before it is replaced.
        Some(_) => {
            if let Clash::Refused(e) = clash(path, &[], true) {
                return Err(e);
            }
            tmp.persist(path).map(drop).map_err(|e| io(e.error))
        }
    }
}

/// In debug builds, `FURUNKULUS_TEST_SLOW_WRITES=MS` holds every write that long before its
/// rename: the tests interrupt a write there (docs/DEVELOPING.md). Release builds ignore it.
fn hold_for_tests() {
    #[cfg(debug_assertions)]
    if let Some(ms) = std::env::var("FURUNKULUS_TEST_SLOW_WRITES")
        .ok()
        .and_then(|v| v.parse::<u64>().ok())
    {
        std::thread::sleep(std::time::Duration::from_millis(ms));
    }
}

/// Checks that the file at `path` can be rewritten in place by [`write_file`] (with `force`):
/// it is a regular file (not a symlink, not a device...) or missing, and its folder takes new
/// files (tried with a temporary file). For a command that rewrites a file as it goes (`game
/// play`), before any work is done.
pub fn check_rewritable(path: &Path) -> Result<(), WriteError> {
    if is_stdout(path) {
        return Err(WriteError::Dash(crate::t!(
            crate::i18n::speaking(),
            "write-stdin-rewrite"
        )));
    }
    if let Clash::Refused(e) = clash(path, &[], true) {
        return Err(e);
    }
    let dir = folder_of(path);
    temporary(&dir, "furunkulus-probe", None)
        .map(drop)
        .map_err(|e| {
            let why = crate::t!(
                crate::i18n::speaking(),
                "write-folder",
                error = e.to_string()
            );
            WriteError::Dir(dir, why)
        })
}

/// A directory files are written into: checked (created if missing) before any work, so a
/// read-only or misplaced `--out` is reported at once.
#[derive(Clone, Debug)]
pub struct OutDir {
    path: PathBuf,
}

impl OutDir {
    /// Opens `path` for writing: creates it if missing, refuses `-`, a symlink, something not
    /// a directory, or a directory that cannot be written (tried with a temporary file).
    pub fn open(path: &Path) -> Result<OutDir, WriteError> {
        if is_stdout(path) {
            return Err(WriteError::Dash(crate::t!(
                crate::i18n::speaking(),
                "write-dir-not-stdout"
            )));
        }
        match std::fs::symlink_metadata(path) {
            Ok(m) if m.file_type().is_symlink() => return Err(WriteError::Symlink(path.into())),
            Ok(m) if !m.is_dir() => {
                return Err(WriteError::Dir(
                    path.into(),
                    crate::t!(crate::i18n::speaking(), "write-not-dir"),
                ))
            }
            Ok(_) => {}
            Err(_) => std::fs::create_dir_all(path).map_err(|e| {
                let why = crate::t!(
                    crate::i18n::speaking(),
                    "write-create",
                    error = e.to_string()
                );
                WriteError::Dir(path.into(), why)
            })?,
        }
        temporary(path, "furunkulus-probe", None).map_err(|e| {
            let why = crate::t!(crate::i18n::speaking(), "write-into", error = e.to_string());
            WriteError::Dir(path.into(), why)
        })?;
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
                Clash::Same | Clash::Free(_) => None,
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
                crate::t!(crate::i18n::speaking(), "write-not-plain"),
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
