//! Small DOM helpers for the app shell.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Document, Element, EventTarget, HtmlElement, Storage};

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

/// Elements to put on the page, built as data and made with the DOM API: tag and attribute
/// names are the code's own (`&'static str`), every text and attribute value is set as text or
/// as an attribute's value, never read as markup, so an id, a name or a notation from a link, a
/// record or the storage is shown as it is. Built whole in a fragment, then put in at once.
///
/// ```ignore
/// let mut t = Tree::default();
/// t.open("li").class("saved").attr("data-id", id).leaf("strong", name).close();
/// ```
#[derive(Default)]
pub struct Tree {
    ops: Vec<Op>,
}

enum Op {
    Open(&'static str),
    Attr(&'static str, String),
    Text(String),
    Close,
}

impl Tree {
    /// Starts an element (inside the one open, if any); its attributes follow.
    pub fn open(&mut self, tag: &'static str) -> &mut Tree {
        self.ops.push(Op::Open(tag));
        self
    }

    /// An attribute of the element just opened (before its content). `data-colour` also
    /// gives it that background, through the CSS object model: the Content-Security-Policy
    /// forbids `style` attributes.
    pub fn attr(&mut self, name: &'static str, value: &str) -> &mut Tree {
        self.ops.push(Op::Attr(name, value.to_string()));
        self
    }

    pub fn class(&mut self, class: &str) -> &mut Tree {
        self.attr("class", class)
    }

    /// Text in the element open (or at the top).
    pub fn text(&mut self, text: &str) -> &mut Tree {
        if !text.is_empty() {
            self.ops.push(Op::Text(text.to_string()));
        }
        self
    }

    /// Ends the element open.
    pub fn close(&mut self) -> &mut Tree {
        self.ops.push(Op::Close);
        self
    }

    /// An element with only text in it.
    pub fn leaf(&mut self, tag: &'static str, text: &str) -> &mut Tree {
        self.open(tag).text(text).close()
    }

    /// FNV-1a of the whole tree: tells it from the tree put last, without keeping that.
    /// Each part ends with 0xff, a byte UTF-8 never has, so no two trees read the same.
    fn stamp(&self) -> u64 {
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        let mut eat = |bytes: &[u8]| {
            for &b in bytes.iter().chain(&[0xff]) {
                h = (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3);
            }
        };
        for op in &self.ops {
            match op {
                Op::Open(tag) => eat(tag.as_bytes()),
                Op::Attr(name, value) => {
                    eat(b"=");
                    eat(name.as_bytes());
                    eat(value.as_bytes());
                }
                Op::Text(text) => {
                    eat(b"\"");
                    eat(text.as_bytes());
                }
                Op::Close => eat(b"/"),
            }
        }
        h
    }

    /// The elements, in a fragment not yet in the page. As few calls out of the wasm as the
    /// DOM allows (a long move list is hundreds of elements, built again after each move).
    fn build(&self, doc: &Document) -> Result<web_sys::DocumentFragment, JsValue> {
        let root = doc.create_document_fragment();
        let mut open: Vec<Element> = Vec::new();
        for op in &self.ops {
            match op {
                Op::Open(tag) => {
                    let e = doc.create_element(tag)?;
                    match open.last() {
                        Some(parent) => parent.append_with_node_1(&e)?,
                        None => root.append_with_node_1(&e)?,
                    }
                    open.push(e);
                }
                Op::Attr(name, value) => {
                    let e = open.last().ok_or("an attribute outside an element")?;
                    if *name == "class" {
                        e.set_class_name(value);
                    } else {
                        e.set_attribute(name, value)?;
                    }
                    if *name == "data-colour" {
                        // Only elements of the page's HTML are made here.
                        e.unchecked_ref::<HtmlElement>().style().set_property("background", value)?;
                    }
                }
                // A text node (`append` with a string): never parsed.
                Op::Text(text) => match open.last() {
                    Some(parent) => parent.append_with_str_1(text)?,
                    None => root.append_with_str_1(text)?,
                },
                Op::Close => {
                    open.pop().ok_or("a tree closes more than it opens")?;
                }
            }
        }
        Ok(root)
    }
}

/// Replaces the content of `e` with `tree`.
pub fn replace(doc: &Document, e: &Element, tree: &Tree) -> Result<(), JsValue> {
    let fragment = tree.build(doc)?;
    e.replace_children_with_node_1(&fragment);
    Ok(())
}

/// Puts `tree` as the content of element `id`. Unchanged content is not built again (that
/// would reset focus and scrolling, and the panel is shown after every change).
pub fn fill(doc: &Document, id: &str, tree: &Tree) {
    let Some(e) = doc.get_element_by_id(id) else { return };
    let stamp = tree.stamp().to_string();
    if e.get_attribute("data-stamp").as_deref() == Some(stamp.as_str()) {
        return;
    }
    if replace(doc, &e, tree).is_ok() {
        let _ = e.set_attribute("data-stamp", &stamp);
    }
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

/// The crash box, with what went wrong (a panic, a start that failed).
pub fn show_crash(message: &str) {
    if let Ok(doc) = document() {
        set_text(&doc, "crash-detail", message);
        show(&doc, "crash", true);
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
