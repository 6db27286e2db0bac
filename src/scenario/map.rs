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

use super::tree::{describe, scalar, Loader, Node, SNode};
use super::write::{spot_text, to_yaml, Entries, LegendDoc, LegendPawnDoc, ScenarioDoc};
use super::yaml::{face, PawnPlaces, Place};
use super::Scenario;
use crate::board::Piece;
use crate::drawing::{self, Glyph, GlyphError};
use crate::geometry::{Dir, Square, COLS, ROWS};
use crate::i18n::{and_list, speaking};
use crate::setup::{
    basic, pool_rectangles, Layout, MonsterSpec, PawnSpec, PieceSpec, PoolSpec, Spot,
    TeleporterSpec,
};
use crate::t;
use serde_saphyr::{FlowMap, LitString};
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

/// One line of the block: its characters and where its first one stands in the file.
struct Line {
    chars: Vec<char>,
    line: u64,
    column: u64,
}

impl Line {
    fn at(&self, index: usize) -> Place {
        (self.line, self.column + index as u64)
    }

    fn get(&self, index: usize) -> char {
        self.chars.get(index).copied().unwrap_or(' ')
    }

    fn slice(&self, from: usize, to: usize) -> String {
        (from..to).map(|i| self.get(i)).collect()
    }
}

/// One pawn of the legend, as read.
struct LegendPawn {
    key: String,
    key_place: Place,
    name: Option<(String, Place)>,
    at: Option<Spot>,
    player: Option<(String, Place)>,
    face: Option<(u8, Place)>,
}

/// The legend, as read.
#[derive(Default)]
struct Legend {
    /// Letter, pair name, where the letter was written; `None` if the legend names no
    /// teleporters (the letter is then `T`).
    teleporters: Option<Vec<(char, String, Place)>>,
    pawns: Vec<LegendPawn>,
    /// `players:`: who the letters of drawn labels (`R5`) may name.
    players: Vec<String>,
}

impl Legend {
    fn is_teleporter(&self, c: char) -> bool {
        match &self.teleporters {
            None => c == drawing::TELEPORTER,
            Some(letters) => letters.iter().any(|(l, _, _)| *l == c),
        }
    }

    fn pair(&self, c: char) -> String {
        self.teleporters
            .iter()
            .flatten()
            .find(|(l, _, _)| *l == c)
            .map_or_else(|| c.to_string(), |(_, name, _)| name.clone())
    }
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
                let (ln, col) = line.at(k);
                l.problem_at(ln, col, t!(speaking(), "map-stray-line"));
            }
            continue;
        }
        let number: String = line.chars[start..end].iter().collect();
        let (ln, col) = line.at(start);
        match number.parse::<u8>() {
            Ok(n @ 1..=ROWS) if end <= offsets[0] => {
                if let Some((other, _)) = rows.insert(n, (line, end)) {
                    l.problem_at(
                        ln,
                        col,
                        t!(speaking(), "map-row-twice", row = n, line = other.line),
                    );
                }
            }
            Ok(1..=ROWS) => l.problem_at(ln, col, t!(speaking(), "map-row-number-left")),
            _ => l.problem_at(ln, col, t!(speaking(), "map-row-unknown", number = &number)),
        }
    }
    let missing: Vec<String> = (1..=ROWS)
        .filter(|n| !rows.contains_key(n))
        .map(|n| n.to_string())
        .collect();
    if !missing.is_empty() {
        let (ln, col) = lines[header].at(offsets[0]);
        let message = t!(
            speaking(),
            "map-rows-missing",
            n = missing.len(),
            rows = missing.join(", ")
        );
        l.problem_at(ln, col, message);
    }

    // The squares.
    let mut cells = Cells::default();
    for (&n, &(line, number_end)) in &rows {
        let r = n - 1;
        stray(l, line, number_end, offsets[0], Side::West);
        // A row out of line with the header is reported once, where it leaves the columns.
        let out_of_line = |l: &mut Loader, k: usize| {
            let (ln, col) = line.at(k);
            l.problem_at(
                ln,
                col,
                t!(
                    speaking(),
                    "map-out-of-line",
                    char = line.get(k).to_string(),
                    row = n
                ),
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
                        Err(e) => l.problem_at(
                            place.0,
                            place.1,
                            t!(
                                speaking(),
                                "map-square",
                                square = sq,
                                problem = e.to_string()
                            ),
                        ),
                    }
                }
                None => {
                    if let Some(k) = (from..from + 2).find(|&k| !is_wall_mark(line.get(k))) {
                        let (ln, col) = line.at(k);
                        l.problem_at(
                            ln,
                            col,
                            t!(
                                speaking(),
                                "map-cut-away",
                                square = format!("{}{n}", (b'a' + c) as char)
                            ),
                        );
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

/// Whether `c` may stand where no square is: a space, a wall letter or a door.
fn is_wall_mark(c: char) -> bool {
    c == ' ' || c == drawing::DOOR || c.is_ascii_uppercase()
}

/// Which side of a row's squares a stray character stands on.
#[derive(Clone, Copy)]
enum Side {
    /// Between the row's number and column a.
    West,
    /// East of column p.
    East,
}

/// Reports the first character in `from..to` of `line` that is not a wall mark.
fn stray(l: &mut Loader, line: &Line, from: usize, to: usize, side: Side) {
    if let Some(k) = (from..to).find(|&k| !is_wall_mark(line.get(k))) {
        let (ln, col) = line.at(k);
        let char = line.get(k).to_string();
        let message = match side {
            Side::West => t!(speaking(), "map-stray-west", char = char),
            Side::East => t!(speaking(), "map-stray-east", char = char),
        };
        l.problem_at(ln, col, message);
    }
}

/// The place of every column, if `line` is the column header: `a` .. `p`, each once, in order.
fn header_offsets(line: &Line) -> Option<Vec<usize>> {
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
fn block_lines(l: &mut Loader, map: &SNode, text: &str) -> Option<Vec<Line>> {
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

/// The pawns: the legend's in its order, then the drawn pawns it does not name, by name.
/// A drawn label that is a letter and a face (`R5`, `b3`) with no legend line is a pawn of
/// the player the letter names ([`drawing::letter_of`]: the initial, else the one name that
/// holds it) showing that face, named by its label; the players are those of `legend:
/// players:`, of the legend's pawns and of the `pawns:` list.
fn pawns(
    l: &mut Loader,
    legend: &Legend,
    labels: Vec<(String, Square, Place)>,
    list_players: &[String],
) -> Vec<(PawnSpec, PawnPlaces)> {
    let mut players: Vec<&str> = Vec::new();
    let named = legend.players.iter().chain(
        legend
            .pawns
            .iter()
            .filter_map(|p| p.player.as_ref().map(|(x, _)| x)),
    );
    for p in named.chain(list_players) {
        if !players.contains(&p.as_str()) {
            players.push(p);
        }
    }
    let mut by_label: BTreeMap<String, Vec<(Square, Place)>> = BTreeMap::new();
    for (label, sq, place) in labels {
        by_label.entry(label).or_default().push((sq, place));
    }
    let twice = |l: &mut Loader, label: &str, cells: &[(Square, Place)]| {
        let (_, (ln, col)) = cells[0];
        for (_, (line, column)) in &cells[1..] {
            l.problem_at(
                *line,
                *column,
                t!(
                    speaking(),
                    "map-pawn-twice",
                    label = label,
                    line = ln,
                    column = col
                ),
            );
        }
    };
    let mut out = Vec::new();
    for p in &legend.pawns {
        let cells = by_label.remove(&p.key).unwrap_or_default();
        let at = match (p.at, cells.first()) {
            (Some(_), Some(&(_, (ln, col)))) => {
                l.problem_at(
                    ln,
                    col,
                    t!(
                        speaking(),
                        "map-pawn-at-too",
                        label = &p.key,
                        line = p.key_place.0
                    ),
                );
                continue;
            }
            (Some(spot), None) => (spot, p.key_place),
            (None, Some(&(sq, place))) => {
                twice(l, &p.key, &cells);
                (Spot::At(sq), place)
            }
            (None, None) => {
                l.problem_at(
                    p.key_place.0,
                    p.key_place.1,
                    t!(speaking(), "map-pawn-not-drawn", label = &p.key),
                );
                continue;
            }
        };
        let (name, name_place) = p.name.clone().unwrap_or((p.key.clone(), p.key_place));
        out.push((
            PawnSpec {
                name,
                at: at.0,
                player: p.player.as_ref().map(|(x, _)| x.clone()),
                face: p.face.map(|(f, _)| f),
            },
            PawnPlaces {
                item: at.1,
                name: name_place,
                player: p.player.as_ref().map(|(_, at)| *at),
                face: p.face.map(|(_, at)| at),
            },
        ));
    }
    // The rest, by name (the map's BTreeMap order).
    for (label, cells) in by_label {
        twice(l, &label, &cells);
        let (sq, place) = cells[0];
        let mut spec = PawnSpec::at(&label, sq);
        let mut places = PawnPlaces {
            item: place,
            name: place,
            player: None,
            face: None,
        };
        if let Some((letter, face)) = drawing::player_label(&label) {
            let lang = speaking();
            let (letter, face) = (letter.to_string(), face);
            match drawing::letter_of(letter.chars().next().unwrap_or(' '), &players) {
                drawing::LetterOf::One(player) => {
                    spec.player = Some(player.to_string());
                    spec.face = Some(face);
                    places.player = Some(place);
                    places.face = Some(place);
                }
                drawing::LetterOf::Nobody if players.is_empty() => {
                    let message = t!(
                        lang,
                        "map-label-no-players",
                        label = &label,
                        letter = &letter,
                        face = face
                    );
                    l.problem_at(place.0, place.1, message);
                    continue;
                }
                drawing::LetterOf::Nobody => {
                    let names: Vec<String> = players.iter().map(|p| p.to_string()).collect();
                    let list = and_list(lang, &names);
                    let message = t!(
                        lang,
                        "map-label-nobody",
                        label = &label,
                        letter = &letter,
                        face = face,
                        players = list
                    );
                    l.problem_at(place.0, place.1, message);
                    continue;
                }
                drawing::LetterOf::Several(found) => {
                    let names: Vec<String> = found.iter().map(|p| p.to_string()).collect();
                    let list = and_list(lang, &names);
                    let message = t!(
                        lang,
                        "map-label-several",
                        label = &label,
                        letter = &letter,
                        players = list
                    );
                    l.problem_at(place.0, place.1, message);
                    continue;
                }
            }
        }
        out.push((spec, places));
    }
    out
}

/// Reads `legend:`.
fn read_legend(l: &mut Loader, node: &SNode) -> Legend {
    let mut legend = Legend::default();
    let Some(m) = l.map(node, "`legend`", &["teleporters", "pawns", "players"]) else {
        return legend;
    };
    if let Some(p) = m.get("players").copied() {
        let what = t!(speaking(), "load-what-legend-players");
        for item in l.list(p, &what) {
            if let Some(name) = l.text(item, &what) {
                if !legend.players.contains(&name) {
                    legend.players.push(name);
                }
            }
        }
    }
    if let Some(t) = m.get("teleporters").copied() {
        let mut letters: Vec<(char, String, Place)> = Vec::new();
        for (k, v) in entries(l, t, "`legend` `teleporters`") {
            let key = scalar(&k.value).unwrap_or_default();
            let mut chars = key.chars();
            let letter = match (chars.next(), chars.next()) {
                (Some(c), None) if c.is_ascii_alphanumeric() => c,
                _ => {
                    l.problem(k, t!(speaking(), "map-teleporter-letter", key = &key));
                    continue;
                }
            };
            if letters.iter().any(|(c, _, _)| *c == letter) {
                l.problem(
                    k,
                    t!(
                        speaking(),
                        "map-teleporter-twice",
                        letter = letter.to_string()
                    ),
                );
                continue;
            }
            let Some(pair) = l.text(v, &t!(speaking(), "load-what-pair-name")) else {
                continue;
            };
            letters.push((letter, pair, (k.referenced.line(), k.referenced.column())));
        }
        legend.teleporters = Some(letters);
    }
    if let Some(p) = m.get("pawns").copied() {
        for (k, v) in entries(l, p, "`legend` `pawns`") {
            let key = scalar(&k.value).unwrap_or_default();
            let key_place = (k.referenced.line(), k.referenced.column());
            if legend.pawns.iter().any(|q| q.key == key) {
                l.problem(k, t!(speaking(), "map-legend-pawn-twice", key = &key));
                continue;
            }
            let mut pawn = LegendPawn {
                key: key.clone(),
                key_place,
                name: None,
                at: None,
                player: None,
                face: None,
            };
            if !matches!(v.value, Node::Null) {
                let Some(f) = l.map(
                    v,
                    &t!(speaking(), "load-what-legend-pawn", key = &key),
                    &["name", "at", "player", "face"],
                ) else {
                    continue;
                };
                let place = |n: &SNode| (n.referenced.line(), n.referenced.column());
                pawn.name = f
                    .get("name")
                    .and_then(|n| l.text(n, "pawn `name`").map(|s| (s, place(n))));
                pawn.player = f
                    .get("player")
                    .and_then(|n| l.text(n, "pawn `player`").map(|s| (s, place(n))));
                pawn.face = f
                    .get("face")
                    .and_then(|n| face(l, n).map(|x| (x, place(n))));
                if let Some(n) = f.get("at") {
                    let Some(s) = l.text(n, "pawn `at`") else {
                        continue;
                    };
                    pawn.at = match s.as_str() {
                        "waiting" => Some(Spot::Waiting),
                        _ => match s.parse::<Square>() {
                            Ok(sq) => Some(Spot::At(sq)),
                            Err(e) => {
                                l.problem(
                                    n,
                                    t!(speaking(), "load-pawn-at", problem = e.to_string()),
                                );
                                continue;
                            }
                        },
                    };
                }
            }
            if pawn.at.is_none() && !drawing::is_label(&key) {
                l.problem(k, t!(speaking(), "map-label-too-long", key = &key));
                continue;
            }
            legend.pawns.push(pawn);
        }
    }
    legend
}

/// The entries of a map node in order, reporting anything else and keys that are not words.
fn entries<'a>(l: &mut Loader, node: &'a SNode, what: &str) -> Vec<(&'a SNode, &'a SNode)> {
    match &node.value {
        Node::Map(entries) => entries
            .iter()
            .filter(|(k, _)| {
                let ok = scalar(&k.value).is_some();
                if !ok {
                    l.problem(
                        k,
                        t!(
                            speaking(),
                            "load-key-not-word",
                            what = what,
                            found = describe(&k.value)
                        ),
                    );
                }
                ok
            })
            .map(|(k, v)| (k, v))
            .collect::<Vec<_>>(),
        Node::Null => Vec::new(),
        other => {
            l.problem(
                node,
                t!(
                    speaking(),
                    "load-not-map",
                    what = what,
                    found = describe(other)
                ),
            );
            Vec::new()
        }
    }
}

// ---------------------------------------------------------------------------------------
// Writing.

/// The scenario as a complete file that draws the board: title, tile, `setup: advanced` if
/// so, `map:` (a literal block, as `show` draws the board), a `legend:` where needed, and
/// lists only for what the map cannot show (a piece, pawn or the monster on a drawn pool, the
/// monster on a teleporter, pools touching other pools) and the options. Loading it gives the
/// same position, options, title and tile, and the same setup in its canonical form
/// ([`canonical_setup`]).
///
/// The choices it makes: the basic setup's stones and pools are drawn like any others; a
/// pool is drawn unless it touches another pool (drawn `~` squares are read back as
/// [`crate::setup::pool_rectangles`], which would join them); the pawns the legend must name
/// (a label other than the name, a player or a face, waiting or on a pool) come first, in id
/// order, with every pawn before them, so the ids come back the same; one teleporter pair
/// named `T` needs no legend, else every pair gets a letter: the first letter of its name
/// if free, else the first free capital, digit or small letter.
pub fn write_map(scenario: &Scenario) -> String {
    let setup = canonical_setup(scenario.setup());
    let board = scenario.board();
    let mut doc = ScenarioDoc {
        title: setup.title.clone().map(serde_saphyr::DoubleQuoted),
        tile: setup.tile.map(super::write::TileValue),
        setup: setup.layout.name(),
        ..ScenarioDoc::default()
    };
    doc.set_options(&setup.options);

    // Pools: drawn unless touching another.
    let touches = |a: &PoolSpec, b: &PoolSpec| {
        let (sa, sb) = (
            a.squares().unwrap_or_default(),
            b.squares().unwrap_or_default(),
        );
        sa.iter().any(|s| {
            Dir::ALL
                .iter()
                .any(|&d| s.step(d).is_some_and(|n| sb.contains(&n)))
        })
    };
    let mut drawn_pools: BTreeSet<Square> = BTreeSet::new();
    for (i, p) in setup.pools.iter().enumerate() {
        let alone = setup
            .pools
            .iter()
            .enumerate()
            .all(|(j, q)| i == j || !touches(p, q));
        if alone {
            drawn_pools.extend(p.squares().unwrap_or_default());
        } else {
            doc.add_pool(p);
        }
    }

    // Teleporter letters.
    let mut pairs: Vec<&str> = Vec::new();
    for t in &setup.teleporters {
        if !pairs.contains(&t.pair.as_str()) {
            pairs.push(&t.pair);
        }
    }
    let default_only = pairs == [drawing::TELEPORTER.to_string().as_str()];
    let letters: Vec<(char, String)> = drawing::teleporter_letters(&pairs)
        .into_iter()
        .zip(&pairs)
        .filter_map(|(letter, pair)| letter.map(|c| (c, pair.to_string())))
        .collect();
    let letter_of = |pair: &str| letters.iter().find(|(_, p)| p == pair).map(|(c, _)| *c);
    // The letters the reader will take for teleporters: the legend's, or `T` without one.
    let legend_letters = !default_only && !letters.is_empty();
    let is_letter = |c: char| {
        if legend_letters {
            letters.iter().any(|(l, _)| *l == c)
        } else {
            c == drawing::TELEPORTER
        }
    };

    // What each square shows.
    let mut cells: BTreeMap<Square, Glyph> = BTreeMap::new();
    for sq in &drawn_pools {
        cells.insert(*sq, Glyph::Pool);
    }
    for t in &setup.teleporters {
        match letter_of(&t.pair) {
            Some(c) => {
                cells.insert(t.at, Glyph::Teleporter(c, t.arrow));
            }
            None => doc.add_teleporter(t),
        }
    }
    let m = setup.monster;
    let monster_square = m.square();
    if drawn_pools.contains(&monster_square) || board.is_teleporter(monster_square) {
        doc.set_monster(m);
    } else {
        cells.insert(monster_square, Glyph::Monster(m.facing));
    }
    for p in &setup.pieces {
        if drawn_pools.contains(&p.at) {
            doc.add_piece(p.at, p.piece);
        } else {
            cells.insert(p.at, Glyph::Piece(p.piece));
        }
    }

    // Pawns: labels, then the legend's prefix.
    let names: BTreeSet<&str> = setup.pawns.iter().map(|p| p.name.as_str()).collect();
    let clashes = |label: &str| {
        let mut c = label.chars();
        matches!((c.next(), c.next()), (Some(a), Some('v')) if is_letter(a))
    };
    let mut used: BTreeSet<String> = BTreeSet::new();
    let mut label_of: Vec<Option<String>> = Vec::new();
    for p in &setup.pawns {
        let shown = match p.at {
            Spot::At(sq) if !drawn_pools.contains(&sq) => Some(sq),
            _ => None,
        };
        label_of.push(shown.map(|_| {
            let own =
                drawing::is_label(&p.name) && !clashes(&p.name) && used.insert(p.name.clone());
            if own {
                return p.name.clone();
            }
            let first = p.name.chars().next().unwrap_or('p');
            let last = p.name.chars().last().unwrap_or('0');
            let short = [format!("{first}{last}"), first.to_string()];
            let spare = ('a'..='z').chain('A'..='Z').flat_map(|a| {
                std::iter::once(a.to_string()).chain(('0'..='9').map(move |d| format!("{a}{d}")))
            });
            let label = short
                .into_iter()
                .chain(spare)
                .find(|l| {
                    drawing::is_label(l)
                        && !clashes(l)
                        && !names.contains(l.as_str())
                        && !used.contains(l)
                })
                // 572 spare labels for at most 64 pawns: one is always free.
                .unwrap_or_else(|| "??".into());
            used.insert(label.clone());
            label
        }));
    }
    let needs_entry = |i: usize| {
        let p = &setup.pawns[i];
        label_of[i].as_deref() != Some(p.name.as_str())
            || p.player.is_some()
            || p.face.is_some()
            || label_of[i]
                .as_deref()
                .is_some_and(|l| drawing::player_label(l).is_some())
    };
    let n = setup.pawns.len();
    let mut k = n;
    while k > 0 && !needs_entry(k - 1) && (k == n || setup.pawns[k - 1].name < setup.pawns[k].name)
    {
        k -= 1;
    }
    let mut legend = LegendDoc::default();
    if legend_letters {
        legend.teleporters = Entries(
            letters
                .iter()
                .map(|(c, p)| (c.to_string(), p.clone()))
                .collect(),
        );
    }
    for (i, p) in setup.pawns.iter().enumerate() {
        let label = label_of[i].clone();
        if let (Some(l), Spot::At(sq)) = (&label, p.at) {
            cells.insert(sq, Glyph::Pawn(l.clone()));
        }
        if i < k {
            let key = label.clone().unwrap_or_else(|| p.name.clone());
            legend.pawns.0.push((
                key.clone(),
                FlowMap(LegendPawnDoc {
                    name: (key != p.name).then(|| p.name.clone()),
                    at: label.is_none().then(|| spot_text(p.at)),
                    player: p.player.clone(),
                    face: p.face,
                }),
            ));
        }
    }
    if !legend.teleporters.0.is_empty() || !legend.pawns.0.is_empty() {
        doc.legend = Some(legend);
    }
    let picture = drawing::frame(
        |sq| cells.get(&sq).unwrap_or(&Glyph::Empty).text(),
        |letters| letters.to_string(),
    );
    doc.map = Some(LitString(picture));
    to_yaml(&doc)
}

/// The canonical form of a setup, the one a drawn map keeps: the basic setup's stones and
/// pools listed like any others (layout `basic` becomes the empty board plus them; `advanced`
/// stays, it is a check), the monster's square given, pieces, pools and teleporters sorted by
/// square (grid order: row by row, west to east). Pair names, pawn order and everything else
/// are kept. A setup and its canonical form validate to the same position.
pub fn canonical_setup(setup: &crate::setup::Setup) -> crate::setup::Setup {
    let mut s = setup.clone();
    if s.layout == Layout::Basic {
        s.layout = Layout::Empty;
        s.pieces.extend(basic::STONES.iter().map(|&at| PieceSpec {
            at,
            piece: Piece::Stone,
        }));
        s.pools.extend(basic::POOLS);
    }
    s.monster.at = Some(s.monster.square());
    s.pieces.sort_by_key(|p| p.at);
    s.pools.sort_by_key(|p| p.at);
    s.teleporters.sort_by_key(|t| t.at);
    s
}
