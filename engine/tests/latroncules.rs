//! Latroncules rules tests (docs/rules/latroncules.md), with positions in the game's text.

use ludus_engine::core::perft::perft;
use ludus_engine::core::{play_text, Game, OptionValues, Outcome, Rng, Setup};
use ludus_engine::games::latroncules::board::{lines, parse_square, square_name, DIR_NAMES};
use ludus_engine::games::latroncules::{Kind, Latroncules, Move, Piece};
use std::collections::BTreeSet;

mod common;

use common::{listed, rereads};

const START: &str = "fcfcfcfc/cfcfcfcf/8/8/8/8/FCFCFCFC/CFCFCFCF w 0/0 0/0 0";

fn pos_with(text: &str, opts: &[(&str, &str)]) -> Latroncules {
    let o: OptionValues = opts.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
    Latroncules::from_position(text, &o).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn pos(text: &str) -> Latroncules {
    pos_with(text, &[])
}

/// A position from piece lists like `&["Cd4", "fe5"]` (upper case = White).
fn place(pieces: &[&str], to_move: char) -> Latroncules {
    let mut board = [['.'; 8]; 8];
    for p in pieces {
        let (kind, sq) = p.split_at(1);
        let s = parse_square(sq).unwrap();
        board[7 - (s / 8) as usize][(s % 8) as usize] = kind.chars().next().unwrap();
    }
    let ranks: Vec<String> = board
        .iter()
        .map(|r| {
            let mut out = String::new();
            let mut n = 0;
            for &c in r {
                if c == '.' {
                    n += 1;
                } else {
                    if n > 0 {
                        out.push_str(&n.to_string());
                        n = 0;
                    }
                    out.push(c);
                }
            }
            if n > 0 {
                out.push_str(&n.to_string());
            }
            out
        })
        .collect();
    pos(&format!("{} {to_move} 0/0 0/0 0", ranks.join("/")))
}

fn moves(g: &Latroncules) -> Vec<String> {
    let mut out = Vec::new();
    g.legal_actions(&mut out);
    out.iter().map(|m| g.action_text(m)).collect()
}

fn targets(g: &Latroncules, from: &str) -> BTreeSet<String> {
    let f = parse_square(from).unwrap();
    let mut out = Vec::new();
    g.legal_actions(&mut out);
    out.iter().filter(|m| m.from == f).map(|m| square_name(m.to)).collect()
}

fn set(items: &[&str]) -> BTreeSet<String> {
    items.iter().map(|s| s.to_string()).collect()
}

#[test]
fn start_position_has_the_11_moves_counted_by_hand() {
    // Fantassins a2 c2 e2 g2 step forward (4); cavaliers b2 d2 f2 step NE/NW (2 each) and h2
    // only NW (1); everything on rank 1 is blocked by its own pieces.
    let g = Latroncules::new_game(&Setup::default()).unwrap();
    assert_eq!(g.position_text(), START);
    let list: BTreeSet<String> = moves(&g).into_iter().collect();
    let want = set(&[
        "a2-a3", "c2-c3", "e2-e3", "g2-g3", "b2-a3", "b2-c3", "d2-c3", "d2-e3", "f2-e3", "f2-g3", "h2-g3",
    ]);
    assert_eq!(list, want);
    assert_eq!(perft(&g, 1), 11);
}

#[test]
fn every_direction_table_entry_is_what_a_lone_cavalier_may_do() {
    // Rules §1.3: a white cavalier alone in the middle of the board (far from the edges where
    // possible) moves exactly along its square's lines; light squares allow all eight.
    let expected: [(&str, &[&str]); 9] = [
        ("b2", &["NE", "SW", "NW", "SE"]),
        ("a3", &["E", "W", "NW", "SE"]),
        ("e3", &["E", "W", "NE", "SW"]),
        ("b4", &["N", "S", "NE", "SW"]),
        ("f4", &["N", "S", "NW", "SE"]),
        ("c5", &["N", "S", "NW", "SE"]),
        ("e5", &["N", "S", "NE", "SW"]),
        ("d6", &["E", "W", "NE", "SW"]),
        ("h6", &["E", "W", "NW", "SE"]),
    ];
    for (sq, dirs) in expected {
        let s = parse_square(sq).unwrap();
        let table: BTreeSet<&str> =
            (0..8).filter(|d| lines(s) & (1 << d) != 0).map(|d| DIR_NAMES[d]).collect();
        assert_eq!(table, dirs.iter().copied().collect(), "{sq}");
    }
    // Every dark square: the lone cavalier's moves are its table directions (on the board).
    for s in 0..64u8 {
        let name = square_name(s);
        // Two black pieces far away (one piece each would be a draw, rules §7).
        let far: [&str; 2] = if s < 32 { ["fh8", "fg8"] } else { ["fa1", "fb1"] };
        let g = place(&[&format!("C{name}"), far[0], far[1]], 'w');
        let got = targets(&g, &name);
        let want: BTreeSet<String> = (0..8)
            .filter(|d| lines(s) & (1 << d) != 0)
            .filter_map(|d| ludus_engine::games::latroncules::board::step(s, d))
            .filter(|t| g.at(*t).is_none())
            .map(square_name)
            .collect();
        assert_eq!(got, want, "cavalier on {name}");
        if !ludus_engine::games::latroncules::board::is_dark(s) {
            assert_eq!(lines(s), 0xff, "{name} is light: all directions");
        }
    }
    // The map is the same for both players (180° symmetry).
    for s in 0..64u8 {
        let rotated: u8 = (0..8).filter(|d| lines(s) & (1 << d) != 0).map(|d| 1u8 << ((d + 4) % 8)).sum();
        assert_eq!(lines(63 - s), rotated, "{}", square_name(s));
    }
}

#[test]
fn fantassins_step_straight_forward_only() {
    let g = place(&["Fd4", "Fa1", "fe6", "fh8"], 'w');
    assert_eq!(targets(&g, "d4"), set(&["d5"]));
    let g = place(&["Fd4", "Fa1", "fe6", "fh8"], 'b');
    assert_eq!(targets(&g, "e6"), set(&["e5"]));
    // Blocked by any piece; never jumps.
    let g = place(&["Fd4", "fd5", "Ca1"], 'w');
    assert!(targets(&g, "d4").is_empty());
    let err = play_text(&mut g.clone(), "d4:d6").unwrap_err();
    assert!(err.to_string().contains("fantassin moves one square straight forward"), "{err}");
}

#[test]
fn cavaliers_jump_one_adjacent_enemy_on_light_and_dark_squares() {
    // Light d5: jumps in any direction over an adjacent enemy to an empty square.
    let g = place(&["Cd5", "fe6", "fd6", "Cd7", "fa1"], 'w');
    let t = targets(&g, "d5");
    assert!(t.contains("f7"), "diagonal jump over e6: {t:?}");
    assert!(!t.contains("d7"), "no jump onto an own piece");
    let mut after = g.clone();
    play_text(&mut after, "d5:f7").unwrap();
    assert!(after.at(parse_square("e6").unwrap()).is_some(), "a jumped piece is not captured");
    // Dark e5 (lines N S NE SW): jumps only along its lines.
    let g = place(&["Ce5", "ff6", "fe6", "fd6", "fh1"], 'w');
    let t = targets(&g, "e5");
    assert!(t.contains("g7") && t.contains("e7"), "{t:?}");
    assert!(!t.contains("c7"), "NW is not a line of e5: {t:?}");
    // No jump over own pieces or over two pieces.
    let g = place(&["Cd5", "Fe5", "fd6", "fd7", "fa1"], 'w');
    let t = targets(&g, "d5");
    assert!(!t.contains("f5") && !t.contains("d7"), "{t:?}");
}

#[test]
fn line_captures_orthogonal_and_diagonal() {
    // Orthogonal: White fantassin c4 → c5 encloses d5 against e5.
    let mut g = place(&["Fc4", "fd5", "Ce5", "fa8"], 'w');
    play_text(&mut g, "c4-c5").unwrap();
    assert_eq!(g.at(parse_square("d5").unwrap()), None);
    assert_eq!(g.lost[1], [1, 0]);
    // Diagonal: White fantassin b3 → b4 encloses c5 against d6.
    let text_diag = ["Fb3", "fc5", "Cd6", "fa8"];
    let mut g = place(&text_diag, 'w');
    play_text(&mut g, "b3-b4").unwrap();
    assert_eq!(g.at(parse_square("c5").unwrap()), None);
    // With diagonal capture off, nothing is taken.
    let base = place(&text_diag, 'w').position_text();
    let mut g = pos_with(&base, &[("diagonal_capture", "off")]);
    play_text(&mut g, "b3-b4").unwrap();
    assert!(g.at(parse_square("c5").unwrap()).is_some());
}

#[test]
fn notation_lists_the_captures() {
    let g = place(&["Fc4", "fd5", "Ce5", "fa8"], 'w');
    assert!(moves(&g).contains(&"c4-c5xd5".to_string()));
    let mut h = g.clone();
    play_text(&mut h, "c4-c5xd5").unwrap();
    let mut h2 = g.clone();
    play_text(&mut h2, "c4-c5").unwrap();
    assert_eq!(h, h2, "capture marks are informational");
}

#[test]
fn several_captures_at_once() {
    // White fantassin d4 → d5 encloses c5 (vs b5) and e5 (vs f5) and d6 (vs d7).
    let mut g = place(&["Fd4", "fc5", "Cb5", "fe5", "Cf5", "fd6", "Cd7", "fh8"], 'w');
    play_text(&mut g, "d4-d5").unwrap();
    for s in ["c5", "e5", "d6"] {
        assert_eq!(g.at(parse_square(s).unwrap()), None, "{s}");
    }
    assert_eq!(g.lost[1], [3, 0]);
}

#[test]
fn corner_capture_needs_both_orthogonal_neighbours() {
    // Black on a1 with White on b1: the white cavalier b3 (a light square) steps SW to a2.
    let mut g = place(&["fa1", "Cb1", "Cb3", "fh8"], 'w');
    play_text(&mut g, "b3-a2").unwrap();
    assert_eq!(g.at(0), None, "a1 captured in the corner");
    // The diagonal neighbour does not count.
    let mut g = place(&["fa1", "Cb2", "Cb4", "fh8"], 'w');
    play_text(&mut g, "b4-b3").unwrap();
    assert!(g.at(0).is_some());
}

#[test]
fn no_self_enclosure_unless_the_move_captures() {
    // The white cavalier d3 may not step to d4, between the black c4 and e4.
    let g = place(&["Cd3", "fc4", "fe4", "fh8", "Fa1"], 'w');
    assert!(!targets(&g, "d3").contains("d4"));
    let err = play_text(&mut g.clone(), "d3-d4").unwrap_err();
    assert!(err.to_string().contains("between two enemies"), "{err}");
    // Same square, but the move also captures (d5 against d6): allowed, and the mover stays.
    let mut g = place(&["Cd3", "fc4", "fe4", "fd5", "Cd6", "fh8", "Fa1"], 'w');
    assert!(targets(&g, "d3").contains("d4"));
    play_text(&mut g, "d3-d4").unwrap();
    assert_eq!(g.at(parse_square("d5").unwrap()), None);
    assert_eq!(g.at(parse_square("d4").unwrap()), Some(Piece { side: 0, kind: Kind::Cavalier }));
    // A corner between two enemies is self-enclosure too.
    let g = place(&["Cb2", "fa2", "fb1", "fh8"], 'w');
    assert!(!targets(&g, "b2").contains("a1"));
}

#[test]
fn promotion_frees_a_captured_cavalier_or_waits_for_one() {
    // No captured cavalier: the fantassin waits on the far rank.
    let mut g = place(&["Fd7", "ca1", "ch1"], 'w');
    play_text(&mut g, "d7-d8").unwrap();
    assert_eq!(g.at(parse_square("d8").unwrap()), Some(Piece { side: 0, kind: Kind::Fantassin }));
    // With a captured cavalier: exchanged at once.
    let text = place(&["Fd7", "ca1", "ch1"], 'w').position_text().replace("w 0/0", "w 0/1");
    let mut g = pos(&text);
    let list = moves(&g);
    assert!(list.contains(&"d7-d8=C".to_string()), "{list:?}");
    play_text(&mut g, "d7-d8").unwrap();
    assert_eq!(g.at(parse_square("d8").unwrap()), Some(Piece { side: 0, kind: Kind::Cavalier }));
    assert_eq!(g.lost[0], [0, 0]);
    // A waiting fantassin is exchanged when one of its cavaliers gets captured: Black captures
    // the white cavalier e4 (d4 against f4), and at White's next turn d8 becomes a cavalier.
    let mut g = place(&["Fd8", "Ce4", "fd4", "cf5", "Fa2", "fh8"], 'b');
    play_text(&mut g, "f5-f4").unwrap_or_else(|e| panic!("{e}: {:?}", moves(&g)));
    assert_eq!(g.at(parse_square("e4").unwrap()), None);
    assert_eq!(g.at(parse_square("d8").unwrap()), Some(Piece { side: 0, kind: Kind::Cavalier }));
    assert_eq!(g.lost[0], [0, 0]);
    // Option: always promote.
    let mut g = pos_with(&place(&["Fd7", "ca1", "ch1"], 'w').position_text(), &[("promotion", "always")]);
    play_text(&mut g, "d7-d8").unwrap();
    assert_eq!(g.at(parse_square("d8").unwrap()), Some(Piece { side: 0, kind: Kind::Cavalier }));
}

#[test]
fn capturing_the_last_piece_wins() {
    let mut g = place(&["Fc4", "fd5", "Ce5"], 'w');
    play_text(&mut g, "c4-c5").unwrap();
    assert_eq!(g.outcome(), Some(Outcome::Win(0)));
}

#[test]
fn draw_rules() {
    // One piece each is a draw; two against one plays on.
    assert_eq!(place(&["Cd4", "fh8"], 'w').outcome(), Some(Outcome::Draw));
    let mut g = place(&["Fc4", "fd5", "Ce5", "fh8"], 'w');
    play_text(&mut g, "c4-c5").unwrap();
    assert_eq!(g.outcome(), None, "two pieces against one plays on");
    // Cavaliers on light squares walk back and forth diagonally: threefold repetition, or
    // without it, 100 plies without capture.
    let four = ["Cd5", "Cb1", "cf3", "ch8"];
    let mut g = place(&four, 'w');
    let walk = ["d5-e6", "f3-g4", "e6-d5", "g4-f3"];
    let mut i = 0;
    while g.outcome().is_none() && i < 400 {
        play_text(&mut g, walk[i % 4]).unwrap();
        i += 1;
    }
    assert_eq!(g.outcome(), Some(Outcome::Draw), "threefold repetition");
    assert!(i < 20, "repetition comes first: {i}");
    let base = place(&four, 'w').position_text();
    let mut g = pos_with(&base, &[("repetition", "off")]);
    let mut i = 0;
    while g.outcome().is_none() && i < 400 {
        play_text(&mut g, walk[i % 4]).unwrap();
        i += 1;
    }
    assert_eq!((g.outcome(), i), (Some(Outcome::Draw), 100), "100 plies without capture");
}

#[test]
fn no_legal_move_is_a_draw() {
    // Black's move leaves White's only piece, a fantassin under a black one, without a move.
    let stuck = place(&["Fa7", "fa8", "ch7"], 'b');
    let mut s = stuck.clone();
    play_text(&mut s, "h7-h6").unwrap();
    assert_eq!(s.outcome(), Some(Outcome::Draw));
}

fn mirror(g: &Latroncules) -> Latroncules {
    let text = g.position_text();
    let fields: Vec<&str> = text.split(' ').collect();
    let ranks: Vec<String> = fields[0]
        .split('/')
        .rev()
        .map(|r| r.chars().rev().map(|c| if c.is_ascii_alphabetic() { swap_case(c) } else { c }).collect())
        .collect();
    let side = if fields[1] == "w" { "b" } else { "w" };
    pos(&format!("{} {side} {} {} {}", ranks.join("/"), fields[3], fields[2], fields[4]))
}

fn swap_case(c: char) -> char {
    if c.is_ascii_uppercase() {
        c.to_ascii_lowercase()
    } else {
        c.to_ascii_uppercase()
    }
}

fn mirror_move(m: &Move) -> Move {
    Move { from: 63 - m.from, to: 63 - m.to, jump: m.jump, exchange: m.exchange.reverse_bits() }
}

#[test]
fn invariants_hold_over_thousands_of_random_games() {
    let mut rng = Rng::new(17);
    for _ in 0..1500 {
        let mut g = Latroncules::new_game(&Setup::default()).unwrap();
        for _ in 0..200 {
            if g.outcome().is_some() {
                break;
            }
            let mut list = Vec::new();
            g.legal_actions(&mut list);
            // 180° symmetry: the mirror position has the mirror move list.
            let mut mirrored = Vec::new();
            mirror(&g).legal_actions(&mut mirrored);
            let a: BTreeSet<_> = list.iter().map(mirror_move).map(|m| (m.from, m.to, m.jump)).collect();
            let b: BTreeSet<_> = mirrored.iter().map(|m| (m.from, m.to, m.jump)).collect();
            assert_eq!(a, b, "{}", g.position_text());
            let m = list[rng.below(list.len())];
            let text = g.action_text(&m);
            assert_eq!(g.parse_action(&text).unwrap(), m);
            g.play(&m).unwrap();
            // 16 pieces a side: board + lost + promoted fantassins (which left the game).
            for side in 0..2u8 {
                let on =
                    |k: Kind| g.squares.iter().flatten().filter(|p| p.side == side && p.kind == k).count();
                let lost = g.lost[side as usize];
                assert!(on(Kind::Fantassin) + lost[0] as usize <= 8);
                assert_eq!(
                    on(Kind::Cavalier)
                        + lost[1] as usize
                        + on(Kind::Fantassin)
                        + lost[0] as usize
                        + promoted(&g, side),
                    16
                );
            }
            let again = Latroncules::from_position(&g.position_text(), &OptionValues::new()).unwrap();
            assert_eq!(again.position_text(), g.position_text());
        }
    }
}

/// Fantassins that became cavaliers: cavaliers beyond the 8 a side started with, counted as
/// promoted fantassins (so that board + lost + promoted stays 16 in the default rules).
fn promoted(g: &Latroncules, side: u8) -> usize {
    let cav = g.squares.iter().flatten().filter(|p| p.side == side && p.kind == Kind::Cavalier).count();
    let fant = g.squares.iter().flatten().filter(|p| p.side == side && p.kind == Kind::Fantassin).count();
    let lost = g.lost[side as usize];
    16 - cav - lost[1] as usize - fant - lost[0] as usize
}

#[test]
fn bad_position_text_and_notation_are_refused() {
    for (text, why) in [
        ("", "expected 5 fields"),
        ("8/8/8/8/8/8/8 w 0/0 0/0 0", "8 ranks"),
        ("9/8/8/8/8/8/8/8 w 0/0 0/0 0", "not a piece"),
        ("ffff/8/8/8/8/8/8/8 w 0/0 0/0 0", "4 squares"),
        ("8/8/8/8/8/8/8/8 x 0/0 0/0 0", "'w' or 'b'"),
        ("8/8/8/8/8/8/8/8 w 0 0/0 0", "losses"),
        ("8/8/8/8/8/8/8/8 w 0/0 0/0 z", "quiet plies"),
    ] {
        let err = Latroncules::from_position(text, &OptionValues::new()).unwrap_err();
        assert!(err.to_string().contains(why), "{text}: {err}");
    }
    let g = pos(START);
    for (text, why) in [
        ("a2", "b1-b2"),
        ("a2a3", "b1-b2"),
        ("a2+a3", "'-' for a step"),
        ("i2-a3", "a1…h8"),
        ("a2-a3xz9", "captured square"),
        ("a2-a3!!", "only captures"),
        ("a9-a3", "a1…h8"),
        ("a2-`3", "a1…h8"),
        ("\u{e9}2-a3", "b1-b2"),
        ("b1-b2", "occupied"),
        ("a3-a4", "no piece on a3"),
        ("a7-a6", "not yours"),
        ("a2-a4", "fantassin"),
    ] {
        let mut copy = g.clone();
        let err = play_text(&mut copy, text).expect_err(text);
        assert!(err.to_string().contains(why), "{text}: {err}");
        assert_eq!(copy, g);
    }
}

#[test]
fn the_quiet_count_of_a_loaded_position_never_overflows() {
    // Without the 100-ply rule a position may say any count; play goes on from there.
    let text = START.replace(" 0/0 0/0 0", &format!(" 0/0 0/0 {}", u32::MAX));
    let mut g = pos_with(&text, &[("quiet_limit", "off")]);
    play_text(&mut g, "a2-a3").unwrap();
    assert!(g.position_text().ends_with(&format!(" {}", u32::MAX)));
}

#[test]
fn perft_from_the_start() {
    let g = pos(START);
    assert_eq!(perft(&g, 1), 11);
    assert_eq!(perft(&g, 2), 121);
    assert_eq!(perft(&g, 3), 1441);
}

#[test]
fn a_loaded_position_gets_the_draw_rules_and_the_waiting_exchange() {
    // One piece each, or the quiet-plies limit reached: drawn as given (rules §7).
    assert_eq!(pos("8/8/8/8/8/8/8/C6c w 0/0 0/0 0").outcome(), Some(Outcome::Draw));
    assert_eq!(pos(&START.replace(" 0/0 0/0 0", " 0/0 0/0 100")).outcome(), Some(Outcome::Draw));
    // A White fantassin waiting on rank 8 takes the cavalier freed before White's turn (§6),
    // a promotion that resets the quiet count, as in play.
    let g = pos("3F4/8/8/8/8/8/8/C6c w 0/1 0/0 7");
    assert_eq!(g.at(parse_square("d8").unwrap()), Some(Piece { side: 0, kind: Kind::Cavalier }));
    assert_eq!(g.lost[0], [0, 0]);
    assert_eq!(g.position_text(), "3C4/8/8/8/8/8/8/C6c w 0/0 0/0 0");
    // With 100 quiet plies the exchange comes first, so the game goes on, as in play.
    assert_eq!(pos("3F4/8/8/8/8/8/8/C6c w 0/1 0/0 100").outcome(), None);
    // The side to move without a move: drawn (§7.2).
    assert_eq!(pos("F7/f7/8/8/8/8/8/7c w 0/0 0/0 0").outcome(), Some(Outcome::Draw));
}

#[test]
fn repetition_is_seen_across_long_quiet_stretches_without_the_ply_limit() {
    // Without the 100-ply rule, positions far back still count: random cavalier play until a
    // position shows a third time since the last capture must end in a draw right then.
    let mut rng = Rng::new(0);
    let o = [("quiet_limit", "off")];
    for _ in 0..3 {
        let mut g = pos_with("c1c1c1c1/8/8/8/8/8/8/C1C1C1C1 w 0/0 0/0 0", &o);
        let mut seen: std::collections::HashMap<String, u32> = std::collections::HashMap::new();
        for _ in 0..3000 {
            if g.outcome().is_some() {
                break;
            }
            let mut list = Vec::new();
            g.legal_actions(&mut list);
            let m = list[rng.below(list.len())];
            let before = g.lost;
            g.play(&m).unwrap();
            if g.lost != before {
                seen.clear();
            }
            // The pieces and the side to move (the text's first two fields).
            let text = g.position_text();
            let key = text.split(' ').take(2).collect::<Vec<_>>().join(" ");
            let n = seen.entry(key).or_default();
            *n += 1;
            // Our count leaves out the start position, so the game may end sooner, never later.
            if *n >= 3 {
                assert!(g.outcome().is_some(), "third repetition not drawn: {}", g.position_text());
                break;
            }
        }
    }
}

#[test]
fn the_owner_chooses_which_waiting_fantassin_is_exchanged() {
    // Rules §6.1: White's fantassins wait on d8 and f8 and one cavalier is free: White chooses
    // with the move, so the loaded position keeps both fantassins.
    let text = "3F1F2/8/8/8/8/8/F7/c6c w 0/1 0/0 0";
    let g = pos(text);
    assert_eq!(g.position_text(), text);
    assert_eq!(g.exchange_choice(), Some((0b0010_1000, 1)));
    let all = ["d8=C,d8-c7", "d8=C,d8-e7", "d8=C,a2-a3", "f8=C,f8-e7", "f8=C,f8-g7", "f8=C,a2-a3"];
    assert_eq!(moves(&g).into_iter().collect::<BTreeSet<_>>(), set(&all));
    // The chosen one becomes a cavalier, the other waits on; the exchange resets the quiet
    // count like a promotion (§7.3), so the fantassin step leaves it at 1.
    let mut after = g.clone();
    play_text(&mut after, "f8=C,a2-a3").unwrap();
    assert_eq!(after.position_text(), "3F1C2/8/8/8/8/F7/8/c6c b 0/0 0/0 1");
    assert_eq!(after.exchange_choice(), None);
    // Read back in any case, and written in the order of the files.
    assert_eq!(g.parse_action(" D8=C,a2-a3xb3 ").unwrap().exchange, 1 << 3);
    for (bad, why) in [
        ("a2-a3", "first choose which waiting fantassins"),
        ("e8=C,a2-a3", "first choose which waiting fantassins"),
        ("d8=C,f8=C,a2-a3", "first choose which waiting fantassins"),
        ("d1=C,a2-a3", "far rank"),
        ("d8,a2-a3", "far rank"),
        ("d8=C,f8-e7", "fantassin moves one square"),
    ] {
        let mut copy = g.clone();
        let err = play_text(&mut copy, bad).expect_err(bad);
        assert!(err.to_string().contains(why), "{bad}: {err}");
        assert_eq!(copy, g);
    }
    // No choice is due at the start: an exchange written there is refused.
    let err = play_text(&mut pos(START), "d8=C,b2-c3").unwrap_err();
    assert!(err.to_string().contains("no exchange to choose"), "{err}");
}

#[test]
fn a_choice_of_exchange_arises_in_play_and_for_black_too() {
    // Black takes the White cavalier e4 while White's fantassins wait on b8 and d8.
    let mut g = place(&["Fb8", "Fd8", "Ce4", "fd4", "cf5", "Fa2", "fh8"], 'b');
    play_text(&mut g, "f5-f4").unwrap();
    assert_eq!(g.lost[0], [0, 1]);
    assert_eq!(g.exchange_choice(), Some((0b0000_1010, 1)));
    assert!(moves(&g).iter().all(|m| m.starts_with("b8=C,") || m.starts_with("d8=C,")));
    play_text(&mut g, "b8=C,b8-a7").unwrap();
    assert_eq!(g.at(parse_square("a7").unwrap()), Some(Piece { side: 0, kind: Kind::Cavalier }));
    assert_eq!(g.at(parse_square("d8").unwrap()), Some(Piece { side: 0, kind: Kind::Fantassin }));
    // Black's far rank is rank 1 (the mirror of the position above).
    let g = pos("C6C/8/8/8/8/8/7f/2f1f3 b 0/0 0/1 0");
    assert_eq!(g.exchange_choice(), Some((0b0001_0100, 1)));
    let list = moves(&g);
    assert!(list.contains(&"c1=C,c1-d2".to_string()) && list.contains(&"e1=C,h2-h1".to_string()), "{list:?}");
    // Two free cavaliers for three waiting fantassins: two are chosen together.
    let g = pos("F1F1F3/8/8/8/8/8/F7/c6c w 0/2 0/0 0");
    assert_eq!(g.exchange_choice(), Some((0b0001_0101, 2)));
    let list = moves(&g);
    assert!(list.contains(&"a8=C,e8=C,a2-a3".to_string()), "{list:?}");
    assert_eq!(list.iter().filter(|m| m.ends_with(",a2-a3")).count(), 3);
}

#[test]
fn the_computer_chooses_the_exchange_that_captures() {
    // With g8 exchanged, g8-f8 takes e7 against d6; b8 has nothing to take (rules §6.1).
    let g = pos("1F4F1/4f3/3C4/8/8/8/8/c7 w 0/1 0/0 0");
    for level in 1..=3 {
        let mut t = ludus_engine::ai::Computer::thinker(&g, level, 3);
        let text = ludus_engine::ai::decide(t.as_mut()).unwrap();
        if level < 3 {
            assert_eq!(text, "g8=C,g8-f8xe7", "level {level}");
        } else {
            // Hard's quiescence sees that e7 cannot escape: it takes the same exchange and
            // may take e7 a move later.
            assert!(text.starts_with("g8=C,"), "level {level}: {text}");
        }
    }
}

// ---- Position text: material bounds, counters and the repetition history (rules §9) ----

/// Every combination of the rule options (`option_specs`), defaults first.
fn every_option_set() -> Vec<OptionValues> {
    let mut sets = vec![OptionValues::new()];
    for spec in Latroncules::option_specs() {
        sets = sets
            .into_iter()
            .flat_map(|set| {
                spec.choices.iter().map(move |(value, _)| {
                    let mut s = set.clone();
                    s.insert(spec.key.to_string(), value.to_string());
                    s
                })
            })
            .collect();
    }
    sets
}

fn options(pairs: &[(&str, &str)]) -> OptionValues {
    pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect()
}

#[test]
fn the_hash_written_in_texts_never_changes() {
    // Texts carry these hashes (§9, `seen=`): FNV-1a with fixed constants on every platform.
    assert_eq!(pos(START).hash(), 0x16e6_359b_9a6b_bbf5);
}

#[test]
fn losses_beyond_eight_read_with_promotion_always() {
    // The text of the issue: Black has lost 9 cavaliers, 8 of its own and one made by
    // promotion; Black has no piece left, so White has won.
    let text = "8/8/7C/8/3C1C2/3C4/8/8 b 6/4 5/9 0";
    let always = [("promotion", "always")];
    let g = pos_with(text, &always);
    assert_eq!((g.outcome(), g.lost), (Some(Outcome::Win(0)), [[6, 4], [5, 9]]));
    assert!(moves(&g).is_empty());
    rereads(&g, &options(&always));
    // Without the option no side ever has more than its 8 cavaliers.
    let err = Latroncules::from_position(text, &OptionValues::new()).unwrap_err();
    assert_eq!(err.0.english, "Black's lost cavaliers '9' is too large (at most 8)");
}

#[test]
fn position_text_refuses_what_the_material_and_play_cannot_give() {
    let always = options(&[("promotion", "always")]);
    let wait = OptionValues::new();
    let off = options(&[("quiet_limit", "off")]);
    let hash = "0000000000001";
    let cases: Vec<(String, &OptionValues, &str)> = vec![
        // More than the material: 8 fantassins a side, 8 cavaliers (16 with promotion=always,
        // each made from a fantassin), 16 pieces.
        (
            "8/8/8/8/8/8/8/C6c w 9/0 0/0 0".into(),
            &wait,
            "White's lost fantassins '9' is too large (at most 8)",
        ),
        (
            "8/8/8/8/8/8/8/C6c w 0/17 0/0 0".into(),
            &always,
            "White's lost cavaliers '17' is too large (at most 16)",
        ),
        (
            "8/8/8/8/8/8/8/C6c w 0/99999999999999999999 0/0 0".into(),
            &always,
            "'99999999999999999999' is too large",
        ),
        (
            "8/8/8/8/8/8/8/C6c w 0/x 0/0 0".into(),
            &wait,
            "White's lost cavaliers must be a whole number, not 'x'",
        ),
        ("8/8/8/8/8/8/8/C6c w 0/0 0/-1 0".into(), &wait, "Black's lost cavaliers must be a whole number"),
        (
            "8/8/8/8/8/8/8/C6c w 0/0/0 0/0 0".into(),
            &wait,
            "White's lost cavaliers must be a whole number, not '0/0'",
        ),
        ("8/8/8/8/8/8/8/C6c w 00 0/0 0".into(), &wait, "White's losses must look like 3/1"),
        (
            "8/8/8/8/8/8/8/FFFF2c1 w 5/0 0/0 0".into(),
            &wait,
            "White's losses '5/0': 4 fantassins on the board and 5 lost make more than the 8",
        ),
        (
            "8/8/8/8/8/8/8/CCCC2c1 w 0/5 0/0 0".into(),
            &wait,
            "4 cavaliers on the board and 5 lost make more than the 8",
        ),
        ("8/8/8/8/8/8/CCCCCCCC/C6c w 0/0 0/0 0".into(), &wait, "9 cavaliers on the board and 0 lost"),
        (
            "8/8/8/8/8/8/CCCCCCCC/CCCCCCCC b 0/8 0/0 0".into(),
            &always,
            "16 pieces on the board and 8 lost make more than the 16",
        ),
        ("8/8/8/8/8/8/FFFFFFF1/CCCCCCCC b 1/1 0/0 0".into(), &always, "15 pieces on the board and 2 lost"),
        (
            "8/8/8/CCCCCCCC/CCCCCCCC/CCCCCCCC/8/7c b 0/0 0/0 0".into(),
            &always,
            "White has 24 pieces; a side has at most 16",
        ),
        // Counters beyond their limit, and a game over told inconsistently.
        ("8/8/8/8/8/8/8/CC5c w 0/0 0/0 101".into(), &wait, "quiet plies '101' is too large (at most 100)"),
        (
            "8/8/8/8/8/8/8/CC5c w 0/0 0/0 99999999999".into(),
            &off,
            "quiet plies '99999999999' is too large (at most 4294967295)",
        ),
        ("8/8/8/8/8/8/8/8 w 0/0 0/0 0".into(), &wait, "the board has no pieces"),
        (
            "8/8/8/8/8/8/8/C7 w 0/0 0/0 0".into(),
            &wait,
            "the side to move must be Black: Black has no pieces left, taken on White's move",
        ),
        // The repetition history.
        (
            format!("8/8/8/8/8/8/8/CC5c w 0/0 0/0 0 seen={hash}"),
            &wait,
            "has 1 positions, more than the 0 quiet plies",
        ),
        (format!("8/8/8/8/8/8/8/CC5c w 0/0 0/0 5 seen={hash}{hash}{hash}"), &wait, "three times"),
        ("8/8/8/8/8/8/8/CC5c w 0/0 0/0 5 seen=1".into(), &wait, "hashes of 13 digits each, found 1"),
        (format!("8/8/8/8/8/8/8/C7 b 0/0 0/0 5 seen={hash}"), &wait, "of a won game is empty"),
        (
            format!("8/8/8/8/8/8/8/CC5c w 0/0 0/0 5 seen={hash} seen={hash}"),
            &wait,
            "at most one field after the quiet plies",
        ),
        ("8/8/8/8/8/8/8/CC5c w 0/0 0/0 5 ply=3".into(), &wait, "unknown field 'ply=3'"),
        (format!("8/8/8/8/8/8/8/CC5c w 0/0 0/0 seen={hash}"), &wait, "expected 5 fields"),
    ];
    for (text, o, why) in cases {
        let err = Latroncules::from_position(&text, o).unwrap_err();
        assert!(err.0.english.contains(why), "{text}: {err}");
    }
    // The bounds are those of play: 16 cavaliers from 8 and 8 promoted fantassins, all lost.
    let g = pos_with("8/8/8/8/8/8/8/C7 b 0/0 0/16 0", &[("promotion", "always")]);
    assert_eq!(g.outcome(), Some(Outcome::Win(0)));
    pos_with("8/8/8/8/8/8/FFFFFFFF/CCCCCCCC b 0/0 0/0 0", &[("promotion", "always")]);
}

#[test]
fn a_repetition_is_seen_across_a_re_read() {
    let o = OptionValues::new();
    let walk = ["d5-e6", "f3-g4", "e6-d5", "g4-f3"];
    let base = place(&["Cd5", "Cb1", "cf3", "ch8"], 'w');
    let mut straight = base.clone();
    let mut i = 0;
    while straight.outcome().is_none() {
        play_text(&mut straight, walk[i % 4]).unwrap();
        i += 1;
    }
    // Re-read after every move: the third time comes on the same move.
    let mut g = base;
    for (j, m) in walk.iter().cycle().take(i).enumerate() {
        assert!(g.outcome().is_none(), "over before move {j}");
        play_text(&mut g, m).unwrap();
        g = rereads(&g, &o);
    }
    assert_eq!((g.outcome(), g.end_reason()), (Some(Outcome::Draw), Some("repetition")));
    assert_eq!(g, straight);
    assert!(g.position_text().contains(&format!(" {i} seen=")), "{}", g.position_text());
    // With the rule off, no history is written and the game plays on.
    let text = straight.position_text();
    let off = Latroncules::from_position(&text, &options(&[("repetition", "off")])).unwrap();
    assert_eq!(off.outcome(), None);
    assert_eq!(off.position_text(), text.split_once(" seen=").unwrap().0);
}

#[test]
fn random_games_of_every_option_set_re_read_at_every_step() {
    let mut rng = Rng::new(23);
    let mut ends = BTreeSet::new();
    let mut most_lost = 0;
    // The start; a crowded position where promotions come fast (more cavaliers with
    // promotion=always), played with a taste for captures; a few cavaliers that shuffle into
    // repetitions and quiet draws.
    let starts = [
        START,
        "8/FFFFFFFF/cccccccc/8/8/CCCCCCCC/ffffffff/8 w 0/0 0/0 0",
        "8/8/2c2c2/8/8/2C2C2/8/8 w 0/0 0/0 0",
    ];
    for o in every_option_set() {
        for (k, start) in starts.iter().enumerate() {
            for _ in 0..2 {
                let mut g = Latroncules::from_position(start, &o).unwrap();
                let mut r = rereads(&g, &o);
                for _ in 0..[200, 200, 300][k] {
                    if g.outcome().is_some() {
                        break;
                    }
                    let list = listed(&g);
                    // Captures first, now and then, so that material changes hands.
                    let taking: Vec<&Move> = list
                        .iter()
                        .filter(|m| {
                            if k != 1 {
                                return false;
                            }
                            let mut after = g.clone();
                            after.play(m).unwrap();
                            after.lost != g.lost
                        })
                        .collect();
                    let m = if !taking.is_empty() && rng.below(2) == 0 {
                        *taking[rng.below(taking.len())]
                    } else if k == 2 && rng.below(4) != 0 {
                        // Mostly the first move listed: play falls into cycles, as people do.
                        list[0]
                    } else {
                        list[rng.below(list.len())]
                    };
                    g.play(&m).unwrap();
                    r.play(&m).unwrap();
                    r = rereads(&r, &o);
                    assert_eq!(r, g);
                    most_lost = most_lost.max(g.lost[0][1].max(g.lost[1][1]));
                }
                if let Some(reason) = g.end_reason() {
                    ends.insert(reason);
                }
            }
        }
    }
    for reason in ["all-captured", "repetition", "quiet-limit"] {
        assert!(ends.contains(reason), "{reason}: {ends:?}");
    }
    assert!(most_lost > 8, "some side lost more than 8 cavaliers: {most_lost}");
}

#[test]
fn mutated_texts_never_panic_and_what_reads_re_reads() {
    let mut rng = Rng::new(35);
    let alphabet: Vec<char> = "FCfc/12345678 09wb=seen xz-\u{1b}é".chars().collect();
    let sets = every_option_set();
    let mut texts = Vec::new();
    for (i, o) in sets.iter().enumerate() {
        let mut g = Latroncules::new_game(&Setup { options: o.clone(), ..Setup::default() }).unwrap();
        for _ in 0..5 + i * 3 {
            if let Some(m) = g.playout_action(&mut rng) {
                g.play(&m).unwrap();
            }
        }
        texts.push((g.position_text(), o));
    }
    texts.push(("8/8/7C/8/3C1C2/3C4/8/8 b 6/4 5/9 0".into(), &sets[2]));
    texts.push(("3F1F2/8/8/8/8/8/F7/c6c w 0/1 0/0 0".into(), &sets[0]));
    for round in 0..4000 {
        let (text, o) = &texts[round % texts.len()];
        let bad = common::mangle(text, &alphabet, &mut rng);
        if let Ok(g) = Latroncules::from_position(&bad, o) {
            listed(&g);
            rereads(&g, o);
        }
    }
}

#[test]
fn the_worked_examples_of_the_position_text_section() {
    // Rules §9, with the default options.
    let mut g = pos(START);
    for m in ["c2-c3", "d7-d6", "e2-e3", "d6-d5", "c3-c4", "d5-d4", "c4-c5xd4"] {
        play_text(&mut g, m).unwrap();
    }
    assert_eq!(g.position_text(), "fcfcfcfc/cfc1cfcf/8/2F5/8/4F3/FC1C1CFC/CFCFCFCF b 0/0 1/0 0");
    for m in ["c7-d6", "e3-e4", "d6:b4"] {
        play_text(&mut g, m).unwrap();
    }
    // Since the fantassin step e3-e4 the repetition rule has seen one position before this.
    assert_eq!(
        g.position_text(),
        "fcfcfcfc/cf2cfcf/8/2F5/1c2F3/8/FC1C1CFC/CFCFCFCF w 0/0 1/0 3 seen=0e9s86e69m9u9"
    );
    rereads(&g, &OptionValues::new());
    play_text(&mut g, "a2-a3xb4").unwrap();
    assert_eq!(g.position_text(), "fcfcfcfc/cf2cfcf/8/2F5/4F3/F7/1C1C1CFC/CFCFCFCF b 0/0 1/1 0");
    // Promotion, waiting, and the exchange at the start of a turn.
    for (from, m, to) in [
        ("8/3F4/8/8/8/8/8/c6c w 0/1 0/0 0", "d7-d8=C", "3C4/8/8/8/8/8/8/c6c b 0/0 0/0 0"),
        ("8/3F4/8/8/8/8/8/c6c w 0/0 0/0 0", "d7-d8", "3F4/8/8/8/8/8/8/c6c b 0/0 0/0 1"),
        ("3F3f/8/8/5c2/3fC3/8/F7/8 b 0/0 0/0 0", "f5-f4xe4", "3C3f/8/8/8/3f1c2/8/F7/8 w 0/0 0/0 0"),
    ] {
        let mut g = pos(from);
        play_text(&mut g, m).unwrap();
        assert_eq!(g.position_text(), to);
    }
    // The repetition example.
    let mut g = pos("7c/8/8/3C4/8/5c2/8/1C6 w 0/0 0/0 0");
    for m in ["d5-e6", "f3-g4", "e6-d5", "g4-f3"] {
        play_text(&mut g, m).unwrap();
    }
    let text = "7c/8/8/3C4/8/5c2/8/1C6 w 0/0 0/0 4 seen=3n6vfwlw6y6dx2kdikm7cyrts01tnnvcrt51oz93np8gz4lzf2pw";
    assert_eq!(g.position_text(), text);
    let mut again = pos(text);
    for m in ["d5-e6", "f3-g4", "e6-d5"] {
        play_text(&mut again, m).unwrap();
        assert_eq!(again.outcome(), None);
    }
    play_text(&mut again, "g4-f3").unwrap();
    assert_eq!(again.end_reason(), Some("repetition"));
}
