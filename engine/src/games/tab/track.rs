//! The 4×9 board and each side's track over it (rules §1, §1.2).
//!
//! A square is `(rank − 1) · 9 + file`, a1 = 0 … i4 = 35. A side's *track position* counts the
//! squares in its order of travel: its row 1 is 0..9, row 2 is 9..18, row 3 is 18..27 and
//! row 4 is 27..36. North's track is South's turned half round, so one formula serves both.

use crate::geometry::square::Grid;

/// A square index 0..36.
pub type Square = u8;

pub const SQUARES: usize = 36;
pub const FILES: u8 = 9;
const BOARD: Grid = Grid::new(FILES, 4);

/// Seats: South sits at rank 1 and North at rank 4 (rules §1).
pub const SOUTH: usize = 0;
pub const NORTH: usize = 1;

/// A row counted from `seat`'s own edge: 1 = own home row … 4 = the enemy's home row (rules §1).
pub fn row(seat: usize, sq: Square) -> u8 {
    let rank = sq / FILES + 1;
    if seat == SOUTH {
        rank
    } else {
        5 - rank
    }
}

/// The square South would see where `seat` sees `sq`: North's board is South's turned round.
fn as_south(seat: usize, sq: Square) -> Square {
    if seat == SOUTH {
        sq
    } else {
        35 - sq
    }
}

/// Where `sq` lies on `seat`'s track (0..36). Rows 1 and 3 run from file a, rows 2 and 4 from
/// file i, seen from South (rules §1.1).
pub fn track_pos(seat: usize, sq: Square) -> u8 {
    let s = as_south(seat, sq);
    let (rank0, file) = (s / FILES, s % FILES);
    let k = if rank0 % 2 == 0 { file } else { 8 - file };
    rank0 * FILES + k
}

/// The square at track position `pos` (0..36) of `seat`.
pub fn square_at(seat: usize, pos: u8) -> Square {
    let (rank0, k) = (pos / FILES, pos % FILES);
    let file = if rank0 % 2 == 0 { k } else { 8 - k };
    as_south(seat, rank0 * FILES + file)
}

/// At the end of row 3: go round the middle loop again, or enter row 4 (rules §1.2, §4.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Branch {
    Loop,
    Row4,
}

/// Where a walk ends and which row change it made, if any.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Walk {
    pub to: Square,
    /// `(from_row, to_row)` when the walk stepped off the end of a row. A throw (at most 6)
    /// is shorter than a row (9), so a walk changes row at most once (rules §1.2).
    pub change: Option<(u8, u8)>,
    /// Whether the walk passed the end of row 3, where the branch choice applies.
    pub at_branch: bool,
}

/// Walks `steps` squares (1..=6) from `from` along `seat`'s track, taking `branch` at the end
/// of row 3. Stepping off a row's end onto the next row is one step (rules §1.2).
pub fn walk(seat: usize, from: Square, steps: u8, branch: Branch) -> Walk {
    let pos = track_pos(seat, from);
    let (row0, k) = (pos / FILES, pos % FILES);
    if k + steps <= 8 {
        return Walk { to: square_at(seat, pos + steps), change: None, at_branch: false };
    }
    let rest = k + steps - 9; // steps left after the first square of the next row
    let next_row0 = match row0 {
        0 => 1,
        1 => 2,
        2 if branch == Branch::Row4 => 3,
        2 => 1, // the middle loop: row 3 → row 2 (rules §1.2)
        _ => 2, // row 4 → row 3
    };
    Walk {
        to: square_at(seat, next_row0 * FILES + rest),
        change: Some((row0 + 1, next_row0 + 1)),
        at_branch: row0 == 2,
    }
}

/// The backward row changes of rules §4.3: row 3 → row 2 and row 4 → row 3.
pub fn is_backward(change: (u8, u8)) -> bool {
    matches!(change, (3, 2) | (4, 3))
}

pub fn square_name(sq: Square) -> String {
    BOARD.name(sq)
}

pub fn parse_square(text: &str) -> Option<Square> {
    BOARD.parse(text)
}
