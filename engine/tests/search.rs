//! The computer's search as players meet it: it answers at once when its time is up, varies
//! its play between games, takes a won game and sees its wins coming.

use ludus_engine::ai::alphabeta::{AlphaBeta, Heuristic};
use ludus_engine::ai::{
    decide, decide_by, random_action, Judgement, Limits, Mcts, Thinker, TreeSearch, Value, EXPERT_V1,
    MAX_LEVEL,
};
use ludus_engine::core::{Actor, Game, Outcome, Rng, Setup};
use ludus_engine::games;
use ludus_engine::games::{abalone::Abalone, cabale::Cabale, latroncules::Latroncules, tab::Tab};
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
            let found = examine(&g, &actions, ludus_engine::ai::proof::MOST_DEPTH);
            if !wins_now.is_empty() {
                wins_seen += 1;
                let i = found.winning.expect("a win in one is found");
                assert!(wins_now.contains(&i), "the action found wins at once");
                let mut expert = g.thinker(4, 9);
                let text = decide(expert.as_mut()).unwrap();
                // The review judges such a position won, so the action before it is judged (a
                // forced action is not: the review skips positions without a choice).
                let judged = expert.judgement();
                assert!(
                    actions.len() == 1 || matches!(judged, Some(Judgement::Rate(1000))),
                    "judged {judged:?} with {} actions",
                    actions.len()
                );
                // `ludus analyse` reports the same: the winning action, sure to win.
                if actions.len() > 1 {
                    let report = expert.report().expect("an MCTS reports");
                    assert_eq!(report.best.as_deref(), Some(text.as_str()));
                    assert_eq!(report.value, Value::Rate(1.0));
                }
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

/// Plain negamax to `depth`, then captures only (standing pat on the static value) for at most
/// `quiet_left` more plies: the value the quiescence search must find, written independently.
fn negamax<G: Heuristic>(g: &G, depth: u8, quiet_left: u8, ply: i32) -> i32 {
    const WIN: i32 = 1_000_000;
    if let Some(outcome) = g.outcome() {
        let Actor::Seat(me) = g.actor() else { return 0 };
        return match outcome {
            Outcome::Win(w) if w == me => WIN - ply,
            Outcome::Win(_) => -(WIN - ply),
            _ => 0,
        };
    }
    let mut moves = Vec::new();
    g.legal_actions(&mut moves);
    let stand = g.evaluate();
    if depth == 0 {
        moves.retain(|m| g.is_tactical(m));
        if quiet_left == 0 {
            return stand;
        }
    } else if moves.is_empty() {
        return 0;
    }
    let mut best = if depth == 0 { stand } else { i32::MIN };
    for m in &moves {
        let mut child = g.clone();
        child.play_unchecked(m);
        let left = if depth == 0 { quiet_left - 1 } else { quiet_left };
        best = best.max(-negamax(&child, depth.saturating_sub(1), left, ply + 1));
    }
    best
}

/// Visits the positions of a random game from `g` (at most `plies` actions, to its end),
/// each before its random action is played.
fn along_random_game<G: Game>(mut g: G, rng: &mut Rng, plies: usize, mut visit: impl FnMut(&G, usize)) {
    for ply in 0..plies {
        if g.outcome().is_some() {
            break;
        }
        visit(&g, ply);
        let m = random_action(&g, rng).unwrap();
        g.play_unchecked(&m);
    }
}

/// The alpha-beta search with quiescence (no reductions, noise or draw play) finds the same
/// value as the plain negamax above, in positions of real games full of captures.
fn quiescence_agrees<G: Heuristic>(seed: u64, plies: usize) {
    let mut rng = Rng::new(seed);
    let mut checked = 0;
    along_random_game(G::new_game(&Setup::default()).unwrap(), &mut rng, plies, |g, ply| {
        if ply % 7 == 6 {
            let limits = Limits {
                max_depth: 2,
                nodes: u64::MAX,
                noise: 0,
                vary: 0,
                contempt: 0,
                reduce: false,
                quiesce: 3,
                exact: 0,
            };
            let mut search = AlphaBeta::new(g.clone(), limits, 1);
            decide(&mut search).unwrap();
            let Some(Judgement::Score(score)) = search.judgement() else { panic!("no score") };
            assert_eq!(score, negamax(g, 2, 3, 0), "{}", g.position_text());
            checked += 1;
        }
    });
    assert!(checked >= 5, "only {checked} positions");
}

#[test]
fn quiescence_search_values_captures_as_plain_negamax_does() {
    for seed in 0..3 {
        quiescence_agrees::<Latroncules>(seed, 120);
        quiescence_agrees::<Abalone>(seed, 60);
    }
}

/// Ahead, the search keeps the game open (Latroncules: a fantassin steps only forward onto an
/// empty square, and quiet plies run out to a draw): of fantassin steps the evaluation values
/// alike, it avoids the one that locks its fantassin face to face with an enemy's, where both
/// would stand until the quiet-plies limit draws the game.
#[test]
fn latroncules_search_ahead_keeps_its_fantassins_out_of_locks() {
    use ludus_engine::core::OptionValues;
    // White, a fantassin up, may step b3-b4 (face to face with b5), e3-e4 or f3-f4. The
    // locking step comes first in the search's order, so only the lock decides against it.
    let g = Latroncules::from_position("8/8/f7/1f6/8/1F2FF2/8/8 w 5/8 6/8 0", &OptionValues::new()).unwrap();
    let after = |text: &str| {
        let mut h = g.clone();
        h.play_unchecked(&g.parse_action(text).unwrap());
        h
    };
    assert_eq!(g.locked(), 0);
    assert_eq!(after("b3-b4").locked(), 100 / 8);
    assert_eq!(after("e3-e4").locked(), 0);
    // The evaluation alone cannot tell the steps apart: each advances a fantassin one rank.
    assert_eq!(after("b3-b4").evaluate(), after("e3-e4").evaluate());
    assert_eq!(after("b3-b4").evaluate(), after("f3-f4").evaluate());
    for seed in 0..8 {
        let limits = Limits {
            max_depth: 1,
            nodes: u64::MAX,
            noise: 0,
            vary: 0,
            contempt: 400,
            reduce: false,
            quiesce: 0,
            exact: 0,
        };
        let chosen = decide(&mut AlphaBeta::new(g.clone(), limits, seed)).unwrap();
        assert!(chosen == "e3-e4" || chosen == "f3-f4", "seed {seed}: {chosen}");
    }
}

/// The computer's playouts (`Game::guided_action`) play legal actions only, to the end of
/// whole games, in every game that guides them.
fn guided_playouts_are_legal<G: Game>(options: &[(&str, &str)], games: u64) {
    let mut options_map = ludus_engine::core::OptionValues::default();
    for (k, v) in options {
        options_map.insert(k.to_string(), v.to_string());
    }
    for seed in 0..games {
        let mut g = G::new_game(&Setup { options: options_map.clone(), seed, ..Setup::default() }).unwrap();
        let mut rng = Rng::new(seed);
        let mut plies = 0;
        while g.outcome().is_none() && plies < 2_000 {
            let m = match g.actor() {
                Actor::Chance => random_action(&g, &mut rng).unwrap(),
                Actor::Seat(_) => g.guided_action(&mut rng).expect("a live game has an action"),
            };
            assert!(g.play(&m).is_ok(), "{} is not legal in {}", g.action_text(&m), g.position_text());
            plies += 1;
        }
        assert!(g.outcome().is_some(), "seed {seed}: no end after {plies} actions");
    }
}

#[test]
fn guided_playouts_play_legal_actions_to_the_end() {
    guided_playouts_are_legal::<Cabale>(&[], 40);
    guided_playouts_are_legal::<Cabale>(&[("players", "3")], 20);
    guided_playouts_are_legal::<Cabale>(&[("players", "4"), ("teams_4p", "true")], 20);
    guided_playouts_are_legal::<Tab>(&[], 30);
}

#[test]
fn cabale_guided_runners_turn_on_rich_cells() {
    // Cabale: from the start, a guided runner turns on a cell of the inner rings far more often
    // than uniform play does (worth 6 to 15 points).
    let mut g = Cabale::new_game(&Setup::default()).unwrap();
    let mut rng = Rng::new(1);
    while g.phase == ludus_engine::games::cabale::Phase::Placement {
        let m = random_action(&g, &mut rng).unwrap();
        g.play_unchecked(&m);
    }
    let rich = |a: ludus_engine::games::cabale::Action| match a {
        ludus_engine::games::cabale::Action::Run { turn, .. } => {
            ludus_engine::games::cabale::board::value(turn) >= 6
        }
        _ => false,
    };
    let guided = (0..400).filter(|_| rich(g.guided_action(&mut rng).unwrap())).count();
    let uniform = (0..400).filter(|_| rich(g.playout_action(&mut rng).unwrap())).count();
    assert!(guided > uniform + 60, "guided {guided}, uniform {uniform} of 400 on rich cells");
}

/// Cabale, from a game Master lost to Expert (a walled-in runner ends the game): Red is behind, and its run
/// H8-H7-G6 would leave its runner where Blue, on its next turn, walls it in with its run, its
/// block and one blockade. The game then ends with Blue ahead.
const CABALE_TRAP: &str = "players=2 first=1 turn=0 phase=run runners=H8,H6 blocks=F6:1d,G4:1d,G7:0d \
    supply=28,26 doubles=5,4 walls=11,10 taken=0/0,0/0 lost=0,0 blockades=C3D3,E6E7,G6G7";

#[test]
fn cabale_playouts_wall_in_a_trailing_runner_and_the_search_keeps_clear() {
    let start = Cabale::from_position(CABALE_TRAP, &Default::default()).unwrap();
    let mut walked_in = start.clone();
    for text in ["H8-H7-G6", "double", "|F6G7"] {
        let a = walked_in.parse_action(text).unwrap();
        walked_in.play(&a).unwrap();
    }
    // Blue leads: every guided playout of its turn walls Red in, and the game ends Blue's win.
    for seed in 0..20 {
        let mut rng = Rng::new(seed);
        let mut g = walked_in.clone();
        while g.outcome().is_none() && g.to_move == 1 {
            let a = g.guided_action(&mut rng).unwrap();
            g.play_unchecked(&a);
        }
        let blue_wins = matches!(g.outcome(), Some(Outcome::Scores(s)) if s[1] > s[0]);
        assert!(blue_wins && g.end_reason() == Some("stuck-runner"), "seed {seed}: {}", g.position_text());
    }
    // Red's search, at Hard's budget, keeps its runner out of the trap.
    for seed in 1..=3 {
        let mut red = ludus_engine::ai::Mcts::new(start.clone(), 2_000, seed).proving(4);
        let run = decide(&mut red).unwrap();
        assert_ne!(run, "H8-H7-G6", "seed {seed}");
    }
}

/// Tâb: whenever a throw can land on enemy pieces, the guided playout captures, and the
/// tallest stack on offer (the whole stack goes).
#[test]
fn tab_guided_playouts_capture_the_tallest_stack() {
    let pieces = |g: &Tab, seat: usize| -> usize {
        g.board.iter().filter(|s| s.owner() == Some(seat)).map(|s| s.height()).sum()
    };
    let mut rng = Rng::new(5);
    let mut seen = 0;
    for seed in 0..20 {
        let mut g = Tab::new_game(&Setup { seed, ..Setup::default() }).unwrap();
        while g.outcome().is_none() {
            if let Actor::Seat(me) = g.actor() {
                let mut moves = Vec::new();
                g.legal_actions(&mut moves);
                let taken = |m: &<Tab as Game>::Action| {
                    let mut after = g.clone();
                    after.play_unchecked(m);
                    pieces(&g, 1 - me) - pieces(&after, 1 - me)
                };
                let most = moves.iter().map(taken).max().unwrap_or(0);
                let guided = g.guided_action(&mut rng).unwrap();
                if most > 0 {
                    assert_eq!(taken(&guided), most, "{}", g.position_text());
                    seen += 1;
                }
            }
            let m = random_action(&g, &mut rng).unwrap();
            g.play_unchecked(&m);
        }
    }
    assert!(seen >= 20, "only {seen} positions offered a capture");
}

/// Tâb: the levels' fitted judgement (`Game::guided_estimate`, `tab::computer::judge`) foresees
/// who wins games played by the guided playouts, from the start of each turn, better than a
/// coin and better than expert-v1's hand-set estimate (which was overconfident: worse than a
/// coin). Games the fit (`examples/tab_fit.rs`) did not see: its seeds differ.
#[test]
fn tab_judgement_foresees_the_winner_better_than_a_coin() {
    let loss = |p: f64, won: f64| -(won * p.max(1e-6).ln() + (1.0 - won) * (1.0 - p).max(1e-6).ln());
    let mut rng = Rng::new(77);
    let (mut fitted, mut old, mut n) = (0.0, 0.0, 0.0);
    for seed in 0..40 {
        let mut g = Tab::new_game(&Setup { seed, ..Setup::default() }).unwrap();
        let mut seen = Vec::new();
        while g.outcome().is_none() {
            if g.phase == ludus_engine::games::tab::Phase::Throwing && g.throws.is_empty() {
                seen.push((g.to_move, g.guided_estimate(), g.estimate()));
            }
            let m = match g.actor() {
                Actor::Chance => random_action(&g, &mut rng),
                Actor::Seat(_) => g.guided_action(&mut rng),
            };
            g.play_unchecked(&m.unwrap());
        }
        let won = g.outcome().unwrap().rewards(2);
        for (seat, judged, estimated) in seen {
            assert!((judged[0] + judged[1] - 1.0).abs() < 1e-9, "{judged:?}");
            fitted += loss(judged[seat], won[seat]);
            old += loss(estimated[seat], won[seat]);
            n += 1.0;
        }
    }
    let (fitted, old) = (fitted / n, old / n);
    assert!(fitted < std::f64::consts::LN_2 - 0.02, "fitted judgement's log-loss {fitted:.3} over {n} turns");
    assert!(fitted < old, "fitted {fitted:.3} against the old estimate's {old:.3}");
}

/// Abalone's tactical actions (followed by the quiescence search) are exactly the pushes that
/// put a marble off the board, checked by playing every action of random positions.
#[test]
fn abalone_tactical_actions_are_the_pushes_off() {
    let mut rng = Rng::new(8);
    let mut ejections = 0;
    for seed in 0..6 {
        let g = Abalone::new_game(&Setup { seed, ..Setup::default() }).unwrap();
        along_random_game(g, &mut rng, 150, |g, _| {
            let mut moves = Vec::new();
            g.legal_actions(&mut moves);
            for m in &moves {
                let mut after = g.clone();
                after.play_unchecked(m);
                let off = after.ejected.iter().sum::<u8>() > g.ejected.iter().sum::<u8>();
                assert_eq!(g.is_tactical(m), off, "{} in {}", g.action_text(m), g.position_text());
                ejections += usize::from(off);
            }
        });
    }
    assert!(ejections >= 10, "only {ejections} pushes off met");
}

/// Positions of random Qawale games where the seat to act has actions the proof shows lose
/// within two actions, beside others, and positions where it can win at once.
fn qawale_threats(
    games: u64,
) -> (Vec<ludus_engine::games::qawale::Qawale>, Vec<ludus_engine::games::qawale::Qawale>) {
    use ludus_engine::ai::proof::examine;
    let (mut threatened, mut winning) = (Vec::new(), Vec::new());
    let mut rng = Rng::new(31);
    for _ in 0..games {
        let mut g = ludus_engine::games::qawale::Qawale::new_game(&Setup::default()).unwrap();
        while g.outcome().is_none() {
            let mut actions = Vec::new();
            g.legal_actions(&mut actions);
            let found = examine(&g, &actions, 2);
            if found.winning.is_some() {
                winning.push(g.clone());
            } else if !found.losing.is_empty() && found.losing.len() < actions.len() {
                threatened.push(g.clone());
            }
            let k = rng.below(actions.len());
            g.play_unchecked(&actions[k]);
        }
    }
    (threatened, winning)
}

/// Whether `action` is one the proof, two actions deep, finds losing at `g`: it hands the other
/// seat a win in one.
fn proof_loses(g: &ludus_engine::games::qawale::Qawale, action: &str) -> bool {
    let mut actions = Vec::new();
    g.legal_actions(&mut actions);
    let found = ludus_engine::ai::proof::examine(g, &actions, 2);
    let played = g.parse_action(action).unwrap();
    found.losing.iter().any(|&i| actions[i] == played)
}

#[test]
fn a_level_that_slips_overlooks_threats_but_never_a_win_and_advice_never_slips() {
    use ludus_engine::ai::{thinker, Budget};
    let (threatened, winning) = qawale_threats(30);
    assert!(threatened.len() >= 10 && winning.len() >= 5, "{} and {}", threatened.len(), winning.len());
    let hasty = Budget::Mcts(TreeSearch { proof: 2, slips: 1000, ..TreeSearch::new(300) });
    // A win the proof sees is taken even in haste.
    for (i, g) in winning.iter().enumerate() {
        let Actor::Seat(me) = g.actor() else { unreachable!() };
        let action = decide(thinker(g, hasty, i as u64).as_mut()).unwrap();
        let mut after = g.clone();
        after.play_unchecked(&g.parse_action(&action).unwrap());
        assert!(after.outcome().is_some_and(|o| o.rewards(2)[me] >= 1.0), "{action} misses the win");
    }
    // In haste the level may walk into a loss the proof would have ruled out; steady (a hint,
    // the review), the same level never does.
    let (mut hasty_losses, mut steady_losses) = (0, 0);
    for (i, g) in threatened.iter().enumerate() {
        hasty_losses += proof_loses(g, &decide(thinker(g, hasty, i as u64).as_mut()).unwrap()) as usize;
        let mut steady = thinker(g, hasty, i as u64);
        steady.steady();
        steady_losses += proof_loses(g, &decide(steady.as_mut()).unwrap()) as usize;
    }
    assert!(hasty_losses > 0, "haste overlooked no threat in {} positions", threatened.len());
    assert_eq!(steady_losses, 0, "steady advice walked into a loss");
    // The share of hasty decisions is the level's: 300 in 1,000 (they search nothing, so they
    // have no judgement).
    let g = &threatened[0];
    let hasty_count = (0..400u64)
        .filter(|&seed| {
            let mut t =
                thinker(g, Budget::Mcts(TreeSearch { proof: 2, slips: 300, ..TreeSearch::new(20) }), seed);
            decide(t.as_mut());
            t.judgement().is_none()
        })
        .count();
    assert!((80..=160).contains(&hasty_count), "{hasty_count} hasty decisions in 400");
}

/// Qawale's Easy gives (`TreeSearch::gifts`): in haste, where an action hands the other seat a
/// win in one, it plays one in `gifts` decisions of a thousand; yet it never misses a win of its
/// own, and advice from the same budget (steady: no haste) never gives.
#[test]
fn a_level_that_gives_hands_over_a_win_in_haste_but_never_misses_its_own() {
    use ludus_engine::ai::{thinker, Budget};
    let (threatened, winning) = qawale_threats(30);
    let giving = |gifts| Budget::Mcts(TreeSearch { proof: 2, slips: 1000, gifts, ..TreeSearch::new(30) });
    for (i, g) in winning.iter().enumerate() {
        let Actor::Seat(me) = g.actor() else { unreachable!() };
        let action = decide(thinker(g, giving(1000), i as u64).as_mut()).unwrap();
        let mut after = g.clone();
        after.play_unchecked(&g.parse_action(&action).unwrap());
        assert!(after.outcome().is_some_and(|o| o.rewards(2)[me] >= 1.0), "{action} misses the win");
    }
    // Every threatened position has an action that does not lose (`qawale_threats`), so each
    // losing choice below is a gift or a slip.
    let count = |gifts, steady: bool| {
        threatened
            .iter()
            .enumerate()
            .filter(|(i, g)| {
                let mut t = thinker(*g, giving(gifts), *i as u64);
                if steady {
                    t.steady();
                }
                proof_loses(g, &decide(t.as_mut()).unwrap())
            })
            .count()
    };
    assert_eq!(count(1000, false), threatened.len(), "a decision of a level that always gives did not");
    let (some, none) = (count(500, false), count(0, false));
    assert!(
        none < some && some < threatened.len(),
        "gifts 500: {some}, none: {none}, of {}",
        threatened.len()
    );
    assert_eq!(count(1000, true), 0, "steady advice gave a win away");
}

/// A level with a guard never walks into a loss in haste, not even one its proof found before
/// the guard looked (the guard weighs only the actions the proof left).
#[test]
fn with_a_guard_haste_never_plays_what_the_proof_ruled_out() {
    use ludus_engine::ai::{thinker, Budget};
    let (threatened, _) = qawale_threats(30);
    let hasty = Budget::Mcts(TreeSearch {
        proof: 2,
        slips: 1000,
        guard: 2,
        guard_nodes: 100_000,
        ..TreeSearch::new(30)
    });
    for (i, g) in threatened.iter().enumerate() {
        let action = decide(thinker(g, hasty, i as u64).as_mut()).unwrap();
        assert!(!proof_loses(g, &action), "{action} loses in {}", g.position_text());
    }
}

/// A lower exploration constant (`TreeSearch::exploration`, Master's in Cabale for three and four)
/// spends more of the same iterations on the action the search plays: with three players the
/// playouts' results (shares of the points) lie close together, and UCT's usual constant
/// spreads the search thin over a runner's many paths.
#[test]
fn a_focused_search_spends_its_iterations_on_the_best_actions() {
    let options = [("players".to_string(), "3".to_string())].into();
    let mut g = Cabale::new_game(&Setup { options, ..Setup::default() }).unwrap();
    let mut rng = Rng::new(3);
    while g.phase == ludus_engine::games::cabale::Phase::Placement {
        let m = random_action(&g, &mut rng).unwrap();
        g.play_unchecked(&m);
    }
    // Each search is seeded, so the shares are the same in every run; summed over three.
    let (mut spread, mut focus) = (0.0, 0.0);
    for seed in 1..=3 {
        let mut usual = Mcts::new(g.clone(), 3_000, seed);
        let mut focused = Mcts::new(g.clone(), 3_000, seed).exploring(0.5);
        assert!(decide(&mut usual).is_some() && decide(&mut focused).is_some());
        spread += usual.focus();
        focus += focused.focus();
    }
    assert!(
        focus > 1.3 * spread,
        "the most visited actions had {focus:.3} of the focused searches, {spread:.3} of the usual"
    );
}
