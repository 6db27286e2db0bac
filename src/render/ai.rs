//! AI output: a hint (the play and the figures behind it), a reason line for `game play`, and
//! a simulation's statistics — as text (fitting the width asked) and JSON (docs/FORMAT.md section 7).

use crate::ai::simulate::Stats;
use crate::ai::Choice;
use crate::game::{Game, Seat};
use crate::i18n::Lang;
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
        risk = format!("{:.0}", 100.0 * c.figures.chance_removed)
    )
}

/// A hint as text.
pub fn hint_text(lang: Lang, game: &Game, c: &Choice, width: usize) -> String {
    let seat = game.seat_of(c.play.pawn);
    let mut s = String::new();
    let path: Vec<String> = c.play.squares().map(|d| d.to_string()).collect();
    let put = |s: &mut String, text: String| s.push_str(&super::wrap(&text, width, "", "  "));
    put(
        &mut s,
        t!(
            lang,
            "ai-hint-play",
            player = game.player_name(seat),
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
            chance = format!("{:.1}", 100.0 * c.figures.chance_removed)
        ),
    );
    if c.figures.at_risk.is_empty() {
        put(&mut s, t!(lang, "ai-hint-no-risk"));
    } else {
        let risk: Vec<String> = c
            .figures
            .at_risk
            .iter()
            .map(|&(id, p)| format!("{} {:.0}%", game.pawn_name(id), 100.0 * p))
            .collect();
        put(&mut s, t!(lang, "ai-hint-risk", pawns = risk.join(", ")));
    }
    put(&mut s, t!(lang, "ai-hint-losses"));
    for (i, x) in c.figures.expected_losses.iter().enumerate() {
        let _ = writeln!(s, "  {:<12} {x:.2}", game.player_name(Seat(i as u8)));
    }
    s.push_str(&super::wrap(
        &t!(
            lang,
            "ai-hint-value",
            value = format!("{:.2}", c.figures.value)
        ),
        width,
        "",
        "  ",
    ));
    s
}

/// A hint as JSON (docs/FORMAT.md section 7).
pub fn hint_json(game: &Game, c: &Choice) -> Value {
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

/// A simulation as text.
pub fn simulate_text(h: &SimHeader<'_>, stats: &Stats, games_per_second: f64) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "{} games, {} players, {} setup{}, seed {}; the start player rotates.",
        stats.games,
        stats.seats.len(),
        h.setup,
        if h.three_prey { ", 3-prey variant" } else { "" },
        h.seed
    );
    let _ = writeln!(
        s,
        "{:<5} {:<11} {:>6} {:>7} {:>15} {:>6} {:>8}",
        "seat", "AI", "wins", "rate", "95% interval", "out", "removed"
    );
    for (i, st) in stats.seats.iter().enumerate() {
        let _ = writeln!(
            s,
            "{:<5} {:<11} {:>6} {:>6.1}% {:>6.1}%-{:>5.1}% {:>6.2} {:>8.2}",
            i + 1,
            h.ais[i],
            st.wins,
            100.0 * st.win_rate,
            100.0 * st.ci95.0,
            100.0 * st.ci95.1,
            st.mean_out,
            st.mean_removed
        );
    }
    let _ = writeln!(
        s,
        "No winner: {}. Mean turns: {:.1}. Reached round 2: {:.1}%.",
        stats.no_winner,
        stats.mean_turns,
        100.0 * stats.reached_round_2
    );
    let decided = stats.games - stats.no_winner;
    let (lo, hi) = crate::ai::simulate::wilson(stats.start_player_wins, decided);
    let _ = writeln!(
        s,
        "The first turn's start player won {} of {} decided games ({:.1}%-{:.1}%).",
        stats.start_player_wins,
        decided,
        100.0 * lo,
        100.0 * hi
    );
    let _ = writeln!(s, "Games per second: {games_per_second:.1}");
    s
}
