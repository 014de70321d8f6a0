//! The rules of a match that are not the game's rules: who plays each seat, what Undo takes
//! back, who may resign, and what happens to a draw offer. Plain Rust over the engine's
//! `Session`, so it is tested natively (`tests/policy.rs`) and the app only asks and shows.

use ludus_engine::core::{Actor, Outcome};
use ludus_engine::record;
use ludus_engine::session::Session;
use serde::{Deserialize, Serialize};

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SeatKind {
    Human,
    /// The computer at this level (`ai::LEVELS`).
    Computer(u8),
}

/// The computer's level at `seat`, if the computer plays it.
pub fn computer_level(seats: &[SeatKind], seat: usize) -> Option<u8> {
    match seats.get(seat) {
        Some(SeatKind::Computer(level)) => Some(*level),
        _ => None,
    }
}

fn is_human(seats: &[SeatKind], seat: usize) -> bool {
    seats.get(seat) == Some(&SeatKind::Human)
}

/// Whether the next action is the app's to take: a computer seat's action, or a throw nobody
/// throws by hand. `human_thrower` is the human seat whose throw is due, when the game lets
/// players throw by hand (the board view knows).
pub fn computer_to_act(session: &dyn Session, seats: &[SeatKind], human_thrower: Option<usize>) -> bool {
    if session.outcome().is_some() {
        return false;
    }
    match session.actor() {
        Actor::Seat(seat) => computer_level(seats, seat).is_some(),
        Actor::Chance => human_thrower.is_none_or(|seat| !is_human(seats, seat)),
    }
}

/// What Undo did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Undone {
    /// Actions were taken back.
    Done,
    /// Nothing to take back: the game is at its start.
    Nothing,
    /// The last action is a throw of the dice or sticks: taking it back would let a player
    /// throw again, so Undo refuses.
    Throw,
}

/// Whether the last action was a throw (and the game did not end by agreement after it).
fn after_throw(session: &dyn Session) -> bool {
    !session.ended_by_agreement() && session.history_actors().last() == Some(&Actor::Chance)
}

/// Undo: takes back the last action, then, when a human plays in this match, every action
/// back to that human's last decision (against the computer, its reply goes too). It never
/// takes back a throw. A resignation or agreed draw is taken back first, on its own.
pub fn undo(session: &mut dyn Session, seats: &[SeatKind]) -> Undone {
    if after_throw(session) {
        return Undone::Throw;
    }
    if !session.undo() {
        return Undone::Nothing;
    }
    if !seats.contains(&SeatKind::Human) {
        return Undone::Done;
    }
    loop {
        let computer_turn = match session.actor() {
            Actor::Seat(seat) => computer_level(seats, seat).is_some(),
            Actor::Chance => true,
        };
        if !computer_turn || after_throw(session) || !session.undo() {
            return Undone::Done;
        }
    }
}

/// The seat that may resign now: a human seat to act in a two-seat game still on, to move or
/// to throw (`human_thrower`: the human seat whose throw is due, where players throw by hand).
pub fn may_resign(session: &dyn Session, seats: &[SeatKind], human_thrower: Option<usize>) -> Option<usize> {
    let seat = match session.actor() {
        Actor::Seat(seat) => seat,
        Actor::Chance => human_thrower?,
    };
    (session.outcome().is_none() && session.seats() == 2 && is_human(seats, seat)).then_some(seat)
}

/// The human seat to act resigns: the other seat wins. False when nobody may resign now.
pub fn resign(session: &mut dyn Session, seats: &[SeatKind], human_thrower: Option<usize>) -> bool {
    match may_resign(session, seats, human_thrower) {
        Some(seat) => {
            session.end_by_agreement(Outcome::Win(1 - seat));
            true
        }
        None => false,
    }
}

/// The answer to a draw offer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DrawOffer {
    /// The other seat is a human: the app asks them (this seat), and `accept_draw` ends the
    /// game if they agree. Nothing changes until then.
    AskSeat(usize),
    /// The computer declines every offer: play on.
    Declined,
    /// No draw can be offered: the game is over or has more than two seats.
    NotNow,
}

/// A draw offer in a two-seat game still on.
pub fn offer_draw(session: &mut dyn Session, seats: &[SeatKind]) -> DrawOffer {
    if session.outcome().is_some() || session.seats() != 2 {
        return DrawOffer::NotNow;
    }
    if seats.iter().any(|k| matches!(k, SeatKind::Computer(_))) {
        return DrawOffer::Declined;
    }
    // The seat that did not offer: the seat to move offers (its opponent answers).
    let offerer = match session.actor() {
        Actor::Seat(seat) => seat,
        Actor::Chance => 0,
    };
    DrawOffer::AskSeat(1 - offerer.min(1))
}

/// The other player accepted the draw offered: the game ends drawn (if it is still on).
pub fn accept_draw(session: &mut dyn Session) -> bool {
    if session.outcome().is_some() {
        return false;
    }
    session.end_by_agreement(Outcome::Draw);
    true
}

/// The seats as a record writes them.
pub fn record_seats(seats: &[SeatKind]) -> Vec<record::SeatKind> {
    seats
        .iter()
        .map(|s| match s {
            SeatKind::Human => record::SeatKind::Human,
            SeatKind::Computer(l) => record::SeatKind::Computer(*l),
        })
        .collect()
}

/// The seats of a record.
pub fn app_seats(seats: &[record::SeatKind]) -> Vec<SeatKind> {
    seats
        .iter()
        .map(|s| match s {
            record::SeatKind::Human => SeatKind::Human,
            record::SeatKind::Computer(l) => SeatKind::Computer(*l),
        })
        .collect()
}
