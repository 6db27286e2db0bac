//! The `furunkulus` command: clap commands -> library calls -> rendering.

use clap::{Parser, Subcommand, ValueEnum};
use furunkulus::render::{board, json, search as render_search, trace as trace_render, Palette};
use furunkulus::rulebook;
use furunkulus::rules::{Options, Tile, OPTIONS};
use furunkulus::scenario::{self, Scenario};
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

#[derive(Subcommand)]
enum Command {
    /// Replay the monster's move step by step, explaining every decision.
    Trace {
        /// The scenario file (YAML).
        file: PathBuf,
        /// The monster tile: 1..20 steps, or prey-1, prey-2, prey-3 (default: the file's).
        #[arg(long)]
        tile: Option<String>,
        /// Output format.
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
        /// A rule option, NAME=VALUE (see `furunkulus rules`); overrides the file.
        #[arg(long = "option", value_name = "NAME=VALUE")]
        options: Vec<String>,
    },
    /// Draw the position.
    Show {
        /// The scenario file (YAML).
        file: PathBuf,
    },
    /// Validate a scenario; exit 0 if valid, 1 with every problem listed if not.
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
    /// Searches: placements of new pawns that reach a goal.
    Search {
        #[command(subcommand)]
        what: SearchCommand,
    },
    /// A heat map: for every empty square, the chance that a single pawn put there is removed.
    Risk {
        /// The scenario file (YAML).
        file: PathBuf,
        /// The tiles still possible, like 5,8,prey-1 (default: the whole deck).
        #[arg(long, default_value = DECK)]
        tiles: String,
        /// Output format.
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
        /// A rule option, NAME=VALUE; overrides the file.
        #[arg(long = "option", value_name = "NAME=VALUE")]
        options: Vec<String>,
    },
    /// Monster steps per second over a fixed set of positions.
    Bench {
        /// How many times to run the whole set.
        #[arg(long, default_value_t = 200)]
        rounds: u32,
    },
}

const DECK: &str = "5,7,7,8,8,10,prey-1,prey-2";

#[derive(Subcommand)]
enum SearchCommand {
    /// Placements of COUNT new pawns on empty squares such that GOAL holds for every tile.
    Place {
        /// The scenario file (YAML).
        file: PathBuf,
        /// How many new pawns to place.
        #[arg(long)]
        count: usize,
        /// survive | feed NAME... | safe-from NAME...
        #[arg(long, num_args = 1.., required = true, value_name = "GOAL")]
        goal: Vec<String>,
        /// The tiles, like 5,8,prey-1 (default: the whole deck).
        #[arg(long, default_value = DECK)]
        tiles: String,
        /// Output format.
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
        /// A rule option, NAME=VALUE; overrides the file.
        #[arg(long = "option", value_name = "NAME=VALUE")]
        options: Vec<String>,
    },
}

/// A failure to report: the message, and exit code 1.
struct Failure(String);

fn main() -> ExitCode {
    let cli = Cli::parse();
    let palette = Palette::new(match cli.color {
        ColorChoice::Always => true,
        ColorChoice::Never => false,
        ColorChoice::Auto => {
            std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
                && std::io::stdout().is_terminal()
        }
    });
    match run(cli.command, &palette) {
        Ok(text) => {
            let mut out = std::io::stdout().lock();
            // A closed pipe (`| head`) is not an error worth a panic.
            let _ = out.write_all(text.as_bytes());
            let _ = out.flush();
            ExitCode::SUCCESS
        }
        Err(Failure(msg)) => {
            eprint!("{msg}");
            if !msg.ends_with('\n') {
                eprintln!();
            }
            ExitCode::from(1)
        }
    }
}

fn load(path: &std::path::Path) -> Result<Scenario, Failure> {
    scenario::load_file(path).map_err(|e| Failure(e.to_string()))
}

fn run(command: Command, palette: &Palette) -> Result<String, Failure> {
    match command {
        Command::Trace {
            file,
            tile,
            format,
            options,
        } => {
            let s = load(&file)?;
            let mut opts: Options = s.options;
            for o in &options {
                opts.set_pair(o)
                    .map_err(|e| Failure(format!("--option {o}: {e}")))?;
            }
            let tile: Tile = match (tile, s.tile) {
                (Some(t), _) => t.parse().map_err(|e| Failure(format!("--tile: {e}")))?,
                (None, Some(t)) => t,
                (None, None) => {
                    return Err(Failure(format!(
                        "{}: no tile: give one with --tile (1..20, prey-1, prey-2, prey-3) or `tile:` in the file",
                        file.display()
                    )))
                }
            };
            let trace = Trace::record(&s.board, tile, &opts);
            Ok(match format {
                Format::Text => {
                    trace_render::trace_text(&trace, &s.pawns, s.title.as_deref(), palette)
                }
                Format::Json => {
                    let doc = json::trace(&trace, &s.pawns, s.title.as_deref());
                    format!(
                        "{}\n",
                        serde_json::to_string_pretty(&doc).unwrap_or_default()
                    )
                }
            })
        }
        Command::Show { file } => {
            let s = load(&file)?;
            let mut out = String::new();
            if let Some(t) = &s.title {
                out.push_str(t);
                out.push('\n');
            }
            out.push_str(&board::draw(
                &s.board,
                &s.pawns,
                &board::Marks::default(),
                palette,
            ));
            out.push_str(&board::legend(&s.pawns, false));
            Ok(out)
        }
        Command::Check { files } => {
            let mut out = String::new();
            let mut errors = String::new();
            for f in &files {
                match scenario::load_file(f) {
                    Ok(s) => out.push_str(&format!(
                        "{}: valid ({} pawn{}{})\n",
                        f.display(),
                        s.pawns.len(),
                        if s.pawns.len() == 1 { "" } else { "s" },
                        s.tile.map_or(String::new(), |t| format!(", tile {t}"))
                    )),
                    Err(e) => errors.push_str(&e.to_string()),
                }
            }
            if errors.is_empty() {
                Ok(out)
            } else {
                print!("{out}");
                Err(Failure(errors))
            }
        }
        Command::Rules { id } => rules_text(id.as_deref()),
        Command::Bench { rounds } => Ok(bench(rounds)),
        Command::Risk {
            file,
            tiles,
            format,
            options,
        } => {
            let s = load(&file)?;
            let opts = with_options(s.options, &options)?;
            let tiles = deck(&tiles)?;
            let squares = search::risk(&s.board, &opts, &tiles);
            Ok(match format {
                Format::Json => json_text(&render_search::risk_json(&tiles, &squares)),
                Format::Text => {
                    render_search::risk_text(&s.board, &s.pawns, &tiles, &squares, palette)
                }
            })
        }
        Command::Search {
            what:
                SearchCommand::Place {
                    file,
                    count,
                    goal,
                    tiles,
                    format,
                    options,
                },
        } => {
            let s = load(&file)?;
            let opts = with_options(s.options, &options)?;
            let tiles = deck(&tiles)?;
            let goal_value = parse_goal(&s, &goal)?;
            let cands = search::candidates(&s.board);
            if count == 0 || count > cands.len() {
                return Err(Failure(format!(
                    "--count {count}: there are {} empty squares",
                    cands.len()
                )));
            }
            if s.board.pawn_count() + count > furunkulus::board::MAX_PAWNS {
                return Err(Failure(format!(
                    "--count {count}: a board holds at most {} pawns",
                    furunkulus::board::MAX_PAWNS
                )));
            }
            let total = search::choose(cands.len(), count);
            let bar = progress_bar(total);
            let placements =
                search::place(&s.board, &opts, count, &goal_value, &tiles, &|n| bar.inc(n));
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
                    &s.board,
                    &s.pawns,
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
            .map_err(|e| Failure(format!("--option {o}: {e}")))?;
    }
    Ok(opts)
}

fn deck(list: &str) -> Result<Vec<Tile>, Failure> {
    search::parse_tiles(list).map_err(|e| Failure(format!("--tiles: {e}")))
}

fn json_text(v: &serde_json::Value) -> String {
    format!("{}\n", serde_json::to_string_pretty(v).unwrap_or_default())
}

fn pawn_ids(s: &Scenario, names: &[String]) -> Result<Vec<furunkulus::board::PawnId>, Failure> {
    names
        .iter()
        .map(|n| {
            s.pawn_id(n).ok_or_else(|| {
                Failure(format!(
                    "no pawn `{n}` in the scenario (pawns: {})",
                    s.pawns
                        .iter()
                        .map(|p| p.name.as_str())
                        .collect::<Vec<_>>()
                        .join(", ")
                ))
            })
        })
        .collect()
}

fn parse_goal(s: &Scenario, words: &[String]) -> Result<search::Goal, Failure> {
    let (kind, names) = words
        .split_first()
        .ok_or_else(|| Failure("--goal: say survive, feed NAME... or safe-from NAME...".into()))?;
    match kind.as_str() {
        "survive" if names.is_empty() => Ok(search::Goal::Survive),
        "feed" if !names.is_empty() => Ok(search::Goal::Feed(pawn_ids(s, names)?)),
        "safe-from" if !names.is_empty() => Ok(search::Goal::SafeFrom(pawn_ids(s, names)?)),
        _ => Err(Failure(format!(
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
            Err(Failure(format!(
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
    // One warm-up round, then the measured rounds.
    let check = furunkulus::bench::run_all(&positions, &options);
    let start = std::time::Instant::now();
    let mut steps = 0u64;
    for _ in 0..rounds.max(1) {
        steps += furunkulus::bench::run_all(std::hint::black_box(&positions), &options);
    }
    let secs = start.elapsed().as_secs_f64();
    let moves = positions.len() as u64 * Tile::DECK.len() as u64 * u64::from(rounds.max(1));
    format!(
        "positions: {} (x {} tiles), rounds: {}\nsteps per round: {check}\nmonster steps: {steps} in {secs:.3} s\nsteps per second: {:.0}\nmoves per second: {:.0}\n",
        positions.len(),
        Tile::DECK.len(),
        rounds.max(1),
        steps as f64 / secs,
        moves as f64 / secs
    )
}
