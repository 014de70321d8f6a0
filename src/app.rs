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
use crate::shelf;
use crate::sound::{self, Cue};
use crate::dialog::{self, TextUse};
use crate::i18n;
use crate::library::{self, WriteError};
use crate::link::{self, Arrival};
use crate::view::{BoardView, Frame, ViewAction};
use crate::views::board_view;
use ludus_engine::core::{Actor, Rng, Setup};
use ludus_engine::record::Record;
use ludus_engine::games;
use ludus_engine::session::Session;
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Document, HtmlCanvasElement};

thread_local! {
    /// `guard_history` has stepped back out of the "inside" history entry and its `popstate`
    /// has not come yet.
    static UNWINDING: Cell<bool> = const { Cell::new(false) };
}

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
    /// Draws new games' seeds, throws and the computer's seeds; saved with each game so a
    /// reloaded game continues identically, and seeded by `?seed=` for replayable tests. It
    /// moves on once per action played (never per draw): what the computer or the throw draws
    /// in a position depends only on that position, however often the page asks.
    rng: Rng,
    /// The hints' seeds: apart, so asking for a hint never changes what the game draws next.
    hint_rng: Rng,
    /// The game picked on the home screen.
    picked: String,
    /// An animation-frame loop is running.
    animating: bool,
    /// The first screen is up: from now on screens keep the browser's history (`guard_history`).
    booted: bool,
    /// The tutorial step on screen, when the game is a tutorial's.
    lesson: Option<Lesson>,
    /// The rules page was opened from the play screen (Back returns there).
    rules_from_play: bool,
    /// A hint shown on the board: the game as it would be after the hinted action, drawn for a
    /// moment in place of the live one; the number tells a newer preview from an older one.
    preview: Option<(Box<dyn Session>, u32)>,
    /// The library entry of the game on screen and the revision this tab last read or wrote
    /// (`None` for a tutorial, which is never saved).
    saved: Option<(String, u32)>,
    /// What was last written: the number of actions and whether the game had ended.
    written: Option<(usize, bool)>,
    /// An earlier position of the game shown on the board, read-only.
    review: Option<Review>,
    /// The question the confirmation box asks, if it is open.
    ask: Option<Ask>,
    /// The game review under way: the computer judging each position in its own worker.
    critic: Option<crate::critic::Critic>,
    /// That worker, started the first time a review is asked for.
    critic_worker: Option<crate::worker::Worker>,
    /// Reviews asked so far: each one's jobs have ids of their own.
    reviews: u32,
    /// The review's verdict: the costliest actions of the game on screen.
    costly: Vec<crate::critic::Costly>,
}

/// Looking back at the game: the position after its first `at` actions.
struct Review {
    at: usize,
    shown: Box<dyn Session>,
    /// Stepping forward by itself ("Replay").
    playing: bool,
}

/// What the confirmation box asks before it is done.
enum Ask {
    NewGame,
    Resign,
    Leave,
    /// The other human player (this seat) is asked to accept a draw.
    Draw(usize),
    Remove(String),
    /// A link whose game differs from the copy in the library: keep it as another game?
    LinkAsNew(Box<dyn Session>, Vec<SeatKind>),
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
            rng: Rng::new(url_seed().unwrap_or_else(entropy_seed)),
            hint_rng: Rng::new(entropy_seed()),
            // The first game of the registry is picked until the player chooses.
            picked: games::all().first().map_or(String::new(), |g| g.id.to_string()),
            animating: false,
            booted: false,
            lesson: None,
            rules_from_play: false,
            preview: None,
            saved: None,
            written: None,
            review: None,
            ask: None,
            critic: None,
            critic_worker: None,
            reviews: 0,
            costly: Vec::new(),
        }));
        crate::paint::set_speed(settings::current().motion.speed());
        // The computer thinks in its worker; the replies come back here.
        let weak = Rc::downgrade(&app);
        let worker = crate::worker::Worker::new(move |reply| {
            if let Some(app) = weak.upgrade() {
                worker_reply(&app, reply);
            }
        });
        app.borrow_mut().computer.attach(worker);
        // Hints think in a worker of their own, so asking never delays the computer's turn.
        let weak = Rc::downgrade(&app);
        let worker = crate::worker::Worker::new(move |reply| {
            if let Some(app) = weak.upgrade() {
                hint_reply(&app, reply);
            }
        });
        app.borrow_mut().hint.attach(worker);
        wire(&app)?;
        {
            let mut a = app.borrow_mut();
            language::apply(&a.doc);
            home::build_cards(&a.doc)?;
            let picked = a.picked.clone();
            a.pick(&picked)?;
        }
        let resumed = app.borrow_mut().resume_at_start();
        if resumed {
            after_change(&app);
        } else {
            app.borrow_mut().show_home();
        }
        app.borrow_mut().booted = true;
        Ok(app)
    }

    /// At start: the game of a link in the address, else the game this tab had open (a
    /// reload), else none (the home screen lists the library). The one-slot save of older
    /// builds moves into the library first.
    fn resume_at_start(&mut self) -> bool {
        if let Some(id) = library::adopt_legacy() {
            library::set_open_here(Some(&id));
        }
        if let Some(payload) = link::fragment() {
            link::clear_fragment();
            return self.open_link(&payload);
        }
        // The game this tab had open, unless it has left the library since (removed in
        // another tab, or storage cleared): then the home screen, with nothing to say.
        match library::open_here() {
            Some(id) if library::read(&id).is_some() => self.resume(&id),
            _ => false,
        }
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
        self.leave_review();
        // A reload now shows the home screen too.
        library::set_open_here(None);
        self.show_screen("home");
        self.show_library();
    }

    /// The library on the home screen (again, after a change in it).
    fn show_library(&self) {
        let _ = shelf::show(&self.doc, self.frame);
    }

    /// Shows one of the three screens: "home", "rules" or "play".
    fn show_screen(&self, screen: &str) {
        for s in ["home", "rules", "play"] {
            dom::show(&self.doc, s, s == screen);
        }
        self.guard_history();
        // A new screen starts at its top (on a phone the Start button is far down the form).
        if let Some(w) = web_sys::window() {
            w.scroll_to_with_x_and_y(0.0, 0.0);
        }
    }

    /// One history entry stands for "inside" (a game or a rules page), so that the browser's
    /// Back (a phone's back button) goes back in the app (`wire`), not off the site. Not while
    /// the page loads: a history step taken then cancels a navigation the page is part of. In
    /// a task of its own: a history step lays the page out (the scroll it keeps), which in the
    /// task that switched screens passed 50 ms on a busy machine.
    fn guard_history(&self) {
        if !self.booted {
            return;
        }
        let doc = self.doc.clone();
        dom::later(0, move || {
            let Some(h) = web_sys::window().and_then(|w| w.history().ok()) else { return };
            let inside = h.state().is_ok_and(|s| s.is_truthy());
            let home = dom::show_state(&doc, "home") == Some(true);
            if !home && !inside {
                let _ = h.push_state(&JsValue::TRUE, "");
            } else if home && inside {
                // Our own step back: its `popstate` comes later, maybe once the player has
                // started another game, which it must not leave.
                UNWINDING.with(|u| u.set(true));
                let _ = h.back();
            }
        });
    }

    /// Out of the game on screen, to the home screen: asked first if the game is on.
    fn leave(&mut self) {
        if self.in_progress() {
            self.ask(Ask::Leave);
        } else {
            self.back_home();
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

    /// The seed of a draw (`salt`: the computer's or the throw's) in the position on screen:
    /// the generator's state and the number of actions, so asking again in the same position
    /// (a re-render, a reload) draws the same.
    fn position_seed(&self, salt: u64) -> u64 {
        let plies = self.session.as_deref().map_or(0, |s| s.history_len() as u64);
        Rng::new(self.rng.state() ^ plies.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ salt).next_u64()
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

    /// A new game, kept in the library as a new entry at its first save.
    /// Its board is sized and drawn by `after_change_soon`, which every caller runs next.
    fn begin(&mut self, id: &str, setup: Setup, seats: Vec<SeatKind>) -> Result<(), String> {
        let session = games::new_session(id, setup)?;
        self.place(session, seats)
    }

    /// Puts `session` on the play screen. It is not in the library until saved (`save` gives
    /// it a new entry unless `saved` is set after this).
    fn install(&mut self, session: Box<dyn Session>, seats: Vec<SeatKind>) -> Result<(), String> {
        self.place(session, seats)?;
        self.resize();
        Ok(())
    }

    /// `install` but for the board's size and drawing.
    fn place(&mut self, session: Box<dyn Session>, mut seats: Vec<SeatKind>) -> Result<(), String> {
        let view = board_view(session.id()).ok_or("this game cannot be drawn yet")?;
        seats.resize(session.seats(), SeatKind::Human);
        self.computer.stop();
        self.drop_review();
        self.picked = session.id().to_string();
        self.session = Some(session);
        self.view = Some(view);
        self.seats = seats;
        self.lesson = None;
        self.review = None;
        self.saved = None;
        self.written = None;
        self.show_screen("play");
        // No earlier game's board for a frame, should one be shown before the new is drawn.
        self.painter.ctx.clear_rect(0.0, 0.0, 1e5, 1e5);
        Ok(())
    }

    /// Opens game `id` of the library. One that cannot be opened stays in the library, and
    /// the player is told why.
    fn resume(&mut self, id: &str) -> bool {
        match library::open(id) {
            Ok((session, seats, rev, rng)) => {
                if self.install(session, seats).is_err() {
                    return false;
                }
                if let Some(state) = rng {
                    self.rng = Rng::new(state);
                }
                self.saved = Some((id.to_string(), rev));
                self.written = self.session.as_deref().map(progress);
                library::set_open_here(Some(id));
                true
            }
            Err(damage) => {
                dom::notice(&self.doc, &shelf::damage_words(&damage));
                library::set_open_here(None);
                false
            }
        }
    }

    /// Writes the game on screen to its library entry (a tutorial is never saved). Another
    /// tab's newer write of the same game is never overwritten: this tab's game becomes a game
    /// of its own. A write the browser refuses is said at once.
    fn save(&mut self) {
        if self.lesson.is_some() {
            return;
        }
        let Some(s) = self.session.as_deref() else { return };
        let now = progress(s);
        if self.written == Some(now) {
            return;
        }
        let (id, rev) = match &self.saved {
            Some((id, rev)) => (id.clone(), Some(*rev)),
            None => (library::new_id(), None),
        };
        let (id, result) = match library::write(&id, rev, s, &self.seats, self.rng.state()) {
            Err(WriteError::Conflict) => {
                let new = library::new_id();
                let r = library::write(&new, None, s, &self.seats, self.rng.state());
                if r.is_ok() {
                    dom::notice(&self.doc, &t("app-save-conflict"));
                }
                (new, r)
            }
            r => (id, r),
        };
        match result {
            Ok(r) => {
                library::set_open_here(Some(&id));
                self.saved = Some((id, r));
                self.written = Some(now);
            }
            Err(_) => dom::notice(&self.doc, &t("app-save-refused")),
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
        let mut rng = Rng::new(self.position_seed(THROW_SALT));
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
                // Once per action, like a move: a call with no throw due draws nothing.
                self.rng.next_u64();
                if let Some(v) = self.view.as_mut() {
                    v.reset();
                    v.played(s.as_ref());
                }
            }
        }
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

    /// An action's record text in the player's language, as the move list shows it
    /// (`GameView::shown`).
    fn action_words(&self, text: &str) -> String {
        self.view.as_deref().map_or_else(|| text.to_owned(), |v| v.shown(text))
    }

    /// Tells screen readers what was just played, and how the game ended if it did.
    fn announce_last(&self) {
        let Some(s) = self.session.as_deref() else { return };
        let Some((actor, action)) = s.history_len().checked_sub(1).and_then(|i| s.action(i)) else { return };
        let action = self.action_words(action);
        let mut text = match actor {
            Actor::Seat(seat) => {
                let seat = panel::seat_names(s).get(seat).cloned().unwrap_or_default();
                tf("app-announce-played", &[("seat", seat.into()), ("action", action.into())])
            }
            // The throw says what it is ("throw 2").
            Actor::Chance => action,
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
                self.rng.next_u64();
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
        // Undo acts on the live game, which is shown again.
        self.leave_review();
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
        let thrower = self.human_thrower();
        let Some(s) = self.session.as_mut() else { return };
        if policy::resign(s.as_mut(), &self.seats, thrower) {
            self.computer.stop();
            dom::set_text(&self.doc, "announce", &self.end_words().unwrap_or_default());
        }
    }

    fn offer_draw(&mut self) {
        let Some(s) = self.session.as_mut() else { return };
        match policy::offer_draw(s.as_mut(), &self.seats) {
            DrawOffer::Declined => dom::notice(&self.doc, &t("app-draw-declined")),
            DrawOffer::AskSeat(seat) => self.ask(Ask::Draw(seat)),
            DrawOffer::NotNow => {}
        }
    }

    /// Whether the game on screen is on and has begun: leaving or replacing it asks first.
    fn in_progress(&self) -> bool {
        self.lesson.is_none() && self.session.as_deref().is_some_and(|s| s.outcome().is_none() && s.history_len() > 0)
    }

    // ---- questions ----

    /// Opens the confirmation box with `question`.
    fn ask(&mut self, question: Ask) {
        let names = self.session.as_deref().map(panel::seat_names).unwrap_or_default();
        let name = |seat: usize| names.get(seat).cloned().unwrap_or_default();
        let (text, yes, no) = match &question {
            Ask::NewGame => (t("app-ask-new-game"), t("app-new-game"), t("app-cancel")),
            Ask::Resign => (t("app-ask-resign"), t("app-resign"), t("app-cancel")),
            Ask::Leave => (t("app-ask-leave"), t("app-ask-leave-yes"), t("app-cancel")),
            Ask::Draw(seat) => (
                tf("app-ask-draw", &[("offerer", name(1 - seat.min(&1)).into()), ("seat", name(*seat).into())]),
                t("app-ask-draw-yes"),
                t("app-ask-draw-no"),
            ),
            Ask::Remove(_) => (t("app-ask-remove"), t("app-remove"), t("app-cancel")),
            Ask::LinkAsNew(..) => (t("app-ask-link-as-new"), t("app-ask-link-as-new-yes"), t("app-cancel")),
        };
        dialog::ask(&self.doc, &text, &yes, &no);
        self.ask = Some(question);
    }

    /// The player's answer; true when the game on screen changed.
    fn answer(&mut self, yes: bool) -> bool {
        dialog::close_ask(&self.doc);
        let Some(question) = self.ask.take() else { return false };
        match (question, yes) {
            (Ask::NewGame, true) => self.restart(false).is_ok(),
            (Ask::Resign, true) => {
                self.resign();
                true
            }
            (Ask::Leave, true) => {
                self.back_home();
                false
            }
            (Ask::Draw(_), true) => {
                let agreed = self.session.as_mut().is_some_and(|s| policy::accept_draw(s.as_mut()));
                if agreed {
                    dom::set_text(&self.doc, "announce", &self.end_words().unwrap_or_default());
                }
                agreed
            }
            (Ask::Draw(seat), false) => {
                let names = self.session.as_deref().map(panel::seat_names).unwrap_or_default();
                let who = names.get(seat).cloned().unwrap_or_default();
                dom::notice(&self.doc, &tf("app-draw-refused", &[("seat", who.into())]));
                false
            }
            (Ask::Remove(id), true) => {
                library::remove(&id);
                if self.saved.as_ref().is_some_and(|(s, _)| *s == id) {
                    self.saved = None;
                    self.session = None;
                    self.view = None;
                    library::set_open_here(None);
                }
                self.show_library();
                false
            }
            (Ask::LinkAsNew(session, seats), true) => self.arrive(session, seats, None),
            _ => false,
        }
    }

    // ---- review ----

    /// Shows the position after the first `at` actions, read-only (the live game goes on
    /// where it was). Stepping one action forward plays it on the board.
    fn review_at(&mut self, at: usize) {
        let Some(s) = self.session.as_deref() else { return };
        let at = at.min(s.history_len());
        let (from, playing) = self.review.as_ref().map_or((usize::MAX, false), |r| (r.at, r.playing));
        let shown = s.prefix(at);
        self.preview = None;
        self.computer.stop();
        self.hint.stop();
        if let Some(v) = self.view.as_mut() {
            v.reset();
            if from.checked_add(1) == Some(at) {
                v.played(shown.as_ref());
            }
        }
        self.review = Some(Review { at, shown, playing });
        self.render();
    }

    /// Back to the live game.
    fn leave_review(&mut self) {
        if self.review.take().is_some() {
            if let Some(v) = self.view.as_mut() {
                v.reset();
            }
        }
    }

    /// Review keys: ←/→ one action, Home/End the start and the end, Escape the live game.
    /// True when the key was one of them.
    fn review_key(&mut self, key: &str) -> bool {
        let Some(at) = self.review.as_ref().map(|r| r.at) else { return false };
        if let Some(r) = self.review.as_mut() {
            r.playing = false;
        }
        match key {
            "ArrowLeft" => self.review_at(at.saturating_sub(1)),
            "ArrowRight" => self.review_at(at + 1),
            "Home" => self.review_at(0),
            "End" => self.review_at(usize::MAX),
            "Escape" => self.leave_review(),
            _ => return false,
        }
        true
    }

    /// "Continue from here": the position under review becomes a new game in the library,
    /// with the same players; the game it came from stays as it was.
    fn branch(&mut self) -> bool {
        let Some(r) = self.review.take() else { return false };
        let seats = self.seats.clone();
        let ok = self.install(r.shown, seats).is_ok();
        if ok {
            dom::notice(&self.doc, &t("app-branch-started"));
        }
        ok
    }

    /// The review bar: where the player is in the game, and the ways on and back.
    fn show_review(&self) {
        let Some(r) = &self.review else {
            dom::show(&self.doc, "review-bar", false);
            dom::toggle_class(&self.doc, "play", "reviewing", false);
            return;
        };
        let n = self.session.as_deref().map_or(0, |s| s.history_len());
        dom::show(&self.doc, "review-bar", true);
        dom::toggle_class(&self.doc, "play", "reviewing", true);
        // The board is the one to watch: the end banner would cover it.
        dom::show(&self.doc, "end-banner", false);
        let mut at = tf("app-review-at", &[("at", (r.at as f64).into()), ("count", (n as f64).into())]);
        // The action just shown was one of the costliest (the game review): say what was better,
        // for touch screens, where a title never shows.
        if let Some(c) = r.at.checked_sub(1).and_then(|i| self.costly.iter().find(|c| c.index == i)) {
            at.push_str(" — ");
            let better = self.action_words(&c.better);
            at.push_str(&tf("app-analysis-better", &[("action", better.into())]));
        }
        dom::set_text(&self.doc, "review-at", &at);
        dom::enable(&self.doc, "rv-start", r.at > 0);
        dom::enable(&self.doc, "rv-back", r.at > 0);
        dom::enable(&self.doc, "rv-next", r.at < n);
        dom::enable(&self.doc, "rv-end", r.at < n);
        dom::show(&self.doc, "rv-branch", r.at < n && self.lesson.is_none());
    }

    // ---- records and links ----

    /// The record of the game on screen.
    fn record(&self) -> Option<Record> {
        let s = self.session.as_deref()?;
        let mut r = Record::of(s, &library::record_seats(&self.seats));
        r.id = self.saved.as_ref().map(|(id, _)| id.clone());
        Some(r)
    }

    fn export(&self) {
        let (Some(r), Some(s)) = (self.record(), self.session.as_deref()) else { return };
        dialog::show_text(&self.doc, TextUse::Export, &t("app-export-title"), &t("app-export-help"), &r.write_from(s));
    }

    /// The game as a file name: `ludus-abalone-2026-11-24.txt`.
    fn file_name(&self) -> String {
        let game = self.session.as_deref().map_or("game", |s| s.id());
        let date: String = js_sys::Date::new_0().to_iso_string().as_string().unwrap_or_default().chars().take(10).collect();
        format!("ludus-{game}-{date}.txt")
    }

    /// "Send": a link to the game as it is now, for the other player.
    fn send(&mut self) {
        self.save();
        let Some(r) = self.record() else { return };
        match r.to_link() {
            Ok(payload) => dialog::show_text(&self.doc, TextUse::Link, &t("app-send-title"), &t("app-send-help"), &link::url(&payload)),
            Err(e) => dom::notice(&self.doc, &i18n::record::words(&e)),
        }
    }

    /// Imports the record in the text box: a new game in the library, on screen.
    fn import(&mut self, text: &str) -> bool {
        let replayed = Record::read(text).and_then(|r| r.replay().map(|s| (s, r.seats)));
        match replayed {
            Ok((session, seats)) => {
                dialog::close_text(&self.doc);
                let ok = self.install(session, library::app_seats(&seats)).is_ok();
                if ok {
                    dom::notice(&self.doc, &t("app-imported"));
                }
                ok
            }
            Err(e) => {
                dialog::text_error(&self.doc, &i18n::record::words(&e));
                false
            }
        }
    }

    /// Opens the game of a link: checked action by action, then matched with the player's copy
    /// (same library id). A link that moves the game on replaces the copy and plays its last
    /// action on the board; any other is refused with the reason, and the copy stays.
    fn open_link(&mut self, payload: &str) -> bool {
        let arrived = Record::from_link(payload).and_then(|r| r.replay().map(|s| (s, r)));
        let (theirs, record) = match arrived {
            Ok(x) => x,
            Err(e) => {
                dom::notice(&self.doc, &tf("app-link-bad", &[("why", i18n::record::words(&e).into())]));
                return false;
            }
        };
        let seats = library::app_seats(&record.seats);
        let Some(id) = record.id.clone() else { return self.arrive(theirs, seats, None) };
        match library::read(&id) {
            None => self.arrive(theirs, seats, Some((id, None))),
            Some(library::Item::Game(mine)) => {
                let Ok(copy) = mine.record.replay() else {
                    self.ask(Ask::LinkAsNew(theirs, seats));
                    return false;
                };
                match link::compare(copy.as_ref(), theirs.as_ref()) {
                    Arrival::Extends | Arrival::Same => self.arrive(theirs, seats, Some((id, Some(mine.rev)))),
                    Arrival::Older => {
                        let resumed = self.resume(&id);
                        dom::notice(&self.doc, &t("app-link-older"));
                        resumed
                    }
                    Arrival::Differs(at) => {
                        let resumed = self.resume(&id);
                        dom::notice(&self.doc, &tf("app-link-differs", &[("at", (at as f64).into())]));
                        self.ask(Ask::LinkAsNew(theirs, seats));
                        resumed
                    }
                }
            }
            Some(library::Item::Damaged { .. }) => {
                self.ask(Ask::LinkAsNew(theirs, seats));
                false
            }
        }
    }

    /// Puts a game from a link on screen, as library entry `entry` (id and the revision it
    /// replaces; `None`: a new entry), its last action played on the board.
    fn arrive(&mut self, game: Box<dyn Session>, seats: Vec<SeatKind>, entry: Option<(String, Option<u32>)>) -> bool {
        let n = game.history_len();
        let last = n.checked_sub(1).and_then(|i| game.action(i)).map(|(_, a)| a.to_string());
        let agreed = if game.ended_by_agreement() { game.outcome() } else { None };
        let before = game.prefix(n.saturating_sub(1));
        if self.install(before, seats).is_err() {
            return false;
        }
        if let Some(last) = last {
            self.play(&last);
        }
        if let (Some(o), Some(s)) = (agreed, self.session.as_mut()) {
            s.end_by_agreement(o);
        }
        match entry {
            Some((id, Some(rev))) => self.saved = Some((id, rev)),
            Some((id, None)) => {
                // A new entry under the link's id, so the next link of this game finds it.
                if let Some(s) = self.session.as_deref() {
                    if let Ok(r) = library::write(&id, None, s, &self.seats, self.rng.state()) {
                        self.written = Some(progress(s));
                        library::set_open_here(Some(&id));
                        self.saved = Some((id, r));
                    }
                }
            }
            None => {}
        }
        true
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
        !lesson_done && self.review.is_none() && !self.computer.is_thinking() && !self.computer_to_act()
    }

    // ---- drawing ----

    fn resize(&mut self) {
        self.fit();
        self.render();
    }

    /// The canvas sized to the board's room, blank.
    fn fit(&mut self) {
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

    /// Redraws the canvas only (animation frames: the panel has not changed).
    fn render_board(&self) {
        let Some(v) = self.view.as_deref() else { return };
        if let Some(shown) = self.shown() {
            v.draw(&self.painter, self.frame, shown, false);
        } else if let Some(s) = self.session.as_deref() {
            v.draw(&self.painter, self.frame, s, self.human_may_act());
        }
    }

    /// A position drawn in place of the live game: the one under review, or a hint's.
    fn shown(&self) -> Option<&dyn Session> {
        match (&self.review, &self.preview) {
            (Some(r), _) => Some(r.shown.as_ref()),
            (None, Some(p)) => Some(p.0.as_ref()),
            (None, None) => None,
        }
    }

    /// Forgets the game review (the game on screen changed): its worker stops at once.
    fn drop_review(&mut self) {
        if self.critic.take().is_some() {
            if let Some(w) = &self.critic_worker {
                w.cancel();
            }
        }
        self.costly.clear();
    }

    /// Shows `action` on the board for a moment: the game drawn as it would be after it (the
    /// view marks it as the last move), then the live game again.
    fn preview(&mut self, action: &str) -> Option<u32> {
        let s = self.session.as_deref()?;
        let mut after = s.prefix(s.history_len());
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
        match self.shown() {
            Some(shown) => v.draw(&self.painter, self.frame, shown, false),
            None => v.draw(&self.painter, self.frame, s, interactive),
        }
        let shown = panel::Match {
            session: s,
            view: v,
            seats: &self.seats,
            computer: self.computer.is_thinking() || self.computer_to_act(),
            thinking_s: self.computer.thinking_for_ms().map(|ms| (ms / 1000.0) as u32).filter(|&s| s >= 1),
            waiting: self.review.is_some() && self.computer_to_act() && !self.computer.is_thinking(),
            human_thrower: self.human_thrower(),
        };
        let turn = panel::show(&self.doc, &shown);
        panel::show_moves(&self.doc, s, v, self.review.as_ref().map(|r| r.at), &self.costly);
        let over = s.outcome().is_some() || self.review.is_some();
        dom::show(&self.doc, "analyse", over && self.lesson.is_none() && s.seats() == 2);
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
}

/// "Analyse": the computer judges every position of the game in a worker, one job after the
/// other (`critic`), and marks the costliest actions in the move list.
fn start_review(app: &Shared) {
    let mut a = app.borrow_mut();
    if a.critic.is_some() {
        return;
    }
    let worker = match &a.critic_worker {
        Some(w) => w.clone(),
        None => {
            let weak = Rc::downgrade(app);
            let w = crate::worker::Worker::new(move |reply| {
                if let Some(app) = weak.upgrade() {
                    review_reply(&app, reply);
                }
            });
            a.critic_worker = Some(w.clone());
            w
        }
    };
    if !worker.available() {
        dom::notice(&a.doc, &t("app-analysis-unavailable"));
        return;
    }
    a.reviews = a.reviews.wrapping_add(1);
    let base = a.reviews.wrapping_mul(1 << 20);
    let seed = a.hint_rng.next_u64();
    let Some(s) = a.session.as_deref() else { return };
    let Some(critic) = crate::critic::Critic::new(s, worker, seed, base) else {
        dom::notice(&a.doc, &t("app-analysis-seats"));
        return;
    };
    a.costly.clear();
    a.critic = Some(critic);
    a.advance_review();
    a.render();
}

/// A verdict from the review's worker: record it and send the next position.
fn review_reply(app: &Shared, (id, reply): crate::worker::Reply) {
    let mut a = app.borrow_mut();
    let Some(critic) = a.critic.as_mut() else { return };
    if !critic.take_reply(id, reply) {
        return;
    }
    a.advance_review();
    a.render();
}

impl App {
    /// Sends the review's next position, or shows its verdict once all are judged.
    fn advance_review(&mut self) {
        let Some(critic) = self.critic.as_mut() else { return };
        match critic.advance() {
            crate::critic::Progress::Judging { done, total } => {
                let args = [("done", (done as f64).into()), ("total", (total as f64).into())];
                dom::notice(&self.doc, &tf("app-analysing", &args));
            }
            crate::critic::Progress::Done(costly) => {
                self.critic = None;
                let words = if costly.is_empty() { t("app-analysis-clean") } else { t("app-analysis-done") };
                dom::notice(&self.doc, &words);
                self.costly = costly;
            }
        }
    }
}

/// The level whose choice a hint shows: on the main thread, in slices…
const HINT_LEVEL: u8 = 2;
/// … and in the hint's worker, where thinking longer costs the page nothing: Master's search
/// for Expert's time (`api::worker_think`), so the player waits at most 3 s.
const HINT_LEVEL_IN_WORKER: u8 = 4;

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
        let seed = a.hint_rng.next_u64();
        let Some(s) = a.session.as_ref() else { return };
        if s.outcome().is_some() || !matches!(s.actor(), Actor::Seat(_)) {
            return;
        }
        dom::notice(&a.doc, &t("app-hint-thinking"));
        if a.hint.uses_worker() {
            let job = job_for(s.as_ref(), HINT_LEVEL_IN_WORKER, seed, true);
            a.hint.start_in_worker(job);
            return;
        }
        let mut thinker = s.thinker(HINT_LEVEL, seed);
        thinker.steady();
        a.hint.start(thinker, HINT_LEVEL)
    };
    let app = app.clone();
    scheduler::later(0, move || hint_slice(app, ticket));
}

/// A decision for the worker: the position on screen, its options, the level and the seed; the
/// computer's move, or advice (`steady`: a hint, never one of the level's slips).
fn job_for(s: &dyn Session, level: u8, seed: u64, steady: bool) -> crate::worker::Job {
    crate::worker::Job {
        id: 0,
        game: s.id().to_string(),
        position: s.position_text(),
        options: s.setup().options.clone(),
        level,
        seed,
        analyse: false,
        steady,
    }
}

/// The hint's worker answered: show the action, unless the position has changed since. A
/// failed worker leaves the hint to the page, asked again.
fn hint_reply(app: &Shared, (id, reply): crate::worker::Reply) {
    let mut a = app.borrow_mut();
    if !a.hint.current(Ticket::of_reply(id)) {
        return;
    }
    a.hint.finish();
    match reply {
        Ok(action) => {
            dom::notice(&a.doc, &tf("app-hint-shows", &[("action", action.as_str().into())]));
            let shown = a.preview(&action);
            drop(a);
            end_preview_later(app, shown);
        }
        Err(_) => {
            drop(a);
            hint(app);
        }
    }
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
        a.save();
        // The computer waits while the player looks back at the game.
        let go = a.computer_to_act() && !a.computer.is_thinking() && a.review.is_none();
        let mut ticket = None;
        if go {
            let seed = a.position_seed(COMPUTER_SALT);
            let Some(s) = a.session.as_ref() else { return };
            let level = match s.actor() {
                Actor::Seat(seat) => policy::computer_level(&a.seats, seat).unwrap_or(0),
                Actor::Chance => 0,
            };
            if matches!(s.actor(), Actor::Seat(_)) && a.computer.uses_worker() {
                let job = job_for(s.as_ref(), level, seed, false);
                let ticket = a.computer.start_in_worker(job);
                tick_while_thinking(app.clone(), ticket);
            } else {
                // Throws, and where there is no worker: thinking in slices here.
                let thinker = s.thinker(level, seed);
                ticket = Some(a.computer.start(thinker, level));
            }
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

/// For a game just put on screen: the board sized to the new screen and drawn, then
/// `after_change`, each in a task of its own. The screen switch, its layout, the first drawing,
/// the save, the panel and the computer's first job together passed 50 ms on a busy two-core
/// machine, and the main thread must never block that long.
fn after_change_soon(app: &Shared) {
    let app = app.clone();
    dom::later(0, move || {
        // The board only: `after_change` fills the panel.
        let mut a = app.borrow_mut();
        a.fit();
        a.render_board();
        drop(a);
        dom::later(0, move || after_change(&app));
    });
}

/// While the computer thinks in its worker, the panel says for how long, once a second.
fn tick_while_thinking(app: Shared, ticket: Ticket) {
    scheduler::later(1000, move || {
        let Ok(a) = app.try_borrow() else { return };
        if !a.computer.current(ticket) || a.computer.thinking_for_ms().is_none() {
            return;
        }
        a.render();
        drop(a);
        tick_while_thinking(app, ticket);
    });
}

/// Plays the computer's `action` after `wait_ms`, if its thinking still belongs to the game.
fn play_computer_action(app: &Shared, ticket: Ticket, action: String, wait_ms: i32) {
    let app = app.clone();
    scheduler::later(wait_ms, move || {
        {
            let mut a = app.borrow_mut();
            if !a.computer.current(ticket) {
                return;
            }
            a.computer.finish();
            a.play(&action);
        }
        after_change(&app);
    });
}

/// The worker's answer: the computer's action, unless the game has moved on since. If the
/// worker failed, the computer thinks again here, in slices.
fn worker_reply(app: &Shared, (id, reply): crate::worker::Reply) {
    let ticket = Ticket::of_reply(id);
    let wait_ms = {
        let a = app.borrow();
        if !a.computer.current(ticket) {
            return;
        }
        a.computer.reply_wait_ms()
    };
    match reply {
        Ok(action) => play_computer_action(app, ticket, action, wait_ms),
        Err(_) => {
            app.borrow_mut().computer.finish();
            after_change(app);
        }
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
        Slice::Done { action, wait_ms } => play_computer_action(&app, ticket, action, wait_ms),
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
            Ok(()) => after_change_soon(&a),
            Err(e) => dom::notice(&a.borrow().doc, &e),
        }
    })?;
    let a = app.clone();
    on(&el(&doc, "new-game")?, "click", move |_| {
        let mut b = a.borrow_mut();
        if b.in_progress() {
            b.ask(Ask::NewGame);
        } else if b.restart(false).is_ok() {
            drop(b);
            after_change_soon(&a);
        }
    })?;
    let a = app.clone();
    on(&el(&doc, "rematch")?, "click", move |_| {
        if a.borrow_mut().restart(true).is_ok() {
            after_change_soon(&a);
        }
    })?;
    // "Games" in the panel and "New game" on the end banner: the home screen, with the
    // new-game form of this game. Leaving a game on asks first.
    for id in ["home-btn", "end-new-game"] {
        let a = app.clone();
        on(&el(&doc, id)?, "click", move |_| a.borrow_mut().leave())?;
    }
    // The browser's Back, inside (`guard_history`): out of the rules page, else out of the
    // game; should the player stay (a rules page over a game, a game they keep), inside again.
    let a = app.clone();
    on(&web_sys::window().ok_or("no window")?, "popstate", move |_| {
        // The step back `guard_history` took itself, not the player's Back.
        if UNWINDING.with(|u| u.replace(false)) {
            a.borrow().guard_history();
            return;
        }
        // A link opened in this tab is a step of history too (`#game=…`): not a Back.
        if web_sys::window().and_then(|w| w.location().hash().ok()).is_some_and(|h| !h.is_empty()) {
            return;
        }
        let mut a = a.borrow_mut();
        if dom::show_state(&a.doc, "rules") == Some(true) {
            a.close_rules();
        } else if dom::show_state(&a.doc, "play") == Some(true) {
            a.leave();
        }
        a.guard_history();
    })?;
    wire_library(app, &doc)?;
    wire_review(app, &doc)?;
    wire_boxes(app, &doc)?;
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
            library::open_here().is_some_and(|id| a.resume(&id))
        };
        if resumed {
            after_change(&a);
        } else {
            a.borrow_mut().back_home();
        }
    })?;
    let a = app.clone();
    on(&el(&doc, "resign")?, "click", move |_| {
        let mut a = a.borrow_mut();
        let thrower = a.human_thrower();
        let may = a.session.as_deref().is_some_and(|s| policy::may_resign(s, &a.seats, thrower).is_some());
        if may {
            a.ask(Ask::Resign);
        }
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
        let key = e.key();
        // The boxes over the page take their own keys (Escape closes them), on any screen.
        if dialog::asking(&a.borrow().doc) || dialog::text_use(&a.borrow().doc).is_some() {
            if key == "Escape" {
                let changed = a.borrow_mut().answer(false);
                dialog::close_text(&a.borrow().doc);
                if changed {
                    after_change(&a);
                }
            }
            return;
        }
        if dom::show_state(&a.borrow().doc, "play") != Some(true) {
            return;
        }
        if matches!(key.as_str(), "ArrowUp" | "ArrowDown" | "ArrowLeft" | "ArrowRight" | " " | "Backspace") {
            e.prevent_default();
        }
        a.borrow_mut().end_preview();
        // Looking back: the arrows, Home and End step through the game. From the move list
        // they start a review; on the board they move its cursor.
        let in_moves = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .is_some_and(|t| t.closest("#move-list").ok().flatten().is_some());
        if in_moves && a.borrow().review.is_none() && matches!(key.as_str(), "ArrowLeft" | "Home") {
            let n = a.borrow().session.as_deref().map_or(0, |s| s.history_len());
            a.borrow_mut().review_at(if key == "Home" { 0 } else { n.saturating_sub(1) });
            e.prevent_default();
            return;
        }
        let stepped = a.borrow_mut().review_key(&key);
        if stepped {
            e.prevent_default();
            if a.borrow().review.is_none() {
                after_change(&a);
            }
            return;
        }
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

/// The library on the home screen: resume a game, remove one, export a damaged one, import.
/// Another tab's change to the library shows at once.
fn wire_library(app: &Shared, doc: &Document) -> Result<(), JsValue> {
    let a = app.clone();
    on(&el(doc, "library-list")?, "click", move |e: web_sys::Event| {
        let Some(target) = e.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else { return };
        let Some(button) = target.closest("button").ok().flatten() else { return };
        let id = button.get_attribute("data-id").unwrap_or_default();
        match button.get_attribute("data-do").as_deref() {
            Some("resume") => {
                let resumed = a.borrow_mut().resume(&id);
                if resumed {
                    after_change(&a);
                } else {
                    a.borrow().show_library();
                }
            }
            Some("remove") => a.borrow_mut().ask(Ask::Remove(id)),
            Some("raw") => {
                let raw = library::raw(&id).unwrap_or_default();
                let doc = &a.borrow().doc;
                dialog::show_text(doc, TextUse::Export, &t("app-damaged-title"), &t("app-damaged-help"), &raw);
            }
            _ => {}
        }
    })?;
    let a = app.clone();
    on(&el(doc, "import-btn")?, "click", move |_| {
        let doc = &a.borrow().doc;
        dialog::show_text(doc, TextUse::Import, &t("app-import-title"), &t("app-import-help"), "");
    })?;
    let a = app.clone();
    let window = web_sys::window().ok_or("no window")?;
    on(&window, "storage", move |e: web_sys::Event| {
        let k = js_sys::Reflect::get(&e, &"key".into()).unwrap_or(JsValue::NULL);
        let a = a.borrow();
        if library::is_library_key(&k) && dom::show_state(&a.doc, "home") == Some(true) {
            a.show_library();
        }
    })?;
    // A link opened in a tab that is already open.
    let a = app.clone();
    on(&window, "hashchange", move |_| {
        let Some(payload) = link::fragment() else { return };
        link::clear_fragment();
        let opened = a.borrow_mut().open_link(&payload);
        if opened {
            after_change(&a);
        }
    })?;
    Ok(())
}

/// Milliseconds between two actions of a replay.
const REPLAY_MS: i32 = 900;

/// The move list and the review bar: look back at any position, replay, continue from there.
fn wire_review(app: &Shared, doc: &Document) -> Result<(), JsValue> {
    let a = app.clone();
    on(&el(doc, "move-list")?, "click", move |e: web_sys::Event| {
        let target = e.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok());
        let index = target.and_then(|t| t.closest("[data-i]").ok().flatten()).and_then(|b| b.get_attribute("data-i"));
        if let Some(i) = index.and_then(|i| i.parse::<usize>().ok()) {
            a.borrow_mut().review_at(i + 1);
        }
    })?;
    for (id, key) in [("rv-start", "Home"), ("rv-back", "ArrowLeft"), ("rv-next", "ArrowRight"), ("rv-end", "End")] {
        let a = app.clone();
        on(&el(doc, id)?, "click", move |_| {
            a.borrow_mut().review_key(key);
        })?;
    }
    let a = app.clone();
    on(&el(doc, "rv-live")?, "click", move |_| {
        a.borrow_mut().leave_review();
        after_change(&a);
    })?;
    let a = app.clone();
    on(&el(doc, "rv-branch")?, "click", move |_| {
        if a.borrow_mut().branch() {
            after_change(&a);
        }
    })?;
    let a = app.clone();
    on(&el(doc, "replay")?, "click", move |_| {
        {
            let mut b = a.borrow_mut();
            b.review_at(0);
            if let Some(r) = b.review.as_mut() {
                r.playing = true;
            }
        }
        replay_tick(a.clone());
    })?;
    Ok(())
}

/// One step of a replay; it stops at the end or when the player steps or leaves.
fn replay_tick(app: Shared) {
    scheduler::later(REPLAY_MS, move || {
        let more = {
            let mut a = app.borrow_mut();
            let n = a.session.as_deref().map_or(0, |s| s.history_len());
            match a.review.as_ref().map(|r| (r.playing, r.at)) {
                Some((true, at)) if at < n => {
                    a.review_at(at + 1);
                    true
                }
                _ => false,
            }
        };
        if more {
            animate(&app);
            replay_tick(app);
        }
    });
}

/// The confirmation box and the text box (export, send, import).
fn wire_boxes(app: &Shared, doc: &Document) -> Result<(), JsValue> {
    for (id, yes) in [("ask-yes", true), ("ask-no", false)] {
        let a = app.clone();
        on(&el(doc, id)?, "click", move |_| {
            let changed = a.borrow_mut().answer(yes);
            // A new game confirmed here is a new screen too: see `after_change_soon`.
            if changed {
                after_change_soon(&a);
            }
        })?;
    }
    let a = app.clone();
    on(&el(doc, "export")?, "click", move |_| a.borrow().export())?;
    let a = app.clone();
    on(&el(doc, "analyse")?, "click", move |_| start_review(&a))?;
    let a = app.clone();
    on(&el(doc, "send")?, "click", move |_| a.borrow_mut().send())?;
    let a = app.clone();
    on(&el(doc, "text-close")?, "click", move |_| dialog::close_text(&a.borrow().doc))?;
    let a = app.clone();
    on(&el(doc, "text-copy")?, "click", move |_| {
        let doc = a.borrow().doc.clone();
        wasm_bindgen_futures::spawn_local(async move {
            let ok = dialog::copy(&dialog::text(&doc)).await;
            dialog::copied(&doc, ok);
        });
    })?;
    let a = app.clone();
    on(&el(doc, "text-download")?, "click", move |_| {
        let a = a.borrow();
        let _ = dialog::download(&a.doc, &a.file_name(), &dialog::text(&a.doc));
    })?;
    let a = app.clone();
    on(&el(doc, "text-share")?, "click", move |_| {
        let doc = a.borrow().doc.clone();
        wasm_bindgen_futures::spawn_local(async move {
            dialog::share("Ludus", &dialog::text(&doc)).await;
        });
    })?;
    let a = app.clone();
    on(&el(doc, "text-file")?, "change", move |_| {
        let a = a.clone();
        let doc = a.borrow().doc.clone();
        wasm_bindgen_futures::spawn_local(async move {
            if let Some(text) = dialog::chosen_file(&doc).await {
                dialog::set_area(&doc, &text);
                let imported = a.borrow_mut().import(&text);
                if imported {
                    after_change(&a);
                }
            }
        });
    })?;
    let a = app.clone();
    on(&el(doc, "text-import")?, "click", move |_| {
        let text = dialog::text(&a.borrow().doc);
        let imported = a.borrow_mut().import(&text);
        if imported {
            after_change(&a);
        }
    })?;
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

/// Salts of `App::position_seed`: the computer's choice and a throw in the same position draw
/// apart.
const COMPUTER_SALT: u64 = 0xc0;
const THROW_SALT: u64 = 0x7410;

/// What a save holds of a game's progress: its actions and whether it has ended.
fn progress(s: &dyn Session) -> (usize, bool) {
    (s.history_len(), s.outcome().is_some())
}

/// `?seed=N` in the page's address: the app's random generator starts there, so a browser test
/// (or a player reporting a bug) gets the same games, throws and computer choices every time.
fn url_seed() -> Option<u64> {
    let search = web_sys::window()?.location().search().ok()?;
    let value = search.trim_start_matches('?').split('&').find_map(|p| p.strip_prefix("seed="))?;
    ludus_engine::core::text::number(value, 0, u64::MAX).ok()
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
