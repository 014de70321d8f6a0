//! Errors of the core API. Every message is meant to be shown to a player as it is: in English
//! by `Display` (command line, tests); an illegal move also carries a [`Refusal`], a message key
//! and its arguments, so the app words it in the player's language.

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
}

impl Refusal {
    /// A reason without variables; add them with [`Refusal::arg`]. Without the `english`
    /// feature (the site's build, which words refusals from its catalogue by key) the English
    /// is left out, and its text with it.
    pub fn new(key: &'static str, english: impl Into<String>) -> Refusal {
        let english = if cfg!(feature = "english") { english.into() } else { String::new() };
        Refusal { key, args: Vec::new(), english }
    }

    /// The value of variable `name` of the message (a square's name, a count…).
    pub fn arg(mut self, name: &'static str, value: impl ToString) -> Refusal {
        self.args.push((name, value.to_string()));
        self
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.english)
    }
}

/// Notation that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotationError(pub String);

/// Position text that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionError(pub String);

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
