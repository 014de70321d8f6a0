//! Random play: the arena's baseline, level 0, and the playouts of MCTS.

use super::thinker::Thinker;
use crate::core::{uniform_action, Actor, Game, Rng};

/// Plays a random legal action; the baseline for the arena and tests.
pub struct RandomPlayer<G: Game> {
    state: G,
    rng: Rng,
    /// Uniform over every action, instead of the game's playout choice.
    uniform: bool,
}

impl<G: Game> RandomPlayer<G> {
    /// A random player for `state`; `uniform` draws over every action instead of
    /// `Game::playout_action`.
    pub fn new(state: &G, seed: u64, uniform: bool) -> Self {
        RandomPlayer { state: state.clone(), rng: Rng::new(seed), uniform }
    }
}

impl<G: Game> Thinker for RandomPlayer<G> {
    fn think(&mut self, _stop: &mut dyn FnMut() -> bool) -> Option<String> {
        let m = if self.uniform && self.state.actor() != Actor::Chance {
            uniform_action(&self.state, &mut self.rng)?
        } else {
            random_action(&self.state, &mut self.rng)?
        };
        Some(self.state.action_text(&m))
    }
    fn progress(&self) -> f64 {
        1.0
    }
    fn conclude(&mut self) -> Option<String> {
        self.think(&mut || false)
    }
}

/// A random action of whoever acts now: chance by its odds, a seat by `Game::playout_action`.
pub fn random_action<G: Game>(state: &G, rng: &mut Rng) -> Option<G::Action> {
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
        Actor::Seat(_) => state.playout_action(rng),
    }
}
