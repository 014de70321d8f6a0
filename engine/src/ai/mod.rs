//! Computer players, written against the core game model only. One generic search (MCTS, which
//! handles chance and 2–4 seats) works for every game; two-seat games with a good evaluation use
//! the generic alpha-beta (`alphabeta`). Each game says which, and how hard each level tries, by
//! implementing [`Computer`] with its row of the level table (`games::levels`).
//! Thinking is resumable in small slices so the browser never freezes (see `Thinker::think`).

pub mod alphabeta;
mod mcts;

pub use mcts::Mcts;

use crate::core::{uniform_action, Actor, Game, Rng};

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

/// A game's computer player: implemented by every game, in its own module.
pub trait Computer: Game {
    /// The computer player for whoever acts now, at `level` (0 = random moves, then
    /// `LEVELS`; higher levels than `MAX_LEVEL` play as `MAX_LEVEL`).
    fn thinker(&self, level: u8, seed: u64) -> Box<dyn Thinker>;
}

/// How hard one level of one game tries (the entries of `games::levels`).
#[derive(Clone, Copy, Debug)]
pub enum Budget {
    /// Random actions by `Game::playout_action` (which may prefer good moves in playouts).
    Random,
    /// Uniformly random actions: the arena's baseline where `playout_action` is not uniform.
    Uniform,
    /// MCTS with this many iterations.
    Mcts(u32),
    /// Alpha-beta within these limits (games implementing `alphabeta::Heuristic`).
    AlphaBeta(alphabeta::Limits),
}

/// The player for a budget that needs nothing but the core model. An alpha-beta budget needs
/// the game's evaluation: `alphabeta::thinker` takes those.
pub fn thinker<G: Game>(state: &G, budget: Budget, seed: u64) -> Box<dyn Thinker> {
    match budget {
        Budget::Random => {
            Box::new(RandomPlayer { state: state.clone(), rng: Rng::new(seed), uniform: false })
        }
        Budget::Uniform => {
            Box::new(RandomPlayer { state: state.clone(), rng: Rng::new(seed), uniform: true })
        }
        Budget::Mcts(iterations) => Box::new(Mcts::new(state.clone(), iterations, seed)),
        Budget::AlphaBeta(_) => panic!("alpha-beta needs the game's evaluation: use ai::alphabeta::thinker"),
    }
}

/// Plays a random legal action; the baseline for the arena and tests.
pub struct RandomPlayer<G: Game> {
    state: G,
    rng: Rng,
    /// Uniform over every action, instead of the game's playout choice.
    uniform: bool,
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
