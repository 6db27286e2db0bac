//! The `feast` puzzle (issue 28, point 5): the pruned search against an independent brute
//! force that walks every placement, the stored feast puzzles (unique under every rule
//! option value, every piece needed, their words), the file's checks, the question in three
//! languages and the generator.

use furunkulus::board::{Board, PawnId, PawnPlace};
use furunkulus::geometry::Square;
use furunkulus::i18n::Lang;
use furunkulus::monster::{self, Ending};
use furunkulus::puzzle::{
    self, Answer, Ask, Difficulty, GenerateRequest, Kind, Place, Puzzle, PuzzleGoal, RuleSet,
    Verdict,
};
use furunkulus::rules::Options;
use furunkulus::setup::{PawnSpec, PieceSpec, Spot};

fn manifest(rel: &str) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(rel)
}

fn feast_files() -> Vec<std::path::PathBuf> {
    let mut files: Vec<_> = std::fs::read_dir(manifest("scenarios/puzzles"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.contains("-feast-") && n.ends_with(".yaml"))
        })
        .collect();
    files.sort();
    files
}

fn load(text: &str) -> Puzzle {
    puzzle::parse(text, "p.yaml").unwrap_or_else(|e| panic!("{e}"))
}

/// The board with `squares` placed, through the setup layer (placed pawns get the solver's
/// colour), and the ids of the pawns to feed and to spare, read off the players.
fn placed(p: &Puzzle, squares: &[Square]) -> (Board, Vec<PawnId>, Vec<PawnId>) {
    let mut setup = p.scenario.setup().clone();
    let PuzzleGoal::FeedSpare {
        feed,
        feed_all_of,
        spare,
    } = &p.goal
    else {
        panic!("a feast feeds")
    };
    for (i, &at) in squares.iter().enumerate() {
        match p.place().unwrap() {
            Place::Pawns { player, .. } => setup.pawns.push(PawnSpec {
                name: format!("new{i}"),
                at: Spot::At(at),
                player: Some(player.clone()),
                face: None,
            }),
            Place::Pieces { piece, .. } => setup.pieces.push(PieceSpec { at, piece: *piece }),
        }
    }
    let scenario = setup.validate().unwrap();
    let of = |player: &Option<String>| -> Vec<PawnId> {
        setup
            .pawns
            .iter()
            .enumerate()
            .filter(|(_, q)| player.is_some() && q.player == *player)
            .map(|(i, _)| PawnId(i as u8))
            .collect()
    };
    let mut f = of(feed_all_of);
    for n in feed {
        let i = setup.pawns.iter().position(|q| &q.name == n).unwrap();
        f.push(PawnId(i as u8));
    }
    (*scenario.board(), f, of(spare))
}

/// The goal by walking: the monster walks on until every pawn to feed is gone or one to
/// spare is, or it repeats itself (then the goal never holds).
fn feasts(board: &Board, feed: &[PawnId], spare: &[PawnId], options: &Options) -> bool {
    let gone = |b: &Board, id: &PawnId| matches!(b.pawn(*id), PawnPlace::Removed(_));
    let mut b = *board;
    let ending = monster::walk_endless(&mut b, options, &mut (), |b| {
        spare.iter().any(|id| gone(b, id)) || feed.iter().all(|id| gone(b, id))
    });
    matches!(ending, Ending::Done { .. })
        && spare.iter().all(|id| !gone(&b, id))
        && feed.iter().all(|id| gone(&b, id))
}

/// Every placement walked, no pruning: the solutions.
fn brute_force(p: &Puzzle, options: &Options) -> Vec<Vec<Square>> {
    let b = p.scenario.board();
    let cands: Vec<Square> = Square::all().filter(|&s| b.is_open(s)).collect();
    let mut out = Vec::new();
    let k = p.place().unwrap().count();
    let mut check = |mut squares: Vec<Square>| {
        let (board, feed, spare) = placed(p, &squares);
        if feasts(&board, &feed, &spare, options) {
            puzzle::sort_placement(&mut squares);
            out.push(squares);
        }
    };
    match k {
        1 => cands.iter().for_each(|&a| check(vec![a])),
        2 => {
            for (i, &a) in cands.iter().enumerate() {
                for &c in &cands[i + 1..] {
                    check(vec![a, c]);
                }
            }
        }
        _ => panic!("the brute force places one or two"),
    }
    out.sort_by_key(|p| p.iter().map(|s| s.column_major()).collect::<Vec<_>>());
    out
}

fn squares_of(answers: &[Answer]) -> Vec<Vec<Square>> {
    answers
        .iter()
        .map(|a| match a {
            Answer::Squares(s) => s.clone(),
            other => panic!("{other:?}"),
        })
        .collect()
}

const SMALL: &str = "monster: {at: f6, facing: east}
stones: [k6, f3]
pawns:
  - {name: blue1, at: f8, player: blue}
  - {name: blue2, at: m9, player: blue}
  - {name: red1, at: c6, player: red}
puzzle:
  kind: feast
  place: {count: 1, player: red}
  goal: {feed-all-of: blue, spare: red}
";

/// The pruned search finds exactly what walking every placement finds, placing one pawn,
/// one stone, and two pawns; and it walks far fewer placements than there are.
#[test]
fn the_pruned_search_matches_walking_every_placement() {
    let o = Options::default();
    for text in [
        SMALL.to_string(),
        SMALL.replace("{count: 1, player: red}", "{count: 1, piece: stone}"),
        SMALL.replace("{count: 1, player: red}", "{count: 2, player: red}"),
    ] {
        let p = load(&text);
        let solved = puzzle::solve(&p, &o);
        let brute = brute_force(&p, &o);
        if solved.complete {
            assert_eq!(squares_of(&solved.solutions), brute, "{text}");
        } else {
            // More than it lists: every one it lists is one, and there are more.
            assert!(brute.len() > solved.solutions.len(), "{text}");
            for s in squares_of(&solved.solutions) {
                assert!(brute.contains(&s), "{text}: {s:?}");
            }
        }
        eprintln!("{} solutions", brute.len());
        let s = puzzle::search_feast(&p, &o, None);
        assert!(
            s.walks < s.placements,
            "{} walks of {}",
            s.walks,
            s.placements
        );
    }
}

/// Every stored feast puzzle (at least 6): unique under every value of every rule option,
/// its stated answer right, written back byte for byte, its words ours; one of each
/// difficulty; and the brute force agrees where it can (one or two pieces).
#[test]
fn every_stored_feast_is_unique_under_every_option_value() {
    let files = feast_files();
    assert!(
        files.len() >= 6,
        "only {} feast puzzles stored",
        files.len()
    );
    let mut difficulties = std::collections::BTreeSet::new();
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        let p = puzzle::load_file(f).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(p.kind, Kind::Feast);
        assert!(p.tiles.is_empty());
        let stated = p.solution.clone().unwrap();
        for o in puzzle::option_settings(&p.scenario.options, &[]) {
            let solved = puzzle::solve(&p, &o);
            assert_eq!(solved.verdict(), Verdict::Unique, "{f:?} under {o:?}");
            assert_eq!(squares_of(&solved.solutions), squares_of(&stated), "{f:?}");
        }
        assert!(p.depends_on.is_empty(), "{f:?}");
        let o = p.scenario.options;
        if p.parts() <= 2 {
            assert_eq!(brute_force(&p, &o), squares_of(&stated), "{f:?}");
        }
        let a = &stated[0];
        assert_eq!(p.explanation, puzzle::explanation(&p, &o, a), "{f:?}");
        assert_eq!(p.themes, puzzle::themes(&p, &o, a), "{f:?}");
        assert_eq!(p.hints, puzzle::hints(&p, &o, a), "{f:?}");
        let m = puzzle::measure(&p, &o, a).unwrap();
        assert_eq!(p.features.as_ref(), Some(&m.features), "{f:?}");
        assert!(!m.forced, "{f:?}");
        let score = puzzle::score(
            p.kind,
            p.parts(),
            0,
            &m.features,
            p.themes.as_deref().unwrap_or_default(),
        );
        assert_eq!(p.score, Some(score), "{f:?}");
        assert_eq!(p.difficulty, Some(Difficulty::of_score(score)), "{f:?}");
        assert_eq!(p.scenario.title.as_deref(), Some(p.question().as_str()));
        assert_eq!(puzzle::write_puzzle(&p), text, "{f:?} written back");
        difficulties.insert(p.difficulty.unwrap());
    }
    assert_eq!(difficulties.len(), 3, "{difficulties:?}");
}

/// Every piece of every stored feast is needed: without any one pawn, stone or pool the
/// answer is no longer the same single one.
#[test]
fn every_piece_of_a_stored_feast_is_needed() {
    for f in feast_files() {
        let p = puzzle::load_file(&f).unwrap();
        let stated = squares_of(p.solution.as_ref().unwrap());
        let setup = p.scenario.setup().clone();
        let n = setup.pieces.len() + setup.pools.len() + setup.pawns.len();
        for part in 0..n {
            let mut s = setup.clone();
            if part < setup.pieces.len() {
                s.pieces.remove(part);
            } else if part < setup.pieces.len() + setup.pools.len() {
                s.pools.remove(part - setup.pieces.len());
            } else {
                s.pawns
                    .remove(part - setup.pieces.len() - setup.pools.len());
            }
            let mut q = p.clone();
            q.scenario = s.validate().unwrap();
            let solved = puzzle::solve_with(
                &q,
                &q.scenario.options,
                puzzle::SolveSettings {
                    stop_after: Some(1),
                    ..Default::default()
                },
            );
            assert!(
                !(solved.complete && squares_of(&solved.solutions) == stated),
                "{f:?}: part {part} is not needed"
            );
        }
    }
}

/// The question in three languages, with the goal's words.
#[test]
fn the_feast_question_in_three_languages() {
    let p = load(SMALL);
    assert_eq!(
        p.question(),
        "Place 1 red pawn so that the monster, walking without a step limit, eats or crushes both blue pawns and leaves every red pawn on the board."
    );
    let de = p.question_in(Lang::De);
    assert!(
        de.starts_with("Platziere 1 ") && de.contains("ohne Schrittgrenze"),
        "{de}"
    );
    let fr = p.question_in(Lang::Fr);
    assert!(
        fr.starts_with("Placez 1 ") && fr.contains("sans limite de pas"),
        "{fr}"
    );
    assert_eq!(Kind::parse("feast"), Some(Kind::Feast));
    assert!(matches!(p.ask, Ask::Place(_)));
}

/// A feast states no tiles and feeds someone: anything else is refused with its line.
#[test]
fn a_feast_file_without_tiles_and_with_pawns_to_feed() {
    let tiles = SMALL.replace("  kind: feast\n", "  kind: feast\n  tiles: [5]\n");
    let e = puzzle::parse(&tiles, "t.yaml").unwrap_err().to_string();
    assert!(e.contains("t.yaml:9") && e.contains("no `tiles`"), "{e}");
    let survive = SMALL.replace("{feed-all-of: blue, spare: red}", "survive");
    let e = puzzle::parse(&survive, "s.yaml").unwrap_err().to_string();
    assert!(e.contains("s.yaml:10") && e.contains("feed"), "{e}");
    // Written and read back.
    let p = load(SMALL);
    assert_eq!(
        puzzle::write_puzzle(&load(&puzzle::write_puzzle(&p))),
        puzzle::write_puzzle(&p)
    );
}

/// The verdicts: none (nothing helps), multiple (two squares do it), unique.
#[test]
fn feast_verdicts() {
    let o = Options::default();
    // The monster eats both blue pawns on its own: every square of the board is an answer.
    let alone = load(
        "monster: {at: a6, facing: east}\npawns:\n  - {name: blue1, at: d6, player: blue}\npuzzle:\n  kind: feast\n  place: {count: 1, player: red}\n  goal: {feed-all-of: blue, spare: red}\n",
    );
    assert!(matches!(
        puzzle::solve(&alone, &o).verdict(),
        Verdict::Multiple(_)
    ));
    // A red pawn right ahead: eaten at the first step whatever is placed (a pawn beside
    // the monster ties, and it keeps heading). Nothing helps.
    let never = load(
        "monster: {at: a6, facing: east}\npawns:\n  - {name: red1, at: b6, player: red}\n  - {name: blue1, at: p6, player: blue}\npuzzle:\n  kind: feast\n  place: {count: 1, player: red}\n  goal: {feed-all-of: blue, spare: red}\n",
    );
    assert_eq!(puzzle::solve(&never, &o).verdict(), Verdict::None);
}

/// The generator: each difficulty gives a feast of that difficulty whose file loads to a
/// unique puzzle; the same request gives the same text; the advanced game is refused at once.
#[test]
fn the_feast_generator_is_deterministic_and_refuses_the_advanced_game() {
    let req = GenerateRequest {
        seed: 5,
        count: 1,
        kind: Kind::Feast,
        difficulty: Some(Difficulty::Easy),
        rules: RuleSet::Basic,
    };
    let a = puzzle::generate(&req);
    let b = puzzle::generate(&req);
    assert_eq!(a.puzzles.len(), 1);
    assert_eq!(a.puzzles[0].text, b.puzzles[0].text);
    let p = &a.puzzles[0].puzzle;
    assert_eq!(p.difficulty, Some(Difficulty::Easy));
    assert_eq!(
        puzzle::solve(p, &Options::default()).verdict(),
        Verdict::Unique
    );
    let advanced = GenerateRequest {
        rules: RuleSet::Advanced,
        ..req
    };
    let g = puzzle::generate(&advanced);
    assert!(g.gave_up && g.attempts == 0);
    assert!(g.refused.is_some());
    assert!(puzzle::refusal(&advanced)
        .unwrap()
        .message(Lang::En)
        .contains("basic game"));
}

/// The generator's speed, for docs/puzzles.md (no timed assertion): one puzzle of each
/// difficulty for seeds 1 to 5, the median seconds printed. Run it with `cargo test --release
/// --test all feast_generation_speed -- --ignored --nocapture`.
#[test]
#[ignore]
fn feast_generation_speed() {
    for d in [Difficulty::Easy, Difficulty::Medium, Difficulty::Hard] {
        let mut times: Vec<f64> = (1..=5)
            .map(|seed| {
                let b = puzzle::bench_generate(seed, 1, Kind::Feast, Some(d), RuleSet::Basic);
                assert_eq!(b.puzzles, 1, "{d:?} seed {seed}");
                b.seconds
            })
            .collect();
        times.sort_by(f64::total_cmp);
        eprintln!("feast {}: median {:.2} s, {times:.2?}", d.name(), times[2]);
    }
}

/// The pawns to feed a walk leaves and the pawns to spare it removes, counted: what a
/// tempting placement leaves undone.
fn undone(p: &Puzzle, squares: &[Square], options: &Options) -> (u32, bool) {
    let walk = puzzle::record_feast(&p.board_with(squares), options, p.feed_and_spare());
    let (feed, spare) = p.feed_and_spare();
    let gone = walk
        .removed
        .iter()
        .fold(0u64, |s, (id, _, _)| s | 1 << id.0);
    let eats = gone & feed != 0;
    (
        (feed & !gone).count_ones() + (spare & gone).count_ones(),
        eats && !walk.solved,
    )
}

/// The "Tempting but wrong" line of a feast (issue 28, point 3): the wrong placement that
/// leaves the least of the goal undone among those that remove a pawn to feed, and of those
/// the nearest the answer (not the first by column and row, often a far corner), checked
/// against every placement walked; told in three languages, with why it fails.
#[test]
fn the_tempting_feast_placement_leaves_the_least_undone() {
    let mut told = 0;
    for f in feast_files() {
        let p = load(&std::fs::read_to_string(&f).unwrap());
        if p.place().unwrap().count() != 1 {
            continue;
        }
        let options = p.scenario.options;
        let s = puzzle::search_feast(&p, &options, None);
        let bare = puzzle::record_feast(p.scenario.board(), &options, p.feed_and_spare());
        // Every wrong placement that removes a pawn to feed, and whether it walks otherwise
        // than without it (then its piece is touched, so the search walks it).
        let decoys: Vec<(u32, Square, bool)> = p
            .candidates()
            .into_iter()
            .filter_map(|sq| match undone(&p, &[sq], &options) {
                (n, true) => {
                    let w =
                        puzzle::record_feast(&p.board_with(&[sq]), &options, p.feed_and_spare());
                    Some((n, sq, w.removed != bare.removed || w.ending != bare.ending))
                }
                _ => None,
            })
            .collect();
        let Some(tempting) = s.tempting else {
            assert!(!decoys.iter().any(|d| d.2), "{f:?}: {decoys:?}");
            continue;
        };
        let (n, decoy) = undone(&p, &tempting, &options);
        assert!(
            decoy,
            "{f:?}: {tempting:?} removes a pawn to feed and fails"
        );
        assert!(decoys.iter().any(|d| d.1 == tempting[0]), "{f:?}");
        let least = decoys.iter().filter(|d| d.2).map(|d| d.0).min();
        assert!(
            least.is_none_or(|least| n <= least),
            "{f:?}: {tempting:?} leaves {n} undone, {decoys:?}"
        );
        let answer = &p.solution.as_ref().unwrap()[0];
        let Answer::Squares(target) = answer else {
            panic!("{f:?}: a feast's answer is squares");
        };
        let way = |sq: Square| {
            target
                .iter()
                .map(|a| a.col().abs_diff(sq.col()) + a.row().abs_diff(sq.row()))
                .min()
                .unwrap()
        };
        let nearest = decoys
            .iter()
            .filter(|d| d.2 && d.0 == n)
            .map(|d| way(d.1))
            .min();
        assert!(
            nearest.is_none_or(|nearest| way(tempting[0]) <= nearest),
            "{f:?}: {tempting:?} is not the nearest of the decoys leaving {n} undone, {decoys:?}"
        );
        for (lang, head) in [
            (Lang::En, "Tempting but wrong: "),
            (Lang::De, "Verlockend, aber falsch: "),
            (Lang::Fr, "Tentant mais faux : "),
        ] {
            let e = puzzle::explanation_in(lang, &p, &options, answer).unwrap();
            let line = &e[e
                .find(head)
                .unwrap_or_else(|| panic!("{f:?} {lang:?}: {e}"))..];
            assert!(line.contains(&tempting[0].to_string()), "{f:?}: {line}");
        }
        told += 1;
    }
    assert!(
        told > 0,
        "a stored one-piece feast with a tempting placement"
    );
}

/// A feast walk recorded within a number of steps: the whole walk when it is no longer, else
/// refused with the steps walked so far (the page's check stays bounded).
#[test]
fn a_feast_walk_is_recorded_within_a_bound() {
    let p = load(&std::fs::read_to_string(&feast_files()[0]).unwrap());
    let Answer::Squares(sq) = p.solution.as_ref().unwrap()[0].clone() else {
        panic!()
    };
    let (board, options, sets) = (p.board_with(&sq), p.scenario.options, p.feed_and_spare());
    let whole = puzzle::record_feast(&board, &options, sets);
    let n = whole.steps.len() as u32;
    assert!(n > 2);
    let within = puzzle::record_feast_within(&board, &options, sets, n).unwrap();
    assert_eq!(within.steps, whole.steps);
    assert!(within.solved);
    let cut = puzzle::record_feast_within(&board, &options, sets, n - 1).unwrap_err();
    assert_eq!(cut.steps.len() as u32, n - 1);
    assert!(!cut.solved);
}

/// A walk that goes round forever is judged wrong, and the check says where it repeats: a
/// blue pawn walled in by stones, never seen.
#[test]
fn the_feast_check_says_where_a_walk_repeats() {
    let p = load(
        "monster: {at: f6, facing: east}
stones: [a2, c2, b1, b3]
pawns:
  - {name: blue1, at: b2, player: blue}
puzzle:
  kind: feast
  place: {count: 1, player: red}
  goal: {feed-all-of: blue, spare: red}
",
    );
    let options = p.scenario.options;
    let mut loops = 0;
    for sq in p.candidates() {
        let got = puzzle::check_feast_in(Lang::En, &p, &options, &[sq]).unwrap();
        assert!(!got.right, "{sq}: {}", got.why);
        if let Ending::Cycle { first, steps, .. } = got.walk.ending {
            loops += 1;
            let said = format!(
                "At the start of step {} it stands where it stood at the start of step {}",
                steps + 1,
                first + 1
            );
            assert!(got.why.contains(&said), "{sq}: {}", got.why);
            assert!(
                got.why.contains("The goal needs blue1 removed."),
                "{sq}: {}",
                got.why
            );
            let de = puzzle::check_feast_in(Lang::De, &p, &options, &[sq]).unwrap();
            assert!(de.why.contains("für immer im Kreis"), "{sq}: {}", de.why);
        }
    }
    assert!(loops > 0, "a placement whose walk goes round");
}
