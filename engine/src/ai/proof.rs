//! A short exact search before MCTS thinks, in games of two seats: it proves the wins and the
//! losses within a few actions, so the computer never misses a win it can see and never walks
//! into a loss it can see (random playouts can). Near a game's end, when few actions remain,
//! it sees to the end: the ending is solved exactly.
//!
//! Only proofs are trusted: a search cut short by its node budget, a throw (chance), a draw or
//! a game of more than two seats all count as "unknown", never as a win or a loss.
//!
//! `guard`, after it at some levels, follows the throws too and looks only for losses, within a
//! budget of its own; `horizon` is the same search for tests and benchmarks, all or nothing
//! within its budget.

use crate::core::{Actor, Game, Outcome};

/// The most seat actions the proof looks ahead, and the most positions it visits per decision:
/// in the page that is a few milliseconds (a decision in 20 ms slices stays within its slice).
pub const MOST_DEPTH: u8 = 4;
pub const MOST_NODES: u64 = 30_000;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Proof {
    Win,
    Loss,
    Unknown,
}

/// What the root's actions lead to, for the seat to act at `root`: the first proven winning
/// action if any, else the indices of the actions proven to lose.
pub struct Findings {
    pub winning: Option<usize>,
    pub losing: Vec<usize>,
}

/// Proves what it can about each of `actions` (the root's legal actions) within the budget,
/// looking `depth` actions ahead at most (up to `MOST_DEPTH`).
pub fn examine<G: Game>(root: &G, actions: &[G::Action], depth: u8) -> Findings {
    let mut findings = Findings { winning: None, losing: Vec::new() };
    let Actor::Seat(me) = root.actor() else { return findings };
    if root.seats() != 2 || root.outcome().is_some() {
        return findings;
    }
    let mut budget = MOST_NODES;
    let mut spare = Vec::new();
    // Deeper and deeper, so the shortest win is the one found. Every proof is sound whatever
    // the budget, so the losses proven at any depth add up.
    for depth in 0..depth.min(MOST_DEPTH) {
        for (i, action) in actions.iter().enumerate() {
            if findings.losing.contains(&i) {
                continue;
            }
            let mut child = root.clone();
            child.play_unchecked(action);
            match prove(&child, me, depth, &mut budget, &mut spare) {
                Proof::Win => {
                    findings.winning = Some(i);
                    return findings;
                }
                Proof::Loss => findings.losing.push(i),
                Proof::Unknown => {}
            }
        }
        if budget == 0 {
            break;
        }
    }
    findings
}

/// The result for seat `me` of `g` within `depth` more seat actions. `spare` keeps the action
/// lists of finished positions for the next ones: in the worker's wasm, an allocation for every
/// position visited cost more than many of the visits.
fn prove<G: Game>(g: &G, me: usize, depth: u8, budget: &mut u64, spare: &mut Vec<Vec<G::Action>>) -> Proof {
    // Every position visited counts, so the budget bounds the time.
    if *budget == 0 {
        return Proof::Unknown;
    }
    *budget -= 1;
    if let Some(outcome) = g.outcome() {
        let reward = match outcome {
            Outcome::Win(s) => f64::from(u8::from(s == me)),
            Outcome::Draw => 0.5,
            scores => scores.rewards(2)[me],
        };
        return if reward >= 1.0 {
            Proof::Win
        } else if reward <= 0.0 {
            Proof::Loss
        } else {
            Proof::Unknown
        };
    }
    if depth == 0 {
        return Proof::Unknown;
    }
    let Actor::Seat(seat) = g.actor() else { return Proof::Unknown };
    let mine = seat == me;
    let mut actions = spare.pop().unwrap_or_default();
    actions.clear();
    g.legal_actions(&mut actions);
    let proof = answer(g, me, depth, mine, &actions, budget, spare);
    spare.push(actions);
    proof
}

/// `prove`'s verdict on `g` from its legal `actions`.
fn answer<G: Game>(
    g: &G,
    me: usize,
    depth: u8,
    mine: bool,
    actions: &[G::Action],
    budget: &mut u64,
    spare: &mut Vec<Vec<G::Action>>,
) -> Proof {
    // `me` needs one winning action; the other seat, one that does not lose for it.
    let mut all = true;
    for action in actions {
        let mut child = g.clone();
        child.play_unchecked(action);
        match (prove(&child, me, depth - 1, budget, spare), mine) {
            (Proof::Win, true) => return Proof::Win,
            (Proof::Loss, false) => return Proof::Loss,
            (Proof::Loss, true) | (Proof::Win, false) => {}
            (Proof::Unknown, _) => all = false,
        }
    }
    match (all && !actions.is_empty(), mine) {
        (true, true) => Proof::Loss,
        (true, false) => Proof::Win,
        _ => Proof::Unknown,
    }
}

/// A line of throws less likely than this is not followed by `guard` (and the horizon checks):
/// it counts as open. One in a thousand is five 1s in a row in Tâb.
pub const UNLIKELY: f64 = 1e-3;
/// An action worth at most this within the horizon (`horizon`'s values) is more likely lost
/// than won, by a quarter of the throws at least; without chance, proven lost.
pub const LOSING: f64 = 0.375;
/// And some other action must be worth this much more for the first to be a **blunder**:
/// without chance, another action is not proven to lose; with throws, it is a clearly better
/// bet. `guard` rules blunders out; engine/tests/horizon.rs checks that the levels play none.
pub const MARGIN: f64 = 0.25;

/// Which of `values` (`horizon`'s, `None` where the search did not finish) are blunders: at
/// most `LOSING`, with a known value at least `MARGIN` higher. An unknown value never counts
/// as the best, so nothing is ruled out on a guess.
pub fn blunders(values: &[Option<f64>]) -> Vec<bool> {
    let best = values.iter().flatten().copied().fold(f64::NEG_INFINITY, f64::max);
    values.iter().map(|v| v.is_some_and(|v| v <= LOSING && best - v >= MARGIN)).collect()
}

/// A level's guard against walking into a loss it could see (issue 38, point 5): `horizon`'s
/// values of the root's `actions`, `depth` seat actions deep, within `nodes` positions in all
/// and until `stop`, for `blunders` to rule out the losing ones. Unlike `examine`, it follows the
/// throws (by their odds, a line less likely than `UNLIKELY` left open), so it sees a loss
/// that is a clear bet in Tâb; and it only asks whether an action loses, never whether it
/// wins, which is cheaper: in Cabale's blockade step (docs/rules/cabale.md 4.4, where a blockade may
/// trap a runner and so end the game, 5b) the four actions up to the other player's own blockade
/// take up to 20 million positions, far beyond `MOST_NODES`. An action whose search the
/// budget or `stop` cut short is `None`: unknown, never ruled out.
pub fn guard<G: Game>(
    root: &G,
    actions: &[G::Action],
    depth: u8,
    nodes: u64,
    stop: &mut dyn FnMut() -> bool,
) -> Vec<Option<f64>> {
    let Actor::Seat(me) = root.actor() else { return vec![None; actions.len()] };
    if root.seats() != 2 || root.outcome().is_some() || depth == 0 {
        return vec![None; actions.len()];
    }
    // Without chance a value is 0, 0.5 or 1 and only whether it is 0 matters: each search
    // may stop at 0.5.
    let ceiling = if G::HAS_CHANCE { 1.0 } else { 0.5 };
    let mut search =
        Expectimax { me, unlikely: UNLIKELY, budget: nodes, spare: Vec::new(), stop: Some(stop) };
    actions
        .iter()
        .map(|action| {
            let mut child = root.clone();
            child.play_unchecked(action);
            search.value(&child, depth - 1, 1.0, 0.0, ceiling)
        })
        .collect()
}

/// How far `horizon` looks: `depth` seat actions (the root's own included; throws do not
/// count), at most `nodes` positions visited in all, and a line of throws less likely than
/// `unlikely` (the product of its throws' odds from the root) is not followed: it counts as
/// unknown. A checker for tests and benchmarks, not a player: its budget is the caller's.
#[derive(Clone, Copy, Debug)]
pub struct Horizon {
    pub depth: u8,
    pub nodes: u64,
    pub unlikely: f64,
}

/// What each of the root's legal actions is worth to the seat to act at `root` within the
/// horizon, exactly: an expectimax over the seats' choices and the throws' odds, where a win
/// counts 1, a loss 0, a draw or a position the horizon leaves open 0.5. In a game without
/// chance an action is worth 0 exactly when it is proven to lose within the horizon (the other
/// seat can force a win whatever this one does). Each value is exact below `ceiling`; one
/// reported at or above it is only known to be at least `ceiling` (a low `ceiling` asks only
/// which actions lose, and costs least). `None` when the node budget runs out (nothing is guessed),
/// when the game is over, or when it is not two seats' with a seat to act.
pub fn horizon<G: Game>(root: &G, actions: &[G::Action], within: Horizon, ceiling: f64) -> Option<Vec<f64>> {
    let Actor::Seat(me) = root.actor() else { return None };
    if root.seats() != 2 || root.outcome().is_some() || within.depth == 0 {
        return None;
    }
    let mut search =
        Expectimax { me, unlikely: within.unlikely, budget: within.nodes, spare: Vec::new(), stop: None };
    let mut values = Vec::with_capacity(actions.len());
    for action in actions {
        let mut child = root.clone();
        child.play_unchecked(action);
        values.push(search.value(&child, within.depth - 1, 1.0, 0.0, ceiling)?);
    }
    Some(values)
}

/// `horizon`'s and `guard`'s search.
struct Expectimax<'a, M> {
    me: usize,
    unlikely: f64,
    budget: u64,
    spare: Vec<Vec<M>>,
    /// The caller's clock (`guard`), asked every `STOP_EVERY` positions: once it says stop,
    /// the search ends as if its budget were spent.
    stop: Option<&'a mut dyn FnMut() -> bool>,
}

/// How often `Expectimax` asks its caller's clock, in positions.
const STOP_EVERY: u64 = 4_096;

impl<M: Clone> Expectimax<'_, M> {
    /// The value of `g` for `me` within `depth` more seat actions, fail-hard within
    /// `alpha..beta`, on a line of throws of probability `odds`; `None` once the budget is
    /// spent.
    fn value<G: Game<Action = M>>(
        &mut self,
        g: &G,
        depth: u8,
        odds: f64,
        alpha: f64,
        beta: f64,
    ) -> Option<f64> {
        if self.budget == 0 {
            return None;
        }
        self.budget -= 1;
        if self.budget.is_multiple_of(STOP_EVERY) && self.stop.as_mut().is_some_and(|stop| stop()) {
            self.budget = 0;
            return None;
        }
        if let Some(outcome) = g.outcome() {
            return Some(match outcome {
                Outcome::Win(s) => f64::from(u8::from(s == self.me)),
                Outcome::Draw => 0.5,
                scores => scores.rewards(2)[self.me].clamp(0.0, 1.0),
            });
        }
        match g.actor() {
            Actor::Chance => {
                // A throw after the horizon's last seat action is beyond it.
                if depth == 0 || odds < self.unlikely {
                    return Some(0.5);
                }
                let mut outcomes = Vec::new();
                g.chance_outcomes(&mut outcomes);
                let mut sum = 0.0;
                for (m, p) in outcomes {
                    let mut child = g.clone();
                    child.play_unchecked(&m);
                    // Each outcome exactly: an expectation is no bound of its parts.
                    sum += p * self.value(&child, depth, odds * p, 0.0, 1.0)?;
                }
                Some(sum)
            }
            Actor::Seat(_) if depth == 0 => Some(0.5),
            Actor::Seat(seat) => {
                let mine = seat == self.me;
                let mut actions = self.spare.pop().unwrap_or_default();
                actions.clear();
                g.legal_actions(&mut actions);
                let (mut alpha, mut beta) = (alpha, beta);
                let mut best = if mine { 0.0 } else { 1.0 };
                let mut out = Some(());
                for m in &actions {
                    let mut child = g.clone();
                    child.play_unchecked(m);
                    let Some(v) = self.value(&child, depth - 1, odds, alpha, beta) else {
                        out = None;
                        break;
                    };
                    if mine {
                        best = f64::max(best, v);
                        alpha = alpha.max(v);
                    } else {
                        best = f64::min(best, v);
                        beta = beta.min(v);
                    }
                    if alpha >= beta {
                        break;
                    }
                }
                self.spare.push(actions);
                out.map(|()| best)
            }
        }
    }
}
