//! Position text (rules §7): `<ranks> <side> <phase> <throws> <lost> <quiet>`, e.g. the start
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
//! - `<throws>`: the throws collected and not yet used, smallest first, e.g. `1,1,4` or `-`;
//!   at most [`MOST_HELD`] (T19).
//! - `<lost>`: pieces South/North lost by stack reductions, e.g. `0/2`. Missing pieces not
//!   lost were captured.
//! - `<quiet>`: turns in a row without a capture (the current turn counts unless it captured;
//!   option T16). `<lost>` and `<quiet>` may be left out on input (0/0 and 0).
//!
//! The reader takes every position play can reach and refuses the others that would mislead the
//! engine, naming the field (`check`).

use super::rules::StackedUnmoved;
use super::stack::{Piece, Stack};
use super::throw::{is_value, Throws, MOST_HELD};
use super::track::{row, square_name, FILES, NORTH, SOUTH};
use super::{Phase, Tab, PIECES};
use crate::core::text::{field, quote};
use crate::core::PositionError;

const SIDES: [&str; 2] = ["South", "North"];

pub fn write(g: &Tab) -> String {
    let ranks: Vec<String> = (0..4u8).rev().map(|rank0| rank_text(g, rank0)).collect();
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

fn rank_text(g: &Tab, rank0: u8) -> String {
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

fn err<T>(key: &'static str, why: String) -> Result<T, PositionError> {
    Err(PositionError::new(key, why))
}

pub fn read(text: &str, g: &mut Tab) -> Result<(), PositionError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    if fields.len() != 4 && fields.len() != 6 {
        return err(
            "position-parts",
            crate::english!(
                "expected 6 fields (the board, the side to move, the phase, the throws in hand, the pieces \
             lost and the turns without a capture; the last two may be left out), found {}",
                fields.len()
            ),
        )
        .map_err(|e: PositionError| e.arg("found", fields.len()));
    }
    read_board(fields[0], g)?;
    // The part that cannot be read is quoted for the player (the English says why).
    g.to_move = read_side(fields[1]).map_err(|e| e.quoting(fields[1]))?;
    g.phase = read_phase(fields[2]).map_err(|e| e.quoting(fields[2]))?;
    g.throws = read_throws(fields[3]).map_err(|e| e.quoting(fields[3]))?;
    if fields.len() == 6 {
        g.lost = read_lost(fields[4]).map_err(|e| e.quoting(fields[4]))?;
        let most = g.rules.quiet_draw.unwrap_or(u16::MAX);
        g.quiet = field("the turns without a capture", fields[5], 0, most as u64)? as u16;
    }
    check(g)
}

fn read_board(text: &str, g: &mut Tab) -> Result<(), PositionError> {
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != 4 {
        return err(
            "position-board",
            crate::english!("the board needs 4 ranks (4 to 1) separated by '/', found {}", ranks.len()),
        );
    }
    for (i, rank_text) in ranks.iter().enumerate() {
        let rank0 = 3 - i as u8;
        let rank = rank0 + 1;
        let mut file = 0u8;
        for token in rank_text.split(',') {
            if file >= FILES {
                return err(
                    "position-board",
                    crate::english!("the board: rank {rank} has more than 9 squares"),
                );
            }
            if token.is_empty() {
                file += 1; // an empty token is one empty square
            } else if token.bytes().all(|b| b.is_ascii_digit()) {
                let run = field(&format!("the board: a run of empty squares on rank {rank}"), token, 1, 9)?;
                if file as u64 + run > FILES as u64 {
                    return err(
                        "position-board",
                        crate::english!("the board: rank {rank} has more than 9 squares"),
                    );
                }
                file += run as u8;
            } else {
                let sq = rank0 * FILES + file;
                g.board[sq as usize] = read_stack(token, sq)?;
                file += 1;
            }
        }
        if file != FILES {
            return err(
                "position-board",
                crate::english!("the board: rank {rank} has {file} squares, not 9"),
            );
        }
    }
    Ok(())
}

/// Reads one stack token standing on `sq` (rules §1, §4.1, §4.6).
fn read_stack(token: &str, sq: u8) -> Result<Stack, PositionError> {
    let name = square_name(sq);
    let mut stack = Stack::EMPTY;
    let mut owner = None;
    let mut chars = token.chars().peekable();
    while let Some(c) = chars.next() {
        let seat = match c.to_ascii_lowercase() {
            's' => SOUTH,
            'n' => NORTH,
            _ => {
                return err(
                    "position-board",
                    crate::english!(
                    "the board: {} on {name} is not a piece (s, n; S, N if unmoved; + and * after a piece)",
                    quote(&c.to_string())
                ),
                )
            }
        };
        if owner.is_some_and(|o| o != seat) {
            return err(
                "position-board",
                crate::english!("the board: the stack on {name} mixes South and North pieces"),
            );
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
            return err("position-board", crate::english!(
                "the board: on {name} an unmoved piece (upper case) stands only at the bottom of its home row, with no + or *"
            ));
        }
        if r == 1 && p.row3 {
            return err(
                "position-board",
                crate::english!(
                    "the board: on {name} a piece on its home row has never been in row 3 or 4 (no + or *)"
                ),
            );
        }
        if stack.height() >= PIECES {
            return err("position-board", crate::english!("the board: the stack on {name} is higher than 9"));
        }
        if stack.is_empty() {
            stack = Stack::single(seat, p);
        } else {
            stack.push(p);
        }
    }
    Ok(stack)
}

fn read_side(text: &str) -> Result<usize, PositionError> {
    match text {
        "s" | "S" => Ok(SOUTH),
        "n" | "N" => Ok(NORTH),
        _ => err(
            "position-side",
            crate::english!("the side to move must be 's' (South) or 'n' (North), not {}", quote(text)),
        ),
    }
}

fn read_phase(text: &str) -> Result<Phase, PositionError> {
    match text {
        "open" => Ok(Phase::Opening),
        "throw" => Ok(Phase::Throwing),
        "move" => Ok(Phase::Moving),
        "drawn" => Ok(Phase::Drawn),
        _ => err(
            "position-part",
            crate::english!("the phase must be open, throw, move or drawn, not {}", quote(text)),
        ),
    }
}

/// The throws in hand, `-` for none; never more than a turn keeps (T19).
fn read_throws(text: &str) -> Result<Throws, PositionError> {
    let mut throws = Throws::NONE;
    if text == "-" {
        return Ok(throws);
    }
    for (i, v) in text.split(',').enumerate() {
        if i as u32 >= MOST_HELD {
            let n = text.split(',').count();
            return err(
                "position-part",
                crate::english!(
                    "the throws in hand: {n} is too large (at most {MOST_HELD}; a turn keeps no more, T19)"
                ),
            );
        }
        match v.parse::<u8>() {
            Ok(value) if is_value(value) && v.bytes().all(|b| b.is_ascii_digit()) => throws.add(value),
            _ => {
                return err(
                    "position-part",
                    crate::english!(
                        "the throws in hand: {} is not a throw (1, 2, 3, 4 or 6; '-' for none)",
                        quote(v)
                    ),
                )
            }
        }
    }
    Ok(throws)
}

/// `<South>/<North>`: a reduction always leaves one piece, so at most 8 each (rules §4.3).
fn read_lost(text: &str) -> Result<[u8; 2], PositionError> {
    let Some((a, b)) = text.split_once('/') else {
        return err(
            "position-part",
            crate::english!(
                "the pieces lost to reductions are written South/North, e.g. 0/2, not {}",
                quote(text)
            ),
        );
    };
    let most = PIECES as u64 - 1;
    Ok([
        field("the pieces South lost to reductions", a, 0, most)? as u8,
        field("the pieces North lost to reductions", b, 0, most)? as u8,
    ])
}

/// The rules' invariants a real game keeps (rules §1–§5, T3, T16, T19): what play cannot reach
/// is refused, naming the field.
fn check(g: &Tab) -> Result<(), PositionError> {
    check_material(g)?;
    check_stacks(g)?;
    let left = [g.pieces(SOUTH), g.pieces(NORTH)];
    if let Some(loser) = (0..2).find(|&seat| left[seat] == 0) {
        return check_won(g, 1 - loser);
    }
    match g.phase {
        Phase::Opening => check_opening(g),
        Phase::Throwing => check_throwing(g),
        Phase::Moving => check_moving(g),
        Phase::Drawn => check_drawn(g),
    }
}

/// Pieces on the board and lost by reductions are at most the nine of each side (rules §1).
fn check_material(g: &Tab) -> Result<(), PositionError> {
    for seat in [SOUTH, NORTH] {
        let on_board = g.pieces(seat);
        if on_board + g.lost[seat] as usize > PIECES {
            return err("position-count", crate::english!(
                "the board and the pieces lost: {} has {on_board} pieces on the board and {} lost: more than 9",
                SIDES[seat], g.lost[seat]
            ));
        }
    }
    if g.pieces(SOUTH) == 0 && g.pieces(NORTH) == 0 {
        return err("position-count", crate::english!("the board: both sides have no pieces left"));
    }
    Ok(())
}

/// Option T3 `activated`: a piece joined by another counts as moved, so no stack holds an
/// unmoved piece.
fn check_stacks(g: &Tab) -> Result<(), PositionError> {
    if g.rules.stacked_unmoved != StackedUnmoved::Activated {
        return Ok(());
    }
    match (0..g.board.len()).find(|&sq| g.board[sq].height() > 1 && g.board[sq].any_unmoved()) {
        Some(sq) => err(
            "position-impossible",
            crate::english!(
            "the board: on {} a stack holds an unmoved piece, but with stacked_unmoved=activated a joined \
             piece counts as moved (T3)",
            square_name(sq as u8)
        ),
        ),
        None => Ok(()),
    }
}

/// A won game (rules §5): the winner has just captured the last piece, so it is still the
/// winner's move, the throws left are void and the capture reset the quiet turns.
fn check_won(g: &Tab, winner: usize) -> Result<(), PositionError> {
    let (w, l) = (SIDES[winner], SIDES[1 - winner]);
    if g.phase != Phase::Moving {
        return err(
            "position-impossible",
            crate::english!("the phase: {l} has no pieces left, so {w} has won and the phase is 'move'"),
        );
    }
    if g.to_move != winner {
        return err(
            "position-impossible",
            crate::english!(
            "the side to move: {l} has no pieces left, so {w} captured the last one and is the side to move"
        ),
        );
    }
    if !g.throws.is_empty() {
        return err(
            "position-impossible",
            crate::english!("the throws in hand: a win cancels the throws left (rules §5), so write '-'"),
        );
    }
    if g.quiet != 0 {
        return err(
            "position-impossible",
            crate::english!("the turns without a capture: the winning move captured, so they are 0"),
        );
    }
    Ok(())
}

/// The opening (rules §2, T1): no piece has moved, nothing is kept and no turn has begun (with
/// the full board, nothing can have been lost either).
fn check_opening(g: &Tab) -> Result<(), PositionError> {
    let start = (0..FILES as usize).all(|file| {
        let fresh = |sq: usize, seat| g.board[sq] == Stack::single(seat, Piece::FRESH);
        fresh(file, SOUTH) && fresh(3 * FILES as usize + file, NORTH)
    }) && g.pieces(SOUTH) + g.pieces(NORTH) == 2 * PIECES;
    if !start {
        return err(
            "position-impossible",
            crate::english!(
                "the board: in the opening no piece has moved yet, so the board is the start position"
            ),
        );
    }
    if !g.throws.is_empty() {
        return err(
            "position-impossible",
            crate::english!("the throws in hand: none are kept during the opening (write '-')"),
        );
    }
    if g.quiet != 0 {
        return err(
            "position-impossible",
            crate::english!(
                "the turns without a capture: they count from the first turn, so 0 in the opening"
            ),
        );
    }
    Ok(())
}

/// Throwing until a 2 or 3 (rules §2), or until the turn holds the most it keeps (T19).
fn check_throwing(g: &Tab) -> Result<(), PositionError> {
    if g.throws.count(2) + g.throws.count(3) > 0 {
        return err(
            "position-impossible",
            crate::english!(
                "the throws in hand: a 2 or 3 ends the throwing, so the throw phase holds only 1, 4 and 6"
            ),
        );
    }
    if g.throws.total() >= MOST_HELD {
        return err(
            "position-impossible",
            crate::english!(
            "the throws in hand: {} is too large for the throw phase (the throwing ends at {MOST_HELD}, T19)",
            g.throws.total()
        ),
        );
    }
    Ok(())
}

/// Using the throws (rules §3): the turn goes on only while a throw has a use (T15).
fn check_moving(g: &Tab) -> Result<(), PositionError> {
    if g.throws.count(2) + g.throws.count(3) > 1 {
        return err(
            "position-impossible",
            crate::english!("the throws in hand: a turn has at most one 2 or 3 (it ends the throwing)"),
        );
    }
    if g.throws.is_empty() {
        return err(
            "position-impossible",
            crate::english!(
                "the throws in hand: none left, so the turn is over (write the next turn's 'throw -')"
            ),
        );
    }
    if !g.has_any_move() {
        let held: Vec<String> = g.throws.each().map(|v| v.to_string()).collect();
        return err(
            "position-impossible",
            crate::english!(
                "the throws in hand: {} have no use, so the turn has already passed (rules §3, T15)",
                held.join(", ")
            ),
        );
    }
    Ok(())
}

/// Drawn by option T16: a turn ended with exactly that many turns without a capture.
fn check_drawn(g: &Tab) -> Result<(), PositionError> {
    let Some(n) = g.rules.quiet_draw else {
        return err(
            "position-options",
            crate::english!("the phase: 'drawn' needs the option quiet_draw (T16)"),
        );
    };
    if g.quiet != n {
        return err(
            "position-impossible",
            crate::english!(
                "the turns without a capture: a game drawn by quiet_draw={n} ends with exactly {n}"
            ),
        );
    }
    if !g.throws.is_empty() {
        return err(
            "position-impossible",
            crate::english!("the throws in hand: the turn ended, so write '-'"),
        );
    }
    Ok(())
}
