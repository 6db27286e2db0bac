//! Helpers shared by the test modules.
#![allow(dead_code)]

use furunkulus::board::{Board, PawnPlace, Removal};
use furunkulus::geometry::{Dir, Square};
use furunkulus::monster::{self, Event, Outcome};
use furunkulus::rules::Tile;
use furunkulus::scenario::{self, Scenario};
use furunkulus::setup::{MonsterSpec, PawnSpec, Setup, TeleporterSpec};

/// A square from its name; panics on a bad name (tests only).
pub fn sq(name: &str) -> Square {
    name.parse()
        .unwrap_or_else(|e| panic!("bad square {name}: {e}"))
}

/// Loads scenario text, panicking with the full report if it is invalid.
pub fn load(yaml: &str) -> Scenario {
    scenario::parse(yaml, "test.yaml").unwrap_or_else(|e| panic!("{e}"))
}

/// The scenario of a setup that must be valid (panics with every problem otherwise).
pub fn valid(setup: &Setup) -> Scenario {
    setup.validate().unwrap_or_else(|errors| {
        let lines: Vec<String> = errors.iter().map(|e| e.message(setup, &|_| None)).collect();
        panic!("invalid setup: {}", lines.join("; "))
    })
}

/// The scenario with one more pawn `name` on `sq` (through the setup layer, like every
/// position); `None` if the square cannot take it.
pub fn with_pawn(s: &Scenario, name: &str, sq: Square) -> Option<Scenario> {
    let mut setup = Setup::of_position(s.position());
    setup.options = s.options;
    setup.pawns.push(PawnSpec::at(name, sq));
    setup.validate().ok()
}

/// Loads a file under `scenarios/`.
pub fn load_path(rel: &str) -> Scenario {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(rel);
    scenario::load_file(&path).unwrap_or_else(|e| panic!("{e}"))
}

/// The result of running the monster on a scenario.
pub struct Run {
    pub scenario: Scenario,
    pub board: Board,
    pub events: Vec<Event>,
    pub outcome: Outcome,
}

impl Run {
    /// Where pawn `name` is now.
    pub fn pawn(&self, name: &str) -> PawnPlace {
        let id = self
            .scenario
            .pawn_id(name)
            .unwrap_or_else(|| panic!("no pawn {name}"));
        self.board.pawn(id)
    }
    /// Whether pawn `name` was removed, how, and at which step (from the events).
    pub fn removal(&self, name: &str) -> Option<(Removal, u8)> {
        let PawnPlace::Removed(how) = self.pawn(name) else {
            return None;
        };
        let id = self.scenario.pawn_id(name)?;
        let mut step = 0;
        for e in &self.events {
            match *e {
                Event::StepStart { step: n, .. } => step = n,
                Event::Eat { pawn, .. }
                | Event::Crushed { pawn, .. }
                | Event::Destroyed { pawn, .. }
                    if pawn == id =>
                {
                    return Some((how, step))
                }
                _ => {}
            }
        }
        None
    }
    /// The monster's square after each step (from the StepEnd events).
    pub fn path(&self) -> Vec<(Square, furunkulus::geometry::Dir)> {
        self.events
            .iter()
            .filter_map(|e| match e {
                Event::StepEnd { at, facing, .. } => Some((*at, *facing)),
                _ => None,
            })
            .collect()
    }
}

/// Runs the monster with the given tile (or the file's tile).
pub fn run(yaml: &str, tile: Option<&str>) -> Run {
    let scenario = load(yaml);
    run_scenario(scenario, tile)
}

/// Runs the monster on a loaded scenario.
pub fn run_scenario(scenario: Scenario, tile: Option<&str>) -> Run {
    let tile: Tile = match tile {
        Some(t) => t.parse().unwrap(),
        None => scenario.tile.expect("scenario has no tile"),
    };
    let mut board = *scenario.board();
    let (outcome, events) = monster::run_traced(&mut board, tile, &scenario.options);
    Run {
        scenario,
        board,
        events,
        outcome,
    }
}

/// The `furunkulus` binary, run from the crate root with colour rules unset, a fixed width
/// of 80 columns (`COLUMNS`: standard output is never a terminal here) and the C locale
/// (English, whatever the machine's `LANG`; `--lang` chooses another).
pub fn bin() -> std::process::Command {
    let mut c = std::process::Command::new(env!("CARGO_BIN_EXE_furunkulus"));
    c.current_dir(env!("CARGO_MANIFEST_DIR"));
    c.env_remove("NO_COLOR");
    c.env("COLUMNS", "80");
    c.env("LC_ALL", "C");
    c
}

/// Random setups (the property tests): adds each pair of teleporters `(a, arrow, b, arrow)`,
/// named `t0`, `t1`, ..., that keeps `setup` valid.
pub fn add_teleporters(setup: &mut Setup, pairs: &[(Square, Dir, Square, Dir)]) {
    for (i, &(a, da, b, db)) in pairs.iter().enumerate() {
        for (at, arrow) in [(a, da), (b, db)] {
            setup.teleporters.push(TeleporterSpec {
                at,
                arrow,
                pair: format!("t{i}"),
            });
        }
        if setup.validate().is_err() {
            setup.teleporters.truncate(setup.teleporters.len() - 2);
        }
    }
}

/// Random setups: the monster on `(at, facing)` if `setup` stays valid, else on a1 facing
/// east.
pub fn place_monster(setup: &mut Setup, (at, facing): (Square, Dir)) {
    setup.monster = MonsterSpec {
        at: Some(at),
        facing,
    };
    if setup.validate().is_err() {
        setup.monster = MonsterSpec {
            at: Some(Square::A1),
            facing: Dir::East,
        };
    }
}

/// A fresh (emptied) directory `furunkulus-PREFIX-NAME-PID` under the system's temporary
/// directory, for one test's files.
pub fn fresh_dir(prefix: &str, name: &str) -> std::path::PathBuf {
    let dir =
        std::env::temp_dir().join(format!("furunkulus-{prefix}-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs the binary with `args` and `input` on standard input (not a terminal).
pub fn run_with_input(args: &[&str], input: &str) -> std::process::Output {
    use std::io::Write;
    use std::process::Stdio;
    let mut child = bin()
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

/// A file `name` with `text` in the directory `furunkulus-PREFIX-PID` under the system's
/// temporary directory (made if it is not there).
pub fn file_in(prefix: &str, name: &str, text: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("furunkulus-{prefix}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let f = dir.join(name);
    std::fs::write(&f, text).unwrap();
    f
}

/// The whole output of the binary run with `args`, with its exit status, as jj snapshots
/// commands.
pub fn transcript(args: &[&str]) -> String {
    let o = run_bin(args);
    format!(
        "$ furunkulus {}\n[exit {}]\n{}{}",
        args.join(" "),
        o.status.code().unwrap_or(-1),
        stdout(&o),
        stderr(&o)
    )
}

/// The JSON document the binary writes when run with `args`, which must succeed.
#[track_caller]
pub fn json_of(args: &[&str]) -> serde_json::Value {
    let o = run_bin(args);
    assert_eq!(o.status.code(), Some(0), "{args:?}: {}", stderr(&o));
    serde_json::from_slice(&o.stdout).expect("stdout is exactly one JSON document")
}

/// Runs the binary with `args`.
pub fn run_bin(args: &[&str]) -> std::process::Output {
    bin().args(args).output().expect("the binary runs")
}

/// `game new --players PLAYERS --seed SEED --out FILE`, which must succeed.
#[track_caller]
pub fn game_new(file: &std::path::Path, players: &str, seed: &str) {
    let f = file.to_str().expect("a UTF-8 path");
    let o = run_bin(&[
        "game",
        "new",
        "--players",
        players,
        "--seed",
        seed,
        "--out",
        f,
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
}

/// Standard output as text.
pub fn stdout(o: &std::process::Output) -> String {
    String::from_utf8(o.stdout.clone()).expect("utf-8")
}

/// Standard error as text.
pub fn stderr(o: &std::process::Output) -> String {
    String::from_utf8(o.stderr.clone()).expect("utf-8")
}
