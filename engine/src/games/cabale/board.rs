//! The 61-hex board (rules §2): cells named like Abalone's (rows A–I, diagonals 1–9), values by
//! ring, the six directions in cyclic order, corners, and the 156 internal edges.

/// Cell index 0..61 in reading order A1…A5, B1…B6, …, I5…I9.
pub type Cell = u8;
/// Internal edge index 0..156.
pub type Edge = u8;

pub const CELLS: usize = 61;
pub const EDGES: usize = 156;
pub const NONE: u8 = u8::MAX;

/// (Δrow, Δdiag) of E, NE, NW, W, SW, SE: counter-clockwise, so a turn from `i` to `i ± 1` is
/// 60° and to `i ± 2` is 120° (rules §2.2); `i + 3` goes back.
pub const DIRS: [(i8, i8); 6] = [(0, 1), (1, 1), (1, 0), (0, -1), (-1, -1), (-1, 0)];

/// Cell values by ring: centre 15, then 10, 6, 3, 1 (rules §2.1).
pub const RING_VALUE: [u8; 5] = [15, 10, 6, 3, 1];

pub struct Geometry {
    /// (row, diag), both 1..=9.
    pub coords: [(u8, u8); CELLS],
    pub neighbour: [[Cell; 6]; CELLS],
    /// The edge crossed going from a cell in a direction.
    pub edge: [[Edge; 6]; CELLS],
    /// The two cells of each edge, lower index first.
    pub edge_cells: [(Cell, Cell); EDGES],
    pub ring: [u8; CELLS],
}

const fn build() -> Geometry {
    let mut g = Geometry {
        coords: [(0, 0); CELLS],
        neighbour: [[NONE; 6]; CELLS],
        edge: [[NONE; 6]; CELLS],
        edge_cells: [(0, 0); EDGES],
        ring: [0; CELLS],
    };
    let mut index = [[NONE; 10]; 10];
    let mut n = 0;
    let mut r: usize = 1;
    while r <= 9 {
        let mut d: usize = 1;
        while d <= 9 {
            if d.abs_diff(r) <= 4 {
                g.coords[n] = (r as u8, d as u8);
                index[r][d] = n as u8;
                let (q, s) = (d as i8 - 5, r as i8 - 5);
                g.ring[n] = ((q.abs() + s.abs() + (q - s).abs()) / 2) as u8;
                n += 1;
            }
            d += 1;
        }
        r += 1;
    }
    let mut c = 0;
    let mut e = 0;
    while c < CELLS {
        let mut k = 0;
        while k < 6 {
            let r = g.coords[c].0 as i8 + DIRS[k].0;
            let d = g.coords[c].1 as i8 + DIRS[k].1;
            if r >= 1 && r <= 9 && d >= 1 && d <= 9 && index[r as usize][d as usize] != NONE {
                let b = index[r as usize][d as usize];
                g.neighbour[c][k] = b;
                // Number each edge once, from its lower cell (E, NE and NW point to higher ones).
                if k < 3 {
                    g.edge[c][k] = e as u8;
                    g.edge[b as usize][k + 3] = e as u8;
                    g.edge_cells[e] = (c as u8, b);
                    e += 1;
                }
            }
            k += 1;
        }
        c += 1;
    }
    g
}

pub const GEO: Geometry = build();

pub fn step(c: Cell, d: usize) -> Option<Cell> {
    let n = GEO.neighbour[c as usize][d];
    (n != NONE).then_some(n)
}

pub fn value(c: Cell) -> u8 {
    RING_VALUE[GEO.ring[c as usize] as usize]
}

/// A corner: two of |q|, |r|, |s| equal 4, i.e. only three neighbours (rules §2.3).
pub fn is_corner(c: Cell) -> bool {
    GEO.neighbour[c as usize].iter().filter(|&&n| n != NONE).count() == 3
}

/// Runners start on the 18 non-corner edge cells (rules §2.3).
pub fn is_start_cell(c: Cell) -> bool {
    GEO.ring[c as usize] == 4 && !is_corner(c)
}

pub fn cell_name(c: Cell) -> String {
    let (r, d) = GEO.coords[c as usize];
    format!("{}{}", (b'A' + r - 1) as char, d)
}

pub fn parse_cell(text: &str) -> Option<Cell> {
    let b = text.as_bytes();
    if b.len() != 2 {
        return None;
    }
    let r = b[0].to_ascii_uppercase().wrapping_sub(b'A') + 1;
    let d = b[1].wrapping_sub(b'0');
    (0..CELLS as u8).find(|&c| GEO.coords[c as usize] == (r, d))
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
    (0..6).find(|&d| step(a, d) == Some(b)).map(|d| GEO.edge[a as usize][d])
}

/// The direction from `a` to its neighbour `b`.
pub fn dir_between(a: Cell, b: Cell) -> Option<usize> {
    (0..6).find(|&d| step(a, d) == Some(b))
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
