//! `puzzle book` (issue 28, point 7): a year of weekly puzzles in rising difficulty over every
//! kind, no two alike, deterministic whatever the thread count, written safely.

use crate::common::{bin, stderr, stdout};
use furunkulus::puzzle::{self, Difficulty, Kind};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("furunkulus-book-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// Runs `puzzle book` with `args` on `threads` threads.
fn book(args: &[&str], threads: &str) -> std::process::Output {
    bin()
        .env("RAYON_NUM_THREADS", threads)
        .args(["puzzle", "book"])
        .args(args)
        .output()
        .expect("the binary runs")
}

/// Every file of `dir`, by name, with its bytes.
fn files(dir: &Path) -> Vec<(String, Vec<u8>)> {
    let mut v: Vec<(String, Vec<u8>)> = std::fs::read_dir(dir)
        .expect("the book's directory")
        .map(|e| {
            let e = e.expect("an entry");
            (
                e.file_name().to_string_lossy().into_owned(),
                std::fs::read(e.path()).expect("a file"),
            )
        })
        .collect();
    v.sort();
    v
}

/// The weeks' puzzles of a book directory, in order.
fn weeks(dir: &Path) -> Vec<puzzle::Puzzle> {
    files(dir)
        .iter()
        .filter(|(n, _)| n.starts_with("week-"))
        .map(|(n, _)| puzzle::load_file(&dir.join(n)).expect("a week's puzzle loads"))
        .collect()
}

fn keys(p: &puzzle::Puzzle) -> Vec<String> {
    let answer = &p.solution.as_ref().expect("a stated solution")[0];
    puzzle::puzzle_keys(p, answer)
}

#[test]
fn a_book_is_the_same_whatever_the_threads_and_no_two_weeks_alike() {
    // Generated weeks only (the stored set left out), and a book from the stored set first.
    for (name, extra) in [("gen", &["--no-stored"][..]), ("stored", &[][..])] {
        let weeks_n = if extra.is_empty() { "6" } else { "3" };
        let (a, b) = (temp(&format!("{name}-1")), temp(&format!("{name}-2")));
        for (dir, threads) in [(&a, "1"), (&b, "2")] {
            let mut args = vec!["--weeks", weeks_n, "--seed", "5", "--out"];
            args.push(dir.to_str().unwrap());
            args.extend_from_slice(extra);
            let o = book(&args, threads);
            assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
            assert!(stdout(&o).contains("wrote"), "{}", stdout(&o));
        }
        let (fa, fb) = (files(&a), files(&b));
        let names: Vec<&str> = fa.iter().map(|(n, _)| n.as_str()).collect();
        assert!(names.contains(&"questions.pdf") && names.contains(&"answers.pdf"));
        assert_eq!(
            names.len(),
            weeks_n.parse::<usize>().unwrap() + 2,
            "{names:?}"
        );
        assert!(fa == fb, "{name}: the book differs between 1 and 2 threads");
        for (n, bytes) in &fa {
            if n.ends_with(".pdf") {
                let text = String::from_utf8_lossy(bytes);
                assert!(
                    !text.contains("/CreationDate") && !text.contains("/ModDate"),
                    "{n}"
                );
            }
        }

        let ws = weeks(&a);
        // Rising difficulty: never an easier week after a harder one.
        let ds: Vec<Difficulty> = ws.iter().map(|p| p.difficulty.expect("rated")).collect();
        assert!(ds.windows(2).all(|w| w[0] <= w[1]), "{name}: {ds:?}");
        // No two alike by either key (colours and the turned board aside).
        let mut seen = BTreeSet::new();
        for (i, p) in ws.iter().enumerate() {
            for k in keys(p) {
                assert!(seen.insert(k), "{name}: week {} repeats a puzzle", i + 1);
            }
        }
        // Kinds spread: no kind twice in a row where another was left in its difficulty.
        let kinds: Vec<(Difficulty, Kind)> =
            ws.iter().map(|p| (p.difficulty.unwrap(), p.kind)).collect();
        for (i, w) in kinds.windows(2).enumerate() {
            if w[0].1 == w[1].1 && w[0].0 == w[1].0 {
                assert!(
                    kinds[i + 1..]
                        .iter()
                        .filter(|(d, _)| *d == w[1].0)
                        .all(|(_, k)| *k == w[1].1),
                    "{name}: weeks {} and {} are both {:?}: {kinds:?}",
                    i + 1,
                    i + 2,
                    w[1].1
                );
            }
        }
        // None is a stored puzzle unless taken from it, as it is.
        let stored = std::fs::read_dir("scenarios/puzzles").expect("the stored set");
        let mut stored_keys = BTreeSet::new();
        let mut stored_texts = BTreeSet::new();
        for e in stored {
            let path = e.expect("an entry").path();
            let p = puzzle::load_file(&path).expect("a stored puzzle");
            stored_keys.extend(keys(&p));
            stored_texts.insert(std::fs::read(&path).expect("its text"));
        }
        for (n, bytes) in fa.iter().filter(|(n, _)| n.ends_with(".yaml")) {
            let p = puzzle::load_file(&a.join(n)).expect("loads");
            if keys(&p).iter().any(|k| stored_keys.contains(k)) {
                assert!(
                    stored_texts.contains(bytes),
                    "{name}: {n} is a stored puzzle, changed"
                );
                assert!(!extra.contains(&"--no-stored"), "{name}: {n} is stored");
            }
        }
        let _ = std::fs::remove_dir_all(&a);
        let _ = std::fs::remove_dir_all(&b);
    }
}

#[test]
fn a_bad_number_of_weeks_is_refused() {
    let dir = temp("weeks");
    for weeks in ["0", "521", "many"] {
        let o = book(&["--weeks", weeks, "--out", dir.to_str().unwrap()], "1");
        assert_eq!(o.status.code(), Some(2), "--weeks {weeks}");
        assert!(stderr(&o).contains("--weeks"), "{}", stderr(&o));
        assert!(!dir.exists(), "nothing written for --weeks {weeks}");
    }
    let req = puzzle::BookRequest {
        weeks: 0,
        seed: 1,
        rules: puzzle::RuleSet::Basic,
    };
    assert_eq!(
        puzzle::book(&req, &[], &BTreeSet::new(), &|_| {}).err(),
        Some(puzzle::BookError::Weeks(0))
    );
}

#[test]
fn a_book_never_overwrites_without_force() {
    let dir = temp("force");
    std::fs::create_dir_all(&dir).unwrap();
    let mine = dir.join("week-01.yaml");
    std::fs::write(&mine, "my own notes\n").unwrap();
    let out = dir.to_str().unwrap();
    // Two stored weeks: nothing to generate.
    let o = book(&["--weeks", "2", "--out", out], "2");
    assert_eq!(o.status.code(), Some(1), "{}", stdout(&o));
    let e = stderr(&o);
    assert!(e.contains("week-01.yaml") && e.contains("--force"), "{e}");
    assert_eq!(std::fs::read_to_string(&mine).unwrap(), "my own notes\n");
    assert!(
        !dir.join("questions.pdf").exists(),
        "nothing written when refused"
    );
    // With --force: replaced; again without it: refused at once, the book's files being there.
    let o = book(&["--weeks", "2", "--out", out, "--force"], "2");
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(std::fs::read_to_string(&mine).unwrap().contains("puzzle:"));
    let o = book(&["--weeks", "2", "--out", out], "2");
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("questions.pdf"), "{}", stderr(&o));
    assert!(dir.join("answers.pdf").is_file());
    // Never over a thing that is not a regular file, even with --force.
    std::fs::remove_file(dir.join("answers.pdf")).unwrap();
    std::fs::create_dir(dir.join("answers.pdf")).unwrap();
    let o = book(&["--weeks", "2", "--out", out, "--force"], "2");
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("answers.pdf"), "{}", stderr(&o));
    assert!(dir.join("answers.pdf").is_dir());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_book_speaks_the_language() {
    let dir = temp("lang");
    let o = bin()
        .args(["puzzle", "book", "--weeks", "1", "--lang", "de", "--out"])
        .arg(&dir)
        .output()
        .expect("runs");
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let s = stdout(&o);
    assert!(s.contains("Woche 1:") && s.contains("geschrieben"), "{s}");
    let _ = std::fs::remove_dir_all(&dir);
}
