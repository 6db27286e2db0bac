//! The goal: as the file writes it (pawn and player names), and as the search states it
//! (the pawns to feed and the pawns to spare, as id sets).

use super::{Ask, Place, Puzzle};
use crate::board::{Board, PawnId};
use crate::search::{self, bit, Goal, PawnSet};

/// The goal as written in the file (pawn and player names; see the module docs).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleGoal {
    /// None of the placed or moved pawns is removed (placing pieces or picking a tile: no
    /// pawn at all).
    Survive,
    /// Pawns to remove and pawns to spare; all of it must hold.
    FeedSpare {
        /// Pawns named to be removed.
        feed: Vec<String>,
        /// A player all of whose pawns must be removed.
        feed_all_of: Option<String>,
        /// A player none of whose pawns may be removed.
        spare: Option<String>,
    },
}
impl Puzzle {
    /// The ids of every pawn of `player`, placed pawns included.
    pub(crate) fn player_set(&self, player: &str) -> PawnSet {
        let mut set = 0;
        for (i, p) in self.scenario.pawns().iter().enumerate() {
            if p.player
                .as_deref()
                .is_some_and(|q| crate::position::same_player(q, player))
            {
                set |= bit(PawnId(i as u8));
            }
        }
        if let Some(Place::Pawns { player: q, .. }) = self.place() {
            if crate::position::same_player(q, player) {
                set |= self.placed_set();
            }
        }
        set
    }

    /// The ids the placed pawns get.
    pub(crate) fn placed_set(&self) -> PawnSet {
        match self.place() {
            Some(Place::Pawns { count, .. }) => {
                let first = self.scenario.board().pawn_count();
                (first..first + count).fold(0, |s, i| s | bit(PawnId(i as u8)))
            }
            _ => 0,
        }
    }

    /// The pawns the answer brings or moves: the placed pawns, or the moving ones.
    pub(crate) fn answer_pawns(&self) -> PawnSet {
        match &self.ask {
            Ask::Place(_) => self.placed_set(),
            Ask::Move(_) => self.movers().iter().fold(0, |s, (id, _)| s | bit(*id)),
            Ask::Tile => 0,
        }
    }

    /// The pawns that must be removed and the pawns that must not be, as id sets.
    pub fn feed_and_spare(&self) -> (PawnSet, PawnSet) {
        match &self.goal {
            PuzzleGoal::Survive => match &self.ask {
                Ask::Place(Place::Pawns { .. }) | Ask::Move(_) => (0, self.answer_pawns()),
                Ask::Place(Place::Pieces { .. }) | Ask::Tile => {
                    (0, all_pawns(self.scenario.board()))
                }
            },
            PuzzleGoal::FeedSpare {
                feed,
                feed_all_of,
                spare,
            } => {
                let mut f = feed
                    .iter()
                    .filter_map(|n| self.scenario.pawn_id(n))
                    .fold(0, |s, id| s | bit(id));
                if let Some(p) = feed_all_of {
                    f |= self.player_set(p);
                }
                let s = spare.as_deref().map_or(0, |p| self.player_set(p));
                (f, s)
            }
        }
    }

    /// The goal as the search module states it, pawn ids resolved.
    pub fn goal(&self) -> Goal {
        let ids = |set: PawnSet| search::members(set).collect::<Vec<_>>();
        match (&self.goal, &self.ask) {
            (PuzzleGoal::Survive, Ask::Place(Place::Pawns { .. })) => Goal::Survive,
            (PuzzleGoal::Survive, _) => Goal::SafeFrom(ids(self.feed_and_spare().1)),
            _ => {
                let (feed, spare) = self.feed_and_spare();
                Goal::FeedSparing {
                    feed: ids(feed),
                    spare: ids(spare),
                }
            }
        }
    }
}

pub(super) fn all_pawns(b: &Board) -> PawnSet {
    b.pawn_ids().fold(0, |s, id| s | bit(id))
}
