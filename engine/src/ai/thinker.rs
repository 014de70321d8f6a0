//! What every computer player is: a resumable search for one decision.

/// A computer player thinking about one decision.
pub trait Thinker {
    /// Works until `stop()` returns true or its budget is spent. Returns the chosen action in
    /// notation once done; `None` means "call again" (the caller yields to the page meanwhile).
    fn think(&mut self, stop: &mut dyn FnMut() -> bool) -> Option<String>;
    /// The caller's time is up: the best action found so far, at once, and the decision is
    /// made (`None` only when the game is over). A search that was never given a slice still
    /// answers with a legal action.
    fn conclude(&mut self) -> Option<String>;
    /// How good the search found the position for the seat to act, once it is done (the game
    /// review compares these): `None` for players that do not search. Whole numbers only, so
    /// the site carries no float printing for it.
    fn judgement(&self) -> Option<Judgement> {
        None
    }
    /// Each seat's expected result (0 to 1) at the root over the search so far, whoever acts
    /// there: at a throw, what it is worth before it falls (`games::weigh`). `None` for players
    /// that cannot say (alpha-beta, random play).
    fn outlook(&self) -> Option<Vec<f64>> {
        None
    }
    /// Never slip (a level's hasty, unsearched decisions, `Mcts::slips`): advice, a hint or
    /// the review's verdict, is the level's own search.
    fn steady(&mut self) {}
    /// Fraction of the budget spent, for a progress display.
    fn progress(&self) -> f64;
    /// What the search has found so far (`ludus analyse`): `None` for players that do not search.
    /// Only in the command-line build: a trait method sits in every thinker's vtable, and the
    /// reports of every game's searches cost the site's wasm about 30 KB gzip.
    #[cfg(feature = "report")]
    fn report(&self) -> Option<Report> {
        None
    }
}

/// A search's verdict on its root position, for the seat to act there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Judgement {
    /// Alpha-beta: the score in the game's units; a proven win or loss is ±(1,000,000 − its
    /// actions). For the other seat of two, the negation.
    Score(i32),
    /// MCTS: the expected result of the best action, in thousandths (0 to 1000). For the
    /// other seat of two, 1000 minus it.
    Rate(i32),
}

/// A search's findings: its best action, how good it judges the position for the seat to act,
/// the line of play it expects and how much work it did.
#[derive(Clone, Debug, PartialEq)]
pub struct Report {
    pub best: Option<String>,
    pub value: Value,
    /// Principal variation, the best action first (it stops at a throw: chance is not chosen).
    pub pv: Vec<String>,
    /// Nodes (alpha-beta) or iterations (MCTS) searched.
    pub work: u64,
    /// Alpha-beta's deepest finished iteration (0 for MCTS).
    pub depth: u8,
}

/// How good a position is for the seat to act.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Value {
    /// The evaluation in the game's own units (Abalone: marbles and position, ×100).
    Score(i32),
    /// A proven win (positive) or loss (negative) in this many actions.
    Mate(i32),
    /// Solved exactly, in how many actions unknown: a win (1), a draw (0) or a loss (−1).
    Solved(i8),
    /// MCTS: the seat's average result over the searched games, 0 to 1.
    Rate(f64),
}

impl std::fmt::Display for Value {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Value::Score(s) => write!(f, "{s:+}"),
            Value::Solved(1) => write!(f, "wins"),
            Value::Solved(0) => write!(f, "draws"),
            Value::Solved(_) => write!(f, "loses"),
            Value::Mate(n) if *n >= 0 => write!(f, "wins in {n}"),
            Value::Mate(n) => write!(f, "loses in {}", -n),
            Value::Rate(r) => write!(f, "{:.0} %", r * 100.0),
        }
    }
}

/// Thinks to the end in one go (no time slices: for the command line and tests). `None` only
/// when the game is already over.
pub fn decide(thinker: &mut dyn Thinker) -> Option<String> {
    thinker.think(&mut || false)
}

/// Thinks until the budget is spent or `out_of_time()` says the time is up, then answers with
/// the best action found (a level's time, `games::levels::think_ms`, with the caller's clock).
pub fn decide_by(thinker: &mut dyn Thinker, out_of_time: &mut dyn FnMut() -> bool) -> Option<String> {
    match thinker.think(out_of_time) {
        Some(action) => Some(action),
        None => thinker.conclude(),
    }
}
