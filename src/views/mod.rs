//! The board views, one file per game, and their registry: the only place that pairs a game of
//! the engine's registry with its drawing code.

mod abalone;
mod cabale;
mod hex;
mod latroncules;
mod qawale;
mod tab;

use crate::view::{BoardView, GameView, Typed};
use ludus_engine::core::Game;

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
