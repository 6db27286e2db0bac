//! Criterion benchmark: a 12-puzzle sheet on A4 as PDF (issue 27: under a second on the
//! 2-core machine), in its two halves (the pages laid out as SVG; the SVG converted to PDF
//! and put in order), and the same sheet as one PNG, as `puzzle sheet --format png` makes it.

use criterion::{criterion_group, criterion_main, Criterion};
use furunkulus::puzzle::{self, Puzzle};
use furunkulus::render::svg::paper::{self, Paper};
use furunkulus::render::svg::{png, puzzle as sheets};
use std::hint::black_box;
use std::time::Duration;

fn puzzles() -> Vec<Puzzle> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios/puzzles");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .expect("the puzzles")
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "yaml"))
        .collect();
    files.sort();
    files
        .iter()
        .take(12)
        .map(|f| puzzle::load_file(f).expect("a valid puzzle"))
        .collect()
}

fn sheet(c: &mut Criterion) {
    let puzzles = puzzles();
    assert_eq!(puzzles.len(), 12);
    let refs: Vec<&Puzzle> = puzzles.iter().collect();
    let print = sheets::print(Paper::A4, true);
    let mut group = c.benchmark_group("pictures");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(10));
    group.bench_function("12-puzzle sheet: A4 PDF, laid out and converted", |b| {
        b.iter(|| {
            let pages = paper::pages(&sheets::questions(black_box(&refs)), print).pages;
            furunkulus::render::pdf::document(&pages).unwrap().len()
        })
    });
    let pages = paper::pages(&sheets::questions(&refs), print).pages;
    group.bench_function("12-puzzle sheet: pages laid out (SVG)", |b| {
        b.iter(|| {
            paper::pages(&sheets::questions(black_box(&refs)), print)
                .pages
                .len()
        })
    });
    group.bench_function("12-puzzle sheet: SVG pages to PDF", |b| {
        b.iter(|| {
            furunkulus::render::pdf::document(black_box(&pages))
                .unwrap()
                .len()
        })
    });
    let svg = sheets::questions(&refs).to_svg();
    group.bench_function("12-puzzle sheet: one PNG", |b| {
        b.iter(|| png::render(black_box(&svg)).unwrap().len())
    });
    group.finish();
}

criterion_group!(benches, sheet);
criterion_main!(benches);
