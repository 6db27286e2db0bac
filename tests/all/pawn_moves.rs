//! Pawn moves (docs/RULES.md section 4, P1–P8 with S9–S13): the rulebook's three examples, a test
//! per rule and per option value, and property tests against an independent replayer and a
//! brute-force search.

use crate::common::{load, load_path, sq};
use furunkulus::board::{Board, Occupant, PawnId, PawnPlace, Piece};
use furunkulus::geometry::{Dir, Square};
use furunkulus::pawn::{
    explain, explain_path, legal_moves, Dest, Obstacle, PawnMove, Reason, SlideStop, Verdict,
};
use furunkulus::rules::{Options, PawnPushOntoTeleporter};
use furunkulus::scenario::Scenario;
use furunkulus::setup::{
    pool_rectangles, MonsterSpec, PawnSpec, PieceSpec, Setup, Spot, TeleporterSpec,
};
use std::collections::{BTreeMap, BTreeSet};

// ---------------------------------------------------------------------------------------
// Helpers.

fn id(s: &Scenario, name: &str) -> PawnId {
    s.pawn_id(name).unwrap_or_else(|| panic!("no pawn {name}"))
}

fn face(s: &Scenario, name: &str) -> u8 {
    s.pawns()[id(s, name).0 as usize]
        .face
        .unwrap_or_else(|| panic!("pawn {name} has no face"))
}

fn dest(name: &str) -> Dest {
    name.parse()
        .unwrap_or_else(|e| panic!("bad destination {name}: {e}"))
}

/// The moves of `name` with its face's points.
fn moves(s: &Scenario, name: &str) -> Vec<PawnMove> {
    moves_with(s, name, face(s, name))
}

fn moves_with(s: &Scenario, name: &str, points: u8) -> Vec<PawnMove> {
    legal_moves(s.board(), id(s, name), points, &s.options)
}

/// The squares of every stone-like piece, sorted by name.
fn pieces(b: &Board) -> Vec<String> {
    let mut v: Vec<String> = b.pieces().map(|(s, _)| s.to_string()).collect();
    v.sort();
    v
}

/// The moves to `to`.
fn to<'a>(ms: &'a [PawnMove], to: &str) -> Vec<&'a PawnMove> {
    ms.iter().filter(|m| m.dest == dest(to)).collect()
}

/// The move to `to` leaving the pieces on `after` (sorted names), which must exist.
fn the<'a>(ms: &'a [PawnMove], to_: &str, after: &[&str]) -> &'a PawnMove {
    let mut want: Vec<String> = after.iter().map(|s| s.to_string()).collect();
    want.sort();
    ms.iter()
        .find(|m| m.dest == dest(to_) && pieces(&m.board) == want)
        .unwrap_or_else(|| {
            panic!(
                "no move to {to_} leaving pieces on {want:?}; moves: {}",
                summary(ms)
            )
        })
}

/// [`the`] for the moves of pawn `name` with its face's points.
fn the_of(s: &Scenario, name: &str, to_: &str, after: &[&str]) -> PawnMove {
    the(&moves(s, name), to_, after).clone()
}

/// The destinations, as names.
fn dests(ms: &[PawnMove]) -> BTreeSet<String> {
    ms.iter().map(|m| m.dest.to_string()).collect()
}

fn summary(ms: &[PawnMove]) -> String {
    ms.iter()
        .map(|m| format!("{}({}){:?}", m.dest, m.cost, pieces(&m.board)))
        .collect::<Vec<_>>()
        .join(" ")
}

fn path(m: &PawnMove) -> Vec<String> {
    m.squares().map(|d| d.to_string()).collect()
}

fn pushes(m: &PawnMove) -> Vec<(String, Option<String>)> {
    m.pushes
        .iter()
        .map(|p| (p.from.to_string(), p.to.map(|t| t.to_string())))
        .collect()
}

fn push(from: &str, to: Option<&str>) -> (String, Option<String>) {
    (from.to_string(), to.map(str::to_string))
}

/// `explain` for pawn `name` with `points`: the reasons, described with the pawns' names.
fn why(s: &Scenario, name: &str, points: u8, to_: &str) -> Vec<String> {
    match explain(s.board(), id(s, name), points, &s.options, dest(to_)) {
        Verdict::Legal(m) => panic!("{to_} is legal: {:?}", path(&m)),
        Verdict::Illegal(r) => describe(s, &r),
    }
}

fn why_path(s: &Scenario, name: &str, points: u8, steps: &[&str]) -> Vec<String> {
    let p: Vec<Dest> = steps.iter().map(|x| dest(x)).collect();
    match explain_path(s.board(), id(s, name), points, &s.options, &p) {
        Verdict::Legal(m) => panic!("path {steps:?} is legal, ending on {}", m.dest),
        Verdict::Illegal(r) => describe(s, &r),
    }
}

fn legal_path(s: &Scenario, name: &str, points: u8, steps: &[&str]) -> PawnMove {
    let p: Vec<Dest> = steps.iter().map(|x| dest(x)).collect();
    match explain_path(s.board(), id(s, name), points, &s.options, &p) {
        Verdict::Legal(m) => *m,
        Verdict::Illegal(r) => panic!("path {steps:?} is illegal: {:?}", describe(s, &r)),
    }
}

fn describe(s: &Scenario, r: &[Reason]) -> Vec<String> {
    r.iter()
        .map(|x| x.describe(&|p| s.pawn_name(p).to_string()))
        .collect()
}

fn assert_reason(reasons: &[String], needle: &str) {
    assert!(
        reasons.iter().any(|r| r.contains(needle)),
        "no reason contains {needle:?}: {reasons:#?}"
    );
}

/// Every move is within the points and ends alone (P1, P4).
fn sane(s: &Scenario, ms: &[PawnMove], points: u8) {
    for m in ms {
        assert!(m.cost <= points);
        assert_eq!(m.cost as usize, m.path.len());
        if let Dest::Square(at) = m.dest {
            if let Occupant::Pawn(p) = s.board().occupant(at) {
                assert_eq!(p, m.pawn, "{at} ends on pawn {}", s.pawn_name(p));
            }
        }
    }
}

// ---------------------------------------------------------------------------------------
// The rulebook's examples (docs/RULES.md section 4).

#[test]
fn rulebook_example_1_pushes_the_stone_once() {
    let s = load_path("scenarios/rulebook/pawn-1.yaml");
    let ms = moves(&s, "P");
    sane(&s, &ms, 4);
    let g5 = the(&ms, "g5", &["f6"]);
    assert_eq!(g5.cost, 4);
    assert_eq!(path(g5), ["i6", "h6", "g6", "g5"]);
    assert_eq!(pushes(g5), [push("g6", Some("f6"))]);
    // It could have stopped after 0, 1, 2 or 3 points.
    assert_eq!(the(&ms, "j6", &["g6"]).cost, 0);
    assert_eq!(the(&ms, "i6", &["g6"]).cost, 1);
    assert_eq!(the(&ms, "h6", &["g6"]).cost, 2);
    assert_eq!(the(&ms, "g6", &["f6"]).cost, 3);
    // The stone cannot be pushed again: e6 is taken. The stone is named where the file
    // has it and where it stands when the pawn's fourth point is refused (issue 26).
    assert!(to(&ms, "f6").is_empty());
    let r = why_path(&s, "P", 4, &["i6", "h6", "g6", "f6"]);
    assert_eq!(
        r,
        ["after 3 points the stone from g6 stands on f6 and cannot be pushed on west: e6 is taken by pawn Q (P5)"]
    );
}

#[test]
fn rulebook_example_2_passes_through_pawns() {
    let s = load_path("scenarios/rulebook/pawn-2.yaml");
    let ms = moves(&s, "P");
    sane(&s, &ms, 5);
    let m = legal_path(&s, "P", 5, &["h7", "h6", "h5", "g5", "g6"]);
    assert_eq!(m.cost, 5);
    assert_eq!(pushes(&m), [push("h5", Some("h4"))]);
    assert_eq!(pieces(&m.board), ["f7", "h4"]);
    // The same result is listed, with five points (no shorter way pushes the stone to h4).
    let g6 = the(&ms, "g6", &["f7", "h4"]);
    assert_eq!(g6.cost, 5);
    assert_eq!(pushes(g6), [push("h5", Some("h4"))]);
    // It could not stop after 2 or 4 points: h6 and g5 are taken.
    assert!(to(&ms, "h6").is_empty() && to(&ms, "g5").is_empty());
    assert_reason(
        &why(&s, "P", 5, "h6"),
        "pawn A stands on h6: the pawn can pass through it",
    );
    assert_reason(&why(&s, "P", 5, "g5"), "pawn B stands on g5");
    assert_eq!(
        why_path(&s, "P", 5, &["h7", "h6"]),
        ["pawn A stands on h6: a move must end alone on its square (P4)"]
    );
}

#[test]
fn rulebook_example_3_stone_stuck_on_the_pool() {
    let s = load_path("scenarios/rulebook/pawn-3.yaml");
    let ms = moves(&s, "P");
    sane(&s, &ms, 5);
    let h4 = the(&ms, "h4", &["g6"]);
    assert_eq!(h4.cost, 5);
    assert_eq!(path(h4), ["k6", "j6", "i6", "h6", "h4"]);
    assert_eq!(pushes(h4), [push("j6", Some("i6")), push("i6", Some("g6"))]);
    // Point 3: the stone slid from h6 to g6; point 4: the pawn's slide is blocked by it.
    assert_eq!(
        h4.path[3].slide.unwrap().stop,
        Some(SlideStop::Obstacle(Obstacle::Piece(sq("g6"), Piece::Stone)))
    );
    assert_eq!(h4.path[4].slide.unwrap().from, sq("h5"));
    // The stated path, given by where each point ends: the last one slides from h5 to h4
    // (issue 30, G3: not the pool square stepped onto).
    let m = legal_path(&s, "P", 5, &["k6", "j6", "i6", "h6", "h4"]);
    assert_eq!(m.dest, dest("h4"));
    assert_eq!(
        why_path(&s, "P", 5, &["k6", "j6", "i6", "h6", "h5"]),
        ["stepping onto the pool on h5 slides the pawn on to h4: a path gives the square each point ends on, so write h4 (P6)"]
    );
    // After 4 points it may end on h6, stopped there by the stone (FAQ, P7).
    assert_eq!(the(&ms, "h6", &["g6"]).cost, 4);
    // k6, k5, j5, i5, h5 would end the slide on f5, where A stands, with no point left.
    assert!(to(&ms, "f5").is_empty());
    let slide = "the slide from h5 would end on f5, where pawn A stands, with no point left (P7)";
    assert_eq!(
        why_path(&s, "P", 5, &["k6", "k5", "j5", "i5", "h5"]),
        [slide]
    );
    let r = why(&s, "P", 5, "f5");
    assert_reason(
        &r,
        "pawn A stands on f5: the pawn can pass through it (after 5 points)",
    );
    assert_reason(&r, slide);
}

// ---------------------------------------------------------------------------------------
// P1: up to the visible number, any path, stop early, stay.

#[test]
fn p1_every_square_within_reach_at_its_distance() {
    let s = load("pawns: [ { name: P, at: h6, face: 3 } ]\nmonster: { at: a1 }\n");
    let ms = moves(&s, "P");
    sane(&s, &ms, 3);
    assert_eq!(ms.len(), 25); // 1 + 4 + 8 + 12 squares within 3 steps
    for m in &ms {
        let Dest::Square(at) = m.dest else { panic!() };
        let d = at.col().abs_diff(7) + at.row().abs_diff(5);
        assert_eq!(m.cost, d, "{at}");
    }
    assert_eq!(the(&ms, "h6", &[]).cost, 0);
    assert!(the(&ms, "h6", &[]).path.is_empty());
    assert_eq!(
        why(&s, "P", 3, "h10"),
        ["h10 is 4 points away; the pawn has 3 (P1)"]
    );
    assert_eq!(
        why_path(&s, "P", 3, &["h7", "h9"]),
        ["h9 is not next to h7: one point moves one square (P1)"]
    );
    assert_eq!(
        why_path(&s, "P", 1, &["h7", "h6"]),
        ["the path takes 2 points; the pawn has 1 (P1)"]
    );
}

#[test]
fn p1_back_and_forth_after_a_push() {
    // Push the stone and come back: the start square with the stone moved costs 2.
    let s = load("stones: [i6]\npawns: [ { name: P, at: j6, face: 2 } ]\n");
    let ms = moves(&s, "P");
    assert_eq!(the(&ms, "j6", &["i6"]).cost, 0);
    let back = the(&ms, "j6", &["h6"]);
    assert_eq!(back.cost, 2);
    assert_eq!(path(back), ["i6", "j6"]);
    // A back-and-forth path ending where it started is legal too.
    assert_eq!(legal_path(&s, "P", 2, &["j5", "j6"]).cost, 2);
}

#[test]
fn p1_zero_points_is_staying_put() {
    let s = load("pawns: [ { name: P, at: h6, face: 1 } ]\n");
    let ms = moves_with(&s, "P", 0);
    assert_eq!(ms.len(), 1);
    assert_eq!((ms[0].dest, ms[0].cost), (dest("h6"), 0));
    assert_eq!(ms[0].board, *s.board());
}

// ---------------------------------------------------------------------------------------
// P2, S9: entering.

#[test]
fn p2_entering_costs_the_first_point() {
    let s = load("pawns: [ { name: P, at: waiting, face: 3 } ]\n");
    let ms = moves_with(&s, "P", 1);
    assert_eq!(dests(&ms), ["p11", "waiting"].map(String::from).into());
    assert_eq!(ms[0].dest, Dest::Waiting); // waiting sorts first
    assert_eq!(ms[0].cost, 0);
    assert_eq!(ms[0].board.pawn(id(&s, "P")), PawnPlace::Waiting);
    let p11 = &to(&ms, "p11")[0];
    assert_eq!((p11.cost, p11.path[0].dir), (1, Dir::West));
    assert_eq!(p11.board.pawn(id(&s, "P")), PawnPlace::At(sq("p11")));
    let ms = moves(&s, "P");
    assert_eq!(
        dests(&ms),
        ["n11", "o10", "o11", "p10", "p11", "p9", "waiting"]
            .map(String::from)
            .into()
    );
    assert_eq!(to(&ms, "o10")[0].cost, 3);
    assert_eq!(
        why_path(&s, "P", 3, &["o11"]),
        ["a waiting pawn's first point puts it on p11, not o11 (P2)"]
    );
}

#[test]
fn p2_entering_onto_an_occupied_p11_and_moving_on() {
    let s = load("pawns: [ { name: P, at: waiting, face: 2 }, { name: Q, at: p11 } ]\n");
    let one = moves_with(&s, "P", 1);
    assert_eq!(dests(&one), ["waiting"].map(String::from).into());
    assert_eq!(why(&s, "P", 1, "p11"), [
        "pawn Q stands on p11: the pawn can pass through it (after 1 point) but must end its move alone on its square (P4)"
    ]);
    let two = moves(&s, "P");
    assert_eq!(
        dests(&two),
        ["o11", "p10", "waiting"].map(String::from).into()
    );
    assert_eq!(path(to(&two, "o11")[0]), ["p11", "o11"]);
}

#[test]
fn s9_the_monster_on_p11_bars_the_entrance() {
    let s =
        load("monster: { at: p11, facing: north }\npawns: [ { name: P, at: waiting, face: 4 } ]\n");
    let ms = moves(&s, "P");
    assert_eq!(dests(&ms), ["waiting"].map(String::from).into());
    let barred = "the monster stands on p11 and bars the entrance (S9)";
    assert_eq!(why(&s, "P", 4, "o11"), [barred]);
    assert_eq!(why(&s, "P", 4, "p11"), [barred]);
    assert_eq!(why_path(&s, "P", 4, &["p11"]), [barred]);
}

#[test]
fn s9_a_stone_on_p11_is_pushed_west() {
    let s = load("crystals: [p11]\npawns: [ { name: P, at: waiting, face: 1 } ]\n");
    let ms = moves(&s, "P");
    let m = the(&ms, "p11", &["o11"]);
    assert_eq!(pushes(m), [push("p11", Some("o11"))]);
    assert_eq!(m.board.occupant(sq("o11")), Occupant::Piece(Piece::Crystal));
    // A second stone behind it: the entrance cannot be taken.
    let s = load("stones: [p11, o11]\npawns: [ { name: P, at: waiting, face: 3 } ]\n");
    assert_eq!(dests(&moves(&s, "P")), ["waiting"].map(String::from).into());
    assert_eq!(why_path(&s, "P", 3, &["p11"]), [
        "the stone on p11 cannot be pushed west: o11 is taken by a stone, and a pawn pushes one piece only (P5)"
    ]);
}

#[test]
fn s9_a_pool_on_p11_makes_the_pawn_slide_west() {
    let s =
        load("pools: [ { at: o11, size: 2x1 } ]\npawns: [ { name: P, at: waiting, face: 1 } ]\n");
    let ms = moves(&s, "P");
    assert_eq!(dests(&ms), ["n11", "waiting"].map(String::from).into());
    let m = &to(&ms, "n11")[0];
    assert_eq!(m.path[0].onto, Some(sq("p11")));
    assert_eq!(m.path[0].slide.unwrap().from, sq("p11"));
    // Entering may be written with the square stepped onto or where the slide ends.
    assert_eq!(legal_path(&s, "P", 1, &["p11"]).dest, dest("n11"));
    assert_eq!(legal_path(&s, "P", 1, &["n11"]).dest, dest("n11"));
}

// ---------------------------------------------------------------------------------------
// P3, S10: leaving.

#[test]
fn p3_leaving_needs_one_more_point_after_a1() {
    let s = load("monster: { at: h8 }\npawns: [ { name: P, at: b1, face: 2 } ]\n");
    let ms = moves(&s, "P");
    let out = &to(&ms, "out")[0];
    assert_eq!(out.cost, 2);
    assert_eq!(path(out), ["a1", "out"]);
    assert_eq!(out.path[1].onto, None);
    assert_eq!(out.board.pawn(id(&s, "P")), PawnPlace::Out);
    // Out sorts last.
    assert_eq!(ms.last().unwrap().dest, Dest::Out);
    // With exactly one point it reaches a1 but cannot go out.
    let one = moves_with(&s, "P", 1);
    assert!(to(&one, "out").is_empty());
    assert_eq!(to(&one, "a1")[0].cost, 1);
    assert_eq!(
        why(&s, "P", 1, "out"),
        ["going out takes 2 points (reaching a1, then one more point, P3); the pawn has 1 (P1)"]
    );
    assert_eq!(
        why_path(&s, "P", 2, &["out"]),
        ["the pawn can go out only from a1; it stands on b1 (P3)"]
    );
    assert_eq!(legal_path(&s, "P", 2, &["a1", "out"]).dest, Dest::Out);
}

#[test]
fn p3_out_ends_the_move() {
    let s = load("monster: { at: h8 }\npawns: [ { name: P, at: a1, face: 3 } ]\n");
    let m = legal_path(&s, "P", 3, &["out"]);
    assert_eq!((m.dest, m.cost), (Dest::Out, 1));
    assert_eq!(
        why_path(&s, "P", 3, &["out", "a1"]),
        ["the pawn went out, which ended its move (S10)"]
    );
    // One result for out: the cheapest.
    let ms = moves(&s, "P");
    assert_eq!(to(&ms, "out").len(), 1);
    assert_eq!(to(&ms, "out")[0].cost, 1);
}

#[test]
fn s10_a_pawn_may_pass_over_a1() {
    // b2 is the monster's: a2 is reached over a1.
    let s = load("monster: { at: b2 }\npawns: [ { name: P, at: b1, face: 2 } ]\n");
    let ms = moves(&s, "P");
    let a2 = &to(&ms, "a2")[0];
    assert_eq!(path(a2), ["a1", "a2"]);
}

#[test]
fn p3_the_monster_on_a1_bars_the_exit() {
    let s = load("pawns: [ { name: P, at: b1, face: 5 } ]\n"); // the monster starts on a1
    let ms = moves(&s, "P");
    assert!(to(&ms, "out").is_empty() && to(&ms, "a1").is_empty());
    assert_eq!(
        why(&s, "P", 5, "out"),
        ["the pawn goes out from a1, and the monster stands on a1 (P3, P4)"]
    );
    assert_eq!(why(&s, "P", 5, "a1"), ["a1 is the monster's square (P4)"]);
}

// ---------------------------------------------------------------------------------------
// P4: through pawns, never the monster or a teleporter.

#[test]
fn p4_passes_through_pawns_but_never_stops_on_one() {
    let s =
        load("pawns: [ { name: P, at: e6, face: 2 }, { name: Q, at: f6 }, { name: R, at: g6 } ]\n");
    let ms = moves(&s, "P");
    sane(&s, &ms, 2);
    assert!(to(&ms, "f6").is_empty() && to(&ms, "g6").is_empty());
    let s3 =
        load("pawns: [ { name: P, at: e6, face: 3 }, { name: Q, at: f6 }, { name: R, at: g6 } ]\n");
    let ms3 = moves(&s3, "P");
    let h6 = to(&ms3, "h6")[0];
    assert_eq!(path(h6), ["f6", "g6", "h6"]);
    assert_eq!(why(&s, "P", 2, "g6"), [
        "pawn R stands on g6: the pawn can pass through it (after 2 points) but must end its move alone on its square (P4)"
    ]);
}

#[test]
fn p4_the_monster_blocks_a_corridor() {
    // A corridor along the north wall: stones in pairs on row 2 cannot be pushed south.
    let s = load(
        "monster: { at: d1, facing: west }\nstones: [a2, a3, b2, b3, c2, c3, d2, d3, e2, e3]\npawns: [ { name: P, at: b1, face: 6 } ]\n",
    );
    let ms = moves(&s, "P");
    assert_eq!(
        dests(&ms),
        ["a1", "b1", "c1", "out"].map(String::from).into()
    );
    assert_eq!(why(&s, "P", 6, "d1"), ["d1 is the monster's square (P4)"]);
    assert_eq!(
        why_path(&s, "P", 6, &["c1", "d1"]),
        ["d1 is the monster's square (P4)"]
    );
    assert_reason(&why(&s, "P", 6, "f1"), "no way reaches f1");
}

#[test]
fn p4_never_onto_a_teleporter() {
    let s = load(
        "teleporters:\n  - { at: g6, arrow: north, pair: red }\n  - { at: k9, arrow: south, pair: red }\npawns: [ { name: P, at: h6, face: 2 } ]\n",
    );
    let ms = moves(&s, "P");
    assert!(to(&ms, "g6").is_empty());
    // Beyond it, f6 is 4 points away round the teleporter.
    assert!(to(&ms, "f6").is_empty());
    assert_eq!(to(&moves_with(&s, "P", 4), "f6")[0].cost, 4);
    assert_eq!(why(&s, "P", 2, "g6"), ["g6 holds a teleporter (P4)"]);
    assert_eq!(
        why_path(&s, "P", 2, &["g6"]),
        ["g6 holds a teleporter (P4)"]
    );
}

// ---------------------------------------------------------------------------------------
// P5, S13: pushing.

#[test]
fn p5_a_stone_with_a_pawn_behind_it_stays() {
    let s = load("stones: [g6]\npawns: [ { name: P, at: h6, face: 1 }, { name: Q, at: f6 } ]\n");
    let ms = moves(&s, "P");
    assert!(to(&ms, "g6").is_empty());
    let r = why(&s, "P", 1, "g6");
    assert_eq!(
        r[0],
        "the stone on g6 cannot be pushed west: f6 is taken by pawn Q (P5)"
    );
    // h5, g5, then push south: the short way (the push west) is barred, as told above.
    assert_eq!(
        r[1],
        "with the short way of 1 point barred, g6 is 3 points away; the pawn has 1 (P1)"
    );
}

#[test]
fn p5_two_stones_in_a_row_stay() {
    let s = load("stones: [g6, f6]\npawns: [ { name: P, at: h6, face: 1 } ]\n");
    assert!(to(&moves(&s, "P"), "g6").is_empty());
    assert_eq!(why_path(&s, "P", 1, &["g6"]), [
        "the stone on g6 cannot be pushed west: f6 is taken by a stone, and a pawn pushes one piece only (P5)"
    ]);
}

#[test]
fn p5_no_push_off_the_board_or_onto_the_monster() {
    let s = load("monster: { at: h8 }\nstones: [a6, h7]\npawns: [ { name: P, at: b6, face: 1 }, { name: Q, at: h6, face: 1 } ]\n");
    assert_eq!(
        why_path(&s, "P", 1, &["a6"]),
        ["the stone on a6 cannot be pushed west: the wall is behind it (P5)"]
    );
    assert_eq!(
        why_path(&s, "Q", 1, &["h7"]),
        ["the stone on h7 cannot be pushed south: the monster stands on h8 (P5)"]
    );
}

#[test]
fn p5_pivot_stones_and_crystals_are_pushed_like_stones() {
    let s = load(
        "crystals: [g6]\npivots: [ { at: h5, turn: around } ]\npawns: [ { name: P, at: h6, face: 2 } ]\n",
    );
    let ms = moves(&s, "P");
    let m = the(&ms, "g6", &["f6", "h5"]);
    assert_eq!(m.board.occupant(sq("f6")), Occupant::Piece(Piece::Crystal));
    let m = the(&ms, "h5", &["g6", "h4"]);
    assert_eq!(
        m.board.occupant(sq("h4")),
        Occupant::Piece(Piece::Pivot(furunkulus::board::PivotKind::Around))
    );
}

#[test]
fn p5_a_stone_pushed_into_a_corner_is_removed() {
    let s = load("monster: { at: h8 }\nstones: [b1, p10]\npawns: [ { name: P, at: c1, face: 1 }, { name: Q, at: p9, face: 1 } ]\n");
    let m = &the_of(&s, "P", "b1", &["p10"]);
    assert_eq!(pushes(m), [push("b1", None)]);
    assert_eq!(m.pushes[0].removed_on, Some(Square::A1));
    let m = &the_of(&s, "Q", "p10", &["b1"]);
    assert_eq!(m.pushes[0].removed_on, Some(Square::P11));
    // S13: the corner is free only if nothing stands there.
    let s = load("monster: { at: h8 }\nstones: [b1]\npawns: [ { name: P, at: c1, face: 1 }, { name: Q, at: a1 } ]\n");
    assert_eq!(
        why_path(&s, "P", 1, &["b1"]),
        ["the stone on b1 cannot be pushed west: a1 is taken by pawn Q (P5)"]
    );
    let s = load("stones: [b1]\npawns: [ { name: P, at: c1, face: 1 } ]\n"); // monster on a1
    assert_eq!(
        why_path(&s, "P", 1, &["b1"]),
        ["the stone on b1 cannot be pushed west: the monster stands on a1 (P5)"]
    );
}

const TELEPORTER: &str = "monster: { at: h8 }\nstones: [g6]\nteleporters:\n  - { at: f6, arrow: north, pair: red }\n  - { at: k9, arrow: south, pair: red }\npawns: [ { name: P, at: h6, face: 1 } ]\n";

#[test]
fn option_pawn_push_onto_teleporter_destroy() {
    let s = load(TELEPORTER);
    assert_eq!(
        s.options.pawn_push_onto_teleporter,
        PawnPushOntoTeleporter::Destroy
    );
    let m = &the_of(&s, "P", "g6", &[]);
    assert_eq!(m.pushes[0].to, None);
    assert_eq!(m.pushes[0].removed_on, Some(sq("f6")));
}

#[test]
fn option_pawn_push_onto_teleporter_forbid() {
    let s = load(&format!(
        "{TELEPORTER}options: {{ pawn-push-onto-teleporter: forbid }}\n"
    ));
    assert!(to(&moves(&s, "P"), "g6").is_empty());
    assert_eq!(why_path(&s, "P", 1, &["g6"]), [
        "the stone on g6 cannot be pushed west: f6 holds a teleporter, which counts as the wall under pawn-push-onto-teleporter=forbid (P5, S13)"
    ]);
    assert_eq!(why(&s, "P", 1, "g6")[0], why_path(&s, "P", 1, &["g6"])[0]);
}

#[test]
fn option_teleporter_beyond_a_pool_for_a_pushed_stone() {
    // The stone slides over the pool g6 towards the teleporter on f6 (S5).
    let base = "monster: { at: h8 }\nstones: [h6]\npools: [ { at: g6, size: 1x1 } ]\nteleporters:\n  - { at: f6, arrow: north, pair: red }\n  - { at: k9, arrow: south, pair: red }\npawns: [ { name: P, at: i6, face: 1 } ]\n";
    let s = load(base);
    let m = &the_of(&s, "P", "h6", &[]);
    assert_eq!(m.pushes[0].removed_on, Some(sq("f6")));
    let mut opts = Options::default();
    opts.set("pawn-push-onto-teleporter", "forbid").unwrap();
    let ms = legal_moves(s.board(), id(&s, "P"), 1, &opts);
    // Under forbid the teleporter is like the wall: it stops on the last pool square.
    let m = the(&ms, "h6", &["g6"]);
    assert_eq!(pushes(m), [push("h6", Some("g6"))]);
}

// ---------------------------------------------------------------------------------------
// P6, S11, S12: pools.

const POOL: &str = "monster: { at: a1 }\npools: [ { at: g5, size: 2x2 } ]\n";

#[test]
fn p6_stepping_onto_a_pool_slides_to_beyond() {
    let s = load(&format!(
        "{POOL}pawns: [ {{ name: P, at: i6, face: 1 }} ]\n"
    ));
    let ms = moves(&s, "P");
    assert_eq!(
        dests(&ms),
        ["f6", "i5", "i6", "i7", "j6"].map(String::from).into()
    );
    let m = &to(&ms, "f6")[0];
    assert_eq!(m.cost, 1);
    assert_eq!(m.path[0].onto, Some(sq("h6")));
    let slide = m.path[0].slide.unwrap();
    assert_eq!(
        (slide.from, slide.to, slide.stop),
        (sq("h6"), sq("f6"), None)
    );
    assert_eq!(why(&s, "P", 1, "h6")[0], "h6 is a pool square: a pawn stepping onto it slides on, and stops there only where its slide is blocked (P6)");
}

#[test]
fn p6_a_stone_on_the_landing_square_is_pushed() {
    let s = load(&format!(
        "{POOL}stones: [f6]\npawns: [ {{ name: P, at: i6, face: 1 }} ]\n"
    ));
    let m = &the_of(&s, "P", "f6", &["e6"]);
    assert_eq!(pushes(m), [push("f6", Some("e6"))]);
}

#[test]
fn p6_the_landing_piece_cannot_be_pushed_so_it_stops_on_the_pool() {
    let s = load(&format!(
        "{POOL}stones: [f6, e6]\npawns: [ {{ name: P, at: i6, face: 1 }} ]\n"
    ));
    let m = &the_of(&s, "P", "g6", &["e6", "f6"]);
    assert_eq!(
        m.path[0].slide.unwrap().stop,
        Some(SlideStop::CannotPush {
            piece: Piece::Stone,
            at: sq("f6"),
            obstacle: Obstacle::Piece(sq("e6"), Piece::Stone)
        })
    );
}

#[test]
fn p6_the_monster_or_a_teleporter_beyond_stops_the_slide() {
    let s = load("monster: { at: f6 }\npools: [ { at: g5, size: 2x2 } ]\npawns: [ { name: P, at: i6, face: 1 } ]\n");
    assert_eq!(the(&moves(&s, "P"), "g6", &[]).cost, 1);
    let s = load("pools: [ { at: g5, size: 2x2 } ]\nteleporters:\n  - { at: f6, arrow: north, pair: red }\n  - { at: k9, arrow: south, pair: red }\npawns: [ { name: P, at: i6, face: 1 } ]\n");
    let m = &the_of(&s, "P", "g6", &[]);
    assert_eq!(
        m.path[0].slide.unwrap().stop,
        Some(SlideStop::Obstacle(Obstacle::Teleporter(sq("f6"))))
    );
}

#[test]
fn p6_a_pool_against_the_wall() {
    let s = load("monster: { at: h8 }\npools: [ { at: a6, size: 2x1 } ]\npawns: [ { name: P, at: c6, face: 2 } ]\n");
    let ms = moves(&s, "P");
    let a6 = &to(&ms, "a6")[0];
    assert_eq!(a6.cost, 1);
    assert_eq!(
        a6.path[0].slide.unwrap().stop,
        Some(SlideStop::Obstacle(Obstacle::Wall))
    );
    // From the pool square one more point moves it off: north is floor, east slides back.
    assert_eq!(path(to(&ms, "a5")[0]), ["a6", "a5"]);
    assert!(to(&ms, "b6").is_empty());
    // A path gives where each point ends: the slide back from b6 ends on c6 (issue 30, G3).
    assert_eq!(legal_path(&s, "P", 2, &["a6", "c6"]).dest, dest("c6"));
    assert_eq!(
        why_path(&s, "P", 2, &["a6", "b6"]),
        ["stepping onto the pool on b6 slides the pawn on to c6: a path gives the square each point ends on, so write c6 (P6)"]
    );
}

#[test]
fn s12_a_stone_on_the_pool_square_stepped_onto_is_pushed_twice() {
    let s = load(
        "pools: [ { at: g6, size: 2x1 } ]\nstones: [h6]\npawns: [ { name: P, at: i6, face: 1 } ]\n",
    );
    let m = &the_of(&s, "P", "f6", &["e6"]);
    assert_eq!(m.cost, 1);
    assert_eq!(pushes(m), [push("h6", Some("f6")), push("f6", Some("e6"))]);
}

#[test]
fn s12_a_stone_on_a_later_pool_square_blocks_the_slide() {
    let s = load(
        "pools: [ { at: f6, size: 3x1 } ]\nstones: [g6]\npawns: [ { name: P, at: i6, face: 1 } ]\n",
    );
    let ms = moves(&s, "P");
    let m = the(&ms, "h6", &["g6"]);
    assert_eq!(
        m.path[0].slide.unwrap().stop,
        Some(SlideStop::Obstacle(Obstacle::Piece(sq("g6"), Piece::Stone)))
    );
    // With a second point it pushes the stone on the pool (S12), which slides on (P8).
    let two = moves_with(&s, "P", 2);
    let m = the(&two, "e6", &["d6"]);
    assert_eq!(path(m), ["h6", "e6"]);
    assert_eq!(pushes(m), [push("g6", Some("e6")), push("e6", Some("d6"))]);
}

#[test]
fn s11_a_sliding_pawn_passes_over_pawns_on_the_pool() {
    let s = load("pools: [ { at: f6, size: 3x1 } ]\npawns: [ { name: P, at: i6, face: 1 }, { name: Q, at: g6 } ]\n");
    assert_eq!(to(&moves(&s, "P"), "e6")[0].cost, 1);
}

// ---------------------------------------------------------------------------------------
// P7: no ending on a pawn after a slide; the FAQ case.

#[test]
fn p7_no_last_point_slide_onto_a_pawn() {
    let s = load("pools: [ { at: g6, size: 2x1 } ]\npawns: [ { name: P, at: i6, face: 2 }, { name: Q, at: f6 } ]\n");
    let one = moves_with(&s, "P", 1);
    assert!(to(&one, "f6").is_empty());
    assert_eq!(
        dests(&one),
        ["i5", "i6", "i7", "j6"].map(String::from).into()
    );
    let r = why(&s, "P", 1, "f6");
    assert_reason(
        &r,
        "the slide from h6 would end on f6, where pawn Q stands, with no point left (P7)",
    );
    // With a point left it may land there and move on.
    let two = moves(&s, "P");
    for d in ["e6", "f5", "f7"] {
        assert_eq!(path(to(&two, d)[0]), ["f6", d], "{d}");
    }
    assert_reason(
        &why(&s, "P", 2, "f6"),
        "with 1 point left the pawn may land there but must move on (P7)",
    );
}

#[test]
fn p7_faq_a_pawn_ends_on_the_pool_behind_a_stuck_stone() {
    // The stone is stuck on g6 (f6 is taken); the pawn's slide stops on h6, where it may end.
    let s = load("pools: [ { at: g6, size: 2x1 } ]\nstones: [g6]\npawns: [ { name: P, at: i6, face: 1 }, { name: Q, at: f6 } ]\n");
    let m = &the_of(&s, "P", "h6", &["g6"]);
    assert_eq!(m.cost, 1);
    assert_eq!(m.board.pawn(id(&s, "P")), PawnPlace::At(sq("h6")));
    // ... provided no other pawn stands there (S11).
    let s = load("pools: [ { at: g6, size: 2x1 } ]\nstones: [g6]\npawns: [ { name: P, at: i6, face: 1 }, { name: Q, at: f6 }, { name: R, at: h6 } ]\n");
    assert!(to(&moves(&s, "P"), "h6").is_empty());
    assert_reason(&why(&s, "P", 1, "h6"), "pawn R stands on h6");
}

// ---------------------------------------------------------------------------------------
// P8: pushed stones on pools.

#[test]
fn p8_a_pushed_stone_slides_across_and_stops_beyond() {
    let s = load(
        "pools: [ { at: f6, size: 2x1 } ]\nstones: [h6]\npawns: [ { name: P, at: i6, face: 1 } ]\n",
    );
    let m = &the_of(&s, "P", "h6", &["e6"]);
    assert_eq!(pushes(m), [push("h6", Some("e6"))]);
}

#[test]
fn p8_it_stops_on_the_last_pool_square_if_beyond_is_taken() {
    let s = load("pools: [ { at: f6, size: 2x1 } ]\nstones: [h6, e6]\npawns: [ { name: P, at: i6, face: 1 } ]\n");
    let m = &the_of(&s, "P", "h6", &["e6", "f6"]);
    assert_eq!(pushes(m), [push("h6", Some("f6"))]);
    // Against the wall, too.
    let s = load("monster: { at: h8 }\npools: [ { at: a6, size: 2x1 } ]\nstones: [c6]\npawns: [ { name: P, at: d6, face: 1 } ]\n");
    assert_eq!(
        pushes(the(&moves(&s, "P"), "c6", &["a6"])),
        [push("c6", Some("a6"))]
    );
}

#[test]
fn p8_a_stone_sliding_onto_a_corner_is_removed() {
    let s = load("monster: { at: h8 }\npools: [ { at: b1, size: 2x1 } ]\nstones: [d1]\npawns: [ { name: P, at: e1, face: 1 } ]\n");
    let m = &the_of(&s, "P", "d1", &[]);
    assert_eq!(m.pushes[0].removed_on, Some(Square::A1));
}

#[test]
fn s13_a_pool_square_behind_is_free_but_not_if_a_pawn_stands_on_it() {
    let s = load("pools: [ { at: f6, size: 2x1 } ]\nstones: [h6]\npawns: [ { name: P, at: i6, face: 1 }, { name: Q, at: g6 } ]\n");
    assert_eq!(
        why_path(&s, "P", 1, &["h6"]),
        ["the stone on h6 cannot be pushed west: g6 is taken by pawn Q (P5)"]
    );
}

// ---------------------------------------------------------------------------------------
// The order and the board.

#[test]
fn moves_are_sorted_and_distinct() {
    let s = load_path("scenarios/rulebook/pawn-3.yaml");
    let ms = moves(&s, "P");
    for w in ms.windows(2) {
        assert!((w[0].dest, w[0].cost) <= (w[1].dest, w[1].cost));
    }
    let keys: BTreeSet<(String, Vec<String>)> = ms
        .iter()
        .map(|m| (m.dest.to_string(), pieces(&m.board)))
        .collect();
    assert_eq!(keys.len(), ms.len());
}

#[test]
fn a_pawn_out_or_removed_has_no_move() {
    // Out through the exit (P3), by the rules.
    let s = load("pawns: [ { name: P, at: a1, face: 1 } ]\nmonster: { at: h6 }\n");
    let p = id(&s, "P");
    let out = moves(&s, "P")
        .into_iter()
        .find(|m| m.dest == Dest::Out)
        .expect("a1 -> out");
    assert_eq!(out.board.pawn(p), PawnPlace::Out);
    assert!(legal_moves(&out.board, p, 3, &s.options).is_empty());
    let reasons = match explain(&out.board, p, 3, &s.options, dest("b1")) {
        Verdict::Illegal(r) => describe(&s, &r),
        Verdict::Legal(_) => panic!("a pawn out moved"),
    };
    assert_eq!(reasons, ["the pawn is already out: it has no move (S10)"]);
    // Eaten by the monster (M5).
    let s = load("pawns: [ { name: P, at: h5, face: 3 } ]\nmonster: { at: h6, facing: north }\n");
    let mut b = *s.board();
    furunkulus::monster::run(&mut b, "1".parse().unwrap(), &s.options, &mut ());
    assert!(matches!(b.pawn(p), PawnPlace::Removed(_)));
    assert!(legal_moves(&b, p, 3, &s.options).is_empty());
    let reasons = match explain(&b, p, 3, &s.options, dest("b1")) {
        Verdict::Illegal(r) => describe(&s, &r),
        Verdict::Legal(_) => panic!("an eaten pawn moved"),
    };
    assert_eq!(
        reasons,
        ["the pawn was eaten by the monster: it has no move (G5)"]
    );
}

#[test]
fn a_pawn_on_the_board_cannot_wait() {
    let s = load("pawns: [ { name: P, at: h6, face: 3 } ]\n");
    assert_eq!(why(&s, "P", 3, "waiting"), [
        "only a waiting pawn can stay beside the entrance; this pawn stands on h6 and cannot go back (S9)"
    ]);
}

#[test]
fn basic_setup_with_twelve_pawns() {
    let s = load(
        "setup: basic\npawns:\n  - { name: P, at: h7, face: 6 }\n  - { name: A, at: d4 }\n  - { name: B, at: f5 }\n  - { name: C, at: j6 }\n  - { name: D, at: k8 }\n  - { name: E, at: g3 }\n  - { name: F, at: l5 }\n  - { name: G, at: h10 }\n  - { name: H, at: e6 }\n  - { name: I, at: n10 }\n  - { name: J, at: b2 }\n  - { name: K, at: k2 }\n",
    );
    let ms = moves(&s, "P");
    sane(&s, &ms, 6);
    assert!(ms.len() > 60, "{}", ms.len());
    for m in &ms {
        assert!(explain(s.board(), m.pawn, 6, &s.options, m.dest).is_legal());
    }
}

// ---------------------------------------------------------------------------------------
// Property tests: an independent replayer and a brute-force search.

mod replay {
    //! Plays directions on a [`Board`] with the rules, written apart from the engine.
    use super::*;
    use furunkulus::geometry::CELLS;

    #[derive(Clone, Copy, PartialEq, Eq, Debug)]
    pub enum At {
        Waiting,
        Sq(Square),
        Out,
    }

    impl At {
        pub fn dest(self) -> Dest {
            match self {
                At::Waiting => Dest::Waiting,
                At::Sq(s) => Dest::Square(s),
                At::Out => Dest::Out,
            }
        }
    }

    /// What the replayer plays on: its own copy of what stands where, changed by its own
    /// rules (the engine's boards can only be changed by the engine).
    #[derive(Clone, Copy)]
    pub struct Grid {
        pieces: [Option<Piece>; CELLS],
        pawns: [bool; CELLS],
        pool: [bool; CELLS],
        teleporter: [bool; CELLS],
        monster: Square,
    }

    impl Grid {
        fn of(b: &Board) -> Grid {
            let mut g = Grid {
                pieces: [None; CELLS],
                pawns: [false; CELLS],
                pool: [false; CELLS],
                teleporter: [false; CELLS],
                monster: b.monster(),
            };
            for s in Square::all() {
                let i = s.index();
                match b.occupant(s) {
                    Occupant::Piece(p) => g.pieces[i] = Some(p),
                    Occupant::Pawn(_) => g.pawns[i] = true,
                    Occupant::Empty => {}
                }
                g.pool[i] = b.is_pool(s);
                g.teleporter[i] = b.is_teleporter(s);
            }
            g
        }
        pub fn occupant_piece(&self, s: Square) -> Option<Piece> {
            self.pieces[s.index()]
        }
        pub fn has_pawn(&self, s: Square) -> bool {
            self.pawns[s.index()]
        }
        pub fn is_empty(&self, s: Square) -> bool {
            self.pieces[s.index()].is_none() && !self.pawns[s.index()]
        }
        pub fn is_pool(&self, s: Square) -> bool {
            self.pool[s.index()]
        }
        pub fn is_teleporter(&self, s: Square) -> bool {
            self.teleporter[s.index()]
        }
        pub fn monster(&self) -> Square {
            self.monster
        }
        fn clear(&mut self, s: Square) {
            self.pieces[s.index()] = None;
        }
        fn put_piece(&mut self, s: Square, p: Piece) {
            self.pieces[s.index()] = Some(p);
        }
        /// The stone-like pieces in grid order, as [`Board::pieces`] lists them.
        pub fn pieces(&self) -> Vec<(Square, Piece)> {
            Square::all()
                .filter_map(|s| self.pieces[s.index()].map(|p| (s, p)))
                .collect()
        }
    }

    /// The board without the moving pawn, and where it is.
    pub fn start(board: &Board, pawn: PawnId) -> (Grid, At) {
        let mut g = Grid::of(board);
        let at = match board.pawn(pawn) {
            PawnPlace::At(s) => {
                g.pawns[s.index()] = false;
                At::Sq(s)
            }
            PawnPlace::Waiting => At::Waiting,
            _ => At::Out,
        };
        (g, at)
    }

    fn free_for_piece(b: &Grid, s: Square) -> bool {
        b.is_empty(s) && s != b.monster()
    }

    /// P5, S13, P8/S5: true if the piece on `s` could be pushed towards `d`.
    fn shove(b: &mut Grid, s: Square, d: Dir, destroy: bool) -> bool {
        let Some(p) = b.occupant_piece(s) else {
            panic!("no piece on {s}")
        };
        let Some(mut cur) = s.step(d) else {
            return false;
        };
        if !free_for_piece(b, cur) {
            return false;
        }
        if b.is_teleporter(cur) && !destroy {
            return false;
        }
        b.clear(s);
        if b.is_teleporter(cur) {
            return true; // destroyed
        }
        loop {
            if !b.is_pool(cur) {
                break;
            }
            match cur.step(d) {
                Some(n) if free_for_piece(b, n) && b.is_teleporter(n) => {
                    if destroy {
                        return true;
                    }
                    break;
                }
                Some(n) if free_for_piece(b, n) => cur = n,
                _ => break,
            }
        }
        if cur != Square::A1 && cur != Square::P11 {
            b.put_piece(cur, p);
        }
        true
    }

    /// One point. `None` if it cannot be taken.
    pub fn point(b: &mut Grid, at: At, d: Dir, destroy: bool) -> Option<At> {
        let next = match at {
            At::Out => return None,
            At::Waiting => (d == Dir::West).then_some(Square::P11)?,
            At::Sq(s) if s == Square::A1 && d == Dir::West => return Some(At::Out),
            At::Sq(s) => s.step(d)?,
        };
        if next == b.monster() || b.is_teleporter(next) {
            return None;
        }
        let mut trial = *b;
        if trial.occupant_piece(next).is_some() && !shove(&mut trial, next, d, destroy) {
            return None;
        }
        let mut here = next;
        while trial.is_pool(here) {
            let Some(n) = here.step(d) else { break };
            if n == trial.monster() || trial.is_teleporter(n) {
                break;
            }
            match trial.occupant_piece(n) {
                Some(_) if trial.is_pool(n) => break,
                Some(_) => {
                    if shove(&mut trial, n, d, destroy) {
                        here = n;
                    }
                    break;
                }
                None => here = n,
            }
        }
        *b = trial;
        Some(At::Sq(here))
    }

    /// May the pawn end there?
    pub fn alone(b: &Grid, at: At) -> bool {
        match at {
            At::Sq(s) => !b.has_pawn(s),
            _ => true,
        }
    }
}

type Key = (Dest, Vec<(Square, Piece)>);

fn key_of(b: &replay::Grid, dest: Dest) -> Key {
    (dest, b.pieces())
}

fn board_key(b: &Board, dest: Dest) -> Key {
    (dest, b.pieces().collect())
}

/// Every result by brute force over all direction sequences, with its fewest points.
fn brute_force(board: &Board, pawn: PawnId, points: u8, destroy: bool) -> BTreeMap<String, u8> {
    let (b, at) = replay::start(board, pawn);
    let mut out: BTreeMap<String, u8> = BTreeMap::new();
    fn dfs(
        b: &replay::Grid,
        at: replay::At,
        cost: u8,
        points: u8,
        destroy: bool,
        out: &mut BTreeMap<String, u8>,
    ) {
        if replay::alone(b, at) {
            let k = format!("{:?}", key_of(b, at.dest()));
            let e = out.entry(k).or_insert(cost);
            *e = (*e).min(cost);
        }
        if cost == points {
            return;
        }
        for d in Dir::ALL {
            let mut nb = *b;
            if let Some(nat) = replay::point(&mut nb, at, d, destroy) {
                dfs(&nb, nat, cost + 1, points, destroy, out);
            }
        }
    }
    dfs(&b, at, 0, points, destroy, &mut out);
    out
}

/// A small random position around a centre, built directly on a [`Board`].
fn random_position(seed: u64) -> (Board, PawnId, u8, Options) {
    let mut x = seed | 1;
    let mut rnd = move |n: u64| {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        (x % n.max(1)) as u8
    };
    let centres = ["h6", "n9", "c3", "f9"];
    let centre = sq(centres[rnd(4) as usize]);
    let near = |dc: u8, dr: u8| {
        Square::new(
            (centre.col() + dc).saturating_sub(3),
            (centre.row() + dr).saturating_sub(3),
        )
    };
    let mut setup = Setup::default();
    let mut taken: BTreeSet<Square> = BTreeSet::new();
    let mut flat: BTreeSet<Square> = BTreeSet::new();
    // The monster: near, or far away.
    let monster = if rnd(3) == 0 {
        sq("a1")
    } else {
        near(rnd(7), rnd(7)).unwrap_or(sq("a1"))
    };
    let facing = Dir::ALL[rnd(4) as usize];
    setup.monster = MonsterSpec {
        at: Some(monster),
        facing,
    };
    taken.insert(monster);
    // A pool (cut where the board ends: one or two rectangles).
    if rnd(4) != 0 {
        let (w, h) = (1 + rnd(3), 1 + rnd(3));
        if let Some(nw) = near(rnd(6), rnd(6)) {
            let mut squares = Vec::new();
            for r in 0..h {
                for c in 0..w {
                    if let Some(s) = Square::new(nw.col() + c, nw.row() + r) {
                        squares.push(s);
                        flat.insert(s);
                    }
                }
            }
            setup.pools = pool_rectangles(&squares);
        }
    }
    // A teleporter pair.
    if rnd(3) == 0 {
        let t1 = near(rnd(7), rnd(7));
        let t2 = near(rnd(7), rnd(7));
        if let (Some(t1), Some(t2)) = (t1, t2) {
            if t1 != t2
                && !flat.contains(&t1)
                && !flat.contains(&t2)
                && !taken.contains(&t1)
                && !taken.contains(&t2)
            {
                for (at, arrow) in [(t1, Dir::North), (t2, Dir::South)] {
                    setup.teleporters.push(TeleporterSpec {
                        at,
                        arrow,
                        pair: "t".into(),
                    });
                    flat.insert(at);
                    taken.insert(at);
                }
            }
        }
    }
    // Pieces and pawns, off the teleporters.
    let kinds = [
        Piece::Stone,
        Piece::Crystal,
        Piece::Pivot(furunkulus::board::PivotKind::Right),
    ];
    for _ in 0..rnd(8) {
        if let Some(s) = near(rnd(7), rnd(7)) {
            if taken.insert(s) {
                setup.pieces.push(PieceSpec {
                    at: s,
                    piece: kinds[rnd(3) as usize],
                });
            }
        }
    }
    let waiting = centre == sq("n9") && rnd(2) == 0;
    loop {
        if waiting {
            setup.pawns.push(PawnSpec {
                at: Spot::Waiting,
                ..PawnSpec::at("M", monster)
            });
            break;
        }
        if let Some(s) = near(rnd(7), rnd(7)) {
            if taken.insert(s) {
                setup.pawns.push(PawnSpec::at("M", s));
                break;
            }
        }
    }
    for i in 0..rnd(5) {
        if let Some(s) = near(rnd(7), rnd(7)) {
            if taken.insert(s) {
                setup.pawns.push(PawnSpec::at(&format!("O{i}"), s));
            }
        }
    }
    let b = *crate::common::valid(&setup).board();
    let mover = PawnId(0);
    let mut options = Options::default();
    if rnd(2) == 0 {
        options.pawn_push_onto_teleporter = PawnPushOntoTeleporter::Forbid;
    }
    (b, mover, rnd(6), options)
}

use proptest::prelude::{any, ProptestConfig};
use proptest::test_runner::TestCaseError;
use proptest::{prop_assert, prop_assert_eq};

/// Every result is sane, replays with the independent replayer, is listed once, and the set
/// of results (with their fewest points) is the brute-force search's.
fn results_replay_and_match_brute_force(seed: u64) -> Result<(), TestCaseError> {
    let (board, pawn, points, options) = random_position(seed);
    let destroy = options.pawn_push_onto_teleporter == PawnPushOntoTeleporter::Destroy;
    let ms = legal_moves(&board, pawn, points, &options);
    let lazy = furunkulus::pawn::reach(&board, pawn, points, &options);
    prop_assert_eq!(lazy.len(), ms.len());
    let mut found: BTreeMap<String, u8> = BTreeMap::new();
    for (i, m) in ms.iter().enumerate() {
        // Within the points, ending alone, never on the monster or a teleporter.
        prop_assert!(m.cost <= points);
        prop_assert_eq!(m.cost as usize, m.path.len());
        if let Dest::Square(at) = m.dest {
            let alone = match board.occupant(at) {
                Occupant::Pawn(p) => p == pawn,
                _ => true,
            };
            prop_assert!(alone, "{:?} ends on a pawn", m.dest);
            prop_assert!(at != board.monster() && !board.is_teleporter(at));
        }
        // The lazy results are the same, in the same order.
        prop_assert_eq!((lazy.dest(i), lazy.cost(i)), (m.dest, m.cost));
        prop_assert_eq!(lazy.board(i), m.board);
        // Replayed step by step by the independent replayer.
        let (mut b, mut at) = replay::start(&board, pawn);
        for st in &m.path {
            let next = replay::point(&mut b, at, st.dir, destroy);
            prop_assert!(next.is_some(), "step {:?} of {:?} refused", st, m.dest);
            at = next.unwrap();
            prop_assert_eq!(at.dest(), st.to);
        }
        prop_assert!(replay::alone(&b, at));
        prop_assert_eq!(key_of(&b, at.dest()), board_key(&m.board, m.dest));
        prop_assert_eq!(m.board.pawn(pawn), m.dest.place());
        // The path, given back square by square, is legal and lands in the same place.
        let squares: Vec<Dest> = m.squares().collect();
        match explain_path(&board, pawn, points, &options, &squares) {
            Verdict::Legal(p) => {
                prop_assert_eq!(board_key(&p.board, p.dest), board_key(&m.board, m.dest))
            }
            Verdict::Illegal(r) => prop_assert!(false, "path of {:?} refused: {:?}", m.dest, r),
        }
        let k = format!("{:?}", board_key(&m.board, m.dest));
        prop_assert!(
            found.insert(k, m.cost).is_none(),
            "{:?} listed twice",
            m.dest
        );
    }
    // The same results, with the same fewest points, as a brute-force search.
    let brute = brute_force(&board, pawn, points, destroy);
    prop_assert_eq!(found, brute, "{:?}", board);
    Ok(())
}

/// `explain` is legal exactly for the destinations of `legal_moves`, with the same fewest
/// points; its `TooFar` is the true distance.
fn explain_agrees_with_legal_moves(seed: u64) -> Result<(), TestCaseError> {
    let (board, pawn, points, options) = random_position(seed);
    let cheapest = |points: u8| {
        let mut best: BTreeMap<Dest, u8> = BTreeMap::new();
        for m in legal_moves(&board, pawn, points, &options) {
            let e = best.entry(m.dest).or_insert(m.cost);
            *e = (*e).min(m.cost);
        }
        best
    };
    let reachable = cheapest(points);
    // A dozen squares, out and waiting.
    let mut targets: Vec<Dest> = Square::all()
        .filter(|s| (s.index() as u64).wrapping_add(seed).is_multiple_of(13))
        .map(Dest::Square)
        .collect();
    targets.push(Dest::Out);
    targets.push(Dest::Waiting);
    for t in targets {
        match explain(&board, pawn, points, &options, t) {
            Verdict::Legal(m) => {
                prop_assert_eq!(Some(&m.cost), reachable.get(&t));
                prop_assert_eq!(m.dest, t);
            }
            Verdict::Illegal(r) => {
                prop_assert!(!reachable.contains_key(&t), "{:?} is reachable", t);
                prop_assert!(!r.is_empty());
                if let Some(&Reason::TooFar { needs, .. }) = r.last() {
                    prop_assert!(needs > points);
                    if needs <= 8 {
                        let further = cheapest(needs);
                        prop_assert_eq!(further.get(&t), Some(&needs));
                    }
                }
            }
        }
    }
    Ok(())
}

proptest::proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]
    #[test]
    fn prop_results_replay_and_match_brute_force(seed in any::<u64>()) {
        results_replay_and_match_brute_force(seed)?;
    }
}

proptest::proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]
    #[test]
    fn prop_explain_agrees_with_legal_moves(seed in any::<u64>()) {
        explain_agrees_with_legal_moves(seed)?;
    }
}

// ---------------------------------------------------------------------------------------
// Issue 26, point 6: the reasons of `moves --to` name what bars the short way when the
// distance is the answer, and name a stone where it stands at that point of the path.

/// `moves --to` in words, as a player reads it (one line per reason, wrapping undone).
fn moves_to(file: &str, pawn: &str, dest: &str) -> String {
    let o = crate::common::bin()
        .env("COLUMNS", "200")
        .args([
            "moves", file, "--pawn", pawn, "--to", dest, "--color", "never",
        ])
        .output()
        .expect("runs");
    crate::common::stdout(&o)
}

#[test]
fn moves_to_says_what_bars_the_short_way_and_where_the_stone_came_from() {
    let t = moves_to("scenarios/rulebook/pawn-1.yaml", "P", "f6");
    // The file has the stone on g6: the pawn's third point pushed it to f6, and from there
    // it cannot be pushed on; the four points of the straight way are barred by it.
    assert!(
        t.contains("- the short way to f6 (4 points) is barred: after 3 points the stone from g6 stands on f6 and cannot be pushed on west: e6 is taken by pawn Q (P5)"),
        "{t}"
    );
    assert!(
        t.contains(
            "- with the short way of 4 points barred, f6 is 6 points away; the pawn has 4 (P1)"
        ),
        "{t}"
    );
    assert!(!t.contains("the stone on f6"), "{t}");
    // Told once, not also as a push into f6.
    assert_eq!(t.matches("cannot be pushed").count(), 1, "{t}");
}

#[test]
fn a_stone_standing_in_the_way_from_the_start_is_named_where_it_stands() {
    let s = load("stones: [g6]\npawns: [ { name: P, at: h6, face: 1 }, { name: Q, at: f6 } ]\n");
    let r = why(&s, "P", 1, "g6");
    assert_eq!(
        r,
        [
            "the stone on g6 cannot be pushed west: f6 is taken by pawn Q (P5)",
            "with the short way of 1 point barred, g6 is 3 points away; the pawn has 1 (P1)"
        ]
    );
    // A barrier on the way to another square, a stone pushed twice before it is refused.
    let s = load("stones: [k6]\npawns: [ { name: P, at: n6, face: 5 }, { name: Q, at: h6 } ]\n");
    let r = why(&s, "P", 5, "i6");
    assert_eq!(r[0], "the short way to i6 (5 points) is barred: after 4 points the stone from k6 stands on i6 and cannot be pushed on west: h6 is taken by pawn Q (P5)");
    assert!(
        r[1].starts_with("with the short way of 5 points barred, i6 is "),
        "{r:#?}"
    );
    // Too far on an empty board: the distance alone, no short way to tell.
    let s = load("pawns: [ { name: P, at: h6, face: 1 } ]\n");
    assert_eq!(
        why(&s, "P", 1, "h9"),
        ["h9 is 3 points away; the pawn has 1 (P1)"]
    );
}
