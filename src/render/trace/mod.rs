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
use crate::monster::{Blocker, Decision, Event, PieceRemoval, PivotHeld, Side, Sight, Thing};
use crate::position::Pawn;
use crate::report::Style;
use crate::trace::{StepTrace, Trace};
use std::fmt::Write;

/// Pawn names for messages.
pub struct Names<'a>(pub &'a [Pawn]);

impl Names<'_> {
    /// The name of `id`.
    pub fn of(&self, id: PawnId) -> &str {
        self.0.get(id.0 as usize).map_or("?", |p| p.name.as_str())
    }

    fn thing(&self, t: Thing) -> String {
        match t {
            Thing::Pawn(id) => format!("pawn {}", self.of(id)),
            Thing::Piece(p) => format!("the {p}"),
        }
    }
}

fn plural(n: u8) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

/// "A", "A and B", "A, B and C".
pub fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [a] => a.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

mod brief;
mod look;
mod step;

pub use brief::brief_text;
use look::looks;
pub use look::{final_look, look_lines, sight_label, sight_notes, sight_text, LookLine, LookView};
pub use step::{
    event_text, pivot_context, step_end_text, step_heading, step_look, step_sentences, Detail,
    Sentence,
};

/// The decision of M4 in words.
pub fn decision_text(d: &Decision, sights: &[Sight; 3], before: Dir, names: &Names) -> String {
    match *d {
        Decision::NothingSeen => format!("sees no pawn: keeps heading {before} (M4)"),
        Decision::Nearest {
            side: Side::Ahead,
            pawn,
            distance,
        } => format!(
            "{} is the nearest pawn it sees ({distance} ahead): keeps heading {before} (M4)",
            names.of(pawn)
        ),
        Decision::Nearest {
            side,
            pawn,
            distance,
        } => format!(
            "{} is the nearest pawn it sees ({distance}, {}): turns {} to face {} (M4)",
            names.of(pawn),
            side.name(),
            side.name(),
            side.of(before)
        ),
        Decision::Tie { distance } => {
            let tied: Vec<String> = sights
                .iter()
                .filter_map(|s| s.pawn)
                .filter(|&(_, dd)| dd == distance)
                .map(|(id, _)| names.of(id).to_string())
                .collect();
            format!(
                "{} tie for nearest at {distance}: confused, it keeps heading {before} (M4, S1)",
                and_list(&tied)
            )
        }
    }
}

/// Writes `text` wrapped to `width`, starting with `first`, continuing under `rest`.
fn put(out: &mut String, width: usize, first: &str, rest: &str, text: &str) {
    out.push_str(&wrap(text, width, first, rest));
}

fn step_text(out: &mut String, s: &StepTrace, trace: &Trace, names: &Names, style: &Style) {
    let (palette, width) = (&style.palette, style.width);
    let _ = writeln!(out, "{}", palette.paint(Role::Heading, &step_heading(s)));
    let board = trace.board_at(s.step);
    looks(out, &step_look(s, &board), names, style);
    for told in step_sentences(s, trace, names) {
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
    let _ = writeln!(out, "  = {}", step_end_text(s));
}

/// Every pawn removed during the move, in order: "C eaten at step 3".
pub fn removed_list(trace: &Trace, names: &Names) -> Vec<String> {
    trace
        .removed
        .iter()
        .map(|(id, how, step)| format!("{} {} at step {step}", names.of(*id), how.name()))
        .collect()
}

/// The move in one sentence: "The monster eats C at step 3, crushes F at step 5 and eats G
/// at step 7; it walked 8 steps and ends on p8 facing west."
pub fn summary_text(trace: &Trace, names: &Names) -> String {
    let verb = |how: crate::board::Removal| match how {
        crate::board::Removal::Eaten => "eats",
        crate::board::Removal::Crushed => "crushes",
        crate::board::Removal::Destroyed => "destroys",
    };
    let removed: Vec<String> = trace
        .removed
        .iter()
        .map(|(id, how, step)| format!("{} {} at step {step}", verb(*how), names.of(*id)))
        .collect();
    let walked = format!(
        "walks {} step{} and ends on {} facing {}",
        trace.outcome.steps,
        plural(trace.outcome.steps),
        trace.after.monster(),
        trace.after.facing()
    );
    if removed.is_empty() {
        format!("The monster removes no pawn; it {walked}.")
    } else {
        format!("The monster {}; it {walked}.", and_list(&removed))
    }
}

/// Why the move ended, for prey tiles (M11, S6): `None` for a numbered tile.
pub fn prey_end_text(trace: &Trace) -> Option<String> {
    let crate::rules::Tile::Prey(k) = trace.tile else {
        return None;
    };
    let (steps, removed) = (trace.outcome.steps, trace.outcome.removed);
    Some(if removed >= k {
        format!(
            "Tile {}: {removed} pawn{} removed by the end of step {steps} ({k} needed), so the move ends after that whole step (M11, S6).",
            trace.tile,
            plural(removed)
        )
    } else {
        format!(
            "Tile {}: only {removed} of {k} pawn{} removed after {steps} steps, the most a prey tile walks (M11, S6).",
            trace.tile,
            plural(k)
        )
    })
}

/// Where the monster starts, if standing there needs saying: on a teleporter or a pool,
/// which does nothing (S7).
pub fn start_text(board: &Board) -> Option<String> {
    let at = board.monster();
    let what = if board.is_teleporter(at) {
        "the teleporter on"
    } else if board.is_pool(at) {
        "the pool square"
    } else {
        return None;
    };
    Some(format!(
        "The monster starts on {what} {at}: standing there does nothing (S7)."
    ))
}

/// "Tile 8. Rule options: all defaults."
pub fn tile_options_text(trace: &Trace) -> String {
    let opts = trace.options.non_default();
    format!(
        "Tile {}. Rule options: {}.",
        trace.tile,
        if opts.is_empty() {
            "all defaults".to_string()
        } else {
            opts.join(", ")
        }
    )
}

/// The heading of the final look.
pub const FINAL_LOOK_HEADING: &str = "Final look (M1): it may turn, but does not move";

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
    put(out, style.width, "", "", &tile_options_text(trace));
    if let Some(t) = start_text(&trace.before) {
        put(out, style.width, "", "", &t);
    }
}

/// The final look, after the prey tile's reason for ending (if any).
fn final_look_text(out: &mut String, trace: &Trace, names: &Names, style: &Style) {
    if let Some(t) = prey_end_text(trace) {
        put(out, style.width, "", "", &t);
    }
    let fl = &trace.final_look;
    let _ = writeln!(
        out,
        "{}",
        style.palette.paint(Role::Heading, FINAL_LOOK_HEADING)
    );
    looks(out, &final_look(trace), names, style);
    put(
        out,
        style.width,
        "  - ",
        "    ",
        &decision_text(&fl.decision, &fl.sights, final_look_before(trace), names),
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
    let _ = writeln!(out, "Before:");
    out.push_str(&board(&trace.before, &[]));
    let _ = writeln!(out);
    for s in &trace.steps {
        step_text(&mut out, s, trace, &names, style);
        let _ = writeln!(out);
    }
    final_look_text(&mut out, trace, &names, style);
    let _ = writeln!(out);
    let _ = writeln!(out, "After:");
    out.push_str(&board(&trace.after, &trace.path()));
    let _ = writeln!(out);
    let summary = summary_text(trace, &names);
    let summary = if trace.removed.is_empty() {
        summary
    } else {
        style.palette.paint(Role::Danger, &summary)
    };
    put(&mut out, style.width, "", "", &summary);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_read_as_english() {
        let v = |s: &[&str]| s.iter().map(|x| x.to_string()).collect::<Vec<_>>();
        assert_eq!(and_list(&v(&[])), "");
        assert_eq!(and_list(&v(&["A"])), "A");
        assert_eq!(and_list(&v(&["A", "B"])), "A and B");
        assert_eq!(and_list(&v(&["A", "B", "C"])), "A, B and C");
    }
}
