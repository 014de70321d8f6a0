//! The marked 8×8 board (rules §1): squares, the eight directions, and the direction lines
//! drawn on the dark squares, kept as one data table (rules §1.3, A1).

use crate::geometry::square::Grid;

/// Square index `rank * 8 + file`, a1 = 0, h8 = 63.
pub type Square = u8;

const BOARD: Grid = Grid::new(8, 8);

/// N, NE, E, SE, S, SW, W, NW as (file, rank) steps (rules §1.2); opposite = (d + 4) % 8.
pub const DIRS: [(i8, i8); 8] = [(0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1)];
pub const DIR_NAMES: [&str; 8] = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"];

const N: u8 = 1 << 0;
const NE: u8 = 1 << 1;
const E: u8 = 1 << 2;
const SE: u8 = 1 << 3;
const S: u8 = 1 << 4;
const SW: u8 = 1 << 5;
const W: u8 = 1 << 6;
const NW: u8 = 1 << 7;
/// A light square: no lines, all eight directions.
const L: u8 = 0xff;
/// Both diagonals ("cross").
const X: u8 = NE | SW | NW | SE;
/// Horizontal + rising diagonal, horizontal + falling, vertical + rising, vertical + falling.
const HR: u8 = E | W | NE | SW;
const HF: u8 = E | W | NW | SE;
const VR: u8 = N | S | NE | SW;
const VF: u8 = N | S | NW | SE;

/// Directions a cavalier may take from each square, ranks 8 → 1, files a → h, exactly the
/// picture of rules §1.3 (swap this table if a scan of the original board differs).
#[rustfmt::skip]
const MARKED_BOARD: [[u8; 8]; 8] = [
    [L,  X,  L,  X,  L,  X,  L,  X ], // 8
    [X,  L,  X,  L,  X,  L,  X,  L ], // 7
    [L,  HR, L,  HR, L,  HF, L,  HF], // 6
    [VF, L,  VF, L,  VR, L,  VR, L ], // 5
    [L,  VR, L,  VR, L,  VF, L,  VF], // 4
    [HF, L,  HF, L,  HR, L,  HR, L ], // 3
    [L,  X,  L,  X,  L,  X,  L,  X ], // 2
    [X,  L,  X,  L,  X,  L,  X,  L ], // 1
];

/// Allowed direction bits of a square (bit d = direction d of `DIRS`).
#[inline(always)]
pub fn lines(s: Square) -> u8 {
    MARKED_BOARD[7 - (s / 8) as usize][(s % 8) as usize]
}

/// Dark iff file + rank (1-based) is even (rules §1.1).
pub fn is_dark(s: Square) -> bool {
    ((s % 8) + (s / 8)).is_multiple_of(2)
}

#[inline(always)]
pub fn step(s: Square, d: usize) -> Option<Square> {
    let (f, r) = ((s % 8) as i8 + DIRS[d].0, (s / 8) as i8 + DIRS[d].1);
    ((0..8).contains(&f) && (0..8).contains(&r)).then(|| (r * 8 + f) as Square)
}

pub fn opposite(d: usize) -> usize {
    (d + 4) % 8
}

#[inline(always)]
pub fn is_corner(s: Square) -> bool {
    matches!(s, 0 | 7 | 56 | 63)
}

pub fn square_name(s: Square) -> String {
    BOARD.name(s)
}

pub fn parse_square(text: &str) -> Option<Square> {
    BOARD.parse(text)
}
