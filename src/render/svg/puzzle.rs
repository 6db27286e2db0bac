//! Puzzle sheets: the positions and the questions with room for the answers, and the answer
//! sheet: each puzzle's verdict, its explanation and the monster's move with the answer on
//! the board (placed pawns ringed; a moved pawn's path drawn point by point, from where it
//! stood to its ringed square). One sheet holds one puzzle or several, numbered.

use super::board::{Arrow, Scene};
use super::moves::{dest_point, start_point};
use super::palette;
use super::paper::{Paper, Print};
use super::pieces;
use super::sheet::{LegendItem, Note, Panel, Sheet};
use super::trace::overview_panel;
use crate::geometry::Square;
use crate::puzzle::{Answer, Ask, Puzzle, SolutionTrace, Solved, Verdict};
use crate::render::puzzle::{answer_text, names_of};
use svg::node::element::Group;

/// The words of puzzle sheets' legends (one place, for the message catalogue).
struct Words {
    ringed: &'static str,
    path: &'static str,
}

const WORDS: Words = Words {
    ringed: "the answer: a pawn placed there, or where the moved pawn ends",
    path: "the moved pawn's path, point by point",
};

/// How many solutions an answer sheet draws per puzzle (it lists them all).
pub const DRAWN_SOLUTIONS: usize = 4;

/// One puzzle of an answer sheet: the puzzle, what the solver found, the first solutions'
/// traces, and the explanation.
pub struct Answered<'a> {
    /// The puzzle.
    pub puzzle: &'a Puzzle,
    /// The solver's answer.
    pub solved: &'a Solved,
    /// The first solutions' moves, tile by tile.
    pub traces: &'a [SolutionTrace],
    /// Why the answer works.
    pub explanation: Option<&'a str>,
}

/// The squares an answer puts something on: the placed squares, or where each moved pawn
/// ends.
fn answer_squares(answer: &Answer) -> Vec<Square> {
    match answer {
        Answer::Squares(s) => s.clone(),
        Answer::Paths(paths) => paths
            .iter()
            .filter_map(|p| p.last().and_then(|d| d.square()))
            .collect(),
        Answer::Tile(_) => Vec::new(),
    }
}

/// The moves of an answer as arrows, point by point, from where each pawn stood in the
/// puzzle (a slide dashed).
fn answer_paths(puzzle: &Puzzle, answer: &Answer) -> Vec<Arrow> {
    let (Ask::Move(names), Answer::Paths(paths)) = (&puzzle.ask, answer) else {
        return Vec::new();
    };
    let board = puzzle.scenario.board();
    let mut arrows = Vec::new();
    for (name, path) in names.iter().zip(paths) {
        let Some(id) = puzzle.scenario.pawn_id(name) else {
            continue;
        };
        let mut at = start_point(board, id);
        for d in path {
            let next = dest_point(*d);
            arrows.push(Arrow {
                from: at,
                to: next,
                colour: palette::PAWN_PATH,
                dashed: false,
            });
            at = next;
        }
    }
    arrows
}

/// The question under the board: the question itself (unless `titled`: the sheet's title
/// says it already), who must go and who must stay.
fn question_notes(puzzle: &Puzzle, titled: bool) -> Vec<Note> {
    let question = puzzle.question();
    let mut notes = Vec::new();
    if !(titled && puzzle.scenario.title.as_deref() == Some(question.as_str())) {
        notes.push(Note::strong(question));
    }
    let (feed, spare) = puzzle.feed_and_spare();
    let feed = names_of(puzzle, feed);
    let spare = names_of(puzzle, spare);
    if !feed.is_empty() {
        notes.push(Note::plain(format!("To be removed: {}.", feed.join(", "))));
    }
    if !spare.is_empty() {
        notes.push(Note::plain(format!("To be spared: {}.", spare.join(", "))));
    }
    let opts = puzzle.scenario.options.non_default();
    if !opts.is_empty() {
        notes.push(Note::plain(format!("Rule options: {}.", opts.join(", "))));
    }
    notes
}

/// "Puzzle 3: move, medium".
fn heading(number: Option<usize>, puzzle: &Puzzle) -> String {
    let kind = puzzle.kind.title();
    let what = match puzzle.difficulty {
        Some(d) => format!("{kind}, {d}"),
        None => kind.to_string(),
    };
    match number {
        Some(n) => format!("Puzzle {n}: {what}"),
        None => what,
    }
}

/// A puzzle's panel: the position, the question, a line for the answer.
fn question_panel(number: Option<usize>, puzzle: &Puzzle) -> Panel<'_> {
    let mut notes = question_notes(puzzle, number.is_none());
    let blanks = match &puzzle.ask {
        Ask::Place(p) => vec!["______"; p.count()].join("  "),
        Ask::Move(names) => names
            .iter()
            .map(|n| format!("{n} goes ______________"))
            .collect::<Vec<_>>()
            .join(", then "),
        Ask::Tile => "the tile ______".to_string(),
    };
    notes.push(Note::plain(format!("Your answer: {blanks}")));
    Panel {
        heading: Some(heading(number, puzzle)),
        scene: Scene::of(&puzzle.scenario),
        overlay: Default::default(),
        notes,
    }
}

/// The sheet of puzzles to solve: each position, its question, and a line for the answer.
pub fn questions<'a>(puzzles: &[&'a Puzzle]) -> Sheet<'a> {
    let numbered = puzzles.len() > 1;
    let panels: Vec<Panel<'a>> = puzzles
        .iter()
        .enumerate()
        .map(|(i, p)| question_panel(numbered.then_some(i + 1), p))
        .collect();
    let title = match puzzles {
        [one] => one.scenario.title.clone(),
        _ => Some(format!("{} Furunkulus puzzles", puzzles.len())),
    };
    Sheet {
        title: title.or_else(|| Some("Puzzle".to_string())),
        columns: panels.len().clamp(1, 2),
        panels,
        intro: Vec::new(),
        legend: Vec::new(),
        notes: Vec::new(),
    }
}

/// The sheet of one puzzle to solve.
pub fn question(puzzle: &Puzzle) -> Sheet<'_> {
    questions(&[puzzle])
}

/// The verdict in words.
fn verdict_words(puzzle: &Puzzle, solved: &Solved) -> String {
    match solved.verdict() {
        Verdict::Unique => format!(
            "Unique: the only solution is {}.",
            answer_text(puzzle, &solved.solutions[0])
        ),
        Verdict::None => "No solution: no candidate reaches the goal.".to_string(),
        Verdict::Multiple(k) => format!(
            "{k} solutions, not unique: {}.",
            solved
                .solutions
                .iter()
                .map(|p| answer_text(puzzle, p))
                .collect::<Vec<_>>()
                .join("; ")
        ),
    }
}

/// One puzzle's answer panels: the monster's move under each tile for the first solutions,
/// the first panel carrying the question, the verdict and the explanation.
fn answer_panels<'a>(number: Option<usize>, a: &Answered<'a>) -> Vec<Panel<'a>> {
    let mut panels = Vec::new();
    for st in a.traces.iter().take(DRAWN_SOLUTIONS) {
        for t in &st.traces {
            let mut panel = overview_panel(t, &Scene::of(&st.scenario));
            panel.heading = Some(format!("{}: tile {}", heading(number, a.puzzle), t.tile));
            for sq in answer_squares(&st.answer) {
                panel.overlay.rings.push((sq, palette::PAWN_PATH));
            }
            panel
                .overlay
                .arrows
                .extend(answer_paths(a.puzzle, &st.answer));
            panels.push(panel);
        }
    }
    if panels.is_empty() {
        panels.push(Panel {
            heading: Some(heading(number, a.puzzle)),
            scene: Scene::of(&a.puzzle.scenario),
            overlay: Default::default(),
            notes: Vec::new(),
        });
    }
    let mut notes = question_notes(a.puzzle, number.is_none());
    notes.push(Note::strong(verdict_words(a.puzzle, a.solved)));
    if let Some(e) = a.explanation {
        notes.push(Note::plain(format!("Why: {e}")));
    }
    if a.solved.solutions.len() > DRAWN_SOLUTIONS {
        notes.push(Note::plain(format!(
            "The first {DRAWN_SOLUTIONS} solutions are drawn."
        )));
    }
    panels[0].notes = notes;
    panels
}

/// The answer sheet of one puzzle or several.
pub fn answers<'a>(items: &[Answered<'a>]) -> Sheet<'a> {
    let numbered = items.len() > 1;
    let panels: Vec<Panel<'a>> = items
        .iter()
        .enumerate()
        .flat_map(|(i, a)| answer_panels(numbered.then_some(i + 1), a))
        .collect();
    let title = match items {
        [one] => format!(
            "Answer: {}",
            one.puzzle
                .scenario
                .title
                .clone()
                .unwrap_or_else(|| "puzzle".to_string())
        ),
        _ => format!("Answers to {} Furunkulus puzzles", items.len()),
    };
    let legend = answer_legend(&panels);
    Sheet {
        title: Some(title),
        columns: panels.len().clamp(1, 2),
        panels,
        intro: Vec::new(),
        legend,
        notes: Vec::new(),
    }
}

/// What the answer sheet draws beyond the trace: the answer ringed, a moved pawn's path.
fn answer_legend(panels: &[Panel]) -> Vec<LegendItem> {
    let mut items = Vec::new();
    if panels.iter().any(|p| !p.overlay.rings.is_empty()) {
        items.push(LegendItem::new(
            Group::new().add(
                pieces::disc((0.0, 0.0), 10.0, "none")
                    .set("stroke", palette::PAWN_PATH)
                    .set("stroke-width", "3"),
            ),
            WORDS.ringed,
        ));
    }
    let path = |p: &Panel| {
        p.overlay
            .arrows
            .iter()
            .any(|a| a.colour == palette::PAWN_PATH)
    };
    if panels.iter().any(path) {
        items.push(LegendItem::new(
            pieces::arrow((-12.0, 0.0), (12.0, 0.0), palette::PAWN_PATH, 3.0, false),
            WORDS.path,
        ));
    }
    items
}

/// How puzzle sheets are printed: two puzzles a row (four to a page of A4 or Letter), with
/// ruled lines to write the answer on under each question.
pub fn print(paper: Paper, questions: bool) -> Print {
    Print {
        paper,
        columns: 2,
        writing_lines: if questions { 2 } else { 0 },
    }
}

/// The answer sheet of one puzzle.
pub fn answer<'a>(
    puzzle: &'a Puzzle,
    solved: &'a Solved,
    traces: &'a [SolutionTrace],
    explanation: Option<&'a str>,
) -> Sheet<'a> {
    answers(&[Answered {
        puzzle,
        solved,
        traces,
        explanation,
    }])
}
