//! What Abalone's computer player knows: random playouts are useless at a branching factor of
//! ~60, so it uses the generic alpha-beta (`ai::alphabeta`) with this positional evaluation
//! (marbles, centre distance, cohesion, edge danger) and move ordering (ejections, pushes,
//! moves toward the centre).

use super::board::{ring, step, CELL_TO_PAD, OFF, PAD};
use super::{seat_colour, Abalone, Move};
use crate::ai::alphabeta::Heuristic;

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
        let mut score = (self.ejected[self.to_move] as i32 - self.ejected[1 - self.to_move] as i32) * MARBLE;
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
        let from = m.group()[0];
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
