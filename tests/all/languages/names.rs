//! Names in any alphabet, colour words in three languages, a colour given to a player, and
//! players named by a colour told in the reader's language (puzzles, questions, legends).

use super::{scenarios_under, svg_words};
use crate::common::{run_bin, stdout};
use furunkulus::i18n::Lang;
use std::collections::BTreeSet;
use std::path::Path;

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

/// A player is found by the name the outputs give it: `blau`, `Bleu` or `BLUE` is the player
/// `blue` (the seats of `--ai`), as written first, and by colour only when one player is
/// that colour.
#[test]
fn a_player_is_found_by_its_name_in_any_language_or_case() {
    use furunkulus::game::{Game, Seat};
    use furunkulus::setup::Setup;
    let players = |names: &[&str]| -> Vec<String> { names.iter().map(|s| s.to_string()).collect() };
    let g = Game::new(&players(&["red", "blue"]), None, &Setup::basic(), false).unwrap();
    for (name, seat) in [
        ("blue", 1),
        ("Blue", 1),
        ("blau", 1),
        ("Bleu", 1),
        ("rot", 0),
        ("rouge", 0),
    ] {
        assert_eq!(g.seat_of_player(name), Some(Seat(seat)), "{name}");
    }
    for name in ["grün", "green", "Anna", ""] {
        assert_eq!(g.seat_of_player(name), None, "{name}");
    }
    // Named in German: the English and French words find them too.
    let g = Game::new(&players(&["rot", "Anna"]), None, &Setup::basic(), false).unwrap();
    assert_eq!(g.seat_of_player("red"), Some(Seat(0)));
    assert_eq!(g.seat_of_player("anna"), Some(Seat(1)));
    // Two players of one colour: the colour finds neither, each name itself.
    let g = Game::new(&players(&["red", "rouge"]), None, &Setup::basic(), false).unwrap();
    assert_eq!(g.seat_of_player("rot"), None);
    assert_eq!(g.seat_of_player("rouge"), Some(Seat(1)));
    // At the terminal: `--ai blau=greedy` in a game of red and blue, in German.
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("g.yaml");
    let file = file.to_str().unwrap();
    crate::common::game_new(Path::new(file), "red,blue", "3");
    let o = crate::common::run_with_input(
        &["game", "play", file, "--ai", "blau=greedy", "--lang", "de"],
        "quit\n",
    );
    assert!(o.status.success(), "{}", crate::common::stderr(&o));
    assert!(std::fs::read_to_string(file)
        .unwrap()
        .contains("blue: greedy"));
    let o = crate::common::run_with_input(
        &["game", "play", file, "--ai", "grün=greedy", "--lang", "de"],
        "quit\n",
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(crate::common::stderr(&o).contains("(Rot, Blau)"));
}
