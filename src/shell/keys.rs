//! Where a key goes: to what has focus. A focused button or form control keeps its own keys
//! (Enter and Space press a button, the arrows move through a select or radio group), the
//! board gets only the keys pressed while it has focus (or while nothing does), the move list
//! steps through the game, and Escape closes the box on top.

use super::{Dialog, Effect, Event, Outside, Screen, Shell};

/// What had focus when a key was pressed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Focus {
    /// The board's canvas.
    Board,
    /// An action of the move list.
    MoveList,
    /// A button, link, select, input or text area: it takes its own keys.
    Control,
    /// Nothing in particular (the page's body).
    Page,
}

/// A key pressed (`KeyboardEvent.key`), with Ctrl or Cmd, and what had focus.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeyPress {
    pub key: String,
    pub ctrl: bool,
    pub focus: Focus,
}

impl KeyPress {
    pub fn new(key: &str, focus: Focus) -> KeyPress {
        KeyPress { key: key.to_string(), ctrl: false, focus }
    }
}

/// Keys that would scroll the page or go back a page if the board did not take them.
fn scrolls(key: &str) -> bool {
    matches!(key, "ArrowUp" | "ArrowDown" | "ArrowLeft" | "ArrowRight" | " " | "Backspace")
}

impl Shell {
    pub(super) fn key(&mut self, k: KeyPress, o: &dyn Outside, out: &mut Vec<Effect>) {
        let key = k.key.as_str();
        // The boxes over the page take their own keys; Escape closes them, on any screen.
        match &self.dialog {
            Some(Dialog::Ask(_)) => {
                if key == "Escape" {
                    self.step(Event::Answer(false), o, out);
                    out.push(Effect::KeyTaken);
                }
                return;
            }
            Some(Dialog::Text(_)) => {
                if key == "Escape" {
                    self.close_text(out);
                    out.push(Effect::KeyTaken);
                }
                return;
            }
            Some(Dialog::Settings) if key == "Escape" => {
                self.dialog = None;
                out.push(Effect::KeyTaken);
                return;
            }
            _ => {}
        }
        if self.screen != Screen::Play || k.focus == Focus::Control {
            return;
        }
        let reviewing = self.review().is_some();
        // From the move list, ← and Home start looking back.
        if k.focus == Focus::MoveList && !reviewing && matches!(key, "ArrowLeft" | "Home") {
            let n = self.session().map_or(0, |s| s.history_len());
            self.step(Event::ReviewAt(if key == "Home" { 0 } else { n.saturating_sub(1) }), o, out);
            out.push(Effect::KeyTaken);
            return;
        }
        if reviewing {
            let at = self.review().map_or(0, |r| r.at);
            let to = match key {
                "ArrowLeft" => Some(at.saturating_sub(1)),
                "ArrowRight" => Some(at + 1),
                "Home" => Some(0),
                "End" => Some(usize::MAX),
                _ => None,
            };
            if let Some(to) = to {
                self.step(Event::ReviewAt(to), o, out);
                out.push(Effect::KeyTaken);
                return;
            }
            if key == "Escape" {
                self.step(Event::Live, o, out);
                out.push(Effect::KeyTaken);
                return;
            }
        }
        if k.focus == Focus::MoveList {
            return;
        }
        if key == "r" && !k.ctrl {
            out.push(Effect::Describe);
            return;
        }
        if k.ctrl && key == "z" {
            self.step(Event::Undo, o, out);
            out.push(Effect::KeyTaken);
            return;
        }
        if k.ctrl {
            return;
        }
        if scrolls(key) {
            out.push(Effect::KeyTaken);
        }
        if !reviewing {
            out.push(Effect::BoardKey(k.key));
        }
    }
}
