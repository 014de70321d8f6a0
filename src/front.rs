//! The first screen, from a wasm of its own (`www/front`, a few dozen KB): the game cards and
//! the new-game form, up as soon as the words are in. The page's wasm (rules, views, records,
//! the shell) is fetched only after that first paint (`www/boot.js`, `ludusPage`), and then
//! takes the screen over as it stands: the game picked and every choice made in the form are
//! kept (`App::start`). A press the first screen cannot answer (Start, Rules, Settings, the
//! language…) waits for the page and is made again then (`hand_over`).
//!
//! The first screen is the home screen only when it has nothing else to show: no game sent by
//! link, no game this tab had open, and an empty library (its entries are drawn with each
//! game's rules and board). Otherwise it leaves the "setting up" line on and asks for the page
//! at once: a returning player's files come from the service worker's cache anyway.

use crate::dom::{self, el};
use crate::i18n::t;
use crate::{home, language, library, link};
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::Document;

/// On `<html>`: the page's wasm runs the screen now (the first screen stands aside).
const READY: &str = "data-ready";
/// On `<html>`: the id of the control last pressed before the page was ready, to press again.
const WAITING: &str = "data-waiting";

thread_local! {
    /// The game whose form is open.
    static PICKED: RefCell<String> = const { RefCell::new(String::new()) };
}

/// The first screen's start (called by `www/front`'s `#[wasm_bindgen(start)]`).
pub fn start() {
    if web_sys::window().is_none() {
        return;
    }
    std::panic::set_hook(Box::new(|info| {
        console_error_panic_hook::hook(info);
        dom::show_crash(&info.to_string());
    }));
    let home_first = link::fragment().is_none() && library::open_here().is_none() && !library::kept_any();
    if !home_first {
        load_page();
        return;
    }
    wasm_bindgen_futures::spawn_local(async {
        // Any trouble here is the page's to tell (it starts from scratch, with its own
        // fallbacks and messages): the first screen only steps aside.
        if language::start().await.is_ok() && show_home().is_ok() {
            // After the first paint: a frame, then a task, so the page's files never compete
            // with the first screen's.
            if let Some(w) = web_sys::window() {
                let cb = Closure::once_into_js(|| dom::later(0, load_page));
                let _ = w.request_animation_frame(cb.unchecked_ref());
            }
        } else {
            load_page();
        }
    });
}

/// The cards, the first game's form, and the listeners that serve them until the page is up.
fn show_home() -> Result<(), JsValue> {
    let doc = dom::document()?;
    language::apply(&doc);
    home::build_cards(&doc)?;
    let first = ludus_engine::games::all().into_iter().find(|g| home::playable(g.id)).map(|g| g.id);
    if let Some(id) = first {
        home::pick(&doc, id)?;
        PICKED.with(|p| *p.borrow_mut() = id.to_string());
    }
    dom::show(&doc, "loading", false);
    dom::show(&doc, "home", true);
    let d = doc.clone();
    dom::on(&doc, "click", move |e| pressed(&d, &e))?;
    let d = doc.clone();
    dom::on(&el(&doc, "option-rows")?, "change", move |_| {
        if !ready(&d) {
            let _ = PICKED.with(|p| home::build_seats(&d, &p.borrow()));
        }
    })?;
    let d = doc.clone();
    dom::on(&el(&doc, "lang")?, "change", move |e| {
        let code = e.target().and_then(|t| t.dyn_into::<web_sys::HtmlSelectElement>().ok()).map(|s| s.value());
        if let (false, Some(code)) = (ready(&d), code) {
            wait(&d, &format!("lang={code}"));
        }
    })?;
    Ok(())
}

/// A press on the first screen: a card opens its form; any other control waits for the page.
fn pressed(doc: &Document, e: &web_sys::Event) {
    if ready(doc) {
        return;
    }
    let Some(target) = e.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else { return };
    if let Some(card) = target.closest(".game-card").ok().flatten() {
        let Some(id) = card.get_attribute("data-game") else { return };
        if home::pick(doc, &id).unwrap_or(false) {
            PICKED.with(|p| *p.borrow_mut() = id);
            home::bring_form_into_view(doc);
        }
        return;
    }
    // The crash box's buttons are `www/boot.js`'s, and work from the start.
    let control = target.closest("button[id]").ok().flatten().filter(|b| b.closest("#crash").ok().flatten().is_none());
    if let Some(id) = control.map(|b| b.id()) {
        e.prevent_default();
        wait(doc, &id);
    }
}

/// Control `id` is pressed again once the page is up (`lang=<code>`: the language switch is set
/// to that language again); till then the player reads that it is coming.
fn wait(doc: &Document, id: &str) {
    let Some(html) = doc.document_element() else { return };
    if let Some(before) = html.get_attribute(WAITING).and_then(|b| doc.get_element_by_id(&b)) {
        let _ = before.remove_attribute("aria-busy");
    }
    let _ = html.set_attribute(WAITING, id);
    if let Some(control) = doc.get_element_by_id(id) {
        let _ = control.set_attribute("aria-busy", "true");
    }
    dom::notice(doc, &t("app-loading"));
}

fn ready(doc: &Document) -> bool {
    doc.document_element().is_some_and(|h| h.has_attribute(READY))
}

/// Asks `www/boot.js` for the page's wasm (it starts itself once loaded).
fn load_page() {
    let Some(w) = web_sys::window() else { return };
    if let Ok(f) = js_sys::Reflect::get(&w, &"ludusPage".into()).and_then(|f| f.dyn_into::<js_sys::Function>()) {
        let _ = f.call0(&JsValue::NULL);
    }
}

/// The game whose form the first screen left open, if the home screen it put up is the page's
/// to keep as it stands: shown, in the language the page starts in.
pub fn picked(doc: &Document, lang: crate::i18n::Lang) -> Option<String> {
    let html = doc.document_element()?;
    if dom::show_state(doc, "home") != Some(true) || html.get_attribute("lang").as_deref() != Some(lang.code()) {
        return None;
    }
    doc.query_selector(".game-card.selected").ok()??.get_attribute("data-game")
}

/// The page is up: the first screen stands aside, and the control pressed while the page was
/// loading is pressed again (the language switch tells its change again).
pub fn hand_over(doc: &Document) {
    let Some(html) = doc.document_element() else { return };
    let _ = html.set_attribute(READY, "");
    let Some(id) = html.get_attribute(WAITING) else { return };
    let _ = html.remove_attribute(WAITING);
    if let Some(control) = doc.get_element_by_id(&id) {
        let _ = control.remove_attribute("aria-busy");
    }
    dom::notice(doc, "");
    if let Some(code) = id.strip_prefix("lang=") {
        let Some(switch) = doc.get_element_by_id("lang").and_then(|e| e.dyn_into::<web_sys::HtmlSelectElement>().ok())
        else {
            return;
        };
        switch.set_value(code);
        if let Ok(change) = web_sys::Event::new("change") {
            let _ = switch.dispatch_event(&change);
        }
    } else if let Some(button) = doc.get_element_by_id(&id).and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) {
        button.click();
    }
}
