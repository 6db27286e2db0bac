//! The message catalogue (`locales/`) and the languages, a file a concern: the catalogue
//! against the code ([`catalogue`]), choosing the language ([`choosing`]), each command's
//! output and help in each language ([`commands`], [`help`]), no English left in German or
//! French ([`english_left`]), names and colours ([`names`]), errors ([`errors`]) and the web
//! page's words ([`page`]). Here: the helpers they share (the scan for English words, the
//! scenario files, a file's own words, the words of a picture, `says_all`).

mod catalogue;
mod choosing;
mod commands;
mod english_left;
mod errors;
mod help;
mod names;
mod page;

use furunkulus::i18n::Lang;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// English words that never belong in a German or French trace (names, squares, rule ids and
/// option names aside).
const ENGLISH: &[&str] = &[
    "the",
    "an",
    "and",
    "of",
    "is",
    "it",
    "its",
    "on",
    "to",
    "from",
    "at",
    "by",
    "with",
    "without",
    "not",
    "no",
    "does",
    "looks",
    "look",
    "sees",
    "pawn",
    "pawns",
    "step",
    "steps",
    "eats",
    "turns",
    "keeps",
    "pushes",
    "slides",
    "walks",
    "facing",
    "heading",
    "square",
    "squares",
    "wall",
    "stone",
    "ahead",
    "left",
    "right",
    "behind",
    "nearest",
    "tile",
    "removed",
    "before",
    "after",
    "crushed",
    "eaten",
    "destroyed",
    "letter",
    "monster's",
    "teleports",
];

/// Words of `ENGLISH` that are words of the language too.
fn also(lang: Lang) -> &'static [&'static str] {
    match lang {
        Lang::Fr => &["on"],
        // "an der Wand", "kommt ... an": at the wall, arrives.
        Lang::De => &["an"],
        _ => &[],
    }
}

pub(crate) fn english_words(text: &str, lang: Lang, skip: &BTreeSet<String>) -> Vec<String> {
    // Option names (`pivot-when-tied=push`) and paths (a temporary folder's random name,
    // `/tmp/.tmph1W1bY`, is no English "by") stay as they are.
    let text: String = text
        .split_whitespace()
        .filter(|w| !w.contains('=') && !w.contains('/'))
        .collect::<Vec<_>>()
        .join(" ");
    text.split(|c: char| !(c.is_alphabetic() || c == '\''))
        .map(|w| w.trim_matches('\'').to_lowercase())
        .filter(|w| ENGLISH.contains(&w.as_str()) && !also(lang).contains(&w.as_str()))
        .filter(|w| !skip.contains(w))
        .collect()
}

/// The scenario files under the folders `dirs` of `root` (recursively), sorted.
fn scenarios_under(root: &Path, dirs: &[&str]) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for d in dirs {
        scenario_files(&root.join(d), &mut files);
    }
    files.sort();
    files
}

fn scenario_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("scenarios/") {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            scenario_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "yaml") {
            out.push(path);
        }
    }
}

/// Pawn names, player names and the title of a file: its own words, not ours.
fn own_words(s: &furunkulus::scenario::Scenario) -> BTreeSet<String> {
    let mut skip: BTreeSet<String> = BTreeSet::new();
    for p in s.pawns() {
        skip.insert(p.name.to_lowercase());
        if let Some(pl) = &p.player {
            skip.insert(pl.to_lowercase());
        }
    }
    skip
}

/// The words of an SVG picture: the text of its `<text>` and `<title>` elements.
fn svg_words(svg: &str) -> Vec<String> {
    let mut out = Vec::new();
    for tag in ["<text", "<title"] {
        for (at, _) in svg.match_indices(tag) {
            let rest = &svg[at..];
            let Some(open) = rest.find('>') else { continue };
            let body = &rest[open + 1..];
            let text = body[..body.find('<').unwrap_or(body.len())].trim();
            if !text.is_empty() {
                out.push(text.replace("&apos;", "'").replace("&amp;", "&"));
            }
        }
    }
    out
}

/// Fails unless `text` says each of `words` (the first one missing shown with the text).
#[track_caller]
pub(crate) fn says_all(text: &str, words: &[&str]) {
    for w in words {
        assert!(text.contains(w), "{w}\n{text}");
    }
}

/// Why the scenario file `text` (named `name`) is refused, said in `lang`.
pub(crate) fn scenario_refused_in(lang: Lang, text: &str, name: &str) -> String {
    furunkulus::i18n::speaking_in(lang, || {
        furunkulus::scenario::parse(text, name)
            .map(|_| ())
            .expect_err("refused")
            .to_string()
    })
}
