//! Fits the weights of Qawale's evaluation (`qawale/search.rs`, `WEIGHTS`) to the results of
//! games between the levels, Texel-style: the probability that the player to move goes on to
//! win is taken as the logistic of the weighted features, and the weights that best predict the
//! results (least cross-entropy, a draw counting half) are found by gradient descent.
//!
//! Positions where the player to move wins at once, or where every action ends the game, are
//! left out: the evaluation answers those exactly (`Exact::exact_at_once`).
//!
//! With `exact`, each position with 3 to 5 actions left is labelled instead by its exact value
//! (`ai::exact::solve`, within 3 million positions; unsolved ones are left out): where the
//! search's leaves lie in the decisive part of the game, a label free of the later slips that
//! decide the games between slipping levels.
//!
//! `cargo run --release --example qawale_fit -- GAMES [SEED] [exact|results] [SAMPLES_FILE]` prints the games' count,
//! the positions, the loss before and after, and the weights in evaluation units (100 per unit
//! of log-odds); `qawale_fit fit FILE…` fits the samples files of earlier runs together.

use ludus_engine::ai::exact::{solve, AtOnce, Exact, DRAW, WIN};
use ludus_engine::ai::{decide, Computer};
use ludus_engine::core::{play_text, Game, Outcome, Setup};
use ludus_engine::games::qawale::Qawale;

/// The level pairs the games are played between (each side in turn): Medium and Hard slip, so
/// their games are won and lost as well as drawn (Expert draws too often to teach much, and is slow).
const PAIRS: [[u8; 2]; 4] = [[3, 3], [2, 3], [3, 3], [2, 2]];

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.get(1).is_some_and(|a| a == "fit") {
        // Fit the samples of earlier runs (files of tab-separated features, then the label).
        let mut samples = Vec::new();
        for path in &args[2..] {
            for line in std::fs::read_to_string(path).expect("a samples file").lines() {
                let mut v: Vec<f64> = line.split('\t').map(|x| x.parse().expect("a number")).collect();
                let r = v.pop().expect("a label");
                samples.push((v, r));
            }
        }
        fit(&samples);
        return;
    }
    let games: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(200);
    let first_seed: u64 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(1);
    let exact = args.get(3).is_some_and(|a| a == "exact");
    let mut samples: Vec<(Vec<f64>, f64)> = Vec::new();
    let mut results = [0u32; 3];
    for seed in first_seed..first_seed + games {
        let mut g = Qawale::new_game(&Setup { seed, ..Setup::default() }).expect("a game");
        let pair = PAIRS[(seed % PAIRS.len() as u64) as usize];
        let levels = if seed % 2 == 0 { pair } else { [pair[1], pair[0]] };
        let mut seen: Vec<(Vec<f64>, usize)> = Vec::new();
        while g.outcome().is_none() {
            let left = 16 - g.plies();
            if g.plies() >= 2 && g.exact_at_once() == Some(AtOnce::NoWin) {
                let f: Vec<f64> = g.features().iter().map(|&x| f64::from(x)).collect();
                if !exact {
                    seen.push((f, g.to_move));
                } else if (3..=5).contains(&left) {
                    if let (Some(v), _) = solve(&g, 3_000_000, &mut || false) {
                        let r = if v == WIN {
                            1.0
                        } else if v == DRAW {
                            0.5
                        } else {
                            0.0
                        };
                        samples.push((f, r));
                    }
                }
            }
            let mut t = g.thinker(levels[g.to_move], seed * 1_000 + g.plies() as u64);
            let m = decide(t.as_mut()).expect("an action");
            play_text(&mut g, &m).expect("a legal action");
        }
        let winner = match g.outcome() {
            Some(Outcome::Win(w)) => Some(w),
            _ => None,
        };
        results[winner.map_or(2, |w| w)] += 1;
        for (f, mover) in seen {
            let r = match winner {
                Some(w) if w == mover => 1.0,
                Some(_) => 0.0,
                None => 0.5,
            };
            samples.push((f, r));
        }
    }
    println!(
        "games {games} from seed {first_seed}: light {} dark {} drawn {}",
        results[0], results[1], results[2]
    );
    println!("positions {}", samples.len());
    if let Some(path) = args.get(4) {
        let text: String = samples
            .iter()
            .map(|(f, r)| f.iter().chain([r]).map(|x| x.to_string()).collect::<Vec<_>>().join("\t") + "\n")
            .collect();
        std::fs::write(path, text).expect("the samples written");
    }
    fit(&samples);
}

/// The logistic fit of the samples' features to their labels, printed.
fn fit(samples: &[(Vec<f64>, f64)]) {
    let n = samples[0].0.len();
    let mut w = vec![0.0f64; n + 1];
    let loss = |w: &[f64]| -> f64 {
        samples
            .iter()
            .map(|(f, r)| {
                let z = w[n] + f.iter().zip(w).map(|(x, k)| x * k).sum::<f64>();
                let p = (1.0 / (1.0 + (-z).exp())).clamp(1e-9, 1.0 - 1e-9);
                -(r * p.ln() + (1.0 - r) * (1.0 - p).ln())
            })
            .sum::<f64>()
            / samples.len() as f64
    };
    println!("loss before {:.5}", loss(&w));
    // Newton's method for the logistic fit (iteratively reweighted least squares), with a
    // little ridge so that a feature that never varies keeps weight 0.
    for _ in 0..25 {
        let mut hessian = vec![vec![0.0f64; n + 1]; n + 1];
        let mut grad = vec![0.0f64; n + 1];
        for (f, r) in samples {
            let x: Vec<f64> = f.iter().copied().chain([1.0]).collect();
            let z: f64 = x.iter().zip(&w).map(|(a, b)| a * b).sum();
            let p = 1.0 / (1.0 + (-z).exp());
            for i in 0..=n {
                grad[i] += (r - p) * x[i];
                for j in 0..=n {
                    hessian[i][j] += p * (1.0 - p) * x[i] * x[j];
                }
            }
        }
        for (i, row) in hessian.iter_mut().enumerate() {
            row[i] += 1e-3 * samples.len() as f64;
            grad[i] -= 1e-3 * samples.len() as f64 * w[i];
        }
        let step = solve_linear(hessian, grad);
        for i in 0..=n {
            w[i] += step[i];
        }
    }
    println!("loss after {:.5}", loss(&w));
    let units: Vec<i64> = w[..n].iter().map(|k| (k * 100.0).round() as i64).collect();
    println!("weights {units:?} (bias for the player to move {:.0})", w[n] * 100.0);
}

/// Solves `a x = b` by Gaussian elimination with partial pivoting (a small, well-posed system).
fn solve_linear(mut a: Vec<Vec<f64>>, mut b: Vec<f64>) -> Vec<f64> {
    let n = b.len();
    for col in 0..n {
        let pivot = (col..n).max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs())).expect("a row");
        a.swap(col, pivot);
        b.swap(col, pivot);
        let top = a[col].clone();
        for row in col + 1..n {
            let k = a[row][col] / top[col];
            for (x, t) in a[row].iter_mut().zip(&top).skip(col) {
                *x -= k * t;
            }
            b[row] -= k * b[col];
        }
    }
    let mut x = vec![0.0; n];
    for row in (0..n).rev() {
        let s: f64 = (row + 1..n).map(|c| a[row][c] * x[c]).sum();
        x[row] = (b[row] - s) / a[row][row];
    }
    x
}
