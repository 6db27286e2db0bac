//! Puzzles as text and JSON: the answer of `puzzle solve` (docs/FORMAT.md section 5), each
//! solution's explained trace on request, and the reports of `puzzle generate` and of the
//! generator's benchmark.

use super::board::{draw, legend, Marks};
use super::json;
use super::search::tile_names;
use super::trace::trace_text;
use super::Role;
use crate::i18n::{Fixed, Lang, Word};
use crate::puzzle::{
    self, piece_word, Answer, Ask, Features, GenerateBench, Generation, Place, Puzzle,
    SolutionTrace, Solved, Verdict,
};
use crate::report::Style;
use crate::search::members;
use crate::t;
use serde_json::{json, Map, Value};
use std::fmt::Write;
use std::path::PathBuf;

/// How many solutions the text lists before it only counts them (JSON lists all).
pub const TEXT_SOLUTIONS: usize = 20;

/// `matches`, `differs` or `absent`: the file's stated solution against the solver's.
pub fn stated_word(solved: &Solved) -> &'static str {
    match puzzle::stated_solution_matches(solved) {
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

/// What the solver chooses, as JSON: `{ "place": {...} }`, `{ "move": [names] }` or
/// `{ "pick": "tile" }`.
fn ask_json(puzzle: &Puzzle) -> (&'static str, Value) {
    match &puzzle.ask {
        Ask::Place(Place::Pawns { count, player }) => (
            "place",
            json!({ "count": count, "player": player, "names": puzzle.placed_names() }),
        ),
        Ask::Place(Place::Pieces { count, piece }) => (
            "place",
            json!({ "count": count, "piece": piece_word(*piece) }),
        ),
        Ask::Move(names) => ("move", json!(names)),
        Ask::Tile => ("pick", json!("tile")),
    }
}

/// The `puzzle solve --format json` document: `verdict` and `solutions` as docs/FORMAT.md
/// section 5 (a placement's squares, a move's path, two moves' two paths, a tile in a list
/// of one), with the kind, the question, the counts, the explanation if asked or stated,
/// and, if `traces` is not empty, every solution's trace per tile (docs/FORMAT.md section 3)
/// and how many solutions were not traced. [`solve_json_pieces`] writes the same document
/// one trace at a time.
pub fn solve_json(
    puzzle: &Puzzle,
    solved: &Solved,
    traces: &[SolutionTrace],
    explanation: Option<&str>,
) -> Value {
    let mut doc = solve_json_head(puzzle, solved, explanation);
    if !traces.is_empty() {
        let t: Vec<Value> = traces.iter().map(solution_trace_json).collect();
        doc.insert("traces".into(), json!(t));
        // Only the first solutions are traced (`--max-traces`): say how many are not.
        doc.insert(
            "traces_omitted".into(),
            json!(solved.solutions.len().saturating_sub(traces.len())),
        );
    }
    Value::Object(doc)
}

/// One solution's traces in the `traces` of [`solve_json`].
fn solution_trace_json(st: &SolutionTrace) -> Value {
    json!({
        "solution": st.answer.json(),
        "tiles": st.traces.iter().map(|t| json::trace(t, st.scenario.pawns(), None)).collect::<Vec<_>>(),
    })
}

/// [`solve_json`]'s document as printed ([`super::json_text`]), in pieces: everything before
/// the traces, then each trace as `traces` makes it, then the end — the same bytes, without
/// ever holding every trace at once (there may be thousands).
pub fn solve_json_pieces<'a>(
    puzzle: &'a Puzzle,
    solved: &'a Solved,
    traces: impl Iterator<Item = SolutionTrace> + 'a,
    explanation: Option<&'a str>,
) -> impl Iterator<Item = String> + 'a {
    let mut traces = traces.peekable();
    let head = solve_json_head(puzzle, solved, explanation);
    if traces.peek().is_none() {
        let whole = super::json_text(&Value::Object(head));
        return Box::new(std::iter::once(whole)) as Box<dyn Iterator<Item = String>>;
    }
    // The head without its closing brace, then the traces as the pretty printer lays out an
    // array at the document's first level: each element on its own lines, four spaces in.
    let mut text = super::json_text(&Value::Object(head));
    text.truncate(text.trim_end().len() - 1);
    let text = format!("{},\n  \"traces\": [", text.trim_end());
    let count = std::rc::Rc::new(std::cell::Cell::new(0usize));
    let counted = count.clone();
    let body = traces.map(move |st| {
        let element = super::json_text(&solution_trace_json(&st));
        let mut piece = String::from(if counted.get() == 0 { "\n" } else { ",\n" });
        for line in element.trim_end().lines() {
            piece.push_str("    ");
            piece.push_str(line);
            piece.push('\n');
        }
        piece.pop();
        counted.set(counted.get() + 1);
        piece
    });
    let total = solved.solutions.len();
    let end = std::iter::once(()).map(move |()| {
        format!(
            "\n  ],\n  \"traces_omitted\": {}\n}}\n",
            total.saturating_sub(count.get())
        )
    });
    Box::new(std::iter::once(text).chain(body).chain(end))
}

/// [`solve_json`]'s document without its traces.
fn solve_json_head(
    puzzle: &Puzzle,
    solved: &Solved,
    explanation: Option<&str>,
) -> Map<String, Value> {
    let mut doc = Map::new();
    doc.insert("verdict".into(), json!(solved.verdict().name()));
    doc.insert(
        "solutions".into(),
        json!(solved
            .solutions
            .iter()
            .map(Answer::json)
            .collect::<Vec<_>>()),
    );
    doc.insert("count".into(), json!(solved.solutions.len()));
    question_json(puzzle, &mut doc);
    doc.insert("candidates".into(), json!(solved.candidates));
    doc.insert("stated_solution".into(), json!(stated_word(solved)));
    if let Some(e) = explanation {
        doc.insert("explanation".into(), json!(e));
    }
    if let Some(d) = puzzle.difficulty {
        doc.insert("difficulty".into(), json!(d.name()));
    }
    if let Some(f) = &puzzle.features {
        doc.insert("features".into(), json!(f));
    }
    if let Some(themes) = &puzzle.themes {
        let names: Vec<&str> = themes.iter().map(|t| t.name()).collect();
        doc.insert("themes".into(), json!(names));
    }
    if let Some(hints) = &puzzle.hints {
        doc.insert("hints".into(), json!(hints));
    }
    doc
}

/// The question's part of a puzzle's documents, in order: `kind`, `title`, `question`,
/// `tiles`, what is chosen, and the `goal`.
fn question_json(puzzle: &Puzzle, doc: &mut Map<String, Value>) {
    doc.insert("kind".into(), json!(puzzle.kind.name()));
    if let Some(t) = &puzzle.scenario.title {
        doc.insert("title".into(), json!(t));
    }
    doc.insert("question".into(), json!(puzzle.question()));
    doc.insert("tiles".into(), json!(tile_names(&puzzle.tiles)));
    let (key, value) = ask_json(puzzle);
    doc.insert(key.into(), value);
    let (feed, spare) = puzzle.feed_and_spare();
    doc.insert(
        "goal".into(),
        json!({ "feed": names_of(puzzle, feed), "spare": names_of(puzzle, spare) }),
    );
}

/// The `puzzle solve --hint N --format json` document: the question (kind, title, question,
/// tiles, what is chosen, the goal, the difficulty), `hint` (N), `hints_total` (4) and
/// `hints`, the first N hints. Before the fourth hint nothing gives the answer away: no
/// verdict, solutions, explanation, features or themes; with the fourth, the whole
/// [`solve_json`] head as well.
pub fn hint_json(puzzle: &Puzzle, solved: &Solved, explanation: Option<&str>, n: u8) -> Value {
    let all = puzzle.hints.clone().unwrap_or_default();
    let n = usize::from(n).min(all.len());
    let mut doc = if n >= puzzle::HINTS {
        solve_json_head(puzzle, solved, explanation)
    } else {
        let mut doc = Map::new();
        question_json(puzzle, &mut doc);
        if let Some(d) = puzzle.difficulty {
            doc.insert("difficulty".into(), json!(d.name()));
        }
        doc
    };
    doc.insert("hint".into(), json!(n));
    doc.insert("hints_total".into(), json!(all.len()));
    doc.insert("hints".into(), json!(all[..n]));
    Value::Object(doc)
}

/// `puzzle solve --hint N` in words: the question and the position, then the first N of
/// `hints` (in the style's language), each under its number. The answer only comes with the
/// fourth.
pub fn hint_text(puzzle: &Puzzle, hints: &[String], n: u8, style: &Style) -> String {
    let mut out = question_lines(puzzle, style);
    for (i, h) in hints.iter().take(usize::from(n)).enumerate() {
        let label = t!(
            style.lang,
            "puzzle-hint-label",
            n = i + 1,
            total = hints.len()
        );
        // The file's words, line by line: nothing in them reaches the terminal as a control.
        let h: Vec<_> = h.lines().map(super::escaped).collect();
        let _ = writeln!(
            out,
            "{} {}",
            style.palette.paint(Role::Heading, &label),
            h.join("\n")
        );
    }
    super::fit(&out, style.width)
}

/// An answer in English words: "c4 d7 (blue2 on c4, blue3 on d7)", "blue3 n4 m4 m5",
/// "blue3 n4 m4, then blue5 h6 h5", "the 10" ([`answer_text_in`]).
pub fn answer_text(puzzle: &Puzzle, answer: &Answer) -> String {
    answer_text_in(Lang::En, puzzle, answer)
}

/// An answer in words in `lang`.
pub fn answer_text_in(lang: Lang, puzzle: &Puzzle, answer: &Answer) -> String {
    match (answer, &puzzle.ask) {
        (Answer::Squares(p), _) => {
            let list: Vec<String> = p.iter().map(|s| s.to_string()).collect();
            let names = puzzle.placed_names();
            if names.is_empty() {
                list.join(" ")
            } else {
                let each: Vec<String> = names
                    .iter()
                    .zip(p)
                    .map(|(n, s)| t!(lang, "puzzle-answer-on", pawn = n.as_str(), at = *s))
                    .collect();
                format!("{} ({})", list.join(" "), each.join(", "))
            }
        }
        (Answer::Paths(paths), Ask::Move(names)) => {
            let mut out = String::new();
            for (i, (n, p)) in names.iter().zip(paths).enumerate() {
                let one = if p.is_empty() {
                    t!(lang, "puzzle-answer-stays-put", pawn = n.as_str())
                } else {
                    let steps: Vec<String> = p.iter().map(|d| d.word(lang).into_owned()).collect();
                    t!(
                        lang,
                        "puzzle-answer-path",
                        pawn = n.as_str(),
                        path = steps.join(" ")
                    )
                };
                out = if i == 0 {
                    one
                } else {
                    t!(lang, "puzzle-answer-path-then", first = out, next = one)
                };
            }
            out
        }
        (Answer::Tile(t), _) => puzzle::tile_words_in(lang, *t),
        (a, _) => a.to_string(),
    }
}

/// What the solver tried, in words: "Tried the 23 legal results of blue3 (4 points).",
/// "Tried 4,186 placements on 92 empty squares.", "Tried the 4 tiles."
fn tried_text(lang: Lang, puzzle: &Puzzle, solved: &Solved) -> String {
    let n = solved.candidates;
    match &puzzle.ask {
        Ask::Place(_) => t!(
            lang,
            "puzzle-tried-place",
            n = n,
            squares = puzzle.candidates().len()
        ),
        Ask::Move(names) if names.len() == 1 => {
            let face = puzzle.movers().first().map_or(0, |m| m.1);
            t!(
                lang,
                "puzzle-tried-move",
                n = n,
                pawn = names[0].as_str(),
                face = face
            )
        }
        Ask::Move(names) => t!(
            lang,
            "puzzle-tried-moves",
            n = n,
            pawns = crate::i18n::and_list(lang, names)
        ),
        Ask::Tile => t!(lang, "puzzle-tried-tiles", n = n),
    }
}

/// The `puzzle solve` answer in words: the question, the position, the verdict, every
/// solution (up to [`TEXT_SOLUTIONS`]), the explanation if given, and, if `traces` is not
/// empty, each solution's explained trace for every tile. [`solve_text_pieces`] writes the
/// same text one solution's traces at a time.
pub fn solve_text(
    puzzle: &Puzzle,
    solved: &Solved,
    traces: &[SolutionTrace],
    explanation: Option<&str>,
    style: &Style,
) -> String {
    let mut out = solve_text_head(puzzle, solved, traces.len(), explanation, style);
    for st in traces {
        out.push_str(&solution_trace_text(puzzle, st, style));
    }
    out
}

/// [`solve_text`] in pieces: everything before the traces (saying that the first `traced`
/// solutions are traced), then each solution's traces as `traces` makes them.
pub fn solve_text_pieces<'a>(
    puzzle: &'a Puzzle,
    solved: &'a Solved,
    traced: usize,
    traces: impl Iterator<Item = SolutionTrace> + 'a,
    explanation: Option<&str>,
    style: &'a Style,
) -> impl Iterator<Item = String> + 'a {
    std::iter::once(solve_text_head(puzzle, solved, traced, explanation, style))
        .chain(traces.map(move |st| solution_trace_text(puzzle, &st, style)))
}

/// One solution's explained traces, a tile after another.
fn solution_trace_text(puzzle: &Puzzle, st: &SolutionTrace, style: &Style) -> String {
    let mut out = String::new();
    for t in &st.traces {
        let _ = writeln!(out);
        let head = t!(
            style.lang,
            "puzzle-solution-tile",
            answer = answer_text_in(style.lang, puzzle, &st.answer),
            tile = t.tile
        );
        let _ = writeln!(out, "{}", style.palette.paint(Role::Heading, &head));
        out.push_str(&trace_text(t, st.scenario.position(), None, style));
    }
    // The board and the trace fit already; the prose lines are wrapped here.
    super::fit(&out, style.width)
}

/// [`solve_text`] up to the traces.
fn solve_text_head(
    puzzle: &Puzzle,
    solved: &Solved,
    traced: usize,
    explanation: Option<&str>,
    style: &Style,
) -> String {
    let palette = &style.palette;
    let lang = style.lang;
    let mut out = question_lines(puzzle, style);
    let _ = writeln!(out, "{}", tried_text(lang, puzzle, solved));
    match solved.verdict() {
        Verdict::Unique => {
            let line = t!(
                lang,
                "puzzle-unique",
                answer = answer_text_in(lang, puzzle, &solved.solutions[0])
            );
            let _ = writeln!(out, "{}", palette.paint(Role::Safe, &line));
        }
        Verdict::None => {
            let _ = writeln!(
                out,
                "{}",
                palette.paint(Role::Danger, &t!(lang, "puzzle-none"))
            );
        }
        Verdict::Multiple(k) => {
            let _ = writeln!(
                out,
                "{}",
                palette.paint(Role::Warn, &t!(lang, "puzzle-multiple", n = k))
            );
            for p in solved.solutions.iter().take(TEXT_SOLUTIONS) {
                let _ = writeln!(out, "  {}", answer_text_in(lang, puzzle, p));
            }
            if k > TEXT_SOLUTIONS {
                let _ = writeln!(out, "  {}", t!(lang, "puzzle-more", n = k - TEXT_SOLUTIONS));
            }
        }
    }
    match puzzle::stated_solution_matches(solved) {
        Some(true) => {
            let _ = writeln!(out, "{}", t!(lang, "puzzle-stated-matches"));
        }
        Some(false) => {
            if let Some(e) = puzzle::stated_solution_error_in(lang, puzzle, solved) {
                let line = t!(lang, "puzzle-stated-wrong", error = e);
                let _ = writeln!(out, "{}", palette.paint(Role::Danger, &line));
            }
        }
        None => {}
    }
    if let (Some(f), Some(d)) = (&puzzle.features, puzzle.difficulty) {
        let _ = writeln!(
            out,
            "{}",
            t!(
                lang,
                "puzzle-stated",
                kind = puzzle.kind.name(),
                difficulty = d.name(),
                score = score_text(lang, puzzle.score),
                features = features_text_in(lang, f)
            )
        );
    }
    if let Some(themes) = puzzle.themes.as_ref().filter(|t| !t.is_empty()) {
        let words: Vec<String> = themes.iter().map(|t| t.words(lang)).collect();
        let _ = writeln!(
            out,
            "{}",
            t!(
                lang,
                "puzzle-themes",
                themes = crate::i18n::and_list(lang, &words)
            )
        );
    }
    if let Some(e) = explanation {
        // The file's words, line by line: nothing in them reaches the terminal as a control.
        let e: Vec<_> = e.lines().map(super::escaped).collect();
        let _ = writeln!(
            out,
            "{} {}",
            palette.paint(Role::Heading, &t!(lang, "puzzle-why")),
            e.join("\n")
        );
    }
    let omitted = solved.solutions.len().saturating_sub(traced);
    if traced > 0 && omitted > 0 {
        let _ = writeln!(
            out,
            "{}",
            t!(
                lang,
                "puzzle-traces-omitted",
                traced = traced,
                omitted = omitted
            )
        );
    }
    // The board fits already; the prose lines are wrapped here.
    super::fit(&out, style.width)
}

fn score_text(lang: Lang, score: Option<u32>) -> String {
    score.map_or(String::new(), |s| t!(lang, "puzzle-score", score = s))
}

/// "key step 3, settled at step 6, ideas tie and push, 5 tempting wrong candidates of 23".
pub fn features_text(f: &Features) -> String {
    features_text_in(Lang::En, f)
}

/// [`features_text`] in `lang`.
pub fn features_text_in(lang: Lang, f: &Features) -> String {
    let mut parts = vec![
        t!(lang, "puzzle-feature-key-step", step = f.key_step),
        t!(lang, "puzzle-feature-settled", step = f.settle_step),
    ];
    if !f.ideas.is_empty() {
        let ideas: Vec<String> = f
            .ideas
            .iter()
            .map(|i| t!(lang, "puzzle-idea", idea = i.name()))
            .collect();
        parts.push(t!(lang, "puzzle-feature-ideas", ideas = ideas.join(", ")));
    }
    parts.push(t!(
        lang,
        "puzzle-feature-decoys",
        decoys = f.decoys,
        candidates = f.candidates
    ));
    if !f.natural {
        parts.push(t!(lang, "puzzle-feature-unnatural"));
    }
    parts.join(", ")
}

/// What `puzzle generate` made and wrote: one line per file, then the count of attempts.
pub fn generate_text(generation: &Generation, written: &[PathBuf]) -> String {
    generate_text_in(Lang::En, generation, written)
}

/// [`generate_text`] in `lang`.
pub fn generate_text_in(lang: Lang, generation: &Generation, written: &[PathBuf]) -> String {
    let mut out = String::new();
    for (g, path) in generation.puzzles.iter().zip(written) {
        let p = &g.puzzle;
        let _ = writeln!(
            out,
            "{}",
            t!(
                lang,
                "pgen-wrote",
                file = crate::files::shown(path),
                difficulty = puzzle::Difficulty::of_score(g.score).name(),
                kind = p.kind.name(),
                score = g.score,
                tiles = p.tiles.len(),
                names = p
                    .tiles
                    .iter()
                    .map(|t| t.word(lang))
                    .collect::<Vec<_>>()
                    .join(", "),
                answer = answer_text_in(lang, p, &g.solution),
                features = features_text_in(lang, &g.features),
                attempt = g.attempt
            )
        );
    }
    let _ = writeln!(
        out,
        "{}",
        t!(
            lang,
            "pgen-count",
            puzzles = generation.puzzles.len(),
            attempts = generation.attempts
        )
    );
    if generation.duplicates > 0 {
        let _ = writeln!(
            out,
            "{}",
            t!(lang, "pgen-duplicates", n = generation.duplicates)
        );
    }
    if let Some(refused) = generation.refused {
        let _ = writeln!(out, "{}", refused.message(lang));
    } else if generation.gave_up {
        let _ = writeln!(
            out,
            "{}",
            t!(lang, "pgen-gave-up", n = puzzle::MAX_ATTEMPTS_PER_PUZZLE)
        );
    }
    out
}

/// The generator's benchmark lines for `furunkulus bench`.
pub fn bench_text(b: &GenerateBench) -> String {
    bench_text_in(Lang::En, b)
}

/// [`bench_text`] in `lang`.
pub fn bench_text_in(lang: Lang, b: &GenerateBench) -> String {
    format!(
        "{}\n  {}\n",
        t!(
            lang,
            "pbench-head",
            puzzles = b.puzzles,
            difficulty = b.request.difficulty.map_or("any", |d| d.name()),
            kind = b.request.kind.name(),
            rules = b.request.rules.name(),
            seed = b.request.seed.to_string()
        ),
        t!(
            lang,
            "pbench-speed",
            attempts = b.attempts,
            seconds = Fixed(b.seconds, 2),
            per_minute = Fixed(b.per_minute(), 0),
            per_puzzle = Fixed(b.seconds_per_puzzle(), 2)
        )
    )
}

/// A puzzle to solve, in words: the title, the question, the position, who must go and who
/// must stay. No answer.
pub fn question_text(puzzle: &Puzzle, style: &Style) -> String {
    super::fit(&question_lines(puzzle, style), style.width)
}

/// The lines of [`question_text`], not yet fitted to the width: the title (the question in
/// the language where the title is the question), the question if the title is another.
fn question_lines(puzzle: &Puzzle, style: &Style) -> String {
    let s = &puzzle.scenario;
    let lang = style.lang;
    let mut out = String::new();
    let question = puzzle.question_in(lang);
    let title = puzzle.title_in(lang);
    if let Some(t) = &title {
        let _ = writeln!(
            out,
            "{}",
            style.palette.paint(Role::Heading, &super::escaped(t))
        );
    }
    if title.as_deref() != Some(question.as_str()) {
        let _ = writeln!(out, "{question}");
    }
    let opts = s.options.non_default();
    if !opts.is_empty() {
        let _ = writeln!(
            out,
            "{}",
            t!(lang, "puzzle-rule-options", options = opts.join(", "))
        );
    }
    out.push_str(&draw(s.board(), s.position(), &Marks::default(), style));
    out.push_str(&legend(false, style));
    let (feed, spare) = puzzle.feed_and_spare();
    let feed = names_of(puzzle, feed);
    let spare = names_of(puzzle, spare);
    if !feed.is_empty() {
        let _ = writeln!(
            out,
            "{}",
            t!(lang, "puzzle-to-remove", pawns = feed.join(", "))
        );
    }
    if !spare.is_empty() {
        let _ = writeln!(
            out,
            "{}",
            t!(lang, "puzzle-to-spare", pawns = spare.join(", "))
        );
    }
    out
}
