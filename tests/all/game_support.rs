//! Helpers for the game tests: whole games played by simple policies (uniformly random, or
//! rushing to the exit), the stored game records under `tests/games/`, and replaying text.
//!
//! The longer stored records were made by these policies (`write_game_fixtures`, ignored by
//! default: `cargo test --test all write_game_fixtures -- --ignored` writes them again, byte
//! for byte); the short ones were written by hand. The tests assert, fact by fact, what each
//! record shows.
#![allow(dead_code)]

use furunkulus::game::record::{self, PlayRecord, Record, RecordSetup, Replay, TurnRecord};
use furunkulus::game::{Game, Phase, Play};
use furunkulus::pawn::{Dest, PawnMove};
use furunkulus::rng::Rng;
use std::path::PathBuf;

/// How a test player chooses its play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Policy {
    /// A uniformly random legal play.
    Random,
    /// The play ending nearest the exit (out first), ties broken at random.
    Rush,
}

fn rush_score(m: &PawnMove) -> i32 {
    match m.dest {
        Dest::Out => -100,
        Dest::Waiting => 40,
        Dest::Square(s) => i32::from(s.col()) + i32::from(s.row()),
    }
}

/// The play `policy` chooses among the legal plays of `game`.
pub fn choose(game: &Game, policy: Policy, rng: &mut Rng) -> PawnMove {
    let plays = game.legal_plays();
    assert!(!plays.is_empty(), "no legal play in the pawn phase");
    match policy {
        Policy::Random => plays[rng.below(plays.len())].clone(),
        Policy::Rush => {
            let best = plays.iter().map(rush_score).min().unwrap_or(0);
            let c: Vec<&PawnMove> = plays.iter().filter(|m| rush_score(m) == best).collect();
            c[rng.below(c.len())].clone()
        }
    }
}

/// Plays a whole game from `record` (its setup and options; its turns are replaced) with
/// `policy`, tiles drawn from the record's seed; returns the record and the final state.
pub fn play_out(mut rec: Record, policy: Policy, seed: u64) -> (Record, Game) {
    rec.turns.clear();
    let mut game = rec
        .start_game(&|_| None)
        .unwrap_or_else(|p| panic!("{p:?}"));
    let mut rng = Rng::new(seed);
    let mut turn = TurnRecord::default();
    loop {
        match game.phase() {
            Phase::Pawns => {
                let m = choose(&game, policy, &mut rng);
                turn.plays.push(PlayRecord::of_move(&game, &m));
                game = game
                    .apply(&Play::of_move(&m))
                    .expect("a legal play applies");
            }
            Phase::Monster => {
                let t = game.seeded_tile(seed).expect("a tile is left");
                turn.tile = Some(t);
                rec.turns.push(std::mem::take(&mut turn));
                game = game.monster_phase(t).expect("the drawn tile plays").0;
            }
            Phase::Over => break,
        }
    }
    if !turn.plays.is_empty() {
        rec.turns.push(turn);
    }
    (rec, game)
}

/// A whole game of the basic setup for `players`, seeded.
pub fn play_game(players: &[&str], policy: Policy, seed: u64) -> (Record, Game) {
    let players = players.iter().map(|s| s.to_string()).collect();
    play_out(
        Record::new(players, RecordSetup::Basic, Some(seed)),
        policy,
        seed,
    )
}

/// The path of a stored record.
pub fn fixture_path(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/games")
        .join(name)
}

/// The text of a stored record.
pub fn fixture(name: &str) -> String {
    std::fs::read_to_string(fixture_path(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// Replays record text, panicking with the whole error if it is refused.
pub fn replay(text: &str) -> Replay {
    let rf = record::parse(text, "test.yaml").unwrap_or_else(|e| panic!("{e}"));
    rf.replay(Default::default())
        .unwrap_or_else(|e| panic!("{e}"))
}

/// Replays record text with every monster trace.
pub fn replay_traced(text: &str) -> Replay {
    let rf = record::parse(text, "test.yaml").unwrap_or_else(|e| panic!("{e}"));
    rf.replay(record::ReplayOptions {
        traces: true,
        upto: None,
    })
    .unwrap_or_else(|e| panic!("{e}"))
}

/// The error of record text that must be refused, as printed (file, line, column, message).
pub fn refused(text: &str) -> String {
    match record::parse(text, "test.yaml") {
        Err(e) => e.to_string(),
        Ok(rf) => match rf.replay(Default::default()) {
            Err(e) => e.to_string(),
            Ok(_) => panic!("the record was accepted:\n{text}"),
        },
    }
}

/// One stored record made by the policies.
pub struct Generated {
    /// Its file under `tests/games/`.
    pub file: &'static str,
    /// What it shows.
    pub about: &'static str,
    /// The players.
    pub players: &'static [&'static str],
    /// How they played.
    pub policy: Policy,
    /// The seed of their choices and of the tiles.
    pub seed: u64,
    /// The G7 variant.
    pub three_prey: bool,
}

/// The stored records made by the policies.
pub const GENERATED: &[Generated] = &[
    Generated {
        file: "four-players-tie.yaml",
        about: "Four players rushing to the exit (seed 3): 14 turns to the end of round 2, players passing when they have no pawn left, and a tie on 2 pawns out broken by who got there first.",
        players: &["red", "blue", "green", "yellow"],
        policy: Policy::Rush,
        seed: 3,
        three_prey: false,
    },
    Generated {
        file: "two-players-win.yaml",
        about: "Two players rushing to the exit (seed 8): a player gets 3 of 4 pawns out and wins at once, in the middle of a pawn phase.",
        players: &["red", "blue"],
        policy: Policy::Rush,
        seed: 8,
        three_prey: false,
    },
    Generated {
        file: "three-players-no-winner.yaml",
        about: "Three players playing at random (seed 0): nobody gets a pawn out; round 2 ends and eats the pawns still inside; no winner.",
        players: &["red", "blue", "green"],
        policy: Policy::Random,
        seed: 0,
        three_prey: false,
    },
    Generated {
        file: "six-players-three-prey.yaml",
        about: "Six players rushing to the exit with the G7 variant (seed 2): the 5 tile is \"3 prey\".",
        players: &["red", "blue", "green", "yellow", "black", "white"],
        policy: Policy::Rush,
        seed: 2,
        three_prey: true,
    },
];

/// Writes the generated records again (they are committed; this shows how they were made).
#[test]
#[ignore = "writes tests/games/*.yaml; run by hand to regenerate"]
fn write_game_fixtures() {
    for g in GENERATED {
        let players = g.players.iter().map(|s| s.to_string()).collect();
        let mut rec = Record::new(players, RecordSetup::Basic, Some(g.seed));
        rec.three_prey = g.three_prey;
        let (rec, game) = play_out(rec, g.policy, g.seed);
        let about = format!(
            "{} Made by tests/all/game_support.rs (write_game_fixtures). The end: {}.",
            g.about,
            game.end_words()
        );
        let mut text = String::new();
        let mut line = String::from("#");
        for word in about.split(' ') {
            if line.len() + 1 + word.len() > 95 {
                text.push_str(&line);
                text.push('\n');
                line = String::from("#");
            }
            line.push(' ');
            line.push_str(word);
        }
        text.push_str(&line);
        text.push('\n');
        text.push_str(&record::to_yaml(&rec));
        std::fs::write(fixture_path(g.file), text).unwrap();
    }
}
