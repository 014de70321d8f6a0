//! The slowest legal-action listing of each game (issue 13: "every listing is fast for any
//! input the reader accepts"): random games of every option set, each listing timed, the
//! slowest reported with its position text so it can be studied. Run:
//! `cargo bench -p ludus-engine --bench listing` (output recorded in `docs/bench/listing.txt`).
//!
//! Not a criterion benchmark: the question is the worst case over many positions, not the mean
//! of one.

use ludus_engine::core::{actions, option_variants, Game, OptionValues, Rng, Setup};
use ludus_engine::games::{
    abalone::Abalone, cabale::Cabale, latroncules::Latroncules, qawale::Qawale, tab::Tab,
};
use std::time::Instant;

/// Slowest listing (µs), the mean (µs), listings timed, and the slowest position's text.
fn worst<G: Game>(options: &OptionValues, games: usize, rng: &mut Rng) -> (f64, f64, usize, String) {
    let (mut slowest, mut total, mut count, mut text) = (0f64, 0f64, 0usize, String::new());
    let mut list = Vec::new();
    for _ in 0..games {
        let setup = Setup { options: options.clone(), seed: rng.next_u64(), ..Setup::default() };
        let mut g = G::new_game(&setup).expect("options");
        for _ in 0..3_000 {
            let t = Instant::now();
            actions(&g, &mut list);
            let us = t.elapsed().as_secs_f64() * 1e6;
            total += us;
            count += 1;
            if us > slowest {
                slowest = us;
                text = g.position_text();
            }
            if list.is_empty() {
                break;
            }
            g.play_unchecked(&list[rng.below(list.len())].clone());
        }
    }
    (slowest, total / count.max(1) as f64, count, text)
}

fn report<G: Game>(games: usize) {
    let mut rng = Rng::new(0x1157);
    for options in option_variants::<G>() {
        let (slowest, mean, count, text) = worst::<G>(&options, games, &mut rng);
        let shown: String = text.chars().take(100).collect();
        println!(
            "{:<12} {:<40} {count:>8} listings  mean {mean:>8.1} µs  slowest {slowest:>9.1} µs  at {shown}",
            G::ID,
            format!("{options:?}")
        );
    }
}

fn main() {
    // `cargo bench` passes `--bench`; nothing else is read.
    println!("slowest legal-action listing over random games (release build)");
    report::<Qawale>(200);
    report::<Abalone>(20);
    report::<Latroncules>(20);
    report::<Cabale>(40);
    report::<Tab>(40);
}
