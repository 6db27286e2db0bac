//! The risk map: every empty square washed by the chance that a single pawn put there is
//! removed, with the percentage written on it, and the scale in the legend.

use super::board::{Overlay, Scene, Tint};
use super::palette;
use super::pieces::{label, num};
use super::sheet::{LegendItem, Note, Panel, Sheet};
use crate::geometry::Square;
use crate::render::search::tile_names;
use crate::rules::Tile;
use svg::node::element::{Group, Rectangle};
use svg::Node;

/// A chance as a whole percentage, as written on the map.
pub fn percent(p: f64) -> String {
    format!("{}", (p * 100.0).round() as u32)
}

/// The heat scale: ten swatches from 0 % to 100 %.
fn scale() -> LegendItem {
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
        text: "percent of the deck that removes a pawn put there".to_string(),
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
