//! Why a play is refused, in a player's words: the rule broken, or for an illegal move the
//! reasons of `moves --to`.

use crate::pawn::{Dest, Reason};
use std::fmt;

/// Why a play is refused, in a player's words (the [`fmt::Display`] form). Pawns and players
/// are named as at the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// The game is over.
    GameOver {
        /// How it ended, in words.
        why: String,
    },
    /// Every pawn in play has been played: the monster phase comes first.
    MonsterPhaseDue,
    /// The pawn is not one of the pawns of the player to play.
    NotYourTurn {
        /// The pawn.
        pawn: String,
        /// Its player.
        owner: String,
        /// The player to play.
        to_play: String,
        /// The start player of the turn.
        start: String,
    },
    /// The pawn has been played this turn already (S16).
    AlreadyPlayed {
        /// The pawn.
        pawn: String,
    },
    /// The pawn is out, or gone (S16, S18).
    NotInPlay {
        /// The pawn.
        pawn: String,
        /// Out through the exit (else gone, eaten in round 2).
        out: bool,
    },
    /// A third pawn entering in the game's first turn (S17).
    ThirdEntry {
        /// The pawn.
        pawn: String,
        /// Its player.
        player: String,
        /// The two pawns that entered already.
        entered: Vec<String>,
    },
    /// Under `first-turn-entries=exactly-two`, the pawn must enter: staying beside the
    /// entrance would leave the player fewer than two entries.
    MustEnter {
        /// The pawn.
        pawn: String,
        /// Its player.
        player: String,
        /// How many pawns the player brought in so far.
        entered: usize,
    },
    /// No legal move ends there (the reasons of `moves --to`).
    Illegal {
        /// The pawn.
        pawn: String,
        /// Its points.
        points: u8,
        /// The destination asked for.
        to: Dest,
        /// Why not, typed.
        reasons: Vec<Reason>,
        /// Why not, in words (pawns named).
        because: Vec<String>,
    },
    /// The path is not a legal move.
    IllegalPath {
        /// The pawn.
        pawn: String,
        /// Its points.
        points: u8,
        /// The path given.
        path: Vec<Dest>,
        /// Why not, typed.
        reasons: Vec<Reason>,
        /// Why not, in words.
        because: Vec<String>,
    },
    /// The path is legal but ends elsewhere than the `to` given.
    PathEndsElsewhere {
        /// The pawn.
        pawn: String,
        /// The `to` given.
        to: Dest,
        /// Where the path ends.
        end: Dest,
    },
    /// Several legal results end there (different stone layouts): the path must say which.
    Ambiguous {
        /// The pawn.
        pawn: String,
        /// The destination.
        to: Dest,
        /// One path for each result ending there.
        paths: Vec<Vec<Dest>>,
    },
}

fn path_words(path: &[Dest]) -> String {
    if path.is_empty() {
        "[] (staying put)".into()
    } else {
        format!(
            "[{}]",
            path.iter()
                .map(Dest::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        )
    }
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let pl = |n: u8| if n == 1 { "" } else { "s" };
        match self {
            PlayError::GameOver { why } => write!(f, "the game is over: {why}"),
            PlayError::MonsterPhaseDue => f.write_str(
                "every pawn in play has been played this turn: the monster phase comes next (G1); give the turn's `tile`",
            ),
            PlayError::NotYourTurn {
                pawn,
                owner,
                to_play,
                start,
            } => write!(
                f,
                "it is {to_play}'s turn to play, not {owner}'s ({pawn} is {owner}'s pawn; S16: the start player {start} plays first, then each player to the left)"
            ),
            PlayError::AlreadyPlayed { pawn } => write!(
                f,
                "{pawn} has already been played this turn; each pawn is played once a turn (S16)"
            ),
            PlayError::NotInPlay { pawn, out: true } => {
                write!(f, "{pawn} is out: it is out of the game for good (S16)")
            }
            PlayError::NotInPlay { pawn, out: false } => write!(
                f,
                "{pawn} is gone: pawns removed in round 2 leave the game (S18)"
            ),
            PlayError::ThirdEntry {
                pawn,
                player,
                entered,
            } => write!(
                f,
                "{pawn} cannot enter: {player} has brought {} onto the board already, and in the first turn each player brings at most two pawns in; the others stay beside the entrance and are flipped (S17; option first-turn-entries)",
                entered.join(" and ")
            ),
            PlayError::MustEnter {
                pawn,
                player,
                entered,
            } => write!(
                f,
                "{pawn} must enter: {player} has brought {entered} pawn{} in, and must bring two in the first turn (S17; option first-turn-entries=exactly-two)",
                if *entered == 1 { "" } else { "s" }
            ),
            PlayError::Illegal {
                pawn,
                points,
                to,
                because,
                ..
            } => write!(
                f,
                "{pawn} with {points} point{} cannot {}: {}",
                pl(*points),
                to.goal_words(),
                because.join("; ")
            ),
            PlayError::IllegalPath {
                pawn,
                points,
                path,
                because,
                ..
            } => write!(
                f,
                "{pawn} with {points} point{} cannot go {}: {}",
                pl(*points),
                path_words(path),
                because.join("; ")
            ),
            PlayError::PathEndsElsewhere { pawn, to, end } => write!(
                f,
                "{pawn}'s path ends on {end}, not on {to} as `to` says (the path decides)"
            ),
            PlayError::Ambiguous { pawn, to, paths } => write!(
                f,
                "{pawn} can {} in {} ways that leave the stones differently: give the `path`, one of {}",
                to.goal_words(),
                paths.len(),
                paths
                    .iter()
                    .map(|p| path_words(p))
                    .collect::<Vec<_>>()
                    .join(" or ")
            ),
        }
    }
}

impl std::error::Error for PlayError {}
