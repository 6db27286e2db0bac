//! A picture as a whole: a title, one or more board panels (each with a heading and notes
//! under it), the legend of what the panels show, and closing lines. Written as one SVG
//! document.

use super::board::{self, LegKind, Overlay, Scene};
use super::layout::{text_width, wrap, Grid, BOARD_WIDTH, MARGIN};
use super::palette;
use super::pieces::{self, disc, label, line, num, text_at};
use crate::board::{Piece, PivotKind};
use crate::geometry::Dir;
use crate::i18n::Lang;
use crate::t;
use svg::node::element::{Group, Rectangle, Title};
use svg::{Document, Node};

/// The font the pictures name; the PNG renderer embeds it.
pub const FONT_FAMILY: &str = "DejaVu Sans, Verdana, Arial, sans-serif";

/// Space around the whole picture.
const PAD: f32 = 16.0;
/// Space between panels.
const GAP: f32 = 28.0;
/// A panel's width: the board and its margins.
pub const PANEL_WIDTH: f32 = BOARD_WIDTH + 2.0 * MARGIN;
const TITLE_SIZE: f32 = 18.0;
const HEADING_SIZE: f32 = 15.0;
const NOTE_SIZE: f32 = 12.5;
const NOTE_LINE: f32 = 17.0;
const LEGEND_SIZE: f32 = 12.0;
const LEGEND_ROW: f32 = 28.0;

/// A line of notes under a panel or at the end of the picture.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Note {
    /// The text (wrapped to the panel's width).
    pub text: String,
    /// Indented under the line before (a detail).
    pub indent: bool,
    /// Bold (a heading line).
    pub strong: bool,
    /// Drawn in the removal colour (a pawn removed).
    pub danger: bool,
}

impl Note {
    /// A plain line.
    pub fn plain(text: impl Into<String>) -> Note {
        Note {
            text: text.into(),
            indent: false,
            strong: false,
            danger: false,
        }
    }

    /// A bold line.
    pub fn strong(text: impl Into<String>) -> Note {
        Note {
            strong: true,
            ..Note::plain(text)
        }
    }

    /// A detail under the line before.
    pub fn detail(text: impl Into<String>, danger: bool) -> Note {
        Note {
            indent: true,
            danger,
            ..Note::plain(text)
        }
    }
}

/// One board picture with its heading and notes.
#[derive(Clone, Debug)]
pub struct Panel<'a> {
    /// Above the board.
    pub heading: Option<String>,
    /// The board.
    pub scene: Scene<'a>,
    /// What is drawn over it.
    pub overlay: Overlay,
    /// Under the board.
    pub notes: Vec<Note>,
}

/// A legend entry: a symbol drawn in a box `width` wide (centred on its middle), and words.
#[derive(Clone, Debug)]
pub struct LegendItem {
    /// The symbol, drawn around (0, 0).
    pub symbol: Group,
    /// The width the symbol takes.
    pub width: f32,
    /// What it means.
    pub text: String,
}

impl LegendItem {
    /// A symbol in the usual square box.
    pub fn new(symbol: Group, text: impl Into<String>) -> LegendItem {
        LegendItem {
            symbol,
            width: 26.0,
            text: text.into(),
        }
    }
}

/// A whole picture.
#[derive(Clone, Debug)]
pub struct Sheet<'a> {
    /// At the top.
    pub title: Option<String>,
    /// The boards, left to right, then top to bottom.
    pub panels: Vec<Panel<'a>>,
    /// Panels in a row.
    pub columns: usize,
    /// Lines under the title, before the panels (a question, a verdict).
    pub intro: Vec<Note>,
    /// Legend entries beyond those read off the panels (a heat scale, a cost).
    pub legend: Vec<LegendItem>,
    /// Lines at the end.
    pub notes: Vec<Note>,
}

/// A panel's top-left corner and its lines of notes, wrapped.
type PanelPlan = ((f32, f32), Vec<(Note, String)>);

/// Where each part of a sheet goes.
struct Plan {
    width: f32,
    height: f32,
    title: Vec<String>,
    intro_top: f32,
    intro: Vec<(Note, String)>,
    /// Each panel's top-left corner and its lines of notes (wrapped).
    panels: Vec<PanelPlan>,
    legend_top: f32,
    legend_rows: Vec<Vec<(f32, usize)>>,
    notes_top: f32,
    notes: Vec<(Note, String)>,
}

fn wrap_notes(notes: &[Note], width: f32) -> Vec<(Note, String)> {
    let mut out = Vec::new();
    for n in notes {
        let w = if n.indent { width - 18.0 } else { width };
        for l in wrap(&n.text, NOTE_SIZE, w) {
            out.push((n.clone(), l));
        }
    }
    out
}

impl Sheet<'_> {
    /// One panel, no extra legend or notes.
    pub fn single(title: Option<String>, panel: Panel<'_>) -> Sheet<'_> {
        Sheet {
            title,
            panels: vec![panel],
            columns: 1,
            intro: Vec::new(),
            legend: Vec::new(),
            notes: Vec::new(),
        }
    }

    /// The language of the sheet's words: its panels' (English without a panel).
    pub fn lang(&self) -> Lang {
        self.panels.first().map_or(Lang::En, |p| p.scene.lang)
    }

    fn columns(&self) -> usize {
        self.columns.clamp(1, self.panels.len().max(1))
    }

    fn plan(&self, legend: &[LegendItem]) -> Plan {
        let cols = self.columns();
        let width = 2.0 * PAD + cols as f32 * PANEL_WIDTH + (cols - 1) as f32 * GAP;
        let inner = width - 2.0 * PAD;
        let title = self
            .title
            .as_deref()
            .map_or_else(Vec::new, |t| wrap(t, TITLE_SIZE, inner * 0.88));
        let intro = wrap_notes(&self.intro, inner);
        let mut y = PAD + title.len() as f32 * (TITLE_SIZE + 8.0);
        let intro_top = y;
        if !intro.is_empty() {
            y += intro.len() as f32 * NOTE_LINE + 12.0;
        }
        let mut panels = Vec::new();
        for row in self.panels.chunks(cols) {
            let mut row_height: f32 = 0.0;
            for (i, p) in row.iter().enumerate() {
                let x = PAD + i as f32 * (PANEL_WIDTH + GAP);
                let notes = wrap_notes(&p.notes, PANEL_WIDTH - 2.0 * MARGIN);
                let h = panel_height(p, notes.len());
                row_height = row_height.max(h);
                panels.push(((x, y), notes));
            }
            y += row_height + GAP;
        }
        y -= GAP;
        // The legend flows in rows across the picture.
        let legend_top = y + 10.0;
        let mut legend_rows: Vec<Vec<(f32, usize)>> = Vec::new();
        let mut row: Vec<(f32, usize)> = Vec::new();
        let mut x = 0.0;
        for (i, item) in legend.iter().enumerate() {
            let w = item.width + 6.0 + text_width(&item.text, LEGEND_SIZE) + 18.0;
            if x + w > inner && !row.is_empty() {
                legend_rows.push(std::mem::take(&mut row));
                x = 0.0;
            }
            row.push((x, i));
            x += w;
        }
        if !row.is_empty() {
            legend_rows.push(row);
        }
        let notes_top = legend_top + legend_rows.len() as f32 * LEGEND_ROW + 6.0;
        let notes = wrap_notes(&self.notes, inner);
        let height = notes_top + notes.len() as f32 * NOTE_LINE + PAD;
        Plan {
            width,
            height,
            title,
            intro_top,
            intro,
            panels,
            legend_top,
            legend_rows,
            notes_top,
            notes,
        }
    }

    /// Where the board of panel `i` is drawn: the outer corner of its a1.
    pub fn grid(&self, i: usize) -> Option<Grid> {
        let plan = self.plan(&self.legend_items());
        let ((x, y), _) = plan.panels.get(i)?;
        let heading = if self.panels[i].heading.is_some() {
            HEADING_SIZE + 10.0
        } else {
            0.0
        };
        Some(Grid {
            x: x + MARGIN,
            y: y + heading + MARGIN,
        })
    }

    /// The picture's width and height in units (pixels of the PNG at scale 1).
    pub fn size(&self) -> (f32, f32) {
        let plan = self.plan(&self.legend_items());
        (plan.width, plan.height)
    }

    /// Every legend entry: what the panels show, then the sheet's own.
    pub fn legend_items(&self) -> Vec<LegendItem> {
        let mut items = legend_of(&self.panels);
        items.extend(self.legend.iter().cloned());
        items
    }

    /// The picture as an SVG document.
    pub fn to_svg(&self) -> String {
        self.to_svg_with(true)
    }

    /// The picture as an SVG document, with or without its legend (a page that shows many
    /// pictures gives the legend once).
    pub fn to_svg_with(&self, legend: bool) -> String {
        let legend = if legend {
            self.legend_items()
        } else {
            Vec::new()
        };
        let plan = self.plan(&legend);
        let mut doc = Document::new()
            .set("width", num(plan.width))
            .set("height", num(plan.height))
            .set(
                "viewBox",
                format!("0 0 {} {}", num(plan.width), num(plan.height)),
            )
            .set("font-family", FONT_FAMILY);
        let title_text = self
            .title
            .clone()
            .or_else(|| self.panels.first().and_then(|p| p.heading.clone()))
            .unwrap_or_else(|| t!(self.lang(), "picture-untitled"));
        doc.append(Title::new(title_text));
        doc.append(
            Rectangle::new()
                .set("width", "100%")
                .set("height", "100%")
                .set("fill", palette::BACKGROUND),
        );
        let mut y = PAD;
        for t in &plan.title {
            doc.append(
                text_at(t, (PAD, y + TITLE_SIZE), TITLE_SIZE, palette::INK)
                    .set("font-weight", "bold"),
            );
            y += TITLE_SIZE + 8.0;
        }
        let mut y = plan.intro_top;
        for (n, l) in &plan.intro {
            y += NOTE_LINE;
            doc.append(note_text(n, l, (PAD, y)));
        }
        for (p, ((x, y), notes)) in self.panels.iter().zip(&plan.panels) {
            doc.append(draw_panel(p, (*x, *y), notes));
        }
        for row_items in plan.legend_rows.iter().enumerate() {
            let (r, row) = row_items;
            let cy = plan.legend_top + r as f32 * LEGEND_ROW + LEGEND_ROW / 2.0;
            for &(x, i) in row {
                let item = &legend[i];
                let sx = PAD + x + item.width / 2.0;
                doc.append(
                    Group::new()
                        .set("transform", format!("translate({} {})", num(sx), num(cy)))
                        .add(item.symbol.clone()),
                );
                doc.append(text_at(
                    &item.text,
                    (PAD + x + item.width + 6.0, cy + LEGEND_SIZE * 0.36),
                    LEGEND_SIZE,
                    palette::INK,
                ));
            }
        }
        let mut y = plan.notes_top;
        for (n, l) in &plan.notes {
            y += NOTE_LINE;
            doc.append(note_text(n, l, (PAD, y)));
        }
        doc.to_string() + "\n"
    }
}

fn note_text(n: &Note, text: &str, (x, y): (f32, f32)) -> svg::node::element::Text {
    let x = if n.indent { x + 18.0 } else { x };
    let fill = if n.danger {
        palette::REMOVED
    } else {
        palette::INK
    };
    let mut t = text_at(text, (x, y), NOTE_SIZE, fill);
    if n.strong {
        t = t.set("font-weight", "bold");
    }
    t
}

fn panel_height(p: &Panel, note_lines: usize) -> f32 {
    let heading = if p.heading.is_some() {
        HEADING_SIZE + 10.0
    } else {
        0.0
    };
    let notes = if note_lines == 0 {
        0.0
    } else {
        note_lines as f32 * NOTE_LINE + 6.0
    };
    heading + p.scene.height() + notes
}

fn draw_panel(p: &Panel, (x, y): (f32, f32), notes: &[(Note, String)]) -> Group {
    let mut g = Group::new();
    let mut top = y;
    if let Some(h) = &p.heading {
        g.append(
            text_at(h, (x, top + HEADING_SIZE), HEADING_SIZE, palette::INK)
                .set("font-weight", "bold"),
        );
        top += HEADING_SIZE + 10.0;
    }
    g.append(board::draw(&p.scene, &p.overlay).set(
        "transform",
        format!("translate({} {})", num(x + MARGIN), num(top + MARGIN)),
    ));
    let mut ny = top + p.scene.height() + 2.0;
    for (n, l) in notes {
        ny += NOTE_LINE;
        g.append(note_text(n, l, (x + MARGIN, ny)));
    }
    g
}

fn at_origin<N: Into<Box<dyn Node>>>(node: N) -> Group {
    Group::new().add(node)
}

/// The legend of what the panels show: only what appears in them.
pub fn legend_of(panels: &[Panel]) -> Vec<LegendItem> {
    let o = (0.0, 0.0);
    // A sheet speaks one language: its panels' (they are all drawn in it).
    let lang = panels.first().map_or(Lang::En, |p| p.scene.lang);
    let mut items = Vec::new();
    let any = |f: &dyn Fn(&Panel) -> bool| panels.iter().any(f);
    if any(&|p| !p.overlay.hide_monster) {
        items.push(LegendItem::new(
            at_origin(pieces::monster(Dir::East, (-3.0, 0.0))).set("transform", "scale(0.62)"),
            t!(lang, "picture-monster"),
        ));
    }
    if any(&|p| p.overlay.start.is_some()) {
        items.push(LegendItem::new(
            at_origin(pieces::monster_start(Dir::East, (-4.0, 0.0)).set("transform", "scale(0.6)")),
            t!(lang, "picture-start"),
        ));
    }
    let has_piece =
        |piece: Piece| any(&|p: &Panel| p.scene.board.pieces().any(|(_, q)| q == piece));
    for (piece, text) in [
        (Piece::Stone, t!(lang, "picture-stone")),
        (Piece::Crystal, t!(lang, "picture-crystal")),
        (
            Piece::Pivot(PivotKind::Right),
            t!(lang, "picture-pivot-right"),
        ),
        (
            Piece::Pivot(PivotKind::Around),
            t!(lang, "picture-pivot-around"),
        ),
    ] {
        if has_piece(piece) {
            items.push(LegendItem::new(
                at_origin(pieces::piece(piece, o)).set("transform", "scale(0.6)"),
                text,
            ));
        }
    }
    if any(&|p| p.scene.board.pools().next().is_some()) {
        items.push(LegendItem::new(
            at_origin(
                Rectangle::new()
                    .set("x", "-11")
                    .set("y", "-11")
                    .set("width", "22")
                    .set("height", "22")
                    .set("fill", palette::POOL),
            ),
            t!(lang, "picture-pool"),
        ));
    }
    let mut pairs_seen: Vec<String> = Vec::new();
    for p in panels {
        for (a, b, name, style) in p.scene.pairs() {
            let text = t!(
                lang,
                "picture-pair",
                number = style.number,
                name = crate::i18n::Player(&name),
                a = a,
                b = b
            );
            if !pairs_seen.contains(&text) {
                items.push(LegendItem::new(
                    at_origin(pieces::teleporter(Dir::East, style, o))
                        .set("transform", "scale(0.55)"),
                    text.clone(),
                ));
                pairs_seen.push(text);
            }
        }
    }
    let mut players_seen: Vec<String> = Vec::new();
    let mut unplayered = false;
    for p in panels {
        let players = p.scene.players();
        for (name, style) in players.iter() {
            if !players_seen.iter().any(|n| n == name) {
                let look = pieces::PawnLook {
                    name: "",
                    face: None,
                    style,
                };
                items.push(LegendItem::new(
                    at_origin(pieces::pawn(&look, (3.0, 4.0))).set("transform", "scale(0.7)"),
                    t!(lang, "picture-player", name = crate::i18n::Player(name)),
                ));
                players_seen.push(name.to_string());
            }
        }
        unplayered |= p.scene.pawns.iter().any(|q| q.player.is_none());
    }
    if any(&|p| !p.scene.pawns.is_empty()) {
        let look = pieces::PawnLook {
            name: "",
            face: Some(4),
            style: palette::Players::default().style(None),
        };
        let _ = unplayered;
        items.push(LegendItem::new(
            at_origin(pieces::pawn(&look, (0.0, 4.0))).set("transform", "scale(0.7)"),
            t!(lang, "picture-pawn"),
        ));
    }
    let legs = |k: LegKind| any(&|p: &Panel| p.overlay.legs.iter().any(|l| l.kind == k));
    if legs(LegKind::Walk) {
        items.push(LegendItem::new(
            at_origin(
                line((-12.0, 0.0), (12.0, 0.0), palette::MONSTER, 5.0).set("stroke-opacity", "0.8"),
            ),
            t!(lang, "picture-path"),
        ));
    }
    if legs(LegKind::Slide) {
        items.push(LegendItem::new(
            at_origin(
                line((-12.0, 0.0), (12.0, 0.0), palette::MONSTER, 5.0)
                    .set("stroke-dasharray", "9 5")
                    .set("stroke-opacity", "0.8"),
            ),
            t!(lang, "picture-slid"),
        ));
    }
    if legs(LegKind::Teleport) {
        items.push(LegendItem::new(
            at_origin(
                line((-12.0, 0.0), (12.0, 0.0), palette::MONSTER, 4.0)
                    .set("stroke-dasharray", "1 7")
                    .set("stroke-linecap", "round"),
            ),
            t!(lang, "picture-teleported"),
        ));
    }
    if any(&|p| p.overlay.badges.iter().any(|b| b.2 == palette::MONSTER)) {
        items.push(LegendItem::new(
            at_origin(pieces::badge("3", o, palette::MONSTER)),
            t!(lang, "picture-step-end"),
        ));
    }
    if any(&|p| !p.overlay.walls.is_empty()) {
        items.push(LegendItem::new(
            at_origin(disc(o, 10.0, palette::MONSTER)).add(label("V", o, 13.0, "#ffffff", true)),
            t!(lang, "picture-wall"),
        ));
    }
    if any(&|p| p.overlay.arrows.iter().any(|a| a.colour == palette::PUSH)) {
        items.push(LegendItem::new(
            at_origin(pieces::arrow(
                (-12.0, 0.0),
                (12.0, 0.0),
                palette::PUSH,
                3.0,
                false,
            )),
            t!(lang, "picture-pushed"),
        ));
    }
    if any(&|p| !p.overlay.sights.is_empty()) {
        items.push(LegendItem::new(
            at_origin(
                line((-12.0, 0.0), (12.0, 0.0), palette::INK, 2.0).set("stroke-dasharray", "6 3"),
            ),
            t!(lang, "picture-sight"),
        ));
    }
    if any(&|p| !p.overlay.removed.is_empty()) {
        items.push(LegendItem::new(
            at_origin(pieces::cross(o)).set("transform", "scale(0.6)"),
            t!(lang, "picture-removed"),
        ));
    }
    items.push(LegendItem::new(
        at_origin(
            Rectangle::new()
                .set("x", "-13")
                .set("y", "-7.5")
                .set("width", "26")
                .set("height", "15")
                .set("fill", palette::WALL),
        )
        .add(label("A", o, 10.0, "#ffffff", true)),
        t!(lang, "picture-letter"),
    ));
    items.push(LegendItem::new(
        at_origin(label("a1", o, 14.0, palette::COORDS, true)),
        t!(lang, "picture-square"),
    ));
    items
}
