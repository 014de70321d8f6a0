//! Every word a player reads, in English and French, from one message catalogue per language
//! (`en/*.ftl`, `fr/*.ftl`, in Fluent syntax: `app.ftl` for the app, one file per game for its
//! board view, names and options). Plain Rust, so the catalogues are checked natively
//! (`tests/i18n.rs`: same keys, same variables, every key the code uses exists).
//!
//! The app keeps one current language (`set_language`); `t` and `tf` format a message in it. A
//! key missing from the catalogue shows as the key itself, never a panic.
//!
//! The catalogue format is the part of Fluent the app needs, read by `catalogue.rs`: messages
//! `key = text` (continued on indented lines), variables `{ $name }`, and selectors on a number
//! `{ $n -> [one] … *[other] … }` with each language's plural rule (or an exact `[0]`).

mod catalogue;

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

    /// The catalogue's files.
    pub fn sources(self) -> &'static [&'static str] {
        macro_rules! files {
            ($lang:literal) => {
                &[
                    include_str!(concat!($lang, "/app.ftl")),
                    include_str!(concat!($lang, "/abalone.ftl")),
                    include_str!(concat!($lang, "/cabale.ftl")),
                    include_str!(concat!($lang, "/latroncules.ftl")),
                    include_str!(concat!($lang, "/qawale.ftl")),
                    include_str!(concat!($lang, "/tab.ftl")),
                ]
            };
        }
        match self {
            Lang::En => files!("en"),
            Lang::Fr => files!("fr"),
        }
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
    static CURRENT: RefCell<(Lang, Option<Catalogue>)> = const { RefCell::new((Lang::En, None)) };
}

/// Makes `lang` the language of every message from now on.
pub fn set_language(lang: Lang) {
    CURRENT.with(|c| {
        let mut c = c.borrow_mut();
        if c.0 != lang || c.1.is_none() {
            // The catalogues are tested to parse; an error here still leaves every key readable.
            *c = (
                lang,
                Some(Catalogue::parse_all(lang, lang.sources()).unwrap_or_else(|_| Catalogue::empty(lang))),
            );
        }
    });
}

/// The current language.
pub fn language() -> Lang {
    CURRENT.with(|c| c.borrow().0)
}

/// The message `key` in the current language.
pub fn t(key: &str) -> String {
    tf(key, &[])
}

/// The message `key` with its variables.
pub fn tf(key: &str, args: &[(&str, Arg)]) -> String {
    CURRENT.with(|c| {
        let mut c = c.borrow_mut();
        if c.1.is_none() {
            let lang = c.0;
            c.1 = Some(Catalogue::parse_all(lang, lang.sources()).unwrap_or_else(|_| Catalogue::empty(lang)));
        }
        c.1.as_ref().map_or_else(|| key.to_string(), |cat| cat.format(key, args))
    })
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
