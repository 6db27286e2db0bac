//! The catalogue against the code: every message the code uses exists in every language with
//! only the arguments the code passes, every message is used, and German and French use one
//! term a thing.

use fluent_syntax::ast;
use furunkulus::i18n::{Lang, FILES};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

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
