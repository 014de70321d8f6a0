//! The app's state and its event wiring: the game on screen, its board view and seats, and
//! what each button, key and press does. The jobs live beside it: `home` (the new-game form),
//! `panel` (the side panel), `scheduler` (the computer's slices), `storage` (the saved game)
//! and `policy` (undo, resign, draw).

use crate::dom::{self, el, on};
use crate::guide::{self, Step};
use crate::home;
use crate::i18n::{t, tf, Lang};
use crate::language;
use crate::paint::Painter;
use crate::panel;
use crate::rules_page;
use crate::policy::{self, DrawOffer, SeatKind, Undone};
use crate::scheduler::{self, Scheduler, Slice, Ticket};
use crate::settings;
use crate::sound::{self, Cue};
use crate::storage;
use crate::view::{BoardView, Frame, ViewAction};
use crate::views::board_view;
use ludus_engine::core::{Actor, Rng, Setup};
use ludus_engine::games;
use ludus_engine::session::Session;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Document, HtmlCanvasElement};

pub struct App {
    doc: Document,
    canvas: HtmlCanvasElement,
    painter: Painter,
    frame: Frame,
    session: Option<Box<dyn Session>>,
    view: Option<Box<dyn BoardView>>,
    seats: Vec<SeatKind>,
    computer: Scheduler,
    /// The computer looking for a hint for the human to act.
    hint: Scheduler,
    rng: Rng,
    /// The game picked on the home screen.
    picked: String,
    /// An animation-frame loop is running.
    animating: bool,
    /// The tutorial step on screen, when the game is a tutorial's.
    lesson: Option<Lesson>,
    /// The rules page was opened from the play screen (Back returns there).
    rules_from_play: bool,
    /// A hint shown on the board: the game as it would be after the hinted action, drawn for a
    /// moment in place of the live one; the number tells a newer preview from an older one.
    preview: Option<(Box<dyn Session>, u32)>,
}

/// Where the player is in a game's tutorial.
struct Lesson {
    game: String,
    step: usize,
    /// The step's action is played; the board waits for "Next step".
    done: bool,
    /// Throws made so far in this step (they take the step's outcomes in order).
    throws: usize,
}

pub type Shared = Rc<RefCell<App>>;

impl App {
    pub fn start() -> Result<Shared, JsValue> {
        let doc = dom::document()?;
        let canvas: HtmlCanvasElement = el(&doc, "board")?.dyn_into()?;
        let ctx = canvas
            .get_context("2d")?
            .ok_or("no 2d canvas")?
            .dyn_into::<web_sys::CanvasRenderingContext2d>()?;
        let app = Rc::new(RefCell::new(App {
            doc,
            canvas,
            painter: Painter { ctx },
            frame: settings::frame(),
            session: None,
            view: None,
            seats: Vec::new(),
            computer: Scheduler::default(),
            hint: Scheduler::default(),
            rng: Rng::new(entropy_seed()),
            // The first game of the registry is picked until the player chooses.
            picked: games::all().first().map_or(String::new(), |g| g.id.to_string()),
            animating: false,
            lesson: None,
            rules_from_play: false,
            preview: None,
        }));
        crate::paint::set_speed(settings::current().motion.speed());
        wire(&app)?;
        {
            let mut a = app.borrow_mut();
            language::apply(&a.doc);
            home::build_cards(&a.doc)?;
            let picked = a.picked.clone();
            a.pick(&picked)?;
        }
        let restored = app.borrow_mut().restore();
        if restored {
            after_change(&app);
        } else {
            app.borrow_mut().show_home();
        }
        Ok(app)
    }

    // ---- screens ----

    /// Puts every word on screen in the language just loaded.
    fn show_language(&mut self) -> Result<(), JsValue> {
        language::apply(&self.doc);
        home::build_cards(&self.doc)?;
        let picked = self.picked.clone();
        self.pick(&picked)?;
        // A rules page on screen is written again in the new language.
        if let (Some(true), Some(id)) = (dom::show_state(&self.doc, "rules"), self.rules_game()) {
            rules_page::show(&self.doc, &id)?;
        }
        self.render();
        Ok(())
    }

    fn pick(&mut self, id: &str) -> Result<(), JsValue> {
        if home::pick(&self.doc, id)? {
            self.picked = id.to_string();
        }
        Ok(())
    }

    /// Back to the home screen, with the form of the game on screen.
    fn back_home(&mut self) {
        let picked = self.session.as_ref().map(|x| x.id().to_string()).unwrap_or_else(|| self.picked.clone());
        let _ = self.pick(&picked);
        self.show_home();
    }

    fn show_home(&mut self) {
        self.computer.stop();
        self.leave_lesson();
        self.show_screen("home");
    }

    /// Shows one of the three screens: "home", "rules" or "play".
    fn show_screen(&self, screen: &str) {
        for s in ["home", "rules", "play"] {
            dom::show(&self.doc, s, s == screen);
        }
        // A new screen starts at its top (on a phone the Start button is far down the form).
        if let Some(w) = web_sys::window() {
            w.scroll_to_with_x_and_y(0.0, 0.0);
        }
    }

    // ---- learning ----

    /// Opens the rules page of game `id`.
    fn show_rules(&mut self, id: &str) {
        self.rules_from_play = dom::show_state(&self.doc, "play") == Some(true);
        self.show_screen("rules");
        let _ = self.doc.get_element_by_id("rules").map(|e| e.set_attribute("data-game", id));
        if let Ok(false) | Err(_) = rules_page::show(&self.doc, id) {
            dom::notice(&self.doc, &t("app-rules-missing"));
        }
    }

    /// Back from the rules page to where the player came from.
    fn close_rules(&mut self) {
        if self.rules_from_play && self.session.is_some() {
            self.show_screen("play");
            self.resize();
        } else {
            self.show_home();
        }
    }

    /// The game id of the rules page on screen.
    fn rules_game(&self) -> Option<String> {
        self.doc.get_element_by_id("rules").and_then(|e| e.get_attribute("data-game"))
    }

    /// Starts step `step` of game `id`'s tutorial (the player's saved game is left as it is:
    /// a tutorial is never saved).
    fn start_lesson(&mut self, id: &str, step: usize) -> Result<(), String> {
        let g = guide::guide(id).ok_or("no tutorial")?;
        let s = g.tutorial.get(step).ok_or("no such step")?;
        let session = s.session(id)?;
        let seats = vec![SeatKind::Human; session.seats()];
        self.install(session, seats)?;
        self.lesson = Some(Lesson { game: id.to_string(), step, done: false, throws: 0 });
        dom::notice(&self.doc, "");
        Ok(())
    }

    /// The step on screen, if a tutorial is.
    fn lesson_step(&self) -> Option<(&Lesson, &'static Step, usize)> {
        let l = self.lesson.as_ref()?;
        let steps = guide::guide(&l.game)?.tutorial;
        Some((l, steps.get(l.step)?, steps.len()))
    }

    fn leave_lesson(&mut self) {
        if self.lesson.take().is_some() {
            // The board showed the tutorial; the player's own game is still in storage.
            self.session = None;
            self.view = None;
        }
    }

    /// After a player's action in a tutorial: the step is done if it was the action asked for,
    /// else the action is taken back and the player tries again.
    fn check_lesson(&mut self, printed: &str) {
        let Some((l, step, _)) = self.lesson_step() else { return };
        if l.done {
            return;
        }
        if step.accepts(&l.game, printed) {
            if let Some(l) = self.lesson.as_mut() {
                l.done = true;
            }
        } else {
            if let Some(s) = self.session.as_mut() {
                s.undo();
            }
            if let Some(v) = self.view.as_mut() {
                v.reset();
            }
            dom::notice(&self.doc, &t("app-lesson-not-this"));
        }
    }

    /// The tutorial box of the panel.
    fn show_lesson(&self) {
        let Some((l, step, steps)) = self.lesson_step() else {
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

    /// Reads the new-game form and starts the game.
    fn start_from_home(&mut self) -> Result<(), String> {
        let seed = self.game_seed();
        let (setup, seats) = home::chosen(&self.doc, seed);
        let id = self.picked.clone();
        self.begin(&id, setup, seats)
    }

    /// A new game's seed: 53 bits, so the save (JSON, read by JavaScript) keeps it exactly.
    fn game_seed(&mut self) -> u64 {
        self.rng.next_u64() >> 11
    }

    /// The same game again with a new seed; a rematch also swaps the seats of a two-seat game.
    fn restart(&mut self, swap: bool) -> Result<(), String> {
        let seed = self.game_seed();
        let session = self.session.as_ref().ok_or("no game")?;
        let id = session.id().to_string();
        let setup = Setup { seed, ..session.setup().clone() };
        let mut seats = self.seats.clone();
        if swap && seats.len() == 2 {
            seats.reverse();
        }
        self.begin(&id, setup, seats)
    }

    fn begin(&mut self, id: &str, setup: Setup, seats: Vec<SeatKind>) -> Result<(), String> {
        let session = games::new_session(id, setup)?;
        self.install(session, seats)
    }

    fn install(&mut self, session: Box<dyn Session>, mut seats: Vec<SeatKind>) -> Result<(), String> {
        let view = board_view(session.id()).ok_or("this game cannot be drawn yet")?;
        seats.resize(session.seats(), SeatKind::Human);
        self.computer.stop();
        self.session = Some(session);
        self.view = Some(view);
        self.seats = seats;
        self.lesson = None;
        self.show_screen("play");
        self.resize();
        Ok(())
    }

    /// Restores the saved game. A save that cannot be read gives a notice and a fresh game.
    fn restore(&mut self) -> bool {
        match storage::restore() {
            Ok(None) => false,
            Ok(Some((session, seats))) => {
                let id = session.id().to_string();
                if self.install(session, seats).is_ok() {
                    self.picked = id;
                    return true;
                }
                false
            }
            Err(why) => {
                dom::notice(&self.doc, &tf("app-restore-failed", &[("why", why.into())]));
                let seats = vec![SeatKind::Human, SeatKind::Computer(2)];
                let setup = Setup { seed: self.game_seed(), ..Setup::default() };
                let id = self.picked.clone();
                self.begin(&id, setup, seats).is_ok()
            }
        }
    }

    // ---- playing ----

    fn computer_to_act(&self) -> bool {
        self.session.as_deref().is_some_and(|s| policy::computer_to_act(s, &self.seats, self.human_thrower()))
    }

    /// The human seat whose throw is due, when the game lets players throw by hand.
    fn human_thrower(&self) -> Option<usize> {
        let (s, v) = (self.session.as_deref()?, self.view.as_deref()?);
        v.thrower(s).filter(|&seat| self.seats.get(seat) == Some(&SeatKind::Human))
    }

    /// Throws for whoever is due to throw, and lets the view show it.
    fn throw_chance(&mut self) {
        let mut rng = self.rng.clone();
        // A tutorial step's throws come out as its text says.
        let scripted = self.lesson_step().and_then(|(l, step, _)| step.throws.get(l.throws).copied());
        if let Some(l) = self.lesson.as_mut() {
            l.throws += 1;
        }
        if let Some(s) = self.session.as_mut() {
            let thrown = match scripted {
                Some(value) => s.play_chance_named(value).ok(),
                None => s.play_chance(&mut rng),
            };
            if thrown.is_some() {
                if let Some(v) = self.view.as_mut() {
                    v.reset();
                    v.played(s.as_ref());
                }
            }
        }
        self.rng = rng;
        self.announce_last();
        self.sound();
    }

    /// The sound of the action just played, when sound is on.
    fn sound(&self) {
        let (Some(s), Some(v)) = (self.session.as_deref(), self.view.as_deref()) else { return };
        if settings::current().sound {
            sound::play(if s.outcome().is_some() { Cue::End } else { v.sound(s).into() });
        }
    }

    /// Says the position in words (the "r" key), for screen readers.
    fn describe(&self) {
        let (Some(s), Some(v)) = (self.session.as_deref(), self.view.as_deref()) else { return };
        let mut text = v.describe(s);
        if text.is_empty() {
            let count = (s.legal_actions().len() as f64).into();
            text = tf("app-describe-fallback", &[("prompt", v.prompt(s).into()), ("count", count)]);
        }
        dom::set_text(&self.doc, "announce", &text);
    }

    /// Applies the settings form at once (and remembers it).
    fn apply_settings(&mut self) {
        let s = settings::read(&self.doc);
        settings::set(s);
        self.frame.flip = s.flip;
        self.frame.theme = s.theme;
        self.frame.marks = s.hints;
        self.render();
    }

    /// Tells screen readers what was just played, and how the game ended if it did.
    fn announce_last(&self) {
        let Some(s) = self.session.as_deref() else { return };
        let Some((actor, action)) = s.history_len().checked_sub(1).and_then(|i| s.action(i)) else { return };
        let action = action.to_string();
        let mut text = match actor {
            Actor::Seat(seat) => {
                let seat = panel::seat_names(s).get(seat).cloned().unwrap_or_default();
                tf("app-announce-played", &[("seat", seat.into()), ("action", action.into())])
            }
            Actor::Chance => tf("app-announce-chance", &[("action", action.into())]),
        };
        if let Some(end) = self.end_words() {
            text.push(' ');
            text.push_str(&end);
        }
        dom::set_text(&self.doc, "announce", &text);
    }

    /// "Game over" with who won and why, once the game is over.
    fn end_words(&self) -> Option<String> {
        let (result, reason) = panel::ending(self.session.as_deref()?)?;
        Some(tf("app-announce-over", &[("result", result.into()), ("reason", reason.into())]))
    }

    fn play(&mut self, notation: &str) {
        let Some(s) = self.session.as_mut() else { return };
        match s.play(notation) {
            Ok(printed) => {
                if let Some(v) = self.view.as_mut() {
                    v.reset();
                    v.played(s.as_ref());
                }
                self.announce_last();
                self.check_lesson(&printed);
                self.sound();
            }
            Err(e) => dom::notice(&self.doc, &crate::i18n::refusal::words(&e)),
        }
    }

    fn undo(&mut self) {
        self.computer.stop();
        let Some(s) = self.session.as_mut() else { return };
        if policy::undo(s.as_mut(), &self.seats) == Undone::Throw {
            dom::notice(&self.doc, &t("app-throw-stays"));
            return;
        }
        if let Some(v) = self.view.as_mut() {
            v.reset();
        }
    }

    fn resign(&mut self) {
        let Some(s) = self.session.as_mut() else { return };
        if policy::resign(s.as_mut(), &self.seats) {
            self.computer.stop();
            dom::set_text(&self.doc, "announce", &self.end_words().unwrap_or_default());
        }
    }

    fn offer_draw(&mut self) {
        let Some(s) = self.session.as_mut() else { return };
        match policy::offer_draw(s.as_mut(), &self.seats) {
            DrawOffer::Declined => dom::notice(&self.doc, &t("app-draw-declined")),
            DrawOffer::Agreed => dom::set_text(&self.doc, "announce", &self.end_words().unwrap_or_default()),
            DrawOffer::NotNow => {}
        }
    }

    fn handle(&mut self, action: ViewAction) -> bool {
        match action {
            ViewAction::Nothing => false,
            ViewAction::Redraw => {
                dom::notice(&self.doc, "");
                true
            }
            ViewAction::Refuse(why) => {
                dom::notice(&self.doc, &why);
                true
            }
            ViewAction::Play(m) => {
                dom::notice(&self.doc, "");
                self.play(&m);
                true
            }
            ViewAction::Chance => {
                dom::notice(&self.doc, "");
                self.throw_chance();
                true
            }
        }
    }

    fn human_may_act(&self) -> bool {
        let lesson_done = self.lesson.as_ref().is_some_and(|l| l.done);
        !lesson_done && !self.computer.is_thinking() && !self.computer_to_act()
    }

    // ---- drawing ----

    fn resize(&mut self) {
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
        self.frame = Frame { width: side, height: side, dpr, ..self.frame };
        self.render();
    }

    /// Redraws the canvas only (animation frames: the panel has not changed).
    fn render_board(&self) {
        if let Some((s, v)) = self.preview.as_ref().map(|p| p.0.as_ref()).zip(self.view.as_deref()) {
            v.draw(&self.painter, self.frame, s, false);
        } else if let (Some(s), Some(v)) = (self.session.as_deref(), self.view.as_deref()) {
            v.draw(&self.painter, self.frame, s, self.human_may_act());
        }
    }

    /// Shows `action` on the board for a moment: the game drawn as it would be after it (the
    /// view marks it as the last move), then the live game again.
    fn preview(&mut self, action: &str) -> Option<u32> {
        let s = self.session.as_deref()?;
        let mut after = games::load(&s.save()).ok()?;
        after.play(action).ok()?;
        let n = self.preview.as_ref().map_or(1, |p| p.1 + 1);
        self.preview = Some((after, n));
        self.render_board();
        Some(n)
    }

    /// Back to the live game (any input, any change, or the preview's time is up).
    fn end_preview(&mut self) {
        if self.preview.take().is_some() {
            self.render_board();
        }
    }

    fn render(&self) {
        let (Some(s), Some(v)) = (self.session.as_deref(), self.view.as_deref()) else { return };
        let interactive = self.human_may_act();
        match &self.preview {
            Some((after, _)) => v.draw(&self.painter, self.frame, after.as_ref(), false),
            None => v.draw(&self.painter, self.frame, s, interactive),
        }
        let shown = panel::Match {
            session: s,
            view: v,
            seats: &self.seats,
            computer: self.computer.is_thinking() || self.computer_to_act(),
            human_thrower: self.human_thrower(),
        };
        let turn = panel::show(&self.doc, &shown);
        self.show_lesson();
        // What tests and keyboard users read off the board.
        let hints: Vec<_> = if interactive { v.hints(self.frame, s) } else { vec![] };
        let _ = self.canvas.set_attribute("data-state", turn.name());
        let _ = self.canvas.set_attribute("data-hints", &hints_json(&hints));
        let _ = self.canvas.set_attribute("data-plies", &s.history_len().to_string());
        // The position text, for tests and bug reports (it is what the command-line tool reads).
        let _ = self.canvas.set_attribute("data-position", &s.position_text());
    }
}

/// The level whose choice a hint shows.
const HINT_LEVEL: u8 = 2;

/// Starts looking for a hint for the human to act; it shows in the notice bar when found.
fn hint(app: &Shared) {
    let ticket = {
        let mut a = app.borrow_mut();
        if !a.human_may_act() {
            return;
        }
        // In a tutorial the hint is the move the step asks for.
        if let Some((_, step, _)) = a.lesson_step() {
            if let Some(action) = step.accept.first() {
                let throw_first = a.session.as_ref().is_some_and(|s| s.actor() == Actor::Chance);
                let args = [("action", (*action).into())];
                let text = if throw_first { tf("app-lesson-hint-throw", &args) } else { tf("app-lesson-hint", &args) };
                dom::notice(&a.doc, &text);
                let shown = if throw_first { None } else { a.preview(action) };
                drop(a);
                end_preview_later(app, shown);
                return;
            }
        }
        let seed = a.rng.next_u64();
        let Some(s) = a.session.as_ref() else { return };
        if s.outcome().is_some() || !matches!(s.actor(), Actor::Seat(_)) {
            return;
        }
        let thinker = s.thinker(HINT_LEVEL, seed);
        dom::notice(&a.doc, &t("app-hint-thinking"));
        a.hint.start(thinker)
    };
    let app = app.clone();
    scheduler::later(0, move || hint_slice(app, ticket));
}

/// One slice of the hint's thinking; it never plays, it only says.
fn hint_slice(app: Shared, ticket: Ticket) {
    let mut a = app.borrow_mut();
    if !a.hint.current(ticket) {
        return;
    }
    match a.hint.slice() {
        Slice::Pending => {
            drop(a);
            scheduler::later(0, move || hint_slice(app, ticket));
        }
        Slice::Done { action, .. } => {
            a.hint.finish();
            dom::notice(&a.doc, &tf("app-hint-shows", &[("action", action.as_str().into())]));
            let shown = a.preview(&action);
            drop(a);
            end_preview_later(&app, shown);
        }
        Slice::Nothing => a.hint.finish(),
    }
}

/// How long a hint shows on the board.
const PREVIEW_MS: i32 = 1800;

/// Ends preview `shown` when its time is up (unless something ended it already).
fn end_preview_later(app: &Shared, shown: Option<u32>) {
    let Some(n) = shown else { return };
    let app = app.clone();
    scheduler::later(PREVIEW_MS, move || {
        let mut a = app.borrow_mut();
        if a.preview.as_ref().is_some_and(|p| p.1 == n) {
            a.end_preview();
        }
    });
}

/// After every change: save, draw, and let the computer act if it is its turn.
pub fn after_change(app: &Shared) {
    let ticket = {
        let mut a = app.borrow_mut();
        a.preview = None;
        // A hint is for the position it was asked in.
        a.hint.stop();
        // A tutorial is never saved: the player's own game stays in storage.
        if let (Some(s), None) = (a.session.as_deref(), &a.lesson) {
            storage::save(s, &a.seats);
        }
        let go = a.computer_to_act() && !a.computer.is_thinking();
        let mut ticket = None;
        if go {
            let seed = a.rng.next_u64();
            let Some(s) = a.session.as_ref() else { return };
            let level = match s.actor() {
                Actor::Seat(seat) => policy::computer_level(&a.seats, seat).unwrap_or(0),
                Actor::Chance => 0,
            };
            let thinker = s.thinker(level, seed);
            ticket = Some(a.computer.start(thinker));
        }
        a.render();
        ticket
    };
    animate(app);
    if let Some(ticket) = ticket {
        let app = app.clone();
        scheduler::later(scheduler::FIRST_SLICE_MS, move || think_slice(app, ticket));
    }
}

/// One slice of the computer's thinking; reschedules itself until an action is found.
fn think_slice(app: Shared, ticket: Ticket) {
    let slice = {
        let mut a = app.borrow_mut();
        if !a.computer.current(ticket) {
            return;
        }
        if matches!(a.session.as_ref().map(|s| s.actor()), Some(Actor::Chance)) {
            a.throw_chance();
            Slice::Nothing
        } else {
            a.computer.slice()
        }
    };
    match slice {
        Slice::Pending => scheduler::later(0, move || think_slice(app, ticket)),
        Slice::Done { action, wait_ms } => {
            let app2 = app.clone();
            scheduler::later(wait_ms, move || {
                {
                    let mut a = app2.borrow_mut();
                    if !a.computer.current(ticket) {
                        return;
                    }
                    a.computer.finish();
                    a.play(&action);
                }
                after_change(&app2);
            });
        }
        Slice::Nothing => {
            app.borrow_mut().computer.finish();
            after_change(&app);
        }
    }
}

/// Redraws every frame while the view animates.
fn animate(app: &Shared) {
    {
        let mut a = app.borrow_mut();
        let running = a.view.as_ref().is_some_and(|v| v.animating());
        if !running {
            a.animating = false;
            return;
        }
        a.render();
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
            let more = a.view.as_ref().is_some_and(|v| v.animating());
            // The last frame is the still board, with its highlights.
            if more {
                a.render_board();
            } else {
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

/// Connects buttons, canvas, keys and resizing.
fn wire(app: &Shared) -> Result<(), JsValue> {
    let doc = app.borrow().doc.clone();
    let a = app.clone();
    on(&el(&doc, "game-cards")?, "click", move |e: web_sys::Event| {
        let target = e.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok());
        if let Some(card) = target.and_then(|t| t.closest(".game-card").ok().flatten()) {
            if let Some(id) = card.get_attribute("data-game") {
                let _ = a.borrow_mut().pick(&id);
            }
        }
    })?;
    let a = app.clone();
    on(&el(&doc, "lang")?, "change", move |e: web_sys::Event| {
        let code =
            e.target().and_then(|t| t.dyn_into::<web_sys::HtmlSelectElement>().ok()).map(|s| s.value());
        let Some(lang) = code.map(|c| Lang::from_tag(&c)) else { return };
        language::remember(lang);
        let a = a.clone();
        wasm_bindgen_futures::spawn_local(async move {
            match language::load(lang).await {
                Ok(()) => {
                    let _ = a.borrow_mut().show_language();
                }
                Err(why) => dom::notice(&a.borrow().doc, &why),
            }
        });
    })?;
    let a = app.clone();
    on(&el(&doc, "option-rows")?, "change", move |_| {
        let a = a.borrow();
        let _ = home::build_seats(&a.doc, &a.picked);
    })?;
    let a = app.clone();
    on(&el(&doc, "start")?, "click", move |_| {
        let r = a.borrow_mut().start_from_home();
        match r {
            Ok(()) => after_change(&a),
            Err(e) => dom::notice(&a.borrow().doc, &e),
        }
    })?;
    let a = app.clone();
    on(&el(&doc, "new-game")?, "click", move |_| {
        if a.borrow_mut().restart(false).is_ok() {
            after_change(&a);
        }
    })?;
    let a = app.clone();
    on(&el(&doc, "rematch")?, "click", move |_| {
        if a.borrow_mut().restart(true).is_ok() {
            after_change(&a);
        }
    })?;
    // "Games" in the panel and "New game" on the end banner: the new-game form of this game.
    for id in ["home-btn", "end-new-game"] {
        let a = app.clone();
        on(&el(&doc, id)?, "click", move |_| a.borrow_mut().back_home())?;
    }
    let a = app.clone();
    on(&el(&doc, "settings-btn")?, "click", move |_| {
        let a = a.borrow();
        let open = dom::show_state(&a.doc, "settings") != Some(true);
        settings::show(&a.doc);
        dom::show(&a.doc, "settings", open);
        let _ = el(&a.doc, "settings-btn").map(|b| b.set_attribute("aria-expanded", if open { "true" } else { "false" }));
    })?;
    let a = app.clone();
    on(&el(&doc, "settings-close")?, "click", move |_| {
        let a = a.borrow();
        dom::show(&a.doc, "settings", false);
        let _ = el(&a.doc, "settings-btn").map(|b| b.set_attribute("aria-expanded", "false"));
    })?;
    let a = app.clone();
    on(&el(&doc, "settings")?, "change", move |_| a.borrow_mut().apply_settings())?;
    let a = app.clone();
    on(&el(&doc, "open-rules")?, "click", move |_| {
        let mut a = a.borrow_mut();
        let id = a.picked.clone();
        a.show_rules(&id);
    })?;
    let a = app.clone();
    on(&el(&doc, "play-rules")?, "click", move |_| {
        let mut a = a.borrow_mut();
        let id = a.lesson.as_ref().map(|l| l.game.clone()).or_else(|| a.session.as_ref().map(|s| s.id().to_string()));
        if let Some(id) = id {
            a.show_rules(&id);
        }
    })?;
    let a = app.clone();
    on(&el(&doc, "rules-back")?, "click", move |_| a.borrow_mut().close_rules())?;
    let a = app.clone();
    on(&el(&doc, "rules-play")?, "click", move |_| {
        let mut a = a.borrow_mut();
        if let Some(id) = a.rules_game() {
            let _ = a.pick(&id);
        }
        a.show_home();
    })?;
    for button in ["open-tutorial", "rules-tutorial"] {
        let a = app.clone();
        on(&el(&doc, button)?, "click", move |_| {
            let id = {
                let a = a.borrow();
                if button == "rules-tutorial" { a.rules_game() } else { Some(a.picked.clone()) }
            };
            let started = id.is_some_and(|id| a.borrow_mut().start_lesson(&id, 0).is_ok());
            if started {
                after_change(&a);
            }
        })?;
    }
    let a = app.clone();
    on(&el(&doc, "lesson-next")?, "click", move |_| {
        let next = a.borrow().lesson.as_ref().map(|l| (l.game.clone(), l.step + 1));
        if let Some((id, step)) = next {
            if a.borrow_mut().start_lesson(&id, step).is_ok() {
                after_change(&a);
            }
        }
    })?;
    let a = app.clone();
    on(&el(&doc, "lesson-again")?, "click", move |_| {
        let again = a.borrow().lesson.as_ref().map(|l| (l.game.clone(), l.step));
        if let Some((id, step)) = again {
            if a.borrow_mut().start_lesson(&id, step).is_ok() {
                after_change(&a);
            }
        }
    })?;
    let a = app.clone();
    on(&el(&doc, "lesson-leave")?, "click", move |_| {
        let resumed = {
            let mut a = a.borrow_mut();
            a.leave_lesson();
            a.restore()
        };
        if resumed {
            after_change(&a);
        } else {
            a.borrow_mut().back_home();
        }
    })?;
    let a = app.clone();
    on(&el(&doc, "resign")?, "click", move |_| {
        a.borrow_mut().resign();
        after_change(&a);
    })?;
    let a = app.clone();
    on(&el(&doc, "offer-draw")?, "click", move |_| {
        a.borrow_mut().offer_draw();
        after_change(&a);
    })?;
    let a = app.clone();
    on(&el(&doc, "undo")?, "click", move |_| {
        a.borrow_mut().undo();
        after_change(&a);
    })?;
    let a = app.clone();
    on(&el(&doc, "confirm")?, "click", move |_| view_input(&a, |v, s, _| v.confirm(s)))?;
    let a = app.clone();
    on(&el(&doc, "hint")?, "click", move |_| hint(&a))?;
    let a = app.clone();
    on(&el(&doc, "back-step")?, "click", move |_| view_input(&a, |v, _, _| v.back()))?;
    let a = app.clone();
    let canvas = app.borrow().canvas.clone();
    on(&canvas, "pointerdown", move |e: web_sys::Event| {
        let Some(e) = e.dyn_ref::<web_sys::PointerEvent>() else { return };
        e.prevent_default();
        // A press on the board ends a hint's preview (the press then acts on the live game).
        a.borrow_mut().end_preview();
        let rect = a.borrow().canvas.get_bounding_client_rect();
        let (x, y) = (e.client_x() as f64 - rect.left(), e.client_y() as f64 - rect.top());
        view_input(&a, move |v, s, f| v.press(f, s, x, y));
    })?;
    let a = app.clone();
    let canvas = app.borrow().canvas.clone();
    on(&canvas, "pointermove", move |e: web_sys::Event| {
        let Some(e) = e.dyn_ref::<web_sys::PointerEvent>() else { return };
        let rect = a.borrow().canvas.get_bounding_client_rect();
        let (x, y) = (e.client_x() as f64 - rect.left(), e.client_y() as f64 - rect.top());
        if e.buttons() == 0 {
            // Pointing without pressing: the view may preview where a move would go.
            view_input(&a, move |v, s, f| v.hover(f, s, x, y));
        } else {
            view_input(&a, move |v, s, f| v.drag(f, s, x, y));
        }
    })?;
    // The keyboard cursor shows while the board has focus.
    for (event, focused) in [("focus", true), ("blur", false)] {
        let a = app.clone();
        let canvas = app.borrow().canvas.clone();
        on(&canvas, event, move |_| {
            let mut a = a.borrow_mut();
            a.frame.focused = focused;
            a.render_board();
        })?;
    }
    let a = app.clone();
    on(&doc, "keydown", move |e: web_sys::Event| {
        let Some(e) = e.dyn_ref::<web_sys::KeyboardEvent>() else { return };
        if dom::show_state(&a.borrow().doc, "play") != Some(true) {
            return;
        }
        let key = e.key();
        if matches!(key.as_str(), "ArrowUp" | "ArrowDown" | "ArrowLeft" | "ArrowRight" | " " | "Backspace") {
            e.prevent_default();
        }
        a.borrow_mut().end_preview();
        if key == "r" && !e.ctrl_key() && !e.meta_key() {
            a.borrow().describe();
            return;
        }
        if (e.ctrl_key() || e.meta_key()) && key == "z" {
            a.borrow_mut().undo();
            after_change(&a);
            return;
        }
        view_input(&a, move |v, s, _| v.key(s, &key));
    })?;
    let a = app.clone();
    let window = web_sys::window().ok_or("no window")?;
    on(&window, "resize", move |_| a.borrow_mut().resize())?;
    Ok(())
}

/// Passes an input to the game's view when a human may act, then applies what it asks for.
fn view_input(app: &Shared, f: impl FnOnce(&mut dyn BoardView, &dyn Session, Frame) -> ViewAction) {
    let changed = {
        let mut a = app.borrow_mut();
        if !a.human_may_act() {
            return;
        }
        let frame = a.frame;
        let App { view, session, .. } = &mut *a;
        let (Some(v), Some(s)) = (view.as_deref_mut(), session.as_deref()) else { return };
        let action = f(v, s, frame);
        let played = matches!(action, ViewAction::Play(_) | ViewAction::Chance);
        let redraw = a.handle(action);
        if redraw && !played {
            a.render();
        }
        played
    };
    if changed {
        after_change(app);
    }
}

/// A seed from the browser's crypto, for new games and the computer's choices.
fn entropy_seed() -> u64 {
    let mut b = [0u8; 8];
    if getrandom::getrandom(&mut b).is_err() {
        return 0x853c_49e6_748f_ea9b;
    }
    u64::from_le_bytes(b)
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
