//! What every computer player is: a resumable search for one decision.

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
