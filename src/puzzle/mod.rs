//! Monster puzzles with a unique answer, the kind a player meets in a game: "red1 shows 1.
//! Move it so that the monster, drawing the tile prey-1, eats or crushes blue1 and leaves
//! every red pawn on the board."
//!
//! A puzzle is a scenario (docs/FORMAT.md section 1) plus a question. [`solve`] answers it
//! exhaustively; [`measure`] says what a solver has to think through and whether the puzzle is
//! flawed (forced, decomposable); [`explanation`] says why the answer works in the trace's
//! words; [`generate`] builds puzzles from positions that arise in play.
//!
//! # Kinds
//!
//! - `move`: one pawn moves by its visible face; the candidates are its legal results
//!   (docs/FORMAT.md section 4, pushes and slides included); a solution is its path.
//! - `two-moves`: two pawns of one player move in the order given, the second on the board
//!   the first one left; a solution is the two paths.
//! - `safe-square`: one pawn moves where no tile left removes it (goal `survive`, several
//!   tiles).
//! - `predict`: which tile of the list makes the monster remove a pawn (no move: the
//!   candidates are the tiles).
//! - `weapon`: a move (or placement) whose key idea is a weapon: a pawn crushed against the
//!   edge or destroyed on a teleporter (M6), or a pivot stone turning the monster (M9).
//! - `place`: new pawns or stone-like pieces go on empty squares (docs/FORMAT.md section 5).
//! - `feast`: 2F's weekly puzzle: pieces placed as for `place`, then the monster walks
//!   without a step limit until every pawn to feed is removed or it repeats a state; no
//!   tile (see the `feast` module).
//!
//! # The puzzle file
//!
//! A scenario file with one more top-level key, `puzzle:`:
//!
//! ```yaml
//! title: "red1 shows 1. Move it so that the monster, drawing the tile prey-1, eats or crushes blue1 and leaves every red pawn on the board."
//! monster: {at: k6, facing: south}
//! stones: [l6, k7]
//! pawns:
//!   - {name: red1, at: o7, player: red, face: 1}
//!   - {name: blue1, at: m9, player: blue, face: 1}
//!   - {name: blue3, at: k11, player: blue, face: 4}
//!   - {name: green1, at: k10, player: green, face: 6}
//!   - {name: green5, at: k9, player: green, face: 2}
//! puzzle:
//!   kind: move                 # place | move | two-moves | safe-square | predict | weapon
//!   tiles: [prey-1]            # the goal must hold for every tile (predict: pick one)
//!   move: red1                 # or [blue3, blue1] for two moves; or place: {count, player|piece}
//!   goal: {feed: [blue1], spare: red}
//!   solution: [[p7]]           # every answer: a path, two paths, squares, or a tile
//!   explanation: >
//!     red1 goes p7. Step 2, on k7 facing south: red1 is the nearest pawn it sees (5,
//!     left): turns left to face east (M4). Step 5: eats pawn blue1 on m9 (M5). Tempting
//!     but wrong: red1 goes o6. blue1 stays on the board.
//!   features: {candidates: 5, changing: 3, decoys: 2, key_step: 2, settle_step: 5, ideas: [lure], natural: true}
//!   themes: [lure, push]
//!   hints:
//!     - >
//!       The idea: a lure (M4) and a push (M6, P5).
//!     - Look at red1 and blue1.
//!     - >
//!       At step 2, on k7 facing south, the monster decides: red1 is the nearest pawn it
//!       sees (5, left): turns left to face east (M4).
//!     - >
//!       red1 goes p7. Step 2, on k7 facing south: red1 is the nearest pawn it sees (5,
//!       left): turns left to face east (M4). Step 5: eats pawn blue1 on m9 (M5). Tempting
//!       but wrong: red1 goes o6. blue1 stays on the board.
//!   decoys: [l6]               # pieces that only make a tempting wrong candidate fail
//!   score: 2
//!   difficulty: easy
//!   rules: basic
//!   seed: 2003
//!   attempt: 73
//! ```
//!
//! (This is `scenarios/puzzles/basic-move-easy-2003-01.yaml`.) `goal` is `survive` (none of
//! the placed or moved pawns is removed; placing pieces or picking a tile: no pawn at all),
//! or any of `feed: [names]`, `feed-all-of: player`, `spare: player` in one map; a pawn is
//! fed when it is eaten, crushed or destroyed, and the question says so ("eats or crushes",
//! "eats, crushes or destroys" where there are teleporters). `depends-on: [options]` names
//! the rule options the answer needs ([`option_dependence`]); the question then ends with
//! them. Problems in the `puzzle:`
//! section are reported like the scenario's own, with file, line and column, all at once.
//!
//! # Solving
//!
//! Every candidate is played ([`candidates`]) and the monster walked once per board
//! ([`crate::search::removals`] answers every tile); the verdict is `unique`, `none` or
//! `multiple`. A stated move is accepted whatever legal path it takes to the same result.
//!
//! # Measure, difficulty and flaws
//!
//! [`measure`] plays the solution's walks with and without the answer: the `key_step` (the
//! first step where the answer changes the walk), the `settle_step` (the last removal the goal
//! needs, or the whole walk for a goal that only spares), the key `ideas` in between (tie,
//! lure, push, crush, destroy, slide, wall, pivot, teleport), the `candidates`, those that
//! change what the monster removes (`changing`), and the `decoys`: the wrong candidates a
//! player tries (for a move: the natural ones, toward the exit or away from the monster, that
//! change the outcome and fail), and whether the answer itself is `natural`. A puzzle is
//! **forced** when at most one candidate changes anything, and **decomposable** when its two
//! pieces or moves each solve an independent part of the goal; the generator rejects both.
//! [`score`] turns the features into a difficulty; docs/puzzles.md says how it was calibrated.
//!
//! # Generating
//!
//! See [`generate`]'s module: positions from greedy games, a goal with one answer, pieces
//! that play no part taken off, then measured and kept or dropped. Deterministic.
//!
//! # Where things are
//!
//! - `model`: the [`Puzzle`], its [`Kind`], what it [`Ask`]s, the [`Answer`], the question;
//! - `file`: the `puzzle:` section read and checked; `write`: written;
//! - `candidates`: every candidate with the board it leaves, and the [`Judge`];
//! - `solve`: the exhaustive solver and solution traces;
//! - `measure`: the walks, the features, forced and decomposable;
//! - `difficulty`: [`Features`], [`Idea`], [`score`], [`Difficulty`];
//! - `explain`: the explanation stored with a puzzle;
//! - `themes`: the [`Theme`]s read off the solution's trace (lure, tie, hide, push, ...);
//! - `hints`: the ladder of four hints (the idea, the pieces that matter, the key step, the
//!   answer), read off the solution's trace;
//! - `check`: a player's answer judged, right or wrong and why (the web page's puzzle tab);
//! - `stored`: the stored puzzles (`scenarios/puzzles`), embedded at build time;
//! - `feast`: the `feast` kind (issue 28, point 5): the walk without a step limit, the
//!   pruned exhaustive search, its themes, measure, score, words and generator;
//! - `key`: the canonical key, the same for a puzzle with its players renamed or its board
//!   turned (the point symmetry), which keeps duplicates out;
//! - `generate`: the seeded generator and its benchmark;
//! - `book`: a year of weekly puzzles in rising difficulty over every kind, no two alike.

mod book;
mod candidates;
mod check;
mod difficulty;
mod economy;
mod explain;
mod feast;
mod file;
mod generate;
mod hints;
mod key;
mod measure;
mod model;
mod positions;
mod rederive;
mod screen;
mod solve;
mod stored;
mod themes;
mod write;

pub use book::{
    book, book_kinds, kind_seed, refused, to_generate, Book, BookError, BookRequest, Given,
    Skipped, Source, Week, MAX_WEEKS,
};
pub use candidates::{board_of, candidates, play_paths, Candidate, Judge, Outcome};
pub use check::{check_feast_in, check_in, Checked, FeastChecked, MAX_FEAST_STEPS};
pub use difficulty::{score, Difficulty, Features, Idea};
pub use economy::{decoy_labels, named, part_named, parts, roles, without, Part, Role};
pub use explain::{explanation, explanation_in, key_walks, semicolons};
pub use feast::{
    feast as feast_walk, record as record_feast, record_within as record_feast_within,
    search as search_feast, settings as feast_settings, FeastTrace, Search as FeastSearch,
};
pub use file::{load_any, load_file, parse, parse_any};
pub use generate::{
    bench_generate, generate, generate_attempt, generate_avoiding, generate_each, GenerateBench,
    GenerateRequest, Generated, Generation, MAX_ATTEMPTS_PER_PUZZLE,
};
pub use hints::{answer_giveaways, hints, hints_in, says_any, told_hints_in, HINTS};
pub use key::{canonical_key, idea_key, known_keys, puzzle_keys, turn_is_symmetry, turned};
pub use measure::{measure, natural, verdicts, Judged, Measure, Walk};
pub use model::{
    piece_word, sort_placement, sorted_tiles, tile_words, tile_words_in, Answer, Ask, Kind, Place,
    Puzzle, PuzzleGoal, RuleSet, Ways,
};
pub use positions::{pawn_columns, EXPECTIMAX_NODES};
pub use rederive::{file_name, rederive, renamed};
pub use screen::{predict_max_score, refusal, Refusal};
pub use solve::{
    option_dependence, option_settings, puzzle_options, same_answers_under, solve, solve_with,
    stated_solution_error, stated_solution_error_in, stated_solution_matches, trace_solution,
    SolutionTrace, SolveSettings, Solved, Verdict,
};
pub use stored::{stored, stored_ids, stored_keys, STORED};
pub use themes::{themes, Theme};
pub use write::write_puzzle;
