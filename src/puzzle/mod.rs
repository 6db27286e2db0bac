//! Monster puzzles with a unique answer: "place your two pawns so that the monster, drawing
//! an 8, eats both of your opponent's pawns and none of yours".
//!
//! A puzzle is a scenario (FORMAT.md section 1) plus a question. [`solve`] answers it
//! exhaustively; [`generate`] builds random puzzles that have exactly one answer and states
//! how hard they are from measured features.
//!
//! # The puzzle file
//!
//! A puzzle file is a scenario file with one more top-level key, `puzzle:`. Everything the
//! scenario format allows (`setup: basic`, stones, pivots, teleporters, pools, pawns,
//! options) means what it means there.
//!
//! ```yaml
//! title: "Place 2 blue pawns so that the monster, drawing an 8, eats every red pawn and no blue pawn."
//! setup: basic
//! monster: {at: h3, facing: south}
//! pawns:
//!   - {name: red1, at: d2, player: red}
//!   - {name: blue1, at: g2, player: blue}
//! puzzle:
//!   tiles: [8]                        # the goal must hold for every tile listed
//!   place: {count: 2, player: blue}   # 2 new blue pawns, named blue2 and blue3
//!   goal: {feed-all-of: red, spare: blue}
//!   solution: [[a4, g6]]              # optional: every answer, each a set of squares
//!   features: {near_misses: 748, steps: 8, push: false, slide: false, wall: false, pivot: false, teleporter: false}
//!   score: 5                          # optional, as are the keys below
//!   difficulty: hard                  # easy | medium | hard
//!   rules: basic                      # basic | advanced
//!   seed: 8                           # the generator's --seed
//!   attempt: 1774                     # which attempt of that seed made it
//! ```
//!
//! (This is `scenarios/puzzles/basic-hard-8-22.yaml`, made by `furunkulus puzzle generate
//! --seed 8 --count 22 --difficulty hard`. The answer: blue2 on a4 draws the monster west at
//! step 2; blue3 on g6 then ties with blue1 at step 3, so it keeps heading west, sees red1
//! at step 6 and eats it at step 7.)
//!
//! - `tiles`: a list of tiles as in the scenario's `tile:` (`8`, `prey-1`); the goal must
//!   hold for each one (each played alone on the same position). It may be left out if the
//!   scenario has `tile:`; giving both is an error.
//! - `place`: what the solver puts on the board. Either `{ count: K, player: P }`: K new
//!   pawns of player P, named `P1`, `P2`, ... with the lowest numbers not yet taken; or
//!   `{ count: K, piece: stone }` (also `crystal`, `pivot-right`, `pivot-around`). They go
//!   on the candidate squares of FORMAT.md section 5 ([`crate::search::candidates`]: no piece,
//!   no pawn, not the monster, not a pool or teleporter). Placed pieces are interchangeable,
//!   so a placement is a *set* of squares, written sorted by column then row.
//! - `goal`: one of
//!   - `survive`: none of the placed pawns is removed (when pieces are placed: no pawn at
//!     all is removed);
//!   - `{ feed: [A, B] }`: the scenario's pawns named are all removed (eaten, crushed or
//!     destroyed); also written as the word `feed [A, B]`;
//!   - `{ feed-all-of: red }`: every pawn of player red is removed;
//!   - `{ spare: blue }`: no pawn of player blue is removed (placed ones included);
//!   - any combination of `feed`, `feed-all-of` and `spare` in one map: all of it must hold,
//!     e.g. `{ feed-all-of: red, spare: blue }`, "eat theirs, not mine".
//! - `solution`: a list of placements, each a list of `count` squares. `[]` states that
//!   there is none. `furunkulus puzzle solve` says whether it matches the solver's answer.
//! - `features`, `score`, `difficulty`, `rules`, `seed`, `attempt`: what the generator
//!   measured and how it made the puzzle (see below). They are read and kept; the solver
//!   does not need them.
//!
//! Problems in the `puzzle:` section are reported like the scenario's own, with file, line
//! and column, all at once.
//!
//! # Solving
//!
//! [`solve`] tries every set of `count` candidate squares, puts the pieces there, plays each
//! tile on a copy of the board (one walk answers every tile: [`crate::search::removals`]) and
//! checks the goal with [`crate::search::Goal`]. The verdict is `unique`, `none` or
//! `multiple` (with the number of solutions).
//!
//! # Generating and difficulty
//!
//! [`generate`] is deterministic: attempt number `i` of seed `s` draws everything from
//! `rng::Rng` seeded from `s` and `i` alone, and attempts are taken in order, so the same
//! request writes byte-identical files. An attempt draws a position (basic: the standard
//! basic setup, B2; advanced: the 11 pieces turned to their faces, 2 pools and 2 teleporter
//! pairs placed at random keeping G9: nothing on or next to a corner, teleporters not
//! orthogonally adjacent), the monster on a free square facing any way, 1 to 3 red pawns to
//! feed and 0 to 2 blue pawns to spare (each within 6 squares of the monster, counted along
//! rows and columns, where there is room), one or two tiles of the deck, and a question:
//! most often "place K blue pawns so that every red pawn is eaten and no blue one", else
//! "place K stones" with that goal or with `survive`. Easy attempts place one piece and
//! play one numbered tile; medium ones place one or two and may play a prey tile; hard ones
//! place two and sometimes play two tiles. A question whose goal already holds with nothing
//! placed is dropped at once. The generator keeps the puzzle only if the solver finds
//! exactly one solution and the puzzle's measured difficulty is the one asked for.
//!
//! The features, measured on the puzzle and its unique solution:
//! - `near_misses`: placements that are not solutions but come close. A placement comes close
//!   if it changes what the monster removes (under some tile, the pawns removed differ from
//!   those removed with nothing placed; a placed pawn being removed counts) and either fails
//!   exactly one condition (one condition = one pawn that must be removed, or must not be,
//!   under one tile), or, under every tile, removes some of the pawns to feed and none of the
//!   pawns to spare. Placements that change nothing are not tempting, so they never count.
//! - `steps`: the most monster steps walked under any tile, with the solution placed.
//! - `push`, `slide`, `wall`, `pivot`, `teleporter`: whether the solution's traces (every
//!   tile) hold a push (M6), a slide of the monster or of a pushed piece (M7, P8), a wall
//!   crossing (M8), a pivot turn (M9) or a teleport (M10).
//!
//! The score ([`score`]) adds:
//! - 2 for every placed piece beyond the first, and 1 for every tile beyond the first;
//! - 1 for each of push, slide, wall, pivot, teleporter that occurs;
//! - 1 if the monster walks 10 steps or more;
//! - for near misses: 0 below 4, 1 for 4 to 15, 2 for 16 to 63, 3 for 64 or more.
//!
//! Difficulty: `easy` up to 2 points, `medium` 3 to 4 points, `hard` 5 points or more.
//!
//! # Where things are
//!
//! - `model`: the [`Puzzle`] (scenario, tiles, [`Place`], [`PuzzleGoal`]), the placed pawns'
//!   names, the goal as pawn sets, and the question in words;
//! - `file`: the `puzzle:` section read and checked ([`parse`], [`load_file`]) and written;
//! - `solve`: the exhaustive solver ([`solve`], [`solve_with`]) and solution traces;
//! - `difficulty`: the [`Features`] measured on a solution, the [`score`] and [`Difficulty`];
//! - `generate`: the seeded generator ([`generate`]) and its measurement ([`bench_generate`]).

mod candidates;
mod difficulty;
mod explain;
mod file;
mod generate;
mod measure;
mod model;
mod solve;

pub use candidates::{board_of, candidates, play_paths, Candidate};
pub use difficulty::{score, Difficulty, Features, Idea};
pub use explain::{explanation, key_walks};
pub use file::{load_any, load_file, parse, parse_any, write_puzzle};
pub use generate::{
    bench_generate, generate, generate_each, GenerateBench, GenerateRequest, Generated, Generation,
    MAX_ATTEMPTS_PER_PUZZLE,
};
pub use measure::{measure, natural, Measure, Walk};
pub use model::{
    piece_word, sort_placement, sorted_tiles, tile_words, Answer, Ask, Kind, Place, Puzzle,
    PuzzleGoal, RuleSet, Ways,
};
pub use solve::{
    solve, solve_with, stated_solution_error, stated_solution_matches, trace_solution,
    SolutionTrace, SolveSettings, Solved, Verdict,
};
