//! Writing a scenario as a drawn map, and the canonical setup a map keeps.

use crate::board::Piece;
use crate::drawing::{self, Glyph};
use crate::geometry::{Dir, Square};
use crate::scenario::write::{spot_text, to_yaml, Entries, LegendDoc, LegendPawnDoc, ScenarioDoc};
use crate::scenario::Scenario;
use crate::setup::{basic, Layout, PieceSpec, PoolSpec, Spot};
use serde_saphyr::{FlowMap, LitString};
use std::collections::{BTreeMap, BTreeSet};

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
        tile: setup.tile.map(crate::scenario::write::TileValue),
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
