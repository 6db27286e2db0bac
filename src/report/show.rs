//! `show`: the position drawn.

use super::{Loaded, Report, Style};
use crate::scenario::Scenario;

/// A scenario to draw.
#[derive(Clone, Debug)]
pub struct ShowReport {
    /// The scenario.
    pub scenario: Scenario,
}

impl ShowReport {
    /// The scenario of a loaded file.
    pub fn build(loaded: &Loaded) -> ShowReport {
        ShowReport {
            scenario: loaded.scenario.clone(),
        }
    }
}

impl Report for ShowReport {
    fn text(&self, style: &Style) -> String {
        let mut out = String::new();
        if let Some(t) = &self.scenario.title {
            out.push_str(&crate::render::wrap(
                &crate::render::escaped(t),
                style.width,
                "",
                "",
            ));
        }
        out.push_str(&crate::render::board::draw(
            self.scenario.board(),
            self.scenario.position(),
            &crate::render::board::Marks::default(),
            style,
        ));
        out.push_str(&crate::render::board::legend(false, style));
        out
    }

    fn json(&self) -> Option<serde_json::Value> {
        Some(crate::render::json::position_doc(
            self.scenario.position(),
            self.scenario.title.as_deref(),
        ))
    }

    fn svg(&self, style: &Style) -> Option<String> {
        Some(crate::render::svg::position(&self.scenario, style.lang).to_svg())
    }

    fn map(&self) -> Option<String> {
        Some(crate::scenario::write_map(&self.scenario))
    }
}
