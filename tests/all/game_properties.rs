//! Property tests over random legal games: every state along the way keeps the pawns
//! (board + waiting + out + gone = all), faces alternate with every play and only then, a
//! round plays at most 7 tiles drawn from the right pile, the turn order is kept; a game
//! played through `game play` (scripted) and saved replays to the same state; the same seed
//! plays the same game, byte for byte.
//!
//! Cases: 10 per property, 4 for `game play` (set `PROPTEST_CASES` to run more; each case is a
//! whole game).

use crate::game_support::{choose, play_out, Policy};
use crate::properties::config;
use furunkulus::board::{Occupant, PawnId};
use furunkulus::game::record::{self, Record, RecordSetup};
use furunkulus::game::{Game, PawnState, Phase, Play, Seat};
use furunkulus::pawn::Dest;
use furunkulus::report::game::random_placements;
use furunkulus::rng::Rng;
use furunkulus::rules::{FirstTurnEntries, NoPreyFirst, Options, Tile};
use furunkulus::session::{Session, Tiles};
use proptest::prelude::*;

const NAMES: [&str; 7] = ["red", "blue", "green", "yellow", "black", "white", "pink"];

/// A random game's setting: players, setup, options, variant, how they play, the seed.
#[derive(Clone, Debug)]
struct Setting {
    players: usize,
    advanced: bool,
    exactly_two: bool,
    each_round: bool,
    three_prey: bool,
    rush: bool,
    seed: u64,
}

fn settings() -> impl Strategy<Value = Setting> {
    (
        2usize..=7,
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        any::<u64>(),
    )
        .prop_map(
            |(players, advanced, exactly_two, each_round, three_prey, rush, seed)| Setting {
                players,
                advanced,
                exactly_two,
                each_round,
                three_prey,
                rush,
                seed,
            },
        )
}

impl Setting {
    fn record(&self) -> Record {
        let players: Vec<String> = NAMES[..self.players]
            .iter()
            .map(|s| s.to_string())
            .collect();
        let mut options = Options::default();
        if self.exactly_two {
            options.first_turn_entries = FirstTurnEntries::ExactlyTwo;
        }
        if self.each_round {
            options.no_prey_first = NoPreyFirst::EachRound;
        }
        let setup = if self.advanced {
            RecordSetup::Advanced(random_placements(
                &players,
                &mut Rng::new(self.seed),
                &options,
            ))
        } else {
            RecordSetup::Basic
        };
        let mut r = Record::new(players, setup, Some(self.seed));
        r.options = options;
        r.three_prey = self.three_prey;
        r
    }

    fn policy(&self) -> Policy {
        if self.rush {
            Policy::Rush
        } else {
            Policy::Random
        }
    }
}

/// What must hold in every state.
fn check_state(g: &Game) -> Result<(), TestCaseError> {
    let b = g.board();
    let mut counts = [0usize; 4];
    for id in b.pawn_ids() {
        match g.pawn_state(id) {
            PawnState::On(sq, face) => {
                counts[0] += 1;
                prop_assert_eq!(b.occupant(sq), Occupant::Pawn(id));
                prop_assert!((1..=6).contains(&face));
            }
            PawnState::Waiting(face) => {
                counts[1] += 1;
                prop_assert!((1..=6).contains(&face));
            }
            PawnState::Out => counts[2] += 1,
            PawnState::Gone(_) => counts[3] += 1,
        }
    }
    // Pawns conserved: board + waiting + out + gone = all.
    prop_assert_eq!(counts.iter().sum::<usize>(), g.pawns().len());
    prop_assert_eq!(counts[0], b.pawns_on_board());
    prop_assert_eq!(counts[2], g.out_order().len());
    // Gone pawns only in round 2 (or at its end).
    if g.round() == 1 {
        prop_assert_eq!(counts[3], 0);
    }
    // The pile: at most 7 tiles a round, drawn from the game's deck, the rest left.
    let deck = g.round_deck();
    for r in 1..=2u8 {
        let played = g.tiles_played(r);
        prop_assert!(played.len() <= 7);
        let mut left = deck.clone();
        for &t in played {
            prop_assert!(left.take(t), "{} played more often than in the deck", t);
        }
    }
    if !g.is_over() {
        let mut all: Vec<Tile> = g.tiles_left().tiles().to_vec();
        all.extend_from_slice(g.tiles_played(g.round()));
        all.sort();
        let mut want = deck.tiles().to_vec();
        want.sort();
        prop_assert_eq!(all, want);
        let next = g.next_tiles();
        prop_assert!(!next.is_empty());
        if g.prey_barred() {
            prop_assert!(next.tiles().iter().all(|t| !t.is_prey()));
        }
    }
    match g.phase() {
        Phase::Pawns => {
            let seat = g.to_play().expect("someone to play");
            prop_assert!(g.unplayed_pawns(seat).next().is_some());
            prop_assert!(!g.legal_plays().is_empty());
        }
        Phase::Monster => {
            prop_assert!(g.to_play().is_none());
            for s in 0..g.players().len() {
                prop_assert_eq!(g.unplayed_pawns(Seat(s as u8)).count(), 0);
            }
        }
        Phase::Over => {
            prop_assert!(g.end().is_some());
            prop_assert!(g.to_play().is_none());
        }
    }
    Ok(())
}

/// Plays a whole game of `setting`, checking every state and step.
fn play_checked(setting: &Setting) -> Result<Game, TestCaseError> {
    let rec = setting.record();
    let mut game = rec.start_game(&|_| None).expect("a valid start");
    let mut rng = Rng::new(setting.seed);
    let mut tiles_in_round = 0;
    let mut plays = 0;
    loop {
        check_state(&game)?;
        match game.phase() {
            Phase::Pawns => {
                let seat = game.to_play().unwrap();
                let m = choose(&game, setting.policy(), &mut rng);
                prop_assert_eq!(game.seat_of(m.pawn), seat, "the player to play plays");
                let before = game.clone();
                game = game
                    .apply(&Play::of_move(&m))
                    .expect("a legal play applies");
                plays += 1;
                // Faces alternate: the played pawn flips, no other does.
                for id in before.board().pawn_ids() {
                    let want = if id == m.pawn {
                        7 - before.face(id)
                    } else {
                        before.face(id)
                    };
                    prop_assert_eq!(game.face(id), want);
                }
                prop_assert!(game.has_played(m.pawn) || game.is_over());
                // The first turn: at most two entries each.
                if before.turn() == 1 {
                    prop_assert!(game.entered_first_turn(seat).len() <= 2);
                }
                if m.dest == Dest::Out {
                    prop_assert_eq!(game.pawn_state(m.pawn), PawnState::Out);
                }
            }
            Phase::Monster => {
                let t = game.seeded_tile(setting.seed).expect("a tile");
                let before = game.clone();
                let (next, phase) = game.monster_phase(t).expect("the drawn tile plays");
                // Faces never change in the monster phase (S18: "showing the face they had").
                for id in before.board().pawn_ids() {
                    prop_assert_eq!(next.face(id), before.face(id));
                }
                tiles_in_round += 1;
                prop_assert!(tiles_in_round <= 7);
                if phase.round_over {
                    prop_assert_eq!(tiles_in_round, 7);
                    tiles_in_round = 0;
                }
                if !next.is_over() {
                    prop_assert_eq!(next.turn(), before.turn() + 1);
                    prop_assert_eq!(
                        next.start_player().index(),
                        (before.start_player().index() + 1) % before.players().len()
                    );
                }
                game = next;
            }
            Phase::Over => break,
        }
        prop_assert!(plays < 2000, "the game ends");
    }
    Ok(game)
}

/// The input `game play` reads for the plays of `rec`: one path per line.
fn script(rec: &Record) -> String {
    let mut out = String::from("# every play of the game, its path\n");
    for t in &rec.turns {
        for p in &t.plays {
            let path = p.path.as_deref().unwrap_or_default();
            if path.is_empty() {
                out.push_str(&format!("{} stay\n", p.pawn));
            } else {
                let squares: Vec<String> = path.iter().map(Dest::to_string).collect();
                out.push_str(&format!("{} path {}\n", p.pawn, squares.join(" ")));
            }
        }
    }
    out
}

proptest! {
    #![proptest_config(config(10))]

    /// Every state of random legal games keeps the game's invariants.
    #[test]
    fn random_games_keep_the_rules(setting in settings()) {
        let game = play_checked(&setting)?;
        prop_assert!(game.is_over());
        if let Some(w) = game.winner() {
            prop_assert!(!game.out_pawns(w).is_empty());
        }
    }

    /// The same seed plays the same game, byte for byte; the record replays to its state.
    #[test]
    fn the_same_seed_plays_the_same_game(setting in settings()) {
        let (a, ga) = play_out(setting.record(), setting.policy(), setting.seed);
        let (b, gb) = play_out(setting.record(), setting.policy(), setting.seed);
        let text = record::to_yaml(&a);
        prop_assert_eq!(&text, &record::to_yaml(&b));
        prop_assert_eq!(&ga, &gb);
        let replayed = record::parse(&text, "x.yaml").unwrap().replay(Default::default()).unwrap();
        prop_assert_eq!(replayed.game, ga);
    }

}

proptest! {
    // Each case saves the record safely (flushed to disk) after every play: fewer cases.
    #![proptest_config(config(4))]

    /// A game played through `game play` from a script, saved play by play, replays from its
    /// file to the same state as the game played directly.
    #[test]
    fn a_game_played_through_game_play_replays_to_the_same_state(setting in settings()) {
        let (rec, game) = play_out(setting.record(), setting.policy(), setting.seed);
        let dir = std::env::temp_dir().join(format!(
            "furunkulus-play-{}-{}",
            std::process::id(),
            setting.seed
        ));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("game.yaml");
        let mut fresh = rec.clone();
        fresh.turns.clear();
        furunkulus::files::write_file(&file, record::to_yaml(&fresh).as_bytes(), true).unwrap();
        let session = Session::open(file.clone(), false, None, false, Default::default())
            .map_err(|f| TestCaseError::fail(f.message))?;
        prop_assert_eq!(session.tiles, Tiles::Seeded(setting.seed));
        let input = script(&rec);
        let mut out = Vec::new();
        let report = session
            .run(&mut input.as_bytes(), &mut out)
            .map_err(|f| TestCaseError::fail(f.message))?;
        prop_assert_eq!(&report.game, &game);
        let saved = std::fs::read_to_string(&file).unwrap();
        prop_assert_eq!(&saved, &record::to_yaml(&rec));
        let replayed = record::load_file(&file).unwrap().replay(Default::default()).unwrap();
        prop_assert_eq!(replayed.game, game);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}

#[test]
fn a_pawn_id_is_a_seat_and_a_white_face() {
    let g = Game::new(
        &["red".into(), "blue".into()],
        None,
        &furunkulus::setup::Setup::basic(),
        false,
    )
    .unwrap();
    assert_eq!(g.seat_of(PawnId(5)), Seat(1));
    assert_eq!(g.pawn_name(PawnId(5)), "blue3");
}
