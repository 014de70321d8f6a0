//! What Qawale's alpha-beta Master knows (`ai::alphabeta`, issue 19 point 2): an evaluation of
//! the lines each colour shows (rules §3: only the top pebbles count) and an order of the
//! sowings by the lines they leave. Playouts judge the middle game by random ends, which is
//! blind to a single refutation; a full-width search to a depth sees every reply.
//!
//! A leaf asks first what the player to move can get at once (`Exact::exact_at_once`, the
//! exact solver's walk over the tops): a win in one is as good as a win, and on the last ply
//! the best ending is the game's own value. So every search sees one ply further than it
//! searches, at the cost of walking the sowings without playing them.

use super::board::LINES;
use super::{seat_pebble, BothLines, Qawale, Sowing};
use crate::ai::alphabeta::Heuristic;
use crate::ai::exact::{AtOnce, Exact, DRAW};

/// The features the evaluation weighs, for the player to move (`Qawale::features`).
pub const FEATURES: usize = 8;

/// The weights of the features, in evaluation units, set by hand: the other's threats weigh
/// more than one's own (it moves next). Texel-style fits (`examples/qawale_fit.rs`: to the
/// results of 1,200 games between the levels, and to the exact values of 615 positions 3 to 5
/// plies from the end) found these features all but useless as predictors once the win in one
/// is taken out (log-loss 0.685 and 0.690 against 0.693 for a coin), with weights of no
/// consistent sign. So the weights stay as set, and the search does the work
/// (docs/bench/qawale_never_loses.txt).
pub const WEIGHTS: [i32; FEATURES] = [90, -140, 25, -30, 12, 8, 3, -3];

/// A position where the player to move wins at once: worth nearly a win, below the search's
/// proven wins (which count their plies).
const WINS_AT_ONCE: i32 = 100_000;

/// The centre's four spaces (b2, c2, b3, c3): on two lines more than an edge's (a diagonal).
const CENTRE: u16 = 0x0660;

impl Qawale {
    /// The position's features for the player to move (`mover`) against the other: lines of
    /// three open to each (three of its tops, the fourth not the other's: one sowing from a
    /// four), lines of two open to each (no top of the other's), the tops each shows, the centre
    /// each holds, and the pebbles under each one's tops (a tall stack sows far: rules §2.4).
    pub fn features(&self) -> [i32; FEATURES] {
        let mover = self.to_move;
        let [own, other] = [self.seat_tops[mover], self.seat_tops[1 - mover]];
        let mut f = [0; FEATURES];
        for line in LINES {
            let (mine, theirs) = ((own & line).count_ones(), (other & line).count_ones());
            match (mine, theirs) {
                (3, 0) => f[0] += 1,
                (0, 3) => f[1] += 1,
                (2, 0) => f[2] += 1,
                (0, 2) => f[3] += 1,
                _ => {}
            }
        }
        f[4] = own.count_ones() as i32 - other.count_ones() as i32;
        f[5] = (own & CENTRE).count_ones() as i32 - (other & CENTRE).count_ones() as i32;
        let (mut under_own, mut under_other) = (0, 0);
        for (i, s) in self.stacks.iter().enumerate() {
            if own & (1 << i) != 0 {
                under_own += s.height() as i32;
            } else if other & (1 << i) != 0 {
                under_other += s.height() as i32;
            }
        }
        f[6] = under_own;
        f[7] = under_other;
        f
    }

    /// The tops each colour shows after `m`, as [mover's, other's], without playing it: the
    /// origin empties and each step's top is the pebble dropped there (rules §2.2–2.4).
    fn tops_after(&self, m: &Sowing) -> [u16; 2] {
        let mover = self.to_move;
        let mine = seat_pebble(mover);
        let mut lifted = self.stacks[m.origin as usize];
        lifted.push(mine);
        let origin = 1u16 << m.origin;
        let mut tops = [self.seat_tops[mover] & !origin, self.seat_tops[1 - mover] & !origin];
        let mut at = m.origin;
        for (i, d) in m.dirs().enumerate() {
            let Some(next) = super::board::step(at, d) else { break };
            at = next;
            tops = super::exact::dropped(tops, at, lifted.get(i), mine);
        }
        tops
    }
}

impl Heuristic for Qawale {
    /// A win at once for the player to move is nearly a win; on the last ply, the best ending;
    /// otherwise the fitted weights of the features.
    fn evaluate(&self) -> i32 {
        match self.exact_at_once() {
            Some(AtOnce::Win) => return WINS_AT_ONCE,
            Some(AtOnce::Ends(v)) => return if v == DRAW { 0 } else { -WINS_AT_ONCE },
            _ => {}
        }
        self.features().iter().zip(WEIGHTS).map(|(f, w)| f * w).sum()
    }

    /// The key of the position up to the board's symmetries (`Exact::exact_key`), folded: one
    /// table entry serves all eight images.
    fn position_hash(&self) -> u64 {
        let key = self.exact_key().unwrap_or(0);
        let mix = |x: u64| {
            let x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            let x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            x ^ (x >> 31)
        };
        mix(key as u64) ^ mix((key >> 64) as u64).rotate_left(17)
    }

    /// A four of one's own first (rules §3, option Q5), then the lines the sowing leaves: one's
    /// own threats, less the other's, which weigh more (the other moves next). One pass over the
    /// ten lines: this is asked of every action of every node searched.
    fn move_order(&self, m: &Sowing) -> i32 {
        /// What a line with this many of one colour's tops and none of the other's is worth.
        const OPEN: [i32; 5] = [0, 0, 1, 4, 0];
        let [own, other] = self.tops_after(m);
        let (mut mine, mut theirs, mut score) = (false, false, 0);
        for line in LINES {
            let (a, b) = ((own & line).count_ones() as usize, (other & line).count_ones() as usize);
            mine |= a == 4;
            theirs |= b == 4;
            if b == 0 {
                score += OPEN[a];
            } else if a == 0 {
                score -= 4 * OPEN[b];
            }
        }
        if mine && (!theirs || self.both_lines == BothLines::MoverWins) {
            return 1_000_000;
        }
        if theirs {
            return -1_000_000;
        }
        score
    }

    fn is_quiet(&self, _m: &Sowing) -> bool {
        true
    }

    /// No quiescence: a leaf already asks for the win in one (`evaluate`).
    fn is_tactical(&self, _m: &Sowing) -> bool {
        false
    }
}
