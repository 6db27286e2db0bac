//! Seed-driven mutation fuzzing of every input kind the tool reads (issue 30): scenarios, drawn
//! maps, puzzle files and game records. `cargo fuzz` needs a nightly toolchain; these run on
//! stable. Each kind starts from the files the repository ships, mutates them (bytes, lines,
//! YAML tokens, the words of the format, splices of other files), and feeds every mutant to the
//! reader and, when it loads, to what the commands do with it: the monster's trace, the moves,
//! the pictures' words, the solver, the replay, the writers (whose output must read back).
//! The oracle: no panic, no hang, and what is written reads back.
//!
//! A short run of each kind is part of `cargo test`. The long runs (docs/DEVELOPING.md):
//!
//! ```text
//! FURUNKULUS_FUZZ_SECONDS=600 FURUNKULUS_FUZZ_SEED=1 nice -n 10 \
//!     cargo test --release --test all fuzz::long_ -- --ignored --nocapture --test-threads 1
//! ```
//!
//! An input that fails is written to `target/fuzz-found/`, with its kind, seed and number.

use furunkulus::game::record::{self, ReplayOptions};
use furunkulus::report::{self, Format, Report, Style};
use furunkulus::rng::Rng;
use furunkulus::rules::Tile;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The input kinds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Scenario,
    Map,
    Puzzle,
    Record,
}

impl Kind {
    fn name(self) -> &'static str {
        match self {
            Kind::Scenario => "scenario",
            Kind::Map => "map",
            Kind::Puzzle => "puzzle",
            Kind::Record => "record",
        }
    }
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn yaml_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let Ok(entries) = std::fs::read_dir(dir) else {
        return out;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            out.extend(yaml_files(&p));
        } else if p.extension().is_some_and(|x| x == "yaml") {
            out.push(p);
        }
    }
    out.sort();
    out
}

/// The seeds of a kind: the repository's files of that kind (and, for maps, every scenario
/// drawn as a map by `show --format map`).
fn corpus(kind: Kind) -> Vec<String> {
    let read = |p: &PathBuf| std::fs::read_to_string(p).unwrap();
    let scenarios: Vec<String> = yaml_files(&root().join("scenarios"))
        .iter()
        .filter(|p| !p.starts_with(root().join("scenarios/puzzles")))
        .map(read)
        .collect();
    match kind {
        Kind::Scenario => scenarios
            .into_iter()
            .filter(|t| !t.contains("\nmap:"))
            .collect(),
        Kind::Map => {
            let mut maps: Vec<String> = scenarios
                .iter()
                .filter(|t| t.contains("\nmap:"))
                .cloned()
                .collect();
            for t in &scenarios {
                if let Ok(l) = report::load_text(t, "x.yaml", &[]) {
                    if let Ok(report::Rendered::Text(m)) =
                        report::show::ShowReport::build(&l).render(Format::Map, &Style::default())
                    {
                        maps.push(m);
                    }
                }
            }
            maps
        }
        Kind::Puzzle => yaml_files(&root().join("scenarios/puzzles"))
            .iter()
            .map(read)
            .collect(),
        Kind::Record => yaml_files(&root().join("tests/games"))
            .iter()
            .map(read)
            .collect(),
    }
}

/// Words the mutator inserts: YAML's syntax, and the words, keys and values of the formats.
const TOKENS: &[&str] = &[
    "{",
    "}",
    "[",
    "]",
    ":",
    ": ",
    ", ",
    "- ",
    "~",
    "null",
    "&a ",
    "*a",
    "!!str ",
    "<<: *a",
    "'",
    "\"",
    "#",
    "|",
    ">",
    "\n",
    "  ",
    "\t",
    "? ",
    "---\n",
    "...\n",
    "\\",
    "\\e[8m",
    "\u{7f}",
    "\u{85}",
    "\u{202e}",
    "é",
    "",
    "0",
    "-1",
    "255",
    "256",
    "65536",
    "4294967296",
    "18446744073709551616",
    "1e309",
    ".nan",
    ".inf",
    "-0",
    "0x10",
    "a1",
    "p11",
    "q12",
    "a0",
    "j8",
    "o11",
    "p10",
    "k6",
    "out",
    "waiting",
    "stay",
    "east",
    "north",
    "south",
    "west",
    "right",
    "around",
    "2x2",
    "4x1",
    "1x4",
    "0x0",
    "99x99",
    "16x11",
    "prey-1",
    "prey-2",
    "prey-3",
    "8",
    "20",
    "21",
    "red5",
    "blue1",
    "green3",
    "red",
    "blue",
    "stone",
    "crystal",
    "pivot-right",
    "pivot-around",
    "pool",
    "teleporter",
    "yellow",
    "title: ",
    "tile: ",
    "setup: ",
    "basic",
    "advanced",
    "board",
    "monster: ",
    "stones: ",
    "crystals: ",
    "pivots: ",
    "teleporters: ",
    "pools: ",
    "pawns: ",
    "options: ",
    "map: ",
    "legend: ",
    "puzzle: ",
    "players: ",
    "start: ",
    "seed: ",
    "placements: ",
    "variant: ",
    "three-prey",
    "turns: ",
    "plays: ",
    "pawn: ",
    "to: ",
    "path: ",
    "path: []",
    "path: ~",
    "at: ",
    "facing: ",
    "turn: ",
    "arrow: ",
    "pair: ",
    "size: ",
    "name: ",
    "player: ",
    "face: ",
    "by: ",
    "piece: ",
    "kind: ",
    "tiles: ",
    "move: ",
    "goal: ",
    "solution: ",
    "explanation: ",
    "place: ",
    "count: ",
    "feed: ",
    "spare: ",
    "survive",
    "features: ",
    "score: ",
    "difficulty: ",
    "rules: ",
    "pivot-when-tied: push",
    "pivot-chain: push",
    "first-turn-entries: at-most-two",
    "@>",
    "@v",
    "@<",
    "@^",
    "##",
    "<>",
    "#r",
    "#u",
    "T>",
    "Yv",
    ". ",
    "MN",
    "XX",
    "R3",
];

/// Seed-driven mutations of text.
struct Mutator {
    rng: Rng,
    corpus: Vec<String>,
}

impl Mutator {
    fn token(&mut self) -> &'static str {
        TOKENS[self.rng.below(TOKENS.len())]
    }

    /// A char boundary of `s`, at random.
    fn boundary(&mut self, s: &str) -> usize {
        if s.is_empty() {
            return 0;
        }
        let mut i = self.rng.below(s.len() + 1);
        while !s.is_char_boundary(i) {
            i -= 1;
        }
        i
    }

    /// One mutant: a seed with a few mutations (most often one: the mutant then often still
    /// loads, and goes deeper); as bytes, since one mutation in twenty works on bytes (invalid
    /// UTF-8 is the reader's to refuse).
    fn mutant(&mut self) -> Vec<u8> {
        let mut s = self.corpus[self.rng.below(self.corpus.len())].clone();
        let n = [1, 1, 1, 1, 2, 2, 3, 6][self.rng.below(8)];
        for _ in 0..n {
            s = self.mutate(s);
        }
        let mut bytes = s.into_bytes();
        if self.rng.below(20) == 0 && !bytes.is_empty() {
            let i = self.rng.below(bytes.len());
            bytes[i] = self.rng.next_u64() as u8;
        }
        bytes
    }

    fn mutate(&mut self, s: String) -> String {
        let lines: Vec<&str> = s.split_inclusive('\n').collect();
        match self.rng.below(11) {
            // Insert a token.
            0 | 1 => {
                let i = self.boundary(&s);
                let t = self.token();
                format!("{}{t}{}", &s[..i], &s[i..])
            }
            // Replace a word (a run of letters, digits, - and _) with a token.
            2 | 3 => {
                let starts: Vec<usize> = s
                    .char_indices()
                    .filter(|&(i, c)| {
                        c.is_ascii_alphanumeric()
                            && s[..i]
                                .chars()
                                .next_back()
                                .is_none_or(|p| !p.is_ascii_alphanumeric())
                    })
                    .map(|(i, _)| i)
                    .collect();
                if starts.is_empty() {
                    return s;
                }
                let a = starts[self.rng.below(starts.len())];
                let b = s[a..]
                    .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))
                    .map_or(s.len(), |k| a + k);
                let t = self.token();
                format!("{}{t}{}", &s[..a], &s[b..])
            }
            // Delete a range.
            4 => {
                let a = self.boundary(&s);
                let mut b = (a + 1 + self.rng.below(24)).min(s.len());
                while !s.is_char_boundary(b) {
                    b += 1;
                }
                format!("{}{}", &s[..a], &s[b..])
            }
            // Duplicate, delete or swap lines.
            5 if !lines.is_empty() => {
                let i = self.rng.below(lines.len());
                let mut l: Vec<&str> = lines.clone();
                l.insert(i, lines[i]);
                l.concat()
            }
            6 if lines.len() > 1 => {
                let mut l = lines.clone();
                l.remove(self.rng.below(lines.len()));
                l.concat()
            }
            7 if lines.len() > 1 => {
                let mut l = lines.clone();
                let (a, b) = (self.rng.below(l.len()), self.rng.below(l.len()));
                l.swap(a, b);
                l.concat()
            }
            // Indent or dedent a line.
            8 if !lines.is_empty() => {
                let i = self.rng.below(lines.len());
                let mut l: Vec<String> = lines.iter().map(|x| x.to_string()).collect();
                if self.rng.below(2) == 0 {
                    l[i] = format!("  {}", l[i]);
                } else {
                    l[i] = l[i].trim_start().to_string();
                }
                l.concat()
            }
            // A line of another file.
            9 => {
                let other = self.corpus[self.rng.below(self.corpus.len())].clone();
                let ol: Vec<&str> = other.split_inclusive('\n').collect();
                if ol.is_empty() {
                    return s;
                }
                let line = ol[self.rng.below(ol.len())];
                let i = self.rng.below(lines.len() + 1);
                let mut l = lines.clone();
                l.insert(i, line);
                l.concat()
            }
            // A number pushed to a boundary.
            _ => {
                let digits: Vec<usize> = s
                    .char_indices()
                    .filter(|(_, c)| c.is_ascii_digit())
                    .map(|(i, _)| i)
                    .collect();
                if digits.is_empty() {
                    return s;
                }
                let a = digits[self.rng.below(digits.len())];
                let b = s[a..]
                    .find(|c: char| !c.is_ascii_digit())
                    .map_or(s.len(), |k| a + k);
                let n = [
                    "0",
                    "1",
                    "7",
                    "12",
                    "17",
                    "99",
                    "255",
                    "1000000",
                    "99999999999",
                ][self.rng.below(9)];
                format!("{}{n}{}", &s[..a], &s[b..])
            }
        }
    }
}

/// How large a puzzle the fuzzer solves (placements to try).
const MAX_SOLVED: u64 = 20_000;

/// Feeds one input to the reader of `kind` and to what the commands do with what loads.
/// Panics (the fuzzer's finding) when something breaks; `true` if the input loaded.
fn exercise(kind: Kind, bytes: Vec<u8>) -> bool {
    // Files are decoded as the command line decodes them.
    let Ok(text) = furunkulus::files::decode(bytes) else {
        return false;
    };
    let style = Style::default();
    match kind {
        Kind::Scenario | Kind::Map | Kind::Puzzle => {
            let Ok(loaded) = report::load_text(&text, "fuzz.yaml", &[]) else {
                return false;
            };
            let show = report::show::ShowReport::build(&loaded);
            for f in [Format::Text, Format::Json, Format::Map] {
                let out = show.render(f, &style).expect("show renders");
                if f == Format::Map {
                    // The drawn map reads back as the same position.
                    let report::Rendered::Text(map) = out else {
                        panic!("a map is text")
                    };
                    let back = report::load_text(&map, "map.yaml", &[])
                        .unwrap_or_else(|e| panic!("the map does not read back: {e}\n{map}"));
                    assert_eq!(
                        back.scenario.position(),
                        loaded.scenario.position(),
                        "the map reads back as another position:\n{map}"
                    );
                }
            }
            for tile in [Tile::Steps(8), Tile::Prey(1), Tile::Steps(20)] {
                if let Ok(t) = report::trace::TraceReport::build(&loaded, Some(tile), false) {
                    t.render(Format::Text, &style).expect("trace text");
                    t.render(Format::Json, &style).expect("trace json");
                }
            }
            for p in loaded.scenario.pawns().iter().take(2) {
                if let Ok(m) = report::moves::MovesReport::build(&loaded, &p.name, Some(4)) {
                    m.render(Format::Text, &style).expect("moves text");
                    m.render(Format::Json, &style).expect("moves json");
                }
            }
            if let Some(p) = &loaded.puzzle {
                if p.placements() <= MAX_SOLVED {
                    let solved = furunkulus::puzzle::solve(p, &loaded.options);
                    let _ = furunkulus::puzzle::stated_solution_error(p, &solved);
                    if let Some(first) = solved.solutions.first() {
                        let _ = furunkulus::puzzle::explanation(p, &loaded.options, first);
                        let _ = furunkulus::puzzle::trace_solution(p, &loaded.options, first);
                    }
                }
                // The writer's puzzle reads back.
                let written = furunkulus::puzzle::write_puzzle(p);
                furunkulus::puzzle::parse(&written, "w.yaml").unwrap_or_else(|e| {
                    panic!("a written puzzle does not read back: {e}\n{written}")
                });
            }
            true
        }
        Kind::Record => {
            let Ok(rf) = record::parse(&text, "fuzz.yaml") else {
                return false;
            };
            // What is written reads back as the same record.
            let written = record::to_yaml(&rf.record);
            let again = record::parse(&written, "w.yaml")
                .unwrap_or_else(|e| panic!("a written record does not read back: {e}\n{written}"));
            assert_eq!(again.record, rf.record, "written:\n{written}");
            let Ok(replay) = rf.replay(ReplayOptions {
                traces: true,
                upto: None,
            }) else {
                return true;
            };
            let game = &replay.game;
            furunkulus::render::game::json::state_json(game, &replay.turns);
            furunkulus::render::game::json::table_json(game);
            furunkulus::render::game::state_text(game, &style);
            let _ = game.legal_plays();
            true
        }
    }
}

/// The input being run: since when, its number, its bytes (for the watchdog).
type Running = (Instant, u64, Vec<u8>);

/// What a run did.
#[derive(Debug, Default)]
struct Figures {
    inputs: u64,
    loaded: u64,
}

/// Runs `kind` from `seed` for `inputs` inputs or `time`, whichever ends first. An input
/// that panics or runs longer than [`HANG`] is written to `target/fuzz-found/` and fails the
/// run.
fn fuzz(kind: Kind, seed: u64, inputs: u64, time: Duration) -> Figures {
    const HANG: Duration = Duration::from_secs(120);
    let mut m = Mutator {
        rng: Rng::derived(seed, kind as u64),
        corpus: corpus(kind),
    };
    assert!(!m.corpus.is_empty(), "no seeds for {}", kind.name());
    let found = root().join("target/fuzz-found");
    let current: Arc<Mutex<Option<Running>>> = Arc::new(Mutex::new(None));
    let done = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let watchdog = {
        let (current, done, found) = (current.clone(), done.clone(), found.clone());
        std::thread::spawn(move || {
            while !done.load(std::sync::atomic::Ordering::Relaxed) {
                std::thread::sleep(Duration::from_millis(500));
                if let Some((t, n, input)) = current.lock().unwrap().as_ref() {
                    if t.elapsed() > HANG {
                        let _ = std::fs::create_dir_all(&found);
                        let path = found.join(format!("hang-{}-{seed}-{n}.yaml", kind.name()));
                        let _ = std::fs::write(&path, input);
                        eprintln!("fuzz: input {n} hangs; written to {}", path.display());
                        std::process::abort();
                    }
                }
            }
        })
    };
    let start = Instant::now();
    let mut figures = Figures::default();
    while figures.inputs < inputs && start.elapsed() < time {
        let input = m.mutant();
        *current.lock().unwrap() = Some((Instant::now(), figures.inputs, input.clone()));
        let copy = input.clone();
        match std::panic::catch_unwind(move || exercise(kind, copy)) {
            Ok(loaded) => figures.loaded += u64::from(loaded),
            Err(e) => {
                let _ = std::fs::create_dir_all(&found);
                let path = found.join(format!(
                    "panic-{}-{seed}-{}.yaml",
                    kind.name(),
                    figures.inputs
                ));
                let _ = std::fs::write(&path, &input);
                done.store(true, std::sync::atomic::Ordering::Relaxed);
                let message = e
                    .downcast_ref::<String>()
                    .cloned()
                    .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
                    .unwrap_or_default();
                panic!(
                    "fuzz {} seed {seed}, input {}: {message}\n(written to {})",
                    kind.name(),
                    figures.inputs,
                    path.display()
                );
            }
        }
        figures.inputs += 1;
    }
    done.store(true, std::sync::atomic::Ordering::Relaxed);
    let _ = watchdog.join();
    eprintln!(
        "fuzz {}: seed {seed}, {} inputs ({} loaded) in {:.0} s",
        kind.name(),
        figures.inputs,
        figures.loaded,
        start.elapsed().as_secs_f64()
    );
    figures
}

/// The short run inside `cargo test`: a few hundred inputs of each kind, always the same.
fn short(kind: Kind) {
    let f = fuzz(kind, 30, 300, Duration::from_secs(600));
    assert_eq!(f.inputs, 300);
    assert!(f.loaded > 0, "no mutant of {} loaded", kind.name());
}

#[test]
fn fuzz_scenarios_briefly() {
    short(Kind::Scenario);
}

#[test]
fn fuzz_maps_briefly() {
    short(Kind::Map);
}

#[test]
fn fuzz_puzzles_briefly() {
    short(Kind::Puzzle);
}

#[test]
fn fuzz_records_briefly() {
    short(Kind::Record);
}

/// The long run's length and seed, from `FURUNKULUS_FUZZ_SECONDS` (default 600) and
/// `FURUNKULUS_FUZZ_SEED` (default 1).
fn long(kind: Kind) {
    let env = |name: &str, default: u64| {
        std::env::var(name)
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(default)
    };
    let (seconds, seed) = (
        env("FURUNKULUS_FUZZ_SECONDS", 600),
        env("FURUNKULUS_FUZZ_SEED", 1),
    );
    fuzz(kind, seed, u64::MAX, Duration::from_secs(seconds));
}

#[test]
#[ignore = "a long fuzz run: see docs/DEVELOPING.md"]
fn long_scenarios() {
    long(Kind::Scenario);
}

#[test]
#[ignore = "a long fuzz run: see docs/DEVELOPING.md"]
fn long_maps() {
    long(Kind::Map);
}

#[test]
#[ignore = "a long fuzz run: see docs/DEVELOPING.md"]
fn long_puzzles() {
    long(Kind::Puzzle);
}

#[test]
#[ignore = "a long fuzz run: see docs/DEVELOPING.md"]
fn long_records() {
    long(Kind::Record);
}
