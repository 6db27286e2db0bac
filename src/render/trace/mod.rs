//! The explained trace in words: every look (and what the monster looked over, through, or
//! could not see), decision, push, slide, wall crossing and teleport, with the rule ids (and
//! the option, when one decided); and the brief trace for the table, one line a step.
//!
//! `look` tells the three lines, `step` what a step did after its look (the sentences the
//! pictures and the page tell too), `brief` the one-line-a-step trace; this module puts the
//! explained trace together.

use super::board::{draw, legend, Cast, Marks};
use super::{wrap, Role};
use crate::board::{Board, Occupant, PawnId, Piece};
use crate::geometry::{Dir, Square, Wall};
use crate::i18n::{and_list, Lang};
use crate::monster::{Blocker, Decision, Event, PieceRemoval, PivotHeld, Side, Sight, Thing};
use crate::position::Pawn;
use crate::report::Style;
use crate::t;
use crate::trace::{StepTrace, Trace};
use std::fmt::Write;

/// Pawn names for messages.
pub struct Names<'a>(pub &'a [Pawn]);

impl Names<'_> {
    /// The name of `id`.
    pub fn of(&self, id: PawnId) -> &str {
        self.0.get(id.0 as usize).map_or("?", |p| p.name.as_str())
    }

    fn list(&self, lang: Lang, ids: impl IntoIterator<Item = PawnId>) -> String {
        let names: Vec<String> = ids.into_iter().map(|id| self.of(id).to_string()).collect();
        and_list(lang, &names)
    }
}

mod brief;
mod look;
mod step;

pub use brief::{brief_parts, brief_text, BriefParts};
use look::looks;
pub use look::{final_look, look_lines, sight_label, sight_notes, sight_text, LookLine, LookView};
pub use step::{
    event_text, pivot_context, step_end_text, step_heading, step_look, step_sentences, Detail,
    Sentence,
};

/// How a sentence about `e` cites its rules in `lang`: `(M6)`, `(M7, S5)`,
/// `(M9; option pivot-when-tied=push)` ([`Event::citation`] in English).
pub fn citation(lang: Lang, e: &Event) -> String {
    let rules = e.rules().join(", ");
    match e.option() {
        Some(option) => t!(lang, "citation-option", rules = rules, option = option),
        None => t!(lang, "citation", rules = rules),
    }
}

/// The decision of M4 in words.
pub fn decision_text(
    lang: Lang,
    d: &Decision,
    sights: &[Sight; 3],
    before: Dir,
    names: &Names,
) -> String {
    match *d {
        Decision::NothingSeen => t!(lang, "trace-decision-none", dir = before),
        Decision::Nearest {
            side: Side::Ahead,
            pawn,
            distance,
        } => t!(
            lang,
            "trace-decision-ahead",
            pawn = names.of(pawn),
            distance = distance,
            dir = before
        ),
        Decision::Nearest {
            side,
            pawn,
            distance,
        } => t!(
            lang,
            "trace-decision-turn",
            pawn = names.of(pawn),
            distance = distance,
            side = side,
            to = side.of(before)
        ),
        Decision::Tie { distance } => {
            let tied = sights
                .iter()
                .filter_map(|s| s.pawn)
                .filter(|&(_, dd)| dd == distance)
                .map(|(id, _)| id);
            t!(
                lang,
                "trace-decision-tie",
                pawns = names.list(lang, tied),
                distance = distance,
                dir = before
            )
        }
    }
}

/// Writes `text` wrapped to `width`, starting with `first`, continuing under `rest`.
fn put(out: &mut String, width: usize, first: &str, rest: &str, text: &str) {
    out.push_str(&wrap(text, width, first, rest));
}

fn step_text(out: &mut String, s: &StepTrace, trace: &Trace, names: &Names, style: &Style) {
    let (palette, width, lang) = (&style.palette, style.width, style.lang);
    let _ = writeln!(
        out,
        "{}",
        palette.paint(Role::Heading, &step_heading(lang, s))
    );
    let board = trace.board_at(s.step);
    looks(out, &step_look(s, &board), names, style);
    for told in step_sentences(lang, s, trace, names) {
        put(out, width, "  - ", "    ", &told.text);
        for d in &told.details {
            let text = if d.removal {
                palette.paint(Role::Danger, &d.text)
            } else {
                d.text.clone()
            };
            put(out, width, "      ", "        ", &text);
        }
    }
    let _ = writeln!(out, "  = {}", step_end_text(lang, s));
}

/// Every pawn removed during the move, in order: "C eaten at step 3".
pub fn removed_list(lang: Lang, trace: &Trace, names: &Names) -> Vec<String> {
    trace
        .removed
        .iter()
        .map(|&(id, how, step)| {
            t!(
                lang,
                "trace-removed",
                pawn = names.of(id),
                how = how,
                step = step
            )
        })
        .collect()
}

/// The move in one sentence: "The monster eats C at step 3, crushes F at step 5 and eats G
/// at step 7; it walked 8 steps and ends on p8 facing west."
pub fn summary_text(lang: Lang, trace: &Trace, names: &Names) -> String {
    let removed: Vec<String> = trace
        .removed
        .iter()
        .map(|&(id, how, step)| {
            t!(
                lang,
                "trace-summary-removal",
                how = how,
                pawn = names.of(id),
                step = step
            )
        })
        .collect();
    let (steps, at, dir) = (
        trace.outcome.steps,
        trace.after.monster(),
        trace.after.facing(),
    );
    if removed.is_empty() {
        t!(
            lang,
            "trace-summary-none",
            steps = steps,
            at = at,
            dir = dir
        )
    } else {
        t!(
            lang,
            "trace-summary",
            removed = and_list(lang, &removed),
            steps = steps,
            at = at,
            dir = dir
        )
    }
}

/// Why the move ended, for prey tiles (M11, S6): `None` for a numbered tile.
pub fn prey_end_text(lang: Lang, trace: &Trace) -> Option<String> {
    let crate::rules::Tile::Prey(k) = trace.tile else {
        return None;
    };
    let (steps, removed) = (trace.outcome.steps, trace.outcome.removed);
    Some(if removed >= k {
        t!(
            lang,
            "trace-prey-done",
            tile = trace.tile,
            removed = removed,
            steps = steps,
            needed = k
        )
    } else {
        t!(
            lang,
            "trace-prey-cap",
            tile = trace.tile,
            removed = removed,
            needed = k,
            steps = steps
        )
    })
}

/// Where the monster starts, if standing there needs saying: on a teleporter or a pool,
/// which does nothing (S7).
pub fn start_text(lang: Lang, board: &Board) -> Option<String> {
    let at = board.monster();
    if board.is_teleporter(at) {
        Some(t!(lang, "trace-start-teleporter", at = at))
    } else if board.is_pool(at) {
        Some(t!(lang, "trace-start-pool", at = at))
    } else {
        None
    }
}

/// "Tile 8. Rule options: all defaults."
pub fn tile_options_text(lang: Lang, trace: &Trace) -> String {
    let opts = trace.options.non_default();
    if opts.is_empty() {
        t!(lang, "trace-tile-defaults", tile = trace.tile)
    } else {
        t!(
            lang,
            "trace-tile-options",
            tile = trace.tile,
            options = opts.join(", ")
        )
    }
}

/// The heading of the final look: "Final look (M1): it may turn, but does not move".
pub fn final_look_heading(lang: Lang) -> String {
    t!(lang, "trace-final-heading")
}

/// The heading the final look turns from: the heading after the last step.
pub fn final_look_before(trace: &Trace) -> Dir {
    trace
        .steps
        .last()
        .map_or(trace.before.facing(), |s| s.facing)
}

fn header(out: &mut String, trace: &Trace, title: Option<&str>, style: &Style) {
    if let Some(t) = title {
        out.push_str(
            &style
                .palette
                .paint(Role::Heading, &super::escaped(t.trim_end())),
        );
        out.push('\n');
    }
    put(
        out,
        style.width,
        "",
        "",
        &tile_options_text(style.lang, trace),
    );
    if let Some(t) = start_text(style.lang, &trace.before) {
        put(out, style.width, "", "", &t);
    }
}

/// The final look, after the prey tile's reason for ending (if any).
fn final_look_text(out: &mut String, trace: &Trace, names: &Names, style: &Style) {
    let lang = style.lang;
    if let Some(t) = prey_end_text(lang, trace) {
        put(out, style.width, "", "", &t);
    }
    let fl = &trace.final_look;
    let _ = writeln!(
        out,
        "{}",
        style
            .palette
            .paint(Role::Heading, &final_look_heading(lang))
    );
    looks(out, &final_look(trace), names, style);
    put(
        out,
        style.width,
        "  - ",
        "    ",
        &decision_text(
            lang,
            &fl.decision,
            &fl.sights,
            final_look_before(trace),
            names,
        ),
    );
}

/// The whole explained trace as text.
pub fn trace_text<'a>(
    trace: &Trace,
    cast: impl Into<Cast<'a>>,
    title: Option<&str>,
    style: &Style,
) -> String {
    let cast = cast.into();
    let board = |b: &Board, path: &[Square]| {
        let marks = Marks {
            path: path.to_vec(),
            labels: Vec::new(),
        };
        draw(b, cast, &marks, style) + &legend(!path.is_empty(), style)
    };
    trace_text_drawn(trace, cast.pawns, title, style, &board)
}

/// [`trace_text`] with the boards before and after drawn by `board` (given the board and the
/// monster's path, empty before the move): a game draws its pawns with its own labels.
pub fn trace_text_drawn(
    trace: &Trace,
    pawns: &[Pawn],
    title: Option<&str>,
    style: &Style,
    board: &dyn Fn(&Board, &[Square]) -> String,
) -> String {
    let names = Names(pawns);
    let mut out = String::new();
    header(&mut out, trace, title, style);
    let _ = writeln!(out);
    let lang = style.lang;
    let _ = writeln!(out, "{}", t!(lang, "trace-before"));
    out.push_str(&board(&trace.before, &[]));
    let _ = writeln!(out);
    for s in &trace.steps {
        step_text(&mut out, s, trace, &names, style);
        let _ = writeln!(out);
    }
    final_look_text(&mut out, trace, &names, style);
    let _ = writeln!(out);
    let _ = writeln!(out, "{}", t!(lang, "trace-after"));
    out.push_str(&board(&trace.after, &trace.path()));
    let _ = writeln!(out);
    let summary = summary_text(lang, trace, &names);
    let summary = if trace.removed.is_empty() {
        summary
    } else {
        style.palette.paint(Role::Danger, &summary)
    };
    put(&mut out, style.width, "", "", &summary);
    out
}
