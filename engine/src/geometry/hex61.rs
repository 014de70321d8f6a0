//! The 61-cell hexagon of Abalone and Cabale: rows A–I, diagonals 1–9, cells named `A1`…`I9`.
//!
//! Cells are numbered 0..61 in reading order A1…A5, B1…B6, …, I5…I9. A cell (row, diagonal) is on
//! the board when both are 1..=9 and they differ by at most 4. The tables (coordinates, the
//! cell at each coordinate, neighbours, rings) are built once, at compile time.

/// A cell index 0..61 in reading order.
pub type Cell = u8;

pub const CELLS: usize = 61;
/// No cell: a step off the board.
pub const NONE: Cell = u8::MAX;

/// (Δrow, Δdiag) of E, NE, NW, W, SW, SE: counter-clockwise from east, so a turn from `d` to
/// `d ± 1` is 60°, to `d ± 2` is 120°, and `d + 3` goes back.
pub const DIRS: [(i8, i8); 6] = [(0, 1), (1, 1), (1, 0), (0, -1), (-1, -1), (-1, 0)];
pub const DIR_NAMES: [&str; 6] = ["E", "NE", "NW", "W", "SW", "SE"];

pub const fn opposite(d: usize) -> usize {
    (d + 3) % 6
}

/// Whether `d` and `e` lie on the same axis.
pub const fn parallel(d: usize, e: usize) -> bool {
    d % 3 == e % 3
}

struct Tables {
    coords: [(u8, u8); CELLS],
    /// The cell at `[row][diag]`, `NONE` off the board (row and diag 0..=9).
    index: [[Cell; 10]; 10],
    neighbour: [[Cell; 6]; CELLS],
    ring: [u8; CELLS],
}

const fn build() -> Tables {
    let mut t = Tables {
        coords: [(0, 0); CELLS],
        index: [[NONE; 10]; 10],
        neighbour: [[NONE; 6]; CELLS],
        ring: [0; CELLS],
    };
    let mut n = 0;
    let mut r: usize = 1;
    while r <= 9 {
        let mut d: usize = 1;
        while d <= 9 {
            if d.abs_diff(r) <= 4 {
                t.coords[n] = (r as u8, d as u8);
                t.index[r][d] = n as Cell;
                // Cube coordinates around E5: the distance is half the sum of |q|, |s|, |q − s|.
                let (q, s) = (d as i8 - 5, r as i8 - 5);
                t.ring[n] = ((q.abs() + s.abs() + (q - s).abs()) / 2) as u8;
                n += 1;
            }
            d += 1;
        }
        r += 1;
    }
    let mut c = 0;
    while c < CELLS {
        let mut k = 0;
        while k < 6 {
            let r = t.coords[c].0 as i8 + DIRS[k].0;
            let d = t.coords[c].1 as i8 + DIRS[k].1;
            if r >= 1 && r <= 9 && d >= 1 && d <= 9 {
                t.neighbour[c][k] = t.index[r as usize][d as usize];
            }
            k += 1;
        }
        c += 1;
    }
    t
}

const TABLES: Tables = build();
/// (row, diag) of each cell, both 1..=9.
pub const COORDS: [(u8, u8); CELLS] = TABLES.coords;
/// The neighbour of each cell in each direction of `DIRS`, `NONE` off the board.
pub const NEIGHBOUR: [[Cell; 6]; CELLS] = TABLES.neighbour;
/// Distance of each cell from the centre E5: 0 there, 4 on the rim.
pub const RING: [u8; CELLS] = TABLES.ring;
const INDEX: [[Cell; 10]; 10] = TABLES.index;

/// (row, diag) of `c`, both 1..=9.
pub const fn coords(c: Cell) -> (u8, u8) {
    COORDS[c as usize]
}

/// The cell at `row` and `diag` (1..=9), if it is on the board. Any numbers may be asked.
pub const fn cell_at(row: u8, diag: u8) -> Option<Cell> {
    if row > 9 || diag > 9 || INDEX[row as usize][diag as usize] == NONE {
        None
    } else {
        Some(INDEX[row as usize][diag as usize])
    }
}

/// The neighbour of `c` in direction `d`, or `None` off the board.
pub fn step(c: Cell, d: usize) -> Option<Cell> {
    let n = NEIGHBOUR[c as usize][d];
    (n != NONE).then_some(n)
}

/// Distance from the centre E5 (0 at the centre, 4 on the rim).
pub const fn ring(c: Cell) -> u8 {
    RING[c as usize]
}

/// The direction from `a` to its neighbour `b`.
pub fn dir_between(a: Cell, b: Cell) -> Option<usize> {
    (0..6).find(|&d| step(a, d) == Some(b))
}

pub fn cell_name(c: Cell) -> String {
    let (r, d) = coords(c);
    format!("{}{}", (b'A' + r - 1) as char, d)
}

/// Reads `A1`…`I9` (either case). Anything else, hostile text included, is `None`.
pub fn parse_cell(text: &str) -> Option<Cell> {
    let &[row, diag] = text.as_bytes() else { return None };
    // Ranges first, so the arithmetic below cannot overflow.
    let row = match row.to_ascii_uppercase() {
        r @ b'A'..=b'I' => r - b'A' + 1,
        _ => return None,
    };
    let diag = match diag {
        d @ b'1'..=b'9' => d - b'0',
        _ => return None,
    };
    cell_at(row, diag)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_hexagon_has_61_cells_in_reading_order() {
        assert_eq!(cell_name(0), "A1");
        assert_eq!(cell_name(4), "A5");
        assert_eq!(cell_name(5), "B1");
        assert_eq!(cell_name(30), "E5");
        assert_eq!(cell_name(60), "I9");
        for c in 0..CELLS as Cell {
            assert_eq!(parse_cell(&cell_name(c)), Some(c));
            assert_eq!(parse_cell(&cell_name(c).to_lowercase()), Some(c));
        }
        assert_eq!(RING.iter().filter(|&&r| r == 4).count(), 24);
        assert_eq!(ring(30), 0);
    }

    #[test]
    fn neighbours_are_mutual_and_directions_come_back() {
        let mut links = 0;
        for a in 0..CELLS as Cell {
            for d in 0..6 {
                if let Some(b) = step(a, d) {
                    links += 1;
                    assert_eq!(step(b, opposite(d)), Some(a));
                    assert_eq!(dir_between(a, b), Some(d));
                    assert!(ring(a).abs_diff(ring(b)) <= 1);
                }
            }
        }
        assert_eq!(links, 2 * 156, "156 edges between neighbours");
    }

    #[test]
    fn bad_cell_names_are_refused() {
        for bad in "A A0 A6 E10 J5 I4 @1 `1 A: 5A é A\u{e9} \u{1F3B2}".split(' ').chain(["", "A1 ", " A1"]) {
            assert_eq!(parse_cell(bad), None, "{bad:?}");
        }
        assert_eq!(cell_at(0, 0), None);
        assert_eq!(cell_at(255, 255), None);
    }
}
