//! Board shapes shared by several games, so each is built once: the 61-cell hexagon of Abalone
//! and Cabale, and the names of squares on rectangular boards (Latroncules, Qawale, Tâb).
//! Plain geometry with no rules: it knows nothing of the games above it.

pub mod hex61;
pub mod square;
