//! Reads a message catalogue in the part of Fluent syntax the app uses, and formats its
//! messages. Small on purpose: the full Fluent runtime would cost the site about a fifth of its
//! size budget (measured: 67 KB gzip on its own).

use super::Lang;
use ludus_engine::core::order;
use std::fmt;

/// A value for a message variable.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    Num(f64),
    Str(String),
}

macro_rules! arg_from_number {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Num(n as f64)
            }
        }
    )*};
}
arg_from_number!(u8, u16, u32, u64, usize, i32, i64, f64);

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Str(s.to_string())
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Str(s)
    }
}

impl From<&String> for Arg {
    fn from(s: &String) -> Arg {
        Arg::Str(s.clone())
    }
}

/// A catalogue line that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    pub line: usize,
    pub message: String,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

/// A selector's variants: (key, pattern).
type Variants = Vec<(String, Vec<Part>)>;

#[derive(Clone, Debug, PartialEq)]
enum Part {
    Text(String),
    Var(String),
    /// `{ $var -> [key] pattern … *[default] pattern }`
    Select {
        var: String,
        variants: Vec<(String, Vec<Part>)>,
        default: usize,
    },
}

/// One language's messages.
#[derive(Clone, Debug)]
pub struct Catalogue {
    lang: Lang,
    messages: Messages,
}

/// Messages by key: a sorted list searched by halves (the site carries no tree map for it).
#[derive(Clone, Debug, Default)]
struct Messages(Vec<(String, Vec<Part>)>);

impl Messages {
    fn find(&self, key: &str) -> Result<usize, usize> {
        self.0.binary_search_by(|(k, _)| k.as_str().cmp(key))
    }

    /// Adds a message; `Some(())` (and no change) when the key is already there.
    fn insert(&mut self, key: String, pattern: Vec<Part>) -> Option<()> {
        match self.find(&key) {
            Ok(_) => Some(()),
            Err(at) => {
                self.0.insert(at, (key, pattern));
                None
            }
        }
    }

    fn get(&self, key: &str) -> Option<&Vec<Part>> {
        self.find(key).ok().map(|i| &self.0[i].1)
    }

    fn keys(&self) -> impl Iterator<Item = &String> {
        self.0.iter().map(|(k, _)| k)
    }
}

impl Catalogue {
    pub fn empty(lang: Lang) -> Catalogue {
        Catalogue { lang, messages: Messages::default() }
    }

    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Reads a catalogue made of several files; a key defined in two files is an error.
    pub fn parse_all(lang: Lang, sources: &[&str]) -> Result<Catalogue, ParseError> {
        let mut all = Catalogue::empty(lang);
        for (file, source) in sources.iter().enumerate() {
            let part = Catalogue::parse(lang, source).map_err(|e| ParseError {
                line: e.line,
                message: format!("file {}: {}", file + 1, e.message),
            })?;
            for (key, pattern) in part.messages.0 {
                if all.messages.insert(key.clone(), pattern).is_some() {
                    return Err(ParseError { line: 0, message: format!("'{key}' is defined in two files") });
                }
            }
        }
        Ok(all)
    }

    /// Reads a catalogue; the first line that cannot be read is the error.
    pub fn parse(lang: Lang, source: &str) -> Result<Catalogue, ParseError> {
        let mut messages = Messages::default();
        let lines: Vec<&str> = source.lines().collect();
        let mut i = 0;
        while i < lines.len() {
            let line = lines[i];
            i += 1;
            if line.trim().is_empty() || line.starts_with('#') {
                continue;
            }
            let err = |message: &str| ParseError { line: i, message: message.to_string() };
            if line.starts_with(char::is_whitespace) {
                return Err(err("an indented line outside a message"));
            }
            let (key, first) = line.split_once('=').ok_or_else(|| err("expected 'key = text'"))?;
            let key = key.trim();
            let key_ok = key.starts_with(|c: char| c.is_ascii_alphabetic())
                && key.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
            if !key_ok {
                return Err(err(&format!("'{key}' is not a message key")));
            }
            let start = i;
            let mut value = first.trim_start().to_string();
            // Indented lines continue the message; a blank line ends it.
            while i < lines.len() && lines[i].starts_with(char::is_whitespace) && !lines[i].trim().is_empty()
            {
                value.push('\n');
                value.push_str(lines[i].trim_start());
                i += 1;
            }
            let value = value.trim_matches(|c: char| c == '\n' || c == ' ').to_string();
            let mut chars = Reader { text: &value, at: 0 };
            let pattern = chars.pattern(false).map_err(|m| ParseError { line: start, message: m })?;
            if messages.insert(key.to_string(), pattern).is_some() {
                return Err(ParseError { line: start, message: format!("'{key}' is defined twice") });
            }
        }
        Ok(Catalogue { lang, messages })
    }

    /// Every message key.
    pub fn keys(&self) -> impl Iterator<Item = &str> {
        self.messages.keys().map(String::as_str)
    }

    /// The variables message `key` uses, sorted.
    pub fn variables(&self, key: &str) -> Vec<String> {
        fn walk(parts: &[Part], out: &mut Vec<String>) {
            for p in parts {
                match p {
                    Part::Text(_) => {}
                    Part::Var(v) => out.push(v.clone()),
                    Part::Select { var, variants, .. } => {
                        out.push(var.clone());
                        for (_, pattern) in variants {
                            walk(pattern, out);
                        }
                    }
                }
            }
        }
        let mut out = Vec::new();
        if let Some(parts) = self.messages.get(key) {
            walk(parts, &mut out);
        }
        order::sort_unique(&mut out);
        out
    }

    /// Message `key` with `args`; the key itself when the catalogue lacks it.
    pub fn format(&self, key: &str, args: &[(&str, Arg)]) -> String {
        match self.messages.get(key) {
            Some(parts) => {
                let mut out = String::new();
                self.write(parts, args, &mut out);
                out
            }
            None => key.to_string(),
        }
    }

    fn write(&self, parts: &[Part], args: &[(&str, Arg)], out: &mut String) {
        let arg = |name: &str| args.iter().find(|(n, _)| *n == name).map(|(_, a)| a);
        for p in parts {
            match p {
                Part::Text(t) => out.push_str(t),
                Part::Var(v) => match arg(v) {
                    Some(Arg::Str(s)) => out.push_str(s),
                    Some(Arg::Num(n)) => out.push_str(&number(*n)),
                    None => out.push_str(&format!("{{${v}}}")),
                },
                Part::Select { var, variants, default } => {
                    let chosen = match arg(var) {
                        Some(Arg::Num(n)) => variants
                            .iter()
                            .position(|(k, _)| *k == number(*n))
                            .or_else(|| variants.iter().position(|(k, _)| k == self.lang.plural(*n))),
                        Some(Arg::Str(s)) => variants.iter().position(|(k, _)| k == s),
                        None => None,
                    };
                    self.write(&variants[chosen.unwrap_or(*default)].1, args, out);
                }
            }
        }
    }
}

/// A number as players read it: whole numbers without a decimal point, others to two
/// decimals. (Written by hand: Rust's float formatting would cost the site ~20 KB.)
fn number(n: f64) -> String {
    if !n.is_finite() {
        return "?".into();
    }
    let hundredths = (n.abs() * 100.0).round() as i64;
    let sign = if n < 0.0 && hundredths != 0 { "-" } else { "" };
    match hundredths % 100 {
        0 => format!("{sign}{}", hundredths / 100),
        f if f % 10 == 0 => format!("{sign}{}.{}", hundredths / 100, f / 10),
        f => format!("{sign}{}.{f:02}", hundredths / 100),
    }
}

struct Reader<'a> {
    text: &'a str,
    at: usize,
}

impl Reader<'_> {
    fn peek(&self) -> Option<char> {
        self.text[self.at..].chars().next()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.at += c.len_utf8();
        Some(c)
    }

    fn skip_space(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.bump();
        }
    }

    fn expect(&mut self, want: char) -> Result<(), String> {
        self.skip_space();
        match self.bump() {
            Some(c) if c == want => Ok(()),
            Some(c) => Err(format!("expected '{want}', found '{c}'")),
            None => Err(format!("expected '{want}' before the end")),
        }
    }

    /// Text and placeables up to the end, or up to the end of the line in a variant.
    fn pattern(&mut self, variant: bool) -> Result<Vec<Part>, String> {
        let mut parts = Vec::new();
        let mut text = String::new();
        while let Some(c) = self.peek() {
            if variant && c == '\n' {
                break;
            }
            if c == '}' {
                if variant {
                    break;
                }
                return Err("a '}' without its '{' (write {\"}\"} for the character)".into());
            }
            if c == '{' {
                self.bump();
                if !text.is_empty() {
                    parts.push(Part::Text(std::mem::take(&mut text)));
                }
                if let Some(p) = self.placeable()? {
                    parts.push(p);
                } else {
                    // A string literal: its text.
                }
                continue;
            }
            text.push(c);
            self.bump();
        }
        if !text.is_empty() {
            parts.push(Part::Text(if variant { text.trim_end().to_string() } else { text }));
        }
        Ok(parts)
    }

    /// After a `{`: a variable, a selector, or a string literal (returned as text).
    fn placeable(&mut self) -> Result<Option<Part>, String> {
        self.skip_space();
        match self.peek() {
            Some('"') => {
                self.bump();
                let mut s = String::new();
                loop {
                    match self.bump() {
                        Some('"') => break,
                        Some(c) => s.push(c),
                        None => return Err("a string literal without its closing '\"'".into()),
                    }
                }
                self.expect('}')?;
                Ok(Some(Part::Text(s)))
            }
            Some('$') => {
                self.bump();
                let var = self.name()?;
                self.skip_space();
                if self.text[self.at..].starts_with("->") {
                    self.at += 2;
                    let (variants, default) = self.variants()?;
                    self.expect('}')?;
                    return Ok(Some(Part::Select { var, variants, default }));
                }
                self.expect('}')?;
                Ok(Some(Part::Var(var)))
            }
            _ => Err("a placeable must be { $variable }, a selector or a \"string\"".into()),
        }
    }

    fn name(&mut self) -> Result<String, String> {
        let start = self.at;
        while self.peek().is_some_and(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-') {
            self.bump();
        }
        if self.at == start {
            return Err("a variable needs a name".into());
        }
        Ok(self.text[start..self.at].to_string())
    }

    fn variants(&mut self) -> Result<(Variants, usize), String> {
        let mut variants = Vec::new();
        let mut default = None;
        loop {
            self.skip_space();
            let star = self.peek() == Some('*');
            if star {
                self.bump();
            }
            if self.peek() != Some('[') {
                break;
            }
            self.bump();
            let start = self.at;
            while self.peek().is_some_and(|c| c != ']' && c != '\n') {
                self.bump();
            }
            let key = self.text[start..self.at].trim().to_string();
            self.expect(']')?;
            while self.peek() == Some(' ') {
                self.bump();
            }
            let pattern = self.pattern(true)?;
            if star {
                if default.is_some() {
                    return Err("a selector has two default variants".into());
                }
                default = Some(variants.len());
            }
            variants.push((key, pattern));
        }
        match default {
            Some(d) if !variants.is_empty() => Ok((variants, d)),
            _ => Err("a selector needs a default variant marked with '*'".into()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SOURCE: &str = "# comment\n\
hello = Hello, { $name }!\n\
pebbles =\n    { $n ->\n        [0] no pebble\n        [one] one pebble\n       *[other] { $n } pebbles\n    }\n\
braces = a {\"{\"} here\n\
long = first line\n    second line\n";

    #[test]
    fn numbers_as_players_read_them() {
        let cases = [
            (3.0, "3"),
            (-2.0, "-2"),
            (0.5, "0.5"),
            (2.25, "2.25"),
            (1.006, "1.01"),
            (-0.001, "0"),
            (12.5, "12.5"),
        ];
        for (n, text) in cases {
            assert_eq!(number(n), text, "{n}");
        }
        assert_eq!(number(f64::NAN), "?");
    }

    #[test]
    fn messages_variables_and_plurals() {
        let en = Catalogue::parse(Lang::En, SOURCE).unwrap();
        assert_eq!(en.format("hello", &[("name", "Ada".into())]), "Hello, Ada!");
        assert_eq!(en.format("pebbles", &[("n", 0.into())]), "no pebble");
        assert_eq!(en.format("pebbles", &[("n", 1.into())]), "one pebble");
        assert_eq!(en.format("pebbles", &[("n", 7.into())]), "7 pebbles");
        assert_eq!(en.format("braces", &[]), "a { here");
        assert_eq!(en.format("long", &[]), "first line\nsecond line");
        assert_eq!(en.format("missing", &[]), "missing");
        assert_eq!(en.format("hello", &[]), "Hello, {$name}!");
        assert_eq!(en.variables("pebbles"), ["n"]);
        let fr = Catalogue::parse(Lang::Fr, "n = { $n ->\n [one] un\n *[other] plusieurs\n }\n").unwrap();
        assert_eq!(fr.format("n", &[("n", 0.into())]), "un", "French counts 0 as one");
        assert_eq!(fr.format("n", &[("n", 2.into())]), "plusieurs");
    }

    #[test]
    fn bad_catalogues_are_refused_with_their_line() {
        for (text, line) in [
            ("ok = fine\nno equals sign\n", 2),
            ("1key = x\n", 1),
            ("a = x\na = y\n", 2),
            ("a = { $n\n", 1),
            ("a = { $n ->\n [one] x\n}\n", 1),
            ("a = }\n", 1),
            ("a = { n }\n", 1),
            ("  indented = x\n", 1),
        ] {
            let err = Catalogue::parse(Lang::En, text).unwrap_err();
            assert_eq!(err.line, line, "{text:?}: {err}");
        }
    }
}
