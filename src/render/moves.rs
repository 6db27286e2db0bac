//! Pawn moves as text and JSON (FORMAT.md section 4).

use super::board::{draw, Marks};
use super::trace::Names;
use super::{Palette, Role};
use crate::board::Board;
use crate::pawn::{Dest, PathStep, PawnMove, PushRecord, Verdict};
use crate::position::Pawn;
use serde_json::{json, Value};
use std::fmt::Write;

/// One push as FORMAT.md writes it: `{ "from": "g6", "to": "f6" }` (`to` null if removed).
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

/// One push in words.
pub fn push_text(p: &PushRecord) -> String {
    match (p.to, p.removed_on) {
        (Some(to), _) => format!("the {} {} -> {to}", p.piece, p.from),
        (None, Some(on)) if on.is_corner() => {
            format!(
                "the {} {} -> {on}, removed on the corner (P5)",
                p.piece, p.from
            )
        }
        (None, Some(on)) => format!(
            "the {} {} -> {on}, destroyed on the teleporter (P5; option pawn-push-onto-teleporter=destroy)",
            p.piece, p.from
        ),
        (None, None) => format!("the {} {} removed", p.piece, p.from),
    }
}

/// One point of a path in words; `entering` for the first point of a waiting pawn.
pub fn step_text(s: &PathStep, entering: bool) -> String {
    let mut t = match s.onto {
        None => "goes out through the exit beside a1 (P3)".to_string(),
        Some(onto) if entering => format!("enters the fortress onto {onto} (P2)"),
        Some(onto) => format!("{} to {onto}", s.dir),
    };
    if let Some(sl) = &s.slide {
        match sl.stop {
            None => t.push_str(&format!(", a blood pool: slides on to {} (P6)", sl.to)),
            Some(_) => t.push_str(&format!(
                ", a blood pool: the slide is blocked and stops on {} (P6)",
                sl.to
            )),
        }
    }
    if !s.pushes.is_empty() {
        let p: Vec<String> = s.pushes.iter().map(push_text).collect();
        t.push_str(&format!(", pushing {}", p.join(" and ")));
    }
    t
}

/// Every result in a table, with the reachable squares drawn on the board.
pub fn moves_text(
    board: &Board,
    pawns: &[Pawn],
    name: &str,
    face: u8,
    moves: &[PawnMove],
    palette: &Palette,
) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "Pawn {name} with {face} point{}: {} distinct result{}.",
        if face == 1 { "" } else { "s" },
        moves.len(),
        if moves.len() == 1 { "" } else { "s" }
    );
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
    out.push_str(&super::board::labelled(board, pawns, labels, palette));
    let _ = writeln!(
        out,
        "A digit: a square the pawn can end on, and the fewest points to get there."
    );
    let _ = writeln!(out);
    let rows: Vec<Vec<String>> = moves
        .iter()
        .map(|m| {
            let path: Vec<String> = m.squares().map(|d| d.to_string()).collect();
            let pushes: Vec<String> = m.pushes.iter().map(push_text).collect();
            vec![
                m.dest.to_string(),
                m.cost.to_string(),
                if path.is_empty() {
                    "(stays)".to_string()
                } else {
                    path.join(" ")
                },
                if pushes.is_empty() {
                    "-".to_string()
                } else {
                    pushes.join("; ")
                },
            ]
        })
        .collect();
    out.push_str(&super::table(
        &["to", "cost", "path", "pushes"],
        &rows,
        &[false, true],
    ));
    out
}

fn plural(n: u8) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

/// The answer to `moves --to` in words: the headline ("Yes: ..." or "No: ..."), then one
/// sentence per point of the path, or one per reason it is illegal. The text answer and the
/// picture both tell these.
pub fn verdict_sentences(
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
            let headline = format!(
                "Yes: pawn {name} with {face} point{} can {}{}.",
                plural(face),
                to.goal_words(),
                if m.cost == 0 {
                    String::new()
                } else {
                    format!(", with {} point{}", m.cost, plural(m.cost))
                }
            );
            // Pawns passed over: the board before the move knows who stood where.
            let mut lines = Vec::new();
            for (i, s) in m.path.iter().enumerate() {
                let entering = i == 0 && board.pawn(m.pawn) == crate::board::PawnPlace::Waiting;
                let mut text = step_text(s, entering);
                if let Some(crate::board::Occupant::Pawn(other)) =
                    s.to.square()
                        .filter(|_| i + 1 < m.path.len())
                        .map(|sq| board.occupant(sq))
                {
                    if other != m.pawn {
                        text.push_str(&format!(
                            ", where pawn {} stands: it passes through (P4)",
                            names.of(other)
                        ));
                    }
                }
                lines.push(format!("{}. {text}", i + 1));
            }
            if m.path.is_empty() {
                lines.push("It does not move; it is just flipped (P1: a move of 0).".to_string());
            }
            (headline, lines)
        }
        Verdict::Illegal(reasons) => (
            format!(
                "No: pawn {name} with {face} point{} cannot {}.",
                plural(face),
                to.goal_words()
            ),
            reasons
                .iter()
                .map(|r| format!("- {}", r.describe(&|id| names.of(id).to_string())))
                .collect(),
        ),
    }
}

/// The answer to `moves --to`: the path point by point, or why not.
pub fn verdict_text(
    board: &Board,
    pawns: &[Pawn],
    name: &str,
    face: u8,
    to: Dest,
    verdict: &Verdict,
    palette: &Palette,
) -> String {
    let (headline, lines) = verdict_sentences(board, pawns, name, face, to, verdict);
    let mut out = String::new();
    let role = if verdict.is_legal() {
        Role::Safe
    } else {
        Role::Danger
    };
    let _ = writeln!(out, "{}", palette.paint(role, &headline));
    for l in &lines {
        let _ = writeln!(out, "  {l}");
    }
    if let Verdict::Legal(m) = verdict {
        let path: Vec<_> = m.squares().filter_map(|d| d.square()).collect();
        let _ = writeln!(out);
        out.push_str(&draw(
            &m.board,
            pawns,
            &Marks {
                path,
                labels: Vec::new(),
            },
            palette,
        ));
        out.push_str("After the move; + marks the squares of the path.\n");
    }
    out
}

/// The answer to `moves --to` as JSON.
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
