//! The evaluation shared by the levels: a board after a pawn play, scored over the exact
//! distribution of the next monster phase's tiles (one monster walk per distinct tile, on the
//! engine's fast path: the sink is `()`).

use crate::board::{Board, PawnId, PawnPlace};
use crate::game::{Game, Seat, MAX_GAME_PAWNS};
use crate::monster;
use crate::pawn::PawnMove;
use crate::rules::Tile;

/// The weights of the evaluation (named options of the AI, with these defaults).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weights {
    /// A pawn out through the exit.
    pub out: f64,
    /// A pawn on the board, at the entrance (scaled up linearly to `out` at the exit).
    pub progress: f64,
    /// A pawn removed by the monster (on top of the progress it loses).
    pub removed: f64,
    /// How much the best opponent's score counts against one's own.
    pub opponents: f64,
    /// Having won.
    pub win: f64,
    /// Round 2: how many tiles a pawn on the board needs left to count in full (fewer: its
    /// progress counts that much less, as it will be eaten at the end).
    pub tempo: f64,
}

impl Default for Weights {
    fn default() -> Weights {
        Weights {
            out: 10.0,
            progress: 6.0,
            removed: 3.0,
            opponents: 0.7,
            win: 1000.0,
            tempo: 3.0,
        }
    }
}

/// The figures of a play after the next monster phase, expected over the tiles left.
#[derive(Clone, Debug, PartialEq)]
pub struct Figures {
    /// The value the AI gave the play (its score less the best opponent's).
    pub value: f64,
    /// The chance the pawn played is removed.
    pub chance_removed: f64,
    /// Every other pawn with a chance of being removed, with that chance.
    pub at_risk: Vec<(PawnId, f64)>,
    /// Expected pawns removed per seat.
    pub expected_losses: Vec<f64>,
}

/// The distinct tiles the next monster phase can bring, with their chance; no allocation.
pub(crate) struct Chances {
    tiles: [(Tile, f64); 8],
    len: usize,
}

impl Chances {
    pub(crate) fn of(game: &Game) -> Chances {
        let deck = game.next_tiles();
        let mut out = Chances {
            tiles: [(Tile::Steps(0), 0.0); 8],
            len: 0,
        };
        let share = 1.0 / deck.len().max(1) as f64;
        for &t in deck.tiles() {
            let len = out.len;
            match out.tiles[..len].iter().position(|(u, _)| *u == t) {
                Some(i) => out.tiles[i].1 += share,
                None if len < 8 => {
                    out.tiles[len] = (t, share);
                    out.len += 1;
                }
                None => {}
            }
        }
        out
    }

    pub(crate) fn iter(&self) -> impl Iterator<Item = (Tile, f64)> + '_ {
        self.tiles[..self.len].iter().copied()
    }
}

/// Distance of a square from the exit (a1), in orthogonal steps.
fn distance(board: &Board, id: PawnId) -> Option<f64> {
    match board.pawn(id) {
        PawnPlace::At(sq) => Some(f64::from(sq.col()) + f64::from(sq.row())),
        _ => None,
    }
}

/// The whole distance from beside the entrance to the exit.
const FAR: f64 = 26.0;

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

/// Round 2's discount of pawns on the board (the last tiles): 1 in round 1.
fn tempo(game: &Game, w: &Weights) -> f64 {
    if game.round() < 2 {
        return 1.0;
    }
    let left_after = 7usize.saturating_sub(game.tiles_played_this_round() + 1) as f64;
    (left_after / w.tempo.max(1.0)).min(1.0)
}

/// The expected value for `seat` of `after` (the state after a play) over `chances`, the
/// tiles of the next monster phase. Counts one monster walk per tile into `nodes`.
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

/// The pawns on `before` that `after` shows removed, a bit each.
fn removed_bits(before: &Board, after: &Board) -> u32 {
    let mut bits = 0;
    for id in before.pawn_ids() {
        if matches!(before.pawn(id), PawnPlace::At(_))
            && matches!(after.pawn(id), PawnPlace::Removed(_))
        {
            bits |= 1 << id.0;
        }
    }
    bits
}

/// The state after `m` (a legal play of `game`).
pub(crate) fn after(game: &Game, m: &PawnMove) -> Game {
    let mut next = game.clone();
    next.commit(m);
    next
}

/// The figures behind play `m` for `seat`: value, chance removed, who else is at risk and the
/// expected losses per seat.
pub fn figures(game: &Game, m: &PawnMove, seat: Seat, w: &Weights) -> Figures {
    let next = after(game, m);
    let chances = Chances::of(game);
    let mut nodes = 0;
    let value = expected(&next, &chances, seat, w, &mut nodes);
    let mut risk = [0.0f64; MAX_GAME_PAWNS];
    let mut losses = vec![0.0; game.players().len()];
    if !next.is_over() {
        let start = *next.board();
        for (tile, p) in chances.iter() {
            let mut board = start;
            monster::run(&mut board, tile, next.options(), &mut ());
            let bits = removed_bits(&start, &board);
            for id in start.pawn_ids() {
                if bits & (1 << id.0) != 0 {
                    risk[id.0 as usize] += p;
                    losses[next.seat_of(id).index()] += p;
                }
            }
        }
    }
    let at_risk = game
        .board()
        .pawn_ids()
        .filter(|&id| id != m.pawn && risk[id.0 as usize] > 0.0)
        .map(|id| (id, risk[id.0 as usize]))
        .collect();
    Figures {
        value,
        chance_removed: risk[m.pawn.0 as usize],
        at_risk,
        expected_losses: losses,
    }
}
