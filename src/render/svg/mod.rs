//! Pictures of the board, as in the game: the position, the monster's path with its numbered
//! steps, a pawn's moves, risk maps and puzzle sheets, as SVG documents ([`sheet::Sheet`]),
//! and as PNG through [`png`] (resvg with an embedded font, the same on every machine).
//!
//! Pictures read the same values as the text and JSON renderers — a scenario's position, a
//! [`crate::trace::Trace`], [`crate::pawn::PawnMove`]s and [`crate::pawn::Verdict`]s, risk
//! lists, puzzles — so they can never disagree with them.

pub mod board;
pub mod layout;
pub mod palette;
pub mod pieces;
pub mod png;
pub mod sheet;
pub mod trace;

pub use board::{Overlay, Scene};
pub use sheet::{Note, Panel, Sheet};
