//! What each game's drawing code provides to the app. One implementation per game, in the
//! game's own `draw.rs`; the app only forwards input and asks for frames.

use super::paint::Painter;
use crate::core::session::Session;

/// What an input did.
pub enum ViewAction {
    Nothing,
    /// The pending selection changed; redraw.
    Redraw,
    /// The player finished an action; play it (notation).
    Play(String),
    /// The input was refused; show this to the player.
    Refuse(String),
    /// The player throws the dice or sticks now (the app draws the outcome).
    Chance,
}

/// The pixel layout of the board inside the canvas, in CSS pixels.
#[derive(Clone, Copy, Debug, Default)]
pub struct Frame {
    pub width: f64,
    pub height: f64,
}

pub trait BoardView {
    /// Draws the whole canvas. `interactive` is false while the computer thinks or the game is
    /// over, so no hints are shown.
    fn draw(&self, p: &Painter, frame: Frame, session: &dyn Session, interactive: bool);
    /// A press on the canvas at (x, y) in CSS pixels.
    fn press(&mut self, frame: Frame, session: &dyn Session, x: f64, y: f64) -> ViewAction;
    /// The pointer moved to (x, y) while pressed, after a `press` (drag selection).
    fn drag(&mut self, _frame: Frame, _session: &dyn Session, _x: f64, _y: f64) -> ViewAction {
        ViewAction::Nothing
    }
    /// A key (KeyboardEvent.key).
    fn key(&mut self, session: &dyn Session, key: &str) -> ViewAction;
    /// Completes the pending action, if it is complete.
    fn confirm(&mut self, session: &dyn Session) -> ViewAction;
    /// Takes back one pending step.
    fn back(&mut self) -> ViewAction;
    /// Drops any pending selection (after a move, undo, new game).
    fn reset(&mut self);
    /// Whether `confirm` would play something.
    fn can_confirm(&self, session: &dyn Session) -> bool;
    /// Whether there is a pending step to take back.
    fn can_back(&self) -> bool;
    /// One line telling the player what to do next.
    fn prompt(&self, session: &dyn Session) -> String;
    /// Game-specific lines for the side panel (e.g. pebbles in hand), as (label, value).
    fn facts(&self, session: &dyn Session) -> Vec<(String, String)>;
    /// The places highlighted now, with their centres in CSS pixels (for tests and keyboard
    /// users: what can be pressed next).
    fn hints(&self, frame: Frame, session: &dyn Session) -> Vec<(String, f64, f64)>;
    /// Colour swatch (CSS) for a seat.
    fn seat_colour(&self, seat: usize) -> &'static str;
    /// Called after any action is applied (by a human or the computer), with the session as it
    /// is now; a view may start an animation of what happened.
    fn played(&mut self, _session: &dyn Session) {}
    /// The seat whose throw is due, when the game lets players throw by hand (Tâb): if that
    /// seat is human, the app waits for a `ViewAction::Chance` instead of throwing for it.
    fn thrower(&self, _session: &dyn Session) -> Option<usize> {
        None
    }
    /// While true, the app redraws every animation frame.
    fn animating(&self) -> bool {
        false
    }
}
