//! Generating puzzles with a unique answer and the difficulty asked for, deterministically.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use rayon::prelude::*;

use super::difficulty::{features, score, Difficulty, Features};
use super::file::parse;
use super::model::{piece_word, sort_placement, Place, Puzzle, PuzzleGoal, RuleSet};
use super::solve::{solve_with, SolveSettings};
use crate::board::{Board, PawnPlace, Piece, PivotKind};
use crate::geometry::{Dir, Square};
use crate::rng::Rng;
use crate::rules::{Options, Tile};
use crate::scenario::Scenario;
use crate::search::{self, Horizon};
use crate::setup::{MonsterSpec, PawnSpec, PieceSpec, PoolSpec, Setup, TeleporterSpec};

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
    let mut puzzles: Vec<Generated> = Vec::new();
    let mut next = 0u64;
    let limit = MAX_ATTEMPTS_PER_PUZZLE.saturating_mul(req.count.max(1) as u64);
    while puzzles.len() < req.count && next < limit {
        let batch: Vec<Option<Made>> = (next..next + BATCH)
            .into_par_iter()
            .map(|i| attempt(req.seed, i, req.rules, req.difficulty))
            .collect();
        for (k, made) in batch.into_iter().enumerate() {
            let Some(made) = made else { continue };
            if puzzles.len() == req.count {
                break;
            }
            // Two attempts drawing the same puzzle would make one file twice.
            if puzzles.iter().any(|p| p.text_key() == made.text_key) {
                continue;
            }
            let i = next + k as u64;
            let n = puzzles.len() + 1;
            let text = made.write(req, i);
            let file = format!(
                "{}-{}-{}-{n:02}.yaml",
                req.rules.name(),
                req.difficulty.name(),
                req.seed
            );
            // The file must load to the very position that was solved; anything else is a
            // bug of the writer, and such a puzzle is never handed out.
            let puzzle = match parse(&text, &file) {
                Ok(p) if p.scenario.board() == made.puzzle.scenario.board() => p,
                other => {
                    if cfg!(debug_assertions) {
                        panic!("a generated puzzle does not load as made: {other:?}\n{text}");
                    }
                    continue;
                }
            };
            puzzles.push(Generated {
                file_name: file,
                text,
                puzzle,
                solution: made.solution,
                features: made.features,
                score: made.score,
                attempt: i,
            });
        }
        next += BATCH;
    }
    // Attempts used: up to the one that made the last puzzle.
    let attempts = if puzzles.len() == req.count {
        puzzles.last().map_or(0, |p| p.attempt + 1)
    } else {
        next
    };
    Generation {
        gave_up: puzzles.len() < req.count,
        puzzles,
        attempts,
    }
}

impl Generated {
    fn text_key(&self) -> String {
        key_of(&self.text)
    }
}

/// The text without the lines that differ between attempts of the same puzzle.
fn key_of(text: &str) -> String {
    text.lines()
        .filter(|l| !l.starts_with("title:") && !l.trim_start().starts_with("attempt:"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Writes the puzzles into `dir` (created if needed); returns the paths written.
pub fn write_all(dir: &Path, puzzles: &[Generated]) -> std::io::Result<Vec<PathBuf>> {
    std::fs::create_dir_all(dir)?;
    let mut out = Vec::new();
    for p in puzzles {
        let path = dir.join(&p.file_name);
        std::fs::write(&path, &p.text)?;
        out.push(path);
    }
    Ok(out)
}

/// A random position as it will be written: the lists of the scenario file.
#[derive(Clone, Debug)]
struct Layout {
    basic: bool,
    monster: (Square, Dir),
    stones: Vec<Square>,
    crystals: Vec<Square>,
    pivots: Vec<(Square, PivotKind)>,
    teleporters: Vec<(Square, Dir, &'static str)>,
    pools: Vec<(Square, u8, u8)>,
    pawns: Vec<(String, Square, &'static str)>,
}

impl Layout {
    /// The layout as a setup (pair names, lists as drawn).
    fn setup(&self) -> Setup {
        let mut setup = if self.basic {
            Setup::basic()
        } else {
            Setup::default()
        };
        setup.monster = MonsterSpec {
            at: Some(self.monster.0),
            facing: self.monster.1,
        };
        setup.pools = self
            .pools
            .iter()
            .map(|&(at, width, height)| PoolSpec { at, width, height })
            .collect();
        setup.teleporters = self
            .teleporters
            .iter()
            .map(|&(at, arrow, pair)| TeleporterSpec {
                at,
                arrow,
                pair: pair.to_string(),
            })
            .collect();
        let pieces = self
            .stones
            .iter()
            .map(|&at| (at, Piece::Stone))
            .chain(self.crystals.iter().map(|&at| (at, Piece::Crystal)))
            .chain(self.pivots.iter().map(|&(at, k)| (at, Piece::Pivot(k))));
        setup.pieces = pieces.map(|(at, piece)| PieceSpec { at, piece }).collect();
        setup.pawns = self
            .pawns
            .iter()
            .map(|(name, at, player)| PawnSpec {
                player: Some((*player).to_string()),
                ..PawnSpec::at(name, *at)
            })
            .collect();
        setup
    }

    /// The layout as a valid scenario (`None` if it is not one: the attempt is dropped).
    fn scenario(&self) -> Option<Scenario> {
        self.setup().validate().ok()
    }

    /// The scenario part of the file (FORMAT.md section 1).
    fn yaml(&self, out: &mut String) {
        if self.basic {
            out.push_str("setup: basic\n");
        }
        let _ = writeln!(
            out,
            "monster: {{ at: {}, facing: {} }}",
            self.monster.0, self.monster.1
        );
        let list = |v: &[Square]| {
            let mut v = v.to_vec();
            sort_placement(&mut v);
            v.iter()
                .map(|s| s.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        };
        if !self.stones.is_empty() {
            let _ = writeln!(out, "stones: [{}]", list(&self.stones));
        }
        if !self.crystals.is_empty() {
            let _ = writeln!(out, "crystals: [{}]", list(&self.crystals));
        }
        if !self.pivots.is_empty() {
            out.push_str("pivots:\n");
            let mut p = self.pivots.clone();
            p.sort_by_key(|(s, _)| s.column_major());
            for (s, k) in p {
                let _ = writeln!(out, "  - {{ at: {s}, turn: {} }}", k.name());
            }
        }
        if !self.teleporters.is_empty() {
            out.push_str("teleporters:\n");
            for (s, d, pair) in &self.teleporters {
                let _ = writeln!(out, "  - {{ at: {s}, arrow: {d}, pair: {pair} }}");
            }
        }
        if !self.pools.is_empty() {
            out.push_str("pools:\n");
            for (s, w, h) in &self.pools {
                let _ = writeln!(out, "  - {{ at: {s}, size: {w}x{h} }}");
            }
        }
        out.push_str("pawns:\n");
        for (name, s, player) in &self.pawns {
            let _ = writeln!(out, "  - {{ name: {name}, at: {s}, player: {player} }}");
        }
    }

    /// The free squares: nothing stands there, not the monster, not a pool or teleporter.
    fn free(&self, b: &Board) -> Vec<Square> {
        search::candidates(b)
            .into_iter()
            .filter(|&s| s != self.monster.0)
            .collect()
    }
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

/// A random basic or advanced position with the plan's pawns.
fn draw_layout(rng: &mut Rng, rules: RuleSet, plan: &Plan) -> Option<Layout> {
    let mut layout = Layout {
        basic: rules == RuleSet::Basic,
        monster: (Square::A1, Dir::East),
        stones: Vec::new(),
        crystals: Vec::new(),
        pivots: Vec::new(),
        teleporters: Vec::new(),
        pools: Vec::new(),
        pawns: Vec::new(),
    };
    if rules == RuleSet::Advanced {
        // G9 under the default keep-clear, drawn by the setup layer.
        let adv = crate::setup::advanced::random(rng, &Options::default())?;
        layout.pools = adv
            .pools
            .iter()
            .map(|p| (p.at, p.width, p.height))
            .collect();
        layout.teleporters = adv
            .teleporters
            .iter()
            .map(|t| {
                let pair = if t.pair == "yellow" {
                    "yellow"
                } else {
                    "green"
                };
                (t.at, t.arrow, pair)
            })
            .collect();
        for p in &adv.pieces {
            match p.piece {
                Piece::Stone => layout.stones.push(p.at),
                Piece::Crystal => layout.crystals.push(p.at),
                Piece::Pivot(k) => layout.pivots.push((p.at, k)),
            }
        }
    }
    let mut b = *layout.scenario()?.board();
    // The monster anywhere free, any heading.
    let m = pick(rng, &layout.free(&b));
    layout.monster = (m, Dir::from_index(rng.below(4) as u8));
    b.set_monster(m, layout.monster.1);
    // Pawns: reds near the monster (within 6 squares), blues anywhere near too.
    let near = |s: Square| {
        (i32::from(s.col()) - i32::from(m.col())).abs()
            + (i32::from(s.row()) - i32::from(m.row())).abs()
            <= 6
    };
    for (player, n) in [("red", plan.reds), ("blue", plan.blues)] {
        for k in 1..=n {
            let free = layout.free(&b);
            let close: Vec<Square> = free.iter().copied().filter(|&s| near(s)).collect();
            let s = if close.is_empty() {
                pick(rng, &free)
            } else {
                pick(rng, &close)
            };
            b.add_pawn(PawnPlace::At(s));
            layout.pawns.push((format!("{player}{k}"), s, player));
        }
    }
    Some(layout)
}

/// A kept attempt, before it gets its file name.
struct Made {
    layout: Layout,
    puzzle: Puzzle,
    solution: Vec<Square>,
    features: Features,
    score: u32,
    text_key: String,
}

impl Made {
    /// The whole puzzle file.
    fn write(&self, req: &GenerateRequest, attempt: u64) -> String {
        let mut out = String::new();
        let _ = writeln!(
            out,
            "title: \"{}\"",
            self.puzzle.question().replace('"', "'")
        );
        out.push_str(&self.body(req, attempt));
        out
    }

    /// Everything but the title.
    fn body(&self, req: &GenerateRequest, attempt: u64) -> String {
        let p = &self.puzzle;
        let f = &self.features;
        let mut out = String::new();
        self.layout.yaml(&mut out);
        out.push_str("puzzle:\n");
        let tiles: Vec<String> = p.tiles.iter().map(|t| t.to_string()).collect();
        let _ = writeln!(out, "  tiles: [{}]", tiles.join(", "));
        match &p.place {
            Place::Pawns { count, player } => {
                let _ = writeln!(out, "  place: {{ count: {count}, player: {player} }}");
            }
            Place::Pieces { count, piece } => {
                let _ = writeln!(
                    out,
                    "  place: {{ count: {count}, piece: {} }}",
                    piece_word(*piece)
                );
            }
        }
        match &p.goal {
            PuzzleGoal::Survive => out.push_str("  goal: survive\n"),
            PuzzleGoal::FeedSpare {
                feed,
                feed_all_of,
                spare,
            } => {
                let mut parts = Vec::new();
                if !feed.is_empty() {
                    parts.push(format!("feed: [{}]", feed.join(", ")));
                }
                if let Some(x) = feed_all_of {
                    parts.push(format!("feed-all-of: {x}"));
                }
                if let Some(x) = spare {
                    parts.push(format!("spare: {x}"));
                }
                let _ = writeln!(out, "  goal: {{ {} }}", parts.join(", "));
            }
        }
        let sol: Vec<String> = self.solution.iter().map(|s| s.to_string()).collect();
        let _ = writeln!(out, "  solution: [[{}]]", sol.join(", "));
        let _ = writeln!(
            out,
            "  features: {{ near_misses: {}, steps: {}, push: {}, slide: {}, wall: {}, pivot: {}, teleporter: {} }}",
            f.near_misses, f.steps, f.push, f.slide, f.wall, f.pivot, f.teleporter
        );
        let _ = writeln!(out, "  score: {}", self.score);
        let _ = writeln!(out, "  difficulty: {}", Difficulty::of_score(self.score));
        let _ = writeln!(out, "  rules: {}", req.rules);
        let _ = writeln!(out, "  seed: {}", req.seed);
        let _ = writeln!(out, "  attempt: {attempt}");
        out
    }
}

/// Attempt `i` of `seed`: draws a puzzle and keeps it if it has exactly one solution and the
/// difficulty asked for.
fn attempt(seed: u64, i: u64, rules: RuleSet, difficulty: Difficulty) -> Option<Made> {
    let mut rng = Rng::derived(seed, i);
    let plan = Plan::draw(&mut rng, difficulty);
    let layout = draw_layout(&mut rng, rules, &plan)?;
    let puzzle = Puzzle {
        scenario: layout.scenario()?,
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
    let mut made = Made {
        layout,
        puzzle,
        solution,
        features,
        score,
        text_key: String::new(),
    };
    let req = GenerateRequest {
        seed,
        count: 0,
        difficulty,
        rules,
    };
    made.text_key = key_of(&made.body(&req, 0));
    Some(made)
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
