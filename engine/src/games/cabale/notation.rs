//! Notation of the parts of a turn: runner placement `@B1`; runner path start-turn-end
//! `B1-D3-D6`; `single` or `double`; each jump as `x` + landing cell (`xD5`); `stop`; a
//! blockade as `|` + the two cells of its edge (`|E5F6`); `skip`. A whole turn is its parts
//! separated by spaces: `B1-D3-D6 double xD5 stop |E5F6`.

use super::board::{cell_name, edge_name, parse_cell, parse_edge};
use super::{Action, Cabale};
use crate::core::NotationError;

pub fn write(g: &Cabale, a: &Action) -> String {
    match *a {
        Action::PlaceRunner(c) => format!("@{}", cell_name(c)),
        Action::Run { turn, end } => {
            format!("{}-{}-{}", cell_name(g.runners[g.to_move]), cell_name(turn), cell_name(end))
        }
        Action::Build { double: false } => "single".into(),
        Action::Build { double: true } => "double".into(),
        Action::Jump { to } => format!("x{}", cell_name(to)),
        Action::StopCapturing => "stop".into(),
        Action::Blockade(e) => format!("|{}", edge_name(e)),
        Action::SkipBlockade => "skip".into(),
    }
}

pub fn read(g: &Cabale, text: &str) -> Result<Action, NotationError> {
    let t = text.trim();
    let err = |why: String| NotationError(crate::english!("'{t}': {why}"));
    let cell = |s: &str| parse_cell(s).ok_or_else(|| err(crate::english!("'{s}' is not a cell A1…I9")));
    match t.to_ascii_lowercase().as_str() {
        "single" => return Ok(Action::Build { double: false }),
        "double" => return Ok(Action::Build { double: true }),
        "stop" => return Ok(Action::StopCapturing),
        "skip" => return Ok(Action::SkipBlockade),
        _ => {}
    }
    if let Some(c) = t.strip_prefix('@') {
        return Ok(Action::PlaceRunner(cell(c)?));
    }
    if let Some(c) = t.strip_prefix(['x', 'X']) {
        return Ok(Action::Jump { to: cell(c)? });
    }
    if let Some(e) = t.strip_prefix('|') {
        return parse_edge(e).map(Action::Blockade).ok_or_else(|| {
            err(crate::english!("a blockade is written as two neighbouring cells, e.g. |E5F6"))
        });
    }
    let parts: Vec<&str> = t.split('-').collect();
    if parts.len() == 3 {
        let (start, turn, end) = (cell(parts[0])?, cell(parts[1])?, cell(parts[2])?);
        let runner = g.runners[g.to_move];
        if start != runner {
            return Err(err(crate::english!(
                "the runner stands on {}, not {}",
                cell_name_or_none(runner),
                parts[0]
            )));
        }
        return Ok(Action::Run { turn, end });
    }
    Err(err(crate::english!("write @B1, B1-D3-D6, single, double, xD5, stop, |E5F6 or skip")))
}

fn cell_name_or_none(c: u8) -> String {
    if c == super::board::NONE {
        "no cell yet".into()
    } else {
        cell_name(c)
    }
}
