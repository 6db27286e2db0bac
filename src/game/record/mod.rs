//! Game records (docs/FORMAT.md section 6): what happened in a game, play by play, so it can be
//! replayed, checked, continued or analysed.
//!
//! A [`Record`] is plain data, as written: the players, the setup, the options and every turn's
//! plays and tile. [`Record::replay`] plays it through a [`Game`], checking every play and tile,
//! and gives every state with what each turn did, or the first problem with the place it
//! was written ([`RecordSpot`]): a record is never half-applied. [`read`] loads the YAML with
//! every problem's line and column; [`mod@write`] writes it back through serde, safely.

pub mod read;
pub mod write;

use super::monster_phase::MonsterPhase;
use super::state::{Game, StartError};
use super::table::Seat;
use crate::board::Piece;
use crate::geometry::{Dir, Square};
use crate::pawn::{Dest, PawnMove};
use crate::rules::{Options, Tile};
use crate::setup::{Item, Layout, PieceSpec, PoolSpec, Setup, TeleporterSpec};
use crate::t;

pub use read::{load_file, parse, RecordFile};
pub use write::to_yaml;

/// The setup a record starts from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordSetup {
    /// The standard basic setup (B2).
    Basic,
    /// The advanced setup: the 17 pieces in the order placed (S21).
    Advanced(Vec<Placement>),
    /// Any valid board: its pieces, pools, teleporters and the monster (no pawns).
    Board(Setup),
}

impl RecordSetup {
    /// `basic`, `advanced` or `board`.
    pub const fn name(&self) -> &'static str {
        match self {
            RecordSetup::Basic => "basic",
            RecordSetup::Advanced(_) => "advanced",
            RecordSetup::Board(_) => "board",
        }
    }
}

/// One piece placed in the advanced setup (S21).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Placement {
    /// The player who placed it.
    pub by: String,
    /// What was placed.
    pub piece: Placed,
    /// Where (a pool's north-west square).
    pub at: Square,
}

/// What a placement puts on the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Placed {
    /// A stone, crystal or pivot stone.
    Piece(Piece),
    /// A pool of `width` x `height` squares.
    Pool {
        /// Columns.
        width: u8,
        /// Rows.
        height: u8,
    },
    /// A teleporter of `pair`, with its arrow.
    Teleporter {
        /// Its arrow.
        arrow: Dir,
        /// Its pair's name.
        pair: String,
    },
}

impl Placed {
    /// The name written in a record: `stone`, `crystal`, `pivot-right`, `pivot-around`,
    /// `pool`, `teleporter`.
    pub fn name(&self) -> &'static str {
        match self {
            Placed::Piece(p) => p.name(),
            Placed::Pool { .. } => "pool",
            Placed::Teleporter { .. } => "teleporter",
        }
    }
}

/// One play as written: the pawn's name, and its destination, path or both.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayRecord {
    /// The pawn's name (`red5`).
    pub pawn: String,
    /// Where it ended.
    pub to: Option<Dest>,
    /// The way it went.
    pub path: Option<Vec<Dest>>,
}

impl PlayRecord {
    /// The record of a legal result: its destination and its path, in full.
    pub fn of_move(game: &Game, m: &PawnMove) -> PlayRecord {
        PlayRecord {
            pawn: game.pawn_name(m.pawn).to_string(),
            to: Some(m.dest),
            path: Some(m.squares().collect()),
        }
    }
}

/// One turn as written.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TurnRecord {
    /// The plays, in the order played.
    pub plays: Vec<PlayRecord>,
    /// The tile of the monster phase (the last turn may lack it).
    pub tile: Option<Tile>,
}

/// A whole game record (docs/FORMAT.md section 6), as plain data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// The players in seating order.
    pub players: Vec<String>,
    /// The start player of the first turn, if written.
    pub start: Option<String>,
    /// The setup.
    pub setup: RecordSetup,
    /// The seed the game's tiles are drawn from (`game play`), if any.
    pub seed: Option<u64>,
    /// The G7 variant: the 5 tile is "3 prey".
    pub three_prey: bool,
    /// The rule options.
    pub options: Options,
    /// The seats the program plays (an addition to docs/FORMAT.md section 6: `seats: { blue:
    /// greedy }`), each player with its AI level, in seating order. The others are people.
    pub seats: Vec<(String, crate::ai::Level)>,
    /// The turns.
    pub turns: Vec<TurnRecord>,
}

/// The name of the G7 variant in a record's `variant` list.
pub const THREE_PREY: &str = "three-prey";

/// Where in a record a problem lies, by the record's own structure (a reader maps each to a
/// line and column).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum RecordSpot {
    /// The `players` list (or player `i` of it).
    Players(Option<usize>),
    /// The `start` entry.
    Start,
    /// The `setup` entry.
    Setup,
    /// Placement `i` (0-based).
    Placement(usize),
    /// An item of the `board` setup.
    Board(Item),
    /// Turn `i` (0-based) as a whole.
    Turn(usize),
    /// Play `j` of turn `i` (0-based).
    Play(usize, usize),
    /// The tile of turn `i` (0-based).
    Tile(usize),
}

/// One problem of a record: where, and what is wrong (the message names the turn and play).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordProblem {
    /// Where.
    pub spot: RecordSpot,
    /// What, in words.
    pub message: String,
}

/// A problem of placement `k` (0-based) of the advanced setup, its message said as the
/// placement's.
fn placement_problem(k: usize, message: String) -> RecordProblem {
    RecordProblem {
        spot: RecordSpot::Placement(k),
        message: t!(
            crate::i18n::speaking(),
            "record-placement",
            n = k + 1,
            message = message
        ),
    }
}

/// What one turn of a replayed game did.
#[derive(Clone, Debug)]
pub struct TurnLog {
    /// The turn (from 1).
    pub turn: u16,
    /// Its round.
    pub round: u8,
    /// Its start player.
    pub start: Seat,
    /// The state before its first play.
    pub before: Game,
    /// Its plays, as the legal results they are.
    pub plays: Vec<PawnMove>,
    /// Its monster phase, if the record gives the tile.
    pub monster: Option<MonsterPhase>,
}

/// A replayed record: the game at the start, every turn, and the state after the last play.
#[derive(Clone, Debug)]
pub struct Replay {
    /// The state before the first play.
    pub start: Game,
    /// The turns replayed.
    pub turns: Vec<TurnLog>,
    /// The state after the last play replayed.
    pub game: Game,
}

/// How to replay.
#[derive(Clone, Copy, Debug, Default)]
pub struct ReplayOptions {
    /// Record each monster phase's explained trace.
    pub traces: bool,
    /// Stop after this turn (its plays and tile); every turn is still checked. A turn beyond
    /// the record's last: the state after the last play.
    pub upto: Option<u16>,
}

impl Record {
    /// A new record with no turns.
    pub fn new(players: Vec<String>, setup: RecordSetup, seed: Option<u64>) -> Record {
        Record {
            players,
            start: None,
            setup,
            seed,
            three_prey: false,
            options: Options::default(),
            seats: Vec::new(),
            turns: Vec::new(),
        }
    }

    /// The AI level playing `player`'s seat, if the program plays it.
    pub fn seat_level(&self, player: &str) -> Option<crate::ai::Level> {
        self.seats
            .iter()
            .find(|(p, _)| p == player)
            .map(|(_, level)| *level)
    }

    /// Sets who plays `player`'s seat: an AI `level`, or a person (`None`); the seats stay in
    /// seating order.
    pub fn set_seat(&mut self, player: &str, level: Option<crate::ai::Level>) {
        self.seats.retain(|(p, _)| p != player);
        if let Some(level) = level {
            self.seats.push((player.to_string(), level));
        }
        let order = |p: &str| self.players.iter().position(|q| q == p);
        let mut seats = std::mem::take(&mut self.seats);
        seats.sort_by_key(|(p, _)| order(p));
        self.seats = seats;
    }

    /// The setup (plain data) of the board the game starts on, with the items of an advanced
    /// setup listed in the order placed (pools, teleporters and pieces each in their list;
    /// [`Record::placement_of`] maps them back).
    pub fn board_setup(&self) -> Setup {
        let mut setup = match &self.setup {
            RecordSetup::Basic => Setup::basic(),
            RecordSetup::Board(s) => s.clone(),
            RecordSetup::Advanced(placements) => {
                let mut s = Setup {
                    layout: Layout::Advanced,
                    ..Setup::default()
                };
                for p in placements {
                    match &p.piece {
                        Placed::Piece(piece) => s.pieces.push(PieceSpec {
                            at: p.at,
                            piece: *piece,
                        }),
                        Placed::Pool { width, height } => s.pools.push(PoolSpec {
                            at: p.at,
                            width: *width,
                            height: *height,
                        }),
                        Placed::Teleporter { arrow, pair } => s.teleporters.push(TeleporterSpec {
                            at: p.at,
                            arrow: *arrow,
                            pair: pair.clone(),
                        }),
                    }
                }
                s
            }
        };
        setup.options = self.options;
        setup
    }

    /// Where the setup item `item` of [`Record::board_setup`] was written.
    pub fn placement_of(&self, item: Item) -> RecordSpot {
        let RecordSetup::Advanced(placements) = &self.setup else {
            return match self.setup {
                RecordSetup::Board(_) => RecordSpot::Board(item),
                _ => RecordSpot::Setup,
            };
        };
        let nth = |want: fn(&Placed) -> bool, i: usize| {
            placements
                .iter()
                .enumerate()
                .filter(|(_, p)| want(&p.piece))
                .nth(i)
                .map_or(RecordSpot::Setup, |(k, _)| RecordSpot::Placement(k))
        };
        match item {
            Item::Piece(i) => nth(|p| matches!(p, Placed::Piece(_)), i),
            Item::Pool(i) => nth(|p| matches!(p, Placed::Pool { .. }), i),
            Item::Teleporter(i) => nth(|p| matches!(p, Placed::Teleporter { .. }), i),
            _ => RecordSpot::Setup,
        }
    }

    /// The start player of the first turn: with the advanced setup the player after the last
    /// to place a piece (S21), else `start` or the first player.
    fn first_start(&self, problems: &mut Vec<RecordProblem>) -> Option<String> {
        let RecordSetup::Advanced(placements) = &self.setup else {
            return self.start.clone();
        };
        let n = self.players.len();
        let seat = |name: &str| self.players.iter().position(|p| p == name);
        let not_player = |by: &str| {
            t!(
                crate::i18n::speaking(),
                "record-placement-not-player",
                by = by,
                players = self.players.join(", ")
            )
        };
        let first_by = &placements.first()?.by;
        let Some(first) = seat(first_by) else {
            problems.push(placement_problem(0, not_player(first_by)));
            return None;
        };
        let mut ok = true;
        for (k, p) in placements.iter().enumerate() {
            let want = (first + k) % n;
            match seat(&p.by) {
                None => {
                    ok = false;
                    problems.push(placement_problem(k, not_player(&p.by)));
                }
                Some(s) if s != want => {
                    ok = false;
                    let message = t!(
                        crate::i18n::speaking(),
                        "record-placement-turn",
                        want = self.players[want].as_str(),
                        by = p.by.as_str()
                    );
                    problems.push(placement_problem(k, message));
                }
                Some(_) => {}
            }
        }
        if !ok {
            return None;
        }
        let last = (first + placements.len().max(1) - 1) % n;
        let start = self.players[(last + 1) % n].clone();
        if let Some(given) = &self.start {
            if *given != start {
                problems.push(RecordProblem {
                    spot: RecordSpot::Start,
                    message: t!(
                        crate::i18n::speaking(),
                        "record-start-not",
                        last = self.players[last].as_str(),
                        start = start.as_str(),
                        given = given.as_str()
                    ),
                });
                return None;
            }
        }
        Some(start)
    }

    /// The game at its start, or every problem of the players and the setup. `line_of` gives
    /// the line a spot was written on, if the record has lines (to point at the other item of
    /// a clash).
    pub fn start_game(
        &self,
        line_of: &dyn Fn(RecordSpot) -> Option<u64>,
    ) -> Result<Game, Vec<RecordProblem>> {
        let mut problems = Vec::new();
        let start = self.first_start(&mut problems);
        let setup = self.board_setup();
        let game = Game::new(&self.players, start.as_deref(), &setup, self.three_prey);
        match game {
            Ok(g) if problems.is_empty() => Ok(g),
            Ok(_) => Err(problems),
            Err(StartError::Table(e)) => {
                let spot = match e {
                    super::TableError::UnknownStart(_) => RecordSpot::Start,
                    super::TableError::PlayerName(ref n)
                    | super::TableError::DuplicatePlayer(ref n) => {
                        RecordSpot::Players(self.players.iter().rposition(|p| p == n))
                    }
                    super::TableError::PlayerCount(_) => RecordSpot::Players(None),
                };
                problems.push(RecordProblem {
                    spot,
                    message: e.to_string(),
                });
                Err(problems)
            }
            Err(StartError::PawnsInSetup) => {
                problems.push(RecordProblem {
                    spot: RecordSpot::Setup,
                    message: StartError::PawnsInSetup.to_string(),
                });
                Err(problems)
            }
            Err(StartError::Setup { errors, .. }) => {
                let lines = |item: Item| line_of(self.placement_of(item));
                for e in errors {
                    let (spot, message) = self.blame(&setup, e, &lines);
                    problems.push(match spot {
                        RecordSpot::Placement(k) => placement_problem(k, message),
                        _ => RecordProblem { spot, message },
                    });
                }
                Err(problems)
            }
        }
    }

    /// A setup problem blamed on the placement that broke the rule: each placement is legal
    /// or not given those before it, so of two clashing pieces the later one is at fault (a
    /// pool laid at placement 13 over a pivot placed at 7 is placement 13's error). The
    /// spot and the message, without the "placement N:" prefix.
    fn blame(
        &self,
        setup: &Setup,
        e: crate::setup::SetupError,
        lines: &dyn Fn(Item) -> Option<u64>,
    ) -> (RecordSpot, String) {
        use crate::setup::{ErrorKind as K, SetupError};
        let index = |item: Item| match self.placement_of(item) {
            RecordSpot::Placement(k) => Some(k),
            _ => None,
        };
        let other = match &e.kind {
            K::OverlappingPools { other, .. }
            | K::TwoTeleporters { other, .. }
            | K::TwoOnOneSquare { other, .. }
            | K::TeleportersAdjacent { other, .. }
            | K::TeleporterUnderPiece { other, .. } => Some(*other),
            K::OnPoolInSetup { pool, .. } | K::TeleporterOnPool { pool, .. } => Some(*pool),
            K::OnTeleporter { teleporter, .. } => Some(*teleporter),
            _ => None,
        };
        let later = match (index(e.item), other.and_then(index)) {
            (Some(mine), Some(theirs)) if theirs > mine => other,
            _ => None,
        };
        let Some(later) = later else {
            return (self.placement_of(e.item), e.message(setup, lines));
        };
        // The other piece came later: the same clash, told from its side, in the language of
        // the readers' errors (`i18n::speaking`).
        let lang = crate::i18n::speaking();
        let earlier = e.item;
        let before = |item: Item| {
            let n = index(item).map_or(0, |k| k + 1);
            match lines(item) {
                Some(line) => t!(lang, "setup-placed-at-line", n = n, line = line),
                None => t!(lang, "setup-placed-at", n = n),
            }
        };
        let swapped = |kind: K| SetupError { item: later, kind };
        let message = match e.kind {
            K::OverlappingPools { square, .. } => swapped(K::OverlappingPools {
                square,
                other: earlier,
            })
            .message(setup, lines),
            K::TwoTeleporters { square, .. } => swapped(K::TwoTeleporters {
                square,
                other: earlier,
            })
            .message(setup, lines),
            K::TwoOnOneSquare { square, .. } => swapped(K::TwoOnOneSquare {
                square,
                other: earlier,
            })
            .message(setup, lines),
            K::TeleportersAdjacent { square, .. } => {
                let at = setup
                    .teleporters
                    .iter()
                    .enumerate()
                    .find_map(|(i, t)| (Item::Teleporter(i) == later).then_some(t.at));
                swapped(K::TeleportersAdjacent {
                    square: at.unwrap_or(square),
                    other: earlier,
                })
                .message(setup, lines)
            }
            K::OnPoolInSetup { square, .. } | K::TeleporterOnPool { square, .. } => t!(
                lang,
                "setup-pool-over",
                pool = setup.describe(later),
                square = square,
                other = setup.describe(earlier),
                placed = before(earlier)
            ),
            K::OnTeleporter { square, .. } | K::TeleporterUnderPiece { square, .. } => t!(
                lang,
                "setup-on-earlier",
                piece = setup.describe(later),
                square = square,
                other = setup.describe(earlier),
                placed = before(earlier)
            ),
            _ => e.message(setup, lines),
        };
        (RecordSpot::Placement(index(later).unwrap_or(0)), message)
    }

    /// Replays the record: every play and tile checked in order. The first problem stops the
    /// replay (later plays depend on earlier ones); nothing is returned but the problem.
    pub fn replay(
        &self,
        how: ReplayOptions,
        line_of: &dyn Fn(RecordSpot) -> Option<u64>,
    ) -> Result<Replay, Vec<RecordProblem>> {
        let start = self.start_game(line_of)?;
        let mut game = start.clone();
        let mut turns = Vec::new();
        let mut kept: Option<Game> = None;
        let last = self.turns.len().saturating_sub(1);
        for (ti, turn) in self.turns.iter().enumerate() {
            let n = ti + 1;
            let lang = crate::i18n::speaking();
            let problem = |spot, message: String| vec![RecordProblem { spot, message }];
            let mut log = TurnLog {
                turn: game.turn(),
                round: game.round(),
                start: game.start_player(),
                before: game.clone(),
                plays: Vec::new(),
                monster: None,
            };
            for (pi, p) in turn.plays.iter().enumerate() {
                let spot = RecordSpot::Play(ti, pi);
                let shown = crate::render::escaped(&p.pawn);
                let Some(pawn) = game.pawn_id(&p.pawn) else {
                    return Err(problem(
                        spot,
                        t!(
                            lang,
                            "record-no-pawn",
                            n = n,
                            play = pi + 1,
                            pawn = shown.as_ref(),
                            pawns = pawn_list(&game)
                        ),
                    ));
                };
                let play = super::Play {
                    pawn,
                    to: p.to,
                    path: p.path.clone(),
                };
                match game.resolve(&play) {
                    Ok(m) => {
                        game.commit(&m);
                        log.plays.push(m);
                    }
                    Err(e) => {
                        let message = t!(
                            lang,
                            "record-at-play-pawn",
                            n = n,
                            play = pi + 1,
                            pawn = shown.as_ref(),
                            problem = e.text(lang)
                        );
                        return Err(problem(spot, message));
                    }
                }
            }
            match turn.tile {
                Some(tile) => {
                    let done = if how.traces {
                        game.monster_phase_traced(tile)
                    } else {
                        game.monster_phase(tile)
                    };
                    match done {
                        Ok((next, phase)) => {
                            game = next;
                            log.monster = Some(phase);
                        }
                        Err(e) => {
                            let message = t!(
                                lang,
                                "record-tile-refused",
                                n = n,
                                tile = tile,
                                problem = e.to_string()
                            );
                            return Err(problem(RecordSpot::Tile(ti), message));
                        }
                    }
                }
                None if ti != last => {
                    return Err(problem(
                        RecordSpot::Turn(ti),
                        t!(lang, "record-no-tile", n = n, next = n + 1),
                    ));
                }
                None => {}
            }
            turns.push(log);
            if how.upto == Some(n as u16) {
                kept = Some(game.clone());
            }
        }
        if let (Some(upto), Some(g)) = (how.upto, kept) {
            turns.truncate(upto as usize);
            game = g;
        }
        Ok(Replay { start, turns, game })
    }
}

/// The game's pawn names, for messages.
fn pawn_list(game: &Game) -> String {
    game.pawns()
        .iter()
        .map(|p| p.name.as_str())
        .collect::<Vec<_>>()
        .join(", ")
}
