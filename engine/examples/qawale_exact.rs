//! Qawale's exact solver (`ai::exact`) measured on positions from real games.
//!
//! `cargo run --release --example qawale_exact -- record GAMES > positions.txt`: plays GAMES
//! games between the levels (Medium–Hard, Hard–Hard, Hard–Expert, Expert–Expert in turn, seeds
//! 1..=GAMES) and prints every unfinished position with 8 or fewer plies left, as
//! `<plies left>\t<position text>`.
//!
//! `cargo run --release --example qawale_exact -- bench FILE [TABLE_BUDGET] [PLAIN_BUDGET]`:
//! classifies each position's actions with the table solver and solves each action with the
//! plain one (budgets in positions), and prints per plies left the medians and maxima of nodes
//! and milliseconds, and any disagreement.
//!
//! `cargo run --release --example qawale_exact -- values FILE [PLAIN_BUDGET] [at-once] [each]`:
//! each position's value by the table solver (unlimited) and by the plain one, per plies left;
//! with `at-once`, the plain one asks each position for its win in one first (still no table,
//! symmetry or ordering), which reaches 5 plies left and, at about 15 s a position, 6; with
//! `each`, a line per position too (`each LEFT TABLE_NODES TABLE_MS PLAIN_NODES PLAIN_MS
//! agree|DISAGREE|unknown`), so a long run split in parts adds up.
//!
//! `cargo run --release --example qawale_exact -- check FILE LEVEL`: for each position, the
//! action LEVEL (seed 1) chooses, and whether its exact value is the best.
//!
//! `cargo run --release --example qawale_exact -- blame SEED GAME "ACTIONS" [FROM]`: replays game
//! GAME (from 1) of `ludus arena qawale … --seed SEED --actions` and prints, from FROM plies left
//! (default 9; a position 9 plies from the end can take many minutes), each
//! position's exact value for the seat to move and the value its action left it: the action
//! that turned a draw into a loss is where the game was lost.

use ludus_engine::ai::exact::{self, classify, plain};
use ludus_engine::ai::{decide, Computer};
use ludus_engine::core::{play_text, Game, OptionValues, Setup};
use ludus_engine::games::qawale::Qawale;
use std::time::Instant;

fn positions(file: &str) -> Vec<(usize, Qawale)> {
    std::fs::read_to_string(file)
        .expect("read the positions")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let (_, text) = l.split_once('\t').unwrap_or(("", l));
            let g = Qawale::from_position(text, &OptionValues::new()).expect("a position");
            (16 - g.plies(), g)
        })
        .collect()
}

fn record(games: u64) {
    let pairs = [(2u8, 3u8), (3, 3), (3, 4), (4, 4)];
    for seed in 1..=games {
        let (a, b) = pairs[(seed % 4) as usize];
        let mut g = Qawale::new_game(&Setup { seed, ..Setup::default() }).expect("a game");
        let levels = if seed % 8 < 4 { [a, b] } else { [b, a] };
        while g.outcome().is_none() {
            let left = 16 - g.plies();
            if left <= 8 {
                println!("{left}\t{}", g.position_text());
            }
            let mut t = g.thinker(levels[g.to_move], seed * 1_000 + g.plies() as u64);
            let m = decide(t.as_mut()).expect("an action");
            play_text(&mut g, &m).expect("a legal action");
        }
    }
}

fn stats(mut xs: Vec<f64>) -> String {
    if xs.is_empty() {
        return "-".into();
    }
    xs.sort_by(f64::total_cmp);
    format!("median {:.0} max {:.0}", xs[xs.len() / 2], xs[xs.len() - 1])
}

fn bench(file: &str, table_budget: u64, plain_budget: u64) {
    let all = positions(file);
    println!(
        "# {} positions from {file}; table budget {table_budget}, plain budget {plain_budget}",
        all.len()
    );
    println!("# left  n  table nodes | table ms | plain nodes | plain ms | unknown(table/plain) | wins/draw-only/lost");
    let mut disagree = 0;
    for left in 1..=8 {
        let here: Vec<&Qawale> = all.iter().filter(|(l, _)| *l == left).map(|(_, g)| g).collect();
        if here.is_empty() {
            continue;
        }
        let (mut tn, mut tt, mut pn, mut pt) = (vec![], vec![], vec![], vec![]);
        let (mut t_unknown, mut p_unknown, mut won, mut drawn, mut lost) = (0, 0, 0, 0, 0);
        for g in here.iter() {
            let mut actions = Vec::new();
            g.legal_actions(&mut actions);
            let start = Instant::now();
            let c = classify(*g, &actions, table_budget, &mut || false);
            tt.push(start.elapsed().as_secs_f64() * 1e3);
            tn.push(c.nodes as f64);
            if !c.complete() {
                t_unknown += 1;
            } else if c.winning().is_some() {
                won += 1;
            } else if !c.safe().is_empty() {
                drawn += 1;
            } else {
                lost += 1;
            }
            if plain_budget > 0 {
                let start = Instant::now();
                let (values, nodes) = plain::classify(*g, &actions, plain_budget);
                pt.push(start.elapsed().as_secs_f64() * 1e3);
                pn.push(nodes as f64);
                if values.iter().any(Option::is_none) {
                    p_unknown += 1;
                }
                for (i, (t, p)) in c.values.iter().zip(&values).enumerate() {
                    if let (Some(t), Some(p)) = (t, p) {
                        if t != p {
                            disagree += 1;
                            println!("DISAGREE {} action {i}: table {t} plain {p}", g.position_text());
                        }
                    }
                }
            }
        }
        println!(
            "{left} {:>4}  {} | {} | {} | {} | {t_unknown}/{p_unknown} | {won}/{drawn}/{lost}",
            here.len(),
            stats(tn),
            stats(tt),
            stats(pn),
            stats(pt)
        );
    }
    println!("# disagreements: {disagree}");
}

/// Each position's value by the table solver and the plain one (budget `plain_budget`); with
/// `at_once`, the plain one asks each position for its win in one (`plain::solve_at_once`).
fn values(file: &str, plain_budget: u64, at_once: bool, each: bool) {
    let all = positions(file);
    let mut disagree = 0;
    for left in 1..=8 {
        let here: Vec<&Qawale> = all.iter().filter(|(l, _)| *l == left).map(|(_, g)| g).collect();
        if here.is_empty() {
            continue;
        }
        let (mut tn, mut tt, mut pn, mut pt, mut p_unknown) = (vec![], vec![], vec![], vec![], 0);
        for g in here.iter() {
            let start = Instant::now();
            let (v, nodes) = exact::solve(*g, u64::MAX, &mut || false);
            tt.push(start.elapsed().as_secs_f64() * 1e3);
            tn.push(nodes as f64);
            if plain_budget > 0 {
                let start = Instant::now();
                let (p, nodes) = if at_once {
                    plain::solve_at_once(*g, plain_budget)
                } else {
                    plain::solve(*g, plain_budget)
                };
                pt.push(start.elapsed().as_secs_f64() * 1e3);
                pn.push(nodes as f64);
                if each {
                    let (t, p_ms) = (tt[tt.len() - 1], pt[pt.len() - 1]);
                    let same = if p.is_none() {
                        "unknown"
                    } else if p == v {
                        "agree"
                    } else {
                        "DISAGREE"
                    };
                    println!("each {left} {} {t:.0} {nodes} {p_ms:.0} {same}", tn[tn.len() - 1]);
                }
                match p {
                    None => p_unknown += 1,
                    Some(p) if Some(p) != v => {
                        disagree += 1;
                        println!("DISAGREE {}: table {v:?} plain {p}", g.position_text());
                    }
                    _ => {}
                }
            }
        }
        println!(
            "{left} {:>4}  {} | {} | {} | {} | plain unknown {p_unknown}",
            here.len(),
            stats(tn),
            stats(tt),
            stats(pn),
            stats(pt)
        );
    }
    println!("# disagreements: {disagree}");
}

fn check(file: &str, level: u8) {
    let all = positions(file);
    let (mut best, mut worse, mut unknown) = (0, 0, 0);
    for (_, g) in &all {
        let mut actions = Vec::new();
        g.legal_actions(&mut actions);
        let c = classify(g, &actions, u64::MAX, &mut || false);
        let top = c.values.iter().flatten().max().copied();
        let mut t = g.thinker(level, 1);
        let chosen = decide(t.as_mut()).expect("an action");
        let i = actions.iter().position(|a| g.action_text(a) == chosen).expect("a legal action");
        let (v, _) = exact::solve(
            &{
                let mut h = g.clone();
                h.play_unchecked(&actions[i]);
                h
            },
            u64::MAX,
            &mut || false,
        );
        let v = match v {
            Some(v) => Some(-v),
            None => c.values[i],
        };
        match (v, top) {
            (Some(v), Some(t)) if v == t => best += 1,
            (Some(_), Some(_)) => {
                worse += 1;
                println!("WORSE {} chose {chosen} ({v:?}, best {top:?})", g.position_text());
            }
            _ => unknown += 1,
        }
    }
    println!("level {level}: {} positions, best value {best}, worse {worse}, unknown {unknown}", all.len());
}

fn blame(seed: u64, game: u64, actions: &str, from: usize) {
    use ludus_engine::core::Outcome;
    // The arena's seed for this game (its `game_seed`).
    let game_seed = seed.wrapping_mul(1_000_003).wrapping_add(game - 1);
    let mut g = Qawale::new_game(&Setup { seed: game_seed, ..Setup::default() }).expect("a game");
    // A position's value for `seat`.
    let value = |g: &Qawale, seat: usize| -> Option<i8> {
        match g.outcome() {
            Some(Outcome::Win(w)) => Some(if w == seat { 1 } else { -1 }),
            Some(_) => Some(0),
            None => {
                exact::solve(g, 400_000_000, &mut || false).0.map(|v| if g.to_move == seat { v } else { -v })
            }
        }
    };
    println!("left\tmover\tvalue\taction\tvalue after\tms\tposition");
    for action in actions.split_whitespace() {
        let (left, mover) = (16 - g.plies(), g.to_move);
        if left <= from {
            let start = Instant::now();
            let before = value(&g, mover);
            let mut child = g.clone();
            play_text(&mut child, action).expect("a legal action");
            let after = value(&child, mover);
            let ms = start.elapsed().as_millis();
            println!("{left}\t{mover}\t{before:?}\t{action}\t{after:?}\t{ms}\t{}", g.position_text());
        }
        play_text(&mut g, action).expect("a legal action");
    }
    println!("outcome {:?}", g.outcome());
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize, d: u64| args.get(i).map_or(d, |a| a.parse().expect("a number"));
    match args.first().map(String::as_str) {
        Some("record") => record(arg(1, 100)),
        Some("bench") => bench(&args[1], arg(2, 200_000_000), arg(3, 0)),
        Some("values") => values(
            &args[1],
            arg(2, 0),
            args.get(3).is_some_and(|a| a == "at-once"),
            args.get(4).is_some_and(|a| a == "each"),
        ),
        Some("check") => check(&args[1], arg(2, 5) as u8),
        Some("blame") => blame(arg(1, 1), arg(2, 1), &args[3], arg(4, 9) as usize),
        _ => eprintln!("usage: qawale_exact record GAMES | bench FILE [TABLE] [PLAIN] | values FILE [PLAIN] [at-once] [each] | check FILE LEVEL | blame SEED GAME ACTIONS [FROM]"),
    }
}
