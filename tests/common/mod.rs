//! Helpers shared by the app's tests that read the repository's files.

// Each test file uses only some of these.
#![allow(dead_code)]

use std::fs;
use std::path::{Path, PathBuf};

/// The repository root.
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Every `.rs` file under `dir` (which must exist).
pub fn rust_files(dir: &Path) -> Vec<PathBuf> {
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

/// A language's whole catalogue, read from `www/locales` as the site serves it.
pub fn catalogue(lang: ludus::i18n::Lang) -> ludus::i18n::Catalogue {
    let dir = root().join("www/locales").join(lang.code());
    let sources: Vec<String> = ludus::i18n::Lang::files()
        .into_iter()
        .map(|f| fs::read_to_string(dir.join(format!("{f}.ftl"))).unwrap_or_else(|e| panic!("{f}.ftl: {e}")))
        .collect();
    let sources: Vec<&str> = sources.iter().map(String::as_str).collect();
    ludus::i18n::Catalogue::parse_all(lang, &sources)
        .unwrap_or_else(|e| panic!("{} catalogue: {e}", lang.code()))
}
