//! The positions a repetition rule looks back on (Abalone's and Latroncules's threefold
//! repetition): position hashes since the last irreversible action.
//!
//! A game's state carries them, and the session keeps states (checkpoints, the state before the
//! last action) and the search clones them at every node, so a clone must not cost the length
//! of the game: the newest hashes sit in a small array, and every full block is frozen and
//! shared (`Rc`) by all the clones that came after it. Counting a hash walks the frozen blocks,
//! but each has a small Bloom filter, so a block that cannot hold the hash costs two tests: a
//! 50,000-ply shuffle is counted in well under a second.
//!
//! A position text carries the history (`seen=`, the "Position text" sections of
//! docs/rules/abalone.md and latroncules.md): every position before the current one as a
//! fixed-width base-36 hash, so a loaded game detects the next repetition exactly as play
//! would. The hashes are therefore part of the text format: each game's hash is FNV-1a with
//! fixed constants, the same on every build and platform, and its tests pin a value.

use super::text::quote;
use super::PositionError;
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

    /// The positions before the newest one (the current position, which a reader hashes
    /// itself), as position text: [`HASH_DIGITS`] base-36 digits each, oldest first, no
    /// separator. Empty when at most one position was seen.
    pub fn earlier_text(&self) -> String {
        let hashes = self.hashes();
        let earlier = &hashes[..hashes.len().saturating_sub(1)];
        let mut out = String::with_capacity(earlier.len() * HASH_DIGITS);
        for &h in earlier {
            push_hash(&mut out, h);
        }
        out
    }

    /// Reads the positions written by [`Seen::earlier_text`]. Refuses a position seen three
    /// times already: play would have ended the game at its third time.
    pub fn read_earlier(text: &str) -> Result<Seen, PositionError> {
        const FIELD: &str = "the repetition history (seen=)";
        if let Some(bad) = text.chars().find(|c| !c.is_ascii_digit() && !c.is_ascii_lowercase()) {
            return Err(PositionError::new(
                "position-history",
                crate::english!(
                    "{FIELD} may hold only the digits 0–9 and a–z, not {}",
                    quote(&bad.to_string())
                ),
            ));
        }
        if !text.len().is_multiple_of(HASH_DIGITS) {
            return Err(PositionError::new(
                "position-history",
                crate::english!(
                    "{FIELD} must be hashes of {HASH_DIGITS} digits each, found {} digits",
                    text.len()
                ),
            ));
        }
        let mut hashes = Vec::with_capacity(text.len() / HASH_DIGITS);
        for chunk in text.as_bytes().chunks(HASH_DIGITS) {
            let value = chunk.iter().try_fold(0u64, |v, &b| {
                let digit = (b as char).to_digit(36).unwrap_or(0) as u64;
                v.checked_mul(36).and_then(|v| v.checked_add(digit))
            });
            let shown = String::from_utf8_lossy(chunk);
            hashes.push(value.ok_or_else(|| {
                PositionError::new(
                    "position-history",
                    crate::english!("{FIELD}: hash {} is too large (at most {MAX_HASH})", quote(&shown)),
                )
            })?);
        }
        // Counted as the history is rebuilt (its Bloom filters keep this near linear): no sort,
        // whose generic code would cost the site's wasm several kilobytes.
        let mut seen = Seen::default();
        for h in hashes {
            if seen.count(h) >= 2 {
                let mut shown = String::new();
                push_hash(&mut shown, h);
                return Err(PositionError::new(
                    "position-history",
                    crate::english!(
                        "{FIELD} holds position {shown} three times: the game would have ended at the third"
                    ),
                ));
            }
            seen.push(h);
        }
        Ok(seen)
    }
}

/// Digits of one hash in a position text: 36^13 > 2^64, so every hash fits.
pub const HASH_DIGITS: usize = 13;
const DIGITS: &[u8; 36] = b"0123456789abcdefghijklmnopqrstuvwxyz";
/// `u64::MAX` in base 36.
const MAX_HASH: &str = "3w5e11264sgsf";

/// Appends `h` as [`HASH_DIGITS`] base-36 digits.
fn push_hash(out: &mut String, h: u64) {
    let mut digits = [b'0'; HASH_DIGITS];
    let mut rest = h;
    for d in digits.iter_mut().rev() {
        *d = DIGITS[(rest % 36) as usize];
        rest /= 36;
    }
    out.extend(digits.iter().map(|&b| b as char));
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

    #[test]
    fn the_earlier_positions_round_trip_as_text() {
        let mut seen = Seen::default();
        assert_eq!(seen.earlier_text(), "");
        seen.push(7);
        assert_eq!(seen.earlier_text(), "", "the newest position is not written");
        for h in [u64::MAX, 0, 35, 36, 0x0123_4567_89ab_cdef, 7] {
            seen.push(h);
        }
        let text = seen.earlier_text();
        assert_eq!(&text[13..26], MAX_HASH);
        assert_eq!(&text[39..52], "000000000000z");
        let back = Seen::read_earlier(&text).unwrap();
        assert_eq!(back.hashes(), seen.hashes()[..6].to_vec());
        assert_eq!(Seen::read_earlier("").unwrap(), Seen::default());
        for (bad, why) in [
            ("3w5e11264sgsg", "too large (at most 3w5e11264sgsf)"),
            ("zzzzzzzzzzzzz", "too large"),
            ("000000000000", "found 12 digits"),
            ("000000000000A", "not 'A'"),
            ("00000000000-1", "not '-'"),
            ("0000000000001000000000000100000000000010000000000002", "three times"),
        ] {
            let err = Seen::read_earlier(bad).unwrap_err();
            assert!(err.0.english.contains(why), "{bad}: {err}");
        }
        // Two times is what play can leave before the third.
        assert!(Seen::read_earlier("00000000000010000000000001").is_ok());
    }
}
