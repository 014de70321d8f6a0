//! Monte-Carlo tree search (UCT) over the core API. Chance nodes hold every outcome and are
//! descended by sampling their odds; each node keeps the reward of the seat that chose it, so
//! 2–4 seats and multi-action turns need nothing special.

use super::budget::TreeSearch;
use super::exact::Classified;
use super::proof;
use super::random::random_action;
use super::thinker::{Judgement, Thinker};
#[cfg(feature = "report")]
use super::thinker::{Report, Value};
use crate::core::{Actor, Game, Rng};

/// UCT's exploration constant, unless a budget sets its own (`Mcts::exploring`).
pub(super) const EXPLORATION: f64 = 1.1;
/// Playouts longer than this are scored by `Game::estimate` (an even split unless the game
/// says better); games with a shorter `playout_horizon` stop sooner.
const PLAYOUT_CAP: usize = 3_000;

struct Node<M> {
    action: Option<M>,
    children: Vec<u32>,
    /// Seat nodes: actions not yet expanded. Filled on first visit.
    untried: Vec<M>,
    /// Chance nodes: probability of each child.
    odds: Vec<f64>,
    expanded: bool,
    /// The seat that chose this node's action (None for a chance outcome or the root).
    chooser: Option<usize>,
    visits: u32,
    reward: f64,
}

/// The exact solver for one game (`exact::classify::<G>`): what the root's actions are worth,
/// within a node budget and until the caller's stop.
pub type Classifier<G> = fn(&G, &[<G as Game>::Action], u64, &mut dyn FnMut() -> bool) -> Classified;

pub struct Mcts<G: Game> {
    root: G,
    nodes: Vec<Node<G::Action>>,
    budget: u32,
    done: u32,
    rng: Rng,
    /// A short exact search first, this many actions deep (`ai::proof`; 0: none): proven wins
    /// are played, proven losses avoided.
    prove: u8,
    /// The exact solver's budget in positions (`TreeSearch::exact`), and the solver, which
    /// `exact::thinker` hands over as a function: this search serves every game, and only some
    /// implement `exact::Exact`. Without a solver the budget does nothing.
    exact: u64,
    solver: Option<Classifier<G>>,
    /// The guard's depth in seat actions and budget in positions (`TreeSearch::guard`; depth
    /// 0: none), and the root's actions it ruled out, which a hasty decision avoids too.
    guard: u8,
    guard_nodes: u64,
    barred: Vec<G::Action>,
    /// Playouts by `Game::guided_action` (by `playout_action`, judged by `Game::estimate`,
    /// `TreeSearch::guided` unset: expert-v1, and Tâb's Easy and Medium).
    guided: bool,
    /// The winning action the proof found: the position is won, whatever the iterations say.
    proven: Option<G::Action>,
    /// A strength cap for the levels below the top: in this many decisions of a thousand (drawn
    /// from the seed) the level plays hastily, the action its playouts would choose
    /// (`Game::guided_action`), without searching (and so without a judgement), so it may
    /// overlook a threat. Only a win the proof sees is never missed. Where more search stops
    /// separating the levels (Qawale, where good play draws; Abalone for three), haste spaces
    /// them. Advice never slips (`Thinker::steady`).
    slips: u16,
    /// In this many hasty decisions of a thousand where the proof saw actions that lose
    /// (`losing`), the level plays one of them: it hands the other seat a win. Where the
    /// hasty choice is random play, which rarely takes a win, haste alone leaves a level as
    /// strong as random play against a level that takes every win in one; a level that gives
    /// is weaker than that, so a ladder of slips has room for one more step at its bottom
    /// (Qawale's Easy, docs/bench/arena_qawale.txt, 2026-11-29). Advice never gives (it never
    /// slips).
    gifts: u16,
    /// The actions the proof found losing at the root (`prove_root`), for `gifts`.
    losing: Vec<G::Action>,
    /// UCT's exploration constant (`EXPLORATION` unless `Mcts::exploring` says otherwise).
    exploration: f64,
    /// Buffers each iteration reuses (the nodes it went through, the playout's rewards, the
    /// actions of a node it expands): in the worker's wasm, allocating them every iteration
    /// cost several percent of its speed.
    path: Vec<u32>,
    rewards: Vec<f64>,
    /// Each seat's rewards summed over the iterations (`Thinker::outlook`).
    totals: Vec<f64>,
    actions: Vec<G::Action>,
}

impl<G: Game> Mcts<G> {
    pub fn new(root: G, budget: u32, seed: u64) -> Self {
        let nodes = vec![Node {
            action: None,
            children: Vec::new(),
            untried: Vec::new(),
            odds: Vec::new(),
            expanded: false,
            chooser: None,
            visits: 0,
            reward: 0.0,
        }];
        Mcts {
            root,
            nodes,
            budget: budget.max(1),
            done: 0,
            rng: Rng::new(seed),
            prove: 0,
            exact: 0,
            solver: None,
            guard: 0,
            guard_nodes: 0,
            barred: Vec::new(),
            guided: true,
            proven: None,
            slips: 0,
            gifts: 0,
            losing: Vec::new(),
            exploration: EXPLORATION,
            path: Vec::new(),
            rewards: Vec::new(),
            totals: Vec::new(),
            actions: Vec::new(),
        }
    }

    /// The search a level's budget describes.
    pub fn searching(root: G, how: TreeSearch, seed: u64) -> Self {
        let search = Mcts::new(root, how.iterations, seed)
            .proving(how.proof)
            .solving_within(how.exact)
            .slipping(how.slips)
            .giving(how.gifts)
            .guarding(how.guard, how.guard_nodes)
            .exploring(how.exploration);
        if how.guided {
            search
        } else {
            search.unguided()
        }
    }

    /// The same search after a short exact one, `depth` actions deep (`ai::proof`).
    pub fn proving(mut self, depth: u8) -> Self {
        self.prove = depth;
        self
    }

    /// The same search after the exact solver `classify` (`ai::exact`), within the budget of
    /// `solving_within` (none: the solver is not asked).
    pub fn solving(mut self, classify: Classifier<G>) -> Self {
        self.solver = Some(classify);
        self
    }

    /// The exact solver's budget in positions (`TreeSearch::exact`; 0: not asked).
    pub fn solving_within(mut self, positions: u64) -> Self {
        self.exact = positions;
        self
    }

    /// The same search after the guard, `depth` seat actions deep within `nodes` positions
    /// (`TreeSearch::guard`).
    pub fn guarding(mut self, depth: u8, nodes: u64) -> Self {
        self.guard = depth;
        self.guard_nodes = nodes;
        self
    }

    /// The same search, which slips in `slips` decisions of a thousand (`Mcts::slips`).
    pub fn slipping(mut self, slips: u16) -> Self {
        self.slips = slips;
        self
    }

    /// The same search, which in `gifts` hasty decisions of a thousand plays an action the
    /// proof found losing, if there is one (`Mcts::gifts`).
    pub fn giving(mut self, gifts: u16) -> Self {
        self.gifts = gifts;
        self
    }

    /// The same search with another exploration constant: lower, it spends more of its
    /// iterations on the actions that look best (`TreeSearch::exploration`).
    pub fn exploring(mut self, exploration: f64) -> Self {
        self.exploration = exploration;
        self
    }

    /// expert-v1's playouts, by `Game::playout_action`.
    pub fn unguided(mut self) -> Self {
        self.guided = false;
        self
    }

    /// Before the first iteration: the exact solver's classification, then the short proof
    /// for what the solver left unknown. A proven win is played. Otherwise the root keeps only
    /// the actions proven at least a draw, if any (MCTS chooses among them, the ones that
    /// leave the opponent most chances to slip), else those not proven to lose (all of them if
    /// every one is); then the guard rules out, among those, the ones that lose within its
    /// horizon while another does not (`proof::blunders`). A solver or guard stopped by the
    /// caller's clock gives what it proved: a proof is sound however short the search, so the
    /// page's slices cost nothing but the work redone (the worker decides in one go, stopped
    /// only by the level's time).
    fn prove_root(&mut self, moves: &[G::Action], stop: &mut dyn FnMut() -> bool) -> Option<G::Action> {
        let mut keep = vec![true; moves.len()];
        let mut complete = false;
        if let Some(classify) = self.solver.filter(|_| self.exact > 0) {
            let found = classify(&self.root, moves, self.exact, stop);
            if let Some(i) = found.winning() {
                self.proven = Some(moves[i].clone());
                return self.proven.clone();
            }
            let safe = found.safe();
            for (i, k) in keep.iter_mut().enumerate() {
                *k = if safe.is_empty() {
                    found.values[i] != Some(super::exact::LOSS)
                } else {
                    safe.contains(&i)
                };
            }
            complete = found.complete();
        }
        if self.prove > 0 && !complete {
            let findings = proof::examine(&self.root, moves, self.prove);
            if let Some(i) = findings.winning {
                self.proven = Some(moves[i].clone());
                return self.proven.clone();
            }
            for i in findings.losing {
                if self.gifts > 0 {
                    self.losing.push(moves[i].clone());
                }
                keep[i] = false;
            }
        }
        if self.guard > 0 && !complete && keep.iter().filter(|&&k| k).count() > 1 {
            let mut values = proof::guard(&self.root, moves, self.guard, self.guard_nodes, stop);
            // The best is looked for among the actions still kept: an action the proof already
            // ruled out is no alternative.
            for (v, k) in values.iter_mut().zip(&keep) {
                if !k {
                    *v = None;
                }
            }
            for (i, bad) in proof::blunders(&values).into_iter().enumerate() {
                if bad {
                    keep[i] = false;
                }
            }
        }
        // With a guard, haste never plays what the solver, the proof or the guard ruled out
        // (the guard alone leaves out the proof's losses, which it no longer weighs).
        if self.guard > 0 && keep.contains(&true) {
            self.barred = moves.iter().zip(&keep).filter(|(_, &k)| !k).map(|(m, _)| m.clone()).collect();
        }
        if keep.contains(&false) && keep.contains(&true) {
            let root = self.root.clone();
            self.expand(0, &root);
            let mut i = 0;
            self.nodes[0].untried.retain(|_| {
                i += 1;
                keep[i - 1]
            });
        }
        None
    }

    fn new_node(&mut self, action: G::Action, chooser: Option<usize>) -> u32 {
        self.nodes.push(Node {
            action: Some(action),
            children: Vec::new(),
            untried: Vec::new(),
            odds: Vec::new(),
            expanded: false,
            chooser,
            visits: 0,
            reward: 0.0,
        });
        (self.nodes.len() - 1) as u32
    }

    fn expand(&mut self, id: u32, state: &G) {
        self.nodes[id as usize].expanded = true;
        match state.actor() {
            Actor::Seat(_) => {
                // Into the reused buffer, then one allocation of the right size (pushing into
                // an empty Vec grows it five or six times for a hundred actions).
                self.actions.clear();
                state.legal_actions(&mut self.actions);
                self.nodes[id as usize].untried = self.actions.clone();
            }
            Actor::Chance => {
                let mut outcomes = Vec::new();
                state.chance_outcomes(&mut outcomes);
                for (m, p) in outcomes {
                    let child = self.new_node(m, None);
                    let node = &mut self.nodes[id as usize];
                    node.children.push(child);
                    node.odds.push(p);
                }
            }
        }
    }

    /// One selection–expansion–playout–backup round.
    fn iterate(&mut self) {
        let mut state = self.root.clone();
        let mut path = std::mem::take(&mut self.path);
        path.clear();
        path.push(0);
        let mut id = 0u32;
        while state.outcome().is_none() {
            if !self.nodes[id as usize].expanded {
                self.expand(id, &state);
            }
            let actor = state.actor();
            let next = match actor {
                Actor::Chance => {
                    let node = &self.nodes[id as usize];
                    let k = self.rng.weighted(node.odds.iter().copied());
                    node.children[k]
                }
                Actor::Seat(seat) => {
                    let n = self.nodes[id as usize].untried.len();
                    if n > 0 {
                        let k = self.rng.below(n);
                        let m = self.nodes[id as usize].untried.swap_remove(k);
                        let child = self.new_node(m, Some(seat));
                        self.nodes[id as usize].children.push(child);
                        let m = self.nodes[child as usize].action.clone().expect("child has an action");
                        state.play_unchecked(&m);
                        path.push(child);
                        break;
                    }
                    match self.best_uct(id) {
                        Some(c) => c,
                        None => break,
                    }
                }
            };
            let m = self.nodes[next as usize].action.clone().expect("child has an action");
            state.play_unchecked(&m);
            path.push(next);
            id = next;
        }
        self.playout(state);
        self.totals.resize(self.rewards.len(), 0.0);
        for (t, r) in self.totals.iter_mut().zip(&self.rewards) {
            *t += r;
        }
        for &n in &path {
            let node = &mut self.nodes[n as usize];
            node.visits += 1;
            if let Some(s) = node.chooser {
                node.reward += self.rewards[s];
            }
        }
        self.path = path;
        self.done += 1;
    }

    /// The child with the highest UCT score; of equals, the last (as `Iterator::max_by`).
    fn best_uct(&self, id: u32) -> Option<u32> {
        let node = &self.nodes[id as usize];
        let ln_n = (node.visits.max(1) as f64).ln();
        // Each child scored once (a `max_by` comparing scores computes most of them twice).
        let mut best: Option<(u32, f64)> = None;
        for &c in &node.children {
            let ch = &self.nodes[c as usize];
            let v = ch.visits.max(1) as f64;
            let score = ch.reward / v + self.exploration * (ln_n / v).sqrt();
            if best.is_none_or(|(_, b)| score.total_cmp(&b).is_ge()) {
                best = Some((c, score));
            }
        }
        best.map(|(c, _)| c)
    }

    /// Plays `state` out and leaves each seat's reward in `self.rewards`.
    fn playout(&mut self, mut state: G) {
        let seats = state.seats();
        let guided = self.guided;
        let horizon = if guided { state.guided_horizon() } else { state.playout_horizon() };
        let horizon = horizon.unwrap_or(PLAYOUT_CAP).min(PLAYOUT_CAP);
        for _ in 0..horizon {
            if let Some(o) = state.outcome() {
                return o.rewards_into(seats, &mut self.rewards);
            }
            let action = match state.actor() {
                Actor::Seat(_) if guided => state.guided_action(&mut self.rng),
                _ => random_action(&state, &mut self.rng),
            };
            match action {
                Some(m) => state.play_unchecked(&m),
                None => break,
            }
        }
        match state.outcome() {
            Some(o) => o.rewards_into(seats, &mut self.rewards),
            None if guided => self.rewards = state.guided_estimate(),
            None => self.rewards = state.estimate(),
        }
    }

    /// The most visited child of node `id`.
    fn most_visited(&self, id: u32) -> Option<u32> {
        self.nodes[id as usize].children.iter().copied().max_by_key(|&c| self.nodes[c as usize].visits)
    }

    /// The share of the root's visits that went to its most visited action: how much of its
    /// work the search spent on the action it plays (a lower `TreeSearch::exploration` spends more).
    pub fn focus(&self) -> f64 {
        self.most_visited(0).map_or(0.0, |c| {
            f64::from(self.nodes[c as usize].visits) / f64::from(self.nodes[0].visits.max(1))
        })
    }

    /// The proven win, else the most visited action at the root.
    pub fn best(&self) -> Option<G::Action> {
        self.proven
            .clone()
            .or_else(|| self.most_visited(0).and_then(|c| self.nodes[c as usize].action.clone()))
    }
}

impl<G: Game> Thinker for Mcts<G> {
    fn think(&mut self, stop: &mut dyn FnMut() -> bool) -> Option<String> {
        if self.root.outcome().is_some() {
            return None;
        }
        // A forced action needs no thought; a proven win none either.
        if self.done == 0 && self.nodes[0].children.is_empty() && !self.nodes[0].expanded {
            let mut moves = Vec::new();
            crate::core::actions(&self.root, &mut moves);
            let mut sure = if moves.len() == 1 {
                moves.pop()
            } else if (self.prove > 0 || self.guard > 0 || (self.solver.is_some() && self.exact > 0))
                && matches!(self.root.actor(), Actor::Seat(_))
            {
                self.prove_root(&moves, stop)
            } else {
                None
            };
            if sure.is_none() && self.slips > 0 && self.rng.below(1000) < usize::from(self.slips) {
                sure = self.root.guided_action(&mut self.rng);
                if !self.losing.is_empty() && self.rng.below(1000) < usize::from(self.gifts) {
                    sure = Some(self.losing[self.rng.below(self.losing.len())].clone());
                }
                // Haste never walks into a loss the guard saw (issue 38, point 5): this
                // decision is searched instead.
                if sure.as_ref().is_some_and(|m| self.barred.contains(m)) {
                    sure = None;
                }
            }
            if let Some(m) = sure {
                self.done = self.budget;
                return Some(self.root.action_text(&m));
            }
        }
        while self.done < self.budget {
            self.iterate();
            if self.done.is_multiple_of(8) && stop() {
                return None;
            }
        }
        self.best().map(|m| self.root.action_text(&m))
    }

    fn conclude(&mut self) -> Option<String> {
        if self.root.outcome().is_some() {
            return None;
        }
        // Before a single iteration, any legal action (the root has no children yet).
        if self.done == 0 {
            self.iterate();
        }
        self.done = self.budget;
        self.best().map(|m| self.root.action_text(&m))
    }

    fn steady(&mut self) {
        self.slips = 0;
    }

    fn outlook(&self) -> Option<Vec<f64>> {
        // The root is on every iteration's path: its visits are the iterations summed.
        let n = f64::from(self.nodes.first()?.visits.max(1));
        (!self.totals.is_empty()).then(|| self.totals.iter().map(|t| t / n).collect())
    }

    fn progress(&self) -> f64 {
        self.done as f64 / self.budget as f64
    }

    fn judgement(&self) -> Option<Judgement> {
        if self.proven.is_some() {
            return Some(Judgement::Rate(1000));
        }
        let n = &self.nodes[self.most_visited(0)? as usize];
        Some(Judgement::Rate((n.reward * 1000.0 / f64::from(n.visits.max(1))) as i32))
    }

    #[cfg(feature = "report")]
    fn report(&self) -> Option<Report> {
        // The line of most visited children, through the choices of the seats (a throw's
        // outcome is not a choice: the line stops there).
        let mut pv = Vec::new();
        let mut state = self.root.clone();
        let mut id = 0u32;
        while state.outcome().is_none() && matches!(state.actor(), Actor::Seat(_)) {
            let Some(child) = self.most_visited(id) else { break };
            if self.nodes[child as usize].visits == 0 {
                break;
            }
            let Some(m) = self.nodes[child as usize].action.clone() else { break };
            pv.push(state.action_text(&m));
            state.play_unchecked(&m);
            id = child;
        }
        // A proven win was played without a tree: its action is the whole line, and sure.
        if let Some(m) = &self.proven {
            pv = vec![self.root.action_text(m)];
        }
        let best = self.best();
        let rate = best
            .as_ref()
            .and_then(|b| {
                self.nodes[0].children.iter().find(|&&c| self.nodes[c as usize].action.as_ref() == Some(b))
            })
            .map(|&c| {
                let n = &self.nodes[c as usize];
                n.reward / f64::from(n.visits.max(1))
            })
            .unwrap_or(if self.proven.is_some() { 1.0 } else { 0.5 });
        Some(Report {
            best: best.map(|m| self.root.action_text(&m)),
            value: Value::Rate(rate),
            pv,
            work: u64::from(self.done),
            depth: 0,
        })
    }
}
