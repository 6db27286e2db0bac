//! Tables (FORMAT.md section 8): games held by the server, so that every player plays from
//! their own phone and everyone sees the same board.
//!
//! - [`store`]: the SQLite database in `--data` (each change one transaction, checked first).
//! - [`seats`]: codes, tokens (128 random bits, compared in constant time), who plays a seat.
//! - [`change`]: what a request may do to a table (a play, a tile, an undo, a seat handed to
//!   an AI or taken back) and what the AI seats do by themselves; each change is replayed with
//!   the game's own code before it is stored.
//! - [`doc`]: the table's document (the answer of every endpoint and each event's data).
//! - [`join`]: a seat taken by typing its code, the tries limited for each address.
//! - [`api`]: the endpoints; [`events`]: the Server-Sent Events; [`qr`]: the seats' links as
//!   QR codes; [`page`]: the tables' page and its files.
//!
//! What lives only in memory ([`Live`]): each table's event channel, its open streams,
//! whether its AI is playing, and the game after its last change (so that the next change
//! need not replay the record); forgotten when the table is idle ([`Tables::prune`]).
//! Everything else is read from the database for each request.
//!
//! A change is made and checked by a change worker ([`change::prepare`]; the threads of
//! `serve::state::ChangeWorkers`), then handed to the database's writer
//! ([`change::Prepared::store`]): the worker makes the next change while this one waits for
//! the disk, and the changes waiting together are written in one transaction, one sync for
//! all.

pub mod api;
pub mod change;
pub mod doc;
pub mod events;
pub mod join;
pub mod page;
pub mod qr;
pub mod seats;
pub mod store;

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::broadcast;

pub use store::{Store, StoreError, Tiles};

/// How tables are kept and bounded (`serve --data`, `--table-ttl`, `--max-tables`...).
#[derive(Clone, Debug)]
pub struct TablesConfig {
    /// The folder of the database; `None`: a database in memory (gone with the process).
    pub data: Option<PathBuf>,
    /// The most tables at once (429 beyond).
    pub max_tables: usize,
    /// The most event streams open at once on one table (429 beyond).
    pub max_streams: usize,
    /// How long a table that does not change is kept.
    pub ttl: Duration,
    /// The AI's node budget for one play (at most [`super::api::MAX_AI_BUDGET`]).
    pub ai_budget: u64,
    /// The most tables one address may make in [`CREATED_WINDOW`] (429 beyond): without it,
    /// one device could take every table the server holds in seconds, for [`Self::ttl`].
    pub created_per_address: usize,
}

/// The time over which the tables an address made are counted.
pub const CREATED_WINDOW: Duration = Duration::from_secs(600);

impl Default for TablesConfig {
    fn default() -> TablesConfig {
        TablesConfig {
            data: None,
            max_tables: 1000,
            max_streams: 32,
            ttl: Duration::from_secs(30 * 24 * 3600),
            ai_budget: crate::ai::Budget::default().nodes,
            created_per_address: 20,
        }
    }
}

/// The most missed events sent again to a device that reconnects; beyond, it gets the
/// table as it is now (one `table` event).
pub const MAX_RESUME: usize = 100;

/// The events a table's channel holds for streams that have not sent them yet (an event is
/// dropped once every stream took it); a stream that falls further behind is closed, and its
/// device reconnects with `Last-Event-ID` and gets what it missed from the table's history.
pub const CHANNEL: usize = 256;

/// How long a table nobody asks for keeps its game and event channel in memory
/// ([`Tables::prune`]).
pub const IDLE: Duration = Duration::from_secs(120);

/// The most event streams one address may hold open on one table (fewer if the table's
/// bound is lower): seven players behind one router and a screen, with room to spare; a
/// device alone cannot shut the players out of their table's events.
pub const STREAMS_PER_ADDRESS: usize = 8;

/// How often an open event stream says it is still there (a comment line).
pub const HEARTBEAT: Duration = Duration::from_secs(15);

/// One change, as the event streams send it.
#[derive(Clone, Debug)]
pub struct Event {
    /// The table's version after it (the event's `id:`).
    pub version: u64,
    /// `play`, `tile`, `undo`, `seat`, `over`, or `table` (the table as it is).
    pub kind: String,
    /// The table's document as JSON text, shared by every stream that sends the event.
    pub docs: Arc<Docs>,
    /// When it was made, or sent to the streams ([`Live::send`]).
    pub at: std::time::Instant,
}

impl Event {
    /// The document in `lang`.
    pub fn doc(&self, lang: crate::i18n::Lang) -> &str {
        self.docs.get(lang)
    }
}

/// An event's document as JSON text: one for every language, or one a language (in the
/// order of [`lang_index`]). A change's documents are written when a stream in that
/// language first asks (the words of the legal plays, and of the monster's move for a tile),
/// once for all the streams in it: a language no device listens in costs nothing.
#[derive(Debug)]
pub struct Docs {
    /// The documents made (one: every language's).
    made: Vec<String>,
    /// The words to write in each language asked.
    lazy: Option<Lazy>,
}

/// A change's document, to be put in the words of each language asked.
#[derive(Debug)]
struct Lazy {
    /// The document without its `trace`, its `legal` in the words of `base_lang`.
    base: serde_json::Value,
    /// The language of `base`'s words.
    base_lang: crate::i18n::Lang,
    /// The game after the change, to say its legal plays in another language.
    game: Option<Arc<Replayed>>,
    /// The monster's move and the position it starts from.
    trace: Option<(crate::trace::Trace, crate::position::Position)>,
    /// Each language's document, once asked.
    docs: [std::sync::OnceLock<String>; LANGS.len()],
}

impl Lazy {
    fn doc(&self, lang: crate::i18n::Lang) -> String {
        let mut doc = self.base.clone();
        if lang != self.base_lang {
            if let Some(r) = &self.game {
                doc["legal"] =
                    serde_json::Value::Array(crate::serve::game::legal_json(&r.game, lang));
            }
        }
        if let Some((trace, position)) = &self.trace {
            doc = with_trace(doc, trace, position, lang);
        }
        doc.to_string()
    }
}

impl Docs {
    /// One document for every language.
    pub fn one(doc: String) -> Docs {
        Docs {
            made: vec![doc],
            lazy: None,
        }
    }

    /// The documents of each language (in the order of [`lang_index`]); a language left out
    /// gets the first.
    pub fn each(docs: Vec<String>) -> Docs {
        Docs {
            made: docs,
            lazy: None,
        }
    }

    /// A change's document `base`, its legal plays in words of `base_lang`, in the words of
    /// the language asked: its legal plays said again from `game` (the game after the
    /// change; `None`: the words of `base` for every language), and the monster's move
    /// `trace` from a position as `"trace"`; `made` is the document already written in a
    /// language, if any.
    pub fn lazy(
        base: serde_json::Value,
        base_lang: crate::i18n::Lang,
        game: Option<Arc<Replayed>>,
        trace: Option<(crate::trace::Trace, crate::position::Position)>,
        made: Option<(crate::i18n::Lang, String)>,
    ) -> Docs {
        let docs: [std::sync::OnceLock<String>; LANGS.len()] = Default::default();
        if let Some((lang, doc)) = made {
            let _ = docs[lang_index(lang)].set(doc);
        }
        Docs {
            made: Vec::new(),
            lazy: Some(Lazy {
                base,
                base_lang,
                game,
                trace,
                docs,
            }),
        }
    }

    /// The document in `lang`.
    pub fn get(&self, lang: crate::i18n::Lang) -> &str {
        if let Some(l) = &self.lazy {
            return l.docs[lang_index(lang)].get_or_init(|| l.doc(lang));
        }
        self.made
            .get(lang_index(lang))
            .or_else(|| self.made.first())
            .map_or("{}", String::as_str)
    }
}

/// `doc` with the monster's move `trace` from `position`, in `lang`, as `"trace"` (as
/// `GET .../trace` gives it).
pub fn with_trace(
    mut doc: serde_json::Value,
    trace: &crate::trace::Trace,
    position: &crate::position::Position,
    lang: crate::i18n::Lang,
) -> serde_json::Value {
    doc["trace"] = crate::render::steps::steps_doc(trace, position, None, lang);
    doc
}

/// The languages, in the order of an [`Event`]'s documents.
pub const LANGS: [crate::i18n::Lang; 3] = [
    crate::i18n::Lang::En,
    crate::i18n::Lang::De,
    crate::i18n::Lang::Fr,
];

/// The index of `lang` in [`LANGS`].
pub fn lang_index(lang: crate::i18n::Lang) -> usize {
    LANGS.iter().position(|l| *l == lang).unwrap_or(0)
}

/// What a table has in memory.
#[derive(Debug)]
pub struct Live {
    /// Its changes, to every open stream.
    pub tx: broadcast::Sender<Event>,
    /// Its open event streams.
    pub streams: Arc<AtomicUsize>,
    /// The event streams open for each seat (by player), for `connected`.
    pub connected: Mutex<HashMap<String, usize>>,
    /// The event streams open from each address (an IPv6 address's /64), at most
    /// [`STREAMS_PER_ADDRESS`] each: one device cannot take every stream of a table.
    pub addresses: Mutex<HashMap<std::net::IpAddr, usize>>,
    /// The AI driver is running.
    ai_running: AtomicBool,
    /// The AI driver should look again.
    ai_pending: AtomicBool,
    /// The record and the game of the last change stored, so that the next change need not
    /// read and replay the record's text again.
    replayed: Mutex<Option<Arc<Replayed>>>,
    /// When a request last asked for it ([`Tables::prune`]).
    used: Mutex<std::time::Instant>,
}

/// A table's record as the last change stored it: its text, the record it reads as, and the
/// game after its last play.
pub struct Replayed {
    /// The record's text.
    pub text: String,
    /// The record.
    pub record: crate::game::record::Record,
    /// The game after it.
    pub game: crate::game::Game,
}

impl std::fmt::Debug for Replayed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Replayed")
            .field("text", &self.text.len())
            .finish()
    }
}

impl Live {
    fn new() -> Live {
        Live {
            tx: broadcast::channel(CHANNEL).0,
            streams: Arc::new(AtomicUsize::new(0)),
            connected: Mutex::new(HashMap::new()),
            addresses: Mutex::new(HashMap::new()),
            ai_running: AtomicBool::new(false),
            ai_pending: AtomicBool::new(false),
            replayed: Mutex::new(None),
            used: Mutex::new(std::time::Instant::now()),
        }
    }

    /// The record and game kept for the record `text`, if that is the one kept.
    pub fn replayed(&self, text: &str) -> Option<Arc<Replayed>> {
        self.replayed
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .as_ref()
            .filter(|r| r.text == text)
            .cloned()
    }

    /// Keeps `r`, the record a change just stored (in place of the one kept before); `r`.
    pub fn remember(&self, r: Arc<Replayed>) -> Arc<Replayed> {
        *self.replayed.lock().unwrap_or_else(|e| e.into_inner()) = Some(r.clone());
        r
    }

    /// Sends `event` to every stream open on the table (none open: it is dropped).
    pub fn send(&self, mut event: Event) {
        event.at = std::time::Instant::now();
        let _ = self.tx.send(event);
    }

    /// Whether a device holds an event stream open for `player`.
    pub fn is_connected(&self, player: &str) -> bool {
        self.connected
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(player)
            .is_some_and(|n| *n > 0)
    }
}

/// Every table: the database and what lives in memory.
#[derive(Debug)]
pub struct Tables {
    /// The database.
    pub store: Store,
    /// The bounds.
    pub config: TablesConfig,
    live: Mutex<HashMap<String, Arc<Live>>>,
    /// The seat codes each address tried (`/api/join`).
    pub joins: Mutex<join::Limiter>,
    /// The tables each address made (`POST /api/tables`).
    pub creations: Mutex<join::Limiter>,
}

impl Tables {
    /// Opens the database of `config.data` (creating it).
    pub fn open(config: TablesConfig) -> Result<Tables, StoreError> {
        Ok(Tables {
            store: Store::open(config.data.as_deref())?,
            creations: Mutex::new(join::Limiter::new(
                config.created_per_address,
                CREATED_WINDOW,
            )),
            config,
            live: Mutex::new(HashMap::new()),
            joins: Mutex::new(join::Limiter::default()),
        })
    }

    /// What table `code` has in memory (made on first use).
    pub fn live(&self, code: &str) -> Arc<Live> {
        let live = self
            .live
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .entry(code.to_string())
            .or_insert_with(|| Arc::new(Live::new()))
            .clone();
        *live.used.lock().unwrap_or_else(|e| e.into_inner()) = std::time::Instant::now();
        live
    }

    /// Forgets what the tables not asked for since `idle` keep in memory (the game kept for
    /// their next change, their event channel), unless something holds it: an event stream,
    /// an AI driver, a change being made. Without this the memory of a server would grow by
    /// every table ever played until it expires (30 days by default); a table forgotten
    /// reads its record again on its next change. The number of tables forgotten.
    pub fn prune(&self, idle: Duration) -> usize {
        let mut live = self.live.lock().unwrap_or_else(|e| e.into_inner());
        let before = live.len();
        live.retain(|_, l| {
            let used = *l.used.lock().unwrap_or_else(|e| e.into_inner());
            Arc::strong_count(l) > 1 || l.tx.receiver_count() > 0 || used.elapsed() < idle
        });
        before - live.len()
    }

    /// How many tables have something in memory.
    pub fn live_count(&self) -> usize {
        self.live.lock().unwrap_or_else(|e| e.into_inner()).len()
    }

    /// Deletes the tables idle for longer than the configured time; their codes.
    pub fn expire(&self) -> Result<Vec<String>, StoreError> {
        let before = store::now() - self.config.ttl.as_secs().min(i64::MAX as u64 / 2) as i64;
        let codes = self.store.expire(before)?;
        let mut live = self.live.lock().unwrap_or_else(|e| e.into_inner());
        for code in &codes {
            // Dropping the sender ends the table's streams.
            live.remove(code);
        }
        Ok(codes)
    }
}

/// What every table endpoint needs: the server's state (its work permits) and the tables.
#[derive(Clone, Debug)]
pub struct Ctx {
    /// The server's state.
    pub app: super::AppState,
    /// The tables.
    pub tables: Arc<Tables>,
}

impl Ctx {
    /// Lets the AI seats of `code` play, one play at a time, each an event, until it is a
    /// person's turn (or the game is over). One driver a table; asking again while it runs
    /// makes it look once more before it stops.
    pub fn kick(&self, code: &str) {
        let live = self.tables.live(code);
        live.ai_pending.store(true, Ordering::SeqCst);
        if live.ai_running.swap(true, Ordering::SeqCst) {
            return;
        }
        let ctx = self.clone();
        let code = code.to_string();
        tokio::spawn(async move {
            loop {
                while live.ai_pending.swap(false, Ordering::SeqCst) {
                    ctx.drive(&code).await;
                }
                live.ai_running.store(false, Ordering::SeqCst);
                if !live.ai_pending.load(Ordering::SeqCst)
                    || live.ai_running.swap(true, Ordering::SeqCst)
                {
                    break;
                }
            }
        });
    }

    /// The AI plays at `code` while it is its turn.
    async fn drive(&self, code: &str) {
        let mut failures = 0;
        loop {
            let tables = self.tables.clone();
            let c = code.to_string();
            let step =
                super::work::ai_work(&self.app, move |_| Ok(change::ai_step(&tables, &c))).await;
            match step {
                Ok(change::AiStep::Ready(p)) => match p.commit(&self.tables).await {
                    // Its event is sent (by the database's writer, in order).
                    Ok(store::Commit::Done(_)) => {
                        failures = 0;
                        continue;
                    }
                    // The table changed meanwhile: look again.
                    Ok(store::Commit::Stale) => continue,
                    Ok(store::Commit::Gone) => return,
                    Err(_) => {}
                },
                Ok(change::AiStep::Idle) => return,
                Err(_) => {}
            }
            // No worker free, or the database refused: try again a little later, a few
            // times (a table left waiting resumes on the next change).
            failures += 1;
            if failures > 20 {
                return;
            }
            tokio::time::sleep(Duration::from_millis(500)).await;
        }
    }

    /// Starts the AI of every table (after a restart) and the expiry of idle tables.
    pub fn start(&self) {
        if let Ok(codes) = self.tables.store.codes() {
            for code in codes {
                self.kick(&code);
            }
        }
        let tables = self.tables.clone();
        let every =
            (self.tables.config.ttl / 4).clamp(Duration::from_secs(1), Duration::from_secs(60));
        tokio::spawn(async move {
            loop {
                let t = tables.clone();
                let _ = tokio::task::spawn_blocking(move || t.expire()).await;
                tables.prune(IDLE);
                tokio::time::sleep(every).await;
            }
        });
    }
}

/// The tables' routes.
pub fn routes(ctx: Ctx) -> axum::Router {
    api::routes(ctx)
}

/// Parses a duration as `serve --table-ttl` takes it: a number and a unit, `s`, `m`, `h` or
/// `d` (`30d`, `12h`, `90m`, `45s`).
pub fn parse_duration(s: &str) -> Result<Duration, String> {
    let s = s.trim();
    let (n, unit) = s.split_at(s.find(|c: char| !c.is_ascii_digit()).unwrap_or(s.len()));
    let n: u64 = n
        .parse()
        .map_err(|_| format!("`{s}`: a number and a unit (s, m, h or d), like 30d"))?;
    let secs = match unit {
        "s" => 1,
        "m" => 60,
        "h" => 3600,
        "d" => 86400,
        _ => {
            return Err(format!(
                "`{s}`: a number and a unit (s, m, h or d), like 30d"
            ))
        }
    };
    if n == 0 {
        return Err(format!("`{s}`: at least one second"));
    }
    n.checked_mul(secs)
        .map(Duration::from_secs)
        .ok_or_else(|| format!("`{s}`: too long"))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A table nobody holds is forgotten once idle; one with a stream or a change in hand
    /// is kept.
    #[test]
    fn idle_tables_leave_memory_unless_held() {
        let tables = Tables::open(TablesConfig::default()).unwrap();
        let held = tables.live("HELD1");
        let rx = tables.live("LISTN").tx.subscribe();
        let _ = tables.live("FREE1");
        assert_eq!(tables.prune(Duration::from_secs(3600)), 0);
        assert_eq!(tables.live_count(), 3);
        assert_eq!(tables.prune(Duration::ZERO), 1);
        assert_eq!(tables.live_count(), 2);
        drop((held, rx));
        assert_eq!(tables.prune(Duration::ZERO), 2);
        assert_eq!(tables.live_count(), 0);
    }

    /// A table's change is made while every work permit is held (by long searches, traces,
    /// tables being made): changes have workers of their own. Were it in the work permits,
    /// it would wait for them and be refused (503) after the queue's timeout.
    #[test]
    fn a_change_is_made_while_every_work_permit_is_held() {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .enable_all()
            .build()
            .unwrap();
        runtime.block_on(async {
            let ctx = Ctx {
                app: crate::serve::AppState::new(None).unwrap(),
                tables: Arc::new(Tables::open(TablesConfig::default()).unwrap()),
            };
            let (players, rec) = red_and_blue();
            let row = store::Row {
                code: "ACDEF".into(),
                version: 0,
                record: crate::game::record::to_yaml(&rec),
                tiles: Tiles::Server,
                host: "host-token".into(),
                seats: players
                    .iter()
                    .map(|p| seats::Seat {
                        player: p.clone(),
                        token: format!("{p}-token"),
                        kind: seats::Kind::Person,
                        code: String::new(),
                    })
                    .collect(),
                touched: store::now(),
            };
            assert!(ctx.tables.store.insert(&row).unwrap());
            let held = ctx
                .app
                .work()
                .acquire_many_owned(crate::serve::state::WORKERS as u32)
                .await
                .unwrap();
            let action = change::Action::Seat {
                seat: Some("blue".into()),
                kind: "person".into(),
            };
            let made = change::apply(
                &ctx,
                "ACDEF",
                Some("host-token".into()),
                None,
                action,
                crate::i18n::Lang::En,
            )
            .await;
            assert_eq!(made.map(|m| m.event.version).ok(), Some(1));
            drop(held);
        });
    }

    /// A new basic game of red and blue, seed 5: the players and the record.
    fn red_and_blue() -> ([String; 2], crate::game::record::Record) {
        use crate::report::game::{NewReport, NewRequest, NewSetup};
        let players = ["red".to_string(), "blue".to_string()];
        let rec = NewReport::build(&NewRequest {
            players: &players,
            setup: NewSetup::Basic,
            seed: Some(5),
            three_prey: false,
            options: &[],
            out: None,
            force: false,
        })
        .expect("a new game")
        .record;
        (players, rec)
    }

    #[test]
    fn durations_have_units() {
        assert_eq!(parse_duration("30d"), Ok(Duration::from_secs(30 * 86400)));
        assert_eq!(parse_duration("90m"), Ok(Duration::from_secs(5400)));
        assert_eq!(parse_duration("2s"), Ok(Duration::from_secs(2)));
        for bad in ["", "30", "d", "0s", "5w", "-1h"] {
            assert!(parse_duration(bad).is_err(), "{bad}");
        }
    }

    /// A change's document in a language no one asked for is not made; asked, it is the
    /// document made in that language from the start, byte for byte.
    #[test]
    fn a_changes_document_is_made_in_a_language_when_asked_and_as_made_in_it() {
        use crate::i18n::{speaking_in, Lang};
        use crate::report::game::load_record_text;
        let (players, rec) = red_and_blue();
        let text = crate::game::record::to_yaml(&rec);
        let (rf, replay) =
            load_record_text(&text, crate::serve::api::GAME_NAME, Default::default()).unwrap();
        let seats: Vec<(String, seats::Kind)> = players
            .iter()
            .map(|p| (p.clone(), seats::Kind::Person))
            .collect();
        let doc_in = |lang| {
            speaking_in(lang, || {
                doc::table_doc_of(
                    "ACDEF",
                    1,
                    text.clone(),
                    &rf.record,
                    &replay,
                    Tiles::Server,
                    &seats,
                    None,
                )
            })
        };
        let english = doc_in(Lang::En);
        let (_, again) =
            load_record_text(&text, crate::serve::api::GAME_NAME, Default::default()).unwrap();
        let after = Arc::new(Replayed {
            text: text.clone(),
            record: rf.record.clone(),
            game: again.game,
        });
        let docs = Docs::lazy(
            english.clone(),
            Lang::En,
            Some(after),
            None,
            Some((Lang::En, english.to_string())),
        );
        let lazy = docs.lazy.as_ref().unwrap();
        assert_eq!(docs.get(Lang::En), english.to_string());
        assert!(lazy.docs[lang_index(Lang::De)].get().is_none());
        assert!(lazy.docs[lang_index(Lang::Fr)].get().is_none());
        for lang in [Lang::De, Lang::Fr] {
            assert_eq!(docs.get(lang), doc_in(lang).to_string(), "{lang:?}");
            assert_ne!(docs.get(lang), docs.get(Lang::En));
        }
    }
}
