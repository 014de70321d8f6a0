//! The Ludus web app: the five games of the engine (`ludus_engine`) in the browser.
//!
//! Floors: the engine knows nothing of this crate. Here, `views/` holds one board view per
//! game and their registry; `view` the interface between a view and the app; `paint` the
//! canvas helpers; and the app shell is split by job: `home` (home and new-game screen),
//! `panel` (the play screen's side panel), `scheduler` (the computer's turns, in its worker: the page's
//! wasm holds no search, the computer's is `www/computer`), `worker` (the computer's Web Worker, seen from the page), `critic` (the game review:
//! the costliest actions),
//! `library` (the games kept in the browser), `shelf` (the library on the home screen), `dialog` (the confirmation and text boxes), `link` (games sent by link), `policy` (undo, resign and draw rules of a match: plain Rust
//! with native tests), `i18n` (the English and French message catalogues), `language` (the
//! player's language) and `app` (the app's state and event wiring). `api` is the JavaScript API
//! and `boot` the start-up; `front` is the first screen, built into a small wasm of its own
//! (`www/front`) that shows the home screen while this crate's wasm loads.

// Without `app` (index.html's page build sets it) the crate is the first screen's library (`www/front`): most of it is then
// unused by design, and the linker drops it.
#![cfg_attr(all(target_arch = "wasm32", not(feature = "app")), allow(dead_code, unused_imports))]

pub mod guide;
pub mod i18n;
/// Live play's handshake as codes (`app/live.rs` makes the WebRTC connection).
pub mod live;
pub mod policy;
pub mod shell;
/// A throw weighed by the computer (the hint at a throw, the review).
pub mod weighed;
/// Each board's words for a screen reader (the cursor and selection spoken, actions told): in
/// `views/<game>/words.rs` beside the view, but plain Rust, so `cargo test` reaches them.
#[path = "views/words.rs"]
pub mod words;

// Talc instead of the standard dlmalloc: about 3 KB gzip less of the site's budget. Safe: each
// wasm instance (the page, each worker) is single-threaded.
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: talc::TalckWasm = unsafe { talc::TalckWasm::new_global() };

/// Declares modules that exist only in the browser build (they use web-sys).
macro_rules! browser_modules {
    ($($vis:vis mod $name:ident;)*) => {
        $(#[cfg(target_arch = "wasm32")] $vis mod $name;)*
    };
}

// The page's wasm: its start and its JavaScript API. Without the `app` feature the crate is the
// first screen's library (`www/front`), which starts through `front::start` and exports nothing.
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod api;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
mod boot;

browser_modules! {
    mod app;
    mod critic;
    mod dialog;
    mod dom;
    pub mod front;
    mod home;
    mod js;
    mod language;
    mod library;
    mod link;
    pub mod paint;
    mod panel;
    mod rules_page;
    mod scheduler;
    mod settings;
    mod shelf;
    mod sound;
    pub mod view;
    mod views;
    mod worker;
}
