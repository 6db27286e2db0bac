//! The `features` section of a puzzle file: the stated measure (what `measure` computes),
//! every key of it, or an older file's first measure, read and ignored.

use super::{boolean, number};
use crate::i18n::speaking;
use crate::puzzle::difficulty::{Features, Idea};
use crate::scenario::{Loader, SNode};
use crate::t;

const FEATURE_KEYS: &[&str] = &[
    "candidates",
    "changing",
    "decoys",
    "key_step",
    "settle_step",
    "ideas",
    "natural",
];

/// The keys of the features older files state (the first measure); read and ignored.
const OLD_FEATURE_KEYS: &[&str] = &[
    "near_misses",
    "steps",
    "push",
    "slide",
    "wall",
    "pivot",
    "teleporter",
];
/// The `features` map: every key of the measure, or (older files) the first measure's keys,
/// which are read and ignored.
pub(super) fn check_features(l: &mut Loader, n: &SNode) -> Option<Features> {
    let known: Vec<&str> = FEATURE_KEYS
        .iter()
        .chain(OLD_FEATURE_KEYS)
        .copied()
        .collect();
    let f = l.map(n, "puzzle `features`", &known)?;
    if !FEATURE_KEYS.iter().any(|k| f.contains_key(*k)) {
        return None;
    }
    let mut out = Features::default();
    let mut ok = true;
    for key in FEATURE_KEYS {
        let Some(v) = l.required(&f, n, "puzzle `features`", key) else {
            ok = false;
            continue;
        };
        let what = format!("feature `{key}`");
        let step = |l: &mut Loader, v: &SNode| match number(l, v, &what) {
            Some(x) if x <= 20 => Some(x as u8),
            Some(_) => {
                l.problem(v, t!(speaking(), "pfile-feature-steps", what = &what));
                None
            }
            None => None,
        };
        match *key {
            "candidates" | "changing" | "decoys" => match number(l, v, &what) {
                Some(x) => match *key {
                    "candidates" => out.candidates = x,
                    "changing" => out.changing = x,
                    _ => out.decoys = x,
                },
                None => ok = false,
            },
            "key_step" => match step(l, v) {
                Some(x) => out.key_step = x,
                None => ok = false,
            },
            "settle_step" => match step(l, v) {
                Some(x) => out.settle_step = x,
                None => ok = false,
            },
            "ideas" => {
                for i in l.list(v, "feature `ideas`") {
                    match l
                        .text(i, &t!(speaking(), "pfile-what-idea"))
                        .map(|t| (Idea::parse(&t), t))
                    {
                        Some((Some(idea), _)) => out.ideas.push(idea),
                        Some((None, t)) => {
                            l.problem(
                                i,
                                t!(
                                    speaking(),
                                    "pfile-idea-unknown",
                                    text = &t,
                                    known = Idea::ALL.map(Idea::name).join(", ")
                                ),
                            );
                            ok = false;
                        }
                        None => ok = false,
                    }
                }
            }
            _ => match boolean(l, v, &what) {
                Some(b) => out.natural = b,
                None => ok = false,
            },
        }
    }
    ok.then_some(out)
}
