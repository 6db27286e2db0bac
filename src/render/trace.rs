//! The explained trace in words: every look, decision, push, slide, wall crossing and
//! teleport, with the rule ids (and the option, when one decided).

use super::board::{draw, legend, Marks};
use super::{Palette, Role};
use crate::board::{Board, PawnId, Piece};
use crate::geometry::Square;
use crate::geometry::Wall;
use crate::monster::{Blocker, Decision, Event, PieceRemoval, PivotHeld, Side, Sight, Thing};
use crate::position::Pawn;
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

/// One line of sight in words: "pawn A at 6", "no pawn; a stone on n6 blocks the view".
pub fn sight_text(s: &Sight, names: &Names) -> String {
    match (s.pawn, s.blocker) {
        (Some((id, d)), _) => format!(
            "pawn {}, {d} square{} away",
            names.of(id),
            if d == 1 { "" } else { "s" }
        ),
        (None, Blocker::Piece(p, at)) => format!("no pawn; a {p} on {at} blocks the view"),
        (None, Blocker::Wall(at)) => match s.wall() {
            Some(crate::geometry::Wall::Door) => {
                format!("no pawn up to the wall beyond {at} (the door)")
            }
            Some(w) => format!("no pawn up to the wall beyond {at} (letter {w})"),
            None => format!("no pawn up to the wall beyond {at}"),
        },
        (None, Blocker::Pawn) => "no pawn".to_string(),
    }
}

/// The decision of M4 in words.
pub fn decision_text(
    d: &Decision,
    sights: &[Sight; 3],
    before: crate::geometry::Dir,
    names: &Names,
) -> String {
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
            let tied: Vec<&str> = sights
                .iter()
                .filter_map(|s| s.pawn)
                .filter(|&(_, dd)| dd == distance)
                .map(|(id, _)| names.of(id))
                .collect();
            format!(
                "{} tie for nearest at {distance}: confused, it keeps heading {before} (M4, S1)",
                tied.join(" and ")
            )
        }
    }
}

fn looks(out: &mut String, sights: &[Sight; 3], names: &Names, palette: &Palette) {
    for (i, s) in sights.iter().enumerate() {
        let head = if i == 0 { "  looks " } else { "        " };
        let label = sight_label(s);
        let text = sight_text(s, names);
        let text = if s.pawn.is_some() {
            palette.paint(Role::Pawn, &text)
        } else {
            text
        };
        let _ = writeln!(out, "{head}{label:<15}{text}");
    }
}

/// One event in words, ending with its citation ([`Event::citation`]), or `None` for events
/// told elsewhere.
pub fn event_text(e: &Event, names: &Names) -> Option<String> {
    let body = match *e {
        Event::Turn { .. } | Event::StepStart { .. } | Event::StepEnd { .. } => return None,
        Event::Look { .. } | Event::FinalLook { .. } | Event::Enter { .. } => return None,
        Event::PivotTurn { at, kind, to, tied, .. } => {
            let why = if tied {
                "the seen pawns tie"
            } else {
                "it saw no pawn"
            };
            format!(
                "the {} on {at} is in its way and {why}: it turns {} to face {to}, without pushing it",
                Piece::Pivot(kind),
                kind.name()
            )
        }
        Event::PivotHeld { at, why } => {
            let why = match why {
                PivotHeld::PawnSeen => "it saw a pawn at the start of the step",
                PivotHeld::TiedPush => "it saw pawns, tied",
                PivotHeld::ChainPush => "a pivot already turned it in this step",
                PivotHeld::FourTurns => "it has turned four times in this step",
            };
            format!("the pivot stone on {at} does not act, since {why}: it is pushed like a stone")
        }
        Event::WallCross { from, wall, to } => format!(
            "walks through the wall at {wall} beside {from} and comes back in on {to}, the square behind the other {wall}"
        ),
        Event::Eat { pawn, at } => format!("eats pawn {} on {at}", names.of(pawn)),
        Event::Push { thing, from, to } => {
            format!("pushes {} from {from} to {to}", names.thing(thing))
        }
        Event::Slide { thing, from, to } => format!(
            "{} slides across the pool from {from} to {to}",
            names.thing(thing)
        ),
        Event::PieceRemoved { piece, at, why } => match why {
            PieceRemoval::OffBoard => {
                format!("the {piece} on {at} is pushed off the board and leaves the game")
            }
            PieceRemoval::Teleporter => {
                format!("the {piece} lands on the teleporter on {at} and is destroyed")
            }
            PieceRemoval::Corner => {
                format!("the {piece} lands on the corner {at} and is removed")
            }
        },
        Event::CornerKept { piece, at } => format!("the {piece} stays on the corner {at}"),
        Event::Crushed { pawn, at } => format!(
            "pawn {} is pushed off the board from {at}: crushed, as if eaten",
            names.of(pawn)
        ),
        Event::Destroyed { pawn, at } => format!(
            "pawn {} is pushed onto the teleporter on {at}: destroyed, as if eaten",
            names.of(pawn)
        ),
        Event::Teleport { from, to, facing } => format!(
            "the teleporter on {from} sends it to its partner on {to}, where it faces the arrow: {facing}"
        ),
    };
    Some(format!("{body} {}", e.citation()))
}

/// What the step's context adds to its `index`-th event when that is a pivot turn: whether
/// an earlier pivot already turned the monster in this step (so `pivot-chain=turn-again`
/// decided), and the wall letter if the pivot stands on the square behind a wall (S2).
pub fn pivot_context(step: &StepTrace, index: usize) -> Option<(bool, Option<Wall>)> {
    let Event::PivotTurn { at, from, .. } = *step.events.get(index)? else {
        return None;
    };
    let chained = step.events[..index]
        .iter()
        .any(|e| matches!(e, Event::PivotTurn { .. }));
    let beyond = if step.from.step(from) == Some(at) {
        None
    } else {
        step.from.wall(from)
    };
    Some((chained, beyond))
}

/// Every pawn removed during the move, in order: "C eaten at step 3".
pub fn removed_list(trace: &Trace, names: &Names) -> Vec<String> {
    trace
        .removed
        .iter()
        .map(|(id, how, step)| format!("{} {} at step {step}", names.of(*id), how.name()))
        .collect()
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
            if removed == 1 { "" } else { "s" }
        )
    } else {
        format!(
            "Tile {}: only {removed} of {k} pawn{} removed after {steps} steps, the most a prey tile walks (M11, S6).",
            trace.tile,
            if k == 1 { "" } else { "s" }
        )
    })
}

fn is_removal(e: &Event) -> bool {
    matches!(
        e,
        Event::Eat { .. } | Event::Crushed { .. } | Event::Destroyed { .. }
    )
}

/// A sentence of a step's explanation and the sentences told under it (what entering a
/// square caused, why a pivot acted). The text trace prints them as a list with indented
/// details; the step-through page as a list of lists.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sentence {
    /// The sentence.
    pub text: String,
    /// What it caused or why, in order.
    pub details: Vec<Detail>,
}

/// A sentence told under another.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Detail {
    /// The sentence.
    pub text: String,
    /// Whether it tells that a pawn was removed (drawn as a danger).
    pub removal: bool,
}

impl Sentence {
    fn new(text: String) -> Sentence {
        Sentence {
            text,
            details: Vec::new(),
        }
    }

    fn detail(&mut self, text: String) {
        self.details.push(Detail {
            text,
            removal: false,
        });
    }
}

/// The heading of a step: "Step 3: monster on j6 facing north".
pub fn step_heading(s: &StepTrace) -> String {
    format!(
        "Step {}: monster on {} facing {}",
        s.step, s.from, s.facing_before
    )
}

/// Where a step left the monster: "now on m6 facing east".
pub fn step_end_text(s: &StepTrace) -> String {
    format!("now on {} facing {}", s.to, s.facing)
}

/// The label of one line of sight: "left (north):".
pub fn sight_label(s: &Sight) -> String {
    format!("{} ({}):", s.side.name(), s.dir)
}

/// Everything a step says after its look, in order: the decision, then each square entered
/// with what entering it caused, each turn, wall crossing and teleport. `before` is the board
/// before the move (its pools tell which squares are blood).
pub fn step_sentences(s: &StepTrace, before: &crate::board::Board, names: &Names) -> Vec<Sentence> {
    let mut out = Vec::new();
    let mut decision = Sentence::new(decision_text(
        &s.decision,
        &s.sights,
        s.facing_before,
        names,
    ));
    // A pivot right ahead that the monster turns away from: players ask why it did not act.
    if let (Decision::Nearest { side, .. }, Blocker::Piece(Piece::Pivot(_), at)) =
        (s.decision, s.sights[1].blocker)
    {
        if side != Side::Ahead && s.from.step(s.facing_before) == Some(at) {
            decision.detail(format!(
                "the pivot stone on {at} ahead does not act: it saw a pawn and turned away (M9)"
            ));
        }
    }
    out.push(decision);
    // Consequences (eat, push, slide, removal) are told under the square whose entry caused
    // them, so they wait for the next Enter.
    let mut pending: Vec<Detail> = Vec::new();
    let mut first_enter = true;
    for (index, e) in s.events.iter().enumerate() {
        match *e {
            Event::Enter { at, sliding } => {
                let verb = if sliding {
                    "slides on to"
                } else if first_enter {
                    "steps onto"
                } else {
                    "moves onto"
                };
                first_enter = false;
                let mut enter = Sentence::new(format!("{verb} {at}"));
                enter.details.append(&mut pending);
                if !sliding && before.is_pool(at) {
                    enter.detail(format!(
                        "{at} is a blood pool: it slides on in the same heading, without looking (M7)"
                    ));
                }
                out.push(enter);
            }
            Event::Eat { .. }
            | Event::Crushed { .. }
            | Event::Destroyed { .. }
            | Event::Push { .. }
            | Event::Slide { .. }
            | Event::PieceRemoved { .. }
            | Event::CornerKept { .. } => {
                if let Some(text) = event_text(e, names) {
                    pending.push(Detail {
                        text,
                        removal: is_removal(e),
                    });
                }
            }
            _ => {
                if let Some(t) = event_text(e, names) {
                    let mut told = Sentence::new(t);
                    if let Some((chained, beyond)) = pivot_context(s, index) {
                        if let Some(w) = beyond {
                            told.detail(format!("the pivot stands on the square behind the wall at {w}, the first square of this step (S2): the monster turns where it stands, without crossing"));
                        }
                        if chained {
                            told.detail("a pivot already turned it in this step; it turns again (option pivot-chain=turn-again)".to_string());
                        }
                    }
                    out.push(told);
                }
            }
        }
    }
    // Nothing entered after them (cannot happen today): they belong to the last sentence.
    if !pending.is_empty() {
        if let Some(last) = out.last_mut() {
            last.details.append(&mut pending);
        }
    }
    out
}

/// The heading of the final look.
pub const FINAL_LOOK_HEADING: &str = "Final look (M1): it may turn, but does not move";

/// The heading the final look turns from: the heading after the last step.
pub fn final_look_before(trace: &Trace) -> crate::geometry::Dir {
    trace
        .steps
        .last()
        .map_or(trace.before.facing(), |s| s.facing)
}

/// "The monster walked 8 steps and ends on p8 facing west."
pub fn walked_text(trace: &Trace) -> String {
    format!(
        "The monster walked {} step{} and ends on {} facing {}.",
        trace.outcome.steps,
        if trace.outcome.steps == 1 { "" } else { "s" },
        trace.after.monster(),
        trace.after.facing()
    )
}

/// "Removed: C eaten at step 3; F crushed at step 5." or "No pawn was removed."
pub fn removed_text(trace: &Trace, names: &Names) -> String {
    if trace.removed.is_empty() {
        "No pawn was removed.".to_string()
    } else {
        format!("Removed: {}.", removed_list(trace, names).join("; "))
    }
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

fn step_text(
    out: &mut String,
    s: &StepTrace,
    before: &crate::board::Board,
    names: &Names,
    palette: &Palette,
) {
    let _ = writeln!(out, "{}", palette.paint(Role::Heading, &step_heading(s)));
    looks(out, &s.sights, names, palette);
    for told in step_sentences(s, before, names) {
        let _ = writeln!(out, "  - {}", told.text);
        for d in &told.details {
            let text = if d.removal {
                palette.paint(Role::Danger, &d.text)
            } else {
                d.text.clone()
            };
            let _ = writeln!(out, "      {text}");
        }
    }
    let _ = writeln!(out, "  = {}", step_end_text(s));
}

/// The whole explained trace as text.
pub fn trace_text(trace: &Trace, pawns: &[Pawn], title: Option<&str>, palette: &Palette) -> String {
    let board = |b: &Board, path: &[Square]| {
        let marks = Marks {
            path: path.to_vec(),
            labels: Vec::new(),
        };
        draw(b, pawns, &marks, palette) + &legend(pawns, !path.is_empty())
    };
    trace_text_drawn(trace, pawns, title, palette, &board)
}

/// [`trace_text`] with the boards before and after drawn by `board` (given the board and the
/// monster's path, empty before the move): a game draws its pawns in their players' colours.
pub fn trace_text_drawn(
    trace: &Trace,
    pawns: &[Pawn],
    title: Option<&str>,
    palette: &Palette,
    board: &dyn Fn(&Board, &[Square]) -> String,
) -> String {
    let names = Names(pawns);
    let mut out = String::new();
    if let Some(t) = title {
        let _ = writeln!(out, "{}", palette.paint(Role::Heading, t));
    }
    let _ = writeln!(out, "{}", tile_options_text(trace));
    let _ = writeln!(out);
    let _ = writeln!(out, "Before:");
    out.push_str(&board(&trace.before, &[]));
    let _ = writeln!(out);
    for s in &trace.steps {
        step_text(&mut out, s, &trace.before, &names, palette);
        let _ = writeln!(out);
    }
    let fl = &trace.final_look;
    let _ = writeln!(out, "{}", palette.paint(Role::Heading, FINAL_LOOK_HEADING));
    looks(&mut out, &fl.sights, &names, palette);
    let before = final_look_before(trace);
    let _ = writeln!(
        out,
        "  - {}",
        decision_text(&fl.decision, &fl.sights, before, &names)
    );
    if let Some(t) = prey_end_text(trace) {
        let _ = writeln!(out, "{t}");
    }
    let _ = writeln!(out);
    let _ = writeln!(out, "After:");
    out.push_str(&board(&trace.after, &trace.path()));
    let _ = writeln!(out);
    let _ = writeln!(out, "{}", walked_text(trace));
    let removed = removed_text(trace, &names);
    if trace.removed.is_empty() {
        let _ = writeln!(out, "{removed}");
    } else {
        let _ = writeln!(out, "{}", palette.paint(Role::Danger, &removed));
    }
    out
}
