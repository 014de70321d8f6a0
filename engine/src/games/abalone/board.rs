//! The 61-cell hexagon (rules §1): cell names A1…I9, a padded 11×11 layout for move
//! generation, and the six directions.

/// Index into the padded 11×11 layout: `row * 11 + diag`, rows/diagonals 1..=9 real (rules §1.3).
pub type Pad = u8;

pub const PAD: usize = 121;
pub const CELLS: usize = 61;

/// Contents of a padded square.
pub const EMPTY: u8 = 0;
pub const BLACK: u8 = 1;
pub const WHITE: u8 = 2;
pub const OFF: u8 = 3;

/// The six directions, counter-clockwise from east; `opposite(d) = (d + 3) % 6` (rules §1.2).
pub const DIRS: [i8; 6] = [1, 12, 11, -1, -12, -11];
pub const DIR_NAMES: [&str; 6] = ["E", "NE", "NW", "W", "SW", "SE"];

pub fn opposite(d: usize) -> usize {
    (d + 3) % 6
}

/// Whether `d` and `e` lie on the same axis.
pub fn parallel(d: usize, e: usize) -> bool {
    d % 3 == e % 3
}

pub fn step(p: Pad, d: usize) -> Pad {
    (p as i16 + DIRS[d] as i16) as Pad
}

const fn build_tables() -> ([Pad; CELLS], [u8; PAD]) {
    let mut cell_to_pad = [0u8; CELLS];
    let mut pad_to_cell = [u8::MAX; PAD];
    let mut n = 0;
    let mut row: usize = 1;
    while row <= 9 {
        let mut diag: usize = 1;
        while diag <= 9 {
            let d = diag.abs_diff(row);
            if d <= 4 {
                let p = row * 11 + diag;
                cell_to_pad[n] = p as u8;
                pad_to_cell[p] = n as u8;
                n += 1;
            }
            diag += 1;
        }
        row += 1;
    }
    (cell_to_pad, pad_to_cell)
}

const TABLES: ([Pad; CELLS], [u8; PAD]) = build_tables();
/// Padded index of each cell in reading order A1…A5, B1…B6, …, I5…I9.
pub const CELL_TO_PAD: [Pad; CELLS] = TABLES.0;
/// Reading-order cell of each padded index, `u8::MAX` off the board.
pub const PAD_TO_CELL: [u8; PAD] = TABLES.1;

pub fn on_board(p: Pad) -> bool {
    (p as usize) < PAD && PAD_TO_CELL[p as usize] != u8::MAX
}

/// Row 1..=9 (A..I) and diagonal 1..=9.
pub const fn row_diag(p: Pad) -> (u8, u8) {
    (p / 11, p % 11)
}

pub fn cell_name(p: Pad) -> String {
    let (r, d) = row_diag(p);
    format!("{}{}", (b'A' + r - 1) as char, d)
}

pub fn parse_cell(text: &str) -> Option<Pad> {
    let b = text.as_bytes();
    if b.len() != 2 {
        return None;
    }
    let r = b[0].to_ascii_uppercase().wrapping_sub(b'A') as usize + 1;
    let d = b[1].wrapping_sub(b'0') as usize;
    if !(1..=9).contains(&r) || !(1..=9).contains(&d) {
        return None;
    }
    let p = (r * 11 + d) as Pad;
    on_board(p).then_some(p)
}

/// Hex distance from the centre E5 (0 at the centre, 4 on the rim).
pub const fn ring(p: Pad) -> u8 {
    let (r, d) = row_diag(p);
    let (q, s) = (d as i8 - 5, r as i8 - 5);
    ((q.abs() + s.abs() + (q - s).abs()) / 2) as u8
}

/// The direction from `a` to its neighbour `b`.
pub fn dir_between(a: Pad, b: Pad) -> Option<usize> {
    (0..6).find(|&d| on_board(a) && step(a, d) == b)
}
