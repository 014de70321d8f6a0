//! Alpha-beta after the exact solver, for games that have both an evaluation
//! (`alphabeta::Heuristic`) and an exact ending (`exact::Exact`): Qawale's Master (issue 19).
//!
//! Where the solver reaches the game's end (`Exact::exact_reach`), the search first looks a few
//! plies deep (`SCOUT`), then the solver classifies the root's actions: a proven win is played
//! at once, and the search goes on choosing only among the actions proven at least a draw (or,
//! where none is proven, those not proven to lose). Just before that point, where the game asks
//! for it (`Exact::exact_check`), the solver checks the search's choice alone for a loss a few
//! plies deep and strikes it off. Earlier the alpha-beta search alone decides: searching every
//! reply to its depth, it sees the losses within it by itself, which the solver's short proofs
//! were there for in MCTS.

use super::alphabeta::{AlphaBeta, Heuristic, WIN};
use super::budget::{Budget, Limits};
use super::exact::{classify, deepen, Exact, LOSS, TO_THE_END};
use super::thinker::{Judgement, Thinker};

/// The computer player of a game with both an evaluation and an exact solver, for one entry of
/// its level table: an alpha-beta level whose `Limits::exact` is set solves first; any other
/// budget is the game's generic player.
pub fn thinker<G: Exact + Heuristic>(state: &G, budget: Budget, seed: u64) -> Box<dyn Thinker> {
    match budget {
        Budget::AlphaBeta(limits) => Box::new(Solving::new(state.clone(), limits, seed)),
        other => super::exact::thinker(state, other, seed),
    }
}

pub struct Solving<G: Exact + Heuristic> {
    root: G,
    limits: Limits,
    seed: u64,
    /// The search, once the solver has said which actions it may choose among.
    search: Option<AlphaBeta<G>>,
    /// An action the solver decided alone (a proven win, or the only action left), and its
    /// score where the solver proved it (a win or a loss as the search's ±(WIN − 1), a draw 0).
    decided: Option<(G::Action, Option<i32>)>,
    /// The solver is still to classify the root, after the search's first look.
    solve: bool,
    /// The solver is still to check the search's choices (before the end is in reach).
    verify: bool,
    /// The root's legal actions, listed once.
    actions: Vec<G::Action>,
}

impl<G: Exact + Heuristic> Solving<G> {
    pub fn new(root: G, limits: Limits, seed: u64) -> Self {
        Solving {
            root,
            limits,
            seed,
            search: None,
            decided: None,
            solve: false,
            verify: false,
            actions: Vec::new(),
        }
    }

    /// The alpha-beta search of the whole root, or, where the solver reaches the end, first
    /// only `SCOUT` plies deep: an answer worth playing if the clock stops the solver early.
    fn start(&mut self) {
        self.root.legal_actions(&mut self.actions);
        if let [only] = self.actions[..] {
            self.decided = Some((only, None));
            return;
        }
        let (depths, _) = self.root.exact_reach(self.limits.exact);
        self.solve = self.limits.exact > 0 && depths.last() == Some(&TO_THE_END);
        self.verify = self.limits.exact > 0 && !self.solve && !self.root.exact_check().is_empty();
        let limits = if self.solve || self.verify {
            Limits { max_depth: SCOUT.min(self.limits.max_depth), ..self.limits }
        } else {
            self.limits
        };
        self.search = Some(AlphaBeta::new(self.root.clone(), limits, self.seed));
    }

    /// The solver's classification: the decision itself, or the actions the search may go on
    /// choosing among (to its full depth).
    fn classify(&mut self, stop: &mut dyn FnMut() -> bool) {
        self.solve = false;
        let actions = std::mem::take(&mut self.actions);
        let found = classify(&self.root, &actions, self.limits.exact, stop);
        if let Some(i) = found.winning() {
            self.decided = Some((actions[i], Some(WIN - 1)));
            return;
        }
        let keep: Vec<usize> = if found.complete() {
            // Every action valued: the best value only (draws, or all lose).
            let best = found.values.iter().flatten().max().copied();
            (0..actions.len()).filter(|&i| found.values[i] == best).collect()
        } else {
            let safe = found.safe();
            let losing = found.losing();
            if !safe.is_empty() {
                safe
            } else {
                (0..actions.len()).filter(|i| !losing.contains(i)).collect()
            }
        };
        if let [only] = keep[..] {
            let score = found.values[only].map(|v| i32::from(v) * (WIN - 1));
            self.decided = Some((actions[only], score));
            return;
        }
        let allowed: Vec<G::Action> =
            if keep.is_empty() { actions } else { keep.into_iter().map(|i| actions[i]).collect() };
        if let [only] = allowed[..] {
            self.decided = Some((only, None));
            return;
        }
        if let Some(search) = self.search.as_mut() {
            search.restrict(allowed, self.limits.max_depth);
        }
    }

    /// Before the end is in reach, where the game asks for it (`Exact::exact_check`; Qawale:
    /// a loss within 5 plies, at 7 and 8 plies left): the solver looks at the search's choice
    /// alone, within the level's exact budget. A choice proven to lose is struck off and the
    /// search chooses again among the rest, until one is not proven to lose (or the clock stops
    /// it). Proving one action costs what classifying them all would divide among hundreds: at
    /// 7 plies left in Qawale, about 1.4 million positions (0.5 s native), where a search sees
    /// that loss only at depth 5.
    fn check(&mut self, stop: &mut dyn FnMut() -> bool) {
        self.verify = false;
        let depths = self.root.exact_check();
        let mut allowed = std::mem::take(&mut self.actions);
        let Some(search) = self.search.as_mut() else { return };
        while let Some(chosen) = search.best() {
            let found = deepen(&self.root, &[chosen], self.limits.exact, stop, depths);
            match found.values[0] {
                Some(v) if v > LOSS => {
                    if found.winning().is_some() {
                        self.decided = Some((chosen, Some(WIN - 1)));
                        return;
                    }
                    break;
                }
                Some(_) => {}
                None => break,
            }
            allowed.retain(|a| *a != chosen);
            if let [only] = allowed[..] {
                self.decided = Some((only, None));
                return;
            }
            if allowed.is_empty() {
                return;
            }
            // Its first ply is searched even out of time: the answer is among the rest.
            search.restrict(allowed.clone(), SCOUT.min(self.limits.max_depth));
            if search.think(stop).is_none() {
                return;
            }
        }
        search.restrict(allowed, self.limits.max_depth);
    }
}

/// How deep the alpha-beta looks before the solver runs (a depth of 3 sees 4 plies with the win
/// in one asked at its leaves). At 5 and 6 plies left the solver's whole classification takes
/// 0.5 to 3 s: at 500 ms a move it used to eat the whole move and leave the search one ply among
/// the actions it had not condemned. Three plies there take 20 to 430 ms (measured on
/// 2026-11-29, docs/bench/qawale_never_loses.txt), and the table they fill makes the search
/// after the solver quick to reach the same depth again.
const SCOUT: u8 = 3;

impl<G: Exact + Heuristic> Thinker for Solving<G> {
    fn think(&mut self, stop: &mut dyn FnMut() -> bool) -> Option<String> {
        if self.root.outcome().is_some() {
            return None;
        }
        if self.search.is_none() && self.decided.is_none() {
            self.start();
        }
        if self.solve || self.verify {
            // The first look: where the clock stops it, its answer is the move (`conclude`).
            self.search.as_mut()?.think(stop)?;
            if self.solve {
                self.classify(stop);
            } else {
                self.check(stop);
            }
        }
        if let Some((m, _)) = self.decided {
            return Some(self.root.action_text(&m));
        }
        self.search.as_mut()?.think(stop)
    }

    fn conclude(&mut self) -> Option<String> {
        if self.search.is_none() && self.decided.is_none() {
            // Never given a slice: the search's own first answer (its first iteration).
            self.start();
        }
        if let Some((m, _)) = self.decided {
            return Some(self.root.action_text(&m));
        }
        self.search.as_mut()?.conclude()
    }

    fn judgement(&self) -> Option<Judgement> {
        match (&self.decided, &self.search) {
            (Some((_, score)), _) => score.map(Judgement::Score),
            (None, Some(search)) => search.judgement(),
            _ => None,
        }
    }

    fn progress(&self) -> f64 {
        match (&self.decided, &self.search) {
            (Some(_), _) => 1.0,
            (None, Some(search)) => search.progress(),
            _ => 0.0,
        }
    }

    #[cfg(feature = "report")]
    fn report(&self) -> Option<super::thinker::Report> {
        if let Some((m, score)) = self.decided {
            return Some(super::thinker::Report {
                best: Some(self.root.action_text(&m)),
                // The solver proves a value, not how many actions it takes.
                value: match score {
                    Some(s) => super::thinker::Value::Solved(s.signum() as i8),
                    None => super::thinker::Value::Score(0),
                },
                pv: vec![self.root.action_text(&m)],
                work: 0,
                depth: 0,
            });
        }
        self.search.as_ref()?.report()
    }
}
