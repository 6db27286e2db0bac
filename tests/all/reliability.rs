//! Issue 9: failed writes, unbounded input, careful file handling, terminal escapes. Each
//! test fails without its fix.

use crate::common::{bin, run_bin as run, stderr, stdout};
use std::io::{BufRead, BufReader, Write};
use std::process::Stdio;

const BASIC: &str = "scenarios/rulebook/monster-basic.yaml";

fn temp_dir(name: &str) -> std::path::PathBuf {
    crate::common::fresh_dir("reliability", name)
}

#[test]
fn a_full_disk_is_an_error_not_a_truncated_success() {
    let full = std::fs::File::create("/dev/full").expect("/dev/full exists on Linux");
    for args in [
        vec!["trace", BASIC, "--format", "json"],
        vec!["show", BASIC],
        vec!["rules"],
        vec!["moves", "scenarios/rulebook/pawn-1.yaml", "--pawn", "P"],
    ] {
        let o = bin()
            .args(&args)
            .stdout(full.try_clone().unwrap())
            .output()
            .unwrap();
        assert_eq!(o.status.code(), Some(1), "{args:?}");
        assert!(
            stderr(&o).contains("cannot write the output") && stderr(&o).contains("No space left"),
            "{args:?}: {}",
            stderr(&o)
        );
    }
}

#[test]
fn a_closed_standard_output_is_an_error() {
    // The shell's `>&-`: the process starts with descriptor 1 closed.
    let o = std::process::Command::new("sh")
        .arg("-c")
        .arg(format!(
            "'{}' trace {BASIC} --format json >&-",
            env!("CARGO_BIN_EXE_furunkulus")
        ))
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("standard output is closed"),
        "{}",
        stderr(&o)
    );
    // A redirection to /dev/null is honoured: success.
    let o = bin()
        .args(["trace", BASIC])
        .stdout(std::fs::File::create("/dev/null").unwrap())
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(0));
}

#[test]
fn a_pipe_closed_early_ends_quietly() {
    let mut child = bin()
        .args(["rules"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    // The reader is gone (like `| head -1`).
    let o = child.wait_with_output().unwrap();
    assert!(first.starts_with("B1"), "{first}");
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(stderr(&o), "");
}

#[test]
fn only_regular_files_are_read_and_never_too_large() {
    let dir = temp_dir("inputs");
    let big = dir.join("big.yaml");
    std::fs::write(&big, " ".repeat((1 << 20) + 1)).unwrap();
    let fifo = dir.join("fifo.yaml");
    let made = std::process::Command::new("mkfifo").arg(&fifo).status();
    assert!(made.is_ok_and(|s| s.success()), "mkfifo");
    let link = dir.join("zero.yaml");
    std::os::unix::fs::symlink("/dev/zero", &link).unwrap();
    for (path, needle) in [
        ("/dev/zero".to_string(), "not a regular file (a device)"),
        (link.display().to_string(), "not a regular file (a device)"),
        // A FIFO with no writer would block forever if it were opened.
        (
            fifo.display().to_string(),
            "not a regular file (a named pipe)",
        ),
        (
            dir.display().to_string(),
            "not a regular file (a directory)",
        ),
        (big.display().to_string(), "larger than 1024 KiB"),
        (
            dir.join("missing.yaml").display().to_string(),
            "no such file",
        ),
    ] {
        for cmd in [vec!["check", &path], vec!["trace", &path, "--tile", "8"]] {
            let o = run(&cmd);
            assert_eq!(o.status.code(), Some(1), "{cmd:?}");
            assert_eq!(stdout(&o), "", "{cmd:?}");
            assert!(
                stderr(&o).starts_with(&format!("{path}: ")) && stderr(&o).contains(needle),
                "{cmd:?}: {}",
                stderr(&o)
            );
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn standard_input_is_read_with_a_dash() {
    let mut child = bin()
        .args(["trace", "-", "--format", "json"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let text =
        std::fs::read_to_string(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(BASIC))
            .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(text.as_bytes())
        .unwrap();
    let o = child.wait_with_output().unwrap();
    assert_eq!(o.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["final"]["monster"]["at"], "p8");
    // Errors name it.
    let mut child = bin()
        .args(["check", "-"])
        .stdin(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"tile: 99\n")
        .unwrap();
    let o = child.wait_with_output().unwrap();
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("standard input:1:7: `99` is not a tile"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn terminal_escapes_from_files_are_shown_escaped() {
    let dir = temp_dir("escapes");
    let file = dir.join("esc.yaml");
    // One title clears the screen, one message would rewrite its line to read "valid".
    std::fs::write(
        &file,
        "title: \"\\e[2J\\e[Hhello\\a\"\npawns:\n  - { name: A, at: a3, player: \"red\\rvalid\" }\ntile: \"8\\r\\e[Kvalid\"\n",
    )
    .unwrap();
    let o = run(&["check", file.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    let e = stderr(&o);
    assert!(!e.contains('\u{1b}') && !e.contains('\r'), "{e:?}");
    assert!(e.contains("`8\\r\\x1b[Kvalid` is not a tile"), "{e}");
    std::fs::write(
        &file,
        "title: \"\\e[2J\\e[Hhello\\a\"\npawns:\n  - { name: A, at: a3, player: \"red\\rvalid\" }\n",
    )
    .unwrap();
    for color in ["never", "always"] {
        let o = run(&["show", file.to_str().unwrap(), "--color", color]);
        assert_eq!(o.status.code(), Some(0));
        let out = stdout(&o);
        assert!(out.starts_with("\\x1b[2J\\x1b[Hhello\\x07\n"), "{out:?}");
        assert!(!out.contains('\u{7}') && !out.contains('\r'));
        // The only escape sequences left are this program's colours.
        if color == "never" {
            assert!(!out.contains('\u{1b}'));
        }
    }
    // JSON escapes them itself, and stays one valid document.
    let o = run(&["show", file.to_str().unwrap(), "--format", "json"]);
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["title"], "\u{1b}[2J\u{1b}[Hhello\u{7}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn bad_encodings_are_placed() {
    let dir = temp_dir("encodings");
    let latin1 = dir.join("latin1.yaml");
    std::fs::write(&latin1, b"title: ok\ntitle2: caf\xe9\n").unwrap();
    let o = run(&["check", latin1.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains(&format!(
            "{}:2:12: not UTF-8 text: the byte 0xe9",
            latin1.display()
        )),
        "{}",
        stderr(&o)
    );
    let utf16 = dir.join("utf16.yaml");
    let mut bytes = vec![0xFF, 0xFE];
    for u in "tile: 8\n".encode_utf16() {
        bytes.extend(u.to_le_bytes());
    }
    std::fs::write(&utf16, bytes).unwrap();
    let o = run(&["check", utf16.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("the file is UTF-16; save it as UTF-8"),
        "{}",
        stderr(&o)
    );
    // A UTF-8 byte-order mark is fine.
    let bom = dir.join("bom.yaml");
    std::fs::write(&bom, b"\xEF\xBB\xBFtile: 8\nmonster: { at: a1 }\n").unwrap();
    assert_eq!(
        run(&["check", bom.to_str().unwrap()]).status.code(),
        Some(0)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn puzzle_traces_are_bounded_and_say_so() {
    // Any square away from the monster's walk survives: hundreds of solutions.
    let dir = temp_dir("traces");
    let file = dir.join("many.yaml");
    std::fs::write(
        &file,
        "setup: basic\nmonster: { at: a1, facing: east }\npuzzle:\n  tiles: [1]\n  place: { count: 1, player: blue }\n  goal: survive\n",
    )
    .unwrap();
    let o = run(&[
        "puzzle",
        "solve",
        file.to_str().unwrap(),
        "--trace",
        "--format",
        "json",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let solutions = v["solutions"].as_array().unwrap().len();
    assert!(solutions > 100, "{solutions}");
    assert_eq!(v["traces"].as_array().unwrap().len(), 10);
    assert_eq!(v["traces_omitted"], solutions - 10);
    let o = run(&[
        "puzzle",
        "solve",
        file.to_str().unwrap(),
        "--trace",
        "--max-traces",
        "2",
    ]);
    let text = stdout(&o);
    assert!(
        text.contains(&format!(
            "Traces of the first 2 solutions follow; the other {} are not traced",
            solutions - 2
        )),
        "{text}"
    );
    assert_eq!(text.matches("Solution ").count(), 2);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn every_u64_is_a_seed() {
    // Seeds at or above 2^63 used to fail the generator's reload check (issue 9).
    for seed in [1u64 << 63, u64::MAX] {
        let g = furunkulus::puzzle::generate(&furunkulus::puzzle::GenerateRequest {
            seed,
            count: 1,
            kind: furunkulus::puzzle::Kind::Predict,
            difficulty: None,
            rules: furunkulus::puzzle::RuleSet::Basic,
        });
        assert!(!g.gave_up, "seed {seed}");
        let p = &g.puzzles[0];
        assert!(p.text.contains(&format!("seed: {seed}")), "{}", p.text);
        let back = furunkulus::puzzle::parse(&p.text, "x.yaml").expect("loads");
        assert_eq!(back.seed, Some(seed));
    }
    // The command line takes it too.
    let dir = temp_dir("seed");
    let o = run(&[
        "puzzle",
        "generate",
        "--seed",
        "18446744073709551615",
        "--difficulty",
        "easy",
        "--out",
        dir.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn puzzle_generate_checks_out_first_and_never_clobbers() {
    let dir = temp_dir("generate");
    let args = |out: &std::path::Path, extra: &[&str]| {
        let mut a: Vec<String> = [
            "puzzle",
            "generate",
            "--seed",
            "3",
            "--count",
            "2",
            "--difficulty",
            "easy",
            "--out",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        a.push(out.display().to_string());
        a.extend(extra.iter().map(|s| s.to_string()));
        a
    };
    let runs = |a: Vec<String>| {
        let refs: Vec<&str> = a.iter().map(String::as_str).collect();
        run(&refs)
    };
    // --out names a file: refused at once, before any puzzle is made.
    let file = dir.join("plain.txt");
    std::fs::write(&file, "x").unwrap();
    let o = runs(args(&file, &[]));
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("plain.txt: is not a directory"),
        "{}",
        stderr(&o)
    );
    // A symlink planted for the first file is never written through.
    let out = dir.join("out");
    std::fs::create_dir_all(&out).unwrap();
    let outside = dir.join("outside.yaml");
    std::fs::write(&outside, "keep\n").unwrap();
    let first = out.join("basic-move-easy-3-01.yaml");
    std::os::unix::fs::symlink(&outside, &first).unwrap();
    let o = runs(args(&out, &["--force"]));
    assert_eq!(o.status.code(), Some(1));
    let e = stderr(&o);
    assert!(
        e.contains("basic-move-easy-3-01.yaml: is a symbolic link"),
        "{e}"
    );
    assert!(e.contains("0 puzzle files were written before it"), "{e}");
    assert_eq!(std::fs::read_to_string(&outside).unwrap(), "keep\n");
    std::fs::remove_file(&first).unwrap();
    // Written; the same run again is no clash; other contents are refused without --force.
    let o = runs(args(&out, &[]));
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let made = std::fs::read_to_string(&first).unwrap();
    assert_eq!(runs(args(&out, &[])).status.code(), Some(0));
    std::fs::write(&first, "mine\n").unwrap();
    let o = runs(args(&out, &[]));
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains(
            "basic-move-easy-3-01.yaml: the file exists with other contents; give --force"
        ),
        "{}",
        stderr(&o)
    );
    assert_eq!(std::fs::read_to_string(&first).unwrap(), "mine\n");
    assert_eq!(runs(args(&out, &["--force"])).status.code(), Some(0));
    assert_eq!(std::fs::read_to_string(&first).unwrap(), made);
    // No temporary file is left behind.
    let names: Vec<String> = std::fs::read_dir(&out)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert!(
        names
            .iter()
            .all(|n| n.ends_with(".yaml") && !n.starts_with('.')),
        "{names:?}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
