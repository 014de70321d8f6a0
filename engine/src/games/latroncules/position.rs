//! Position text: the 8 ranks from 8 to 1 separated by `/`, like chess FEN — `F`/`C` White
//! (South) fantassin/cavalier, `f`/`c` Black (North), digits for runs of empty squares; then
//! the side to move (`w` or `b`); then the pieces each side has lost as
//! `<white fantassins>/<white cavaliers>` and `<black fantassins>/<black cavaliers>`; then the
//! plies since the last capture or promotion; then, only when the repetition rule has one to
//! look back on, `seen=` and the earlier positions' hashes. Start:
//! `fcfcfcfc/cfcfcfcf/8/8/8/8/FCFCFCFC/CFCFCFCF w 0/0 0/0 0`.

use super::{Kind, Latroncules, Piece};
use crate::core::repetition::Seen;
use crate::core::text::{field, quote};
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
    let mut text = format!(
        "{} {} {}/{} {}/{} {}",
        ranks.join("/"),
        if g.to_move == 0 { 'w' } else { 'b' },
        g.lost[0][0],
        g.lost[0][1],
        g.lost[1][0],
        g.lost[1][1],
        g.quiet
    );
    let earlier = g.seen.earlier_text();
    if !earlier.is_empty() {
        text.push_str(" seen=");
        text.push_str(&earlier);
    }
    text
}

const NAMES: [&str; 2] = ["White", "Black"];

/// Reads the text into `g` (board, side to move, losses, quiet plies) and returns the positions
/// seen before this one, for the repetition rule (§7.4, §9); the caller settles the position.
pub fn read(text: &str, g: &mut Latroncules) -> Result<Seen, PositionError> {
    let err = |key: &'static str, why: String| PositionError::new(key, why);
    let fields: Vec<&str> = text.split_whitespace().collect();
    let plain = fields.iter().take_while(|f| !f.contains('=')).count();
    if plain != 5 {
        return Err(err(
            "position-parts",
            crate::english!(
                "expected 5 fields (board, side to move, White's losses, Black's losses, quiet plies), found {plain}"
            ),
        )
        .arg("found", plain));
    }
    read_board(fields[0], g)?;
    g.to_move = match fields[1] {
        "w" => 0,
        "b" => 1,
        other => {
            let english = crate::english!("side to move must be 'w' or 'b', not {}", quote(other));
            return Err(err("position-side", english).quoting(other));
        }
    };
    for side in 0..2 {
        read_losses(side, fields[2 + side], g)?;
    }
    // §7.3: the game is drawn at the limit, so no position lies beyond it.
    let limit = g.quiet_limit.unwrap_or(u32::MAX);
    g.quiet = field("quiet plies", fields[4], 0, limit.into())? as u32;
    let history = match fields[5..] {
        [] => "",
        [f] => f.strip_prefix("seen=").ok_or_else(|| {
            let english = crate::english!("unknown field {} after the quiet plies (fields: seen=)", quote(f));
            err("position-part", english).quoting(f)
        })?,
        _ => {
            return Err(err(
                "position-parts",
                crate::english!(
                    "expected at most one field after the quiet plies (seen=), found {}",
                    fields.len() - 5
                ),
            ))
        }
    };
    let earlier = Seen::read_earlier(history)?;
    check_game_over(g)?;
    if !g.repetition {
        // The history of a game played with the rule on says nothing to a game without it.
        return Ok(Seen::default());
    }
    if earlier.len() > g.quiet as usize {
        return Err(err(
            "position-history",
            crate::english!(
                "the repetition history (seen=) has {} positions, more than the {} quiet plies",
                earlier.len(),
                g.quiet
            ),
        ));
    }
    if !earlier.is_empty() && (g.pieces(0) == 0 || g.pieces(1) == 0) {
        return Err(err(
            "position-history",
            crate::english!(
                "the repetition history (seen=) of a won game is empty: the last capture cleared it"
            ),
        ));
    }
    Ok(earlier)
}

fn read_board(text: &str, g: &mut Latroncules) -> Result<(), PositionError> {
    let err = |key: &'static str, why: String| PositionError::new(key, why);
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != 8 {
        return Err(err(
            "position-board",
            crate::english!("the board needs 8 ranks separated by '/', found {}", ranks.len()),
        ));
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
                    _ => {
                        return Err(err(
                            "position-board",
                            crate::english!(
                                "{} is not a piece (F, C, f, c) or a count 1–8",
                                quote(&c.to_string())
                            ),
                        ))
                    }
                };
                if file < 8 {
                    g.squares[rank * 8 + file] = Some(Piece { side, kind });
                }
                file += 1;
            }
            if file > 8 {
                return Err(err(
                    "position-board",
                    crate::english!("rank {} has more than 8 squares", rank + 1),
                ));
            }
        }
        if file != 8 {
            return Err(err(
                "position-board",
                crate::english!("rank {} has {file} squares, not 8", rank + 1),
            ));
        }
    }
    Ok(())
}

/// A side's losses `<fantassins>/<cavaliers>` (§9), within what its material allows (§2, §6): 8
/// fantassins, none ever made; 8 cavaliers, more only by promotion with `promotion=always`,
/// each from a fantassin, so pieces on the board and lost make at most 16.
fn read_losses(side: usize, text: &str, g: &mut Latroncules) -> Result<(), PositionError> {
    let name = NAMES[side];
    let Some((f, c)) = text.split_once('/') else {
        let english =
            crate::english!("{name}'s losses must look like 3/1 (fantassins/cavaliers), not {}", quote(text));
        return Err(PositionError::new("position-part", english).quoting(text));
    };
    let cavaliers = if g.always_promote { 16 } else { 8 };
    let lost = [
        field(["White's lost fantassins", "Black's lost fantassins"][side], f, 0, 8)? as u8,
        field(["White's lost cavaliers", "Black's lost cavaliers"][side], c, 0, cavaliers)? as u8,
    ];
    g.lost[side] = lost;
    let on =
        |kind: Kind| g.squares.iter().flatten().filter(|p| p.side == side as u8 && p.kind == kind).count();
    let on = [on(Kind::Fantassin), on(Kind::Cavalier)];
    let lost = lost.map(usize::from);
    let beyond = |what: &str, on: usize, lost: usize, most: usize| {
        PositionError::new("position-count", crate::english!(
            "{name}'s losses {}: {on} {what} on the board and {lost} lost make more than the {most} a side has",
            quote(text)
        ))
    };
    if on[0] + on[1] > 16 {
        return Err(PositionError::new(
            "position-count",
            crate::english!("{name} has {} pieces; a side has at most 16", on[0] + on[1]),
        ));
    }
    if on[0] + lost[0] > 8 {
        return Err(beyond("fantassins", on[0], lost[0], 8));
    }
    if !g.always_promote && on[1] + lost[1] > 8 {
        return Err(beyond("cavaliers", on[1], lost[1], 8));
    }
    if on[0] + on[1] + lost[0] + lost[1] > 16 {
        return Err(beyond("pieces", on[0] + on[1], lost[0] + lost[1], 16));
    }
    Ok(())
}

/// A game ends on the move that takes the last enemy piece (§7.1), so the side without pieces
/// is the side to move, and the board is never empty.
fn check_game_over(g: &Latroncules) -> Result<(), PositionError> {
    let mover = 1 - g.to_move;
    match [g.pieces(0), g.pieces(1)] {
        [0, 0] => Err(PositionError::new(
            "position-impossible",
            crate::english!("the board has no pieces: a game ends with the last capture"),
        )),
        left if left[mover] == 0 => Err(PositionError::new(
            "position-impossible",
            crate::english!(
                "the side to move must be {}: {} has no pieces left, taken on {}'s move",
                NAMES[mover],
                NAMES[mover],
                NAMES[g.to_move]
            ),
        )),
        _ => Ok(()),
    }
}
