//! Properties every game keeps, over random games of every option set (issue 13), checked the
//! same way for the five games:
//! - the position text carries the whole state: `read(write(s)) == s` (every field, counters and
//!   repetition history included), with the same legal actions and the same outcome;
//! - notation round-trips: every legal action reads back from its text;
//! - checked apply refuses an action that is not legal and leaves the state unchanged;
//! - (undo restoring the position before an action is `engine/tests/session.rs`'s, per game);
//! - games with a limit (ply cap, quiet-move rule) end within it;
//! - mutated position texts and notation never panic, and whatever a reader accepts it writes
//!   back to a text it reads again to the same state.
//!
//! Seeded loops (the same games every run); each test stays within seconds in a debug build.

mod common;

use common::mangle;
use ludus_engine::core::{actions, option_variants, Game, OptionValues, Rng, Setup};
use ludus_engine::games::{
    abalone::Abalone, cabale::Cabale, latroncules::Latroncules, qawale::Qawale, tab::Tab,
};

/// Characters a mutation inserts: the position texts' and notations' own alphabet, plus a few
/// hostile ones.
const ALPHABET: &[char] = &[
    'a', 'b', 'c', 'd', 'e', 'f', 'n', 'l', 's', 'w', 'x', 'A', 'B', 'C', 'E', 'F', 'I', 'N', 'S', 'W', '0',
    '1', '2', '3', '4', '5', '8', '9', '/', ',', '.', ':', ';', '=', '-', '+', '*', '|', '@', ' ', '\n', 'é',
    '\u{0}', '9', '9',
];

struct Tally {
    positions: usize,
    ended: usize,
    games: usize,
}

/// Plays `games` random games of `G` with `options` and checks every property at each step.
fn random_games<G: Game + PartialEq>(
    options: &OptionValues,
    games: usize,
    max_actions: usize,
    rng: &mut Rng,
) -> Tally {
    let mut tally = Tally { positions: 0, ended: 0, games: 0 };
    for _ in 0..games {
        let setup = Setup { name: String::new(), options: options.clone(), seed: rng.next_u64() };
        let Ok(mut g) = G::new_game(&setup) else { panic!("{}: options {options:?} refused", G::ID) };
        let mut trail: Vec<G> = Vec::new();
        let mut stranger: Option<G::Action> = None;
        let mut legal = Vec::new();
        for _ in 0..max_actions {
            check_position(&g, options);
            tally.positions += 1;
            actions(&g, &mut legal);
            if g.outcome().is_some() {
                break;
            }
            assert!(
                !legal.is_empty(),
                "{}: no action but the game is not over: {}",
                G::ID,
                g.position_text()
            );
            check_notation(&g, &legal, rng);
            // An action of another position that is not legal here: refused, state unchanged.
            if let Some(m) = stranger.take().filter(|m| !legal.contains(m)) {
                let before = g.clone();
                assert!(g.play(&m).is_err(), "{}: illegal {m:?} accepted in {}", G::ID, g.position_text());
                assert!(g == before, "{}: a refused action changed the state", G::ID);
            }
            let m = legal[rng.below(legal.len())].clone();
            stranger = Some(legal[rng.below(legal.len())].clone());
            trail.push(g.clone());
            g.play(&m).unwrap_or_else(|e| panic!("{}: legal {m:?} refused: {e}", G::ID));
            if trail.len() > 3 {
                trail.remove(0);
            }
        }
        tally.games += 1;
        if g.outcome().is_some() {
            tally.ended += 1;
            // Nothing is legal once the game is over.
            let before = g.clone();
            if let Some(m) = stranger {
                assert!(g.play(&m).is_err(), "{}: an action accepted after the end", G::ID);
                assert!(g == before);
            }
        }
    }
    tally
}

/// The position text carries everything: the re-read game is equal and lists the same actions.
fn check_position<G: Game + PartialEq>(g: &G, options: &OptionValues) {
    let text = g.position_text();
    let again = G::from_position(&text, options)
        .unwrap_or_else(|e| panic!("{}: the engine refuses its own text {text:?}: {e}", G::ID));
    assert!(
        again == *g,
        "{}: {text:?} re-reads to another state:\n{}\nwas\n{}",
        G::ID,
        short(&again),
        short(g)
    );
    assert_eq!(again.position_text(), text, "{}: the text is not stable", G::ID);
    assert_eq!(again.outcome(), g.outcome(), "{}: {text:?} re-reads with another outcome", G::ID);
    let (mut a, mut b) = (Vec::new(), Vec::new());
    actions(g, &mut a);
    actions(&again, &mut b);
    assert!(a == b, "{}: {text:?} re-reads with other legal actions", G::ID);
}

/// A state's debug form, cut (a repetition history can run to pages).
fn short(g: &impl std::fmt::Debug) -> String {
    format!("{g:?}").chars().take(700).collect()
}

/// Every legal action (a sample of long lists) reads back from its notation.
fn check_notation<G: Game>(g: &G, legal: &[G::Action], rng: &mut Rng) {
    let picks = legal.len().min(12);
    for k in 0..picks {
        let m = if legal.len() <= 12 { &legal[k] } else { &legal[rng.below(legal.len())] };
        let text = g.action_text(m);
        let back = g.parse_action(&text).unwrap_or_else(|e| panic!("{}: {text:?} does not read: {e}", G::ID));
        assert!(back == *m, "{}: {text:?} reads as {back:?}, not {m:?}", G::ID);
        // Mutated notation: an error or an action, never a panic; an accepted one plays or is
        // refused cleanly.
        let bad = mangle(&text, ALPHABET, rng);
        if let Ok(b) = g.parse_action(&bad) {
            let mut copy = g.clone();
            let _ = copy.play(&b);
        }
    }
}

/// Mutated position texts of random positions: never a panic; an accepted text is a state the
/// engine can write, re-read and list actions for.
fn mutated_positions<G: Game + PartialEq>(options: &OptionValues, rng: &mut Rng, count: usize) -> usize {
    let mut accepted = 0;
    let setup = Setup { name: String::new(), options: options.clone(), seed: rng.next_u64() };
    let mut g = G::new_game(&setup).unwrap();
    let mut legal = Vec::new();
    for i in 0..count {
        // A position some way into a random game.
        if i % 8 == 0 {
            g = G::new_game(&setup).unwrap();
            for _ in 0..rng.below(60) {
                actions(&g, &mut legal);
                if legal.is_empty() {
                    break;
                }
                g.play_unchecked(&legal[rng.below(legal.len())].clone());
            }
        }
        let bad = mangle(&g.position_text(), ALPHABET, rng);
        if let Ok(read) = G::from_position(&bad, options) {
            accepted += 1;
            actions(&read, &mut legal);
            let text = read.position_text();
            let again = G::from_position(&text, options).unwrap_or_else(|e| {
                panic!("{}: accepted {bad:?} but refuses its own text {text:?}: {e}", G::ID)
            });
            assert!(again == read, "{}: accepted {bad:?}; its text {text:?} re-reads differently", G::ID);
        }
    }
    accepted
}

fn every_option_set<G: Game + PartialEq>(games: usize, max_actions: usize) {
    let mut rng = Rng::new(0x13_13);
    for options in option_variants::<G>() {
        let t = random_games::<G>(&options, games, max_actions, &mut rng);
        assert!(t.positions > games, "{}: {options:?}: too few positions", G::ID);
        mutated_positions::<G>(&options, &mut rng, 150);
        eprintln!("{} {options:?}: {} games, {} ended, {} positions", G::ID, t.games, t.ended, t.positions);
    }
}

#[test]
fn qawale_properties() {
    every_option_set::<Qawale>(40, 200);
}

#[test]
fn abalone_properties() {
    every_option_set::<Abalone>(8, 600);
}

#[test]
fn abalone_ends_within_its_ply_limit() {
    let mut rng = Rng::new(7);
    for limit in ["50", "100"] {
        let mut o = OptionValues::new();
        if !Abalone::option_specs()
            .iter()
            .any(|s| s.key == "ply_limit" && s.choices.iter().any(|(v, _)| *v == limit))
        {
            continue;
        }
        o.insert("ply_limit".into(), limit.into());
        let t = random_games::<Abalone>(&o, 3, limit.parse::<usize>().unwrap() + 1, &mut rng);
        assert_eq!(t.ended, t.games, "every game ends at its {limit}-ply limit");
    }
}

#[test]
fn latroncules_properties() {
    every_option_set::<Latroncules>(8, 1500);
}

#[test]
fn cabale_properties() {
    every_option_set::<Cabale>(10, 800);
    let mut rng = Rng::new(0xcab);
    for players in ["3", "4"] {
        let mut o = OptionValues::new();
        o.insert("players".into(), players.into());
        random_games::<Cabale>(&o, 3, 300, &mut rng);
        mutated_positions::<Cabale>(&o, &mut rng, 150);
    }
}

#[test]
fn tab_properties() {
    every_option_set::<Tab>(8, 2500);
}
