//! The search mode (issue 4): `search survive`, `search lure`, `search place` and `risk`.
//!
//! 1. Every search against an independent brute force: each candidate is built on a copy of the
//!    board (a pawn added, or the move's result board) and the monster is run once per tile of
//!    the deck with `monster::run` — never through `search::removals` / `Horizon` — so the
//!    search's "one walk answers every tile" shortcut is checked, not reused. A property test
//!    compares `removals(..).for_tile(t)` with a fresh run for every tile on random positions.
//! 2. Hand-worked scenarios with explicit answers (survive, lure, place with each goal, risk).
//! 3. The binary: docs/FORMAT.md section 5 JSON, the default deck, `--explain`, exit codes,
//!    determinism.

use crate::common::{
    add_teleporters, json_of as json, load, load_path, place_monster, run_bin as run, sq, stderr,
    stdout, valid, with_pawn,
};
use crate::properties::{config, dirs as any_dir, squares as any_square, tiles as any_tile};
use furunkulus::board::{Board, Floor, Occupant, PawnId, PawnPlace, Piece, PivotKind};
use furunkulus::geometry::{Dir, Square};
use furunkulus::monster;
use furunkulus::pawn::{self, Dest};
use furunkulus::rules::{Options, Tile, MAX_STEPS, OPTIONS};
use furunkulus::scenario::Scenario;
use furunkulus::search::{self, Goal, Horizon};
use furunkulus::setup::{basic, Layout, PawnSpec, PieceSpec, PoolSpec, Setup};
use proptest::prelude::*;
use std::sync::atomic::{AtomicU64, Ordering};

// ---------------------------------------------------------------------------------------
// The brute force: plain runs of the monster, one per tile.

/// The pawns the monster removes with `tile` on a copy of `board` (a bit per pawn id).
fn removed_by(board: &Board, tile: Tile, options: &Options) -> u64 {
    let mut b = *board;
    monster::run(&mut b, tile, options, &mut ());
    b.pawn_ids()
        .filter(|&id| {
            matches!(b.pawn(id), PawnPlace::Removed(..))
                && !matches!(board.pawn(id), PawnPlace::Removed(..))
        })
        .fold(0u64, |s, id| s | (1u64 << id.0))
}

fn has(set: u64, id: PawnId) -> bool {
    set & (1u64 << id.0) != 0
}

/// The squares a new pawn may go on, worked out from the board alone: nothing on the square,
/// not the monster's, plain floor (docs/FORMAT.md section 5). Grid order.
fn brute_candidates(board: &Board) -> Vec<Square> {
    Square::all()
        .filter(|&s| {
            board.occupant(s) == Occupant::Empty
                && s != board.monster()
                && board.floor(s) == Floor::Plain
        })
        .collect()
}

fn tiles(list: &str) -> Vec<Tile> {
    list.split(',').map(|t| t.parse().unwrap()).collect()
}

fn names(squares: &[Square]) -> Vec<String> {
    squares.iter().map(|s| s.to_string()).collect()
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-9
}

/// The risk of every candidate square, by brute force: a pawn added, one run per deck tile.
fn brute_risk(scenario: &Scenario, options: &Options, deck: &[Tile]) -> Vec<(Square, f64)> {
    brute_candidates(scenario.board())
        .into_iter()
        .map(|s| {
            let b = *with_pawn(scenario, "new0", s)
                .expect("room for a pawn")
                .board();
            let id = PawnId(scenario.board().pawn_count() as u8);
            let hits = deck
                .iter()
                .filter(|t| has(removed_by(&b, **t, options), id))
                .count();
            (s, hits as f64 / deck.len() as f64)
        })
        .collect()
}

fn check_risk(scenario: &Scenario, options: &Options, deck: &[Tile]) {
    let got = search::risk(scenario.board(), options, deck).expect("room for a pawn");
    let want = brute_risk(scenario, options, deck);
    assert_eq!(
        got.iter().map(|(s, _)| *s).collect::<Vec<_>>(),
        want.iter().map(|(s, _)| *s).collect::<Vec<_>>(),
        "risk lists every empty square once, in grid order"
    );
    for ((s, g), (_, w)) in got.iter().zip(&want) {
        assert!(
            close(*g, *w),
            "risk of {s} with {deck:?}: search {g}, brute force {w}"
        );
    }
}

/// What a goal asks, written again for the brute force (not `Goal::holds`).
#[derive(Clone, Debug)]
enum Want {
    Survive,
    Feed(Vec<PawnId>),
    SafeFrom(Vec<PawnId>),
    FeedSparing(Vec<PawnId>, Vec<PawnId>),
}

impl Want {
    fn goal(&self) -> Goal {
        match self {
            Want::Survive => Goal::Survive,
            Want::Feed(f) => Goal::Feed(f.clone()),
            Want::SafeFrom(s) => Goal::SafeFrom(s.clone()),
            Want::FeedSparing(f, s) => Goal::FeedSparing {
                feed: f.clone(),
                spare: s.clone(),
            },
        }
    }

    fn met(&self, removed: u64, new: &[PawnId]) -> bool {
        match self {
            Want::Survive => new.iter().all(|id| !has(removed, *id)),
            Want::Feed(f) => f.iter().all(|id| has(removed, *id)),
            Want::SafeFrom(s) => s.iter().all(|id| !has(removed, *id)),
            Want::FeedSparing(f, s) => {
                f.iter().all(|id| has(removed, *id)) && s.iter().all(|id| !has(removed, *id))
            }
        }
    }
}

/// Every placement of `count` (1 or 2) new pawns meeting `want` for every tile of the deck,
/// by brute force, each sorted by column then row, the list sorted.
fn brute_place(
    scenario: &Scenario,
    options: &Options,
    count: usize,
    want: &Want,
    deck: &[Tile],
) -> Vec<Vec<Square>> {
    let cands = brute_candidates(scenario.board());
    let combos: Vec<Vec<Square>> = match count {
        1 => cands.iter().map(|s| vec![*s]).collect(),
        2 => {
            let mut v = Vec::new();
            for i in 0..cands.len() {
                for j in i + 1..cands.len() {
                    v.push(vec![cands[i], cands[j]]);
                }
            }
            v
        }
        _ => unreachable!("the brute force places 1 or 2 pawns"),
    };
    let mut out: Vec<Vec<Square>> = combos
        .into_iter()
        .filter(|combo| {
            let mut placed = scenario.clone();
            for (i, sq) in combo.iter().enumerate() {
                placed = with_pawn(&placed, &format!("new{i}"), *sq).expect("room for pawns");
            }
            let b = *placed.board();
            let first = scenario.board().pawn_count();
            let new: Vec<PawnId> = (first..first + combo.len())
                .map(|i| PawnId(i as u8))
                .collect();
            deck.iter()
                .all(|t| want.met(removed_by(&b, *t, options), &new))
        })
        .map(|mut combo| {
            combo.sort_by_key(|s| (s.col(), s.row()));
            combo
        })
        .collect();
    out.sort_by_key(|p| p.iter().map(|s| (s.col(), s.row())).collect::<Vec<_>>());
    out
}

fn check_place(scenario: &Scenario, options: &Options, count: usize, want: &Want, deck: &[Tile]) {
    let board = scenario.board();
    let evaluated = AtomicU64::new(0);
    let got = search::place(board, options, count, &want.goal(), deck, &|n| {
        evaluated.fetch_add(n, Ordering::Relaxed);
    });
    let brute = brute_place(scenario, options, count, want, deck);
    assert_eq!(
        got.iter().map(|p| names(p)).collect::<Vec<_>>(),
        brute.iter().map(|p| names(p)).collect::<Vec<_>>(),
        "place {count} {want:?} with {deck:?}"
    );
    let n = brute_candidates(board).len();
    assert_eq!(
        evaluated.load(Ordering::Relaxed),
        search::choose(n, count),
        "progress counts every placement once"
    );
}

/// `search::survive` against legal_moves + one run per deck tile on each result's board.
/// Returns the results for further checks.
fn check_survive(
    s: &Scenario,
    pawn_name: &str,
    points: u8,
    deck: &[Tile],
) -> Vec<search::MoveRisk> {
    let b = &s.board();
    let o = &s.options;
    let id = s.pawn_id(pawn_name).unwrap();
    let players = s.pawns().len();
    let results = search::survive(b, id, points, o, deck, &|p: PawnId| p.0 as usize, players);
    let moves = pawn::legal_moves(b, id, points, o);
    let ctx = format!("survive {pawn_name} with {points} points, deck {deck:?}");
    assert_eq!(
        results.len(),
        moves.len(),
        "{ctx}: one result per legal move"
    );
    // Each result is one of the legal moves, each move listed once.
    let mut used = vec![false; moves.len()];
    for r in &results {
        let i = moves
            .iter()
            .enumerate()
            .position(|(i, m)| !used[i] && *m == r.mv)
            .unwrap_or_else(|| panic!("{ctx}: result to {} is no legal move", r.mv.dest));
        used[i] = true;
    }
    // The distinct tiles, in deck order, with their counts.
    let mut kinds: Vec<(Tile, u32)> = Vec::new();
    for t in deck {
        match kinds.iter_mut().find(|(u, _)| u == t) {
            Some((_, n)) => *n += 1,
            None => kinds.push((*t, 1)),
        }
    }
    let total = deck.len() as f64;
    for r in &results {
        let per_tile: Vec<u64> = deck
            .iter()
            .map(|t| removed_by(&r.mv.board, *t, o))
            .collect();
        let dest = r.mv.dest;
        let got_kinds: Vec<(Tile, u32)> = r.removed.iter().map(|(t, n, _)| (*t, *n)).collect();
        assert_eq!(got_kinds, kinds, "{ctx}, to {dest}: the distinct tiles");
        for (t, _, set) in &r.removed {
            let i = deck.iter().position(|u| u == t).unwrap();
            assert_eq!(
                *set, per_tile[i],
                "{ctx}, to {dest}, tile {t}: removed {set:b}, brute force {:b}",
                per_tile[i]
            );
        }
        let hits = per_tile.iter().filter(|set| has(**set, id)).count();
        assert!(
            close(r.chance_removed, hits as f64 / total),
            "{ctx}, to {dest}: chance {} but {hits} of {total} tiles remove it",
            r.chance_removed
        );
        assert_eq!(r.expected_lost.len(), players);
        for p in 0..players {
            let lost = per_tile
                .iter()
                .filter(|set| has(**set, PawnId(p as u8)))
                .count() as f64
                / total;
            assert!(
                close(r.expected_lost[p], lost),
                "{ctx}, to {dest}: expected loss of pawn {p}: {} vs {lost}",
                r.expected_lost[p]
            );
        }
    }
    for w in results.windows(2) {
        assert!(
            w[0].chance_removed <= w[1].chance_removed,
            "{ctx}: best (lowest chance) first: {} {} before {} {}",
            w[0].mv.dest,
            w[0].chance_removed,
            w[1].mv.dest,
            w[1].chance_removed
        );
    }
    results
}

/// `search::lure` against docs/FORMAT.md's definition, applied to brute-force runs.
fn check_lure(s: &Scenario, pawn_name: &str, target_name: &str, points: u8, deck: &[Tile]) {
    let id = s.pawn_id(pawn_name).unwrap();
    let target = s.pawn_id(target_name).unwrap();
    let o = &s.options;
    let all = check_survive(s, pawn_name, points, deck);
    let lured = search::lure(all.clone(), id, target);
    let want: Vec<&search::MoveRisk> = all
        .iter()
        .filter(|m| {
            let sets: Vec<u64> = deck
                .iter()
                .map(|t| removed_by(&m.mv.board, *t, o))
                .collect();
            let hit: Vec<&u64> = sets.iter().filter(|s| has(**s, target)).collect();
            !hit.is_empty() && hit.iter().all(|s| !has(**s, id))
        })
        .collect();
    let key = |m: &search::MoveRisk| (m.mv.dest, m.mv.pushes.clone(), m.mv.board);
    assert_eq!(
        lured.iter().map(key).collect::<Vec<_>>(),
        want.iter().map(|m| key(m)).collect::<Vec<_>>(),
        "lure {pawn_name} -> {target_name} with {points} points, deck {deck:?} (in survive's order)"
    );
    for m in &lured {
        let mut want_tiles: Vec<Tile> = Vec::new();
        for t in deck {
            let set = removed_by(&m.mv.board, *t, o);
            if has(set, target) && !has(set, id) && !want_tiles.contains(t) {
                want_tiles.push(*t);
            }
        }
        assert_eq!(
            search::lure_tiles(m, id, target),
            want_tiles,
            "lure tiles to {}",
            m.mv.dest
        );
    }
}

// ---------------------------------------------------------------------------------------
// Small positions for the brute force.

/// Plain floor: pawns, stones, one seen pawn hidden behind a stone, a crystal.
const SMALL_PLAIN: &str = "
monster: { at: c6, facing: east }
stones: [e7, h4, k6]
crystals: [f3]
pawns:
  - { name: A, at: d8, face: 2, player: red }
  - { name: B, at: g9, face: 3, player: blue }
  - { name: C, at: i6, face: 1, player: red }
  - { name: D, at: f1, face: 4, player: blue }
";

/// Pools, teleporters, pivots, a crystal and pawns near the walls (crushes, slides, teleports).
const SMALL_ADVANCED: &str = "
monster: { at: h6, facing: west }
stones: [n9]
crystals: [h3]
pivots:
  - { at: d6, turn: right }
  - { at: h9, turn: around }
teleporters:
  - { at: e3, arrow: south, pair: y }
  - { at: m9, arrow: west, pair: y }
pools:
  - { at: k5, size: 2x2 }
  - { at: c9, size: 1x1 }
pawns:
  - { name: A, at: f6, face: 3 }
  - { name: B, at: d3, face: 2 }
  - { name: C, at: l9, face: 4 }
  - { name: D, at: p7, face: 1 }
  - { name: E, at: a6, face: 5 }
";

fn positions() -> Vec<(&'static str, Scenario)> {
    vec![
        ("small plain", load(SMALL_PLAIN)),
        ("small advanced", load(SMALL_ADVANCED)),
        (
            "rulebook basic",
            load_path("scenarios/rulebook/monster-basic.yaml"),
        ),
        (
            "rulebook advanced",
            load_path("scenarios/rulebook/monster-advanced.yaml"),
        ),
    ]
}

fn decks() -> Vec<Vec<Tile>> {
    vec![
        furunkulus::rules::Deck::STANDARD.to_vec(),
        tiles("5"),
        tiles("8,prey-1"),
        tiles("3,3,prey-2,12,prey-1,prey-1"),
        tiles("1,20,prey-3,7"),
    ]
}

// ---------------------------------------------------------------------------------------
// 1. Brute force.

#[test]
fn risk_matches_brute_force() {
    for (what, s) in positions() {
        for deck in decks() {
            eprintln!("risk: {what}, {deck:?}");
            check_risk(&s, &s.options, &deck);
        }
    }
    // The basic setup with a few pawns.
    let s = load(
        "setup: basic\nmonster: { at: a1, facing: east }\npawns:\n  - { name: A, at: d1 }\n  - { name: B, at: a7 }\n",
    );
    check_risk(&s, &s.options, &furunkulus::rules::Deck::STANDARD);
}

#[test]
fn place_count_1_matches_brute_force_for_every_goal() {
    for (what, s) in positions() {
        let (a, b) = (PawnId(0), PawnId(1));
        let wants = [
            Want::Survive,
            Want::Feed(vec![a]),
            Want::Feed(vec![a, b]),
            Want::SafeFrom(vec![b]),
            Want::FeedSparing(vec![a], vec![b]),
            Want::FeedSparing(vec![b], vec![a]),
        ];
        for deck in decks() {
            for want in &wants {
                eprintln!("place 1: {what}, {want:?}, {deck:?}");
                check_place(&s, &s.options, 1, want, &deck);
            }
        }
    }
}

/// A board crowded with stones so that count 2 stays quick in debug mode: the candidates are
/// the free squares of rows 4..8 only.
fn crowded(extra: &str) -> Scenario {
    let mut stones = Vec::new();
    for s in Square::all() {
        let r = s.row() + 1;
        let name = s.to_string();
        if r <= 3 || r >= 9 {
            stones.push(name);
        }
    }
    load(&format!(
        "monster: {{ at: c6, facing: east }}\nstones: [{}]\n{extra}",
        stones.join(", ")
    ))
}

#[test]
fn place_count_2_matches_brute_force() {
    // Rows 4..8 free (~70 candidates, ~2400 pairs), a pool, pivots and pawns.
    let crowd = crowded(
        "pools:\n  - { at: j5, size: 2x1 }\npivots:\n  - { at: h7, turn: right }\n  - { at: m4, turn: around }\npawns:\n  - { name: A, at: e8 }\n  - { name: B, at: k4 }\n  - { name: C, at: o6 }\n",
    );
    let (a, b) = (PawnId(0), PawnId(1));
    let wants = [
        Want::Survive,
        Want::Feed(vec![a]),
        Want::SafeFrom(vec![b]),
        Want::FeedSparing(vec![b], vec![a]),
    ];
    for deck in [tiles("5"), tiles("8,8,prey-1"), tiles("3,prey-2,10,3")] {
        for want in &wants {
            eprintln!("place 2 crowded: {want:?}, {deck:?}");
            check_place(&crowd, &crowd.options, 2, want, &deck);
        }
    }
    // A whole open board (the small plain position), short decks.
    let s = load(SMALL_PLAIN);
    for deck in [tiles("2"), tiles("prey-1,prey-1")] {
        for want in [Want::Survive, Want::Feed(vec![PawnId(0)])] {
            eprintln!("place 2 open: {want:?}, {deck:?}");
            check_place(&s, &s.options, 2, &want, &deck);
        }
    }
}

#[test]
fn survive_matches_brute_force() {
    for (what, s) in positions() {
        for name in s.pawns().iter().map(|p| p.name.clone()).collect::<Vec<_>>() {
            let id = s.pawn_id(&name).unwrap();
            let points = s.pawns()[id.0 as usize].face.unwrap_or(3);
            for deck in decks() {
                eprintln!("survive: {what}, {name} ({points}), {deck:?}");
                check_survive(&s, &name, points, &deck);
            }
        }
    }
}

#[test]
fn survive_from_the_entrance_and_towards_the_exit() {
    // A waiting pawn (entering, or staying `waiting`) and a pawn that can go out.
    let s = load(
        "
monster: { at: m11, facing: east }
stones: [o11]
pawns:
  - { name: W, at: waiting, face: 4 }
  - { name: X, at: b2, face: 3 }
  - { name: V, at: n8, face: 2 }
",
    );
    for deck in decks() {
        let w = check_survive(&s, "W", 4, &deck);
        assert!(w.iter().any(|m| m.mv.dest == Dest::Waiting));
        let x = check_survive(&s, "X", 3, &deck);
        assert!(x.iter().any(|m| m.mv.dest == Dest::Out));
        check_lure(&s, "W", "V", 4, &deck);
    }
}

#[test]
fn lure_matches_brute_force() {
    for (what, s) in positions() {
        let n = s.pawns().len();
        for p in 0..n {
            for t in 0..n {
                if p == t {
                    continue;
                }
                let (pn, tn) = (s.pawns()[p].name.clone(), s.pawns()[t].name.clone());
                let points = s.pawns()[p].face.unwrap_or(3);
                for deck in [
                    furunkulus::rules::Deck::STANDARD.to_vec(),
                    tiles("5,prey-1"),
                    tiles("3,3,12"),
                ] {
                    eprintln!("lure: {what}, {pn} -> {tn}, {deck:?}");
                    check_lure(&s, &pn, &tn, points, &deck);
                }
            }
        }
    }
}

// Random small positions, built through the Board API (as in properties.rs): pools that never
// make an endless slide, teleporter pairs on free plain floor, pieces and pawns on free squares.

#[derive(Clone, Debug)]
struct Spec {
    basic: bool,
    monster: (Square, Dir),
    pools: Vec<(Square, u8, u8)>,
    teleporters: Vec<(Square, Dir, Square, Dir)>,
    pieces: Vec<(Square, u8)>,
    pawns: Vec<Square>,
    options: Vec<usize>,
}

fn specs() -> impl Strategy<Value = Spec> {
    (
        prop::bool::weighted(0.3),
        (any_square(), any_dir()),
        prop::collection::vec((any_square(), 1u8..=3, 1u8..=3), 0..=3),
        prop::collection::vec((any_square(), any_dir(), any_square(), any_dir()), 0..=2),
        prop::collection::vec((any_square(), 0u8..4), 0..=20),
        prop::collection::vec(any_square(), 1..=10),
        prop::collection::vec(0usize..3, OPTIONS.len()),
    )
        .prop_map(
            |(basic, monster, pools, teleporters, pieces, pawns, options)| Spec {
                basic,
                monster,
                pools,
                teleporters,
                pieces,
                pawns,
                options,
            },
        )
}

/// A valid scenario from the random choices: each item is kept only if the setup still
/// validates (the one check every input goes through). Pawns get a face of `points`.
fn build(spec: &Spec, points: u8) -> Scenario {
    let mut setup = if spec.basic {
        Setup::basic()
    } else {
        Setup::default()
    };
    let ok = |s: &Setup| s.validate().is_ok();
    for &(at, width, height) in &spec.pools {
        setup.pools.push(PoolSpec { at, width, height });
        // A pool under a piece is allowed by the rules, but this builder keeps them apart.
        let under_piece = setup
            .pools
            .last()
            .and_then(|p| p.squares())
            .is_some_and(|sq| {
                sq.iter()
                    .any(|s| setup.layout == Layout::Basic && basic::STONES.contains(s))
            });
        if under_piece || !ok(&setup) {
            setup.pools.pop();
        }
    }
    add_teleporters(&mut setup, &spec.teleporters);
    place_monster(&mut setup, spec.monster);
    for &(at, kind) in &spec.pieces {
        let piece = match kind {
            0 => Piece::Stone,
            1 => Piece::Crystal,
            2 => Piece::Pivot(PivotKind::Right),
            _ => Piece::Pivot(PivotKind::Around),
        };
        setup.pieces.push(PieceSpec { at, piece });
        if !ok(&setup) {
            setup.pieces.pop();
        }
    }
    for (i, &at) in spec.pawns.iter().enumerate() {
        setup.pawns.push(PawnSpec {
            face: Some(points.max(1)),
            ..PawnSpec::at(&format!("P{i}"), at)
        });
        if !ok(&setup) {
            setup.pawns.pop();
        }
    }
    for (o, &v) in OPTIONS.iter().zip(&spec.options) {
        setup
            .options
            .set(o.name, o.values[v % o.values.len()].0)
            .unwrap();
    }
    valid(&setup)
}

fn every_tile() -> Vec<Tile> {
    (1..=MAX_STEPS)
        .map(Tile::Steps)
        .chain((1..=3).map(Tile::Prey))
        .collect()
}

proptest! {
    #![proptest_config(config(256))]

    /// One walk as far as the deck needs answers every tile of it exactly as a fresh run.
    #[test]
    fn removals_answer_every_tile_like_a_fresh_run(
        spec in specs(),
        deck in prop::collection::vec(any_tile(), 1..=5),
    ) {
        let s = build(&spec, 1);
        let (board, options) = (*s.board(), s.options);
        let all = every_tile();
        let walk = search::removals(&board, &options, Horizon::of(&all));
        for t in &all {
            let fresh = removed_by(&board, *t, &options);
            prop_assert_eq!(walk.for_tile(*t), fresh, "tile {} (walk over every tile)", t);
        }
        let walk = search::removals(&board, &options, Horizon::of(&deck));
        for t in &deck {
            let fresh = removed_by(&board, *t, &options);
            prop_assert_eq!(walk.for_tile(*t), fresh, "tile {} (walk over the deck {:?})", t, deck);
        }
    }
}

proptest! {
    #![proptest_config(config(48))]

    /// survive and lure of a random pawn on random positions, against the brute force.
    #[test]
    fn survive_and_lure_on_random_positions(
        spec in specs(),
        deck in prop::collection::vec(any_tile(), 1..=4),
        points in 0u8..=4,
    ) {
        let s = build(&spec, points);
        prop_assume!(s.board().pawn_count() >= 2);
        let (p0, p1) = (s.pawns()[0].name.clone(), s.pawns()[1].name.clone());
        check_lure(&s, &p0, &p1, points, &deck);
    }
}

// ---------------------------------------------------------------------------------------
// 2. Scenarios worked out by hand.

/// The monster on c6 facing east; A (1 point) on d8; a stone on e7 shadows column e.
const SURVIVE: &str = "
monster: { at: c6, facing: east }
stones: [e7]
pawns:
  - { name: A, at: d8, face: 1 }
";

fn dests(results: &[search::MoveRisk]) -> Vec<String> {
    results.iter().map(|m| m.mv.dest.to_string()).collect()
}

fn removed_names(s: &Scenario, m: &search::MoveRisk) -> Vec<(String, u32, Vec<String>)> {
    m.removed
        .iter()
        .map(|(t, n, set)| {
            (
                t.to_string(),
                *n,
                search::members(*set)
                    .map(|id| s.pawn_name(id).to_string())
                    .collect(),
            )
        })
        .collect()
}

#[test]
fn scenario_survive_step_behind_the_stone() {
    // Tile 5: the monster walks c6 d6 e6 f6 g6 h6, looking down columns c..g and along row 6.
    // d8 (stay): seen from d6 at distance 2, eaten at step 3. d7: eaten at step 2. d9: seen
    // from d6, eaten at step 4. c8: seen from c6, eaten at step 2. e8: the stone on e7 hides
    // it from e6, and the monster never looks along row 8: safe.
    let s = load(SURVIVE);
    let a = s.pawn_id("A").unwrap();
    let r = search::survive(
        s.board(),
        a,
        1,
        &s.options,
        &tiles("5"),
        &|p: PawnId| p.0 as usize,
        1,
    );
    assert_eq!(dests(&r), ["e8", "d8", "c8", "d7", "d9"]);
    assert_eq!(r[0].mv.dest, Dest::Square(sq("e8")));
    assert_eq!(r[0].chance_removed, 0.0);
    assert_eq!(removed_names(&s, &r[0]), [("5".to_string(), 1, vec![])]);
    assert_eq!(r[0].expected_lost, [0.0]);
    let stay = &r[1];
    assert_eq!(stay.mv.cost, 0);
    assert!(stay.mv.path.is_empty());
    assert_eq!(stay.chance_removed, 1.0);
    assert_eq!(
        removed_names(&s, stay),
        [("5".to_string(), 1, vec!["A".to_string()])]
    );
    for m in &r[1..] {
        assert_eq!(m.chance_removed, 1.0, "{}", m.mv.dest);
    }
    // A deck with repeats: e8 stays safe (tile 7 walks on to j6), the rest still die.
    let r = search::survive(
        s.board(),
        a,
        1,
        &s.options,
        &tiles("5,7,7"),
        &|p: PawnId| p.0 as usize,
        1,
    );
    assert_eq!(r[0].mv.dest, Dest::Square(sq("e8")));
    assert_eq!(r[0].chance_removed, 0.0);
    assert_eq!(
        removed_names(&s, &r[1]),
        [
            ("5".to_string(), 1, vec!["A".to_string()]),
            ("7".to_string(), 2, vec!["A".to_string()])
        ]
    );
    check_survive(&s, "A", 1, &tiles("5,7,7"));
}

/// The monster on c6 facing east; A (1 point) on c4 and B on c8, both at distance 2: a tie,
/// so it keeps heading east. If A steps off column c, or back to c3, B is nearest.
const LURE: &str = "
monster: { at: c6, facing: east }
pawns:
  - { name: A, at: c4, face: 1 }
  - { name: B, at: c8, face: 1 }
";

#[test]
fn scenario_lure_break_the_tie() {
    // Tile 3. Stay: tie, c6 -> d6 e6 f6, nobody removed. c5: A nearest (1), eaten at step 1.
    // b4, d4, c3: B nearest (2): c7, then B eaten on c8 at step 2, then c9; A never seen.
    let s = load(LURE);
    let (a, b) = (s.pawn_id("A").unwrap(), s.pawn_id("B").unwrap());
    let deck = tiles("3");
    let all = search::survive(
        s.board(),
        a,
        1,
        &s.options,
        &deck,
        &|p: PawnId| p.0 as usize,
        2,
    );
    assert_eq!(
        dests(&all),
        ["b4", "c3", "d4", "c4", "c5"],
        "those feeding B rank first"
    );
    let chances: Vec<f64> = all.iter().map(|m| m.chance_removed).collect();
    assert_eq!(chances, [0.0, 0.0, 0.0, 0.0, 1.0]);
    assert_eq!(removed_names(&s, &all[3]), [("3".to_string(), 1, vec![])]);
    assert_eq!(
        removed_names(&s, &all[4]),
        [("3".to_string(), 1, vec!["A".to_string()])]
    );
    let lured = search::lure(all, a, b);
    assert_eq!(dests(&lured), ["b4", "c3", "d4"]);
    for m in &lured {
        assert_eq!(
            removed_names(&s, m),
            [("3".to_string(), 1, vec!["B".to_string()])]
        );
        assert_eq!(search::lure_tiles(m, a, b), [Tile::Steps(3)]);
        assert_eq!(m.expected_lost, [0.0, 1.0]);
    }
    check_lure(&s, "A", "B", 1, &deck);
    // The other way round, B with 1 point: c7 (B nearest, eaten at step 1), stay (tie);
    // b8, d8 (B off column c) and c9 (B at 3, A at 2): it turns north and eats A on c4 at
    // step 2, then walks on to c3 with B behind it. So B lures A by b8, c9 and d8.
    let all = search::survive(
        s.board(),
        b,
        1,
        &s.options,
        &deck,
        &|p: PawnId| p.0 as usize,
        2,
    );
    let lured = search::lure(all, b, a);
    assert_eq!(dests(&lured), ["b8", "c9", "d8"]);
}

/// For place: the monster on c6 facing east, a stone on e7, B on e8 (hidden by the stone).
const PLACE: &str = "
monster: { at: c6, facing: east }
stones: [e7]
pawns:
  - { name: B, at: e8 }
";

fn place_names(s: &Scenario, count: usize, goal: &Goal, deck: &str) -> Vec<Vec<String>> {
    search::place(s.board(), &s.options, count, goal, &tiles(deck), &|_| {})
        .iter()
        .map(|p| names(p))
        .collect()
}

fn strs(v: &[&[&str]]) -> Vec<Vec<String>> {
    v.iter()
        .map(|p| p.iter().map(|s| s.to_string()).collect())
        .collect()
}

#[test]
fn scenario_place_feed_b() {
    // Tile 5. To reach e8 in 5 steps the monster must come down column c or d and turn east
    // on row 8, where it sees B. c7 / c8: it turns south at once, eats X, sees B from c8 (2),
    // d8, eats B at step 4. d7 / d8: it turns south at d6, eats X, sees B from d8 (1), eats it
    // at step 4. d10: X seen from d6 (4), it walks d7 d8, then B (1) is nearer than X (2).
    // Not c9 (it eats X on c9 first, then leaves through the wall P), nor d9 (B and X tie at
    // distance 1 from d8: it keeps heading and eats X), nor column f (it reaches e8's row too
    // late; the final look only turns).
    let s = load(PLACE);
    let b = s.pawn_id("B").unwrap();
    let feed = place_names(&s, 1, &Goal::Feed(vec![b]), "5");
    assert_eq!(feed, strs(&[&["c7"], &["c8"], &["d7"], &["d8"], &["d10"]]));
    // safe-from B: every other empty square (153 candidates: 156 - monster - stone - B).
    let safe = place_names(&s, 1, &Goal::SafeFrom(vec![b]), "5");
    assert_eq!(search::candidates(s.board()).len(), 153);
    assert_eq!(safe.len(), 148);
    for f in &feed {
        assert!(!safe.contains(f), "{f:?}");
    }
    assert!(safe.contains(&vec!["c9".to_string()]));
    assert!(safe.contains(&vec!["d9".to_string()]));
    check_place(&s, &s.options, 1, &Want::Feed(vec![b]), &tiles("5"));
}

#[test]
fn scenario_place_survive_one_step() {
    // Tile 1: the monster takes one step from c6. A lone pawn dies only on c5, c7 (seen at 1,
    // it turns and eats) or d6 (ahead). Two pawns: the same, except c5 + c7, which tie (M4):
    // it keeps heading east onto the empty d6 and nobody is removed.
    let s = load(PLACE);
    let one = place_names(&s, 1, &Goal::Survive, "1");
    assert_eq!(one.len(), 150);
    for bad in ["c5", "c7", "d6"] {
        assert!(!one.contains(&vec![bad.to_string()]), "{bad}");
    }
    assert!(one.contains(&vec!["c4".to_string()]));
    let two = place_names(&s, 2, &Goal::Survive, "1");
    assert_eq!(two.len(), 150 * 149 / 2 + 1);
    let pair = |a: &str, b: &str| vec![a.to_string(), b.to_string()];
    assert!(two.contains(&pair("c5", "c7")));
    assert!(
        !two.contains(&pair("c5", "d6")),
        "tie between c5 and d6: it keeps heading onto d6"
    );
    assert!(!two.contains(&pair("c4", "c5")));
    assert!(!two.contains(&pair("c7", "c8")));
    assert!(
        two.contains(&pair("c4", "c8")),
        "c4 and c8 tie at 2: it keeps heading"
    );
    // Sorted: each placement by column then row, the list too.
    let mut sorted = two.clone();
    let key = |p: &Vec<String>| p.iter().map(|s| sq(s).column_major()).collect::<Vec<_>>();
    sorted.sort_by_key(key);
    assert_eq!(two, sorted);
    assert_eq!(two[0], pair("a1", "a2"));
}

#[test]
fn scenario_risk_open_board() {
    // The monster alone on c6 facing east.
    let s = load("monster: { at: c6, facing: east }\n");
    let risk = |deck: &str| -> std::collections::HashMap<String, f64> {
        search::risk(s.board(), &s.options, &tiles(deck))
            .expect("room for a pawn")
            .into_iter()
            .map(|(q, p)| (q.to_string(), p))
            .collect()
    };
    // Tile 5: it walks c6..h6. Right ahead and beside it: 1. Behind (b6): 0. g5: seen from
    // g6 at step 5, eaten. f4: seen from f6 (2), eaten at step 5. h2 and g2: only turned
    // toward (final look; g2 seen at step 5 from 4 away).
    let r5 = risk("5");
    assert_eq!(r5.len(), 155, "every square but the monster's");
    assert!(!r5.contains_key("c6"));
    for (q, p) in [
        ("d6", 1.0),
        ("c5", 1.0),
        ("c7", 1.0),
        ("h6", 1.0),
        ("g5", 1.0),
        ("f4", 1.0),
    ] {
        assert_eq!(r5[q], p, "{q}");
    }
    for q in ["b6", "a6", "h2", "g2", "i6", "i5"] {
        assert_eq!(r5[q], 0.0, "{q}");
    }
    // The whole deck. b6: only the prey tiles, which walk 20 steps: p6 after 13, through the
    // wall V onto a6 at 14, b6 at 15: 2/8. h2: seen from h6 at the look of step 6, eaten at
    // step 9: tiles 10, prey-1, prey-2: 3/8.
    let all = risk("5,7,7,8,8,10,prey-1,prey-2");
    assert_eq!(all["d6"], 1.0);
    assert_eq!(all["b6"], 0.25);
    assert_eq!(all["h2"], 0.375);
    check_risk(&s, &s.options, &furunkulus::rules::Deck::STANDARD);
}

// ---------------------------------------------------------------------------------------
// 3. The binary.

/// A scenario written into its own temporary directory, both deleted when dropped.
struct TempFile(std::path::PathBuf);

impl TempFile {
    fn path(&self) -> &str {
        self.0.to_str().unwrap()
    }
}

impl Drop for TempFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
        if let Some(dir) = self.0.parent() {
            let _ = std::fs::remove_dir(dir);
        }
    }
}

fn scenario_file(name: &str, yaml: &str) -> TempFile {
    let dir = std::env::temp_dir().join(format!("furunkulus-search-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let f = dir.join(name);
    std::fs::write(&f, yaml).unwrap();
    TempFile(f)
}

const DEFAULT_DECK: [&str; 8] = ["5", "7", "7", "8", "8", "10", "prey-1", "prey-2"];

#[test]
fn cli_search_survive_json() {
    let tmp = scenario_file("survive.yaml", SURVIVE);
    let f = tmp.path().to_string();
    let d = json(&[
        "search", "survive", &f, "--pawn", "A", "--tiles", "5", "--format", "json",
    ]);
    assert_eq!(d["pawn"], "A");
    assert_eq!(d["tiles"], serde_json::json!(["5"]));
    let results = d["results"].as_array().unwrap();
    let to: Vec<&str> = results.iter().map(|r| r["to"].as_str().unwrap()).collect();
    assert_eq!(to, ["e8", "d8", "c8", "d7", "d9"]);
    assert_eq!(results[0]["path"], serde_json::json!(["e8"]));
    assert_eq!(results[0]["pushes"], serde_json::json!([]));
    assert_eq!(results[0]["removed"], serde_json::json!({"5": []}));
    assert_eq!(results[0]["chance_removed"], 0.0);
    assert_eq!(results[1]["path"], serde_json::json!([]));
    assert_eq!(results[1]["removed"], serde_json::json!({"5": ["A"]}));
    assert_eq!(results[1]["chance_removed"], 1.0);

    // The default deck; every result against the library's answer.
    let s = load_path("scenarios/rulebook/monster-basic.yaml");
    let path = "scenarios/rulebook/monster-basic.yaml";
    let d = json(&[
        "search", "survive", path, "--pawn", "B", "--points", "3", "--format", "json",
    ]);
    assert_eq!(d["pawn"], "B");
    assert_eq!(d["tiles"], serde_json::json!(DEFAULT_DECK));
    let b = s.pawn_id("B").unwrap();
    let (player_names, player_of) = furunkulus::render::search::players(s.pawns());
    let lib = search::survive(
        s.board(),
        b,
        3,
        &s.options,
        &furunkulus::rules::Deck::STANDARD,
        &|p: PawnId| player_of[p.0 as usize],
        player_names.len(),
    );
    let results = d["results"].as_array().unwrap();
    assert_eq!(results.len(), lib.len());
    let mut last = -1.0;
    for (r, m) in results.iter().zip(&lib) {
        assert_eq!(r["to"], m.mv.dest.to_string());
        let path: Vec<String> = m.mv.squares().map(|x| x.to_string()).collect();
        assert_eq!(r["path"], serde_json::json!(path));
        assert!(r["pushes"].is_array());
        let removed = r["removed"].as_object().unwrap();
        let keys: Vec<&str> = removed.keys().map(|k| k.as_str()).collect();
        assert_eq!(
            keys,
            ["5", "7", "8", "10", "prey-1", "prey-2"],
            "each distinct tile once"
        );
        for (t, _, set) in &m.removed {
            let want: Vec<&str> = search::members(*set).map(|id| s.pawn_name(id)).collect();
            assert_eq!(removed[&t.to_string()], serde_json::json!(want));
        }
        let c = r["chance_removed"].as_f64().unwrap();
        assert!(close(c, m.chance_removed));
        assert!(c >= last, "best first");
        last = c;
    }
}

#[test]
fn cli_search_lure_json() {
    let tmp = scenario_file("lure.yaml", LURE);
    let f = tmp.path().to_string();
    let d = json(&[
        "search", "lure", &f, "--pawn", "A", "--target", "B", "--tiles", "3", "--format", "json",
    ]);
    assert_eq!(d["pawn"], "A");
    assert_eq!(d["tiles"], serde_json::json!(["3"]));
    let results = d["results"].as_array().unwrap();
    let to: Vec<&str> = results.iter().map(|r| r["to"].as_str().unwrap()).collect();
    assert_eq!(to, ["b4", "c3", "d4"]);
    for r in results {
        assert_eq!(r["removed"], serde_json::json!({"3": ["B"]}));
        assert_eq!(r["chance_removed"], 0.0);
        assert_eq!(r["pushes"], serde_json::json!([]));
        assert_eq!(r["path"].as_array().unwrap().len(), 1);
    }
    // Default deck: the same shape, a subset of survive's results.
    let d = json(&[
        "search", "lure", &f, "--pawn", "A", "--target", "B", "--format", "json",
    ]);
    assert_eq!(d["tiles"], serde_json::json!(DEFAULT_DECK));
    let s = load(LURE);
    let (a, b) = (s.pawn_id("A").unwrap(), s.pawn_id("B").unwrap());
    let lib = search::lure(
        search::survive(
            s.board(),
            a,
            1,
            &s.options,
            &furunkulus::rules::Deck::STANDARD,
            &|p: PawnId| p.0 as usize,
            2,
        ),
        a,
        b,
    );
    let to: Vec<String> = d["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["to"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(to, dests(&lib));
}

#[test]
fn cli_search_place_json() {
    let tmp = scenario_file("place.yaml", PLACE);
    let f = tmp.path().to_string();
    let d = json(&[
        "search", "place", &f, "--count", "1", "--goal", "feed", "B", "--tiles", "5", "--format",
        "json",
    ]);
    assert_eq!(d["count"], 1);
    assert_eq!(d["goal"], "feed B");
    assert_eq!(d["tiles"], serde_json::json!(["5"]));
    assert_eq!(
        d["placements"],
        serde_json::json!([["c7"], ["c8"], ["d7"], ["d8"], ["d10"]])
    );
    let d = json(&[
        "search",
        "place",
        &f,
        "--count",
        "1",
        "--goal",
        "safe-from",
        "B",
        "--tiles",
        "5",
        "--format",
        "json",
    ]);
    assert_eq!(d["goal"], "safe-from B");
    assert_eq!(d["placements"].as_array().unwrap().len(), 148);
    let d = json(&[
        "search", "place", &f, "--count", "2", "--goal", "survive", "--tiles", "1", "--format",
        "json",
    ]);
    assert_eq!(d["count"], 2);
    assert_eq!(d["goal"], "survive");
    let placements: Vec<Vec<String>> = serde_json::from_value(d["placements"].clone()).unwrap();
    assert_eq!(placements.len(), 150 * 149 / 2 + 1);
    let key = |p: &Vec<String>| p.iter().map(|s| sq(s).column_major()).collect::<Vec<_>>();
    for p in &placements {
        assert!(
            key(p).windows(2).all(|w| w[0] < w[1]),
            "each placement sorted: {p:?}"
        );
    }
    assert!(
        placements.windows(2).all(|w| key(&w[0]) < key(&w[1])),
        "the list sorted"
    );
    // The default deck.
    let d = json(&[
        "search", "place", &f, "--count", "1", "--goal", "survive", "--format", "json",
    ]);
    assert_eq!(d["tiles"], serde_json::json!(DEFAULT_DECK));
    let s = load(PLACE);
    let want = place_names(&s, 1, &Goal::Survive, "5,7,7,8,8,10,prey-1,prey-2");
    assert_eq!(d["placements"], serde_json::json!(want));
}

#[test]
fn cli_risk_json() {
    let tmp = scenario_file("risk.yaml", "monster: { at: c6, facing: east }\n");
    let f = tmp.path().to_string();
    let d = json(&["risk", &f, "--format", "json"]);
    assert_eq!(d["tiles"], serde_json::json!(DEFAULT_DECK));
    let squares = d["squares"].as_object().unwrap();
    assert_eq!(squares.len(), 155);
    assert_eq!(squares["d6"], 1.0);
    assert_eq!(squares["b6"], 0.25);
    assert_eq!(squares["h2"], 0.375);
    assert!(!squares.contains_key("c6"));
    // The basic setup: no stone or pool square listed.
    let d = json(&[
        "risk",
        "scenarios/setup/basic.yaml",
        "--tiles",
        "5,prey-1",
        "--format",
        "json",
    ]);
    assert_eq!(d["tiles"], serde_json::json!(["5", "prey-1"]));
    let squares = d["squares"].as_object().unwrap();
    for q in ["c3", "m4", "i3", "j4", "e9", "h9", "a1"] {
        assert!(!squares.contains_key(q), "{q}");
    }
    let s = load_path("scenarios/setup/basic.yaml");
    let want = brute_risk(&s, &s.options, &tiles("5,prey-1"));
    assert_eq!(squares.len(), want.len());
    for (q, p) in want {
        assert!(close(squares[&q.to_string()].as_f64().unwrap(), p), "{q}");
    }
}

#[test]
fn cli_explain_tile_by_tile() {
    let tmp = scenario_file("explain.yaml", SURVIVE);
    let f = tmp.path().to_string();
    let o = run(&[
        "search",
        "survive",
        &f,
        "--pawn",
        "A",
        "--tiles",
        "5,7",
        "--explain",
        "d8",
        "--color",
        "never",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("tile 5: A eaten at step 3"), "{out}");
    assert!(out.contains("tile 7: A eaten at step 3"), "{out}");
    // Without a value: the best-ranked move, e8, where nobody is removed.
    let out = stdout(&run(&[
        "search",
        "survive",
        &f,
        "--pawn",
        "A",
        "--tiles",
        "5",
        "--explain",
        "--color",
        "never",
    ]));
    assert!(out.contains("After the move to e8"), "{out}");
    assert!(out.contains("tile 5: nobody is removed"), "{out}");
    // In JSON, the explanation is a field of the one document.
    let d = json(&[
        "search",
        "survive",
        &f,
        "--pawn",
        "A",
        "--tiles",
        "5,5",
        "--explain",
        "d8",
        "--format",
        "json",
    ]);
    let text = d["explain"].as_str().unwrap();
    assert!(text.contains("tile 5 (x2): A eaten at step 3"), "{text}");
}

#[test]
fn cli_bad_requests_exit_1_or_2() {
    let tmp = scenario_file("bad.yaml", LURE);
    let f = tmp.path().to_string();
    let cases: Vec<Vec<&str>> = vec![
        vec!["search", "survive", &f, "--pawn", "A", "--tiles", "5,x"],
        vec!["search", "survive", &f, "--pawn", "A", "--tiles", "21"],
        vec!["search", "survive", &f, "--pawn", "A", "--tiles", "prey-4"],
        vec!["search", "survive", &f, "--pawn", "Z"],
        vec!["search", "lure", &f, "--pawn", "Z", "--target", "B"],
        vec!["search", "lure", &f, "--pawn", "A", "--target", "Z"],
        vec![
            "search", "lure", &f, "--pawn", "A", "--target", "B", "--tiles", "0",
        ],
        vec![
            "search", "place", &f, "--count", "1", "--goal", "survive", "--tiles", "5,,8",
        ],
        vec!["search", "place", &f, "--count", "1", "--goal", "feed", "Z"],
        vec!["risk", &f, "--tiles", "seven"],
        vec!["risk", &f, "--tiles", ""],
    ];
    for args in cases {
        for fmt in ["text", "json"] {
            let mut a = args.clone();
            a.extend(["--format", fmt]);
            let o = run(&a);
            // A malformed --tiles is a usage error (2); a pawn the scenario lacks cannot be
            // answered (1).
            let want = if args.contains(&"--tiles") { 2 } else { 1 };
            assert_eq!(o.status.code(), Some(want), "{a:?}: {}", stderr(&o));
            assert!(o.stdout.is_empty(), "{a:?}: nothing on stdout");
            assert!(!stderr(&o).is_empty(), "{a:?}: says why");
        }
    }
    let o = run(&["search", "survive", &f, "--pawn", "Z"]);
    assert!(stderr(&o).contains('Z'), "{}", stderr(&o));
    let o = run(&["risk", &f, "--tiles", "seven"]);
    assert!(stderr(&o).contains("--tiles"), "{}", stderr(&o));
}

#[test]
fn cli_same_input_same_bytes() {
    let tmp = scenario_file("same.yaml", SMALL_ADVANCED);
    let f = tmp.path().to_string();
    let runs: Vec<Vec<&str>> = vec![
        vec!["search", "survive", &f, "--pawn", "C", "--format", "json"],
        vec!["search", "survive", &f, "--pawn", "E", "--color", "always"],
        vec![
            "search",
            "survive",
            &f,
            "--pawn",
            "A",
            "--explain",
            "--color",
            "never",
        ],
        vec![
            "search", "lure", &f, "--pawn", "E", "--target", "A", "--format", "json",
        ],
        vec![
            "search", "place", &f, "--count", "2", "--goal", "survive", "--tiles", "5", "--format",
            "json",
        ],
        vec![
            "search", "place", &f, "--count", "1", "--goal", "feed", "A", "--color", "never",
        ],
        vec!["risk", &f, "--format", "json"],
        vec!["risk", &f, "--color", "always"],
    ];
    for args in runs {
        let a = run(&args);
        let b = run(&args);
        assert_eq!(a.status.code(), Some(0), "{args:?}: {}", stderr(&a));
        assert_eq!(a.stdout, b.stdout, "{args:?}");
    }
}

#[test]
fn cli_text_outputs() {
    let tmp = scenario_file("text.yaml", SURVIVE);
    let f = tmp.path().to_string();
    let o = run(&[
        "search", "survive", &f, "--pawn", "A", "--tiles", "5", "--color", "never",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(
        out.contains("Pawn A with 1 point; the tile 5; 5 results."),
        "{out}"
    );
    let rows: Vec<Vec<&str>> = out
        .lines()
        .map(|l| l.split_whitespace().collect::<Vec<_>>())
        .filter(|w| w.len() > 3 && w[0].parse::<u32>().is_ok() && w[3].ends_with('%'))
        .collect();
    let table: Vec<(&str, &str)> = rows.iter().map(|w| (w[1], w[3])).collect();
    assert_eq!(
        table,
        [
            ("e8", "0.0%"),
            ("d8", "100.0%"),
            ("c8", "100.0%"),
            ("d7", "100.0%"),
            ("d9", "100.0%")
        ],
        "{out}"
    );
    let o = run(&["risk", &f, "--tiles", "5", "--color", "never"]);
    assert_eq!(o.status.code(), Some(0));
    assert!(stdout(&o).contains("of 153 empty squares are safe from every tile"));
    let o = run(&[
        "search",
        "place",
        &f,
        "--count",
        "1",
        "--goal",
        "safe-from",
        "A",
        "--tiles",
        "5",
        "--color",
        "never",
    ]);
    assert_eq!(o.status.code(), Some(0));
    assert!(
        stdout(&o).contains("reach the goal `safe-from A`"),
        "{}",
        stdout(&o)
    );
}

/// 64 pawns (the board's limit) on rows 1..5, the monster on c8 facing east: a pawn put on
/// d8, right ahead, is eaten at step 1 by every tile.
fn full_board_yaml() -> String {
    let mut yaml = String::from("monster: { at: c8, facing: east }\npawns:\n");
    let on_rows = Square::all().filter(|s| s.row() < 5).take(64);
    for (i, s) in on_rows.enumerate() {
        yaml.push_str(&format!("  - {{ name: P{i}, at: {s} }}\n"));
    }
    yaml
}

#[test]
fn risk_on_a_full_board_does_not_call_squares_safe() {
    let tmp = scenario_file("full.yaml", &full_board_yaml());
    let f = tmp.path().to_string();
    let o = run(&["risk", &f, "--tiles", "5", "--format", "json"]);
    if o.status.code() == Some(1) {
        return; // refusing is an answer
    }
    let d: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(d["squares"]["d8"], 1.0, "d8 is right ahead of the monster");
}
