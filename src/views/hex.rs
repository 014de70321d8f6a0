//! The 61-cell hexagon on the canvas, for the boards built on it (Abalone, Cabale): where a
//! cell is drawn and which cell a press falls on. Rows run bottom to top and diagonals left to
//! right, as in the engine's `geometry::hex61`.

use ludus_engine::geometry::hex61::{Cell, CELLS, COORDS};

pub const SIN60: f64 = 0.866_025_403_784_438_6;

/// The hexagon's place on the canvas.
#[derive(Clone, Copy, Debug)]
pub struct HexLayout {
    /// Centre of the board (cell E5).
    pub cx: f64,
    pub cy: f64,
    /// Distance between neighbouring cell centres.
    pub w: f64,
}

impl HexLayout {
    /// Centre of row `r`, diagonal `d`: 1–9 on the board, 0 and 10 for the rim around it.
    pub fn at(&self, r: f64, d: f64) -> (f64, f64) {
        (self.cx + (d - 5.0 - (r - 5.0) / 2.0) * self.w, self.cy - (r - 5.0) * SIN60 * self.w)
    }

    pub fn centre(&self, c: Cell) -> (f64, f64) {
        let (r, d) = COORDS[c as usize];
        self.at(r as f64, d as f64)
    }

    /// The cell whose centre is nearest (x, y), if it is within `reach` pixels.
    pub fn cell_at(&self, x: f64, y: f64, reach: f64) -> Option<Cell> {
        let dist = |c: Cell| {
            let (px, py) = self.centre(c);
            (px - x).powi(2) + (py - y).powi(2)
        };
        let best = (0..CELLS as Cell).min_by(|&a, &b| dist(a).total_cmp(&dist(b)))?;
        (dist(best) <= reach.powi(2)).then_some(best)
    }
}
