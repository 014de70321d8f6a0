//! An exact solver for games of two seats without chance: negamax alpha-beta over the values
//! win, draw and loss, searched to the game's end. Near the end of a short game (Qawale's last
//! plies) it sees everything, so the computer never walks into a loss there and never misses a
//! win, which MCTS's random playouts can do (a win in one of 440 actions hides easily).
//!
//! Only what is proven is reported: a search cut short by its node budget or by the caller's
//! stop returns `None` (unknown), never a value. Values are exact, so a transposition table
//! needs no depth: a position's value does not depend on how deep it was met, only its bounds
//! from narrow windows have to be kept apart (`Slot`).
//!
//! Games opt in by implementing [`Exact`] in their own module (the ai floor names no game);
//! `plain` is the same search with nothing but alpha-beta, to cross-check the table and the
//! game's symmetric key: a table must never change a value.

use super::budget::Budget;
use super::mcts::Mcts;
use super::thinker::Thinker;
use crate::core::{Actor, Game, Outcome};

/// A win, a draw or a loss for the seat to act (or for the root's mover, in [`Classified`]).
pub const WIN: i8 = 1;
pub const DRAW: i8 = 0;
pub const LOSS: i8 = -1;

/// A search to the game's end (`search`'s depth): its values are the game's own.
pub const TO_THE_END: u8 = u8::MAX;

/// How often (in nodes) the caller's stop is asked: often enough to stop within a millisecond
/// or so, seldom enough that asking a clock costs nothing.
const STOP_EVERY: u64 = 4_096;
/// The transposition table's entries, at most (24 bytes each: 6 MB). The table is sized from
/// the node budget, a slot for every two nodes, within these bounds.
const TABLE_MIN_BITS: u32 = 10;
const TABLE_MAX_BITS: u32 = 18;

/// What a game tells the exact solver. Both methods have defaults, so implementing it with an
/// empty body solves correctly, only slower.
pub trait Exact: Game {
    /// A key equal for positions of equal value (the same position, or its image under the
    /// board's symmetries), and different for any two positions that could differ: it must
    /// hold everything that decides the rest of the game. The table stores the whole key, so
    /// two positions can never share an entry by a hash collision. `None`: no table.
    fn exact_key(&self) -> Option<u128> {
        None
    }

    /// How promising this position looks for `mover`, who acted to reach it (higher is
    /// searched first). Cheap: it is asked of every child of every node searched.
    fn exact_order(&self, _mover: usize) -> i32 {
        0
    }

    /// What the seat to act can get at once, worked out faster than by playing every action
    /// (`None`: the solver plays them all). Near the end of a game of lines most of the
    /// solver's work is asking "can the player to act win in one?" of every position, and on
    /// the last ply "what is the best ending?": a game that answers from its board without
    /// copying it hundreds of times makes the solver many times faster.
    fn exact_at_once(&self) -> Option<AtOnce> {
        None
    }

    /// Where the end is not yet in reach: how deep the solver checks an alpha-beta search's
    /// choice for a loss (`solving::Solving::check`), or nothing (the default) where the search
    /// sees as far by itself in its time. Checking one action is cheap where classifying all
    /// is not.
    fn exact_check(&self) -> &'static [u8] {
        &[]
    }

    /// How deep `classify` searches from this position, deeper and deeper (`deepen`), and how
    /// much of the level's budget it may spend: by default to the end, with all of it. A game
    /// whose end is out of reach early on searches a few plies there instead, and proves the
    /// losses that near, for a share of the budget that leaves the rest of the time to MCTS.
    fn exact_reach(&self, budget: u64) -> (&'static [u8], u64) {
        (&[TO_THE_END], budget)
    }
}

/// What the seat to act can get with one action (`Exact::exact_at_once`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AtOnce {
    /// Some action wins at once.
    Win,
    /// No action wins at once (some may end the game otherwise).
    NoWin,
    /// Every action ends the game, and the best of them is worth this (`DRAW` or `LOSS`).
    Ends(i8),
}

/// What the root's actions are worth for the seat to act there, as far as the budget allowed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Classified {
    /// One per action, in the order given: `Some(WIN | DRAW | LOSS)` proven, `None` unknown.
    /// Once a win is found the others are left unknown: the win is what will be played.
    pub values: Vec<Option<i8>>,
    /// Positions visited (each action played counts one).
    pub nodes: u64,
    /// One per action: proven at least a draw, a win or not (a search short of budget may
    /// prove an action safe before it has ruled out that it wins).
    pub held: Vec<bool>,
}

impl Classified {
    /// The first proven winning action.
    pub fn winning(&self) -> Option<usize> {
        self.values.iter().position(|&v| v == Some(WIN))
    }

    /// Every action has a value (or a win was found, which decides).
    pub fn complete(&self) -> bool {
        self.winning().is_some() || self.values.iter().all(Option::is_some)
    }

    /// The indices of the actions proven at least a draw.
    pub fn safe(&self) -> Vec<usize> {
        (0..self.values.len())
            .filter(|&i| self.values[i].is_some_and(|v| v >= DRAW) || self.held.get(i) == Some(&true))
            .collect()
    }

    /// The indices of the actions proven to lose.
    pub fn losing(&self) -> Vec<usize> {
        (0..self.values.len()).filter(|&i| self.values[i] == Some(LOSS)).collect()
    }
}

/// The value of a finished game for `me`.
fn final_value(outcome: &Outcome, me: usize) -> i8 {
    match outcome {
        Outcome::Win(s) if *s == me => WIN,
        Outcome::Win(_) => LOSS,
        Outcome::Draw => DRAW,
        scores => {
            let r = scores.rewards(2)[me];
            if r > 0.5 {
                WIN
            } else if r < 0.5 {
                LOSS
            } else {
                DRAW
            }
        }
    }
}

/// The seat to act, if the position can be solved (two seats, no chance, not over).
fn seat_to_solve<G: Game>(g: &G) -> Option<usize> {
    match g.actor() {
        Actor::Seat(s) if g.seats() == 2 && g.outcome().is_none() => Some(s),
        _ => None,
    }
}

/// One entry of the table: the whole key and the bounds proven for it. Narrow windows prove a
/// bound, not the value, so both are kept (a draw proven "at least" and later "at most"
/// becomes exact). `depth`: the plies searched for them. A search cut at a depth counts what
/// lies beyond as a draw, so a bound at DRAW holds only as deep as it was searched; a bound at
/// WIN or LOSS is a proof, and holds at any depth.
#[derive(Clone, Copy)]
struct Slot {
    key: [u64; 2],
    lower: i8,
    upper: i8,
    depth: u8,
}

const EMPTY: Slot = Slot { key: [0; 2], lower: LOSS, upper: WIN, depth: 0 };

/// The transposition table: a power of two of slots, each position in one slot, the latest
/// result replacing what was there (values are exact, so no entry is worth more for its depth).
struct Table {
    slots: Vec<Slot>,
    shift: u32,
}

impl Table {
    fn new(budget: u64) -> Table {
        let bits = (budget / 2).max(1).ilog2().clamp(TABLE_MIN_BITS, TABLE_MAX_BITS);
        Table { slots: vec![EMPTY; 1 << bits], shift: 64 - bits }
    }

    fn index(&self, key: u128) -> usize {
        let mixed = ((key as u64) ^ ((key >> 64) as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15))
            .wrapping_mul(0xD6E8_FEB8_6659_FD93);
        (mixed >> self.shift) as usize
    }

    fn split(key: u128) -> [u64; 2] {
        [key as u64, (key >> 64) as u64]
    }

    /// The bounds known for `key` for a search `depth` plies deep (LOSS..=WIN when nothing is).
    fn probe(&self, key: u128, depth: u8) -> (i8, i8) {
        let slot = &self.slots[self.index(key)];
        if slot.key != Self::split(key) || slot.lower > slot.upper {
            return (LOSS, WIN);
        }
        if slot.depth >= depth {
            (slot.lower, slot.upper)
        } else {
            // Searched less deep: only its proofs hold.
            (if slot.lower == WIN { WIN } else { LOSS }, if slot.upper == LOSS { LOSS } else { WIN })
        }
    }

    fn store(&mut self, key: u128, lower: i8, upper: i8, depth: u8) {
        let i = self.index(key);
        let split = Self::split(key);
        let slot = &mut self.slots[i];
        let proofs =
            |s: &Slot| (if s.lower == WIN { WIN } else { LOSS }, if s.upper == LOSS { LOSS } else { WIN });
        if slot.key != split {
            *slot = Slot { key: split, lower, upper, depth };
        } else if depth == slot.depth {
            slot.lower = slot.lower.max(lower);
            slot.upper = slot.upper.min(upper);
        } else if depth > slot.depth {
            // The deeper search's bounds, and the shallower one's proofs.
            let (l, u) = proofs(slot);
            *slot = Slot { key: split, lower: lower.max(l), upper: upper.min(u), depth };
        } else {
            let (l, u) = proofs(&Slot { key: split, lower, upper, depth });
            slot.lower = slot.lower.max(l);
            slot.upper = slot.upper.min(u);
        }
    }
}

/// A child of a node, played once for the win-in-one pass and kept for the search.
struct Child<G: Game> {
    state: G,
    action: G::Action,
    order: i32,
}

/// The search with its table, its work count and the caller's stop.
struct Solver<'s, G: Exact> {
    table: Table,
    nodes: u64,
    budget: u64,
    stop: &'s mut dyn FnMut() -> bool,
    /// Out of budget or stopped: every search from now on answers unknown.
    out: bool,
    /// Two actions per ply that cut a sibling's search short: tried first at the next node
    /// of that ply (actions are not indexable in general, so there is no history table; the
    /// game's order score does that job).
    killers: Vec<[Option<G::Action>; 2]>,
    /// Children lists of finished nodes, reused: an allocation per node costs more than
    /// many of its children in the worker's wasm.
    spare: Vec<Vec<Child<G>>>,
}

impl<'s, G: Exact> Solver<'s, G> {
    fn new(budget: u64, stop: &'s mut dyn FnMut() -> bool) -> Self {
        Solver {
            table: Table::new(budget),
            nodes: 0,
            budget,
            stop,
            out: false,
            killers: Vec::new(),
            spare: Vec::new(),
        }
    }

    /// Counts one position; false once the budget is spent or the caller stops.
    fn tick(&mut self) -> bool {
        if self.out {
            return false;
        }
        if self.nodes >= self.budget {
            self.out = true;
            return false;
        }
        self.nodes += 1;
        if self.nodes.is_multiple_of(STOP_EVERY) && (self.stop)() {
            self.out = true;
            return false;
        }
        true
    }

    /// The value for `me` of the position `child` reached by `me`'s action, searched within
    /// (alpha, beta) for `me` (fail-soft: outside the window it is a bound on that side).
    fn child_value(
        &mut self,
        child: &G,
        me: usize,
        alpha: i8,
        beta: i8,
        ply: usize,
        depth: u8,
    ) -> Option<i8> {
        if let Some(o) = child.outcome() {
            return Some(final_value(&o, me));
        }
        match child.actor() {
            Actor::Seat(s) if s == me => self.search(child, me, alpha, beta, ply, depth),
            Actor::Seat(s) => self.search(child, s, -beta, -alpha, ply, depth).map(|v| -v),
            Actor::Chance => None,
        }
    }

    /// Negamax for `me`, the seat to act at `g` (not over), within (alpha, beta), fail-soft,
    /// `depth` plies deep (`TO_THE_END`: to the game's end). Past the depth a position counts
    /// as a draw unless the game says at once that it is won: a cut search proves wins and
    /// losses within its depth, and says DRAW for "neither within it".
    fn search(&mut self, g: &G, me: usize, mut alpha: i8, mut beta: i8, ply: usize, depth: u8) -> Option<i8> {
        if depth == 0 {
            if !self.tick() {
                return None;
            }
            return Some(match g.exact_at_once() {
                Some(AtOnce::Win) => WIN,
                Some(AtOnce::Ends(v)) => v,
                _ => DRAW,
            });
        }
        let key = g.exact_key();
        if let Some(key) = key {
            let (lower, upper) = self.table.probe(key, depth);
            if lower == upper || lower >= beta {
                return Some(lower);
            }
            if upper <= alpha {
                return Some(upper);
            }
            alpha = alpha.max(lower);
            beta = beta.min(upper);
        }
        let window = (alpha, beta);
        let mut children = self.spare.pop().unwrap_or_default();
        children.clear();
        let best = self.search_children(g, me, &mut alpha, beta, (ply, depth), &mut children);
        self.spare.push(children);
        let best = best?;
        if let Some(key) = key {
            // Fail-soft: below the window an upper bound, above it a lower bound.
            let lower = if best > window.0 { best } else { LOSS };
            let upper = if best < window.1 { best } else { WIN };
            self.table.store(key, lower, upper, depth);
        }
        Some(best)
    }

    /// The children of `g`, searched: first what the game says of them at once
    /// (`Exact::exact_at_once`); then the killers of this ply and the first action, each
    /// played alone (one of them usually settles a node that needs a single good answer, and
    /// the other actions are then never played); then every other action played once (a win
    /// in one ends the node at once, the commonest cut in a game of lines; finished games give
    /// their values without a search) and searched in the game's order.
    fn search_children(
        &mut self,
        g: &G,
        me: usize,
        alpha: &mut i8,
        beta: i8,
        (ply, depth): (usize, u8),
        children: &mut Vec<Child<G>>,
    ) -> Option<i8> {
        let below = if depth == TO_THE_END { TO_THE_END } else { depth - 1 };
        let at_once = g.exact_at_once();
        if at_once.is_some() && !self.tick() {
            return None;
        }
        match at_once {
            Some(AtOnce::Win) => return Some(WIN),
            Some(AtOnce::Ends(v)) => return Some(v),
            _ => {}
        }
        let mut actions = Vec::new();
        g.legal_actions(&mut actions);
        if self.killers.len() <= ply {
            self.killers.resize(ply + 1, [None, None]);
        }
        let mut best = i8::MIN;
        // Probes, only where the game has ruled out a win in one (else the pass below must
        // look for it first).
        let mut probed = [usize::MAX; 3];
        if at_once == Some(AtOnce::NoWin) {
            let killers = self.killers[ply].clone();
            let first = actions.first().cloned();
            for (k, probe) in killers.into_iter().chain([first]).enumerate() {
                let Some(i) = probe.and_then(|p| actions.iter().position(|a| *a == p)) else { continue };
                if probed.contains(&i) {
                    continue;
                }
                probed[k] = i;
                if !self.tick() {
                    return None;
                }
                let mut state = g.clone();
                state.play_unchecked(&actions[i]);
                let v = self.child_value(&state, me, *alpha, beta, ply + 1, below)?;
                best = best.max(v);
                if v >= beta {
                    self.remember_killer(ply, &actions[i]);
                    return Some(best);
                }
                *alpha = (*alpha).max(v);
            }
        }
        for (i, action) in actions.into_iter().enumerate() {
            if probed.contains(&i) {
                continue;
            }
            if !self.tick() {
                return None;
            }
            let mut state = g.clone();
            state.play_unchecked(&action);
            if let Some(o) = state.outcome() {
                let v = final_value(&o, me);
                if v == WIN {
                    return Some(WIN);
                }
                best = best.max(v);
                continue;
            }
            let order = state.exact_order(me);
            children.push(Child { state, action, order });
        }
        if best >= beta {
            return Some(best);
        }
        *alpha = (*alpha).max(best);
        children.sort_by_key(|c| std::cmp::Reverse(c.order));
        for c in children.iter() {
            let v = self.child_value(&c.state, me, *alpha, beta, ply + 1, below)?;
            best = best.max(v);
            if v >= beta {
                let action = c.action.clone();
                self.remember_killer(ply, &action);
                return Some(best);
            }
            *alpha = (*alpha).max(v);
        }
        // No action at all in a game not over: not a position this solver understands.
        (best != i8::MIN).then_some(best)
    }

    fn remember_killer(&mut self, ply: usize, action: &G::Action) {
        let killers = &mut self.killers[ply];
        if killers[0].as_ref() != Some(action) {
            killers[1] = killers[0].replace(action.clone());
        }
    }
}

/// The value of `g` for the seat to act, if `budget` positions and `stop` allow (`None`: unknown,
/// also for a finished game, chance or more than two seats).
pub fn solve<G: Exact>(g: &G, budget: u64, stop: &mut dyn FnMut() -> bool) -> (Option<i8>, u64) {
    let Some(me) = seat_to_solve(g) else { return (None, 0) };
    let mut solver = Solver::new(budget, stop);
    let v = solver.search(g, me, LOSS, WIN, 0, TO_THE_END);
    (v, solver.nodes)
}

/// What each of `actions` (legal at `root`) is worth for the seat to act, within `budget`
/// positions (as far as the game's `Exact::exact_reach` says), until `stop` says so. A win is looked for first, in every action (a null window
/// "is it a win?": cheap, since one answer per reply suffices), and the first one found ends
/// the search; then "is it at least a draw?" for each. A cut-short search leaves the actions
/// it did not finish unknown; what it proved stays proven.
pub fn classify<G: Exact>(
    root: &G,
    actions: &[G::Action],
    budget: u64,
    stop: &mut dyn FnMut() -> bool,
) -> Classified {
    let (depths, budget) = root.exact_reach(budget);
    deepen(root, actions, budget, stop, depths)
}

/// `classify`, searched deeper and deeper: after each root action, `depths` plies (the last
/// may be `TO_THE_END`), with one table throughout. A search cut at a depth proves wins and
/// losses within it and nothing else: only those are reported, and the losses add up from one
/// depth to the next; to the end, draws are proven too. Where the end is out of reach (Qawale's
/// middle game), this still keeps the computer from walking into a loss it could see coming.
pub fn deepen<G: Exact>(
    root: &G,
    actions: &[G::Action],
    budget: u64,
    stop: &mut dyn FnMut() -> bool,
    depths: &[u8],
) -> Classified {
    let mut values = vec![None; actions.len()];
    let mut held = vec![false; actions.len()];
    let Some(me) = seat_to_solve(root) else { return Classified { values, nodes: 0, held } };
    let mut solver = Solver::new(budget, stop);
    // Immediate results first: a win in one needs no search.
    let mut open = Vec::new();
    for (i, action) in actions.iter().enumerate() {
        if !solver.tick() {
            return Classified { values, nodes: solver.nodes, held };
        }
        let mut child = root.clone();
        child.play_unchecked(action);
        match child.outcome() {
            Some(o) => {
                values[i] = Some(final_value(&o, me));
                if values[i] == Some(WIN) {
                    return Classified { values, nodes: solver.nodes, held };
                }
            }
            None => open.push((i, child.exact_order(me), child)),
        }
    }
    open.sort_by_key(|&(_, order, _)| std::cmp::Reverse(order));
    for &depth in depths {
        let to_the_end = depth == TO_THE_END;
        // "Is it a win?": a value of at least WIN within the window (DRAW, WIN). For half the
        // budget left at most: a drawn position must refute a win for every action, which can
        // take all of it, and the computer must still have an action proven safe to play.
        let mut at_most_draw = vec![false; actions.len()];
        let budget = solver.budget;
        solver.budget = solver.nodes + (budget - solver.nodes) / 2;
        for (i, _, child) in &open {
            if values[*i].is_some() {
                continue;
            }
            match solver.child_value(child, me, DRAW, WIN, 1, depth) {
                Some(WIN) => {
                    values[*i] = Some(WIN);
                    return Classified { values, nodes: solver.nodes, held };
                }
                // Fail-soft: at most a loss is a loss.
                Some(LOSS) => values[*i] = Some(LOSS),
                Some(_) => at_most_draw[*i] = true,
                None => break,
            }
        }
        // Out of the win's half: the rest for safety, unless the caller stopped.
        if solver.out && solver.nodes >= solver.budget {
            solver.out = false;
        }
        solver.budget = budget;
        // "Is it at least a draw?": within (LOSS, DRAW).
        for (i, _, child) in &open {
            if values[*i].is_some() {
                continue;
            }
            match solver.child_value(child, me, LOSS, DRAW, 1, depth) {
                Some(LOSS) => values[*i] = Some(LOSS),
                // At least a draw; exactly one if the win was ruled out (only to the end: a cut
                // search's DRAW is "neither within its depth").
                Some(_) => {
                    held[*i] = true;
                    if to_the_end && at_most_draw[*i] {
                        values[*i] = Some(DRAW);
                    }
                }
                None => return Classified { values, nodes: solver.nodes, held },
            }
        }
    }
    Classified { values, nodes: solver.nodes, held }
}

/// The same values by plain alpha-beta: no table, no symmetry, no ordering, no win-in-one
/// pass. Slow; it exists to check the solver above (and a game's `Exact` key) against.
pub mod plain {
    use super::{final_value, seat_to_solve, LOSS, WIN};
    use crate::core::{Actor, Game};

    /// What a position is worth to its seat to act without searching it: nothing known
    /// (`solve`), or its win in one (`solve_at_once`).
    type Shortcut<G> = fn(&G) -> Option<i8>;

    /// The value of `g` for the seat to act within `budget` positions (`None`: unknown).
    pub fn solve<G: Game>(g: &G, budget: u64) -> (Option<i8>, u64) {
        solve_with(g, budget, |_| None)
    }

    /// `solve` asking each position first what its seat can get at once
    /// (`Exact::exact_at_once`): still no table, symmetry or ordering, so it checks those of
    /// the solver above where the fully plain search is out of reach (5 plies left in Qawale),
    /// and trusts only the game's win-in-one walk, which its own tests hold to playing every action.
    pub fn solve_at_once<G: super::Exact>(g: &G, budget: u64) -> (Option<i8>, u64) {
        solve_with(g, budget, |g| match g.exact_at_once() {
            Some(super::AtOnce::Win) => Some(WIN),
            Some(super::AtOnce::Ends(v)) => Some(v),
            _ => None,
        })
    }

    fn solve_with<G: Game>(g: &G, budget: u64, shortcut: Shortcut<G>) -> (Option<i8>, u64) {
        let Some(me) = seat_to_solve(g) else { return (None, 0) };
        let mut nodes = 0;
        let v = search(g, me, LOSS, WIN, &mut nodes, budget, shortcut);
        (v, nodes)
    }

    /// Each action's value for the seat to act at `root` (every action solved in full).
    pub fn classify<G: Game>(root: &G, actions: &[G::Action], budget: u64) -> (Vec<Option<i8>>, u64) {
        let mut nodes = 0;
        let Some(me) = seat_to_solve(root) else { return (vec![None; actions.len()], 0) };
        let values = actions
            .iter()
            .map(|a| {
                let mut child = root.clone();
                child.play_unchecked(a);
                value(&child, me, LOSS, WIN, &mut nodes, budget, |_| None)
            })
            .collect();
        (values, nodes)
    }

    fn value<G: Game>(
        child: &G,
        me: usize,
        alpha: i8,
        beta: i8,
        nodes: &mut u64,
        budget: u64,
        shortcut: Shortcut<G>,
    ) -> Option<i8> {
        if let Some(o) = child.outcome() {
            return Some(final_value(&o, me));
        }
        match child.actor() {
            Actor::Seat(s) if s == me => search(child, me, alpha, beta, nodes, budget, shortcut),
            Actor::Seat(s) => search(child, s, -beta, -alpha, nodes, budget, shortcut).map(|v| -v),
            Actor::Chance => None,
        }
    }

    fn search<G: Game>(
        g: &G,
        me: usize,
        mut alpha: i8,
        beta: i8,
        nodes: &mut u64,
        budget: u64,
        shortcut: Shortcut<G>,
    ) -> Option<i8> {
        if let Some(v) = shortcut(g) {
            return Some(v);
        }
        let mut actions = Vec::new();
        g.legal_actions(&mut actions);
        let mut best = None::<i8>;
        for a in &actions {
            if *nodes >= budget {
                return None;
            }
            *nodes += 1;
            let mut child = g.clone();
            child.play_unchecked(a);
            let v = value(&child, me, alpha, beta, nodes, budget, shortcut)?;
            best = Some(best.map_or(v, |b| b.max(v)));
            if v >= beta {
                break;
            }
            alpha = alpha.max(v);
        }
        best
    }
}

/// The computer player of a game that implements [`Exact`], for one entry of its level table:
/// an MCTS level whose `TreeSearch::exact` is set classifies the root's actions first
/// (`Mcts::prove_root`). Mcts is generic over every game, which do not all implement `Exact`,
/// so the game's thinker hands it the solver as a function (`classify::<G>`): a game that does
/// not solve carries none of it, and `core::Game` learns nothing of the ai floor.
pub fn thinker<G: Exact>(state: &G, budget: Budget, seed: u64) -> Box<dyn Thinker> {
    match budget {
        Budget::Mcts(how) if how.exact > 0 => {
            Box::new(Mcts::searching(state.clone(), how, seed).solving(classify::<G>))
        }
        other => super::player::thinker(state, other, seed),
    }
}
