//! Floors point one way: core ← ai ← games ← {web app, command line}. These checks read the
//! sources, so a new import that points the wrong way fails here before it becomes a circle.

mod common;

use common::{root, rust_files};
use std::fs;
use std::path::Path;

/// A file with its comments removed, so that prose naming a module does not count.
fn code_of(file: &Path) -> String {
    let text = fs::read_to_string(file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
    text.lines().map(|l| l.split("//").next().unwrap_or("")).collect::<Vec<_>>().join("\n")
}

/// Every path the code names from the crate root, as `crate::a::b` strings, with grouped
/// imports spread out (`use crate::{a, b::{c, d}}` names `crate::a`, `crate::b::c`, `crate::b::d`).
fn crate_paths(code: &str) -> Vec<String> {
    fn spread(prefix: &str, group: &str, out: &mut Vec<String>) {
        // Split `group` at its top-level commas.
        let (mut depth, mut start) = (0, 0);
        let mut items = Vec::new();
        for (i, c) in group.char_indices() {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                ',' if depth == 0 => {
                    items.push(&group[start..i]);
                    start = i + 1;
                }
                _ => {}
            }
        }
        items.push(&group[start..]);
        for item in items.iter().map(|i| i.trim()).filter(|i| !i.is_empty()) {
            match item.find('{') {
                Some(b) => {
                    let inner = &item[b + 1..item.rfind('}').unwrap_or(item.len())];
                    spread(&format!("{prefix}{}", &item[..b]), inner, out);
                }
                None => out.push(format!("{prefix}{item}")),
            }
        }
    }
    let mut out = Vec::new();
    for (i, _) in code.match_indices("crate::") {
        let rest = &code[i + "crate::".len()..];
        let end = rest.find(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':')).unwrap_or(rest.len());
        let prefix = format!("crate::{}", &rest[..end]);
        match rest[end..].strip_prefix('{') {
            Some(group) => {
                let (mut depth, mut close) = (1, group.len());
                for (k, c) in group.char_indices() {
                    match c {
                        '{' => depth += 1,
                        '}' => {
                            depth -= 1;
                            if depth == 0 {
                                close = k;
                                break;
                            }
                        }
                        _ => {}
                    }
                }
                spread(&prefix, &group[..close], &mut out);
            }
            None => out.push(prefix.trim_end_matches(':').to_string()),
        }
    }
    out
}

/// The paths of the files under `path` (a folder or one file) that start with any of
/// `forbidden` (e.g. "crate::ai"), or that mention a forbidden `super::` path.
fn offenders(path: &str, forbidden: &[&str]) -> Vec<String> {
    let path = root().join(path);
    let files = if path.is_dir() { rust_files(&path) } else { vec![path] };
    let mut found = Vec::new();
    for f in files {
        let code = code_of(&f);
        for p in crate_paths(&code) {
            let hit = forbidden.iter().any(|x| p == *x || p.starts_with(&format!("{x}::")));
            if hit {
                found.push(format!("{}: uses {p}", f.display()));
            }
        }
        for x in forbidden.iter().filter(|x| !x.starts_with("crate::")) {
            if code.contains(x) {
                found.push(format!("{}: names {x}", f.display()));
            }
        }
    }
    found
}

#[test]
fn grouped_and_nested_imports_are_read() {
    let code =
        "use crate::{app, dom::{self, el}};\nuse crate::core::{Actor, Game};\nlet x = crate::ai::decide(t);";
    assert_eq!(
        crate_paths(code),
        [
            "crate::app",
            "crate::dom::self",
            "crate::dom::el",
            "crate::core::Actor",
            "crate::core::Game",
            "crate::ai::decide"
        ]
    );
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
    let bad = offenders("engine/src/ai", &["crate::games", "crate::session", "crate::geometry"]);
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
        // A board view is one file, a folder (split into drawing, input and words), or both.
        for view in [format!("src/views/{g}.rs"), format!("src/views/{g}")] {
            if root().join(&view).exists() {
                bad.extend(offenders(&view, &others));
            }
        }
        bad.extend(offenders(&format!("src/guide/{g}.rs"), &others));
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
    let bad = offenders("engine/tests", &["ludus::"]);
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn the_apps_jobs_do_not_reach_back_into_the_app() {
    // app.rs wires the jobs together; no job imports it (that would be a circle).
    for job in [
        "home",
        "panel",
        "scheduler",
        "library",
        "shelf",
        "dialog",
        "link",
        "worker",
        "critic",
        "policy",
        "view",
        "paint",
        "dom",
        "api",
    ] {
        let bad = offenders(&format!("src/{job}.rs"), &["crate::app"]);
        assert!(bad.is_empty(), "{}", bad.join("\n"));
    }
    let bad = offenders(
        "src/views",
        &["crate::app", "crate::home", "crate::panel", "crate::library", "crate::shelf"],
    );
    assert!(bad.is_empty(), "{}", bad.join("\n"));
    // The match policy is plain Rust: it is tested natively.
    let bad = offenders("src/policy.rs", &["web_sys", "wasm_bindgen", "crate::dom"]);
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

/// The top-level modules of a crate's `src` and the modules each one names (`crate::x`).
fn module_graph(src: &str) -> std::collections::BTreeMap<String, std::collections::BTreeSet<String>> {
    let mut graph = std::collections::BTreeMap::new();
    for f in rust_files(&root().join(src)) {
        let rel = f.strip_prefix(root().join(src)).unwrap();
        let first = rel.components().next().unwrap().as_os_str().to_string_lossy().into_owned();
        let module = first.trim_end_matches(".rs").to_string();
        if module == "lib" || module == "bin" {
            continue;
        }
        let uses: &mut std::collections::BTreeSet<String> = graph.entry(module.clone()).or_default();
        for p in crate_paths(&code_of(&f)) {
            let target = p["crate::".len()..].split("::").next().unwrap_or("").to_string();
            if !target.is_empty() && target != module {
                uses.insert(target);
            }
        }
    }
    graph
}

/// A cycle in `graph`, if there is one.
fn cycle(
    graph: &std::collections::BTreeMap<String, std::collections::BTreeSet<String>>,
) -> Option<Vec<String>> {
    fn visit(
        n: &str,
        graph: &std::collections::BTreeMap<String, std::collections::BTreeSet<String>>,
        path: &mut Vec<String>,
        done: &mut std::collections::BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(at) = path.iter().position(|p| p == n) {
            let mut c = path[at..].to_vec();
            c.push(n.to_string());
            return Some(c);
        }
        if done.contains(n) {
            return None;
        }
        path.push(n.to_string());
        for m in graph.get(n).into_iter().flatten() {
            if let Some(c) = visit(m, graph, path, done) {
                return Some(c);
            }
        }
        path.pop();
        done.insert(n.to_string());
        None
    }
    let mut done = std::collections::BTreeSet::new();
    graph.keys().find_map(|n| visit(n, graph, &mut Vec::new(), &mut done))
}

#[test]
fn no_import_circles_between_modules() {
    let mut toy = std::collections::BTreeMap::new();
    toy.insert("a".to_string(), ["b".to_string()].into());
    toy.insert("b".to_string(), ["a".to_string()].into());
    assert_eq!(cycle(&toy), Some(vec!["a".into(), "b".into(), "a".into()]), "the check finds a circle");
    let app = module_graph("src");
    assert!(app["app"].contains("shell") && app["boot"].contains("app"), "{app:?}");
    // The shell decides natively: it names none of the page's modules.
    let native = ["guide", "i18n", "live", "policy"];
    assert!(app["shell"].iter().all(|m| native.contains(&m.as_str())), "the shell uses {:?}", app["shell"]);
    let engine = module_graph("engine/src");
    assert!(engine["games"].contains("ai") && engine["ai"].contains("core"), "{engine:?}");
    for src in ["engine/src", "src"] {
        let graph = module_graph(src);
        assert!(graph.len() >= 5, "{src}: {graph:?}");
        assert_eq!(cycle(&graph), None, "{src}: an import circle; modules and what they use: {graph:?}");
    }
}

#[test]
fn the_web_app_carries_no_float_printer() {
    // `f64::clamp` asserts with a message that prints floats, which pulls Rust's whole float
    // formatting (~8 KB gzip) into the site; `paint::clamp` is the one to use.
    let bad: Vec<String> =
        offenders("src", &[".clamp("]).into_iter().filter(|line| !line.contains("paint.rs")).collect();
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn no_file_of_the_web_app_grows_past_800_lines() {
    // A file that has grown past this holds two things: split it by what each part does (the
    // views split into drawing and input, the shell's update by what happens).
    let mut long = Vec::new();
    for dir in ["src", "www/computer/src"] {
        for f in rust_files(&root().join(dir)) {
            let lines = fs::read_to_string(&f).map(|t| t.lines().count()).unwrap_or(0);
            if lines > 800 {
                long.push(format!("{}: {lines} lines", f.display()));
            }
        }
    }
    assert!(long.is_empty(), "{}", long.join("\n"));
}

#[test]
fn no_markup_is_parsed_from_strings() {
    // Text is text: the page builds elements through the DOM API (`dom::Tree`), so no data
    // (a link's id, a record's names, the catalogue's words) is ever read as markup.
    let mut found = offenders("src", &["inner_html", "outer_html", "insert_adjacent_html", "set_html"]);
    for entry in fs::read_dir(root().join("www")).unwrap().flatten() {
        let path = entry.path();
        if path.extension().is_some_and(|e| e == "js" || e == "mjs") {
            let code = fs::read_to_string(&path).unwrap();
            for bad in
                ["innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "createContextualFragment"]
            {
                if code.contains(bad) {
                    found.push(format!("{}: {bad}", path.display()));
                }
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}
