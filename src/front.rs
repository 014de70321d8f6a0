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
/// On `<html>`: the language chosen before the page was ready, to choose again.
const WAITING_LANG: &str = "data-waiting-lang";
/// The controls of the first screen that wait for the page (and the only ids pressed again).
const WAIT_FOR_PAGE: [&str; 5] = ["start", "open-rules", "open-tutorial", "import-btn", "settings-btn"];

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
        if let (false, Some(code), Some(html)) = (ready(&d), code, d.document_element()) {
            let _ = html.set_attribute(WAITING_LANG, &code);
            waiting_notice(&d);
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
            // Another game: a Start (or Rules) pressed for the one before is not this one's.
            stop_waiting(doc);
        }
        return;
    }
    let control = target.closest("button[id]").ok().flatten().map(|b| b.id());
    if let Some(id) = control.filter(|id| WAIT_FOR_PAGE.contains(&id.as_str())) {
        e.prevent_default();
        wait(doc, &id);
    }
}

/// Control `id` is pressed again once the page is up; till then it looks busy, and the player
/// reads that the games are coming.
fn wait(doc: &Document, id: &str) {
    let Some(html) = doc.document_element() else { return };
    stop_waiting(doc);
    let _ = html.set_attribute(WAITING, id);
    if let Some(control) = doc.get_element_by_id(id) {
        let _ = control.set_attribute("aria-busy", "true");
    }
    waiting_notice(doc);
}

/// "Setting up the boards…" until the page is up, without the notice's timer: the first
/// screen's timer would hide a notice of the page's (each wasm counts its own notices).
fn waiting_notice(doc: &Document) {
    dom::set_text(doc, "notice", &t("app-loading"));
    dom::show(doc, "notice", true);
}

/// No control waits any more (the language chosen still does). The waiting notice goes once
/// nothing waits; a notice that is not the first screen's (the page's, from its start) stays.
fn stop_waiting(doc: &Document) {
    let Some(html) = doc.document_element() else { return };
    let Some(before) = html.get_attribute(WAITING) else { return };
    let _ = html.remove_attribute(WAITING);
    if let Some(control) = doc.get_element_by_id(&before) {
        let _ = control.remove_attribute("aria-busy");
    }
    if !html.has_attribute(WAITING_LANG) {
        dom::show(doc, "notice", false);
    }
}

fn ready(doc: &Document) -> bool {
    doc.document_element().is_some_and(|h| h.has_attribute(READY))
}

/// Asks `www/boot.js` for the page's wasm (it starts itself once loaded).
fn load_page() {
    let Some(w) = web_sys::window() else { return };
    match js_sys::Reflect::get(&w, &"ludusPage".into()).and_then(|f| f.dyn_into::<js_sys::Function>()) {
        Ok(f) => drop(f.call0(&JsValue::NULL)),
        // The start-up guard did not run (it failed to load): nothing would ever bring the games.
        Err(_) => dom::show_crash("could not start the games: the start-up script did not run"),
    }
}

/// The game whose form the first screen left open on the home screen it put up, if any.
pub fn picked(doc: &Document) -> Option<String> {
    if dom::show_state(doc, "home") != Some(true) {
        return None;
    }
    let id = doc.query_selector(".game-card.selected").ok()??.get_attribute("data-game")?;
    home::playable(&id).then_some(id)
}

/// Whether the first screen's words are in `lang` (the page keeps them, and the form, as they
/// stand).
pub fn in_language(doc: &Document, lang: crate::i18n::Lang) -> bool {
    doc.document_element().and_then(|h| h.get_attribute("lang")).as_deref() == Some(lang.code())
}

/// The page is up: the first screen stands aside. Where the page kept its home screen as it
/// stood (`kept`), the language chosen meanwhile is chosen again, then the control pressed is
/// pressed again; otherwise (the page shows something else, or built the form anew) a press
/// made for what is gone is dropped.
pub fn hand_over(doc: &Document, kept: bool) {
    let Some(html) = doc.document_element() else { return };
    let _ = html.set_attribute(READY, "");
    let lang = html.get_attribute(WAITING_LANG);
    let _ = html.remove_attribute(WAITING_LANG);
    let id = html.get_attribute(WAITING).filter(|id| WAIT_FOR_PAGE.contains(&id.as_str()));
    if lang.is_some() && id.is_none() {
        // Only a language waited: its notice goes (`stop_waiting` hides it after a press).
        dom::show(doc, "notice", false);
    }
    stop_waiting(doc);
    if !kept {
        return;
    }
    if let Some(code) = lang {
        let switch = doc.get_element_by_id("lang").and_then(|e| e.dyn_into::<web_sys::HtmlSelectElement>().ok());
        if let (Some(switch), Ok(change)) = (switch, web_sys::Event::new("change")) {
            switch.set_value(&code);
            let _ = switch.dispatch_event(&change);
        }
    }
    if let Some(button) = id.and_then(|id| doc.get_element_by_id(&id)).and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) {
        button.click();
    }
}
