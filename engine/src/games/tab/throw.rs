//! The four coins used as casting sticks, and the throws a player collects in a turn (rules §2).

/// The throw values, smallest first. There is no 5: four tails score 6 (rules §2).
pub const VALUES: [u8; 5] = [1, 2, 3, 4, 6];

/// Coins thrown at once (rules §2).
pub const COINS: u8 = 4;

/// The value of a throw showing `heads` heads (rules §2 table): 0 heads scores 6.
pub fn value_of_heads(heads: u8) -> u8 {
    match heads {
        0 => 6,
        h => h.min(COINS),
    }
}

/// How many heads show for a throw of `value` (the inverse of [`value_of_heads`]).
pub fn heads_of_value(value: u8) -> u8 {
    if value == 6 {
        0
    } else {
        value
    }
}

/// The chance of each value with four fair coins: C(4, heads) / 16 (rules §2 table).
pub fn probability(value: u8) -> f64 {
    const WAYS: [f64; 5] = [1.0, 4.0, 6.0, 4.0, 1.0];
    WAYS[heads_of_value(value) as usize] / 16.0
}

/// The most throws a turn keeps (T19): reaching it ends the throwing as a 2 or 3 would. A run
/// that long has a chance of (3/8)^23, about 1 in 6·10^9, and it bounds the work of option T6
/// (`maximum`), which looks at the orders the throws can be used in.
pub const MOST_HELD: u32 = 24;

/// Whether a throw of `value` earns another throw: 1, 4 and 6 do, a 2 or 3 ends the throwing
/// (rules §2).
pub fn throws_again(value: u8) -> bool {
    matches!(value, 1 | 4 | 6)
}

/// Whether `value` is a possible throw.
pub fn is_value(value: u8) -> bool {
    VALUES.contains(&value)
}

fn slot(value: u8) -> usize {
    match value {
        1 => 0,
        2 => 1,
        3 => 2,
        4 => 3,
        _ => 4,
    }
}

/// The throws of the current turn not used yet. They may be used in any order (rules §3), so a
/// count per value is all that matters. A turn holds at most [`MOST_HELD`] (T19).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Throws {
    counts: [u8; 5],
}

impl Throws {
    pub const NONE: Throws = Throws { counts: [0; 5] };

    pub fn count(&self, value: u8) -> u8 {
        if is_value(value) {
            self.counts[slot(value)]
        } else {
            0
        }
    }

    pub fn has(&self, value: u8) -> bool {
        self.count(value) > 0
    }

    pub fn add(&mut self, value: u8) {
        if is_value(value) {
            let c = &mut self.counts[slot(value)];
            *c = c.saturating_add(1);
        }
    }

    /// Uses one throw of `value`; false if there is none.
    pub fn take(&mut self, value: u8) -> bool {
        if !self.has(value) {
            return false;
        }
        self.counts[slot(value)] -= 1;
        true
    }

    pub fn total(&self) -> u32 {
        self.counts.iter().map(|&c| c as u32).sum()
    }

    pub fn is_empty(&self) -> bool {
        self.counts == [0; 5]
    }

    /// Each value held at least once, smallest first.
    pub fn distinct(&self) -> impl Iterator<Item = u8> + '_ {
        VALUES.into_iter().filter(|&v| self.has(v))
    }

    /// Every throw held, smallest first, repeated by count.
    pub fn each(&self) -> impl Iterator<Item = u8> + '_ {
        VALUES.into_iter().flat_map(|v| std::iter::repeat_n(v, self.count(v) as usize))
    }
}
