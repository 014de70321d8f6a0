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

use ludus_engine::session::{Session, SessionMatch};

/// An action in words for whichever game `before` is (`GameView::told` without a view): for
/// the shell's native tests, whose world outside has no views.
pub fn told(before: &dyn Session, action: &str) -> String {
    fn state<G: ludus_engine::ai::Computer>(s: &dyn Session) -> Option<&G> {
        s.as_any().downcast_ref::<SessionMatch<G>>().map(SessionMatch::state)
    }
    use ludus_engine::games::{
        abalone::Abalone, cabale::Cabale, latroncules::Latroncules, qawale::Qawale, tab::Tab,
    };
    if let Some(g) = state::<Abalone>(before) {
        abalone::told(g, action)
    } else if let Some(g) = state::<Cabale>(before) {
        cabale::told(g, action)
    } else if let Some(g) = state::<Latroncules>(before) {
        latroncules::told(g, action)
    } else if let Some(g) = state::<Qawale>(before) {
        qawale::told(g, action)
    } else if let Some(g) = state::<Tab>(before) {
        tab::told(g, action)
    } else {
        action.to_string()
    }
}
