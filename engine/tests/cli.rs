//! The command-line tool, run as a player would run it.

use std::process::Command;

const START: &str = "nn,,,nn/,,,/,,,/nn,,,nn 8 8 l";

fn ludus(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_ludus")).args(args).output().expect("run ludus");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn moves_lists_each_legal_move_in_notation() {
    let (code, out, _) = ludus(&["moves", "qawale", "--position", START]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 40);
    assert!(lines.contains(&"a1:NNN"));
    assert!(lines.iter().all(|l| l.len() == 6 && l.as_bytes()[2] == b':'));
}

#[test]
fn perft_prints_the_count_alone_on_the_last_line() {
    for (depth, want) in [("1", "40"), ("2", "2176"), ("3", "143712")] {
        let (code, out, _) = ludus(&["perft", "qawale", depth, "--position", START]);
        assert_eq!(code, 0);
        assert_eq!(out.lines().last(), Some(want), "depth {depth}");
    }
    // The default setup with light first is the same position.
    let (code, out, _) = ludus(&["perft", "qawale", "2", "--setup", "start", "--option", "first=light"]);
    assert_eq!(code, 0);
    assert_eq!(out.lines().last(), Some("2176"));
}

#[test]
fn abalone_setups_and_positions_work_from_the_command_line() {
    // Counts cross-checked against the reference generator in tests/abalone.rs.
    for (setup, want) in [("standard", "44"), ("belgian", "52"), ("german", "80")] {
        let (code, out, err) = ludus(&["perft", "abalone", "1", "--setup", setup]);
        assert_eq!(code, 0, "{err}");
        assert_eq!(out.lines().last(), Some(want), "{setup}");
    }
    let standard = "bbbbbbbbbbb..bbb.............................www..wwwwwwwwwww b";
    let (code, out, _) = ludus(&["moves", "abalone", "--position", standard]);
    assert_eq!(code, 0);
    assert_eq!(out.lines().count(), 44);
    assert!(out.lines().any(|l| l == "A1B1"));
    let (code, _, err) = ludus(&["moves", "abalone", "--position", "bbb b"]);
    assert_eq!(code, 2);
    assert!(err.contains("61 cells"), "{err}");
    let (code, out, _) = ludus(&["arena", "abalone", "1", "0", "--games", "2", "--option", "ply_limit=200"]);
    assert_eq!(code, 0);
    assert_eq!(out.lines().count(), 3);
}

#[test]
fn latroncules_works_from_the_command_line() {
    let start = "fcfcfcfc/cfcfcfcf/8/8/8/8/FCFCFCFC/CFCFCFCF w 0/0 0/0 0";
    let (code, out, _) = ludus(&["moves", "latroncules", "--position", start]);
    assert_eq!(code, 0);
    assert_eq!(out.lines().count(), 11);
    let (code, out, _) = ludus(&["perft", "latroncules", "3"]);
    assert_eq!(code, 0);
    assert_eq!(out.lines().last(), Some("1441"));
    let (code, _, err) = ludus(&["moves", "latroncules", "--position", "8/8 w"]);
    assert_eq!(code, 2);
    assert!(err.contains("expected 5 fields"), "{err}");
    let (code, out, _) = ludus(&["arena", "latroncules", "1", "0", "--games", "2"]);
    assert_eq!(code, 0);
    assert_eq!(out.lines().count(), 3);
}

#[test]
fn cabale_takes_the_number_of_players() {
    // Set-up starts with runner placement: 18 non-corner edge cells for the first seat.
    for players in ["2", "3", "4"] {
        let (code, out, err) = ludus(&["moves", "cabale", "--players", players]);
        assert_eq!(code, 0, "{err}");
        assert_eq!(out.lines().count(), 18);
        let (code, out, _) = ludus(&["perft", "cabale", "2", "--players", players]);
        assert_eq!(code, 0);
        assert_eq!(out.lines().last(), Some("306"));
    }
    let (code, _, err) = ludus(&["moves", "cabale", "--players", "5"]);
    assert_eq!(code, 2);
    assert!(err.contains("Cabale is played by 2 to 4 players, not 5"), "{err}");
    let (code, out, err) = ludus(&["arena", "cabale", "1", "0", "--games", "3", "--players", "3"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.lines().count(), 4);
}

#[test]
fn players_of_a_two_player_game() {
    let (code, out, err) = ludus(&["moves", "qawale", "--players", "2"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.lines().count() > 0);
    let (code, _, err) = ludus(&["moves", "latroncules", "--players", "3"]);
    assert_eq!(code, 2);
    assert_eq!(err.trim(), "ludus: Latroncules is played by 2 players, not 3");
    let (code, _, err) = ludus(&["moves", "abalone", "--players", "two"]);
    assert_eq!(code, 2);
    assert!(err.contains("--players must be a whole number"), "{err}");
}

#[test]
fn arena_plays_games_and_summarises() {
    let (code, out, err) = ludus(&["arena", "qawale", "3", "0", "--games", "4", "--seed", "5"]);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 5);
    assert!(lines[..4].iter().all(|l| l.starts_with("game ")));
    let summary = lines[4];
    assert!(summary.contains("wins") && summary.contains("draws") && summary.contains("losses"), "{summary}");
    let wins: u32 = summary.split(": ").nth(1).and_then(|s| s.split(' ').next()).unwrap().parse().unwrap();
    assert!(wins >= 3, "level 3 should beat random play: {summary}");
}

#[test]
fn games_lists_the_registry() {
    let (code, out, _) = ludus(&["games"]);
    assert_eq!(code, 0);
    assert!(out.lines().any(|l| l.starts_with("qawale\tQawale\tplayable")));
    assert!(out.lines().any(|l| l.starts_with("abalone\tAbalone\tplayable")));
    assert_eq!(out.lines().count(), 5);
}

#[test]
fn bad_arguments_give_one_line_and_exit_code_2() {
    let cases: &[&[&str]] = &[
        &[],
        &["fly"],
        &["moves"],
        &["moves", "chess"],
        &["moves", "qawale", "--position", "nonsense"],
        &["moves", "qawale", "--position"],
        &["moves", "qawale", "--colour", "red"],
        &["moves", "qawale", "--option", "both_lines=sometimes"],
        &["moves", "qawale", "--setup", "belgian"],
        &["perft", "qawale", "deep"],
        &["perft", "qawale"],
        &["arena", "qawale", "3", "0"],
        &["arena", "qawale", "9", "0", "--games", "1"],
        &["arena", "qawale", "1", "0", "--games", "many"],
    ];
    for args in cases {
        let (code, out, err) = ludus(args);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(out.is_empty(), "{args:?}");
        assert!(err.starts_with("ludus: "), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    }
}

#[test]
fn tab_moves_after_given_throws() {
    // The opening 1 starts South's turn, then 4 and 2: the moves of a turn [1,4,2].
    let (code, out, err) = ludus(&["moves", "tab", "--option", "first=south", "--throws", "1,4,2"]);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 9, "only the 1 has a use while every piece is unmoved: {out}");
    assert!(lines.contains(&"1i1-i2") && lines.contains(&"1a1-b1"));
    // From a position: the rules doc's start with a single 1 for North.
    let start_north = "N,N,N,N,N,N,N,N,N/9/9/S,S,S,S,S,S,S,S,S n throw -";
    let (code, out, _) = ludus(&["moves", "tab", "--position", start_north, "--throws", "1,3"]);
    assert_eq!(code, 0);
    assert_eq!(out.lines().count(), 9);
    assert!(out.lines().any(|l| l == "1a4-a3"));
    // Before any throw the coins are due: the five throws are listed.
    let (code, out, _) = ludus(&["moves", "tab", "--seed", "3"]);
    assert_eq!(code, 0);
    assert_eq!(out.lines().collect::<Vec<_>>(), ["throw 1", "throw 2", "throw 3", "throw 4", "throw 6"]);
    let (code, out, _) = ludus(&["perft", "tab", "2", "--option", "first=south", "--throws", "1,2"]);
    assert_eq!(code, 0);
    // After 1i1-i2 the 2 has one use (2i2-g2); after the 8 others it has none, so North's
    // five throws follow: 1 + 8 × 5.
    assert_eq!(out.lines().last(), Some("41"));
    let (code, out, err) = ludus(&["arena", "tab", "1", "0", "--games", "2", "--seed", "4"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.lines().count(), 3);
    for bad in [
        &["moves", "tab", "--throws", "1,5"][..],
        &["moves", "tab", "--throws", "1,,2"],
        &["moves", "tab", "--option", "first=south", "--throws", "1,2,3"],
        &["moves", "qawale", "--throws", "1"],
        &["arena", "tab", "1", "0", "--games", "1", "--throws", "1"],
    ] {
        let (code, out, err) = ludus(bad);
        assert_eq!(code, 2, "{bad:?}");
        assert!(out.is_empty() && err.starts_with("ludus: ") && err.lines().count() == 1, "{bad:?}: {err}");
    }
}
