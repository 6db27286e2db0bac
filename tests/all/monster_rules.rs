//! One scenario test (at least) per monster rule of docs/RULES.md: M1–M11, the precise semantics
//! S1–S8 and every value of the monster's rule options (section 9).
//!
//! Each test builds a small position (only the pieces needed), runs the monster, and asserts
//! concrete squares, headings, removals (with step numbers) and the engine's events.

use crate::common::{run, sq, Run};
use furunkulus::board::{Occupant, PawnPlace, Piece, PivotKind, Removal};
use furunkulus::geometry::{Dir, Square, Wall};
use furunkulus::monster::{Blocker, Decision, Event, PieceRemoval, PivotHeld, Side, Sight, Thing};

const N: Dir = Dir::North;
const E: Dir = Dir::East;
const S: Dir = Dir::South;
const W: Dir = Dir::West;

// ---------------------------------------------------------------------------------------
// Helpers.

/// The expected path, from square names.
fn path(list: &[(&str, Dir)]) -> Vec<(Square, Dir)> {
    list.iter().map(|&(s, d)| (sq(s), d)).collect()
}

/// The square pawn `name` stands on (panics if it is not on the board).
fn pawn_at(r: &Run, name: &str) -> Square {
    match r.pawn(name) {
        PawnPlace::At(s) => s,
        other => panic!(
            "pawn {name} is not on the board: {other:?}\n{:#?}",
            r.events
        ),
    }
}

/// What stands on square `s`.
fn occ(r: &Run, s: &str) -> Occupant {
    r.board.occupant(sq(s))
}

/// A stone-like piece, as an `Occupant` (to compare with `occ`).
fn piece(p: Piece) -> Occupant {
    Occupant::Piece(p)
}

fn pivot_right() -> Piece {
    Piece::Pivot(PivotKind::Right)
}

/// The pawn id of `name`.
fn id(r: &Run, name: &str) -> furunkulus::board::PawnId {
    r.scenario.pawn_id(name).unwrap()
}

/// Whether some event matches.
fn has(r: &Run, pred: impl Fn(&Event) -> bool) -> bool {
    r.events.iter().any(pred)
}

/// Fails unless the monster's move has the event `e` (the events shown).
#[track_caller]
fn assert_event(r: &Run, e: Event) {
    assert!(
        r.events.contains(&e),
        "no event {e:?} among\n{:#?}",
        r.events
    );
}

/// How many events match.
fn count(r: &Run, pred: impl Fn(&Event) -> bool) -> usize {
    r.events.iter().filter(|e| pred(e)).count()
}

/// The events of step `n`, from its `StepStart` to its `StepEnd` (both included).
fn step_events(r: &Run, n: u8) -> Vec<Event> {
    let mut out = Vec::new();
    let mut inside = false;
    for e in &r.events {
        if let Event::StepStart { step, .. } = e {
            inside = *step == n;
        }
        if inside {
            out.push(*e);
        }
        if let Event::StepEnd { step, .. } = e {
            if *step == n {
                break;
            }
        }
    }
    assert!(!out.is_empty(), "no step {n}: {:#?}", r.events);
    out
}

/// The look made at the start of step `n` (its sights and decision).
fn look_of_step(r: &Run, n: u8) -> ([Sight; 3], Decision) {
    step_events(r, n)
        .into_iter()
        .find_map(|e| match e {
            Event::Look { sights, decision } => Some((sights, decision)),
            _ => None,
        })
        .expect("a step starts with a look")
}

/// The decision "turn toward (or keep on toward) pawn `name` on line `side`, at `distance`".
fn nearest(r: &Run, side: Side, name: &str, distance: u8) -> Decision {
    Decision::Nearest {
        side,
        pawn: id(r, name),
        distance,
    }
}

/// The final look's decision and heading.
fn final_look(r: &Run) -> (Decision, Dir) {
    match r.events.last() {
        Some(Event::FinalLook {
            decision, facing, ..
        }) => (*decision, *facing),
        other => panic!("the last event is not the final look: {other:?}"),
    }
}

fn is_look(e: &Event) -> bool {
    matches!(e, Event::Look { .. })
}

fn is_pivot_event(e: &Event) -> bool {
    matches!(e, Event::PivotTurn { .. } | Event::PivotHeld { .. })
}

/// The wall-crossings of the run, as (from, wall, to).
fn crossings(r: &Run) -> Vec<(Square, Wall, Square)> {
    r.events
        .iter()
        .filter_map(|e| match e {
            Event::WallCross { from, wall, to } => Some((*from, *wall, *to)),
            _ => None,
        })
        .collect()
}

/// Runs a one-step move of a monster on `at` facing `facing` on an otherwise empty board and
/// checks the wall crossing (M8): the square re-entered, the heading kept, the letter.
fn check_wrap(at: &str, facing: &str, wall: Wall, to: &str) {
    let r = run(
        &format!("monster: {{ at: {at}, facing: {facing} }}\n"),
        Some("1"),
    );
    let dir = Dir::parse(facing).unwrap();
    assert_eq!(r.path(), path(&[(to, dir)]), "leaving {at} {facing}");
    assert_eq!(
        crossings(&r),
        vec![(sq(at), wall, sq(to))],
        "leaving {at} {facing}"
    );
    assert_eq!((r.board.monster(), r.board.facing()), (sq(to), dir));
}

// ---------------------------------------------------------------------------------------
// M1 Steps: look, then move one square, N times; then a final look.

// M1: a number tile gives exactly that many steps, each a look followed by one move.
#[test]
fn m1_number_tile_walks_exactly_n_steps_each_look_then_move() {
    let r = run("monster: { at: a5, facing: east }\n", Some("5"));
    assert_eq!(
        r.path(),
        path(&[("b5", E), ("c5", E), ("d5", E), ("e5", E), ("f5", E)])
    );
    assert_eq!(r.outcome.steps, 5);
    assert_eq!(r.outcome.removed, 0);
    assert_eq!(count(&r, is_look), 5);
    for n in 1..=5u8 {
        let ev = step_events(&r, n);
        assert!(matches!(ev[0], Event::StepStart { step, .. } if step == n));
        assert!(is_look(&ev[1]), "step {n} must look first: {ev:?}");
        let enters = ev
            .iter()
            .filter(|e| matches!(e, Event::Enter { .. }))
            .count();
        assert_eq!(enters, 1, "step {n} moves one square");
    }
    assert!(matches!(r.events.last(), Some(Event::FinalLook { .. })));
}

// M1: after the last step the monster looks once more and turns, but does not move.
#[test]
fn m1_final_look_turns_but_does_not_move() {
    let r = run(
        "monster: { at: a5, facing: east }\npawns:\n  - { name: P, at: d8 }\n",
        Some("3"),
    );
    assert_eq!(r.path(), path(&[("b5", E), ("c5", E), ("d5", E)]));
    let (decision, facing) = final_look(&r);
    assert_eq!(decision, nearest(&r, Side::Right, "P", 3));
    assert_eq!(facing, S);
    // It turned, but stayed on d5 and ate nothing.
    assert_eq!((r.board.monster(), r.board.facing()), (sq("d5"), S));
    assert_eq!(pawn_at(&r, "P"), sq("d8"));
    // Nothing moves after the last step.
    let after_last_step = r
        .events
        .iter()
        .rposition(|e| matches!(e, Event::StepEnd { .. }))
        .unwrap();
    assert_eq!(after_last_step, r.events.len() - 2);
}

// ---------------------------------------------------------------------------------------
// M2 Sight: three lines, never behind, never diagonal; stones block, crystals/pools/teleporters
// do not; walls (staircases too) stop sight, no wrapping.

// M2: pawns behind or diagonal to the monster are not seen.
#[test]
fn m2_never_behind_never_diagonal() {
    let r = run(
        "monster: { at: e5, facing: east }\npawns:\n  - { name: B, at: d5 }\n  - { name: D1, at: f6 }\n  - { name: D2, at: d4 }\n  - { name: D3, at: f4 }\n",
        Some("1"),
    );
    let (sights, decision) = look_of_step(&r, 1);
    assert_eq!(decision, Decision::NothingSeen);
    assert!(sights.iter().all(|s| s.pawn.is_none()));
    assert_eq!(r.path(), path(&[("f5", E)]));
    assert_eq!(pawn_at(&r, "B"), sq("d5"));
}

// M2: a stone blocks sight: the nearer pawn behind it is hidden, the farther one is chosen.
#[test]
fn m2_sight_stopped_by_stone() {
    let r = run(
        "monster: { at: e5, facing: east }\nstones: [f5]\npawns:\n  - { name: A, at: g5 }\n  - { name: B, at: e8 }\n",
        Some("1"),
    );
    let (sights, decision) = look_of_step(&r, 1);
    assert_eq!(sights[1].side, Side::Ahead);
    assert_eq!(sights[1].pawn, None);
    assert_eq!(sights[1].blocker, Blocker::Piece(Piece::Stone, sq("f5")));
    assert_eq!(decision, nearest(&r, Side::Right, "B", 3));
    assert_eq!(r.path(), path(&[("e6", S)]));
    assert_eq!(occ(&r, "f5"), piece(Piece::Stone));
}

// M2: a pivot stone blocks sight like a stone.
#[test]
fn m2_sight_stopped_by_pivot_stone() {
    let r = run(
        "monster: { at: e5, facing: south }\npivots:\n  - { at: e6, turn: around }\npawns:\n  - { name: A, at: e7 }\n  - { name: B, at: h5 }\n",
        Some("1"),
    );
    let (sights, decision) = look_of_step(&r, 1);
    assert_eq!(
        sights[1].blocker,
        Blocker::Piece(Piece::Pivot(PivotKind::Around), sq("e6"))
    );
    // B is to the left (east) at 3; A (2, behind the pivot) is hidden.
    assert_eq!(decision, nearest(&r, Side::Left, "B", 3));
    assert_eq!(r.path(), path(&[("f5", E)]));
}

// M2: the monster sees through a crystal.
#[test]
fn m2_seen_through_crystal() {
    let r = run(
        "monster: { at: e5, facing: east }\ncrystals: [f5]\npawns:\n  - { name: A, at: g5 }\n  - { name: B, at: e8 }\n",
        Some("1"),
    );
    let (_, decision) = look_of_step(&r, 1);
    assert_eq!(decision, nearest(&r, Side::Ahead, "A", 2));
    // It keeps east and pushes the crystal and A (M6).
    assert_eq!(r.path(), path(&[("f5", E)]));
    assert_eq!(occ(&r, "g5"), piece(Piece::Crystal));
    assert_eq!(pawn_at(&r, "A"), sq("h5"));
}

// M2: the monster sees over a pool.
#[test]
fn m2_seen_over_pool() {
    let r = run(
        "monster: { at: e5, facing: east }\npools:\n  - { at: f5, size: 1x1 }\npawns:\n  - { name: A, at: g5 }\n  - { name: B, at: e8 }\n",
        Some("1"),
    );
    let (_, decision) = look_of_step(&r, 1);
    assert_eq!(decision, nearest(&r, Side::Ahead, "A", 2));
    // Onto the pool, sliding to g5 where A is eaten (M7, M5).
    assert_eq!(r.path(), path(&[("g5", E)]));
    assert_eq!(r.removal("A"), Some((Removal::Eaten, 1)));
}

// M2: the monster sees over a teleporter.
#[test]
fn m2_seen_over_teleporter() {
    let r = run(
        "monster: { at: e5, facing: east }\nteleporters:\n  - { at: f5, arrow: north, pair: x }\n  - { at: k9, arrow: west, pair: x }\npawns:\n  - { name: A, at: g5 }\n  - { name: B, at: e8 }\n",
        Some("1"),
    );
    let (_, decision) = look_of_step(&r, 1);
    assert_eq!(decision, nearest(&r, Side::Ahead, "A", 2));
    // Keeping east, it steps onto the teleporter (M10).
    assert_eq!(r.path(), path(&[("k9", W)]));
    assert_eq!(pawn_at(&r, "A"), sq("g5"));
}

// M2: sight stops at a staircase wall and never wraps: looking east from l1 (wall M) does not
// see the pawn on e11, the square behind the other M.
#[test]
fn m2_sight_stopped_by_staircase_wall_east_of_l1() {
    let r = run(
        "monster: { at: l1, facing: east }\npawns:\n  - { name: Wrap, at: e11 }\n  - { name: S, at: l5 }\n",
        Some("1"),
    );
    let (sights, decision) = look_of_step(&r, 1);
    assert_eq!(sights[1].pawn, None);
    assert_eq!(sights[1].blocker, Blocker::Wall(sq("l1")));
    assert_eq!(sights[1].wall(), Some(Wall::Letter('M')));
    assert_eq!(sights[0].wall(), Some(Wall::Letter('L')));
    assert_eq!(decision, nearest(&r, Side::Right, "S", 4));
    assert_eq!(r.path(), path(&[("l2", S)]));
    assert_eq!(pawn_at(&r, "Wrap"), sq("e11"));
}

// M2: a pawn beyond a cut-away corner is not seen: from k2 looking east the line ends at m2
// (wall O, the staircase), and from n3 looking north it ends at once (wall P).
#[test]
fn m2_sight_stopped_by_staircase_cut_away_corner() {
    // From k2 facing east: l2, m2, then the staircase wall O. The pawn on d10 (behind the
    // other O) is not seen; the pawn on k5 (right, 3) is.
    let r = run(
        "monster: { at: k2, facing: east }\npawns:\n  - { name: Wrap, at: d10 }\n  - { name: R, at: k5 }\n",
        Some("1"),
    );
    let (sights, decision) = look_of_step(&r, 1);
    assert_eq!(sights[1].blocker, Blocker::Wall(sq("m2")));
    assert_eq!(sights[1].wall(), Some(Wall::Letter('O')));
    assert_eq!(sights[1].pawn, None);
    assert_eq!(decision, nearest(&r, Side::Right, "R", 3));
    assert_eq!(r.path(), path(&[("k3", S)]));

    // From n3 facing west: its right (north) line meets wall P at once; c9 is not seen.
    let r = run(
        "monster: { at: n3, facing: west }\npawns:\n  - { name: Wrap, at: c9 }\n  - { name: L, at: n7 }\n",
        Some("1"),
    );
    let (sights, decision) = look_of_step(&r, 1);
    assert_eq!(sights[2].side, Side::Right);
    assert_eq!(sights[2].blocker, Blocker::Wall(sq("n3")));
    assert_eq!(sights[2].wall(), Some(Wall::Letter('P')));
    assert_eq!(decision, nearest(&r, Side::Left, "L", 4));
    assert_eq!(r.path(), path(&[("n4", S)]));
}

// M2: sight stops at a straight wall, no wrapping (east of p6, wall V; a6 not seen).
#[test]
fn m2_sight_does_not_wrap_at_straight_wall() {
    let r = run(
        "monster: { at: p6, facing: east }\npawns:\n  - { name: Wrap, at: a6 }\n  - { name: R, at: p10 }\n",
        Some("1"),
    );
    let (sights, decision) = look_of_step(&r, 1);
    assert_eq!(sights[1].wall(), Some(Wall::Letter('V')));
    assert_eq!(decision, nearest(&r, Side::Right, "R", 4));
    assert_eq!(r.path(), path(&[("p7", S)]));
    assert_eq!(pawn_at(&r, "Wrap"), sq("a6"));
}

// ---------------------------------------------------------------------------------------
// M3 Distance: squares along the line; pool squares count like any square.

// M3: a pawn 3 squares away across a pool ties with one 3 squares away on the floor; one 4
// squares away on the floor loses to it.
#[test]
fn m3_pool_squares_count_as_distance() {
    let tie = run(
        "monster: { at: h6, facing: east }\npools:\n  - { at: h4, size: 1x2 }\npawns:\n  - { name: L, at: h3 }\n  - { name: A, at: k6 }\n",
        Some("1"),
    );
    assert_eq!(look_of_step(&tie, 1).1, Decision::Tie { distance: 3 });
    assert_eq!(tie.path(), path(&[("i6", E)]));

    let near = run(
        "monster: { at: h6, facing: east }\npools:\n  - { at: h4, size: 1x2 }\npawns:\n  - { name: L, at: h3 }\n  - { name: A, at: l6 }\n",
        Some("1"),
    );
    assert_eq!(look_of_step(&near, 1).1, nearest(&near, Side::Left, "L", 3));
    // North onto the pool, sliding to h3 where L is eaten.
    assert_eq!(near.path(), path(&[("h3", N)]));
    assert_eq!(near.removal("L"), Some((Removal::Eaten, 1)));
}

// ---------------------------------------------------------------------------------------
// M4 Choice.

// M4: it turns toward the nearest seen pawn.
#[test]
fn m4_turns_toward_nearest() {
    let r = run(
        "monster: { at: h6, facing: east }\npawns:\n  - { name: L, at: h3 }\n  - { name: R, at: h8 }\n  - { name: A, at: l6 }\n",
        Some("1"),
    );
    assert_eq!(look_of_step(&r, 1).1, nearest(&r, Side::Right, "R", 2));
    assert_event(&r, Event::Turn { from: E, to: S });
    assert_eq!(r.path(), path(&[("h7", S)]));
}

// M4: no pawn seen: it keeps its heading.
#[test]
fn m4_nothing_seen_keeps_heading() {
    let r = run("monster: { at: h6, facing: north }\n", Some("2"));
    assert_eq!(look_of_step(&r, 1).1, Decision::NothingSeen);
    assert!(!has(&r, |e| matches!(e, Event::Turn { .. })));
    assert_eq!(r.path(), path(&[("h5", N), ("h4", N)]));
}

// M4: a tie between left and right with nothing ahead: it keeps its heading.
#[test]
fn m4_tie_left_right_nothing_ahead_keeps_heading() {
    let r = run(
        "monster: { at: h6, facing: east }\npawns:\n  - { name: L, at: h4 }\n  - { name: R, at: h8 }\n",
        Some("1"),
    );
    let (sights, decision) = look_of_step(&r, 1);
    assert_eq!(sights[1].pawn, None);
    assert_eq!(decision, Decision::Tie { distance: 2 });
    assert!(!has(&r, |e| matches!(e, Event::Turn { .. })));
    assert_eq!(r.path(), path(&[("i6", E)]));
    assert_eq!(pawn_at(&r, "L"), sq("h4"));
    assert_eq!(pawn_at(&r, "R"), sq("h8"));
}

// M4, S1: a tie for the nearest keeps the heading even when a farther pawn is ahead; a
// nearer single pawn beats a tie of farther ones.
#[test]
fn m4_s1_tie_only_for_the_smallest_distance() {
    // Left 2, right 2, ahead 3: tie, keep east.
    let r = run(
        "monster: { at: h6, facing: east }\npawns:\n  - { name: L, at: h4 }\n  - { name: R, at: h8 }\n  - { name: A, at: k6 }\n",
        Some("1"),
    );
    assert_eq!(look_of_step(&r, 1).1, Decision::Tie { distance: 2 });
    assert_eq!(r.path(), path(&[("i6", E)]));

    // Left 3, ahead 3, right 2: R is nearest, turn south.
    let r = run(
        "monster: { at: h6, facing: east }\npawns:\n  - { name: L, at: h3 }\n  - { name: R, at: h8 }\n  - { name: A, at: k6 }\n",
        Some("1"),
    );
    assert_eq!(look_of_step(&r, 1).1, nearest(&r, Side::Right, "R", 2));
    assert_eq!(r.path(), path(&[("h7", S)]));
}

// S1: on each line only the nearest pawn is seen; the one behind it is hidden. A pawn on a
// pool square is seen like any pawn.
#[test]
fn s1_only_nearest_pawn_per_line_and_pawn_on_pool_seen() {
    let r = run(
        "monster: { at: c5, facing: east }\npools:\n  - { at: d5, size: 3x1 }\npawns:\n  - { name: Near, at: e5 }\n  - { name: Far, at: g5 }\n",
        Some("1"),
    );
    let (sights, decision) = look_of_step(&r, 1);
    assert_eq!(sights[1].pawn, Some((id(&r, "Near"), 2)));
    assert_eq!(sights[1].blocker, Blocker::Pawn);
    assert_eq!(decision, nearest(&r, Side::Ahead, "Near", 2));
}

// ---------------------------------------------------------------------------------------
// M5 Eating.

// M5: moving onto a pawn eats it, and the monster carries on.
#[test]
fn m5_eats_and_carries_on() {
    let r = run(
        "monster: { at: e5, facing: east }\npawns:\n  - { name: A, at: f5 }\n",
        Some("3"),
    );
    assert_eq!(r.path(), path(&[("f5", E), ("g5", E), ("h5", E)]));
    assert_eq!(r.removal("A"), Some((Removal::Eaten, 1)));
    assert_event(
        &r,
        Event::Eat {
            pawn: id(&r, "A"),
            at: sq("f5"),
        },
    );
    assert_eq!(r.outcome.removed, 1);
    assert_eq!(r.outcome.steps, 3);
}

// M5: the step number of an eating is the step that entered the pawn's square.
#[test]
fn m5_eaten_at_the_right_step() {
    let r = run(
        "monster: { at: a5, facing: east }\npawns:\n  - { name: A, at: d5 }\n",
        Some("4"),
    );
    assert_eq!(r.removal("A"), Some((Removal::Eaten, 3)));
    assert_eq!(r.board.monster(), sq("e5"));
}

// ---------------------------------------------------------------------------------------
// M6 Pushing.

// M6, S3: a whole row of stone-like pieces and pawns moves one square, far end first.
#[test]
fn m6_pushes_a_row_of_stones_and_pawns() {
    let r = run(
        "monster: { at: c5, facing: east }\nstones: [d5]\ncrystals: [f5]\npivots:\n  - { at: g5, turn: right }\npawns:\n  - { name: P, at: e5 }\n  - { name: Q, at: h5 }\n",
        Some("1"),
    );
    assert_eq!(r.path(), path(&[("d5", E)]));
    assert_eq!(occ(&r, "d5"), Occupant::Empty);
    assert_eq!(occ(&r, "e5"), piece(Piece::Stone));
    assert_eq!(pawn_at(&r, "P"), sq("f5"));
    assert_eq!(occ(&r, "g5"), piece(Piece::Crystal));
    assert_eq!(occ(&r, "h5"), piece(pivot_right()));
    assert_eq!(pawn_at(&r, "Q"), sq("i5"));
    let pushes: Vec<(Thing, Square, Square)> = r
        .events
        .iter()
        .filter_map(|e| match e {
            Event::Push { thing, from, to } => Some((*thing, *from, *to)),
            _ => None,
        })
        .collect();
    assert_eq!(
        pushes,
        vec![
            (Thing::Pawn(id(&r, "Q")), sq("h5"), sq("i5")),
            (Thing::Piece(pivot_right()), sq("g5"), sq("h5")),
            (Thing::Piece(Piece::Crystal), sq("f5"), sq("g5")),
            (Thing::Pawn(id(&r, "P")), sq("e5"), sq("f5")),
            (Thing::Piece(Piece::Stone), sq("d5"), sq("e5")),
        ]
    );
    // A pivot stone in the pushed row (not the square entered) never turns the monster.
    assert!(!has(&r, is_pivot_event));
    assert_eq!(r.outcome.removed, 0);
}

// M6: a pawn on the very square the monster enters is eaten, not pushed (the stone behind it
// stays).
#[test]
fn m6_pawn_on_entered_square_is_eaten_not_pushed() {
    let r = run(
        "monster: { at: c5, facing: east }\nstones: [e5]\npawns:\n  - { name: A, at: d5 }\n",
        Some("1"),
    );
    assert_eq!(r.removal("A"), Some((Removal::Eaten, 1)));
    assert_eq!(occ(&r, "e5"), piece(Piece::Stone));
    assert_eq!(occ(&r, "f5"), Occupant::Empty);
    assert!(!has(&r, |e| matches!(e, Event::Push { .. })));
    assert_eq!(r.path(), path(&[("d5", E)]));
}

// M6: a pawn pushed off the board is crushed (counts as eaten); the stone moves up.
#[test]
fn m6_pawn_pushed_off_board_is_crushed() {
    let r = run(
        "monster: { at: n5, facing: east }\nstones: [o5]\npawns:\n  - { name: A, at: p5 }\n",
        Some("1"),
    );
    assert_eq!(r.removal("A"), Some((Removal::Crushed, 1)));
    assert_event(
        &r,
        Event::Crushed {
            pawn: id(&r, "A"),
            at: sq("p5"),
        },
    );
    assert_eq!(occ(&r, "p5"), piece(Piece::Stone));
    assert_eq!(r.path(), path(&[("o5", E)]));
    assert_eq!(r.outcome.removed, 1);
    // Not wrapped through U to a7.
    assert_eq!(occ(&r, "a7"), Occupant::Empty);
}

// M6: a stone-like piece pushed off the board is removed from the game.
#[test]
fn m6_stone_pushed_off_board_is_removed() {
    let r = run(
        "monster: { at: n6, facing: east }\nstones: [o6, p6]\n",
        Some("1"),
    );
    assert_event(
        &r,
        Event::PieceRemoved {
            piece: Piece::Stone,
            at: sq("p6"),
            why: PieceRemoval::OffBoard,
        },
    );
    assert_eq!(occ(&r, "p6"), piece(Piece::Stone));
    assert_eq!(occ(&r, "a6"), Occupant::Empty);
    assert_eq!(r.board.pieces().count(), 1);
    assert_eq!(r.path(), path(&[("o6", E)]));
}

// M6: pushed pieces never wrap: a pawn pushed west off a1 is crushed (it has not escaped, nor
// reached p11); the stone pushed onto a1 is removed (corner, default option).
#[test]
fn m6_pawn_pushed_west_off_a1_is_crushed_not_wrapped() {
    let r = run(
        "monster: { at: c1, facing: west }\nstones: [b1]\npawns:\n  - { name: A, at: a1 }\n",
        Some("1"),
    );
    assert_eq!(r.removal("A"), Some((Removal::Crushed, 1)));
    assert_event(
        &r,
        Event::Crushed {
            pawn: id(&r, "A"),
            at: sq("a1"),
        },
    );
    assert_eq!(occ(&r, "p11"), Occupant::Empty);
    assert_eq!(occ(&r, "a1"), Occupant::Empty);
    assert_event(
        &r,
        Event::PieceRemoved {
            piece: Piece::Stone,
            at: sq("a1"),
            why: PieceRemoval::Corner,
        },
    );
    assert_eq!(r.path(), path(&[("b1", W)]));
}

// M6: a pawn pushed west off a6 through the straight wall V is crushed, not moved to p6.
#[test]
fn m6_pushed_pawn_never_wraps_at_straight_wall() {
    let r = run(
        "monster: { at: c6, facing: west }\nstones: [b6]\npawns:\n  - { name: A, at: a6 }\n",
        Some("1"),
    );
    assert_eq!(r.removal("A"), Some((Removal::Crushed, 1)));
    assert_eq!(occ(&r, "p6"), Occupant::Empty);
    assert_eq!(occ(&r, "a6"), piece(Piece::Stone));
    assert_eq!(r.path(), path(&[("b6", W)]));
}

// M6: a stone pushed by the monster onto a teleporter is removed from the game.
#[test]
fn m6_stone_pushed_onto_teleporter_is_destroyed() {
    let r = run(
        "monster: { at: e5, facing: east }\nstones: [f5]\nteleporters:\n  - { at: g5, arrow: north, pair: x }\n  - { at: k9, arrow: west, pair: x }\n",
        Some("1"),
    );
    assert_event(
        &r,
        Event::PieceRemoved {
            piece: Piece::Stone,
            at: sq("g5"),
            why: PieceRemoval::Teleporter,
        },
    );
    assert_eq!(occ(&r, "g5"), Occupant::Empty);
    assert_eq!(occ(&r, "k9"), Occupant::Empty);
    assert_eq!(r.board.pieces().count(), 0);
    assert_eq!(r.path(), path(&[("f5", E)]));
}

// M6: a pawn pushed onto a teleporter is destroyed (counts as eaten).
#[test]
fn m6_pawn_pushed_onto_teleporter_is_destroyed() {
    let r = run(
        "monster: { at: e5, facing: east }\nstones: [f5]\nteleporters:\n  - { at: h5, arrow: north, pair: x }\n  - { at: k9, arrow: west, pair: x }\npawns:\n  - { name: A, at: g5 }\n",
        Some("1"),
    );
    assert_eq!(r.removal("A"), Some((Removal::Destroyed, 1)));
    assert_event(
        &r,
        Event::Destroyed {
            pawn: id(&r, "A"),
            at: sq("h5"),
        },
    );
    assert_eq!(occ(&r, "h5"), Occupant::Empty);
    assert_eq!(occ(&r, "g5"), piece(Piece::Stone));
    assert_eq!(r.outcome.removed, 1);
    assert_eq!(r.path(), path(&[("f5", E)]));
}

// M6, option monster-corner-stones=remove (also the default): a stone-like piece the monster
// pushes onto a1 or p11 is removed.
#[test]
fn m6_corner_stones_remove() {
    for opts in ["", "options:\n  monster-corner-stones: remove\n"] {
        let r = run(
            &format!("monster: {{ at: c1, facing: west }}\nstones: [b1]\n{opts}"),
            Some("1"),
        );
        assert_eq!(occ(&r, "a1"), Occupant::Empty, "{opts}");
        assert_event(
            &r,
            Event::PieceRemoved {
                piece: Piece::Stone,
                at: sq("a1"),
                why: PieceRemoval::Corner,
            },
        );
        assert_eq!(r.board.pieces().count(), 0);
        assert_eq!(r.path(), path(&[("b1", W)]));

        let r = run(
            &format!("monster: {{ at: n11, facing: east }}\ncrystals: [o11]\n{opts}"),
            Some("1"),
        );
        assert_eq!(occ(&r, "p11"), Occupant::Empty, "{opts}");
        assert_event(
            &r,
            Event::PieceRemoved {
                piece: Piece::Crystal,
                at: sq("p11"),
                why: PieceRemoval::Corner,
            },
        );
        assert_eq!(r.board.pieces().count(), 0);
        assert_eq!(r.path(), path(&[("o11", E)]));
    }
}

// M6, option monster-corner-stones=keep: the piece stays on the corner.
#[test]
fn m6_corner_stones_keep() {
    let opts = "options:\n  monster-corner-stones: keep\n";
    let r = run(
        &format!("monster: {{ at: c1, facing: west }}\nstones: [b1]\n{opts}"),
        Some("1"),
    );
    assert_eq!(occ(&r, "a1"), piece(Piece::Stone));
    assert_event(
        &r,
        Event::CornerKept {
            piece: Piece::Stone,
            at: sq("a1"),
        },
    );
    assert!(!has(&r, |e| matches!(e, Event::PieceRemoved { .. })));
    assert_eq!(r.path(), path(&[("b1", W)]));

    let r = run(
        &format!("monster: {{ at: n11, facing: east }}\ncrystals: [o11]\n{opts}"),
        Some("1"),
    );
    assert_eq!(occ(&r, "p11"), piece(Piece::Crystal));
    assert_event(
        &r,
        Event::CornerKept {
            piece: Piece::Crystal,
            at: sq("p11"),
        },
    );
    assert_eq!(r.path(), path(&[("o11", E)]));
}

// S8: a pawn the monster pushes onto a1 or p11 simply stands there.
#[test]
fn s8_pawn_pushed_onto_corner_stands() {
    let r = run(
        "monster: { at: m11, facing: east }\nstones: [n11]\npawns:\n  - { name: A, at: o11 }\n",
        Some("1"),
    );
    assert_eq!(pawn_at(&r, "A"), sq("p11"));
    assert_eq!(occ(&r, "o11"), piece(Piece::Stone));
    assert_eq!(r.outcome.removed, 0);
    assert_eq!(r.path(), path(&[("n11", E)]));

    let r = run(
        "monster: { at: d1, facing: west }\nstones: [c1]\npawns:\n  - { name: A, at: b1 }\n",
        Some("1"),
    );
    assert_eq!(pawn_at(&r, "A"), sq("a1"));
    assert_eq!(occ(&r, "b1"), piece(Piece::Stone));
    assert_eq!(r.outcome.removed, 0);
    assert_eq!(r.path(), path(&[("c1", W)]));
}

// ---------------------------------------------------------------------------------------
// M7 Pools (with S4, S5).

// M7: the monster slides across a pool in the same step and eats the pawn on the landing square.
#[test]
fn m7_slide_eats_pawn_on_landing_square() {
    let r = run(
        "monster: { at: c5, facing: east }\npools:\n  - { at: d5, size: 3x1 }\npawns:\n  - { name: A, at: g5 }\n",
        Some("1"),
    );
    assert_eq!(look_of_step(&r, 1).1, nearest(&r, Side::Ahead, "A", 4));
    assert_eq!(r.path(), path(&[("g5", E)]));
    assert_eq!(r.removal("A"), Some((Removal::Eaten, 1)));
    let enters: Vec<(Square, bool)> = r
        .events
        .iter()
        .filter_map(|e| match e {
            Event::Enter { at, sliding } => Some((*at, *sliding)),
            _ => None,
        })
        .collect();
    assert_eq!(
        enters,
        vec![
            (sq("d5"), false),
            (sq("e5"), true),
            (sq("f5"), true),
            (sq("g5"), true)
        ]
    );
}

// M7, S4: a pawn standing on a pool square in the slide's way is eaten; the slide goes on.
#[test]
fn m7_slide_eats_pawn_on_pool_square() {
    let r = run(
        "monster: { at: c5, facing: east }\npools:\n  - { at: d5, size: 3x1 }\npawns:\n  - { name: A, at: e5 }\n",
        Some("1"),
    );
    assert_eq!(r.removal("A"), Some((Removal::Eaten, 1)));
    assert_event(
        &r,
        Event::Eat {
            pawn: id(&r, "A"),
            at: sq("e5"),
        },
    );
    assert_eq!(r.path(), path(&[("g5", E)]));
}

// M7: it does not look while sliding: pawns beside the pool do not turn it.
#[test]
fn m7_does_not_look_while_sliding() {
    let r = run(
        "monster: { at: c5, facing: east }\npools:\n  - { at: d5, size: 3x1 }\npawns:\n  - { name: Nn, at: e3 }\n  - { name: Ss, at: f7 }\n",
        Some("1"),
    );
    assert_eq!(r.path(), path(&[("g5", E)]));
    assert_eq!(step_events(&r, 1).iter().filter(|e| is_look(e)).count(), 1);
    assert!(!has(&r, |e| matches!(e, Event::Turn { .. })));
    assert_eq!(pawn_at(&r, "Nn"), sq("e3"));
    assert_eq!(pawn_at(&r, "Ss"), sq("f7"));
}

// M7: while sliding it pushes: a stone on the landing square is pushed on.
#[test]
fn m7_slide_pushes_stone_on_landing_square() {
    let r = run(
        "monster: { at: c5, facing: east }\npools:\n  - { at: d5, size: 2x1 }\nstones: [f5]\n",
        Some("1"),
    );
    assert_eq!(r.path(), path(&[("f5", E)]));
    assert_eq!(occ(&r, "g5"), piece(Piece::Stone));
    assert_eq!(occ(&r, "f5"), Occupant::Empty);
}

// M7, S5: a stone on a pool square in the slide's way is pushed, slides across the rest of the
// pool, and is pushed again when the monster lands behind it.
#[test]
fn m7_slide_pushes_stone_on_pool() {
    let r = run(
        "monster: { at: c5, facing: east }\npools:\n  - { at: d5, size: 3x1 }\nstones: [e5]\n",
        Some("1"),
    );
    assert_event(
        &r,
        Event::Slide {
            thing: Thing::Piece(Piece::Stone),
            from: sq("f5"),
            to: sq("g5"),
        },
    );
    assert_eq!(r.path(), path(&[("g5", E)]));
    assert_eq!(occ(&r, "h5"), piece(Piece::Stone));
    assert_eq!(r.board.pieces().count(), 1);
}

// M7, M9: a pivot stone reached while sliding is pushed like a stone, it does not turn the
// monster.
#[test]
fn m7_m9_pivot_reached_while_sliding_is_pushed() {
    let r = run(
        "monster: { at: c5, facing: east }\npools:\n  - { at: d5, size: 2x1 }\npivots:\n  - { at: f5, turn: right }\n",
        Some("1"),
    );
    assert_eq!(look_of_step(&r, 1).1, Decision::NothingSeen);
    assert!(!has(&r, is_pivot_event));
    assert_eq!(r.path(), path(&[("f5", E)]));
    assert_eq!(occ(&r, "g5"), piece(pivot_right()));
}

// M7, S5: a pushed stone slides across the pool and lands on the first square beyond.
#[test]
fn m7_pushed_stone_slides_across_and_lands_beyond() {
    let r = run(
        "monster: { at: c5, facing: east }\nstones: [d5]\npools:\n  - { at: e5, size: 3x1 }\n",
        Some("1"),
    );
    assert_event(
        &r,
        Event::Slide {
            thing: Thing::Piece(Piece::Stone),
            from: sq("e5"),
            to: sq("h5"),
        },
    );
    assert_eq!(occ(&r, "h5"), piece(Piece::Stone));
    assert_eq!(r.path(), path(&[("d5", E)]));
}

// M7, S5: a pushed stone stops on the last pool square when the square beyond is taken.
#[test]
fn m7_pushed_stone_stops_on_last_pool_square() {
    let r = run(
        "monster: { at: c5, facing: east }\nstones: [d5]\npools:\n  - { at: e5, size: 3x1 }\npawns:\n  - { name: A, at: h5 }\n",
        Some("1"),
    );
    assert_event(
        &r,
        Event::Slide {
            thing: Thing::Piece(Piece::Stone),
            from: sq("e5"),
            to: sq("g5"),
        },
    );
    assert_eq!(occ(&r, "g5"), piece(Piece::Stone));
    assert_eq!(pawn_at(&r, "A"), sq("h5"));
    assert_eq!(r.path(), path(&[("d5", E)]));
}

// S5: a pushed stone sliding on a pool stops before a stone lying on the pool.
#[test]
fn s5_pushed_stone_stopped_by_stone_on_pool() {
    let r = run(
        "monster: { at: c5, facing: east }\nstones: [d5, g5]\npools:\n  - { at: e5, size: 4x1 }\n",
        Some("1"),
    );
    assert_eq!(occ(&r, "f5"), piece(Piece::Stone));
    assert_eq!(occ(&r, "g5"), piece(Piece::Stone));
    assert_eq!(occ(&r, "i5"), Occupant::Empty);
}

// M7, S5: a pawn pushed onto a pool slides across too.
#[test]
fn m7_pushed_pawn_slides_across() {
    let r = run(
        "monster: { at: c5, facing: east }\nstones: [d5]\npools:\n  - { at: f5, size: 2x1 }\npawns:\n  - { name: A, at: e5 }\n",
        Some("1"),
    );
    assert_event(
        &r,
        Event::Slide {
            thing: Thing::Pawn(id(&r, "A")),
            from: sq("f5"),
            to: sq("h5"),
        },
    );
    assert_eq!(pawn_at(&r, "A"), sq("h5"));
    assert_eq!(occ(&r, "e5"), piece(Piece::Stone));
    assert_eq!(r.path(), path(&[("d5", E)]));
}

// S3, S5: far end first, each piece landing on a pool slides before the next moves: the
// first stone slides beyond the pool, the second stops on the last pool square behind it.
#[test]
fn s3_far_end_slides_before_next_piece_moves() {
    let r = run(
        "monster: { at: c5, facing: east }\nstones: [d5, e5]\npools:\n  - { at: e5, size: 2x1 }\n",
        Some("1"),
    );
    assert_eq!(occ(&r, "g5"), piece(Piece::Stone));
    assert_eq!(occ(&r, "f5"), piece(Piece::Stone));
    assert_eq!(occ(&r, "e5"), Occupant::Empty);
    assert_eq!(r.path(), path(&[("d5", E)]));
}

// S5: a pushed stone sliding toward the monster's own square (just after a wall crossing)
// stops on the last pool square.
#[test]
fn s5_pushed_stone_stops_before_the_monster() {
    let r = run(
        "monster: { at: p6, facing: east }\nstones: [a6]\npools:\n  - { at: b6, size: 14x1 }\n",
        Some("1"),
    );
    assert_eq!(occ(&r, "o6"), piece(Piece::Stone));
    assert_eq!(occ(&r, "p6"), Occupant::Empty);
    assert_eq!(r.path(), path(&[("a6", E)]));
}

// S5: a pushed stone sliding to a pool lying against the wall stops on the last pool square;
// it is not pushed off the board and does not wrap.
#[test]
fn s5_pushed_stone_stops_at_wall_on_last_pool_square() {
    let r = run(
        "monster: { at: l6, facing: east }\nstones: [m6]\npools:\n  - { at: n6, size: 3x1 }\n",
        Some("1"),
    );
    assert_event(
        &r,
        Event::Slide {
            thing: Thing::Piece(Piece::Stone),
            from: sq("n6"),
            to: sq("p6"),
        },
    );
    assert_eq!(occ(&r, "p6"), piece(Piece::Stone));
    assert_eq!(occ(&r, "a6"), Occupant::Empty);
    assert!(!has(&r, |e| matches!(e, Event::PieceRemoved { .. })));
    assert_eq!(r.path(), path(&[("m6", E)]));
}

// S5, M6: a pushed pawn sliding across a pool onto a teleporter is destroyed.
#[test]
fn s5_pushed_pawn_slides_onto_teleporter_is_destroyed() {
    let r = run(
        "monster: { at: c5, facing: east }\nstones: [d5]\npools:\n  - { at: f5, size: 2x1 }\nteleporters:\n  - { at: h5, arrow: north, pair: x }\n  - { at: k9, arrow: west, pair: x }\npawns:\n  - { name: A, at: e5 }\n",
        Some("1"),
    );
    assert_eq!(r.removal("A"), Some((Removal::Destroyed, 1)));
    assert_event(
        &r,
        Event::Destroyed {
            pawn: id(&r, "A"),
            at: sq("h5"),
        },
    );
    assert_eq!(occ(&r, "e5"), piece(Piece::Stone));
    assert_eq!(r.outcome.removed, 1);
}

// S5, option monster-corner-stones: a stone the monster pushes across a pool onto p11 is
// removed under `remove`, stays under `keep`.
#[test]
fn s5_pushed_stone_slides_onto_corner() {
    let base =
        "monster: { at: m11, facing: east }\nstones: [n11]\npools:\n  - { at: o11, size: 1x1 }\n";
    let r = run(base, Some("1"));
    assert_event(
        &r,
        Event::Slide {
            thing: Thing::Piece(Piece::Stone),
            from: sq("o11"),
            to: sq("p11"),
        },
    );
    assert_event(
        &r,
        Event::PieceRemoved {
            piece: Piece::Stone,
            at: sq("p11"),
            why: PieceRemoval::Corner,
        },
    );
    assert_eq!(occ(&r, "p11"), Occupant::Empty);
    assert_eq!(r.board.pieces().count(), 0);

    let r = run(
        &format!("{base}options:\n  monster-corner-stones: keep\n"),
        Some("1"),
    );
    assert_eq!(occ(&r, "p11"), piece(Piece::Stone));
    assert_event(
        &r,
        Event::CornerKept {
            piece: Piece::Stone,
            at: sq("p11"),
        },
    );
}

// S4: two touching pools make one slide.
#[test]
fn s4_touching_pools_are_one_slide() {
    let r = run(
        "monster: { at: c5, facing: east }\npools:\n  - { at: d5, size: 1x1 }\n  - { at: e5, size: 1x1 }\n",
        Some("1"),
    );
    assert_eq!(r.path(), path(&[("f5", E)]));
}

// S4, M8: a slide that reaches the wall crosses it and goes on from the mirrored square if
// that is a pool too.
#[test]
fn s4_slide_crosses_wall() {
    // o6, p6 are pool; through V the monster lands on a6 (not a pool): the slide ends there.
    let r = run(
        "monster: { at: n6, facing: east }\npools:\n  - { at: o6, size: 2x1 }\n",
        Some("1"),
    );
    assert_eq!(r.path(), path(&[("a6", E)]));
    assert_eq!(crossings(&r), vec![(sq("p6"), Wall::Letter('V'), sq("a6"))]);
    assert_event(
        &r,
        Event::Enter {
            at: sq("a6"),
            sliding: true,
        },
    );

    // With a6 a pool too, the slide goes on to b6, still within step 1.
    let r = run(
        "monster: { at: n6, facing: east }\npools:\n  - { at: o6, size: 2x1 }\n  - { at: a6, size: 1x1 }\npawns:\n  - { name: A, at: b6 }\n",
        Some("1"),
    );
    assert_eq!(r.path(), path(&[("b6", E)]));
    assert_eq!(crossings(&r), vec![(sq("p6"), Wall::Letter('V'), sq("a6"))]);
    assert_eq!(r.removal("A"), Some((Removal::Eaten, 1)));
}

// S4, M10: a slide ending on a teleporter teleports the monster and the slide ends (even with
// a pool ahead of the arrival square).
#[test]
fn s4_slide_ends_on_teleporter() {
    let r = run(
        "monster: { at: c5, facing: east }\npools:\n  - { at: d5, size: 2x1 }\n  - { at: j9, size: 1x1 }\nteleporters:\n  - { at: f5, arrow: north, pair: x }\n  - { at: k9, arrow: west, pair: x }\n",
        Some("1"),
    );
    assert_event(
        &r,
        Event::Teleport {
            from: sq("f5"),
            to: sq("k9"),
            facing: W,
        },
    );
    assert_eq!(r.path(), path(&[("k9", W)]));
    assert!(!has(
        &r,
        |e| matches!(e, Event::Enter { at, .. } if *at == sq("j9"))
    ));
}

// ---------------------------------------------------------------------------------------
// M8 Walls.

// M8: east of p6 through V, it re-enters on a6, still facing east.
#[test]
fn m8_wrap_straight_wall_v() {
    check_wrap("p6", "east", Wall::Letter('V'), "a6");
}

// M8: east of l1 (staircase) through M, it re-enters on e11 facing east.
#[test]
fn m8_wrap_staircase_m() {
    check_wrap("l1", "east", Wall::Letter('M'), "e11");
}

// M8: north of m2 (staircase) through N, it re-enters on d10 facing north.
#[test]
fn m8_wrap_staircase_n() {
    check_wrap("m2", "north", Wall::Letter('N'), "d10");
}

// M8: west of a1 through the door, it re-enters on p11 facing west.
#[test]
fn m8_wrap_corner_a1_door_west() {
    check_wrap("a1", "west", Wall::Door, "p11");
}

// M8: north of a1 through A, it re-enters on p11 facing north.
#[test]
fn m8_wrap_corner_a1_north_a() {
    check_wrap("a1", "north", Wall::Letter('A'), "p11");
}

// M8: the other direction at the corner p11 (door east, A south), and the reverse staircase.
#[test]
fn m8_wrap_corner_p11_and_reverse_staircase() {
    check_wrap("p11", "east", Wall::Door, "a1");
    check_wrap("p11", "south", Wall::Letter('A'), "a1");
    check_wrap("e11", "west", Wall::Letter('M'), "l1");
    check_wrap("d10", "south", Wall::Letter('N'), "m2");
    check_wrap("a6", "west", Wall::Letter('V'), "p6");
}

// M8, B1: every wall segment of the board, against the letters of docs/RULES.md B1 and the mirror
// (17-c, 12-r), heading kept, one step.
#[test]
fn m8_wrap_every_wall_segment() {
    let mirror = |s: Square| Square::new(15 - s.col(), 10 - s.row()).unwrap();
    let mut cases: Vec<(Square, Dir, Wall)> = Vec::new();
    // North edge A..L above a1..l1.
    for c in 0..12u8 {
        cases.push((
            Square::new(c, 0).unwrap(),
            N,
            Wall::Letter((b'A' + c) as char),
        ));
    }
    // North-east staircase.
    for (s, d, l) in [
        ("l1", E, 'M'),
        ("m2", N, 'N'),
        ("m2", E, 'O'),
        ("n3", N, 'P'),
        ("n3", E, 'Q'),
        ("o4", N, 'R'),
        ("o4", E, 'S'),
        ("p5", N, 'T'),
    ] {
        cases.push((sq(s), d, Wall::Letter(l)));
    }
    // East edge U..Z east of p5..p10, door east of p11.
    for r in 4..10u8 {
        cases.push((
            Square::new(15, r).unwrap(),
            E,
            Wall::Letter((b'U' + r - 4) as char),
        ));
    }
    cases.push((sq("p11"), E, Wall::Door));
    // South edge: A south of p11 ... L south of e11.
    for i in 0..12u8 {
        cases.push((
            Square::new(15 - i, 10).unwrap(),
            S,
            Wall::Letter((b'A' + i) as char),
        ));
    }
    for (s, d, l) in [
        ("e11", W, 'M'),
        ("d10", S, 'N'),
        ("d10", W, 'O'),
        ("c9", S, 'P'),
        ("c9", W, 'Q'),
        ("b8", S, 'R'),
        ("b8", W, 'S'),
        ("a7", S, 'T'),
    ] {
        cases.push((sq(s), d, Wall::Letter(l)));
    }
    // West edge U west of a7 ... Z west of a2, door west of a1.
    for i in 0..6u8 {
        cases.push((
            Square::new(0, 6 - i).unwrap(),
            W,
            Wall::Letter((b'U' + i) as char),
        ));
    }
    cases.push((sq("a1"), W, Wall::Door));
    assert_eq!(cases.len(), 54);
    for (s, d, wall) in cases {
        let to = mirror(s);
        check_wrap(&s.to_string(), d.name(), wall, &to.to_string());
    }
}

// M8: the re-entry square is entered like any square: a pawn there (unseen) is eaten.
#[test]
fn m8_reentry_square_pawn_is_eaten() {
    let r = run(
        "monster: { at: p6, facing: east }\npawns:\n  - { name: A, at: a6 }\n",
        Some("1"),
    );
    assert_eq!(look_of_step(&r, 1).1, Decision::NothingSeen);
    assert_eq!(r.removal("A"), Some((Removal::Eaten, 1)));
    assert_event(
        &r,
        Event::Eat {
            pawn: id(&r, "A"),
            at: sq("a6"),
        },
    );
    assert_eq!(r.path(), path(&[("a6", E)]));
}

// M8: the re-entry square is entered like any square: a stone there is pushed on (east, on the
// board; it does not wrap back).
#[test]
fn m8_reentry_square_stone_is_pushed() {
    let r = run(
        "monster: { at: a1, facing: north }\ncrystals: [p11]\n",
        Some("1"),
    );
    assert_eq!(r.path(), path(&[("p11", N)]));
    assert_eq!(occ(&r, "p10"), piece(Piece::Crystal));
    assert_eq!(occ(&r, "p11"), Occupant::Empty);
}

// M8, section 9: the re-entry square is entered like any square: a pool there makes the
// monster slide on (same step), a teleporter there teleports it.
#[test]
fn m8_reentry_square_pool_slides_and_teleporter_teleports() {
    let r = run(
        "monster: { at: p6, facing: east }\npools:\n  - { at: a6, size: 2x1 }\n",
        Some("1"),
    );
    assert_eq!(crossings(&r), vec![(sq("p6"), Wall::Letter('V'), sq("a6"))]);
    assert_eq!(r.path(), path(&[("c6", E)]));

    let r = run(
        "monster: { at: p6, facing: east }\nteleporters:\n  - { at: a6, arrow: south, pair: x }\n  - { at: k9, arrow: north, pair: x }\n",
        Some("1"),
    );
    assert_eq!(crossings(&r), vec![(sq("p6"), Wall::Letter('V'), sq("a6"))]);
    assert_event(
        &r,
        Event::Teleport {
            from: sq("a6"),
            to: sq("k9"),
            facing: N,
        },
    );
    assert_eq!(r.path(), path(&[("k9", N)]));
}

// S3, M8: after a wall crossing, the pushed row may run all the way to the monster's own
// square, which counts as free.
#[test]
fn s3_row_after_wall_crossing_moves_into_monster_square() {
    let r = run(
        "monster: { at: p6, facing: east }\nstones: [a6, b6, c6, d6, e6, f6, g6, i6, j6, k6, l6, m6, n6, o6]\npawns:\n  - { name: A, at: h6 }\n",
        Some("1"),
    );
    assert_eq!(r.path(), path(&[("a6", E)]));
    assert_eq!(crossings(&r), vec![(sq("p6"), Wall::Letter('V'), sq("a6"))]);
    assert_eq!(pawn_at(&r, "A"), sq("i6"));
    for s in [
        "b6", "c6", "d6", "e6", "f6", "g6", "h6", "j6", "k6", "l6", "m6", "n6", "o6", "p6",
    ] {
        assert_eq!(occ(&r, s), piece(Piece::Stone), "{s}");
    }
    assert_eq!(occ(&r, "a6"), Occupant::Empty);
    assert_eq!(r.outcome.removed, 0);
}

// ---------------------------------------------------------------------------------------
// M9 Pivot stones (with S2 and the options pivot-when-tied, pivot-chain).

// M9: nothing seen, a pivot-right ahead: it turns right and takes the step south; the pivot
// stays.
#[test]
fn m9_pivot_right_turns_when_nothing_seen() {
    let r = run(
        "monster: { at: e5, facing: east }\npivots:\n  - { at: f5, turn: right }\n",
        Some("1"),
    );
    assert_event(
        &r,
        Event::PivotTurn {
            at: sq("f5"),
            kind: PivotKind::Right,
            from: E,
            to: S,
            tied: false,
        },
    );
    assert_eq!(r.path(), path(&[("e6", S)]));
    assert_eq!(occ(&r, "f5"), piece(pivot_right()));
}

// M9: nothing seen, a pivot-around ahead: it turns around and steps west.
#[test]
fn m9_pivot_around_turns_when_nothing_seen() {
    let r = run(
        "monster: { at: e5, facing: east }\npivots:\n  - { at: f5, turn: around }\n",
        Some("1"),
    );
    assert_event(
        &r,
        Event::PivotTurn {
            at: sq("f5"),
            kind: PivotKind::Around,
            from: E,
            to: W,
            tied: false,
        },
    );
    assert_eq!(r.path(), path(&[("d5", W)]));
    assert_eq!(occ(&r, "f5"), piece(Piece::Pivot(PivotKind::Around)));
}

// M9: a pawn is seen, so the pivot ahead does not act: the monster turns toward the pawn and
// walks away from the pivot, which neither turns it nor moves (rulebook p. 9, step 1).
#[test]
fn m9_pivot_does_not_act_when_pawn_seen() {
    let r = run(
        "monster: { at: j8, facing: east }\npivots:\n  - { at: k8, turn: right }\npawns:\n  - { name: A, at: j3 }\n",
        Some("1"),
    );
    assert_eq!(look_of_step(&r, 1).1, nearest(&r, Side::Left, "A", 5));
    assert!(!has(&r, |e| matches!(e, Event::PivotTurn { .. })));
    assert_eq!(r.path(), path(&[("j7", N)]));
    assert_eq!(occ(&r, "k8"), piece(pivot_right()));
}

// M9, option pivot-when-tied=push (default): a tie keeps the heading into the pivot, which is
// pushed like a stone.
#[test]
fn m9_pivot_when_tied_push() {
    for opts in ["", "options:\n  pivot-when-tied: push\n"] {
        let r = run(
            &format!("monster: {{ at: h5, facing: east }}\npivots:\n  - {{ at: i5, turn: right }}\npawns:\n  - {{ name: L, at: h3 }}\n  - {{ name: R, at: h7 }}\n{opts}"),
            Some("1"),
        );
        assert_eq!(look_of_step(&r, 1).1, Decision::Tie { distance: 2 });
        assert_event(
            &r,
            Event::PivotHeld {
                at: sq("i5"),
                why: PivotHeld::TiedPush,
            },
        );
        assert!(!has(&r, |e| matches!(e, Event::PivotTurn { .. })));
        assert_eq!(r.path(), path(&[("i5", E)]), "{opts}");
        assert_eq!(occ(&r, "j5"), piece(pivot_right()));
    }
}

// M9, option pivot-when-tied=turn: a tie counts as seeing no pawn, the pivot turns it.
#[test]
fn m9_pivot_when_tied_turn() {
    let r = run(
        "monster: { at: h5, facing: east }\npivots:\n  - { at: i5, turn: right }\npawns:\n  - { name: L, at: h3 }\n  - { name: R, at: h7 }\noptions:\n  pivot-when-tied: turn\n",
        Some("1"),
    );
    assert_eq!(look_of_step(&r, 1).1, Decision::Tie { distance: 2 });
    assert_event(
        &r,
        Event::PivotTurn {
            at: sq("i5"),
            kind: PivotKind::Right,
            from: E,
            to: S,
            tied: true,
        },
    );
    assert!(!has(&r, |e| matches!(e, Event::PivotHeld { .. })));
    assert_eq!(r.path(), path(&[("h6", S)]));
    assert_eq!(occ(&r, "i5"), piece(pivot_right()));
}

// M9, option pivot-chain=turn-again (default): after a pivot turn, another pivot in the new
// heading turns it again.
#[test]
fn m9_pivot_chain_turn_again() {
    for opts in ["", "options:\n  pivot-chain: turn-again\n"] {
        let r = run(
            &format!("monster: {{ at: e5, facing: east }}\npivots:\n  - {{ at: f5, turn: right }}\n  - {{ at: e6, turn: right }}\n{opts}"),
            Some("1"),
        );
        let turns: Vec<Event> = r.events.iter().copied().filter(is_pivot_event).collect();
        assert_eq!(
            turns,
            vec![
                Event::PivotTurn {
                    at: sq("f5"),
                    kind: PivotKind::Right,
                    from: E,
                    to: S,
                    tied: false
                },
                Event::PivotTurn {
                    at: sq("e6"),
                    kind: PivotKind::Right,
                    from: S,
                    to: W,
                    tied: false
                },
            ],
            "{opts}"
        );
        assert_eq!(r.path(), path(&[("d5", W)]));
        assert_eq!(occ(&r, "f5"), piece(pivot_right()));
        assert_eq!(occ(&r, "e6"), piece(pivot_right()));
    }
}

// M9, option pivot-chain=push: only one pivot acts per step; the second one is pushed.
#[test]
fn m9_pivot_chain_push() {
    let r = run(
        "monster: { at: e5, facing: east }\npivots:\n  - { at: f5, turn: right }\n  - { at: e6, turn: right }\noptions:\n  pivot-chain: push\n",
        Some("1"),
    );
    let turns: Vec<Event> = r.events.iter().copied().filter(is_pivot_event).collect();
    assert_eq!(
        turns,
        vec![
            Event::PivotTurn {
                at: sq("f5"),
                kind: PivotKind::Right,
                from: E,
                to: S,
                tied: false
            },
            Event::PivotHeld {
                at: sq("e6"),
                why: PivotHeld::ChainPush
            },
        ]
    );
    assert_eq!(r.path(), path(&[("e6", S)]));
    assert_eq!(occ(&r, "e7"), piece(pivot_right()));
    assert_eq!(occ(&r, "f5"), piece(pivot_right()));
}

// M9, pivot-chain=turn-again: after the 4th turn a pivot still ahead is pushed.
#[test]
fn m9_pivot_chain_four_turns_then_push() {
    let r = run(
        "monster: { at: h5, facing: east }\npivots:\n  - { at: i5, turn: right }\n  - { at: h6, turn: right }\n  - { at: g5, turn: right }\n  - { at: h4, turn: right }\n",
        Some("1"),
    );
    let turns: Vec<Event> = r.events.iter().copied().filter(is_pivot_event).collect();
    assert_eq!(
        turns,
        vec![
            Event::PivotTurn {
                at: sq("i5"),
                kind: PivotKind::Right,
                from: E,
                to: S,
                tied: false
            },
            Event::PivotTurn {
                at: sq("h6"),
                kind: PivotKind::Right,
                from: S,
                to: W,
                tied: false
            },
            Event::PivotTurn {
                at: sq("g5"),
                kind: PivotKind::Right,
                from: W,
                to: N,
                tied: false
            },
            Event::PivotTurn {
                at: sq("h4"),
                kind: PivotKind::Right,
                from: N,
                to: E,
                tied: false
            },
            Event::PivotHeld {
                at: sq("i5"),
                why: PivotHeld::FourTurns
            },
        ]
    );
    assert_eq!(r.path(), path(&[("i5", E)]));
    assert_eq!(occ(&r, "j5"), piece(pivot_right()));

    // The same ring under pivot-chain=push: one turn, then the second pivot is pushed.
    let r = run(
        "monster: { at: h5, facing: east }\npivots:\n  - { at: i5, turn: right }\n  - { at: h6, turn: right }\n  - { at: g5, turn: right }\n  - { at: h4, turn: right }\noptions:\n  pivot-chain: push\n",
        Some("1"),
    );
    assert_event(
        &r,
        Event::PivotHeld {
            at: sq("h6"),
            why: PivotHeld::ChainPush,
        },
    );
    assert_eq!(count(&r, |e| matches!(e, Event::PivotTurn { .. })), 1);
    assert_eq!(r.path(), path(&[("h6", S)]));
    assert_eq!(occ(&r, "h7"), piece(pivot_right()));
}

// M9, S2: after a wall crossing the first square of the step is the re-entry square; a pivot
// there turns the monster before it crosses, and it steps from its own square.
#[test]
fn s2_pivot_on_reentry_square_turns_before_crossing() {
    let r = run(
        "monster: { at: p6, facing: east }\npivots:\n  - { at: a6, turn: right }\n",
        Some("1"),
    );
    assert_event(
        &r,
        Event::PivotTurn {
            at: sq("a6"),
            kind: PivotKind::Right,
            from: E,
            to: S,
            tied: false,
        },
    );
    assert!(crossings(&r).is_empty());
    assert_eq!(r.path(), path(&[("p7", S)]));
    assert_eq!(occ(&r, "a6"), piece(pivot_right()));
}

// S2: the pivot test uses the look at the start of the step; there is no new look after the
// turn. Facing east, the pawn on b5 is behind (unseen), so the pivot acts; facing south after
// the turn, b5 would be on its right line, but it does not look again: it steps south.
#[test]
fn s2_no_new_look_after_pivot_turn() {
    let r = run(
        "monster: { at: e5, facing: east }\npivots:\n  - { at: f5, turn: right }\npawns:\n  - { name: A, at: b5 }\n",
        Some("1"),
    );
    assert_eq!(look_of_step(&r, 1).1, Decision::NothingSeen);
    assert_eq!(step_events(&r, 1).iter().filter(|e| is_look(e)).count(), 1);
    assert_event(
        &r,
        Event::PivotTurn {
            at: sq("f5"),
            kind: PivotKind::Right,
            from: E,
            to: S,
            tied: false,
        },
    );
    assert_eq!(r.path(), path(&[("e6", S)]));
    assert_eq!(pawn_at(&r, "A"), sq("b5"));
}

// ---------------------------------------------------------------------------------------
// M10 Teleporters (with S7).

// M10: stepping onto a teleporter moves the monster to its partner, facing the partner's
// arrow, without looking on the way; its next look starts from there.
#[test]
fn m10_teleport_arrives_facing_arrow_and_does_not_look() {
    let r = run(
        "monster: { at: e5, facing: east }\nteleporters:\n  - { at: f5, arrow: north, pair: x }\n  - { at: k9, arrow: west, pair: x }\npawns:\n  - { name: P, at: k7 }\n",
        Some("2"),
    );
    assert_event(
        &r,
        Event::Teleport {
            from: sq("f5"),
            to: sq("k9"),
            facing: W,
        },
    );
    // Arrives facing the arrow of k9 (west), not turned toward P: no look on arrival.
    assert_eq!(r.path(), path(&[("k9", W), ("k8", N)]));
    assert_eq!(step_events(&r, 1).iter().filter(|e| is_look(e)).count(), 1);
    // The look of step 2 is made from k9.
    assert_eq!(look_of_step(&r, 2).1, nearest(&r, Side::Right, "P", 2));
    assert!(matches!(
        step_events(&r, 2)[0],
        Event::StepStart { at, facing: W, .. } if at == sq("k9")
    ));
    assert_eq!(pawn_at(&r, "P"), sq("k7"));
}

// M10: a teleport on the last step: the final look is made from the partner.
#[test]
fn m10_teleport_on_last_step_then_final_look() {
    let r = run(
        "monster: { at: e5, facing: east }\nteleporters:\n  - { at: f5, arrow: north, pair: x }\n  - { at: k9, arrow: west, pair: x }\npawns:\n  - { name: P, at: k7 }\n",
        Some("1"),
    );
    assert_eq!(r.path(), path(&[("k9", W)]));
    assert_eq!(final_look(&r).1, N);
    assert_eq!((r.board.monster(), r.board.facing()), (sq("k9"), N));
}

// S7: standing on a teleporter (or a pool) at the start of a move does nothing.
#[test]
fn s7_standing_on_teleporter_or_pool_does_nothing() {
    let r = run(
        "monster: { at: k9, facing: west }\nteleporters:\n  - { at: f5, arrow: north, pair: x }\n  - { at: k9, arrow: west, pair: x }\n",
        Some("1"),
    );
    assert!(!has(&r, |e| matches!(e, Event::Teleport { .. })));
    assert_eq!(r.path(), path(&[("j9", W)]));

    let r = run(
        "monster: { at: e5, facing: east }\npools:\n  - { at: e5, size: 1x1 }\n",
        Some("1"),
    );
    assert!(!has(&r, |e| matches!(
        e,
        Event::Enter { sliding: true, .. }
    )));
    assert_eq!(r.path(), path(&[("f5", E)]));
}

// ---------------------------------------------------------------------------------------
// M11 Prey tiles (with S6).

// M11, S6: a pawn crushed by a push counts on a prey tile: prey-1 ends right after that step.
#[test]
fn m11_prey1_crushed_pawn_counts() {
    let r = run(
        "monster: { at: n5, facing: east }\nstones: [o5]\npawns:\n  - { name: A, at: p5 }\n  - { name: Z, at: l1 }\n",
        Some("prey-1"),
    );
    assert_eq!(r.removal("A"), Some((Removal::Crushed, 1)));
    assert_eq!(r.outcome.steps, 1);
    assert_eq!(r.outcome.removed, 1);
    assert_eq!(r.path(), path(&[("o5", E)]));
    assert_eq!(pawn_at(&r, "Z"), sq("l1"));
    assert!(matches!(r.events.last(), Some(Event::FinalLook { .. })));
}

// M11: a destroyed pawn counts too.
#[test]
fn m11_prey1_destroyed_pawn_counts() {
    let r = run(
        "monster: { at: e5, facing: east }\nstones: [f5]\nteleporters:\n  - { at: h5, arrow: north, pair: x }\n  - { at: k9, arrow: west, pair: x }\npawns:\n  - { name: A, at: g5 }\n  - { name: Z, at: l1 }\n",
        Some("prey-1"),
    );
    assert_eq!(r.removal("A"), Some((Removal::Destroyed, 1)));
    assert_eq!(r.outcome.steps, 1);
    assert_eq!(pawn_at(&r, "Z"), sq("l1"));
}

// M11, S6: with no pawn to catch, the monster walks exactly 20 steps, then the final look.
#[test]
fn m11_prey_cap_20_steps() {
    for tile in ["prey-1", "prey-2", "prey-3"] {
        let r = run("monster: { at: a6, facing: east }\n", Some(tile));
        assert_eq!(r.outcome.steps, 20, "{tile}");
        assert_eq!(r.outcome.removed, 0);
        let p = r.path();
        assert_eq!(p.len(), 20);
        // Steps 1..15 walk b6..p6, step 16 crosses V to a6, steps 17..20 reach e6.
        assert_eq!(p[14], (sq("p6"), E));
        assert_eq!(p[15], (sq("a6"), E));
        assert_eq!(p[19], (sq("e6"), E));
        assert_eq!((r.board.monster(), r.board.facing()), (sq("e6"), E));
        assert!(matches!(r.events.last(), Some(Event::FinalLook { .. })));
    }
}

// M11: prey-2 goes on after the first pawn until the second one is removed.
#[test]
fn m11_prey2_counts_across_steps() {
    let r = run(
        "monster: { at: a5, facing: east }\npawns:\n  - { name: A, at: c5 }\n  - { name: B, at: f5 }\n  - { name: Z, at: l1 }\n",
        Some("prey-2"),
    );
    assert_eq!(r.removal("A"), Some((Removal::Eaten, 2)));
    assert_eq!(r.removal("B"), Some((Removal::Eaten, 5)));
    assert_eq!(r.outcome.steps, 5);
    assert_eq!(r.board.monster(), sq("f5"));
    assert_eq!(pawn_at(&r, "Z"), sq("l1"));
}

// S6: prey-2 with two pawns removed in one step (a slide): both counted, it stops.
#[test]
fn s6_prey2_two_removed_in_one_step() {
    let r = run(
        "monster: { at: c5, facing: east }\npools:\n  - { at: d5, size: 3x1 }\npawns:\n  - { name: A, at: e5 }\n  - { name: B, at: g5 }\n  - { name: Z, at: l1 }\n",
        Some("prey-2"),
    );
    assert_eq!(r.removal("A"), Some((Removal::Eaten, 1)));
    assert_eq!(r.removal("B"), Some((Removal::Eaten, 1)));
    assert_eq!(r.outcome.steps, 1);
    assert_eq!(r.outcome.removed, 2);
    assert_eq!(pawn_at(&r, "Z"), sq("l1"));
}

// S6: prey-1 with two pawns removed in one step (eaten + crushed): the slide/push is never cut
// short, both count, even beyond the number needed.
#[test]
fn s6_prey1_all_removed_in_step_count() {
    // Slide: both pawns on the pool line are eaten in step 1.
    let r = run(
        "monster: { at: c5, facing: east }\npools:\n  - { at: d5, size: 3x1 }\npawns:\n  - { name: A, at: e5 }\n  - { name: B, at: g5 }\n",
        Some("prey-1"),
    );
    assert_eq!(r.removal("A"), Some((Removal::Eaten, 1)));
    assert_eq!(r.removal("B"), Some((Removal::Eaten, 1)));
    assert_eq!(r.outcome.steps, 1);
    assert_eq!(r.outcome.removed, 2);
    assert_eq!(r.path(), path(&[("g5", E)]));

    // Eaten on the pool, then the landing square's stone is pushed and crushes B: both in
    // step 1, both counted.
    let r = run(
        "monster: { at: m5, facing: east }\npools:\n  - { at: n5, size: 1x1 }\nstones: [o5]\npawns:\n  - { name: A, at: n5 }\n  - { name: B, at: p5 }\n",
        Some("prey-1"),
    );
    assert_eq!(r.removal("A"), Some((Removal::Eaten, 1)));
    assert_eq!(r.removal("B"), Some((Removal::Crushed, 1)));
    assert_eq!(r.outcome.steps, 1);
    assert_eq!(r.outcome.removed, 2);
    assert_eq!(r.path(), path(&[("o5", E)]));
    assert_eq!(occ(&r, "p5"), piece(Piece::Stone));
}
