//! The scenario loader (docs/FORMAT.md section 1, docs/RULES.md S14): every class of bad input is refused
//! with a problem that names the right line (and column) and says what is wrong; several
//! problems are all reported at once; valid files load.

use crate::common::{load, load_path, sq};
use furunkulus::board::{Floor, Occupant, PawnId, PawnPlace, Piece, PivotKind};
use furunkulus::geometry::Dir;
use furunkulus::rules::Tile;
use furunkulus::scenario::{self, LoadError, Problem};

// ---------------------------------------------------------------------------------------
// Helpers.

/// Parses `text` as `x.yaml`, which must be refused; returns the whole error.
fn refuse(text: &str) -> LoadError {
    match scenario::parse(text, "x.yaml") {
        Ok(s) => panic!(
            "the loader accepted a bad scenario:\n{text}\n-> {:?}",
            s.board()
        ),
        Err(e) => {
            assert_eq!(e.file, "x.yaml");
            assert!(
                !e.problems.is_empty(),
                "an error with no problem for:\n{text}"
            );
            e
        }
    }
}

/// The problems of a refused file.
fn problems(text: &str) -> Vec<Problem> {
    refuse(text).problems
}

/// The single problem of a refused file.
fn only_problem(text: &str) -> Problem {
    let ps = problems(text);
    assert_eq!(
        ps.len(),
        1,
        "expected exactly one problem for:\n{text}\ngot {ps:#?}"
    );
    ps.into_iter().next().unwrap()
}

/// Checks a problem's place (column only if given) and that its message holds every needle.
#[track_caller]
fn check(p: &Problem, line: u64, column: Option<u64>, needles: &[&str]) {
    assert_eq!(p.line, line, "wrong line for {p:?}");
    if let Some(c) = column {
        assert_eq!(p.column, c, "wrong column for {p:?}");
    }
    for n in needles {
        assert!(
            p.message.contains(n),
            "message {:?} should mention {n:?}",
            p.message
        );
    }
}

/// The one problem of `text`, checked.
#[track_caller]
fn refused_with(text: &str, line: u64, column: Option<u64>, needles: &[&str]) -> Problem {
    let p = only_problem(text);
    check(&p, line, column, needles);
    p
}

/// Some problem of `text` is at `line` and mentions every needle.
#[track_caller]
fn has_problem(text: &str, line: u64, needles: &[&str]) {
    let ps = problems(text);
    assert!(
        ps.iter()
            .any(|p| p.line == line && needles.iter().all(|n| p.message.contains(n))),
        "no problem on line {line} mentioning {needles:?} for:\n{text}\ngot {ps:#?}"
    );
}

// ---------------------------------------------------------------------------------------
// Unknown keys.

#[test]
fn unknown_top_level_key() {
    let p = refused_with(
        "title: x\nbogus: 1\n",
        2,
        Some(1),
        &["unknown key `bogus`", "title"],
    );
    assert!(p.message.contains("known keys"), "{p:?}");
}

#[test]
fn unknown_key_in_a_pawn() {
    refused_with(
        "pawns:\n  - { name: A, at: j2, hat: 1 }\n",
        2,
        Some(24),
        &["a pawn", "unknown key `hat`"],
    );
    // Block style: the key's own line.
    refused_with(
        "pawns:\n  - name: A\n    at: j2\n    hat: 3\n",
        4,
        Some(5),
        &["a pawn", "unknown key `hat`"],
    );
}

#[test]
fn unknown_key_in_a_pivot() {
    refused_with(
        "pivots:\n  - { at: k8, turn: right, colour: red }\n",
        2,
        Some(28),
        &["a pivot", "unknown key `colour`"],
    );
}

#[test]
fn unknown_key_in_a_teleporter() {
    refused_with(
        "teleporters:\n  - { at: j5, arrow: east, pair: t }\n  - { at: o7, arrow: south, pair: t, colour: 1 }\n",
        3,
        Some(38),
        &["a teleporter", "unknown key `colour`"],
    );
}

#[test]
fn unknown_key_in_a_pool() {
    refused_with(
        "pools:\n  - { at: k6, size: 2x2, depth: 3 }\n",
        2,
        Some(26),
        &["a pool", "unknown key `depth`"],
    );
}

#[test]
fn unknown_key_in_the_monster() {
    refused_with(
        "monster: { at: j8, facing: east, colour: red }\n",
        1,
        Some(34),
        &["the monster", "unknown key `colour`"],
    );
}

// ---------------------------------------------------------------------------------------
// Squares.

#[test]
fn malformed_squares() {
    for bad in ["z9", "a0", "j"] {
        let text = format!("title: x\nstones: [{bad}]\n");
        refused_with(
            &text,
            2,
            Some(10),
            &[&format!("`{bad}`"), "is not a square"],
        );
    }
    // Also where a pawn, the monster and a pool give a square.
    refused_with(
        "pawns:\n  - { name: A, at: q3 }\n",
        2,
        Some(20),
        &["`q3`", "not a square"],
    );
    refused_with(
        "monster: { at: a12 }\n",
        1,
        Some(16),
        &["`a12`", "not a square"],
    );
    refused_with(
        "pools:\n  - { at: 6k, size: 2x2 }\n",
        2,
        Some(11),
        &["`6k`", "not a square"],
    );
}

#[test]
fn squares_that_do_not_exist() {
    for bad in ["m1", "a8", "d11"] {
        let text = format!("title: x\n\ncrystals: [{bad}]\n");
        refused_with(
            &text,
            3,
            Some(12),
            &[&format!("`{bad}`"), "not on the board"],
        );
    }
    has_problem(
        "teleporters:\n  - { at: p4, arrow: east, pair: t }\n  - { at: j5, arrow: east, pair: t }\n",
        2,
        &["`p4`", "not on the board"],
    );
    refused_with(
        "pawns:\n  - { name: A, at: b9 }\n",
        2,
        Some(20),
        &["`b9`", "not on the board"],
    );
}

// ---------------------------------------------------------------------------------------
// Two pieces on one square.

#[test]
fn stone_and_pawn_on_one_square() {
    refused_with(
        "stones: [c3]\npawns:\n  - { name: A, at: c3 }\n",
        3,
        Some(5),
        &[
            "two pieces on one square",
            "pawn A",
            "stone",
            "line 1",
            "c3",
        ],
    );
}

#[test]
fn pawn_and_pawn_on_one_square() {
    refused_with(
        "pawns:\n  - { name: A, at: j2 }\n  - { name: B, at: j2 }\n",
        3,
        Some(5),
        &[
            "two pieces on one square",
            "pawn B",
            "pawn A",
            "line 2",
            "j2",
        ],
    );
}

#[test]
fn crystal_and_pivot_on_one_square() {
    refused_with(
        "crystals: [k5]\npivots:\n  - { at: k5, turn: right }\n",
        3,
        Some(5),
        &[
            "two pieces on one square",
            "crystal",
            "pivot",
            "line 1",
            "k5",
        ],
    );
}

#[test]
fn stone_twice_in_one_list() {
    refused_with(
        "stones: [c3, d4, c3]\n",
        1,
        Some(18),
        &["two pieces on one square", "c3"],
    );
}

#[test]
fn pawn_on_the_monster() {
    refused_with(
        "monster: { at: j8 }\npawns:\n  - { name: A, at: j8 }\n",
        3,
        Some(5),
        &[
            "two pieces on one square",
            "pawn A",
            "the monster",
            "line 1",
            "j8",
        ],
    );
}

#[test]
fn listed_piece_on_a_basic_stone() {
    // S14: with `setup: basic`, a listed piece on a basic stone's square is an error.
    refused_with(
        "setup: basic\nstones: [n6]\n",
        2,
        Some(10),
        &["two pieces on one square", "basic setup", "n6"],
    );
    refused_with(
        "setup: basic\npawns:\n  - { name: A, at: c3 }\n",
        3,
        Some(5),
        &["two pieces on one square", "pawn A", "basic setup", "c3"],
    );
    refused_with(
        "setup: basic\npivots:\n  - { at: i10, turn: around }\n",
        3,
        Some(5),
        &["two pieces on one square", "basic setup", "i10"],
    );
}

#[test]
fn two_teleporters_on_one_square() {
    has_problem(
        "teleporters:\n  - { at: j5, arrow: east, pair: t }\n  - { at: j5, arrow: west, pair: u }\n",
        3,
        &["two pieces on one square", "j5"],
    );
}

// ---------------------------------------------------------------------------------------
// Teleporters and pools.

#[test]
fn piece_on_a_teleporter() {
    let tele = "teleporters:\n  - { at: j5, arrow: east, pair: t }\n  - { at: o7, arrow: south, pair: t }\n";
    refused_with(
        &format!("{tele}stones: [j5]\n"),
        4,
        Some(10),
        &["a piece on a teleporter", "stone", "j5", "line 2"],
    );
    refused_with(
        &format!("{tele}crystals: [o7]\n"),
        4,
        Some(12),
        &["a piece on a teleporter", "crystal", "o7", "line 3"],
    );
    refused_with(
        &format!("{tele}pivots:\n  - {{ at: o7, turn: right }}\n"),
        5,
        Some(5),
        &["a piece on a teleporter", "pivot", "o7"],
    );
    refused_with(
        &format!("{tele}pawns:\n  - {{ name: A, at: j5 }}\n"),
        5,
        Some(5),
        &["a piece on a teleporter", "pawn A", "j5"],
    );
}

#[test]
fn teleporter_on_a_pool() {
    // S14: flat pieces never overlap.
    has_problem(
        "pools:\n  - { at: k6, size: 2x2 }\nteleporters:\n  - { at: l7, arrow: east, pair: t }\n  - { at: j5, arrow: east, pair: t }\n",
        4,
        &["teleporter on a pool", "l7", "line 2"],
    );
    let ps = problems(
        "pools:\n  - { at: k6, size: 2x2 }\nteleporters:\n  - { at: l7, arrow: east, pair: t }\n  - { at: j5, arrow: east, pair: t }\n",
    );
    check(&ps[0], 4, Some(5), &["S14"]);
    // A pool of the basic setup counts too.
    has_problem(
        "setup: basic\nteleporters:\n  - { at: i3, arrow: east, pair: t }\n  - { at: a5, arrow: east, pair: t }\n",
        3,
        &["teleporter on a pool", "i3", "basic setup"],
    );
}

#[test]
fn overlapping_pools() {
    refused_with(
        "pools:\n  - { at: i3, size: 2x2 }\n  - { at: j4, size: 2x2 }\n",
        3,
        Some(5),
        &["overlapping pools", "i3", "j4", "line 2"],
    );
    refused_with(
        "pools:\n  - { at: k6, size: 2x2 }\n  - { at: k6, size: 1x1 }\n",
        3,
        Some(5),
        &["overlapping pools", "k6"],
    );
}

#[test]
fn pool_overlapping_the_basic_pools() {
    refused_with(
        "setup: basic\npools:\n  - { at: j4, size: 2x2 }\n",
        3,
        Some(5),
        &["overlapping pools", "basic setup", "j4"],
    );
    refused_with(
        "setup: basic\npools:\n  - { at: h7, size: 1x4 }\n",
        3,
        Some(5),
        &["overlapping pools", "basic setup", "h9"],
    );
}

#[test]
fn pool_that_does_not_fit() {
    for (at, size) in [
        ("l1", "2x1"),
        ("a7", "1x2"),
        ("p5", "2x1"),
        ("e11", "1x2"),
        ("a1", "255x255"),
    ] {
        let text = format!("title: x\npools:\n  - {{ at: {at}, size: {size} }}\n");
        refused_with(&text, 3, Some(5), &["does not fit", at, size]);
    }
}

#[test]
fn bad_pool_size() {
    for bad in ["2", "2y2", "0x1", "ax2", "256x1"] {
        let text = format!("pools:\n  - {{ at: k6, size: \"{bad}\" }}\n");
        refused_with(&text, 2, Some(21), &[&format!("`{bad}`"), "WIDTHxHEIGHT"]);
    }
}

#[test]
fn teleporter_pair_of_one() {
    refused_with(
        "teleporters:\n  - { at: j5, arrow: east, pair: yellow }\n",
        2,
        Some(5),
        &[
            "the teleporter on j5 has no partner",
            "pair `yellow`",
            "exactly two",
        ],
    );
}

#[test]
fn teleporter_pair_of_three() {
    refused_with(
        "teleporters:\n  - { at: j5, arrow: east, pair: yellow }\n  - { at: o7, arrow: south, pair: yellow }\n  - { at: b2, arrow: west, pair: yellow }\n",
        2,
        Some(5),
        &["pair `yellow`", "3 teleporters (j5, o7, b2)", "exactly two"],
    );
}

#[test]
fn two_good_pairs_and_one_bad() {
    let text = "teleporters:\n  - { at: j5, arrow: east, pair: yellow }\n  - { at: o7, arrow: south, pair: yellow }\n  - { at: b2, arrow: west, pair: blue }\n  - { at: c2, arrow: west, pair: blue }\n  - { at: d2, arrow: west, pair: red }\n";
    refused_with(
        text,
        6,
        Some(5),
        &["the teleporter on d2 has no partner", "pair `red`"],
    );
}

#[test]
fn more_teleporter_pairs_than_a_board_holds() {
    // Nine pairs on rows 5 and 6; a board holds eight. The last pair (by name) is refused.
    let squares: Vec<String> = ('a'..='p')
        .map(|c| format!("{c}5"))
        .chain(["a6".to_string(), "b6".to_string()])
        .collect();
    let mut text = "teleporters:\n".to_string();
    for (i, at) in squares.iter().enumerate() {
        text.push_str(&format!(
            "  - {{ at: {at}, arrow: east, pair: p{} }}\n",
            i / 2 + 1
        ));
    }
    refused_with(
        &text,
        18,
        Some(5),
        &["too many teleporters", "at most 8 pairs"],
    );
    // Eight pairs load.
    let eight: String = text.lines().take(17).map(|l| format!("{l}\n")).collect();
    assert_eq!(load(&eight).board().teleporters().count(), 16);
}

// ---------------------------------------------------------------------------------------
// The monster.

#[test]
fn monster_on_a_stone() {
    refused_with(
        "stones: [b1]\nmonster: { at: b1 }\n",
        2,
        Some(16),
        &["monster", "stone", "b1", "line 1"],
    );
    refused_with(
        "monster:\n  at: j8\n  facing: east\nstones:\n  - j8\n",
        2,
        Some(7),
        &["monster", "stone", "j8", "line 5"],
    );
}

#[test]
fn monster_on_a_crystal_or_pivot() {
    refused_with(
        "crystals: [k5]\nmonster: { at: k5 }\n",
        2,
        Some(16),
        &["monster", "crystal", "k5"],
    );
    refused_with(
        "pivots:\n  - { at: k8, turn: around }\nmonster: { at: k8 }\n",
        3,
        Some(16),
        &["monster", "pivot", "k8"],
    );
}

#[test]
fn monster_on_a_basic_stone() {
    refused_with(
        "setup: basic\nmonster: { at: n6 }\n",
        2,
        Some(16),
        &["monster", "stone", "n6"],
    );
}

#[test]
fn default_monster_square_with_a_stone() {
    // No `monster` key: the monster is on a1; a stone there is refused.
    let p = only_problem("stones: [a1]\n");
    check(&p, 1, None, &["monster", "stone", "a1"]);
}

#[test]
fn bad_facing() {
    refused_with(
        "monster: { at: j8, facing: up }\n",
        1,
        Some(28),
        &["`up`", "not a direction"],
    );
    let ps = problems(
        "teleporters:\n  - { at: j5, arrow: sideways, pair: t }\n  - { at: j6, arrow: east, pair: t }\n",
    );
    check(
        &ps[0],
        2,
        Some(22),
        &["teleporter `arrow`", "`sideways`", "not a direction"],
    );
}

#[test]
fn monster_must_be_a_map() {
    refused_with(
        "monster: j8\n",
        1,
        Some(10),
        &["the monster must be a map", "`j8`"],
    );
}

// ---------------------------------------------------------------------------------------
// Pawns.

#[test]
fn duplicate_pawn_names() {
    refused_with(
        "pawns:\n  - { name: A, at: j2 }\n  - { name: B, at: j3 }\n  - { name: A, at: waiting }\n",
        4,
        Some(13),
        &["duplicate pawn name `A`", "line 2"],
    );
}

#[test]
fn bad_pawn_names() {
    // Letters of any alphabet are a name's (`été`, see good_pawn_names), not other digits.
    for bad in [
        "'a b'",
        "A-1",
        "\"\"",
        "ABCDEFGHIJKLMNOPQ",
        "A²",
        "'étéétéétéétéétéé1'",
    ] {
        let text = format!("pawns:\n  - {{ name: {bad}, at: j2 }}\n");
        refused_with(&text, 2, Some(13), &["pawn `name`", "not a short word"]);
    }
    refused_with(
        "pawns:\n  - { name: [A], at: j2 }\n",
        2,
        Some(13),
        &["pawn `name`", "must be a word", "a list"],
    );
}

#[test]
fn good_pawn_names() {
    let s = load("pawns:\n  - { name: A, at: j2 }\n  - { name: P0, at: j3 }\n  - { name: red3, at: waiting }\n  - { name: ABCDEFGHIJKLMNOP, at: waiting }\n  - { name: été, at: waiting }\n  - { name: Ærøskøbing, at: waiting }\n");
    let names: Vec<_> = s.pawns().iter().map(|p| p.name.as_str()).collect();
    assert_eq!(
        names,
        ["A", "P0", "red3", "ABCDEFGHIJKLMNOP", "été", "Ærøskøbing"]
    );
    assert_eq!(
        s.board().pawn(s.pawn_id("P0").unwrap()),
        PawnPlace::At(sq("j3"))
    );
    assert_eq!(
        s.board().pawn(s.pawn_id("red3").unwrap()),
        PawnPlace::Waiting
    );
}

#[test]
fn bad_pawn_place() {
    refused_with(
        "pawns:\n  - { name: A, at: Waiting }\n",
        2,
        Some(20),
        &["pawn `at`", "`Waiting`", "waiting"],
    );
}

#[test]
fn bad_face() {
    for bad in ["7", "0", "-1", "x", "2.5"] {
        let text = format!("pawns:\n  - {{ name: A, at: j2, face: {bad} }}\n");
        refused_with(&text, 2, Some(30), &["pawn `face`", "1..6"]);
    }
    let s = load("pawns:\n  - { name: A, at: j2, face: 6, player: red }\n");
    assert_eq!(s.pawns()[0].face, Some(6));
    assert_eq!(s.pawns()[0].player.as_deref(), Some("red"));
}

// ---------------------------------------------------------------------------------------
// Options, tile, setup, pivots.

#[test]
fn unknown_option() {
    refused_with(
        "options:\n  pivot-chain: push\n  no-such-rule: yes\n",
        3,
        Some(3),
        &["unknown option `no-such-rule`", "pivot-chain"],
    );
}

#[test]
fn unknown_option_value() {
    refused_with(
        "options:\n  pivot-chain: sideways\n",
        2,
        Some(16),
        &[
            "option `pivot-chain`",
            "no value `sideways`",
            "turn-again",
            "push",
        ],
    );
}

#[test]
fn options_must_be_a_map() {
    refused_with("options: [a]\n", 1, Some(10), &["`options` must be a map"]);
}

#[test]
fn bad_tile() {
    for bad in ["0", "21", "prey-4", "prey-0", "eight", "-3"] {
        let text = format!("title: x\ntile: {bad}\n");
        refused_with(&text, 2, Some(7), &["not a tile", "1..20", "prey-1"]);
    }
}

#[test]
fn good_tiles() {
    assert_eq!(load("tile: 1\n").tile, Some(Tile::Steps(1)));
    assert_eq!(load("tile: 20\n").tile, Some(Tile::Steps(20)));
    assert_eq!(load("tile: prey-3\n").tile, Some(Tile::Prey(3)));
    assert_eq!(load("title: x\n").tile, None);
}

#[test]
fn unknown_setup() {
    refused_with(
        "setup: expert\n",
        1,
        Some(8),
        &["setup", "`expert`", "`basic`", "`advanced`"],
    );
}

#[test]
fn bad_pivot_turn() {
    refused_with(
        "pivots:\n  - { at: k8, turn: left }\n",
        2,
        Some(21),
        &["pivot `turn`", "`left`", "right or around"],
    );
}

// ---------------------------------------------------------------------------------------
// Missing keys, YAML errors, wrong types.

#[test]
fn missing_required_key() {
    refused_with(
        "pivots:\n  - { turn: right }\n",
        2,
        Some(5),
        &["a pivot", "missing `at`"],
    );
    refused_with(
        "pivots:\n  - { at: k8 }\n",
        2,
        Some(5),
        &["a pivot", "missing `turn`"],
    );
    refused_with(
        "pawns:\n  - { at: j2 }\n",
        2,
        Some(5),
        &["a pawn", "missing `name`"],
    );
    refused_with(
        "pawns:\n  - { name: A }\n",
        2,
        Some(5),
        &["a pawn", "missing `at`"],
    );
    refused_with(
        "pools:\n  - { at: k6 }\n",
        2,
        Some(5),
        &["a pool", "missing `size`"],
    );
    has_problem(
        "teleporters:\n  - { at: j5, arrow: east }\n  - { at: j6, arrow: east, pair: t }\n",
        2,
        &["a teleporter", "missing `pair`"],
    );
    has_problem(
        "teleporters:\n  - { at: j5, pair: t }\n  - { at: j6, arrow: east, pair: t }\n",
        2,
        &["a teleporter", "missing `arrow`"],
    );
    // Block style: the line where the item starts.
    refused_with(
        "pawns:\n  - name: A\n    at: j2\n  - at: j3\n    face: 2\n",
        4,
        Some(5),
        &["a pawn", "missing `name`"],
    );
}

#[test]
fn not_valid_yaml() {
    refused_with(
        "title: x\nstones: [a1, b2\n",
        2,
        None,
        &[
            "not valid YAML",
            "the bracket `[` opened here is never closed",
        ],
    );
    let p = refused_with(
        "stones: [a1\n",
        1,
        Some(9),
        &[
            "not valid YAML",
            "the bracket `[` opened here is never closed",
        ],
    );
    assert!(
        !p.message.contains("line "),
        "the place is in the problem, not the text: {p:?}"
    );
    refused_with("title: x\na: b: c\n", 2, None, &["not valid YAML"]);
}

#[test]
fn duplicate_yaml_keys() {
    refused_with("title: x\ntitle: y\n", 2, None, &["given twice", "title"]);
}

#[test]
fn wrong_types() {
    refused_with(
        "stones: 5\n",
        1,
        Some(9),
        &["`stones` must be a list", "`5`"],
    );
    refused_with(
        "pawns: { a: 1 }\n",
        1,
        Some(8),
        &["`pawns` must be a list", "a map"],
    );
    refused_with(
        "pools:\n  - k6\n",
        2,
        Some(5),
        &["a pool must be a map", "`k6`"],
    );
    refused_with(
        "stones: [[a1]]\n",
        1,
        Some(10),
        &["must be a word", "a list"],
    );
    refused_with(
        "[1, 2]\n",
        1,
        Some(1),
        &["the scenario must be a map", "a list"],
    );
    refused_with("title: [a]\n", 1, Some(8), &["title must be a word"]);
}

// ---------------------------------------------------------------------------------------
// Several problems, the report's format.

const FOUR_PROBLEMS: &str = "\
title: four problems
stones: [z9]
monster: { at: j8, facing: up }
pawns:
  - { name: A, at: j2, hat: 1 }
options:
  no-such-rule: push
";

#[test]
fn every_problem_is_reported_at_once() {
    let ps = problems(FOUR_PROBLEMS);
    assert_eq!(ps.len(), 4, "{ps:#?}");
    check(&ps[0], 2, Some(10), &["`z9`", "not a square"]);
    check(&ps[1], 3, Some(28), &["`up`", "not a direction"]);
    check(&ps[2], 5, Some(24), &["unknown key `hat`"]);
    check(&ps[3], 7, Some(3), &["unknown option `no-such-rule`"]);
}

#[test]
fn problems_come_in_file_order() {
    let text = "\
pawns:
  - { name: B, at: m1 }
  - { name: B, at: j3 }
stones: [k99]
tile: 99
pools:
  - { at: a1, size: 99x1 }
pivots:
  - { at: k8, turn: up }
";
    let ps = problems(text);
    let places: Vec<(u64, u64)> = ps.iter().map(|p| (p.line, p.column)).collect();
    let mut sorted = places.clone();
    sorted.sort();
    assert_eq!(places, sorted, "{ps:#?}");
    let lines: Vec<u64> = ps.iter().map(|p| p.line).collect();
    assert_eq!(lines, [2, 3, 4, 5, 7, 9], "{ps:#?}");
    // The second B is a duplicate even though the first one's square was refused.
    assert!(ps[1].message.contains("duplicate pawn name `B`"), "{ps:#?}");
}

#[test]
fn display_names_file_line_column() {
    let e = refuse(FOUR_PROBLEMS);
    let shown = e.to_string();
    let lines: Vec<&str> = shown.lines().collect();
    assert_eq!(lines.len(), 5, "{shown}");
    assert!(lines[0].starts_with("x.yaml: 4 problems"), "{shown}");
    let want = [(2, 10), (3, 28), (5, 24), (7, 3)];
    for (line, (l, c)) in lines[1..].iter().zip(want) {
        let prefix = format!("x.yaml:{l}:{c}: ");
        assert!(
            line.starts_with(&prefix),
            "{line:?} should start with {prefix:?}"
        );
        assert!(line.len() > prefix.len(), "{line:?} has no message");
    }
    for (line, p) in lines[1..].iter().zip(&e.problems) {
        assert_eq!(
            *line,
            format!("x.yaml:{}:{}: {}", p.line, p.column, p.message)
        );
    }
    let one = refuse("stones: [z9]\n").to_string();
    assert!(
        one.lines().next().unwrap().contains("1 problem found"),
        "{one}"
    );
    assert!(one.contains("x.yaml:1:10: "), "{one}");
}

// ---------------------------------------------------------------------------------------
// Valid files.

#[test]
fn an_empty_file_is_refused_not_taken_for_an_empty_board() {
    // A truncated file must not pass `check` (issue 9): empty, comments only, `~`, `---`.
    for text in ["", "\n", "# only a comment\n", "---\n", "~\n", "null\n"] {
        refused_with(
            text,
            1,
            Some(1),
            &["holds no scenario", "monster: { at: a1 }"],
        );
    }
    // The empty board, said in so many words.
    let s = load("monster: { at: a1 }\n");
    assert_eq!(s.board().monster(), sq("a1"));
    assert_eq!(s.board().facing(), Dir::East);
    assert_eq!(s.board().pieces().count(), 0);
    assert_eq!(s.board().pawn_count(), 0);
    assert_eq!(s.tile, None);
}

#[test]
fn aliases_stand_for_what_they_name_whatever_the_kind() {
    // An anchored number and its alias (issue 9: `face: *f` was refused).
    let s = load(
        "pawns:\n  - { name: A, at: a3, face: &f 4 }\n  - { name: B, at: &sq a5, face: *f }\n  - { name: C, at: b5, player: &p red, face: 2 }\n  - { name: D, at: b6, player: *p }\n",
    );
    assert_eq!(s.pawns()[1].face, Some(4));
    assert_eq!(s.pawns()[3].player.as_deref(), Some("red"));
    let s = load(
        "tile: &t 8\nmonster: { at: j8, facing: &d west }\npivots:\n  - { at: k8, turn: right }\n",
    );
    assert_eq!(s.tile, Some(Tile::Steps(8)));
    assert_eq!(s.board().facing(), Dir::West);
    // An alias of a bad value is refused at the alias, like the value itself.
    refused_with(
        "pawns:\n  - { name: A, at: a3, face: &f 9 }\n",
        2,
        None,
        &["face", "1..6", "`9`"],
    );
}

#[test]
fn empty_lists_are_fine() {
    let s = load("stones: []\ncrystals: []\npivots: []\nteleporters: []\npools: []\npawns: []\noptions: {}\n");
    assert_eq!(s.board().pieces().count(), 0);
    let s = load("stones:\npawns:\noptions:\n");
    assert_eq!(s.board().pieces().count(), 0);
}

#[test]
fn the_shipped_scenarios_load() {
    let basic = load_path("scenarios/setup/basic.yaml");
    assert_eq!(*basic.board(), furunkulus::setup::basic::board());
    assert_eq!(
        *load("setup: basic\n").board(),
        furunkulus::setup::basic::board()
    );
    assert_eq!(basic.board().pieces().count(), 11);
    assert_eq!(basic.board().pools().count(), 8);

    let p6 = load_path("scenarios/rulebook/monster-basic.yaml");
    assert_eq!(p6.tile, Some(Tile::Steps(8)));
    assert_eq!(p6.board().monster(), sq("j8"));
    assert_eq!(p6.board().facing(), Dir::East);
    assert_eq!(p6.pawns().len(), 8);
    assert_eq!(p6.board().occupant(sq("n6")), Occupant::Piece(Piece::Stone));
    assert!(p6.board().is_pool(sq("l7")));

    let p9 = load_path("scenarios/rulebook/monster-advanced.yaml");
    assert_eq!(
        p9.board().occupant(sq("k5")),
        Occupant::Piece(Piece::Crystal)
    );
    assert_eq!(
        p9.board().occupant(sq("m7")),
        Occupant::Piece(Piece::Pivot(PivotKind::Around))
    );
    assert_eq!(
        p9.board().teleport_target(sq("j5")),
        Some((sq("o7"), Dir::South))
    );
    assert_eq!(
        p9.board().teleport_target(sq("o7")),
        Some((sq("j5"), Dir::East))
    );
    assert_eq!(p9.pawns().len(), 5);
}

#[test]
fn the_format_example_loads() {
    let s = load(
        r#"title: "Rulebook p.6: the monster's move, basic game"   # optional
tile: 8
setup: basic
monster: { at: j8, facing: east }
stones: [b6]
crystals: [k5]
pivots:
  - { at: k8, turn: right }
teleporters:
  - { at: j5, arrow: east, pair: yellow }
  - { at: o7, arrow: south, pair: yellow }
pools:
  - { at: k6, size: 2x2 }
pawns:
  - { name: A, at: j2 }
  - { name: B, at: i8, player: red, face: 3 }
  - { name: C, at: waiting, face: 5 }
options:
  pivot-when-tied: turn
"#,
    );
    assert_eq!(s.board().pieces().count(), 11 + 3);
    assert_eq!(s.board().pools().count(), 8 + 4);
    assert_eq!(s.options.get("pivot-when-tied"), Some("turn"));
    assert_eq!(s.pawns()[1].face, Some(3));
    assert_eq!(s.board().pawn(s.pawn_id("C").unwrap()), PawnPlace::Waiting);
}

#[test]
fn stones_and_pawns_on_pool_squares_are_allowed() {
    // S14: the FAQ position.
    let s = load(
        "pools:\n  - { at: k6, size: 2x2 }\nstones: [k6]\ncrystals: [l6]\npivots:\n  - { at: k7, turn: right }\npawns:\n  - { name: A, at: l7 }\n",
    );
    assert_eq!(s.board().occupant(sq("k6")), Occupant::Piece(Piece::Stone));
    assert_eq!(
        s.board().occupant(sq("l6")),
        Occupant::Piece(Piece::Crystal)
    );
    assert_eq!(s.board().floor(sq("l7")), Floor::Pool);
    assert_eq!(
        s.board().pawn(s.pawn_id("A").unwrap()),
        PawnPlace::At(sq("l7"))
    );
    // And on the basic setup's pools.
    let s = load("setup: basic\nstones: [i3]\npawns:\n  - { name: A, at: e9 }\n");
    assert_eq!(s.board().occupant(sq("i3")), Occupant::Piece(Piece::Stone));
}

#[test]
fn pieces_on_the_corners_are_allowed() {
    // S14: only the advanced setup keeps the corners clear.
    let s = load("monster: { at: j8 }\nstones: [a1]\npawns:\n  - { name: A, at: p11 }\n");
    assert_eq!(s.board().occupant(sq("a1")), Occupant::Piece(Piece::Stone));
    assert_eq!(s.board().pawn(PawnId(0)), PawnPlace::At(sq("p11")));
    let s = load("crystals: [p11]\npawns:\n  - { name: A, at: b1 }\n");
    assert_eq!(
        s.board().occupant(sq("p11")),
        Occupant::Piece(Piece::Crystal)
    );
    let s = load(
        "monster: { at: j8 }\nteleporters:\n  - { at: a1, arrow: east, pair: t }\n  - { at: p11, arrow: west, pair: t }\n",
    );
    assert_eq!(
        s.board().teleport_target(sq("a1")),
        Some((sq("p11"), Dir::West))
    );
}

#[test]
fn the_monster_may_stand_on_a_pool_or_teleporter() {
    // S7.
    let s = load("pools:\n  - { at: k6, size: 2x2 }\nmonster: { at: l7, facing: west }\n");
    assert_eq!(s.board().monster(), sq("l7"));
    assert_eq!(s.board().facing(), Dir::West);
    let s = load("setup: basic\nmonster: { at: j4 }\n");
    assert_eq!(s.board().monster(), sq("j4"));
    let s = load(
        "teleporters:\n  - { at: j5, arrow: east, pair: t }\n  - { at: o7, arrow: south, pair: t }\nmonster: { at: o7, facing: south }\n",
    );
    assert_eq!(s.board().monster(), sq("o7"));
    assert!(s.board().is_teleporter(s.board().monster()));
}

#[test]
fn pools_that_make_an_endless_slide_are_refused() {
    // Row 6 runs a..p: a 16x1 pool there would slide the monster through the wall forever.
    // The problem points at the `pools` list (its first item).
    let p = refused_with(
        "title: x\npools:\n  - { at: a6, size: 16x1 }\n",
        3,
        None,
        &["endless slide"],
    );
    assert!(p.message.contains("a6"), "{p:?}");
    // Two pools that only together close the loop: column e and its mirror column l.
    has_problem(
        "pools:\n  - { at: e1, size: 1x11 }\n  - { at: l1, size: 1x11 }\n",
        2,
        &["endless slide"],
    );
    // One square short is fine.
    let s = load("pools:\n  - { at: a6, size: 15x1 }\nmonster: { at: p6 }\n");
    assert_eq!(s.board().pools().count(), 15);
    let s = load("pools:\n  - { at: b6, size: 15x1 }\n");
    assert_eq!(s.board().pools().count(), 15);
    let s = load("pools:\n  - { at: e1, size: 1x11 }\n");
    assert_eq!(s.board().pools().count(), 11);
    assert_eq!(furunkulus::setup::endless_slide(s.board()), None);
}

#[test]
fn nothing_is_half_loaded() {
    // A valid part and one bad part: the result is an error, not a partial board.
    let err = refuse("stones: [c3, d4]\npawns:\n  - { name: A, at: j2 }\ncrystals: [zz]\n");
    assert_eq!(err.problems.len(), 1);
}

// ---------------------------------------------------------------------------------------
// Bugs found while writing these tests (kept failing, ignored).

#[test]
fn teleporter_on_a_basic_stone_is_refused() {
    let text = "setup: basic\nteleporters:\n  - { at: n6, arrow: east, pair: t }\n  - { at: b2, arrow: east, pair: t }\n";
    has_problem(text, 3, &["n6"]);
}

#[test]
fn stone_on_default_monster_square_names_the_stone_line() {
    let p = only_problem("# c\n\ntitle: x\n\nstones: [a1]\n");
    check(&p, 5, Some(10), &["monster", "stone", "a1"]);
}

#[test]
fn pawn_on_default_monster_square_names_no_line_zero() {
    let p = only_problem("pawns:\n  - { name: A, at: a1 }\n");
    check(
        &p,
        2,
        Some(5),
        &["two pieces on one square", "monster", "a1"],
    );
    assert!(!p.message.contains("line 0"), "{p:?}");
}

#[test]
fn pawn_named_n_keeps_its_name() {
    let s = load("pawns:\n  - { name: N, at: j2 }\n  - { name: Y, at: j3 }\n");
    assert_eq!(s.pawns()[0].name, "N");
    assert_eq!(s.pawns()[1].name, "Y");
    assert!(s.pawn_id("N").is_some());
}

#[test]
fn differently_named_pairs_are_not_merged() {
    let text = "teleporters:\n  - { at: j5, arrow: east, pair: y }\n  - { at: j6, arrow: east, pair: on }\n";
    let ps = problems(text);
    assert_eq!(ps.len(), 2, "{ps:#?}");
}

#[test]
fn facing_n_is_north_or_named_as_written() {
    match scenario::parse("monster: { at: j8, facing: n }\n", "x.yaml") {
        Ok(s) => assert_eq!(s.board().facing(), Dir::North),
        Err(e) => {
            let p = &e.problems[0];
            assert!(
                p.message.contains("`n`") && !p.message.contains("false"),
                "{p:?}"
            );
        }
    }
}

#[test]
fn numbers_are_quoted_as_written() {
    let p = only_problem("pools:\n  - { at: k6, size: 0x2 }\n");
    assert!(p.message.contains("`0x2`"), "{p:?}");
    let s = load("pawns:\n  - { name: 007, at: j2 }\n");
    assert_eq!(s.pawns()[0].name, "007");
}

#[test]
fn refused_teleporter_does_not_cascade() {
    let text = "pools:\n  - { at: k6, size: 2x2 }\nteleporters:\n  - { at: l7, arrow: east, pair: t }\n  - { at: j5, arrow: east, pair: t }\n";
    let ps = problems(text);
    assert_eq!(ps.len(), 1, "{ps:#?}");
}
