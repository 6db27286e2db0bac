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
use crate::i18n::Lang;
use crate::puzzle::{Answer, Ask, Puzzle, SolutionTrace, Solved, Verdict};
use crate::render::puzzle::{answer_text_in, names_of};
use crate::t;
use svg::node::element::Group;

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
    /// The hints to print before the answer (none on a plain answer sheet).
    pub hints: &'a [String],
}

/// How a sheet numbers its puzzles: "Puzzle 3", or a book's "Week 3".
#[derive(Clone, Copy, Debug)]
enum Number {
    Puzzle(usize),
    Week(usize),
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
fn question_notes(lang: Lang, puzzle: &Puzzle, titled: bool) -> Vec<Note> {
    let question = puzzle.question_in(lang);
    let mut notes = Vec::new();
    if !(titled && puzzle.title_in(lang).as_deref() == Some(question.as_str())) {
        notes.push(Note::strong(question));
    }
    let (feed, spare) = puzzle.feed_and_spare();
    let feed = names_of(puzzle, feed);
    let spare = names_of(puzzle, spare);
    if !feed.is_empty() {
        notes.push(Note::plain(t!(
            lang,
            "puzzle-to-remove",
            pawns = feed.join(", ")
        )));
    }
    if !spare.is_empty() {
        notes.push(Note::plain(t!(
            lang,
            "puzzle-to-spare",
            pawns = spare.join(", ")
        )));
    }
    let opts = puzzle.scenario.options.non_default();
    if !opts.is_empty() {
        notes.push(Note::plain(t!(
            lang,
            "puzzle-rule-options",
            options = opts.join(", ")
        )));
    }
    notes
}

/// "Puzzle 3: move, medium", "Week 3: move, medium".
fn heading(lang: Lang, number: Option<Number>, puzzle: &Puzzle) -> String {
    let kind = puzzle.kind.title_in(lang);
    let what = match puzzle.difficulty {
        Some(d) => t!(
            lang,
            "puzzle-sheet-heading",
            kind = kind,
            difficulty = d.name()
        ),
        None => kind,
    };
    match number {
        Some(Number::Puzzle(n)) => t!(lang, "puzzle-sheet-numbered", n = n, what = what),
        Some(Number::Week(n)) => t!(lang, "book-week-heading", week = n, what = what),
        None => what,
    }
}

/// A puzzle's panel: the position, the question, a line for the answer.
fn question_panel(lang: Lang, number: Option<Number>, puzzle: &Puzzle) -> Panel<'_> {
    let mut notes = question_notes(lang, puzzle, number.is_none());
    let blanks = match &puzzle.ask {
        Ask::Place(p) => vec!["______"; p.count()].join("  "),
        Ask::Move(names) => {
            let mut out = String::new();
            for (i, n) in names.iter().enumerate() {
                let one = t!(lang, "puzzle-sheet-blank-move", pawn = n.as_str());
                out = if i == 0 {
                    one
                } else {
                    t!(lang, "puzzle-answer-path-then", first = out, next = one)
                };
            }
            out
        }
        Ask::Tile => t!(lang, "puzzle-sheet-blank-tile"),
    };
    notes.push(Note::plain(t!(
        lang,
        "puzzle-sheet-your-answer",
        blanks = blanks
    )));
    Panel {
        heading: Some(heading(lang, number, puzzle)),
        scene: Scene::of(&puzzle.scenario).with_lang(lang),
        overlay: Default::default(),
        notes,
    }
}

/// The sheet of puzzles to solve, in English ([`questions_in`]).
pub fn questions<'a>(puzzles: &[&'a Puzzle]) -> Sheet<'a> {
    questions_in(Lang::En, puzzles)
}

/// The sheet of puzzles to solve in `lang`: each position, its question, and a line for the
/// answer.
pub fn questions_in<'a>(lang: Lang, puzzles: &[&'a Puzzle]) -> Sheet<'a> {
    let numbered = puzzles.len() > 1;
    let panels: Vec<Panel<'a>> = puzzles
        .iter()
        .enumerate()
        .map(|(i, p)| question_panel(lang, numbered.then_some(Number::Puzzle(i + 1)), p))
        .collect();
    let title = match puzzles {
        [one] => one.title_in(lang),
        _ => Some(t!(lang, "puzzle-sheet-many", n = puzzles.len())),
    };
    Sheet {
        title: title.or_else(|| Some(t!(lang, "puzzle-sheet-one"))),
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
fn verdict_words(lang: Lang, puzzle: &Puzzle, solved: &Solved) -> String {
    match solved.verdict() {
        Verdict::Unique => t!(
            lang,
            "puzzle-unique",
            answer = answer_text_in(lang, puzzle, &solved.solutions[0])
        ),
        Verdict::None => t!(lang, "puzzle-none"),
        Verdict::Multiple(k) => t!(
            lang,
            "puzzle-multiple-list",
            n = k,
            answers = crate::puzzle::semicolons(
                lang,
                &solved
                    .solutions
                    .iter()
                    .map(|p| answer_text_in(lang, puzzle, p))
                    .collect::<Vec<_>>()
            )
        ),
    }
}

/// One puzzle's answer panels: the monster's move under each tile for the first solutions,
/// the first panel carrying the question, the verdict and the explanation.
fn answer_panels<'a>(lang: Lang, number: Option<Number>, a: &Answered<'a>) -> Vec<Panel<'a>> {
    let mut panels = Vec::new();
    for st in a.traces.iter().take(DRAWN_SOLUTIONS) {
        for t in &st.traces {
            let mut panel = overview_panel(t, &Scene::of(&st.scenario).with_lang(lang));
            panel.heading = Some(t!(
                lang,
                "puzzle-sheet-tile-heading",
                heading = heading(lang, number, a.puzzle),
                tile = t.tile
            ));
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
            heading: Some(heading(lang, number, a.puzzle)),
            scene: Scene::of(&a.puzzle.scenario).with_lang(lang),
            overlay: Default::default(),
            notes: Vec::new(),
        });
    }
    let mut notes = question_notes(lang, a.puzzle, number.is_none());
    // The hints before the answer, the last (the answer itself) left to the explanation.
    let shown = a.hints.len().min(crate::puzzle::HINTS - 1);
    for (i, h) in a.hints.iter().take(shown).enumerate() {
        let label = t!(lang, "puzzle-hint-label", n = i + 1, total = a.hints.len());
        notes.push(Note::plain(format!("{label} {}", h.trim())));
    }
    notes.push(Note::strong(verdict_words(lang, a.puzzle, a.solved)));
    if let Some(e) = a.explanation {
        notes.push(Note::plain(t!(lang, "puzzle-sheet-why", why = e)));
    }
    if a.solved.solutions.len() > DRAWN_SOLUTIONS {
        notes.push(Note::plain(t!(
            lang,
            "puzzle-sheet-drawn",
            n = DRAWN_SOLUTIONS
        )));
    }
    panels[0].notes = notes;
    panels
}

/// The answer sheet of one puzzle or several, in English ([`answers_in`]).
pub fn answers<'a>(items: &[Answered<'a>]) -> Sheet<'a> {
    answers_in(Lang::En, items)
}

/// The answer sheet of one puzzle or several, in `lang`.
pub fn answers_in<'a>(lang: Lang, items: &[Answered<'a>]) -> Sheet<'a> {
    let numbered = items.len() > 1;
    let panels: Vec<Panel<'a>> = items
        .iter()
        .enumerate()
        .flat_map(|(i, a)| answer_panels(lang, numbered.then_some(Number::Puzzle(i + 1)), a))
        .collect();
    let title = match items {
        [one] => t!(
            lang,
            "puzzle-sheet-answers-one",
            title = one
                .puzzle
                .title_in(lang)
                .unwrap_or_else(|| t!(lang, "puzzle-sheet-untitled"))
        ),
        _ => t!(lang, "puzzle-sheet-answers-many", n = items.len()),
    };
    let legend = answer_legend(lang, &panels);
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
fn answer_legend(lang: Lang, panels: &[Panel]) -> Vec<LegendItem> {
    let mut items = Vec::new();
    if panels.iter().any(|p| !p.overlay.rings.is_empty()) {
        items.push(LegendItem::new(
            Group::new().add(
                pieces::disc((0.0, 0.0), 10.0, "none")
                    .set("stroke", palette::PAWN_PATH)
                    .set("stroke-width", "3"),
            ),
            t!(lang, "puzzle-sheet-ringed"),
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
            t!(lang, "puzzle-sheet-path"),
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
        hints: &[],
    }])
}

/// A book's question sheet in `lang`: week by week, each position, its question and a line
/// for the answer, under the book's title.
pub fn book_questions_in<'a>(lang: Lang, title: String, puzzles: &[&'a Puzzle]) -> Sheet<'a> {
    let panels: Vec<Panel<'a>> = puzzles
        .iter()
        .enumerate()
        .map(|(i, p)| question_panel(lang, Some(Number::Week(i + 1)), p))
        .collect();
    Sheet {
        title: Some(title),
        columns: 2,
        panels,
        intro: Vec::new(),
        legend: Vec::new(),
        notes: Vec::new(),
    }
}

/// A book's answer sheet in `lang`: week by week, the hints, the answer, why it works and the
/// monster's move with it.
pub fn book_answers_in<'a>(lang: Lang, title: String, items: &[Answered<'a>]) -> Sheet<'a> {
    let panels: Vec<Panel<'a>> = items
        .iter()
        .enumerate()
        .flat_map(|(i, a)| answer_panels(lang, Some(Number::Week(i + 1)), a))
        .collect();
    let legend = answer_legend(lang, &panels);
    Sheet {
        title: Some(title),
        columns: 2,
        panels,
        intro: Vec::new(),
        legend,
        notes: Vec::new(),
    }
}
