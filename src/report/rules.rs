//! `rules`: the rule texts and the rule options, in the language asked for.

use super::{Failure, Report, Style};
use crate::i18n::Lang;
use crate::render::wrap;
use crate::rulebook::{self, RuleText};
use crate::rules::{OptionSpec, OPTIONS};
use crate::t;

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
    /// Everything, or the rule or option named `id`; an unknown id is refused in `lang`.
    pub fn build(id: Option<&str>, lang: Lang) -> Result<RulesReport, Failure> {
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
        let options: Vec<&str> = OPTIONS.iter().map(|o| o.name).collect();
        Err(Failure::invalid(t!(
            lang,
            "rules-unknown",
            id = id,
            ids = rulebook::id_ranges(),
            options = options.join(", ")
        )))
    }
}

fn option_text(o: &OptionSpec, lang: Lang, width: usize) -> String {
    let line = t!(
        lang,
        "rules-option",
        name = o.name,
        rule = o.rule,
        scope = o.scope.words(lang),
        question = (o.question)(lang)
    );
    let mut s = wrap(&line, width, "", "  ");
    for (i, (value, meaning)) in o.values.iter().enumerate() {
        let line = t!(
            lang,
            "rules-option-value",
            name = o.name,
            value = *value,
            default = i == 0,
            meaning = meaning(lang)
        );
        s.push_str(&wrap(&line, width, "  ", "    "));
    }
    s
}

/// A rule as a paragraph wrapped to `width`, its id and title first.
fn rule_text(r: &RuleText, lang: Lang, width: usize) -> String {
    let line = t!(
        lang,
        "rules-rule",
        id = r.id,
        title = r.title(lang),
        text = r.text(lang)
    );
    wrap(&line, width, "", "")
}

impl Report for RulesReport {
    fn text(&self, style: &Style) -> String {
        let (lang, width) = (style.lang, style.width);
        match self {
            RulesReport::Rule(r) => rule_text(r, lang, width),
            RulesReport::Option(o) => option_text(o, lang, width),
            RulesReport::All => {
                let mut out = String::new();
                for r in rulebook::RULES {
                    out.push_str(&rule_text(r, lang, width));
                    out.push('\n');
                }
                out.push_str(&t!(lang, "rules-options-heading"));
                out.push_str("\n\n");
                for o in OPTIONS {
                    out.push_str(&option_text(o, lang, width));
                    out.push('\n');
                }
                out
            }
        }
    }
}
