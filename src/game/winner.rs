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

    /// How the game ended, in English ([`Game::end_text`]).
    pub fn end_words(&self) -> String {
        self.end_text(crate::i18n::Lang::En)
    }

    /// How the game ended, in words, with the rule and why: the winner and their count; the
    /// players who had as many and who got there first (S20); at the end of round 2, the
    /// pawns that were still on the board and were eaten, and those beside the entrance (S19).
    pub fn end_text(&self, lang: crate::i18n::Lang) -> String {
        use crate::i18n::and_list;
        use crate::t;
        let Some(end) = self.end else {
            return t!(lang, "game-not-over");
        };
        let names = |ids: &[crate::board::PawnId]| -> String {
            let v: Vec<String> = ids
                .iter()
                .map(|&id| self.pawn_name(id).to_string())
                .collect();
            and_list(lang, &v)
        };
        let outcome = match self.winner() {
            Some(seat) => {
                let out = self.out_pawns(seat);
                let n = out.len();
                let mut words = t!(
                    lang,
                    "game-won-with",
                    player = crate::i18n::Player(self.player_name(seat)),
                    n = n,
                    pawns = names(&out)
                );
                // S20's tie-break: who else had as many, and whose n-th pawn went out first.
                let tied: Vec<Seat> = (0..self.seats())
                    .map(|s| Seat(s as u8))
                    .filter(|&s| s != seat && self.out_pawns(s).len() == n)
                    .collect();
                if !tied.is_empty() && !matches!(end, End::Won { .. }) {
                    let others: Vec<String> = tied
                        .iter()
                        .map(|&s| {
                            t!(
                                lang,
                                "game-tied-player",
                                player = crate::i18n::Player(self.player_name(s)),
                                pawn = self.pawn_name(self.out_pawns(s)[n - 1])
                            )
                        })
                        .collect();
                    words.push_str(&t!(
                        lang,
                        "game-tie-broken",
                        player = crate::i18n::Player(self.player_name(seat)),
                        n = n,
                        pawn = self.pawn_name(out[n - 1]),
                        others = and_list(lang, &others)
                    ));
                }
                words
            }
            None => t!(lang, "game-no-winner"),
        };
        // The outcome cites S20 itself when a tie was broken or nobody won: not twice.
        let cited = if outcome.contains("S20") { "yes" } else { "no" };
        match end {
            End::Won { .. } => t!(lang, "game-end-won", outcome = outcome, turn = self.turn),
            End::RoundTwoOver => {
                let eaten = self.eaten_at_end();
                let waiting: Vec<crate::board::PawnId> = self
                    .board
                    .pawn_ids()
                    .filter(|&id| self.board.pawn(id) == crate::board::PawnPlace::Waiting)
                    .collect();
                t!(
                    lang,
                    "game-end-round-two",
                    outcome = outcome.as_str(),
                    cited = cited,
                    eaten = names(&eaten),
                    eaten_count = eaten.len(),
                    waiting = names(&waiting),
                    waiting_count = waiting.len()
                )
            }
            End::NoPawnLeft => t!(
                lang,
                "game-end-no-pawn",
                outcome = outcome.as_str(),
                cited = cited,
                turn = self.turn
            ),
        }
    }
}
