//! A drawn pawn means what the tool draws (issue 26.4): `R5` in a drawn map, with no legend
//! line for it, is a pawn of the player whose initial is R showing 5; the look-alike labels
//! of the text board (`b3`, another letter of the name) read back the same way; the text
//! boards of `show` and of game states, pasted as maps, load back to the same pawns with
//! their players and faces; a letter that names no player or several is an error at its
//! line and column, in the language spoken.

use crate::common::{run_bin, sq, stdout};
use furunkulus::board::PawnPlace;
use furunkulus::game::record;
use furunkulus::i18n::{speaking_in, Lang};
use furunkulus::position::Position;
use furunkulus::scenario::{self, Problem, Scenario};
use std::collections::BTreeSet;

/// The 14 lines of the first board drawn in `text` (header to the south wall's letters).
fn board_lines(text: &str) -> Vec<String> {
    let lines: Vec<&str> = text.lines().collect();
    let start = lines
        .iter()
        .position(|l| l.trim_start().starts_with("a  b  c  d"))
        .unwrap_or_else(|| panic!("no board in:\n{text}"));
    lines[start..start + 14]
        .iter()
        .map(|l| l.to_string())
        .collect()
}

/// A scenario file: `head`, then the board lines as `map: |2`, then `tail`.
fn map_file(head: &str, board: &[String], tail: &str) -> String {
    let mut out = head.to_string();
    out.push_str("map: |2\n");
    for l in board {
        out.push_str(&format!("  {l}\n"));
    }
    out.push_str(tail);
    out
}

/// Every pawn on the board: its square, player and face (names are the labels once read).
fn drawn_pawns(p: &Position) -> BTreeSet<(String, Option<String>, Option<u8>)> {
    p.pawns()
        .iter()
        .enumerate()
        .filter_map(
            |(i, pawn)| match p.board().pawn(furunkulus::board::PawnId(i as u8)) {
                PawnPlace::At(at) => Some((at.to_string(), pawn.player.clone(), pawn.face)),
                _ => None,
            },
        )
        .collect()
}

fn parse(text: &str) -> Scenario {
    scenario::parse(text, "m.yaml").unwrap_or_else(|e| panic!("{e}\n{text}"))
}

fn refused_in(lang: Lang, text: &str) -> Vec<Problem> {
    match speaking_in(lang, || scenario::parse(text, "m.yaml")) {
        Ok(_) => panic!("accepted:\n{text}"),
        Err(e) => e.problems,
    }
}

/// The empty board with `cells` drawn on it (square, label).
fn board_with(cells: &[(&str, &str)]) -> Vec<String> {
    let out = run_bin(&["show", "scenarios/rulebook/pawn-1.yaml", "--color", "never"]);
    let mut lines: Vec<Vec<char>> = board_lines(&stdout(&out))
        .iter()
        .map(|l| l.chars().collect())
        .collect();
    // Clear every square, then draw the cells.
    for r in 0..11u8 {
        for c in 0..16u8 {
            if furunkulus::geometry::Square::new(c, r).is_some() {
                let line = &mut lines[r as usize + 2];
                let col = 7 + 3 * c as usize;
                line[col] = '.';
                line[col + 1] = ' ';
            }
        }
    }
    for (at, label) in cells {
        let s = sq(at);
        let line = &mut lines[s.row() as usize + 2];
        let col = 7 + 3 * s.col() as usize;
        for (k, ch) in label.chars().enumerate() {
            line[col + k] = ch;
        }
    }
    lines
        .into_iter()
        .map(|l| l.into_iter().collect::<String>().trim_end().to_string())
        .collect()
}

/// The pawn named `name`: its player and face.
fn who(s: &Scenario, name: &str) -> (Option<String>, Option<u8>) {
    let id = s.pawn_id(name).unwrap_or_else(|| panic!("no pawn {name}"));
    let p = &s.pawns()[id.0 as usize];
    (p.player.clone(), p.face)
}

fn of(player: &str, face: u8) -> (Option<String>, Option<u8>) {
    (Some(player.to_string()), Some(face))
}

#[test]
fn a_drawn_r5_is_a_pawn_of_the_player_whose_initial_is_r_showing_5() {
    let board = board_with(&[("j2", "R5"), ("k3", "B3"), ("l4", "b3"), ("m5", "G4")]);
    let s = parse(&map_file(
        "",
        &board,
        "legend:\n  players: [red, blue, green]\n",
    ));
    assert_eq!(who(&s, "R5"), of("red", 5));
    assert_eq!(who(&s, "B3"), of("blue", 3));
    assert_eq!(who(&s, "b3"), of("blue", 3), "lower case: the same player");
    assert_eq!(who(&s, "G4"), of("green", 4));
    assert_eq!(
        s.board().pawn(s.pawn_id("R5").unwrap()),
        PawnPlace::At(sq("j2"))
    );
    // A label that is no letter and face stays a plain pawn's name.
    let s = parse(&map_file("", &board_with(&[("j2", "P0"), ("k3", "A")]), ""));
    assert_eq!(who(&s, "P0"), (None, None));
    assert_eq!(who(&s, "A"), (None, None));
}

#[test]
fn the_players_come_from_the_legend_its_pawns_or_the_list() {
    // From a legend pawn's player and from the `pawns:` list: no `players:` needed.
    let board = board_with(&[("j2", "R5"), ("k3", "x1"), ("l4", "B2")]);
    let s = parse(&map_file(
        "pawns:\n  - { name: blue9, at: waiting, player: blue, face: 6 }\n",
        &board,
        "legend:\n  pawns:\n    x1: { player: red, face: 1 }\n",
    ));
    assert_eq!(who(&s, "R5"), of("red", 5));
    assert_eq!(who(&s, "B2"), of("blue", 2));
    // A legend line wins over the letter: `R5` given as someone else's.
    let s = parse(&map_file(
        "",
        &board_with(&[("j2", "R5")]),
        "legend:\n  players: [red]\n  pawns:\n    R5: { player: Rosa, face: 2 }\n",
    ));
    assert_eq!(who(&s, "R5"), of("Rosa", 2));
}

#[test]
fn another_letter_names_the_one_player_whose_name_holds_it() {
    // Ben's look-alikes as the text board draws them: B3, b3, then E3 (Clara has no e).
    let board = board_with(&[("j2", "B3"), ("k3", "b3"), ("l4", "E3"), ("m5", "L1")]);
    let s = parse(&map_file("", &board, "legend:\n  players: [Ben, Clara]\n"));
    assert_eq!(who(&s, "E3"), of("Ben", 3));
    assert_eq!(who(&s, "L1"), of("Clara", 1), "only Clara's name has an l");
    // A letter in two names and nobody's initial: an error (A: Anna and Clara).
    let board = board_with(&[("j2", "A3")]);
    let ps = refused_in(
        Lang::En,
        &map_file("", &board, "legend:\n  players: [Ben, Clara, Dana]\n"),
    );
    assert!(ps[0].message.contains("Clara and Dana"), "{ps:#?}");
}

/// Where square `at` stands in a file made by [`map_file`] after `head_lines` lines.
fn place_of(head_lines: u64, at: &str) -> (u64, u64) {
    let s = sq(at);
    (
        head_lines + 4 + u64::from(s.row()),
        10 + 3 * u64::from(s.col()),
    )
}

#[test]
fn a_letter_of_no_player_or_of_several_is_an_error_at_its_place_in_three_languages() {
    let board = board_with(&[("j2", "R5"), ("k3", "B3")]);
    // No player named at all.
    let text = map_file("", &board, "");
    let cases: [(Lang, &str); 3] = [
        (Lang::En, "this file names no player"),
        (Lang::De, "diese Datei nennt keinen Spieler"),
        (Lang::Fr, "ce fichier ne nomme aucun joueur"),
    ];
    for (lang, needle) in cases {
        let ps = refused_in(lang, &text);
        assert_eq!(ps.len(), 2, "{ps:#?}");
        let p = ps.iter().find(|p| p.message.contains("`R5`")).unwrap();
        assert_eq!((p.line, p.column), place_of(0, "j2"));
        assert!(p.message.contains(needle), "{lang:?}: {}", p.message);
    }
    // Players named, none with an R in the name (with green, `R5` would be green's).
    let text = map_file("", &board, "legend:\n  players: [blue, white]\n");
    let cases: [(Lang, &str); 3] = [
        (Lang::En, "no player's name has a R (blue and white)"),
        (Lang::De, "kein Spielername enthält ein R (blue und white)"),
        (
            Lang::Fr,
            "aucun nom de joueur ne contient de R (blue et white)",
        ),
    ];
    for (lang, needle) in cases {
        let ps = refused_in(lang, &text);
        assert_eq!(ps.len(), 1, "{ps:#?}");
        assert_eq!((ps[0].line, ps[0].column), place_of(0, "j2"));
        assert!(
            ps[0].message.contains(needle),
            "{lang:?}: {}",
            ps[0].message
        );
    }
    // Two players with the initial R.
    let text = map_file("", &board, "legend:\n  players: [red, Rosa, blue]\n");
    let cases: [(Lang, &str); 3] = [
        (Lang::En, "could be a pawn of red and Rosa"),
        (Lang::De, "könnte eine Spielfigur von red und Rosa sein"),
        (Lang::Fr, "pourrait être un pion de red et Rosa"),
    ];
    for (lang, needle) in cases {
        let ps = refused_in(lang, &text);
        assert_eq!(ps.len(), 1, "{ps:#?}");
        assert_eq!((ps[0].line, ps[0].column), place_of(0, "j2"));
        assert!(
            ps[0].message.contains(needle),
            "{lang:?}: {}",
            ps[0].message
        );
    }
}

/// `show`'s text board of `file`, pasted as a map with the players in the legend, loads back
/// to the same pawns on the board with their players and faces.
fn show_round_trips(file: &str) {
    let text = std::fs::read_to_string(file).unwrap();
    let (s, _) = furunkulus::puzzle::parse_any(&text, file).unwrap();
    let out = run_bin(&["show", file, "--color", "never"]);
    let players = s.position().players().join(", ");
    let text = map_file(
        "",
        &board_lines(&stdout(&out)),
        &format!("legend:\n  players: [{players}]\n"),
    );
    let back = parse(&text);
    assert_eq!(
        drawn_pawns(back.position()),
        drawn_pawns(s.position()),
        "{file}\n{text}"
    );
}

#[test]
fn the_text_boards_of_show_read_back_as_the_same_pawns() {
    for file in [
        "scenarios/puzzles/advanced-move-easy-2003-01.yaml",
        "scenarios/puzzles/basic-move-easy-2003-01.yaml",
        "scenarios/puzzles/basic-two-moves-hard-2003-01.yaml",
        "scenarios/puzzles/advanced-weapon-medium-2003-02.yaml",
    ] {
        show_round_trips(&format!("{}/{file}", env!("CARGO_MANIFEST_DIR")));
    }
}

#[test]
fn look_alike_labels_read_back_as_the_same_pawns() {
    // Ben has four pawns showing 3 (B3, b3, E3, N3), Clara one, Bea one: every label reads
    // back as its own player's pawn showing its face.
    let dir = std::env::temp_dir().join(format!("furunkulus-labels-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("alike.yaml");
    std::fs::write(
        &file,
        "pawns:\n\
         - { name: Ben1, at: j2, player: Ben, face: 3 }\n\
         - { name: Ben2, at: k3, player: Ben, face: 3 }\n\
         - { name: Ben3, at: l4, player: Ben, face: 3 }\n\
         - { name: Ben4, at: m5, player: Ben, face: 3 }\n\
         - { name: Clara1, at: n6, player: Clara, face: 3 }\n\
         - { name: Clara2, at: o7, player: Clara, face: 3 }\n\
         - { name: Dora1, at: f6, player: Dora, face: 5 }\n",
    )
    .unwrap();
    let path = file.to_str().unwrap();
    let out = stdout(&run_bin(&["show", path, "--color", "never"]));
    for label in ["B3", "b3", "E3", "N3", "C3", "c3", "D5"] {
        assert!(
            out.contains(&format!(" {label} ")),
            "{label} not drawn:\n{out}"
        );
    }
    show_round_trips(path);
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn the_boards_of_game_states_read_back_as_the_same_pawns() {
    let games = format!("{}/tests/games", env!("CARGO_MANIFEST_DIR"));
    let mut seen = 0;
    for entry in std::fs::read_dir(&games).unwrap() {
        let path = entry.unwrap().path();
        let rec = record::load_file(&path).unwrap();
        let game = rec.replay(Default::default()).unwrap().game;
        let position = game.position();
        let out = run_bin(&["game", "replay", path.to_str().unwrap(), "--color", "never"]);
        let players = rec.record.players.join(", ");
        let text = map_file(
            "",
            &board_lines(&stdout(&out)),
            &format!("legend:\n  players: [{players}]\n"),
        );
        let back = parse(&text);
        assert_eq!(
            drawn_pawns(back.position()),
            drawn_pawns(&position),
            "{}\n{text}",
            path.display()
        );
        seen += drawn_pawns(&position).len();
    }
    assert!(seen > 5, "the games draw pawns: {seen}");
}

#[test]
fn check_and_moves_work_on_a_drawn_b3() {
    let dir = std::env::temp_dir().join(format!("furunkulus-b3-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("b3.yaml");
    let board = board_with(&[("j2", "R5"), ("k3", "B3"), ("m5", "G4")]);
    std::fs::write(
        &file,
        map_file("", &board, "legend:\n  players: [red, blue, green]\n"),
    )
    .unwrap();
    let path = file.to_str().unwrap();
    let check = run_bin(&["check", path]);
    assert!(check.status.success(), "{}", stdout(&check));
    let moves = run_bin(&["moves", path, "--pawn", "B3", "--color", "never"]);
    assert!(moves.status.success(), "{}", crate::common::stderr(&moves));
    assert!(stdout(&moves).contains("B3"), "{}", stdout(&moves));
    // Without the players, `check` names the label, its line and column.
    std::fs::write(&file, map_file("", &board, "")).unwrap();
    let check = run_bin(&["check", path]);
    assert_eq!(check.status.code(), Some(1));
    let (line, column) = place_of(0, "k3");
    let all = format!("{}{}", stdout(&check), crate::common::stderr(&check));
    assert!(all.contains(&format!(":{line}:{column}")), "{all}");
    assert!(
        all.contains("`B3` is a pawn of the player whose initial is B"),
        "{all}"
    );
    std::fs::remove_dir_all(&dir).ok();
}
