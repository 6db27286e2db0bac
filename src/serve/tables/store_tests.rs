//! The store's tests: tables stored, changed only from their version, reopened; a full disk;
//! expiry; schemas migrated; the history given back exactly and kept small.

use super::*;

fn row(code: &str) -> Row {
    Row {
        code: code.into(),
        version: 0,
        record: "players: [red, blue]\nsetup: basic\n".into(),
        tiles: Tiles::Server,
        host: "h".repeat(32),
        seats: vec![
            Seat {
                player: "red".into(),
                token: "r".repeat(32),
                kind: Kind::Person,
                code: format!("{code}RED"),
            },
            Seat {
                player: "blue".into(),
                token: "b".repeat(32),
                kind: Kind::Ai(crate::ai::Level::Greedy),
                code: format!("{code}AXE"),
            },
        ],
        touched: now(),
    }
}

#[test]
fn a_table_is_stored_changed_only_from_its_version_and_reopened() {
    let dir = tempfile::tempdir().unwrap();
    {
        let store = Store::open(Some(dir.path())).unwrap();
        assert_eq!(store.schema_version().unwrap(), MIGRATIONS.len() as i64);
        assert!(store.insert(&row("ACDEF")).unwrap());
        assert!(!store.insert(&row("ACDEF")).unwrap());
        let kinds = [Kind::Person, Kind::Person];
        assert_eq!(
            store.commit("ACDEF", 0, "one", &kinds, "play").unwrap(),
            Commit::Done(1)
        );
        assert_eq!(
            store.commit("ACDEF", 0, "two", &kinds, "play").unwrap(),
            Commit::Stale
        );
        assert_eq!(
            store.commit("NNNNN", 0, "two", &kinds, "play").unwrap(),
            Commit::Gone
        );
    }
    let store = Store::open(Some(dir.path())).unwrap();
    let got = store.get("ACDEF").unwrap().unwrap();
    assert_eq!(got.version, 1);
    assert_eq!(got.record, "one");
    assert_eq!(got.seats[1].kind, Kind::Person);
    assert_eq!(got.seats[1].token, "b".repeat(32));
    let history = store.history("ACDEF", 0, 10).unwrap();
    assert_eq!(history.len(), 1);
    assert_eq!((history[0].version, history[0].kind.as_str()), (1, "play"));
    assert_eq!(store.history("ACDEF", u64::MAX >> 2, 10).unwrap(), vec![]);
    assert!(store.get("NNNNN").unwrap().is_none());
}

#[test]
fn a_full_disk_refuses_the_change_and_leaves_the_table_as_it_was() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(Some(dir.path())).unwrap();
    assert!(store.insert(&row("ACDEF")).unwrap());
    store.fill_disk().unwrap();
    let big = "x".repeat(200_000);
    let err = store
        .commit("ACDEF", 0, &big, &[Kind::Person, Kind::Person], "play")
        .unwrap_err();
    assert!(err.is_full(), "{err}");
    let got = store.get("ACDEF").unwrap().unwrap();
    assert_eq!(got.version, 0);
    assert_eq!(got, row("ACDEF").clone_touched(got.touched));
    assert!(store.history("ACDEF", 0, 10).unwrap().is_empty());
}

#[test]
fn idle_tables_expire_and_only_they() {
    let store = Store::open(None).unwrap();
    store.insert(&row("ACDEF")).unwrap();
    store.insert(&row("HJKMN")).unwrap();
    store.set_touched("ACDEF", 1000).unwrap();
    assert_eq!(store.expire(2000).unwrap(), vec!["ACDEF".to_string()]);
    assert!(store.get("ACDEF").unwrap().is_none());
    assert!(store.history("ACDEF", 0, 10).unwrap().is_empty());
    assert_eq!(store.codes().unwrap(), vec!["HJKMN".to_string()]);
}

#[test]
fn a_newer_schema_is_refused_and_an_older_one_migrated() {
    let dir = tempfile::tempdir().unwrap();
    {
        let conn = Connection::open(dir.path().join(FILE)).unwrap();
        conn.execute_batch(
            "CREATE TABLE schema_version (version INTEGER NOT NULL);
             INSERT INTO schema_version VALUES (0);",
        )
        .unwrap();
    }
    let store = Store::open(Some(dir.path())).unwrap();
    assert_eq!(store.schema_version().unwrap(), MIGRATIONS.len() as i64);
    drop(store);
    Connection::open(dir.path().join(FILE))
        .unwrap()
        .execute("UPDATE schema_version SET version = 99", [])
        .unwrap();
    let err = Store::open(Some(dir.path())).unwrap_err();
    assert!(err.to_string().contains("version 99"), "{err}");
}

/// Changes like a game's: plays appended, an undo, a seat changed, now and then a
/// record rewritten in the middle; every version read back exactly, from any point.
#[test]
fn the_history_gives_back_every_version_and_grows_with_the_game_not_its_square() {
    let store = Store::open(None).unwrap();
    let first = row("ACDEF");
    store.insert(&first).unwrap();
    let kinds = [Kind::Person, Kind::Person];
    let mut records = vec![first.record.clone()];
    for v in 1..=200u64 {
        let last = records.last().unwrap().clone();
        let next = match v % 17 {
            5 => last[..last.rfind("  - ").unwrap_or(0)].to_string(), // an undo
            9 => last.clone(),                                        // a seat
            13 => last.replacen("setup: basic", "setup: básico", 1),  // the middle
            15 => last.replacen('é', "è", 1), // a change inside a character's bytes
            _ => format!("{last}  - {{pawn: red{v}, to: p{v}, path: [p11, é{v}]}}\n"),
        };
        assert_eq!(
            store.commit("ACDEF", v - 1, &next, &kinds, "play").unwrap(),
            Commit::Done(v)
        );
        records.push(next);
    }
    for after in [
        0u64, 1, 30, 31, 32, 33, 63, 64, 100, 150, 198, 199, 200, 500,
    ] {
        for limit in [1usize, 2, 10, 31, 32, 33, 100, 1000] {
            let got = store.history("ACDEF", after, limit).unwrap();
            let from = (after as usize + 1).max(201usize.saturating_sub(limit));
            let want: Vec<(u64, &str)> = (from..=200)
                .map(|v| (v as u64, records[v].as_str()))
                .collect();
            let got: Vec<(u64, &str)> =
                got.iter().map(|v| (v.version, v.record.as_str())).collect();
            assert_eq!(got, want, "after {after}, limit {limit}");
        }
    }
    // What the history holds: whole texts every CHECKPOINT versions, else what changed.
    let (held, rows): (i64, i64) = store
        .conn()
        .query_row(
            "SELECT SUM(LENGTH(record)), COUNT(*) FROM history WHERE code = 'ACDEF'",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    assert_eq!(rows, 201);
    let whole: usize = records.iter().map(String::len).sum();
    let last = records.last().unwrap().len();
    // A change in the middle of the record keeps its rest whole (each 15th of 17 and one 13th).
    let rewrites = (1..=200).filter(|v| v % 17 == 15).count() + 1;
    let bound = (200 / CHECKPOINT as usize + 1 + rewrites) * last + 200 * 60;
    assert!(
        (held as usize) < bound && (held as usize) * 5 < whole,
        "the history holds {held} bytes of {whole} (bound {bound})"
    );
}

/// A history written by schema 1 (every record whole) reads as it did, and goes on.
#[test]
fn a_history_of_schema_1_is_read_and_continued() {
    let dir = tempfile::tempdir().unwrap();
    {
        let conn = Connection::open(dir.path().join(FILE)).unwrap();
        conn.execute_batch(MIGRATIONS[0]).unwrap();
        conn.execute_batch(
            "CREATE TABLE schema_version (version INTEGER NOT NULL);
             INSERT INTO schema_version VALUES (1);
             INSERT INTO tables VALUES ('ACDEF', 2, 'a: 1\nb: 2\n', 'server', 'h', 0, 0);
             INSERT INTO seats VALUES ('ACDEF', 0, 'red', 't', 'person');
             INSERT INTO history VALUES ('ACDEF', 0, 'create', 'a: 1\n', 'person');
             INSERT INTO history VALUES ('ACDEF', 1, 'play', 'a: 1\nb: 1\n', 'person');
             INSERT INTO history VALUES ('ACDEF', 2, 'play', 'a: 1\nb: 2\n', 'person');",
        )
        .unwrap();
    }
    let store = Store::open(Some(dir.path())).unwrap();
    assert_eq!(store.schema_version().unwrap(), MIGRATIONS.len() as i64);
    store
        .commit("ACDEF", 2, "a: 1\nb: 2\nc: 3\n", &[Kind::Person], "play")
        .unwrap();
    let got: Vec<String> = store
        .history("ACDEF", 0, 10)
        .unwrap()
        .into_iter()
        .map(|v| v.record)
        .collect();
    assert_eq!(got, ["a: 1\nb: 1\n", "a: 1\nb: 2\n", "a: 1\nb: 2\nc: 3\n"]);
}

/// Seats are found by their codes, which are unique on the server and go with their table.
#[test]
fn a_seat_is_found_by_its_code_and_codes_are_unique() {
    let dir = tempfile::tempdir().unwrap();
    {
        let store = Store::open(Some(dir.path())).unwrap();
        assert!(store.insert(&row("ACDEF")).unwrap());
        // Another table whose seat would have a code already taken is not stored.
        let mut other = row("HJKMN");
        other.seats[1].code = "ACDEFAXE".into();
        assert!(!store.insert(&other).unwrap());
        assert!(store.get("HJKMN").unwrap().is_none());
    }
    // After a restart.
    let store = Store::open(Some(dir.path())).unwrap();
    assert_eq!(
        store.seat_by_code("ACDEFAXE").unwrap(),
        Some(("ACDEF".to_string(), 1))
    );
    assert_eq!(
        store.get("ACDEF").unwrap().unwrap().seats[0].code,
        "ACDEFRED"
    );
    assert_eq!(store.seat_by_code("ACDEFAXA").unwrap(), None);
    store.set_touched("ACDEF", 1000).unwrap();
    store.expire(2000).unwrap();
    assert_eq!(store.seat_by_code("ACDEFAXE").unwrap(), None);
}

/// The seats of a database of schema 2 get codes of their own when it is migrated to 3.
#[test]
fn seats_of_schema_2_get_codes_when_migrated() {
    let dir = tempfile::tempdir().unwrap();
    {
        let conn = Connection::open(dir.path().join(FILE)).unwrap();
        conn.execute_batch(MIGRATIONS[0]).unwrap();
        conn.execute_batch(MIGRATIONS[1]).unwrap();
        conn.execute_batch(
            "CREATE TABLE schema_version (version INTEGER NOT NULL);
             INSERT INTO schema_version VALUES (2);
             INSERT INTO tables VALUES ('ACDEF', 0, 'a: 1\n', 'server', 'h', 0, 0);
             INSERT INTO seats VALUES ('ACDEF', 0, 'red', 't', 'person');
             INSERT INTO seats VALUES ('ACDEF', 1, 'blue', 'u', 'greedy');
             INSERT INTO history VALUES ('ACDEF', 0, 'create', 'a: 1\n', 'person,greedy', NULL);",
        )
        .unwrap();
    }
    let codes: Vec<String> = {
        let store = Store::open(Some(dir.path())).unwrap();
        assert_eq!(store.schema_version().unwrap(), 3);
        let got = store.get("ACDEF").unwrap().unwrap();
        got.seats.iter().map(|s| s.code.clone()).collect()
    };
    assert_eq!(codes.len(), 2);
    assert_ne!(codes[0], codes[1]);
    for c in &codes {
        assert_eq!(c.len(), crate::serve::tables::seats::SEAT_CODE_LEN, "{c}");
    }
    // Kept as they are when opened again.
    let store = Store::open(Some(dir.path())).unwrap();
    assert_eq!(
        store.seat_by_code(&codes[1]).unwrap(),
        Some(("ACDEF".to_string(), 1))
    );
    let again: Vec<String> = store
        .get("ACDEF")
        .unwrap()
        .unwrap()
        .seats
        .into_iter()
        .map(|s| s.code)
        .collect();
    assert_eq!(again, codes);
}

impl Row {
    fn clone_touched(mut self, touched: i64) -> Row {
        self.touched = touched;
        self
    }
}

#[test]
fn changes_of_many_tables_at_once_are_each_stored_once_and_a_stale_one_refused() {
    let dir = tempfile::tempdir().unwrap();
    let store = std::sync::Arc::new(Store::open(Some(dir.path())).unwrap());
    let codes: Vec<String> = (0..8).map(|i| format!("GRP{i}A")).collect();
    for code in &codes {
        store.insert(&row(code)).unwrap();
    }
    let kinds = [Kind::Person, Kind::Person];
    // Eight tables changed by sixteen threads at once, two from the same version of each
    // table: one of each two is stored, the other is stale; then ten more changes each.
    let threads: Vec<_> = (0..16)
        .map(|i| {
            let (store, code) = (store.clone(), codes[i % 8].clone());
            std::thread::spawn(move || {
                let first = store
                    .commit(&code, 0, &format!("first {i}\n"), &kinds, "play")
                    .unwrap();
                if first != Commit::Done(1) {
                    return (code, first, 0);
                }
                for v in 1..=10u64 {
                    let got = store
                        .commit(&code, v, &format!("first {i}\nthen {v}\n"), &kinds, "play")
                        .unwrap();
                    assert_eq!(got, Commit::Done(v + 1));
                }
                (code, first, i)
            })
        })
        .collect();
    let results: Vec<_> = threads.into_iter().map(|t| t.join().unwrap()).collect();
    for code in &codes {
        let of: Vec<_> = results.iter().filter(|r| &r.0 == code).collect();
        assert_eq!(of.len(), 2);
        let done: Vec<_> = of.iter().filter(|r| r.1 == Commit::Done(1)).collect();
        assert_eq!(done.len(), 1, "{code}: {of:?}");
        assert!(of.iter().any(|r| r.1 == Commit::Stale), "{code}: {of:?}");
        let i = done[0].2;
        let stored = store.get(code).unwrap().unwrap();
        assert_eq!(stored.version, 11);
        assert_eq!(stored.record, format!("first {i}\nthen 10\n"));
        let history = store.history(code, 0, 100).unwrap();
        assert_eq!(history.len(), 11);
        assert_eq!(history[0].record, format!("first {i}\n"));
    }
}

/// What is done once a change is stored (its event sent) runs in the order of the table's
/// versions, each version once, however many callers change the table at once, and before
/// the caller hears of it.
#[test]
fn what_follows_a_stored_change_runs_in_the_order_of_the_versions() {
    let dir = tempfile::tempdir().unwrap();
    let store = std::sync::Arc::new(Store::open(Some(dir.path())).unwrap());
    let codes: Vec<String> = (0..3).map(|i| format!("ORD{i}A")).collect();
    for code in &codes {
        store.insert(&row(code)).unwrap();
    }
    let seen = std::sync::Arc::new(Mutex::new(Vec::<(String, u64)>::new()));
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(4)
        .build()
        .unwrap();
    rt.block_on(async {
        // Four tasks a table, each storing 15 changes from the version it reads (stale
        // ones tried again).
        let tasks: Vec<_> = (0..12)
            .map(|i| {
                let (store, seen, code) = (store.clone(), seen.clone(), codes[i % 3].clone());
                tokio::spawn(async move {
                    let mut stored = 0;
                    while stored < 15 {
                        let from = store.get(&code).unwrap().unwrap().version;
                        let (s, c) = (seen.clone(), code.clone());
                        let then: Then = Box::new(move |v| s.lock().unwrap().push((c, v)));
                        let kinds = [Kind::Person, Kind::Person];
                        let record = format!("{i} from {from}\n");
                        match store
                            .commit_async(&code, from, &record, &kinds, "play", Some(then))
                            .await
                            .unwrap()
                        {
                            Commit::Done(v) => {
                                assert!(seen.lock().unwrap().contains(&(code.clone(), v)));
                                stored += 1;
                            }
                            Commit::Stale => tokio::task::yield_now().await,
                            Commit::Gone => panic!("{code} gone"),
                        }
                    }
                })
            })
            .collect();
        for t in tasks {
            t.await.unwrap();
        }
    });
    let seen = seen.lock().unwrap();
    for code in &codes {
        let versions: Vec<u64> = seen
            .iter()
            .filter(|(c, _)| c == code)
            .map(|(_, v)| *v)
            .collect();
        assert_eq!(versions, (1..=60).collect::<Vec<u64>>(), "{code}");
    }
}

/// A caller that stops waiting (a request cut) once its change is handed over: the change
/// is stored and what follows it (its event) still runs.
#[test]
fn what_follows_a_stored_change_runs_when_its_caller_is_gone() {
    use futures_util::FutureExt;
    let store = Store::open(None).unwrap();
    store.insert(&row("GONEA")).unwrap();
    let (tx, rx) = std::sync::mpsc::channel();
    let then: Then = Box::new(move |v| tx.send(v).unwrap());
    let kinds = [Kind::Person, Kind::Person];
    let waiting = store.commit_async("GONEA", 0, "one\n", &kinds, "play", Some(then));
    // Polled once (the change handed to the writer), then dropped.
    assert!(waiting.now_or_never().is_none_or(|r| r.is_ok()));
    assert_eq!(rx.recv_timeout(std::time::Duration::from_secs(30)), Ok(1));
    assert_eq!(store.get("GONEA").unwrap().unwrap().version, 1);
}
