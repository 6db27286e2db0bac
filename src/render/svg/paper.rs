//! Pictures on paper: a [`Sheet`]'s panels laid out on A4 or Letter pages, one SVG document a
//! page (the PDF renderer, [`crate::render::pdf`], turns them into one document). Text is set
//! in points, at sizes meant for print; each board is scaled to its cell and framed with
//! coordinates large enough to read on paper ([`print_frame`]: digits at least 2.5 mm high).
//!
//! A page has the sheet's title and its number, rows of cells (a cell: the panel's heading,
//! its board, its notes, and ruled lines to write on when asked), and the legend of what its
//! boards show. Rows never split across pages; a row is as tall as its tallest cell.

use super::board;
use super::layout::{wrap, Frame, BOARD_WIDTH};
use super::palette;
use super::pieces::{num, text_at};
use super::sheet::{legend_of, LegendItem, Note, Panel, Sheet, FONT_FAMILY};
use svg::node::element::{Group, Line, Rectangle, Title};
use svg::{Document, Node};

/// A paper size.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Paper {
    /// ISO A4, 210 x 297 mm.
    #[default]
    A4,
    /// US Letter, 8.5 x 11 in.
    Letter,
}

impl Paper {
    /// Width and height in points (1/72 in), portrait.
    pub const fn points(self) -> (f32, f32) {
        match self {
            Paper::A4 => (595.28, 841.89),
            Paper::Letter => (612.0, 792.0),
        }
    }

    /// Width and height as SVG writes them.
    const fn dimensions(self) -> (&'static str, &'static str) {
        match self {
            Paper::A4 => ("210mm", "297mm"),
            Paper::Letter => ("8.5in", "11in"),
        }
    }

    /// `a4`, `letter`.
    pub const fn name(self) -> &'static str {
        match self {
            Paper::A4 => "a4",
            Paper::Letter => "letter",
        }
    }
}

/// Points in a millimetre.
pub const POINTS_PER_MM: f32 = 72.0 / 25.4;

/// The height of a digit of DejaVu Sans, as a share of its size (the glyphs' cap height).
pub const DIGIT_HEIGHT: f32 = 0.729;

/// The least height of the coordinates' digits on paper (issue 27).
pub const COORDINATE_MM: f32 = 2.5;

/// Around the page.
const PAGE_MARGIN: f32 = 28.0;
/// Between cells.
const CELL_GAP: f32 = 12.0;
const TITLE_SIZE: f32 = 13.0;
const PAGE_NUMBER_SIZE: f32 = 8.0;
const HEADING_SIZE: f32 = 10.0;
const NOTE_SIZE: f32 = 8.5;
const NOTE_LINE: f32 = 10.5;
/// Between ruled lines to write on.
const WRITING_LINE: f32 = 17.0;
const LEGEND_SIZE: f32 = 7.5;
const LEGEND_ROW: f32 = 12.0;
/// The scale of legend symbols (drawn in board units) on paper.
const LEGEND_SCALE: f32 = 0.5;

/// How a sheet is laid out on paper.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Print {
    /// The paper.
    pub paper: Paper,
    /// Cells in a row.
    pub columns: usize,
    /// Ruled lines under each cell's notes, to write an answer on.
    pub writing_lines: usize,
}

/// The frame of boards drawn `k` points a unit: coordinates whose digits are at least
/// [`COORDINATE_MM`] high on paper (and never smaller than on the screen), a wall band and
/// letters grown with them.
pub fn print_frame(cell_width: f32) -> (Frame, f32) {
    let target = COORDINATE_MM * POINTS_PER_MM / DIGIT_HEIGHT;
    let mut coords = Frame::SCREEN.coords;
    loop {
        let band = (coords * 0.5).max(Frame::SCREEN.band);
        let frame = Frame {
            band,
            wall_letter: band * 0.68,
            coords,
        };
        let k = cell_width / (BOARD_WIDTH + 2.0 * frame.margin());
        // A tenth over the least: a glyph drawn on a pixel grid may lose a row.
        if coords * k >= target * 1.12 || coords > 120.0 {
            return (frame, k);
        }
        coords += 1.0;
    }
}

/// One cell as laid out: its wrapped heading and notes, and its height.
struct Cell<'p, 'a> {
    panel: &'p Panel<'a>,
    heading: Vec<String>,
    notes: Vec<(Note, String)>,
    height: f32,
}

/// Where the board of a cell is: the page, the outer corner of its a1 on the page, and the
/// scale (points a unit). For tests and measures.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Placed {
    /// The page, from 0.
    pub page: usize,
    /// The outer corner of a1, in points from the page's top left.
    pub a1: (f32, f32),
    /// Points a board unit.
    pub scale: f32,
    /// The frame the board is drawn with.
    pub frame: Frame,
}

/// A sheet laid out on pages.
pub struct Pages {
    /// Each page as an SVG document.
    pub pages: Vec<String>,
    /// Where each panel's board went, in the sheet's order.
    pub boards: Vec<Placed>,
}

fn wrap_notes(notes: &[Note], width: f32) -> Vec<(Note, String)> {
    let mut out = Vec::new();
    for n in notes {
        let w = if n.indent { width - 12.0 } else { width };
        let size = if n.strong { NOTE_SIZE * 1.1 } else { NOTE_SIZE };
        for l in wrap(&n.text, size, w) {
            out.push((n.clone(), l));
        }
    }
    out
}

fn note_text(n: &Note, text: &str, (x, y): (f32, f32)) -> svg::node::element::Text {
    let x = if n.indent { x + 12.0 } else { x };
    let fill = if n.danger {
        palette::REMOVED
    } else {
        palette::INK
    };
    let t = text_at(text, (x, y), NOTE_SIZE, fill);
    if n.strong {
        t.set("font-weight", "bold")
    } else {
        t
    }
}

/// The legend's rows: each item's x and index, flowing across `width`.
fn legend_rows(items: &[LegendItem], width: f32) -> Vec<Vec<(f32, usize)>> {
    let mut rows: Vec<Vec<(f32, usize)>> = Vec::new();
    let mut row = Vec::new();
    let mut x = 0.0;
    for (i, item) in items.iter().enumerate() {
        let w = item.width * LEGEND_SCALE
            + 4.0
            + super::layout::text_width(&item.text, LEGEND_SIZE)
            + 12.0;
        if x + w > width && !row.is_empty() {
            rows.push(std::mem::take(&mut row));
            x = 0.0;
        }
        row.push((x, i));
        x += w;
    }
    if !row.is_empty() {
        rows.push(row);
    }
    rows
}

/// Lays out `sheet` on pages as `print` says.
pub fn pages(sheet: &Sheet, print: Print) -> Pages {
    let (page_w, page_h) = print.paper.points();
    let inner = page_w - 2.0 * PAGE_MARGIN;
    let columns = print.columns.max(1);
    let cell_w = (inner - (columns - 1) as f32 * CELL_GAP) / columns as f32;
    let (frame, k) = print_frame(cell_w);
    let writing = print.writing_lines as f32 * WRITING_LINE;

    let cells: Vec<Cell> = sheet
        .panels
        .iter()
        .map(|p| {
            let heading = p
                .heading
                .as_deref()
                .map_or_else(Vec::new, |h| wrap(h, HEADING_SIZE * 1.1, cell_w));
            let notes = wrap_notes(&p.notes, cell_w);
            let height = heading.len() as f32 * (HEADING_SIZE + 4.0)
                + p.scene.height_in(&frame) * k
                + notes.len() as f32 * NOTE_LINE
                + if notes.is_empty() { 0.0 } else { 4.0 }
                + writing;
            Cell {
                panel: p,
                heading,
                notes,
                height,
            }
        })
        .collect();
    let title = sheet
        .title
        .as_deref()
        .map_or_else(Vec::new, |t| wrap(t, TITLE_SIZE * 1.1, inner * 0.8));
    let intro = wrap_notes(&sheet.intro, inner);
    let closing = wrap_notes(&sheet.notes, inner);
    let top = PAGE_MARGIN + title.len().max(1) as f32 * (TITLE_SIZE + 5.0) + 6.0;

    // Rows of cells, then pages of rows: each page keeps room for its legend.
    let rows: Vec<&[Cell]> = cells.chunks(columns).collect();
    let legend = |panels: &[Panel]| -> Vec<LegendItem> {
        let mut items = legend_of(panels);
        items.extend(sheet.legend.iter().cloned());
        items
    };
    let legend_height = |cells: &[&Cell]| {
        let panels: Vec<Panel> = cells.iter().map(|c| c.panel.clone()).collect();
        legend_rows(&legend(&panels), inner).len() as f32 * LEGEND_ROW + 8.0
    };
    let mut layout: Vec<Vec<usize>> = Vec::new(); // rows on each page
    let mut page_rows: Vec<usize> = Vec::new();
    let mut y = top + intro.len() as f32 * NOTE_LINE;
    for (r, row) in rows.iter().enumerate() {
        let h = row.iter().map(|c| c.height).fold(0.0, f32::max);
        let mut with: Vec<&Cell> = page_rows.iter().flat_map(|&i| rows[i].iter()).collect();
        with.extend(row.iter());
        let last = r + 1 == rows.len();
        let tail = if last {
            closing.len() as f32 * NOTE_LINE
        } else {
            0.0
        };
        if !page_rows.is_empty() && y + h + tail + legend_height(&with) > page_h - PAGE_MARGIN {
            layout.push(std::mem::take(&mut page_rows));
            y = top;
        }
        page_rows.push(r);
        y += h + CELL_GAP;
    }
    if !page_rows.is_empty() || layout.is_empty() {
        layout.push(page_rows);
    }

    let count = layout.len();
    let mut out = Pages {
        pages: Vec::new(),
        boards: Vec::new(),
    };
    for (p, page_rows) in layout.iter().enumerate() {
        let (w_attr, h_attr) = print.paper.dimensions();
        let mut doc = Document::new()
            .set("width", w_attr)
            .set("height", h_attr)
            .set("viewBox", format!("0 0 {} {}", num(page_w), num(page_h)))
            .set("font-family", FONT_FAMILY);
        doc.append(Title::new(sheet.title.clone().unwrap_or_default()));
        doc.append(
            Rectangle::new()
                .set("width", "100%")
                .set("height", "100%")
                .set("fill", palette::BACKGROUND),
        );
        let mut y = PAGE_MARGIN;
        for t in &title {
            doc.append(
                text_at(t, (PAGE_MARGIN, y + TITLE_SIZE), TITLE_SIZE, palette::INK)
                    .set("font-weight", "bold"),
            );
            y += TITLE_SIZE + 5.0;
        }
        if count > 1 {
            doc.append(
                text_at(
                    &crate::t!(sheet.lang(), "picture-page", page = p + 1, pages = count),
                    (page_w - PAGE_MARGIN, PAGE_MARGIN + TITLE_SIZE),
                    PAGE_NUMBER_SIZE,
                    palette::INK,
                )
                .set("text-anchor", "end"),
            );
        }
        let mut y = top;
        if p == 0 {
            for (n, l) in &intro {
                y += NOTE_LINE;
                doc.append(note_text(n, l, (PAGE_MARGIN, y)));
            }
        }
        let mut on_page: Vec<Panel> = Vec::new();
        for &r in page_rows {
            let row = rows[r];
            let h = row.iter().map(|c| c.height).fold(0.0, f32::max);
            for (i, cell) in row.iter().enumerate() {
                let x = PAGE_MARGIN + i as f32 * (cell_w + CELL_GAP);
                let (group, a1) = draw_cell(cell, (x, y), cell_w, &frame, k, print.writing_lines);
                doc.append(group);
                out.boards.push(Placed {
                    page: p,
                    a1,
                    scale: k,
                    frame,
                });
                on_page.push(cell.panel.clone());
            }
            y += h + CELL_GAP;
        }
        if p + 1 == count {
            for (n, l) in &closing {
                doc.append(note_text(n, l, (PAGE_MARGIN, y)));
                y += NOTE_LINE;
            }
        }
        if !on_page.is_empty() {
            doc.append(draw_legend(&legend(&on_page), y, inner));
        }
        out.pages.push(doc.to_string() + "\n");
    }
    out
}

/// One cell at (x, y): heading, board, notes, lines to write on. Returns it and where its a1
/// corner is.
fn draw_cell(
    cell: &Cell,
    (x, y): (f32, f32),
    width: f32,
    frame: &Frame,
    k: f32,
    writing_lines: usize,
) -> (Group, (f32, f32)) {
    let mut g = Group::new();
    let mut y = y;
    for h in &cell.heading {
        y += HEADING_SIZE + 4.0;
        g.append(text_at(h, (x, y - 3.0), HEADING_SIZE, palette::INK).set("font-weight", "bold"));
    }
    let margin = frame.margin();
    let a1 = (x + margin * k, y + margin * k);
    g.append(
        board::draw_framed(&cell.panel.scene, &cell.panel.overlay, frame).set(
            "transform",
            format!("translate({} {}) scale({})", num(a1.0), num(a1.1), num(k)),
        ),
    );
    y += cell.panel.scene.height_in(frame) * k;
    if !cell.notes.is_empty() {
        y += 2.0;
    }
    for (n, l) in &cell.notes {
        y += NOTE_LINE;
        g.append(note_text(n, l, (x, y)));
    }
    for _ in 0..writing_lines {
        y += WRITING_LINE;
        g.append(
            Line::new()
                .set("x1", num(x))
                .set("y1", num(y))
                .set("x2", num(x + width))
                .set("y2", num(y))
                .set("stroke", palette::FAINT)
                .set("stroke-width", "0.5"),
        );
    }
    (g, a1)
}

fn draw_legend(items: &[LegendItem], top: f32, width: f32) -> Group {
    let mut g = Group::new();
    for (r, row) in legend_rows(items, width).iter().enumerate() {
        let cy = top + 6.0 + r as f32 * LEGEND_ROW + LEGEND_ROW / 2.0;
        for &(x, i) in row {
            let item = &items[i];
            let sx = PAGE_MARGIN + x + item.width * LEGEND_SCALE / 2.0;
            g.append(
                Group::new()
                    .set(
                        "transform",
                        format!(
                            "translate({} {}) scale({})",
                            num(sx),
                            num(cy),
                            num(LEGEND_SCALE)
                        ),
                    )
                    .add(item.symbol.clone()),
            );
            g.append(text_at(
                &item.text,
                (
                    PAGE_MARGIN + x + item.width * LEGEND_SCALE + 4.0,
                    cy + LEGEND_SIZE * 0.36,
                ),
                LEGEND_SIZE,
                palette::INK,
            ));
        }
    }
    g
}

/// A sheet of boards on pages, one column, as many a page as fit (a trace step by step, a
/// game's board).
pub fn single_column(sheet: &Sheet, paper: Paper) -> Vec<String> {
    pages(
        sheet,
        Print {
            paper,
            columns: 1,
            writing_lines: 0,
        },
    )
    .pages
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_print_frame_makes_digits_two_and_a_half_millimetres_high() {
        for width in [120.0, 250.0, 530.0] {
            let (frame, k) = print_frame(width);
            let mm = frame.coords * k * DIGIT_HEIGHT / POINTS_PER_MM;
            assert!(mm >= COORDINATE_MM, "{width}: {mm} mm");
            assert!(
                mm < COORDINATE_MM * 1.2,
                "{width}: no larger than needed, {mm}"
            );
            let total = (BOARD_WIDTH + 2.0 * frame.margin()) * k;
            assert!((total - width).abs() < 0.01);
        }
    }

    #[test]
    fn papers_have_their_sizes() {
        let (w, h) = Paper::A4.points();
        assert!((w / POINTS_PER_MM - 210.0).abs() < 0.1 && (h / POINTS_PER_MM - 297.0).abs() < 0.1);
        assert_eq!(Paper::Letter.points(), (612.0, 792.0));
    }
}
