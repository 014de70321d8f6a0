//! Action notation (rules §6).
//!
//! - a throw (a chance action, also in the opening): `throw 3` (values 1, 2, 3, 4, 6);
//! - a throw-move: `<value><from>-<to>`, e.g. `3g3-i4`; the destination tells the loop from the
//!   row-4 branch. Suffix `s` marks a split (a 1 moving a stack's top piece: `1f4-e4s`); `x`
//!   (captures) and `r` (reduces a stack) are written for information and ignored on input;
//! - `pass`: end the turn, losing the remaining throws (only when no throw has a use that
//!   reduces no stack, rules §3).

use super::throw::is_value;
use super::track::{parse_square, square_name};
use super::{Action, Tab, ThrowMove};
use crate::core::NotationError;

pub fn write(g: &Tab, a: &Action) -> String {
    match a {
        Action::Throw(v) => format!("throw {v}"),
        Action::Pass => "pass".into(),
        Action::Move(m) => {
            let mut s = format!("{}{}-{}", m.value, square_name(m.from), square_name(m.to));
            if m.split {
                s.push('s');
            }
            if let Some(e) = g.legal_effect(m) {
                if e.captures {
                    s.push('x');
                }
                if e.reduces {
                    s.push('r');
                }
            }
            s
        }
    }
}

pub fn read(text: &str) -> Result<Action, NotationError> {
    let t = text.trim();
    let err = |why: &str| NotationError(crate::english!("'{t}': {why}"));
    let lower = t.to_ascii_lowercase();
    if lower == "pass" {
        return Ok(Action::Pass);
    }
    if let Some(rest) = lower.strip_prefix("throw") {
        let v: u8 = rest
            .trim()
            .parse()
            .map_err(|_| err("a throw is written 'throw N' with N one of 1, 2, 3, 4, 6"))?;
        if !is_value(v) {
            return Err(err("a throw is worth 1, 2, 3, 4 or 6"));
        }
        return Ok(Action::Throw(v));
    }
    let bytes = lower.as_bytes();
    let usage = "write a throw-move as <throw><from>-<to>, e.g. 3g3-i4 (or 'throw N', 'pass')";
    if bytes.len() < 6 || !bytes.is_ascii() || bytes[3] != b'-' {
        return Err(err(usage));
    }
    let value = bytes[0].wrapping_sub(b'0');
    if !is_value(value) {
        return Err(err("the throw used must be 1, 2, 3, 4 or 6"));
    }
    let from = parse_square(&lower[1..3]).ok_or_else(|| err("squares are a1 … i4"))?;
    let to = parse_square(&lower[4..6]).ok_or_else(|| err("squares are a1 … i4"))?;
    let mut split = false;
    let mut seen = String::new();
    for c in lower[6..].chars() {
        if !matches!(c, 's' | 'x' | 'r') {
            return Err(err("after the squares only s (split), x (capture) and r (reduction) may follow"));
        }
        if seen.contains(c) {
            return Err(err("a suffix letter is repeated"));
        }
        seen.push(c);
        split |= c == 's';
    }
    Ok(Action::Move(ThrowMove { value, from, to, split }))
}
