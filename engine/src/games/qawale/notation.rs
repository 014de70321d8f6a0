//! Move notation (rules §4): canonical `a1:NNN`; the cell list `a1-a2-a3-a4` is accepted too.

use super::board::{dir_between, parse_space, space_name};
use super::{Dir, Sowing};
use crate::core::NotationError;

pub fn write(m: &Sowing) -> String {
    let mut s = space_name(m.origin);
    s.push(':');
    s.extend(m.dirs().map(Dir::letter));
    s
}

/// Reads either form. Board-dependent checks (origin non-empty, length) are the caller's.
pub fn read(text: &str) -> Result<Sowing, NotationError> {
    let text = text.trim();
    let err = |why: &str| NotationError(crate::english!("'{text}': {why}"));
    if let Some((origin, dirs)) = text.split_once(':') {
        let origin = parse_space(origin).ok_or_else(|| err("the origin must be a space a1…d4"))?;
        if dirs.is_empty() {
            return Err(err("no steps after ':'"));
        }
        if dirs.len() > 24 {
            return Err(err("a path has at most 24 steps"));
        }
        let dirs: Option<Vec<Dir>> = dirs.chars().map(Dir::from_letter).collect();
        let dirs = dirs.ok_or_else(|| err("steps are the letters N, E, S, W"))?;
        return Ok(Sowing::new(origin, &dirs));
    }
    let cells: Option<Vec<u8>> = text.split('-').map(parse_space).collect();
    let cells = cells.ok_or_else(|| err("write a move as a1:NNN or a1-a2-a3-a4"))?;
    if cells.len() < 2 {
        return Err(err("a move needs an origin and at least one step, e.g. a1:NNN"));
    }
    if cells.len() > 25 {
        return Err(err("a path has at most 24 steps"));
    }
    let dirs: Option<Vec<Dir>> = cells.windows(2).map(|w| dir_between(w[0], w[1])).collect();
    let dirs = dirs.ok_or_else(|| err("each space must be orthogonally next to the one before"))?;
    Ok(Sowing::new(cells[0], &dirs))
}
