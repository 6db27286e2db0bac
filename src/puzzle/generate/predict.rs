//! Predictions (`--kind predict`): the tile each attempt aims at, so that the answers
//! spread over the tiles, and a goal that tile alone meets.

use super::{ever, outcomes, stream};
use crate::board::{PawnId, PawnPlace};
use crate::puzzle::model::{Answer, Kind, Puzzle, PuzzleGoal};
use crate::rng::Rng;
use crate::rules::{Options, Tile};
use crate::search::{bit, PawnSet};

/// What a prediction's attempt asks for (see [`aimed_tile`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Aim {
    /// Only this tile may answer: the attempt fails if it has no goal of its own.
    Only(Tile),
    /// This tile first, then the others (in a drawn order, the two longest walks last).
    First(Tile),
}

/// How many attempts in a row aim at the same tile ([`aimed_tile`]).
pub(super) const AIM_BLOCK: u64 = 64;

/// Where the prediction aims' stream starts in [`Rng::derived`]'s family of a kind's
/// stream (far past any attempt number and [`KIND_STREAMS`]).
const AIM_STREAM: u64 = 0x6169_6d00_0000_0000;

/// The tiles a prediction aims at in turn: the deck's six, the steps, then the prey tiles.
pub(super) const AIMS: [Tile; 6] = [
    Tile::Steps(5),
    Tile::Steps(7),
    Tile::Steps(8),
    Tile::Steps(10),
    Tile::Prey(1),
    Tile::Prey(2),
];

/// The tile attempt `i` of a prediction run of `seed` asks for.
///
/// The monster walks the same way whatever the tile; a tile only says when it stops (M11: a
/// prey tile at its first or second removal). So what the tiles remove grows with the walk,
/// one tile's removals inside the next one's: a pawn only one tile removes is nearly always
/// removed by one of the longest walks, and a shorter tile is the only answer only where its
/// walk removes someone the tile before it does not and the walk after it a player it spares.
/// Left to themselves, 33 of 40 predictions were answered by prey-1 or prey-2
/// (docs/puzzles.md). So the tiles are aimed at in turn ([`AIMS`], from one drawn from the
/// seed), each by [`AIM_BLOCK`] attempts in a row: in that first round only the tile aimed
/// at may answer ([`Aim::Only`]), so a run's first puzzle is answered by its seed's tile where
/// that tile can be asked for in time, else by the next; a tile that fails passes on to the
/// next longer one rather than to prey-2. Later rounds try the tile first ([`Aim::First`]).
pub(super) fn aimed_tile(seed: u64, i: u64) -> Aim {
    let first = Rng::derived(stream(seed, Kind::Predict), AIM_STREAM).below(AIMS.len()) as u64;
    let block = i / AIM_BLOCK;
    let tile = AIMS[((first + block) % AIMS.len() as u64) as usize];
    if block < AIMS.len() as u64 {
        Aim::Only(tile)
    } else {
        Aim::First(tile)
    }
}

/// A prediction's question on `p` (its candidates the tiles left): a goal met by one tile
/// alone, the tile `aim` names ([`prediction_goal`]). Needs at least two tiles that remove
/// someone.
pub(super) fn prediction(
    mut p: Puzzle,
    options: &Options,
    aim: Aim,
    rng: &mut Rng,
) -> Option<Puzzle> {
    let (cands, outs, _) = outcomes(&p, options);
    if outs.iter().filter(|o| ever(o) != 0).count() < 2 {
        return None;
    }
    let removed: Vec<(Tile, PawnSet)> = cands
        .iter()
        .zip(&outs)
        .filter_map(|(c, o)| match c.answer {
            Answer::Tile(t) => Some((t, ever(o))),
            _ => None,
        })
        .collect();
    let order = match aim {
        Aim::Only(tile) => vec![tile],
        Aim::First(tile) => {
            // The others in a drawn order, the two longest walks (the highest number left,
            // prey-2) last: they would answer most.
            let most = |prey: bool| {
                p.tiles
                    .iter()
                    .filter(|t| t.is_prey() == prey)
                    .max()
                    .copied()
            };
            let longest = [most(false), most(true)];
            let mut order: Vec<Tile> = p.tiles.iter().copied().filter(|&t| t != tile).collect();
            rng.shuffle(&mut order);
            order.sort_by_key(|t| longest.contains(&Some(*t)));
            order.insert(0, tile);
            order
        }
    };
    let goal = order
        .into_iter()
        .find_map(|tile| prediction_goal(&p, &removed, tile, rng))?;
    p.goal = goal;
    Some(p)
}

/// The goals `tile` alone meets, given what each tile left removes (`removed`), one drawn:
/// a pawn it removes that no other tile does (the differences between the removal sets:
/// only the shortest walk that removes the pawn), else one it removes with a player it
/// leaves on the board whose pawn every longer walk that removes the first one also removes
/// ("Which one makes the monster eat blue4 and leave every red pawn on the board?").
fn prediction_goal(
    p: &Puzzle,
    removed: &[(Tile, PawnSet)],
    tile: Tile,
    rng: &mut Rng,
) -> Option<PuzzleGoal> {
    let gone = removed.iter().find(|(t, _)| *t == tile)?.1;
    let only = |feed: PawnSet, spare: PawnSet| {
        removed
            .iter()
            .filter(|(_, r)| r & feed == feed && r & spare == 0)
            .count()
            == 1
    };
    let board = p.scenario.board();
    let mut players: Vec<String> = board
        .pawn_ids()
        .filter(|&id| matches!(board.pawn(id), PawnPlace::At(_)))
        .filter_map(|id| p.scenario.pawns()[id.0 as usize].player.clone())
        .collect();
    players.sort();
    players.dedup();
    let mut plain: Vec<PawnId> = Vec::new();
    let mut spared: Vec<(PawnId, String)> = Vec::new();
    for id in board.pawn_ids().filter(|&id| gone & bit(id) != 0) {
        if only(bit(id), 0) {
            plain.push(id);
            continue;
        }
        for player in &players {
            let theirs = p.player_set(player);
            if theirs & bit(id) == 0 && theirs & gone == 0 && only(bit(id), theirs) {
                spared.push((id, player.clone()));
            }
        }
    }
    let (target, spare) = if !plain.is_empty() {
        (plain[rng.below(plain.len())], None)
    } else if !spared.is_empty() {
        let (id, player) = spared[rng.below(spared.len())].clone();
        (id, Some(player))
    } else {
        return None;
    };
    Some(PuzzleGoal::FeedSpare {
        feed: vec![p.scenario.pawn_name(target).to_string()],
        feed_all_of: None,
        spare,
    })
}
