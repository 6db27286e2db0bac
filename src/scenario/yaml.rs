//! The scenario file's lists (docs/FORMAT.md section 1) read from the spanned tree into a
//! [`Setup`], with the place of every item, so the problems [`Setup::validate`] finds are
//! reported at the line and column where the item was written.

use super::tree::{describe, parse_tree, scalar, Loader, Node, SNode};
use super::{LoadError, Scenario};
use crate::board::{Piece, PivotKind};
use crate::i18n::speaking;
use crate::render::colour::Colour;
use crate::setup::{
    ErrorKind, Item, Layout, PawnSpec, PieceSpec, PoolSpec, Setup, SetupError, Spot, TeleporterSpec,
};
use crate::t;
use std::collections::BTreeMap;

/// The extra top-level entries of a file read by [`parse_with_extra`]: key -> spanned node.
pub(crate) type Extra<'a> = BTreeMap<String, &'a SNode>;

/// A place in the file: line and column, 1-based.
pub(crate) type Place = (u64, u64);

fn place(n: &SNode) -> Place {
    (n.referenced.line(), n.referenced.column())
}

/// Where a pawn's entry and its fields were written.
#[derive(Clone, Copy, Default)]
pub(crate) struct PawnPlaces {
    pub(crate) item: Place,
    pub(crate) name: Place,
    pub(crate) player: Option<Place>,
    pub(crate) face: Option<Place>,
}

/// Where each item of the setup was written.
#[derive(Default)]
pub(crate) struct Places {
    pub(crate) root: Place,
    pub(crate) layout: Option<Place>,
    pub(crate) monster_at: Option<Place>,
    pub(crate) pools_key: Option<Place>,
    pub(crate) pieces: Vec<Place>,
    pub(crate) teleporters: Vec<Place>,
    pub(crate) pools: Vec<Place>,
    pub(crate) pawns: Vec<PawnPlaces>,
    /// Teleporter pairs with a member refused before the setup was built: the pair's
    /// listed size, and where its first member was written.
    pub(crate) refused_pairs: BTreeMap<String, (usize, Place)>,
}

impl Places {
    /// Where `item` was written (the whole entry).
    pub(crate) fn of(&self, item: Item) -> Option<Place> {
        match item {
            Item::Layout | Item::BasicStone(_) | Item::BasicPool(_) => self.layout,
            Item::Monster => self.monster_at,
            Item::Piece(i) => self.pieces.get(i).copied(),
            Item::Teleporter(i) => self.teleporters.get(i).copied(),
            Item::Pool(i) => self.pools.get(i).copied(),
            Item::Pawn(i) => self.pawns.get(i).map(|p| p.item),
        }
    }

    /// Where the problem `e` is best pointed at: the field at fault, else the item.
    pub(crate) fn of_error(&self, e: &SetupError) -> Place {
        let pawn = match e.item {
            Item::Pawn(i) => self.pawns.get(i).copied(),
            _ => None,
        };
        let field = match (&e.kind, pawn) {
            (ErrorKind::PawnName | ErrorKind::DuplicatePawnName { .. }, Some(p)) => Some(p.name),
            (ErrorKind::Face(_), Some(p)) => p.face,
            (ErrorKind::EmptyPlayer, Some(p)) => p.player,
            (ErrorKind::EndlessSlide { .. }, _) => self.pools_key,
            _ => None,
        };
        field.or_else(|| self.of(e.item)).unwrap_or(self.root)
    }
}

/// The keys a scenario's top level may hold.
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
    "map",
    "legend",
];

/// Parses scenario text whose top level may also hold the keys `extra_keys` (a puzzle's
/// `puzzle:`). The scenario is checked as by [`super::parse`]; then `check` receives the same
/// [`Loader`] (so its problems carry line and column too), the setup as read, the scenario if
/// it is valid, and the extra entries present. Every problem of both parts is reported at
/// once, in file order; with any problem there is no result.
pub(crate) fn parse_with_extra<T>(
    text: &str,
    file: &str,
    extra_keys: &[&str],
    check: impl FnOnce(&mut Loader, &Setup, Option<&Scenario>, &Extra<'_>) -> T,
) -> Result<(Scenario, T), LoadError> {
    let tree = parse_tree(text, file)?;
    let mut loader = Loader::default();
    let (setup, places, extra) = read(&mut loader, &tree, extra_keys, text);
    let read_whole = loader.problems.is_empty();
    let scenario = match setup.validate() {
        Ok(s) => Some(s),
        Err(errors) => {
            report(&mut loader, &setup, &places, &errors);
            None
        }
    };
    let checked = check(
        &mut loader,
        &setup,
        scenario.as_ref().filter(|_| read_whole),
        &extra,
    );
    match scenario {
        Some(s) if loader.problems.is_empty() => Ok((s, checked)),
        _ => {
            let mut problems = loader.problems;
            problems.sort_by_key(|p| (p.line, p.column));
            problems.dedup();
            Err(LoadError {
                file: file.to_string(),
                problems,
            })
        }
    }
}

/// Adds the problems [`Setup::validate`] found, each at the place its item was written.
pub(crate) fn report(loader: &mut Loader, setup: &Setup, places: &Places, errors: &[SetupError]) {
    let line_of = |item: Item| places.of(item).map(|(l, _)| l).filter(|&l| l > 0);
    for e in errors {
        // A pair with a member refused earlier was reported by its listed size already.
        if let ErrorKind::PairSize { pair, .. } = &e.kind {
            if places.refused_pairs.contains_key(pair) {
                continue;
            }
        }
        let (line, column) = places.of_error(e);
        loader.problem_at(line, column, e.message(setup, &line_of));
    }
    for (pair, &(n, (line, column))) in &places.refused_pairs {
        if n != 2 {
            loader.problem_at(
                line,
                column,
                t!(speaking(), "load-pair-count", pair = pair, n = n),
            );
        }
    }
}

/// Reads the tree into a setup, reporting what the format itself refuses (unknown keys,
/// malformed values); items refused here are left out of the setup. `text` is the file's
/// text, for a drawn map ([`super::map`]).
pub(crate) fn read<'a>(
    l: &mut Loader,
    root: &'a SNode,
    extra_keys: &[&str],
    text: &str,
) -> (Setup, Places, Extra<'a>) {
    let mut setup = Setup::default();
    let mut places = Places {
        root: place(root),
        ..Places::default()
    };
    if matches!(root.value, Node::Null) {
        // A truncated or empty file must not pass for an empty board.
        l.problem_at(
            1,
            1,
            "the file holds no scenario: it is empty, only comments, or `~` (an empty board is written `monster: { at: a1 }`)",
        );
        return (setup, places, Extra::new());
    }
    let known: Vec<&str> = TOP.iter().chain(extra_keys).copied().collect();
    let Some(mut top) = l.map(root, &t!(speaking(), "load-what-scenario"), &known) else {
        return (setup, places, Extra::new());
    };
    let extras: Extra<'a> = extra_keys
        .iter()
        .filter_map(|k| top.remove_entry(*k))
        .collect();

    if let Some(t) = top.get("title") {
        setup.title = l.text(t, "title");
    }
    if let Some(t) = top.get("tile") {
        if let Some(s) = l.text(t, "tile") {
            match s.parse() {
                Ok(tile) => setup.tile = Some(tile),
                Err(e) => l.problem(t, e.to_string()),
            }
        }
    }
    if let Some(s) = top.get("setup") {
        match l.text(s, "setup").as_deref() {
            Some("basic") => setup.layout = Layout::Basic,
            Some("advanced") => setup.layout = Layout::Advanced,
            Some(other) => l.problem(s, t!(speaking(), "load-setup-unknown", text = other)),
            None => {}
        }
        places.layout = Some(place(s));
    }
    if let Some(list) = top.get("pools") {
        places.pools_key = Some(place(list));
        for item in l.list(list, "pools") {
            let Some(m) = l.map(item, &t!(speaking(), "load-what-pool"), &["at", "size"]) else {
                continue;
            };
            let at = l
                .required(&m, item, &t!(speaking(), "load-what-pool"), "at")
                .and_then(|n| l.square(n, "pool `at`"));
            let size = l
                .required(&m, item, &t!(speaking(), "load-what-pool"), "size")
                .and_then(|n| l.pool_size(n));
            if let (Some(at), Some((width, height))) = (at, size) {
                setup.pools.push(PoolSpec { at, width, height });
                places.pools.push(place(item));
            }
        }
    }
    if let Some(list) = top.get("teleporters") {
        let mut listed: BTreeMap<String, (usize, Place, bool)> = BTreeMap::new();
        for item in l.list(list, "teleporters") {
            let Some(m) = l.map(
                item,
                &t!(speaking(), "load-what-teleporter"),
                &["at", "arrow", "pair"],
            ) else {
                continue;
            };
            let at = l
                .required(&m, item, &t!(speaking(), "load-what-teleporter"), "at")
                .and_then(|n| l.square(n, "teleporter `at`"));
            let arrow = l
                .required(&m, item, &t!(speaking(), "load-what-teleporter"), "arrow")
                .and_then(|n| l.dir(n, "teleporter `arrow`"));
            let pair = l
                .required(&m, item, &t!(speaking(), "load-what-teleporter"), "pair")
                .and_then(|n| l.text(n, "teleporter `pair`"));
            let Some(pair) = pair else { continue };
            let entry = listed
                .entry(pair.clone())
                .or_insert((0, place(item), false));
            entry.0 += 1;
            match (at, arrow) {
                (Some(at), Some(arrow)) => {
                    setup.teleporters.push(TeleporterSpec { at, arrow, pair });
                    places.teleporters.push(place(item));
                }
                // Refused here, it still counts in its pair.
                _ => entry.2 = true,
            }
        }
        places.refused_pairs = listed
            .into_iter()
            .filter(|(_, (_, _, refused))| *refused)
            .map(|(pair, (n, at, _))| (pair, (n, at)))
            .collect();
    }
    for (key, piece) in [("stones", Piece::Stone), ("crystals", Piece::Crystal)] {
        let Some(list) = top.get(key) else { continue };
        for item in l.list(list, key) {
            if let Some(at) = l.square(item, &t!(speaking(), "load-what-square-in", key = key)) {
                setup.pieces.push(PieceSpec { at, piece });
                places.pieces.push(place(item));
            }
        }
    }
    if let Some(list) = top.get("pivots") {
        for item in l.list(list, "pivots") {
            let Some(m) = l.map(item, &t!(speaking(), "load-what-pivot"), &["at", "turn"]) else {
                continue;
            };
            let at = l
                .required(&m, item, &t!(speaking(), "load-what-pivot"), "at")
                .and_then(|n| l.square(n, "pivot `at`"));
            let turn = l
                .required(&m, item, &t!(speaking(), "load-what-pivot"), "turn")
                .and_then(|n| {
                    let s = l.text(n, "pivot `turn`")?;
                    match s.as_str() {
                        "right" => Some(PivotKind::Right),
                        "around" => Some(PivotKind::Around),
                        _ => {
                            l.problem(n, t!(speaking(), "load-pivot-turn", text = &s));
                            None
                        }
                    }
                });
            if let (Some(at), Some(kind)) = (at, turn) {
                setup.pieces.push(PieceSpec {
                    at,
                    piece: Piece::Pivot(kind),
                });
                places.pieces.push(place(item));
            }
        }
    }
    if let Some(node) = top.get("monster") {
        if let Node::Str(text) = &node.value {
            // `monster: f5 north`: say the form, with the square and heading given if they are.
            let mut words = text.split_whitespace();
            let (at, facing) = match (words.next(), words.next(), words.next()) {
                (Some(a), Some(f), None)
                    if a.parse::<crate::geometry::Square>().is_ok()
                        && crate::geometry::Dir::parse(f).is_some() =>
                {
                    (a.to_string(), f.to_string())
                }
                _ => ("f5".to_string(), "north".to_string()),
            };
            l.problem(
                node,
                t!(
                    speaking(),
                    "load-monster-form",
                    at = at,
                    facing = facing,
                    found = describe(&node.value)
                ),
            );
        } else if let Some(m) = l.map(
            node,
            &t!(speaking(), "load-what-monster"),
            &["at", "facing"],
        ) {
            if let Some(n) = m.get("at") {
                if let Some(sq) = l.square(n, "monster `at`") {
                    setup.monster.at = Some(sq);
                    places.monster_at = Some(place(n));
                }
            }
            if let Some(d) = m.get("facing").and_then(|n| l.dir(n, "monster `facing`")) {
                setup.monster.facing = d;
            }
        }
    }
    if let Some(list) = top.get("pawns") {
        for item in l.list(list, "pawns") {
            if let Some((pawn, at)) = read_pawn(l, item) {
                if let Some((colour, node)) = pawn_colour(l, item, pawn.player.as_deref()) {
                    let player = pawn.player.clone().unwrap_or_default();
                    let given = setup
                        .colors
                        .iter()
                        .find(|(p, _)| crate::position::same_player(p, &player));
                    match given {
                        Some((_, c)) if *c != colour => {
                            let problem = t!(
                                speaking(),
                                "load-color-twice",
                                player = &player,
                                first = c.name(),
                                second = colour.name()
                            );
                            l.problem(node, problem);
                        }
                        Some(_) => {}
                        None => setup.colors.push((player, colour)),
                    }
                }
                setup.pawns.push(pawn);
                places.pawns.push(at);
            }
        }
    }
    if let Some(node) = top.get("options") {
        if let Node::Map(entries) = &node.value {
            for (k, v) in entries {
                let (Some(name), Some(value)) = (scalar(&k.value), scalar(&v.value)) else {
                    l.problem(k, t!(speaking(), "load-option-entry"));
                    continue;
                };
                if let Err(e) = setup.options.set(&name, &value) {
                    let at = if matches!(e, crate::rules::OptionError::UnknownOption(_)) {
                        k
                    } else {
                        v
                    };
                    l.problem(at, e.to_string());
                }
            }
        } else if !matches!(node.value, Node::Null) {
            let found = describe(&node.value);
            l.problem(node, t!(speaking(), "load-options-not-map", found = found));
        }
    }
    match (top.get("map"), top.get("legend")) {
        (Some(map), legend) => {
            let list_players: Vec<String> = setup
                .pawns
                .iter()
                .filter_map(|p| p.player.clone())
                .collect();
            let drawn = super::map::read(l, map, legend.copied(), text, &list_players);
            add_drawn(
                l,
                &mut setup,
                &mut places,
                drawn,
                top.get("monster").copied(),
            );
        }
        (None, Some(legend)) => l.problem(legend, t!(speaking(), "load-legend-no-map")),
        (None, None) => {}
    }
    (setup, places, extras)
}

/// Puts a drawn map's items before the lists' (the map's pawns get the first ids), with
/// their places; the monster drawn and given in `monster:` is a conflict.
fn add_drawn(
    l: &mut Loader,
    setup: &mut Setup,
    places: &mut Places,
    drawn: super::map::Drawn,
    monster_key: Option<&SNode>,
) {
    fn before<T, U>(items: &mut Vec<T>, at: &mut Vec<U>, drawn: Vec<(T, U)>) {
        let (mut new, mut new_at): (Vec<T>, Vec<U>) = drawn.into_iter().unzip();
        new.append(items);
        new_at.append(at);
        *items = new;
        *at = new_at;
    }
    if let Some((monster, (line, column))) = drawn.monster {
        match monster_key {
            Some(key) => l.problem_at(
                line,
                column,
                t!(
                    speaking(),
                    "load-monster-twice",
                    line = key.referenced.line()
                ),
            ),
            None => {
                setup.monster = monster;
                places.monster_at = Some((line, column));
            }
        }
    }
    before(&mut setup.pieces, &mut places.pieces, drawn.pieces);
    before(
        &mut setup.teleporters,
        &mut places.teleporters,
        drawn.teleporters,
    );
    before(&mut setup.pools, &mut places.pools, drawn.pools);
    before(&mut setup.pawns, &mut places.pawns, drawn.pawns);
}

/// A pawn's `face`: a number (checked to be 1..6 by the setup), or `None` (reported).
pub(crate) fn face(l: &mut Loader, n: &SNode) -> Option<u8> {
    match &n.value {
        Node::Int(f @ 0..=255) => Some(*f as u8),
        Node::Str(t) if t.len() == 1 && t.as_bytes()[0].is_ascii_digit() => t.parse().ok(),
        other => {
            let found = describe(other);
            l.problem(n, t!(speaking(), "load-face", found = found));
            None
        }
    }
}

/// The colour a pawn's `color:` gives its player (with the node, for a later error), if it
/// has one that reads; a colour that is no colour word, or a pawn without a player, is
/// reported.
fn pawn_colour<'n>(
    l: &mut Loader,
    item: &'n SNode,
    player: Option<&str>,
) -> Option<(Colour, &'n SNode)> {
    let Node::Map(entries) = &item.value else {
        return None;
    };
    let node = entries
        .iter()
        .find(|(k, _)| scalar(&k.value).as_deref() == Some("color"))
        .map(|(_, v)| v)?;
    let word = l.text(node, "pawn `color`")?;
    let Some(colour) = Colour::named(&word) else {
        let colours: Vec<&str> = Colour::ALL.iter().map(|c| c.name()).collect();
        let problem = t!(
            speaking(),
            "load-color-unknown",
            word = &word,
            colours = colours.join(", ")
        );
        l.problem(node, problem);
        return None;
    };
    if player.is_none() {
        l.problem(node, t!(speaking(), "load-color-no-player"));
        return None;
    }
    Some((colour, node))
}

/// One entry of `pawns:`; `None` (reported) if its name or place cannot be read.
fn read_pawn(l: &mut Loader, item: &SNode) -> Option<(PawnSpec, PawnPlaces)> {
    let m = l.map(
        item,
        &t!(speaking(), "load-what-pawn"),
        &["name", "at", "player", "face", "color"],
    )?;
    let name_node = l.required(&m, item, &t!(speaking(), "load-what-pawn"), "name");
    let name = name_node.and_then(|n| l.text(n, "pawn `name`"));
    let at = l
        .required(&m, item, &t!(speaking(), "load-what-pawn"), "at")
        .and_then(|n| {
            let s = l.text(n, "pawn `at`")?;
            if s == "waiting" {
                return Some(Spot::Waiting);
            }
            match s.parse() {
                Ok(sq) => Some(Spot::At(sq)),
                Err(e) => {
                    l.problem(n, t!(speaking(), "load-pawn-at", problem = e.to_string()));
                    None
                }
            }
        });
    let player = m.get("player").and_then(|n| l.text(n, "pawn `player`"));
    let face = m.get("face").and_then(|n| face(l, n));
    let places = PawnPlaces {
        item: place(item),
        name: name_node.map_or(place(item), place),
        player: m.get("player").map(|n| place(n)),
        face: m.get("face").map(|n| place(n)),
    };
    // A pawn whose place was refused still has its name, player and face checked (a second
    // pawn of the same name is a duplicate): it stands in, waiting, for a setup that will not
    // validate anyway, since its place was reported.
    Some((
        PawnSpec {
            name: name?,
            at: at.unwrap_or(Spot::Waiting),
            player,
            face,
        },
        places,
    ))
}
