//! The 61-cell hexagon on the canvas, for the boards built on it (Abalone, Cabale): where a
//! cell is drawn (turned half a turn for the player on the other side), which cell a press falls
//! on, the row and diagonal names along the rim, the keyboard cursor's arrow keys, and the marks
//! both boards draw. Rows run bottom to top and diagonals left to right, as in the engine's
//! `geometry::hex61`.

use crate::paint::Painter;
use ludus_engine::core::order;
use ludus_engine::geometry::hex61::{self, Cell, CELLS, COORDS};

pub const SIN60: f64 = 0.866_025_403_784_438_6;

/// The hexagon's place on the canvas.
#[derive(Clone, Copy, Debug)]
pub struct HexLayout {
    /// Centre of the board (cell E5).
    pub cx: f64,
    pub cy: f64,
    /// Distance between neighbouring cell centres.
    pub w: f64,
    /// Turned half a turn: row I nearest the player, diagonal 9 on the left.
    pub flip: bool,
}

impl HexLayout {
    /// Centre of row `r`, diagonal `d`: 1–9 on the board, 0 and 10 for the rim around it.
    pub fn at(&self, r: f64, d: f64) -> (f64, f64) {
        let (dx, dy) = ((d - 5.0 - (r - 5.0) / 2.0) * self.w, -(r - 5.0) * SIN60 * self.w);
        // Half a turn about E5 is a point reflection: every offset from the centre reversed.
        let s = if self.flip { -1.0 } else { 1.0 };
        (self.cx + s * dx, self.cy + s * dy)
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

    /// The rim's names and where they go: each row's letter past its first cell, each
    /// diagonal's number past its lowest cell (so they follow the board when it is turned).
    pub fn rim_labels(&self) -> Vec<(String, (f64, f64))> {
        let mut out = Vec::with_capacity(18);
        for k in 1..=9u8 {
            // The first diagonal of row k, and the lowest row of diagonal k.
            let first = (1..=9u8).find(|&o| o.abs_diff(k) <= 4).unwrap_or(1);
            out.push((((b'A' + k - 1) as char).to_string(), self.at(k as f64, first as f64 - 0.92)));
            out.push((k.to_string(), self.at(first as f64 - 0.92, k as f64)));
        }
        out
    }
}

/// Where an arrow key takes the keyboard cursor on the board as drawn: ← → to the neighbour in
/// the same row, ↑ ↓ to the row above or below on the screen, to whichever of the two
/// neighbours there lies nearer `column` (the cursor's remembered place across, so repeated ↑
/// climbs straight up rather than drifting along a diagonal). `None` past the rim.
pub fn arrow_step(c: Cell, key: &str, flip: bool, column: &mut f64) -> Option<Cell> {
    let unit = HexLayout { cx: 0.0, cy: 0.0, w: 1.0, flip };
    let (x, y) = unit.centre(c);
    let near = (0..6).filter_map(|d| hex61::step(c, d)).map(|n| (n, unit.centre(n)));
    let along = |dx: f64| near.clone().find(|(_, p)| (p.1 - y).abs() < 0.1 && (p.0 - x) * dx > 0.0);
    let across = |dy: f64| {
        near.clone()
            .filter(|(_, p)| (p.1 - y) * dy > 0.1)
            .min_by(|a, b| (a.1 .0 - *column).abs().total_cmp(&(b.1 .0 - *column).abs()))
    };
    let (n, p) = match key {
        "ArrowLeft" => along(-1.0),
        "ArrowRight" => along(1.0),
        "ArrowUp" => across(-1.0),
        "ArrowDown" => across(1.0),
        _ => None,
    }?;
    if key == "ArrowLeft" || key == "ArrowRight" {
        *column = p.0;
    }
    Some(n)
}

/// The cursor's column when it lands on `c` by other means (a press, a drag).
pub fn column_of(c: Cell, flip: bool) -> f64 {
    HexLayout { cx: 0.0, cy: 0.0, w: 1.0, flip }.centre(c).0
}

/// A mark that shows on any cell or piece colour: a dark ring under a lighter one.
pub fn mark_ring(p: &Painter, (x, y): (f64, f64), r: f64, colour: &str, width: f64) {
    p.circle(x, y, r);
    p.stroke("rgba(0,0,0,0.8)", width * 2.0);
    p.circle(x, y, r);
    p.stroke(colour, width);
}

/// The keyboard cursor: a white dashed ring over a black one, seen on light and dark alike.
pub fn cursor_ring(p: &Painter, at: (f64, f64), r: f64, width: f64) {
    mark_ring(p, at, r, "#000", width);
    p.dash(&[width * 1.6, width * 1.4]);
    p.circle(at.0, at.1, r);
    p.stroke("#fff", width);
    p.dash(&[]);
}

/// Cells in words, compact for a screen reader: runs along a row joined, e.g. "A1–A5 B3 C4–C5".
pub fn compact(cells: &[Cell]) -> String {
    let mut cells = cells.to_vec();
    order::sort(&mut cells);
    let mut out: Vec<String> = Vec::new();
    let mut i = 0;
    while i < cells.len() {
        let mut j = i;
        // Reading order numbers a row's cells one after another.
        while j + 1 < cells.len()
            && cells[j + 1] == cells[j] + 1
            && COORDS[cells[j + 1] as usize].0 == COORDS[cells[i] as usize].0
        {
            j += 1;
        }
        let first = hex61::cell_name(cells[i]);
        out.push(if j > i { format!("{first}–{}", hex61::cell_name(cells[j])) } else { first });
        i = j + 1;
    }
    out.join(" ")
}
