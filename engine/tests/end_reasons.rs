//! Why a game ended: every finished game names the rule that ended it, from the game's own
//! list; a game still on names none; an end by agreement says so.

use ludus_engine::core::{Outcome, Rng, Setup};
use ludus_engine::games;

#[test]
fn every_finished_game_says_why() {
    for g in games::all().into_iter().filter(|g| g.playable) {
        let mut seen = std::collections::BTreeSet::new();
        for seed in 0..30u64 {
            // Short draw limits so random games end.
            let mut options = ludus_engine::core::OptionValues::new();
            for (k, v) in [("ply_limit", "200"), ("quiet_limit", "100"), ("quiet_draw", "60")] {
                if g.options.iter().any(|o| o.key == k && o.choices.iter().any(|(c, _)| *c == v)) {
                    options.insert(k.into(), v.into());
                }
            }
            let mut s = games::new_session(g.id, Setup { options, seed, ..Setup::default() }).unwrap();
            let mut rng = Rng::new(seed);
            for _ in 0..20_000 {
                if s.outcome().is_some() {
                    break;
                }
                assert_eq!(s.end_reason(), None, "{}: a game still on has no end reason", g.id);
                let actions = s.legal_actions();
                s.play(&actions[rng.below(actions.len())]).unwrap();
            }
            if s.outcome().is_some() {
                let reason = s.end_reason().unwrap_or_else(|| panic!("{}: a finished game says why", g.id));
                assert!(g.end_reasons.contains(&reason), "{}: unknown reason {reason}", g.id);
                let record = ludus_engine::record::Record::of(s.as_ref(), &[]);
                let reloaded = record.replay().unwrap();
                assert_eq!(reloaded.end_reason(), Some(reason), "{}: a reloaded game says the same", g.id);
                seen.insert(reason);
            }
        }
        assert!(!seen.is_empty(), "{}: no random game ended", g.id);
        assert!(!g.end_reasons.is_empty(), "{}: no end reasons declared", g.id);
    }
}

#[test]
fn an_end_by_agreement_says_so() {
    let mut s = games::new_session("latroncules", Setup::default()).unwrap();
    s.end_by_agreement(Outcome::Win(1));
    assert_eq!(s.end_reason(), Some("resigned"));
    s.undo();
    assert_eq!(s.end_reason(), None);
    s.end_by_agreement(Outcome::Draw);
    assert_eq!(s.end_reason(), Some("agreed-draw"));
}
