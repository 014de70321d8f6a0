//! The computer player for a level's budget, for any game.

use super::budget::Budget;
use super::mcts::Mcts;
use super::random::RandomPlayer;
use super::thinker::Thinker;
use crate::core::Game;

/// The player for a budget that needs nothing but the core model. An alpha-beta budget needs
/// the game's evaluation: `alphabeta::thinker` takes those.
pub fn thinker<G: Game>(state: &G, budget: Budget, seed: u64) -> Box<dyn Thinker> {
    match budget {
        Budget::Random => Box::new(RandomPlayer::new(state, seed, false)),
        Budget::Uniform => Box::new(RandomPlayer::new(state, seed, true)),
        Budget::Mcts(how) => Box::new(Mcts::searching(state.clone(), how, seed)),
        Budget::AlphaBeta(_) => panic!("alpha-beta needs the game's evaluation: use ai::alphabeta::thinker"),
    }
}
