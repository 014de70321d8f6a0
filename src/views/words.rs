//! Each board's words for a screen reader, one module per game beside its view
//! (`views/<game>/words.rs`): the keyboard cursor and the selection spoken after each key, and an
//! action told in words. Plain Rust over the engine's types and the message catalogue (no
//! canvas), so they are checked natively (`tests/words.rs`); the views ask them from
//! `GameView::spoken` and `GameView::told`.

#[path = "abalone/words.rs"]
pub mod abalone;

#[path = "tab/words.rs"]
pub mod tab;

#[path = "cabale/words.rs"]
pub mod cabale;

#[path = "qawale/words.rs"]
pub mod qawale;

#[path = "latroncules/words.rs"]
pub mod latroncules;
