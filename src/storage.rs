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
    if let (Some(storage), Ok(json)) = (dom::storage(), serde_json::to_string(&stored)) {
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
    let result = serde_json::from_str::<Stored>(&json)
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
