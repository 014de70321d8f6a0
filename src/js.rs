//! Rust values to and from plain JavaScript values, written by hand for the few shapes the app
//! exchanges (saves, options, outcomes, lists): a serde bridge and its error messages would
//! cost the site ~10 KB gzip. Reading checks every field and says which one is wrong.

use crate::policy::SeatKind;
use js_sys::{Array, Object, Reflect};
use ludus_engine::core::{OptionValues, Outcome, Setup};
use ludus_engine::session::SavedGame;
use wasm_bindgen::{JsCast, JsValue};

/// The largest integer JavaScript holds exactly (2^53 − 1).
const SAFE: f64 = 9_007_199_254_740_991.0;

pub fn object(fields: &[(&str, JsValue)]) -> JsValue {
    let o = Object::new();
    for (k, v) in fields {
        let _ = Reflect::set(&o, &JsValue::from_str(k), v);
    }
    o.into()
}

fn get(v: &JsValue, k: &str) -> JsValue {
    Reflect::get(v, &JsValue::from_str(k)).unwrap_or(JsValue::UNDEFINED)
}

pub fn field_str(v: &JsValue, k: &str) -> Result<String, String> {
    get(v, k).as_string().ok_or_else(|| format!("'{k}' is not text"))
}

/// A whole number in `0..=max`.
pub fn field_uint(v: &JsValue, k: &str, max: f64) -> Result<u64, String> {
    let n = get(v, k).as_f64().ok_or_else(|| format!("'{k}' is not a number"))?;
    if n.fract() != 0.0 || !(0.0..=max).contains(&n) {
        return Err(format!("'{k}' is out of range"));
    }
    Ok(n as u64)
}

fn string_list(v: &JsValue, k: &str) -> Result<Vec<String>, String> {
    let list = get(v, k).dyn_into::<Array>().map_err(|_| format!("'{k}' is not a list"))?;
    list.iter().map(|x| x.as_string().ok_or_else(|| format!("'{k}' holds something that is not text"))).collect()
}

/// Options as an object of text values (`{first: "light"}`); absent means none.
pub fn options_from(v: &JsValue) -> Result<OptionValues, String> {
    let mut out = OptionValues::new();
    if v.is_undefined() || v.is_null() {
        return Ok(out);
    }
    let object = v.dyn_ref::<Object>().ok_or("options are not an object")?;
    for pair in Object::entries(object).iter() {
        let pair: Array = pair.unchecked_into();
        let (k, val) = (pair.get(0).as_string().unwrap_or_default(), pair.get(1));
        let val = val.as_string().ok_or_else(|| format!("option '{k}' is not text"))?;
        out.insert(k, val);
    }
    Ok(out)
}

fn outcome_from(v: &JsValue) -> Result<Option<Outcome>, String> {
    if v.is_undefined() || v.is_null() {
        return Ok(None);
    }
    if v.as_string().as_deref() == Some("Draw") {
        return Ok(Some(Outcome::Draw));
    }
    if !get(v, "Win").is_undefined() {
        return Ok(Some(Outcome::Win(field_uint(v, "Win", 8.0)? as usize)));
    }
    let scores = get(v, "Scores").dyn_into::<Array>().map_err(|_| "the agreed result is unknown".to_string())?;
    let scores: Option<Vec<i32>> = scores.iter().map(|x| x.as_f64().map(|n| n as i32)).collect();
    Ok(Some(Outcome::Scores(scores.ok_or("a score is not a number")?)))
}

fn seat_from(v: &JsValue) -> Result<SeatKind, String> {
    if v.as_string().as_deref() == Some("Human") {
        return Ok(SeatKind::Human);
    }
    Ok(SeatKind::Computer(field_uint(v, "Computer", 255.0).map_err(|_| "a seat is unknown")? as u8))
}

/// Reads a save of the one-slot builds (`ludus.game.v1`): the game and who played each seat.
pub fn save_from(v: &JsValue) -> Result<(SavedGame, Vec<SeatKind>), String> {
    let saved = get(v, "saved");
    let setup = get(&saved, "setup");
    // Saves from builds before 53-bit seeds may hold a seed JavaScript cannot read exactly: such
    // a game loads with a nearby 53-bit seed (its actions are kept; only the randomness still
    // to come differs, which no one can tell).
    let seed = get(&setup, "seed").as_f64().ok_or("'seed' is not a number")?;
    let seed = if (0.0..=SAFE).contains(&seed) && seed.fract() == 0.0 { seed as u64 } else { (seed.abs() as u64) >> 11 };
    let setup = Setup { name: field_str(&setup, "name")?, options: options_from(&get(&setup, "options"))?, seed };
    let game = SavedGame {
        version: field_uint(&saved, "version", f64::from(u32::MAX))? as u32,
        game: field_str(&saved, "game")?,
        setup,
        moves: string_list(&saved, "moves")?,
        agreed: outcome_from(&get(&saved, "agreed"))?,
    };
    let seats = get(v, "seats").dyn_into::<Array>().map_err(|_| "'seats' is not a list".to_string())?;
    let seats = seats.iter().map(|s| seat_from(&s)).collect::<Result<Vec<_>, _>>()?;
    Ok((game, seats))
}
