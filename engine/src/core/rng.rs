//! A small seeded generator (SplitMix64). Games replay exactly from a seed, so the generator
//! must be ours and stable across platforms and crate updates.

#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Self {
        Rng(seed)
    }

    /// The whole state: `Rng::new(r.state())` draws what `r` would draw next (saved games keep
    /// it, so a reloaded game's throws and computer choices continue identically).
    pub fn state(&self) -> u64 {
        self.0
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n` (n > 0): the top 53 bits scaled to `n`, `(x * n) >> 53`.
    pub fn below(&mut self, n: usize) -> usize {
        let x = self.next_u64() >> 11;
        // Below 2^11 the product fits 64 bits: the same number without 128-bit arithmetic,
        // which WebAssembly has no instruction for (the computer's worker draws this in every
        // playout step; a call to the 128-bit multiply there cost a few % of its speed).
        if n < 1 << 11 {
            return ((x * n as u64) >> 53) as usize;
        }
        ((x as u128 * n as u128) >> 53) as usize
    }

    /// Uniform in [0, 1).
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }

    /// Index drawn with the given weights (summing to about 1).
    pub fn weighted(&mut self, weights: impl Iterator<Item = f64>) -> usize {
        let x = self.unit();
        let mut acc = 0.0;
        let mut last = 0;
        for (i, w) in weights.enumerate() {
            acc += w;
            last = i;
            if x < acc {
                return i;
            }
        }
        last
    }
}

#[cfg(test)]
mod tests {
    use super::Rng;

    /// `below` draws exactly what the 128-bit formula draws, on both sides of its shortcut (games
    /// replay from their seeds, so no draw may change).
    #[test]
    fn below_is_the_128_bit_formula() {
        let mut r = Rng::new(12345);
        for i in 0..200_000u64 {
            let n = match i % 4 {
                0 => 1 + (i as usize % 2047),
                1 => 2047 + (i as usize % 3),
                2 => 1 + (i as usize * 7919) % 1_000_000,
                _ => usize::MAX >> (i % 40),
            };
            let mut copy = Rng::new(r.state());
            let x = copy.next_u64() >> 11;
            let expected = ((x as u128 * n as u128) >> 53) as usize;
            assert_eq!(r.below(n), expected, "n = {n}");
        }
    }
}
