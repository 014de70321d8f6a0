//! Position text (rules §7): the 61 cells A1→I9 (`b`, `w`, `.`), a space, the side to move (`b`
//! or `w`), optionally the marbles ejected by Black and by White (when missing they are 14
//! minus the opponent's marbles on the board), then the named fields `ply=` (plies played) and
//! `seen=` (the repetition history), each only when play depends on it.

use super::board::CELL_TO_PAD;
use super::{Abalone, BLACK, EMPTY, WHITE, WIN_EJECTIONS};
use crate::core::repetition::Seen;
use crate::core::text::{field, quote};
use crate::core::PositionError;

pub fn write(g: &Abalone) -> String {
    let cells: String = CELL_TO_PAD
        .iter()
        .map(|&p| match g.at(p) {
            BLACK => 'b',
            WHITE => 'w',
            _ => '.',
        })
        .collect();
    let mut text =
        format!("{cells} {} {} {}", if g.to_move == 0 { 'b' } else { 'w' }, g.ejected[0], g.ejected[1]);
    // §7: the counter and the history only when they say something (a new game has neither).
    if g.plies > 0 {
        text.push_str(&format!(" ply={}", g.plies));
    }
    let earlier = g.seen.earlier_text();
    if !earlier.is_empty() {
        text.push_str(" seen=");
        text.push_str(&earlier);
    }
    text
}

pub fn read_cells(text: &str, g: &mut Abalone) -> Result<(), PositionError> {
    let n = text.chars().count();
    if n != 61 {
        return Err(PositionError::new(
            "position-board",
            crate::english!("the board needs 61 cells (b, w or .), found {n}"),
        ));
    }
    for (i, c) in text.chars().enumerate() {
        g.cells[CELL_TO_PAD[i] as usize] = match c {
            'b' | 'B' => BLACK,
            'w' | 'W' => WHITE,
            '.' => EMPTY,
            other => {
                return Err(PositionError::new(
                    "position-board",
                    crate::english!("{} is not b, w or . (cell {})", quote(&other.to_string()), i + 1),
                ))
            }
        };
    }
    for (colour, name) in [(BLACK, "Black"), (WHITE, "White")] {
        let n = g.count(colour);
        if n > 14 {
            return Err(PositionError::new(
                "position-count",
                crate::english!("{name} has {n} marbles; a side has at most 14"),
            ));
        }
    }
    Ok(())
}

const NAMES: [&str; 2] = ["Black", "White"];

/// Reads the text into `g` (board, side to move, counts, ply counter) and returns the positions
/// seen before this one, for the repetition rule (§7, §8); the caller settles the position.
pub fn read(text: &str, g: &mut Abalone) -> Result<Seen, PositionError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    let plain = fields.iter().take_while(|f| !f.contains('=')).count();
    if plain != 2 && plain != 4 {
        return Err(PositionError::new(
            "position-parts",
            crate::english!(
                "expected the 61 cells, the side to move and optionally the two ejection counts; found {plain} fields"
            ),
        )
        .arg("found", plain));
    }
    read_cells(fields[0], g)?;
    g.to_move = match fields[1] {
        "b" | "B" => 0,
        "w" | "W" => 1,
        other => {
            let english = crate::english!("side to move must be 'b' or 'w', not {}", quote(other));
            return Err(PositionError::new("position-side", english).quoting(other));
        }
    };
    read_ejected(&fields[..plain], g)?;
    let named = named_fields(&fields[plain..])?;
    let limit = g.ply_limit.unwrap_or(u32::MAX);
    if let Some(ply) = named[0] {
        // §8: the game is over at the limit, so no position lies beyond it.
        g.plies = field("the ply counter (ply=)", ply, 0, limit.into())? as u32;
    }
    let earlier = Seen::read_earlier(named[1].unwrap_or(""))?;
    if !g.repetition_draw {
        // The history of a game played with the rule on says nothing to a game without it.
        return Ok(Seen::default());
    }
    if earlier.len() > g.plies as usize {
        return Err(PositionError::new(
            "position-history",
            crate::english!(
                "the repetition history (seen=) has {} positions, more than the {} plies played (ply=)",
                earlier.len(),
                g.plies
            ),
        ));
    }
    if !earlier.is_empty() && g.ejected.contains(&WIN_EJECTIONS) {
        return Err(PositionError::new(
            "position-history",
            crate::english!(
                "the repetition history (seen=) of a won game is empty: pushing a marble off clears it"
            ),
        ));
    }
    Ok(earlier)
}

/// The ejection counts (§7), given or inferred, and whether they fit the board: a count of 6
/// ends the game on that side's move, so only one side has 6 and the other side is to move.
fn read_ejected(plain: &[&str], g: &mut Abalone) -> Result<(), PositionError> {
    let on_board = [g.count(BLACK) as u8, g.count(WHITE) as u8];
    g.ejected = if plain.len() == 4 {
        let count = |s: &str, name: &str| -> Result<u8, PositionError> {
            Ok(field(name, s, 0, WIN_EJECTIONS.into())? as u8)
        };
        [count(plain[2], "marbles ejected by Black")?, count(plain[3], "marbles ejected by White")?]
    } else {
        [14 - on_board[1], 14 - on_board[0]].map(|x| x.min(WIN_EJECTIONS))
    };
    // A side cannot have lost more marbles than it had.
    for (side, name) in [(0usize, "White"), (1, "Black")] {
        if on_board[1 - side] + g.ejected[side] > 14 {
            let english = crate::english!("{name} has more than 14 marbles counting the ejected ones");
            return Err(PositionError::new("position-count", english));
        }
    }
    let given = if plain.len() == 4 { "" } else { " (counted from the board: give the counts)" };
    if g.ejected == [WIN_EJECTIONS; 2] {
        return Err(PositionError::new(
            "position-impossible",
            crate::english!(
                "marbles ejected: both sides cannot have pushed off six, the first to do so wins{given}"
            ),
        ));
    }
    let mover = g.to_move;
    if g.ejected[mover] >= WIN_EJECTIONS {
        return Err(PositionError::new(
            "position-impossible",
            crate::english!(
                "the side to move must be {}: {} won by pushing off a sixth marble on its own move{given}",
                NAMES[1 - mover],
                NAMES[mover]
            ),
        ));
    }
    Ok(())
}

/// The named fields after the counts: `ply=` then `seen=`, each at most once.
fn named_fields<'a>(fields: &[&'a str]) -> Result<[Option<&'a str>; 2], PositionError> {
    let mut out = [None; 2];
    for f in fields {
        let slot = match f.split_once('=') {
            Some(("ply", v)) => (0, v),
            Some(("seen", v)) => (1, v),
            _ => {
                let english =
                    crate::english!("unknown field {} after the counts (fields: ply=, seen=)", quote(f));
                return Err(PositionError::new("position-part", english).quoting(f));
            }
        };
        if out[slot.0].replace(slot.1).is_some() {
            let english = crate::english!("the field {} is given twice", quote(f));
            return Err(PositionError::new("position-part", english).quoting(f));
        }
    }
    Ok(out)
}
