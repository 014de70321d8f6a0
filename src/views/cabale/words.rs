//! Cabale in words: the cell under the keyboard cursor (its name, value and what stands on it),
//! a button or a blockade's line, the turning cell chosen, and what a press will do in this part
//! of the turn (rules §4); and each part of a turn told as a player says it ("Red ran from A3
//! through C3 to C7").

use crate::i18n::{key, t, t_or, tf, Arg};
use ludus_engine::core::Game;
use ludus_engine::games::cabale::board::{cell_name, edge_name, value, Cell, Edge, NONE};
use ludus_engine::games::cabale::{Action, Cabale};

/// Where the keyboard cursor stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Spot {
    Cell(Cell),
    /// A button under the board, by its label.
    Button(String),
    /// One of a cell's lines, while a blockade is being placed by keys.
    Line(Edge),
}

/// What a press where the cursor stands will do, as the view works it out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Press {
    Nothing,
    /// Put the runner here (rules §3).
    Place,
    /// Turn the runner here, then choose where it ends (rules §4.1).
    Turn,
    /// End the runner's move here.
    End,
    /// Take back the turning cell.
    Unturn,
    /// Jump here with the block, capturing (rules §4.3).
    Jump,
    /// Choose among this cell's `n` lines for a blockade (rules §4.4).
    Lines(usize),
    /// Put the blockade on this line.
    Blockade,
    /// The button under the cursor.
    Button,
}

/// A seat's name in the player's language.
pub fn seat_name(g: &Cabale, seat: usize) -> String {
    let name = g.seat_names().get(seat).cloned().unwrap_or_default();
    t_or(&key(&["seat", "cabale", &name]), &name)
}

/// What stands on cell `c`: a runner, a block, or nothing.
fn on_cell(g: &Cabale, c: Cell) -> String {
    if let Some(seat) = g.runners.iter().take(g.players).position(|&r| r == c) {
        return tf("cabale-spoken-runner", &[("seat", seat_name(g, seat).into())]);
    }
    match g.blocks[c as usize] {
        Some(b) if b.double => tf("cabale-spoken-double", &[("seat", seat_name(g, b.seat.into()).into())]),
        Some(b) => tf("cabale-spoken-single", &[("seat", seat_name(g, b.seat.into()).into())]),
        None => t("cabale-spoken-empty"),
    }
}

/// The cursor's spot, the turning cell chosen, and what a press does, a sentence each ("C5,
/// worth 4: empty. Turning on C3. Press to end the runner's move here.").
pub fn spoken(g: &Cabale, spot: &Spot, turn: Option<Cell>, press: Press) -> String {
    let mut out = vec![match spot {
        Spot::Cell(c) => tf(
            "cabale-spoken-cell",
            &[("cell", cell_name(*c).into()), ("value", value(*c).into()), ("what", on_cell(g, *c).into())],
        ),
        Spot::Button(label) => tf("cabale-spoken-button", &[("label", label.into())]),
        Spot::Line(e) => tf("cabale-spoken-line", &[("edge", edge_name(*e).into())]),
    }];
    out.extend(turn.map(|c| tf("cabale-spoken-turning", &[("cell", cell_name(c).into())])));
    out.extend(match press {
        Press::Nothing => None,
        Press::Place => Some(t("cabale-spoken-press-place")),
        Press::Turn => Some(t("cabale-spoken-press-turn")),
        Press::End => Some(t("cabale-spoken-press-end")),
        Press::Unturn => Some(t("cabale-spoken-press-unturn")),
        Press::Jump => Some(t("cabale-spoken-press-jump")),
        Press::Lines(n) => Some(tf("cabale-spoken-press-lines", &[("n", n.into())])),
        Press::Blockade => Some(t("cabale-spoken-press-blockade")),
        Press::Button => Some(t("cabale-spoken-press-button")),
    });
    out.join(" ")
}

/// Part `action` (notation) of a turn, played from `before`, in words. The notation itself
/// should it not read.
pub fn told(before: &Cabale, action: &str) -> String {
    let Ok(a) = before.parse_action(action) else { return action.to_string() };
    let seat = before.to_move;
    let runner = before.runners[seat];
    let at = |c: Cell| Arg::from(if c == NONE { String::new() } else { cell_name(c) });
    let args = |more: &[(&'static str, Arg)]| {
        let mut v: Vec<(&str, Arg)> = vec![("seat", seat_name(before, seat).into())];
        v.extend(more.iter().cloned());
        v
    };
    match a {
        Action::PlaceRunner(c) => tf("cabale-told-place", &args(&[("cell", at(c))])),
        Action::Run { turn, end } => {
            tf("cabale-told-run", &args(&[("from", at(runner)), ("turn", at(turn)), ("end", at(end))]))
        }
        Action::Build { double } => {
            let cell = match before.phase {
                ludus_engine::games::cabale::Phase::Build { turn } => turn,
                _ => runner,
            };
            let args = args(&[("cell", at(cell))]);
            if double {
                tf("cabale-told-double", &args)
            } else {
                tf("cabale-told-single", &args)
            }
        }
        Action::Jump { to } => {
            let from = match before.phase {
                ludus_engine::games::cabale::Phase::Capture { at, .. } => at,
                _ => NONE,
            };
            tf("cabale-told-jump", &args(&[("from", at(from)), ("to", at(to))]))
        }
        Action::StopCapturing => tf("cabale-told-stop", &args(&[])),
        Action::Blockade(e) => tf("cabale-told-blockade", &args(&[("edge", edge_name(e).into())])),
        Action::SkipBlockade => tf("cabale-told-skip", &args(&[])),
    }
}
