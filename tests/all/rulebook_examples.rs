//! The rulebook's two worked monster examples (docs/RULES.md section 5), asserted fact by fact.
//!
//! Every expectation below is read off the rulebook text (and the board geometry of section 1),
//! never copied from the engine's output: for each step, what the monster saw on each of its
//! three lines at the start of the step, what it decided, everything it did in the step (turns,
//! pivot turns, pushes, eating, crushing, removals, slides, teleports, wall crossings, the squares
//! it entered), and where it stood afterwards; then the final look and the final position.

use crate::common::{load, load_path, run_scenario, sq, Run};
use furunkulus::board::{PawnId, PawnPlace, Piece, PivotKind, Removal};
use furunkulus::geometry::{Dir, Dir::*, Square, Wall};
use furunkulus::monster::{Blocker, Decision, Event, PieceRemoval, Side, Sight, Thing};

const BASIC: &str = "scenarios/rulebook/monster-basic.yaml";
const ADVANCED: &str = "scenarios/rulebook/monster-advanced.yaml";

/// The basic example (rulebook p. 6) without pawn G, built here: the remark of step 7.
const BASIC_WITHOUT_G: &str = "\
title: \"Rulebook p.6 without G\"
tile: 8
monster: { at: j8, facing: east }
stones: [n6]
pools:
  - { at: k6, size: 2x2 }
pawns:
  - { name: A, at: j2 }
  - { name: B, at: i8 }
  - { name: C, at: m6 }
  - { name: D, at: m3 }
  - { name: E, at: m9 }
  - { name: F, at: o6 }
  - { name: H, at: k5 }
";

fn basic() -> Run {
    run_scenario(load_path(BASIC), None)
}

fn advanced() -> Run {
    run_scenario(load_path(ADVANCED), None)
}

/// What the monster sees along one line, as the rulebook states it.
#[derive(Clone, Copy, Debug)]
enum Saw {
    /// The nearest pawn on the line and its distance.
    Pawn(&'static str, u8),
    /// Nothing: the line ends at the wall beyond this square.
    Wall(&'static str),
    /// Nothing: a sight-blocking piece on this square ends the line.
    Piece(Piece, &'static str),
}

fn id(run: &Run, name: &str) -> PawnId {
    run.scenario
        .pawn_id(name)
        .unwrap_or_else(|| panic!("no pawn {name}"))
}

fn pawn(run: &Run, name: &str) -> Thing {
    Thing::Pawn(id(run, name))
}

fn nearest(run: &Run, side: Side, name: &str, distance: u8) -> Decision {
    Decision::Nearest {
        side,
        pawn: id(run, name),
        distance,
    }
}

/// The three sights (left, ahead, right) of a monster heading `facing`.
fn sights(run: &Run, facing: Dir, saw: [Saw; 3]) -> [Sight; 3] {
    let sides = [Side::Left, Side::Ahead, Side::Right];
    std::array::from_fn(|i| {
        let side = sides[i];
        let (pawn, blocker) = match saw[i] {
            Saw::Pawn(name, d) => (Some((id(run, name), d)), Blocker::Pawn),
            Saw::Wall(s) => (None, Blocker::Wall(sq(s))),
            Saw::Piece(p, s) => (None, Blocker::Piece(p, sq(s))),
        };
        Sight {
            side,
            dir: side.of(facing),
            pawn,
            blocker,
        }
    })
}

/// The events of step `n`, from its `StepStart` to its `StepEnd` (both included).
fn step(run: &Run, n: u8) -> &[Event] {
    let start = run
        .events
        .iter()
        .position(|e| matches!(e, Event::StepStart { step, .. } if *step == n))
        .unwrap_or_else(|| panic!("no step {n} in {:#?}", run.events));
    let len = run.events[start..]
        .iter()
        .position(|e| matches!(e, Event::StepEnd { step, .. } if *step == n))
        .unwrap_or_else(|| panic!("step {n} has no end"));
    &run.events[start..=start + len]
}

/// The one look of step `n` (asserting there is exactly one: no look while sliding or
/// teleporting, M7, M10).
fn look(run: &Run, n: u8) -> ([Sight; 3], Decision) {
    let looks: Vec<_> = step(run, n)
        .iter()
        .filter_map(|e| match e {
            Event::Look { sights, decision } => Some((*sights, *decision)),
            _ => None,
        })
        .collect();
    assert_eq!(
        looks.len(),
        1,
        "step {n}: exactly one look, found {looks:#?}"
    );
    looks[0]
}

/// What the monster did in step `n`: every event but the start, the look and the end.
fn actions(run: &Run, n: u8) -> Vec<Event> {
    step(run, n)
        .iter()
        .filter(|e| {
            !matches!(
                e,
                Event::StepStart { .. } | Event::Look { .. } | Event::StepEnd { .. }
            )
        })
        .copied()
        .collect()
}

fn enter(s: &str) -> Event {
    Event::Enter {
        at: sq(s),
        sliding: false,
    }
}

fn slide_onto(s: &str) -> Event {
    Event::Enter {
        at: sq(s),
        sliding: true,
    }
}

fn turn(from: Dir, to: Dir) -> Event {
    Event::Turn { from, to }
}

fn push(thing: Thing, from: &str, to: &str) -> Event {
    Event::Push {
        thing,
        from: sq(from),
        to: sq(to),
    }
}

fn eat(run: &Run, name: &str, at: &str) -> Event {
    Event::Eat {
        pawn: id(run, name),
        at: sq(at),
    }
}

fn teleport(from: &str, to: &str, facing: Dir) -> Event {
    Event::Teleport {
        from: sq(from),
        to: sq(to),
        facing,
    }
}

/// Asserts one whole step: where it starts, what it sees, what it decides, what it does and
/// where it ends.
#[allow(clippy::too_many_arguments)]
fn assert_step(
    run: &Run,
    n: u8,
    from: (&str, Dir),
    saw: [Saw; 3],
    decision: Decision,
    did: Vec<Event>,
    to: (&str, Dir),
) {
    let events = step(run, n);
    assert_eq!(
        events.first(),
        Some(&Event::StepStart {
            step: n,
            at: sq(from.0),
            facing: from.1
        }),
        "step {n}: start"
    );
    let (seen, decided) = look(run, n);
    assert_eq!(
        seen,
        sights(run, from.1, saw),
        "step {n}: what it saw (left, ahead, right)"
    );
    assert_eq!(decided, decision, "step {n}: its decision");
    assert_eq!(actions(run, n), did, "step {n}: what it did");
    assert_eq!(
        events.last(),
        Some(&Event::StepEnd {
            step: n,
            at: sq(to.0),
            facing: to.1
        }),
        "step {n}: end"
    );
}

/// The final look (M11): the only event after the last step, looking `looking`, seeing
/// `saw`, deciding `decision`; the monster ends on `end`.
#[track_caller]
fn assert_final_look(run: &Run, looking: Dir, saw: [Saw; 3], decision: Decision, end: (&str, Dir)) {
    let last = run
        .events
        .iter()
        .rposition(|e| matches!(e, Event::StepEnd { .. }))
        .unwrap();
    assert_eq!(
        run.events.len(),
        last + 2,
        "only the final look follows the last step"
    );
    assert_eq!(
        run.events.last(),
        Some(&Event::FinalLook {
            sights: sights(run, looking, saw),
            decision,
            facing: end.1,
        })
    );
    assert_eq!(
        (run.board.monster(), run.board.facing()),
        (sq(end.0), end.1)
    );
}

fn squares(names: &[&str]) -> Vec<Square> {
    names.iter().map(|s| sq(s)).collect()
}

fn path(names: &[(&str, Dir)]) -> Vec<(Square, Dir)> {
    names.iter().map(|&(s, d)| (sq(s), d)).collect()
}

// ---------------------------------------------------------------------------------------------
// Basic example (rulebook p. 6): monster j8 facing east; pawns A j2, B i8, C m6, D m3, E m9,
// F o6, G p7, H k5; stone n6; 2x2 pool k6, l6, k7, l7. Tile 8.
// ---------------------------------------------------------------------------------------------

#[test]
fn basic_path_square_and_heading_after_each_step() {
    let run = basic();
    assert_eq!(
        run.path(),
        path(&[
            ("j7", North), // 1
            ("j6", North), // 2
            ("m6", East),  // 3 (slid over k6, l6)
            ("n6", East),  // 4
            ("o6", East),  // 5
            ("p6", East),  // 6
            ("p7", South), // 7
            ("p8", South), // 8
        ])
    );
    assert_eq!(run.outcome.steps, 8);
    assert_eq!(run.outcome.removed, 3, "C eaten, F crushed, G eaten");
}

#[test]
fn basic_step_1_sees_a_left_at_6_b_is_behind() {
    let run = basic();
    assert_step(
        &run,
        1,
        ("j8", East),
        [Saw::Pawn("A", 6), Saw::Wall("p8"), Saw::Wall("j11")],
        nearest(&run, Side::Left, "A", 6),
        vec![turn(East, North), enter("j7")],
        ("j7", North),
    );
    // B on i8 is behind it: on none of its lines.
    let (seen, _) = look(&run, 1);
    assert!(seen
        .iter()
        .all(|s| s.pawn.map(|p| p.0) != Some(id(&run, "B"))));
}

#[test]
fn basic_step_2_a_ahead_at_5_nearer_than_g_right_at_6() {
    let run = basic();
    assert_step(
        &run,
        2,
        ("j7", North),
        [Saw::Wall("a7"), Saw::Pawn("A", 5), Saw::Pawn("G", 6)],
        nearest(&run, Side::Ahead, "A", 5),
        vec![enter("j6")],
        ("j6", North),
    );
}

#[test]
fn basic_step_3_c_right_at_3_across_the_pool_slide_eats_c() {
    let run = basic();
    assert_step(
        &run,
        3,
        ("j6", North),
        [Saw::Wall("a6"), Saw::Pawn("A", 4), Saw::Pawn("C", 3)],
        nearest(&run, Side::Right, "C", 3),
        vec![
            turn(North, East),
            enter("k6"),      // steps onto the pool...
            slide_onto("l6"), // ...slides on...
            eat(&run, "C", "m6"),
            slide_onto("m6"), // ...and lands on m6, eating C.
        ],
        ("m6", East),
    );
}

#[test]
fn basic_step_3_does_not_look_while_sliding_so_h_is_not_seen() {
    let run = basic();
    // Exactly one look in the step (asserted by `look`), made on j6 before the slide.
    let (seen, _) = look(&run, 3);
    assert!(
        seen.iter()
            .all(|s| s.pawn.map(|p| p.0) != Some(id(&run, "H"))),
        "H (k5) is not visible from j6"
    );
    let entered: Vec<_> = step(&run, 3)
        .iter()
        .filter_map(|e| match e {
            Event::Enter { at, sliding } => Some((*at, *sliding)),
            _ => None,
        })
        .collect();
    assert_eq!(
        entered,
        vec![(sq("k6"), false), (sq("l6"), true), (sq("m6"), true)]
    );
    // H, beside k6 to the north, is untouched.
    assert_eq!(run.pawn("H"), PawnPlace::At(sq("k5")));
    // The pool never moves and the monster never stops on it.
    assert_eq!(
        run.board.pools().collect::<Vec<_>>(),
        squares(&["k6", "l6", "k7", "l7"])
    );
}

#[test]
fn basic_step_4_tie_d_left_3_e_right_3_keeps_east_pushes_stone_and_f() {
    let run = basic();
    assert_step(
        &run,
        4,
        ("m6", East),
        [
            Saw::Pawn("D", 3),
            Saw::Piece(Piece::Stone, "n6"),
            Saw::Pawn("E", 3),
        ],
        Decision::Tie { distance: 3 },
        vec![
            // The far end of the row moves first (S3).
            push(pawn(&run, "F"), "o6", "p6"),
            push(Thing::Piece(Piece::Stone), "n6", "o6"),
            enter("n6"),
        ],
        ("n6", East),
    );
    assert!(!actions(&run, 4)
        .iter()
        .any(|e| matches!(e, Event::Turn { .. })));
}

#[test]
fn basic_step_5_sees_nothing_crushes_f() {
    let run = basic();
    assert_step(
        &run,
        5,
        ("n6", East),
        [
            Saw::Wall("n3"),
            Saw::Piece(Piece::Stone, "o6"),
            Saw::Wall("n11"),
        ],
        Decision::NothingSeen,
        vec![
            Event::Crushed {
                pawn: id(&run, "F"),
                at: sq("p6"),
            },
            push(Thing::Piece(Piece::Stone), "o6", "p6"),
            enter("o6"),
        ],
        ("o6", East),
    );
}

#[test]
fn basic_step_6_sees_nothing_pushes_the_stone_off_the_board() {
    let run = basic();
    assert_step(
        &run,
        6,
        ("o6", East),
        [
            Saw::Wall("o4"),
            Saw::Piece(Piece::Stone, "p6"),
            Saw::Wall("o11"),
        ],
        Decision::NothingSeen,
        vec![
            Event::PieceRemoved {
                piece: Piece::Stone,
                at: sq("p6"),
                why: PieceRemoval::OffBoard,
            },
            enter("p6"),
        ],
        ("p6", East),
    );
}

#[test]
fn basic_step_7_sees_g_right_at_1_turns_south_eats_g() {
    let run = basic();
    assert_step(
        &run,
        7,
        ("p6", East),
        [Saw::Wall("p5"), Saw::Wall("p6"), Saw::Pawn("G", 1)],
        nearest(&run, Side::Right, "G", 1),
        vec![turn(East, South), eat(&run, "G", "p7"), enter("p7")],
        ("p7", South),
    );
}

#[test]
fn basic_step_8_sees_nothing() {
    let run = basic();
    assert_step(
        &run,
        8,
        ("p7", South),
        [Saw::Wall("p7"), Saw::Wall("p11"), Saw::Wall("a7")],
        Decision::NothingSeen,
        vec![enter("p8")],
        ("p8", South),
    );
}

#[test]
fn basic_final_look_b_right_at_7_ends_on_p8_facing_west() {
    let run = basic();
    assert_final_look(
        &run,
        South,
        [Saw::Wall("p8"), Saw::Wall("p11"), Saw::Pawn("B", 7)],
        nearest(&run, Side::Right, "B", 7),
        ("p8", West),
    );
}

#[test]
fn basic_removals_and_final_position() {
    let run = basic();
    assert_eq!(run.removal("C"), Some((Removal::Eaten, 3)));
    assert_eq!(run.removal("F"), Some((Removal::Crushed, 5)));
    assert_eq!(run.removal("G"), Some((Removal::Eaten, 7)));
    for (name, at) in [
        ("A", "j2"),
        ("B", "i8"),
        ("D", "m3"),
        ("E", "m9"),
        ("H", "k5"),
    ] {
        assert_eq!(run.pawn(name), PawnPlace::At(sq(at)), "pawn {name}");
    }
    // The only stone went off the board in step 6.
    assert_eq!(run.board.pieces().collect::<Vec<_>>(), vec![]);
    assert_eq!(
        run.board.pools().collect::<Vec<_>>(),
        squares(&["k6", "l6", "k7", "l7"])
    );
    assert_eq!(run.board.pawns_on_board(), 5);
    assert_eq!(run.board.pawns_removed(), 3);
}

#[test]
fn basic_without_g_step_7_goes_through_wall_v_and_reenters_on_a6() {
    let scenario = load(BASIC_WITHOUT_G);
    assert_eq!(scenario.pawn_id("G"), None);
    let run = run_scenario(scenario, None);
    // Steps 1-6 are unchanged.
    assert_eq!(
        run.path()[..6],
        path(&[
            ("j7", North),
            ("j6", North),
            ("m6", East),
            ("n6", East),
            ("o6", East),
            ("p6", East),
        ])[..]
    );
    assert_step(
        &run,
        7,
        ("p6", East),
        [Saw::Wall("p5"), Saw::Wall("p6"), Saw::Wall("p11")],
        Decision::NothingSeen,
        vec![
            Event::WallCross {
                from: sq("p6"),
                wall: Wall::Letter('V'),
                to: sq("a6"),
            },
            enter("a6"),
        ],
        ("a6", East),
    );
}

// ---------------------------------------------------------------------------------------------
// Advanced example (rulebook p. 9): monster j8 facing east; pawns A j3, B i5, C l5, D n7, E m6;
// crystal k5; pivot-right k8; pivot-around m7; teleporters j5 (arrow east) and o7 (arrow south);
// 2x2 pool k6, l6, k7, l7. Tile 8.
// ---------------------------------------------------------------------------------------------

const PIVOT_RIGHT: Piece = Piece::Pivot(PivotKind::Right);
const PIVOT_AROUND: Piece = Piece::Pivot(PivotKind::Around);

#[test]
fn advanced_path_square_and_heading_after_each_step() {
    let run = advanced();
    assert_eq!(
        run.path(),
        path(&[
            ("j7", North), // 1
            ("j6", North), // 2
            ("o7", South), // 3 (teleported from j5)
            ("n7", West),  // 4
            ("j5", East),  // 5 (pivot-around m7, then teleported from o7)
            ("k5", East),  // 6
            ("l5", East),  // 7
            ("m5", East),  // 8
        ])
    );
    assert_eq!(run.outcome.steps, 8);
    assert_eq!(run.outcome.removed, 1, "only D is eaten");
}

#[test]
fn advanced_step_1_sees_a_over_the_teleporter_pivot_k8_does_not_act() {
    let run = advanced();
    assert_step(
        &run,
        1,
        ("j8", East),
        [
            Saw::Pawn("A", 5),
            Saw::Piece(PIVOT_RIGHT, "k8"),
            Saw::Wall("j11"),
        ],
        nearest(&run, Side::Left, "A", 5),
        vec![turn(East, North), enter("j7")],
        ("j7", North),
    );
    // After the turn the pivot k8 is not in the way: it neither turns nor is held nor pushed.
    let acts = actions(&run, 1);
    assert!(
        !acts.iter().any(|e| matches!(e, Event::PivotTurn { .. })),
        "{acts:#?}"
    );
    assert!(
        !acts.iter().any(|e| matches!(e, Event::PivotHeld { .. })),
        "{acts:#?}"
    );
    assert!(
        !acts.iter().any(|e| matches!(e, Event::Push { .. })),
        "{acts:#?}"
    );
}

#[test]
fn advanced_step_2_sees_only_a_the_pivot_m7_hides_d() {
    let run = advanced();
    assert_step(
        &run,
        2,
        ("j7", North),
        [
            Saw::Wall("a7"),
            Saw::Pawn("A", 4),
            Saw::Piece(PIVOT_AROUND, "m7"),
        ],
        nearest(&run, Side::Ahead, "A", 4),
        vec![enter("j6")],
        ("j6", North),
    );
    let (seen, _) = look(&run, 2);
    assert_eq!(
        seen[2].blocker,
        Blocker::Piece(PIVOT_AROUND, sq("m7")),
        "the right line ends at m7"
    );
    assert_eq!(seen[2].pawn, None, "D on n7 is hidden");
}

#[test]
fn advanced_step_3_tie_a_3_e_3_keeps_north_teleports_j5_to_o7_facing_south() {
    let run = advanced();
    assert_step(
        &run,
        3,
        ("j6", North),
        [Saw::Wall("a6"), Saw::Pawn("A", 3), Saw::Pawn("E", 3)],
        Decision::Tie { distance: 3 },
        vec![enter("j5"), teleport("j5", "o7", South)],
        ("o7", South),
    );
    // It does not look on j5: B (i5) and C (l5) are never seen in this step.
    let (seen, _) = look(&run, 3);
    for name in ["B", "C"] {
        assert!(
            seen.iter()
                .all(|s| s.pawn.map(|p| p.0) != Some(id(&run, name))),
            "{name} unseen"
        );
    }
}

#[test]
fn advanced_step_4_sees_d_right_at_1_turns_west_eats_d() {
    let run = advanced();
    assert_step(
        &run,
        4,
        ("o7", South),
        [Saw::Wall("p7"), Saw::Wall("o11"), Saw::Pawn("D", 1)],
        nearest(&run, Side::Right, "D", 1),
        vec![turn(South, West), eat(&run, "D", "n7"), enter("n7")],
        ("n7", West),
    );
}

#[test]
fn advanced_step_5_pivot_around_m7_turns_it_east_onto_o7_arrives_on_j5_facing_east() {
    let run = advanced();
    assert_step(
        &run,
        5,
        ("n7", West),
        [
            Saw::Wall("n11"),
            Saw::Piece(PIVOT_AROUND, "m7"),
            Saw::Wall("n3"),
        ],
        Decision::NothingSeen,
        vec![
            Event::PivotTurn {
                at: sq("m7"),
                kind: PivotKind::Around,
                from: West,
                to: East,
                tied: false,
            },
            enter("o7"),
            teleport("o7", "j5", East),
        ],
        ("j5", East),
    );
}

#[test]
fn advanced_step_6_tie_c_through_the_crystal_and_a_pushes_crystal_and_c() {
    let run = advanced();
    assert_step(
        &run,
        6,
        ("j5", East),
        [Saw::Pawn("A", 2), Saw::Pawn("C", 2), Saw::Wall("j11")],
        Decision::Tie { distance: 2 },
        vec![
            push(pawn(&run, "C"), "l5", "m5"),
            push(Thing::Piece(Piece::Crystal), "k5", "l5"),
            enter("k5"),
        ],
        ("k5", East),
    );
}

#[test]
fn advanced_step_7_sees_c_b_is_behind_pushes_crystal_to_m5_c_to_n5() {
    let run = advanced();
    assert_step(
        &run,
        7,
        ("k5", East),
        [
            Saw::Wall("k1"),
            Saw::Pawn("C", 2),
            Saw::Piece(PIVOT_RIGHT, "k8"),
        ],
        nearest(&run, Side::Ahead, "C", 2),
        vec![
            push(pawn(&run, "C"), "m5", "n5"),
            push(Thing::Piece(Piece::Crystal), "l5", "m5"),
            enter("l5"),
        ],
        ("l5", East),
    );
}

#[test]
fn advanced_step_8_sees_c_pushes_crystal_to_n5_c_to_o5() {
    let run = advanced();
    assert_step(
        &run,
        8,
        ("l5", East),
        [Saw::Wall("l1"), Saw::Pawn("C", 2), Saw::Wall("l11")],
        nearest(&run, Side::Ahead, "C", 2),
        vec![
            push(pawn(&run, "C"), "n5", "o5"),
            push(Thing::Piece(Piece::Crystal), "m5", "n5"),
            enter("m5"),
        ],
        ("m5", East),
    );
}

#[test]
fn advanced_final_look_e_at_1_nearer_than_c_at_2_ends_on_m5_facing_south() {
    let run = advanced();
    assert_final_look(
        &run,
        East,
        [Saw::Wall("m2"), Saw::Pawn("C", 2), Saw::Pawn("E", 1)],
        nearest(&run, Side::Right, "E", 1),
        ("m5", South),
    );
}

#[test]
fn advanced_removals_and_final_position() {
    let run = advanced();
    assert_eq!(run.removal("D"), Some((Removal::Eaten, 4)));
    for (name, at) in [("A", "j3"), ("B", "i5"), ("C", "o5"), ("E", "m6")] {
        assert_eq!(run.pawn(name), PawnPlace::At(sq(at)), "pawn {name}");
    }
    // Grid order: row by row, west to east.
    assert_eq!(
        run.board.pieces().collect::<Vec<_>>(),
        vec![
            (sq("n5"), Piece::Crystal),
            (sq("m7"), PIVOT_AROUND),
            (sq("k8"), PIVOT_RIGHT)
        ]
    );
    assert_eq!(
        run.board.pools().collect::<Vec<_>>(),
        squares(&["k6", "l6", "k7", "l7"])
    );
    assert_eq!(
        run.board.teleporters().collect::<Vec<_>>(),
        vec![(sq("j5"), sq("o7"), East), (sq("o7"), sq("j5"), South)]
    );
    assert_eq!(run.board.pawns_on_board(), 4);
    assert_eq!(run.board.pawns_removed(), 1);
}
