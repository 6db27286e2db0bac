//! The map's `legend:`: teleporter letters, the pawns a label cannot say, the players the
//! letters of drawn labels name.

use crate::drawing;
use crate::geometry::Square;
use crate::i18n::speaking;
use crate::scenario::tree::{describe, scalar, Loader, Node, SNode};
use crate::scenario::yaml::{face, Place};
use crate::setup::Spot;
use crate::t;

/// One pawn of the legend, as read.
pub(super) struct LegendPawn {
    pub(super) key: String,
    pub(super) key_place: Place,
    pub(super) name: Option<(String, Place)>,
    pub(super) at: Option<Spot>,
    pub(super) player: Option<(String, Place)>,
    pub(super) face: Option<(u8, Place)>,
}

/// The legend, as read.
#[derive(Default)]
pub(super) struct Legend {
    /// Letter, pair name, where the letter was written; `None` if the legend names no
    /// teleporters (the letter is then `T`).
    pub(super) teleporters: Option<Vec<(char, String, Place)>>,
    pub(super) pawns: Vec<LegendPawn>,
    /// `players:`: who the letters of drawn labels (`R5`) may name.
    pub(super) players: Vec<String>,
}

impl Legend {
    pub(super) fn is_teleporter(&self, c: char) -> bool {
        match &self.teleporters {
            None => c == drawing::TELEPORTER,
            Some(letters) => letters.iter().any(|(l, _, _)| *l == c),
        }
    }

    pub(super) fn pair(&self, c: char) -> String {
        self.teleporters
            .iter()
            .flatten()
            .find(|(l, _, _)| *l == c)
            .map_or_else(|| c.to_string(), |(_, name, _)| name.clone())
    }
}

/// Reads `legend:`.
pub(super) fn read_legend(l: &mut Loader, node: &SNode) -> Legend {
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
