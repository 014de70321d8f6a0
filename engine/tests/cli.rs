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
    assert_eq!(out.lines().count(), 4);
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
    assert_eq!(out.lines().count(), 4);
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
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 6, "{out}");
    // Against two B seats the arena also prints A's place against each of them: worked out
    // again here from each game's scores (A sits in seat i of game i).
    let mut sum = 0.0;
    for (i, line) in lines[..3].iter().enumerate() {
        let scores: Vec<i32> = line
            .split("Scores([")
            .nth(1)
            .and_then(|t| t.split("])").next())
            .unwrap_or_else(|| panic!("no scores in {line}"))
            .split(", ")
            .map(|v| v.parse().unwrap())
            .collect();
        let placed = |o: usize| match scores[o].cmp(&scores[i]) {
            std::cmp::Ordering::Less => 1.0,
            std::cmp::Ordering::Equal => 0.5,
            std::cmp::Ordering::Greater => 0.0,
        };
        sum += (0..3).filter(|&o| o != i).map(placed).sum::<f64>() / 2.0;
    }
    let expected = format!("A ahead of each B seat: {:.1} % ± ", sum / 3.0 * 100.0);
    assert!(lines[5].starts_with(&expected), "{} (expected {expected})", lines[5]);
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
    assert_eq!(lines.len(), 6);
    assert!(lines[..4].iter().all(|l| l.starts_with("game ")));
    assert!(lines[5].starts_with("score of A: ") && lines[5].contains("% ± "), "{}", lines[5]);
    let summary = lines[4];
    assert!(summary.contains("wins") && summary.contains("draws") && summary.contains("losses"), "{summary}");
    let wins: u32 = summary.split(": ").nth(1).and_then(|s| s.split(' ').next()).unwrap().parse().unwrap();
    assert!(wins >= 3, "level 3 should beat random play: {summary}");
}

#[test]
fn arena_takes_level_names_equal_time_and_openings() {
    // Master against the frozen Expert, 20 ms a move each, from 2-action random openings.
    let args =
        ["arena", "qawale", "master", "expert-v1", "--games", "2", "--time-ms", "20", "--openings", "2"];
    let (code, out, err) = ludus(&args);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 4, "{out}");
    assert!(lines[0].starts_with("game 1: A=5 (Master) as "), "{}", lines[0]);
    assert!(lines[0].contains("B=expert-v1"), "{}", lines[0]);
    assert!(lines[2].starts_with("A (level 5 (Master)) vs B (level expert-v1): "), "{}", lines[2]);
    // The MCTS Master that Qawale's alpha-beta Master replaced plays on as master-v2.
    let (code, out, err) =
        ludus(&["arena", "qawale", "master", "master-v2", "--games", "1", "--time-ms", "20"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("vs B (level master-v2): "), "{out}");
    // --actions: each game's line ends with its actions, as many as it says it had.
    let (code, out, err) = ludus(&["arena", "qawale", "easy", "random", "--games", "1", "--actions"]);
    assert_eq!(code, 0, "{err}");
    let line = out.lines().next().expect("the game's line");
    let count: usize =
        line.split(" after ").nth(1).and_then(|r| r.split(' ').next()).unwrap().parse().unwrap();
    let actions = line.rsplit(": ").next().unwrap();
    assert_eq!(actions.split(' ').count(), count, "{line}");
    assert!(actions.split(' ').all(|a| a.contains(':')), "Qawale's notation: {line}");
    // Each opening is played from both seats: the two games begin alike.
    let (code, _, err) = ludus(&["arena", "qawale", "Easy", "random", "--games", "1"]);
    assert_eq!(code, 0, "{err}");
    let (code, _, err) = ludus(&["arena", "qawale", "grandmaster", "0", "--games", "1"]);
    assert_eq!(code, 2);
    assert!(err.contains("unknown level 'grandmaster' (levels: 0 to 5, random, easy"), "{err}");
    let (code, _, err) = ludus(&["record", "qawale", "--levels", "expert-v1,1"]);
    assert_eq!(code, 2);
    assert!(err.contains("expert-v1, master-v1 and master-v2 play in the arena only"), "{err}");
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
    assert_eq!(out.lines().count(), 4);
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

/// Runs ludus with `input` on its standard input.
fn ludus_with_input(args: &[&str], input: &str) -> (i32, String, String) {
    use std::io::Write;
    use std::process::Stdio;
    let mut child = Command::new(env!("CARGO_BIN_EXE_ludus"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run ludus");
    // A reader that stops early (a record over the limit) closes the pipe: that is fine.
    let _ = child.stdin.take().unwrap().write_all(input.as_bytes());
    let out = child.wait_with_output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// A file in the temporary directory holding `text`, named for the test.
fn temp_file(name: &str, text: &str) -> String {
    let path = std::env::temp_dir().join(format!("ludus-cli-{}-{name}.txt", std::process::id()));
    std::fs::write(&path, text).unwrap();
    path.to_string_lossy().into_owned()
}

#[test]
fn record_plays_a_game_and_replay_reads_it_back() {
    let (code, record, err) = ludus(&[
        "record",
        "abalone",
        "--setup",
        "belgian",
        "--option",
        "ply_limit=200",
        "--levels",
        "1,0",
        "--seed",
        "2",
    ]);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = record.lines().collect();
    assert_eq!(
        lines[..4],
        ["[Ludus \"1\"]", "[Game \"abalone\"]", "[Setup \"belgian\"]", "[Options \"ply_limit=200\"]"]
    );
    assert!(record.contains("[Seats \"computer 1, computer 0\"]\n"), "{record}");
    assert!(record.contains("[Result \""), "the game is played to its end: {record}");
    assert!(record.contains("\n1. ") && record.contains("\n2. "), "{record}");
    let file = temp_file("abalone", &record);
    let (code, out, err) = ludus(&["replay", &file]);
    assert_eq!(code, 0, "{err}");
    let out: Vec<&str> = out.lines().collect();
    assert_eq!(out.len(), 2, "{out:?}");
    assert!(out[0].ends_with(" b 0 0") || out[0].contains(' '), "{out:?}");
    assert!(out[1].starts_with("result: ") && out[1].contains("wins"), "{out:?}");
    // The same from standard input.
    let (code, same, _) = ludus_with_input(&["replay", "-"], &record);
    assert_eq!(code, 0);
    assert_eq!(same.lines().collect::<Vec<_>>(), out);
    // After 2 actions: the position, not over; moves from there are those of that position.
    let (code, after2, _) = ludus(&["replay", &file, "--upto", "2"]);
    assert_eq!(code, 0);
    assert_eq!(after2.lines().count(), 1);
    let (_, direct, _) = ludus(&["moves", "abalone", "--position", after2.trim()]);
    let mut short = record.lines().take_while(|l| !l.starts_with("1.")).collect::<Vec<_>>().join("\n");
    let first_round = record.lines().find(|l| l.starts_with("1. ")).unwrap();
    short.push('\n');
    short.push_str(first_round);
    short = short.replace("[Result", "[Was");
    let file2 = temp_file("abalone-2", &short);
    let (code, moves, err) = ludus(&["moves", "--record", &file2]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(moves, direct);
    let (code, moves, _) = ludus(&["moves", "abalone", "--record", &file2]);
    assert_eq!(code, 0);
    assert_eq!(moves, direct);
    let (code, perft, err) = ludus(&["perft", "1", "--record", &file2]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(perft.trim(), direct.lines().count().to_string());
    let (code, _, err) = ludus(&["moves", "qawale", "--record", &file2]);
    assert_eq!(code, 2);
    assert!(err.contains("is a game of abalone, not 'qawale'"), "{err}");
    for f in [file, file2] {
        let _ = std::fs::remove_file(f);
    }
}

#[test]
fn records_of_tab_and_of_cabale_for_three() {
    let (code, record, err) =
        ludus(&["record", "tab", "--levels", "1,0", "--seed", "6", "--max-actions", "80"]);
    assert_eq!(code, 0, "{err}");
    assert!(record.contains("throw "), "{record}");
    assert!(!record.contains("[Result"), "stopped after 80 actions: {record}");
    let actions: usize = record
        .lines()
        .filter(|l| l.starts_with(|c: char| c.is_ascii_digit()))
        .map(|l| l.split("; ").count())
        .sum();
    assert_eq!(actions, 80);
    let (code, out, err) = ludus_with_input(&["replay", "-"], &record);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.lines().count(), 1, "not over: no result line");
    // Moves after the record, after given throws, when a throw is due.
    let (code, _, _) = ludus_with_input(&["moves", "--record", "-"], &record);
    assert_eq!(code, 0);

    let (code, record, err) =
        ludus(&["record", "cabale", "--players", "3", "--levels", "0,1,0", "--max-actions", "30"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        record.contains("[Options \"players=3\"]") && record.contains("computer 0, computer 1, computer 0")
    );
    let (code, _, err) = ludus_with_input(&["replay", "-", "--upto", "30"], &record);
    assert_eq!(code, 0, "{err}");
    let (code, _, err) = ludus(&["record", "cabale", "--players", "3", "--levels", "1,1"]);
    assert_eq!(code, 2);
    assert!(err.contains("--levels gives 2 levels, but this game of Cabale has 3 seats"), "{err}");
}

#[test]
fn a_bad_record_gives_one_line_naming_the_action_or_line() {
    let good = "[Ludus \"1\"]\n[Game \"abalone\"]\n\n1. A5B5; I5H5\n2. A1B2; H5G5\n";
    let (code, _, err) = ludus_with_input(&["replay", "-"], good);
    assert_eq!(code, 0, "{err}");
    let cases = [
        (good.replace("A1B2", "A1A9"), "action 3 (A1A9): bad notation"),
        (good.replace("H5G5", "B5C5"), "action 4 (B5C5): illegal move: "),
        (good.replace("\"1\"", "\"2\""), "line 1: the record is in format version 2, newer"),
        (good.replace("abalone", "chess"), "line 2: unknown game 'chess'"),
        (good.replace("1. A5B5", "A5B5"), "line 4: this line is not a tag"),
        (format!("{good}[Seats \"human\"]\n"), "line 6: the tags come before the actions"),
        ("\u{1}\u{2}garbage".to_string(), "line 1: "),
        (String::new(), "no [Ludus \"1\"] tag"),
    ];
    for (text, want) in cases {
        let (code, out, err) = ludus_with_input(&["replay", "-"], &text);
        assert_eq!(code, 2, "{text}");
        assert!(out.is_empty());
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.starts_with("ludus: '-': ") && err.contains(want), "{want}: {err}");
    }
    let (code, _, err) = ludus_with_input(&["replay", "-", "--upto", "5"], good);
    assert_eq!(code, 2);
    assert!(err.contains("has only 4 actions"), "{err}");
    let (code, _, err) =
        ludus_with_input(&["replay", "-"], "[Ludus \"1\"]\n[Game \"abalone\"]\n[Id \"\u{0}\"]\n");
    assert_eq!(code, 2);
    assert!(err.contains("line 3: the game's id is not one Ludus gives"), "{err}");
    let (code, _, err) =
        ludus_with_input(&["replay", "-"], "[Ludus \"1\"]\n[Game \"abalone\"]\n[Id \"a2b3c4d5e6f7\"]\n");
    assert_eq!(code, 0, "{err}");
    // Not UTF-8, or too long.
    let file = std::env::temp_dir().join(format!("ludus-cli-{}-bytes.txt", std::process::id()));
    std::fs::write(&file, b"[Ludus \"1\"]\n\xff\xfe\n").unwrap();
    let (code, _, err) = ludus(&["replay", file.to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(err.contains("not UTF-8"), "{err}");
    let _ = std::fs::remove_file(&file);
    let huge = format!("{good}{}", "# padding\n".repeat(120_000));
    let (code, _, err) = ludus_with_input(&["replay", "-"], &huge);
    assert_eq!(code, 2);
    assert!(err.contains("longer than"), "{err}");
}

#[test]
fn record_commands_refuse_bad_arguments() {
    let cases: &[&[&str]] = &[
        &["replay"],
        &["replay", "/no/such/file.txt"],
        &["replay", "a", "b"],
        &["replay", "-", "--upto", "many"],
        &["replay", "-", "--seed", "3"],
        &["record", "qawale"],
        &["record", "qawale", "--levels", "1,9"],
        &["record", "qawale", "--levels", "1,1,1"],
        &["record", "qawale", "--levels", "1,1", "--games", "3"],
        &["record", "qawale", "--levels", "1,1", "--max-actions", "-1"],
        &["moves", "--record", "/no/such/file.txt"],
        &["moves", "qawale", "--upto", "3"],
        &["arena", "qawale", "1", "0", "--games", "1", "--levels", "1,1"],
    ];
    for args in cases {
        let (code, out, err) = ludus_with_input(args, "");
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(out.is_empty(), "{args:?}");
        assert!(err.starts_with("ludus: ") && err.lines().count() == 1, "{args:?}: {err}");
    }
    let file = temp_file("plain", "[Ludus \"1\"]\n[Game \"qawale\"]\n");
    let (code, _, err) = ludus(&["moves", "--record", &file, "--position", "x"]);
    assert_eq!(code, 2);
    assert!(err.contains("--position cannot go with --record"), "{err}");
    let (code, out, _) = ludus(&["moves", "--record", &file]);
    assert_eq!(code, 0);
    assert!(out.lines().count() > 10);
    let _ = std::fs::remove_file(file);
    let (code, out, _) = ludus(&["help"]);
    assert_eq!(code, 0);
    assert!(out.contains("ludus replay FILE") && out.contains("ludus record <game>"));
}

/// Hostile arguments (issue 13): one line on stderr whatever the input, the input quoted with its
/// control characters escaped and at most about 80 of its characters shown; numbers out of
/// range are "too large"; flags of other games say so plainly.
#[test]
fn hostile_arguments_give_one_short_quoted_line() {
    let huge = "x".repeat(100_000);
    let esc = "a\nb\u{1b}[2J\r";
    let (first, flag) = (format!("first={esc}"), format!("--{esc}"));
    let cases: Vec<(Vec<&str>, &str)> = vec![
        (vec!["moves", "qawale", "--position", esc], "bad position"),
        (vec!["moves", "qawale", "--position", &huge], "bad position"),
        (vec!["moves", &huge], "unknown game 'xxxx"),
        (vec!["moves", esc], "unknown game 'a\\nb\\u{1b}[2J\\r'"),
        (vec![esc], "unknown command 'a\\nb"),
        (vec!["moves", "qawale", "--option", &first], "cannot be 'a\\nb"),
        (vec!["moves", "qawale", "--option", esc], "KEY=VALUE, not 'a\\nb"),
        (vec!["moves", "qawale", &flag], "unknown flag '--a\\nb"),
        (
            vec!["moves", "qawale", "--seed", "99999999999999999999999"],
            "--seed '99999999999999999999999' is too large",
        ),
        (vec!["perft", "qawale", "99999999999"], "the depth '99999999999' is too large (at most 12)"),
        (vec!["perft", "qawale", "x1"], "the depth must be a whole number, not 'x1'"),
        (vec!["arena", "qawale", "7", "0", "--games", "1"], "the level '7' is too large (at most 5)"),
        (vec!["moves", "abalone", "--throws", "4"], "Abalone has no throws"),
        (vec!["moves", "qawale", "--option", "players=2"], "Qawale has no option 'players'"),
        (vec!["moves", "qawale", "--players", "3"], "Qawale is played by 2 players, not 3"),
        (vec!["replay", esc], "'a\\nb"),
    ];
    for (args, want) in cases {
        let (code, out, err) = ludus(&args);
        assert_eq!(code, 2, "{args:?}");
        assert!(out.is_empty(), "{args:?}");
        assert_eq!(err.lines().count(), 1, "one line: {err:?}");
        assert!(!err.contains('\u{1b}') && !err.contains('\r'), "control characters escaped: {err:?}");
        assert!(err.chars().count() < 300, "shortened ({} characters): {}", err.chars().count(), &err[..200]);
        assert!(err.contains(want), "{want}: {err}");
    }
    // Two players on a two-player game is simply accepted.
    let (code, out, _) = ludus(&["moves", "qawale", "--players", "2"]);
    assert_eq!(code, 0);
    assert!(!out.is_empty());
}

/// `ludus analyse` (issue 14): best action, evaluation, principal variation and the work done,
/// within the time given; refusals when nothing is to be chosen.
#[test]
fn analyse_prints_the_best_action_its_value_and_line() {
    for game in ["abalone", "latroncules", "qawale", "cabale"] {
        let (code, out, err) = ludus(&["analyse", game, "--time-ms", "200"]);
        assert_eq!(code, 0, "{game}: {err}");
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines.len(), 4, "{out}");
        let best = lines[0].strip_prefix("best: ").expect("best line");
        let (_, moves, _) = ludus(&["moves", game]);
        assert!(moves.lines().any(|m| m == best), "{game}: {best} is legal");
        assert!(lines[1].starts_with("eval: "), "{out}");
        assert!(lines[2].starts_with("pv: "), "{out}");
        assert!(lines[3].starts_with("searched: "), "{out}");
    }
    // A won position: the search sees the win.
    let win = "................................bbw.......................... b 5 0";
    let (code, out, err) = ludus(&["analyse", "abalone", "--position", win, "--time-ms", "300"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("eval: wins in"), "{out}");
    // Qawale's Master where its solver proves the win: a value, not a score (issue 38).
    let won = ",l,,/,,,n/nl,ld,ld,nldl/nndn,d,,dnnl 1 2 d";
    let (code, out, err) = ludus(&["analyse", "qawale", "--position", won, "--time-ms", "3000"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("eval: wins for Dark"), "{out}");
    assert!(out.contains("searched: solved exactly in"), "{out}");
    let (code, _, err) = ludus(&["analyse", "qawale"]);
    assert_eq!(code, 2);
    assert!(err.contains("--time-ms"), "{err}");
}

/// `ludus analyse` where a throw is due (issue 19, point 4): each outcome with its odds, what
/// it is worth to each seat and what follows it, then the expectation, which is the outcomes'
/// values weighed by their odds.
#[test]
fn analyse_weighs_a_throw_before_it_falls() {
    // Tâb at the start (the opening's throws), and after South's first 1, which throws again:
    // a 2 or a 3 then leaves South a move to choose.
    for args in [
        vec!["analyse", "tab", "--time-ms", "300"],
        vec!["analyse", "tab", "--throws", "1", "--time-ms", "300"],
    ] {
        let (code, out, err) = ludus(&args);
        assert_eq!(code, 0, "{args:?}: {err}");
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines.len(), 8, "{out}");
        assert!(lines[0].starts_with("a throw is due"), "{out}");
        let percent = |s: &str| s.trim_end_matches(" %").trim().parse::<f64>().unwrap();
        let (mut odds, mut expected) = (0.0, 0.0);
        for (line, value) in lines[1..6].iter().zip(["1", "2", "3", "4", "6"]) {
            assert!(line.starts_with(&format!("throw {value} (odds ")), "{line}");
            let p = percent(line.split("(odds ").nth(1).unwrap().split(')').next().unwrap()) / 100.0;
            let south = percent(line.split("): ").nth(1).unwrap().split(" for South").next().unwrap());
            assert!(line.ends_with("another throw") || line.contains("; best "), "{line}");
            odds += p;
            expected += p * south;
        }
        assert!((odds - 1.0).abs() < 1e-3, "{out}");
        let said = percent(lines[6].strip_prefix("expected: ").unwrap().split(" for South").next().unwrap());
        // Each line rounds its value to a whole percent.
        assert!((said - expected).abs() <= 1.0, "{out}");
        assert!(lines[7].starts_with("searched: "), "{out}");
    }
}

/// `ludus think`: the decision of a level by its work budget alone, the same for a seed on
/// every run, and the work it took.
#[test]
fn think_decides_by_the_levels_work_alone() {
    for (game, level) in [("qawale", "3"), ("abalone", "easy"), ("latroncules", "2"), ("cabale", "1")] {
        let args = ["think", game, "--level", level, "--seed", "7"];
        let (code, out, err) = ludus(&args);
        assert_eq!(code, 0, "{game}: {err}");
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines.len(), 2, "{out}");
        let (_, again, _) = ludus(&args);
        assert_eq!(again.lines().next(), Some(lines[0]), "{game}: the same action for the same seed");
        let (_, moves, _) = ludus(&["moves", game, "--seed", "7"]);
        assert!(moves.lines().any(|m| m == lines[0]), "{game}: {} is legal", lines[0]);
        let work = lines[1].strip_prefix("work ").and_then(|w| w.split_once(" in ")).expect("work line");
        assert!(work.0.parse::<u64>().is_ok(), "{}", lines[1]);
        let ms = work.1.strip_suffix(" ms").expect("ms");
        assert!(ms.parse::<f64>().is_ok() && ms.split('.').nth(1).map(str::len) == Some(1), "{}", lines[1]);
    }
    // Level 0 plays at random and does not search: no work. --steady is taken.
    let (code, out, err) = ludus(&["think", "qawale", "--level", "random", "--steady"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.lines().nth(1).is_some_and(|l| l.starts_with("work 0 in ")), "{out}");
    // A throw is due first in Tâb: given with --throws, then a seat decides.
    let (code, out, err) =
        ludus(&["think", "tab", "--level", "2", "--option", "first=south", "--throws", "1,4,2"]);
    assert_eq!(code, 0, "{err}");
    let (_, moves, _) = ludus(&["moves", "tab", "--option", "first=south", "--throws", "1,4,2"]);
    assert!(moves.lines().any(|m| Some(m) == out.lines().next()), "{out}");
    for (args, want) in [
        (&["think", "qawale", "--level", "grandmaster"][..], "unknown level 'grandmaster' (levels: 0 to 5"),
        (&["think", "qawale", "--level", "7"], "the level '7' is too large (at most 5)"),
        (
            &["think", "qawale", "--level", "expert-v1"],
            "expert-v1, master-v1 and master-v2 play in the arena only",
        ),
        (&["think", "qawale", "--level", "analysis"], "unknown level 'analysis'"),
        (&["think", "qawale"], "think needs --level"),
        (&["think", "tab", "--level", "1"], "a throw is due"),
        (&["think", "qawale", "--level", "1", "--games", "2"], "think does not take --games"),
    ] {
        let (code, out, err) = ludus(args);
        assert_eq!(code, 2, "{args:?}");
        assert!(out.is_empty() && err.lines().count() == 1, "{args:?}: {err}");
        assert!(err.starts_with("ludus: ") && err.contains(want), "{want}: {err}");
    }
    // Game over: a record played to its end.
    let (code, record, err) = ludus(&["record", "qawale", "--levels", "1,0", "--seed", "2"]);
    assert_eq!(code, 0, "{err}");
    assert!(record.contains("[Result \""), "{record}");
    let file = temp_file("think-over", &record);
    let (code, out, err) = ludus(&["think", "--record", &file, "--level", "1"]);
    assert_eq!(code, 2);
    assert!(out.is_empty() && err.lines().count() == 1, "{err}");
    assert!(err.starts_with("ludus: the game is over (") && err.contains("nothing to decide"), "{err}");
    let _ = std::fs::remove_file(file);
}

/// `ludus completions <shell>`: a completion script naming the commands.
#[test]
fn completions_print_a_script_for_each_shell() {
    let (code, out, err) = ludus(&["completions", "bash"]);
    assert_eq!(code, 0, "{err}");
    assert!(!out.trim().is_empty());
    for command in ["moves", "perft", "analyse", "think", "arena", "record", "replay", "games"] {
        assert!(out.contains(command), "bash completions name {command}");
    }
    assert!(out.contains("--record") && out.contains("--level"), "and the flags");
    for shell in ["zsh", "fish", "elvish", "powershell"] {
        let (code, out, err) = ludus(&["completions", shell]);
        assert_eq!(code, 0, "{shell}: {err}");
        assert!(out.contains("think"), "{shell}");
    }
    let (code, out, err) = ludus(&["completions", "tcsh"]);
    assert_eq!(code, 2);
    assert!(out.is_empty() && err.lines().count() == 1 && err.starts_with("ludus: "), "{err}");
    assert!(err.contains("'tcsh'") && err.contains("bash"), "{err}");
}

/// Help on standard output with exit code 0, however asked; clap's own refusals in one line,
/// in the tool's words.
#[test]
fn help_and_refusals_of_the_parser() {
    for args in
        [&["help"][..], &["--help"], &["-h"], &["help", "think"], &["moves", "--help"], &["--version"]]
    {
        let (code, out, err) = ludus(args);
        assert_eq!(code, 0, "{args:?}: {err}");
        assert!(!out.trim().is_empty() && err.is_empty(), "{args:?}");
    }
    let (_, out, _) = ludus(&["help"]);
    assert!(
        out.contains("ludus think <game> --level L") && out.contains("ludus completions <SHELL>"),
        "{out}"
    );
    assert!(out.contains("expert-v1 = Expert"), "{out}");
    for (args, want) in [
        (&["moves", "qawale", "--upto", "3"][..], "ludus: moves does not take --upto"),
        (&["replay", "-", "--seed", "3"], "ludus: replay does not take --seed"),
        (&["moves", "qawale", "--position"], "ludus: --position needs a value"),
        (&["moves", "qawale", "--colour", "red"], "ludus: unknown flag '--colour'"),
        (&["moves", "qawale", "--sed", "3"], "ludus: unknown flag '--sed' (did you mean '--seed'?)"),
        (&["replay", "a", "b"], "ludus: expected 1 argument(s), got 2: 'a b'"),
        (&["perft", "qawale", "-1"], "ludus: the depth must be a whole number, not '-1'"),
        (&["moves", "qawale", "--option", "first"], "ludus: --option takes KEY=VALUE, not 'first'"),
        (&["games", "x"], "ludus: unexpected argument 'x'"),
    ] {
        let (code, out, err) = ludus(args);
        assert_eq!(code, 2, "{args:?}");
        assert!(out.is_empty(), "{args:?}");
        assert_eq!(err.trim_end(), want, "{args:?}");
    }
    // A flag given twice takes its last value, as before the parser; --option adds up.
    let (_, twice, _) = ludus(&["think", "qawale", "--level", "2", "--seed", "9", "--seed", "3"]);
    let (_, once, _) = ludus(&["think", "qawale", "--level", "2", "--seed", "3"]);
    assert_eq!(twice.lines().next(), once.lines().next());
    let (code, _, err) = ludus(&["moves", "abalone", "--option", "ply_limit=100", "--option", "nope=1"]);
    assert_eq!(code, 2);
    assert!(err.contains("unknown option 'nope'"), "{err}");
}
