//! Live play: two devices of a game between devices join by a WebRTC data channel, made by
//! exchanging one code each way (`crate::live`: the offer rides in the link that opens the
//! game, the answer comes back as a code to paste), with no server of ours. Once connected,
//! each device sends the whole game (its link payload) after each of its actions, and takes
//! what arrives as it takes a link: checked, matched with its copy, kept. A message lost or a
//! connection dropped loses nothing: the next message, or a link, carries the whole game.
//!
//! ```text
//!          Start (this device)          Described(offer)        Answer(code pasted)
//!   Off ──────────────────────▶ Offering{None} ──────▶ Offering{code} ─────────▶ (connect)
//!    │  link with &live=<offer>       Described(answer)                    Open
//!    └───────────────────────▶ Answering{None} ──────▶ Answering{code} ───────▶ Connected
//!   Connected ── Closed ──▶ Lost (the game goes on by link; Start again from there)
//! ```

use super::arrival::revealed_here;
use super::*;
use crate::i18n::t;
use crate::live::{Role, Signal};
use ludus_engine::record::Record;

/// Live play with the other device of the game on screen.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Live {
    #[default]
    Off,
    /// This device offers a connection for game `id`; `code` once the browser has made it
    /// (then the link with the offer is on show, and the friend's answer is awaited).
    Offering { id: String, code: Option<String> },
    /// This device answers the friend's offer; `code` once the browser has made the answer.
    Answering { id: String, code: Option<String> },
    /// Actions go both ways as they are played.
    Connected { id: String },
    /// The connection dropped: the game goes on by link.
    Lost { id: String },
}

impl Live {
    /// The game it is for.
    pub fn id(&self) -> Option<&str> {
        match self {
            Live::Off => None,
            Live::Offering { id, .. }
            | Live::Answering { id, .. }
            | Live::Connected { id }
            | Live::Lost { id } => Some(id),
        }
    }
}

/// What happens to live play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PeerEvent {
    /// "Play live": this device offers a connection.
    Start,
    /// The browser made this device's half of the handshake (a session description).
    Described(String),
    /// The browser could not make it, or the connection could not be made.
    Failed,
    /// The friend's answer code, pasted into the box.
    Answer(String),
    /// The data channel is open.
    Open,
    /// The connection dropped (or closed).
    Closed,
    /// A message from the other device: a game's link payload.
    Message(String),
}

/// What the runtime does for live play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PeerEffect {
    /// Make a connection and its offer; the description comes as `PeerEvent::Described`.
    Offer,
    /// Answer this offer (a session description); the answer comes as `PeerEvent::Described`.
    Join(String),
    /// The friend's answer (a session description) to this device's offer: connect.
    Connect(String),
    /// Send this game's link payload to the other device.
    Send(String),
    /// Close the connection, if any.
    Close,
}

/// What follows a link's payload (and its `&seat=N`) to carry an offer of live play.
pub const LIVE_MARK: &str = "&live=";

/// What follows a live message's payload when it is the next game between the same two
/// devices (a rematch, a new game): the connection carries on to it.
const NEXT_MARK: &str = "&next";

impl Shell {
    /// Whether "Play live" is offered: a game on screen between two devices, still on, kept
    /// under an id, with no connection made or being answered (while this device's offer
    /// waits, it shows the offer again: its box is where the friend's answer goes).
    pub fn may_go_live(&self) -> bool {
        let Some(g) = &self.game else { return false };
        g.session.seats() == 2
            && policy::between_devices(&g.seats)
            && g.session.outcome().is_none()
            && self.game_id().is_some()
            && matches!(self.live, Live::Off | Live::Lost { .. } | Live::Offering { code: Some(_), .. })
    }

    /// Actions go live to the other device now.
    pub fn live_connected(&self) -> bool {
        matches!(self.live, Live::Connected { .. })
    }

    pub(super) fn peer(&mut self, event: PeerEvent, o: &dyn Outside, out: &mut Vec<Effect>) {
        match event {
            PeerEvent::Start => {
                if !self.may_go_live() {
                    return;
                }
                if let Live::Offering { code: Some(code), .. } = &self.live {
                    let code = code.clone();
                    return self.show_offer(&code, out);
                }
                let Some(id) = self.game_id() else { return };
                out.push(Effect::Peer(PeerEffect::Close));
                out.push(Effect::Peer(PeerEffect::Offer));
                out.push(Effect::Notice(t("app-live-preparing")));
                self.live = Live::Offering { id, code: None };
            }
            PeerEvent::Described(sdp) => self.described(&sdp, out),
            PeerEvent::Failed => {
                if self.live != Live::Off {
                    self.live_off(out);
                    out.push(Effect::Notice(t("app-live-failed")));
                }
            }
            PeerEvent::Answer(code) => {
                let Live::Offering { code: Some(_), .. } = &self.live else { return };
                match Signal::read(&code) {
                    None => out.push(Effect::TextError(t("app-live-bad-code"))),
                    // Their own offer pasted back, or the friend's offer: not an answer.
                    Some(s) if s.role == Role::Offer => out.push(Effect::TextError(t("app-live-not-answer"))),
                    Some(s) => {
                        out.push(Effect::Peer(PeerEffect::Connect(s.to_sdp())));
                        self.close_text(out);
                        out.push(Effect::Notice(t("app-live-connecting")));
                    }
                }
            }
            PeerEvent::Open => {
                let Some(id) = self.live.id().map(str::to_string) else { return };
                self.live = Live::Connected { id };
                if matches!(self.dialog, Some(Dialog::Text(TextUse::LiveOffer | TextUse::LiveAnswer))) {
                    self.close_text(out);
                }
                out.push(Effect::Notice(t("app-live-connected")));
                // Both sides start from the whole game as each has it.
                self.live_send(out);
            }
            PeerEvent::Closed => match &self.live {
                Live::Connected { id } => {
                    self.live = Live::Lost { id: id.clone() };
                    out.push(Effect::Peer(PeerEffect::Close));
                    out.push(Effect::Notice(t("app-live-lost")));
                    // What this device played last may not have reached the friend: the link.
                    // (A game over went with its last message; Send still has its link.)
                    if self.away_to_act(o) && self.session().is_some_and(|s| s.outcome().is_none()) {
                        self.send(out);
                    }
                }
                Live::Offering { .. } | Live::Answering { .. } => {
                    self.live_off(out);
                    out.push(Effect::Notice(t("app-live-failed")));
                }
                Live::Off | Live::Lost { .. } => {}
            },
            PeerEvent::Message(payload) => self.live_message(&payload, o, out),
        }
    }

    /// This device's half of the handshake is made: as a code, on show for the friend.
    fn described(&mut self, sdp: &str, out: &mut Vec<Effect>) {
        let signal = Signal::from_sdp(sdp);
        match (&mut self.live, signal) {
            (Live::Offering { code: code @ None, .. }, Some(s)) if s.role == Role::Offer => {
                let made = s.code();
                *code = Some(made.clone());
                out.push(Effect::Notice(String::new()));
                self.show_offer(&made, out);
            }
            (Live::Answering { code: code @ None, .. }, Some(s)) if s.role != Role::Offer => {
                let made = s.code();
                *code = Some(made.clone());
                out.push(Effect::Notice(String::new()));
                self.open_text(
                    TextUse::LiveAnswer,
                    t("app-live-answer-title"),
                    t("app-live-answer-help"),
                    made,
                    out,
                );
            }
            (Live::Offering { code: None, .. } | Live::Answering { code: None, .. }, _) => {
                self.live_off(out);
                out.push(Effect::Notice(t("app-live-failed")));
            }
            _ => {}
        }
    }

    /// The link with this device's offer, in its box (the friend's answer is pasted there).
    fn show_offer(&mut self, code: &str, out: &mut Vec<Effect>) {
        let Some(payload) = self.record().and_then(|r| r.to_link().ok()) else {
            return self.live_off(out);
        };
        self.dialog = Some(Dialog::Text(TextUse::LiveOffer));
        out.push(Effect::OpenLiveOffer { payload: format!("{payload}{LIVE_MARK}{code}") });
    }

    /// A link that opened a game carried the friend's offer: answer it, if the game it opened
    /// is theirs and between devices (and not already live: the link opened again changes
    /// nothing).
    pub(super) fn offered(&mut self, code: &str, id: Option<&str>, out: &mut Vec<Effect>) {
        let on_screen = self.game_id();
        let theirs = id.is_some() && on_screen.as_deref() == id;
        if !theirs || !self.between_devices() || self.session().is_none_or(|s| s.seats() != 2) {
            return;
        }
        if self.live_connected() && self.live.id() == id {
            return;
        }
        let Some(signal) = Signal::read(code).filter(|s| s.role == Role::Offer) else {
            out.push(Effect::Notice(t("app-live-bad-offer")));
            return;
        };
        let Some(id) = on_screen else { return };
        out.push(Effect::Peer(PeerEffect::Close));
        out.push(Effect::Peer(PeerEffect::Join(signal.to_sdp())));
        out.push(Effect::Notice(t("app-live-preparing")));
        self.live = Live::Answering { id, code: None };
    }

    /// Before a new game replaces a live one (a rematch): the connection, taken out of the way
    /// of the game's change (which would close it).
    pub(super) fn carry_live(&mut self) -> Option<Live> {
        self.live_connected().then(|| std::mem::take(&mut self.live))
    }

    /// The new game between the same devices goes over the connection, and it carries on:
    /// no link to send (the box a hand-over opened closes again).
    pub(super) fn next_live(&mut self, carried: Option<Live>, out: &mut Vec<Effect>) {
        let Some(carried) = carried else { return };
        let (Some(id), true) = (self.game_id(), self.between_devices()) else {
            self.live = carried;
            return self.live_off(out);
        };
        self.no_link_box(out);
        self.live = Live::Connected { id };
        if let Some(payload) = self.record().and_then(|r| r.to_link().ok()) {
            out.push(Effect::Peer(PeerEffect::Send(format!("{payload}{NEXT_MARK}"))));
        }
    }

    /// The link's box a change of game opened (a hand-over, a pledge) is not for live play:
    /// what it offered goes over the connection.
    fn no_link_box(&mut self, out: &mut Vec<Effect>) {
        out.retain(|e| !matches!(e, Effect::OpenLink { .. }));
        if matches!(self.dialog, Some(Dialog::Text(TextUse::Link))) {
            self.dialog = None;
        }
    }

    /// The friend's next game arrived over the connection: this device joins it (as by its
    /// link), and the connection carries on to it. Only a game with the friend's device in
    /// it, new, and between devices.
    fn next_game(&mut self, payload: &str, o: &dyn Outside, out: &mut Vec<Effect>) {
        let friend: Vec<String> = self.game.as_ref().map_or(Vec::new(), |g| {
            (0..g.seats.len())
                .filter(|&s| policy::is_away(&g.seats, s))
                .filter_map(|s| g.devices.get(s).cloned())
                .collect()
        });
        let Ok((next, session)) = Record::from_link(payload).and_then(|r| r.replay().map(|s| (r, s))) else {
            return;
        };
        let fresh = next.id.is_some() && next.id.as_deref() != self.live.id() && next.actions.len() <= 1;
        let theirs = next.devices.iter().any(|d| !d.is_empty() && friend.contains(d));
        if !fresh || !theirs {
            return;
        }
        // Out of the way of the game's change (which would close the connection).
        let carried = std::mem::take(&mut self.live);
        let next_id = next.id.clone();
        self.open_arrived(session, next, None, o, out);
        match self.game_id() {
            Some(id) if next_id.as_deref() == Some(id.as_str()) => {
                // What joining offered to send by link (a pledge) goes live instead.
                self.no_link_box(out);
                self.live = Live::Connected { id };
                out.push(Effect::Notice(t("app-live-next")));
                self.live_send(out);
            }
            _ => {
                self.live = carried;
                self.live_off(out);
            }
        }
    }

    /// A message from the other device: the game as it has it, taken as a link of that game.
    /// A message for another game changes nothing, nor one that brings nothing new (the
    /// greeting both sides send on connecting, mostly): the board is not set again for it.
    fn live_message(&mut self, payload: &str, o: &dyn Outside, out: &mut Vec<Effect>) {
        let Live::Connected { id } = &self.live else { return };
        if let Some(next) = payload.strip_suffix(NEXT_MARK) {
            return self.next_game(next, o, out);
        }
        let (Ok(theirs), Some(ours)) = (Record::from_link(payload), self.record()) else { return };
        if theirs.id.as_deref() != Some(id.as_str()) || ours.id.as_deref() != Some(id.as_str()) {
            return;
        }
        if theirs.actions != ours.actions || theirs.agreed != ours.agreed {
            let Some(mine) = self.session() else { return };
            let Ok(arrived) = theirs.replay() else { return };
            match compare(mine, arrived.as_ref()) {
                // Behind this device's game (the friend will have it from this device's next
                // message): nothing to take, nothing to say.
                Arrival::Older | Arrival::Same => {}
                Arrival::Extends => self.open_arrived(arrived, theirs, None, o, out),
                // Parted ways (only a device not playing by these rules does that): live play
                // ends, and the game is asked about once, as a link's.
                Arrival::Differs(_) => {
                    self.live_off(out);
                    self.open_arrived(arrived, theirs, None, o, out);
                }
            }
            return;
        }
        // The same actions: what it may bring is the friend's device and pledges. Taken
        // quietly, with no arrival on the board: a half-built move there stays.
        let Some(g) = self.game.as_mut() else { return };
        let mut changed = false;
        if theirs.devices.len() == g.devices.len() {
            for (mine, t) in g.devices.iter_mut().zip(&theirs.devices) {
                if mine.is_empty() && !t.is_empty() {
                    mine.clone_from(t);
                    changed = true;
                }
            }
        }
        let merged = policy::merge_pledges(&theirs.chance, &g.fair.pledges);
        if merged != g.fair.pledges {
            // The pledges must give the throws already made (as for any link).
            if (Record { chance: merged.clone(), ..ours }).replay().is_err() {
                return;
            }
            g.fair.pledges = merged;
            changed = true;
        }
        if changed {
            // Storage must have them too: the next write is the whole game again.
            if let Kind::Match(Keeping::Kept { written, .. }) = &mut g.kind {
                *written = None;
            }
            let before = revealed_here(&g.seats, &g.fair);
            self.settle(o, out);
            let now = self.game.as_ref().map_or(0, |g| revealed_here(&g.seats, &g.fair));
            // This device may now reveal what the friend needs to throw.
            if now > before || matches!(self.waiting(o), Some(Waiting::Pledge(_))) {
                self.live_send(out);
            }
        }
    }

    /// After this device changed the game: live, the game goes to the other device at once.
    pub(super) fn live_send(&self, out: &mut Vec<Effect>) {
        let Live::Connected { id } = &self.live else { return };
        if self.game_id().as_deref() != Some(id.as_str()) {
            return;
        }
        if let Some(payload) = self.record().and_then(|r| r.to_link().ok()) {
            out.push(Effect::Peer(PeerEffect::Send(payload)));
        }
    }

    /// The game that live play was for left the screen (or another came): the connection ends.
    pub(super) fn live_follows_screen(&mut self, out: &mut Vec<Effect>) {
        if self.live.id().is_some() && self.live.id() != self.game_id().as_deref() {
            self.live_off(out);
        }
    }

    fn live_off(&mut self, out: &mut Vec<Effect>) {
        self.live = Live::Off;
        out.push(Effect::Peer(PeerEffect::Close));
        if matches!(self.dialog, Some(Dialog::Text(TextUse::LiveOffer | TextUse::LiveAnswer))) {
            self.dialog = None;
        }
    }
}

/// Splits `&live=<code>` off a link's payload.
pub fn split_offer(payload: &str) -> (&str, Option<&str>) {
    match payload.split_once(LIVE_MARK) {
        Some((p, code)) => (p, Some(code)),
        None => (payload, None),
    }
}
