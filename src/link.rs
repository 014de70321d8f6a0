//! Play by link, with no server: a game travels in the URL's fragment (`#game=<payload>`, the
//! engine's compact, versioned and checksummed link: `Record::to_link`), which no server ever
//! sees, so a link opens on any static host and offline. Each player plays a move and sends the
//! link on; the game's library id travels with it, so the recipient's copy is found and the
//! link must extend it.

use ludus_engine::session::Session;

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

/// How a game from a link stands to the player's own copy of it.
#[derive(Debug, PartialEq, Eq)]
pub enum Arrival {
    /// The link carries the same actions and more: it moves the game on.
    Extends,
    Same,
    /// The player's copy is further on: the link is an old one.
    Older,
    /// The two part at this action (1-based), or are not the same game at all (0).
    Differs(usize),
}

/// Compares the game of a link with the player's copy of it.
pub fn compare(mine: &dyn Session, theirs: &dyn Session) -> Arrival {
    if mine.id() != theirs.id() || mine.setup() != theirs.setup() || mine.start_position() != theirs.start_position() {
        return Arrival::Differs(0);
    }
    let (a, b) = (mine.history_len(), theirs.history_len());
    if let Some(i) = (0..a.min(b)).find(|&i| mine.action(i).map(|x| x.1) != theirs.action(i).map(|x| x.1)) {
        return Arrival::Differs(i + 1);
    }
    let agreed = |s: &dyn Session| s.ended_by_agreement();
    match a.cmp(&b) {
        std::cmp::Ordering::Less => Arrival::Extends,
        std::cmp::Ordering::Greater => Arrival::Older,
        std::cmp::Ordering::Equal if agreed(theirs) && !agreed(mine) => Arrival::Extends,
        std::cmp::Ordering::Equal if agreed(mine) && !agreed(theirs) => Arrival::Older,
        std::cmp::Ordering::Equal => Arrival::Same,
    }
}
