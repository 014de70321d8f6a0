//! A refused action in the player's language. The engine says why a move is illegal, or why a
//! position text cannot be read, with a [`Refusal`]: a catalogue key (`<game>-illegal-<what>`,
//! `app-illegal-<what>`, `position-<what>`), its variables, the reason behind it if any, and the
//! same reason in English (not in the site's build). Here the key is looked up in the current
//! catalogue; a key it lacks falls back to the engine's English, or where the engine has none to
//! the plain "not legal", never to the key itself.
//!
//! Variables are text; a whole number is passed as a number (so a selector can pick a plural),
//! and a variable named `seat` is the engine's seat name, shown as the catalogue's
//! `seat-<game>-<name>`.

use super::{key, t_or, tf, Arg};
use ludus_engine::core::{ActionError, Refusal};

/// The whole message for a refused action, as `ActionError`'s `Display` words it in English
/// ("illegal move: d4 is between two enemies…"), in the current language.
pub fn words(e: &ActionError) -> String {
    match e {
        ActionError::GameOver => t_or("app-illegal-game-over", &e.to_string()),
        ActionError::Illegal(r) => {
            let why = reason(r);
            let text = tf("app-illegal-move", &[("why", Arg::Str(why.clone()))]);
            if text == "app-illegal-move" {
                format!("illegal move: {why}")
            } else {
                text
            }
        }
        // Notation the game cannot read comes from a record or link (the views write it right);
        // the engine's English says what is wrong with it, in its command line only.
        ActionError::Notation(_) => t_or("app-illegal-notation", &e.to_string()),
    }
}

/// Just the reason ("d4 is between two enemies…"), in the current language: for a view that
/// explains a press without the "illegal move" prefix.
pub fn reason(r: &Refusal) -> String {
    let game = r.key.split('-').next().unwrap_or("");
    let mut args: Vec<(&str, Arg)> = r
        .args
        .iter()
        .map(|(name, value)| {
            let arg = if *name == "seat" {
                Arg::Str(t_or(&key(&["seat", game, value]), value))
            } else if let Ok(n) = value.parse::<i64>() {
                Arg::Num(n as f64)
            } else {
                Arg::Str(value.clone())
            };
            (*name, arg)
        })
        .collect();
    // The reason behind this one ("the start position is unreadable: <why>").
    if let Some(cause) = &r.cause {
        args.push(("reason", Arg::Str(reason(cause))));
    }
    let text = tf(r.key, &args);
    if text != r.key {
        text
    } else if r.english.is_empty() {
        // The site's engine carries no English copy (its `english` feature is off).
        t_or("app-illegal-not-legal", "that move is not legal in this position")
    } else {
        r.english.clone()
    }
}
