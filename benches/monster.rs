//! Criterion benchmark of the monster engine over the fixed `bench` positions (the same set
//! `furunkulus bench` runs): 64 positions x the 8 tiles of the deck per iteration.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use furunkulus::bench::{positions, run_all};
use furunkulus::rules::Options;
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
    group.finish();
}

criterion_group!(benches, monster_steps);
criterion_main!(benches);
