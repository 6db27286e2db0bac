//! The command line: clap's definitions of every command and its arguments, and the one
//! function that turns a parsed command into a library report. Nothing here computes an
//! answer or renders one.
//!
//! Here: the top-level commands and [`run`]. The command groups keep their subcommands'
//! arguments and the reports they ask for in their own rooms (`game`, `puzzle`, `search`);
//! `args` holds the arguments several commands share (output, paper, formats, value
//! parsers), `answer` what a command answers, `help` the help in the player's language.

use clap::{CommandFactory, Parser, Subcommand, ValueEnum};
use furunkulus::i18n::speaking;
use furunkulus::report::{
    self, bench::BenchReport, check::CheckReport, moves::MovesReport, moves::VerdictReport,
    rules::RulesReport, search::RiskReport, show::ShowReport, trace::TraceReport, Failure,
};
use furunkulus::rules::{Deck, Tile};
use furunkulus::t;
use std::path::PathBuf;

#[derive(Parser)]
#[command(
    name = "furunkulus",
    version,
    about = "Settles the rules arguments of Finstere Flure (Fearsome Floors): replays the monster's move step by step and explains it",
    after_help = "Examples:
  furunkulus trace scenarios/rulebook/monster-basic.yaml
  furunkulus moves scenarios/rulebook/pawn-3.yaml --pawn P --to f5
  furunkulus rules M9

Output fits the terminal's width (COLUMNS, or 80, when not writing to a terminal).
Language: --lang en|de|fr, else LC_ALL, LC_MESSAGES or LANG (de_DE.UTF-8: German), else English.
Exit codes: 0 success; 1 the scenario is invalid or the request cannot be answered; 2 usage error."
)]
pub struct Cli {
    /// Colour: auto (a terminal, and NO_COLOR not set), always or never.
    #[arg(long, value_enum, default_value_t = ColorChoice::Auto, global = true)]
    pub color: ColorChoice,
    /// Language of the words: en, de or fr (default: from LC_ALL, LC_MESSAGES or LANG, as
    /// `de_DE.UTF-8`; else English). JSON and file formats are the same in every language.
    #[arg(long, global = true, value_name = "LANG", value_parser = parse_lang)]
    pub lang: Option<furunkulus::i18n::Lang>,
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Clone, Copy, ValueEnum)]
pub enum ColorChoice {
    Auto,
    Always,
    Never,
}

#[derive(Subcommand)]
pub enum Command {
    /// Replay the monster's move step by step, explaining every decision.
    #[command(after_help = "Examples:
  furunkulus trace scenarios/rulebook/monster-basic.yaml
  furunkulus trace scenarios/rulebook/monster-basic.yaml --tile prey-2 --brief
  furunkulus trace scenarios/rulebook/monster-advanced.yaml \\
      --option pivot-when-tied=turn --format json")]
    Trace {
        /// The scenario file (YAML).
        file: PathBuf,
        /// The monster tile: 1..20 steps, or prey-1, prey-2, prey-3 (default: the file's).
        #[arg(long, value_parser = parse_tile)]
        tile: Option<Tile>,
        /// Output format: words, JSON, a picture of the whole move (svg, png), printed pages
        /// (pdf), or a page that steps through it (html).
        #[arg(long, value_enum, default_value_t = TraceFormat::Text)]
        format: TraceFormat,
        /// With --format svg, png or pdf: one board per step (and before the move, and the
        /// final look), each with its sentences.
        #[arg(long)]
        steps: bool,
        #[command(flatten)]
        output: Output,
        #[command(flatten)]
        printing: Printing,
        /// A rule option, NAME=VALUE (see `furunkulus rules`); overrides the file.
        #[arg(long = "option", value_name = "NAME=VALUE", value_parser = parse_option)]
        options: Vec<String>,
        /// For the table: one line a step, then who was removed and where the monster ends
        /// (text only; JSON always holds the whole move).
        #[arg(long)]
        brief: bool,
    },
    /// Draw the position, or write it as a scenario file that draws the board (`--format map`).
    #[command(after_help = "Examples:
  furunkulus show scenarios/setup/basic.yaml
  furunkulus show scenarios/rulebook/monster-advanced.yaml \\
      --format map > advanced-map.yaml")]
    Show {
        /// The scenario file (YAML).
        file: PathBuf,
        /// `text`: the board with its legend; `json`: the position as JSON; `map`: a complete
        /// scenario file that draws the board (`map:`); `svg`, `png`: a picture.
        #[arg(long, value_enum, default_value_t = ShowFormat::Text)]
        format: ShowFormat,
        #[command(flatten)]
        output: Output,
    },
    /// Every legal move of one pawn, or whether one destination is legal and why.
    #[command(after_help = "Examples:
  furunkulus moves scenarios/rulebook/pawn-1.yaml --pawn P
  furunkulus moves scenarios/rulebook/pawn-3.yaml --pawn P --to f5
  furunkulus moves scenarios/rulebook/pawn-1.yaml --pawn P --dot \\
      | dot -Tsvg > moves.svg")]
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
        #[arg(long, value_parser = parse_points)]
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
    /// A puzzle's stated solution is checked too.
    #[command(after_help = "Examples:
  furunkulus check scenarios/rulebook/monster-basic.yaml
  furunkulus check scenarios/rulebook/*.yaml scenarios/puzzles/*.yaml")]
    Check {
        /// The scenario files.
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
    /// Serve the web board: one page and a JSON API (see the README), on this machine only
    /// unless --host says otherwise.
    #[command(after_help = "Examples:
  furunkulus serve
  furunkulus serve --dir scenarios --port 8080
  furunkulus serve --host 0.0.0.0   # phones on the same network can connect")]
    Serve {
        /// The port to listen on (0: any free port).
        #[arg(long, default_value_t = 8080)]
        port: u16,
        /// The address to listen on: 127.0.0.1 (this machine only) or 0.0.0.0 (every
        /// network this machine is on: anyone there can use it).
        #[arg(long, default_value = "127.0.0.1")]
        host: std::net::IpAddr,
        /// A folder of scenario files the page may open (read only; nothing else is read).
        #[arg(long)]
        dir: Option<PathBuf>,
        /// A host name the board answers to (as in the browser's address bar, like
        /// `mypc.local`), besides its addresses and localhost; may be repeated. Requests for
        /// any other name are refused (docs/api.md).
        #[arg(long = "allow-host", value_name = "NAME")]
        allowed_hosts: Vec<String>,
        /// The folder where tables (games shared by several devices) are kept, in an SQLite
        /// database (default: the user's data folder, ~/.local/share/furunkulus on Linux).
        #[arg(long, value_name = "DIR")]
        data: Option<PathBuf>,
        /// How long a table that nobody plays is kept: a number and s, m, h or d.
        #[arg(long = "table-ttl", value_name = "TIME", default_value = "30d",
              value_parser = furunkulus::serve::tables::parse_duration)]
        table_ttl: std::time::Duration,
        /// The most tables the server holds at once.
        #[arg(long = "max-tables", value_name = "N", default_value_t = 1000)]
        max_tables: usize,
        /// The AI's node budget for each play at a table (at most 100000).
        #[arg(long = "ai-budget", value_name = "N", default_value_t = 20_000,
              value_parser = clap::value_parser!(u64).range(1..=100_000))]
        ai_budget: u64,
    },
    /// The rules and the rule options, with their ids.
    #[command(after_help = "Examples:
  furunkulus rules
  furunkulus rules M9
  furunkulus rules pivot-when-tied")]
    Rules {
        /// One rule id (M4, P7, S3...) or option name (pivot-chain).
        id: Option<String>,
    },
    /// Searches: the moves of a pawn that survive the monster or lure it onto another pawn,
    /// and placements of new pawns that reach a goal.
    #[command(after_help = "Examples:
  furunkulus search survive scenarios/rulebook/pawn-1.yaml --pawn P --explain
  furunkulus search lure scenarios/rulebook/monster-basic.yaml --pawn D \\
      --target E --points 3
  furunkulus search place scenarios/setup/basic.yaml \\
      --count 2 --goal survive --tiles 8")]
    Search {
        #[command(subcommand)]
        what: SearchCommand,
    },
    /// A heat map: for every empty square, the chance that a single pawn put there is removed.
    #[command(after_help = "Examples:
  furunkulus risk scenarios/setup/basic.yaml
  furunkulus risk scenarios/rulebook/monster-basic.yaml --tiles 5,8,prey-1")]
    Risk {
        /// The scenario file (YAML).
        file: PathBuf,
        /// The tiles still possible, like 5,8,prey-1 (default: the whole deck).
        #[arg(long, default_value_t = Deck::standard(), value_parser = parse_deck)]
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
    #[command(after_help = "Examples:
  furunkulus bench
  furunkulus bench --rounds 20 --puzzles 0")]
    Bench {
        /// How many times to run the whole set.
        #[arg(long, default_value_t = 1000)]
        rounds: u32,
        /// How many medium puzzles to generate per rule set for the puzzle figure (0: skip).
        #[arg(long, default_value_t = 5)]
        puzzles: usize,
    },
    /// Monster puzzles: solve one exhaustively, or generate puzzles with a unique answer.
    #[command(after_help = "Examples:
  furunkulus puzzle solve scenarios/puzzles/basic-weapon-hard-2003-03.yaml --explain
  furunkulus puzzle generate --seed 7 --count 3 --difficulty hard \\
      --out my-puzzles")]
    Puzzle {
        #[command(subcommand)]
        what: PuzzleCommand,
    },
    /// Print a shell completion script (bash, zsh, fish, elvish or powershell).
    #[command(after_help = "Examples:
  furunkulus completions bash > \\
      ~/.local/share/bash-completion/completions/furunkulus
  furunkulus completions zsh > ~/.zfunc/_furunkulus
  furunkulus completions fish > ~/.config/fish/completions/furunkulus.fish")]
    Completions {
        /// The shell.
        shell: clap_complete::Shell,
    },
    /// Print the manual page (roff) on standard output.
    #[command(after_help = "Examples:
  furunkulus man > furunkulus.1 && man ./furunkulus.1
  furunkulus man | gzip > /usr/local/share/man/man1/furunkulus.1.gz")]
    Man,
    /// Whole games: start one, replay and check a record, follow a game at a real table, or
    /// play at the terminal (game records: docs/FORMAT.md section 6).
    #[command(after_help = "Examples:
  furunkulus game new --players red,blue --seed 7 --out game.yaml
  furunkulus game play game.yaml
  furunkulus game replay tests/games/first-turn.yaml --verbose")]
    Game {
        #[command(subcommand)]
        what: GameCommand,
    },
}

mod answer;
mod args;
mod game;
mod help;
mod puzzle;
mod search;

pub use answer::Answer;
use answer::*;
pub use args::Output;
use args::*;
pub use game::GameCommand;
pub use help::in_language;
pub use puzzle::PuzzleCommand;
pub use search::SearchCommand;

/// Builds the report a command asks for (`style` for the commands that talk as they go).
pub fn run(command: Command, style: &report::Style) -> Result<Answer, Failure> {
    Ok(match command {
        Command::Game { what } => game::game(what, style)?,
        Command::Trace {
            file,
            tile,
            format,
            steps,
            output,
            printing,
            options,
            brief,
        } => {
            if steps
                && !matches!(
                    format,
                    TraceFormat::Svg | TraceFormat::Png | TraceFormat::Pdf
                )
            {
                return Err(Failure::usage(t!(style.lang, "fail-steps")));
            }
            if brief && format != TraceFormat::Text {
                return Err(Failure::usage(t!(style.lang, "fail-brief")));
            }
            let mut report = TraceReport::build(&report::load(&file, &options)?, tile, steps)?;
            report.brief = brief;
            printed(report, format, output, printing)?
        }
        Command::Completions { shell } => {
            let mut out = Vec::new();
            clap_complete::generate(shell, &mut Cli::command(), "furunkulus", &mut out);
            answer(
                Verbatim(String::from_utf8_lossy(&out).into_owned()),
                Format::Text,
            )
        }
        Command::Man => {
            let mut out = Vec::new();
            clap_mangen::Man::new(Cli::command())
                .render(&mut out)
                .map_err(|e| Failure::invalid(format!("cannot write the manual page: {e}")))?;
            answer(
                Verbatim(String::from_utf8_lossy(&out).into_owned()),
                Format::Text,
            )
        }
        Command::Show {
            file,
            format,
            output,
        } => answer_to(
            ShowReport::build(&report::load(&file, &[])?),
            format,
            output,
        ),
        Command::Check { files } => answer(CheckReport::build(&files)?, Format::Text),
        Command::Rules { id } => {
            answer(RulesReport::build(id.as_deref(), style.lang)?, Format::Text)
        }
        Command::Serve {
            port,
            host,
            dir,
            allowed_hosts,
            data,
            table_ttl,
            max_tables,
            ai_budget,
        } => serve(furunkulus::serve::Config {
            host,
            port,
            dir,
            allowed_hosts,
            tables: furunkulus::serve::TablesConfig {
                data: Some(
                    data.or_else(furunkulus::serve::default_data_dir)
                        .ok_or_else(|| {
                            Failure::usage("no data folder for the tables: give --data DIR")
                        })?,
                ),
                ttl: table_ttl,
                max_tables: max_tables.max(1),
                ai_budget,
                ..Default::default()
            },
            ..Default::default()
        })?,
        Command::Bench { rounds, puzzles } => {
            answer(BenchReport::run(rounds, puzzles), Format::Text)
        }
        Command::Moves {
            file,
            pawn,
            to,
            points,
            dot,
            format,
            output,
            options,
        } => {
            let loaded = report::load(&file, &options)?;
            match to {
                Some(to) => answer_to(
                    VerdictReport::build(&loaded, &pawn, points, to)?,
                    format,
                    output,
                ),
                None if dot => answer_to(
                    MovesReport::build(&loaded, &pawn, points)?,
                    report::Format::Dot,
                    output,
                ),
                None => answer_to(MovesReport::build(&loaded, &pawn, points)?, format, output),
            }
        }
        Command::Risk {
            file,
            tiles,
            format,
            output,
            options,
        } => answer_to(
            RiskReport::build(&report::load(&file, &options)?, tiles.tiles())?,
            format,
            output,
        ),
        Command::Puzzle { what } => puzzle::puzzle(what, style)?,
        Command::Search { what } => search::search(what, style)?,
    })
}

/// `serve`: runs until the process is stopped; says where to connect on standard error.
fn serve(config: furunkulus::serve::Config) -> Result<Answer, Failure> {
    let open_to_network = !config.host.is_loopback();
    furunkulus::serve::run_blocking(&config, |addr| {
        eprintln!(
            "Serving the board on {addr}: open {}",
            furunkulus::serve::address_to_open(addr)
        );
        if open_to_network {
            eprintln!(
                "warning: listening on {}: anyone on this network can use the board (no password); stop with Ctrl-C",
                config.host
            );
            // A phone on the network scans this to open the tables' page.
            eprint!(
                "{}",
                furunkulus::serve::tables_announcement(addr, speaking())
            );
        } else {
            eprintln!("Only this machine can connect (--host 0.0.0.0 lets phones on the network in). Stop with Ctrl-C.");
        }
    })
    .map_err(|e| {
        Failure::invalid(t!(
            speaking(),
            "fail-serve",
            host = config.host.to_string(),
            port = config.port,
            error = e.to_string()
        ))
    })?;
    Ok(answer(Verbatim(String::new()), Format::Text))
}
