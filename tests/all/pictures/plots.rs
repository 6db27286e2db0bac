//! Plots: `game simulate` (win rates per seat with their 95% intervals, game lengths) and
//! `search survive|lure` (the ranked moves on the board with their chances).

use super::{checked, framed_boards};
use crate::common::{run_bin as run, stderr, stdout};
use furunkulus::ai::simulate::{SeatStats, Stats};
use furunkulus::render::svg::plot::{self, Simulated};

fn stats() -> Stats {
    let seat = |wins: u64, games: u64| SeatStats {
        wins,
        win_rate: wins as f64 / games as f64,
        ci95: furunkulus::ai::simulate::wilson(wins, games),
        mean_out: 1.0,
        mean_removed: 2.0,
    };
    Stats {
        games: 200,
        seats: vec![seat(120, 200), seat(60, 200), seat(18, 200)],
        start_player_wins: 70,
        no_winner: 2,
        mean_turns: 11.5,
        reached_round_2: 0.1,
        lengths: vec![(8, 20), (9, 50), (11, 80), (12, 40), (15, 10)],
    }
}

#[test]
fn the_simulation_plot_draws_every_seat_with_its_interval_and_every_length() {
    let seats: Vec<String> = ["red", "blue", "green"].map(String::from).to_vec();
    let ais: Vec<String> = ["greedy", "random", "random"].map(String::from).to_vec();
    let sim = Simulated {
        seats: &seats,
        ais: &ais,
        setup: "basic",
        three_prey: false,
        seed: 7,
        lang: furunkulus::i18n::Lang::En,
    };
    let s = stats();
    let svg = checked(&plot::simulation(&sim, &s));
    for (i, st) in s.seats.iter().enumerate() {
        let words = format!(
            "{:.1}% ({:.1}–{:.1})",
            100.0 * st.win_rate,
            100.0 * st.ci95.0,
            100.0 * st.ci95.1
        );
        assert!(svg.contains(&words), "seat {}: {words}", i + 1);
        assert!(svg.contains(&format!("seat {}, {}: {}", i + 1, seats[i], ais[i])));
    }
    assert!(svg.contains("fair share 1/3") && svg.contains("mean 11.5"));
    // One bar per length that occurred (8 to 15: 8 bins, 5 of them with games).
    let xml = resvg::usvg::roxmltree::Document::parse(&svg).unwrap();
    let bars = xml
        .descendants()
        .find(|n| n.has_tag_name("g") && n.attribute("fill") == Some("#0072B2"))
        .unwrap()
        .children()
        .filter(|n| n.has_tag_name("rect"))
        .count();
    assert_eq!(bars, 5);
    assert_eq!(framed_boards(&svg), 0, "a plot, not a board");
    assert_eq!(svg, plot::simulation(&sim, &s), "deterministic");
}

#[test]
fn cli_plots_a_simulation_and_the_ranked_moves() {
    let o = run(&[
        "game",
        "simulate",
        "--players",
        "2",
        "--ai",
        "greedy,random",
        "--games",
        "20",
        "--seed",
        "3",
        "--format",
        "svg",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let svg = checked(&stdout(&o));
    assert!(svg.contains("20 games, 2 players, basic setup, seed 3"));
    assert!(
        !svg.contains("per second"),
        "no speed: the same picture on every machine"
    );
    let again = run(&[
        "game",
        "simulate",
        "--players",
        "2",
        "--ai",
        "greedy,random",
        "--games",
        "20",
        "--seed",
        "3",
        "--format",
        "svg",
    ]);
    assert_eq!(o.stdout, again.stdout);

    let o = run(&[
        "search",
        "survive",
        "scenarios/rulebook/pawn-1.yaml",
        "--pawn",
        "P",
        "--tiles",
        "7,8",
        "--format",
        "svg",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let svg = checked(&stdout(&o));
    assert_eq!(framed_boards(&svg), 1);
    assert!(svg.contains("Which moves of P with 4 survive the monster?"));
    // The same ranking as the text: its first line's destination is rank 1 on the board.
    let text = run(&[
        "search",
        "survive",
        "scenarios/rulebook/pawn-1.yaml",
        "--pawn",
        "P",
        "--tiles",
        "7,8",
        "--format",
        "json",
    ]);
    let json: serde_json::Value = serde_json::from_slice(&text.stdout).unwrap();
    let first = json["results"][0]["to"].as_str().unwrap().to_string();
    assert!(svg.contains(&format!("1. {first} (")), "{first}");
    let o = run(&[
        "search",
        "lure",
        "scenarios/rulebook/monster-basic.yaml",
        "--pawn",
        "D",
        "--target",
        "E",
        "--points",
        "3",
        "--format",
        "svg",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let svg = checked(&stdout(&o));
    assert!(svg.contains("make the monster remove E and not D"));
    assert!(svg.contains("for which the lure fails"));
}
