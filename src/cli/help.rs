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

/// The command tree `cmd` (built here) with every help text in `lang`.
pub fn in_language(mut cmd: Command, lang: Lang) -> Command {
    cmd.build();
    // clap keeps headings as `&'static str`: made once a run.
    let leak = |s: String| -> &'static str { Box::leak(s.into_boxed_str()) };
    let headings = Headings {
        commands: leak(t!(lang, "help-heading-commands")),
        arguments: leak(t!(lang, "help-heading-arguments")),
        options: leak(t!(lang, "help-heading-options")),
    };
    said(cmd, lang, &headings, &[])
}

/// clap's headings in the language.
struct Headings {
    commands: &'static str,
    arguments: &'static str,
    options: &'static str,
}

fn said(mut cmd: Command, lang: Lang, headings: &Headings, path: &[String]) -> Command {
    let foreign = lang != Lang::En;
    let text = |what: &str| message(lang, &help_id(path, what));
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
        cmd = cmd
            .help_template(format!(
                "{{before-help}}{{about-with-newline}}\n{} {{usage}}\n\n{{all-args}}{{after-help}}",
                t!(lang, "help-heading-usage")
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
    specs_said(a, lang, &key).help_heading(heading)
}

/// clap's `[default: ...]` and `[possible values: ...]` (and the list of possible values with
/// their help, in the long help), said in `lang`, the possible values' help from the catalogue.
fn specs_said(a: Arg, lang: Lang, key: &str) -> Arg {
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
        let width = values.iter().map(|v| v.get_name().chars().count()).max();
        if !long.is_empty() {
            long.push_str("\n\n");
        }
        long.push_str(&t!(lang, "help-heading-values"));
        for v in &values {
            let name = v.get_name();
            long.push_str("\n- ");
            long.push_str(name);
            if let Some(h) = v.get_help() {
                let said = message(lang, &format!("{key}-value-{name}"))
                    .unwrap_or_else(|| h.to_string());
                let pad = width.unwrap_or(0) - name.chars().count();
                long.push_str(&format!(": {:pad$}{said}", ""));
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
                .join(" "),
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
        if a.is_global_set() && !path.is_empty() {
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
    for c in cmd.get_subcommands() {
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

    /// Writes the doc comments as JSON, for making `locales/en/help.ftl`:
    /// `HELP_DUMP=1 cargo test --bin furunkulus dump_doc_texts -- --ignored --nocapture`.
    #[test]
    #[ignore]
    fn dump_doc_texts() {
        let map: Vec<_> = doc_texts();
        println!("{}", serde_json::to_string(&map).unwrap());
    }
}
