//! Errors of the core API. Every message is meant to be shown to a player as it is.

use std::fmt;

/// An action was refused; the state is unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ActionError {
    GameOver,
    Notation(NotationError),
    Illegal(String),
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
