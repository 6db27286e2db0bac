//! The advanced setup (G9, S21): the 17 pieces, where they may stand under the option
//! `keep-clear`, a check of a listed setup, and a seeded random legal setup.

use super::{ErrorKind, Item, Layout, PieceSpec, PoolSpec, Setup, SetupError, TeleporterSpec};
use crate::board::{Board, Piece, PivotKind};
use crate::geometry::{Dir, Square};
use crate::rng::Rng;
use crate::rules::{KeepClear, Options};
use std::collections::BTreeMap;

/// The 11 stones of the game turned to their faces (section 2): 3 stones, 2 crystals, 4
/// pivot-right and 2 pivot-around stones.
pub const PIECES: [Piece; 11] = [
    Piece::Stone,
    Piece::Stone,
    Piece::Stone,
    Piece::Crystal,
    Piece::Crystal,
    Piece::Pivot(PivotKind::Right),
    Piece::Pivot(PivotKind::Right),
    Piece::Pivot(PivotKind::Right),
    Piece::Pivot(PivotKind::Right),
    Piece::Pivot(PivotKind::Around),
    Piece::Pivot(PivotKind::Around),
];

/// The two pools (width, height), each of which may also lie the other way.
pub const POOLS: [(u8, u8); 2] = [(2, 2), (4, 1)];

/// The names of the two teleporter pairs.
pub const PAIRS: [&str; 2] = ["yellow", "green"];

/// Whether G9 keeps `sq` clear under `keep`.
pub fn kept_clear(sq: Square, keep: KeepClear) -> bool {
    let near = |c: Square| {
        (i32::from(sq.col()) - i32::from(c.col())).abs() <= 1
            && (i32::from(sq.row()) - i32::from(c.row())).abs() <= 1
    };
    let next_to_corner = near(Square::A1) || near(Square::P11);
    match keep {
        KeepClear::CornerAnd8Neighbours => next_to_corner,
        KeepClear::French => next_to_corner && !sq.is_corner(),
        KeepClear::English => sq.is_corner(),
    }
}

/// G9 and S21 on a setup whose layout is `advanced`: the listed pieces are the game's 17,
/// off the squares `keep-clear` keeps clear, never on a pool, and no two teleporters are
/// orthogonally adjacent. (Overlaps and pairs are checked by [`Setup::validate`] for every
/// setup.)
pub fn check_setup(setup: &Setup) -> Vec<SetupError> {
    let keep = setup.options.keep_clear;
    let mut errors = Vec::new();
    let mut err = |item, kind| errors.push(SetupError { item, kind });

    // The set of pieces.
    let mut differences = Vec::new();
    for piece in [
        Piece::Stone,
        Piece::Crystal,
        Piece::Pivot(PivotKind::Right),
        Piece::Pivot(PivotKind::Around),
    ] {
        let want = PIECES.iter().filter(|&&p| p == piece).count();
        let got = setup.pieces.iter().filter(|p| p.piece == piece).count();
        if got != want {
            differences.push(count_words(got, want, piece.name()));
        }
    }
    if setup.pools.len() != POOLS.len() {
        differences.push(count_words(setup.pools.len(), POOLS.len(), "pool"));
    } else {
        let mut shapes: Vec<(u8, u8)> = setup
            .pools
            .iter()
            .map(|p| (p.width.min(p.height), p.width.max(p.height)))
            .collect();
        shapes.sort();
        if shapes != [(1, 4), (2, 2)] {
            for (i, p) in setup.pools.iter().enumerate() {
                if !POOLS
                    .iter()
                    .any(|&(w, h)| (p.width, p.height) == (w, h) || (p.width, p.height) == (h, w))
                {
                    err(Item::Pool(i), ErrorKind::AdvancedPoolShape);
                }
            }
            if setup.pools.iter().all(|p| {
                POOLS
                    .iter()
                    .any(|&(w, h)| (p.width, p.height) == (w, h) || (p.width, p.height) == (h, w))
            }) {
                differences.push(crate::t!(crate::i18n::speaking(), "setup-same-pools"));
            }
        }
    }
    if setup.teleporters.len() != 4 {
        differences.push(count_words(setup.teleporters.len(), 4, "teleporter"));
    }
    if !differences.is_empty() {
        err(Item::Layout, ErrorKind::AdvancedSet { differences });
    }

    // Where they stand.
    let mut pool_at: BTreeMap<Square, Item> = BTreeMap::new();
    for (i, p) in setup.pools.iter().enumerate() {
        for sq in p.squares().unwrap_or_default() {
            if kept_clear(sq, keep) {
                err(Item::Pool(i), ErrorKind::KeepClear { square: sq });
                break;
            }
        }
        for sq in p.squares().unwrap_or_default() {
            pool_at.insert(sq, Item::Pool(i));
        }
    }
    for (i, p) in setup.pieces.iter().enumerate() {
        if kept_clear(p.at, keep) {
            err(Item::Piece(i), ErrorKind::KeepClear { square: p.at });
        } else if let Some(&pool) = pool_at.get(&p.at) {
            err(
                Item::Piece(i),
                ErrorKind::OnPoolInSetup { square: p.at, pool },
            );
        }
    }
    for (i, t) in setup.teleporters.iter().enumerate() {
        if kept_clear(t.at, keep) {
            err(Item::Teleporter(i), ErrorKind::KeepClear { square: t.at });
        }
        for (j, u) in setup.teleporters.iter().enumerate().take(i) {
            if Dir::ALL.iter().any(|&d| t.at.step(d) == Some(u.at)) {
                err(
                    Item::Teleporter(i),
                    ErrorKind::TeleportersAdjacent {
                        square: t.at,
                        other: Item::Teleporter(j),
                    },
                );
            }
        }
    }
    errors
}

/// "1 crystal missing", "2 teleporters too many" (`what`: `stone`, `crystal`,
/// `pivot-right`, `pivot-around`, `pool`, `teleporter`).
fn count_words(got: usize, want: usize, what: &'static str) -> String {
    let lang = crate::i18n::speaking();
    if got < want {
        crate::t!(lang, "setup-missing", n = want - got, what = what)
    } else {
        crate::t!(lang, "setup-too-many", n = got - want, what = what)
    }
}

/// The squares a piece may still go on during a random setup: nothing there, not the
/// monster, not a pool or teleporter, not kept clear.
fn free(board: &Board, keep: KeepClear) -> Vec<Square> {
    Square::all()
        .filter(|&s| board.is_open(s) && !kept_clear(s, keep))
        .collect()
}

/// A random legal advanced setup (G9, S21) under `options.keep_clear`, drawn from `rng`: the
/// two pools (each either way), the two teleporter pairs with random arrows, the 11 pieces;
/// the monster on a1 facing east; no pawns. `None` in the rare case the pools could not be
/// placed (100 tries each) or would make an endless slide; draw again.
pub fn random(rng: &mut Rng, options: &Options) -> Option<Setup> {
    let keep = options.keep_clear;
    let mut setup = Setup {
        layout: Layout::Advanced,
        options: *options,
        ..Setup::default()
    };
    let mut b = Board::empty();
    let all: Vec<Square> = Square::all().collect();
    for (w, h) in POOLS {
        let (w, h) = if rng.below(2) == 0 { (w, h) } else { (h, w) };
        let mut placed = false;
        for _ in 0..100 {
            let nw = rng.pick(&all);
            let Some(squares) = super::rect(nw, w, h) else {
                continue;
            };
            if squares
                .iter()
                .any(|&s| kept_clear(s, keep) || b.is_pool(s) || s == b.monster())
            {
                continue;
            }
            for s in squares {
                b.put_pool(s);
            }
            setup.pools.push(PoolSpec {
                at: nw,
                width: w,
                height: h,
            });
            placed = true;
            break;
        }
        if !placed {
            return None;
        }
    }
    if super::endless_slide(&b).is_some() {
        return None;
    }
    for pair in PAIRS {
        for _ in 0..2 {
            let squares: Vec<Square> = free(&b, keep)
                .into_iter()
                .filter(|&s| {
                    !Dir::ALL
                        .iter()
                        .any(|&d| s.step(d).is_some_and(|n| b.is_teleporter(n)))
                })
                .collect();
            if squares.is_empty() {
                return None;
            }
            let s = rng.pick(&squares);
            let arrow = Dir::from_index(rng.below(4) as u8);
            setup.teleporters.push(TeleporterSpec {
                at: s,
                arrow,
                pair: pair.to_string(),
            });
            // Reserve the square until its partner is drawn.
            b.put_teleporters((s, arrow), (s, arrow));
        }
    }
    for piece in PIECES {
        let squares = free(&b, keep);
        if squares.is_empty() {
            return None;
        }
        let s = rng.pick(&squares);
        b.put_piece(s, piece);
        setup.pieces.push(PieceSpec { at: s, piece });
    }
    Some(setup)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Options;

    fn options(keep: KeepClear) -> Options {
        Options {
            keep_clear: keep,
            ..Options::default()
        }
    }

    #[test]
    fn random_setups_are_legal_under_every_keep_clear() {
        for keep in KeepClear::ALL {
            let mut rng = Rng::new(11);
            let mut made = 0;
            for _ in 0..60 {
                if let Some(setup) = random(&mut rng, &options(*keep)) {
                    made += 1;
                    assert_eq!(setup.validate().err(), None, "{keep:?}");
                    let squares = setup
                        .pieces
                        .iter()
                        .map(|p| p.at)
                        .chain(setup.teleporters.iter().map(|t| t.at))
                        .chain(setup.pools.iter().flat_map(|p| p.squares().unwrap()));
                    for s in squares {
                        assert!(!kept_clear(s, *keep), "{s} under {keep:?}");
                    }
                }
            }
            assert!(made > 50, "{keep:?}: {made}");
        }
    }

    #[test]
    fn keep_clear_zones() {
        let sq = |s: &str| s.parse::<Square>().unwrap();
        let k = KeepClear::CornerAnd8Neighbours;
        for s in ["a1", "b1", "a2", "b2", "p11", "o11", "p10", "o10"] {
            assert!(kept_clear(sq(s), k), "{s}");
        }
        assert!(!kept_clear(sq("c1"), k));
        assert!(!kept_clear(sq("a1"), KeepClear::French));
        assert!(kept_clear(sq("b2"), KeepClear::French));
        assert!(kept_clear(sq("p11"), KeepClear::English));
        assert!(!kept_clear(sq("b2"), KeepClear::English));
    }
}
