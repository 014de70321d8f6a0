//! Fits Tâb's judgement (`tab::computer::judge`): plays GAMES games by the computer's guided
//! playouts (both sides), keeps a quarter of the positions at the start of a turn with who then
//! won, and fits the weights of `tab::computer::features` by logistic regression (Newton's
//! method). Prints them with the held-out log-loss beside expert-v1's estimate and a coin's.
//! The weights in `computer::WEIGHTS` came from 20,000 games with seed 2:
//! `cargo run --release -p ludus-engine --example tab_fit -- 20000 2`
//! A third argument N > 0 has the seats played by MCTS of N iterations instead (slower: the
//! positions and winners of stronger play).
// Matrices read best with their indices.
#![allow(clippy::needless_range_loop)]
use ludus_engine::ai::{decide, random_action, thinker, Budget, TreeSearch};
use ludus_engine::core::{Actor, Game, Rng, Setup};
use ludus_engine::games::tab::computer::{estimate, features, guided_move, judge, FEATURES};
use ludus_engine::games::tab::{Phase, Tab};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let games: usize = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(2000);
    let seed: u64 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(1);
    let searched: u32 = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(0);
    let mut rng = Rng::new(seed);
    let mut xs: Vec<[f64; FEATURES]> = Vec::new();
    let mut ys: Vec<f64> = Vec::new();
    let mut old: Vec<f64> = Vec::new();
    let mut now: Vec<f64> = Vec::new();
    let mut unfinished = 0;
    for _ in 0..games {
        let mut g = Tab::new_game(&Setup::default()).unwrap();
        let mut seen = Vec::new();
        let mut n = 0;
        while g.outcome().is_none() && n < 5000 {
            n += 1;
            if g.phase == Phase::Throwing && g.throws.is_empty() {
                seen.push((features(&g), g.to_move, estimate(&g)[g.to_move], judge(&g)[g.to_move]));
            }
            // The coins by their odds; the seats by the levels' playout choice.
            let a = match g.actor() {
                Actor::Chance => random_action(&g, &mut rng),
                Actor::Seat(_) if searched > 0 => {
                    let mut player = thinker(&g, Budget::Mcts(TreeSearch::new(searched)), rng.next_u64());
                    decide(player.as_mut()).and_then(|text| g.parse_action(&text).ok())
                }
                Actor::Seat(_) => guided_move(&g, &mut rng),
            };
            g.play_unchecked(&a.expect("a live game has an action"));
        }
        let Some(o) = g.outcome() else {
            unfinished += 1;
            continue;
        };
        let r = o.rewards(2);
        // Every position is sampled with probability 1/4 to thin the correlation.
        for (x, seat, e, j) in seen {
            if rng.below(4) == 0 {
                xs.push(x);
                ys.push(r[seat]);
                old.push(e);
                now.push(j);
            }
        }
    }
    eprintln!("{} positions, {} games unfinished", xs.len(), unfinished);
    let split = xs.len() * 4 / 5;
    let w = fit(&xs[..split], &ys[..split]);
    let loss = |p: &dyn Fn(usize) -> f64| {
        let mut l = 0.0;
        for i in split..xs.len() {
            let q = p(i).clamp(1e-6, 1.0 - 1e-6);
            l -= ys[i] * q.ln() + (1.0 - ys[i]) * (1.0 - q).ln();
        }
        l / (xs.len() - split) as f64
    };
    println!("weights {:?}", w.iter().map(|v| (v * 1000.0).round() / 1000.0).collect::<Vec<_>>());
    println!(
        "held-out log-loss: fitted {:.4}, today's judgement {:.4}, expert-v1's estimate {:.4}, coin {:.4}",
        loss(&|i| sigmoid(dot(&w, &xs[i]))),
        loss(&|i| now[i]),
        loss(&|i| old[i]),
        std::f64::consts::LN_2
    );
}

fn sigmoid(z: f64) -> f64 {
    1.0 / (1.0 + (-z).exp())
}

fn dot(w: &[f64; FEATURES], x: &[f64; FEATURES]) -> f64 {
    w.iter().zip(x).map(|(a, b)| a * b).sum()
}

/// Newton's method with a small ridge.
fn fit(xs: &[[f64; FEATURES]], ys: &[f64]) -> [f64; FEATURES] {
    let mut w = [0.0; FEATURES];
    for _ in 0..12 {
        let mut grad = [0.0; FEATURES];
        let mut h = [[0.0; FEATURES]; FEATURES];
        for (x, &y) in xs.iter().zip(ys) {
            let p = sigmoid(dot(&w, x));
            for i in 0..FEATURES {
                grad[i] += (p - y) * x[i];
                for j in 0..FEATURES {
                    h[i][j] += p * (1.0 - p) * x[i] * x[j];
                }
            }
        }
        for i in 0..FEATURES {
            grad[i] += 1e-3 * w[i];
            h[i][i] += 1e-3;
        }
        let step = solve(h, grad);
        for i in 0..FEATURES {
            w[i] -= step[i];
        }
    }
    w
}

fn solve(mut a: [[f64; FEATURES]; FEATURES], mut b: [f64; FEATURES]) -> [f64; FEATURES] {
    for c in 0..FEATURES {
        let p = (c..FEATURES).max_by(|&i, &j| a[i][c].abs().total_cmp(&a[j][c].abs())).unwrap();
        a.swap(c, p);
        b.swap(c, p);
        for r in 0..FEATURES {
            if r != c && a[c][c] != 0.0 {
                let f = a[r][c] / a[c][c];
                for k in 0..FEATURES {
                    a[r][k] -= f * a[c][k];
                }
                b[r] -= f * b[c];
            }
        }
    }
    let mut x = [0.0; FEATURES];
    for i in 0..FEATURES {
        x[i] = if a[i][i] != 0.0 { b[i] / a[i][i] } else { 0.0 };
    }
    x
}
