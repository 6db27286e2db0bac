//! The help in the language: `furunkulus --help` and each command's own help in German and
//! French, with no English word left and no line over 80 columns.

use super::{english_words, says_all};
use crate::common::{run_bin, stdout};
use furunkulus::i18n::Lang;
use std::collections::BTreeSet;

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
