//! Pictures: SVG snapshots of the rulebook's two monster examples, every picture the tests
//! make parsed as XML and rendered by resvg without a warning, a pixel test of the PNG, what
//! the drawings hold (path, steps, pushes, removals, wall crossings, players, pairs), and the
//! command line (--format svg|png|html, --out, --force, --steps, puzzle sheet); the frame
//! (coordinates and wall letters) of every board picture the command line makes; printed
//! pages and PDF ([`print`]); plots ([`plots`]).

mod plots;
mod print;

use crate::common::{load, load_path, run_bin as run, sq, stderr, stdout};
use furunkulus::i18n::Lang;
use furunkulus::pawn::{self, Dest};
use furunkulus::puzzle;
use furunkulus::render::svg::board::{LegKind, LOCAL};
use furunkulus::render::svg::layout::SQUARE;
use furunkulus::render::svg::{self, palette, png, Scene};
use furunkulus::rules::Tile;
use furunkulus::scenario::Scenario;
use furunkulus::search;
use furunkulus::trace::Trace;
use std::cell::RefCell;
use std::sync::Once;

thread_local! {
    static WARNINGS: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
}

/// Collects resvg's warnings (it reports through `log`) for the thread that made them.
struct Warnings;

impl log::Log for Warnings {
    fn enabled(&self, m: &log::Metadata) -> bool {
        m.level() <= log::Level::Warn
    }
    fn log(&self, r: &log::Record) {
        if self.enabled(r.metadata()) {
            WARNINGS.with(|w| w.borrow_mut().push(format!("{}: {}", r.level(), r.args())));
        }
    }
    fn flush(&self) {}
}

static LOGGER: Warnings = Warnings;
static INSTALL: Once = Once::new();

/// What resvg warned while parsing and rendering `svg` (at half size).
fn warnings_of(svg: &str) -> Vec<String> {
    INSTALL.call_once(|| {
        let _ = log::set_logger(&LOGGER);
        log::set_max_level(log::LevelFilter::Warn);
    });
    WARNINGS.with(|w| w.borrow_mut().clear());
    let _ = png::pixmap(svg, 0.5);
    WARNINGS.with(|w| w.borrow().clone())
}

#[test]
fn the_warning_check_hears_resvg() {
    let bad = r##"<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="0" height="10"/><path d="M 10 x"/></svg>"##;
    assert!(
        !warnings_of(bad).is_empty(),
        "a broken picture must be heard"
    );
}

/// Checks that `svg` is well-formed XML, that resvg parses and renders it without a
/// warning, and that the picture is not empty; returns it.
pub fn checked(svg: &str) -> String {
    let warnings = warnings_of(svg);
    assert!(warnings.is_empty(), "resvg warned: {warnings:?}");
    let xml = resvg::usvg::roxmltree::Document::parse(svg)
        .unwrap_or_else(|e| panic!("the SVG is not well-formed XML: {e}"));
    assert_eq!(xml.root_element().tag_name().name(), "svg");
    let pixmap = png::pixmap(svg, 0.5).unwrap_or_else(|e| panic!("{e}"));
    assert!(pixmap.width() > 100 && pixmap.height() > 100);
    svg.to_string()
}

/// WCAG's relative luminance of `#rrggbb`.
fn luminance(hex: &str) -> f64 {
    let (r, g, b) = palette::rgb(hex);
    let lin = |c: u8| {
        let c = f64::from(c) / 255.0;
        if c <= 0.039_28 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
}

/// WCAG's contrast ratio of two colours.
pub fn contrast(a: &str, b: &str) -> f64 {
    let (x, y) = (luminance(a), luminance(b));
    (x.max(y) + 0.05) / (x.min(y) + 0.05)
}

/// The boards of a picture, each checked for its frame: the coordinates a–p above and under
/// the grid and 1–11 on both sides, at least 10 units and 4.5:1 on the white background;
/// the wall letters smaller, white on the wall band. Returns how many boards there are.
pub fn framed_boards(svg: &str) -> usize {
    let xml = resvg::usvg::roxmltree::Document::parse(svg).expect("well-formed");
    let groups = |class: &str| -> Vec<_> {
        xml.descendants()
            .filter(|n| n.has_tag_name("g") && n.attribute("class") == Some(class))
            .collect()
    };
    let coords = groups("coordinates");
    let walls = groups("wall-letters");
    assert_eq!(coords.len(), walls.len(), "every board has both");
    for (c, w) in coords.iter().zip(&walls) {
        let size: f32 = c.attribute("font-size").unwrap().parse().unwrap();
        assert!(size >= 10.0, "coordinates of {size} units");
        let fill = c.attribute("fill").unwrap();
        assert!(contrast(fill, palette::BACKGROUND) >= 4.5, "{fill}");
        let mut texts: Vec<String> = c
            .children()
            .filter(|n| n.has_tag_name("text"))
            .map(|n| n.text().unwrap_or("").trim().to_string())
            .collect();
        texts.sort();
        let mut want: Vec<String> = ('a'..='p')
            .map(String::from)
            .chain((1..=11).map(|n| n.to_string()))
            .flat_map(|t| [t.clone(), t])
            .collect();
        want.sort();
        assert_eq!(texts, want, "a–p twice and 1–11 twice");
        let letter: f32 = w.attribute("font-size").unwrap().parse().unwrap();
        assert!(letter < size, "the wall letters are smaller");
        assert!(contrast(w.attribute("fill").unwrap(), palette::WALL) >= 4.5);
        let letters = w.children().filter(|n| n.has_tag_name("text")).count();
        assert_eq!(letters, 2 * 26, "every wall segment has its letter");
    }
    coords.len()
}

fn trace_of(s: &Scenario) -> Trace {
    Trace::record(s.board(), s.tile.expect("a tile"), &s.options)
}

fn overview_svg(path: &str) -> String {
    let s = load_path(path);
    let t = trace_of(&s);
    checked(&svg::trace::overview(&t, &Scene::of(&s), s.title.as_deref()).to_svg())
}

#[test]
fn basic_rulebook_trace_svg_snapshot() {
    insta::assert_snapshot!(overview_svg("scenarios/rulebook/monster-basic.yaml"));
}

#[test]
fn advanced_rulebook_trace_svg_snapshot() {
    insta::assert_snapshot!(overview_svg("scenarios/rulebook/monster-advanced.yaml"));
}

#[test]
fn pictures_are_deterministic() {
    let a = overview_svg("scenarios/rulebook/monster-advanced.yaml");
    let b = overview_svg("scenarios/rulebook/monster-advanced.yaml");
    assert_eq!(a, b);
    assert_eq!(png::render(&a).unwrap(), png::render(&b).unwrap());
}

/// The colour of the PNG's pixel at (x, y).
fn colour(p: &resvg::tiny_skia::Pixmap, (x, y): (f32, f32)) -> (u8, u8, u8) {
    let c = p.pixel(x as u32, y as u32).expect("inside the picture");
    assert_eq!(c.alpha(), 255, "the picture is opaque at ({x}, {y})");
    (c.red(), c.green(), c.blue())
}

/// The point of a square at fractions (fx, fy) of its side, computed here from the square's
/// name, apart from the drawing code: column a on the west, row 1 on the north.
fn at(origin: (f32, f32), name: &str, fx: f32, fy: f32) -> (f32, f32) {
    let col = f32::from(name.as_bytes()[0] - b'a');
    let row: f32 = name[1..].parse::<f32>().unwrap() - 1.0;
    (
        origin.0 + (col + fx) * SQUARE,
        origin.1 + (row + fy) * SQUARE,
    )
}

#[test]
fn png_of_the_basic_trace_has_the_monster_on_p8_and_blood_on_k6() {
    let s = load_path("scenarios/rulebook/monster-basic.yaml");
    let t = trace_of(&s);
    let sheet = svg::trace::overview(&t, &Scene::of(&s), s.title.as_deref());
    let grid = sheet.grid(0).unwrap();
    // The documented place of a single board under a one-line title.
    assert_eq!((grid.x, grid.y), (59.0, 85.0));
    let bytes = png::render(&sheet.to_svg()).unwrap();
    assert!(bytes.starts_with(b"\x89PNG"));
    let p = resvg::tiny_skia::Pixmap::decode_png(&bytes).unwrap();
    let (w, h) = sheet.size();
    assert_eq!((p.width(), p.height()), (w.ceil() as u32, h.ceil() as u32));
    let o = (grid.x, grid.y);
    assert_eq!(t.after.monster(), sq("p8"));
    // Each: a square, a point in it (as fractions of the square; negative is outside), the
    // colour there, and what that is.
    for (square, fx, fy, want, what) in [
        ("p8", 0.5, 0.5, palette::MONSTER, "the monster"),
        // A pool square, away from the path drawn through its middle.
        ("k6", 0.25, 0.85, palette::POOL, "a pool"),
        ("l7", 0.75, 0.85, palette::POOL, "a pool"),
        // Plain floor, and the staircase cut away beside l1 (m1 is not a square).
        ("c5", 0.7, 0.7, palette::FLOOR, "floor"),
        ("m1", 0.6, 0.4, palette::BACKGROUND, "no square"),
        // The wall band, just outside c1's north side, beside its letter.
        ("c1", 0.1, -0.15, palette::WALL, "the wall"),
        ("a9", 0.5, 0.5, palette::BACKGROUND, "no square"),
        // The exit square is marked.
        ("a1", 0.85, 0.2, palette::EXIT_FLOOR, "the exit"),
    ] {
        assert_eq!(
            colour(&p, at(o, square, fx, fy)),
            palette::rgb(want),
            "{what} at {square} ({fx}, {fy})"
        );
    }
}

#[test]
fn the_basic_trace_draws_its_steps_slides_pushes_and_removals() {
    let s = load_path("scenarios/rulebook/monster-basic.yaml");
    let t = trace_of(&s);
    let panel = svg::trace::overview_panel(&t, &Scene::of(&s));
    let o = &panel.overlay;
    assert_eq!(o.start, Some((sq("j8"), furunkulus::geometry::Dir::East)));
    let steps: Vec<&str> = o.badges.iter().map(|b| b.1.as_str()).collect();
    assert_eq!(steps, ["1", "2", "3", "4", "5", "6", "7", "8"]);
    // Each badge in the square where its step ended: j7 j6 m6 n6 o6 p6 p7 p8.
    for (b, name) in o
        .badges
        .iter()
        .zip(["j7", "j6", "m6", "n6", "o6", "p6", "p7", "p8"])
    {
        let (x, y) = LOCAL.corner(sq(name));
        assert!(
            b.0 .0 > x && b.0 .0 < x + SQUARE && b.0 .1 > y && b.0 .1 < y + SQUARE,
            "badge {} in {name}",
            b.1
        );
    }
    // Step 3 slides over k6 and l6 onto m6.
    let slides = o.legs.iter().filter(|l| l.kind == LegKind::Slide).count();
    assert_eq!(slides, 2);
    // The stone n6 -> o6 and F o6 -> p6 (step 4), then off the board.
    let push = |a: &str, b: &str| {
        o.arrows
            .iter()
            .any(|x| x.from == LOCAL.centre(sq(a)) && x.to == LOCAL.centre(sq(b)))
    };
    assert!(push("n6", "o6") && push("o6", "p6"));
    // The stone (step 6) and F (step 5) pushed off the board from p6, into the east wall.
    let edge = LOCAL.corner(sq("p6")).0 + SQUARE;
    let off = o
        .arrows
        .iter()
        .filter(|x| x.from == LOCAL.centre(sq("p6")) && x.to.0 >= edge)
        .count();
    assert_eq!(off, 2);
    // C eaten on m6, F crushed east of p6 (outside the board), G eaten on p7.
    let removed: Vec<(&str, (f32, f32))> = o
        .removed
        .iter()
        .map(|(id, p)| (s.pawn_name(*id), *p))
        .collect();
    assert_eq!(removed.len(), 3);
    assert_eq!(removed[0], ("C", LOCAL.centre(sq("m6"))));
    assert_eq!(removed[1].0, "F");
    assert!(
        removed[1].1 .0 > LOCAL.corner(sq("p6")).0 + SQUARE,
        "F is drawn off the board"
    );
    assert_eq!(removed[2], ("G", LOCAL.centre(sq("p7"))));
    assert!(o.walls.is_empty());
    let svg = checked(&svg::trace::overview(&t, &Scene::of(&s), None).to_svg());
    assert!(svg.contains("The monster eats C at step 3, crushes F at step 5 and eats G at step 7; it walks 8 steps and ends on p8 facing west."));
}

#[test]
fn a_wall_crossing_marks_both_letters_and_a_teleport_is_drawn() {
    let s = load("monster: { at: p6, facing: east }\npawns: [ { name: A, at: c6 } ]\n");
    let t = Trace::record(s.board(), Tile::Steps(1), &s.options);
    let panel = svg::trace::overview_panel(&t, &Scene::of(&s));
    use furunkulus::geometry::Dir;
    assert_eq!(
        panel.overlay.walls,
        vec![(sq("p6"), Dir::East), (sq("a6"), Dir::West)]
    );
    let svg = checked(&svg::trace::overview(&t, &Scene::of(&s), None).to_svg());
    assert_eq!(
        svg.matches("wall walked through").count(),
        1,
        "in the legend"
    );

    let s = load_path("scenarios/rulebook/monster-advanced.yaml");
    let t = trace_of(&s);
    let panel = svg::trace::overview_panel(&t, &Scene::of(&s));
    let teleports: Vec<_> = panel
        .overlay
        .legs
        .iter()
        .filter(|l| l.kind == LegKind::Teleport)
        .map(|l| (l.from, l.to))
        .collect();
    let (j5, o7) = (LOCAL.centre(sq("j5")), LOCAL.centre(sq("o7")));
    assert_eq!(teleports, vec![(j5, o7), (o7, j5)]);
}

#[test]
fn players_and_teleporter_pairs_look_different() {
    let s = load(
        "teleporters:\n  - { at: c3, arrow: east, pair: yellow }\n  - { at: e5, arrow: south, pair: yellow }\n  - { at: h3, arrow: north, pair: blue }\n  - { at: j5, arrow: west, pair: blue }\npawns:\n  - { name: red1, at: c8, player: red, face: 1 }\n  - { name: blue1, at: f8, player: blue, face: 4 }\n  - { name: X, at: h8 }\n",
    );
    let scene = Scene::of(&s);
    let players = scene.players();
    let (red, blue) = (players.style(Some("red")), players.style(Some("blue")));
    assert_ne!(red.fill, blue.fill);
    assert_ne!(red.shape, blue.shape, "a shape, not colour alone");
    assert_ne!(red.initial, blue.initial, "and an initial");
    assert_eq!(
        red.fill, "#D55E00",
        "a player called red is drawn red (vermillion)"
    );
    let pairs = scene.pairs();
    assert_eq!(pairs.len(), 2);
    assert_ne!(pairs[0].3.fill, pairs[1].3.fill);
    assert_ne!(
        pairs[0].3.dash, pairs[1].3.dash,
        "a rim pattern, not colour alone"
    );
    assert_ne!(pairs[0].3.number, pairs[1].3.number);
    let svg = checked(&svg::position(&s, Lang::En).to_svg());
    for text in [
        "player red",
        "player blue",
        "teleporter pair 1, yellow: c3 and e5",
        "red1",
        "blue1",
    ] {
        assert!(svg.contains(text), "{text}");
    }
}

#[test]
fn steps_frames_follow_the_trace_and_tell_its_sentences() {
    let s = load_path("scenarios/rulebook/monster-basic.yaml");
    let t = trace_of(&s);
    // In every language: the pictures tell the text trace's sentences.
    for lang in furunkulus::i18n::Lang::ALL {
        let scene = Scene::of(&s).with_lang(lang);
        let frames = svg::trace::frames(&t, &scene);
        assert_eq!(frames.len(), t.steps.len() + 2);
        for (f, st) in frames[1..].iter().zip(&t.steps) {
            assert_eq!(f.panel.scene.board.monster(), st.to);
            assert_eq!(f.panel.overlay.sights.len(), 3, "three lines of sight");
            assert_eq!(f.panel.overlay.start, Some((st.from, st.facing_before)));
        }
        let text = furunkulus::render::trace::trace_text(
            &t,
            s.pawns(),
            None,
            // Unwrapped, so that each sentence stands on one line.
            &furunkulus::report::Style {
                palette: furunkulus::render::Palette::new(false),
                width: 1000,
                lang,
                ..Default::default()
            },
        );
        let looks = furunkulus::t!(lang, "trace-looks") + " ";
        // Every sentence of every frame is a sentence of the text trace.
        for f in &frames[1..frames.len() - 1] {
            assert!(text.contains(&f.heading), "{lang:?}: {}", f.heading);
            for n in &f.notes {
                let sentence = n.text.trim_start_matches("- ").trim_start_matches("= ");
                let sentence = sentence.trim_start_matches(looks.as_str());
                let sentence = sentence.split_once(": ").map_or(sentence, |(a, b)| {
                    if a.ends_with(')') {
                        b
                    } else {
                        sentence
                    }
                });
                let sentence = sentence.split_once("\u{a0}: ").map_or(sentence, |(a, b)| {
                    if a.ends_with(')') {
                        b
                    } else {
                        sentence
                    }
                });
                assert!(
                    text.contains(sentence),
                    "{lang:?}: not in the text trace: {sentence}"
                );
            }
        }
        checked(&svg::trace::steps(&t, &scene, s.title.as_deref()).to_svg());
    }
}

#[test]
fn every_kind_of_picture_parses_and_renders_without_warnings() {
    let basic = load_path("scenarios/setup/basic.yaml");
    checked(&svg::position(&basic, Lang::En).to_svg());
    let deck = furunkulus::rules::Deck::STANDARD;
    let risk = search::risk(basic.board(), &basic.options, &deck).unwrap();
    let svg = checked(&svg::risk::risk(&Scene::of(&basic), &deck, &risk).to_svg());
    assert!(svg.contains("percent of the deck"));
    for (file, pawn, to) in [
        ("scenarios/rulebook/pawn-1.yaml", "P", "g5"),
        ("scenarios/rulebook/pawn-2.yaml", "P", "g6"),
        ("scenarios/rulebook/pawn-3.yaml", "P", "h4"),
        ("scenarios/rulebook/pawn-3.yaml", "P", "h5"),
    ] {
        let s = load_path(file);
        let id = s.pawn_id(pawn).unwrap();
        let face = s.pawns()[id.0 as usize].face.unwrap();
        let moves = pawn::legal_moves(s.board(), id, face, &s.options);
        checked(&svg::moves::moves(&Scene::of(&s), id, pawn, face, &moves).to_svg());
        let dest: Dest = to.parse().unwrap();
        let verdict = pawn::explain(s.board(), id, face, &s.options, dest);
        let svg =
            checked(&svg::moves::verdict(&Scene::of(&s), id, pawn, face, dest, &verdict).to_svg());
        assert!(svg.contains(if verdict.is_legal() {
            "Yes: pawn P"
        } else {
            "No: pawn P"
        }));
    }
    let p = puzzle::load_file(std::path::Path::new(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/scenarios/puzzles/basic-move-easy-2003-01.yaml"
    )))
    .unwrap();
    let q = checked(&svg::puzzle::question(&p).to_svg());
    assert!(q.contains("Your answer") && !q.contains("Unique"));
    let solved = puzzle::solve(&p, &p.scenario.options);
    let traces: Vec<_> = solved
        .solutions
        .iter()
        .filter_map(|sol| puzzle::trace_solution(&p, &p.scenario.options, sol))
        .collect();
    let a = checked(&svg::puzzle::answer(&p, &solved, &traces, p.explanation.as_deref()).to_svg());
    assert!(a.contains("Unique: the only solution is red1 p7."), "{a}");
    assert!(a.contains("Why: red1 goes p7."));
    // Several puzzles on one sheet, numbered, without answers.
    let q2 = puzzle::load_file(std::path::Path::new(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/scenarios/puzzles/basic-predict-easy-2003-01.yaml"
    )))
    .unwrap();
    let both = checked(&svg::puzzle::questions(&[&p, &q2]).to_svg());
    assert!(both.contains("Puzzle 1: Move, easy") && both.contains("Puzzle 2: Predict, easy"));
    assert!(both.contains("Your answer: the tile") && !both.contains("Unique"));
    // The page's pictures too.
    let s = load_path("scenarios/rulebook/monster-advanced.yaml");
    let page = furunkulus::render::html::trace_page(&trace_of(&s), &Scene::of(&s), None);
    let mut rest = page.as_str();
    let mut count = 0;
    while let Some(i) = rest.find("<svg ") {
        let j = rest[i..].find("</svg>").unwrap() + i + 6;
        checked(&rest[i..j]);
        count += 1;
        rest = &rest[j..];
    }
    assert_eq!(
        count,
        8 + 2 + 1,
        "before, 8 steps, the final look, the whole move"
    );
}

#[test]
fn the_page_is_self_contained() {
    let s = load_path("scenarios/rulebook/monster-basic.yaml");
    let page = furunkulus::render::html::trace_page(&trace_of(&s), &Scene::of(&s), None);
    assert!(page.starts_with("<!DOCTYPE html>"));
    for outside in ["http://", "https://", "<link", " src=", "url(", "@import"] {
        let allowed = outside == "http://"
            && page.matches(outside).count() == page.matches("http://www.w3.org/2000/svg").count();
        assert!(
            allowed || !page.contains(outside),
            "the page refers outside: {outside}"
        );
    }
    assert!(
        page.contains("eats pawn C on m6 (M5)"),
        "the text trace's sentences"
    );
    assert_eq!(page.matches("<section class=\"frame\"").count(), 10);
}

fn temp_dir() -> tempfile::TempDir {
    tempfile::tempdir().unwrap()
}

#[test]
fn cli_writes_pictures_safely_and_refuses_to_overwrite() {
    let dir = temp_dir();
    let out = dir.path().join("basic.svg");
    let o = out.to_str().unwrap();
    let args = [
        "trace",
        "scenarios/rulebook/monster-basic.yaml",
        "--format",
        "svg",
        "--out",
        o,
    ];
    let first = run(&args);
    assert_eq!(first.status.code(), Some(0), "{}", stderr(&first));
    assert!(stdout(&first).is_empty());
    let svg = std::fs::read_to_string(&out).unwrap();
    checked(&svg);
    std::fs::write(&out, "mine").unwrap();
    let again = run(&args);
    assert_eq!(again.status.code(), Some(1));
    assert!(
        stderr(&again).contains("give --force to replace it"),
        "{}",
        stderr(&again)
    );
    assert_eq!(std::fs::read_to_string(&out).unwrap(), "mine", "untouched");
    let mut forced = args.to_vec();
    forced.push("--force");
    assert_eq!(run(&forced).status.code(), Some(0));
    assert_eq!(std::fs::read_to_string(&out).unwrap(), svg);
    let names: Vec<_> = std::fs::read_dir(dir.path()).unwrap().collect();
    assert_eq!(names.len(), 1, "no temporary file left behind");
}

#[test]
fn cli_formats_and_their_errors() {
    // PNG on a pipe is a PNG.
    let o = run(&["show", "scenarios/setup/basic.yaml", "--format", "png"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(o.stdout.starts_with(b"\x89PNG\r\n\x1a\n"));
    // SVG on standard output, for every command that draws.
    for args in [
        vec![
            "trace",
            "scenarios/rulebook/monster-advanced.yaml",
            "--format",
            "svg",
            "--steps",
        ],
        vec![
            "moves",
            "scenarios/rulebook/pawn-1.yaml",
            "--pawn",
            "P",
            "--format",
            "svg",
        ],
        vec![
            "moves",
            "scenarios/rulebook/pawn-1.yaml",
            "--pawn",
            "P",
            "--to",
            "g5",
            "--format",
            "svg",
        ],
        vec![
            "risk",
            "scenarios/rulebook/pawn-1.yaml",
            "--format",
            "svg",
            "--tiles",
            "8",
        ],
        vec![
            "puzzle",
            "sheet",
            "scenarios/puzzles/basic-move-easy-2003-01.yaml",
        ],
        vec![
            "puzzle",
            "sheet",
            "scenarios/puzzles/basic-move-easy-2003-01.yaml",
            "--solution",
        ],
    ] {
        let o = run(&args);
        assert_eq!(o.status.code(), Some(0), "{args:?}: {}", stderr(&o));
        checked(&stdout(&o));
    }
    let o = run(&["trace", "scenarios/rulebook/monster-basic.yaml", "--steps"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("--steps"), "{}", stderr(&o));
    let o = run(&[
        "search",
        "place",
        "scenarios/setup/basic.yaml",
        "--count",
        "1",
        "--goal",
        "survive",
        "--format",
        "svg",
    ]);
    assert_eq!(o.status.code(), Some(2), "search place draws no picture");
    let o = run(&[
        "moves",
        "scenarios/rulebook/pawn-1.yaml",
        "--pawn",
        "P",
        "--format",
        "html",
    ]);
    assert_eq!(o.status.code(), Some(2), "only trace has a page");
    let o = run(&["show", "scenarios/setup/basic.yaml", "--force"]);
    assert_eq!(o.status.code(), Some(2), "--force needs --out");
    let o = run(&[
        "show",
        "no/such.yaml",
        "--format",
        "svg",
        "--out",
        "/tmp/never-written.svg",
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert!(!std::path::Path::new("/tmp/never-written.svg").exists());
}

#[test]
fn games_are_drawn_with_whose_turn_and_every_pawn() {
    let o = run(&[
        "game",
        "state",
        "tests/games/first-turn.yaml",
        "--format",
        "svg",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let svg = checked(&stdout(&o));
    assert!(
        svg.contains("<title>Round 1, turn 2: red to play</title>"),
        "titled with whose turn"
    );
    // Every pawn, on the board or waiting beside the entrance, named under its disc.
    for pawn in [
        "red1", "red3", "red4", "red5", "blue1", "blue3", "blue4", "blue5",
    ] {
        assert!(svg.contains(&format!("\n{pawn}\n")), "{pawn} is drawn");
    }
    // The record replayed to its end: the same picture as the state's.
    let replay = run(&[
        "game",
        "replay",
        "tests/games/two-players-win.yaml",
        "--format",
        "svg",
    ]);
    let state = run(&[
        "game",
        "state",
        "tests/games/two-players-win.yaml",
        "--format",
        "svg",
    ]);
    assert_eq!(replay.stdout, state.stdout);
    assert!(stdout(&replay).contains("the game is over"));
    // The pawns out are drawn too, under the board beside the exit's side.
    let won = stdout(&replay);
    assert!(won.contains("\nout:\n"), "the pawns out are listed");
    for pawn in ["red1", "red4", "red5"] {
        assert!(
            won.contains(&format!("\n{pawn}\n")),
            "{pawn}, out, is drawn"
        );
    }
    // PNG to a file, refused on a terminal only; written safely.
    let dir = temp_dir();
    let out = dir.path().join("board.png");
    let o = run(&[
        "game",
        "state",
        "tests/games/first-turn.yaml",
        "--format",
        "png",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(std::fs::read(&out)
        .unwrap()
        .starts_with(b"\x89PNG\r\n\x1a\n"));
}

#[test]
fn every_board_picture_the_command_line_makes_is_framed() {
    let p = |f: &str| format!("scenarios/puzzles/{f}.yaml");
    let (q1, q2) = (
        p("basic-move-easy-2003-01"),
        p("advanced-weapon-medium-2003-01"),
    );
    let cases: Vec<(Vec<&str>, usize)> = vec![
        (vec!["show", "scenarios/rulebook/monster-advanced.yaml"], 1),
        (vec!["trace", "scenarios/rulebook/monster-basic.yaml"], 1),
        (
            vec!["trace", "scenarios/rulebook/monster-basic.yaml", "--steps"],
            10,
        ),
        (
            vec!["moves", "scenarios/rulebook/pawn-1.yaml", "--pawn", "P"],
            1,
        ),
        (
            vec![
                "moves",
                "scenarios/rulebook/pawn-3.yaml",
                "--pawn",
                "P",
                "--to",
                "f5",
            ],
            1,
        ),
        (
            vec!["risk", "scenarios/rulebook/pawn-1.yaml", "--tiles", "8"],
            1,
        ),
        (vec!["game", "state", "tests/games/first-turn.yaml"], 1),
        (
            vec!["game", "replay", "tests/games/two-players-win.yaml"],
            1,
        ),
        (vec!["puzzle", "sheet", &q1, &q2], 2),
        (vec!["puzzle", "sheet", &q1, "--solution"], 1),
        (
            vec![
                "search",
                "survive",
                "scenarios/rulebook/pawn-1.yaml",
                "--pawn",
                "P",
                "--tiles",
                "8",
            ],
            1,
        ),
        (
            vec![
                "search",
                "lure",
                "scenarios/rulebook/monster-basic.yaml",
                "--pawn",
                "D",
                "--target",
                "E",
                "--points",
                "3",
                "--tiles",
                "8",
            ],
            1,
        ),
    ];
    for (mut args, boards) in cases {
        args.extend(["--format", "svg"]);
        let o = run(&args);
        assert_eq!(o.status.code(), Some(0), "{args:?}: {}", stderr(&o));
        let svg = checked(&stdout(&o));
        assert_eq!(framed_boards(&svg), boards, "{args:?}");
    }
}

#[test]
fn answer_sheets_draw_the_moved_pawns_path_and_hide_nothing_under_the_monster() {
    let p = puzzle::load_file(std::path::Path::new(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/scenarios/puzzles/basic-move-easy-2003-01.yaml"
    )))
    .unwrap();
    let solved = puzzle::solve(&p, &p.scenario.options);
    let traces: Vec<_> = solved
        .solutions
        .iter()
        .filter_map(|sol| puzzle::trace_solution(&p, &p.scenario.options, sol))
        .collect();
    let sheet = svg::puzzle::answer(&p, &solved, &traces, None);
    let o = &sheet.panels[0].overlay;
    // red1 stood on o7? The path runs from its square in the puzzle to p7, point by point.
    let red1 = p.scenario.pawn_id("red1").unwrap();
    let start = match p.scenario.board().pawn(red1) {
        furunkulus::board::PawnPlace::At(sq) => LOCAL.centre(sq),
        other => panic!("red1 is {other:?}"),
    };
    let path: Vec<_> = o
        .arrows
        .iter()
        .filter(|a| a.colour == palette::PAWN_PATH)
        .collect();
    assert!(!path.is_empty(), "the moved pawn's path is drawn");
    assert_eq!(path[0].from, start);
    assert_eq!(path.last().unwrap().to, LOCAL.centre(sq("p7")));
    for w in path.windows(2) {
        assert_eq!(w[0].to, w[1].from, "point by point, unbroken");
    }
    assert!(o.rings.iter().any(|(s, _)| *s == sq("p7")));
    // blue1 is eaten on m9, where the monster ends: drawn off its centre, over the monster.
    let after = &sheet.panels[0].scene.board;
    assert_eq!(after.monster(), sq("m9"));
    let places = furunkulus::render::svg::board::removed_places(o, after.monster());
    assert_eq!(places.len(), 1);
    let (_, at, scale) = places[0];
    let centre = LOCAL.centre(sq("m9"));
    let off = ((at.0 - centre.0).powi(2) + (at.1 - centre.1).powi(2)).sqrt();
    assert!(
        off > SQUARE * 0.25 && scale < 1.0,
        "offset from the monster: {off}"
    );
    let svg = checked(&sheet.to_svg());
    assert!(svg.contains("the moved pawn's path"), "in the legend");
}

#[test]
fn a_crushed_pawn_sits_on_the_wall_band_short_of_the_coordinates_and_the_notes() {
    use furunkulus::render::svg::layout::{Frame, BOARD_HEIGHT};
    // blue4 is pushed off the board from o11 (south) in this answer.
    let p = puzzle::load_file(std::path::Path::new(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/scenarios/puzzles/advanced-weapon-medium-2003-01.yaml"
    )))
    .unwrap();
    let solved = puzzle::solve(&p, &p.scenario.options);
    let traces: Vec<_> = solved
        .solutions
        .iter()
        .filter_map(|sol| puzzle::trace_solution(&p, &p.scenario.options, sol))
        .collect();
    let sheet = svg::puzzle::answer(&p, &solved, &traces, None);
    let o = &sheet.panels[0].overlay;
    let board = &sheet.panels[0].scene.board;
    let places = furunkulus::render::svg::board::removed_places(o, board.monster());
    let crushed: Vec<_> = places
        .iter()
        .filter(|(_, at, _)| at.1 > BOARD_HEIGHT)
        .collect();
    assert_eq!(crushed.len(), 1, "{places:?}");
    let (_, at, scale) = crushed[0];
    // The drawn pawn (its shape is 15 units from its middle, 4 above the point) stays on the
    // band: under the floor, above the coordinates.
    let f = Frame::SCREEN;
    let (top, bottom) = (at.1 - 19.0 * scale, at.1 + 11.0 * scale);
    assert!(
        top >= BOARD_HEIGHT - 3.0,
        "at most a sliver over the floor: {top}"
    );
    assert!(bottom <= BOARD_HEIGHT + f.band, "on the band: {bottom}");
    let (_, coord) = f.column_label(14, false);
    assert!(bottom < coord - 0.76 * f.coords, "short of the coordinates");
    // And the picture's notes start under the whole board.
    let g = sheet.grid(0).unwrap();
    let svg = sheet.to_svg();
    let notes_y: f32 = svg
        .split("<text")
        .filter(|t| t.contains("To be removed"))
        .filter_map(|t| t.split("y=\"").nth(1)?.split('"').next()?.parse().ok())
        .next()
        .unwrap();
    assert!(
        notes_y > g.y + BOARD_HEIGHT + f.margin(),
        "notes under the margin"
    );
}

#[test]
fn pawns_read_in_greyscale_at_half_size() {
    // Two players whose colours are nearly the same grey: their pawns still differ in shape
    // and carry their initials, drawn large enough to read at half size.
    let s = load(
        "pawns:\n  - { name: r1, at: c8, player: red, face: 1 }\n  - { name: b1, at: f8, player: blue, face: 4 }\n",
    );
    let players = Scene::of(&s).players();
    let (red, blue) = (players.style(Some("red")), players.style(Some("blue")));
    let grey = |hex: &str| {
        let (r, g, b) = palette::rgb(hex);
        0.299 * f64::from(r) + 0.587 * f64::from(g) + 0.114 * f64::from(b)
    };
    assert!(
        (grey(red.fill) - grey(blue.fill)).abs() < 40.0,
        "the case that needs shapes"
    );
    assert_ne!(red.shape, blue.shape);
    let svg = checked(&svg::position(&s, Lang::En).to_svg());
    // The initials, bold, at least 11 units: 5.5 px at half size, on a white tag.
    for initial in ["R", "B"] {
        let tag = format!(">\n{initial}\n</text>");
        let sizes: Vec<f32> = svg
            .split("<text")
            .filter(|t| t.contains(&tag) && t.contains("font-weight=\"bold\""))
            .filter_map(|t| {
                t.split("font-size=\"")
                    .nth(1)?
                    .split('"')
                    .next()?
                    .parse()
                    .ok()
            })
            .collect();
        assert!(sizes.iter().any(|&s| s >= 11.0), "{initial}: {sizes:?}");
    }
}

#[test]
fn face_numbers_and_initials_read_on_every_player_colour() {
    // Seven players, named by colour and not: each pawn's face is written in the ink chosen
    // for its fill, at 4.5:1 at least; initials sit on white tags, in ink.
    let names = ["red", "blue", "Ann", "Bob", "green", "yellow", "Cy"];
    let players = palette::Players::new(&names);
    let mut shapes = Vec::new();
    for (name, style) in players.iter() {
        let c = contrast(style.fill, style.ink);
        assert!(
            c >= 4.5,
            "{name}: {} on {} is {c:.2}:1",
            style.ink,
            style.fill
        );
        assert!(style.initial.is_some());
        shapes.push(style.shape);
    }
    for (i, a) in shapes.iter().enumerate() {
        assert!(!shapes[..i].contains(a), "seven players, seven shapes");
    }
    assert!(
        contrast(palette::INK, "#ffffff") >= 4.5,
        "the initials' tags"
    );
}
