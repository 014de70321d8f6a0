//! Abalone's computer player. Random playouts are useless at a branching factor of ~60, so this
//! is alpha-beta (negamax) with iterative deepening, a transposition table, move ordering
//! (ejections, pushes, killer moves, the previous best move first) and a positional evaluation
//! (marbles, centre distance, cohesion, edge danger).
//!
//! The search runs on an explicit stack instead of recursion so it can stop after any node and
//! resume on the next call: the browser gives it ~12 ms slices and never freezes.

use super::board::{ring, step, CELL_TO_PAD, OFF, PAD};
use super::{seat_colour, Abalone, Move};
use crate::ai::Thinker;
use crate::core::{Game, Outcome, Rng};

const WIN: i32 = 1_000_000;
const MARBLE: i32 = 1_000;
const CENTRE: i32 = 14;
const COHESION: i32 = 4;
const EDGE_DANGER: i32 = 30;
const TT_SIZE: usize = 1 << 17;

/// Search limits per level: (deepest iteration, node budget, evaluation noise).
fn limits(level: u8) -> (u8, u64, i32) {
    match level {
        1 => (1, 5_000, 160),
        2 => (2, 40_000, 20),
        3 => (3, 250_000, 0),
        _ => (8, 1_200_000, 0),
    }
}

/// Ring of every padded cell (4 off the board), precomputed for the evaluation.
fn rings() -> [u8; PAD] {
    let mut r = [4u8; PAD];
    for &p in CELL_TO_PAD.iter() {
        r[p as usize] = ring(p);
    }
    r
}

#[derive(Clone, Copy)]
enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy)]
struct Entry {
    key: u64,
    depth: u8,
    score: i32,
    bound: Bound,
    best: Option<Move>,
}

struct Frame {
    state: Abalone,
    moves: Vec<Move>,
    next: usize,
    depth: u8,
    alpha: i32,
    beta: i32,
    alpha0: i32,
    best: i32,
    best_move: Option<Move>,
    key: u64,
}

pub struct AlphaBeta {
    root: Abalone,
    max_depth: u8,
    budget: u64,
    noise: i32,
    rng: Rng,
    rings: [u8; PAD],
    tt: Vec<Option<Entry>>,
    killers: Vec<[Option<Move>; 2]>,
    stack: Vec<Frame>,
    /// Spare frames, so the search allocates only while it grows deeper.
    spare: Vec<Frame>,
    depth: u8,
    nodes: u64,
    /// Best root move of the deepest finished iteration (or a partial one that searched the
    /// previous best first).
    chosen: Option<Move>,
    done: bool,
}

impl AlphaBeta {
    pub fn new(root: Abalone, level: u8, seed: u64) -> AlphaBeta {
        let (max_depth, budget, noise) = limits(level);
        AlphaBeta {
            root,
            max_depth,
            budget,
            noise,
            rng: Rng::new(seed),
            rings: rings(),
            tt: vec![None; TT_SIZE],
            killers: vec![[None; 2]; 16],
            stack: Vec::new(),
            spare: Vec::new(),
            depth: 0,
            nodes: 0,
            chosen: None,
            done: false,
        }
    }

    /// Static evaluation for the side to move.
    fn evaluate(&mut self, g: &Abalone) -> i32 {
        let me = seat_colour(g.to_move);
        let mut score = (g.ejected[g.to_move] as i32 - g.ejected[1 - g.to_move] as i32) * MARBLE;
        for &p in CELL_TO_PAD.iter() {
            let c = g.at(p);
            if c == 0 {
                continue;
            }
            let sign = if c == me { 1 } else { -1 };
            let r = self.rings[p as usize] as i32;
            let mut s = (4 - r) * CENTRE;
            for d in 0..3 {
                if g.at(step(p, d)) == c {
                    s += COHESION;
                }
            }
            // A rim marble with an enemy next to it, on the line that leads off the board.
            if r == 4 {
                for d in 0..6 {
                    let out = step(p, (d + 3) % 6);
                    let inn = step(p, d);
                    if g.at(out) == OFF && g.at(inn) != 0 && g.at(inn) != c && g.at(inn) != OFF {
                        s -= EDGE_DANGER;
                    }
                }
            }
            score += sign * s;
        }
        if self.noise > 0 {
            score += self.rng.below(self.noise as usize * 2 + 1) as i32 - self.noise;
        }
        score
    }

    /// Move ordering: the remembered best move, ejections, pushes, killers, then by group size.
    fn order(&self, g: &Abalone, moves: &mut [Move], tt_best: Option<Move>, ply: usize) {
        let killers = self.killers.get(ply).copied().unwrap_or([None; 2]);
        let score = |m: &Move| -> i32 {
            if Some(*m) == tt_best {
                return 1_000_000;
            }
            let mut s = match *m {
                Move::Inline { tail, dir, len, pushed } if pushed > 0 => {
                    let mut front = tail;
                    for _ in 0..(len + pushed) {
                        front = step(front, dir as usize);
                    }
                    if g.at(front) == OFF {
                        100_000
                    } else {
                        10_000 + pushed as i32 * 100
                    }
                }
                Move::Inline { len, .. } | Move::Broadside { len, .. } => len as i32 * 10,
            };
            if killers.contains(&Some(*m)) {
                s += 5_000;
            }
            // Toward the centre is usually better.
            let from = m.group()[0];
            let to = step(from, m.dir());
            s += (self.rings[from as usize] as i32 - self.rings[to as usize] as i32) * 20;
            s
        };
        moves.sort_by_cached_key(|m| -score(m));
    }

    fn terminal_score(g: &Abalone, ply: usize) -> i32 {
        match g.outcome() {
            Some(Outcome::Win(w)) if w == g.to_move => WIN - ply as i32,
            Some(Outcome::Win(_)) => -(WIN - ply as i32),
            _ => 0,
        }
    }

    /// Enters a node: returns its score at once (leaf, terminal, table hit) or pushes a frame.
    fn enter(&mut self, state: Abalone, depth: u8, alpha: i32, beta: i32) -> Option<i32> {
        self.nodes += 1;
        let ply = self.stack.len();
        if state.outcome().is_some() {
            return Some(Self::terminal_score(&state, ply));
        }
        if depth == 0 {
            return Some(self.evaluate(&state));
        }
        let key = state.hash();
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
        let mut frame = self.spare.pop().unwrap_or_else(|| Frame {
            state: state.clone(),
            moves: Vec::with_capacity(128),
            next: 0,
            depth,
            alpha,
            beta,
            alpha0: alpha,
            best: -WIN - 1,
            best_move: None,
            key,
        });
        frame.moves.clear();
        state.legal_moves(&mut frame.moves);
        if frame.moves.is_empty() {
            self.spare.push(frame);
            return Some(-(WIN - ply as i32));
        }
        self.order(&state, &mut frame.moves, tt_best, ply);
        frame.state = state;
        frame.next = 0;
        frame.depth = depth;
        frame.alpha = alpha;
        frame.beta = beta;
        frame.alpha0 = alpha;
        frame.best = -WIN - 1;
        frame.best_move = None;
        frame.key = key;
        self.stack.push(frame);
        None
    }

    /// Runs the search until `stop()` or the budget; true when the decision is made.
    fn run(&mut self, stop: &mut dyn FnMut() -> bool) -> bool {
        loop {
            if self.stack.is_empty() {
                // Start the next iteration, or finish.
                if self.depth >= self.max_depth || (self.nodes >= self.budget && self.chosen.is_some()) {
                    return true;
                }
                self.depth += 1;
                let root = self.root.clone();
                if let Some(score) = self.enter(root, self.depth, -WIN - 1, WIN + 1) {
                    let _ = score;
                    return true;
                }
            }
            if self.nodes.is_multiple_of(256) && stop() {
                return false;
            }
            if self.nodes >= self.budget && self.chosen.is_some() && self.depth > 1 {
                // Out of budget: keep the best of the deepest finished iteration (or the partial
                // one, whose first move was the previous best).
                self.stack.clear();
                return true;
            }
            let top = self.stack.len() - 1;
            let frame = &mut self.stack[top];
            let cutoff = frame.alpha >= frame.beta;
            if cutoff || frame.next >= frame.moves.len() {
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
        if score > frame.alpha {
            frame.alpha = score;
        }
        if frame.alpha >= frame.beta {
            let quiet = matches!(m, Move::Broadside { .. } | Move::Inline { pushed: 0, .. });
            if quiet && ply < self.killers.len() && self.killers[ply][0] != Some(m) {
                self.killers[ply][1] = self.killers[ply][0];
                self.killers[ply][0] = Some(m);
            }
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
        self.spare.push(frame);
        if !self.stack.is_empty() {
            self.deliver(-score);
        }
    }
}

impl Thinker for AlphaBeta {
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
            self.root.legal_moves(&mut moves);
            moves.first().copied()
        })?;
        Some(self.root.move_text(&m))
    }

    fn progress(&self) -> f64 {
        (self.nodes as f64 / self.budget as f64).min(1.0)
    }
}
