//! Puzzles as text and JSON: the answer of `puzzle solve` (FORMAT.md section 5), each
//! solution's explained trace on request, and the reports of `puzzle generate` and of the
//! generator's benchmark.

use super::board::{draw, legend, Marks};
use super::json;
use super::search::tile_names;
use super::trace::trace_text;
use super::Role;
use crate::geometry::Square;
use crate::puzzle::{
    self, piece_word, Features, GenerateBench, Generation, Place, Puzzle, SolutionTrace, Solved,
    Verdict,
};
use crate::report::Style;
use crate::search::members;
use serde_json::{json, Map, Value};
use std::fmt::Write;
use std::path::PathBuf;

/// How many solutions the text lists before it only counts them (JSON lists all).
pub const TEXT_SOLUTIONS: usize = 20;

fn squares(p: &[Square]) -> Vec<String> {
    p.iter().map(|s| s.to_string()).collect()
}

/// `matches`, `differs` or `absent`: the file's stated solution against the solver's.
pub fn stated_word(puzzle: &Puzzle, solved: &Solved) -> &'static str {
    match puzzle::stated_solution_matches(puzzle, solved) {
        Some(true) => "matches",
        Some(false) => "differs",
        None => "absent",
    }
}

/// The pawn names of an id set of the puzzle (placed pawns named too).
pub fn names_of(puzzle: &Puzzle, set: crate::search::PawnSet) -> Vec<String> {
    let placed = puzzle.placed_names();
    let first = puzzle.scenario.pawns().len();
    members(set)
        .map(|id| {
            let i = id.0 as usize;
            if i < first {
                puzzle.scenario.pawns()[i].name.clone()
            } else {
                placed.get(i - first).cloned().unwrap_or_else(|| "?".into())
            }
        })
        .collect()
}

/// The `puzzle solve --format json` document: `verdict` and `solutions` as FORMAT.md
/// section 5, with the question, the counts and, if `traces` is not empty, every solution's
/// trace per tile (FORMAT.md section 3 documents).
pub fn solve_json(puzzle: &Puzzle, solved: &Solved, traces: &[SolutionTrace]) -> Value {
    let mut doc = Map::new();
    doc.insert("verdict".into(), json!(solved.verdict().name()));
    doc.insert(
        "solutions".into(),
        json!(solved
            .solutions
            .iter()
            .map(|p| squares(p))
            .collect::<Vec<_>>()),
    );
    doc.insert("count".into(), json!(solved.solutions.len()));
    if let Some(t) = &puzzle.scenario.title {
        doc.insert("title".into(), json!(t));
    }
    doc.insert("question".into(), json!(puzzle.question()));
    doc.insert("tiles".into(), json!(tile_names(&puzzle.tiles)));
    let place = match &puzzle.place {
        Place::Pawns { count, player } => {
            json!({ "count": count, "player": player, "names": puzzle.placed_names() })
        }
        Place::Pieces { count, piece } => json!({ "count": count, "piece": piece_word(*piece) }),
    };
    doc.insert("place".into(), place);
    let (feed, spare) = puzzle.feed_and_spare();
    doc.insert(
        "goal".into(),
        json!({ "feed": names_of(puzzle, feed), "spare": names_of(puzzle, spare) }),
    );
    doc.insert("placements".into(), json!(solved.placements));
    doc.insert("near_misses".into(), json!(solved.near_misses));
    doc.insert("stated_solution".into(), json!(stated_word(puzzle, solved)));
    if !traces.is_empty() {
        let t: Vec<Value> = traces
            .iter()
            .map(|st| {
                json!({
                    "solution": squares(&st.squares),
                    "tiles": st.traces.iter().map(|t| json::trace(t, st.scenario.pawns(), None)).collect::<Vec<_>>(),
                })
            })
            .collect();
        doc.insert("traces".into(), json!(t));
        // Only the first solutions are traced (`--max-traces`): say how many are not.
        doc.insert(
            "traces_omitted".into(),
            json!(solved.solutions.len().saturating_sub(traces.len())),
        );
    }
    Value::Object(doc)
}

/// A placement in words: "c4 d7 (blue2 on c4, blue3 on d7)".
fn placement_text(puzzle: &Puzzle, p: &[Square]) -> String {
    let list = squares(p).join(" ");
    let names = puzzle.placed_names();
    if names.is_empty() {
        list
    } else {
        let each: Vec<String> = names
            .iter()
            .zip(p)
            .map(|(n, s)| format!("{n} on {s}"))
            .collect();
        format!("{list} ({})", each.join(", "))
    }
}

/// The `puzzle solve` answer in words: the question, the position, the verdict, every
/// solution (up to [`TEXT_SOLUTIONS`]) and, if `traces` is not empty, each solution's
/// explained trace for every tile.
pub fn solve_text(
    puzzle: &Puzzle,
    solved: &Solved,
    traces: &[SolutionTrace],
    style: &Style,
) -> String {
    let palette = &style.palette;
    let s = &puzzle.scenario;
    let mut out = String::new();
    let question = puzzle.question();
    if let Some(t) = &s.title {
        let _ = writeln!(out, "{}", palette.paint(Role::Heading, t));
    }
    if s.title.as_deref() != Some(question.as_str()) {
        let _ = writeln!(out, "{question}");
    }
    let opts = s.options.non_default();
    if !opts.is_empty() {
        let _ = writeln!(out, "Rule options: {}.", opts.join(", "));
    }
    out.push_str(&draw(s.board(), s.position(), &Marks::default(), style));
    out.push_str(&legend(false, style));
    let (feed, spare) = puzzle.feed_and_spare();
    let feed = names_of(puzzle, feed);
    let spare = names_of(puzzle, spare);
    if !feed.is_empty() {
        let _ = writeln!(out, "To be removed: {}.", feed.join(", "));
    }
    if !spare.is_empty() {
        let _ = writeln!(out, "To be spared: {}.", spare.join(", "));
    }
    let n = puzzle.candidates().len();
    let _ = writeln!(
        out,
        "Tried {} placement{} on {n} empty squares; {} came close.",
        solved.placements,
        if solved.placements == 1 { "" } else { "s" },
        solved.near_misses
    );
    match solved.verdict() {
        Verdict::Unique => {
            let line = format!(
                "Unique: the only solution is {}.",
                placement_text(puzzle, &solved.solutions[0])
            );
            let _ = writeln!(out, "{}", palette.paint(Role::Safe, &line));
        }
        Verdict::None => {
            let _ = writeln!(
                out,
                "{}",
                palette.paint(Role::Danger, "No solution: no placement reaches the goal.")
            );
        }
        Verdict::Multiple(k) => {
            let _ = writeln!(
                out,
                "{}",
                palette.paint(Role::Warn, &format!("{k} solutions, not unique:"))
            );
            for p in solved.solutions.iter().take(TEXT_SOLUTIONS) {
                let _ = writeln!(out, "  {}", placement_text(puzzle, p));
            }
            if k > TEXT_SOLUTIONS {
                let _ = writeln!(out, "  ... and {} more", k - TEXT_SOLUTIONS);
            }
        }
    }
    match puzzle::stated_solution_matches(puzzle, solved) {
        Some(true) => {
            let _ = writeln!(out, "The file's stated solution matches.");
        }
        Some(false) => {
            if let Some(e) = puzzle::stated_solution_error(puzzle, solved) {
                let line = format!("The file's stated solution is wrong: {e}.");
                let _ = writeln!(out, "{}", palette.paint(Role::Danger, &line));
            }
        }
        None => {}
    }
    if let (Some(f), Some(d)) = (&puzzle.features, puzzle.difficulty) {
        let _ = writeln!(
            out,
            "Stated: {d}{}; {}.",
            score_text(puzzle.score),
            features_text(f)
        );
    }
    let omitted = solved.solutions.len().saturating_sub(traces.len());
    if !traces.is_empty() && omitted > 0 {
        let _ = writeln!(
            out,
            "Traces of the first {} solutions follow; the other {omitted} are not traced (raise --max-traces to see more).",
            traces.len()
        );
    }
    for st in traces {
        for t in &st.traces {
            let _ = writeln!(out);
            let head = format!(
                "Solution {}, tile {}:",
                squares(&st.squares).join(" "),
                t.tile
            );
            let _ = writeln!(out, "{}", palette.paint(Role::Heading, &head));
            out.push_str(&trace_text(t, st.scenario.position(), None, style));
        }
    }
    // The board and the traces fit already; the prose lines are wrapped here.
    super::fit(&out, style.width)
}

fn score_text(score: Option<u32>) -> String {
    score.map_or(String::new(), |s| format!(" (score {s})"))
}

/// "near misses 12, steps 8, push, wall".
pub fn features_text(f: &Features) -> String {
    let mut parts = vec![
        format!("near misses {}", f.near_misses),
        format!("steps {}", f.steps),
    ];
    parts.extend(f.mechanisms().into_iter().map(str::to_string));
    parts.join(", ")
}

/// What `puzzle generate` made and wrote: one line per file, then the count of attempts.
pub fn generate_text(generation: &Generation, written: &[PathBuf]) -> String {
    let mut out = String::new();
    for (g, path) in generation.puzzles.iter().zip(written) {
        let p = &g.puzzle;
        let _ = writeln!(
            out,
            "wrote {}: {} (score {}); {} with tile{} {}; solution {}; {} (attempt {})",
            path.display(),
            puzzle::Difficulty::of_score(g.score),
            g.score,
            match &p.place {
                Place::Pawns { count, player } => format!(
                    "place {count} {player} pawn{}",
                    if *count == 1 { "" } else { "s" }
                ),
                Place::Pieces { count, piece } => format!(
                    "place {count} {}{}",
                    piece_word(*piece),
                    if *count == 1 { "" } else { "s" }
                ),
            },
            if p.tiles.len() == 1 { "" } else { "s" },
            tile_names(&p.tiles).join(", "),
            squares(&g.solution).join(" "),
            features_text(&g.features),
            g.attempt
        );
    }
    let _ = writeln!(
        out,
        "{} puzzle{} with a unique solution from {} attempt{}.",
        generation.puzzles.len(),
        if generation.puzzles.len() == 1 {
            ""
        } else {
            "s"
        },
        generation.attempts,
        if generation.attempts == 1 { "" } else { "s" }
    );
    if generation.gave_up {
        let _ = writeln!(
            out,
            "gave up: fewer puzzles than asked for were found within {} attempts per puzzle",
            puzzle::MAX_ATTEMPTS_PER_PUZZLE
        );
    }
    out
}

/// The generator's benchmark lines for `furunkulus bench`.
pub fn bench_text(b: &GenerateBench) -> String {
    format!(
        "puzzle generation: {} {} puzzle{}, {} game, seed {}\n  {} attempts in {:.2} s: {:.0} puzzles per minute, {:.2} s per puzzle\n",
        b.puzzles,
        b.request.difficulty,
        if b.puzzles == 1 { "" } else { "s" },
        b.request.rules,
        b.request.seed,
        b.attempts,
        b.seconds,
        b.per_minute(),
        b.seconds_per_puzzle()
    )
}
