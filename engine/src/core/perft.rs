//! Counting leaf action sequences, the standard check of a move generator.

use super::{actions, Game};

/// Number of action sequences of length `depth`. As in chess, a game that ends before `depth`
/// contributes nothing: it has no sequence of that length.
pub fn perft<G: Game>(game: &G, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut moves = Vec::new();
    actions(game, &mut moves);
    if depth == 1 {
        return moves.len() as u64;
    }
    let mut total = 0;
    for m in &moves {
        let mut next = game.clone();
        next.play_unchecked(m);
        total += perft(&next, depth - 1);
    }
    total
}
