//! Position text (rules §7): the 61 cells A1→I9 (`b`, `w`, `.`; with three or four players also
//! `r` and `u`, rules §6.6), a space, the side to move (`b`, `w`, `r` or `u`), the marbles each
//! seat has pushed off (optional with two players: then they are 14 minus the opponent's
//! marbles on the board), then the named fields `ply=` (plies played) and `seen=` (the
//! repetition history), each only when play depends on it.

use super::board::CELL_TO_PAD;
use super::{colour_seat, seat_colour, Abalone, EMPTY, MARBLES, WIN_EJECTIONS};
use crate::core::repetition::Seen;
use crate::core::text::{field, quote};
use crate::core::PositionError;

pub fn write(g: &Abalone) -> String {
    let cells: String = CELL_TO_PAD
        .iter()
        .map(|&p| match g.at(p) {
            EMPTY => '.',
            c => LETTERS[colour_seat(c)],
        })
        .collect();
    let mut text = format!("{cells} {}", LETTERS[g.to_move]);
    for n in &g.ejected[..g.players] {
        text.push_str(&format!(" {n}"));
    }
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
        g.cells[CELL_TO_PAD[i] as usize] = match (c, seat_of(c)) {
            ('.', _) => EMPTY,
            (_, Some(seat)) if seat < g.players => seat_colour(seat),
            (other, _) => {
                return Err(PositionError::new(
                    "position-board",
                    crate::english!(
                        "{} is not {} or . (cell {}; r and u are the marbles of a third and fourth player)",
                        quote(&other.to_string()),
                        LETTERS[..g.players].iter().map(char::to_string).collect::<Vec<_>>().join(", "),
                        i + 1
                    ),
                ))
            }
        };
    }
    let most = MARBLES[g.players - 2];
    for (seat, name) in NAMES.iter().enumerate().take(g.players) {
        let n = g.count(seat_colour(seat));
        if n > most {
            return Err(PositionError::new(
                "position-count",
                crate::english!("{name} has {n} marbles; a side has at most {most}"),
            ));
        }
    }
    Ok(())
}

/// Each seat's letter in position text (rules §7, §6.6): Black, White, Red, Blue.
const LETTERS: [char; 4] = ['b', 'w', 'r', 'u'];

const NAMES: [&str; 4] = ["Black", "White", "Red", "Blue"];

/// The seat a letter stands for (either case).
fn seat_of(c: char) -> Option<usize> {
    LETTERS.iter().position(|&l| l == c.to_ascii_lowercase())
}

/// Reads the text into `g` (board, side to move, counts, ply counter) and returns the positions
/// seen before this one, for the repetition rule (§7, §8); the caller settles the position.
pub fn read(text: &str, g: &mut Abalone) -> Result<Seen, PositionError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    let plain = fields.iter().take_while(|f| !f.contains('=')).count();
    if g.players > 2 && plain != 2 + g.players {
        return Err(PositionError::new(
            "position-parts",
            crate::english!(
                "expected the 61 cells, the side to move and the marbles each of the {} players pushed off; found {plain} fields",
                g.players
            ),
        )
        .arg("found", plain));
    }
    if g.players == 2 && plain != 2 && plain != 4 {
        return Err(PositionError::new(
            "position-parts",
            crate::english!(
                "expected the 61 cells, the side to move and optionally the two ejection counts; found {plain} fields"
            ),
        )
        .arg("found", plain));
    }
    read_cells(fields[0], g)?;
    let mut side = fields[1].chars();
    g.to_move = match (side.next().and_then(seat_of), side.next()) {
        (Some(seat), None) if seat < g.players => seat,
        _ => {
            let other = fields[1];
            let english = crate::english!(
                "side to move must be {}, not {}",
                LETTERS[..g.players].iter().map(|l| format!("'{l}'")).collect::<Vec<_>>().join(" or "),
                quote(other)
            );
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
    if !earlier.is_empty() && (0..g.players).any(|s| g.tally(s) >= WIN_EJECTIONS) {
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
    if g.players > 2 {
        return read_tallies(plain, g);
    }
    let on_board = [g.count(seat_colour(0)) as u8, g.count(seat_colour(1)) as u8];
    g.ejected = if plain.len() == 4 {
        let count = |s: &str, name: &str| -> Result<u8, PositionError> {
            Ok(field(name, s, 0, WIN_EJECTIONS.into())? as u8)
        };
        [count(plain[2], "marbles ejected by Black")?, count(plain[3], "marbles ejected by White")?, 0, 0]
    } else {
        [14 - on_board[1], 14 - on_board[0], 0, 0].map(|x| x.min(WIN_EJECTIONS))
    };
    // A side cannot have lost more marbles than it had.
    for (side, name) in [(0usize, "White"), (1, "Black")] {
        if on_board[1 - side] + g.ejected[side] > 14 {
            let english = crate::english!("{name} has more than 14 marbles counting the ejected ones");
            return Err(PositionError::new("position-count", english));
        }
    }
    let given = if plain.len() == 4 { "" } else { " (counted from the board: give the counts)" };
    if g.ejected[..2] == [WIN_EJECTIONS; 2] {
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

/// The counts of three and four players (rules §6.6): every seat's, each a seat (a team, with
/// four) can have reached (at most the marbles its opponents lost, at most six), and a side
/// with six is the one that just moved.
fn read_tallies(plain: &[&str], g: &mut Abalone) -> Result<(), PositionError> {
    const FIELDS: [&str; 4] = [
        "marbles ejected by Black",
        "marbles ejected by White",
        "marbles ejected by Red",
        "marbles ejected by Blue",
    ];
    for (seat, (name, text)) in FIELDS.iter().zip(&plain[2..]).enumerate().take(g.players) {
        g.ejected[seat] = field(name, text, 0, WIN_EJECTIONS.into())? as u8;
    }
    let start = MARBLES[g.players - 2];
    let lost = |seat: usize| start.saturating_sub(g.count(seat_colour(seat)));
    let previous = (g.to_move + g.players - 1) % g.players;
    for (seat, name) in NAMES.iter().enumerate().take(g.players) {
        let side = g.side(seat);
        let opponents: usize = (0..g.players).filter(|&o| side.foe(seat_colour(o))).map(lost).sum();
        let tally = g.tally(seat);
        if usize::from(tally) > opponents {
            let english = crate::english!(
                "{} pushed off {tally} marbles, but its opponents have lost only {opponents}",
                name
            );
            return Err(PositionError::new("position-count", english));
        }
        if tally > WIN_EJECTIONS {
            let english = crate::english!("{}'s side pushed off {tally} marbles; the game ends at six", name);
            return Err(PositionError::new("position-impossible", english));
        }
        if tally == WIN_EJECTIONS && seat != previous && g.partner(seat) != Some(previous) {
            let english = crate::english!(
                "{} won by pushing off a sixth marble on its own move, so the seat after it is to move",
                name
            );
            return Err(PositionError::new("position-impossible", english));
        }
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
