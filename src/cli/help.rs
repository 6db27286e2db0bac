//! Every command's `--help` in the player's language: the derive's doc comments are the
//! English, and before parsing the built command tree is walked and each text replaced by the
//! catalogue's message (`locales/*/help.ftl`), whose id comes from the command's path and the
//! argument's id:
//!
//! - `help-<path>-about`, `help-<path>-long` (the long about, when there is one),
//!   `help-<path>-after` (the examples); at the top, `help-about` and `help-after`;
//! - `help-<path>-arg-<arg>` and `help-<path>-arg-<arg>-long`; the global options are
//!   `help-arg-<arg>` wherever they are shown;
//! - `help-<path>-arg-<arg>-value-<value>`: a possible value's help.
//!
//! `<path>` is the commands' names joined by `-` (`game-play`), `<arg>` the argument's id with
//! `-` for `_` (`ai-options`). A message missing in the language leaves the English of the
//! doc comment (a test makes sure none is). In German and French, clap's own words are said
//! too: the headings, `[default: ...]`, the possible values, `-h`, `-V` and `help`.

use clap::{Arg, Command};
use furunkulus::i18n::{message, Lang};
use furunkulus::t;

/// The id of one help text: `help-<path>-<what>`.
pub(crate) fn help_id(path: &[String], what: &str) -> String {
    let mut id = String::from("help");
    for p in path {
        id.push('-');
        id.push_str(p);
    }
    id.push('-');
    id.push_str(what);
    id
}

/// The part of an id an argument gives: `arg-<id>`.
fn arg_part(id: &str) -> String {
    format!("arg-{}", id.replace('_', "-"))
}

/// clap's own subcommand `help`, added to every command that has subcommands.
fn is_clap_help(cmd: &Command) -> bool {
    cmd.get_name() == "help"
}

/// The command tree `cmd` (built here) with every help text in `lang`, for a terminal `width`
/// columns wide (set before the tree is built, which hands it to every command).
pub fn in_language(cmd: Command, lang: Lang, width: usize) -> Command {
    let mut cmd = cmd.term_width(width);
    cmd.build();
    // clap keeps headings as `&'static str`: made once a run.
    let leak = |s: String| -> &'static str { Box::leak(s.into_boxed_str()) };
    let headings = Headings {
        width,
        commands: leak(t!(lang, "help-heading-commands")),
        arguments: leak(t!(lang, "help-heading-arguments")),
        options: leak(t!(lang, "help-heading-options")),
    };
    said(cmd, lang, &headings, &[])
}

/// clap's headings in the language.
struct Headings {
    /// The terminal's width, to wrap the list of possible values as clap would.
    width: usize,
    commands: &'static str,
    arguments: &'static str,
    options: &'static str,
}

fn said(mut cmd: Command, lang: Lang, headings: &Headings, path: &[String]) -> Command {
    let foreign = lang != Lang::En;
    // clap's `help` command has no texts of ours: only its about and headings are said.
    let ours = !is_clap_help(&cmd);
    let text = |what: &str| ours.then(|| message(lang, &help_id(path, what))).flatten();
    if cmd.get_about().is_some() {
        if let Some(t) = text("about") {
            cmd = cmd.about(t);
        }
    }
    if cmd.get_long_about().is_some() {
        if let Some(t) = text("long") {
            cmd = cmd.long_about(t);
        }
    }
    if cmd.get_after_help().is_some() {
        if let Some(t) = text("after") {
            cmd = cmd.after_help(t);
        }
    }
    let args: Vec<(String, bool)> = cmd
        .get_arguments()
        .map(|a| (a.get_id().to_string(), a.is_global_set()))
        .collect();
    for (id, global) in args {
        let place: &[String] = if global { &[] } else { path };
        cmd = cmd.mut_arg(&id, |a| arg_said(a, lang, headings, place));
    }
    if foreign {
        // The usage on the heading's line, or under it when the longer heading would push it
        // past the width.
        let heading = t!(lang, "help-heading-usage");
        let usage = cmd.render_usage().to_string();
        let usage = usage.strip_prefix("Usage: ").unwrap_or(&usage);
        let fits = heading.chars().count() + 1 + usage.chars().count() <= headings.width;
        let gap = if fits { " " } else { "\n  " };
        cmd = cmd
            .help_template(format!(
                "{{before-help}}{{about-with-newline}}\n{heading}{gap}{{usage}}\n\n{{all-args}}{{after-help}}"
            ))
            .subcommand_help_heading(headings.commands);
    }
    let names: Vec<String> = cmd
        .get_subcommands()
        .map(|c| c.get_name().to_string())
        .collect();
    for name in names {
        cmd = cmd.mut_subcommand(&name, |c| {
            if is_clap_help(&c) {
                let c = if foreign {
                    c.about(t!(lang, "help-command-help"))
                } else {
                    c
                };
                // Its own arguments have no help: only the headings are said.
                return said(c, lang, headings, &[]);
            }
            let mut p = path.to_vec();
            p.push(name.clone());
            said(c, lang, headings, &p)
        });
    }
    cmd
}

fn arg_said(mut a: Arg, lang: Lang, headings: &Headings, path: &[String]) -> Arg {
    let foreign = lang != Lang::En;
    let id = a.get_id().to_string();
    let builtin = matches!(
        a.get_action(),
        clap::ArgAction::Help | clap::ArgAction::HelpShort | clap::ArgAction::HelpLong
    ) || matches!(a.get_action(), clap::ArgAction::Version);
    let key = help_id(path, &arg_part(&id));
    if builtin {
        if foreign {
            a = match a.get_action() {
                clap::ArgAction::Version => a.help(t!(lang, "help-flag-version")),
                _ if a.get_long_help().is_some() => a
                    .help(t!(lang, "help-flag-help-more"))
                    .long_help(t!(lang, "help-flag-help-summary")),
                _ => a.help(t!(lang, "help-flag-help")),
            };
        }
    } else {
        if a.get_help().is_some() {
            if let Some(t) = message(lang, &key) {
                a = a.help(t);
            }
        }
        if a.get_long_help().is_some() {
            if let Some(t) = message(lang, &format!("{key}-long")) {
                a = a.long_help(t);
            }
        }
    }
    if !foreign {
        return a;
    }
    let heading = if a.is_positional() {
        headings.arguments
    } else {
        headings.options
    };
    specs_said(a, lang, &key, headings.width).help_heading(heading)
}

/// clap's `[default: ...]` and `[possible values: ...]` (and the list of possible values with
/// their help, in the long help), said in `lang`, the possible values' help from the catalogue.
fn specs_said(a: Arg, lang: Lang, key: &str, width: usize) -> Arg {
    let values: Vec<_> = a
        .get_possible_values()
        .into_iter()
        .filter(|v| !v.is_hide_set())
        .collect();
    let values = if a.is_hide_possible_values_set() {
        Vec::new()
    } else {
        values
    };
    let default = (a.get_action().takes_values()
        && !a.is_hide_default_value_set()
        && !a.get_default_values().is_empty())
    .then(|| {
        a.get_default_values()
            .iter()
            .map(|v| {
                let s = v.to_string_lossy();
                if s.contains(char::is_whitespace) {
                    format!("{s:?}")
                } else {
                    s.into_owned()
                }
            })
            .collect::<Vec<_>>()
            .join(" ")
    });
    if values.is_empty() && default.is_none() {
        return a;
    }
    let names = values
        .iter()
        .map(|v| v.get_name())
        .collect::<Vec<_>>()
        .join(", ");
    let default = default.map(|d| t!(lang, "help-default", value = d));
    let listed = (!values.is_empty()).then(|| t!(lang, "help-values", values = names));
    let help = a.get_help().map(ToString::to_string).unwrap_or_default();
    let long = a.get_long_help().map(ToString::to_string);
    let mut short = help.clone();
    for s in default.iter().chain(listed.iter()) {
        if !short.is_empty() {
            short.push(' ');
        }
        short.push_str(s);
    }
    let mut long = long.unwrap_or(help);
    let helped = values.iter().any(|v| v.get_help().is_some());
    if helped {
        let longest = values.iter().map(|v| v.get_name().chars().count()).max();
        if !long.is_empty() {
            long.push_str("\n\n");
        }
        long.push_str(&t!(lang, "help-heading-values"));
        for v in &values {
            let name = v.get_name();
            long.push_str("\n- ");
            if let Some(h) = v.get_help() {
                let said =
                    message(lang, &format!("{key}-value-{name}")).unwrap_or_else(|| h.to_string());
                let pad = longest.unwrap_or(0) - name.chars().count();
                // Wrapped here, the lines after the first under the name, as clap does (its
                // long help starts 10 columns in).
                let mut line = format!("{name}: {:pad$}", "");
                let mut fresh = true;
                for word in said.split(' ') {
                    if !fresh
                        && line.chars().count() + 1 + word.chars().count()
                            > width.saturating_sub(12)
                    {
                        long.push_str(&line);
                        long.push_str("\n  ");
                        line = String::new();
                        fresh = true;
                    }
                    if !fresh {
                        line.push(' ');
                    }
                    line.push_str(word);
                    fresh = false;
                }
                long.push_str(&line);
            } else {
                long.push_str(name);
            }
        }
    }
    let specs: Vec<&String> = if helped {
        default.iter().collect()
    } else {
        default.iter().chain(listed.iter()).collect()
    };
    if !specs.is_empty() {
        if !long.is_empty() {
            long.push_str("\n\n");
        }
        long.push_str(
            &specs
                .iter()
                .map(|s| s.as_str())
                .collect::<Vec<_>>()
                .join("\n"),
        );
    }
    // A long help only where there was one (or a list of values): clap lays out `--help` as
    // the long help when any argument has one, and the layout stays the English one.
    let a = if a.get_long_help().is_some() || helped {
        a.long_help(long)
    } else {
        a
    };
    a.help(short)
        .hide_default_value(true)
        .hide_possible_values(true)
}

/// Every help text of the command tree as the doc comments say it, with its message id: what
/// the catalogue's English must say, and what German and French must have.
#[cfg(test)]
pub(crate) fn texts(cmd: &Command, path: &[String], out: &mut Vec<(String, String)>) {
    let id = |what: &str| help_id(path, what);
    if let Some(t) = cmd.get_about() {
        out.push((id("about"), t.to_string()));
    }
    if let Some(t) = cmd.get_long_about() {
        out.push((id("long"), t.to_string()));
    }
    if let Some(t) = cmd.get_after_help() {
        out.push((id("after"), t.to_string()));
    }
    for a in cmd.get_arguments() {
        let clap_own = matches!(
            a.get_action(),
            clap::ArgAction::Help | clap::ArgAction::Version
        );
        if clap_own || (a.is_global_set() && !path.is_empty()) {
            continue;
        }
        let key = id(&arg_part(a.get_id().as_str()));
        if let Some(t) = a.get_help() {
            out.push((key.clone(), t.to_string()));
        }
        if let Some(t) = a.get_long_help() {
            out.push((format!("{key}-long"), t.to_string()));
        }
        for v in a.get_possible_values() {
            if let Some(h) = v.get_help() {
                out.push((format!("{key}-value-{}", v.get_name()), h.to_string()));
            }
        }
    }
    for c in cmd.get_subcommands().filter(|c| !is_clap_help(c)) {
        let mut p = path.to_vec();
        p.push(c.get_name().to_string());
        texts(c, &p, out);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    fn doc_texts() -> Vec<(String, String)> {
        let mut out = Vec::new();
        texts(&super::super::Cli::command(), &[], &mut out);
        out
    }

    /// clap's own words, said by `t!` in the code: not texts of the tree.
    const CLAP: &[&str] = &[
        "help-heading-usage",
        "help-heading-commands",
        "help-heading-arguments",
        "help-heading-options",
        "help-heading-values",
        "help-default",
        "help-values",
        "help-flag-help",
        "help-flag-help-more",
        "help-flag-help-summary",
        "help-flag-version",
        "help-command-help",
    ];

    /// The ids `locales/<lang>/help.ftl` defines.
    fn catalogue_ids(lang: Lang) -> Vec<String> {
        furunkulus::i18n::FILES
            .iter()
            .filter(|(l, subject, _)| *l == lang && *subject == "help")
            .flat_map(|(_, _, text)| text.lines())
            .filter_map(|line| line.split_once(" =").map(|(id, _)| id))
            .filter(|id| id.starts_with("help-") && !id.contains(' '))
            .map(str::to_string)
            .collect()
    }

    /// Every command path and argument has its help in the three languages, the English the
    /// doc comment's word for word; and the catalogue has no help for a command or argument
    /// that is gone.
    #[test]
    fn every_help_text_is_in_every_language() {
        let docs = doc_texts();
        assert!(docs.len() > 200, "{}", docs.len());
        assert!(docs
            .iter()
            .any(|(id, _)| id == "help-game-play-arg-ai-options"));
        assert!(docs.iter().any(|(id, _)| id == "help-search-place-long"));
        assert!(docs
            .iter()
            .any(|(id, _)| id == "help-trace-arg-format-value-html"));
        let mut problems = Vec::new();
        for lang in Lang::ALL {
            for (id, text) in &docs {
                match message(lang, id) {
                    None => problems.push(format!("{}: no `{id}` ({text})", lang.code())),
                    Some(m) if lang == Lang::En && &m != text => {
                        problems.push(format!("en: `{id}` says {m:?}, the doc comment {text:?}"))
                    }
                    Some(m) if lang != Lang::En && m.trim().is_empty() => {
                        problems.push(format!("{}: `{id}` is empty", lang.code()))
                    }
                    _ => {}
                }
            }
            for id in catalogue_ids(lang) {
                if !CLAP.contains(&id.as_str()) && !docs.iter().any(|(d, _)| *d == id) {
                    problems.push(format!("{}: `{id}` helps nothing", lang.code()));
                }
            }
        }
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }

    /// The tree said in each language has each text from the catalogue (an option's help
    /// followed by clap's notes, said in the language too), and the English tree is the doc
    /// comments' exactly.
    #[test]
    fn the_tree_says_the_catalogue() {
        let docs = doc_texts();
        let mut english = Vec::new();
        texts(
            &in_language(super::super::Cli::command(), Lang::En, 100),
            &[],
            &mut english,
        );
        assert_eq!(english, docs);
        for lang in [Lang::De, Lang::Fr] {
            let cmd = in_language(super::super::Cli::command(), lang, 100);
            let mut said = Vec::new();
            texts(&cmd, &[], &mut said);
            for (id, _) in docs.iter().filter(|(id, _)| !id.contains("-value-")) {
                let m = message(lang, id).unwrap_or_default();
                let found = said.iter().find(|(s, _)| s == id);
                assert!(
                    found.is_some_and(|(_, t)| t.starts_with(&m)),
                    "{lang:?} {id}: {found:?}, not {m:?}"
                );
            }
            // A possible value's help is in its option's long help.
            let format = cmd
                .find_subcommand("trace")
                .and_then(|c| c.get_arguments().find(|a| a.get_id() == "format"))
                .and_then(|a| a.get_long_help())
                .map(ToString::to_string)
                .unwrap_or_default();
            let html = message(lang, "help-trace-arg-format-value-html").unwrap_or_default();
            let flat = format.split_whitespace().collect::<Vec<_>>().join(" ");
            assert!(flat.contains(&format!("- html: {html}")), "{format}");
            assert!(format.contains(&t!(lang, "help-default", value = "text")));
            assert!(!format.contains("default:") && !format.contains("Possible"));
        }
    }

    /// clap's own lines (`-h`, `-V`, `help`) and headings are said in the language; in
    /// English they stay clap's.
    #[test]
    fn clap_words_in_the_language() {
        for lang in Lang::ALL {
            let said = |id: &str| message(lang, id).unwrap_or_default();
            let mut cmd = in_language(super::super::Cli::command(), lang, 100);
            let top = cmd.render_help().to_string();
            let play = cmd
                .find_subcommand_mut("game")
                .and_then(|g| g.find_subcommand_mut("play"))
                .map(|p| p.render_long_help().to_string())
                .unwrap_or_default();
            for id in [
                "help-flag-version",
                "help-command-help",
                "help-heading-usage",
            ] {
                assert!(top.contains(&said(id)), "{lang:?} {id}:\n{top}");
            }
            for id in ["help-flag-help-summary", "help-heading-usage"] {
                assert!(play.contains(&said(id)), "{lang:?} {id}:\n{play}");
            }
            for id in ["help-heading-arguments", "help-heading-options"] {
                assert!(
                    play.contains(&format!("{}:", said(id))),
                    "{lang:?} {id}:\n{play}"
                );
            }
        }
    }

    /// Writes the doc comments as JSON, for making `locales/en/help.ftl`:
    /// `cargo test --bin furunkulus dump_doc_texts -- --ignored --nocapture`.
    #[test]
    #[ignore]
    fn dump_doc_texts() {
        let map: Vec<_> = doc_texts();
        println!("{}", serde_json::to_string(&map).unwrap());
    }
}
