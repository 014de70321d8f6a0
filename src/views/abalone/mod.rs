//! Abalone on the canvas: the wooden hexagon with its cups and edge labels (rules §1.1), glossy
//! marbles (with three or four players Red with a dot and Blue with a ring, told apart without
//! colour vision, rules §6.4), a tray of ejected marbles for each seat, and group moves chosen
//! by clicking (or dragging across) 1–3 own marbles and then a target cell or arrow (rules §2).
//! Every legal move comes from the core's move list; the view never judges a move itself.
//!
//! Here the view's state and its face to the app (`GameView`); `draw.rs` draws, `input.rs`
//! turns presses and keys into a selection and a move, `words.rs` says them for a screen reader.

mod draw;
mod input;

use super::hex;
use crate::i18n::{t, tf};
use crate::paint::anim_now as now;
use crate::paint::Painter;
use crate::words::abalone as words;
use crate::view::{human_turn, Frame, GameView, Sound, Theme, ViewAction};
use draw::{Geometry, Sprites, EJECT_MS, MOVE_MS};
use ludus_engine::core::{order, Game};
use ludus_engine::games::abalone::board::{
    cell_name, dir_between, on_board, step, Pad, BLACK, CELL_TO_PAD, PAD_TO_CELL, RED, WHITE,
};
use ludus_engine::games::abalone::{seat_colour, Abalone, Move, WIN_EJECTIONS};
use ludus_engine::session::SessionMatch;
use std::cell::{Cell, RefCell};
use std::rc::Rc;

/// The centre cell E5, where the keyboard cursor starts.
const CENTRE: Pad = 5 * 11 + 5;

/// A move being shown: the position before it, when it started, and how long it lasts.
struct Animation {
    before: Abalone,
    mv: Move,
    /// Plies of the position after the move, so a stale animation (after undo) is never drawn.
    plies: u32,
    start: f64,
    ms: f64,
    /// Set once the still position after the move has been drawn: the app stops redrawing when
    /// `animating` turns false, so the last frame must be the still one.
    settled: Cell<bool>,
}

/// The group being chosen by a human player.
#[derive(Default)]
pub struct AbaloneView {
    /// Selected own marbles, in the order they were added (always one straight run).
    selected: Vec<Pad>,
    /// The marble a drag selection started from (set when a press starts a new selection).
    anchor: Option<Pad>,
    /// The cell the pointer was last dragged over.
    dragged: Option<Pad>,
    /// Keyboard cursor (None: the centre); shown while the board has keyboard focus.
    cursor: Option<Pad>,
    /// Column (in cell widths from the centre, as drawn) the cursor keeps to when it changes rows.
    column: f64,
    /// Whether the board was last drawn turned, so the arrow keys follow what the player sees.
    flipped: Cell<bool>,
    /// The moves of the selected group that land on the cell just pressed, when there are
    /// several (two side-steps): the player picks one (rules §2.4).
    choosing: Vec<Move>,
    /// The cell the pointer rests on, for a preview of where the group would go.
    hovered: Option<Pad>,
    animation: Option<Animation>,
    /// The board and marbles pre-drawn for the current canvas size.
    sprites: Rc<RefCell<Option<Sprites>>>,
    /// The first sprites are being built in a task of their own (until that task has run,
    /// whatever it achieved: should it fail, the next draw builds them itself).
    warming: Rc<Cell<bool>>,
    /// That task was asked for.
    warmed: Cell<bool>,
}

/// A marble colour as the catalogue's selectors name it (`black`, `white`, `red`, `blue`), not
/// as text.
fn colour_name(colour: u8) -> &'static str {
    match colour {
        BLACK => "black",
        WHITE => "white",
        RED => "red",
        _ => "blue",
    }
}

/// The reading-order indices of the cells holding `colour`'s marbles (for the screen reader).
fn marble_cells(g: &Abalone, colour: u8) -> Vec<u8> {
    CELL_TO_PAD.iter().filter(|&&c| g.at(c) == colour).map(|&c| PAD_TO_CELL[c as usize]).collect()
}

fn names(cells: &[Pad]) -> String {
    cells.iter().map(|&p| cell_name(p)).collect::<Vec<_>>().join(" ")
}

fn same_cells(a: &[Pad], b: &[Pad]) -> bool {
    let (mut a, mut b) = (a.to_vec(), b.to_vec());
    order::sort(&mut a);
    order::sort(&mut b);
    a == b
}

/// The run (lowest cell, axis E/NE/NW, length) that `cells` form, if they are one straight
/// unbroken line (rules §2.1).
fn line_of(cells: &[Pad]) -> Option<(Pad, usize, usize)> {
    let mut s = cells.to_vec();
    order::sort(&mut s);
    match s.len() {
        1 => Some((s[0], 0, 1)),
        2 | 3 => {
            let axis = dir_between(s[0], s[1]).filter(|&d| d < 3)?;
            s.windows(2).all(|w| step(w[0], axis) == w[1]).then_some((s[0], axis, s.len()))
        }
        _ => None,
    }
}

/// The cell an in-line move's front marble moves into (for a broadside: none).
fn front(m: &Move) -> Option<Pad> {
    match *m {
        Move::Inline { .. } => m.group().last().map(|&head| step(head, m.dir())),
        Move::Broadside { .. } => None,
    }
}

/// Every marble a move shifts, as (from, to, colour) in the position before it; `to` is off the
/// board for an ejected marble.
fn shifts(before: &Abalone, m: &Move) -> Vec<(Pad, Pad, u8)> {
    let d = m.dir();
    let cells: Vec<Pad> = match *m {
        Move::Inline { tail, len, pushed, .. } => {
            let mut v = vec![tail];
            for _ in 1..(len + pushed) {
                v.push(step(*v.last().unwrap_or(&tail), d));
            }
            v
        }
        Move::Broadside { .. } => m.group(),
    };
    cells.into_iter().map(|c| (c, step(c, d), before.at(c))).collect()
}

/// Whether a move pushes a marble off the board (rules §2.3).
fn ejects(before: &Abalone, m: &Move) -> bool {
    shifts(before, m).iter().any(|&(_, to, _)| !on_board(to))
}

/// A direction in the player's words (E, NE, NW, W, SW, SE as the rules name them, §1.2).
fn dir_word(d: usize) -> String {
    match d {
        0 => t("abalone-dir-e"),
        1 => t("abalone-dir-ne"),
        2 => t("abalone-dir-nw"),
        3 => t("abalone-dir-w"),
        4 => t("abalone-dir-sw"),
        _ => t("abalone-dir-se"),
    }
}

impl AbaloneView {
    /// The screen reader's words for three or four players: whose turn, then each seat's
    /// marbles and what it has pushed off (rules §6).
    fn describe_many(&self, m: &SessionMatch<Abalone>) -> String {
        let g = m.state();
        let mut parts = vec![tf("abalone-describe-turn", &[("colour", colour_name(seat_colour(g.to_move)).into())])];
        for seat in 0..g.players {
            let colour = seat_colour(seat);
            let cells = marble_cells(g, colour);
            parts.push(tf(
                "abalone-describe-seat",
                &[
                    ("colour", colour_name(colour).into()),
                    ("n", cells.len().into()),
                    ("cells", hex::compact(&cells).into()),
                    ("out", g.ejected[seat].into()),
                    ("total", WIN_EJECTIONS.into()),
                ],
            ));
        }
        parts.join(" ")
    }

    fn cursor(&self) -> Pad {
        self.cursor.unwrap_or(CENTRE)
    }


    /// A move of the selected group in words: its direction, the cells it lands on, and what it
    /// pushes (rules §2.3).
    fn move_words(g: &Abalone, targets: &[(Pad, Move)], m: &Move) -> String {
        let cells: Vec<Pad> = targets.iter().filter(|(_, o)| o == m).map(|(c, _)| *c).collect();
        let pushed = match *m {
            Move::Inline { pushed, .. } => pushed,
            Move::Broadside { .. } => 0,
        };
        let args = [("dir", dir_word(m.dir()).into()), ("cells", names(&cells).into()), ("n", pushed.into())];
        if ejects(g, m) {
            tf("abalone-describe-eject", &args)
        } else if pushed > 0 {
            tf("abalone-describe-push", &args)
        } else {
            tf("abalone-describe-move", &args)
        }
    }
}

impl GameView for AbaloneView {
    type Game = Abalone;

    fn draw(&self, p: &Painter, frame: Frame, m: &SessionMatch<Abalone>, interactive: bool) {
        self.paint(p, frame, m, interactive)
    }

    fn press(&mut self, frame: Frame, m: &SessionMatch<Abalone>, x: f64, y: f64) -> ViewAction {
        self.on_press(frame, m, x, y)
    }

    fn hover(&mut self, frame: Frame, m: &SessionMatch<Abalone>, x: f64, y: f64) -> ViewAction {
        self.on_hover(frame, m, x, y)
    }

    /// Pushing a marble off is Abalone's capture (rules §2.3).
    fn sound(&self, m: &SessionMatch<Abalone>) -> Sound {
        match (m.previous(), m.last_action()) {
            (Some(prev), Some(last)) if prev.parse_action(last).is_ok_and(|mv| ejects(prev, &mv)) => {
                Sound::Capture
            }
            _ => Sound::Move,
        }
    }

    /// Whose turn, every marble by row, the marbles pushed off; then the selected group and
    /// where it can go.
    fn describe(&self, m: &SessionMatch<Abalone>) -> String {
        let g = m.state();
        let mut text = if g.players > 2 {
            self.describe_many(m)
        } else {
            let (black, white) = (marble_cells(g, BLACK), marble_cells(g, WHITE));
            tf(
                "abalone-describe",
                &[
                    ("colour", colour_name(seat_colour(g.to_move)).into()),
                    ("nblack", black.len().into()),
                    ("black", hex::compact(&black).into()),
                    ("nwhite", white.len().into()),
                    ("white", hex::compact(&white).into()),
                    ("outblack", g.ejected[0].into()),
                    ("outwhite", g.ejected[1].into()),
                    ("total", WIN_EJECTIONS.into()),
                ],
            )
        };
        if !self.selected.is_empty() && human_turn(m) {
            let targets = self.targets(g);
            let moves: Vec<String> =
                Self::arrow_moves(&targets).iter().map(|mv| Self::move_words(g, &targets, mv)).collect();
            let cells = names(&self.selected);
            text.push(' ');
            text.push_str(&if moves.is_empty() {
                tf("abalone-describe-stuck", &[("cells", cells.into())])
            } else {
                tf(
                    "abalone-describe-selected",
                    &[("cells", cells.into()), ("moves", moves.join("; ").into())],
                )
            });
        }
        text
    }


    /// The cell under the keyboard cursor, the selected group, and what a press there does.
    fn spoken(&self, m: &SessionMatch<Abalone>) -> String {
        if !human_turn(m) {
            return String::new();
        }
        let (g, at) = (m.state(), self.cursor());
        words::spoken(g, at, &self.selected, &self.press_kind(g, at))
    }

    fn told(&self, before: &SessionMatch<Abalone>, action: &str) -> String {
        words::told(before.state(), action)
    }

    fn drag(&mut self, frame: Frame, m: &SessionMatch<Abalone>, x: f64, y: f64) -> ViewAction {
        self.on_drag(frame, m, x, y)
    }

    fn key(&mut self, m: &SessionMatch<Abalone>, key: &str) -> ViewAction {
        self.on_key(m, key)
    }

    fn confirm(&mut self, _m: &SessionMatch<Abalone>) -> ViewAction {
        ViewAction::Nothing
    }

    /// Steps back: out of a choice between moves, else drops the last marble chosen.
    fn back(&mut self) -> ViewAction {
        if self.choosing.is_empty() {
            self.selected.pop();
        }
        self.choosing.clear();
        self.anchor = None;
        ViewAction::Redraw
    }

    fn reset(&mut self) {
        self.selected.clear();
        self.choosing.clear();
        self.anchor = None;
        self.dragged = None;
        self.animation = None;
    }

    fn can_confirm(&self, _m: &SessionMatch<Abalone>) -> bool {
        false
    }

    fn can_back(&self) -> bool {
        !self.selected.is_empty() || !self.choosing.is_empty()
    }

    fn prompt(&self, m: &SessionMatch<Abalone>) -> String {
        let g = m.state();
        if let [first, ..] = self.choosing.as_slice() {
            // The cell every choice reaches: the one the player pressed.
            let shared = self.targets(g).into_iter().find(|(c, mv)| {
                mv == first && self.choosing.iter().all(|o| self.targets(g).contains(&(*c, *o)))
            });
            let cell = shared.map_or_else(String::new, |(c, _)| cell_name(c));
            return tf("abalone-prompt-choose", &[("cell", cell.into())]);
        }
        if self.selected.is_empty() {
            return tf("abalone-prompt-select", &[("colour", colour_name(seat_colour(g.to_move)).into())]);
        }
        let cells = [("cells", names(&self.selected).into())];
        if !self.targets(g).is_empty() {
            tf("abalone-prompt-move", &cells)
        } else if self.selected.len() >= 3 {
            // Three is the most that move together (rules §2.1): no marble can be added.
            tf("abalone-prompt-stuck-full", &cells)
        } else {
            tf("abalone-prompt-stuck", &cells)
        }
    }

    fn facts(&self, m: &SessionMatch<Abalone>) -> Vec<(String, String)> {
        let g = m.state();
        let of = |n: u8| tf("abalone-fact-of", &[("n", n.into()), ("total", WIN_EJECTIONS.into())]);
        let mut facts = vec![
            (t("abalone-fact-black-pushed-off"), of(g.ejected[0])),
            (t("abalone-fact-white-pushed-off"), of(g.ejected[1])),
        ];
        if g.players == 2 {
            let on_board = [("black", g.count(BLACK).into()), ("white", g.count(WHITE).into())];
            facts.push((t("abalone-fact-on-board"), tf("abalone-fact-on-board-count", &on_board)));
            return facts;
        }
        facts.push((t("abalone-fact-red-pushed-off"), of(g.ejected[2])));
        if g.teams() {
            // Rules §6.3: who plays with whom, and how far each team is from six.
            facts.push((t("abalone-fact-blue-pushed-off"), of(g.ejected[3])));
            facts.push((t("abalone-fact-team-black"), of(g.tally(0))));
            facts.push((t("abalone-fact-team-white"), of(g.tally(1))));
        }
        let count = |seat: usize| g.count(seat_colour(seat)).into();
        let on_board = [("black", count(0)), ("white", count(1)), ("red", count(2)), ("blue", count(3))];
        let count = if g.teams() {
            tf("abalone-fact-on-board-count-4", &on_board)
        } else {
            tf("abalone-fact-on-board-count-3", &on_board)
        };
        facts.push((t("abalone-fact-on-board"), count));
        facts
    }

    fn hints(&self, frame: Frame, m: &SessionMatch<Abalone>) -> Vec<(String, f64, f64)> {
        if !human_turn(m) {
            return vec![];
        }
        let g = m.state();
        let geo = Geometry::of(frame);
        let mut cells: Vec<Pad> = Vec::new();
        if !self.choosing.is_empty() {
            cells.extend((0..self.choosing.len()).map(|i| Self::choice_cell(&self.choosing, i)));
        } else if self.selected.is_empty() {
            for mv in Self::legal(g) {
                cells.extend(mv.group());
            }
        } else {
            cells.extend(self.targets(g).into_iter().map(|(c, _)| c));
            // Only the marbles that join the group into one that some legal move moves: a
            // highlight never leads to a group that cannot move.
            let groups: Vec<Vec<Pad>> = Self::legal(g).iter().map(Move::group).collect();
            let moves_on = |add: Vec<Pad>| {
                let all = self.selected.iter().chain(&add);
                groups.iter().any(|group| all.clone().all(|c| group.contains(c)))
            };
            cells.extend(CELL_TO_PAD.iter().filter(|&&c| self.extension(g, c).is_some_and(moves_on)));
        }
        order::sort_unique(&mut cells);
        cells
            .into_iter()
            .map(|c| {
                let (x, y) = geo.centre(c);
                (cell_name(c), x, y)
            })
            .collect()
    }

    fn seat_colour(&self, seat: usize, _theme: Theme) -> &'static str {
        ["#1b1b1f", "#f4f1ea", "#c62a17", "#2a63c6"][seat.min(3)]
    }

    fn played(&mut self, m: &SessionMatch<Abalone>) {
        self.animation = None;
        let (Some(prev), Some(last)) = (m.previous(), m.last_action().map(str::to_string)) else { return };
        let Ok(mv) = prev.parse_action(&last) else { return };
        let ejects = ejects(prev, &mv);
        self.animation = Some(Animation {
            before: prev.clone(),
            mv,
            plies: m.state().plies,
            start: now(),
            ms: if ejects { EJECT_MS } else { MOVE_MS },
            settled: Cell::new(false),
        });
    }

    fn animating(&self) -> bool {
        // The time limit is a safety net should no still frame ever be drawn.
        self.warming.get()
            || self.animation.as_ref().is_some_and(|a| !a.settled.get() && now() - a.start < a.ms + 1000.0)
    }
}
