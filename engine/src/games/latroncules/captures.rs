//! The pieces one move captures (rules §5), kept in the position without an allocation: the
//! searches copy the position for every move they try, and a `Vec` here made every copy after
//! a capture allocate (in the worker's wasm, a large share of Latroncules' search time).

use super::board::Square;

/// At most one enemy on each of the eight squares around the destination (§5.1–5.3).
const MOST: usize = 8;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Captures {
    squares: [Square; MOST],
    len: u8,
}

impl Captures {
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// Adds `s`, which is next to the destination: there is room for every neighbour.
    pub fn push(&mut self, s: Square) {
        self.squares[usize::from(self.len)] = s;
        self.len += 1;
    }
}

impl std::ops::Deref for Captures {
    type Target = [Square];
    fn deref(&self) -> &[Square] {
        &self.squares[..usize::from(self.len)]
    }
}

impl<'a> IntoIterator for &'a Captures {
    type Item = &'a Square;
    type IntoIter = std::slice::Iter<'a, Square>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn holds_every_neighbour_in_order() {
        let mut c = Captures::default();
        assert!(c.is_empty());
        for s in [9, 10, 11, 17, 19, 25, 26, 27] {
            c.push(s);
        }
        assert_eq!(&c[..], &[9, 10, 11, 17, 19, 25, 26, 27]);
        assert!(c.contains(&19));
        c.clear();
        assert!(c.is_empty());
    }
}
