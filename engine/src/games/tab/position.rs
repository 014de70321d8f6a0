//! Position text: `<ranks> <side> <phase> <throws> <lost> <quiet>`, e.g. the start
//! `N,N,N,N,N,N,N,N,N/9/9/S,S,S,S,S,S,S,S,S s open - 0/0 0`.
//!
//! - `<ranks>`: rank 4, 3, 2, 1 separated by `/`; each rank lists files a→i as `,`-separated
//!   tokens: a number 1–9 for that many empty squares (an empty token is one empty square), or
//!   a stack bottom→top. Each piece is `s`/`n` (South/North), upper case `S`/`N` while it has
//!   never moved (only ever the bottom piece, on its home row), followed by `+` if it has been
//!   in its row 3 (written only in row 2, where it means it has looped; implied in rows 3 and 4)
//!   and `*` if it has been in its row 4 (implied on row 4 itself). Example: `ss*` is a stack
//!   of a moved piece under one that has been in row 4.
//! - `<side>`: `s` or `n`, who throws or moves next (in the opening: whose opening throw).
//! - `<phase>`: `open` (alternate single throws until a 1, rules §2), `throw` (throwing until a
//!   2 or 3), `move` (using the throws), or `drawn` (ended by the T16 option).
//! - `<throws>`: the throws collected and not yet used, smallest first, e.g. `1,1,4` or `-`.
//! - `<lost>`: pieces South/North lost by stack reductions, e.g. `0/2`. Missing pieces not
//!   lost were captured.
//! - `<quiet>`: turns in a row without a capture (the current turn counts unless it captured;
//!   option T16). `<lost>` and `<quiet>` may be left out on input (0/0 and 0).

use super::stack::{Piece, Stack};
use super::throw::{is_value, Throws};
use super::track::{row, FILES, NORTH, SOUTH};
use super::{Phase, Tab, PIECES};
use crate::core::PositionError;

pub fn write(g: &Tab) -> String {
    let ranks: Vec<String> = (0..4u8)
        .rev()
        .map(|rank0| {
            let mut tokens = Vec::new();
            let mut empties = 0;
            for file in 0..FILES {
                let sq = rank0 * FILES + file;
                let s = &g.board[sq as usize];
                if s.is_empty() {
                    empties += 1;
                    continue;
                }
                if empties > 0 {
                    tokens.push(empties.to_string());
                    empties = 0;
                }
                tokens.push(stack_text(s, row(s.owner().unwrap_or(SOUTH), sq)));
            }
            if empties > 0 {
                tokens.push(empties.to_string());
            }
            tokens.join(",")
        })
        .collect();
    let throws: Vec<String> = g.throws.each().map(|v| v.to_string()).collect();
    format!(
        "{} {} {} {} {}/{} {}",
        ranks.join("/"),
        if g.to_move == SOUTH { 's' } else { 'n' },
        match g.phase {
            Phase::Opening => "open",
            Phase::Throwing => "throw",
            Phase::Moving => "move",
            Phase::Drawn => "drawn",
        },
        if throws.is_empty() { "-".to_string() } else { throws.join(",") },
        g.lost[0],
        g.lost[1],
        g.quiet
    )
}

fn stack_text(s: &Stack, row: u8) -> String {
    let mut t = String::new();
    let letter = if s.owner() == Some(SOUTH) { 's' } else { 'n' };
    for p in s.pieces() {
        t.push(if p.unmoved { letter.to_ascii_uppercase() } else { letter });
        if p.row3 && row == 2 {
            t.push('+');
        }
        if p.row4 {
            t.push('*');
        }
    }
    t
}

fn err<T>(why: impl Into<String>) -> Result<T, PositionError> {
    Err(PositionError(why.into()))
}

/// Reads one stack token standing on `sq`.
fn read_stack(token: &str, sq: u8) -> Result<Stack, PositionError> {
    let name = super::track::square_name(sq);
    let mut stack = Stack::EMPTY;
    let mut owner = None;
    let mut chars = token.chars().peekable();
    while let Some(c) = chars.next() {
        let seat = match c.to_ascii_lowercase() {
            's' => SOUTH,
            'n' => NORTH,
            _ => {
                return err(format!(
                    "'{c}' on {name} is not a piece (s, n; S, N if unmoved; + and * after a piece)"
                ))
            }
        };
        if owner.is_some_and(|o| o != seat) {
            return err(format!("the stack on {name} mixes South and North pieces"));
        }
        owner = Some(seat);
        let r = row(seat, sq);
        let mut p = Piece { unmoved: c.is_ascii_uppercase(), row3: r >= 3, row4: r == 4 };
        while let Some(&mark) = chars.peek() {
            match mark {
                '+' => p.row3 = true,
                '*' => {
                    p.row3 = true; // row 4 is only reached from row 3
                    p.row4 = true;
                }
                _ => break,
            }
            chars.next();
        }
        if p.unmoved && (r != 1 || stack.height() > 0 || p.row3) {
            return err(format!(
                "on {name}: an unmoved piece (upper case) stands only at the bottom of its home row, with no + or *"
            ));
        }
        if r == 1 && p.row3 {
            return err(format!(
                "on {name}: a piece on its home row has never been in row 3 or 4 (no + or *)"
            ));
        }
        if stack.height() >= PIECES {
            return err(format!("the stack on {name} is higher than 9"));
        }
        if stack.is_empty() {
            stack = Stack::single(seat, p);
        } else {
            stack.push(p);
        }
    }
    Ok(stack)
}

pub fn read(text: &str, g: &mut Tab) -> Result<(), PositionError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    if fields.len() != 4 && fields.len() != 6 {
        return err(format!(
            "expected 6 fields (board, side, phase, throws, lost, quiet turns; the last two may be left out), found {}",
            fields.len()
        ));
    }
    let ranks: Vec<&str> = fields[0].split('/').collect();
    if ranks.len() != 4 {
        return err(format!("the board needs 4 ranks (4 to 1) separated by '/', found {}", ranks.len()));
    }
    for (i, rank_text) in ranks.iter().enumerate() {
        let rank0 = 3 - i as u8;
        let mut file = 0u8;
        for token in rank_text.split(',') {
            let run = if token.is_empty() {
                Some(1)
            } else if token.bytes().all(|b| b.is_ascii_digit()) {
                token.parse::<u8>().ok().filter(|n| (1..=9).contains(n))
            } else {
                None
            };
            if file >= FILES && (run.is_some() || !token.is_empty()) {
                return err(format!("rank {} has more than 9 squares", rank0 + 1));
            }
            match run {
                Some(n) => {
                    if file + n > FILES {
                        return err(format!("rank {} has more than 9 squares", rank0 + 1));
                    }
                    file += n;
                }
                None if token.bytes().all(|b| b.is_ascii_digit()) => {
                    return err(format!("'{token}' on rank {}: a run of empty squares is 1–9", rank0 + 1));
                }
                None => {
                    let sq = rank0 * FILES + file;
                    g.board[sq as usize] = read_stack(token, sq)?;
                    file += 1;
                }
            }
        }
        if file != FILES {
            return err(format!("rank {} has {file} squares, not 9", rank0 + 1));
        }
    }
    g.to_move = match fields[1] {
        "s" | "S" => SOUTH,
        "n" | "N" => NORTH,
        other => return err(format!("the side must be 's' (South) or 'n' (North), not '{other}'")),
    };
    g.phase = match fields[2] {
        "open" => Phase::Opening,
        "throw" => Phase::Throwing,
        "move" => Phase::Moving,
        "drawn" => Phase::Drawn,
        other => return err(format!("the phase must be open, throw, move or drawn, not '{other}'")),
    };
    g.throws = Throws::NONE;
    if fields[3] != "-" {
        for v in fields[3].split(',') {
            let value = v.parse::<u8>().ok().filter(|&x| is_value(x));
            let Some(value) = value else {
                return err(format!("'{v}' is not a throw (1, 2, 3, 4 or 6; '-' for none)"));
            };
            if g.throws.total() >= 200 {
                return err("more than 200 throws");
            }
            g.throws.add(value);
        }
    }
    if fields.len() == 6 {
        let (a, b) = fields[4].split_once('/').ok_or_else(|| {
            PositionError(format!("lost pieces are written South/North, e.g. 0/2, not '{}'", fields[4]))
        })?;
        let count = |s: &str| s.parse::<u8>().ok().filter(|&n| n < PIECES as u8);
        g.lost = match (count(a), count(b)) {
            (Some(a), Some(b)) => [a, b],
            _ => return err(format!("lost pieces must be numbers 0–8, not '{}'", fields[4])),
        };
        g.quiet = fields[5]
            .parse()
            .map_err(|_| PositionError(format!("quiet turns must be a number, not '{}'", fields[5])))?;
    }
    check(g)
}

/// The rules' invariants a real game keeps (rules §1, §2, §4).
fn check(g: &Tab) -> Result<(), PositionError> {
    for (seat, name) in [(SOUTH, "South"), (NORTH, "North")] {
        let on_board = g.pieces(seat);
        if on_board + g.lost[seat] as usize > PIECES {
            return err(format!(
                "{name} has {on_board} pieces on the board and {} lost: more than 9",
                g.lost[seat]
            ));
        }
    }
    let over = g.pieces(SOUTH) == 0 || g.pieces(NORTH) == 0;
    if g.pieces(SOUTH) == 0 && g.pieces(NORTH) == 0 {
        return err("both sides have no pieces left");
    }
    let pending = || g.throws.each().map(|v| v.to_string()).collect::<Vec<_>>().join(", ");
    match g.phase {
        Phase::Opening => {
            if !g.throws.is_empty() {
                return err("no throws are kept during the opening (write '-')");
            }
            if g.board.iter().any(|s| !s.is_empty() && !s.any_unmoved()) {
                return err("in the opening no piece has moved yet");
            }
        }
        Phase::Throwing => {
            if g.throws.count(2) + g.throws.count(3) > 0 {
                return err("a 2 or 3 ends the throwing, so the throw phase holds only 1, 4 and 6");
            }
        }
        Phase::Moving => {
            if g.throws.count(2) + g.throws.count(3) > 1 {
                return err("a turn has exactly one 2 or 3 (it ends the throwing)");
            }
            if !over && g.throws.is_empty() {
                return err("no throws left: the turn is over (write the next turn's 'throw -')");
            }
            if !over && !g.has_any_move() {
                return err(format!(
                    "the throws {} have no use, so the turn has already passed (rules §3, T15)",
                    pending()
                ));
            }
        }
        Phase::Drawn => {}
    }
    Ok(())
}
