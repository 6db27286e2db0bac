//! The whole game, rule by rule (docs/RULES.md G1–G8 with S15–S20, and the game options): one
//! record per point — written by hand, or made by the test policies and stored under
//! `tests/games/` — with what it must show asserted fact by fact, and the same record doctored
//! to break the rule, which must be refused with the file, line, turn and play named.

use crate::game_support::{fixture, play_game, refused, replay, replay_traced, Policy};
use furunkulus::board::{PawnId, Removal};
use furunkulus::game::record::{self, Record, RecordSetup, TurnRecord};
use furunkulus::game::{End, Game, PawnState, Phase, Play, Seat};
use furunkulus::pawn::Dest;
use furunkulus::rules::{Deck, Tile};
use furunkulus::setup::Setup;

/// The record of `text`, as data.
fn record_of(text: &str) -> Record {
    record::parse(text, "test.yaml")
        .unwrap_or_else(|e| panic!("{e}"))
        .record
}

/// The 1-based number of the first line of `text` containing `needle`.
fn line_of(text: &str, needle: &str) -> usize {
    text.lines()
        .position(|l| l.contains(needle))
        .unwrap_or_else(|| panic!("no line with {needle}"))
        + 1
}

fn names(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| s.to_string()).collect()
}

fn new_game(players: &[&str]) -> Game {
    Game::new(&names(players), None, &Setup::basic(), false).unwrap()
}

fn seat_names(game: &Game, pawns: &[PawnId]) -> Vec<String> {
    pawns
        .iter()
        .map(|&id| game.player_name(game.seat_of(id)).to_string())
        .collect()
}

// ---------------------------------------------------------------------------------------
// S15: seats and pawns.

#[test]
fn s15_four_pawns_with_two_to_four_players_three_with_five_to_seven() {
    for n in 2..=7 {
        let players: Vec<String> = ["red", "blue", "green", "yellow", "black", "white", "pink"]
            [..n]
            .iter()
            .map(|s| s.to_string())
            .collect();
        let game = Game::new(&players, None, &Setup::basic(), false).unwrap();
        let want: &[u8] = if n <= 4 { &[1, 3, 4, 5] } else { &[1, 4, 5] };
        assert_eq!(game.pawns().len(), n * want.len(), "{n} players");
        for (s, player) in players.iter().enumerate() {
            let ids: Vec<PawnId> = game.pawns_of(Seat(s as u8)).collect();
            let faces: Vec<u8> = ids.iter().map(|&id| game.face(id)).collect();
            assert_eq!(faces, want, "{n} players: white faces up");
            for (&id, w) in ids.iter().zip(want) {
                assert_eq!(game.pawn_name(id), format!("{player}{w}"));
                assert_eq!(game.pawn_state(id), PawnState::Waiting(*w));
            }
        }
        assert_eq!(game.pawns_to_win(), want.len() - 1, "S20: all but one");
    }
    let mut with_pawn = Setup::basic();
    with_pawn.pawns.push(furunkulus::setup::PawnSpec::at(
        "red1",
        "c5".parse().unwrap(),
    ));
    assert_eq!(
        Game::new(&names(&["red", "blue"]), None, &with_pawn, false),
        Err(furunkulus::game::StartError::PawnsInSetup)
    );
    for bad in [
        names(&["red"]),
        names(&["a", "b", "c", "d", "e", "f", "g", "h"]),
    ] {
        assert!(
            Game::new(&bad, None, &Setup::basic(), false).is_err(),
            "{bad:?}"
        );
    }
}

#[test]
fn s15_the_start_player_and_seating_order() {
    let game = Game::new(
        &names(&["red", "blue", "green"]),
        Some("blue"),
        &Setup::basic(),
        false,
    )
    .unwrap();
    assert_eq!(game.start_player(), Seat(1));
    assert_eq!(game.to_play(), Some(Seat(1)));
    let text = "players: [red, blue, green]\nstart: green\nturns:\n  - plays:\n      - { pawn: red5, to: o11 }\n";
    let e = refused(text);
    assert!(
        e.contains("test.yaml:5:9: turn 1, play 1 (red5): it is green's turn to play, not red's"),
        "{e}"
    );
    let e = refused("players: [red, blue]\nstart: pink\n");
    assert!(
        e.contains("test.yaml:2:8: the start player `pink` is not one of the players"),
        "{e}"
    );
}

// ---------------------------------------------------------------------------------------
// S16, S17, G2, G8: the first turn.

#[test]
fn s17_two_entries_in_the_first_turn_the_others_flipped_beside_the_entrance() {
    let text = fixture("first-turn.yaml");
    let r = replay(&text);
    let t1 = &r.turns[0];
    let game = &t1.before;
    let played: Vec<&str> = t1.plays.iter().map(|m| game.pawn_name(m.pawn)).collect();
    assert_eq!(
        played,
        ["red5", "blue5", "red4", "blue4", "red3", "blue3", "red1", "blue1"]
    );
    let after = &r.turns[1].before;
    let red = after.seat_of_player("red").unwrap();
    let blue = after.seat_of_player("blue").unwrap();
    let entered = |seat| -> Vec<String> {
        after
            .entered_first_turn(seat)
            .iter()
            .map(|&id| after.pawn_name(id).to_string())
            .collect()
    };
    assert_eq!(entered(red), ["red4", "red5"]);
    assert_eq!(entered(blue), ["blue3", "blue5"]);
    // Every pawn was played once and flipped (S16): the face is 7 minus the white face.
    for id in after.board().pawn_ids() {
        let white = after.pawns()[id.0 as usize].face.unwrap();
        assert_eq!(after.face(id), 7 - white, "{}", after.pawn_name(id));
    }
    let state = |n: &str| after.pawn_state(after.pawn_id(n).unwrap());
    assert_eq!(state("red5"), PawnState::On("o11".parse().unwrap(), 2));
    assert_eq!(state("blue5"), PawnState::On("o10".parse().unwrap(), 2));
    assert_eq!(state("red3"), PawnState::Waiting(4), "G8: stays, flipped");
    // From the second turn on, every pawn may enter.
    // red3 passes over blue3 on p11 and red4 on p10 (P4).
    let third = Play::to(after.pawn_id("red3").unwrap(), "p9".parse().unwrap());
    let after_blue = after
        .apply(&Play::to(
            after.pawn_id("blue5").unwrap(),
            "n10".parse().unwrap(),
        ))
        .unwrap();
    assert!(
        after_blue.apply(&third).is_ok(),
        "turn 2: a third pawn enters"
    );
}

#[test]
fn s17_a_third_entry_is_refused_and_never_among_the_legal_plays() {
    let text = fixture("first-turn.yaml")
        .replace("{ pawn: red3, to: waiting }", "{ pawn: red3, to: p11 }");
    let e = refused(&text);
    let line = line_of(&text, "pawn: red3");
    assert!(
        e.contains(&format!("test.yaml:{line}:9: turn 1, play 5 (red3): red3 cannot enter: red has brought red4 and red5 onto the board already")),
        "{e}"
    );
    assert!(e.contains("(S17; option first-turn-entries)"), "{e}");
    // The legal plays of red3 at that point: staying only.
    let r = replay(&fixture("first-turn.yaml"));
    let mut g = r.turns[0].before.clone();
    for m in &r.turns[0].plays[..4] {
        g = g.apply(&Play::of_move(m)).unwrap();
    }
    let plays = g.legal_plays();
    assert!(!plays.is_empty());
    assert!(plays.iter().all(|m| m.dest == Dest::Waiting), "{plays:?}");
    assert_eq!(plays.len(), 2, "red3 and red1 may only stay");
}

/// A first turn where red enters one pawn and stays with the others; blue3 leaves p11 free.
const EXACTLY_TWO: &str = "\
players: [red, blue]
options: { first-turn-entries: exactly-two }
turns:
  - plays:
      - { pawn: red5, to: o11 }
      - { pawn: blue5, path: [p11, o11, o10] }
      - { pawn: red4, to: waiting }
      - { pawn: blue4, to: waiting }
      - { pawn: red3, to: waiting }
      - { pawn: blue3, path: [p11, p10] }
      - { pawn: red1, to: waiting }
";

#[test]
fn s17_option_first_turn_entries_exactly_two() {
    // red1 could enter, and staying would leave red with one pawn in: refused.
    let e = refused(EXACTLY_TWO);
    let line = line_of(EXACTLY_TWO, "pawn: red1");
    assert!(
        e.contains(&format!("test.yaml:{line}:9: turn 1, play 7 (red1): red1 must enter: red has brought 1 pawn in, and must bring two in the first turn (S17; option first-turn-entries=exactly-two)")),
        "{e}"
    );
    // Entering is accepted.
    replay(&EXACTLY_TWO.replace("{ pawn: red1, to: waiting }", "{ pawn: red1, to: p11 }"));
    // Under the default, staying is fine (at most two).
    replay(&EXACTLY_TWO.replace("options: { first-turn-entries: exactly-two }\n", ""));
    // "When they can": with blue3 left on p11, red1 (1 point) cannot enter, so it may stay.
    replay(&EXACTLY_TWO.replace(
        "{ pawn: blue3, path: [p11, p10] }",
        "{ pawn: blue3, to: p11 }",
    ));
    // And before that, the earlier stays were fine: red still had enough pawns to bring in.
    let r = replay(&EXACTLY_TWO.replace("      - { pawn: red1, to: waiting }\n", ""));
    let g = &r.game;
    let plays = g.legal_plays();
    assert!(
        plays.iter().all(|m| m.dest != Dest::Waiting),
        "red1 must enter"
    );
}

// ---------------------------------------------------------------------------------------
// S16, G1: turn order and passing.

#[test]
fn s16_the_start_player_plays_first_then_to_the_left_once_per_pawn() {
    let text = fixture("first-turn.yaml");
    let line = line_of(&text, "pawn: red5");
    let e = refused(&text.replace("{ pawn: red5, to: o11 }", "{ pawn: blue5, to: o11 }"));
    assert!(
        e.contains(&format!(
            "test.yaml:{line}:9: turn 1, play 1 (blue5): it is red's turn to play, not blue's"
        )),
        "{e}"
    );
    let e = refused(&text.replace("{ pawn: red4, to: p10 }", "{ pawn: red5, to: n11 }"));
    assert!(
        e.contains("turn 1, play 3 (red5): red5 has already been played this turn; each pawn is played once a turn (S16)"),
        "{e}"
    );
    let e = refused(&text.replace("{ pawn: red4, to: p10 }", "{ pawn: red9, to: p10 }"));
    assert!(e.contains("turn 1, play 3 (red9): no pawn `red9` in this game (the pawns are red1, red3, red4, red5, blue1, blue3, blue4, blue5)"), "{e}");
    // The tile comes only when every pawn in play has been played (G1).
    let short = text.replace("      - { pawn: blue1, to: waiting }\n", "");
    let e = refused(&short);
    let line = line_of(&short, "tile: 8");
    assert!(
        e.contains(&format!("test.yaml:{line}:11: turn 1, tile 8: the monster phase comes after every pawn in play has been played (G1); still to play: blue1 (blue to play)")),
        "{e}"
    );
    // And a play after every pawn has played belongs to the next turn.
    let e = refused(&text.replace(
        "      - { pawn: blue1, to: waiting }\n",
        "      - { pawn: blue1, to: waiting }\n      - { pawn: red5, to: n11 }\n",
    ));
    assert!(e.contains("turn 1, play 9 (red5): every pawn in play has been played this turn: the monster phase comes next (G1)"), "{e}");
}

#[test]
fn s16_a_player_with_no_pawn_left_to_play_passes() {
    let text = fixture("four-players-tie.yaml");
    let r = replay(&text);
    // Turn 11: green starts; red has no pawn in play (all four gone in round 2) and passes the
    // whole phase; after blue's only pawn, yellow and blue are skipped and green plays on.
    let t = &r.turns[10];
    assert_eq!(t.turn, 11);
    assert_eq!(t.before.player_name(t.start), "green");
    let red = t.before.seat_of_player("red").unwrap();
    assert!(t.before.pawns_of(red).all(|id| !t.before.in_play(id)));
    let who = seat_names(
        &t.before,
        &t.plays.iter().map(|m| m.pawn).collect::<Vec<_>>(),
    );
    assert_eq!(who, ["green", "yellow", "blue", "green", "green"]);
    // Doctored: red plays a gone pawn; yellow plays out of turn.
    let rec = record_of(&text);
    let mut bad = rec.clone();
    bad.turns[10].plays[1].pawn = "red5".into();
    let e = refused(&record::to_yaml(&bad));
    assert!(
        e.contains("turn 11, play 2 (red5): it is yellow's turn to play, not red's"),
        "{e}"
    );
    let mut bad = rec;
    bad.turns[10].plays.swap(2, 3);
    let e = refused(&record::to_yaml(&bad));
    assert!(e.contains("turn 11, play 3 (green"), "{e}");
    assert!(e.contains("it is blue's turn to play, not green's"), "{e}");
}

#[test]
fn g3_the_start_player_passes_to_the_left_each_turn() {
    let r = replay(&fixture("four-players-tie.yaml"));
    let starts: Vec<&str> = r
        .turns
        .iter()
        .map(|t| t.before.player_name(t.start))
        .collect();
    let order = ["red", "blue", "green", "yellow"];
    for (i, s) in starts.iter().enumerate() {
        assert_eq!(*s, order[i % 4], "turn {}", i + 1);
    }
    // The start player plays first when they have a pawn to play.
    for t in &r.turns {
        let first = t.before.seat_of(t.plays[0].pawn);
        if t.before.unplayed_pawns(t.start).next().is_some() {
            assert_eq!(first, t.start, "turn {}", t.turn);
        } else {
            assert_ne!(
                first, t.start,
                "turn {}: the start player has no pawn",
                t.turn
            );
        }
    }
    // Turn 13: red starts but has no pawn; blue plays first.
    assert_eq!(r.turns[12].before.player_name(r.turns[12].start), "red");
    assert_eq!(
        r.turns[12]
            .before
            .player_name(r.turns[12].before.seat_of(r.turns[12].plays[0].pawn)),
        "blue"
    );
}

// ---------------------------------------------------------------------------------------
// S18: removed pawns, rounds 1 and 2.

#[test]
fn s18_eaten_in_round_1_back_beside_the_entrance_with_its_face_gone_in_round_2() {
    for file in [
        "four-players-tie.yaml",
        "two-players-win.yaml",
        "three-players-no-winner.yaml",
        "six-players-three-prey.yaml",
    ] {
        let r = replay(&fixture(file));
        let mut checked = [0, 0];
        for (i, t) in r.turns.iter().enumerate() {
            let Some(phase) = &t.monster else { continue };
            let before = {
                let mut g = t.before.clone();
                for m in &t.plays {
                    g = g.apply(&Play::of_move(m)).unwrap();
                }
                g
            };
            let after = r.turns.get(i + 1).map_or(&r.game, |n| &n.before);
            for removed in &phase.removed {
                let face = before.face(removed.pawn);
                let state = after.pawn_state(removed.pawn);
                if phase.round == 1 {
                    assert_eq!(state, PawnState::Waiting(face), "{file} turn {}", t.turn);
                } else {
                    assert_eq!(
                        state,
                        PawnState::Gone(removed.how),
                        "{file} turn {}",
                        t.turn
                    );
                }
                checked[phase.round as usize - 1] += 1;
            }
        }
        if file != "two-players-win.yaml" {
            assert!(checked[0] > 0 && checked[1] > 0, "{file}: {checked:?}");
        }
    }
    // By name: four players, turn 2 (prey-1): blue4 eaten at step 9, back beside the entrance
    // showing 4, the face it had; turn 8 (round 2): blue3 eaten at step 4, gone.
    let text = fixture("four-players-tie.yaml");
    let r = replay(&text);
    let t2 = r.turns[1].monster.as_ref().unwrap();
    let blue4 = r.game.pawn_id("blue4").unwrap();
    assert_eq!(
        (t2.removed[0].pawn, t2.removed[0].how, t2.removed[0].step),
        (blue4, Removal::Eaten, 9)
    );
    assert_eq!(r.turns[2].before.pawn_state(blue4), PawnState::Waiting(4));
    let blue3 = r.game.pawn_id("blue3").unwrap();
    let t8 = r.turns[7].monster.as_ref().unwrap();
    assert_eq!(t8.round, 2);
    assert_eq!(t8.removed[0].pawn, blue3);
    assert_eq!(
        r.turns[8].before.pawn_state(blue3),
        PawnState::Gone(Removal::Eaten)
    );
    // A gone pawn never plays again.
    let mut bad = record_of(&text);
    let blue_play = bad.turns[8]
        .plays
        .iter()
        .position(|p| p.pawn.starts_with("blue"))
        .unwrap();
    bad.turns[8].plays[blue_play].pawn = "blue3".into();
    let e = refused(&record::to_yaml(&bad));
    assert!(
        e.contains("blue3 is gone: pawns removed in round 2 leave the game (S18)"),
        "{e}"
    );
}

// ---------------------------------------------------------------------------------------
// G4, S19: the pile.

#[test]
fn g4_the_first_tile_is_not_a_prey_tile_option_no_prey_first() {
    let text = fixture("first-turn.yaml");
    let e = refused(&text.replace("tile: 8", "tile: prey-1"));
    let line = line_of(&text, "tile: 8");
    assert!(
        e.contains(&format!("test.yaml:{line}:11: turn 1, tile prey-1: tile prey-1 cannot be the game's first tile: the first tile is not a prey tile; prey tiles drawn first go back (G4; option no-prey-first=game)")),
        "{e}"
    );
    let fresh = new_game(&["red", "blue"]);
    assert!(fresh.prey_barred());
    assert_eq!(
        fresh.next_tiles(),
        Deck::of(vec![
            Tile::Steps(5),
            Tile::Steps(7),
            Tile::Steps(7),
            Tile::Steps(8),
            Tile::Steps(8),
            Tile::Steps(10)
        ])
    );
    // Round 2's first tile: prey-2 in the four-player game. Allowed under `game` (the
    // default), refused under `each-round`.
    let text = fixture("four-players-tie.yaml");
    let r = replay(&text);
    assert_eq!(r.turns[7].round, 2);
    assert_eq!(r.turns[7].monster.as_ref().unwrap().tile, Tile::Prey(2));
    assert!(!r.turns[7].before.prey_barred());
    assert!(r.turns[7]
        .before
        .next_tiles()
        .tiles()
        .contains(&Tile::Prey(2)));
    let each = text.replace(
        "seed: 3\n",
        "seed: 3\noptions: { no-prey-first: each-round }\n",
    );
    let e = refused(&each);
    let line = line_of(&each, "tile: prey-2");
    assert!(
        e.contains(&format!("test.yaml:{line}:11: turn 8, tile prey-2: tile prey-2 cannot be round 2's first tile: the first tile of each round is not a prey tile; prey tiles drawn first go back (G4; option no-prey-first=each-round)")),
        "{e}"
    );
    // Under `each-round`, round 2's first tile drawn is a step tile.
    let mut rec = record_of(&each);
    rec.turns.truncate(8);
    rec.turns[7].tile = Some(Tile::Steps(7));
    let r = replay(&record::to_yaml(&rec));
    assert!(r.turns[7].before.prey_barred());
    assert!(r.turns[7]
        .before
        .next_tiles()
        .tiles()
        .iter()
        .all(|t| !t.is_prey()));
    assert_eq!(r.game.round(), 2);
}

#[test]
fn g4_seeded_draws_never_bring_a_prey_tile_first() {
    for seed in 0..300 {
        let g = new_game(&["red", "blue"]);
        // The pawn phase does not matter to the pile: draw as the monster phase would.
        let t = g.seeded_tile(seed).unwrap();
        assert!(!t.is_prey(), "seed {seed}");
    }
    // Each step tile comes first as often as it is in the pile (shuffled pile, G4): 7 and 8
    // twice as often as 5 and 10.
    let mut count = std::collections::BTreeMap::new();
    let g = new_game(&["red", "blue"]);
    for seed in 0..6000 {
        *count.entry(g.seeded_tile(seed).unwrap()).or_insert(0) += 1;
    }
    assert_eq!(count.len(), 4, "{count:?}");
    let (five, seven) = (count[&Tile::Steps(5)], count[&Tile::Steps(7)]);
    assert!(seven > five * 3 / 2 && seven < five * 5 / 2, "{count:?}");
}

#[test]
fn s19_seven_tiles_a_round_the_eighth_never_played() {
    let text = fixture("four-players-tie.yaml");
    let r = replay(&text);
    // Round 1 plays 7 tiles; the 8th is never played; round 2 starts with all 8.
    assert_eq!(r.turns[6].round, 1);
    let round1 = r.turns[6].monster.as_ref().unwrap();
    assert!(round1.round_over);
    let t8 = &r.turns[7].before;
    assert_eq!(t8.round(), 2);
    assert_eq!(t8.tiles_left(), Deck::standard());
    assert_eq!(t8.tiles_played(1).len(), 7);
    // Round 2's seventh tile ends the game; an eighth is refused.
    assert!(r.game.is_over());
    assert_eq!(r.game.tiles_played(2).len(), 7);
    let mut bad = record_of(&text);
    bad.turns.push(TurnRecord {
        plays: Vec::new(),
        tile: Some(Tile::Steps(8)),
    });
    let e = refused(&record::to_yaml(&bad));
    assert!(
        e.contains("turn 15, tile 8: an eighth tile of round 2 is never played (S19): the game is over: round 2 played its seventh tile (S19): "),
        "{e}"
    );
    let err = r.game.monster_phase(Tile::Steps(8)).unwrap_err();
    assert!(
        err.to_string()
            .starts_with("an eighth tile of round 2 is never played (S19): the game is over: "),
        "{err}"
    );
    // A tile no longer in the pile: turn 2 drawing a second 10.
    let mut bad = record_of(&text);
    bad.turns.truncate(2);
    bad.turns[1].tile = Some(Tile::Steps(10));
    let e = refused(&record::to_yaml(&bad));
    assert!(e.contains("turn 2, tile 10: tile 10 is not left in round 1's pile: the tiles left are 5,7,7,8,8,prey-1,prey-2 (S19)"), "{e}");
}

#[test]
fn s19_the_end_of_round_2_eats_every_pawn_still_inside() {
    for (file, eaten) in [
        ("four-players-tie.yaml", vec!["yellow4"]),
        ("three-players-no-winner.yaml", vec!["blue3"]),
    ] {
        let r = replay_traced(&fixture(file));
        let last = r.turns.last().unwrap();
        let phase = last.monster.as_ref().unwrap();
        let names: Vec<&str> = phase
            .eaten_at_end
            .iter()
            .map(|&id| r.game.pawn_name(id))
            .collect();
        assert_eq!(names, eaten, "{file}");
        // They stood on the board after the monster's last move, and are gone now.
        let trace = phase.trace.as_ref().unwrap();
        for &id in &phase.eaten_at_end {
            assert!(trace.after.pawn_square(id).is_some(), "{file}");
            assert_eq!(r.game.pawn_state(id), PawnState::Gone(Removal::Eaten));
        }
        // Nothing is left on the board; pawns beside the entrance stay there, never out.
        for id in r.game.board().pawn_ids() {
            assert!(
                !matches!(r.game.pawn_state(id), PawnState::On(..)),
                "{file}"
            );
        }
        assert_eq!(r.game.end(), Some(End::RoundTwoOver));
        assert_eq!(r.game.phase(), Phase::Over);
        assert_eq!(
            (r.game.turn(), r.game.round()),
            (14, 2),
            "{file}: the last turn stays"
        );
    }
}

// ---------------------------------------------------------------------------------------
// S20: winning.

#[test]
fn s20_a_player_wins_at_once_in_the_middle_of_a_pawn_phase() {
    let text = fixture("two-players-win.yaml");
    let r = replay(&text);
    let g = &r.game;
    let red = g.seat_of_player("red").unwrap();
    let blue = g.seat_of_player("blue").unwrap();
    assert_eq!(g.end(), Some(End::Won { seat: red }));
    assert_eq!(g.winner(), Some(red));
    let out: Vec<&str> = g.out_pawns(red).iter().map(|&id| g.pawn_name(id)).collect();
    assert_eq!(out, ["red5", "red4", "red1"]);
    // Turn 8: blue started and played one pawn; red1 went out with red's first play; blue's
    // other pawns never played.
    let last = r.turns.last().unwrap();
    assert_eq!(last.turn, 8);
    assert_eq!(last.plays.len(), 2);
    assert!(last.monster.is_none());
    assert_eq!(g.unplayed_pawns(blue).count(), 3, "the phase was not over");
    assert_eq!(g.phase(), Phase::Over);
    assert_eq!(g.to_play(), None);
    // Nothing may follow: not a play, not a tile.
    let mut bad = record_of(&text);
    let extra = bad.turns[6].plays[1].clone();
    bad.turns[7].plays.push(extra);
    let e = refused(&record::to_yaml(&bad));
    assert!(e.contains("turn 8, play 3"), "{e}");
    assert!(e.contains("the game is over: red won with 3 pawns out (red5, red4 and red1), all but one of their pawns, in turn 8 (S20)"), "{e}");
    let mut bad = record_of(&text);
    bad.turns[7].tile = Some(Tile::Steps(8));
    let e = refused(&record::to_yaml(&bad));
    assert!(
        e.contains("turn 8, tile 8: the game is over: red won"),
        "{e}"
    );
    // Six players: 2 of 3 out wins, with the first play of turn 11.
    let r = replay(&fixture("six-players-three-prey.yaml"));
    let black = r.game.seat_of_player("black").unwrap();
    assert_eq!(r.game.winner(), Some(black));
    assert_eq!(r.game.out_pawns(black).len(), 2);
    assert_eq!(r.turns.last().unwrap().plays.len(), 1);
}

#[test]
fn s20_a_tie_goes_to_who_reached_the_number_first() {
    let r = replay(&fixture("four-players-tie.yaml"));
    let g = &r.game;
    let count = |p: &str| g.out_pawns(g.seat_of_player(p).unwrap()).len();
    assert_eq!(
        (count("red"), count("blue"), count("green"), count("yellow")),
        (0, 1, 2, 2)
    );
    // yellow5 went out in turn 7 and yellow1 in turn 10; green3 in turn 10 (before yellow1)
    // and green1 in turn 11: yellow reached 2 first.
    let order: Vec<&str> = g.out_order().iter().map(|&id| g.pawn_name(id)).collect();
    assert_eq!(order, ["yellow5", "blue4", "green3", "yellow1", "green1"]);
    assert_eq!(g.winner(), g.seat_of_player("yellow"));
    assert!(g.end_words().contains("yellow won with 2 pawns out"));
    // Before turn 11 (green's second), yellow led alone; after, still yellow.
    assert_eq!(r.turns[10].before.leader(), g.seat_of_player("yellow"));
    // Who reached 1 first leads while only one each is out: yellow (turn 7).
    assert_eq!(r.turns[7].before.leader(), g.seat_of_player("yellow"));
}

#[test]
fn s20_no_pawn_out_no_winner() {
    let r = replay(&fixture("three-players-no-winner.yaml"));
    assert_eq!(r.game.winner(), None);
    assert_eq!(r.game.leader(), None);
    assert!(r
        .game
        .end_words()
        .contains("no pawn got out: there is no winner"));
}

#[test]
fn s20_round_2_ends_when_no_pawn_is_left_in_play() {
    // Two players rushing (seed 2): in round 2 the last pawn in play is removed or goes out
    // before the seventh tile; the game ends there, won by who got most out.
    let (rec, game) = play_game(&["red", "blue"], Policy::Rush, 2);
    assert_eq!(game.end(), Some(End::NoPawnLeft));
    assert!(game.board().pawn_ids().all(|id| !game.in_play(id)));
    assert!(game.tiles_played(2).len() < 7);
    let winner = game.winner().expect("someone got a pawn out");
    assert_eq!(Some(winner), game.leader());
    // The record says the same when replayed.
    let r = replay(&record::to_yaml(&rec));
    assert_eq!(r.game, game);
}

// ---------------------------------------------------------------------------------------
// G7: the 3-prey variant.

#[test]
fn g7_three_prey_variant() {
    let text = fixture("six-players-three-prey.yaml");
    let r = replay(&text);
    assert!(r.game.three_prey());
    let mut deck: Vec<Tile> = r.turns[0].before.round_deck().tiles().to_vec();
    deck.sort();
    assert_eq!(
        deck,
        [
            Tile::Steps(7),
            Tile::Steps(7),
            Tile::Steps(8),
            Tile::Steps(8),
            Tile::Steps(10),
            Tile::Prey(1),
            Tile::Prey(2),
            Tile::Prey(3)
        ]
    );
    // Turn 7: prey-3 removes three pawns, then the monster stops (M11, S6).
    let t7 = r.turns[6].monster.as_ref().unwrap();
    assert_eq!(t7.tile, Tile::Prey(3));
    let removed: Vec<(&str, u8)> = t7
        .removed
        .iter()
        .map(|x| (r.game.pawn_name(x.pawn), x.step))
        .collect();
    assert_eq!(removed, [("blue1", 6), ("blue4", 11), ("yellow5", 12)]);
    // Without the variant the same record is refused at that tile.
    let plain = text.replace("variant: [three-prey]\n", "");
    assert_ne!(plain, text);
    let e = refused(&plain);
    let line = line_of(&plain, "tile: prey-3");
    assert!(e.contains(&format!("test.yaml:{line}:11: turn 7, tile prey-3: tile prey-3 is not one of the game's tiles: the pile holds 5, 7, 7, 8, 8, 10, prey-1 and prey-2 (S19; G7: the 5 tile becomes \"3 prey\")")), "{e}");
    // With it, the 5 is not a tile of the game.
    let mut bad = record_of(&text);
    bad.turns.truncate(1);
    bad.turns[0].tile = Some(Tile::Steps(5));
    let e = refused(&record::to_yaml(&bad));
    assert!(e.contains("turn 1, tile 5: tile 5 is not one of the game's tiles: the pile holds prey-3, 7, 7, 8, 8, 10, prey-1 and prey-2 (S19; G7: the 5 tile becomes \"3 prey\")"), "{e}");
}

// ---------------------------------------------------------------------------------------
// Plays: a destination or a path, in the words of `moves --to`.

#[test]
fn an_illegal_play_is_explained_in_the_words_of_moves_to() {
    let text = fixture("first-turn.yaml");
    let e = refused(&text.replace("{ pawn: red5, to: o11 }", "{ pawn: red5, to: k11 }"));
    assert!(
        e.contains("turn 1, play 1 (red5): red5 with 5 points cannot end its move on k11: k11 is 6 points away; the pawn has 5 (P1)"),
        "{e}"
    );
    let e = refused(&text.replace("{ pawn: red4, to: p10 }", "{ pawn: red4, to: o11 }"));
    assert!(
        e.contains("red4 with 4 points cannot end its move on o11: pawn red5 stands on o11"),
        "{e}"
    );
    let e = refused(&text.replace("path: [p11, o11, o10]", "path: [p11, n11]"));
    assert!(e.contains("blue5 with 5 points cannot go [p11, n11]: n11 is not next to p11: one point moves one square (P1)"), "{e}");
    let e = refused(&text.replace("path: [p11, o11, o10]", "path: [p11, o11, o10], to: o9"));
    assert!(
        e.contains("blue5's path ends on o10, not on o9 as `to` says (the path decides)"),
        "{e}"
    );
    // `to: o10` fits three results (the stone on o9 left, pushed west, pushed north): the
    // path must say which.
    let e = refused(&text.replace(
        "{ pawn: blue5, path: [p11, o11, o10] }",
        "{ pawn: blue5, to: o10 }",
    ));
    assert!(e.contains("blue5 can end its move on o10 in 3 ways that leave the stones differently: give the `path`, one of [p11, p10, o10] or [p11, p10, p9, o9, o10] or [p11, p10, o10, o9, o10]"), "{e}");
    // A pawn out of play.
    let g = new_game(&["red", "blue"]);
    let e = g
        .apply(&Play::to(PawnId(4), "p11".parse().unwrap()))
        .unwrap_err();
    assert_eq!(e.to_string(), "it is red's turn to play, not blue's (blue1 is blue's pawn; S16: the start player red plays first, then each player to the left)");
}

#[test]
fn a_record_can_start_from_any_valid_board() {
    let text = "\
players: [red, blue]
setup: board
board:
  monster: { at: h6, facing: south }
  stones: [c3, m4]
  crystals: [d5]
  pivots: [ { at: k8, turn: right } ]
  teleporters: [ { at: j5, arrow: east, pair: yellow }, { at: o7, arrow: south, pair: yellow } ]
  pools: [ { at: k6, size: 2x2 } ]
turns:
  - plays:
      - { pawn: red5, to: o11 }
";
    let r = replay(text);
    let b = r.game.board();
    assert_eq!(b.monster(), "h6".parse().unwrap());
    assert_eq!(b.pieces().count(), 4);
    assert_eq!(b.teleporters().count(), 2);
    assert_eq!(b.pools().count(), 4);
    // Round trip through the writer.
    let again = record::to_yaml(&record_of(text));
    assert_eq!(record_of(&again), record_of(text));
    // The board is checked like a scenario's, every problem at its line.
    let bad = text
        .replace("stones: [c3, m4]", "stones: [c3, d5]")
        .replace(
            "pools: [ { at: k6, size: 2x2 } ]",
            "pools: [ { at: k6, size: 2x2 } ]\n  pawns: []",
        );
    let e = refused(&bad);
    assert!(
        e.contains(
            "test.yaml:6:14: two pieces on one square: a crystal and a stone (line 5) on d5"
        ),
        "{e}"
    );
    assert!(e.contains("board: unknown key `pawns`"), "{e}");
    let e = refused("players: [red, blue]\nsetup: board\n");
    assert!(e.contains("setup: `board` needs `board`"), "{e}");
    let e = refused("players: [red, blue]\nboard: { stones: [c3] }\n");
    assert!(e.contains("board: only with `setup: board`"), "{e}");
}

#[test]
fn records_with_no_turns_and_a_last_turn_without_tile() {
    let r = replay("players: [red, blue, green]\n");
    assert_eq!(r.game.turn(), 1);
    assert_eq!(r.game.phase(), Phase::Pawns);
    assert!(r.turns.is_empty());
    // A turn without tile may only be the last.
    let text = fixture("first-turn.yaml");
    let mut bad = record_of(&text);
    bad.turns[0].tile = None;
    let e = refused(&record::to_yaml(&bad));
    assert!(e.contains("turn 1 has no `tile`, but turn 2 follows: every turn but the last gives the tile of its monster phase"), "{e}");
    let _ = RecordSetup::Basic;
}
