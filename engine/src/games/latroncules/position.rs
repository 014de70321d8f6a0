//! Position text: the 8 ranks from 8 to 1 separated by `/`, like chess FEN — `F`/`C` White
//! (South) fantassin/cavalier, `f`/`c` Black (North), digits for runs of empty squares; then
//! the side to move (`w` or `b`); then the pieces each side has lost as
//! `<white fantassins>/<white cavaliers>` and `<black fantassins>/<black cavaliers>`; then the
//! plies since the last capture or promotion. Start:
//! `fcfcfcfc/cfcfcfcf/8/8/8/8/FCFCFCFC/CFCFCFCF w 0/0 0/0 0`.

use super::{Kind, Latroncules, Piece};
use crate::core::PositionError;

pub fn write(g: &Latroncules) -> String {
    let mut ranks = Vec::new();
    for rank in (0..8).rev() {
        let mut s = String::new();
        let mut empty = 0;
        for file in 0..8 {
            match g.squares[rank * 8 + file] {
                None => empty += 1,
                Some(p) => {
                    if empty > 0 {
                        s.push_str(&empty.to_string());
                        empty = 0;
                    }
                    let c = if p.kind == Kind::Fantassin { 'f' } else { 'c' };
                    s.push(if p.side == 0 { c.to_ascii_uppercase() } else { c });
                }
            }
        }
        if empty > 0 {
            s.push_str(&empty.to_string());
        }
        ranks.push(s);
    }
    format!(
        "{} {} {}/{} {}/{} {}",
        ranks.join("/"),
        if g.to_move == 0 { 'w' } else { 'b' },
        g.lost[0][0],
        g.lost[0][1],
        g.lost[1][0],
        g.lost[1][1],
        g.quiet
    )
}

pub fn read(text: &str, g: &mut Latroncules) -> Result<(), PositionError> {
    let err = |why: String| PositionError(why);
    let fields: Vec<&str> = text.split_whitespace().collect();
    if fields.len() != 5 {
        return Err(err(format!(
            "expected 5 fields (board, side to move, White's losses, Black's losses, quiet plies), found {}",
            fields.len()
        )));
    }
    let ranks: Vec<&str> = fields[0].split('/').collect();
    if ranks.len() != 8 {
        return Err(err(format!("the board needs 8 ranks separated by '/', found {}", ranks.len())));
    }
    for (i, rank_text) in ranks.iter().enumerate() {
        let rank = 7 - i;
        let mut file = 0usize;
        for c in rank_text.chars() {
            if let Some(n) = c.to_digit(10).filter(|n| (1..=8).contains(n)) {
                file += n as usize;
            } else {
                let (side, kind) = match c {
                    'F' => (0, Kind::Fantassin),
                    'C' => (0, Kind::Cavalier),
                    'f' => (1, Kind::Fantassin),
                    'c' => (1, Kind::Cavalier),
                    _ => return Err(err(format!("'{c}' is not a piece (F, C, f, c) or a count 1–8"))),
                };
                if file < 8 {
                    g.squares[rank * 8 + file] = Some(Piece { side, kind });
                }
                file += 1;
            }
            if file > 8 {
                return Err(err(format!("rank {} has more than 8 squares", rank + 1)));
            }
        }
        if file != 8 {
            return Err(err(format!("rank {} has {file} squares, not 8", rank + 1)));
        }
    }
    g.to_move = match fields[1] {
        "w" => 0,
        "b" => 1,
        other => return Err(err(format!("side to move must be 'w' or 'b', not '{other}'"))),
    };
    for (side, field, name) in [(0usize, fields[2], "White"), (1, fields[3], "Black")] {
        let parts: Vec<&str> = field.split('/').collect();
        let nums: Option<Vec<u8>> = parts.iter().map(|p| p.parse::<u8>().ok().filter(|&n| n <= 8)).collect();
        match nums.as_deref() {
            Some([f, c]) => g.lost[side] = [*f, *c],
            _ => {
                return Err(err(format!(
                    "{name}'s losses must look like 3/1 (fantassins/cavaliers), not '{field}'"
                )))
            }
        }
        let on_board = g.squares.iter().flatten().filter(|p| p.side == side as u8).count();
        if on_board > 16 {
            return Err(err(format!("{name} has {on_board} pieces; a side has at most 16")));
        }
    }
    g.quiet =
        fields[4].parse().map_err(|_| err(format!("quiet plies must be a number, not '{}'", fields[4])))?;
    Ok(())
}
