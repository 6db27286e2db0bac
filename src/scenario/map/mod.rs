//! The drawn map: a scenario may give `map:`, a picture of the board in the letters `show`
//! draws ([`crate::drawing`]), instead of (or beside) the lists, with a `legend:` for what a
//! picture cannot say. The map is read into the same [`crate::setup::Setup`] as the lists, so
//! [`crate::setup::Setup::validate`] checks it; every problem names the line and column of
//! its square in the file. [`write_map`] writes any valid scenario as a map.
//!
//! ```yaml
//! title: "Rulebook p.9: the monster's move, advanced game"
//! tile: 8
//! map: |2
//!          a  b  c  d  e  f  g  h  i  j  k  l  m  n  o  p
//!          A  B  C  D  E  F  G  H  I  J  K  L
//!     1 =  .  .  .  .  .  .  .  .  .  .  .  .  MN
//!     ...
//!     5 W  .  .  .  .  .  .  .  .  B  Y> <> C  .  .  .  .   U
//!     6 V  .  .  .  .  .  .  .  .  .  .  ~  ~  E  .  .  .   V
//!     7 U  .  .  .  .  .  .  .  .  .  .  ~  ~  #u D  Yv .   W
//!     8    ST .  .  .  .  .  .  .  .  @> #r .  .  .  .  .   X
//!     ...
//! legend:
//!   teleporters: {Y: yellow}
//! ```
//!
//! The rules of reading, in full (docs/files.md, "Drawn maps", says the same for players):
//! - The map is a literal block (`map: |2`: the `2` tells YAML that the block is indented by
//!   two spaces, needed because its first line starts with more spaces than the rows).
//! - The column header (`a b c ... p`, each letter once, in order) gives every column's place:
//!   a square is the two characters starting under its column letter. Rows start with their
//!   number 1..11, all 11 of them. Other lines hold only wall letters (capitals) and `=`; wall
//!   letters may also stand left of column a, right of column p and in the squares the
//!   staircases cut away. Anything else is an error.
//! - Squares: `. ` nothing, `~ ` pool, `##` `<>` `#r` `#u` pieces, `@` and a heading (`^ > v <`)
//!   the monster, a teleporter letter and its arrow a teleporter (`T` unless the legend's
//!   `teleporters:` names the letters: `{Y: yellow, G: green}`; without a legend the pair is
//!   named by its letter), anything else of one or two letters and digits a pawn's label.
//! - Pools: the `~` squares, as rectangles ([`crate::setup::pool_rectangles`]).
//! - Pawns: a label is the pawn's name, unless the legend's `pawns:` gives it a `name`, a
//!   `player`, a `face`; a legend pawn the map cannot show (waiting, or on a square drawn as
//!   a pool) says `at: waiting` or `at: SQUARE` and is not drawn.
//! - Pawn order (their ids): the legend's pawns in its order, then the drawn pawns the legend
//!   does not name, sorted by name (character codes: digits, capitals, small letters), then
//!   the `pawns:` list.
//! - Map and lists may be mixed: the map's items come first, then the lists'. They conflict
//!   when they say one thing twice: the monster drawn and given in `monster:`, a legend pawn
//!   drawn and given `at:`; a `legend:` without a `map:`. Everything else is checked as one
//!   setup (two things on one square, overlapping pools, a pair of other than two...).
//!
//! Here: [`read`], the rows and their squares. In their own rooms: `block` the block's lines
//! and the column header, `legend` the `legend:`, `pawns` the pawns (legend and labels),
//! `write` writing a map ([`write_map`], [`canonical_setup`]).

mod block;
mod legend;
mod pawns;
mod write;

pub use write::{canonical_setup, write_map};

use crate::drawing::{Glyph, GlyphError};
use crate::geometry::{Square, COLS, ROWS};
use crate::i18n::speaking;
use crate::scenario::tree::{Loader, SNode};
use crate::scenario::yaml::{PawnPlaces, Place};
use crate::setup::{pool_rectangles, MonsterSpec, PawnSpec, PieceSpec, PoolSpec, TeleporterSpec};
use crate::t;
use block::{block_lines, header_offsets, is_wall_mark, stray, Line, Side};
use legend::{read_legend, Legend};
use pawns::pawns;
use std::collections::{BTreeMap, BTreeSet};

/// What a map and its legend put on the board, each item with its place in the file.
#[derive(Default)]
pub(crate) struct Drawn {
    pub(crate) monster: Option<(MonsterSpec, Place)>,
    pub(crate) pieces: Vec<(PieceSpec, Place)>,
    pub(crate) teleporters: Vec<(TeleporterSpec, Place)>,
    pub(crate) pools: Vec<(PoolSpec, Place)>,
    pub(crate) pawns: Vec<(PawnSpec, PawnPlaces)>,
}

/// Reads the map (and its legend), reporting every problem with its place. `text` is the
/// whole file, to check that the map is a literal block whose lines stand where they seem to.
/// `list_players` are the players of the file's `pawns:` list: a drawn `R5` may name them.
pub(crate) fn read(
    l: &mut Loader,
    map: &SNode,
    legend: Option<&SNode>,
    text: &str,
    list_players: &[String],
) -> Drawn {
    let legend = legend.map(|n| read_legend(l, n)).unwrap_or_default();
    let Some(lines) = block_lines(l, map, text) else {
        return Drawn::default();
    };
    let before = l.problems.len();
    for line in &lines {
        for (i, c) in line.chars.iter().enumerate() {
            if *c == '\t' {
                l.problem_at(line.at(i).0, line.at(i).1, t!(speaking(), "map-tab"));
            }
        }
    }
    if l.problems.len() > before {
        return Drawn::default();
    }
    let Some((header, offsets)) = lines.iter().enumerate().find_map(|(i, line)| {
        let offsets = header_offsets(line)?;
        Some((i, offsets))
    }) else {
        let (line, column) = lines
            .first()
            .map_or((map.referenced.line(), map.referenced.column()), |l| {
                l.at(0)
            });
        l.problem_at(line, column, t!(speaking(), "map-no-header"));
        return Drawn::default();
    };

    // Rows by number (and where the number ends); every other line is wall letters.
    let mut rows: BTreeMap<u8, (&Line, usize)> = BTreeMap::new();
    for (i, line) in lines.iter().enumerate() {
        if i == header || line.chars.iter().all(|c| *c == ' ') {
            continue;
        }
        let start = line.chars.iter().position(|c| *c != ' ').unwrap_or(0);
        let end = (start..line.chars.len())
            .find(|&k| !line.get(k).is_ascii_digit())
            .unwrap_or(line.chars.len());
        if end == start {
            if let Some(k) = (0..line.chars.len()).find(|&k| !is_wall_mark(line.get(k))) {
                line.report(l, k, t!(speaking(), "map-stray-line"));
            }
            continue;
        }
        let number: String = line.chars[start..end].iter().collect();
        match number.parse::<u8>() {
            Ok(n @ 1..=ROWS) if end <= offsets[0] => {
                if let Some((other, _)) = rows.insert(n, (line, end)) {
                    let message = t!(speaking(), "map-row-twice", row = n, line = other.line);
                    line.report(l, start, message);
                }
            }
            Ok(1..=ROWS) => line.report(l, start, t!(speaking(), "map-row-number-left")),
            _ => line.report(
                l,
                start,
                t!(speaking(), "map-row-unknown", number = &number),
            ),
        }
    }
    let missing: Vec<String> = (1..=ROWS)
        .filter(|n| !rows.contains_key(n))
        .map(|n| n.to_string())
        .collect();
    if !missing.is_empty() {
        let message = t!(
            speaking(),
            "map-rows-missing",
            n = missing.len(),
            rows = missing.join(", ")
        );
        lines[header].report(l, offsets[0], message);
    }

    // The squares.
    let mut cells = Cells::default();
    for (&n, &(line, number_end)) in &rows {
        let r = n - 1;
        stray(l, line, number_end, offsets[0], Side::West);
        // A row out of line with the header is reported once, where it leaves the columns.
        let out_of_line = |l: &mut Loader, k: usize| {
            let char = line.get(k).to_string();
            line.report(
                l,
                k,
                t!(speaking(), "map-out-of-line", char = char, row = n),
            );
        };
        let mut in_line = true;
        for c in 0..COLS {
            let from = offsets[c as usize];
            let place = line.at(from);
            let square = Square::new(c, r);
            match square {
                Some(sq) => {
                    match Glyph::parse(&line.slice(from, from + 2), &|ch| legend.is_teleporter(ch))
                    {
                        Ok(g) => cells.put(l, &legend, g, sq, place),
                        Err(GlyphError::Misaligned(_)) => {
                            out_of_line(l, from + 1);
                            in_line = false;
                            break;
                        }
                        Err(e) => {
                            let problem = e.to_string();
                            let message =
                                t!(speaking(), "map-square", square = sq, problem = problem);
                            line.report(l, from, message);
                        }
                    }
                }
                None => {
                    if let Some(k) = (from..from + 2).find(|&k| !is_wall_mark(line.get(k))) {
                        let square = format!("{}{n}", (b'a' + c) as char);
                        line.report(l, k, t!(speaking(), "map-cut-away", square = square));
                    }
                }
            }
            // Between two squares: spaces only (wall letters only between cut-away squares).
            if let Some(&to) = offsets.get(c as usize + 1) {
                let between_cut_aways = square.is_none() && Square::new(c + 1, r).is_none();
                let allowed = |ch: char| ch == ' ' || (between_cut_aways && is_wall_mark(ch));
                if let Some(k) = (from + 2..to).find(|&k| !allowed(line.get(k))) {
                    out_of_line(l, k);
                    in_line = false;
                    break;
                }
            }
        }
        let east = offsets[COLS as usize - 1] + 2;
        if !in_line {
            continue;
        }
        stray(l, line, east, line.chars.len().max(east), Side::East);
    }
    if let Some(letters) = &legend.teleporters {
        for (letter, pair, (ln, col)) in letters {
            if !cells.letters.contains(letter) {
                l.problem_at(
                    *ln,
                    *col,
                    t!(
                        speaking(),
                        "map-teleporter-not-drawn",
                        letter = letter.to_string(),
                        pair = pair
                    ),
                );
            }
        }
    }
    let mut drawn = cells.drawn;
    drawn.pools = pool_rectangles(&cells.pools.keys().copied().collect::<Vec<_>>())
        .into_iter()
        .map(|p| (p, cells.pools[&p.at]))
        .collect();
    drawn.pawns = pawns(l, &legend, cells.labels, list_players);
    drawn
}

/// What the squares of a map showed, as read so far.
#[derive(Default)]
struct Cells {
    drawn: Drawn,
    pools: BTreeMap<Square, Place>,
    labels: Vec<(String, Square, Place)>,
    letters: BTreeSet<char>,
}

impl Cells {
    /// Records what square `sq` shows.
    fn put(&mut self, l: &mut Loader, legend: &Legend, glyph: Glyph, sq: Square, place: Place) {
        match glyph {
            Glyph::Empty => {}
            Glyph::Pool => {
                self.pools.insert(sq, place);
            }
            Glyph::Piece(piece) => self.drawn.pieces.push((PieceSpec { at: sq, piece }, place)),
            Glyph::Monster(facing) => match self.drawn.monster {
                Some((_, (ln, col))) => l.problem_at(
                    place.0,
                    place.1,
                    t!(speaking(), "map-monster-twice", line = ln, column = col),
                ),
                None => {
                    self.drawn.monster = Some((
                        MonsterSpec {
                            at: Some(sq),
                            facing,
                        },
                        place,
                    ))
                }
            },
            Glyph::Teleporter(letter, arrow) => {
                self.letters.insert(letter);
                self.drawn.teleporters.push((
                    TeleporterSpec {
                        at: sq,
                        arrow,
                        pair: legend.pair(letter),
                    },
                    place,
                ));
            }
            Glyph::Pawn(label) => self.labels.push((label, sq, place)),
        }
    }
}
