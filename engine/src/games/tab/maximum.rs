//! Option T6 `use_throws=maximum`: only moves that let the most throws be used are legal.
//!
//! The old way tried every order of the throws in hand, which grows like the factorial of their
//! number (17 s for 12 throws). Here a depth-first search over the states a turn can reach is
//! memoised on what the rest of the turn depends on (the mover's units, the enemy squares still
//! occupied and the throws left), so orders that reach the same state are looked at once, and:
//!
//! - it stops as soon as every throw finds a use, trying first the moves that keep a single piece
//!   free to take any throw;
//! - an upper bound (`bound`) cuts the search when only whole stacks can move: each stack can
//!   take only what fits before its next backward row change (rules §4.3);
//! - listing the legal moves needs, for each move, only whether the best count stays reachable
//!   after it (`Solver::keeps`), which the bound often answers at once.
//!
//! A turn keeps at most 24 throws (T19), which bounds the search.
//! `docs/bench/tab_listing.txt` has the timings.

use super::rules::{Reduction, Row4Stacks, StackedUnmoved};
use super::stack::Stack;
use super::throw::Throws;
use super::throw_move::{Effect, ThrowMove};
use super::track::{track_pos, SQUARES};
use super::Tab;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// FxHash: the keys are small fixed records built here, no need for SipHash's defences.
#[derive(Default)]
struct Fx(u64);

impl Hasher for Fx {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(b as u64);
        }
    }
    fn write_u8(&mut self, n: u8) {
        self.write_u64(n as u64);
    }
    fn write_u32(&mut self, n: u32) {
        self.write_u64(n as u64);
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x517c_c1b7_2722_0a95);
    }
    fn write_usize(&mut self, n: usize) {
        self.write_u64(n as u64);
    }
}

/// What the rest of a turn depends on: the mover's units with their histories, which enemy
/// squares are still occupied (captures only remove enemies), and the throws in hand.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct Key {
    own: [u32; 9],
    enemy: u64,
    throws: Throws,
}

fn key(g: &Tab) -> Key {
    let seat = g.to_move;
    let mut own = [0u32; 9];
    let mut n = 0;
    let mut enemy = 0u64;
    for (sq, s) in g.board.iter().enumerate() {
        match s.owner() {
            Some(o) if o == seat => {
                own[n] = (sq as u32) << 26 | s.code();
                n += 1;
            }
            Some(_) => enemy |= 1 << sq,
            None => {}
        }
    }
    Key { own, enemy, throws: g.throws }
}

/// Which moves to try first (smallest first): a win, then moves that keep single pieces free to
/// take any throw, stacks forming last; among those, the most plentiful value, so that the
/// throws left stay varied.
fn order(g: &Tab, enemies: usize, m: &ThrowMove, e: &Effect) -> u32 {
    let unit = &g.board[m.from as usize];
    let class = if e.captures && enemies == g.board[m.to as usize].height() {
        0
    } else if e.stacks {
        6
    } else if m.split {
        2
    } else if unit.height() == 1 {
        1
    } else {
        3
    } + e.enters_row4 as u32;
    class * 256 + (255 - g.throws.count(m.value) as u32)
}

/// An upper bound on `max_use`: `total` unless no single piece is free to take any throw and
/// none can appear (no 1 in hand to split a stack or start an unmoved piece). Then only whole
/// stacks move, each at most until its next backward row change (rules §4.3), so the throws
/// they can take are at most what fits in those distances.
pub(crate) fn bound(g: &Tab) -> u32 {
    let total = g.throws.total();
    if g.throws.has(1) || g.throws.count(2) + g.throws.count(3) > 1 {
        return total;
    }
    let seat = g.to_move;
    let enemy_home = g.pieces_on_row(1 - seat, 1) > 0;
    let visited = g.rules.reduction == Reduction::Visited;
    let mut stacks = [(0u8, Stack::EMPTY); 9];
    let mut n = 0;
    let (mut idle_home, mut idle_home_pieces) = (0, 0);
    for sq in 0..SQUARES as u8 {
        let s = g.board[sq as usize];
        if s.owner() != Some(seat) {
            continue;
        }
        if s.any_unmoved() {
            // Without a 1 it never moves (rules §4.1) and stays on the home row, unless a stack
            // landing on it sets it going (option T3).
            if g.rules.stacked_unmoved == StackedUnmoved::NeedsOne {
                idle_home += 1;
                idle_home_pieces += s.height();
            }
            continue;
        }
        if s.height() == 1 {
            return total;
        }
        stacks[n] = (track_pos(seat, sq), s);
        n += 1;
    }
    let stacks = &stacks[..n];
    let may_enter = |s: &Stack| !s.any_row4() && enemy_home;
    // A stack that can never reach row 4 without a reduction: under the stacks-only rule its
    // (reducing) moves always exist, so row-4 stacks never get to move (rules §4.7, T12).
    let stuck_short =
        |&(p, s): &(u8, Stack)| p < 27 && (!may_enter(&s) || (visited && s.any_row3() && p < 18));
    let row4_moves = match g.rules.row4_stacks {
        Row4Stacks::StacksOnly => idle_home_pieces == 0 && !stacks.iter().any(stuck_short),
        Row4Stacks::HomeGroup => idle_home <= 1,
    };
    let mut bins = [Bin::default(); 9];
    let mut reach = 0u64; // track positions some stack can land on
    for (i, &(p, s)) in stacks.iter().enumerate() {
        let bin = if p >= 27 {
            Bin { room: if row4_moves { 35 - p } else { 0 }, extra: false }
        } else if visited && s.any_row3() && p < 18 {
            Bin { room: 17 - p, extra: false }
        } else if may_enter(&s) {
            // Without moves in row 4, one last throw may still take it in (§4.6).
            if row4_moves {
                Bin { room: 35 - p, extra: false }
            } else {
                Bin { room: 26 - p, extra: true }
            }
        } else {
            Bin { room: 26 - p, extra: false }
        };
        bins[i] = bin;
        // Where it can stand after some throws, its own square included.
        let near = landings(&g.throws, bin.room) << p;
        reach |= near & !(1 << p);
        if bin.extra {
            for v in g.throws.distinct() {
                reach |= (near << v) & ROW4_FROM_ROW3;
            }
        }
    }
    // A win counts every throw (rules §5): possible only if every enemy square can be landed on.
    let win = (0..SQUARES as u8)
        .all(|sq| g.board[sq as usize].owner() != Some(1 - seat) || reach >> track_pos(seat, sq) & 1 == 1);
    if win {
        return total;
    }
    pack(&bins[..n], &g.throws).min(total)
}

/// Track positions 27..=32: row 4 as far as a throw from row 3 reaches.
const ROW4_FROM_ROW3: u64 = ((1 << 33) - 1) & !((1 << 27) - 1);

/// The room a stack has for throws: `room` steps, and when `extra`, one more throw of any size
/// (its last, into row 4).
#[derive(Clone, Copy, Default)]
struct Bin {
    room: u8,
    extra: bool,
}

/// The distances 0..=`most` a unit can cover with some of the throws (bit d for distance d).
fn landings(throws: &Throws, most: u8) -> u64 {
    let mut mask = 1u64;
    for v in [2u8, 3, 4, 6] {
        for _ in 0..throws.count(v).min(most / v + 1) {
            mask |= mask << v;
        }
    }
    mask & ((1u64 << (most + 1)) - 1)
}

/// The most throws (none of them a 1; the 2 or 3 at most once) that fit in the bins. Exact for
/// the bins: every count of 4s and of the odd throw in each bin is tried, the rest filled with
/// 6s, bin after bin.
fn pack(bins: &[Bin], throws: &Throws) -> u32 {
    const FOURS: usize = 48; // 9 bins could hold at most 4 stacks × 9 fours
    let odd = [2, 3].into_iter().find(|&v| throws.has(v)).map_or(0, i32::from);
    let (fours, sixes) = (throws.count(4) as usize, throws.count(6) as i32);
    // table[x][f]: the most 6s that fit along with the odd throw x times (0 or 1) and f 4s.
    let mut table = [[-1i32; FOURS]; 2];
    table[0][0] = 0;
    let mut reached = 0; // the most 4s any row of the table holds so far
    for bin in bins {
        let mut next = [[-1i32; FOURS]; 2];
        for (x, row) in table.iter().enumerate().take(1 + usize::from(odd > 0)) {
            for (f, &j) in row.iter().enumerate().take(reached + 1).filter(|&(_, &j)| j >= 0) {
                fills(bin, odd, x == 0, &mut |dx, df, dj| {
                    let (x, f) = (x + dx, f + df);
                    if f <= fours.min(FOURS - 1) {
                        next[x][f] = next[x][f].max(j + dj);
                    }
                });
            }
        }
        table = next;
        reached = (reached + bin.room as usize / 4 + 1).min(fours);
    }
    let mut best = 0;
    for (x, row) in table.iter().enumerate() {
        for (f, &j) in row.iter().enumerate().filter(|&(_, &j)| j >= 0) {
            best = best.max((x + f) as u32 + j.min(sixes) as u32);
        }
    }
    best
}

/// The ways to fill one bin: (odd throws, 4s, 6s), the most 6s for each count of the others.
fn fills(bin: &Bin, odd: i32, odd_free: bool, put: &mut impl FnMut(usize, usize, i32)) {
    for x in 0..=usize::from(odd > 0 && odd_free) {
        let left = bin.room as i32 - x as i32 * odd;
        if left < 0 {
            continue;
        }
        for i in 0..=left / 4 {
            let (f, j) = (i as usize, (left - 4 * i) / 6);
            put(x, f, j);
            if bin.extra {
                // The last throw into row 4, of any size.
                if odd > 0 && odd_free && x == 0 {
                    put(1, f, j);
                }
                put(x, f + 1, j);
                put(x, f, j + 1);
            }
        }
    }
}

/// What is known of the most throws usable from a state: at least `lo`, at most `hi`.
#[derive(Clone, Copy)]
struct Known {
    lo: u32,
    hi: u32,
}

/// One listing's search: the memo lives as long as the listing.
#[derive(Default)]
pub(crate) struct Solver {
    memo: HashMap<Key, Known, BuildHasherDefault<Fx>>,
    /// The moves of the states on the search path, each state's after its parent's.
    moves: Vec<(u32, ThrowMove)>,
}

impl Solver {
    /// What the memo knows of `g`, or else its bound (remembered: it is not free).
    fn known(&mut self, g: &Tab, k: Key) -> Known {
        *self.memo.entry(k).or_insert_with(|| Known { lo: 0, hi: bound(g) })
    }

    /// Pushes the moves of `g` that reduce no stack, best first; returns where they start.
    fn push_moves(&mut self, g: &Tab) -> usize {
        let start = self.moves.len();
        let enemies = g.pieces(1 - g.to_move);
        g.for_each_base(&mut |m, e| {
            if !e.reduces {
                self.moves.push((order(g, enemies, &m, &e), m));
            }
        });
        // Insertion sort: a turn has a few dozen moves at most, and a sort of its own would
        // cost the site's wasm a generic quicksort.
        let list = &mut self.moves[start..];
        for i in 1..list.len() {
            let mut j = i;
            while j > 0 && list[j - 1].0 > list[j].0 {
                list.swap(j - 1, j);
                j -= 1;
            }
        }
        start
    }

    /// The most throws usable from `g` by throw-moves that reduce no stack (reducing is never
    /// compulsory, rules §4.3); capturing the last enemy piece uses them all (rules §5).
    pub(crate) fn max_use(&mut self, g: &Tab) -> u32 {
        let k = key(g);
        let known = self.known(g, k);
        self.max_use_from(g, k, known)
    }

    fn max_use_from(&mut self, g: &Tab, k: Key, known: Known) -> u32 {
        if known.lo >= known.hi {
            return known.lo;
        }
        let start = self.push_moves(g);
        let mut best = known.lo;
        for i in start..self.moves.len() {
            if best >= known.hi {
                break;
            }
            let next = after(g, &self.moves[i].1);
            if next.pieces(1 - g.to_move) == 0 {
                best = g.throws.total();
                break;
            }
            let nk = key(&next);
            let next_known = self.known(&next, nk);
            if 1 + next_known.hi > best {
                best = best.max(1 + self.max_use_from(&next, nk, next_known));
            }
        }
        self.moves.truncate(start);
        self.memo.insert(k, Known { lo: best, hi: best });
        best
    }

    /// Whether at least `need` throws are usable from `g`.
    fn reach(&mut self, g: &Tab, need: u32) -> bool {
        if need == 0 {
            return true;
        }
        let k = key(g);
        let known = self.known(g, k);
        if known.lo >= need || known.hi < need {
            return known.lo >= need;
        }
        let start = self.push_moves(g);
        let mut found = false;
        for i in start..self.moves.len() {
            let next = after(g, &self.moves[i].1);
            if next.pieces(1 - g.to_move) == 0 || self.reach(&next, need - 1) {
                found = true;
                break;
            }
        }
        self.moves.truncate(start);
        let entry = self.memo.entry(k).or_insert(known);
        if found {
            entry.lo = entry.lo.max(need);
        } else {
            entry.hi = entry.hi.min(need - 1);
        }
        found
    }

    /// Whether the non-reducing move `m` still lets `best` throws be used in all: itself and
    /// `best - 1` after it.
    pub(crate) fn keeps(&mut self, g: &Tab, m: &ThrowMove, best: u32) -> bool {
        let next = after(g, m);
        next.pieces(1 - g.to_move) == 0 || self.reach(&next, best.saturating_sub(1))
    }
}

fn after(g: &Tab, m: &ThrowMove) -> Tab {
    let mut next = g.clone();
    next.shift(m);
    next
}
