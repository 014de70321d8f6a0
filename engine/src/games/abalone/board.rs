//! The 61-cell hexagon (rules §1): cell names A1…I9, a padded 11×11 layout for move
//! generation, and the six directions. The hexagon itself is `geometry::hex61`; the padded
//! layout is built from it at compile time.

use crate::geometry::hex61;
pub use crate::geometry::hex61::{opposite, parallel, DIR_NAMES};

/// Index into the padded 11×11 layout: `row * 11 + diag`, rows/diagonals 1..=9 real (rules §1.3).
pub type Pad = u8;

pub const PAD: usize = 121;
pub const CELLS: usize = hex61::CELLS;

/// Contents of a padded square: empty, a marble of seat `n` (colour `n + 1`: Black, White, and
/// with three or four players Red and Blue, rules §6.4), or the rim.
pub const EMPTY: u8 = 0;
pub const BLACK: u8 = 1;
pub const WHITE: u8 = 2;
pub const RED: u8 = 3;
pub const BLUE: u8 = 4;
pub const OFF: u8 = 7;

/// The six directions of `hex61::DIRS` as padded steps (a row is 11 squares), counter-clockwise
/// from east; `opposite(d) = (d + 3) % 6` (rules §1.2).
pub const DIRS: [i8; 6] = {
    let mut out = [0; 6];
    let mut d = 0;
    while d < 6 {
        out[d] = hex61::DIRS[d].0 * 11 + hex61::DIRS[d].1;
        d += 1;
    }
    out
};

/// The hot path of move generation: one addition, with the rim of padding to stop on.
#[inline(always)]
pub fn step(p: Pad, d: usize) -> Pad {
    (p as i16 + DIRS[d] as i16) as Pad
}

const fn build_tables() -> ([Pad; CELLS], [u8; PAD]) {
    let mut cell_to_pad = [0u8; CELLS];
    let mut pad_to_cell = [hex61::NONE; PAD];
    let mut n = 0;
    while n < CELLS {
        let (row, diag) = hex61::COORDS[n];
        let p = row as usize * 11 + diag as usize;
        cell_to_pad[n] = p as Pad;
        pad_to_cell[p] = n as u8;
        n += 1;
    }
    (cell_to_pad, pad_to_cell)
}

const TABLES: ([Pad; CELLS], [u8; PAD]) = build_tables();
/// Padded index of each cell in reading order A1…A5, B1…B6, …, I5…I9.
pub const CELL_TO_PAD: [Pad; CELLS] = TABLES.0;
/// Reading-order cell of each padded index, `u8::MAX` off the board.
pub const PAD_TO_CELL: [u8; PAD] = TABLES.1;

pub fn on_board(p: Pad) -> bool {
    (p as usize) < PAD && PAD_TO_CELL[p as usize] != hex61::NONE
}

/// The `hex61` cell of a padded square on the board.
fn cell(p: Pad) -> Option<hex61::Cell> {
    on_board(p).then(|| PAD_TO_CELL[p as usize])
}

/// Row 1..=9 (A..I) and diagonal 1..=9; 0 or 10 on the padding around the board.
pub const fn row_diag(p: Pad) -> (u8, u8) {
    (p / 11, p % 11)
}

/// The name of a cell, e.g. `E5` (a padding square has none).
pub fn cell_name(p: Pad) -> String {
    cell(p).map_or_else(|| "off the board".into(), hex61::cell_name)
}

pub fn parse_cell(text: &str) -> Option<Pad> {
    hex61::parse_cell(text).map(|c| CELL_TO_PAD[c as usize])
}

/// Hex distance from the centre E5 (0 at the centre, 4 on the rim) of a cell on the board.
pub const fn ring(p: Pad) -> u8 {
    hex61::ring(PAD_TO_CELL[p as usize])
}

/// The direction from `a` to its neighbour `b`.
pub fn dir_between(a: Pad, b: Pad) -> Option<usize> {
    hex61::dir_between(cell(a)?, cell(b)?)
}
