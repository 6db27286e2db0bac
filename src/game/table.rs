//! Who sits at the table and with which pawns (S15), under which rules.

use crate::position::Pawn;
use crate::rules::Options;
use std::fmt;

/// The fewest players of a game.
pub const MIN_PLAYERS: usize = 2;
/// The most players of a game.
pub const MAX_PLAYERS: usize = 7;

/// A seat at the table: a player's index in seating order (S15). "To the left" is the next
/// seat, the last wrapping to the first.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Seat(pub u8);

impl Seat {
    /// The index in seating order.
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

/// Why a list of players cannot sit down to a game. Said in [`crate::i18n::speaking`]'s
/// language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableError {
    /// Fewer than 2 or more than 7 players.
    PlayerCount(usize),
    /// A name that is not a word of letters.
    PlayerName(String),
    /// The same name twice.
    DuplicatePlayer(String),
    /// A start player who is not at the table.
    UnknownStart(String),
}

impl fmt::Display for TableError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let lang = crate::i18n::speaking();
        f.write_str(&match self {
            TableError::PlayerCount(n) => crate::t!(lang, "table-count", n = *n),
            TableError::PlayerName(name) => crate::t!(lang, "table-name", name = name),
            TableError::DuplicatePlayer(name) => crate::t!(lang, "table-twice", name = name),
            TableError::UnknownStart(name) => crate::t!(lang, "table-start", name = name),
        })
    }
}

impl std::error::Error for TableError {}

/// The fixed part of a game: the players in seating order, their pawns (S15), the rule
/// options and the variant. Shared by every state of one game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Table {
    pub(crate) players: Vec<String>,
    /// Every pawn, in board order: seat by seat, white faces ascending.
    pub(crate) pawns: Vec<Pawn>,
    /// The seat of each pawn.
    pub(crate) seat_of: Vec<Seat>,
    /// The white face of each pawn.
    pub(crate) white: Vec<u8>,
    pub(crate) options: Options,
    pub(crate) three_prey: bool,
}

/// The white faces of each player's pawns (S15): 1, 3, 4, 5 with 2–4 players, else 1, 4, 5.
pub(crate) fn white_faces(players: usize) -> &'static [u8] {
    if players <= 4 {
        &[1, 3, 4, 5]
    } else {
        &[1, 4, 5]
    }
}

/// Whether `name` can be a player's name: letters only (any alphabet: `Jürgen`, `Zoé`), 1 to
/// 12 of them.
pub(crate) fn is_player_name(name: &str) -> bool {
    !name.is_empty() && name.chars().count() <= 12 && name.chars().all(char::is_alphabetic)
}

/// Checks the players (count, names, duplicates).
pub(crate) fn check_players(players: &[String]) -> Result<(), TableError> {
    if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&players.len()) {
        return Err(TableError::PlayerCount(players.len()));
    }
    for (i, p) in players.iter().enumerate() {
        if !is_player_name(p) {
            return Err(TableError::PlayerName(p.clone()));
        }
        if players[..i].iter().any(|q| q.eq_ignore_ascii_case(p)) {
            return Err(TableError::DuplicatePlayer(p.clone()));
        }
    }
    Ok(())
}

impl Table {
    /// The table of `players` (already checked) with their pawns, all white face up.
    pub(crate) fn new(players: &[String], options: Options, three_prey: bool) -> Table {
        let faces = white_faces(players.len());
        let mut pawns = Vec::new();
        let mut seat_of = Vec::new();
        let mut white = Vec::new();
        for (seat, player) in players.iter().enumerate() {
            for &face in faces {
                pawns.push(Pawn {
                    name: format!("{player}{face}"),
                    player: Some(player.clone()),
                    face: Some(face),
                });
                seat_of.push(Seat(seat as u8));
                white.push(face);
            }
        }
        Table {
            players: players.to_vec(),
            pawns,
            seat_of,
            white,
            options,
            three_prey,
        }
    }

    /// How many pawns each player has.
    pub(crate) fn pawns_per_player(&self) -> usize {
        white_faces(self.players.len()).len()
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "seat {}", self.0 + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn pawns_per_s15() {
        let t = Table::new(&names(&["red", "blue"]), Options::default(), false);
        let n: Vec<&str> = t.pawns.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(
            n,
            ["red1", "red3", "red4", "red5", "blue1", "blue3", "blue4", "blue5"]
        );
        let t = Table::new(
            &names(&["a", "b", "c", "d", "e"]),
            Options::default(),
            false,
        );
        assert_eq!(t.pawns.len(), 15);
        assert_eq!(t.pawns_per_player(), 3);
        assert_eq!(t.white[..3], [1, 4, 5]);
    }

    #[test]
    fn bad_tables() {
        assert_eq!(
            check_players(&names(&["red"])),
            Err(TableError::PlayerCount(1))
        );
        assert_eq!(
            check_players(&names(&["a", "b", "c", "d", "e", "f", "g", "h"])),
            Err(TableError::PlayerCount(8))
        );
        assert!(matches!(
            check_players(&names(&["red", "red2"])),
            Err(TableError::PlayerName(_))
        ));
        assert!(matches!(
            check_players(&names(&["red", "Red"])),
            Err(TableError::DuplicatePlayer(_))
        ));
        assert_eq!(check_players(&names(&["red", "blue"])), Ok(()));
    }
}
