//! The computer players in a Web Worker: the engine's searches, in a wasm of their own built for
//! speed, so the page's wasm (built for size) carries none of them. `www/worker.js` loads this
//! module and answers the page's jobs with [`think`]; [`decide`] is the same decision by the
//! level's work alone, for the benchmark (`scripts/bench_worker.mjs`) and the browser test that
//! compares the worker's answers with the command line's (`ludus think`).
//!
//! Every answer is a function of its arguments: the position text carries all the state a search
//! needs, and the seed all its chance.

use ludus_engine::ai::{self, Judgement, Thinker};
use ludus_engine::core::{text, OptionValues, Setup};
use ludus_engine::games;
use ludus_engine::session::Session;

/// The game `game` at `position`, with its options and the search's seed (a decimal string: 64
/// bits do not fit a JavaScript number).
pub fn open(
    game: &str,
    position: &str,
    options: OptionValues,
    seed: &str,
) -> Result<(Box<dyn Session>, u64), String> {
    let seed = text::number(seed, 0, u64::MAX).map_err(|_| "bad seed".to_string())?;
    let setup = Setup { options, seed, ..Setup::default() };
    let session = games::session_from_position(game, position, setup).map_err(|e| e.to_string())?;
    Ok((session, seed))
}

/// The computer's choice, within `until` (true: time is up). With `judged` (the game review) the
/// answer is `"<best action>\t<kind>\t<value>"`, the value for the seat to act: kind `r` a rate
/// in thousandths (the other seat's is 1000 − it), `s` a score or a proven result as
/// ±(1,000,000 − actions) (the other seat's is its negation). With `steady` (a hint), and always
/// with `judged`, the level never slips (`Thinker::steady`): advice is its best; a hint
/// (`steady` without `judged`) thinks with Master's search for the level's time.
pub fn choose(
    session: &dyn Session,
    level: u8,
    seed: u64,
    judged: bool,
    steady: bool,
    until: &mut dyn FnMut() -> bool,
) -> Result<String, String> {
    // A level above the top plays as the top (never the limitless analysis search, which only a
    // clock stops).
    let level = level.min(ai::MAX_LEVEL);
    // A hint is advice: the strongest search, for the asked level's time (how long the player
    // waits). Below Master, a level's budget is its strength cap and would weaken the advice.
    let searcher = if steady && !judged { ai::MAX_LEVEL } else { level };
    let mut thinker = session.thinker(searcher, seed);
    if steady || judged {
        thinker.steady();
    }
    let best = ai::decide_by(thinker.as_mut(), until).ok_or("the game is over")?;
    if !judged {
        return Ok(best);
    }
    let (kind, value) = match thinker.judgement().ok_or("no judgement")? {
        Judgement::Rate(r) => ('r', r),
        Judgement::Score(s) => ('s', s),
    };
    Ok(format!("{best}\t{kind}\t{value}"))
}

/// Advice or the review's verdict where a throw is due: the throw weighed before it falls
/// (`games::weigh`), within `ms` milliseconds by `now`. The answer's first line is `weighed`
/// and each seat's expected result in thousandths (`weighed\t520,480`); then a line per
/// outcome: its notation, its odds in thousandths, each seat's result after it, and what
/// follows (`+` another throw, `.` the end, else the best action):
/// `throw 2\t375\t480,520\t1a4-a3`.
pub fn weigh(
    session: &dyn Session,
    level: u8,
    seed: u64,
    ms: f64,
    now: &dyn Fn() -> f64,
) -> Result<String, String> {
    use games::weigh::Next;
    let thousandths =
        |v: &[f64]| v.iter().map(|x| ((x * 1000.0).round() as i64).to_string()).collect::<Vec<_>>().join(",");
    let level = level.min(ai::MAX_LEVEL);
    let weighed = games::weigh::weigh(session, level, seed, ms, now).ok_or("no throw is due")?;
    let mut out = format!("weighed\t{}", thousandths(&weighed.expected));
    for o in &weighed.outcomes {
        let next = match &o.next {
            Next::Best(b) => b.as_str(),
            Next::Throw => "+",
            Next::Over => ".",
        };
        let odds = (o.odds * 1000.0).round() as i64;
        out.push_str(&format!("\n{}\t{odds}\t{}\t{next}", o.throw, thousandths(&o.worth)));
    }
    Ok(out)
}

/// The decision by `level`'s work budget alone (no clock: the same answer on every machine),
/// as `ludus think` prints it: the action, then `work <N> in <T> ms` (nodes or iterations, and
/// the time `clock` measured, in milliseconds).
pub fn decide(
    session: &dyn Session,
    level: u8,
    seed: u64,
    steady: bool,
    clock: &dyn Fn() -> f64,
) -> Result<String, String> {
    let mut thinker: Box<dyn Thinker> = session.thinker(level.min(ai::MAX_LEVEL), seed);
    if steady {
        thinker.steady();
    }
    let started = clock();
    let best = ai::decide(thinker.as_mut()).ok_or("the game is over")?;
    let ms = clock() - started;
    let work = thinker.report().map_or(0, |r| r.work);
    Ok(format!("{best}\nwork {work} in {ms:.1} ms"))
}

#[cfg(target_arch = "wasm32")]
mod web {
    use super::*;
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;

    #[wasm_bindgen]
    extern "C" {
        /// The worker's clock in milliseconds, finer than `Date.now()`'s whole milliseconds
        /// (the benchmark times decisions of a few milliseconds).
        #[wasm_bindgen(js_namespace = performance, js_name = now)]
        fn performance_now() -> f64;
    }

    #[wasm_bindgen(start)]
    fn start() {
        console_error_panic_hook::set_once();
    }

    /// Options as an object of text values (`{first: "light"}`); absent means none.
    fn options_from(v: &JsValue) -> Result<OptionValues, String> {
        let mut out = OptionValues::new();
        if v.is_undefined() || v.is_null() {
            return Ok(out);
        }
        let object = v.dyn_ref::<js_sys::Object>().ok_or("options are not an object")?;
        for pair in js_sys::Object::entries(object).iter() {
            let pair: js_sys::Array = pair.unchecked_into();
            let key = pair.get(0).as_string().unwrap_or_default();
            let value = pair.get(1).as_string().ok_or_else(|| format!("option '{key}' is not text"))?;
            out.insert(key, value);
        }
        Ok(out)
    }

    fn opened(
        game: &str,
        position: &str,
        options: &JsValue,
        seed: &str,
    ) -> Result<(Box<dyn Session>, u64), JsError> {
        let options = options_from(options).map_err(|e| JsError::new(&format!("bad options: {e}")))?;
        open(game, position, options, seed).map_err(|e| JsError::new(&e))
    }

    /// The page's job (`src/worker.rs`): the computer's move, a hint (`steady`) or the review's
    /// verdict (`judged`), within the level's time by this thread's clock (its work budget
    /// usually ends the search sooner), or within `time_ms` when a game's clock gives less (0:
    /// the level's time). See [`choose`].
    #[wasm_bindgen]
    #[allow(clippy::too_many_arguments)]
    pub fn think(
        game: &str,
        position: &str,
        options: JsValue,
        level: u8,
        seed: &str,
        judged: bool,
        steady: bool,
        time_ms: u32,
    ) -> Result<String, JsError> {
        let (session, seed) = opened(game, position, &options, seed)?;
        let level_ms = games::levels::think_ms(level);
        let ms = if time_ms == 0 { level_ms } else { level_ms.min(time_ms) };
        // Advice or a verdict where a throw is due: the throw weighed (a move is not asked),
        // a hint with Master's search as `choose` does.
        if (judged || steady) && session.actor() == ludus_engine::core::Actor::Chance {
            let searcher = if judged { level } else { ai::MAX_LEVEL };
            return weigh(session.as_ref(), searcher, seed, f64::from(ms), &|| js_sys::Date::now())
                .map_err(|e| JsError::new(&e));
        }
        let until = js_sys::Date::now() + f64::from(ms);
        choose(session.as_ref(), level, seed, judged, steady, &mut || js_sys::Date::now() > until)
            .map_err(|e| JsError::new(&e))
    }

    /// The decision by the level's work alone, with its work and time (see [`decide`]).
    #[wasm_bindgen(js_name = decide)]
    pub fn decide_js(
        game: &str,
        position: &str,
        options: JsValue,
        level: u8,
        seed: &str,
        steady: bool,
    ) -> Result<String, JsError> {
        let (session, seed) = opened(game, position, &options, seed)?;
        decide(session.as_ref(), level, seed, steady, &|| performance_now()).map_err(|e| JsError::new(&e))
    }
}
