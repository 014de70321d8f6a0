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

/// Where a throw is due, advice and the review weigh it (issue 19, point 4): a line per outcome
/// with its odds, each seat's result and what follows, under the expectation, which is the
/// outcomes' results weighed by their odds.
#[test]
fn a_throw_is_weighed_before_it_falls() {
    use ludus_computer::weigh;
    let mut tab = games::new_session("tab", Default::default()).unwrap();
    tab.play_chance_named("1").unwrap();
    let (session, seed) = open("tab", &tab.position_text(), OptionValues::new(), "3").unwrap();
    let clock = std::time::Instant::now();
    let answer = weigh(session.as_ref(), 3, seed, 600.0, &|| clock.elapsed().as_secs_f64() * 1000.0).unwrap();
    let mut lines = answer.lines();
    let head: Vec<&str> = lines.next().unwrap().split('\t').collect();
    assert_eq!(head[0], "weighed", "{answer}");
    let expected: Vec<i64> = head[1].split(',').map(|v| v.parse().unwrap()).collect();
    assert_eq!(expected.len(), 2);
    let (mut odds, mut south) = (0, 0.0);
    let mut moves = 0;
    for line in lines {
        let parts: Vec<&str> = line.split('\t').collect();
        assert_eq!(parts.len(), 4, "{line}");
        assert!(parts[0].starts_with("throw "), "{line}");
        let p: i64 = parts[1].parse().unwrap();
        let worth: Vec<i64> = parts[2].split(',').map(|v| v.parse().unwrap()).collect();
        assert!((worth[0] + worth[1] - 1000).abs() <= 1, "{line}");
        odds += p;
        south += p as f64 * worth[0] as f64 / 1000.0;
        if parts[3] != "+" && parts[3] != "." {
            // The best action after this outcome is legal there.
            let mut after = session.prefix(session.history_len());
            after.play(parts[0]).unwrap();
            assert!(after.legal_actions().contains(&parts[3].to_string()), "{line}");
            moves += 1;
        }
    }
    assert!((odds - 1000i64).abs() <= 2, "odds in thousandths, each rounded: {answer}");
    assert!((south - expected[0] as f64).abs() <= 3.0, "{answer}");
    assert!(moves >= 2, "a 2 and a 3 leave South a move: {answer}");
    // No throw due: refused.
    let (qawale, seed) = open("qawale", &start("qawale"), OptionValues::new(), "3").unwrap();
    assert!(weigh(qawale.as_ref(), 3, seed, 100.0, &|| 0.0).is_err());
}
