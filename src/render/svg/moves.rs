//! A pawn's moves in pictures: every square it can end on with the fewest points to get
//! there, or the answer to `moves --to` (the path point by point, its pushes, or why not).

use super::board::{self, Arrow, Overlay, Scene, Tint, OUTSIDE_EXIT};
use super::layout::SQUARE;
use super::palette;
use super::sheet::{Note, Panel, Sheet};
use crate::board::{PawnId, PawnPlace};
use crate::geometry::{Dir, Square};
use crate::pawn::{Dest, PawnMove, Verdict};
use crate::render::moves::{push_text_in, verdict_sentences};
use crate::t;

/// The most results that push listed under the picture.
pub const LISTED_PUSHES: usize = 12;

/// The wash of a square the pawn can reach.
const REACHABLE: &str = "#bfdcef";

/// Where a pawn stands before its move: its square, or beside the entrance (just outside the
/// door of p11).
pub(super) fn start_point(board: &crate::board::Board, pawn: PawnId) -> (f32, f32) {
    match board.pawn(pawn) {
        PawnPlace::At(sq) => board::centre(sq),
        _ => board::off_board(Square::P11, Dir::East),
    }
}

/// The point of a destination.
pub(super) fn dest_point(d: Dest) -> (f32, f32) {
    match d {
        Dest::Square(sq) => board::centre(sq),
        Dest::Out => OUTSIDE_EXIT,
        Dest::Waiting => board::off_board(Square::P11, Dir::East),
    }
}

/// Every result of a pawn's move: the squares it can end on washed blue with the fewest
/// points, `out` beside the exit, the pawn ringed. Results that push are listed under the
/// board, with their pushes.
pub fn moves<'a>(
    scene: &Scene<'a>,
    pawn: PawnId,
    name: &str,
    face: u8,
    list: &[PawnMove],
) -> Sheet<'a> {
    let mut overlay = Overlay::default();
    let mut done: Vec<Dest> = Vec::new();
    for m in list {
        if done.contains(&m.dest) {
            continue;
        }
        done.push(m.dest);
        let best = list
            .iter()
            .filter(|o| o.dest == m.dest)
            .map(|o| o.cost)
            .min()
            .unwrap_or(m.cost);
        match m.dest {
            Dest::Square(sq) if scene.board.pawn(pawn) != PawnPlace::At(sq) => {
                if scene.board.is_empty(sq) && !scene.board.is_pool(sq) {
                    overlay.tints.push(Tint {
                        at: sq,
                        fill: REACHABLE.to_string(),
                        text: String::new(),
                        ink: palette::INK,
                    });
                }
                overlay
                    .badges
                    .push((board::centre(sq), best.to_string(), palette::PAWN_PATH));
            }
            Dest::Out => overlay
                .badges
                .push((OUTSIDE_EXIT, best.to_string(), palette::PAWN_PATH)),
            _ => {}
        }
    }
    if let PawnPlace::At(sq) = scene.board.pawn(pawn) {
        overlay.rings.push((sq, palette::PAWN_PATH));
    }
    let lang = scene.lang;
    let mut notes = vec![Note::plain(t!(
        lang,
        "moves-picture-heading",
        pawn = name,
        face = face,
        results = list.len()
    ))];
    // The picture cannot show where the stones end: the results that push say it, when
    // they are few enough to read.
    let pushing: Vec<&PawnMove> = list.iter().filter(|m| !m.pushes.is_empty()).collect();
    if pushing.len() > LISTED_PUSHES {
        notes.push(Note::plain(t!(
            lang,
            "moves-picture-many-pushes",
            n = pushing.len()
        )));
    } else if !pushing.is_empty() {
        notes.push(Note::strong(t!(lang, "moves-picture-pushing")));
        for m in pushing {
            let path: Vec<String> = m.squares().map(|d| d.to_string()).collect();
            let pushes: Vec<String> = m.pushes.iter().map(|p| push_text_in(lang, p)).collect();
            notes.push(Note::detail(
                t!(
                    lang,
                    "moves-picture-push-result",
                    to = m.dest,
                    cost = m.cost,
                    path = path.join(" "),
                    pushes = crate::puzzle::semicolons(lang, &pushes)
                ),
                false,
            ));
        }
    }
    Sheet {
        legend: vec![super::sheet::LegendItem::new(
            super::pieces::badge("4", (0.0, 0.0), palette::PAWN_PATH),
            t!(lang, "moves-picture-legend"),
        )],
        ..Sheet::single(
            Some(t!(lang, "moves-picture-title", pawn = name, face = face)),
            Panel {
                heading: None,
                scene: scene.clone(),
                overlay,
                notes,
            },
        )
    }
}

/// The answer to `moves --to`: for a legal move, the board after it with the path point by
/// point (numbered) and its pushes; for an illegal one, the board with the square asked
/// about crossed out and the reasons.
pub fn verdict<'a>(
    scene: &Scene<'a>,
    pawn: PawnId,
    name: &str,
    face: u8,
    to: Dest,
    verdict: &Verdict,
) -> Sheet<'a> {
    let lang = scene.lang;
    let (headline, lines) =
        verdict_sentences(lang, &scene.board, scene.pawns, name, face, to, verdict);
    let mut overlay = Overlay::default();
    let board = match verdict {
        Verdict::Legal(m) => {
            let mut at = start_point(&scene.board, pawn);
            for (i, s) in m.path.iter().enumerate() {
                let next = dest_point(s.to);
                overlay.arrows.push(Arrow {
                    from: at,
                    to: next,
                    colour: palette::PAWN_PATH,
                    dashed: s.slide.is_some(),
                });
                let badge = match s.to {
                    Dest::Square(sq) => {
                        let (x, y) = board::centre(sq);
                        let shift = overlay
                            .badges
                            .iter()
                            .filter(|(p, _, _)| {
                                (p.1 - (y + SQUARE * 0.3)).abs() < 0.5
                                    && (p.0 - x).abs() < SQUARE / 2.0
                            })
                            .count() as f32;
                        (x - SQUARE * 0.3 + 14.0 * shift, y + SQUARE * 0.3)
                    }
                    _ => next,
                };
                overlay
                    .badges
                    .push((badge, (i + 1).to_string(), palette::PAWN_PATH));
                for p in &s.pushes {
                    let from = board::centre(p.from);
                    let to = match (p.to, p.removed_on) {
                        (Some(t), _) | (None, Some(t)) => board::centre(t),
                        (None, None) => from,
                    };
                    overlay.arrows.push(Arrow {
                        from,
                        to,
                        colour: palette::PUSH,
                        dashed: false,
                    });
                }
                at = next;
            }
            m.board
        }
        Verdict::Illegal(_) => {
            if let Dest::Square(sq) = to {
                overlay.rings.push((sq, palette::REMOVED));
            }
            if let PawnPlace::At(sq) = scene.board.pawn(pawn) {
                overlay.rings.push((sq, palette::PAWN_PATH));
            }
            scene.board
        }
    };
    let mut notes = vec![Note {
        danger: !verdict.is_legal(),
        ..Note::strong(headline)
    }];
    notes.extend(lines.into_iter().map(|l| Note::detail(l, false)));
    Sheet {
        legend: if verdict.is_legal() {
            vec![super::sheet::LegendItem::new(
                super::pieces::arrow((-12.0, 0.0), (12.0, 0.0), palette::PAWN_PATH, 3.0, false),
                t!(lang, "moves-picture-path-legend"),
            )]
        } else {
            Vec::new()
        },
        ..Sheet::single(
            Some(t!(
                lang,
                "moves-picture-verdict-title",
                pawn = name,
                face = face,
                to = to
            )),
            Panel {
                heading: None,
                scene: scene.with_board(board),
                overlay,
                notes,
            },
        )
    }
}
