//! Computer players, written against the core game model only. One generic search (MCTS, which
//! handles chance and 2–4 seats) works for every game; two-seat games with a good evaluation use
//! the generic alpha-beta (`alphabeta`). Each game says which, and how hard each level tries, by
//! implementing [`Computer`] with its row of the level table (`games::levels`).
//! Thinking is resumable in small slices so the browser never freezes (see `Thinker::think`).

pub mod alphabeta;
mod budget;
pub mod exact;
mod mcts;
mod player;
pub mod proof;
mod random;
pub mod solving;
mod thinker;

pub use budget::{
    Budget, Limits, TreeSearch, ANALYSIS, EXPERT_V1, EXPERT_V1_BY_TIME, LEVELS, MASTER_V1, MASTER_V2,
    MAX_LEVEL,
};
pub use mcts::Mcts;
pub use player::thinker;
pub use random::{random_action, RandomPlayer};
pub use thinker::{decide, decide_by, Judgement, Report, Thinker, Value};

use crate::core::Game;

/// A game's computer player: implemented by every game, in its own module.
pub trait Computer: Game {
    /// The computer player for whoever acts now, at `level` (0 = random actions, then
    /// `LEVELS`; higher levels than `MAX_LEVEL` play as `MAX_LEVEL`).
    fn thinker(&self, level: u8, seed: u64) -> Box<dyn Thinker>;
}
