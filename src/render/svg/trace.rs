//! The monster's move in pictures: the whole path on one board (numbered steps, the squares
//! it slid over, wall crossings as paired letter marks, pushes as arrows, removed pawns
//! crossed out, where it started and its final facing), or one board per step with its lines
//! of sight and the sentences of the text trace.

use super::board::{self, Arrow, Leg, LegKind, Overlay, Scene, SightLine};
use super::layout::{unit, Point, SQUARE};
use super::palette;
use super::sheet::{Note, Panel, Sheet};
use crate::geometry::{Dir, Square};
use crate::monster::{Blocker, Event, Sight};
use crate::render::trace::{self as words, Names};
use crate::t;
use crate::trace::{StepTrace, Trace};

/// Draws the events of `step` over `overlay`: its path legs, its wall crossings, its pushes
/// (if `pushes`), the pawns it removed, and its number where it ended.
fn draw_step(overlay: &mut Overlay, step: &StepTrace, current: bool, pushes: bool) {
    let mut at = board::centre(step.from);
    let mut heading = step.facing_before;
    let mut crossing: Option<(Square, Dir)> = None;
    for e in &step.events {
        match *e {
            Event::Turn { to, .. } | Event::PivotTurn { to, .. } => heading = to,
            Event::WallCross { from, wall, .. } => {
                let dir = Dir::ALL
                    .into_iter()
                    .find(|d| from.wall(*d) == Some(wall))
                    .unwrap_or(heading);
                crossing = Some((from, dir));
            }
            Event::Enter { at: sq, sliding } => {
                let kind = if sliding {
                    LegKind::Slide
                } else {
                    LegKind::Walk
                };
                let to = board::centre(sq);
                match crossing.take() {
                    Some((from, dir)) => {
                        overlay.legs.push(Leg {
                            from: at,
                            to: board::wall_point(from, dir),
                            kind,
                            current,
                        });
                        overlay.legs.push(Leg {
                            from: board::wall_point(sq, dir.opposite()),
                            to,
                            kind,
                            current,
                        });
                        overlay.walls.push((from, dir));
                        overlay.walls.push((sq, dir.opposite()));
                    }
                    None => overlay.legs.push(Leg {
                        from: at,
                        to,
                        kind,
                        current,
                    }),
                }
                at = to;
            }
            Event::Teleport { from, to, facing } => {
                overlay.legs.push(Leg {
                    from: board::centre(from),
                    to: board::centre(to),
                    kind: LegKind::Teleport,
                    current,
                });
                at = board::centre(to);
                heading = facing;
            }
            Event::Push { from, to, .. } if pushes => overlay.arrows.push(Arrow {
                from: board::centre(from),
                to: board::centre(to),
                colour: palette::PUSH,
                dashed: false,
            }),
            Event::Slide { from, to, .. } if pushes => overlay.arrows.push(Arrow {
                from: board::centre(from),
                to: board::centre(to),
                colour: palette::PUSH,
                dashed: true,
            }),
            Event::PieceRemoved {
                at: sq,
                why: crate::monster::PieceRemoval::OffBoard,
                ..
            } if pushes => overlay.arrows.push(Arrow {
                from: board::centre(sq),
                to: board::off_board(sq, heading),
                colour: palette::PUSH,
                dashed: false,
            }),
            Event::Eat { pawn, at: sq } | Event::Destroyed { pawn, at: sq } => {
                overlay.removed.push((pawn, board::centre(sq)));
            }
            Event::Crushed { pawn, at: sq } => {
                if pushes {
                    overlay.arrows.push(Arrow {
                        from: board::centre(sq),
                        to: board::off_board(sq, heading),
                        colour: palette::PUSH,
                        dashed: false,
                    });
                }
                overlay.removed.push((pawn, board::crushed_at(sq, heading)));
            }
            _ => {}
        }
    }
    let badge = overlay.badge_at(step.to);
    overlay
        .badges
        .push((badge, step.step.to_string(), palette::MONSTER));
}

/// The three lines of sight of a look from `from`, each ending at the pawn seen, the piece
/// that blocks it, or the wall.
fn sight_lines(from: Square, sights: &[Sight; 3]) -> Vec<SightLine> {
    let start = board::centre(from);
    sights
        .iter()
        .map(|s| {
            let (dx, dy) = unit(s.dir);
            let away = |p: Point, by: f32| (p.0 - dx * by, p.1 - dy * by);
            let to = match (s.pawn, s.blocker) {
                (Some((_, d)), _) => {
                    let mut sq = from;
                    for _ in 0..d {
                        sq = sq.step(s.dir).unwrap_or(sq);
                    }
                    away(board::centre(sq), 15.0)
                }
                (None, Blocker::Piece(_, at)) => away(board::centre(at), SQUARE * 0.38),
                (None, Blocker::Wall(last)) => board::wall_point(last, s.dir),
                (None, Blocker::Pawn) => start,
            };
            SightLine {
                from: (start.0 + dx * 20.0, start.1 + dy * 20.0),
                to,
                seen: s.pawn.map(|(_, d)| d),
            }
        })
        .collect()
}

/// The notes under the whole move: the tile and options, where it ended, who was removed.
fn summary(lang: crate::i18n::Lang, trace: &Trace, names: &Names) -> Vec<Note> {
    let mut notes = vec![Note::plain(words::tile_options_text(lang, trace))];
    if let Some(t) = words::prey_end_text(lang, trace) {
        notes.push(Note::plain(t));
    }
    notes.push(Note {
        danger: !trace.removed.is_empty(),
        ..Note::plain(words::summary_text(lang, trace, names))
    });
    notes
}

/// The whole move on one board: the board after the move, the path with numbered steps,
/// pushes, wall crossings, removed pawns, where the monster started and how it faces after
/// its final look, with the summary under it. `scene` is the position before the move.
pub fn overview_panel<'a>(trace: &Trace, scene: &Scene<'a>) -> Panel<'a> {
    let mut overlay = Overlay {
        start: Some((trace.before.monster(), trace.before.facing())),
        ..Overlay::default()
    };
    for s in &trace.steps {
        draw_step(&mut overlay, s, true, true);
    }
    let names = Names(scene.pawns);
    Panel {
        heading: None,
        scene: scene.with_board(trace.after),
        overlay,
        notes: summary(scene.lang, trace, &names),
    }
}

/// The whole move as a picture: [`overview_panel`] under the title.
pub fn overview<'a>(trace: &Trace, scene: &Scene<'a>, title: Option<&str>) -> Sheet<'a> {
    Sheet::single(
        Some(title.map_or_else(
            || t!(scene.lang, "picture-title", tile = trace.tile),
            str::to_string,
        )),
        overview_panel(trace, scene),
    )
}

/// One frame of the step-through: its heading, its board and overlay, and its sentences.
pub struct Frame<'a> {
    /// "Before the move", "Step 3: monster on j6 facing north", "Final look ...".
    pub heading: String,
    /// The board after this step, with the path so far, this step's lines of sight and
    /// pushes.
    pub panel: Panel<'a>,
    /// The sentences of the text trace for this frame.
    pub notes: Vec<Note>,
}

/// The looks of a step or of the final look, as notes: the text trace's lines.
fn look_notes(lang: crate::i18n::Lang, look: &words::LookView, names: &Names) -> Vec<Note> {
    let looks = t!(lang, "trace-looks");
    words::look_lines(lang, look, names)
        .into_iter()
        .map(|l| Note::plain(format!("{looks} {} {}", l.label, l.text)))
        .collect()
}

/// The frames of the move: before it, after each step, and the final look. Each frame's
/// board is the position at that moment; its notes are the sentences of the text trace.
pub fn frames<'a>(trace: &Trace, scene: &Scene<'a>) -> Vec<Frame<'a>> {
    let names = Names(scene.pawns);
    let lang = scene.lang;
    let mut frames = Vec::new();
    frames.push(Frame {
        heading: t!(lang, "picture-before"),
        panel: Panel {
            heading: None,
            scene: scene.with_board(trace.before),
            overlay: Overlay::default(),
            notes: Vec::new(),
        },
        notes: std::iter::once(words::tile_options_text(lang, trace))
            .chain(std::iter::once(t!(
                lang,
                "picture-stands",
                at = trace.before.monster(),
                dir = trace.before.facing()
            )))
            .chain(words::start_text(lang, &trace.before))
            .map(Note::plain)
            .collect(),
    });
    for (i, s) in trace.steps.iter().enumerate() {
        let mut overlay = Overlay {
            start: Some((s.from, s.facing_before)),
            sights: sight_lines(s.from, &s.sights),
            ..Overlay::default()
        };
        for (j, earlier) in trace.steps[..=i].iter().enumerate() {
            draw_step(&mut overlay, earlier, j == i, j == i);
        }
        let board = trace.board_at(s.step);
        let mut notes = look_notes(lang, &words::step_look(s, &board), &names);
        for told in words::step_sentences(lang, s, trace, &names) {
            notes.push(Note::plain(format!("- {}", told.text)));
            for d in told.details {
                notes.push(Note::detail(d.text, d.removal));
            }
        }
        notes.push(Note::strong(format!("= {}", words::step_end_text(lang, s))));
        frames.push(Frame {
            heading: words::step_heading(lang, s),
            panel: Panel {
                heading: None,
                scene: scene.with_board(trace.board_after(s.step)),
                overlay,
                notes: Vec::new(),
            },
            notes,
        });
    }
    let fl = &trace.final_look;
    let at = trace.after.monster();
    let mut overlay = Overlay {
        sights: sight_lines(at, &fl.sights),
        ..Overlay::default()
    };
    for s in &trace.steps {
        draw_step(&mut overlay, s, false, false);
    }
    let mut notes = look_notes(lang, &words::final_look(trace), &names);
    notes.push(Note::plain(format!(
        "- {}",
        words::decision_text(
            lang,
            &fl.decision,
            &fl.sights,
            words::final_look_before(trace),
            &names
        )
    )));
    notes.extend(summary(lang, trace, &names).into_iter().skip(1));
    frames.push(Frame {
        heading: words::final_look_heading(lang),
        panel: Panel {
            heading: None,
            scene: scene.with_board(trace.after),
            overlay,
            notes: Vec::new(),
        },
        notes,
    });
    frames
}

/// One board per step (and before the move, and the final look), two to a row, each with
/// its sentences under it.
pub fn steps<'a>(trace: &Trace, scene: &Scene<'a>, title: Option<&str>) -> Sheet<'a> {
    let panels = frames(trace, scene)
        .into_iter()
        .map(|f| Panel {
            heading: Some(f.heading),
            notes: f.notes,
            ..f.panel
        })
        .collect();
    Sheet {
        title: Some(title.map_or_else(
            || t!(scene.lang, "picture-title-steps", tile = trace.tile),
            |title| t!(scene.lang, "picture-title-steps-of", title = title),
        )),
        panels,
        columns: 2,
        intro: Vec::new(),
        legend: Vec::new(),
        notes: Vec::new(),
    }
}
