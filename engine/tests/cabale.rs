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

/// Two players, Red (0) to run from `runner0`, Blue's runner on `runner1`, the given blocks,
/// with supplies and doubles to match.
fn two(runner0: &str, runner1: &str, blocks: &str, extra: &str) -> String {
    let on_board = |seat: char, doubles_only: bool| -> usize {
        blocks
            .split(',')
            .filter(|b| b.len() > 3 && b.as_bytes()[3] as char == seat)
            .filter(|b| !doubles_only || b.ends_with('d'))
            .map(|b| if b.ends_with('d') && !doubles_only { 2 } else { 1 })
            .sum()
    };
    let blocks = if blocks.is_empty() { "-" } else { blocks };
    format!(
        "players=2 first=0 turn=0 phase=run runners={runner0},{runner1} blocks={blocks} supply={},{} \
         doubles={},{} walls=12,12 taken=0/0,0/0 lost=0,0 blockades=- {extra}",
        30 - on_board('0', false),
        30 - on_board('1', false),
        6 - on_board('0', true),
        6 - on_board('1', true),
    )
    .trim()
    .to_string()
}

/// `text` (from `two`) with blockades on `lines`, all placed by Red.
fn with_blockades(text: &str, lines: &str) -> String {
    let k = lines.split(',').count();
    text.replace("blockades=-", &format!("blockades={lines}"))
        .replace("walls=12,", &format!("walls={},", 12 - k))
}

/// Rule options as written in a test.
type Options = &'static [(&'static str, &'static str)];

/// The error reading `text` (with options `o`), which must be refused.
fn refusal(text: &str, o: &[(&str, &str)]) -> String {
    match Cabale::from_position(text, &opts(o)) {
        Ok(g) => panic!("{text}\nwas read as {}", g.position_text()),
        Err(e) => e.to_string(),
    }
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
    let g = pos_with(&with_blockades(&two("E5", "A1", "", ""), "E5E6"), &[]);
    assert!(!runs(&g).iter().any(|x| x.starts_with("E5-E6") || x.starts_with("E5-E7")));
}

#[test]
fn the_marker_cell_counts_as_occupied_during_the_turn() {
    // Red runs from E6 over E5 to E4 and on to D3; its block on E4 jumps Blue's D4 to C4, and
    // could then jump Blue's D5 only by landing on E6, where the marker stands (rules A8).
    let mut g = pos_with(&two("E6", "A1", "D4:1,D5:1", ""), &[]);
    play_text(&mut g, "E6-E4-D3").unwrap();
    play_text(&mut g, "single").unwrap();
    play_text(&mut g, "xC4").unwrap();
    assert!(!runs(&g).contains("xE6"), "{:?}", runs(&g));
    assert!(!g.is_empty(parse_cell("E6").unwrap()));
}

#[test]
fn a_stuck_runner_ends_the_game_at_the_start_of_its_turn() {
    // Red's runner on A2 is boxed in by Blue's blocks on all its neighbours: Red's turn starts
    // with no path, so the game is over (rules §4.0, §5b).
    let boxed = two("A2", "I5", "A1:1,A3:1,B2:1,B3:1", "");
    let g = pos_with(&boxed, &[]);
    assert!(runs(&g).is_empty());
    assert_eq!(g.end_reason(), Some("stuck-runner"));
    // Three blocks round A2; Blue's turn builds the fourth on B3, and Red's next turn cannot start.
    let open = two("A2", "E3", "A1:1,A3:1,B2:1", "").replace("turn=0", "turn=1");
    for option in ["start_of_own_turn", "any_runner_after_each_turn"] {
        let mut g = pos_with(&open, &[("stuck_check", option)]);
        for a in ["E3-B3-B4", "single", "skip"] {
            play_text(&mut g, a).unwrap();
        }
        assert!(matches!(g.outcome(), Some(Outcome::Scores(_))), "{option}: {}", g.position_text());
    }
}

#[test]
fn with_any_runner_after_each_turn_a_runner_walled_in_by_its_own_turn_ends_the_game() {
    // Blue runs D4-A4-A1 into the corner and walls itself in with a blockade on A1A2 (Red's
    // blocks hold B1 and B2). By default Red plays on; with the option the game ends (rules §5b).
    let text = two("I7", "D4", "B1:0,B2:0", "").replace("turn=0", "turn=1");
    for (option, over) in [("start_of_own_turn", false), ("any_runner_after_each_turn", true)] {
        let mut g = pos_with(&text, &[("stuck_check", option)]);
        for a in ["D4-A4-A1", "single", "|A1A2"] {
            play_text(&mut g, a).unwrap();
        }
        assert_eq!(g.outcome().is_some(), over, "{option}");
        // The same position read back is settled the same way.
        let again = pos_with(&g.position_text(), &[("stuck_check", option)]);
        assert_eq!(again, g, "{option}");
    }
}

#[test]
fn doubles_allowance_and_supply() {
    let mut g = pos_with(&two("E5", "A1", "", ""), &[]);
    play_text(&mut g, "E5-E6-F7").unwrap();
    assert_eq!(runs(&g), ["double", "single"].into_iter().map(String::from).collect());
    play_text(&mut g, "double").unwrap();
    assert_eq!(g.supply[0], 28);
    assert_eq!(g.doubles_left[0], 5);
    // Red has used its six doubles (all on the board).
    let text = two("E5", "A1", "A2:0d,A3:0d,A4:0d,B1:0d,C1:0d,D1:0d", "");
    assert!(text.contains("doubles=0,6"), "{text}");
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
    let text = with_blockades(&two("E6", "A1", "E3:1", ""), "E2E3");
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
    let text = "players=2 first=0 turn=0 phase=run runners=A2,I8 blocks=E5:0,E6:0d,A3:1 supply=27,26 \
                doubles=5,5 walls=12,12 taken=1/1,0/0 lost=0,3 blockades=-";
    let g = pos_with(text, &[]);
    assert_eq!(g.scores(), vec![15 + 20 + 1 + 3, 1]);
}

#[test]
fn placing_the_last_block_ends_the_game_after_its_captures() {
    let text =
        two("E6", "A1", "E3:1", "").replace("supply=30,29", "supply=1,29").replace("lost=0,0", "lost=29,0");
    let text = text.replace("taken=0/0,0/0", "taken=0/0,29/0");
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
}

/// Rules §7: the examples of the position text read and write back unchanged.
#[test]
fn the_documented_positions_read_back_unchanged() {
    for text in [
        "players=2 first=0 turn=0 phase=placement runners=.,. blocks=- supply=30,30 doubles=6,6 walls=12,12 \
         taken=0/0,0/0 lost=0,0 blockades=-",
        "players=2 first=0 turn=1 phase=capture runners=E5,D3 blocks=C5:0d,D5:1 supply=28,29 doubles=5,6 \
         walls=11,12 taken=0/0,0/0 lost=0,0 blockades=E5F6 marker=H9 at=D5 last=-",
        "players=2 first=0 turn=1 phase=blockade runners=E5,D3 blocks=B5:1 supply=28,29 doubles=5,6 \
         walls=11,12 taken=0/0,0/1 lost=2,0 blockades=E5F6 marker=H9",
        "players=2 first=0 turn=0 phase=run runners=E5,D3 blocks=B5:1 supply=28,29 doubles=5,6 walls=11,12 \
         taken=0/0,0/1 lost=2,0 blockades=E5F6",
        "players=3 first=0 turn=2 phase=run runners=B1,H9,E1 blocks=C3:2,D4:1,E5:0,E6:1d supply=18,17,19 \
         doubles=4,3,4 walls=7,8,7 taken=0/0,1/0,0/0 lost=1,0,0 blockades=C3C4,E5F6",
    ] {
        assert_eq!(pos_with(text, &[]).position_text(), text);
    }
    // The walk-through of §7 plays from the first to the last.
    let mut g = pos_with(
        "players=2 first=0 turn=0 phase=placement runners=.,. blocks=- supply=30,30 doubles=6,6 \
         walls=12,12 taken=0/0,0/0 lost=0,0 blockades=-",
        &[],
    );
    for a in "@A3 @H9 A3-C5-E5 double |E5F6 H9-D5-D3 single xB5 skip".split(' ') {
        play_text(&mut g, a).unwrap();
    }
    assert_eq!(
        g.position_text(),
        "players=2 first=0 turn=0 phase=run runners=E5,D3 blocks=B5:1 supply=28,29 doubles=5,6 walls=11,12 \
         taken=0/0,0/1 lost=2,0 blockades=E5F6"
    );
}

/// A turn in progress, Red's: ran E3-E7-F8, single block on E7 (rules §4.1–4.3).
fn red_capturing() -> String {
    two("F8", "A1", "E7:0", "marker=E3 at=E7 last=-").replace("phase=run", "phase=capture")
}

/// A game whose every count and flag is at the start, in the placement phase.
const PLACING: &str = "players=3 first=1 turn=2 phase=placement runners=.,A2,. blocks=- supply=20,20,20 \
                       doubles=4,4,4 walls=8,8,8 taken=0/0,0/0,0/0 lost=0,0,0 blockades=-";

#[test]
fn impossible_positions_are_refused_naming_the_field() {
    let run = two("E5", "A1", "", "");
    let build = "players=2 first=0 turn=0 phase=build runners=D2,H9 blocks=- supply=30,30 doubles=6,6 \
                 walls=12,12 taken=0/0,0/0 lost=0,0 blockades=- marker=A4 build=D4";
    assert_eq!(runs(&pos_with(build, &[])).len(), 2);
    let capture = red_capturing();
    pos_with(&capture, &[]);
    pos_with(PLACING, &[]);
    let chain = "players=2 first=0 turn=0 phase=capture runners=C1,I8 \
                 blocks=B5:0,C5:0,D4:0d,D5:1d,F4:0,H7:1,H8:1,I7:1 supply=25,24 doubles=5,5 \
                 walls=12,12 taken=1/0,0/0 lost=0,1 blockades=- marker=G3 at=C5 last=0";
    pos_with(chain, &[]);
    let cases: Vec<(String, Options, &str)> = vec![
        // Form and range.
        (String::new(), &[], "missing 'players='"),
        ("players=5".into(), &[], "players '5' is too large (at most 4)"),
        ("players=two".into(), &[], "players must be a whole number, not 'two'"),
        (run.replace("first=0", "first=2"), &[], "first '2' is too large (at most 1)"),
        (run.replace("turn=0", "turn=-1"), &[], "turn must be a whole number"),
        (run.replace("supply=30,30", "supply=30,31"), &[], "supply of seat 1 '31' is too large (at most 30)"),
        (run.replace("supply=30,30", "supply=30,99999999999999999999999"), &[], "too large"),
        (run.replace("doubles=6,6", "doubles=7,6"), &[], "doubles of seat 0 '7' is too large (at most 6)"),
        (run.replace("walls=12,12", "walls=12,13"), &[], "walls of seat 1 '13' is too large (at most 12)"),
        (run.replace("lost=0,0", "lost=31,0"), &[], "lost of seat 0 '31' is too large (at most 30)"),
        (
            run.replace("taken=0/0", "taken=255/0"),
            &[],
            "taken singles of seat 0 '255' is too large (at most 30)",
        ),
        (run.replace("taken=0/0", "taken=0/7"), &[], "taken doubles of seat 0 '7' is too large (at most 6)"),
        (run.replace("taken=0/0", "taken=00"), &[], "taken of seat 0: '00' must look like 2/1"),
        (run.replace("supply=30,30", "supply=30"), &[], "supply needs 2 values (one per seat), found 1"),
        (capture.replace("last=-", "last=6"), &[], "last '6' is too large (at most 5)"),
        (
            run.replace("blocks=-", "blocks=E6:2"),
            &[],
            "blocks: the owner of the block on E6 '2' is too large",
        ),
        (run.replace("blocks=-", "blocks=E6"), &[], "blocks: 'E6' must look like E5:0"),
        (run.replace("blocks=-", "blocks=Z6:0"), &[], "blocks: 'Z6' is not a cell"),
        (run.replace("phase=run", "phase=dance"), &[], "phase 'dance' is not placement, run, build"),
        (format!("{run} colour=red"), &[], "unknown field 'colour'"),
        (format!("{run} turn=1"), &[], "'turn' appears twice"),
        (format!("{run} \u{1b}[2J"), &[], "'\\u{1b}[2J' is not key=value"),
        (two("@5", "A1", "", ""), &[], "runners: '@5' is not a cell"),
        (run.replace("blockades=-", "blockades=@1A1"), &[], "blockades: '@1A1' is not a line"),
        // Flags are 0 or 1, never read loosely as false.
        (format!("{run} over=2"), &[], "over '2' is too large (at most 1)"),
        (format!("{run} lastblock=yes"), &[], "lastblock must be a whole number, not 'yes'"),
        // Seats against the players option.
        (run.clone(), &[("players", "3")], "players=2 in the text, but the players option is '3'"),
        (run.replace("players=2", "players=4"), &[], "runners needs 4 values"),
        // The placement phase.
        (PLACING.replace("runners=.,A2,.", "runners=.,A2,B1"), &[], "runners: seat 2 already has a runner"),
        (PLACING.replace("runners=.,A2,.", "runners=A3,A2,."), &[], "runners: seat 0 already has a runner"),
        (PLACING.replace("runners=.,A2,.", "runners=.,.,."), &[], "runners: seat 1 places its runner before"),
        (
            PLACING.replace("runners=.,A2,.", "runners=.,E5,."),
            &[],
            "runners: seat 1 starts on E5, not a start cell",
        ),
        (
            PLACING.replace("supply=20,20,20", "supply=20,19,20").replace("blocks=-", "blocks=E5:1"),
            &[],
            "blocks: nothing but runners",
        ),
        (PLACING.replace("walls=8,8,8", "walls=8,7,8"), &[], "walls: nothing but runners"),
        (format!("{PLACING} over=1"), &[], "over: nothing but runners"),
        // Runners and the marker.
        (two("E5", "E5", "", ""), &[], "runners: seats 0 and 1 both stand on E5"),
        (two("E5", ".", "", ""), &[], "runners: seat 1 has no runner"),
        (two("E5", "A1", "E5:1", ""), &[], "runners: seat 0 stands on E5, which holds a block"),
        (
            format!("{run} marker=C3"),
            &[],
            "marker: the marker is on the board from the run to the end of a turn",
        ),
        (build.replace(" marker=A4", ""), &[], "marker: the marker is on the board"),
        (capture.replace("marker=E3", "marker=F8"), &[], "marker: F8 holds seat 0's runner"),
        // The material: blocks, doubles, captures and blockades all add up.
        (
            run.replace("supply=30,30", "supply=29,30"),
            &[],
            "supply: seat 0 has 29 blocks (board + supply + lost), not 30",
        ),
        (
            run.replace("doubles=6,6", "doubles=5,6")
                .replace("blocks=-", "blocks=C3:0d,D4:0d")
                .replace("supply=30", "supply=26"),
            &[],
            "doubles: seat 0 has 2 doubles on the board but has used only 1",
        ),
        (
            run.replace("doubles=6,6", "doubles=5,6"),
            &[],
            "lost: seat 0 lost 0 blocks, fewer than its 1 doubles",
        ),
        (run.replace("taken=0/0", "taken=1/0"), &[], "taken: the seats took 1 singles in all, but lost 0"),
        (
            run.replace("supply=30,30", "supply=29,29")
                .replace("lost=0,0", "lost=1,1")
                .replace("taken=0/0,0/0", "taken=2/0,0/0"),
            &[],
            "taken: seat 0 took 2 singles, more than the other seats lost (1)",
        ),
        (
            run.replace("blockades=-", "blockades=E5F6"),
            &[],
            "walls: the seats have placed 0 blockades (by their walls left), but blockades lists 1",
        ),
        (with_blockades(&run, "E5F6,F6E5"), &[], "blockades: E5F6 is listed twice"),
        (
            with_blockades(&run, "E5F6"),
            &[("blockade_edges", "outer1")],
            "blockades: E5F6 is not a line blockades may go on",
        ),
        (
            run.replace("blocks=-", "blocks=E6:0,E6:1").replace("supply=30,30", "supply=29,29"),
            &[],
            "blocks: E6 is listed twice",
        ),
        // The supply runs out only with the last block, which ends the game.
        (
            build
                .replace("supply=30,30", "supply=0,30")
                .replace("lost=0,0", "lost=30,0")
                .replace("taken=0/0,0/0", "taken=0/0,30/0"),
            &[],
            "supply: seat 0 has no block left",
        ),
        (format!("{capture} lastblock=1"), &[], "lastblock=1, but seat 0 (turn) still has 29 blocks"),
        (format!("{run} lastblock=1"), &[], "lastblock=1, but seat 0 (turn) still has 30 blocks"),
        // The phase against the board.
        (
            build.replace("blocks=-", "blocks=D4:1").replace("supply=30,30", "supply=30,29"),
            &[],
            "build: D4 is not empty",
        ),
        (
            build.replace("build=D4", "build=D3"),
            &[],
            "build: seat 0's runner cannot have run from A4 (marker) over D3 to D2",
        ),
        (build.replace("marker=A4", "marker=A2"), &[], "build: seat 0's runner cannot have run from A2"),
        (build.replace("build=D4", "at=D4"), &[], "missing 'build='"),
        (format!("{run} build=D4"), &[], "build= does not belong to phase run"),
        (format!("{build} last=-"), &[], "last= does not belong to phase build"),
        (capture.replace("at=E7", "at=E6"), &[], "at: E6 must hold the block of seat 0 (turn)"),
        (
            capture.replace("E7:0", "E7:1").replace("supply=29,30", "supply=30,29"),
            &[],
            "at: E7 must hold the block of seat 0 (turn)",
        ),
        (
            chain.replace("last=0", "last=5"),
            &[],
            "last: the block on C5 cannot have just jumped in direction 5",
        ),
        (
            chain
                .replace("taken=1/0,0/0 lost=0,1", "taken=0/0,0/0 lost=0,0")
                .replace("supply=25,24", "supply=25,25"),
            &[],
            "last: the block has jumped, but seat 0 (turn) has taken nothing",
        ),
        (
            capture.replace("runners=F8", "runners=F7"),
            &[("turn_angles", "60")],
            "at: seat 0's runner cannot have run from E3 (marker) over E7 to F7",
        ),
        // The end of the game.
        (format!("{run} over=1"), &[], "over=1, but no runner is stuck and no last block was placed"),
        (
            format!("{} over=1", capture.replace(" marker=E3", "")),
            &[],
            "over=1 without lastblock=1 is a stuck runner",
        ),
        (format!("{capture} over=1"), &[], "marker: the marker leaves the board when the game ends"),
    ];
    for (text, o, why) in cases {
        let e = refusal(&text, o);
        assert!(e.contains(why), "{text}\n  refused with: {e}\n  expected: {why}");
    }
}

#[test]
fn a_loaded_position_is_settled_like_play() {
    // Red's runner on A2 walled in by blockades: the game is over as soon as the turn starts.
    let text =
        "players=2 first=0 turn=0 phase=run runners=A2,I9 blocks=- supply=30,30 doubles=6,6 walls=10,10 \
                taken=0/0,0/0 lost=0,0 blockades=A1A2,A2A3,A2B2,A2B3";
    let g = pos_with(text, &[]);
    assert!(matches!(g.outcome(), Some(Outcome::Scores(_))));
    // Blue to run while Red is walled in: by default Blue plays on; with
    // any_runner_after_each_turn the turn that walled Red in ended the game (rules §5b).
    let blue = text.replace("turn=0", "turn=1");
    assert!(!runs(&pos_with(&blue, &[])).is_empty());
    let g = pos_with(&blue, &[("stuck_check", "any_runner_after_each_turn")]);
    assert!(g.outcome().is_some() && runs(&g).is_empty());
    assert_eq!(g.end_reason(), Some("stuck-runner"));
    // A capture step with no jump moves on to the blockade step.
    let text = red_capturing();
    assert_eq!(pos_with(&text, &[]).phase, Phase::Blockade);
    // With no blockade left the turn ends.
    let walled = "I5I6,I6I7,I7I8,I8I9,H4H5,H5H6,H6H7,H7H8,H8H9,G3G4,G4G5,G5G6";
    let g = pos_with(&with_blockades(&text, walled), &[]);
    assert_eq!((g.phase, g.to_move, g.marker), (Phase::Run, 1, ludus_engine::games::cabale::board::NONE));
    // The last block without a jump ends the game; with last_block_capture=false the game
    // ended at the build step.
    let last = text.replace("supply=29,30", "supply=0,30").replace("lost=0,0", "lost=29,0");
    let last = format!("{} lastblock=1", last.replace("taken=0/0,0/0", "taken=0/0,29/0"));
    let g = pos_with(&last, &[]);
    assert_eq!(g.end_reason(), Some("last-block"));
    let e = refusal(&last, &[("last_block_capture", "false")]);
    assert!(e.contains("lastblock=1: after the last block the game goes on only in its capture step"), "{e}");
}

/// Rule options of every value: game `i` takes each option's value from `rng`.
fn random_options(i: usize, rng: &mut Rng) -> OptionValues {
    let players = 2 + i % 3;
    let mut o = opts(&[("players", &players.to_string())]);
    for spec in Cabale::option_specs() {
        if spec.key == "players" || (spec.key == "teams_4p" && players != 4) {
            continue;
        }
        let (value, _) = spec.choices[rng.below(spec.choices.len())];
        o.insert(spec.key.to_string(), value.to_string());
    }
    o
}

#[test]
fn random_games_of_every_option_set_read_back_equal() {
    // Every step of random games with random options: the text reads back equal (every field),
    // with the same actions and the same outcome; checked apply refuses and changes nothing.
    let mut rng = Rng::new(23);
    let mut seen = BTreeSet::new();
    let mut ends = BTreeSet::new();
    for game in 0..900 {
        let o = random_options(game, &mut rng);
        seen.extend(o.iter().map(|(k, v)| format!("{k}={v}")));
        let players = 2 + game % 3;
        let mut g =
            Cabale::new_game(&Setup { options: o.clone(), seed: game as u64, ..Setup::default() }).unwrap();
        let allowance = [30u32, 20, 15][players - 2];
        let mut steps = 0;
        let (mut list, mut again_list) = (Vec::new(), Vec::new());
        loop {
            let again = Cabale::from_position(&g.position_text(), &o)
                .unwrap_or_else(|e| panic!("{}: {e}", g.position_text()));
            assert_eq!(again, g, "{}", g.position_text());
            list.clear();
            again_list.clear();
            g.legal_actions(&mut list);
            again.legal_actions(&mut again_list);
            assert_eq!(list, again_list);
            assert_eq!(again.outcome(), g.outcome());
            if g.outcome().is_some() {
                assert!(list.is_empty());
                break;
            }
            assert!(!list.is_empty(), "a live game always offers an action");
            let a: Action = list[rng.below(list.len())];
            let text = g.action_text(&a);
            assert_eq!(g.parse_action(&text).unwrap(), a, "{text}");
            // An action of another phase is refused and leaves the game as it was.
            let before = g.clone();
            for wrong in [Action::StopCapturing, Action::SkipBlockade, Action::Build { double: true }] {
                if !list.contains(&wrong) {
                    assert!(g.play(&wrong).is_err());
                    assert_eq!(g, before);
                }
            }
            g.play(&a).unwrap();
            steps += 1;
            for s in 0..players {
                assert_eq!(g.blocks_on_board(s) + g.supply[s] as u32 + g.lost[s] as u32, allowance);
            }
            assert!(steps < 2000);
        }
        ends.insert(g.end_reason().unwrap());
        // Score recomputation from scratch matches.
        let Some(Outcome::Scores(s)) = g.outcome() else { panic!() };
        if o.get("teams_4p").map(String::as_str) == Some("true") {
            continue;
        }
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
    let every: usize = Cabale::option_specs().iter().map(|s| s.choices.len()).sum();
    assert_eq!(seen.len(), every, "{seen:?}");
    assert_eq!(ends.len(), 2, "{ends:?}");
}

#[test]
fn mangled_text_never_panics() {
    // Bad input gets an error, never a panic (debug builds check overflow): position texts of
    // every phase and player count cut and garbled, bytes below 'A' and above 'z' included.
    let mut seeds = vec![
        with_blockades(&two("E6", "C1", "E3:1,F3:1d,E5:0", ""), "E2E3"),
        red_capturing(),
        PLACING.to_string(),
        "players=2 first=0 turn=0 phase=capture runners=C1,I8 blocks=B5:0,C5:0,D4:0d,D5:1d,F4:0,H7:1,H8:1,I7:1 \
         supply=25,24 doubles=5,5 walls=12,12 taken=1/0,0/0 lost=0,1 blockades=- marker=G3 at=C5 last=0"
            .to_string(),
    ];
    // Positions of random 3- and 4-player games, in every phase.
    let mut rng = Rng::new(7);
    for players in ["3", "4"] {
        let mut g =
            Cabale::new_game(&Setup { options: opts(&[("players", players)]), ..Setup::default() }).unwrap();
        let mut list = Vec::new();
        while g.outcome().is_none() {
            if rng.below(8) == 0 {
                seeds.push(g.position_text());
            }
            list.clear();
            g.legal_actions(&mut list);
            g.play(&list[rng.below(list.len())]).unwrap();
        }
        seeds.push(g.position_text());
    }
    let alphabet: Vec<char> = "@AEIJaei`{0159:,/=-|xd. \u{e9}\u{1F3B2}".chars().collect();
    let mut read = 0;
    for i in 0..30_000 {
        let seed = &seeds[i % seeds.len()];
        let text = common::mangle(seed, &alphabet, &mut rng);
        for o in
            [&[][..], &[("stuck_check", "any_runner_after_each_turn"), ("last_block_capture", "false")][..]]
        {
            if let Ok(g) = Cabale::from_position(&text, &opts(o)) {
                read += 1;
                for a in runs(&g) {
                    play_text(&mut g.clone(), &a).unwrap();
                }
                assert_eq!(pos_with(&g.position_text(), o), g, "{text}");
            }
        }
        let words: String = text.chars().skip(rng.below(text.chars().count())).take(9).collect();
        let _ = play_text(&mut pos_with(&seeds[0], &[]), words.trim());
    }
    assert!(read > 100, "{read} mangled texts read");
}
