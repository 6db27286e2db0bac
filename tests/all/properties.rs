//! Property tests over random valid scenarios: the monster's move keeps the board consistent,
//! and the loader never panics.
//!
//! Random boards are built through the `Board` API under the scenario rules (docs/RULES.md S7, S14):
//! pools are rectangles that never overlap and never make an endless slide, teleporters come in
//! pairs off the pools, pieces and pawns stand on free squares off the teleporters and off the
//! monster's square; the monster may stand on a pool or a teleporter. The same board is also
//! written as YAML, which must load to the very same board.
//!
//! Cases: 256 per property (set `PROPTEST_CASES` to run more).

use crate::common::{add_teleporters, place_monster};
use furunkulus::board::{Board, Occupant, PawnPlace, Piece, PivotKind};
use furunkulus::geometry::{Dir, Square};
use furunkulus::monster::{self, Event, Outcome};
use furunkulus::rules::{Options, Tile, MAX_STEPS, OPTIONS};
use furunkulus::scenario;
use furunkulus::setup::{PawnSpec, PieceSpec, PoolSpec, Setup, Spot};
use proptest::prelude::*;
use proptest::test_runner::Config as ProptestConfig;

/// `cases` cases (unless `PROPTEST_CASES` says), no regression files: the property tests'
/// configuration (also search.rs's and game_properties.rs's).
pub(crate) fn config(cases: u32) -> ProptestConfig {
    let mut c = ProptestConfig::default();
    if std::env::var_os("PROPTEST_CASES").is_none() {
        c.cases = cases;
    }
    // Do not write regression files into the source tree.
    c.failure_persistence = None;
    c
}

// ---------------------------------------------------------------------------------------
// Random valid scenarios.

/// The raw random choices; [`build`] turns them into a valid board, skipping what clashes.
#[derive(Clone, Debug)]
struct Spec {
    basic: bool,
    pools: Vec<(Square, u8, u8)>,
    teleporters: Vec<(Square, Dir, Square, Dir)>,
    monster: (Square, Dir),
    pieces: Vec<(Square, u8)>,
    pawns: Vec<Option<Square>>,
    tile: Tile,
    options: Vec<usize>,
}

/// A valid scenario, as a board and as the YAML text that describes it.
#[derive(Clone, Debug)]
struct Built {
    setup: Setup,
    board: Board,
    options: Options,
    tile: Tile,
    yaml: String,
}

/// Any square (also search.rs's).
pub(crate) fn squares() -> impl Strategy<Value = Square> {
    prop::sample::select(Square::all().collect::<Vec<_>>())
}

/// Any direction.
pub(crate) fn dirs() -> impl Strategy<Value = Dir> {
    prop::sample::select(Dir::ALL.to_vec())
}

/// A tile: a steps tile (three times in four) or a prey tile.
pub(crate) fn tiles() -> impl Strategy<Value = Tile> {
    prop_oneof![
        3 => (1u8..=MAX_STEPS).prop_map(Tile::Steps),
        1 => (1u8..=3).prop_map(Tile::Prey),
    ]
}

/// Random scenarios: mostly sparse boards, some crowded ones (long pushed rows, rows that
/// wrap round to the monster's own square, S3).
fn specs() -> impl Strategy<Value = Spec> {
    prop_oneof![3 => specs_with(60, 14), 1 => specs_with(200, 40)]
}

fn specs_with(max_pieces: usize, max_pawns: usize) -> impl Strategy<Value = Spec> {
    (
        prop::bool::weighted(0.25),
        prop::collection::vec((squares(), 1u8..=4, 1u8..=4), 0..=4),
        prop::collection::vec((squares(), dirs(), squares(), dirs()), 0..=2),
        (squares(), dirs()),
        prop::collection::vec((squares(), 0u8..4), 0..=max_pieces),
        prop::collection::vec(prop::option::weighted(0.85, squares()), 0..=max_pawns),
        tiles(),
        prop::collection::vec(0usize..3, OPTIONS.len()),
    )
        .prop_map(
            |(basic, pools, teleporters, monster, pieces, pawns, tile, options)| Spec {
                basic,
                pools,
                teleporters,
                monster,
                pieces,
                pawns,
                tile,
                options,
            },
        )
}

fn piece_of(kind: u8) -> Piece {
    match kind {
        0 => Piece::Stone,
        1 => Piece::Crystal,
        2 => Piece::Pivot(PivotKind::Right),
        _ => Piece::Pivot(PivotKind::Around),
    }
}

/// Builds a valid board from the random choices, skipping every choice the scenario rules
/// refuse (each item is kept only if the setup still validates: the one check every input
/// goes through), and writes the same scenario as YAML.
fn build(spec: &Spec) -> Built {
    let mut setup = if spec.basic {
        Setup::basic()
    } else {
        Setup::default()
    };
    let ok = |s: &Setup| s.validate().is_ok();
    for &(at, width, height) in &spec.pools {
        setup.pools.push(PoolSpec { at, width, height });
        if !ok(&setup) {
            setup.pools.pop();
        }
    }
    add_teleporters(&mut setup, &spec.teleporters);
    // The monster: anywhere but on a piece (a basic stone); pools and teleporters are fine.
    place_monster(&mut setup, spec.monster);
    for &(at, kind) in &spec.pieces {
        setup.pieces.push(PieceSpec {
            at,
            piece: piece_of(kind),
        });
        if !ok(&setup) {
            setup.pieces.pop();
        }
    }
    for (i, place) in spec.pawns.iter().enumerate() {
        let at = match *place {
            None => Spot::Waiting,
            Some(s) => Spot::At(s),
        };
        setup.pawns.push(PawnSpec {
            at,
            ..PawnSpec::at(&format!("P{i}"), Square::A1)
        });
        if !ok(&setup) {
            setup.pawns.pop();
        }
    }
    for (spec_opt, &v) in OPTIONS.iter().zip(&spec.options) {
        let value = spec_opt.values[v % spec_opt.values.len()].0;
        setup
            .options
            .set(spec_opt.name, value)
            .expect("a listed option value");
    }
    setup.tile = Some(spec.tile);
    let board = *crate::common::valid(&setup).board();

    // The same scenario, written as YAML lists.
    let mut yaml = String::new();
    if spec.basic {
        yaml.push_str("setup: basic\n");
    }
    yaml.push_str(&format!("tile: {}\n", spec.tile));
    yaml.push_str("pools:\n");
    for p in &setup.pools {
        yaml.push_str(&format!(
            "  - {{ at: {}, size: {}x{} }}\n",
            p.at, p.width, p.height
        ));
    }
    yaml.push_str("teleporters:\n");
    for t in &setup.teleporters {
        yaml.push_str(&format!(
            "  - {{ at: {}, arrow: {}, pair: {} }}\n",
            t.at, t.arrow, t.pair
        ));
    }
    let m = setup.monster;
    yaml.push_str(&format!(
        "monster: {{ at: {}, facing: {} }}\n",
        m.square(),
        m.facing
    ));
    let (mut stones, mut crystals, mut pivots) = (Vec::new(), Vec::new(), String::new());
    for p in &setup.pieces {
        match p.piece {
            Piece::Stone => stones.push(p.at.to_string()),
            Piece::Crystal => crystals.push(p.at.to_string()),
            Piece::Pivot(k) => {
                pivots.push_str(&format!("  - {{ at: {}, turn: {} }}\n", p.at, k.name()))
            }
        }
    }
    yaml.push_str(&format!("stones: [{}]\n", stones.join(", ")));
    yaml.push_str(&format!("crystals: [{}]\n", crystals.join(", ")));
    yaml.push_str(&format!("pivots:\n{pivots}"));
    yaml.push_str("pawns:\n");
    for p in &setup.pawns {
        let at = match p.at {
            Spot::At(s) => s.to_string(),
            Spot::Waiting => "waiting".to_string(),
        };
        yaml.push_str(&format!("  - {{ name: {}, at: {at} }}\n", p.name));
    }
    yaml.push_str("options:\n");
    for (name, value) in OPTIONS
        .iter()
        .map(|o| (o.name, setup.options.get(o.name).unwrap_or("?")))
    {
        yaml.push_str(&format!("  {name}: {value}\n"));
    }
    Built {
        options: setup.options,
        setup,
        board,
        tile: spec.tile,
        yaml,
    }
}

/// How a scenario is dressed for the drawn-map property: pawn names, players and faces, the
/// teleporter pairs' names, the title.
#[derive(Clone, Debug)]
struct Looks {
    pawns: Vec<(u8, u8, u8)>,
    pairs: usize,
    title: bool,
}

fn decorations() -> impl Strategy<Value = Looks> {
    (
        prop::collection::vec((0u8..5, 0u8..5, 0u8..7), 40),
        0usize..6,
        prop::bool::ANY,
    )
        .prop_map(|(pawns, pairs, title)| Looks {
            pawns,
            pairs,
            title,
        })
}

/// The setup with the looks applied (still valid: names stay unique).
fn decorate(setup: &Setup, looks: &Looks) -> Setup {
    let mut s = setup.clone();
    for (i, p) in s.pawns.iter_mut().enumerate() {
        let (name, player, face) = looks.pawns[i % looks.pawns.len()];
        p.name = match name {
            0 => format!("P{i}"),
            1 => format!("pawn{i}"),
            // Reads as a teleporter when a pair is lettered like it.
            2 if i < 26 => format!("{}v", (b'A' + i as u8) as char),
            3 if i < 10 => ["N", "y", "T", "v", "1", "Z", "a", "b", "c", "d"][i].to_string(),
            _ => format!("x{i}"),
        };
        p.player = match player {
            0 | 1 => None,
            2 => Some("red".into()),
            3 => Some("null".into()),
            _ => Some("N".into()),
        };
        p.face = (face > 0).then_some(face);
    }
    let names = ["T", "yellow", "green", "Av", "y", "t0", "T"];
    let pair_names: Vec<String> = s.teleporters.iter().map(|t| t.pair.clone()).collect();
    let mut distinct: Vec<String> = Vec::new();
    for n in pair_names {
        if !distinct.contains(&n) {
            distinct.push(n);
        }
    }
    for t in &mut s.teleporters {
        let k = distinct.iter().position(|n| *n == t.pair).unwrap_or(0);
        t.pair = names[looks.pairs + k].to_string();
    }
    if looks.title {
        s.title = Some("A \"drawn\" map: #1".into());
    }
    s
}

/// The step of every removal, from the events.
fn removal_steps(events: &[Event]) -> Vec<u8> {
    let mut step = 0;
    let mut out = Vec::new();
    for e in events {
        match e {
            Event::StepStart { step: n, .. } => step = *n,
            Event::Eat { .. } | Event::Crushed { .. } | Event::Destroyed { .. } => out.push(step),
            _ => {}
        }
    }
    out
}

/// One run of the monster on a copy of the board.
struct Sim {
    before: Board,
    after: Board,
    outcome: Outcome,
    events: Vec<Event>,
}

fn simulate(b: &Built) -> Sim {
    let mut after = b.board;
    let (outcome, events) = monster::run_traced(&mut after, b.tile, &b.options);
    Sim {
        before: b.board,
        after,
        outcome,
        events,
    }
}

fn piece_counts(b: &Board) -> [usize; 4] {
    let mut n = [0; 4];
    for (_, p) in b.pieces() {
        n[match p {
            Piece::Stone => 0,
            Piece::Crystal => 1,
            Piece::Pivot(PivotKind::Right) => 2,
            Piece::Pivot(PivotKind::Around) => 3,
        }] += 1;
    }
    n
}

/// No two things on one square: pawn places and squares agree, nothing stands on the
/// monster's square, no piece or pawn stands on a teleporter.
fn check_occupancy(b: &Board) -> Result<(), TestCaseError> {
    for id in b.pawn_ids() {
        if let PawnPlace::At(s) = b.pawn(id) {
            prop_assert_eq!(
                b.occupant(s),
                Occupant::Pawn(id),
                "pawn {:?} says it is on {}",
                id,
                s
            );
            prop_assert!(
                s != b.monster(),
                "pawn {:?} on the monster's square {}",
                id,
                s
            );
            prop_assert!(!b.is_teleporter(s), "pawn {:?} on the teleporter {}", id, s);
        }
    }
    for s in Square::all() {
        match b.occupant(s) {
            Occupant::Pawn(id) => {
                prop_assert!(
                    (id.0 as usize) < b.pawn_count(),
                    "unknown pawn {:?} on {}",
                    id,
                    s
                );
                prop_assert_eq!(b.pawn(id), PawnPlace::At(s), "{} holds pawn {:?}", s, id);
            }
            Occupant::Piece(p) => {
                prop_assert!(!b.is_teleporter(s), "{} on the teleporter {}", p, s);
            }
            Occupant::Empty => {}
        }
    }
    prop_assert_eq!(
        b.occupant(b.monster()),
        Occupant::Empty,
        "something under the monster"
    );
    Ok(())
}

/// A sink on the engine's fast path: it keeps every event but the looks.
#[derive(Default)]
struct WithoutLooks(Vec<Event>);

impl monster::Sink for WithoutLooks {
    const LOOKS: bool = false;

    fn event(&mut self, event: Event) {
        self.0.push(event);
    }
}

fn count_waiting(b: &Board) -> usize {
    b.pawn_ids()
        .filter(|&id| b.pawn(id) == PawnPlace::Waiting)
        .count()
}

// ---------------------------------------------------------------------------------------
// The monster's move.

proptest! {
    #![proptest_config(config(384))]

    /// The generator itself obeys the scenario rules (so the properties below test the engine).
    #[test]
    fn generated_boards_are_valid(spec in specs()) {
        let b = build(&spec);
        check_occupancy(&b.board)?;
        prop_assert_eq!(furunkulus::setup::endless_slide(&b.board), None);
        for (s, partner, _) in b.board.teleporters() {
            prop_assert!(!b.board.is_pool(s));
            prop_assert!(partner != s);
            prop_assert_eq!(b.board.teleport_target(partner).map(|t| t.0), Some(s));
        }
    }

    /// The same scenario written as YAML loads to the very same board and options.
    #[test]
    fn random_scenarios_written_as_yaml_load_to_the_same_board(spec in specs()) {
        let b = build(&spec);
        let s = match scenario::parse(&b.yaml, "x.yaml") {
            Ok(s) => s,
            Err(e) => return Err(TestCaseError::fail(format!("{e}\n{}", b.yaml))),
        };
        prop_assert_eq!(*s.board(), b.board, "{}", b.yaml);
        prop_assert_eq!(s.options, b.options);
        prop_assert_eq!(s.tile, Some(b.tile));
        prop_assert_eq!(s.pawns().len(), b.board.pawn_count());
    }

    /// `scenario::write_yaml` writes a setup that loads back to the same setup and position
    /// (pieces grouped by kind, as the file lists them).
    #[test]
    fn written_scenarios_load_back_to_the_same_setup(spec in specs()) {
        let b = build(&spec);
        let text = scenario::write_yaml(&b.setup);
        let s = match scenario::parse(&text, "x.yaml") {
            Ok(s) => s,
            Err(e) => return Err(TestCaseError::fail(format!("{e}\n{text}"))),
        };
        let mut want = b.setup.clone();
        want.pieces.sort_by_key(|p| match p.piece {
            Piece::Stone => 0,
            Piece::Crystal => 1,
            Piece::Pivot(_) => 2,
        });
        prop_assert_eq!(s.setup(), &want, "{}", text);
        let direct = crate::common::valid(&b.setup);
        prop_assert_eq!(s.position(), direct.position());
    }

    /// Any valid scenario written as a drawn map (`scenario::write_map`) loads to the same
    /// position (board, pawn ids, names, players, faces), options, title and tile, and to
    /// the same setup in canonical form. Names, players, faces, pair names and titles are
    /// varied beyond the generator's own: long names, names that read as a teleporter
    /// (`Av` under a pair lettered A), YAML words (`N`, `null`), a pair named `T`.
    #[test]
    fn any_scenario_drawn_as_a_map_loads_back(spec in specs(), looks in decorations()) {
        let b = build(&spec);
        let setup = decorate(&b.setup, &looks);
        let s = crate::common::valid(&setup);
        let text = scenario::write_map(&s);
        let back = match scenario::parse(&text, "map.yaml") {
            Ok(x) => x,
            Err(e) => return Err(TestCaseError::fail(format!("{e}\n{text}"))),
        };
        prop_assert_eq!(back.position(), s.position(), "{}", text);
        prop_assert_eq!(back.options, s.options);
        prop_assert_eq!(&back.title, &s.title);
        prop_assert_eq!(back.tile, s.tile);
        prop_assert_eq!(
            scenario::canonical_setup(back.setup()),
            scenario::canonical_setup(s.setup()),
            "{}", text
        );
        // Written again, the same text: the map is a fixed point.
        prop_assert_eq!(scenario::write_map(&back), text);
    }

    /// No panic, and never more than 20 steps (M11, S6); a step tile walks exactly its steps,
    /// a prey tile stops at the first step that reaches its count.
    #[test]
    fn at_most_twenty_steps(spec in specs()) {
        let b = build(&spec);
        let sim = simulate(&b);
        let steps = sim.outcome.steps;
        prop_assert!(steps <= MAX_STEPS, "{} steps", steps);
        match b.tile {
            Tile::Steps(n) => prop_assert_eq!(steps, n),
            Tile::Prey(k) => {
                prop_assert!(steps >= 1);
                if steps < MAX_STEPS {
                    prop_assert!(sim.outcome.removed >= k, "stopped after {} steps with {} removed", steps, sim.outcome.removed);
                }
                // Before the last step the count was not yet reached.
                let earlier = removal_steps(&sim.events).into_iter().filter(|&s| s < steps).count();
                prop_assert!(earlier < k as usize, "{} removed before step {}", earlier, steps);
            }
        }
        let step_ends = sim.events.iter().filter(|e| matches!(e, Event::StepEnd { .. })).count();
        prop_assert_eq!(step_ends, steps as usize);
        for s in removal_steps(&sim.events) {
            prop_assert!(s >= 1 && s <= steps, "removed at step {} of {}", s, steps);
        }
    }

    /// Pawns are conserved: on the board + removed = on the board at the start; the removed
    /// count is the outcome's; waiting pawns stay waiting; every removal has its event.
    #[test]
    fn pawns_are_conserved(spec in specs()) {
        let b = build(&spec);
        let sim = simulate(&b);
        let (before, after) = (&sim.before, &sim.after);
        prop_assert_eq!(before.pawns_removed(), 0);
        prop_assert_eq!(after.pawn_count(), before.pawn_count());
        prop_assert_eq!(after.pawns_on_board() + after.pawns_removed(), before.pawns_on_board());
        prop_assert_eq!(after.pawns_removed(), sim.outcome.removed as usize);
        prop_assert_eq!(count_waiting(after), count_waiting(before));
        let removal_events = sim.events.iter().filter(|e| {
            matches!(e, Event::Eat { .. } | Event::Crushed { .. } | Event::Destroyed { .. })
        }).count();
        prop_assert_eq!(removal_events, sim.outcome.removed as usize);
    }

    /// No two things on one square after the move.
    #[test]
    fn no_two_things_on_one_square(spec in specs()) {
        let b = build(&spec);
        let sim = simulate(&b);
        check_occupancy(&sim.after)?;
    }

    /// The monster never ends (any step, or the move) on a pool (M7); it ends where the last
    /// step put it, facing as the final look says.
    #[test]
    fn the_monster_never_ends_on_a_pool(spec in specs()) {
        let b = build(&spec);
        let sim = simulate(&b);
        prop_assert!(!sim.after.is_pool(sim.after.monster()), "monster on the pool {}", sim.after.monster());
        for e in &sim.events {
            if let Event::StepEnd { step, at, .. } = e {
                prop_assert!(!sim.after.is_pool(*at), "step {} ended on the pool {}", step, at);
            }
        }
        let last = sim.events.iter().rev().find_map(|e| match e {
            Event::StepEnd { at, .. } => Some(*at),
            _ => None,
        });
        prop_assert_eq!(last, Some(sim.after.monster()));
        match sim.events.last() {
            Some(Event::FinalLook { facing, .. }) => prop_assert_eq!(*facing, sim.after.facing()),
            other => prop_assert!(false, "the last event is {:?}, not the final look", other),
        }
    }

    /// The same input gives the same output: equal boards, outcomes and event lists; the
    /// untraced run agrees with the traced one.
    #[test]
    fn the_move_is_deterministic(spec in specs()) {
        let b = build(&spec);
        let one = simulate(&b);
        let two = simulate(&b);
        prop_assert_eq!(one.after, two.after);
        prop_assert_eq!(one.outcome, two.outcome);
        prop_assert_eq!(&one.events, &two.events);
        let mut quiet = b.board;
        let outcome = monster::run(&mut quiet, b.tile, &b.options, &mut ());
        prop_assert_eq!(outcome, one.outcome);
        prop_assert_eq!(quiet, one.after);
    }

    /// The engine's two paths are one engine: on the fast path (a sink that does not hear the
    /// looks, like `()` and the searches) the board, the outcome and every event but the
    /// looks (turns, pushes, removals, each step's end with its heading) are those of the
    /// explained path.
    #[test]
    fn the_fast_path_agrees_with_the_explained_path(spec in specs()) {
        let b = build(&spec);
        let explained = simulate(&b);
        let mut fast = b.board;
        let mut heard = WithoutLooks::default();
        let outcome = monster::run(&mut fast, b.tile, &b.options, &mut heard);
        prop_assert_eq!(outcome, explained.outcome);
        prop_assert_eq!(fast, explained.after);
        let without_looks: Vec<Event> = explained
            .events
            .iter()
            .filter(|e| !matches!(e, Event::Look { .. } | Event::FinalLook { .. }))
            .copied()
            .collect();
        prop_assert_eq!(&heard.0, &without_looks);
        prop_assert!(explained.events.len() > heard.0.len(), "the explained path looked");
    }

    /// Stone-like pieces are never created: the count of each kind never grows, every piece
    /// that left has its `PieceRemoved` event, and flat things never move.
    #[test]
    fn stone_like_pieces_never_grow(spec in specs()) {
        let b = build(&spec);
        let sim = simulate(&b);
        let (was, is) = (piece_counts(&sim.before), piece_counts(&sim.after));
        for k in 0..4 {
            prop_assert!(is[k] <= was[k], "kind {}: {} pieces became {}", k, was[k], is[k]);
        }
        let gone: usize = was.iter().sum::<usize>() - is.iter().sum::<usize>();
        let removed_events = sim.events.iter().filter(|e| matches!(e, Event::PieceRemoved { .. })).count();
        prop_assert_eq!(gone, removed_events);
        prop_assert_eq!(sim.after.pools().collect::<Vec<_>>(), sim.before.pools().collect::<Vec<_>>());
        prop_assert_eq!(sim.after.teleporters().collect::<Vec<_>>(), sim.before.teleporters().collect::<Vec<_>>());
    }
}

proptest! {
    #![proptest_config(config(96))]

    /// In every language, the explained trace of any move is told without a gap: every
    /// message it needs exists with every argument it uses (a debug build stops on a missing
    /// one), the text, the brief trace and the step-through pictures tell the same step
    /// sentences, and the JSON is the same whatever the language.
    #[test]
    fn traces_are_told_in_every_language(spec in specs()) {
        use furunkulus::i18n::Lang;
        use furunkulus::render::{svg, trace as words, Palette, Style};
        let b = build(&spec);
        let scenario = b.setup.validate().expect("built to be valid");
        let trace = furunkulus::trace::Trace::record(&b.board, b.tile, &b.options);
        let json = furunkulus::render::json::trace(&trace, scenario.pawns(), None);
        for lang in Lang::ALL {
            let style = Style { palette: Palette::new(false), width: 1000, lang, ..Style::default() };
            let text = words::trace_text(&trace, scenario.position(), None, &style);
            let brief = words::brief_text(&trace, scenario.position(), None, &style);
            prop_assert_eq!(brief.lines().count() >= trace.steps.len() + 2, true);
            let frames = svg::trace::frames(&trace, &svg::Scene::of(&scenario).with_lang(lang));
            let names = words::Names(scenario.pawns());
            for (s, frame) in trace.steps.iter().zip(&frames[1..]) {
                prop_assert!(text.contains(&frame.heading));
                for told in words::step_sentences(lang, s, &trace, &names) {
                    prop_assert!(text.contains(&told.text), "{:?}: {}", lang, told.text);
                    prop_assert!(frame.notes.iter().any(|n| n.text.ends_with(&told.text)));
                    for d in told.details {
                        prop_assert!(text.contains(&d.text));
                    }
                }
            }
            let summary = format!("{}\n", words::summary_text(lang, &trace, &names));
            prop_assert!(text.ends_with(&summary), "{:?}: the summary ends the trace", lang);
            prop_assert!(!text.contains('{') && !brief.contains('{'), "an unformatted message");
            prop_assert_eq!(&furunkulus::render::json::trace(&trace, scenario.pawns(), None), &json);
        }
    }
}

proptest! {
    #![proptest_config(config(64))]

    /// In every language, the answer to `moves --to` for any pawn and square is told alike in
    /// the text and the picture (the headline and every reason or point), every result's
    /// table and picture speak it, and the JSON is the same whatever the language.
    #[test]
    fn moves_are_told_in_every_language(spec in specs(), to in squares()) {
        use furunkulus::i18n::Lang;
        use furunkulus::pawn::{self, Dest};
        use furunkulus::render::{moves as words, svg, Palette, Style};
        let b = build(&spec);
        let scenario = b.setup.validate().expect("built to be valid");
        let Some(p) = scenario.pawns().first() else { return Ok(()) };
        let id = scenario.pawn_id(&p.name).expect("its pawn");
        let face = p.face.unwrap_or(3);
        let to = Dest::Square(to);
        let verdict = pawn::explain(&b.board, id, face, &b.options, to);
        let moves = pawn::legal_moves(&b.board, id, face, &b.options);
        let json = words::verdict_json(&p.name, face, to, &verdict, scenario.pawns());
        let mut told = Vec::new();
        for lang in Lang::ALL {
            let style = Style { palette: Palette::new(false), width: 1000, lang, ..Style::default() };
            let text = words::verdict_text(&b.board, scenario.position(), &p.name, face, to, &verdict, &style);
            let scene = svg::Scene::of(&scenario).with_lang(lang);
            let sheet = svg::moves::verdict(&scene, id, &p.name, face, to, &verdict);
            let (headline, lines) = words::verdict_sentences(lang, &b.board, scenario.pawns(), &p.name, face, to, &verdict);
            prop_assert!(text.starts_with(&headline), "{:?}: {}", lang, headline);
            let notes: Vec<&str> = sheet.panels[0].notes.iter().map(|n| n.text.as_str()).collect();
            prop_assert_eq!(notes[0], headline.as_str());
            if !verdict.is_legal() {
                prop_assert_eq!(lines.len(), verdict.reasons().len());
            }
            for l in &lines {
                prop_assert!(text.contains(l.as_str()), "{:?}: not in the text: {}", lang, l);
                prop_assert!(notes.contains(&l.as_str()), "{:?}: not in the picture: {}", lang, l);
            }
            let all = words::moves_text(&b.board, scenario.position(), &p.name, face, &moves, &style);
            let picture = svg::moves::moves(&scene, id, &p.name, face, &moves);
            prop_assert!(!text.contains('{') && !all.contains('{'), "an unformatted message");
            let title_ok = picture.title.as_deref().is_some_and(|t| !t.contains('{'));
            prop_assert!(title_ok, "the picture's title");
            prop_assert_eq!(&words::verdict_json(&p.name, face, to, &verdict, scenario.pawns()), &json);
            told.push(headline);
        }
        // Each language tells it its own way.
        prop_assert!(told[0] != told[1] && told[1] != told[2] && told[0] != told[2]);
    }
}

// ---------------------------------------------------------------------------------------
// The loader never panics.

/// A valid scenario to mutate: every kind of entry.
const SEED: &str = "\
title: \"fuzz seed\"
tile: 8
monster: { at: j8, facing: east }
stones: [n6, c3]
crystals: [k5]
pivots:
  - { at: k8, turn: right }
  - at: m7
    turn: around
teleporters:
  - { at: j5, arrow: east, pair: yellow }
  - { at: o7, arrow: south, pair: yellow }
pools:
  - { at: k6, size: 2x2 }
  - { at: e9, size: 4x1 }
pawns:
  - { name: A, at: j3 }
  - { name: B, at: i5, player: red, face: 3 }
  - name: C
    at: waiting
    face: 5
options:
  pivot-when-tied: push
  pivot-chain: push
";

/// Characters a mutation inserts: YAML's own and the scenario's.
const NOISE: &[char] = &[
    ' ', ' ', '\n', '\t', ':', '-', '{', '}', '[', ']', ',', '#', '"', '\'', '&', '*', '!', '|',
    '>', '?', '%', '@', '`', '~', '0', '1', '6', '9', 'a', 'p', 'x', 'e', 'y', 'n', '\\', '\r',
    'é', '\u{feff}',
];

#[derive(Clone, Debug)]
enum Mutation {
    Insert(usize, char),
    Delete(usize),
    Replace(usize, char),
    DeleteLine(usize),
    DuplicateLine(usize),
    SwapLines(usize, usize),
    IndentLine(usize),
}

fn mutations() -> impl Strategy<Value = Mutation> {
    let noise = || prop::sample::select(NOISE.to_vec());
    prop_oneof![
        (any::<usize>(), noise()).prop_map(|(i, c)| Mutation::Insert(i, c)),
        any::<usize>().prop_map(Mutation::Delete),
        (any::<usize>(), noise()).prop_map(|(i, c)| Mutation::Replace(i, c)),
        any::<usize>().prop_map(Mutation::DeleteLine),
        any::<usize>().prop_map(Mutation::DuplicateLine),
        (any::<usize>(), any::<usize>()).prop_map(|(i, j)| Mutation::SwapLines(i, j)),
        any::<usize>().prop_map(Mutation::IndentLine),
    ]
}

/// Mutations with the map's own characters: glyphs, arrows, labels, wall letters.
fn map_mutations() -> impl Strategy<Value = Mutation> {
    let noise = || {
        prop::sample::select(vec![
            '.', '~', '#', '<', '>', '^', 'v', '@', 'T', 'Y', 'r', 'u', 'A', '5', ' ', '\t', '=',
            '|', '2', 'é', '\u{feff}', '\r',
        ])
    };
    prop_oneof![
        1 => (any::<usize>(), noise()).prop_map(|(i, c)| Mutation::Insert(i, c)),
        1 => any::<usize>().prop_map(Mutation::Delete),
        3 => (any::<usize>(), noise()).prop_map(|(i, c)| Mutation::Replace(i, c)),
        1 => any::<usize>().prop_map(Mutation::DeleteLine),
        1 => any::<usize>().prop_map(Mutation::DuplicateLine),
        1 => (any::<usize>(), any::<usize>()).prop_map(|(i, j)| Mutation::SwapLines(i, j)),
        1 => any::<usize>().prop_map(Mutation::IndentLine),
    ]
}

fn mutate(text: &str, ms: &[Mutation]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for m in ms {
        let n = chars.len().max(1);
        match *m {
            Mutation::Insert(i, c) => chars.insert(i % (chars.len() + 1), c),
            Mutation::Delete(i) if !chars.is_empty() => {
                chars.remove(i % n);
            }
            Mutation::Replace(i, c) if !chars.is_empty() => chars[i % n] = c,
            Mutation::DeleteLine(_)
            | Mutation::DuplicateLine(_)
            | Mutation::SwapLines(..)
            | Mutation::IndentLine(_) => {
                let s: String = chars.iter().collect();
                let mut lines: Vec<String> = s.split('\n').map(str::to_string).collect();
                let k = lines.len();
                match *m {
                    Mutation::DeleteLine(i) => {
                        lines.remove(i % k);
                    }
                    Mutation::DuplicateLine(i) => {
                        let l = lines[i % k].clone();
                        lines.insert(i % k, l);
                    }
                    Mutation::SwapLines(i, j) => lines.swap(i % k, j % k),
                    Mutation::IndentLine(i) => lines[i % k].insert_str(0, "  "),
                    _ => unreachable!(),
                }
                chars = lines.join("\n").chars().collect();
            }
            _ => {}
        }
    }
    chars.into_iter().collect()
}

/// `parse` either loads a valid board (which the monster can then run on) or reports problems,
/// each with a place inside the text and a message.
fn check_parse(text: &str) -> Result<(), TestCaseError> {
    let lines = text.split('\n').count() as u64;
    match scenario::parse(text, "x.yaml") {
        Ok(s) => {
            let b = &s.board();
            check_occupancy(b)?;
            prop_assert_eq!(furunkulus::setup::endless_slide(b), None);
            prop_assert_eq!(s.pawns().len(), b.pawn_count());
            for (sq, partner, _) in b.teleporters() {
                prop_assert!(!b.is_pool(sq), "teleporter on the pool {}", sq);
                prop_assert!(partner != sq);
                prop_assert_eq!(b.teleport_target(partner).map(|t| t.0), Some(sq));
            }
            let mut names: Vec<&str> = s.pawns().iter().map(|p| p.name.as_str()).collect();
            names.sort();
            names.dedup();
            prop_assert_eq!(names.len(), s.pawns().len(), "duplicate pawn names loaded");
            // And the engine runs on it.
            let mut after = *s.board();
            let outcome = monster::run(
                &mut after,
                s.tile.unwrap_or(Tile::Steps(8)),
                &s.options,
                &mut (),
            );
            prop_assert!(outcome.steps <= MAX_STEPS);
            check_occupancy(&after)?;
            prop_assert!(!after.is_pool(after.monster()));
        }
        Err(e) => {
            prop_assert_eq!(&e.file, "x.yaml");
            prop_assert!(!e.problems.is_empty());
            for p in &e.problems {
                prop_assert!(!p.message.trim().is_empty(), "empty message: {:?}", p);
                prop_assert!(
                    p.line >= 1 && p.line <= lines + 1,
                    "problem outside the text ({} lines): {:?}",
                    lines,
                    p
                );
                prop_assert!(p.column >= 1, "column 0: {:?}", p);
            }
            let shown = e.to_string();
            for p in &e.problems {
                let line = format!("x.yaml:{}:{}: {}", p.line, p.column, p.message);
                prop_assert!(shown.contains(&line), "{:?} lacks {:?}", shown, line);
            }
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(config(384))]

    /// Arbitrary text never panics the loader.
    #[test]
    fn loader_survives_arbitrary_text(text in any::<String>()) {
        check_parse(&text)?;
    }

    /// Text made of YAML's own characters and the scenario's words never panics the loader.
    #[test]
    fn loader_survives_yaml_like_text(text in "([a-p]{0,2}[0-9]{0,2}|title|tile|pawns|stones|pools|teleporters|name|at|size|pair|arrow|face|setup|basic|monster|options|[-:{},#&*!|> \n\\[\\]]){0,40}") {
        check_parse(&text)?;
    }

    /// Randomly mutated versions of a valid scenario never panic the loader.
    #[test]
    fn loader_survives_mutated_scenarios(ms in prop::collection::vec(mutations(), 1..=8)) {
        check_parse(&mutate(SEED, &ms))?;
    }

    /// Mutations of drawn maps (the rulebook twins, and random scenarios written as maps)
    /// never panic the loader, and every problem has a place in the text.
    #[test]
    fn loader_survives_mutated_maps(spec in specs(), twin in 0usize..3, ms in prop::collection::vec(map_mutations(), 1..=6)) {
        let text = match twin {
            0 => scenario::write_map(&crate::common::valid(&build(&spec).setup)),
            1 => std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/scenarios/maps/monster-advanced.yaml")).unwrap(),
            _ => std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/scenarios/maps/pawn-2.yaml")).unwrap(),
        };
        check_parse(&mutate(&text, &ms))?;
    }

    /// Mutations of the stored puzzle files never panic the puzzle loader, and every problem
    /// has a place in the text.
    #[test]
    fn loader_survives_mutated_puzzles(which in 0usize..64, ms in prop::collection::vec(mutations(), 1..=6)) {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/scenarios/puzzles");
        let mut files: Vec<_> = std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().path()).collect();
        files.sort();
        let text = std::fs::read_to_string(&files[which % files.len()]).unwrap();
        let mutated = mutate(&text, &ms);
        let lines = mutated.split('\n').count() as u64;
        if let Err(e) = furunkulus::puzzle::parse(&mutated, "x.yaml") {
            prop_assert!(!e.problems.is_empty());
            for p in &e.problems {
                prop_assert!(p.line >= 1 && p.line <= lines + 1 && p.column >= 1, "{:?}", p);
                prop_assert!(!p.message.trim().is_empty());
            }
        }
    }

    /// Mutations of the stored game records never panic the record reader or its replay, and
    /// every problem has a place in the text.
    #[test]
    fn loader_survives_mutated_game_records(which in 0usize..16, ms in prop::collection::vec(mutations(), 1..=6)) {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/games");
        let mut files: Vec<_> = std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().path()).collect();
        files.sort();
        let text = std::fs::read_to_string(&files[which % files.len()]).unwrap();
        let mutated = mutate(&text, &ms);
        let lines = mutated.split('\n').count() as u64;
        if let Err(e) = furunkulus::game::record::parse(&mutated, "x.yaml") {
            prop_assert!(!e.problems.is_empty());
            for p in &e.problems {
                prop_assert!(p.line >= 1 && p.line <= lines + 1 && p.column >= 1, "{:?}", p);
                prop_assert!(!p.message.trim().is_empty());
            }
        }
    }

    /// Mutations of random valid scenarios never panic the loader either.
    #[test]
    fn loader_survives_mutated_random_scenarios(spec in specs(), ms in prop::collection::vec(mutations(), 0..=4)) {
        let b = build(&spec);
        check_parse(&mutate(&b.yaml, &ms))?;
    }
}

#[test]
fn the_fuzz_seed_is_valid() {
    let s = scenario::parse(SEED, "seed.yaml").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(s.pawns().len(), 3);
    assert_eq!(s.board().teleporters().count(), 2);
}

/// Found by `loader_survives_yaml_like_text`: a message that quotes a multi-line value breaks the
/// one-problem-per-line report (`x.yaml:LINE:COL: message`).
#[test]
fn every_problem_is_one_line_of_the_report() {
    for text in ["0\n\na", "stones: [\"j\\n8\"]\n"] {
        let e = scenario::parse(text, "x.yaml").expect_err("refused");
        let shown = e.to_string();
        assert_eq!(
            shown.lines().count(),
            e.problems.len() + 1,
            "{text:?} -> {shown:?}"
        );
        for line in shown.lines().skip(1) {
            assert!(line.starts_with("x.yaml:"), "{text:?} -> {line:?}");
        }
    }
}
