//! The pieces as drawn on a square: stones, crystals, pivot stones, teleporters, pawns and
//! the monster, each centred on a point, plus the arrows and marks drawn over the board.

use super::layout::{angle, text_width, unit, Point, SQUARE};
use super::palette::{self, PairStyle, PlayerStyle, Shape};
use crate::board::{Piece, PivotKind};
use crate::geometry::Dir;
use svg::node::element::{Circle, Group, Line, Path, Rectangle, Text};
use svg::Node;

/// A number as SVG writes it: at most two decimals, no trailing zeros.
pub fn num(v: f32) -> String {
    let r = (v * 100.0).round() / 100.0;
    let r = if r == 0.0 { 0.0 } else { r }; // no "-0"
    format!("{r}")
}

/// Text centred on (x, y) (its baseline set so it sits in the middle).
pub fn label(text: &str, (x, y): Point, size: f32, fill: &str, bold: bool) -> Text {
    let t = Text::new(text)
        .set("x", num(x))
        .set("y", num(y + size * 0.36))
        .set("font-size", num(size))
        .set("text-anchor", "middle")
        .set("fill", fill);
    if bold {
        t.set("font-weight", "bold")
    } else {
        t
    }
}

/// Text starting at (x, baseline y).
pub fn text_at(text: &str, (x, y): Point, size: f32, fill: &str) -> Text {
    Text::new(text)
        .set("x", num(x))
        .set("y", num(y))
        .set("font-size", num(size))
        .set("fill", fill)
}

/// A filled circle.
pub fn disc((x, y): Point, r: f32, fill: &str) -> Circle {
    Circle::new()
        .set("cx", num(x))
        .set("cy", num(y))
        .set("r", num(r))
        .set("fill", fill)
}

/// A straight line.
pub fn line((x1, y1): Point, (x2, y2): Point, stroke: &str, width: f32) -> Line {
    Line::new()
        .set("x1", num(x1))
        .set("y1", num(y1))
        .set("x2", num(x2))
        .set("y2", num(y2))
        .set("stroke", stroke)
        .set("stroke-width", num(width))
}

/// A rectangle centred on (x, y) with rounded corners.
fn tile((x, y): Point, half: f32, round: f32, fill: &str, stroke: &str) -> Rectangle {
    Rectangle::new()
        .set("x", num(x - half))
        .set("y", num(y - half))
        .set("width", num(2.0 * half))
        .set("height", num(2.0 * half))
        .set("rx", num(round))
        .set("fill", fill)
        .set("stroke", stroke)
        .set("stroke-width", "1.5")
}

/// A stone-like piece centred on `c`.
pub fn piece(p: Piece, c: Point) -> Group {
    let mut g = Group::new();
    match p {
        Piece::Stone => {
            g.append(tile(
                c,
                SQUARE * 0.36,
                6.0,
                palette::STONE,
                palette::STONE_EDGE,
            ));
            // A chipped corner, so a stone reads as a stone and not a hole.
            g.append(
                Path::new()
                    .set(
                        "d",
                        format!(
                            "M{} {}l7 0l-7 7z",
                            num(c.0 - SQUARE * 0.36 + 3.0),
                            num(c.1 - SQUARE * 0.36 + 3.0)
                        ),
                    )
                    .set("fill", "#a19c93"),
            );
        }
        Piece::Crystal => {
            let r = SQUARE * 0.4;
            let (x, y) = c;
            let d = format!(
                "M{} {}L{} {}L{} {}L{} {}Z",
                num(x),
                num(y - r),
                num(x + r),
                num(y),
                num(x),
                num(y + r),
                num(x - r),
                num(y)
            );
            g.append(
                Path::new()
                    .set("d", d)
                    .set("fill", palette::CRYSTAL)
                    .set("stroke", palette::CRYSTAL_EDGE)
                    .set("stroke-width", "2")
                    .set("stroke-linejoin", "round"),
            );
            let facets = format!(
                "M{} {}L{} {}L{} {}M{} {}L{} {}",
                num(x - r / 2.0),
                num(y - r / 2.0),
                num(x),
                num(y),
                num(x + r / 2.0),
                num(y - r / 2.0),
                num(x),
                num(y),
                num(x),
                num(y + r)
            );
            g.append(
                Path::new()
                    .set("d", facets)
                    .set("fill", "none")
                    .set("stroke", palette::CRYSTAL_EDGE)
                    .set("stroke-width", "1"),
            );
        }
        Piece::Pivot(kind) => {
            g.append(tile(
                c,
                SQUARE * 0.36,
                6.0,
                palette::PIVOT,
                palette::STONE_EDGE,
            ));
            g.append(pivot_arrow(kind, c));
        }
    }
    g
}

/// The white turning arrow on a pivot stone: "↱" for right (90° clockwise), a U-turn for
/// around (180°).
fn pivot_arrow(kind: PivotKind, (x, y): Point) -> Group {
    let (shaft, head) = match kind {
        PivotKind::Right => (
            format!(
                "M{} {}L{} {}Q{} {} {} {}L{} {}",
                num(x - 6.0),
                num(y + 11.0),
                num(x - 6.0),
                num(y - 1.0),
                num(x - 6.0),
                num(y - 6.0),
                num(x - 1.0),
                num(y - 6.0),
                num(x + 4.0),
                num(y - 6.0)
            ),
            format!(
                "M{} {}L{} {}L{} {}Z",
                num(x + 11.0),
                num(y - 6.0),
                num(x + 3.0),
                num(y - 12.0),
                num(x + 3.0),
                num(y)
            ),
        ),
        PivotKind::Around => (
            format!(
                "M{} {}L{} {}A6 6 0 0 1 {} {}L{} {}",
                num(x - 6.0),
                num(y + 11.0),
                num(x - 6.0),
                num(y - 3.0),
                num(x + 6.0),
                num(y - 3.0),
                num(x + 6.0),
                num(y + 3.0)
            ),
            format!(
                "M{} {}L{} {}L{} {}Z",
                num(x + 6.0),
                num(y + 11.0),
                num(x),
                num(y + 3.0),
                num(x + 12.0),
                num(y + 3.0)
            ),
        ),
    };
    Group::new()
        .add(
            Path::new()
                .set("d", shaft)
                .set("fill", "none")
                .set("stroke", palette::ON_DARK)
                .set("stroke-width", "3")
                .set("stroke-linejoin", "round"),
        )
        .add(Path::new().set("d", head).set("fill", palette::ON_DARK))
}

/// An arrow head (a filled triangle) with its tip at `tip`, pointing along `dir`.
fn arrow_head(tip: Point, dir: Dir, length: f32, width: f32, fill: &str) -> Path {
    let (dx, dy) = unit(dir);
    let (bx, by) = (tip.0 - dx * length, tip.1 - dy * length);
    let (px, py) = (-dy * width / 2.0, dx * width / 2.0);
    Path::new()
        .set(
            "d",
            format!(
                "M{} {}L{} {}L{} {}Z",
                num(tip.0),
                num(tip.1),
                num(bx + px),
                num(by + py),
                num(bx - px),
                num(by - py)
            ),
        )
        .set("fill", fill)
}

/// A teleporter tile centred on `c`: a flat square in its pair's colour, its arrow, and the
/// pair's number.
pub fn teleporter(arrow: Dir, style: PairStyle, c: Point) -> Group {
    let mut rim = tile(c, SQUARE * 0.44, 9.0, style.fill, palette::INK).set("stroke-width", "2");
    if let Some(d) = style.dash {
        rim = rim.set("stroke-dasharray", d);
    }
    let (dx, dy) = unit(arrow);
    let tail = (c.0 - dx * 11.0, c.1 - dy * 11.0);
    let tip = (c.0 + dx * 14.0, c.1 + dy * 14.0);
    let neck = (c.0 + dx * 4.0, c.1 + dy * 4.0);
    Group::new()
        .add(rim)
        .add(line(tail, neck, style.ink, 4.0))
        .add(arrow_head(tip, arrow, 11.0, 14.0, style.ink))
        .add(label(
            &style.number.to_string(),
            (c.0 - dy * 13.0 - dx * 10.0, c.1 + dx * 13.0 - dy * 10.0),
            10.0,
            style.ink,
            true,
        ))
}

/// The outline of a player's pawn, centred on `c`, about `2 r` across (a triangle is drawn a
/// little larger, so that it holds the face number as well as the others do).
pub fn body(shape: Shape, (x, y): Point, r: f32) -> Path {
    let polygon = |corners: &[(f32, f32)]| {
        let mut d = String::new();
        for (i, (px, py)) in corners.iter().enumerate() {
            d.push_str(&format!(
                "{}{} {}",
                if i == 0 { "M" } else { "L" },
                num(x + px * r),
                num(y + py * r)
            ));
        }
        d.push('Z');
        d
    };
    let regular = |n: usize, turn: f32| {
        let corners: Vec<(f32, f32)> = (0..n)
            .map(|i| {
                let a = std::f32::consts::PI * (turn + 2.0 * i as f32 / n as f32);
                (a.cos(), a.sin())
            })
            .collect();
        polygon(&corners)
    };
    let d = match shape {
        Shape::Circle => format!(
            "M{} {}a{r} {r} 0 1 0 {} 0a{r} {r} 0 1 0 {} 0Z",
            num(x - r),
            num(y),
            num(2.0 * r),
            num(-2.0 * r),
            r = num(r)
        ),
        Shape::Square => polygon(&[(-0.88, -0.88), (0.88, -0.88), (0.88, 0.88), (-0.88, 0.88)]),
        Shape::Diamond => polygon(&[(0.0, -1.2), (1.2, 0.0), (0.0, 1.2), (-1.2, 0.0)]),
        Shape::Hexagon => regular(6, -0.5),
        Shape::Triangle => polygon(&[(0.0, -1.35), (1.3, 0.95), (-1.3, 0.95)]),
        Shape::Shield => polygon(&[
            (-0.95, -0.95),
            (0.95, -0.95),
            (0.95, 0.3),
            (0.0, 1.2),
            (-0.95, 0.3),
        ]),
        Shape::Octagon => regular(8, 0.125),
    };
    Path::new().set("d", d)
}

/// What a pawn shows.
#[derive(Clone, Copy, Debug)]
pub struct PawnLook<'a> {
    /// Its name.
    pub name: &'a str,
    /// Its visible number, if known.
    pub face: Option<u8>,
    /// Its player's colour, shape and initial.
    pub style: PlayerStyle,
}

/// A pawn centred on the square centre `c`: its player's shape in its player's colour with
/// its face number, its player's initial on a white tag at its top left (so that it reads
/// without colour), and its name under it (or its name on it if its face is not known).
pub fn pawn(p: &PawnLook, c: Point) -> Group {
    let (x, y) = (c.0, c.1 - 4.0);
    let mut g = Group::new();
    g.append(
        body(p.style.shape, (x, y), 15.0)
            .set("fill", p.style.fill)
            .set("stroke", palette::INK)
            .set("stroke-width", "1.5")
            .set("stroke-linejoin", "round"),
    );
    // A triangle's middle is low.
    let middle = if p.style.shape == Shape::Triangle {
        (x, y + 3.0)
    } else {
        (x, y)
    };
    // The face on the pawn and the name under it; with no face, a short name on the pawn.
    let short = p.name.chars().count() <= 2;
    match (p.face, short) {
        (None, true) => g.append(label(p.name, middle, 14.0, p.style.ink, true)),
        (face, _) => {
            if let Some(f) = face {
                g.append(label(&f.to_string(), middle, 16.0, p.style.ink, true));
            }
            let size = if p.name.chars().count() <= 5 {
                10.0
            } else {
                8.0
            };
            if !p.name.is_empty() {
                let w = text_width(p.name, size) + 4.0;
                g.append(
                    Rectangle::new()
                        .set("x", num(x - w / 2.0))
                        .set("y", num(c.1 + 12.5))
                        .set("width", num(w))
                        .set("height", num(size + 1.5))
                        .set("rx", "2")
                        .set("fill", "#ffffff")
                        .set("fill-opacity", "0.85"),
                );
                g.append(label(
                    p.name,
                    (x, c.1 + 13.0 + size / 2.0),
                    size,
                    palette::INK,
                    false,
                ));
            }
        }
    }
    if let Some(initial) = p.style.initial {
        g.append(initial_tag(&initial.text(), (x - 14.0, y - 13.0)));
    }
    g
}

/// A player's initial on a small white tag centred on `c`.
pub fn initial_tag(text: &str, c: Point) -> Group {
    let two = text.chars().count() > 1;
    let (r, size) = if two { (9.0, 9.5) } else { (8.0, 11.5) };
    Group::new()
        .add(
            disc(c, r, "#ffffff")
                .set("stroke", palette::INK)
                .set("stroke-width", "1.2"),
        )
        .add(label(text, c, size, palette::INK, true))
}

/// The monster centred on `c`, facing `dir`: a body with a snout and eyes towards its heading.
pub fn monster(dir: Dir, c: Point) -> Group {
    let (x, y) = c;
    let body = Group::new()
        .add(
            Path::new()
                .set("d", "M13 -11L23 0L13 11Z")
                .set("fill", palette::MONSTER)
                .set("stroke", palette::MONSTER_EDGE)
                .set("stroke-width", "1.5")
                .set("stroke-linejoin", "round"),
        )
        .add(
            disc((0.0, 0.0), 17.0, palette::MONSTER)
                .set("stroke", palette::MONSTER_EDGE)
                .set("stroke-width", "2"),
        )
        // Horns, on the sides.
        .add(
            Path::new()
                .set("d", "M-4 -16L-12 -22L-10 -13ZM-4 16L-12 22L-10 13Z")
                .set("fill", palette::MONSTER_EDGE),
        )
        .add(disc((8.0, -6.0), 3.6, palette::ON_DARK))
        .add(disc((8.0, 6.0), 3.6, palette::ON_DARK))
        .add(disc((9.5, -6.0), 1.8, palette::INK))
        .add(disc((9.5, 6.0), 1.8, palette::INK));
    body.set(
        "transform",
        format!(
            "translate({} {}) rotate({})",
            num(x),
            num(y),
            num(angle(dir))
        ),
    )
}

/// The monster's place at the start of a move: a dashed outline with its heading.
pub fn monster_start(dir: Dir, c: Point) -> Group {
    let (dx, dy) = unit(dir);
    Group::new()
        .add(
            disc(c, 17.0, "none")
                .set("stroke", palette::MONSTER)
                .set("stroke-width", "2")
                .set("stroke-dasharray", "4 3"),
        )
        .add(arrow_head(
            (c.0 + dx * 23.0, c.1 + dy * 23.0),
            dir,
            8.0,
            10.0,
            palette::MONSTER,
        ))
}

/// An arrow from `a` to `b` (a push, a pawn's move), with a white halo so it reads on any
/// floor.
pub fn arrow(a: Point, b: Point, colour: &str, width: f32, dashed: bool) -> Group {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = (dx * dx + dy * dy).sqrt().max(0.001);
    let (ux, uy) = (dx / len, dy / len);
    let head = 4.0 * width;
    let neck = (b.0 - ux * head * 0.8, b.1 - uy * head * 0.8);
    let (px, py) = (-uy * head * 0.55, ux * head * 0.55);
    let head_d = format!(
        "M{} {}L{} {}L{} {}Z",
        num(b.0),
        num(b.1),
        num(b.0 - ux * head + px),
        num(b.1 - uy * head + py),
        num(b.0 - ux * head - px),
        num(b.1 - uy * head - py)
    );
    let mut shaft = line(a, neck, colour, width).set("stroke-linecap", "round");
    if dashed {
        shaft = shaft.set(
            "stroke-dasharray",
            format!("{} {}", num(width * 2.0), num(width * 1.5)),
        );
    }
    Group::new()
        .add(
            line(a, neck, "#ffffff", width + 3.0)
                .set("stroke-linecap", "round")
                .set("stroke-opacity", "0.8"),
        )
        .add(
            Path::new()
                .set("d", head_d.clone())
                .set("fill", "#ffffff")
                .set("stroke", "#ffffff")
                .set("stroke-width", "3")
                .set("stroke-opacity", "0.8")
                .set("stroke-linejoin", "round"),
        )
        .add(shaft)
        .add(Path::new().set("d", head_d).set("fill", colour))
}

/// A bold cross over the square centred on `c`: a pawn removed there.
pub fn cross(c: Point) -> Group {
    let r = 15.0;
    let d = format!(
        "M{} {}L{} {}M{} {}L{} {}",
        num(c.0 - r),
        num(c.1 - r),
        num(c.0 + r),
        num(c.1 + r),
        num(c.0 + r),
        num(c.1 - r),
        num(c.0 - r),
        num(c.1 + r)
    );
    Group::new()
        .add(
            Path::new()
                .set("d", d.clone())
                .set("stroke", "#ffffff")
                .set("stroke-width", "7")
                .set("stroke-linecap", "round"),
        )
        .add(
            Path::new()
                .set("d", d)
                .set("stroke", palette::REMOVED)
                .set("stroke-width", "4")
                .set("stroke-linecap", "round"),
        )
}

/// A numbered badge (a step of the monster's path, a point of a pawn's path).
pub fn badge(n: &str, c: Point, fill: &str) -> Group {
    let r = if n.chars().count() > 1 { 8.5 } else { 7.5 };
    Group::new()
        .add(
            disc(c, r, fill)
                .set("stroke", "#ffffff")
                .set("stroke-width", "1.5"),
        )
        .add(label(n, c, 10.0, "#ffffff", true))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_short_and_never_negative_zero() {
        assert_eq!(num(12.0), "12");
        assert_eq!(num(12.5), "12.5");
        assert_eq!(num(1.0 / 3.0), "0.33");
        assert_eq!(num(-0.001), "0");
    }

    #[test]
    fn text_is_escaped() {
        let t = label("a<b & \"c\"", (0.0, 0.0), 10.0, "#000", false).to_string();
        assert!(t.contains("a&lt;b &amp; \"c\""), "{t}");
    }
}
