//! Move notation (rules §4): in-line `A1B2` (trailing marble, then where it goes); broadside
//! `C3C5D4` (the two end cells, then where the first-listed end goes). Either end may come first
//! on input; output lists the end that comes first in A1→I9 order. Case-insensitive.

use super::board::{cell_name, dir_between, parallel, parse_cell, step, Pad};
use super::{Abalone, Move};
use crate::core::NotationError;

pub fn write(m: &Move) -> String {
    match *m {
        Move::Inline { tail, dir, .. } => {
            format!("{}{}", cell_name(tail), cell_name(step(tail, dir as usize)))
        }
        Move::Broadside { first, axis, len, dir } => {
            let mut last = first;
            for _ in 1..len {
                last = step(last, axis as usize);
            }
            format!("{}{}{}", cell_name(first), cell_name(last), cell_name(step(first, dir as usize)))
        }
    }
}

/// Reads notation in position `g` (the group size of an in-line move follows from the board).
pub fn read(text: &str, g: &Abalone) -> Result<Move, NotationError> {
    let t = text.trim();
    let err = |why: String| NotationError(crate::english!("'{t}': {why}"));
    if !t.is_ascii() || !(t.len() == 4 || t.len() == 6) {
        return Err(err(crate::english!("write an in-line move as A1B2 or a broadside move as C3C5D4")));
    }
    let cells: Vec<Pad> = (0..t.len() / 2)
        .map(|i| {
            parse_cell(&t[2 * i..2 * i + 2])
                .ok_or_else(|| err(crate::english!("'{}' is not a cell A1…I9", &t[2 * i..2 * i + 2])))
        })
        .collect::<Result<_, _>>()?;
    if cells.len() == 2 {
        let (tail, to) = (cells[0], cells[1]);
        let dir = dir_between(tail, to)
            .ok_or_else(|| err(crate::english!("{} is not next to {}", cell_name(to), cell_name(tail))))?;
        let (len, _, pushed, _) = g.inline_shape(tail, dir, g.side(g.to_move));
        return Ok(Move::Inline { tail, dir: dir as u8, len: len.min(3), pushed: pushed.min(3) });
    }
    let (a, b, dest) = (cells[0], cells[1], cells[2]);
    // The ends must lie one or two steps apart on one axis.
    let (axis_from_a, len) = (0..6usize)
        .find_map(|d| {
            let one = step(a, d);
            if one == b {
                Some((d, 2u8))
            } else if step(one, d) == b {
                Some((d, 3u8))
            } else {
                None
            }
        })
        .ok_or_else(|| {
            err(crate::english!("the two end cells must be two or three marbles of one straight line"))
        })?;
    let dir = dir_between(a, dest)
        .ok_or_else(|| err(crate::english!("{} is not next to {}", cell_name(dest), cell_name(a))))?;
    if parallel(dir, axis_from_a) {
        return Err(err(crate::english!(
            "that is an in-line move: write it as the trailing marble and its destination"
        )));
    }
    // Canonical form: from the lower end, along E, NE or NW.
    let (first, axis) = if axis_from_a < 3 { (a, axis_from_a) } else { (b, axis_from_a - 3) };
    Ok(Move::Broadside { first, axis: axis as u8, len, dir: dir as u8 })
}
