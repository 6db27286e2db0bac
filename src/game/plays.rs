//! The pawn phase (G1, G2, G8, S16, S17): who plays, which plays are legal, and a play's effect.

use super::play_error::PlayError;
use super::state::{Game, Phase};
use super::winner::End;
use crate::board::{Board, PawnId, PawnPlace};
use crate::pawn::{self, Dest, PawnMove, Verdict};
use crate::rules::FirstTurnEntries;

/// A play as a player states it: a pawn and where it goes — a destination, a path (one
/// square per point, as in `moves`), or both (the path decides; `to` must be where it
/// ends). Neither: the pawn stays put (a move of 0 points, or staying beside the entrance).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Play {
    /// The pawn played.
    pub pawn: PawnId,
    /// Where it ends its move.
    pub to: Option<Dest>,
    /// The way it goes.
    pub path: Option<Vec<Dest>>,
}

impl Play {
    /// `pawn` to `to` (must be the only legal result ending there).
    pub fn to(pawn: PawnId, to: Dest) -> Play {
        Play {
            pawn,
            to: Some(to),
            path: None,
        }
    }

    /// `pawn` along `path`.
    pub fn path(pawn: PawnId, path: Vec<Dest>) -> Play {
        Play {
            pawn,
            to: None,
            path: Some(path),
        }
    }

    /// The play of a legal result, stated in full (its destination and its path).
    pub fn of_move(m: &PawnMove) -> Play {
        Play {
            pawn: m.pawn,
            to: Some(m.dest),
            path: Some(m.squares().collect()),
        }
    }
}

/// Which part of the first turn's rule (S17) refuses a play.
enum EntryRule {
    /// A third pawn brought onto the board.
    ThirdEntry,
    /// Staying, under `exactly-two`, when the player would enter fewer than two pawns.
    MustEnter {
        /// Pawns the player entered so far.
        entered: usize,
    },
}

impl Game {
    /// Every legal play of the player to play: every legal result (docs/FORMAT.md section 4) of
    /// every pawn they may still play this turn, entering and staying beside the entrance
    /// included, less what the first turn's rule refuses (S17). Pawns in id order, each
    /// pawn's results in the order of [`pawn::legal_moves`]. Empty outside the pawn phase.
    pub fn legal_plays(&self) -> Vec<PawnMove> {
        let mut out = Vec::new();
        for pawn in self.pawns_to_play() {
            let moves = pawn::legal_moves(&self.board, pawn, self.face(pawn), self.options());
            let can_enter = moves.iter().any(|m| m.dest != Dest::Waiting);
            out.extend(
                moves
                    .into_iter()
                    .filter(|m| self.entry_refusal(pawn, m.dest, can_enter).is_none()),
            );
        }
        out
    }

    /// Every legal play of [`Game::legal_plays`], in its order, without building paths: `f`
    /// gets each play's pawn, where it ends and what it changes on the board
    /// ([`pawn::Change`]: the board after it, the pawn's face not flipped, built on demand).
    /// Returns how many there are. For searches that score every play and build only the one
    /// they choose ([`Game::nth_legal_play`]).
    pub(crate) fn for_each_legal_result(
        &self,
        mut f: impl FnMut(PawnId, Dest, &pawn::Change),
    ) -> usize {
        let seat = match self.to_play {
            Some(seat) if self.phase == Phase::Pawns => seat,
            _ => return 0,
        };
        let mut n = 0;
        for pawn in self.unplayed_pawns(seat) {
            let found = pawn::reach(&self.board, pawn, self.face(pawn), self.options());
            let can_enter = (0..found.len()).any(|i| found.dest(i) != Dest::Waiting);
            for i in 0..found.len() {
                let dest = found.dest(i);
                if self
                    .entry_rule(pawn, dest != Dest::Waiting, can_enter)
                    .is_some()
                {
                    continue;
                }
                f(pawn, dest, &found.change(i));
                n += 1;
            }
        }
        n
    }

    /// The legal play numbered `pick(n)` of the `n` legal plays, in the order of
    /// [`Game::legal_plays`], and `n`; only that play is built (random players and
    /// simulations need no other). `None` when there is no legal play.
    pub fn nth_legal_play(&self, pick: impl FnOnce(usize) -> usize) -> Option<(PawnMove, usize)> {
        let (found, _, points, k, n) = self.nth_legal(&pawn::Terrain::of(&self.board), pick)?;
        Some((found.nth(points, k).pawn_move(0), n))
    }

    /// Plays [`Game::nth_legal_play`]'s play, without building its path; `n`, or `None`
    /// (nothing changes) when there is no legal play.
    pub(crate) fn play_nth_legal(&mut self, pick: impl FnOnce(usize) -> usize) -> Option<usize> {
        let terrain = pawn::Terrain::of(&self.board);
        let (found, pawn, points, k, n) = self.nth_legal(&terrain, pick)?;
        let (dest, board) = found.nth_board(&terrain, points, k);
        self.commit_result(pawn, dest, &board);
        Some(n)
    }

    /// The legal play numbered `pick(n)`: the results of its pawn, the pawn, its points and the
    /// play's index among the results; and `n`. `terrain` is the board's. Every pawn's results are counted; only the
    /// chosen one is looked for among them.
    #[allow(clippy::type_complexity)]
    fn nth_legal(
        &self,
        terrain: &pawn::Terrain,
        pick: impl FnOnce(usize) -> usize,
    ) -> Option<(pawn::Found<'_>, PawnId, u8, usize, usize)> {
        let seat = match self.to_play {
            Some(seat) if self.phase == Phase::Pawns => seat,
            _ => return None,
        };
        let search = |p: PawnId, points: u8| {
            pawn::count_results(&self.board, terrain, p, points, self.options())
        };
        // One search for all the pawns beside the entrance (they start alike), with the most
        // points any of them has; each counts the results within its own points.
        let waiting = self
            .unplayed_pawns(seat)
            .filter(|&p| self.board.pawn(p) == PawnPlace::Waiting)
            .max_by_key(|&p| self.face(p))
            .map(|p| search(p, self.face(p)));
        // Per pawn: its own search (none if waiting), the first legal result's index and how
        // many are legal. Only a pawn beside the entrance has a result staying there, and it
        // comes first; the first turn's rule refuses either that one or all the others (S17).
        // At most four pawns a player (S15): no allocation per play.
        let mut found: [Option<(PawnId, Option<pawn::Found>, usize, usize)>; 4] =
            [const { None }; 4];
        let mut n = 0;
        for (i, pawn) in self.unplayed_pawns(seat).enumerate() {
            let points = self.face(pawn);
            let own = match (&waiting, self.board.pawn(pawn)) {
                (Some(_), PawnPlace::Waiting) => None,
                _ => Some(search(pawn, points)),
            };
            let f = own.as_ref().or(waiting.as_ref()).expect("a search");
            let all = f.count(points);
            let staying = f.waiting();
            let others = all - staying;
            let (first, legal) = if self.entry_rule(pawn, true, others > 0).is_some() {
                (0, staying)
            } else if self.entry_rule(pawn, false, others > 0).is_some() {
                (staying, others)
            } else {
                (0, all)
            };
            n += legal;
            *found.get_mut(i).expect("at most four pawns a player") =
                Some((pawn, own, first, legal));
        }
        if n == 0 {
            return None;
        }
        let mut k = pick(n);
        for (pawn, own, first, legal) in found.into_iter().flatten() {
            if k < legal {
                let f = match own {
                    Some(f) => f,
                    None => waiting?.for_pawn(pawn),
                };
                return Some((f, pawn, self.face(pawn), first + k, n));
            }
            k -= legal;
        }
        None
    }

    /// The legal result `play` states, or why it is refused.
    pub fn resolve(&self, play: &Play) -> Result<PawnMove, PlayError> {
        self.check_may_play(play.pawn)?;
        let pawn = play.pawn;
        let points = self.face(pawn);
        let options = self.options();
        let name = |id: PawnId| self.pawn_name(id).to_string();
        let chosen = match (&play.path, play.to) {
            (Some(path), to) => {
                match pawn::explain_path(&self.board, pawn, points, options, path) {
                    Verdict::Legal(m) => {
                        if let Some(to) = to.filter(|&t| t != m.dest) {
                            return Err(PlayError::PathEndsElsewhere {
                                pawn: name(pawn),
                                to,
                                end: m.dest,
                            });
                        }
                        *m
                    }
                    Verdict::Illegal(reasons) => {
                        return Err(PlayError::IllegalPath {
                            pawn: name(pawn),
                            points,
                            path: path.clone(),
                            because: super::play_error::because_all(&reasons, &name),
                            reasons,
                            kept_face: self.kept_face(pawn),
                        })
                    }
                }
            }
            (None, to) => {
                let to = to.unwrap_or(match self.board.pawn(pawn) {
                    PawnPlace::At(sq) => Dest::Square(sq),
                    _ => Dest::Waiting,
                });
                let found = pawn::reach(&self.board, pawn, points, options);
                let ends: Vec<usize> = (0..found.len()).filter(|&i| found.dest(i) == to).collect();
                match ends.as_slice() {
                    [] => {
                        let reasons = pawn::explain(&self.board, pawn, points, options, to)
                            .reasons()
                            .to_vec();
                        return Err(PlayError::Illegal {
                            pawn: name(pawn),
                            points,
                            to,
                            because: super::play_error::because_all(&reasons, &name),
                            reasons,
                            kept_face: self.kept_face(pawn),
                        });
                    }
                    [i] => found.pawn_move(*i),
                    many => {
                        return Err(PlayError::Ambiguous {
                            pawn: name(pawn),
                            to,
                            paths: many
                                .iter()
                                .map(|&i| found.pawn_move(i).squares().collect())
                                .collect(),
                        })
                    }
                }
            }
        };
        let can_enter = || {
            let found = pawn::reach(&self.board, pawn, points, options);
            (0..found.len()).any(|i| found.dest(i) != Dest::Waiting)
        };
        let can_enter = chosen.dest == Dest::Waiting
            && self.board.pawn(pawn) == PawnPlace::Waiting
            && can_enter();
        if let Some(e) = self.entry_refusal(pawn, chosen.dest, can_enter) {
            return Err(e);
        }
        Ok(chosen)
    }

    /// The face `pawn` kept when it was removed in round 1 and its white face, if they differ
    /// and it has not been played since (S18).
    fn kept_face(&self, pawn: PawnId) -> Option<(u8, u8)> {
        let white = self.table.white[pawn.0 as usize];
        (self.returned(pawn) && self.face(pawn) != white).then(|| (self.face(pawn), white))
    }

    /// The state after `play`, or why it is refused. Nothing changes on refusal.
    pub fn apply(&self, play: &Play) -> Result<Game, PlayError> {
        let m = self.resolve(play)?;
        let mut next = self.clone();
        next.commit(&m);
        Ok(next)
    }

    /// Whether `pawn` may be played now (turn order, not yet played, in play).
    fn check_may_play(&self, pawn: PawnId) -> Result<(), PlayError> {
        match self.phase {
            Phase::Over => {
                return Err(PlayError::GameOver {
                    why: crate::i18n::Lang::ALL
                        .iter()
                        .map(|&lang| (lang, self.end_text(lang)))
                        .collect(),
                })
            }
            Phase::Monster => return Err(PlayError::MonsterPhaseDue),
            Phase::Pawns => {}
        }
        let name = self.pawn_name(pawn).to_string();
        let owner = self.seat_of(pawn);
        let to_play = self.to_play.unwrap_or(owner);
        if owner != to_play {
            return Err(PlayError::NotYourTurn {
                pawn: name,
                owner: self.player_name(owner).into(),
                to_play: self.player_name(to_play).into(),
                start: self.player_name(self.start).into(),
            });
        }
        match self.board.pawn(pawn) {
            PawnPlace::Out => {
                return Err(PlayError::NotInPlay {
                    pawn: name,
                    out: true,
                })
            }
            PawnPlace::Removed(_) => {
                return Err(PlayError::NotInPlay {
                    pawn: name,
                    out: false,
                })
            }
            _ => {}
        }
        if self.has_played(pawn) {
            return Err(PlayError::AlreadyPlayed { pawn: name });
        }
        Ok(())
    }

    /// The first turn's rule (S17) on a play of `pawn` ending at `dest`: a third entry is
    /// refused; under `exactly-two`, staying is refused when it would leave the player fewer
    /// than two entries and the pawn `can_enter`.
    fn entry_refusal(&self, pawn: PawnId, dest: Dest, can_enter: bool) -> Option<PlayError> {
        let seat = self.seat_of(pawn);
        let player = self.player_name(seat).to_string();
        match self.entry_rule(pawn, dest != Dest::Waiting, can_enter)? {
            EntryRule::ThirdEntry => Some(PlayError::ThirdEntry {
                pawn: self.pawn_name(pawn).into(),
                player,
                entered: self
                    .entered_first_turn(seat)
                    .iter()
                    .map(|&id| self.pawn_name(id).to_string())
                    .collect(),
            }),
            EntryRule::MustEnter { entered } => Some(PlayError::MustEnter {
                pawn: self.pawn_name(pawn).into(),
                player,
                entered,
            }),
        }
    }

    /// [`Game::entry_refusal`] without the words: which part of S17 refuses a play of `pawn`
    /// that `enters` (or stays beside the entrance), if any.
    fn entry_rule(&self, pawn: PawnId, enters: bool, can_enter: bool) -> Option<EntryRule> {
        if self.turn != 1 || self.board.pawn(pawn) != PawnPlace::Waiting {
            return None;
        }
        let seat = self.seat_of(pawn);
        let entered = self
            .pawns_of(seat)
            .filter(|id| self.entered & (1 << id.0) != 0)
            .count();
        if enters {
            return (entered >= 2).then_some(EntryRule::ThirdEntry);
        }
        if self.options().first_turn_entries == FirstTurnEntries::ExactlyTwo && can_enter {
            let others_left = self.unplayed_pawns(seat).filter(|&id| id != pawn).count();
            if entered + others_left < 2 {
                return Some(EntryRule::MustEnter { entered });
            }
        }
        None
    }

    /// Plays a legal result found for this state: moves the pawn, flips it (S16), counts a
    /// pawn out, ends the game on a win (S20) or when no pawn is left in play, and passes the
    /// play to the left.
    pub(crate) fn commit(&mut self, m: &PawnMove) {
        self.commit_result(m.pawn, m.dest, &m.board);
    }

    /// [`Game::commit`] from a legal result's parts: the pawn, where it ends, and the board
    /// after its move (as [`pawn::Reach`] gives them without building the path).
    pub(crate) fn commit_result(&mut self, pawn: PawnId, dest: Dest, board: &Board) {
        let seat = self.seat_of(pawn);
        let was_waiting = self.board.pawn(pawn) == PawnPlace::Waiting;
        self.board = *board;
        let i = pawn.0 as usize;
        self.faces[i] = 7 - self.faces[i];
        self.played |= 1 << pawn.0;
        self.returned &= !(1 << pawn.0);
        if self.turn == 1 && was_waiting && dest != Dest::Waiting {
            self.entered |= 1 << pawn.0;
        }
        if dest == Dest::Out {
            self.out.push(pawn);
            if self.out_pawns(seat).len() >= self.pawns_to_win() {
                self.finish(End::Won { seat });
                return;
            }
        }
        if !self.any_in_play() {
            self.finish(End::NoPawnLeft);
            return;
        }
        self.to_play = self.next_with_pawn(seat.index() + 1);
        if self.to_play.is_none() {
            self.phase = Phase::Monster;
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::rng::Rng;
    use crate::rules::Options;
    use crate::setup::{self, Setup};

    /// States of random games (2 to 5 players, the basic setup and random advanced ones),
    /// every pawn-phase state met, from `games` games.
    pub(crate) fn random_states(games: u64) -> Vec<Game> {
        let mut states = Vec::new();
        for g in 0..games {
            let mut rng = Rng::derived(0xf100d, g);
            let n = 2 + rng.below(4);
            let players: Vec<String> = crate::ai::simulate::SEAT_NAMES[..n]
                .iter()
                .map(|s| s.to_string())
                .collect();
            let setup = if g % 2 == 0 {
                Setup::basic()
            } else {
                (0..10)
                    .find_map(|_| setup::advanced::random(&mut rng, &Options::default()))
                    .expect("a random advanced setup")
            };
            let mut game = Game::new(&players, None, &setup, false).expect("a game");
            loop {
                match game.phase() {
                    Phase::Pawns => {
                        states.push(game.clone());
                        let (play, _) =
                            game.nth_legal_play(|n| rng.below(n)).expect("a legal play");
                        game.commit(&play);
                    }
                    Phase::Monster => {
                        let tile = game.seeded_tile(rng.next_u64()).expect("a tile");
                        game = game.monster_phase(tile).expect("a tile of the pile").0;
                    }
                    Phase::Over => break,
                }
            }
        }
        states
    }

    /// The play `nth_legal_play` picks and the board `play_nth_legal` leaves are those of
    /// `legal_plays`' play of the same number, for every number: the counting (by flood or
    /// state by state), the pawns beside the entrance sharing a search and the first turn's
    /// rule give the same plays in the same order.
    #[test]
    fn the_nth_play_is_the_nth_legal_play() {
        let states = random_states(12);
        assert!(states.len() > 500, "{} states", states.len());
        for game in states.iter().step_by(5) {
            let plays = game.legal_plays();
            for (k, expected) in plays.iter().enumerate() {
                let (play, n) = game.nth_legal_play(|_| k).expect("a play");
                assert_eq!(n, plays.len());
                assert_eq!(&play, expected);
                let mut played = game.clone();
                played.play_nth_legal(|_| k).expect("a play");
                let mut applied = game.clone();
                applied.commit(expected);
                assert!(played.board == applied.board, "play {k} of {n}");
                assert_eq!(played.faces, applied.faces);
                assert_eq!(played.to_play, applied.to_play);
            }
        }
    }
}
