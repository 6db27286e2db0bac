//! Scenario files written through serde (serde-saphyr), never by hand: the lists of docs/FORMAT.md
//! section 1 in the style of the bundled files — flow lists and maps on one line each
//! (`stones: [c3, n6]`, `- {at: k6, size: 2x2}`), quoted titles, and a drawn map as a literal
//! block. Whatever is written loads back to the same scenario.
//!
//! ```
//! use furunkulus::scenario;
//! use furunkulus::setup::{PawnSpec, Setup};
//! let mut setup = Setup::basic();
//! setup.title = Some("Two pawns".into());
//! setup.pawns.push(PawnSpec::at("A", "j2".parse().unwrap()));
//! let text = scenario::write_yaml(&setup);
//! assert_eq!(text, "title: \"Two pawns\"\nsetup: basic\npawns:\n  - {name: A, at: j2}\n");
//! assert_eq!(scenario::parse(&text, "x.yaml").unwrap().setup(), &setup);
//! ```

use crate::board::Piece;
use crate::geometry::Square;
use crate::render::colour::Colour;
use crate::rules::{Options, Tile};
use crate::setup::{MonsterSpec, PawnSpec, PoolSpec, Setup, Spot, TeleporterSpec};
use serde::ser::{Serialize, SerializeMap, Serializer};
use serde_saphyr::{DoubleQuoted, FlowMap, FlowSeq, LitString};

/// The scenario as YAML lists (docs/FORMAT.md section 1): title, tile, setup, monster, stones,
/// crystals, pivots, teleporters, pools, pawns and the options that differ from their
/// defaults, in that order; empty lists are left out, and each list keeps the setup's order.
/// Loading the text gives back `setup`, except that pieces come back grouped by kind (stones,
/// crystals, then pivots).
pub fn write_yaml(setup: &Setup) -> String {
    to_yaml(&ScenarioDoc::lists(setup))
}

/// Serializes a document in the crate's style.
pub(crate) fn to_yaml<T: Serialize>(doc: &T) -> String {
    let options = serde_saphyr::ser_options! {
        // Lists indented under their key, as in the bundled files.
        compact_list_indent: false,
        // Long titles stay on one quoted line; the map is a literal block by its wrapper.
        prefer_block_scalars: false,
    };
    // serde-saphyr fails only on a misuse of its anchors, tags or options; these documents
    // hold plain scalars, flow wrappers and one literal block.
    serde_saphyr::to_string_with_options(doc, options).expect("a scenario document is plain YAML")
}

/// A tile as written in a file: a number of steps, or `prey-N`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct TileValue(pub(crate) Tile);

impl Serialize for TileValue {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self.0 {
            Tile::Steps(n) => s.serialize_u8(n),
            prey => s.collect_str(&prey),
        }
    }
}

/// A map written in the order of its entries.
#[derive(Clone, Debug)]
pub(crate) struct Entries<V>(pub(crate) Vec<(String, V)>);

impl<V> Default for Entries<V> {
    fn default() -> Self {
        Entries(Vec::new())
    }
}

impl<V: Serialize> Serialize for Entries<V> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(Some(self.0.len()))?;
        for (k, v) in &self.0 {
            m.serialize_entry(k, v)?;
        }
        m.end()
    }
}

/// The top level of a scenario file. A drawn map's writer fills `map` and `legend` and lists
/// only what the map cannot show; the puzzle writer flattens it beside its `puzzle:` section.
#[derive(serde::Serialize, Default)]
pub(crate) struct ScenarioDoc {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) title: Option<DoubleQuoted<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) tile: Option<TileValue>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) setup: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) map: Option<LitString>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) legend: Option<LegendDoc>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) monster: Option<FlowMap<MonsterDoc>>,
    #[serde(skip_serializing_if = "Vec::is_empty", serialize_with = "flow_seq")]
    pub(crate) stones: Vec<String>,
    #[serde(skip_serializing_if = "Vec::is_empty", serialize_with = "flow_seq")]
    pub(crate) crystals: Vec<String>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub(crate) pivots: Vec<FlowMap<PivotDoc>>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub(crate) teleporters: Vec<FlowMap<TeleporterDoc>>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub(crate) pools: Vec<FlowMap<PoolDoc>>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub(crate) pawns: Vec<FlowMap<PawnDoc>>,
    #[serde(skip_serializing_if = "is_empty_entries")]
    pub(crate) options: Entries<&'static str>,
}

fn flow_seq<S: Serializer>(v: &[String], s: S) -> Result<S::Ok, S::Error> {
    FlowSeq(v).serialize(s)
}

fn flow_map<V: Serialize, S: Serializer>(v: &Entries<V>, s: S) -> Result<S::Ok, S::Error> {
    FlowMap(v).serialize(s)
}

fn is_empty_entries<V>(v: &Entries<V>) -> bool {
    v.0.is_empty()
}

/// `legend:` of a drawn map: teleporter letters and pawn labels.
#[derive(serde::Serialize, Default)]
pub(crate) struct LegendDoc {
    #[serde(skip_serializing_if = "is_empty_entries", serialize_with = "flow_map")]
    pub(crate) teleporters: Entries<String>,
    #[serde(skip_serializing_if = "is_empty_entries")]
    pub(crate) pawns: Entries<FlowMap<LegendPawnDoc>>,
}

/// One pawn of the legend: what its label stands for.
#[derive(serde::Serialize)]
pub(crate) struct LegendPawnDoc {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) name: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) at: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) player: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) face: Option<u8>,
}

#[derive(serde::Serialize)]
pub(crate) struct MonsterDoc {
    #[serde(skip_serializing_if = "Option::is_none")]
    at: Option<String>,
    facing: &'static str,
}

#[derive(serde::Serialize)]
pub(crate) struct PivotDoc {
    at: String,
    turn: &'static str,
}

#[derive(serde::Serialize)]
pub(crate) struct TeleporterDoc {
    at: String,
    arrow: &'static str,
    pair: String,
}

#[derive(serde::Serialize)]
pub(crate) struct PoolDoc {
    at: String,
    size: String,
}

#[derive(serde::Serialize)]
pub(crate) struct PawnDoc {
    name: String,
    at: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    player: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    face: Option<u8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    color: Option<&'static str>,
}

/// A pawn's place as written: a square or `waiting`.
pub(crate) fn spot_text(spot: Spot) -> String {
    match spot {
        Spot::At(sq) => sq.to_string(),
        Spot::Waiting => "waiting".into(),
    }
}

impl ScenarioDoc {
    /// Everything of `setup` as lists.
    pub(crate) fn lists(setup: &Setup) -> ScenarioDoc {
        let mut doc = ScenarioDoc {
            title: setup.title.clone().map(DoubleQuoted),
            tile: setup.tile.map(TileValue),
            setup: setup.layout.name(),
            ..ScenarioDoc::default()
        };
        doc.set_monster(setup.monster);
        doc.set_options(&setup.options);
        for p in &setup.pieces {
            doc.add_piece(p.at, p.piece);
        }
        setup.teleporters.iter().for_each(|t| doc.add_teleporter(t));
        setup.pools.iter().for_each(|p| doc.add_pool(p));
        setup
            .pawns
            .iter()
            .for_each(|p| doc.add_pawn(p, &setup.colors));
        doc
    }

    /// `monster:`, unless it is the default (a1 when no square is given, facing east).
    pub(crate) fn set_monster(&mut self, m: MonsterSpec) {
        let default = MonsterSpec::default();
        self.monster = (m != default).then(|| {
            FlowMap(MonsterDoc {
                at: m.at.map(|s| s.to_string()),
                facing: m.facing.name(),
            })
        });
    }

    /// `options:`, the ones that differ from their defaults, in table order.
    pub(crate) fn set_options(&mut self, options: &Options) {
        self.options = Entries(
            options
                .non_default_pairs()
                .map(|(name, value)| (name.to_string(), value))
                .collect(),
        );
    }

    pub(crate) fn add_piece(&mut self, at: Square, piece: Piece) {
        match piece {
            Piece::Stone => self.stones.push(at.to_string()),
            Piece::Crystal => self.crystals.push(at.to_string()),
            Piece::Pivot(kind) => self.pivots.push(FlowMap(PivotDoc {
                at: at.to_string(),
                turn: kind.name(),
            })),
        }
    }

    pub(crate) fn add_teleporter(&mut self, t: &TeleporterSpec) {
        self.teleporters.push(FlowMap(TeleporterDoc {
            at: t.at.to_string(),
            arrow: t.arrow.name(),
            pair: t.pair.clone(),
        }));
    }

    pub(crate) fn add_pool(&mut self, p: &PoolSpec) {
        self.pools.push(FlowMap(PoolDoc {
            at: p.at.to_string(),
            size: format!("{}x{}", p.width, p.height),
        }));
    }

    /// A pawn, with its player's colour if the player was given one (on each of its pawns).
    pub(crate) fn add_pawn(&mut self, p: &PawnSpec, colors: &[(String, Colour)]) {
        let color = p.player.as_deref().and_then(|pl| {
            colors
                .iter()
                .find(|(c, _)| crate::position::same_player(c, pl))
                .map(|(_, c)| c.name())
        });
        self.pawns.push(FlowMap(PawnDoc {
            name: p.name.clone(),
            at: spot_text(p.at),
            player: p.player.clone(),
            face: p.face,
            color,
        }));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::PivotKind;
    use crate::geometry::Dir;

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    #[test]
    fn every_list_is_written_in_the_bundled_style() {
        let mut setup = Setup {
            title: Some("A \"quoted\" title: with a colon".into()),
            tile: Some(Tile::Prey(2)),
            monster: MonsterSpec {
                at: Some(sq("j8")),
                facing: Dir::West,
            },
            ..Setup::default()
        };
        setup.pieces = vec![
            crate::setup::PieceSpec {
                at: sq("n6"),
                piece: Piece::Stone,
            },
            crate::setup::PieceSpec {
                at: sq("k5"),
                piece: Piece::Crystal,
            },
            crate::setup::PieceSpec {
                at: sq("k8"),
                piece: Piece::Pivot(PivotKind::Around),
            },
        ];
        setup.teleporters = ["j5", "o7"]
            .iter()
            .map(|s| TeleporterSpec {
                at: sq(s),
                arrow: Dir::South,
                pair: "yellow".into(),
            })
            .collect();
        setup.pools.push(PoolSpec {
            at: sq("k6"),
            width: 2,
            height: 2,
        });
        setup.pawns.push(PawnSpec {
            name: "N".into(),
            at: Spot::Waiting,
            player: Some("red".into()),
            face: Some(3),
        });
        setup.options.set("pivot-chain", "push").unwrap();
        let text = write_yaml(&setup);
        assert_eq!(
            text,
            "title: \"A \\\"quoted\\\" title: with a colon\"\n\
             tile: prey-2\n\
             monster: {at: j8, facing: west}\n\
             stones: [n6]\n\
             crystals: [k5]\n\
             pivots:\n  - {at: k8, turn: around}\n\
             teleporters:\n  - {at: j5, arrow: south, pair: yellow}\n  - {at: o7, arrow: south, pair: yellow}\n\
             pools:\n  - {at: k6, size: 2x2}\n\
             pawns:\n  - {name: \"N\", at: waiting, player: red, face: 3}\n\
             options:\n  pivot-chain: push\n"
        );
        let back = crate::scenario::parse(&text, "x.yaml").unwrap();
        assert_eq!(back.setup(), &setup);
    }

    #[test]
    fn a_default_monster_and_an_empty_setup_write_nothing() {
        assert_eq!(write_yaml(&Setup::default()), "{}\n");
        let setup = Setup {
            tile: Some(Tile::Steps(8)),
            ..Setup::default()
        };
        assert_eq!(write_yaml(&setup), "tile: 8\n");
    }
}
