//! Issue 14, "at the table": explanations that name the rule in dispute, boards that can be
//! read, output that fits the terminal, and the command-line conventions. Each test fails
//! without its fix.

use crate::cli::flat;
use crate::common::{bin, run_bin as run, stderr, stdout};
use std::path::PathBuf;

fn file(name: &str, text: &str) -> PathBuf {
    crate::common::file_in("table", name, text)
}

fn text(args: &[&str]) -> String {
    let mut all = args.to_vec();
    all.extend(["--color", "never"]);
    let o = run(&all);
    assert_eq!(o.status.code(), Some(0), "{args:?}: {}", stderr(&o));
    stdout(&o)
}

/// `moves FILE --pawn PAWN --to TO` (words, flattened): what the way to TO is, or why not.
fn moves_to(file: impl AsRef<std::path::Path>, pawn: &str, to: &str) -> String {
    let f = file.as_ref().to_str().unwrap();
    flat(&text(&["moves", f, "--pawn", pawn, "--to", to]))
}

// 1. `moves --to` names what bars the short way.
#[test]
fn moves_to_names_what_bars_the_short_way() {
    let f = file(
        "bar.yaml",
        "monster: { at: e4, facing: north }\nstones: [h6, i6]\nteleporters:\n  - { at: d8, arrow: east, pair: red }\n  - { at: l2, arrow: south, pair: red }\npawns:\n  - { name: P, at: d4, face: 2 }\n  - { name: Q, at: g6, face: 2 }\n  - { name: R, at: d7, face: 2 }\n",
    );
    let p = f.to_str().unwrap();
    let t = moves_to(p, "P", "f4");
    assert!(t.contains("the short way to f4 (2 points) is barred: e4 is the monster's square, which a pawn may never enter (P4)"), "{t}");
    assert!(
        t.contains("f4 is 4 points away; the pawn has 2 (P1)"),
        "{t}"
    );
    let t = moves_to(p, "R", "d9");
    assert!(
        t.contains("barred: d8 holds a teleporter, which a pawn may never enter (P4)"),
        "{t}"
    );
    let t = moves_to(p, "Q", "i6");
    assert!(t.contains("barred: the stone on h6 cannot be pushed east: i6 is taken by a stone, and a pawn pushes one piece only (P5)"), "{t}");
    // A pool on the short way slides the pawn past (P6); the destination's own pool is told
    // as a pool square, not twice.
    let pool = file(
        "pool.yaml",
        "setup: basic\nmonster: { at: h2, facing: west }\npawns:\n  - { name: P, at: h3, face: 2 }\n",
    );
    let t = moves_to(&pool, "P", "i2");
    assert!(t.contains("the short way to i2 (2 points) is barred: stepping onto the pool on i3 slides the pawn on to k3, off the short way (P6)"), "{t}");
    let t = moves_to(&pool, "P", "j3");
    assert!(!t.contains("barred"), "{t}");
    // Too far even on an empty board: the distance alone is the reason.
    let t = moves_to(p, "P", "h4");
    assert!(!t.contains("barred"), "{t}");
    assert!(
        t.contains("h4 is 6 points away; the pawn has 2 (P1)"),
        "{t}"
    );
}

// 2, 3. One stone pushed twice in one point (S12); a slide says what stopped it (P6, P7).
#[test]
fn one_stone_pushed_twice_and_slides_that_stop() {
    let f = file(
        "twice.yaml",
        "pools: [ { at: h7, size: 2x1 } ]\nstones: [h7]\nmonster: { at: a1 }\npawns: [ { name: P, at: g7, face: 1 } ]\n",
    );
    let t = moves_to(&f, "P", "j7");
    assert!(
        t.contains("pushing the stone h7 -> j7, then the same stone again j7 -> k7"),
        "{t}"
    );
    assert!(t.contains("(S12)"), "{t}");
    assert!(!t.contains("and the stone j7"), "{t}");
    let t = text(&["moves", f.to_str().unwrap(), "--pawn", "P"]);
    assert!(t.contains("the stone h7 -> j7 -> k7"), "{t}");
    // The rulebook's third pawn example: the slide stops on h6, the stone on g6 in the way.
    let t = moves_to("scenarios/rulebook/pawn-3.yaml", "P", "h6");
    assert!(
        t.contains(
            "the slide stops on h6, since the stone on g6 lies on the pool in the way (P6, S12)"
        ),
        "{t}"
    );
    assert!(
        t.contains("It may end its move on the pool square h6"),
        "{t}"
    );
    assert!(t.contains("(P7; the author's FAQ)"), "{t}");
}

// 4. What the monster looked over or through, and what it does not see.
#[test]
fn sight_lines_say_what_the_monster_looked_across() {
    let basic = flat(&text(&["trace", "scenarios/rulebook/monster-basic.yaml"]));
    assert!(basic.contains("pawn C, 3 squares away, across the pool on k6 and l6: pool squares count like any other (M3; the FAQ)"), "{basic}");
    assert!(basic.contains("behind (west): pawn B, 1 square away, is not seen: the monster never looks behind (M2)"), "{basic}");
    assert!(
        basic.contains("it does not see H while sliding: it slides without looking (M7)"),
        "{basic}"
    );
    let adv = flat(&text(&[
        "trace",
        "scenarios/rulebook/monster-advanced.yaml",
    ]));
    assert!(
        adv.contains("pawn A, 5 squares away, over the teleporter on j5, which lies flat (M2)"),
        "{adv}"
    );
    assert!(adv.contains("pawn C, 2 squares away, through the crystal on k5, which does not block its sight (M2)"), "{adv}");
    assert!(
        adv.contains(
            "it does not see B and C from the teleporter: it does not look on the way (M10)"
        ),
        "{adv}"
    );
}

// 5. Citations: S5, M9 while sliding, S7, the doors (B1).
#[test]
fn the_trace_cites_s5_m9_s7_and_b1() {
    let t = |yaml: &str, tile: &str| {
        let f = file("cite.yaml", yaml);
        flat(&text(&["trace", f.to_str().unwrap(), "--tile", tile]))
    };
    let s5 = t(
        "monster: { at: e6, facing: east }\nstones: [f6, i6]\npools: [ { at: g6, size: 2x1 } ]\n",
        "1",
    );
    assert!(
        s5.contains(
            "it stops on h6, the last pool square it can reach: beyond is the stone on i6 (S5)"
        ),
        "{s5}"
    );
    let m9 = t("monster: { at: e6, facing: east }\npivots: [ { at: h6, turn: right } ]\npools: [ { at: f6, size: 2x1 } ]\n", "1");
    assert!(m9.contains("a pivot stone reached while sliding does not turn the monster: it is pushed like a stone (M9)"), "{m9}");
    let s7 = t("monster: { at: j5, facing: north }\nteleporters:\n  - { at: j5, arrow: east, pair: y }\n  - { at: o7, arrow: south, pair: y }\n", "1");
    assert!(
        s7.contains(
            "The monster starts on the teleporter on j5: standing there does nothing (S7)."
        ),
        "{s7}"
    );
    let door = t("monster: { at: a1, facing: west }\n", "1");
    assert!(
        door.contains("walks out through the door beside a1 and comes back in on p11"),
        "{door}"
    );
    assert!(door.contains("(B1, M8)"), "{door}");
    assert!(!door.contains("the other the door"), "{door}");
}

// 6. The brief trace, and the prey tile's reason before the final look.
#[test]
fn brief_trace_for_the_table() {
    let o = run(&[
        "trace",
        "scenarios/rulebook/monster-basic.yaml",
        "--brief",
        "--color",
        "never",
    ]);
    insta::assert_snapshot!(stdout(&o));
    let full = text(&[
        "trace",
        "scenarios/rulebook/monster-basic.yaml",
        "--tile",
        "prey-2",
    ]);
    let reason = full
        .find("Tile prey-2: 2 pawns removed")
        .expect("the reason");
    let look = full.find("Final look (M1)").expect("the final look");
    assert!(
        reason < look,
        "the reason comes before the final look:\n{full}"
    );
    let o = run(&[
        "trace",
        "scenarios/rulebook/monster-basic.yaml",
        "--brief",
        "--format",
        "json",
    ]);
    assert_eq!(o.status.code(), Some(2), "--brief is for text");
}

// 7, 8. Pawns by player, labels that are not squares, costs never over stones, pairs told apart.
#[test]
fn boards_tell_players_and_pairs_apart() {
    let f = file(
        "players.yaml",
        "teleporters:\n  - { at: j5, arrow: east, pair: yellow }\n  - { at: o7, arrow: south, pair: yellow }\n  - { at: c5, arrow: north, pair: green }\n  - { at: f9, arrow: west, pair: green }\npawns:\n  - { name: red5, at: d4, player: red, face: 5 }\n  - { name: blue1, at: h2, player: blue, face: 1 }\n  - { name: b, at: k9 }\n  - { name: red4, at: waiting, player: red, face: 4 }\n",
    );
    let p = f.to_str().unwrap();
    let t = text(&["show", p]);
    let row = |n: &str| t.lines().find(|l| l.starts_with(n)).unwrap().to_string();
    assert!(row("  4 ").contains(" R5 "), "{t}");
    assert!(row("  2 ").contains(" B1 "), "{t}");
    assert!(
        !row("  9 ").contains(" b "),
        "a label is never a column letter: {t}"
    );
    assert!(
        flat(&t).contains("pawns: R5 = red5 (red, face 5) B1 = blue1 (blue, face 1)"),
        "{t}"
    );
    assert!(
        t.contains("waiting beside the entrance: red4 (red, face 4)"),
        "{t}"
    );
    assert!(
        row("  5 ").contains(" Y> ") && row("  5 ").contains(" G^ "),
        "{t}"
    );
    assert!(
        t.contains("teleporter pair G (green): c5 (arrow north) <-> f9 (arrow west)"),
        "{t}"
    );
    // The letters are the drawn map's.
    let map = stdout(&run(&["show", p, "--format", "map"]));
    assert!(map.contains("G^") && map.contains("Y>"), "{map}");
    // Each player and each pair in its colour.
    let colour = stdout(&run(&["show", p, "--color", "always"]));
    let ink = |label: &str| {
        let i = colour.find(&format!("{label}\u{1b}[0m")).unwrap();
        let start = colour[..i].rfind('\u{1b}').unwrap();
        colour[start..i].to_string()
    };
    assert_ne!(ink("R5"), ink("B1"));
    assert_ne!(ink("Y>"), ink("G^"));
    // The moves map: the stone on g6 stays a stone; its cost is told under the map.
    let t = text(&["moves", "scenarios/rulebook/pawn-1.yaml", "--pawn", "P"]);
    let row6 = t.lines().find(|l| l.starts_with("  6 ")).unwrap();
    assert_eq!(&row6[7 + 3 * 6..7 + 3 * 6 + 2], "##", "{t}");
    assert!(
        flat(&t).contains(
            "Also where a piece stands now, pushed away on the way: g6 (stone there now) 3."
        ),
        "{t}"
    );
}

/// Every text output of the CLI used in these tests, and more.
fn text_commands() -> Vec<Vec<&'static str>> {
    vec![
        vec!["trace", "scenarios/rulebook/monster-basic.yaml"],
        vec!["trace", "scenarios/rulebook/monster-advanced.yaml"],
        vec![
            "trace",
            "scenarios/rulebook/monster-advanced.yaml",
            "--brief",
        ],
        vec!["show", "scenarios/rulebook/monster-advanced.yaml"],
        vec![
            "check",
            "scenarios/rulebook/pawn-1.yaml",
            "scenarios/puzzles/basic-move-easy-2003-01.yaml",
        ],
        vec!["rules"],
        vec!["rules", "M9"],
        vec!["moves", "scenarios/rulebook/pawn-2.yaml", "--pawn", "P"],
        vec![
            "moves",
            "scenarios/rulebook/pawn-3.yaml",
            "--pawn",
            "P",
            "--to",
            "h4",
        ],
        vec![
            "moves",
            "scenarios/rulebook/pawn-3.yaml",
            "--pawn",
            "P",
            "--to",
            "f5",
        ],
        vec![
            "search",
            "survive",
            "scenarios/rulebook/pawn-2.yaml",
            "--pawn",
            "P",
            "--explain",
        ],
        vec![
            "search",
            "lure",
            "scenarios/rulebook/monster-basic.yaml",
            "--pawn",
            "D",
            "--target",
            "E",
            "--points",
            "3",
        ],
        vec![
            "search",
            "place",
            "scenarios/rulebook/monster-basic.yaml",
            "--count",
            "1",
            "--goal",
            "protect",
            "C",
            "--tiles",
            "8",
        ],
        vec!["risk", "scenarios/rulebook/monster-basic.yaml"],
        vec![
            "puzzle",
            "solve",
            "scenarios/puzzles/basic-move-easy-2003-01.yaml",
            "--trace",
        ],
        vec!["bench", "--rounds", "1", "--puzzles", "0"],
    ]
}

// 9. Everything fits 80 columns, and a wider COLUMNS is used; JSON is never wrapped.
#[test]
fn every_text_output_fits_the_width() {
    let width = |s: &str| s.chars().count();
    for args in text_commands() {
        let t = text(&args);
        for line in t.lines() {
            assert!(
                width(line) <= 80,
                "{args:?}: {} columns:\n{line}",
                width(line)
            );
        }
    }
    let wide = bin()
        .args(["rules", "M6"])
        .env("COLUMNS", "120")
        .output()
        .unwrap();
    let wide = stdout(&wide);
    assert!(wide.lines().all(|l| width(l) <= 120), "{wide}");
    assert!(
        wide.lines().any(|l| width(l) > 80),
        "the wider width is used: {wide}"
    );
    let json = |c: &str| {
        bin()
            .args([
                "trace",
                "scenarios/rulebook/monster-advanced.yaml",
                "--format",
                "json",
            ])
            .env("COLUMNS", c)
            .output()
            .unwrap()
            .stdout
    };
    assert_eq!(json("20"), json("300"));
}

/// Every command path of the CLI, read from the `Commands:` sections of `--help`.
fn command_paths(prefix: &[String]) -> Vec<Vec<String>> {
    let mut args: Vec<&str> = prefix.iter().map(String::as_str).collect();
    args.push("--help");
    let help = stdout(&run(&args));
    let mut out = vec![prefix.to_vec()];
    let mut in_commands = false;
    for line in help.lines() {
        if line == "Commands:" {
            in_commands = true;
            continue;
        }
        if in_commands {
            let Some(name) = line
                .strip_prefix("  ")
                .and_then(|l| l.split_whitespace().next())
            else {
                break;
            };
            if name != "help" && !line.starts_with("   ") {
                let mut p = prefix.to_vec();
                p.push(name.to_string());
                out.extend(command_paths(&p));
            }
        }
    }
    out
}

// 9, 10, 14. Every --help fits, has examples, points at no Rust module; goals explained.
#[test]
fn every_help_has_examples_and_fits() {
    let paths = command_paths(&[]);
    assert!(paths.len() >= 16, "{paths:?}");
    for p in &paths {
        let mut args: Vec<&str> = p.iter().map(String::as_str).collect();
        args.push("--help");
        let help = stdout(&run(&args));
        assert!(
            help.contains("Examples:\n  furunkulus"),
            "{args:?}:\n{help}"
        );
        assert!(
            !help.contains("::") && !help.contains("src/"),
            "{args:?}:\n{help}"
        );
        for line in help.lines() {
            assert!(line.chars().count() <= 80, "{args:?}: {line}");
        }
    }
    let place = flat(&stdout(&run(&["search", "place", "--help"])));
    assert!(
        place.contains(
            "`protect NAME...` (also written `safe-from`): none of the pawns named is removed"
        ),
        "{place}"
    );
    assert!(
        place.contains("`feed NAME...`: every pawn named is removed"),
        "{place}"
    );
}

// 11. Shell completions and a manual page.
#[test]
fn completions_and_man_page() {
    for shell in ["bash", "zsh", "fish", "elvish", "powershell"] {
        let o = run(&["completions", shell]);
        assert_eq!(o.status.code(), Some(0), "{shell}");
        let s = stdout(&o);
        assert!(
            s.contains("furunkulus") && s.contains("trace"),
            "{shell}: {s}"
        );
    }
    let man = stdout(&run(&["man"]));
    assert!(man.contains(".TH furunkulus"), "{man}");
    assert!(man.contains("trace"), "{man}");
}

// 13. `search lure` ranks by the chance the lure works, and shows the target's chance.
#[test]
fn lure_ranks_by_the_targets_chance() {
    let args = [
        "search",
        "lure",
        "scenarios/rulebook/monster-basic.yaml",
        "--pawn",
        "D",
        "--target",
        "E",
        "--points",
        "3",
    ];
    let mut json_args = args.to_vec();
    json_args.extend(["--format", "json"]);
    let d: serde_json::Value = serde_json::from_slice(&run(&json_args).stdout).unwrap();
    let results = d["results"].as_array().unwrap();
    assert!(results.len() > 1);
    let works: Vec<f64> = results
        .iter()
        .map(|r| r["chance_lure_works"].as_f64().unwrap())
        .collect();
    assert!(works.windows(2).all(|w| w[0] >= w[1]), "{works:?}");
    assert!(works[0] > 0.0);
    for r in results {
        let target = r["chance_target_removed"].as_f64().unwrap();
        assert!(target >= r["chance_lure_works"].as_f64().unwrap());
    }
    let t = text(&args);
    let header: Vec<&str> = t
        .lines()
        .skip_while(|l| !l.starts_with(" #"))
        .take(2)
        .collect();
    assert!(
        header[0].contains(" E ") && header[1].contains("removed"),
        "{t}"
    );
    assert!(
        header[0].contains(" lure ") && header[1].contains("works"),
        "{t}"
    );
    assert!(
        flat(&t)
            .contains("Ranked by the chance that the lure works: the monster removes E and not D"),
        "{t}"
    );
}

// 14. `protect` is `safe-from`.
#[test]
fn protect_is_safe_from() {
    let go = |goal: &str| {
        stdout(&run(&[
            "search",
            "place",
            "scenarios/rulebook/monster-basic.yaml",
            "--count",
            "1",
            "--goal",
            goal,
            "C",
            "--tiles",
            "8",
            "--format",
            "json",
        ]))
    };
    let (a, b) = (go("protect"), go("safe-from"));
    let placements =
        |s: &str| serde_json::from_str::<serde_json::Value>(s).unwrap()["placements"].clone();
    assert_eq!(placements(&a), placements(&b));
    assert!(!placements(&a).as_array().unwrap().is_empty());
}

// 15. Tiles are named one way, sorted.
#[test]
fn tiles_read_the_same_everywhere() {
    let t = flat(&text(&[
        "search",
        "survive",
        "scenarios/rulebook/pawn-1.yaml",
        "--pawn",
        "P",
        "--tiles",
        "8,7,8",
    ]));
    assert!(t.contains("the tiles 7, 8 and 8"), "{t}");
    let t = text(&[
        "trace",
        "scenarios/rulebook/monster-basic.yaml",
        "--tile",
        "2-prey",
    ]);
    assert!(t.contains("Tile prey-2."), "{t}");
    for f in std::fs::read_dir("scenarios/puzzles").unwrap() {
        let s = std::fs::read_to_string(f.unwrap().path()).unwrap();
        assert!(!s.contains("-prey tile") && !s.contains("any of"), "{s}");
    }
    let p = furunkulus::puzzle::parse(
        "setup: basic\nmonster: { at: h3, facing: south }\npawns: [ { name: red1, at: d2, player: red } ]\npuzzle:\n  tiles: [8, 7]\n  place: { count: 1, player: blue }\n  goal: { feed-all-of: red }\n",
        "q.yaml",
    )
    .unwrap();
    assert!(
        p.question().contains("with each of the tiles 7 and 8,"),
        "{}",
        p.question()
    );
}

// 16. Player names are matched ignoring case.
#[test]
fn player_names_ignore_case() {
    let yaml = |goal: &str| {
        format!("setup: basic\nmonster: {{ at: h3, facing: south }}\npawns:\n  - {{ name: red1, at: d2, player: red }}\n  - {{ name: blue1, at: g2, player: blue }}\npuzzle:\n  tiles: [8]\n  place: {{ count: 1, player: Blue }}\n  goal: {goal}\n")
    };
    let solve = |text: &str| {
        let p = furunkulus::puzzle::parse(text, "p.yaml").unwrap_or_else(|e| panic!("{e}"));
        furunkulus::puzzle::solve(&p, &p.scenario.options).solutions
    };
    let lower = solve(&yaml("{ feed-all-of: red, spare: blue }"));
    let upper = solve(&yaml("{ feed-all-of: RED, spare: Blue }"));
    assert_eq!(lower, upper);
}

// 17. A mistyped subcommand: the nearest suggestion first; a missing file in one line.
#[test]
fn suggestions_nearest_first_and_missing_files() {
    let e = stderr(&run(&["serch"]));
    assert!(e.contains("'search', 'bench'"), "{e}");
    let e = stderr(&run(&["rule"]));
    assert!(e.contains("'rules', 'puzzle'"), "{e}");
    let o = run(&["show", "no-such-file.yaml"]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(stderr(&o), "no-such-file.yaml: no such file\n");
}
