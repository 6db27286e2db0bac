//! One answer of a puzzle, as the file writes it and as JSON.

use std::fmt;

use crate::geometry::Square;
use crate::pawn::Dest;
use crate::rules::Tile;

/// One answer of a puzzle: what the solver chose.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Answer {
    /// The squares of the placed things, sorted by column then row.
    Squares(Vec<Square>),
    /// One path per moving pawn, in order: docs/FORMAT.md section 4's `path` (the square after
    /// each point; `out` when it leaves; empty when it stays).
    Paths(Vec<Vec<Dest>>),
    /// The tile.
    Tile(Tile),
}

impl Answer {
    /// The answer as docs/FORMAT.md section 5 lists a solution: a placement's squares, a move's
    /// path, two moves' two paths, a tile in a list of one.
    pub fn json(&self) -> serde_json::Value {
        let path = |p: &[Dest]| p.iter().map(|d| d.to_string()).collect::<Vec<_>>();
        match self {
            Answer::Squares(s) => {
                serde_json::json!(s.iter().map(|q| q.to_string()).collect::<Vec<_>>())
            }
            Answer::Paths(ps) if ps.len() == 1 => serde_json::json!(path(&ps[0])),
            Answer::Paths(ps) => serde_json::json!(ps.iter().map(|p| path(p)).collect::<Vec<_>>()),
            Answer::Tile(t) => serde_json::json!([t.to_string()]),
        }
    }
}

impl fmt::Display for Answer {
    /// `a4 g6`, `n4 m4 m5`, `n4 m4; h6 h5` (`-` for staying put), `10`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let path = |p: &[Dest]| {
            if p.is_empty() {
                "-".to_string()
            } else {
                p.iter()
                    .map(|d| d.to_string())
                    .collect::<Vec<_>>()
                    .join(" ")
            }
        };
        match self {
            Answer::Squares(s) => f.write_str(
                &s.iter()
                    .map(|q| q.to_string())
                    .collect::<Vec<_>>()
                    .join(" "),
            ),
            Answer::Paths(ps) => {
                f.write_str(&ps.iter().map(|p| path(p)).collect::<Vec<_>>().join("; "))
            }
            Answer::Tile(t) => write!(f, "{t}"),
        }
    }
}
