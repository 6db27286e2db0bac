//! Pictures of the board, as in the game: the position, the monster's path with its numbered
//! steps, a pawn's moves, risk maps and puzzle sheets, as SVG documents ([`sheet::Sheet`]),
//! and as PNG through [`png`] (resvg with an embedded font, the same on every machine).
//!
//! Pictures read the same values as the text and JSON renderers — a scenario's position, a
//! [`crate::trace::Trace`], [`crate::pawn::PawnMove`]s and [`crate::pawn::Verdict`]s, risk
//! lists, puzzles — so they can never disagree with them.
//!
//! Anything that is a board with pawns draws the same way: a [`Scene`] (a board, its pawns,
//! its teleporter pairs' names) in a [`Panel`] with notes under it, in a [`Sheet`] with a
//! title. A game state, say, is a panel of its position with the round, the turn and the
//! tiles left as notes:
//!
//! ```
//! use furunkulus::render::svg::{Note, Overlay, Panel, Scene, Sheet};
//! use furunkulus::setup::Setup;
//! let s = Setup::basic().validate().unwrap();
//! let panel = Panel {
//!     heading: Some("Round 1, turn 3: red to play".into()),
//!     scene: Scene::of(&s),
//!     overlay: Overlay::default(),
//!     notes: vec![Note::plain("Tiles left: 5, 7, 8, 10, prey-1")],
//! };
//! let svg = Sheet::single(Some("A game".into()), panel).to_svg();
//! assert!(svg.starts_with("<svg") && svg.contains("Tiles left"));
//! ```

pub mod board;
pub mod ladder;
pub mod layout;
pub mod moves;
pub mod palette;
pub mod paper;
pub mod pieces;
pub mod plot;
pub mod png;
pub mod puzzle;
pub mod risk;
pub mod sheet;
pub mod trace;

pub use board::{Overlay, Scene};
pub use sheet::{Note, Panel, Sheet};

use crate::i18n::Lang;
use crate::scenario::Scenario;

/// The position of a scenario, under its title, its words in `lang` (`show`).
pub fn position(s: &Scenario, lang: Lang) -> Sheet<'_> {
    Sheet::single(
        s.title.clone(),
        Panel {
            heading: None,
            scene: Scene::of(s).with_lang(lang),
            overlay: Overlay::default(),
            notes: Vec::new(),
        },
    )
}
