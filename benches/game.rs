//! Criterion benchmark: replaying a whole game record — the 14-turn, 4-player record
//! `tests/games/four-players-tie.yaml` (165 plays, 14 monster phases, to the end of round 2):
//! read and checked from its text, then every play and tile checked and applied, as
//! `game replay` does before printing.

use criterion::{criterion_group, criterion_main, Criterion};
use furunkulus::game::record;
use std::hint::black_box;

fn replay(c: &mut Criterion) {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/games/four-players-tie.yaml"
    );
    let text = std::fs::read_to_string(path).expect("the stored record");
    let parsed = record::parse(&text, "four-players-tie.yaml").expect("a valid record");
    let mut group = c.benchmark_group("game");
    group.bench_function("replay a 14-turn 4-player record (parse and check)", |b| {
        b.iter(|| {
            let rf = record::parse(black_box(&text), "four-players-tie.yaml").unwrap();
            rf.replay(Default::default()).unwrap().game.turn()
        })
    });
    group.bench_function("replay a 14-turn 4-player record (check only)", |b| {
        b.iter(|| {
            black_box(&parsed)
                .replay(Default::default())
                .unwrap()
                .game
                .turn()
        })
    });
    group.bench_function("replay with every monster trace recorded", |b| {
        b.iter(|| {
            black_box(&parsed)
                .replay(record::ReplayOptions {
                    traces: true,
                    upto: None,
                })
                .unwrap()
                .game
                .turn()
        })
    });
    group.finish();
}

criterion_group!(benches, replay);
criterion_main!(benches);
