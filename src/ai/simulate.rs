//! Whole games played by AIs, in parallel and deterministic: game `g` of a simulation seeded
//! with `seed` depends on `(seed, g)` only, so the results are the same whatever the number of
//! threads. Who starts rotates from game to game so no seat is favoured.

use super::{choose_play, play_greedy, play_random, Config, Level};
use crate::game::record::{PlayRecord, Record, RecordSetup, TurnRecord};
use crate::game::{Phase, Seat};
use crate::rng::Rng;
use crate::rules::Options;
use rayon::prelude::*;

/// The seat names of simulated games, in seating order.
pub const SEAT_NAMES: [&str; 7] = ["red", "blue", "green", "yellow", "white", "black", "orange"];

/// The board of simulated games.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SimSetup {
    /// The basic setup (B2).
    Basic,
    /// A random advanced setup per game (S21), seeded from the game's seed.
    Advanced,
}

/// What to simulate.
#[derive(Clone, Debug)]
pub struct Simulation {
    /// The AI of each seat, in seating order (2..=7).
    pub seats: Vec<Config>,
    /// How many games.
    pub games: u64,
    /// The seed of the whole simulation.
    pub seed: u64,
    /// The board.
    pub setup: SimSetup,
    /// The G7 variant.
    pub three_prey: bool,
    /// Rule options.
    pub options: Options,
    /// Keep every game's record.
    pub keep_records: bool,
}

/// One game's result.
#[derive(Clone, Debug)]
pub struct GameResult {
    /// The winner, if any.
    pub winner: Option<Seat>,
    /// Pawns out per seat.
    pub out: Vec<u32>,
    /// Pawns removed by the monster per seat (each time, round 1 included).
    pub removed: Vec<u32>,
    /// The start player of the first turn.
    pub start: Seat,
    /// Turns played.
    pub turns: u16,
    /// Whether round 2 was reached.
    pub round_2: bool,
    /// The record, if kept.
    pub record: Option<Record>,
    /// The seats that brought a pawn out, best first: the most pawns out, among equals the
    /// one who reached that number first (S20's count and tie-break, as [`Game::winner`]);
    /// the seats with no pawn out are not ranked.
    ///
    /// [`Game::winner`]: crate::game::Game::winner
    pub finish: Vec<Seat>,
}

/// [`GameResult::finish`] of a finished game.
pub(crate) fn finishing_order(game: &crate::game::Game) -> Vec<Seat> {
    let seats = game.players().len();
    let mut count = vec![0usize; seats];
    // When each seat reached its last count.
    let mut reached = vec![usize::MAX; seats];
    for (i, pawn) in game.out_order().into_iter().enumerate() {
        let s = game.seat_of(pawn).index();
        count[s] += 1;
        reached[s] = i;
    }
    let mut order: Vec<usize> = (0..seats).filter(|&s| count[s] > 0).collect();
    order.sort_by(|&a, &b| count[b].cmp(&count[a]).then(reached[a].cmp(&reached[b])));
    order.into_iter().map(|s| Seat(s as u8)).collect()
}

impl Simulation {
    /// The players' names.
    pub fn players(&self) -> Vec<String> {
        SEAT_NAMES[..self.seats.len()]
            .iter()
            .map(|s| s.to_string())
            .collect()
    }

    /// Plays game `g` (0-based).
    pub fn play_one(&self, g: u64) -> Result<GameResult, String> {
        let players = self.players();
        let game_seed = Rng::derived(self.seed, g).next_u64();
        // Basic: the start player rotates from game to game. Advanced: S21 names the start
        // player (the one left of whoever placed the last piece), and the random placement
        // varies from game to game.
        let start = (g % players.len() as u64) as usize;
        self.play_seeded(&self.seats, game_seed, start)
    }

    /// Plays one game with `seats`' AIs, its tiles and decisions seeded with `game_seed`
    /// (the same seed, the same tile order whatever the plays: [`Game::seeded_tile`] depends on
    /// the seed and the turn only), seat `start` beginning on the basic setup.
    ///
    /// [`Game::seeded_tile`]: crate::game::Game::seeded_tile
    pub(crate) fn play_seeded(
        &self,
        seats: &[Config],
        game_seed: u64,
        start: usize,
    ) -> Result<GameResult, String> {
        let players: Vec<String> = SEAT_NAMES[..seats.len()]
            .iter()
            .map(|s| s.to_string())
            .collect();
        let setup = match self.setup {
            SimSetup::Basic => RecordSetup::Basic,
            SimSetup::Advanced => RecordSetup::Advanced(crate::report::game::random_placements(
                &players,
                &mut Rng::derived(game_seed, 0),
                &self.options,
            )),
        };
        let mut record = Record::new(players.clone(), setup, Some(game_seed));
        record.three_prey = self.three_prey;
        record.options = self.options;
        if self.setup == SimSetup::Basic {
            record.start = Some(players[start % players.len()].clone());
        }
        let mut game = record.start_game(&|_| None).map_err(|problems| {
            problems
                .iter()
                .map(|p| p.message.clone())
                .collect::<Vec<_>>()
                .join("; ")
        })?;
        let start = game.start_player();
        let mut removed = vec![0u32; players.len()];
        let mut turn = TurnRecord::default();
        loop {
            match game.phase() {
                Phase::Pawns => {
                    let seat = game.to_play().ok_or("no player to play")?;
                    let config = &seats[seat.index()];
                    if !self.keep_records {
                        // The same play, without its path: nothing needs it.
                        match config.level {
                            Level::Random => {
                                play_random(&mut game, game_seed).ok_or("no legal play")?;
                                continue;
                            }
                            Level::Greedy => {
                                play_greedy(&mut game, &config.weights).ok_or("no legal play")?;
                                continue;
                            }
                            _ => {}
                        }
                    }
                    let play = choose_play(&game, config, game_seed).ok_or("no legal play")?;
                    if self.keep_records {
                        turn.plays.push(PlayRecord::of_move(&game, &play));
                    }
                    game.commit(&play);
                }
                Phase::Monster => {
                    let tile = game.seeded_tile(game_seed).ok_or("no tile left")?;
                    let (next, phase) = game.monster_phase(tile).map_err(|e| e.to_string())?;
                    for r in &phase.removed {
                        removed[game.seat_of(r.pawn).index()] += 1;
                    }
                    game = next;
                    turn.tile = Some(tile);
                    if self.keep_records {
                        record.turns.push(std::mem::take(&mut turn));
                    }
                }
                Phase::Over => break,
            }
        }
        if self.keep_records && !turn.plays.is_empty() {
            record.turns.push(turn);
        }
        let out = (0..players.len())
            .map(|s| game.out_pawns(Seat(s as u8)).len() as u32)
            .collect();
        Ok(GameResult {
            finish: finishing_order(&game),
            winner: game.winner(),
            start,
            out,
            removed,
            turns: game.turn(),
            round_2: game.round() == 2,
            record: self.keep_records.then_some(record),
        })
    }

    /// Plays every game in parallel, calling `tick` after each; results in game order.
    pub fn run(&self, tick: &(dyn Fn() + Sync)) -> Result<Vec<GameResult>, String> {
        (0..self.games)
            .into_par_iter()
            .map(|g| {
                let r = self.play_one(g).map_err(|e| format!("game {}: {e}", g + 1));
                tick();
                r
            })
            .collect()
    }
}

/// Per seat figures of a simulation.
#[derive(Clone, Debug, PartialEq)]
pub struct SeatStats {
    /// Wins.
    pub wins: u64,
    /// Wins over games.
    pub win_rate: f64,
    /// Wilson 95% interval of the win rate.
    pub ci95: (f64, f64),
    /// Mean pawns out per game.
    pub mean_out: f64,
    /// Mean pawns removed per game.
    pub mean_removed: f64,
}

/// The figures of a whole simulation.
#[derive(Clone, Debug, PartialEq)]
pub struct Stats {
    /// Games played.
    pub games: u64,
    /// Per seat.
    pub seats: Vec<SeatStats>,
    /// Games won by the start player of the first turn.
    pub start_player_wins: u64,
    /// Games without a winner.
    pub no_winner: u64,
    /// Mean turns per game.
    pub mean_turns: f64,
    /// Share of games reaching round 2.
    pub reached_round_2: f64,
    /// How many games took each number of turns: `(turns, games)`, shortest first, only the
    /// lengths that occurred.
    pub lengths: Vec<(u16, u64)>,
}

/// Wilson's 95% score interval for `k` successes in `n` trials.
pub fn wilson(k: u64, n: u64) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let (k, n, z) = (k as f64, n as f64, 1.959_963_984_540_054);
    let p = k / n;
    let denom = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denom;
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / denom;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

impl Stats {
    /// The figures of `results` for `seats` seats.
    pub fn of(results: &[GameResult], seats: usize) -> Stats {
        let n = results.len() as u64;
        let games = n.max(1) as f64;
        let seats = (0..seats)
            .map(|s| {
                let wins = results
                    .iter()
                    .filter(|r| r.winner == Some(Seat(s as u8)))
                    .count() as u64;
                SeatStats {
                    wins,
                    win_rate: wins as f64 / games,
                    ci95: wilson(wins, n),
                    mean_out: results.iter().map(|r| f64::from(r.out[s])).sum::<f64>() / games,
                    mean_removed: results.iter().map(|r| f64::from(r.removed[s])).sum::<f64>()
                        / games,
                }
            })
            .collect();
        Stats {
            games: n,
            seats,
            start_player_wins: results.iter().filter(|r| r.winner == Some(r.start)).count() as u64,
            no_winner: results.iter().filter(|r| r.winner.is_none()).count() as u64,
            mean_turns: results.iter().map(|r| f64::from(r.turns)).sum::<f64>() / games,
            reached_round_2: results.iter().filter(|r| r.round_2).count() as f64 / games,
            lengths: {
                let mut counts = std::collections::BTreeMap::new();
                for r in results {
                    *counts.entry(r.turns).or_insert(0u64) += 1;
                }
                counts.into_iter().collect()
            },
        }
    }
}
