//! `game hint` and `game simulate`.

use super::game::load_record;
use super::{with_options, Failure, Report, Style};
use crate::ai::explain::Explanation;
use crate::ai::simulate::{SimSetup, Simulation, Stats};
use crate::ai::tournament::{Outcome, Sprt, Tournament};
use crate::ai::{Budget, Choice, Config, Level};
use crate::files::OutDir;
use crate::game::record::{self, ReplayOptions};
use crate::game::{Game, Phase, MAX_PLAYERS, MIN_PLAYERS};
use crate::render::ai::{self as view, SimHeader};
use crate::rules::Options;
use std::path::Path;
use std::time::Instant;

/// The play an AI would make for whoever is to play.
#[derive(Clone, Debug)]
pub struct HintReport {
    /// The state.
    pub game: Game,
    /// The choice.
    pub choice: Choice,
    /// The choice in words' numbers: the best other play and what each risks.
    pub explanation: Option<Explanation>,
}

impl HintReport {
    /// Replays `path` and asks `level` for a play (seeded from the record's seed), with its
    /// node budget and `--ai-option`s. No `level`: the level the record's `seats` give the
    /// player to play, else expectimax.
    pub fn build(
        path: &Path,
        level: Option<Level>,
        budget: u64,
        ai_options: &[String],
    ) -> Result<HintReport, Failure> {
        let (rf, replay) = load_record(path, ReplayOptions::default())?;
        let seat_level = replay
            .game
            .to_play()
            .and_then(|s| rf.record.seat_level(replay.game.player_name(s)));
        let level = level
            .or(seat_level)
            .unwrap_or(Level::strongest(replay.game.players().len()));
        let config = tuned(level, budget, ai_options)?;
        HintReport::of_game(
            replay.game,
            rf.record.seed.unwrap_or(0),
            &config,
            &crate::files::shown(path),
        )
    }

    /// The hint for `game` (a replayed record seeded `seed`, named `file` in messages).
    pub fn of_game(
        game: Game,
        seed: u64,
        config: &Config,
        file: &str,
    ) -> Result<HintReport, Failure> {
        HintReport::of_game_until(game, seed, config, file, &|| false)
    }

    /// [`HintReport::of_game`] for a caller that may stop wanting it: `stop` is asked
    /// between the AI's candidates ([`crate::ai::choose_until`]).
    pub fn of_game_until(
        game: Game,
        seed: u64,
        config: &Config,
        file: &str,
        stop: &dyn Fn() -> bool,
    ) -> Result<HintReport, Failure> {
        match game.phase() {
            Phase::Over => {
                let lang = crate::i18n::speaking();
                return Err(Failure::invalid(crate::t!(
                    lang,
                    "hint-game-over",
                    file = file,
                    why = game.end_text(lang)
                )));
            }
            Phase::Monster => {
                return Err(Failure::invalid(crate::t!(
                    crate::i18n::speaking(),
                    "hint-monster-next",
                    file = file
                )));
            }
            Phase::Pawns => {}
        }
        let choice = crate::ai::choose_until(&game, config, seed, stop).ok_or_else(|| {
            Failure::invalid(crate::t!(
                crate::i18n::speaking(),
                "hint-no-play",
                file = file
            ))
        })?;
        let explanation = crate::ai::explain::explain(&game, &choice, config);
        Ok(HintReport {
            game,
            choice,
            explanation,
        })
    }
}

impl Report for HintReport {
    fn text(&self, style: &Style) -> String {
        view::hint_text(
            style.lang,
            &self.game,
            &self.choice,
            self.explanation.as_ref(),
            style.width,
        )
    }

    fn json(&self) -> Option<serde_json::Value> {
        Some(view::hint_json(
            &self.game,
            &self.choice,
            self.explanation.as_ref(),
        ))
    }
}

/// What `game simulate` is asked.
pub struct SimulateRequest<'a> {
    /// Players.
    pub players: usize,
    /// One level per seat, or one for every seat.
    pub ais: &'a [String],
    /// Games.
    pub games: u64,
    /// Seed.
    pub seed: u64,
    /// Advanced setup.
    pub advanced: bool,
    /// G7.
    pub three_prey: bool,
    /// `--option` pairs.
    pub options: &'a [String],
    /// expectimax's node budget per decision.
    pub budget: u64,
    /// `--ai-option` pairs.
    pub ai_options: &'a [String],
    /// Where to write every game's record.
    pub record: Option<&'a Path>,
    /// Overwrite records.
    pub force: bool,
}

/// A simulation's statistics.
#[derive(Clone, Debug)]
pub struct SimulateReport {
    /// Seed.
    pub seed: u64,
    /// `basic` or `advanced`.
    pub setup: &'static str,
    /// The AI of each seat.
    pub ais: Vec<String>,
    /// G7.
    pub three_prey: bool,
    /// Figures.
    pub stats: Stats,
    /// Speed.
    pub games_per_second: f64,
}

/// The AI of `level` with `budget` nodes, then each `--ai-option NAME=VALUE` applied.
pub fn tuned(level: Level, budget: u64, ai_options: &[String]) -> Result<Config, Failure> {
    let mut config = Config {
        budget: Budget {
            nodes: budget,
            ..Budget::default()
        },
        ..Config::new(level)
    };
    for o in ai_options {
        config
            .set(o)
            .map_err(|e| Failure::usage(format!("--ai-option {e}")))?;
    }
    Ok(config)
}

/// The AI of a level spelled `NAME` or `NAME[OPTION=VALUE,...]` ([`crate::ai::parse_spelling`]):
/// [`tuned`] by `--budget` and every `--ai-option`, then by its own options (which win).
pub fn tuned_spelling(
    spelling: &str,
    budget: u64,
    ai_options: &[String],
) -> Result<Config, Failure> {
    let (level, own) = crate::ai::parse_spelling(spelling).map_err(Failure::usage)?;
    let mut config = tuned(level, budget, ai_options)?;
    for o in &own {
        config.set(o).map_err(Failure::usage)?;
    }
    Ok(config)
}

/// The level of each seat: one per seat, or one for all.
pub fn seat_levels(players: usize, ais: &[String]) -> Result<Vec<String>, Failure> {
    if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&players) {
        return Err(Failure::usage(crate::t!(
            crate::i18n::speaking(),
            "ai-players-count",
            players = players,
            min = MIN_PLAYERS,
            max = MAX_PLAYERS
        )));
    }
    let ais = crate::ai::split_spellings(ais);
    let ais = match ais.len() {
        1 => vec![ais[0].clone(); players],
        n if n == players => ais,
        n => {
            return Err(Failure::usage(crate::t!(
                crate::i18n::speaking(),
                "ai-levels-count",
                n = n,
                players = players
            )))
        }
    };
    let bad: Vec<String> = ais
        .iter()
        .filter_map(|a| crate::ai::parse_spelling(a).err())
        .collect();
    if !bad.is_empty() {
        return Err(Failure::usage(format!("--ai: {}", bad.join("; "))));
    }
    Ok(ais)
}

impl SimulateReport {
    /// Plays the games, calling `tick` after each.
    pub fn build(
        req: &SimulateRequest<'_>,
        tick: &(dyn Fn() + Sync),
    ) -> Result<SimulateReport, Failure> {
        let ais = seat_levels(req.players, req.ais)?;
        if req.games == 0 {
            return Err(Failure::usage(crate::t!(
                crate::i18n::speaking(),
                "ai-games-none"
            )));
        }
        let options = with_options(Options::default(), req.options)?;
        let dir = match req.record {
            Some(p) => Some(OutDir::open(p).map_err(|e| Failure::invalid(e.to_string()))?),
            None => None,
        };
        let sim = Simulation {
            seats: ais
                .iter()
                .map(|a| tuned_spelling(a, req.budget, req.ai_options))
                .collect::<Result<_, _>>()?,
            games: req.games,
            seed: req.seed,
            setup: if req.advanced {
                SimSetup::Advanced
            } else {
                SimSetup::Basic
            },
            three_prey: req.three_prey,
            options,
            keep_records: dir.is_some(),
        };
        let started = Instant::now();
        let results = sim.run(tick).map_err(Failure::invalid)?;
        let seconds = started.elapsed().as_secs_f64().max(1e-9);
        if let Some(dir) = &dir {
            let width = req.games.to_string().len();
            let files: Vec<(String, String)> = results
                .iter()
                .enumerate()
                .filter_map(|(g, r)| {
                    let name = format!("game-{:0width$}.yaml", g + 1);
                    r.record.as_ref().map(|rec| (name, record::to_yaml(rec)))
                })
                .collect();
            // Every refusal at once, and nothing written if there is any: never half a set.
            let refused: Vec<String> = files
                .iter()
                .filter_map(|(name, text)| dir.refusal(name, text.as_bytes(), req.force))
                .map(|e| e.to_string())
                .collect();
            if !refused.is_empty() {
                const SHOWN: usize = 5;
                let lang = crate::i18n::speaking();
                let mut message = crate::t!(
                    lang,
                    "ai-records-refused",
                    n = refused.len(),
                    of = files.len()
                );
                for r in refused.iter().take(SHOWN) {
                    message.push_str(&format!("\n  {r}"));
                }
                if refused.len() > SHOWN {
                    message.push_str("\n  ");
                    message.push_str(&crate::t!(
                        lang,
                        "ai-records-more",
                        n = refused.len() - SHOWN
                    ));
                }
                return Err(Failure::invalid(message));
            }
            for (name, text) in &files {
                dir.write(name, text.as_bytes(), req.force)
                    .map_err(|e| Failure::invalid(e.to_string()))?;
            }
        }
        Ok(SimulateReport {
            seed: req.seed,
            setup: if req.advanced { "advanced" } else { "basic" },
            ais,
            three_prey: req.three_prey,
            stats: Stats::of(&results, req.players),
            games_per_second: req.games as f64 / seconds,
        })
    }

    fn header(&self) -> SimHeader<'_> {
        SimHeader {
            seed: self.seed,
            setup: self.setup,
            ais: &self.ais,
            three_prey: self.three_prey,
        }
    }
}

impl Report for SimulateReport {
    fn text(&self, style: &Style) -> String {
        view::simulate_text(
            style.lang,
            &self.header(),
            &self.stats,
            self.games_per_second,
        )
    }

    fn json(&self) -> Option<serde_json::Value> {
        Some(view::simulate_json(
            &self.header(),
            &self.stats,
            self.games_per_second,
        ))
    }

    fn svg(&self, style: &Style) -> Option<String> {
        let seats: Vec<String> = crate::ai::simulate::SEAT_NAMES
            .iter()
            .cycle()
            .take(self.ais.len())
            .map(|s| s.to_string())
            .collect();
        Some(crate::render::svg::plot::simulation(
            &crate::render::svg::plot::Simulated {
                seats: &seats,
                ais: &self.ais,
                setup: self.setup,
                three_prey: self.three_prey,
                seed: self.seed,
                lang: style.lang,
            },
            &self.stats,
        ))
    }
}

/// What `game tournament` is asked.
pub struct TournamentRequest<'a> {
    /// The levels of the round robin, as given (`random`, `mcts`, ...).
    pub levels: &'a [String],
    /// The challengers (all the levels if empty).
    pub challengers: &'a [String],
    /// Seat counts.
    pub seats: &'a [usize],
    /// Games a pairing plays at most.
    pub games: u64,
    /// Seed.
    pub seed: u64,
    /// Advanced setup.
    pub advanced: bool,
    /// G7.
    pub three_prey: bool,
    /// `--option` pairs.
    pub options: &'a [String],
    /// expectimax's node budget per decision.
    pub budget: u64,
    /// `--ai-option` pairs.
    pub ai_options: &'a [String],
    /// The sequential test.
    pub sprt: Sprt,
    /// Stop a pairing once its test decided.
    pub stop_early: bool,
}

/// A tournament's results.
#[derive(Clone, Debug)]
pub struct TournamentReport {
    /// What was played.
    pub tournament: Tournament,
    /// What it found.
    pub outcome: Outcome,
    /// Speed.
    pub games_per_second: f64,
}

/// The games a tournament of `req` plays at most.
pub fn tournament_games(req: &TournamentRequest<'_>) -> u64 {
    let levels = crate::ai::split_spellings(req.levels).len() as u64;
    let challengers = if req.challengers.is_empty() {
        levels
    } else {
        crate::ai::split_spellings(req.challengers).len() as u64
    };
    req.seats
        .iter()
        .map(|&n| req.games.div_ceil(n as u64).max(1) * n as u64)
        .sum::<u64>()
        * challengers
        * levels.saturating_sub(1)
}

impl TournamentReport {
    /// Plays the tournament, calling `tick` after each game.
    pub fn build(
        req: &TournamentRequest<'_>,
        tick: &(dyn Fn() + Sync),
    ) -> Result<TournamentReport, Failure> {
        let mut levels: Vec<(String, Config)> = Vec::new();
        for name in crate::ai::split_spellings(req.levels) {
            let config = tuned_spelling(&name, req.budget, req.ai_options)
                .map_err(|e| Failure::usage(format!("--levels: {}", e.message)))?;
            if levels.iter().any(|(n, _)| *n == name) {
                return Err(Failure::usage(format!(
                    "--levels names {name} twice: name each level once"
                )));
            }
            levels.push((name, config));
        }
        if levels.len() < 2 {
            return Err(Failure::usage(
                "--levels: name at least two levels to play against each other",
            ));
        }
        let challengers = if req.challengers.is_empty() {
            (0..levels.len()).collect()
        } else {
            crate::ai::split_spellings(req.challengers)
                .iter()
                .map(|c| {
                    levels.iter().position(|(n, _)| n == c).ok_or_else(|| {
                        Failure::usage(format!(
                            "--challenger {c}: not one of --levels ({})",
                            req.levels.join(", ")
                        ))
                    })
                })
                .collect::<Result<Vec<_>, _>>()?
        };
        if let Some(&n) = req
            .seats
            .iter()
            .find(|n| !(MIN_PLAYERS..=MAX_PLAYERS).contains(*n))
        {
            return Err(Failure::usage(format!(
                "--seats {n}: a game has {MIN_PLAYERS} to {MAX_PLAYERS} players"
            )));
        }
        if req.seats.is_empty() {
            return Err(Failure::usage("--seats: give at least one seat count"));
        }
        if req.games == 0 {
            return Err(Failure::usage("--games must be at least 1"));
        }
        req.sprt
            .check()
            .map_err(|e| Failure::usage(format!("--sprt: {e}")))?;
        let tournament = Tournament {
            levels,
            challengers,
            seats: req.seats.to_vec(),
            games: req.games,
            seed: req.seed,
            setup: if req.advanced {
                SimSetup::Advanced
            } else {
                SimSetup::Basic
            },
            three_prey: req.three_prey,
            options: with_options(Options::default(), req.options)?,
            sprt: req.sprt,
            stop_early: req.stop_early,
        };
        let started = Instant::now();
        let outcome = tournament.run(tick).map_err(Failure::invalid)?;
        let seconds = started.elapsed().as_secs_f64().max(1e-9);
        Ok(TournamentReport {
            games_per_second: outcome.games as f64 / seconds,
            tournament,
            outcome,
        })
    }
}

impl TournamentReport {
    /// The plot of every pairing's win share with its interval, per seat count, in `lang`
    /// ([`crate::render::svg::ladder`]).
    pub fn plot_svg(&self, lang: crate::i18n::Lang) -> String {
        let t = &self.tournament;
        let pairings = crate::render::svg::ladder::Pairing::of_cells(&self.outcome.cells, &|i| {
            t.levels[i].0.clone()
        });
        crate::render::svg::ladder::ladder(&crate::render::svg::ladder::Ladder {
            pairings: &pairings,
            seeds: &[t.seed],
            setup: match t.setup {
                SimSetup::Basic => "basic",
                SimSetup::Advanced => "advanced",
            },
            lang,
        })
    }
}

impl Report for TournamentReport {
    fn text(&self, style: &Style) -> String {
        view::tournament_text(
            style.lang,
            &self.tournament,
            &self.outcome,
            self.games_per_second,
        )
    }

    fn json(&self) -> Option<serde_json::Value> {
        Some(view::tournament_json(
            &self.tournament,
            &self.outcome,
            self.games_per_second,
        ))
    }
}
