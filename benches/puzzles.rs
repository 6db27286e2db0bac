//! Issue 28's measures of the puzzle generator's variety and speed (docs/puzzles.md, "No
//! puzzle twice" and "Speed"): 10 seeds of every kind and difficulty the tool makes, in both
//! games, one puzzle each, the stored set left out as `puzzle generate` does by default.
//! Reports the duplicates (by both keys) among them and against the stored set, where the
//! pawns stand, the predict answers per tile, and the median seconds per cell:
//!
//! `nice cargo bench --bench puzzles`
//!
//! (`PUZZLE_VARIETY_SEEDS=3` for fewer seeds; `PUZZLE_VARIETY_OUT=DIR` writes every puzzle;
//! `PUZZLE_VARIETY_KINDS=weapon,move` for those kinds' rows only.)

use std::collections::BTreeMap;
use std::time::Instant;

use furunkulus::puzzle::{self, Answer, Difficulty, GenerateRequest, Kind, RuleSet};

/// The CPU seconds this process has used (user and system, every thread), from
/// /proc/self/stat at 100 ticks a second; 0 where there is no /proc. On a machine shared with
/// other work the wall clock says more about the load than about the generator.
fn cpu_seconds() -> f64 {
    let Ok(stat) = std::fs::read_to_string("/proc/self/stat") else {
        return 0.0;
    };
    let after = stat.rsplit(')').next().unwrap_or("");
    let f: Vec<&str> = after.split_whitespace().collect();
    let tick = |i: usize| f.get(i).and_then(|v| v.parse::<f64>().ok()).unwrap_or(0.0);
    (tick(11) + tick(12)) / 100.0
}

fn main() {
    let seeds: u64 = std::env::var("PUZZLE_VARIETY_SEEDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(10);
    let out = std::env::var("PUZZLE_VARIETY_OUT").ok();
    let kinds: Vec<Kind> = match std::env::var("PUZZLE_VARIETY_KINDS") {
        Ok(names) => Kind::ALL
            .into_iter()
            .filter(|k| names.split(',').any(|n| n.trim() == k.name()))
            .collect(),
        Err(_) => Kind::ALL.to_vec(),
    };
    let stored_keys = puzzle::stored_keys();
    let stored: Vec<puzzle::Puzzle> = puzzle::STORED
        .iter()
        .map(|(n, t)| puzzle::parse(t, n).unwrap())
        .collect();
    let mut made: Vec<(String, puzzle::Generated)> = Vec::new();
    let mut times: BTreeMap<String, Vec<f64>> = BTreeMap::new();
    let mut cpu_times: BTreeMap<String, Vec<f64>> = BTreeMap::new();
    let mut refused = Vec::new();
    let mut gave_up = Vec::new();
    let mut left_out = 0;
    for seed in 1..=seeds {
        for rules in RuleSet::ALL {
            for &kind in &kinds {
                for d in Difficulty::ALL {
                    let cell = format!("{} {} {}", rules.name(), kind.name(), d.name());
                    let req = GenerateRequest {
                        seed,
                        count: 1,
                        kind,
                        difficulty: Some(d),
                        rules,
                    };
                    if puzzle::refusal(&req).is_some() {
                        if seed == 1 {
                            refused.push(cell.clone());
                        }
                        continue;
                    }
                    let start = Instant::now();
                    let cpu = cpu_seconds();
                    let g = puzzle::generate_avoiding(&req, &stored_keys, |_| Ok::<(), ()>(()))
                        .unwrap();
                    let secs = start.elapsed().as_secs_f64();
                    let cpu = cpu_seconds() - cpu;
                    times.entry(cell.clone()).or_default().push(secs);
                    cpu_times.entry(cell.clone()).or_default().push(cpu);
                    left_out += g.duplicates;
                    if g.gave_up {
                        gave_up.push(format!("{cell} seed {seed}"));
                    }
                    for p in g.puzzles {
                        eprintln!(
                            "{cell} seed {seed}: {secs:.1} s ({cpu:.1} s CPU), attempt {}",
                            p.attempt
                        );
                        if let Some(dir) = &out {
                            let _ = std::fs::create_dir_all(dir);
                            std::fs::write(format!("{dir}/{}", p.file_name), &p.text).unwrap();
                        }
                        made.push((format!("{cell} seed {seed}"), p));
                    }
                }
            }
        }
        summary(
            seed,
            &stored,
            &stored_keys,
            &made,
            left_out,
            &refused,
            &gave_up,
            &times,
            &cpu_times,
        );
    }
}

/// The measures so far, after `seeds` seeds.
#[allow(clippy::too_many_arguments)]
fn summary(
    seeds: u64,
    stored: &[puzzle::Puzzle],
    stored_keys: &std::collections::BTreeSet<String>,
    made: &[(String, puzzle::Generated)],
    left_out: u64,
    refused: &[String],
    gave_up: &[String],
    times: &BTreeMap<String, Vec<f64>>,
    cpu_times: &BTreeMap<String, Vec<f64>>,
) {
    // Duplicates: by either key, among the generated and against the stored set.
    let mut seen: BTreeMap<String, String> = BTreeMap::new();
    for key in stored_keys {
        seen.insert(key.clone(), "stored".into());
    }
    let mut duplicates = Vec::new();
    for (name, g) in made {
        let keys = puzzle::puzzle_keys(&g.puzzle, &g.solution);
        let mut dup = None;
        for k in &keys {
            if let Some(other) = seen.get(k) {
                dup = Some(other.clone());
            }
        }
        match dup {
            Some(other) => duplicates.push(format!("{name} = {other}")),
            None => {
                for k in keys {
                    seen.insert(k, name.clone());
                }
            }
        }
    }
    let columns = |ps: &[&puzzle::Puzzle]| {
        let c = puzzle::pawn_columns(ps.iter().copied());
        let total: u32 = c.iter().sum();
        let west: u32 = c[..6].iter().sum();
        let letters: Vec<String> = c
            .iter()
            .enumerate()
            .map(|(i, n)| format!("{}:{n}", (b'a' + i as u8) as char))
            .collect();
        format!(
            "{} ({} of {} pawns in columns a-f)",
            letters.join(" "),
            west,
            total
        )
    };
    let stored_refs: Vec<&puzzle::Puzzle> = stored.iter().collect();
    let made_refs: Vec<&puzzle::Puzzle> = made.iter().map(|(_, g)| &g.puzzle).collect();
    let mut predict: BTreeMap<String, u32> = BTreeMap::new();
    for (_, g) in made {
        if let Answer::Tile(t) = &g.solution {
            *predict.entry(t.to_string()).or_default() += 1;
        }
    }
    let advanced_made = made
        .iter()
        .filter(|(_, g)| g.puzzle.rules == Some(RuleSet::Advanced))
        .count();
    eprintln!("\n== issue 28 measures ({seeds} seeds) ==");
    eprintln!(
        "generated {} puzzles ({} advanced); stored {}",
        made.len(),
        advanced_made,
        stored.len()
    );
    eprintln!("left out by the generator as known or made in the run: {left_out}");
    eprintln!(
        "duplicates by the canonical key or the key idea: {}",
        duplicates.len()
    );
    for d in &duplicates {
        eprintln!("  {d}");
    }
    eprintln!("refused at once: {refused:?}");
    eprintln!("gave up: {gave_up:?}");
    eprintln!("pawn columns, stored: {}", columns(&stored_refs));
    eprintln!("pawn columns, generated: {}", columns(&made_refs));
    eprintln!("predict answers: {predict:?}");
    eprintln!("median seconds per cell, wall (max) and CPU of both cores (max):");
    let median = |t: &mut Vec<f64>| {
        t.sort_by(|a, b| a.total_cmp(b));
        (t[t.len() / 2], t.last().copied().unwrap_or(0.0))
    };
    for (cell, t) in times {
        let (m, x) = median(&mut t.clone());
        let (cm, cx) = median(&mut cpu_times[cell].clone());
        eprintln!("  {cell}: {m:.1} ({x:.1}); CPU {cm:.1} ({cx:.1})");
    }
    eprintln!(
        "load: {}",
        std::fs::read_to_string("/proc/loadavg").unwrap_or_default()
    );
}
