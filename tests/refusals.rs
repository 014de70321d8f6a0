//! Refused moves reach the player in their language: the engine gives each refusal a catalogue
//! key and its variables, the English catalogue words it exactly as the engine does, and the
//! French catalogue words it in French.

mod common;

use common::catalogue;
use ludus::i18n::refusal::{reason, words};
use ludus::i18n::{set_catalogue, Catalogue, Lang};
use ludus_engine::core::{ActionError, Actor, Game, OptionValues, Refusal, Rng, Setup};
use ludus_engine::games;
use ludus_engine::games::qawale::Qawale;
use ludus_engine::session::Session;
use std::collections::BTreeSet;

fn session(id: &str, position: &str) -> Box<dyn Session> {
    games::session_from_position(id, position, Setup::default()).unwrap()
}

fn refusal(e: &ActionError) -> &Refusal {
    match e {
        ActionError::Illegal(r) => r,
        other => panic!("not an illegal move: {other:?}"),
    }
}

fn args(r: &Refusal) -> Vec<(&str, &str)> {
    r.args.iter().map(|(n, v)| (*n, v.as_str())).collect()
}

/// `e` in English (must be the engine's own text) and in French.
fn english_and_french(e: &ActionError) -> (String, String) {
    set_catalogue(catalogue(Lang::En));
    let en = words(e);
    set_catalogue(catalogue(Lang::Fr));
    let fr = words(e);
    (en, fr)
}

#[test]
fn one_refusal_per_game_carries_its_key_and_arguments_and_reads_in_french() {
    // Latroncules: the white cavalier d3 may not step to d4, between the black c4 and e4.
    let mut s = session("latroncules", "7f/8/8/8/2f1f3/3C4/8/F7 w 0/0 0/0 0");
    let e = s.play("d3-d4").unwrap_err();
    assert_eq!(refusal(&e).key, "latroncules-illegal-enclosed");
    assert_eq!(args(refusal(&e)), [("square", "d4")]);
    let (en, fr) = english_and_french(&e);
    assert_eq!(en, e.to_string());
    assert_eq!(
        fr,
        "coup interdit\u{a0}: la case d4 est entre deux ennemis\u{a0}: un pion ne peut y aller que pour prendre"
    );

    // Abalone: a single marble cannot push.
    let mut cells = vec!['.'; 61];
    for (name, c) in [("C3", 'b'), ("C4", 'w')] {
        let p = games::abalone::board::parse_cell(name).unwrap();
        cells[games::abalone::cell_index(p)] = c;
    }
    let mut s = session("abalone", &format!("{} b 0 0", cells.iter().collect::<String>()));
    let e = s.play("C3C4").unwrap_err();
    assert_eq!(refusal(&e).key, "abalone-illegal-single-push");
    let (en, fr) = english_and_french(&e);
    assert_eq!(en, e.to_string());
    assert_eq!(fr, "coup interdit\u{a0}: une bille seule ne peut pas pousser");

    // Cabale: runners start on an edge cell.
    let mut s = games::new_session("cabale", Setup::default()).unwrap();
    let e = s.play("@E5").unwrap_err();
    assert_eq!(refusal(&e).key, "cabale-illegal-not-start");
    assert_eq!(args(refusal(&e)), [("cell", "E5")]);
    let (en, fr) = english_and_french(&e);
    assert_eq!(en, e.to_string());
    assert_eq!(fr, "coup interdit\u{a0}: E5 n'est pas une case du bord hors des coins");

    // Tâb: no throwing while the throws are being used; the seat's name is translated too.
    let mut s = session("tab", "N,N,N,N,N,N,N,N,N/9/9/S,S,S,S,S,S,S,S,S s move 1,2");
    let e = s.play("throw 6").unwrap_err();
    assert_eq!(refusal(&e).key, "tab-illegal-not-time-to-throw");
    assert_eq!(args(refusal(&e)), [("seat", "South"), ("throws", "1, 2")]);
    let (en, fr) = english_and_french(&e);
    assert_eq!(en, e.to_string());
    assert_eq!(fr, "coup interdit\u{a0}: ce n'est pas le moment de lancer\u{a0}: Sud joue ses lancers 1, 2");

    // Qawale: a sowing from a1 planned for two pebbles, when a1 holds three (the app's sowings
    // are checked while read, so this one is asked directly).
    let start = Qawale::from_position("nn,,,nn/,,,/,,,/nn,,,nn 8 8 l", &OptionValues::new()).unwrap();
    let m = start.parse_action("a1:NNN").unwrap();
    let g = Qawale::from_position("nn,,,nn/,,,/,,,/nnn,,,n 8 8 l", &OptionValues::new()).unwrap();
    let r = g.check_sowing(&m).unwrap();
    assert_eq!(r.key, "qawale-illegal-path-length");
    assert_eq!(args(&r), [("space", "a1"), ("pebbles", "4"), ("steps", "3")]);
    set_catalogue(catalogue(Lang::En));
    assert_eq!(reason(&r), r.english);
    set_catalogue(catalogue(Lang::Fr));
    assert_eq!(
        reason(&r),
        "la pile de a1 comptera 4 galets\u{a0}: le chemin doit donc parcourir 4 cases, et non 3"
    );

    // The game is over; and without a catalogue, the engine's English.
    assert_eq!(english_and_french(&ActionError::GameOver).1, "la partie est terminée");
    set_catalogue(Catalogue::empty(Lang::Fr));
    assert_eq!(words(&e), e.to_string());
}

/// Random games in which, at every turn, the moves of earlier turns are tried again: most are
/// refused now, for all sorts of reasons. Every reason must read in English exactly as the
/// engine says it, and in French differently.
#[test]
fn every_refusal_met_in_random_games_reads_the_same_in_english_and_differs_in_french() {
    let (en, fr) = (catalogue(Lang::En), catalogue(Lang::Fr));
    let mut seen = BTreeSet::new();
    for g in games::all().into_iter().filter(|g| g.playable) {
        for seed in 0..6 {
            let mut options = OptionValues::new();
            games::set_players(g.id, g.min_players, &mut options).unwrap();
            let mut s = games::new_session(g.id, Setup { options, seed, ..Setup::default() }).unwrap();
            let mut rng = Rng::new(seed);
            let mut earlier: Vec<String> = Vec::new();
            for _ in 0..60 {
                if s.outcome().is_some() {
                    break;
                }
                if s.actor() == Actor::Chance {
                    s.play_chance(&mut rng);
                    continue;
                }
                let legal = s.legal_actions();
                for text in earlier.iter().rev().take(40).filter(|t| !legal.contains(t)) {
                    let e = match s.play(text) {
                        Err(e @ ActionError::Illegal(_)) => e,
                        Err(_) => continue,
                        Ok(_) => {
                            s.undo();
                            continue;
                        }
                    };
                    let r = refusal(&e);
                    set_catalogue(en.clone());
                    assert_eq!(words(&e), e.to_string(), "{}: English catalogue text of {}", g.id, r.key);
                    set_catalogue(fr.clone());
                    assert_ne!(reason(r), r.english, "{}: {} is not in French", g.id, r.key);
                    seen.insert(r.key);
                }
                earlier.extend(legal.iter().cloned());
                let pick = legal[rng.below(legal.len())].clone();
                s.play(&pick).unwrap();
            }
        }
    }
    for g in ["abalone", "cabale", "latroncules", "tab"] {
        assert!(seen.iter().any(|k| k.starts_with(g)), "no refusal of {g} met: {seen:?}");
    }
    assert!(seen.len() >= 12, "only {} refusals met: {seen:?}", seen.len());
}
