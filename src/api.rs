//! The JavaScript API: new game, legal actions (JS `legalMoves`), checked apply, outcome, notation and position,
//! for any registered game. Values go out with serde-wasm-bindgen; options come in through
//! `crate::js` (reading by hand keeps serde's error messages, and a float printer, out of the site).

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

    /// The computer's choice at `level` (0 random … 5 Master) within the level's time, in one
    /// go: for tools and tests (the page thinks in a worker, or in slices between frames).
    pub fn think(&self, level: u8, seed: f64) -> Option<String> {
        // A level above the top plays as the top (never the limitless analysis search, which
        // only a clock stops).
        let level = level.min(ludus_engine::ai::MAX_LEVEL);
        let mut thinker = self.session.thinker(level, seed as u64);
        decide_in_time(thinker.as_mut(), level)
    }

}

/// The computer's choice in a position, for the worker (`www/worker.js`): the game, its position
/// text (which carries all the state the search needs), its options, the level and the seed (a
/// decimal string: 64 bits do not fit a JavaScript number). The same choice the page would make,
/// within the level's time. With `judged` (the game review) the answer is
/// `"<best action>\t<kind>\t<value>"`, the value for the seat to act: kind `r` a rate in
/// thousandths (the other seat's is 1000 − it), `s` a score or a proven result as
/// ±(1,000,000 − actions) (the other seat's is its negation). With `steady` (a hint), and
/// always with `judged`, the level never slips (`Thinker::steady`): advice is its best; a hint
/// (`steady` without `judged`) thinks with Master's search for the level's time.
#[wasm_bindgen(js_name = workerThink)]
pub fn worker_think(
    game: &str,
    position: &str,
    options: JsValue,
    level: u8,
    seed: &str,
    judged: bool,
    steady: bool,
) -> Result<String, JsError> {
    let seed = ludus_engine::core::text::number(seed, 0, u64::MAX).map_err(|_| JsError::new("bad seed"))?;
    let setup = Setup { options: options_from(options)?, seed, ..Setup::default() };
    let session = games::session_from_position(game, position, setup).map_err(|e| JsError::new(&e.to_string()))?;
    let level = level.min(ludus_engine::ai::MAX_LEVEL);
    // A hint is advice: the strongest search, for the asked level's time (how long the player
    // waits). Below Master, a level's budget is its strength cap and would weaken the advice.
    let searcher = if steady && !judged { ludus_engine::ai::MAX_LEVEL } else { level };
    let mut thinker = session.thinker(searcher, seed);
    if steady || judged {
        thinker.steady();
    }
    let best = decide_in_time(thinker.as_mut(), level).ok_or_else(|| JsError::new("the game is over"))?;
    if !judged {
        return Ok(best);
    }
    let (kind, value) = match thinker.judgement().ok_or_else(|| JsError::new("no judgement"))? {
        ludus_engine::ai::Judgement::Rate(r) => ('r', r),
        ludus_engine::ai::Judgement::Score(s) => ('s', s),
    };
    Ok(format!("{best}\t{kind}\t{value}"))
}

/// The thinker's choice within `level`'s time, by this thread's clock (its work budget usually
/// ends the search sooner).
fn decide_in_time(thinker: &mut dyn ludus_engine::ai::Thinker, level: u8) -> Option<String> {
    let until = js_sys::Date::now() + f64::from(ludus_engine::games::levels::think_ms(level));
    ludus_engine::ai::decide_by(thinker, &mut || js_sys::Date::now() > until)
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
