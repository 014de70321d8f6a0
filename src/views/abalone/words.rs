//! Abalone in words: the cell under the keyboard cursor and what is on it, the selected group,
//! and what a press there will do (select, add, move, push, push off: rules §2); and a move
//! told as a player says it ("Black moved C5, D5 east, pushing a white marble").

use crate::i18n::{t, tf, Arg};
use ludus_engine::core::Game;
use ludus_engine::games::abalone::board::{cell_name, on_board, step, Pad, BLACK, RED, WHITE};
use ludus_engine::games::abalone::{seat_colour, Abalone, Move};

/// What a press on the cursor's cell will do, as the view works it out from its selection.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Press {
    /// Nothing worth saying (a refusal, or not the player's turn).
    Nothing,
    /// Start a group with this marble.
    Select,
    /// Add these marbles to the group.
    Add(Vec<Pad>),
    /// Take this marble out of the group.
    Drop,
    /// Play this move.
    Play(Move),
    /// Several moves land here (two side-steps, rules §2.4): the player will choose.
    Choose(usize),
    /// Pick choice `n` (from 1) of those moves: this one.
    Pick(usize, Move),
}

/// A colour as the catalogue's selectors name it.
fn colour_key(colour: u8) -> &'static str {
    match colour {
        BLACK => "black",
        WHITE => "white",
        RED => "red",
        _ => "blue",
    }
}

/// A direction as a way to go ("east", "north-east"), the rules' six (§1.2).
fn way(d: usize) -> String {
    match d {
        0 => t("abalone-way-e"),
        1 => t("abalone-way-ne"),
        2 => t("abalone-way-nw"),
        3 => t("abalone-way-w"),
        4 => t("abalone-way-sw"),
        _ => t("abalone-way-se"),
    }
}

/// Cells as a list to read out ("C5, D5").
fn list(cells: &[Pad]) -> String {
    cells.iter().map(|&c| cell_name(c)).collect::<Vec<_>>().join(", ")
}

/// `n` marbles of `colour` ("a white marble", "2 white marbles").
fn marbles(n: u8, colour: u8) -> String {
    let args = [("n", Arg::from(n))];
    match colour {
        BLACK => tf("abalone-marbles-black", &args),
        WHITE => tf("abalone-marbles-white", &args),
        RED => tf("abalone-marbles-red", &args),
        _ => tf("abalone-marbles-blue", &args),
    }
}

/// What an in-line move pushes (rules §2.3): how many marbles, the colour of the first, and
/// whether the last one leaves the board. Nothing for a move that pushes nothing.
fn pushed(g: &Abalone, m: &Move) -> Option<(u8, u8, bool)> {
    let Move::Inline { pushed, .. } = *m else { return None };
    if pushed == 0 {
        return None;
    }
    let head = *m.group().last()?;
    let first = step(head, m.dir());
    let mut last = first;
    for _ in 1..pushed {
        last = step(last, m.dir());
    }
    Some((pushed, g.at(first), !on_board(step(last, m.dir()))))
}

/// The group's cells in reading order.
fn group(m: &Move) -> Vec<Pad> {
    let mut cells = m.group();
    cells.sort_unstable();
    cells
}

/// The cursor on `cell`, the selected group, and what a press there does: one short sentence
/// each ("C5: black marble. Selected: C5, D5. Press to push a white marble east.").
pub fn spoken(g: &Abalone, cell: Pad, selected: &[Pad], press: &Press) -> String {
    let what = match g.at(cell) {
        0 => "empty",
        c => colour_key(c),
    };
    let mut out = vec![tf("abalone-spoken-cell", &[("cell", cell_name(cell).into()), ("what", what.into())])];
    if !selected.is_empty() {
        out.push(tf("abalone-spoken-selected", &[("cells", list(selected).into())]));
    }
    let press = match press {
        Press::Nothing => None,
        Press::Select => Some(t("abalone-spoken-press-select")),
        Press::Add(cells) => Some(tf("abalone-spoken-press-add", &[("cells", list(cells).into())])),
        Press::Drop => Some(t("abalone-spoken-press-drop")),
        Press::Play(m) => Some(press_move(g, m)),
        Press::Choose(n) => Some(tf("abalone-spoken-press-choose", &[("n", (*n).into())])),
        Press::Pick(n, m) => {
            Some(tf("abalone-spoken-press-pick", &[("n", (*n).into()), ("move", press_move(g, m).into())]))
        }
    };
    out.extend(press);
    out.join(" ")
}

/// "Press to move the group east", "Press to push a white marble east", and the push off.
fn press_move(g: &Abalone, m: &Move) -> String {
    let way = way(m.dir());
    match pushed(g, m) {
        None => tf("abalone-spoken-press-move", &[("way", way.into())]),
        Some((n, colour, off)) => {
            let args = [("marbles", marbles(n, colour).into()), ("way", way.into()), ("n", n.into())];
            if off {
                tf("abalone-spoken-press-eject", &args)
            } else {
                tf("abalone-spoken-press-push", &args)
            }
        }
    }
}

/// Move `action` (notation), played from `before`, in words: who moved which marbles which
/// way, and what they pushed ("Black moved C5, D5 east, pushing a white marble."). The
/// notation itself should it not read.
pub fn told(before: &Abalone, action: &str) -> String {
    let Ok(m) = before.parse_action(action) else { return action.to_string() };
    let colour = colour_key(seat_colour(before.to_move));
    let args = |extra: Vec<(&'static str, Arg)>| {
        let mut a: Vec<(&str, Arg)> =
            vec![("colour", colour.into()), ("cells", list(&group(&m)).into()), ("way", way(m.dir()).into())];
        a.extend(extra);
        a
    };
    match pushed(before, &m) {
        None => tf("abalone-told-move", &args(vec![])),
        Some((n, colour, off)) => {
            let a = args(vec![("n", n.into()), ("marbles", marbles(n, colour).into())]);
            if off {
                tf("abalone-told-eject", &a)
            } else {
                tf("abalone-told-push", &a)
            }
        }
    }
}
