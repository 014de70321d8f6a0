//! The session keeps its history as actions with a checkpoint every few dozen, not a state per
//! action: undo, `prefix` and loading must still give exactly the states that play gave.

use ludus_engine::core::{OptionValues, Rng, Setup};
use ludus_engine::games;
use ludus_engine::session::Session;

/// A random game of up to `len` actions, with the position text after every action.
fn random_game(id: &str, options: &[(&str, &str)], seed: u64, len: usize) -> (Box<dyn Session>, Vec<String>) {
    let options: OptionValues = options.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
    let mut s = games::new_session(id, Setup { name: String::new(), options, seed }).unwrap();
    let mut rng = Rng::new(seed);
    let mut texts = vec![s.position_text()];
    while s.history_len() < len && s.outcome().is_none() {
        if s.play_chance(&mut rng).is_none() {
            let legal = s.legal_actions();
            s.play(&legal[rng.below(legal.len())]).unwrap();
        }
        texts.push(s.position_text());
    }
    (s, texts)
}

const GAMES: &[(&str, &[(&str, &str)])] = &[
    ("abalone", &[("repetition", "draw")]),
    ("latroncules", &[("repetition", "draw"), ("quiet_limit", "off")]),
    ("qawale", &[]),
    ("cabale", &[("players", "3")]),
    ("tab", &[]),
];

#[test]
fn undo_and_prefix_give_the_states_play_gave() {
    for (id, options) in GAMES {
        for seed in 0..3 {
            let (mut s, texts) = random_game(id, options, seed, 300);
            let n = s.history_len();
            assert_eq!(texts.len(), n + 1);
            for k in [0, 1, 63, 64, 65, 128, n / 2, n] {
                let k = k.min(n);
                let p = s.prefix(k);
                assert_eq!(p.history_len(), k, "{id}");
                assert_eq!(p.position_text(), texts[k], "{id} prefix {k}");
                assert_eq!(p.history(), s.history()[..k].to_vec());
            }
            let history = s.history();
            for k in (0..n).rev() {
                assert!(s.undo());
                assert_eq!(s.position_text(), texts[k], "{id} undo to {k}");
                assert_eq!(s.history_len(), k);
                // Play on again from here now and then: checkpoints are rebuilt as they go.
                if k % 97 == 0 && k > 0 {
                    let mut again = s.prefix(k);
                    for m in &history[k..] {
                        again.play(m).unwrap();
                    }
                    assert_eq!(again.position_text(), texts[n], "{id} replay from {k}");
                }
            }
            assert!(!s.undo());
        }
    }
}

#[test]
fn the_last_action_and_who_took_it() {
    let (s, _) = random_game("tab", &[], 7, 40);
    let actors = s.history_actors();
    let history = s.history();
    for i in 0..s.history_len() {
        assert_eq!(s.action(i), Some((actors[i], history[i].as_str())));
    }
    assert_eq!(s.action(s.history_len()), None);
}

#[test]
fn a_game_from_a_position_remembers_it() {
    let text = games::new_session("qawale", Setup::default()).unwrap().position_text();
    let s = games::session_from_position("qawale", &text, Setup::default()).unwrap();
    assert_eq!(s.start_position(), Some(text));
    assert_eq!(games::new_session("qawale", Setup::default()).unwrap().start_position(), None);
}

/// The new-game form names the seats from the registry's data (`games::seat_names`), without
/// starting a game: the names are the ones every session of every player count gives.
#[test]
fn the_registry_names_the_seats_as_the_sessions_do() {
    for g in games::all().into_iter().filter(|g| g.playable) {
        let counts: Vec<&str> = match g.players_option {
            Some(key) => {
                g.options.iter().find(|o| o.key == key).unwrap().choices.iter().map(|c| c.0).collect()
            }
            None => vec![""],
        };
        for count in counts {
            let mut options = OptionValues::new();
            if let Some(key) = g.players_option {
                options.insert(key.to_string(), count.to_string());
            }
            let session =
                games::new_session(g.id, Setup { options: options.clone(), ..Setup::default() }).unwrap();
            assert_eq!(
                games::seat_names(g.id, &options),
                session.seat_names(),
                "{} with {count} players",
                g.id
            );
        }
        assert_eq!(games::seat_names(g.id, &Default::default()).len(), g.min_players.max(2), "{}", g.id);
        assert_eq!(g.seats.len(), g.max_players, "{}: a name for every seat it can have", g.id);
    }
    assert!(games::seat_names("chess", &Default::default()).is_empty());
}
