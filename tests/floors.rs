//! Floors point one way: core ← ai ← games ← {web app, command line}. These checks read the
//! sources, so a new import that points the wrong way fails here before it becomes a circle.

use std::fs;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in fs::read_dir(&d).unwrap_or_else(|e| panic!("{}: {e}", d.display())).flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "rs") {
                out.push(p);
            }
        }
    }
    out
}

/// Lines of the files under `path` (a folder or one file) that mention any of `forbidden`.
fn offenders(path: &str, forbidden: &[&str]) -> Vec<String> {
    let path = root().join(path);
    let files = if path.is_dir() { rust_files(&path) } else { vec![path] };
    let mut found = Vec::new();
    for f in files {
        for (n, line) in fs::read_to_string(&f).unwrap().lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            if forbidden.iter().any(|x| code.contains(x)) {
                found.push(format!("{}:{}: {}", f.display(), n + 1, line.trim()));
            }
        }
    }
    found
}

#[test]
fn the_core_knows_nothing_above_it() {
    let bad =
        offenders("engine/src/core", &["crate::ai", "crate::games", "crate::session", "crate::geometry"]);
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn shared_boards_know_no_game() {
    let bad =
        offenders("engine/src/geometry", &["crate::ai", "crate::games", "crate::session", "crate::core"]);
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn the_computer_players_know_only_the_core() {
    let bad = offenders("engine/src/ai", &["crate::games", "crate::session"]);
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn a_session_knows_no_game() {
    let bad = offenders("engine/src/session.rs", &["crate::games"]);
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn each_game_keeps_to_itself() {
    let games = ["abalone", "cabale", "latroncules", "qawale", "tab"];
    let mut bad = Vec::new();
    for g in games {
        let others: Vec<String> = games
            .iter()
            .filter(|o| **o != g)
            .flat_map(|o| [format!("games::{o}"), format!("super::super::{o}")])
            .collect();
        let others: Vec<&str> = others.iter().map(String::as_str).collect();
        bad.extend(offenders(&format!("engine/src/games/{g}"), &others));
        bad.extend(offenders(&format!("src/views/{g}.rs"), &others));
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn the_engine_has_no_web_dependency() {
    let manifest = fs::read_to_string(root().join("engine/Cargo.toml")).unwrap();
    for web in ["wasm-bindgen", "web-sys", "js-sys", "getrandom", "ludus ="] {
        assert!(!manifest.contains(web), "engine/Cargo.toml names {web}");
    }
    let bad = offenders("engine/src", &["wasm_bindgen", "web_sys", "js_sys", "ludus::"]);
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn the_apps_jobs_do_not_reach_back_into_the_app() {
    // app.rs wires the jobs together; no job imports it (that would be a circle).
    for job in ["home", "panel", "scheduler", "storage", "policy", "view", "paint", "dom", "api"] {
        let bad = offenders(&format!("src/{job}.rs"), &["crate::app"]);
        assert!(bad.is_empty(), "{}", bad.join("\n"));
    }
    let bad = offenders("src/views", &["crate::app", "crate::home", "crate::panel", "crate::storage"]);
    assert!(bad.is_empty(), "{}", bad.join("\n"));
    // The match policy is plain Rust: it is tested natively.
    let bad = offenders("src/policy.rs", &["web_sys", "wasm_bindgen", "crate::dom"]);
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}
