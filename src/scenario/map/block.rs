//! The map's block as text: its lines with their places in the file, the column header,
//! and the characters that may stand where no square is (wall letters, doors).

use crate::drawing;
use crate::geometry::COLS;
use crate::i18n::speaking;
use crate::scenario::tree::{describe, Loader, Node, SNode};
use crate::scenario::yaml::Place;
use crate::t;

/// One line of the block: its characters and where its first one stands in the file.
pub(super) struct Line {
    pub(super) chars: Vec<char>,
    pub(super) line: u64,
    pub(super) column: u64,
}

impl Line {
    pub(super) fn at(&self, index: usize) -> Place {
        (self.line, self.column + index as u64)
    }

    pub(super) fn get(&self, index: usize) -> char {
        self.chars.get(index).copied().unwrap_or(' ')
    }

    /// Reports `message` at the character `index`.
    pub(super) fn report(&self, l: &mut Loader, index: usize, message: String) {
        let (line, column) = self.at(index);
        l.problem_at(line, column, message);
    }

    pub(super) fn slice(&self, from: usize, to: usize) -> String {
        (from..to).map(|i| self.get(i)).collect()
    }
}

/// Whether `c` may stand where no square is: a space, a wall letter or a door.
pub(super) fn is_wall_mark(c: char) -> bool {
    c == ' ' || c == drawing::DOOR || c.is_ascii_uppercase()
}

/// Which side of a row's squares a stray character stands on.
#[derive(Clone, Copy)]
pub(super) enum Side {
    /// Between the row's number and column a.
    West,
    /// East of column p.
    East,
}

/// Reports the first character in `from..to` of `line` that is not a wall mark.
pub(super) fn stray(l: &mut Loader, line: &Line, from: usize, to: usize, side: Side) {
    if let Some(k) = (from..to).find(|&k| !is_wall_mark(line.get(k))) {
        let char = line.get(k).to_string();
        let message = match side {
            Side::West => t!(speaking(), "map-stray-west", char = char),
            Side::East => t!(speaking(), "map-stray-east", char = char),
        };
        line.report(l, k, message);
    }
}

/// The place of every column, if `line` is the column header: `a` .. `p`, each once, in order.
pub(super) fn header_offsets(line: &Line) -> Option<Vec<usize>> {
    let mut offsets = Vec::new();
    for (i, c) in line.chars.iter().enumerate() {
        match c {
            ' ' => {}
            c if offsets.len() < COLS as usize && *c == (b'a' + offsets.len() as u8) as char => {
                // A column letter stands alone.
                if i > 0 && line.get(i - 1) != ' ' {
                    return None;
                }
                offsets.push(i);
            }
            _ => return None,
        }
    }
    (offsets.len() == COLS as usize).then_some(offsets)
}

/// The lines of the block with their places, or `None` (reported) if `map` is not a
/// literal block.
pub(super) fn block_lines(l: &mut Loader, map: &SNode, text: &str) -> Option<Vec<Line>> {
    let refuse = |l: &mut Loader| {
        l.problem(
            map,
            t!(speaking(), "map-not-block", found = describe(&map.value)),
        );
        None
    };
    let Node::Str(value) = &map.value else {
        return refuse(l);
    };
    let first = map.referenced.line();
    let column = map.referenced.column();
    let file: Vec<&str> = text.lines().collect();
    let mut lines = Vec::new();
    for (j, content) in value.trim_start_matches('\n').split('\n').enumerate() {
        let line = first + j as u64;
        let chars: Vec<char> = content.chars().collect();
        // The content must stand in the file exactly where its place says.
        let raw = (line as usize)
            .checked_sub(1)
            .and_then(|i| file.get(i))
            .copied()
            .unwrap_or("");
        let raw: Vec<char> = raw.chars().collect();
        let start = (column as usize).saturating_sub(1);
        if !chars.is_empty() && raw.get(start..) != Some(chars.as_slice()) {
            return refuse(l);
        }
        lines.push(Line {
            chars,
            line,
            column,
        });
    }
    Some(lines)
}
