//! Issue 30: what reaches the terminal. JSON on standard output is escaped as JSON, never as
//! terminal text (J1); no escape sequence from a file or a file's name reaches the terminal,
//! colour and concealed text included, and a newline in a file's name cannot fake a line
//! (F5′). Each test fails without its fix.

use crate::common::{run_bin as run, stderr, stdout};
use std::path::PathBuf;

fn temp_dir(name: &str) -> PathBuf {
    crate::common::fresh_dir("terminal", name)
}

/// A scenario whose every free text holds DEL, C1 controls, concealed text, a colour this
/// program also writes (`ESC[31m`, its pools' red), and a right-to-left override.
const HOSTILE: &str = "title: \"T\\x7f\\x85\\x9b2J\\e[8mhidden\\e[31mINJ\\u202e\"\nsetup: basic\nmonster: { at: j8, facing: east }\nteleporters:\n  - { at: j5, arrow: east, pair: \"y\\e[31mINJ\" }\n  - { at: o7, arrow: south, pair: \"y\\e[31mINJ\" }\npawns:\n  - { name: A, at: j2, player: \"red\\e[8m\\e[31mINJ\", face: 3 }\n";

#[test]
fn json_on_standard_output_is_json() {
    let dir = temp_dir("json");
    let file = dir.join("hostile.yaml");
    std::fs::write(&file, HOSTILE).unwrap();
    for args in [
        vec!["show", file.to_str().unwrap(), "--format", "json"],
        vec![
            "trace",
            file.to_str().unwrap(),
            "--tile",
            "8",
            "--format",
            "json",
        ],
        vec![
            "moves",
            file.to_str().unwrap(),
            "--pawn",
            "A",
            "--format",
            "json",
        ],
    ] {
        let o = run(&args);
        assert_eq!(o.status.code(), Some(0), "{args:?}: {}", stderr(&o));
        let text = stdout(&o);
        let v: serde_json::Value =
            serde_json::from_str(&text).unwrap_or_else(|e| panic!("{args:?}: {e}: {text}"));
        assert!(
            !text.chars().any(|c| c.is_control() && c != '\n'),
            "{args:?}: {text:?}"
        );
        assert!(!text.contains('\u{202e}'), "{args:?}");
        if args[0] != "moves" {
            assert_eq!(
                v["title"], "T\u{7f}\u{85}\u{9b}2J\u{1b}[8mhidden\u{1b}[31mINJ\u{202e}",
                "{args:?}: the title as the file has it"
            );
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn no_escape_sequence_from_a_file_reaches_the_terminal() {
    let dir = temp_dir("text");
    let file = dir.join("hostile.yaml");
    std::fs::write(&file, HOSTILE).unwrap();
    let f = file.to_str().unwrap();
    for color in ["never", "always"] {
        for args in [
            vec!["show", f],
            vec!["trace", f, "--tile", "8"],
            vec!["trace", f, "--tile", "8", "--brief"],
            vec!["moves", f, "--pawn", "A"],
            vec!["risk", f, "--tiles", "8"],
            vec!["search", "survive", f, "--pawn", "A", "--tiles", "8"],
        ] {
            let mut args = args.clone();
            args.extend(["--color", color]);
            let o = run(&args);
            assert_eq!(o.status.code(), Some(0), "{args:?}: {}", stderr(&o));
            let out = stdout(&o);
            for raw in [
                "\u{1b}[8m",
                "\u{1b}[31mINJ",
                "\u{7f}",
                "\u{85}",
                "\u{9b}",
                "\u{202e}",
            ] {
                assert!(!out.contains(raw), "{args:?}: {raw:?} in {out:?}");
            }
            if color == "never" {
                assert!(!out.contains('\u{1b}'), "{args:?}: {out:?}");
            }
            if args[0] == "show" {
                assert!(
                    out.contains("\\x1b[8mhidden\\x1b[31mINJ"),
                    "{args:?}: shown escaped: {out}"
                );
            }
        }
    }
    // Errors quote the file's values escaped too.
    let bad = dir.join("bad.yaml");
    std::fs::write(&bad, "title: ok\ntile: \"8\\e[8m\\e[31mINJ\"\n").unwrap();
    let o = run(&["check", bad.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    let e = stderr(&o);
    assert!(!e.contains('\u{1b}'), "{e:?}");
    assert!(e.contains("`8\\x1b[8m\\x1b[31mINJ` is not a tile"), "{e}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_file_name_cannot_fake_a_line() {
    let dir = temp_dir("names");
    let fake = "a.yaml: 1 problem found, nothing was loaded\nb.yaml: valid (1 pawn)";
    let named = dir.join(format!("{fake}\u{1b}[8m"));
    std::fs::write(&named, "tile: 30\n").unwrap();
    let o = run(&["check", named.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    let all = format!("{}{}", stdout(&o), stderr(&o));
    assert!(
        !all.lines().any(|l| l.starts_with("b.yaml: valid")),
        "a fake line: {all}"
    );
    assert!(!all.contains('\u{1b}'), "{all:?}");
    assert!(
        all.contains(
            "a.yaml: 1 problem found, nothing was loaded\\x0ab.yaml: valid (1 pawn)\\x1b[8m"
        ),
        "{all}"
    );
    // In messages about written files too.
    let out = dir.join("x\ny.svg");
    std::fs::write(&out, "mine").unwrap();
    let o = run(&[
        "show",
        "scenarios/rulebook/monster-basic.yaml",
        "--format",
        "svg",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(stderr(&o).lines().count(), 1, "{}", stderr(&o));
    assert!(stderr(&o).contains("x\\x0ay.svg: the file exists"));
    let _ = std::fs::remove_dir_all(&dir);
}
