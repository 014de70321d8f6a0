//! The board views, one per game, and their registry: the only place that pairs a game of
//! the engine's registry with its drawing code. A view is one file, or a folder when it grew
//! (`mod.rs` its state and `GameView`, `draw.rs`, `input.rs`); each game's words for a screen
//! reader are in `<game>/words.rs`, plain Rust reached natively as `crate::words` (`words.rs`).

mod abalone;
mod cabale;
mod hex;
mod latroncules;
mod qawale;
mod tab;

use crate::view::{BoardView, GameView, Typed};
use ludus_engine::core::Game;

/// One list of the views, for both questions below (so they never disagree).
macro_rules! views {
    ($($view:ty),* $(,)?) => {
        /// Whether game `id` has a board view, known without making one (the first screen,
        /// `front`, carries no view).
        pub fn drawn(id: &str) -> bool {
            [$(<<$view as GameView>::Game as Game>::ID),*].contains(&id)
        }

        /// The board view of game `id`; `None` for a game that cannot be drawn yet ("coming").
        pub fn board_view(id: &str) -> Option<Box<dyn BoardView>> {
            $(if id == <<$view as GameView>::Game as Game>::ID {
                return Some(Box::<Typed<$view>>::default());
            })*
            None
        }
    };
}

views!(abalone::AbaloneView, cabale::CabaleView, latroncules::LatronculesView, qawale::QawaleView, tab::TabView);
