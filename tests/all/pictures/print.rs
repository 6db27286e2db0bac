//! Printed pages and PDF: the puzzle sheet's pages (several puzzles a page, numbered, lines to
//! write on), coordinates at least 2.5 mm high on paper (measured on the page rendered at
//! 150 dpi), and PDFs that are well-formed, self-contained (fonts embedded), deterministic
//! and of the right paper; with the `poppler` feature, read by a PDF reader (pdftoppm).

use super::{checked, framed_boards};
use crate::common::{run_bin as run, stderr};
use furunkulus::puzzle::{self, Puzzle};
use furunkulus::render::svg::paper::{self, Paper, Placed, Print};
use furunkulus::render::svg::{png, puzzle as sheets};
use std::path::Path;

fn puzzle_file(name: &str) -> Puzzle {
    puzzle::load_file(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("scenarios/puzzles/{name}.yaml")),
    )
    .unwrap()
}

const FOUR: [&str; 4] = [
    "basic-move-easy-2003-01",
    "basic-predict-easy-2003-01",
    "advanced-weapon-medium-2003-01",
    "basic-place-medium-2003-01",
];

/// The height in millimetres of the dark glyphs in the box (x0, y0)–(x1, y1) of a page
/// rendered at `dpi` (points of the page given).
fn ink_height_mm(page: &resvg::tiny_skia::Pixmap, dpi: f32, b: (f32, f32, f32, f32)) -> f32 {
    let px = |pt: f32| (pt * dpi / 72.0).round() as u32;
    let (x0, y0, x1, y1) = (px(b.0), px(b.1), px(b.2), px(b.3));
    let mut rows = Vec::new();
    for y in y0..y1 {
        let dark = (x0..x1).any(|x| {
            let c = page.pixel(x, y).unwrap();
            u32::from(c.red()) + u32::from(c.green()) + u32::from(c.blue()) < 3 * 100
        });
        if dark {
            rows.push(y);
        }
    }
    let (first, last) = (rows.first().unwrap(), rows.last().unwrap());
    (last - first + 1) as f32 / dpi * 25.4
}

/// The box (in page points) around the coordinate of row `row` left of the board `b`.
fn row_label_box(b: &Placed, row: u8) -> (f32, f32, f32, f32) {
    let (x, y) = b.frame.row_label(row, true);
    let c = b.frame.coords;
    let (x, y) = (b.a1.0 + x * b.scale, b.a1.1 + y * b.scale);
    let half = 0.8 * c * b.scale;
    (
        x - half,
        y - 1.0 * c * b.scale,
        x + half,
        y + 0.3 * c * b.scale,
    )
}

/// Renders a page SVG at `dpi`.
fn render(svg: &str, dpi: f32) -> resvg::tiny_skia::Pixmap {
    png::pixmap(svg, dpi / 96.0).unwrap()
}

#[test]
fn a_four_puzzle_a4_sheet_is_one_page_with_coordinates_two_and_a_half_mm_high() {
    let puzzles: Vec<Puzzle> = FOUR.iter().map(|n| puzzle_file(n)).collect();
    let refs: Vec<&Puzzle> = puzzles.iter().collect();
    let sheet = sheets::questions(&refs);
    let laid = paper::pages(&sheet, sheets::print(Paper::A4, true));
    assert_eq!(laid.pages.len(), 1, "four puzzles a page");
    assert_eq!(laid.boards.len(), 4);
    let page = checked(&laid.pages[0]);
    assert_eq!(framed_boards(&page), 4);
    for n in 1..=4 {
        assert!(page.contains(&format!("Puzzle {n}: ")), "numbered");
    }
    assert!(page.contains("width=\"210mm\"") && page.contains("height=\"297mm\""));
    // Lines to write on: two under each question.
    assert_eq!(page.matches("stroke-width=\"0.5\"").count(), 8);
    // The page at 150 dpi: the digits of every board's row numbers, measured in pixels.
    let dpi = 150.0;
    let pixels = render(&laid.pages[0], dpi);
    assert_eq!((pixels.width(), pixels.height()), (1241, 1754));
    for b in &laid.boards {
        for row in [0, 10] {
            let mm = ink_height_mm(&pixels, dpi, row_label_box(b, row));
            eprintln!(
                "resvg at 150 dpi: row {} left of a board, {mm:.2} mm",
                row + 1
            );
            assert!((2.5..3.2).contains(&mm), "row {}: {mm} mm", row + 1);
        }
    }
}

#[test]
fn letter_pages_and_answer_sheets_flow_over_pages_in_order() {
    let names: Vec<&str> = FOUR.iter().chain(FOUR.iter()).copied().collect();
    let puzzles: Vec<Puzzle> = names.iter().map(|n| puzzle_file(n)).collect();
    let refs: Vec<&Puzzle> = puzzles.iter().collect();
    let laid = paper::pages(
        &sheets::questions(&refs),
        sheets::print(Paper::Letter, true),
    );
    assert!(
        laid.pages.len() >= 2 && laid.pages.len() <= 4,
        "several a page"
    );
    assert!(laid.pages[0].contains("width=\"8.5in\""));
    // Every puzzle once, in order, numbered across the pages; pages numbered.
    let all = laid.pages.join("");
    let mut at = 0;
    for n in 1..=8 {
        let i = all[at..]
            .find(&format!("Puzzle {n}: "))
            .unwrap_or_else(|| panic!("puzzle {n} after {at}"));
        at += i;
    }
    let pages = laid.pages.len();
    for (i, p) in laid.pages.iter().enumerate() {
        assert!(p.contains(&format!("page {} of {pages}", i + 1)));
        checked(p);
    }
    // Boards are placed on their pages, inside the paper, and never overlap.
    let (w, h) = Paper::Letter.points();
    for (i, b) in laid.boards.iter().enumerate() {
        assert!(b.a1.0 > 0.0 && b.a1.0 + 16.0 * 48.0 * b.scale < w);
        assert!(b.a1.1 > 0.0 && b.a1.1 + 11.0 * 48.0 * b.scale < h);
        for c in &laid.boards[..i] {
            let apart = c.page != b.page
                || (c.a1.0 - b.a1.0).abs() > 16.0 * 48.0 * b.scale
                || (c.a1.1 - b.a1.1).abs() > 11.0 * 48.0 * b.scale;
            assert!(apart, "{c:?} and {b:?}");
        }
    }
    // Answers: no lines to write on.
    let one = &puzzles[0];
    let solved = puzzle::solve(one, &one.scenario.options);
    let traces: Vec<_> = solved
        .solutions
        .iter()
        .filter_map(|s| puzzle::trace_solution(one, &one.scenario.options, s))
        .collect();
    let answers = sheets::answer(one, &solved, &traces, None);
    let laid = paper::pages(&answers, sheets::print(Paper::A4, false));
    assert_eq!(laid.pages.len(), 1);
    assert!(!laid.pages[0].contains("stroke-width=\"0.5\""));
    assert!(laid.pages[0].contains("Unique: the only solution is red1 p7."));
}

/// The numbers of a PDF's `/MediaBox [...]`s.
fn media_boxes(pdf: &[u8]) -> Vec<Vec<f32>> {
    let text = String::from_utf8_lossy(pdf);
    text.split("/MediaBox [")
        .skip(1)
        .map(|t| {
            t.split(']')
                .next()
                .unwrap()
                .split_whitespace()
                .map(|n| n.parse().unwrap())
                .collect()
        })
        .collect()
}

/// Checks the structure of a PDF: header, trailer, pages of `paper`, fonts embedded.
/// Returns its page count.
fn checked_pdf(pdf: &[u8], paper: Paper) -> usize {
    assert!(pdf.starts_with(b"%PDF-1."), "a PDF header");
    let tail = String::from_utf8_lossy(&pdf[pdf.len().saturating_sub(64)..]).to_string();
    assert!(tail.contains("startxref") && tail.trim_end().ends_with("%%EOF"));
    let text = String::from_utf8_lossy(pdf);
    assert!(text.contains("xref") && text.contains("/Root"));
    let boxes = media_boxes(pdf);
    let (w, h) = paper.points();
    for b in &boxes {
        assert!(b[0] == 0.0 && b[1] == 0.0);
        assert!((b[2] - w).abs() < 0.5 && (b[3] - h).abs() < 0.5, "{b:?}");
    }
    // The text is text, in DejaVu Sans, embedded: nothing is looked up on the reader's side.
    assert!(text.contains("/FontFile2"), "fonts embedded");
    assert!(text.contains("DejaVuSans"));
    assert!(
        !text.contains("/CreationDate"),
        "no date: the same pages, the same bytes"
    );
    boxes.len()
}

fn temp_dir() -> tempfile::TempDir {
    tempfile::tempdir().unwrap()
}

#[test]
fn cli_writes_pdf_sheets_traces_and_games() {
    let dir = temp_dir();
    let path = |n: &str| dir.path().join(n).to_str().unwrap().to_string();
    let files: Vec<String> = FOUR
        .iter()
        .map(|n| format!("scenarios/puzzles/{n}.yaml"))
        .collect();
    let (q, a) = (path("q.pdf"), path("a.pdf"));
    let mut args = vec!["puzzle", "sheet"];
    args.extend(files.iter().map(String::as_str));
    args.extend(["--format", "pdf", "--out", &q, "--answers", &a]);
    let o = run(&args);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let questions = std::fs::read(&q).unwrap();
    assert_eq!(checked_pdf(&questions, Paper::A4), 1);
    assert!(checked_pdf(&std::fs::read(&a).unwrap(), Paper::A4) >= 1);
    // The same sheet again: the same bytes.
    let again = path("q2.pdf");
    let mut args2 = vec!["puzzle", "sheet"];
    args2.extend(files.iter().map(String::as_str));
    args2.extend(["--format", "pdf", "--out", &again]);
    assert_eq!(run(&args2).status.code(), Some(0));
    assert_eq!(std::fs::read(&again).unwrap(), questions, "deterministic");

    let steps = path("steps.pdf");
    let o = run(&[
        "trace",
        "scenarios/rulebook/monster-basic.yaml",
        "--steps",
        "--format",
        "pdf",
        "--paper",
        "letter",
        "--out",
        &steps,
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let pages = checked_pdf(&std::fs::read(&steps).unwrap(), Paper::Letter);
    assert!(pages >= 5, "ten boards, on {pages} pages");

    let o = run(&[
        "game",
        "replay",
        "tests/games/two-players-win.yaml",
        "--format",
        "pdf",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(checked_pdf(&o.stdout, Paper::A4), 1);

    // --paper is for PDF only; commands without pages refuse PDF.
    let o = run(&[
        "game",
        "state",
        "tests/games/first-turn.yaml",
        "--format",
        "svg",
        "--paper",
        "letter",
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("--paper"), "{}", stderr(&o));
    let o = run(&["show", "scenarios/setup/basic.yaml", "--format", "pdf"]);
    assert_eq!(o.status.code(), Some(2), "show prints no pages");
}

#[test]
fn pdf_pages_are_made_from_the_same_svg() {
    let puzzles: Vec<Puzzle> = FOUR.iter().map(|n| puzzle_file(n)).collect();
    let refs: Vec<&Puzzle> = puzzles.iter().collect();
    let pages = paper::pages(
        &sheets::questions(&refs),
        Print {
            paper: Paper::A4,
            columns: 2,
            writing_lines: 2,
        },
    )
    .pages;
    let pdf = furunkulus::render::pdf::document(&pages).unwrap();
    assert_eq!(checked_pdf(&pdf, Paper::A4), 1);
    let text = String::from_utf8_lossy(&pdf);
    assert!(text.contains("/Title (4 Furunkulus puzzles)"), "titled");
}

/// A PDF reader opens what we write: pdftoppm renders every page, of the paper's size.
#[cfg(feature = "poppler")]
#[test]
fn pdftoppm_renders_every_page_with_readable_coordinates() {
    let dir = temp_dir();
    let puzzles: Vec<Puzzle> = FOUR.iter().map(|n| puzzle_file(n)).collect();
    let refs: Vec<&Puzzle> = puzzles.iter().collect();
    let laid = paper::pages(&sheets::questions(&refs), sheets::print(Paper::A4, true));
    let pdf = furunkulus::render::pdf::document(&laid.pages).unwrap();
    let file = dir.path().join("sheet.pdf");
    std::fs::write(&file, pdf).unwrap();
    let out = dir.path().join("page");
    let o = std::process::Command::new("pdftoppm")
        .args(["-r", "150", "-png"])
        .arg(&file)
        .arg(&out)
        .output()
        .expect("pdftoppm (poppler-utils) is installed");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let page = dir.path().join("page-1.png");
    let pixels = resvg::tiny_skia::Pixmap::load_png(&page).unwrap();
    assert_eq!((pixels.width(), pixels.height()), (1241, 1754));
    // The same measure as on our own rendering, on the PDF reader's.
    for b in &laid.boards {
        let mm = ink_height_mm(&pixels, 150.0, row_label_box(b, 10));
        eprintln!("pdftoppm at 150 dpi: row 11 left of a board, {mm:.2} mm");
        assert!(mm >= 2.5, "{mm} mm");
    }
}
