//! Issue 30: what the tool writes, and where. `--force` replaces only regular files (O1); the
//! temporary file of a write has an unpredictable name, the original's permissions, and is
//! never left behind by Ctrl-C; a record that is a link or sits in a folder that cannot be
//! written is refused before play (R1); `-` as an output is standard output, or refused (D1).
//! Each test fails without its fix.

use crate::common::{bin, run_bin as run, stderr, stdout};
use std::io::Write;
use std::os::unix::fs::{FileTypeExt, PermissionsExt};
use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::time::{Duration, Instant};

const BASIC: &str = "scenarios/rulebook/monster-basic.yaml";

fn temp_dir(name: &str) -> PathBuf {
    crate::common::fresh_dir("outputs", name)
}

fn names_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

fn mkfifo(path: &Path) {
    let made = std::process::Command::new("mkfifo").arg(path).status();
    assert!(made.is_ok_and(|s| s.success()), "mkfifo");
}

#[test]
fn force_replaces_only_regular_files() {
    let dir = temp_dir("force");
    let fifo = dir.join("pipe.svg");
    mkfifo(&fifo);
    let sub = dir.join("sub.svg");
    std::fs::create_dir(&sub).unwrap();
    let dangling = dir.join("dangling.svg");
    std::os::unix::fs::symlink(dir.join("nowhere"), &dangling).unwrap();
    for (target, needle) in [
        (
            &fifo,
            "is a named pipe, not a regular file; it is never replaced",
        ),
        (&sub, "is a directory"),
        (&dangling, "is a symbolic link"),
    ] {
        for force in [false, true] {
            let mut args = vec!["show", BASIC, "--format", "svg", "--out"];
            args.push(target.to_str().unwrap());
            if force {
                args.push("--force");
            }
            let o = run(&args);
            assert_eq!(o.status.code(), Some(1), "{args:?}");
            assert!(stderr(&o).contains(needle), "{args:?}: {}", stderr(&o));
            assert!(!stderr(&o).contains("give --force"), "{}", stderr(&o));
        }
    }
    assert!(std::fs::symlink_metadata(&fifo)
        .unwrap()
        .file_type()
        .is_fifo());
    assert!(sub.is_dir());
    assert!(std::fs::symlink_metadata(&dangling)
        .unwrap()
        .file_type()
        .is_symlink());
    // `game new --out` never replaces a link, not even a dangling one, nor with --force.
    for force in [false, true] {
        let mut args = vec![
            "game",
            "new",
            "--players",
            "red,blue",
            "--seed",
            "1",
            "--out",
        ];
        args.push(dangling.to_str().unwrap());
        if force {
            args.push("--force");
        }
        let o = run(&args);
        assert_eq!(o.status.code(), Some(1), "{args:?}");
        assert!(stderr(&o).contains("is a symbolic link"), "{}", stderr(&o));
        assert!(std::fs::symlink_metadata(&dangling)
            .unwrap()
            .file_type()
            .is_symlink());
    }
    assert!(!dir.join("nowhere").exists());
    // A regular file is still replaced with --force, and keeps its permissions.
    let mine = dir.join("mine.svg");
    std::fs::write(&mine, "old").unwrap();
    std::fs::set_permissions(&mine, std::fs::Permissions::from_mode(0o600)).unwrap();
    let o = run(&[
        "show",
        BASIC,
        "--format",
        "svg",
        "--out",
        mine.to_str().unwrap(),
    ]);
    assert!(stderr(&o).contains("give --force"), "{}", stderr(&o));
    let o = run(&[
        "show",
        BASIC,
        "--format",
        "svg",
        "--out",
        mine.to_str().unwrap(),
        "--force",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(std::fs::read_to_string(&mine).unwrap().starts_with("<svg"));
    assert_eq!(
        std::fs::metadata(&mine).unwrap().permissions().mode() & 0o777,
        0o600
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_temporary_file_is_never_at_a_predictable_name() {
    // A link planted where the old writer put its temporary file (`.NAME.PID.tmp`) is neither
    // followed nor in the way.
    let dir = temp_dir("planted");
    let outside = dir.join("outside.txt");
    std::fs::write(&outside, "keep").unwrap();
    let target = dir.join("game.yaml");
    let planted = dir.join(format!(".game.yaml.{}.tmp", std::process::id()));
    std::os::unix::fs::symlink(&outside, &planted).unwrap();
    furunkulus::files::write_file(&target, b"players: [red, blue]\n", false).unwrap();
    assert_eq!(
        std::fs::read_to_string(&target).unwrap(),
        "players: [red, blue]\n"
    );
    assert_eq!(std::fs::read_to_string(&outside).unwrap(), "keep");
    assert!(std::fs::symlink_metadata(&planted)
        .unwrap()
        .file_type()
        .is_symlink());
    // A new file gets the usual permissions (read-write for its owner at least), not 0600
    // widened or narrowed by the temporary file's.
    let mode = std::fs::metadata(&target).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode & 0o600, 0o600, "{mode:o}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A new game's record in `dir`, made by `game new`.
fn new_record(dir: &Path) -> PathBuf {
    let record = dir.join("game.yaml");
    let o = run(&[
        "game",
        "new",
        "--players",
        "red,blue",
        "--seed",
        "3",
        "--out",
        record.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    record
}

/// `game play FILE` with `input` on standard input.
fn play(record: &Path, input: &str) -> std::process::Output {
    let mut child = bin()
        .args(["game", "play", record.to_str().unwrap()])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let _ = child.stdin.take().unwrap().write_all(input.as_bytes());
    child.wait_with_output().unwrap()
}

#[test]
fn a_saved_record_keeps_its_permissions() {
    let dir = temp_dir("mode");
    let record = new_record(&dir);
    std::fs::set_permissions(&record, std::fs::Permissions::from_mode(0o600)).unwrap();
    let o = play(&record, "red5 o11\nblue5 p10\n");
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(std::fs::read_to_string(&record)
        .unwrap()
        .contains("pawn: blue5"));
    assert_eq!(
        std::fs::metadata(&record).unwrap().permissions().mode() & 0o777,
        0o600,
        "a private record stays private"
    );
    assert_eq!(names_in(&dir), ["game.yaml"], "no temporary file left");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_linked_record_is_refused_before_play() {
    let dir = temp_dir("linked");
    let record = new_record(&dir);
    let before = std::fs::read_to_string(&record).unwrap();
    let link = dir.join("link.yaml");
    std::os::unix::fs::symlink(&record, &link).unwrap();
    let o = play(&link, "red5 o11\n");
    assert_eq!(o.status.code(), Some(1), "{}", stdout(&o));
    assert!(
        stderr(&o).contains("link.yaml: is a symbolic link")
            && stderr(&o).contains("play the file it points to"),
        "{}",
        stderr(&o)
    );
    assert_eq!(stdout(&o), "", "nothing was played");
    assert!(std::fs::symlink_metadata(&link)
        .unwrap()
        .file_type()
        .is_symlink());
    assert_eq!(std::fs::read_to_string(&record).unwrap(), before);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_folder_that_cannot_be_written_is_found_before_play() {
    let dir = temp_dir("readonly");
    let folder = dir.join("games");
    std::fs::create_dir(&folder).unwrap();
    let record = new_record(&folder);
    // As root a folder's mode does not stop writes; the immutable attribute does.
    std::fs::set_permissions(&folder, std::fs::Permissions::from_mode(0o500)).unwrap();
    let _ = std::process::Command::new("chattr")
        .arg("+i")
        .arg(&folder)
        .stderr(Stdio::null())
        .status();
    let writable = std::fs::write(folder.join("probe"), "x").is_ok();
    if !writable {
        let o = play(&record, "red5 o11\n");
        assert_eq!(o.status.code(), Some(1));
        assert!(
            stderr(&o).contains("games: cannot write into this folder"),
            "{}",
            stderr(&o)
        );
        assert_eq!(stdout(&o), "", "refused before the board is shown");
    } else {
        eprintln!("skipped: this file system lets the test write into a read-only folder");
    }
    let _ = std::process::Command::new("chattr")
        .arg("-i")
        .arg(&folder)
        .stderr(Stdio::null())
        .status();
    std::fs::set_permissions(&folder, std::fs::Permissions::from_mode(0o700)).unwrap();
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
// Only debug builds can hold a write before its rename (src/files.rs), so a release build
// (`cargo test --release`) has no moment to interrupt: the test is skipped there, said so.
#[cfg_attr(
    not(debug_assertions),
    ignore = "needs a debug build: only debug builds hold a write for FURUNKULUS_TEST_SLOW_WRITES"
)]
fn ctrl_c_during_a_save_leaves_the_file_whole_and_no_temporary_file() {
    let dir = temp_dir("interrupt");
    let out = dir.join("game.yaml");
    // Debug builds hold each write this long before its rename, to be interrupted there.
    let child = bin()
        .env("FURUNKULUS_TEST_SLOW_WRITES", "3000")
        .args([
            "game",
            "new",
            "--players",
            "red,blue",
            "--seed",
            "4",
            "--out",
            out.to_str().unwrap(),
        ])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let start = Instant::now();
    while !names_in(&dir).iter().any(|n| n.ends_with(".tmp")) {
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "no temporary file appeared"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    let killed = std::process::Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    let o = child.wait_with_output().unwrap();
    // The handler waits for the save, then ends the process (130); the command may also
    // finish first, once the save is in place (0). Never killed in the middle of it.
    assert!(
        matches!(o.status.code(), Some(130 | 0)),
        "{:?}: {}",
        o.status,
        stderr(&o)
    );
    assert_eq!(names_in(&dir), ["game.yaml"], "no temporary file left");
    let text = std::fs::read_to_string(&out).unwrap();
    furunkulus::game::record::parse(&text, "game.yaml").expect("the whole record");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_dash_as_an_output_is_standard_output_or_refused() {
    let dir = temp_dir("dash");
    let in_dir = |args: &[&str]| {
        bin()
            .current_dir(&dir)
            .args(args)
            .output()
            .expect("the binary runs")
    };
    let basic = Path::new(env!("CARGO_MANIFEST_DIR")).join(BASIC);
    let basic = basic.to_str().unwrap();
    let o = in_dir(&["trace", basic, "--format", "json", "--out", "-"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["final"]["monster"]["at"], "p8");
    let o = in_dir(&[
        "game",
        "new",
        "--players",
        "red,blue",
        "--seed",
        "2",
        "--out",
        "-",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stdout(&o).starts_with("players:"), "{}", stdout(&o));
    assert!(names_in(&dir).is_empty(), "no file called `-`");
    // Where `-` cannot be standard output, it is refused.
    let o = in_dir(&["game", "play", "-"]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("game play -: the record is rewritten"));
    let o = in_dir(&[
        "puzzle",
        "sheet",
        &Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("scenarios/puzzles/basic-move-easy-2003-01.yaml")
            .display()
            .to_string(),
        "--format",
        "text",
        "--answers",
        "-",
    ]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("--answers -: standard output carries the questions"));
    let o = in_dir(&["puzzle", "generate", "--seed", "1", "--out", "-"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("-: the files are written into a directory"),
        "{}",
        stderr(&o)
    );
    let o = in_dir(&[
        "game",
        "simulate",
        "--players",
        "2",
        "--ai",
        "random",
        "--games",
        "1",
        "--record",
        "-",
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("-: the files are written into a directory"));
    assert!(names_in(&dir).is_empty(), "no file or folder called `-`");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A puzzle with thousands of solutions: any two squares away from the monster's one step.
const MANY: &str = "setup: basic\nmonster: { at: a1, facing: east }\npuzzle:\n  tiles: [1]\n  place: { count: 2, player: blue }\n  goal: survive\n";

#[test]
fn a_large_max_traces_streams_the_same_output() {
    // F2': the output is written trace by trace, the same bytes as the whole document.
    let dir = temp_dir("stream");
    let file = dir.join("few.yaml");
    std::fs::write(
        &file,
        MANY.replace("count: 2", "count: 1")
            .replace("[1]", "[1, 3]"),
    )
    .unwrap();
    let req = furunkulus::report::puzzle::SolveRequest {
        file: &file,
        trace: true,
        explain: true,
        max_traces: 7,
        max_placements: u64::MAX,
        options: &[],
        hint: None,
    };
    let report = furunkulus::report::puzzle::SolveReport::build(&req, &|_| {}, &|_| {}).unwrap();
    let style = furunkulus::report::Style::default();
    for format in [
        furunkulus::report::Format::Json,
        furunkulus::report::Format::Text,
    ] {
        use furunkulus::report::Report;
        let whole = match report.render(format, &style).unwrap() {
            furunkulus::report::Rendered::Text(t) => t,
            furunkulus::report::Rendered::Binary(_) => unreachable!(),
        };
        let pieces: Vec<String> = report.render_pieces(format, &style).unwrap().collect();
        assert_eq!(
            pieces.len(),
            7 + 1 + usize::from(format == furunkulus::report::Format::Json)
        );
        assert_eq!(pieces.concat(), whole, "{format:?}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_large_max_traces_fits_in_little_memory() {
    // Thousands of traces (26 MB of JSON) under a 150 MB address-space limit: built whole,
    // the document needed several hundred.
    let dir = temp_dir("memory");
    let file = dir.join("many.yaml");
    std::fs::write(&file, MANY).unwrap();
    let o = std::process::Command::new("sh")
        .arg("-c")
        .arg(format!(
            "ulimit -v 150000 && exec '{}' puzzle solve '{}' --trace --max-traces 100000 --format json",
            env!("CARGO_BIN_EXE_furunkulus"),
            file.display()
        ))
        .env("RAYON_NUM_THREADS", "2")
        .env("MALLOC_ARENA_MAX", "2")
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let traces = v["traces"].as_array().unwrap().len();
    assert!(traces > 3000, "{traces}");
    assert_eq!(traces, v["solutions"].as_array().unwrap().len());
    assert_eq!(v["traces_omitted"], 0);
    let _ = std::fs::remove_dir_all(&dir);
}
