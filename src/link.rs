//! Play by link, with no server: a game travels in the URL's fragment (`#game=<payload>`, the
//! engine's compact, versioned and checksummed link: `Record::to_link`), which no server ever
//! sees, so a link opens on any static host and offline. Each player plays a move and sends the
//! link on; the game's library id travels with it, so the recipient's copy is found and the
//! link must extend it.


const TAG: &str = "game=";

/// The link's payload in this page's address, if it carries a game.
pub fn fragment() -> Option<String> {
    let hash = web_sys::window()?.location().hash().ok()?;
    hash.strip_prefix('#')?.strip_prefix(TAG).map(str::to_string)
}

/// Takes the game out of the address, so a reload does not open the link again.
pub fn clear_fragment() {
    let Some(w) = web_sys::window() else { return };
    let (Ok(path), Ok(search)) = (w.location().pathname(), w.location().search()) else { return };
    if let Ok(h) = w.history() {
        let _ = h.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&format!("{path}{search}")));
    }
}

/// The address of this page with `payload` as its game.
pub fn url(payload: &str) -> String {
    let base = web_sys::window()
        .and_then(|w| {
            let l = w.location();
            Some(format!("{}{}", l.origin().ok()?, l.pathname().ok()?))
        })
        .unwrap_or_default();
    format!("{base}#{TAG}{payload}")
}

