//! Position text (rules §1.1): ranks 4→1 split by `/`, spaces by `,`, each stack bottom→top in
//! `n`/`l`/`d`; then the light and dark hands and the side to move (`l` or `d`).
//! Start: `nn,,,nn/,,,/,,,/nn,,,nn 8 8 l`.

use super::{Pebble, Qawale, Stack, HAND};
use crate::core::PositionError;

pub fn write(g: &Qawale) -> String {
    let ranks: Vec<String> = (0..4)
        .rev()
        .map(|rank| {
            let cells: Vec<String> = (0..4)
                .map(|file| g.stacks[rank * 4 + file].pebbles().map(Pebble::letter).collect())
                .collect();
            cells.join(",")
        })
        .collect();
    format!("{} {} {} {}", ranks.join("/"), g.hands[0], g.hands[1], if g.to_move == 0 { 'l' } else { 'd' })
}

pub fn read(text: &str, g: &mut Qawale) -> Result<(), PositionError> {
    let err = |why: String| PositionError(why);
    let fields: Vec<&str> = text.split_whitespace().collect();
    if fields.len() != 4 {
        return Err(err(format!(
            "expected 4 fields (board, light hand, dark hand, side to move), found {}",
            fields.len()
        )));
    }
    let ranks: Vec<&str> = fields[0].split('/').collect();
    if ranks.len() != 4 {
        return Err(err(format!("the board needs 4 ranks separated by '/', found {}", ranks.len())));
    }
    let mut counts = [0u32; 3];
    for (i, rank_text) in ranks.iter().enumerate() {
        let rank = 3 - i;
        let cells: Vec<&str> = rank_text.split(',').collect();
        if cells.len() != 4 {
            return Err(err(format!(
                "rank {} needs 4 spaces separated by ',', found {}",
                rank + 1,
                cells.len()
            )));
        }
        for (file, cell) in cells.iter().enumerate() {
            let mut stack = Stack::EMPTY;
            for c in cell.chars() {
                let p = Pebble::from_letter(c).ok_or_else(|| {
                    err(format!("'{c}' is not a pebble (use n, l or d) on rank {}", rank + 1))
                })?;
                counts[p as usize - 1] += 1;
                if counts.iter().sum::<u32>() > 24 {
                    return Err(err("more than 24 pebbles".into()));
                }
                stack.push(p);
            }
            g.stacks[rank * 4 + file] = stack;
        }
    }
    let hand = |s: &str, who: &str| -> Result<u8, PositionError> {
        s.parse::<u8>()
            .ok()
            .filter(|&h| h <= HAND)
            .ok_or_else(|| err(format!("{who} hand must be a number 0–8, not '{s}'")))
    };
    g.hands = [hand(fields[1], "light")?, hand(fields[2], "dark")?];
    g.to_move = match fields[3] {
        "l" => 0,
        "d" => 1,
        other => return Err(err(format!("side to move must be 'l' or 'd', not '{other}'"))),
    };
    // Rules §1: 8 neutral pebbles, and each colour's pebbles are on the board or in hand.
    if counts[0] != 8 {
        return Err(err(format!("there must be 8 neutral pebbles, found {}", counts[0])));
    }
    for (i, name) in [(0usize, "light"), (1, "dark")] {
        if counts[i + 1] + g.hands[i] as u32 != HAND as u32 {
            return Err(err(format!(
                "{name}: {} on the board + {} in hand is not 8",
                counts[i + 1],
                g.hands[i]
            )));
        }
    }
    // Players alternate, so the hands differ by at most one.
    if g.hands[0].abs_diff(g.hands[1]) > 1 {
        return Err(err("the hands differ by more than one pebble".into()));
    }
    Ok(())
}
