//! A stack of pebbles on one space, bottom → top, packed two bits per pebble (rules §1).

/// A pebble's colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Pebble {
    Neutral = 1,
    Light = 2,
    Dark = 3,
}

impl Pebble {
    fn from_bits(b: u64) -> Pebble {
        match b & 3 {
            1 => Pebble::Neutral,
            2 => Pebble::Light,
            _ => Pebble::Dark,
        }
    }

    pub fn letter(self) -> char {
        match self {
            Pebble::Neutral => 'n',
            Pebble::Light => 'l',
            Pebble::Dark => 'd',
        }
    }

    pub fn from_letter(c: char) -> Option<Pebble> {
        match c {
            'n' => Some(Pebble::Neutral),
            'l' => Some(Pebble::Light),
            'd' => Some(Pebble::Dark),
            _ => None,
        }
    }
}

/// At most 24 pebbles exist, so 48 bits always suffice.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Stack {
    bits: u64,
    height: u8,
    /// The top pebble's bits (0: empty), kept by `push`: every sowing looks at all sixteen tops
    /// for lines (rules §3), the computer's playouts at every step, and reading it here is a load
    /// where working it out from `bits` is a shift by the height.
    top: u8,
}

impl Stack {
    pub const EMPTY: Stack = Stack { bits: 0, height: 0, top: 0 };

    pub fn height(self) -> usize {
        self.height as usize
    }

    pub fn is_empty(self) -> bool {
        self.height == 0
    }

    /// The pebble at `i` from the bottom.
    pub fn get(self, i: usize) -> Pebble {
        Pebble::from_bits(self.bits >> (2 * i))
    }

    /// The visible pebble (rules §1: the visible colour is the top pebble's).
    pub fn top(self) -> Option<Pebble> {
        (self.top != 0).then(|| Pebble::from_bits(u64::from(self.top)))
    }

    pub fn push(&mut self, p: Pebble) {
        self.bits |= (p as u64) << (2 * self.height as u64);
        self.height += 1;
        self.top = p as u8;
    }

    pub fn pebbles(self) -> impl Iterator<Item = Pebble> {
        (0..self.height()).map(move |i| self.get(i))
    }
}
