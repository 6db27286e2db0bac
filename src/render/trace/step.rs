//! What a step says after its look: the decision, each square entered and what entering it
//! caused, turns, wall crossings and teleports, with their rule ids.

use super::look::pawn_on_line;
use super::*;

/// One event in words, ending with its citation ([`citation`]), or `None` for events told
/// elsewhere.
pub fn event_text(lang: Lang, e: &Event, names: &Names) -> Option<String> {
    let body = match *e {
        Event::Turn { .. } | Event::StepStart { .. } | Event::StepEnd { .. } => return None,
        Event::Look { .. } | Event::FinalLook { .. } | Event::Enter { .. } => return None,
        Event::PivotTurn {
            at, kind, to, tied, ..
        } => t!(
            lang,
            "trace-pivot-turn",
            piece = Piece::Pivot(kind),
            at = at,
            tied = tied,
            turn = kind,
            to = to
        ),
        Event::PivotHeld { at, why } => {
            let why = match why {
                PivotHeld::PawnSeen => "pawn-seen",
                PivotHeld::TiedPush => "tied-push",
                PivotHeld::ChainPush => "chain-push",
                PivotHeld::FourTurns => "four-turns",
            };
            t!(lang, "trace-pivot-held", at = at, why = why)
        }
        Event::WallCross {
            from,
            wall: Wall::Door,
            to,
        } => t!(lang, "trace-door", from = from, to = to),
        Event::WallCross { from, wall, to } => {
            t!(lang, "trace-wall", wall = wall, from = from, to = to)
        }
        Event::Eat { pawn, at } => t!(lang, "trace-eats", pawn = names.of(pawn), at = at),
        Event::Push { thing, from, to } => match thing {
            Thing::Pawn(id) => t!(
                lang,
                "trace-push-pawn",
                pawn = names.of(id),
                from = from,
                to = to
            ),
            Thing::Piece(p) => t!(lang, "trace-push-piece", piece = p, from = from, to = to),
        },
        Event::Slide { thing, from, to } => match thing {
            Thing::Pawn(id) => t!(
                lang,
                "trace-slide-pawn",
                pawn = names.of(id),
                from = from,
                to = to
            ),
            Thing::Piece(p) => t!(lang, "trace-slide-piece", piece = p, from = from, to = to),
        },
        Event::PieceRemoved { piece, at, why } => match why {
            PieceRemoval::OffBoard => t!(lang, "trace-off-board", piece = piece, at = at),
            PieceRemoval::Teleporter => {
                t!(lang, "trace-onto-teleporter", piece = piece, at = at)
            }
            PieceRemoval::Corner => t!(lang, "trace-corner-removed", piece = piece, at = at),
        },
        Event::CornerKept { piece, at } => t!(lang, "trace-corner-kept", piece = piece, at = at),
        Event::Crushed { pawn, at } => t!(lang, "trace-crushed", pawn = names.of(pawn), at = at),
        Event::Destroyed { pawn, at } => {
            t!(lang, "trace-destroyed", pawn = names.of(pawn), at = at)
        }
        Event::Teleport { from, to, facing } => {
            t!(lang, "trace-teleport", from = from, to = to, dir = facing)
        }
    };
    Some(format!("{body} {}", citation(lang, e)))
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
    lang: Lang,
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
    Some(match to.step(dir) {
        None => t!(lang, "trace-slide-stop-wall", at = to),
        Some(n) if n == monster => t!(lang, "trace-slide-stop-monster", at = to, beyond = n),
        Some(n) => match after.occupant(n) {
            Occupant::Piece(p) => t!(
                lang,
                "trace-slide-stop-piece",
                at = to,
                piece = p,
                beyond = n
            ),
            Occupant::Pawn(_) => t!(lang, "trace-slide-stop-pawn", at = to, beyond = n),
            Occupant::Empty => t!(lang, "trace-slide-stop-taken", at = to, beyond = n),
        },
    })
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
pub fn step_heading(lang: Lang, s: &StepTrace) -> String {
    t!(
        lang,
        "trace-step-heading",
        step = s.step,
        at = s.from,
        dir = s.facing_before
    )
}

/// Where a step left the monster: "now on m6 facing east".
pub fn step_end_text(lang: Lang, s: &StepTrace) -> String {
    t!(lang, "trace-step-end", at = s.to, dir = s.facing)
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
pub fn step_sentences(lang: Lang, s: &StepTrace, trace: &Trace, names: &Names) -> Vec<Sentence> {
    let pools = &trace.before;
    let board = trace.board_at(s.step);
    let after = trace.board_at(s.step + 1);
    let mut out = Vec::new();
    let mut decision = Sentence::new(decision_text(
        lang,
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
            decision.detail(t!(lang, "trace-pivot-ahead-idle", at = at));
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
            if let Some(t) = slide_stop_text(lang, &e, s, pools, &after, monster) {
                to.detail(t);
            }
            if let Event::Push {
                thing: Thing::Piece(Piece::Pivot(_)),
                from,
                ..
            } = e
            {
                if slid_onto == Some(from) {
                    to.detail(t!(lang, "trace-pivot-pushed-sliding"));
                }
            }
        }
    };
    for (index, e) in s.events.iter().enumerate() {
        match *e {
            Event::Enter { at, sliding } => {
                let text = if sliding {
                    t!(lang, "trace-enter-sliding", at = at)
                } else if first_enter {
                    t!(lang, "trace-enter-first", at = at)
                } else {
                    t!(lang, "trace-enter", at = at)
                };
                first_enter = false;
                monster = at;
                let mut enter = Sentence::new(text);
                flush(&mut enter, &mut pending, sliding.then_some(at));
                if !sliding && pools.is_pool(at) {
                    enter.detail(t!(lang, "trace-pool", at = at));
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
                if let Some(text) = event_text(lang, e, names) {
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
                if let Some(text) = event_text(lang, e, names) {
                    let mut told = Sentence::new(text);
                    if let Some((chained, beyond)) = pivot_context(s, index) {
                        if let Some(w) = beyond {
                            told.detail(t!(lang, "trace-pivot-behind-wall", wall = w));
                        }
                        if chained {
                            told.detail(t!(lang, "trace-pivot-again"));
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
    if !sliding.is_empty() {
        out.push(Sentence::new(t!(
            lang,
            "trace-unseen-sliding",
            pawns = names.list(lang, sliding)
        )));
    }
    if !teleporting.is_empty() {
        out.push(Sentence::new(t!(
            lang,
            "trace-unseen-teleporting",
            pawns = names.list(lang, teleporting)
        )));
    }
    out
}
