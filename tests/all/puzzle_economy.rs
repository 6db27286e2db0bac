//! Economy and derived fields of the stored puzzles (issue 28): every piece on a stored
//! puzzle's board is needed (without it the answer changes) or a decoy named in the file
//! (without it a tempting wrong candidate no longer tempts), and every derived field is what
//! `puzzle::rederive` works out — `regenerate_stored_puzzles` rewrites them.

use furunkulus::puzzle::{self, Answer, Part, Role};
use furunkulus::rules::Options;

fn stored_files() -> Vec<std::path::PathBuf> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios/puzzles");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "yaml"))
        .collect();
    files.sort();
    files
}

/// Every piece of every stored puzzle is needed or a named decoy; the file names exactly
/// its decoys; a named decoy's removal keeps the answer and loses a tempting candidate.
#[test]
fn every_stored_piece_is_needed_or_a_named_decoy() {
    let mut pieces = 0;
    let mut decoys = 0;
    for f in stored_files() {
        let p = puzzle::load_file(&f).unwrap_or_else(|e| panic!("{e}"));
        let o: Options = p.scenario.options;
        let answer: Answer = p.solution.clone().unwrap()[0].clone();
        let roles = puzzle::roles(&p, &o, &answer);
        let mut named: Vec<String> = Vec::new();
        for (part, role) in &roles {
            pieces += 1;
            assert_ne!(*role, Role::Idle, "{f:?}: {part:?} plays no part");
            if *role == Role::Decoy {
                decoys += 1;
                named.push(part.label());
                // The decoy is not needed: without it the answer stays the single one.
                let mut smaller = p.clone();
                smaller.scenario = puzzle::without(p.scenario.setup(), part)
                    .validate()
                    .unwrap();
                let solved = puzzle::solve(&smaller, &o);
                assert_eq!(solved.solutions.len(), 1, "{f:?} without {part:?}");
            }
        }
        assert_eq!(p.decoys.as_ref(), Some(&named), "{f:?}");
        // The pawns the question names are needed.
        for (part, role) in &roles {
            if let Part::Pawn(n) = part {
                if puzzle::named(&p).contains(n) {
                    assert_eq!(*role, Role::Needed, "{f:?}: {n}");
                }
            }
        }
    }
    println!("{pieces} pieces, {decoys} decoys");
    assert!(pieces > 0);
}

/// Every stored file is its own derived fields worked out again, byte for byte: after a
/// change to the explanation, the hints or the score, run `regenerate_stored_puzzles`.
#[test]
fn stored_puzzles_are_up_to_date() {
    for f in stored_files() {
        let text = std::fs::read_to_string(&f).unwrap();
        let p = puzzle::load_file(&f).unwrap_or_else(|e| panic!("{e}"));
        let again = puzzle::rederive(&p).unwrap_or_else(|e| panic!("{f:?}: {e}"));
        assert_eq!(
            puzzle::write_puzzle(&again),
            text,
            "{f:?} is out of date: cargo test --release --test all regenerate_stored_puzzles -- --ignored"
        );
        // The name says the difficulty inside.
        let name = file_name(&f);
        let others: std::collections::BTreeSet<String> = stored_files()
            .iter()
            .map(|g| file_name(g))
            .filter(|g| *g != name)
            .collect();
        assert_eq!(
            puzzle::renamed(&name, &p, &others),
            name,
            "{f:?} is named for another difficulty: regenerate_stored_puzzles renames it"
        );
        assert!(
            name.contains(&format!("-{}-", p.difficulty.unwrap().name())),
            "{name}"
        );
    }
}

fn file_name(f: &std::path::Path) -> String {
    f.file_name().unwrap().to_string_lossy().into_owned()
}

/// Rewrites every stored puzzle's derived fields (`puzzle::rederive`): the way to bring
/// `scenarios/puzzles/` up to date after a change of the explanation, hints, measure or
/// score, or after merging a branch that stores puzzles. Deterministic: a second run
/// changes nothing.
#[test]
#[ignore = "rewrites scenarios/puzzles: cargo test --release --test all regenerate_stored_puzzles -- --ignored --nocapture"]
fn regenerate_stored_puzzles() {
    let mut failed = Vec::new();
    for f in stored_files() {
        let text = std::fs::read_to_string(&f).unwrap();
        let p = puzzle::load_file(&f).unwrap_or_else(|e| panic!("{e}"));
        match puzzle::rederive(&p) {
            Ok(again) => {
                let new = puzzle::write_puzzle(&again);
                // The rewritten file must load to the very puzzle.
                let back =
                    puzzle::parse(&new, &f.display().to_string()).unwrap_or_else(|e| panic!("{e}"));
                assert_eq!(puzzle::write_puzzle(&back), new, "{f:?}");
                if new != text {
                    furunkulus::files::write_file(&f, new.as_bytes(), true).unwrap();
                    println!("rewrote {}", f.display());
                }
            }
            Err(e) => failed.push(format!("{}: {e}", f.display())),
        }
    }
    assert!(failed.is_empty(), "{failed:#?}");
    // Names follow the difficulty: a file whose difficulty changed gets the name of its new
    // one, with the lowest number that no file has now or has been given.
    let named: Vec<(std::path::PathBuf, puzzle::Puzzle)> = stored_files()
        .into_iter()
        .map(|f| {
            let p = puzzle::load_file(&f).unwrap();
            (f, p)
        })
        .collect();
    let mut taken: std::collections::BTreeSet<String> =
        named.iter().map(|(f, _)| file_name(f)).collect();
    let moving: Vec<&(std::path::PathBuf, puzzle::Puzzle)> = named
        .iter()
        .filter(|(f, p)| {
            let name = file_name(f);
            let others: std::collections::BTreeSet<String> =
                taken.iter().filter(|n| **n != name).cloned().collect();
            puzzle::renamed(&name, p, &others) != name
        })
        .collect();
    for (f, p) in moving {
        let new = puzzle::renamed(&file_name(f), p, &taken);
        let to = f.with_file_name(&new);
        assert!(!to.exists(), "{to:?}");
        std::fs::rename(f, &to).unwrap();
        println!("renamed {} to {new}", f.display());
        taken.insert(new);
    }
}

/// Honest words (issue 28): every stored explanation names every pawn the goal needs
/// removed, and, where a wrong candidate tempts, says why the most tempting one fails, in
/// every language.
#[test]
fn every_stored_explanation_tells_the_removals_and_the_tempting_try() {
    use furunkulus::i18n::Lang;
    for f in stored_files() {
        let p = puzzle::load_file(&f).unwrap_or_else(|e| panic!("{e}"));
        let o: Options = p.scenario.options;
        let e = p.explanation.clone().unwrap();
        let (feed, _) = p.feed_and_spare();
        for id in furunkulus::search::members(feed) {
            let name = p.scenario.pawn_name(id);
            assert!(e.contains(&format!(" {name} ")), "{f:?}: {name} in {e}");
        }
        let answer = p.solution.clone().unwrap()[0].clone();
        // A prediction tells every other tile instead.
        let tempts = p.kind != puzzle::Kind::Predict && p.features.as_ref().unwrap().decoys > 0;
        for (lang, words) in [
            (Lang::En, "Tempting but wrong: "),
            (Lang::De, "Verlockend, aber falsch: "),
            (Lang::Fr, "Tentant mais faux : "),
        ] {
            let said = puzzle::explanation_in(lang, &p, &o, &answer).unwrap();
            assert_eq!(said.contains(words), tempts, "{f:?} {lang:?}: {said}");
        }
    }
}
