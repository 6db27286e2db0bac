//! The monster's move (RULES.md section 3, read with S1–S8): look, decide, step.
//!
//! [`run`] is a pure function of the board, the tile and the options: it changes the board and
//! reports every decision as an [`Event`] to a [`Sink`]. It never prints and never allocates.
//!
//! One engine, two ways to look. A sink that hears the looks (`Vec<Event>`, the trace) gets
//! each line's [`Sight`] and the [`Decision`] of M4. A sink that does not ([`Sink::LOOKS`] is
//! `false`: the no-op sink `()`, the searches) gets the fast path: each line's nearest pawn is
//! one bit scan of the board's line word, the heading comes from the three distances without
//! building a `Sight` or a `Decision`, and events nobody hears compile away. Both paths share
//! everything after the look (eating, pivots, pushes, slides, walls, teleporters).

use crate::board::{Board, Occupant, PawnId, PawnPlace, Piece, PivotKind, Removal};
use crate::geometry::{Dir, Square, Wall, CELLS};
use crate::rules::{CornerStones, Options, PivotChain, PivotWhenTied, Tile, MAX_STEPS};

/// Which of its three lines the monster looks along, relative to its heading.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Side {
    /// 90° anticlockwise.
    Left,
    /// Straight on.
    Ahead,
    /// 90° clockwise.
    Right,
}

impl Side {
    /// `left`, `ahead`, `right`.
    pub const fn name(self) -> &'static str {
        match self {
            Side::Left => "left",
            Side::Ahead => "ahead",
            Side::Right => "right",
        }
    }

    /// The absolute heading of this line for a monster heading `facing`.
    pub const fn of(self, facing: Dir) -> Dir {
        match self {
            Side::Left => facing.left(),
            Side::Ahead => facing,
            Side::Right => facing.right(),
        }
    }
}

/// What ended one line of sight (M2, S1).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Blocker {
    /// The nearest pawn on the line (hiding what is behind it).
    Pawn,
    /// A sight-blocking piece on this square.
    Piece(Piece, Square),
    /// The wall beyond this square (sight never crosses walls).
    Wall(Square),
}

/// One line of sight.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Sight {
    /// Which line.
    pub side: Side,
    /// Its absolute direction.
    pub dir: Dir,
    /// The nearest pawn seen and its distance in squares (M3), if any.
    pub pawn: Option<(PawnId, u8)>,
    /// What ended the line.
    pub blocker: Blocker,
}

impl Sight {
    /// The wall letter that ended this line, if a wall did.
    pub fn wall(&self) -> Option<Wall> {
        match self.blocker {
            Blocker::Wall(sq) => sq.wall(self.dir),
            _ => None,
        }
    }
}

/// What the monster decided after looking (M4).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Decision {
    /// No pawn seen: keep heading.
    NothingSeen,
    /// One pawn is nearest: turn toward it (or keep heading, if it is ahead).
    Nearest {
        /// The line it is on.
        side: Side,
        /// The pawn.
        pawn: PawnId,
        /// Its distance.
        distance: u8,
    },
    /// Two or more seen pawns tie for nearest: keep heading.
    Tie {
        /// The shared distance.
        distance: u8,
    },
}

impl Decision {
    /// The name used in JSON: `keep`, `ahead`, `turn-left`, `turn-right` or `tie`.
    pub const fn name(self) -> &'static str {
        match self {
            Decision::NothingSeen => "keep",
            Decision::Tie { .. } => "tie",
            Decision::Nearest {
                side: Side::Ahead, ..
            } => "ahead",
            Decision::Nearest {
                side: Side::Left, ..
            } => "turn-left",
            Decision::Nearest {
                side: Side::Right, ..
            } => "turn-right",
        }
    }
}

/// Anything that can be pushed.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Thing {
    /// A stone-like piece.
    Piece(Piece),
    /// A pawn.
    Pawn(PawnId),
}

/// Why a stone-like piece left the game.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PieceRemoval {
    /// Pushed off the board from this square.
    OffBoard,
    /// Pushed onto a teleporter.
    Teleporter,
    /// Pushed onto a1 or p11 (`monster-corner-stones=remove`).
    Corner,
}

/// Why a pivot stone in the monster's way did not turn it (M9, S2).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PivotHeld {
    /// The monster saw a pawn at the start of the step.
    PawnSeen,
    /// The seen pawns tied, and `pivot-when-tied=push`.
    TiedPush,
    /// A pivot already turned it in this step, and `pivot-chain=push`.
    ChainPush,
    /// Four pivot turns were made in this step (`pivot-chain=turn-again`).
    FourTurns,
}

/// Everything the engine reports, in order.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Event {
    /// A step begins (1-based).
    StepStart {
        /// Step number.
        step: u8,
        /// The monster's square.
        at: Square,
        /// Its heading.
        facing: Dir,
    },
    /// The look at the start of a step (M2–M4, S1).
    Look {
        /// Left, ahead, right.
        sights: [Sight; 3],
        /// What it decided.
        decision: Decision,
    },
    /// The monster turned toward the nearest pawn (M4).
    Turn {
        /// Old heading.
        from: Dir,
        /// New heading.
        to: Dir,
    },
    /// A pivot stone turned the monster instead of being pushed (M9).
    PivotTurn {
        /// The pivot's square.
        at: Square,
        /// Its kind.
        kind: PivotKind,
        /// Old heading.
        from: Dir,
        /// New heading.
        to: Dir,
        /// Whether `pivot-when-tied=turn` made it act despite a tie.
        tied: bool,
    },
    /// A pivot stone in the way did not act, and is pushed like a stone.
    PivotHeld {
        /// The pivot's square.
        at: Square,
        /// Why it did not act.
        why: PivotHeld,
    },
    /// The monster left the board through a wall and re-entered on the mirrored square (M8).
    WallCross {
        /// The square it left.
        from: Square,
        /// The segment it crossed (the same marking stands on the other side).
        wall: Wall,
        /// The square it re-enters on.
        to: Square,
    },
    /// The monster ate the pawn on the square it entered (M5).
    Eat {
        /// The pawn.
        pawn: PawnId,
        /// Its square.
        at: Square,
    },
    /// A thing was pushed one square (M6, S3).
    Push {
        /// What.
        thing: Thing,
        /// From.
        from: Square,
        /// To.
        to: Square,
    },
    /// A pushed thing slid across a pool (M7, S5).
    Slide {
        /// What.
        thing: Thing,
        /// The pool square it was pushed onto.
        from: Square,
        /// Where it stopped.
        to: Square,
    },
    /// A pushed stone-like piece left the game (M6).
    PieceRemoved {
        /// What.
        piece: Piece,
        /// The square it left from (off board) or landed on (teleporter, corner).
        at: Square,
        /// Why.
        why: PieceRemoval,
    },
    /// A stone-like piece the monster pushed onto a corner stays there
    /// (`monster-corner-stones=keep`).
    CornerKept {
        /// What.
        piece: Piece,
        /// The corner.
        at: Square,
    },
    /// A pawn was pushed off the board (M6).
    Crushed {
        /// The pawn.
        pawn: PawnId,
        /// The square it was pushed off from.
        at: Square,
    },
    /// A pawn was pushed onto a teleporter (M6).
    Destroyed {
        /// The pawn.
        pawn: PawnId,
        /// The teleporter's square.
        at: Square,
    },
    /// The monster entered a square (its path; `sliding` while on a pool, M7).
    Enter {
        /// The square.
        at: Square,
        /// Whether this square was reached by sliding.
        sliding: bool,
    },
    /// The monster stepped onto a teleporter and arrived on its partner (M10).
    Teleport {
        /// The teleporter stepped on.
        from: Square,
        /// The partner it arrives on.
        to: Square,
        /// The partner's arrow: its new heading.
        facing: Dir,
    },
    /// The step is over.
    StepEnd {
        /// Step number.
        step: u8,
        /// Where the monster stands.
        at: Square,
        /// Its heading.
        facing: Dir,
    },
    /// The look after the last step (M1): it turns, but does not move.
    FinalLook {
        /// Left, ahead, right.
        sights: [Sight; 3],
        /// What it decided.
        decision: Decision,
        /// Its heading afterwards.
        facing: Dir,
    },
}

/// Receives the engine's events.
pub trait Sink {
    /// Whether this sink hears how the monster looked: [`Event::Look`] and
    /// [`Event::FinalLook`]. A sink that says `false` gets every other event, and the engine
    /// takes its fast path (see the module docs): it builds no [`Sight`] and no [`Decision`].
    const LOOKS: bool = true;

    /// One event.
    fn event(&mut self, event: Event);
}

/// The no-op sink: run the engine for its result only, on the fast path.
impl Sink for () {
    const LOOKS: bool = false;

    #[inline(always)]
    fn event(&mut self, _: Event) {}
}

impl Sink for Vec<Event> {
    fn event(&mut self, event: Event) {
        self.push(event);
    }
}

/// The result of a whole move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Outcome {
    /// Steps walked.
    pub steps: u8,
    /// Pawns removed (eaten, crushed or destroyed).
    pub removed: u8,
}

/// Looks along the three lines (M2, M3, S1).
pub fn look(board: &Board) -> [Sight; 3] {
    let facing = board.facing();
    let from = board.monster();
    [
        look_line(board, from, Side::Left, facing.left()),
        look_line(board, from, Side::Ahead, facing),
        look_line(board, from, Side::Right, facing.right()),
    ]
}

/// One line of sight, from the board's line words: the nearest pawn or sight-blocking piece
/// is one bit scan away ([`crate::board`] keeps two bits a square); without one, sight ends
/// at the wall.
#[inline]
fn look_line(board: &Board, from: Square, side: Side, dir: Dir) -> Sight {
    let ray = from.ray(dir);
    // Two bits a square: the nearest thing is half a bit scan away (33 if there is none).
    let distance = board.line(ray).beyond(ray).trailing_zeros() / 2 + 1;
    let (pawn, blocker) = match ray.square_at(distance).map(|sq| (sq, board.occupant(sq))) {
        Some((_, Occupant::Pawn(id))) => (Some((id, distance as u8)), Blocker::Pawn),
        Some((sq, Occupant::Piece(p))) if p.blocks_sight() => (None, Blocker::Piece(p, sq)),
        // Nothing stops the line (no square is 33 squares away).
        _ => (None, Blocker::Wall(from.edge(dir))),
    };
    Sight {
        side,
        dir,
        pawn,
        blocker,
    }
}

/// On the fast path, the distance of a line on which no pawn is seen: more than any real one
/// (below 16), and with every bit a real one can have set, so three lines see nothing
/// exactly when their distances ANDed together are still `NOT_SEEN`.
const NOT_SEEN: u32 = 31;

/// The fast path's look along one line: the distance (minus one) of the pawn seen on it, or
/// [`NOT_SEEN`]. The first bit past the monster on the line's word is the nearest thing on
/// the line: a pawn if the bit is even, a stone if it is odd. An odd bit past the end of the
/// line stands for the wall.
#[inline(always)]
fn pawn_distance(board: &Board, from: Square, dir: Dir) -> u32 {
    let ray = from.ray(dir);
    let first = (board.line(ray).beyond(ray) | 1 << 31).trailing_zeros();
    if first & 1 == 0 {
        first / 2
    } else {
        NOT_SEEN
    }
}

/// What a look decides (M4), as the rest of the step needs it: no [`Decision`] is built on
/// the fast path.
#[derive(Clone, Copy)]
struct Choice {
    /// The heading after the look.
    facing: Dir,
    /// Whether a pawn was seen.
    seen: bool,
    /// Whether two or more seen pawns tie for nearest.
    tied: bool,
}

/// M4 on the fast path: the heading from the three lines' pawn distances, without branches.
#[inline(always)]
fn choose(board: &Board, at: Square, facing: Dir) -> Choice {
    let left = pawn_distance(board, at, facing.left());
    let ahead = pawn_distance(board, at, facing);
    let right = pawn_distance(board, at, facing.right());
    // A line wins if its pawn is strictly nearer than the other two lines' (M4).
    let left_wins = (left < ahead) & (left < right);
    let right_wins = (right < ahead) & (right < left);
    let ahead_wins = (ahead < left) & (ahead < right);
    let seen = left & ahead & right != NOT_SEEN;
    let tied = seen & !(left_wins | ahead_wins | right_wins);
    // A quarter turn anticlockwise is three clockwise.
    let turn = 3 * u8::from(left_wins) + u8::from(right_wins);
    Choice {
        facing: Dir::from_index(facing as u8 + turn),
        seen,
        tied,
    }
}

/// The choice of M4 from the three sights.
pub fn decide(sights: &[Sight; 3]) -> Decision {
    let mut best: Option<(Side, PawnId, u8)> = None;
    let mut tie = false;
    for s in sights {
        if let Some((pawn, d)) = s.pawn {
            match best {
                Some((_, _, bd)) if d > bd => {}
                Some((_, _, bd)) if d == bd => tie = true,
                _ => {
                    best = Some((s.side, pawn, d));
                    tie = false;
                }
            }
        }
    }
    match best {
        None => Decision::NothingSeen,
        Some((_, _, distance)) if tie => Decision::Tie { distance },
        Some((side, pawn, distance)) => Decision::Nearest {
            side,
            pawn,
            distance,
        },
    }
}

/// Runs the monster's whole move for `tile` on `board` (M1–M11), reporting to `sink`.
pub fn run<S: Sink>(board: &mut Board, tile: Tile, options: &Options, sink: &mut S) -> Outcome {
    let outcome = walk(board, options, sink, |steps, removed| match tile {
        Tile::Steps(n) => steps >= n,
        // S6: checked after each whole step.
        Tile::Prey(k) => removed >= k,
    });
    final_look(board, sink);
    outcome
}

/// Walks step after step until `done(steps walked, pawns removed)` says so (asked before
/// every step, so `done(0, 0)` may end it at once) or 20 steps are walked (M11). No final
/// look: [`run`] adds it. Searches use this to read every tile off one walk, since the move
/// of a shorter tile is the start of the move of a longer one.
pub fn walk<S: Sink>(
    board: &mut Board,
    options: &Options,
    sink: &mut S,
    mut done: impl FnMut(u8, u8) -> bool,
) -> Outcome {
    let mut m = Mover {
        board,
        options,
        sink,
        step: 0,
        removed: 0,
    };
    // The monster's square and heading ride along in registers; the board holds them too.
    let (mut at, mut facing) = (m.board.monster(), m.board.facing());
    while m.step < MAX_STEPS && !done(m.step, m.removed) {
        (at, facing) = m.step(at, facing);
    }
    Outcome {
        steps: m.step,
        removed: m.removed,
    }
}

/// Runs the move and returns the events as well.
pub fn run_traced(board: &mut Board, tile: Tile, options: &Options) -> (Outcome, Vec<Event>) {
    let mut events = Vec::new();
    let outcome = run(board, tile, options, &mut events);
    (outcome, events)
}

struct Mover<'a, S: Sink> {
    board: &'a mut Board,
    options: &'a Options,
    sink: &'a mut S,
    step: u8,
    removed: u8,
}

impl<S: Sink> Mover<'_, S> {
    /// The look at the start of a step (M2–M4): the heading afterwards, whether a pawn was
    /// seen and whether seen pawns tied. Explained (a [`Event::Look`] with its sights) if the
    /// sink hears looks, else the fast path.
    #[inline(always)]
    fn look(&mut self, at: Square, facing: Dir) -> Choice {
        if !S::LOOKS {
            let choice = choose(self.board, at, facing);
            if choice.facing != facing {
                self.sink.event(Event::Turn {
                    from: facing,
                    to: choice.facing,
                });
            }
            return choice;
        }
        let sights = look(self.board);
        let decision = decide(&sights);
        self.sink.event(Event::Look { sights, decision });
        let mut choice = Choice {
            facing,
            seen: decision != Decision::NothingSeen,
            tied: matches!(decision, Decision::Tie { .. }),
        };
        if let Decision::Nearest { side, .. } = decision {
            let to = side.of(facing);
            if to != facing {
                self.sink.event(Event::Turn { from: facing, to });
                choice.facing = to;
            }
        }
        choice
    }

    /// One step from `at` heading `facing` (where the board has the monster): look, turn,
    /// move. Returns where the monster then stands and its heading.
    #[inline(always)]
    fn step(&mut self, at: Square, facing: Dir) -> (Square, Dir) {
        self.step += 1;
        self.sink.event(Event::StepStart {
            step: self.step,
            at,
            facing,
        });
        let aheads = at.aheads();
        let Choice { facing, seen, tied } = self.look(at, facing);
        let target = aheads.toward(facing);
        if self.board.is_plain(target) && !self.board.holds_piece(target) {
            // The common step: onto plain floor, empty or with a pawn to eat (M5); no pivot,
            // nothing to push, no pool, no teleporter.
            self.cross_wall(at, target, facing);
            if let Some(pawn) = self.board.pawn_at(target) {
                self.eat(pawn, target);
            }
            self.enter(target, facing, false);
            self.end_step(target, facing);
            return (target, facing);
        }
        self.step_on(at, facing, seen, tied);
        let (at, facing) = (self.board.monster(), self.board.facing());
        self.end_step(at, facing);
        (at, facing)
    }

    #[inline(always)]
    fn end_step(&mut self, at: Square, facing: Dir) {
        self.sink.event(Event::StepEnd {
            step: self.step,
            at,
            facing,
        });
    }

    /// The rest of a step whose square ahead holds a stone-like piece or is no plain floor:
    /// pivots (M9), eating and pushing (M5, M6), slides (M7), teleporters (M10).
    #[inline(never)]
    fn step_on(&mut self, at: Square, mut facing: Dir, seen: bool, tied: bool) {
        // M9 with S2: the pivot test uses this step's look.
        let pivots_act = !seen || (tied && self.options.pivot_when_tied == PivotWhenTied::Turn);
        let mut turns = 0u8;
        let mut target = at.ahead(facing).0;
        while let Some(kind) = self.board.pivot(target) {
            let why = if !pivots_act {
                Some(if tied {
                    PivotHeld::TiedPush
                } else {
                    PivotHeld::PawnSeen
                })
            } else if turns == 0 {
                None
            } else if self.options.pivot_chain == PivotChain::Push {
                Some(PivotHeld::ChainPush)
            } else if turns >= 4 {
                Some(PivotHeld::FourTurns)
            } else {
                None
            };
            if let Some(why) = why {
                self.sink.event(Event::PivotHeld { at: target, why });
                break;
            }
            let to = kind.turn(facing);
            self.sink.event(Event::PivotTurn {
                at: target,
                kind,
                from: facing,
                to,
                tied,
            });
            facing = to;
            turns += 1;
            target = at.ahead(facing).0;
        }
        self.board.set_facing(facing);
        self.move_to(at, target, false);

        // M7, S4: slide while standing on a pool. Validated boards have no endless pool
        // loop; the cap only keeps an unvalidated board from hanging the engine.
        let mut guard = 0;
        while self.board.is_pool(self.board.monster()) && guard < 2 * CELLS {
            guard += 1;
            let from = self.board.monster();
            let next = from.ahead(self.board.facing()).0;
            self.move_to(from, next, true);
        }
    }

    /// The monster leaves `from` heading `facing` for `target`: if no neighbour lies that
    /// way, it crosses the wall (M8).
    #[inline(always)]
    fn cross_wall(&mut self, from: Square, target: Square, facing: Dir) {
        if let Some(wall) = from.wall(facing) {
            self.sink.event(Event::WallCross {
                from,
                wall,
                to: target,
            });
        }
    }

    /// The monster stands on `target`, which is clear by now.
    #[inline(always)]
    fn enter(&mut self, target: Square, facing: Dir, sliding: bool) {
        self.board.set_monster(target, facing);
        self.sink.event(Event::Enter {
            at: target,
            sliding,
        });
    }

    /// Moves the monster from `from` onto `target`, the square ahead (eating, pushing,
    /// teleporting).
    fn move_to(&mut self, from: Square, target: Square, sliding: bool) {
        let facing = self.board.facing();
        self.cross_wall(from, target, facing);
        if !self.board.is_empty(target) {
            self.clear_way(target);
        }
        self.enter(target, facing, sliding);
        if !self.board.is_teleporter(target) {
            return;
        }
        if let Some((to, arrow)) = self.board.teleport_target(target) {
            self.board.set_monster(to, arrow);
            self.sink.event(Event::Teleport {
                from: target,
                to,
                facing: arrow,
            });
        }
    }

    /// The monster enters `target`, where something stands: it eats the pawn there (M5) or
    /// pushes the row that starts there (M6).
    #[inline(never)]
    fn clear_way(&mut self, target: Square) {
        match self.board.occupant(target) {
            Occupant::Pawn(pawn) => self.eat(pawn, target),
            Occupant::Piece(_) => self.push_row(target),
            Occupant::Empty => {}
        }
    }

    /// The monster eats `pawn` on `at`, the square it enters (M5).
    #[inline(always)]
    fn eat(&mut self, pawn: PawnId, at: Square) {
        self.board
            .set_pawn(pawn, PawnPlace::Removed(Removal::Eaten));
        self.removed += 1;
        self.sink.event(Event::Eat { pawn, at });
    }

    /// M6 with S3: pushes the row starting on `first`, far end first.
    fn push_row(&mut self, first: Square) {
        let dir = self.board.facing();
        let mut last = first;
        while let Some(n) = last.step(dir) {
            if self.board.is_empty(n) || n == self.board.monster() {
                break;
            }
            last = n;
        }
        let mut cur = last;
        loop {
            self.push_one(cur, dir);
            if cur == first {
                break;
            }
            match cur.step(dir.opposite()) {
                Some(prev) => cur = prev,
                None => break,
            }
        }
    }

    /// Pushes the thing on `from` one square in `dir`, then lets it slide and land.
    fn push_one(&mut self, from: Square, dir: Dir) {
        let thing = match self.board.occupant(from) {
            Occupant::Piece(p) => Thing::Piece(p),
            Occupant::Pawn(id) => Thing::Pawn(id),
            Occupant::Empty => return,
        };
        let Some(to) = from.step(dir) else {
            // Off the board: pushed pieces never wrap (M6).
            match thing {
                Thing::Pawn(pawn) => {
                    self.board
                        .set_pawn(pawn, PawnPlace::Removed(Removal::Crushed));
                    self.removed += 1;
                    self.sink.event(Event::Crushed { pawn, at: from });
                }
                Thing::Piece(piece) => {
                    self.board.clear(from);
                    self.sink.event(Event::PieceRemoved {
                        piece,
                        at: from,
                        why: PieceRemoval::OffBoard,
                    });
                }
            }
            return;
        };
        self.place(thing, from, to);
        self.sink.event(Event::Push { thing, from, to });

        // S5: a thing on a pool slides on while the way is free.
        let mut stop = to;
        if self.board.is_pool(to) {
            while self.board.is_pool(stop) {
                match stop.step(dir) {
                    Some(n) if self.board.is_empty(n) && n != self.board.monster() => stop = n,
                    _ => break,
                }
            }
            if stop != to {
                self.place(thing, to, stop);
                self.sink.event(Event::Slide {
                    thing,
                    from: to,
                    to: stop,
                });
            }
        }
        self.land(thing, stop);
    }

    /// Moves a thing between squares.
    #[inline]
    fn place(&mut self, thing: Thing, from: Square, to: Square) {
        match thing {
            Thing::Pawn(id) => self.board.set_pawn(id, PawnPlace::At(to)),
            Thing::Piece(p) => {
                self.board.clear(from);
                self.board.put_piece(to, p);
            }
        }
    }

    /// What happens where a pushed thing comes to rest: teleporters and corners (M6, S5).
    fn land(&mut self, thing: Thing, at: Square) {
        if self.board.is_teleporter(at) {
            match thing {
                Thing::Pawn(pawn) => {
                    self.board
                        .set_pawn(pawn, PawnPlace::Removed(Removal::Destroyed));
                    self.removed += 1;
                    self.sink.event(Event::Destroyed { pawn, at });
                }
                Thing::Piece(piece) => {
                    self.board.clear(at);
                    self.sink.event(Event::PieceRemoved {
                        piece,
                        at,
                        why: PieceRemoval::Teleporter,
                    });
                }
            }
        } else if let (Thing::Piece(piece), true) = (thing, at.is_corner()) {
            match self.options.monster_corner_stones {
                CornerStones::Remove => {
                    self.board.clear(at);
                    self.sink.event(Event::PieceRemoved {
                        piece,
                        at,
                        why: PieceRemoval::Corner,
                    });
                }
                CornerStones::Keep => self.sink.event(Event::CornerKept { piece, at }),
            }
        }
    }
}

/// The final look (M1): the monster turns toward the nearest pawn it sees, without moving.
pub fn final_look<S: Sink>(board: &mut Board, sink: &mut S) {
    if !S::LOOKS {
        let choice = choose(board, board.monster(), board.facing());
        board.set_facing(choice.facing);
        return;
    }
    let sights = look(board);
    let decision = decide(&sights);
    let mut facing = board.facing();
    if let Decision::Nearest { side, .. } = decision {
        facing = side.of(facing);
        board.set_facing(facing);
    }
    sink.event(Event::FinalLook {
        sights,
        decision,
        facing,
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bench::{advanced_position, basic_position};
    use crate::rng::Rng;
    use crate::rules::{CornerStones, Options, PivotChain, PivotWhenTied};

    /// The look as it was first written: square by square to the first pawn, sight-blocking
    /// piece or wall. The line words must give the very same sights.
    fn look_by_walking(board: &Board) -> [Sight; 3] {
        let facing = board.facing();
        [Side::Left, Side::Ahead, Side::Right].map(|side| {
            let dir = side.of(facing);
            let (mut cur, mut distance) = (board.monster(), 0u8);
            loop {
                let Some(next) = cur.step(dir) else {
                    break Sight {
                        side,
                        dir,
                        pawn: None,
                        blocker: Blocker::Wall(cur),
                    };
                };
                distance += 1;
                match board.occupant(next) {
                    Occupant::Pawn(id) => {
                        break Sight {
                            side,
                            dir,
                            pawn: Some((id, distance)),
                            blocker: Blocker::Pawn,
                        }
                    }
                    Occupant::Piece(p) if p.blocks_sight() => {
                        break Sight {
                            side,
                            dir,
                            pawn: None,
                            blocker: Blocker::Piece(p, next),
                        }
                    }
                    _ => cur = next,
                }
            }
        })
    }

    /// Random positions of both games, crowded and sparse, and every option set.
    fn positions() -> Vec<(Board, Options)> {
        let mut rng = Rng::new(0x0005_EED0);
        let mut out = Vec::new();
        for i in 0..240 {
            let pawns = [0, 1, 3, 8, 16, 30][i % 6];
            let board = if i % 2 == 0 {
                basic_position(&mut rng, pawns)
            } else {
                advanced_position(&mut rng, pawns)
            };
            let options = Options {
                monster_corner_stones: CornerStones::ALL[rng.below(2)],
                pivot_when_tied: PivotWhenTied::ALL[rng.below(2)],
                pivot_chain: PivotChain::ALL[rng.below(2)],
                ..Options::default()
            };
            out.push((board, options));
        }
        out
    }

    /// Walks one step at a time, checking before every step and at the end that the line
    /// words match the squares, that the bit-scan look equals the walked look, and that the
    /// fast path's choice equals the decision of the explained look.
    #[test]
    fn line_words_look_like_walking_at_every_step() {
        let mut checked = 0;
        for (start, options) in positions() {
            let mut board = start;
            for _ in 0..=MAX_STEPS {
                assert!(board.lines_in_step(), "{board:?}");
                let sights = look(&board);
                assert_eq!(sights, look_by_walking(&board), "{board:?}");
                let decision = decide(&sights);
                let choice = choose(&board, board.monster(), board.facing());
                let expected = match decision {
                    Decision::Nearest { side, .. } => side.of(board.facing()),
                    _ => board.facing(),
                };
                assert_eq!(choice.facing, expected, "{board:?}");
                assert_eq!(choice.seen, decision != Decision::NothingSeen);
                assert_eq!(choice.tied, matches!(decision, Decision::Tie { .. }));
                checked += 1;
                walk(&mut board, &options, &mut (), |steps, _| steps >= 1);
            }
        }
        assert_eq!(checked, 240 * 21);
    }

    /// Records every event but the looks, on the fast path.
    #[derive(Default)]
    struct Unexplained(Vec<Event>);

    impl Sink for Unexplained {
        const LOOKS: bool = false;
        fn event(&mut self, event: Event) {
            self.0.push(event);
        }
    }

    #[test]
    fn the_fast_path_and_the_explained_path_agree() {
        let mut looks = 0;
        for (start, options) in positions() {
            for tile in [Tile::Steps(20), Tile::Steps(7), Tile::Prey(2)] {
                let mut explained = start;
                let (outcome, events) = run_traced(&mut explained, tile, &options);
                let mut fast = start;
                let fast_outcome = run(&mut fast, tile, &options, &mut ());
                assert_eq!(fast, explained, "{start:?} {tile}");
                assert_eq!(fast_outcome, outcome);
                assert!(fast.lines_in_step());

                let mut unexplained = start;
                let mut sink = Unexplained::default();
                assert_eq!(run(&mut unexplained, tile, &options, &mut sink), outcome);
                let without_looks: Vec<Event> = events
                    .iter()
                    .filter(|e| !matches!(e, Event::Look { .. } | Event::FinalLook { .. }))
                    .copied()
                    .collect();
                looks += events.len() - without_looks.len();
                assert_eq!(sink.0, without_looks, "{start:?} {tile}");
            }
        }
        assert!(
            looks > 240 * 3 * 5,
            "the explained path looked {looks} times"
        );
    }
}
