//! Where a generated puzzle's position comes from (issue 28, variety): a game played from a
//! drawn start by players of drawn levels, stopped at a drawn point anywhere in the game.
//!
//! - **Players.** 2 to 4, each of a drawn level: `random` (a uniformly random legal play),
//!   `greedy` (one play ahead), a *noisy* greedy player (greedy, but each play a random one
//!   with a drawn chance of 10 to 40 %), or `expectimax` at a small budget
//!   ([`EXPECTIMAX_NODES`] monster walks a decision, its two best greedy plays looked at).
//!   Weak players leave pawns where strong ones would not, strong ones race for the exit:
//!   the positions differ.
//! - **When.** A drawn number of plays, up to 13 turns' worth (a game is 14 turns): any turn
//!   from the second, in either round. A game that ends first gives the last position where it could have
//!   stopped. A question that is rare in play (`weapon`) is asked at every position from the
//!   drawn point on until one has it ([`question_from_play`]): one game, many positions.
//! - **Which way round.** Half the positions are turned half round (the board's point
//!   symmetry, [`super::turned`]) where the turn is a symmetry of the question
//!   ([`super::turn_is_symmetry`]): pawns then stand in the monster's half of the board,
//!   columns a to j, as often as in the entrance's.
//!
//! Everything is drawn from the attempt's own [`Rng`]: deterministic.

use crate::ai::{choose_play, Config, Level};
use crate::board::PawnPlace;
use crate::game::{Game, Phase};
use crate::rng::Rng;
use crate::rules::Options;
use crate::setup::{self, Setup};

use super::model::{Answer, Puzzle, RuleSet};

/// The players' colours, in seat order.
const PLAYERS: [&str; 4] = ["red", "blue", "green", "yellow"];

/// The monster walks a small-budget expectimax player spends on a decision.
pub const EXPECTIMAX_NODES: u64 = 400;

/// How one seat plays.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Player {
    /// An AI level as it is.
    Ai(Config),
    /// Greedy, but with this chance a uniformly random play instead.
    Noisy(f64),
}

impl Player {
    fn draw(rng: &mut Rng) -> Player {
        match rng.below(8) {
            0 => Player::Ai(Config::new(Level::Random)),
            1..=3 => Player::Ai(Config::new(Level::Greedy)),
            4..=6 => Player::Noisy(0.1 + 0.3 * rng.unit()),
            _ => {
                let mut c = Config::new(Level::Expectimax);
                c.budget.nodes = EXPECTIMAX_NODES;
                c.budget.width = 2;
                Player::Ai(c)
            }
        }
    }

    fn play(&self, game: &mut Game, seed: u64, rng: &mut Rng) -> Option<()> {
        let config = match self {
            Player::Ai(c) => *c,
            Player::Noisy(chance) => {
                if rng.unit() < *chance {
                    Config::new(Level::Random)
                } else {
                    Config::new(Level::Greedy)
                }
            }
        };
        let play = choose_play(game, &config, seed)?;
        game.commit(&play);
        Some(())
    }
}

/// A game played from a drawn start by drawn players, stopped at a drawn point: a pawn phase
/// from the second turn on where the player to play has at least `movers` unplayed pawns on
/// the board, or (for `movers == 0`) a monster phase from the second turn on. A game that
/// ends (or runs long) before the drawn point gives the last such position; `None` if there
/// was none.
pub(super) fn position_from_play(rng: &mut Rng, rules: RuleSet, movers: usize) -> Option<Game> {
    question_from_play(rng, rules, movers, |game, _| Some(game.clone()))
}

/// The game of [`position_from_play`], asked `ask` at its drawn point and, while `ask` gives
/// nothing, at every such position after it, the game played on between two (a game that
/// ends before the drawn point: at its last such position only). One game serves many
/// questions where a question is rare (a `weapon` puzzle: most positions have none) and the
/// game costs more than the question's cheap rejection. `ask` draws from the same `rng`.
pub(super) fn question_from_play<T>(
    rng: &mut Rng,
    rules: RuleSet,
    movers: usize,
    mut ask: impl FnMut(&Game, &mut Rng) -> Option<T>,
) -> Option<T> {
    let n = 2 + rng.below(3);
    let players: Vec<String> = PLAYERS[..n].iter().map(|s| s.to_string()).collect();
    let seats: Vec<Player> = (0..n).map(|_| Player::draw(rng)).collect();
    let setup = match rules {
        RuleSet::Basic => Setup::basic(),
        RuleSet::Advanced => {
            (0..5).find_map(|_| setup::advanced::random(rng, &Options::default()))?
        }
    };
    let start = players[rng.below(n)].clone();
    let mut game = Game::new(&players, Some(&start), &setup, false).ok()?;
    // Each turn plays every pawn once; a game is 14 turns (7 tiles a round, G5): up to 13
    // turns' worth of plays, so about half the games reach the second round.
    let pawns = game.board().pawn_ids().count().max(1);
    let wanted = 4 + rng.below(13 * pawns);
    let game_seed = rng.next_u64();
    let mut plays = 0usize;
    let mut last: Option<Game> = None;
    let mut asked = false;
    // At a position where the game may stop: ask there from the drawn point on, else keep it
    // as the last one.
    let mut stop = |game: &Game, plays: usize, rng: &mut Rng| {
        if plays >= wanted {
            asked = true;
            ask(game, rng)
        } else {
            last = Some(game.clone());
            None
        }
    };
    for _ in 0..600 {
        match game.phase() {
            Phase::Pawns => {
                if movers > 0 && game.turn() >= 2 {
                    let seat = game.to_play()?;
                    let on_board = game
                        .unplayed_pawns(seat)
                        .filter(|&p| matches!(game.board().pawn(p), PawnPlace::At(_)))
                        .count();
                    if on_board >= movers {
                        if let Some(t) = stop(&game, plays, rng) {
                            return Some(t);
                        }
                    }
                }
                let seat = game.to_play()?;
                seats[usize::from(seat.0) % n].play(&mut game, game_seed, rng)?;
                plays += 1;
            }
            Phase::Monster => {
                if movers == 0 && game.turn() >= 2 {
                    if let Some(t) = stop(&game, plays, rng) {
                        return Some(t);
                    }
                }
                let tile = game.draw_tile(rng)?;
                game = game.monster_phase(tile).ok()?.0;
            }
            Phase::Over => break,
        }
    }
    if asked {
        return None;
    }
    let last = last?;
    ask(&last, rng)
}

/// The puzzle turned half round, with a drawn chance of one half, where the turn is a
/// symmetry of its question ([`super::turn_is_symmetry`]); else the puzzle as it is. Drawn
/// before the question is asked (no goal, no answer yet), so the whole generation happens on
/// the turned board.
pub(super) fn maybe_turned(puzzle: Puzzle, rng: &mut Rng) -> Puzzle {
    if rng.below(2) == 0 || !super::key::turn_is_symmetry(&puzzle) {
        return puzzle;
    }
    // The answer plays no part in turning the position.
    match super::key::turned(&puzzle, &Answer::Squares(Vec::new())) {
        Some((mut p, _)) => {
            p.solution = None;
            p
        }
        None => puzzle,
    }
}

/// The columns (0 for a to 15 for p) where the pawns of the puzzles stand, counted: for the
/// measure of where positions come from (docs/puzzles.md).
pub fn pawn_columns<'a>(puzzles: impl IntoIterator<Item = &'a Puzzle>) -> [u32; 16] {
    let mut counts = [0u32; 16];
    for p in puzzles {
        for s in &p.scenario.setup().pawns {
            if let crate::setup::Spot::At(sq) = s.at {
                counts[usize::from(sq.col()).min(15)] += 1;
            }
        }
    }
    counts
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A position is turned half the time where the turn is a symmetry (a prediction: no
    /// pawn moves), with the monster on the mirrored square facing the other way.
    #[test]
    fn positions_are_turned_where_that_is_a_symmetry() {
        let (name, text) = crate::puzzle::STORED
            .iter()
            .find(|(n, _)| n.contains("-predict-"))
            .unwrap();
        let p = crate::puzzle::parse(text, name).unwrap();
        let board = p.scenario.board();
        let (mut turned, mut kept) = (0, 0);
        for seed in 0..40 {
            let q = maybe_turned(p.clone(), &mut Rng::new(seed));
            let b = q.scenario.board();
            if b.monster() == board.monster().mirror() {
                assert_eq!(b.facing(), board.facing().opposite());
                assert_eq!(q.solution, None);
                turned += 1;
            } else {
                assert_eq!(q.scenario.setup(), p.scenario.setup());
                kept += 1;
            }
        }
        assert!(turned > 5 && kept > 5, "{turned} {kept}");
    }

    /// A question asked of one game is asked first where [`position_from_play`] stops, then,
    /// while it gives nothing, at later positions of the same game, each a new one.
    #[test]
    fn a_question_is_asked_at_the_drawn_point_and_on_through_the_game() {
        let mut later = 0;
        for seed in 0..6 {
            let first = position_from_play(&mut Rng::new(seed), RuleSet::Basic, 1);
            let mut asked: Vec<Game> = Vec::new();
            let got = question_from_play(&mut Rng::new(seed), RuleSet::Basic, 1, |g, _| {
                asked.push(g.clone());
                (asked.len() == 3).then_some(asked.len())
            });
            assert_eq!(
                asked.first().map(|g| g.position()),
                first.map(|g| g.position()),
                "seed {seed}"
            );
            for pair in asked.windows(2) {
                assert_ne!(pair[0].position(), pair[1].position());
                assert!(pair[1].turn() >= pair[0].turn());
            }
            if got == Some(3) {
                later += 1;
            }
        }
        assert!(later >= 3, "{later}");
    }

    /// Games stop anywhere from the second turn into the second round, with every level
    /// of player at the table.
    #[test]
    fn positions_come_from_both_rounds() {
        let mut rounds = std::collections::BTreeSet::new();
        for seed in 0..12 {
            let mut rng = Rng::new(seed);
            if let Some(g) = position_from_play(&mut rng, RuleSet::Basic, 1) {
                assert!(g.turn() >= 2);
                assert!(g.to_play().is_some());
                rounds.insert(g.round());
            }
        }
        assert!(rounds.contains(&1) && rounds.contains(&2), "{rounds:?}");
    }
}
