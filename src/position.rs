//! A valid position: the [`Board`] (what stands where) and who the pawns on it are — their
//! names, players and visible faces. Positions come only from [`crate::setup::Setup::validate`]
//! (or from the rules acting on a valid position), so every `Position` is valid.

use crate::board::{Board, PawnId};

/// Who a pawn is. The board knows pawns only by [`PawnId`]: the index in [`Position::pawns`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Pawn {
    /// Its name, unique in the position.
    pub name: String,
    /// Its player (a colour, a name), if given.
    pub player: Option<String>,
    /// Its visible number (1..6), if given: the points of its next move (P1).
    pub face: Option<u8>,
}

/// The board and its pawns' identities, always in step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    board: Board,
    pawns: Vec<Pawn>,
}

impl Position {
    /// Pairs a board with its pawns (the caller guarantees one entry per pawn of the board).
    pub(crate) fn new(board: Board, pawns: Vec<Pawn>) -> Position {
        debug_assert_eq!(board.pawn_count(), pawns.len());
        Position { board, pawns }
    }

    /// What stands where.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Every pawn, indexed by [`PawnId`].
    pub fn pawns(&self) -> &[Pawn] {
        &self.pawns
    }

    /// Pawn `id`.
    pub fn pawn(&self, id: PawnId) -> &Pawn {
        &self.pawns[id.0 as usize]
    }

    /// The name of pawn `id` (`?` if there is none).
    pub fn pawn_name(&self, id: PawnId) -> &str {
        self.pawns
            .get(id.0 as usize)
            .map_or("?", |p| p.name.as_str())
    }

    /// The pawn called `name`: exactly, else the one pawn whose name matches ignoring case.
    pub fn pawn_id(&self, name: &str) -> Option<PawnId> {
        let exact = self.pawns.iter().position(|p| p.name == name);
        let id = exact.or_else(|| {
            let mut found = self
                .pawns
                .iter()
                .enumerate()
                .filter(|(_, p)| p.name.eq_ignore_ascii_case(name));
            match (found.next(), found.next()) {
                (Some((i, _)), None) => Some(i),
                _ => None,
            }
        })?;
        Some(PawnId(id as u8))
    }

    /// The players, in the order their first pawn is listed.
    pub fn players(&self) -> Vec<&str> {
        let mut out: Vec<&str> = Vec::new();
        for p in &self.pawns {
            if let Some(pl) = p.player.as_deref() {
                if !out.contains(&pl) {
                    out.push(pl);
                }
            }
        }
        out
    }
}

impl Default for Position {
    /// The empty board: the monster on a1 facing east, no pawn.
    fn default() -> Position {
        Position::new(Board::empty(), Vec::new())
    }
}
