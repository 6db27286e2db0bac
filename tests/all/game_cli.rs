//! `furunkulus game ...` end to end: a short game's text snapshotted, the JSON of docs/FORMAT.md
//! section 6, bad records (exit 1, nothing on standard output), `game new` and its files, and
//! `game play` driven through standard input: played, saved play by play, resumed, refused.

use crate::common::{
    bin, game_new, json_of as json, run_bin as run, run_with_input, stderr, stdout, transcript,
};
use crate::game_support::{fixture_path, play_out, Policy};
use furunkulus::game::record::{self, Record};
use std::path::{Path, PathBuf};

/// A fresh directory for one test's files.
fn temp_dir(name: &str) -> PathBuf {
    crate::common::fresh_dir("cli", name)
}

fn fixture(name: &str) -> String {
    fixture_path(name).display().to_string()
}

// ---------------------------------------------------------------------------------------
// replay and state.

#[test]
fn game_replay_short_game_text() {
    insta::assert_snapshot!(transcript(&[
        "game",
        "replay",
        "tests/games/first-turn.yaml",
        "--color",
        "never"
    ]));
}

#[test]
fn game_state_text() {
    insta::assert_snapshot!(transcript(&[
        "game",
        "state",
        "tests/games/first-turn.yaml",
        "--color",
        "never"
    ]));
}

#[test]
fn game_replay_json_follows_format_section_6() {
    let d = json(&[
        "game",
        "replay",
        &fixture("first-turn.yaml"),
        "--format",
        "json",
    ]);
    assert_eq!(d["players"], serde_json::json!(["red", "blue"]));
    assert_eq!(
        (d["round"].as_u64(), d["turn"].as_u64()),
        (Some(1), Some(2))
    );
    assert_eq!(d["phase"], "pawns");
    assert_eq!(d["start_player"], "blue");
    // blue5 has played turn 2's first play: red is to play.
    assert_eq!(d["to_play"], "red");
    assert_eq!(
        d["monster"],
        serde_json::json!({ "at": "i1", "facing": "east" })
    );
    assert_eq!(d["board"]["stones"][0], "c3");
    assert_eq!(d["board"]["crystals"], serde_json::json!([]));
    assert_eq!(d["board"]["pivots"], serde_json::json!([]));
    assert_eq!(
        d["pawns"]["red5"],
        serde_json::json!({ "at": "o11", "face": 2 })
    );
    assert_eq!(
        d["pawns"]["blue5"],
        serde_json::json!({ "at": "n10", "face": 5 })
    );
    assert_eq!(
        d["pawns"]["red3"],
        serde_json::json!({ "at": "waiting", "face": 4 })
    );
    assert_eq!(d["out"], serde_json::json!({ "red": [], "blue": [] }));
    assert_eq!(
        d["tiles"],
        serde_json::json!({ "round-1": ["8"], "round-2": [] })
    );
    assert_eq!(d["over"], false);
    assert_eq!(d["winner"], serde_json::Value::Null);
    let t1 = &d["turns"][0];
    assert_eq!(t1["turn"], 1);
    assert_eq!(t1["round"], 1);
    assert_eq!(t1["start_player"], "red");
    assert_eq!(t1["tile"], "8");
    assert_eq!(t1["removed"], serde_json::json!([]));
    assert_eq!(
        t1["plays"][0],
        serde_json::json!({ "pawn": "red5", "label": "R5", "to": "o11", "path": ["p11", "o11"], "pushes": [] })
    );
    // The label is the pawn's when it played (face 5), not now (face 2, drawn R2).
    assert_eq!(d["pawns"]["red5"]["face"], 2);
    assert_eq!(t1["plays"][4]["to"], "waiting");
    assert_eq!(t1["plays"][4]["path"], serde_json::json!([]));
    assert_eq!(d["turns"][1]["tile"], serde_json::Value::Null);
    // Additions: the chance of each tile next, the tiles left.
    assert_eq!(d["tiles_left"]["7"], 2);
    assert!((d["next_tile"]["prey-1"].as_f64().unwrap() - 1.0 / 7.0).abs() < 1e-9);

    // A game that is over: out, gone, the winner; turn and round of the last turn.
    let d = json(&[
        "game",
        "replay",
        &fixture("four-players-tie.yaml"),
        "--format",
        "json",
    ]);
    assert_eq!(d["phase"], "over");
    assert_eq!(d["over"], true);
    assert_eq!(d["winner"], "yellow");
    assert_eq!(d["to_play"], serde_json::Value::Null);
    assert_eq!(
        (d["round"].as_u64(), d["turn"].as_u64()),
        (Some(2), Some(14))
    );
    assert_eq!(
        d["out"]["yellow"],
        serde_json::json!(["yellow5", "yellow1"])
    );
    assert_eq!(d["pawns"]["yellow5"], serde_json::json!({ "at": "out" }));
    assert_eq!(d["pawns"]["red1"], serde_json::json!({ "at": "gone" }));
    assert_eq!(d["turns"].as_array().unwrap().len(), 14);
    assert_eq!(
        d["turns"][1]["removed"][0],
        serde_json::json!({ "pawn": "blue4", "label": "B4", "how": "eaten", "step": 9 })
    );
    assert_eq!(
        d["turns"][13]["eaten_at_round_end"],
        serde_json::json!(["yellow4"])
    );
    // --upto: the state after turn 7, round 2 next with all 8 tiles.
    let d = json(&[
        "game",
        "replay",
        &fixture("four-players-tie.yaml"),
        "--format",
        "json",
        "--upto",
        "7",
    ]);
    assert_eq!(
        (d["round"].as_u64(), d["turn"].as_u64()),
        (Some(2), Some(8))
    );
    assert_eq!(d["turns"].as_array().unwrap().len(), 7);
    assert_eq!(
        d["tiles_left"]
            .as_object()
            .unwrap()
            .values()
            .map(|v| v.as_u64().unwrap())
            .sum::<u64>(),
        8
    );
    let o = run(&["game", "replay", &fixture("first-turn.yaml"), "--upto", "9"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("--upto 9:") && stderr(&o).contains("has 2 turns"),
        "{}",
        stderr(&o)
    );
    assert!(o.stdout.is_empty());
}

#[test]
fn game_state_json_gives_the_pawns_to_play_and_the_chances() {
    let d = json(&[
        "game",
        "state",
        &fixture("first-turn.yaml"),
        "--format",
        "json",
    ]);
    assert_eq!(d["to_play"], "red");
    let pawns: Vec<&str> = d["pawns_to_play"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["pawn"].as_str().unwrap())
        .collect();
    assert_eq!(pawns, ["red1", "red3", "red4", "red5"]);
    assert_eq!(d["still_to_play"][0]["player"], "blue");
    let total: f64 = d["next_tile"]
        .as_object()
        .unwrap()
        .values()
        .map(|v| v.as_f64().unwrap())
        .sum();
    assert!((total - 1.0).abs() < 1e-9);
}

#[test]
fn a_bad_record_names_file_line_turn_and_play_with_nothing_on_stdout() {
    let dir = temp_dir("bad");
    let file = dir.join("bad.yaml");
    let text = std::fs::read_to_string(fixture_path("first-turn.yaml"))
        .unwrap()
        .replace("{ pawn: red3, to: waiting }", "{ pawn: red3, to: p11 }");
    std::fs::write(&file, &text).unwrap();
    let line = text.lines().position(|l| l.contains("pawn: red3")).unwrap() + 1;
    for cmd in ["replay", "state", "play"] {
        let o = run_with_input(&["game", cmd, file.to_str().unwrap()], "");
        assert_eq!(o.status.code(), Some(1), "{cmd}");
        assert!(o.stdout.is_empty(), "{cmd}: {}", stdout(&o));
        let e = stderr(&o);
        assert!(
            e.contains(&format!(
                "bad.yaml:{line}:9: turn 1, play 5 (red3): red3 cannot enter"
            )),
            "{cmd}: {e}"
        );
    }
    // Nothing was written back.
    assert_eq!(std::fs::read_to_string(&file).unwrap(), text);
    let o = run(&["game", "replay", "no/such/record.yaml"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("no/such/record.yaml: no such file"),
        "{}",
        stderr(&o)
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

// ---------------------------------------------------------------------------------------
// new.

#[test]
fn game_new_writes_a_record_and_never_overwrites_unasked() {
    let dir = temp_dir("new");
    let file = dir.join("g.yaml");
    let f = file.to_str().unwrap();
    let o = run(&[
        "game",
        "new",
        "--players",
        "red,blue,green",
        "--seed",
        "7",
        "--out",
        f,
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stdout(&o).contains("Play it with: furunkulus game play"));
    let text = std::fs::read_to_string(&file).unwrap();
    assert_eq!(
        text,
        "players: [red, blue, green]\nstart: red\nsetup: basic\nseed: 7\nturns: []\n"
    );
    let o = run(&["game", "new", "--players", "a,b", "--out", f]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("the file exists with other contents; give --force to replace it"));
    assert_eq!(std::fs::read_to_string(&file).unwrap(), text);
    let o = run(&["game", "new", "--players", "a,b", "--out", f, "--force"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(std::fs::read_to_string(&file)
        .unwrap()
        .starts_with("players: [a, b]"));
    // Advanced, seeded: the same seed, the same placements, legal (it replays).
    let a = run(&[
        "game",
        "new",
        "--players",
        "red,blue",
        "--setup",
        "advanced",
        "--seed",
        "3",
    ]);
    let b = run(&[
        "game",
        "new",
        "--players",
        "red,blue",
        "--setup",
        "advanced",
        "--seed",
        "3",
    ]);
    assert_eq!(a.stdout, b.stdout);
    let text = stdout(&a);
    assert_eq!(text.matches("{by: ").count(), 17);
    assert!(
        text.contains("start: blue"),
        "17 placements from red: blue starts\n{text}"
    );
    let rec = record::parse(&text, "new.yaml").unwrap();
    rec.replay(Default::default()).unwrap();
    // The variant and options go into the record.
    let o = run(&[
        "game",
        "new",
        "--players",
        "a,b,c,d,e,f",
        "--seed",
        "1",
        "--variant",
        "three-prey",
        "--option",
        "no-prey-first=each-round",
    ]);
    assert!(
        stdout(&o).contains("variant: [three-prey]\noptions: {no-prey-first: each-round}"),
        "{}",
        stdout(&o)
    );
    // Usage errors: exit 2.
    for args in [
        &["game", "new", "--players", "red"][..],
        &["game", "new", "--players", "red,red"],
        &[
            "game",
            "new",
            "--players",
            "red,blue",
            "--option",
            "no-prey-first=never",
        ],
        &["game", "new"],
    ] {
        let o = run(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr(&o));
        assert!(o.stdout.is_empty());
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

// ---------------------------------------------------------------------------------------
// play, through standard input.

fn new_record(dir: &Path, players: &str, seed: &str) -> PathBuf {
    let file = dir.join("game.yaml");
    game_new(&file, players, seed);
    file
}

#[test]
fn game_play_from_standard_input_saves_every_play_and_resumes() {
    let dir = temp_dir("play");
    let file = new_record(&dir, "red,blue", "5");
    let f = file.to_str().unwrap();
    // Half of the first turn; the pawn by its white face, a path, a stay.
    let o = run_with_input(
        &["game", "play", f, "--color", "never"],
        "red5 o11\n5 p11 p10 p9   # blue5 by its face\nred4 stay\n",
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(
        out.contains("red to play, with red1 (1 point), red3 (3"),
        "{out}"
    );
    assert!(out.contains("red5 (5): p11 o11"), "{out}");
    assert!(out.contains("blue5 (5): p11 p10 p9"), "{out}");
    assert!(out.contains("3 plays and 0 tiles saved to"), "{out}");
    assert!(
        out.replace('\n', " ")
            .contains("Round 1, turn 1: blue to play. Resume with: furunkulus game play"),
        "{out}"
    );
    let saved = std::fs::read_to_string(&file).unwrap();
    assert!(saved.contains("      - {pawn: red5, to: o11, path: [p11, o11]}\n      - {pawn: blue5, to: p9, path: [p11, p10, p9]}\n      - {pawn: red4, to: waiting, path: []}\n"), "{saved}");
    // Resumed: the rest of the turn; the tile is drawn from the seed and the trace shown.
    let o = run_with_input(
        &["game", "play", f, "--color", "never"],
        "blue4 stay\nred3 stay\nblue3 p11\nred1 stay\nblue1 stay\n",
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("Monster phase of turn 1: tile"), "{out}");
    // From a script the monster phase is the brief trace, one line a step.
    assert!(out.contains("Final look: sees"), "{out}");
    assert!(
        out.contains("Round 1, turn 2. Start player: blue."),
        "{out}"
    );
    let rec = record::load_file(&file).unwrap();
    assert_eq!(rec.record.turns.len(), 1);
    assert_eq!(rec.record.turns[0].plays.len(), 8);
    let tile = rec.record.turns[0].tile.expect("the tile is saved");
    assert!(!tile.is_prey(), "G4");
    let replay = rec.replay(Default::default()).unwrap();
    assert_eq!(replay.game.turn(), 2);
    // A refused line: exit 1, explained in the words of `moves --to`; nothing lost.
    let before = std::fs::read_to_string(&file).unwrap();
    let o = run_with_input(&["game", "play", f, "--color", "never"], "blue5 a3\n");
    assert_eq!(o.status.code(), Some(1));
    let e = stderr(&o);
    assert!(
        e.contains("input line 1 refused (the plays before it are saved)"),
        "{e}"
    );
    assert!(
        e.contains("No: pawn blue5 with 2 points cannot end its move on a3."),
        "{e}"
    );
    assert!(e.contains("  - no way reaches a3"), "{e}");
    assert_eq!(std::fs::read_to_string(&file).unwrap(), before);
    let o = run_with_input(&["game", "play", f], "red5 o10\n");
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("it is blue's turn to play, not red's"),
        "{}",
        stderr(&o)
    );
    let o = run_with_input(&["game", "play", f], "green5 o10\n");
    assert!(
        stderr(&o).contains("`green5` is not a pawn"),
        "{}",
        stderr(&o)
    );
    // `moves`, `help` and comments are not plays.
    let o = run_with_input(
        &["game", "play", f, "--color", "never"],
        "moves blue5\nhelp\n# nothing\n",
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(
        stdout(&o).contains("Pawn blue5 with 2 points:"),
        "{}",
        stdout(&o)
    );
    assert!(
        stdout(&o).contains("Type a play: the pawn"),
        "{}",
        stdout(&o)
    );
    assert_eq!(std::fs::read_to_string(&file).unwrap(), before);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn game_play_a_whole_game_and_manual_tiles() {
    let dir = temp_dir("whole");
    let file = new_record(&dir, "red,blue", "8");
    let f = file.to_str().unwrap();
    // The plays of the stored two-player game (seed 8): the same tiles come from the seed.
    let fresh = record::load_file(&file).unwrap().record;
    let (rec, game) = play_out(fresh, Policy::Rush, 8);
    let mut script = String::new();
    for t in &rec.turns {
        for p in &t.plays {
            let path: Vec<String> = p
                .path
                .as_deref()
                .unwrap_or_default()
                .iter()
                .map(|d| d.to_string())
                .collect();
            script.push_str(&format!("{} path {}\n", p.pawn, path.join(" ")));
        }
    }
    let o = run_with_input(&["game", "play", f, "--color", "never"], &script);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(
        stdout(&o)
            .replace('\n', " ")
            .contains("The game is over: red won with 3 pawns out"),
        "{}",
        stdout(&o)
    );
    assert_eq!(
        std::fs::read_to_string(&file).unwrap(),
        record::to_yaml(&rec)
    );
    // The same plays and tiles as the stored game of the same seed.
    let stored = record::load_file(&fixture_path("two-players-win.yaml"))
        .unwrap()
        .record;
    assert_eq!(rec.turns, stored.turns);
    assert!(game.is_over());
    // Playing on a game that is over: nothing to do, nothing written.
    let o = run_with_input(&["game", "play", f], "red5 o11\n");
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(
        stdout(&o).contains("0 plays and 0 tiles saved"),
        "{}",
        stdout(&o)
    );

    // --tiles manual: the tile drawn at the table is typed in, and checked.
    let dir2 = temp_dir("manual");
    let file = new_record(&dir2, "red,blue", "1");
    let f = file.to_str().unwrap();
    let turn = "red5 o11\nblue5 p11 p10 p9\nred4 stay\nblue4 stay\nred3 stay\nblue3 p11\nred1 stay\nblue1 stay\n";
    let o = run_with_input(
        &["game", "play", f, "--tiles", "manual"],
        &format!("{turn}prey-1\n"),
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("tile prey-1 cannot be the game's first tile"),
        "{}",
        stderr(&o)
    );
    let o = run_with_input(&["game", "play", f, "--tiles", "manual"], "10\n");
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let rec: Record = record::load_file(&file).unwrap().record;
    assert_eq!(rec.turns[0].tile, Some(furunkulus::rules::Tile::Steps(10)));
    std::fs::remove_dir_all(&dir).unwrap();
    std::fs::remove_dir_all(&dir2).unwrap();
}

#[test]
fn game_text_fits_the_width_asked() {
    let widest = |columns: &str, args: &[&str]| {
        let o = bin().env("COLUMNS", columns).args(args).output().unwrap();
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        stdout(&o)
            .lines()
            .map(|l| l.chars().count())
            .max()
            .unwrap_or(0)
    };
    for args in [
        &[
            "game",
            "state",
            "tests/games/first-turn.yaml",
            "--color",
            "never",
        ][..],
        &[
            "game",
            "replay",
            "tests/games/two-players-win.yaml",
            "--verbose",
            "--color",
            "never",
        ][..],
        &[
            "game",
            "hint",
            "tests/games/first-turn.yaml",
            "--ai",
            "greedy",
            "--color",
            "never",
        ][..],
    ] {
        assert!(widest("80", args) <= 80, "{args:?} at 80 columns");
    }
    // A wider terminal is used: the prose takes the room.
    assert!(
        widest(
            "200",
            &[
                "game",
                "state",
                "tests/games/first-turn.yaml",
                "--color",
                "never"
            ]
        ) > 100
    );
}

/// The tree search's runner-up that moves the same pawn to the same square another way is
/// told by its path (`red1 to n8 by another way (p11 p10 p9 p8 o8 n8)`), not as the very
/// words of the play chosen.
#[test]
fn a_runner_up_to_the_same_square_is_told_by_its_path() {
    let o = crate::common::run_bin(&[
        "game",
        "hint",
        "tests/games/first-turn.yaml",
        "--ai",
        "mcts",
        "--color",
        "never",
    ]);
    assert_eq!(o.status.code(), Some(0));
    let text = crate::common::stdout(&o).replace("\n  ", " ");
    assert!(text.starts_with("red to play: red1 to n8 "), "{text}");
    let chosen = text
        .lines()
        .find_map(|l| l.strip_prefix("Path: "))
        .unwrap_or_else(|| panic!("{text}"));
    let next = text
        .split("(next: red1 to n8 by another way (")
        .nth(1)
        .and_then(|r| r.split(')').next())
        .unwrap_or_else(|| panic!("{text}"));
    assert_ne!(chosen, next, "{text}");
    assert!(next.ends_with("n8"), "{next}");
}
