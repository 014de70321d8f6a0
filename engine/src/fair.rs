//! Fair chance between devices, without a server (docs/records.md, "Fair throws"): a throw
//! depends on a secret of every seat's device, each committed before the device saw any other's.
//!
//! Each device draws a secret `x` for a game and publishes the end of a hash chain, its
//! **commitment** `C = H^N(x)` (SHA-256, `N` = [`CHAIN`]). The chain's elements are revealed
//! backwards: element `k` is `r_k = H^(N-k)(x)`, so `H(r_k) = r_(k-1)` with `r_0 = C`. Anyone
//! checks an element against the commitment, and nobody can compute the next one from it.
//!
//! The game's chance actions come in **runs** (Tâb: a turn's throws), numbered from 1. Run `j`
//! is decided by element `j` of every seat's chain, [`throw_seed`]. A device reveals its element
//! `j` for another seat's run only once that seat has committed (so the thrower's chain was fixed
//! before it saw the element), and the thrower reveals its own when it throws. Until then the
//! thrower's element is known to its device alone: nobody else can predict the run, and the
//! thrower cannot change it (its chain is committed); opening the same link again, in any
//! browser, can only give the same throws or none.

use crate::core::Actor;
use sha2::{Digest, Sha256};

/// A chain element, a commitment or a secret.
pub type Hash = [u8; 32];

/// Elements in a chain: the runs of throws a game between devices may have (Tâb: about one a
/// turn). Revealing element `k` costs `CHAIN - k` hashes (a few milliseconds at most).
pub const CHAIN: u32 = 4096;

pub fn sha256(data: &[u8]) -> Hash {
    Sha256::digest(data).into()
}

/// `h` hashed `steps` times.
pub fn forward(h: &Hash, steps: u32) -> Hash {
    let mut h = *h;
    for _ in 0..steps {
        h = sha256(&h);
    }
    h
}

/// The commitment of `secret`'s chain.
pub fn commitment(secret: &Hash) -> Hash {
    forward(secret, CHAIN)
}

/// Element `k` (1..=CHAIN) of `secret`'s chain.
pub fn element(secret: &Hash, k: u32) -> Hash {
    forward(secret, CHAIN - k.min(CHAIN))
}

/// Whether `reveal` is element `k` of the chain committed to by `commit`.
pub fn verify(commit: &Hash, k: u32, reveal: &Hash) -> bool {
    k <= CHAIN && forward(reveal, k) == *commit
}

/// The seed of throw `i` (from 0) of run `run`, from every seat's element `run`, in seat order.
pub fn throw_seed(elements: &[Hash], run: u32, i: u32) -> u64 {
    let mut data = Vec::with_capacity(elements.len() * 32 + 8);
    for e in elements {
        data.extend_from_slice(e);
    }
    data.extend_from_slice(&run.to_le_bytes());
    data.extend_from_slice(&i.to_le_bytes());
    let h = sha256(&data);
    u64::from_le_bytes([h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7]])
}

/// Numbers a game's runs of chance actions as it goes (the same rule for the record's check and
/// the app's throws): a run is a stretch of chance actions with no seat's action inside.
#[derive(Clone, Copy, Debug, Default)]
pub struct Runs {
    run: u32,
    thrown: u32,
    in_run: bool,
}

impl Runs {
    /// The runs of a game whose actions were made by `actors`, in order.
    pub fn after(actors: impl IntoIterator<Item = Actor>) -> Runs {
        let mut runs = Runs::default();
        for a in actors {
            runs.step(a);
        }
        runs
    }

    /// After an action of `actor`.
    pub fn step(&mut self, actor: Actor) {
        if actor != Actor::Chance {
            self.in_run = false;
            return;
        }
        if !self.in_run {
            (self.run, self.thrown, self.in_run) = (self.run + 1, 0, true);
        }
        self.thrown += 1;
    }

    /// Where a chance action made now would be: its run (from 1) and its index in the run.
    pub fn next(&self) -> (u32, u32) {
        if self.in_run {
            (self.run, self.thrown)
        } else {
            (self.run + 1, 0)
        }
    }
}

/// What one seat has pledged: its chain's commitment, and the last element it revealed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pledge {
    /// `None`: the seat's device has not committed yet (the friend has not opened the link).
    pub commit: Option<Hash>,
    /// How far the chain is revealed: element `revealed` is `reveal` (0: nothing yet).
    pub revealed: u32,
    pub reveal: Hash,
}

impl Pledge {
    /// A seat's pledge from its device's secret, revealed up to element `k`.
    pub fn of(secret: &Hash, k: u32) -> Pledge {
        Pledge {
            commit: Some(commitment(secret)),
            revealed: k,
            reveal: if k == 0 { [0; 32] } else { element(secret, k) },
        }
    }

    /// The pledge is consistent: what it reveals is an element of its chain.
    pub fn holds(&self) -> bool {
        match self.commit {
            None => self.revealed == 0,
            Some(c) => self.revealed == 0 || verify(&c, self.revealed, &self.reveal),
        }
    }

    /// Element `j` (1..=revealed), from the last one revealed.
    pub fn element(&self, j: u32) -> Option<Hash> {
        (j >= 1 && j <= self.revealed).then(|| forward(&self.reveal, self.revealed - j))
    }

    /// Elements 1..=revealed, in order (one walk down the chain).
    pub fn elements(&self) -> Vec<Hash> {
        let mut out = vec![[0u8; 32]; self.revealed as usize];
        let mut h = self.reveal;
        for k in (0..self.revealed as usize).rev() {
            out[k] = h;
            h = sha256(&h);
        }
        out
    }

    /// As the record writes it: `-` (no commitment yet), the commitment in hex, or the
    /// commitment, the number of the last element revealed and that element.
    pub fn text(&self) -> String {
        match self.commit {
            None => "-".to_string(),
            Some(c) if self.revealed == 0 => hex(&c),
            Some(c) => format!("{} {} {}", hex(&c), self.revealed, hex(&self.reveal)),
        }
    }

    /// Reads [`Pledge::text`]; `None` for anything else or a pledge that does not hold.
    pub fn read(text: &str) -> Option<Pledge> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let pledge = match words.as_slice() {
            ["-"] => Pledge::default(),
            [c] => Pledge { commit: Some(unhex(c)?), ..Pledge::default() },
            [c, k, r] if k.len() <= 5 && k.bytes().all(|b| b.is_ascii_digit()) => {
                let revealed: u32 = k.parse().ok()?;
                if revealed == 0 || revealed > CHAIN {
                    return None;
                }
                Pledge { commit: Some(unhex(c)?), revealed, reveal: unhex(r)? }
            }
            _ => return None,
        };
        pledge.holds().then_some(pledge)
    }
}

pub fn hex(h: &Hash) -> String {
    h.iter().map(|b| format!("{b:02x}")).collect()
}

pub fn unhex(text: &str) -> Option<Hash> {
    if text.len() != 64 || !text.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f')) {
        return None;
    }
    let mut h = [0u8; 32];
    for (i, byte) in h.iter_mut().enumerate() {
        *byte = u8::from_str_radix(&text[2 * i..2 * i + 2], 16).ok()?;
    }
    Some(h)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn elements_check_against_the_commitment_and_walk_back() {
        let secret = sha256(b"a device's secret");
        let c = commitment(&secret);
        for k in [1, 2, 17, CHAIN] {
            let r = element(&secret, k);
            assert!(verify(&c, k, &r), "{k}");
            assert!(!verify(&c, k - 1, &r) || k == 0);
            assert_eq!(sha256(&r), if k == 1 { c } else { element(&secret, k - 1) });
        }
        let p = Pledge::of(&secret, 9);
        assert!(p.holds());
        assert_eq!(p.element(3), Some(element(&secret, 3)));
        assert_eq!(p.element(10), None, "not revealed yet");
        let all = p.elements();
        assert_eq!(all.len(), 9);
        assert!(all.iter().enumerate().all(|(j, e)| *e == element(&secret, j as u32 + 1)));
        assert_eq!(Pledge::read(&p.text()), Some(p));
        // A reveal that is not the chain's, or at the wrong place, does not hold.
        let mut wrong = p;
        wrong.reveal[0] ^= 1;
        assert_eq!(Pledge::read(&wrong.text()), None);
        let mut early = p;
        early.revealed = 8;
        assert_eq!(Pledge::read(&early.text()), None);
        for bad in
            ["", "x", "- -", &hex(&c)[1..], &format!("{} 0 {}", hex(&c), hex(&c)), &hex(&c).to_uppercase()]
        {
            assert_eq!(Pledge::read(bad), None, "{bad}");
        }
        assert_eq!(Pledge::read("-"), Some(Pledge::default()));
    }

    #[test]
    fn a_throw_depends_on_every_seat() {
        let (a, b) = (sha256(b"a"), sha256(b"b"));
        let s = throw_seed(&[a, b], 1, 0);
        assert_eq!(s, throw_seed(&[a, b], 1, 0));
        assert_ne!(s, throw_seed(&[b, a], 1, 0));
        assert_ne!(s, throw_seed(&[a, b], 2, 0));
        assert_ne!(s, throw_seed(&[a, b], 1, 1));
        assert_ne!(s, throw_seed(&[a, sha256(b"c")], 1, 0));
    }
}
