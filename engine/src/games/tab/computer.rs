//! What the computer knows about Tâb: its playout policies (`guided_move` for the levels,
//! `playout_move` for expert-v1) and its judgements where a playout stops (`judge`, fitted, for
//! the levels; `estimate`, set by hand, for expert-v1). Its budgets are in `games::levels`.
//! The search itself is the generic chance-aware MCTS (`crate::ai::Mcts`): throws are chance
//! nodes sampled by their odds, so it reasons over the coins.
//!
//! Why not plain playouts to the end: a random game lasts about 300 actions, so full playouts
//! would cost seconds per decision. Playouts stop after a turn or two and the position is
//! judged instead, by material above all (pieces decide the game, rules §5).

use super::track::{row, walk, Branch, Square};
use super::{Action, Phase, Tab};
use crate::core::{Game, Rng};

/// Actions an expert-v1 playout runs before `estimate` takes over (about two turns each).
pub const HORIZON: usize = 48;

/// A piece that has moved no longer waits for a 1 (rules §4.1), so it counts a little more.
fn strength(g: &Tab, seat: usize) -> f64 {
    g.board
        .iter()
        .filter(|s| s.owner() == Some(seat))
        .map(|s| s.height() as f64 * 1.2 - if s.any_unmoved() { 0.2 } else { 0.0 })
        .sum()
}

/// Rough chance that a unit `d` squares ahead is hit in one turn (single throws of 1–4 and 6,
/// and the usual pairs such as 1+4 for 5; rules §2 odds).
const HIT: [f64; 7] = [0.0, 0.3, 0.45, 0.35, 0.15, 0.1, 0.1];

/// Pieces of `seat` standing within an enemy throw of an enemy unit that can move, weighted by
/// how likely the hit is: landing captures the whole stack (rules §4.4).
fn exposure(g: &Tab, seat: usize) -> f64 {
    let enemy = 1 - seat;
    let frozen = g.row4_frozen(enemy);
    let mut total = 0.0;
    for (at, attacker) in g.board.iter().enumerate() {
        if attacker.owner() != Some(enemy) {
            continue;
        }
        let at = at as Square;
        if frozen && row(enemy, at) == 4 {
            continue;
        }
        // A unit on a never-moved piece moves only with a 1 (rules §4.1).
        let reach = if attacker.any_unmoved() { 1 } else { 6 };
        for d in 1..=reach {
            for branch in [Branch::Loop, Branch::Row4] {
                let w = walk(enemy, at, d, branch);
                if branch == Branch::Row4 && !w.at_branch {
                    continue;
                }
                let target = &g.board[w.to as usize];
                if target.owner() == Some(seat) {
                    total += HIT[d as usize] * target.height() as f64;
                }
            }
        }
    }
    total
}

/// South's and North's chances from the material balance and the pieces left exposed:
/// expert-v1's judgement, kept as it was.
pub fn estimate(g: &Tab) -> Vec<f64> {
    let diff = strength(g, 0) - strength(g, 1) - 0.5 * (exposure(g, 0) - exposure(g, 1));
    let south = 1.0 / (1.0 + (-0.8 * diff).exp());
    vec![south, 1.0 - south]
}

/// Actions a guided playout runs (`guided_move`, every level's but expert-v1's) before `judge`
/// takes over: a quarter of expert-v1's, so four times the iterations in the same time. With
/// the old `estimate` short playouts lost (16 actions: Expert against Hard 41.7 %); with the
/// fitted judgement Master at 12 actions beat expert-v1 71.3 % (160 games, 100 ms a move),
/// with 48 actions and the old estimate 55.6 % (docs/bench/arena_tab.txt).
pub const GUIDED_HORIZON: usize = 12;

/// The computer's playouts: the capture of the tallest enemy stack whenever there is
/// one (a player rarely leaves a capture, and the whole stack goes, rules §4.4); otherwise as
/// `playout_move`.
pub fn guided_move(g: &Tab, rng: &mut Rng) -> Option<Action> {
    if g.outcome().is_some() || g.phase != Phase::Moving {
        return None;
    }
    let mut best = None;
    let (mut tallest, mut ties) = (0, 0);
    g.for_each_legal(&mut |m, e| {
        if !e.captures {
            return;
        }
        let h = g.board[m.to as usize].height();
        if h > tallest {
            (tallest, ties, best) = (h, 1, Some(m));
        } else if h == tallest {
            // Reservoir sampling among equals.
            ties += 1;
            if rng.below(ties) == 0 {
                best = Some(m);
            }
        }
    });
    match best {
        Some(m) => Some(Action::Move(m)),
        None => playout_move(g, rng),
    }
}

/// Playout policy: captures first (most of the time), reductions last, otherwise at random.
pub fn playout_move(g: &Tab, rng: &mut Rng) -> Option<Action> {
    if g.outcome().is_some() || g.phase != Phase::Moving {
        return None;
    }
    let (mut all, mut captures, mut plain) = (0usize, 0usize, 0usize);
    g.for_each_legal(&mut |_, e| {
        all += 1;
        captures += e.captures as usize;
        plain += !e.reduces as usize;
    });
    // Pick the k-th move of the preferred kind, counting again rather than collecting.
    let pick = |g: &Tab, rng: &mut Rng, n: usize, want: &dyn Fn(&super::Effect) -> bool| {
        let mut k = rng.below(n);
        let mut chosen = None;
        g.for_each_legal(&mut |m, e| {
            if chosen.is_none() && want(&e) {
                if k == 0 {
                    chosen = Some(Action::Move(m));
                }
                k = k.wrapping_sub(1);
            }
        });
        chosen
    };
    if captures > 0 && rng.below(4) != 0 {
        return pick(g, rng, captures, &|e| e.captures);
    }
    if plain > 0 {
        return pick(g, rng, plain, &|e| !e.reduces);
    }
    // Only reductions are left (rules §4.3): pass half the time.
    if all == 0 || rng.below(2) == 0 {
        return Some(Action::Pass);
    }
    pick(g, rng, all, &|_| true)
}

/// How many numbers `features` describes a position with.
pub const FEATURES: usize = 12;

/// The position seen by the side to move, for a fitted judgement: each side's count minus the
/// other's (pieces, rules §5; never-moved units, which wait for a 1, §4.1; pieces at home;
/// raiders in the enemy's home row, §4.6, and those frozen there, §4.7; pieces that may never
/// raid again, §4.6; units; pieces stacked above another, lost together, §4.3, §4.4), then each
/// side's exposure to the next throws (`exposure`), the material share, and a constant (the
/// worth of throwing next).
pub fn features(g: &Tab) -> [f64; FEATURES] {
    let me = g.to_move;
    let side = |seat: usize| {
        let mut f = [0.0; 8];
        let frozen = g.row4_frozen(seat);
        for (at, s) in g.board.iter().enumerate() {
            if s.owner() != Some(seat) {
                continue;
            }
            let h = s.height() as f64;
            let r = row(seat, at as Square);
            f[0] += h;
            f[1] += s.any_unmoved() as u8 as f64;
            f[2] += if r == 1 { h } else { 0.0 };
            f[3] += if r == 4 { h } else { 0.0 };
            f[4] += if r == 4 && frozen { h } else { 0.0 };
            f[5] += if r != 4 && s.any_row4() { h } else { 0.0 };
            f[6] += 1.0;
            f[7] += h - 1.0;
        }
        f
    };
    let (a, b) = (side(me), side(1 - me));
    let mut x = [0.0; FEATURES];
    for i in 0..8 {
        x[i] = a[i] - b[i];
    }
    x[8] = exposure(g, me);
    x[9] = exposure(g, 1 - me);
    x[10] = (a[0] - b[0]) / (a[0] + b[0]).max(1.0);
    x[11] = 1.0;
    x
}

/// The weights of `features`, fitted to who won 20,000 games of guided playouts
/// (`examples/tab_fit.rs`): material as a share counts most (a piece is worth about 0.12 on a
/// full board, more as pieces go); a never-moved unit costs about as much; the enemy's exposure
/// to the throw to come counts more than one's own; raiders gain.
const WEIGHTS: [f64; FEATURES] =
    [0.03, -0.112, -0.012, 0.109, 0.066, -0.028, 0.08, -0.049, -0.245, 0.347, 1.617, 0.02];

/// The levels' judgement where a playout stops: the chance that the side to move wins,
/// `WEIGHTS` on `features` (logistic), as each seat's reward. Calibrated where expert-v1's
/// `estimate` is overconfident (on who won, its log-loss is worse than a coin's).
pub fn judge(g: &Tab) -> Vec<f64> {
    let z: f64 = WEIGHTS.iter().zip(features(g)).map(|(w, x)| w * x).sum();
    let me = 1.0 / (1.0 + (-z).exp());
    let mut r = vec![1.0 - me; 2];
    r[g.to_move] = me;
    r
}
