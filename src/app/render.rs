//! Drawing the play screen from the shell's state: the board (live, under review, or a
//! hint's preview), the panel, the review bar, the tutorial box, and what screen readers hear.

use super::{App, Shared};
use crate::dom;
use crate::guide;
use crate::home;
use crate::i18n::{t, tf};
use crate::language;
use crate::panel;
use crate::shell::words::{end_words, seat_names};
use crate::shell::Screen;
use crate::view::Frame;
use ludus_engine::core::Actor;
use ludus_engine::session::Session;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

impl App {
    /// Puts every word on screen in the language just loaded.
    pub(super) fn show_language(&mut self) -> Result<(), JsValue> {
        language::apply(&self.doc);
        home::build_cards(&self.doc)?;
        self.shown_picked.clear();
        // A rules page on screen is written again in the new language.
        if let Screen::Rules { game, .. } = &self.shell.screen {
            crate::rules_page::show(&self.doc, game)?;
        }
        if self.shell.screen == Screen::Home {
            self.show_library();
        }
        Ok(())
    }

    /// The canvas sized to the board's room, blank.
    pub(super) fn fit(&mut self) {
        let Some(wrap) = self.canvas.parent_element() else { return };
        let w = wrap.client_width().max(200) as f64;
        let h = wrap.client_height().max(200) as f64;
        // Whole CSS pixels: the canvas box needs no fractions (nor a float printer).
        let side = w.min(h).floor();
        let dpr = web_sys::window().map_or(1.0, |w| w.device_pixel_ratio()).max(1.0);
        self.canvas.set_width((side * dpr).round() as u32);
        self.canvas.set_height((side * dpr).round() as u32);
        let style = self.canvas.style();
        let _ = style.set_property("width", &format!("{}px", side as i64));
        let _ = style.set_property("height", &format!("{}px", side as i64));
        let _ = self.painter.ctx.set_transform(dpr, 0.0, 0.0, dpr, 0.0, 0.0);
        self.frame = Frame { width: side, height: side, dpr, live: true, ..self.frame };
    }

    pub(super) fn resize(&mut self) {
        if self.shell.screen == Screen::Play {
            self.fit();
            self.render();
        }
    }

    /// A human may act on the live board now.
    pub(super) fn human_may_act(&self) -> bool {
        self.shell.human_may_act(&self.here())
    }

    /// A position drawn in place of the live game: the one under review, or a hint's.
    fn shown(&self) -> Option<&dyn Session> {
        match (self.shell.review(), &self.preview) {
            (Some(r), _) => Some(r.shown.as_ref()),
            (None, Some(p)) => Some(p.0.as_ref()),
            (None, None) => None,
        }
    }

    /// Redraws the canvas only (animation frames: the panel has not changed).
    pub(super) fn render_board(&self) {
        let Some(v) = self.view() else { return };
        if let Some(shown) = self.shown() {
            v.draw(&self.painter, self.frame, shown, false);
        } else if let Some(s) = self.shell.session() {
            v.draw(&self.painter, self.frame, s, self.human_may_act());
        }
    }

    /// The board and the panel.
    pub(super) fn render(&self) {
        let (Some(s), Some(v)) = (self.shell.session(), self.view()) else { return };
        let interactive = self.human_may_act();
        match self.shown() {
            Some(shown) => v.draw(&self.painter, self.frame, shown, false),
            None => v.draw(&self.painter, self.frame, s, interactive),
        }
        let here = self.here();
        let seats = self.shell.game.as_ref().map_or(&[][..], |g| &g.seats[..]);
        let shown = panel::Match {
            session: s,
            on_board: self.shell.review().map(|r| r.shown.as_ref()),
            view: v,
            seats,
            computer: self.shell.thinking() || self.shell.computer_to_act(&here),
            stuck: self.shell.computer == crate::shell::Computer::Failed,
            thinking_s: self.computer.thinking_for_ms().map(|ms| (ms / 1000.0) as u32).filter(|&s| s >= 1),
            human_thrower: self.shell.human_thrower(&here),
            waiting: self.shell.waiting(&here),
            live: self.shell.live_connected(),
            on_time: self.shell.lost_on_time(),
            may_act: interactive,
        };
        let turn = panel::show(&self.doc, &shown);
        panel::show_clocks(&self.doc, s, v, self.shell.clock_now(&here));
        self.show_live();
        let review = self.shell.review();
        panel::show_moves(&self.doc, s, v, review.map(|r| r.at), &self.costly);
        let lesson = self.shell.lesson().is_some();
        let over = s.outcome().is_some() || review.is_some();
        dom::show(&self.doc, "analyse", over && !lesson && s.seats() == 2);
        dom::enable(&self.doc, "analyse", self.critic.is_none());
        self.show_review();
        self.show_lesson();
        // What tests and keyboard users read off the board.
        let hints: Vec<_> = if interactive { v.hints(self.frame, s) } else { vec![] };
        let _ = self.canvas.set_attribute("data-state", turn.name());
        let _ = self.canvas.set_attribute("data-hints", &hints_json(&hints));
        let _ = self.canvas.set_attribute("data-plies", &s.history_len().to_string());
        // The position text, for tests and bug reports (it is what the command-line tool reads).
        let _ = self.canvas.set_attribute("data-position", &s.position_text());
    }

    /// Live play: its button while it can start, and how the connection stands.
    fn show_live(&self) {
        use crate::shell::Live;
        dom::show(&self.doc, "live", self.shell.may_go_live());
        let (state, name) = match &self.shell.live {
            Live::Off => (String::new(), "off"),
            Live::Offering { .. } => (t("app-live-state-offering"), "offering"),
            Live::Answering { .. } => (t("app-live-state-answering"), "answering"),
            Live::Connected { .. } => (t("app-live-state-connected"), "connected"),
            Live::Lost { .. } => (t("app-live-state-lost"), "lost"),
        };
        dom::set_text(&self.doc, "live-state", &state);
        dom::show(&self.doc, "live-state", !state.is_empty());
        dom::toggle_class(&self.doc, "live-state", "on", name == "connected");
        // For tests: how live play stands.
        let _ = self.canvas.set_attribute("data-live", name);
    }

    /// The review bar: where the player is in the game, and the ways on and back.
    fn show_review(&self) {
        let Some(r) = self.shell.review() else {
            dom::show(&self.doc, "review-bar", false);
            dom::toggle_class(&self.doc, "play", "reviewing", false);
            return;
        };
        let n = self.shell.session().map_or(0, |s| s.history_len());
        dom::show(&self.doc, "review-bar", true);
        dom::toggle_class(&self.doc, "play", "reviewing", true);
        // The board is the one to watch: the end banner would cover it.
        dom::show(&self.doc, "end-banner", false);
        let mut at = tf("app-review-at", &[("at", (r.at as f64).into()), ("count", (n as f64).into())]);
        // The action just shown was one of the costliest (the game review): say what was better,
        // for touch screens, where a title never shows.
        let costly = r.at.checked_sub(1).and_then(|i| self.costly.iter().find(|c| c.index == i));
        if let (Some(c), Some(s)) = (costly, self.shell.session()) {
            at.push_str(" — ");
            let better = self.action_words(s.prefix(c.index).as_ref(), &c.better);
            at.push_str(&tf("app-analysis-better", &[("action", better.into())]));
        }
        dom::set_text(&self.doc, "review-at", &at);
        dom::enable(&self.doc, "rv-start", r.at > 0);
        dom::enable(&self.doc, "rv-back", r.at > 0);
        dom::enable(&self.doc, "rv-next", r.at < n);
        dom::enable(&self.doc, "rv-end", r.at < n);
        dom::show(&self.doc, "rv-branch", r.at < n && self.shell.lesson().is_none());
    }

    /// The tutorial box of the panel.
    fn show_lesson(&self) {
        let Some((l, step, steps)) = self.shell.lesson_step() else {
            dom::show(&self.doc, "lesson", false);
            dom::toggle_class(&self.doc, "play", "in-lesson", false);
            return;
        };
        let (todo, done) = guide::step_keys(&l.game, step.id);
        dom::show(&self.doc, "lesson", true);
        dom::toggle_class(&self.doc, "play", "in-lesson", true);
        dom::set_text(&self.doc, "lesson-title", &t(&crate::i18n::key(&[&l.game, "tutorial", "title"])));
        let n = |x: usize| (x as f64).into();
        dom::set_text(&self.doc, "lesson-step", &tf("app-lesson-step", &[("step", n(l.step + 1)), ("steps", n(steps))]));
        dom::set_text(&self.doc, "lesson-text", &t(&todo));
        let mut said = if l.done { t(&done) } else { String::new() };
        let last = l.step + 1 == steps;
        if l.done && last {
            said.push(' ');
            said.push_str(&t("app-lesson-finished"));
        }
        dom::set_text(&self.doc, "lesson-done", &said);
        dom::show(&self.doc, "lesson-done", l.done);
        dom::show(&self.doc, "lesson-next", l.done && !last);
        // The hint shows the step's action, throws or not.
        dom::show(&self.doc, "hint", !l.done);
        let _ = self.doc.get_element_by_id("lesson").map(|e| e.set_attribute("data-step", step.id));
        let _ = self
            .doc
            .get_element_by_id("lesson")
            .map(|e| e.set_attribute("data-done", if l.done { "yes" } else { "no" }));
    }

    /// An action in words ("Light lifted a1 and laid 3 pebbles: …"), its notation after it
    /// for those who read it. `before` is the position it is played in.
    pub(super) fn action_words(&self, before: &dyn Session, action: &str) -> String {
        let Some(v) = self.view() else { return action.to_owned() };
        let (told, shown) = (v.told(before, action), v.shown(action));
        if told == shown {
            told
        } else {
            format!("{told} ({shown})")
        }
    }

    /// A throw weighed for the player about to throw, in words: their chances before it falls,
    /// then each outcome with its odds and the best action it leaves ("a 2 (38 %): South moved
    /// …"), or that it throws again.
    pub(super) fn throw_words(&self, w: &crate::weighed::Weighed) -> String {
        let (Some(s), Some(v)) = (self.shell.session(), self.view()) else { return String::new() };
        let seat = self.shell.human_thrower(&self.here()).unwrap_or(0);
        let percent = |x: i64| (((x as f64) / 10.0).round()).into();
        let outcomes: Vec<String> = w
            .outcomes
            .iter()
            .map(|o| {
                // Each outcome begins a sentence: "Throw 2 (38%): …". ASCII only: a throw's
                // words begin with a plain letter, and Unicode's case tables cost the page 14 KB.
                let mut throw = v.shown(&o.throw);
                if let Some(first) = throw.get_mut(..1) {
                    first.make_ascii_uppercase();
                }
                let args = [("throw", throw.into()), ("odds", percent(o.odds))];
                match &o.next {
                    crate::weighed::Next::Best(best) => {
                        let mut after = s.prefix(s.history_len());
                        let words = match after.play(&o.throw) {
                            Ok(_) => self.action_words(after.as_ref(), best),
                            Err(_) => v.shown(best),
                        };
                        tf("app-hint-throw-best", &[args[0].clone(), args[1].clone(), ("action", words.into())])
                    }
                    crate::weighed::Next::Throw => tf("app-hint-throw-again", &args),
                    crate::weighed::Next::Over => tf("app-hint-throw-over", &args),
                }
            })
            .collect();
        let chances = w.expected.get(seat).copied().unwrap_or(500);
        tf("app-hint-throw", &[("chances", percent(chances)), ("outcomes", outcomes.join(" ").into())])
    }

    /// `action_words` for an action of the game on screen, in its current position (a hint).
    pub(super) fn hint_words_now(&self, action: &str) -> String {
        match self.shell.session() {
            Some(s) => self.action_words(s, action),
            None => action.to_owned(),
        }
    }

    /// Says `text` to screen readers (the live region), unless it is what they heard last.
    pub(super) fn say(&self, text: &str) {
        let Some(region) = self.doc.get_element_by_id("announce") else { return };
        if region.text_content().as_deref() != Some(text) {
            region.set_text_content(Some(text));
        }
    }

    /// Tells screen readers what was just played, in words ("Black pushed two white marbles
    /// from C5 towards E5": the view's `told`), and how the game ended if it did.
    pub(super) fn announce_last(&self) {
        let (Some(s), Some(v)) = (self.shell.session(), self.view()) else { return };
        let Some(i) = s.history_len().checked_sub(1) else { return };
        let Some((actor, action)) = s.action(i) else { return };
        let told = v.told(s.prefix(i).as_ref(), action);
        let mut text = match actor {
            // A view that tells whole sentences names the seat itself.
            Actor::Seat(seat) if told == v.shown(action) => {
                let seat = seat_names(s).get(seat).cloned().unwrap_or_default();
                tf("app-announce-played", &[("seat", seat.into()), ("action", told.into())])
            }
            _ => told,
        };
        if let Some(end) = end_words(s, self.shell.lost_on_time()) {
            text.push(' ');
            text.push_str(&end);
        }
        dom::set_text(&self.doc, "announce", &text);
    }

    /// Says the position in words (the "r" key), for screen readers.
    pub(super) fn describe(&self) {
        let (Some(s), Some(v)) = (self.shell.session(), self.view()) else { return };
        let mut text = v.describe(s);
        if text.is_empty() {
            let count = (s.legal_actions().len() as f64).into();
            text = tf("app-describe-fallback", &[("prompt", v.prompt(s).into()), ("count", count)]);
        }
        dom::set_text(&self.doc, "announce", &text);
    }

    /// Shows `action` on the board for a moment: the game drawn as it would be after it (the
    /// view marks it as the last move), then the live game again.
    pub(super) fn preview(&mut self, action: &str) -> Option<u32> {
        let s = self.shell.session()?;
        let mut after = s.prefix(s.history_len());
        after.play(action).ok()?;
        Some(self.show_instead(after))
    }

    /// Draws `shown` in place of the live game until `end_preview`; its number tells a newer
    /// preview from an older one.
    fn show_instead(&mut self, shown: Box<dyn Session>) -> u32 {
        let n = self.preview.as_ref().map_or(1, |p| p.1 + 1);
        self.preview = Some((shown, n));
        self.render_board();
        n
    }

    /// Shows the position after action `i` of the game on the board, for as long as the
    /// player points at that action in the move list (not while looking back: the board
    /// shows the review's position then).
    pub(super) fn show_after(&mut self, i: usize) {
        if self.shell.review().is_some() {
            return;
        }
        let Some(s) = self.shell.session() else { return };
        if i >= s.history_len() {
            return;
        }
        let after = s.prefix(i + 1);
        self.show_instead(after);
    }

    /// Action `i` of the game on screen in words, for the move list's button pointed at or
    /// focused (players who do not read the notation): "Dark lifted c3 and laid …", and for a
    /// costly action of the review, the better one in words too. Worked out only then: the
    /// words of every action of a long game would replay it once per action.
    pub(super) fn tell_listed(&self, i: usize) -> Option<String> {
        let s = self.shell.session()?;
        let (_, text) = s.action(i)?;
        let before = s.prefix(i);
        let mut words = self.action_words(before.as_ref(), text);
        if let Some(c) = self.costly.iter().find(|c| c.index == i) {
            let better = self.action_words(before.as_ref(), &c.better);
            words.push_str(" — ");
            words.push_str(&tf("app-analysis-better", &[("action", better.into())]));
        }
        Some(words)
    }

    /// Back to the live game (any input, any change, or the preview's time is up).
    pub(super) fn end_preview(&mut self) {
        if self.preview.take().is_some() {
            self.render_board();
        }
    }

    /// Forgets the game review (the game on screen changed): its worker stops at once.
    pub(super) fn drop_critic(&mut self) {
        if self.critic.take().is_some() {
            if let Some(w) = &self.critic_worker {
                w.cancel();
            }
        }
        self.costly.clear();
    }
}

/// Redraws every frame while the view animates.
pub fn animate(app: &Shared) {
    {
        let mut a = app.borrow_mut();
        let running = a.view().is_some_and(|v| v.animating());
        if !running {
            a.animating = false;
            return;
        }
        if a.animating {
            return;
        }
        a.animating = true;
    }
    frame_loop(app.clone());
}

fn frame_loop(app: Shared) {
    let Some(w) = web_sys::window() else { return };
    let cb = Closure::once_into_js(move || {
        let more = {
            let mut a = app.borrow_mut();
            let more = a.view().is_some_and(|v| v.animating());
            // The last frame is the still board, with its highlights.
            if more {
                a.render_board();
            } else if a.shell.screen == Screen::Play {
                a.render();
            }
            a.animating = more;
            more
        };
        if more {
            frame_loop(app);
        }
    });
    let _ = w.request_animation_frame(cb.unchecked_ref());
}

/// The board's hints as JSON (`[["name", x, y], …]`, centres in whole CSS pixels), written by
/// hand so the site carries no JSON serialiser or float printer for it.
fn hints_json(hints: &[(String, f64, f64)]) -> String {
    let mut out = String::from("[");
    for (i, (name, x, y)) in hints.iter().enumerate() {
        let name: String = name.chars().filter(|c| !matches!(c, '"' | '\\') && !c.is_control()).collect();
        let sep = if i == 0 { "" } else { "," };
        out.push_str(&format!("{sep}[\"{name}\",{},{}]", x.round() as i64, y.round() as i64));
    }
    out.push(']');
    out
}

thread_local! {
    /// The clocks' ticker is running.
    static TICKING: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// How often a running clock is shown again (tenths show under ten seconds).
const TICK_MS: i32 = 100;

/// While a game's clock runs, its times are shown again every tick, and the shell is told
/// when the time of a seat this device plays has run out. Only the clocks are drawn again.
pub fn clock_ticks(app: &Shared) {
    let running = app.try_borrow().is_ok_and(|a| a.shell.clock_now(&a.here()).is_some_and(|(_, r)| r.is_some()));
    if running && !TICKING.with(|t| t.replace(true)) {
        tick(app.clone());
    }
}

fn tick(app: Shared) {
    dom::later(TICK_MS, move || {
        let due = {
            let Ok(a) = app.try_borrow() else { return tick(app) };
            let here = a.here();
            let Some((left, running)) = a.shell.clock_now(&here).filter(|(_, r)| r.is_some()) else {
                TICKING.with(|t| t.set(false));
                return;
            };
            if a.shell.screen == crate::shell::Screen::Play {
                if let (Some(s), Some(v)) = (a.shell.session(), a.view()) {
                    panel::show_clocks(&a.doc, s, v, Some((left.clone(), running)));
                }
            }
            a.shell.clock_runs_here(&here) && running.is_some_and(|s| left.get(s) == Some(&0))
        };
        if due {
            super::dispatch(&app, crate::shell::Event::Tick);
        }
        tick(app);
    });
}
