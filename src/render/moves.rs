//! Pawn moves as text and JSON (docs/FORMAT.md section 4).

use super::board::{draw, Cast, Marks};
use super::trace::Names;
use super::Role;
use crate::board::Board;
use crate::i18n::{self, Lang, Word};
use crate::pawn::{Dest, Obstacle, PathStep, PawnMove, PushRecord, SlideStop, Verdict};
use crate::position::Pawn;
use crate::report::Style;
use crate::t;
use serde_json::{json, Value};
use std::fmt::Write;

/// One push as docs/FORMAT.md writes it: `{ "from": "g6", "to": "f6" }` (`to` null if removed).
pub fn push_json(p: &PushRecord) -> Value {
    json!({
        "from": p.from.to_string(),
        "to": p.to.map(|s| s.to_string()),
        "piece": p.piece.name(),
    })
}

/// One result of `moves` as JSON.
pub fn move_json(m: &PawnMove) -> Value {
    json!({
        "to": m.dest.to_string(),
        "cost": m.cost,
        "path": m.squares().map(|d| d.to_string()).collect::<Vec<_>>(),
        "pushes": m.pushes.iter().map(push_json).collect::<Vec<_>>(),
    })
}

/// The `moves --format json` document.
pub fn moves_json(name: &str, face: u8, moves: &[PawnMove]) -> Value {
    json!({ "pawn": name, "face": face, "destinations": moves.iter().map(move_json).collect::<Vec<_>>() })
}

/// Where a push ended, in words: `-> f6`, `-> a1, removed on the corner (P5)`.
fn push_end(lang: Lang, p: &PushRecord) -> String {
    match (p.to, p.removed_on) {
        (Some(to), _) => t!(lang, "moves-push-to", to = to),
        (None, Some(on)) if on.is_corner() => t!(lang, "moves-push-corner", at = on),
        (None, Some(on)) => t!(lang, "moves-push-teleporter", at = on),
        (None, None) => t!(lang, "moves-push-removed"),
    }
}

/// One push in English words: "the stone g6 -> f6" ([`push_text_in`]).
pub fn push_text(p: &PushRecord) -> String {
    push_text_in(Lang::En, p)
}

/// One push in words in `lang`: "the stone g6 -> f6".
pub fn push_text_in(lang: Lang, p: &PushRecord) -> String {
    t!(
        lang,
        "moves-push",
        piece = p.piece,
        from = p.from,
        ends = push_end(lang, p)
    )
}

/// The pushes grouped by piece: the pushes of one stone, in order (a stone pushed again
/// starts where its last push left it; no two stones share a square, so this is exact).
fn push_chains(pushes: &[PushRecord]) -> Vec<Vec<&PushRecord>> {
    let mut chains: Vec<Vec<&PushRecord>> = Vec::new();
    for p in pushes {
        let same = chains.iter_mut().rev().find(|c| {
            c.last()
                .is_some_and(|q| q.piece == p.piece && q.to == Some(p.from))
        });
        match same {
            Some(c) => c.push(p),
            None => chains.push(vec![p]),
        }
    }
    chains
}

/// A move's pushes in words, one entry per stone, a stone pushed again told as one stone:
/// "the stone g6 -> f6 -> e6".
pub fn pushes_text(lang: Lang, pushes: &[PushRecord]) -> Vec<String> {
    push_chains(pushes)
        .iter()
        .map(|c| {
            let ends: Vec<String> = c.iter().map(|p| push_end(lang, p)).collect();
            t!(
                lang,
                "moves-push",
                piece = c[0].piece,
                from = c[0].from,
                ends = ends.join(" ")
            )
        })
        .collect()
}

/// Where one push of a chain ended, as the words choosing a result say it: "to f6", "onto
/// a1, where it is removed (P5)".
fn push_end_words(lang: Lang, p: &PushRecord) -> String {
    match (p.to, p.removed_on) {
        (Some(to), _) => t!(lang, "moves-result-push-to", to = to),
        (None, Some(on)) if on.is_corner() => t!(lang, "moves-result-push-corner", at = on),
        (None, Some(on)) => t!(lang, "moves-result-push-teleporter", at = on),
        (None, None) => t!(lang, "moves-result-push-off"),
    }
}

/// One result of a move in English words ([`result_words_in`]).
pub fn result_words(m: &PawnMove, start: Dest) -> String {
    result_words_in(Lang::En, m, start)
}

/// One result of a move in words, to choose among the results that end on one square:
/// "push the stone from o9 to n9", "push the stone from o9 to n9, then to m9, and the
/// crystal from ...", "stay on o9", "move to o9 without pushing", "go out through the exit";
/// `start` is where the pawn stood (a result may leave it there after pushing).
pub fn result_words_in(lang: Lang, m: &PawnMove, start: Dest) -> String {
    let chains = push_chains(&m.pushes);
    let back = m.dest == start && !m.path.is_empty();
    if chains.is_empty() {
        return match m.dest {
            Dest::Square(s) if m.path.is_empty() => t!(lang, "moves-result-stay", at = s),
            Dest::Square(s) if back => t!(lang, "moves-result-round", at = s),
            Dest::Square(s) => t!(lang, "moves-result-move", at = s),
            Dest::Out => t!(lang, "moves-result-out"),
            Dest::Waiting => t!(lang, "moves-result-waiting"),
        };
    }
    let pushes: Vec<String> = chains
        .iter()
        .map(|c| {
            let mut ends = push_end_words(lang, c[0]);
            for p in &c[1..] {
                ends = t!(
                    lang,
                    "moves-result-then",
                    first = ends,
                    next = push_end_words(lang, p)
                );
            }
            t!(
                lang,
                "moves-result-push",
                piece = c[0].piece,
                from = c[0].from,
                ends = ends
            )
        })
        .collect();
    let pushes = i18n::and_list(lang, &pushes);
    match m.dest {
        Dest::Out => t!(lang, "moves-result-pushes-out", pushes = pushes),
        Dest::Square(s) if back => t!(lang, "moves-result-pushes-back", pushes = pushes, at = s),
        _ => t!(lang, "moves-result-pushes", pushes = pushes),
    }
}

/// Where `pawn` stands before its move, as a destination ([`result_words`]' `start`).
pub fn start_of(board: &Board, pawn: crate::board::PawnId) -> Dest {
    match board.pawn(pawn) {
        crate::board::PawnPlace::At(s) => Dest::Square(s),
        crate::board::PawnPlace::Waiting => Dest::Waiting,
        _ => Dest::Out,
    }
}

/// One result of a pawn's move for the page to offer and draw: `moves --format json`'s
/// entry with the pawn's name, the result in words in `lang` ([`result_words_in`]; `start` is
/// where the pawn stood) and the board after the move (docs/FORMAT.md section 9's shape; the
/// keys are the same in every language).
pub fn result_json(m: &PawnMove, start: Dest, names: &Names, lang: Lang) -> Value {
    let mut v = move_json(m);
    v["pawn"] = json!(names.of(m.pawn));
    v["words"] = json!(result_words_in(lang, m, start));
    v["board"] = super::json::board_json(&m.board, names);
    v
}

/// What stops a pawn's slide, in words, with the rules: "the stone on g6 lies on the pool
/// in the way (P6, S12)".
fn slide_stop_text(lang: Lang, stop: &SlideStop, names: &Names) -> String {
    let behind = |o: &Obstacle| match *o {
        Obstacle::Wall => t!(lang, "moves-behind-wall"),
        Obstacle::Pawn(sq, id) => t!(lang, "moves-behind-pawn", pawn = names.of(id), at = sq),
        Obstacle::Piece(sq, p) => t!(lang, "moves-behind-piece", piece = p, at = sq),
        Obstacle::Monster(sq) => t!(lang, "moves-behind-monster", at = sq),
        Obstacle::Teleporter(sq) => t!(lang, "moves-behind-teleporter", at = sq),
    };
    match *stop {
        SlideStop::Obstacle(Obstacle::Wall) => t!(lang, "moves-stop-wall"),
        SlideStop::Obstacle(Obstacle::Piece(sq, p)) => {
            t!(lang, "moves-stop-piece", piece = p, at = sq)
        }
        SlideStop::Obstacle(Obstacle::Monster(sq)) => t!(lang, "moves-stop-monster", at = sq),
        SlideStop::Obstacle(Obstacle::Teleporter(sq)) => {
            t!(lang, "moves-stop-teleporter", at = sq)
        }
        SlideStop::Obstacle(Obstacle::Pawn(sq, id)) => {
            t!(lang, "moves-stop-pawn", pawn = names.of(id), at = sq)
        }
        SlideStop::CannotPush {
            piece,
            at,
            obstacle: o,
        } => t!(
            lang,
            "moves-stop-push",
            piece = piece,
            at = at,
            behind = behind(&o)
        ),
    }
}

/// One point of a path in words; `entering` for the first point of a waiting pawn.
pub fn step_text(lang: Lang, s: &PathStep, entering: bool, names: &Names) -> String {
    let mut t = match s.onto {
        None => t!(lang, "moves-point-out"),
        Some(onto) if entering => t!(lang, "moves-point-enter", to = onto),
        Some(onto) => t!(lang, "moves-point", dir = s.dir, to = onto),
    };
    if let Some(sl) = &s.slide {
        t = match &sl.stop {
            None => t!(lang, "moves-point-slide", point = t, to = sl.to),
            Some(stop) => t!(
                lang,
                "moves-point-slide-stop",
                point = t,
                to = sl.to,
                stop = slide_stop_text(lang, stop, names)
            ),
        };
    }
    for c in push_chains(&s.pushes) {
        let first = c[0];
        t = t!(
            lang,
            "moves-point-push",
            point = t,
            push = push_text_in(lang, first)
        );
        if c.len() > 1 {
            let again: Vec<String> = c[1..]
                .iter()
                .map(|p| t!(lang, "moves-again", from = p.from, ends = push_end(lang, p)))
                .collect();
            t = t!(
                lang,
                "moves-point-push-again",
                point = t,
                piece = first.piece,
                pushes = again.join(", ")
            );
        }
    }
    t
}

/// Every result in a table, with the reachable squares drawn on the board.
pub fn moves_text<'a>(
    board: &Board,
    cast: impl Into<Cast<'a>>,
    name: &str,
    face: u8,
    moves: &[PawnMove],
    style: &Style,
) -> String {
    let cast = cast.into();
    let mut out = String::new();
    let lang = style.lang;
    out.push_str(&super::wrap(
        &t!(
            lang,
            "moves-heading",
            pawn = name,
            face = face,
            results = moves.len()
        ),
        style.width,
        "",
        "",
    ));
    let mut labels: Vec<(crate::geometry::Square, String, Role)> = Vec::new();
    // Each square once, with its fewest points; the pawn's own square (0) keeps its pawn.
    for m in moves {
        if let Dest::Square(s) = m.dest {
            if !labels.iter().any(|(q, _, _)| *q == s)
                && !moves.iter().any(|o| o.dest == m.dest && o.cost == 0)
            {
                let best = moves
                    .iter()
                    .filter(|o| o.dest == m.dest)
                    .map(|o| o.cost)
                    .min()
                    .unwrap_or(m.cost);
                labels.push((s, best.to_string(), Role::Path));
            }
        }
    }
    // A square where a stone stands now keeps its stone on the map: its cost is told below.
    let under: Vec<String> = labels
        .iter()
        .filter_map(|(s, cost, _)| match board.occupant(*s) {
            crate::board::Occupant::Piece(p) => Some(t!(
                lang,
                "moves-under-item",
                at = *s,
                piece = p,
                cost = cost
            )),
            _ => None,
        })
        .collect();
    out.push_str(&super::board::labelled(board, cast, labels, style));
    out.push_str(&super::wrap(&t!(lang, "moves-digit"), style.width, "", ""));
    if !under.is_empty() {
        out.push_str(&super::wrap(
            &t!(lang, "moves-under", list = under.join(", ")),
            style.width,
            "",
            "  ",
        ));
    }
    let _ = writeln!(out);
    let rows: Vec<Vec<String>> = moves
        .iter()
        .map(|m| {
            let path: Vec<String> = m.squares().map(|d| d.to_string()).collect();
            let pushes = pushes_text(lang, &m.pushes);
            vec![
                m.dest.word(lang).into_owned(),
                m.cost.to_string(),
                if path.is_empty() {
                    t!(lang, "moves-stays")
                } else {
                    path.join(" ")
                },
                if pushes.is_empty() {
                    "-".to_string()
                } else {
                    crate::puzzle::semicolons(lang, &pushes)
                },
            ]
        })
        .collect();
    let heads = [
        t!(lang, "moves-col-to"),
        t!(lang, "moves-col-cost"),
        t!(lang, "moves-col-path"),
        t!(lang, "moves-col-pushes"),
    ];
    out.push_str(&super::table(
        &heads.each_ref().map(String::as_str),
        &rows,
        &[false, true],
        style.width,
    ));
    out
}

/// The answer to `moves --to` in words: the headline ("Yes: ..." or "No: ..."), then one
/// sentence per point of the path, or one per reason it is illegal. The text answer and the
/// picture both tell these.
pub fn verdict_sentences(
    lang: Lang,
    board: &Board,
    pawns: &[Pawn],
    name: &str,
    face: u8,
    to: Dest,
    verdict: &Verdict,
) -> (String, Vec<String>) {
    let names = Names(pawns);
    match verdict {
        Verdict::Legal(m) => {
            let headline = if m.cost == 0 {
                t!(lang, "moves-yes", pawn = name, face = face, to = to)
            } else {
                t!(
                    lang,
                    "moves-yes-cost",
                    pawn = name,
                    face = face,
                    to = to,
                    cost = m.cost
                )
            };
            // Pawns passed over: the board before the move knows who stood where.
            let mut lines = Vec::new();
            for (i, s) in m.path.iter().enumerate() {
                let entering = i == 0 && board.pawn(m.pawn) == crate::board::PawnPlace::Waiting;
                let mut text = step_text(lang, s, entering, &names);
                if let Some(crate::board::Occupant::Pawn(other)) =
                    s.to.square()
                        .filter(|_| i + 1 < m.path.len())
                        .map(|sq| board.occupant(sq))
                {
                    if other != m.pawn {
                        text = t!(
                            lang,
                            "moves-point-pass",
                            point = text,
                            pawn = names.of(other)
                        );
                    }
                }
                lines.push(format!("{}. {text}", i + 1));
            }
            if m.path.is_empty() {
                lines.push(t!(lang, "moves-flipped"));
            }
            // Ending on a pool square: only where the slide was stopped (P6, P7, the FAQ).
            let stopped = m
                .path
                .last()
                .and_then(|s| s.slide)
                .is_some_and(|sl| sl.stop.is_some());
            if let (true, Dest::Square(at)) = (stopped, m.dest) {
                lines.push(t!(lang, "moves-stopped-on-pool", at = at));
            }
            (headline, lines)
        }
        Verdict::Illegal(reasons) => (
            t!(lang, "moves-no", pawn = name, face = face, to = to),
            reasons
                .iter()
                .map(|r| format!("- {}", r.describe_in(lang, &|id| names.of(id).to_string())))
                .collect(),
        ),
    }
}

/// The marker a sentence of [`verdict_sentences`] starts with ("3. ", "- "), if any: wrapped
/// lines are indented past it.
fn marker_len(line: &str) -> usize {
    if line.starts_with("- ") {
        return 2;
    }
    let digits = line.bytes().take_while(u8::is_ascii_digit).count();
    if digits > 0 && line[digits..].starts_with(". ") {
        digits + 2
    } else {
        0
    }
}

/// The answer to `moves --to`: the path point by point, or why not.
pub fn verdict_text<'a>(
    board: &Board,
    cast: impl Into<Cast<'a>>,
    name: &str,
    face: u8,
    to: Dest,
    verdict: &Verdict,
    style: &Style,
) -> String {
    let cast = cast.into();
    let (headline, lines) =
        verdict_sentences(style.lang, board, cast.pawns, name, face, to, verdict);
    let mut out = String::new();
    let role = if verdict.is_legal() {
        Role::Safe
    } else {
        Role::Danger
    };
    out.push_str(
        &style
            .palette
            .paint(role, &super::wrap(&headline, style.width, "", "")),
    );
    for l in &lines {
        let rest = " ".repeat(2 + marker_len(l));
        out.push_str(&super::wrap(l, style.width, "  ", &rest));
    }
    if let Verdict::Legal(m) = verdict {
        let path: Vec<_> = m.squares().filter_map(|d| d.square()).collect();
        let _ = writeln!(out);
        out.push_str(&draw(
            &m.board,
            cast,
            &Marks {
                path,
                labels: Vec::new(),
            },
            style,
        ));
        out.push_str(&t!(style.lang, "moves-after"));
        out.push('\n');
    }
    out
}

/// The answer to `moves --to` as JSON: the reasons in English, whatever the language (JSON
/// never changes with it).
pub fn verdict_json(name: &str, face: u8, to: Dest, verdict: &Verdict, pawns: &[Pawn]) -> Value {
    let names = Names(pawns);
    match verdict {
        Verdict::Legal(m) => {
            json!({ "pawn": name, "face": face, "to": to.to_string(), "legal": true, "move": move_json(m) })
        }
        Verdict::Illegal(reasons) => json!({
            "pawn": name, "face": face, "to": to.to_string(), "legal": false,
            "reasons": reasons.iter().map(|r| r.describe(&|id| names.of(id).to_string())).collect::<Vec<_>>(),
        }),
    }
}

/// The graph of a pawn's moves in Graphviz DOT, built with petgraph: one node per place the
/// pawn can stand on after a point (its start, squares, `out`), one edge per point of the
/// listed paths (labelled with the direction, and `slide` or `push` when one happened).
/// Destinations are drawn double-circled.
pub fn moves_dot(start: Dest, moves: &[PawnMove]) -> String {
    use petgraph::graph::{DiGraph, NodeIndex};
    use std::collections::HashMap;
    let mut g: DiGraph<String, String> = DiGraph::new();
    let mut index: HashMap<Dest, NodeIndex> = HashMap::new();
    let mut node = |g: &mut DiGraph<String, String>, d: Dest| {
        *index.entry(d).or_insert_with(|| g.add_node(d.to_string()))
    };
    let root = node(&mut g, start);
    let mut ends = Vec::new();
    for m in moves {
        let mut at = root;
        for s in &m.path {
            let next = node(&mut g, s.to);
            let mut label = s.dir.name().to_string();
            if s.slide.is_some() {
                label.push_str(" slide");
            }
            if !s.pushes.is_empty() {
                label.push_str(" push");
            }
            if !g.edges_connecting(at, next).any(|e| *e.weight() == label) {
                g.add_edge(at, next, label);
            }
            at = next;
        }
        ends.push(at);
    }
    let mut out = String::from("digraph moves {\n");
    for i in g.node_indices() {
        let shape = if ends.contains(&i) {
            "doublecircle"
        } else {
            "circle"
        };
        out.push_str(&format!(
            "    n{} [label=\"{}\", shape={shape}];\n",
            i.index(),
            g[i]
        ));
    }
    for e in g.edge_indices() {
        if let Some((a, b)) = g.edge_endpoints(e) {
            out.push_str(&format!(
                "    n{} -> n{} [label=\"{}\"];\n",
                a.index(),
                b.index(),
                g[e]
            ));
        }
    }
    out.push_str("}\n");
    out
}
