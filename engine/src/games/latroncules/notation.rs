//! Move notation (rules §10): `from-to` for a step, `from:to` for a cavalier's jump; captures
//! follow as `x` + square each (`c3-d4xd5xe5`), a promotion as `=C`. Captures and promotion are
//! informational: on input they may be left out (they follow from the board). The exchanges
//! the owner chose (rules §6.1) come first, each a square of the far rank with `=C` and a
//! comma: `d8=C,b2-c3`.

use super::board::{parse_square, square_name, Square};
use super::Move;
use crate::core::NotationError;

pub fn write(m: &Move, captures: &[Square], promotes: bool, far_rank: u8) -> String {
    let mut s = String::new();
    for f in (0..8u8).filter(|f| m.exchange & 1 << f != 0) {
        s.push_str(&square_name(far_rank * 8 + f));
        s.push_str("=C,");
    }
    s.push_str(&format!("{}{}{}", square_name(m.from), if m.jump { ':' } else { '-' }, square_name(m.to)));
    for &c in captures {
        s.push('x');
        s.push_str(&square_name(c));
    }
    if promotes {
        s.push_str("=C");
    }
    s
}

/// Reads a move of the side whose far rank is `far_rank` (its exchanges stand there).
pub fn read(text: &str, far_rank: u8) -> Result<Move, NotationError> {
    let whole = text.trim();
    let err = |why: &str| NotationError(crate::english!("'{whole}': {why}"));
    let mut t = whole;
    let mut exchange = 0u8;
    while let Some((head, tail)) = t.split_once(',') {
        let square = head.strip_suffix("=C").and_then(parse_square);
        let Some(s) = square.filter(|s| s / 8 == far_rank) else {
            return Err(err(
                "an exchange is a square of your far rank with =C before the move, like d8=C,b2-c3",
            ));
        };
        exchange |= 1 << (s % 8);
        t = tail;
    }
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
    Ok(Move { from, to, jump, exchange })
}
