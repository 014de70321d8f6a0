//! The rules documents in `docs/rules/` are the reference the code points to: every `§`
//! reference in a game's code (engine rules, tests, board view) must name a heading of that
//! game's document, and each document must cover every rule option and setup of its game.

use ludus_engine::games;
use std::collections::BTreeSet;
mod common;

use common::{root, rust_files};
use std::fs;
use std::path::PathBuf;

/// Section numbers cited as `§4.3`, `§ 5a`, `§2.2.2` in `text`; a range `§7.2–7.3` cites both
/// ends.
fn citations(text: &str) -> Vec<String> {
    /// The section number at the start of `rest`, if any, and its length in bytes.
    fn number(rest: &str) -> Option<(&str, usize)> {
        let mut end = 0;
        for (k, c) in rest.char_indices() {
            let more = c.is_ascii_digit()
                || (c == '.' && rest[k + 1..].starts_with(|d: char| d.is_ascii_digit()))
                || (c.is_ascii_lowercase()
                    && k > 0
                    && !rest[k + 1..].starts_with(|d: char| d.is_alphabetic()));
            if !more {
                break;
            }
            end = k + c.len_utf8();
        }
        (end > 0).then(|| (&rest[..end], end))
    }
    let mut found = Vec::new();
    for (i, _) in text.match_indices('§') {
        let rest = text[i + '§'.len_utf8()..].trim_start_matches(' ');
        let Some((first, len)) = number(rest) else { continue };
        found.push(first.to_string());
        let after = &rest[len..];
        if let Some(second) = after.strip_prefix('–').or_else(|| after.strip_prefix('-')) {
            if let Some((last, _)) = number(second) {
                found.push(last.to_string());
            }
        }
    }
    found
}

/// The section numbers of a document: the first word of each heading (`## 2. Moves` → "2",
/// `### 2.3 Sumito` → "2.3", `### 5a …` → "5a").
fn headings(doc: &str) -> BTreeSet<String> {
    doc.lines()
        .filter(|l| l.starts_with('#'))
        .filter_map(|l| l.trim_start_matches('#').split_whitespace().next())
        .map(|w| w.trim_end_matches('.').to_string())
        .filter(|w| w.starts_with(|c: char| c.is_ascii_digit()))
        .collect()
}

fn doc(game: &str) -> String {
    let path = root().join("docs/rules").join(format!("{game}.md"));
    fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Every file that belongs to `game`: its engine folder, its tests, its board view.
fn game_files(game: &str) -> Vec<PathBuf> {
    let mut files = Vec::new();
    files.extend(rust_files(&root().join("engine/src/games").join(game)));
    for f in [format!("engine/tests/{game}.rs"), format!("src/views/{game}.rs")] {
        let p = root().join(f);
        if p.exists() {
            files.push(p);
        }
    }
    // A board view split into a folder (drawing, input, words).
    let view = root().join("src/views").join(game);
    if view.is_dir() {
        files.extend(rust_files(&view));
    }
    // A game's further test files: `engine/tests/<game>_<part>.rs`.
    let prefix = format!("{game}_");
    files.extend(
        rust_files(&root().join("engine/tests"))
            .into_iter()
            .filter(|f| f.file_name().is_some_and(|n| n.to_string_lossy().starts_with(&prefix))),
    );
    files
}

#[test]
fn the_citation_reader_reads_section_numbers() {
    assert_eq!(
        citations("rules §4.3, §2.2.2 and § 5a; §7.2–7.3 (§1)."),
        ["4.3", "2.2.2", "5a", "7.2", "7.3", "1"]
    );
    assert_eq!(citations("§5.1-5.3 and §x"), ["5.1", "5.3"]);
    assert_eq!(citations("see §6.\nnext"), ["6"]);
    assert_eq!(citations("§5 also"), ["5"]);
}

#[test]
fn every_section_cited_in_a_games_code_is_a_heading_of_its_rules_document() {
    let mut missing = Vec::new();
    for g in games::all() {
        let sections = headings(&doc(g.id));
        let mut cited = 0;
        for file in game_files(g.id) {
            let text = fs::read_to_string(&file).unwrap();
            for (n, line) in text.lines().enumerate() {
                for s in citations(line) {
                    cited += 1;
                    if !sections.contains(&s) {
                        missing.push(format!(
                            "{}:{}: §{s} is not a heading of docs/rules/{}.md",
                            file.display(),
                            n + 1,
                            g.id
                        ));
                    }
                }
            }
        }
        assert!(cited >= 10, "only {cited} citations in {}'s code: is the reader broken?", g.id);
    }
    assert!(missing.is_empty(), "{}", missing.join("\n"));
}

#[test]
fn sections_are_cited_only_where_the_game_is_known() {
    // Everywhere else (core, computer players, shared boards, registry, app, generic tests)
    // there is no one game whose document a `§` could name.
    let mut files = Vec::new();
    for dir in ["engine/src", "engine/tests", "engine/benches", "src", "tests"] {
        files.extend(rust_files(&root().join(dir)));
    }
    let game_files: Vec<PathBuf> = games::all().iter().flat_map(|g| game_files(g.id)).collect();
    let this_test = root().join("tests/rules_docs.rs");
    let stray: Vec<String> = files
        .iter()
        .filter(|f| !game_files.contains(f) && **f != this_test)
        .filter(|f| !citations(&fs::read_to_string(f).unwrap()).is_empty())
        .map(|f| f.display().to_string())
        .collect();
    assert!(stray.is_empty(), "§ references outside a game's files: {stray:?}");
}

#[test]
fn every_rule_option_and_setup_is_documented() {
    let mut missing = Vec::new();
    for g in games::all() {
        let text = doc(g.id);
        for o in g.options {
            if !text.contains(&format!("`{}`", o.key)) && !text.contains(&format!("`{}=", o.key)) {
                missing.push(format!("{}: option `{}`", g.id, o.key));
            }
            for (value, _) in o.choices {
                // As the document writes a value: `value`, `key=value` or one of `a|b|value`.
                let written =
                    [format!("`{value}`"), format!("={value}"), format!("|{value}"), format!("{value}|")];
                if !written.iter().any(|w| text.contains(w.as_str())) {
                    missing.push(format!("{}: value '{value}' of option `{}`", g.id, o.key));
                }
            }
        }
        for s in g.setups {
            if !text.contains(&format!("`{s}`")) && !text.contains(&format!("={s}")) {
                missing.push(format!("{}: setup '{s}'", g.id));
            }
        }
        for section in ["Position text", "otation"] {
            if !text.lines().any(|l| l.starts_with('#') && l.contains(section)) {
                missing.push(format!("{}: no section on {section}", g.id));
            }
        }
    }
    assert!(missing.is_empty(), "{}", missing.join("\n"));
}
