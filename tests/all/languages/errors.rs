//! The errors in the language: a file's loading errors and a position's problems (file,
//! line, every problem at once), the command line's failures and the AI's usage errors.

use super::{english_words, says_all, scenario_refused_in};
use crate::common::{bin, run_bin};
use furunkulus::i18n::Lang;
use std::collections::BTreeSet;

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

/// A file that is no YAML at all is told in the player's words too, each of the usual
/// slips by its own message (the parser's English only for the rare others), and a tab at
/// its own place, not at the value before it.
#[test]
fn yaml_errors_in_german_and_french() {
    let files = [
        (
            "tile: 8\nmonster: {at: a1\n",
            "2:",
            ["Klammer `{`", "crochet `{`"],
        ),
        (
            "tile: 8\n\tmonster: x\n",
            "2:1:",
            ["Tabulator", "tabulation"],
        ),
        (
            "tile: 8\nmonster: at: a1\n",
            "2:",
            ["Doppelpunkt", "deux-points"],
        ),
        ("tile: \"8\n", "2:", ["Anführungszeichen", "guillemet"]),
        ("a:\n  - 1\n - 2\n", "3:", ["Einrückung", "indentation"]),
        ("a: &x 1\nb: *y\n", "2:", ["Anker", "ancre"]),
        ("a: }\n", "1:", ["schließenden Klammer", "crochet fermant"]),
        ("a: @x\n", "1:", ["`@`", "`@`"]),
        (
            "a: 1\n---\nb: 2\n",
            "3:",
            ["zweites YAML-Dokument", "second document"],
        ),
    ];
    for (text, place, [de, fr]) in files {
        for (lang, word, head) in [
            (Lang::De, de, "kein gültiges YAML: "),
            (Lang::Fr, fr, "YAML non valide\u{a0}: "),
        ] {
            let said = scenario_refused_in(lang, text, "y.yaml");
            says_all(&said, &[&format!("y.yaml:{place}"), head, word]);
            let english = english_words(&said, lang, &BTreeSet::new());
            assert!(english.is_empty(), "{text:?}: {english:?}\n{said}");
        }
        let en = scenario_refused_in(Lang::En, text, "y.yaml");
        assert!(en.contains("not valid YAML: "), "{en}");
    }
}

/// `trace` on a file with no tile says so in the language.
#[test]
fn trace_without_a_tile_in_german_and_french() {
    let file = "scenarios/rulebook/pawn-1.yaml";
    for (lang, words) in [
        (
            "de",
            [
                "pawn-1.yaml: keine Karte: gib eine mit --tile an",
                "`tile:` in der Datei",
            ],
        ),
        (
            "fr",
            [
                "pawn-1.yaml\u{a0}: pas de tuile\u{a0}: donnez-en une",
                "`tile:` dans le fichier",
            ],
        ),
        (
            "en",
            [
                "pawn-1.yaml: no tile: give one with --tile",
                "`tile:` in the file",
            ],
        ),
    ] {
        let o = run_bin(&["trace", file, "--lang", lang]);
        assert_eq!(o.status.code(), Some(1), "{lang}");
        let err = crate::common::stderr(&o);
        says_all(&err, &words);
    }
}

/// The values a flag refuses say why in the language: a pawn's points, a destination, a
/// language (clap's frame around them aside).
#[test]
fn refused_values_in_german_and_french() {
    let file = "scenarios/rulebook/pawn-1.yaml";
    for (lang, words) in [
        (
            "de",
            [
                "`9` ist keine Punktzahl von 0 bis 6",
                "`z9` ist kein Feld",
                ", oder `out` oder `waiting`",
                "`xx`: en, de oder fr",
            ],
        ),
        (
            "fr",
            [
                "`9` n'est pas un nombre de points de 0 à 6",
                "`z9` n'est pas une case",
                ", ou `out`, ou `waiting`",
                "`xx`\u{a0}: en, de ou fr",
            ],
        ),
    ] {
        let mut said = String::new();
        for args in [
            vec![
                "moves", file, "--pawn", "P", "--points", "9", "--lang", lang,
            ],
            vec!["moves", file, "--pawn", "P", "--to", "z9", "--lang", lang],
        ] {
            let o = run_bin(&args);
            assert_eq!(o.status.code(), Some(2), "{args:?}");
            said += &crate::common::stderr(&o);
        }
        let o = bin()
            .args(["trace", file, "--lang", "xx"])
            .env("LANG", format!("{lang}_{}.UTF-8", lang.to_uppercase()))
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .output()
            .unwrap();
        assert_eq!(o.status.code(), Some(2));
        said += &crate::common::stderr(&o);
        says_all(&said, &words);
        assert!(!said.contains(" is not in "), "{said}");
    }
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
