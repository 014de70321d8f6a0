//! Qawale rules tests (docs/rules/qawale.md), written with the position text of §1.1.

mod common;

use ludus_engine::core::perft::perft;
use ludus_engine::core::{play_text, ActionError, Actor, Game, OptionValues, Outcome, Rng, Setup};
use ludus_engine::games;
use ludus_engine::games::qawale::{Dir, Pebble, Qawale};
use ludus_engine::session::{SavedGame, Session, SessionMatch, SAVE_VERSION};
use std::collections::HashSet;

const START: &str = "nn,,,nn/,,,/,,,/nn,,,nn 8 8 l";

fn pos(text: &str) -> Qawale {
    Qawale::from_position(text, &OptionValues::new()).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn opts(pairs: &[(&str, &str)]) -> OptionValues {
    pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect()
}

fn moves(g: &Qawale) -> Vec<String> {
    let mut out = Vec::new();
    g.legal_actions(&mut out);
    out.iter().map(|m| g.action_text(m)).collect()
}

fn stack_text(g: &Qawale, space: &str) -> String {
    let s = ludus_engine::games::qawale::board::parse_space(space).unwrap();
    g.stacks[s as usize].pebbles().map(Pebble::letter).collect()
}

#[test]
fn start_position_text_matches_the_rules_doc() {
    let setup = Setup { options: opts(&[("first", "light")]), ..Setup::default() };
    let g = Qawale::new_game(&setup).unwrap();
    assert_eq!(g.position_text(), START);
    assert_eq!(pos(START), g);
}

#[test]
fn start_has_40_moves_with_distinct_results() {
    // Rules "Numbers to test against": 4 corner stacks × 10 non-reversing 3-step walks.
    let g = pos(START);
    let list = moves(&g);
    assert_eq!(list.len(), 40);
    let mut results = HashSet::new();
    for m in &list {
        let mut next = g.clone();
        play_text(&mut next, m).unwrap();
        results.insert(next.position_text());
    }
    assert_eq!(results.len(), 40);
    assert!(list.contains(&"a1:NNN".to_string()));
    assert!(!list.iter().any(|m| m.starts_with("b1")), "empty spaces cannot be chosen (§2.1)");
}

#[test]
fn seven_ply_example_game_is_won_by_the_first_player() {
    // Rules "Numbers to test against": earliest possible win, on the anti-diagonal.
    let mut g = pos(START);
    for m in ["a1:NNN", "d1:NNN", "a2:SE", "a1:NN", "b1:NN", "b2:ES", "d3:SS"] {
        assert!(g.outcome().is_none(), "game ended before {m}");
        play_text(&mut g, m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    assert_eq!(g.outcome(), Some(Outcome::Win(0)));
    let expected = [
        ("a4", "nnl"),
        ("d4", "nnd"),
        ("a3", "nd"),
        ("b3", "l"),
        ("a2", "n"),
        ("c2", "l"),
        ("d2", "nn"),
        ("c1", "d"),
        ("d1", "l"),
    ];
    for file in ['a', 'b', 'c', 'd'] {
        for rank in 1..=4 {
            let space = format!("{file}{rank}");
            let want = expected.iter().find(|(s, _)| *s == space).map(|(_, t)| *t).unwrap_or("");
            assert_eq!(stack_text(&g, &space), want, "stack on {space}");
        }
    }
    // a4 b3 c2 d1 is the winning line.
    assert_eq!(g.winning_line, 0x1248);
    assert!(moves(&g).is_empty(), "no moves once the game is over");
    assert_eq!(g.play(&g.parse_action("a2:NN").unwrap()), Err(ActionError::GameOver));
}

#[test]
fn sowing_drops_bottom_pebble_first_and_the_new_pebble_last() {
    // §2.4: the stack nnl on a4 gains a dark pebble; n, n, l, d drop on a3, a2, b2, b1.
    let mut g = pos("nnl,,,nn/,,,/,,,/nn,,,nn 7 8 d");
    play_text(&mut g, "a4:SSES").unwrap();
    assert_eq!(stack_text(&g, "a4"), "");
    assert_eq!(stack_text(&g, "a3"), "n");
    assert_eq!(stack_text(&g, "a2"), "n");
    assert_eq!(stack_text(&g, "b2"), "l");
    assert_eq!(stack_text(&g, "b1"), "d");
    assert_eq!(g.hands, [7, 7]);
}

#[test]
fn a_path_may_loop_back_to_the_origin_but_never_turn_straight_back() {
    // §2.4 and Q2: the 4-step loop around a 2×2 block returns to the origin.
    let g = pos("nnn,,,n/,,,/,,,/nn,,,nn 8 8 l");
    let list = moves(&g);
    assert!(list.contains(&"a4:ESWN".to_string()), "loop back to a4");
    let mut after = g.clone();
    play_text(&mut after, "a4:ESWN").unwrap();
    assert_eq!(stack_text(&after, "a4"), "l");
    assert!(list.iter().all(|m| !["NS", "SN", "EW", "WE"].iter().any(|u| m.contains(u))));
    let err = play_text(&mut g.clone(), "a4:ESNE").unwrap_err();
    assert!(err.to_string().contains("U-turn"), "{err}");
}

#[test]
fn notation_validation_follows_the_order_of_section_4() {
    let g = pos(START);
    let cases = [
        ("b1:NNN", "empty"),
        ("a1:NN", "needs 3 steps"),
        ("a1:SSS", "leaves the board"),
        ("a1:NSN", "U-turn"),
        ("e1:NNN", "a1…d4"),
        ("a1:NXN", "N, E, S, W"),
        ("a1", "a1:NNN"),
        ("a1-b2", "orthogonally"),
        ("", "a1:NNN"),
    ];
    for (text, why) in cases {
        let mut copy = g.clone();
        let err = play_text(&mut copy, text).expect_err(text);
        assert!(err.to_string().contains(why), "{text}: {err}");
        assert_eq!(copy, g, "a refused move changes nothing");
    }
}

#[test]
fn cell_list_notation_is_accepted_and_printed_canonically() {
    let g = pos(START);
    let m = g.parse_action("a1-a2-a3-a4").unwrap();
    assert_eq!(g.action_text(&m), "a1:NNN");
    assert_eq!(g.parse_action("A1:nnn").unwrap(), m);
}

#[test]
fn bad_position_text_is_refused_with_a_reason() {
    let cases = [
        ("", "expected 4 fields"),
        ("nn,,,nn/,,,/,,,/nn,,,nn 8 8", "expected 4 fields"),
        ("nn,,,nn/,,,/nn,,,nn 8 8 l", "4 ranks"),
        ("nn,,nn/,,,/,,,/nn,,,nn 8 8 l", "4 spaces"),
        ("nx,,,nn/,,,/,,,/nn,,,nn 8 8 l", "not a pebble"),
        ("nn,,,nn/,,,/,,,/nn,,,nn 9 8 l", "light hand '9' is too large (at most 8)"),
        (
            "nn,,,nn/,,,/,,,/nn,,,nn 8 99999999999999999999999 l",
            "dark hand '99999999999999999999999' is too large",
        ),
        ("nn,,,nn/,,,/,,,/nn,,,nn 8 -1 l", "dark hand must be a whole number, not '-1'"),
        ("nn,,,nn/,,,/,,,/nn,,,nn 8 8 x", "side to move must be 'l' or 'd', not 'x'"),
        ("nn,,,nn/,,,/,,,/nn,,,nn 8 8 \u{1b}[2J", "not '\\u{1b}[2J'"),
        ("nn,,,nn/,,,/,,,/nn,,,n 8 8 l", "8 neutral"),
        ("nn,,,nn/,,,/,,,/nn,,,nn 7 8 d", "light: 0 on the board"),
        ("nnll,,,nn/,,,/,,,/nn,,,nn 6 8 d", "differ by more than one"),
        // Rules §2: the players alternate, so the one with fewer pebbles in hand moved last.
        (
            "nnl,d,,/,ddn,ddnd,l/dl,nnn,l,l/l,,nd,l 1 0 d",
            "the side to move must be 'l' (Light): Dark has laid more",
        ),
        ("nnl,,,nn/,,,/,,,/nn,,,nn 7 8 l", "the side to move must be 'd' (Dark): Light has laid more"),
        // The last mover's pebble ends on top of its path (§2.4).
        ("nnld,,,nn/,,,/,,,/nn,,,nn 7 7 d", "the side to move: Light moved last"),
    ];
    for (text, why) in cases {
        let err = Qawale::from_position(text, &OptionValues::new()).expect_err(text);
        assert!(err.to_string().contains(why), "{text:?}: {err}");
    }
}

#[test]
fn unknown_options_and_setups_are_refused() {
    let err = Qawale::new_game(&Setup { options: opts(&[("both_lines", "maybe")]), ..Setup::default() });
    assert!(err.unwrap_err().to_string().contains("allowed: mover, opponent"));
    let err = Qawale::new_game(&Setup { options: opts(&[("colour", "red")]), ..Setup::default() });
    assert!(err.unwrap_err().to_string().contains("unknown option"));
    let err = Qawale::new_game(&Setup { name: "belgian".into(), ..Setup::default() });
    assert!(err.unwrap_err().to_string().contains("no setup"));
}

/// Light's d4:WSS drops n on c4, d on c3 (dark rank 3) and l on c2 (light rank 2): both colours
/// show a line; rules Q5 decides who wins.
const BOTH_LINES: &str = ",,,nd/d,d,,d/l,l,,l/nn,nn,nn,n 5 4 l";

#[test]
fn both_lines_default_the_mover_wins() {
    let g = pos(BOTH_LINES);
    assert!(g.outcome().is_none());
    let mut out = Vec::new();
    g.legal_actions(&mut out);
    // Find a light move that leaves both colours with a line, and check both option settings.
    assert!(moves(&g).contains(&"d4:WSS".to_string()));
    let mut found = false;
    for m in &out {
        let mut mover_wins = g.clone();
        mover_wins.play_unchecked(m);
        if both_have_lines(&mover_wins) {
            found = true;
            assert_eq!(mover_wins.outcome(), Some(Outcome::Win(0)), "{}", g.action_text(m));
            let mut quixo = Qawale::from_position(BOTH_LINES, &opts(&[("both_lines", "opponent")])).unwrap();
            quixo.play_unchecked(m);
            assert_eq!(quixo.outcome(), Some(Outcome::Win(1)), "Quixo rule: {}", g.action_text(m));
        }
    }
    assert!(found, "the test position offers a move showing both lines");
}

fn both_have_lines(g: &Qawale) -> bool {
    use ludus_engine::games::qawale::board::LINES;
    let shows = |p: Pebble| {
        LINES.iter().any(|&l| (0..16).filter(|i| l >> i & 1 == 1).all(|i| g.stacks[i].top() == Some(p)))
    };
    shows(Pebble::Light) && shows(Pebble::Dark)
}

#[test]
fn completing_only_the_opponents_line_loses_at_once() {
    // Q6: dark lifts c3 (l + d) and drops l on c2, completing light's rank 2, and d on c1.
    let mut g = pos("nnd,,,nnd/,,l,/l,l,,l/nnd,,,nnd 4 4 d");
    play_text(&mut g, "c3:SS").unwrap();
    assert_eq!(g.outcome(), Some(Outcome::Win(0)));
    assert_eq!(g.winning_line, 0x00F0);
}

#[test]
fn a_game_without_a_line_is_drawn_after_exactly_16_plies() {
    // Play random games until one ends without a line; it must end at ply 16.
    let mut rng = Rng::new(7);
    let mut draws = 0;
    for _ in 0..2000 {
        let mut g = pos(START);
        while g.outcome().is_none() {
            let m = g.playout_action(&mut rng).unwrap();
            g.play(&m).unwrap();
        }
        if g.outcome() == Some(Outcome::Draw) {
            draws += 1;
            assert_eq!(g.plies(), 16);
            assert_eq!(g.hands, [0, 0]);
        }
    }
    assert!(draws > 0, "some random games end in a draw");
}

#[test]
fn invariants_hold_over_thousands_of_random_games() {
    let mut rng = Rng::new(2026);
    let mut seen = std::collections::BTreeSet::new();
    let (mut list, mut again_list) = (Vec::new(), Vec::new());
    for game in 0..3000 {
        // Every value of every option: `first` by the game number, `both_lines` at random.
        let first = ["random", "light", "dark"][game % 3];
        let both = ["mover", "opponent"][rng.below(2)];
        let options = opts(&[("first", first), ("both_lines", both)]);
        seen.insert((first, both));
        let setup = Setup { options: options.clone(), seed: game as u64, ..Setup::default() };
        let mut g = Qawale::new_game(&setup).unwrap();
        let mut plies = 0;
        loop {
            // Position text round trip: equal state (the derived result too), the same moves.
            let again = Qawale::from_position(&g.position_text(), &options)
                .unwrap_or_else(|e| panic!("{}: {e}", g.position_text()));
            assert_eq!(again, g, "position text round trip");
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
            assert!(!list.is_empty(), "a legal move always exists while the game is on (§2)");
            let m = list[rng.below(list.len())];
            let mover = g.to_move;
            // Notation round trip.
            let text = g.action_text(&m);
            assert_eq!(g.parse_action(&text).unwrap(), m);
            let path = m.path().unwrap();
            g.play(&m).unwrap();
            plies += 1;
            // The mover's new pebble is on top of the path's last space.
            let last = *path.last().unwrap() as usize;
            assert_eq!(g.stacks[last].top(), Some(ludus_engine::games::qawale::seat_pebble(mover)));
            // 24 pebbles; board = 8 + plies; hands = 16 − plies.
            let on_board: usize = g.stacks.iter().map(|s| s.height()).sum();
            assert_eq!(on_board, 8 + plies);
            assert_eq!((g.hands[0] + g.hands[1]) as usize, 16 - plies);
            let neutral = g.stacks.iter().flat_map(|s| s.pebbles()).filter(|p| *p == Pebble::Neutral).count();
            assert_eq!(neutral, 8);
        }
        assert!(plies <= 16);
        if g.outcome() == Some(Outcome::Draw) {
            assert_eq!(plies, 16);
        }
        // A finished game refuses every move and stays as it was.
        let before = g.clone();
        assert!(g.play(&ludus_engine::games::qawale::Sowing::new(0, &[Dir::N, Dir::N])).is_err());
        assert_eq!(g, before);
    }
    assert_eq!(seen.len(), 6, "every option value");
}

#[test]
fn mangled_text_never_panics() {
    // Position texts of random games cut and garbled: an error or a position that reads back
    // equal, never a panic (debug builds check overflow).
    let mut rng = Rng::new(5);
    let mut seeds = vec![START.to_string()];
    for _ in 0..40 {
        let mut g = pos(START);
        while g.outcome().is_none() {
            let m = g.playout_action(&mut rng).unwrap();
            g.play(&m).unwrap();
            if rng.below(4) == 0 {
                seeds.push(g.position_text());
            }
        }
    }
    let alphabet: Vec<char> = "nldx,/ 0189-\u{e9}\u{1F3B2}".chars().collect();
    let mut read = 0;
    for i in 0..30_000 {
        let text = common::mangle(&seeds[i % seeds.len()], &alphabet, &mut rng);
        for both in ["mover", "opponent"] {
            let o = opts(&[("both_lines", both)]);
            if let Ok(g) = Qawale::from_position(&text, &o) {
                read += 1;
                let mut list = Vec::new();
                g.legal_actions(&mut list);
                assert_eq!(list.is_empty(), g.outcome().is_some(), "{text}");
                for m in list {
                    g.clone().play(&m).unwrap();
                }
                assert_eq!(Qawale::from_position(&g.position_text(), &o).unwrap(), g, "{text}");
            }
        }
        let words: String = text.chars().take(12).collect();
        let _ = pos(START).parse_action(&words);
    }
    assert!(read > 100, "{read} mangled texts read");
}

#[test]
fn playout_action_is_always_legal() {
    let mut rng = Rng::new(99);
    for _ in 0..500 {
        let mut g = pos(START);
        while g.outcome().is_none() {
            let m = g.playout_action(&mut rng).unwrap();
            let mut list = Vec::new();
            g.legal_actions(&mut list);
            assert!(list.contains(&m), "{}", g.action_text(&m));
            g.play_unchecked(&m);
        }
    }
}

/// An independent, deliberately naive implementation of rules §2 (strings and vectors), used to
/// cross-check the move generator by perft.
mod reference {
    pub type Board = Vec<Vec<char>>;

    pub fn start() -> Board {
        let mut b = vec![Vec::new(); 16];
        for c in [0, 3, 12, 15] {
            b[c] = vec!['n', 'n'];
        }
        b
    }

    fn neighbour(s: usize, d: usize) -> Option<usize> {
        let (f, r) = ((s % 4) as i32, (s / 4) as i32);
        let (df, dr) = [(0, 1), (1, 0), (0, -1), (-1, 0)][d];
        let (nf, nr) = (f + df, r + dr);
        ((0..4).contains(&nf) && (0..4).contains(&nr)).then(|| (nr * 4 + nf) as usize)
    }

    fn lined(b: &Board, c: char) -> bool {
        let lines: Vec<Vec<usize>> = (0..4)
            .map(|r| (0..4).map(|f| r * 4 + f).collect())
            .chain((0..4).map(|f| (0..4).map(|r| r * 4 + f).collect()))
            .chain([vec![0, 5, 10, 15], vec![12, 9, 6, 3]])
            .collect();
        lines.iter().any(|l| l.iter().all(|&s| b[s].last() == Some(&c)))
    }

    pub fn perft(b: &Board, hands: [u32; 2], side: usize, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let colour = ['l', 'd'][side];
        let mut total = 0;
        for origin in 0..16 {
            if b[origin].is_empty() {
                continue;
            }
            let mut lifted = b[origin].clone();
            lifted.push(colour);
            let mut paths = vec![vec![origin]];
            for _ in 0..lifted.len() {
                let mut longer = Vec::new();
                for p in &paths {
                    for d in 0..4 {
                        if let Some(n) = neighbour(*p.last().unwrap(), d) {
                            if p.len() >= 2 && p[p.len() - 2] == n {
                                continue;
                            }
                            let mut q = p.clone();
                            q.push(n);
                            longer.push(q);
                        }
                    }
                }
                paths = longer;
            }
            for p in paths {
                let mut nb = b.clone();
                nb[origin].clear();
                for (i, &s) in p[1..].iter().enumerate() {
                    nb[s].push(lifted[i]);
                }
                let mut nh = hands;
                nh[side] -= 1;
                let over = lined(&nb, 'l') || lined(&nb, 'd') || nh == [0, 0];
                total += if over || depth == 1 {
                    u64::from(depth == 1)
                } else {
                    perft(&nb, nh, 1 - side, depth - 1)
                };
            }
        }
        total
    }
}

#[test]
fn perft_matches_an_independent_reference_implementation() {
    let g = pos(START);
    for depth in 1..=3 {
        let reference = reference::perft(&reference::start(), [8, 8], 0, depth);
        assert_eq!(perft(&g, depth), reference, "depth {depth}");
    }
    assert_eq!(perft(&g, 1), 40);
    assert_eq!(perft(&g, 2), 2176);
    assert_eq!(perft(&g, 3), 143_712);
}

#[test]
fn perft_deeper_from_a_midgame_position() {
    // Compared with the reference implementation above at depth 2 on a busier board.
    let g = pos("nnl,,,nnd/nd,l,,/n,,l,nn/,d,l, 4 5 d");
    let mut board = vec![Vec::new(); 16];
    for (i, s) in g.stacks.iter().enumerate() {
        board[i] = s.pebbles().map(Pebble::letter).collect();
    }
    for depth in 1..=3 {
        assert_eq!(perft(&g, depth), reference::perft(&board, [4, 5], 1, depth), "depth {depth}");
    }
}

#[test]
fn session_saves_replays_and_refuses_corrupt_saves() {
    let setup = Setup { options: opts(&[("first", "dark")]), ..Setup::default() };
    let mut s = SessionMatch::<Qawale>::new(setup).unwrap();
    assert_eq!(s.actor(), Actor::Seat(1));
    s.play("a1:NNN").unwrap();
    s.play("d1-d2-d3-d4").unwrap();
    assert_eq!(s.history(), vec!["a1:NNN", "d1:NNN"]);
    let saved = s.save();
    let json = serde_json::to_string(&saved).unwrap();
    let back: SavedGame = serde_json::from_str(&json).unwrap();
    let loaded = games::load(&back).unwrap();
    assert_eq!(loaded.position_text(), s.position_text());

    let mut bad = saved.clone();
    bad.moves.push("a4:SSS".into());
    assert!(games::load(&bad).err().unwrap().contains("saved move 3"));
    let mut old = saved.clone();
    old.version = SAVE_VERSION + 1;
    assert!(games::load(&old).err().unwrap().contains("version"));
    let mut other = saved;
    other.game = "chess".into();
    assert!(games::load(&other).err().unwrap().contains("unknown game"));

    assert!(s.undo());
    assert_eq!(s.history(), vec!["a1:NNN"]);
    let before = s.position_text();
    assert!(s.play("b2:NN").is_err());
    assert_eq!(s.position_text(), before, "a refused move changes nothing");
}

#[test]
fn computer_players_finish_games_and_beat_random_play() {
    let mut wins = 0;
    for i in 0..10u64 {
        let setup = Setup { seed: i, ..Setup::default() };
        let mut s = SessionMatch::<Qawale>::new(setup).unwrap();
        let strong = (i % 2) as usize;
        while s.outcome().is_none() {
            let Actor::Seat(seat) = s.actor() else { unreachable!() };
            let mut t = s.thinker(if seat == strong { 3 } else { 0 }, i * 31 + s.history().len() as u64);
            let m = ludus_engine::ai::decide(t.as_mut()).unwrap();
            s.play(&m).unwrap();
        }
        if s.outcome() == Some(Outcome::Win(strong)) {
            wins += 1;
        }
    }
    assert!(wins >= 9, "level 3 won only {wins} of 10 against random play");
}

#[test]
fn thinking_can_be_sliced_and_resumed() {
    let s = SessionMatch::<Qawale>::new(Setup::default()).unwrap();
    let mut t = s.thinker(2, 5);
    // Not one of Medium's hasty decisions, which search nothing.
    t.steady();
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
    assert!(slices > 1, "the search stopped when asked and resumed");
    assert!(s.legal_actions().contains(&m));
}

/// Laying a path step by step (the board view asks the engine): the continuations are exactly
/// the legal moves' next steps, and the preview ends where the move ends.
#[test]
fn a_path_laid_step_by_step_follows_the_legal_moves() {
    use ludus_engine::games::qawale::board::{parse_space, Dir};
    let g = pos(START);
    let a1 = parse_space("a1").unwrap();
    // A corner: two ways out, then no U-turn.
    assert_eq!(g.next_steps(a1, &[]), vec![Dir::N, Dir::E]);
    assert_eq!(g.next_steps(a1, &[Dir::N]), vec![Dir::N, Dir::E]);
    assert_eq!(g.next_steps(a1, &[Dir::N, Dir::E]).len(), 3);
    // Three pebbles to lay (two neutral and the player's): nothing after the third step.
    assert!(g.next_steps(a1, &[Dir::N, Dir::N, Dir::N]).is_empty());
    assert!(g.next_steps(a1, &[Dir::S]).is_empty(), "off the board");
    assert!(g.next_steps(parse_space("b2").unwrap(), &[]).is_empty(), "an empty space");
    // Every legal move is reachable step by step, and the preview after the last step is the
    // position the move leads to.
    let mut legal = Vec::new();
    g.legal_actions(&mut legal);
    for m in &legal {
        let dirs: Vec<Dir> = m.dirs().collect();
        for k in 0..dirs.len() {
            assert!(g.next_steps(m.origin, &dirs[..k]).contains(&dirs[k]), "{}", g.action_text(m));
        }
        let (stacks, left) = g.sowing_preview(m.origin, &dirs);
        assert!(left.is_empty());
        let mut after = g.clone();
        after.play(m).unwrap();
        assert_eq!(stacks, after.stacks, "{}", g.action_text(m));
    }
    let (stacks, left) = g.sowing_preview(a1, &[Dir::N]);
    assert_eq!(left, vec![Pebble::Neutral, Pebble::Light]);
    assert!(stacks[a1 as usize].is_empty());
}
