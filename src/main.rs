//! The `furunkulus` command: clap commands -> library calls -> rendering.

use clap::{Parser, Subcommand, ValueEnum};
use furunkulus::puzzle;
use furunkulus::render::puzzle as render_puzzle;
use furunkulus::render::{
    board, json, moves as render_moves, search as render_search, svg, trace as trace_render,
    Palette,
};
use furunkulus::rulebook;
use furunkulus::rules::{Deck as TileDeck, Options, Tile, OPTIONS};
use furunkulus::scenario::Scenario;
use furunkulus::search;
use furunkulus::trace::Trace;
use std::io::{IsTerminal, Write};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "furunkulus",
    version,
    about = "Settles the rules arguments of Finstere Flure (Fearsome Floors): replays the monster's move step by step and explains it",
    after_help = "Exit codes: 0 success; 1 the scenario is invalid or the request cannot be answered; 2 usage error."
)]
struct Cli {
    /// Colour: auto (a terminal, and NO_COLOR not set), always or never.
    #[arg(long, value_enum, default_value_t = ColorChoice::Auto, global = true)]
    color: ColorChoice,
    #[command(subcommand)]
    command: Command,
}

#[derive(Clone, Copy, ValueEnum)]
enum ColorChoice {
    Auto,
    Always,
    Never,
}

#[derive(Clone, Copy, ValueEnum, PartialEq, Eq)]
enum Format {
    Text,
    Json,
}

/// Where the output of a command that draws goes.
#[derive(clap::Args, Clone, Default)]
struct Output {
    /// Write the output to FILE (through a temporary file) instead of standard output.
    #[arg(long, value_name = "FILE")]
    out: Option<PathBuf>,
    /// With --out: replace FILE if it exists.
    #[arg(long, requires = "out")]
    force: bool,
}

/// The formats of commands that draw: words, JSON, or a picture.
#[derive(Clone, Copy, ValueEnum, PartialEq, Eq)]
enum Drawing {
    Text,
    Json,
    /// A picture (SVG).
    Svg,
    /// A picture (PNG, rendered with resvg).
    Png,
}

/// The formats of `trace`: those of [`Drawing`] and the step-through page.
#[derive(Clone, Copy, ValueEnum, PartialEq, Eq)]
enum TraceFormat {
    Text,
    Json,
    /// A picture (SVG).
    Svg,
    /// A picture (PNG, rendered with resvg).
    Png,
    /// A self-contained page that steps through the move (buttons, arrow keys).
    Html,
}

/// The formats of `show`.
#[derive(Clone, Copy, ValueEnum, PartialEq, Eq)]
enum ShowFormat {
    Text,
    /// A picture (SVG).
    Svg,
    /// A picture (PNG, rendered with resvg).
    Png,
}

/// The formats of a sheet.
#[derive(Clone, Copy, ValueEnum, PartialEq, Eq)]
enum SheetFormat {
    /// A picture (SVG).
    Svg,
    /// A picture (PNG, rendered with resvg).
    Png,
}

#[derive(Subcommand)]
enum Command {
    /// Replay the monster's move step by step, explaining every decision.
    Trace {
        /// The scenario file (YAML).
        file: PathBuf,
        /// The monster tile: 1..20 steps, or prey-1, prey-2, prey-3 (default: the file's).
        #[arg(long, value_parser = parse_tile)]
        tile: Option<Tile>,
        /// Output format: words, JSON, a picture of the whole move (svg, png), or a page that
        /// steps through it (html).
        #[arg(long, value_enum, default_value_t = TraceFormat::Text)]
        format: TraceFormat,
        /// With --format svg or png: one picture per step (and before the move, and the final
        /// look), each with its sentences.
        #[arg(long)]
        steps: bool,
        #[command(flatten)]
        output: Output,
        /// A rule option, NAME=VALUE (see `furunkulus rules`); overrides the file.
        #[arg(long = "option", value_name = "NAME=VALUE", value_parser = parse_option)]
        options: Vec<String>,
    },
    /// Draw the position.
    Show {
        /// The scenario file (YAML).
        file: PathBuf,
        /// Output format: the text board, or a picture (svg, png).
        #[arg(long, value_enum, default_value_t = ShowFormat::Text)]
        format: ShowFormat,
        #[command(flatten)]
        output: Output,
    },
    /// Every legal move of one pawn, or whether one destination is legal and why.
    Moves {
        /// The scenario file (YAML).
        file: PathBuf,
        /// The pawn's name.
        #[arg(long)]
        pawn: String,
        /// Settle one dispute: can the pawn end its move here (a square, `out` or `waiting`)?
        #[arg(long, value_parser = parse_dest)]
        to: Option<furunkulus::pawn::Dest>,
        /// The pawn's points, 0..6 (default: its `face` in the file).
        #[arg(long, value_parser = clap::value_parser!(u8).range(0..=6))]
        points: Option<u8>,
        /// Print the graph of the listed moves in Graphviz DOT instead.
        #[arg(long, conflicts_with_all = ["to", "format"])]
        dot: bool,
        /// Output format: words, JSON, or a picture (svg, png).
        #[arg(long, value_enum, default_value_t = Drawing::Text)]
        format: Drawing,
        #[command(flatten)]
        output: Output,
        /// A rule option, NAME=VALUE; overrides the file.
        #[arg(long = "option", value_name = "NAME=VALUE", value_parser = parse_option)]
        options: Vec<String>,
    },
    /// Validate scenario (or puzzle) files; exit 0 if all are valid, 1 with every problem listed.
    Check {
        /// The scenario files.
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
    /// The rules and the rule options, with their ids.
    Rules {
        /// One rule id (M4, P7, S3...) or option name (pivot-chain).
        id: Option<String>,
    },
    /// Searches: the moves of a pawn that survive the monster or lure it onto another pawn,
    /// and placements of new pawns that reach a goal.
    Search {
        #[command(subcommand)]
        what: SearchCommand,
    },
    /// A heat map: for every empty square, the chance that a single pawn put there is removed.
    Risk {
        /// The scenario file (YAML).
        file: PathBuf,
        /// The tiles still possible, like 5,8,prey-1 (default: the whole deck).
        #[arg(long, default_value = DECK, value_parser = parse_deck)]
        tiles: Deck,
        /// Output format: words, JSON, or a picture (svg, png).
        #[arg(long, value_enum, default_value_t = Drawing::Text)]
        format: Drawing,
        #[command(flatten)]
        output: Output,
        /// A rule option, NAME=VALUE; overrides the file.
        #[arg(long = "option", value_name = "NAME=VALUE", value_parser = parse_option)]
        options: Vec<String>,
    },
    /// Monster steps, pawn moves and placements per second, and puzzles generated per minute.
    Bench {
        /// How many times to run the whole set.
        #[arg(long, default_value_t = 200)]
        rounds: u32,
        /// How many medium puzzles to generate per rule set for the puzzle figure (0: skip).
        #[arg(long, default_value_t = 5)]
        puzzles: usize,
    },
    /// Monster puzzles: solve one exhaustively, or generate puzzles with a unique answer.
    Puzzle {
        #[command(subcommand)]
        what: PuzzleCommand,
    },
}

#[derive(Subcommand)]
enum PuzzleCommand {
    /// Every solution of a puzzle file, exhaustively: unique, N solutions, or none.
    Solve {
        /// The puzzle file (YAML: a scenario plus a `puzzle:` section).
        file: PathBuf,
        /// Show each solution's explained trace, tile by tile.
        #[arg(long)]
        trace: bool,
        /// Refuse puzzles that would need more placements tried than this.
        #[arg(long, default_value_t = 50_000_000)]
        max_placements: u64,
        /// Output format.
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
        /// A rule option, NAME=VALUE; overrides the file.
        #[arg(long = "option", value_name = "NAME=VALUE", value_parser = parse_option)]
        options: Vec<String>,
    },
    /// A printable sheet of a puzzle: the position and the question; with --solution, the
    /// answer sheet (the solver's verdict and the monster's move for each solution).
    Sheet {
        /// The puzzle file.
        file: PathBuf,
        /// The answer sheet instead.
        #[arg(long)]
        solution: bool,
        /// Refuse puzzles that would need more placements tried than this (with --solution).
        #[arg(long, default_value_t = 50_000_000)]
        max_placements: u64,
        /// Output format.
        #[arg(long, value_enum, default_value_t = SheetFormat::Svg)]
        format: SheetFormat,
        #[command(flatten)]
        output: Output,
        /// A rule option, NAME=VALUE; overrides the file.
        #[arg(long = "option", value_name = "NAME=VALUE", value_parser = parse_option)]
        options: Vec<String>,
    },
    /// Generate puzzles with exactly one solution (checked by the solver), one file each.
    Generate {
        /// The seed: the same seed (and other arguments) writes the same files.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// How many puzzles.
        #[arg(long, default_value_t = 1)]
        count: usize,
        /// Their difficulty, measured (see `furunkulus::puzzle`).
        #[arg(long, value_enum, default_value_t = DifficultyArg::Medium)]
        difficulty: DifficultyArg,
        /// The basic game (B2 setup) or the advanced game (pieces on their faces, teleporters).
        #[arg(long, value_enum, default_value_t = RulesArg::Basic)]
        rules: RulesArg,
        /// The directory to write the files into (created if needed).
        #[arg(long, default_value = ".")]
        out: PathBuf,
    },
}

#[derive(Clone, Copy, ValueEnum)]
enum DifficultyArg {
    Easy,
    Medium,
    Hard,
}

impl From<DifficultyArg> for puzzle::Difficulty {
    fn from(d: DifficultyArg) -> Self {
        match d {
            DifficultyArg::Easy => puzzle::Difficulty::Easy,
            DifficultyArg::Medium => puzzle::Difficulty::Medium,
            DifficultyArg::Hard => puzzle::Difficulty::Hard,
        }
    }
}

#[derive(Clone, Copy, ValueEnum)]
enum RulesArg {
    Basic,
    Advanced,
}

impl From<RulesArg> for puzzle::RuleSet {
    fn from(r: RulesArg) -> Self {
        match r {
            RulesArg::Basic => puzzle::RuleSet::Basic,
            RulesArg::Advanced => puzzle::RuleSet::Advanced,
        }
    }
}

const DECK: &str = "5,7,7,8,8,10,prey-1,prey-2";

#[derive(Subcommand)]
enum SearchCommand {
    /// Rank every legal move of a pawn by the chance that the monster then removes it.
    Survive {
        #[command(flatten)]
        common: MoveSearch,
    },
    /// The moves of a pawn after which the monster removes TARGET and not the pawn.
    Lure {
        #[command(flatten)]
        common: MoveSearch,
        /// The pawn to feed to the monster.
        #[arg(long)]
        target: String,
    },
    /// Placements of COUNT new pawns on empty squares such that GOAL holds for every tile.
    Place {
        /// The scenario file (YAML).
        file: Option<PathBuf>,
        /// How many new pawns to place.
        #[arg(long)]
        count: usize,
        /// survive | feed NAME... | safe-from NAME...
        #[arg(long, num_args = 1.., required = true, value_name = "GOAL")]
        goal: Vec<String>,
        /// Refuse searches that would try more placements than this.
        #[arg(long, default_value_t = 50_000_000)]
        max_placements: u64,
        /// The tiles, like 5,8,prey-1 (default: the whole deck).
        #[arg(long, default_value = DECK, value_parser = parse_deck)]
        tiles: Deck,
        /// Output format.
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
        /// A rule option, NAME=VALUE; overrides the file.
        #[arg(long = "option", value_name = "NAME=VALUE", value_parser = parse_option)]
        options: Vec<String>,
    },
}

/// The arguments shared by `search survive` and `search lure`.
#[derive(clap::Args)]
struct MoveSearch {
    /// The scenario file (YAML).
    file: PathBuf,
    /// The moving pawn.
    #[arg(long)]
    pawn: String,
    /// Its points, 0..6 (default: its `face` in the file).
    #[arg(long, value_parser = clap::value_parser!(u8).range(0..=6))]
    points: Option<u8>,
    /// The tiles still possible, like 5,8,prey-1 (default: the whole deck).
    #[arg(long, default_value = DECK, value_parser = parse_deck)]
    tiles: Deck,
    /// Show, tile by tile, who the monster removes after one move and how: the move ranked
    /// TO in the table, or the best-ranked move ending on square TO (or `out`); without a
    /// value, the best-ranked move.
    #[arg(long, num_args = 0..=1, default_missing_value = "best", value_name = "TO")]
    explain: Option<String>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,
    /// A rule option, NAME=VALUE; overrides the file.
    #[arg(long = "option", value_name = "NAME=VALUE", value_parser = parse_option)]
    options: Vec<String>,
}

/// A failure to report: the message, and exit code 1.
struct Failure {
    message: String,
    /// 1: invalid scenario or unanswerable request; 2: usage error.
    code: u8,
}

/// A scenario that is invalid or a request that cannot be answered: exit 1.
fn fail(message: impl Into<String>) -> Failure {
    Failure {
        message: message.into(),
        code: 1,
    }
}

/// A usage error (an argument's value is wrong): exit 2.
fn usage(message: impl Into<String>) -> Failure {
    Failure {
        message: message.into(),
        code: 2,
    }
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            // Help and version go to stdout with exit 0; usage errors to stderr with exit 2.
            // A closed pipe is not worth a panic.
            let _ = e.print();
            return ExitCode::from(if e.use_stderr() { 2 } else { 0 });
        }
    };
    let palette = Palette::new(match cli.color {
        ColorChoice::Always => true,
        ColorChoice::Never => false,
        ColorChoice::Auto => {
            std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
                && std::io::stdout().is_terminal()
                && output_of(&cli.command).out.is_none()
        }
    });
    let Output { out, force } = output_of(&cli.command);
    let png = wants_png(&cli.command);
    let answer = if png && out.is_none() && std::io::stdout().is_terminal() {
        Err(usage(
            "--format png: a PNG is binary; write it to a file with --out FILE (or redirect standard output)",
        ))
    } else {
        run(cli.command, &palette).and_then(|text| {
            if png {
                furunkulus::render::svg::png::render(&text)
                    .map_err(|e| fail(format!("cannot draw the picture: {e}")))
            } else {
                Ok(text.into_bytes())
            }
        })
    };
    let written = answer.and_then(|bytes| match &out {
        Some(path) => furunkulus::save::save(path, &bytes, force).map_err(|e| fail(e.to_string())),
        None => {
            let mut stdout = std::io::stdout().lock();
            // A closed pipe (`| head`) is not an error worth a panic.
            let _ = stdout.write_all(&bytes);
            let _ = stdout.flush();
            Ok(())
        }
    });
    match written {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure { message, code }) => {
            let mut err = std::io::stderr().lock();
            let _ = err.write_all(message.as_bytes());
            if !message.ends_with('\n') {
                let _ = err.write_all(b"\n");
            }
            ExitCode::from(code)
        }
    }
}

/// Where the command's output goes (`--out`, `--force`): standard output for the commands
/// that have no `--out`.
fn output_of(command: &Command) -> Output {
    match command {
        Command::Trace { output, .. }
        | Command::Show { output, .. }
        | Command::Moves { output, .. }
        | Command::Risk { output, .. }
        | Command::Puzzle {
            what: PuzzleCommand::Sheet { output, .. },
        } => output.clone(),
        _ => Output::default(),
    }
}

/// Whether the command asks for a PNG: `run` then answers with the SVG, rendered here.
fn wants_png(command: &Command) -> bool {
    match command {
        Command::Trace { format, .. } => *format == TraceFormat::Png,
        Command::Show { format, .. } => *format == ShowFormat::Png,
        Command::Moves { format, .. } | Command::Risk { format, .. } => *format == Drawing::Png,
        Command::Puzzle {
            what: PuzzleCommand::Sheet { format, .. },
        } => *format == SheetFormat::Png,
        _ => false,
    }
}

/// Loads a scenario; a puzzle file is a scenario too (its `puzzle:` section is checked).
fn load(path: &std::path::Path) -> Result<Scenario, Failure> {
    puzzle::load_any(path)
        .map(|(s, _)| s)
        .map_err(|e| fail(e.to_string()))
}

fn run(command: Command, palette: &Palette) -> Result<String, Failure> {
    match command {
        Command::Trace {
            file,
            tile,
            format,
            steps,
            options,
            output: _,
        } => {
            let (s, puzzle) = puzzle::load_any(&file).map_err(|e| fail(e.to_string()))?;
            let opts = with_options(s.options, &options)?;
            // A puzzle file with one tile: that tile.
            let puzzle_tile = puzzle.as_ref().and_then(|p| match p.tiles.as_slice() {
                [t] => Some(*t),
                _ => None,
            });
            let tile: Tile = match (tile, s.tile.or(puzzle_tile)) {
                (Some(t), _) => t,
                (None, Some(t)) => t,
                (None, None) => {
                    return Err(fail(format!(
                        "{}: no tile: give one with --tile (1..20, prey-1, prey-2, prey-3) or `tile:` in the file",
                        file.display()
                    )))
                }
            };
            let trace = Trace::record(s.board(), tile, &opts);
            if steps && matches!(format, TraceFormat::Text | TraceFormat::Json) {
                return Err(usage(
                    "--steps draws one picture per step: give --format svg or png (--format html steps through the move by itself)",
                ));
            }
            let scene = svg::Scene::of(&s);
            Ok(match format {
                TraceFormat::Svg | TraceFormat::Png if steps => {
                    svg::trace::steps(&trace, &scene, s.title.as_deref()).to_svg()
                }
                TraceFormat::Svg | TraceFormat::Png => {
                    svg::trace::overview(&trace, &scene, s.title.as_deref()).to_svg()
                }
                TraceFormat::Html => {
                    furunkulus::render::html::trace_page(&trace, &scene, s.title.as_deref())
                }
                TraceFormat::Text => {
                    trace_render::trace_text(&trace, s.pawns(), s.title.as_deref(), palette)
                }
                TraceFormat::Json => {
                    let doc = json::trace(&trace, s.pawns(), s.title.as_deref());
                    format!(
                        "{}\n",
                        serde_json::to_string_pretty(&doc).unwrap_or_default()
                    )
                }
            })
        }
        Command::Show { file, format, .. } => {
            let s = load(&file)?;
            if format != ShowFormat::Text {
                return Ok(svg::position(&s).to_svg());
            }
            let mut out = String::new();
            if let Some(t) = &s.title {
                out.push_str(t);
                out.push('\n');
            }
            out.push_str(&board::draw(
                s.board(),
                s.pawns(),
                &board::Marks::default(),
                palette,
            ));
            out.push_str(&board::legend(s.pawns(), false));
            Ok(out)
        }
        Command::Check { files } => {
            let mut out = String::new();
            let mut errors = String::new();
            for f in &files {
                match puzzle::load_any(f).map(|(s, _)| s) {
                    Ok(s) => out.push_str(&format!(
                        "{}: valid ({} pawn{}{})\n",
                        f.display(),
                        s.pawns().len(),
                        if s.pawns().len() == 1 { "" } else { "s" },
                        s.tile.map_or(String::new(), |t| format!(", tile {t}"))
                    )),
                    Err(e) => errors.push_str(&e.to_string()),
                }
            }
            if errors.is_empty() {
                Ok(out)
            } else {
                // On failure nothing goes to stdout: the whole report is on stderr.
                Err(fail(format!("{out}{errors}")))
            }
        }
        Command::Rules { id } => rules_text(id.as_deref()),
        Command::Bench { rounds, puzzles } => {
            let mut out = bench(rounds);
            if puzzles > 0 {
                for rules in puzzle::RuleSet::ALL {
                    let b = puzzle::bench_generate(1, puzzles, puzzle::Difficulty::Medium, rules);
                    out.push_str(&render_puzzle::bench_text(&b));
                }
            }
            Ok(out)
        }
        Command::Puzzle {
            what:
                PuzzleCommand::Solve {
                    file,
                    trace,
                    max_placements,
                    format,
                    options,
                },
        } => {
            let p = puzzle::load_file(&file).map_err(|e| fail(e.to_string()))?;
            let opts = with_options(p.scenario.options, &options)?;
            if p.placements() > max_placements {
                return Err(fail(format!(
                    "{}: solving means trying {} placements, more than --max-placements {max_placements}; raise it to try anyway",
                    file.display(),
                    if p.placements() == u64::MAX { "more than 10^19".to_string() } else { p.placements().to_string() }
                )));
            }
            let bar = progress_bar(p.placements());
            let solved = puzzle::solve_with(
                &p,
                &opts,
                puzzle::SolveSettings {
                    progress: &|n| bar.inc(n),
                    ..Default::default()
                },
            );
            bar.finish_and_clear();
            let traces: Vec<puzzle::SolutionTrace> = if trace {
                solved
                    .solutions
                    .iter()
                    .map(|s| puzzle::trace_solution(&p, &opts, s))
                    .collect()
            } else {
                Vec::new()
            };
            Ok(match format {
                Format::Json => json_text(&render_puzzle::solve_json(&p, &solved, &traces)),
                Format::Text => render_puzzle::solve_text(&p, &solved, &traces, palette),
            })
        }
        Command::Puzzle {
            what:
                PuzzleCommand::Sheet {
                    file,
                    solution,
                    max_placements,
                    format: _,
                    options,
                    output: _,
                },
        } => {
            let p = puzzle::load_file(&file).map_err(|e| fail(e.to_string()))?;
            if !solution {
                return Ok(svg::puzzle::question(&p).to_svg());
            }
            let opts = with_options(p.scenario.options, &options)?;
            if p.placements() > max_placements {
                return Err(fail(format!(
                    "{}: solving means trying {} placements, more than --max-placements {max_placements}; raise it to try anyway",
                    file.display(),
                    p.placements()
                )));
            }
            let solved = puzzle::solve(&p, &opts);
            let traces: Vec<puzzle::SolutionTrace> = solved
                .solutions
                .iter()
                .take(svg::puzzle::DRAWN_SOLUTIONS)
                .map(|sol| puzzle::trace_solution(&p, &opts, sol))
                .collect();
            Ok(svg::puzzle::answer(&p, &solved, &traces).to_svg())
        }
        Command::Puzzle {
            what:
                PuzzleCommand::Generate {
                    seed,
                    count,
                    difficulty,
                    rules,
                    out,
                },
        } => {
            let generation = puzzle::generate(&puzzle::GenerateRequest {
                seed,
                count,
                difficulty: difficulty.into(),
                rules: rules.into(),
            });
            let written = puzzle::write_all(&out, &generation.puzzles)
                .map_err(|e| fail(format!("{}: cannot write the puzzles: {e}", out.display())))?;
            let text = render_puzzle::generate_text(&generation, &written);
            if generation.gave_up {
                Err(fail(text))
            } else {
                Ok(text)
            }
        }
        Command::Moves {
            file,
            pawn,
            to,
            points,
            dot,
            format,
            options,
            output: _,
        } => {
            let s = load(&file)?;
            let opts = with_options(s.options, &options)?;
            let id = pawn_ids(&s, std::slice::from_ref(&pawn))?[0];
            let face = pawn_points(&s, id, points)?;
            match to {
                None if dot => {
                    let moves = furunkulus::pawn::legal_moves(s.board(), id, face, &opts);
                    let start = match s.board().pawn(id) {
                        furunkulus::board::PawnPlace::At(sq) => furunkulus::pawn::Dest::Square(sq),
                        _ => furunkulus::pawn::Dest::Waiting,
                    };
                    Ok(render_moves::moves_dot(start, &moves))
                }
                None => {
                    let moves = furunkulus::pawn::legal_moves(s.board(), id, face, &opts);
                    Ok(match format {
                        Drawing::Svg | Drawing::Png => {
                            svg::moves::moves(&svg::Scene::of(&s), id, &pawn, face, &moves).to_svg()
                        }
                        Drawing::Json => json_text(&render_moves::moves_json(&pawn, face, &moves)),
                        Drawing::Text => render_moves::moves_text(
                            s.board(),
                            s.pawns(),
                            &pawn,
                            face,
                            &moves,
                            palette,
                        ),
                    })
                }
                Some(dest) => {
                    let verdict = furunkulus::pawn::explain(s.board(), id, face, &opts, dest);
                    Ok(match format {
                        Drawing::Svg | Drawing::Png => svg::moves::verdict(
                            &svg::Scene::of(&s),
                            id,
                            &pawn,
                            face,
                            dest,
                            &verdict,
                        )
                        .to_svg(),
                        Drawing::Json => json_text(&render_moves::verdict_json(
                            &pawn,
                            face,
                            dest,
                            &verdict,
                            s.pawns(),
                        )),
                        Drawing::Text => render_moves::verdict_text(
                            s.board(),
                            s.pawns(),
                            &pawn,
                            face,
                            dest,
                            &verdict,
                            palette,
                        ),
                    })
                }
            }
        }
        Command::Risk {
            file,
            tiles,
            format,
            options,
            output: _,
        } => {
            let s = load(&file)?;
            let opts = with_options(s.options, &options)?;
            let tiles = tiles.0;
            let squares = search::risk(s.board(), &opts, &tiles).ok_or_else(|| {
                fail(format!(
                    "{}: the board holds {} pawns already, the most it can: no room to try one more",
                    file.display(),
                    furunkulus::board::MAX_PAWNS
                ))
            })?;
            Ok(match format {
                Drawing::Svg | Drawing::Png => {
                    svg::risk::risk(&svg::Scene::of(&s), &tiles, &squares).to_svg()
                }
                Drawing::Json => json_text(&render_search::risk_json(&tiles, &squares)),
                Drawing::Text => {
                    render_search::risk_text(s.board(), s.pawns(), &tiles, &squares, palette)
                }
            })
        }
        Command::Search {
            what: SearchCommand::Survive { common },
        } => move_search(common, None, palette),
        Command::Search {
            what: SearchCommand::Lure { common, target },
        } => move_search(common, Some(target), palette),
        Command::Search {
            what:
                SearchCommand::Place {
                    file,
                    count,
                    mut goal,
                    max_placements,
                    tiles,
                    format,
                    options,
                },
        } => {
            // `--goal survive FILE`: the goal's words swallowed the file; give it back.
            let file = match file {
                Some(f) => f,
                None => match goal.last() {
                    Some(w)
                        if goal.len() > 1
                            && (w.ends_with(".yaml")
                                || w.ends_with(".yml")
                                || std::path::Path::new(w).is_file()) =>
                    {
                        PathBuf::from(goal.pop().unwrap_or_default())
                    }
                    _ => return Err(usage("search place: no scenario FILE given")),
                },
            };
            if count == 0 {
                return Err(usage("--count 0: place at least one pawn"));
            }
            let s = load(&file)?;
            let opts = with_options(s.options, &options)?;
            let tiles = tiles.0;
            let goal_value = parse_goal(&s, &goal)?;
            let cands = search::candidates(s.board());
            if count > cands.len() {
                return Err(fail(format!(
                    "--count {count}: there are {} empty squares",
                    cands.len()
                )));
            }
            if s.board().pawn_count() + count > furunkulus::board::MAX_PAWNS {
                return Err(fail(format!(
                    "--count {count}: a board holds at most {} pawns",
                    furunkulus::board::MAX_PAWNS
                )));
            }
            let total = search::choose(cands.len(), count);
            if total > max_placements {
                return Err(fail(format!(
                    "--count {count}: {} placements of {count} pawns on {} empty squares is more than --max-placements {max_placements}; raise it to run the search anyway",
                    if total == u64::MAX { "more than 10^19".to_string() } else { total.to_string() },
                    cands.len()
                )));
            }
            let bar = progress_bar(total);
            let placements = search::place(s.board(), &opts, count, &goal_value, &tiles, &|n| {
                bar.inc(n)
            });
            bar.finish_and_clear();
            let goal_text = goal.join(" ");
            Ok(match format {
                Format::Json => json_text(&render_search::place_json(
                    count,
                    &goal_text,
                    &tiles,
                    &placements,
                )),
                Format::Text => render_search::place_text(
                    s.board(),
                    s.pawns(),
                    count,
                    &goal_text,
                    &tiles,
                    &placements,
                    total,
                    palette,
                ),
            })
        }
    }
}

fn with_options(mut opts: Options, pairs: &[String]) -> Result<Options, Failure> {
    for o in pairs {
        opts.set_pair(o)
            .map_err(|e| fail(format!("--option {o}: {e}")))?;
    }
    Ok(opts)
}

/// A deck given with `--tiles`.
#[derive(Clone, Debug)]
struct Deck(Vec<Tile>);

fn parse_deck(list: &str) -> Result<Deck, String> {
    furunkulus::rules::Deck::parse(list)
        .map(|d| Deck(d.tiles().to_vec()))
        .map_err(|e| e.to_string())
}

fn parse_tile(s: &str) -> Result<Tile, String> {
    s.parse()
        .map_err(|e: furunkulus::rules::TileError| e.to_string())
}

/// Checks `NAME=VALUE` against the known options; keeps the text.
fn parse_option(pair: &str) -> Result<String, String> {
    Options::default()
        .set_pair(pair)
        .map_err(|e| e.to_string())?;
    Ok(pair.to_string())
}

fn parse_dest(s: &str) -> Result<furunkulus::pawn::Dest, String> {
    s.parse()
        .map_err(|e: furunkulus::geometry::SquareError| format!("{e}, or `out`, or `waiting`"))
}

fn json_text(v: &serde_json::Value) -> String {
    format!("{}\n", serde_json::to_string_pretty(v).unwrap_or_default())
}

fn pawn_ids(s: &Scenario, names: &[String]) -> Result<Vec<furunkulus::board::PawnId>, Failure> {
    names
        .iter()
        .map(|n| {
            s.pawn_id(n).ok_or_else(|| {
                fail(format!(
                    "no pawn `{n}` in the scenario (pawns: {})",
                    s.pawns()
                        .iter()
                        .map(|p| p.name.as_str())
                        .collect::<Vec<_>>()
                        .join(", ")
                ))
            })
        })
        .collect()
}

fn move_search(
    c: MoveSearch,
    target: Option<String>,
    palette: &Palette,
) -> Result<String, Failure> {
    let s = load(&c.file)?;
    let opts = with_options(s.options, &c.options)?;
    let tiles = c.tiles.0.clone();
    let id = pawn_ids(&s, std::slice::from_ref(&c.pawn))?[0];
    let points = pawn_points(&s, id, c.points)?;
    let target_id = match &target {
        Some(t) => {
            let t_id = pawn_ids(&s, std::slice::from_ref(t))?[0];
            if t_id == id {
                return Err(fail(format!(
                    "--target {t}: the target must be another pawn than --pawn"
                )));
            }
            Some(t_id)
        }
        None => None,
    };
    let (player_names, player_of) = render_search::players(s.pawns());
    let lookup = |p: furunkulus::board::PawnId| player_of.get(p.0 as usize).copied().unwrap_or(0);
    let mut results = search::survive(
        s.board(),
        id,
        points,
        &opts,
        &tiles,
        &lookup,
        player_names.len(),
    );
    if let Some(t) = target_id {
        results = search::lure(results, id, t);
    }
    let explained = match c.explain.as_deref() {
        None => None,
        Some("best") => results.first(),
        Some(rank) if rank.parse::<usize>().is_ok() => {
            let i = rank.parse::<usize>().unwrap_or(0);
            Some(results.get(i.wrapping_sub(1)).ok_or_else(|| {
                fail(format!(
                    "--explain {rank}: the table has results 1 to {}",
                    results.len()
                ))
            })?)
        }
        Some(to) => {
            let dest: furunkulus::pawn::Dest = to.parse().map_err(|e| {
                usage(format!(
                    "--explain {to}: {e}, or `out`, or a rank in the table"
                ))
            })?;
            // The best-ranked result ending there (others differ in where the stones end).
            Some(results.iter().find(|m| m.mv.dest == dest).ok_or_else(|| {
                fail(format!(
                    "--explain {to}: no listed result of pawn {} ends there",
                    c.pawn
                ))
            })?)
        }
    };
    Ok(match c.format {
        Format::Json => {
            let list: Vec<serde_json::Value> = results
                .iter()
                .map(|m| {
                    let lure = target_id.map(|t| search::lure_tiles(m, id, t));
                    render_search::move_risk_json(m, s.pawns(), &player_names, lure.as_deref())
                })
                .collect();
            let mut doc = serde_json::json!({
                "pawn": c.pawn,
                "points": points,
                "tiles": render_search::tile_names(&tiles),
                "results": list,
            });
            if let Some(t) = &target {
                doc["target"] = serde_json::json!(t);
            }
            if let Some(m) = explained {
                doc["explain"] =
                    serde_json::json!(render_search::explain_text(m, s.pawns(), &opts));
            }
            json_text(&doc)
        }
        Format::Text => {
            let header = match &target {
                None => format!("Which moves of {} survive the monster? Best first.", c.pawn),
                Some(t) => format!(
                    "Which moves of {} make the monster remove {t} and not {}?",
                    c.pawn, c.pawn
                ),
            };
            let mut out = render_search::move_risks_text(
                s.board(),
                s.pawns(),
                &c.pawn,
                points,
                &tiles,
                &results,
                &player_names,
                &header,
                palette,
            );
            if let Some(m) = explained {
                out.push('\n');
                out.push_str(&render_search::explain_text(m, s.pawns(), &opts));
            }
            out
        }
    })
}

/// The points of a pawn: `--points`, else its face in the file.
fn pawn_points(
    s: &Scenario,
    id: furunkulus::board::PawnId,
    points: Option<u8>,
) -> Result<u8, Failure> {
    match points.or(s.pawns()[id.0 as usize].face) {
        Some(p) if (0..=6).contains(&p) => Ok(p),
        Some(p) => Err(fail(format!("--points {p}: a pawn has 0 to 6 points"))),
        None => Err(fail(format!(
            "pawn {} has no `face` in the file: give its points with --points N",
            s.pawns()[id.0 as usize].name
        ))),
    }
}

fn parse_goal(s: &Scenario, words: &[String]) -> Result<search::Goal, Failure> {
    let (kind, names) = words
        .split_first()
        .ok_or_else(|| usage("--goal: say survive, feed NAME... or safe-from NAME..."))?;
    match kind.as_str() {
        "survive" if names.is_empty() => Ok(search::Goal::Survive),
        "feed" if !names.is_empty() => Ok(search::Goal::Feed(pawn_ids(s, names)?)),
        "safe-from" if !names.is_empty() => Ok(search::Goal::SafeFrom(pawn_ids(s, names)?)),
        _ => Err(usage(format!(
            "--goal {}: say `survive`, `feed NAME...` or `safe-from NAME...`",
            words.join(" ")
        ))),
    }
}

/// A progress bar on a terminal's standard error, hidden when piped.
fn progress_bar(total: u64) -> indicatif::ProgressBar {
    if std::io::stderr().is_terminal() {
        let bar = indicatif::ProgressBar::new(total);
        if let Ok(style) =
            indicatif::ProgressStyle::with_template("{bar:40} {pos}/{len} placements, {eta} left")
        {
            bar.set_style(style);
        }
        bar
    } else {
        indicatif::ProgressBar::hidden()
    }
}

fn rules_text(id: Option<&str>) -> Result<String, Failure> {
    let option_text = |o: &furunkulus::rules::OptionSpec| {
        let mut s = format!("option {}: {}\n", o.name, o.question);
        for (i, (v, what)) in o.values.iter().enumerate() {
            s.push_str(&format!(
                "  {}={v}{}: {what}\n",
                o.name,
                if i == 0 { " (default)" } else { "" }
            ));
        }
        s
    };
    match id {
        Some(id) => {
            if let Some(r) = rulebook::rule(id) {
                return Ok(format!("{} {}. {}\n", r.id, r.title, r.text));
            }
            if let Some(o) = OPTIONS
                .iter()
                .find(|o| o.name.eq_ignore_ascii_case(id.trim()))
            {
                return Ok(option_text(o));
            }
            Err(fail(format!(
                "no rule or option `{id}`: rule ids are B1, B2, M1..M11, P1..P8, G1..G9, S1..S14; options: {}",
                OPTIONS.iter().map(|o| o.name).collect::<Vec<_>>().join(", ")
            )))
        }
        None => {
            let mut out = String::new();
            for r in rulebook::RULES {
                out.push_str(&format!("{} {}. {}\n\n", r.id, r.title, r.text));
            }
            out.push_str("Rule options (RULES.md section 9), default first:\n\n");
            for o in OPTIONS {
                out.push_str(&option_text(o));
                out.push('\n');
            }
            Ok(out)
        }
    }
}

fn bench(rounds: u32) -> String {
    let positions = furunkulus::bench::positions();
    let options = Options::default();
    let rounds = rounds.max(1);
    // One warm-up round, then the measured rounds.
    let check = furunkulus::bench::run_all(&positions, &options);
    let start = std::time::Instant::now();
    let mut steps = 0u64;
    for _ in 0..rounds {
        steps += furunkulus::bench::run_all(std::hint::black_box(&positions), &options);
    }
    let secs = start.elapsed().as_secs_f64();
    let moves = positions.len() as u64 * TileDeck::STANDARD.len() as u64 * u64::from(rounds);
    let mut out = format!(
        "monster: {} positions x {} tiles, {rounds} rounds, {check} steps a round\n  {steps} monster steps in {secs:.3} s: {:.0} steps per second, {:.0} whole moves per second\n",
        positions.len(),
        TileDeck::STANDARD.len(),
        steps as f64 / secs,
        moves as f64 / secs
    );

    // Pawn moves: a 6-point pawn on the basic setup with 12 pawns.
    let pawn_board = [furunkulus::bench::pawn_position()];
    let reps = 20 * rounds as usize;
    let start = std::time::Instant::now();
    let mut results = 0;
    for _ in 0..reps {
        results +=
            furunkulus::bench::pawn_moves(std::hint::black_box(&pawn_board), &options, false);
    }
    let reach = start.elapsed().as_secs_f64() / reps as f64;
    let start = std::time::Instant::now();
    for _ in 0..rounds {
        results += furunkulus::bench::pawn_moves(std::hint::black_box(&pawn_board), &options, true);
    }
    let built = start.elapsed().as_secs_f64() / f64::from(rounds);
    out.push_str(&format!(
        "pawn moves: 6-point pawn, basic setup, 12 pawns ({} results)\n  search {:.1} us per pawn; with every path and board built {:.1} us\n",
        results / (reps + rounds as usize),
        reach * 1e6,
        built * 1e6
    ));

    // Placements: search place --count 2 --goal survive on the basic setup, every tile.
    let board = furunkulus::setup::basic::board();
    let start = std::time::Instant::now();
    let found = search::place(
        &board,
        &options,
        2,
        &search::Goal::Survive,
        &TileDeck::STANDARD,
        &|_| (),
    );
    let secs = start.elapsed().as_secs_f64();
    let tried = search::choose(search::candidates(&board).len(), 2);
    out.push_str(&format!(
        "placements: 2 pawns on the basic setup, goal survive, all tiles\n  {tried} placements in {secs:.3} s ({} threads): {:.0} placements evaluated per second, {} found\n",
        rayon::current_num_threads(),
        tried as f64 / secs,
        found.len()
    ));
    out
}
