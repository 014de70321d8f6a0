//! Alpha-beta (negamax) search for two-seat games that alternate single actions, where random
//! playouts say little (Abalone's ~60 moves a turn, Latroncules' long manoeuvring). Iterative
//! deepening, a transposition table, move ordering (the remembered best move, the game's own
//! ordering, killer moves) and the game's static evaluation (`Heuristic`).
//!
//! The search runs on an explicit stack instead of recursion so it can stop after any node and
//! resume on the next call: the browser gives it ~12 ms slices and never freezes.

use super::budget::{Budget, Limits};
use super::random::RandomPlayer;
use super::thinker::{Judgement, Thinker};
#[cfg(feature = "report")]
use super::thinker::{Report, Value};
use crate::core::{order, Actor, Game, Outcome, Rng};

pub(crate) const WIN: i32 = 1_000_000;
/// The transposition table's entries: about one per node of the budget, between these bounds
/// (the top levels' 256 K entries take a few megabytes).
const TT_MIN: usize = 1 << 12;
const TT_MAX: usize = 1 << 18;
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
    /// Actions that change the material at once (a capture, a push off the board): the
    /// quiescence search follows these past the depth (`Limits::quiesce`).
    fn is_tactical(&self, m: &Self::Action) -> bool;
    /// How near a draw by the game's own rule is (a quiet-move limit, a ply limit), from 0
    /// (none in sight) toward 100 (the draw itself). With draw awareness on
    /// (`Limits::contempt`), an advantage counts for less as the draw nears, so the side ahead
    /// cashes it in (a capture now rather than later) and the side behind plays for time.
    fn toward_draw(&self) -> i32 {
        0
    }
    /// How much of the position is locked, from 0 (nothing) toward 100 (every piece that could
    /// make progress is stuck): a draw the rules will call long after the search's horizon.
    /// With draw awareness on, the value leans toward what a draw is worth from the root's
    /// standing, so the side ahead keeps the position open and the side behind closes it.
    fn locked(&self) -> i32 {
        0
    }
}

/// The computer player of a game that uses this search, for one entry of its level table:
/// an alpha-beta budget searches within its limits, any other budget (level 0's random
/// play) is the generic player.
pub fn thinker<G: Heuristic>(state: &G, budget: Budget, seed: u64) -> Box<dyn Thinker> {
    match budget {
        Budget::AlphaBeta(limits) => Box::new(AlphaBeta::new(state.clone(), limits, seed)),
        // Only random play, not the generic player: a game that searches with alpha-beta
        // would otherwise carry an unused MCTS in the site's wasm.
        other => {
            debug_assert!(
                matches!(other, Budget::Random | Budget::Uniform),
                "{other:?} in an alpha-beta row"
            );
            Box::new(RandomPlayer::new(state, seed, matches!(other, Budget::Uniform)))
        }
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
    /// Its search reached the game's end on every line (`Frame::whole`).
    whole: bool,
}

struct Frame<G: Game> {
    state: G,
    moves: Vec<G::Action>,
    next: usize,
    depth: u8,
    /// Quiescence frames (depth 0): how many more plies of tactical actions may follow.
    left: u8,
    alpha: i32,
    beta: i32,
    alpha0: i32,
    best: i32,
    best_move: Option<G::Action>,
    key: u64,
    /// The root's random bonus for this position's action (`Limits::vary`; 0 below the root's
    /// children), added to its score as it reaches the root.
    bonus: i32,
    /// How the child under search was searched: a narrow probe is searched again in full
    /// when it beats alpha (`Limits::reduce`).
    probe: Probe,
    /// The last child must be searched again, in full.
    again: bool,
    /// Every line searched below this frame so far ended the game (no leaf at the depth, none
    /// cut by the ply limit): its score is the game's own, and a deeper search would repeat it.
    whole: bool,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Probe {
    Full,
    /// Principal-variation search: a null window around alpha, one ply shallower when
    /// `reduced` (a late quiet move).
    Narrow {
        reduced: bool,
    },
}

pub struct AlphaBeta<G: Heuristic> {
    root: G,
    limits: Limits,
    seed: u64,
    rng: Rng,
    tt: Vec<Option<Entry<G::Action>>>,
    killers: [[Option<G::Action>; 2]; MAX_PLY],
    stack: Vec<Frame<G>>,
    /// Finished frames kept for reuse, so the search allocates only while it grows deeper.
    spare: Vec<Frame<G>>,
    /// Scratch space for ordering a node's moves.
    keys: Vec<i32>,
    /// Scratch space for a quiescence leaf's legal actions.
    scratch: Vec<G::Action>,
    depth: u8,
    nodes: u64,
    /// Best root move of the deepest finished iteration (or of a partial one, which searched
    /// the previous best first).
    chosen: Option<G::Action>,
    /// The root's score and depth at the end of the deepest finished iteration.
    finished: Option<(i32, u8)>,
    done: bool,
    /// The seat to move at the root, and what a draw is worth to it (`Limits::contempt`).
    root_seat: usize,
    draw: i32,
    /// The root's actions to choose among (`among`), or all of them.
    allowed: Option<Vec<G::Action>>,
    /// The deepest finished iteration reached the game's end on every line: deepening stops.
    whole: bool,
}

impl<G: Heuristic> AlphaBeta<G> {
    pub fn new(root: G, limits: Limits, seed: u64) -> Self {
        AlphaBeta {
            root,
            limits,
            seed,
            rng: Rng::new(seed),
            tt: vec![
                None;
                (limits.nodes.min(TT_MAX as u64) as usize).next_power_of_two().clamp(TT_MIN, TT_MAX)
            ],
            killers: [[None; 2]; MAX_PLY],
            stack: Vec::new(),
            spare: Vec::new(),
            keys: Vec::new(),
            scratch: Vec::new(),
            depth: 0,
            nodes: 0,
            chosen: None,
            finished: None,
            done: false,
            root_seat: 0,
            draw: 0,
            allowed: None,
            whole: false,
        }
        .judged()
    }

    /// The same search, choosing only among `actions` at the root (those an exact solver has
    /// not proven to lose, `solving::Solving`); the others are never searched. Empty: all.
    pub fn among(mut self, actions: Vec<G::Action>) -> Self {
        self.allowed = (!actions.is_empty()).then_some(actions);
        self
    }

    /// The root action the search would play now (`None` before its first answer).
    pub fn best(&self) -> Option<G::Action> {
        self.chosen
    }

    /// The search under way, from now on choosing only among `actions` and searching to
    /// `max_depth` (`solving::Solving`: a shallow look first, then the solver's verdict). What
    /// the table holds below the root stays true. Where the best root action so far is among
    /// `actions`, deepening goes on from there; otherwise it starts again from one ply, which
    /// the table makes quick up to the depth already reached.
    pub fn restrict(&mut self, actions: Vec<G::Action>, max_depth: u8) {
        self.limits.max_depth = max_depth;
        self.done = false;
        // An iteration cut short is dropped: its frames searched actions now excluded.
        while let Some(frame) = self.stack.pop() {
            self.spare.push(frame);
        }
        if self.chosen.is_some_and(|m| !actions.contains(&m)) || self.finished.is_none() {
            self.chosen = None;
            self.finished = None;
            self.depth = 0;
            self.whole = false;
        } else if let Some((_, depth)) = self.finished {
            self.depth = depth;
        }
        self.allowed = (!actions.is_empty()).then_some(actions);
    }

    /// Sets what a draw is worth from the root's standing: ahead, a draw loses what the lead is
    /// worth (up to `contempt`); behind, it saves as much; level, it costs a little.
    fn judged(mut self) -> Self {
        if let Actor::Seat(seat) = self.root.actor() {
            self.root_seat = seat;
        }
        let c = self.limits.contempt;
        if c > 0 && self.root.outcome().is_none() {
            // Level, a draw still costs an eighth of the contempt: the side to move plays on
            // for a win rather than repeat (an opponent no stronger is worth playing on against).
            self.draw = -(self.root.evaluate() + c / 8).clamp(-c, c);
        }
        self
    }

    /// A draw's worth for the seat to move in `g`.
    fn draw_score(&self, g: &G) -> i32 {
        match g.actor() {
            Actor::Seat(s) if s != self.root_seat => -self.draw,
            _ => self.draw,
        }
    }

    /// The fixed random bonus of the root action leading to `child` (`Limits::vary`).
    fn bonus(&self, child: &G) -> i32 {
        let vary = self.limits.vary;
        if vary <= 0 {
            return 0;
        }
        // Drawn from the seed and the position: the same action gets the same bonus in every
        // iteration of this search, and another in the next game.
        Rng::new(child.position_hash() ^ self.seed.wrapping_mul(0x9e37_79b9_7f4a_7c15))
            .below(vary as usize + 1) as i32
    }

    /// Whether the position `key`, about to be entered at `ply`, repeats a position of the searched line with
    /// the same seat to move (2, 4, … plies back): then it is scored as a draw.
    fn repeats(&self, key: u64, ply: usize) -> bool {
        if self.limits.contempt == 0 || ply < 2 {
            return false;
        }
        (0..ply - 1).rev().step_by(2).any(|i| self.stack[i].key == key)
    }

    fn evaluate(&mut self, g: &G) -> i32 {
        let noise = self.limits.noise;
        let jitter = if noise > 0 { self.rng.below(noise as usize * 2 + 1) as i32 - noise } else { 0 };
        let value = g.evaluate();
        // Half the advantage is gone when the draw is one action away (`toward_draw`).
        let fading = if self.limits.contempt > 0 { value * g.toward_draw().clamp(0, 100) / 200 } else { 0 };
        // All the way to a draw's worth when everything is locked (`locked`).
        let lock = if self.limits.contempt > 0 { g.locked().clamp(0, 100) } else { 0 };
        let leaning = if lock > 0 { (self.draw_score(g) - value) * lock / 100 } else { 0 };
        value - fading + leaning + jitter
    }

    fn terminal_score(&self, g: &G, ply: usize) -> i32 {
        let Actor::Seat(me) = g.actor() else { return 0 };
        match g.outcome() {
            Some(Outcome::Win(w)) if w == me => WIN - ply as i32,
            Some(Outcome::Win(_)) => -(WIN - ply as i32),
            _ => self.draw_score(g),
        }
    }

    /// Enters a node: returns its score at once (leaf, terminal, table hit) or pushes a frame.
    fn enter(&mut self, state: G, depth: u8, alpha: i32, beta: i32, bonus: i32) -> Option<i32> {
        self.nodes += 1;
        let ply = self.stack.len();
        if state.outcome().is_some() {
            return Some(self.terminal_score(&state, ply));
        }
        if ply + 1 >= MAX_PLY || depth == 0 {
            // A leaf short of the end: the line is judged, not searched to its end.
            if let Some(parent) = self.stack.last_mut() {
                parent.whole = false;
            }
            if ply + 1 >= MAX_PLY {
                return Some(self.evaluate(&state));
            }
            return self.quiesce(state, alpha, beta, ply, bonus);
        }
        let key = state.position_hash();
        // Repetitions are looked for where the table is (a leaf's is its static value).
        if self.repeats(key, ply) {
            if let Some(parent) = self.stack.last_mut() {
                parent.whole = false;
            }
            return Some(self.draw_score(&state));
        }
        let slot = (key as usize) & (self.tt.len() - 1);
        let mut tt_best = None;
        if let Some(e) = self.tt[slot].filter(|e| e.key == key) {
            tt_best = e.best;
            if e.depth >= depth && ply > 0 {
                let hit = match e.bound {
                    Bound::Exact => true,
                    Bound::Lower => e.score >= beta,
                    Bound::Upper => e.score <= alpha,
                };
                if hit {
                    if let Some(parent) = self.stack.last_mut() {
                        parent.whole &= e.whole;
                    }
                    return Some(e.score);
                }
            }
        }
        let mut moves = self.spare.pop().map(|f| f.moves).unwrap_or_default();
        moves.clear();
        state.legal_actions(&mut moves);
        if moves.is_empty() {
            return Some(self.terminal_score(&state, ply));
        }
        if let Some(allowed) = self.allowed.as_ref().filter(|_| ply == 0) {
            moves.retain(|m| allowed.contains(m));
        }
        let killers = self.killers[ply];
        order::sort_many_by_key_once(&mut moves, &mut self.keys, |m| {
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
            left: 0,
            alpha,
            beta,
            alpha0: alpha,
            best: -WIN - 1,
            best_move: None,
            key,
            bonus,
            probe: Probe::Full,
            again: false,
            whole: true,
        });
        None
    }

    /// A leaf: its static value, or with quiescence (`Limits::quiesce`) the best of that and of
    /// its tactical actions, searched the same way (a frame of depth 0). Standing pat is the
    /// static value: the side to move need not capture.
    fn quiesce(&mut self, state: G, alpha: i32, beta: i32, ply: usize, bonus: i32) -> Option<i32> {
        // Plies of quiescence left: the limit at the search's leaves, one fewer below each
        // quiescence frame (so late-move reductions do not lengthen it, and 0 is off).
        let left = match self.stack.last() {
            Some(parent) if parent.depth == 0 => parent.left.saturating_sub(1),
            _ => self.limits.quiesce,
        };
        let stand = self.evaluate(&state);
        if left == 0 || stand >= beta {
            return Some(stand);
        }
        // Most leaves have no tactical action: the list is made in a scratch vector, and a
        // frame's only when there is something to search.
        self.scratch.clear();
        state.legal_actions(&mut self.scratch);
        if self.scratch.is_empty() {
            return Some(self.terminal_score(&state, ply));
        }
        self.scratch.retain(|m| state.is_tactical(m));
        if self.scratch.is_empty() {
            return Some(stand);
        }
        // The tactical actions become the frame's list; a spare list becomes the scratch.
        let spare = self.spare.pop().map(|f| f.moves).unwrap_or_default();
        let mut moves = std::mem::replace(&mut self.scratch, spare);
        order::sort_many_by_key_once(&mut moves, &mut self.keys, |m| -state.move_order(m));
        self.stack.push(Frame {
            state,
            moves,
            next: 0,
            depth: 0,
            left,
            alpha: alpha.max(stand),
            beta,
            alpha0: alpha,
            best: stand,
            best_move: None,
            key: 0,
            bonus,
            probe: Probe::Full,
            again: false,
            whole: true,
        });
        None
    }

    /// Runs the search until `stop()` or the budget; true when the decision is made.
    fn run(&mut self, stop: &mut dyn FnMut() -> bool) -> bool {
        loop {
            if self.stack.is_empty() {
                // Start the next iteration, or finish.
                let spent = self.nodes >= self.limits.nodes && self.chosen.is_some();
                // A proven win or loss needs no deeper look.
                let proven = self.finished.is_some_and(|(score, _)| score.abs() > WIN - MAX_PLY as i32 - 1);
                // Nor does a search that reached the end everywhere (a short game's last plies).
                if self.depth >= self.limits.max_depth || spent || proven || self.whole {
                    return true;
                }
                self.depth += 1;
                if self.enter(self.root.clone(), self.depth, -WIN - 1, WIN + 1, 0).is_some() {
                    return true;
                }
            }
            // The first iteration is finished whatever the clock says (a ply's evaluations, a
            // few milliseconds): every root action has been looked at once.
            if self.nodes.is_multiple_of(256) && self.finished.is_some() && stop() {
                return false;
            }
            if self.nodes >= self.limits.nodes && self.chosen.is_some() && self.depth > 1 {
                self.stack.clear();
                return true;
            }
            let top = self.stack.len() - 1;
            let killers = self.killers[top];
            let reduce = self.limits.reduce;
            let frame = &mut self.stack[top];
            if frame.again {
                // A probe beat alpha: the same child again, at full depth and window.
                frame.again = false;
                frame.probe = Probe::Full;
                let m = frame.moves[frame.next - 1];
                let mut child = frame.state.clone();
                child.play_unchecked(&m);
                let (depth, alpha, beta) = (frame.depth.saturating_sub(1), -frame.beta, -frame.alpha);
                if let Some(score) = self.enter(child, depth, alpha, beta, 0) {
                    self.deliver(-score);
                }
                continue;
            }
            if frame.alpha >= frame.beta || frame.next >= frame.moves.len() {
                self.leave();
                continue;
            }
            let k = frame.next;
            let m = frame.moves[k];
            frame.next += 1;
            let mut child = frame.state.clone();
            child.play_unchecked(&m);
            // Below the root, every move after the first is first probed with a null window
            // (it rarely beats the first, best-ordered one), and late quiet moves one ply
            // shallower; the root searches every move in full, so its bonuses compare exactly.
            let narrow = reduce && top > 0 && k > 0;
            let reduced = narrow
                && frame.depth >= 3
                && k >= 3
                && frame.state.is_quiet(&m)
                && !killers.contains(&Some(m));
            frame.probe = if narrow { Probe::Narrow { reduced } } else { Probe::Full };
            let depth = frame.depth.saturating_sub(1 + u8::from(reduced));
            let (beta0, alpha0) = (frame.beta, frame.alpha);
            // A root child's bonus shifts its window, so its score compares with its siblings'.
            let bonus = if top == 0 { self.bonus(&child) } else { 0 };
            let (alpha, beta) = if narrow { (-alpha0 - 1, -alpha0) } else { (bonus - beta0, bonus - alpha0) };
            if let Some(score) = self.enter(child, depth, alpha, beta, bonus) {
                self.deliver(lift(score, bonus));
            }
        }
    }

    /// A child's score arrives at the frame on top.
    fn deliver(&mut self, score: i32) {
        let ply = self.stack.len() - 1;
        let frame = &mut self.stack[ply];
        let m = frame.moves[frame.next - 1];
        if let Probe::Narrow { reduced } = frame.probe {
            if score > frame.alpha && (reduced || score < frame.beta) {
                frame.again = true;
                return;
            }
        }
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
        // A quiescence frame (depth 0) is not kept: the table holds searched depths only.
        if frame.depth > 0 {
            let slot = (frame.key as usize) & (self.tt.len() - 1);
            self.tt[slot] = Some(Entry {
                key: frame.key,
                depth: frame.depth,
                score: frame.best,
                bound,
                best: frame.best_move,
                whole: frame.whole,
            });
        }
        let score = frame.best;
        let depth = frame.depth;
        let bonus = frame.bonus;
        let whole = frame.whole;
        self.spare.push(frame);
        if self.stack.is_empty() {
            self.finished = Some((score, depth));
            self.whole = whole;
        } else {
            if let Some(parent) = self.stack.last_mut() {
                parent.whole &= whole;
            }
            self.deliver(lift(score, bonus));
        }
    }
}

/// A child's score as its parent sees it, with the root's bonus for the action (none on a won
/// or lost game: a mate's score counts its plies).
fn lift(child: i32, bonus: i32) -> i32 {
    let score = -child;
    if score.abs() > WIN - MAX_PLY as i32 - 1 {
        score
    } else {
        score + bonus
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
        self.conclude()
    }

    fn conclude(&mut self) -> Option<String> {
        if self.root.outcome().is_some() {
            return None;
        }
        self.done = true;
        let m = self.chosen.or_else(|| {
            let mut moves = Vec::new();
            self.root.legal_actions(&mut moves);
            let allowed = self.allowed.as_ref();
            moves.into_iter().find(|m| allowed.is_none_or(|a| a.contains(m)))
        })?;
        Some(self.root.action_text(&m))
    }

    fn progress(&self) -> f64 {
        (self.nodes as f64 / self.limits.nodes as f64).min(1.0)
    }

    fn judgement(&self) -> Option<Judgement> {
        self.finished.map(|(score, _)| Judgement::Score(score))
    }

    #[cfg(feature = "report")]
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
            // The root's move is the one chosen (its table slot may hold another position now).
            let remembered = self.tt[(key as usize) & (self.tt.len() - 1)].filter(|e| e.key == key);
            let Some(m) = (if pv.is_empty() { self.chosen } else { remembered.and_then(|e| e.best) }) else {
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
