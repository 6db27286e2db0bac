//! Criterion benchmarks: the monster engine over the fixed `bench` positions (the same set
//! `furunkulus bench` runs) on its fast and its explained path, pawn move generation, and
//! placement search.
//!
//! To compare two versions on one machine: `cargo bench --bench monster -- --save-baseline
//! before` on the old one, then `cargo bench --bench monster -- --baseline before` on the new.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use furunkulus::bench::{pawn_position, positions, run_all, run_all_explained};
use furunkulus::rules::Options;
use furunkulus::search;
use std::hint::black_box;

fn monster_steps(c: &mut Criterion) {
    let positions = positions();
    let options = Options::default();
    let steps = run_all(&positions, &options);
    let mut group = c.benchmark_group("monster");
    group.throughput(Throughput::Elements(steps));
    group.bench_function("bench-set (elements = monster steps)", |b| {
        b.iter(|| run_all(black_box(&positions), &options))
    });
    let mut events = Vec::new();
    group.bench_function("bench-set, explained path (every event kept)", |b| {
        b.iter(|| run_all_explained(black_box(&positions), &options, &mut events))
    });
    group.finish();
}

fn pawn_moves(c: &mut Criterion) {
    let board = pawn_position();
    let options = Options::default();
    let id = furunkulus::board::PawnId(0);
    let mut group = c.benchmark_group("pawn");
    group.bench_function("reach: 6-point pawn, basic setup, 12 pawns", |b| {
        b.iter(|| furunkulus::pawn::reach(black_box(&board), id, 6, &options).len())
    });
    group.bench_function("legal_moves (paths and boards built)", |b| {
        b.iter(|| furunkulus::pawn::legal_moves(black_box(&board), id, 6, &options).len())
    });
    group.bench_function("search survive, all tiles", |b| {
        b.iter(|| {
            search::survive(
                black_box(&board),
                id,
                6,
                &options,
                &furunkulus::rules::Deck::STANDARD,
                &|_| 0,
                1,
            )
            .len()
        })
    });
    // `moves --to` refused: the reasons found (no words), then told in each language.
    let s = furunkulus::scenario::parse(
        "stones: [g6]\npawns: [ { name: P, at: j6, face: 4 }, { name: Q, at: e6, face: 3 } ]\n",
        "pawn-1.yaml",
    )
    .expect("a scenario");
    let p = s.pawn_id("P").expect("P");
    let f6 = "f6".parse().expect("a square");
    group.bench_function("explain --to f6 (reasons, no words)", |b| {
        b.iter(|| furunkulus::pawn::explain(black_box(s.board()), p, 4, &options, f6))
    });
    let verdict = furunkulus::pawn::explain(s.board(), p, 4, &options, f6);
    for lang in furunkulus::i18n::Lang::ALL {
        group.bench_function(format!("moves --to f6 in words ({})", lang.code()), |b| {
            b.iter(|| {
                furunkulus::render::moves::verdict_sentences(
                    lang,
                    black_box(s.board()),
                    s.pawns(),
                    "P",
                    4,
                    f6,
                    &verdict,
                )
            })
        });
    }
    group.finish();
}

fn placements(c: &mut Criterion) {
    let board = furunkulus::setup::basic::board();
    let options = Options::default();
    let mut group = c.benchmark_group("place");
    group.sample_size(10);
    for count in [3, 2] {
        group.bench_function(format!("count {count}, survive, all tiles"), |b| {
            b.iter(|| {
                search::place(
                    black_box(&board),
                    &options,
                    count,
                    &search::Goal::Survive,
                    &furunkulus::rules::Deck::STANDARD,
                    &|_| (),
                )
                .len()
            })
        });
    }
    group.finish();
}

/// Pictures of the rulebook's basic monster example: the trace drawn as SVG, that SVG
/// rendered to PNG (resvg, embedded font), the step-by-step sheet and the step-through page.
fn pictures(c: &mut Criterion) {
    use furunkulus::render::svg::{self, png, Scene};
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/scenarios/rulebook/monster-basic.yaml"
    );
    let s = furunkulus::scenario::load_file(std::path::Path::new(path)).expect("the example");
    let trace =
        furunkulus::trace::Trace::record(s.board(), furunkulus::rules::Tile::Steps(8), &s.options);
    let scene = Scene::of(&s);
    let overview = svg::trace::overview(&trace, &scene, s.title.as_deref()).to_svg();
    let steps = svg::trace::steps(&trace, &scene, s.title.as_deref()).to_svg();
    png::fonts(); // loaded once per process, outside the measurement
    let mut group = c.benchmark_group("pictures");
    group.sample_size(20);
    group.bench_function("trace to SVG (basic example)", |b| {
        b.iter(|| {
            svg::trace::overview(black_box(&trace), &scene, None)
                .to_svg()
                .len()
        })
    });
    group.bench_function("trace SVG to PNG", |b| {
        b.iter(|| png::render(black_box(&overview)).map(|p| p.len()))
    });
    group.bench_function("trace to SVG and PNG", |b| {
        b.iter(|| {
            png::render(&svg::trace::overview(black_box(&trace), &scene, None).to_svg())
                .map(|p| p.len())
        })
    });
    group.bench_function("step-through page (HTML)", |b| {
        b.iter(|| furunkulus::render::html::trace_page(black_box(&trace), &scene, None).len())
    });
    group.sample_size(10);
    group.bench_function("steps sheet SVG to PNG (10 boards)", |b| {
        b.iter(|| png::render(black_box(&steps)).map(|p| p.len()))
    });
    group.finish();
}

/// The explained trace in words, in each language: the catalogue's cost over English
/// (issue 25: under 10%). The rulebook's advanced example (teleports, a pivot, a crystal).
fn trace_words(c: &mut Criterion) {
    use furunkulus::i18n::Lang;
    use furunkulus::report::{self, trace::TraceReport, Report, Style};
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("scenarios/rulebook/monster-advanced.yaml");
    let loaded = report::load(&path, &[]).expect("the rulebook example loads");
    let mut r = TraceReport::build(&loaded, None, false).expect("it has a tile");
    let mut group = c.benchmark_group("trace text");
    for lang in Lang::ALL {
        let style = Style::default().with_lang(lang);
        r.brief = false;
        group.bench_function(format!("rulebook advanced, {}", lang.code()), |b| {
            b.iter(|| r.text(black_box(&style)).len())
        });
    }
    for lang in Lang::ALL {
        let style = Style::default().with_lang(lang);
        r.brief = true;
        group.bench_function(format!("rulebook advanced, brief, {}", lang.code()), |b| {
            b.iter(|| r.text(black_box(&style)).len())
        });
    }
    group.finish();
}

criterion_group!(
    benches,
    monster_steps,
    pawn_moves,
    placements,
    pictures,
    trace_words
);
criterion_main!(benches);
