//! Game records (docs/FORMAT.md section 6): every kind of bad input named with its line, all at
//! once; the advanced setup's placements checked against G9/S21 under each `keep-clear`; the
//! writer's output read back to the same record; files written safely.

use crate::game_support::{fixture, refused, replay};
use furunkulus::game::record::{self, Placed, Record, RecordSetup};
use furunkulus::geometry::{Dir, Square};
use furunkulus::report::game::random_placements;
use furunkulus::rng::Rng;
use furunkulus::rules::{KeepClear, Options};

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

fn line_of(text: &str, needle: &str) -> usize {
    text.lines()
        .position(|l| l.contains(needle))
        .unwrap_or_else(|| panic!("no line with {needle} in\n{text}"))
        + 1
}

// ---------------------------------------------------------------------------------------
// The form of a record.

#[test]
fn every_problem_of_a_record_is_named_with_its_line_at_once() {
    let text = "\
players: [red, red2, blue]
setup: basic
seed: -4
variant: [four-prey]
colour: green
options: { pivot-chain: maybe }
turns:
  - plays:
      - { pawn: red5, to: z9 }
      - { to: o11 }
      - { pawn: blue5 }
      - { pawn: blue4, path: [p11, q3] }
    tile: 25
  - tiles: 5
";
    let e = refused(text);
    for want in [
        "test.yaml: 11 problems found, nothing was loaded",
        "test.yaml:1:16: player `red2`: a player's name is a word of letters only",
        "test.yaml:3:7: seed: must be a whole number 0 or more, found `-4`",
        "test.yaml:4:11: variant: `four-prey` is unknown (the variant is `three-prey`, G7)",
        "test.yaml:5:1: the record: unknown key `colour`",
        "test.yaml:6:25: option `pivot-chain` has no value `maybe` (use one of: turn-again, push)",
        "test.yaml:9:27: turn 1, play 1 (red5): play `to`: `z9` is not a square (write a column a..p and a row 1..11, like j8), or `out`, or `waiting`",
        "test.yaml:10:9: turn 1, play 2: a play: missing `pawn`",
        "test.yaml:11:9: turn 1, play 3 (blue5): a play gives `to` (where the pawn ends), `path` (one square per point) or both",
        "test.yaml:12:36: turn 1, play 4 (blue4): a square of `path`: `q3` is not a square",
        "test.yaml:13:11: turn 1: tile: `25` is not a tile",
        "test.yaml:14:5: turn 2: a turn: unknown key `tiles` (known keys: plays, tile)",
    ] {
        assert!(e.contains(want), "missing {want:?} in\n{e}");
    }
    // The players are checked once the rest of the setup reads: a bad name at its line.
    let e = refused("players: [red, red2, blue]\n");
    assert!(
        e.contains("test.yaml:1:16: player `red2`: a player's name is a word of letters only"),
        "{e}"
    );
    let e = refused("players: [red, blue, Red]\n");
    assert!(
        e.contains("test.yaml:1:22: player `Red` is listed twice"),
        "{e}"
    );
    let e = refused("players: [red]\n");
    assert!(
        e.contains("test.yaml:1:10: a game has 2 to 7 players, not 1 (S15)"),
        "{e}"
    );
    let e = refused("setup: basic\n");
    assert!(e.contains("missing `players`"), "{e}");
    let e = refused("players: [red, blue]\nsetup: fancy\n");
    assert!(e.contains("test.yaml:2:8: setup: `fancy` is unknown (the setups are `basic`, `advanced` and `board`)"), "{e}");
    let e = refused("players: [red, blue]\nturns: 3\n");
    assert!(e.contains("`turns` must be a list"), "{e}");
    let e = refused("players: [red, blue\n");
    assert!(e.contains("not valid YAML"), "{e}");
    let e = refused("");
    assert!(e.contains("the record is empty"), "{e}");
}

#[test]
fn a_path_is_one_square_per_point_where_each_point_ends() {
    // G1 (issue 30): `path: ~` is no path, as `to: ~` is no square; `path: []` stays.
    let play = |p: &str| {
        format!("players: [red, blue]\nturns:\n  - plays:\n      - {{ pawn: red5, {p} }}\n")
    };
    let e = refused(&play("path: ~"));
    assert!(
        e.contains("test.yaml:4:29: turn 1, play 1 (red5): play `path`: give the squares, one per point (`path: []` stays put), found nothing"),
        "{e}"
    );
    let e = refused(&play("to: ~"));
    assert!(
        e.contains("turn 1, play 1 (red5): play `to` must be a word, found nothing"),
        "{e}"
    );
    let stays = replay(&play("path: []"));
    assert_eq!(stays.turns[0].plays[0].squares().count(), 0);
    // G3: a slide is written where it ended, not at the pool square stepped onto
    // (docs/FORMAT.md sections 4 and 6).
    let board = |path: &str| {
        format!(
            "players: [red, blue]\nsetup: board\nboard:\n  monster: {{ at: a1, facing: east }}\n  pools: [{{ at: n11, size: 2x1 }}]\nturns:\n  - plays:\n      - {{ pawn: red5, path: [{path}] }}\n"
        )
    };
    let e = refused(&board("p11, o11"));
    assert!(
        e.contains("test.yaml:8:9: turn 1, play 1 (red5): red5 with 5 points cannot go [p11, o11]: stepping onto the pool on o11 slides the pawn on to m11: a path gives the square each point ends on, so write m11 (P6)"),
        "{e}"
    );
    let slid = replay(&board("p11, m11"));
    let squares: Vec<String> = slid.turns[0].plays[0]
        .squares()
        .map(|d| d.to_string())
        .collect();
    assert_eq!(squares, ["p11", "m11"]);
    // What `moves` and the writer give reads back.
    assert_eq!(
        record::parse(
            &record::to_yaml(&record::parse(&board("p11, m11"), "x").unwrap().record),
            "x"
        )
        .unwrap()
        .record
        .turns[0]
            .plays[0]
            .path
            .as_deref()
            .map(|p| p.len()),
        Some(2)
    );
}

#[test]
fn the_writer_reads_back_to_the_same_record() {
    for file in [
        "first-turn.yaml",
        "four-players-tie.yaml",
        "two-players-win.yaml",
        "six-players-three-prey.yaml",
    ] {
        let rf = record::parse(&fixture(file), file).unwrap();
        let text = record::to_yaml(&rf.record);
        let again = record::parse(&text, file).unwrap();
        assert_eq!(again.record, rf.record, "{file}");
        assert_eq!(record::to_yaml(&again.record), text, "{file}: stable");
        assert_eq!(replay(&text).game, replay(&fixture(file)).game, "{file}");
    }
    // Options other than the defaults are kept, in the options table's order.
    let text = "players: [red, blue]\noptions: { no-prey-first: each-round, pivot-chain: push }\n";
    let rf = record::parse(text, "x").unwrap();
    let written = record::to_yaml(&rf.record);
    assert!(
        written.contains("options: {pivot-chain: push, no-prey-first: each-round}"),
        "{written}"
    );
}

#[test]
fn records_are_saved_safely_and_never_over_a_file_unasked() {
    let dir = std::env::temp_dir().join(format!("furunkulus-save-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("game.yaml");
    let save = furunkulus::files::write_file;
    save(&path, b"players: [red, blue]\n", false).unwrap();
    let e = save(&path, b"players: [a, b]\n", false).unwrap_err();
    assert!(
        e.to_string()
            .contains("the file exists with other contents; give --force to replace it"),
        "{e}"
    );
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        "players: [red, blue]\n"
    );
    save(&path, b"players: [a, b]\n", true).unwrap();
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "players: [a, b]\n");
    // No temporary file is left behind.
    let left: Vec<_> = std::fs::read_dir(&dir).unwrap().collect();
    assert_eq!(left.len(), 1);
    let e = save(&dir.join("no/such/dir/g.yaml"), b"x", false).unwrap_err();
    assert!(e.to_string().contains("cannot write"), "{e}");
    std::fs::remove_dir_all(&dir).unwrap();
}

// ---------------------------------------------------------------------------------------
// The advanced setup (G9, S21).

fn players() -> Vec<String> {
    vec!["red".into(), "blue".into(), "green".into()]
}

/// A legal advanced record, its 17 placements drawn at random from `seed`.
fn advanced(seed: u64, options: Options) -> Record {
    let placements = random_placements(&players(), &mut Rng::new(seed), &options);
    let mut r = Record::new(players(), RecordSetup::Advanced(placements), Some(seed));
    r.options = options;
    r
}

fn placements(r: &mut Record) -> &mut Vec<furunkulus::game::record::Placement> {
    match &mut r.setup {
        RecordSetup::Advanced(p) => p,
        _ => unreachable!(),
    }
}

/// The index of the first placement of `what`.
fn first(r: &mut Record, what: &str) -> usize {
    placements(r)
        .iter()
        .position(|p| p.piece.name() == what)
        .unwrap()
}

#[test]
fn s21_a_legal_advanced_setup_and_its_start_player() {
    let r = advanced(1, Options::default());
    let text = record::to_yaml(&r);
    let game = replay(&text).game;
    assert_eq!(game.board().pieces().count(), 11);
    assert_eq!(game.board().teleporters().count(), 4);
    assert_eq!(game.board().pools().count(), 8);
    // 17 placements from red in turn: blue places the 17th, so green starts (S21).
    assert_eq!(game.player_name(game.start_player()), "green");
    let with_start = text.replace("setup: advanced", "start: green\nsetup: advanced");
    replay(&with_start);
    let e = refused(&text.replace("setup: advanced", "start: blue\nsetup: advanced"));
    assert!(e.contains("test.yaml:2:8: start: blue placed the last piece, so green starts the first turn, not blue (S21)"), "{e}");
    // The first to place may be anyone; then the others in seating order.
    let mut r2 = r.clone();
    for (k, p) in placements(&mut r2).iter_mut().enumerate() {
        p.by = players()[(k + 1) % 3].clone();
    }
    let game = replay(&record::to_yaml(&r2)).game;
    assert_eq!(game.player_name(game.start_player()), "red");
}

#[test]
fn s21_placements_in_turn() {
    let mut r = advanced(2, Options::default());
    placements(&mut r)[4].by = "red".into();
    let text = record::to_yaml(&r);
    let e = refused(&text);
    let line = line_of(&text, "placements:") + 5;
    assert!(
        e.contains(&format!("test.yaml:{line}:5: placement 5: it is blue's turn to place a piece, not red's (S21: the players take turns in seating order from the first to place)")),
        "{e}"
    );
    placements(&mut r)[4].by = "pink".into();
    let e = refused(&record::to_yaml(&r));
    assert!(
        e.contains("placement 5: `pink` is not one of the players (red, blue, green)"),
        "{e}"
    );
}

#[test]
fn g9_keep_clear_under_each_option_value() {
    for (keep, b2_refused, p11_refused) in [
        (KeepClear::CornerAnd8Neighbours, true, true),
        (KeepClear::French, true, false),
        (KeepClear::English, false, true),
    ] {
        let options = Options {
            keep_clear: keep,
            ..Options::default()
        };
        for (square, refused_there) in [("b2", b2_refused), ("p11", p11_refused)] {
            let mut r = advanced(3, options);
            let k = first(&mut r, "stone");
            placements(&mut r)[k].at = sq(square);
            let text = record::to_yaml(&r);
            if refused_there {
                let e = refused(&text);
                let line = line_of(&text, &format!("at: {square}"));
                assert!(
                    e.contains(&format!("test.yaml:{line}:5: placement {}: a stone on {square}: the advanced setup keeps", k + 1)),
                    "{keep:?} {square}: {e}"
                );
                assert!(
                    e.contains(&format!("(G9, option keep-clear={})", keep.name())),
                    "{e}"
                );
            } else {
                replay(&text);
            }
        }
    }
}

#[test]
fn g9_two_teleporters_never_orthogonally_adjacent() {
    let mut r = advanced(4, Options::default());
    let game = replay(&record::to_yaml(&r)).game;
    let t0 = first(&mut r, "teleporter");
    let at = placements(&mut r)[t0].at;
    // A free square next to the first teleporter, for the third one (the other pair's).
    let b = game.board();
    let free = Dir::ALL
        .iter()
        .filter_map(|&d| at.step(d))
        .find(|&s| {
            b.is_empty(s)
                && !b.is_pool(s)
                && !b.is_teleporter(s)
                && !furunkulus::setup::advanced::kept_clear(s, KeepClear::CornerAnd8Neighbours)
        })
        .expect("a free neighbour");
    let third = placements(&mut r)
        .iter()
        .enumerate()
        .filter(|(_, p)| matches!(p.piece, Placed::Teleporter { .. }))
        .nth(2)
        .unwrap()
        .0;
    placements(&mut r)[third].at = free;
    let text = record::to_yaml(&r);
    let e = refused(&text);
    assert!(
        e.contains(&format!("placement {}: the green teleporter on {free} is next to the yellow teleporter (line {}): two teleporters may not be orthogonally adjacent (G9)", third + 1, line_of(&text, &format!("at: {at},")))),
        "{e}"
    );
}

#[test]
fn s21_no_overlap_the_seventeen_pieces_and_the_pool_shapes() {
    // A stone on a pool square.
    let mut r = advanced(5, Options::default());
    let p = first(&mut r, "pool");
    let pool_at = placements(&mut r)[p].at;
    let k = first(&mut r, "stone");
    placements(&mut r)[k].at = pool_at;
    let e = refused(&record::to_yaml(&r));
    assert!(
        e.contains(&format!(
            "placement {}: a stone on {pool_at} lies on the pool at {pool_at}",
            k + 1
        )),
        "{e}"
    );
    assert!(
        e.contains("in the advanced setup no piece overlaps a pool (S21)"),
        "{e}"
    );
    // Two pieces on one square.
    let mut r = advanced(5, Options::default());
    let k2 = first(&mut r, "crystal");
    let stone_at = placements(&mut r)[k].at;
    placements(&mut r)[k2].at = stone_at;
    let e = refused(&record::to_yaml(&r));
    assert!(
        e.contains(&format!("placement {}: two pieces on one square", k2 + 1)),
        "{e}"
    );
    // A crystal placed as a stone: the set is not the game's.
    let mut r = advanced(5, Options::default());
    placements(&mut r)[k2].piece = Placed::Piece(furunkulus::board::Piece::Stone);
    let e = refused(&record::to_yaml(&r));
    assert!(e.contains("test.yaml:2:8: the advanced setup is the game's 17 pieces (S21: 3 stones, 2 crystals, 4 pivot-right, 2 pivot-around, a 2x2 and a 4x1 pool, 2 teleporter pairs): 1 stone too many, 1 crystal missing"), "{e}");
    // A 3x1 pool is not one of the game's.
    let mut r = advanced(5, Options::default());
    let big = placements(&mut r)
        .iter()
        .position(|p| {
            matches!(
                p.piece,
                Placed::Pool { width: 4, .. } | Placed::Pool { height: 4, .. }
            )
        })
        .unwrap();
    placements(&mut r)[big].piece = match placements(&mut r)[big].piece {
        Placed::Pool { width: 4, .. } => Placed::Pool {
            width: 3,
            height: 1,
        },
        _ => Placed::Pool {
            width: 1,
            height: 3,
        },
    };
    let e = refused(&record::to_yaml(&r));
    assert!(
        e.contains(&format!("placement {}: the pool at", big + 1)),
        "{e}"
    );
    assert!(e.contains("is not one of the game's pools"), "{e}");
    // A placement's own form.
    let e = refused("players: [red, blue]\nsetup: advanced\nplacements:\n  - { by: red, piece: stone, at: c5, size: 2x2 }\n  - { by: blue, piece: pool, at: c7 }\n  - { by: red, piece: boulder, at: c9 }\n");
    for want in [
        "test.yaml:4:44: placement: a stone has no `size`",
        "test.yaml:5:5: a pool placement: missing `size`",
        "test.yaml:6:23: placement `piece`: `boulder` is unknown",
    ] {
        assert!(e.contains(want), "{want} in {e}");
    }
    let e = refused("players: [red, blue]\nsetup: advanced\n");
    assert!(e.contains("setup: `advanced` needs `placements`"), "{e}");
    let e = refused("players: [red, blue]\nplacements: []\n");
    assert!(e.contains("placements: only with `setup: advanced`"), "{e}");
}
