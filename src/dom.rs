//! Small DOM helpers for the app shell.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Document, Element, EventTarget, Storage};

pub fn document() -> Result<Document, JsValue> {
    web_sys::window().and_then(|w| w.document()).ok_or_else(|| "no document".into())
}

pub fn el(doc: &Document, id: &str) -> Result<Element, JsValue> {
    doc.get_element_by_id(id).ok_or_else(|| format!("page is missing #{id}").into())
}

pub fn set_text(doc: &Document, id: &str, text: &str) {
    if let Some(e) = doc.get_element_by_id(id) {
        e.set_text_content(Some(text));
    }
}

/// Sets an element's markup (unchanged markup is not set again, which would reset focus and
/// scrolling). Elements with `data-colour` get that background through the CSS object model:
/// the Content-Security-Policy forbids `style` attributes in markup.
pub fn set_html(doc: &Document, id: &str, html: &str) {
    let Some(e) = doc.get_element_by_id(id) else { return };
    let stamp = fnv(html).to_string();
    if e.get_attribute("data-html").as_deref() == Some(stamp.as_str()) {
        return;
    }
    e.set_inner_html(html);
    let _ = e.set_attribute("data-html", &stamp);
    let Ok(coloured) = e.query_selector_all("[data-colour]") else { return };
    for i in 0..coloured.length() {
        let Some(c) = coloured.item(i).and_then(|n| n.dyn_into::<web_sys::HtmlElement>().ok()) else { continue };
        if let Some(colour) = c.get_attribute("data-colour") {
            let _ = c.style().set_property("background", &colour);
        }
    }
}

/// FNV-1a: tells this markup from the last set, without keeping it.
fn fnv(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3))
}

pub fn show(doc: &Document, id: &str, visible: bool) {
    if let Some(e) = doc.get_element_by_id(id) {
        let _ = if visible { e.remove_attribute("hidden") } else { e.set_attribute("hidden", "") };
    }
}

pub fn show_state(doc: &Document, id: &str) -> Option<bool> {
    doc.get_element_by_id(id).map(|e| !e.has_attribute("hidden"))
}

pub fn enable(doc: &Document, id: &str, on: bool) {
    if let Some(e) = doc.get_element_by_id(id) {
        let _ = if on { e.remove_attribute("disabled") } else { e.set_attribute("disabled", "") };
    }
}

pub fn toggle_class(doc: &Document, id: &str, class: &str, on: bool) {
    if let Some(e) = doc.get_element_by_id(id) {
        let _ = e.class_list().toggle_with_force(class, on);
    }
}

thread_local! {
    /// Counts the notices shown, so that only the latest one's timer hides the bar.
    static NOTICES: std::cell::Cell<u32> = const { std::cell::Cell::new(0) };
}

/// A message in the notice bar; empty hides it. A notice passes: it hides itself once there
/// was time to read it (a newer notice, or the same one updated, starts the count again), so
/// that it never stays over the buttons below it (the end of a game's Rematch, the review bar).
pub fn notice(doc: &Document, text: &str) {
    set_text(doc, "notice", text);
    show(doc, "notice", !text.is_empty());
    let shown = NOTICES.with(|n| {
        n.set(n.get().wrapping_add(1));
        n.get()
    });
    if !text.is_empty() {
        // About 4 s and a slow reader's pace for the words, at most 15 s.
        let ms = (4_000 + 60 * text.chars().count()).min(15_000) as i32;
        let doc = doc.clone();
        later(ms, move || {
            if NOTICES.with(|n| n.get()) == shown {
                show(&doc, "notice", false);
            }
        });
    }
}

pub fn storage() -> Option<Storage> {
    web_sys::window().and_then(|w| w.local_storage().ok().flatten())
}

/// Adds an event listener that lives as long as the page.
pub fn on(
    target: &impl AsRef<EventTarget>,
    event: &str,
    f: impl FnMut(web_sys::Event) + 'static,
) -> Result<(), JsValue> {
    listen(target.as_ref(), event, Box::new(f))
}

/// `on`'s work, compiled once rather than for each listener's closure type (as `later_boxed`).
fn listen(target: &EventTarget, event: &str, f: Box<dyn FnMut(web_sys::Event)>) -> Result<(), JsValue> {
    let cb = Closure::wrap(f);
    target.add_event_listener_with_callback(event, cb.as_ref().unchecked_ref())?;
    cb.forget();
    Ok(())
}

/// Runs `f` after `ms` milliseconds, from the browser's event loop.
pub fn later(ms: i32, f: impl FnOnce() + 'static) {
    later_boxed(ms, Box::new(f));
}

/// `later`'s work, compiled once: a JavaScript closure for each caller's closure type would
/// cost the site's wasm some hundred bytes each.
fn later_boxed(ms: i32, f: Box<dyn FnOnce()>) {
    if let Some(w) = web_sys::window() {
        let cb = wasm_bindgen::closure::Closure::once_into_js(f);
        let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(cb.unchecked_ref(), ms);
    }
}
