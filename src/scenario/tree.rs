//! The spanned YAML tree every file format of the crate is read into, and the helpers that
//! check its nodes: each node keeps its line and column, so every problem names its place, and
//! all problems are collected before anything is reported.

use super::{LoadError, Problem};
use crate::geometry::{Dir, Square};
use crate::i18n::speaking;
use crate::t;
use serde::de::{Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};
use serde_saphyr::Spanned;
use std::collections::BTreeMap;
use std::fmt;

/// The spanned YAML tree of `text`, or the YAML error with its place.
pub(crate) fn parse_tree(text: &str, file: &str) -> Result<SNode, LoadError> {
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
            let detail = match first.split_once(": ") {
                Some((head, rest)) if head.starts_with("line ") => rest,
                _ => first,
            };
            let (problem, (line, column)) = yaml_problem(detail, text, (line, column));
            let lang = speaking();
            let mut message = t!(lang, "load-yaml", problem = problem);
            if map_hint(text, line) {
                message = format!("{message} ({})", t!(lang, "load-yaml-map-hint"));
            }
            Err(LoadError {
                file: file.to_string(),
                problems: vec![Problem {
                    line,
                    column,
                    message,
                }],
            })
        }
    }
}

/// The YAML parser's error (`detail`, its own English words) in the file's terms and the
/// player's language, with the place to name: the parser's, but for a tab, the tab's own (the
/// parser names where the value before it started).
fn yaml_problem(detail: &str, text: &str, at: (u64, u64)) -> (String, (u64, u64)) {
    let lang = speaking();
    if detail.contains("found a tab") || detail.contains("tabs") {
        // The first tab on or after the line the parser names, where one is.
        let tab = text
            .lines()
            .enumerate()
            .skip(at.0.saturating_sub(1) as usize)
            .find_map(|(i, l)| {
                l.find('\t')
                    .map(|c| (i as u64 + 1, l[..c].chars().count() as u64 + 1))
            });
        return (t!(lang, "load-yaml-tab"), tab.unwrap_or(at));
    }
    let message = if let Some(rest) = detail.strip_prefix("unclosed bracket ") {
        let bracket = rest.trim_matches(|c| c == '\'' || c == '`');
        t!(lang, "load-yaml-unclosed-bracket", bracket = bracket)
    } else if detail.starts_with("misplaced bracket") {
        t!(lang, "load-yaml-misplaced-bracket")
    } else if detail.contains("mapping values are not allowed") {
        t!(lang, "load-yaml-colon")
    } else if detail.contains("quoted scalar") {
        t!(lang, "load-yaml-unclosed-quote")
    } else if detail.contains("did not find expected") {
        t!(lang, "load-yaml-indentation")
    } else if detail.contains("unknown anchor") {
        t!(lang, "load-yaml-unknown-anchor")
    } else if let Some(rest) = detail.strip_prefix("unexpected character: ") {
        let character = rest.trim_matches(|c| c == '\'' || c == '`');
        t!(lang, "load-yaml-character", character = character)
    } else if detail.contains("multiple YAML documents") {
        t!(lang, "load-yaml-second-document")
    } else {
        t!(lang, "load-yaml-other", detail = detail)
    };
    (message, at)
}

/// Whether a YAML error on `error_line` lies inside a drawn map written `map: |` with no
/// indentation indicator: YAML takes the block's indentation from its first line, and a board
/// drawn as `show` draws it starts with a line more indented than its rows.
fn map_hint(text: &str, error_line: u64) -> bool {
    let opens_map = |l: &str| {
        let t = l.trim();
        t.strip_prefix("map:")
            .map(str::trim_start)
            .is_some_and(|rest| matches!(rest, "|" | "|-" | "|+" | ">" | ">-" | ">+"))
    };
    let before = text
        .lines()
        .take(error_line.saturating_sub(1) as usize)
        .collect::<Vec<_>>();
    // The error lies in the block if every line after `map:` up to it is indented.
    before.iter().rposition(|l| opens_map(l)).is_some_and(|i| {
        before[i + 1..]
            .iter()
            .all(|l| l.starts_with(' ') || l.is_empty())
    })
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
/// Plain whole numbers (`3`) stay numbers. Aliases (`*name`) are resolved by the parser for
/// every kind of scalar and keep the value of the node they name.
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
                // An alias (`*f`) stands for the node it names, already resolved: keep it.
                .filter(|r| !r.is_empty() && !r.starts_with(['"', '\'', '*']));
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
    /// A whole number (every `i64` and `u64` fits).
    Int(i128),
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
        Ok(Node::Int(i128::from(v)))
    }
    fn visit_u64<E>(self, v: u64) -> Result<Node, E> {
        Ok(Node::Int(i128::from(v)))
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
        Node::Null => t!(speaking(), "load-found-nothing"),
        Node::Bool(b) => format!("`{b}`"),
        Node::Int(i) => format!("`{i}`"),
        Node::Float(x) => format!("`{x}`"),
        Node::Str(s) => format!("`{s}`"),
        Node::Seq(_) => t!(speaking(), "load-found-list"),
        Node::Map(_) => t!(speaking(), "load-found-map"),
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

    /// A problem at a line and column given directly (0, 0: not a place in the file).
    pub(crate) fn problem_at(&mut self, line: u64, column: u64, message: impl Into<String>) {
        self.problems.push(Problem {
            line,
            column,
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
            let found = describe(&node.value);
            self.problem(
                node,
                t!(speaking(), "load-not-map", what = what, found = found),
            );
            return None;
        };
        let mut out = BTreeMap::new();
        for (k, v) in entries {
            let Some(key) = scalar(&k.value) else {
                let found = describe(&k.value);
                self.problem(
                    k,
                    t!(speaking(), "load-key-not-word", what = what, found = found),
                );
                continue;
            };
            if !known.contains(&key.as_str()) {
                let known = known.join(", ");
                let problem = t!(
                    speaking(),
                    "load-unknown-key",
                    what = what,
                    key = &key,
                    known = known
                );
                self.problem(k, problem);
                continue;
            }
            if out.insert(key.clone(), v).is_some() {
                self.problem(k, t!(speaking(), "load-key-twice", what = what, key = &key));
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
            self.problem(
                owner,
                t!(speaking(), "load-missing-key", what = what, key = key),
            );
        }
        v
    }

    pub(crate) fn list<'a>(&mut self, node: &'a SNode, what: &str) -> &'a [SNode] {
        match &node.value {
            Node::Seq(items) => items,
            Node::Null => &[],
            other => {
                let found = describe(other);
                self.problem(
                    node,
                    t!(speaking(), "load-not-list", what = what, found = found),
                );
                &[]
            }
        }
    }

    pub(crate) fn text(&mut self, node: &SNode, what: &str) -> Option<String> {
        let s = scalar(&node.value);
        if s.is_none() {
            let found = describe(&node.value);
            self.problem(
                node,
                t!(speaking(), "load-not-word", what = what, found = found),
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
                t!(speaking(), "load-not-direction", what = what, text = &s),
            );
        }
        d
    }

    pub(crate) fn pool_size(&mut self, node: &SNode) -> Option<(u8, u8)> {
        let s = self.text(node, "pool `size`")?;
        let parsed = s.split_once(['x', 'X']).and_then(|(w, h)| {
            let (w, h) = (w.trim().parse::<u8>().ok()?, h.trim().parse::<u8>().ok()?);
            (w >= 1 && h >= 1).then_some((w, h))
        });
        if parsed.is_none() {
            self.problem(node, t!(speaking(), "load-pool-size", text = &s));
        }
        parsed
    }
}
