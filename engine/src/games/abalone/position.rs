//! Position text: the 61 cells A1→I9 (`b`, `w`, `.`), a space, the side to move (`b` or `w`),
//! optionally the marbles ejected by Black and by White (rules §1.3). When the counts are
//! missing they are 14 minus the opponent's marbles on the board.

use super::board::CELL_TO_PAD;
use super::{Abalone, BLACK, EMPTY, WHITE, WIN_EJECTIONS};
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
    format!("{cells} {} {} {}", if g.to_move == 0 { 'b' } else { 'w' }, g.ejected[0], g.ejected[1])
}

pub fn read_cells(text: &str, g: &mut Abalone) -> Result<(), PositionError> {
    let n = text.chars().count();
    if n != 61 {
        return Err(PositionError(format!("the board needs 61 cells (b, w or .), found {n}")));
    }
    for (i, c) in text.chars().enumerate() {
        g.cells[CELL_TO_PAD[i] as usize] = match c {
            'b' | 'B' => BLACK,
            'w' | 'W' => WHITE,
            '.' => EMPTY,
            other => return Err(PositionError(format!("'{other}' is not b, w or . (cell {})", i + 1))),
        };
    }
    for (colour, name) in [(BLACK, "Black"), (WHITE, "White")] {
        let n = g.count(colour);
        if n > 14 {
            return Err(PositionError(format!("{name} has {n} marbles; a side has at most 14")));
        }
    }
    Ok(())
}

pub fn read(text: &str, g: &mut Abalone) -> Result<(), PositionError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    if fields.len() != 2 && fields.len() != 4 {
        return Err(PositionError(format!(
            "expected the 61 cells, the side to move and optionally the two ejection counts; found {} fields",
            fields.len()
        )));
    }
    read_cells(fields[0], g)?;
    g.to_move = match fields[1] {
        "b" | "B" => 0,
        "w" | "W" => 1,
        other => return Err(PositionError(format!("side to move must be 'b' or 'w', not '{other}'"))),
    };
    let on_board = [g.count(BLACK) as u8, g.count(WHITE) as u8];
    g.ejected = if fields.len() == 4 {
        let count = |s: &str, who: &str| -> Result<u8, PositionError> {
            s.parse::<u8>()
                .ok()
                .filter(|&n| n <= WIN_EJECTIONS)
                .ok_or_else(|| PositionError(format!("marbles ejected by {who} must be 0–6, not '{s}'")))
        };
        [count(fields[2], "Black")?, count(fields[3], "White")?]
    } else {
        [14 - on_board[1], 14 - on_board[0]].map(|x| x.min(WIN_EJECTIONS))
    };
    // A side cannot have lost more marbles than it had.
    for (side, name) in [(0usize, "White"), (1, "Black")] {
        if on_board[1 - side] + g.ejected[side] > 14 {
            return Err(PositionError(format!("{name} has more than 14 marbles counting the ejected ones")));
        }
    }
    Ok(())
}
