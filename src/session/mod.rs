//! `game play`: a game at the terminal, hot-seat, saved play by play, that a table can follow
//! in 80 columns and 40 lines.
//!
//! Above each prompt of a person the session shows what happened since that player's last
//! turn, one line each (the plays, each monster phase's tile and who was taken, who passed),
//! then the board once and whose turn it is. The monster phase is shown as the brief trace
//! (one line a step; at a terminal one step per Enter, `trace` for the whole explained trace).
//! Inside the session: a play, `moves PAWN`, `hint`, `trace`, `board`, `undo` (the last play,
//! until the next player has played), `help`, `quit`. A destination several results end on
//! is offered as numbered choices, answered by the number. Every line is wrapped to the width.
//!
//! After every play and tile the record is rewritten safely ([`crate::files::write_file`]: the
//! record keeps its permissions, and Ctrl-C never leaves a temporary file), so an interruption
//! never loses a play and the next session resumes where this one stopped. The record is
//! checked to be rewritable before the first play is asked. The seats the program plays are
//! kept in the record (`seats:`), so a resumed session keeps them.
//!
//! On a terminal a refused line is explained and asked again. Read from a script (standard
//! input not a terminal), the first refused line ends the session with its explanation and
//! exit code 1 — the plays before it are saved.

mod input;
mod view;

use crate::ai::Level;
use crate::game::record::{self, PlayRecord, Record, TurnRecord};
use crate::game::{Game, Phase, Play, PlayError, Seat};
use crate::i18n::Lang;
use crate::pawn::{PawnMove, Verdict};
use crate::report::game::PlayReport;
use crate::report::{Failure, Style};
use crate::rules::Tile;
use crate::t;
use crate::trace::Trace;
use input::Command;
use std::io::{BufRead, Write};
use std::path::PathBuf;

/// A player the session asks for plays instead of reading them (an AI).
pub trait Chooser {
    /// The play for the player to play in `game`, and its reasons in a few words.
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

/// One thing that happened, for the "since your last turn" of the players who did not do it.
struct Happened {
    /// The seat that did it (a play), or `None` (a monster phase, a pass).
    by: Option<Seat>,
    /// It, in one line (wrapped when shown).
    line: String,
}

/// The last play, while it may be taken back: the state before it and who played it.
struct Undo {
    before: Game,
    seat: Seat,
    record_turns: Vec<TurnRecord>,
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
    /// Whether a person types at a terminal (refused lines are asked again, the monster
    /// phase waits for Enter at each step).
    pub interactive: bool,
    /// Colours, width and language.
    pub style: Style,
    /// The seats played by a [`Chooser`].
    pub choosers: Vec<(Seat, Box<dyn Chooser>)>,
    /// What the command line needs besides the file to resume this session as it is
    /// (`--tiles manual`, `--ai-option ...`): the resume line says them.
    pub resume_args: Vec<String>,
    happened: Vec<Happened>,
    /// For each seat, how much of `happened` its player has been shown.
    seen: Vec<usize>,
    /// The last monster phase: the state before it (for the pawns' names), its trace and
    /// its title, for `trace`.
    last_trace: Option<(Game, Trace, String)>,
    undo: Option<Undo>,
    /// The results a destination fitted, offered by number.
    choices: Vec<PawnMove>,
    /// Whether the board was shown since the last play or tile.
    shown: bool,
}

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
            crate::files::WriteError::Dash(_) => {
                Failure::usage(t!(style.lang, "session-record-dash"))
            }
            crate::files::WriteError::Symlink(_) => {
                let shown = crate::files::shown(&file);
                Failure::invalid(match std::fs::read_link(&file) {
                    Ok(to) => t!(
                        style.lang,
                        "session-record-symlink-to",
                        file = shown,
                        target = crate::files::shown(&to)
                    ),
                    Err(_) => t!(style.lang, "session-record-symlink", file = shown),
                })
            }
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
        let seats = replay.game.players().len();
        Ok(Session {
            file,
            record,
            game: replay.game,
            tiles,
            interactive,
            style,
            choosers: Vec::new(),
            resume_args: if manual {
                vec!["--tiles".into(), "manual".into()]
            } else {
                Vec::new()
            },
            happened: Vec::new(),
            seen: vec![0; seats],
            last_trace: None,
            undo: None,
            choices: Vec::new(),
            shown: false,
        })
    }

    /// Sets the seats the program plays: the record's `seats`, changed by `ai` (`PLAYER=LEVEL`,
    /// `PLAYER=human` to give a seat back to a person), each AI tuned by `ai_options`
    /// (`NAME=VALUE`). The seats are written to the record (saved at once when they changed).
    pub fn seat_ais(&mut self, ai: &[String], ai_options: &[String]) -> Result<(), Failure> {
        let before = self.record.seats.clone();
        let mut problems = Vec::new();
        for pair in ai {
            let Some((player, level)) = pair.split_once('=') else {
                problems.push(t!(self.lang(), "session-ai-pair", pair = pair));
                continue;
            };
            let (player, level) = (player.trim(), level.trim());
            let Some(seat) = self.game.seat_of_player(player) else {
                problems.push(t!(
                    self.lang(),
                    "session-ai-player",
                    player = player,
                    players = self
                        .game
                        .players()
                        .iter()
                        .map(|p| crate::i18n::Player(p).word(self.lang()).into_owned())
                        .collect::<Vec<_>>()
                        .join(", ")
                ));
                continue;
            };
            let name = self.game.player_name(seat).to_string();
            if level == "human" {
                self.record.set_seat(&name, None);
                continue;
            }
            match level.parse::<Level>() {
                Ok(l) => self.record.set_seat(&name, Some(l)),
                Err(e) => {
                    problems.push(t!(self.lang(), "session-ai-level", problem = e.to_string()))
                }
            }
        }
        if !problems.is_empty() {
            return Err(Failure::usage(format!("--ai: {}", problems.join("; "))));
        }
        let mut choosers: Vec<(Seat, Box<dyn Chooser>)> = Vec::new();
        for (player, level) in &self.record.seats {
            let Some(seat) = self.game.seat_of_player(player) else {
                continue;
            };
            let mut config = crate::ai::Config::new(*level);
            for o in ai_options {
                config
                    .set(o)
                    .map_err(|e| Failure::usage(format!("--ai-option {e}")))?;
            }
            choosers.push((
                seat,
                Box::new(crate::ai::AiPlayer {
                    config,
                    seed: self.record.seed.unwrap_or(0),
                    lang: self.style.lang,
                }),
            ));
        }
        self.choosers = choosers;
        for o in ai_options {
            self.resume_args.push("--ai-option".into());
            self.resume_args.push(o.clone());
        }
        if self.record.seats != before {
            self.save()?;
        }
        Ok(())
    }

    fn lang(&self) -> Lang {
        self.style.lang
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

    fn is_ai(&self, seat: Seat) -> bool {
        self.choosers.iter().any(|(s, _)| *s == seat)
    }

    fn any_human(&self) -> bool {
        (0..self.game.players().len()).any(|s| !self.is_ai(Seat(s as u8)))
    }

    /// Writes `text` with every line wrapped to the width.
    fn put(&self, out: &mut dyn Write, text: &str) -> Result<(), Failure> {
        let text = crate::render::fit(text, self.style.width);
        write!(out, "{text}").map_err(write_err)
    }

    /// Something happened: kept for the players' "since your last turn"; shown at once when
    /// no person plays (nobody would be shown it).
    fn happened(
        &mut self,
        out: &mut dyn Write,
        by: Option<Seat>,
        line: String,
    ) -> Result<(), Failure> {
        if !self.any_human() {
            self.put(out, &view::item(&line, self.style.width))?;
        }
        self.happened.push(Happened { by, line });
        Ok(())
    }

    /// Plays the session: reads from `input`, writes to `out`, until the game is over, the
    /// input ends or the player quits.
    pub fn run(
        mut self,
        input: &mut dyn BufRead,
        out: &mut dyn Write,
    ) -> Result<PlayReport, Failure> {
        let (mut plays, mut tiles) = (0usize, 0usize);
        let mut line_no = 0u64;
        let mut asked_seat: Option<Seat> = None;
        loop {
            match self.game.phase() {
                Phase::Over => {
                    self.show_since(out, None)?;
                    self.put(out, &view::board(&self.game, &self.style))?;
                    break;
                }
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
                    self.undo = None;
                    let line = crate::render::game::monster_line(self.lang(), &self.game, &phase);
                    if let Some(trace) = phase.trace.clone() {
                        let title = t!(
                            self.lang(),
                            "session-monster-title",
                            turn = phase.turn,
                            tile = tile
                        );
                        if self.any_human() {
                            self.show_monster(input, out, &trace, &title, &mut line_no)?;
                        }
                        self.last_trace = Some((self.game.clone(), trace, title));
                    }
                    let before = self.game.clone();
                    self.game = next;
                    self.happened(out, None, line)?;
                    self.passes(out, &before)?;
                    self.shown = false;
                }
                Phase::Pawns => {
                    let seat = self.game.to_play().unwrap_or(self.game.start_player());
                    if let Some(i) = self.choosers.iter().position(|(s, _)| *s == seat) {
                        let (play, why) = self.choosers[i].1.choose(&self.game);
                        let m = self.game.resolve(&play).map_err(|e| {
                            Failure::invalid(t!(
                                self.lang(),
                                "session-ai-refused",
                                player = crate::i18n::Player(self.game.player_name(seat)),
                                problem = e.text(self.lang())
                            ))
                        })?;
                        let level = self
                            .record
                            .seat_level(self.game.player_name(seat))
                            .map_or("AI", Level::name);
                        let line = t!(
                            self.lang(),
                            "session-ai-play",
                            player = crate::i18n::Player(self.game.player_name(seat)),
                            level = level,
                            play = crate::render::game::play_text(self.lang(), &self.game, &m),
                            why = why
                        );
                        self.commit(out, &m, seat, line, false)?;
                        plays += 1;
                        continue;
                    }
                    if asked_seat != Some(seat) || !self.shown {
                        self.show_turn(out, seat)?;
                        asked_seat = Some(seat);
                    }
                    let prompt = t!(
                        self.lang(),
                        "session-prompt",
                        player = crate::i18n::Player(self.game.player_name(seat))
                    );
                    let Some(line) =
                        self.read_line(input, out, &format!("{prompt} "), &mut line_no)?
                    else {
                        break;
                    };
                    let command = match input::parse(&self.game, self.lang(), &line, &self.choices)
                    {
                        Err(msg) => {
                            self.refuse(out, line_no, &msg)?;
                            continue;
                        }
                        Ok(c) => c,
                    };
                    let (result, asked) = match command {
                        Command::Nothing => continue,
                        Command::Quit => break,
                        Command::Help => {
                            let (pawn, face) = self.example_pawn(seat);
                            let help = view::help(self.lang(), self.style.width, &pawn, face);
                            self.put(out, &help)?;
                            continue;
                        }
                        Command::Board => {
                            self.put(
                                out,
                                &crate::render::game::state_text(&self.game, &self.style),
                            )?;
                            continue;
                        }
                        Command::Moves(pawn) => {
                            let text = self.moves_text(pawn);
                            self.put(out, &text)?;
                            continue;
                        }
                        Command::Hint(level) => {
                            let text = self.hint(level);
                            self.put(out, &text)?;
                            continue;
                        }
                        Command::Trace => {
                            let text = match &self.last_trace {
                                Some((g, trace, title)) => crate::render::game::game_trace_text(
                                    g,
                                    trace,
                                    Some(title),
                                    &self.style,
                                ),
                                None => t!(self.lang(), "session-no-trace") + "\n",
                            };
                            self.put(out, &text)?;
                            continue;
                        }
                        Command::Undo => {
                            match self.take_back() {
                                Ok(words) => {
                                    self.save()?;
                                    plays = plays.saturating_sub(1);
                                    self.put(out, &view::item(&words, self.style.width))?;
                                    self.shown = false;
                                }
                                Err(why) => self.refuse(out, line_no, &why)?,
                            }
                            continue;
                        }
                        Command::Pass => {
                            let why = t!(
                                self.lang(),
                                "session-no-passing",
                                player = crate::i18n::Player(self.game.player_name(seat))
                            );
                            self.refuse(out, line_no, &why)?;
                            continue;
                        }
                        Command::Choice(m) => (Ok(*m), None),
                        Command::Play(play) => (self.game.resolve(&play), Some(play)),
                    };
                    match result {
                        Ok(m) => {
                            let line = t!(
                                self.lang(),
                                "session-play",
                                player = crate::i18n::Player(self.game.player_name(seat)),
                                play = crate::render::game::play_text(self.lang(), &self.game, &m)
                            );
                            self.choices.clear();
                            self.put(out, &view::item(&line, self.style.width))?;
                            self.commit(out, &m, seat, line, true)?;
                            plays += 1;
                        }
                        Err(PlayError::Ambiguous { .. }) => {
                            if let Some(p) = asked {
                                self.offer(out, &p)?;
                            }
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
            resume: self.resume_args,
        })
    }

    /// Plays `m` for `seat`, saves, and keeps `line` for the others' "since your last turn".
    fn commit(
        &mut self,
        out: &mut dyn Write,
        m: &PawnMove,
        seat: Seat,
        line: String,
        human: bool,
    ) -> Result<(), Failure> {
        let record = PlayRecord::of_move(&self.game, m);
        let Ok(next) = self.game.apply(&Play::of_move(m)) else {
            return Err(Failure::invalid(t!(self.lang(), "session-legal-refused")));
        };
        let turns_before = self.record.turns.clone();
        self.current_turn().plays.push(record);
        self.save()?;
        let before = std::mem::replace(&mut self.game, next);
        self.undo = human.then(|| Undo {
            before: before.clone(),
            seat,
            record_turns: turns_before,
        });
        self.happened(out, Some(seat), line)?;
        self.passes(out, &before)?;
        self.seen[seat.index()] = self.happened.len();
        self.shown = false;
        Ok(())
    }

    /// Tells who was skipped between `before` and now because they had no pawn left to play
    /// (S16).
    fn passes(&mut self, out: &mut dyn Write, before: &Game) -> Result<(), Failure> {
        for seat in crate::render::game::passed(before, &self.game) {
            let line = crate::render::game::pass_words(self.lang(), &self.game, seat);
            self.happened(out, None, line)?;
        }
        Ok(())
    }

    /// Takes back the last play if it was a person's and nobody has played since (the next
    /// player, in hot-seat, may give it back before playing).
    fn take_back(&mut self) -> Result<String, String> {
        let lang = self.lang();
        match self.undo.take() {
            Some(u) => {
                self.game = u.before;
                self.record.turns = u.record_turns;
                // The taken-back play and what it made known are forgotten.
                while self.happened.last().is_some_and(|h| h.by != Some(u.seat)) {
                    self.happened.pop();
                }
                self.happened.pop();
                for s in &mut self.seen {
                    *s = (*s).min(self.happened.len());
                }
                Ok(t!(
                    lang,
                    "session-undone",
                    player = crate::i18n::Player(self.game.player_name(u.seat))
                ))
            }
            None => Err(t!(lang, "session-undo-none")),
        }
    }

    /// The pawn the commands' examples name, and its white face (the other way to name it):
    /// one the player of `seat` has still to play.
    fn example_pawn(&self, seat: Seat) -> (String, u8) {
        let pawn = self.game.unplayed_pawns(seat).next();
        pawn.map_or_else(
            || (String::from("red5"), 5),
            |p| {
                let face = self.game.pawns()[usize::from(p.0)].face.unwrap_or(5);
                (self.game.pawn_name(p).to_string(), face)
            },
        )
    }

    /// Above a person's prompt: what happened since their last turn, the board once, whose
    /// turn it is and how to play.
    fn show_turn(&mut self, out: &mut dyn Write, seat: Seat) -> Result<(), Failure> {
        self.show_since(out, Some(seat))?;
        let mut text = view::board(&self.game, &self.style);
        text.push_str(&crate::render::game::turn_line(
            self.lang(),
            &self.game,
            self.style.width,
        ));
        let (pawn, face) = self.example_pawn(seat);
        text.push_str(&crate::render::wrap(
            &t!(self.lang(), "session-commands", pawn = pawn, face = face),
            self.style.width,
            "",
            "  ",
        ));
        self.put(out, &text)?;
        self.shown = true;
        Ok(())
    }

    /// What happened since `seat`'s player last played (or, at the end, since anybody was
    /// shown), one line each.
    fn show_since(&mut self, out: &mut dyn Write, seat: Option<Seat>) -> Result<(), Failure> {
        let from = match seat {
            Some(s) => self.seen[s.index()],
            None => self.seen.iter().copied().min().unwrap_or(0),
        };
        let lines: Vec<&str> = self.happened[from.min(self.happened.len())..]
            .iter()
            .filter(|h| seat.is_none() || h.by != seat)
            .map(|h| h.line.as_str())
            .collect();
        if !lines.is_empty() && self.any_human() {
            let head = match seat {
                Some(s) => t!(
                    self.lang(),
                    "session-since",
                    player = crate::i18n::Player(self.game.player_name(s))
                ),
                None => t!(self.lang(), "session-since-end"),
            };
            let mut text = String::new();
            text.push('\n');
            text.push_str(&crate::render::wrap(&head, self.style.width, "", ""));
            for l in lines {
                text.push_str(&view::item(l, self.style.width));
            }
            self.put(out, &text)?;
        }
        match seat {
            Some(s) => self.seen[s.index()] = self.happened.len(),
            None => self.seen.iter_mut().for_each(|x| *x = self.happened.len()),
        }
        Ok(())
    }

    /// The monster phase as the brief trace: one line a step; at a terminal, the next step
    /// at each Enter, or the whole explained trace for `trace`.
    fn show_monster(
        &mut self,
        input: &mut dyn BufRead,
        out: &mut dyn Write,
        trace: &Trace,
        title: &str,
        line_no: &mut u64,
    ) -> Result<(), Failure> {
        let position = self.game.position();
        let parts =
            crate::render::trace::brief_parts(trace, position.pawns(), Some(title), &self.style);
        let mut text = String::from("\n");
        text.push_str(&parts.head);
        if self.interactive {
            text.push_str(&crate::render::wrap(
                &t!(self.lang(), "session-monster-keys"),
                self.style.width,
                "",
                "  ",
            ));
        }
        self.put(out, &text)?;
        let mut stepping = self.interactive;
        for step in &parts.steps {
            self.put(out, step)?;
            if stepping {
                let Some(line) = self.read_line(input, out, "", line_no)? else {
                    stepping = false;
                    continue;
                };
                match line.as_str() {
                    "trace" | "t" => {
                        let whole = crate::render::game::game_trace_text(
                            &self.game,
                            trace,
                            Some(title),
                            &self.style,
                        );
                        self.put(out, &whole)?;
                        return Ok(());
                    }
                    "" => {}
                    _ => stepping = false,
                }
            }
        }
        self.put(out, &parts.tail)
    }

    /// Offers the results of a play whose destination fits several, by number.
    fn offer(&mut self, out: &mut dyn Write, play: &Play) -> Result<(), Failure> {
        let to = play.to;
        self.choices = self
            .game
            .legal_plays()
            .into_iter()
            .filter(|m| m.pawn == play.pawn && Some(m.dest) == to)
            .collect();
        let text = view::choices(self.lang(), &self.game, &self.choices, self.style.width);
        self.put(out, &text)
    }

    /// A refused line: on a terminal, say why and ask again; from a script, stop (exit 1).
    fn refuse(&self, out: &mut dyn Write, line_no: u64, why: &str) -> Result<(), Failure> {
        if self.interactive {
            self.put(out, &format!("{why}\n"))
        } else {
            Err(Failure::invalid(t!(
                self.lang(),
                "session-refused",
                file = crate::files::shown(&self.file),
                line = line_no,
                why = why
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
            Err(e) => Err(Failure::invalid(t!(
                crate::i18n::speaking(),
                "session-read-input",
                error = e.to_string()
            ))),
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
                let ask = t!(
                    self.lang(),
                    "session-ask-tile",
                    chances = crate::render::game::chances_text(&self.game.next_tiles())
                );
                if self.interactive {
                    self.put(out, &crate::render::wrap(&ask, self.style.width, "", "  "))?;
                }
                let Some(line) = self.read_line(input, out, "> ", line_no)? else {
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
                Err(e) => self.explain(&e),
                Ok(_) => t!(self.lang(), "session-no-legal-play"),
            };
            return format!("{}: {why}\n", self.game.pawn_name(pawn));
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

    /// The play an AI would make now, with its figures (`hint`; the strongest level for the
    /// game's players, [`Level::strongest`], unless a level is given).
    fn hint(&self, level: Option<Level>) -> String {
        let config = crate::ai::Config::new(
            level.unwrap_or_else(|| Level::strongest(self.game.players().len())),
        );
        let seed = self.record.seed.unwrap_or(0);
        match crate::ai::choose(&self.game, &config, seed) {
            Some(c) => {
                let e = crate::ai::explain::explain(&self.game, &c, &config);
                crate::render::ai::hint_text(
                    self.lang(),
                    &self.game,
                    &c,
                    e.as_ref(),
                    self.style.width,
                )
            }
            None => t!(self.lang(), "session-no-legal-play") + "\n",
        }
    }

    /// A refused play explained: for an illegal destination, `moves --to`'s answer.
    fn explain(&self, e: &PlayError) -> String {
        match e {
            PlayError::Illegal {
                pawn, to, reasons, ..
            } => {
                let Some(id) = self.game.pawn_id(pawn) else {
                    return e.text(self.lang());
                };
                let position = self.game.position();
                let mut text = crate::render::moves::verdict_text(
                    self.game.board(),
                    position.pawns(),
                    pawn,
                    self.game.face(id),
                    *to,
                    &Verdict::Illegal(reasons.clone()),
                    &self.style,
                )
                .trim_end()
                .to_string();
                if let Some(note) = e.kept_face_note(self.lang()) {
                    text.push('\n');
                    text.push_str(&note);
                }
                text
            }
            _ => e.text(self.lang()),
        }
    }
}

fn write_err(e: std::io::Error) -> Failure {
    Failure::invalid(t!(
        crate::i18n::speaking(),
        "session-write",
        error = e.to_string()
    ))
}
