//! The 61-hex board (rules §2): cells named like Abalone's (rows A–I, diagonals 1–9), values by
//! ring, the six directions in cyclic order, corners, and the 156 internal edges. The hexagon
//! itself (cells, names, neighbours, rings) is `geometry::hex61`; the edges are Cabale's.

use crate::geometry::hex61;
/// Cells are the hexagon's: index 0..61 in reading order A1…A5, B1…B6, …, I5…I9. The six
/// directions E, NE, NW, W, SW, SE are counter-clockwise, so a turn from `i` to `i ± 1` is 60°
/// and to `i ± 2` is 120° (rules §2.2); `i + 3` goes back.
pub use crate::geometry::hex61::{cell_name, dir_between, parse_cell, step, Cell, CELLS, DIRS, NONE};

/// Internal edge index 0..156.
pub type Edge = u8;

pub const EDGES: usize = 156;

/// Cell values by ring: centre 15, then 10, 6, 3, 1 (rules §2.1).
pub const RING_VALUE: [u8; 5] = [15, 10, 6, 3, 1];

/// The hexagon's coordinates and rings (from `hex61`), and the edges between cells.
pub struct Geometry {
    /// (row, diag), both 1..=9.
    pub coords: [(u8, u8); CELLS],
    /// The edge crossed going from a cell in a direction.
    pub edge: [[Edge; 6]; CELLS],
    /// The two cells of each edge, lower index first.
    pub edge_cells: [(Cell, Cell); EDGES],
    pub ring: [u8; CELLS],
}

const fn build() -> Geometry {
    let mut g = Geometry {
        coords: hex61::COORDS,
        edge: [[NONE; 6]; CELLS],
        edge_cells: [(0, 0); EDGES],
        ring: hex61::RING,
    };
    let mut c = 0;
    let mut e = 0;
    while c < CELLS {
        // Number each edge once, from its lower cell (E, NE and NW point to higher ones).
        let mut k = 0;
        while k < 3 {
            let b = hex61::NEIGHBOUR[c][k];
            if b != NONE {
                g.edge[c][k] = e as u8;
                g.edge[b as usize][k + 3] = e as u8;
                g.edge_cells[e] = (c as u8, b);
                e += 1;
            }
            k += 1;
        }
        c += 1;
    }
    g
}

pub const GEO: Geometry = build();

pub fn value(c: Cell) -> u8 {
    RING_VALUE[hex61::ring(c) as usize]
}

/// A corner: two of |q|, |r|, |s| equal 4, i.e. only three neighbours (rules §2.3).
pub fn is_corner(c: Cell) -> bool {
    hex61::NEIGHBOUR[c as usize].iter().filter(|&&n| n != NONE).count() == 3
}

/// Runners start on the 18 non-corner edge cells (rules §2.3).
pub fn is_start_cell(c: Cell) -> bool {
    hex61::ring(c) == 4 && !is_corner(c)
}

/// An edge written as its two cells, e.g. `E5F6`.
pub fn edge_name(e: Edge) -> String {
    let (a, b) = GEO.edge_cells[e as usize];
    format!("{}{}", cell_name(a), cell_name(b))
}

pub fn parse_edge(text: &str) -> Option<Edge> {
    if text.len() != 4 || !text.is_ascii() {
        return None;
    }
    let (a, b) = (parse_cell(&text[..2])?, parse_cell(&text[2..])?);
    dir_between(a, b).map(|d| GEO.edge[a as usize][d])
}

/// The straight-line direction from `a` to `b`, if they share a row of cells.
pub fn line_dir(a: Cell, b: Cell) -> Option<usize> {
    (0..6).find(|&d| {
        let mut c = a;
        while let Some(n) = step(c, d) {
            if n == b {
                return true;
            }
            c = n;
        }
        false
    })
}
