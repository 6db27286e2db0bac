//! Drawn maps (issue 8): the rulebook's map twins, the reading rules (glyphs, legend, pawn
//! order, mixing with the lists), the writer's choices, and every class of map error with its
//! line and column. (The property "any valid scenario -> map -> the same scenario" is in
//! `properties`.)

use crate::common::{load, sq, valid};
use furunkulus::board::{Occupant, PawnPlace, Piece, PivotKind};
use furunkulus::geometry::{Dir, Square};
use furunkulus::scenario::{self, canonical_setup, write_map, Problem, Scenario};
use furunkulus::setup::{MonsterSpec, PawnSpec, PieceSpec, PoolSpec, Setup, Spot, TeleporterSpec};

fn manifest(rel: &str) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(rel)
}

/// The empty board as `show` draws it, without the monster.
const EMPTY: [&str; 14] = [
    "       a  b  c  d  e  f  g  h  i  j  k  l  m  n  o  p",
    "       A  B  C  D  E  F  G  H  I  J  K  L",
    "  1 =  .  .  .  .  .  .  .  .  .  .  .  .  MN",
    "  2 Z  .  .  .  .  .  .  .  .  .  .  .  .  .  OP",
    "  3 Y  .  .  .  .  .  .  .  .  .  .  .  .  .  .  QR",
    "  4 X  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  ST",
    "  5 W  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .   U",
    "  6 V  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .   V",
    "  7 U  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .   W",
    "  8    ST .  .  .  .  .  .  .  .  .  .  .  .  .  .  .   X",
    "  9       QR .  .  .  .  .  .  .  .  .  .  .  .  .  .   Y",
    " 10          OP .  .  .  .  .  .  .  .  .  .  .  .  .   Z",
    " 11             MN .  .  .  .  .  .  .  .  .  .  .  .   =",
    "                   L  K  J  I  H  G  F  E  D  C  B  A",
];

/// A scenario file: `head` (whole lines), then `map: |2` drawing the empty board with
/// `cells` put on it (square, two characters), then `tail`. The map's header is on line
/// `head`'s lines + 2, row R (1 to 11) on `head`'s lines + 3 + R; square column C (a = 0) at
/// column 10 + 3 C.
fn file(head: &str, cells: &[(&str, &str)], tail: &str) -> String {
    let mut lines: Vec<Vec<char>> = EMPTY.iter().map(|l| l.chars().collect()).collect();
    for (at, glyph) in cells {
        let s = sq(at);
        let line = &mut lines[s.row() as usize + 2];
        let col = 7 + 3 * s.col() as usize;
        for (k, c) in glyph.chars().enumerate() {
            line[col + k] = c;
        }
    }
    let mut out = head.to_string();
    out.push_str("map: |2\n");
    for l in lines {
        out.push_str("  ");
        out.push_str(l.iter().collect::<String>().trim_end());
        out.push('\n');
    }
    out.push_str(tail);
    out
}

/// Where square `at` of a map drawn by [`file`] after `head_lines` lines stands.
fn place_of(head_lines: u64, at: &str) -> (u64, u64) {
    let s = sq(at);
    (
        head_lines + 4 + u64::from(s.row()),
        10 + 3 * u64::from(s.col()),
    )
}

fn refused(text: &str) -> Vec<Problem> {
    match scenario::parse(text, "m.yaml") {
        Ok(_) => panic!("accepted a bad map:\n{text}"),
        Err(e) => {
            assert_eq!(e.file, "m.yaml");
            e.problems
        }
    }
}

/// The text is refused with a problem at `(line, column)` whose message holds `needle`.
fn refused_at(text: &str, (line, column): (u64, u64), needle: &str) {
    let ps = refused(text);
    assert!(
        ps.iter()
            .any(|p| p.line == line && p.column == column && p.message.contains(needle)),
        "no problem at {line}:{column} mentioning {needle:?} for:\n{text}\ngot {ps:#?}"
    );
}

// ---------------------------------------------------------------------------------------
// The bundled twins.

/// Every map in `scenarios/maps/` is its list twin's map: it loads to the same position,
/// options, title and tile, its setup is the list's in canonical form, and it is exactly what
/// `write_map` writes for the list file (after its two comment lines).
#[test]
fn the_rulebook_map_twins_are_their_list_files() {
    let twins = [
        (
            "scenarios/maps/monster-basic.yaml",
            "scenarios/rulebook/monster-basic.yaml",
        ),
        (
            "scenarios/maps/monster-advanced.yaml",
            "scenarios/rulebook/monster-advanced.yaml",
        ),
        (
            "scenarios/maps/pawn-1.yaml",
            "scenarios/rulebook/pawn-1.yaml",
        ),
        (
            "scenarios/maps/pawn-2.yaml",
            "scenarios/rulebook/pawn-2.yaml",
        ),
        (
            "scenarios/maps/pawn-3.yaml",
            "scenarios/rulebook/pawn-3.yaml",
        ),
        ("scenarios/maps/basic.yaml", "scenarios/setup/basic.yaml"),
    ];
    let on_disk = std::fs::read_dir(manifest("scenarios/maps"))
        .unwrap()
        .count();
    assert_eq!(
        on_disk,
        twins.len(),
        "a map in scenarios/maps without its twin here"
    );
    for (map, lists) in twins {
        let (m, l) = (
            scenario::load_file(&manifest(map)).unwrap_or_else(|e| panic!("{e}")),
            scenario::load_file(&manifest(lists)).unwrap_or_else(|e| panic!("{e}")),
        );
        assert_eq!(m.position(), l.position(), "{map}");
        assert_eq!(
            (m.options, &m.title, m.tile),
            (l.options, &l.title, l.tile),
            "{map}"
        );
        assert_eq!(
            canonical_setup(m.setup()),
            canonical_setup(l.setup()),
            "{map}"
        );
        let text = std::fs::read_to_string(manifest(map)).unwrap();
        let body: String = text
            .lines()
            .skip_while(|l| l.starts_with('#'))
            .map(|l| format!("{l}\n"))
            .collect();
        assert_eq!(body, write_map(&l), "{map} is not what write_map writes");
    }
}

// ---------------------------------------------------------------------------------------
// Reading.

#[test]
fn every_glyph_is_read() {
    let text = file(
        "title: glyphs\n",
        &[
            ("a1", "@v"),
            ("c3", "##"),
            ("d3", "<>"),
            ("e3", "#r"),
            ("f3", "#u"),
            ("g5", "~"),
            ("h5", "~"),
            ("g6", "~"),
            ("h6", "~"),
            ("j5", "T>"),
            ("o7", "T^"),
            ("k8", "A"),
            ("l8", "b7"),
        ],
        "",
    );
    let s = load(&text);
    let b = s.board();
    assert_eq!((b.monster(), b.facing()), (sq("a1"), Dir::South));
    let pieces: Vec<(Square, Piece)> = b.pieces().collect();
    assert_eq!(
        pieces,
        [
            (sq("c3"), Piece::Stone),
            (sq("d3"), Piece::Crystal),
            (sq("e3"), Piece::Pivot(PivotKind::Right)),
            (sq("f3"), Piece::Pivot(PivotKind::Around)),
        ]
    );
    assert_eq!(
        b.pools().collect::<Vec<_>>(),
        ["g5", "h5", "g6", "h6"].map(sq)
    );
    assert_eq!(
        s.setup().pools,
        [PoolSpec {
            at: sq("g5"),
            width: 2,
            height: 2
        }]
    );
    assert_eq!(b.teleport_target(sq("j5")), Some((sq("o7"), Dir::North)));
    assert_eq!(b.teleport_target(sq("o7")), Some((sq("j5"), Dir::East)));
    assert_eq!(s.setup().teleporters[0].pair, "T");
    let names: Vec<&str> = s.pawns().iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["A", "b7"]);
    assert_eq!(b.pawn(s.pawn_id("b7").unwrap()), PawnPlace::At(sq("l8")));
}

#[test]
fn show_output_pasted_as_is_is_read() {
    // `show` of the basic setup (its title line left out), indented under `map: |2`.
    let out = crate::common::run_bin(&["show", "scenarios/setup/basic.yaml", "--color", "never"]);
    let shown = crate::common::stdout(&out);
    let board: Vec<&str> = shown.lines().skip(1).take(14).collect();
    let mut text = String::from("map: |2\n");
    for l in &board {
        text.push_str(&format!("  {l}\n"));
    }
    let s = load(&text);
    assert_eq!(s.board(), &furunkulus::setup::basic::board());
}

#[test]
fn touching_pools_are_read_as_one_rectangle() {
    let text = file(
        "",
        &[
            ("c3", "~"),
            ("d3", "~"),
            ("c4", "~"),
            ("d4", "~"),
            ("e3", "~"),
            ("e4", "~"),
        ],
        "",
    );
    let s = load(&text);
    assert_eq!(
        s.setup().pools,
        [PoolSpec {
            at: sq("c3"),
            width: 3,
            height: 2
        }]
    );
    // An L shape is two rectangles.
    let s = load(&file("", &[("c3", "~"), ("d3", "~"), ("c4", "~")], ""));
    assert_eq!(
        s.setup().pools,
        [
            PoolSpec {
                at: sq("c3"),
                width: 2,
                height: 1
            },
            PoolSpec {
                at: sq("c4"),
                width: 1,
                height: 1
            }
        ]
    );
}

/// Pawn ids: the legend's pawns in its order, then the drawn pawns it does not name by name,
/// then the `pawns:` list.
#[test]
fn pawn_ids_follow_the_legend_then_names_then_the_list() {
    let text = file(
        "pawns: [ { name: Z9, at: k2 } ]\n",
        &[("a5", "Q"), ("b5", "B"), ("c5", "r5"), ("d5", "A"), ("e5", "0")],
        "legend:\n  pawns:\n    r5: { name: red5, player: red, face: 5 }\n    W: { at: waiting, face: 2 }\n    Q: {}\n",
    );
    let s = load(&text);
    let names: Vec<&str> = s.pawns().iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["red5", "W", "Q", "0", "A", "B", "Z9"]);
    let red5 = &s.pawns()[0];
    assert_eq!((red5.player.as_deref(), red5.face), (Some("red"), Some(5)));
    let b = s.board();
    assert_eq!(b.pawn(s.pawn_id("red5").unwrap()), PawnPlace::At(sq("c5")));
    assert_eq!(b.pawn(s.pawn_id("W").unwrap()), PawnPlace::Waiting);
    assert_eq!(b.pawn(s.pawn_id("Z9").unwrap()), PawnPlace::At(sq("k2")));
}

/// The legend names the teleporter letters; a letter and an arrow is then a teleporter, and
/// `T` is a pawn's label like any other.
#[test]
fn the_legend_names_teleporter_pairs_by_letter() {
    let text = file(
        "",
        &[
            ("b3", "Y>"),
            ("h9", "Yv"),
            ("c5", "G<"),
            ("n4", "G^"),
            ("k6", "T"),
        ],
        "legend:\n  teleporters: { Y: yellow, G: green }\n",
    );
    let s = load(&text);
    let pairs: Vec<(Square, &str)> = s
        .setup()
        .teleporters
        .iter()
        .map(|t| (t.at, t.pair.as_str()))
        .collect();
    assert_eq!(
        pairs,
        [
            (sq("b3"), "yellow"),
            (sq("n4"), "green"),
            (sq("c5"), "green"),
            (sq("h9"), "yellow")
        ]
    );
    assert_eq!(
        s.board().teleport_target(sq("b3")),
        Some((sq("h9"), Dir::South))
    );
    assert_eq!(s.pawns()[0].name, "T");
}

/// Where two things share a square, the lists give one of them: a pawn, a stone and the
/// monster on drawn pools, the monster on a teleporter, a pawn on a listed pool.
#[test]
fn the_lists_add_what_the_map_cannot_show() {
    let text = file(
        "monster: { at: j5, facing: west }\nstones: [c4]\npools: [ { at: h8, size: 1x1 } ]\npawns: [ { name: L, at: d3 } ]\n",
        &[
            ("c3", "~"),
            ("d3", "~"),
            ("c4", "~"),
            ("d4", "~"),
            ("j5", "T>"),
            ("o7", "Tv"),
            ("h8", "B"),
        ],
        "legend:\n  pawns:\n    A: { at: c3 }\n",
    );
    let s = load(&text);
    let b = s.board();
    assert!(b.is_pool(sq("c3")) && b.is_pool(sq("d3")) && b.is_pool(sq("c4")));
    assert_eq!(
        b.occupant(sq("c3")),
        Occupant::Pawn(s.pawn_id("A").unwrap())
    );
    assert_eq!(
        b.occupant(sq("d3")),
        Occupant::Pawn(s.pawn_id("L").unwrap())
    );
    assert_eq!(b.occupant(sq("c4")), Occupant::Piece(Piece::Stone));
    assert_eq!((b.monster(), b.facing()), (sq("j5"), Dir::West));
    assert!(b.is_teleporter(sq("j5")));
    assert!(b.is_pool(sq("h8")));
    assert_eq!(
        b.occupant(sq("h8")),
        Occupant::Pawn(s.pawn_id("B").unwrap())
    );
    // Ids: the legend's A, the drawn B, the listed L.
    let names: Vec<&str> = s.pawns().iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["A", "B", "L"]);
}

#[test]
fn setup_basic_adds_its_stones_and_pools_to_a_map() {
    let s = load(&file("setup: basic\n", &[("j8", "@>"), ("j2", "A")], ""));
    let mut want = Setup::basic();
    want.monster = MonsterSpec {
        at: Some(sq("j8")),
        facing: Dir::East,
    };
    want.pawns.push(PawnSpec::at("A", sq("j2")));
    assert_eq!(s.position(), valid(&want).position());
    // Drawing a basic stone too puts two on one square.
    refused_at(
        &file("setup: basic\n", &[("c3", "##")], ""),
        place_of(1, "c3"),
        "two pieces on one square",
    );
}

// ---------------------------------------------------------------------------------------
// Every class of map error, with its line and column.

#[test]
fn a_square_that_is_not_a_glyph() {
    refused_at(
        &file("", &[("e5", "%x")], ""),
        place_of(0, "e5"),
        "e5: `%x` is not a square's drawing",
    );
    refused_at(
        &file("", &[("e5", "@?")], ""),
        place_of(0, "e5"),
        "the monster is `@` and its heading",
    );
    refused_at(
        &file("", &[("e5", "  ")], ""),
        place_of(0, "e5"),
        "nothing is drawn here",
    );
    // A teleporter letter the legend does not name.
    refused_at(
        &file(
            "",
            &[("e5", "T>"), ("c2", "Y<"), ("c7", "Y>")],
            "legend:\n  teleporters: { Y: yellow }\n",
        ),
        place_of(0, "e5"),
        "`T>` is not a square's drawing",
    );
}

#[test]
fn a_row_out_of_line_is_reported_once() {
    let text = file("", &[], "").replace("  6 V  .  .  .  .", "  6 V  .  . .  .  ");
    let ps = refused(&text);
    assert_eq!(ps.len(), 1, "{ps:#?}");
    // Row 6 is file line 9; the stray `.` stands where the space after c6 should be.
    assert_eq!((ps[0].line, ps[0].column), (9, 15));
    assert!(
        ps[0]
            .message
            .contains("row 6 leaves the columns of the header"),
        "{}",
        ps[0].message
    );
    // A square drawn one character to the right.
    let text = file("", &[], "").replace("  4 X  .  .  .", "  4 X  .  .   A");
    refused_at(&text, (7, 17), "row 4 leaves the columns");
}

#[test]
fn rows_missing_twice_unknown_and_stray_lines() {
    let base = file("", &[], "");
    let without_7: String = base
        .lines()
        .filter(|l| !l.starts_with("    7 U"))
        .map(|l| format!("{l}\n"))
        .collect();
    refused_at(&without_7, (2, 10), "row 7 is missing");
    let twice = base.replace("    7 U", "    6 V");
    let ps = refused(&twice);
    assert!(
        ps.iter().any(|p| (p.line, p.column) == (10, 5)
            && p.message.contains("row 6 is drawn twice (also line 9)")),
        "{ps:#?}"
    );
    assert!(
        ps.iter().any(|p| p.message.contains("row 7 is missing")),
        "{ps:#?}"
    );
    refused_at(
        &base.replace("   11 ", "   12 "),
        (14, 4),
        "row `12` does not exist",
    );
    refused_at(
        &base.replace("         A  B  C", "         A  B  x"),
        (3, 16),
        "neither the column header, a row",
    );
    refused_at(
        &base.replace("  2 Z  .", "  2 z  ."),
        (5, 7),
        "between the row number and column a",
    );
    refused_at(
        &base.replace("   U\n", "   U  !\n"),
        (8, 62),
        "east of column p",
    );
    // Text on a square the staircase cuts away (m1).
    refused_at(
        &base.replace("  MN\n", "  a\n"),
        (4, 46),
        "m1 is not on the board",
    );
}

#[test]
fn a_map_needs_its_header_and_spaces() {
    let base = file("", &[], "");
    let no_header = base.replace(
        "         a  b  c  d  e  f  g  h  i  j  k  l  m  n  o  p\n",
        "",
    );
    refused_at(&no_header, (2, 3), "no column header");
    let shuffled = base.replace("a  b  c", "a  c  b");
    refused_at(&shuffled, (2, 3), "no column header");
    let tab = base.replace("  3 Y  .  .", "  3 Y  .\t.");
    refused_at(&tab, (6, 11), "a tab");
}

#[test]
fn a_map_must_be_a_literal_block() {
    refused_at(
        "map: [1, 2]\n",
        (1, 6),
        "`map` must be the drawn board as a literal block",
    );
    refused_at(
        "map: \"a\\nb\"\n",
        (1, 6),
        "`map` must be the drawn board as a literal block",
    );
    // Written `map: |` with the header more indented than the rows: YAML refuses it, and the
    // message says how to write it.
    let text = file("", &[], "").replace("map: |2", "map: |");
    let ps = refused(&text);
    assert_eq!(ps.len(), 1);
    assert!(
        ps[0].message.contains("write `map: |2`"),
        "{}",
        ps[0].message
    );
}

#[test]
fn the_monster_drawn_twice_or_also_listed() {
    refused_at(
        &file("", &[("a1", "@>"), ("c5", "@^")], ""),
        place_of(0, "c5"),
        "the monster is drawn twice (also line 4 column 10)",
    );
    refused_at(
        &file(
            "title: x\nmonster: { at: a1, facing: east }\n",
            &[("c5", "@^")],
            "",
        ),
        place_of(2, "c5"),
        "drawn on the map and given in `monster:` (line 2)",
    );
}

#[test]
fn pawns_drawn_twice_or_not_at_all() {
    refused_at(
        &file("", &[("c5", "A"), ("d5", "A")], ""),
        place_of(0, "d5"),
        "pawn `A` is drawn twice (also line 8 column 16)",
    );
    // A legend pawn neither drawn nor placed.
    let text = file("", &[], "legend:\n  pawns:\n    R5: { name: red5 }\n");
    refused_at(&text, (18, 5), "pawn `R5` is not drawn on the map");
    // Drawn and given `at:`.
    let text = file(
        "",
        &[("c5", "R5")],
        "legend:\n  pawns:\n    R5: { at: waiting }\n",
    );
    refused_at(
        &text,
        place_of(0, "c5"),
        "drawn here and given `at:` in the legend (line 18)",
    );
    // A key too long to be drawn.
    let text = file("", &[], "legend:\n  pawns:\n    red5: { player: red }\n");
    refused_at(&text, (18, 5), "`red5` cannot be drawn");
    // The same name twice: one from the legend, one drawn.
    let text = file(
        "",
        &[("c5", "R5"), ("d5", "A")],
        "legend:\n  pawns:\n    R5: { name: A }\n",
    );
    refused_at(&text, place_of(0, "d5"), "duplicate pawn name `A`");
    // A legend pawn's face and player are checked where they are written.
    let text = file(
        "",
        &[("c5", "R5")],
        "legend:\n  pawns:\n    R5: { face: 9, player: '' }\n",
    );
    refused_at(
        &text,
        (18, 17),
        "pawn `face`: must be a number 1..6, found `9`",
    );
    refused_at(&text, (18, 28), "the player's name is empty");
}

#[test]
fn legend_teleporter_letters() {
    let one = |legend: &str| file("", &[("c2", "Y<"), ("c7", "Y>")], legend);
    refused_at(
        &one("legend:\n  teleporters: { YY: yellow }\n"),
        (17, 18),
        "`YY` is not one letter",
    );
    refused_at(
        &one("legend:\n  teleporters: { Y: yellow, G: green }\n"),
        (17, 29),
        "teleporter letter `G` (green) is not drawn",
    );
    refused_at(
        &one("legend:\n  teleporters: { Y: yellow, Y: red }\n"),
        (17, 29),
        "letter `Y` is given twice",
    );
    // Three teleporters of one pair: the setup's check, at the first.
    let text = file("", &[("c2", "T<"), ("c7", "T>"), ("k7", "T^")], "");
    refused_at(
        &text,
        place_of(0, "c2"),
        "teleporter pair `T` has 3 teleporters",
    );
    // Unknown legend keys, and a legend without a map.
    refused_at(
        &one("legend:\n  teleporter: { Y: yellow }\n"),
        (17, 3),
        "unknown key `teleporter`",
    );
    refused_at(
        "legend:\n  pawns: { A: {} }\n",
        (2, 3),
        "`legend` explains the letters of a drawn `map`",
    );
}

#[test]
fn map_items_clash_with_list_items_at_both_places() {
    let text = file("stones: [c5]\n", &[("c5", "A")], "");
    let ps = refused(&text);
    assert_eq!(ps.len(), 1, "{ps:#?}");
    // The pawn, drawn on line 9, is the item at fault; the message names the stone's line.
    assert_eq!((ps[0].line, ps[0].column), place_of(1, "c5"));
    assert!(
        ps[0]
            .message
            .contains("two pieces on one square: pawn A and a stone (line 1) on c5"),
        "{}",
        ps[0].message
    );
    // An endless slide drawn as a whole row of pools.
    let cells: Vec<(String, &str)> = (b'a'..=b'p')
        .map(|c| (format!("{}6", c as char), "~"))
        .collect();
    let cells: Vec<(&str, &str)> = cells.iter().map(|(a, g)| (a.as_str(), *g)).collect();
    refused_at(&file("", &cells, ""), place_of(0, "a6"), "endless slide");
}

// ---------------------------------------------------------------------------------------
// Writing.

fn round_trip(s: &Scenario) -> Scenario {
    let text = write_map(s);
    let back = scenario::parse(&text, "w.yaml").unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(back.position(), s.position(), "{text}");
    assert_eq!(
        canonical_setup(back.setup()),
        canonical_setup(s.setup()),
        "{text}"
    );
    back
}

#[test]
fn the_writer_lists_what_shares_a_square_and_labels_long_names() {
    let mut setup = Setup {
        monster: MonsterSpec {
            at: Some(sq("c3")),
            facing: Dir::North,
        },
        ..Setup::default()
    };
    setup.pools = vec![
        PoolSpec {
            at: sq("c3"),
            width: 2,
            height: 2,
        },
        // Two pools side by side: drawn, they would read back as one rectangle.
        PoolSpec {
            at: sq("h5"),
            width: 1,
            height: 1,
        },
        PoolSpec {
            at: sq("i5"),
            width: 1,
            height: 2,
        },
    ];
    setup.pieces.push(PieceSpec {
        at: sq("d3"),
        piece: Piece::Crystal,
    });
    setup.pieces.push(PieceSpec {
        at: sq("i6"),
        piece: Piece::Stone,
    });
    setup.teleporters = vec![
        TeleporterSpec {
            at: sq("k2"),
            arrow: Dir::West,
            pair: "violet".into(),
        },
        TeleporterSpec {
            at: sq("k9"),
            arrow: Dir::East,
            pair: "violet".into(),
        },
    ];
    setup.pawns = vec![
        PawnSpec {
            player: Some("red".into()),
            face: Some(4),
            ..PawnSpec::at("red1", sq("c4"))
        },
        PawnSpec::at("Vv", sq("g7")),
        PawnSpec {
            at: Spot::Waiting,
            ..PawnSpec::at("white3", sq("a1"))
        },
        PawnSpec::at("A", sq("h5")),
        PawnSpec::at("B", sq("n7")),
    ];
    let s = valid(&setup);
    let text = write_map(&s);
    // The monster, the crystal and red1 stand on the drawn 2x2 pool: listed.
    assert!(text.contains("monster: {at: c3, facing: north}"), "{text}");
    assert!(text.contains("crystals: [d3]"), "{text}");
    assert!(
        text.contains("    red1: {at: c4, player: red, face: 4}"),
        "{text}"
    );
    // The touching pools are listed, and what stands on them drawn.
    assert!(
        text.contains("pools:\n  - {at: h5, size: 1x1}\n  - {at: i5, size: 1x2}"),
        "{text}"
    );
    // `Vv` would read as a teleporter of letter V: it gets a label.
    assert!(text.contains("teleporters: {V: violet}"), "{text}");
    assert!(!text.contains(" Vv "), "{text}");
    assert!(text.contains("    white3: {at: waiting}"), "{text}");
    let back = round_trip(&s);
    assert_eq!(back.pawns(), s.pawns());
}

#[test]
fn a_single_pair_named_t_and_plain_pawns_need_no_legend() {
    let mut setup = Setup {
        teleporters: vec![
            TeleporterSpec {
                at: sq("c2"),
                arrow: Dir::West,
                pair: "T".into(),
            },
            TeleporterSpec {
                at: sq("c8"),
                arrow: Dir::East,
                pair: "T".into(),
            },
        ],
        pawns: vec![PawnSpec::at("A", sq("e5")), PawnSpec::at("B", sq("d5"))],
        ..Setup::default()
    };
    let text = write_map(&valid(&setup));
    assert!(!text.contains("legend"), "{text}");
    round_trip(&valid(&setup));
    // Out of name order, the legend keeps the ids: B first.
    setup.pawns.swap(0, 1);
    let text = write_map(&valid(&setup));
    assert!(text.contains("legend:\n  pawns:\n    B: {}\n"), "{text}");
    round_trip(&valid(&setup));
}

#[test]
fn advanced_setups_keep_setup_advanced() {
    let mut rng = furunkulus::rng::Rng::new(3);
    let setup = loop {
        if let Some(s) = furunkulus::setup::advanced::random(&mut rng, &Default::default()) {
            break s;
        }
    };
    let s = valid(&setup);
    let text = write_map(&s);
    assert!(text.contains("setup: advanced"), "{text}");
    round_trip(&s);
}

/// The drawn-map example of docs/files.md is a valid scenario: the rulebook's advanced example with
/// two more pawns, named by the legend.
#[test]
fn the_drawn_map_example_of_the_docs_is_right() {
    let readme = std::fs::read_to_string(manifest("docs/files.md")).unwrap();
    let yaml: String = readme
        .lines()
        .skip_while(|l| *l != "## Drawn maps")
        .skip_while(|l| *l != "```yaml")
        .skip(1)
        .take_while(|l| *l != "```")
        .map(|l| format!("{l}\n"))
        .collect();
    let s = load(&yaml);
    let rulebook =
        scenario::load_file(&manifest("scenarios/rulebook/monster-advanced.yaml")).unwrap();
    let names: Vec<&str> = s.pawns().iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["red5", "W", "A", "B", "C", "D", "E"]);
    let red5 = &s.pawns()[0];
    assert_eq!((red5.player.as_deref(), red5.face), (Some("red"), Some(5)));
    assert_eq!(
        s.board().pawn(s.pawn_id("red5").unwrap()),
        PawnPlace::At(sq("e3"))
    );
    assert_eq!(s.board().pawn(s.pawn_id("W").unwrap()), PawnPlace::Waiting);
    // Everything else is the rulebook's position.
    let mut setup = s.setup().clone();
    setup.pawns.drain(..2);
    assert_eq!(valid(&setup).board(), rulebook.board());
}
