//! Generating puzzles with a unique answer and the difficulty asked for, deterministically.

use rayon::prelude::*;

use super::difficulty::{features, score, Difficulty, Features};
use super::file::{parse, write_puzzle};
use super::model::{Place, Puzzle, PuzzleGoal, RuleSet};
use super::solve::{solve_with, SolveSettings};
use crate::board::{Board, PawnPlace, Piece};
use crate::geometry::{Dir, Square};
use crate::rng::Rng;
use crate::rules::{Options, Tile};
use crate::search::{self, Horizon};
use crate::setup::{self, Layout, MonsterSpec, PawnSpec, Setup};

/// What to generate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GenerateRequest {
    /// The seed: the same request gives the same puzzles.
    pub seed: u64,
    /// How many puzzles.
    pub count: usize,
    /// Their difficulty.
    pub difficulty: Difficulty,
    /// Basic or advanced game.
    pub rules: RuleSet,
}

/// One generated puzzle, ready to write.
#[derive(Clone, Debug)]
pub struct Generated {
    /// The file name: `RULES-DIFFICULTY-SEED-NN.yaml`.
    pub file_name: String,
    /// The puzzle file's text.
    pub text: String,
    /// The puzzle, as loaded from that text.
    pub puzzle: Puzzle,
    /// Its unique solution.
    pub solution: Vec<Square>,
    /// Its measured features.
    pub features: Features,
    /// Its score.
    pub score: u32,
    /// The attempt that made it.
    pub attempt: u64,
}

/// The puzzles of one request, and what it took.
#[derive(Clone, Debug)]
pub struct Generation {
    /// The puzzles, in attempt order.
    pub puzzles: Vec<Generated>,
    /// Attempts made (random puzzles drawn and solved or discarded).
    pub attempts: u64,
    /// True if the generator gave up before finding `count` puzzles.
    pub gave_up: bool,
}

/// The generator gives up after this many attempts per puzzle asked for.
pub const MAX_ATTEMPTS_PER_PUZZLE: u64 = 200_000;

/// How many attempts run side by side between two looks at the results. Only speed depends
/// on it: attempts are always taken in order.
const BATCH: u64 = 64;

/// Generates `count` puzzles with exactly one solution and the difficulty asked for.
/// Deterministic: the same request gives byte-identical texts.
pub fn generate(req: &GenerateRequest) -> Generation {
    match generate_each(req, |_| Ok::<(), std::convert::Infallible>(())) {
        Ok(g) => g,
        Err(never) => match never {},
    }
}

/// [`generate`], handing each puzzle to `keep` as soon as it is made (in order), so a caller
/// can write each file at once; an error from `keep` stops the generator and is returned.
pub fn generate_each<E>(
    req: &GenerateRequest,
    mut keep: impl FnMut(&Generated) -> Result<(), E>,
) -> Result<Generation, E> {
    let mut puzzles: Vec<Generated> = Vec::new();
    let mut next = 0u64;
    let limit = MAX_ATTEMPTS_PER_PUZZLE.saturating_mul(req.count.max(1) as u64);
    while puzzles.len() < req.count && next < limit {
        let batch: Vec<Option<Made>> = (next..next + BATCH)
            .into_par_iter()
            .map(|i| attempt(req.seed, i, req.rules, req.difficulty))
            .collect();
        for made in batch.into_iter().flatten() {
            if puzzles.len() == req.count {
                break;
            }
            // Two attempts drawing the same puzzle would make one file twice.
            if puzzles
                .iter()
                .any(|p| same_question(&p.puzzle, &made.puzzle))
            {
                continue;
            }
            let n = puzzles.len() + 1;
            let text = write_puzzle(&made.puzzle);
            let file = format!(
                "{}-{}-{}-{n:02}.yaml",
                req.rules.name(),
                req.difficulty.name(),
                req.seed
            );
            // The file must load to the very puzzle that was solved; anything else is a bug
            // of the writer, and such a puzzle is never handed out.
            let puzzle = match parse(&text, &file) {
                Ok(p) if same_puzzle(&p, &made.puzzle) => p,
                _ => continue,
            };
            let generated = Generated {
                file_name: file,
                text,
                puzzle,
                solution: made.solution,
                features: made.features,
                score: made.score,
                attempt: made.attempt,
            };
            keep(&generated)?;
            puzzles.push(generated);
        }
        next += BATCH;
    }
    // Attempts used: up to the one that made the last puzzle.
    let attempts = if puzzles.len() == req.count {
        puzzles.last().map_or(0, |p| p.attempt + 1)
    } else {
        next
    };
    Ok(Generation {
        gave_up: puzzles.len() < req.count,
        puzzles,
        attempts,
    })
}

/// Whether two puzzles ask the same question on the same position (whichever attempt drew
/// them: everything else follows from these).
fn same_question(a: &Puzzle, b: &Puzzle) -> bool {
    a.scenario.setup() == b.scenario.setup()
        && a.tiles == b.tiles
        && a.place == b.place
        && a.goal == b.goal
}

/// Whether a puzzle read back is the one written: the same question and everything stated.
fn same_puzzle(a: &Puzzle, b: &Puzzle) -> bool {
    same_question(a, b)
        && a.scenario.position() == b.scenario.position()
        && (a.solution.as_ref(), a.features, a.score, a.difficulty)
            == (b.solution.as_ref(), b.features, b.score, b.difficulty)
        && (a.rules, a.seed, a.attempt) == (b.rules, b.seed, b.attempt)
}

/// One random attempt's plan: what is placed, how many pawns, which tiles, which goal.
#[derive(Clone, Debug)]
struct Plan {
    place: Place,
    reds: usize,
    blues: usize,
    tiles: Vec<Tile>,
    goal: PuzzleGoal,
}

fn pick<T: Copy>(rng: &mut Rng, items: &[T]) -> T {
    items[rng.below(items.len())]
}

impl Plan {
    fn draw(rng: &mut Rng, difficulty: Difficulty) -> Plan {
        let steps = [
            Tile::Steps(5),
            Tile::Steps(7),
            Tile::Steps(8),
            Tile::Steps(10),
        ];
        let any = [
            Tile::Steps(5),
            Tile::Steps(7),
            Tile::Steps(8),
            Tile::Steps(10),
            Tile::Prey(1),
            Tile::Prey(2),
        ];
        let (count, tiles) = match difficulty {
            Difficulty::Easy => (1, vec![pick(rng, &steps)]),
            Difficulty::Medium => (1 + rng.below(2), vec![pick(rng, &any)]),
            Difficulty::Hard => {
                let mut t = vec![pick(rng, &any)];
                if rng.below(3) == 0 {
                    let u = pick(rng, &any);
                    if !t.contains(&u) {
                        t.push(u);
                    }
                }
                (2, t)
            }
        };
        let stones = rng.below(4) == 0;
        let reds = 1 + rng.below(if difficulty == Difficulty::Easy { 2 } else { 3 });
        let blues = rng.below(3);
        let feed_spare = PuzzleGoal::FeedSpare {
            feed: Vec::new(),
            feed_all_of: Some("red".into()),
            spare: Some("blue".into()),
        };
        if stones {
            let survive = rng.below(3) == 0;
            Plan {
                place: Place::Pieces {
                    count,
                    piece: Piece::Stone,
                },
                reds,
                blues: if survive { blues } else { blues.max(1) },
                tiles,
                goal: if survive {
                    PuzzleGoal::Survive
                } else {
                    feed_spare
                },
            }
        } else {
            Plan {
                place: Place::Pawns {
                    count,
                    player: "blue".into(),
                },
                reds,
                blues,
                tiles,
                goal: feed_spare,
            }
        }
    }
}

/// The squares a piece or pawn may go on: nothing stands there, not the monster, not a pool
/// or teleporter.
fn free(b: &Board, monster: Square) -> Vec<Square> {
    search::candidates(b)
        .into_iter()
        .filter(|&s| s != monster)
        .collect()
}

/// The order a setup's pieces are written in: stones, crystals, then pivots, each by column
/// then row (as FORMAT.md sorts squares).
fn piece_order(piece: Piece, at: Square) -> (u8, (u8, u8)) {
    let group = match piece {
        Piece::Stone => 0,
        Piece::Crystal => 1,
        Piece::Pivot(_) => 2,
    };
    (group, at.column_major())
}

/// A random basic or advanced position with the plan's pawns.
fn draw_setup(rng: &mut Rng, rules: RuleSet, plan: &Plan) -> Option<Setup> {
    let mut setup = match rules {
        RuleSet::Basic => Setup::basic(),
        RuleSet::Advanced => {
            // G9 under the default keep-clear, drawn by the setup layer. The file lists the
            // pieces (not `setup: advanced`), so a solution's placed stones are welcome.
            let mut s = setup::advanced::random(rng, &Options::default())?;
            s.layout = Layout::Empty;
            s.pieces.sort_by_key(|p| piece_order(p.piece, p.at));
            s
        }
    };
    setup.monster = MonsterSpec {
        at: Some(Square::A1),
        facing: Dir::East,
    };
    let mut b = *setup.validate().ok()?.board();
    // The monster anywhere free, any heading.
    let m = pick(rng, &free(&b, Square::A1));
    let facing = Dir::from_index(rng.below(4) as u8);
    setup.monster = MonsterSpec {
        at: Some(m),
        facing,
    };
    b.set_monster(m, facing);
    // Pawns: reds near the monster (within 6 squares), blues anywhere near too.
    let near = |s: Square| {
        (i32::from(s.col()) - i32::from(m.col())).abs()
            + (i32::from(s.row()) - i32::from(m.row())).abs()
            <= 6
    };
    for (player, n) in [("red", plan.reds), ("blue", plan.blues)] {
        for k in 1..=n {
            let free = free(&b, m);
            let close: Vec<Square> = free.iter().copied().filter(|&s| near(s)).collect();
            let s = if close.is_empty() {
                pick(rng, &free)
            } else {
                pick(rng, &close)
            };
            b.add_pawn(PawnPlace::At(s));
            setup.pawns.push(PawnSpec {
                player: Some(player.to_string()),
                ..PawnSpec::at(&format!("{player}{k}"), s)
            });
        }
    }
    Some(setup)
}

/// A kept attempt, before it gets its file name.
struct Made {
    /// The puzzle as it will be written: titled with its question, everything measured.
    puzzle: Puzzle,
    solution: Vec<Square>,
    features: Features,
    score: u32,
    attempt: u64,
}

/// Attempt `i` of `seed`: draws a puzzle and keeps it if it has exactly one solution and the
/// difficulty asked for.
fn attempt(seed: u64, i: u64, rules: RuleSet, difficulty: Difficulty) -> Option<Made> {
    let mut rng = Rng::derived(seed, i);
    let plan = Plan::draw(&mut rng, difficulty);
    let mut setup = draw_setup(&mut rng, rules, &plan)?;
    let mut puzzle = Puzzle {
        scenario: setup.validate().ok()?,
        tiles: plan.tiles.clone(),
        place: plan.place.clone(),
        goal: plan.goal.clone(),
        solution: None,
        features: None,
        score: None,
        difficulty: None,
        rules: Some(rules),
        seed: Some(seed),
        attempt: Some(i),
    };
    let options = Options::default();
    // A goal that already holds with nothing placed is no puzzle.
    let (feed, spare) = puzzle.feed_and_spare();
    let horizon = Horizon::of(&puzzle.tiles);
    let r = search::removals(puzzle.scenario.board(), &options, horizon);
    if puzzle
        .tiles
        .iter()
        .all(|&t| r.for_tile(t) & feed == feed && r.for_tile(t) & spare == 0)
    {
        return None;
    }
    let solved = solve_with(
        &puzzle,
        &options,
        SolveSettings {
            stop_after: Some(1),
            parallel: false,
            progress: &|_| {},
        },
    );
    if !solved.complete || solved.solutions.len() != 1 {
        return None;
    }
    let solution = solved.solutions[0].clone();
    let features = features(&puzzle, &options, &solution, solved.near_misses);
    let score = score(puzzle.place.count(), puzzle.tiles.len(), &features);
    if Difficulty::of_score(score) != difficulty {
        return None;
    }
    setup.title = Some(puzzle.question());
    puzzle.scenario = setup.validate().ok()?;
    puzzle.solution = Some(vec![solution.clone()]);
    puzzle.features = Some(features);
    puzzle.score = Some(score);
    puzzle.difficulty = Some(difficulty);
    Some(Made {
        puzzle,
        solution,
        features,
        score,
        attempt: i,
    })
}

// ---------------------------------------------------------------------------------------
// Measuring.

/// What [`bench_generate`] measured.
#[derive(Clone, Copy, Debug)]
pub struct GenerateBench {
    /// The request.
    pub request: GenerateRequest,
    /// Puzzles made.
    pub puzzles: usize,
    /// Attempts made.
    pub attempts: u64,
    /// Wall-clock seconds.
    pub seconds: f64,
}

impl GenerateBench {
    /// Puzzles per minute.
    pub fn per_minute(&self) -> f64 {
        self.puzzles as f64 * 60.0 / self.seconds.max(1e-9)
    }

    /// Seconds per puzzle.
    pub fn seconds_per_puzzle(&self) -> f64 {
        self.seconds / (self.puzzles.max(1) as f64)
    }
}

/// Generates `count` puzzles of `difficulty` for `rules` from `seed` and times it, for
/// `furunkulus bench`.
pub fn bench_generate(
    seed: u64,
    count: usize,
    difficulty: Difficulty,
    rules: RuleSet,
) -> GenerateBench {
    let request = GenerateRequest {
        seed,
        count,
        difficulty,
        rules,
    };
    let start = std::time::Instant::now();
    let g = generate(&request);
    GenerateBench {
        request,
        puzzles: g.puzzles.len(),
        attempts: g.attempts,
        seconds: start.elapsed().as_secs_f64(),
    }
}
