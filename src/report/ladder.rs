//! `game ladder`: the pairings of several `game tournament --format json` files (chunks of one
//! ladder: the same pairings played from other seeds) summed into one table, JSON and plot.
//! Every file is read and checked before anything is summed, and every problem is told at
//! once: a file that is no tournament's JSON, counts that do not add up, chunks not played
//! alike (setup, variant, test), a level spelled alike with another budget, and a pairing's
//! seed counted twice.

use super::{Failure, Report, Style};
use crate::ai::simulate::SimSetup;
use crate::ai::tournament::{Counts, Ladder, Sprt, Stage};
use crate::ai::Level;
use crate::files::{read_text, shown};
use crate::i18n::speaking;
use crate::t;
use serde::Deserialize;
use serde_json::{Map, Value};
use std::path::PathBuf;

/// What `game tournament --format json` writes, as far as a ladder reads it.
#[derive(Deserialize)]
#[serde(expecting = "the JSON of a tournament")]
struct Chunk {
    tournament: Head,
    pairings: Vec<Pairing>,
}

#[derive(Deserialize)]
#[serde(expecting = "a tournament's settings")]
struct Head {
    levels: Vec<String>,
    seed: u64,
    setup: String,
    three_prey: bool,
    format: String,
    /// Every level's budget (files written before `level_budgets`: every level had this one).
    budget: Map<String, Value>,
    level_budgets: Option<Vec<Map<String, Value>>>,
    /// Each level's weights (files written before them: not known, not compared).
    level_weights: Option<Vec<Map<String, Value>>>,
    sprt: Test,
}

#[derive(Deserialize, PartialEq, Clone, Copy)]
#[serde(expecting = "a sequential test")]
struct Test {
    elo0: f64,
    elo1: f64,
    alpha: f64,
    beta: f64,
}

#[derive(Deserialize)]
#[serde(expecting = "a pairing's counts")]
struct Pairing {
    seats: usize,
    challenger: String,
    baseline: String,
    games: u64,
    wins: u64,
    draws: u64,
    losses: u64,
    challenger_seats: Vec<u64>,
    stopped: bool,
    /// Files written before tournaments kept their games' finishing orders have none.
    stages: Option<Vec<StageCounts>>,
}

#[derive(Deserialize)]
#[serde(expecting = "a stage of the finishing orders")]
struct StageCounts {
    challenger_left: u32,
    baselines_left: u32,
    challenger_next: u64,
    baseline_next: u64,
}

/// The summed ladder.
#[derive(Clone, Debug)]
pub struct LadderReport {
    /// The files, as named.
    pub files: Vec<String>,
    /// The board the chunks were played on.
    pub setup: SimSetup,
    /// G7.
    pub three_prey: bool,
    /// The sums.
    pub ladder: Ladder,
}

/// The first file's way of playing, which every other must share.
struct First {
    file: String,
    setup: String,
    three_prey: bool,
    test: Test,
}

/// What a level spelled `level` reads of a chunk's budget and weights: the budget fields its
/// kind reads ([`Level::budget_fields`]; a `brs` chunk carries `mcts`'s budget too, which
/// `brs` never reads) and, but for `random`, the evaluation's weights (if the file has them).
/// A level spelled alike in two chunks must agree on these, and only these.
fn what_it_reads(
    level: &str,
    budget: &Map<String, Value>,
    weights: Option<&Map<String, Value>>,
) -> Map<String, Value> {
    let base = level.split('[').next().unwrap_or(level);
    let kind = base.parse::<Level>().ok();
    let mut read = Map::new();
    for field in kind.map_or(&[][..], Level::budget_fields) {
        if let Some(v) = budget.get(*field) {
            read.insert((*field).to_string(), v.clone());
        }
    }
    if kind.is_some_and(|k| k != Level::Random) {
        for (field, v) in weights.into_iter().flatten() {
            read.insert(field.clone(), v.clone());
        }
    }
    read
}

impl LadderReport {
    /// Reads, checks and sums the tournament files `paths`.
    pub fn build(paths: &[PathBuf]) -> Result<LadderReport, Failure> {
        let lang = speaking();
        let mut problems: Vec<String> = Vec::new();
        let mut first: Option<First> = None;
        // Per level spelling: the file it was first met in and what it read there.
        let mut budgets: Vec<(String, String, Map<String, Value>)> = Vec::new();
        // Per pairing and seed: the file that brought it.
        let mut seen: Vec<((usize, String, String, u64), String)> = Vec::new();
        let mut counts: Vec<Counts> = Vec::new();
        let mut files = Vec::new();
        for path in paths {
            let file = shown(path);
            files.push(file.clone());
            let text = match read_text(path) {
                Ok(text) => text,
                Err(e) => {
                    problems.push(t!(
                        lang,
                        "ladder-unreadable",
                        file = &file,
                        problem = e.to_string()
                    ));
                    continue;
                }
            };
            let chunk: Chunk = match serde_json::from_str(&text) {
                Ok(c) => c,
                Err(e) => {
                    // serde's words without their place, which the message gives.
                    let said = e.to_string();
                    let problem = said
                        .rsplit_once(" at line ")
                        .map_or(said.as_str(), |(words, _)| words);
                    problems.push(t!(
                        lang,
                        "ladder-not-tournament",
                        file = &file,
                        line = e.line(),
                        column = e.column(),
                        problem = problem
                    ));
                    continue;
                }
            };
            let head = &chunk.tournament;
            let level_budgets = match &head.level_budgets {
                Some(each) => each.clone(),
                None => vec![head.budget.clone(); head.levels.len()],
            };
            if head.format != "duplicate" || level_budgets.len() != head.levels.len() {
                problems.push(t!(
                    lang,
                    "ladder-not-tournament",
                    file = &file,
                    line = 1,
                    column = 1,
                    problem = "format, levels, level_budgets"
                ));
                continue;
            }
            match &first {
                None => {
                    first = Some(First {
                        file: file.clone(),
                        setup: head.setup.clone(),
                        three_prey: head.three_prey,
                        test: head.sprt,
                    })
                }
                Some(f) => {
                    let mut unlike = |what: &str, value: String, theirs: String| {
                        problems.push(t!(
                            lang,
                            "ladder-unlike",
                            file = &file,
                            what = what,
                            value = value,
                            first = theirs,
                            first_file = f.file.as_str()
                        ))
                    };
                    if head.setup != f.setup {
                        unlike("setup", head.setup.clone(), f.setup.clone());
                    }
                    if head.three_prey != f.three_prey {
                        unlike(
                            "three_prey",
                            head.three_prey.to_string(),
                            f.three_prey.to_string(),
                        );
                    }
                    if head.sprt != f.test {
                        let show = |t: &Test| {
                            format!(
                                "elo0 {}, elo1 {}, alpha {}, beta {}",
                                t.elo0, t.elo1, t.alpha, t.beta
                            )
                        };
                        unlike("sprt", show(&head.sprt), show(&f.test));
                    }
                }
            }
            for (k, level) in head.levels.iter().enumerate() {
                let weights = head.level_weights.as_ref().and_then(|w| w.get(k));
                let read = what_it_reads(level, &level_budgets[k], weights);
                match budgets.iter().find(|(l, _, _)| l == level) {
                    None => budgets.push((level.clone(), file.clone(), read)),
                    Some((_, other, theirs)) => {
                        // A field one file does not have (written before it was) is not
                        // compared.
                        for (field, a) in &read {
                            let Some(b) = theirs.get(field) else { continue };
                            if a != b {
                                problems.push(t!(
                                    lang,
                                    "ladder-budget",
                                    file = &file,
                                    level = level.as_str(),
                                    field = field.as_str(),
                                    value = a.to_string(),
                                    other = b.to_string(),
                                    other_file = other.as_str()
                                ));
                            }
                        }
                    }
                }
            }
            for p in &chunk.pairings {
                let adds_up = (2..=7).contains(&p.seats)
                    && p.challenger_seats.len() == p.seats
                    && p.wins + p.draws + p.losses == p.games
                    && p.challenger_seats.iter().sum::<u64>() == p.games
                    && head.levels.contains(&p.challenger)
                    && head.levels.contains(&p.baseline)
                    && p.challenger != p.baseline;
                let stages: Option<Vec<Stage>> = p.stages.as_ref().map(|stages| {
                    stages
                        .iter()
                        .map(|x| Stage {
                            challenger_left: x.challenger_left,
                            baselines_left: x.baselines_left,
                            challenger_next: x.challenger_next,
                            baseline_next: x.baseline_next,
                        })
                        .collect()
                });
                // A game meets each stage at most once.
                let adds_up = adds_up
                    && stages.as_ref().is_none_or(|stages| {
                        stages.iter().all(|x| {
                            x.fits(p.seats)
                                && x.challenger_next.saturating_add(x.baseline_next) <= p.games
                        })
                    });
                if !adds_up {
                    problems.push(t!(
                        lang,
                        "ladder-counts",
                        file = &file,
                        challenger = p.challenger.as_str(),
                        baseline = p.baseline.as_str(),
                        seats = p.seats
                    ));
                    continue;
                }
                let key = (p.seats, p.challenger.clone(), p.baseline.clone(), head.seed);
                if let Some((_, other)) = seen.iter().find(|(k, _)| *k == key) {
                    problems.push(t!(
                        lang,
                        "ladder-twice",
                        file = &file,
                        challenger = p.challenger.as_str(),
                        baseline = p.baseline.as_str(),
                        seats = p.seats,
                        seed = head.seed.to_string(),
                        other = other.as_str()
                    ));
                    continue;
                }
                seen.push((key, file.clone()));
                counts.push(Counts {
                    seats: p.seats,
                    challenger: p.challenger.clone(),
                    baseline: p.baseline.clone(),
                    seed: head.seed,
                    games: p.games,
                    wins: p.wins,
                    draws: p.draws,
                    losses: p.losses,
                    challenger_seats: p.challenger_seats.clone(),
                    stopped: p.stopped,
                    stages,
                });
            }
        }
        if !problems.is_empty() {
            return Err(Failure::invalid(problems.join("\n")));
        }
        let Some(first) = first else {
            return Err(Failure::invalid(t!(lang, "ladder-empty")));
        };
        let sprt = Sprt {
            elo0: first.test.elo0,
            elo1: first.test.elo1,
            alpha: first.test.alpha,
            beta: first.test.beta,
        };
        sprt.check().map_err(Failure::invalid)?;
        Ok(LadderReport {
            files,
            setup: if first.setup == "advanced" {
                SimSetup::Advanced
            } else {
                SimSetup::Basic
            },
            three_prey: first.three_prey,
            ladder: Ladder::sum(&counts, sprt),
        })
    }

    /// The plot of every summed pairing's share with its interval, per seat count.
    pub fn plot_svg(&self, lang: crate::i18n::Lang) -> String {
        let l = &self.ladder;
        let pairings =
            crate::render::svg::ladder::Pairing::of_cells(&l.cells, &|i| l.levels[i].clone());
        let seeds = l.all_seeds();
        crate::render::svg::ladder::ladder(&crate::render::svg::ladder::Ladder {
            pairings: &pairings,
            seeds: &seeds,
            setup: self.setup_name(),
            lang,
        })
    }

    fn setup_name(&self) -> &'static str {
        match self.setup {
            SimSetup::Basic => "basic",
            SimSetup::Advanced => "advanced",
        }
    }
}

impl Report for LadderReport {
    fn text(&self, style: &Style) -> String {
        crate::render::ai::ladder_text(
            style.lang,
            &self.ladder,
            self.files.len(),
            self.setup_name(),
            self.three_prey,
        )
    }

    fn json(&self) -> Option<Value> {
        Some(crate::render::ai::ladder_json(
            &self.ladder,
            &self.files,
            self.setup_name(),
            self.three_prey,
        ))
    }
}
