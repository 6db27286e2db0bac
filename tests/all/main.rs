//! The one integration-test binary: every test module of the crate's behaviour.

mod ai;
// The end-to-end tests in headless Chromium: `cargo test --features browser`.
#[cfg(feature = "browser")]
mod browser;
mod cli;
mod common;
mod docs;
mod facts;
mod feast;
mod fuzz;
mod game_cli;
mod game_properties;
mod game_records;
mod game_rules;
mod game_session;
mod game_support;
mod ladder;
mod languages;
mod loader;
mod map_labels;
mod maps;
mod monster_rules;
mod outputs;
mod pawn_moves;
mod pictures;
mod properties;
mod puzzle_book;
mod puzzle_calibration;
mod puzzle_economy;
mod puzzle_variety;
mod puzzles;
mod reader_languages;
mod reliability;
mod rulebook_examples;
mod search;
mod serve;
mod serve_abuse;
mod serve_boards;
mod serve_puzzles;
mod table;
mod tables;
mod tables_page_words;
mod terminal;
