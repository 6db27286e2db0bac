//! `rules`: the rule texts and the rule options.

use super::{Failure, Report, Style};
use crate::render::wrap;
use crate::rulebook::{self, RuleText};
use crate::rules::{OptionSpec, OPTIONS};

/// Rules and options to print.
#[derive(Clone, Debug)]
pub enum RulesReport {
    /// Every rule and option.
    All,
    /// One rule.
    Rule(&'static RuleText),
    /// One option.
    Option(&'static OptionSpec),
}

impl RulesReport {
    /// Everything, or the rule or option named `id`.
    pub fn build(id: Option<&str>) -> Result<RulesReport, Failure> {
        let Some(id) = id else {
            return Ok(RulesReport::All);
        };
        if let Some(r) = rulebook::rule(id) {
            return Ok(RulesReport::Rule(r));
        }
        if let Some(o) = OPTIONS
            .iter()
            .find(|o| o.name.eq_ignore_ascii_case(id.trim()))
        {
            return Ok(RulesReport::Option(o));
        }
        Err(Failure::invalid(format!(
            "no rule or option `{id}`: rule ids are {}; options: {}",
            rulebook::id_ranges(),
            OPTIONS
                .iter()
                .map(|o| o.name)
                .collect::<Vec<_>>()
                .join(", ")
        )))
    }
}

fn option_text(o: &OptionSpec, width: usize) -> String {
    let mut s = wrap(
        &format!(
            "option {} ({}, {}): {}",
            o.name, o.rule, o.scope, o.question
        ),
        width,
        "",
        "  ",
    );
    for (i, (v, what)) in o.values.iter().enumerate() {
        s.push_str(&wrap(
            &format!(
                "{}={v}{}: {what}",
                o.name,
                if i == 0 { " (default)" } else { "" }
            ),
            width,
            "  ",
            "    ",
        ));
    }
    s
}

/// A rule as a paragraph wrapped to `width`, its id and title first.
fn rule_text(r: &RuleText, width: usize) -> String {
    wrap(&format!("{} {}. {}", r.id, r.title, r.text), width, "", "")
}

impl Report for RulesReport {
    fn text(&self, style: &Style) -> String {
        let width = style.width;
        match self {
            RulesReport::Rule(r) => rule_text(r, width),
            RulesReport::Option(o) => option_text(o, width),
            RulesReport::All => {
                let mut out = String::new();
                for r in rulebook::RULES {
                    out.push_str(&rule_text(r, width));
                    out.push('\n');
                }
                out.push_str("Rule options (docs/RULES.md sections 9 and 10), default first:\n\n");
                for o in OPTIONS {
                    out.push_str(&option_text(o, width));
                    out.push('\n');
                }
                out
            }
        }
    }
}
