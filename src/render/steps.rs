//! The monster's move as the web board steps through it (`/api/trace` with `"format":
//! "steps"`, and a game's monster phase): the `trace --format json` document, the position
//! before the move with the pawns' labels, and for every step its sentences (those of the
//! text trace) and the board after it, from the engine (docs/FORMAT.md section 9). The page
//! draws these boards; it never rebuilds one.

use super::json::{board_json, position_doc};
use super::trace::{self as words, Names};
use crate::i18n::Lang;
use crate::position::Position;
use crate::puzzle::FeastTrace;
use crate::rules::Options;
use crate::t;
use crate::trace::Trace;
use serde_json::{json, Value};

/// `{ "trace", "position", "intro", "before", "steps": [ { "heading", "looks", "sentences",
/// "end", "board" } ], "final": { "heading", "looks", "sentences", "board" }, "summary" }`.
/// `position` is the position before the move (its pawns name the trace's); the words are in
/// `lang`.
pub fn steps_doc(trace: &Trace, position: &Position, title: Option<&str>, lang: Lang) -> Value {
    let names = Names(position.pawns());
    let looks = |look: &words::LookView| -> Vec<String> {
        words::look_lines(lang, look, &names)
            .into_iter()
            .map(|l| format!("{} {}", l.label, l.text))
            .collect()
    };
    let steps: Vec<Value> = trace
        .steps
        .iter()
        .map(|s| {
            let seen = trace.board_at(s.step);
            let sentences: Vec<Value> = words::step_sentences(lang, s, trace, &names)
                .into_iter()
                .map(|t| {
                    json!({
                        "text": t.text,
                        "details": t.details.iter().map(|d| json!({ "text": d.text, "removal": d.removal })).collect::<Vec<_>>(),
                    })
                })
                .collect();
            json!({
                "heading": words::step_heading(lang, s),
                "looks": looks(&words::step_look(s, &seen)),
                "sentences": sentences,
                "end": words::step_end_text(lang, s),
                "board": board_json(&trace.board_after(s.step), &names),
            })
        })
        .collect();
    let fl = &trace.final_look;
    let mut last = Vec::new();
    if let Some(t) = words::prey_end_text(lang, trace) {
        last.push(t);
    }
    last.push(words::decision_text(
        lang,
        &fl.decision,
        &fl.sights,
        words::final_look_before(trace),
        &names,
    ));
    json!({
        "trace": super::json::trace(trace, position.pawns(), title),
        "position": position_doc(position, title),
        "intro": words::tile_options_text(lang, trace),
        "before": board_json(&trace.before, &names),
        "steps": steps,
        "final": {
            "heading": words::final_look_heading(lang),
            "looks": looks(&words::final_look(trace)),
            "sentences": last,
            "board": board_json(&trace.after, &names),
        },
        "summary": words::summary_text(lang, trace, &names),
    })
}

/// A feast walk (no step limit, `crate::puzzle::FeastTrace`) as [`steps_doc`] gives a tile's
/// move, for the same stepper: every step as the engine walked it, and instead of a tile and
/// a final look, `badge` (what the walk is, in words), the walk's own `intro` and its `final`
/// frame saying why it ended; `trace.tile` is null and `trace.end` is `feast-done` or
/// `feast-cycle` (the step the repeated state was first met, `first`). `None` past 255
/// steps.
pub fn feast_steps_doc(
    walk: &FeastTrace,
    options: &Options,
    position: &Position,
    lang: Lang,
) -> Option<Value> {
    let trace = walk.to_trace(options)?;
    let names = Names(position.pawns());
    let mut doc = steps_doc(&trace, position, None, lang);
    let steps = walk.ending.steps();
    let (end, ending) = match walk.ending {
        crate::monster::Ending::Cycle { first, .. } => (
            json!({ "reason": "feast-cycle", "steps": steps, "first": first }),
            t!(
                lang,
                "trace-feast-cycle",
                step = steps + 1,
                first = first + 1
            ),
        ),
        crate::monster::Ending::Done { .. } => (
            json!({ "reason": "feast-done", "steps": steps, "solved": walk.solved }),
            match walk.removed.last() {
                Some(&(id, how, step)) if !walk.solved => t!(
                    lang,
                    "trace-feast-lost",
                    pawn = names.of(id),
                    how = how,
                    step = step
                ),
                _ => t!(lang, "trace-feast-done", step = steps),
            },
        ),
    };
    doc["trace"]["tile"] = Value::Null;
    doc["trace"]["end"] = end;
    if let Some(fin) = doc["trace"]["final"].as_object_mut() {
        fin.remove("look");
    }
    doc["badge"] = json!(t!(lang, "trace-feast-badge"));
    doc["intro"] = json!(t!(lang, "trace-feast-intro"));
    doc["final"]["heading"] = json!(t!(lang, "trace-feast-end-heading"));
    doc["final"]["looks"] = json!([]);
    doc["final"]["sentences"] = json!([ending]);
    Some(doc)
}
