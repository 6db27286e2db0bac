//! Writing a game record: YAML through serde (serde-saphyr) in the form docs/FORMAT.md section 6
//! shows (one play a line). Files are written by [`crate::files::write_file`], safely.

use super::{Placed, Record, RecordSetup, THREE_PREY};
use crate::board::Piece;
use crate::pawn::Dest;
use crate::rules::Tile;
use crate::setup::Setup;
use serde::ser::{SerializeMap, Serializer};
use serde::Serialize;
use serde_saphyr::{FlowMap, FlowSeq};

/// A tile as written: a number of steps, or `prey-N`.
#[derive(Serialize)]
#[serde(untagged)]
enum TileOut {
    Steps(u8),
    Prey(String),
}

fn tile(t: Tile) -> TileOut {
    match t {
        Tile::Steps(n) => TileOut::Steps(n),
        Tile::Prey(_) => TileOut::Prey(t.to_string()),
    }
}

fn squares<T: ToString>(items: impl IntoIterator<Item = T>) -> FlowSeq<Vec<String>> {
    FlowSeq(items.into_iter().map(|s| s.to_string()).collect())
}

#[derive(Serialize)]
struct PlayOut {
    pawn: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    to: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    path: Option<FlowSeq<Vec<String>>>,
}

#[derive(Serialize)]
struct TurnOut {
    plays: Vec<FlowMap<PlayOut>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    tile: Option<TileOut>,
}

#[derive(Serialize)]
struct PlacementOut {
    by: String,
    piece: &'static str,
    at: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    size: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    arrow: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pair: Option<String>,
}

#[derive(Serialize)]
struct MonsterOut {
    at: String,
    facing: &'static str,
}

#[derive(Serialize)]
struct PivotOut {
    at: String,
    turn: &'static str,
}

#[derive(Serialize)]
struct TeleporterOut {
    at: String,
    arrow: &'static str,
    pair: String,
}

#[derive(Serialize)]
struct PoolOut {
    at: String,
    size: String,
}

#[derive(Serialize)]
struct BoardOut {
    #[serde(skip_serializing_if = "Option::is_none")]
    monster: Option<FlowMap<MonsterOut>>,
    stones: FlowSeq<Vec<String>>,
    crystals: FlowSeq<Vec<String>>,
    pivots: Vec<FlowMap<PivotOut>>,
    teleporters: Vec<FlowMap<TeleporterOut>>,
    pools: Vec<FlowMap<PoolOut>>,
}

/// Pairs written as a map in their order: the options that differ from their defaults (in the
/// order of the options table), the seats played by the program (in seating order).
struct OptionsOut<'a>(Vec<(&'a str, &'static str)>);

impl Serialize for OptionsOut<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(Some(self.0.len()))?;
        for (k, v) in &self.0 {
            m.serialize_entry(k, v)?;
        }
        m.end()
    }
}

#[derive(Serialize)]
struct RecordOut<'a> {
    players: FlowSeq<Vec<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    start: Option<String>,
    setup: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    seed: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    placements: Option<Vec<FlowMap<PlacementOut>>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    board: Option<BoardOut>,
    #[serde(skip_serializing_if = "Option::is_none")]
    variant: Option<FlowSeq<Vec<&'static str>>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    options: Option<FlowMap<OptionsOut<'static>>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    seats: Option<FlowMap<OptionsOut<'a>>>,
    turns: Vec<TurnOut>,
}

fn board_out(setup: &Setup) -> BoardOut {
    let of = |want: Piece| {
        squares(
            setup
                .pieces
                .iter()
                .filter(|p| p.piece == want)
                .map(|p| p.at),
        )
    };
    BoardOut {
        monster: setup.monster.at.map(|at| {
            FlowMap(MonsterOut {
                at: at.to_string(),
                facing: setup.monster.facing.name(),
            })
        }),
        stones: of(Piece::Stone),
        crystals: of(Piece::Crystal),
        pivots: setup
            .pieces
            .iter()
            .filter_map(|p| match p.piece {
                Piece::Pivot(k) => Some(FlowMap(PivotOut {
                    at: p.at.to_string(),
                    turn: k.name(),
                })),
                _ => None,
            })
            .collect(),
        teleporters: setup
            .teleporters
            .iter()
            .map(|t| {
                FlowMap(TeleporterOut {
                    at: t.at.to_string(),
                    arrow: t.arrow.name(),
                    pair: t.pair.clone(),
                })
            })
            .collect(),
        pools: setup
            .pools
            .iter()
            .map(|p| {
                FlowMap(PoolOut {
                    at: p.at.to_string(),
                    size: format!("{}x{}", p.width, p.height),
                })
            })
            .collect(),
    }
}

fn dests(path: &[Dest]) -> FlowSeq<Vec<String>> {
    squares(path.iter())
}

/// The record as YAML text (docs/FORMAT.md section 6): one play a line, options that differ from
/// their defaults only. Reading it back gives the same record.
pub fn to_yaml(record: &Record) -> String {
    let out = RecordOut {
        players: squares(record.players.iter()),
        start: record.start.clone(),
        setup: record.setup.name(),
        seed: record.seed,
        placements: match &record.setup {
            RecordSetup::Advanced(list) => Some(
                list.iter()
                    .map(|p| {
                        let (size, arrow, pair) = match &p.piece {
                            Placed::Piece(_) => (None, None, None),
                            Placed::Pool { width, height } => {
                                (Some(format!("{width}x{height}")), None, None)
                            }
                            Placed::Teleporter { arrow, pair } => {
                                (None, Some(arrow.name()), Some(pair.clone()))
                            }
                        };
                        FlowMap(PlacementOut {
                            by: p.by.clone(),
                            piece: p.piece.name(),
                            at: p.at.to_string(),
                            size,
                            arrow,
                            pair,
                        })
                    })
                    .collect(),
            ),
            _ => None,
        },
        board: match &record.setup {
            RecordSetup::Board(setup) => Some(board_out(setup)),
            _ => None,
        },
        variant: record.three_prey.then(|| FlowSeq(vec![THREE_PREY])),
        options: {
            let pairs: Vec<_> = record.options.non_default_pairs().collect();
            (!pairs.is_empty()).then_some(FlowMap(OptionsOut(pairs)))
        },
        seats: (!record.seats.is_empty()).then(|| {
            FlowMap(OptionsOut(
                record
                    .seats
                    .iter()
                    .map(|(p, level)| (p.as_str(), level.name()))
                    .collect(),
            ))
        }),
        turns: record
            .turns
            .iter()
            .map(|t| TurnOut {
                plays: t
                    .plays
                    .iter()
                    .map(|p| {
                        FlowMap(PlayOut {
                            pawn: p.pawn.clone(),
                            to: p.to.map(|d| d.to_string()),
                            path: p.path.as_deref().map(dests),
                        })
                    })
                    .collect(),
                tile: t.tile.map(tile),
            })
            .collect(),
    };
    // Lists indented under their key, as docs/FORMAT.md writes them.
    let options = serde_saphyr::ser_options! { compact_list_indent: false };
    // Plain data of strings and numbers: serialising it cannot fail.
    serde_saphyr::to_string_with_options(&out, options).unwrap_or_default()
}
