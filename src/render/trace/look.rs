//! What the monster looked at: its three lines in words, what it looked across, and the
//! pawn behind it that it does not see.

use super::*;

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
pub(super) fn pawn_on_line(board: &Board, from: Square, dir: Dir) -> Option<(PawnId, u8)> {
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

pub(super) fn looks(out: &mut String, look: &LookView, names: &Names, style: &Style) {
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

/// The final look of `trace`, on the board after the move.
pub fn final_look(trace: &Trace) -> LookView<'_> {
    LookView {
        sights: &trace.final_look.sights,
        from: trace.after.monster(),
        facing: final_look_before(trace),
        board: &trace.after,
    }
}
