//! [`Setup::validate`]: every check of a setup, in one pass, and the scenario it builds.

use super::{advanced, basic, is_pawn_name, ErrorKind, Item, Layout, Setup, SetupError, Spot};
use crate::board::{Board, Occupant, PawnPlace, Piece};
use crate::geometry::{Dir, Square, CELLS};
use crate::position::{Pawn, Position};
use crate::scenario::Scenario;
use std::collections::BTreeMap;

impl Setup {
    /// Checks everything and builds the scenario, or returns every problem found, in the
    /// order of the checks (pools, teleporters, pieces, the monster, pawns; then the layout's
    /// own rules). Nothing is half-built: with any problem there is no scenario.
    pub fn validate(&self) -> Result<Scenario, Vec<SetupError>> {
        let mut v = Validation {
            setup: self,
            errors: Vec::new(),
            board: Board::empty(),
            occupied: Cells::default(),
            pools: Cells::default(),
            teleporters: Cells::default(),
        };
        v.layout();
        v.pools();
        v.teleporters();
        v.pieces();
        v.monster();
        let pawns = v.pawns();
        if let Some(square) = endless_slide(&v.board) {
            let item = v.pools.get(&square).copied().unwrap_or(Item::Layout);
            v.error(item, ErrorKind::EndlessSlide { square });
        }
        if self.layout == Layout::Advanced {
            let errors = advanced::check_setup(self);
            v.errors.extend(errors);
        }
        if v.errors.is_empty() {
            let pairs = self
                .teleporters
                .iter()
                .map(|t| (t.at, t.pair.clone()))
                .collect();
            let position = Position::new(v.board, pawns)
                .with_pair_names(pairs)
                .with_colors(self.colors.clone());
            Ok(Scenario::new(self.clone(), position))
        } else {
            Err(v.errors)
        }
    }
}

/// The state of one [`Setup::validate`].
struct Validation<'a> {
    setup: &'a Setup,
    errors: Vec<SetupError>,
    board: Board,
    /// What stands on each square (pieces, the monster, pawns).
    occupied: Cells,
    pools: Cells,
    teleporters: Cells,
}

/// The item on each square, if any.
struct Cells([Option<Item>; CELLS]);

impl Default for Cells {
    fn default() -> Cells {
        Cells([None; CELLS])
    }
}

impl Cells {
    fn get(&self, sq: &Square) -> Option<&Item> {
        self.0[sq.index()].as_ref()
    }
    fn insert(&mut self, sq: Square, item: Item) {
        self.0[sq.index()] = Some(item);
    }
}

impl Validation<'_> {
    fn error(&mut self, item: Item, kind: ErrorKind) {
        self.errors.push(SetupError { item, kind });
    }

    fn layout(&mut self) {
        if self.setup.layout != Layout::Basic {
            return;
        }
        for (i, sq) in basic::STONES.iter().enumerate() {
            self.board.put_piece(*sq, Piece::Stone);
            self.occupied.insert(*sq, Item::BasicStone(i));
        }
        for (i, pool) in basic::POOLS.iter().enumerate() {
            for sq in pool.squares().unwrap_or_default() {
                self.board.put_pool(sq);
                self.pools.insert(sq, Item::BasicPool(i));
            }
        }
    }

    /// Pools first: pieces may stand on them, teleporters may not.
    fn pools(&mut self) {
        for (i, pool) in self.setup.pools.iter().enumerate() {
            let me = Item::Pool(i);
            if pool.width == 0 || pool.height == 0 {
                self.error(me, ErrorKind::PoolSize);
                continue;
            }
            let Some(squares) = pool.squares() else {
                self.error(me, ErrorKind::PoolDoesNotFit);
                continue;
            };
            if let Some((square, other)) = squares
                .iter()
                .find_map(|&s| self.pools.get(&s).map(|&o| (s, o)))
            {
                self.error(me, ErrorKind::OverlappingPools { square, other });
                continue;
            }
            for sq in squares {
                self.board.put_pool(sq);
                self.pools.insert(sq, me);
            }
        }
    }

    fn teleporters(&mut self) {
        let mut pairs: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
        let mut accepted: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
        for (i, t) in self.setup.teleporters.iter().enumerate() {
            let me = Item::Teleporter(i);
            // A teleporter refused for its square still counts in its pair.
            pairs.entry(t.pair.as_str()).or_default().push(i);
            if let Some(&other) = self.occupied.get(&t.at) {
                self.error(
                    me,
                    ErrorKind::TeleporterUnderPiece {
                        square: t.at,
                        other,
                    },
                );
                continue;
            }
            if let Some(&pool) = self.pools.get(&t.at) {
                self.error(me, ErrorKind::TeleporterOnPool { square: t.at, pool });
                continue;
            }
            if let Some(&other) = self.teleporters.get(&t.at) {
                self.error(
                    me,
                    ErrorKind::TwoTeleporters {
                        square: t.at,
                        other,
                    },
                );
                continue;
            }
            self.teleporters.insert(t.at, me);
            accepted.entry(t.pair.as_str()).or_default().push(i);
        }
        for (pair, members) in &pairs {
            match (members.as_slice(), accepted.get(pair).map(Vec::as_slice)) {
                ([_, _], Some(&[a, b])) => {
                    let (first, second) = (&self.setup.teleporters[a], &self.setup.teleporters[b]);
                    if !self
                        .board
                        .put_teleporters((first.at, first.arrow), (second.at, second.arrow))
                    {
                        self.error(Item::Teleporter(a), ErrorKind::TooManyTeleporters);
                    }
                }
                ([_, _], _) => {} // a member was refused, and said so
                (all, _) => self.error(
                    Item::Teleporter(all[0]),
                    ErrorKind::PairSize {
                        pair: pair.to_string(),
                        count: all.len(),
                        squares: all.iter().map(|&i| self.setup.teleporters[i].at).collect(),
                    },
                ),
            }
        }
    }

    /// Records `item` on `sq`, or reports the clash; true if placed.
    fn place(&mut self, item: Item, sq: Square) -> bool {
        if let Some(&teleporter) = self.teleporters.get(&sq) {
            self.error(
                item,
                ErrorKind::OnTeleporter {
                    square: sq,
                    teleporter,
                },
            );
            return false;
        }
        if let Some(&other) = self.occupied.get(&sq) {
            self.error(item, ErrorKind::TwoOnOneSquare { square: sq, other });
            return false;
        }
        self.occupied.insert(sq, item);
        true
    }

    fn pieces(&mut self) {
        for (i, p) in self.setup.pieces.iter().enumerate() {
            if self.place(Item::Piece(i), p.at) {
                self.board.put_piece(p.at, p.piece);
            }
        }
    }

    fn monster(&mut self) {
        let m = self.setup.monster;
        let at = m.square();
        match (self.board.occupant(at), self.occupied.get(&at)) {
            (Occupant::Piece(_), Some(&piece)) => {
                // With no `at`, the piece is the thing to move: the problem is the piece's.
                let item = if m.at.is_some() { Item::Monster } else { piece };
                self.error(item, ErrorKind::MonsterOnPiece { square: at, piece });
            }
            _ => self.board.set_monster(at, m.facing),
        }
        self.occupied.insert(at, Item::Monster);
    }

    fn pawns(&mut self) -> Vec<Pawn> {
        let mut names: BTreeMap<&str, usize> = BTreeMap::new();
        let mut pawns = Vec::new();
        for (i, p) in self.setup.pawns.iter().enumerate() {
            let me = Item::Pawn(i);
            let mut ok = true;
            if !is_pawn_name(&p.name) {
                self.error(me, ErrorKind::PawnName);
                ok = false;
            } else if let Some(&other) = names.get(p.name.as_str()) {
                self.error(
                    me,
                    ErrorKind::DuplicatePawnName {
                        other: Item::Pawn(other),
                    },
                );
                ok = false;
            } else {
                names.insert(&p.name, i);
            }
            if matches!(&p.player, Some(pl) if pl.trim().is_empty()) {
                self.error(me, ErrorKind::EmptyPlayer);
            }
            if let Some(f) = p.face.filter(|f| !(1..=6).contains(f)) {
                self.error(me, ErrorKind::Face(f));
            }
            if !ok {
                continue;
            }
            let place = match p.at {
                Spot::At(sq) => {
                    if !self.place(me, sq) {
                        continue;
                    }
                    PawnPlace::At(sq)
                }
                Spot::Waiting => PawnPlace::Waiting,
            };
            if self.board.add_pawn(place).is_none() {
                self.error(me, ErrorKind::TooManyPawns);
                continue;
            }
            pawns.push(Pawn {
                name: p.name.clone(),
                player: p.player.clone(),
                face: p.face,
            });
        }
        pawns
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
