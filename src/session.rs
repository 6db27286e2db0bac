//! `game play`: a game at the terminal, hot-seat, saved play by play.
//!
//! The session shows the board and whose turn it is, reads each play (a destination or a
//! path, as in a record) from the input, explains an illegal one in the words of
//! `moves --to`, draws the monster's tile from the game's seeded pile or reads the tile drawn
//! at a real table, shows the monster's explained trace, and after every play and tile
//! rewrites the record safely ([`crate::files::write_file`]: the record keeps its permissions,
//! and Ctrl-C never leaves a temporary file), so an interruption never loses a play and the
//! next session resumes where this one stopped. The record is checked to be rewritable
//! before the first play is asked.
//!
//! On a terminal a refused line is explained and asked again. Read from a script (standard
//! input not a terminal), the first refused line ends the session with its explanation and
//! exit code 1 — the plays before it are saved.
//!
//! Seats may be played by a [`Chooser`] instead of the input: the seam for AI players.

use crate::game::record::{self, PlayRecord, Record, TurnRecord};
use crate::game::{Game, Phase, Play, PlayError, Seat};
use crate::pawn::{Dest, Verdict};

use crate::report::game::PlayReport;
use crate::report::{Failure, Style};
use crate::rules::Tile;
use std::io::{BufRead, Write};
use std::path::PathBuf;

/// A player the session asks for plays instead of reading them (an AI).
pub trait Chooser {
    /// The play for the player to play in `game`, and its reasons in one line.
    fn choose(&mut self, game: &Game) -> (Play, String);
}

/// Where the monster's tiles come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tiles {
    /// Drawn from the game's pile, shuffled from the seed ([`Game::seeded_tile`]).
    Seeded(u64),
    /// Read from the input: the tile drawn at a real table.
    Manual,
}

/// A `game play` session.
pub struct Session {
    /// The record file, rewritten after every play and tile.
    pub file: PathBuf,
    /// The record so far.
    pub record: Record,
    /// The state after the record's last play.
    pub game: Game,
    /// Where tiles come from.
    pub tiles: Tiles,
    /// Whether a person types at a terminal (refused lines are asked again).
    pub interactive: bool,
    /// Colours and width.
    pub style: Style,
    /// The seats played by a [`Chooser`].
    pub choosers: Vec<(Seat, Box<dyn Chooser>)>,
}

/// What a line of input asks.
enum Command {
    Play(Play),
    Moves(crate::board::PawnId),
    Board,
    Help,
    Quit,
    Nothing,
}

const HELP: &str = "\
Type a play: the pawn, then where it ends or the squares of its path, one per point.
  red5 o11            red5 ends its move on o11 (if only one way ends there)
  red5 p11 o11 o10    red5 goes along this path
  red5 path o10       a path of one point (where `red5 o10` fits several results)
  5 o10               the same, naming the pawn by its white face
  red1 stay           red1 stays beside the entrance, or stays put (flipped)
  red5 out            red5 leaves through the exit
Other commands: `moves red5` (every legal result of red5), `board`, `help`, `quit`.
The record is saved after every play and tile.
";

impl Session {
    /// Reads the record at `file` and replays it; the seed of a seeded session is the record's
    /// (or `seed`, or one from the clock), and is written to the record.
    pub fn open(
        file: PathBuf,
        manual: bool,
        seed: Option<u64>,
        interactive: bool,
        style: Style,
    ) -> Result<Session, Failure> {
        // Before any play is typed: the record must be a file this session can rewrite (not
        // `-`, not a link, in a folder that takes new files).
        crate::files::check_rewritable(&file).map_err(|e| match e {
            crate::files::WriteError::Dash(_) => Failure::usage(
                "game play -: the record is rewritten after every play; name its file",
            ),
            crate::files::WriteError::Symlink(_) => Failure::invalid(format!(
                "{}: is a symbolic link; game play rewrites the record after every play and never replaces a link: play the file it points to{}",
                crate::files::shown(&file),
                std::fs::read_link(&file)
                    .map(|t| format!(" ({})", crate::files::shown(&t)))
                    .unwrap_or_default()
            )),
            other => Failure::invalid(other.to_string()),
        })?;
        let (rf, replay) =
            crate::report::game::load_record(&file, record::ReplayOptions::default())?;
        let mut record = rf.record;
        let tiles = if manual {
            Tiles::Manual
        } else {
            let seed = record.seed.or(seed).unwrap_or_else(|| {
                std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map_or(1, |d| d.as_secs() % 1_000_000)
            });
            record.seed = Some(seed);
            Tiles::Seeded(seed)
        };
        Ok(Session {
            file,
            record,
            game: replay.game,
            tiles,
            interactive,
            style,
            choosers: Vec::new(),
        })
    }

    fn save(&self) -> Result<(), Failure> {
        crate::files::write_file(&self.file, record::to_yaml(&self.record).as_bytes(), true)
            .map_err(|e| Failure::invalid(e.to_string()))
    }

    /// The record's turn for the next play or tile: the last one, unless it has its tile.
    fn current_turn(&mut self) -> &mut TurnRecord {
        if self.record.turns.last().is_none_or(|t| t.tile.is_some()) {
            self.record.turns.push(TurnRecord::default());
        }
        let last = self.record.turns.len() - 1;
        &mut self.record.turns[last]
    }

    /// Plays the session: reads from `input`, writes to `out`, until the game is over, the
    /// input ends or the player quits.
    pub fn run(
        mut self,
        input: &mut dyn BufRead,
        out: &mut dyn Write,
    ) -> Result<PlayReport, Failure> {
        let (mut plays, mut tiles) = (0, 0);
        let mut line_no = 0u64;
        let mut show_state = true;
        let write_err = |e: std::io::Error| Failure::invalid(format!("cannot write: {e}"));
        loop {
            if show_state {
                let text = crate::render::game::state_text(&self.game, &self.style);
                writeln!(out, "{text}").map_err(write_err)?;
                show_state = false;
            }
            match self.game.phase() {
                Phase::Over => break,
                Phase::Monster => {
                    let Some(tile) = self.next_tile(input, out, &mut line_no)? else {
                        break;
                    };
                    let (next, phase) = match self.game.monster_phase_traced(tile) {
                        Ok(done) => done,
                        Err(e) => {
                            self.refuse(out, line_no, &e.to_string())?;
                            continue;
                        }
                    };
                    self.current_turn().tile = Some(tile);
                    self.save()?;
                    tiles += 1;
                    if let Some(trace) = &phase.trace {
                        let text = crate::render::game::game_trace_text(
                            &self.game,
                            trace,
                            Some(&format!(
                                "Monster phase of turn {}: tile {tile}",
                                phase.turn
                            )),
                            &self.style,
                        );
                        writeln!(out, "{text}").map_err(write_err)?;
                    }
                    let line = crate::render::game::monster_line(&self.game, &phase);
                    writeln!(
                        out,
                        "{}",
                        crate::render::game::wrap(&line, self.style.width, "  ")
                    )
                    .map_err(write_err)?;
                    self.game = next;
                    show_state = true;
                }
                Phase::Pawns => {
                    let seat = self.game.to_play().unwrap_or(self.game.start_player());
                    let chooser = self.choosers.iter().position(|(s, _)| *s == seat);
                    let play = if let Some(i) = chooser {
                        let (play, why) = self.choosers[i].1.choose(&self.game);
                        writeln!(out, "{} plays: {why}", self.game.player_name(seat))
                            .map_err(write_err)?;
                        play
                    } else {
                        let prompt = format!(
                            "{} to play: {} > ",
                            self.game.player_name(seat),
                            self.game
                                .unplayed_pawns(seat)
                                .map(|id| format!(
                                    "{} ({})",
                                    self.game.pawn_name(id),
                                    self.game.face(id)
                                ))
                                .collect::<Vec<_>>()
                                .join(", ")
                        );
                        let Some(line) = self.read_line(input, out, &prompt, &mut line_no)? else {
                            break;
                        };
                        match self.parse(&line) {
                            Err(msg) => {
                                self.refuse(out, line_no, &msg)?;
                                continue;
                            }
                            Ok(Command::Nothing) => continue,
                            Ok(Command::Quit) => break,
                            Ok(Command::Help) => {
                                write!(out, "{HELP}").map_err(write_err)?;
                                continue;
                            }
                            Ok(Command::Board) => {
                                show_state = true;
                                continue;
                            }
                            Ok(Command::Moves(pawn)) => {
                                let text = self.moves_text(pawn);
                                writeln!(out, "{text}").map_err(write_err)?;
                                continue;
                            }
                            Ok(Command::Play(play)) => play,
                        }
                    };
                    match self.game.resolve(&play) {
                        Ok(m) => {
                            let text = crate::render::game::play_text(&self.game, &m);
                            let record = PlayRecord::of_move(&self.game, &m);
                            let Ok(next) = self.game.apply(&Play::of_move(&m)) else {
                                return Err(Failure::invalid("a legal play was refused"));
                            };
                            self.current_turn().plays.push(record);
                            self.save()?;
                            plays += 1;
                            self.game = next;
                            write!(
                                out,
                                "{}",
                                crate::render::game::wrap(&text, self.style.width, "  ")
                            )
                            .map_err(write_err)?;
                            // At a terminal the next player sees the board; a script's
                            // output shows the plays, and the board after each monster phase.
                            show_state = self.interactive || self.game.is_over();
                        }
                        Err(e) if chooser.is_some() => {
                            return Err(Failure::invalid(format!(
                                "the AI playing {} chose a refused play: {e}",
                                self.game.player_name(seat)
                            )));
                        }
                        Err(e) => {
                            let text = self.explain(&e);
                            self.refuse(out, line_no, &text)?;
                        }
                    }
                }
            }
        }
        out.flush().map_err(write_err)?;
        Ok(PlayReport {
            file: crate::files::shown(&self.file),
            game: self.game,
            plays,
            tiles,
        })
    }

    /// A refused line: on a terminal, say why and ask again; from a script, stop (exit 1).
    fn refuse(&self, out: &mut dyn Write, line_no: u64, why: &str) -> Result<(), Failure> {
        if self.interactive {
            writeln!(out, "{why}").map_err(|e| Failure::invalid(format!("cannot write: {e}")))
        } else {
            Err(Failure::invalid(format!(
                "{}: input line {line_no} refused (the plays before it are saved):\n{why}",
                crate::files::shown(&self.file)
            )))
        }
    }

    /// Reads one line; `None` at the end of the input.
    fn read_line(
        &self,
        input: &mut dyn BufRead,
        out: &mut dyn Write,
        prompt: &str,
        line_no: &mut u64,
    ) -> Result<Option<String>, Failure> {
        if self.interactive {
            let _ = write!(out, "{prompt}");
            let _ = out.flush();
        }
        let mut line = String::new();
        match input.read_line(&mut line) {
            Ok(0) => Ok(None),
            Ok(_) => {
                *line_no += 1;
                // Comments (`#`) let scripts explain themselves.
                let line = line.split('#').next().unwrap_or("").trim().to_string();
                Ok(Some(line))
            }
            Err(e) => Err(Failure::invalid(format!("cannot read the input: {e}"))),
        }
    }

    /// The tile of this monster phase: drawn from the seeded pile, or read from the input.
    fn next_tile(
        &mut self,
        input: &mut dyn BufRead,
        out: &mut dyn Write,
        line_no: &mut u64,
    ) -> Result<Option<Tile>, Failure> {
        match self.tiles {
            Tiles::Seeded(seed) => Ok(self.game.seeded_tile(seed)),
            Tiles::Manual => loop {
                let prompt = format!(
                    "Monster phase: the tile drawn at the table ({}) > ",
                    crate::render::game::chances_text(&self.game.next_tiles())
                );
                let Some(line) = self.read_line(input, out, &prompt, line_no)? else {
                    return Ok(None);
                };
                if line.is_empty() {
                    continue;
                }
                if matches!(line.as_str(), "quit" | "exit" | "q") {
                    return Ok(None);
                }
                match line.parse::<Tile>() {
                    Ok(t) => match self.game.check_tile(t) {
                        Ok(()) => return Ok(Some(t)),
                        Err(e) => self.refuse(out, *line_no, &e.to_string())?,
                    },
                    Err(e) => self.refuse(out, *line_no, &e.to_string())?,
                }
            },
        }
    }

    /// The pawn a word names: its name, or the white face of a pawn of the player to play.
    fn pawn(&self, word: &str) -> Result<crate::board::PawnId, String> {
        if let Some(id) = self.game.pawn_id(word) {
            return Ok(id);
        }
        let seat = self.game.to_play().unwrap_or(self.game.start_player());
        if let Ok(face) = word.parse::<u8>() {
            if let Some(id) = self
                .game
                .pawns_of(seat)
                .find(|&id| self.game.pawns()[id.0 as usize].face == Some(face))
            {
                return Ok(id);
            }
        }
        Err(format!(
            "`{word}` is not a pawn (the pawns of {} are {}); type `help` for the form of a play",
            self.game.player_name(seat),
            self.game
                .pawns_of(seat)
                .map(|id| self.game.pawn_name(id))
                .collect::<Vec<_>>()
                .join(", ")
        ))
    }

    fn parse(&self, line: &str) -> Result<Command, String> {
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.as_slice() {
            [] => Ok(Command::Nothing),
            ["help" | "?"] => Ok(Command::Help),
            ["quit" | "exit" | "q"] => Ok(Command::Quit),
            ["board" | "show"] => Ok(Command::Board),
            ["moves", pawn] | [pawn, "?"] | [pawn] => Ok(Command::Moves(self.pawn(pawn)?)),
            [pawn, "stay" | "-"] => Ok(Command::Play(Play::path(self.pawn(pawn)?, Vec::new()))),
            [pawn, "to", to] | [pawn, to] if *to != "path" => {
                let to: Dest = to.parse().map_err(|e| {
                    format!(
                        "{e}, or `out`, `waiting` or `stay`; type `help` for the form of a play"
                    )
                })?;
                Ok(Command::Play(Play::to(self.pawn(pawn)?, to)))
            }
            [pawn, "path", path @ ..] | [pawn, path @ ..] => {
                let path = path
                    .iter()
                    .map(|s| s.parse::<Dest>().map_err(|e| format!("{e} (in the path)")))
                    .collect::<Result<Vec<_>, _>>()?;
                Ok(Command::Play(Play::path(self.pawn(pawn)?, path)))
            }
        }
    }

    /// Every legal play of `pawn` now, as `moves` shows them.
    fn moves_text(&self, pawn: crate::board::PawnId) -> String {
        let plays: Vec<_> = self
            .game
            .legal_plays()
            .into_iter()
            .filter(|m| m.pawn == pawn)
            .collect();
        if plays.is_empty() {
            let why = match self.game.resolve(&Play::path(pawn, Vec::new())) {
                Err(e) => e.to_string(),
                Ok(_) => "it has no legal play now".into(),
            };
            return format!("{}: {why}", self.game.pawn_name(pawn));
        }
        let position = self.game.position();
        crate::render::moves::moves_text(
            self.game.board(),
            position.pawns(),
            self.game.pawn_name(pawn),
            self.game.face(pawn),
            &plays,
            &self.style,
        )
    }

    /// A refused play explained: for an illegal destination, `moves --to`'s answer.
    fn explain(&self, e: &PlayError) -> String {
        match e {
            PlayError::Illegal {
                pawn, to, reasons, ..
            } => {
                let Some(id) = self.game.pawn_id(pawn) else {
                    return e.to_string();
                };
                let position = self.game.position();
                crate::render::moves::verdict_text(
                    self.game.board(),
                    position.pawns(),
                    pawn,
                    self.game.face(id),
                    *to,
                    &Verdict::Illegal(reasons.clone()),
                    &self.style,
                )
                .trim_end()
                .to_string()
            }
            _ => format!("No: {e}"),
        }
    }
}
