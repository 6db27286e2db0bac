//! What the monster looked at: its three lines in words, what it looked across, and the
//! pawn behind it that it does not see.

use super::*;

/// One line of sight in words: "pawn A, 6 squares away", "no pawn; a stone on n6 blocks
/// the view".
pub fn sight_text(lang: Lang, s: &Sight, names: &Names) -> String {
    match (s.pawn, s.blocker) {
        (Some((id, d)), _) => t!(lang, "trace-sight-pawn", pawn = names.of(id), distance = d),
        (None, Blocker::Piece(p, at)) => t!(lang, "trace-sight-blocked", piece = p, at = at),
        (None, Blocker::Wall(at)) => match s.wall() {
            Some(Wall::Door) => t!(lang, "trace-sight-wall-door", at = at),
            Some(w) => t!(lang, "trace-sight-wall-letter", at = at, wall = w),
            None => t!(lang, "trace-sight-wall", at = at),
        },
        (None, Blocker::Pawn) => t!(lang, "trace-sight-none"),
    }
}

/// What the monster looked across to see the pawn of `s` from `from` on `board`, when it
/// matters (M2, M3): pool squares (they count like any square: the FAQ), crystals (seen
/// through), teleporters (seen over). Empty when the line holds none, or no pawn.
pub fn sight_notes(lang: Lang, s: &Sight, from: Square, board: &Board) -> Vec<String> {
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
            teleporters.push(cur);
        }
        if board.occupant(cur) == Occupant::Piece(Piece::Crystal) {
            crystals.push(cur);
        }
    }
    let mut notes = Vec::new();
    if !pools.is_empty() {
        notes.push(t!(
            lang,
            "trace-across-pools",
            squares = and_list(lang, &pools)
        ));
    }
    for c in crystals {
        notes.push(t!(lang, "trace-through-crystal", at = c));
    }
    for at in teleporters {
        notes.push(t!(lang, "trace-over-teleporter", at = at));
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
    lang: Lang,
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
    Some(t!(lang, "trace-behind", pawn = names.of(id), distance = d))
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
pub fn sight_label(lang: Lang, s: &Sight) -> String {
    label(lang, Some(s.side), s.dir)
}

/// The label of a line, `None` for the line behind: "left (north):", "behind (south):",
/// each made once a language (a look tells three or four).
fn label(lang: Lang, side: Option<Side>, dir: Dir) -> String {
    use std::sync::OnceLock;
    static LABELS: [[[OnceLock<String>; 4]; 4]; 3] =
        [const { [const { [const { OnceLock::new() }; 4] }; 4] }; 3];
    let s = side.map_or(3, |s| s as usize);
    LABELS[lang as usize][s][dir as usize]
        .get_or_init(|| match side {
            Some(side) => t!(lang, "trace-look-label", side = side, dir = dir),
            None => t!(lang, "trace-look-behind", dir = dir),
        })
        .clone()
}

/// A look in words: the three lines (with what the monster looked across on the line of the
/// nearest pawn), then the pawn right behind it if a player might expect it seen. The text
/// trace and the pictures both tell these.
pub fn look_lines(lang: Lang, look: &LookView, names: &Names) -> Vec<LookLine> {
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
            let mut text = sight_text(lang, s, names);
            if s.pawn.map(|(_, d)| d) == nearest {
                for note in sight_notes(lang, s, look.from, look.board) {
                    text.push_str(", ");
                    text.push_str(&note);
                }
            }
            LookLine {
                label: sight_label(lang, s),
                text,
                pawn: s.pawn.is_some(),
            }
        })
        .collect();
    if let Some(text) = behind_text(lang, look.sights, look.from, look.facing, look.board, names) {
        lines.push(LookLine {
            label: label(lang, None, look.facing.opposite()),
            text,
            pawn: false,
        });
    }
    lines
}

/// The look's first column in `lang` ("  looks "), its width and the width of the labels of the three
/// lines with a space after the widest ("right (south): "), so the lines of every look line
/// up. A longer "behind (south):" keeps a space before its text.
fn look_columns(lang: Lang) -> &'static (String, usize, usize) {
    static COLUMNS: [std::sync::OnceLock<(String, usize, usize)>; 3] =
        [const { std::sync::OnceLock::new() }; 3];
    let width = textwrap::core::display_width;
    COLUMNS[lang as usize].get_or_init(|| {
        let first = format!("  {} ", t!(lang, "trace-looks"));
        let mut label = 0;
        for dir in Dir::ALL {
            for side in [Side::Left, Side::Ahead, Side::Right] {
                label = label.max(width(&t!(lang, "trace-look-label", side = side, dir = dir)));
            }
        }
        let head = width(&first);
        (first, head, label + 1)
    })
}

pub(super) fn looks(out: &mut String, look: &LookView, names: &Names, style: &Style) {
    let lang = style.lang;
    let (first, head_width, label_width) = look_columns(lang);
    let (head_width, label_width) = (*head_width, *label_width);
    let rest = " ".repeat(head_width + label_width);
    for (i, line) in look_lines(lang, look, names).into_iter().enumerate() {
        let head = if i == 0 {
            first.as_str()
        } else {
            &rest[..head_width]
        };
        let text = if line.pawn {
            style.palette.paint(Role::Pawn, &line.text)
        } else {
            line.text
        };
        let pad = label_width
            .saturating_sub(textwrap::core::display_width(&line.label))
            .max(1);
        put(
            out,
            style.width,
            &format!("{head}{}{}", line.label, " ".repeat(pad)),
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
