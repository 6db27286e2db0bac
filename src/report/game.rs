//! `game new`, `game replay`, `game state` and the summary of `game play`: whole games.

use super::{with_options, Failure, Report, Style};
use crate::game::record::{
    self, Placed, Placement, Record, RecordFile, RecordSetup, ReplayOptions, TurnLog,
};
use crate::game::Game;
use crate::rng::Rng;
use crate::rules::Options;
use crate::setup::advanced;
use crate::t;
use std::path::Path;

/// The setup a new game is played on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NewSetup {
    /// The standard basic setup (B2).
    Basic,
    /// The advanced setup, placed at random (legally, G9/S21) from the seed.
    Advanced,
}

/// What `game new` is asked.
#[derive(Clone, Debug)]
pub struct NewRequest<'a> {
    /// The players, in seating order.
    pub players: &'a [String],
    /// The setup.
    pub setup: NewSetup,
    /// The seed (setup and tiles); `None`: one from the clock, written in the record.
    pub seed: Option<u64>,
    /// The G7 variant.
    pub three_prey: bool,
    /// `--option NAME=VALUE`.
    pub options: &'a [String],
    /// Where to write the record (`None` or `-`: standard output).
    pub out: Option<&'a Path>,
    /// Overwrite an existing file.
    pub force: bool,
}

/// A new game's record, written to a file or to be printed.
#[derive(Clone, Debug)]
pub struct NewReport {
    /// The record.
    pub record: Record,
    /// The file it was written to, if any.
    pub written: Option<String>,
}

/// A seed from the clock, for games started without one (it is written in the record, so
/// the game can be replayed and resumed).
fn clock_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    // Small numbers are easier to read and type; a million seeds are plenty for a table.
    Rng::derived(nanos, 0).next_u64() % 1_000_000
}

/// The 17 placements of a random legal advanced setup (G9, S21) drawn from `rng`, placed in
/// turn from the first player.
pub fn random_placements(players: &[String], rng: &mut Rng, options: &Options) -> Vec<Placement> {
    let setup = loop {
        if let Some(s) = advanced::random(rng, options) {
            break s;
        }
    };
    let mut placed: Vec<(Placed, crate::geometry::Square)> = Vec::new();
    for p in &setup.pools {
        placed.push((
            Placed::Pool {
                width: p.width,
                height: p.height,
            },
            p.at,
        ));
    }
    for t in &setup.teleporters {
        placed.push((
            Placed::Teleporter {
                arrow: t.arrow,
                pair: t.pair.clone(),
            },
            t.at,
        ));
    }
    for p in &setup.pieces {
        placed.push((Placed::Piece(p.piece), p.at));
    }
    placed
        .into_iter()
        .enumerate()
        .map(|(k, (piece, at))| Placement {
            by: players[k % players.len()].clone(),
            piece,
            at,
        })
        .collect()
}

impl NewReport {
    /// Builds the new record (checked by starting its game) and writes it if asked.
    pub fn build(req: &NewRequest<'_>) -> Result<NewReport, Failure> {
        let options = with_options(Options::default(), req.options)?;
        let players: Vec<String> = req.players.iter().map(|p| p.trim().to_string()).collect();
        let req = &NewRequest {
            players: &players,
            ..req.clone()
        };
        crate::game::Game::new(
            req.players,
            None,
            &crate::setup::Setup::basic(),
            req.three_prey,
        )
        .map_err(|e| match e {
            crate::game::StartError::Table(t) => Failure::usage(format!("--players: {t}")),
            other => Failure::invalid(other.to_string()),
        })?;
        let seed = req.seed.unwrap_or_else(clock_seed);
        let setup = match req.setup {
            NewSetup::Basic => RecordSetup::Basic,
            NewSetup::Advanced => RecordSetup::Advanced(random_placements(
                req.players,
                &mut Rng::derived(seed, 0),
                &options,
            )),
        };
        let mut record = Record::new(req.players.to_vec(), setup, Some(seed));
        record.three_prey = req.three_prey;
        record.options = options;
        let start = record.start_game(&|_| None).map_err(|problems| {
            Failure::invalid(
                problems
                    .iter()
                    .map(|p| p.message.clone())
                    .collect::<Vec<_>>()
                    .join("\n"),
            )
        })?;
        record.start = Some(start.player_name(start.start_player()).to_string());
        let written = match req.out.filter(|p| !crate::files::is_stdout(p)) {
            Some(path) => {
                crate::files::write_file(path, record::to_yaml(&record).as_bytes(), req.force)
                    .map_err(|e| Failure::invalid(e.to_string()))?;
                Some(crate::files::shown(path))
            }
            None => None,
        };
        Ok(NewReport { record, written })
    }
}

impl Report for NewReport {
    fn text(&self, style: &Style) -> String {
        let lang = style.lang;
        match &self.written {
            None => record::to_yaml(&self.record),
            // The seed as written: a seed is a name, not a number to be grouped.
            Some(file) => format!(
                "{}{}\n",
                crate::render::wrap(
                    &t!(
                        lang,
                        "game-new-written",
                        file = file.as_str(),
                        players = crate::i18n::and_list(
                            lang,
                            &self
                                .record
                                .players
                                .iter()
                                .map(|p| crate::i18n::Player(p).word(lang).into_owned())
                                .collect::<Vec<_>>()
                        ),
                        setup = self.record.setup.name(),
                        seed = self.record.seed.unwrap_or(0).to_string(),
                        start = crate::i18n::Player(self.record.start.as_deref().unwrap_or("?"))
                    ),
                    style.width,
                    "",
                    ""
                ),
                t!(lang, "game-new-play", file = file.as_str())
            ),
        }
    }
}

/// A record replayed: the state after its last play (or turn `--upto`), and its turns.
#[derive(Clone, Debug)]
pub struct ReplayReport {
    /// The file.
    pub file: String,
    /// The state.
    pub game: Game,
    /// Every turn replayed.
    pub turns: Vec<TurnLog>,
    /// Show every turn (and its monster trace).
    pub verbose: bool,
}

/// Reads and replays a record file, every problem with its line.
pub fn load_record(
    path: &Path,
    how: ReplayOptions,
) -> Result<(RecordFile, record::Replay), Failure> {
    let rf = record::load_file(path).map_err(|e| Failure::invalid(e.to_string()))?;
    replay_record(rf, how)
}

/// [`load_record`] on a record's text (the web server's requests), `file` naming it in
/// messages.
pub fn load_record_text(
    text: &str,
    file: &str,
    how: ReplayOptions,
) -> Result<(RecordFile, record::Replay), Failure> {
    let rf = record::parse(text, file).map_err(|e| Failure::invalid(e.to_string()))?;
    replay_record(rf, how)
}

fn replay_record(
    rf: RecordFile,
    how: ReplayOptions,
) -> Result<(RecordFile, record::Replay), Failure> {
    let replay = rf
        .replay(how)
        .map_err(|e| Failure::invalid(e.to_string()))?;
    Ok((rf, replay))
}

impl ReplayReport {
    /// Replays `path` (checking every play and tile), up to turn `upto` if given.
    pub fn build(path: &Path, upto: Option<u16>, verbose: bool) -> Result<ReplayReport, Failure> {
        let how = ReplayOptions {
            traces: verbose,
            upto,
        };
        let (rf, replay) = load_record(path, how)?;
        if let Some(u) = upto {
            if u as usize > rf.record.turns.len() || u == 0 {
                return Err(Failure::invalid(format!(
                    "--upto {u}: {} has {} turn{} (give 1 to {})",
                    rf.file,
                    rf.record.turns.len(),
                    if rf.record.turns.len() == 1 { "" } else { "s" },
                    rf.record.turns.len()
                )));
            }
        }
        Ok(ReplayReport {
            file: rf.file,
            game: replay.game,
            turns: replay.turns,
            verbose,
        })
    }
}

impl Report for ReplayReport {
    fn svg(&self, style: &Style) -> Option<String> {
        crate::render::game::game_svg_in(style.lang, &self.game)
    }

    fn pages(&self, style: &Style) -> Option<Vec<String>> {
        crate::render::game::game_pages(style.lang, &self.game, style.paper)
    }

    fn text(&self, style: &Style) -> String {
        let mut out = String::new();
        if self.verbose {
            for t in &self.turns {
                out.push_str(&crate::render::game::turn_text(t, style));
                out.push('\n');
            }
        }
        let plays: usize = self.turns.iter().map(|t| t.plays.len()).sum();
        out.push_str(&crate::render::game::wrap(
            &crate::t!(
                style.lang,
                "game-replayed",
                file = self.file.as_str(),
                turns = self.turns.len(),
                plays = plays
            ),
            style.width,
            "",
        ));
        out.push('\n');
        out.push_str(&crate::render::game::state_text(&self.game, style));
        out
    }

    fn json(&self) -> Option<serde_json::Value> {
        Some(crate::render::game::json::state_json(
            &self.game,
            &self.turns,
        ))
    }
}

/// `game state`: a game going on at a real table.
#[derive(Clone, Debug)]
pub struct StateReport {
    /// The state after the record's last play.
    pub game: Game,
}

impl StateReport {
    /// Replays `path` and keeps the state.
    pub fn build(path: &Path) -> Result<StateReport, Failure> {
        let (_, replay) = load_record(path, ReplayOptions::default())?;
        Ok(StateReport { game: replay.game })
    }
}

impl Report for StateReport {
    fn text(&self, style: &Style) -> String {
        crate::render::game::table_text(&self.game, style)
    }

    fn svg(&self, style: &Style) -> Option<String> {
        crate::render::game::game_svg_in(style.lang, &self.game)
    }

    fn pages(&self, style: &Style) -> Option<Vec<String>> {
        crate::render::game::game_pages(style.lang, &self.game, style.paper)
    }

    fn json(&self) -> Option<serde_json::Value> {
        Some(crate::render::game::json::table_json(&self.game))
    }
}

/// How a `game play` session ended.
#[derive(Clone, Debug)]
pub struct PlayReport {
    /// The record file.
    pub file: String,
    /// The state at the end of the session.
    pub game: Game,
    /// Plays added in this session.
    pub plays: usize,
    /// Tiles added in this session.
    pub tiles: usize,
    /// What the command line needs besides the file to resume the session as it was (the
    /// seats are in the record).
    pub resume: Vec<String>,
}

impl PlayReport {
    /// The whole command that resumes the session.
    pub fn resume_command(&self) -> String {
        let mut words = vec![
            "furunkulus".to_string(),
            "game".into(),
            "play".into(),
            shell_word(&self.file),
        ];
        words.extend(self.resume.iter().map(|w| shell_word(w)));
        words.join(" ")
    }
}

/// `word` as a shell reads it: as it is if it needs no quotes, else in single quotes.
fn shell_word(word: &str) -> String {
    let plain = !word.is_empty()
        && word
            .chars()
            .all(|c| c.is_alphanumeric() || "-_./=,:+@%".contains(c));
    if plain {
        word.to_string()
    } else {
        format!("'{}'", word.replace('\'', "'\\''"))
    }
}

impl Report for PlayReport {
    fn text(&self, style: &Style) -> String {
        let lang = style.lang;
        let saved = t!(
            lang,
            "session-saved",
            plays = self.plays,
            tiles = self.tiles,
            file = self.file.as_str()
        );
        let text = if self.game.is_over() {
            t!(
                lang,
                "session-over",
                saved = saved,
                why = self.game.end_text(lang)
            )
        } else {
            let who = match self.game.to_play() {
                Some(s) => t!(
                    lang,
                    "session-who-plays",
                    player = crate::i18n::Player(self.game.player_name(s))
                ),
                None => t!(lang, "session-monster-is-next"),
            };
            t!(
                lang,
                "session-resume",
                saved = saved,
                round = self.game.round(),
                turn = self.game.turn(),
                who = who,
                command = self.resume_command()
            )
        };
        crate::render::game::wrap(&text, style.width, "")
    }
}
