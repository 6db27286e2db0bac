//! Puzzle sheets: the position and the question with room for the answer, and the answer
//! sheet: the verdict and, for each solution, the monster's move under every tile with the
//! placed pawns ringed.

use super::board::Scene;
use super::palette;
use super::sheet::{Note, Panel, Sheet};
use super::trace::overview_panel;
use crate::geometry::Square;
use crate::puzzle::{Puzzle, SolutionTrace, Solved, Verdict};
use crate::render::puzzle::names_of;

/// How many solutions an answer sheet draws (it lists them all).
pub const DRAWN_SOLUTIONS: usize = 4;

fn squares(p: &[Square]) -> String {
    p.iter()
        .map(|s| s.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The question under the board: what to place, the tiles, who must go and who must stay.
fn question_notes(puzzle: &Puzzle) -> Vec<Note> {
    // The question, unless the title already says it.
    let question = puzzle.question();
    let mut notes = Vec::new();
    if puzzle.scenario.title.as_deref() != Some(question.as_str()) {
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

/// The puzzle to solve: the position, the question, and a line for the answer.
pub fn question(puzzle: &Puzzle) -> Sheet<'_> {
    let mut notes = question_notes(puzzle);
    let blanks = vec!["______"; puzzle.place.count()].join("  ");
    notes.push(Note::plain(format!("Your answer: {blanks}")));
    Sheet::single(
        puzzle
            .scenario
            .title
            .clone()
            .or_else(|| Some("Puzzle".to_string())),
        Panel {
            heading: None,
            scene: Scene::of(&puzzle.scenario),
            overlay: Default::default(),
            notes,
        },
    )
}

/// The answer sheet: the verdict, every solution in words, and for the first
/// [`DRAWN_SOLUTIONS`] the monster's move under each tile with the placed pawns ringed.
pub fn answer<'a>(puzzle: &'a Puzzle, solved: &Solved, traces: &'a [SolutionTrace]) -> Sheet<'a> {
    let mut panels = Vec::new();
    for st in traces.iter().take(DRAWN_SOLUTIONS) {
        for t in &st.traces {
            let mut panel = overview_panel(t, &Scene::of(&st.scenario));
            panel.heading = Some(format!(
                "Solution {}, tile {}",
                squares(&st.squares),
                t.tile
            ));
            for sq in &st.squares {
                panel.overlay.rings.push((*sq, palette::PAWN_PATH));
            }
            panels.push(panel);
        }
    }
    let verdict = match solved.verdict() {
        Verdict::Unique => format!(
            "Unique: the only solution is {}.",
            squares(&solved.solutions[0])
        ),
        Verdict::None => "No solution: no placement reaches the goal.".to_string(),
        Verdict::Multiple(k) => format!(
            "{k} solutions, not unique: {}.",
            solved
                .solutions
                .iter()
                .map(|p| squares(p))
                .collect::<Vec<_>>()
                .join("; ")
        ),
    };
    let mut intro = question_notes(puzzle);
    intro.push(Note::strong(verdict));
    if panels.is_empty() {
        panels.push(Panel {
            heading: None,
            scene: Scene::of(&puzzle.scenario),
            overlay: Default::default(),
            notes: Vec::new(),
        });
    }
    if solved.solutions.len() > DRAWN_SOLUTIONS {
        intro.push(Note::plain(format!(
            "The first {DRAWN_SOLUTIONS} solutions are drawn."
        )));
    }
    let columns = panels.len().min(2);
    Sheet {
        title: Some(format!(
            "Answer: {}",
            puzzle
                .scenario
                .title
                .clone()
                .unwrap_or_else(|| "puzzle".to_string())
        )),
        panels,
        columns,
        intro,
        legend: Vec::new(),
        notes: Vec::new(),
    }
}
