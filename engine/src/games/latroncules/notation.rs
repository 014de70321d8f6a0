//! Move notation: `from-to` for a step, `from:to` for a cavalier's jump; captures follow as
//! `x` + square each (`c3-d4xd5xe5`), a promotion as `=C`. Captures and promotion are
//! informational: on input they may be left out (they follow from the board).

use super::board::{parse_square, square_name, Square};
use super::Move;
use crate::core::NotationError;

pub fn write(m: &Move, captures: &[Square], promotes: bool) -> String {
    let mut s = format!("{}{}{}", square_name(m.from), if m.jump { ':' } else { '-' }, square_name(m.to));
    for &c in captures {
        s.push('x');
        s.push_str(&square_name(c));
    }
    if promotes {
        s.push_str("=C");
    }
    s
}

pub fn read(text: &str) -> Result<Move, NotationError> {
    let t = text.trim();
    let err = |why: &str| NotationError(format!("'{t}': {why}"));
    if !t.is_ascii() || t.len() < 5 {
        return Err(err("write a step as b1-b2 and a jump as c3:e5"));
    }
    let from = parse_square(&t[0..2]).ok_or_else(|| err("the first square must be a1…h8"))?;
    let jump = match &t[2..3] {
        "-" => false,
        ":" => true,
        _ => return Err(err("use '-' for a step and ':' for a jump between the squares")),
    };
    let to = parse_square(&t[3..5]).ok_or_else(|| err("the second square must be a1…h8"))?;
    let mut rest = t[5..].strip_suffix("=C").unwrap_or(&t[5..]);
    while !rest.is_empty() {
        let Some(sq) = rest.strip_prefix('x').filter(|r| r.len() >= 2).map(|r| &r[..2]) else {
            return Err(err("after the move only captures like xd5 and a promotion =C may follow"));
        };
        parse_square(sq).ok_or_else(|| err("a captured square must be a1…h8"))?;
        rest = &rest[3..];
    }
    Ok(Move { from, to, jump })
}
