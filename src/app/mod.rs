//! The shell's runtime in the page: it turns the page's events into the shell's
//! (`crate::shell`, where every decision is made and tested natively), runs the effects the
//! shell returns against the DOM, storage, workers and timers, and keeps the page in step with
//! the shell's state. Split by job: `effects` (running them), `render` (the board and the
//! panel), `think` (the computer, hints and the game review) and `wire` (the listeners).

mod effects;
mod live;
mod render;
mod think;
mod wire;

use crate::dom::{self, el};
use crate::home;
use crate::i18n::Lang;
use crate::language;
use crate::library;
use crate::link;
use crate::paint::Painter;
use crate::scheduler::Scheduler;
use crate::settings;
use crate::shell::{Event, Outside, Screen, Shell, Stored};
use crate::view::{BoardView, Frame};
use ludus_engine::core::Rng;
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
    shell: Shell,
    /// The board view of the game on screen, and that game's id.
    view: Option<(String, Box<dyn BoardView>)>,
    computer: Scheduler,
    /// The shell's job the computer's thinking belongs to.
    job: u32,
    /// The computer looking for a hint for the human to act.
    hint: Scheduler,
    /// The hints' seeds: apart, so asking for a hint never changes what the game draws next.
    hint_rng: Rng,
    /// A hint shown on the board: the game as it would be after the hinted action, drawn for a
    /// moment in place of the live one; the number tells a newer preview from an older one.
    preview: Option<(Box<dyn Session>, u32)>,
    /// An animation-frame loop is running.
    animating: bool,
    /// The first screen is up: from now on screens keep the browser's history (`guard_history`).
    booted: bool,
    /// What the page shows now, to change only what the shell changed.
    shown_screen: Option<Screen>,
    shown_picked: String,
    /// The game review under way: the computer judging each position in its own worker.
    critic: Option<crate::critic::Critic>,
    /// That worker, started the first time a review is asked for.
    critic_worker: Option<crate::worker::Worker>,
    /// Reviews asked so far: each one's jobs have ids of their own.
    reviews: u32,
    /// The review's verdict: the costliest actions of the game on screen.
    costly: Vec<crate::critic::Costly>,
    /// Live play's connection with the other device (`live`).
    peer: Option<live::Peer>,
}

pub type Shared = Rc<RefCell<App>>;

/// What the shell asks of the page: the board view's thrower, the library's games.
struct Here<'a> {
    /// The view on screen and the game it draws.
    view: Option<(&'a str, &'a dyn BoardView)>,
}

impl Outside for Here<'_> {
    /// Asked of the view of the session's game: the one on screen, or (a game just put on
    /// screen, of another game) a new one.
    fn thrower(&self, session: &dyn Session) -> Option<usize> {
        match self.view {
            Some((game, v)) if game == session.id() => v.thrower(session),
            _ => crate::views::board_view(session.id()).and_then(|v| v.thrower(session)),
        }
    }

    fn stored(&self, id: &str) -> Stored {
        match library::read(id) {
            None => Stored::Nothing,
            Some(_) => match library::open(id) {
                Ok(saved) => Stored::Game(saved),
                Err(damage) => Stored::Damaged(crate::shelf::damage_words(&damage)),
            },
        }
    }

    fn open_here(&self) -> Option<String> {
        library::open_here()
    }

    fn new_secret(&self) -> ludus_engine::fair::Hash {
        let mut secret = [0u8; 32];
        // The browser's crypto; should it ever fail, the clock and the page's entropy still
        // make a secret no one chose.
        if getrandom::getrandom(&mut secret).is_err() {
            let mut noise = js_sys::Date::now().to_bits().to_le_bytes().to_vec();
            noise.extend_from_slice(&js_sys::Math::random().to_bits().to_le_bytes());
            secret = ludus_engine::fair::sha256(&noise);
        }
        secret
    }

    fn now_ms(&self) -> u64 {
        web_sys::window().and_then(|w| w.performance()).map_or(0.0, |p| p.now()) as u64
    }

    fn told(&self, before: &dyn Session, text: &str) -> String {
        match self.view {
            Some((game, v)) if game == before.id() => v.told(before, text),
            _ => crate::views::board_view(before.id()).map_or_else(|| text.to_string(), |v| v.told(before, text)),
        }
    }
}

impl App {
    pub fn start(lang: Lang) -> Result<Shared, JsValue> {
        let doc = dom::document()?;
        // The home screen the first screen (`front`) put up: its game stays picked, and in the
        // same language it is kept as it stands (every choice in its form, where the player
        // scrolled to).
        let front = crate::front::picked(&doc);
        let keep = front.is_some() && crate::front::in_language(&doc, lang);
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
            shell: Shell::new(url_seed().unwrap_or_else(entropy_seed), lang)
                .on_device(library::device_id())
                .picking(front.clone()),
            view: None,
            computer: Scheduler::default(),
            job: 0,
            hint: Scheduler::default(),
            hint_rng: Rng::new(entropy_seed()),
            preview: None,
            animating: false,
            booted: false,
            shown_screen: keep.then_some(Screen::Home),
            shown_picked: if keep { front.clone().unwrap_or_default() } else { String::new() },
            critic: None,
            critic_worker: None,
            reviews: 0,
            costly: Vec::new(),
            peer: None,
        }));
        crate::paint::set_speed(settings::current().motion.speed());
        think::attach_workers(&app);
        wire::wire(&app)?;
        {
            let a = app.borrow();
            // The first screen's words and cards are this language's already (and its form's
            // title names the game picked, which `apply` would put back to "New game").
            if keep {
                language::show_switch(&a.doc, lang);
            } else {
                language::apply(&a.doc);
                home::build_cards(&a.doc)?;
            }
        }
        // At start: the game of a link in the address, else the game this tab had open (a
        // reload), else the home screen and its library. The one-slot save of older builds
        // moves into the library first.
        if let Some(id) = library::adopt_legacy() {
            library::set_open_here(Some(&id));
        }
        if let Some(payload) = link::fragment() {
            link::clear_fragment();
            dispatch(&app, Event::Link(payload));
        } else if let Some(id) = library::open_here().filter(|id| library::read(id).is_some()) {
            dispatch(&app, Event::Resume(id));
        }
        sync(&app);
        if app.borrow().shell.screen == Screen::Home {
            app.borrow().show_library();
        }
        app.borrow_mut().booted = true;
        // The first screen stands aside; what was pressed on it is pressed again if its home
        // screen is still the one on show.
        // (No borrow of the app may live across it: the press runs the app's own listeners.)
        let kept = keep && app.borrow().shell.screen == Screen::Home;
        let doc = app.borrow().doc.clone();
        crate::front::hand_over(&doc, kept);
        Ok(app)
    }

    /// The library on the home screen (again, after a change in it).
    fn show_library(&self) {
        let _ = crate::shelf::show(&self.doc, self.frame);
    }

    /// The new-game form shows the game picked.
    fn follow_pick(&mut self) {
        if self.shown_picked != self.shell.picked && home::pick(&self.doc, &self.shell.picked).unwrap_or(false) {
            self.shown_picked = self.shell.picked.clone();
        }
    }

    /// The board view of the game on screen.
    fn view(&self) -> Option<&dyn BoardView> {
        self.view.as_ref().map(|(_, v)| v.as_ref())
    }

    fn here(&self) -> Here<'_> {
        Here { view: self.view.as_ref().map(|(g, v)| (g.as_str(), v.as_ref())) }
    }

    /// A new board view when the game on screen is of another game than the view's.
    fn follow_view(&mut self) {
        let id = self.shell.session().map(|s| s.id().to_string());
        match id {
            Some(id) if self.view.as_ref().is_none_or(|(g, _)| *g != id) => {
                self.view = crate::views::board_view(&id).map(|v| (id, v));
            }
            None => self.view = None,
            _ => {}
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
            } else if home && inside && !UNWINDING.with(Cell::get) {
                // Our own step back: its `popstate` comes later, maybe once the player has
                // started another game, which it must not leave. One at a time: a second step
                // back before the first has landed would leave the site.
                UNWINDING.with(|u| u.set(true));
                let _ = h.back();
            }
        });
    }
}

/// Sends `event` through the shell's update and runs the effects it returns; true when the
/// shell took a key (the browser must not act on it too).
pub fn dispatch(app: &Shared, event: Event) -> bool {
    let effects = {
        let mut a = app.borrow_mut();
        let App { shell, view, .. } = &mut *a;
        let here = Here { view: view.as_ref().map(|(g, v)| (g.as_str(), v.as_ref())) };
        let effects = shell.update(event, &here);
        a.follow_view();
        effects
    };
    let taken = effects.contains(&crate::shell::Effect::KeyTaken);
    effects::run(app, effects);
    taken
}

/// The page follows the shell: the screen on show, the boxes over it, the form picked, the
/// board and the panel.
pub fn sync(app: &Shared) {
    show(app);
    let a = app.borrow();
    if a.shell.screen == Screen::Play {
        a.render();
    }
    drop(a);
    render::animate(app);
    render::clock_ticks(app);
}

/// The screen on show, the boxes over it and the form picked follow the shell.
fn show(app: &Shared) {
    let mut a = app.borrow_mut();
    let screen = a.shell.screen.clone();
    if a.shown_screen.as_ref() != Some(&screen) {
        let name = match &screen {
            Screen::Home => "home",
            Screen::Rules { .. } => "rules",
            Screen::Play => "play",
        };
        for s in ["home", "rules", "play"] {
            dom::show(&a.doc, s, s == name);
        }
        match &screen {
            Screen::Home => {
                // A reload now shows the home screen too.
                library::set_open_here(None);
            }
            Screen::Rules { game, .. } => {
                let _ = a.doc.get_element_by_id("rules").map(|e| e.set_attribute("data-game", game));
                if let Ok(false) | Err(_) = crate::rules_page::show(&a.doc, game) {
                    dom::notice(&a.doc, &crate::i18n::t("app-rules-missing"));
                }
            }
            Screen::Play => {
                // The panel scrolls on its own (a desktop's side column): a game shown anew
                // starts with its title in view, not where the last one was left.
                if let Some(panel) = a.doc.get_element_by_id("panel") {
                    panel.set_scroll_top(0);
                }
            }
        }
        a.shown_screen = Some(screen);
        scroll_top();
    }
    a.follow_pick();
    let dialog = &a.shell.dialog;
    let asking = matches!(dialog, Some(crate::shell::Dialog::Ask(_)));
    let texting = matches!(dialog, Some(crate::shell::Dialog::Text(_)));
    let settings_open = matches!(dialog, Some(crate::shell::Dialog::Settings));
    if !asking && crate::dialog::asking(&a.doc) {
        crate::dialog::close_ask(&a.doc);
    }
    if !texting && crate::dialog::text_use(&a.doc).is_some() {
        crate::dialog::close_text(&a.doc);
    }
    if settings_open != (dom::show_state(&a.doc, "settings") == Some(true)) {
        if settings_open {
            settings::show(&a.doc);
        }
        dom::show(&a.doc, "settings", settings_open);
        let expanded = if settings_open { "true" } else { "false" };
        let _ = el(&a.doc, "settings-btn").map(|b| b.set_attribute("aria-expanded", expanded));
    }
}

/// A new screen starts at its top (on a phone the Start button is far down the form).
fn scroll_top() {
    if let Some(w) = web_sys::window() {
        w.scroll_to_with_x_and_y(0.0, 0.0);
    }
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
