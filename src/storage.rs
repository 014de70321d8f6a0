//! The saved game in the browser's localStorage: the game's save (setup and actions in
//! notation, replayed through checked apply on load) and who plays each seat.

use crate::dom;
use crate::policy::SeatKind;
use ludus_engine::games;
use ludus_engine::session::{SavedGame, Session};
use serde::{Deserialize, Serialize};

const SAVE_KEY: &str = "ludus.game.v1";

/// What localStorage holds.
#[derive(Serialize, Deserialize)]
struct Stored {
    saved: SavedGame,
    seats: Vec<SeatKind>,
}

/// Saves the game in progress (a browser without storage plays on unsaved).
pub fn save(session: &dyn Session, seats: &[SeatKind]) {
    let stored = Stored { saved: session.save(), seats: seats.to_vec() };
    if let (Some(storage), Some(json)) = (dom::storage(), to_json(&stored)) {
        let _ = storage.set_item(SAVE_KEY, &json);
    }
}

/// A restored game: the session and who plays each seat.
pub type Restored = (Box<dyn Session>, Vec<SeatKind>);

/// The saved game, if there is one: `Ok(None)` when nothing is saved, `Err` with the reason
/// when the save cannot be restored (the save is then dropped).
pub fn restore() -> Result<Option<Restored>, String> {
    let Some(storage) = dom::storage() else { return Ok(None) };
    let Ok(Some(json)) = storage.get_item(SAVE_KEY) else { return Ok(None) };
    let result = from_json(&json)
        .map_err(|e| format!("it is not a Ludus save ({e})"))
        .and_then(|st| games::load(&st.saved).map(|s| (s, st.seats)));
    match result {
        Ok(game) => Ok(Some(game)),
        Err(why) => {
            let _ = storage.remove_item(SAVE_KEY);
            Err(why)
        }
    }
}

// JSON goes through the browser's own `JSON` (with serde-wasm-bindgen between Rust values and
// JavaScript ones): the site then carries no JSON library of its own (~15 KB gzip).

fn to_json(stored: &Stored) -> Option<String> {
    // Maps as plain objects and `None` as null: what `JSON.stringify` can write.
    let value = stored.serialize(&serde_wasm_bindgen::Serializer::json_compatible()).ok()?;
    js_sys::JSON::stringify(&value).ok()?.as_string()
}

fn from_json(json: &str) -> Result<Stored, String> {
    let value = js_sys::JSON::parse(json).map_err(|_| "it is not JSON".to_string())?;
    keep_old_seed(&value);
    serde_wasm_bindgen::from_value(value).map_err(|e| e.to_string())
}

/// Saves from builds before 53-bit seeds may hold a seed JavaScript cannot read exactly; such a
/// game loads with the nearest 53-bit seed (its played actions are kept as they are; only the
/// randomness still to come differs, which no one can tell).
fn keep_old_seed(value: &wasm_bindgen::JsValue) {
    use js_sys::Reflect;
    let Ok(setup) = Reflect::get(value, &"saved".into()).and_then(|s| Reflect::get(&s, &"setup".into())) else {
        return;
    };
    let Some(seed) = Reflect::get(&setup, &"seed".into()).ok().and_then(|s| s.as_f64()) else { return };
    if !(0.0..=9_007_199_254_740_991.0).contains(&seed) || seed.fract() != 0.0 {
        let safe = (seed.abs() as u64) >> 11;
        let _ = Reflect::set(&setup, &"seed".into(), &(safe as f64).into());
    }
}
