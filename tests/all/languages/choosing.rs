//! Choosing the language: `--lang` (before or after the command) and the locale variables
//! (`LC_ALL`, `LC_MESSAGES`, `LANG`); JSON is the same whatever the language.

use crate::common::{bin, run_bin, stdout};

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
