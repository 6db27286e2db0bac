//! A position listed as a setup: its items in one canonical order (pools as rectangles,
//! teleporter pairs named `A`, `B`, ...).

use super::{rect, MonsterSpec, PawnSpec, PieceSpec, PoolSpec, Setup, Spot, TeleporterSpec};
use crate::board::PawnPlace;
use crate::geometry::{Dir, Square};
use crate::position::Position;

impl Setup {
    /// The setup of a valid position, listing what stands on `position`'s board: pieces in
    /// grid order, pools as the rectangles of [`pool_rectangles`], teleporter pairs named
    /// `A`, `B`, ... in grid order of their first teleporter, pawns in id order. Waiting pawns
    /// stay waiting; pawns out or removed are left out. Title, tile and options are empty.
    pub fn of_position(position: &Position) -> Setup {
        let board = position.board();
        let mut setup = Setup {
            monster: MonsterSpec {
                at: Some(board.monster()),
                facing: board.facing(),
            },
            ..Setup::default()
        };
        for (at, piece) in board.pieces() {
            setup.pieces.push(PieceSpec { at, piece });
        }
        setup.pools = pool_rectangles(&board.pools().collect::<Vec<_>>());
        let mut pair = 0u8;
        for (a, b, arrow) in board.teleporters() {
            if a < b {
                let name = position
                    .pair_name(a)
                    .map_or_else(|| pair_name(pair), str::to_string);
                pair += 1;
                setup.teleporters.push(TeleporterSpec {
                    at: a,
                    arrow,
                    pair: name.clone(),
                });
                setup.teleporters.push(TeleporterSpec {
                    at: b,
                    arrow: board.teleporter_arrow(b).unwrap_or(Dir::North),
                    pair: name,
                });
            }
        }
        for id in board.pawn_ids() {
            let at = match board.pawn(id) {
                PawnPlace::At(sq) => Spot::At(sq),
                PawnPlace::Waiting => Spot::Waiting,
                _ => continue,
            };
            let p = position.pawn(id);
            setup.pawns.push(PawnSpec {
                name: p.name.clone(),
                at,
                player: p.player.clone(),
                face: p.face,
            });
        }
        setup
    }
}

/// The name given to the `i`-th teleporter pair of a position with no names: `A`, `B`, ...
pub fn pair_name(i: u8) -> String {
    let mut s = String::new();
    let mut n = i as u32;
    loop {
        s.insert(0, char::from(b'A' + (n % 26) as u8));
        if n < 26 {
            break;
        }
        n = n / 26 - 1;
    }
    s
}

/// Pool squares as rectangles: the squares in grid order, each not yet covered starting a
/// rectangle as wide as the pool row runs, then as tall as every square below is pool too.
/// One canonical cover: two pools side by side come back as one rectangle.
pub fn pool_rectangles(squares: &[Square]) -> Vec<PoolSpec> {
    let set: std::collections::BTreeSet<Square> = squares.iter().copied().collect();
    let mut done = std::collections::BTreeSet::new();
    let mut out = Vec::new();
    for sq in Square::all().filter(|s| set.contains(s)) {
        if done.contains(&sq) {
            continue;
        }
        let free = |c: u8, r: u8| {
            Square::new(c, r).is_some_and(|s| set.contains(&s) && !done.contains(&s))
        };
        let mut w = 1;
        while free(sq.col() + w, sq.row()) {
            w += 1;
        }
        let mut h = 1;
        while (0..w).all(|c| free(sq.col() + c, sq.row() + h)) {
            h += 1;
        }
        for s in rect(sq, w, h).unwrap_or_default() {
            done.insert(s);
        }
        out.push(PoolSpec {
            at: sq,
            width: w,
            height: h,
        });
    }
    out
}
