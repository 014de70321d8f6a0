//! Ludus: five board games. `core` is the game abstraction, `games` holds one module per game
//! plus the registry, `ai` the computer players, `web` the browser front end (wasm only).

pub mod ai;
pub mod core;
pub mod games;
#[cfg(target_arch = "wasm32")]
pub mod web;
