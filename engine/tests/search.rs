//! The computer's search as players meet it: it answers at once when its time is up, varies
//! its play between games, takes a won game and sees its wins coming.

use ludus_engine::ai::{decide, decide_by, EXPERT_V1, MAX_LEVEL};
use ludus_engine::core::{Actor, Game, Rng, Setup};
use ludus_engine::games;
use ludus_engine::session::Session;

fn session(game: &str, position: Option<&str>) -> Box<dyn Session> {
    let setup = Setup { seed: 3, ..Setup::default() };
    let mut s = match position {
        Some(text) => games::session_from_position(game, text, setup).unwrap(),
        None => games::new_session(game, setup).unwrap(),
    };
    let mut rng = Rng::new(3);
    while s.actor() == Actor::Chance {
        s.play_chance(&mut rng).unwrap();
    }
    s
}

#[test]
fn out_of_time_every_level_answers_at_once_with_a_legal_action() {
    for g in games::all().into_iter().filter(|g| g.playable) {
        let s = session(g.id, None);
        for level in 0..=MAX_LEVEL {
            let mut t = s.thinker(level, 11);
            // The clock has already run out: not a single slice of search.
            let action = decide_by(t.as_mut(), &mut || true).expect("a live game has an action");
            assert!(s.legal_actions().contains(&action), "{} level {level}: {action}", g.id);
        }
    }
}

#[test]
fn the_levels_vary_their_play_between_games_but_replay_the_same_seed() {
    // Abalone's opening has many moves of nearly equal worth: Hard picks among them by seed.
    let s = session("abalone", None);
    let chosen: Vec<String> = (0..8).map(|seed| decide(s.thinker(3, seed).as_mut()).unwrap()).collect();
    let mut distinct = chosen.clone();
    distinct.sort();
    distinct.dedup();
    assert!(distinct.len() >= 2, "eight games, one opening: {chosen:?}");
    assert_eq!(decide(s.thinker(3, 5).as_mut()).unwrap(), chosen[5], "a seed replays");
    // The frozen expert-v1 plays as it always did: one opening whatever the seed.
    let v1: Vec<String> = (0..3).map(|seed| decide(s.thinker(EXPERT_V1, seed).as_mut()).unwrap()).collect();
    assert!(v1.iter().all(|m| *m == v1[0]), "{v1:?}");
}

#[test]
fn abalone_search_takes_the_sixth_marble_and_sees_it_coming() {
    // Black has pushed off five, and two black marbles stand behind a lone white one on the
    // rim: the push that takes it off wins.
    let won = "................................bbw.......................... b 5 0";
    let s = session("abalone", Some(won));
    for level in 1..=MAX_LEVEL {
        let action = decide(s.thinker(level, 1).as_mut()).unwrap();
        let mut after = games::session_from_position("abalone", won, Setup::default()).unwrap();
        after.play(&action).unwrap();
        assert!(after.outcome().is_some(), "level {level} played {action} and the game goes on");
    }
}

#[test]
fn latroncules_search_takes_the_last_piece_and_reports_the_win() {
    // Black's last fantassin on d4 between White's e4 and the square c4, which c3 reaches.
    let won = "8/8/8/8/3fF3/2F5/8/8 w 6/8 7/8 0";
    let s = session("latroncules", Some(won));
    for level in 1..=MAX_LEVEL {
        let action = decide(s.thinker(level, 1).as_mut()).unwrap();
        assert!(action.ends_with("xd4"), "level {level} played {action}");
    }
    let mut t = s.thinker(ludus_engine::ai::ANALYSIS, 1);
    decide(t.as_mut()).unwrap();
    let report = t.report().unwrap();
    assert_eq!(report.value, ludus_engine::ai::Value::Mate(1), "{report:?}");
}

/// Whether seat `me`, to act or not in `g`, is sure to lose within `depth` more actions (an
/// independent, exhaustive check of `ai::proof`'s losses).
fn sure_loss<G: Game>(g: &G, me: usize, depth: u8) -> bool {
    if let Some(o) = g.outcome() {
        return o.rewards(2)[me] <= 0.0;
    }
    let Actor::Seat(seat) = g.actor() else { return false };
    if depth == 0 {
        return false;
    }
    let mut actions = Vec::new();
    g.legal_actions(&mut actions);
    let mut after = actions.iter().map(|a| {
        let mut c = g.clone();
        c.play_unchecked(a);
        sure_loss(&c, me, depth - 1)
    });
    if seat == me {
        after.all(|lost| lost)
    } else {
        after.any(|lost| lost)
    }
}

/// Random games of `G` (two seats): wherever the seat to act can win at once, the proof finds
/// such an action and Expert plays one; every loss the proof claims is one. Returns how many
/// wins in one and proven losses were met.
fn proof_holds<G: Game + ludus_engine::ai::Computer>(
    setup: &Setup,
    games: usize,
    seed: u64,
) -> (usize, usize) {
    use ludus_engine::ai::proof::examine;
    let mut rng = Rng::new(seed);
    let (mut wins_seen, mut losses_checked) = (0, 0);
    for _ in 0..games {
        let mut g = G::new_game(setup).unwrap();
        let mut plies = 0;
        while g.outcome().is_none() && plies < 400 {
            plies += 1;
            let Actor::Seat(me) = g.actor() else {
                let mut outcomes = Vec::new();
                g.chance_outcomes(&mut outcomes);
                let k = rng.below(outcomes.len());
                g.play_unchecked(&outcomes[k].0);
                continue;
            };
            let mut actions = Vec::new();
            g.legal_actions(&mut actions);
            let wins_now: Vec<usize> = (0..actions.len())
                .filter(|&i| {
                    let mut c = g.clone();
                    c.play_unchecked(&actions[i]);
                    c.outcome().is_some_and(|o| o.rewards(2)[me] >= 1.0)
                })
                .collect();
            let found = examine(&g, &actions);
            if !wins_now.is_empty() {
                wins_seen += 1;
                let i = found.winning.expect("a win in one is found");
                assert!(wins_now.contains(&i), "the action found wins at once");
                let text = decide(g.thinker(4, 9).as_mut()).unwrap();
                let mut c = g.clone();
                c.play_unchecked(&g.parse_action(&text).unwrap());
                assert!(
                    c.outcome().is_some_and(|o| o.rewards(2)[me] >= 1.0),
                    "Expert takes a win in one: {text}"
                );
            }
            // Two actions deep is what the exhaustive check affords in a test.
            for &i in found.losing.iter().take(3) {
                let mut c = g.clone();
                c.play_unchecked(&actions[i]);
                assert!(sure_loss(&c, me, 1) || sure_loss(&c, me, 3), "a proven loss is a loss");
                losses_checked += 1;
            }
            let k = rng.below(actions.len());
            g.play_unchecked(&actions[k]);
        }
    }
    (wins_seen, losses_checked)
}

#[test]
fn qawale_proof_takes_every_win_in_one_and_its_losses_are_real() {
    let (wins, losses) = proof_holds::<ludus_engine::games::qawale::Qawale>(&Setup::default(), 12, 21);
    assert!(wins >= 5 && losses >= 5, "{wins} wins, {losses} losses checked");
}

#[test]
fn cabale_and_tab_proofs_take_every_win_in_one() {
    // Cabale's and Tâb's games are long and their wins come late: fewer games, any count.
    let (wins, _) = proof_holds::<ludus_engine::games::cabale::Cabale>(&Setup::default(), 4, 5);
    let (more, _) = proof_holds::<ludus_engine::games::tab::Tab>(&Setup::default(), 4, 5);
    assert!(wins + more >= 1, "a win in one was met ({wins} in Cabale, {more} in Tâb)");
}
