//! `game ladder`: tournament chunks (the same pairings from other seeds) summed into one
//! table, JSON and plot, and every problem of the files told at once.

use crate::common::{run_bin, stderr, stdout};
use furunkulus::ai::tournament::Sprt;
use serde_json::Value;
use std::path::{Path, PathBuf};

/// `game tournament --levels LEVELS --challenger CHALLENGER --seed SEED --format json` and
/// `args`, written to `dir/NAME`.
fn played(
    dir: &Path,
    name: &str,
    levels: &str,
    challenger: &str,
    seed: &str,
    args: &[&str],
) -> PathBuf {
    let mut all = vec![
        "game",
        "tournament",
        "--levels",
        levels,
        "--challenger",
        challenger,
        "--seed",
        seed,
        "--format",
        "json",
    ];
    all.extend_from_slice(args);
    let o = run_bin(&all);
    assert!(o.status.success(), "{}", stderr(&o));
    let path = dir.join(name);
    std::fs::write(&path, o.stdout).unwrap();
    path
}

/// greedy challenging random, 6 games a pairing at 2 and 3 seats (or the `--seats` of
/// `extra`), from SEED, written to `dir/NAME`.
fn chunk(dir: &Path, name: &str, seed: &str, extra: &[&str]) -> PathBuf {
    let mut args = vec!["--games", "6"];
    if !extra.contains(&"--seats") {
        args.extend_from_slice(&["--seats", "2,3"]);
    }
    args.extend_from_slice(extra);
    played(dir, name, "random,greedy", "greedy", seed, &args)
}

fn json(path: &Path) -> Value {
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

fn ladder(args: &[&Path], extra: &[&str]) -> std::process::Output {
    let mut all: Vec<String> = vec!["game".into(), "ladder".into()];
    all.extend(args.iter().map(|p| p.display().to_string()));
    all.extend(extra.iter().map(|s| s.to_string()));
    run_bin(&all.iter().map(String::as_str).collect::<Vec<_>>())
}

/// Each pairing is the sum of its chunks' (games, wins, draws, losses, seats), its share,
/// interval and test read again on the sums; the seeds are listed; the text keeps to 80
/// columns and speaks German when asked; the plot parses, shows the summed shares and says
/// the seeds; the same files give the same document.
#[test]
fn a_ladder_sums_the_chunks_of_one_tournament() {
    let dir = tempfile::tempdir().unwrap();
    let a = chunk(dir.path(), "a.json", "1", &[]);
    let b = chunk(dir.path(), "b.json", "2", &[]);
    let plot = dir.path().join("ladder.svg");
    let o = ladder(
        &[&a, &b],
        &["--format", "json", "--plot", &plot.display().to_string()],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let v: Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["ladder"]["seeds"], serde_json::json!([1, 2]));
    assert_eq!(
        v["ladder"]["levels"],
        serde_json::json!(["greedy", "random"])
    );
    assert_eq!(v["ladder"]["setup"], "basic");
    let (ja, jb) = (json(&a), json(&b));
    let pairings = v["pairings"].as_array().unwrap();
    assert_eq!(pairings.len(), 2);
    let sprt = Sprt::default();
    let mut games = 0;
    for (k, p) in pairings.iter().enumerate() {
        let (pa, pb) = (&ja["pairings"][k], &jb["pairings"][k]);
        assert_eq!(p["seats"], pa["seats"]);
        assert_eq!(p["seeds"], serde_json::json!([1, 2]));
        let sum = |field: &str| pa[field].as_u64().unwrap() + pb[field].as_u64().unwrap();
        for field in ["games", "wins", "draws", "losses"] {
            assert_eq!(p[field].as_u64().unwrap(), sum(field), "{field}");
        }
        let seats: Vec<u64> = (0..p["seats"].as_u64().unwrap() as usize)
            .map(|s| {
                pa["challenger_seats"][s].as_u64().unwrap()
                    + pb["challenger_seats"][s].as_u64().unwrap()
            })
            .collect();
        assert_eq!(p["challenger_seats"], serde_json::json!(seats));
        let (w, l, n) = (
            sum("wins"),
            sum("losses"),
            p["seats"].as_u64().unwrap() as usize,
        );
        assert!((p["llr"].as_f64().unwrap() - sprt.llr(w, l, n)).abs() < 1e-4);
        assert_eq!(p["verdict"], sprt.verdict(w, l, n).name());
        let share = w as f64 / (w + l).max(1) as f64;
        assert!((p["win_share"].as_f64().unwrap() - share).abs() < 1e-4);
        games += sum("games");
    }
    assert_eq!(v["games"].as_u64().unwrap(), games);
    let svg = std::fs::read_to_string(&plot).unwrap();
    resvg::usvg::Tree::from_str(&svg, &resvg::usvg::Options::default()).expect("the plot parses");
    assert!(svg.contains("tournaments of seeds 1, 2 summed"), "{svg}");
    for p in pairings {
        let (w, l) = (p["wins"].as_u64().unwrap(), p["losses"].as_u64().unwrap());
        let share = format!("{:.1}%", 100.0 * w as f64 / (w + l).max(1) as f64);
        assert!(svg.contains(&share), "{share} not in the plot");
    }
    let again = ladder(&[&a, &b], &["--format", "json"]);
    assert_eq!(stdout(&again), stdout(&o));

    let text = stdout(&ladder(&[&a, &b], &[]));
    assert!(
        text.starts_with("Tournaments summed: 2 files, seeds 1, 2"),
        "{text}"
    );
    assert!(text.contains("Ratings: a Plackett–Luce model"), "{text}");
    assert!(text.lines().all(|l| l.chars().count() <= 80), "{text}");
    // Each pairing's stages are its chunks' summed; rated over them, one chunk rates its
    // levels as its own tournament did (anchored at the level first met: greedy here,
    // random in the tournament).
    for (k, p) in pairings.iter().enumerate() {
        let first = |v: &Value| -> u64 {
            v["stages"]
                .as_array()
                .unwrap()
                .iter()
                .filter(|x| {
                    x["challenger_left"].as_u64().unwrap() + x["baselines_left"].as_u64().unwrap()
                        == v["seats"].as_u64().unwrap()
                })
                .map(|x| {
                    x["challenger_next"].as_u64().unwrap() + x["baseline_next"].as_u64().unwrap()
                })
                .sum()
        };
        assert_eq!(
            first(p),
            first(&ja["pairings"][k]) + first(&jb["pairings"][k])
        );
        assert!(first(p) > 0, "{p}");
    }
    assert_eq!(v["rating_model"], "plackett-luce");
    assert_eq!(v["ratings"][0]["ai"], "greedy");
    assert_eq!(v["ratings"][0]["elo"].as_f64(), Some(0.0));
    let one: Value = serde_json::from_str(&stdout(&ladder(&[&a], &["--format", "json"]))).unwrap();
    assert_eq!(one["ratings"][1]["ai"], "random");
    assert_eq!(ja["ratings"][1]["ai"], "greedy");
    let (ours, theirs) = (
        one["ratings"][1]["elo"].as_f64().unwrap(),
        ja["ratings"][1]["elo"].as_f64().unwrap(),
    );
    assert!(
        theirs > 100.0 && (ours + theirs).abs() < 0.11,
        "{ours} against {theirs}"
    );
    // Chunks written before tournaments kept their stages: summed, not rated.
    let old = |path: &Path, name: &str| {
        let mut v = json(path);
        for p in v["pairings"].as_array_mut().unwrap() {
            p.as_object_mut().unwrap().remove("stages");
        }
        let to = dir.path().join(name);
        std::fs::write(&to, v.to_string()).unwrap();
        to
    };
    let (old_a, old_b) = (old(&a, "old-a.json"), old(&b, "old-b.json"));
    let text = stdout(&ladder(&[&old_a, &b], &[]));
    assert!(
        text.contains("No ratings: some files were written before"),
        "{text}"
    );
    let v: Value =
        serde_json::from_str(&stdout(&ladder(&[&old_a, &old_b], &["--format", "json"]))).unwrap();
    assert_eq!(v["ratings"], Value::Null);
    assert!(
        v["pairings"][0].get("stages").is_none(),
        "{}",
        v["pairings"][0]
    );
    assert_eq!(v["games"].as_u64().unwrap(), games);
    // A pairing played from fewer seeds than the rest is named with its own.
    let c = chunk(dir.path(), "c.json", "3", &["--seats", "2"]);
    let text = stdout(&ladder(&[&a, &b, &c], &[]));
    assert!(
        text.contains("greedy against random at 3 seats: seeds 1, 2 only."),
        "{text}"
    );
    let o = run_bin(&[
        "--lang",
        "de",
        "game",
        "ladder",
        &a.display().to_string(),
        &b.display().to_string(),
    ]);
    assert!(
        stdout(&o).starts_with("Turniere zusammengezählt: 2 Dateien"),
        "{}",
        stdout(&o)
    );
}

/// Files that cannot be summed are refused, each problem named with its file, all at once
/// (exit 1): no JSON of a tournament (with the line and column), another setup, one level
/// spelled alike with another budget, counts that do not add up, one pairing's seed twice,
/// a file that is not there. The plot is never written over another file without --force.
#[test]
fn a_ladder_refuses_what_it_cannot_sum_and_says_all_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let a = chunk(dir.path(), "a.json", "1", &[]);
    let advanced = chunk(dir.path(), "advanced.json", "2", &["--setup", "advanced"]);
    let garbled = dir.path().join("garbled.json");
    std::fs::write(&garbled, "{\n  \"tournament\": 3\n}\n").unwrap();
    let mut v = json(&a);
    v["tournament"]["seed"] = 4.into();
    v["pairings"][0]["wins"] = (v["pairings"][0]["wins"].as_u64().unwrap() + 1).into();
    let uneven = dir.path().join("uneven.json");
    std::fs::write(&uneven, v.to_string()).unwrap();
    // Stages no game could have: two challengers left; more games met than were played.
    let mut v = json(&a);
    v["tournament"]["seed"] = 5.into();
    v["pairings"][1]["stages"][0]["challenger_left"] = 2.into();
    v["pairings"][0]["stages"][0]["baseline_next"] = u64::MAX.into();
    let staged = dir.path().join("staged.json");
    std::fs::write(&staged, v.to_string()).unwrap();
    let missing = dir.path().join("missing.json");
    let o = ladder(
        &[&a, &garbled, &advanced, &uneven, &staged, &a, &missing],
        &[],
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(stdout(&o).is_empty());
    let err = stderr(&o);
    for words in [
        "garbled.json, line 2, column",
        "not what `game tournament --format json` writes (invalid type: integer `3`",
        "advanced.json: `setup` is advanced here, basic in",
        "uneven.json: the pairing greedy against random at 2 seats does not add up",
        "staged.json: the pairing greedy against random at 3 seats does not add up",
        "staged.json: the pairing greedy against random at 2 seats does not add up",
        "a.json: greedy against random at 2 seats with seed 1 is in",
        "the same games would count twice",
        "missing.json: ",
    ] {
        assert!(err.contains(words), "{words} not in: {err}");
    }

    // One name, two budgets: expectimax walks 100 and 200 nodes a decision.
    let expectimax = |name: &str, seed: &str, budget: &str| {
        let args = ["--seats", "2", "--games", "2", "--budget", budget];
        played(
            dir.path(),
            name,
            "greedy,expectimax",
            "expectimax",
            seed,
            &args,
        )
    };
    let x = expectimax("x.json", "1", "100");
    let y = expectimax("y.json", "2", "200");
    let z = expectimax("z.json", "3", "100");
    let err = stderr(&ladder(&[&x, &y, &z], &[]));
    assert!(
        err.contains("y.json: expectimax has nodes 200 here, 100 in"),
        "{err}"
    );
    assert!(!err.contains("z.json"), "{err}");
    assert!(ladder(&[&x, &z], &[]).status.success());
    // One name, other weights: greedy with progress 5 (the tournament writes every level's
    // weights) is not the greedy of the first files.
    let w = chunk(dir.path(), "w.json", "7", &["--ai-option", "progress=5"]);
    let err = stderr(&ladder(&[&a, &w], &[]));
    assert!(
        err.contains("w.json: greedy has progress 5.0 here, 6.0 in"),
        "{err}"
    );
    assert!(!err.contains("random has"), "{err}");

    // Only what a level reads is compared: brs reads its width and depth, not mcts's
    // iterations (which every chunk carries, and whose default changed on 2026-12-07).
    let brs = |name: &str, seed: &str, option: &str| {
        let args = ["--seats", "2", "--games", "2", "--ai-option", option];
        played(dir.path(), name, "greedy,brs", "brs", seed, &args)
    };
    let plain = brs("brs1.json", "1", "playouts=200");
    let fewer = brs("brs2.json", "2", "playouts=5");
    let shallow = brs("brs3.json", "3", "depth=2");
    assert!(ladder(&[&plain, &fewer], &[]).status.success());
    let err = stderr(&ladder(&[&plain, &fewer, &shallow], &[]));
    assert!(
        err.contains("brs3.json: brs has depth 2 here, 3 in"),
        "{err}"
    );
    assert!(!err.contains("brs2.json"), "{err}");
    // Every field a level is said to read is one the tournament writes.
    let budget = &json(&plain)["tournament"]["level_budgets"][1];
    for level in furunkulus::ai::Level::ALL {
        for field in level.budget_fields() {
            assert!(budget.get(*field).is_some(), "{level:?} reads {field}");
        }
    }
    // Another test is another way of counting: refused, told in words.
    let strict = chunk(dir.path(), "strict.json", "8", &["--elo1", "40"]);
    let err = stderr(&ladder(&[&a, &strict], &[]));
    assert!(
        err.contains("strict.json: `sprt` is elo0 0, elo1 40, alpha 0.05, beta 0.05 here"),
        "{err}"
    );

    // The plot is not written over another file without --force.
    let plot = dir.path().join("mine.svg");
    std::fs::write(&plot, "mine").unwrap();
    let o = ladder(&[&x, &z], &["--plot", &plot.display().to_string()]);
    assert_ne!(o.status.code(), Some(0));
    assert_eq!(std::fs::read_to_string(&plot).unwrap(), "mine");
    let o = ladder(
        &[&x, &z],
        &["--plot", &plot.display().to_string(), "--force"],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(std::fs::read_to_string(&plot).unwrap().starts_with("<svg"));
}
