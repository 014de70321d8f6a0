//! Tâb rules tests (docs/rules/tab.md), written with the position text of
//! docs/rules/tab.md §7. Squares: files a–i from South's left, ranks 1–4 from South.

mod common;

use ludus_engine::core::perft::perft;
use ludus_engine::core::{play_text, ActionError, Actor, Game, OptionValues, Outcome, Rng, Setup};
use ludus_engine::games;
use ludus_engine::games::tab::track::{parse_square, row, square_name, NORTH, SOUTH};
use ludus_engine::games::tab::{Action, Phase, Tab, Throws, OPTIONS, PIECES};
use ludus_engine::session::{Session, SessionMatch};

const START: &str = "N,N,N,N,N,N,N,N,N/9/9/S,S,S,S,S,S,S,S,S s open - 0/0 0";

fn opts(pairs: &[(&str, &str)]) -> OptionValues {
    pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect()
}

fn pos_with(text: &str, options: &OptionValues) -> Tab {
    Tab::from_position(text, options).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn pos(text: &str) -> Tab {
    pos_with(text, &OptionValues::new())
}

/// Position text from `(square, stack)` pairs and the fields after the board.
fn board(cells: &[(&str, &str)], rest: &str) -> String {
    let mut ranks = Vec::new();
    for rank in (1..=4).rev() {
        let mut tokens = Vec::new();
        let mut empty = 0;
        for file in "abcdefghi".chars() {
            let sq = format!("{file}{rank}");
            match cells.iter().find(|(s, _)| *s == sq) {
                Some((_, stack)) => {
                    if empty > 0 {
                        tokens.push(empty.to_string());
                        empty = 0;
                    }
                    tokens.push(stack.to_string());
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            tokens.push(empty.to_string());
        }
        ranks.push(tokens.join(","));
    }
    format!("{} {rest}", ranks.join("/"))
}

fn moves(g: &Tab) -> Vec<String> {
    let mut out = Vec::new();
    g.legal_actions(&mut out);
    out.iter().map(|m| g.action_text(m)).collect()
}

fn play(g: &mut Tab, text: &str) {
    play_text(g, text).unwrap_or_else(|e| panic!("{text} in {}: {e}", g.position_text()));
}

fn refused(g: &Tab, text: &str) -> String {
    let before = g.position_text();
    let mut after = g.clone();
    let e = play_text(&mut after, text).expect_err(text);
    assert_eq!(after.position_text(), before, "a refused action changes nothing");
    e.to_string()
}

fn stack_at(g: &Tab, sq: &str) -> String {
    let s = g.board[parse_square(sq).unwrap() as usize];
    let letter = if s.owner() == Some(SOUTH) { 's' } else { 'n' };
    s.pieces().map(|p| if p.unmoved { letter.to_ascii_uppercase() } else { letter }).collect()
}

// ---------------------------------------------------------------- throwing (§2)

#[test]
fn the_start_position_and_its_text() {
    let g = Tab::new_game(&Setup { options: opts(&[("first", "south")]), ..Setup::default() }).unwrap();
    assert_eq!(g.position_text(), START);
    assert_eq!(pos(START), g);
    assert_eq!(g.actor(), Actor::Chance);
    assert_eq!(g.pieces(SOUTH), 9);
    assert_eq!(g.pieces(NORTH), 9);
    let north = Tab::new_game(&Setup { options: opts(&[("first", "north")]), ..Setup::default() }).unwrap();
    assert_eq!(north.to_move, NORTH);
    // T1: random by default, decided by the setup seed.
    let firsts: Vec<usize> =
        (0..40).map(|seed| Tab::new_game(&Setup { seed, ..Setup::default() }).unwrap().to_move).collect();
    assert!(firsts.contains(&SOUTH) && firsts.contains(&NORTH));
}

#[test]
fn chance_lists_the_five_throws_with_the_coin_odds() {
    let g = pos(START);
    let mut out = Vec::new();
    g.chance_outcomes(&mut out);
    let want = [(1, 4.0), (2, 6.0), (3, 4.0), (4, 1.0), (6, 1.0)];
    assert_eq!(out.len(), 5);
    for ((a, p), (v, w)) in out.iter().zip(want) {
        assert_eq!(*a, Action::Throw(v));
        assert!((p - w / 16.0).abs() < 1e-12, "P({v})");
        assert_eq!(g.action_text(a), format!("throw {v}"));
    }
    let mut none = Vec::new();
    g.legal_actions(&mut none);
    assert!(none.is_empty(), "no seat acts while the coins are due");
}

#[test]
fn drawn_throws_follow_the_distribution() {
    // Statistical, fixed seed, wide tolerance: 64 000 throws drawn as the driver draws them.
    let g = pos(START);
    let mut out = Vec::new();
    g.chance_outcomes(&mut out);
    let mut rng = Rng::new(2024);
    let n = 64_000;
    let mut counts = [0u32; 7];
    for _ in 0..n {
        let i = rng.weighted(out.iter().map(|(_, p)| *p));
        let Action::Throw(v) = out[i].0 else { panic!() };
        counts[v as usize] += 1;
    }
    for (v, p) in [(1, 0.25), (2, 0.375), (3, 0.25), (4, 0.0625), (6, 0.0625)] {
        let f = counts[v] as f64 / n as f64;
        assert!((f - p).abs() < 0.01, "throw {v}: {f} vs {p}");
    }
    assert_eq!(counts[5], 0, "there is no 5");
    // Whole turns: the mean number of throws is 1.6 and the mean total 3.8 (rules numbers).
    let (mut throws, mut steps, turns) = (0u32, 0u32, 20_000);
    for t in 0..turns {
        let mut s = pos("N,N,N,N,N,N,N,N,N/9/9/S,S,S,S,S,S,S,S,S s throw - 0/0 0");
        let mut r = Rng::new(t as u64);
        while s.actor() == Actor::Chance {
            let mut o = Vec::new();
            s.chance_outcomes(&mut o);
            let a = o[r.weighted(o.iter().map(|(_, p)| *p))].0;
            if let Action::Throw(v) = a {
                throws += 1;
                steps += v as u32;
            }
            s.play(&a).unwrap();
            if s.to_move != SOUTH {
                break; // no use at all: the turn passed (still counted)
            }
        }
    }
    let mean = throws as f64 / turns as f64;
    assert!((mean - 1.6).abs() < 0.05, "throws per turn {mean}");
    let mean_steps = steps as f64 / turns as f64;
    assert!((mean_steps - 3.8).abs() < 0.15, "steps per turn {mean_steps}");
}

#[test]
fn the_opening_alternates_single_throws_until_a_one() {
    let mut g = pos(START);
    // §2: values before the 1 are ignored, no extra throws (T1).
    for (v, next) in [("throw 4", NORTH), ("throw 6", SOUTH), ("throw 2", NORTH), ("throw 3", SOUTH)] {
        play(&mut g, v);
        assert_eq!(g.phase, Phase::Opening, "{v}");
        assert_eq!(g.to_move, next, "{v}");
        assert!(g.throws.is_empty());
    }
    // South throws the 1: it is the first throw of South's first turn (T2), and throws again.
    play(&mut g, "throw 1");
    assert_eq!(g.phase, Phase::Throwing);
    assert_eq!(g.to_move, SOUTH);
    assert_eq!(g.actor(), Actor::Chance);
    assert!(g.position_text().ends_with(" s throw 1 0/0 1"), "{}", g.position_text());
    play(&mut g, "throw 4");
    play(&mut g, "throw 6");
    assert_eq!(g.actor(), Actor::Chance, "1, 4 and 6 give another throw");
    play(&mut g, "throw 2");
    assert_eq!(g.actor(), Actor::Seat(SOUTH), "a 2 ends the throwing");
    assert_eq!(g.phase, Phase::Moving);
    assert!(g.position_text().ends_with(" s move 1,2,4,6 0/0 1"));
    let err = refused(&g, "throw 3");
    assert!(err.contains("not time to throw"), "{err}");
}

#[test]
fn a_three_ends_the_throwing_too() {
    let mut g = pos("N,N,N,N,N,N,N,N,N/9/9/S,S,S,S,S,S,S,S,S n throw 1 0/0 3");
    play(&mut g, "throw 3");
    assert_eq!(g.actor(), Actor::Seat(NORTH));
    assert_eq!(g.throws.each().collect::<Vec<_>>(), vec![1, 3]);
    let err = refused(&pos("N,N,N,N,N,N,N,N,N/9/9/S,S,S,S,S,S,S,S,S s throw - 0/0 0"), "1a1-b1");
    assert!(err.contains("throwing is not over"), "{err}");
}

#[test]
fn the_opening_starter_wins_the_first_turn_four_times_in_seven() {
    let mut first_wins = 0;
    let n = 20_000;
    let mut rng = Rng::new(7);
    for _ in 0..n {
        let mut g = pos(START);
        while g.phase == Phase::Opening {
            let mut o = Vec::new();
            g.chance_outcomes(&mut o);
            let a = o[rng.weighted(o.iter().map(|(_, p)| *p))].0;
            g.play(&a).unwrap();
        }
        first_wins += (g.to_move == SOUTH) as u32;
    }
    let f = first_wins as f64 / n as f64;
    assert!((f - 4.0 / 7.0).abs() < 0.02, "{f}");
}

// ---------------------------------------------------------------- moving (§3, §4)

#[test]
fn a_single_one_at_the_start_gives_nine_moves_each() {
    let south = pos("N,N,N,N,N,N,N,N,N/9/9/S,S,S,S,S,S,S,S,S s move 1");
    assert_eq!(
        moves(&south),
        ["1a1-b1", "1b1-c1", "1c1-d1", "1d1-e1", "1e1-f1", "1f1-g1", "1g1-h1", "1h1-i1", "1i1-i2"]
    );
    let north = pos("N,N,N,N,N,N,N,N,N/9/9/S,S,S,S,S,S,S,S,S n move 1");
    assert_eq!(
        moves(&north),
        ["1i4-h4", "1h4-g4", "1g4-f4", "1f4-e4", "1e4-d4", "1d4-c4", "1c4-b4", "1b4-a4", "1a4-a3"]
    );
}

#[test]
fn unmoved_pieces_move_only_with_a_one_and_useless_throws_pass_the_turn() {
    // §4.1, T15: all unmoved and no 1 among the throws: the turn passes by itself.
    let mut g = pos("N,N,N,N,N,N,N,N,N/9/9/S,S,S,S,S,S,S,S,S s throw 4,6 0/0 1");
    play(&mut g, "throw 2");
    assert_eq!(g.to_move, NORTH);
    assert_eq!(g.phase, Phase::Throwing);
    assert!(g.throws.is_empty(), "unused throws are lost (T5)");
    // A position claiming to wait for such throws is refused.
    let e = Tab::from_position("N,N,N,N,N,N,N,N,N/9/9/S,S,S,S,S,S,S,S,S s move 2,4", &OptionValues::new());
    assert!(e.unwrap_err().to_string().contains("no use"));
    let g = pos("N,N,N,N,N,N,N,N,N/9/9/S,S,S,S,S,S,S,S,S s move 1,3");
    let err = refused(&g, "3i1-f2");
    assert!(err.contains("never moved"), "{err}");
}

#[test]
fn throws_are_used_in_any_order_one_piece_each() {
    // The doc's turn record: [1,4,2] 1i1-i2 4i2-e2 2e2-c2.
    let mut g = pos("N,N,N,N,N,N,N,N,N/9/9/S,S,S,S,S,S,S,S,S s move 1,2,4");
    play(&mut g, "1i1-i2");
    assert_eq!(moves(&g), ["2i2-g2", "4i2-e2"]);
    play(&mut g, "4i2-e2");
    play(&mut g, "2e2-c2");
    assert_eq!(stack_at(&g, "c2"), "s");
    assert_eq!(g.to_move, NORTH, "all throws used: the turn passed");
    assert_eq!(g.phase, Phase::Throwing);
}

#[test]
fn stacking_on_an_unmoved_piece_and_option_t3() {
    let text = "N,N,N,N,N,N,N,N,N/9/9/S,S,S,S,S,S,S,S,S s move 1,1,2";
    let mut g = pos(text);
    play(&mut g, "1a1-b1");
    assert_eq!(stack_at(&g, "b1"), "Ss", "the mover goes on top, the unmoved piece stays at the bottom");
    // T3 (default): the stack stands on a never-moved piece, so it moves only with a 1.
    let err = refused(&g, "2b1-d1");
    assert!(err.contains("never moved"), "{err}");
    assert!(moves(&g).contains(&"1b1-c1".to_string()));
    assert!(moves(&g).contains(&"1b1-c1s".to_string()), "a 1 may split the top piece off");
    play(&mut g, "1b1-c1");
    assert_eq!(stack_at(&g, "c1"), "Sss", "the whole stack moved and landed on c1");
    // Option T3 "activated": joining a piece activates it.
    let options = opts(&[("stacked_unmoved", "activated")]);
    let mut g = pos_with(text, &options);
    play(&mut g, "1a1-b1");
    assert_eq!(stack_at(&g, "b1"), "ss");
    assert!(moves(&g).contains(&"2b1-d1".to_string()));
}

#[test]
fn a_one_splits_a_stack_and_only_a_one() {
    let text = board(&[("a4", "N"), ("c2", "ss"), ("f3", "s")], "s move 1,2");
    let mut g = pos(&text);
    let list = moves(&g);
    assert!(list.contains(&"1c2-b2".to_string()) && list.contains(&"1c2-b2s".to_string()), "{list:?}");
    assert!(list.contains(&"2c2-a2".to_string()));
    let err = refused(&g, "2c2-a2s");
    assert!(err.contains("only a throw of 1 splits"), "{err}");
    let err = refused(&g, "1f3-g3s");
    assert!(err.contains("single piece"), "{err}");
    play(&mut g, "1c2-b2s");
    assert_eq!(stack_at(&g, "c2"), "s");
    assert_eq!(stack_at(&g, "b2"), "s");
}

#[test]
fn going_back_a_row_reduces_a_stack_and_is_optional() {
    // A South stack at the end of row 3 with no way into row 4 (North has nobody on rank 4).
    let text = board(&[("h3", "ss"), ("e3", "n")], "s move 3");
    let g = pos(&text);
    // §4.3: the only use reduces the stack, so the player may pass instead (§3).
    assert_eq!(moves(&g), ["3h3-h2r", "pass"]);
    let mut after = g.clone();
    play(&mut after, "3h3-h2");
    assert_eq!(stack_at(&after, "h2"), "s", "only the top piece goes on");
    assert_eq!(after.lost, [1, 0]);
    assert_eq!(after.pieces(SOUTH) + after.captured(SOUTH) + after.lost[0] as usize, PIECES);
    assert!(after.position_text().contains("s+"), "the survivor has looped: {}", after.position_text());
    let mut passed = g.clone();
    play(&mut passed, "pass");
    assert_eq!(passed.to_move, NORTH);
    assert!(passed.throws.is_empty());
    // A non-reducing use must be taken: no pass then.
    let g = pos(&board(&[("h3", "ss"), ("c2", "s"), ("e3", "n")], "s move 3"));
    assert_eq!(moves(&g), ["3c2-a3", "3h3-h2r"], "c2 → b2 → a2 → a3; no pass");
}

#[test]
fn row_changes_follow_the_track() {
    // South: c2 with 3 → b2, a2, a3 (row 2 → row 3, forward: no reduction).
    let g = pos(&board(&[("c2", "ss"), ("e3", "n")], "s move 3"));
    assert_eq!(moves(&g), ["3c2-a3"]);
    // North mirrors: g3 with 3 → h3, i3, i2.
    let g = pos(&board(&[("g3", "nn"), ("e1", "s")], "n move 3"));
    assert_eq!(moves(&g), ["3g3-i2"]);
}

#[test]
fn entering_row_four_needs_a_fresh_unit_and_enemies_there() {
    // §4.6: from h3 a 3 loops to h2 or enters row 4 at h4 while North has pieces on rank 4.
    let text = board(&[("a4", "N"), ("h3", "s"), ("e2", "s")], "s move 3");
    let mut g = pos(&text);
    let list = moves(&g);
    assert!(list.contains(&"3h3-h2".to_string()) && list.contains(&"3h3-h4".to_string()), "{list:?}");
    play(&mut g, "3h3-h4");
    assert!(g.board[parse_square("h4").unwrap() as usize].top().unwrap().row4);
    // A piece that has been in row 4 may never enter it again (T10).
    let g = pos(&board(&[("a4", "N"), ("h3", "s*"), ("e2", "s")], "s move 3"));
    let err = refused(&g, "3h3-h4");
    assert!(err.contains("never enter it again"), "{err}");
    // A stack enters only if none of its pieces has been there.
    let g = pos(&board(&[("a4", "N"), ("h3", "ss*"), ("e2", "s")], "s move 3"));
    assert!(!moves(&g).contains(&"3h3-h4".to_string()));
    // No enemy left on rank 4: the branch is closed.
    let g = pos(&board(&[("a3", "n"), ("h3", "s"), ("e2", "s")], "s move 3"));
    let err = refused(&g, "3h3-h4");
    assert!(err.contains("enemy still has pieces"), "{err}");
    // North's branch is at a2 → a1.
    let g = pos(&board(&[("c1", "S"), ("b2", "n"), ("e4", "N")], "n move 2"));
    assert_eq!(moves(&g), ["2b2-a3", "2b2-a1"]);
}

#[test]
fn row_four_is_frozen_while_home_still_holds_pieces() {
    // §4.7, T11: no movement at all from row 4 while own pieces remain on row 1.
    let text = board(&[("a4", "N"), ("e4", "s*"), ("c4", "ss*"), ("i1", "s"), ("e2", "s")], "s move 1,2");
    let g = pos(&text);
    assert!(moves(&g).iter().all(|m| !m.contains("e4-") && !m.contains("c4-")), "{:?}", moves(&g));
    let err = refused(&g, "1c4-b4s");
    assert!(err.contains("row 1"), "{err}");
    // With home empty the single piece on e4 may move.
    let g = pos(&board(&[("a4", "N"), ("e4", "s*"), ("e2", "s")], "s move 2"));
    assert!(moves(&g).contains(&"2e4-c4xr".to_string()) || moves(&g).contains(&"2e4-c4".to_string()));
}

#[test]
fn leaving_row_four_returns_to_row_three_and_reduces_stacks() {
    let mut g = pos(&board(&[("b4", "s*s*"), ("f3", "n")], "s move 3"));
    assert_eq!(moves(&g), ["3b4-b3r", "pass"]);
    play(&mut g, "3b4-b3");
    assert_eq!(stack_at(&g, "b3"), "s");
    assert_eq!(g.lost, [1, 0]);
}

#[test]
fn stacks_alone_in_row_four_move_only_when_nothing_else_can() {
    // T12 (default): South's only unit in row 4 is a stack; e2 can move, so the stack may not
    // move whole — but a 1 may still split it.
    let text = board(&[("a4", "N"), ("e4", "s*s*"), ("e2", "s")], "s move 1,2");
    let g = pos(&text);
    let list = moves(&g);
    assert!(list.contains(&"1e4-d4s".to_string()), "{list:?}");
    assert!(!list.iter().any(|m| m.starts_with("1e4-d4") && !m.ends_with('s')), "{list:?}");
    assert!(!list.iter().any(|m| m.starts_with("2e4")), "{list:?}");
    let err = refused(&g, "2e4-c4");
    assert!(err.contains("only stacks"), "{err}");
    // Nothing else to move: the stack may go.
    let g = pos(&board(&[("a4", "N"), ("e4", "s*s*")], "s move 2"));
    assert_eq!(moves(&g), ["2e4-c4"]);
    // A single piece beside it in row 4 lifts the restriction.
    let g = pos(&board(&[("a4", "N"), ("e4", "s*s*"), ("h4", "s*"), ("e2", "s")], "s move 2"));
    assert!(moves(&g).contains(&"2e4-c4".to_string()));
    // Option T12 "home_group": no stacks-only rule, and row 4 is free while home holds one group.
    let options = opts(&[("row4_stacks", "home_group")]);
    let g = pos_with(&text, &options);
    assert!(moves(&g).contains(&"2e4-c4".to_string()));
    let g = pos_with(&board(&[("a4", "N"), ("e4", "s*"), ("c1", "ss"), ("e2", "s")], "s move 2"), &options);
    assert!(moves(&g).contains(&"2e4-c4".to_string()), "home holds a single group");
    let g = pos_with(&board(&[("a4", "N"), ("e4", "s*"), ("c1", "s"), ("g1", "s")], "s move 2"), &options);
    assert!(!moves(&g).iter().any(|m| m.starts_with("2e4")), "two groups at home");
}

#[test]
fn landing_on_enemies_captures_the_whole_stack() {
    let mut g = pos(&board(&[("a4", "N"), ("b4", "N"), ("d2", "nnn"), ("f2", "s")], "s move 2 0/0 5"));
    assert_eq!(moves(&g), ["2f2-d2x"]);
    play(&mut g, "2f2-d2x");
    assert_eq!(stack_at(&g, "d2"), "s");
    assert_eq!(g.captured(NORTH), 7);
    assert_eq!(g.quiet, 1, "the capture reset the count; North's turn is the first quiet one");
    // Passing over pieces does nothing (T14).
    let g = pos(&board(&[("a4", "N"), ("e2", "n"), ("f2", "s")], "s move 2"));
    assert_eq!(moves(&g), ["2f2-d2"]);
}

#[test]
fn capturing_the_last_enemy_wins_at_once() {
    let mut g = pos(&board(&[("c2", "nn"), ("f2", "s")], "s move 1,3 0/0 4"));
    play(&mut g, "3f2-c2x");
    assert_eq!(g.outcome(), Some(Outcome::Win(SOUTH)));
    assert!(g.throws.is_empty(), "the remaining throws are void (§5)");
    assert!(moves(&g).is_empty());
    assert_eq!(g.play(&Action::Pass), Err(ActionError::GameOver));
    // A won position reads back as won.
    let again = pos(&g.position_text());
    assert_eq!(again.outcome(), Some(Outcome::Win(SOUTH)));
}

#[test]
fn pass_only_when_no_throw_has_a_non_optional_use() {
    let g = pos("N,N,N,N,N,N,N,N,N/9/9/S,S,S,S,S,S,S,S,S s move 1,2");
    let err = refused(&g, "pass");
    assert!(err.contains("must be used"), "{err}");
    let mut g = g.clone();
    play(&mut g, "1a1-b1");
    // The 2 has no use now (everything stands on or is an unmoved piece): the turn passed.
    assert_eq!(g.to_move, NORTH);
}

// ---------------------------------------------------------------- options

#[test]
fn option_t4_lane_ones_must_convert_unmoved_pieces() {
    let text = board(&[("a4", "N"), ("a1", "S"), ("e2", "ss")], "s move 1");
    let g = pos(&text);
    assert!(moves(&g).contains(&"1e2-d2".to_string()));
    let options = opts(&[("tab_priority", "convert")]);
    let g = pos_with(&text, &options);
    assert_eq!(moves(&g), ["1a1-b1"]);
    let err = refused(&g, "1e2-d2s");
    assert!(err.contains("unmoved"), "{err}");
}

#[test]
fn option_t6_maximum_forces_the_doc_example() {
    let text = "N,N,N,N,N,N,N,N,N/9/9/S,S,S,S,S,S,S,S,S s move 1,2";
    assert_eq!(moves(&pos(text)).len(), 9);
    let options = opts(&[("use_throws", "maximum")]);
    let mut g = pos_with(text, &options);
    assert_eq!(moves(&g), ["1i1-i2"], "only this order uses both throws");
    let err = refused(&g, "1a1-b1");
    assert!(err.contains("as many throws"), "{err}");
    play(&mut g, "1i1-i2");
    assert_eq!(moves(&g), ["2i2-g2"]);
}

#[test]
fn option_t7_lane_reduces_a_looped_stack_going_up_to_row_three() {
    // A stack in row 2 holding a piece that has already looped (+) moves 2 → 3.
    let text = board(&[("e4", "n"), ("b2", "s+s")], "s move 3");
    let g = pos(&text);
    assert_eq!(moves(&g), ["3b2-b3"], "seed reading: 2 → 3 is forward");
    let g = pos_with(&text, &opts(&[("reduction", "visited")]));
    assert_eq!(moves(&g), ["3b2-b3r", "pass"]);
    let mut after = g.clone();
    play(&mut after, "3b2-b3");
    assert_eq!(after.lost, [1, 0]);
    // Without a looped piece Lane's rule agrees with the seed's.
    let g = pos_with(&board(&[("e4", "n"), ("b2", "ss")], "s move 3"), &opts(&[("reduction", "visited")]));
    assert_eq!(moves(&g), ["3b2-b3"]);
}

#[test]
fn option_t16_draws_after_quiet_turns() {
    let text = board(&[("h3", "ss"), ("e3", "n")], "s move 3 0/0 60");
    let mut g = pos_with(&text, &opts(&[("quiet_draw", "60")]));
    play(&mut g, "pass");
    assert_eq!(g.outcome(), Some(Outcome::Draw));
    assert_eq!(g.phase, Phase::Drawn);
    let back = pos_with(&g.position_text(), &opts(&[("quiet_draw", "60")]));
    assert_eq!(back.outcome(), Some(Outcome::Draw));
    // Off by default: play goes on.
    let mut g = pos(&text);
    play(&mut g, "pass");
    assert_eq!(g.outcome(), None);
    assert_eq!(g.quiet, 61);
}

#[test]
fn unknown_options_and_setups_are_refused() {
    for (k, v) in [("use_throws", "some"), ("colour", "red"), ("quiet_draw", "7")] {
        let setup = Setup { options: opts(&[(k, v)]), ..Setup::default() };
        assert!(Tab::new_game(&setup).is_err(), "{k}={v}");
    }
    assert!(Tab::new_game(&Setup { name: "lane".into(), ..Setup::default() }).is_err());
    for spec in Tab::option_specs() {
        let setup = Setup { options: opts(&[(spec.key, spec.default_value())]), ..Setup::default() };
        assert!(Tab::new_game(&setup).is_ok(), "{}", spec.key);
    }
}

// ---------------------------------------------------------------- notation and position text

#[test]
fn notation_reads_suffixes_and_refuses_nonsense() {
    let g = pos(&board(&[("a4", "N"), ("b4", "N"), ("d2", "nnn"), ("f2", "s")], "s move 2"));
    for text in ["2f2-d2", "2f2-d2x", "2F2-D2X", " 2f2-d2 "] {
        assert_eq!(g.parse_action(text).unwrap(), g.parse_action("2f2-d2").unwrap(), "{text}");
    }
    assert_eq!(g.parse_action("throw 6").unwrap(), Action::Throw(6));
    assert_eq!(g.parse_action("PASS").unwrap(), Action::Pass);
    for bad in [
        "", "5f2-a2", "2f2d2", "2z2-d2", "2f2-d5", "2f2-d2q", "2f2-d2ss", "throw 5", "throw", "2f2-", "é2-d2",
    ] {
        assert!(g.parse_action(bad).is_err(), "{bad:?}");
    }
    let err = refused(&g, "3f2-c2");
    assert!(err.contains("no throw of 3"), "{err}");
    let err = refused(&g, "2d2-b2");
    assert!(err.contains("no piece of yours"), "{err}");
    let err = refused(&g, "2f2-c2");
    assert!(err.contains("takes f2 to d2"), "{err}");
}

#[test]
fn position_text_round_trips_and_explains_errors() {
    let texts = [
        START,
        "N,N,N,N,N,N,N,N,N/9/9/S,S,S,S,S,S,S,S,S n throw 1,4 0/0 1",
        &board(&[("a4", "N"), ("e4", "s*s*"), ("b2", "s+s"), ("c1", "n*n*")], "s move 1,2 3/4 17"),
    ];
    for t in texts {
        assert_eq!(pos(t).position_text(), *t);
    }
    // Optional fields and implied marks.
    let g = pos("N,N,N,N,N,N,N,N,N/9/9/S,S,S,S,S,S,S,S,S s open -");
    assert_eq!(g.position_text(), START);
    let g = pos("N,N,N,N,N,N,N,N,N/,,,,,,,,/9/S,S,S,S,S,S,S,S,S s open -");
    assert_eq!(g.position_text(), START);
    let cases = [
        ("", "expected 6 fields"),
        ("N/9/9/S s open -", "the board: rank 4 has 1 squares, not 9"),
        ("9/9/9 s open -", "the board needs 4 ranks"),
        ("N,N,N,N,N,N,N,N,N/9/9/S,S,S,S,S,S,S,S,S x open -", "the side to move must be"),
        ("N,N,N,N,N,N,N,N,N/9/9/S,S,S,S,S,S,S,S,S s later -", "the phase must be"),
        ("N,N,N,N,N,N,N,N,N/9/9/S,S,S,S,S,S,S,S,S s move 5", "the throws in hand: '5' is not a throw"),
        ("N,N,N,N,N,N,N,N,N/9/9/S,S,S,S,S,S,S,S,sS s move 1", "unmoved"),
        ("N,N,N,N,N,N,N,N,N/9/sn,8/S,S,S,S,S,S,S,S s move 1", "mixes"),
        ("N,N,N,N,N,N,N,N,N/9/S,8/S,S,S,S,S,S,S,S s move 1", "unmoved"),
        ("N,N,N,N,N,N,N,N,N/9/9/s*,S,S,S,S,S,S,S,S s move 1", "home row"),
        ("N,N,N,N,N,N,N,N,N/9/s,8/S,S,S,S,S,S,S,S,S s move 1", "South has 10 pieces on the board"),
        ("N,N,N,N,N,N,N,N,N/9/9/S,S,S,S,S,S,S,S,S s move 1 1-0 0", "written South/North"),
        (
            "N,N,N,N,N,N,N,N,N/9/10/S,S,S,S,S,S,S,S,S s open -",
            "a run of empty squares on rank 2 '10' is too large",
        ),
        ("N,N,N,N,N,N,N,N,N/9/9/S,S,S,S,S,S,S,S,S,S s open -", "more than 9 squares"),
        ("N,N,N,N,N,N,N,N,N/9/9/S,S,S,S,S,S,S,S,x s open -", "'x' on i1 is not a piece"),
        ("9/9/9/9 s move 1", "both sides have no pieces"),
    ];
    for (text, want) in cases {
        let e = Tab::from_position(text, &OptionValues::new()).expect_err(text).to_string();
        assert!(e.contains(want), "{text:?}: {e}");
    }
}

/// Positions play cannot reach are refused, the message naming the field that is wrong
/// (rules §7).
#[test]
fn every_refusal_names_its_field() {
    let start_board = "N,N,N,N,N,N,N,N,N/9/9/S,S,S,S,S,S,S,S,S";
    let mid = |rest: &str| board(&[("a4", "N"), ("e3", "n"), ("c2", "s"), ("e1", "ss")], rest);
    let won = |rest: &str| board(&[("c2", "s"), ("e1", "ss")], rest);
    // (options, text, what the message says)
    type Case<'a> = (&'a [(&'a str, &'a str)], String, &'a str);
    let cases: Vec<Case> = vec![
        // The opening: nothing has happened yet (rules §2).
        (&[], "N,N,N,N,N,N,N,N,N/9/9/S,S,S,S,S,S,S,S,1 s open -".into(), "the board: in the opening"),
        (&[], board(&[("a4", "N"), ("a1", "S")], "s open -"), "the board: in the opening"),
        (&[], "N,N,N,N,N,N,N,N,N/9/s,8/S,S,S,S,S,S,S,S,1 s open -".into(), "the board: in the opening"),
        (&[], format!("{start_board} s open 1"), "the throws in hand: none are kept during the opening"),
        (&[], format!("{start_board} s open - 1/0 0"), "South has 9 pieces on the board and 1 lost"),
        (&[], format!("{start_board} s open - 0/0 3"), "the turns without a capture"),
        // Throwing and moving (rules §2, §3, T15, T19).
        (&[], format!("{start_board} s throw 2"), "the throws in hand: a 2 or 3 ends the throwing"),
        (
            &[],
            format!("{start_board} s throw {}", vec!["1"; 24].join(",")),
            "the throws in hand: 24 is too large",
        ),
        (
            &[],
            format!("{start_board} s move {}", vec!["1"; 25].join(",")),
            "the throws in hand: 25 is too large",
        ),
        (&[], format!("{start_board} s move 2,3"), "the throws in hand: a turn has at most one 2 or 3"),
        (&[], format!("{start_board} s move 1,+4"), "the throws in hand: '+4' is not a throw"),
        (&[], format!("{start_board} s move -"), "the throws in hand: none left"),
        (&[], format!("{start_board} s move 2,4"), "the throws in hand: 2, 4 have no use"),
        // A won game (rules §5): the winner moved last, its throws are void.
        (&[], won("s throw - 0/0 0"), "the phase: North has no pieces left"),
        (&[], won("n move - 0/0 0"), "the side to move: North has no pieces left"),
        (&[], won("s move 1 0/0 0"), "the throws in hand: a win cancels"),
        (&[], won("s move - 0/0 4"), "the turns without a capture: the winning move captured"),
        // Counts beyond the material (rules §1, §4.3).
        (&[], mid("s move 1 8/0 3"), "South has 3 pieces on the board and 8 lost"),
        (&[], mid("s move 1 9/0 3"), "the pieces South lost to reductions '9' is too large (at most 8)"),
        (&[], mid("s move 1 0/x 3"), "the pieces North lost to reductions must be a whole number"),
        (&[], mid("s move 1 0/0 x"), "the turns without a capture must be a whole number"),
        (&[], mid("s move 1 0/0 65536"), "the turns without a capture '65536' is too large (at most 65535)"),
        // Option T16: at most that many quiet turns, and a draw only with the option.
        (
            &[("quiet_draw", "60")],
            mid("s move 1 0/0 61"),
            "the turns without a capture '61' is too large (at most 60)",
        ),
        (&[], mid("s drawn - 0/0 60"), "the phase: 'drawn' needs the option quiet_draw"),
        (
            &[("quiet_draw", "60")],
            mid("s drawn - 0/0 59"),
            "the turns without a capture: a game drawn by quiet_draw=60",
        ),
        (&[("quiet_draw", "60")], mid("s drawn 1 0/0 60"), "the throws in hand: the turn ended"),
        // Option T3: joining an unmoved piece sets it going, so no stack holds one.
        (
            &[("stacked_unmoved", "activated")],
            board(&[("a4", "N"), ("b1", "Ss")], "s move 1"),
            "the board: on b1 a stack holds an unmoved piece",
        ),
    ];
    for (options, text, want) in &cases {
        let e = Tab::from_position(text, &opts(options)).expect_err(text).to_string();
        assert!(e.contains(want), "{text:?} {options:?}: {e}");
    }
    // Each is readable once made consistent.
    pos(&mid("s move 1 5/0 3"));
    pos(&won("s move - 0/0 0"));
    pos_with(&mid("s drawn - 0/0 60"), &opts(&[("quiet_draw", "60")]));
    pos(&board(&[("a4", "N"), ("b1", "Ss")], "s move 1"));
    pos(&format!("{start_board} s move {}", vec!["1"; 24].join(",")));
}

/// T19: a turn keeps at most 24 throws; the 24th ends the throwing like a 2 or 3, and the text
/// of a full hand reads back.
#[test]
fn a_turn_keeps_at_most_24_throws() {
    let mut g = after_throws(&["1"]);
    for _ in 0..22 {
        play(&mut g, "throw 4");
    }
    assert_eq!(g.phase, Phase::Throwing);
    play(&mut g, "throw 6");
    assert_eq!(g.phase, Phase::Moving, "the 24th throw ends the throwing");
    assert_eq!(g.throws.total(), 24);
    let text = g.position_text();
    assert!(text.ends_with(" 0/0 1") && text.contains(" move 1,4,4,"), "{text}");
    assert_eq!(pos(&text), g);
    let maximum = opts(&[("first", "south"), ("use_throws", "maximum")]);
    let g = pos_with(&text, &maximum);
    assert_eq!(moves(&g), ["1i1-i2"], "only the piece that leaves home can use the 4s and the 6");
}

// ---------------------------------------------------------------- perft

/// South throws first; then `throws` are played as the coins' outcomes.
fn after_throws(throws: &[&str]) -> Tab {
    let mut g = Tab::new_game(&Setup { options: opts(&[("first", "south")]), ..Setup::default() }).unwrap();
    for t in throws {
        let a = g.chance_named(t).unwrap_or_else(|e| panic!("{t}: {e}"));
        g.play(&a).unwrap_or_else(|e| panic!("{t}: {e}"));
    }
    g
}

#[test]
fn perft_from_the_start_counts_throws_and_moves() {
    // Throws are actions (five outcomes each), so the opening throws (§2) come into the counts;
    // pinned so that a change to the move generator shows.
    let g = after_throws(&[]);
    for (depth, n) in (1..).zip([5, 25, 133, 713, 3_891, 21_239, 116_531, 638_189]) {
        assert_eq!(perft(&g, depth), n, "depth {depth}");
    }
    // After a 1 and a 2: the 1 moves one of nine unmoved pieces; only after 1i1-i2 has the 2 a
    // use (2i2-g2), so depth 2 is 1 + 8 × 5 North throws.
    let g = after_throws(&["1", "2"]);
    for (depth, n) in (1..).zip([9, 41, 205, 1_089, 5_821, 31_613, 171_559, 935_903]) {
        assert_eq!(perft(&g, depth), n, "depth {depth}");
    }
    let g = after_throws(&["1", "1", "1", "6", "3"]);
    for (depth, n) in (1..).zip([9, 83, 794, 3_285, 11_790, 61_654, 325_382, 1_712_146]) {
        assert_eq!(perft(&g, depth), n, "depth {depth}");
    }
}

#[test]
fn perft_in_the_middle_of_a_game() {
    // Stacks, splits, captures, a reducing move back a row and the way into row 4 (§4).
    let g = pos("N,N,N,N,1,N,2,N/1,n,3,ss,2,n/2,s,1,n,4/S,S,1,S,S,S,2,S s move 1,4,2 0/0 3");
    for (depth, n) in (1..).zip([14, 107, 352, 1_760, 7_148, 41_182, 211_658, 1_432_788]) {
        assert_eq!(perft(&g, depth), n, "depth {depth}");
    }
}

// ---------------------------------------------------------------- whole games

/// Mirrors a position: turns the board half round and swaps the sides.
fn mirrored(text: &str, options: &OptionValues) -> String {
    let fields: Vec<&str> = text.split(' ').collect();
    let g = pos_with(text, options);
    let mut cells = Vec::new();
    for sq in 0..36u8 {
        let s = g.board[sq as usize];
        if s.is_empty() {
            continue;
        }
        let owner = s.owner().unwrap();
        let letter = if owner == SOUTH { 'n' } else { 's' };
        let r = row(owner, sq);
        let mut t = String::new();
        for p in s.pieces() {
            t.push(if p.unmoved { letter.to_ascii_uppercase() } else { letter });
            if p.row3 && r == 2 {
                t.push('+');
            }
            if p.row4 {
                t.push('*');
            }
        }
        cells.push((square_name(35 - sq), t));
    }
    let refs: Vec<(&str, &str)> = cells.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
    let side = if fields[1] == "s" { "n" } else { "s" };
    let lost: Vec<&str> = fields[4].split('/').collect();
    board(&refs, &format!("{side} {} {} {}/{} {}", fields[2], fields[3], lost[1], lost[0], fields[5]))
}

fn random_game(
    seed: u64,
    options: &OptionValues,
    check: &mut impl FnMut(&Tab, &Action),
) -> SessionMatch<Tab> {
    let setup = Setup { seed, options: options.clone(), ..Setup::default() };
    let mut s = SessionMatch::<Tab>::new(setup).unwrap();
    let mut rng = Rng::new(seed ^ 0xabc);
    let mut all = Vec::new();
    let mut actions = 0;
    while s.outcome().is_none() {
        let g = s.state().clone();
        ludus_engine::core::actions(&g, &mut all);
        assert!(!all.is_empty(), "no action and no outcome: {}", g.position_text());
        let a = match g.actor() {
            Actor::Chance => {
                let mut o = Vec::new();
                g.chance_outcomes(&mut o);
                let total: f64 = o.iter().map(|(_, p)| p).sum();
                assert!((total - 1.0).abs() < 1e-12);
                o[rng.weighted(o.iter().map(|(_, p)| *p))].0
            }
            Actor::Seat(_) => all[rng.below(all.len())],
        };
        check(&g, &a);
        s.play_action(&a).unwrap();
        actions += 1;
        assert!(actions < 20_000, "endless game");
    }
    s
}

#[test]
fn invariants_hold_over_thousands_of_random_games() {
    let variants = [
        opts(&[]),
        opts(&[("stacked_unmoved", "activated"), ("reduction", "visited")]),
        opts(&[("tab_priority", "convert"), ("row4_stacks", "home_group"), ("quiet_draw", "60")]),
    ];
    let mut wins = [0; 2];
    let mut texts_checked = 0;
    for seed in 0..2_400u64 {
        let options = &variants[(seed % 3) as usize];
        let s = random_game(seed, options, &mut |g, a| {
            for seat in [SOUTH, NORTH] {
                // Piece counts: board + captured + lost = 9.
                assert_eq!(
                    g.pieces(seat) + g.captured(seat) + g.lost[seat] as usize,
                    PIECES,
                    "{}",
                    g.position_text()
                );
            }
            for sq in 0..36u8 {
                let st = g.board[sq as usize];
                let Some(owner) = st.owner() else { continue };
                for (i, p) in st.pieces().enumerate() {
                    let r = row(owner, sq);
                    // No piece back in its own row 1: a piece there has never been further.
                    assert!(r != 1 || (!p.row3 && !p.row4), "back home: {}", g.position_text());
                    assert!(!p.unmoved || (r == 1 && i == 0), "unmoved off home: {}", g.position_text());
                    assert!(r != 4 || p.row4);
                }
            }
            if let Action::Move(m) = a {
                // No piece enters row 4 twice.
                let e = g.legal_effect(m).expect("chosen from the legal list");
                if e.enters_row4 {
                    let unit = g.board[m.from as usize];
                    let moving_has_been = if m.split { unit.top().unwrap().row4 } else { unit.any_row4() };
                    assert!(!moving_has_been, "row 4 twice: {} {:?}", g.position_text(), m);
                }
            }
            if seed % 40 == 0 {
                // Position text round trip and mirror symmetry of the move lists.
                let t = g.position_text();
                let back = pos_with(&t, options);
                assert_eq!(back.position_text(), t);
                assert_eq!(&back, g);
                let mirror = pos_with(&mirrored(&t, options), options);
                let (mut a1, mut a2) = (Vec::new(), Vec::new());
                ludus_engine::core::actions(g, &mut a1);
                ludus_engine::core::actions(&mirror, &mut a2);
                assert_eq!(a1.len(), a2.len(), "{t} vs {}", mirrored(&t, options));
                texts_checked += 1;
            }
        });
        // Replay from (seed, actions) gives the same game.
        let saved = s.save();
        let again = games::load(&saved).unwrap();
        assert_eq!(again.position_text(), s.position_text());
        assert_eq!(again.outcome(), s.outcome());
        if let Some(Outcome::Win(w)) = s.outcome() {
            wins[w] += 1;
        }
    }
    assert!(texts_checked > 1_000);
    assert!(wins[0] > 600 && wins[1] > 600, "both sides win random games: {wins:?}");
}

#[test]
fn option_t6_maximum_also_survives_random_games() {
    let options = opts(&[("use_throws", "maximum")]);
    for seed in 0..150u64 {
        random_game(seed, &options, &mut |g, a| {
            if let Action::Move(m) = a {
                assert!(g.legal_effect(m).is_some());
            }
        });
    }
}

#[test]
fn sessions_undo_and_refuse_bad_moves() {
    let setup = Setup { options: opts(&[("first", "south")]), ..Setup::default() };
    let mut s = SessionMatch::<Tab>::new(setup).unwrap();
    s.play("throw 1").unwrap();
    s.play("throw 2").unwrap();
    assert_eq!(s.actor(), Actor::Seat(SOUTH));
    assert!(s.play("2i1-g2").is_err());
    assert_eq!(s.play("1i1-i2").unwrap(), "1i1-i2");
    assert_eq!(s.history(), ["throw 1", "throw 2", "1i1-i2"]);
    assert!(s.undo());
    assert_eq!(s.actor(), Actor::Seat(SOUTH));
    let mut rng = Rng::new(3);
    let mut s2 = SessionMatch::<Tab>::new(Setup::default()).unwrap();
    assert!(s2.play_chance(&mut rng).unwrap().starts_with("throw "));
}

fn think(s: &dyn Session, level: u8, seed: u64) -> String {
    ludus_engine::ai::decide(s.thinker(level, seed).as_mut()).expect("a live game has a move")
}

#[test]
fn the_computer_finishes_games_and_beats_random_play() {
    // Medium beats random play in about 97 % of games (`ludus arena tab 2 0 --games 60`):
    // ten games, so one unlucky game does not decide.
    let mut wins = 0;
    for i in 0..10u64 {
        let mut s = games::new_session("tab", Setup { seed: i, ..Setup::default() }).unwrap();
        let strong = (i % 2) as usize;
        let mut rng = Rng::new(i);
        while s.outcome().is_none() {
            match s.actor() {
                Actor::Chance => {
                    s.play_chance(&mut rng).unwrap();
                }
                Actor::Seat(seat) => {
                    let m = think(s.as_ref(), if seat == strong { 2 } else { 0 }, rng.next_u64());
                    s.play(&m).unwrap();
                }
            }
        }
        wins += (s.outcome() == Some(Outcome::Win(strong))) as u32;
    }
    assert!(wins >= 8, "level 2 won only {wins} of 10 against random play");
}

#[test]
fn thinking_can_be_sliced_and_resumed() {
    let s = games::session_from_position(
        "tab",
        "N,N,N,N,N,N,N,N,N/9/9/S,S,S,S,S,S,S,S,S s move 1,1,4,2",
        Setup::default(),
    )
    .unwrap();
    let mut t = s.thinker(3, 5);
    let mut slices = 0;
    let m = loop {
        let mut calls = 0;
        if let Some(m) = t.think(&mut || {
            calls += 1;
            calls >= 2
        }) {
            break m;
        }
        slices += 1;
        assert!(slices < 10_000);
    };
    assert!(slices > 1);
    assert!(s.legal_actions().contains(&m));
}

/// Every option value on its own, and all the non-default values together.
fn every_option_set() -> Vec<OptionValues> {
    let mut sets = vec![opts(&[])];
    for spec in OPTIONS {
        for (value, _) in &spec.choices[1..] {
            sets.push(opts(&[(spec.key, value)]));
        }
    }
    sets.push(opts(&[
        ("stacked_unmoved", "activated"),
        ("tab_priority", "convert"),
        ("use_throws", "maximum"),
        ("reduction", "visited"),
        ("row4_stacks", "home_group"),
        ("quiet_draw", "60"),
    ]));
    sets
}

/// A random game where the coins fall `1`, `4` or `6` with probability `extra` (3/8 with fair
/// coins), so that `extra` near 1 fills hands up to the 24 a turn keeps.
fn roam(seed: u64, options: &OptionValues, extra: f64, most: usize, check: &mut impl FnMut(&Tab)) {
    let setup = Setup { seed, options: options.clone(), ..Setup::default() };
    let mut g = Tab::new_game(&setup).unwrap();
    let mut rng = Rng::new(seed ^ 0x7ab);
    let mut list = Vec::new();
    for _ in 0..most {
        check(&g);
        if g.outcome().is_some() {
            return;
        }
        let a = match g.actor() {
            Actor::Chance if rng.unit() < extra => Action::Throw([1, 4, 6][rng.below(3)]),
            Actor::Chance => Action::Throw([2, 3][rng.below(2)]),
            Actor::Seat(_) => {
                ludus_engine::core::actions(&g, &mut list);
                list[rng.below(list.len())]
            }
        };
        g.play(&a).unwrap_or_else(|e| panic!("{a:?} in {}: {e}", g.position_text()));
    }
}

/// Rules §7: every state play reaches, under every option, writes a text that reads back to the
/// same state (every field) with the same legal actions; hands of up to 24 throws included.
#[test]
fn every_reachable_text_reads_back_equal() {
    let (mut states, mut full_hands, mut ends) = (0, 0, 0);
    let (mut a1, mut a2) = (Vec::new(), Vec::new());
    for options in every_option_set() {
        for seed in 0..8u64 {
            let extra = [0.375, 0.95][seed as usize % 2];
            roam(seed, &options, extra, 1_500, &mut |g| {
                let text = g.position_text();
                let back =
                    Tab::from_position(&text, &options).unwrap_or_else(|e| panic!("{text} {options:?}: {e}"));
                assert_eq!(&back, g, "{text} {options:?}");
                assert_eq!(back.position_text(), text);
                ludus_engine::core::actions(g, &mut a1);
                ludus_engine::core::actions(&back, &mut a2);
                assert_eq!(a1, a2, "{text} {options:?}");
                states += 1;
                full_hands += (g.throws.total() == 24) as usize;
                ends += g.outcome().is_some() as usize;
            });
        }
    }
    assert!(states > 20_000 && full_hands > 100 && ends > 20, "{states} {full_hands} {ends}");
}

/// The listing option T6 used before: every order of the throws in hand, on the position read
/// with `use_throws=while_possible` (whose listing is every move the piece rules allow).
fn every_order_best(g: &Tab) -> u32 {
    let total = g.throws.total();
    let mut list = Vec::new();
    g.legal_actions(&mut list);
    let mut best = 0;
    for a in list {
        let Action::Move(m) = a else { continue };
        if best < total && !g.legal_effect(&m).unwrap().reduces {
            best = best.max(every_order_after(g, &a));
        }
    }
    best
}

fn every_order_after(g: &Tab, a: &Action) -> u32 {
    let mut next = g.clone();
    next.play_unchecked(a);
    match next.outcome() {
        Some(Outcome::Win(_)) => g.throws.total(),
        _ if next.phase != Phase::Moving || next.to_move != g.to_move => 1, // the turn is over
        _ => 1 + every_order_best(&next),
    }
}

/// What option T6 allows, by the every-order search: moves after which the most throws can
/// still be used, reducing moves, and `pass` when no move reduces nothing.
fn every_order_listing(g: &Tab) -> Vec<Action> {
    let best = every_order_best(g);
    let mut list = Vec::new();
    g.legal_actions(&mut list);
    list.retain(|a| match a {
        Action::Move(m) => g.legal_effect(m).unwrap().reduces || every_order_after(g, a) >= best,
        Action::Pass => false,
        Action::Throw(_) => true,
    });
    if !list.iter().any(|a| matches!(a, Action::Move(m) if !g.legal_effect(m).unwrap().reduces)) {
        list.push(Action::Pass);
    }
    list
}

/// Option T6: the memoised search lists exactly what trying every order of the throws lists,
/// over positions of random games and random boards, under every other option.
#[test]
fn option_t6_listing_matches_trying_every_order() {
    let mut rng = Rng::new(2024);
    let mut positions = Vec::new();
    for (i, options) in every_option_set().into_iter().enumerate() {
        if options.contains_key("use_throws") {
            continue;
        }
        for seed in 0..3 {
            roam(10 * i as u64 + seed, &options, 0.375, 1_500, &mut |g| {
                if g.phase == Phase::Moving && g.outcome().is_none() && rng.below(2) == 0 {
                    positions.push((g.position_text(), options.clone()));
                }
            });
        }
    }
    // Random boards: singles, stacks, marks and unmoved pieces of both sides anywhere legal.
    let tokens = ["s", "s", "ss", "sss", "s+", "s+s", "s*", "s*s*", "S", "Ss", "n", "nn", "n*", "N", "Nn"];
    let random_board = |rng: &mut Rng| {
        let mut cells: Vec<(String, &str)> = Vec::new();
        for _ in 0..2 + rng.below(9) {
            let sq = square_name(rng.below(36) as u8);
            if !cells.iter().any(|(c, _)| *c == sq) {
                cells.push((sq, tokens[rng.below(tokens.len())]));
            }
        }
        let refs: Vec<(&str, &str)> = cells.iter().map(|(a, b)| (a.as_str(), *b)).collect();
        let options = every_option_set()[rng.below(8)].clone();
        (board(&refs, &format!("{} move 1 0/0 1", ["s", "n"][rng.below(2)])), options)
    };
    let (mut from_boards, mut from_games) = (0, 0);
    while from_boards < 12_000 {
        let (text, options, played) = match positions.pop() {
            Some((text, options)) => (text, options, true),
            None => {
                let (text, options) = random_board(&mut rng);
                (text, options, false)
            }
        };
        // The same board with a random hand of at most seven throws.
        let mut hand = Throws::NONE;
        for _ in 0..1 + rng.below(6) {
            hand.add([1, 1, 4, 6][rng.below(4)]);
        }
        if rng.below(2) == 0 {
            hand.add([2, 3][rng.below(2)]);
        }
        let held: Vec<String> = hand.each().map(|v| v.to_string()).collect();
        let fields: Vec<&str> = text.split(' ').collect();
        let text = format!("{} {} move {} {} {}", fields[0], fields[1], held.join(","), fields[4], fields[5]);
        let mut most = options.clone();
        most.insert("use_throws".into(), "maximum".into());
        let (Ok(free), Ok(g)) = (Tab::from_position(&text, &options), Tab::from_position(&text, &most))
        else {
            continue;
        };
        let mut list = Vec::new();
        g.legal_actions(&mut list);
        assert_eq!(list, every_order_listing(&free), "{text} {options:?}");
        // A single move's legality agrees with the listing.
        let mut all = Vec::new();
        free.legal_actions(&mut all);
        for a in all {
            if let Action::Move(m) = a {
                assert_eq!(g.legal_effect(&m).is_some(), list.contains(&a), "{m:?} in {text}");
            }
        }
        from_games += played as usize;
        from_boards += !played as usize;
    }
    assert!(from_games > 1_500, "{from_games}");
}

#[test]
fn mangled_text_never_panics() {
    // Bad input gets an error, never a panic: position texts and notation cut and garbled, read
    // under several option sets; what is accepted lists its actions and reads back equal.
    let full = vec!["1"; 8].into_iter().chain(vec!["4"; 8]).chain(vec!["6"; 7]).chain(["3"]);
    let full: Vec<&str> = full.collect();
    let seeds = [
        START.to_string(),
        "N,N,N,N,N,N,N,N,N/9/9/S,S,S,S,S,S,S,S,S s move 1,2,4 0/0 1".to_string(),
        "7,Nn,1/6,ssss,2/4,s+,4/2,n*n*,1,sss,2,s,1 n move 3 0/1 4".to_string(),
        board(&[("a4", "N"), ("e4", "s*s*"), ("b2", "s+s"), ("c1", "n*n*")], "s move 1,2 3/4 17"),
        board(&[("c2", "s"), ("e1", "ss")], "s move - 0/0 0"),
        board(&[("a4", "N"), ("e3", "n"), ("c2", "s"), ("e1", "ss")], "n drawn - 2/5 60"),
        board(
            &[("a4", "N"), ("e3", "nn"), ("c2", "s"), ("e1", "ss"), ("g2", "s+s")],
            &format!("s move {} 1/0 9", full.join(",")),
        ),
        board(
            &[("a4", "Nn"), ("e3", "n"), ("c3", "sss"), ("e1", "ss"), ("g2", "s+s")],
            "s throw 1,1,4,6 0/0 59",
        ),
    ];
    let option_sets = [
        opts(&[]),
        opts(&[("use_throws", "maximum"), ("quiet_draw", "60")]),
        opts(&[("use_throws", "maximum"), ("stacked_unmoved", "activated"), ("reduction", "visited")]),
        opts(&[("tab_priority", "convert"), ("row4_stacks", "home_group"), ("quiet_draw", "60")]),
    ];
    for seed in &seeds {
        assert!(option_sets.iter().any(|o| Tab::from_position(seed, o).is_ok()), "{seed}");
    }
    let alphabet: Vec<char> = "sSnN+*,/0123456789 -abcdefghiz\u{e9}\u{1F3B2}\n\t".chars().collect();
    let mut rng = Rng::new(99);
    let mut accepted = 0;
    for i in 0..24_000 {
        let options = &option_sets[i % option_sets.len()];
        let text = common::mangle(&seeds[i % seeds.len()], &alphabet, &mut rng);
        if let Ok(g) = Tab::from_position(&text, options) {
            let mut list = Vec::new();
            ludus_engine::core::actions(&g, &mut list);
            assert_eq!(pos_with(&g.position_text(), options), g, "{text}");
            accepted += 1;
        }
        let words: String = text.chars().skip(rng.below(text.chars().count().max(1))).take(8).collect();
        let g = pos(&seeds[1]);
        if let Ok(a) = g.parse_action(&words) {
            let _ = g.clone().play(&a);
        }
    }
    assert!(accepted > 400, "{accepted}");
}
