//! The page's listeners: each button, key, press and browser event becomes one of the
//! shell's events (or, for the board, goes to the board view when a human may act).

use super::{dispatch, think, Shared, UNWINDING};
use crate::dialog;
use crate::dom::{el, on};
use crate::home;
use crate::i18n::Lang;
use crate::library;
use crate::link;
use crate::settings;
use crate::shell::{Event, Focus, KeyPress, PeerEvent, Screen};
use crate::view::{BoardView, Frame, ViewAction};
use ludus_engine::session::Session;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::Document;

/// A button's event.
type Press = fn() -> Event;

/// Buttons whose click is one event of the shell.
const BUTTONS: &[(&str, Press)] = &[
    ("new-game", || Event::NewGame),
    ("rematch", || Event::Rematch),
    ("home-btn", || Event::Leave),
    ("end-new-game", || Event::Leave),
    ("settings-btn", || Event::OpenSettings),
    ("settings-close", || Event::CloseSettings),
    ("rules-back", || Event::CloseRules),
    ("rules-play", || Event::RulesPlay),
    ("lesson-next", || Event::LessonNext),
    ("lesson-again", || Event::LessonAgain),
    ("lesson-leave", || Event::LessonLeave),
    ("resign", || Event::Resign),
    ("offer-draw", || Event::OfferDraw),
    ("undo", || Event::Undo),
    ("ask-yes", || Event::Answer(true)),
    ("ask-no", || Event::Answer(false)),
    ("ask-other", || Event::AnswerOther),
    ("export", || Event::OpenExport),
    ("send", || Event::Send),
    ("live", || Event::Peer(PeerEvent::Start)),
    ("import-btn", || Event::OpenImport),
    ("text-close", || Event::CloseText),
    ("rv-live", || Event::Live),
    ("rv-branch", || Event::Branch),
];

/// Connects buttons, canvas, keys and resizing.
pub fn wire(app: &Shared) -> Result<(), JsValue> {
    let doc = app.borrow().doc.clone();
    for &(id, event) in BUTTONS {
        let a = app.clone();
        on(&el(&doc, id)?, "click", move |_| {
            dispatch(&a, event());
        })?;
    }
    let a = app.clone();
    on(&el(&doc, "game-cards")?, "click", move |e: web_sys::Event| {
        let target = e.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok());
        if let Some(card) = target.and_then(|t| t.closest(".game-card").ok().flatten()) {
            if let Some(id) = card.get_attribute("data-game") {
                dispatch(&a, Event::Pick(id));
            }
        }
    })?;
    let a = app.clone();
    on(&el(&doc, "lang")?, "change", move |e: web_sys::Event| {
        let code = e.target().and_then(|t| t.dyn_into::<web_sys::HtmlSelectElement>().ok()).map(|s| s.value());
        if let Some(lang) = code.map(|c| Lang::from_tag(&c)) {
            dispatch(&a, Event::ChooseLanguage(lang));
        }
    })?;
    let a = app.clone();
    on(&el(&doc, "option-rows")?, "change", move |_| {
        let a = a.borrow();
        let _ = home::build_seats(&a.doc, &a.shell.picked);
    })?;
    let a = app.clone();
    on(&el(&doc, "start")?, "click", move |_| {
        let (setup, seats, clock) = {
            let a = a.borrow();
            let doc = &a.doc;
            home::form::remember(doc, &a.shell.picked);
            let (setup, seats) = home::chosen(doc, 0);
            (setup, seats, home::chosen_clock(doc))
        };
        dispatch(&a, Event::Start { setup, seats, clock });
    })?;
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
        dispatch(&a, Event::Back);
        a.borrow().guard_history();
    })?;
    let a = app.clone();
    on(&el(&doc, "settings")?, "change", move |_| {
        let mut a = a.borrow_mut();
        let s = settings::read(&a.doc);
        settings::set(s);
        settings::read_stun(&a.doc);
        a.frame.flip = s.flip;
        a.frame.theme = s.theme;
        a.frame.marks = s.hints;
        if a.shell.screen == Screen::Play {
            a.render();
        }
    })?;
    let a = app.clone();
    on(&el(&doc, "open-rules")?, "click", move |_| {
        let id = a.borrow().shell.picked.clone();
        dispatch(&a, Event::OpenRules(id));
    })?;
    let a = app.clone();
    on(&el(&doc, "play-rules")?, "click", move |_| {
        let id = {
            let a = a.borrow();
            a.shell.lesson().map(|l| l.game.clone()).or_else(|| a.shell.session().map(|s| s.id().to_string()))
        };
        if let Some(id) = id {
            dispatch(&a, Event::OpenRules(id));
        }
    })?;
    for button in ["open-tutorial", "rules-tutorial"] {
        let a = app.clone();
        on(&el(&doc, button)?, "click", move |_| {
            let game = {
                let a = a.borrow();
                match (&a.shell.screen, button) {
                    (Screen::Rules { game, .. }, "rules-tutorial") => game.clone(),
                    _ => a.shell.picked.clone(),
                }
            };
            dispatch(&a, Event::StartLesson { game, step: 0 });
        })?;
    }
    let a = app.clone();
    on(&el(&doc, "confirm")?, "click", move |_| view_input(&a, true, |v, s, _| v.confirm(s)))?;
    let a = app.clone();
    on(&el(&doc, "hint")?, "click", move |_| think::hint(&a))?;
    let a = app.clone();
    on(&el(&doc, "back-step")?, "click", move |_| view_input(&a, true, |v, _, _| v.back()))?;
    let a = app.clone();
    on(&el(&doc, "analyse")?, "click", move |_| think::start_review(&a))?;
    wire_board(app)?;
    wire_keys(app, &doc)?;
    wire_library(app, &doc)?;
    wire_review(app, &doc)?;
    wire_text_box(app, &doc)?;
    let a = app.clone();
    on(&web_sys::window().ok_or("no window")?, "resize", move |_| a.borrow_mut().resize())?;
    Ok(())
}

/// Presses and pointing on the board, and its focus (the keyboard cursor shows with it).
fn wire_board(app: &Shared) -> Result<(), JsValue> {
    let canvas = app.borrow().canvas.clone();
    let a = app.clone();
    on(&canvas, "pointerdown", move |e: web_sys::Event| {
        let Some(e) = e.dyn_ref::<web_sys::PointerEvent>() else { return };
        e.prevent_default();
        // A press on the board ends a hint's preview (the press then acts on the live game).
        a.borrow_mut().end_preview();
        let rect = a.borrow().canvas.get_bounding_client_rect();
        let (x, y) = (e.client_x() as f64 - rect.left(), e.client_y() as f64 - rect.top());
        view_input(&a, true, move |v, s, f| v.press(f, s, x, y));
    })?;
    let a = app.clone();
    on(&canvas, "pointermove", move |e: web_sys::Event| {
        let Some(e) = e.dyn_ref::<web_sys::PointerEvent>() else { return };
        let rect = a.borrow().canvas.get_bounding_client_rect();
        let (x, y) = (e.client_x() as f64 - rect.left(), e.client_y() as f64 - rect.top());
        if e.buttons() == 0 {
            // Pointing without pressing: the view may preview where a move would go.
            view_input(&a, false, move |v, s, f| v.hover(f, s, x, y));
        } else {
            view_input(&a, false, move |v, s, f| v.drag(f, s, x, y));
        }
    })?;
    for (event, focused) in [("focus", true), ("blur", false)] {
        let a = app.clone();
        on(&canvas, event, move |_| {
            let mut a = a.borrow_mut();
            a.frame.focused = focused;
            a.render_board();
            // Arriving on the board, a screen reader hears where the cursor is.
            if focused && a.human_may_act() {
                if let (Some(v), Some(s)) = (a.view(), a.shell.session()) {
                    let said = v.spoken(s);
                    a.say(&said);
                }
            }
        })?;
    }
    Ok(())
}

/// What had focus when a key was pressed: the board, the move list, a control that takes its
/// own keys, or nothing in particular.
fn focus_of(e: &web_sys::KeyboardEvent) -> Focus {
    let Some(target) = e.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else { return Focus::Page };
    if target.id() == "board" {
        return Focus::Board;
    }
    if target.closest("#move-list").ok().flatten().is_some() {
        return Focus::MoveList;
    }
    let control = "button, a[href], input, select, textarea, summary, [contenteditable], [role=button]";
    if target.closest(control).ok().flatten().is_some() {
        return Focus::Control;
    }
    Focus::Page
}

fn wire_keys(app: &Shared, doc: &Document) -> Result<(), JsValue> {
    let a = app.clone();
    on(doc, "keydown", move |e: web_sys::Event| {
        let Some(e) = e.dyn_ref::<web_sys::KeyboardEvent>() else { return };
        // Any key ends a hint's preview.
        a.borrow_mut().end_preview();
        let press = KeyPress { key: e.key(), ctrl: e.ctrl_key() || e.meta_key(), focus: focus_of(e) };
        if dispatch(&a, Event::Key(press)) {
            e.prevent_default();
        }
    })?;
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
                dispatch(&a, Event::Resume(id));
            }
            Some("remove") => {
                dispatch(&a, Event::Remove(id));
            }
            Some("raw") => {
                let raw = library::raw(&id).unwrap_or_default();
                dispatch(&a, Event::ShowDamaged(raw));
            }
            _ => {}
        }
    })?;
    let a = app.clone();
    let window = web_sys::window().ok_or("no window")?;
    on(&window, "storage", move |e: web_sys::Event| {
        let k = js_sys::Reflect::get(&e, &"key".into()).unwrap_or(JsValue::NULL);
        let a = a.borrow();
        if library::is_library_key(&k) && a.shell.screen == Screen::Home {
            a.show_library();
        }
    })?;
    // A link opened in a tab that is already open.
    let a = app.clone();
    on(&window, "hashchange", move |_| {
        let Some(payload) = link::fragment() else { return };
        link::clear_fragment();
        dispatch(&a, Event::Link(payload));
    })?;
    Ok(())
}

/// The move list and the review bar: look back at any position, replay, continue from there.
/// The move list's action (its button) an event happened on.
fn listed_action(e: &web_sys::Event) -> Option<web_sys::Element> {
    e.target()?.dyn_into::<web_sys::Element>().ok()?.closest("[data-i]").ok().flatten()
}

fn wire_review(app: &Shared, doc: &Document) -> Result<(), JsValue> {
    let a = app.clone();
    on(&el(doc, "move-list")?, "click", move |e: web_sys::Event| {
        let index = listed_action(&e).and_then(|b| b.get_attribute("data-i"));
        if let Some(i) = index.and_then(|i| i.parse::<usize>().ok()) {
            dispatch(&a, Event::ReviewAt(i + 1));
        }
    })?;
    // Pointing at an action of the list, or tabbing to it, shows the position after it on the
    // board (for players who do not read the notation); leaving it shows the game again.
    for (event, shows) in [("mouseover", true), ("focusin", true), ("mouseout", false), ("focusout", false)] {
        let a = app.clone();
        on(&el(doc, "move-list")?, event, move |e: web_sys::Event| {
            let button = listed_action(&e);
            let index = button.as_ref().and_then(|b| b.get_attribute("data-i"));
            // Focus leaves a button of the list as the list is rebuilt, while the app draws:
            // nothing to show then.
            let Ok(mut a) = a.try_borrow_mut() else { return };
            match index.and_then(|i| i.parse::<usize>().ok()) {
                Some(i) if shows => {
                    // Its words as its title (the pointer's tooltip) and, to a keyboard, spoken.
                    if let (Some(words), Some(button)) = (a.tell_listed(i), button) {
                        let _ = button.set_attribute("title", &words);
                        if e.type_() == "focusin" {
                            a.say(&words);
                        }
                    }
                    a.show_after(i);
                }
                _ => a.end_preview(),
            }
        })?;
    }
    for (id, to) in [("rv-start", 0), ("rv-back", 1), ("rv-next", 2), ("rv-end", 3)] {
        let a = app.clone();
        on(&el(doc, id)?, "click", move |_| {
            let at = a.borrow().shell.review().map_or(0, |r| r.at);
            let at = match to {
                0 => 0,
                1 => at.saturating_sub(1),
                2 => at + 1,
                _ => usize::MAX,
            };
            dispatch(&a, Event::ReviewAt(at));
        })?;
    }
    let a = app.clone();
    on(&el(doc, "replay")?, "click", move |_| {
        dispatch(&a, Event::Replay);
        think::replay_tick(a.clone());
    })?;
    Ok(())
}

/// The text box: copy, download, share, and import from the box or a file.
fn wire_text_box(app: &Shared, doc: &Document) -> Result<(), JsValue> {
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
                dispatch(&a, Event::Import(text));
            }
        });
    })?;
    // Live play's offer: the friend's answer code, pasted, connects.
    let a = app.clone();
    on(&el(doc, "text-connect")?, "click", move |_| {
        let code = dialog::answer_code(&a.borrow().doc);
        dispatch(&a, Event::Peer(PeerEvent::Answer(code)));
    })?;
    let a = app.clone();
    on(&el(doc, "text-answer")?, "keydown", move |e: web_sys::Event| {
        let enter = e.dyn_ref::<web_sys::KeyboardEvent>().is_some_and(|k| k.key() == "Enter");
        if enter {
            e.prevent_default();
            let code = dialog::answer_code(&a.borrow().doc);
            dispatch(&a, Event::Peer(PeerEvent::Answer(code)));
        }
    })?;
    let a = app.clone();
    on(&el(doc, "text-import")?, "click", move |_| {
        let text = dialog::text(&a.borrow().doc);
        dispatch(&a, Event::Import(text));
    })?;
    Ok(())
}

/// Passes an input to the game's view when a human may act, then gives the shell what it
/// asks for. A key or a press that builds an action (not one that plays it) is spoken: the
/// cursor's cell and what is on it, what is selected, what a press will do (`speak`; pointing
/// with a mouse is not, it would talk over everything).
pub fn view_input(app: &Shared, speak: bool, f: impl FnOnce(&mut dyn BoardView, &dyn Session, Frame) -> ViewAction) {
    let (action, said) = {
        let mut a = app.borrow_mut();
        if !a.human_may_act() {
            return;
        }
        let frame = a.frame;
        let super::App { view, shell, .. } = &mut *a;
        let (Some((_, v)), Some(s)) = (view.as_mut(), shell.session()) else { return };
        let action = f(v.as_mut(), s, frame);
        let building = !matches!(action, ViewAction::Play(_) | ViewAction::Chance);
        let said = if speak && building { v.spoken(s) } else { String::new() };
        (action, said)
    };
    if !matches!(action, ViewAction::Nothing) {
        super::effects::view_action(app, action);
    }
    if !said.is_empty() {
        app.borrow().say(&said);
    }
}

impl super::App {
    /// The game as a file name: `ludus-abalone-2026-11-24.txt`.
    fn file_name(&self) -> String {
        let game = self.shell.session().map_or("game", |s| s.id());
        let date: String = js_sys::Date::new_0().to_iso_string().as_string().unwrap_or_default().chars().take(10).collect();
        format!("ludus-{game}-{date}.txt")
    }
}
