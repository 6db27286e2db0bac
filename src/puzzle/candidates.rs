//! The candidates of a puzzle — every answer a solver chooses among — with the board each
//! leaves before the monster moves, and what each tile's monster then removes.
//!
//! - placing: every set of `count` empty squares (docs/FORMAT.md section 5), in the order of
//!   [`crate::combinations`];
//! - moving: every legal result of the pawn ([`crate::pawn::legal_moves`], pushes and
//!   slides included), and for two moves every result of the second pawn on the board the
//!   first one's result left;
//! - picking a tile: the distinct tiles, in deck order.

use super::model::{put, sort_placement, Answer, Ask, Puzzle};
use crate::board::Board;
use crate::combinations::Combinations;
use crate::i18n::speaking;
use crate::pawn::{self, Dest, PawnMove, Verdict};
use crate::rules::{Options, Tile};
use crate::search::{self, Horizon, PawnSet};
use crate::t;

/// One candidate answer.
#[derive(Clone, Debug)]
pub struct Candidate {
    /// The answer.
    pub answer: Answer,
    /// The board it leaves, before the monster moves.
    pub board: Board,
    /// The moves it makes (empty unless pawns move), in order.
    pub moves: Vec<PawnMove>,
}

/// The distinct tiles of a puzzle, in the puzzle's order (the goal's tiles, or the tiles to
/// pick from).
pub fn distinct_tiles(puzzle: &Puzzle) -> Vec<Tile> {
    crate::rules::distinct(&puzzle.tiles)
        .into_iter()
        .map(|(t, _)| t)
        .collect()
}

/// Every candidate of the puzzle, in a fixed order. Placing more than a few pieces makes
/// very many: the solver streams those instead (see `solve`).
pub fn candidates(puzzle: &Puzzle, options: &Options) -> Vec<Candidate> {
    match &puzzle.ask {
        Ask::Place(place) => {
            let cands = puzzle.candidates();
            let (n, k) = (cands.len(), place.count());
            let mut out = Vec::new();
            if k == 0 || k > n {
                return out;
            }
            for first in Combinations::firsts(n, k) {
                let mut c = Combinations::starting_with(n, k, first);
                while let Some(idx) = c.current() {
                    let mut squares: Vec<_> = idx.iter().map(|&i| cands[i]).collect();
                    let mut board = *puzzle.scenario.board();
                    put(&mut board, place, &squares);
                    sort_placement(&mut squares);
                    out.push(Candidate {
                        answer: Answer::Squares(squares),
                        board,
                        moves: Vec::new(),
                    });
                    c.advance();
                }
            }
            out
        }
        Ask::Move(_) => {
            let movers = puzzle.movers();
            let mut out = Vec::new();
            let mut chain: Vec<PawnMove> = Vec::new();
            moves_from(
                puzzle.scenario.board(),
                &movers,
                options,
                &mut chain,
                &mut out,
            );
            out
        }
        Ask::Tile => distinct_tiles(puzzle)
            .into_iter()
            .map(|t| Candidate {
                answer: Answer::Tile(t),
                board: *puzzle.scenario.board(),
                moves: Vec::new(),
            })
            .collect(),
    }
}

/// Every chain of legal results of `movers` from `board`, the first pawn's first.
fn moves_from(
    board: &Board,
    movers: &[(crate::board::PawnId, u8)],
    options: &Options,
    chain: &mut Vec<PawnMove>,
    out: &mut Vec<Candidate>,
) {
    let Some(((pawn, points), rest)) = movers.split_first() else {
        let Some(last) = chain.last() else {
            return;
        };
        out.push(Candidate {
            answer: Answer::Paths(chain.iter().map(|m| m.squares().collect()).collect()),
            board: last.board,
            moves: chain.clone(),
        });
        return;
    };
    for m in pawn::legal_moves(board, *pawn, *points, options) {
        let after = m.board;
        chain.push(m);
        moves_from(&after, rest, options, chain, out);
        chain.pop();
    }
}

/// The moves an answer's paths make, each played on the board the one before left, or why
/// one of them is illegal (its pawn's name and the reasons, in `moves --to`'s words).
pub fn play_paths(
    puzzle: &Puzzle,
    options: &Options,
    paths: &[Vec<Dest>],
) -> Result<Vec<PawnMove>, String> {
    let movers = puzzle.movers();
    if movers.len() != paths.len() {
        return Err(t!(
            speaking(),
            "psol-paths-count",
            paths = paths.len(),
            movers = movers.len()
        ));
    }
    let mut board = *puzzle.scenario.board();
    let mut out = Vec::new();
    for (&(pawn, points), path) in movers.iter().zip(paths) {
        match pawn::explain_path(&board, pawn, points, options, path) {
            Verdict::Legal(m) => {
                board = m.board;
                out.push(*m);
            }
            Verdict::Illegal(reasons) => {
                let name = |id| puzzle.scenario.pawn_name(id).to_string();
                let lang = speaking();
                let why: Vec<String> = reasons.iter().map(|r| r.describe_in(lang, &name)).collect();
                return Err(t!(
                    lang,
                    "psol-cannot-go",
                    pawn = puzzle.scenario.pawn_name(pawn),
                    path = path
                        .iter()
                        .map(|d| d.to_string())
                        .collect::<Vec<_>>()
                        .join(" "),
                    why = why.join("; ")
                ));
            }
        }
    }
    Ok(out)
}

/// The board an answer leaves, or why it cannot be played (a path that is not legal, a
/// square that is not empty, a tile the puzzle does not offer).
pub fn board_of(puzzle: &Puzzle, options: &Options, answer: &Answer) -> Result<Board, String> {
    match (&puzzle.ask, answer) {
        (Ask::Place(place), Answer::Squares(sq)) => {
            let free = puzzle.candidates();
            if let Some(s) = sq.iter().find(|s| !free.contains(s)) {
                return Err(t!(speaking(), "psol-not-empty", square = s.to_string()));
            }
            if sq.len() != place.count() {
                return Err(t!(
                    speaking(),
                    "psol-square-count",
                    n = sq.len(),
                    k = place.count()
                ));
            }
            let mut b = *puzzle.scenario.board();
            put(&mut b, place, sq);
            Ok(b)
        }
        (Ask::Move(_), Answer::Paths(paths)) => {
            let moves = play_paths(puzzle, options, paths)?;
            Ok(moves.last().map_or(*puzzle.scenario.board(), |m| m.board))
        }
        (Ask::Tile, Answer::Tile(t)) => {
            if puzzle.tiles.contains(t) {
                Ok(*puzzle.scenario.board())
            } else {
                Err(t!(speaking(), "psol-not-tile", tile = t.to_string()))
            }
        }
        _ => Err(t!(speaking(), "psol-wrong-kind")),
    }
}

/// What the monster removes after a candidate, tile by tile: for a puzzle that picks a
/// tile, only the candidate's own tile; else every distinct tile of the puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome(pub Vec<PawnSet>);

/// Judges candidates of one puzzle: the goal's sets and one walk per board.
pub struct Judge {
    /// Pawns that must be removed.
    pub feed: PawnSet,
    /// Pawns that must not be.
    pub spare: PawnSet,
    /// The distinct tiles.
    pub tiles: Vec<Tile>,
    horizon: Horizon,
    options: Options,
    picks_tile: bool,
}

impl Judge {
    /// The judge of `puzzle` under `options`.
    pub fn of(puzzle: &Puzzle, options: &Options) -> Judge {
        let (feed, spare) = puzzle.feed_and_spare();
        Judge {
            feed,
            spare,
            tiles: distinct_tiles(puzzle),
            horizon: Horizon::of(&puzzle.tiles),
            options: *options,
            picks_tile: puzzle.ask == Ask::Tile,
        }
    }

    /// What each tile removes on `board` (for a tile candidate: that tile alone).
    pub fn outcome(&self, board: &Board, answer: &Answer) -> Outcome {
        let r = search::removals(board, &self.options, self.horizon);
        match answer {
            Answer::Tile(t) if self.picks_tile => Outcome(vec![r.for_tile(*t)]),
            _ => Outcome(self.tiles.iter().map(|&t| r.for_tile(t)).collect()),
        }
    }

    /// What each tile removes with nothing done: the baseline a candidate changes (none for
    /// a puzzle that picks a tile).
    pub fn baseline(&self, puzzle: &Puzzle) -> Option<Outcome> {
        (!self.picks_tile).then(|| {
            let r = search::removals(puzzle.scenario.board(), &self.options, self.horizon);
            Outcome(self.tiles.iter().map(|&t| r.for_tile(t)).collect())
        })
    }

    /// Whether an outcome meets the goal (under every tile it holds).
    pub fn holds(&self, o: &Outcome) -> bool {
        o.0.iter()
            .all(|&r| r & self.feed == self.feed && r & self.spare == 0)
    }
}
