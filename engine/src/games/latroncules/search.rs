//! What Latroncules' computer player knows. Random playouts rarely end a game (pieces shuffle
//! until a draw rule), so it uses the generic alpha-beta (`ai::alphabeta`) with material,
//! fantassin progress toward promotion and cavalier mobility.

use super::board::{lines, step};
use super::{Enclosure, Kind, Latroncules, Move};
use crate::ai::alphabeta::Heuristic;

const FANTASSIN: i32 = 100;
const CAVALIER: i32 = 170;
/// Per rank a fantassin has advanced (promotion frees a cavalier, rules §6).
const PROGRESS: i32 = 6;
const MOBILITY: i32 = 2;

impl Heuristic for Latroncules {
    fn evaluate(&self) -> i32 {
        let me = self.to_move as u8;
        let mut score = 0;
        for s in 0..64u8 {
            let Some(p) = self.at(s) else { continue };
            let v = match p.kind {
                Kind::Fantassin => {
                    let advanced = if p.side == 0 { s / 8 } else { 7 - s / 8 } as i32;
                    FANTASSIN + advanced * PROGRESS
                }
                Kind::Cavalier => {
                    let free = (0..8)
                        .filter(|&d| lines(s) & (1 << d) != 0)
                        .filter(|&d| step(s, d).is_some_and(|t| self.at(t).is_none()))
                        .count() as i32;
                    CAVALIER + free * MOBILITY
                }
            };
            score += if p.side == me { v } else { -v };
        }
        score
    }

    fn position_hash(&self) -> u64 {
        let mut h = self.hash();
        for side in self.lost {
            for n in side {
                h = (h ^ n as u64).wrapping_mul(0x0100_0000_01b3);
            }
        }
        h
    }

    fn move_order(&self, m: &Move) -> i32 {
        let mut squares = self.squares;
        squares[m.to as usize] = squares[m.from as usize].take();
        let view = Enclosure { squares: &squares, diagonal: self.diagonal_capture };
        let capture = view.captures_anything(m.to, self.to_move as u8);
        (if capture { 10_000 } else { 0 }) + if m.jump { 50 } else { 0 }
    }

    fn is_quiet(&self, m: &Move) -> bool {
        self.move_order(m) < 10_000
    }

    /// A capture (rules §5).
    fn is_tactical(&self, m: &Move) -> bool {
        !self.is_quiet(m)
    }

    /// Fantassins face to face on a file: a fantassin only steps straight forward onto an empty
    /// square (rules §4.1), so both stand until a capture frees the file, and rows locked across
    /// the middle leave the cavaliers to shuffle until the quiet-plies limit (rules §7.3).
    fn locked(&self) -> i32 {
        let mut pairs = 0;
        // White (side 0) steps up the ranks: the square in front of `s` is `s + 8`.
        for s in 0..56u8 {
            if let (Some(w), Some(b)) = (self.at(s), self.at(s + 8)) {
                pairs += i32::from(
                    w.kind == Kind::Fantassin && b.kind == Kind::Fantassin && w.side == 0 && b.side == 1,
                );
            }
        }
        pairs * 100 / 8
    }

    /// The quiet-plies count toward its limit (rules §7.3).
    fn toward_draw(&self) -> i32 {
        self.quiet_limit.map_or(0, |limit| (self.quiet * 100 / limit.max(1)) as i32)
    }
}
