//! The scenario file (FORMAT.md section 1) -> a validated [`Board`].
//!
//! The YAML is read by serde-saphyr into a tree whose every node carries its line and column;
//! the tree is then checked as a whole, so one report lists *every* problem, each with its
//! place. A scenario with any problem gives no board at all: nothing is half-loaded.

use crate::board::{Board, Occupant, PawnPlace, Piece, PivotKind, MAX_PAWNS};
use crate::geometry::{Dir, Square};
use crate::rules::{Options, Tile};
use serde::de::{Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};
use serde_saphyr::Spanned;
use std::collections::BTreeMap;
use std::fmt;

/// A pawn's identity, kept beside the board (the board only knows ids).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PawnInfo {
    /// Its name, unique in the file.
    pub name: String,
    /// Its player (colour), if given.
    pub player: Option<String>,
    /// Its visible number, if given.
    pub face: Option<u8>,
}

/// A loaded, valid scenario.
#[derive(Clone, Debug)]
pub struct Scenario {
    /// The title, if any.
    pub title: Option<String>,
    /// The tile given in the file, if any.
    pub tile: Option<Tile>,
    /// The position.
    pub board: Board,
    /// The pawns, indexed by [`crate::board::PawnId`].
    pub pawns: Vec<PawnInfo>,
    /// The rule options set in the file (defaults otherwise).
    pub options: Options,
}

impl Scenario {
    /// The name of pawn `id`.
    pub fn pawn_name(&self, id: crate::board::PawnId) -> &str {
        self.pawns
            .get(id.0 as usize)
            .map_or("?", |p| p.name.as_str())
    }

    /// The id of the pawn called `name`.
    pub fn pawn_id(&self, name: &str) -> Option<crate::board::PawnId> {
        self.pawns
            .iter()
            .position(|p| p.name == name)
            .map(|i| crate::board::PawnId(i as u8))
    }
}

/// One problem in a scenario file, with its place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// 1-based line.
    pub line: u64,
    /// 1-based column.
    pub column: u64,
    /// What is wrong.
    pub message: String,
}

/// Every problem found in one scenario file.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct LoadError {
    /// The file, as named on the command line.
    pub file: String,
    /// The problems, in file order.
    pub problems: Vec<Problem>,
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.problems.len();
        writeln!(
            f,
            "{}: {} problem{} found, nothing was loaded",
            self.file,
            n,
            if n == 1 { "" } else { "s" }
        )?;
        for p in &self.problems {
            if p.line == 0 {
                // Not a place in the file (it could not be read at all).
                writeln!(f, "{}: {}", self.file, p.message)?;
            } else {
                writeln!(f, "{}:{}:{}: {}", self.file, p.line, p.column, p.message)?;
            }
        }
        Ok(())
    }
}

/// Reads a file's text, or the problem "cannot read the file" (with no line: it is not a
/// place in the file). Returns the text and the file's name for messages.
pub fn read_text(path: &std::path::Path) -> Result<(String, String), LoadError> {
    let file = path.display().to_string();
    match std::fs::read_to_string(path) {
        Ok(text) => Ok((text, file)),
        Err(e) => Err(LoadError {
            file,
            problems: vec![Problem {
                line: 0,
                column: 0,
                message: format!("cannot read the file: {e}"),
            }],
        }),
    }
}

/// Reads and validates a scenario file.
pub fn load_file(path: &std::path::Path) -> Result<Scenario, LoadError> {
    let (text, file) = read_text(path)?;
    parse(&text, &file)
}

/// Parses and validates scenario text; `file` names it in messages.
pub fn parse(text: &str, file: &str) -> Result<Scenario, LoadError> {
    parse_with_extra(text, file, &[], |_, _, _| ()).map(|(scenario, ())| scenario)
}

/// The extra top-level entries of a file read by [`parse_with_extra`]: key -> spanned node.
pub(crate) type Extra<'a> = BTreeMap<String, &'a SNode>;

/// Parses scenario text whose top level may also hold the keys `extra_keys` (a puzzle's
/// `puzzle:`). The scenario is checked as by [`parse`]; then `check` receives the same
/// [`Loader`] (so its problems carry line and column too), the scenario as far as it loaded,
/// and the extra entries present. Every problem of both parts is reported at once, in file
/// order; with any problem there is no result.
pub(crate) fn parse_with_extra<T>(
    text: &str,
    file: &str,
    extra_keys: &[&str],
    check: impl FnOnce(&mut Loader, &Scenario, &Extra<'_>) -> T,
) -> Result<(Scenario, T), LoadError> {
    let tree = parse_tree(text, file)?;
    let mut loader = Loader::default();
    let (scenario, extra) = loader.scenario_with_extra(&tree, extra_keys);
    let checked = check(&mut loader, &scenario, &extra);
    if loader.problems.is_empty() {
        Ok((scenario, checked))
    } else {
        let mut problems = loader.problems;
        problems.sort_by_key(|p| (p.line, p.column));
        problems.dedup();
        Err(LoadError {
            file: file.to_string(),
            problems,
        })
    }
}

/// The spanned YAML tree of `text`, or the YAML error with its place.
fn parse_tree(text: &str, file: &str) -> Result<SNode, LoadError> {
    // YAML 1.2 booleans only: a pawn named `N` or a facing `n` stays a word.
    let mut options = serde_saphyr::Options::default();
    options.strict_booleans = true;
    // Repeated keys reach the loader, which names both lines.
    options.duplicate_keys = serde_saphyr::DuplicateKeyPolicy::PassThrough;
    match serde_saphyr::from_str_with_options::<SNode>(text, options) {
        Ok(mut t) => {
            as_written(&mut t, text);
            Ok(t)
        }
        Err(e) => {
            let (line, column) = e.location().map_or((0, 0), |l| (l.line(), l.column()));
            let first = e.to_string();
            let first = first.lines().next().unwrap_or("").trim();
            let first = first.strip_prefix("error: ").unwrap_or(first);
            let msg = match first.split_once(": ") {
                Some((head, rest)) if head.starts_with("line ") => rest,
                _ => first,
            };
            // Say it in the file's terms, not the library's.
            let msg = match msg.split_once("; use ") {
                Some((head, _)) if head.contains("multiple YAML documents") => {
                    "a second YAML document starts here (`---`); a scenario is one document"
                }
                Some((head, _)) => head,
                None => msg,
            };
            Err(LoadError {
                file: file.to_string(),
                problems: vec![Problem {
                    line,
                    column,
                    message: format!("not valid YAML: {msg}"),
                }],
            })
        }
    }
}

/// The standard basic setup (B2): stones and pools.
pub const BASIC_STONES: [&str; 11] = [
    "c3", "m4", "h5", "i6", "n6", "g7", "e8", "m8", "o9", "f10", "i10",
];
/// The basic setup's pools: north-west square, width, height.
pub const BASIC_POOLS: [(&str, u8, u8); 2] = [("i3", 2, 2), ("e9", 4, 1)];

/// The board of the standard basic setup (B2), with no pawns.
pub fn basic_board() -> Board {
    let mut b = Board::empty();
    for s in BASIC_STONES {
        b.put_piece(s.parse().expect("basic stone square"), Piece::Stone);
    }
    for (s, w, h) in BASIC_POOLS {
        let nw: Square = s.parse().expect("basic pool square");
        for sq in rect(nw, w, h).expect("basic pool fits") {
            b.put_pool(sq);
        }
    }
    b
}

/// The squares of a `w` x `h` rectangle whose north-west square is `nw`, if all exist.
pub fn rect(nw: Square, w: u8, h: u8) -> Option<Vec<Square>> {
    let mut out = Vec::new();
    for r in 0..h {
        for c in 0..w {
            out.push(Square::new(
                nw.col().checked_add(c)?,
                nw.row().checked_add(r)?,
            )?);
        }
    }
    Some(out)
}

// ---------------------------------------------------------------------------------------
// The spanned YAML tree.

/// A message on one line: quoted values may hold line breaks.
fn one_line(message: String) -> String {
    if message.contains(['\n', '\r']) {
        message.replace('\r', "\\r").replace('\n', "\\n")
    } else {
        message
    }
}

/// Replaces every unquoted number not written plainly (`007`, `0x2`, `1e3`, `1.5`) by the
/// text as written, so such values are words here and messages quote what the file says.
/// Plain whole numbers (`3`) stay numbers.
fn as_written(node: &mut SNode, text: &str) {
    match &mut node.value {
        Node::Seq(items) => items.iter_mut().for_each(|n| as_written(n, text)),
        Node::Map(entries) => entries.iter_mut().for_each(|(k, v)| {
            as_written(k, text);
            as_written(v, text);
        }),
        Node::Int(_) | Node::Float(_) => {
            let span = node.referenced.span();
            let raw = span
                .byte_offset()
                .zip(span.byte_len())
                .and_then(|(o, l)| text.get(o as usize..(o + l) as usize))
                .map(str::trim)
                .filter(|r| !r.is_empty() && !r.starts_with(['"', '\'']));
            let plain = matches!(&node.value, Node::Int(i) if raw == Some(i.to_string().as_str()));
            if let (Some(raw), false) = (raw, plain) {
                node.value = Node::Str(raw.to_string());
            }
        }
        _ => {}
    }
}

/// A YAML node with no interpretation yet.
#[derive(Debug)]
pub(crate) enum Node {
    Null,
    Bool(bool),
    Int(i64),
    Float(f64),
    Str(String),
    Seq(Vec<Spanned<Node>>),
    Map(Vec<(Spanned<Node>, Spanned<Node>)>),
}

struct NodeVisitor;

impl<'de> Visitor<'de> for NodeVisitor {
    type Value = Node;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("any YAML value")
    }
    fn visit_unit<E>(self) -> Result<Node, E> {
        Ok(Node::Null)
    }
    fn visit_none<E>(self) -> Result<Node, E> {
        Ok(Node::Null)
    }
    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Node, D::Error> {
        d.deserialize_any(NodeVisitor)
    }
    fn visit_bool<E>(self, b: bool) -> Result<Node, E> {
        Ok(Node::Bool(b))
    }
    fn visit_i64<E>(self, v: i64) -> Result<Node, E> {
        Ok(Node::Int(v))
    }
    fn visit_u64<E>(self, v: u64) -> Result<Node, E> {
        Ok(i64::try_from(v).map_or(Node::Float(v as f64), Node::Int))
    }
    fn visit_f64<E>(self, v: f64) -> Result<Node, E> {
        Ok(Node::Float(v))
    }
    fn visit_str<E>(self, v: &str) -> Result<Node, E> {
        Ok(Node::Str(v.to_string()))
    }
    fn visit_string<E>(self, v: String) -> Result<Node, E> {
        Ok(Node::Str(v))
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut a: A) -> Result<Node, A::Error> {
        let mut v = Vec::new();
        while let Some(x) = a.next_element()? {
            v.push(x);
        }
        Ok(Node::Seq(v))
    }
    fn visit_map<A: MapAccess<'de>>(self, mut a: A) -> Result<Node, A::Error> {
        let mut v = Vec::new();
        while let Some(x) = a.next_entry()? {
            v.push(x);
        }
        Ok(Node::Map(v))
    }
}

impl<'de> Deserialize<'de> for Node {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Node, D::Error> {
        d.deserialize_any(NodeVisitor)
    }
}

pub(crate) type SNode = Spanned<Node>;

pub(crate) fn describe(n: &Node) -> String {
    match n {
        Node::Null => "nothing".into(),
        Node::Bool(b) => format!("`{b}`"),
        Node::Int(i) => format!("`{i}`"),
        Node::Float(x) => format!("`{x}`"),
        Node::Str(s) => format!("`{s}`"),
        Node::Seq(_) => "a list".into(),
        Node::Map(_) => "a map".into(),
    }
}

/// A scalar as text (numbers and words alike).
pub(crate) fn scalar(n: &Node) -> Option<String> {
    match n {
        Node::Str(s) => Some(s.clone()),
        Node::Int(i) => Some(i.to_string()),
        Node::Bool(b) => Some(b.to_string()),
        _ => None,
    }
}

// ---------------------------------------------------------------------------------------
// Checking the tree.

/// Where a thing was declared, for "two pieces on one square" messages.
#[derive(Clone)]
struct Placed {
    what: String,
    line: u64,
    column: u64,
}

impl Placed {
    /// ` (line N)`, or nothing for a thing the file does not list (the default monster).
    fn at(&self) -> String {
        if self.line == 0 {
            String::new()
        } else {
            format!(" (line {})", self.line)
        }
    }
}

/// Checks a spanned tree, collecting every problem with its place.
#[derive(Default)]
pub(crate) struct Loader {
    pub(crate) problems: Vec<Problem>,
}

impl Loader {
    pub(crate) fn problem(&mut self, at: &SNode, message: impl Into<String>) {
        self.problems.push(Problem {
            line: at.referenced.line(),
            column: at.referenced.column(),
            message: one_line(message.into()),
        });
    }

    /// The entries of a map node, reporting unknown and repeated keys.
    pub(crate) fn map<'a>(
        &mut self,
        node: &'a SNode,
        what: &str,
        known: &[&str],
    ) -> Option<BTreeMap<String, &'a SNode>> {
        let Node::Map(entries) = &node.value else {
            self.problem(
                node,
                format!("{what} must be a map, found {}", describe(&node.value)),
            );
            return None;
        };
        let mut out = BTreeMap::new();
        for (k, v) in entries {
            let Some(key) = scalar(&k.value) else {
                self.problem(
                    k,
                    format!("{what}: a key must be a word, found {}", describe(&k.value)),
                );
                continue;
            };
            if !known.contains(&key.as_str()) {
                self.problem(
                    k,
                    format!(
                        "{what}: unknown key `{key}` (known keys: {})",
                        known.join(", ")
                    ),
                );
                continue;
            }
            if out.insert(key.clone(), v).is_some() {
                self.problem(k, format!("{what}: key `{key}` is given twice"));
            }
        }
        Some(out)
    }

    pub(crate) fn required<'a>(
        &mut self,
        map: &BTreeMap<String, &'a SNode>,
        owner: &SNode,
        what: &str,
        key: &str,
    ) -> Option<&'a SNode> {
        let v = map.get(key).copied();
        if v.is_none() {
            self.problem(owner, format!("{what}: missing `{key}`"));
        }
        v
    }

    pub(crate) fn list<'a>(&mut self, node: &'a SNode, what: &str) -> &'a [SNode] {
        match &node.value {
            Node::Seq(items) => items,
            Node::Null => &[],
            other => {
                self.problem(
                    node,
                    format!("`{what}` must be a list, found {}", describe(other)),
                );
                &[]
            }
        }
    }

    pub(crate) fn text(&mut self, node: &SNode, what: &str) -> Option<String> {
        let s = scalar(&node.value);
        if s.is_none() {
            self.problem(
                node,
                format!("{what} must be a word, found {}", describe(&node.value)),
            );
        }
        s
    }

    pub(crate) fn square(&mut self, node: &SNode, what: &str) -> Option<Square> {
        let s = self.text(node, what)?;
        match s.parse::<Square>() {
            Ok(sq) => Some(sq),
            Err(e) => {
                self.problem(node, format!("{what}: {e}"));
                None
            }
        }
    }

    pub(crate) fn dir(&mut self, node: &SNode, what: &str) -> Option<Dir> {
        let s = self.text(node, what)?;
        let d = Dir::parse(&s);
        if d.is_none() {
            self.problem(
                node,
                format!("{what}: `{s}` is not a direction (north, east, south, west)"),
            );
        }
        d
    }

    /// Checks a scenario whose top level may also hold `extra` keys, returned unchecked.
    fn scenario_with_extra<'a>(
        &mut self,
        root: &'a SNode,
        extra: &[&str],
    ) -> (Scenario, Extra<'a>) {
        const TOP: &[&str] = &[
            "title",
            "tile",
            "setup",
            "monster",
            "stones",
            "crystals",
            "pivots",
            "teleporters",
            "pools",
            "pawns",
            "options",
        ];
        let mut scenario = Scenario {
            title: None,
            tile: None,
            board: Board::empty(),
            pawns: Vec::new(),
            options: Options::default(),
        };
        if matches!(root.value, Node::Null) {
            return (scenario, Extra::new());
        }
        let known: Vec<&str> = TOP.iter().chain(extra).copied().collect();
        let Some(mut top) = self.map(root, "the scenario", &known) else {
            return (scenario, Extra::new());
        };
        let extras: Extra<'a> = extra.iter().filter_map(|k| top.remove_entry(*k)).collect();

        if let Some(t) = top.get("title") {
            scenario.title = self.text(t, "title");
        }
        if let Some(t) = top.get("tile") {
            if let Some(s) = self.text(t, "tile") {
                match s.parse::<Tile>() {
                    Ok(tile) => scenario.tile = Some(tile),
                    Err(e) => self.problem(t, e.to_string()),
                }
            }
        }
        let mut occupied: BTreeMap<Square, Placed> = BTreeMap::new();
        let mut pools: BTreeMap<Square, Placed> = BTreeMap::new();
        let mut teleporters: BTreeMap<Square, Placed> = BTreeMap::new();
        let board = &mut scenario.board;

        if let Some(s) = top.get("setup") {
            match self.text(s, "setup").as_deref() {
                Some("basic") => {
                    *board = basic_board();
                    let (line, column) = (s.referenced.line(), s.referenced.column());
                    for sq in BASIC_STONES {
                        let sq: Square = sq.parse().expect("basic square");
                        occupied.insert(
                            sq,
                            Placed {
                                what: "the basic setup's stone".to_string(),
                                line,
                                column,
                            },
                        );
                    }
                    for sq in board.pools().collect::<Vec<_>>() {
                        pools.insert(
                            sq,
                            Placed {
                                what: "a pool of the basic setup".into(),
                                line,
                                column,
                            },
                        );
                    }
                }
                Some(other) => self.problem(
                    s,
                    format!("setup: `{other}` is unknown (the only setup is `basic`)"),
                ),
                None => {}
            }
        }

        // Pools first: pieces may stand on them, teleporters may not.
        if let Some(list) = top.get("pools") {
            for item in self.list(list, "pools") {
                let Some(m) = self.map(item, "a pool", &["at", "size"]) else {
                    continue;
                };
                let at = self
                    .required(&m, item, "a pool", "at")
                    .and_then(|n| self.square(n, "pool `at`"));
                let size = self
                    .required(&m, item, "a pool", "size")
                    .and_then(|n| self.pool_size(n));
                let (Some(at), Some((w, h))) = (at, size) else {
                    continue;
                };
                let Some(squares) = rect(at, w, h) else {
                    self.problem(item, format!("a {w}x{h} pool with its north-west square on {at} does not fit on the board"));
                    continue;
                };
                let me = Placed {
                    what: format!("the pool at {at}"),
                    line: item.referenced.line(),
                    column: item.referenced.column(),
                };
                let clash = squares
                    .iter()
                    .find_map(|s| pools.get(s).map(|p| (*s, p.clone())));
                if let Some((sq, other)) = clash {
                    self.problem(
                        item,
                        format!(
                            "overlapping pools: {} and {} (line {}) both cover {sq}",
                            me.what, other.what, other.line
                        ),
                    );
                    continue;
                }
                for sq in squares {
                    board.put_pool(sq);
                    pools.insert(sq, me.clone());
                }
            }
        }

        if let Some(list) = top.get("teleporters") {
            let mut pairs: BTreeMap<String, Vec<(Square, Dir, &SNode)>> = BTreeMap::new();
            let mut listed: BTreeMap<String, (usize, &SNode)> = BTreeMap::new();
            for item in self.list(list, "teleporters") {
                let Some(m) = self.map(item, "a teleporter", &["at", "arrow", "pair"]) else {
                    continue;
                };
                let at = self
                    .required(&m, item, "a teleporter", "at")
                    .and_then(|n| self.square(n, "teleporter `at`"));
                let arrow = self
                    .required(&m, item, "a teleporter", "arrow")
                    .and_then(|n| self.dir(n, "teleporter `arrow`"));
                let pair = self
                    .required(&m, item, "a teleporter", "pair")
                    .and_then(|n| self.text(n, "teleporter `pair`"));
                // A teleporter refused for its square still counts in its pair.
                if let Some(pair) = &pair {
                    listed.entry(pair.clone()).or_insert((0, item)).0 += 1;
                }
                let (Some(at), Some(arrow), Some(pair)) = (at, arrow, pair) else {
                    continue;
                };
                if let Some(p) = occupied.get(&at) {
                    self.problem(
                        item,
                        format!(
                            "a piece on a teleporter: {} stands on {at}{}",
                            p.what,
                            p.at()
                        ),
                    );
                    continue;
                }
                if let Some(p) = pools.get(&at) {
                    self.problem(item, format!("a teleporter on a pool: {at} is covered by {} (line {}); flat pieces never overlap (S14)", p.what, p.line));
                    continue;
                }
                if let Some(p) = teleporters.get(&at) {
                    self.problem(item, format!("two pieces on one square: two teleporters on {at} (the other on line {})", p.line));
                    continue;
                }
                teleporters.insert(
                    at,
                    Placed {
                        what: format!("the {pair} teleporter"),
                        line: item.referenced.line(),
                        column: item.referenced.column(),
                    },
                );
                pairs.entry(pair).or_default().push((at, arrow, item));
            }
            for (name, (n, first)) in &listed {
                match pairs.get(name).map(Vec::as_slice) {
                    Some([a, b]) if *n == 2 => board.put_teleporters((a.0, a.1), (b.0, b.1)),
                    _ if *n == 2 => {} // a member was refused, and said so
                    _ => self.problem(first, format!("teleporter pair `{name}` has {n} teleporter{}; a pair needs exactly two", if *n == 1 { "" } else { "s" })),
                }
            }
        }

        for (key, piece) in [("stones", Piece::Stone), ("crystals", Piece::Crystal)] {
            let Some(list) = top.get(key) else { continue };
            for item in self.list(list, key) {
                if let Some(sq) = self.square(item, &format!("a square in `{key}`")) {
                    if Self::place(
                        self,
                        &mut occupied,
                        &teleporters,
                        item,
                        sq,
                        format!("a {piece}"),
                    ) {
                        board.put_piece(sq, piece);
                    }
                }
            }
        }
        if let Some(list) = top.get("pivots") {
            for item in self.list(list, "pivots") {
                let Some(m) = self.map(item, "a pivot", &["at", "turn"]) else {
                    continue;
                };
                let at = self
                    .required(&m, item, "a pivot", "at")
                    .and_then(|n| self.square(n, "pivot `at`"));
                let turn = self.required(&m, item, "a pivot", "turn").and_then(|n| {
                    let s = self.text(n, "pivot `turn`")?;
                    match s.as_str() {
                        "right" => Some(PivotKind::Right),
                        "around" => Some(PivotKind::Around),
                        _ => {
                            self.problem(
                                n,
                                format!("pivot `turn`: `{s}` is unknown (right or around)"),
                            );
                            None
                        }
                    }
                });
                if let (Some(at), Some(kind)) = (at, turn) {
                    let piece = Piece::Pivot(kind);
                    if Self::place(
                        self,
                        &mut occupied,
                        &teleporters,
                        item,
                        at,
                        format!("a {piece}"),
                    ) {
                        board.put_piece(at, piece);
                    }
                }
            }
        }

        // The monster: default a1 facing east.
        let mut monster = (Square::A1, Dir::East);
        let mut monster_line = None;
        if let Some(node) = top.get("monster") {
            if let Some(m) = self.map(node, "the monster", &["at", "facing"]) {
                if let Some(sq) = m.get("at").and_then(|n| self.square(n, "monster `at`")) {
                    monster.0 = sq;
                    monster_line = Some(m["at"]);
                }
                if let Some(d) = m
                    .get("facing")
                    .and_then(|n| self.dir(n, "monster `facing`"))
                {
                    monster.1 = d;
                }
            }
        }
        let at = monster.0;
        match (board.occupant(at), monster_line) {
            (Occupant::Piece(p), Some(node)) => {
                let line = occupied.get(&at).map_or(String::new(), Placed::at);
                self.problem(
                    node,
                    format!(
                        "the monster stands on a {p} on {at}{line}; it must stand on a free square"
                    ),
                );
            }
            (Occupant::Piece(p), None) => {
                // No `monster: at`: the piece is the thing to move; name its line.
                let (line, column) = occupied.get(&at).map_or((0, 0), |o| (o.line, o.column));
                self.problems.push(Problem {
                    line,
                    column,
                    message: format!(
                        "a {p} on {at}, the monster's square (it starts on a1 facing east when `monster` gives no `at`); the monster must stand on a free square"
                    ),
                });
            }
            _ => board.set_monster(at, monster.1),
        }
        occupied.insert(
            at,
            Placed {
                what: if monster_line.is_some() {
                    "the monster".into()
                } else {
                    "the monster (on a1 when `monster` gives no `at`)".into()
                },
                line: monster_line.map_or(0, |n| n.referenced.line()),
                column: monster_line.map_or(0, |n| n.referenced.column()),
            },
        );

        if let Some(list) = top.get("pawns") {
            let mut names: BTreeMap<String, u64> = BTreeMap::new();
            for item in self.list(list, "pawns") {
                let Some(m) = self.map(item, "a pawn", &["name", "at", "player", "face"]) else {
                    continue;
                };
                let name = self.required(&m, item, "a pawn", "name").and_then(|n| {
                    let s = self.text(n, "pawn `name`")?;
                    if s.is_empty() || s.len() > 16 || !s.chars().all(|c| c.is_ascii_alphanumeric())
                    {
                        self.problem(
                            n,
                            format!("pawn `name`: `{s}` is not a short word of letters and digits"),
                        );
                        return None;
                    }
                    if let Some(line) = names.get(&s) {
                        self.problem(
                            n,
                            format!("duplicate pawn name `{s}` (also on line {line})"),
                        );
                        return None;
                    }
                    names.insert(s.clone(), n.referenced.line());
                    Some(s)
                });
                let at = self.required(&m, item, "a pawn", "at").and_then(|n| {
                    let s = self.text(n, "pawn `at`")?;
                    if s == "waiting" {
                        Some(PawnPlace::Waiting)
                    } else {
                        match s.parse::<Square>() {
                            Ok(sq) => Some(PawnPlace::At(sq)),
                            Err(e) => {
                                self.problem(n, format!("pawn `at`: {e} (or `waiting` for a pawn beside the entrance)"));
                                None
                            }
                        }
                    }
                });
                let player = m.get("player").and_then(|n| {
                    let p = self.text(n, "pawn `player`")?;
                    if p.trim().is_empty() {
                        self.problem(n, "pawn `player`: the player's name is empty");
                        return None;
                    }
                    Some(p)
                });
                let face = m.get("face").and_then(|n| match &n.value {
                    Node::Int(f @ 1..=6) => Some(*f as u8),
                    Node::Str(t) if matches!(t.as_str(), "1" | "2" | "3" | "4" | "5" | "6") => {
                        t.parse().ok()
                    }
                    other => {
                        self.problem(
                            n,
                            format!(
                                "pawn `face`: must be a number 1..6, found {}",
                                describe(other)
                            ),
                        );
                        None
                    }
                });
                let (Some(name), Some(place_at)) = (name, at) else {
                    continue;
                };
                if let PawnPlace::At(sq) = place_at {
                    if !Self::place(
                        self,
                        &mut occupied,
                        &teleporters,
                        item,
                        sq,
                        format!("pawn {name}"),
                    ) {
                        continue;
                    }
                }
                if scenario.pawns.len() >= MAX_PAWNS {
                    self.problem(item, format!("too many pawns: at most {MAX_PAWNS}"));
                    continue;
                }
                board.add_pawn(place_at);
                scenario.pawns.push(PawnInfo { name, player, face });
            }
        }

        if let Some(node) = top.get("options") {
            if let Node::Map(entries) = &node.value {
                for (k, v) in entries {
                    let (Some(name), Some(value)) = (scalar(&k.value), scalar(&v.value)) else {
                        self.problem(k, "options: each entry is `name: value`");
                        continue;
                    };
                    if let Err(e) = scenario.options.set(&name, &value) {
                        let at = if matches!(e, crate::rules::OptionError::UnknownOption(_)) {
                            k
                        } else {
                            v
                        };
                        self.problem(at, e.to_string());
                    }
                }
            } else if !matches!(node.value, Node::Null) {
                self.problem(
                    node,
                    format!(
                        "`options` must be a map of `name: value`, found {}",
                        describe(&node.value)
                    ),
                );
            }
        }

        if let Some(sq) = endless_slide(&scenario.board) {
            let node = top.get("pools").copied().unwrap_or(root);
            self.problem(node, format!("the pools make an endless slide: a monster sliding from {sq} would cross the walls and slide forever"));
        }
        (scenario, extras)
    }

    /// Records `what` on `sq`, or reports the clash.
    fn place(
        &mut self,
        occupied: &mut BTreeMap<Square, Placed>,
        teleporters: &BTreeMap<Square, Placed>,
        node: &SNode,
        sq: Square,
        what: String,
    ) -> bool {
        if let Some(t) = teleporters.get(&sq) {
            self.problem(
                node,
                format!(
                    "a piece on a teleporter: {what} on {sq}, where {} stands{}",
                    t.what,
                    t.at()
                ),
            );
            return false;
        }
        if let Some(other) = occupied.get(&sq) {
            self.problem(
                node,
                format!(
                    "two pieces on one square: {what} and {}{} on {sq}",
                    other.what,
                    other.at()
                ),
            );
            return false;
        }
        occupied.insert(
            sq,
            Placed {
                what,
                line: node.referenced.line(),
                column: node.referenced.column(),
            },
        );
        true
    }

    fn pool_size(&mut self, node: &SNode) -> Option<(u8, u8)> {
        let s = self.text(node, "pool `size`")?;
        let parsed = s.split_once(['x', 'X']).and_then(|(w, h)| {
            let (w, h) = (w.trim().parse::<u8>().ok()?, h.trim().parse::<u8>().ok()?);
            (w >= 1 && h >= 1).then_some((w, h))
        });
        if parsed.is_none() {
            self.problem(
                node,
                format!("pool `size`: `{s}` is not WIDTHxHEIGHT, like 2x2 or 4x1"),
            );
        }
        parsed
    }
}

/// A pool square from which a sliding monster would never leave the pools (the slide wraps
/// through walls, M8, S4), if any. Pieces on the way cannot stop a slide, so this depends on
/// the pools alone.
pub fn endless_slide(board: &Board) -> Option<Square> {
    for start in board.pools() {
        for dir in Dir::ALL {
            let mut cur = start;
            let mut n = 0;
            loop {
                cur = cur.step(dir).unwrap_or(cur.mirror());
                n += 1;
                if !board.is_pool(cur) {
                    break;
                }
                if n > crate::geometry::CELLS {
                    return Some(start);
                }
            }
        }
    }
    None
}
