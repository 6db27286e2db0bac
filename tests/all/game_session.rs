//! Issue 26: a game at a real table. `game play` followed at 80 columns with AI seats kept in
//! the record and resumed; the session's commands; and every game verdict saying why, in the
//! words a player reads (ties, passing, faces kept, the end of round 2, setup placements).

use crate::common::{bin, game_new, run_with_input, stderr, stdout};
use crate::game_support::{play_game, refused, Policy};
use furunkulus::ai::{Config, Level};
use furunkulus::game::record::{self, RecordSpot};
use furunkulus::game::{End, Game, Phase, Play, PlayError, Seat};
use furunkulus::i18n::Lang;
use furunkulus::pawn::Dest;
use std::path::PathBuf;

fn temp_dir(name: &str) -> PathBuf {
    crate::common::fresh_dir("i26", name)
}

fn widest(text: &str) -> (usize, String) {
    text.lines()
        .map(|l| (l.chars().count(), l.to_string()))
        .max()
        .unwrap_or_default()
}

/// The human's lines of a whole game of Anna (a person), Ben (greedy) and Clara (random),
/// found by playing it as the session will: the AIs choose as `game play`'s seats do, the
/// tiles come from the seed, and Anna plays her last legal play each time.
fn annas_lines(file: &std::path::Path, seed: u64) -> Vec<String> {
    let rf = record::load_file(file).unwrap();
    let mut game = rf.replay(Default::default()).unwrap().game;
    let levels = [None, Some(Level::Greedy), Some(Level::Random)];
    let mut lines = Vec::new();
    while !game.is_over() {
        if game.phase() == Phase::Monster {
            let t = game.seeded_tile(seed).unwrap();
            game = game.monster_phase(t).unwrap().0;
            continue;
        }
        let seat = game.to_play().unwrap();
        let m = match levels[seat.index()] {
            Some(l) => {
                furunkulus::ai::choose(&game, &Config::new(l), seed)
                    .unwrap()
                    .play
            }
            None => {
                let m = game.legal_plays().pop().unwrap();
                let path: Vec<String> = m.squares().map(|d| d.to_string()).collect();
                lines.push(if path.is_empty() {
                    format!("{} stay", game.pawn_name(m.pawn))
                } else {
                    format!("{} path {}", game.pawn_name(m.pawn), path.join(" "))
                });
                m
            }
        };
        game = game.apply(&Play::of_move(&m)).unwrap();
    }
    lines
}

#[test]
fn a_scripted_three_player_game_fits_80_columns_and_keeps_its_ai_seats_when_resumed() {
    let dir = temp_dir("seats");
    let file = dir.join("spiel.yaml");
    let f = file.to_str().unwrap();
    game_new(&file, "Anna,Ben,Clara", "7");
    let lines = annas_lines(&file, 7);
    assert!(lines.len() > 6, "{lines:?}");
    let half = lines.len() / 2;
    // First session: two AI seats, a few of Anna's plays, `help`, `board`, then `quit`.
    let input = format!("help\nboard\n{}\nquit\n", lines[..half].join("\n"));
    let o = run_with_input(
        &[
            "game",
            "play",
            f,
            "--ai",
            "Ben=greedy,Clara=random",
            "--color",
            "never",
        ],
        &input,
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let first = stdout(&o);
    let (w, line) = widest(&first);
    assert!(w <= 80, "a line of {w} columns: {line}");
    assert!(first.contains("Since Anna's last turn:"), "{first}");
    assert!(first.contains("Ben (greedy): Ben"), "{first}");
    assert!(first.contains("Clara (random): Clara"), "{first}");
    assert!(first.contains("Monster phase of turn 1: tile"), "{first}");
    // The resume line is the whole command: the seats are in the record.
    let one_line = first.replace('\n', " ");
    assert!(
        one_line.contains(&format!("Resume with: furunkulus game play {f}")),
        "{first}"
    );
    let saved = std::fs::read_to_string(&file).unwrap();
    assert!(
        saved.contains("seats: {Ben: greedy, Clara: random}"),
        "{saved}"
    );
    let rf = record::load_file(&file).unwrap();
    assert_eq!(rf.record.seat_level("Ben"), Some(Level::Greedy));
    assert_eq!(rf.record.seat_level("Anna"), None);
    // Resumed as the line says, without `--ai`: Ben and Clara are still AIs (Anna's lines
    // are the only input), and the game goes to its end.
    let o = run_with_input(
        &["game", "play", f, "--color", "never"],
        &lines[half..].join("\n"),
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let second = stdout(&o);
    let (w, line) = widest(&second);
    assert!(w <= 80, "a line of {w} columns: {line}");
    assert!(second.contains("Ben (greedy): Ben"), "{second}");
    assert!(
        second.replace('\n', " ").contains("The game is over:"),
        "{second}"
    );
    let rf = record::load_file(&file).unwrap();
    assert!(rf.replay(Default::default()).unwrap().game.is_over());
    // `game hint` asks the seat's own AI.
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn session_commands_undo_pass_and_numbered_choices() {
    let dir = temp_dir("commands");
    let file = dir.join("g.yaml");
    let f = file.to_str().unwrap();
    game_new(&file, "red,blue", "5");
    // red5 o11, then blue's `undo` gives it back; red plays again; blue asks for o10, which
    // three results reach: offered by number, blue types 2.
    let o = run_with_input(
        &["game", "play", f, "--color", "never"],
        "help\nred5 o11\nundo\nred5 p10\nhint random\nblue5 o10\n2\nred4 stay\n",
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(
        out.contains("red's last play is taken back: play again."),
        "{out}"
    );
    assert!(
        out.contains("blue5 can end on o10 in 3 ways; which one?"),
        "{out}"
    );
    assert!(out.contains("  1: "), "{out}");
    assert!(out.contains("Type the number of your play."), "{out}");
    assert!(out.contains("blue to play: blue"), "{out}");
    // The commands' examples name a pawn of the player to play; `help` sets each command
    // beside what it does, wrapped under its own column.
    assert!(
        out.contains("A play (`red1 o11`, `1 p11 o11 o10`)"),
        "{out}"
    );
    assert!(
        out.contains("A play (`blue1 o11`, `1 p11 o11 o10`)"),
        "{out}"
    );
    assert!(
        out.contains("\n  1 o10             the same, naming the pawn by its white face\n"),
        "{out}"
    );
    assert!(
        out.contains(
            "\n  red1 stay         red1 stays beside the entrance, or stays put (flipped)\n"
        ),
        "{out}"
    );
    assert!(
        out.contains("\n  red1 o11          red1 ends its move on o11 (if several ways end there, you\n                    choose one by its number)\n"),
        "{out}"
    );
    let rf = record::load_file(&file).unwrap();
    let plays = &rf.record.turns[0].plays;
    assert_eq!(plays.len(), 3, "{plays:?}");
    assert_eq!(plays[0].to.unwrap().to_string(), "p10");
    assert_eq!(plays[1].to.unwrap().to_string(), "o10");
    // The second result offered is what was saved: replaying the record agrees.
    assert!(rf.replay(Default::default()).is_ok());
    // Passing by choice is refused with S16 and the author's FAQ (from a script: exit 1).
    let o = run_with_input(&["game", "play", f, "--color", "never"], "pass\n");
    assert_eq!(o.status.code(), Some(1));
    let e = stderr(&o);
    assert!(e.contains("blue cannot pass: a player with a pawn still to play this turn must play one (S16; the author's FAQ: nobody chooses when to pass"), "{e}");
    // `undo` with nothing to take back.
    let o = run_with_input(&["game", "play", f, "--color", "never"], "undo\n");
    assert!(
        stderr(&o).contains("Nothing to take back"),
        "{}",
        stderr(&o)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Whole random games of the basic setup, for the verdicts at their ends.
/// A verdict told in German or French holds no English word (names and rule ids aside).
fn assert_no_english(text: &str, lang: Lang) {
    let words = crate::languages::english_words(text, lang, &Default::default());
    assert!(words.is_empty(), "{lang:?}: English {words:?} in {text}");
}

fn games<'a>(players: &'a [&'a str], n: u64) -> impl Iterator<Item = (record::Record, Game)> + 'a {
    (0..n).map(move |seed| play_game(players, Policy::Rush, seed))
}

#[test]
fn a_tie_says_who_else_had_as_many_and_who_got_there_first() {
    let mut found = 0;
    for (_, g) in games(&["red", "blue", "green"], 300) {
        let Some(winner) = g.winner() else { continue };
        let n = g.out_pawns(winner).len();
        let tied: Vec<Seat> = (0..3)
            .map(|s| Seat(s as u8))
            .filter(|&s| s != winner && g.out_pawns(s).len() == n)
            .collect();
        if tied.is_empty() || matches!(g.end(), Some(End::Won { .. })) {
            continue;
        }
        found += 1;
        // S20: the winner's n-th pawn went out before each tied player's n-th.
        let order = g.out_order();
        let at = |p| order.iter().position(|&q| q == p).unwrap();
        let mine = g.out_pawns(winner)[n - 1];
        let text = g.end_text(Lang::En);
        for s in tied {
            let theirs = g.out_pawns(s)[n - 1];
            assert!(at(mine) < at(theirs));
            assert!(
                text.contains(&format!(
                    "{} (whose {} went out later)",
                    g.player_name(s),
                    g.pawn_name(theirs)
                )),
                "{text}"
            );
        }
        assert!(
            text.contains(&format!(
                "but {} got there first: {} went out before (S20: among equals, the player who reached that number first wins)",
                g.player_name(winner),
                g.pawn_name(mine)
            )),
            "{text}"
        );
        for lang in [Lang::De, Lang::Fr] {
            let text = g.end_text(lang);
            assert!(text.contains(g.pawn_name(mine)), "{text}");
            assert!(text.contains("S20"), "{text}");
            for s in (0..3).map(|s| Seat(s as u8)) {
                if s != winner && g.out_pawns(s).len() == n {
                    assert!(text.contains(g.player_name(s)), "{text}");
                    assert!(text.contains(g.pawn_name(g.out_pawns(s)[n - 1])), "{text}");
                }
            }
            assert_no_english(&text, lang);
        }
    }
    assert!(found > 0, "no tied game in 300");
}

#[test]
fn the_end_of_round_2_names_the_pawns_eaten_and_never_claims_any_when_none_were() {
    let (mut none, mut some) = (0, 0);
    for (rec, g) in games(&["red", "blue"], 200) {
        if g.end() != Some(End::RoundTwoOver) {
            continue;
        }
        let text = g.end_text(Lang::En);
        // The last monster phase, replayed: the pawns eaten when round 2 ended (S19).
        let replay = rec.replay(Default::default(), &|_| None).unwrap();
        let last = replay.turns.last().unwrap().monster.clone().unwrap();
        assert_eq!(last.eaten_at_end, g.eaten_at_end());
        if last.eaten_at_end.is_empty() {
            none += 1;
            assert!(
                text.contains("no pawn was left on the board to be eaten"),
                "{text}"
            );
            assert!(!text.contains("were eaten"), "{text}");
        } else {
            some += 1;
            let names: Vec<&str> = last.eaten_at_end.iter().map(|&p| g.pawn_name(p)).collect();
            assert!(
                text.contains("the pawns still on the board were eaten ("),
                "{text}"
            );
            for n in names {
                assert!(text.contains(n), "{text}");
            }
        }
        assert!(
            text.starts_with("round 2 played its seventh tile (S19): "),
            "{text}"
        );
        // The frame says the game is over; how it ended does not say it again.
        let line = furunkulus::t!(Lang::En, "game-over-line", why = g.end_text(Lang::En));
        assert_eq!(line.matches("game is over").count(), 1, "{line}");
        for lang in [Lang::De, Lang::Fr] {
            let text = g.end_text(lang);
            assert!(text.contains("S19"), "{text}");
            let over = ["Spiel ist vorbei", "partie est finie"];
            assert!(!over.iter().any(|o| text.contains(o)), "{text}");
            for &p in &last.eaten_at_end {
                assert!(text.contains(g.pawn_name(p)), "{text}");
            }
            assert_no_english(&text, lang);
        }
    }
    assert!(none + some > 0, "no game reached the end of round 2");
}

#[test]
fn a_player_with_no_pawn_left_to_play_is_told_they_pass_with_the_faq() {
    let mut seen = 0;
    'games: for (rec, _) in games(&["red", "blue", "green"], 40) {
        let replay = rec.replay(Default::default(), &|_| None).unwrap();
        for t in &replay.turns {
            let mut g = t.before.clone();
            for m in &t.plays {
                let next = g.apply(&Play::of_move(m)).unwrap();
                for s in furunkulus::render::game::passed(&g, &next) {
                    // Skipped: nothing left to play this turn (S16).
                    assert_eq!(next.unplayed_pawns(s).count(), 0);
                    let words = furunkulus::render::game::pass_words(Lang::En, &next, s);
                    assert!(words.starts_with(&format!("{} passes: ", next.player_name(s))));
                    assert!(
                        words.ends_with("(S16; the author's FAQ: nobody chooses when to pass)."),
                        "{words}"
                    );
                    for lang in [Lang::De, Lang::Fr] {
                        let words = furunkulus::render::game::pass_words(lang, &next, s);
                        // The player by its colour in the language: `Rot`, `Rouge`.
                        let player = furunkulus::i18n::Player(next.player_name(s)).word(lang);
                        assert!(words.starts_with(player.as_ref()), "{words}");
                        assert!(words.contains("S16"), "{words}");
                        assert!(words.contains("FAQ"), "{words}");
                        assert_no_english(&words, lang);
                    }
                    seen += 1;
                    if seen > 20 {
                        break 'games;
                    }
                }
                g = next;
            }
        }
    }
    assert!(seen > 0, "nobody passed");
}

#[test]
fn a_pawn_removed_in_round_1_is_told_it_keeps_the_face_it_had() {
    for (rec, _) in games(&["red", "blue"], 60) {
        let replay = rec.replay(Default::default(), &|_| None).unwrap();
        for t in &replay.turns {
            let g = &t.before;
            if g.phase() != Phase::Pawns || g.round() != 1 {
                continue;
            }
            let Some(p) = g
                .pawns_to_play()
                .into_iter()
                .find(|&p| g.returned(p) && g.pawns()[p.0 as usize].face != Some(g.face(p)))
            else {
                continue;
            };
            let white = g.pawns()[p.0 as usize].face.unwrap();
            let e = g
                .resolve(&Play::to(p, Dest::Square("a3".parse().unwrap())))
                .unwrap_err();
            assert!(matches!(e, PlayError::Illegal { .. }));
            let text = e.to_string();
            assert!(text.contains(&format!(
                "{} shows {}, not its white {white}: it was removed by the monster in round 1 and came back beside the entrance keeping the face it had (S18)",
                g.pawn_name(p),
                g.face(p)
            )), "{text}");
            for lang in [Lang::De, Lang::Fr] {
                let text = e.text(lang);
                assert!(text.contains("S18"), "{text}");
                assert!(text.contains(g.pawn_name(p)), "{text}");
                assert!(text.contains(&white.to_string()), "{text}");
                assert_no_english(&text, lang);
            }
            return;
        }
    }
    panic!("no pawn came back with its other face");
}

#[test]
fn a_pool_laid_over_an_earlier_piece_blames_its_own_placement() {
    let mut text = String::from("players: [red, blue]\nsetup: advanced\nplacements:\n");
    let pieces = [
        "{ by: red, piece: stone, at: e3 }",
        "{ by: blue, piece: stone, at: g3 }",
        "{ by: red, piece: stone, at: i3 }",
        "{ by: blue, piece: crystal, at: e5 }",
        "{ by: red, piece: crystal, at: g5 }",
        "{ by: blue, piece: pivot-right, at: i5 }",
        "{ by: red, piece: pivot-right, at: e8 }",
        "{ by: blue, piece: pivot-right, at: g8 }",
        "{ by: red, piece: pivot-right, at: i8 }",
        "{ by: blue, piece: pivot-around, at: k5 }",
        "{ by: red, piece: pivot-around, at: k8 }",
        "{ by: blue, piece: pool, at: h1, size: 1x4 }",
        "{ by: red, piece: pool, at: e7, size: 2x2 }",
        "{ by: blue, piece: teleporter, at: c6, arrow: east, pair: yellow }",
        "{ by: red, piece: teleporter, at: m6, arrow: west, pair: yellow }",
        "{ by: blue, piece: teleporter, at: f10, arrow: north, pair: green }",
        "{ by: red, piece: teleporter, at: j10, arrow: north, pair: green }",
    ];
    for p in pieces {
        text.push_str(&format!("  - {p}\n"));
    }
    text.push_str("turns: []\n");
    let e = refused(&text);
    // The pivot placed 7th on e8 was legal; the pool laid 13th over it is not.
    assert!(
        e.contains("placement 13: the pool at e7 laid here covers e8, where a pivot-right stone stands (placed at placement 7, line 10): in the advanced setup no piece overlaps a pool, so the pool may not go there (S21)"),
        "{e}"
    );
    assert!(!e.contains("placement 7:"), "{e}");
    for lang in [Lang::De, Lang::Fr] {
        let e = furunkulus::i18n::speaking_in(lang, || refused(&text));
        assert!(
            e.contains("S21") && e.contains("e7") && e.contains("e8"),
            "{e}"
        );
        // The blamed placement is the 13th, and the 7th is named only as where the pivot stood.
        assert!(e.contains("13") && e.contains(" 7"), "{e}");
        assert_no_english(&e, lang);
    }
    let rf = record::parse(
        &text.replace("at: e7, size: 2x2", "at: m9, size: 2x2"),
        "t.yaml",
    );
    assert!(rf.is_ok(), "{:?}", rf.err().map(|e| e.to_string()));
    let _ = RecordSpot::Setup;
}

#[test]
fn a_monster_written_as_words_is_told_the_form_with_its_own_square() {
    let text = "players: [red, blue]\nsetup: board\nboard:\n  monster: f5 north\n  stones: [c3]\nturns: []\n";
    let e = refused(text);
    assert!(
        e.contains("the monster must be a map of its square and heading, like `monster: { at: f5, facing: north }`, found `f5 north`"),
        "{e}"
    );
}

#[test]
fn game_hint_asks_the_ai_of_the_seat_to_play() {
    let dir = temp_dir("hint");
    let file = dir.join("g.yaml");
    let f = file.to_str().unwrap();
    std::fs::write(
        &file,
        "players: [red, blue]\nsetup: basic\nseed: 3\nseats: { red: random }\nturns: []\n",
    )
    .unwrap();
    let o = bin().args(["game", "hint", f]).output().unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("(random AI,"), "{}", stdout(&o));
    // No seat's level: the strongest level for the number of players answers (issue 29:
    // mcts, with its rollouts, at every seat count, by the ladder in docs/ai-strength.md).
    for (players, level) in [("red, blue", "mcts"), ("red, blue, green, yellow", "mcts")] {
        std::fs::write(
            &file,
            format!("players: [{players}]\nsetup: basic\nseed: 3\nturns: []\n"),
        )
        .unwrap();
        let o = bin().args(["game", "hint", f]).output().unwrap();
        assert!(o.status.success(), "{}", stderr(&o));
        assert!(
            stdout(&o).contains(&format!("({level} AI,")),
            "{}",
            stdout(&o)
        );
    }
    std::fs::write(
        &file,
        "players: [red, blue]\nseats: { purple: random }\nturns: []\n",
    )
    .unwrap();
    let o = bin().args(["game", "hint", f]).output().unwrap();
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("seats: `purple` is not one of the players (red, blue)"),
        "{}",
        stderr(&o)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A refused play is told wholly in the language spoken: the goal (`Dest::goal_words_in`)
/// and the reasons (`moves --to`'s), not English inside German or French.
#[test]
fn a_refused_play_is_told_wholly_in_german_or_french() {
    use furunkulus::game::{Game, Play};
    use furunkulus::i18n::Lang;
    use furunkulus::pawn::Dest;
    let game = Game::new(
        &["red".into(), "blue".into()],
        None,
        &furunkulus::setup::Setup::basic(),
        false,
    )
    .unwrap();
    let pawn = game.legal_plays()[0].pawn;
    let e = game
        .apply(&Play::to(pawn, Dest::Square("a1".parse().unwrap())))
        .unwrap_err();
    let en = e.text(Lang::En);
    let de = e.text(Lang::De);
    let fr = e.text(Lang::Fr);
    assert!(en.contains("cannot end its move on a1"), "{en}");
    assert!(de.contains("ihren Zug auf a1 beenden"), "{de}");
    assert!(fr.contains("finir son déplacement en a1"), "{fr}");
    for (lang, text) in [("de", &de), ("fr", &fr)] {
        for english in [" the ", " points away", "pawn", " is ", "end its move"] {
            assert!(
                !text.contains(english),
                "{lang}: English {english:?} in {text}"
            );
        }
    }
}

/// Issue 25's measure for the game: `game replay` (with every turn's plays and trace) and
/// `game hint` of every stored record say no English word in German or French (the file's
/// own name aside).
#[test]
fn game_replay_and_hint_in_german_and_french_have_no_english_words() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/games");
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "yaml"))
        .collect();
    files.sort();
    assert!(files.len() >= 5);
    for file in &files {
        let f = file.to_str().unwrap();
        for lang in [Lang::De, Lang::Fr] {
            for args in [
                vec!["game", "replay", f, "--verbose", "--lang", lang.code()],
                vec!["game", "hint", f, "--lang", lang.code()],
            ] {
                let o = bin().args(&args).output().unwrap();
                let text = format!("{}{}", stdout(&o), stderr(&o)).replace(f, "FILE");
                assert!(!text.trim().is_empty(), "{args:?}");
                assert_no_english(&text, lang);
            }
        }
    }
}

/// A finished game refuses a play in the language it is told in, with the end's reasons in
/// that language too (`PlayError::GameOver` keeps them in every language).
#[test]
fn a_play_after_the_end_is_refused_in_german_and_french_with_the_ends_reasons() {
    let (_, game) = play_game(&["red", "blue"], Policy::Rush, 1);
    assert_eq!(game.phase(), Phase::Over);
    let pawn = game.pawns_of(Seat(0)).next().unwrap();
    let e = game.apply(&Play::path(pawn, Vec::new())).unwrap_err();
    assert!(matches!(e, PlayError::GameOver { .. }), "{e:?}");
    let en = e.text(Lang::En);
    assert_eq!(en, format!("the game is over: {}", game.end_text(Lang::En)));
    assert_eq!(e.to_string(), en);
    let de = e.text(Lang::De);
    assert!(de.starts_with("das Spiel ist vorbei: "), "{de}");
    assert!(de.contains(&game.end_text(Lang::De)), "{de}");
    let fr = e.text(Lang::Fr);
    assert!(fr.starts_with("la partie est finie\u{a0}: "), "{fr}");
    assert!(fr.contains(&game.end_text(Lang::Fr)), "{fr}");
    assert_no_english(&de, Lang::De);
    assert_no_english(&fr, Lang::Fr);
}

/// `game new`'s lines in each language: the file, the players, the setup, the seed, who
/// starts and the command that plays it (the command's own words aside).
#[test]
fn game_new_says_what_it_wrote_in_german_and_french() {
    let dir = tempfile::tempdir().unwrap();
    let said = |lang: &str, setup: &str| {
        let file = dir.path().join(format!("{lang}-{setup}.yaml"));
        let f = file.to_str().unwrap().to_string();
        let o = bin()
            .args(["game", "new", "--players", "rot,blau", "--seed", "7"])
            .args(["--setup", setup, "--out", &f, "--lang", lang])
            .output()
            .unwrap();
        assert!(o.status.success(), "{}", stderr(&o));
        let text = stdout(&o);
        // Wrapped to 80 columns (the file's name aside, which is never broken).
        for line in text.lines() {
            assert!(line.chars().count() <= 80 || line.contains(&f), "{line}");
        }
        // Its sentence as one line, to compare.
        let (sentence, play) = text.rsplit_once("\n").unwrap().0.rsplit_once('\n').unwrap();
        format!("{}\n{play}\n", sentence.replace('\n', " ")).replace(&f, "FILE")
    };
    let en = said("en", "basic");
    assert!(
        en.starts_with(
            "Wrote FILE: a new game for red and blue on the basic setup (seed 7), red starts."
        ),
        "{en}"
    );
    assert!(
        en.ends_with("\nPlay it with: furunkulus game play FILE\n"),
        "{en}"
    );
    let de = said("de", "basic");
    assert!(
        de.starts_with(
            "FILE geschrieben: ein neues Spiel für Rot und Blau im Grundaufbau (Startwert 7); "
        ),
        "{de}"
    );
    assert!(
        de.ends_with("beginnt.\nZum Spielen: furunkulus game play FILE\n"),
        "{de}"
    );
    assert!(said("de", "advanced").contains(" im fortgeschrittenen Aufbau (Startwert 7); "));
    let fr = said("fr", "basic");
    assert!(
        fr.starts_with(
            "FILE écrit\u{a0}: une nouvelle partie pour Rouge et Bleu avec la mise en place de base (graine 7)\u{a0}; "
        ),
        "{fr}"
    );
    assert!(
        fr.ends_with("commence.\nPour la jouer\u{a0}: furunkulus game play FILE\n"),
        "{fr}"
    );
    assert!(said("fr", "advanced").contains(" avec la mise en place avancée (graine 7)"));
    for (lang, text) in [(Lang::De, &de), (Lang::Fr, &fr)] {
        assert_no_english(&text.replace("furunkulus game play FILE", ""), lang);
    }
}

/// The game's picture is titled in the language asked: the round, the turn, whose play it
/// is, and for a finished game how it ended.
#[test]
fn the_game_pictures_title_is_in_german_and_french() {
    let title = |file: &str, lang: &str| {
        let f = crate::game_support::fixture_path(file);
        let o = bin()
            .args(["game", "state"])
            .arg(&f)
            .args(["--format", "svg", "--lang", lang])
            .output()
            .unwrap();
        assert!(o.status.success(), "{}", stderr(&o));
        let svg = stdout(&o);
        let start = svg.find("<title>").expect("a title") + "<title>".len();
        let end = start + svg[start..].find("</title>").unwrap();
        svg[start..end].replace("&apos;", "'")
    };
    assert_eq!(
        title("first-turn.yaml", "en"),
        "Round 1, turn 2: red to play"
    );
    assert_eq!(
        title("first-turn.yaml", "de"),
        "Abschnitt 1, Runde 2: Rot ist am Zug"
    );
    assert_eq!(
        title("first-turn.yaml", "fr"),
        "Manche 1, tour 2\u{a0}: à Rouge de jouer"
    );
    let over = |lang: &str| title("two-players-win.yaml", lang);
    assert!(over("en").starts_with("Round 2, turn 8: the game is over: red won"));
    let de = over("de");
    assert!(
        de.starts_with("Abschnitt 2, Runde 8: das Spiel ist vorbei: Rot hat gewonnen"),
        "{de}"
    );
    let fr = over("fr");
    assert!(
        fr.starts_with("Manche 2, tour 8\u{a0}: la partie est finie\u{a0}: "),
        "{fr}"
    );
    for (lang, text) in [(Lang::De, &de), (Lang::Fr, &fr)] {
        assert_no_english(text, lang);
    }
}

/// An unknown AI level is told in the run's language (`--ai`).
#[test]
fn a_bad_ai_level_is_told_in_french_and_german() {
    let told = |lang: &str| {
        let o = bin()
            .args(["game", "simulate", "--players", "2", "--ai", "best"])
            .args(["--games", "2", "--lang", lang])
            .output()
            .unwrap();
        assert_eq!(o.status.code(), Some(2));
        stderr(&o)
    };
    let fr = told("fr");
    assert!(
        fr.contains("niveau d'IA inconnu `best`\u{a0}: les niveaux sont random, greedy"),
        "{fr}"
    );
    let de = told("de");
    assert!(de.contains("unbekannte KI-Stufe `best`"), "{de}");
    // The levels' names are typed as they are, in every language.
    let skip = [
        "random",
        "greedy",
        "brs",
        "paranoid",
        "expectimax",
        "mcts",
        "ai",
    ]
    .map(String::from)
    .into_iter()
    .collect();
    for (lang, text) in [(Lang::De, &de), (Lang::Fr, &fr)] {
        let words = crate::languages::english_words(text, lang, &skip);
        assert!(words.is_empty(), "{lang:?}: English {words:?} in {text}");
    }
}

/// At the terminal, a refused line is wrapped like every other line of the session (the
/// session's `put` fits every text to the width): the refusal names the rule and would run
/// to 139 columns in French. (From a script, a refusal ends the session as an error, one
/// line `FILE:LINE: why`, as every error.)
#[test]
fn a_refusal_at_the_terminal_is_wrapped() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("g.yaml");
    crate::common::game_new(&file, "red,blue", "3");
    let style = furunkulus::report::Style::default().with_lang(Lang::Fr);
    let session =
        furunkulus::session::Session::open(file.clone(), false, None, true, style).unwrap();
    let mut out = Vec::new();
    // Red starts: a blue pawn is refused, then the session ends.
    let mut input = std::io::Cursor::new(b"blue1 o11\nquit\n".to_vec());
    let _ = session.run(&mut input, &mut out);
    // The line typed after the prompt is not echoed here: at a terminal it ends the
    // prompt's line.
    let text = String::from_utf8(out)
        .unwrap()
        .replace("Rouge > ", "Rouge > \n");
    assert!(
        text.contains("c'est à Rouge de jouer, pas à Bleu"),
        "{text}"
    );
    let long: Vec<&str> = text.lines().filter(|l| l.chars().count() > 80).collect();
    assert!(long.is_empty(), "{long:?}");
}
