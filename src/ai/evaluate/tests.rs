use super::*;
use crate::ai::greedy;

/// The fast evaluation (one walk for every tile, no state built) gives the very same
/// values, bit for bit, as the evaluation first written, for every play of thousands of
/// states of random games (2 to 5 players, basic and advanced setups, both rounds), for
/// every seat and for weights that make the tempo and the win count.
#[test]
fn the_fast_evaluation_gives_the_values_of_the_first_one() {
    let states = reference::states(16);
    assert!(states.len() > 500, "{} states", states.len());
    let tempos = [
        Weights::default(),
        Weights {
            tempo: 6.0,
            opponents: 1.3,
            ..Weights::default()
        },
    ];
    let mut plays = 0;
    for (k, game) in states.iter().enumerate() {
        let w = &tempos[k % 2];
        let seat = game.to_play().expect("a player to play");
        let old = reference::greedy_values(game, seat, w);
        let mut nodes = 0;
        let new = greedy::values(game, &game.legal_plays(), seat, w, &mut nodes);
        assert_eq!(old.len(), new.len());
        for (a, b) in old.iter().zip(&new) {
            assert_eq!(a.to_bits(), b.to_bits(), "state {k}: {old:?} {new:?}");
        }
        let (index, n) = greedy::best(game, seat, w).expect("a play");
        assert_eq!(n, old.len());
        assert_eq!(index, greedy::argmax(&old), "state {k}");
        // The value seen by another seat too.
        let other = crate::game::Seat(((seat.index() + 1) % game.players().len()) as u8);
        let chances = Chances::of(game);
        let (mut n1, mut n2) = (0, 0);
        let a = reference::expected(game, &chances, other, w, &mut n1);
        let b = expected(game, &chances, other, w, &mut n2);
        assert_eq!(a.to_bits(), b.to_bits());
        assert_eq!(n1, n2);
        plays += n;
    }
    assert!(plays > 10_000, "{plays} plays");
}

/// A play scored from the walk before the plays — not walked at all if it changes none of
/// the squares that walk read, else walked on from the first step that reads a square
/// it changed, and no further once it meets that walk again — gets the very value of its
/// own walk from the start, for every play of thousands of states (pushes, pools, pivots
/// and teleporters of the advanced setups included), scored from what it changes or from
/// its board. And the walk is reused often: that is the point.
#[test]
fn a_play_is_scored_from_the_walk_before_it_where_that_walk_never_saw_it() {
    let states = reference::states(16);
    let w = Weights::default();
    let (mut whole, mut resumed, mut kept, mut all) = (0, 0, 0, 0);
    let (mut walks, mut rejoins, mut rejoin_steps) = (0, 0, 0);
    for (k, game) in states.iter().enumerate() {
        let seat = game.to_play().expect("a player to play");
        let scorer = Scorer::for_plays(game, seat, &w);
        let plain = Scorer::new(game, seat, &w);
        game.for_each_legal_result(|pawn, dest, change| {
            all += 1;
            if dest == Dest::Out {
                return;
            }
            let board = change.board();
            // The squares the play says it changed are those that differ.
            assert_eq!(change.squares(), game.board().cells_changed(&board));
            let (mut n1, mut n2, mut n3) = (0, 0, 0);
            let (v, reuse, rejoined) = scorer.expected_resumed(Play::Changes(change), &mut n1);
            let u = plain.expected(&board, &mut n2);
            assert_eq!(
                v.to_bits(),
                u.to_bits(),
                "state {k}: {pawn:?} to {dest} ({reuse:?})"
            );
            assert_eq!(n1, n2);
            // From the board built, the same.
            let (b, ..) = scorer.expected_resumed(Play::Built(&board), &mut n3);
            assert_eq!(v.to_bits(), b.to_bits(), "state {k}: {pawn:?} to {dest}");
            match reuse {
                Reuse::Whole => whole += 1,
                Reuse::Resumed(n) => {
                    resumed += 1;
                    kept += usize::from(n);
                }
                Reuse::Walked => {}
            }
            if reuse != Reuse::Whole {
                walks += 1;
            }
            if let Some(at) = rejoined {
                rejoins += 1;
                rejoin_steps += usize::from(at);
            }
        });
    }
    eprintln!(
        "{all} plays: {whole} not walked, {resumed} resumed ({kept} steps kept); \
         of the {walks} walks, {rejoins} rejoined the walk before (after {rejoin_steps} steps)"
    );
    assert!(
        whole * 5 > all,
        "{whole} of {all} plays scored from the walk before"
    );
    assert!(
        resumed * 5 > all && kept > 2 * resumed,
        "{resumed} of {all} plays resumed, {kept} steps kept"
    );
    assert!(
        rejoins * 5 > walks && rejoin_steps > 3 * rejoins,
        "{rejoins} of {walks} walks rejoined the walk before"
    );
}

/// Each play handed over as its changes (the squares of a configuration of the pieces found
/// once for all the plays that share it) lays the very board of the play as the whole move
/// builds it, and says the squares where the two boards differ, for every play of thousands
/// of states.
#[test]
fn a_play_handed_over_as_its_changes_lays_the_board_of_the_play() {
    let states = reference::states(16);
    let mut pushed = 0;
    for (k, game) in states.iter().enumerate() {
        let plays = game.legal_plays();
        let mut i = 0;
        game.for_each_legal_result(|pawn, dest, change| {
            let m = &plays[i];
            assert_eq!((pawn, dest), (m.pawn, m.dest), "state {k}, play {i}");
            // Asked twice: the second answer comes from what the first found.
            for _ in 0..2 {
                assert!(change.board() == m.board, "state {k}, play {i}");
                assert_eq!(change.squares(), game.board().cells_changed(&m.board));
            }
            if !m.pushes.is_empty() {
                pushed += 1;
            }
            i += 1;
        });
        assert_eq!(i, plays.len());
    }
    assert!(pushed > 1000, "{pushed} plays that push");
}
