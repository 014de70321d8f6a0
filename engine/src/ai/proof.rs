//! A short exact search before MCTS thinks, in games of two seats: it proves the wins and the
//! losses within a few actions, so the computer never misses a win it can see and never walks
//! into a loss it can see (random playouts can). Near a game's end, when few actions remain,
//! it sees to the end: the ending is solved exactly.
//!
//! Only proofs are trusted: a search cut short by its node budget, a throw (chance), a draw or
//! a game of more than two seats all count as "unknown", never as a win or a loss.

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
