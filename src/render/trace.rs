//! The explained trace in words: every look (and what the monster looked over, through, or
//! could not see), decision, push, slide, wall crossing and teleport, with the rule ids (and
//! the option, when one decided); and the brief trace for the table, one line a step.

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

/// One line of sight in words: "pawn A, 6 squares away", "no pawn; a stone on n6 blocks
/// the view".
pub fn sight_text(s: &Sight, names: &Names) -> String {
    match (s.pawn, s.blocker) {
        (Some((id, d)), _) => format!("pawn {}, {d} square{} away", names.of(id), plural(d)),
        (None, Blocker::Piece(p, at)) => format!("no pawn; a {p} on {at} blocks the view"),
        (None, Blocker::Wall(at)) => match s.wall() {
            Some(Wall::Door) => format!("no pawn up to the wall beyond {at} (the door)"),
            Some(w) => format!("no pawn up to the wall beyond {at} (letter {w})"),
            None => format!("no pawn up to the wall beyond {at}"),
        },
        (None, Blocker::Pawn) => "no pawn".to_string(),
    }
}

/// What the monster looked across to see the pawn of `s` from `from` on `board`, when it
/// matters (M2, M3): pool squares (they count like any square: the FAQ), crystals (seen
/// through), teleporters (seen over). Empty when the line holds none, or no pawn.
pub fn sight_notes(s: &Sight, from: Square, board: &Board) -> Vec<String> {
    let Some((_, distance)) = s.pawn else {
        return Vec::new();
    };
    let (mut pools, mut crystals, mut teleporters) = (Vec::new(), Vec::new(), Vec::new());
    let mut cur = from;
    for _ in 1..distance {
        let Some(next) = cur.step(s.dir) else { break };
        cur = next;
        if board.is_pool(cur) {
            pools.push(cur.to_string());
        }
        if board.is_teleporter(cur) {
            teleporters.push(cur.to_string());
        }
        if board.occupant(cur) == Occupant::Piece(Piece::Crystal) {
            crystals.push(cur.to_string());
        }
    }
    let mut notes = Vec::new();
    if !pools.is_empty() {
        notes.push(format!(
            "across the pool on {}: pool squares count like any other (M3; the FAQ)",
            and_list(&pools)
        ));
    }
    for c in crystals {
        notes.push(format!(
            "through the crystal on {c}, which does not block its sight (M2)"
        ));
    }
    for t in teleporters {
        notes.push(format!("over the teleporter on {t}, which lies flat (M2)"));
    }
    notes
}

/// The nearest pawn on the line `dir` from `from` that nothing hides (a stone or pivot
/// would): where a player may expect the monster to see one it does not.
fn pawn_on_line(board: &Board, from: Square, dir: Dir) -> Option<(PawnId, u8)> {
    let mut cur = from;
    let mut d = 0;
    while let Some(next) = cur.step(dir) {
        d += 1;
        cur = next;
        match board.occupant(cur) {
            Occupant::Pawn(id) => return Some((id, d)),
            Occupant::Piece(p) if p.blocks_sight() => return None,
            _ => {}
        }
    }
    None
}

/// The pawn right behind the monster that a player might expect it to see: the nearest
/// unhidden pawn behind it when no pawn it sees is nearer. "B is behind it" (M2).
fn behind_text(
    sights: &[Sight; 3],
    from: Square,
    facing: Dir,
    board: &Board,
    names: &Names,
) -> Option<String> {
    let (id, d) = pawn_on_line(board, from, facing.opposite())?;
    let nearest = sights.iter().filter_map(|s| s.pawn.map(|(_, d)| d)).min();
    if nearest.is_some_and(|n| n < d) {
        return None;
    }
    Some(format!(
        "pawn {}, {d} square{} away, is not seen: the monster never looks behind (M2)",
        names.of(id),
        plural(d)
    ))
}

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

/// Where and how the monster looked: its three lines, from where, facing where, on which
/// board (the board at that moment tells what it looked across and who stood behind it).
pub struct LookView<'a> {
    /// The three lines.
    pub sights: &'a [Sight; 3],
    /// Where the monster stood.
    pub from: Square,
    /// Where it faced.
    pub facing: Dir,
    /// The board when it looked.
    pub board: &'a Board,
}

/// One line of a look in words: "left (north):" and what it saw there.
pub struct LookLine {
    /// "left (north):", "behind (south):".
    pub label: String,
    /// What the line held, and what the monster looked across, or could not see.
    pub text: String,
    /// Whether a pawn is seen on it.
    pub pawn: bool,
}

/// The label of one line of sight: "left (north):".
pub fn sight_label(s: &Sight) -> String {
    format!("{} ({}):", s.side.name(), s.dir)
}

/// A look in words: the three lines (with what the monster looked across on the line of the
/// nearest pawn), then the pawn right behind it if a player might expect it seen. The text
/// trace and the pictures both tell these.
pub fn look_lines(look: &LookView, names: &Names) -> Vec<LookLine> {
    // What the monster looked across matters for the pawns that decide: the nearest.
    let nearest = look
        .sights
        .iter()
        .filter_map(|s| s.pawn.map(|(_, d)| d))
        .min();
    let mut lines: Vec<LookLine> = look
        .sights
        .iter()
        .map(|s| {
            let mut text = sight_text(s, names);
            if s.pawn.map(|(_, d)| d) == nearest {
                for note in sight_notes(s, look.from, look.board) {
                    text.push_str(", ");
                    text.push_str(&note);
                }
            }
            LookLine {
                label: sight_label(s),
                text,
                pawn: s.pawn.is_some(),
            }
        })
        .collect();
    if let Some(text) = behind_text(look.sights, look.from, look.facing, look.board, names) {
        lines.push(LookLine {
            label: format!("behind ({}):", look.facing.opposite()),
            text,
            pawn: false,
        });
    }
    lines
}

fn looks(out: &mut String, look: &LookView, names: &Names, style: &Style) {
    const LABEL: usize = 15;
    let rest = " ".repeat(8 + LABEL);
    for (i, line) in look_lines(look, names).into_iter().enumerate() {
        let head = if i == 0 { "  looks " } else { "        " };
        let text = if line.pawn {
            style.palette.paint(Role::Pawn, &line.text)
        } else {
            line.text
        };
        put(
            out,
            style.width,
            &format!("{head}{:<LABEL$}", line.label),
            &rest,
            &text,
        );
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
        Event::WallCross {
            from,
            wall: Wall::Door,
            to,
        } => format!(
            "walks out through the door beside {from} and comes back in on {to}, beside the other door: the two doors pair like a letter"
        ),
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

/// Why a pushed piece stopped on a pool square, when it did (S5): what stood on the square
/// beyond. `e` is a push or a slide of the step; `monster` is where the monster stood when
/// it pushed; `after` is the board after the step.
fn slide_stop_text(
    e: &Event,
    step: &StepTrace,
    pools: &Board,
    after: &Board,
    monster: Square,
) -> Option<String> {
    let (from, to) = match *e {
        Event::Slide { from, to, .. } => (from, to),
        // A push onto a pool that no slide follows: it could not move on at all.
        Event::Push { thing, from, to } => {
            let slid = step.events.iter().any(
                |x| matches!(*x, Event::Slide { thing: t, from: f, .. } if t == thing && f == to),
            );
            if slid {
                return None;
            }
            (from, to)
        }
        _ => return None,
    };
    if !pools.is_pool(to) {
        return None;
    }
    let dir = Dir::ALL.into_iter().find(|&d| {
        let mut cur = from;
        while let Some(n) = cur.step(d) {
            if n == to {
                return true;
            }
            cur = n;
        }
        false
    })?;
    let beyond = match to.step(dir) {
        None => "the wall".to_string(),
        Some(n) if n == monster => format!("the monster on {n}"),
        Some(n) => match after.occupant(n) {
            Occupant::Piece(p) => format!("the {p} on {n}"),
            Occupant::Pawn(_) => format!("the pawn on {n}"),
            Occupant::Empty => format!("{n}, which was not free"),
        },
    };
    Some(format!(
        "it stops on {to}, the last pool square it can reach: beyond is {beyond} (S5)"
    ))
}

/// Pawns the monster passes without looking, while it slides (M7) or teleports (M10): those
/// on its left and right lines (and ahead, on a teleporter) from each pool square it
/// crossed and from each teleporter it stepped on, that it did not see at the step's look.
fn unseen_while_moving(step: &StepTrace, board: &Board) -> (Vec<PawnId>, Vec<PawnId>) {
    let seen: Vec<PawnId> = step
        .sights
        .iter()
        .filter_map(|s| s.pawn.map(|(id, _)| id))
        .collect();
    let (mut sliding, mut teleporting) = (Vec::new(), Vec::new());
    let mut heading = step.facing_before;
    let add = |list: &mut Vec<PawnId>, sq: Square, sides: &[Side], heading: Dir| {
        for side in sides {
            if let Some((id, _)) = pawn_on_line(board, sq, side.of(heading)) {
                if !seen.contains(&id) && !list.contains(&id) {
                    list.push(id);
                }
            }
        }
    };
    for e in &step.events {
        match *e {
            Event::Turn { to, .. } | Event::PivotTurn { to, .. } => heading = to,
            Event::Enter { at, .. } if board.is_pool(at) => {
                add(&mut sliding, at, &[Side::Left, Side::Right], heading)
            }
            Event::Teleport { from, facing, .. } => {
                add(
                    &mut teleporting,
                    from,
                    &[Side::Left, Side::Ahead, Side::Right],
                    heading,
                );
                heading = facing;
            }
            _ => {}
        }
    }
    (sliding, teleporting)
}

fn is_removal(e: &Event) -> bool {
    matches!(
        e,
        Event::Eat { .. } | Event::Crushed { .. } | Event::Destroyed { .. }
    )
}

/// A sentence of a step's explanation and the sentences told under it (what entering a
/// square caused, why a pivot acted). The text trace prints them as a list with indented
/// details; the pictures and the step-through page as a list of lists.
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

/// The look of step `s` of `trace`, on the board as it stood then.
pub fn step_look<'a>(s: &'a StepTrace, board: &'a Board) -> LookView<'a> {
    LookView {
        sights: &s.sights,
        from: s.from,
        facing: s.facing_before,
        board,
    }
}

/// Everything step `s` of `trace` says after its look, in order: the decision, then each
/// square entered with what entering it caused (and why a pushed piece stopped where it
/// did, S5; a pivot pushed while sliding, M9), each turn, wall crossing and teleport, and
/// the pawns it passed without looking (M7, M10).
pub fn step_sentences(s: &StepTrace, trace: &Trace, names: &Names) -> Vec<Sentence> {
    let pools = &trace.before;
    let board = trace.board_at(s.step);
    let after = trace.board_at(s.step + 1);
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
    // them, so they wait for the next Enter; each with where the monster stood.
    let mut pending: Vec<(Detail, Event, Square)> = Vec::new();
    let mut first_enter = true;
    let mut monster = s.from;
    // `slid_onto`: the square just entered by sliding, if it was.
    let flush = |to: &mut Sentence,
                 pending: &mut Vec<(Detail, Event, Square)>,
                 slid_onto: Option<Square>| {
        for (detail, e, monster) in pending.drain(..) {
            to.details.push(detail);
            if let Some(t) = slide_stop_text(&e, s, pools, &after, monster) {
                to.detail(t);
            }
            if let Event::Push {
                thing: Thing::Piece(Piece::Pivot(_)),
                from,
                ..
            } = e
            {
                if slid_onto == Some(from) {
                    to.detail("a pivot stone reached while sliding does not turn the monster: it is pushed like a stone (M9)".to_string());
                }
            }
        }
    };
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
                monster = at;
                let mut enter = Sentence::new(format!("{verb} {at}"));
                flush(&mut enter, &mut pending, sliding.then_some(at));
                if !sliding && pools.is_pool(at) {
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
                    let detail = Detail {
                        text,
                        removal: is_removal(e),
                    };
                    pending.push((detail, *e, monster));
                }
            }
            _ => {
                if let Event::Teleport { to, .. } = *e {
                    monster = to;
                }
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
            flush(last, &mut pending, None);
        }
    }
    let (sliding, teleporting) = unseen_while_moving(s, &board);
    let who = |ids: &[PawnId]| {
        and_list(
            &ids.iter()
                .map(|id| names.of(*id).to_string())
                .collect::<Vec<_>>(),
        )
    };
    if !sliding.is_empty() {
        out.push(Sentence::new(format!(
            "it does not see {} while sliding: it slides without looking (M7)",
            who(&sliding)
        )));
    }
    if !teleporting.is_empty() {
        out.push(Sentence::new(format!(
            "it does not see {} from the teleporter: it does not look on the way (M10)",
            who(&teleporting)
        )));
    }
    out
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

/// The final look of `trace`, on the board after the move.
pub fn final_look(trace: &Trace) -> LookView<'_> {
    LookView {
        sights: &trace.final_look.sights,
        from: trace.after.monster(),
        facing: final_look_before(trace),
        board: &trace.after,
    }
}

fn header(out: &mut String, trace: &Trace, title: Option<&str>, style: &Style) {
    if let Some(t) = title {
        out.push_str(&style.palette.paint(Role::Heading, t.trim_end()));
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

/// The pawns a look saw, in a few words: "sees A 5 ahead and G 6 right", "sees no pawn".
fn sees_words(sights: &[Sight; 3], names: &Names) -> String {
    let sees: Vec<String> = sights
        .iter()
        .filter_map(|x| {
            x.pawn
                .map(|(id, d)| format!("{} {d} {}", names.of(id), x.side.name()))
        })
        .collect();
    if sees.is_empty() {
        "sees no pawn".to_string()
    } else {
        format!("sees {}", and_list(&sees))
    }
}

/// What one step did, in a few words: "turns north", "slides k6 l6 m6", "eats C".
fn step_brief(s: &StepTrace, names: &Names) -> String {
    let sees = sees_words(&s.sights, names);
    let decision = match s.decision {
        Decision::NothingSeen
        | Decision::Nearest {
            side: Side::Ahead, ..
        } => format!("keeps {}", s.facing_before),
        Decision::Nearest { side, .. } => format!("turns {}", side.of(s.facing_before)),
        Decision::Tie { .. } => format!("tie, keeps {}", s.facing_before),
    };
    // What happens on entering a square is reported before its Enter event; during a
    // slide it is told after the slide.
    let mut acts: Vec<String> = Vec::new();
    let mut slid: Vec<String> = Vec::new();
    let mut pending: Vec<String> = Vec::new();
    let mut pushes: Vec<String> = Vec::new();
    fn flush_pushes(pending: &mut Vec<String>, pushes: &mut Vec<String>) {
        if !pushes.is_empty() {
            // The far end of a row moves first: told from the near end.
            pushes.reverse();
            pending.push(format!("pushes {}", and_list(pushes)));
            pushes.clear();
        }
    }
    let end_slide = |acts: &mut Vec<String>, slid: &mut Vec<String>, pending: &mut Vec<String>| {
        if slid.len() > 1 {
            acts.push(format!("slides {}", slid.join(" ")));
        }
        slid.clear();
        acts.append(pending);
    };
    for e in &s.events {
        match *e {
            Event::Enter { at, sliding } => {
                flush_pushes(&mut pending, &mut pushes);
                if sliding {
                    slid.push(at.to_string());
                } else {
                    let new = std::mem::take(&mut pending);
                    end_slide(&mut acts, &mut slid, &mut pending);
                    acts.extend(new);
                    slid.push(at.to_string());
                }
            }
            Event::PivotTurn { at, to, .. } => {
                acts.push(format!("the pivot on {at} turns it {to}"))
            }
            Event::WallCross {
                wall: Wall::Door,
                to,
                ..
            } => pending.push(format!("through the door to {to}")),
            Event::WallCross { wall, to, .. } => {
                pending.push(format!("through the wall at {wall} to {to}"))
            }
            Event::Eat { pawn, .. } => pending.push(format!("eats {}", names.of(pawn))),
            Event::Crushed { pawn, .. } => pending.push(format!("crushes {}", names.of(pawn))),
            Event::Destroyed { pawn, .. } => pending.push(format!("destroys {}", names.of(pawn))),
            Event::Push { thing, to, .. } => {
                let what = match thing {
                    Thing::Pawn(id) => names.of(id).to_string(),
                    Thing::Piece(p) => format!("the {p}"),
                };
                pushes.push(format!("{what} to {to}"));
            }
            Event::PieceRemoved { piece, .. } => {
                flush_pushes(&mut pending, &mut pushes);
                pending.push(format!("the {piece} leaves the game"))
            }
            Event::Teleport { to, facing, .. } => {
                end_slide(&mut acts, &mut slid, &mut pending);
                acts.push(format!("teleports to {to} facing {facing}"));
            }
            _ => {}
        }
    }
    flush_pushes(&mut pending, &mut pushes);
    end_slide(&mut acts, &mut slid, &mut pending);
    let mut text = format!("{} {}: {sees}, {decision}", s.from, s.facing_before);
    for a in acts {
        text.push_str("; ");
        text.push_str(&a);
    }
    format!("{text} -> {} {}", s.to, s.facing)
}

/// The brief trace for the table: one line a step, the final look, and the summary.
pub fn brief_text<'a>(
    trace: &Trace,
    cast: impl Into<Cast<'a>>,
    title: Option<&str>,
    style: &Style,
) -> String {
    let cast = cast.into();
    let names = Names(cast.pawns);
    let mut out = String::new();
    header(&mut out, trace, title, style);
    let digits = trace.steps.len().to_string().len();
    for s in &trace.steps {
        let head = format!("{:>digits$}. ", s.step);
        let rest = " ".repeat(head.len() + 2);
        put(&mut out, style.width, &head, &rest, &step_brief(s, &names));
    }
    if let Some(t) = prey_end_text(trace) {
        put(&mut out, style.width, "", "", &t);
    }
    let fl = &trace.final_look;
    let before = final_look_before(trace);
    let turn = if fl.facing == before {
        format!("keeps facing {before}")
    } else {
        format!("turns {}", fl.facing)
    };
    put(
        &mut out,
        style.width,
        "",
        "  ",
        &format!("Final look: {}, {turn}.", sees_words(&fl.sights, &names)),
    );
    put(&mut out, style.width, "", "", &summary_text(trace, &names));
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
