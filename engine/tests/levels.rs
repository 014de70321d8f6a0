//! The level table: every game has a computer player at every level, and levels above the top
//! play as the top.

use ludus_engine::ai::{decide, MAX_LEVEL};
use ludus_engine::core::{Actor, Rng, Setup};
use ludus_engine::games;

#[test]
fn every_game_has_a_player_at_every_level() {
    for g in games::all().into_iter().filter(|g| g.playable) {
        let mut s = games::new_session(g.id, Setup { seed: 4, ..Setup::default() }).unwrap();
        // Tâb opens with throws: play chance until a seat is to act.
        let mut rng = Rng::new(4);
        while s.actor() == Actor::Chance {
            s.play_chance(&mut rng).unwrap();
        }
        for level in 0..=MAX_LEVEL + 1 {
            let t = s.thinker(level, 7);
            assert!((0.0..=1.0).contains(&t.progress()), "{} level {level}", g.id);
        }
        // The two weakest levels answer with a legal action.
        for level in 0..=1 {
            let action = decide(s.thinker(level, 7).as_mut()).unwrap();
            assert!(s.legal_actions().contains(&action), "{} level {level}: {action}", g.id);
        }
    }
}
