//! No English left in German or French: the scans of traces, pages, pictures, moves,
//! puzzles and searches for English words, and of the tables and outputs for decimal points,
//! bare percent signs and lines over 80 columns.

use super::{english_words, own_words, scenarios_under, svg_words};
use crate::common::{load_path, run_bin, stdout};
use furunkulus::geometry::Square;
use furunkulus::i18n::Lang;
use furunkulus::pawn::Dest;
use std::collections::BTreeSet;
use std::path::Path;

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

/// A game's picture (`game state|replay --format svg`) speaks the language in its legend
/// too, not only in its title.
#[test]
fn game_pictures_in_german_and_french_have_no_english_words() {
    let file = "tests/games/three-players-no-winner.yaml";
    // The record's players and pawns go by their English names, which are the file's.
    let skip: BTreeSet<String> = ["red", "blue", "green"]
        .iter()
        .flat_map(|p| {
            (1..=7)
                .map(move |n| format!("{p}{n}"))
                .chain([p.to_string()])
        })
        .collect();
    for lang in [Lang::De, Lang::Fr] {
        let code = lang.code();
        for command in ["state", "replay"] {
            let args = ["game", command, file, "--format", "svg", "--lang", code];
            let o = run_bin(&args);
            assert!(o.status.success(), "{args:?}");
            let text = svg_words(&stdout(&o)).join("\n");
            let english = english_words(&text, lang, &skip);
            assert!(english.is_empty(), "{args:?}: {english:?}\n{text}");
            let own = match lang {
                Lang::De => ["Eingang", "Ausgang"],
                _ => ["entrée", "sortie"],
            };
            for w in own {
                assert!(text.contains(w), "{args:?}: {w}\n{text}");
            }
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
