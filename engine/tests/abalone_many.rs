//! Abalone for three and four players (rules §6): the layouts, pushes of mixed colours, a
//! partner's marbles in a pushing column, the wins, the position text, and perft checked
//! against a second, naive generator.

mod common;

use common::{listed, rereads};
use ludus_engine::core::perft::perft;
use ludus_engine::core::{Game, OptionValues, Outcome, Rng, Setup};
use ludus_engine::games::abalone::board::{cell_name, parse_cell, step, CELL_TO_PAD};
use ludus_engine::games::abalone::{seat_colour, Abalone, Move, LAYOUT_3, LAYOUT_4};

fn players(n: usize) -> OptionValues {
    [("players".to_string(), n.to_string())].into_iter().collect()
}

fn start(n: usize) -> Abalone {
    Abalone::new_game(&Setup { options: players(n), ..Setup::default() }).unwrap()
}

fn read(n: usize, text: &str) -> Abalone {
    Abalone::from_position(text, &players(n)).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// A position of `n` players from each seat's cells, seat `to_move` to move, no marble out.
fn pos(n: usize, seats: &[&[&str]], to_move: usize) -> Abalone {
    pos_out(n, seats, to_move, &[0; 4][..n])
}

/// The same with the marbles each seat has pushed off.
fn pos_out(n: usize, seats: &[&[&str]], to_move: usize, out: &[u8]) -> Abalone {
    let mut cells = ['.'; 61];
    for (seat, list) in seats.iter().enumerate() {
        for name in *list {
            let p = parse_cell(name).unwrap();
            let i = CELL_TO_PAD.iter().position(|&q| q == p).unwrap();
            cells[i] = ['b', 'w', 'r', 'u'][seat];
        }
    }
    let counts: Vec<String> = out.iter().map(u8::to_string).collect();
    let counts = counts.join(" ");
    let text = format!("{} {} {counts}", cells.iter().collect::<String>(), ['b', 'w', 'r', 'u'][to_move]);
    read(n, &text)
}

fn cells_of(g: &Abalone, seat: usize) -> Vec<String> {
    let mut v: Vec<String> =
        CELL_TO_PAD.iter().filter(|&&p| g.at(p) == seat_colour(seat)).map(|&p| cell_name(p)).collect();
    v.sort();
    v
}

fn play(g: &mut Abalone, text: &str) {
    let m = g.parse_action(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    g.play(&m).unwrap_or_else(|e| panic!("{text}: {e}"));
}

fn sorted(list: &str) -> Vec<String> {
    let mut v: Vec<String> = list.split_whitespace().map(str::to_string).collect();
    v.sort();
    v
}

#[test]
fn three_players_start_on_three_alternate_sides_and_take_turns() {
    let mut g = start(3);
    assert_eq!(g.seats(), 3);
    assert_eq!(g.seat_names(), ["Black", "White", "Red"]);
    // Rules §6.2, cell for cell.
    assert_eq!(cells_of(&g, 0), sorted("I5 I6 I7 I8 I9 H4 H5 H6 H7 H8 H9"));
    assert_eq!(cells_of(&g, 1), sorted("A4 A5 B5 B6 C6 C7 D7 D8 E8 E9 F9"));
    assert_eq!(cells_of(&g, 2), sorted("A1 A2 B1 B2 C1 C2 D1 D2 E1 E2 F2"));
    assert_eq!(g.position_text(), format!("{LAYOUT_3} b 0 0 0"));
    for seat in [0, 1, 2, 0] {
        assert_eq!(g.to_move, seat);
        let m = listed(&g)[0];
        g.play(&m).unwrap();
    }
}

#[test]
fn four_players_start_in_four_corners_partners_facing() {
    let g = start(4);
    assert_eq!(g.seat_names(), ["Black", "White", "Red", "Blue"]);
    // Rules §6.3 and docs/rules/abalone.md §6.3: the chosen cells.
    assert_eq!(cells_of(&g, 0), sorted("A1 B1 B2 C1 C2 C3 D1 D2 D3"));
    assert_eq!(cells_of(&g, 1), sorted("A5 B5 B6 C5 C6 C7 D6 D7 D8"));
    assert_eq!(cells_of(&g, 2), sorted("F7 F8 F9 G7 G8 G9 H8 H9 I9"));
    assert_eq!(cells_of(&g, 3), sorted("F2 F3 F4 G3 G4 G5 H4 H5 I5"));
    assert_eq!(g.position_text(), format!("{LAYOUT_4} b 0 0 0 0"));
    let rc = |p: u8| {
        let name = cell_name(p);
        (name.as_bytes()[0] - b'A' + 1, name.as_bytes()[1] - b'0')
    };
    for &p in CELL_TO_PAD.iter() {
        let c = g.at(p);
        if c == 0 {
            continue;
        }
        let seat = c as usize - 1;
        // Symmetric under the half-turn, each seat onto its partner's cells.
        let (r, d) = rc(p);
        let turned = CELL_TO_PAD.iter().find(|&&q| rc(q) == (10 - r, 10 - d)).unwrap();
        assert_eq!(g.at(*turned), seat_colour((seat + 2) % 4), "{}", cell_name(p));
        // No marble touches an opponent's.
        for dir in 0..6 {
            let n = g.at(step(p, dir));
            if (1..=4).contains(&n) {
                assert_eq!((n as usize - 1) % 2, seat % 2, "{} touches an opponent", cell_name(p));
            }
        }
    }
}

#[test]
fn three_players_push_two_opponents_together() {
    // Black's three on E3 E4 E5 push White's E6 and Red's E7: 3 against 2, any colours (§6.2).
    let mut g = pos(3, &[&["E3", "E4", "E5"], &["E6", "A5"], &["E7", "A1"]], 0);
    play(&mut g, "E3E4");
    assert_eq!(cells_of(&g, 0), sorted("E4 E5 E6"));
    assert_eq!(cells_of(&g, 1), sorted("A5 E7"));
    assert_eq!(cells_of(&g, 2), sorted("A1 E8"));
    // Two against two does not push, whatever the colours.
    let g = pos(3, &[&["E4", "E5"], &["E6", "A5"], &["E7", "A1"]], 0);
    assert!(g.parse_action("E4E5").map(|m| g.clone().play(&m)).unwrap().is_err());
    // A mixed pair pushed off the rim: the front marble leaves, credited to the pusher.
    let mut g = pos(3, &[&["E5", "E6", "E7"], &["E8", "A5"], &["E9", "A1"]], 0);
    play(&mut g, "E5E6");
    assert_eq!(g.ejected[..3], [1, 0, 0]);
    assert_eq!(cells_of(&g, 1), sorted("A5 E9"));
    assert_eq!(cells_of(&g, 2), sorted("A1"));
    assert_eq!(g.to_move, 1);
}

#[test]
fn a_partner_pushes_with_you_but_never_moves_alone() {
    // Black E3 and Red (Black's partner) E4 push White's E5: 2 against 1 (§6.3).
    let mut g = pos(4, &[&["E3", "A1"], &["E5", "A5"], &["E4", "I9"], &["I5"]], 0);
    play(&mut g, "E3E4");
    assert_eq!(cells_of(&g, 0), sorted("A1 E4"));
    assert_eq!(cells_of(&g, 2), sorted("E5 I9"));
    assert_eq!(cells_of(&g, 1), sorted("A5 E6"));
    // Without a push, a partner's marble only blocks: no move carries it.
    let g = pos(4, &[&["E3", "A1"], &["A5"], &["E4", "I9"], &["I5"]], 0);
    let m = g.parse_action("E3E4").unwrap();
    let refused = g.clone().play(&m).unwrap_err().to_string();
    assert!(refused.contains("partner"), "{refused}");
    assert!(listed(&g).iter().all(|m| !m.group().contains(&parse_cell("E4").unwrap())));
    // The rear marble must be yours: Red's E3 behind Black's E4 gives Black no push.
    let g = pos(4, &[&["E4", "A1"], &["E5", "A5"], &["E3", "I9"], &["I5"]], 0);
    let pushes: Vec<Move> =
        listed(&g).into_iter().filter(|m| matches!(m, Move::Inline { pushed: 1.., .. })).collect();
    assert!(pushes.is_empty(), "{pushes:?}");
    // Opponents of both opposing colours are pushed together: 3 against 2.
    let mut g = pos(4, &[&["E2", "E4"], &["E5", "A5"], &["E3", "I9"], &["E6", "I5"]], 0);
    play(&mut g, "E2E3");
    assert_eq!(cells_of(&g, 1), sorted("A5 E6"));
    assert_eq!(cells_of(&g, 3), sorted("E7 I5"));
}

#[test]
fn three_players_win_at_six_of_any_colours() {
    // Black has pushed off 5 (of White and Red); a sixth ends the game at once (§6.2).
    let mut g = pos_out(3, &[&["E7", "E8", "A1"], &["E9", "A5"], &["I5"]], 0, &[5, 0, 0]);
    play(&mut g, "E7E8");
    assert_eq!(g.outcome(), Some(Outcome::Win(0)));
    assert_eq!(g.end_reason(), Some("six-pushed-off"));
    rereads(&g, &players(3));
}

#[test]
fn a_team_wins_together_at_six_between_them() {
    // Black 3 and Red 2 (a team); Black pushes a sixth off: both win (§6.3).
    let mut g = pos_out(4, &[&["E7", "E8", "A1"], &["E9", "A5"], &["I9"], &["I5"]], 0, &[3, 0, 2, 0]);
    play(&mut g, "E7E8");
    assert_eq!(g.outcome(), Some(Outcome::Scores(vec![6, 0, 6, 0])));
    assert_eq!(g.end_reason(), Some("six-pushed-off"));
    let rewards = g.outcome().unwrap().rewards(4);
    assert_eq!(rewards, vec![0.5, 0.0, 0.5, 0.0]);
}

#[test]
fn position_text_of_three_and_four_round_trips_and_refuses_bad_text() {
    for n in [3, 4] {
        let mut g = start(n);
        let mut rng = Rng::new(n as u64);
        for _ in 0..200 {
            if g.outcome().is_some() {
                break;
            }
            let list = listed(&g);
            g.play(&list[rng.below(list.len())]).unwrap();
            rereads(&g, &players(n));
        }
    }
    let bad = [
        // Counts missing: three players always write them.
        (3, format!("{LAYOUT_3} b 0 0")),
        // A fourth colour in a game of three.
        (3, format!("{} b 0 0 0", LAYOUT_4)),
        (3, format!("{LAYOUT_3} u 0 0 0")),
        (4, format!("{LAYOUT_4} b 0 0 7 0")),
        // More pushed off than the opponents lost.
        (3, format!("{LAYOUT_3} b 1 0 0")),
        // Black's team has six, so the seat after one of them is to move, not Black.
        (4, format!("{LAYOUT_4} b 4 0 2 0")),
    ];
    for (n, text) in bad {
        let e = Abalone::from_position(&text, &players(n)).unwrap_err();
        assert!(!e.0.english.is_empty(), "{text}");
    }
}

#[path = "common/abalone_reference.rs"]
mod reference;

#[test]
fn perft_matches_a_naive_generator_for_three_and_four_players() {
    let crowded = [
        // Three players in contact: mixed pushes, sandwiches, the rim.
        (
            3,
            pos(
                3,
                &[&["E3", "E4", "E5", "D4", "C3"], &["E6", "D5", "F6", "E9"], &["E7", "F7", "D6", "E8"]],
                0,
            ),
        ),
        (3, pos(3, &[&["I5", "I6", "H5", "G5"], &["I7", "H6", "G6"], &["I8", "H7", "F5", "E5"]], 1)),
        // Four players: partners' marbles in columns, both opposing colours in front.
        (4, pos(4, &[&["E2", "E4", "D4"], &["E5", "D5", "C5"], &["E3", "D3", "F4"], &["E6", "F6", "E7"]], 0)),
        (4, pos(4, &[&["A1", "B2", "C3"], &["D4", "E5"], &["B1", "C2", "E4"], &["F6", "D5", "C4"]], 2)),
    ];
    let mut cases: Vec<(usize, Abalone)> = vec![(3, start(3)), (4, start(4))];
    cases.extend(crowded);
    for (n, g) in cases {
        let text = g.position_text();
        let board = reference::from_text(&text[..61]);
        for depth in 1..=3 {
            assert_eq!(
                perft(&g, depth),
                reference::perft(&board, n, g.to_move, depth),
                "{text} depth {depth}"
            );
        }
    }
    // Fixed counts from the starts, so a change to the generator shows.
    assert_eq!([1, 2, 3, 4].map(|d| perft(&start(3), d)), [40, 1_587, 62_440, 2_745_148]);
    assert_eq!([1, 2, 3, 4].map(|d| perft(&start(4), d)), [43, 1_822, 71_761, 2_776_782]);
}

#[test]
fn the_computer_plays_three_and_four_players_at_every_level() {
    for n in [3, 4] {
        let g = start(n);
        for level in 0..=2 {
            let mut t = ludus_engine::ai::Computer::thinker(&g, level, 7);
            let best = ludus_engine::ai::decide(t.as_mut()).expect("an action");
            assert!(g.parse_action(&best).is_ok(), "{best}");
        }
    }
}

#[test]
fn the_computer_takes_the_winning_push_for_its_team() {
    // Black's team has five; E7 E8 push White's E9 off for the sixth (rules §6.3). A lead that
    // big must never look better to the search than the win itself (a partner's share of a
    // team's win is half the point, and so is a sure lead's).
    let g = pos_out(
        4,
        &[&["E7", "E8", "A1"], &["E9", "A5", "B5"], &["I9", "H9"], &["I5", "H4"]],
        0,
        &[3, 0, 2, 0],
    );
    let win = g.parse_action("E7E8").unwrap();
    assert!(g.ejects(&win));
    // Expert: the levels below it play hastily in part of their decisions.
    for seed in 0..3 {
        let mut t = ludus_engine::ai::Computer::thinker(&g, 4, seed);
        assert_eq!(ludus_engine::ai::decide(t.as_mut()).as_deref(), Some("E7E8"), "seed {seed}");
    }
    // And the chances a playout ends on stay on that scale.
    let chances = g.estimate();
    assert!(chances.iter().all(|&c| (0.0..=0.5).contains(&c)), "{chances:?}");
}
