//! The evaluation as first written (a state built per play, one walk per tile), kept to
//! prove the fast one gives the very same values.
use super::*;
use crate::game::Phase;

/// Distance of a square from the exit (a1), in orthogonal steps.
fn distance(board: &Board, id: PawnId) -> Option<f64> {
    match board.pawn(id) {
        PawnPlace::At(sq) => Some(f64::from(sq.col()) + f64::from(sq.row())),
        _ => None,
    }
}

/// Seat `seat`'s score on `board` after a monster phase, `removed` being the pawns it just
/// removed (a bit per pawn).
fn seat_score(
    game: &Game,
    board: &Board,
    removed: u32,
    seat: Seat,
    w: &Weights,
    tempo: f64,
) -> f64 {
    let mut score = 0.0;
    let mut out = 0;
    for id in game.pawns_of(seat) {
        if removed & (1 << id.0) != 0 {
            score -= w.removed;
            continue;
        }
        match board.pawn(id) {
            PawnPlace::Out => {
                score += w.out;
                out += 1;
            }
            PawnPlace::At(_) => {
                let d = distance(board, id).unwrap_or(FAR);
                score += w.progress * tempo * (1.0 - d / FAR);
            }
            _ => {}
        }
    }
    if out >= game.pawns_to_win() {
        score += w.win;
    }
    score
}

/// The value of `board` for `seat`: its score less `opponents` times the best other score.
fn value(game: &Game, board: &Board, removed: u32, seat: Seat, w: &Weights, tempo: f64) -> f64 {
    let own = seat_score(game, board, removed, seat, w, tempo);
    let best_other = (0..game.players().len())
        .map(|s| Seat(s as u8))
        .filter(|&s| s != seat)
        .map(|s| seat_score(game, board, removed, s, w, tempo))
        .fold(f64::NEG_INFINITY, f64::max);
    own - w.opponents * best_other.max(0.0)
}

/// [`super::expected`] as first written.
pub(crate) fn expected(
    after: &Game,
    chances: &Chances,
    seat: Seat,
    w: &Weights,
    nodes: &mut u64,
) -> f64 {
    if after.is_over() {
        return match after.winner() {
            Some(s) if s == seat => w.win,
            Some(_) => -w.win,
            None => 0.0,
        };
    }
    let t = tempo(after, w);
    let start = *after.board();
    let mut total = 0.0;
    for (tile, p) in chances.iter() {
        let mut board = start;
        monster::run(&mut board, tile, after.options(), &mut ());
        *nodes += 1;
        total += p * value(after, &board, removed_bits(&start, &board), seat, w, t);
    }
    total
}

/// Greedy's values as first written: every play built, the state after it cloned.
pub(crate) fn greedy_values(game: &Game, seat: Seat, w: &Weights) -> Vec<f64> {
    let chances = Chances::of(game);
    let mut nodes = 0;
    game.legal_plays()
        .iter()
        .map(|m| expected(&after(game, m), &chances, seat, w, &mut nodes))
        .collect()
}

/// States of random games, as [`crate::game::random_states`], with the monster phases'
/// states too (the first turn, round 2 and its tempo, games near their end).
pub(crate) fn states(games: u64) -> Vec<Game> {
    crate::game::random_states(games)
        .into_iter()
        .filter(|g| g.phase() == Phase::Pawns)
        .collect()
}
