//! The two boxes over the page: the confirmation box (a question, Yes and No) and the text box
//! (a game record or a link to copy, download or share; a record to paste or open from a
//! file). DOM and browser calls only: what a question does is the app's business.

use crate::dom::{self, el, set_text};
use crate::i18n::t;
use js_sys::{Function, Reflect};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{Document, HtmlElement, HtmlTextAreaElement};

/// Asks `question`; the buttons say `yes` and `no`.
pub fn ask(doc: &Document, question: &str, yes: &str, no: &str) {
    set_text(doc, "ask-text", question);
    set_text(doc, "ask-yes", yes);
    set_text(doc, "ask-no", no);
    dom::show(doc, "ask", true);
    focus(doc, "ask-yes");
}

pub fn close_ask(doc: &Document) {
    dom::show(doc, "ask", false);
}

pub fn asking(doc: &Document) -> bool {
    dom::show_state(doc, "ask") == Some(true)
}

fn focus(doc: &Document, id: &str) {
    if let Some(e) = doc.get_element_by_id(id).and_then(|e| e.dyn_into::<HtmlElement>().ok()) {
        let _ = e.focus();
    }
}

/// What the text box is for.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum TextUse {
    /// A game record to copy or download.
    Export,
    /// A link to a game, to send.
    Link,
    /// A record to paste or open from a file, then import.
    Import,
    /// Live play: the link with this device's offer, and a field for the friend's answer.
    LiveOffer,
    /// Live play: this device's answer code, to send back.
    LiveAnswer,
}

/// Opens the text box for `use_`, with `title`, `help` and `text` (empty for an import).
pub fn show_text(doc: &Document, use_: TextUse, title: &str, help: &str, text: &str) {
    set_text(doc, "text-title", title);
    set_text(doc, "text-help", help);
    set_text(doc, "text-error", "");
    dom::show(doc, "text-error", false);
    if let Some(area) = textarea(doc) {
        area.set_value(text);
        area.set_read_only(use_ != TextUse::Import);
        // The live offer's box also holds the answer's field: on a phone on its side, both in
        // sight.
        area.set_rows(if use_ == TextUse::LiveOffer { 4 } else { 10 });
    }
    let _ = el(doc, "text-box").map(|b| {
        b.set_attribute(
            "data-use",
            match use_ {
                TextUse::Export => "export",
                TextUse::Link => "link",
                TextUse::Import => "import",
                TextUse::LiveOffer => "live-offer",
                TextUse::LiveAnswer => "live-answer",
            },
        )
    });
    dom::show(doc, "text-copy", use_ != TextUse::Import);
    dom::show(doc, "text-download", use_ == TextUse::Export);
    let sent = matches!(use_, TextUse::Link | TextUse::LiveOffer | TextUse::LiveAnswer);
    dom::show(doc, "text-share", sent && can_share());
    dom::show(doc, "text-open", use_ == TextUse::Import);
    dom::show(doc, "text-import", use_ == TextUse::Import);
    dom::show(doc, "text-answer-row", use_ == TextUse::LiveOffer);
    dom::show(doc, "text-connect", use_ == TextUse::LiveOffer);
    if let Some(field) = doc.get_element_by_id("text-answer").and_then(|e| e.dyn_into::<web_sys::HtmlInputElement>().ok()) {
        field.set_value("");
    }
    dom::show(doc, "text-box", true);
    focus(doc, "text-area");
}

pub fn close_text(doc: &Document) {
    dom::show(doc, "text-box", false);
}

pub fn text_use(doc: &Document) -> Option<TextUse> {
    if dom::show_state(doc, "text-box") != Some(true) {
        return None;
    }
    match el(doc, "text-box").ok()?.get_attribute("data-use")?.as_str() {
        "export" => Some(TextUse::Export),
        "link" => Some(TextUse::Link),
        "live-offer" => Some(TextUse::LiveOffer),
        "live-answer" => Some(TextUse::LiveAnswer),
        _ => Some(TextUse::Import),
    }
}

/// An error under the text (an import that failed), read out by screen readers.
pub fn text_error(doc: &Document, why: &str) {
    let _ = el(doc, "text-error").map(|e| e.set_class_name("text-note error"));
    set_text(doc, "text-error", why);
    dom::show(doc, "text-error", !why.is_empty());
}

fn textarea(doc: &Document) -> Option<HtmlTextAreaElement> {
    doc.get_element_by_id("text-area")?.dyn_into().ok()
}

pub fn text(doc: &Document) -> String {
    textarea(doc).map(|a| a.value()).unwrap_or_default()
}

/// The answer code pasted in the live-play offer's field.
pub fn answer_code(doc: &Document) -> String {
    doc.get_element_by_id("text-answer")
        .and_then(|e| e.dyn_into::<web_sys::HtmlInputElement>().ok())
        .map(|i| i.value())
        .unwrap_or_default()
}

pub fn set_area(doc: &Document, text: &str) {
    if let Some(a) = textarea(doc) {
        a.set_value(text);
    }
}

/// Calls `object.method(args…)`, for browser APIs web-sys keeps behind unstable flags.
fn call(object: &JsValue, method: &str, args: &[JsValue]) -> Option<JsValue> {
    let f: Function = Reflect::get(object, &method.into()).ok()?.dyn_into().ok()?;
    let list: js_sys::Array = args.iter().collect();
    f.apply(object, &list).ok()
}

fn navigator() -> Option<JsValue> {
    Some(web_sys::window()?.navigator().into())
}

/// Copies `text` to the clipboard; says whether the browser took it.
pub async fn copy(text: &str) -> bool {
    let Some(clipboard) = navigator().and_then(|n| Reflect::get(&n, &"clipboard".into()).ok()) else { return false };
    let Some(promise) = call(&clipboard, "writeText", &[text.into()]) else { return false };
    JsFuture::from(js_sys::Promise::from(promise)).await.is_ok()
}

/// Whether the browser has a share sheet.
pub fn can_share() -> bool {
    navigator().and_then(|n| Reflect::get(&n, &"share".into()).ok()).is_some_and(|f| f.is_function())
}

/// Opens the system share sheet for `url`; false when the player closed it or it failed.
pub async fn share(title: &str, url: &str) -> bool {
    let Some(n) = navigator() else { return false };
    let data = crate::js::object(&[("title", title.into()), ("url", url.into())]);
    let Some(promise) = call(&n, "share", &[data]) else { return false };
    JsFuture::from(js_sys::Promise::from(promise)).await.is_ok()
}

/// Saves `text` as a file called `name` (the browser's download).
pub fn download(doc: &Document, name: &str, text: &str) -> Result<(), JsValue> {
    let parts: js_sys::Array = std::iter::once(JsValue::from_str(text)).collect();
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("text/plain;charset=utf-8");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob)?;
    let a: web_sys::HtmlAnchorElement = doc.create_element("a")?.dyn_into()?;
    a.set_href(&url);
    a.set_download(name);
    a.click();
    web_sys::Url::revoke_object_url(&url)?;
    Ok(())
}

/// The text of the file chosen in the text box's file field.
pub async fn chosen_file(doc: &Document) -> Option<String> {
    let input: web_sys::HtmlInputElement = doc.get_element_by_id("text-file")?.dyn_into().ok()?;
    let file = input.files()?.get(0)?;
    // A record is small; anything over a megabyte is not one (the reader refuses it too).
    if file.size() > 1_048_576.0 {
        return Some(String::new());
    }
    let promise = call(&file.into(), "text", &[])?;
    let text = JsFuture::from(js_sys::Promise::from(promise)).await.ok()?;
    input.set_value("");
    text.as_string()
}

/// "Copied" under the text for a moment's reassurance (or why not).
pub fn copied(doc: &Document, ok: bool) {
    let _ = el(doc, "text-error").map(|e| e.set_class_name(if ok { "text-note" } else { "text-note error" }));
    let said = if ok { t("app-copied") } else { t("app-copy-failed") };
    set_text(doc, "text-error", &said);
    dom::show(doc, "text-error", true);
}
