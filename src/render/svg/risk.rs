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
use crate::i18n::{Lang, WholePercent, Word};
use crate::pawn::Dest;
use crate::rules::Tile;
use crate::search::MoveRisk;
use crate::t;
use svg::node::element::{Group, Rectangle};
use svg::Node;

/// A chance as a whole percentage, as written on the map.
pub fn percent(p: f64) -> String {
    points(p).to_string()
}

/// A chance in whole percentage points, rounded as the map writes it.
fn points(p: f64) -> u32 {
    (p * 100.0).round() as u32
}

/// The most moves listed under the ranked moves' board.
pub const LISTED_MOVES: usize = 8;

/// Tiles by their names in `lang`, joined by commas ("5, 7, 8").
fn tile_words(lang: Lang, tiles: &[Tile]) -> String {
    let names: Vec<String> = tiles.iter().map(|t| t.word(lang).into_owned()).collect();
    names.join(", ")
}

/// The heat scale: ten swatches from 0 % to 100 %.
fn scale(lang: Lang) -> LegendItem {
    scale_saying(t!(lang, "search-risk-scale"))
}

/// The heat scale, saying what it measures.
fn scale_saying(text: String) -> LegendItem {
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
        text,
    }
}

/// The risk map of `risk`'s squares (docs/FORMAT.md section 5) over `tiles`.
pub fn risk<'a>(scene: &Scene<'a>, tiles: &[Tile], squares: &[(Square, f64)]) -> Sheet<'a> {
    let overlay = Overlay {
        tints: squares
            .iter()
            .map(|&(at, p)| {
                let (fill, ink) = palette::heat_tint(p);
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
    let lang = scene.lang;
    let notes = vec![
        Note::plain(t!(
            lang,
            "search-risk-note",
            tiles = tile_words(lang, tiles)
        )),
        Note::plain(t!(
            lang,
            "search-risk-safe",
            safe = safe,
            squares = squares.len()
        )),
    ];
    Sheet {
        legend: vec![scale(lang)],
        ..Sheet::single(
            Some(t!(lang, "search-risk-title")),
            Panel {
                heading: None,
                scene: scene.clone(),
                overlay,
                notes,
            },
        )
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
                let (fill, ink) = palette::heat_tint(heat);
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
    let lang = scene.lang;
    let tiles = tile_words(lang, r.tiles);
    let mut notes = vec![Note::plain(match r.lure {
        Some((target, _)) => t!(
            lang,
            "search-picture-lure-note",
            pawn = r.name,
            target = target,
            tiles = tiles
        ),
        None => t!(
            lang,
            "search-picture-survive-note",
            pawn = r.name,
            tiles = tiles
        ),
    })];
    if r.results.is_empty() {
        notes.push(Note::strong(t!(lang, "search-picture-none")));
    }
    for (i, m) in r.results.iter().enumerate().take(LISTED_MOVES) {
        let path: Vec<String> = m.mv.squares().map(|d| d.word(lang).into_owned()).collect();
        let path = if path.is_empty() {
            t!(lang, "search-picture-stays")
        } else {
            path.join(" ")
        };
        notes.push(Note::detail(
            t!(
                lang,
                "search-picture-line",
                rank = i + 1,
                to = m.mv.dest,
                path = path,
                percent = WholePercent(points(figure(i).0))
            ),
            false,
        ));
    }
    if r.results.len() > LISTED_MOVES {
        notes.push(Note::detail(
            t!(
                lang,
                "search-picture-more",
                n = r.results.len() - LISTED_MOVES
            ),
            false,
        ));
    }
    let title = match r.lure {
        Some((target, _)) => t!(
            lang,
            "search-picture-lure-title",
            pawn = r.name,
            points = r.points,
            target = target
        ),
        None => t!(
            lang,
            "search-picture-survive-title",
            pawn = r.name,
            points = r.points
        ),
    };
    Sheet {
        legend: vec![
            scale_saying(if r.lure.is_some() {
                t!(lang, "search-picture-lure-scale")
            } else {
                t!(lang, "search-picture-survive-scale")
            }),
            LegendItem::new(
                Group::new().add(super::pieces::badge("1", (0.0, 0.0), palette::PAWN_PATH)),
                t!(lang, "search-picture-rank"),
            ),
            LegendItem::new(
                super::pieces::arrow((-12.0, 0.0), (12.0, 0.0), palette::PAWN_PATH, 3.0, false),
                t!(lang, "search-picture-best-path"),
            ),
        ],
        ..Sheet::single(
            Some(title),
            Panel {
                heading: None,
                scene: scene.clone(),
                overlay,
                notes,
            },
        )
    }
}
