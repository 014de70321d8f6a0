//! How hard a computer player tries: the levels offered to players and the kinds of budget (the
//! table of every level's time and every game's budgets is `games::levels`).

/// Levels offered to players: (level, label). Level 0 (random actions) is for tests and the arena.
pub const LEVELS: &[(u8, &str)] = &[(1, "Easy"), (2, "Medium"), (3, "Hard"), (4, "Expert"), (5, "Master")];
pub const MAX_LEVEL: u8 = 5;
/// Not a level players choose: the top level's search without its limits, stopped by the
/// caller's clock (`ludus analyse --time-ms N`).
pub const ANALYSIS: u8 = u8::MAX;
/// Not a level players choose: today's Expert as it stood before levels thought by time (issue
/// 14), kept frozen so that the arena measures every improvement against the same opponent
/// (`ludus arena GAME master expert-v1 --time-ms N`).
pub const EXPERT_V1: u8 = 104;
/// Not a level players choose: Master as it stood before the exact solver (issue 19), its
/// search without `TreeSearch::exact`, so that the arena measures the new Master against the
/// old (`ludus arena qawale master master-v1 --time-ms N`). In games without an exact solver,
/// Master itself.
pub const MASTER_V1: u8 = 106;
/// Master as it stood before an alpha-beta Master replaced it (Qawale: MCTS after the exact
/// solver, issue 19), for the arena (`ludus arena qawale master master-v2`); elsewhere Master.
pub const MASTER_V2: u8 = 107;
/// expert-v1 with its work caps lifted, for the arena's equal-time games (`--time-ms`): only the
/// clock stops it, as it stops Master, so neither side thinks longer than the other.
pub const EXPERT_V1_BY_TIME: u8 = 105;

/// How hard one level of one game tries (the entries of `games::levels`).
#[derive(Clone, Copy, Debug)]
pub enum Budget {
    /// Random actions by `Game::playout_action` (which may prefer good actions in playouts).
    Random,
    /// Uniformly random actions: the arena's baseline where `playout_action` is not uniform.
    Uniform,
    /// MCTS (`ai::Mcts`), as `TreeSearch` says.
    Mcts(TreeSearch),
    /// Alpha-beta within these limits (games implementing `alphabeta::Heuristic`).
    AlphaBeta(Limits),
}

/// How an MCTS level searches: its iterations, and how its search differs from the plain one.
/// The level table (`games::levels`) builds it in one line a level, from `TreeSearch::new`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TreeSearch {
    pub iterations: u32,
    /// Playouts by `Game::guided_action`; false: by `Game::playout_action`, judged by
    /// `Game::estimate`, as before playouts were guided (expert-v1, the command line's
    /// yardstick; a weaker search per iteration, so also the lower levels of a game whose
    /// guided search nears its plateau early: Tâb).
    pub guided: bool,
    /// A short exact search first, this many actions deep (`ai::proof`, at most
    /// `proof::MOST_DEPTH`; 0: none), that plays a proven win and rules out proven losses
    /// (games of two seats).
    pub proof: u8,
    /// In this many decisions of a thousand the level decides hastily, unsearched
    /// (`Mcts::slips`): a strength cap where more search stops separating the levels.
    pub slips: u16,
    /// In this many hasty decisions of a thousand where the proof (`proof` at least 2) saw
    /// actions that hand the other seat a win, the level plays one of them (`Mcts::gifts`):
    /// the bottom of a ladder where haste alone blunders no more than random play does
    /// (Qawale's Easy). 0: never.
    pub gifts: u16,
    /// UCT's exploration constant (1.1, `mcts::EXPLORATION`, unless a level says otherwise): a
    /// lower one spends the iterations on the actions that look best. Where the playouts'
    /// results lie close together (Cabale for three and four players, judged by shares of the
    /// points), the usual constant spreads even a large search nearly evenly over the actions.
    pub exploration: f64,
    /// Positions the exact solver may visit before MCTS (`ai::exact`; 0: none), for games that
    /// implement `exact::Exact` and build their thinker with `exact::thinker`: a proven win is
    /// played, and the root keeps only the actions proven at least a draw (else those not
    /// proven to lose). Counted in positions, so a decision is the same on every machine.
    pub exact: u64,
    /// A guard before MCTS, this many seat actions deep (`ai::proof::guard`; 0: none), within
    /// `guard_nodes` positions: the root's actions that lose within that horizon while another
    /// does not (for a game of chance, by the expectation over the throws) are ruled out, for
    /// the search and for a hasty decision (`slips`) alike. Games of two seats.
    pub guard: u8,
    pub guard_nodes: u64,
}

impl TreeSearch {
    /// The plain search: guided playouts, no proof, no exact solver, no guard, no slips, the
    /// usual exploration.
    pub const fn new(iterations: u32) -> Self {
        TreeSearch {
            iterations,
            guided: true,
            proof: 0,
            slips: 0,
            gifts: 0,
            exploration: super::mcts::EXPLORATION,
            exact: 0,
            guard: 0,
            guard_nodes: 0,
        }
    }
}

/// How hard the search tries: deepest iteration, node budget, random noise added to the
/// evaluation (weak levels play less precisely), and how it plays around draws and for variety.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    pub max_depth: u8,
    pub nodes: u64,
    pub noise: i32,
    /// Each root action gets a fixed random bonus of 0 to `vary` (evaluation units) for the
    /// whole search, so that between actions the search cannot tell apart, different games
    /// take different ones (no two games between the same levels are alike).
    pub vary: i32,
    /// Draw awareness: a draw (by the game's rules, or a position repeating on the searched
    /// line) is worth the opposite of the root's standing, at most this much. Ahead, the
    /// search avoids draws and repetitions (it makes progress instead of shuffling); behind,
    /// it seeks them (when behind by more than an eighth of `contempt`: level, a draw costs
    /// that much, so the search plays on). 0: a
    /// draw is worth 0 and repetitions are not looked for (expert-v1).
    pub contempt: i32,
    /// Principal-variation search with late-move reductions: moves after the first are probed
    /// with a null window, late quiet ones a ply shallower, and searched in full only when the
    /// probe says they may be best. Deeper in the same time (off in expert-v1).
    pub reduce: bool,
    /// Quiescence: past the search's depth, tactical actions (`Heuristic::is_tactical`: a
    /// capture, a push off the board) are followed up to this many more plies, so a leaf is
    /// not judged in the middle of an exchange (0: off, as in expert-v1).
    pub quiesce: u8,
    /// Before searching, the exact solver (`ai::exact`) classifies the root's actions within
    /// this many positions where it reaches the game's end (games that implement
    /// `exact::Exact`): a proven win is played, proven losses are left out (0: none).
    pub exact: u64,
}
