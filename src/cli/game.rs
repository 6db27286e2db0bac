//! The `game` commands: their arguments and the reports they ask for.

use super::*;
use furunkulus::report::ai::{
    tournament_games, HintReport, SimulateReport, SimulateRequest, TournamentReport,
    TournamentRequest,
};
use furunkulus::report::game::{NewReport, NewRequest, NewSetup, ReplayReport, StateReport};
use furunkulus::report::ladder::LadderReport;
use furunkulus::session::Session;
use std::io::IsTerminal;

#[derive(Subcommand)]
pub enum GameCommand {
    /// Write a new game record (no turns yet): the players, the setup, the seed.
    #[command(after_help = "Examples:
  furunkulus game new --players red,blue,green --out game.yaml
  furunkulus game new --players red,blue --setup advanced --seed 42 \\
      --variant three-prey --out game.yaml")]
    New {
        /// The players in seating order, like red,blue,green (2 to 7; letters only).
        #[arg(long, value_delimiter = ',', required = true)]
        players: Vec<String>,
        /// The basic setup (B2), or the advanced setup placed at random, legally, from the seed.
        #[arg(long, value_enum, default_value_t = RulesArg::Basic)]
        setup: RulesArg,
        /// The seed of the advanced setup and of the tiles `game play` draws (default: one
        /// from the clock; it is written in the record).
        #[arg(long)]
        seed: Option<u64>,
        /// The G7 variant: the 5 tile becomes "3 prey".
        #[arg(long, value_enum)]
        variant: Vec<VariantArg>,
        /// Where to write the record (default, or `-`: standard output).
        #[arg(long)]
        out: Option<PathBuf>,
        /// Replace FILE if it is a regular file with other contents (never a link, a device,
        /// a named pipe or a directory).
        #[arg(long)]
        force: bool,
        /// A rule option, NAME=VALUE (see `furunkulus rules`), written in the record.
        #[arg(long = "option", value_name = "NAME=VALUE", value_parser = parse_option)]
        options: Vec<String>,
    },
    /// Check a game record play by play and print the state after its last play.
    #[command(after_help = "Examples:
  furunkulus game replay tests/games/first-turn.yaml
  furunkulus game replay tests/games/first-turn.yaml --upto 1 --format json")]
    Replay {
        /// The game record (YAML).
        file: PathBuf,
        /// Output format: text, json, the board as a picture (svg, png) or printed (pdf).
        #[arg(long, value_enum, default_value_t = GameFormat::Text)]
        format: GameFormat,
        #[command(flatten)]
        output: Output,
        #[command(flatten)]
        printing: Printing,
        /// The state after this turn (every turn is still checked).
        #[arg(long, value_parser = clap::value_parser!(u16).range(1..))]
        upto: Option<u16>,
        /// Every turn: its plays and the monster's explained trace.
        #[arg(long)]
        verbose: bool,
    },
    /// For a game at a real table: whose turn, which of their pawns may still move, the tiles
    /// left and the chance of each for the next monster phase.
    #[command(after_help = "Examples:
  furunkulus game state tests/games/first-turn.yaml
  furunkulus game state tests/games/first-turn.yaml --format png --out board.png")]
    State {
        /// The game record (YAML).
        file: PathBuf,
        /// Output format: text, json, the board as a picture (svg, png) or printed (pdf).
        #[arg(long, value_enum, default_value_t = GameFormat::Text)]
        format: GameFormat,
        #[command(flatten)]
        output: Output,
        #[command(flatten)]
        printing: Printing,
    },
    /// Play at the terminal (hot-seat), saving every play to the record; resumes a record.
    /// Plays are read from standard input when it is not a terminal.
    #[command(after_help = "Examples:
  furunkulus game play game.yaml
  furunkulus game play game.yaml --ai blue=greedy
  furunkulus game play game.yaml --tiles manual")]
    Play {
        /// The game record (YAML), from `game new`; rewritten after every play and tile.
        file: PathBuf,
        /// Draw tiles from the game's seeded pile, or type the tile drawn at a real table.
        #[arg(long, value_enum, default_value_t = TilesArg::Seeded)]
        tiles: TilesArg,
        /// The seed of the pile when the record has none (then written in the record).
        #[arg(long)]
        seed: Option<u64>,
        /// Seats the program plays, like blue=greedy,green=expectimax (levels: random,
        /// greedy, brs, paranoid, expectimax, mcts; `human` gives a seat back to a person). Written to the
        /// record's `seats`, so a resumed session keeps them.
        #[arg(long, value_delimiter = ',', value_name = "PLAYER=LEVEL")]
        ai: Vec<String>,
        /// An AI weight or budget, NAME=VALUE: out, progress, removed, opponents, win,
        /// tempo, budget, width (see the README's "AI players").
        #[arg(long = "ai-option", value_name = "NAME=VALUE", value_parser = parse_ai_option)]
        ai_options: Vec<String>,
    },
    /// The play an AI would make for whoever is to play, with the figures behind it.
    #[command(after_help = "Examples:
  furunkulus game hint tests/games/first-turn.yaml
  furunkulus game hint tests/games/first-turn.yaml --ai greedy --format json")]
    Hint {
        /// The game record (YAML).
        file: PathBuf,
        /// The AI level: random, greedy, brs, paranoid, expectimax or mcts (default: the
        /// level the record's `seats` give the player to play, else the strongest: mcts, at every
        /// number of players).
        #[arg(long)]
        ai: Option<String>,
        /// expectimax: the most monster walks a decision may spend.
        #[arg(long, value_name = "NODES", default_value_t = furunkulus::ai::Budget::default().nodes)]
        budget: u64,
        /// An AI weight or budget, NAME=VALUE: out, progress, removed, opponents, win,
        /// tempo, budget, width (see the README's "AI players").
        #[arg(long = "ai-option", value_name = "NAME=VALUE", value_parser = parse_ai_option)]
        ai_options: Vec<String>,
        /// Output format.
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
    },
    /// Play many whole games between AIs, in parallel, and print who wins how often.
    #[command(after_help = "Examples:
  furunkulus game simulate --players 2 --ai greedy,random --games 1000
  furunkulus game simulate --players 4 --ai expectimax,greedy,greedy,greedy \\
      --games 200 --seed 7 --format json
  furunkulus game simulate --players 3 --ai greedy,greedy,greedy \\
      --variant three-prey --record games/
  furunkulus game simulate --players 4 --ai greedy --games 500 \\
      --format png --out simulation.png")]
    Simulate {
        /// Players per game (2 to 7).
        #[arg(long)]
        players: usize,
        /// The AI of each seat in seating order, or one for every seat; a level may carry its
        /// own AI options, like mcts[playouts=100].
        #[arg(long, value_delimiter = ',', required = true)]
        ai: Vec<String>,
        /// Games to play.
        #[arg(long, default_value_t = 1000)]
        games: u64,
        /// The seed of the whole simulation.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// The basic setup (B2), or an advanced setup per game placed at random.
        #[arg(long, value_enum, default_value_t = RulesArg::Basic)]
        setup: RulesArg,
        /// The G7 variant: the 5 tile becomes "3 prey".
        #[arg(long, value_enum)]
        variant: Vec<VariantArg>,
        /// A rule option, NAME=VALUE (see `furunkulus rules`).
        #[arg(long = "option", value_name = "NAME=VALUE", value_parser = parse_option)]
        options: Vec<String>,
        /// expectimax: the most monster walks a decision may spend.
        #[arg(long, value_name = "NODES", default_value_t = furunkulus::ai::Budget::default().nodes)]
        budget: u64,
        /// An AI weight or budget, NAME=VALUE: out, progress, removed, opponents, win,
        /// tempo, budget, width (see the README's "AI players").
        #[arg(long = "ai-option", value_name = "NAME=VALUE", value_parser = parse_ai_option)]
        ai_options: Vec<String>,
        /// Write every game's record into this directory (game-0001.yaml, ...).
        #[arg(long, value_name = "DIR")]
        record: Option<PathBuf>,
        /// Overwrite records already in DIR, and FILE of --out if it has other contents.
        #[arg(long)]
        force: bool,
        /// Output format: words, JSON, or plots (svg, png) of the win rates per seat with
        /// their 95% intervals and of the games' lengths.
        #[arg(long, value_enum, default_value_t = Drawing::Text)]
        format: Drawing,
        /// Write the output to FILE (safely: a temporary file, then renamed) instead of
        /// standard output.
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
    },
    /// Rate the AI levels: each challenger against seats − 1 copies of each other level,
    /// the same deals (tile orders) for every pairing, the challenger in every seat in turn;
    /// win shares with 95% intervals, a sequential test (SPRT), and one rating per level.
    #[command(after_help = "Examples:
  furunkulus game tournament --games 200
  furunkulus game tournament --seats 2,3,4 --games 200
  furunkulus game tournament --levels greedy,expectimax,mcts --challenger mcts \\
      --seats 2,4 --games 2000 --stop-early --ai-option playouts=25
  furunkulus game tournament --levels random,greedy --seats 2,3 --format json
  furunkulus game tournament --levels 'mcts,mcts[rollout=0,playouts=300]' \\
      --seats 2 --games 400 --plot ladder.svg")]
    Tournament {
        /// The levels of the round robin; the ratings are anchored at the first (0). A level
        /// may carry its own AI options, so that two variants meet:
        /// mcts,mcts[rollout=0,playouts=300]. `mcts` thinks longest (up to about 0.1 s a
        /// play at its default 200 iterations with rollouts; fewer: `--ai-option playouts=50`).
        #[arg(
            long,
            value_delimiter = ',',
            default_value = "random,greedy,expectimax"
        )]
        levels: Vec<String>,
        /// Only these levels challenge (default: every level of --levels), spelled as there.
        #[arg(long, value_delimiter = ',')]
        challenger: Vec<String>,
        /// The seat counts to play (2 to 7).
        #[arg(long, value_delimiter = ',', default_value = "2,3,4,5,6,7")]
        seats: Vec<usize>,
        /// Games a pairing plays at most, rounded up to whole deals (one game with the
        /// challenger in each seat).
        #[arg(long, default_value_t = 200)]
        games: u64,
        /// The seed of the whole tournament.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// The basic setup (B2), or an advanced setup per deal placed at random.
        #[arg(long, value_enum, default_value_t = RulesArg::Basic)]
        setup: RulesArg,
        /// The G7 variant: the 5 tile becomes "3 prey".
        #[arg(long, value_enum)]
        variant: Vec<VariantArg>,
        /// A rule option, NAME=VALUE (see `furunkulus rules`).
        #[arg(long = "option", value_name = "NAME=VALUE", value_parser = parse_option)]
        options: Vec<String>,
        /// expectimax: the most monster walks a decision may spend (less than `game hint`'s
        /// 20000, so that a tournament of a few hundred games a pairing is quick).
        #[arg(long, value_name = "NODES", default_value_t = 2000)]
        budget: u64,
        /// An AI weight or budget for every level, NAME=VALUE (see the README's "AI
        /// players").
        #[arg(long = "ai-option", value_name = "NAME=VALUE", value_parser = parse_ai_option)]
        ai_options: Vec<String>,
        /// The SPRT's H0: the challenger is this many Elo stronger than each baseline copy.
        #[arg(long, default_value_t = 0.0)]
        elo0: f64,
        /// The SPRT's H1.
        #[arg(long, default_value_t = 50.0)]
        elo1: f64,
        /// The SPRT's chance of accepting H1 when H0 holds (and of H0 when H1 holds).
        #[arg(long, default_value_t = 0.05)]
        alpha: f64,
        /// Stop a pairing once its SPRT has decided (after a whole deal).
        #[arg(long)]
        stop_early: bool,
        /// Output format: text or json.
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
        /// Also draw each pairing's win share with its 95% interval, per seat count, into
        /// this SVG file (written safely: a temporary file, then renamed).
        #[arg(long, value_name = "FILE.svg")]
        plot: Option<PathBuf>,
        /// Overwrite the --plot file if it has other contents.
        #[arg(long)]
        force: bool,
    },
    /// Sum tournaments: the pairings of `game tournament --format json` files played from
    /// other seeds (chunks of one ladder), each pairing's games added up and its test read
    /// again on the sums, and one rating per level over all their games; a table, JSON, and
    /// the plot.
    #[command(after_help = "Examples:
  furunkulus game ladder chunk-*.json
  furunkulus game ladder chunk-*.json --format json --plot ladder.svg
  for seed in 1 2 3 4; do
    furunkulus game tournament --levels greedy,mcts --challenger mcts \\
        --seats 4 --games 100 --seed $seed --format json > chunk-$seed.json
  done")]
    Ladder {
        /// The tournament files (`game tournament --format json`), one seed each.
        #[arg(required = true, value_name = "FILE.json")]
        files: Vec<PathBuf>,
        /// Output format: text or json.
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
        /// Also draw each summed pairing's win share with its 95% interval, per seat count,
        /// into this SVG file (written safely: a temporary file, then renamed).
        #[arg(long, value_name = "FILE.svg")]
        plot: Option<PathBuf>,
        /// Overwrite the --plot file if it has other contents.
        #[arg(long)]
        force: bool,
    },
}

#[derive(Clone, Copy, ValueEnum, PartialEq, Eq)]
pub enum VariantArg {
    /// G7: the 5 tile becomes "3 prey".
    ThreePrey,
}

#[derive(Clone, Copy, ValueEnum, PartialEq, Eq)]
pub enum TilesArg {
    /// Drawn from the game's pile, shuffled from the record's seed.
    Seeded,
    /// Typed in: the tile drawn at a real table.
    Manual,
}

/// Writes a tournament's or a ladder's plot (safely; over a file with other contents only
/// with `force`), a failure naming the file.
fn write_plot(path: &std::path::Path, svg: &str, force: bool) -> Result<(), Failure> {
    furunkulus::files::write_file(path, svg.as_bytes(), force)
        .map_err(|e| Failure::invalid(format!("{}: {e}", furunkulus::files::shown(path))))
}

/// The `game` commands.
pub(super) fn game(what: GameCommand, style: &report::Style) -> Result<Answer, Failure> {
    Ok(match what {
        GameCommand::New {
            players,
            setup,
            seed,
            variant,
            out,
            force,
            options,
        } => {
            let req = NewRequest {
                players: &players,
                setup: match setup {
                    RulesArg::Basic => NewSetup::Basic,
                    RulesArg::Advanced => NewSetup::Advanced,
                },
                seed,
                three_prey: variant.contains(&VariantArg::ThreePrey),
                options: &options,
                out: out.as_deref(),
                force,
            };
            answer(NewReport::build(&req)?, Format::Text)
        }
        GameCommand::Replay {
            file,
            format,
            output,
            printing,
            upto,
            verbose,
        } => printed(
            ReplayReport::build(&file, upto, verbose)?,
            format,
            output,
            printing,
        )?,
        GameCommand::State {
            file,
            format,
            output,
            printing,
        } => printed(StateReport::build(&file)?, format, output, printing)?,
        GameCommand::Hint {
            file,
            ai,
            budget,
            ai_options,
            format,
        } => {
            let level = ai
                .map(|a| a.parse())
                .transpose()
                .map_err(|e: String| Failure::usage(format!("--ai: {e}")))?;
            answer(
                HintReport::build(&file, level, budget, &ai_options)?,
                format,
            )
        }
        GameCommand::Simulate {
            players,
            ai,
            games,
            seed,
            setup,
            variant,
            options,
            budget,
            ai_options,
            record,
            force,
            format,
            out,
        } => {
            let req = SimulateRequest {
                budget,
                ai_options: &ai_options,
                players,
                ais: &ai,
                games,
                seed,
                advanced: matches!(setup, RulesArg::Advanced),
                three_prey: variant.contains(&VariantArg::ThreePrey),
                options: &options,
                record: record.as_deref(),
                force,
            };
            let bar = progress_bar(games, "games");
            let report = SimulateReport::build(&req, &|| bar.inc(1))?;
            bar.finish_and_clear();
            answer_to(report, format, Output { out, force })
        }
        GameCommand::Tournament {
            levels,
            challenger,
            seats,
            games,
            seed,
            setup,
            variant,
            options,
            budget,
            ai_options,
            elo0,
            elo1,
            alpha,
            stop_early,
            format,
            plot,
            force,
        } => {
            let req = TournamentRequest {
                levels: &levels,
                challengers: &challenger,
                seats: &seats,
                games,
                seed,
                advanced: matches!(setup, RulesArg::Advanced),
                three_prey: variant.contains(&VariantArg::ThreePrey),
                options: &options,
                budget,
                ai_options: &ai_options,
                sprt: furunkulus::ai::tournament::Sprt {
                    elo0,
                    elo1,
                    alpha,
                    beta: alpha,
                },
                stop_early,
            };
            // A plot that could not be written is told before the games, not after them.
            if let Some(path) = &plot {
                furunkulus::files::check_rewritable(path).map_err(|e| {
                    Failure::invalid(format!("{}: {e}", furunkulus::files::shown(path)))
                })?;
            }
            let bar = progress_bar(tournament_games(&req), "games");
            let report = TournamentReport::build(&req, &|| bar.inc(1))?;
            bar.finish_and_clear();
            if let Some(path) = plot {
                write_plot(&path, &report.plot_svg(style.lang), force)?;
            }
            answer(report, format)
        }
        GameCommand::Ladder {
            files,
            format,
            plot,
            force,
        } => {
            let report = LadderReport::build(&files)?;
            if let Some(path) = plot {
                write_plot(&path, &report.plot_svg(style.lang), force)?;
            }
            answer(report, format)
        }
        GameCommand::Play {
            file,
            tiles,
            seed,
            ai,
            ai_options,
        } => {
            let interactive = std::io::stdin().is_terminal();
            let mut session =
                Session::open(file, tiles == TilesArg::Manual, seed, interactive, *style)?;
            session.seat_ais(&ai, &ai_options)?;
            let mut input = std::io::stdin().lock();
            let mut output = std::io::stdout().lock();
            answer(session.run(&mut input, &mut output)?, Format::Text)
        }
    })
}
