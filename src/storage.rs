//! The saved game in the browser's localStorage: the game's save (setup and actions in
//! notation, replayed through checked apply on load) and who plays each seat.

use crate::dom;
use crate::js;
use crate::policy::SeatKind;
use ludus_engine::games;
use ludus_engine::session::Session;

const SAVE_KEY: &str = "ludus.game.v1";

/// Saves the game in progress (a browser without storage plays on unsaved). JSON goes through
/// the browser's own `JSON`: the site carries no JSON library.
pub fn save(session: &dyn Session, seats: &[SeatKind]) {
    let value = js::save_to(&session.save(), seats);
    let json = js_sys::JSON::stringify(&value).ok().and_then(|j| j.as_string());
    if let (Some(storage), Some(json)) = (dom::storage(), json) {
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
    let result = js_sys::JSON::parse(&json)
        .map_err(|_| "it is not JSON".to_string())
        .and_then(|v| js::save_from(&v))
        .map_err(|e| format!("it is not a Ludus save ({e})"))
        .and_then(|(saved, seats)| games::load(&saved).map(|s| (s, seats)));
    match result {
        Ok(game) => Ok(Some(game)),
        Err(why) => {
            let _ = storage.remove_item(SAVE_KEY);
            Err(why)
        }
    }
}
