//! The Ludus rules engine: five board games behind one game model, and the computer players.
//!
//! Floors point one way: `core` (the game model every game implements) ← `ai` (computer players
//! written against that model) ← `games` (one module per game) and `session` (a game in
//! progress with its history) ← the web app and the `ludus` command-line tool. `geometry` holds
//! the boards several games share (the 61-cell hexagon, square names) and knows no game. `record`
//! writes and reads games, with their fair throws (`fair`) and clocks (`clock`).
//! Nothing here knows about the web.

pub mod ai;
pub mod clock;
pub mod core;
pub mod fair;
pub mod games;
pub mod geometry;
pub mod record;
pub mod session;
