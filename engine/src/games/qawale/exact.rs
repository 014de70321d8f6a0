//! What Qawale tells the exact solver (`ai::exact`): a key for the position up to the board's
//! eight symmetries, and a cheap order of the actions from the tops.
//!
//! The symmetries: the 4×4 square's rotations and reflections map ranks to ranks or files and
//! the two long diagonals to each other, so the ten lines to the ten lines (rules §3); they map
//! the four sowing directions to the four and keep a path's U-turns U-turns and its steps on the
//! board (rules §2.4), so every legal action has a legal image and a position's value is its
//! image's. The tests check that each of the eight images has the same solved value.

use super::board::{line_in, LINES, SPACES};
use super::{seat_pebble, BothLines, Dir, Qawale, Space, Stack};
use crate::ai::exact::{AtOnce, Exact, DRAW, LOSS, TO_THE_END};

/// The most plies left (rules §3: 16 in a game) from which the levels solve to the end: with 4
/// left the solver classifies every action within 170,000 positions (median; 1.3 million at
/// most), 0.14 s native; with 5 to 6 it often runs out of budget but may still find a win or a
/// loss (docs/bench/qawale_exact.txt). Further out it proves losses a few plies ahead only
/// (`Exact::exact_reach`).
pub const HORIZON: usize = 6;

/// The most positions the solver visits before `HORIZON` (`Exact::exact_reach`): about 0.5 s
/// native, so that MCTS keeps most of the level's time.
pub const MIDDLE_BUDGET: u64 = 600_000;

/// The eight symmetries of the square, as the space each space's content comes from: image
/// space `j` holds what space `SYMMETRIES[t][j]` held. A space is `rank·4 + file`.
const SYMMETRIES: [[u8; SPACES]; 8] = symmetries();

const fn symmetries() -> [[u8; SPACES]; 8] {
    let mut out = [[0; SPACES]; 8];
    let mut j = 0;
    while j < SPACES {
        let (f, r) = (j % 4, j / 4);
        // (file, rank) of the source for each of the 8: identity, three rotations, four
        // reflections (files, ranks, the two diagonals).
        let sources =
            [(f, r), (r, 3 - f), (3 - f, 3 - r), (3 - r, f), (3 - f, r), (f, 3 - r), (r, f), (3 - r, 3 - f)];
        let mut t = 0;
        while t < 8 {
            let (sf, sr) = sources[t];
            out[t][j] = (sr * 4 + sf) as u8;
            t += 1;
        }
        j += 1;
    }
    out
}

/// The stacks in the order `sources` gives, packed exactly: each pebble its two bits (1 to 3,
/// rules §1), each stack ended by a 0. At most 24 pebbles and 16 ends: 80 bits.
fn pack(stacks: &[Stack; SPACES], sources: &[u8; SPACES]) -> u128 {
    let mut key = 0u128;
    for &s in sources {
        for p in stacks[s as usize].pebbles() {
            key = (key << 2) | p as u128;
        }
        key <<= 2;
    }
    key
}

impl Qawale {
    /// The image of this position under symmetry `t` (0 is the identity), for the tests.
    pub fn transformed(&self, t: usize) -> Qawale {
        let mut g = self.clone();
        for (j, &s) in SYMMETRIES[t % 8].iter().enumerate() {
            g.stacks[j] = self.stacks[s as usize];
        }
        g.seat_tops = g.count_tops();
        g.winning_line = 0;
        g
    }
}

/// Threats along the lines, seen from `mover` (rules §3: only the tops count): a line of three
/// `mover` tops whose fourth is not the opponent's is a threat to complete it.
fn line_score(own: u16, other: u16) -> i32 {
    let mut score = 0;
    for line in LINES {
        if line & other != 0 {
            continue;
        }
        score += match (own & line).count_ones() {
            3 => 4,
            2 => 1,
            _ => 0,
        };
    }
    score
}

/// The sowings of the mover's lifted stack, walked step by step with only the tops changing:
/// each walk is judged by the lines its tops show at its end (rules §2.4, §3), without copying
/// the position for each of its hundreds of actions.
struct Walker {
    lifted: Stack,
    mine: super::Pebble,
    both_lines: BothLines,
    /// Every action ends the game (the mover's last pebble, the opponent's hand empty).
    last: bool,
    /// The best ending seen, on the last ply.
    best: i8,
}

impl Walker {
    /// Walks on from `at` having laid `laid` pebbles; true when a walk wins at once.
    fn walk(&mut self, at: Space, came: Option<Dir>, laid: usize, tops: [u16; 2]) -> bool {
        if laid == self.lifted.height() {
            return self.judge(tops);
        }
        let pebble = self.lifted.get(laid);
        for d in Dir::ALL {
            let Some(next) = Qawale::path_step(at, came, d) else { continue };
            let after = dropped(tops, next, pebble, self.mine);
            if self.walk(next, Some(d), laid + 1, after) {
                return true;
            }
        }
        false
    }

    /// One finished walk, the mover's tops and the opponent's (rules §3, option Q5).
    fn judge(&mut self, [own, other]: [u16; 2]) -> bool {
        let (own, other) = (line_in(own).is_some(), line_in(other).is_some());
        if own && (!other || self.both_lines == BothLines::MoverWins) {
            return true;
        }
        let v = if other { LOSS } else { DRAW };
        self.best = self.best.max(v);
        false
    }
}

/// The tops of the mover (`mine`'s colour) and of the other after `pebble` is dropped on
/// `space` during a sowing: it becomes that space's top (rules §2.4), a neutral one nobody's.
pub(super) fn dropped(tops: [u16; 2], space: Space, pebble: super::Pebble, mine: super::Pebble) -> [u16; 2] {
    let bit = 1u16 << space;
    let mut after = [tops[0] & !bit, tops[1] & !bit];
    if pebble == mine {
        after[0] |= bit;
    } else if pebble != super::Pebble::Neutral {
        after[1] |= bit;
    }
    after
}

impl Exact for Qawale {
    /// Every sowing walked with only the tops changing (`Walker`). On the last ply (the
    /// mover's last pebble, the opponent's hand empty) every action ends the game: rules §3,
    /// a line, or a draw once both hands are empty.
    fn exact_at_once(&self) -> Option<AtOnce> {
        let mover = self.to_move;
        let last = self.hands[mover] == 1 && self.hands[1 - mover] == 0;
        let tops = [self.seat_tops[mover], self.seat_tops[1 - mover]];
        let mut walker = Walker {
            lifted: Stack::EMPTY,
            mine: seat_pebble(mover),
            both_lines: self.both_lines,
            last,
            best: LOSS,
        };
        for (origin, stack) in self.stacks.iter().enumerate() {
            if stack.is_empty() {
                continue;
            }
            // Rules §2.2–2.3: the mover's pebble joins the stack, lifted whole.
            walker.lifted = *stack;
            walker.lifted.push(walker.mine);
            let bit = 1u16 << origin;
            if walker.walk(origin as Space, None, 0, [tops[0] & !bit, tops[1] & !bit]) {
                return Some(AtOnce::Win);
            }
        }
        Some(if walker.last { AtOnce::Ends(walker.best) } else { AtOnce::NoWin })
    }

    /// At 7 and 8 plies left, a loss within 5 plies (the last of them the other's four): there
    /// the alpha-beta is slowest (tall stacks) and reaches depth 3 or 4 in a second, which sees
    /// 4 or 5 plies, while one action's check costs 0.1 to 0.6 s (docs/bench/qawale_never_loses.txt,
    /// g and h). Earlier the search goes deeper in its time and such losses are rare: checking
    /// every move there cost Master a third of its wins against Expert at 500 ms a move.
    fn exact_check(&self) -> &'static [u8] {
        let left = 2 * super::HAND as usize - self.plies();
        if left > HORIZON && left <= HORIZON + 2 {
            &[2, 4]
        } else {
            &[]
        }
    }

    /// From `HORIZON` plies left, the end (a loss within 3 plies first, then to the end);
    /// before it, losses within 3 and then 5 plies, for at most `MIDDLE_BUDGET` positions. Loss
    /// in 3 (the opponent's move, any reply, the opponent's four) costs 30,000 to 400,000
    /// positions in the middle game; loss in 5, millions (docs/bench/qawale_exact.txt): it is
    /// proven where the budget reaches.
    fn exact_reach(&self, budget: u64) -> (&'static [u8], u64) {
        if 2 * super::HAND as usize - self.plies() <= HORIZON {
            (&[2, TO_THE_END], budget)
        } else {
            (&[0, 2, 4], budget.min(MIDDLE_BUDGET))
        }
    }

    /// The smallest packing of the stacks over the eight symmetries, and the side to move at
    /// bit 127. The hands follow from the board (each colour's pebbles are on the board or in
    /// hand, rules §1) and the `both_lines` option (rules §6) is fixed for the game, so one
    /// solver's table never meets two; neither is in the key.
    fn exact_key(&self) -> Option<u128> {
        let board = SYMMETRIES.iter().map(|sources| pack(&self.stacks, sources)).min()?;
        Some(board | (self.to_move as u128) << 127)
    }

    /// The mover's threats (rules §3) minus the opponent's, which weigh more: the opponent
    /// moves next and a threat of its own is one move from a win.
    fn exact_order(&self, mover: usize) -> i32 {
        let [own, other] = [self.seat_tops[mover], self.seat_tops[1 - mover]];
        line_score(own, other) - 4 * line_score(other, own)
    }
}
