//! Search results as text and JSON (FORMAT.md section 5).

use super::board::{draw, legend, Marks};
use super::{Palette, Role};
use crate::board::Board;
use crate::geometry::Square;
use crate::rules::Tile;
use crate::scenario::PawnInfo;
use serde_json::{json, Map, Value};
use std::fmt::Write;

/// Tiles as FORMAT.md writes them.
pub fn tile_names(tiles: &[Tile]) -> Vec<String> {
    tiles.iter().map(|t| t.to_string()).collect()
}

/// `risk` as JSON.
pub fn risk_json(tiles: &[Tile], squares: &[(Square, f64)]) -> Value {
    let mut m = Map::new();
    for (s, p) in squares {
        m.insert(s.to_string(), json!(p));
    }
    json!({ "tiles": tile_names(tiles), "squares": m })
}

/// The label of a chance on the heat map: a percentage in two characters.
pub fn chance_label(p: f64) -> (String, Role) {
    let pct = (p * 100.0).round() as u32;
    let role = if pct == 0 {
        Role::Safe
    } else if pct < 50 {
        Role::Warn
    } else {
        Role::Danger
    };
    let text = match pct {
        0 => "0".to_string(),
        100.. => "XX".to_string(),
        n => n.to_string(),
    };
    (text, role)
}

/// `risk` as a heat map and a ranked list.
pub fn risk_text(
    board: &Board,
    pawns: &[PawnInfo],
    tiles: &[Tile],
    squares: &[(Square, f64)],
    palette: &Palette,
) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "Risk of a single pawn put on each empty square, over the tiles {} (percent of the deck; XX = always removed):",
        tile_names(tiles).join(", ")
    );
    let marks = Marks {
        path: Vec::new(),
        labels: squares
            .iter()
            .map(|(s, p)| {
                let (t, r) = chance_label(*p);
                (*s, t, r)
            })
            .collect(),
    };
    out.push_str(&draw(board, pawns, &marks, palette));
    out.push_str(&legend(pawns, false));
    let safe = squares.iter().filter(|(_, p)| *p == 0.0).count();
    let _ = writeln!(
        out,
        "{} of {} empty squares are safe from every tile.",
        safe,
        squares.len()
    );
    let mut worst: Vec<&(Square, f64)> = squares.iter().filter(|(_, p)| *p > 0.0).collect();
    worst.sort_by(|a, b| {
        b.1.total_cmp(&a.1)
            .then(a.0.column_major().cmp(&b.0.column_major()))
    });
    if !worst.is_empty() {
        let list: Vec<String> = worst
            .iter()
            .take(10)
            .map(|(s, p)| format!("{s} {:.1}%", p * 100.0))
            .collect();
        let _ = writeln!(out, "Most dangerous: {}", list.join(", "));
    }
    out
}

/// `search place` as JSON.
pub fn place_json(count: usize, goal: &str, tiles: &[Tile], placements: &[Vec<Square>]) -> Value {
    json!({
        "count": count,
        "goal": goal,
        "tiles": tile_names(tiles),
        "placements": placements.iter().map(|p| p.iter().map(|s| s.to_string()).collect::<Vec<_>>()).collect::<Vec<_>>(),
    })
}

/// `search place` as text.
#[allow(clippy::too_many_arguments)]
pub fn place_text(
    board: &Board,
    pawns: &[PawnInfo],
    count: usize,
    goal: &str,
    tiles: &[Tile],
    placements: &[Vec<Square>],
    evaluated: u64,
    palette: &Palette,
) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{} placement{} of {count} new pawn{} reach the goal `{goal}` for every tile of {} ({evaluated} placements tried).",
        placements.len(),
        if placements.len() == 1 { "" } else { "s" },
        if count == 1 { "" } else { "s" },
        tile_names(tiles).join(", ")
    );
    if let Some(first) = placements.first() {
        let marks = Marks {
            path: Vec::new(),
            labels: first
                .iter()
                .map(|s| (*s, "**".to_string(), Role::Path))
                .collect(),
        };
        let _ = writeln!(out, "The first one, drawn as **:");
        out.push_str(&draw(board, pawns, &marks, palette));
        out.push_str(&legend(pawns, false));
        let _ = writeln!(out, "All of them:");
        for p in placements {
            let line: Vec<String> = p.iter().map(|s| s.to_string()).collect();
            let _ = writeln!(out, "  {}", line.join(" "));
        }
    }
    out
}
