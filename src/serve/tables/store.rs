//! Where tables live: an SQLite database (`tables.sqlite3` in `serve --data DIR`), written in
//! WAL mode with `synchronous=FULL`, so a change that was answered survives the process being
//! killed, or the machine losing power.
//!
//! A table is its game record (FORMAT.md section 6) as text, its version, how its tiles come,
//! its host's token, its seats, and its history: one row a version (what changed, the record
//! and the seats after it), from which the events a device missed are sent again. The history
//! keeps a version's record as what changed from the version before (the bytes kept from its
//! record, `keep`, and the text after them) and the whole text only every [`CHECKPOINT`]
//! versions, so that a game's history grows with its length, not with its length squared
//! (a full 3-player game: about 30 KB instead of about 1 MB). Each change
//! is one transaction that applies only if the table is still at the version it was read at;
//! a write that fails (a full disk) leaves the table as it was.
//!
//! Writes go through one connection and one thread, the writer ([`Store::commit_async`]):
//! the changes waiting when it starts a transaction are written together, one sync for all.
//! Reads have a connection of their own, which in WAL mode reads the last committed state
//! without waiting for a write or its sync (a database in memory has one connection).
//!
//! The schema's version is kept in `schema_version`; [`MIGRATIONS`] brings an older database
//! up to date when it is opened, and a newer one (from a later furunkulus) is refused.

use super::seats::{Kind, Seat};
use crate::serve::stats::{Phase, STATS};
use rusqlite::{params, Connection, OptionalExtension, TransactionBehavior};
use std::path::{Path, PathBuf};
use std::sync::{mpsc, Arc, Mutex};
use tokio::sync::oneshot;

/// The database's file name in `--data`.
pub const FILE: &str = "tables.sqlite3";

/// Each migration, in order: migration `i` brings the schema from version `i` to `i + 1`.
pub const MIGRATIONS: &[&str] = &[
    // 1: tables, their seats and their history.
    "CREATE TABLE tables (
        code TEXT PRIMARY KEY,
        version INTEGER NOT NULL,
        record TEXT NOT NULL,
        tiles TEXT NOT NULL,
        host TEXT NOT NULL,
        created INTEGER NOT NULL,
        touched INTEGER NOT NULL
    );
    CREATE TABLE seats (
        code TEXT NOT NULL,
        place INTEGER NOT NULL,
        player TEXT NOT NULL,
        token TEXT NOT NULL,
        kind TEXT NOT NULL,
        PRIMARY KEY (code, place)
    );
    CREATE TABLE history (
        code TEXT NOT NULL,
        version INTEGER NOT NULL,
        kind TEXT NOT NULL,
        record TEXT NOT NULL,
        seats TEXT NOT NULL,
        PRIMARY KEY (code, version)
    );
    CREATE INDEX tables_touched ON tables (touched);",
    // 2: a version's record kept as what changed from the version before: `keep` bytes of
    // its record, then `record` (NULL: `record` is the whole text, as every row of 1 was).
    "ALTER TABLE history ADD COLUMN keep INTEGER;",
    // 3: each seat's code to type (`POST /api/join`), one of its own on the whole server;
    // the seats of older tables get theirs when the database is migrated.
    "ALTER TABLE seats ADD COLUMN join_code TEXT;
    CREATE UNIQUE INDEX seats_join_code ON seats (join_code);",
];

/// The schema version from which seats have codes to type.
const SEAT_CODES: i64 = 3;

/// Every this many versions the history keeps a record's whole text (version 0 too); in
/// between, what changed from the version before. Reading a version reads at most this many
/// rows before it.
pub const CHECKPOINT: u64 = 32;

/// How many bytes `new` begins with that `old` begins with too (at a character boundary).
fn common_prefix(old: &str, new: &str) -> usize {
    let mut n = old
        .bytes()
        .zip(new.bytes())
        .take_while(|(a, b)| a == b)
        .count();
    while !new.is_char_boundary(n) {
        n -= 1;
    }
    n
}

/// A database error, in words.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// SQLite said no (a full disk, a file that cannot be written...).
    #[error("{0}")]
    Sqlite(#[from] rusqlite::Error),
    /// The folder or the file cannot be used.
    #[error("{0}")]
    Io(#[from] std::io::Error),
    /// A version of a table's history cannot be rebuilt (a row missing or damaged).
    #[error("table {0}: its history cannot be read at version {1}")]
    Corrupt(String, i64),
    /// The database was written by a later furunkulus.
    #[error("{file}: its schema is version {found}, this furunkulus knows up to {known}")]
    Newer {
        /// The database.
        file: String,
        /// Its version.
        found: i64,
        /// The newest this program knows.
        known: i64,
    },
}

impl StoreError {
    /// Whether the disk (or the database's size limit) is full.
    pub fn is_full(&self) -> bool {
        matches!(self, StoreError::Sqlite(rusqlite::Error::SqliteFailure(e, _))
            if e.code == rusqlite::ErrorCode::DiskFull)
    }
}

/// How a table's tiles come (FORMAT.md section 8).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tiles {
    /// The server draws them (seeded, as `game play`).
    Server,
    /// The tile drawn from the real pile at the table is entered.
    Table,
}

impl Tiles {
    /// `server` or `table`.
    pub fn name(self) -> &'static str {
        match self {
            Tiles::Server => "server",
            Tiles::Table => "table",
        }
    }

    /// `server` or `table`.
    pub fn parse(s: &str) -> Option<Tiles> {
        match s {
            "server" => Some(Tiles::Server),
            "table" => Some(Tiles::Table),
            _ => None,
        }
    }
}

/// A table as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    /// Its code.
    pub code: String,
    /// Its version: 0 when created, one more with each change.
    pub version: u64,
    /// The game record's text.
    pub record: String,
    /// How tiles come.
    pub tiles: Tiles,
    /// The host's token.
    pub host: String,
    /// The seats, in seating order.
    pub seats: Vec<Seat>,
    /// When it last changed (seconds since 1970).
    pub touched: i64,
}

/// One version of a table, as the history keeps it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Version {
    /// The version.
    pub version: u64,
    /// What changed (`play`, `tile`, `undo`, `seat`, `over`; `create` for version 0).
    pub kind: String,
    /// The record after it.
    pub record: String,
    /// Each seat's kind after it (`person` or an AI level), in seating order.
    pub kinds: Vec<Kind>,
}

/// What a change came to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Commit {
    /// Stored: the table's new version.
    Done(u64),
    /// The table is no longer at the version the change was made from.
    Stale,
    /// There is no such table (any more).
    Gone,
}

/// What inserting a new table came to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Inserted {
    /// Stored.
    Done,
    /// Its code, or one of its seats' codes, is taken.
    Taken,
    /// The most tables are stored.
    Full,
}

/// The database.
pub struct Store {
    /// The connection that writes (and, for a database in memory, reads too).
    write: Arc<Mutex<Connection>>,
    /// A connection that only reads: in WAL mode it reads the last committed state while a
    /// transaction is written and synced, so a request never waits for another's sync
    /// (`None` for a database in memory).
    read: Option<Mutex<Connection>>,
    file: Option<PathBuf>,
    /// The changes to the database's writer ([`Store::submit`]).
    writer: mpsc::Sender<Job>,
}

/// What to do once a change is on disk (its new version given), run by the database's
/// writer before its caller is answered: the changes of one table are stored one after the
/// other, so these run in the order of the table's versions, whenever their callers' tasks
/// next run, and even if a caller is gone (a request cut after its change was handed over).
pub type Then = Box<dyn FnOnce(u64) + Send>;

/// A change for the writer, what to do once it is stored, and where to say what it came to.
struct Job {
    change: Change,
    then: Option<Then>,
    reply: oneshot::Sender<Result<Commit, StoreError>>,
}

/// The database's writer: it takes a change, and with it every change that waits (the
/// changes of many tables asked while the writer wrote the last group), and writes them in
/// one transaction, so that one sync of the disk (a few milliseconds) serves them all; each
/// is answered only once it is on disk. Nothing waiting for the writer holds a thread or a
/// work permit (callers await the answer).
fn writer(conn: Arc<Mutex<Connection>>, jobs: mpsc::Receiver<Job>) {
    while let Ok(first) = jobs.recv() {
        let mut batch = vec![first];
        while let Ok(more) = jobs.try_recv() {
            batch.push(more);
        }
        let t = std::time::Instant::now();
        let results = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            write_group(&conn, batch.iter().map(|j| &j.change))
        }));
        STATS.group.add(batch.len() as u64);
        STATS.add(Phase::Write, t.elapsed());
        match results {
            Ok(results) => {
                for (job, r) in batch.into_iter().zip(results) {
                    if let (Ok(Commit::Done(version)), Some(then)) = (&r, job.then) {
                        // A hook that panics loses its own work only, not the writer.
                        let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                            then(*version)
                        }));
                    }
                    let _ = job.reply.send(r);
                }
            }
            Err(_) => {
                for job in batch {
                    let _ = job.reply.send(Err(stopped()));
                }
            }
        }
    }
}

/// The error of a change the writer could not take.
fn stopped() -> StoreError {
    StoreError::Io(std::io::Error::other("the database's writer stopped"))
}

/// Writes `batch`: in one transaction, or if that fails each change in its own, so a change
/// is refused only for what it does itself.
fn write_group<'a>(
    conn: &Mutex<Connection>,
    batch: impl ExactSizeIterator<Item = &'a Change> + Clone,
) -> Vec<Result<Commit, StoreError>> {
    let mut conn = conn.lock().unwrap_or_else(|e| e.into_inner());
    if batch.len() > 1 {
        let together = (|| -> Result<Vec<Commit>, StoreError> {
            let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
            let done = batch
                .clone()
                .map(|c| change_in(&tx, c))
                .collect::<Result<Vec<_>, _>>()?;
            tx.commit()?;
            Ok(done)
        })();
        if let Ok(done) = together {
            return done.into_iter().map(Ok).collect();
        }
    }
    batch
        .map(|c| {
            let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
            let done = change_in(&tx, c)?;
            tx.commit()?;
            Ok(done)
        })
        .collect()
}

/// A change to store ([`Store::commit`]'s arguments).
struct Change {
    code: String,
    from: u64,
    record: String,
    kinds: Vec<Kind>,
    kind: String,
}

impl std::fmt::Debug for Store {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Store").field("file", &self.file).finish()
    }
}

/// Gives every seat without a code one of its own (the seats of tables made before schema
/// version 3).
fn give_seat_codes(tx: &rusqlite::Transaction<'_>) -> Result<(), StoreError> {
    let seats = {
        let mut stmt = tx.prepare("SELECT code, place FROM seats WHERE join_code IS NULL")?;
        let seats = stmt
            .query_map([], |r| Ok((r.get::<_, String>(0)?, r.get::<_, i64>(1)?)))?
            .collect::<Result<Vec<_>, _>>()?;
        seats
    };
    for (code, place) in seats {
        // A code already taken (one chance in billions) is drawn again.
        loop {
            let seat_code = super::seats::new_seat_code()?;
            let taken: Option<i64> = tx
                .query_row(
                    "SELECT 1 FROM seats WHERE join_code = ?1",
                    [&seat_code],
                    |r| r.get(0),
                )
                .optional()?;
            if taken.is_none() {
                tx.execute(
                    "UPDATE seats SET join_code = ?3 WHERE code = ?1 AND place = ?2",
                    params![code, place, seat_code],
                )?;
                break;
            }
        }
    }
    Ok(())
}

/// Seconds since 1970.
pub fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64)
}

fn kinds_text(kinds: impl Iterator<Item = Kind>) -> String {
    kinds.map(Kind::name).collect::<Vec<_>>().join(",")
}

fn parse_kinds(text: &str) -> Vec<Kind> {
    text.split(',')
        .filter(|s| !s.is_empty())
        .map(|s| Kind::parse(s).unwrap_or(Kind::Person))
        .collect()
}

/// Writes change `c` in the transaction `tx` (not committed), if its table is still at the
/// version it was made from.
fn change_in(tx: &rusqlite::Transaction<'_>, c: &Change) -> Result<Commit, StoreError> {
    let (code, from, record, kinds, kind) = (
        c.code.as_str(),
        c.from,
        c.record.as_str(),
        &c.kinds,
        c.kind.as_str(),
    );
    let head: Option<(i64, String)> = tx
        .query_row(
            "SELECT version, record FROM tables WHERE code = ?1",
            [code],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .optional()?;
    let before = match head {
        None => return Ok(Commit::Gone),
        Some((v, _)) if v as u64 != from => return Ok(Commit::Stale),
        Some((_, before)) => before,
    };
    let next = from + 1;
    tx.execute(
        "UPDATE tables SET version = ?2, record = ?3, touched = ?4 WHERE code = ?1",
        params![code, next as i64, record, now()],
    )?;
    for (place, k) in kinds.iter().enumerate() {
        tx.execute(
            "UPDATE seats SET kind = ?3 WHERE code = ?1 AND place = ?2",
            params![code, place as i64, k.name()],
        )?;
    }
    // What changed from the version before, or the whole text at a checkpoint.
    let (keep, tail) = if next.is_multiple_of(CHECKPOINT) {
        (None, record)
    } else {
        let keep = common_prefix(&before, record);
        (Some(keep as i64), &record[keep..])
    };
    tx.execute(
        "INSERT INTO history (code, version, kind, record, seats, keep)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        params![
            code,
            next as i64,
            kind,
            tail,
            kinds_text(kinds.iter().copied()),
            keep
        ],
    )?;
    Ok(Commit::Done(next))
}

impl Store {
    /// Opens (creating it if need be) the database in `dir`, or one in memory when `dir` is
    /// `None` (tables then last as long as the process), bringing its schema up to date.
    pub fn open(dir: Option<&Path>) -> Result<Store, StoreError> {
        let (conn, file) = match dir {
            Some(dir) => {
                std::fs::create_dir_all(dir).map_err(|e| {
                    std::io::Error::new(
                        e.kind(),
                        format!("--data {}: {e}", crate::files::shown(dir)),
                    )
                })?;
                let file = dir.join(FILE);
                (Connection::open(&file)?, Some(file))
            }
            None => (Connection::open_in_memory()?, None),
        };
        conn.busy_timeout(std::time::Duration::from_secs(5))?;
        if file.is_some() {
            // Every answered change is on disk before it is answered (WAL, synced at commit).
            let mode: String = conn.query_row("PRAGMA journal_mode=WAL", [], |r| r.get(0))?;
            if !mode.eq_ignore_ascii_case("wal") {
                return Err(StoreError::Io(std::io::Error::other(format!(
                    "{}: the database cannot use write-ahead logging (journal mode {mode})",
                    file.as_deref().map(crate::files::shown).unwrap_or_default()
                ))));
            }
        }
        conn.pragma_update(None, "synchronous", "FULL")?;
        let read = match &file {
            Some(f) => {
                let read = Connection::open(f)?;
                read.busy_timeout(std::time::Duration::from_secs(5))?;
                read.pragma_update(None, "query_only", true)?;
                Some(Mutex::new(read))
            }
            None => None,
        };
        let (tx, jobs) = mpsc::channel();
        let store = Store {
            write: Arc::new(Mutex::new(conn)),
            read,
            file,
            writer: tx,
        };
        store.migrate()?;
        let conn = store.write.clone();
        std::thread::Builder::new()
            .name("tables-writer".into())
            .spawn(move || writer(conn, jobs))?;
        Ok(store)
    }

    /// The connection that writes.
    fn conn(&self) -> std::sync::MutexGuard<'_, Connection> {
        self.write.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// A connection to read with (the reader's, else the writer's).
    fn reader(&self) -> std::sync::MutexGuard<'_, Connection> {
        match &self.read {
            Some(r) => r.lock().unwrap_or_else(|e| e.into_inner()),
            None => self.conn(),
        }
    }

    /// The schema's version.
    pub fn schema_version(&self) -> Result<i64, StoreError> {
        Ok(self
            .reader()
            .query_row("SELECT version FROM schema_version", [], |r| r.get(0))?)
    }

    fn migrate(&self) -> Result<(), StoreError> {
        let file = self
            .file
            .as_deref()
            .map(crate::files::shown)
            .unwrap_or_default();
        let mut conn = self.conn();
        let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
        tx.execute(
            "CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)",
            [],
        )?;
        let found: Option<i64> = tx
            .query_row("SELECT version FROM schema_version", [], |r| r.get(0))
            .optional()?;
        let found = match found {
            Some(v) => v,
            None => {
                tx.execute("INSERT INTO schema_version (version) VALUES (0)", [])?;
                0
            }
        };
        let known = MIGRATIONS.len() as i64;
        if found > known {
            return Err(StoreError::Newer { file, found, known });
        }
        for sql in &MIGRATIONS[found as usize..] {
            tx.execute_batch(sql)?;
        }
        if found < SEAT_CODES {
            give_seat_codes(&tx)?;
        }
        tx.execute("UPDATE schema_version SET version = ?1", [known])?;
        tx.commit()?;
        Ok(())
    }

    /// The seat whose code is `seat_code` (as [`super::seats::normalise_code`] gives it):
    /// its table's code and its index.
    pub fn seat_by_code(&self, seat_code: &str) -> Result<Option<(String, usize)>, StoreError> {
        Ok(self
            .reader()
            .query_row(
                "SELECT code, place FROM seats WHERE join_code = ?1",
                [seat_code],
                |r| Ok((r.get::<_, String>(0)?, r.get::<_, i64>(1)? as usize)),
            )
            .optional()?)
    }

    /// How many tables there are.
    pub fn count(&self) -> Result<usize, StoreError> {
        let n: i64 = self
            .reader()
            .query_row("SELECT COUNT(*) FROM tables", [], |r| r.get(0))?;
        Ok(n as usize)
    }

    /// Every table's code.
    pub fn codes(&self) -> Result<Vec<String>, StoreError> {
        let conn = self.reader();
        let mut stmt = conn.prepare("SELECT code FROM tables ORDER BY code")?;
        let codes = stmt
            .query_map([], |r| r.get(0))?
            .collect::<Result<Vec<String>, _>>()?;
        Ok(codes)
    }

    /// Stores a new table at version 0; `false` if its code, or one of its seats' codes, is
    /// taken.
    pub fn insert(&self, row: &Row) -> Result<bool, StoreError> {
        Ok(self.insert_within(row, usize::MAX)? == Inserted::Done)
    }

    /// [`Store::insert`], if fewer than `max` tables are stored (counted in the transaction
    /// that inserts, so that tables made at once cannot pass the bound together).
    pub fn insert_within(&self, row: &Row, max: usize) -> Result<Inserted, StoreError> {
        let mut conn = self.conn();
        let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
        let count: i64 = tx.query_row("SELECT COUNT(*) FROM tables", [], |r| r.get(0))?;
        if count as u64 >= max as u64 {
            return Ok(Inserted::Full);
        }
        let taken: Option<i64> = tx
            .query_row("SELECT 1 FROM tables WHERE code = ?1", [&row.code], |r| {
                r.get(0)
            })
            .optional()?;
        if taken.is_some() {
            return Ok(Inserted::Taken);
        }
        for seat in row.seats.iter().filter(|s| !s.code.is_empty()) {
            let taken: Option<i64> = tx
                .query_row(
                    "SELECT 1 FROM seats WHERE join_code = ?1",
                    [&seat.code],
                    |r| r.get(0),
                )
                .optional()?;
            if taken.is_some() {
                return Ok(Inserted::Taken);
            }
        }
        tx.execute(
            "INSERT INTO tables (code, version, record, tiles, host, created, touched)
             VALUES (?1, 0, ?2, ?3, ?4, ?5, ?5)",
            params![
                row.code,
                row.record,
                row.tiles.name(),
                row.host,
                row.touched
            ],
        )?;
        for (place, seat) in row.seats.iter().enumerate() {
            tx.execute(
                "INSERT INTO seats (code, place, player, token, kind, join_code)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                params![
                    row.code,
                    place as i64,
                    seat.player,
                    seat.token,
                    seat.kind.name(),
                    (!seat.code.is_empty()).then_some(&seat.code)
                ],
            )?;
        }
        tx.execute(
            "INSERT INTO history (code, version, kind, record, seats) VALUES (?1, 0, 'create', ?2, ?3)",
            params![row.code, row.record, kinds_text(row.seats.iter().map(|s| s.kind))],
        )?;
        tx.commit()?;
        Ok(Inserted::Done)
    }

    /// The table `code`, if there is one.
    pub fn get(&self, code: &str) -> Result<Option<Row>, StoreError> {
        let reader = self.reader();
        // One read transaction: the table and its seats as one version left them.
        let conn = reader.unchecked_transaction()?;
        let head = conn
            .query_row(
                "SELECT version, record, tiles, host, touched FROM tables WHERE code = ?1",
                [code],
                |r| {
                    Ok((
                        r.get::<_, i64>(0)?,
                        r.get::<_, String>(1)?,
                        r.get::<_, String>(2)?,
                        r.get::<_, String>(3)?,
                        r.get::<_, i64>(4)?,
                    ))
                },
            )
            .optional()?;
        let Some((version, record, tiles, host, touched)) = head else {
            return Ok(None);
        };
        let mut stmt = conn.prepare(
            "SELECT player, token, kind, join_code FROM seats WHERE code = ?1 ORDER BY place",
        )?;
        let seats = stmt
            .query_map([code], |r| {
                Ok(Seat {
                    player: r.get(0)?,
                    token: r.get(1)?,
                    kind: Kind::parse(&r.get::<_, String>(2)?).unwrap_or(Kind::Person),
                    code: r.get::<_, Option<String>>(3)?.unwrap_or_default(),
                })
            })?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Some(Row {
            code: code.to_string(),
            version: version as u64,
            record,
            tiles: Tiles::parse(&tiles).unwrap_or(Tiles::Server),
            host,
            seats,
            touched,
        }))
    }

    /// Stores a change of the table `code` made from version `from`: its new record and
    /// seats' kinds, and `kind` (what changed) in its history; one transaction, applied only
    /// if the table is still at `from`. It returns once the change is on disk (waiting on
    /// this thread: not for the server's async tasks, which await `Store::submit`).
    pub fn commit(
        &self,
        code: &str,
        from: u64,
        record: &str,
        kinds: &[Kind],
        kind: &str,
    ) -> Result<Commit, StoreError> {
        self.submit(code, from, record, kinds, kind, None)
            .blocking_recv()
            .unwrap_or_else(|_| Err(stopped()))
    }

    /// [`Store::commit`], awaited: the change is handed to the database's writer, which
    /// writes it with every other change waiting then (of other tables) in one transaction,
    /// one sync of the disk for all; if that transaction fails, each of its changes is
    /// written again alone. Waiting for the answer holds no thread. `then` runs once the
    /// change is stored, before the answer ([`Then`]).
    pub async fn commit_async(
        &self,
        code: &str,
        from: u64,
        record: &str,
        kinds: &[Kind],
        kind: &str,
        then: Option<Then>,
    ) -> Result<Commit, StoreError> {
        self.submit(code, from, record, kinds, kind, then)
            .await
            .unwrap_or_else(|_| Err(stopped()))
    }

    /// Hands a change to the writer; what it came to, once on disk.
    fn submit(
        &self,
        code: &str,
        from: u64,
        record: &str,
        kinds: &[Kind],
        kind: &str,
        then: Option<Then>,
    ) -> oneshot::Receiver<Result<Commit, StoreError>> {
        let (reply, answer) = oneshot::channel();
        let job = Job {
            change: Change {
                code: code.to_string(),
                from,
                record: record.to_string(),
                kinds: kinds.to_vec(),
                kind: kind.to_string(),
            },
            then,
            reply,
        };
        // A writer gone drops the job and with it `reply`: the answer is then an error.
        let _ = self.writer.send(job);
        answer
    }

    /// The versions of `code` after `after`, oldest first, at most `limit` of them (the
    /// newest ones when there are more).
    pub fn history(
        &self,
        code: &str,
        after: u64,
        limit: usize,
    ) -> Result<Vec<Version>, StoreError> {
        let reader = self.reader();
        // One read transaction: the versions as the last commit left them.
        let conn = reader.unchecked_transaction()?;
        let Some(top) = conn.query_row(
            "SELECT MAX(version) FROM history WHERE code = ?1",
            [code],
            |r| r.get::<_, Option<i64>>(0),
        )?
        else {
            return Ok(Vec::new());
        };
        let first = (after.saturating_add(1) as i64).max(top - limit as i64 + 1);
        if limit == 0 || first > top {
            return Ok(Vec::new());
        }
        // The records are rebuilt from the last whole text at or before the first version.
        let base: Option<i64> = conn.query_row(
            "SELECT MAX(version) FROM history WHERE code = ?1 AND version <= ?2 AND keep IS NULL",
            params![code, first],
            |r| r.get(0),
        )?;
        let Some(base) = base else {
            return Ok(Vec::new());
        };
        let mut stmt = conn.prepare(
            "SELECT version, kind, record, seats, keep FROM history
             WHERE code = ?1 AND version >= ?2 AND version <= ?3 ORDER BY version",
        )?;
        let rows = stmt.query_map(params![code, base, top], |r| {
            Ok((
                r.get::<_, i64>(0)?,
                r.get::<_, String>(1)?,
                r.get::<_, String>(2)?,
                r.get::<_, String>(3)?,
                r.get::<_, Option<i64>>(4)?,
            ))
        })?;
        let mut versions = Vec::new();
        let mut previous: Option<(i64, String)> = None;
        for row in rows {
            let (version, kind, text, seats, keep) = row?;
            let record = match (keep, &previous) {
                (None, _) => text,
                (Some(keep), Some((v, before))) if *v == version - 1 => {
                    let keep = usize::try_from(keep).unwrap_or(usize::MAX);
                    let Some(kept) = before.get(..keep) else {
                        return Err(StoreError::Corrupt(code.to_string(), version));
                    };
                    format!("{kept}{text}")
                }
                _ => return Err(StoreError::Corrupt(code.to_string(), version)),
            };
            if version >= first {
                versions.push(Version {
                    version: version as u64,
                    kind,
                    record: record.clone(),
                    kinds: parse_kinds(&seats),
                });
            }
            previous = Some((version, record));
        }
        Ok(versions)
    }

    /// Deletes the tables that have not changed since `before` (seconds since 1970); their
    /// codes.
    pub fn expire(&self, before: i64) -> Result<Vec<String>, StoreError> {
        let mut conn = self.conn();
        let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
        let codes = {
            let mut stmt = tx.prepare("SELECT code FROM tables WHERE touched < ?1")?;
            let codes = stmt
                .query_map([before], |r| r.get(0))?
                .collect::<Result<Vec<String>, _>>()?;
            codes
        };
        for code in &codes {
            for sql in [
                "DELETE FROM history WHERE code = ?1",
                "DELETE FROM seats WHERE code = ?1",
                "DELETE FROM tables WHERE code = ?1",
            ] {
                tx.execute(sql, [code])?;
            }
        }
        tx.commit()?;
        Ok(codes)
    }

    /// Sets when `code` last changed (for the tests of expiry).
    #[doc(hidden)]
    pub fn set_touched(&self, code: &str, at: i64) -> Result<(), StoreError> {
        self.conn().execute(
            "UPDATE tables SET touched = ?2 WHERE code = ?1",
            params![code, at],
        )?;
        Ok(())
    }

    /// Limits the database to its present size, as a full disk would (for the tests).
    #[doc(hidden)]
    pub fn fill_disk(&self) -> Result<(), StoreError> {
        let conn = self.conn();
        let pages: i64 = conn.query_row("PRAGMA page_count", [], |r| r.get(0))?;
        let _: i64 = conn.query_row(&format!("PRAGMA max_page_count = {pages}"), [], |r| {
            r.get(0)
        })?;
        Ok(())
    }
}

#[cfg(test)]
#[path = "store_tests.rs"]
mod tests;
