//! `show`: the position drawn.

use super::{Loaded, Report, Style};
use crate::position::Position;

/// A position to draw.
#[derive(Clone, Debug)]
pub struct ShowReport {
    /// The scenario's title.
    pub title: Option<String>,
    /// The position.
    pub position: Position,
}

impl ShowReport {
    /// The position of a loaded scenario.
    pub fn build(loaded: &Loaded) -> ShowReport {
        ShowReport {
            title: loaded.scenario.title.clone(),
            position: loaded.scenario.position().clone(),
        }
    }
}

impl Report for ShowReport {
    fn text(&self, style: &Style) -> String {
        let mut out = String::new();
        if let Some(t) = &self.title {
            out.push_str(t);
            out.push('\n');
        }
        let pawns = self.position.pawns();
        out.push_str(&crate::render::board::draw(
            self.position.board(),
            pawns,
            &crate::render::board::Marks::default(),
            &style.palette,
        ));
        out.push_str(&crate::render::board::legend(pawns, false));
        out
    }

    fn json(&self) -> Option<serde_json::Value> {
        Some(crate::render::json::position_doc(
            &self.position,
            self.title.as_deref(),
        ))
    }
}
