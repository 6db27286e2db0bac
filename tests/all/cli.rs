//! The `furunkulus` binary end to end: whole outputs snapshotted with insta (no colour,
//! exit status included), JSON checked against docs/FORMAT.md, exit codes, colour switches.

use crate::common::{bin, json_of as json, run_bin as run, stderr, stdout, transcript};

#[test]
fn trace_basic_example_text() {
    insta::assert_snapshot!(transcript(&[
        "trace",
        "scenarios/rulebook/monster-basic.yaml",
        "--color",
        "never"
    ]));
}

#[test]
fn trace_advanced_example_text() {
    insta::assert_snapshot!(transcript(&[
        "trace",
        "scenarios/rulebook/monster-advanced.yaml",
        "--color",
        "never"
    ]));
}

#[test]
fn show_basic_setup() {
    insta::assert_snapshot!(transcript(&[
        "show",
        "scenarios/setup/basic.yaml",
        "--color",
        "never"
    ]));
}

/// Text with its line breaks and indentation folded into single spaces: for phrases that
/// may be wrapped.
pub fn flat(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[test]
fn trace_json_follows_format_section_3() {
    let d = json(&[
        "trace",
        "scenarios/rulebook/monster-basic.yaml",
        "--format",
        "json",
    ]);
    assert_eq!(d["tile"], "8");
    let steps = d["steps"].as_array().unwrap();
    assert_eq!(steps.len(), 8);
    assert_eq!(steps[0]["step"], 1);
    assert_eq!(steps[0]["from"], "j8");
    assert_eq!(steps[0]["to"], "j7");
    assert_eq!(steps[0]["facing"], "north");
    assert_eq!(steps[0]["decision"], "turn-left");
    assert_eq!(steps[0]["sees"][0]["direction"], "north");
    assert_eq!(steps[0]["sees"][0]["pawn"], "A");
    assert_eq!(steps[0]["sees"][0]["distance"], 6);
    assert_eq!(steps[3]["decision"], "tie");
    let fin = &d["final"];
    assert_eq!(fin["monster"]["at"], "p8");
    assert_eq!(fin["monster"]["facing"], "west");
    let removed: Vec<(String, String, u64)> = fin["removed"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            (
                r["pawn"].as_str().unwrap().to_string(),
                r["how"].as_str().unwrap().to_string(),
                r["step"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        removed,
        vec![
            ("C".into(), "eaten".into(), 3),
            ("F".into(), "crushed".into(), 5),
            ("G".into(), "eaten".into(), 7)
        ]
    );
    assert_eq!(
        fin["pawns"],
        serde_json::json!({"A": "j2", "B": "i8", "D": "m3", "E": "m9", "H": "k5"})
    );
    assert_eq!(fin["stones"], serde_json::json!([]));
    assert_eq!(fin["crystals"], serde_json::json!([]));
    assert_eq!(fin["pivots"], serde_json::json!([]));
    // Every event names its rule.
    for s in steps {
        for e in s["events"].as_array().unwrap() {
            assert!(e["type"].is_string() && e["rule"].is_string(), "{e}");
        }
    }
}

#[test]
fn trace_json_lists_pivots_and_crystals_sorted() {
    let d = json(&[
        "trace",
        "scenarios/rulebook/monster-advanced.yaml",
        "--format",
        "json",
    ]);
    let fin = &d["final"];
    assert_eq!(
        fin["monster"],
        serde_json::json!({"at": "m5", "facing": "south"})
    );
    assert_eq!(fin["crystals"], serde_json::json!(["n5"]));
    assert_eq!(
        fin["pivots"],
        serde_json::json!([{"at": "k8", "turn": "right"}, {"at": "m7", "turn": "around"}])
    );
    assert_eq!(
        fin["removed"],
        serde_json::json!([{"pawn": "D", "how": "eaten", "step": 4}])
    );
    let teleports: Vec<&serde_json::Value> = d["steps"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|s| s["events"].as_array().unwrap())
        .filter(|e| e["type"] == "teleport")
        .collect();
    assert_eq!(teleports.len(), 2);
    assert_eq!(teleports[0]["to"], "o7");
    assert_eq!(teleports[0]["facing"], "south");
}

#[test]
fn tile_and_options_on_the_command_line() {
    let d = json(&[
        "trace",
        "scenarios/rulebook/monster-basic.yaml",
        "--tile",
        "prey-1",
        "--option",
        "pivot-chain=push",
        "--format",
        "json",
    ]);
    assert_eq!(d["tile"], "prey-1");
    assert_eq!(d["options"], serde_json::json!(["pivot-chain=push"]));
    // prey-1: stops after the step that eats C.
    assert_eq!(d["steps"].as_array().unwrap().len(), 3);
}

#[test]
fn same_input_same_bytes() {
    let a = run(&[
        "trace",
        "scenarios/rulebook/monster-advanced.yaml",
        "--format",
        "json",
    ]);
    let b = run(&[
        "trace",
        "scenarios/rulebook/monster-advanced.yaml",
        "--format",
        "json",
    ]);
    assert_eq!(a.stdout, b.stdout);
    let a = run(&[
        "trace",
        "scenarios/rulebook/monster-advanced.yaml",
        "--color",
        "always",
    ]);
    let b = run(&[
        "trace",
        "scenarios/rulebook/monster-advanced.yaml",
        "--color",
        "always",
    ]);
    assert_eq!(a.stdout, b.stdout);
}

#[test]
fn colour_switches() {
    let always = stdout(&run(&[
        "trace",
        "scenarios/rulebook/monster-basic.yaml",
        "--color",
        "always",
    ]));
    assert!(always.contains("\u{1b}["), "--color always colours");
    let never = stdout(&run(&[
        "trace",
        "scenarios/rulebook/monster-basic.yaml",
        "--color",
        "never",
    ]));
    assert!(!never.contains('\u{1b}'));
    // auto: not a terminal here, and NO_COLOR set: no colour either way.
    let o = bin()
        .args(["trace", "scenarios/rulebook/monster-basic.yaml"])
        .env("NO_COLOR", "1")
        .output()
        .unwrap();
    assert!(!stdout(&o).contains('\u{1b}'));
    // Without colour the text is the same words.
    let stripped: String = strip_ansi(&always);
    assert_eq!(stripped, never);
}

fn strip_ansi(s: &str) -> String {
    let mut out = String::new();
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' {
            for d in chars.by_ref() {
                if d.is_ascii_alphabetic() {
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}

#[test]
fn invalid_scenario_exits_1_naming_file_and_lines() {
    let dir = std::env::temp_dir().join(format!("furunkulus-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let f = dir.join("bad.yaml");
    std::fs::write(
        &f,
        "monster: { at: j8 }\nstones: [z9, n6]\npawns:\n  - { name: A, at: n6 }\ncolour: red\n",
    )
    .unwrap();
    let path = f.to_str().unwrap();
    for cmd in ["trace", "show", "check"] {
        let o = run(&[cmd, path]);
        assert_eq!(o.status.code(), Some(1), "{cmd}");
        assert!(
            stdout(&o).is_empty() || cmd == "check",
            "{cmd}: nothing half-done on stdout"
        );
        let e = stderr(&o);
        assert!(e.contains(&format!("{path}:2:")), "{e}");
        assert!(e.contains(&format!("{path}:4:")), "{e}");
        assert!(e.contains(&format!("{path}:5:")), "{e}");
        assert!(e.contains("3 problems"), "{e}");
    }
    let o = run(&["check", "scenarios/rulebook/monster-basic.yaml"]);
    assert_eq!(o.status.code(), Some(0));
    assert!(stdout(&o).contains("valid"));
    let missing = dir.join("missing.yaml");
    let o = run(&["trace", missing.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o),
        format!("{}: no such file\n", missing.display()),
        "a missing file says so, in one line"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn bad_requests_exit_1_usage_errors_exit_2() {
    let o = run(&[
        "trace",
        "scenarios/rulebook/monster-basic.yaml",
        "--tile",
        "9x",
    ]);
    assert_eq!(
        o.status.code(),
        Some(2),
        "a malformed argument is a usage error"
    );
    assert!(stderr(&o).contains("not a tile"));
    let o = run(&[
        "trace",
        "scenarios/rulebook/monster-basic.yaml",
        "--option",
        "pivot-chain=maybe",
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("turn-again"));
    let o = run(&["trace", "scenarios/setup/basic.yaml"]);
    assert_eq!(o.status.code(), Some(1), "no tile anywhere");
    assert!(stderr(&o).contains("--tile"));
    let o = run(&["rules", "M99"]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(run(&["frobnicate"]).status.code(), Some(2));
    assert_eq!(run(&["trace"]).status.code(), Some(2));
}

#[test]
fn rules_command() {
    let o = run(&["rules", "M4"]);
    assert_eq!(o.status.code(), Some(0));
    assert!(stdout(&o).starts_with("M4 "));
    let o = run(&["rules", "pivot-when-tied"]);
    assert!(stdout(&o).contains("pivot-when-tied=push (default)"));
    let all = stdout(&run(&["rules"]));
    for id in [
        "B1",
        "M1",
        "M11",
        "P8",
        "G9",
        "S14",
        "monster-corner-stones",
        "keep-clear",
    ] {
        assert!(all.contains(id), "{id}");
    }
}

/// Every rule id of `docs/RULES.md` (`- **M4 ...` items and `### Wall letters (B1)`
/// headings), in order.
pub(crate) fn rule_ids_of_docs() -> Vec<String> {
    let doc = std::fs::read_to_string("docs/RULES.md").unwrap();
    let mut ids: Vec<String> = Vec::new();
    for line in doc.lines() {
        let id = if let Some(rest) = line.strip_prefix("- **") {
            rest.split(|c: char| !c.is_ascii_alphanumeric()).next()
        } else if line.starts_with("### ") && line.ends_with(')') {
            line.rsplit('(').next().map(|s| s.trim_end_matches(')'))
        } else {
            None
        };
        if let Some(id) = id {
            let mut chars = id.chars();
            if matches!(chars.next(), Some('B' | 'M' | 'P' | 'G' | 'S'))
                && chars.clone().next().is_some()
                && chars.all(|c| c.is_ascii_digit())
            {
                ids.push(id.to_string());
            }
        }
    }
    ids
}

/// Every option named in a table of `docs/RULES.md` (`| \`keep-clear\` | ...`).
pub(crate) fn options_of_docs() -> Vec<String> {
    let doc = std::fs::read_to_string("docs/RULES.md").unwrap();
    doc.lines()
        .filter(|l| l.starts_with("| `"))
        .map(|l| l[3..].split('`').next().unwrap().to_string())
        .collect()
}

/// `furunkulus rules` is in step with the project's own `docs/RULES.md`: every rule id and
/// every option named there is printed, and nothing is printed that the document lacks.
#[test]
fn rules_prints_every_id_and_option_of_docs_rules_md() {
    let ids = rule_ids_of_docs();
    assert!(ids.len() >= 51, "ids read from docs/RULES.md: {ids:?}");
    let all = stdout(&run(&["rules"]));
    for id in &ids {
        let o = run(&["rules", id]);
        assert_eq!(o.status.code(), Some(0), "rules {id}");
        assert!(stdout(&o).starts_with(&format!("{id} ")), "rules {id}");
    }
    let printed: Vec<&str> = all
        .lines()
        .filter_map(|l| l.split_whitespace().next())
        .filter(|w| {
            let mut c = w.chars();
            matches!(c.next(), Some('B' | 'M' | 'P' | 'G' | 'S'))
                && c.clone().next().is_some()
                && c.all(|c| c.is_ascii_digit())
        })
        .collect();
    for id in &printed {
        assert!(
            ids.iter().any(|i| i == id),
            "`rules` prints {id}, which docs/RULES.md lacks"
        );
    }
    let options = options_of_docs();
    assert!(options.len() >= 7, "{options:?}");
    for option in &options {
        assert!(
            all.contains(option.as_str()),
            "the option {option} of docs/RULES.md"
        );
    }
}

#[test]
fn bench_reports_steps_per_second() {
    let o = run(&["bench", "--rounds", "1", "--puzzles", "1"]);
    assert_eq!(o.status.code(), Some(0));
    let s = stdout(&o);
    for figure in [
        "steps per second",
        "us per pawn",
        "placements evaluated per second",
        "puzzles",
        "greedy: ",
        "games per second",
    ] {
        assert!(s.contains(figure), "{figure}: {s}");
    }
}

#[test]
fn moves_json_follows_format_section_4() {
    let d = json(&[
        "moves",
        "scenarios/rulebook/pawn-1.yaml",
        "--pawn",
        "P",
        "--format",
        "json",
    ]);
    assert_eq!(d["pawn"], "P");
    assert_eq!(d["face"], 4);
    let dests = d["destinations"].as_array().unwrap();
    let g5 = dests
        .iter()
        .find(|x| x["to"] == "g5" && !x["pushes"].as_array().unwrap().is_empty())
        .expect("g5 with the stone pushed to f6 is a result");
    assert_eq!(g5["cost"], 4);
    assert_eq!(g5["path"], serde_json::json!(["i6", "h6", "g6", "g5"]));
    assert_eq!(g5["pushes"][0]["from"], "g6");
    assert_eq!(g5["pushes"][0]["to"], "f6");
    let stay = dests.iter().find(|x| x["cost"] == 0).expect("staying put");
    assert_eq!(stay["to"], "j6");
    assert_eq!(stay["path"], serde_json::json!([]));
}

#[test]
fn moves_to_settles_a_dispute() {
    let o = run(&[
        "moves",
        "scenarios/rulebook/pawn-3.yaml",
        "--pawn",
        "P",
        "--to",
        "f5",
        "--color",
        "never",
    ]);
    assert_eq!(
        o.status.code(),
        Some(0),
        "an illegal move is an answer, not an error"
    );
    let s = stdout(&o);
    assert!(s.starts_with("No:"), "{s}");
    assert!(s.contains("(P7)"), "{s}");
    let o = run(&[
        "moves",
        "scenarios/rulebook/pawn-3.yaml",
        "--pawn",
        "P",
        "--to",
        "h4",
        "--color",
        "never",
    ]);
    assert_eq!(o.status.code(), Some(0));
    let s = stdout(&o);
    assert!(s.starts_with("Yes:"), "{s}");
    assert!(s.contains("slides on to h4 (P6)"), "{s}");
    let d = json(&[
        "moves",
        "scenarios/rulebook/pawn-3.yaml",
        "--pawn",
        "P",
        "--to",
        "f5",
        "--format",
        "json",
    ]);
    assert_eq!(d["legal"], false);
    assert!(d["reasons"]
        .as_array()
        .unwrap()
        .iter()
        .any(|r| r.as_str().unwrap().contains("P7")));
    // Bad requests: exit 1.
    let o = run(&[
        "moves",
        "scenarios/rulebook/pawn-3.yaml",
        "--pawn",
        "P",
        "--to",
        "z99",
    ]);
    assert_eq!(
        o.status.code(),
        Some(2),
        "a malformed square is a usage error"
    );
    let o = run(&[
        "moves",
        "scenarios/rulebook/pawn-3.yaml",
        "--pawn",
        "P",
        "--points",
        "9",
    ]);
    assert_eq!(o.status.code(), Some(2), "a pawn has 0 to 6 points");
    let o = run(&[
        "moves",
        "scenarios/rulebook/pawn-3.yaml",
        "--pawn",
        "Nobody",
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("no pawn `Nobody`"));
    let o = run(&[
        "moves",
        "scenarios/rulebook/monster-basic.yaml",
        "--pawn",
        "A",
    ]);
    assert_eq!(o.status.code(), Some(1), "no face and no --points");
    assert!(stderr(&o).contains("--points"));
    let o = run(&[
        "moves",
        "scenarios/rulebook/monster-basic.yaml",
        "--pawn",
        "A",
        "--points",
        "2",
        "--format",
        "json",
    ]);
    assert_eq!(o.status.code(), Some(0));
}

#[test]
fn moves_dot_exports_the_move_graph() {
    let o = run(&[
        "moves",
        "scenarios/rulebook/pawn-1.yaml",
        "--pawn",
        "P",
        "--dot",
    ]);
    assert_eq!(o.status.code(), Some(0));
    let s = stdout(&o);
    assert!(s.starts_with("digraph moves {"), "{s}");
    assert!(s.contains("label=\"g5\""), "{s}");
    assert!(
        s.contains("label=\"west push\""),
        "the push into g6 is an edge: {s}"
    );
}

#[test]
fn puzzle_solve_and_generate() {
    let d = json(&[
        "puzzle",
        "solve",
        "scenarios/puzzles/basic-move-easy-2003-01.yaml",
        "--format",
        "json",
        "--explain",
    ]);
    assert_eq!(d["verdict"], "unique");
    assert_eq!(d["kind"], "move");
    // A move's solution is its path (docs/FORMAT.md section 5).
    assert_eq!(d["solutions"], serde_json::json!([["p7"]]));
    assert!(d["explanation"]
        .as_str()
        .unwrap()
        .starts_with("red1 goes p7."));
    let d = json(&[
        "puzzle",
        "solve",
        "scenarios/puzzles/basic-two-moves-medium-2003-01.yaml",
        "--format",
        "json",
    ]);
    assert_eq!(d["solutions"][0].as_array().unwrap().len(), 2, "two paths");
    let d = json(&[
        "puzzle",
        "solve",
        "scenarios/puzzles/basic-predict-easy-2003-01.yaml",
        "--format",
        "json",
    ]);
    assert_eq!(d["solutions"], serde_json::json!([["prey-2"]]));
    let text = stdout(&run(&[
        "puzzle",
        "solve",
        "scenarios/puzzles/basic-move-easy-2003-01.yaml",
        "--explain",
        "--color",
        "never",
    ]));
    assert!(text.contains("Why: red1 goes p7."), "{text}");
    let dir = std::env::temp_dir().join(format!("furunkulus-gen-{}", std::process::id()));
    let (a, b) = (dir.join("a"), dir.join("b"));
    for out in [&a, &b] {
        let o = run(&[
            "puzzle",
            "generate",
            "--seed",
            "7",
            "--count",
            "2",
            "--kind",
            "predict",
            "--difficulty",
            "any",
            "--out",
            out.to_str().unwrap(),
        ]);
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    }
    let mut names: Vec<_> = std::fs::read_dir(&a)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    names.sort();
    assert_eq!(names.len(), 2);
    for n in &names {
        let (x, y) = (
            std::fs::read(a.join(n)).unwrap(),
            std::fs::read(b.join(n)).unwrap(),
        );
        assert_eq!(x, y, "same seed, same file");
        let d = json(&[
            "puzzle",
            "solve",
            a.join(n).to_str().unwrap(),
            "--format",
            "json",
        ]);
        assert_eq!(d["verdict"], "unique");
    }
    // The stored set is left out by default: no puzzle made shares a key with a stored one,
    // and the summary says how many were left out; --allow-stored lets them be made again.
    let stored_keys = furunkulus::puzzle::stored_keys();
    for allow in [false, true] {
        let c = dir.join(format!("c{allow}"));
        let mut args = vec![
            "puzzle",
            "generate",
            "--seed",
            "2026",
            "--kind",
            "move",
            "--count",
            "3",
            "--out",
            c.to_str().unwrap(),
        ];
        if allow {
            args.push("--allow-stored");
        }
        let o = run(&args);
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        if !allow {
            for e in std::fs::read_dir(&c).unwrap().flatten() {
                let p = furunkulus::puzzle::load_file(&e.path()).unwrap();
                let answer = &p.solution.as_ref().unwrap()[0];
                for k in furunkulus::puzzle::puzzle_keys(&p, answer) {
                    assert!(!stored_keys.contains(&k), "{:?} is stored", e.path());
                }
            }
        }
    }
    let c = dir.join("c");
    let o = run(&[
        "puzzle",
        "generate",
        "--avoid",
        "no/such/dir",
        "--out",
        c.to_str().unwrap(),
    ]);
    assert_ne!(o.status.code(), Some(0));
    // A puzzle file is a scenario too.
    assert_eq!(
        run(&["check", "scenarios/puzzles/basic-move-easy-2003-01.yaml"])
            .status
            .code(),
        Some(0)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

fn temp_file(name: &str, text: &str) -> std::path::PathBuf {
    crate::common::file_in("cli2", name, text)
}

#[test]
fn trace_names_the_options_and_rules_that_decided() {
    // Two pivots in a row: the second turn happens because of pivot-chain=turn-again.
    let f = temp_file(
        "chain.yaml",
        "monster: { at: h6, facing: east }\npivots:\n  - { at: i6, turn: right }\n  - { at: h7, turn: right }\n",
    );
    let p = f.to_str().unwrap();
    let d = json(&["trace", p, "--tile", "1", "--format", "json"]);
    let turns: Vec<&serde_json::Value> = d["steps"][0]["events"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["type"] == "pivot-turn")
        .collect();
    assert_eq!(turns.len(), 2);
    assert!(turns[0].get("option").is_none());
    assert_eq!(turns[1]["option"], "pivot-chain=turn-again");
    assert_eq!(d["end"]["reason"], "steps");
    // A prey tile says why it stopped.
    let d = json(&[
        "trace",
        "scenarios/rulebook/monster-basic.yaml",
        "--tile",
        "prey-2",
        "--format",
        "json",
    ]);
    assert_eq!(d["end"]["reason"], "prey-count");
    assert_eq!(d["end"]["removed"], 2);
    let text = stdout(&run(&[
        "trace",
        "scenarios/rulebook/monster-basic.yaml",
        "--tile",
        "prey-2",
        "--color",
        "never",
    ]));
    assert!(
        flat(&text).contains("so the move ends after that whole step (M11, S6)"),
        "{text}"
    );
    let d = json(&["trace", p, "--tile", "prey-1", "--format", "json"]);
    assert_eq!(d["end"]["reason"], "step-cap");
    assert_eq!(d["end"]["steps"], 20);
    // A pivot behind the wall: the trace names the wall (S2).
    let f = temp_file(
        "wallpivot.yaml",
        "monster: { at: p6, facing: east }\npivots:\n  - { at: a6, turn: right }\n",
    );
    let text = stdout(&run(&[
        "trace",
        f.to_str().unwrap(),
        "--tile",
        "1",
        "--color",
        "never",
    ]));
    assert!(flat(&text).contains("behind the wall at V"), "{text}");
    assert!(text.contains("steps onto p7"), "{text}");
}

#[test]
fn boards_list_teleporter_pairs_and_waiting_pawns() {
    let f = temp_file(
        "tw.yaml",
        "teleporters:\n  - { at: j5, arrow: east, pair: y }\n  - { at: o7, arrow: south, pair: y }\npawns:\n  - { name: A, at: waiting }\n  - { name: B, at: c3 }\n",
    );
    let text = stdout(&run(&["show", f.to_str().unwrap(), "--color", "never"]));
    assert!(
        text.contains("teleporter pair Y (y): j5 (arrow east) <-> o7 (arrow south)"),
        "{text}"
    );
    // The pair's letter is the one a drawn map uses.
    assert!(text.contains(" Y> ") && text.contains(" Yv "), "{text}");
    assert!(text.contains("waiting beside the entrance: A"), "{text}");
}

#[test]
fn huge_searches_are_refused_not_started() {
    let o = run(&[
        "search",
        "place",
        "scenarios/setup/basic.yaml",
        "--count",
        "10",
        "--goal",
        "survive",
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("--max-placements"), "{}", stderr(&o));
    let o = run(&[
        "search",
        "place",
        "scenarios/setup/basic.yaml",
        "--count",
        "0",
        "--goal",
        "survive",
    ]);
    assert_eq!(o.status.code(), Some(2));
    // The goal's words do not swallow the file.
    let o = run(&[
        "search",
        "place",
        "--count",
        "1",
        "--goal",
        "survive",
        "scenarios/setup/basic.yaml",
        "--tiles",
        "5",
        "--format",
        "json",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
}

#[test]
fn failures_print_nothing_on_stdout_and_survive_closed_pipes() {
    let bad = temp_file("bad2.yaml", "stones: [z9]\n");
    let o = run(&["check", "scenarios/setup/basic.yaml", bad.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(o.stdout.is_empty(), "{}", stdout(&o));
    assert!(stderr(&o).contains("scenarios/setup/basic.yaml: valid"));
    // stderr closed before the report is written: no panic (exit 101), just exit 1.
    use std::process::Stdio;
    let mut child = bin()
        .args(["check", bad.to_str().unwrap()])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stderr.take());
    let status = child.wait().unwrap();
    assert_eq!(status.code(), Some(1));
}

#[test]
fn stated_solutions_are_checked() {
    let text = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("scenarios/puzzles/basic-move-easy-2003-01.yaml"),
    )
    .unwrap();
    assert!(text.contains("solution: [[p7]]"));
    // A path red1 (1 point) cannot walk, in `moves --to`'s words, with its line.
    let bad = temp_file(
        "stated.yaml",
        &text.replace("solution: [[p7]]", "solution: [[o8, o9], [p7]]"),
    );
    let o = run(&["puzzle", "solve", bad.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    let e = stderr(&o);
    assert!(e.contains("stated.yaml:15:"), "{e}");
    assert!(
        e.contains("red1 cannot go o8 o9: the path takes 2 points; the pawn has 1 (P1)"),
        "{e}"
    );
    // An answer stated twice.
    let twice = temp_file(
        "twice.yaml",
        &text.replace("solution: [[p7]]", "solution: [[p7], [p7]]"),
    );
    let o = run(&["puzzle", "solve", twice.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("stated twice"), "{}", stderr(&o));
    // A stated list that is partly right says which part.
    let partial = temp_file(
        "partial.yaml",
        &text.replace("solution: [[p7]]", "solution: [[p7], [o6]]"),
    );
    let o = run(&[
        "puzzle",
        "solve",
        partial.to_str().unwrap(),
        "--color",
        "never",
    ]);
    assert_eq!(
        o.status.code(),
        Some(1),
        "a wrong stated solution is an error"
    );
    assert_eq!(stdout(&o), "", "nothing on standard output");
    // Located at the stated solution (issue 30, P1).
    let (line, column) = text
        .lines()
        .enumerate()
        .find_map(|(i, l)| l.find("solution: [[").map(|c| (i + 1, c + 11)))
        .unwrap();
    let located = format!(
        "{}:{line}:{column}: the stated solution is wrong: stated p7 and o6; the solution is p7\n",
        partial.display()
    );
    assert_eq!(stderr(&o), located);
    // `check` says the same: a puzzle whose stated solution is wrong is not valid.
    let o = run(&["check", partial.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(stderr(&o), located);
    // One wrong move: the plain message.
    let wrong = temp_file(
        "wrong.yaml",
        &text.replace("solution: [[p7]]", "solution: [[o6]]"),
    );
    let o = run(&[
        "puzzle",
        "solve",
        wrong.to_str().unwrap(),
        "--format",
        "json",
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert!(o.stdout.is_empty());
    assert!(
        stderr(&o).ends_with("stated o6; the solution is p7\n"),
        "{}",
        stderr(&o)
    );
    // The right one is valid, and `check` solves it to say so.
    let o = run(&["check", "scenarios/puzzles/basic-move-easy-2003-01.yaml"]);
    assert_eq!(o.status.code(), Some(0));
}

#[test]
fn show_format_map_writes_a_scenario_that_draws_the_board() {
    insta::assert_snapshot!(transcript(&[
        "show",
        "scenarios/rulebook/monster-advanced.yaml",
        "--format",
        "map",
    ]));
    // What it prints loads to the same position, and `show` of it draws the same board.
    let dir = std::env::temp_dir().join(format!("furunkulus-map-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for f in [
        "scenarios/rulebook/monster-basic.yaml",
        "scenarios/rulebook/pawn-3.yaml",
        "scenarios/puzzles/advanced-weapon-medium-2003-02.yaml",
    ] {
        let o = run(&["show", f, "--format", "map"]);
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        let path = dir.join("map.yaml");
        std::fs::write(&path, &o.stdout).unwrap();
        let a = furunkulus::puzzle::load_any(std::path::Path::new(f))
            .unwrap()
            .0;
        let b = furunkulus::scenario::load_file(&path).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(a.position(), b.position(), "{f}");
        let show = |p: &str| stdout(&run(&["show", p, "--color", "never"]));
        if !f.contains("advanced") {
            assert_eq!(show(f), show(path.to_str().unwrap()), "{f}");
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_bad_map_names_its_line_and_column_and_prints_nothing() {
    let dir = std::env::temp_dir().join(format!("furunkulus-badmap-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("bad.yaml");
    let text = std::fs::read_to_string("scenarios/maps/monster-basic.yaml")
        .unwrap()
        .replace("  6 V  .  .", "  6 V  .  %");
    std::fs::write(&path, text).unwrap();
    for cmd in ["show", "check", "trace"] {
        let o = run(&[cmd, path.to_str().unwrap()]);
        assert_eq!(o.status.code(), Some(1), "{cmd}");
        assert_eq!(stdout(&o), "", "{cmd}");
        let e = stderr(&o);
        assert!(
            e.contains("bad.yaml:13:13: `map`, b6: `%` is not a square's drawing"),
            "{cmd}: {e}"
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn generated_puzzles_never_overwrite_other_contents() {
    let dir = std::env::temp_dir().join(format!("furunkulus-keep-{}", std::process::id()));
    let args = |d: &std::path::Path| {
        let d = d.to_str().unwrap().to_string();
        vec![
            "puzzle".to_string(),
            "generate".into(),
            "--seed".into(),
            "5".into(),
            "--difficulty".into(),
            "easy".into(),
            "--out".into(),
            d,
        ]
    };
    let go = || {
        let a = args(&dir);
        run(&a.iter().map(String::as_str).collect::<Vec<_>>())
    };
    assert_eq!(go().status.code(), Some(0));
    // The same files again: nothing to change.
    assert_eq!(go().status.code(), Some(0));
    let file = dir.join("basic-move-easy-5-01.yaml");
    std::fs::write(&file, "mine\n").unwrap();
    let o = go();
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("the file exists with other contents"),
        "{}",
        stderr(&o)
    );
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "mine\n");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `puzzle sheet FILE... --answers FILE`: the questions and the answer sheet from one run,
/// several puzzles numbered; the questions never give the answer away.
#[test]
fn puzzle_sheets_with_their_answers() {
    let dir = std::env::temp_dir().join(format!("furunkulus-sheets-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (q, a) = (dir.join("q.txt"), dir.join("a.txt"));
    let o = run(&[
        "puzzle",
        "sheet",
        "scenarios/puzzles/basic-move-easy-2003-01.yaml",
        "scenarios/puzzles/basic-predict-easy-2003-01.yaml",
        "--format",
        "text",
        "--out",
        q.to_str().unwrap(),
        "--answers",
        a.to_str().unwrap(),
        "--color",
        "never",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let (q, a) = (
        std::fs::read_to_string(&q).unwrap(),
        std::fs::read_to_string(&a).unwrap(),
    );
    assert!(
        q.contains("Puzzle 1: Move") && q.contains("Puzzle 2: Predict"),
        "{q}"
    );
    assert!(!q.contains("Unique") && !q.contains("Why:"), "{q}");
    assert!(a.contains("Unique: the only solution is red1 p7."), "{a}");
    assert!(
        a.contains("Unique: the only solution is the tile prey-2."),
        "{a}"
    );
    assert_eq!(a.matches("Why: ").count(), 2, "{a}");
    // --answers and --solution together make no sense.
    let o = run(&[
        "puzzle",
        "sheet",
        "scenarios/puzzles/basic-move-easy-2003-01.yaml",
        "--solution",
        "--answers",
        dir.join("x").to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(2));
    std::fs::remove_dir_all(&dir).unwrap();
}
