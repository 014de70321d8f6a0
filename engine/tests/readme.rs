//! Every example in the README runs (issue 13): each `ludus …` command of its shell blocks and
//! inline code, in order (the `record … > game.txt` example makes the file the `replay`
//! examples read), and every position text it shows reads in its game.
//!
//! The arena examples play 20 games at the top level: the test plays one game of each, and only
//! in release builds (a debug Expert takes minutes per game); their arguments are checked in
//! debug too, by the same command with `--games 0` refused only for its count.

use std::path::PathBuf;
use std::process::{Command, Stdio};

fn readme() -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../README.md");
    std::fs::read_to_string(path).expect("README.md")
}

/// One command line: its words, and where its standard input comes from and output goes.
#[derive(Debug, Default)]
struct Line {
    words: Vec<String>,
    stdin: Option<String>,
    stdout: Option<String>,
}

/// Splits a shell line the way the README's examples need: single and double quotes, `#`
/// comments, `< file` and `> file`.
fn shell(line: &str) -> Line {
    let mut out = Line::default();
    let mut words: Vec<String> = Vec::new();
    let (mut word, mut in_word, mut quote) = (String::new(), false, None::<char>);
    for c in line.chars() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), c) => word.push(c),
            (None, '\'' | '"') => {
                quote = Some(c);
                in_word = true;
            }
            (None, '#') if !in_word => break,
            (None, c) if c.is_whitespace() => {
                if in_word {
                    words.push(std::mem::take(&mut word));
                    in_word = false;
                }
            }
            (None, c) => {
                word.push(c);
                in_word = true;
            }
        }
    }
    if in_word {
        words.push(word);
    }
    let mut it = words.into_iter();
    while let Some(w) = it.next() {
        match w.as_str() {
            "<" => out.stdin = it.next(),
            ">" => out.stdout = it.next(),
            _ => out.words.push(w),
        }
    }
    out
}

/// The `ludus` commands of the README, in order: shell block lines (`cargo run … --bin ludus --`
/// counts as `ludus`) and inline code that starts with `ludus `.
fn commands(text: &str) -> Vec<Line> {
    let mut out = Vec::new();
    let mut in_sh = false;
    for raw in text.lines() {
        let l = raw.trim();
        if l.starts_with("```") {
            in_sh = l == "```sh";
            continue;
        }
        if in_sh {
            let l =
                l.split_once("--bin ludus -- ").map_or(l.to_string(), |(_, rest)| format!("ludus {rest}"));
            if l.starts_with("ludus ") {
                out.push(shell(&l));
            }
            continue;
        }
        for (i, span) in l.split('`').enumerate() {
            if i % 2 == 1 && span.starts_with("ludus ") && !span.contains('…') {
                out.push(shell(span));
            }
        }
    }
    out
}

fn run(dir: &std::path::Path, line: &Line) -> (bool, String, String) {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_ludus"));
    cmd.args(&line.words[1..]).current_dir(dir);
    cmd.stdin(match &line.stdin {
        Some(f) => Stdio::from(std::fs::File::open(dir.join(f)).expect("stdin file")),
        None => Stdio::null(),
    });
    let out = cmd.output().expect("ludus runs");
    let stdout = String::from_utf8_lossy(&out.stdout).to_string();
    if let Some(f) = &line.stdout {
        std::fs::write(dir.join(f), &stdout).unwrap();
    }
    (out.status.success(), stdout, String::from_utf8_lossy(&out.stderr).to_string())
}

#[test]
fn every_command_example_runs() {
    let lines = commands(&readme());
    assert!(lines.len() >= 15, "the README's examples were found: {lines:?}");
    let dir = std::env::temp_dir().join(format!("ludus-readme-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut ran = 0;
    for line in &lines {
        let mut line =
            Line { words: line.words.clone(), stdin: line.stdin.clone(), stdout: line.stdout.clone() };
        if line.words.get(1).map(String::as_str) == Some("arena") {
            let at = line.words.iter().position(|w| w == "--games").expect("arena examples give --games");
            if cfg!(debug_assertions) {
                // Arguments only: the same line with no game to play must fail on the count alone.
                line.words[at + 1] = "0".into();
                let (ok, _, err) = run(&dir, &line);
                assert!(!ok && err.contains("--games '0' is too small"), "{line:?}: {err}");
                continue;
            }
            line.words[at + 1] = "1".into();
        }
        let (ok, out, err) = run(&dir, &line);
        assert!(ok, "README example failed: {:?}\n{err}", line.words);
        assert!(
            !(out.trim().is_empty() && err.trim().is_empty()),
            "README example printed nothing: {:?}",
            line.words
        );
        ran += 1;
    }
    assert!(ran >= 10);
    let _ = std::fs::remove_dir_all(&dir);
}

/// The position texts the README shows (after "start =" or "e.g." in a game's paragraph) read in
/// that game: a reader and its documentation never drift apart.
#[test]
fn every_position_example_reads() {
    let text = readme();
    let mut checked = 0;
    for para in text.split("\n\n") {
        let para = para.split_whitespace().collect::<Vec<_>>().join(" ");
        let game = ["Abalone", "Latroncules", "Cabale", "Tâb", "Qawale"]
            .into_iter()
            .find(|g| para.starts_with(&format!("{g}:")));
        let Some(game) = game else { continue };
        let id = match game {
            "Tâb" => "tab".to_string(),
            g => g.to_lowercase(),
        };
        for marker in ["start = `", "e.g. `"] {
            let mut rest = para.as_str();
            while let Some(at) = rest.find(marker) {
                let after = &rest[at + marker.len()..];
                let end = after.find('`').expect("closed code span");
                let position = &after[..end];
                rest = &after[end..];
                if position.starts_with("ludus ") || !position.contains(' ') {
                    continue;
                }
                let setup = ludus_engine::core::Setup::default();
                ludus_engine::games::session_from_position(&id, position, setup)
                    .unwrap_or_else(|e| panic!("README's {game} position does not read: {position}: {e}"));
                checked += 1;
            }
        }
    }
    assert!(checked >= 3, "position examples found: {checked}");
}
