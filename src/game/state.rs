//! The state of a game: where everything stands, each pawn's face, who has played this turn,
//! whose turn it is, the round's tiles, and how the game ended.

use super::pile::Played;
use super::table::{check_players, Seat, Table, TableError};
use super::winner::End;
use super::MAX_GAME_PAWNS;
use crate::board::{Board, PawnId, PawnPlace, Removal};
use crate::geometry::Square;
use crate::position::{Pawn, Position};
use crate::rules::{Options, Tile};
use crate::setup::{Setup, SetupError, Spot};
use std::sync::Arc;

/// The phase of a turn (G1).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Phase {
    /// Players play their pawns; [`Game::to_play`] says who is next.
    Pawns,
    /// Every pawn in play has been played: the monster's tile is due.
    Monster,
    /// The game is over ([`Game::end`] says why, [`Game::winner`] who won).
    Over,
}

impl Phase {
    /// `pawns`, `monster` or `over`, as in docs/FORMAT.md section 6.
    pub const fn name(self) -> &'static str {
        match self {
            Phase::Pawns => "pawns",
            Phase::Monster => "monster",
            Phase::Over => "over",
        }
    }
}

/// Where a pawn of the game is, with its visible face where it still plays.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum PawnState {
    /// On a square, showing `face`.
    On(Square, u8),
    /// Beside the entrance, showing `face`.
    Waiting(u8),
    /// Out through the exit: it counts for its player (S16).
    Out,
    /// Out of the game: removed in round 2, or still on the board when round 2 ended (S18,
    /// S19).
    Gone(Removal),
}

impl PawnState {
    /// Whether the pawn is still in play: on the board or beside the entrance.
    pub const fn in_play(self) -> bool {
        matches!(self, PawnState::On(..) | PawnState::Waiting(_))
    }

    /// `out`, `gone`, `waiting` or the square, as in docs/FORMAT.md section 6.
    pub fn place_name(self) -> String {
        match self {
            PawnState::On(sq, _) => sq.to_string(),
            PawnState::Waiting(_) => "waiting".into(),
            PawnState::Out => "out".into(),
            PawnState::Gone(_) => "gone".into(),
        }
    }

    /// The visible face, for a pawn still in play.
    pub const fn face(self) -> Option<u8> {
        match self {
            PawnState::On(_, f) | PawnState::Waiting(f) => Some(f),
            _ => None,
        }
    }
}

/// The pawns that went out, in the order they went out (for the tie-break of S20).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct OutOrder {
    pawns: [u8; MAX_GAME_PAWNS],
    len: u8,
}

impl OutOrder {
    const fn new() -> OutOrder {
        OutOrder {
            pawns: [0; MAX_GAME_PAWNS],
            len: 0,
        }
    }

    pub(crate) fn push(&mut self, pawn: PawnId) {
        self.pawns[self.len as usize] = pawn.0;
        self.len += 1;
    }

    pub(crate) fn iter(&self) -> impl Iterator<Item = PawnId> + '_ {
        self.pawns[..self.len as usize].iter().map(|&p| PawnId(p))
    }
}

/// A game in progress (or over): see the module docs. Cheap to clone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    pub(crate) table: Arc<Table>,
    pub(crate) board: Board,
    /// Each pawn's visible face.
    pub(crate) faces: [u8; MAX_GAME_PAWNS],
    /// Pawns played in this turn's pawn phase (one bit each).
    pub(crate) played: u32,
    /// Pawns brought onto the board in the game's first turn (S17).
    pub(crate) entered: u32,
    pub(crate) out: OutOrder,
    pub(crate) round: u8,
    pub(crate) turn: u16,
    pub(crate) start: Seat,
    pub(crate) to_play: Option<Seat>,
    pub(crate) phase: Phase,
    /// The tiles played in round 1 and round 2.
    pub(crate) tiles: [Played; 2],
    pub(crate) end: Option<End>,
    /// Pawns back beside the entrance after being removed in round 1 and not played since:
    /// they show the face they had (S18).
    pub(crate) returned: u32,
    /// Pawns eaten on the board when round 2 ended (S19).
    pub(crate) eaten_at_end: u32,
}

/// Why a game cannot start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StartError {
    /// The players.
    Table(TableError),
    /// The board: every problem of the setup given (its items as listed there).
    Setup {
        /// The setup, with the game's pawns added.
        setup: Box<Setup>,
        /// Every problem.
        errors: Vec<SetupError>,
    },
    /// The setup lists pawns: a game's pawns are its players' (S15), added by the game.
    PawnsInSetup,
}

impl std::fmt::Display for StartError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let lang = crate::i18n::speaking();
        match self {
            StartError::Table(e) => write!(f, "{e}"),
            StartError::Setup { setup, errors } => {
                let words: Vec<String> =
                    errors.iter().map(|e| e.message(setup, &|_| None)).collect();
                f.write_str(&crate::t!(lang, "start-board", problems = words.join("; ")))
            }
            StartError::PawnsInSetup => f.write_str(&crate::t!(lang, "start-pawns")),
        }
    }
}

impl std::error::Error for StartError {}

impl Game {
    /// A new game: `players` in seating order (S15), `start` the start player of the first turn
    /// (default: the first player), on the board of `setup` (its pieces, pools, teleporters,
    /// monster and rule options; it lists no pawns: the game adds every player's pawns
    /// beside the entrance, white face up, in seating order). `three_prey` is the G7 variant.
    pub fn new(
        players: &[String],
        start: Option<&str>,
        setup: &Setup,
        three_prey: bool,
    ) -> Result<Game, StartError> {
        check_players(players).map_err(StartError::Table)?;
        if !setup.pawns.is_empty() {
            return Err(StartError::PawnsInSetup);
        }
        let start = match start {
            None => Seat(0),
            Some(name) => players
                .iter()
                .position(|p| p == name)
                .map(|i| Seat(i as u8))
                .ok_or_else(|| StartError::Table(TableError::UnknownStart(name.to_string())))?,
        };
        let table = Table::new(players, setup.options, three_prey);
        let setup = Game::setup_with_pawns(setup, &table);
        let scenario = setup.validate().map_err(|errors| StartError::Setup {
            setup: Box::new(setup.clone()),
            errors,
        })?;
        let mut faces = [0u8; MAX_GAME_PAWNS];
        faces[..table.white.len()].copy_from_slice(&table.white);
        let mut game = Game {
            table: Arc::new(table),
            board: *scenario.board(),
            faces,
            played: 0,
            entered: 0,
            out: OutOrder::new(),
            round: 1,
            turn: 1,
            start,
            to_play: None,
            phase: Phase::Pawns,
            tiles: [Played::new(), Played::new()],
            end: None,
            returned: 0,
            eaten_at_end: 0,
        };
        game.begin_pawn_phase();
        Ok(game)
    }

    /// `setup` (which lists no pawns) with the table's pawns added beside the entrance: pawn
    /// `i` of the table is pawn `i` of the board.
    fn setup_with_pawns(setup: &Setup, table: &Table) -> Setup {
        let mut setup = setup.clone();
        for p in &table.pawns {
            setup.pawns.push(crate::setup::PawnSpec {
                name: p.name.clone(),
                at: Spot::Waiting,
                player: p.player.clone(),
                face: p.face,
            });
        }
        setup
    }

    // -----------------------------------------------------------------------------------
    // The table.

    /// The players, in seating order.
    pub fn players(&self) -> &[String] {
        &self.table.players
    }

    /// The name of the player at `seat`.
    pub fn player_name(&self, seat: Seat) -> &str {
        self.table
            .players
            .get(seat.index())
            .map_or("?", String::as_str)
    }

    /// The seat of the player called `name`.
    pub fn seat_of_player(&self, name: &str) -> Option<Seat> {
        let players = &self.table.players;
        // As written; else ignoring case; else by the colour it names in any language
        // (`blau` and `Bleu` are the player `blue`, as the outputs call it), if only one
        // player is that colour.
        let by = |same: &dyn Fn(&str) -> bool| {
            let mut found = players.iter().enumerate().filter(|(_, p)| same(p));
            match (found.next(), found.next()) {
                (Some((i, _)), None) => Some(Seat(i as u8)),
                _ => None,
            }
        };
        let colour = crate::i18n::Player(name).colour();
        by(&|p| p == name)
            .or_else(|| by(&|p| p.to_lowercase() == name.trim().to_lowercase()))
            .or_else(|| colour.and_then(|c| by(&|p| crate::i18n::Player(p).colour() == Some(c))))
    }

    /// Every pawn's identity (name, player, white face), indexed by [`PawnId`].
    pub fn pawns(&self) -> &[Pawn] {
        &self.table.pawns
    }

    /// How many pawns each player has (S15).
    pub fn pawns_per_player(&self) -> usize {
        self.table.pawns_per_player()
    }

    /// How many pawns out win the game at once (S20): all but one.
    pub fn pawns_to_win(&self) -> usize {
        self.pawns_per_player() - 1
    }

    /// The seat whose pawn `pawn` is.
    pub fn seat_of(&self, pawn: PawnId) -> Seat {
        self.table.seat_of[pawn.0 as usize]
    }

    /// The pawns of `seat`, white faces ascending.
    pub fn pawns_of(&self, seat: Seat) -> impl Iterator<Item = PawnId> + '_ {
        self.board
            .pawn_ids()
            .filter(move |&id| self.table.seat_of[id.0 as usize] == seat)
    }

    /// The name of pawn `id`.
    pub fn pawn_name(&self, id: PawnId) -> &str {
        self.table
            .pawns
            .get(id.0 as usize)
            .map_or("?", |p| p.name.as_str())
    }

    /// The pawn called `name` (`red5`), exactly or ignoring case.
    pub fn pawn_id(&self, name: &str) -> Option<PawnId> {
        let found = self
            .table
            .pawns
            .iter()
            .position(|p| p.name == name)
            .or_else(|| {
                self.table
                    .pawns
                    .iter()
                    .position(|p| p.name.eq_ignore_ascii_case(name))
            })?;
        Some(PawnId(found as u8))
    }

    /// The rule options in force.
    pub fn options(&self) -> &Options {
        &self.table.options
    }

    /// Whether the G7 variant is played (the 5 tile is "3 prey").
    pub fn three_prey(&self) -> bool {
        self.table.three_prey
    }

    // -----------------------------------------------------------------------------------
    // The state.

    /// What stands where.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The visible face of pawn `id` (its points in its next move).
    pub fn face(&self, id: PawnId) -> u8 {
        self.faces[id.0 as usize]
    }

    /// Where pawn `id` is, with its face.
    pub fn pawn_state(&self, id: PawnId) -> PawnState {
        let face = self.face(id);
        match self.board.pawn(id) {
            PawnPlace::At(sq) => PawnState::On(sq, face),
            PawnPlace::Waiting => PawnState::Waiting(face),
            PawnPlace::Out => PawnState::Out,
            PawnPlace::Removed(how) => PawnState::Gone(how),
        }
    }

    /// Whether pawn `id` is in play (on the board or beside the entrance).
    pub fn in_play(&self, id: PawnId) -> bool {
        matches!(self.board.pawn(id), PawnPlace::At(_) | PawnPlace::Waiting)
    }

    /// Whether pawn `id` waits beside the entrance after being removed in round 1, not played
    /// since: it shows the face it had when it was removed (S18).
    pub fn returned(&self, id: PawnId) -> bool {
        self.returned & (1 << id.0) != 0
    }

    /// The pawns eaten on the board when round 2 ended (S19), if it did.
    pub fn eaten_at_end(&self) -> Vec<PawnId> {
        self.board
            .pawn_ids()
            .filter(|id| self.eaten_at_end & (1 << id.0) != 0)
            .collect()
    }

    /// Whether pawn `id` has been played in this turn's pawn phase.
    pub fn has_played(&self, id: PawnId) -> bool {
        self.played & (1 << id.0) != 0
    }

    /// The round: 1 or 2 (G5).
    pub fn round(&self) -> u8 {
        self.round
    }

    /// The turn, counted from 1 across both rounds. When the game is over, the turn in which
    /// it ended.
    pub fn turn(&self) -> u16 {
        self.turn
    }

    /// The start player of this turn (G3: it passes to the left after each monster phase).
    pub fn start_player(&self) -> Seat {
        self.start
    }

    /// The phase.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The player to play, in the pawn phase.
    pub fn to_play(&self) -> Option<Seat> {
        self.to_play
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    /// How the game ended, once it has.
    pub fn end(&self) -> Option<End> {
        self.end
    }

    /// The pawns of `seat` still to be played this turn: in play and not yet played.
    pub fn unplayed_pawns(&self, seat: Seat) -> impl Iterator<Item = PawnId> + '_ {
        self.pawns_of(seat)
            .filter(move |&id| self.in_play(id) && !self.has_played(id))
    }

    /// The pawns the player to play may play now (none outside the pawn phase).
    pub fn pawns_to_play(&self) -> Vec<PawnId> {
        match self.to_play {
            Some(seat) if self.phase == Phase::Pawns => self.unplayed_pawns(seat).collect(),
            _ => Vec::new(),
        }
    }

    /// The pawns of `seat` brought onto the board in the game's first turn (S17).
    pub fn entered_first_turn(&self, seat: Seat) -> Vec<PawnId> {
        self.pawns_of(seat)
            .filter(|id| self.entered & (1 << id.0) != 0)
            .collect()
    }

    /// The pawns of `seat` that went out, in the order they went out.
    pub fn out_pawns(&self, seat: Seat) -> Vec<PawnId> {
        self.out
            .iter()
            .filter(|&p| self.seat_of(p) == seat)
            .collect()
    }

    /// Every pawn that went out, in the order they went out.
    pub fn out_order(&self) -> Vec<PawnId> {
        self.out.iter().collect()
    }

    /// The tiles played in `round` (1 or 2), in order.
    pub fn tiles_played(&self, round: u8) -> &[Tile] {
        match round {
            1 | 2 => self.tiles[round as usize - 1].as_slice(),
            _ => &[],
        }
    }

    /// The tiles played so far in the current round.
    pub fn tiles_played_this_round(&self) -> usize {
        self.tiles[self.round as usize - 1].len()
    }

    /// The position, for rendering: the board with the pawns' names, players and faces.
    pub fn position(&self) -> Position {
        let pawns = self
            .table
            .pawns
            .iter()
            .enumerate()
            .map(|(i, p)| Pawn {
                name: p.name.clone(),
                player: p.player.clone(),
                face: Some(self.faces[i]),
            })
            .collect();
        Position::new(self.board, pawns)
    }

    /// The number of players.
    pub(crate) fn seats(&self) -> usize {
        self.table.players.len()
    }

    /// Whether any pawn is left in play.
    pub(crate) fn any_in_play(&self) -> bool {
        self.board.pawn_ids().any(|id| self.in_play(id))
    }

    /// The first seat from `from` on (in seating order, wrapping) with a pawn still to play.
    pub(crate) fn next_with_pawn(&self, from: usize) -> Option<Seat> {
        let n = self.seats();
        (0..n)
            .map(|k| Seat(((from + k) % n) as u8))
            .find(|&s| self.unplayed_pawns(s).next().is_some())
    }

    /// Starts the pawn phase of the current turn: nothing played yet, the start player (or the
    /// next player with a pawn in play) to play (S16).
    pub(crate) fn begin_pawn_phase(&mut self) {
        self.played = 0;
        self.to_play = self.next_with_pawn(self.start.index());
        self.phase = if self.to_play.is_some() {
            Phase::Pawns
        } else {
            Phase::Monster
        };
    }
}
