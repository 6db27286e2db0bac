//! A valid position: the [`Board`] (what stands where) and who the pawns on it are — their
//! names, players and visible faces. Positions come only from [`crate::setup::Setup::validate`]
//! (or from the rules acting on a valid position), so every `Position` is valid.

use crate::board::{Board, PawnId};
use crate::geometry::Square;
use crate::render::colour::Colour;

/// Whether two player names name the same player: they are matched ignoring case, like
/// squares and headings (`Red` is `red`).
pub fn same_player(a: &str, b: &str) -> bool {
    a.eq_ignore_ascii_case(b)
}

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

/// The board and its pawns' identities, always in step; and the names of the teleporter
/// pairs (teleporters never move, so the names hold for every board played from it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    board: Board,
    pawns: Vec<Pawn>,
    pairs: Vec<(Square, String)>,
    colors: Vec<(String, Colour)>,
}

impl Position {
    /// Pairs a board with its pawns (the caller guarantees one entry per pawn of the board).
    pub(crate) fn new(board: Board, pawns: Vec<Pawn>) -> Position {
        debug_assert_eq!(board.pawn_count(), pawns.len());
        Position {
            board,
            pawns,
            pairs: Vec::new(),
            colors: Vec::new(),
        }
    }

    /// The same position with players' colours given by name (`color:`), for players whose
    /// names are not colours.
    pub(crate) fn with_colors(mut self, colors: Vec<(String, Colour)>) -> Position {
        self.colors = colors;
        self
    }

    /// Each player given a colour, and its colour.
    pub fn colors(&self) -> &[(String, Colour)] {
        &self.colors
    }

    /// The same position with its teleporter pairs named: each teleporter's square and its
    /// pair's name (as a scenario file names them).
    pub(crate) fn with_pair_names(mut self, mut pairs: Vec<(Square, String)>) -> Position {
        // In board order, so two positions naming the same pairs are equal.
        pairs.sort();
        self.pairs = pairs;
        self
    }

    /// The name of the pair of the teleporter on `sq`, if the position names it.
    pub fn pair_name(&self, sq: Square) -> Option<&str> {
        self.pairs
            .iter()
            .find(|(at, _)| *at == sq)
            .map(|(_, n)| n.as_str())
    }

    /// Every named teleporter: its square and its pair's name.
    pub fn pair_names(&self) -> &[(Square, String)] {
        &self.pairs
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

    /// The players, in the order their first pawn is listed (names that differ only in
    /// case are one player: [`same_player`]).
    pub fn players(&self) -> Vec<&str> {
        let mut out: Vec<&str> = Vec::new();
        for p in &self.pawns {
            if let Some(pl) = p.player.as_deref() {
                if !out.iter().any(|o| same_player(o, pl)) {
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
