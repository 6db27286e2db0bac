//! Furunkulus: the rules engine of *Finstere Flure* (*Fearsome Floors*, F. Friese, 2F-Spiele
//! 2003), with an explained trace of the monster's move.
//!
//! The engine is pure: [`monster::run`] takes a [`board::Board`], a [`rules::Tile`] and the
//! [`rules::Options`], changes the board and reports every decision as an event. Rendering
//! (text, JSON) sits on top in [`render`] and [`trace`]; nothing flows back.
//!
//! ```
//! use furunkulus::{scenario, monster, rules::Tile};
//! let s = scenario::parse("monster: { at: j8, facing: east }\npawns: [ { name: A, at: j2 } ]\n", "x.yaml").unwrap();
//! let mut board = *s.board(); // a small Copy value, no heap
//! let outcome = monster::run(&mut board, Tile::Steps(8), &s.options, &mut ());
//! assert_eq!(outcome.steps, 8);
//! assert_eq!(outcome.removed, 1); // A is eaten on j2
//! ```
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod ai;
pub mod bench;
pub mod board;
pub mod combinations;
pub mod drawing;
pub mod files;
pub mod game;
pub mod geometry;
pub mod i18n;
pub mod monster;
pub mod pawn;
pub mod position;
pub mod puzzle;
pub mod render;
pub mod report;
pub mod rng;
pub mod rulebook;
pub mod rules;
pub mod scenario;
pub mod search;
pub mod serve;
pub mod session;
pub mod setup;
pub mod trace;
