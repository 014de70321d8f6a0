//! Game records: the one text format, for every game, in which a game is saved, exported,
//! imported and given to the command line, and the compact link that carries the same game in a
//! URL fragment. The format is documented in `docs/records.md`.
//!
//! A record holds the game, its setup (named setup, rule options, seed), who sat at each seat,
//! the position it started from when not the setup's, the actions in the game's notation, an
//! end outside the rules (resignation, agreed draw, loss on time) and the seats' clocks.
//! Reading checks the syntax and the tags; [`Record::replay`] then plays every action through
//! the game's checked apply and stops at the first refused one, naming its number and the
//! game's reason.
//!
//! ```text
//! [Ludus "1"]
//! [Game "abalone"]
//! [Setup "belgian"]
//! [Seed "7"]
//! [Seats "human, computer 3"]
//!
//! 1. A5B5; I5H5
//! 2. ...
//! ```
//!
//! Reading is safe on hostile input: it never panics, refuses texts over [`MAX_TEXT_BYTES`],
//! records over [`MAX_ACTIONS`] actions and links over [`MAX_LINK_BYTES`], and every refusal is
//! a [`RecordError`] with a catalogue key (`record-…`, all listed in [`RECORD_ERROR_KEYS`]) and
//! the reason in English.

use crate::ai::MAX_LEVEL;
use crate::clock::{self, Clock};
use crate::core::{ActionError, Actor, OptionValues, Outcome, Refusal, Rng, Setup};
use crate::fair::{self, Pledge};
use crate::games;
use crate::session::Session;
use std::fmt;
use std::ops::Range;

/// The version of the text format, written as `[Ludus "1"]`. A newer version is refused with a
/// message saying so.
pub const RECORD_VERSION: u32 = 1;
/// The version of the link format, the link's first field (`1.…`).
pub const LINK_VERSION: u32 = 2;
/// The longest record text read (1 MiB).
pub const MAX_TEXT_BYTES: usize = 1 << 20;
/// The most actions a record or link may hold.
pub const MAX_ACTIONS: usize = 200_000;
/// The longest link read (64 KiB).
pub const MAX_LINK_BYTES: usize = 64 << 10;

/// Every catalogue key a [`RecordError`] may carry (`www/locales/<lang>/record.ftl` words them):
/// the keys of [`RecordError::Bad`]'s reasons, plus `record-line` ("line N: reason") and
/// `record-action` ("action N (text): reason") that wrap them.
pub const RECORD_ERROR_KEYS: &[&str] = &[
    "record-line",
    "record-action",
    "record-too-long",
    "record-too-many-actions",
    "record-bad-line",
    "record-bad-tag",
    "record-duplicate-tag",
    "record-tag-after-actions",
    "record-empty-action",
    "record-no-version",
    "record-bad-version",
    "record-newer-version",
    "record-no-game",
    "record-unknown-game",
    "record-unknown-setup",
    "record-bad-options",
    "record-unknown-option",
    "record-bad-option-value",
    "record-bad-seed",
    "record-bad-seat",
    "record-seat-count",
    "record-bad-agreed",
    "record-agreed-impossible",
    "record-agreed-over",
    "record-bad-setup",
    "record-bad-position",
    "record-bad-action-text",
    "record-upto",
    "record-link-too-long",
    "record-link-damaged",
    "record-link-checksum",
    "record-link-newer",
    "record-link-bad-action",
    "record-bad-id",
    "record-bad-devices",
    "record-bad-chance",
    "record-bad-throw",
    "record-bad-clock",
    "record-clock-seats",
    "record-clock-flag",
];

/// The characters of a game's id (a record's `Id` tag, a link's id, the app's library key):
/// lower-case letters and digits without l, o, 0 and 1, which read alike.
pub const ID_ALPHABET: &[u8; 32] = b"abcdefghijkmnpqrstuvwxyz23456789";
/// The length of a game's id.
pub const ID_LEN: usize = 12;

/// Whether `id` is a game's id as Ludus gives them: [`ID_LEN`] characters of [`ID_ALPHABET`].
/// Every id that comes in (a record's `Id` tag, a link, a key of the app's library) is checked
/// with this: anything else (markup, quotes, another length or alphabet) is refused.
pub fn is_id(id: &str) -> bool {
    id.len() == ID_LEN && id.bytes().all(|b| ID_ALPHABET.contains(&b))
}

fn bad_id() -> Refusal {
    bad(
        "record-bad-id",
        crate::english_str!(
            "the game's id is not one Ludus gives (12 letters and digits): the game was altered or not written by Ludus"
        ),
    )
}

/// Who plays a seat. The app maps its own seat type to this.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatKind {
    Human,
    /// A computer player at this level (0 = random moves, 1–4 = `ai::LEVELS`).
    Computer(u8),
}

/// A whole game: enough to replay it exactly.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Record {
    /// The game's registry id ("abalone").
    pub game: String,
    /// Named setup (empty: the game's default), rule options, seed.
    pub setup: Setup,
    /// Who played each seat, in turn order; empty when not told (all human).
    pub seats: Vec<SeatKind>,
    /// The position text the game started from, when not from its setup.
    pub start: Option<String>,
    /// Every action in the game's notation, chance actions included.
    pub actions: Vec<String>,
    /// An end outside the rules: a resignation or a loss on time (the winner), or an agreed
    /// draw.
    pub agreed: Option<Outcome>,
    /// An id the app gives a game, to match a correspondence game with the recipient's copy.
    pub id: Option<String>,
    /// A game between devices: the device that plays each seat (an id as [`is_id`] checks, the
    /// app's own for each browser), one per seat; an empty string for a seat no device has
    /// taken yet (the friend has not opened the link). Empty: a game played on one device.
    pub devices: Vec<String>,
    /// Fair throws between devices (`fair`): each seat's pledge, one per seat; empty for a
    /// game whose throws are drawn by the device that throws.
    pub chance: Vec<Pledge>,
    /// The seats' clocks, as of the last action (`clock`); `None` for a game without clocks.
    /// Only two-seat games have them; a seat at 0 lost on time, which the agreed end says.
    pub clock: Option<Clock>,
}

/// Why a record or link was refused.
///
/// In the player's language: a [`RecordError::Bad`] is its reason's key (wrapped in
/// `record-line` when it has a line); a [`RecordError::Action`] is `record-action` with the
/// number, the action and the game's refusal worded as for a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// The record or link itself is wrong; `line` is the line of the text (1-based) where it is,
    /// `None` for a link or the record as a whole.
    Bad { line: Option<usize>, why: Refusal },
    /// Action `number` (1-based), written `text`, was refused by the game.
    Action { number: usize, text: String, error: ActionError },
}

impl RecordError {
    fn at(line: usize, why: Refusal) -> RecordError {
        RecordError::Bad { line: Some(line), why }
    }

    /// The catalogue key of the reason (`record-action` for a refused action).
    pub fn key(&self) -> &'static str {
        match self {
            RecordError::Bad { why, .. } => why.key,
            RecordError::Action { .. } => "record-action",
        }
    }
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Bad { line: Some(line), why } => write!(f, "line {line}: {why}"),
            RecordError::Bad { line: None, why } => write!(f, "{why}"),
            RecordError::Action { number, text, error } => write!(f, "action {number} ({text}): {error}"),
        }
    }
}

impl std::error::Error for RecordError {}

fn bad(key: &'static str, english: impl Into<String>) -> Refusal {
    debug_assert!(RECORD_ERROR_KEYS.contains(&key), "{key} is not in RECORD_ERROR_KEYS");
    Refusal::new(key, english)
}

fn whole(why: Refusal) -> RecordError {
    RecordError::Bad { line: None, why }
}

/// Groups a history into rounds, as the record's body and the app's move list show it: a round
/// is a turn of each seat in order, and a new one starts when a seat starts a turn whose index
/// is not greater than the previous turn's seat. Consecutive actions of one seat are one turn;
/// the same seat acting again after chance actions starts a new turn. Chance actions go with the
/// turn that follows them (Tâb's throws with the moves that use them); chance actions at the
/// end of the history stay in the last round. Returns the action indices of each round.
pub fn rounds(actors: &[Actor]) -> Vec<Range<usize>> {
    let mut starts = Vec::new();
    let mut last_seat: Option<usize> = None;
    let mut chance_from: Option<usize> = None;
    for (i, a) in actors.iter().enumerate() {
        match *a {
            Actor::Chance => {
                chance_from.get_or_insert(i);
            }
            Actor::Seat(s) => {
                let from = chance_from.take();
                let new_round = match last_seat {
                    None => true,
                    Some(p) => s < p || (s == p && from.is_some()),
                };
                if new_round {
                    starts.push(if starts.is_empty() { 0 } else { from.unwrap_or(i) });
                }
                last_seat = Some(s);
            }
        }
    }
    if starts.is_empty() && !actors.is_empty() {
        starts.push(0);
    }
    let mut out = Vec::with_capacity(starts.len());
    for (k, &s) in starts.iter().enumerate() {
        let end = starts.get(k + 1).copied().unwrap_or(actors.len());
        out.push(s..end);
    }
    out
}

impl Record {
    /// The record of a game in progress or over; `seats` says who plays each seat (may be
    /// empty). The id is left for the caller to set.
    pub fn of(session: &dyn Session, seats: &[SeatKind]) -> Record {
        Record {
            game: session.id().to_string(),
            setup: session.setup().clone(),
            seats: seats.to_vec(),
            start: session.start_position(),
            actions: session.history(),
            agreed: if session.ended_by_agreement() { session.outcome() } else { None },
            id: None,
            devices: Vec::new(),
            chance: Vec::new(),
            clock: None,
        }
    }

    /// The record as text (see `docs/records.md`), with a `[Result]` when the game is over.
    /// The actions are grouped in rounds by replaying them; a record that does not replay is
    /// still written, its actions from the first refused one on in its last round.
    pub fn write(&self) -> String {
        let (actors, result) = self.actors();
        self.write_with(&actors, result)
    }

    /// The same text as [`Record::write`], without replaying: the rounds and the result are
    /// taken from `session`, the game this record was made of ([`Record::of`]). For saving a
    /// long game after every move. A session whose history is not the record's is ignored.
    pub fn write_from(&self, session: &dyn Session) -> String {
        let actors = session.history_actors();
        if session.id() != self.game || session.history() != self.actions {
            return self.write();
        }
        self.write_with(&actors, result_with(session, self.clock.as_ref()))
    }

    /// The record of `session` as text, in one pass over its history (saving a long game after
    /// every move): [`Record::of`] and [`Record::write_from`] without comparing the history
    /// with itself. `clock` is the seats' clocks as of the last action, if the game has them.
    pub fn write_session(
        session: &dyn Session,
        seats: &[SeatKind],
        id: Option<String>,
        devices: &[String],
        chance: &[Pledge],
        clock: Option<&Clock>,
    ) -> String {
        let record = Record {
            id,
            devices: devices.to_vec(),
            chance: chance.to_vec(),
            clock: clock.cloned(),
            ..Record::of(session, seats)
        };
        record.write_with(&session.history_actors(), result_with(session, clock))
    }

    fn write_with(&self, actors: &[Actor], result: Option<String>) -> String {
        let mut out = String::new();
        let mut tag = |name: &str, value: &str| {
            out.push('[');
            out.push_str(name);
            out.push_str(" \"");
            out.push_str(&escape(value));
            out.push_str("\"]\n");
        };
        tag("Ludus", &RECORD_VERSION.to_string());
        tag("Game", &self.game);
        if !self.setup.name.is_empty() {
            tag("Setup", &self.setup.name);
        }
        if !self.setup.options.is_empty() {
            let options: Vec<String> = self.setup.options.iter().map(|(k, v)| format!("{k}={v}")).collect();
            tag("Options", &options.join(" "));
        }
        tag("Seed", &self.setup.seed.to_string());
        if !self.seats.is_empty() {
            let seats: Vec<String> = self
                .seats
                .iter()
                .map(|s| match s {
                    SeatKind::Human => "human".to_string(),
                    SeatKind::Computer(l) => format!("computer {l}"),
                })
                .collect();
            tag("Seats", &seats.join(", "));
        }
        if let Some(p) = &self.start {
            tag("Position", p);
        }
        if let Some(id) = &self.id {
            tag("Id", id);
        }
        if !self.devices.is_empty() {
            tag("Devices", &devices_text(&self.devices));
        }
        if !self.chance.is_empty() {
            tag("Chance", &chance_text(&self.chance));
        }
        if let Some(c) = &self.clock {
            tag("Clock", &c.control.text());
            tag("Left", &c.left_text());
        }
        if let Some(o) = &self.agreed {
            tag("Agreed", &outcome_text(o));
        }
        if let Some(r) = result {
            tag("Result", &r);
        }
        if !self.actions.is_empty() {
            out.push('\n');
            for (n, round) in rounds(actors).into_iter().enumerate() {
                out.push_str(&format!("{}. {}\n", n + 1, self.actions[round].join("; ")));
            }
        }
        out
    }

    /// Who took each action (replaying them; actions after a refused one count as chance, so
    /// they stay in the last round), and the result in words when the game is over.
    fn actors(&self) -> (Vec<Actor>, Option<String>) {
        let mut actors = Vec::with_capacity(self.actions.len());
        let mut result = None;
        if let Ok(mut s) = self.start() {
            for a in &self.actions {
                let who = s.actor();
                if s.play(a).is_err() {
                    break;
                }
                actors.push(who);
            }
            if actors.len() == self.actions.len() {
                if let Some(o) = &self.agreed {
                    if agreed_fits(s.as_ref(), o).is_ok() {
                        s.end_by_agreement(o.clone());
                    }
                }
                result = result_with(s.as_ref(), self.clock.as_ref());
            }
        }
        actors.resize(self.actions.len(), Actor::Chance);
        (actors, result)
    }

    /// Reads a record: syntax and tags (the game exists, its setup and options, the seats);
    /// the actions are checked by [`Record::replay`].
    pub fn read(text: &str) -> Result<Record, RecordError> {
        if text.len() > MAX_TEXT_BYTES {
            return Err(whole(
                bad("record-too-long", crate::english!("the record is longer than {} bytes", MAX_TEXT_BYTES))
                    .arg("limit", MAX_TEXT_BYTES),
            ));
        }
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let mut tags = Tags::default();
        let mut actions = Vec::new();
        let mut in_body = false;
        for (i, raw) in text.lines().enumerate() {
            let n = i + 1;
            let line = raw.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            if line.starts_with('[') {
                if in_body {
                    return Err(RecordError::at(
                        n,
                        bad("record-tag-after-actions", "the tags come before the actions"),
                    ));
                }
                let (name, value) = parse_tag(line).map_err(|why| RecordError::at(n, why))?;
                tags.add(n, name, value)?;
                continue;
            }
            let digits = line.bytes().take_while(u8::is_ascii_digit).count();
            if digits == 0 || line.as_bytes().get(digits) != Some(&b'.') {
                return Err(RecordError::at(
                    n,
                    bad(
                        "record-bad-line",
                        "this line is not a tag [Name \"value\"], a round \"N. action; action\", \
                         a comment starting with # or blank",
                    ),
                ));
            }
            in_body = true;
            for part in line[digits + 1..].split(';') {
                let a = part.trim();
                if a.is_empty() {
                    return Err(RecordError::at(
                        n,
                        bad(
                            "record-empty-action",
                            "an empty action (a round number without actions, or ';' twice)",
                        ),
                    ));
                }
                if actions.len() >= MAX_ACTIONS {
                    return Err(too_many_actions());
                }
                actions.push(a.to_string());
            }
        }
        let mut record = tags.into_record()?;
        record.actions = actions;
        Ok(record)
    }

    /// The game at its start: the setup, or the start position read with the setup's options.
    fn start(&self) -> Result<Box<dyn Session>, RecordError> {
        let info = check_header(self, None)?;
        // The registry words its errors "bad setup: …", "bad position: …".
        let reason = |e: String, prefix: &str| e.strip_prefix(prefix).map(str::to_string).unwrap_or(e);
        let setup_error = |e: String| {
            let e = reason(e, "bad setup: ");
            whole(bad("record-bad-setup", crate::english!("bad setup: {e}")).arg("reason", e))
        };
        // The setup is checked even under a start position, so a typo is not ignored.
        let fresh = games::new_session(&self.game, self.setup.clone()).map_err(setup_error)?;
        let s = match &self.start {
            None => fresh,
            Some(text) => {
                games::session_from_position(&self.game, text, self.setup.clone()).map_err(|e| {
                    whole(
                        bad("record-bad-position", crate::english!("bad start position: {}", e.0))
                            .because(e.0),
                    )
                })?
            }
        };
        if !self.seats.is_empty() && self.seats.len() != s.seats() {
            return Err(whole(seat_count(info.name, self.seats.len(), &s.seats().to_string())));
        }
        // The game's seats are known now (Cabale's and Abalone's come from the options).
        if let Some(c) = &self.clock {
            if s.seats() != 2 {
                return Err(whole(clock_seats()));
            }
            if c.left.len() != s.seats() {
                return Err(whole(bad_clock()));
            }
        }
        Ok(s)
    }

    /// Replays the record through the game's checked apply: the game after all its actions, and
    /// its agreed end.
    pub fn replay(&self) -> Result<Box<dyn Session>, RecordError> {
        let mut s = self.replay_upto(self.actions.len())?;
        if !self.chance.is_empty() {
            check_throws(self, self.start()?, self.actions.len())?;
        }
        if let Some(o) = &self.agreed {
            agreed_fits(s.as_ref(), o)?;
            s.end_by_agreement(o.clone());
        }
        Ok(s)
    }

    /// The game after its first `n` actions (checked; without the agreed end).
    pub fn replay_upto(&self, n: usize) -> Result<Box<dyn Session>, RecordError> {
        if n > self.actions.len() {
            return Err(whole(
                bad("record-upto", crate::english!("the record has {} actions, not {n}", self.actions.len()))
                    .arg("count", self.actions.len())
                    .arg("upto", n),
            ));
        }
        if self.actions.len() > MAX_ACTIONS {
            return Err(too_many_actions());
        }
        let mut s = self.start()?;
        for (i, a) in self.actions[..n].iter().enumerate() {
            check_action_text(i + 1, a)?;
            s.play(a).map_err(|error| RecordError::Action { number: i + 1, text: a.clone(), error })?;
        }
        Ok(s)
    }

    /// The game as a link payload for a URL fragment: `1.` then base64url (no padding) of the
    /// header, each action as its index among the legal actions, and a checksum (see
    /// `docs/records.md`). The record is replayed to find the indices, so it must be valid.
    pub fn to_link(&self) -> Result<String, RecordError> {
        if self.id.as_deref().is_some_and(|id| !is_id(id)) {
            return Err(whole(bad_id()));
        }
        let mut s = self.start()?;
        if self.actions.len() > MAX_ACTIONS {
            return Err(too_many_actions());
        }
        let mut data = Vec::new();
        let mut flags = 0u8;
        let setup = &self.setup;
        for (bit, present) in [
            !setup.name.is_empty(),
            !setup.options.is_empty(),
            setup.seed != 0,
            !self.seats.is_empty(),
            self.start.is_some(),
            self.agreed.is_some(),
            self.id.is_some(),
            // Version 2: the extensions (the devices, the pledges of fair throws, the clocks).
            !self.devices.is_empty() || !self.chance.is_empty() || self.clock.is_some(),
        ]
        .into_iter()
        .enumerate()
        {
            if present {
                flags |= 1 << bit;
            }
        }
        data.push(flags);
        put_str(&mut data, &self.game);
        if !setup.name.is_empty() {
            put_str(&mut data, &setup.name);
        }
        if !setup.options.is_empty() {
            put_varint(&mut data, setup.options.len() as u64);
            for (k, v) in &setup.options {
                put_str(&mut data, k);
                put_str(&mut data, v);
            }
        }
        if setup.seed != 0 {
            put_varint(&mut data, setup.seed);
        }
        if !self.seats.is_empty() {
            put_varint(&mut data, self.seats.len() as u64);
            for seat in &self.seats {
                data.push(match seat {
                    SeatKind::Human => 0,
                    SeatKind::Computer(l) => l.saturating_add(1),
                });
            }
        }
        if let Some(p) = &self.start {
            put_str(&mut data, p);
        }
        if let Some(o) = &self.agreed {
            match o {
                Outcome::Draw => data.push(0),
                Outcome::Win(w) => {
                    data.push(1);
                    put_varint(&mut data, *w as u64);
                }
                Outcome::Scores(scores) => {
                    data.push(2);
                    put_varint(&mut data, scores.len() as u64);
                    for &x in scores {
                        put_varint(&mut data, zigzag(x));
                    }
                }
            }
        }
        if let Some(id) = &self.id {
            put_str(&mut data, id);
        }
        if flags & 0x80 != 0 {
            let mut extensions = Vec::new();
            if !self.devices.is_empty() {
                extensions.push((EXTENSION_DEVICES, devices_text(&self.devices)));
            }
            if !self.chance.is_empty() {
                extensions.push((EXTENSION_CHANCE, chance_text(&self.chance)));
            }
            if let Some(c) = &self.clock {
                extensions.push((EXTENSION_CLOCK, c.text()));
            }
            put_varint(&mut data, extensions.len() as u64);
            for (tag, text) in extensions {
                put_varint(&mut data, tag);
                put_str(&mut data, &text);
            }
        }
        put_varint(&mut data, self.actions.len() as u64);
        for (i, a) in self.actions.iter().enumerate() {
            check_action_text(i + 1, a)?;
            let legal = s.legal_actions();
            let canonical =
                s.play(a).map_err(|error| RecordError::Action { number: i + 1, text: a.clone(), error })?;
            let Some(index) = legal.iter().position(|l| *l == canonical) else {
                // The game's notation of a legal action is one of its listed actions; if a game
                // ever broke that, the link could not carry the action.
                return Err(RecordError::Action {
                    number: i + 1,
                    text: a.clone(),
                    error: ActionError::Illegal(Refusal::new(
                        "app-illegal-not-legal",
                        "that move is not legal in this position",
                    )),
                });
            };
            put_varint(&mut data, index as u64);
        }
        if let Some(o) = &self.agreed {
            agreed_fits(s.as_ref(), o)?;
        }
        let sum = fnv1a(&data);
        data.extend_from_slice(&sum.to_le_bytes());
        // A link without extensions stays version 1, which Ludus before version 2 reads.
        let version = if flags & 0x80 != 0 { LINK_VERSION } else { 1 };
        let link = format!("{version}.{}", base64url(&data));
        if link.len() > MAX_LINK_BYTES {
            return Err(link_too_long());
        }
        Ok(link)
    }

    /// Reads a link payload (with or without the leading `#`) and replays it through the game:
    /// a damaged link (bad characters, checksum) and a forged one (an action that does not exist)
    /// are refused with a clear reason.
    pub fn from_link(link: &str) -> Result<Record, RecordError> {
        if link.len() > MAX_LINK_BYTES {
            return Err(link_too_long());
        }
        let link = link.trim();
        let link = link.strip_prefix('#').unwrap_or(link);
        let damaged =
            || whole(bad("record-link-damaged", "the link is damaged: it is not a whole Ludus game link"));
        let (version, payload) = link.split_once('.').ok_or_else(damaged)?;
        if version.is_empty() || version.len() > 9 || !version.bytes().all(|b| b.is_ascii_digit()) {
            return Err(damaged());
        }
        let v: u32 = version.parse().map_err(|_| damaged())?;
        if v > LINK_VERSION {
            return Err(whole(
                bad(
                    "record-link-newer",
                    crate::english!(
                        "the link is in format version {v}, newer than this Ludus reads \
                         ({LINK_VERSION}): update Ludus to open it"
                    ),
                )
                .arg("version", v)
                .arg("supported", LINK_VERSION),
            ));
        }
        if v == 0 {
            return Err(damaged());
        }
        let bytes = from_base64url(payload).ok_or_else(damaged)?;
        if bytes.len() < 5 {
            return Err(damaged());
        }
        let (data, sum) = bytes.split_at(bytes.len() - 4);
        if fnv1a(data).to_le_bytes() != sum {
            return Err(whole(bad(
                "record-link-checksum",
                "the link is damaged: its checksum does not match (was it copied whole?)",
            )));
        }
        let mut r = Reader { data, at: 0 };
        let mut record = Record::default();
        let flags = r.byte().ok_or_else(damaged)?;
        // Version 1 has no extensions.
        if flags & 0x80 != 0 && v < 2 {
            return Err(damaged());
        }
        let has = |bit: u8| flags & (1 << bit) != 0;
        record.game = r.string().ok_or_else(damaged)?;
        if has(0) {
            record.setup.name = r.string().ok_or_else(damaged)?;
        }
        if has(1) {
            let n = r.count().ok_or_else(damaged)?;
            for _ in 0..n {
                let k = r.string().ok_or_else(damaged)?;
                let v = r.string().ok_or_else(damaged)?;
                if record.setup.options.insert(k, v).is_some() {
                    return Err(damaged());
                }
            }
        }
        if has(2) {
            record.setup.seed = r.varint().ok_or_else(damaged)?;
        }
        if has(3) {
            let n = r.count().ok_or_else(damaged)?;
            for _ in 0..n {
                record.seats.push(match r.byte().ok_or_else(damaged)? {
                    0 => SeatKind::Human,
                    l => SeatKind::Computer(l - 1),
                });
            }
        }
        if has(4) {
            record.start = Some(r.string().ok_or_else(damaged)?);
        }
        if has(5) {
            record.agreed = Some(match r.byte().ok_or_else(damaged)? {
                0 => Outcome::Draw,
                1 => Outcome::Win(usize::try_from(r.varint().ok_or_else(damaged)?).map_err(|_| damaged())?),
                2 => {
                    let n = r.count().ok_or_else(damaged)?;
                    let mut scores = Vec::new();
                    for _ in 0..n {
                        let z = r.varint().ok_or_else(damaged)?;
                        scores.push(i32::try_from(unzigzag(z)).map_err(|_| damaged())?);
                    }
                    Outcome::Scores(scores)
                }
                _ => return Err(damaged()),
            });
        }
        if has(6) {
            let id = r.string().ok_or_else(damaged)?;
            if !is_id(&id) {
                return Err(whole(bad_id()));
            }
            record.id = Some(id);
        }
        if has(7) {
            // Extensions: (tag, text) pairs; a tag this Ludus does not know is a newer
            // writer's, skipped.
            let n = r.count().ok_or_else(damaged)?;
            for _ in 0..n {
                let tag = r.varint().ok_or_else(damaged)?;
                let text = r.string().ok_or_else(damaged)?;
                if tag == EXTENSION_DEVICES {
                    record.devices = parse_devices(&text).map_err(whole)?;
                } else if tag == EXTENSION_CHANCE {
                    record.chance = parse_chance(&text).map_err(whole)?;
                } else if tag == EXTENSION_CLOCK {
                    // The control, then one time per seat: as many seats as times.
                    let seats = text.split(' ').take(clock::MAX_SEATS + 2).count().saturating_sub(1);
                    record.clock = Some(Clock::read(&text, seats).ok_or_else(bad_clock).map_err(whole)?);
                }
            }
            check_seats(&record, None)?;
            check_clock(&record, None)?;
        }
        let n = r.count().ok_or_else(damaged)?;
        if n > MAX_ACTIONS {
            return Err(too_many_actions());
        }
        let mut s = record.start()?;
        for number in 1..=n {
            let index = r.varint().ok_or_else(damaged)?;
            let legal = s.legal_actions();
            let Some(text) = usize::try_from(index).ok().and_then(|i| legal.get(i)) else {
                return Err(whole(
                    bad(
                        "record-link-bad-action",
                        crate::english!(
                            "action {number} of the link is number {index} of only {} possible: the link \
                             is not a game Ludus wrote",
                            legal.len()
                        ),
                    )
                    .arg("number", number)
                    .arg("index", index)
                    .arg("count", legal.len()),
                ));
            };
            let text = text.clone();
            s.play(&text).map_err(|error| RecordError::Action { number, text: text.clone(), error })?;
            record.actions.push(text);
        }
        if r.at != data.len() {
            return Err(damaged());
        }
        if let Some(o) = &record.agreed {
            agreed_fits(s.as_ref(), o)?;
        }
        Ok(record)
    }
}

fn link_too_long() -> RecordError {
    whole(
        bad("record-link-too-long", crate::english!("the link is longer than {MAX_LINK_BYTES} bytes"))
            .arg("limit", MAX_LINK_BYTES),
    )
}

fn too_many_actions() -> RecordError {
    whole(
        bad("record-too-many-actions", crate::english!("the record has more than {MAX_ACTIONS} actions"))
            .arg("limit", MAX_ACTIONS),
    )
}

fn seat_count(game: &str, count: usize, seats: &str) -> Refusal {
    bad(
        "record-seat-count",
        crate::english!("the record lists {count} seats, but this game of {game} has {seats}"),
    )
    .arg("count", count)
    .arg("game", game)
    .arg("seats", seats)
}

/// An action of a record must be written without the characters the format gives a meaning.
fn check_action_text(number: usize, a: &str) -> Result<(), RecordError> {
    if a.is_empty() || a.trim() != a || a.contains([';', '[', '#', '\n', '\r']) {
        return Err(whole(
            bad(
                "record-bad-action-text",
                crate::english!("action {number} cannot be written in a record: '{}'", a.escape_default()),
            )
            .arg("number", number)
            .arg("action", a.escape_default()),
        ));
    }
    Ok(())
}

/// Whether `o` may end the game as agreed: the game is not over by its rules, and the result
/// names seats it has.
fn agreed_fits(s: &dyn Session, o: &Outcome) -> Result<(), RecordError> {
    if s.outcome().is_some() {
        return Err(whole(bad(
            "record-agreed-over",
            "the game is over by its rules; it cannot also end by resignation or agreement",
        )));
    }
    let fits = match o {
        Outcome::Win(w) => *w < s.seats(),
        Outcome::Draw => true,
        Outcome::Scores(v) => v.len() == s.seats(),
    };
    if !fits {
        let text = outcome_text(o);
        return Err(whole(
            bad(
                "record-agreed-impossible",
                crate::english!("the agreed end '{text}' does not fit a game of {} seats", s.seats()),
            )
            .arg("agreed", text)
            .arg("seats", s.seats()),
        ));
    }
    Ok(())
}

/// `[Agreed]`'s value: `win N`, `draw` or `scores A,B,…`.
fn outcome_text(o: &Outcome) -> String {
    match o {
        Outcome::Win(w) => format!("win {w}"),
        Outcome::Draw => "draw".to_string(),
        Outcome::Scores(v) => {
            format!("scores {}", v.iter().map(i32::to_string).collect::<Vec<_>>().join(","))
        }
    }
}

fn parse_outcome(text: &str) -> Option<Outcome> {
    let mut words = text.split_whitespace();
    let o = match (words.next()?, words.next()) {
        ("draw", None) => Outcome::Draw,
        ("win", Some(n)) if n.len() <= 3 => Outcome::Win(n.parse().ok()?),
        ("scores", Some(list)) => {
            let v: Option<Vec<i32>> = list.split(',').map(|x| x.trim().parse().ok()).collect();
            let v = v?;
            if v.is_empty() || v.len() > 4 {
                return None;
            }
            Outcome::Scores(v)
        }
        _ => return None,
    };
    words.next().is_none().then_some(o)
}

/// How a game ended, in English for readers (`[Result]`, the command line): "Black wins",
/// "draw by agreement", "Red wins (Red 5, Blue 3)"; `None` while the game is on.
pub fn result(s: &dyn Session) -> Option<String> {
    result_with(s, None)
}

/// [`result`], saying "wins on time" when the game's clock has a seat at 0 (the agreed win is
/// then the other seat's: `check_clock`).
fn result_with(s: &dyn Session, clock: Option<&Clock>) -> Option<String> {
    let on_time = clock.is_some_and(|c| c.flagged().is_some());
    s.outcome().map(|o| result_text(s, &o, on_time))
}

fn result_text(s: &dyn Session, o: &Outcome, on_time: bool) -> String {
    let names = s.seat_names();
    let name = |i: usize| names.get(i).cloned().unwrap_or_else(|| format!("seat {}", i + 1));
    let agreed = s.ended_by_agreement();
    match o {
        Outcome::Win(w) if agreed && on_time => format!("{} wins on time", name(*w)),
        Outcome::Win(w) if agreed => format!("{} wins by resignation", name(*w)),
        Outcome::Win(w) => format!("{} wins", name(*w)),
        Outcome::Draw if agreed => "draw by agreement".to_string(),
        Outcome::Draw => "draw".to_string(),
        Outcome::Scores(v) => {
            let winners: Vec<String> = o.winners(s.seats()).into_iter().map(name).collect();
            let verb = if winners.len() == 1 { "wins" } else { "win" };
            let scores: Vec<String> = v.iter().enumerate().map(|(i, x)| format!("{} {x}", name(i))).collect();
            format!("{} {verb} ({})", winners.join(" and "), scores.join(", "))
        }
    }
}

fn escape(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    for c in value.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c => out.push(c),
        }
    }
    out
}

/// `[Name "value"]` → (name, value), undoing the escapes.
fn parse_tag(line: &str) -> Result<(&str, String), Refusal> {
    let err = || {
        bad(
            "record-bad-tag",
            "a tag is written [Name \"value\"], with \\\" and \\\\ for \" and \\ in the value",
        )
    };
    let rest = line.strip_prefix('[').ok_or_else(err)?;
    let name_len = rest.bytes().take_while(|b| b.is_ascii_alphanumeric() || *b == b'_').count();
    if name_len == 0 {
        return Err(err());
    }
    let (name, rest) = rest.split_at(name_len);
    let rest = rest.trim_start_matches([' ', '\t']);
    let rest = rest.strip_prefix('"').ok_or_else(err)?;
    let mut value = String::new();
    let mut chars = rest.char_indices();
    let end = loop {
        match chars.next() {
            None => return Err(err()),
            Some((i, '"')) => break i,
            Some((_, '\\')) => match chars.next() {
                Some((_, '"')) => value.push('"'),
                Some((_, '\\')) => value.push('\\'),
                Some((_, 'n')) => value.push('\n'),
                _ => return Err(err()),
            },
            Some((_, c)) => value.push(c),
        }
    };
    if rest[end + 1..].trim_start_matches([' ', '\t']) != "]" {
        return Err(err());
    }
    Ok((name, value))
}

/// The tags read so far, with their lines.
#[derive(Default)]
struct Tags {
    version: bool,
    game: Option<(usize, String)>,
    setup: Option<(usize, String)>,
    options: Option<(usize, String)>,
    seed: Option<(usize, String)>,
    seats: Option<(usize, String)>,
    position: Option<(usize, String)>,
    agreed: Option<(usize, String)>,
    id: Option<(usize, String)>,
    devices: Option<(usize, String)>,
    chance: Option<(usize, String)>,
    clock: Option<(usize, String)>,
    left: Option<(usize, String)>,
}

impl Tags {
    fn add(&mut self, line: usize, name: &str, value: String) -> Result<(), RecordError> {
        if name == "Ludus" {
            if self.version {
                return Err(duplicate(line, name));
            }
            check_version(line, &value)?;
            self.version = true;
            return Ok(());
        }
        let slot = match name {
            "Game" => &mut self.game,
            "Setup" => &mut self.setup,
            "Options" => &mut self.options,
            "Seed" => &mut self.seed,
            "Seats" => &mut self.seats,
            "Position" => &mut self.position,
            "Agreed" => &mut self.agreed,
            "Id" => &mut self.id,
            "Devices" => &mut self.devices,
            "Chance" => &mut self.chance,
            "Clock" => &mut self.clock,
            "Left" => &mut self.left,
            // [Result] is for readers; unknown tags are a newer writer's (forward compatible).
            _ => return Ok(()),
        };
        if slot.is_some() {
            return Err(duplicate(line, name));
        }
        *slot = Some((line, value));
        Ok(())
    }

    fn into_record(self) -> Result<Record, RecordError> {
        if !self.version {
            return Err(whole(bad(
                "record-no-version",
                crate::english!("this is not a Ludus record: it has no [Ludus \"{RECORD_VERSION}\"] tag"),
            )));
        }
        let Some((game_line, game)) = self.game else {
            return Err(whole(bad("record-no-game", "the record does not name its game: [Game \"…\"]")));
        };
        let mut record = Record { game, ..Record::default() };
        // The game first: the other tags are read against it.
        check_header(&record, Some(game_line))?;
        if let Some((line, name)) = self.setup {
            record.setup.name = name;
            check_setup_name(&record, Some(line))?;
        }
        if let Some((line, text)) = self.options {
            record.setup.options = parse_options(&text).ok_or_else(|| {
                RecordError::at(
                    line,
                    bad(
                        "record-bad-options",
                        crate::english!(
                            "the options are written KEY=VALUE separated by spaces, not '{text}'"
                        ),
                    )
                    .arg("options", text.clone()),
                )
            })?;
            check_options(&record, Some(line))?;
        }
        if let Some((line, text)) = self.seed {
            record.setup.seed = text.trim().parse().map_err(|_| {
                RecordError::at(
                    line,
                    bad(
                        "record-bad-seed",
                        crate::english!("the seed is a whole number from 0 to {}, not '{text}'", u64::MAX),
                    )
                    .arg("seed", text.clone()),
                )
            })?;
        }
        if let Some((line, text)) = self.seats {
            record.seats = parse_seats(&text).map_err(|why| RecordError::at(line, why))?;
            check_seats(&record, Some(line))?;
        }
        record.start = self.position.map(|(_, p)| p);
        if let Some((line, text)) = self.agreed {
            record.agreed = Some(parse_outcome(&text).ok_or_else(|| {
                RecordError::at(
                    line,
                    bad(
                        "record-bad-agreed",
                        crate::english!("the agreed end is 'win N' (the winning seat, from 0), 'draw' or 'scores A,B,…', not '{text}'"),
                    )
                    .arg("agreed", text.clone()),
                )
            })?);
        }
        if let Some((line, id)) = self.id {
            if !is_id(&id) {
                return Err(RecordError::at(line, bad_id()));
            }
            record.id = Some(id);
        }
        // The devices and the pledges are checked together (a game with throws between devices
        // has both), against the seats, at the line of the later tag.
        let mut last = None;
        if let Some((line, text)) = self.devices {
            record.devices = parse_devices(&text).map_err(|why| RecordError::at(line, why))?;
            last = Some(line);
        }
        if let Some((line, text)) = self.chance {
            record.chance = parse_chance(&text).map_err(|why| RecordError::at(line, why))?;
            last = last.max(Some(line));
        }
        if let Some(line) = last {
            check_seats(&record, Some(line))?;
        }
        // The clock's two tags go together, checked at the line of the later one.
        match (self.clock, self.left) {
            (None, None) => {}
            (Some((line, _)), None) | (None, Some((line, _))) => {
                return Err(RecordError::at(line, bad_clock()))
            }
            (Some((clock_line, control)), Some((left_line, left))) => {
                let line = clock_line.max(left_line);
                // As many seats as times; the game's own number is checked against it.
                let seats = left.split(' ').take(clock::MAX_SEATS + 1).count();
                record.clock = Some(
                    Clock::read_tags(&control, &left, seats)
                        .ok_or_else(|| RecordError::at(line, bad_clock()))?,
                );
                check_clock(&record, Some(line))?;
            }
        }
        Ok(record)
    }
}

/// The link's extension holding [`Record::devices`] (its text as the `Devices` tag's).
const EXTENSION_DEVICES: u64 = 1;
/// The link's extension holding [`Record::chance`] (its text as the `Chance` tag's).
const EXTENSION_CHANCE: u64 = 2;
/// The link's extension holding [`Record::clock`] (`Clock::text`: the `Clock` tag's value, a
/// space, the `Left` tag's).
const EXTENSION_CLOCK: u64 = 3;

fn bad_clock() -> Refusal {
    bad(
        "record-bad-clock",
        crate::english_str!(
            "the clock is a time control such as 300+5 ([Clock]) and the milliseconds left for each seat ([Left]), both or neither: the game was altered or not written by Ludus"
        ),
    )
}

fn clock_seats() -> Refusal {
    bad("record-clock-seats", crate::english_str!("only games of two seats are played with clocks"))
}

/// The clock's checks that need no game in hand: it is one Ludus writes, one time per seat of
/// the game (two: only two-seat games have clocks), and a seat at 0 lost on time, so the game
/// ended there: the agreed end is the other seat's win. A record claiming a flag without that
/// end was altered.
fn check_clock(r: &Record, line: Option<usize>) -> Result<(), RecordError> {
    let (Some(c), Some(info)) = (&r.clock, games::info(&r.game)) else { return Ok(()) };
    let n = c.left.len();
    if !c.is_valid()
        || !(info.min_players..=info.max_players).contains(&n)
        || (!r.seats.is_empty() && r.seats.len() != n)
    {
        return Err(error_at(line, bad_clock()));
    }
    if n != 2 {
        return Err(error_at(line, clock_seats()));
    }
    let on_time = matches!(r.agreed, Some(Outcome::Win(w)) if c.left.get(w).is_some_and(|&l| l > 0));
    if c.flagged().is_some() && !on_time {
        return Err(error_at(
            line,
            bad(
                "record-clock-flag",
                crate::english_str!(
                    "a seat's time is at 0, but the game does not end with its loss on time: the game was altered"
                ),
            ),
        ));
    }
    Ok(())
}

/// The `Chance` tag's value: each seat's pledge (`Pledge::text`), separated by `, `.
fn chance_text(chance: &[Pledge]) -> String {
    let shown: Vec<String> = chance.iter().map(Pledge::text).collect();
    shown.join(", ")
}

fn parse_chance(text: &str) -> Result<Vec<Pledge>, Refusal> {
    text.split(',').take(5).map(|p| Pledge::read(p.trim()).ok_or_else(bad_chance)).collect()
}

fn bad_chance() -> Refusal {
    bad(
        "record-bad-chance",
        crate::english_str!(
            "the pledges of the throws are not one per seat, each a commitment and what it revealed: the game was altered or not written by Ludus"
        ),
    )
}

/// Between devices, every throw must be the one the seats' pledges give (`fair`): each run of
/// throws `j` drawn from every seat's element `j`. A throw that is not, or that some seat has
/// not pledged, was altered.
fn check_throws(record: &Record, mut s: Box<dyn Session>, n: usize) -> Result<(), RecordError> {
    // Every seat's revealed elements, once (a hostile record with many throws must not cost a
    // walk down the chain each).
    let chains: Vec<Vec<fair::Hash>> = record.chance.iter().map(Pledge::elements).collect();
    let mut runs = fair::Runs::default();
    for (number, action) in record.actions.iter().take(n).enumerate() {
        let actor = s.actor();
        runs.step(actor);
        if actor != Actor::Chance {
            s.play(action).map_err(|error| RecordError::Action {
                number: number + 1,
                text: action.clone(),
                error,
            })?;
            continue;
        }
        // The run and index this throw took (`step` counted it).
        let (run, i) = {
            let (r, t) = runs.next();
            (r, t - 1)
        };
        let elements: Option<Vec<fair::Hash>> =
            chains.iter().map(|c| run.checked_sub(1).and_then(|j| c.get(j as usize)).copied()).collect();
        let drawn = elements.and_then(|e| s.play_chance(&mut Rng::new(fair::throw_seed(&e, run, i))));
        if drawn.as_deref() != Some(action.as_str()) {
            return Err(whole(
                bad(
                    "record-bad-throw",
                    crate::english!(
                        "action {} ({action}) is not the throw the players' pledges give: the game was altered",
                        number + 1
                    ),
                )
                .arg("number", number + 1)
                .arg("action", action.clone()),
            ));
        }
    }
    Ok(())
}

/// The `Devices` tag's value: each seat's device id, `-` for none, separated by `, `.
fn devices_text(devices: &[String]) -> String {
    let shown: Vec<&str> = devices.iter().map(|d| if d.is_empty() { "-" } else { d.as_str() }).collect();
    shown.join(", ")
}

fn parse_devices(text: &str) -> Result<Vec<String>, Refusal> {
    let mut devices = Vec::new();
    for part in text.split(',').take(5) {
        let part = part.trim();
        if part == "-" {
            devices.push(String::new());
        } else if is_id(part) {
            devices.push(part.to_string());
        } else {
            return Err(bad_devices());
        }
    }
    Ok(devices)
}

fn bad_devices() -> Refusal {
    bad(
        "record-bad-devices",
        crate::english_str!(
            "the seats' devices are one per seat, each 12 letters and digits or '-': the game was altered or not written by Ludus"
        ),
    )
}

fn duplicate(line: usize, name: &str) -> RecordError {
    RecordError::at(
        line,
        bad("record-duplicate-tag", crate::english!("the tag [{name}] is given twice")).arg("tag", name),
    )
}

fn check_version(line: usize, value: &str) -> Result<(), RecordError> {
    let v = value.trim();
    let number = (!v.is_empty() && v.len() <= 9 && v.bytes().all(|b| b.is_ascii_digit()))
        .then(|| v.parse::<u32>().ok())
        .flatten();
    match number {
        Some(n) if n == RECORD_VERSION => Ok(()),
        Some(n) if n > RECORD_VERSION => Err(RecordError::at(
            line,
            bad(
                "record-newer-version",
                crate::english!(
                    "the record is in format version {n}, newer than this Ludus reads ({RECORD_VERSION}): \
                     update Ludus to open it"
                ),
            )
            .arg("version", n)
            .arg("supported", RECORD_VERSION),
        )),
        _ => Err(RecordError::at(
            line,
            bad(
                "record-bad-version",
                crate::english!("'{value}' is not a version of the record format ({RECORD_VERSION})"),
            )
            .arg("version", value)
            .arg("supported", RECORD_VERSION),
        )),
    }
}

fn parse_options(text: &str) -> Option<OptionValues> {
    let mut options = OptionValues::new();
    for pair in text.split_whitespace() {
        let (k, v) = pair.split_once('=')?;
        if k.is_empty() || v.is_empty() || options.insert(k.to_string(), v.to_string()).is_some() {
            return None;
        }
    }
    Some(options)
}

fn parse_seats(text: &str) -> Result<Vec<SeatKind>, Refusal> {
    let mut seats = Vec::new();
    for part in text.split(',') {
        let words: Vec<&str> = part.split_whitespace().collect();
        let seat = match words.as_slice() {
            ["human"] => Some(SeatKind::Human),
            ["computer", level] if level.len() <= 3 => {
                level.parse::<u8>().ok().filter(|l| *l <= MAX_LEVEL).map(SeatKind::Computer)
            }
            _ => None,
        };
        let seat = seat.ok_or_else(|| bad_seat(part.trim()))?;
        seats.push(seat);
        if seats.len() > 4 {
            break;
        }
    }
    Ok(seats)
}

fn bad_seat(shown: &str) -> Refusal {
    bad(
        "record-bad-seat",
        crate::english!(
            "'{shown}' is not a seat: write 'human' or 'computer N' with a level N from 0 to {MAX_LEVEL}"
        ),
    )
    .arg("entry", shown)
    .arg("max", MAX_LEVEL)
}

fn error_at(line: Option<usize>, why: Refusal) -> RecordError {
    RecordError::Bad { line, why }
}

/// The header checks that need no game in hand: the game exists and is playable, its setup
/// and options exist, the number of seats is one the game can have.
fn check_header(r: &Record, game_line: Option<usize>) -> Result<games::GameInfo, RecordError> {
    let Some(info) = games::info(&r.game).filter(|g| g.playable) else {
        let known: Vec<&str> = games::all().iter().filter(|g| g.playable).map(|g| g.id).collect();
        let known = known.join(", ");
        let shown = r.game.escape_default().to_string();
        return Err(error_at(
            game_line,
            bad("record-unknown-game", crate::english!("unknown game '{shown}' (games: {known})"))
                .arg("game", shown)
                .arg("games", known),
        ));
    };
    if game_line.is_none() {
        // A record made in code or from a link: check it all here.
        check_setup_name(r, None)?;
        check_options(r, None)?;
        check_seats(r, None)?;
        check_clock(r, None)?;
    }
    Ok(info)
}

fn check_setup_name(r: &Record, line: Option<usize>) -> Result<(), RecordError> {
    let Some(info) = games::info(&r.game) else { return Ok(()) };
    if r.setup.name.is_empty() || info.setups.contains(&r.setup.name.as_str()) {
        return Ok(());
    }
    let shown = r.setup.name.escape_default().to_string();
    let setups = info.setups.join(", ");
    Err(error_at(
        line,
        bad(
            "record-unknown-setup",
            crate::english!("{} has no setup '{shown}' (setups: {setups})", info.name),
        )
        .arg("game", info.name)
        .arg("setup", shown)
        .arg("setups", setups),
    ))
}

fn check_options(r: &Record, line: Option<usize>) -> Result<(), RecordError> {
    let Some(info) = games::info(&r.game) else { return Ok(()) };
    for (key, value) in &r.setup.options {
        let Some(spec) = info.options.iter().find(|s| s.key == key) else {
            let known: Vec<&str> = info.options.iter().map(|s| s.key).collect();
            let known = if known.is_empty() { "none".to_string() } else { known.join(", ") };
            let shown = key.escape_default().to_string();
            return Err(error_at(
                line,
                bad(
                    "record-unknown-option",
                    crate::english!("{} has no option '{shown}' (options: {known})", info.name),
                )
                .arg("game", info.name)
                .arg("option", shown)
                .arg("options", known),
            ));
        };
        if !spec.choices.iter().any(|(v, _)| v == value) {
            let allowed: Vec<&str> = spec.choices.iter().map(|(v, _)| *v).collect();
            let allowed = allowed.join(", ");
            let shown = value.escape_default().to_string();
            return Err(error_at(
                line,
                bad(
                    "record-bad-option-value",
                    crate::english!("option '{key}' cannot be '{shown}' (allowed: {allowed})"),
                )
                .arg("option", key.clone())
                .arg("value", shown)
                .arg("allowed", allowed),
            ));
        }
    }
    Ok(())
}

fn check_seats(r: &Record, line: Option<usize>) -> Result<(), RecordError> {
    let Some(info) = games::info(&r.game) else { return Ok(()) };
    if let Some(SeatKind::Computer(l)) =
        r.seats.iter().find(|s| matches!(s, SeatKind::Computer(l) if *l > MAX_LEVEL))
    {
        return Err(error_at(line, bad_seat(&format!("computer {l}"))));
    }
    let n = r.seats.len();
    if n != 0 && !(info.min_players..=info.max_players).contains(&n) {
        let seats = if info.min_players == info.max_players {
            info.min_players.to_string()
        } else {
            format!("{}–{}", info.min_players, info.max_players)
        };
        return Err(error_at(line, seat_count(info.name, n, &seats)));
    }
    if !r.devices.is_empty() && r.devices.len() != n {
        return Err(error_at(line, bad_devices()));
    }
    // A game with throws between devices is fair or nothing: its pledges travel with it (a
    // link stripped of them would let a device draw its throws alone).
    if (!r.chance.is_empty() && r.chance.len() != n)
        || (info.chance && !r.devices.is_empty() && r.chance.is_empty())
    {
        return Err(error_at(line, bad_chance()));
    }
    Ok(())
}

// ---- The link's bytes -------------------------------------------------------------------------

/// FNV-1a, 32 bits.
fn fnv1a(data: &[u8]) -> u32 {
    let mut h: u32 = 0x811c_9dc5;
    for &b in data {
        h ^= u32::from(b);
        h = h.wrapping_mul(0x0100_0193);
    }
    h
}

fn put_varint(out: &mut Vec<u8>, mut n: u64) {
    loop {
        let low = (n & 0x7f) as u8;
        n >>= 7;
        if n == 0 {
            out.push(low);
            return;
        }
        out.push(low | 0x80);
    }
}

fn put_str(out: &mut Vec<u8>, s: &str) {
    put_varint(out, s.len() as u64);
    out.extend_from_slice(s.as_bytes());
}

fn zigzag(x: i32) -> u64 {
    u64::from(((x << 1) ^ (x >> 31)) as u32)
}

fn unzigzag(z: u64) -> i64 {
    ((z >> 1) as i64) ^ -((z & 1) as i64)
}

struct Reader<'a> {
    data: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn byte(&mut self) -> Option<u8> {
        let b = *self.data.get(self.at)?;
        self.at += 1;
        Some(b)
    }

    /// LEB128, at most 10 bytes, refusing overflow.
    fn varint(&mut self) -> Option<u64> {
        let mut n: u64 = 0;
        for k in 0..10 {
            let b = self.byte()?;
            let bits = u64::from(b & 0x7f);
            if k == 9 && bits > 1 {
                return None;
            }
            n |= bits << (7 * k);
            if b & 0x80 == 0 {
                return Some(n);
            }
        }
        None
    }

    /// A count of items each taking at least one byte: never more than the bytes left.
    fn count(&mut self) -> Option<usize> {
        let n = usize::try_from(self.varint()?).ok()?;
        (n <= self.data.len() - self.at).then_some(n)
    }

    fn string(&mut self) -> Option<String> {
        let n = self.count()?;
        let s = std::str::from_utf8(&self.data[self.at..self.at + n]).ok()?.to_string();
        self.at += n;
        Some(s)
    }
}

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// Base64url without padding (RFC 4648, section 5): a link's payload, and the app's live-play
/// codes.
pub fn base64url(data: &[u8]) -> String {
    let mut out = String::with_capacity(data.len().div_ceil(3) * 4);
    for chunk in data.chunks(3) {
        let b = [chunk[0], chunk.get(1).copied().unwrap_or(0), chunk.get(2).copied().unwrap_or(0)];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        for k in 0..=chunk.len() {
            out.push(ALPHABET[((n >> (18 - 6 * k)) & 63) as usize] as char);
        }
    }
    out
}

/// The bytes of base64url text without padding; `None` for any other character, an impossible
/// length, or unused bits that are not zero (so each payload has one spelling).
pub fn from_base64url(text: &str) -> Option<Vec<u8>> {
    let value = |c: u8| ALPHABET.iter().position(|&a| a == c).map(|v| v as u32);
    let bytes = text.as_bytes();
    if bytes.len() % 4 == 1 {
        return None;
    }
    let mut out = Vec::with_capacity(bytes.len() / 4 * 3 + 2);
    for chunk in bytes.chunks(4) {
        let mut n = 0u32;
        for (k, &c) in chunk.iter().enumerate() {
            n |= value(c)? << (18 - 6 * k);
        }
        let produced = chunk.len() - 1;
        let used_bits = 8 * produced;
        if n & ((1u32 << (24 - used_bits)) - 1) != 0 {
            return None;
        }
        for k in 0..produced {
            out.push((n >> (16 - 8 * k)) as u8);
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64url_round_trips_every_length() {
        let data: Vec<u8> = (0..=255u8).collect();
        for n in 0..40 {
            let text = base64url(&data[..n]);
            assert!(text.bytes().all(|b| ALPHABET.contains(&b)));
            assert_eq!(from_base64url(&text).as_deref(), Some(&data[..n]), "{n}");
        }
        assert_eq!(base64url(b"Man"), "TWFu");
        assert_eq!(base64url(b"Ma"), "TWE");
        assert_eq!(from_base64url("TWF"), None, "unused bits set");
        assert_eq!(from_base64url("T"), None);
        assert_eq!(from_base64url("TW=u"), None);
    }

    #[test]
    fn varints_and_zigzag_round_trip() {
        for n in [0, 1, 127, 128, 300, u64::from(u32::MAX), u64::MAX] {
            let mut out = Vec::new();
            put_varint(&mut out, n);
            assert_eq!(Reader { data: &out, at: 0 }.varint(), Some(n));
        }
        assert_eq!(Reader { data: &[0xff; 11], at: 0 }.varint(), None);
        for x in [0, 1, -1, 5, -300, i32::MAX, i32::MIN] {
            assert_eq!(unzigzag(zigzag(x)), i64::from(x));
        }
        assert_eq!(fnv1a(b""), 0x811c_9dc5);
        assert_eq!(fnv1a(b"a"), 0xe40c_292c);
    }
}
