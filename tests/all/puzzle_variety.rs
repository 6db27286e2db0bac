//! The generator's refusals (issue 28): kinds and difficulties it cannot make are refused at
//! once, with the reason in the player's language. The measures of its variety and speed
//! are `cargo bench --bench puzzles` (benches/puzzles.rs).

use furunkulus::puzzle::{self, Difficulty, GenerateRequest, Kind, RuleSet};

/// The kinds and difficulties refused at once are refused before any attempt.
#[test]
fn refused_requests_are_refused_at_once() {
    for (kind, d) in [
        (Kind::Predict, Difficulty::Hard),
        (Kind::SafeSquare, Difficulty::Easy),
        (Kind::TwoMoves, Difficulty::Easy),
        (Kind::Weapon, Difficulty::Easy),
    ] {
        let req = GenerateRequest {
            seed: 1,
            count: 1,
            kind,
            difficulty: Some(d),
            rules: RuleSet::Basic,
        };
        let g = puzzle::generate(&req);
        assert_eq!(g.attempts, 0);
        assert!(g.gave_up && g.refused.is_some());
    }
}

/// `puzzle generate` refuses them at once, in the player's language, writing nothing.
#[test]
fn the_cli_refuses_in_the_players_language() {
    let dir = std::env::temp_dir().join(format!("furunkulus-refuse-{}", std::process::id()));
    for (lang, kind, difficulty, words) in [
        (
            "en",
            "predict",
            "hard",
            "refused: a predict puzzle is never hard",
        ),
        (
            "de",
            "predict",
            "hard",
            "abgelehnt: Eine Vorhersage ist nie schwer",
        ),
        (
            "fr",
            "safe-square",
            "easy",
            "refusé : une énigme Case sûre n'est jamais facile",
        ),
    ] {
        let o = crate::common::run_bin(&[
            "puzzle",
            "generate",
            "--kind",
            kind,
            "--difficulty",
            difficulty,
            "--out",
            dir.to_str().unwrap(),
            "--lang",
            lang,
        ]);
        assert_eq!(o.status.code(), Some(1), "{}", crate::common::stderr(&o));
        assert!(
            crate::common::stderr(&o).contains(words),
            "{}",
            crate::common::stderr(&o)
        );
        assert!(!dir.exists());
    }
}

/// One seed, two kinds, two runs (issue 28's sweep: the weapon puzzle of advanced medium
/// seed 7 was the move puzzle of that seed, as each run drew the same positions): the two
/// runs now share no key.
#[test]
fn a_weapon_run_and_a_move_run_of_one_seed_make_different_puzzles() {
    let mut seen = std::collections::BTreeMap::new();
    for kind in [Kind::Move, Kind::Weapon] {
        let g = puzzle::generate(&GenerateRequest {
            seed: 7,
            count: 1,
            kind,
            difficulty: Some(Difficulty::Medium),
            rules: RuleSet::Advanced,
        });
        assert_eq!(g.puzzles.len(), 1, "{kind}");
        for made in &g.puzzles {
            for key in puzzle::puzzle_keys(&made.puzzle, &made.solution) {
                if let Some(other) = seen.insert(key, kind) {
                    panic!("the {kind} puzzle is the {other} puzzle again");
                }
            }
        }
    }
    assert_eq!(seen.len(), 4);
}
