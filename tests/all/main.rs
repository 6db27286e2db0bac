//! The one integration-test binary: every test module of the crate's behaviour.

mod cli;
mod common;
mod facts;
mod loader;
mod monster_rules;
mod page;
mod pawn_moves;
mod pictures;
mod properties;
mod puzzles;
mod rulebook_examples;
mod search;
