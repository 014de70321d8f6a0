//! What each game's board view provides to the app. One view per game, in `views/<game>.rs`;
//! the app only forwards input and asks for frames.
//!
//! A view is written against its own typed game ([`GameView`]: it receives the
//! `SessionMatch<Abalone>`, say), and the app holds it as a [`BoardView`] trait object that
//! works with any session. [`Typed`] joins the two: it recovers the typed game once per call,
//! so no view downcasts anything.

use crate::paint::Painter;
use ludus_engine::ai::Computer;
use ludus_engine::core::Actor;
use ludus_engine::session::{Session, SessionMatch};

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

/// What the last action sounds like (when sound is on).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sound {
    Move,
    /// The action took pieces (or pushed them off the board).
    Capture,
}

/// The board's colours (a setting).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Theme {
    /// Each game's own wood, stone and marble.
    #[default]
    Classic,
    /// Strong contrast for low vision: near-black, near-white, saturated seat colours.
    Contrast,
}

impl Theme {
    /// The one of `classic` and `contrast` made for this theme (a view's palette, say).
    pub fn pick<T>(self, classic: T, contrast: T) -> T {
        match self {
            Theme::Classic => classic,
            Theme::Contrast => contrast,
        }
    }
}

/// How to draw: the canvas size in CSS pixels and its device pixel ratio, and the player's
/// settings that change the picture.
#[derive(Clone, Copy, Debug)]
pub struct Frame {
    pub width: f64,
    pub height: f64,
    pub dpr: f64,
    /// The board turned half a turn (for the player on the other side); text stays upright.
    pub flip: bool,
    pub theme: Theme,
    /// The board has keyboard focus: draw the keyboard cursor.
    pub focused: bool,
    /// Legal-move marks are wanted (a setting). Only the marks: buttons such as Throw, and the
    /// player's own selection, show whatever this says.
    pub marks: bool,
    /// The play screen's board, drawn again on every frame the view asks for (`animating`): a
    /// view may put costly work off to a later frame. Pictures drawn once (the rules page, the
    /// library's thumbnails) are not.
    pub live: bool,
}

impl Default for Frame {
    fn default() -> Self {
        Frame {
            width: 0.0,
            height: 0.0,
            dpr: 1.0,
            flip: false,
            theme: Theme::Classic,
            focused: false,
            marks: true,
            live: false,
        }
    }
}

/// Whether a player (not chance) is to act in a game still on: the only time a board takes
/// input.
pub fn human_turn(session: &dyn Session) -> bool {
    session.outcome().is_none() && matches!(session.actor(), Actor::Seat(_))
}

/// A game's board view, written against its typed game `M = SessionMatch<Self::Game>`.
pub trait GameView: Default + 'static {
    type Game: Computer;
    /// Draws the whole canvas. `interactive` is false while the computer thinks or the game is
    /// over; legal-move marks show only when it is true and `frame.marks` is on.
    fn draw(&self, p: &Painter, frame: Frame, m: &SessionMatch<Self::Game>, interactive: bool);
    /// A press on the canvas at (x, y) in CSS pixels.
    fn press(&mut self, frame: Frame, m: &SessionMatch<Self::Game>, x: f64, y: f64) -> ViewAction;
    /// The pointer moved to (x, y) while pressed, after a `press` (drag selection).
    fn drag(&mut self, _frame: Frame, _m: &SessionMatch<Self::Game>, _x: f64, _y: f64) -> ViewAction {
        ViewAction::Nothing
    }
    /// The pointer moved to (x, y) with no button pressed (a preview of where a move would
    /// go); `Redraw` when the picture changes.
    fn hover(&mut self, _frame: Frame, _m: &SessionMatch<Self::Game>, _x: f64, _y: f64) -> ViewAction {
        ViewAction::Nothing
    }
    /// What the last action (just played, shown in `m`) sounds like.
    fn sound(&self, _m: &SessionMatch<Self::Game>) -> Sound {
        Sound::Move
    }
    /// The position in words for a screen reader (whose turn, the pieces, and the legal
    /// actions of the selection); empty when the view has nothing to add to its prompt.
    fn describe(&self, _m: &SessionMatch<Self::Game>) -> String {
        String::new()
    }
    /// The keyboard cursor and the selection in words, for a screen reader after each key: the
    /// place under the cursor and what is on it, what is selected, and what a press there will
    /// do ("C5: black marble. Selected: C5, D5. Press to push a white marble east."). Empty
    /// when the view has nothing to say (not the player's turn).
    fn spoken(&self, _m: &SessionMatch<Self::Game>) -> String {
        String::new()
    }
    /// Action `action` (notation), played from the position `before`, in words a player who
    /// does not know the notation understands ("Black moved C5, D5 east, pushing a white
    /// marble."). By default the move list's text.
    fn told(&self, _before: &SessionMatch<Self::Game>, action: &str) -> String {
        self.shown(action)
    }
    /// A key (KeyboardEvent.key).
    fn key(&mut self, m: &SessionMatch<Self::Game>, key: &str) -> ViewAction;
    /// Completes the pending action, if it is complete.
    fn confirm(&mut self, m: &SessionMatch<Self::Game>) -> ViewAction;
    /// Takes back one pending step.
    fn back(&mut self) -> ViewAction;
    /// Drops any pending selection (after an action, undo, new game).
    fn reset(&mut self);
    /// Whether `confirm` would play something.
    fn can_confirm(&self, m: &SessionMatch<Self::Game>) -> bool;
    /// Whether there is a pending step to take back.
    fn can_back(&self) -> bool;
    /// One line telling the player what to do next.
    fn prompt(&self, m: &SessionMatch<Self::Game>) -> String;
    /// Game-specific lines for the side panel (e.g. pebbles in hand), as (label, value).
    fn facts(&self, m: &SessionMatch<Self::Game>) -> Vec<(String, String)>;
    /// The places highlighted now, with their centres in CSS pixels (for tests and keyboard
    /// users: what can be pressed next).
    fn hints(&self, frame: Frame, m: &SessionMatch<Self::Game>) -> Vec<(String, f64, f64)>;
    /// Colour swatch (CSS) for a seat, in the board's theme (the panel's seat dots).
    fn seat_colour(&self, seat: usize, theme: Theme) -> &'static str;
    /// Called after any action is applied (by a human or the computer), with the game as it
    /// is now; a view may start an animation of what happened.
    fn played(&mut self, _m: &SessionMatch<Self::Game>) {}
    /// The seat whose throw is due, when the game lets players throw by hand (Tâb): if that
    /// seat is human, the app waits for a `ViewAction::Chance` instead of throwing for it.
    fn thrower(&self, _m: &SessionMatch<Self::Game>) -> Option<usize> {
        None
    }
    /// While true, the app redraws every animation frame.
    fn animating(&self) -> bool {
        false
    }
    /// An action's record text as the move list shows it: the record's own words (a chance
    /// action's "throw 2") in the player's language; moves are written in symbols already.
    fn shown(&self, text: &str) -> String {
        text.to_owned()
    }
}

/// What the app holds: a board view for whatever game is on.
pub trait BoardView {
    fn draw(&self, p: &Painter, frame: Frame, session: &dyn Session, interactive: bool);
    fn press(&mut self, frame: Frame, session: &dyn Session, x: f64, y: f64) -> ViewAction;
    fn drag(&mut self, frame: Frame, session: &dyn Session, x: f64, y: f64) -> ViewAction;
    fn hover(&mut self, frame: Frame, session: &dyn Session, x: f64, y: f64) -> ViewAction;
    fn describe(&self, session: &dyn Session) -> String;
    fn spoken(&self, session: &dyn Session) -> String;
    /// `before` is the game as it was before `action` (`Session::prefix`, say).
    fn told(&self, before: &dyn Session, action: &str) -> String;
    fn sound(&self, session: &dyn Session) -> Sound;
    fn key(&mut self, session: &dyn Session, key: &str) -> ViewAction;
    fn confirm(&mut self, session: &dyn Session) -> ViewAction;
    fn back(&mut self) -> ViewAction;
    fn reset(&mut self);
    fn can_confirm(&self, session: &dyn Session) -> bool;
    fn can_back(&self) -> bool;
    fn prompt(&self, session: &dyn Session) -> String;
    fn facts(&self, session: &dyn Session) -> Vec<(String, String)>;
    fn hints(&self, frame: Frame, session: &dyn Session) -> Vec<(String, f64, f64)>;
    fn seat_colour(&self, seat: usize, theme: Theme) -> &'static str;
    fn played(&mut self, session: &dyn Session);
    fn thrower(&self, session: &dyn Session) -> Option<usize>;
    fn animating(&self) -> bool;
    fn shown(&self, text: &str) -> String;
}

/// A typed view as a [`BoardView`]. A session of another game than the view's (which the app
/// never pairs) draws nothing and ignores input.
#[derive(Default)]
pub struct Typed<V>(pub V);

/// The view's typed game, recovered from the session: the one downcast of the app.
fn typed<V: GameView>(session: &dyn Session) -> Option<&SessionMatch<V::Game>> {
    session.as_any().downcast_ref::<SessionMatch<V::Game>>()
}

impl<V: GameView> BoardView for Typed<V> {
    fn draw(&self, p: &Painter, frame: Frame, session: &dyn Session, interactive: bool) {
        if let Some(m) = typed::<V>(session) {
            self.0.draw(p, frame, m, interactive);
        }
    }
    fn press(&mut self, frame: Frame, session: &dyn Session, x: f64, y: f64) -> ViewAction {
        typed::<V>(session).map_or(ViewAction::Nothing, |m| self.0.press(frame, m, x, y))
    }
    fn drag(&mut self, frame: Frame, session: &dyn Session, x: f64, y: f64) -> ViewAction {
        typed::<V>(session).map_or(ViewAction::Nothing, |m| self.0.drag(frame, m, x, y))
    }
    fn hover(&mut self, frame: Frame, session: &dyn Session, x: f64, y: f64) -> ViewAction {
        typed::<V>(session).map_or(ViewAction::Nothing, |m| self.0.hover(frame, m, x, y))
    }
    fn describe(&self, session: &dyn Session) -> String {
        typed::<V>(session).map_or_else(String::new, |m| self.0.describe(m))
    }
    fn spoken(&self, session: &dyn Session) -> String {
        typed::<V>(session).map_or_else(String::new, |m| self.0.spoken(m))
    }
    fn told(&self, before: &dyn Session, action: &str) -> String {
        typed::<V>(before).map_or_else(|| self.0.shown(action), |m| self.0.told(m, action))
    }
    fn sound(&self, session: &dyn Session) -> Sound {
        typed::<V>(session).map_or(Sound::Move, |m| self.0.sound(m))
    }
    fn key(&mut self, session: &dyn Session, key: &str) -> ViewAction {
        typed::<V>(session).map_or(ViewAction::Nothing, |m| self.0.key(m, key))
    }
    fn confirm(&mut self, session: &dyn Session) -> ViewAction {
        typed::<V>(session).map_or(ViewAction::Nothing, |m| self.0.confirm(m))
    }
    fn back(&mut self) -> ViewAction {
        self.0.back()
    }
    fn reset(&mut self) {
        self.0.reset()
    }
    fn can_confirm(&self, session: &dyn Session) -> bool {
        typed::<V>(session).is_some_and(|m| self.0.can_confirm(m))
    }
    fn can_back(&self) -> bool {
        self.0.can_back()
    }
    fn prompt(&self, session: &dyn Session) -> String {
        typed::<V>(session).map_or_else(String::new, |m| self.0.prompt(m))
    }
    fn facts(&self, session: &dyn Session) -> Vec<(String, String)> {
        typed::<V>(session).map_or_else(Vec::new, |m| self.0.facts(m))
    }
    fn hints(&self, frame: Frame, session: &dyn Session) -> Vec<(String, f64, f64)> {
        typed::<V>(session).map_or_else(Vec::new, |m| self.0.hints(frame, m))
    }
    fn seat_colour(&self, seat: usize, theme: Theme) -> &'static str {
        self.0.seat_colour(seat, theme)
    }
    fn played(&mut self, session: &dyn Session) {
        if let Some(m) = typed::<V>(session) {
            self.0.played(m);
        }
    }
    fn thrower(&self, session: &dyn Session) -> Option<usize> {
        typed::<V>(session).and_then(|m| self.0.thrower(m))
    }
    fn animating(&self) -> bool {
        self.0.animating()
    }
    fn shown(&self, text: &str) -> String {
        self.0.shown(text)
    }
}
