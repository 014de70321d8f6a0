//! The app shell: home screen (pick a game, seats, options), the play screen (canvas + panel),
//! the computer's turns in time slices, undo, and the saved game in localStorage.

use crate::dom::{self, el, on, set_text};
use crate::paint::{now, Painter};
use crate::view::{BoardView, Frame, ViewAction};
use ludus_engine::ai::{Thinker, LEVELS};
use ludus_engine::session::{SavedGame, Session};
use ludus_engine::core::{Actor, OptionValues, Outcome, Rng, Setup};
use ludus_engine::games;
use crate::views::board_view;
use serde::{Deserialize, Serialize};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Document, HtmlCanvasElement, HtmlSelectElement};

const SAVE_KEY: &str = "ludus.game.v1";
/// Longest stretch of thinking before the page gets control back (the budget is 50 ms).
const SLICE_MS: f64 = 20.0;
/// The computer's move stays on screen at least this long after it starts thinking, so a
/// player can follow fast replies.
const MIN_REPLY_MS: f64 = 450.0;

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SeatKind {
    Human,
    Computer(u8),
}

/// What localStorage holds.
#[derive(Serialize, Deserialize)]
struct Stored {
    saved: SavedGame,
    seats: Vec<SeatKind>,
}

struct Thinking {
    thinker: Box<dyn Thinker>,
    started: f64,
}

pub struct App {
    doc: Document,
    canvas: HtmlCanvasElement,
    painter: Painter,
    frame: Frame,
    session: Option<Box<dyn Session>>,
    view: Option<Box<dyn BoardView>>,
    seats: Vec<SeatKind>,
    thinking: Option<Thinking>,
    /// Bumped whenever the game changes under the computer's feet (undo, new game).
    generation: u32,
    rng: Rng,
    /// The game picked on the home screen.
    picked: String,
    /// An animation-frame loop is running.
    animating: bool,
}

pub type Shared = Rc<RefCell<App>>;


fn set_timeout(ms: i32, f: impl FnOnce() + 'static) {
    if let Some(w) = web_sys::window() {
        let cb = Closure::once_into_js(f);
        let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(cb.unchecked_ref(), ms);
    }
}

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
            frame: Frame::default(),
            session: None,
            view: None,
            seats: Vec::new(),
            thinking: None,
            generation: 0,
            rng: Rng::new(entropy_seed()),
            // The first game of the registry is picked until the player chooses.
            picked: games::all().first().map_or(String::new(), |g| g.id.to_string()),
            animating: false,
        }));
        wire(&app)?;
        app.borrow_mut().build_home()?;
        let restored = app.borrow_mut().restore();
        if restored {
            after_change(&app);
        } else {
            app.borrow_mut().show_home();
        }
        Ok(app)
    }

    // ---- home screen ----

    fn build_home(&mut self) -> Result<(), JsValue> {
        let cards = el(&self.doc, "game-cards")?;
        cards.set_inner_html("");
        for mut g in games::all() {
            // A game whose rules exist but whose board is not drawn yet is still "coming".
            g.playable &= board_view(g.id).is_some();
            let card = self.doc.create_element("button")?;
            card.set_class_name(if g.playable { "game-card" } else { "game-card coming" });
            card.set_attribute("data-game", g.id)?;
            card.set_attribute("type", "button")?;
            if !g.playable {
                card.set_attribute("disabled", "")?;
            }
            card.set_inner_html(&format!(
                "<span class=\"card-name\">{}</span><span class=\"card-tag\">{}</span>{}",
                g.name,
                g.tagline,
                if g.playable { "" } else { "<span class=\"badge\">Coming soon</span>" }
            ));
            cards.append_child(&card)?;
        }
        self.pick(&self.picked.clone())
    }

    /// Fills the set-up panel for game `id`: one row per seat, one per rule option.
    fn pick(&mut self, id: &str) -> Result<(), JsValue> {
        let Some(info) = games::info(id).filter(|g| g.playable && board_view(g.id).is_some()) else {
            return Ok(());
        };
        self.picked = id.to_string();
        let list = self.doc.query_selector_all(".game-card")?;
        for i in 0..list.length() {
            if let Some(n) = list.item(i).and_then(|n| n.dyn_into::<web_sys::Element>().ok()) {
                let selected = n.get_attribute("data-game").as_deref() == Some(id);
                n.class_list().toggle_with_force("selected", selected)?;
            }
        }
        set_text(&self.doc, "setup-title", &format!("New game of {}", info.name));
        let mut html = String::new();
        if info.setups.len() > 1 {
            html.push_str("<label class=\"row\"><span>Start position</span><select id=\"opt-setup\">");
            for s in info.setups {
                html.push_str(&format!("<option value=\"{s}\">{s}</option>"));
            }
            html.push_str("</select></label>");
        }
        for o in info.options {
            html.push_str(&format!(
                "<label class=\"row\"><span>{}</span><select class=\"rule-option\" data-key=\"{}\">",
                o.label, o.key
            ));
            for (v, label) in o.choices {
                html.push_str(&format!("<option value=\"{v}\">{label}</option>"));
            }
            html.push_str("</select></label>");
        }
        el(&self.doc, "option-rows")?.set_inner_html(&html);
        self.build_seats()
    }

    /// One row per seat of the picked game with the chosen options (Cabale's player count
    /// decides how many), keeping choices already made.
    fn build_seats(&mut self) -> Result<(), JsValue> {
        let setup = Setup { options: self.chosen_options(), ..Setup::default() };
        let seat_names = games::new_session(&self.picked, setup).map(|s| s.seat_names()).unwrap_or_default();
        let previous: Vec<Option<String>> = (0..seat_names.len())
            .map(|i| {
                self.doc
                    .get_element_by_id(&format!("seat-{i}"))
                    .and_then(|e| e.dyn_into::<HtmlSelectElement>().ok())
                    .map(|s| s.value())
            })
            .collect();
        let mut html = String::new();
        for (i, name) in seat_names.iter().enumerate() {
            html.push_str(&format!(
                "<label class=\"row\"><span>{name}</span><select id=\"seat-{i}\" data-seat=\"{i}\">\
                 <option value=\"human\">Human</option>"
            ));
            // Default: the first seat human, the others the computer at Medium.
            let default = if i == 0 { "human".to_string() } else { "2".to_string() };
            let want = previous[i].clone().unwrap_or(default);
            for (level, label) in LEVELS {
                let selected = if want == level.to_string() { " selected" } else { "" };
                html.push_str(&format!("<option value=\"{level}\"{selected}>Computer — {label}</option>"));
            }
            html.push_str("</select></label>");
        }
        el(&self.doc, "seat-rows")?.set_inner_html(&html);
        Ok(())
    }

    fn chosen_options(&self) -> OptionValues {
        let mut options = OptionValues::new();
        if let Ok(list) = self.doc.query_selector_all(".rule-option") {
            for k in 0..list.length() {
                if let Some(s) = list.item(k).and_then(|n| n.dyn_into::<HtmlSelectElement>().ok()) {
                    options.insert(s.get_attribute("data-key").unwrap_or_default(), s.value());
                }
            }
        }
        options
    }

    fn show_home(&mut self) {
        self.stop_thinking();
        dom::show(&self.doc, "home", true);
        dom::show(&self.doc, "play", false);
    }

    /// Reads the set-up panel and starts the game.
    fn start_from_home(&mut self) -> Result<(), String> {
        let id = self.picked.clone();
        let select = |id: &str| -> Option<HtmlSelectElement> {
            self.doc.get_element_by_id(id).and_then(|e| e.dyn_into::<HtmlSelectElement>().ok())
        };
        let mut seats = Vec::new();
        let mut i = 0;
        while let Some(s) = select(&format!("seat-{i}")) {
            seats.push(match s.value().parse::<u8>() {
                Ok(level) => SeatKind::Computer(level),
                Err(_) => SeatKind::Human,
            });
            i += 1;
        }
        let options = self.chosen_options();
        let name = select("opt-setup").map(|s| s.value()).unwrap_or_default();
        let setup = Setup { name, options, seed: self.rng.next_u64() };
        self.begin(&id, setup, seats)
    }

    fn begin(&mut self, id: &str, setup: Setup, seats: Vec<SeatKind>) -> Result<(), String> {
        let session = games::new_session(id, setup)?;
        self.install(session, seats)
    }

    fn install(&mut self, session: Box<dyn Session>, mut seats: Vec<SeatKind>) -> Result<(), String> {
        let view = board_view(session.id()).ok_or("this game cannot be drawn yet")?;
        seats.resize(session.seats(), SeatKind::Human);
        self.stop_thinking();
        self.session = Some(session);
        self.view = Some(view);
        self.seats = seats;
        dom::show(&self.doc, "home", false);
        dom::show(&self.doc, "play", true);
        self.resize();
        Ok(())
    }

    // ---- saving ----

    fn save(&self) {
        let Some(s) = &self.session else { return };
        let stored = Stored { saved: s.save(), seats: self.seats.clone() };
        if let (Some(storage), Ok(json)) = (dom::storage(), serde_json::to_string(&stored)) {
            let _ = storage.set_item(SAVE_KEY, &json);
        }
    }

    /// Restores the saved game. A save that cannot be read gives a notice and a fresh game.
    fn restore(&mut self) -> bool {
        let Some(storage) = dom::storage() else { return false };
        let Ok(Some(json)) = storage.get_item(SAVE_KEY) else { return false };
        let result = serde_json::from_str::<Stored>(&json)
            .map_err(|e| format!("it is not a Ludus save ({e})"))
            .and_then(|st| games::load(&st.saved).map(|s| (s, st.seats)));
        match result {
            Ok((session, seats)) => {
                let id = session.id().to_string();
                if self.install(session, seats).is_ok() {
                    self.picked = id;
                    return true;
                }
                false
            }
            Err(why) => {
                let _ = storage.remove_item(SAVE_KEY);
                dom::notice(
                    &self.doc,
                    &format!("Your saved game could not be restored: {why}. A new game has started."),
                );
                let seats = vec![SeatKind::Human, SeatKind::Computer(2)];
                let setup = Setup { seed: self.rng.next_u64(), ..Setup::default() };
                let id = self.picked.clone();
                self.begin(&id, setup, seats).is_ok()
            }
        }
    }

    // ---- playing ----

    fn stop_thinking(&mut self) {
        self.thinking = None;
        self.generation = self.generation.wrapping_add(1);
    }

    fn computer_to_act(&self) -> bool {
        match self.session.as_ref().filter(|s| s.outcome().is_none()).map(|s| s.actor()) {
            Some(Actor::Seat(seat)) => matches!(self.seats.get(seat), Some(SeatKind::Computer(_))),
            Some(Actor::Chance) => self.human_thrower().is_none(),
            None => false,
        }
    }

    /// The human seat whose throw is due, when the game lets players throw by hand.
    fn human_thrower(&self) -> Option<usize> {
        let (s, v) = (self.session.as_deref()?, self.view.as_deref()?);
        v.thrower(s).filter(|&seat| self.seats.get(seat) == Some(&SeatKind::Human))
    }

    /// Throws for whoever is due to throw, and lets the view show it.
    fn throw_chance(&mut self) {
        let mut rng = self.rng.clone();
        if let Some(s) = self.session.as_mut() {
            if s.play_chance(&mut rng).is_some() {
                if let Some(v) = self.view.as_mut() {
                    v.reset();
                    v.played(s.as_ref());
                }
            }
        }
        self.rng = rng;
    }

    fn play(&mut self, notation: &str) {
        let Some(s) = self.session.as_mut() else { return };
        match s.play(notation) {
            Ok(_) => {
                if let Some(v) = self.view.as_mut() {
                    v.reset();
                    v.played(s.as_ref());
                }
            }
            Err(e) => dom::notice(&self.doc, &e.to_string()),
        }
    }

    /// Undo: back to the previous human decision (against the computer, its reply goes too).
    fn undo(&mut self) {
        self.stop_thinking();
        let Some(s) = self.session.as_mut() else { return };
        let any_human = self.seats.contains(&SeatKind::Human);
        // Undo never takes back a throw of the dice or sticks: that would let a player re-roll.
        let after_chance =
            |s: &dyn Session| !s.ended_by_agreement() && s.history_actors().last() == Some(&Actor::Chance);
        if after_chance(s.as_ref()) {
            dom::notice(&self.doc, "A throw cannot be taken back");
            return;
        }
        if !s.undo() || !any_human {
            if let Some(v) = self.view.as_mut() {
                v.reset();
            }
            return;
        }
        loop {
            let computer = match s.actor() {
                Actor::Seat(seat) => matches!(self.seats.get(seat), Some(SeatKind::Computer(_))),
                Actor::Chance => true,
            };
            if !computer || after_chance(s.as_ref()) || !s.undo() {
                break;
            }
        }
        if let Some(v) = self.view.as_mut() {
            v.reset();
        }
    }

    /// The human seat to move gives up (two-seat games): the other seat wins.
    fn resign(&mut self) {
        let Some(s) = self.session.as_mut() else { return };
        if let (None, Actor::Seat(seat), 2) = (s.outcome(), s.actor(), s.seats()) {
            if self.seats.get(seat) == Some(&SeatKind::Human) {
                self.thinking = None;
                s.end_by_agreement(Outcome::Win(1 - seat));
            }
        }
    }

    /// Humans sharing the device agree a draw at once; the computer declines offers.
    fn offer_draw(&mut self) {
        let Some(s) = self.session.as_mut() else { return };
        if s.outcome().is_some() {
            return;
        }
        if self.seats.iter().any(|k| matches!(k, SeatKind::Computer(_))) {
            dom::notice(&self.doc, "The computer declines the draw: play on.");
        } else {
            s.end_by_agreement(Outcome::Draw);
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
        self.thinking.is_none() && !self.computer_to_act()
    }

    // ---- drawing ----

    fn resize(&mut self) {
        let Some(wrap) = self.canvas.parent_element() else { return };
        let w = wrap.client_width().max(200) as f64;
        let h = wrap.client_height().max(200) as f64;
        let side = w.min(h);
        let dpr = web_sys::window().map_or(1.0, |w| w.device_pixel_ratio()).max(1.0);
        self.canvas.set_width((side * dpr).round() as u32);
        self.canvas.set_height((side * dpr).round() as u32);
        let style = self.canvas.style();
        let _ = style.set_property("width", &format!("{side}px"));
        let _ = style.set_property("height", &format!("{side}px"));
        let _ = self.painter.ctx.set_transform(dpr, 0.0, 0.0, dpr, 0.0, 0.0);
        self.frame = Frame { width: side, height: side, dpr };
        self.render();
    }

    /// Redraws the canvas only (animation frames: the panel has not changed).
    fn render_board(&self) {
        if let (Some(s), Some(v)) = (self.session.as_deref(), self.view.as_deref()) {
            v.draw(&self.painter, self.frame, s, self.human_may_act());
        }
    }

    fn render(&self) {
        let (Some(s), Some(v)) = (self.session.as_deref(), self.view.as_deref()) else { return };
        let interactive = self.human_may_act();
        v.draw(&self.painter, self.frame, s, interactive);
        let names = s.seat_names();
        let doc = &self.doc;
        set_text(doc, "game-title", s.name());
        let who = |seat: usize| -> String {
            match self.seats.get(seat) {
                Some(SeatKind::Computer(l)) => {
                    let label = LEVELS.iter().find(|(x, _)| x == l).map_or("?", |(_, n)| n);
                    format!("computer, {label}")
                }
                _ => "human".into(),
            }
        };
        let swatch =
            |seat: usize| format!("<i class=\"swatch\" style=\"background:{}\"></i>", v.seat_colour(seat));
        let (turn, state) = match (s.outcome(), s.actor()) {
            (Some(o), _) => (result_text(&o, &names, s.seats(), s.ended_by_agreement()), "over"),
            (None, Actor::Seat(seat)) if self.thinking.is_some() || self.computer_to_act() => {
                (format!("{}{} is thinking…", swatch(seat), names[seat]), "computer")
            }
            (None, Actor::Seat(seat)) => {
                (format!("{}{} to move ({})", swatch(seat), names[seat], who(seat)), "human")
            }
            (None, Actor::Chance) => match self.human_thrower() {
                Some(seat) => (format!("{}{} to throw ({})", swatch(seat), names[seat], who(seat)), "human"),
                None => ("Throwing…".into(), "computer"),
            },
        };
        dom::set_html(doc, "turn", &turn);
        dom::toggle_class(doc, "turn", "over", s.outcome().is_some());
        set_text(doc, "prompt", &if state == "human" { v.prompt(s) } else { String::new() });
        let mut facts = String::new();
        for (seat, name) in names.iter().enumerate() {
            facts.push_str(&format!("<dt>{}{name}</dt><dd>{}</dd>", swatch(seat), who(seat)));
        }
        for (k, val) in v.facts(s) {
            facts.push_str(&format!("<dt>{k}</dt><dd>{val}</dd>"));
        }
        dom::set_html(doc, "facts", &facts);
        let history = s.history();
        let actors = s.history_actors();
        set_text(doc, "last-move", history.last().map_or("—", |m| m.as_str()));
        let mut list = String::new();
        for (i, m) in history.iter().enumerate() {
            let sw = match actors.get(i) {
                Some(Actor::Seat(seat)) => swatch(*seat),
                _ => String::new(),
            };
            list.push_str(&format!("<li>{sw}<span>{m}</span></li>"));
        }
        dom::set_html(doc, "move-list", &list);
        if let Some(ol) = doc.get_element_by_id("move-list") {
            ol.set_scroll_top(ol.scroll_height());
        }
        dom::enable(doc, "confirm", state == "human" && v.can_confirm(s));
        dom::enable(doc, "back-step", state == "human" && v.can_back());
        dom::enable(doc, "undo", !history.is_empty() || s.outcome().is_some());
        let two_seats = s.seats() == 2;
        dom::show(doc, "resign", two_seats);
        dom::show(doc, "offer-draw", two_seats);
        dom::enable(doc, "resign", state == "human");
        dom::enable(doc, "offer-draw", s.outcome().is_none());
        dom::show(doc, "confirm", state == "human");
        dom::show(doc, "back-step", state == "human");
        let hints: Vec<_> = if interactive { v.hints(self.frame, s) } else { vec![] };
        let _ = self.canvas.set_attribute("data-state", state);
        let _ = self.canvas.set_attribute("data-hints", &serde_json::to_string(&hints).unwrap_or_default());
        let _ = self.canvas.set_attribute("data-plies", &history.len().to_string());
        // The position text, for tests and bug reports (it is what the command-line tool reads).
        let _ = self.canvas.set_attribute("data-position", &s.position_text());
    }
}

fn result_text(o: &Outcome, names: &[String], seats: usize, agreed: bool) -> String {
    match o {
        Outcome::Win(w) if agreed && seats == 2 => format!("{} resigned: {} wins!", names[1 - *w], names[*w]),
        Outcome::Win(w) => format!("{} wins!", names[*w]),
        Outcome::Draw if agreed => "Draw agreed".into(),
        Outcome::Draw => "Draw".into(),
        Outcome::Scores(sc) => {
            let winners: Vec<&str> = o.winners(seats).iter().map(|&w| names[w].as_str()).collect();
            let scores: Vec<String> = sc.iter().zip(names).map(|(s, n)| format!("{n} {s}")).collect();
            format!(
                "{} win{} — {}",
                winners.join(" and "),
                if winners.len() == 1 { "s" } else { "" },
                scores.join(", ")
            )
        }
    }
}

/// After every change: save, draw, and let the computer move if it is its turn.
pub fn after_change(app: &Shared) {
    let start_thinking = {
        let mut a = app.borrow_mut();
        a.save();
        let go = a.computer_to_act() && a.thinking.is_none();
        if go {
            let seed = a.rng.next_u64();
            let Some(s) = a.session.as_ref() else { return };
            let level = match s.actor() {
                Actor::Seat(seat) => match a.seats.get(seat) {
                    Some(SeatKind::Computer(l)) => *l,
                    _ => 0,
                },
                Actor::Chance => 0,
            };
            let thinker = s.thinker(level, seed);
            a.thinking = Some(Thinking { thinker, started: now() });
        }
        a.render();
        go
    };
    animate(app);
    if start_thinking {
        let gen = app.borrow().generation;
        let app = app.clone();
        set_timeout(30, move || think_slice(app, gen));
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

/// One slice of the computer's thinking; reschedules itself until a move is found.
fn think_slice(app: Shared, generation: u32) {
    let outcome = {
        let mut a = app.borrow_mut();
        if a.generation != generation {
            return;
        }
        let chance = matches!(a.session.as_ref().map(|s| s.actor()), Some(Actor::Chance));
        if chance {
            a.throw_chance();
            a.thinking = None;
            Some(None)
        } else {
            let Some(t) = a.thinking.as_mut() else { return };
            let deadline = now() + SLICE_MS;
            t.thinker.think(&mut || now() > deadline).map(Some)
        }
    };
    match outcome {
        None => set_timeout(0, move || think_slice(app, generation)),
        Some(Some(m)) if !m.is_empty() => {
            let wait = {
                let a = app.borrow();
                let started = a.thinking.as_ref().map_or(0.0, |t| t.started);
                (MIN_REPLY_MS - (now() - started)).max(0.0)
            };
            let app2 = app.clone();
            set_timeout(wait as i32, move || {
                {
                    let mut a = app2.borrow_mut();
                    if a.generation != generation {
                        return;
                    }
                    a.thinking = None;
                    a.play(&m);
                }
                after_change(&app2);
            });
        }
        Some(_) => {
            app.borrow_mut().thinking = None;
            after_change(&app);
        }
    }
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
    on(&el(&doc, "option-rows")?, "change", move |_| {
        let _ = a.borrow_mut().build_seats();
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
        let r = {
            let mut s = a.borrow_mut();
            let seed = s.rng.next_u64();
            let Some(sess) = s.session.as_ref() else { return };
            let id = sess.id().to_string();
            let setup = Setup { seed, ..sess.setup().clone() };
            let seats = s.seats.clone();
            s.begin(&id, setup, seats)
        };
        if r.is_ok() {
            after_change(&a);
        }
    })?;
    let a = app.clone();
    on(&el(&doc, "home-btn")?, "click", move |_| {
        let mut s = a.borrow_mut();
        let picked = s.session.as_ref().map(|x| x.id().to_string()).unwrap_or_else(|| s.picked.clone());
        let _ = s.pick(&picked);
        s.show_home();
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
    on(&el(&doc, "back-step")?, "click", move |_| view_input(&a, |v, _, _| v.back()))?;
    let a = app.clone();
    let canvas = app.borrow().canvas.clone();
    on(&canvas, "pointerdown", move |e: web_sys::Event| {
        let Some(e) = e.dyn_ref::<web_sys::PointerEvent>() else { return };
        e.prevent_default();
        let rect = a.borrow().canvas.get_bounding_client_rect();
        let (x, y) = (e.client_x() as f64 - rect.left(), e.client_y() as f64 - rect.top());
        view_input(&a, move |v, s, f| v.press(f, s, x, y));
    })?;
    let a = app.clone();
    let canvas = app.borrow().canvas.clone();
    on(&canvas, "pointermove", move |e: web_sys::Event| {
        let Some(e) = e.dyn_ref::<web_sys::PointerEvent>() else { return };
        if e.buttons() == 0 {
            return;
        }
        let rect = a.borrow().canvas.get_bounding_client_rect();
        let (x, y) = (e.client_x() as f64 - rect.left(), e.client_y() as f64 - rect.top());
        view_input(&a, move |v, s, f| v.drag(f, s, x, y));
    })?;
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
