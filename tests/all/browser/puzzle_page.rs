//! The Puzzles tab end to end in Chromium: on a phone (390x844), the list of every stored
//! puzzle; a move puzzle opened (its board the engine's position), three hints asked one at a
//! time, a wrong move answered (the verdict and why, the monster's move stepped through),
//! then the right one, then the fourth hint with the answer; a two-moves puzzle (the second
//! pawn's moves after the first), a placement and a tile to pick, each answered right; a
//! feast placed by taps, a wrong placement's walk without a step limit stepped through to its
//! end, then the right one and the answer's walk; no control under 44 px; then a laptop (1366x768) with the board and the words side by side.
//! Screenshots in `target/pictures/`.
#![cfg(feature = "browser")]

use super::webdriver::{
    artifacts, click, drawn_board, js, screenshot, small_controls, small_texts, timings, wait_for,
};
use super::{Browser, READY};
use furunkulus::puzzle::{self, Answer, Puzzle};
use serde_json::{json, Value};

fn stored(id: &str) -> Puzzle {
    puzzle::parse(puzzle::stored(id).unwrap(), &format!("{id}.yaml")).unwrap()
}

/// Taps square `sq` of the puzzle's board, scrolled into view first.
fn tap(port: u16, id: &str, sq: &str) {
    js(
        port,
        id,
        &format!("furunkulus.puzzles.board.centerOn('{sq}'); document.getElementById('psq-{sq}').scrollIntoView({{ block: 'center', inline: 'nearest' }}); return true;"),
    );
    click(port, id, &format!("#psq-{sq}"));
}

/// Opens puzzle `pid` from the list and waits for its question.
fn open_puzzle(port: u16, id: &str, pid: &str, question: &str) {
    js(
        port,
        id,
        "document.getElementById('puzzle-list-box').open = true; return true;",
    );
    js(
        port,
        id,
        &format!("document.getElementById('puzzle-item-{pid}').scrollIntoView({{ block: 'center' }}); return true;"),
    );
    click(port, id, &format!("#puzzle-item-{pid}"));
    wait_for(
        port,
        id,
        &format!(
            "return document.getElementById('puzzle-question').textContent === {};",
            serde_json::to_string(question).unwrap()
        ),
    );
}

/// Plays result number `i` of the pawn to move (as the page lists them): taps the pawn, its
/// destination, the result, and confirms.
fn play_result(port: u16, id: &str, i: usize) {
    let r = js(
        port,
        id,
        &format!("return furunkulus.puzzles.moves.results[{i}];"),
    );
    let pawn = r["pawn"].as_str().unwrap().to_string();
    let at = js(
        port,
        id,
        &format!("return furunkulus.puzzles.scene().pawns['{pawn}'].at;"),
    );
    let at = at.as_str().unwrap().to_string();
    if at == "waiting" {
        click(port, id, &format!("#psq-chip-{pawn}"));
    } else {
        tap(port, id, &at);
    }
    wait_for(
        port,
        id,
        &format!("return document.getElementById('puzzle-picker').dataset.pawn === '{pawn}' && !document.getElementById('puzzle-picker').hidden;"),
    );
    match r["to"].as_str().unwrap() {
        "out" => click(port, id, "#psq-out"),
        "waiting" => click(port, id, &format!("#psq-chip-{pawn}")),
        sq => tap(port, id, sq),
    }
    wait_for(
        port,
        id,
        &format!("return !!document.querySelector('#puzzle-picker .choice[data-index=\"{i}\"]');"),
    );
    click(
        port,
        id,
        &format!("#puzzle-picker .choice[data-index=\"{i}\"]"),
    );
    let before = js(port, id, "return furunkulus.puzzles.paths.length;");
    click(port, id, "#puzzle-picker .confirm");
    wait_for(
        port,
        id,
        &format!("return furunkulus.puzzles.paths.length > {before} && (furunkulus.puzzles.paths.length === furunkulus.puzzles.doc.move.length || furunkulus.puzzles.moves.pawn !== '{pawn}');"),
    );
}

/// The index of the result with `path` among the pawn to move's, as the page lists them.
fn result_index(port: u16, id: &str, path: &[String]) -> usize {
    let paths = js(
        port,
        id,
        "return furunkulus.puzzles.moves.results.map(function (r) { return r.path; });",
    );
    paths
        .as_array()
        .unwrap()
        .iter()
        .position(|p| *p == json!(path))
        .unwrap_or_else(|| panic!("{path:?} among {paths}"))
}

/// Checks the answer and waits for the verdict: (right, why).
fn check(port: u16, id: &str) -> (bool, String) {
    click(port, id, "#puzzle-check");
    let v = wait_for(
        port,
        id,
        "var v = document.getElementById('puzzle-verdict'); var w = v.querySelector('.verdict-why'); return v.dataset.right && !v.hidden && w && [v.dataset.right, w.textContent];",
    );
    (v[0] == "true", v[1].as_str().unwrap().to_string())
}

/// Asks for the next hint and waits for it: its text.
fn next_hint(port: u16, id: &str, n: usize) -> String {
    click(port, id, "#puzzle-hint");
    wait_for(
        port,
        id,
        &format!("var h = document.querySelectorAll('#puzzle-hints .puzzle-hint'); return h.length === {n} && h[{n} - 1].textContent;"),
    )
    .as_str()
    .unwrap()
    .to_string()
}

fn path_of(answer: &Answer, k: usize) -> Vec<String> {
    match answer {
        Answer::Paths(p) => p[k].iter().map(|d| d.to_string()).collect(),
        _ => panic!("a move"),
    }
}

#[test]
fn puzzles_are_opened_hinted_and_answered_by_taps_in_chromium() {
    let browser = Browser::start();
    let dir = artifacts();
    let page = browser.session((390, 844));
    page.open("/", READY);
    let (port, id) = (browser.port(), page.id());
    click(port, id, "#tab-puzzles");
    let count = furunkulus::serve::puzzles::served_ids().len();
    wait_for(
        port,
        id,
        &format!("return document.querySelectorAll('.puzzle-item').length === {count};"),
    );
    std::fs::write(
        dir.join("serve-phone-puzzles-list.png"),
        screenshot(port, id),
    )
    .unwrap();

    // A move puzzle: its board is the engine's position.
    let pid = "basic-move-easy-2003-01";
    let p = stored(pid);
    open_puzzle(port, id, pid, &p.question());
    let board = drawn_board(port, id, "psq");
    for (i, pawn) in p.scenario.pawns().iter().enumerate() {
        let at = p
            .scenario
            .board()
            .pawn_square(furunkulus::board::PawnId(i as u8))
            .unwrap();
        assert_eq!(
            board.get(&at.to_string()).map(String::as_str),
            Some(format!("pawn:{}", pawn.name).as_str()),
            "{at}"
        );
    }
    let monster = p.scenario.board().monster().to_string();
    assert!(board[&monster].starts_with("monster:"), "{board:?}");

    // Three hints, one at a time, and no answer yet.
    let hints = p.hints.clone().unwrap();
    for n in 1..=3 {
        let text = next_hint(port, id, n);
        assert!(
            text.contains(hints[n - 1].split_whitespace().next().unwrap()),
            "{n}: {text}"
        );
        assert!(
            text.replace(char::is_whitespace, "")
                .contains(&hints[n - 1].replace(char::is_whitespace, "")),
            "hint {n}: {text}"
        );
    }
    assert_eq!(
        js(
            port,
            id,
            "return document.querySelectorAll('.puzzle-answer').length;"
        ),
        0
    );

    // A wrong move: the first result the solver does not count.
    let options = p.scenario.options;
    let judge = puzzle::Judge::of(&p, &options);
    let candidates = puzzle::candidates(&p, &options);
    let wrong = candidates
        .iter()
        .position(|c| !judge.holds(&judge.outcome(&c.board, &c.answer)))
        .unwrap();
    play_result(port, id, wrong);
    let (right, why) = check(port, id);
    assert!(!right, "{why}");
    assert!(why.starts_with("Not this one."), "{why}");
    assert!(why.contains("The goal needs"), "{why}");
    std::fs::write(
        dir.join("serve-phone-puzzle-wrong.png"),
        screenshot(port, id),
    )
    .unwrap();
    // Its move, stepped through on the board.
    click(port, id, "#puzzle-watch");
    wait_for(port, id, "return !document.getElementById('puzzle-stepper').hidden && document.getElementById('puzzle-stepper').dataset.frame === '0';");
    click(port, id, "#puzzle-stepper .step-next");
    wait_for(
        port,
        id,
        "return document.getElementById('puzzle-stepper').dataset.frame === '1';",
    );
    click(port, id, "#puzzle-stepper .step-close");
    wait_for(
        port,
        id,
        "return document.getElementById('puzzle-stepper').hidden;",
    );

    // Again, the right move.
    click(port, id, "#puzzle-again");
    wait_for(port, id, "return document.getElementById('puzzle-verdict').hidden && furunkulus.puzzles.paths.length === 0;");
    let answer = &p.solution.as_ref().unwrap()[0];
    let i = result_index(port, id, &path_of(answer, 0));
    play_result(port, id, i);
    let (right, why) = check(port, id);
    assert!(right, "{why}");
    assert!(why.starts_with("Right!"), "{why}");
    std::fs::write(
        dir.join("serve-phone-puzzle-right.png"),
        screenshot(port, id),
    )
    .unwrap();
    assert_eq!(
        js(port, id, &format!("return document.getElementById('puzzle-item-{pid}').classList.contains('solved') && document.querySelectorAll('.puzzle-item.solved').length;")),
        1,
        "the puzzle answered right is marked in the list"
    );

    // The fourth hint: the answer and its move.
    let text = next_hint(port, id, 4);
    assert!(text.contains("The answer: red1"), "{text}");
    assert_eq!(
        js(
            port,
            id,
            "return document.getElementById('puzzle-hint').disabled;"
        ),
        true
    );
    assert_eq!(
        js(
            port,
            id,
            "return document.querySelectorAll('.puzzle-watch-answer').length;"
        ),
        1
    );
    js(
        port,
        id,
        "document.getElementById('puzzle-hints').scrollIntoView(); return true;",
    );
    std::fs::write(
        dir.join("serve-phone-puzzle-hints.png"),
        screenshot(port, id),
    )
    .unwrap();
    assert_eq!(
        small_controls(port, id),
        Vec::<String>::new(),
        "taps under 44 px"
    );
    assert_eq!(
        small_texts(port, id),
        Vec::<String>::new(),
        "text under 12 px"
    );
    // Kept: a reload brings back the puzzle and its four hints.
    page.open("/", READY);
    wait_for(port, id, "return document.querySelectorAll('#puzzle-hints .puzzle-hint').length === 4 && !document.getElementById('puzzles-tab').hidden;");

    // Two moves: the second pawn's moves come after the first.
    let pid = "basic-two-moves-medium-2003-01";
    let p = stored(pid);
    open_puzzle(port, id, pid, &p.question());
    let answer = &p.solution.as_ref().unwrap()[0];
    let i = result_index(port, id, &path_of(answer, 0));
    play_result(port, id, i);
    let second = p.scenario.pawn_name(p.movers()[1].0).to_string();
    assert_eq!(
        js(port, id, "return furunkulus.puzzles.moves.pawn;"),
        json!(second)
    );
    let i = result_index(port, id, &path_of(answer, 1));
    play_result(port, id, i);
    let (right, why) = check(port, id);
    assert!(right, "{pid}: {why}");

    // A placement: tap the squares.
    let pid = "basic-place-medium-2003-02";
    let p = stored(pid);
    open_puzzle(port, id, pid, &p.question());
    let Answer::Squares(squares) = &p.solution.as_ref().unwrap()[0] else {
        panic!("{pid}");
    };
    for sq in squares {
        tap(port, id, &sq.to_string());
    }
    let shown = drawn_board(port, id, "psq");
    assert_eq!(
        shown[&squares[0].to_string()],
        format!("pawn:{}", p.placed_names()[0])
    );
    std::fs::write(
        dir.join("serve-phone-puzzle-place.png"),
        screenshot(port, id),
    )
    .unwrap();
    let (right, why) = check(port, id);
    assert!(right, "{pid}: {why}");

    // A tile to pick.
    let pid = "basic-predict-easy-2003-01";
    let p = stored(pid);
    open_puzzle(port, id, pid, &p.question());
    let Answer::Tile(tile) = &p.solution.as_ref().unwrap()[0] else {
        panic!("{pid}");
    };
    let other = p.tiles.iter().find(|t| *t != tile).unwrap();
    click(port, id, &format!("#puzzle-tile-{other}"));
    let (right, why) = check(port, id);
    assert!(!right, "{pid}: {why}");
    click(port, id, "#puzzle-again");
    click(port, id, &format!("#puzzle-tile-{tile}"));
    let (right, why) = check(port, id);
    assert!(right, "{pid}: {why}");
    std::fs::write(
        dir.join("serve-phone-puzzle-tile.png"),
        screenshot(port, id),
    )
    .unwrap();

    // A feast: the pieces placed by taps, judged by the walk without a step limit, the walk
    // stepped through to its end on the engine's boards.
    let pid = "basic-feast-medium-2003-01";
    let p = stored(pid);
    let options = p.scenario.options;
    open_puzzle(port, id, pid, &p.question());
    let Answer::Squares(squares) = p.solution.as_ref().unwrap()[0].clone() else {
        panic!("{pid}");
    };
    let wrong = puzzle::search_feast(&p, &options, None)
        .tempting
        .unwrap_or_else(|| {
            p.candidates()
                .into_iter()
                .filter(|s| !squares.contains(s))
                .take(squares.len())
                .collect()
        });
    for sq in &wrong {
        tap(port, id, &sq.to_string());
    }
    let (right, why) = check(port, id);
    assert!(!right, "{pid}: {why}");
    assert!(
        why.starts_with("Not this one. Walking without a step limit"),
        "{pid}: {why}"
    );
    let watch = js(
        port,
        id,
        "return document.getElementById('puzzle-watch').textContent;",
    );
    assert_eq!(watch, "Watch the monster walk without a step limit");
    click(port, id, "#puzzle-watch");
    wait_for(port, id, "return !document.getElementById('puzzle-stepper').hidden && document.getElementById('puzzle-stepper').dataset.frame === '0';");
    assert_eq!(
        js(
            port,
            id,
            "return document.querySelector('#puzzle-stepper .tile-badge').textContent;"
        ),
        "No step limit"
    );
    // The last frame: the board the engine's walk ends on, and why it ends.
    let walk = puzzle::record_feast(&p.board_with(&wrong), &options, p.feed_and_spare());
    click(port, id, "#puzzle-stepper .step-skip");
    let last = (walk.steps.len() + 1).to_string();
    wait_for(
        port,
        id,
        &format!("return document.getElementById('puzzle-stepper').dataset.frame === '{last}';"),
    );
    let end = walk.boards[walk.steps.len()];
    let board = drawn_board(port, id, "psq");
    assert!(
        board[&end.monster().to_string()].starts_with("monster:"),
        "{pid}: the walk ends on {}: {board:?}",
        end.monster()
    );
    let words = js(
        port,
        id,
        "return document.querySelector('#puzzle-stepper .explain').textContent;",
    );
    assert!(
        words.as_str().unwrap().contains("The walk ends"),
        "{pid}: {words}"
    );
    std::fs::write(
        dir.join("serve-phone-puzzle-feast-walk.png"),
        screenshot(port, id),
    )
    .unwrap();
    click(port, id, "#puzzle-stepper .step-close");
    click(port, id, "#puzzle-again");
    wait_for(port, id, "return document.getElementById('puzzle-verdict').hidden && furunkulus.puzzles.placed.length === 0;");
    for sq in &squares {
        tap(port, id, &sq.to_string());
    }
    let (right, why) = check(port, id);
    assert!(right, "{pid}: {why}");
    for n in 1..=4 {
        next_hint(port, id, n);
    }
    assert_eq!(
        js(
            port,
            id,
            "return document.querySelector('.puzzle-watch-answer').textContent;"
        ),
        "Watch the answer's walk without a step limit"
    );

    let taps: Vec<(String, f64)> = timings(port, id)
        .into_iter()
        .filter(|(w, _)| w.starts_with("puzzle"))
        .collect();
    let slowest = taps.iter().map(|(_, ms)| *ms).fold(0.0, f64::max);
    println!(
        "puzzle taps: {} answered, slowest {slowest:.0} ms (debug build)",
        taps.len()
    );
    drop(page);

    // A laptop: the board and the words side by side.
    let page = browser.session((1366, 768));
    page.open("/?lang=de", READY);
    let id = page.id();
    click(port, id, "#tab-puzzles");
    wait_for(
        port,
        id,
        &format!("return document.querySelectorAll('.puzzle-item').length === {count};"),
    );
    let pid = "advanced-weapon-medium-2003-02";
    let p = stored(pid);
    open_puzzle(port, id, pid, &p.question_in(furunkulus::i18n::Lang::De));
    let text = next_hint(port, id, 1);
    assert!(text.starts_with("Tipp 1 von 4:"), "{text}");
    let sides: Value = js(
        port,
        id,
        "var b = document.getElementById('puzzle-board').getBoundingClientRect(); var s = document.querySelector('#puzzles-tab .side').getBoundingClientRect(); return [b.right, s.left, b.bottom];",
    );
    assert!(
        sides[0].as_f64().unwrap() <= sides[1].as_f64().unwrap(),
        "the words beside the board: {sides}"
    );
    assert!(sides[2].as_f64().unwrap() <= 768.0 + 200.0, "{sides}");
    std::fs::write(dir.join("serve-laptop-puzzle.png"), screenshot(port, id)).unwrap();
    drop(page);
}
