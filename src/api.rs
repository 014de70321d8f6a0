//! The JavaScript API: new game, legal actions (JS `legalMoves`), checked apply, outcome, notation and position,
//! for any registered game. Values go out with serde-wasm-bindgen; options come in through
//! `crate::js` (reading by hand keeps serde's error messages, and a float printer, out of the site).
//! The computer's choices are not here: they are the worker's (`www/computer`, `decide`), so the
//! page's wasm carries no search.

use crate::js;
use ludus_engine::core::{Actor, OptionValues, Setup};
use ludus_engine::games;
use ludus_engine::session::Session;
use wasm_bindgen::prelude::*;

/// A game in progress, driven from JavaScript.
#[wasm_bindgen]
pub struct LudusGame {
    session: Box<dyn Session>,
}

fn to_js<T: serde::Serialize>(value: &T) -> Result<JsValue, JsError> {
    serde_wasm_bindgen::to_value(value).map_err(|e| JsError::new(&e.to_string()))
}

fn options_from(value: JsValue) -> Result<OptionValues, JsError> {
    if value.is_undefined() || value.is_null() {
        return Ok(OptionValues::new());
    }
    js::options_from(&value).map_err(|e| JsError::new(&format!("bad options: {e}")))
}

#[wasm_bindgen]
impl LudusGame {
    /// `new LudusGame("qawale", {first: "light"}, 42)`
    #[wasm_bindgen(constructor)]
    pub fn new(game: &str, options: JsValue, seed: f64) -> Result<LudusGame, JsError> {
        let setup = Setup { name: String::new(), options: options_from(options)?, seed: seed as u64 };
        games::new_session(game, setup).map(|session| LudusGame { session }).map_err(|e| JsError::new(&e))
    }

    /// A game from its position text.
    #[wasm_bindgen(js_name = fromPosition)]
    pub fn from_position(game: &str, text: &str, options: JsValue) -> Result<LudusGame, JsError> {
        let setup = Setup { options: options_from(options)?, ..Setup::default() };
        games::session_from_position(game, text, setup)
            .map(|session| LudusGame { session })
            .map_err(|e| JsError::new(&e.to_string()))
    }

    /// Legal actions in notation.
    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_actions(&self) -> Result<JsValue, JsError> {
        to_js(&self.session.legal_actions())
    }

    /// Checked apply; returns the canonical notation, or throws and changes nothing.
    #[wasm_bindgen(js_name = applyMove)]
    pub fn apply_move(&mut self, notation: &str) -> Result<String, JsError> {
        self.session.play(notation).map_err(|e| JsError::new(&e.to_string()))
    }

    /// `null` while the game is on; otherwise `{Win: seat}`, `"Draw"` or `{Scores: [...]}`.
    pub fn outcome(&self) -> Result<JsValue, JsError> {
        to_js(&self.session.outcome())
    }

    /// Seat to act (0-based), or -1 for chance.
    #[wasm_bindgen(js_name = toMove)]
    pub fn to_move(&self) -> i32 {
        match self.session.actor() {
            Actor::Seat(s) => s as i32,
            Actor::Chance => -1,
        }
    }

    pub fn position(&self) -> String {
        self.session.position_text()
    }

    /// The actions so far, in notation.
    pub fn history(&self) -> Result<JsValue, JsError> {
        to_js(&self.session.history())
    }
}

/// The registry: `[{id, name, playable}]`.
#[wasm_bindgen(js_name = listGames)]
pub fn list_games() -> JsValue {
    let list: js_sys::Array = games::all()
        .into_iter()
        .map(|g| js::object(&[("id", g.id.into()), ("name", g.name.into()), ("playable", g.playable.into())]))
        .collect();
    list.into()
}
