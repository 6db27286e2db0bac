//! The `search` commands: their arguments and the reports they ask for.

use super::*;
use furunkulus::report::search::{ExplainChoice, PlaceReport, PlaceRequest, SurviveReport};

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
    #[arg(long, value_parser = parse_points)]
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

/// The `search` commands.
pub(super) fn search(what: SearchCommand, style: &report::Style) -> Result<Answer, Failure> {
    Ok(match what {
        SearchCommand::Survive { common } => move_search(common, None)?,
        SearchCommand::Lure { common, target } => move_search(common, Some(target))?,
        SearchCommand::Place {
            file,
            count,
            mut goal,
            max_placements,
            tiles,
            format,
            options,
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
    })
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
