//! The player's settings, remembered in localStorage: sound, animation speed (the system's
//! "reduce motion" by default), legal-move marks, the board turned for the other side, and the
//! board's theme. Any stored value that is not one of ours falls back to its default.

use crate::dom;
use crate::view::{Frame, Theme};
use std::cell::Cell;
use wasm_bindgen::JsValue;

const KEY: &str = "ludus.settings";

/// How fast pieces move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Motion {
    Normal,
    Fast,
    /// No animation: pieces are where they land at once.
    Reduced,
}

impl Motion {
    const ALL: [(Motion, &'static str); 3] =
        [(Motion::Normal, "normal"), (Motion::Fast, "fast"), (Motion::Reduced, "reduced")];

    pub fn name(self) -> &'static str {
        Motion::ALL.iter().find(|(m, _)| *m == self).map_or("normal", |(_, n)| n)
    }

    fn from_name(name: &str) -> Option<Motion> {
        Motion::ALL.iter().find(|(_, n)| *n == name).map(|(m, _)| *m)
    }

    /// How many times faster than normal the animation clock runs.
    pub fn speed(self) -> f64 {
        match self {
            Motion::Normal => 1.0,
            Motion::Fast => 2.5,
            Motion::Reduced => 1.0e6,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    pub sound: bool,
    pub motion: Motion,
    /// Legal-move marks on the board.
    pub hints: bool,
    pub flip: bool,
    pub theme: Theme,
}

thread_local! {
    static CURRENT: Cell<Option<Settings>> = const { Cell::new(None) };
}

fn theme_name(t: Theme) -> &'static str {
    match t {
        Theme::Classic => "classic",
        Theme::Contrast => "contrast",
    }
}

/// Whether the system asks for less motion.
fn system_reduces_motion() -> bool {
    web_sys::window()
        .and_then(|w| w.match_media("(prefers-reduced-motion: reduce)").ok().flatten())
        .is_some_and(|m| m.matches())
}

fn defaults() -> Settings {
    Settings {
        sound: false,
        motion: if system_reduces_motion() { Motion::Reduced } else { Motion::Normal },
        hints: true,
        flip: false,
        theme: Theme::Classic,
    }
}

/// The settings in use (read once from storage).
pub fn current() -> Settings {
    CURRENT.with(|c| {
        if let Some(s) = c.get() {
            return s;
        }
        let s = load();
        c.set(Some(s));
        s
    })
}

/// The settings' part of a frame: flip and theme (size, pixel ratio and focus are the app's).
pub fn frame() -> Frame {
    let s = current();
    Frame { flip: s.flip, theme: s.theme, marks: s.hints, ..Frame::default() }
}

fn load() -> Settings {
    let mut s = defaults();
    let Some(text) = dom::storage().and_then(|st| st.get_item(KEY).ok().flatten()) else { return s };
    let Ok(value) = js_sys::JSON::parse(&text) else { return s };
    let get = |k: &str| js_sys::Reflect::get(&value, &JsValue::from_str(k)).ok();
    let flag = |k: &str| get(k).and_then(|v| v.as_bool());
    let name = |k: &str| get(k).and_then(|v| v.as_string());
    s.sound = flag("sound").unwrap_or(s.sound);
    s.hints = flag("hints").unwrap_or(s.hints);
    s.flip = flag("flip").unwrap_or(s.flip);
    s.motion = name("motion").and_then(|n| Motion::from_name(&n)).unwrap_or(s.motion);
    s.theme = match name("theme").as_deref() {
        Some("contrast") => Theme::Contrast,
        Some("classic") => Theme::Classic,
        _ => s.theme,
    };
    s
}

/// Makes `s` the settings in use and remembers them.
pub fn set(s: Settings) {
    CURRENT.with(|c| c.set(Some(s)));
    crate::paint::set_speed(s.motion.speed());
    let object = js_sys::Object::new();
    let put = |k: &str, v: JsValue| {
        let _ = js_sys::Reflect::set(&object, &JsValue::from_str(k), &v);
    };
    put("sound", s.sound.into());
    put("motion", s.motion.name().into());
    put("hints", s.hints.into());
    put("flip", s.flip.into());
    put("theme", theme_name(s.theme).into());
    let text = js_sys::JSON::stringify(&object).ok().and_then(|t| t.as_string());
    if let (Some(storage), Some(text)) = (dom::storage(), text) {
        let _ = storage.set_item(KEY, &text);
    }
}

/// Puts the settings in the form (`#settings`).
pub fn show(doc: &web_sys::Document) {
    let s = current();
    check(doc, "set-sound", s.sound);
    check(doc, "set-hints", s.hints);
    check(doc, "set-flip", s.flip);
    select(doc, "set-motion", s.motion.name());
    select(doc, "set-theme", theme_name(s.theme));
    show_stun(doc);
}

/// Reads the form into the settings in use.
pub fn read(doc: &web_sys::Document) -> Settings {
    let mut s = current();
    s.sound = checked(doc, "set-sound").unwrap_or(s.sound);
    s.hints = checked(doc, "set-hints").unwrap_or(s.hints);
    s.flip = checked(doc, "set-flip").unwrap_or(s.flip);
    s.motion = value(doc, "set-motion").and_then(|n| Motion::from_name(&n)).unwrap_or(s.motion);
    s.theme = if value(doc, "set-theme").as_deref() == Some("contrast") { Theme::Contrast } else { Theme::Classic };
    s
}

fn input(doc: &web_sys::Document, id: &str) -> Option<web_sys::HtmlInputElement> {
    use wasm_bindgen::JsCast;
    doc.get_element_by_id(id)?.dyn_into().ok()
}

fn checked(doc: &web_sys::Document, id: &str) -> Option<bool> {
    input(doc, id).map(|i| i.checked())
}

fn check(doc: &web_sys::Document, id: &str, on: bool) {
    if let Some(i) = input(doc, id) {
        i.set_checked(on);
    }
}

fn value(doc: &web_sys::Document, id: &str) -> Option<String> {
    use wasm_bindgen::JsCast;
    doc.get_element_by_id(id)?.dyn_into::<web_sys::HtmlSelectElement>().ok().map(|s| s.value())
}

fn select(doc: &web_sys::Document, id: &str, v: &str) {
    use wasm_bindgen::JsCast;
    if let Some(s) = doc.get_element_by_id(id).and_then(|e| e.dyn_into::<web_sys::HtmlSelectElement>().ok()) {
        s.set_value(v);
    }
}

/// Where the live-play STUN server setting is kept (apart from `Settings`, which is `Copy`).
const STUN_KEY: &str = "ludus.stun";

/// The STUN server live play asks for this device's public address: a well-known public one
/// unless the player chose another, or none (an empty setting: on one network none is needed).
pub const DEFAULT_STUN: &str = "stun:stun.l.google.com:19302";

/// The STUN server in use ("" for none). A stored value that is not a `stun:` address of
/// plain characters falls back to the default.
pub fn stun() -> String {
    let stored = dom::storage().and_then(|st| st.get_item(STUN_KEY).ok().flatten());
    match stored {
        Some(s) if stun_ok(&s) => s,
        _ => DEFAULT_STUN.to_string(),
    }
}

fn stun_ok(s: &str) -> bool {
    // Browsers take `stun:` (not `stuns:`) and a host, with an optional port.
    let host = s.strip_prefix("stun:").unwrap_or_default();
    s.is_empty()
        || (!host.is_empty()
            && s.len() <= 200
            && host.bytes().all(|b| b.is_ascii_alphanumeric() || b".:-_[]".contains(&b)))
}

/// Takes the setting from the form's field; a value that is not an address stays unsaved (the
/// field shows the one in use again).
pub fn read_stun(doc: &web_sys::Document) {
    let Some(field) = input(doc, "set-stun") else { return };
    let value = field.value().trim().to_string();
    if stun_ok(&value) {
        if let Some(st) = dom::storage() {
            let _ = st.set_item(STUN_KEY, &value);
        }
    }
    field.set_value(&stun());
}

fn show_stun(doc: &web_sys::Document) {
    if let Some(field) = input(doc, "set-stun") {
        field.set_value(&stun());
    }
}
