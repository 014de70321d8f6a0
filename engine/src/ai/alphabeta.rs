//! Alpha-beta (negamax) search for two-seat games that alternate single actions, where random
//! playouts say little (Abalone's ~60 moves a turn, Latroncules' long manoeuvring). Iterative
//! deepening, a transposition table, move ordering (the remembered best move, the game's own
//! ordering, killer moves) and the game's static evaluation (`Heuristic`).
//!
//! The search runs on an explicit stack instead of recursion so it can stop after any node and
//! resume on the next call: the browser gives it ~12 ms slices and never freezes.

use super::budget::{Budget, Limits};
use super::player;
use super::thinker::Thinker;
#[cfg(feature = "cli")]
use super::thinker::{Report, Value};
use crate::core::{order, Actor, Game, Outcome, Rng};

const WIN: i32 = 1_000_000;
const TT_SIZE: usize = 1 << 16;
const MAX_PLY: usize = 32;

/// What a game tells the search about its positions.
pub trait Heuristic: Game<Action: Copy> {
    /// Static value of the position for the seat to move (higher is better for it).
    fn evaluate(&self) -> i32;
    /// A hash of everything that decides the future of the game, for the transposition table.
    fn position_hash(&self) -> u64;
    /// How promising a move looks before searching it (higher first): captures, pushes…
    fn move_order(&self, m: &Self::Action) -> i32;
    /// Quiet moves (no capture) may become killer moves.
    fn is_quiet(&self, m: &Self::Action) -> bool;
}

/// The computer player of a game that uses this search, for one entry of its level table:
/// an alpha-beta budget searches within its limits, any other budget (level 0's random
/// play) is the generic player.
pub fn thinker<G: Heuristic>(state: &G, budget: Budget, seed: u64) -> Box<dyn Thinker> {
    match budget {
        Budget::AlphaBeta(limits) => Box::new(AlphaBeta::new(state.clone(), limits, seed)),
        other => player::thinker(state, other, seed),
    }
}

#[derive(Clone, Copy)]
enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy)]
struct Entry<M> {
    key: u64,
    depth: u8,
    score: i32,
    bound: Bound,
    best: Option<M>,
}

struct Frame<G: Game> {
    state: G,
    moves: Vec<G::Action>,
    next: usize,
    depth: u8,
    alpha: i32,
    beta: i32,
    alpha0: i32,
    best: i32,
    best_move: Option<G::Action>,
    key: u64,
}

pub struct AlphaBeta<G: Heuristic> {
    root: G,
    limits: Limits,
    rng: Rng,
    tt: Vec<Option<Entry<G::Action>>>,
    killers: [[Option<G::Action>; 2]; MAX_PLY],
    stack: Vec<Frame<G>>,
    /// Finished frames kept for reuse, so the search allocates only while it grows deeper.
    spare: Vec<Frame<G>>,
    /// Scratch space for ordering a node's moves.
    keys: Vec<i32>,
    depth: u8,
    nodes: u64,
    /// Best root move of the deepest finished iteration (or of a partial one, which searched
    /// the previous best first).
    chosen: Option<G::Action>,
    /// The root's score and depth at the end of the deepest finished iteration.
    finished: Option<(i32, u8)>,
    done: bool,
}

impl<G: Heuristic> AlphaBeta<G> {
    pub fn new(root: G, limits: Limits, seed: u64) -> Self {
        AlphaBeta {
            root,
            limits,
            rng: Rng::new(seed),
            tt: vec![None; TT_SIZE],
            killers: [[None; 2]; MAX_PLY],
            stack: Vec::new(),
            spare: Vec::new(),
            keys: Vec::new(),
            depth: 0,
            nodes: 0,
            chosen: None,
            finished: None,
            done: false,
        }
    }

    fn evaluate(&mut self, g: &G) -> i32 {
        let noise = self.limits.noise;
        let jitter = if noise > 0 { self.rng.below(noise as usize * 2 + 1) as i32 - noise } else { 0 };
        g.evaluate() + jitter
    }

    fn terminal_score(g: &G, ply: usize) -> i32 {
        let Actor::Seat(me) = g.actor() else { return 0 };
        match g.outcome() {
            Some(Outcome::Win(w)) if w == me => WIN - ply as i32,
            Some(Outcome::Win(_)) => -(WIN - ply as i32),
            _ => 0,
        }
    }

    /// Enters a node: returns its score at once (leaf, terminal, table hit) or pushes a frame.
    fn enter(&mut self, state: G, depth: u8, alpha: i32, beta: i32) -> Option<i32> {
        self.nodes += 1;
        let ply = self.stack.len();
        if state.outcome().is_some() {
            return Some(Self::terminal_score(&state, ply));
        }
        if depth == 0 || ply + 1 >= MAX_PLY {
            return Some(self.evaluate(&state));
        }
        let key = state.position_hash();
        let slot = (key as usize) % TT_SIZE;
        let mut tt_best = None;
        if let Some(e) = self.tt[slot].filter(|e| e.key == key) {
            tt_best = e.best;
            if e.depth >= depth && ply > 0 {
                match e.bound {
                    Bound::Exact => return Some(e.score),
                    Bound::Lower if e.score >= beta => return Some(e.score),
                    Bound::Upper if e.score <= alpha => return Some(e.score),
                    _ => {}
                }
            }
        }
        let mut moves = self.spare.pop().map(|f| f.moves).unwrap_or_default();
        moves.clear();
        state.legal_actions(&mut moves);
        if moves.is_empty() {
            return Some(Self::terminal_score(&state, ply));
        }
        let killers = self.killers[ply];
        order::sort_by_key_once(&mut moves, &mut self.keys, |m| {
            if Some(*m) == tt_best {
                return i32::MIN;
            }
            let bonus = if killers.contains(&Some(*m)) { 5_000 } else { 0 };
            -(state.move_order(m) + bonus)
        });
        self.stack.push(Frame {
            state,
            moves,
            next: 0,
            depth,
            alpha,
            beta,
            alpha0: alpha,
            best: -WIN - 1,
            best_move: None,
            key,
        });
        None
    }

    /// Runs the search until `stop()` or the budget; true when the decision is made.
    fn run(&mut self, stop: &mut dyn FnMut() -> bool) -> bool {
        loop {
            if self.stack.is_empty() {
                // Start the next iteration, or finish.
                let spent = self.nodes >= self.limits.nodes && self.chosen.is_some();
                if self.depth >= self.limits.max_depth || spent {
                    return true;
                }
                self.depth += 1;
                if self.enter(self.root.clone(), self.depth, -WIN - 1, WIN + 1).is_some() {
                    return true;
                }
            }
            if self.nodes.is_multiple_of(256) && stop() {
                return false;
            }
            if self.nodes >= self.limits.nodes && self.chosen.is_some() && self.depth > 1 {
                self.stack.clear();
                return true;
            }
            let top = self.stack.len() - 1;
            let frame = &mut self.stack[top];
            if frame.alpha >= frame.beta || frame.next >= frame.moves.len() {
                self.leave();
                continue;
            }
            let m = frame.moves[frame.next];
            frame.next += 1;
            let mut child = frame.state.clone();
            child.play_unchecked(&m);
            let (depth, alpha, beta) = (frame.depth - 1, -frame.beta, -frame.alpha);
            if let Some(score) = self.enter(child, depth, alpha, beta) {
                self.deliver(-score);
            }
        }
    }

    /// A child's score arrives at the frame on top.
    fn deliver(&mut self, score: i32) {
        let ply = self.stack.len() - 1;
        let frame = &mut self.stack[ply];
        let m = frame.moves[frame.next - 1];
        if score > frame.best {
            frame.best = score;
            frame.best_move = Some(m);
            if ply == 0 {
                self.chosen = Some(m);
            }
        }
        frame.alpha = frame.alpha.max(score);
        if frame.alpha >= frame.beta && frame.state.is_quiet(&m) && self.killers[ply][0] != Some(m) {
            self.killers[ply][1] = self.killers[ply][0];
            self.killers[ply][0] = Some(m);
        }
    }

    /// The frame on top is finished: store it and pass its score up.
    fn leave(&mut self) {
        let Some(frame) = self.stack.pop() else { return };
        let bound = if frame.best <= frame.alpha0 {
            Bound::Upper
        } else if frame.best >= frame.beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        let slot = (frame.key as usize) % TT_SIZE;
        self.tt[slot] = Some(Entry {
            key: frame.key,
            depth: frame.depth,
            score: frame.best,
            bound,
            best: frame.best_move,
        });
        let score = frame.best;
        let depth = frame.depth;
        self.spare.push(frame);
        if self.stack.is_empty() {
            self.finished = Some((score, depth));
        } else {
            self.deliver(-score);
        }
    }
}

impl<G: Heuristic> Thinker for AlphaBeta<G> {
    fn think(&mut self, stop: &mut dyn FnMut() -> bool) -> Option<String> {
        if self.root.outcome().is_some() {
            return None;
        }
        if !self.done {
            self.done = self.run(stop);
        }
        if !self.done {
            return None;
        }
        let m = self.chosen.or_else(|| {
            let mut moves = Vec::new();
            self.root.legal_actions(&mut moves);
            moves.first().copied()
        })?;
        Some(self.root.action_text(&m))
    }

    fn progress(&self) -> f64 {
        (self.nodes as f64 / self.limits.nodes as f64).min(1.0)
    }

    #[cfg(feature = "cli")]
    fn report(&self) -> Option<Report> {
        let (score, depth) = self.finished.unwrap_or((0, 0));
        // The principal variation from the table: each position's remembered best move, while
        // it is legal there (a slot may since hold another position's entry).
        let mut pv = Vec::new();
        let mut state = self.root.clone();
        let mut moves = Vec::new();
        for _ in 0..depth.max(1) {
            if state.outcome().is_some() || !matches!(state.actor(), Actor::Seat(_)) {
                break;
            }
            let key = state.position_hash();
            let Some(m) = self.tt[(key as usize) % TT_SIZE].filter(|e| e.key == key).and_then(|e| e.best)
            else {
                break;
            };
            state.legal_actions(&mut moves);
            if !moves.contains(&m) {
                break;
            }
            pv.push(state.action_text(&m));
            state.play_unchecked(&m);
            moves.clear();
        }
        let value = if score.abs() > WIN - MAX_PLY as i32 - 1 {
            let plies = WIN - score.abs();
            Value::Mate(if score > 0 { plies } else { -plies })
        } else {
            Value::Score(score)
        };
        Some(Report {
            best: self.chosen.map(|m| self.root.action_text(&m)),
            value,
            pv,
            work: self.nodes,
            depth,
        })
    }
}
