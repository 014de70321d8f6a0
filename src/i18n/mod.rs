//! Every word a player reads, in English and French, from one message catalogue per language
//! (`www/locales/en/*.ftl`, `www/locales/fr/*.ftl`, in Fluent syntax: `app.ftl` for the app,
//! one file per game for its board view, names, options and end reasons). The app fetches the
//! files of the language in use at start and on a switch (`language.rs`); the service worker
//! keeps them for offline play. Plain Rust, so the catalogues are checked natively
//! (`tests/i18n.rs`: same keys, same variables, every key the code uses exists).
//!
//! The app keeps one current catalogue (`set_catalogue`); `t` and `tf` format a message in it. A
//! key missing from the catalogue shows as the key itself, never a panic.
//!
//! The catalogue format is the part of Fluent the app needs, read by `catalogue.rs`: messages
//! `key = text` (continued on indented lines), variables `{ $name }`, and selectors on a number
//! `{ $n -> [one] … *[other] … }` with each language's plural rule (or an exact `[0]`).

mod catalogue;
pub mod record;
pub mod refusal;

pub use catalogue::{Arg, Catalogue, ParseError};

use std::cell::RefCell;

/// A language the app speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lang {
    En,
    Fr,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Fr];

    /// The BCP 47 code (`<html lang>`, storage).
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
        }
    }

    /// The language's own name, for the switch.
    pub fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Fr => "Français",
        }
    }

    /// The language for a browser's or a player's language tag (`fr-CA` → French); English
    /// for anything else.
    pub fn from_tag(tag: &str) -> Lang {
        let primary = tag.split(['-', '_']).next().unwrap_or("").to_ascii_lowercase();
        if primary == "fr" {
            Lang::Fr
        } else {
            Lang::En
        }
    }

    /// The catalogue's files, in `www/locales/<code>/` (the site joins them in one,
    /// `bundle_url`, fetched for the language in use, so the catalogues cost the wasm nothing).
    /// One file for the app, then per game of the engine's registry its words in play
    /// (`<game>`) and its rules page and tutorial (`<game>-rules`).
    pub fn files() -> Vec<String> {
        let games = ludus_engine::games::all();
        let rules = games.iter().map(|g| format!("{}-rules", g.id));
        ["app", "record"]
            .into_iter()
            .map(str::to_string)
            .chain(games.iter().map(|g| g.id.to_string()))
            .chain(rules)
            .collect()
    }

    /// Where the site serves this language's whole catalogue, relative to the page: its files
    /// joined in one (`scripts/post_build.sh`).
    pub fn bundle_url(self) -> String {
        format!("locales/{}.ftl", self.code())
    }

    /// The plural category of `n` (CLDR: French counts 0 and 1 as "one", English only 1).
    pub fn plural(self, n: f64) -> &'static str {
        let one = match self {
            Lang::En => n == 1.0,
            Lang::Fr => (0.0..2.0).contains(&n) && n.fract() == 0.0,
        };
        if one {
            "one"
        } else {
            "other"
        }
    }
}

thread_local! {
    static CURRENT: RefCell<Catalogue> = RefCell::new(Catalogue::empty(Lang::En));
}

/// Makes `catalogue` (read from its files) the language of every message from now on.
pub fn set_catalogue(catalogue: Catalogue) {
    CURRENT.with(|c| *c.borrow_mut() = catalogue);
}

/// The current language.
pub fn language() -> Lang {
    CURRENT.with(|c| c.borrow().lang())
}

/// The message `key` in the current language.
pub fn t(key: &str) -> String {
    tf(key, &[])
}

/// The message `key` with its variables.
pub fn tf(key: &str, args: &[(&str, Arg)]) -> String {
    CURRENT.with(|c| c.borrow().format(key, args))
}

/// The message `key` if the catalogue has it, else `fallback` (for names that come from the
/// engine, such as an option added before its translation).
pub fn t_or(key: &str, fallback: &str) -> String {
    let text = t(key);
    if text == key {
        fallback.to_string()
    } else {
        text
    }
}

/// A catalogue key made from engine names: lower case, anything but letters and digits as `-`
/// (`option-cabale-turn_angles-60,120` → `option-cabale-turn-angles-60-120`).
pub fn key(parts: &[&str]) -> String {
    let mut k = String::new();
    for part in parts {
        if !k.is_empty() {
            k.push('-');
        }
        for c in part.chars() {
            k.push(if c.is_ascii_alphanumeric() { c.to_ascii_lowercase() } else { '-' });
        }
    }
    k
}
