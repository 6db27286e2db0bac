//! AI output: a hint (the play and the figures behind it), a reason line for `game play`, and
//! a simulation's statistics — as text (fitting the width asked) and JSON (docs/FORMAT.md section 7).

use crate::ai::explain::Explanation;
use crate::ai::simulate::{SimSetup, Stats};
use crate::ai::tournament::{Cell, Ladder, Outcome, Rating, Sprt, Tournament, Verdict};
use crate::ai::Choice;
use crate::game::{Game, Seat};
use crate::i18n::{Decimal, Fixed, Lang, Percent, PercentRange};
use crate::t;
use serde_json::{json, Map, Value};
use std::fmt::Write;

/// The reasons of a choice in a few words (for `game play`): how many plays it weighed and
/// the chance its pawn is taken in the next monster phase.
pub fn reason_line(lang: Lang, game: &Game, c: &Choice) -> String {
    let _ = game;
    t!(
        lang,
        "ai-reason",
        count = c.candidates,
        risk = Percent(c.figures.chance_removed, 0)
    )
}

/// A hint as text.
///
/// With `e` (its explanation, [`crate::ai::explain`]), the figures are told in words: what
/// the player keeps and risks, the best other play and what it risks, and how the AI counts;
/// every number is the evaluation's.
pub fn hint_text(
    lang: Lang,
    game: &Game,
    c: &Choice,
    e: Option<&Explanation>,
    width: usize,
) -> String {
    let seat = game.seat_of(c.play.pawn);
    let mut s = String::new();
    let path: Vec<String> = c.play.squares().map(|d| d.to_string()).collect();
    let put = |s: &mut String, text: String| s.push_str(&super::wrap(&text, width, "", "  "));
    put(
        &mut s,
        t!(
            lang,
            "ai-hint-play",
            player = crate::i18n::Player(game.player_name(seat)),
            pawn = game.pawn_name(c.play.pawn),
            to = c.play.dest.to_string(),
            level = c.level.name(),
            count = c.candidates
        ),
    );
    if !path.is_empty() {
        put(&mut s, t!(lang, "ai-hint-path", path = path.join(" ")));
    }
    put(
        &mut s,
        t!(
            lang,
            "ai-hint-chance",
            pawn = game.pawn_name(c.play.pawn),
            chance = Percent(c.figures.chance_removed, 1)
        ),
    );
    if c.figures.at_risk.is_empty() {
        put(&mut s, t!(lang, "ai-hint-no-risk"));
    } else {
        let risk: Vec<String> = c
            .figures
            .at_risk
            .iter()
            .map(|&(id, p)| format!("{} {}", game.pawn_name(id), Percent(p, 0).text(lang)))
            .collect();
        put(&mut s, t!(lang, "ai-hint-risk", pawns = risk.join(", ")));
    }
    put(&mut s, t!(lang, "ai-hint-losses"));
    for (i, x) in c.figures.expected_losses.iter().enumerate() {
        let player = crate::i18n::Player(game.player_name(Seat(i as u8))).word(lang);
        let _ = writeln!(s, "  {player:<12} {}", Fixed(*x, 2).text(lang));
    }
    let Some(e) = e else {
        put(
            &mut s,
            t!(lang, "ai-hint-value", value = Fixed(c.figures.value, 2)),
        );
        return s;
    };
    put(
        &mut s,
        t!(
            lang,
            "ai-explain-own",
            out = e.out,
            need = e.to_win,
            losses = Fixed(e.own_losses, 2)
        ),
    );
    match &e.alternative {
        Some(a) => {
            let diff = e.value - a.figures.value;
            let compare = if format!("{:.2}", diff.abs()) == "0.00" {
                "same"
            } else if diff > 0.0 {
                "lower"
            } else {
                "higher"
            };
            put(
                &mut s,
                t!(
                    lang,
                    "ai-explain-alternative",
                    pawn = game.pawn_name(a.play.pawn),
                    to = a.play.dest.to_string(),
                    chance = Percent(a.figures.chance_removed, 0),
                    losses = Fixed(a.figures.expected_losses[e.seat.index()], 2),
                    compare = compare,
                    diff = Fixed(diff.abs(), 2)
                ),
            );
        }
        None => put(&mut s, t!(lang, "ai-explain-only")),
    }
    let w = &e.weights;
    put(
        &mut s,
        t!(
            lang,
            "ai-explain-value",
            out = Decimal(w.out),
            progress = Decimal(w.progress),
            removed = Decimal(w.removed),
            opponents = Decimal(w.opponents),
            value = Fixed(e.value, 2)
        ),
    );
    if c.figures.value.to_bits() != e.value.to_bits() {
        put(
            &mut s,
            t!(
                lang,
                "ai-explain-search",
                level = c.level.name(),
                value = Fixed(c.figures.value, 2)
            ),
        );
    }
    if let Some(tries) = &c.tries {
        let (runner, pawn, to, other) = match &tries.runner_up {
            Some((m, n)) => (
                if *n < tries.chosen { "more" } else { "same" },
                game.pawn_name(m.pawn).to_string(),
                // The same pawn to the same square another way (other pushes): told by
                // its path, else the two plays would read alike.
                if m.pawn == c.play.pawn && m.dest == c.play.dest {
                    t!(
                        lang,
                        "ai-explain-other-way",
                        to = m.dest.to_string(),
                        path = m
                            .squares()
                            .map(|d| d.to_string())
                            .collect::<Vec<_>>()
                            .join(" ")
                    )
                } else {
                    m.dest.to_string()
                },
                *n,
            ),
            None => ("none", String::new(), String::new(), 0),
        };
        put(
            &mut s,
            t!(
                lang,
                "ai-explain-tries",
                level = c.level.name(),
                iterations = tries.iterations,
                chosen = tries.chosen,
                runner = runner,
                pawn = pawn,
                to = to,
                other = other
            ),
        );
    }
    s
}

/// A hint as JSON (docs/FORMAT.md section 7).
///
/// With `e`, also `explanation` (docs/FORMAT.md section 7).
pub fn hint_json(game: &Game, c: &Choice, e: Option<&Explanation>) -> Value {
    let seat = game.seat_of(c.play.pawn);
    let mut doc = Map::new();
    doc.insert("player".into(), json!(game.player_name(seat)));
    if let Value::Object(play) = super::game::json::play_json(game, &c.play) {
        doc.extend(play);
    }
    doc.insert("ai".into(), json!(c.level.name()));
    let mut at_risk = Map::new();
    for &(id, p) in &c.figures.at_risk {
        at_risk.insert(game.pawn_name(id).into(), json!(round4(p)));
    }
    let mut losses = Map::new();
    for (i, &x) in c.figures.expected_losses.iter().enumerate() {
        losses.insert(game.player_name(Seat(i as u8)).into(), json!(round4(x)));
    }
    doc.insert(
        "reasons".into(),
        json!({
            "chance_removed": round4(c.figures.chance_removed),
            "at_risk": at_risk,
            "expected_losses": losses,
            "value": round4(c.figures.value),
            "candidates": c.candidates,
        }),
    );
    if let Some(tries) = &c.tries {
        let runner_up = tries.runner_up.as_ref().map(|(m, n)| {
            let mut alt = Map::new();
            if let Value::Object(play) = super::game::json::play_json(game, m) {
                alt.extend(play);
            }
            alt.insert("tries".into(), json!(n));
            Value::Object(alt)
        });
        if let Some(Value::Object(reasons)) = doc.get_mut("reasons") {
            reasons.insert(
                "tries".into(),
                json!({
                    "iterations": tries.iterations,
                    "chosen": tries.chosen,
                    "runner_up": runner_up,
                }),
            );
        }
    }
    if let Some(e) = e {
        let alternative = e.alternative.as_ref().map(|a| {
            let mut alt = Map::new();
            if let Value::Object(play) = super::game::json::play_json(game, &a.play) {
                alt.extend(play);
            }
            alt.insert(
                "chance_removed".into(),
                json!(round4(a.figures.chance_removed)),
            );
            alt.insert(
                "expected_losses".into(),
                json!(round4(a.figures.expected_losses[e.seat.index()])),
            );
            alt.insert("value".into(), json!(round4(a.figures.value)));
            Value::Object(alt)
        });
        doc.insert(
            "explanation".into(),
            json!({
                "value": round4(e.value),
                "expected_losses": round4(e.own_losses),
                "out": e.out,
                "to_win": e.to_win,
                "alternative": alternative,
            }),
        );
    }
    Value::Object(doc)
}

fn round4(x: f64) -> f64 {
    (x * 10_000.0).round() / 10_000.0
}

fn round3(x: f64) -> f64 {
    (x * 1000.0).round() / 1000.0
}

/// What a simulation was asked, for its output.
pub struct SimHeader<'a> {
    /// The seed.
    pub seed: u64,
    /// `basic` or `advanced`.
    pub setup: &'a str,
    /// The level of each seat, as given.
    pub ais: &'a [String],
    /// With the G7 variant.
    pub three_prey: bool,
}

/// A simulation as JSON (docs/FORMAT.md section 7). `games_per_second` is the only field that
/// varies from run to run.
pub fn simulate_json(h: &SimHeader<'_>, stats: &Stats, games_per_second: f64) -> Value {
    let seats: Vec<Value> = stats
        .seats
        .iter()
        .enumerate()
        .map(|(i, s)| {
            json!({
                "seat": i + 1,
                "ai": h.ais[i],
                "wins": s.wins,
                "win_rate": round3(s.win_rate),
                "win_rate_ci95": [round3(s.ci95.0), round3(s.ci95.1)],
                "mean_out": round3(s.mean_out),
                "mean_removed": round3(s.mean_removed),
            })
        })
        .collect();
    json!({
        "games": stats.games,
        "players": stats.seats.len(),
        "seed": h.seed,
        "setup": h.setup,
        "three_prey": h.three_prey,
        "seats": seats,
        "start_player_wins": stats.start_player_wins,
        "no_winner": stats.no_winner,
        "mean_turns": round3(stats.mean_turns),
        "reached_round_2": round3(stats.reached_round_2),
        "games_per_second": (games_per_second * 10.0).round() / 10.0,
    })
}

/// A table's columns: each one's width (its own, or its heading's when that is wider: a
/// heading in German or French may be longer than the English one) and whether it is set to
/// the right.
struct Columns {
    widths: Vec<usize>,
    right: Vec<bool>,
}

impl Columns {
    /// Columns for `heads`, each at least `own[i]` wide, `right[i]` set to the right.
    fn new(heads: &[String], own: &[usize], right: &[bool]) -> Columns {
        let widths = heads
            .iter()
            .zip(own)
            .map(|(h, &w)| w.max(h.chars().count()))
            .collect();
        Columns {
            widths,
            right: right.to_vec(),
        }
    }

    /// One line of `cells`, each padded to its column, a space between two.
    fn line<T: std::fmt::Display>(&self, cells: &[T]) -> String {
        cells
            .iter()
            .zip(&self.widths)
            .zip(&self.right)
            .map(|((c, &w), &right)| {
                if right {
                    format!("{c:>w$}")
                } else {
                    format!("{c:<w$}")
                }
            })
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// A simulation as text.
pub fn simulate_text(
    lang: Lang,
    h: &SimHeader<'_>,
    stats: &Stats,
    games_per_second: f64,
) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "{}",
        textwrap::fill(
            &t!(
                lang,
                "plot-intro",
                games = stats.games,
                players = stats.seats.len(),
                setup = h.setup,
                three_prey = h.three_prey,
                seed = h.seed.to_string()
            ),
            78
        )
    );
    let heads = [
        t!(lang, "sim-col-seat"),
        t!(lang, "sim-col-ai"),
        t!(lang, "sim-col-wins"),
        t!(lang, "sim-col-rate"),
        t!(lang, "sim-col-interval"),
        t!(lang, "sim-col-out"),
        t!(lang, "sim-col-removed"),
    ];
    // Both percent columns hold their widest in every language.
    let cols = Columns::new(
        &heads,
        &[5, 11, 6, 7, 15, 6, 8],
        &[false, false, true, true, true, true, true],
    );
    let _ = writeln!(s, "{}", cols.line(&heads));
    for (i, st) in stats.seats.iter().enumerate() {
        let rate = Percent(st.win_rate, 1).text(lang);
        let interval = PercentRange(st.ci95.0, st.ci95.1, 1).column(lang);
        let cells = [
            (i + 1).to_string(),
            h.ais[i].to_string(),
            st.wins.to_string(),
            rate,
            interval,
            Fixed(st.mean_out, 2).text(lang),
            Fixed(st.mean_removed, 2).text(lang),
        ];
        let _ = writeln!(s, "{}", cols.line(&cells));
    }
    let _ = writeln!(
        s,
        "{}",
        textwrap::fill(
            &t!(
                lang,
                "sim-summary",
                none = stats.no_winner,
                turns = Fixed(stats.mean_turns, 1),
                share = Percent(stats.reached_round_2, 1)
            ),
            78
        )
    );
    let decided = stats.games - stats.no_winner;
    let (lo, hi) = crate::ai::simulate::wilson(stats.start_player_wins, decided);
    let _ = writeln!(
        s,
        "{}",
        textwrap::fill(
            &t!(
                lang,
                "sim-start-player",
                wins = stats.start_player_wins,
                decided = decided,
                range = PercentRange(lo, hi, 1)
            ),
            78
        )
    );
    let _ = writeln!(
        s,
        "{}",
        t!(lang, "sim-speed", speed = Fixed(games_per_second, 1))
    );
    s
}

/// A tournament as JSON (docs/FORMAT.md section 7). `games_per_second` is the only field that
/// varies from run to run.
pub fn tournament_json(t: &Tournament, o: &Outcome, games_per_second: f64) -> Value {
    let name = |i: usize| t.levels[i].0.clone();
    let cells: Vec<Value> = o
        .cells
        .iter()
        .map(|c| cell_json(c, &name(c.challenger), &name(c.baseline), true))
        .collect();
    let ratings = ratings_json(&o.ratings, &name);
    json!({
        "tournament": {
            "levels": t.levels.iter().map(|(n, _)| n.clone()).collect::<Vec<_>>(),
            "challengers": t.challengers.iter().map(|&i| name(i)).collect::<Vec<_>>(),
            "seats": t.seats,
            "games_per_pairing": t.games,
            "seed": t.seed,
            "setup": match t.setup { SimSetup::Basic => "basic", SimSetup::Advanced => "advanced" },
            "three_prey": t.three_prey,
            "format": "duplicate",
            "budget": budget_json(t),
            "level_budgets": t.levels.iter().map(|(_, c)| level_budget_json(&c.budget)).collect::<Vec<_>>(),
            "level_weights": t.levels.iter().map(|(_, c)| level_weights_json(&c.weights)).collect::<Vec<_>>(),
            "sprt": sprt_json(&t.sprt, t.stop_early),
        },
        "pairings": cells,
        "rating_model": "plackett-luce",
        "ratings": ratings,
        "games": o.games,
        "games_per_second": (games_per_second * 10.0).round() / 10.0,
    })
}

/// The ratings as JSON (FORMAT.md section 7's `ratings`).
fn ratings_json(ratings: &[Rating], name: &dyn Fn(usize) -> String) -> Vec<Value> {
    ratings
        .iter()
        .map(|r| {
            json!({
                "ai": name(r.level),
                "elo": (r.elo * 10.0).round() / 10.0,
                "strength": round4(r.strength),
            })
        })
        .collect()
}

/// One pairing as JSON (FORMAT.md section 7's `pairings`), with its `stages` if `stages`.
fn cell_json(c: &Cell, challenger: &str, baseline: &str, stages: bool) -> Value {
    let (lo, hi) = c.ci95();
    let mut v = json!({
        "seats": c.seats,
        "challenger": challenger,
        "baseline": baseline,
        "games": c.games,
        "wins": c.wins,
        "draws": c.draws,
        "losses": c.losses,
        "win_share": round4(c.win_share()),
        "win_share_ci95": [round4(lo), round4(hi)],
        "fair_share": round4(c.fair_share()),
        "challenger_seats": c.challenger_seats,
        "llr": round4(c.llr),
        "verdict": c.verdict.name(),
        "stopped": c.stopped,
    });
    if stages {
        v["stages"] = c
            .stages
            .iter()
            .map(|x| {
                json!({
                    "challenger_left": x.challenger_left,
                    "baselines_left": x.baselines_left,
                    "challenger_next": x.challenger_next,
                    "baseline_next": x.baseline_next,
                })
            })
            .collect();
    }
    v
}

/// The SPRT as JSON (FORMAT.md section 7's `sprt`).
fn sprt_json(sprt: &Sprt, stop_early: bool) -> Value {
    let (lower, upper) = sprt.bounds();
    json!({
        "elo0": sprt.elo0,
        "elo1": sprt.elo1,
        "alpha": sprt.alpha,
        "beta": sprt.beta,
        "llr_bounds": [round4(lower), round4(upper)],
        "stop_early": stop_early,
    })
}

/// Seeds as a short list: runs written as ranges (`1–20`, `1–5, 7, 9–10`).
pub fn seed_list(seeds: &[u64]) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut i = 0;
    while i < seeds.len() {
        let mut j = i;
        while j + 1 < seeds.len() && seeds[j + 1] == seeds[j] + 1 {
            j += 1;
        }
        parts.push(match j - i {
            0 => seeds[i].to_string(),
            1 => format!("{}, {}", seeds[i], seeds[j]),
            _ => format!("{}–{}", seeds[i], seeds[j]),
        });
        i = j + 1;
    }
    parts.join(", ")
}

/// Summed tournaments as JSON (docs/FORMAT.md section 7, `game ladder`): the pairings as a
/// tournament writes them, each with its seeds.
pub fn ladder_json(l: &Ladder, files: &[String], setup: &str, three_prey: bool) -> Value {
    let all = l.all_seeds();
    let cells: Vec<Value> = l
        .cells
        .iter()
        .zip(&l.seeds)
        .map(|(c, seeds)| {
            let mut v = cell_json(
                c,
                &l.levels[c.challenger],
                &l.levels[c.baseline],
                l.ratings.is_some(),
            );
            v["seeds"] = json!(seeds);
            v
        })
        .collect();
    json!({
        "ladder": {
            "files": files,
            "levels": l.levels,
            "seeds": all,
            "setup": setup,
            "three_prey": three_prey,
            "format": "duplicate",
            "sprt": sprt_json(&l.sprt, false),
        },
        "pairings": cells,
        "rating_model": "plackett-luce",
        "ratings": l.ratings.as_ref().map(|r| ratings_json(r, &|i| l.levels[i].clone())),
        "games": l.games,
    })
}

/// Summed tournaments as text, at most 80 columns wide.
pub fn ladder_text(lang: Lang, l: &Ladder, files: usize, setup: &str, three_prey: bool) -> String {
    let spelled: Vec<&str> = l.levels.iter().map(String::as_str).collect();
    let short = short_names(&spelled);
    let all = l.all_seeds();
    let mut s = String::new();
    let text = t!(
        lang,
        "ladder-sum-intro",
        files = files,
        nseeds = all.len(),
        seeds = seed_list(&all),
        setup = setup,
        three_prey = three_prey
    );
    s.push_str(&textwrap::fill(&text, 78));
    s.push('\n');
    long_names(&mut s, &spelled, &short);
    s.push_str(&sprt_sentence(lang, &l.sprt, false));
    s.push_str("\n\n");
    s.push_str(&pairings_table(lang, &l.cells, &|i| short[i].clone()));
    s.push('\n');
    // The pairings played from fewer seeds than the whole ladder, named with theirs.
    for (c, seeds) in l.cells.iter().zip(&l.seeds) {
        if *seeds != all {
            let text = t!(
                lang,
                "ladder-sum-seeds",
                challenger = short[c.challenger].as_str(),
                baseline = short[c.baseline].as_str(),
                seats = c.seats,
                nseeds = seeds.len(),
                seeds = seed_list(seeds)
            );
            s.push_str(&textwrap::fill(&text, 78));
            s.push('\n');
        }
    }
    s.push('\n');
    match &l.ratings {
        Some(ratings) => s.push_str(&ratings_text(lang, ratings, &|i| short[i].clone())),
        None => {
            s.push_str(&textwrap::fill(&t!(lang, "ladder-sum-no-ratings"), 78));
            s.push('\n');
        }
    }
    let _ = writeln!(s, "{}", t!(lang, "ladder-sum-games", games = l.games));
    s
}

/// The budgets of the tournament's levels (every level has the same: `--budget` and
/// `--ai-option` apply to all).
fn budget_json(t: &Tournament) -> Value {
    level_budget_json(&t.levels.first().map(|(_, c)| c.budget).unwrap_or_default())
}

/// One level's evaluation weights (FORMAT.md section 7's `level_weights`).
fn level_weights_json(w: &crate::ai::Weights) -> Value {
    json!({
        "out": w.out,
        "progress": w.progress,
        "removed": w.removed,
        "opponents": w.opponents,
        "win": w.win,
        "tempo": w.tempo,
    })
}

/// One level's budget a decision, as in FORMAT.md section 7's `budget`.
fn level_budget_json(b: &crate::ai::Budget) -> Value {
    json!({
        "nodes": b.nodes,
        "width": b.width,
        "playouts": b.playouts,
        "candidates": b.candidates,
        // Kept for readers of the first format: the flat mcts's playouts went 2 monster
        // phases deep; the tree search has no such horizon (FORMAT.md section 7).
        "horizon": 0,
        "depth": b.depth,
        "rollout": b.rollout,
        "explore": b.explore,
        "widen": b.widen,
        "scale": b.scale,
    })
}

/// A level's name for a table column: as spelled, or `#N` (its place among `levels`) when longer
/// than the column (a level with its own options), said in full under the header.
fn short_names(levels: &[&str]) -> Vec<String> {
    levels
        .iter()
        .enumerate()
        .map(|(i, n)| {
            if n.chars().count() <= 10 {
                n.to_string()
            } else {
                format!("#{}", i + 1)
            }
        })
        .collect()
}

/// The lines `#N: name` for the levels `short_names` shortened.
fn long_names(s: &mut String, levels: &[&str], short: &[String]) {
    for (i, n) in levels.iter().enumerate() {
        if short[i] != *n {
            s.push_str(&textwrap::fill(&format!("{}: {n}", short[i]), 78));
            s.push('\n');
        }
    }
}

/// The SPRT's sentence (what the share and the test are).
fn sprt_sentence(lang: Lang, sprt: &Sprt, stop_early: bool) -> String {
    let (lower, upper) = sprt.bounds();
    textwrap::fill(
        &t!(
            lang,
            "tourney-share",
            elo0 = Decimal(sprt.elo0),
            elo1 = Decimal(sprt.elo1),
            alpha = Decimal(sprt.alpha),
            beta = Decimal(sprt.beta),
            lower = Fixed(lower, 2),
            upper = Fixed(upper, 2),
            stop_early = stop_early
        ),
        78,
    )
}

/// The pairings' table (seats, challenger, baseline, counts, share, interval, LLR, verdict) and
/// the verdicts' legend, at most 80 columns wide; `name` of a level index.
fn pairings_table(lang: Lang, cells: &[Cell], name: &dyn Fn(usize) -> String) -> String {
    let mut s = String::new();
    let heads = [
        t!(lang, "tourney-col-seats"),
        t!(lang, "tourney-col-challenger"),
        t!(lang, "tourney-col-baseline"),
        t!(lang, "tourney-col-games"),
        t!(lang, "tourney-col-wins"),
        t!(lang, "tourney-col-draws"),
        t!(lang, "tourney-col-share"),
        t!(lang, "tourney-col-interval"),
        "LLR".to_string(),
    ];
    // The percent columns as wide as their widest values ("100.0%", " 99.9%-100.0%").
    let pc = |x: f64| Percent(x, 1).text(lang);
    let range = |lo: f64, hi: f64| PercentRange(lo, hi, 1).column(lang);
    let cols = Columns::new(
        &heads,
        &[
            5,
            10,
            10,
            6,
            5,
            5,
            pc(1.0).chars().count(),
            range(0.999, 1.0).chars().count(),
            6,
        ],
        &[true, false, false, true, true, true, true, true, true],
    );
    let _ = writeln!(s, "{} SPRT", cols.line(&heads));
    let stop = t!(lang, "tourney-stop");
    for c in cells {
        let (lo, hi) = c.ci95();
        let verdict = match c.verdict {
            Verdict::Stronger => "H1",
            Verdict::NotStronger => "H0",
            Verdict::Undecided => "-",
        };
        let share = pc(c.win_share());
        let interval = range(lo, hi);
        let row = [
            c.seats.to_string(),
            name(c.challenger),
            name(c.baseline),
            c.games.to_string(),
            c.wins.to_string(),
            c.draws.to_string(),
            share,
            interval,
            Fixed(c.llr, 2).text(lang),
        ];
        let stopped = if c.stopped {
            format!(" {stop}")
        } else {
            String::new()
        };
        let _ = writeln!(s, "{} {verdict}{stopped}", cols.line(&row));
    }
    s.push_str(&t!(lang, "tourney-verdicts"));
    s
}

/// The ratings as text, the strongest first, with the sentence that says what they are.
fn ratings_text(lang: Lang, ratings: &[Rating], name: &dyn Fn(usize) -> String) -> String {
    let mut s = textwrap::fill(&t!(lang, "tourney-ratings", first = name(0)), 78);
    s.push('\n');
    let mut order: Vec<&Rating> = ratings.iter().collect();
    order.sort_by(|a, b| b.elo.total_cmp(&a.elo).then(a.level.cmp(&b.level)));
    for r in order {
        let _ = writeln!(s, "  {:<10} {:>+7.0}", name(r.level), r.elo);
    }
    s
}

/// A tournament as text, at most 80 columns wide.
pub fn tournament_text(lang: Lang, t: &Tournament, o: &Outcome, games_per_second: f64) -> String {
    let spelled: Vec<&str> = t.levels.iter().map(|(n, _)| n.as_str()).collect();
    let short = short_names(&spelled);
    let mut s = String::new();
    let setup = match t.setup {
        SimSetup::Basic => "basic",
        SimSetup::Advanced => "advanced",
    };
    let text = t!(
        lang,
        "tourney-intro",
        seed = t.seed.to_string(),
        setup = setup,
        three_prey = t.three_prey,
        games = t.games
    );
    s.push_str(&textwrap::fill(&text, 78));
    s.push('\n');
    let b = t.levels.first().map(|(_, c)| c.budget).unwrap_or_default();
    let text = t!(
        lang,
        "tourney-budgets",
        nodes = b.nodes.to_string(),
        width = b.width.to_string(),
        depth = b.depth.to_string(),
        playouts = b.playouts.to_string(),
        candidates = b.candidates.to_string()
    );
    s.push_str(&textwrap::fill(&text, 78));
    s.push('\n');
    long_names(&mut s, &spelled, &short);
    s.push_str(&sprt_sentence(lang, &t.sprt, t.stop_early));
    s.push_str("\n\n");
    s.push_str(&pairings_table(lang, &o.cells, &|i| short[i].clone()));
    s.push_str("\n\n");
    s.push_str(&ratings_text(lang, &o.ratings, &|i| short[i].clone()));
    let _ = writeln!(
        s,
        "{}",
        t!(
            lang,
            "tourney-speed",
            games = o.games,
            speed = Fixed(games_per_second, 1)
        )
    );
    s
}
