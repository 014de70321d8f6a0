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

/// Whether game `id` has a board view, known without making one (the first screen, `front`,
/// carries no view).
pub fn drawn(id: &str) -> bool {
    [
        <<abalone::AbaloneView as GameView>::Game as Game>::ID,
        <<cabale::CabaleView as GameView>::Game as Game>::ID,
        <<latroncules::LatronculesView as GameView>::Game as Game>::ID,
        <<qawale::QawaleView as GameView>::Game as Game>::ID,
        <<tab::TabView as GameView>::Game as Game>::ID,
    ]
    .contains(&id)
}

/// The board view of game `id`; `None` for a game that cannot be drawn yet ("coming").
pub fn board_view(id: &str) -> Option<Box<dyn BoardView>> {
    fn of<V: GameView>(id: &str) -> Option<Box<dyn BoardView>> {
        (id == <V::Game as Game>::ID).then(|| Box::<Typed<V>>::default() as Box<dyn BoardView>)
    }
    of::<abalone::AbaloneView>(id)
        .or_else(|| of::<cabale::CabaleView>(id))
        .or_else(|| of::<latroncules::LatronculesView>(id))
        .or_else(|| of::<qawale::QawaleView>(id))
        .or_else(|| of::<tab::TabView>(id))
}
