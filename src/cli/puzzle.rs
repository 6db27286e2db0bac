//! The `puzzle` commands: their arguments and the reports they ask for.

use super::*;
use furunkulus::puzzle;
use furunkulus::render::svg::paper::Paper;
use furunkulus::report::book::{BookReport, BookRequest};
use furunkulus::report::puzzle::{GenerateReport, SheetReport, SolveReport, SolveRequest};

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

/// The `puzzle` commands.
pub(super) fn puzzle(what: PuzzleCommand, style: &report::Style) -> Result<Answer, Failure> {
    Ok(match what {
        PuzzleCommand::Sheet {
            files,
            solution,
            answers,
            max_placements,
            format,
            output,
            printing,
            options,
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
        PuzzleCommand::Solve {
            file,
            explain,
            trace,
            hint,
            max_traces,
            max_placements,
            format,
            options,
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
