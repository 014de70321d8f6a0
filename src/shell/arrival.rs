//! Games that arrive (an import, a link, a live message): how each stands to the player's copy, and
//! how it is taken.

use super::words::seat_names;
use super::*;
use crate::i18n::{self, t, tf};
use ludus_engine::fair::Pledge;
use ludus_engine::record::Record;
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

impl Shell {
    /// Imports a record, or a game link, pasted or read from a file: a new game in the
    /// library, on screen.
    pub(super) fn import(&mut self, text: &str, o: &dyn Outside, out: &mut Vec<Effect>) {
        let record = match link_payload(text) {
            Some(payload) => Record::from_link(payload),
            None => Record::read(text),
        };
        match record.and_then(|r| r.replay().map(|s| (s, r))) {
            Ok((session, record)) => {
                self.dialog = None;
                if let Some(id) = &record.id {
                    // A game the library has: that game, not a copy of it (moved on if the
                    // record is further on).
                    if let Stored::Game(mine) = o.stored(id) {
                        match compare(mine.session.as_ref(), session.as_ref()) {
                            Arrival::Same | Arrival::Older => {
                                self.resume(id, o, out);
                                out.push(Effect::Notice(t("app-import-known")));
                                return;
                            }
                            Arrival::Extends => {
                                let entry = Entry { id: id.clone(), rev: mine.rev };
                                let between = self.arriving(&record, Some(&mine), None, o);
                                if let Err(e) = pledged_throws(&record, &between) {
                                    // Refused as any bad record: the box stays, with why.
                                    self.dialog = Some(Dialog::Text(TextUse::Import));
                                    out.push(Effect::TextError(i18n::record::words(&e)));
                                    return;
                                }
                                let seats = policy::seats_here(&record.seats, &between.devices, &self.device);
                                self.arrive(
                                    session,
                                    seats,
                                    between,
                                    Keeping::Kept { entry, written: None },
                                    o,
                                    out,
                                );
                                out.push(Effect::Notice(t("app-import-moved-on")));
                                return;
                            }
                            Arrival::Differs(_) => {}
                        }
                    }
                }
                // A copy of its own, on this device alone (a game between devices goes on by its
                // links; its throws so far were checked against its pledges as it was read).
                let seats = policy::app_seats(&record.seats);
                let between = Between { clock: record.clock.clone(), ..Between::default() };
                self.install(session, seats, between, Kind::Match(Keeping::New { id: None }), out);
                out.push(Effect::Notice(t("app-imported")));
                self.settle(o, out);
            }
            Err(e) => {
                out.push(Effect::Notice(String::new()));
                out.push(Effect::TextError(i18n::record::words(&e)));
            }
        }
    }

    /// Opens the game of a link: checked action by action, then matched with the player's copy
    /// (same library id). A link that moves the game on replaces the copy and plays its last
    /// action on the board; any other is refused with the reason, and the copy stays.
    /// Returns the id of the link's game, when the link reads.
    pub(super) fn open_link(
        &mut self,
        payload: &str,
        o: &dyn Outside,
        out: &mut Vec<Effect>,
    ) -> Option<String> {
        // A link may name the seat it is for (`…&seat=N`, from 1), in games of three or four.
        let (payload, named) = match payload.split_once(SEAT_MARK) {
            Some((p, n)) => (p, n.parse::<usize>().ok().and_then(|n| n.checked_sub(1))),
            None => (payload, None),
        };
        match Record::from_link(payload).and_then(|r| r.replay().map(|s| (s, r))) {
            Ok((theirs, record)) => {
                let id = record.id.clone();
                self.open_arrived(theirs, record, named, o, out);
                id
            }
            Err(e) => {
                out.push(Effect::Notice(tf("app-link-bad", &[("why", i18n::record::words(&e).into())])));
                None
            }
        }
    }

    /// `open_link`'s work once the link is read and replayed (`theirs`); `named`: the seat it
    /// names.
    pub(super) fn open_arrived(
        &mut self,
        theirs: Box<dyn Session>,
        record: Record,
        named: Option<usize>,
        o: &dyn Outside,
        out: &mut Vec<Effect>,
    ) {
        let me = self.device.clone();
        let stored = match &record.id {
            Some(id) => o.stored(id),
            None => Stored::Nothing,
        };
        // Between devices: this device's seats (taken now if it has none yet) and pledges.
        let mine_revealed = match &stored {
            Stored::Game(mine) => revealed_here(&mine.seats, &mine.fair),
            _ => 0,
        };
        let between =
            self.arriving(&record, if let Stored::Game(m) = &stored { Some(m) } else { None }, named, o);
        if let Err(e) = pledged_throws(&record, &between) {
            out.push(Effect::Notice(tf("app-link-bad", &[("why", i18n::record::words(&e).into())])));
            return;
        }
        let devices = between.devices.clone();
        let seats = policy::seats_here(&record.seats, &devices, &me);
        let since = match &stored {
            Stored::Game(mine) => mine.session.history_len(),
            _ => 0,
        };
        // Told once: when this device first opens the game.
        let joined = !devices.is_empty() && !matches!(stored, Stored::Game(_));
        let told = self.arrival_words(theirs.as_ref(), &seats, since, joined, o);
        let Some(id) = record.id.clone() else {
            self.arrive(theirs, seats, between, Keeping::New { id: None }, o, out);
            return out.extend(told.map(Effect::Notice));
        };
        match stored {
            Stored::Nothing => {
                self.arrive(theirs, seats, between, Keeping::New { id: Some(id) }, o, out);
                out.extend(told.map(Effect::Notice));
                self.pledged(mine_revealed, o, out);
            }
            Stored::Game(mine) => match compare(mine.session.as_ref(), theirs.as_ref()) {
                Arrival::Extends | Arrival::Same => {
                    let entry = Entry { id, rev: mine.rev };
                    self.arrive(theirs, seats, between, Keeping::Kept { entry, written: None }, o, out);
                    out.extend(told.map(Effect::Notice));
                    self.pledged(mine_revealed, o, out);
                }
                Arrival::Older => {
                    self.resume(&id, o, out);

                    out.push(Effect::Notice(t("app-link-older")));
                }
                Arrival::Differs(at) => {
                    self.resume(&id, o, out);
                    out.push(Effect::Notice(tf("app-link-differs", &[("at", (at as f64).into())])));
                    self.ask(Ask::LinkAsNew(theirs, seats, between), out);
                }
            },
            Stored::Damaged(_) => self.ask(Ask::LinkAsNew(theirs, seats, between), out),
        }
    }

    /// A link's game between devices, as this device takes it: the devices with this one in
    /// a free seat (`policy::claim`), the pledges merged with its copy's (`mine`), and this
    /// device's own pledge for its seats (a new secret when it has none for the game).
    fn arriving(
        &self,
        record: &Record,
        mine: Option<&Saved>,
        named: Option<usize>,
        o: &dyn Outside,
    ) -> Between {
        let (mine_devices, mine_fair) =
            mine.map_or((&[][..], Fair::default()), |m| (&m.devices[..], m.fair.clone()));
        let devices = policy::claim(&record.devices, mine_devices, &self.device, named);
        let clock = own_times(record, &devices, mine.and_then(|m| m.clock.as_ref()), &self.device);
        let mut fair = Fair::default();
        // A game without pledges, unless this device's copy has them: then they stay (a link
        // stripped of them is checked against them, so it cannot bring throws of its own).
        if record.chance.is_empty() && mine_fair.pledges.is_empty() {
            return Between { devices, fair, clock };
        }
        fair.pledges = policy::merge_pledges(&record.chance, &mine_fair.pledges);
        let seats = policy::seats_here(&record.seats, &devices, &self.device);
        let here: Vec<usize> = (0..seats.len()).filter(|&s| !policy::is_away(&seats, s)).collect();
        // A new secret only for seats no chain is committed for yet: a device that lost its
        // secret (its library entry) cannot take a second chain, and so cannot throw again.
        let fresh = here.iter().all(|&s| fair.pledges.get(s).is_some_and(|p| p.commit.is_none()));
        let secret = match mine_fair.secret {
            Some(secret) => Some(secret),
            None if fresh && !here.is_empty() => Some(o.new_secret()),
            None => None,
        };
        if let Some(secret) = secret {
            for &s in &here {
                if let Some(p) = fair.pledges.get_mut(s).filter(|p| p.commit.is_none()) {
                    *p = Pledge::of(&secret, 0);
                }
            }
        }
        fair.secret = secret;
        Between { devices, fair, clock }
    }

    /// After a link arrived: when this device revealed more of its chain than its copy had
    /// (`before`), the other device needs it to throw: the link is offered.
    fn pledged(&mut self, before: u32, o: &dyn Outside, out: &mut Vec<Effect>) {
        let now = self.game.as_ref().map_or(0, |g| revealed_here(&g.seats, &g.fair));
        let committed = self.game.as_ref().is_some_and(|g| !g.fair.pledges.is_empty());
        if committed && (now > before || matches!(self.waiting(o), Some(Waiting::Pledge(_)))) {
            match self.live_connected() {
                true => self.live_send(out),
                false => self.send(out),
            }
        }
    }

    /// What a link brings, in words: the seat this device takes (`joined`: it took one now),
    /// then what the other devices played since this device's copy (its first `since`
    /// actions). `None` when there is nothing to tell.
    fn arrival_words(
        &self,
        theirs: &dyn Session,
        seats: &[SeatKind],
        since: usize,
        joined: bool,
        o: &dyn Outside,
    ) -> Option<String> {
        let names = seat_names(theirs);
        let mut told = Vec::new();
        if joined {
            let here: Vec<String> = (0..seats.len())
                .filter(|&s| !policy::is_away(seats, s))
                .filter_map(|s| names.get(s).cloned())
                .collect();
            told.push(match here.is_empty() {
                true => t("app-link-watching"),
                false => tf("app-link-joined", &[("seat", here.join(", ").into())]),
            });
        }
        // The friend's seats' actions since, each in words (which name the seat). A throw is
        // its thrower's, as the board view says: Tâb's players throw their own sticks.
        let n = theirs.history_len();
        // A long way behind (a hostile link, a game not seen for long): the last actions only,
        // each costing a replay.
        let since = since.max(n.saturating_sub(ARRIVAL_TOLD));
        for i in since..n {
            let Some((actor, text)) = theirs.action(i) else { continue };
            let before = theirs.prefix(i);
            let seat = match actor {
                Actor::Seat(seat) => Some(seat),
                Actor::Chance => o.thrower(before.as_ref()),
            };
            if seat.is_some_and(|s| policy::is_away(seats, s)) {
                told.push(o.told(before.as_ref(), text));
            }
        }
        (!told.is_empty()).then(|| told.join(" "))
    }

    /// Puts a game from a link on screen, kept as `keeping` says, its last action played on
    /// the board.
    pub(super) fn arrive(
        &mut self,
        game: Box<dyn Session>,
        seats: Vec<SeatKind>,
        between: Between,
        keeping: Keeping,
        o: &dyn Outside,
        out: &mut Vec<Effect>,
    ) {
        let n = game.history_len();
        let last = n.checked_sub(1).and_then(|i| game.action(i)).map(|(_, a)| a.to_string());
        let agreed = if game.ended_by_agreement() { game.outcome() } else { None };
        let before = game.prefix(n.saturating_sub(1));
        self.install(before, seats, between, Kind::Match(keeping), out);
        if let Some(last) = last {
            self.play(&last, out);
        }
        if let (Some(outcome), Some(g)) = (agreed, self.game.as_mut()) {
            g.session.end_by_agreement(outcome);
        }
        self.settle(o, out);
    }
}

/// A game that arrives (a link, an import) must have the throws the pledges this device knows
/// give: a record cannot swap a seat's chain for one that gives other throws, nor drop them.
fn pledged_throws(record: &Record, between: &Between) -> Result<(), ludus_engine::record::RecordError> {
    if between.fair.pledges.is_empty() || between.fair.pledges == record.chance {
        return Ok(());
    }
    Record { chance: between.fair.pledges.clone(), ..record.clone() }.replay().map(|_| ())
}

/// A link's clock as this device takes it: between devices, the times of this device's own
/// seats are its copy's (only this device charges them: a link cannot take its time away), the
/// others' the link's.
fn own_times(
    record: &Record,
    devices: &[String],
    mine: Option<&ludus_engine::clock::Clock>,
    me: &str,
) -> Option<ludus_engine::clock::Clock> {
    let mut clock = record.clock.clone()?;
    let Some(mine) = mine.filter(|m| m.left.len() == clock.left.len() && !devices.is_empty()) else {
        return Some(clock);
    };
    for (seat, device) in devices.iter().enumerate() {
        if device == me {
            if let (Some(left), Some(&kept)) = (clock.left.get_mut(seat), mine.left.get(seat)) {
                *left = kept;
            }
        }
    }
    Some(clock)
}

/// The most actions an arriving link's words name (`arrival_words`).
const ARRIVAL_TOLD: usize = 40;

/// What follows a link's payload to name the seat it is for (`&seat=N`, N from 1).
pub const SEAT_MARK: &str = "&seat=";

/// How far this device revealed its chain for its seats (the most of them).
pub(super) fn revealed_here(seats: &[SeatKind], fair: &Fair) -> u32 {
    (0..seats.len())
        .filter(|&s| !policy::is_away(seats, s))
        .filter_map(|s| fair.pledges.get(s).map(|p| p.revealed))
        .max()
        .unwrap_or(0)
}

/// The payload of a game link pasted as text (`https://…/#game=1.…`, or the fragment alone).
fn link_payload(text: &str) -> Option<&str> {
    let text = text.trim();
    let at = text.find("#game=")?;
    let payload = &text[at + "#game=".len()..];
    // An import is a copy: the seat a link names and an offer of live play are for opening
    // it, not here.
    let payload = super::live::split_offer(payload).0;
    Some(payload.split_once(SEAT_MARK).map_or(payload, |(p, _)| p))
}
