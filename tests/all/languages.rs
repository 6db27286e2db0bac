//! The message catalogue (`locales/`) and the languages: every message the code uses exists
//! in every language with only the arguments the code passes; the rulebook's traces in
//! German and French (snapshots); no English left in a German or French trace; the language
//! chosen by `--lang` and the locale variables.

use crate::common::{bin, load_path, run_bin, stdout};
use fluent_syntax::ast;
use furunkulus::i18n::{Lang, FILES};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

// ---------------------------------------------------------------------------------------
// The catalogue against the code.

/// One language's messages: each id with the variables it uses (`$pawn`, with those of the
/// messages it references) and the messages it references.
#[derive(Default)]
struct Catalogue {
    messages: BTreeMap<String, (BTreeSet<String>, BTreeSet<String>)>,
}

fn walk_pattern(p: &ast::Pattern<&str>, vars: &mut BTreeSet<String>, refs: &mut BTreeSet<String>) {
    for e in &p.elements {
        if let ast::PatternElement::Placeable { expression } = e {
            walk_expression(expression, vars, refs);
        }
    }
}

fn walk_expression(
    e: &ast::Expression<&str>,
    vars: &mut BTreeSet<String>,
    refs: &mut BTreeSet<String>,
) {
    match e {
        ast::Expression::Select { selector, variants } => {
            walk_inline(selector, vars, refs);
            for v in variants {
                walk_pattern(&v.value, vars, refs);
            }
        }
        ast::Expression::Inline(i) => walk_inline(i, vars, refs),
    }
}

fn walk_inline(
    i: &ast::InlineExpression<&str>,
    vars: &mut BTreeSet<String>,
    refs: &mut BTreeSet<String>,
) {
    match i {
        ast::InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
        }
        ast::InlineExpression::MessageReference { id, .. } => {
            refs.insert(id.name.to_string());
        }
        ast::InlineExpression::Placeable { expression } => walk_expression(expression, vars, refs),
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                walk_inline(a, vars, refs);
            }
        }
        // Terms see only the arguments they are given, never the message's.
        _ => {}
    }
}

/// Every file of `lang` parsed: a syntax error, a message without a value or a message
/// defined twice fails here.
fn catalogue(lang: Lang) -> Catalogue {
    let mut c = Catalogue::default();
    for (l, subject, text) in FILES {
        if *l != lang {
            continue;
        }
        let file = format!("locales/{}/{subject}.ftl", lang.code());
        let resource = fluent_syntax::parser::parse(*text)
            .unwrap_or_else(|(_, errors)| panic!("{file}: {errors:?}"));
        for entry in &resource.body {
            match entry {
                ast::Entry::Message(m) => {
                    let value = m
                        .value
                        .as_ref()
                        .unwrap_or_else(|| panic!("{file}: `{}` has no value", m.id.name));
                    let (mut vars, mut refs) = (BTreeSet::new(), BTreeSet::new());
                    walk_pattern(value, &mut vars, &mut refs);
                    let old = c.messages.insert(m.id.name.to_string(), (vars, refs));
                    assert!(old.is_none(), "{file}: `{}` defined twice", m.id.name);
                }
                ast::Entry::Junk { content } => panic!("{file}: cannot read `{content}`"),
                _ => {}
            }
        }
    }
    // A message uses the variables of the messages it references (they share its arguments).
    loop {
        let mut grew = false;
        let snapshot: Vec<(String, BTreeSet<String>)> = c
            .messages
            .iter()
            .map(|(id, (_, refs))| (id.clone(), refs.clone()))
            .collect();
        for (id, refs) in snapshot {
            let inherited: BTreeSet<String> = refs
                .iter()
                .filter_map(|r| c.messages.get(r).map(|(v, _)| v.clone()))
                .flatten()
                .collect();
            let vars = &mut c.messages.get_mut(&id).expect("listed").0;
            for v in inherited {
                grew |= vars.insert(v);
            }
        }
        if !grew {
            break;
        }
    }
    c
}

/// One use of a message in the code: where, its id, and the names of its arguments.
#[derive(Debug)]
struct Use {
    place: String,
    id: String,
    args: BTreeSet<String>,
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("a source folder") {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The top-level arguments of a call whose text starts after its opening parenthesis: each
/// argument's text, up to the closing parenthesis (strings, characters and nesting kept
/// whole).
fn call_args(text: &str) -> Vec<String> {
    let mut args = Vec::new();
    let mut depth = 0;
    let mut cur = String::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '"' => {
                cur.push(c);
                while let Some(s) = chars.next() {
                    cur.push(s);
                    if s == '\\' {
                        if let Some(n) = chars.next() {
                            cur.push(n);
                        }
                    } else if s == '"' {
                        break;
                    }
                }
            }
            '(' | '[' | '{' => {
                depth += 1;
                cur.push(c);
            }
            ')' | ']' | '}' if depth == 0 => {
                if !cur.trim().is_empty() {
                    args.push(cur.trim().to_string());
                }
                return args;
            }
            ')' | ']' | '}' => {
                depth -= 1;
                cur.push(c);
            }
            ',' if depth == 0 => {
                args.push(cur.trim().to_string());
                cur.clear();
            }
            _ => cur.push(c),
        }
    }
    panic!("unclosed call: {}", &text[..text.len().min(80)]);
}

/// Every `t!(lang, "id", name = value, ...)` in the crate's sources.
fn uses() -> Vec<Use> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&root.join("src"), &mut files);
    files.sort();
    let mut out = Vec::new();
    for path in files {
        let text = std::fs::read_to_string(&path).expect("readable source");
        let rel = path
            .strip_prefix(root)
            .unwrap_or(&path)
            .display()
            .to_string();
        for (at, _) in text.match_indices("t!(") {
            let before = text[..at].chars().next_back();
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                continue; // assert!(, format!( ...
            }
            let line = text[..at].lines().count();
            let place = format!("{rel}:{line}");
            let args = call_args(&text[at + 3..]);
            let id = args
                .get(1)
                .and_then(|a| a.strip_prefix('"'))
                .and_then(|a| a.strip_suffix('"'))
                .unwrap_or_else(|| panic!("{place}: t! needs a string literal id: {args:?}"));
            let names = args[2..]
                .iter()
                .map(|a| {
                    let (name, _) = a
                        .split_once('=')
                        .unwrap_or_else(|| panic!("{place}: `{a}` is not `name = value`"));
                    name.trim().to_string()
                })
                .collect();
            out.push(Use {
                place,
                id: id.to_string(),
                args: names,
            });
        }
    }
    out
}

/// The ids of the game's words (`dir-north`...), which `src/i18n/words.rs` looks up by name.
fn word_ids() -> BTreeSet<String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/i18n/words.rs");
    let text = std::fs::read_to_string(path).expect("words.rs");
    text.split('"')
        .skip(1)
        .step_by(2)
        .filter(|s| {
            s.contains('-')
                && s.chars().all(|c| c.is_ascii_lowercase() || c == '-')
                && !s.starts_with('-')
                && !s.ends_with('-')
        })
        .map(str::to_string)
        .collect()
}

#[test]
fn every_message_the_code_uses_exists_in_every_language_with_its_arguments() {
    let uses = uses();
    assert!(
        uses.len() > 100,
        "the scan found the messages: {}",
        uses.len()
    );
    let words = word_ids();
    assert!(words.contains("dir-north") && words.contains("removal-eaten"));
    let mut problems = Vec::new();
    let mut used: BTreeSet<&str> = words.iter().map(String::as_str).collect();
    for u in &uses {
        used.insert(&u.id);
    }
    for lang in Lang::ALL {
        let c = catalogue(lang);
        let code = lang.code();
        for id in &words {
            if !c.messages.contains_key(id) {
                problems.push(format!("{code}: the word `{id}` is missing"));
            }
        }
        for u in &uses {
            let Some((vars, _)) = c.messages.get(&u.id) else {
                problems.push(format!(
                    "{code}: `{}` (used at {}) is missing",
                    u.id, u.place
                ));
                continue;
            };
            for v in vars {
                let passed = u.args.contains(v)
                    || v.strip_suffix("-key").is_some_and(|a| u.args.contains(a));
                if !passed {
                    problems.push(format!(
                        "{code}: `{}` uses ${v}, which {} does not pass",
                        u.id, u.place
                    ));
                }
            }
        }
        // Every message is used by the code, or helps another message of its language.
        let referenced: BTreeSet<&str> = c
            .messages
            .values()
            .flat_map(|(_, refs)| refs.iter().map(String::as_str))
            .collect();
        // The page's words (`web-*`) are used by the page's scripts: checked by
        // `serve::every_word_the_page_says_is_in_the_catalogue`. The commands' help (`help-*`,
        // ids made from the command path) by `cli::help::tests` in the binary, both ways: each
        // text of the command tree has its message, and each message a text.
        for id in c.messages.keys() {
            if !used.contains(id.as_str())
                && !referenced.contains(id.as_str())
                && !id.starts_with("web-")
                && !id.starts_with("help-")
            {
                problems.push(format!("{code}: `{id}` is used nowhere"));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The check above finds what it should: a message missing, an argument not passed.
#[test]
fn the_catalogue_check_sees_missing_messages_and_arguments() {
    let args = call_args(r#"lang, "trace-eats", pawn = names.of(pawn), at = f(a, (b, c))) rest"#);
    assert_eq!(
        args,
        [
            "lang",
            "\"trace-eats\"",
            "pawn = names.of(pawn)",
            "at = f(a, (b, c))"
        ]
    );
    let en = catalogue(Lang::En);
    let (vars, _) = &en.messages["trace-eats"];
    assert_eq!(
        vars.iter().map(String::as_str).collect::<Vec<_>>(),
        ["at", "pawn"]
    );
    // French chooses the article by the piece's key.
    let fr = catalogue(Lang::Fr);
    assert!(fr.messages["trace-push-piece"].0.contains("piece-key"));
    assert!(!en.messages.contains_key("no-such-message"));
}

// ---------------------------------------------------------------------------------------
// Choosing the language.

#[test]
fn lang_flag_and_locale_variables_choose_the_language() {
    let file = "scenarios/rulebook/monster-basic.yaml";
    let english = stdout(&run_bin(&["trace", file, "--brief"]));
    assert!(english.contains("Tile 8."), "{english}");
    let run = |args: &[&str], vars: &[(&str, &str)]| {
        let mut c = bin();
        c.env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env_remove("LANG");
        for (k, v) in vars {
            c.env(k, v);
        }
        let o = c.args(args).output().expect("runs");
        assert!(o.status.success(), "{args:?} {vars:?}");
        stdout(&o)
    };
    let german = run(&["trace", file, "--brief", "--lang", "de"], &[]);
    assert!(german.contains("Monsterkarte 8."), "{german}");
    let french = run(&["--lang", "fr", "trace", file, "--brief"], &[]);
    assert!(french.contains("Tuile tombale 8."), "{french}");
    assert_eq!(
        run(&["trace", file, "--brief"], &[("LANG", "de_DE.UTF-8")]),
        german
    );
    assert_eq!(
        run(
            &["trace", file, "--brief"],
            &[("LANG", "de_DE.UTF-8"), ("LC_MESSAGES", "fr_FR")]
        ),
        french
    );
    assert_eq!(
        run(
            &["trace", file, "--brief"],
            &[("LC_ALL", "C"), ("LANG", "fr_FR")]
        ),
        english
    );
    assert_eq!(
        run(
            &["trace", file, "--brief"],
            &[("LC_ALL", ""), ("LANG", "fr_FR.UTF-8")]
        ),
        french
    );
    assert_eq!(run(&["trace", file, "--brief"], &[]), english);
    assert_eq!(
        run(
            &["trace", file, "--brief", "--lang", "en"],
            &[("LANG", "de_DE.UTF-8")]
        ),
        english
    );
    // JSON is the same in every language.
    let json = run(&["trace", file, "--format", "json"], &[]);
    assert_eq!(
        run(&["trace", file, "--format", "json", "--lang", "fr"], &[]),
        json
    );
    // A language we do not speak is a usage error.
    let o = run_bin(&["trace", file, "--lang", "es"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(crate::common::stderr(&o).contains("en, de or fr"));
}

// ---------------------------------------------------------------------------------------
// The rulebook's examples in German and French.

#[test]
fn rulebook_traces_in_german_and_french() {
    for file in [
        "monster-basic",
        "monster-advanced",
        "pawn-1",
        "pawn-2",
        "pawn-3",
    ] {
        let path = format!("scenarios/rulebook/{file}.yaml");
        for lang in ["de", "fr"] {
            for brief in [false, true] {
                let mut args = vec!["trace", path.as_str(), "--lang", lang];
                if brief {
                    args.push("--brief");
                }
                let o = run_bin(&args);
                if !o.status.success() {
                    // The pawn examples have no tile: the move of an 8 then.
                    args.extend(["--tile", "8"]);
                }
                let o = run_bin(&args);
                assert!(o.status.success(), "{args:?}");
                let name = format!("{file}-{lang}{}", if brief { "-brief" } else { "" });
                insta::assert_snapshot!(name, stdout(&o));
            }
        }
    }
}

// ---------------------------------------------------------------------------------------
// No English left.

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

#[test]
fn no_english_words_in_german_or_french_traces() {
    use furunkulus::report::{self, trace::TraceReport, Report, Style};
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let files = scenarios_under(root, &["scenarios"]);
    let mut traced = 0;
    let mut found = Vec::new();
    for path in &files {
        let rel = path
            .strip_prefix(root)
            .unwrap_or(path)
            .display()
            .to_string();
        let Ok(loaded) = report::load(path, &[]) else {
            continue;
        };
        // Pawn names are the file's, and so is its title.
        let skip: BTreeSet<String> = loaded
            .scenario
            .pawns()
            .iter()
            .map(|p| p.name.to_lowercase())
            .collect();
        let title = loaded.scenario.title.clone().unwrap_or_default();
        for tile in [None, Some("7"), Some("prey-2")] {
            let tile = tile.map(|t| t.parse().expect("a tile"));
            let Ok(mut r) = TraceReport::build(&loaded, tile, false) else {
                continue;
            };
            traced += 1;
            for lang in [Lang::De, Lang::Fr] {
                let style = Style::default().with_lang(lang);
                for brief in [false, true] {
                    r.brief = brief;
                    let text = r.text(&style).replacen(&title, "", 1);
                    let words = english_words(&text, lang, &skip);
                    if !words.is_empty() {
                        found.push(format!("{rel} {lang:?} brief={brief}: {words:?}"));
                    }
                }
            }
        }
    }
    assert!(traced >= 40, "traced {traced} moves");
    assert!(found.is_empty(), "{}", found.join("\n"));
    // And the scan does find English.
    let english = Style::default();
    let loaded = report::load(&root.join("scenarios/rulebook/monster-basic.yaml"), &[]).unwrap();
    let r = TraceReport::build(&loaded, None, false).unwrap();
    let words = english_words(&r.text(&english), Lang::De, &BTreeSet::new());
    assert!(words.contains(&"eats".to_string()) && words.contains(&"the".to_string()));
}

/// The step-through page and the pictures speak the language too.
#[test]
fn pictures_and_page_speak_the_language() {
    let s = load_path("scenarios/rulebook/monster-basic.yaml");
    let file = "scenarios/rulebook/monster-basic.yaml";
    let page = stdout(&run_bin(&[
        "trace", file, "--format", "html", "--lang", "de",
    ]));
    assert!(page.contains("<html lang=\"de\">"));
    assert!(page.contains("Letzter Blick (M1)"));
    assert!(page.contains("' von '"), "the page's counter");
    assert!(!page.contains("Before the move"));
    let svg = stdout(&run_bin(&[
        "trace", file, "--format", "svg", "--steps", "--lang", "fr",
    ]));
    assert!(svg.contains("pas à pas"), "the title");
    assert!(svg.contains("Dernier regard (M1)"));
    assert!(!svg.contains("\u{2068}"), "no isolation marks");
    assert!(s.title.as_deref().is_some_and(|t| svg.contains(t)));
}

// ---------------------------------------------------------------------------------------
// Names in any alphabet; colour words in three languages.

#[test]
fn names_in_any_alphabet_load_trace_draw_and_write_back() {
    use furunkulus::report::Style;
    let yaml = "monster: { at: j8, facing: east }\npawns:\n  - { name: Jürgen1, at: j2, player: Jürgen, face: 3 }\n  - { name: Zoé5, at: i8, player: Zoé }\n  - { name: Ærøskøbing, at: m6 }\n";
    let s = crate::common::load(yaml);
    assert_eq!(s.pawns()[0].player.as_deref(), Some("Jürgen"));
    let style = Style::default().with_lang(Lang::De);
    let text = furunkulus::render::trace::trace_text(
        &furunkulus::trace::Trace::record(s.board(), "8".parse().unwrap(), &s.options),
        s.position(),
        None,
        &style,
    );
    assert!(text.contains("Jürgen1"), "{text}");
    assert!(text.contains("J3 = Jürgen1 (Jürgen, Seite 3)"), "{text}");
    assert!(
        text.contains("Æ ") || text.contains("Æ1") || text.contains("ÆG"),
        "{text}"
    );
    // Written as a scenario and as a drawn map, it loads back the same.
    let written = furunkulus::scenario::write_yaml(s.setup());
    assert_eq!(crate::common::load(&written).pawns(), s.pawns());
    let map = furunkulus::scenario::write_map(&s);
    assert_eq!(crate::common::load(&map).pawns().len(), 3, "{map}");
    // Digits of other scripts are not a name's.
    let y = "pawns: [ { name: A², at: j2 } ]\n";
    assert!(furunkulus::scenario::parse(y, "t.yaml").is_err());
}

#[test]
fn a_game_of_players_named_in_any_alphabet() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("g.yaml");
    let file = file.to_str().unwrap();
    let o = run_bin(&["game", "new", "--players", "Jürgen,Anna,Zoé", "--out", file]);
    assert!(o.status.success(), "{}", crate::common::stderr(&o));
    let state = stdout(&run_bin(&["game", "state", file]));
    assert!(state.contains("Jürgen") && state.contains("Zoé"), "{state}");
    let o = run_bin(&[
        "game",
        "new",
        "--players",
        "Jür gen,Anna",
        "--out",
        file,
        "--force",
    ]);
    assert_eq!(o.status.code(), Some(2), "a space is not a letter");
    assert!(crate::common::stderr(&o).contains("`Jür gen`: a player's name is a word of letters"));
}

#[test]
fn colour_words_in_three_languages_colour_the_players() {
    use furunkulus::render::colour::Colour;
    use furunkulus::render::svg::palette::{colours_for, COLOURS};
    use furunkulus::render::{inks, INKS};
    let names = ["rot", "gelb", "bleu", "grün", "weiß", "noir", "lila"];
    let terminal: Vec<&str> = inks(&names).iter().map(|&i| INKS[i as usize]).collect();
    assert_eq!(
        terminal,
        ["red", "yellow", "blue", "green", "white", "white", "magenta"]
    );
    let picture: Vec<&str> = colours_for(&names).iter().map(|&i| COLOURS[i].0).collect();
    assert_eq!(
        picture,
        [
            "vermillion",
            "yellow",
            "blue",
            "bluish green",
            "white",
            "black",
            "reddish purple"
        ]
    );
    assert_eq!(Colour::named("Rouge"), Some(Colour::Red));
    // Names that are not colours take the colours left, in order.
    let mixed = colours_for(&["Jürgen", "rot", "Zoé"]);
    assert_eq!(COLOURS[mixed[1]].0, "vermillion");
    assert!(mixed[0] != mixed[1] && mixed[2] != mixed[1] && mixed[0] != mixed[2]);
}

// ---------------------------------------------------------------------------------------
// The rules in every language.

/// `furunkulus rules --lang de|fr`: every rule id and every option of docs/RULES.md, each
/// value of each option, in words of that language (no English left), and each rule alone.
#[test]
fn rules_in_every_language_name_every_id_and_option() {
    use furunkulus::rules::OPTIONS;
    let ids = crate::cli::rule_ids_of_docs();
    let options = crate::cli::options_of_docs();
    assert!(ids.len() >= 51 && options.len() >= 7);
    let english = stdout(&run_bin(&["rules", "--lang", "en"]));
    for lang in Lang::ALL {
        let all = stdout(&run_bin(&["rules", "--lang", lang.code()]));
        let starts: BTreeSet<&str> = all
            .lines()
            .filter_map(|l| l.split_whitespace().next())
            .collect();
        for id in &ids {
            assert!(starts.contains(id.as_str()), "{lang:?}: rule {id}");
            let one = stdout(&run_bin(&["rules", id, "--lang", lang.code()]));
            assert!(one.starts_with(&format!("{id} ")), "{lang:?}: rules {id}");
            assert!(all.contains(one.trim_end()), "{lang:?}: rules {id}");
        }
        for option in &options {
            assert!(all.contains(option.as_str()), "{lang:?}: {option}");
        }
        for o in OPTIONS {
            for (value, _) in o.values {
                assert!(
                    all.contains(&format!("{}={value}", o.name)),
                    "{lang:?}: {}={value}",
                    o.name
                );
            }
        }
        if lang == Lang::En {
            assert_eq!(all, english);
            continue;
        }
        assert_ne!(all, english);
        // Option names stay as they are (`no-prey-first`).
        let text = OPTIONS
            .iter()
            .fold(all.clone(), |t, o| t.replace(o.name, ""));
        let words = english_words(&text, lang, &BTreeSet::new());
        assert!(words.is_empty(), "{lang:?}: {words:?}");
        // The paragraphs are the language's own, not English ones.
        assert!(
            all.contains(match lang {
                Lang::De => "M4 Wahl. Sieht das Monster keine Spielfigur",
                _ => "M4 Le choix. Si le monstre ne voit aucun pion",
            }),
            "{all}"
        );
    }
    // An unknown id is refused in the language, with the ids it could have been.
    let o = run_bin(&["rules", "X9", "--lang", "de"]);
    assert_eq!(o.status.code(), Some(1));
    let err = crate::common::stderr(&o);
    assert!(
        err.contains("keine Regel") && err.contains("M1..M11"),
        "{err}"
    );
}

// ---------------------------------------------------------------------------------------
// Pictures in every language.

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

// Pawn moves, their reasons and puzzles in German and French (issue 25).

/// Where a `moves --to` is asked, for one pawn of a file: every square beside the pawn and
/// two further on in each direction, every piece's and pawn's square, the monster's, the
/// corners, out and beside the entrance.
fn destinations(s: &furunkulus::scenario::Scenario, at: Option<Square>) -> Vec<Dest> {
    use furunkulus::geometry::Dir;
    let board = s.board();
    let mut out: Vec<Dest> = vec![Dest::Out, Dest::Waiting, Dest::Square(board.monster())];
    for name in ["a1", "p11", "h6", "f6"] {
        out.push(Dest::Square(name.parse().expect("a square")));
    }
    if let Some(at) = at {
        for d in Dir::ALL {
            let mut sq = at;
            for _ in 0..3 {
                match sq.step(d) {
                    Some(n) => {
                        out.push(Dest::Square(n));
                        sq = n;
                    }
                    None => break,
                }
            }
        }
    }
    for p in s.pawns() {
        if let Some(sq) = s.pawn_id(&p.name).and_then(|id| board.pawn_square(id)) {
            out.push(Dest::Square(sq));
        }
    }
    out.extend(board.pieces().map(|(sq, _)| Dest::Square(sq)));
    out.sort_by_key(|d| d.to_string());
    out.dedup();
    out
}

use furunkulus::geometry::Square;
use furunkulus::pawn::Dest;

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

#[test]
fn no_english_words_in_german_or_french_moves_or_puzzles() {
    use furunkulus::report::{self, moves::VerdictReport, Report, Style};
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let files = scenarios_under(root, &["scenarios"]);
    let (mut asked, mut solved) = (0, 0);
    let mut found = Vec::new();
    for path in &files {
        let rel = path
            .strip_prefix(root)
            .unwrap_or(path)
            .display()
            .to_string();
        let Ok(loaded) = report::load(path, &[]) else {
            continue;
        };
        let s = &loaded.scenario;
        let skip = own_words(s);
        for p in s.pawns() {
            if p.face.is_none() {
                continue;
            }
            let at = s.board().pawn_square(s.pawn_id(&p.name).expect("its pawn"));
            for to in destinations(s, at) {
                let Ok(r) = VerdictReport::build(&loaded, &p.name, None, to) else {
                    continue;
                };
                asked += 1;
                for lang in [Lang::De, Lang::Fr] {
                    let text = r.text(&Style::default().with_lang(lang));
                    let words = english_words(&text, lang, &skip);
                    if !words.is_empty() {
                        found.push(format!("{rel} {} --to {to} {lang:?}: {words:?}", p.name));
                    }
                }
            }
        }
        if loaded.puzzle.is_some() {
            let req = report::puzzle::SolveRequest {
                file: path,
                trace: false,
                explain: true,
                max_traces: 0,
                max_placements: 2_000_000,
                options: &[],
                hint: None,
            };
            let Ok(r) = report::puzzle::SolveReport::build(&req, &|_| {}, &|_| {}) else {
                continue;
            };
            solved += 1;
            assert!(r.explanation.is_some(), "{rel}: explained");
            for lang in [Lang::De, Lang::Fr] {
                let text = r.text(&Style::default().with_lang(lang));
                let words = english_words(&text, lang, &skip);
                if !words.is_empty() {
                    found.push(format!("{rel} puzzle solve --explain {lang:?}: {words:?}"));
                }
            }
        }
    }
    assert!(asked >= 200, "asked {asked} moves");
    assert!(solved >= 30, "solved {solved} puzzles");
    assert!(found.is_empty(), "{}", found.join("\n"));
    // And the scan finds English in English.
    let loaded = report::load(&root.join("scenarios/rulebook/pawn-1.yaml"), &[]).unwrap();
    let r = VerdictReport::build(&loaded, "P", None, "f6".parse().unwrap()).unwrap();
    let words = english_words(&r.text(&Style::default()), Lang::De, &BTreeSet::new());
    assert!(words.contains(&"pawn".to_string()) && words.contains(&"the".to_string()));
}

/// `moves --to` refused, told in each language: what bars the short way, the stone named
/// where the file has it and where it stands when it cannot be pushed on (issue 26).
#[test]
fn a_moves_to_refusal_in_each_language() {
    for lang in ["en", "de", "fr"] {
        let o = run_bin(&[
            "moves",
            "scenarios/rulebook/pawn-1.yaml",
            "--pawn",
            "P",
            "--to",
            "f6",
            "--lang",
            lang,
            "--color",
            "never",
        ]);
        insta::assert_snapshot!(format!("moves-to-refused-{lang}"), stdout(&o));
    }
    // A legal one too, point by point.
    for lang in ["de", "fr"] {
        let o = run_bin(&[
            "moves",
            "scenarios/rulebook/pawn-1.yaml",
            "--pawn",
            "P",
            "--to",
            "g5",
            "--lang",
            lang,
            "--color",
            "never",
        ]);
        insta::assert_snapshot!(format!("moves-to-legal-{lang}"), stdout(&o));
    }
}

/// The words a sheet says: its title, each panel's heading and notes, its legend.
fn sheet_words(sheet: &furunkulus::render::svg::Sheet) -> String {
    let mut out = String::new();
    out.extend(sheet.title.iter().map(|t| format!("# {t}\n")));
    for p in &sheet.panels {
        out.extend(p.heading.iter().map(|h| format!("## {h}\n")));
        for n in &p.notes {
            out.push_str(&n.text);
            out.push('\n');
        }
    }
    for l in &sheet.legend {
        out.push_str(&format!("legend: {}\n", l.text));
    }
    out
}

/// `show`, `trace` and `trace --steps` as pictures in German and French: no English word in
/// the legends, titles, captions and labels (the file's own title and names aside), and the
/// language's own words there.
#[test]
fn pictures_in_german_and_french_have_no_english_words() {
    let files = [
        "scenarios/rulebook/monster-basic.yaml",
        "scenarios/rulebook/monster-advanced.yaml",
        "scenarios/rulebook/pawn-3.yaml",
    ];
    let mut found = Vec::new();
    for file in files {
        let s = load_path(file);
        let mut skip: BTreeSet<String> = s.pawns().iter().map(|p| p.name.to_lowercase()).collect();
        skip.extend(s.setup().teleporters.iter().map(|t| t.pair.to_lowercase()));
        skip.extend(
            s.pawns()
                .iter()
                .filter_map(|p| p.player.clone())
                .map(|p| p.to_lowercase()),
        );
        let title = s.title.clone().unwrap_or_default();
        for lang in [Lang::De, Lang::Fr] {
            let code = lang.code();
            let commands: [&[&str]; 3] = [
                &["show", file, "--format", "svg", "--lang", code],
                &[
                    "trace", file, "--tile", "8", "--format", "svg", "--lang", code,
                ],
                &[
                    "trace", file, "--tile", "8", "--format", "svg", "--steps", "--lang", code,
                ],
            ];
            for args in commands {
                let o = run_bin(args);
                assert!(o.status.success(), "{args:?}");
                let svg = stdout(&o);
                let words: Vec<String> = svg_words(&svg)
                    .into_iter()
                    .map(|w| w.replace(&title, ""))
                    .collect();
                let text = words.join("\n");
                let english = english_words(&text, lang, &skip);
                if !english.is_empty() {
                    found.push(format!("{args:?}: {english:?}"));
                }
                let own = match lang {
                    Lang::De => ["Eingang", "Feld: Spalte a–p"],
                    _ => ["entrée", "case\u{a0}: colonne a–p"],
                };
                for w in own {
                    assert!(text.contains(w), "{args:?}: {w}\n{text}");
                }
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
    // The scan sees English in an English picture.
    let svg = stdout(&run_bin(&["show", files[1], "--format", "svg"]));
    let words = english_words(&svg_words(&svg).join("\n"), Lang::De, &BTreeSet::new());
    assert!(
        words.contains(&"stone".to_string()) || words.contains(&"the".to_string()),
        "{words:?}"
    );
}

// ---------------------------------------------------------------------------------------
// A colour for a player whose name is not one.

#[test]
fn a_player_named_jurgen_is_drawn_in_the_colour_given() {
    use furunkulus::render::colour::Colour;
    use furunkulus::render::svg::palette::COLOURS;
    use furunkulus::render::svg::Scene;
    let coloured = "monster: { at: a1, facing: east }\npawns:\n  - { name: J1, at: j2, player: Jürgen, color: grün }\n  - { name: J3, at: j3, player: Jürgen }\n  - { name: A1, at: k2, player: Anna }\n";
    let s = crate::common::load(coloured);
    assert_eq!(
        s.position().colors(),
        [("Jürgen".to_string(), Colour::Green)]
    );
    // Pictures: Jürgen's pawns are green, Anna takes a colour left.
    let players = Scene::of(&s).players();
    let green = COLOURS.iter().find(|c| c.0 == "bluish green").unwrap().1;
    assert_eq!(players.style(Some("Jürgen")).fill, green);
    assert_ne!(players.style(Some("Anna")).fill, green);
    // The terminal: green for Jürgen, the first ink left (red) for Anna; without `color:`,
    // Jürgen takes red and Anna blue.
    let dir = tempfile::tempdir().unwrap();
    let show = |yaml: &str| {
        let f = dir.path().join("s.yaml");
        std::fs::write(&f, yaml).unwrap();
        stdout(&run_bin(&[
            "show",
            f.to_str().unwrap(),
            "--color",
            "always",
        ]))
    };
    let text = show(coloured);
    assert!(
        text.contains("\x1b[92;1mJ1") && text.contains("\x1b[91;1mA1"),
        "{text:?}"
    );
    let plain = show(&coloured.replace(", color: grün", ""));
    assert!(
        plain.contains("\x1b[91;1mJ1") && plain.contains("\x1b[94;1mA1"),
        "{plain:?}"
    );
    // Written back, the colour stays (on each of the player's pawns).
    let written = furunkulus::scenario::write_yaml(s.setup());
    assert_eq!(written.matches("color: green").count(), 2, "{written}");
    assert_eq!(
        crate::common::load(&written).position().colors(),
        s.position().colors()
    );
}

#[test]
fn a_colour_that_is_none_or_has_no_player_is_an_error_at_its_line() {
    let bad = |yaml: &str| match furunkulus::scenario::parse(yaml, "c.yaml") {
        Ok(_) => panic!("accepted: {yaml}"),
        Err(e) => e.to_string(),
    };
    let e = bad("pawns:\n  - { name: J1, at: j2, player: Jürgen, color: mauvish }\n");
    assert!(
        e.contains("c.yaml:2") && e.contains("`mauvish` is not a colour"),
        "{e}"
    );
    let e = bad("pawns:\n  - { name: J1, at: j2, color: red }\n");
    assert!(
        e.contains("c.yaml:2") && e.contains("give the pawn a `player`"),
        "{e}"
    );
    let e = bad("pawns:\n  - { name: J1, at: j2, player: Jürgen, color: red }\n  - { name: J3, at: j3, player: Jürgen, color: blau }\n");
    assert!(
        e.contains("c.yaml:3") && e.contains("already red, not blue"),
        "{e}"
    );
    // All problems at once.
    let e = bad("pawns:\n  - { name: J1, at: j2, color: red }\n  - { name: J3, at: j3, player: Z, color: x }\n");
    assert!(e.contains("c.yaml:2") && e.contains("c.yaml:3"), "{e}");
}

// ---------------------------------------------------------------------------------------
// The errors met when loading a file.

/// A file with several problems, and a file that is not there, in each language: the file,
/// the line and the column stay, every problem is told at once, in the language's words.
#[test]
fn loading_errors_in_the_language_name_file_line_and_every_problem() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("bad.yaml");
    std::fs::write(
        &file,
        "monster: { at: a1, facing: est }\npawns:\n  - { name: A, at: q9, colour: red }\n  - { nom: B, at: b2 }\n  - { name: C, at: c3, color: mauvish, player: Z }\n",
    )
    .unwrap();
    let file = file.to_str().unwrap();
    let missing = dir.path().join("none.yaml");
    let missing = missing.to_str().unwrap();
    for (lang, words) in [
        (
            "en",
            &[
                "6 problems found",
                "unknown key `colour`",
                "missing `name`",
                "no such file",
            ][..],
        ),
        (
            "de",
            &[
                "6 Probleme gefunden, nichts wurde geladen",
                "eine Spielfigur: unbekannter Schlüssel `colour`",
                "`q9` ist kein Feld",
                "`mauvish` ist keine Farbe",
                "keine solche Datei",
            ][..],
        ),
        (
            "fr",
            &[
                "6 problèmes trouvés, rien n'a été chargé",
                "un pion\u{a0}: clé inconnue `colour`",
                "`q9` n'est pas une case",
                "il manque `name`",
                "ce fichier n'existe pas",
            ][..],
        ),
    ] {
        let o = run_bin(&["trace", file, "--tile", "8", "--lang", lang]);
        assert_eq!(o.status.code(), Some(1));
        let err = crate::common::stderr(&o);
        let o = run_bin(&["show", missing, "--lang", lang]);
        assert_eq!(o.status.code(), Some(1));
        let err = err + &crate::common::stderr(&o);
        for line in ["bad.yaml:1:", "bad.yaml:3:", "bad.yaml:4:", "bad.yaml:5:"] {
            assert!(err.contains(line), "{lang}: {line}\n{err}");
        }
        for w in words {
            assert!(err.contains(w), "{lang}: {w}\n{err}");
        }
    }
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

/// A position's problems (two pieces on one square, the advanced set, a duplicate name) in
/// German and French, with the other item's line.
#[test]
fn setup_problems_in_german_and_french() {
    let yaml = "setup: advanced\nstones: [a1, c3]\ncrystals: [c3]\npawns:\n  - { name: A, at: c3 }\n  - { name: A, at: d4, face: 9 }\n";
    let said = |lang| scenario_refused_in(lang, yaml, "p.yaml");
    let de = said(Lang::De);
    says_all(&de, &[
        "p.yaml: 7 Probleme gefunden",
        "p.yaml:3:12: zwei Teile auf einem Feld: ein Kristall und ein Steinblock (Zeile 2) auf c3",
        "1 Kristall fehlt, 4 Umlenksteine rechts fehlen",
        "der Name `A` steht für zwei Spielfiguren (auch in Zeile 5)",
    ]);
    let fr = said(Lang::Fr);
    says_all(&fr, &[
        "p.yaml:3:12: deux pièces sur une case\u{a0}: un bloc de cristal et un bloc de pierre (ligne 2) en c3",
        "il manque 4 pierres de pivot à droite",
        "le pion A et un bloc de pierre (ligne 2) en c3",
    ]);
    let en = said(Lang::En);
    assert!(
        en.contains("two pieces on one square: a crystal and a stone (line 2) on c3"),
        "{en}"
    );
    assert_eq!(furunkulus::i18n::speaking(), Lang::En);
}

// ---------------------------------------------------------------------------------------
// The web page's own words.

/// The page's words (`locales/*/web.ftl` and `web-tables.ftl`) as the server gives them to
/// the page: each id with its text, `{name}` where the page fills an argument.
fn page_words(lang: Lang) -> BTreeMap<&'static str, String> {
    furunkulus::serve::words::words(lang).into_iter().collect()
}

fn placeholders(text: &str) -> BTreeSet<String> {
    text.split('{')
        .skip(1)
        .filter_map(|p| p.split_once('}').map(|(name, _)| name.to_string()))
        .collect()
}

/// The page says every word in English, German and French, from the catalogue: the same ids
/// in each language, the same `{placeholders}`, words of the language (no English function
/// word left in German or French), and messages the page can fill (text and arguments only:
/// no selector or reference the page could not resolve). Every id the page uses is in the
/// catalogue: `serve::every_word_the_page_says_is_in_the_catalogue`.
#[test]
fn the_page_has_every_word_in_three_languages() {
    for (l, subject, text) in FILES {
        if !furunkulus::serve::words::SUBJECTS.contains(subject) {
            continue;
        }
        let resource = fluent_syntax::parser::parse(*text).expect("parses");
        for entry in &resource.body {
            let ast::Entry::Message(m) = entry else {
                continue;
            };
            for e in &m.value.as_ref().expect("a value").elements {
                if let ast::PatternElement::Placeable { expression } = e {
                    assert!(
                        matches!(
                            expression,
                            ast::Expression::Inline(
                                ast::InlineExpression::VariableReference { .. }
                            ) | ast::Expression::Inline(
                                ast::InlineExpression::StringLiteral { .. }
                            ) // The game's own words (`{ colour-red }`): the server
                              // writes them out, the page gets plain text.
                              | ast::Expression::Inline(
                                ast::InlineExpression::MessageReference {
                                    attribute: None,
                                    ..
                                }
                            )
                        ),
                        "locales/{}/{subject}.ftl: `{}` is more than text and arguments",
                        l.code(),
                        m.id.name
                    );
                }
            }
        }
    }
    let en = page_words(Lang::En);
    assert!(en.len() > 300, "{}", en.len());
    for id in [
        "web-lang-label",
        "web-how-eaten",
        "web-game-status-pawns",
        "web-dir-north",
        "web-tables-create",
    ] {
        assert!(en.contains_key(id), "{id}");
    }
    assert_eq!(en["web-moves-one"], "{label} to {dest}:");
    // French's no-break space before `;` is kept at the start of a message.
    assert!(page_words(Lang::Fr)["web-game-log-tile"].starts_with("\u{a0};"));
    for lang in [Lang::De, Lang::Fr] {
        let table = page_words(lang);
        assert_eq!(
            table.keys().collect::<Vec<_>>(),
            en.keys().collect::<Vec<_>>(),
            "{lang:?}: the same ids as English"
        );
        let mut english = Vec::new();
        let mut same = Vec::new();
        for (id, text) in &table {
            assert_eq!(placeholders(text), placeholders(&en[id]), "{lang:?} {id}");
            // Placeholders and the AI levels' names (`blue=greedy`) are not words.
            let words: String = text
                .split('{')
                .map(|p| p.split_once('}').map_or(p, |(_, rest)| rest))
                .collect::<Vec<_>>()
                .join(" ");
            let found = english_words(&words, lang, &BTreeSet::new());
            if !found.is_empty() {
                english.push(format!("{id}: {found:?}"));
            }
            if *text == en[id] {
                same.push(*id);
            }
        }
        assert!(english.is_empty(), "{lang:?}: {english:?}");
        // Names, symbols and placeholders only are the same in every language.
        assert!(same.len() < 30, "{lang:?}: as in English: {same:?}");
    }
    // The switch and the shared link keep the language; requests carry it.
    let script = |path: &str| {
        furunkulus::serve::assets::SCRIPTS
            .iter()
            .find(|(p, _)| *p == path)
            .unwrap()
            .1
    };
    assert!(script("/text.js").contains("searchParams.set(\"lang\""));
    assert!(script("/editor.js").contains("\"?lang=\" + lang + \"#p=\""));
    assert!(script("/api.js").contains("{ lang }"));
    // The scripts say nothing of their own: text.js has no table of words left.
    assert!(!script("/text.js").contains("const EN"));
}

// ---------------------------------------------------------------------------------------
// The command line's failures.

/// The failures a player meets on the command line, in the language asked for (`--lang X`,
/// `--lang=X`, before or after the command, or the locale): a tile or an option that is not
/// one, a pawn that is not there, a flag that does not fit; exit codes as in English.
#[test]
fn command_line_failures_in_the_language() {
    let file = "scenarios/rulebook/monster-basic.yaml";
    let cases: [(&[&str], i32, &str, &str); 5] = [
        (
            &["trace", file, "--tile", "99", "--lang", "de"],
            2,
            "`99` ist keine Monsterkarte",
            "",
        ),
        (
            &["--lang=fr", "trace", file, "--option", "pivot-chain=maybe"],
            2,
            "l'option `pivot-chain` n'a pas de valeur `maybe`",
            "",
        ),
        (
            &[
                "moves",
                "scenarios/rulebook/pawn-1.yaml",
                "--pawn",
                "Z",
                "--lang",
                "de",
            ],
            1,
            "keine Spielfigur `Z` im Szenario (Spielfiguren: P, Q)",
            "",
        ),
        (
            &["trace", file, "--brief", "--format", "json", "--lang", "fr"],
            2,
            "--brief\u{a0}: le déplacement abrégé est du texte",
            "",
        ),
        (
            &["trace", file, "--paper", "a4", "--lang", "de"],
            2,
            "--paper: nur Gedrucktes hat Papier; gib --format pdf an (nicht text)",
            "--paper: only printed output has paper; give --format pdf (not text)",
        ),
    ];
    for (args, code, said, english) in cases {
        let o = run_bin(args);
        assert_eq!(o.status.code(), Some(code), "{args:?}");
        let err = crate::common::stderr(&o);
        assert!(err.contains(said), "{args:?}: {err}");
        if !english.is_empty() {
            let o = run_bin(&args[..args.len() - 2]);
            assert!(crate::common::stderr(&o).contains(english), "{args:?}");
        }
    }
    // The locale speaks when --lang does not.
    let o = bin()
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "fr_FR.UTF-8")
        .args(["trace", file, "--tile", "99"])
        .output()
        .unwrap();
    assert!(crate::common::stderr(&o).contains("n'est pas une tuile"));
}

/// A puzzle sheet and its answer sheet in each language: their words (snapshots), the
/// question and the explanation in the language, nothing English left in German or French
/// (the board's own legend aside: the pictures' words are told elsewhere).
#[test]
fn a_puzzle_sheet_in_each_language() {
    use furunkulus::render::svg::puzzle::{answers_in, questions_in, Answered};
    use furunkulus::report::puzzle::SheetReport;
    let file = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("scenarios/puzzles/basic-move-medium-2003-01.yaml");
    let r = SheetReport::build(std::slice::from_ref(&file), true, 1_000_000, &[]).expect("solved");
    let p = &r.puzzles[0];
    let a = &r.answers.as_ref().expect("answers")[0];
    let skip = own_words(&p.scenario);
    for lang in Lang::ALL {
        let explanation = if lang == Lang::En {
            a.explanation.clone()
        } else {
            furunkulus::puzzle::explanation_in(lang, p, &a.options, &a.solved.solutions[0])
        };
        let answer = Answered {
            puzzle: p,
            solved: &a.solved,
            traces: &a.traces,
            explanation: explanation.as_deref(),
            hints: &[],
        };
        let words = format!(
            "{}--- answers ---\n{}",
            sheet_words(&questions_in(lang, &[p])),
            sheet_words(&answers_in(lang, &[answer]))
        );
        if lang != Lang::En {
            let english = english_words(&words, lang, &skip);
            assert!(english.is_empty(), "{lang:?}: {english:?}\n{words}");
            assert!(
                !words.contains(p.scenario.title.as_deref().unwrap_or("-")),
                "the question in {lang:?}"
            );
        }
        insta::assert_snapshot!(format!("puzzle-sheet-{}", lang.code()), words);
        // The command draws the same sheet.
        let svg = stdout(&run_bin(&[
            "puzzle",
            "sheet",
            file.to_str().unwrap(),
            "--solution",
            "--format",
            "svg",
            "--lang",
            lang.code(),
        ]));
        let question = p.question_in(lang);
        let first = question
            .split_whitespace()
            .take(3)
            .collect::<Vec<_>>()
            .join(" ");
        assert!(svg.contains(&first), "{lang:?}: {first}");
    }
}

/// `furunkulus --help` in German and French: the program's summary, each command's, the
/// headings and the notes; English as before; a command's own help starts in the language.
#[test]
fn the_top_help_in_the_language() {
    let de = stdout(&run_bin(&["--help", "--lang", "de"]));
    says_all(
        &de,
        &[
            "Aufruf: furunkulus",
            "Befehle:",
            "Den Zug des Monsters Schritt für Schritt nachspielen",
            "Optionen:",
            "Exit-Codes: 0 Erfolg",
        ],
    );
    let fr = stdout(&run_bin(&["--lang=fr", "-h"]));
    says_all(
        &fr,
        &[
            "Commandes\u{a0}:",
            "Rejouer le déplacement du monstre",
            "Codes de sortie",
        ],
    );
    let en = stdout(&run_bin(&["--help"]));
    says_all(
        &en,
        &[
            "Usage: furunkulus",
            "Commands:",
            "Replay the monster's move",
            "Exit codes:",
        ],
    );
    let trace = stdout(&run_bin(&["trace", "--help", "--lang", "de"]));
    assert!(trace.starts_with("Den Zug des Monsters"), "{trace}");
}

/// Each command's own help in German and French: `game play --help` names its options and
/// says what they do in the language, with no English word left; every other command's help
/// has none either (examples' commands, option names and values aside), and fits 80 columns.
#[test]
fn each_commands_help_in_the_language() {
    let play = stdout(&run_bin(&["game", "play", "--help", "--lang", "de"]));
    says_all(
        &play,
        &[
            "Aufruf: furunkulus game play",
            "Argumente:",
            "Optionen:",
            "--tiles <TILES>",
            "--seed <SEED>",
            "--ai <PLAYER=LEVEL>",
            "--ai-option <NAME=VALUE>",
            "Vom Stapel der Partie gezogen",
            "[Standard: seeded]",
            "Hilfe anzeigen",
            "Beispiele:\n  furunkulus game play game.yaml",
        ],
    );
    let fr = stdout(&run_bin(&["game", "play", "-h", "--lang", "fr"]));
    says_all(
        &fr,
        &[
            "Options\u{a0}:",
            "--ai <PLAYER=LEVEL>",
            "Les places que joue le programme",
        ],
    );
    let en = stdout(&run_bin(&["game", "play", "--help", "--lang", "en"]));
    says_all(
        &en,
        &[
            "Usage: furunkulus game play",
            "Arguments:",
            "Possible values:",
            "[default: seeded]",
            "Print help (see a summary with '-h')",
            "Examples:\n  furunkulus game play game.yaml",
        ],
    );
    let paths: [&[&str]; 8] = [
        &["serve"],
        &["game", "play"],
        &["game", "tournament"],
        &["trace"],
        &["moves"],
        &["search", "place"],
        &["puzzle", "generate"],
        &[],
    ];
    let mut problems = Vec::new();
    for lang in [Lang::De, Lang::Fr] {
        for path in paths {
            for flag in ["-h", "--help"] {
                let mut args = path.to_vec();
                args.extend([flag, "--lang", lang.code()]);
                let help = stdout(&run_bin(&args));
                for line in help.lines().filter(|l| l.chars().count() > 80) {
                    problems.push(format!("{lang:?} {args:?}: longer than 80: {line}"));
                }
                // The examples are never wrapped: each line a command or its continuation.
                let examples = help
                    .lines()
                    .skip_while(|l| !matches!(*l, "Beispiele:" | "Exemples\u{a0}:"))
                    .skip(1)
                    .take_while(|l| !l.is_empty());
                for line in
                    examples.filter(|l| !(l.starts_with("  furunkulus") || l.starts_with("      ")))
                {
                    problems.push(format!("{lang:?} {args:?}: an example wrapped: {line}"));
                }
                // The words a player reads: not the examples' commands, option names,
                // placeholders, values (in backticks, or hyphenated: `safe-square`) or paths.
                let prose: String = help
                    .lines()
                    .filter(|l| {
                        let t = l.trim_start();
                        !(t.starts_with("furunkulus") || t.starts_with("--") || t.starts_with('|'))
                    })
                    .flat_map(|l| l.split_whitespace())
                    .filter(|w| {
                        !(w.starts_with('-')
                            || w.starts_with('<')
                            || w.starts_with("[<")
                            || w.contains('`')
                            || w.contains('/')
                            || is_value_name(w)
                            || w.chars()
                                .filter(|c| c.is_alphabetic())
                                .all(|c| c.is_uppercase()))
                    })
                    .collect::<Vec<_>>()
                    .join(" ");
                // `removed` is the name of an AI weight (`--ai-option removed=2`), `letter` a
                // paper (`--paper letter`, US Letter).
                let names: BTreeSet<String> = ["removed", "letter"].map(str::to_string).into();
                let found = english_words(&prose, lang, &names);
                if !found.is_empty() {
                    problems.push(format!("{lang:?} {args:?}: {found:?}"));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// A value typed as it is, like `safe-from` or `prey-1` (with the punctuation after it).
fn is_value_name(w: &str) -> bool {
    let w = w.trim_end_matches([',', '.', ')', ';', ':']);
    let w = w.trim_start_matches('(');
    w.contains('-')
        && w.split('-').all(|p| {
            !p.is_empty()
                && p.chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
        })
}

/// JSON never changes with the language: `moves` (every result, and `--to` with its reasons),
/// `search survive --explain`, `risk`, `puzzle solve --explain` give the same bytes in the
/// three languages; and the text does change.
#[test]
fn moves_search_and_puzzle_json_is_the_same_in_every_language() {
    let puzzle = "scenarios/puzzles/basic-move-medium-2003-01.yaml";
    let pawn = "scenarios/rulebook/pawn-1.yaml";
    let commands: [&[&str]; 6] = [
        &["moves", pawn, "--pawn", "P"],
        &["moves", pawn, "--pawn", "P", "--to", "f6"],
        &["moves", pawn, "--pawn", "P", "--to", "g5"],
        &["search", "survive", pawn, "--pawn", "P", "--explain", "1"],
        &["risk", "scenarios/rulebook/monster-basic.yaml"],
        &["puzzle", "solve", puzzle, "--explain"],
    ];
    for args in commands {
        let run = |lang: &str, json: bool| {
            let mut a: Vec<&str> = args.to_vec();
            a.extend(["--lang", lang]);
            if json {
                a.extend(["--format", "json"]);
            }
            stdout(&run_bin(&a))
        };
        let en = run("en", true);
        assert!(en.starts_with('{'), "{args:?}: {en}");
        for lang in ["de", "fr"] {
            assert_eq!(run(lang, true), en, "{args:?} --lang {lang}");
            assert_ne!(
                run(lang, false),
                run("en", false),
                "{args:?} --lang {lang}: the text"
            );
        }
    }
}

/// No English in `risk` and `search survive|lure --explain` in German and French, over the
/// rulebook's and the maps' files (the lure of the first pawn towards the second).
#[test]
fn no_english_words_in_german_or_french_searches() {
    use furunkulus::report::search::{ExplainChoice, RiskReport, SurviveReport};
    use furunkulus::report::{self, Report, Style};
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let files = scenarios_under(root, &["scenarios/rulebook", "scenarios/maps"]);
    let deck = furunkulus::rules::Deck::STANDARD;
    let (mut told, mut found) = (0, Vec::new());
    for path in &files {
        let rel = path
            .strip_prefix(root)
            .unwrap_or(path)
            .display()
            .to_string();
        let loaded = report::load(path, &[]).expect("the file loads");
        let skip = own_words(&loaded.scenario);
        let mut reports: Vec<Box<dyn Report>> = Vec::new();
        if let Ok(r) = RiskReport::build(&loaded, &deck) {
            reports.push(Box::new(r));
        }
        let pawns: Vec<String> = loaded
            .scenario
            .pawns()
            .iter()
            .map(|p| p.name.clone())
            .collect();
        if let Some(first) = pawns.first() {
            let explain = Some(&ExplainChoice::Best);
            if let Ok(r) = SurviveReport::build(&loaded, first, Some(4), &deck, None, explain) {
                reports.push(Box::new(r));
            }
            if let Some(second) = pawns.get(1) {
                if let Ok(r) =
                    SurviveReport::build(&loaded, first, Some(4), &deck, Some(second), explain)
                {
                    reports.push(Box::new(r));
                }
            }
        }
        for r in &reports {
            told += 1;
            for lang in [Lang::De, Lang::Fr] {
                let text = r.text(&Style::default().with_lang(lang));
                let words = english_words(&text, lang, &skip);
                if !words.is_empty() {
                    found.push(format!("{rel} {lang:?}: {words:?}"));
                }
            }
        }
    }
    assert!(told >= 20, "told {told} searches");
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// A game replayed, every turn with its plays and the monster's move, in each language: a
/// snapshot (issue 25.6), and no English word in German or French.
#[test]
fn a_game_replay_in_each_language() {
    for lang in Lang::ALL {
        let o = run_bin(&[
            "game",
            "replay",
            "tests/games/first-turn.yaml",
            "--verbose",
            "--lang",
            lang.code(),
            "--color",
            "never",
        ]);
        assert!(o.status.success(), "{}", crate::common::stderr(&o));
        let text = stdout(&o);
        insta::assert_snapshot!(format!("game-replay-{}", lang.code()), text);
        if lang != Lang::En {
            let words = english_words(&text, lang, &BTreeSet::new());
            assert!(words.is_empty(), "{lang:?}: {words:?}");
        }
    }
}

/// The AI's usage errors (its options, the seats, the games) in each language.
#[test]
fn the_ais_usage_errors_in_german_and_french() {
    for (lang, want) in [
        ("de", "unbekannte KI-Option `speed`"),
        ("fr", "option d'IA inconnue `speed`"),
    ] {
        let o = run_bin(&[
            "game",
            "simulate",
            "--players",
            "2",
            "--ai",
            "greedy",
            "--games",
            "1",
            "--ai-option",
            "speed=3",
            "--lang",
            lang,
        ]);
        assert_eq!(o.status.code(), Some(2));
        let err = crate::common::stderr(&o);
        assert!(err.contains(want), "{err}");
        let o = run_bin(&[
            "game",
            "simulate",
            "--players",
            "3",
            "--ai",
            "greedy,random",
            "--lang",
            lang,
        ]);
        assert_eq!(o.status.code(), Some(2));
        let err = crate::common::stderr(&o);
        assert!(
            err.contains("--ai") && err.contains('2') && err.contains('3'),
            "{err}"
        );
        let l = if lang == "de" { Lang::De } else { Lang::Fr };
        let words = english_words(&err, l, &BTreeSet::new());
        assert!(words.is_empty(), "{lang}: {words:?} in {err}");
    }
}

/// A player named by a colour is named in the reader's language wherever a stored puzzle
/// speaks of it: the question ("Blau zieht 2 Spielfiguren", "tous les pions de Bleu"), the
/// pawns' list, the explanation and the hints; the pawn ids (`blue3`) stay as they are. The
/// English ids as words were the defect ("Blue zieht 2 Spielfiguren").
#[test]
fn puzzles_name_colour_players_in_german_and_french() {
    use furunkulus::i18n::Player;
    use furunkulus::report::{self, Report, Style};
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let files = scenarios_under(root, &["scenarios/puzzles"]);
    let (mut found, mut named) = (Vec::new(), 0);
    for path in &files {
        let loaded = report::load(path, &[]).expect("a stored puzzle");
        let players: BTreeSet<String> = loaded
            .scenario
            .pawns()
            .iter()
            .filter_map(|p| p.player.clone())
            .collect();
        let req = report::puzzle::SolveRequest {
            file: path,
            trace: false,
            explain: true,
            max_traces: 0,
            max_placements: 2_000_000,
            options: &[],
            hint: None,
        };
        let r = report::puzzle::SolveReport::build(&req, &|_| {}, &|_| {}).expect("solved");
        for lang in [Lang::De, Lang::Fr] {
            let mut text = r.text(&Style::default().with_lang(lang));
            text.extend(r.hints_in(lang).into_iter().flatten());
            for w in text.split(|c: char| !c.is_alphanumeric()) {
                if players.iter().any(|p| p.eq_ignore_ascii_case(w)) {
                    found.push(format!("{} {lang:?}: `{w}`", path.display()));
                }
            }
            for p in &players {
                let word = Player(p).word(lang);
                assert_ne!(word.to_lowercase(), p.to_lowercase(), "{p} in {lang:?}");
                named += usize::from(text.contains(word.as_ref()));
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
    // Every stored puzzle's pawns' list names each player in both languages.
    assert!(named >= 2 * files.len(), "{named} players named");
}

/// The question of a two-moves puzzle names its player as the page and the sheets do, in
/// each language; a player with another name keeps it.
#[test]
fn a_two_moves_question_names_its_player_in_each_language() {
    let file = "scenarios/puzzles/basic-two-moves-medium-2026-01.yaml";
    for (lang, player) in [("en", "Red "), ("de", "Rot "), ("fr", "Rouge ")] {
        let o = run_bin(&["puzzle", "solve", file, "--hint", "1", "--lang", lang]);
        assert!(o.status.success(), "{lang}");
        let question = stdout(&o).lines().next().unwrap_or_default().to_string();
        assert!(question.starts_with(player), "{lang}: {question}");
    }
    let s = std::fs::read_to_string(file).unwrap();
    let anna = s
        .replace("player: red", "player: anna")
        .replace("spare: red", "spare: anna");
    let dir = std::env::temp_dir().join(format!("fk-anna-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("anna.yaml");
    std::fs::write(&path, anna).unwrap();
    let o = run_bin(&[
        "puzzle",
        "solve",
        path.to_str().unwrap(),
        "--hint",
        "1",
        "--lang",
        "de",
    ]);
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        stdout(&o).contains("\nAnna zieht 2 Spielfiguren"),
        "{}",
        stdout(&o)
    );
}

/// A puzzle sheet's legend names the players in the picture's language.
#[test]
fn a_puzzle_sheets_legend_names_players_in_its_language() {
    let file = "scenarios/puzzles/basic-feast-easy-2003-01.yaml";
    for (lang, own, english) in [
        ("de", ["Spieler Blau", "Spieler Rot"], "Spieler blue"),
        ("fr", ["joueur Bleu", "joueur Rouge"], "joueur blue"),
    ] {
        let o = run_bin(&["puzzle", "sheet", file, "--format", "svg", "--lang", lang]);
        assert!(o.status.success(), "{lang}");
        let text = svg_words(&stdout(&o)).join("\n");
        for w in own {
            assert!(text.contains(w), "{lang}: {w}\n{text}");
        }
        assert!(!text.contains(english), "{lang}: {text}");
    }
}

/// Each percent sign in `text` written straight after a number (`45,0%`) or after an ordinary
/// space (`45,0 %`), with the line it is on: German and French put a no-break space before
/// it (`45,0\u{a0}%`).
fn bare_percent_signs(text: &str) -> Vec<String> {
    text.lines()
        .filter(|line| {
            let c: Vec<char> = line.chars().collect();
            (1..c.len()).any(|i| {
                c[i] == '%'
                    && (c[i - 1].is_ascii_digit()
                        || (c[i - 1] == ' ' && i > 1 && c[i - 2].is_ascii_digit()))
            })
        })
        .map(str::to_string)
        .collect()
}

/// `game simulate` and `game tournament` as text in German and French: their sentences and
/// headings in the language (they were English), no line over 80 columns, a no-break space
/// before each percent sign; and the percent signs of their pictures' words and axes too.
#[test]
fn simulate_and_tournament_tables_in_german_and_french() {
    let simulate = [
        "game",
        "simulate",
        "--players",
        "2",
        "--ai",
        "random",
        "--games",
        "2",
        "--seed",
        "3",
    ];
    let tournament = [
        "game",
        "tournament",
        "--levels",
        "random,greedy",
        "--seats",
        "2",
        "--games",
        "2",
        "--seed",
        "4",
    ];
    for (lang, sim_words, tourney_words) in [
        (
            "de",
            ["Platz", "Siege", "Spiele pro Sekunde"],
            ["Duplikat-Turnier", "Forderer", "Wertung"],
        ),
        (
            "fr",
            ["place", "victoires", "Parties par seconde"],
            ["Tournoi dupliqué", "challenger", "Classement"],
        ),
    ] {
        for (args, own) in [(&simulate[..], sim_words), (&tournament[..], tourney_words)] {
            let mut args = args.to_vec();
            args.extend(["--lang", lang]);
            let o = run_bin(&args);
            assert!(o.status.success(), "{args:?}");
            let text = stdout(&o);
            for w in own {
                assert!(text.contains(w), "{args:?}: {w}\n{text}");
            }
            // The English words of these tables (the level names and `SPRT`, `LLR` aside).
            let old = [
                "the", "of", "games", "seat", "seats", "wins", "draws", "share", "decided",
                "rounded", "setup", "winner", "second", "interval", "baseline", "budgets",
                "ratings", "removed", "rate",
            ];
            let english: Vec<&str> = text
                .split(|c: char| !c.is_alphabetic())
                .filter(|w| old.contains(&w.to_lowercase().as_str()))
                .collect();
            assert!(english.is_empty(), "{args:?}: {english:?}\n{text}");
            for line in text.lines() {
                assert!(line.chars().count() <= 80, "{args:?}: {line}");
            }
            assert!(text.contains("\u{a0}%"), "{args:?}: no percent\n{text}");
            let bare = bare_percent_signs(&text);
            assert!(bare.is_empty(), "{args:?}: {bare:?}");
        }
        // The pictures: the simulation's plot and the tournament's ladder, their axes'
        // whole percentages included.
        let dir = tempfile::tempdir().unwrap();
        let ladder = dir.path().join("ladder.svg");
        let mut sim = simulate.to_vec();
        sim.extend(["--lang", lang, "--format", "svg"]);
        let mut tourney = tournament.to_vec();
        tourney.extend(["--lang", lang, "--plot", ladder.to_str().unwrap()]);
        let o = run_bin(&sim);
        assert!(o.status.success(), "{sim:?}");
        let o2 = run_bin(&tourney);
        assert!(o2.status.success(), "{tourney:?}");
        for (what, svg) in [
            ("plot", stdout(&o)),
            ("ladder", std::fs::read_to_string(&ladder).unwrap()),
        ] {
            for axis in ["0\u{a0}%", "20\u{a0}%", "100\u{a0}%"] {
                assert!(
                    svg.contains(&format!(">\n{axis}\n<")),
                    "{lang} {what}: {axis}"
                );
            }
            // The words drawn: each text on a line of its own (the tags' `100%` sizes aside).
            let words: Vec<&str> = svg.lines().filter(|l| !l.starts_with('<')).collect();
            let bare = bare_percent_signs(&words.join("\n"));
            assert!(bare.is_empty(), "{lang} {what}: {bare:?}");
        }
    }
    // The scan sees a percent sign straight after a number, as English writes it.
    let mut args = simulate.to_vec();
    args.extend(["--lang", "en"]);
    assert!(!bare_percent_signs(&stdout(&run_bin(&args))).is_empty());
}

/// Each `digit.digit` in `text`, with the line it is on: a number written with a decimal
/// point, as German and French do not write it.
fn decimal_points(text: &str) -> Vec<String> {
    text.lines()
        .filter(|line| {
            let c: Vec<char> = line.chars().collect();
            c.windows(3)
                .any(|w| w[0].is_ascii_digit() && w[1] == '.' && w[2].is_ascii_digit())
        })
        .map(str::to_string)
        .collect()
}

/// Every number with a fraction that German and French outputs show a person has a decimal
/// comma: traces, risk maps, search and lure reports, a game's state, replay and hint.
#[test]
fn german_and_french_outputs_write_decimal_commas() {
    let mut runs: Vec<Vec<&str>> = Vec::new();
    for f in [
        "scenarios/rulebook/monster-basic.yaml",
        "scenarios/rulebook/monster-advanced.yaml",
        "scenarios/rulebook/pawn-1.yaml",
        "scenarios/rulebook/pawn-2.yaml",
        "scenarios/rulebook/pawn-3.yaml",
    ] {
        runs.push(vec!["trace", f]);
        runs.push(vec!["risk", f]);
    }
    let pawn2 = "scenarios/maps/pawn-2.yaml";
    runs.push(vec!["search", "survive", "--pawn", "P", pawn2]);
    runs.push(vec![
        "search", "lure", "--pawn", "P", "--target", "A", pawn2,
    ]);
    runs.push(vec![
        "search",
        "survive",
        "--pawn",
        "P",
        "--explain",
        "1",
        pawn2,
    ]);
    for g in [
        "tests/games/first-turn.yaml",
        "tests/games/two-players-win.yaml",
        "tests/games/three-players-no-winner.yaml",
    ] {
        runs.push(vec!["game", "state", g]);
        runs.push(vec!["game", "replay", g]);
    }
    runs.push(vec!["game", "hint", "tests/games/first-turn.yaml"]);
    let mut found = Vec::new();
    for args in &runs {
        for lang in ["de", "fr"] {
            let mut all = vec!["--color", "never", "--lang", lang];
            all.extend(args);
            let o = run_bin(&all);
            let text = format!("{}{}", stdout(&o), String::from_utf8_lossy(&o.stderr));
            for line in decimal_points(&text) {
                found.push(format!("{lang} {args:?}: {line}"));
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
    // The scan sees a decimal point where English writes one.
    let o = run_bin(&[
        "--color", "never", "--lang", "en", "search", "lure", "--pawn", "P", "--target", "A", pawn2,
    ]);
    assert!(!decimal_points(&stdout(&o)).is_empty(), "{}", stdout(&o));
}

/// German and French messages use the editions' one term a thing (GLOSSARY: Grundaufbau,
/// Spielfigur, Spielplan, Umlenkstein; plateau, pion, tuile), not a synonym.
#[test]
fn german_and_french_messages_use_one_term_a_thing() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let banned: [(&str, &[&str]); 2] = [
        (
            "de",
            &[
                "Grundaufstellung",
                "Aufstellung für Fortgeschrittene",
                "fortgeschrittene Aufstellung",
                "fortgeschrittenen Aufstellung",
                "Drehstein",
                "Spielstein",
                "Spielbrett",
                " Brett",
                " Figur ",
                " Figur,",
                " Figur.",
                "Blutpfütze",
            ],
        ),
        ("fr", &["tablier", "figurine", "jeton", "mare de sang"]),
    ];
    let mut found = Vec::new();
    for (lang, words) in banned {
        let dir = root.join("locales").join(lang);
        for entry in std::fs::read_dir(&dir).expect("locales/") {
            let path = entry.expect("an entry").path();
            let text = std::fs::read_to_string(&path).expect("a catalogue");
            for (n, line) in text.lines().enumerate() {
                for w in words {
                    if line.contains(w) {
                        found.push(format!("{}:{}: {w:?} in {line}", path.display(), n + 1));
                    }
                }
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}
