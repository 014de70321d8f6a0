//! How deep Qawale's exact solver sees in the middle game (`ai::exact::deepen`): for positions
//! of real games (Hard against Expert, seeds 1..=GAMES), the positions visited and the actions
//! proven to lose (or a win found) searching 0, 2, 4 and 6 plies after each root action.
//!
//! `cargo run --release --example qawale_deepen -- GAMES [BUDGET]`

use ludus_engine::ai::exact::{deepen, LOSS, WIN};
use ludus_engine::ai::{decide, Computer};
use ludus_engine::core::{play_text, Game, Setup};
use ludus_engine::games::qawale::Qawale;
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let games: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(3);
    let budget: u64 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(20_000_000);
    println!("left\tdepths\tnodes\tms\tactions\tlosing\twin\tcomplete");
    for seed in 1..=games {
        let mut g = Qawale::new_game(&Setup { seed, ..Setup::default() }).expect("a game");
        let levels = if seed % 2 == 0 { [3u8, 4] } else { [4, 3] };
        while g.outcome().is_none() {
            let left = 16 - g.plies();
            if (6..=14).contains(&left) {
                let mut actions = Vec::new();
                g.legal_actions(&mut actions);
                for upto in [1, 2, 3, 4] {
                    let depths = &[0u8, 2, 4, 6][..upto];
                    let start = Instant::now();
                    let found = deepen(&g, &actions, budget, &mut || false, depths);
                    let ms = start.elapsed().as_millis();
                    let losing = found.values.iter().filter(|v| **v == Some(LOSS)).count();
                    let win = found.values.contains(&Some(WIN));
                    let complete = found.nodes < budget;
                    println!(
                        "{left}\t{depths:?}\t{}\t{ms}\t{}\t{losing}\t{win}\t{complete}",
                        found.nodes,
                        actions.len()
                    );
                    if win || !complete {
                        break;
                    }
                }
            }
            let mut t = g.thinker(levels[g.to_move], seed * 1_000 + g.plies() as u64);
            let m = decide(t.as_mut()).expect("an action");
            play_text(&mut g, &m).expect("a legal action");
        }
    }
}
