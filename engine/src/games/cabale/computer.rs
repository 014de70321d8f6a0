//! What the computer knows about Cabale: how its playouts play and how a cut-off playout is
//! judged (the search is the generic MCTS, its budgets are in `games::levels`).
//!
//! Why not uniform playouts: a turn's blockade step offers every free line on the board against
//! one "skip", so a uniform playout builds a wall almost every turn, walls the runners in within
//! a few turns and ends the game long before real play would (rules §5b). It also turns on poor
//! cells as often as on rich ones and walks past captures. A playout guided as players play —
//! rich turning cells, captures taken, doubles on rich cells, blockades used sparingly and
//! against an opponent's runner — scores what the position is worth much better.

use super::board::{step, value, Cell, CELLS, GEO, NONE};
use super::{Action, Cabale, Phase};
use crate::core::{uniform_action, Rng};

/// How much a turning cell draws the runner, by the cell's value (rules §2.1: 1, 3, 6, 10, 15).
fn cell_weight(v: u8) -> u32 {
    u32::from(v) * u32::from(v) / 3 + 1
}

/// Extra pull of a turning cell per enemy block the new block could jump at once (rules §4.3).
const CAPTURE_WEIGHT: u32 = 40;

/// One blockade in this many blockade steps; the others skip (rules §4.4).
const BLOCKADE_ONE_IN: usize = 6;

/// Actions a guided playout runs (about eight turns) before `estimate` judges the position: a
/// whole game played out costs five times as much, and the search is better off with more
/// iterations judged a little less surely.
pub const GUIDED_HORIZON: usize = 32;

/// A lead of this many points (rules §5c) makes a seat about four times as likely to win.
const POINTS_SCALE: f64 = 12.0;

/// Each seat's chance of the highest score from the scores so far (a soft maximum; partners,
/// whose scores are their team's, share their team's chance as they share its win).
pub fn estimate(g: &Cabale) -> Vec<f64> {
    let scores = &g.score_seats()[..g.players];
    let top = scores.iter().copied().max().unwrap_or(0);
    // (scale / (scale + points behind))²: no exponential, which the site would carry twice.
    let weight = |s: i32| (POINTS_SCALE / (POINTS_SCALE + f64::from(top - s))).powi(2);
    let total: f64 = scores.iter().map(|&s| weight(s)).sum();
    scores.iter().map(|&s| weight(s) / total).collect()
}

impl Cabale {
    /// Enemy blocks a block of `seat` on `at` could jump at once (rules §4.3), ignoring the
    /// runner about to move.
    fn jumps_from(&self, seat: usize, at: u8) -> u32 {
        let mut n = 0;
        self.for_each_jump_by(seat as u8, at, None, |_, _| n += 1);
        n
    }

    fn opponents(&self, a: usize, b: usize) -> bool {
        a != b && !(self.rules.teams && a % 2 == b % 2)
    }

    /// The runner's path, drawn by the turning cell's value and the captures it opens.
    fn guided_run(&self, rng: &mut Rng) -> Option<Action> {
        let seat = self.to_move;
        // A turning cell's weight, worked out once per cell (many paths turn on the same one).
        let mut known = [u32::MAX; CELLS];
        let mut weight = |turn: u8| {
            let w = &mut known[turn as usize];
            if *w == u32::MAX {
                *w = cell_weight(value(turn)) + CAPTURE_WEIGHT * self.jumps_from(seat, turn);
            }
            *w
        };
        // One pass, without collecting the paths: each replaces the one chosen so far with
        // the chance of its share of the weight seen so far (weighted reservoir sampling).
        let mut total = 0usize;
        let mut chosen = None;
        // Leading, a run that leaves the next runner one way out at most: the blockade step
        // can then wall it in (`walling_blockade`). Playouts that know the trap teach the
        // search to keep its own runner out of such cells.
        let start = self.runners[seat];
        let target = self.wall_target(start, 3);
        let mut walling = None;
        self.for_each_run(seat, |turn, end| {
            if let Some(at) = target.filter(|_| walling.is_none()) {
                if self.exits(at, |c| c == start || (c != turn && c != end && self.is_empty(c))) <= 1 {
                    walling = Some(Action::Run { turn, end });
                }
            }
            let w = weight(turn) as usize;
            total += w;
            if rng.below(total) < w {
                chosen = Some(Action::Run { turn, end });
            }
        });
        walling.or(chosen)
    }

    /// A blockade on a line out of an opponent's runner's cell, or none.
    fn useful_blockade(&self, rng: &mut Rng) -> Option<Action> {
        let seat = self.to_move;
        let first = rng.below(self.players);
        for i in 0..self.players {
            let other = (first + i) % self.players;
            let at = self.runners[other];
            if !self.opponents(seat, other) || at == NONE {
                continue;
            }
            let d0 = rng.below(6);
            for k in 0..6 {
                let e = GEO.edge[at as usize][(d0 + k) % 6];
                if e != NONE && self.rules.blockade_edge[e as usize] && !self.blockades[e as usize] {
                    return Some(Action::Blockade(e));
                }
            }
        }
        None
    }

    /// A blockade that walls in the next seat's runner while the mover leads every opponent:
    /// the next turn cannot start, the game ends (rules §5b) and the mover wins. Players look
    /// for it first, and a search that does not expect it walks its runner into such traps.
    /// Only lines out of the runner's own cell are tried: the usual way to wall one in.
    fn walling_blockade(&self) -> Option<Action> {
        // The mover's start cell is free again once the turn ends.
        let start = self.marker;
        let at = self.wall_target(start, 2)?;
        let next = (self.to_move + 1) % self.players;
        (0..6).map(|d| GEO.edge[at as usize][d]).find_map(|e| {
            if e == NONE || !self.rules.blockade_edge[e as usize] || self.blockades[e as usize] {
                return None;
            }
            let mut walled = self.clone();
            walled.blockades[e as usize] = true;
            walled.marker = NONE;
            (!walled.can_run(next)).then_some(Action::Blockade(e))
        })
    }

    /// The cell of the next seat's runner when it has at most `most` ways out (the mover's
    /// `start` cell counted free) and the mover leads every opponent: walling that runner in
    /// ends the game with the mover's win (rules §5b, §5c). The ways out are counted first:
    /// they are cheaper than the scores and rarely few.
    fn wall_target(&self, start: Cell, most: usize) -> Option<Cell> {
        let seat = self.to_move;
        let next = (seat + 1) % self.players;
        let at = self.runners[next];
        if at == NONE
            || !self.opponents(seat, next)
            || self.exits(at, |c| c == start || self.is_empty(c)) > most
        {
            return None;
        }
        let scores = self.score_seats();
        let leads = (0..self.players).all(|s| !self.opponents(seat, s) || scores[s] < scores[seat]);
        leads.then_some(at)
    }

    /// Lines out of `at` a runner can start along: to a neighbour `free` says is free, over a
    /// crossing without a blockade (rules §4.1).
    fn exits(&self, at: Cell, free: impl Fn(Cell) -> bool) -> usize {
        (0..6).filter(|&d| step(at, d).is_some_and(|n| self.crossing_free(at, d) && free(n))).count()
    }

    /// The guided playout action (see the module's comment).
    pub(super) fn guided(&self, rng: &mut Rng) -> Option<Action> {
        if self.over {
            return None;
        }
        match self.phase {
            Phase::Placement => uniform_action(self, rng),
            Phase::Run => self.guided_run(rng),
            Phase::Build { turn } => {
                let seat = self.to_move;
                let can_double = self.doubles_left[seat] > 0 && self.supply[seat] >= 2;
                // Doubles on the rich cells, where they are worth most (rules §5c).
                let double = can_double && value(turn) >= 10 && rng.below(8) != 0;
                Some(Action::Build { double })
            }
            Phase::Capture { at, last } => {
                let mut jumps = [NONE; 6];
                let mut n = 0;
                self.for_each_jump(at, last, |to, _| {
                    jumps[n] = to;
                    n += 1;
                });
                Some(if n == 0 { Action::StopCapturing } else { Action::Jump { to: jumps[rng.below(n)] } })
            }
            Phase::Blockade => {
                if let Some(a) = self.walling_blockade() {
                    return Some(a);
                }
                if rng.below(BLOCKADE_ONE_IN) == 0 {
                    if let Some(a) = self.useful_blockade(rng) {
                        return Some(a);
                    }
                }
                Some(Action::SkipBlockade)
            }
        }
    }
}
