//! The brief trace for the table: one line a step, the final look, and the summary.

use super::*;

/// The pawns a look saw, in a few words: "sees A 5 ahead and G 6 right", "sees no pawn".
fn sees_words(lang: Lang, sights: &[Sight; 3], names: &Names) -> String {
    let sees: Vec<String> = sights
        .iter()
        .filter_map(|x| {
            x.pawn.map(|(id, d)| {
                t!(
                    lang,
                    "brief-seen",
                    pawn = names.of(id),
                    distance = d,
                    side = x.side
                )
            })
        })
        .collect();
    if sees.is_empty() {
        t!(lang, "brief-sees-none")
    } else {
        t!(lang, "brief-sees", pawns = and_list(lang, &sees))
    }
}

/// What one step did, in a few words: "turns north", "slides k6 l6 m6", "eats C".
fn step_brief(lang: Lang, s: &StepTrace, names: &Names) -> String {
    let sees = sees_words(lang, &s.sights, names);
    let decision = match s.decision {
        Decision::NothingSeen
        | Decision::Nearest {
            side: Side::Ahead, ..
        } => t!(lang, "brief-keeps", dir = s.facing_before),
        Decision::Nearest { side, .. } => t!(lang, "brief-turns", dir = side.of(s.facing_before)),
        Decision::Tie { .. } => t!(lang, "brief-tie", dir = s.facing_before),
    };
    // What happens on entering a square is reported before its Enter event; during a
    // slide it is told after the slide.
    let mut acts: Vec<String> = Vec::new();
    let mut slid: Vec<String> = Vec::new();
    let mut pending: Vec<String> = Vec::new();
    let mut pushes: Vec<String> = Vec::new();
    let flush_pushes = |pending: &mut Vec<String>, pushes: &mut Vec<String>| {
        if !pushes.is_empty() {
            // The far end of a row moves first: told from the near end.
            pushes.reverse();
            pending.push(t!(lang, "brief-pushes", things = and_list(lang, pushes)));
            pushes.clear();
        }
    };
    let end_slide = |acts: &mut Vec<String>, slid: &mut Vec<String>, pending: &mut Vec<String>| {
        if slid.len() > 1 {
            acts.push(t!(lang, "brief-slides", squares = slid.join(" ")));
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
                acts.push(t!(lang, "brief-pivot", at = at, dir = to))
            }
            Event::WallCross {
                wall: Wall::Door,
                to,
                ..
            } => pending.push(t!(lang, "brief-door", to = to)),
            Event::WallCross { wall, to, .. } => {
                pending.push(t!(lang, "brief-wall", wall = wall, to = to))
            }
            Event::Eat { pawn, .. } => pending.push(t!(lang, "brief-eats", pawn = names.of(pawn))),
            Event::Crushed { pawn, .. } => {
                pending.push(t!(lang, "brief-crushes", pawn = names.of(pawn)))
            }
            Event::Destroyed { pawn, .. } => {
                pending.push(t!(lang, "brief-destroys", pawn = names.of(pawn)))
            }
            Event::Push { thing, to, .. } => pushes.push(match thing {
                Thing::Pawn(id) => t!(lang, "brief-push-pawn", pawn = names.of(id), to = to),
                Thing::Piece(p) => t!(lang, "brief-push-piece", piece = p, to = to),
            }),
            Event::PieceRemoved { piece, .. } => {
                flush_pushes(&mut pending, &mut pushes);
                pending.push(t!(lang, "brief-leaves", piece = piece))
            }
            Event::Teleport { to, facing, .. } => {
                end_slide(&mut acts, &mut slid, &mut pending);
                acts.push(t!(lang, "brief-teleports", to = to, dir = facing));
            }
            _ => {}
        }
    }
    flush_pushes(&mut pending, &mut pushes);
    end_slide(&mut acts, &mut slid, &mut pending);
    let mut told = String::new();
    for act in acts {
        told.push_str(&t!(lang, "brief-act", act = act));
    }
    t!(
        lang,
        "brief-step",
        at = s.from,
        dir = s.facing_before,
        sees = sees,
        decision = decision,
        acts = told,
        to = s.to,
        facing = s.facing
    )
}

/// The brief trace for the table: one line a step, the final look, and the summary.
pub fn brief_text<'a>(
    trace: &Trace,
    cast: impl Into<Cast<'a>>,
    title: Option<&str>,
    style: &Style,
) -> String {
    let parts = brief_parts(trace, cast, title, style);
    let mut out = parts.head;
    for s in parts.steps {
        out.push_str(&s);
    }
    out.push_str(&parts.tail);
    out
}

/// The brief trace in the parts a session shows one at a time: the heading (title, tile,
/// start), each step's line (wrapped, with its newline), and the end (the prey tile's end,
/// the final look, the summary).
pub struct BriefParts {
    /// The title, the tile and options, where the monster starts.
    pub head: String,
    /// One entry a step.
    pub steps: Vec<String>,
    /// The final look and the summary.
    pub tail: String,
}

/// [`brief_text`] in its parts.
pub fn brief_parts<'a>(
    trace: &Trace,
    cast: impl Into<Cast<'a>>,
    title: Option<&str>,
    style: &Style,
) -> BriefParts {
    let cast = cast.into();
    let names = Names(cast.pawns);
    let lang = style.lang;
    let mut head = String::new();
    header(&mut head, trace, title, style);
    let digits = trace.steps.len().to_string().len();
    let mut steps = Vec::new();
    for s in &trace.steps {
        let head = format!("{:>digits$}. ", s.step);
        let rest = " ".repeat(head.len() + 2);
        let mut line = String::new();
        put(
            &mut line,
            style.width,
            &head,
            &rest,
            &step_brief(lang, s, &names),
        );
        steps.push(line);
    }
    let mut out = String::new();
    if let Some(t) = prey_end_text(lang, trace) {
        put(&mut out, style.width, "", "", &t);
    }
    let fl = &trace.final_look;
    let before = final_look_before(trace);
    let turn = if fl.facing == before {
        t!(lang, "brief-final-keeps", dir = before)
    } else {
        t!(lang, "brief-final-turns", dir = fl.facing)
    };
    let sees = sees_words(lang, &fl.sights, &names);
    put(
        &mut out,
        style.width,
        "",
        "  ",
        &t!(lang, "brief-final", sees = sees, turn = turn),
    );
    put(
        &mut out,
        style.width,
        "",
        "",
        &summary_text(lang, trace, &names),
    );
    BriefParts {
        head,
        steps,
        tail: out,
    }
}
