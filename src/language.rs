//! The player's language: the browser's by default, then the switch's, remembered; and the
//! page's fixed words (`data-i18n` in index.html) in that language.

use crate::dom;
use crate::i18n::{self, t, Lang};
use wasm_bindgen::JsCast;
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

/// Switches to `lang` and remembers it.
pub fn choose(doc: &Document, lang: Lang) {
    if let Some(s) = dom::storage() {
        let _ = s.set_item(LANG_KEY, lang.code());
    }
    apply(doc, lang);
}

/// Puts the page's fixed words in `lang`: `data-i18n` sets an element's text, `data-i18n-title`
/// its tooltip.
pub fn apply(doc: &Document, lang: Lang) {
    i18n::set_language(lang);
    if let Some(html) = doc.document_element() {
        let _ = html.set_attribute("lang", lang.code());
    }
    doc.set_title(&t("app-title"));
    for (selector, attribute) in [("[data-i18n]", "data-i18n"), ("[data-i18n-title]", "data-i18n-title")] {
        let Ok(list) = doc.query_selector_all(selector) else { continue };
        for i in 0..list.length() {
            let Some(e) = list.item(i).and_then(|n| n.dyn_into::<web_sys::Element>().ok()) else { continue };
            let Some(key) = e.get_attribute(attribute) else { continue };
            if attribute == "data-i18n" {
                e.set_text_content(Some(&t(&key)));
            } else {
                let _ = e.set_attribute("title", &t(&key));
            }
        }
    }
    if let Some(select) =
        doc.get_element_by_id("lang").and_then(|e| e.dyn_into::<web_sys::HtmlSelectElement>().ok())
    {
        select.set_value(lang.code());
    }
}
