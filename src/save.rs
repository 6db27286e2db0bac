//! Writing a file the safe way: into a temporary file beside it, then renamed into place, so
//! a reader never sees half a file and a failure leaves nothing behind; an existing file is
//! only replaced when asked.

use std::io::Write;
use std::path::Path;

/// Why a file was not written.
#[derive(Debug, thiserror::Error)]
pub enum SaveError {
    /// The file is there and replacing it was not asked for.
    #[error("{0}: the file exists; give --force to replace it")]
    Exists(String),
    /// The file system refused.
    #[error("{0}: cannot write the file: {1}")]
    Io(String, std::io::Error),
}

/// Writes `bytes` to `path` through a temporary file in the same directory, renamed into
/// place. Without `replace`, an existing file is left as it is and the answer is
/// [`SaveError::Exists`] (checked atomically: a file that appears meanwhile is not
/// overwritten either).
pub fn save(path: &Path, bytes: &[u8], replace: bool) -> Result<(), SaveError> {
    let name = path.display().to_string();
    let io = |e: std::io::Error| SaveError::Io(name.clone(), e);
    if !replace && path.exists() {
        return Err(SaveError::Exists(name));
    }
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let mut builder = tempfile::Builder::new();
    builder.prefix(".furunkulus-").suffix(".tmp");
    // A file anyone may read, as any new file (the umask still applies), not the private
    // mode of temporary files.
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        builder.permissions(std::fs::Permissions::from_mode(0o666));
    }
    let mut tmp = builder.tempfile_in(dir).map_err(io)?;
    tmp.write_all(bytes).map_err(io)?;
    tmp.as_file().sync_all().map_err(io)?;
    if replace {
        tmp.persist(path).map_err(|e| io(e.error))?;
    } else {
        tmp.persist_noclobber(path).map_err(|e| {
            if e.error.kind() == std::io::ErrorKind::AlreadyExists {
                SaveError::Exists(name.clone())
            } else {
                io(e.error)
            }
        })?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_refuses_to_replace_unless_asked_and_leaves_no_temporary_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("a.svg");
        save(&path, b"one", false).unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"one");
        let err = save(&path, b"two", false).unwrap_err();
        assert!(matches!(err, SaveError::Exists(_)), "{err}");
        assert!(err.to_string().contains("--force"));
        assert_eq!(std::fs::read(&path).unwrap(), b"one");
        save(&path, b"three", true).unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"three");
        let names: Vec<_> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names, vec![std::ffi::OsString::from("a.svg")]);
    }

    #[test]
    fn a_missing_directory_is_an_error_not_a_panic() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("no/such/dir/a.svg");
        assert!(matches!(save(&path, b"x", false), Err(SaveError::Io(..))));
    }
}
