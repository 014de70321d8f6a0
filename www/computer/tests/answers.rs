//! The computer's answers, natively: the same functions the worker's wasm exports (`think`,
//! `decide`), on positions of each game.

use ludus_computer::{choose, decide, open};
use ludus_engine::core::OptionValues;
use ludus_engine::games;

fn start(game: &str) -> String {
    games::new_session(game, Default::default()).unwrap().position_text()
}

#[test]
fn a_decision_is_a_legal_action_and_the_same_for_a_seed() {
    for g in games::all().iter().filter(|g| g.playable) {
        let (session, seed) = open(g.id, &start(g.id), OptionValues::new(), "5").unwrap();
        let first = choose(session.as_ref(), 1, seed, false, false, &mut || false).unwrap();
        let again = choose(session.as_ref(), 1, seed, false, false, &mut || false).unwrap();
        assert_eq!(first, again, "{}", g.id);
        assert!(session.legal_actions().contains(&first), "{}: {first}", g.id);
        // `decide` (the benchmark's) is the same search by its work alone.
        let decided = decide(session.as_ref(), 1, seed, false, &|| 0.0).unwrap();
        let (action, stats) = decided.split_once('\n').unwrap();
        assert_eq!(action, first, "{}", g.id);
        assert!(stats.starts_with("work ") && stats.ends_with(" in 0.0 ms"), "{stats}");
    }
}

#[test]
fn the_review_gets_the_best_action_and_a_value() {
    let (session, seed) = open("qawale", &start("qawale"), OptionValues::new(), "9").unwrap();
    let answer = choose(session.as_ref(), 3, seed, true, false, &mut || false).unwrap();
    let parts: Vec<&str> = answer.split('\t').collect();
    assert_eq!(parts.len(), 3, "{answer}");
    assert!(session.legal_actions().contains(&parts[0].to_string()));
    assert!(parts[1] == "r" || parts[1] == "s", "{answer}");
    assert!(parts[2].parse::<i32>().is_ok(), "{answer}");
}

#[test]
fn hostile_input_is_refused_with_a_reason() {
    assert!(open("chess", "x", OptionValues::new(), "1").is_err());
    assert!(open("qawale", "not a position", OptionValues::new(), "1").is_err());
    assert!(open("qawale", &start("qawale"), OptionValues::new(), "-1").is_err());
    assert!(open("qawale", &start("qawale"), OptionValues::new(), "18446744073709551616").is_err());
    // A level beyond the top plays as the top, stopped by the caller's clock.
    let (session, seed) = open("qawale", &start("qawale"), OptionValues::new(), "1").unwrap();
    let mut calls = 0;
    let action = choose(session.as_ref(), 255, seed, false, false, &mut || {
        calls += 1;
        calls > 50
    });
    assert!(session.legal_actions().contains(&action.unwrap()));
}
