//! Cabale rules tests (docs/rules/cabale.md), with positions in the game's text format.

mod common;

use ludus_engine::core::perft::perft;
use ludus_engine::core::{play_text, Game, OptionValues, Outcome, Rng, Setup};
use ludus_engine::games::cabale::board::{
    cell_name, is_corner, is_start_cell, parse_cell, value, CELLS, EDGES, GEO,
};
use ludus_engine::games::cabale::{Action, Cabale, Phase};
use std::collections::BTreeSet;

fn opts(pairs: &[(&str, &str)]) -> OptionValues {
    pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect()
}

fn pos_with(text: &str, o: &[(&str, &str)]) -> Cabale {
    Cabale::from_position(text, &opts(o)).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// Two players, Red (0) to run from `runner0`, Blue's runner on `runner1`, the given blocks.
fn two(runner0: &str, runner1: &str, blocks: &str, extra: &str) -> String {
    let on_board = |seat: char| -> usize {
        blocks
            .split(',')
            .filter(|b| b.len() > 3 && b.as_bytes()[3] as char == seat)
            .map(|b| if b.ends_with('d') { 2 } else { 1 })
            .sum()
    };
    let blocks = if blocks.is_empty() { "-" } else { blocks };
    format!(
        "players=2 first=0 turn=0 phase=run runners={runner0},{runner1} blocks={blocks} supply={},{} doubles=6,6 \
         walls=12,12 taken=0/0,0/0 lost=0,0 blockades=- {extra}",
        30 - on_board('0'),
        30 - on_board('1')
    )
    .trim()
    .to_string()
}

fn runs(g: &Cabale) -> BTreeSet<String> {
    let mut out = Vec::new();
    g.legal_actions(&mut out);
    out.iter().map(|a| g.action_text(a)).collect()
}

#[test]
fn board_has_61_cells_worth_225_and_156_edges() {
    let total: u32 = (0..CELLS as u8).map(|c| value(c) as u32).sum();
    assert_eq!(total, 225);
    assert_eq!(value(parse_cell("E5").unwrap()), 15);
    assert_eq!((0..CELLS as u8).filter(|&c| is_corner(c)).count(), 6);
    assert_eq!((0..CELLS as u8).filter(|&c| is_start_cell(c)).count(), 18);
    assert_eq!(GEO.edge_cells.len(), EDGES);
    assert_eq!(EDGES, 156);
}

#[test]
fn blockade_edges_per_option() {
    // Rules §2.4: any 156, outer2_touch 114, outer2_both 84, outer1 66.
    for (option, count) in [("any", 156), ("outer2_touch", 114), ("outer2_both", 84), ("outer1", 66)] {
        let g = Cabale::new_game(&Setup { options: opts(&[("blockade_edges", option)]), ..Setup::default() })
            .unwrap();
        assert_eq!(g.rules.blockade_edge.iter().filter(|&&b| b).count(), count, "{option}");
    }
}

#[test]
fn runners_are_placed_in_turn_order_on_non_corner_edge_cells() {
    let setup = Setup { options: opts(&[("players", "3")]), seed: 4, ..Setup::default() };
    let mut g = Cabale::new_game(&setup).unwrap();
    let first = g.to_move;
    let list = runs(&g);
    assert_eq!(list.len(), 18);
    assert!(!list.contains("@A1"), "corners are not start cells");
    play_text(&mut g, "@A2").unwrap();
    assert_eq!(g.to_move, (first + 1) % 3);
    assert!(!runs(&g).contains("@A2"), "one runner per cell");
    assert!(play_text(&mut g.clone(), "@E5").unwrap_err().to_string().contains("not an edge cell"));
    play_text(&mut g, "@I9").unwrap_err();
    play_text(&mut g, "@I8").unwrap();
    play_text(&mut g, "@D1").unwrap();
    assert_eq!(g.phase, Phase::Run);
    assert_eq!(g.to_move, first);
}

#[test]
fn the_runner_turns_once_by_60_or_120_degrees() {
    // Runner alone on E5 (centre): each first leg of 1–4 cells, each allowed turn.
    let g = pos_with(&two("E5", "A1", "", ""), &[]);
    let paths = runs(&g);
    // Every path: start E5, a straight leg, then a turn that is neither straight on nor back.
    for p in &paths {
        let cells: Vec<u8> = p.split('-').map(|c| parse_cell(c).unwrap()).collect();
        let d1 = ludus_engine::games::cabale::board::line_dir(cells[0], cells[1]).unwrap();
        let d2 = ludus_engine::games::cabale::board::line_dir(cells[1], cells[2]).unwrap();
        let turn = (d2 + 6 - d1) % 6;
        assert!(matches!(turn, 1 | 2 | 4 | 5), "{p}: turn {turn}");
    }
    let sixty = pos_with(&two("E5", "A1", "", ""), &[("turn_angles", "60")]);
    let narrow = runs(&sixty);
    assert!(narrow.is_subset(&paths) && narrow.len() < paths.len());
    for p in &narrow {
        let cells: Vec<u8> = p.split('-').map(|c| parse_cell(c).unwrap()).collect();
        let d1 = ludus_engine::games::cabale::board::line_dir(cells[0], cells[1]).unwrap();
        let d2 = ludus_engine::games::cabale::board::line_dir(cells[1], cells[2]).unwrap();
        assert!(matches!((d2 + 6 - d1) % 6, 1 | 5), "{p}");
    }
    // Shortest move 1 + 1, e.g. E5 → E6 then 60° to F7 and 120° to F6.
    assert!(paths.contains("E5-E6-F7") && paths.contains("E5-E6-F6"));
    assert!(!paths.contains("E5-E6-E7"), "no straight on");
    assert!(!paths.contains("E5-E6-E5"), "no turning back");
    // Count: from E5, legs of 1–4 cells in 6 directions, each turn direction running to the rim.
    let mut expected = 0;
    for d1 in 0..6 {
        let mut t = parse_cell("E5").unwrap();
        while let Some(n) = ludus_engine::games::cabale::board::step(t, d1).filter(|&n| cell_name(n) != "A1")
        {
            t = n;
            for k in [1, 2, 4, 5] {
                let mut e = t;
                // Blue's runner stands on A1.
                while let Some(m) = ludus_engine::games::cabale::board::step(e, (d1 + k) % 6)
                    .filter(|&m| cell_name(m) != "A1")
                {
                    e = m;
                    expected += 1;
                }
            }
        }
    }
    assert_eq!(paths.len(), expected);
}

#[test]
fn blocks_runners_blockades_and_the_board_edge_stop_the_runner() {
    // A block on E6 stops the east leg; Blue's runner on D5 the south-west… (SE direction).
    let g = pos_with(&two("E5", "D5", "E7:1", ""), &[]);
    let p = runs(&g);
    assert!(p.iter().any(|x| x.starts_with("E5-E6-")), "E6 is free");
    assert!(!p.iter().any(|x| x.starts_with("E5-E7-") || x.starts_with("E5-E8-")), "E7 holds a block");
    assert!(!p.iter().any(|x| x.starts_with("E5-D5-")), "a runner blocks");
    assert!(!p.iter().any(|x| x.split('-').nth(2) == Some("E7")));
    // A blockade between E5 and E6 stops every path through that edge.
    let g = pos_with(&two("E5", "A1", "", "").replace("blockades=-", "blockades=E5E6"), &[]);
    assert!(!runs(&g).iter().any(|x| x.starts_with("E5-E6") || x.starts_with("E5-E7")));
    // The marker: during a turn its cell counts as occupied (it is Red's start cell).
    let text = two("E6", "A1", "", "marker=E5").replace("turn=0 phase=run", "turn=1 phase=run");
    let g = pos_with(&text.replace("runners=E6,A1", "runners=E6,E3"), &[]);
    assert!(!runs(&g).iter().any(|x| x.contains("-E5") || x.contains("-E6-")), "{:?}", runs(&g));
}

#[test]
fn a_stuck_runner_ends_the_game_at_the_start_of_its_turn() {
    // Red's runner on A2 is boxed in by Blue's blocks on all its neighbours.
    let boxed = two("A2", "I5", "A1:1,A3:1,B2:1,B3:1", "");
    assert!(runs(&pos_with(&boxed, &[])).is_empty());
    // Blue plays a whole turn; when Red's turn starts, Red cannot move and the game is over.
    let mut g = pos_with(&boxed.replace("turn=0", "turn=1"), &[]);
    let blue = runs(&g).into_iter().next().unwrap();
    play_text(&mut g, &blue).unwrap();
    play_text(&mut g, "single").unwrap();
    while g.outcome().is_none() && g.to_move == 1 {
        let next = runs(&g).into_iter().find(|a| a == "stop" || a == "skip").unwrap();
        play_text(&mut g, &next).unwrap();
    }
    assert!(matches!(g.outcome(), Some(Outcome::Scores(_))), "{}", g.position_text());
    // Option: after each turn, any stuck runner ends the game (here Red's, after Blue's turn
    // even if it were not Red's turn next — checked the same way).
    let mut g =
        pos_with(&boxed.replace("turn=0", "turn=1"), &[("stuck_check", "any_runner_after_each_turn")]);
    play_text(&mut g, &blue).unwrap();
    play_text(&mut g, "single").unwrap();
    play_text(&mut g, "skip").unwrap();
    assert!(g.outcome().is_some());
}

#[test]
fn doubles_allowance_and_supply() {
    let mut g = pos_with(&two("E5", "A1", "", ""), &[]);
    play_text(&mut g, "E5-E6-F7").unwrap();
    assert_eq!(runs(&g), ["double", "single"].into_iter().map(String::from).collect());
    play_text(&mut g, "double").unwrap();
    assert_eq!(g.supply[0], 28);
    assert_eq!(g.doubles_left[0], 5);
    let text = two("E5", "A1", "", "").replace("doubles=6,6", "doubles=0,6");
    let mut g = pos_with(&text, &[]);
    play_text(&mut g, "E5-E6-F7").unwrap();
    assert!(play_text(&mut g.clone(), "double").unwrap_err().to_string().contains("no double left"));
}

#[test]
fn capture_chains_may_turn_by_default_and_go_straight_as_an_option() {
    // Red runs E5 → E4 (turning cell) → D3. The block on E4 can jump F5? Build: enemy blocks
    // on E3 (west of E4) then after landing on E2, on D2? Use: E4 jumps W over E3 to E2, then
    // from E2 SW over D1 to C0 is off-board; NE over F3 to G4; straight W over E1 off.
    let text = two("E6", "A1", "E3:1,F3:1d", "");
    let mut g = pos_with(&text, &[]);
    play_text(&mut g, "E6-E4-D3").unwrap();
    play_text(&mut g, "single").unwrap();
    let first = runs(&g);
    assert!(first.contains("xE2"), "{first:?}");
    play_text(&mut g, "xE2").unwrap();
    let second = runs(&g);
    assert!(second.contains("xG4"), "the chain turns: {second:?}");
    play_text(&mut g, "xG4").unwrap();
    assert_eq!(g.taken[0], (1, 1));
    assert_eq!(g.lost[1], 3);
    // Straight only: after jumping west, only west jumps remain.
    let mut g = pos_with(&text, &[("chain_direction", "straight")]);
    play_text(&mut g, "E6-E4-D3").unwrap();
    play_text(&mut g, "single").unwrap();
    play_text(&mut g, "xE2").unwrap();
    assert!(!runs(&g).contains("xG4"));
}

#[test]
fn captures_never_cross_a_blockade_own_blocks_or_the_marker() {
    let text = two("E6", "A1", "E3:1", "").replace("blockades=-", "blockades=E2E3");
    let mut g = pos_with(&text, &[]);
    play_text(&mut g, "E6-E4-D3").unwrap();
    play_text(&mut g, "single").unwrap();
    assert!(!runs(&g).contains("xE2"));
    let text = two("E6", "A1", "E3:0", "");
    let mut g = pos_with(&text, &[]);
    play_text(&mut g, "E6-E4-D3").unwrap();
    play_text(&mut g, "single").unwrap();
    assert!(!runs(&g).iter().any(|a| a.starts_with('x')), "own blocks are never jumped");
}

#[test]
fn blockade_placement_and_eligibility() {
    let mut g = pos_with(&two("E5", "A1", "", ""), &[("blockade_edges", "outer1")]);
    play_text(&mut g, "E5-E6-F7").unwrap();
    play_text(&mut g, "single").unwrap();
    assert_eq!(g.phase, Phase::Blockade);
    let list = runs(&g);
    assert_eq!(list.len(), 66 + 1);
    assert!(!list.contains("|E5E6"), "not a rim line");
    play_text(&mut g, "|A1A2").unwrap();
    assert!(g.blockades.iter().any(|&b| b));
    assert_eq!(g.blockades_left[0], 11);
    assert_eq!(g.to_move, 1);
}

#[test]
fn scoring_counts_doubles_and_captured_doubles() {
    // Red: E5 single (15), E6 double (2 × 10); took one single and one double (1 + 3).
    let text = "players=2 first=0 turn=0 phase=run runners=A2,I8 blocks=E5:0,E6:0d,A3:1 supply=27,27 \
                doubles=5,6 walls=12,12 taken=1/1,0/0 lost=0,2 blockades=-";
    let g = pos_with(text, &[]);
    assert_eq!(g.scores(), vec![15 + 20 + 1 + 3, 1]);
}

#[test]
fn placing_the_last_block_ends_the_game_after_its_captures() {
    let text =
        two("E6", "A1", "E3:1", "").replace("supply=30,29", "supply=1,29").replace("lost=0,0", "lost=29,0");
    let mut g = pos_with(&text, &[]);
    play_text(&mut g, "E6-E4-D3").unwrap();
    play_text(&mut g, "single").unwrap();
    assert!(g.outcome().is_none(), "the capture step comes first");
    play_text(&mut g, "xE2").unwrap();
    let Some(Outcome::Scores(s)) = g.outcome() else { panic!("game over") };
    assert_eq!(s[0], 3 + 1, "the block on E2 (worth 3) plus one captured single");
    // Option: the game ends right after placement.
    let mut g = pos_with(&text, &[("last_block_capture", "false")]);
    play_text(&mut g, "E6-E4-D3").unwrap();
    play_text(&mut g, "single").unwrap();
    assert!(g.outcome().is_some());
}

#[test]
fn perft_from_the_start_with_two_three_and_four_players() {
    // Runner placement (18 × 17 × …, rules §2.3), then runs, single/double and what follows;
    // pinned so that a change to the move generator shows.
    for (players, counts) in [
        ("2", [18, 306, 58_248, 116_496, 18_289_872]),
        ("3", [18, 306, 4_896, 893_688, 1_787_376]),
        ("4", [18, 306, 4_896, 73_440, 12_864_456]),
    ] {
        let setup = Setup { options: opts(&[("players", players)]), ..Setup::default() };
        let g = Cabale::new_game(&setup).unwrap();
        for (depth, &n) in (1..).zip(counts.iter()) {
            assert_eq!(perft(&g, depth), n, "{players} players, depth {depth}");
        }
    }
}

#[test]
fn perft_in_the_middle_of_a_game() {
    // Blocks of both seats (doubles too) next to the runner's paths and a blockade on E2E3:
    // runs, captures and blockade placements all come into the counts.
    let text = "players=2 first=0 turn=0 phase=run runners=E6,C1 blocks=E3:1,F3:1d,E5:0,D4:1,G6:0d,B3:1 \
                supply=27,25 doubles=5,5 walls=11,12 taken=0/0,0/0 lost=0,0 blockades=E2E3";
    let g = pos_with(text, &[]);
    for (depth, n) in (1..).zip([103, 206, 28_146, 1_753_258, 4_011_806]) {
        assert_eq!(perft(&g, depth), n, "depth {depth}");
    }
}

#[test]
fn notation_and_bad_input() {
    let g = pos_with(&two("E5", "A1", "", ""), &[]);
    for (text, why) in [
        ("E4-E6-F7", "runner stands on E5"),
        ("E5-E6-E7", "cannot go from E5"),
        ("Z9", "write @B1"),
        ("@Q1", "not a cell"),
        ("@@1", "not a cell"),
        ("@`5", "not a cell"),
        ("@A\u{e9}", "not a cell"),
        ("E5-@5-E7", "not a cell"),
        ("|E5E7", "two neighbouring cells"),
        ("double", "now is the time to move the runner"),
    ] {
        let mut copy = g.clone();
        let err = play_text(&mut copy, text).expect_err(text);
        assert!(err.to_string().contains(why), "{text}: {err}");
        assert_eq!(copy, g);
    }
    for (text, why) in [
        ("", "missing"),
        ("players=5", "2, 3 or 4"),
        (&two("E5", "A1", "", "").replace("supply=30,30", "supply=30,31"), "not 0–30"),
        (&two("E5", "A1", "", "").replace("supply=30,30", "supply=29,30"), "not 30"),
        (&two("E5", "A1", "", "").replace("phase=run", "phase=dance"), "unknown phase"),
        (&format!("{} colour=red", two("E5", "A1", "", "")), "unknown field"),
        (&two("@5", "A1", "", ""), "not a cell"),
        (&two("E5", "A1", "", "").replace("blockades=-", "blockades=@1A1"), "not an edge"),
        // Captures add to these counts: more than the other seats' 30 blocks is refused.
        (&two("E5", "A1", "", "").replace("taken=0/0", "taken=255/255"), "at most 30"),
    ] {
        let err = Cabale::from_position(text, &OptionValues::new()).unwrap_err();
        assert!(err.to_string().contains(why), "{text}: {err}");
    }
}

#[test]
fn mangled_text_never_panics() {
    // Bad input gets an error, never a panic (debug builds check overflow): position texts and
    // notation cut and garbled, bytes below 'A' and above 'z' included.
    let capture =
        two("E5", "A1", "E7:0,E8:1d", "marker=E3 at=E7 last=2").replace("phase=run", "phase=capture");
    let seeds = [two("E6", "C1", "E3:1,F3:1d,E5:0", "").replace("blockades=-", "blockades=E2E3"), capture];
    assert!(seeds.iter().all(|s| pos_with(s, &[]).outcome().is_none()));
    let alphabet: Vec<char> = "@AEIJaei`{0159:,/=-|xd. \u{e9}\u{1F3B2}".chars().collect();
    let mut rng = Rng::new(61);
    for i in 0..20_000 {
        let text = common::mangle(&seeds[i % seeds.len()], &alphabet, &mut rng);
        if let Ok(g) = Cabale::from_position(&text, &OptionValues::new()) {
            for a in runs(&g) {
                play_text(&mut g.clone(), &a).unwrap();
            }
            assert_eq!(pos_with(&g.position_text(), &[]).position_text(), g.position_text(), "{text}");
        }
        let words: String = text.chars().skip(rng.below(text.chars().count())).take(9).collect();
        let _ = play_text(&mut pos_with(&seeds[0], &[]), words.trim());
    }
}

#[test]
fn invariants_over_thousands_of_random_games() {
    let mut rng = Rng::new(23);
    for game in 0..1500 {
        let players = 2 + game % 3;
        let mut o = opts(&[("players", &players.to_string())]);
        if game % 5 == 0 {
            o.insert("chain_direction".into(), "straight".into());
        }
        let mut g =
            Cabale::new_game(&Setup { options: o.clone(), seed: game as u64, ..Setup::default() }).unwrap();
        let allowance = [30u32, 20, 15][players - 2];
        let mut steps = 0;
        while g.outcome().is_none() {
            let mut list = Vec::new();
            g.legal_actions(&mut list);
            assert!(!list.is_empty(), "a live game always offers an action");
            let a: Action = list[rng.below(list.len())];
            let text = g.action_text(&a);
            assert_eq!(g.parse_action(&text).unwrap(), a, "{text}");
            g.play(&a).unwrap();
            steps += 1;
            for s in 0..players {
                assert_eq!(g.blocks_on_board(s) + g.supply[s] as u32 + g.lost[s] as u32, allowance);
            }
            let again = Cabale::from_position(&g.position_text(), &o).unwrap();
            assert_eq!(again.position_text(), g.position_text());
            assert!(steps < 2000);
        }
        // Score recomputation from scratch matches.
        let Some(Outcome::Scores(s)) = g.outcome() else { panic!() };
        for (seat, &score) in s.iter().enumerate() {
            let mut own = g.taken[seat].0 as i32 + 3 * g.taken[seat].1 as i32;
            for c in 0..CELLS as u8 {
                if let Some(b) = g.blocks[c as usize].filter(|b| b.seat as usize == seat) {
                    own += value(c) as i32 * (1 + b.double as i32);
                }
            }
            assert_eq!(score, own, "seat {seat}");
        }
    }
}

#[test]
fn a_loaded_position_is_settled_like_play() {
    // Red's runner on A2 walled in by blockades: the game is over as soon as the turn starts.
    let text =
        "players=2 first=0 turn=0 phase=run runners=A2,I9 blocks=- supply=30,30 doubles=6,6 walls=12,12 \
                taken=0/0,0/0 lost=0,0 blockades=A1A2,A2A3,A2B2,A2B3";
    let g = pos_with(text, &[]);
    assert!(matches!(g.outcome(), Some(Outcome::Scores(_))));
    // A capture step with no jump moves on to the blockade step.
    let text = two("E5", "A1", "E7:0", "marker=E3 at=E7 last=-").replace("phase=run", "phase=capture");
    let g = pos_with(&text, &[]);
    assert_eq!(g.phase, Phase::Blockade);
}
