//! The positions a repetition rule looks back on (Abalone's and Latroncules's threefold
//! repetition): position hashes since the last irreversible action.
//!
//! A game's state carries them, and the session keeps states (checkpoints, the state before the
//! last action) and the search clones them at every node, so a clone must not cost the length
//! of the game: the newest hashes sit in a small array, and every full block is frozen and
//! shared (`Rc`) by all the clones that came after it. Counting a hash walks the frozen blocks,
//! but each has a small Bloom filter, so a block that cannot hold the hash costs two tests: a
//! 50,000-ply shuffle is counted in well under a second.

use std::rc::Rc;

/// Hashes in the array and in each frozen block.
const BLOCK: usize = 32;

#[derive(Clone, Debug)]
pub struct Seen {
    recent: [u64; BLOCK],
    len: usize,
    older: Option<Rc<Frozen>>,
    /// Hashes in frozen blocks.
    frozen: usize,
}

#[derive(Debug)]
struct Frozen {
    hashes: [u64; BLOCK],
    /// 256-bit Bloom filter of `hashes`, two probes each.
    filter: [u64; 4],
    before: Option<Rc<Frozen>>,
}

/// The two filter bits of `h` (bit index 0..256 each).
fn probes(h: u64) -> [usize; 2] {
    let mixed = h.wrapping_mul(0x9e37_79b9_7f4a_7c15);
    [(mixed >> 56) as usize, ((mixed >> 48) & 0xff) as usize]
}

impl Frozen {
    fn may_hold(&self, h: u64) -> bool {
        probes(h).iter().all(|&b| self.filter[b / 64] & (1 << (b % 64)) != 0)
    }
}

/// Equal when the same positions were seen in the same order.
impl PartialEq for Seen {
    fn eq(&self, o: &Self) -> bool {
        self.len() == o.len() && self.hashes() == o.hashes()
    }
}

impl Eq for Seen {}

impl Default for Seen {
    fn default() -> Self {
        Seen { recent: [0; BLOCK], len: 0, older: None, frozen: 0 }
    }
}

impl Seen {
    /// Forgets every position (after an irreversible action, no earlier position can recur).
    pub fn clear(&mut self) {
        self.len = 0;
        self.older = None;
        self.frozen = 0;
    }

    /// Adds the position just reached.
    pub fn push(&mut self, h: u64) {
        if self.len == BLOCK {
            let mut filter = [0u64; 4];
            for &x in &self.recent {
                for b in probes(x) {
                    filter[b / 64] |= 1 << (b % 64);
                }
            }
            self.older = Some(Rc::new(Frozen { hashes: self.recent, filter, before: self.older.take() }));
            self.frozen += BLOCK;
            self.len = 0;
        }
        self.recent[self.len] = h;
        self.len += 1;
    }

    /// How many times position `h` was seen.
    pub fn count(&self, h: u64) -> usize {
        let mut n = self.recent[..self.len].iter().filter(|&&x| x == h).count();
        let mut block = self.older.as_deref();
        while let Some(b) = block {
            if b.may_hold(h) {
                n += b.hashes.iter().filter(|&&x| x == h).count();
            }
            block = b.before.as_deref();
        }
        n
    }

    /// Positions remembered.
    pub fn len(&self) -> usize {
        self.frozen + self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The hashes, oldest first.
    pub fn hashes(&self) -> Vec<u64> {
        let mut blocks = Vec::new();
        let mut block = self.older.as_deref();
        while let Some(b) = block {
            blocks.push(b);
            block = b.before.as_deref();
        }
        let mut out: Vec<u64> = blocks.iter().rev().flat_map(|b| b.hashes).collect();
        out.extend_from_slice(&self.recent[..self.len]);
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_like_a_list_across_blocks_and_clones() {
        let mut seen = Seen::default();
        let mut list = Vec::new();
        let mut clones = Vec::new();
        for i in 0..1000u64 {
            let h = (i * 7919) % 97;
            assert_eq!(seen.count(h), list.iter().filter(|&&x| x == h).count());
            seen.push(h);
            list.push(h);
            if i % 50 == 0 {
                clones.push((seen.clone(), list.clone()));
            }
        }
        assert_eq!(seen.hashes(), list);
        assert_eq!(seen.len(), 1000);
        // Clones taken earlier are unchanged by what came after.
        for (s, l) in clones {
            assert_eq!(s.hashes(), l);
            for h in 0..97 {
                assert_eq!(s.count(h), l.iter().filter(|&&x| x == h).count());
            }
        }
        seen.clear();
        assert!(seen.is_empty());
        assert_eq!(seen.count(3), 0);
    }
}
