//! Computer players. One generic search (MCTS, which handles chance and 2–4 seats) works for
//! every game through the core API; a game may bring its own search via `Game::own_thinker`,
//! e.g. the generic alpha-beta (`alphabeta`) with the game's evaluation.
//! Thinking is resumable in small slices so the browser never freezes (see `Thinker::think`).

pub mod alphabeta;
mod mcts;

pub use mcts::Mcts;

use crate::core::{actions, Actor, Game, Rng};

/// Levels offered to players: (level, label). Level 0 (random moves) is for tests and the arena.
pub const LEVELS: &[(u8, &str)] = &[(1, "Easy"), (2, "Medium"), (3, "Hard"), (4, "Expert")];
pub const MAX_LEVEL: u8 = 4;

/// A computer player thinking about one decision.
pub trait Thinker {
    /// Works until `stop()` returns true or its budget is spent. Returns the chosen action in
    /// notation once done; `None` means "call again" (the caller yields to the page meanwhile).
    fn think(&mut self, stop: &mut dyn FnMut() -> bool) -> Option<String>;
    /// Fraction of the budget spent, for a progress display.
    fn progress(&self) -> f64;
}

/// Thinks to the end in one go (no time slices: for the command line and tests). `None` only
/// when the game is already over.
pub fn decide(thinker: &mut dyn Thinker) -> Option<String> {
    thinker.think(&mut || false)
}

/// MCTS iterations per level.
pub fn mcts_budget(level: u8) -> u32 {
    match level {
        0 => 0,
        1 => 60,
        2 => 600,
        3 => 4_000,
        _ => 20_000,
    }
}

pub fn thinker_for<G: Game>(state: &G, level: u8, seed: u64) -> Box<dyn Thinker> {
    if let Some(t) = state.own_thinker(level, seed) {
        return t;
    }
    if level == 0 {
        return Box::new(RandomPlayer { state: state.clone(), rng: Rng::new(seed) });
    }
    Box::new(Mcts::new(state.clone(), mcts_budget(level), seed))
}

/// Plays a uniformly random legal action; the baseline for the arena and tests.
pub struct RandomPlayer<G: Game> {
    state: G,
    rng: Rng,
}

impl<G: Game> Thinker for RandomPlayer<G> {
    fn think(&mut self, _stop: &mut dyn FnMut() -> bool) -> Option<String> {
        let m = random_action(&self.state, &mut self.rng)?;
        Some(self.state.move_text(&m))
    }
    fn progress(&self) -> f64 {
        1.0
    }
}

/// A random action of whoever acts now: chance by its odds, a seat by `Game::random_move`.
pub fn random_action<G: Game>(state: &G, rng: &mut Rng) -> Option<G::Move> {
    if state.outcome().is_some() {
        return None;
    }
    match state.actor() {
        Actor::Chance => {
            let mut outcomes = Vec::new();
            state.chance_outcomes(&mut outcomes);
            let i = rng.weighted(outcomes.iter().map(|(_, p)| *p));
            outcomes.into_iter().nth(i).map(|(m, _)| m)
        }
        Actor::Seat(_) => state.random_move(rng),
    }
}

/// Uniform choice among `actions` (the default of `Game::random_move`).
pub fn uniform_move<G: Game>(state: &G, rng: &mut Rng) -> Option<G::Move> {
    let mut moves = Vec::new();
    actions(state, &mut moves);
    if moves.is_empty() {
        return None;
    }
    let i = rng.below(moves.len());
    Some(moves.swap_remove(i))
}
