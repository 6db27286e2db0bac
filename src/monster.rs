//! The monster's move (docs/RULES.md section 3, read with S1–S8): look, decide, step.
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

use crate::board::{Board, Occupant, PawnId, PawnPlace, Removal};
use crate::geometry::{Dir, Square, CELLS};
use crate::rules::{CornerStones, Options, PivotChain, PivotWhenTied, Tile, MAX_STEPS};

mod endless;
mod event;
mod sight;

pub use endless::{walk_endless, Ending};

pub use event::{Event, Outcome, PieceRemoval, PivotHeld, Sink, Thing};
use sight::*;
pub use sight::{decide, look, Blocker, Decision, Side, Sight};

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
    walk_watched(board, options, sink, |steps, removed, _| {
        done(steps, removed)
    })
}

/// [`walk`] whose `done` also sees the board between steps: the AI's evaluation reads every
/// tile's result off one walk (a tile's move is the start of every longer one), scoring the
/// board where each tile would stop.
pub fn walk_watched<S: Sink>(
    board: &mut Board,
    options: &Options,
    sink: &mut S,
    done: impl FnMut(u8, u8, &Board) -> bool,
) -> Outcome {
    walk_watched_from(board, options, sink, 0, 0, done)
}

/// [`walk_watched`] resumed: `board` is where a walk stood after `steps` steps that removed
/// `removed` pawns (the AI resumes a walk it made on a board that differs only where those
/// steps never looked), and the walk goes on as that walk would.
#[inline]
pub(crate) fn walk_watched_from<S: Sink>(
    board: &mut Board,
    options: &Options,
    sink: &mut S,
    steps: u8,
    removed: u8,
    mut done: impl FnMut(u8, u8, &Board) -> bool,
) -> Outcome {
    let mut m = Mover {
        board,
        options,
        sink,
        step: u32::from(steps),
        removed,
    };
    // The monster's square and heading ride along in registers; the board holds them too.
    let (mut at, mut facing) = (m.board.monster(), m.board.facing());
    while m.step < u32::from(MAX_STEPS) && !done(m.step as u8, m.removed, m.board) {
        (at, facing) = m.step(at, facing);
    }
    Outcome {
        steps: m.step as u8,
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
    /// Steps walked: at most 20 for a tile, any number for [`walk_endless`]; events number
    /// steps up to 255 and say 255 beyond.
    step: u32,
    removed: u8,
}

impl<S: Sink> Mover<'_, S> {
    /// The step number as events carry it.
    #[inline(always)]
    fn step_number(&self) -> u8 {
        u8::try_from(self.step).unwrap_or(u8::MAX)
    }
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
            step: self.step_number(),
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
            step: self.step_number(),
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
