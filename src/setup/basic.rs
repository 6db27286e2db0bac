//! The standard basic setup (B2): 11 stones, a 2x2 and a 4x1 pool, the monster on a1 facing
//! east, the pawns beside the entrance. Defined here once.

use super::{Layout, PoolSpec, Setup};
use crate::board::Board;
use crate::geometry::Square;

const fn at(col: u8, row: u8) -> Square {
    match Square::new(col, row) {
        Some(s) => s,
        None => panic!("a basic setup square is off the board"),
    }
}

/// The basic setup's stones: c3, m4, h5, i6, n6, g7, e8, m8, o9, f10, i10.
pub const STONES: [Square; 11] = [
    at(2, 2),
    at(12, 3),
    at(7, 4),
    at(8, 5),
    at(13, 5),
    at(6, 6),
    at(4, 7),
    at(12, 7),
    at(14, 8),
    at(5, 9),
    at(8, 9),
];

/// The basic setup's pools: 2x2 on i3 (i3, j3, i4, j4) and 4x1 on e9 (e9..h9).
pub const POOLS: [PoolSpec; 2] = [
    PoolSpec {
        at: at(8, 2),
        width: 2,
        height: 2,
    },
    PoolSpec {
        at: at(4, 8),
        width: 4,
        height: 1,
    },
];

/// The basic setup with nothing added (`setup: basic`).
pub fn setup() -> Setup {
    Setup {
        layout: Layout::Basic,
        ..Setup::default()
    }
}

/// The board of the basic setup, with no pawns.
pub fn board() -> Board {
    match setup().validate() {
        Ok(s) => *s.board(),
        // The constants above are a valid setup (a unit test says so).
        Err(_) => Board::empty(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_basic_setup_is_b2() {
        let s = setup().validate().expect("valid");
        let b = s.board();
        let names: Vec<String> = b.pieces().map(|(s, _)| s.to_string()).collect();
        let mut want = vec![
            "c3", "m4", "h5", "i6", "n6", "g7", "e8", "m8", "o9", "f10", "i10",
        ];
        let mut got: Vec<&str> = names.iter().map(String::as_str).collect();
        want.sort();
        got.sort();
        assert_eq!(got, want);
        let pools: Vec<String> = b.pools().map(|s| s.to_string()).collect();
        assert_eq!(pools, ["i3", "j3", "i4", "j4", "e9", "f9", "g9", "h9"]);
        assert_eq!(b.monster(), Square::A1);
        assert_eq!(b.facing(), crate::geometry::Dir::East);
    }
}
