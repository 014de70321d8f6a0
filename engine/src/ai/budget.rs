//! How hard a computer player tries: the levels offered to players and the budget of a level
//! (the table of every game's budgets is `games::levels`).

/// Levels offered to players: (level, label). Level 0 (random actions) is for tests and the arena.
pub const LEVELS: &[(u8, &str)] = &[(1, "Easy"), (2, "Medium"), (3, "Hard"), (4, "Expert")];
pub const MAX_LEVEL: u8 = 4;
/// Not a level players choose: the top level's search without its limits, stopped by the
/// caller's clock (`ludus analyse --time-ms N`).
pub const ANALYSIS: u8 = u8::MAX;

/// How hard one level of one game tries (the entries of `games::levels`).
#[derive(Clone, Copy, Debug)]
pub enum Budget {
    /// Random actions by `Game::playout_action` (which may prefer good actions in playouts).
    Random,
    /// Uniformly random actions: the arena's baseline where `playout_action` is not uniform.
    Uniform,
    /// MCTS with this many iterations.
    Mcts(u32),
    /// Alpha-beta within these limits (games implementing `alphabeta::Heuristic`).
    AlphaBeta(Limits),
}

/// How hard the search tries: deepest iteration, node budget, random noise added to the
/// evaluation (weak levels play less precisely).
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    pub max_depth: u8,
    pub nodes: u64,
    pub noise: i32,
}
