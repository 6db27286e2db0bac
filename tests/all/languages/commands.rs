//! Each command's output in each language: the rulebook's traces, a `moves --to` refusal, a
//! puzzle sheet and a game replay (snapshots), and `rules` naming every rule and option.

use super::{english_words, own_words};
use crate::common::{run_bin, stdout};
use furunkulus::i18n::Lang;
use std::collections::BTreeSet;
use std::path::Path;

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

/// `game replay FILE --verbose` in `lang`: every turn with its plays and the monster's move.
fn replayed(file: &str, lang: Lang) -> String {
    let o = run_bin(&[
        "game",
        "replay",
        file,
        "--verbose",
        "--lang",
        lang.code(),
        "--color",
        "never",
    ]);
    assert!(o.status.success(), "{}", crate::common::stderr(&o));
    stdout(&o)
}

/// A game replayed, every turn with its plays and the monster's move, in each language: a
/// snapshot (issue 25.6), and no English word in German or French.
#[test]
fn a_game_replay_in_each_language() {
    for lang in Lang::ALL {
        let text = replayed("tests/games/first-turn.yaml", lang);
        insta::assert_snapshot!(format!("game-replay-{}", lang.code()), text);
        if lang != Lang::En {
            let words = english_words(&text, lang, &BTreeSet::new());
            assert!(words.is_empty(), "{lang:?}: {words:?}");
        }
    }
}

/// Pawns removed in round 1 go back beside the entrance with the face they had (S18): told of
/// one pawn in the singular, of two in the plural, in each language.
#[test]
fn pawns_back_beside_the_entrance_in_the_singular_and_the_plural() {
    for (lang, one, two) in [
        (Lang::En, "the face it had (S18)", "the face they had (S18)"),
        (Lang::De, "die sie zeigte (S18)", "die sie zeigten (S18)"),
        (Lang::Fr, "qu'il montrait (S18)", "qu'ils montraient (S18)"),
    ] {
        // One sentence a line: the wrapped lines joined.
        let text = replayed("tests/games/three-players-no-winner.yaml", lang)
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        // In this game, one monster phase of round 1 removes one pawn, five remove two or more.
        assert_eq!(text.matches(one).count(), 1, "{lang:?}");
        assert_eq!(text.matches(two).count(), 5, "{lang:?}");
    }
}
