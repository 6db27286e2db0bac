//! The risk map: every empty square washed by the chance that a single pawn put there is
//! removed, with the percentage written on it, and the scale in the legend; and the ranked
//! moves of `search survive|lure` on the board: each square a move can end on washed by its
//! chance on the same scale, with the percentage and the move's rank, the best move's path
//! drawn.

use super::board::{self, Arrow, Overlay, Scene, Tint};
use super::moves::{dest_point, start_point};
use super::palette;
use super::pieces::{label, num};
use super::sheet::{LegendItem, Note, Panel, Sheet};
use crate::board::{PawnId, PawnPlace};
use crate::geometry::Square;
use crate::pawn::Dest;
use crate::render::search::tile_names;
use crate::rules::Tile;
use crate::search::MoveRisk;
use svg::node::element::{Group, Rectangle};
use svg::Node;

/// A chance as a whole percentage, as written on the map.
pub fn percent(p: f64) -> String {
    format!("{}", (p * 100.0).round() as u32)
}

/// The words of the ranked moves' picture (one place, for the message catalogue).
struct Words {
    /// pawn, points
    survive_title: fn(&str, u8) -> String,
    /// pawn, points, target
    lure_title: fn(&str, u8, &str) -> String,
    /// tiles
    survive_scale: &'static str,
    lure_scale: &'static str,
    /// pawn, tiles
    survive_note: fn(&str, &str) -> String,
    /// pawn, target, tiles
    lure_note: fn(&str, &str, &str) -> String,
    best_path: &'static str,
    rank: &'static str,
    /// rank, destination, path, percent
    line: fn(usize, &str, &str, &str) -> String,
    /// how many more
    more: fn(usize) -> String,
    none: &'static str,
    /// The path of a pawn that stays where it is.
    stays: &'static str,
}

const WORDS: Words = Words {
    survive_title: |p, n| format!("Which moves of {p} with {n} survive the monster?"),
    lure_title: |p, n, t| {
        format!("Which moves of {p} with {n} make the monster remove {t} and not {p}?")
    },
    survive_scale: "percent of the deck that removes the moving pawn",
    lure_scale: "percent of the deck for which the lure fails (the figure: it works)",
    survive_note: |p, tiles| {
        format!("On each square a move of {p} can end on: its rank (best first) and the percent of the tiles {tiles} after which the monster removes {p}.")
    },
    lure_note: |p, t, tiles| {
        format!("On each square a move of {p} can end on: its rank (best first) and the percent of the tiles {tiles} for which the monster removes {t} and not {p}.")
    },
    best_path: "the best move's path",
    rank: "rank of the best move ending there",
    line: |rank, dest, path, percent| format!("{rank}. {dest} ({path}): {percent}%"),
    more: |n| format!("and {n} more moves"),
    none: "No move fits.",
    stays: "stays",
};

/// The most moves listed under the ranked moves' board.
pub const LISTED_MOVES: usize = 8;

/// The heat scale: ten swatches from 0 % to 100 %.
fn scale() -> LegendItem {
    scale_saying("percent of the deck that removes a pawn put there")
}

/// The heat scale, saying what it measures.
fn scale_saying(text: &str) -> LegendItem {
    let mut g = Group::new();
    let w = 14.0;
    for i in 0..10 {
        let p = (f64::from(i) + 0.5) / 10.0;
        g.append(
            Rectangle::new()
                .set("x", num(-5.0 * w + f32::from(i as u8) * w))
                .set("y", "-8")
                .set("width", num(w))
                .set("height", "16")
                .set("fill", palette::heat(p)),
        );
    }
    g.append(label("0", (-5.0 * w + 5.0, 0.0), 9.0, palette::INK, true));
    g.append(label("100", (5.0 * w - 9.0, 0.0), 9.0, "#ffffff", true));
    LegendItem {
        symbol: g,
        width: 10.0 * w,
        text: text.to_string(),
    }
}

/// The risk map of `risk`'s squares (docs/FORMAT.md section 5) over `tiles`.
pub fn risk<'a>(scene: &Scene<'a>, tiles: &[Tile], squares: &[(Square, f64)]) -> Sheet<'a> {
    let overlay = Overlay {
        tints: squares
            .iter()
            .map(|&(at, p)| {
                let fill = palette::heat(p);
                let ink = palette::ink_on(&fill);
                Tint {
                    at,
                    fill,
                    text: percent(p),
                    ink,
                }
            })
            .collect(),
        ..Overlay::default()
    };
    let safe = squares.iter().filter(|(_, p)| *p == 0.0).count();
    let notes = vec![
        Note::plain(format!(
            "The chance, in percent of the tiles {}, that the monster removes a single pawn put on each empty square.",
            tile_names(tiles).join(", ")
        )),
        Note::plain(format!(
            "{safe} of {} empty squares are safe from every tile.",
            squares.len()
        )),
    ];
    Sheet {
        title: Some("Risk map".to_string()),
        panels: vec![Panel {
            heading: None,
            scene: scene.clone(),
            overlay,
            notes,
        }],
        columns: 1,
        intro: Vec::new(),
        legend: vec![scale()],
        notes: Vec::new(),
    }
}

/// The ranked moves of a pawn (`search survive`, or with `lure`, `search lure`: the target's
/// name and, per result, the chance the target is removed and the chance the lure works).
pub struct Ranked<'s> {
    /// The moving pawn.
    pub pawn: PawnId,
    /// Its name.
    pub name: &'s str,
    /// Its points.
    pub points: u8,
    /// The tiles still possible.
    pub tiles: &'s [Tile],
    /// The results, best first.
    pub results: &'s [MoveRisk],
    /// For a lure: the target and each result's chances.
    pub lure: Option<(&'s str, &'s [(f64, f64)])>,
}

/// The ranked moves on the board: each square a result ends on washed by the heat of its
/// chance (the moving pawn removed; for a lure, the lure failing) with its percentage and
/// the rank of the best result ending there; the pawn ringed and the best move's path drawn;
/// the first results listed under the board.
pub fn ranked<'a>(scene: &Scene<'a>, r: &Ranked) -> Sheet<'a> {
    // A result's figure and its heat: the chance of harm, on the risk map's scale.
    let figure = |i: usize| -> (f64, f64) {
        match r.lure {
            Some((_, chances)) => {
                let works = chances.get(i).map_or(0.0, |c| c.1);
                (works, 1.0 - works)
            }
            None => {
                let p = r.results[i].chance_removed;
                (p, p)
            }
        }
    };
    let mut overlay = Overlay::default();
    let mut seen: Vec<Dest> = Vec::new();
    for (i, m) in r.results.iter().enumerate() {
        if seen.contains(&m.mv.dest) {
            continue;
        }
        seen.push(m.mv.dest);
        let (shown, heat) = figure(i);
        let at = match m.mv.dest {
            Dest::Square(sq) => {
                let fill = palette::heat(heat);
                let ink = palette::ink_on(&fill);
                overlay.tints.push(Tint {
                    at: sq,
                    fill,
                    text: percent(shown),
                    ink,
                });
                let (x, y) = board::LOCAL.corner(sq);
                (x + 10.0, y + 10.0)
            }
            Dest::Out => board::OUTSIDE_EXIT,
            Dest::Waiting => continue,
        };
        overlay
            .badges
            .push((at, (i + 1).to_string(), palette::PAWN_PATH));
    }
    if let PawnPlace::At(sq) = scene.board.pawn(r.pawn) {
        overlay.rings.push((sq, palette::PAWN_PATH));
    }
    if let Some(best) = r.results.first() {
        let mut at = start_point(&scene.board, r.pawn);
        for d in best.mv.squares() {
            let next = dest_point(d);
            overlay.arrows.push(Arrow {
                from: at,
                to: next,
                colour: palette::PAWN_PATH,
                dashed: false,
            });
            at = next;
        }
    }
    let tiles = tile_names(r.tiles).join(", ");
    let mut notes = vec![Note::plain(match r.lure {
        Some((target, _)) => (WORDS.lure_note)(r.name, target, &tiles),
        None => (WORDS.survive_note)(r.name, &tiles),
    })];
    if r.results.is_empty() {
        notes.push(Note::strong(WORDS.none));
    }
    for (i, m) in r.results.iter().enumerate().take(LISTED_MOVES) {
        let path: Vec<String> = m.mv.squares().map(|d| d.to_string()).collect();
        let path = if path.is_empty() {
            WORDS.stays.to_string()
        } else {
            path.join(" ")
        };
        notes.push(Note::detail(
            (WORDS.line)(i + 1, &m.mv.dest.to_string(), &path, &percent(figure(i).0)),
            false,
        ));
    }
    if r.results.len() > LISTED_MOVES {
        notes.push(Note::detail(
            (WORDS.more)(r.results.len() - LISTED_MOVES),
            false,
        ));
    }
    let title = match r.lure {
        Some((target, _)) => (WORDS.lure_title)(r.name, r.points, target),
        None => (WORDS.survive_title)(r.name, r.points),
    };
    Sheet {
        title: Some(title),
        panels: vec![Panel {
            heading: None,
            scene: scene.clone(),
            overlay,
            notes,
        }],
        columns: 1,
        intro: Vec::new(),
        legend: vec![
            scale_saying(if r.lure.is_some() {
                WORDS.lure_scale
            } else {
                WORDS.survive_scale
            }),
            LegendItem::new(
                Group::new().add(super::pieces::badge("1", (0.0, 0.0), palette::PAWN_PATH)),
                WORDS.rank,
            ),
            LegendItem::new(
                super::pieces::arrow((-12.0, 0.0), (12.0, 0.0), palette::PAWN_PATH, 3.0, false),
                WORDS.best_path,
            ),
        ],
        notes: Vec::new(),
    }
}
