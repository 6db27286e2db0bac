//! The command line: clap's definitions of every command and its arguments, and the one
//! function that turns a parsed command into a library report. Nothing here computes an
//! answer or renders one.

use clap::{CommandFactory, Parser, Subcommand, ValueEnum};
use furunkulus::i18n::speaking;
use furunkulus::pawn::Dest;
use furunkulus::puzzle;
use furunkulus::render::svg::paper::Paper;
use furunkulus::report::ai::{
    tournament_games, HintReport, SimulateReport, SimulateRequest, TournamentReport,
    TournamentRequest,
};
use furunkulus::report::game::{NewReport, NewRequest, NewSetup, ReplayReport, StateReport};
use furunkulus::report::{
    self, bench::BenchReport, book::BookReport, book::BookRequest, check::CheckReport,
    moves::MovesReport, moves::VerdictReport, puzzle::GenerateReport, puzzle::SheetReport,
    puzzle::SolveReport, puzzle::SolveRequest, rules::RulesReport, search::ExplainChoice,
    search::PlaceReport, search::PlaceRequest, search::RiskReport, search::SurviveReport,
    show::ShowReport, trace::TraceReport, Failure, Report,
};
use furunkulus::rules::{Deck, Options, Tile};
use furunkulus::session::Session;
use furunkulus::t;
use std::io::IsTerminal;
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

#[derive(Clone, Copy, ValueEnum, PartialEq, Eq)]
pub enum Format {
    Text,
    Json,
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

mod game;

pub use game::GameCommand;

#[derive(Subcommand)]
pub enum PuzzleCommand {
    /// A printable sheet of one puzzle or several: the positions and the questions, no
    /// answers; with --solution, the answer sheet (each verdict, why the answer works, and the
    /// monster's move with it).
    #[command(after_help = "Examples:
  furunkulus puzzle sheet scenarios/puzzles/basic-move-*.yaml --out sheet.svg
  furunkulus puzzle sheet scenarios/puzzles/basic-move-*.yaml --format png \\
      --out sheet.png --answers answers.png
  furunkulus puzzle sheet scenarios/puzzles/*.yaml --format pdf --paper letter \\
      --out puzzles.pdf --answers answers.pdf")]
    Sheet {
        /// The puzzle files, numbered on the sheet in this order.
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// The answer sheet instead.
        #[arg(long)]
        solution: bool,
        /// Also write the answer sheet to FILE, in the same format (never over a file with
        /// other contents): the questions and their answers from one run.
        #[arg(long, value_name = "FILE", conflicts_with = "solution")]
        answers: Option<PathBuf>,
        /// Refuse puzzles that would need more placements tried than this (with --solution).
        #[arg(long, default_value_t = 50_000_000)]
        max_placements: u64,
        /// Output format: words, a picture (svg, png), or printed pages (pdf: four puzzles a
        /// page, numbered, with lines to write the answers on).
        #[arg(long, value_enum, default_value_t = SheetFormat::Svg)]
        format: SheetFormat,
        #[command(flatten)]
        output: Output,
        #[command(flatten)]
        printing: Printing,
        /// A rule option, NAME=VALUE; overrides the file.
        #[arg(long = "option", value_name = "NAME=VALUE", value_parser = parse_option)]
        options: Vec<String>,
    },
    /// Every solution of a puzzle file, exhaustively: unique, N solutions, or none. Exit 1 if
    /// the file states a solution and it is wrong.
    #[command(after_help = "Examples:
  furunkulus puzzle solve scenarios/puzzles/basic-move-easy-2003-01.yaml --explain
  furunkulus puzzle solve scenarios/puzzles/basic-move-easy-2003-01.yaml --trace \\
      --format json
  furunkulus puzzle solve scenarios/puzzles/basic-move-easy-2003-01.yaml --hint 2")]
    Solve {
        /// The puzzle file (YAML: a scenario plus a `puzzle:` section).
        file: PathBuf,
        /// Say why the answer works: the decisive step and what follows, in the trace's
        /// words (the file's `explanation`, or the first solution's).
        #[arg(long)]
        explain: bool,
        /// Show each solution's explained trace, tile by tile (the first --max-traces ones).
        #[arg(long)]
        trace: bool,
        /// Show only the question and the first N hints (1 to 4): the idea, the pieces that
        /// matter, the monster's first decision that counts, and (4) the answer with its
        /// trace. The answer is never shown before N = 4.
        #[arg(long, value_name = "N", value_parser = clap::value_parser!(u8).range(1..=4), conflicts_with_all = ["explain", "trace"])]
        hint: Option<u8>,
        /// With --trace: how many solutions to trace at most; the others are counted.
        #[arg(long, default_value_t = 10, value_name = "N")]
        max_traces: usize,
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
    /// Generate puzzles with exactly one solution (checked by the solver), one file each.
    #[command(after_help = "Examples:
  furunkulus puzzle generate --kind move
  furunkulus puzzle generate --kind weapon --seed 7 --count 3 \\
      --difficulty hard --rules advanced --out my-puzzles")]
    Generate {
        /// What the player is asked: move one pawn, two-moves, a safe-square against the
        /// tiles left, predict which tile does it, a weapon (crush, destroy, pivot), or place
        /// pawns, or a feast: place pawns or stones so that the monster, walking without a
        /// step limit, eats every pawn of the other colour and none of yours (feast).
        #[arg(long, value_enum, default_value_t = KindArg::Move)]
        kind: KindArg,
        /// The seed: the same seed (and other arguments) writes the same files.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// How many puzzles.
        #[arg(long, default_value_t = 1)]
        count: usize,
        /// Their difficulty, measured on the puzzle: easy (up to 3 points), medium (4 to 6),
        /// hard (7 or more), or any; points for tempting wrong candidates (twice), a goal
        /// settled late in the walk, key ideas (a tie, a push, a slide, a wall, a pivot, a
        /// teleport, a crush), an answer against instinct, a second piece or move, several
        /// tiles (see the README, "Puzzles").
        #[arg(long, value_enum, default_value_t = DifficultyArg::Medium)]
        difficulty: DifficultyArg,
        /// The basic game (B2 setup) or the advanced game (pieces on their faces, teleporters).
        #[arg(long, value_enum, default_value_t = RulesArg::Basic)]
        rules: RulesArg,
        /// The directory to write the files into (created if needed).
        #[arg(long, default_value = ".")]
        out: PathBuf,
        /// Replace existing files with other contents.
        #[arg(long)]
        force: bool,
        /// Leave out puzzles already in these puzzle files or directories (by the canonical
        /// key: the same position with other colours or on the turned board, the same
        /// answer), e.g. `--avoid scenarios/puzzles`. Repeatable.
        #[arg(long, value_name = "PATH")]
        avoid: Vec<PathBuf>,
        /// Let puzzles of the stored set (scenarios/puzzles, built in) be made again; by
        /// default they are left out.
        #[arg(long)]
        allow_stored: bool,
    },
    /// A puzzle book: a year of weekly puzzles, easy weeks first and hard ones last, over
    /// every kind, no two alike; each week's puzzle file, a question sheet and an answer sheet
    /// (PDF) in one directory.
    #[command(after_help = "Examples:
  furunkulus puzzle book --weeks 52 --seed 7 --out year
  furunkulus puzzle book --weeks 12 --rules advanced --lang de --paper letter --out quarter")]
    Book {
        /// How many weeks: one puzzle a week, 1 to 520.
        #[arg(long, default_value_t = 52, value_parser = clap::value_parser!(u64).range(1..=520))]
        weeks: u64,
        /// The seed of the generated puzzles: the same seed (and other arguments) writes the
        /// same files.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// The basic game (B2 setup) or the advanced game (pieces on their faces, teleporters).
        #[arg(long, value_enum, default_value_t = RulesArg::Basic)]
        rules: RulesArg,
        /// The directory to write the book into (created if needed): week-01.yaml, ...,
        /// questions.pdf, answers.pdf.
        #[arg(long)]
        out: PathBuf,
        /// Replace existing files with other contents.
        #[arg(long)]
        force: bool,
        /// Take puzzles from these puzzle files or directories first, the rest generated
        /// (default: scenarios/puzzles, the stored set, when there is such a directory).
        /// Repeatable.
        #[arg(long, value_name = "PATH", conflicts_with = "no_stored")]
        stored: Vec<PathBuf>,
        /// Generate every week: take no stored puzzle (those of scenarios/puzzles are still
        /// left out of the book).
        #[arg(long)]
        no_stored: bool,
        /// Leave out puzzles already in these puzzle files or directories, besides
        /// scenarios/puzzles (when there is such a directory). Repeatable.
        #[arg(long, value_name = "PATH")]
        avoid: Vec<PathBuf>,
        #[command(flatten)]
        printing: BookPrinting,
    },
}

/// The paper of a book's sheets.
#[derive(clap::Args, Clone, Copy)]
pub struct BookPrinting {
    /// The paper of the sheets: A4 or US Letter (portrait).
    #[arg(long, value_enum)]
    pub paper: Option<PaperArg>,
}

#[derive(Clone, Copy, ValueEnum)]
pub enum DifficultyArg {
    Easy,
    Medium,
    Hard,
    Any,
}

#[derive(Clone, Copy, ValueEnum)]
pub enum KindArg {
    Move,
    TwoMoves,
    SafeSquare,
    Predict,
    Weapon,
    Place,
    Feast,
}

impl From<KindArg> for puzzle::Kind {
    fn from(k: KindArg) -> puzzle::Kind {
        match k {
            KindArg::Move => puzzle::Kind::Move,
            KindArg::TwoMoves => puzzle::Kind::TwoMoves,
            KindArg::SafeSquare => puzzle::Kind::SafeSquare,
            KindArg::Predict => puzzle::Kind::Predict,
            KindArg::Weapon => puzzle::Kind::Weapon,
            KindArg::Place => puzzle::Kind::Place,
            KindArg::Feast => puzzle::Kind::Feast,
        }
    }
}

impl From<DifficultyArg> for Option<puzzle::Difficulty> {
    fn from(d: DifficultyArg) -> Self {
        match d {
            DifficultyArg::Easy => Some(puzzle::Difficulty::Easy),
            DifficultyArg::Medium => Some(puzzle::Difficulty::Medium),
            DifficultyArg::Hard => Some(puzzle::Difficulty::Hard),
            DifficultyArg::Any => None,
        }
    }
}

#[derive(Clone, Copy, ValueEnum)]
pub enum RulesArg {
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

#[derive(Subcommand)]
pub enum SearchCommand {
    /// Rank every legal move of a pawn by the chance that the monster then removes it.
    #[command(after_help = "Examples:
  furunkulus search survive scenarios/rulebook/pawn-1.yaml --pawn P
  furunkulus search survive scenarios/rulebook/pawn-1.yaml --pawn P \\
      --tiles 7,8 --explain g5")]
    Survive {
        #[command(flatten)]
        common: MoveSearch,
    },
    /// The moves of a pawn after which the monster removes TARGET and not the pawn, ranked by
    /// the chance that the lure works.
    #[command(after_help = "Examples:
  furunkulus search lure scenarios/rulebook/monster-basic.yaml --pawn D \\
      --target E --points 3
  furunkulus search lure scenarios/rulebook/monster-basic.yaml --pawn A \\
      --target C --points 2 --tiles 8")]
    Lure {
        #[command(flatten)]
        common: MoveSearch,
        /// The pawn to feed to the monster.
        #[arg(long)]
        target: String,
    },
    /// Placements of COUNT new pawns on empty squares such that GOAL holds for every tile.
    ///
    /// Goals: `survive`: none of the new pawns is removed; `feed NAME...`: every pawn named
    /// is removed; `protect NAME...` (also written `safe-from`): none of the pawns named is
    /// removed. The goal must hold for each tile of --tiles, each played alone.
    #[command(after_help = "Examples:
  furunkulus search place scenarios/setup/basic.yaml \\
      --count 2 --goal survive --tiles 8
  furunkulus search place scenarios/rulebook/monster-basic.yaml --count 1 \\
      --goal feed A --tiles 7,8
  furunkulus search place scenarios/rulebook/monster-basic.yaml --count 1 \\
      --goal protect C D --tiles 8")]
    Place {
        /// The scenario file (YAML).
        file: Option<PathBuf>,
        /// How many new pawns to place.
        #[arg(long)]
        count: usize,
        /// survive | feed NAME... | protect NAME... (also safe-from NAME...)
        #[arg(long, num_args = 1.., required = true, value_name = "GOAL")]
        goal: Vec<String>,
        /// Refuse searches that would try more placements than this.
        #[arg(long, default_value_t = 50_000_000)]
        max_placements: u64,
        /// The tiles, like 5,8,prey-1 (default: the whole deck).
        #[arg(long, default_value_t = Deck::standard(), value_parser = parse_deck)]
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
pub struct MoveSearch {
    /// The scenario file (YAML).
    file: PathBuf,
    /// The moving pawn.
    #[arg(long)]
    pawn: String,
    /// Its points, 0..6 (default: its `face` in the file).
    #[arg(long, value_parser = clap::value_parser!(u8).range(0..=6))]
    points: Option<u8>,
    /// The tiles still possible, like 5,8,prey-1 (default: the whole deck).
    #[arg(long, default_value_t = Deck::standard(), value_parser = parse_deck)]
    tiles: Deck,
    /// Show, tile by tile, who the monster removes after one move and how: the move ranked
    /// TO in the table, or the best-ranked move ending on square TO (or `out`); without a
    /// value, the best-ranked move.
    #[arg(long, num_args = 0..=1, default_missing_value = "best", value_name = "TO", value_parser = parse_explain)]
    explain: Option<ExplainChoice>,
    /// Output format: words, JSON, or the ranked moves on the board (svg, png).
    #[arg(long, value_enum, default_value_t = Drawing::Text)]
    format: Drawing,
    #[command(flatten)]
    output: Output,
    /// A rule option, NAME=VALUE; overrides the file.
    #[arg(long = "option", value_name = "NAME=VALUE", value_parser = parse_option)]
    options: Vec<String>,
}

/// Where the output of a command that draws goes.
#[derive(clap::Args, Clone, Default)]
pub struct Output {
    /// Write the output to FILE (safely: a temporary file, then renamed) instead of standard
    /// output (`-`: standard output).
    #[arg(long, value_name = "FILE")]
    pub out: Option<PathBuf>,
    /// With --out: replace FILE if it is a regular file with other contents (never a link,
    /// a device, a named pipe or a directory).
    #[arg(long, requires = "out")]
    pub force: bool,
}

/// The paper of printed output (`--format pdf`).
#[derive(clap::Args, Clone, Copy, Default)]
pub struct Printing {
    /// With --format pdf: the paper, A4 or US Letter (portrait).
    #[arg(long, value_enum)]
    pub paper: Option<PaperArg>,
}

#[derive(Clone, Copy, ValueEnum, PartialEq, Eq)]
pub enum PaperArg {
    /// ISO A4, 210 x 297 mm.
    A4,
    /// US Letter, 8.5 x 11 in.
    Letter,
}

impl Printing {
    /// The paper for `format`: A4 unless told; `--paper` with another format is a usage
    /// error (it would be silently ignored).
    fn paper(self, format: report::Format) -> Result<Paper, Failure> {
        match (self.paper, format) {
            (Some(p), report::Format::Pdf) => Ok(match p {
                PaperArg::A4 => Paper::A4,
                PaperArg::Letter => Paper::Letter,
            }),
            (None, _) => Ok(Paper::default()),
            (Some(_), f) => Err(Failure::usage(t!(
                speaking(),
                "fail-paper",
                format = f.name()
            ))),
        }
    }
}

/// Declares a format enum for the command line and its report format.
macro_rules! formats {
    ($(#[$doc:meta])* $name:ident { $($(#[$vdoc:meta])* $variant:ident),+ $(,)? }) => {
        $(#[$doc])*
        #[derive(Clone, Copy, ValueEnum, PartialEq, Eq)]
        pub enum $name {
            $($(#[$vdoc])* $variant),+
        }

        impl From<$name> for report::Format {
            fn from(f: $name) -> report::Format {
                match f {
                    $($name::$variant => report::Format::$variant),+
                }
            }
        }
    };
}

formats! {
    /// The formats of `game replay` and `game state`.
    GameFormat {
        /// Words, with the board.
        Text,
        /// The JSON of docs/FORMAT.md section 6.
        Json,
        /// The board as a picture (SVG).
        Svg,
        /// The board as a picture (PNG).
        Png,
        /// Printed pages (PDF), A4 or Letter (--paper).
        Pdf,
    }
}

formats! {
    /// The formats of `show`.
    ShowFormat {
        /// The board drawn, with its legend.
        Text,
        /// The position as JSON.
        Json,
        /// A scenario file with `map:`.
        Map,
        /// A picture (SVG).
        Svg,
        /// A picture (PNG).
        Png,
    }
}

formats! {
    /// The formats of `trace`.
    TraceFormat {
        /// Words.
        Text,
        /// One JSON document.
        Json,
        /// A picture (SVG).
        Svg,
        /// A picture (PNG).
        Png,
        /// A self-contained page that steps through the move (buttons, arrow keys).
        Html,
        /// Printed pages (PDF), A4 or Letter (--paper).
        Pdf,
    }
}

formats! {
    /// The formats of commands that draw a board.
    Drawing {
        /// Words.
        Text,
        /// One JSON document.
        Json,
        /// A picture (SVG).
        Svg,
        /// A picture (PNG).
        Png,
    }
}

formats! {
    /// The formats of a puzzle sheet.
    SheetFormat {
        /// Words.
        Text,
        /// A picture (SVG).
        Svg,
        /// A picture (PNG).
        Png,
        /// Printed pages (PDF), A4 or Letter (--paper).
        Pdf,
    }
}

impl From<Format> for report::Format {
    fn from(f: Format) -> report::Format {
        match f {
            Format::Text => report::Format::Text,
            Format::Json => report::Format::Json,
        }
    }
}

/// What a command asks for: a report, the format to print it in, and where to.
pub struct Answer {
    /// The report.
    pub report: Box<dyn Report>,
    /// The format.
    pub format: report::Format,
    /// Where the output goes: standard output, or a file.
    pub output: Output,
    /// The paper of printed output.
    pub paper: Paper,
}

/// Text printed as it is: a completion script, a manual page.
struct Verbatim(String);

impl Report for Verbatim {
    fn text(&self, _style: &report::Style) -> String {
        self.0.clone()
    }
}

fn answer(report: impl Report + 'static, format: impl Into<report::Format>) -> Answer {
    Answer {
        report: Box::new(report),
        format: format.into(),
        output: Output::default(),
        paper: Paper::default(),
    }
}

fn answer_to(
    report: impl Report + 'static,
    format: impl Into<report::Format>,
    output: Output,
) -> Answer {
    Answer {
        output,
        ..answer(report, format)
    }
}

/// [`answer_to`] on the paper `printing` asks for.
fn printed(
    report: impl Report + 'static,
    format: impl Into<report::Format>,
    output: Output,
    printing: Printing,
) -> Result<Answer, Failure> {
    let format = format.into();
    Ok(Answer {
        paper: printing.paper(format)?,
        ..answer_to(report, format, output)
    })
}

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
        Command::Puzzle {
            what:
                PuzzleCommand::Sheet {
                    files,
                    solution,
                    answers,
                    max_placements,
                    format,
                    output,
                    printing,
                    options,
                },
        } => {
            let paper = printing.paper(format.into())?;
            let questions = SheetReport::build(&files, solution, max_placements, &options)?;
            if answers.as_deref().is_some_and(furunkulus::files::is_stdout) {
                return Err(Failure::usage(
                    "--answers -: standard output carries the questions; write the answer sheet to a file",
                ));
            }
            if let Some(path) = answers {
                // The answer sheet first: the questions are written only if it was.
                let sheet = SheetReport::build(&files, true, max_placements, &options)?;
                let style = report::Style { paper, ..*style };
                let bytes = match report::Report::render(&sheet, format.into(), &style)? {
                    report::Rendered::Text(t) => t.into_bytes(),
                    report::Rendered::Binary(b) => b,
                };
                furunkulus::files::write_file(&path, &bytes, false)
                    .map_err(|e| Failure::invalid(e.to_string()))?;
            }
            printed(questions, format, output, printing)?
        }
        Command::Search {
            what: SearchCommand::Survive { common },
        } => move_search(common, None)?,
        Command::Search {
            what: SearchCommand::Lure { common, target },
        } => move_search(common, Some(target))?,
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
                    _ => return Err(Failure::usage(t!(style.lang, "fail-place-no-file"))),
                },
            };
            let loaded = report::load(&file, &options)?;
            let bar = progress_bar(PlaceReport::placements_to_try(&loaded, count), "placements");
            let req = PlaceRequest {
                count,
                goal: &goal,
                tiles: tiles.tiles(),
                max_placements,
            };
            let report = PlaceReport::build(&loaded, &req, &|n| bar.inc(n));
            bar.finish_and_clear();
            answer(report?, format)
        }
        Command::Puzzle {
            what:
                PuzzleCommand::Solve {
                    file,
                    explain,
                    trace,
                    hint,
                    max_traces,
                    max_placements,
                    format,
                    options,
                },
        } => {
            let bar = progress_bar(0, "placements");
            let req = SolveRequest {
                file: &file,
                trace,
                explain,
                max_traces,
                max_placements,
                options: &options,
                hint,
            };
            let report = SolveReport::build(&req, &|n| bar.set_length(n), &|n| bar.inc(n));
            bar.finish_and_clear();
            answer(report?, format)
        }
        Command::Puzzle {
            what:
                PuzzleCommand::Generate {
                    kind,
                    seed,
                    count,
                    difficulty,
                    rules,
                    out,
                    force,
                    avoid,
                    allow_stored,
                },
        } => {
            let req = puzzle::GenerateRequest {
                seed,
                count,
                kind: kind.into(),
                difficulty: difficulty.into(),
                rules: rules.into(),
            };
            let mut known =
                puzzle::known_keys(&avoid).map_err(|e| Failure::invalid(e.to_string()))?;
            if !allow_stored {
                known.extend(puzzle::stored_keys());
            }
            answer(
                GenerateReport::build(&req, &out, force, &known)?,
                Format::Text,
            )
        }
        Command::Puzzle {
            what:
                PuzzleCommand::Book {
                    weeks,
                    seed,
                    rules,
                    out,
                    force,
                    stored,
                    no_stored,
                    mut avoid,
                    printing,
                },
        } => {
            // The stored set by default, when it is here; never repeated unless taken.
            let default = PathBuf::from("scenarios/puzzles");
            if default.is_dir() {
                avoid.push(default.clone());
            }
            let stored = if no_stored {
                Vec::new()
            } else if stored.is_empty() && default.is_dir() {
                vec![default]
            } else {
                stored
            };
            let paper = match printing.paper {
                Some(PaperArg::Letter) => Paper::Letter,
                Some(PaperArg::A4) | None => Paper::A4,
            };
            let bar = progress_bar(0, "puzzles");
            let req = BookRequest {
                book: puzzle::BookRequest {
                    weeks: usize::try_from(weeks).unwrap_or(usize::MAX),
                    seed,
                    rules: rules.into(),
                },
                out: &out,
                force,
                stored: &stored,
                avoid: &avoid,
                lang: style.lang,
                paper,
            };
            let report = BookReport::build(&req, &|n| bar.set_length(n), &|n| bar.inc(n));
            bar.finish_and_clear();
            answer(report?, Format::Text)
        }
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

fn move_search(c: MoveSearch, target: Option<String>) -> Result<Answer, Failure> {
    let loaded = report::load(&c.file, &c.options)?;
    let report = SurviveReport::build(
        &loaded,
        &c.pawn,
        c.points,
        c.tiles.tiles(),
        target.as_deref(),
        c.explain.as_ref(),
    )?;
    Ok(answer_to(report, c.format, c.output))
}

/// A progress bar on a terminal's standard error, hidden when it is not a terminal.
fn progress_bar(total: u64, what: &str) -> indicatif::ProgressBar {
    if !std::io::stderr().is_terminal() {
        return indicatif::ProgressBar::hidden();
    }
    let bar = indicatif::ProgressBar::new(total);
    let template = format!("{{bar:40}} {{pos}}/{{len}} {what}, {{eta}} left");
    if let Ok(style) = indicatif::ProgressStyle::with_template(&template) {
        bar.set_style(style);
    }
    bar
}

fn parse_deck(list: &str) -> Result<Deck, String> {
    Deck::parse(list).map_err(|e| e.to_string())
}

fn parse_lang(s: &str) -> Result<furunkulus::i18n::Lang, String> {
    match s {
        "en" | "de" | "fr" => s.parse(),
        _ => Err(format!("`{s}`: en, de or fr")),
    }
}
fn parse_tile(s: &str) -> Result<Tile, String> {
    s.parse()
        .map_err(|e: furunkulus::rules::TileError| e.to_string())
}

/// Checks `NAME=VALUE` against the known options; keeps the text.
fn parse_ai_option(pair: &str) -> Result<String, String> {
    furunkulus::ai::Config::new(furunkulus::ai::Level::Greedy).set(pair)?;
    Ok(pair.to_string())
}

fn parse_option(pair: &str) -> Result<String, String> {
    Options::default()
        .set_pair(pair)
        .map_err(|e| e.to_string())?;
    Ok(pair.to_string())
}

fn parse_dest(s: &str) -> Result<Dest, String> {
    s.parse()
        .map_err(|e: furunkulus::geometry::SquareError| format!("{e}, or `out`, or `waiting`"))
}

fn parse_explain(s: &str) -> Result<ExplainChoice, String> {
    s.parse()
}

mod help;

pub use help::in_language;
