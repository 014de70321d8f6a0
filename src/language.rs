//! The player's language: the browser's by default, then the switch's, remembered. Its
//! catalogue is fetched from `locales/` (kept by the service worker for offline play), and
//! the page's fixed words (`data-i18n` in index.html) are put in it.

use crate::dom;
use crate::i18n::{self, t, Catalogue, Lang};
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::Document;

const LANG_KEY: &str = "ludus.lang";

/// The language to start in: the one the player chose before, else the browser's.
pub fn initial() -> Lang {
    if let Some(code) = dom::storage().and_then(|s| s.get_item(LANG_KEY).ok().flatten()) {
        return Lang::from_tag(&code);
    }
    let browser = web_sys::window().and_then(|w| w.navigator().language()).unwrap_or_default();
    Lang::from_tag(&browser)
}

/// Fetches `lang`'s catalogue and makes it the one in use. On failure the catalogue in use
/// stays, and the error says which file could not be had.
///
/// The site ships each language's words as one file (`locales/<code>.ftl`, the language's
/// files joined by `scripts/post_build.sh`): one request, not twelve. A script of its own
/// (`www/words.js`, first in `<head>`) asks for the likely language's file while the wasm still
/// downloads; that request is used when it is for `lang`.
pub async fn load(lang: Lang) -> Result<(), String> {
    let window = web_sys::window().ok_or("no window")?;
    let url = lang.bundle_url();
    let request = early_request(&window, lang).unwrap_or_else(|| window.fetch_with_str(&url));
    let text = read(&url, JsFuture::from(request).await).await?;
    let catalogue =
        Catalogue::parse_all(lang, &[text.as_str()]).map_err(|e| format!("{} catalogue, {e}", lang.code()))?;
    i18n::set_catalogue(catalogue);
    keep_offline(lang);
    Ok(())
}

/// The words to start in: the catalogue of the player's language, else (offline, a language this
/// browser never kept) any language that loads, so that no choice of language ever stops the
/// game from starting. The language loaded, or why none could be.
pub async fn start() -> Result<Lang, String> {
    let wanted = initial();
    let mut why = String::new();
    for lang in std::iter::once(wanted).chain(Lang::ALL.into_iter().filter(|&l| l != wanted)) {
        match load(lang).await {
            Ok(()) => return Ok(lang),
            Err(e) => why = e,
        }
    }
    Err(why)
}

/// The request `www/words.js` made early (`window.ludusWords = {code, request}`), if it is for
/// `lang`; taken once.
fn early_request(window: &web_sys::Window, lang: Lang) -> Option<js_sys::Promise> {
    let early = js_sys::Reflect::get(window, &"ludusWords".into()).ok().filter(|v| v.is_object())?;
    let _ = js_sys::Reflect::delete_property(window, &"ludusWords".into());
    let code = js_sys::Reflect::get(&early, &"code".into()).ok()?.as_string()?;
    if code != lang.code() {
        // Its rejection, if any, is nobody's error.
        if let Ok(p) = js_sys::Reflect::get(&early, &"request".into()).and_then(|p| p.dyn_into::<js_sys::Promise>()) {
            let ignore = wasm_bindgen::closure::Closure::<dyn FnMut(wasm_bindgen::JsValue)>::new(|_| {});
            let _ = p.catch(&ignore);
            ignore.forget();
        }
        return None;
    }
    js_sys::Reflect::get(&early, &"request".into()).ok()?.dyn_into::<js_sys::Promise>().ok()
}

/// The text of a fetched catalogue file, or which file could not be had and why.
async fn read(url: &str, fetched: Result<wasm_bindgen::JsValue, wasm_bindgen::JsValue>) -> Result<String, String> {
    let fail = |why: &str| format!("{url}: {why}");
    let response = fetched.map_err(|_| fail("could not be fetched"))?;
    let response: web_sys::Response = response.dyn_into().map_err(|_| fail("not a response"))?;
    if !response.ok() {
        return Err(fail(&format!("HTTP {}", response.status())));
    }
    let text = response.text().map_err(|_| fail("unreadable"))?;
    let text = JsFuture::from(text).await.map_err(|_| fail("unreadable"))?;
    Ok(text.as_string().unwrap_or_default())
}

/// Asks the service worker to keep `lang`'s catalogue for offline play. The worker precaches
/// every language's words when it installs (`www/sw.js`); this asks again in case its cache
/// lost them, and once it has them it answers, and the page says so in
/// `<html data-offline="<code>">`.
fn keep_offline(lang: Lang) {
    let Some(w) = web_sys::window() else { return };
    let container = w.navigator().service_worker();
    let Ok(ready) = container.ready() else { return };
    wasm_bindgen_futures::spawn_local(async move {
        let Ok(registration) = JsFuture::from(ready).await else { return };
        let Ok(registration) = registration.dyn_into::<web_sys::ServiceWorkerRegistration>() else { return };
        let Some(worker) = registration.active() else { return };
        let files = js_sys::Array::new();
        files.push(&lang.bundle_url().into());
        let message = js_sys::Object::new();
        let _ = js_sys::Reflect::set(&message, &"keep".into(), &files);
        let _ = js_sys::Reflect::set(&message, &"lang".into(), &lang.code().into());
        let _ = worker.post_message(&message);
    });
}

/// Listens for the service worker's answer to [`keep_offline`].
pub fn listen_offline() {
    let Some(w) = web_sys::window() else { return };
    let container = w.navigator().service_worker();
    let _ = dom::on(&container, "message", |e: web_sys::Event| {
        let Some(e) = e.dyn_ref::<web_sys::MessageEvent>() else { return };
        let kept = js_sys::Reflect::get(&e.data(), &"kept".into()).ok().and_then(|v| v.as_string());
        if let (Some(code), Ok(doc)) = (kept, dom::document()) {
            if let Some(root) = doc.document_element() {
                let _ = root.set_attribute("data-offline", &code);
            }
        }
    });
}

/// Remembers `lang` as the player's choice.
pub fn remember(lang: Lang) {
    if let Some(s) = dom::storage() {
        let _ = s.set_item(LANG_KEY, lang.code());
    }
}

/// Puts the page's fixed words in the language in use: `data-i18n` sets an element's text,
/// `data-i18n-title` its tooltip, `data-i18n-label` its accessible name.
pub fn apply(doc: &Document) {
    let lang = i18n::language();
    if let Some(html) = doc.document_element() {
        let _ = html.set_attribute("lang", lang.code());
    }
    doc.set_title(&t("app-title"));
    for (selector, attribute) in [
        ("[data-i18n]", "data-i18n"),
        ("[data-i18n-title]", "data-i18n-title"),
        ("[data-i18n-label]", "data-i18n-label"),
    ] {
        let Ok(list) = doc.query_selector_all(selector) else { continue };
        for i in 0..list.length() {
            let Some(e) = list.item(i).and_then(|n| n.dyn_into::<web_sys::Element>().ok()) else { continue };
            let Some(key) = e.get_attribute(attribute) else { continue };
            match attribute {
                "data-i18n" => e.set_text_content(Some(&t(&key))),
                "data-i18n-title" => drop(e.set_attribute("title", &t(&key))),
                _ => drop(e.set_attribute("aria-label", &t(&key))),
            }
        }
    }
    show_switch(doc, lang);
}

/// The language switch shows `lang`.
pub fn show_switch(doc: &Document, lang: Lang) {
    if let Some(select) = doc.get_element_by_id("lang").and_then(|e| e.dyn_into::<web_sys::HtmlSelectElement>().ok()) {
        select.set_value(lang.code());
    }
}
