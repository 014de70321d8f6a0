//! Move-generation speed: perft from the Qawale and Abalone starts (leaves per second = leaves / time).

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use ludus_engine::core::perft::perft;
use ludus_engine::core::{Game, OptionValues, Setup};
use ludus_engine::games::abalone::Abalone;
use ludus_engine::games::qawale::Qawale;

fn qawale(c: &mut Criterion) {
    let start = Qawale::from_position("nn,,,nn/,,,/,,,/nn,,,nn 8 8 l", &OptionValues::new()).unwrap();
    let mut group = c.benchmark_group("qawale perft");
    group.sample_size(10);
    for depth in [3u32, 4] {
        let leaves = perft(&start, depth);
        group.throughput(Throughput::Elements(leaves));
        group.bench_function(format!("depth {depth}"), |b| b.iter(|| perft(&start, depth)));
    }
    group.finish();
}

fn abalone(c: &mut Criterion) {
    let mut group = c.benchmark_group("abalone perft");
    group.sample_size(10);
    for setup in ["standard", "belgian"] {
        let start = Abalone::new_game(&Setup { name: setup.into(), ..Setup::default() }).unwrap();
        let leaves = perft(&start, 3);
        group.throughput(Throughput::Elements(leaves));
        group.bench_function(format!("{setup} depth 3"), |b| b.iter(|| perft(&start, 3)));
    }
    group.finish();
}

criterion_group!(benches, qawale, abalone);
criterion_main!(benches);
