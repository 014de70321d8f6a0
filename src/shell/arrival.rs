//! How a game that arrives by link stands to the player's own copy of it.

use ludus_engine::session::Session;

/// How a game from a link stands to the player's own copy of it.
#[derive(Debug, PartialEq, Eq)]
pub enum Arrival {
    /// The link carries the same actions and more: it moves the game on.
    Extends,
    Same,
    /// The player's copy is further on: the link is an old one.
    Older,
    /// The two part at this action (1-based), or are not the same game at all (0).
    Differs(usize),
}

/// Compares the game of a link with the player's copy of it.
pub fn compare(mine: &dyn Session, theirs: &dyn Session) -> Arrival {
    if mine.id() != theirs.id()
        || mine.setup() != theirs.setup()
        || mine.start_position() != theirs.start_position()
    {
        return Arrival::Differs(0);
    }
    let (a, b) = (mine.history_len(), theirs.history_len());
    if let Some(i) = (0..a.min(b)).find(|&i| mine.action(i).map(|x| x.1) != theirs.action(i).map(|x| x.1)) {
        return Arrival::Differs(i + 1);
    }
    let agreed = |s: &dyn Session| s.ended_by_agreement();
    match a.cmp(&b) {
        std::cmp::Ordering::Less => Arrival::Extends,
        std::cmp::Ordering::Greater => Arrival::Older,
        std::cmp::Ordering::Equal if agreed(theirs) && !agreed(mine) => Arrival::Extends,
        std::cmp::Ordering::Equal if agreed(mine) && !agreed(theirs) => Arrival::Older,
        std::cmp::Ordering::Equal => Arrival::Same,
    }
}
