//! What Abalone's computer player knows: random playouts are useless at a branching factor of
//! ~60, so it uses the generic alpha-beta (`ai::alphabeta`) with this positional evaluation
//! (marbles, centre distance, cohesion, edge danger) and move ordering (ejections, pushes,
//! moves toward the centre).

use super::board::{ring, step, CELL_TO_PAD, EMPTY, OFF, PAD};
use super::{colour_seat, seat_colour, Abalone, Move};
use crate::ai::alphabeta::Heuristic;
use crate::core::Rng;

const MARBLE: i32 = 1_000;
const CENTRE: i32 = 14;
const COHESION: i32 = 4;
const EDGE_DANGER: i32 = 30;

/// Ring of every padded cell (4 off the board), for the evaluation.
const RINGS: [u8; PAD] = {
    let mut r = [4u8; PAD];
    let mut i = 0;
    while i < CELL_TO_PAD.len() {
        let p = CELL_TO_PAD[i];
        r[p as usize] = ring(p);
        i += 1;
    }
    r
};

impl Abalone {
    /// Whether `m` pushes an opposing marble off the board (rules §2, §3).
    pub fn ejects(&self, m: &Move) -> bool {
        let Move::Inline { tail, dir, len, pushed } = *m else { return false };
        if pushed == 0 {
            return false;
        }
        let mut front = tail;
        for _ in 0..(len + pushed) {
            front = step(front, dir as usize);
        }
        self.at(front) == OFF
    }
}

impl Heuristic for Abalone {
    fn evaluate(&self) -> i32 {
        let me = seat_colour(self.to_move);
        // Alpha-beta plays only two players; the next seat stands for "the others" otherwise.
        let other = self.next_seat(self.to_move);
        let mut score = (self.tally(self.to_move) as i32 - self.tally(other) as i32) * MARBLE;
        for &p in CELL_TO_PAD.iter() {
            let c = self.at(p);
            if c == 0 {
                continue;
            }
            let r = RINGS[p as usize] as i32;
            let mut s = (4 - r) * CENTRE;
            for d in 0..3 {
                if self.at(step(p, d)) == c {
                    s += COHESION;
                }
            }
            // A rim marble with an enemy next to it, on the line that leads off the board.
            if r == 4 {
                for d in 0..6 {
                    let inner = self.at(step(p, d));
                    if self.at(step(p, (d + 3) % 6)) == OFF && inner != 0 && inner != c && inner != OFF {
                        s -= EDGE_DANGER;
                    }
                }
            }
            score += if c == me { s } else { -s };
        }
        score
    }

    fn position_hash(&self) -> u64 {
        self.hash()
    }

    fn move_order(&self, m: &Move) -> i32 {
        let mut s = match *m {
            Move::Inline { pushed, .. } if pushed > 0 => {
                if self.ejects(m) {
                    100_000
                } else {
                    10_000 + pushed as i32 * 100
                }
            }
            Move::Inline { len, .. } | Move::Broadside { len, .. } => len as i32 * 10,
        };
        // Toward the centre is usually better.
        let from = m.first();
        let to = step(from, m.dir());
        s += (RINGS[from as usize] as i32 - RINGS[to as usize] as i32) * 20;
        s
    }

    fn is_quiet(&self, m: &Move) -> bool {
        !matches!(m, Move::Inline { pushed: 1.., .. })
    }

    /// A push off the board (rules §2, §3): the only change of material.
    fn is_tactical(&self, m: &Move) -> bool {
        self.ejects(m)
    }

    /// The plies played toward the option `ply_limit` (rules §8), over its last quarter.
    fn toward_draw(&self) -> i32 {
        self.ply_limit.map_or(0, |limit| {
            let quarter = (limit / 4).max(1);
            ((self.plies + quarter).saturating_sub(limit) * 100 / quarter) as i32
        })
    }
}

/// Actions a playout of three or four players makes before it is judged (rules §6).
pub const PLAYOUT_MOVES: usize = 12;

impl Abalone {
    /// A playout's move with three or four players: a push off the board when there is one,
    /// else mostly a push, else a move toward the centre, with some noise so playouts differ.
    pub(super) fn guided_move(&self, rng: &mut Rng) -> Option<Move> {
        let mut best = None;
        let mut top = i32::MIN;
        self.for_each_move(|m| {
            let score = self.move_order(&m) + rng.below(80) as i32;
            if score > top {
                top = score;
                best = Some(m);
            }
        });
        best
    }

    /// Each seat's chances from here, for the end of a playout: the marbles its side has
    /// pushed off (its team's, with four) and how central its marbles stand, against the best
    /// opposing side, through a logistic curve. On the scale of a finished game's rewards: a
    /// team's win gives each partner half the point, so does a sure lead here.
    pub(super) fn chances(&self) -> Vec<f64> {
        let mut centre = [0i32; super::MOST_SEATS];
        for &p in CELL_TO_PAD.iter() {
            let c = self.at(p);
            if c != EMPTY {
                centre[colour_seat(c)] += 4 - RINGS[p as usize] as i32;
            }
        }
        let value = |s: usize| {
            let mate = self.partner(s).map_or(0, |m| centre[m]);
            i32::from(self.tally(s)) * MARBLE + (centre[s] + mate) * CENTRE
        };
        let values: [i32; super::MOST_SEATS] =
            std::array::from_fn(|s| if s < self.players { value(s) } else { 0 });
        let share = if self.teams() { 0.5 } else { 1.0 };
        (0..self.players)
            .map(|s| {
                let side = self.side(s);
                let rival = (0..self.players)
                    .filter(|&o| side.foe(seat_colour(o)))
                    .map(|o| values[o])
                    .max()
                    .unwrap_or(values[s]);
                share / (1.0 + (-(values[s] - rival) as f64 / 1_500.0).exp())
            })
            .collect()
    }
}
