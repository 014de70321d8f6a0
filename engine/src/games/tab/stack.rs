//! Pieces and stacks with their per-piece flags (rules §4.1, §4.2, §4.6).
//!
//! Every piece keeps its own history, because the rules ask about single pieces inside stacks:
//! whether it has never moved (§4.1), whether it has been in row 3 (only Lane's reduction rule,
//! T7, asks this) and whether it has been in row 4 (§4.6, once only). A stack holds at most the
//! 9 pieces of one side, bottom first, one bit per piece in each flag mask.

/// One piece's history.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Piece {
    /// Never moved yet: moves only with a 1 (rules §4.1).
    pub unmoved: bool,
    /// Has been in its row 3 (so a piece in row 2 with this flag has looped; rules T7).
    pub row3: bool,
    /// Has been in its row 4, the enemy's home row: may never enter it again (rules §4.6).
    pub row4: bool,
}

impl Piece {
    /// A piece at the start: on its home row, never moved (rules §1).
    pub const FRESH: Piece = Piece { unmoved: true, row3: false, row4: false };
    /// A moved piece that has not been beyond row 2.
    pub const MOVED: Piece = Piece { unmoved: false, row3: false, row4: false };
}

/// The pieces of one side on one square, bottom → top. Empty when `height` is 0.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Stack {
    owner: u8,
    height: u8,
    unmoved: u16,
    row3: u16,
    row4: u16,
}

impl Stack {
    pub const EMPTY: Stack = Stack { owner: 0, height: 0, unmoved: 0, row3: 0, row4: 0 };

    pub fn single(owner: usize, piece: Piece) -> Stack {
        let mut s = Stack { owner: owner as u8, ..Stack::EMPTY };
        s.push(piece);
        s
    }

    /// The seat owning the pieces, `None` when empty.
    pub fn owner(&self) -> Option<usize> {
        (self.height > 0).then_some(self.owner as usize)
    }

    pub fn is_empty(&self) -> bool {
        self.height == 0
    }

    pub fn height(&self) -> usize {
        self.height as usize
    }

    /// The piece `i` from the bottom.
    pub fn piece(&self, i: usize) -> Piece {
        let bit = |mask: u16| mask >> i & 1 == 1;
        Piece { unmoved: bit(self.unmoved), row3: bit(self.row3), row4: bit(self.row4) }
    }

    pub fn pieces(&self) -> impl Iterator<Item = Piece> + '_ {
        (0..self.height()).map(|i| self.piece(i))
    }

    pub fn top(&self) -> Option<Piece> {
        (self.height > 0).then(|| self.piece(self.height() - 1))
    }

    /// Puts `p` on top (the caller keeps one owner per stack).
    pub fn push(&mut self, p: Piece) {
        let bit = 1u16 << self.height;
        if p.unmoved {
            self.unmoved |= bit;
        }
        if p.row3 {
            self.row3 |= bit;
        }
        if p.row4 {
            self.row4 |= bit;
        }
        self.height += 1;
    }

    /// Lifts the top piece off as a stack of its own (a split, rules §4.2).
    pub fn take_top(&mut self) -> Stack {
        let Some(top) = self.top() else { return Stack::EMPTY };
        self.height -= 1;
        let keep = (1u16 << self.height) - 1;
        self.unmoved &= keep;
        self.row3 &= keep;
        self.row4 &= keep;
        let owner = self.owner as usize;
        if self.height == 0 {
            *self = Stack::EMPTY;
        }
        Stack::single(owner, top)
    }

    /// Puts `other` (same owner) on top of this stack, keeping its order (rules §4.2, §4.5).
    pub fn land(&mut self, other: Stack) {
        if self.is_empty() {
            *self = other;
            return;
        }
        for p in other.pieces() {
            self.push(p);
        }
    }

    /// Whether any piece has never moved (only ever the bottom one; rules T3).
    pub fn any_unmoved(&self) -> bool {
        self.unmoved != 0
    }

    pub fn any_row3(&self) -> bool {
        self.row3 != 0
    }

    pub fn any_row4(&self) -> bool {
        self.row4 != 0
    }

    /// After any move every moving piece counts as moved (rules §4.1).
    pub fn mark_moved(&mut self) {
        self.unmoved = 0;
    }

    /// The stack in 24 bits: height, whether the bottom piece never moved, and the row-3 and
    /// row-4 masks (the owner is not included).
    pub(crate) fn code(&self) -> u32 {
        (self.height as u32) << 20
            | ((self.unmoved != 0) as u32) << 19
            | (self.row3 as u32) << 9
            | self.row4 as u32
    }

    /// Sets the row flags of every piece on arriving in row 3 or row 4.
    pub fn mark_row(&mut self, row: u8) {
        let all = ((1u32 << self.height) - 1) as u16;
        match row {
            3 => self.row3 = all,
            4 => {
                self.row3 = all;
                self.row4 = all;
            }
            _ => {}
        }
    }
}
