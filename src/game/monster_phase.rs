//! The monster phase (G3, G5, S18, S19): the tile, the monster's move, what happens to the
//! pawns it removed, the end of a round, and the start player passing to the left.

use super::state::{Game, Phase};
use super::table::Seat;
use super::winner::End;
use super::TILES_PER_ROUND;
use crate::board::{PawnId, PawnPlace, Removal};
use crate::monster::{self, Event, Sink};
use crate::rules::{Deck, Tile};
use crate::trace::Trace;
use std::fmt;

/// A pawn the monster removed, how, and at which step of its move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct RemovedPawn {
    /// The pawn.
    pub pawn: PawnId,
    /// Eaten, crushed or destroyed.
    pub how: Removal,
    /// The step (1-based).
    pub step: u8,
}

/// What one monster phase did.
#[derive(Clone, Debug)]
pub struct MonsterPhase {
    /// The turn it ended.
    pub turn: u16,
    /// The round it was played in.
    pub round: u8,
    /// The tile.
    pub tile: Tile,
    /// Every pawn removed, in order. In round 1 they went back beside the entrance with the
    /// face they showed; in round 2 they are gone (S18).
    pub removed: Vec<RemovedPawn>,
    /// The pawns still on the board when round 2 played its seventh tile, eaten (S19).
    pub eaten_at_end: Vec<PawnId>,
    /// Whether this tile was the round's seventh (S19).
    pub round_over: bool,
    /// The explained move, when asked for ([`Game::monster_phase_traced`]).
    pub trace: Option<Trace>,
}

/// Why a tile cannot be played now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TileRefused {
    /// The game is over.
    GameOver {
        /// How it ended, in words.
        why: String,
        /// It ended because round 2 played its seven tiles: this would be the eighth.
        eighth: bool,
    },
    /// Pawns are still to be played in this pawn phase.
    PawnsToPlay {
        /// The player to play.
        player: String,
        /// Every pawn still to play, by name.
        pawns: Vec<String>,
    },
    /// The tile is not left in the round's pile (S19).
    NotLeft {
        /// The tile.
        tile: Tile,
        /// The round.
        round: u8,
        /// The tiles left.
        left: Deck,
        /// The game's deck (G7 turns the 5 into "3 prey").
        deck: Deck,
    },
    /// A prey tile as the game's (or round's) first tile (G4).
    PreyFirst {
        /// The tile.
        tile: Tile,
        /// The round.
        round: u8,
        /// `no-prey-first=each-round` is in force.
        each_round: bool,
    },
}

impl fmt::Display for TileRefused {
    /// Said in [`crate::i18n::speaking`]'s language.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let lang = crate::i18n::speaking();
        f.write_str(&match self {
            TileRefused::GameOver { why, eighth: true } => {
                crate::t!(lang, "tile-game-over-eighth", why = why)
            }
            TileRefused::GameOver { why, .. } => crate::t!(lang, "tile-game-over", why = why),
            TileRefused::PawnsToPlay { player, pawns } => crate::t!(
                lang,
                "tile-pawns-to-play",
                pawns = pawns.join(", "),
                player = crate::i18n::Player(player)
            ),
            TileRefused::NotLeft { tile, deck, .. } if !deck.tiles().contains(tile) => {
                let three_prey = deck.tiles().contains(&Tile::Prey(3)) || *tile == Tile::Prey(3);
                crate::t!(
                    lang,
                    "tile-not-in-game",
                    tile = *tile,
                    deck = crate::i18n::and_list(lang, &deck.names_in(lang)),
                    three_prey = three_prey
                )
            }
            TileRefused::NotLeft {
                tile, round, left, ..
            } => {
                // The `--tiles` form ("5,7,prey-1"), each tile by its word.
                let left = left.names_in(lang).join(",");
                crate::t!(
                    lang,
                    "tile-not-left",
                    tile = *tile,
                    round = *round,
                    left = left
                )
            }
            TileRefused::PreyFirst {
                tile,
                round,
                each_round: true,
            } => crate::t!(lang, "tile-prey-first-round", tile = *tile, round = *round),
            TileRefused::PreyFirst { tile, .. } => {
                crate::t!(lang, "tile-prey-first-game", tile = *tile)
            }
        })
    }
}

impl std::error::Error for TileRefused {}

/// Collects the removals of a move with their steps (the engine's events, nothing else kept).
#[derive(Default)]
struct Removals {
    step: u8,
    removed: Vec<RemovedPawn>,
}

impl Sink for Removals {
    fn event(&mut self, event: Event) {
        let (pawn, how) = match event {
            Event::StepStart { step, .. } => {
                self.step = step;
                return;
            }
            Event::Eat { pawn, .. } => (pawn, Removal::Eaten),
            Event::Crushed { pawn, .. } => (pawn, Removal::Crushed),
            Event::Destroyed { pawn, .. } => (pawn, Removal::Destroyed),
            _ => return,
        };
        self.removed.push(RemovedPawn {
            pawn,
            how,
            step: self.step,
        });
    }
}

impl Game {
    /// Whether `tile` may be played now, or why not.
    pub fn check_tile(&self, tile: Tile) -> Result<(), TileRefused> {
        match self.phase {
            Phase::Over => {
                return Err(TileRefused::GameOver {
                    why: self.end_text(crate::i18n::speaking()),
                    eighth: self.end == Some(End::RoundTwoOver),
                })
            }
            Phase::Pawns => {
                let pawns = self
                    .players()
                    .iter()
                    .enumerate()
                    .flat_map(|(s, _)| self.unplayed_pawns(Seat(s as u8)))
                    .map(|id| self.pawn_name(id).to_string())
                    .collect();
                return Err(TileRefused::PawnsToPlay {
                    player: self
                        .to_play
                        .map_or("?".into(), |s| self.player_name(s).to_string()),
                    pawns,
                });
            }
            Phase::Monster => {}
        }
        let left = self.tiles_left();
        if !left.tiles().contains(&tile) {
            return Err(TileRefused::NotLeft {
                tile,
                round: self.round,
                deck: self.round_deck(),
                left,
            });
        }
        if tile.is_prey() && self.prey_barred() {
            return Err(TileRefused::PreyFirst {
                tile,
                round: self.round,
                each_round: self.options().no_prey_first == crate::rules::NoPreyFirst::EachRound,
            });
        }
        Ok(())
    }

    /// The monster phase with `tile`: the state after it, and what happened.
    pub fn monster_phase(&self, tile: Tile) -> Result<(Game, MonsterPhase), TileRefused> {
        self.run_monster(tile, false)
    }

    /// [`Game::monster_phase`], with the monster's move recorded as an explained [`Trace`].
    pub fn monster_phase_traced(&self, tile: Tile) -> Result<(Game, MonsterPhase), TileRefused> {
        self.run_monster(tile, true)
    }

    fn run_monster(&self, tile: Tile, traced: bool) -> Result<(Game, MonsterPhase), TileRefused> {
        self.check_tile(tile)?;
        let mut next = self.clone();
        let mut removals = Removals::default();
        let trace = if traced {
            let trace = Trace::record(&self.board, tile, self.options());
            next.board = trace.after;
            removals.removed = trace
                .removed
                .iter()
                .map(|&(pawn, how, step)| RemovedPawn { pawn, how, step })
                .collect();
            Some(trace)
        } else {
            monster::run(&mut next.board, tile, self.options(), &mut removals);
            None
        };
        let round = next.round;
        // S18: removed pawns go back beside the entrance in round 1, with the face they had.
        if round == 1 {
            for r in &removals.removed {
                next.board.set_pawn(r.pawn, PawnPlace::Waiting);
                next.returned |= 1 << r.pawn.0;
            }
        }
        next.tiles[round as usize - 1].push(tile);
        let round_over = next.tiles[round as usize - 1].len() == TILES_PER_ROUND;
        let mut eaten_at_end = Vec::new();
        if round == 2 && round_over {
            // S19: after round 2's seventh move every pawn still on the board is eaten.
            for id in next.board.pawn_ids() {
                if let PawnPlace::At(_) = next.board.pawn(id) {
                    next.board.set_pawn(id, PawnPlace::Removed(Removal::Eaten));
                    next.eaten_at_end |= 1 << id.0;
                    eaten_at_end.push(id);
                }
            }
            next.finish(End::RoundTwoOver);
        } else if !next.any_in_play() {
            next.finish(End::NoPawnLeft);
        } else {
            if round_over {
                next.round = 2;
            }
            next.turn += 1;
            next.start = Seat(((next.start.index() + 1) % next.seats()) as u8);
            next.begin_pawn_phase();
        }
        let phase = MonsterPhase {
            turn: self.turn,
            round,
            tile,
            removed: removals.removed,
            eaten_at_end,
            round_over,
            trace,
        };
        Ok((next, phase))
    }
}
