//! The round's pile of monster tiles (G4, G5, S19): which tiles are left, the exact chance of
//! each in the next monster phase, and a seeded draw.
//!
//! The tiles already played lie face up, so the tiles left are known, and each is equally
//! likely to be the next one drawn — except the first draw of the game (or, under
//! `no-prey-first=each-round`, of each round), which is drawn until a step tile comes (G4):
//! then each step tile left is equally likely and the prey tiles cannot come.

use super::state::Game;
use super::TILES_PER_ROUND;
use crate::rng::Rng;
use crate::rules::{Deck, NoPreyFirst, Tile};

/// The tiles played in one round, in order (at most 7).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Played {
    tiles: [Tile; TILES_PER_ROUND],
    len: u8,
}

impl Played {
    pub(crate) const fn new() -> Played {
        Played {
            tiles: [Tile::Steps(0); TILES_PER_ROUND],
            len: 0,
        }
    }

    pub(crate) fn as_slice(&self) -> &[Tile] {
        &self.tiles[..self.len as usize]
    }

    pub(crate) fn len(&self) -> usize {
        self.len as usize
    }

    pub(crate) fn push(&mut self, tile: Tile) {
        self.tiles[self.len as usize] = tile;
        self.len += 1;
    }
}

impl Game {
    /// The whole pile a round starts with: the 8 tiles, or with G7 the 5 turned into
    /// "3 prey" ([`Deck::game`]).
    pub fn round_deck(&self) -> Deck {
        Deck::game(self.table.three_prey)
    }

    /// The tiles left in the current round's pile, each as often as it is there, in the order
    /// of [`Deck::game`].
    pub fn tiles_left(&self) -> Deck {
        let mut deck = self.round_deck();
        for &t in self.tiles[self.round as usize - 1].as_slice() {
            deck.take(t);
        }
        deck
    }

    /// Whether the next draw must be a step tile (G4, option `no-prey-first`).
    pub fn prey_barred(&self) -> bool {
        let none_played = self.tiles[self.round as usize - 1].len() == 0;
        match self.table.options.no_prey_first {
            NoPreyFirst::Game => self.round == 1 && none_played,
            NoPreyFirst::EachRound => none_played,
        }
    }

    /// The tiles the next monster phase can bring, each as often as it is in the pile: the
    /// chance of a tile is its count over the deck's length. The tiles left, without the prey
    /// tiles when G4 bars them.
    pub fn next_tiles(&self) -> Deck {
        let left = self.tiles_left();
        if self.prey_barred() {
            Deck::of(
                left.tiles()
                    .iter()
                    .copied()
                    .filter(|t| !t.is_prey())
                    .collect(),
            )
        } else {
            left
        }
    }

    /// Draws the next tile from the pile as at the table: the tiles left are shuffled with
    /// `rng`, and the top one is drawn — if G4 bars prey tiles, the first step tile from the
    /// top (the prey tiles drawn before it go back, and the pile is shuffled again at the next
    /// draw). `None` when the game is over.
    pub fn draw_tile(&self, rng: &mut Rng) -> Option<Tile> {
        if self.is_over() {
            return None;
        }
        let mut pile = self.tiles_left().tiles().to_vec();
        rng.shuffle(&mut pile);
        let barred = self.prey_barred();
        pile.into_iter().find(|t| !(barred && t.is_prey()))
    }

    /// The tile drawn by [`Game::draw_tile`] for this turn of a game seeded with `seed`: the
    /// same seed and turn draw the same tile, however the game was saved and resumed.
    pub fn seeded_tile(&self, seed: u64) -> Option<Tile> {
        self.draw_tile(&mut Rng::derived(seed, u64::from(self.turn)))
    }
}
