//! Qawale's alpha-beta Master (`games/qawale/search.rs`, `ai::solving`): searched to the end,
//! the alpha-beta gives the exact solver's values; it chooses only among the actions it is given;
//! and it stops deepening once every line has reached the end.

use ludus_engine::ai::alphabeta::AlphaBeta;
use ludus_engine::ai::exact::{self, DRAW, WIN};
use ludus_engine::ai::{decide, Judgement, Limits, Thinker};
use ludus_engine::core::{Game, OptionValues};
use ludus_engine::games::qawale::Qawale;

fn pos(text: &str) -> Qawale {
    Qawale::from_position(text, &OptionValues::new()).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// Alpha-beta as Master searches, without the solver, the variety or a node cap.
fn to_the_end() -> Limits {
    Limits {
        max_depth: 16,
        nodes: u64::MAX,
        noise: 0,
        vary: 0,
        contempt: 0,
        reduce: true,
        quiesce: 0,
        exact: 0,
    }
}

/// The endings of real games (tests/data/qawale_endings.txt) with at most `left` plies left.
fn endings(left: usize) -> Vec<Qawale> {
    include_str!("data/qawale_endings.txt")
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| l.split_once('\t'))
        .filter(|(n, _)| n.parse::<usize>().is_ok_and(|n| n <= left))
        .map(|(_, p)| pos(p))
        .collect()
}

#[test]
fn searched_to_the_end_the_alpha_beta_gives_the_exact_value() {
    let mut checked = 0;
    // Every other ending up to 3 plies left: the test stays within seconds in debug.
    for g in endings(3).into_iter().step_by(2) {
        let (value, _) = exact::solve(&g, u64::MAX, &mut || false);
        let value = value.expect("an unlimited solve has a value");
        let mut search = AlphaBeta::new(g.clone(), to_the_end(), 1);
        assert!(decide(&mut search).is_some());
        let Some(Judgement::Score(score)) = search.judgement() else { panic!("a score") };
        // A proven win or loss counts its plies below 1,000,000; a draw is worth 0.
        let found = if score > 999_000 {
            WIN
        } else if score < -999_000 {
            exact::LOSS
        } else {
            assert_eq!(score, 0, "{}: a draw searched to the end is worth 0", g.position_text());
            DRAW
        };
        assert_eq!(found, value, "{}", g.position_text());
        checked += 1;
    }
    assert!(checked >= 50, "{checked} endings");
}

#[test]
fn the_search_chooses_only_among_the_actions_it_is_given() {
    for g in endings(6).into_iter().step_by(9) {
        let mut actions = Vec::new();
        g.legal_actions(&mut actions);
        // The last three in the game's order: rarely the ones the search would rank first.
        let given: Vec<_> = actions.iter().rev().take(3).copied().collect();
        let limits = Limits { max_depth: 2, ..to_the_end() };
        let mut search = AlphaBeta::new(g.clone(), limits, 1).among(given.clone());
        let chosen = decide(&mut search).expect("an action");
        assert!(given.iter().any(|a| g.action_text(a) == chosen), "{}: {chosen}", g.position_text());
        // Stopped before it starts, it still answers among them.
        let mut stopped = AlphaBeta::new(g.clone(), limits, 1).among(given.clone());
        let chosen = stopped.conclude().expect("an action");
        assert!(given.iter().any(|a| g.action_text(a) == chosen), "{}: {chosen}", g.position_text());
    }
}

#[test]
fn a_search_that_reached_the_end_everywhere_goes_no_deeper() {
    // Two plies left: the search to depth 2 sees every end, and 14 more iterations would only
    // repeat it. Allowed 16, it must do no more work than when allowed 2.
    let cap = 50_000_000;
    let work = |g: &Qawale, max_depth: u8| {
        let mut search = AlphaBeta::new(g.clone(), Limits { max_depth, nodes: cap, ..to_the_end() }, 1);
        assert!(decide(&mut search).is_some());
        (search.progress() * cap as f64).round() as u64
    };
    for g in endings(2).into_iter().step_by(10) {
        let (two, all) = (work(&g, 2), work(&g, 16));
        assert!(all <= two, "{}: {all} nodes allowed 16 plies, {two} allowed 2", g.position_text());
    }
}

#[test]
fn a_search_restricted_under_way_chooses_as_a_fresh_one_would() {
    // Master looks 3 plies deep before the solver and then goes on among the actions the solver
    // left (`AlphaBeta::restrict`): the table kept from the first look must not change what the
    // search finds among them.
    for g in endings(6).into_iter().step_by(9) {
        let mut actions = Vec::new();
        g.legal_actions(&mut actions);
        let limits = Limits { max_depth: 2, ..to_the_end() };
        let given: Vec<_> = actions.iter().rev().take(3).copied().collect();
        let mut fresh = AlphaBeta::new(g.clone(), limits, 1).among(given.clone());
        let fresh_choice = decide(&mut fresh).expect("an action");

        let mut first = AlphaBeta::new(g.clone(), Limits { max_depth: 1, ..limits }, 1);
        let scouted = decide(&mut first).expect("an action");
        first.restrict(given.clone(), 2);
        let chosen = decide(&mut first).expect("an action");
        assert!(given.iter().any(|a| g.action_text(a) == chosen), "{}: {chosen}", g.position_text());
        assert_eq!(first.judgement(), fresh.judgement(), "{}", g.position_text());
        assert_eq!(chosen, fresh_choice, "{}", g.position_text());

        // Where the first look's choice is among those left, deepening goes on from it.
        let mut kept = AlphaBeta::new(g.clone(), Limits { max_depth: 1, ..limits }, 1);
        decide(&mut kept);
        let best = actions.iter().find(|a| g.action_text(a) == scouted).copied().expect("legal");
        kept.restrict(vec![best, given[0]], 2);
        let chosen = decide(&mut kept).expect("an action");
        assert!(chosen == scouted || chosen == g.action_text(&given[0]), "{}: {chosen}", g.position_text());
    }
}

#[test]
fn before_the_end_is_in_reach_the_solver_strikes_off_a_choice_that_loses() {
    use ludus_engine::ai::exact::deepen;
    use ludus_engine::ai::{solving, Budget};
    // Positions 7 plies from the end (from games between the levels) where a search to depth 3
    // chooses an action that loses within 5 plies while others do not: the last sowing of the other side's four
    // comes 6 plies on, one ply beyond what depth 3 and the win in one at its leaves see.
    let cases = [
        (",n,n,/ld,nl,n,nl/l,ddd,,nd/nn,,, 4 3 l", "a2:NN"),
        ("nn,,l,dl/,,d,nnn/,d,d,nll/nnl,,, 3 4 d", "a1:EENE"),
    ];
    let limits = Limits { max_depth: 3, nodes: 50_000_000, vary: 4, exact: 3_000_000, ..to_the_end() };
    for (text, losing) in cases {
        let g = pos(text);
        let mut actions = Vec::new();
        g.legal_actions(&mut actions);
        let loses = |action: &str| {
            let a = actions.iter().find(|a| g.action_text(a) == action).copied().expect("legal");
            deepen(&g, &[a], 3_000_000, &mut || false, &[2, 4]).values[0] == Some(exact::LOSS)
        };
        // The search alone plays it.
        let mut search = AlphaBeta::new(g.clone(), Limits { exact: 0, ..limits }, 1);
        assert_eq!(decide(&mut search).as_deref(), Some(losing), "{text}");
        assert!(loses(losing), "{text}: {losing} loses within 5 plies");
        // With the solver's check, it does not, nor any other action proven to lose.
        let mut master = solving::thinker(&g, Budget::AlphaBeta(limits), 1);
        let chosen = decide(master.as_mut()).expect("an action");
        assert!(!loses(&chosen), "{text}: chose {chosen}, which loses within 5 plies");
    }
}
