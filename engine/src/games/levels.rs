//! Every computer level of every game, in one table: how hard each level tries, from level 0
//! (random moves, the arena's baseline) through Easy, Medium, Hard and Expert (`ai::LEVELS`).
//!
//! The budgets are counted in search work (iterations, nodes), not time, so a game replays the
//! same on every machine. They were set so that Expert answers within about 3 s in a browser
//! and each level beats the one below it in the arena (`ludus arena GAME A B --games N`).

use crate::ai::Limits;
use crate::ai::{Budget, MAX_LEVEL};

/// One game's row: the budget of levels 0–4.
pub type Row = [Budget; MAX_LEVEL as usize + 1];

/// The most MCTS iterations an analysis runs, whatever its time.
pub const ANALYSIS_ITERATIONS: u32 = 4_000_000;

/// The budget of `level` in `row`; levels above the top play as the top, and `ANALYSIS` is
/// the top's search without limits (its caller stops it).
pub fn budget(row: &Row, level: u8) -> Budget {
    let top = row[usize::from(level.min(MAX_LEVEL))];
    // Only the command-line tool analyses: in the site, any level above the top (a hostile 255
    // through the JavaScript API included) is the top.
    if !cfg!(feature = "cli") || level != crate::ai::ANALYSIS {
        return top;
    }
    match top {
        // Each iteration adds a node: a few million stay within a few hundred megabytes.
        Budget::Mcts(_) => Budget::Mcts(ANALYSIS_ITERATIONS),
        Budget::AlphaBeta(_) => Budget::AlphaBeta(Limits { max_depth: 30, nodes: u64::MAX, noise: 0 }),
        other => other,
    }
}

/// Qawale: the generic MCTS, playouts to the end (games are short).
pub const QAWALE: Row =
    [Budget::Random, Budget::Mcts(60), Budget::Mcts(600), Budget::Mcts(4_000), Budget::Mcts(20_000)];

/// Abalone: alpha-beta from a beginner (one move deep, imprecise) to the strongest that
/// answers within about 3 s in a browser.
pub const ABALONE: Row = [
    Budget::Random,
    Budget::AlphaBeta(Limits { max_depth: 1, nodes: 5_000, noise: 160 }),
    Budget::AlphaBeta(Limits { max_depth: 2, nodes: 40_000, noise: 20 }),
    Budget::AlphaBeta(Limits { max_depth: 3, nodes: 250_000, noise: 0 }),
    Budget::AlphaBeta(Limits { max_depth: 8, nodes: 1_000_000, noise: 0 }),
];

/// Latroncules: alpha-beta (random playouts rarely end a game).
pub const LATRONCULES: Row = [
    Budget::Random,
    Budget::AlphaBeta(Limits { max_depth: 1, nodes: 5_000, noise: 60 }),
    Budget::AlphaBeta(Limits { max_depth: 2, nodes: 30_000, noise: 10 }),
    Budget::AlphaBeta(Limits { max_depth: 4, nodes: 200_000, noise: 0 }),
    Budget::AlphaBeta(Limits { max_depth: 8, nodes: 700_000, noise: 0 }),
];

/// Cabale: the generic MCTS with a smaller budget per action than Qawale's, because a turn is
/// up to four decisions (path, block, captures, blockade) and must come within about 3 s.
pub const CABALE: Row =
    [Budget::Random, Budget::Mcts(60), Budget::Mcts(400), Budget::Mcts(1_500), Budget::Mcts(4_000)];

/// Tâb: the chance-aware MCTS with short playouts (each iteration is cheap). Level 0 is
/// uniform play: Tâb's `playout_action` prefers captures, which is not "random".
pub const TAB: Row =
    [Budget::Uniform, Budget::Mcts(10), Budget::Mcts(300), Budget::Mcts(2_000), Budget::Mcts(8_000)];
