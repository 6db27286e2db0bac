//! What a hint says in words (issue 29.5): the figures of the chosen play and of the best
//! other play, every number from the evaluation (`super::evaluate`): the chance the pawn
//! played is taken in the coming monster phase, the pawns the player is expected to lose
//! there, the pawns out, and the same for the play the evaluation ranks next.

use super::evaluate::{self, Figures, Weights};
use super::{greedy, Choice, Config};
use crate::game::{Game, Seat};
use crate::pawn::PawnMove;

/// The best play other than the chosen one, as the evaluation sees it.
#[derive(Clone, Debug)]
pub struct Alternative {
    /// The play: another pawn, or the same pawn to another square.
    pub play: PawnMove,
    /// Its figures after the next monster phase (its `value`: the evaluation's).
    pub figures: Figures,
}

/// The words behind a hint, as numbers.
#[derive(Clone, Debug)]
pub struct Explanation {
    /// The player to play.
    pub seat: Seat,
    /// The evaluation's value of the chosen play (one monster phase ahead; the search of
    /// `expectimax` may value it otherwise: [`Choice`]'s figures).
    pub value: f64,
    /// The player's pawns the monster is expected to take in the coming monster phase
    /// after the chosen play.
    pub own_losses: f64,
    /// The player's pawns out after the chosen play.
    pub out: usize,
    /// The pawns out that win.
    pub to_win: usize,
    /// The best other play, if there is one.
    pub alternative: Option<Alternative>,
    /// The weights the values were computed with.
    pub weights: Weights,
}

/// The explanation of `choice`, a choice for whoever is to play in `game`, with `config`'s
/// weights. `None` when nobody is to play.
pub fn explain(game: &Game, choice: &Choice, config: &Config) -> Option<Explanation> {
    let seat = game.to_play()?;
    let w = &config.weights;
    let mine = evaluate::figures(game, &choice.play, seat, w);
    let after = evaluate::after(game, &choice.play);
    let plays = game.legal_plays();
    let mut nodes = 0;
    let values = greedy::values(game, &plays, seat, w, &mut nodes);
    let other = |m: &PawnMove| m.pawn != choice.play.pawn || m.dest != choice.play.dest;
    let best = (0..plays.len())
        .filter(|&i| other(&plays[i]))
        .max_by(|&a, &b| values[a].total_cmp(&values[b]).then(b.cmp(&a)));
    let alternative = best.map(|i| Alternative {
        figures: evaluate::figures(game, &plays[i], seat, w),
        play: plays[i].clone(),
    });
    Some(Explanation {
        seat,
        value: mine.value,
        own_losses: mine.expected_losses[seat.index()],
        out: after.out_pawns(seat).len(),
        to_win: game.pawns_to_win(),
        alternative,
        weights: *w,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::{choose, Level};

    /// The alternative is another play, its figures are the evaluation's for it, and the
    /// evaluation ranks it no higher than greedy's own choice.
    #[test]
    fn the_alternative_is_the_evaluations_next_best_play() {
        let states = crate::ai::evaluate::reference::states(2);
        let config = Config::new(Level::Greedy);
        let mut seen = 0;
        for game in states.iter().take(60) {
            let choice = choose(game, &config, 1).expect("a play");
            let e = explain(game, &choice, &config).expect("an explanation");
            let seat = game.to_play().expect("a player");
            assert_eq!(e.value.to_bits(), choice.figures.value.to_bits());
            assert_eq!(
                e.own_losses.to_bits(),
                choice.figures.expected_losses[seat.index()].to_bits()
            );
            if let Some(a) = &e.alternative {
                seen += 1;
                assert!(a.play.pawn != choice.play.pawn || a.play.dest != choice.play.dest);
                let f = evaluate::figures(game, &a.play, seat, &config.weights);
                assert_eq!(f, a.figures);
                assert!(
                    a.figures.value <= e.value,
                    "{} > {}",
                    a.figures.value,
                    e.value
                );
            }
        }
        assert!(seen > 20, "{seen}");
    }
}
