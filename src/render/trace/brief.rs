//! The brief trace for the table: one line a step, the final look, and the summary.

use super::*;

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
