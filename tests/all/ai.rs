//! AI players, hints and simulations (issue 12).

use crate::common::{game_new, run_bin, stdout};
use furunkulus::ai::simulate::{SimSetup, Simulation, Stats};
use furunkulus::ai::{choose, Budget, Config, Level};
use furunkulus::game::record::{self, ReplayOptions};
use furunkulus::game::{Game, Phase, Play};
use furunkulus::rules::Options;
use proptest::prelude::*;

fn sim(levels: &[Level], games: u64, seed: u64, setup: SimSetup, keep: bool) -> Simulation {
    Simulation {
        seats: levels.iter().map(|&l| Config::new(l)).collect(),
        games,
        seed,
        setup,
        three_prey: false,
        options: Options::default(),
        keep_records: keep,
    }
}

fn small_expectimax() -> Config {
    Config {
        budget: Budget {
            nodes: 400,
            width: 2,
            ..Budget::default()
        },
        ..Config::new(Level::Expectimax)
    }
}

/// `mcts` with a small budget (tests run unoptimised).
fn small_mcts(playouts: u64) -> Config {
    Config {
        budget: Budget {
            playouts,
            candidates: 3,
            ..Budget::default()
        },
        ..Config::new(Level::Mcts)
    }
}

/// `brs` or `paranoid`, narrow (tests run unoptimised).
fn small_search(level: Level) -> Config {
    Config {
        budget: Budget {
            width: 2,
            depth: 3,
            ..Budget::default()
        },
        ..Config::new(level)
    }
}

/// Checks every level's play in `game` is one of its legal plays and applies.
fn check_levels(game: &Game, seed: u64) -> Result<(), TestCaseError> {
    let legal = game.legal_plays();
    for config in [
        Config::new(Level::Random),
        Config::new(Level::Greedy),
        small_expectimax(),
        small_mcts(6),
        small_search(Level::Brs),
        small_search(Level::Paranoid),
    ] {
        let c = choose(game, &config, seed).expect("a player is to play");
        prop_assert!(legal
            .iter()
            .any(|m| m.pawn == c.play.pawn && m.dest == c.play.dest && m.path == c.play.path));
        prop_assert!(game.apply(&Play::of_move(&c.play)).is_ok());
        prop_assert!((0.0..=1.0).contains(&c.figures.chance_removed));
        prop_assert_eq!(c.candidates, legal.len());
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 6, failure_persistence: None, ..ProptestConfig::default() })]

    /// Every AI play, in states of random games, is a legal play of the player to play.
    #[test]
    fn every_ai_play_is_legal(players in 2usize..=5, advanced in any::<bool>(), seed in any::<u64>()) {
        let setup = if advanced { SimSetup::Advanced } else { SimSetup::Basic };
        let s = sim(&vec![Level::Random; players], 1, seed, setup, true);
        let result = s.play_one(0).map_err(TestCaseError::fail)?;
        let rec = result.record.expect("kept");
        // Walk the record's game, checking the levels every third play.
        let mut game = rec.start_game(&|_| None).map_err(|_| TestCaseError::fail("start"))?;
        let mut k = 0;
        for turn in &rec.turns {
            for p in &turn.plays {
                if k % 3 == 0 {
                    check_levels(&game, seed)?;
                }
                k += 1;
                let id = game.pawn_id(&p.pawn).expect("pawn");
                game = game.apply(&Play { pawn: id, to: p.to, path: p.path.clone() }).expect("legal");
            }
            if let Some(t) = turn.tile {
                game = game.monster_phase(t).expect("tile").0;
            }
        }
        prop_assert_eq!(game.phase(), Phase::Over);
    }
}

#[test]
fn choices_are_deterministic_and_none_when_nobody_plays() {
    let game = Game::new(
        &["red".into(), "blue".into(), "green".into()],
        None,
        &furunkulus::setup::Setup::basic(),
        false,
    )
    .unwrap();
    for level in Level::ALL {
        let config = match level {
            Level::Mcts => small_mcts(12),
            Level::Brs | Level::Paranoid => small_search(level),
            _ => Config::new(level),
        };
        let a = choose(&game, &config, 7).unwrap();
        let b = choose(&game, &config, 7).unwrap();
        assert_eq!(a.play.pawn, b.play.pawn);
        assert_eq!(a.play.path, b.play.path);
    }
    // Random really varies with the seed.
    let dests: std::collections::BTreeSet<String> = (0..40)
        .map(|s| {
            let c = choose(&game, &Config::new(Level::Random), s).unwrap();
            format!("{}{}", c.play.pawn.0, c.play.dest)
        })
        .collect();
    assert!(dests.len() > 5, "{dests:?}");
    assert!("greedy".parse::<Level>() == Ok(Level::Greedy));
    assert!("brs".parse::<Level>() == Ok(Level::Brs));
    assert!("paranoid".parse::<Level>() == Ok(Level::Paranoid));
    assert!("mcts".parse::<Level>() == Ok(Level::Mcts));
    assert!("best".parse::<Level>().is_err());
}

#[test]
fn an_expectimax_no_longer_wanted_stops_between_candidates() {
    // Issue 30, S1: the server's hint stops once its client is gone.
    let game = Game::new(
        &["red".into(), "blue".into()],
        None,
        &furunkulus::setup::Setup::basic(),
        false,
    )
    .unwrap();
    let config = Config::new(Level::Expectimax);
    let asked = std::cell::Cell::new(0);
    let never = furunkulus::ai::choose_until(&game, &config, 3, &|| {
        asked.set(asked.get() + 1);
        false
    })
    .unwrap();
    let whole = choose(&game, &config, 3).unwrap();
    assert_eq!(
        (never.play.pawn, never.play.dest),
        (whole.play.pawn, whole.play.dest)
    );
    assert!(
        asked.get() >= 2,
        "asked before each candidate: {}",
        asked.get()
    );
    // Stopped at once: greedy's best play, no candidate looked at further.
    let asked = std::cell::Cell::new(0);
    let stopped = furunkulus::ai::choose_until(&game, &config, 3, &|| {
        asked.set(asked.get() + 1);
        true
    })
    .unwrap();
    assert_eq!(asked.get(), 1, "stopped at the first question");
    let greedy = choose(&game, &Config::new(Level::Greedy), 3).unwrap();
    assert_eq!(
        (stopped.play.pawn, stopped.play.dest),
        (greedy.play.pawn, greedy.play.dest)
    );
    assert!(game
        .legal_plays()
        .iter()
        .any(|m| m.pawn == stopped.play.pawn && m.dest == stopped.play.dest));
}

#[test]
fn greedy_beats_random_in_most_games() {
    let s = sim(
        &[Level::Greedy, Level::Random],
        20,
        11,
        SimSetup::Basic,
        false,
    );
    let results = s.run(&|| {}).unwrap();
    let stats = Stats::of(&results, 2);
    assert!(stats.seats[0].wins >= 15, "{stats:?}");
}

#[test]
fn simulated_records_replay_to_the_same_results() {
    let s = sim(
        &[Level::Greedy, Level::Random, Level::Random],
        6,
        5,
        SimSetup::Advanced,
        true,
    );
    for r in s.run(&|| {}).unwrap() {
        let rec = r.record.as_ref().unwrap();
        let text = record::to_yaml(rec);
        let file = record::parse(&text, "sim.yaml").unwrap();
        let replay = file.replay(ReplayOptions::default()).unwrap();
        assert!(replay.game.is_over());
        assert_eq!(replay.game.winner(), r.winner);
        assert_eq!(replay.game.turn(), r.turns);
        for (s, &out) in r.out.iter().enumerate() {
            let seat = furunkulus::game::Seat(s as u8);
            assert_eq!(replay.game.out_pawns(seat).len() as u32, out);
        }
    }
}

/// Simulations of `random` seats that keep no record take a shorter way (no path built):
/// the games come out the same as with records kept.
#[test]
fn random_games_are_the_same_with_and_without_records() {
    for (players, setup, seed) in [
        (4, SimSetup::Basic, 11),
        (2, SimSetup::Advanced, 12),
        (6, SimSetup::Basic, 13),
        (5, SimSetup::Advanced, 14),
    ] {
        let levels = vec![Level::Random; players];
        let kept = sim(&levels, 12, seed, setup, true).run(&|| ()).unwrap();
        let lean = sim(&levels, 12, seed, setup, false).run(&|| ()).unwrap();
        for (a, b) in kept.iter().zip(&lean) {
            assert!(b.record.is_none());
            assert_eq!(
                (a.winner, &a.out, &a.removed, a.start, a.turns, a.round_2),
                (b.winner, &b.out, &b.removed, b.start, b.turns, b.round_2)
            );
        }
    }
}

#[test]
fn simulation_is_the_same_with_one_or_two_threads() {
    let s = sim(
        &[Level::Greedy, Level::Random],
        12,
        9,
        SimSetup::Basic,
        false,
    );
    let stats = |threads| {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .unwrap();
        pool.install(|| Stats::of(&s.run(&|| {}).unwrap(), 2))
    };
    assert_eq!(stats(1), stats(2));
}

/// `mcts` plays the same games whatever the number of threads (its budget counts iterations,
/// and its chance nodes are visited in proportion to the pile, not sampled), and `game simulate --ai mcts,expectimax`
/// works; the budget reaches the search: no playout, greedy's first candidate.
#[test]
fn mcts_games_are_the_same_with_one_or_two_threads() {
    let mut s = sim(
        &[Level::Mcts, Level::Expectimax],
        2,
        5,
        SimSetup::Basic,
        false,
    );
    s.seats[0] = small_mcts(12);
    s.seats[0].budget.rollout = 2;
    s.seats[1] = small_expectimax();
    let stats = |threads| {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .unwrap();
        pool.install(|| Stats::of(&s.run(&|| {}).unwrap(), 2))
    };
    assert_eq!(stats(1), stats(2));
    let o = run_bin(&[
        "game",
        "simulate",
        "--players",
        "2",
        "--ai",
        "mcts,expectimax",
        "--ai-option",
        "playouts=3",
        "--ai-option",
        "rollout=2",
        "--games",
        "1",
        "--format",
        "json",
    ]);
    assert!(o.status.success(), "{}", crate::common::stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["seats"][0]["ai"], "mcts");
    // Without playouts, mcts plays greedy's best play.
    let game = Game::new(
        &["red".into(), "blue".into()],
        None,
        &furunkulus::setup::Setup::basic(),
        false,
    )
    .unwrap();
    let none = choose(&game, &small_mcts(0), 1).unwrap();
    let g = choose(&game, &Config::new(Level::Greedy), 1).unwrap();
    assert_eq!((none.play.pawn, none.play.dest), (g.play.pawn, g.play.dest));
}

fn simulate_json(threads: &str, dir: Option<&str>) -> serde_json::Value {
    let mut args = vec![
        "game",
        "simulate",
        "--players",
        "2",
        "--ai",
        "greedy,random",
        "--games",
        "8",
        "--seed",
        "4",
        "--format",
        "json",
    ];
    if let Some(d) = dir {
        args.extend(["--record", d]);
    }
    let out = crate::common::bin()
        .args(&args)
        .env("RAYON_NUM_THREADS", threads)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", crate::common::stderr(&out));
    let mut v: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert!(v["games_per_second"].as_f64().unwrap() > 0.0);
    v.as_object_mut().unwrap().remove("games_per_second");
    v
}

#[test]
fn simulate_json_is_the_same_with_one_and_two_threads_and_records_replay() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().to_str().unwrap();
    let one = simulate_json("1", Some(d));
    let two = simulate_json("2", None);
    assert_eq!(one, two);
    assert_eq!(one["games"], 8);
    assert_eq!(one["seats"][0]["ai"], "greedy");
    let wins: u64 = one["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["wins"].as_u64().unwrap())
        .sum();
    assert_eq!(wins + one["no_winner"].as_u64().unwrap(), 8);
    // Every record replays, and the winners add up to the same wins.
    let mut red = 0;
    for g in 1..=8 {
        let f = dir.path().join(format!("game-{g}.yaml"));
        let o = run_bin(&["game", "replay", f.to_str().unwrap(), "--format", "json"]);
        assert!(o.status.success(), "{}", crate::common::stderr(&o));
        let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
        if v["winner"] == "red" {
            red += 1;
        }
    }
    assert_eq!(red, one["seats"][0]["wins"].as_u64().unwrap());
}

/// Records written again with the same seed are no clash; records changed since are all
/// named at once, and then nothing is written (never half a set) until `--force`.
#[test]
fn simulate_refuses_every_clashing_record_before_writing_any() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().to_str().unwrap();
    let args = [
        "game",
        "simulate",
        "--players",
        "2",
        "--ai",
        "random,random",
        "--games",
        "12",
        "--seed",
        "9",
        "--record",
        d,
    ];
    let first = run_bin(&args);
    assert!(first.status.success(), "{}", crate::common::stderr(&first));
    let again = run_bin(&args);
    assert!(again.status.success(), "{}", crate::common::stderr(&again));
    let path = |g: u32| dir.path().join(format!("game-{g:02}.yaml"));
    let kept = std::fs::read_to_string(path(1)).unwrap();
    for g in [3, 7] {
        std::fs::write(path(g), "mine\n").unwrap();
    }
    std::fs::remove_file(path(1)).unwrap();
    let refused = run_bin(&args);
    assert!(!refused.status.success());
    let err = crate::common::stderr(&refused);
    assert!(
        err.contains("2 of the 12 records cannot be written; none was"),
        "{err}"
    );
    assert!(
        err.contains("game-03.yaml") && err.contains("game-07.yaml"),
        "{err}"
    );
    assert!(err.contains("--force"), "{err}");
    assert!(!path(1).exists(), "nothing written");
    assert_eq!(std::fs::read_to_string(path(3)).unwrap(), "mine\n");
    let mut forced = args.to_vec();
    forced.push("--force");
    let o = run_bin(&forced);
    assert!(o.status.success(), "{}", crate::common::stderr(&o));
    assert_eq!(std::fs::read_to_string(path(1)).unwrap(), kept);
    assert_ne!(std::fs::read_to_string(path(3)).unwrap(), "mine\n");
}

#[test]
fn simulate_refuses_bad_levels_and_counts() {
    let o = run_bin(&[
        "game",
        "simulate",
        "--players",
        "3",
        "--ai",
        "greedy,best",
        "--games",
        "2",
    ]);
    assert_eq!(o.status.code(), Some(2), "{}", crate::common::stderr(&o));
    assert!(crate::common::stderr(&o).contains("3 players"));
    let o = run_bin(&[
        "game",
        "simulate",
        "--players",
        "2",
        "--ai",
        "best",
        "--games",
        "2",
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(crate::common::stderr(&o).contains("unknown AI level `best`"));
}

#[test]
fn hint_gives_a_legal_play_with_its_figures() {
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("g.yaml");
    game_new(&f, "red,blue", "3");
    let f = f.to_str().unwrap();
    let o = run_bin(&["game", "hint", f, "--ai", "greedy", "--format", "json"]);
    assert!(o.status.success(), "{}", crate::common::stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["player"], "red");
    assert_eq!(v["ai"], "greedy");
    assert!(v["pawn"].as_str().unwrap().starts_with("red"));
    assert!(v["reasons"]["expected_losses"]["blue"].is_number());
    assert!(v["reasons"]["chance_removed"].is_number());
    let o = run_bin(&["game", "hint", f, "--ai", "greedy"]);
    let text = stdout(&o);
    assert!(text.starts_with("red to play: red"), "{text}");
    assert!(text.lines().all(|l| l.chars().count() <= 80));
}

#[test]
fn game_play_lets_the_ai_play_its_seats() {
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("g.yaml");
    game_new(&f, "red,blue", "3");
    let f = f.to_str().unwrap();
    let o = crate::common::bin()
        .args(["game", "play", f, "--ai", "red=greedy,blue=random"])
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", crate::common::stderr(&o));
    let text = stdout(&o);
    assert!(text.contains("red (greedy): red"), "{text}");
    assert!(text.contains("blue (random): blue"), "{text}");
    let o = run_bin(&["game", "replay", f]);
    assert!(o.status.success());
    let o = crate::common::bin()
        .args(["game", "play", f, "--ai", "purple=greedy"])
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2));
}

/// The strength figures of docs/ai.md (2,000 two-player games each on the basic setup,
/// starts rotated). Slow: run with `cargo test --release --test all strength -- --ignored`.
#[test]
#[ignore]
fn strength_greedy_beats_random_and_expectimax_beats_greedy() {
    for (levels, share) in [
        ([Level::Greedy, Level::Random], 0.8),
        ([Level::Expectimax, Level::Greedy], 0.6),
    ] {
        let s = sim(&levels, 2000, 1, SimSetup::Basic, false);
        let stats = Stats::of(&s.run(&|| {}).unwrap(), 2);
        let decided = (stats.games - stats.no_winner) as f64;
        let rate = stats.seats[0].wins as f64 / decided;
        assert!(
            rate >= share,
            "{levels:?}: {rate:.3} of decided games; {stats:?}"
        );
    }
}

#[test]
fn expectimax_without_budget_plays_as_greedy_and_the_cli_takes_a_budget() {
    let s = sim(
        &[Level::Random, Level::Random, Level::Random],
        1,
        21,
        SimSetup::Basic,
        true,
    );
    let rec = s.play_one(0).unwrap().record.unwrap();
    let mut game = rec.start_game(&|_| None).unwrap();
    // A few states of the game: with a budget of 0 nodes expectimax looks at its first
    // candidate only, greedy's play.
    for turn in rec.turns.iter().take(4) {
        for p in &turn.plays {
            let none = Config {
                budget: Budget {
                    nodes: 0,
                    width: 4,
                    ..Budget::default()
                },
                ..Config::new(Level::Expectimax)
            };
            let e = choose(&game, &none, 1).unwrap();
            let g = choose(&game, &Config::new(Level::Greedy), 1).unwrap();
            assert_eq!((e.play.pawn, e.play.dest), (g.play.pawn, g.play.dest));
            let id = game.pawn_id(&p.pawn).unwrap();
            game = game
                .apply(&Play {
                    pawn: id,
                    to: p.to,
                    path: p.path.clone(),
                })
                .unwrap();
        }
        game = game.monster_phase(turn.tile.unwrap()).unwrap().0;
    }
    let o = run_bin(&[
        "game",
        "simulate",
        "--players",
        "2",
        "--ai",
        "expectimax,greedy",
        "--games",
        "2",
        "--budget",
        "0",
        "--format",
        "json",
    ]);
    assert!(o.status.success(), "{}", crate::common::stderr(&o));
}

#[test]
fn ai_options_are_named_checked_and_change_the_weights() {
    let mut c = Config::new(Level::Greedy);
    c.set("out=12").unwrap();
    c.set("budget=500").unwrap();
    c.set(" width = 2 ").unwrap();
    assert_eq!(c.weights.out, 12.0);
    assert_eq!(c.budget.nodes, 500);
    assert_eq!(c.budget.width, 2);
    let e = c.set("speed=3").unwrap_err();
    assert!(
        e.contains("unknown AI option `speed`") && e.contains("tempo"),
        "{e}"
    );
    assert!(c.set("out=-1").unwrap_err().contains("0 or more"));
    assert!(c.set("width=0").unwrap_err().contains("whole number"));
    assert!(c.set("out").unwrap_err().contains("NAME=VALUE"));
    // On the command line: refused with exit 2, naming the options.
    let o = run_bin(&[
        "game",
        "hint",
        "tests/games/first-turn.yaml",
        "--ai-option",
        "speed=3",
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("the options are out, progress"));
    // Accepted, and it can change the answer: with nothing valued but progress, greedy's
    // figures change.
    let hint = |extra: &[&str]| {
        let mut args = vec![
            "game",
            "hint",
            "tests/games/first-turn.yaml",
            "--ai",
            "greedy",
            "--format",
            "json",
        ];
        args.extend_from_slice(extra);
        let o = run_bin(&args);
        assert_eq!(o.status.code(), Some(0));
        serde_json::from_str::<serde_json::Value>(&stdout(&o)).unwrap()
    };
    let plain = hint(&[]);
    let tuned = hint(&["--ai-option", "progress=0", "--ai-option", "removed=0"]);
    assert_ne!(plain["reasons"]["value"], tuned["reasons"]["value"]);
}

/// The hint in words (issue 29.5): the best other play and what it risks, and how the AI
/// counts — every number the one the JSON gives from the evaluation; in English and German.
/// Positions: a simulated 3-player game cut after 1 to 6 turns.
#[test]
fn hint_explains_the_play_and_the_best_other_in_words() {
    let dir = tempfile::tempdir().unwrap();
    let game = sim(&[Level::Greedy; 3], 1, 5, SimSetup::Basic, true)
        .run(&|| {})
        .unwrap()
        .remove(0)
        .record
        .unwrap();
    let wide = |args: &[&str]| {
        stdout(
            &crate::common::bin()
                .env("COLUMNS", "400")
                .args(args)
                .output()
                .unwrap(),
        )
    };
    let mut lower = 0;
    for cut in 1..=6.min(game.turns.len() - 1) {
        let mut rec = game.clone();
        rec.turns.truncate(cut);
        let f = dir.path().join(format!("g{cut}.yaml"));
        std::fs::write(&f, record::to_yaml(&rec)).unwrap();
        let f = f.to_str().unwrap();
        let o = run_bin(&["game", "hint", f, "--ai", "greedy", "--format", "json"]);
        assert!(o.status.success(), "{}", crate::common::stderr(&o));
        let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
        let e = &v["explanation"];
        assert_eq!(e["value"], v["reasons"]["value"]);
        assert_eq!(e["to_win"], 3);
        let alt = &e["alternative"];
        let alt_pawn = alt["pawn"].as_str().unwrap();
        assert!(alt_pawn != v["pawn"] || alt["to"] != v["to"], "{alt}");
        let (value, alt_value) = (e["value"].as_f64().unwrap(), alt["value"].as_f64().unwrap());
        assert!(alt_value <= value);
        let pct = |x: &serde_json::Value| format!("{:.0}", 100.0 * x.as_f64().unwrap());
        let two = |x: &serde_json::Value| format!("{:.2}", x.as_f64().unwrap());
        let diff = format!("{:.2}", value - alt_value);
        let text = wide(&["game", "hint", f, "--ai", "greedy"]);
        let de = wide(&["game", "hint", f, "--ai", "greedy", "--lang", "de"]);
        let (end, end_de) = if diff == "0.00" {
            (
                "the AI scores it the same, and chose the first of the two.".to_string(),
                "die KI bewertet ihn gleich und hat den ersten der beiden gewählt.".to_string(),
            )
        } else {
            lower += 1;
            (
                format!("the AI scores it {diff} points lower."),
                format!(
                    "die KI bewertet ihn um {} Punkte schlechter.",
                    diff.replace('.', ",")
                ),
            )
        };
        let want = format!(
            "The best other play, {alt_pawn} to {}, would leave {alt_pawn} {}% likely to be \
             eaten, with {} of your pawns expected to be taken; {end}",
            alt["to"].as_str().unwrap(),
            pct(&alt["chance_removed"]),
            two(&alt["expected_losses"]),
        );
        assert!(text.contains(&want), "{text}\nwant: {want}");
        assert!(
            text.contains(&format!(
                "After this play you have {} of the 3 pawns out that win; in the coming \
                 monster phase the monster is expected to take {} of your pawns.",
                e["out"],
                two(&e["expected_losses"])
            )),
            "{text}"
        );
        assert!(
            text.contains(&format!("This play: {} points.", two(&e["value"]))),
            "{text}"
        );
        assert!(!text.contains("Value of the play"), "{text}");
        let want = format!(
            "Beim besten anderen Zug, {alt_pawn} nach {}, würde {alt_pawn} mit {}\u{a0}% \
             Wahrscheinlichkeit gefressen, und du würdest voraussichtlich {} Spielfiguren \
             verlieren; {end_de}",
            alt["to"].as_str().unwrap(),
            pct(&alt["chance_removed"]),
            // German writes a decimal comma.
            two(&alt["expected_losses"]).replace('.', ","),
        );
        assert!(de.contains(&want), "{de}\nwant: {want}");
        assert!(
            de.contains(&format!(
                "Dieser Zug: {} Punkte.",
                two(&e["value"]).replace('.', ",")
            )),
            "{de}"
        );
        // Only a tree search tells how it spent its iterations.
        assert!(v["reasons"].get("tries").is_none(), "{v}");
        if cut == 3 {
            // expectimax looks further: its own value is told besides the evaluation's.
            let text = wide(&["game", "hint", f, "--ai", "expectimax", "--budget", "300"]);
            assert!(text.contains("This play: "), "{text}");
            assert!(text.contains("Looking further"), "{text}");
            // mcts tells how many of its iterations began with the play, and the next.
            let mcts = [
                "game",
                "hint",
                f,
                "--ai",
                "mcts",
                "--ai-option",
                "playouts=40",
            ];
            let o = run_bin(&[&mcts[..], &["--format", "json"]].concat());
            let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
            let tries = &v["reasons"]["tries"];
            assert_eq!(tries["iterations"], 40, "{v}");
            let chosen = tries["chosen"].as_u64().unwrap();
            let next = &tries["runner_up"];
            let other = next["tries"].as_u64().unwrap();
            assert!(
                other > 0 && other <= chosen && chosen + other <= 40,
                "{tries}"
            );
            assert!(
                next["pawn"] != v["pawn"] || next["to"] != v["to"],
                "{tries}"
            );
            let text = wide(&mcts);
            let told = format!(
                "Looking further, the mcts AI tried 40 continuations from here (the rest of \
                 this phase, each player making plays its count rates well, then every tile \
                 the monster may bring); {chosen} of them began with this play, {}",
                if other < chosen {
                    format!(
                        "more than with any other (next: {} to {}, with {other}).",
                        next["pawn"].as_str().unwrap(),
                        next["to"].as_str().unwrap()
                    )
                } else {
                    format!(
                        "as many as with {} to {}, and the AI chose it for how they ended.",
                        next["pawn"].as_str().unwrap(),
                        next["to"].as_str().unwrap()
                    )
                }
            );
            assert!(text.contains(&told), "{text}\nwant: {told}");
            // A search held to one play at a node tries no other.
            let one = [&mcts[..], &["--ai-option", "candidates=1"]].concat();
            let o = run_bin(&[&one[..], &["--format", "json"]].concat());
            let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
            assert_eq!(v["reasons"]["tries"]["chosen"], 40, "{v}");
            assert!(v["reasons"]["tries"]["runner_up"].is_null(), "{v}");
            let text = wide(&one);
            assert!(
                text.contains("40 of them began with this play, and none with another play."),
                "{text}"
            );
            let fr = wide(&[&mcts[..], &["--lang", "fr"]].concat());
            assert!(
                fr.contains(&format!("{chosen} d'entre elles commençaient par ce coup")),
                "{fr}"
            );
        }
    }
    assert!(lower > 0, "no position where the other play scores lower");
}

/// `game tournament`: every pairing at every seat count asked, the challenger in every seat
/// as often, a rating per level anchored at the first; the same document twice.
#[test]
fn tournament_rates_the_levels_deterministically() {
    let args = [
        "game",
        "tournament",
        "--levels",
        "random,greedy",
        "--seats",
        "2,3",
        "--games",
        "6",
        "--seed",
        "4",
        "--format",
        "json",
    ];
    let o = run_bin(&args);
    assert!(o.status.success(), "{}", crate::common::stderr(&o));
    let mut v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    let pairings = v["pairings"].as_array().unwrap();
    assert_eq!(pairings.len(), 4);
    for p in pairings {
        let seats = p["seats"].as_u64().unwrap();
        let per: Vec<u64> = p["challenger_seats"]
            .as_array()
            .unwrap()
            .iter()
            .map(|x| x.as_u64().unwrap())
            .collect();
        assert_eq!(per.len() as u64, seats);
        assert!(per.iter().all(|&n| n == per[0] && n > 0));
        let (w, d, l) = (
            p["wins"].as_u64(),
            p["draws"].as_u64(),
            p["losses"].as_u64(),
        );
        assert_eq!(
            w.unwrap() + d.unwrap() + l.unwrap(),
            p["games"].as_u64().unwrap()
        );
        assert!(p["win_share_ci95"][0].as_f64() <= p["win_share"].as_f64());
    }
    assert_eq!(v["rating_model"], "plackett-luce");
    assert_eq!(v["ratings"][0]["ai"], "random");
    assert_eq!(v["ratings"][0]["elo"], 0.0);
    assert_eq!(v["tournament"]["format"], "duplicate");
    let mut again: serde_json::Value = serde_json::from_str(&stdout(&run_bin(&args))).unwrap();
    v["games_per_second"] = 0.into();
    again["games_per_second"] = 0.into();
    assert_eq!(v, again);
    let o = run_bin(&[
        "game",
        "tournament",
        "--levels",
        "random,greedy",
        "--seats",
        "2",
        "--games",
        "4",
    ]);
    let text = stdout(&o);
    assert!(text.contains("challenger"), "{text}");
    assert!(text.lines().all(|l| l.chars().count() <= 80), "{text}");
    let o = run_bin(&["game", "tournament", "--levels", "random", "--games", "2"]);
    assert_eq!(o.status.code(), Some(2));
    let o = run_bin(&["game", "tournament", "--seats", "9", "--games", "2"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(crate::common::stderr(&o).contains("2 to 7 players"));
}

/// Two variants of one level meet in a tournament when each carries its own options
/// (`greedy[opponents=0]`): the JSON names them as spelled, the challenger is spelled the
/// same, the variant really plays otherwise (`mcts[playouts=0]` plays greedy's plays, so a
/// simulation with it is the one with greedy), and a malformed spelling is a usage error.
/// `--plot` draws every pairing into an SVG that parses, names the levels, and is the same
/// file on a second run.
#[test]
fn tournament_variants_meet_and_are_plotted() {
    let dir = tempfile::tempdir().unwrap();
    let plot = |name: &str| dir.path().join(name);
    let args = |file: &std::path::Path| {
        vec![
            "game".to_string(),
            "tournament".into(),
            "--levels".into(),
            "greedy,greedy[opponents=0],random".into(),
            "--challenger".into(),
            "greedy[opponents=0]".into(),
            "--seats".into(),
            "2,3".into(),
            "--games".into(),
            "6".into(),
            "--seed".into(),
            "5".into(),
            "--format".into(),
            "json".into(),
            "--plot".into(),
            file.display().to_string(),
        ]
    };
    let a = args(&plot("a.svg"));
    let o = run_bin(&a.iter().map(String::as_str).collect::<Vec<_>>());
    assert!(o.status.success(), "{}", crate::common::stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(
        v["tournament"]["levels"],
        serde_json::json!(["greedy", "greedy[opponents=0]", "random"])
    );
    let pairings = v["pairings"].as_array().unwrap();
    assert_eq!(pairings.len(), 4);
    assert!(pairings
        .iter()
        .all(|p| p["challenger"] == "greedy[opponents=0]"));
    let svg = std::fs::read_to_string(plot("a.svg")).unwrap();
    resvg::usvg::Tree::from_str(&svg, &resvg::usvg::Options::default()).expect("the plot parses");
    for p in pairings {
        let (w, l) = (p["wins"].as_u64().unwrap(), p["losses"].as_u64().unwrap());
        let share = format!("{:.1}%", 100.0 * w as f64 / (w + l).max(1) as f64);
        assert!(svg.contains(&share), "{share} not in the plot");
    }
    for words in [
        "greedy[opponents=0] against 1 × greedy",
        "greedy[opponents=0] against 2 × random",
        "2 seats",
        "3 seats",
    ] {
        assert!(svg.contains(words), "{words} not in the plot");
    }
    let b = args(&plot("b.svg"));
    let o = run_bin(&b.iter().map(String::as_str).collect::<Vec<_>>());
    assert!(o.status.success());
    assert_eq!(svg, std::fs::read_to_string(plot("b.svg")).unwrap());
    // The same plot again over its file is no clash; another file is kept without --force,
    // and a folder is refused before any game is played.
    let o = run_bin(&b.iter().map(String::as_str).collect::<Vec<_>>());
    assert!(o.status.success(), "{}", crate::common::stderr(&o));
    std::fs::write(plot("mine.svg"), "mine").unwrap();
    let mine = args(&plot("mine.svg"));
    let o = run_bin(&mine.iter().map(String::as_str).collect::<Vec<_>>());
    assert_eq!(o.status.code(), Some(1), "{}", crate::common::stderr(&o));
    assert!(crate::common::stderr(&o).contains("mine.svg"));
    assert_eq!(std::fs::read_to_string(plot("mine.svg")).unwrap(), "mine");
    let mut forced = mine.clone();
    forced.push("--force".into());
    let o = run_bin(&forced.iter().map(String::as_str).collect::<Vec<_>>());
    assert!(o.status.success(), "{}", crate::common::stderr(&o));
    assert_eq!(std::fs::read_to_string(plot("mine.svg")).unwrap(), svg);
    // A folder is refused before anything else is done: even before the levels are read
    // (one level alone would be a usage error, exit 2, if they were read first).
    std::fs::create_dir(plot("folder.svg")).unwrap();
    let mut folder = args(&plot("folder.svg"));
    folder[3] = "greedy".into();
    folder.drain(4..6);
    let o = run_bin(&folder.iter().map(String::as_str).collect::<Vec<_>>());
    assert_eq!(o.status.code(), Some(1), "{}", crate::common::stderr(&o));
    assert!(stdout(&o).is_empty() && crate::common::stderr(&o).contains("folder.svg"));
    // The plot's words in German.
    let mut de = vec!["--lang".to_string(), "de".into()];
    de.extend(args(&plot("de.svg")));
    let o = run_bin(&de.iter().map(String::as_str).collect::<Vec<_>>());
    assert!(o.status.success(), "{}", crate::common::stderr(&o));
    let de = std::fs::read_to_string(plot("de.svg")).unwrap();
    assert!(
        de.contains("2 Plätze") && de.contains("gegen 1 × greedy"),
        "{de}"
    );

    // The variant plays otherwise: with no iterations mcts plays greedy's plays.
    let sim = |ai: &str| {
        let o = run_bin(&[
            "game",
            "simulate",
            "--players",
            "2",
            "--ai",
            ai,
            "--games",
            "6",
            "--seed",
            "3",
            "--format",
            "json",
        ]);
        assert!(o.status.success(), "{}", crate::common::stderr(&o));
        let mut v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
        v["games_per_second"] = 0.into();
        let mut ais = Vec::new();
        for seat in v["seats"].as_array_mut().unwrap() {
            ais.push(seat["ai"].take());
        }
        (v, serde_json::Value::from(ais))
    };
    let (greedy, _) = sim("greedy,greedy");
    let (zero, ais) = sim("mcts[playouts=0],greedy");
    assert_eq!(ais, serde_json::json!(["mcts[playouts=0]", "greedy"]));
    assert_eq!(greedy, zero);

    for bad in ["mcts[rollout=16", "mcts[nope=1],greedy", "mcts]"] {
        let o = run_bin(&[
            "game",
            "tournament",
            "--levels",
            bad,
            "--seats",
            "2",
            "--games",
            "2",
        ]);
        assert_eq!(o.status.code(), Some(2), "{bad}");
    }
    let o = run_bin(&[
        "game",
        "tournament",
        "--levels",
        "greedy,mcts[playouts=0]",
        "--challenger",
        "mcts",
        "--seats",
        "2",
        "--games",
        "2",
    ]);
    assert_eq!(o.status.code(), Some(2));
    // The text table keeps to 80 columns: a long name is `#N`, said in full above it.
    let o = run_bin(&[
        "game",
        "tournament",
        "--levels",
        "greedy,greedy[opponents=0,progress=5]",
        "--seats",
        "2",
        "--games",
        "2",
    ]);
    let text = stdout(&o);
    assert!(
        text.contains("#2: greedy[opponents=0,progress=5]"),
        "{text}"
    );
    assert!(text.contains("    2 #2         greedy"), "{text}");
    assert!(text.lines().all(|l| l.chars().count() <= 80), "{text}");
}

/// `brs` and `paranoid` are levels of the command line: `game simulate --ai brs,paranoid`
/// plays them (their budget options too), the same games with one or two threads; an
/// unknown option value is refused.
#[test]
fn brs_and_paranoid_play_from_the_command_line() {
    let run = |threads: &str| {
        let o = crate::common::bin()
            .args([
                "game",
                "simulate",
                "--players",
                "3",
                "--ai",
                "brs,paranoid,mcts",
                "--ai-option",
                "width=2",
                "--ai-option",
                "depth=2",
                "--ai-option",
                "playouts=8",
                "--games",
                "2",
                "--seed",
                "3",
                "--format",
                "json",
            ])
            .env("RAYON_NUM_THREADS", threads)
            .output()
            .expect("the binary runs");
        assert!(o.status.success(), "{}", crate::common::stderr(&o));
        let mut v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
        v.as_object_mut().unwrap().remove("games_per_second");
        v
    };
    let one = run("1");
    assert_eq!(one["seats"][0]["ai"], "brs");
    assert_eq!(one["seats"][1]["ai"], "paranoid");
    assert_eq!(one["seats"][2]["ai"], "mcts");
    assert_eq!(one, run("2"));
    let o = run_bin(&[
        "game",
        "simulate",
        "--players",
        "2",
        "--ai",
        "brs,greedy",
        "--ai-option",
        "depth=0",
    ]);
    assert_eq!(o.status.code(), Some(2));
}
