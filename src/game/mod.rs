//! The whole game (docs/RULES.md section 6, G1–G9, read with S15–S21): seats and pawns, the pawn
//! phase and its turn order, the first turn's entries, the monster phase with the round's pile
//! of tiles, the two rounds, and the winner.
//!
//! This room sits on the rules, never inside them: a pawn play is exactly one result of
//! [`crate::pawn::legal_moves`] (found by [`crate::pawn::explain_path`] or
//! [`crate::pawn::reach`]), a monster phase is exactly [`crate::monster::run`] (recorded as a
//! [`crate::trace::Trace`] when the caller wants the explanation). Nothing here prints.
//!
//! A [`Game`] is a state: cheap to clone (a `Copy` board, fixed arrays, and the table shared
//! behind an `Arc`), so AI players and simulations can try plays freely. Everything a player
//! can do is a method returning the new state or a typed error saying why not, in a player's
//! words: [`Game::apply`] for a pawn play, [`Game::monster_phase`] for a tile.
//!
//! ```
//! use furunkulus::game::{Game, Play, Phase};
//! use furunkulus::setup::Setup;
//! let game = Game::new(&["red".into(), "blue".into()], None, &Setup::basic(), false).unwrap();
//! assert_eq!(game.phase(), Phase::Pawns);
//! let red5 = game.pawn_id("red5").unwrap();
//! let game = game.apply(&Play::to(red5, "o11".parse().unwrap())).unwrap();
//! assert_eq!(game.player_name(game.to_play().unwrap()), "blue");
//! // The first tile of the game is never a prey tile (G4): chances over the step tiles only.
//! assert!(game.next_tiles().tiles().iter().all(|t| !t.is_prey()));
//! ```
//!
//! Records of whole games (docs/FORMAT.md section 6) are read, replayed and written by [`record`].

mod monster_phase;
mod pile;
mod play_error;
mod plays;
pub mod record;
mod state;
mod table;
mod winner;

pub use monster_phase::{MonsterPhase, RemovedPawn, TileRefused};
pub use play_error::PlayError;
#[cfg(test)]
pub(crate) use plays::tests::random_states;
pub use plays::Play;
pub use state::{Game, PawnState, Phase, StartError};
pub use table::{Seat, TableError, MAX_PLAYERS, MIN_PLAYERS};
pub use winner::End;

/// The most pawns a game has (7 players with 3 pawns each; 4 with 4).
pub const MAX_GAME_PAWNS: usize = 21;

/// The tiles a round plays (S19): 7 of the 8; the 8th is never played.
pub const TILES_PER_ROUND: usize = 7;
