//! Position text (rules §1.1): ranks 4→1 split by `/`, spaces by `,`, each stack bottom→top in
//! `n`/`l`/`d`; then the light and dark hands and the side to move (`l` or `d`).
//! Start: `nn,,,nn/,,,/,,,/nn,,,nn 8 8 l`.

use super::{Pebble, Qawale, Stack, HAND};
use crate::core::text::{field, quote};
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
    let err = |key: &'static str, why: String| PositionError::new(key, why);
    let fields: Vec<&str> = text.split_whitespace().collect();
    if fields.len() != 4 {
        return Err(err(
            "position-parts",
            crate::english!(
                "expected 4 fields (board, light hand, dark hand, side to move), found {}",
                fields.len()
            ),
        )
        .arg("found", fields.len()));
    }
    let counts = read_board(fields[0], g)?;
    g.hands = [
        field("light hand", fields[1], 0, HAND as u64)? as u8,
        field("dark hand", fields[2], 0, HAND as u64)? as u8,
    ];
    g.to_move = match fields[3] {
        "l" => 0,
        "d" => 1,
        other => {
            let english = crate::english!("side to move must be 'l' or 'd', not {}", quote(other));
            return Err(err("position-side", english).quoting(other));
        }
    };
    // Rules §1: 8 neutral pebbles, and each colour's pebbles are on the board or in hand.
    if counts[0] != 8 {
        return Err(err(
            "position-count",
            crate::english!("there must be 8 neutral pebbles, found {}", counts[0]),
        ));
    }
    for (i, name) in [(0usize, "light"), (1, "dark")] {
        if counts[i + 1] + g.hands[i] as u32 != HAND as u32 {
            return Err(err(
                "position-count",
                crate::english!("{name}: {} on the board + {} in hand is not 8", counts[i + 1], g.hands[i]),
            ));
        }
    }
    // Players alternate, so the hands differ by at most one.
    if g.hands[0].abs_diff(g.hands[1]) > 1 {
        return Err(err("position-impossible", crate::english!("the hands differ by more than one pebble")));
    }
    side_to_move(g)
}

/// The board, ranks 4 → 1; returns the pebbles of each kind (neutral, light, dark).
fn read_board(text: &str, g: &mut Qawale) -> Result<[u32; 3], PositionError> {
    let err = |key: &'static str, why: String| PositionError::new(key, why);
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != 4 {
        return Err(err(
            "position-board",
            crate::english!("the board needs 4 ranks separated by '/', found {}", ranks.len()),
        ));
    }
    let mut counts = [0u32; 3];
    for (i, rank_text) in ranks.iter().enumerate() {
        let rank = 3 - i;
        let cells: Vec<&str> = rank_text.split(',').collect();
        if cells.len() != 4 {
            return Err(err(
                "position-board",
                crate::english!("rank {} needs 4 spaces separated by ',', found {}", rank + 1, cells.len()),
            ));
        }
        for (file, cell) in cells.iter().enumerate() {
            let mut stack = Stack::EMPTY;
            for c in cell.chars() {
                let p = Pebble::from_letter(c).ok_or_else(|| {
                    err(
                        "position-board",
                        crate::english!(
                            "{} is not a pebble (use n, l or d) on rank {}",
                            quote(&c.to_string()),
                            rank + 1
                        ),
                    )
                })?;
                counts[p as usize - 1] += 1;
                if counts.iter().sum::<u32>() > 24 {
                    return Err(err("position-count", crate::english!("more than 24 pebbles")));
                }
                stack.push(p);
            }
            g.stacks[rank * 4 + file] = stack;
        }
    }
    Ok(counts)
}

/// Rules §2, §3: the players alternate, so the one who has laid more pebbles moved last and
/// the other is to move; and the last mover's pebble shows on the space its path ended on.
fn side_to_move(g: &Qawale) -> Result<(), PositionError> {
    let [light, dark] = g.hands;
    let names = ["Light", "Dark"];
    let due = match light.cmp(&dark) {
        std::cmp::Ordering::Less => Some(1),
        std::cmp::Ordering::Greater => Some(0),
        std::cmp::Ordering::Equal => None,
    };
    if let Some(due) = due.filter(|&d| d != g.to_move) {
        return Err(PositionError::new(
            "position-impossible",
            crate::english!(
                "the side to move must be '{}' ({}): {} has laid more pebbles (hands {light} and {dark})",
                ['l', 'd'][due],
                names[due],
                names[1 - due]
            ),
        ));
    }
    let last = 1 - g.to_move;
    if g.plies() > 0 && !g.stacks.iter().any(|s| s.top() == Some(super::seat_pebble(last))) {
        return Err(PositionError::new(
            "position-impossible",
            crate::english!(
                "the side to move: {} moved last, so its pebble shows on top of a stack, but none does",
                names[last]
            ),
        ));
    }
    Ok(())
}
