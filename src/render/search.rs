//! Search results as text and JSON (docs/FORMAT.md section 5).

use super::board::{draw, legend, Cast, Marks};
use super::{wrap, Role};
use crate::board::Board;
use crate::geometry::Square;
use crate::i18n::{and_list, Fixed, Lang, Percent, Word};
use crate::position::Pawn;
use crate::report::Style;
use crate::rules::{Deck, Tile};
use crate::t;
use serde_json::{json, Map, Value};
use std::fmt::Write;

/// Tiles as docs/FORMAT.md writes them.
pub fn tile_names(tiles: &[Tile]) -> Vec<String> {
    tiles.iter().map(|t| t.to_string()).collect()
}

/// `risk` as JSON: each square's chance and, in `colours`, the wash the risk map gives it
/// (the pictures' heat scale, [`super::svg::palette::heat_tint`]), so that a page draws the
/// same colours as the PNG without a scale of its own.
pub fn risk_json(tiles: &[Tile], squares: &[(Square, f64)]) -> Value {
    let mut m = Map::new();
    let mut colours = Map::new();
    for (s, p) in squares {
        m.insert(s.to_string(), json!(p));
        let (fill, ink) = super::svg::palette::heat_tint(*p);
        colours.insert(s.to_string(), json!({ "fill": fill, "ink": ink }));
    }
    json!({ "tiles": tile_names(tiles), "squares": m, "colours": colours })
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
pub fn risk_text<'a>(
    board: &Board,
    cast: impl Into<Cast<'a>>,
    tiles: &[Tile],
    squares: &[(Square, f64)],
    style: &Style,
) -> String {
    let lang = style.lang;
    let mut out = String::new();
    let (list, n, whole) = deck_args(lang, tiles);
    out.push_str(&wrap(
        &t!(
            lang,
            "search-risk-heading",
            whole = whole,
            n = n,
            tiles = list
        ),
        style.width,
        "",
        "",
    ));
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
    out.push_str(&draw(board, cast, &marks, style));
    out.push_str(&legend(false, style));
    let safe = squares.iter().filter(|(_, p)| *p == 0.0).count();
    let _ = writeln!(
        out,
        "{}",
        t!(
            lang,
            "search-risk-safe",
            safe = safe,
            squares = squares.len()
        )
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
            .map(|(s, p)| format!("{s} {}", Percent(*p, 1).text(lang)))
            .collect();
        out.push_str(&wrap(
            &t!(lang, "search-risk-worst", list = list.join(", ")),
            style.width,
            "",
            "  ",
        ));
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
pub fn place_text<'a>(
    board: &Board,
    cast: impl Into<Cast<'a>>,
    count: usize,
    goal: &str,
    tiles: &[Tile],
    placements: &[Vec<Square>],
    evaluated: u64,
    style: &Style,
) -> String {
    let cast = cast.into();
    let lang = style.lang;
    let mut out = String::new();
    let mut distinct = tiles.to_vec();
    distinct.sort();
    distinct.dedup();
    let names: Vec<String> = distinct.iter().map(|t| t.word(lang).into_owned()).collect();
    out.push_str(&wrap(
        &t!(
            lang,
            "search-place-heading",
            found = placements.len(),
            count = count,
            goal = goal,
            n = names.len(),
            tiles = and_list(lang, &names),
            tried = evaluated
        ),
        style.width,
        "",
        "",
    ));
    if let Some(first) = placements.first() {
        let marks = Marks {
            path: Vec::new(),
            labels: first
                .iter()
                .map(|s| (*s, "**".to_string(), Role::Path))
                .collect(),
        };
        let _ = writeln!(out, "{}", t!(lang, "search-place-first"));
        out.push_str(&draw(board, cast, &marks, style));
        out.push_str(&legend(false, style));
        let _ = writeln!(out, "{}", t!(lang, "search-place-all"));
        let all: Vec<String> = placements
            .iter()
            .map(|p| {
                p.iter()
                    .map(|s| s.to_string())
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect();
        out.push_str(&super::wrap_items(&all, style.width, "  ", "  ", "   "));
    }
    out
}

/// The players of a scenario: names, and each pawn's index among them. A pawn with no
/// `player` counts as its own player, named `NAME (no player)`.
pub fn players(pawns: &[Pawn]) -> (Vec<String>, Vec<usize>) {
    let mut names: Vec<String> = Vec::new();
    let mut of = Vec::new();
    for p in pawns {
        // A pawn with no player is its own player; its key says so, so it never merges with
        // a player of the same name. Player names are matched ignoring case.
        let name = p
            .player
            .clone()
            .unwrap_or_else(|| format!("{} (no player)", p.name));
        let i = names
            .iter()
            .position(|n| crate::position::same_player(n, &name))
            .unwrap_or_else(|| {
                names.push(name);
                names.len() - 1
            });
        of.push(i);
    }
    (names, of)
}

fn set_names(set: crate::search::PawnSet, pawns: &[Pawn]) -> Vec<String> {
    crate::search::members(set)
        .map(|id| {
            pawns
                .get(id.0 as usize)
                .map_or("?".to_string(), |p| p.name.clone())
        })
        .collect()
}

/// One `search survive` / `lure` result as JSON (docs/FORMAT.md section 5).
pub fn move_risk_json(
    m: &crate::search::MoveRisk,
    pawns: &[Pawn],
    player_names: &[String],
    lure: Option<&[Tile]>,
) -> Value {
    let mut removed = Map::new();
    for (t, _, set) in &m.removed {
        removed.insert(t.to_string(), json!(set_names(*set, pawns)));
    }
    let mut lost = Map::new();
    for (name, x) in player_names.iter().zip(&m.expected_lost) {
        lost.insert(name.clone(), json!(x));
    }
    let mut v = super::moves::move_json(&m.mv);
    v["removed"] = Value::Object(removed);
    v["chance_removed"] = json!(m.chance_removed);
    v["expected_lost"] = Value::Object(lost);
    if let Some(tiles) = lure {
        v["lure_tiles"] = json!(tile_names(tiles));
    }
    v
}

/// For `search lure`: the target's name and, for each result, the chance that the monster
/// removes the target and the chance that the lure works (the target removed, the moving
/// pawn not), as shares of the deck.
#[derive(Clone, Debug)]
pub struct LureChances<'a> {
    /// The target pawn's name.
    pub target: &'a str,
    /// Per result, in order: (target removed, target removed and the moving pawn not).
    pub chances: Vec<(f64, f64)>,
}

/// `search survive` / `lure` as text: a ranked table and the board with each destination's
/// chance of losing the moving pawn.
#[allow(clippy::too_many_arguments)]
pub fn move_risks_text<'a>(
    board: &Board,
    cast: impl Into<Cast<'a>>,
    name: &str,
    points: u8,
    tiles: &[Tile],
    results: &[crate::search::MoveRisk],
    player_names: &[String],
    header: &str,
    lure: Option<&LureChances>,
    style: &Style,
) -> String {
    let cast = cast.into();
    let pawns = cast.pawns;
    let lang = style.lang;
    let mut out = String::new();
    out.push_str(&wrap(header, style.width, "", ""));
    let (list, n, whole) = deck_args(lang, tiles);
    out.push_str(&wrap(
        &t!(
            lang,
            "search-moves-heading",
            pawn = name,
            points = points,
            whole = whole,
            n = n,
            tiles = list,
            results = results.len()
        ),
        style.width,
        "",
        "",
    ));
    let mut labels: Vec<(Square, String, Role)> = Vec::new();
    for m in results {
        if let crate::pawn::Dest::Square(s) = m.mv.dest {
            if !labels.iter().any(|(q, _, _)| *q == s) {
                let best = results
                    .iter()
                    .filter(|o| o.mv.dest == m.mv.dest)
                    .map(|o| o.chance_removed)
                    .fold(f64::INFINITY, f64::min);
                let (t, r) = chance_label(best);
                labels.push((s, t, r));
            }
        }
    }
    out.push_str(&super::board::labelled(board, cast, labels, style));
    out.push_str(&wrap(
        &t!(lang, "search-moves-digits", pawn = name),
        style.width,
        "",
        "",
    ));
    let _ = writeln!(out);
    let rows: Vec<Vec<String>> = results
        .iter()
        .enumerate()
        .map(|(i, m)| {
            let path: Vec<String> = m.mv.squares().map(|d| d.to_string()).collect();
            let pushes = super::moves::pushes_text(lang, &m.mv.pushes);
            let by_tile: Vec<String> = m
                .removed
                .iter()
                .filter(|(_, _, s)| *s != 0)
                .map(|(t, _, s)| format!("{}:{}", t.word(lang), set_names(*s, pawns).join("+")))
                .collect();
            let lost: Vec<String> = player_names
                .iter()
                .zip(&m.expected_lost)
                .filter(|(_, x)| **x > 0.0)
                .map(|(n, x)| {
                    let n = super::escaped(n.trim_end_matches(" (no player)"));
                    format!("{n} {}", Fixed(*x, 2).text(lang))
                })
                .collect();
            let or = |v: Vec<String>, sep: &str, none: &str| {
                if v.is_empty() {
                    none.to_string()
                } else {
                    v.join(sep)
                }
            };
            let mut row = vec![
                (i + 1).to_string(),
                m.mv.dest.word(lang).into_owned(),
                m.mv.cost.to_string(),
                Percent(m.chance_removed, 1).text(lang),
            ];
            if let Some(l) = lure {
                let (target, works) = l.chances.get(i).copied().unwrap_or((0.0, 0.0));
                row.push(Percent(target, 1).text(lang));
                row.push(Percent(works, 1).text(lang));
            }
            let pushes = if pushes.is_empty() {
                "-".to_string()
            } else {
                crate::puzzle::semicolons(lang, &pushes)
            };
            row.extend([
                or(path, " ", &t!(lang, "search-stays")),
                pushes,
                or(by_tile, " ", &t!(lang, "search-nobody")),
                or(lost, ", ", "-"),
            ]);
            row
        })
        .collect();
    let chance_header = t!(lang, "search-col-removed", pawn = name);
    let (target_header, works_header) = match lure {
        Some(l) => (
            t!(lang, "search-col-removed", pawn = l.target),
            t!(lang, "search-col-lure-works"),
        ),
        None => (String::new(), String::new()),
    };
    let cols = [
        t!(lang, "search-col-to"),
        t!(lang, "search-col-cost"),
        t!(lang, "search-col-path"),
        t!(lang, "search-col-pushes"),
        t!(lang, "search-col-by-tile"),
        t!(lang, "search-col-losses"),
    ];
    let mut headers: Vec<&str> = vec!["#", &cols[0], &cols[1], &chance_header];
    let mut right = vec![true, false, true, true];
    if lure.is_some() {
        headers.extend([target_header.as_str(), works_header.as_str()]);
        right.extend([true, true]);
    }
    headers.extend([&*cols[2], &cols[3], &cols[4], &cols[5]]);
    out.push_str(&super::table(&headers, &rows, &right, style.width));
    if let Some(l) = lure {
        out.push_str(&wrap(
            &t!(lang, "search-lure-ranked", target = l.target, pawn = name),
            style.width,
            "",
            "",
        ));
    }
    out
}

/// `--explain` in `lang`: for one result, tile by tile, who the monster removes and the
/// short trace (the JSON's `explain` is told in English).
pub fn explain_text(
    lang: Lang,
    m: &crate::search::MoveRisk,
    pawns: &[Pawn],
    options: &crate::rules::Options,
    width: usize,
) -> String {
    let names = super::trace::Names(pawns);
    let mut out = String::new();
    let path: Vec<String> = m.mv.squares().map(|d| d.word(lang).into_owned()).collect();
    let path = if path.is_empty() {
        t!(lang, "search-explain-staying")
    } else {
        path.join(" ")
    };
    let pushes = super::moves::pushes_text(lang, &m.mv.pushes);
    let head = if pushes.is_empty() {
        t!(lang, "search-explain-move", to = m.mv.dest, path = path)
    } else {
        t!(
            lang,
            "search-explain-move-pushing",
            to = m.mv.dest,
            path = path,
            pushes = pushes.join(", ")
        )
    };
    let _ = writeln!(out, "{head}");
    let mut by_tile: Vec<&(Tile, u32, crate::search::PawnSet)> = m.removed.iter().collect();
    by_tile.sort_by_key(|(t, _, _)| *t);
    for (t, n, _) in by_tile {
        let trace = crate::trace::Trace::record(&m.mv.board, *t, options);
        let walk: Vec<String> = trace.steps.iter().map(|s| s.to.to_string()).collect();
        let removed = super::trace::removed_list(lang, &trace, &names);
        let removed = if removed.is_empty() {
            t!(lang, "search-explain-nobody")
        } else {
            removed.join(", ")
        };
        let line = if *n > 1 {
            t!(
                lang,
                "search-explain-tile-times",
                tile = *t,
                n = *n,
                removed = removed
            )
        } else {
            t!(lang, "search-explain-tile", tile = *t, removed = removed)
        };
        let _ = writeln!(out, "  {line}");
        let _ = writeln!(
            out,
            "    {}",
            t!(
                lang,
                "search-explain-walk",
                from = trace.before.monster(),
                walk = walk.join(" "),
                dir = trace.after.facing()
            )
        );
        for s in &trace.steps {
            for e in &s.events {
                if matches!(
                    e,
                    crate::monster::Event::Eat { .. }
                        | crate::monster::Event::Crushed { .. }
                        | crate::monster::Event::Destroyed { .. }
                        | crate::monster::Event::WallCross { .. }
                        | crate::monster::Event::Teleport { .. }
                        | crate::monster::Event::PivotTurn { .. }
                ) {
                    if let Some(text) = super::trace::event_text(lang, e, &names) {
                        let _ = writeln!(
                            out,
                            "      {}",
                            t!(lang, "search-explain-step", step = s.step, text = text)
                        );
                    }
                }
            }
        }
    }
    super::fit(&out, width)
}

/// A deck's arguments for `search-deck`: the tiles' names (an "and" list, or for the whole
/// deck every tile joined by commas), how many, whether it is the whole deck.
fn deck_args(lang: Lang, tiles: &[Tile]) -> (String, usize, bool) {
    let mut sorted = tiles.to_vec();
    sorted.sort();
    let names: Vec<String> = sorted.iter().map(|t| t.word(lang).into_owned()).collect();
    let mut standard = Deck::STANDARD.to_vec();
    standard.sort();
    let whole = sorted == standard;
    let list = if whole {
        names.join(", ")
    } else {
        and_list(lang, &names)
    };
    (list, names.len(), whole)
}
