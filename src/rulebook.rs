//! The statement of every rule id of docs/RULES.md, for `furunkulus rules [ID]` and for traces
//! that cite rules, in every language (`locales/*/rules.ftl`).

use crate::i18n::Lang;
use crate::t;

/// One rule of docs/RULES.md with its stable id; its title and paragraph are messages of
/// `locales/*/rules.ftl` (`rule-m4-title`, `rule-m4`), in every language.
#[derive(Clone, Copy, Debug)]
pub struct RuleText {
    /// Stable id, like `M4`, `P7`, `S3`, `B1`, `G5`.
    pub id: &'static str,
    /// The title and the paragraph in a language.
    words: fn(Lang) -> (String, String),
}

impl RuleText {
    /// A short title, like "Choice" or "Pools" (in German "Wahl", in French "Le choix").
    pub fn title(&self, lang: Lang) -> String {
        (self.words)(lang).0
    }

    /// One paragraph stating the rule completely, in our own words, as in docs/RULES.md: one
    /// line (the catalogue breaks it for reading only).
    pub fn text(&self, lang: Lang) -> String {
        (self.words)(lang).1.replace('\n', " ")
    }
}

macro_rules! rule {
    ($id:literal, $words:expr) => {
        RuleText {
            id: $id,
            words: $words,
        }
    };
}

/// Every rule, in the order of docs/RULES.md: B1, B2, M1..M11, P1..P8, G1..G9, S1..S21.
pub static RULES: &[RuleText] = &[
    // 1. The board
    rule!("B1", |lang| (
        t!(lang, "rule-b1-title"),
        t!(lang, "rule-b1")
    )),
    rule!("B2", |lang| (
        t!(lang, "rule-b2-title"),
        t!(lang, "rule-b2")
    )),
    // 3. The monster's move
    rule!("M1", |lang| (
        t!(lang, "rule-m1-title"),
        t!(lang, "rule-m1")
    )),
    rule!("M2", |lang| (
        t!(lang, "rule-m2-title"),
        t!(lang, "rule-m2")
    )),
    rule!("M3", |lang| (
        t!(lang, "rule-m3-title"),
        t!(lang, "rule-m3")
    )),
    rule!("M4", |lang| (
        t!(lang, "rule-m4-title"),
        t!(lang, "rule-m4")
    )),
    rule!("M5", |lang| (
        t!(lang, "rule-m5-title"),
        t!(lang, "rule-m5")
    )),
    rule!("M6", |lang| (
        t!(lang, "rule-m6-title"),
        t!(lang, "rule-m6")
    )),
    rule!("M7", |lang| (
        t!(lang, "rule-m7-title"),
        t!(lang, "rule-m7")
    )),
    rule!("M8", |lang| (
        t!(lang, "rule-m8-title"),
        t!(lang, "rule-m8")
    )),
    rule!("M9", |lang| (
        t!(lang, "rule-m9-title"),
        t!(lang, "rule-m9")
    )),
    rule!("M10", |lang| (
        t!(lang, "rule-m10-title"),
        t!(lang, "rule-m10")
    )),
    rule!("M11", |lang| (
        t!(lang, "rule-m11-title"),
        t!(lang, "rule-m11")
    )),
    // 4. Pawn moves
    rule!("P1", |lang| (
        t!(lang, "rule-p1-title"),
        t!(lang, "rule-p1")
    )),
    rule!("P2", |lang| (
        t!(lang, "rule-p2-title"),
        t!(lang, "rule-p2")
    )),
    rule!("P3", |lang| (
        t!(lang, "rule-p3-title"),
        t!(lang, "rule-p3")
    )),
    rule!("P4", |lang| (
        t!(lang, "rule-p4-title"),
        t!(lang, "rule-p4")
    )),
    rule!("P5", |lang| (
        t!(lang, "rule-p5-title"),
        t!(lang, "rule-p5")
    )),
    rule!("P6", |lang| (
        t!(lang, "rule-p6-title"),
        t!(lang, "rule-p6")
    )),
    rule!("P7", |lang| (
        t!(lang, "rule-p7-title"),
        t!(lang, "rule-p7")
    )),
    rule!("P8", |lang| (
        t!(lang, "rule-p8-title"),
        t!(lang, "rule-p8")
    )),
    // 6. The game
    rule!("G1", |lang| (
        t!(lang, "rule-g1-title"),
        t!(lang, "rule-g1")
    )),
    rule!("G2", |lang| (
        t!(lang, "rule-g2-title"),
        t!(lang, "rule-g2")
    )),
    rule!("G3", |lang| (
        t!(lang, "rule-g3-title"),
        t!(lang, "rule-g3")
    )),
    rule!("G4", |lang| (
        t!(lang, "rule-g4-title"),
        t!(lang, "rule-g4")
    )),
    rule!("G5", |lang| (
        t!(lang, "rule-g5-title"),
        t!(lang, "rule-g5")
    )),
    rule!("G6", |lang| (
        t!(lang, "rule-g6-title"),
        t!(lang, "rule-g6")
    )),
    rule!("G7", |lang| (
        t!(lang, "rule-g7-title"),
        t!(lang, "rule-g7")
    )),
    rule!("G8", |lang| (
        t!(lang, "rule-g8-title"),
        t!(lang, "rule-g8")
    )),
    rule!("G9", |lang| (
        t!(lang, "rule-g9-title"),
        t!(lang, "rule-g9")
    )),
    // 10. Precise semantics
    rule!("S1", |lang| (
        t!(lang, "rule-s1-title"),
        t!(lang, "rule-s1")
    )),
    rule!("S2", |lang| (
        t!(lang, "rule-s2-title"),
        t!(lang, "rule-s2")
    )),
    rule!("S3", |lang| (
        t!(lang, "rule-s3-title"),
        t!(lang, "rule-s3")
    )),
    rule!("S4", |lang| (
        t!(lang, "rule-s4-title"),
        t!(lang, "rule-s4")
    )),
    rule!("S5", |lang| (
        t!(lang, "rule-s5-title"),
        t!(lang, "rule-s5")
    )),
    rule!("S6", |lang| (
        t!(lang, "rule-s6-title"),
        t!(lang, "rule-s6")
    )),
    rule!("S7", |lang| (
        t!(lang, "rule-s7-title"),
        t!(lang, "rule-s7")
    )),
    rule!("S8", |lang| (
        t!(lang, "rule-s8-title"),
        t!(lang, "rule-s8")
    )),
    rule!("S9", |lang| (
        t!(lang, "rule-s9-title"),
        t!(lang, "rule-s9")
    )),
    rule!("S10", |lang| (
        t!(lang, "rule-s10-title"),
        t!(lang, "rule-s10")
    )),
    rule!("S11", |lang| (
        t!(lang, "rule-s11-title"),
        t!(lang, "rule-s11")
    )),
    rule!("S12", |lang| (
        t!(lang, "rule-s12-title"),
        t!(lang, "rule-s12")
    )),
    rule!("S13", |lang| (
        t!(lang, "rule-s13-title"),
        t!(lang, "rule-s13")
    )),
    rule!("S14", |lang| (
        t!(lang, "rule-s14-title"),
        t!(lang, "rule-s14")
    )),
    rule!("S15", |lang| (
        t!(lang, "rule-s15-title"),
        t!(lang, "rule-s15")
    )),
    rule!("S16", |lang| (
        t!(lang, "rule-s16-title"),
        t!(lang, "rule-s16")
    )),
    rule!("S17", |lang| (
        t!(lang, "rule-s17-title"),
        t!(lang, "rule-s17")
    )),
    rule!("S18", |lang| (
        t!(lang, "rule-s18-title"),
        t!(lang, "rule-s18")
    )),
    rule!("S19", |lang| (
        t!(lang, "rule-s19-title"),
        t!(lang, "rule-s19")
    )),
    rule!("S20", |lang| (
        t!(lang, "rule-s20-title"),
        t!(lang, "rule-s20")
    )),
    rule!("S21", |lang| (
        t!(lang, "rule-s21-title"),
        t!(lang, "rule-s21")
    )),
];

/// The rule ids in words, computed from [`RULES`]: "B1, B2, M1..M11, P1..P8, G1..G9, S1..S21".
pub fn id_ranges() -> String {
    let mut groups: Vec<(char, Vec<&str>)> = Vec::new();
    for r in RULES {
        let letter = r.id.chars().next().unwrap_or('?');
        match groups.last_mut() {
            Some((l, ids)) if *l == letter => ids.push(r.id),
            _ => groups.push((letter, vec![r.id])),
        }
    }
    groups
        .iter()
        .map(|(_, ids)| match ids.as_slice() {
            [a, b] => format!("{a}, {b}"),
            [a, .., z] => format!("{a}..{z}"),
            [a] => a.to_string(),
            [] => String::new(),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The rule with this id (case-insensitive), if any.
pub fn rule(id: &str) -> Option<&'static RuleText> {
    let id = id.trim();
    RULES.iter().find(|r| r.id.eq_ignore_ascii_case(id))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn ids_are_unique() {
        let mut seen = HashSet::new();
        for r in RULES {
            assert!(seen.insert(r.id), "duplicate id {}", r.id);
        }
    }

    #[test]
    fn lookup_is_case_insensitive() {
        assert_eq!(rule("m4").map(|r| r.id), Some("M4"));
        assert_eq!(rule("S14").map(|r| r.id), Some("S14"));
        assert!(rule("M12").is_none());
        assert!(rule("").is_none());
    }

    #[test]
    fn every_id_is_present_in_order() {
        let mut expected = vec!["B1".to_string(), "B2".to_string()];
        for (prefix, n) in [("M", 11), ("P", 8), ("G", 9), ("S", 21)] {
            for i in 1..=n {
                expected.push(format!("{prefix}{i}"));
            }
        }
        for id in &expected {
            assert!(rule(id).is_some(), "missing rule {id}");
        }
        let ids: Vec<&str> = RULES.iter().map(|r| r.id).collect();
        assert_eq!(ids, expected);
    }

    #[test]
    fn id_ranges_name_every_group() {
        assert_eq!(id_ranges(), "B1, B2, M1..M11, P1..P8, G1..G9, S1..S21");
    }

    #[test]
    fn no_text_is_empty() {
        for lang in Lang::ALL {
            for r in RULES {
                let (title, text) = (r.title(lang), r.text(lang));
                assert!(!title.trim().is_empty(), "empty title for {}", r.id);
                assert!(!text.trim().is_empty(), "empty text for {}", r.id);
                assert!(!text.contains('\n'), "text of {} is not one line", r.id);
                assert!(!text.contains("rule-"), "{lang:?} {}: {text}", r.id);
            }
        }
    }
}
