//! What a step says after its look: the decision, each square entered and what entering it
//! caused, turns, wall crossings and teleports, with their rule ids.

use super::look::pawn_on_line;
use super::*;

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
