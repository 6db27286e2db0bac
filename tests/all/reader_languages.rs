//! The readers' own errors in German and French: a drawn map's problems, a game record's
//! (its form, its players, its plays), a file that cannot be written; each said in the
//! language [`furunkulus::i18n::speaking_in`] sets, with no English function words left.

use crate::languages::{english_words, says_all, scenario_refused_in};
use furunkulus::game::record;
use furunkulus::i18n::{speaking_in, Lang};
use std::collections::BTreeSet;

/// The file's own words (YAML keys, names, options as written), which stay as they are.
fn kept(words: &[&str]) -> BTreeSet<String> {
    words.iter().map(|w| w.to_string()).collect()
}

/// Asserts `text` has no English function words but those `skip` keeps.
fn no_english(text: &str, lang: Lang, skip: &BTreeSet<String>) {
    let found = english_words(text, lang, skip);
    assert!(found.is_empty(), "{lang:?}: English {found:?} in\n{text}");
}

/// A drawn map with a square that is no drawing, a row missing and a legend pawn not drawn.
fn bad_map() -> String {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/scenarios/maps/pawn-1.yaml"
    ))
    .expect("scenarios/maps/pawn-1.yaml");
    let text = text.replacen("    3 Y  .  .", "    3 Y  %  .", 1);
    let text: String = text
        .lines()
        .filter(|l| !l.starts_with("   10 "))
        .map(|l| format!("{l}\n"))
        .collect();
    text + "    Z: {}\n"
}

#[test]
fn a_drawn_maps_problems_in_german_and_french() {
    let text = bad_map();
    let said = |lang| scenario_refused_in(lang, &text, "m.yaml");
    let en = said(Lang::En);
    says_all(
        &en,
        &[
            "`%` is not a square's drawing",
            "row 10 is missing",
            "`legend`: pawn `Z` is not drawn on the map",
        ],
    );
    let de = said(Lang::De);
    says_all(
        &de,
        &[
            "`%` ist keine Zeichnung eines Felds",
            "Reihe 10 fehlt: eine Karte zeichnet alle 11 Reihen",
            "die Spielfigur `Z` ist auf der Karte nicht gezeichnet",
        ],
    );
    let fr = said(Lang::Fr);
    says_all(
        &fr,
        &[
            "`%` n'est pas le dessin d'une case",
            "il manque la rangée 10",
            "le pion `Z` n'est pas dessiné sur la carte",
        ],
    );
    // `at: waiting` and `at: SQUARE` are the file's keys and words.
    let skip = kept(&["at"]);
    no_english(&de, Lang::De, &skip);
    no_english(&fr, Lang::Fr, &skip);
}

/// A record's error as printed, read (and replayed) in `lang`.
fn refused_in(lang: Lang, text: &str) -> String {
    speaking_in(lang, || match record::parse(text, "r.yaml") {
        Err(e) => e.to_string(),
        Ok(rf) => match rf.replay(Default::default()) {
            Err(e) => e.to_string(),
            Ok(_) => panic!("the record was accepted:\n{text}"),
        },
    })
}

#[test]
fn a_records_problems_in_german_and_french() {
    // The form: a seed below 0, an unknown setup, a play with no pawn, a square off the board.
    let form = "players: [rot, blau]\nseed: -4\nsetup: fancy\nturns:\n  - plays:\n      - { pawn: rot5, to: z9 }\n      - { to: o11 }\n";
    // The replay: a pawn that is not in the game.
    let play = "players: [rot, blau]\nturns:\n  - plays:\n      - { pawn: gelb5, to: p11 }\n";
    // The table: one player.
    let table = "players: [rot]\n";
    let en = [form, play, table]
        .map(|r| refused_in(Lang::En, r))
        .join("\n");
    says_all(
        &en,
        &[
            "seed: must be a whole number 0 or more, found `-4`",
            "setup: `fancy` is unknown",
            "turn 1, play 1 (rot5): play `to`: `z9` is not a square",
            "turn 1, play 2: a play: missing `pawn`",
            "turn 1, play 1 (gelb5): no pawn `gelb5` in this game (the pawns are rot1,",
            "a game has 2 to 7 players, not 1 (S15)",
        ],
    );
    let de = [form, play, table]
        .map(|r| refused_in(Lang::De, r))
        .join("\n");
    says_all(
        &de,
        &[
            "seed: muss eine ganze Zahl ab 0 sein, gefunden: `-4`",
            "setup: `fancy` ist unbekannt",
            "Runde 1, Zug 1 (rot5): play `to`: `z9` ist kein Feld",
            "Runde 1, Zug 2: ein Zug: `pawn` fehlt",
            "keine Spielfigur `gelb5` in diesem Spiel",
            "ein Spiel hat 2 bis 7 Spieler, nicht 1 (S15)",
        ],
    );
    let fr = [form, play, table]
        .map(|r| refused_in(Lang::Fr, r))
        .join("\n");
    says_all(
        &fr,
        &[
            "seed\u{a0}: doit être un nombre entier",
            "setup\u{a0}: `fancy` est inconnu",
            "tour 1, coup 1 (rot5)\u{a0}: play `to`\u{a0}: `z9` n'est pas une case",
            "tour 1, coup 2\u{a0}: un coup\u{a0}: il manque `pawn`",
            "pas de pion `gelb5` dans cette partie",
            "une partie se joue de 2 à 7 joueurs, pas 1 (S15)",
        ],
    );
    // `play \`to\``, `pawn`, `out` are the file's keys and words.
    let skip = kept(&["to", "out", "pawn"]);
    no_english(&de, Lang::De, &skip);
    no_english(&fr, Lang::Fr, &skip);
}

#[test]
fn a_tile_refused_in_german_and_french() {
    // The monster phase before the pawns are played (G1).
    let text = "players: [rot, blau]\nturns:\n  - tile: 8\n";
    let de = refused_in(Lang::De, text);
    assert!(
        de.contains("Runde 1, Karte 8: die Monsterphase kommt erst, wenn jede Spielfigur"),
        "{de}"
    );
    let fr = refused_in(Lang::Fr, text);
    assert!(
        fr.contains("tour 1, tuile 8\u{a0}: la phase du monstre vient quand chaque pion"),
        "{fr}"
    );
    no_english(&de, Lang::De, &BTreeSet::new());
    no_english(&fr, Lang::Fr, &BTreeSet::new());
}

#[test]
fn a_file_that_cannot_be_written_in_german_and_french() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("out.yaml");
    std::fs::write(&file, "one").unwrap();
    let said = |lang| {
        speaking_in(lang, || {
            let exists = furunkulus::files::write_file(&file, b"two", false)
                .expect_err("exists")
                .to_string();
            let dash = furunkulus::files::write_file(std::path::Path::new("-"), b"x", true)
                .expect_err("dash")
                .to_string();
            let dir = furunkulus::files::write_file(dir.path(), b"x", true)
                .expect_err("a directory")
                .to_string();
            format!("{exists}\n{dash}\n{dir}")
        })
    };
    let en = said(Lang::En);
    assert!(
        en.contains("the file exists with other contents; give --force"),
        "{en}"
    );
    let de = said(Lang::De);
    says_all(
        &de,
        &[
            "die Datei gibt es schon mit anderem Inhalt; gib --force an",
            "die Standardausgabe ist hier keine Datei",
            ": ist ein Verzeichnis",
        ],
    );
    let fr = said(Lang::Fr);
    says_all(
        &fr,
        &[
            "le fichier existe avec un autre contenu\u{a0}; donnez --force",
            "la sortie standard n'est pas un fichier ici",
            "\u{a0}: est un dossier",
        ],
    );
    // The temporary folder's path is no sentence (`english_words` leaves paths out).
    no_english(&de, Lang::De, &kept(&[]));
    no_english(&fr, Lang::Fr, &kept(&[]));
}

// ---------------------------------------------------------------------------------------
// Searches, plots, `check`, the page's result words.

/// The words of an SVG picture: the text of its `<text>` and `<title>` elements.
fn svg_words(svg: &str) -> String {
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
    out.join("\n")
}

#[test]
fn search_places_goal_and_count_refused_in_german_and_french() {
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/scenarios/rulebook/pawn-1.yaml"
    );
    let said = |lang: &str, extra: &[&str]| {
        let mut args = vec!["search", "place", file, "--lang", lang];
        args.extend_from_slice(extra);
        let o = crate::common::run_bin(&args);
        assert_ne!(o.status.code(), Some(0), "{lang} {extra:?}");
        crate::common::stderr(&o)
    };
    let bad_goal = ["--count", "1", "--goal", "win"];
    let no_count = ["--count", "0", "--goal", "survive"];
    let en = said("en", &bad_goal) + &said("en", &no_count);
    says_all(
        &en,
        &[
            "--goal win: say survive (none of the new pawns is removed)",
            "--count 0: place at least one pawn",
        ],
    );
    let de = said("de", &bad_goal) + &said("de", &no_count);
    says_all(
        &de,
        &[
            "--goal win: gib an: survive (keine der neuen Spielfiguren wird entfernt)",
            "--count 0: setze mindestens eine Spielfigur",
        ],
    );
    let fr = said("fr", &bad_goal) + &said("fr", &no_count);
    says_all(
        &fr,
        &[
            "--goal win\u{a0}: indiquez survive (aucun des nouveaux pions n'est retiré)",
            "--count 0\u{a0}: placez au moins un pion",
        ],
    );
    // The goal words and the program's usage line are typed as they are.
    let skip = kept(&["survive", "feed", "protect", "safe", "from", "win"]);
    let words = |text: &str| {
        text.lines()
            .filter(|l| !l.to_lowercase().starts_with("usage") && !l.contains("--help"))
            .collect::<Vec<_>>()
            .join("\n")
    };
    no_english(&words(&de), Lang::De, &skip);
    no_english(&words(&fr), Lang::Fr, &skip);
}

#[test]
fn a_simulation_plot_in_german_and_french() {
    use furunkulus::ai::simulate::{SeatStats, Stats};
    use furunkulus::render::svg::plot::{self, Simulated};
    let seat = |wins: u64| SeatStats {
        wins,
        win_rate: wins as f64 / 100.0,
        ci95: furunkulus::ai::simulate::wilson(wins, 100),
        mean_out: 1.0,
        mean_removed: 2.0,
    };
    let stats = Stats {
        games: 100,
        seats: vec![seat(60), seat(38)],
        start_player_wins: 50,
        no_winner: 2,
        mean_turns: 11.5,
        reached_round_2: 0.1,
        lengths: vec![(9, 40), (11, 50), (12, 10)],
    };
    let seats: Vec<String> = ["rot", "blau"].map(String::from).to_vec();
    let ais: Vec<String> = ["greedy", "random"].map(String::from).to_vec();
    let svg = |lang| {
        svg_words(&plot::simulation(
            &Simulated {
                seats: &seats,
                ais: &ais,
                setup: "advanced",
                three_prey: true,
                seed: 7,
                lang,
            },
            &stats,
        ))
    };
    let en = svg(Lang::En);
    assert!(en.contains("Simulated games"), "{en}");
    let de = svg(Lang::De);
    says_all(
        &de,
        &[
            "Simulierte Spiele",
            "100 Spiele, 2 Spieler, fortgeschrittener Aufbau, Variante „3 Treffer“, Startwert 7",
            "Platz 1, rot: greedy",
            "Spieldauer: Spiele nach Anzahl der Runden",
            "Spiele ohne Sieger: 2.",
        ],
    );
    let fr = svg(Lang::Fr);
    says_all(
        &fr,
        &[
            "Parties simulées",
            "100 parties, 2 joueurs, mise en place avancée",
            "place 2, blau\u{a0}: random",
            "Parties sans vainqueur\u{a0}: 2.",
        ],
    );
    // The AIs' names (`greedy`, `random`) are the levels as typed.
    let skip = kept(&["greedy", "random"]);
    no_english(&de, Lang::De, &skip);
    no_english(&fr, Lang::Fr, &skip);
}

#[test]
fn check_says_valid_in_german_and_french() {
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/scenarios/rulebook/monster-basic.yaml"
    );
    let said = |lang: &str| {
        let o = crate::common::run_bin(&["check", file, "--lang", lang]);
        assert_eq!(o.status.code(), Some(0), "{lang}");
        // One line, however the long path wrapped it.
        crate::common::stdout(&o)
            .split([' ', '\n'])
            .filter(|w| !w.is_empty())
            .collect::<Vec<_>>()
            .join(" ")
    };
    let en = said("en");
    assert!(en.contains("monster-basic.yaml: valid ("), "{en}");
    assert!(en.contains(", tile "), "{en}");
    let de = said("de");
    assert!(de.contains("monster-basic.yaml: gültig ("), "{de}");
    assert!(de.contains(", Karte "), "{de}");
    let fr = said("fr");
    assert!(fr.contains("monster-basic.yaml\u{a0}: valable ("), "{fr}");
    assert!(fr.contains(", tuile "), "{fr}");
    no_english(&de, Lang::De, &BTreeSet::new());
    no_english(&fr, Lang::Fr, &BTreeSet::new());
}

#[test]
fn the_pages_result_words_are_in_the_language() {
    use furunkulus::render::moves::{result_json, result_words_in, start_of};
    let s = furunkulus::scenario::load_file(std::path::Path::new(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/scenarios/rulebook/pawn-1.yaml"
    )))
    .expect("loads");
    let position = s.position();
    let pawn = s.pawn_id("P").expect("pawn P");
    let moves = furunkulus::pawn::legal_moves(position.board(), pawn, 4, &s.options);
    let m = moves.first().expect("a move");
    let names = furunkulus::render::trace::Names(position.pawns());
    let start = start_of(position.board(), pawn);
    for lang in Lang::ALL {
        let v = result_json(m, start, &names, lang);
        assert_eq!(v["words"], result_words_in(lang, m, start), "{lang:?}");
        // The keys are the same in every language.
        assert!(v.get("pawn").is_some() && v.get("board").is_some());
    }
    assert_ne!(
        result_json(m, start, &names, Lang::De)["words"],
        result_json(m, start, &names, Lang::En)["words"]
    );
}

#[test]
fn game_play_refuses_standard_input_in_german_and_french() {
    let said = |lang: &str| {
        let o = crate::common::run_bin(&["game", "play", "-", "--lang", lang]);
        assert_eq!(o.status.code(), Some(2), "{lang}");
        crate::common::stderr(&o)
    };
    assert!(
        said("en").contains("game play -: the record is rewritten after every play"),
        "{}",
        said("en")
    );
    let de = said("de");
    assert!(
        de.contains("game play -: das Protokoll wird nach jedem Zug neu geschrieben"),
        "{de}"
    );
    let fr = said("fr");
    assert!(
        fr.contains("game play -\u{a0}: l'enregistrement est réécrit après chaque coup"),
        "{fr}"
    );
    let words = |text: &str| text.replace("game play", "");
    no_english(&words(&de), Lang::De, &BTreeSet::new());
    no_english(&words(&fr), Lang::Fr, &BTreeSet::new());
}

/// A copy of the easy move puzzle of seed 2003 with `edits` (from, to) made, written to a
/// file of its own; its path.
fn puzzle_variant(name: &str, edits: &[(&str, &str)]) -> std::path::PathBuf {
    let mut text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/scenarios/puzzles/basic-move-easy-2003-01.yaml"
    ))
    .expect("the stored puzzle");
    for (from, to) in edits {
        assert!(text.contains(from), "{from}");
        text = text.replacen(from, to, 1);
    }
    let dir = std::env::temp_dir().join(format!("furunkulus-pw-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    let path = dir.join(name);
    std::fs::write(&path, text).expect("written");
    path
}

/// `puzzle solve FILE --lang LANG`'s standard error, the run refused.
fn solve_refused(file: &std::path::Path, lang: &str) -> String {
    let o = crate::common::run_bin(&["puzzle", "solve", file.to_str().unwrap(), "--lang", lang]);
    assert_eq!(
        o.status.code(),
        Some(1),
        "{lang}: {}",
        crate::common::stderr(&o)
    );
    crate::common::stderr(&o)
}

#[test]
fn a_broken_puzzle_files_problems_in_german_and_french() {
    let file = puzzle_variant(
        "broken.yaml",
        &[
            ("  move: red1", "  move: [red1, nobody]"),
            ("feed: [blue1]", "feed: [ghost]"),
            ("themes: [lure, push]", "themes: [lure, lure]"),
            ("difficulty: easy", "difficulty: extreme"),
            ("seed: 2003", "seed: -1"),
        ],
    );
    let shown = file.display().to_string();
    let en = solve_refused(&file, "en");
    for w in [
        ":13:16: puzzle `move`: no pawn `nobody` (pawns: red1,",
        ":14:9: puzzle `goal`: no pawn `ghost` to feed",
        ":21:18: puzzle `themes`: `lure` is named twice",
        ":35:15: puzzle `difficulty`: `extreme` is unknown (easy, medium or hard)",
        ":37:9: puzzle `seed` must be a whole number, found `-1`",
    ] {
        assert!(en.contains(&format!("{shown}{w}")), "{w}\n{en}");
    }
    let de = solve_refused(&file, "de");
    for w in [
        ": 5 Probleme gefunden, nichts wurde geladen",
        ":13:16: puzzle `move`: keine Spielfigur `nobody` (Spielfiguren: red1,",
        ":14:9: puzzle `goal`: keine Spielfigur `ghost` zum Fressen",
        ":21:18: puzzle `themes`: `lure` steht zweimal da",
        ":35:15: puzzle `difficulty`: `extreme` ist unbekannt (easy, medium oder hard)",
        ":37:9: puzzle `seed` muss eine ganze Zahl sein, gefunden: `-1`",
    ] {
        assert!(de.contains(&format!("{shown}{w}")), "{w}\n{de}");
    }
    let fr = solve_refused(&file, "fr");
    for w in [
        ": 5 problèmes trouvés, rien n'a été chargé",
        ":13:16: puzzle `move` : aucun pion `nobody` (pions : red1,",
        ":14:9: puzzle `goal` : aucun pion `ghost` à faire dévorer",
        ":21:18: puzzle `themes` : `lure` est nommé deux fois",
        ":35:15: puzzle `difficulty` : `extreme` est inconnu (easy, medium ou hard)",
        ":37:9: puzzle `seed` doit être un nombre entier, trouvé : `-1`",
    ] {
        assert!(fr.contains(&format!("{shown}{w}")), "{w}\n{fr}");
    }
    // The file's keys and words (`move`, `goal`, `difficulty`'s names) stay as they are.
    let skip = kept(&["move", "feed", "easy", "medium", "hard", "or"]);
    no_english(&de.replace(&shown, "F"), Lang::De, &skip);
    no_english(&fr.replace(&shown, "F"), Lang::Fr, &skip);
}

#[test]
fn a_wrong_stated_solution_in_german_and_french() {
    // A path that is no legal move: refused while loading, with the pawn's reasons.
    let illegal = puzzle_variant("illegal.yaml", &[("solution: [[p7]]", "solution: [[a1]]")]);
    let en = solve_refused(&illegal, "en");
    assert!(
        en.contains(
            ":15:14: a solution path is not a legal move: red1 cannot go a1: a1 is not next to o7"
        ),
        "{en}"
    );
    let de = solve_refused(&illegal, "de");
    assert!(
        de.contains(":15:14: ein Weg der Lösung ist kein erlaubter Zug: red1 kann nicht über a1 ziehen: a1 liegt nicht neben o7"),
        "{de}"
    );
    let fr = solve_refused(&illegal, "fr");
    assert!(
        fr.contains(":15:14: un chemin de la solution n'est pas un déplacement permis : red1 ne peut pas aller par a1 : a1 n'est pas voisine de o7"),
        "{fr}"
    );
    let skip = kept(&[]);
    let shown = illegal.display().to_string();
    no_english(&de.replace(&shown, "F"), Lang::De, &skip);
    no_english(&fr.replace(&shown, "F"), Lang::Fr, &skip);
    // A stated solution that is not the solver's: what each says.
    let wrong = puzzle_variant("wrong.yaml", &[("solution: [[p7]]", "solution: []")]);
    let en = solve_refused(&wrong, "en");
    assert!(
        en.contains(
            ":15:13: the stated solution is wrong: stated that there is none; the solution is p7"
        ),
        "{en}"
    );
    let de = solve_refused(&wrong, "de");
    assert!(
        de.contains(
            ":15:13: die angegebene Lösung ist falsch: angegeben: es gibt keine; die Lösung ist p7"
        ),
        "{de}"
    );
    let fr = solve_refused(&wrong, "fr");
    assert!(
        fr.contains(":15:13 : la solution donnée est fausse : la solution donnée dit qu'il n'y en a aucune ; la solution est p7"),
        "{fr}"
    );
    let shown = wrong.display().to_string();
    no_english(&de.replace(&shown, "F"), Lang::De, &skip);
    no_english(&fr.replace(&shown, "F"), Lang::Fr, &skip);
}

#[test]
fn puzzle_generates_report_in_german_and_french() {
    let dir = std::env::temp_dir().join(format!("furunkulus-pw-gen-{}", std::process::id()));
    let said = |lang: &str| {
        let out = dir.join(lang);
        let o = crate::common::run_bin(&[
            "puzzle",
            "generate",
            "--seed",
            "7",
            "--count",
            "1",
            "--kind",
            "predict",
            "--difficulty",
            "any",
            "--out",
            out.to_str().unwrap(),
            "--lang",
            lang,
            "--force",
        ]);
        assert_eq!(o.status.code(), Some(0), "{}", crate::common::stderr(&o));
        // One line per sentence, the folder named F.
        crate::common::stdout(&o)
            .replace(out.to_str().unwrap(), "F")
            .replace("\n  ", " ")
    };
    let en = said("en");
    says_all(&en, &[
        "wrote F/basic-predict-easy-7-01.yaml: easy predict (score 0); tiles 7, prey-1, prey-2; solution the 7;",
        "(attempt 1)\n1 puzzle with a unique solution from 2 attempts.\n",
    ]);
    let de = said("de");
    says_all(&de, &[
        "geschrieben F/basic-predict-easy-7-01.yaml: Rätsel „Vorhersage“, leicht (Wertung 0); Monsterkarten 7, „1 Treffer“, „2 Treffer“; Lösung die 7;",
        "(Versuch 1)\n1 Rätsel mit eindeutiger Lösung aus 2 Versuchen.\n",
    ]);
    let fr = said("fr");
    says_all(
        &fr,
        &[
            "écrit F/basic-predict-easy-7-01.yaml : énigme « prédire », facile (score 0) ;",
            "(essai 1)\n1 énigme à solution unique en 2 essais.\n",
        ],
    );
    // The file's name keeps its words (`basic`, `predict`).
    let skip = kept(&["basic", "predict", "easy", "yaml"]);
    no_english(&de, Lang::De, &skip);
    no_english(&fr, Lang::Fr, &skip);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_records_unknown_ai_level_in_german_and_french() {
    let text = "players: [rot, blau]\nseats: { rot: best }\n";
    assert!(refused_in(Lang::En, text).contains("seats: rot: unknown AI level `best`"));
    let de = refused_in(Lang::De, text);
    assert!(
        de.contains("unbekannte KI-Stufe `best`: die Stufen heißen random"),
        "{de}"
    );
    let fr = refused_in(Lang::Fr, text);
    assert!(
        fr.contains("niveau d'IA inconnu `best`\u{a0}: les niveaux sont random"),
        "{fr}"
    );
    // `seats` is the file's key; the levels' names are typed as they are.
    let skip = kept(&[
        "seats",
        "random",
        "greedy",
        "brs",
        "paranoid",
        "expectimax",
        "mcts",
    ]);
    no_english(&de, Lang::De, &skip);
    no_english(&fr, Lang::Fr, &skip);
}
