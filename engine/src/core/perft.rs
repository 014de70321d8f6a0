//! Counting leaf action sequences, the standard check of a move generator.

use super::{actions, Game};

/// Number of action sequences of length `depth`. As in chess, a game that ends before `depth`
/// contributes nothing: it has no sequence of that length.
pub fn perft<G: Game>(game: &G, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut available = Vec::new();
    actions(game, &mut available);
    if depth == 1 {
        return available.len() as u64;
    }
    let mut total = 0;
    for a in &available {
        let mut next = game.clone();
        next.play_unchecked(a);
        total += perft(&next, depth - 1);
    }
    total
}
