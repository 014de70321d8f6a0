//! Errors of the core API. Every message is meant to be shown to a player as it is: in English
//! by `Display` (command line, tests); an illegal move and unreadable position text also carry a
//! [`Refusal`], a message key and its arguments, so the app words them in the player's language.

/// A `&'static str` of English that only the command line shows (an option's label, a game's
/// tagline): empty in the site's build, which words them from the catalogue.
#[macro_export]
macro_rules! english_str {
    ($s:literal) => {
        if cfg!(feature = "english") {
            $s
        } else {
            ""
        }
    };
}

/// `format!` in builds with the `english` feature (the command line, the tests), an empty string
/// in the site's: the site words its messages from the catalogue by key, and leaving the English
/// out (format strings and all: the branch is removed at compile time) keeps its wasm small.
#[macro_export]
macro_rules! english {
    ($($t:tt)*) => {
        if cfg!(feature = "english") { ::std::format!($($t)*) } else { ::std::string::String::new() }
    };
}

use std::fmt;

/// An action was refused; the state is unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ActionError {
    GameOver,
    Notation(NotationError),
    Illegal(Refusal),
}

/// Why a move is illegal: a catalogue key (`<game>-illegal-<what>`, or `app-illegal-<what>` for
/// the core's own), the values of its variables, and the same reason in English.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    pub key: &'static str,
    pub args: Vec<(&'static str, String)>,
    pub english: String,
    /// The reason behind this one, worded first and given to it as its variable `reason` (a
    /// record whose start position is unreadable, and why).
    pub cause: Option<Box<Refusal>>,
}

impl Refusal {
    /// A reason without variables; add them with [`Refusal::arg`]. Without the `english`
    /// feature (the site's build, which words refusals from its catalogue by key) the English
    /// is left out, and its text with it.
    pub fn new(key: &'static str, english: impl Into<String>) -> Refusal {
        let english = if cfg!(feature = "english") { english.into() } else { String::new() };
        Refusal { key, args: Vec::new(), english, cause: None }
    }

    /// The reason behind this one (its variable `reason`).
    pub fn because(mut self, cause: Refusal) -> Refusal {
        self.cause = Some(Box::new(cause));
        self
    }

    /// The value of variable `name` of the message (a square's name, a count…).
    pub fn arg(mut self, name: &'static str, value: impl ToString) -> Refusal {
        self.args.push((name, value.to_string()));
        self
    }
}

impl fmt::Display for Refusal {
    /// The English; without it (the site's build), the key and its variables, so a message
    /// that reaches a developer (the JavaScript API) still says what was wrong.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if !self.english.is_empty() {
            return f.write_str(&self.english);
        }
        f.write_str(self.key)?;
        for (name, value) in &self.args {
            write!(f, " {name}={value}")?;
        }
        match &self.cause {
            Some(c) => write!(f, " ({c})"),
            None => Ok(()),
        }
    }
}

/// Notation that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotationError(pub String);

/// Position text that cannot be read: a catalogue key (one of [`POSITION_ERROR_KEYS`]), its
/// variables, and the precise reason in English (command line and tests only).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionError(pub Refusal);

/// Every key of a [`PositionError`] (`www/locales/<lang>/record.ftl` words them). They say
/// which part of the text is wrong, not every detail the English gives: a player meets them
/// only in a hand-edited link or record, and the command line gives the detail.
pub const POSITION_ERROR_KEYS: &[&str] = &[
    "position-parts",
    "position-board",
    "position-side",
    "position-number",
    "position-count",
    "position-impossible",
    "position-part",
    "position-history",
    "position-options",
];

impl PositionError {
    /// A reason without variables (`key` is one of [`POSITION_ERROR_KEYS`]); `english` comes
    /// from [`english!`](crate::english), or a literal.
    pub fn new(key: &'static str, english: impl Into<String>) -> PositionError {
        PositionError(Refusal::new(key, english))
    }

    /// The value of variable `name` (the text that could not be read, a count…).
    pub fn arg(self, name: &'static str, value: impl ToString) -> PositionError {
        PositionError(self.0.arg(name, value))
    }

    /// The part of the text quoted (`text`), for `position-side`, `-number` and `-part`; a
    /// reader that already quoted a smaller piece of it keeps that one.
    pub fn quoting(self, text: &str) -> PositionError {
        if self.0.args.iter().any(|(name, _)| *name == "text") {
            return self;
        }
        self.arg("text", super::text::one_line(text, 40))
    }
}

/// A setup or option that does not exist.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupError(pub String);

impl fmt::Display for ActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ActionError::GameOver => write!(f, "the game is over"),
            ActionError::Notation(e) => write!(f, "{e}"),
            ActionError::Illegal(why) => write!(f, "illegal move: {why}"),
        }
    }
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // The site's build has no English (`english!`): the app words it by its own key.
        if self.0.is_empty() {
            return f.write_str("bad notation");
        }
        write!(f, "bad notation: {}", self.0)
    }
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "bad position: {}", self.0)
    }
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "bad setup: {}", self.0)
    }
}

impl std::error::Error for ActionError {}
impl std::error::Error for NotationError {}
impl std::error::Error for PositionError {}
impl std::error::Error for SetupError {}
