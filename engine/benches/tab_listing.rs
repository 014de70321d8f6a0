//! Tâb with `use_throws=maximum` (rules T6): the time to list the legal actions, which searches
//! the orders the throws in hand can be used in. The worst cases known: full hands (a turn
//! keeps at most 24 throws, T19), and boards found by a hill climb where only whole stacks can
//! move or single pieces are hemmed in, so that not every throw has a use and the search has
//! to prove it. Results: `docs/bench/tab_listing.txt`.

use criterion::{criterion_group, criterion_main, Criterion};
use ludus_engine::core::{Game, OptionValues};
use ludus_engine::games::tab::Tab;
use std::time::Duration;

fn hand(ones: usize, odd: &str, fours: usize, sixes: usize) -> String {
    let mut t = vec!["1"; ones];
    if !odd.is_empty() {
        t.push(odd);
    }
    t.extend(vec!["4"; fours]);
    t.extend(vec!["6"; sixes]);
    t.join(",")
}

/// A benchmarked position: its name, board and side, throws in hand and options besides
/// `use_throws=maximum`.
type Case = (&'static str, &'static str, String, &'static [(&'static str, &'static str)]);

fn cases() -> Vec<Case> {
    let start = "N,N,N,N,N,N,N,N,N/9/9/S,S,S,S,S,S,S,S,S s";
    let middle = "N,N,N,N,1,N,2,N/1,n,3,ss,2,n/2,s,1,n,4/S,S,1,S,S,S,2,S s";
    vec![
        ("start, 12 throws", start, hand(4, "2", 4, 3), &[]),
        ("middle game, 12 throws", middle, hand(3, "2", 4, 4), &[]),
        ("start, 24 throws", start, hand(8, "3", 8, 7), &[]),
        ("middle game, 24 throws", middle, hand(8, "3", 8, 7), &[]),
        (
            "stacks only, 24 throws",
            "3,N,3,N,1/1,s+s,n*,1,n,2,n,1/2,s+s,n,2,n,1,n*/5,sss,1,ss,1 s",
            hand(0, "2", 14, 9),
            &[],
        ),
        ("stacks only, 20 throws", "n,8/nn,1,n,1,s+s,4/3,n,1,s+s,3/sss,5,ss,2 s", hand(0, "2", 10, 9), &[]),
        (
            "hemmed-in singles, 24 throws",
            "4,s,1,s,1,s/sss,2,ss,5/s,1,nn,1,nn,2,n,n/7,n,1 s",
            hand(0, "3", 20, 3),
            &[],
        ),
        (
            "mixed, 24 throws",
            "8,nn/1,s*,2,s,s*,3/3,s,5/1,s,1,s,5 s",
            hand(7, "3", 8, 7),
            &[("reduction", "visited"), ("stacked_unmoved", "activated")],
        ),
    ]
}

fn listing(c: &mut Criterion) {
    let mut group = c.benchmark_group("tab maximum listing");
    group.sample_size(10).warm_up_time(Duration::from_millis(300)).measurement_time(Duration::from_secs(2));
    for (name, board, throws, extra) in cases() {
        let mut options: OptionValues = extra.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        options.insert("use_throws".into(), "maximum".into());
        let text = format!("{board} move {throws} 0/0 1");
        let g = Tab::from_position(&text, &options).unwrap_or_else(|e| panic!("{text}: {e}"));
        let mut out = Vec::new();
        group.bench_function(name, |b| {
            b.iter(|| {
                out.clear();
                g.legal_actions(&mut out);
                out.len()
            })
        });
    }
    group.finish();
}

criterion_group!(benches, listing);
criterion_main!(benches);
