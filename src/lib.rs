//! The Ludus web app: the five games of the engine (`ludus_engine`) in the browser.
//!
//! Floors: the engine knows nothing of this crate. Here, `views/` holds one board view per
//! game and their registry; `view` the interface between a view and the app; `paint` the
//! canvas helpers; and the app shell is split by job: `home` (home and new-game screen),
//! `panel` (the play screen's side panel), `scheduler` (the computer's turns in time slices),
//! `storage` (the saved game), `policy` (undo, resign and draw rules of a match: plain Rust
//! with native tests), `i18n` (the English and French message catalogues), `language` (the
//! player's language) and `app` (the app's state and event wiring). `api` is the JavaScript API
//! and `boot` the start-up.

pub mod i18n;
pub mod policy;

#[cfg(target_arch = "wasm32")]
pub mod api;
#[cfg(target_arch = "wasm32")]
mod app;
#[cfg(target_arch = "wasm32")]
mod boot;
#[cfg(target_arch = "wasm32")]
mod dom;
#[cfg(target_arch = "wasm32")]
mod home;
#[cfg(target_arch = "wasm32")]
mod language;
#[cfg(target_arch = "wasm32")]
pub mod paint;
#[cfg(target_arch = "wasm32")]
mod panel;
#[cfg(target_arch = "wasm32")]
mod scheduler;
#[cfg(target_arch = "wasm32")]
mod storage;
#[cfg(target_arch = "wasm32")]
pub mod view;
#[cfg(target_arch = "wasm32")]
mod views;
