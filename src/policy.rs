//! The rules of a match that are not the game's rules: who plays each seat, what Undo takes
//! back, who may resign, and what happens to a draw offer. Plain Rust over the engine's
//! `Session`, so it is tested natively (`tests/policy.rs`) and the app only asks and shows.

use ludus_engine::core::{Actor, Outcome};
use ludus_engine::fair::Pledge;
use ludus_engine::record;
use ludus_engine::session::Session;
use serde::{Deserialize, Serialize};

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SeatKind {
    /// A player at this device.
    Human,
    /// The computer at this level (`ai::LEVELS`), on this device.
    Computer(u8),
    /// Played on another device, in a game between devices (by link): a friend there (`None`),
    /// or that device's computer at this level. This device never acts for it: it waits for
    /// the link that brings its actions.
    Away(Option<u8>),
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

/// Whether `seat` is played on another device.
pub fn is_away(seats: &[SeatKind], seat: usize) -> bool {
    matches!(seats.get(seat), Some(SeatKind::Away(_)))
}

/// A game between devices: some seat is played on another device.
pub fn between_devices(seats: &[SeatKind]) -> bool {
    seats.iter().any(|k| matches!(k, SeatKind::Away(_)))
}

/// The seat whose action is due: the seat to move, or the one whose throw is due (`thrower`,
/// when the game has players throw: the board view knows).
pub fn acting_seat(session: &dyn Session, thrower: Option<usize>) -> Option<usize> {
    match session.actor() {
        Actor::Seat(seat) => Some(seat),
        Actor::Chance => thrower,
    }
}

/// Whether the next action is the app's to take: a computer seat's action, or a throw nobody
/// throws by hand. `thrower` is the seat whose throw is due, when the game lets players throw
/// (the board view knows): a human there throws by hand, and a seat on another device throws
/// there.
pub fn computer_to_act(session: &dyn Session, seats: &[SeatKind], thrower: Option<usize>) -> bool {
    if session.outcome().is_some() {
        return false;
    }
    match session.actor() {
        Actor::Seat(seat) => computer_level(seats, seat).is_some(),
        Actor::Chance => thrower.is_none_or(|seat| computer_level(seats, seat).is_some()),
    }
}

/// Whether the action due is another device's to take (the game waits for its link).
pub fn away_to_act(session: &dyn Session, seats: &[SeatKind], thrower: Option<usize>) -> bool {
    session.outcome().is_none() && acting_seat(session, thrower).is_some_and(|seat| is_away(seats, seat))
}

/// The run of chance actions (Tâb: a turn's throws) due or under way, numbered from 1, and
/// how many of its throws are made.
pub fn throw_run(session: &dyn Session) -> (u32, u32) {
    ludus_engine::fair::Runs::after(session.history_actors()).next()
}

/// How far this device reveals its chain (`ludus_engine::fair`) for its seats: every run
/// thrown so far, its own run once it has thrown in it, and the run another device's seat is
/// about to throw once every seat has committed (then that seat's chain was fixed before it saw
/// this element). Never its own run before it throws: nobody may know a throw before it is made.
pub fn reveal_to(
    session: &dyn Session,
    seats: &[SeatKind],
    thrower: Option<usize>,
    pledges: &[Pledge],
) -> u32 {
    let (run, thrown) = throw_run(session);
    let done = if thrown > 0 { run } else { run - 1 };
    if session.outcome().is_some() || session.actor() != Actor::Chance || thrown > 0 {
        return done;
    }
    let theirs = thrower.is_some_and(|s| is_away(seats, s));
    if theirs && pledges.iter().all(|p| p.commit.is_some()) {
        run
    } else {
        done
    }
}

/// The pledges of a game that arrives (`link`) against this device's copy (`mine`): a
/// commitment once known never changes (a link cannot swap a seat's chain), and each seat's
/// chain is revealed as far as either says.
pub fn merge_pledges(link: &[Pledge], mine: &[Pledge]) -> Vec<Pledge> {
    if link.is_empty() {
        return mine.to_vec();
    }
    link.iter()
        .enumerate()
        .map(|(seat, theirs)| match mine.get(seat) {
            Some(m) if m.commit.is_some() => {
                if theirs.commit == m.commit && theirs.revealed > m.revealed {
                    *theirs
                } else {
                    *m
                }
            }
            _ => *theirs,
        })
        .collect()
}

/// Who plays each seat, seen from device `me`: a game's seats as its record has them, and the
/// device of each (`Record::devices`; empty for a game on one device, all of it here).
pub fn seats_here(seats: &[record::SeatKind], devices: &[String], me: &str) -> Vec<SeatKind> {
    let mut here = app_seats(seats);
    if devices.is_empty() {
        return here;
    }
    for (seat, kind) in here.iter_mut().enumerate() {
        if devices.get(seat).is_none_or(|d| d != me) {
            *kind = match *kind {
                SeatKind::Computer(l) => SeatKind::Away(Some(l)),
                _ => SeatKind::Away(None),
            };
        }
    }
    here
}

/// The seats of a game that becomes this device's alone (a branch, a copy): the friends' seats
/// are played here now, by a human or by this device's computer at the same level.
pub fn here_alone(seats: &[SeatKind]) -> Vec<SeatKind> {
    seats
        .iter()
        .map(|k| match *k {
            SeatKind::Away(None) => SeatKind::Human,
            SeatKind::Away(Some(l)) => SeatKind::Computer(l),
            k => k,
        })
        .collect()
}

/// A new game's devices: this device (`me`) plays every seat but those on another device,
/// which are free until the friend's device opens the link. Empty for a game on one device.
pub fn new_devices(seats: &[SeatKind], me: &str) -> Vec<String> {
    if !between_devices(seats) {
        return Vec::new();
    }
    seats
        .iter()
        .map(|k| if matches!(k, SeatKind::Away(_)) { String::new() } else { me.to_string() })
        .collect()
}

/// A link's game arrives at device `me`: the devices as they stand, with `me` in a free seat
/// if `me` plays none yet (the seat the link names if it is free, else the first free one;
/// none free: `me` only watches). `mine`: the devices of this device's copy, whose seats stay
/// as they are (a device never loses a seat to a link).
pub fn claim(devices: &[String], mine: &[String], me: &str, named: Option<usize>) -> Vec<String> {
    // A link never takes this device's game off its devices.
    let devices = if devices.is_empty() { mine } else { devices };
    let mut merged: Vec<String> = devices
        .iter()
        .enumerate()
        .map(|(seat, d)| match mine.get(seat) {
            Some(m) if !m.is_empty() => m.clone(),
            _ => d.clone(),
        })
        .collect();
    if merged.is_empty() || merged.iter().any(|d| d == me) {
        return merged;
    }
    let free = |seat: &usize| merged.get(*seat).is_some_and(|d| d.is_empty());
    if let Some(seat) = named.filter(free).or_else(|| (0..merged.len()).find(free)) {
        merged[seat] = me.to_string();
    }
    merged
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
    // Between devices, only this device's own actions since the friend's last one: the
    // friend's came by link and stand.
    if matches!(session.history_actors().last(), Some(Actor::Seat(s)) if is_away(seats, *s)) {
        return Undone::Nothing;
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
    // Between devices an offer would have to travel with the link: not yet.
    if session.outcome().is_some() || session.seats() != 2 || between_devices(seats) {
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
            SeatKind::Human | SeatKind::Away(None) => record::SeatKind::Human,
            SeatKind::Computer(l) | SeatKind::Away(Some(l)) => record::SeatKind::Computer(*l),
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
