//! `trace`: the monster's move, step by step, explained; and `show`'s sibling for one tile.

use super::{Failure, Loaded, Report, Style};
use crate::render::svg;
use crate::rules::Tile;
use crate::scenario::Scenario;
use crate::t;
use crate::trace::Trace;

/// The monster's whole move on a position, recorded event by event.
#[derive(Clone, Debug)]
pub struct TraceReport {
    /// The scenario (the position before the move, its pawns and teleporter pairs).
    pub scenario: Scenario,
    /// The recorded move.
    pub trace: Trace,
    /// Text in brief: one line a step and the summary.
    pub brief: bool,
    /// As a picture: one board per step rather than the whole move on one board.
    pub steps: bool,
}

impl TraceReport {
    /// The move of `tile` (or the file's tile, or a puzzle file's single tile) on a loaded
    /// scenario.
    pub fn build(loaded: &Loaded, tile: Option<Tile>, steps: bool) -> Result<TraceReport, Failure> {
        let s = &loaded.scenario;
        // A puzzle file with one tile: that tile.
        let puzzle_tile = loaded
            .puzzle
            .as_ref()
            .and_then(|p| match p.tiles.as_slice() {
                [t] => Some(*t),
                _ => None,
            });
        let tile = tile.or(s.tile).or(puzzle_tile).ok_or_else(|| {
            Failure::invalid(t!(
                crate::i18n::speaking(),
                "trace-no-tile",
                file = &loaded.file
            ))
        })?;
        Ok(TraceReport {
            scenario: s.clone(),
            trace: Trace::record(s.board(), tile, &loaded.options),
            brief: false,
            steps,
        })
    }
}

impl TraceReport {
    /// The move's picture (one board per step with `steps`), handed to `draw`.
    fn drawing<R>(&self, style: &Style, draw: impl FnOnce(&svg::Sheet) -> R) -> R {
        let scene = svg::Scene::of(&self.scenario).with_lang(style.lang);
        let title = self.scenario.title.as_deref();
        if self.steps {
            draw(&svg::trace::steps(&self.trace, &scene, title))
        } else {
            draw(&svg::trace::overview(&self.trace, &scene, title))
        }
    }
}

impl Report for TraceReport {
    fn text(&self, style: &Style) -> String {
        let render = if self.brief {
            crate::render::trace::brief_text
        } else {
            crate::render::trace::trace_text
        };
        render(
            &self.trace,
            self.scenario.position(),
            self.scenario.title.as_deref(),
            style,
        )
    }

    fn json(&self) -> Option<serde_json::Value> {
        Some(crate::render::json::trace(
            &self.trace,
            self.scenario.pawns(),
            self.scenario.title.as_deref(),
        ))
    }

    fn svg(&self, style: &Style) -> Option<String> {
        Some(self.drawing(style, |sheet| sheet.to_svg()))
    }

    fn pages(&self, style: &Style) -> Option<Vec<String>> {
        Some(self.drawing(style, |sheet| svg::paper::single_column(sheet, style.paper)))
    }

    fn html(&self, style: &Style) -> Option<String> {
        let scene = svg::Scene::of(&self.scenario).with_lang(style.lang);
        Some(crate::render::html::trace_page(
            &self.trace,
            &scene,
            self.scenario.title.as_deref(),
        ))
    }
}
