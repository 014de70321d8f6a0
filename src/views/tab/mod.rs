//! Tâb on the canvas: the 4×9 board with each rank's direction of travel, pieces and stacks
//! drawn disc by disc so height and per-piece flags show (rules §4.1, §4.6), the throws of the
//! turn in a tray of coins, and a throw-move chosen as throw → piece → destination with a
//! preview of what the landing does (capture, stacking, reduction, row-4 branch). The board
//! may be drawn turned half a turn for North and in high contrast; a keyboard cursor walks the
//! squares and, below the bottom rank, the tray.

//!
//! Here the view's state, the position's words and its face to the app (`GameView`); `draw.rs`
//! draws, `input.rs` turns presses and keys into a throw-move, `words.rs` says the cursor, the
//! choice and the moves for a screen reader.

mod draw;
mod input;

use crate::words::tab::{self as words, effect_words, move_words, seat_name, unit_words, with_words, Place};

use draw::{palette, Geometry, COIN_MS};
use crate::i18n::{t, tf, Arg};
use crate::paint::{self, anim_now as now, text_px, Painter};
use crate::view::{human_turn, Frame, GameView, Sound, Theme, ViewAction};
use ludus_engine::core::{order, Actor, Game};
use ludus_engine::games::tab::notation;
use ludus_engine::games::tab::throw::{heads_of_value, COINS};
use ludus_engine::games::tab::track::{parse_square, square_name, Square, FILES, NORTH, SOUTH, SQUARES};
use ludus_engine::games::tab::{Action, Effect, Phase, Stack, Tab, ThrowMove};
use ludus_engine::session::{Session, SessionMatch};
use std::cell::Cell;

/// The throw-move being put together by a human, the keyboard cursor and the coin animation.
#[derive(Default)]
pub struct TabView {
    throw: Option<u8>,
    from: Option<Square>,
    split: bool,
    to: Option<Square>,
    cursor: Place,
    /// Whether the board was last drawn turned, so the arrow keys follow what the player sees.
    flipped: Cell<bool>,
    /// Actions seen so far, to notice a new throw (chance actions reach the view only by draw).
    seen: Cell<usize>,
    /// (start time, value) of the coins now landing.
    coins: Cell<Option<(f64, u8)>>,
}

/// Where square `sq` is drawn: its column from the left and its row from the top. Turned, the
/// board shows file i on the left and rank 1 at the top (North's view).
fn on_screen(sq: Square, flip: bool) -> (u8, u8) {
    let (col, row) = (sq % FILES, 3 - sq / FILES);
    if flip {
        (FILES - 1 - col, 3 - row)
    } else {
        (col, row)
    }
}

/// The square drawn at column `col`, row `row` (the inverse of [`on_screen`]).
fn at_screen(col: u8, row: u8, flip: bool) -> Square {
    let (col, row) = if flip { (FILES - 1 - col, 3 - row) } else { (col, row) };
    (3 - row) * FILES + col
}
/// The legal throw-moves with their effects (the typed list, so previews need no parsing).
fn legal(g: &Tab) -> Vec<(ThrowMove, Effect)> {
    let mut out = Vec::new();
    let mut list = Vec::new();
    g.legal_actions(&mut list);
    for a in list {
        if let Action::Move(m) = a {
            if let Some(e) = g.legal_effect(&m) {
                out.push((m, e));
            }
        }
    }
    out
}

/// Slots of the tray: the throws in hand and the Throw or Pass button after them.
fn slots(g: &Tab) -> usize {
    g.throws.total() as usize + 1
}

fn can_pass(g: &Tab) -> bool {
    let mut list = Vec::new();
    g.legal_actions(&mut list);
    list.contains(&Action::Pass)
}

/// A side's pieces on the board, captured and lost (rules §4.3, §4.4).
fn counts(g: &Tab, side: usize) -> String {
    tf(
        "tab-fact-pieces-count",
        &[
            ("board", g.pieces(side).into()),
            ("captured", g.captured(side).into()),
            ("lost", g.lost[side].into()),
        ],
    )
}

/// Throws as a list ("1, 4, 2"), or `none`.
fn throws_words(g: &Tab, none: String) -> String {
    let throws: Vec<String> = g.throws.each().map(|v| v.to_string()).collect();
    if throws.is_empty() {
        none
    } else {
        throws.join(", ")
    }
}

impl TabView {
    /// A throw is due (opening or throwing phase, rules §2): the thrower presses "Throw".
    fn must_throw(session: &dyn Session) -> bool {
        session.outcome().is_none() && session.actor() == Actor::Chance
    }

    /// What the cursor stands on, in words.
    fn cursor_words(&self, g: &Tab) -> String {
        words::place_words(g, self.cursor)
    }
}

impl GameView for TabView {
    type Game = Tab;

    fn draw(&self, p: &Painter, frame: Frame, m: &SessionMatch<Tab>, interactive: bool) {
        self.paint(p, frame, m, interactive)
    }

    fn press(&mut self, frame: Frame, m: &SessionMatch<Tab>, x: f64, y: f64) -> ViewAction {
        self.on_press(frame, m, x, y)
    }

    /// The place under the keyboard cursor, the move chosen so far, and what a press does.
    fn spoken(&self, m: &SessionMatch<Tab>) -> String {
        if !Self::must_throw(m) && !human_turn(m) {
            return String::new();
        }
        let choice = (self.throw, self.from, self.split, self.to);
        words::spoken(m.state(), self.cursor, choice, self.press_kind(m))
    }

    fn told(&self, before: &SessionMatch<Tab>, action: &str) -> String {
        words::told(before.state(), action)
    }

    fn key(&mut self, m: &SessionMatch<Tab>, key: &str) -> ViewAction {
        self.on_key(m, key)
    }


    fn confirm(&mut self, m: &SessionMatch<Tab>) -> ViewAction {
        match self.chosen(m.state()) {
            Some((mv, _)) => ViewAction::Play(m.state().action_text(&Action::Move(mv))),
            None => ViewAction::Nothing,
        }
    }

    fn back(&mut self) -> ViewAction {
        if self.to.take().is_none() && self.from.take().is_none() {
            self.throw = None;
        }
        self.split = false;
        ViewAction::Redraw
    }

    fn reset(&mut self) {
        self.throw = None;
        self.from = None;
        self.split = false;
        self.to = None;
    }

    fn can_confirm(&self, m: &SessionMatch<Tab>) -> bool {
        self.chosen(m.state()).is_some()
    }

    fn can_back(&self) -> bool {
        self.throw.is_some() || self.from.is_some()
    }

    fn prompt(&self, m: &SessionMatch<Tab>) -> String {
        let g = m.state();
        if Self::must_throw(m) {
            return t("tab-prompt-throw");
        }
        if let Some((mv, _)) = self.chosen(g) {
            return tf("tab-prompt-confirm", &[("move", g.action_text(&Action::Move(mv)).into())]);
        }
        let square = |f: Square| -> (&'static str, Arg) { ("square", square_name(f).into()) };
        match (self.throw, self.from) {
            (_, Some(f)) if self.split && self.split_possible(g) => {
                tf("tab-prompt-split-whole", &[square(f)])
            }
            (_, Some(f)) if self.split_possible(g) => tf("tab-prompt-split-top", &[square(f)]),
            (Some(v), Some(f)) => tf("tab-prompt-destination", &[("value", v.into()), square(f)]),
            (Some(v), None) => tf("tab-prompt-piece", &[("value", v.into())]),
            (None, Some(f)) => tf("tab-prompt-which-throw", &[square(f)]),
            (None, None) if can_pass(g) => t("tab-prompt-pass"),
            (None, None) => t("tab-prompt-choose"),
        }
    }

    /// Whose turn and what is in hand, each side's units square by square with their
    /// counters, what can be done now (the moves of the selection, or the pieces that can
    /// move), where the cursor is, the prompt and the keys.
    fn describe(&self, m: &SessionMatch<Tab>) -> String {
        let g = m.state();
        let throws = throws_words(g, t("tab-describe-none"));
        let args = [("seat", seat_name(g, g.to_move).into()), ("throws", throws.into())];
        let mut out = Vec::new();
        if m.outcome().is_none() {
            out.push(match g.phase {
                Phase::Opening => tf("tab-describe-opening", &args),
                Phase::Throwing => tf("tab-describe-throwing", &args),
                _ => tf("tab-describe-moving", &args),
            });
        }
        for side in [SOUTH, NORTH] {
            let units: Vec<String> = (0..SQUARES as u8)
                .filter(|&sq| g.board[sq as usize].owner() == Some(side))
                .map(|sq| with_words(square_name(sq), &unit_words(&g.board[sq as usize])))
                .collect();
            let units = if units.is_empty() { t("tab-describe-none") } else { units.join(", ") };
            out.push(tf(
                "tab-describe-side",
                &[
                    ("seat", seat_name(g, side).into()),
                    ("counts", counts(g, side).into()),
                    ("units", units.into()),
                ],
            ));
        }
        if human_turn(m) {
            if self.throw.is_some() || self.from.is_some() {
                let moves: Vec<String> = self.fitting(g).iter().map(|(mv, e)| move_words(mv, e)).collect();
                out.push(tf("tab-describe-options", &[("moves", moves.join("; ").into())]));
            } else {
                let mut froms: Vec<Square> = legal(g).iter().map(|(mv, _)| mv.from).collect();
                order::sort_unique(&mut froms);
                let squares: Vec<String> = froms.into_iter().map(square_name).collect();
                out.push(tf("tab-describe-movable", &[("squares", squares.join(", ").into())]));
            }
            out.push(tf("tab-describe-cursor", &[("place", self.cursor_words(g).into())]));
        }
        if m.outcome().is_none() {
            // The prompt is one sentence among the others here.
            out.push(format!("{}.", self.prompt(m)));
            out.push(t("tab-describe-keys"));
        }
        out.join(" ")
    }

    /// A capture rings out (the notation marks it `x`, rules §6).
    fn sound(&self, m: &SessionMatch<Tab>) -> Sound {
        if m.last_action().is_some_and(|a| a.contains('x')) {
            Sound::Capture
        } else {
            Sound::Move
        }
    }

    fn facts(&self, m: &SessionMatch<Tab>) -> Vec<(String, String)> {
        let g = m.state();
        let mut out = vec![(t("tab-fact-throws"), throws_words(g, "—".into()))];
        for seat in [SOUTH, NORTH] {
            out.push((tf("tab-fact-pieces", &[("seat", seat_name(g, seat).into())]), counts(g, seat)));
        }
        out
    }

    fn hints(&self, frame: Frame, m: &SessionMatch<Tab>) -> Vec<(String, f64, f64)> {
        if Self::must_throw(m) {
            let (x, y) = Self::throw_button(&Geometry::of(frame), m.state());
            return vec![("Throw".into(), x, y)];
        }
        if !human_turn(m) {
            return vec![];
        }
        let g = m.state();
        let geo = Geometry::of(frame);
        let square = |sq: Square| {
            let (x, y) = geo.centre(sq);
            (square_name(sq), x, y)
        };
        let mut out = Vec::new();
        let fit = self.fitting(g);
        if self.from.is_some() && self.throw.is_some() {
            let mut tos: Vec<Square> = fit.iter().map(|(mv, _)| mv.to).collect();
            order::sort_unique(&mut tos);
            out.extend(tos.into_iter().map(square));
            // Pressing the stack again moves its top piece alone, or the whole stack again.
            if let Some(from) = self.from.filter(|_| self.split_possible(g)) {
                out.push(square(from));
            }
            return out;
        }
        if self.throw.is_none() {
            let mut seen = Vec::new();
            for (i, v) in g.throws.each().enumerate() {
                if !seen.contains(&v) && fit.iter().any(|(mv, _)| mv.value == v) {
                    seen.push(v);
                    let (x, y) = geo.slot(i, slots(g));
                    out.push((format!("throw {v}"), x, y));
                }
            }
        }
        if self.from.is_none() {
            let mut froms: Vec<Square> = fit.iter().map(|(mv, _)| mv.from).collect();
            order::sort_unique(&mut froms);
            out.extend(froms.into_iter().map(square));
        }
        if can_pass(g) {
            let (x, y) = geo.slot(g.throws.total() as usize, slots(g));
            out.push(("pass".into(), x, y));
        }
        out
    }

    fn seat_colour(&self, seat: usize, theme: Theme) -> &'static str {
        palette(theme).pieces[seat][1]
    }

    /// Players throw by hand (the coins are theirs to throw).
    fn thrower(&self, m: &SessionMatch<Tab>) -> Option<usize> {
        Self::must_throw(m).then_some(m.state().to_move)
    }

    fn animating(&self) -> bool {
        self.coins.get().is_some_and(|(start, _)| now() - start < COIN_MS + 150.0)
    }

    /// The record's two words (a throw, a pass: rules §6) in the player's language; a move's
    /// squares read the same in every language.
    fn shown(&self, text: &str) -> String {
        match notation::read(text) {
            Ok(Action::Throw(value)) => tf("tab-record-throw", &[("value", value.into())]),
            Ok(Action::Pass) => t("tab-record-pass"),
            _ => text.to_owned(),
        }
    }
}
