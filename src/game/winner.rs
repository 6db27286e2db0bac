//! The end of the game and its winner (G6, S20).

use super::state::{Game, Phase};
use super::table::Seat;

/// How a game ended (S20).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum End {
    /// A player got all their pawns but one out: they win at once, even in the middle of a
    /// pawn phase.
    Won {
        /// The winner.
        seat: Seat,
    },
    /// Round 2 played its seventh tile; the pawns still on the board were eaten (S19).
    RoundTwoOver,
    /// No pawn was left in play (on the board or beside the entrance).
    NoPawnLeft,
}

impl End {
    /// `won`, `round-2-over` or `no-pawn-left`.
    pub const fn name(self) -> &'static str {
        match self {
            End::Won { .. } => "won",
            End::RoundTwoOver => "round-2-over",
            End::NoPawnLeft => "no-pawn-left",
        }
    }
}

impl Game {
    /// The winner, once the game is over (S20): the player who got all pawns but one out;
    /// otherwise the player with the most pawns out, among equals the one who reached that
    /// number first; `None` if no pawn got out (or the game is not over).
    pub fn winner(&self) -> Option<Seat> {
        match self.end? {
            End::Won { seat } => Some(seat),
            _ => self.leader(),
        }
    }

    /// The player who would win if the game ended now (S20's count and tie-break): the most
    /// pawns out, among equals the one who reached that number first. `None` with no pawn out.
    pub fn leader(&self) -> Option<Seat> {
        let mut count = vec![0usize; self.seats()];
        // Walking the pawns in the order they went out, the first player to reach a count
        // higher than every count so far leads; a later player only equalling it does not.
        let mut best: Option<(usize, Seat)> = None;
        for pawn in self.out.iter() {
            let seat = self.seat_of(pawn);
            count[seat.index()] += 1;
            let c = count[seat.index()];
            if best.is_none_or(|(b, _)| c > b) {
                best = Some((c, seat));
            }
        }
        best.map(|(_, seat)| seat)
    }

    /// Ends the game.
    pub(crate) fn finish(&mut self, end: End) {
        self.end = Some(end);
        self.phase = Phase::Over;
        self.to_play = None;
    }

    /// How the game ended, in words ("red won: 3 of 4 pawns out (S20)").
    pub fn end_words(&self) -> String {
        let Some(end) = self.end else {
            return "the game is not over".into();
        };
        let outcome = match self.winner() {
            Some(seat) => {
                let n = self.out_pawns(seat).len();
                format!(
                    "{} won with {n} pawn{} out",
                    self.player_name(seat),
                    if n == 1 { "" } else { "s" }
                )
            }
            None => "no pawn got out: there is no winner".to_string(),
        };
        match end {
            End::Won { .. } => format!(
                "{outcome}, all but one of their pawns, in turn {} (S20)",
                self.turn
            ),
            End::RoundTwoOver => format!(
                "round 2 played its seventh tile, the pawns still inside were eaten, and {outcome} (S19, S20)"
            ),
            End::NoPawnLeft => format!(
                "no pawn was left in play in turn {}, and {outcome} (S20)",
                self.turn
            ),
        }
    }
}
