//! The puzzles' API (`/api/puzzles`, the page's Puzzles tab): every stored puzzle listed and
//! opened without its answer, its hints one at a time in each language (the fourth with the
//! answer and its move), the next pawn's moves of a two-moves puzzle, every stored answer
//! judged right and a wrong one wrong with why in words, and every refusal (each route, each
//! status) in each language. The page itself: `browser/puzzle_page.rs`.

use crate::serve::{get, http_with, post, server};
use furunkulus::i18n::Lang;
use furunkulus::puzzle::{self, Answer, Puzzle};
use serde_json::{json, Value};

/// The stored puzzles the page offers, as the library reads them: (id, puzzle); every one.
fn stored() -> Vec<(&'static str, Puzzle)> {
    puzzle::STORED
        .iter()
        .map(|(id, text)| (*id, puzzle::parse(text, &format!("{id}.yaml")).unwrap()))
        .collect()
}

/// The stored `feast` puzzles.
fn feasts() -> Vec<(&'static str, Puzzle)> {
    stored()
        .into_iter()
        .filter(|(_, p)| p.kind == puzzle::Kind::Feast)
        .collect()
}

/// An answer as the check takes it.
fn body_of(answer: &Answer) -> Value {
    match answer {
        Answer::Paths(paths) => {
            json!({ "paths": paths.iter().map(|p| p.iter().map(|d| d.to_string()).collect::<Vec<_>>()).collect::<Vec<_>>() })
        }
        Answer::Squares(sq) => {
            json!({ "squares": sq.iter().map(|s| s.to_string()).collect::<Vec<_>>() })
        }
        Answer::Tile(t) => json!({ "tile": t.to_string() }),
    }
}

#[test]
fn every_stored_puzzle_is_embedded_listed_and_opened_without_its_answer() {
    // The folder's files, every one embedded (build.rs lists the folder).
    let mut files: Vec<String> = std::fs::read_dir("scenarios/puzzles")
        .unwrap()
        .flatten()
        .filter_map(|e| e.file_name().into_string().ok())
        .filter_map(|n| n.strip_suffix(".yaml").map(str::to_string))
        .collect();
    files.sort();
    let ids: Vec<&str> = puzzle::stored_ids().collect();
    assert_eq!(ids, files, "every stored puzzle is embedded");
    for (id, text) in puzzle::STORED {
        let on_disk = std::fs::read_to_string(format!("scenarios/puzzles/{id}.yaml")).unwrap();
        assert_eq!(*text, on_disk, "{id}: the embedded text is the file's");
    }
    let offered: Vec<&str> = stored().iter().map(|(id, _)| *id).collect();
    assert_eq!(
        offered, ids,
        "every stored puzzle is offered, the feasts too"
    );
    assert!(feasts().len() >= 7);
    assert_eq!(
        furunkulus::serve::puzzles::served_ids(),
        offered,
        "every one loads"
    );

    let list = get("/api/puzzles");
    assert_eq!(list.status, 200, "{}", list.text());
    let list = list.json();
    let listed = list["puzzles"].as_array().unwrap();
    assert_eq!(listed.len(), offered.len());
    for ((id, p), item) in stored().iter().zip(listed) {
        assert_eq!(item["id"], *id);
        assert_eq!(item["kind"], p.kind.name(), "{id}");
        assert_eq!(item["difficulty"], p.difficulty.unwrap().name(), "{id}");
        let themes: Vec<&str> = p
            .themes
            .as_ref()
            .unwrap()
            .iter()
            .map(|t| t.name())
            .collect();
        assert_eq!(item["themes"], json!(themes), "{id}");
        assert_eq!(item["question"], p.question(), "{id}");
        assert_eq!(item["kind_words"], p.kind.title_in(Lang::En), "{id}");
        assert_eq!(
            item["theme_words"].as_array().unwrap().len(),
            themes.len(),
            "{id}"
        );

        let got = get(&format!("/api/puzzles/{id}"));
        assert_eq!(got.status, 200, "{id}: {}", got.text());
        let doc = got.json();
        assert_eq!(doc["question"], p.question(), "{id}");
        assert_eq!(doc["hints"], 4, "{id}");
        // The position as the board tab draws it: the engine's own document.
        assert_eq!(
            doc["position"],
            furunkulus::render::json::position_doc(p.scenario.position(), None),
            "{id}"
        );
        // Nothing of the answer: no solution, no hint, no explanation.
        let text = got.text();
        for key in ["\"solution", "\"explanation", "\"answer", "\"traces"] {
            assert!(!text.contains(key), "{id}: {key} in {text}");
        }
        for h in p.hints.as_ref().unwrap() {
            assert!(
                !text.contains(h.trim()),
                "{id}: a hint in the puzzle's document"
            );
        }
        match doc["ask"].as_str().unwrap() {
            "move" => {
                let first = &doc["moves"];
                assert_eq!(first["pawn"], doc["move"][0], "{id}");
                assert!(!first["results"].as_array().unwrap().is_empty(), "{id}");
                assert!(first["results"][0]["board"]["monster"].is_object(), "{id}");
            }
            "place" => {
                let place = &doc["place"];
                assert_eq!(place["count"], p.place().unwrap().count(), "{id}");
                let free: Vec<String> = p.candidates().iter().map(|s| s.to_string()).collect();
                assert_eq!(place["free"], json!(free), "{id}");
                assert_eq!(place["names"], json!(p.placed_names()), "{id}");
                assert_eq!(
                    place["labels"].as_array().unwrap().len(),
                    p.placed_names().len(),
                    "{id}"
                );
            }
            "tile" => assert_eq!(doc["pick"], doc["tiles"], "{id}"),
            other => panic!("{id}: ask {other}"),
        }
    }
}

#[test]
fn hints_come_one_at_a_time_in_each_language_and_the_last_gives_the_answer_and_its_move() {
    let all = stored();
    let (id, p) = all
        .iter()
        .find(|(id, _)| *id == "basic-move-easy-2003-01")
        .unwrap();
    let stated = p.hints.clone().unwrap();
    let answer = &p.solution.as_ref().unwrap()[0];
    for (lang, code) in [(Lang::En, "en"), (Lang::De, "de"), (Lang::Fr, "fr")] {
        let expected = puzzle::told_hints_in(lang, p, &p.scenario.options, Some(answer)).unwrap();
        if lang == Lang::En {
            assert_eq!(expected, stated);
        } else {
            assert_ne!(expected, stated, "{code}: the hints told in the language");
        }
        for n in 1..=4 {
            let got = get(&format!("/api/puzzles/{id}/hint/{n}?lang={code}"));
            assert_eq!(got.status, 200, "{code} {n}: {}", got.text());
            let doc = got.json();
            assert_eq!(doc["hint"], n);
            assert_eq!(doc["total"], 4);
            assert_eq!(doc["text"], expected[n - 1], "{code} {n}");
            if n < 4 {
                assert!(doc.get("answer").is_none() && doc.get("traces").is_none());
            } else {
                assert_eq!(doc["answer"], answer.json());
                assert_eq!(
                    doc["answer_words"],
                    furunkulus::render::puzzle::answer_text_in(lang, p, answer)
                );
                let traces = doc["traces"].as_array().unwrap();
                assert_eq!(traces.len(), 1);
                assert_eq!(traces[0]["trace"]["tile"], "prey-1");
                // The move of the answer: the monster eats blue1, as the explanation says.
                let removed = &traces[0]["trace"]["final"]["removed"];
                assert!(removed.to_string().contains("blue1"), "{code}: {removed}");
            }
        }
    }
    // The browser's language when the address says none.
    let de = http_with(
        server(),
        "GET",
        &format!("/api/puzzles/{id}/hint/1"),
        "Accept-Language: de\r\n",
        b"",
    );
    assert!(de.json()["text"].as_str().unwrap().starts_with("Die Idee"));
    // The list and the puzzle in the language too.
    let fr = get("/api/puzzles?lang=fr").json();
    let first = &fr["puzzles"][0];
    let (fid, fp) = &all[0];
    assert_eq!(first["id"], *fid);
    assert_eq!(first["question"], fp.question_in(Lang::Fr));
    assert_eq!(first["kind_words"], fp.kind.title_in(Lang::Fr));
    let doc = get(&format!("/api/puzzles/{id}?lang=de")).json();
    assert_eq!(doc["question"], p.question_in(Lang::De));
    assert!(doc["moves"]["results"][0]["words"].is_string());
}

#[test]
fn every_stored_answer_is_right_and_a_wrong_one_is_wrong_with_why_in_words() {
    // The feasts: `a_feast_placement_is_judged_by_the_walk_without_a_step_limit`.
    for (id, p) in stored()
        .into_iter()
        .filter(|(_, p)| p.kind != puzzle::Kind::Feast)
    {
        let options = p.scenario.options;
        let answer = &p.solution.as_ref().unwrap()[0];
        let got = post(&format!("/api/puzzles/{id}/check"), body_of(answer));
        assert_eq!(got.status, 200, "{id}: {}", got.text());
        let doc = got.json();
        assert_eq!(doc["right"], true, "{id}: {doc}");
        let why = doc["why"].as_str().unwrap();
        assert!(why.starts_with("Right!"), "{id}: {why}");
        assert_eq!(doc["trace"]["trace"]["tile"], doc["tile"], "{id}");
        assert!(
            !doc["trace"]["steps"].as_array().unwrap().is_empty(),
            "{id}"
        );

        // The first candidate the solver does not count: wrong, and why.
        let judge = puzzle::Judge::of(&p, &options);
        let wrong = puzzle::candidates(&p, &options)
            .into_iter()
            .find(|c| !judge.holds(&judge.outcome(&c.board, &c.answer)))
            .unwrap_or_else(|| panic!("{id}: a wrong candidate"));
        for (code, head) in [
            ("en", "Not this one."),
            ("de", "Das ist es nicht."),
            ("fr", "Ce n'est pas ça."),
        ] {
            let mut body = body_of(&wrong.answer);
            body["lang"] = json!(code);
            let got = post(&format!("/api/puzzles/{id}/check"), body);
            assert_eq!(got.status, 200, "{id} {code}: {}", got.text());
            let doc = got.json();
            assert_eq!(doc["right"], false, "{id}: {doc}");
            let why = doc["why"].as_str().unwrap();
            assert!(why.starts_with(head), "{id} {code}: {why}");
            // It says what the goal needed, and the tile it shows is the one that failed.
            let needs = match code {
                "en" => "The goal needs",
                "de" => "Das Ziel verlangt",
                _ => "Le but demande",
            };
            assert!(why.contains(needs), "{id} {code}: {why}");
            assert_eq!(doc["trace"]["trace"]["tile"], doc["tile"], "{id}");
        }
    }
}

#[test]
fn a_two_moves_puzzle_gives_the_second_pawns_moves_after_the_first() {
    for (id, p) in stored().into_iter().filter(|(_, p)| p.movers().len() == 2) {
        let Answer::Paths(paths) = &p.solution.as_ref().unwrap()[0] else {
            panic!("{id}");
        };
        let first: Vec<String> = paths[0].iter().map(|d| d.to_string()).collect();
        let got = post(
            &format!("/api/puzzles/{id}/moves"),
            json!({ "paths": [first] }),
        );
        assert_eq!(got.status, 200, "{id}: {}", got.text());
        let doc = got.json();
        let second = p.scenario.pawn_name(p.movers()[1].0).to_string();
        assert_eq!(doc["pawn"], second, "{id}");
        let wanted: Vec<String> = paths[1].iter().map(|d| d.to_string()).collect();
        assert!(
            doc["results"]
                .as_array()
                .unwrap()
                .iter()
                .any(|r| r["path"] == json!(wanted)),
            "{id}: the answer's second move is offered"
        );
        // No path: the first pawn's, as the puzzle's document gives them.
        let none = post(&format!("/api/puzzles/{id}/moves"), json!({ "paths": [] })).json();
        assert_eq!(none, get(&format!("/api/puzzles/{id}")).json()["moves"]);
        // Both paths: no third pawn.
        let second_path: Vec<String> = paths[1].iter().map(|d| d.to_string()).collect();
        let both = post(
            &format!("/api/puzzles/{id}/moves"),
            json!({ "paths": [paths[0].iter().map(|d| d.to_string()).collect::<Vec<_>>(), second_path] }),
        );
        assert_eq!(both.status, 400, "{id}: {}", both.text());
    }
}

/// Every refusal of the puzzles' routes, with its status, in each language: an unknown
/// puzzle, an id that tries to be a path, a hint that is none, a language that is none, a
/// body that is not JSON, too large, with an unknown field, an answer of another shape, one
/// that cannot be played, a path of no square, a method a route does not take.
#[test]
fn the_puzzles_refusals_come_with_their_status_in_each_language() {
    let addr = server();
    let move_id = "basic-move-easy-2003-01";
    let place_id = "basic-place-medium-2003-02";
    let tile_id = "basic-predict-easy-2003-01";
    let big = format!("{{\"paths\": [[\"{}\"]]}}", "a1\", \"".repeat(3000));
    assert!(big.len() > 16 * 1024);
    for (lang, words) in [
        (
            "en",
            [
                "no puzzle `nothing-here`",
                "no puzzle `../../etc/passwd`",
                "hint `5`: 1, 2, 3 or 4",
                "hint `0`",
                "hint `x`",
                "lang `xx`: en, de or fr",
                "bad JSON request",
                "larger than 16 KiB",
                "unknown field `answer`",
                "give the answer as `paths`: one path",
                "give the answer as `squares`: one empty square",
                "give the answer as `tile`: one of 5, 7, 8, 10, prey-1 and prey-2",
                "this answer cannot be played: ",
                "this answer cannot be played: ",
                "or `out`, or `waiting`",
                "this endpoint does not take this method",
                "this endpoint does not take this method",
                "no puzzle `nothing-here`",
            ],
        ),
        (
            "de",
            [
                "kein Rätsel `nothing-here`",
                "kein Rätsel `../../etc/passwd`",
                "Tipp `5`: 1, 2, 3 oder 4",
                "Tipp `0`",
                "Tipp `x`",
                "lang `xx`: en, de oder fr",
                "kein gültiges JSON",
                "größer als 16 KiB",
                "answer",
                "gib die Antwort als `paths`: ein Weg",
                "gib die Antwort als `squares`: ein leeres Feld",
                "gib die Antwort als `tile`: eine von 5, 7, 8, 10, prey-1 und prey-2",
                "diese Antwort lässt sich nicht spielen: ",
                "diese Antwort lässt sich nicht spielen: ",
                "oder `out`, oder `waiting`",
                "dieser Endpunkt nimmt diese Methode nicht an",
                "dieser Endpunkt nimmt diese Methode nicht an",
                "kein Rätsel `nothing-here`",
            ],
        ),
        (
            "fr",
            [
                "pas d'énigme `nothing-here`",
                "pas d'énigme `../../etc/passwd`",
                "indice `5`\u{a0}: 1, 2, 3 ou 4",
                "indice `0`",
                "indice `x`",
                "lang `xx`\u{a0}: en, de ou fr",
                "requête JSON non valable",
                "dépasse 16\u{a0}Kio",
                "answer",
                "donnez la réponse en `paths`\u{a0}: un chemin",
                "donnez la réponse en `squares`\u{a0}: une case vide",
                "donnez la réponse en `tile`\u{a0}: l'une de 5, 7, 8, 10, prey-1 et prey-2",
                "cette réponse ne peut pas être jouée\u{a0}: ",
                "cette réponse ne peut pas être jouée\u{a0}: ",
                "ou `out`, ou `waiting`",
                "cette adresse n'accepte pas cette méthode",
                "cette adresse n'accepte pas cette méthode",
                "pas d'énigme `nothing-here`",
            ],
        ),
    ] {
        let header = format!("Accept-Language: {lang}\r\n");
        let ask = |method: &str, path: &str, body: &[u8]| {
            let got = http_with(addr, method, path, &header, body);
            let error = got.json()["error"].as_str().unwrap_or_default().to_string();
            (got.status, error)
        };
        let check = |id: &str, body: Value| {
            let mut body = body;
            body["lang"] = json!(lang);
            ask(
                "POST",
                &format!("/api/puzzles/{id}/check"),
                body.to_string().as_bytes(),
            )
        };
        let got = [
            ask("GET", "/api/puzzles/nothing-here", b""),
            ask("GET", "/api/puzzles/..%2F..%2Fetc%2Fpasswd", b""),
            ask("GET", &format!("/api/puzzles/{move_id}/hint/5"), b""),
            ask("GET", &format!("/api/puzzles/{move_id}/hint/0"), b""),
            ask("GET", &format!("/api/puzzles/{move_id}/hint/x"), b""),
            ask("GET", "/api/puzzles?lang=xx", b""),
            ask(
                "POST",
                &format!("/api/puzzles/{move_id}/check"),
                b"{not json",
            ),
            ask(
                "POST",
                &format!("/api/puzzles/{move_id}/check"),
                big.as_bytes(),
            ),
            check(move_id, json!({ "answer": ["p7"] })),
            check(move_id, json!({ "tile": "8" })),
            check(place_id, json!({ "squares": ["l9", "l8"] })),
            check(tile_id, json!({ "tile": "twenty" })),
            // An illegal path; a square that is not empty.
            check(move_id, json!({ "paths": [["a1"]] })),
            check(place_id, json!({ "squares": ["m9"] })),
            check(move_id, json!({ "paths": [["z9"]] })),
            ask("POST", &format!("/api/puzzles/{move_id}/hint/1"), b"{}"),
            ask("GET", &format!("/api/puzzles/{move_id}/check"), b""),
            ask(
                "POST",
                "/api/puzzles/nothing-here/moves",
                format!("{{\"paths\": [], \"lang\": \"{lang}\"}}").as_bytes(),
            ),
        ];
        for (i, ((status, error), expected)) in got.iter().zip(words).enumerate() {
            assert!(
                error.contains(expected),
                "{lang} #{i}: {error:?}, not {expected:?}"
            );
            let expected_status = match i {
                0..=4 | 17 => 404,
                7 => 413,
                12 | 13 => 422,
                15 | 16 => 405,
                _ => 400,
            };
            assert_eq!(*status, expected_status, "{lang} #{i}: {error}");
        }
    }
    // The id is never a path: nothing outside the embedded puzzles is read, whatever it says.
    for path in [
        "/api/puzzles/%2E%2E",
        "/api/puzzles/..%2Fbasic-move-easy-2003-01",
        "/api/puzzles/basic-move-easy-2003-01.yaml",
        "/api/puzzles/%2Fetc%2Fpasswd",
    ] {
        assert_eq!(get(path).status, 404, "{path}");
    }
}

/// The verdict is the solver's for every candidate of every stored puzzle that moves pawns
/// or picks a tile (placements: the stored answer and one wrong one, above): right exactly
/// when the solver counts it a solution, and a wrong one always says what the goal needed.
#[test]
fn the_check_agrees_with_the_solver_on_every_candidate() {
    let mut checked = 0;
    for (id, p) in stored() {
        if p.place().is_some() {
            continue;
        }
        let options = p.scenario.options;
        let judge = puzzle::Judge::of(&p, &options);
        for c in puzzle::candidates(&p, &options) {
            let solves = judge.holds(&judge.outcome(&c.board, &c.answer));
            let got = puzzle::check_in(Lang::En, &p, &options, &c.answer)
                .unwrap_or_else(|e| panic!("{id} {}: {e}", c.answer));
            assert_eq!(got.right, solves, "{id} {}: {}", c.answer, got.why);
            assert_eq!(got.board, c.board, "{id} {}", c.answer);
            if !solves {
                assert!(
                    got.why.contains("The goal needs"),
                    "{id} {}: {}",
                    c.answer,
                    got.why
                );
            }
            checked += 1;
        }
    }
    assert!(checked > 100, "{checked} candidates");
}

/// The walk without a step limit of `p` with `squares` placed.
fn feast_walk(p: &Puzzle, squares: &[furunkulus::geometry::Square]) -> puzzle::FeastTrace {
    puzzle::record_feast(
        &p.board_with(squares),
        &p.scenario.options,
        p.feed_and_spare(),
    )
}

/// Feasts on the page (issue 28): a placement is judged by the engine's walk without a step
/// limit, never by a tile's; its walk comes step by step with the engine's boards, its
/// ending said in words; the fourth hint steps through the answer's walk.
#[test]
fn a_feast_placement_is_judged_by_the_walk_without_a_step_limit() {
    let mut tempting = 0;
    for (id, p) in feasts() {
        let options = p.scenario.options;
        let Answer::Squares(answer) = p.solution.as_ref().unwrap()[0].clone() else {
            panic!("{id}: a placement");
        };
        let walk = feast_walk(&p, &answer);
        assert!(walk.solved, "{id}");
        let got = post(
            &format!("/api/puzzles/{id}/check"),
            body_of(&Answer::Squares(answer.clone())),
        );
        assert_eq!(got.status, 200, "{id}: {}", got.text());
        let doc = got.json();
        assert_eq!(doc["right"], true, "{id}: {doc}");
        assert!(
            doc["why"]
                .as_str()
                .unwrap()
                .starts_with("Right! Walking without a step limit"),
            "{id}: {doc}"
        );
        assert_eq!(doc["tile"], Value::Null, "{id}: no tile");
        let tr = &doc["trace"];
        assert_eq!(tr["trace"]["tile"], Value::Null, "{id}");
        assert_eq!(tr["badge"], "No step limit", "{id}");
        assert_eq!(tr["trace"]["end"]["reason"], "feast-done", "{id}");
        // Every step the engine walked, each with the engine's board after it.
        let steps = tr["steps"].as_array().unwrap();
        assert_eq!(steps.len(), walk.steps.len(), "{id}");
        for (i, s) in steps.iter().enumerate() {
            let b = &walk.boards[i + 1];
            assert_eq!(
                s["board"]["monster"]["at"],
                b.monster().to_string(),
                "{id} step {}",
                i + 1
            );
        }
        // Past the 20 steps a tile's replay could give: the recorded boards, not a replay.
        let (feed, _) = p.feed_and_spare();
        let removed = tr["trace"]["final"]["removed"].to_string();
        for pawn in furunkulus::search::members(feed) {
            let name = p.scenario.pawn_name(pawn);
            assert!(
                removed.contains(&format!("\"{name}\"")),
                "{id}: {name} in {removed}"
            );
        }
        assert_eq!(
            tr["final"]["sentences"][0],
            format!(
                "After step {} every pawn to feed is removed: the walk ends.",
                walk.ending.steps()
            ),
            "{id}"
        );

        // The fourth hint: the answer's walk.
        let hint = get(&format!("/api/puzzles/{id}/hint/4?lang=de")).json();
        let traces = hint["traces"].as_array().unwrap();
        assert_eq!(traces.len(), 1, "{id}");
        assert_eq!(traces[0]["badge"], "Ohne Schrittgrenze", "{id}");
        assert_eq!(
            traces[0]["steps"].as_array().unwrap().len(),
            walk.steps.len(),
            "{id}"
        );

        // The most tempting wrong placement: wrong, and why, in each language.
        let Some(wrong) = puzzle::search_feast(&p, &options, None).tempting else {
            continue;
        };
        tempting += 1;
        let walk = feast_walk(&p, &wrong);
        assert!(!walk.solved, "{id}");
        for (code, head, needs) in [
            (
                "en",
                "Not this one. Walking without a step limit",
                "The goal needs",
            ),
            (
                "de",
                "Das ist es nicht. Ohne Schrittgrenze",
                "Das Ziel verlangt",
            ),
            (
                "fr",
                "Ce n'est pas ça. Sans limite de pas",
                "Le but demande",
            ),
        ] {
            let mut body = body_of(&Answer::Squares(wrong.clone()));
            body["lang"] = json!(code);
            let doc = post(&format!("/api/puzzles/{id}/check"), body).json();
            assert_eq!(doc["right"], false, "{id}: {doc}");
            let why = doc["why"].as_str().unwrap();
            assert!(
                why.starts_with(head) && why.contains(needs),
                "{id} {code}: {why}"
            );
            assert_eq!(
                doc["trace"]["steps"].as_array().unwrap().len(),
                walk.steps.len(),
                "{id}"
            );
            let reason = &doc["trace"]["trace"]["end"]["reason"];
            match walk.ending {
                furunkulus::monster::Ending::Cycle { .. } => {
                    assert_eq!(reason, "feast-cycle", "{id}")
                }
                furunkulus::monster::Ending::Done { .. } => {
                    assert_eq!(reason, "feast-done", "{id}")
                }
            }
        }
    }
    assert!(tempting > 0, "a stored feast with a tempting placement");
}

/// The feast check agrees with the solver's search on every placement of the one-piece
/// feasts (where a walk goes round forever: `feast::the_feast_check_says_where_a_walk_repeats`).
#[test]
fn the_feast_check_agrees_with_the_search_on_every_placement() {
    let mut checked = 0;
    for (id, p) in feasts() {
        if p.place().unwrap().count() != 1 {
            continue;
        }
        let options = p.scenario.options;
        let solutions = puzzle::search_feast(&p, &options, None).solutions;
        for sq in p.candidates() {
            let got = puzzle::check_feast_in(Lang::En, &p, &options, &[sq])
                .unwrap_or_else(|e| panic!("{id} {sq}: {e}"));
            assert_eq!(
                got.right,
                solutions.contains(&vec![sq]),
                "{id} {sq}: {}",
                got.why
            );
            checked += 1;
        }
    }
    assert!(checked > 100, "{checked} placements");
}

/// A feast answer of another shape, or on a square that is not empty, is refused in the
/// player's language.
#[test]
fn a_feast_refuses_what_it_cannot_walk() {
    let (id, p) = feasts().into_iter().next().unwrap();
    let count = p.place().unwrap().count();
    let taken = p.scenario.board().monster().to_string();
    let mut squares: Vec<String> = p
        .candidates()
        .iter()
        .take(count)
        .map(|s| s.to_string())
        .collect();
    squares[0] = taken.clone();
    let got = post(
        &format!("/api/puzzles/{id}/check"),
        json!({ "squares": squares, "lang": "fr" }),
    );
    assert_eq!(got.status, 422, "{}", got.text());
    let error = got.json()["error"].as_str().unwrap().to_string();
    assert!(
        error.contains(&format!("{taken} n'est pas une case vide")),
        "{error}"
    );
    let got = post(&format!("/api/puzzles/{id}/check"), json!({ "tile": "5" }));
    assert_eq!(got.status, 400, "{}", got.text());
}
