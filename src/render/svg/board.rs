//! The board as in the game: the 156 flagstones inside the walls with the two staircases,
//! the walls as a dark band with the wall letters (B1) on every segment, the doors, the
//! coordinates (a–p, 1–11) in the margin outside, the exit (a1) and the entrance (p11),
//! pools, teleporters, pieces, pawns (and those waiting beside the entrance) and the monster;
//! with an [`Overlay`] of what a picture explains over it (the monster's path, pushes, lines
//! of sight, removed pawns, heat, costs).
//!
//! A board is drawn in its own units, the outer corner of a1 at (0, 0) ([`LOCAL`]); a
//! [`super::sheet::Sheet`] places it. Anything that has a [`Scene`] — a scenario, a trace's
//! board after a step, a game state — is drawn by the same code.

use super::layout::{Frame, Grid, Point, BOARD_HEIGHT, BOARD_WIDTH, SQUARE};
use super::palette::{self, Players};
use super::pieces::{self, disc, label, line, num, text_at, PawnLook};
use crate::board::{Board, PawnId, PawnPlace};
use crate::geometry::{Dir, Square, Wall};
use crate::i18n::Lang;
use crate::position::Pawn;
use crate::render::colour::Colour;
use crate::scenario::Scenario;
use crate::t;
use svg::node::element::{Group, Path, Rectangle};
use svg::Node;

/// The grid of a board drawn on its own: a1's outer corner at the origin.
pub const LOCAL: Grid = Grid { x: 0.0, y: 0.0 };

/// The height of the row of pawns waiting beside the entrance, under the board.
const WAITING_ROW: f32 = 46.0;

/// What to draw: a board, who its pawns are, and what its teleporter pairs are called.
#[derive(Clone, Debug)]
pub struct Scene<'a> {
    /// What stands where.
    pub board: Board,
    /// The pawns, indexed by [`PawnId`].
    pub pawns: &'a [Pawn],
    /// Each teleporter pair's name, by the square of one of its teleporters (from the file).
    pub pair_names: Vec<(Square, String)>,
    /// The language of the words drawn with it.
    pub lang: Lang,
    /// The players given a colour (`color:`), and their colours.
    pub colors: Vec<(String, Colour)>,
}

impl<'a> Scene<'a> {
    /// A board and its pawns; teleporter pairs are numbered.
    pub fn new(board: Board, pawns: &'a [Pawn]) -> Scene<'a> {
        Scene {
            board,
            pawns,
            pair_names: Vec::new(),
            lang: Lang::En,
            colors: Vec::new(),
        }
    }

    /// A scenario's position, with its teleporter pairs' names.
    pub fn of(s: &'a Scenario) -> Scene<'a> {
        Scene {
            board: *s.board(),
            pawns: s.pawns(),
            pair_names: s
                .setup()
                .teleporters
                .iter()
                .map(|t| (t.at, t.pair.clone()))
                .collect(),
            lang: Lang::En,
            colors: s.position().colors().to_vec(),
        }
    }

    /// The same scene, its words in `lang`.
    pub fn with_lang(self, lang: Lang) -> Scene<'a> {
        Scene { lang, ..self }
    }

    /// The same pawns and pairs on another board (the same position later in a move).
    pub fn with_board(&self, board: Board) -> Scene<'a> {
        Scene {
            board,
            pawns: self.pawns,
            pair_names: self.pair_names.clone(),
            lang: self.lang,
            colors: self.colors.clone(),
        }
    }

    /// The players, in the order of their first pawn.
    pub fn players(&self) -> Players {
        let mut names: Vec<&str> = Vec::new();
        for p in self.pawns {
            if let Some(pl) = p.player.as_deref() {
                if !names.contains(&pl) {
                    names.push(pl);
                }
            }
        }
        Players::coloured(&names, &self.colors)
    }

    /// How pawn `id` looks.
    pub fn pawn_look(&self, id: PawnId, players: &Players) -> PawnLook<'a> {
        let p = self.pawns.get(id.0 as usize);
        PawnLook {
            name: p.map_or("?", |p| p.name.as_str()),
            face: p.and_then(|p| p.face),
            style: players.style(p.and_then(|p| p.player.as_deref())),
        }
    }

    /// The teleporter pairs in grid order of their first square: both squares, the pair's
    /// name (or its number) and its style.
    pub fn pairs(&self) -> Vec<(Square, Square, String, palette::PairStyle)> {
        let list: Vec<(Square, Square)> = self
            .board
            .teleporters()
            .filter(|(a, b, _)| a < b)
            .map(|(a, b, _)| (a, b))
            .collect();
        let names: Vec<String> = list
            .iter()
            .enumerate()
            .map(|(i, (a, b))| {
                self.pair_names
                    .iter()
                    .find(|(s, _)| s == a || s == b)
                    .map_or_else(
                        || t!(self.lang, "picture-pair-name", n = i + 1),
                        |(_, n)| n.clone(),
                    )
            })
            .collect();
        let refs: Vec<&str> = names.iter().map(String::as_str).collect();
        let colours = palette::pair_colours(&refs);
        list.iter()
            .zip(names.iter())
            .enumerate()
            .map(|(i, ((a, b), n))| (*a, *b, n.clone(), palette::pair_style(i, colours[i])))
            .collect()
    }

    /// The pawns waiting beside the entrance, in list order.
    pub fn waiting(&self) -> Vec<PawnId> {
        self.board
            .pawn_ids()
            .filter(|id| self.board.pawn(*id) == PawnPlace::Waiting)
            .collect()
    }

    /// The pawns out through the exit, in list order.
    pub fn out(&self) -> Vec<PawnId> {
        self.board
            .pawn_ids()
            .filter(|id| self.board.pawn(*id) == PawnPlace::Out)
            .collect()
    }

    /// The height the board takes with its margins for the screen (and the row of the pawns
    /// off the board: waiting beside the entrance, or out).
    pub fn height(&self) -> f32 {
        self.height_in(&Frame::SCREEN)
    }

    /// The height the board takes with the margins of `frame` (and the row of the pawns off
    /// the board).
    pub fn height_in(&self, frame: &Frame) -> f32 {
        BOARD_HEIGHT
            + 2.0 * frame.margin()
            + if self.waiting().is_empty() && self.out().is_empty() {
                0.0
            } else {
                WAITING_ROW
            }
    }
}

/// How a leg of the monster's path was travelled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LegKind {
    /// A step onto the next square.
    Walk,
    /// Sliding over a pool (M7).
    Slide,
    /// From a teleporter to its partner (M10).
    Teleport,
}

/// A leg of the monster's path, between two points of the board.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Leg {
    /// Where it starts.
    pub from: Point,
    /// Where it ends.
    pub to: Point,
    /// How.
    pub kind: LegKind,
    /// Whether it belongs to the step the picture is about (drawn stronger).
    pub current: bool,
}

/// An arrow over the board.
#[derive(Clone, Debug, PartialEq)]
pub struct Arrow {
    /// Its tail.
    pub from: Point,
    /// Its tip.
    pub to: Point,
    /// Its colour.
    pub colour: &'static str,
    /// Dashed (a slide after a push).
    pub dashed: bool,
}

/// One of the monster's lines of sight (M2).
#[derive(Clone, Debug, PartialEq)]
pub struct SightLine {
    /// The monster's square.
    pub from: Point,
    /// Where the line ends: the seen pawn, the blocking piece, or the wall.
    pub to: Point,
    /// The distance of the pawn seen on it, if one was.
    pub seen: Option<u8>,
}

/// A square washed with a colour and labelled (a heat map, a cost).
#[derive(Clone, Debug, PartialEq)]
pub struct Tint {
    /// The square.
    pub at: Square,
    /// Its wash, `#rrggbb`.
    pub fill: String,
    /// Its label.
    pub text: String,
    /// The label's colour.
    pub ink: &'static str,
}

/// What a picture draws over the board.
#[derive(Clone, Debug, Default)]
pub struct Overlay {
    /// Washed and labelled squares.
    pub tints: Vec<Tint>,
    /// The monster's path.
    pub legs: Vec<Leg>,
    /// Wall segments crossed by the monster (each crossing marks both of its letters).
    pub walls: Vec<(Square, Dir)>,
    /// Lines of sight.
    pub sights: Vec<SightLine>,
    /// Arrows: pushes, a pawn's path.
    pub arrows: Vec<Arrow>,
    /// Pawns drawn where they were removed, crossed out.
    pub removed: Vec<(PawnId, Point)>,
    /// The monster's square and heading at the start of the move.
    pub start: Option<(Square, Dir)>,
    /// Numbered badges: steps of the monster, points of a pawn, with their colour.
    pub badges: Vec<(Point, String, &'static str)>,
    /// Rings around squares (the pawn that moves, a destination, a placed pawn).
    pub rings: Vec<(Square, &'static str)>,
    /// Whether to draw the monster (off for pictures of a pawn's question).
    pub hide_monster: bool,
}

impl Overlay {
    /// The badge place of a square: its north-east corner, shifted for each badge already
    /// there so that two never cover each other.
    pub fn badge_at(&self, sq: Square) -> Point {
        let (x, y) = LOCAL.corner(sq);
        let base = (x + SQUARE - 9.0, y + 9.0);
        let taken = self
            .badges
            .iter()
            .filter(|(p, _, _)| {
                (p.1 - base.1).abs() < 0.5 && p.0 <= base.0 && p.0 > base.0 - SQUARE
            })
            .count();
        (base.0 - 17.0 * taken as f32, base.1)
    }
}

/// The board with its overlay, in [`LOCAL`] units, framed for the screen.
pub fn draw(scene: &Scene, overlay: &Overlay) -> Group {
    draw_framed(scene, overlay, &Frame::SCREEN)
}

/// The board with its overlay, in [`LOCAL`] units, framed by `frame` (its margin reaches
/// `frame.margin()` beyond the grid on every side).
pub fn draw_framed(scene: &Scene, overlay: &Overlay, frame: &Frame) -> Group {
    let board = &scene.board;
    let players = scene.players();
    let g = LOCAL;
    let mut out = Group::new();
    let (band, wall_marks) = walls(&overlay.walls, frame, scene.lang);
    out.append(band);

    // Floor, with the exit and the entrance.
    let mut floor = Group::new()
        .set("stroke", palette::GROUT)
        .set("stroke-width", "1");
    for sq in Square::all() {
        let (x, y) = g.corner(sq);
        let fill = if sq == Square::A1 {
            palette::EXIT_FLOOR
        } else if sq == Square::P11 {
            palette::ENTRANCE_FLOOR
        } else {
            palette::FLOOR
        };
        floor.append(
            Rectangle::new()
                .set("x", num(x))
                .set("y", num(y))
                .set("width", num(SQUARE))
                .set("height", num(SQUARE))
                .set("fill", fill),
        );
    }
    out.append(floor);
    out.append(footprints(g.centre(Square::A1)));
    out.append(coordinates(frame));

    for t in &overlay.tints {
        let (x, y) = g.corner(t.at);
        out.append(
            Rectangle::new()
                .set("x", num(x + 1.0))
                .set("y", num(y + 1.0))
                .set("width", num(SQUARE - 2.0))
                .set("height", num(SQUARE - 2.0))
                .set("fill", t.fill.as_str()),
        );
        out.append(label(&t.text, g.centre(t.at), 14.0, t.ink, true));
    }

    // Pools: one red square each, with ripples.
    for sq in board.pools() {
        let (x, y) = g.corner(sq);
        out.append(
            Rectangle::new()
                .set("x", num(x))
                .set("y", num(y))
                .set("width", num(SQUARE))
                .set("height", num(SQUARE))
                .set("fill", palette::POOL),
        );
        out.append(
            Path::new()
                .set(
                    "d",
                    format!(
                        "M{} {}q4 -4 8 0t8 0M{} {}q4 -4 8 0t8 0",
                        num(x + 14.0),
                        num(y + 15.0),
                        num(x + 22.0),
                        num(y + 25.0)
                    ),
                )
                .set("fill", "none")
                .set("stroke", palette::POOL_RIPPLE)
                .set("stroke-width", "1.5"),
        );
    }

    for (a, b, _, style) in scene.pairs() {
        for sq in [a, b] {
            if let Some(arrow) = board.teleporter_arrow(sq) {
                out.append(pieces::teleporter(arrow, style, g.centre(sq)));
            }
        }
    }

    out.append(wall_marks);

    for s in &overlay.sights {
        let seen = s.seen.is_some();
        out.append(
            line(s.from, s.to, palette::INK, if seen { 2.0 } else { 1.2 })
                .set("stroke-dasharray", if seen { "6 3" } else { "2 3" })
                .set("stroke-opacity", "0.8"),
        );
        if let Some(d) = s.seen {
            let mid = ((s.from.0 + s.to.0) / 2.0, (s.from.1 + s.to.1) / 2.0);
            out.append(disc(mid, 8.0, "#ffffff").set("stroke", palette::INK));
            out.append(label(&d.to_string(), mid, 10.0, palette::INK, true));
        }
    }

    out.append(path(&overlay.legs));

    // Rings go under the pieces, so a pawn's name stays readable.
    for (sq, colour) in &overlay.rings {
        for (stroke, width) in [("#ffffff", "6"), (*colour, "3")] {
            out.append(
                disc(g.centre(*sq), SQUARE * 0.45, "none")
                    .set("stroke", stroke)
                    .set("stroke-width", width),
            );
        }
    }
    for (sq, p) in board.pieces() {
        out.append(pieces::piece(p, g.centre(sq)));
    }
    for id in board.pawn_ids() {
        if let PawnPlace::At(sq) = board.pawn(id) {
            out.append(pieces::pawn(&scene.pawn_look(id, &players), g.centre(sq)));
        }
    }
    for a in &overlay.arrows {
        // Pushes run along the monster's path: drawn beside it, on its right.
        let (dx, dy) = (a.to.0 - a.from.0, a.to.1 - a.from.1);
        let len = (dx * dx + dy * dy).sqrt().max(0.001);
        let (ox, oy) = if a.colour == palette::PUSH {
            (-dy / len * 10.0, dx / len * 10.0)
        } else {
            (0.0, 0.0)
        };
        out.append(pieces::arrow(
            (a.from.0 + ox, a.from.1 + oy),
            (a.to.0 + ox, a.to.1 + oy),
            a.colour,
            3.0,
            a.dashed,
        ));
    }
    if let Some((sq, dir)) = overlay.start {
        out.append(pieces::monster_start(dir, g.centre(sq)));
    }
    if !overlay.hide_monster {
        out.append(pieces::monster(board.facing(), g.centre(board.monster())));
    }
    // Removed pawns after the monster, so that none hides under it: where the monster stands,
    // or where another was removed, each is drawn smaller in its own corner of the square.
    for (id, at, scale) in removed_places(overlay, board.monster()) {
        let mut look = scene.pawn_look(id, &players);
        if scale < 1.0 {
            // Too small to read a name under it, and no room: the notes name the pawn.
            look.name = "";
        }
        let mut mark = Group::new()
            .add(pieces::pawn(&look, (0.0, 0.0)).set("opacity", "0.7"))
            .add(pieces::cross((0.0, -4.0)));
        mark = mark.set(
            "transform",
            format!(
                "translate({} {}) scale({})",
                num(at.0),
                num(at.1),
                num(scale)
            ),
        );
        out.append(mark);
    }
    for (at, n, colour) in &overlay.badges {
        out.append(pieces::badge(n, *at, colour));
    }

    // Beside the entrance: the waiting pawns, right to left from under p11.
    let waiting = scene.waiting();
    if !waiting.is_empty() {
        let y = BOARD_HEIGHT + frame.margin() + WAITING_ROW / 2.0;
        let right = BOARD_WIDTH - SQUARE / 2.0;
        for (i, id) in waiting.iter().enumerate() {
            let x = right - i as f32 * (SQUARE - 4.0);
            out.append(pieces::pawn(&scene.pawn_look(*id, &players), (x, y)));
        }
        let x = right - waiting.len() as f32 * (SQUARE - 4.0) + 10.0;
        out.append(
            text_at(
                &t!(scene.lang, "picture-waiting"),
                (x, y + 4.0),
                11.0,
                palette::INK,
            )
            .set("text-anchor", "end"),
        );
    }
    // Beside the exit: the pawns out, left to right from under a1's side.
    let gone = scene.out();
    if !gone.is_empty() {
        let y = BOARD_HEIGHT + frame.margin() + WAITING_ROW / 2.0;
        out.append(
            text_at(
                &t!(scene.lang, "picture-out"),
                (SQUARE / 4.0, y + 4.0),
                11.0,
                palette::INK,
            )
            .set("text-anchor", "start"),
        );
        for (i, id) in gone.iter().enumerate() {
            let x = SQUARE + 4.0 + i as f32 * (SQUARE - 4.0);
            out.append(pieces::pawn(&scene.pawn_look(*id, &players), (x, y)));
        }
    }
    out
}

/// Two small footprints on the exit square (the board's picture shows footprints there).
fn footprints((x, y): Point) -> Group {
    let foot = |cx: f32, cy: f32| {
        Group::new()
            .add(
                svg::node::element::Ellipse::new()
                    .set("cx", num(cx))
                    .set("cy", num(cy))
                    .set("rx", "3")
                    .set("ry", "5")
                    .set("fill", "#7f8f74"),
            )
            .add(disc((cx, cy - 7.5), 1.8, "#7f8f74"))
    };
    Group::new()
        .add(foot(x - 11.0, y + 14.0))
        .add(foot(x - 3.0, y + 8.0))
}

/// Where each removed pawn of `overlay` is drawn, and at what scale: alone on its square, in
/// full; off the board (pushed into the wall, M6), small on the wall band, short of the
/// coordinates; sharing its square with the monster or with other removed pawns, smaller and
/// each in its own corner. (Below full size the name is left off: the notes say it.)
pub fn removed_places(overlay: &Overlay, monster: Square) -> Vec<(PawnId, Point, f32)> {
    let inside = |p: Point| {
        Square::all().find(|sq| {
            let (x, y) = LOCAL.corner(*sq);
            p.0 > x && p.0 < x + SQUARE && p.1 > y && p.1 < y + SQUARE
        })
    };
    let corners = [(-0.26, 0.24), (0.26, 0.24), (-0.26, -0.2), (0.26, -0.2)];
    let mut out = Vec::new();
    for (i, &(id, at)) in overlay.removed.iter().enumerate() {
        let sq = inside(at);
        let sharing = overlay
            .removed
            .iter()
            .filter(|(_, p)| inside(*p) == sq && sq.is_some())
            .count();
        match sq {
            None => out.push((id, at, 0.5)),
            Some(sq) if sq == monster || sharing > 1 => {
                let k = overlay.removed[..i]
                    .iter()
                    .filter(|(_, p)| inside(*p) == Some(sq))
                    .count();
                let (fx, fy) = corners[k % corners.len()];
                let (cx, cy) = LOCAL.centre(sq);
                out.push((id, (cx + fx * SQUARE, cy + fy * SQUARE + 2.0), 0.6));
            }
            Some(_) => out.push((id, at, 1.0)),
        }
    }
    out
}

/// The coordinates around the grid: a–p above and under the columns, 1–11 left and right of
/// the rows, in the margin outside the wall band (issue 27: dark, and at least 10 units).
fn coordinates(frame: &Frame) -> Group {
    let mut g = Group::new()
        .set("font-size", num(frame.coords))
        .set("font-weight", "bold")
        .set("text-anchor", "middle")
        .set("fill", palette::COORDS)
        .set("class", "coordinates");
    let text = |t: String, (x, y): Point| {
        svg::node::element::Text::new(t)
            .set("x", num(x))
            .set("y", num(y))
    };
    for col in 0..crate::geometry::COLS {
        let letter = char::from(b'a' + col).to_string();
        for top in [true, false] {
            g.append(text(letter.clone(), frame.column_label(col, top)));
        }
    }
    for row in 0..crate::geometry::ROWS {
        for west in [true, false] {
            g.append(text((row + 1).to_string(), frame.row_label(row, west)));
        }
    }
    g
}

/// The walls: a dark band outside the floor on every segment, with the segment's letter (B1)
/// on it in white, smaller than the coordinates; the two doors in the band, named. Crossed
/// segments have their letter on a disc in the monster's colour.
///
/// Returns the band, drawn under the floor (the floor covers where the band reaches past a
/// corner of the staircases), and the doors and letters, drawn over it.
fn walls(crossed: &[(Square, Dir)], frame: &Frame, lang: Lang) -> (Group, Group) {
    let g = LOCAL;
    let t = frame.band;
    let mut band = Group::new().set("fill", palette::WALL);
    let mut letters = Group::new()
        .set("font-size", num(frame.wall_letter))
        .set("font-weight", "bold")
        .set("text-anchor", "middle")
        .set("fill", "#ffffff")
        .set("class", "wall-letters");
    let mut doors = Group::new();
    // The band of one side: the rectangle just outside it, reaching over the corners so that
    // the outer corners of the board are closed.
    let strip = |sq: Square, dir: Dir, fill: &str| {
        let (x, y) = g.corner(sq);
        let s = SQUARE;
        let (rx, ry, w, h) = match dir {
            Dir::North => (x - t, y - t, s + 2.0 * t, t),
            Dir::South => (x - t, y + s, s + 2.0 * t, t),
            Dir::West => (x - t, y - t, t, s + 2.0 * t),
            Dir::East => (x + s, y - t, t, s + 2.0 * t),
        };
        Rectangle::new()
            .set("x", num(rx))
            .set("y", num(ry))
            .set("width", num(w))
            .set("height", num(h))
            .set("fill", fill)
    };
    for sq in Square::all() {
        for dir in Dir::ALL {
            let Some(wall) = sq.wall(dir) else { continue };
            let at = g.beyond(sq, dir, t / 2.0);
            match wall {
                Wall::Letter(c) => {
                    band.append(strip(sq, dir, palette::WALL));
                    let size = frame.wall_letter;
                    if crossed.contains(&(sq, dir)) {
                        letters.append(
                            disc(at, t / 2.0 + 2.0, palette::MONSTER)
                                .set("stroke", "#ffffff")
                                .set("stroke-width", "1.5"),
                        );
                    }
                    letters.append(
                        svg::node::element::Text::new(c.to_string())
                            .set("x", num(at.0))
                            .set("y", num(at.1 + size * 0.36)),
                    );
                }
                Wall::Door => {
                    let (a, b) = g.side(sq, dir);
                    let (dx, dy) = super::layout::unit(dir);
                    let out = |p: Point| (p.0 + dx * t / 2.0, p.1 + dy * t / 2.0);
                    doors.append(line(out(a), out(b), palette::DOOR, t));
                    let (word, turn) = if sq == Square::A1 {
                        (t!(lang, "picture-exit"), -90)
                    } else {
                        (t!(lang, "picture-entrance"), 90)
                    };
                    let mut text =
                        label(&word, (0.0, 0.0), frame.wall_letter * 0.9, "#ffffff", true);
                    text = text.set(
                        "transform",
                        format!("translate({} {}) rotate({turn})", num(at.0), num(at.1)),
                    );
                    doors.append(text);
                    if crossed.contains(&(sq, dir)) {
                        doors.append(
                            disc(g.beyond(sq, dir, t / 2.0), t / 2.0, palette::MONSTER)
                                .set("stroke", "#ffffff"),
                        );
                    }
                }
            }
        }
    }
    (band, Group::new().add(doors).add(letters))
}

/// The monster's path: a thick line through the squares it entered, dashed where it slid,
/// dotted from a teleporter to its partner.
fn path(legs: &[Leg]) -> Group {
    let mut out = Group::new()
        .set("fill", "none")
        .set("stroke-linecap", "round");
    // A light halo first, so the path reads on the floor and on the blood alike.
    for leg in legs.iter().filter(|l| l.kind != LegKind::Teleport) {
        let width = if leg.current { 6.0 } else { 4.0 };
        out.append(line(leg.from, leg.to, "#ffffff", width + 4.0).set("stroke-opacity", "0.75"));
    }
    for leg in legs {
        let (width, opacity) = if leg.current {
            (6.0, "0.95")
        } else {
            (4.0, "0.6")
        };
        let mut l = line(leg.from, leg.to, palette::MONSTER, width).set("stroke-opacity", opacity);
        match leg.kind {
            LegKind::Walk => {}
            LegKind::Slide => l = l.set("stroke-dasharray", "9 5"),
            LegKind::Teleport => {
                l = l
                    .set("stroke-dasharray", "1 7")
                    .set("stroke-width", num(width - 1.0));
            }
        }
        out.append(l);
    }
    out
}

/// The point where the monster's path meets the wall when it leaves `sq` through `dir`.
pub fn wall_point(sq: Square, dir: Dir) -> Point {
    LOCAL.edge(sq, dir)
}

/// The centre of `sq` in [`LOCAL`] units.
pub fn centre(sq: Square) -> Point {
    LOCAL.centre(sq)
}

/// Where a piece pushed off the board through the side of `sq` towards `dir` goes: the wall
/// (an arrow's tip, short of the wall letter).
pub fn off_board(sq: Square, dir: Dir) -> Point {
    LOCAL.edge(sq, dir)
}

/// Where a pawn crushed against the side of `sq` towards `dir` (M6) is drawn: on the wall
/// band, beside the side's letter, short of the coordinates.
pub fn crushed_at(sq: Square, dir: Dir) -> Point {
    let (x, y) = LOCAL.beyond(sq, dir, Frame::SCREEN.band / 2.0);
    let (dx, dy) = super::layout::unit(dir);
    // Along the side, a quarter square off its middle.
    (x + dy * SQUARE * 0.28, y - dx * SQUARE * 0.28)
}

/// A point in the margin's corner beside the exit (a pawn's way out, P3), clear of the wall
/// band and of the coordinates.
pub const OUTSIDE_EXIT: Point = (-(Frame::SCREEN.band + 10.0), -(Frame::SCREEN.band + 10.0));
