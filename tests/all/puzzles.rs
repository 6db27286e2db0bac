//! Puzzles (issue 5): the solver against an independent brute force, the generator's
//! determinism and uniqueness, every stored puzzle in `scenarios/puzzles/`, and refused
//! puzzle sections naming their line.

use furunkulus::board::{Board, Floor, Occupant, PawnId, PawnPlace, Piece};
use furunkulus::geometry::Square;
use furunkulus::monster;
use furunkulus::puzzle::{
    self, Difficulty, GenerateRequest, Place, Puzzle, PuzzleGoal, RuleSet, Verdict,
};
use furunkulus::render::puzzle as render;
use furunkulus::report::Style;
use furunkulus::rules::{Options, Tile};
use furunkulus::scenario::Problem;
use furunkulus::search;
use furunkulus::setup::{PawnSpec, PieceSpec};
use std::collections::BTreeSet;

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn load(text: &str) -> Puzzle {
    puzzle::parse(text, "p.yaml").unwrap_or_else(|e| panic!("{e}"))
}

fn manifest(rel: &str) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(rel)
}

/// A rulebook scenario file with a puzzle section appended.
fn rulebook_with(file: &str, section: &str) -> String {
    let text = std::fs::read_to_string(manifest(file)).unwrap();
    format!("{text}{section}")
}

// ---------------------------------------------------------------------------------------
// An independent brute force: own candidates, own goal sets, `monster::run` per tile.

/// Pawn names, then the player of every pawn, placed ones last.
fn players(p: &Puzzle) -> Vec<(String, Option<String>)> {
    let mut out: Vec<(String, Option<String>)> = p
        .scenario
        .pawns()
        .iter()
        .map(|i| (i.name.clone(), i.player.clone()))
        .collect();
    if let Place::Pawns { count, player } = &p.place {
        for k in 0..*count {
            out.push((format!("placed{k}"), Some(player.clone())));
        }
    }
    out
}

/// Indices of the pawns that must be removed and of those that must not be.
fn goal_sets(p: &Puzzle) -> (Vec<usize>, Vec<usize>) {
    let all = players(p);
    let existing = p.scenario.pawns().len();
    match &p.goal {
        PuzzleGoal::Survive => match p.place {
            Place::Pawns { .. } => (vec![], (existing..all.len()).collect()),
            Place::Pieces { .. } => (vec![], (0..existing).collect()),
        },
        PuzzleGoal::FeedSpare {
            feed,
            feed_all_of,
            spare,
        } => {
            let of = |player: &Option<String>| -> Vec<usize> {
                all.iter()
                    .enumerate()
                    .filter(|(_, (_, p))| player.is_some() && p == player)
                    .map(|(i, _)| i)
                    .collect()
            };
            let mut f: Vec<usize> = all
                .iter()
                .enumerate()
                .filter(|(i, (n, _))| *i < existing && feed.contains(n))
                .map(|(i, _)| i)
                .collect();
            f.extend(of(feed_all_of));
            (f, of(spare))
        }
    }
}

fn brute_candidates(b: &Board) -> Vec<Square> {
    Square::all()
        .filter(|&s| {
            b.occupant(s) == Occupant::Empty && s != b.monster() && b.floor(s) == Floor::Plain
        })
        .collect()
}

fn works(p: &Puzzle, squares: &[Square], options: &Options) -> bool {
    let (feed, spare) = goal_sets(p);
    // The placement, through the setup layer like every position.
    let mut setup = p.scenario.setup().clone();
    for (i, &at) in squares.iter().enumerate() {
        match &p.place {
            Place::Pawns { .. } => setup.pawns.push(PawnSpec::at(&format!("new{i}"), at)),
            Place::Pieces { piece, .. } => setup.pieces.push(PieceSpec { at, piece: *piece }),
        }
    }
    let placed = *crate::common::valid(&setup).board();
    p.tiles.iter().all(|&tile| {
        let mut b = placed;
        monster::run(&mut b, tile, options, &mut ());
        let gone = |i: usize| matches!(b.pawn(PawnId(i as u8)), PawnPlace::Removed(..));
        feed.iter().all(|&i| gone(i)) && spare.iter().all(|&i| !gone(i))
    })
}

/// Every solution of a puzzle placing one or two things, by replaying every placement.
fn brute_force(p: &Puzzle) -> Vec<Vec<Square>> {
    let options = p.scenario.options;
    let cands = brute_candidates(p.scenario.board());
    let mut out = Vec::new();
    match p.place.count() {
        1 => {
            for &a in &cands {
                if works(p, &[a], &options) {
                    out.push(vec![a]);
                }
            }
        }
        2 => {
            for (i, &a) in cands.iter().enumerate() {
                for &b in &cands[i + 1..] {
                    if works(p, &[a, b], &options) {
                        out.push(vec![a, b]);
                    }
                }
            }
        }
        n => panic!("the brute force places one or two things, not {n}"),
    }
    for s in &mut out {
        s.sort_by_key(|q| q.column_major());
    }
    out.sort_by_key(|s| s.iter().map(|q| q.column_major()).collect::<Vec<_>>());
    out
}

#[track_caller]
fn agrees_with_brute_force(text: &str) -> puzzle::Solved {
    let p = load(text);
    let solved = puzzle::solve(&p, &p.scenario.options);
    assert!(solved.complete);
    assert_eq!(solved.solutions, brute_force(&p), "for:\n{text}");
    assert_eq!(
        solved.placements,
        search::choose(brute_candidates(p.scenario.board()).len(), p.place.count())
    );
    solved
}

const BASIC_THREE: &str = "setup: basic
monster: { at: j8, facing: east }
pawns:
  - { name: A, at: j2, player: red }
  - { name: C, at: m6, player: red }
  - { name: G, at: p7, player: blue }
";

#[test]
fn solver_matches_brute_force_placing_one_pawn() {
    for tiles in ["[8]", "[5]", "[10, prey-1]", "[prey-2]", "[7, 8]"] {
        agrees_with_brute_force(&format!(
            "{BASIC_THREE}puzzle:\n  tiles: {tiles}\n  place: {{ count: 1, player: blue }}\n  goal: {{ feed-all-of: red, spare: blue }}\n"
        ));
        agrees_with_brute_force(&format!(
            "{BASIC_THREE}puzzle:\n  tiles: {tiles}\n  place: {{ count: 1, player: blue }}\n  goal: survive\n"
        ));
    }
}

#[test]
fn solver_matches_brute_force_placing_two_pawns() {
    agrees_with_brute_force(&format!(
        "{BASIC_THREE}puzzle:\n  tiles: [8]\n  place: {{ count: 2, player: blue }}\n  goal: {{ feed-all-of: red, spare: blue }}\n"
    ));
    agrees_with_brute_force(&rulebook_with(
        "scenarios/rulebook/monster-basic.yaml",
        "puzzle:\n  place: { count: 2, player: green }\n  goal: feed [A, B]\n",
    ));
}

#[test]
fn solver_matches_brute_force_placing_stones() {
    for goal in ["survive", "{ feed: [D] }", "{ feed: [A], spare: blue }"] {
        let text = rulebook_with(
            "scenarios/rulebook/monster-advanced.yaml",
            &format!("puzzle:\n  place: {{ count: 1, piece: stone }}\n  goal: {goal}\n"),
        )
        .replace("{ name: E, at: m6 }", "{ name: E, at: m6, player: blue }");
        agrees_with_brute_force(&text);
    }
    for piece in ["pivot-right", "crystal"] {
        agrees_with_brute_force(&rulebook_with(
            "scenarios/rulebook/monster-advanced.yaml",
            &format!(
                "puzzle:\n  place: {{ count: 1, piece: {piece} }}\n  goal: {{ feed: [C, E] }}\n"
            ),
        ));
    }
    agrees_with_brute_force(&format!(
        "{BASIC_THREE}puzzle:\n  tiles: [8]\n  place: {{ count: 2, piece: stone }}\n  goal: {{ feed: [A], spare: blue }}\n"
    ));
}

#[test]
fn solver_matches_search_place_for_pawns() {
    let p = load(&format!(
        "{BASIC_THREE}puzzle:\n  tiles: [8, 10]\n  place: {{ count: 2, player: blue }}\n  goal: {{ feed-all-of: red, spare: blue }}\n"
    ));
    let solved = puzzle::solve(&p, &p.scenario.options);
    let placed = search::place(
        p.scenario.board(),
        &p.scenario.options,
        2,
        &p.goal(),
        &p.tiles,
        &|_| {},
    );
    assert_eq!(solved.solutions, placed);
}

#[test]
fn verdicts_unique_none_and_multiple() {
    // Nothing can reach A with a 1: no solution.
    let none = agrees_with_brute_force(
        "monster: { at: a1, facing: east }\npawns: [ { name: A, at: p11 } ]\npuzzle:\n  tiles: [1]\n  place: { count: 1, piece: stone }\n  goal: feed [A]\n",
    );
    assert_eq!(none.verdict(), Verdict::None);
    // Almost anywhere is safe: many solutions.
    let many = agrees_with_brute_force(
        "monster: { at: a1, facing: east }\npawns: []\npuzzle:\n  tiles: [5]\n  place: { count: 1, player: blue }\n  goal: survive\n",
    );
    assert!(matches!(many.verdict(), Verdict::Multiple(n) if n > 100));
    // Whatever the count, the verdict follows it.
    let p = load("monster: { at: a1, facing: south }\npawns: [ { name: A, at: c1, player: red } ]\npuzzle:\n  tiles: [2]\n  place: { count: 1, piece: stone }\n  goal: { feed: [A] }\n");
    let s = puzzle::solve(&p, &p.scenario.options);
    assert_eq!(s.solutions, brute_force(&p));
    assert_eq!(
        s.verdict(),
        match s.solutions.len() {
            0 => Verdict::None,
            1 => Verdict::Unique,
            n => Verdict::Multiple(n),
        }
    );
}

#[test]
fn placed_pawns_take_the_next_free_names() {
    let p = load(&format!(
        "{BASIC_THREE}puzzle:\n  tiles: [8]\n  place: {{ count: 2, player: G }}\n  goal: survive\n"
    ));
    assert_eq!(p.placed_names(), vec!["G1", "G2"]);
    let p = load("pawns:\n  - { name: blue1, at: c4, player: blue }\n  - { name: blue3, at: c6, player: blue }\npuzzle:\n  tiles: [5]\n  place: { count: 2, player: blue }\n  goal: survive\n");
    assert_eq!(p.placed_names(), vec!["blue2", "blue4"]);
    let s = p.scenario_with(&[sq("h1"), sq("h2")]);
    assert_eq!(s.pawn_id("blue2"), Some(PawnId(2)));
    assert_eq!(s.board().pawn_square(PawnId(3)), Some(sq("h2")));
    assert_eq!(s.pawns()[3].player.as_deref(), Some("blue"));
}

#[test]
fn the_goal_word_forms() {
    let p = load(&format!(
        "{BASIC_THREE}puzzle:\n  tiles: 8\n  place: {{ count: 1, player: blue }}\n  goal: feed [A, C]\n"
    ));
    assert_eq!(p.tiles, vec![Tile::Steps(8)]);
    assert_eq!(
        p.goal,
        PuzzleGoal::FeedSpare {
            feed: vec!["A".into(), "C".into()],
            feed_all_of: None,
            spare: None
        }
    );
    let p = load(&format!(
        "{BASIC_THREE}tile: 7\npuzzle:\n  place: {{ count: 1, piece: stone }}\n  goal: survive\n"
    ));
    assert_eq!(p.tiles, vec![Tile::Steps(7)]);
    assert_eq!(
        p.place,
        Place::Pieces {
            count: 1,
            piece: Piece::Stone
        }
    );
}

// ---------------------------------------------------------------------------------------
// The generator.

#[test]
fn generation_is_deterministic() {
    let texts = |g: &puzzle::Generation| {
        g.puzzles
            .iter()
            .map(|p| (p.file_name.clone(), p.text.clone()))
            .collect::<Vec<_>>()
    };
    for (difficulty, rules, count) in [
        (Difficulty::Easy, RuleSet::Basic, 3),
        (Difficulty::Easy, RuleSet::Advanced, 3),
        (Difficulty::Hard, RuleSet::Advanced, 1),
    ] {
        let req = GenerateRequest {
            seed: 7,
            count,
            difficulty,
            rules,
        };
        let a = puzzle::generate(&req);
        let b = puzzle::generate(&req);
        assert!(!a.gave_up);
        assert_eq!(a.puzzles.len(), count);
        assert_eq!(texts(&a), texts(&b));
        assert_eq!(a.attempts, b.attempts);
        if difficulty == Difficulty::Easy {
            // A shorter run is the start of a longer one.
            let one = puzzle::generate(&GenerateRequest { count: 1, ..req });
            assert_eq!(texts(&one)[0], texts(&a)[0]);
            // Another seed, other puzzles.
            let other = puzzle::generate(&GenerateRequest { seed: 8, ..req });
            assert_ne!(texts(&other)[0].1, texts(&a)[0].1);
        }
    }
}

/// The stored puzzles were written by the generator: regenerating one request gives the
/// same bytes.
#[test]
fn stored_puzzles_regenerate_byte_for_byte() {
    for rules in RuleSet::ALL {
        let g = puzzle::generate(&GenerateRequest {
            seed: 2003,
            count: 4,
            difficulty: Difficulty::Easy,
            rules,
        });
        assert_eq!(g.puzzles.len(), 4);
        for made in &g.puzzles {
            let stored =
                std::fs::read_to_string(manifest(&format!("scenarios/puzzles/{}", made.file_name)))
                    .unwrap();
            assert_eq!(stored, made.text, "{}", made.file_name);
        }
    }
}

#[test]
fn every_generated_puzzle_is_unique_and_states_what_was_measured() {
    for (seed, difficulty, rules, count) in [
        (11, Difficulty::Easy, RuleSet::Basic, 3),
        (12, Difficulty::Medium, RuleSet::Advanced, 1),
        (13, Difficulty::Hard, RuleSet::Basic, 1),
    ] {
        let g = puzzle::generate(&GenerateRequest {
            seed,
            count,
            difficulty,
            rules,
        });
        assert_eq!(g.puzzles.len(), count);
        for made in &g.puzzles {
            let p = puzzle::parse(&made.text, &made.file_name).unwrap_or_else(|e| panic!("{e}"));
            let options = p.scenario.options;
            let solved = puzzle::solve(&p, &options);
            assert_eq!(solved.verdict(), Verdict::Unique, "{}", made.text);
            assert_eq!(solved.solutions, vec![made.solution.clone()]);
            assert_eq!(p.solution, Some(solved.solutions.clone()));
            let f = puzzle::features(&p, &options, &made.solution, solved.near_misses);
            assert_eq!(p.features, Some(f));
            let score = puzzle::score(p.place.count(), p.tiles.len(), &f);
            assert_eq!(p.score, Some(score));
            assert_eq!(p.difficulty, Some(difficulty));
            assert_eq!(Difficulty::of_score(score), difficulty);
            assert_eq!(p.rules, Some(rules));
            assert_eq!(p.seed, Some(seed));
            if p.place.count() <= 2 && p.tiles.len() <= 2 {
                assert_eq!(brute_force(&p), solved.solutions, "{}", made.text);
            }
        }
    }
}

#[test]
fn advanced_positions_keep_g9() {
    let g = puzzle::generate(&GenerateRequest {
        seed: 3,
        count: 3,
        difficulty: Difficulty::Easy,
        rules: RuleSet::Advanced,
    });
    let clear = ["a1", "b1", "a2", "b2", "p11", "o11", "p10", "o10"].map(sq);
    for made in &g.puzzles {
        let b = &made.puzzle.scenario.board();
        for s in clear {
            assert!(
                !matches!(b.occupant(s), Occupant::Piece(_)) && b.floor(s) == Floor::Plain,
                "{s} is not clear in\n{}",
                made.text
            );
        }
        let teleporters: Vec<Square> = b.teleporters().map(|(s, _, _)| s).collect();
        assert_eq!(teleporters.len(), 4);
        for &t in &teleporters {
            for d in furunkulus::geometry::Dir::ALL {
                assert!(!t.step(d).is_some_and(|n| b.is_teleporter(n)));
            }
        }
        assert_eq!(b.pieces().count(), 11);
        assert_eq!(b.pools().count(), 8);
    }
}

// ---------------------------------------------------------------------------------------
// The stored puzzles.

/// The stored puzzles are the writer's own text: reading one and writing it again gives the
/// same bytes, so the writer and the reader agree on every key.
#[test]
fn stored_puzzles_write_back_byte_for_byte() {
    let mut n = 0;
    for f in std::fs::read_dir(manifest("scenarios/puzzles")).unwrap() {
        let path = f.unwrap().path();
        let text = std::fs::read_to_string(&path).unwrap();
        let p = puzzle::load_file(&path).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(puzzle::write_puzzle(&p), text, "{}", path.display());
        n += 1;
    }
    assert!(n >= 20);
}

/// Puzzles of every shape (pieces placed, `survive`, named pawns to feed, a scenario `tile:`,
/// options, no stated solution) are written so that they load back the same.
#[test]
fn written_puzzles_load_back_to_the_same_puzzle() {
    let texts = [
        "title: 'Stones: keep red safe'\nsetup: basic\ntile: prey-1\nmonster: { at: j8, facing: north }\npawns: [ { name: R, at: j6, player: red, face: 4 }, { name: W, at: waiting } ]\noptions: { pivot-chain: push }\npuzzle:\n  place: { count: 2, piece: pivot-around }\n  goal: survive\n",
        "monster: { at: j8, facing: east }\npawns:\n  - { name: A, at: j2 }\n  - { name: B, at: i8, player: red }\npuzzle:\n  tiles: [8, 5, prey-2]\n  place: { count: 1, player: blue }\n  goal: { feed: [A, B] }\n  solution: []\n  rules: basic\n  seed: 3\n",
        "monster: { at: j8, facing: east }\npawns:\n  - { name: A, at: j2, player: red }\npuzzle:\n  tiles: [8]\n  place: { count: 1, player: blue }\n  goal: { spare: blue }\n  solution: [[a2], [b3]]\n  features: { near_misses: 2, steps: 8, push: true, slide: false, wall: false, pivot: false, teleporter: true }\n  score: 2\n  difficulty: easy\n",
    ];
    for text in texts {
        let p = load(text);
        let written = puzzle::write_puzzle(&p);
        let back = load(&written);
        assert_eq!(back.scenario, p.scenario, "{written}");
        assert_eq!(back.tiles, p.tiles, "{written}");
        assert_eq!(back.place, p.place, "{written}");
        assert_eq!(back.goal, p.goal, "{written}");
        assert_eq!(back.solution, p.solution, "{written}");
        assert_eq!(back.features, p.features, "{written}");
        assert_eq!(
            (
                back.score,
                back.difficulty,
                back.rules,
                back.seed,
                back.attempt
            ),
            (p.score, p.difficulty, p.rules, p.seed, p.attempt),
            "{written}"
        );
        assert_eq!(puzzle::write_puzzle(&back), written);
    }
}

#[test]
fn every_stored_puzzle_loads_is_unique_and_its_solution_is_the_solvers() {
    let dir = manifest("scenarios/puzzles");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "yaml"))
        .collect();
    files.sort();
    assert!(files.len() >= 20, "only {} puzzles stored", files.len());
    let mut kinds = BTreeSet::new();
    for f in &files {
        let p = puzzle::load_file(f).unwrap_or_else(|e| panic!("{e}"));
        let options = p.scenario.options;
        let solved = puzzle::solve(&p, &options);
        assert_eq!(solved.verdict(), Verdict::Unique, "{}", f.display());
        assert_eq!(
            p.solution.as_ref(),
            Some(&solved.solutions),
            "{}: the stored solution is not the solver's",
            f.display()
        );
        let f_measured = puzzle::features(&p, &options, &solved.solutions[0], solved.near_misses);
        assert_eq!(p.features, Some(f_measured), "{}", f.display());
        let score = puzzle::score(p.place.count(), p.tiles.len(), &f_measured);
        assert_eq!(p.score, Some(score), "{}", f.display());
        let d = p.difficulty.expect("a stored puzzle states its difficulty");
        assert_eq!(Difficulty::of_score(score), d, "{}", f.display());
        let rules = p.rules.expect("a stored puzzle states its rules");
        kinds.insert((rules.name(), d.name()));
        assert_eq!(
            puzzle::stated_solution_matches(&p, &solved),
            Some(true),
            "{}",
            f.display()
        );
    }
    for rules in RuleSet::ALL {
        for d in Difficulty::ALL {
            assert!(
                kinds.contains(&(rules.name(), d.name())),
                "no stored {rules} {d} puzzle"
            );
        }
    }
}

// ---------------------------------------------------------------------------------------
// Rendering.

#[test]
fn solve_json_follows_format_section_5() {
    let p = load(&format!(
        "{BASIC_THREE}puzzle:\n  tiles: [8]\n  place: {{ count: 1, player: blue }}\n  goal: {{ feed-all-of: red, spare: blue }}\n  solution: []\n"
    ));
    let solved = puzzle::solve(&p, &p.scenario.options);
    let traces: Vec<_> = solved
        .solutions
        .iter()
        .map(|s| puzzle::trace_solution(&p, &p.scenario.options, s))
        .collect();
    let doc = render::solve_json(&p, &solved, &traces);
    let verdict = doc["verdict"].as_str().unwrap();
    assert!(["unique", "none", "multiple"].contains(&verdict));
    assert_eq!(verdict, solved.verdict().name());
    let sols = doc["solutions"].as_array().unwrap();
    assert_eq!(sols.len(), solved.solutions.len());
    for (j, s) in sols.iter().zip(&solved.solutions) {
        let names: Vec<String> = j
            .as_array()
            .unwrap()
            .iter()
            .map(|q| q.as_str().unwrap().to_string())
            .collect();
        assert_eq!(names, s.iter().map(|q| q.to_string()).collect::<Vec<_>>());
    }
    assert_eq!(
        doc["stated_solution"],
        if solved.solutions.is_empty() {
            "matches"
        } else {
            "differs"
        }
    );
    if !traces.is_empty() {
        assert_eq!(doc["traces"][0]["tiles"][0]["tile"], "8");
    }
}

#[test]
fn solve_text_tells_the_verdict_and_the_trace() {
    let text = "setup: basic\nmonster: { at: j8, facing: north }\npawns: [ { name: R, at: j6, player: red } ]\npuzzle:\n  tiles: [1]\n  place: { count: 1, piece: stone }\n  goal: survive\n";
    let p = load(text);
    let solved = puzzle::solve(&p, &p.scenario.options);
    // Whatever the verdict, the text must say it.
    let traces: Vec<_> = solved
        .solutions
        .iter()
        .take(1)
        .map(|s| puzzle::trace_solution(&p, &p.scenario.options, s))
        .collect();
    let out = render::solve_text(&p, &solved, &traces, &Style::default());
    match solved.verdict() {
        Verdict::Unique => assert!(out.contains("Unique: the only solution is"), "{out}"),
        Verdict::None => assert!(out.contains("No solution"), "{out}"),
        Verdict::Multiple(n) => assert!(out.contains(&format!("{n} solutions")), "{out}"),
    }
    if !traces.is_empty() {
        assert!(out.contains("Step 1: monster on j8 facing north"), "{out}");
        assert!(out.contains("Final look (M1)"), "{out}");
    }
}

// ---------------------------------------------------------------------------------------
// Refused puzzle sections: every problem names its line, together with the scenario's.

fn refused(text: &str) -> Vec<Problem> {
    match puzzle::parse(text, "bad.yaml") {
        Ok(_) => panic!("accepted a bad puzzle:\n{text}"),
        Err(e) => {
            assert_eq!(e.file, "bad.yaml");
            assert!(e.to_string().contains("bad.yaml:"), "{e}");
            e.problems
        }
    }
}

#[track_caller]
fn refused_on(text: &str, line: u64, needles: &[&str]) {
    let ps = refused(text);
    assert!(
        ps.iter()
            .any(|p| p.line == line && needles.iter().all(|n| p.message.contains(n))),
        "no problem on line {line} mentioning {needles:?} for:\n{text}\ngot {ps:#?}"
    );
}

const HEAD: &str = "monster: { at: j8, facing: east }\npawns:\n  - { name: A, at: j2, player: red }\n  - { name: B, at: m6, player: blue }\n";

#[test]
fn a_puzzle_file_needs_a_puzzle_section() {
    refused_on(HEAD, 1, &["`puzzle:` section"]);
}

#[test]
fn bad_puzzle_sections_name_the_line() {
    let cases: &[(&str, u64, &[&str])] = &[
        (
            "puzzle:\n  tiles: [8]\n  place: { count: 1, player: blue }\n  goal: survive\n  colour: red\n",
            9,
            &["unknown key `colour`"],
        ),
        (
            "puzzle:\n  tiles: [8, 30]\n  place: { count: 1, player: blue }\n  goal: survive\n",
            6,
            &["`30` is not a tile"],
        ),
        (
            "puzzle:\n  tiles: []\n  place: { count: 1, player: blue }\n  goal: survive\n",
            6,
            &["at least one tile"],
        ),
        (
            "puzzle:\n  place: { count: 1, player: blue }\n  goal: survive\n",
            6,
            &["missing `tiles`"],
        ),
        (
            "puzzle:\n  tiles: [8]\n  goal: survive\n",
            6,
            &["missing `place`"],
        ),
        (
            "puzzle:\n  tiles: [8]\n  place: { count: 0, player: blue }\n  goal: survive\n",
            7,
            &["count", "1 or more"],
        ),
        (
            "puzzle:\n  tiles: [8]\n  place: { count: 1, player: blue, piece: stone }\n  goal: survive\n",
            7,
            &["not both"],
        ),
        (
            "puzzle:\n  tiles: [8]\n  place: { count: 1, piece: boulder }\n  goal: survive\n",
            7,
            &["`boulder` is unknown"],
        ),
        (
            "puzzle:\n  tiles: [8]\n  place: { count: 500, piece: stone }\n  goal: survive\n",
            7,
            &["only", "empty squares"],
        ),
        (
            "puzzle:\n  tiles: [8]\n  place: { count: 1, player: blue }\n  goal: win\n",
            8,
            &["puzzle `goal`", "survive"],
        ),
        (
            "puzzle:\n  tiles: [8]\n  place: { count: 1, player: blue }\n  goal: { feed: [Z] }\n",
            8,
            &["no pawn `Z`"],
        ),
        (
            "puzzle:\n  tiles: [8]\n  place: { count: 1, player: blue }\n  goal: { feed-all-of: green }\n",
            8,
            &["no pawn of player `green`"],
        ),
        (
            "puzzle:\n  tiles: [8]\n  place: { count: 1, player: blue }\n  goal: { feed-all-of: red, spare: red }\n",
            8,
            &["both to feed and to spare"],
        ),
        (
            "puzzle:\n  tiles: [8]\n  place: { count: 1, player: blue }\n  goal: { feed: [A], spare: red }\n",
            8,
            &["A is to be fed", "spared"],
        ),
        (
            "puzzle:\n  tiles: [8]\n  place: { count: 1, player: blue }\n  goal: { eat: [A] }\n",
            8,
            &["unknown key `eat`"],
        ),
        (
            "puzzle:\n  tiles: [8]\n  place: { count: 2, player: blue }\n  goal: survive\n  solution: [[c4]]\n",
            9,
            &["must list 2 squares"],
        ),
        (
            "puzzle:\n  tiles: [8]\n  place: { count: 1, player: blue }\n  goal: survive\n  solution:\n    - [z9]\n",
            10,
            &["`z9` is not a square"],
        ),
        (
            "puzzle:\n  tiles: [8]\n  place: { count: 2, player: blue }\n  goal: survive\n  solution: [[c4, c4]]\n",
            9,
            &["one square twice"],
        ),
        (
            "puzzle:\n  tiles: [8]\n  place: { count: 1, player: blue }\n  goal: survive\n  features: { near_misses: 1, steps: 8, push: true, slide: false, wall: false, pivot: false }\n",
            9,
            &["missing `teleporter`"],
        ),
        (
            "puzzle:\n  tiles: [8]\n  place: { count: 1, player: blue }\n  goal: survive\n  features: { near_misses: -1, steps: 8, push: yes, slide: false, wall: false, pivot: false, teleporter: false }\n",
            9,
            &["near_misses", "whole number"],
        ),
        (
            "puzzle:\n  tiles: [8]\n  place: { count: 1, player: blue }\n  goal: survive\n  difficulty: extreme\n",
            9,
            &["`extreme` is unknown"],
        ),
        (
            "puzzle:\n  tiles: [8]\n  place: { count: 1, player: blue }\n  goal: survive\n  rules: expert\n",
            9,
            &["`expert` is unknown"],
        ),
        (
            "puzzle: [8]\n",
            5,
            &["puzzle must be a map"],
        ),
    ];
    for (section, line, needles) in cases {
        refused_on(&format!("{HEAD}{section}"), *line, needles);
    }
}

#[test]
fn tiles_given_twice_are_refused() {
    refused_on(
        &format!("tile: 8\n{HEAD}puzzle:\n  tiles: [8]\n  place: {{ count: 1, player: blue }}\n  goal: survive\n"),
        7,
        &["give the tiles once"],
    );
}

#[test]
fn scenario_and_puzzle_problems_are_reported_together() {
    let text = "monster: { at: j8, facing: east }\npawns:\n  - { name: A, at: q2, player: red }\npuzzle:\n  tiles: [8]\n  place: { count: 1, player: blue }\n  goal: survive\n  difficulty: extreme\n";
    let ps = refused(text);
    assert!(
        ps.iter().any(|p| p.line == 3 && p.message.contains("q2")),
        "{ps:#?}"
    );
    assert!(
        ps.iter()
            .any(|p| p.line == 8 && p.message.contains("extreme")),
        "{ps:#?}"
    );
    // In file order.
    let lines: Vec<u64> = ps.iter().map(|p| p.line).collect();
    let mut sorted = lines.clone();
    sorted.sort();
    assert_eq!(lines, sorted);
    // A pawn the scenario refused is not reported again as unknown to the goal.
    let text = "pawns:\n  - { name: A, at: q2, player: red }\npuzzle:\n  tiles: [8]\n  place: { count: 1, player: blue }\n  goal: { feed: [A] }\n";
    let ps = refused(text);
    assert_eq!(ps.len(), 1, "{ps:#?}");
    assert_eq!(ps[0].line, 2);
}

#[test]
fn plain_scenarios_still_refuse_a_puzzle_key() {
    let e = furunkulus::scenario::parse(&format!("{HEAD}puzzle:\n  tiles: [8]\n"), "s.yaml")
        .unwrap_err();
    assert_eq!(e.problems.len(), 1);
    assert_eq!(e.problems[0].line, 5);
    assert!(e.problems[0].message.contains("unknown key `puzzle`"));
    // `puzzle` is not offered as a known key of a plain scenario.
    let known = e.problems[0]
        .message
        .split("known keys: ")
        .nth(1)
        .unwrap_or("");
    assert!(known.contains("options"), "{known}");
    assert!(!known.contains("puzzle"), "{known}");
}

#[test]
fn load_any_reads_scenarios_and_puzzles() {
    let (s, p) = puzzle::parse_any(HEAD, "s.yaml").unwrap();
    assert!(p.is_none());
    assert_eq!(s.pawns().len(), 2);
    let (s, p) = puzzle::parse_any(
        &format!(
            "{HEAD}puzzle:\n  tiles: [8]\n  place: {{ count: 1, player: blue }}\n  goal: survive\n"
        ),
        "p.yaml",
    )
    .unwrap();
    assert_eq!(p.unwrap().scenario.board(), s.board());
    let e = puzzle::parse_any(&format!("{HEAD}puzzle:\n  tiles: [8]\n"), "p.yaml").unwrap_err();
    assert!(e
        .problems
        .iter()
        .any(|p| p.message.contains("missing `place`")));
    for f in std::fs::read_dir(manifest("scenarios/rulebook")).unwrap() {
        let path = f.unwrap().path();
        let (s, p) = puzzle::load_any(&path).unwrap_or_else(|e| panic!("{e}"));
        assert!(p.is_none());
        assert_eq!(
            s.board(),
            furunkulus::scenario::load_file(&path).unwrap().board()
        );
    }
}

/// The example of the module docs (copied to the README) is a real puzzle with its answer.
#[test]
fn the_documented_example_is_right() {
    let src = std::fs::read_to_string(manifest("src/puzzle/mod.rs")).unwrap();
    let yaml: String = src
        .lines()
        .skip_while(|l| *l != "//! ```yaml")
        .skip(1)
        .take_while(|l| *l != "//! ```")
        .map(|l| format!("{}\n", l.strip_prefix("//! ").unwrap_or("")))
        .collect();
    let p = load(&yaml);
    let solved = puzzle::solve(&p, &p.scenario.options);
    assert_eq!(solved.verdict(), Verdict::Unique);
    assert_eq!(p.solution, Some(solved.solutions.clone()));
    assert_eq!(p.solution, Some(vec![vec![sq("a4"), sq("g6")]]));
    assert_eq!(p.placed_names(), vec!["blue2", "blue3"]);
    let stored = puzzle::load_file(&manifest("scenarios/puzzles/basic-hard-8-22.yaml")).unwrap();
    assert_eq!(stored.scenario.board(), p.scenario.board());
    assert_eq!(stored.features, p.features);
}
