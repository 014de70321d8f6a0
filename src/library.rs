//! The library: every game the player has, each under its own key of the browser's
//! localStorage (`ludus.game.<id>`), as a game record (`ludus_engine::record`: setup, seats and
//! actions in notation, replayed through checked apply when opened) with a revision number and
//! the position reached, so the home screen draws and describes a game without replaying it.
//!
//! Nothing is deleted behind the player's back: an entry that cannot be read stays where it is
//! and is listed as damaged, with its text to export. Two tabs never overwrite each other: a
//! write whose entry changed since this tab read it is refused (the app then keeps its copy
//! as a new game). A write the browser refuses (storage full) is reported at once.

use crate::dom;
use crate::js;
use crate::policy::SeatKind;
use ludus_engine::record::{self, Record, RecordError};
use ludus_engine::session::{Session, SAVE_VERSION};
use wasm_bindgen::{JsCast, JsValue};

const PREFIX: &str = "ludus.game.";
/// The one save slot of builds before the library; moved into the library at start.
const LEGACY: &str = "ludus.game.v1";
/// The entry format written here. An entry of a newer format is left untouched.
const FORMAT: u32 = 2;
/// The game open in this tab (sessionStorage: a reload resumes it, another tab does not).
const OPEN: &str = "ludus.open";

/// A readable entry.
pub struct Saved {
    pub id: String,
    pub rev: u32,
    /// Milliseconds since 1970 of the last write.
    pub updated: f64,
    pub record: Record,
    /// The position text after the last action (`None` for entries that do not carry it).
    pub position: Option<String>,
    /// The app's random generator when the game was saved (`None` in older entries): a
    /// reloaded game throws and lets the computer choose exactly as it would have.
    pub rng: Option<u64>,
    /// Between devices, this device's secret for the game's fair throws (never in the record,
    /// so never exported or sent).
    pub secret: Option<ludus_engine::fair::Hash>,
}

/// Why an entry cannot be opened.
pub enum Damage {
    NotJson,
    /// A field is missing or wrong (which one, in English: it names the stored field).
    Field(String),
    /// Written by a newer build of Ludus.
    Newer(u32),
    Record(RecordError),
    /// A save of the one-slot builds that does not replay (the engine's reason).
    Legacy(String),
    /// Its key in the storage does not end in an id Ludus gives (`record::is_id`): not written
    /// by Ludus. Listed, never opened; its id is only ever an attribute's value.
    Id,
}

pub enum Item {
    Game(Saved),
    Damaged { id: String, damage: Damage },
}

/// A write that did not happen.
pub enum WriteError {
    /// Another tab changed this game since this tab read it.
    Conflict,
    /// The browser refused the write (storage full, or storage off).
    Refused,
}

fn key(id: &str) -> String {
    format!("{PREFIX}{id}")
}

/// A new id: 12 letters and digits from the browser's crypto (`record::is_id` holds for it;
/// the alphabet has 32 characters, so each byte maps evenly).
pub fn new_id() -> String {
    let mut b = [0u8; record::ID_LEN];
    let _ = getrandom::getrandom(&mut b);
    b.iter().map(|x| record::ID_ALPHABET[(*x as usize) % record::ID_ALPHABET.len()] as char).collect()
}

fn now() -> f64 {
    js_sys::Date::now()
}

/// Every entry, the most recently played first.
pub fn list() -> Vec<Item> {
    let Some(storage) = dom::storage() else { return Vec::new() };
    let n = storage.length().unwrap_or(0);
    let mut items = Vec::new();
    for i in 0..n {
        let Ok(Some(k)) = storage.key(i) else { continue };
        let Some(id) = k.strip_prefix(PREFIX) else { continue };
        let Ok(Some(raw)) = storage.get_item(&k) else { continue };
        let item = if k == LEGACY { legacy_item(raw) } else { parse(id, raw) };
        // Kept in order as they come (a sort would bring its own code into the site).
        let at = items.partition_point(|x| updated(x) >= updated(&item));
        items.insert(at, item);
    }
    items
}

fn updated(item: &Item) -> f64 {
    match item {
        Item::Game(s) => s.updated,
        Item::Damaged { .. } => f64::INFINITY,
    }
}

/// Whether the library holds anything, an old one-slot save included, known from the storage's
/// keys alone (the first screen, `front`, carries no reader of records).
pub fn kept_any() -> bool {
    let Some(storage) = dom::storage() else { return false };
    (0..storage.length().unwrap_or(0)).any(|i| storage.key(i).ok().flatten().is_some_and(|k| k.starts_with(PREFIX)))
}

/// The entry of game `id`, read (not replayed).
pub fn read(id: &str) -> Option<Item> {
    let raw = dom::storage()?.get_item(&key(id)).ok()??;
    Some(if id == "v1" { legacy_item(raw) } else { parse(id, raw) })
}

/// The stored text of an entry, as it is (to export a damaged one).
pub fn raw(id: &str) -> Option<String> {
    dom::storage()?.get_item(&key(id)).ok()?
}

fn parse(id: &str, raw: String) -> Item {
    // An id is checked where it comes in: a key Ludus did not write is not opened.
    if !record::is_id(id) {
        return Item::Damaged { id: id.to_string(), damage: Damage::Id };
    }
    match parse_entry(id, &raw) {
        Ok(saved) => Item::Game(saved),
        Err(damage) => Item::Damaged { id: id.to_string(), damage },
    }
}

fn parse_entry(id: &str, raw: &str) -> Result<Saved, Damage> {
    let v = js_sys::JSON::parse(raw).map_err(|_| Damage::NotJson)?;
    let format = js::field_uint(&v, "v", f64::from(u32::MAX)).map_err(Damage::Field)? as u32;
    if format > FORMAT {
        return Err(Damage::Newer(format));
    }
    let text = js::field_str(&v, "record").map_err(Damage::Field)?;
    let record = Record::read(&text).map_err(Damage::Record)?;
    // An entry that failed to open once is replayed whenever it is listed, so the library
    // says what is wrong with it (and lists it as a game again if a newer build reads it).
    if js::field_uint(&v, "broken", 1.0) == Ok(1) {
        record.replay().map_err(Damage::Record)?;
    }
    Ok(Saved {
        id: id.to_string(),
        rev: js::field_uint(&v, "rev", f64::from(u32::MAX)).map_err(Damage::Field)? as u32,
        updated: js::field_uint(&v, "updated", 9e15).map_err(Damage::Field)? as f64,
        record,
        position: js::field_str(&v, "position").ok(),
        // A string: JSON numbers lose a 64-bit state's low bits.
        rng: js::field_str(&v, "rng").ok().and_then(|r| ludus_engine::core::text::number(&r, 0, u64::MAX).ok()),
        secret: js::field_str(&v, "secret").ok().and_then(|s| ludus_engine::fair::unhex(&s)),
    })
}

fn legacy_item(raw: String) -> Item {
    let damage = match legacy_game(&raw) {
        Ok(_) => Damage::Legacy("not moved yet".into()),
        Err(why) => Damage::Legacy(why),
    };
    Item::Damaged { id: "v1".into(), damage }
}

/// A save of the one-slot builds, replayed as a game record (the same checked replay).
fn legacy_game(raw: &str) -> Result<(Box<dyn Session>, Vec<SeatKind>), String> {
    let v = js_sys::JSON::parse(raw).map_err(|_| "it is not JSON".to_string())?;
    let (saved, seats) = js::save_from(&v).map_err(|e| format!("it is not a Ludus save ({e})"))?;
    if saved.version != SAVE_VERSION {
        return Err(format!("its format version is {}", saved.version));
    }
    let record = Record {
        game: saved.game,
        setup: saved.setup,
        seats: record_seats(&seats),
        actions: saved.moves,
        agreed: saved.agreed,
        ..Record::default()
    };
    let session = record.replay().map_err(|e| crate::i18n::record::words(&e))?;
    Ok((session, seats))
}

/// Moves the save of the one-slot builds into the library: its id, or `None` when there is
/// none or it cannot be read (it then stays, listed as damaged).
pub fn adopt_legacy() -> Option<String> {
    let storage = dom::storage()?;
    let raw = storage.get_item(LEGACY).ok()??;
    let (session, seats) = legacy_game(&raw).ok()?;
    let id = new_id();
    // The one-slot saves kept no generator state: the game's own seed stands in for it.
    write(&id, None, session.as_ref(), &seats, (&[], &crate::shell::Fair::default()), None, session.setup().seed).ok()?;
    let _ = storage.remove_item(LEGACY);
    Some(id)
}

pub use crate::policy::record_seats;

/// Where this device's id is kept (`device_id`).
const DEVICE: &str = "ludus.device";

/// This device's id, for games between devices (`Record::devices`): made once, from the
/// browser's crypto, and kept. Without storage, one for this page only.
pub fn device_id() -> String {
    let storage = dom::storage();
    if let Some(id) = storage.as_ref().and_then(|s| s.get_item(DEVICE).ok().flatten()).filter(|id| record::is_id(id)) {
        return id;
    }
    let id = new_id();
    if let Some(s) = storage {
        let _ = s.set_item(DEVICE, &id);
    }
    id
}

/// Who plays each seat of a stored game, seen from this device.
pub fn seats_of(record: &Record) -> Vec<SeatKind> {
    crate::policy::seats_here(&record.seats, &record.devices, &device_id())
}

/// An opened game, as the shell takes it.
pub type Opened = crate::shell::Saved;

/// Opens game `id`: its record replayed through checked apply.
pub fn open(id: &str) -> Result<Opened, Damage> {
    match read(id) {
        None => Err(Damage::Field("the game is no longer in the library".into())),
        Some(Item::Damaged { damage, .. }) => Err(damage),
        Some(Item::Game(saved)) => match saved.record.replay() {
            Ok(session) => Ok(crate::shell::Saved {
                session,
                seats: seats_of(&saved.record),
                devices: saved.record.devices,
                fair: crate::shell::Fair { secret: saved.secret, pledges: saved.record.chance },
                clock: saved.record.clock,
                rev: saved.rev,
                rng: saved.rng,
            }),
            Err(e) => {
                mark_broken(id);
                Err(Damage::Record(e))
            }
        },
    }
}

/// Marks entry `id` as one that does not replay (its text is otherwise left as it is).
fn mark_broken(id: &str) {
    let Some(storage) = dom::storage() else { return };
    let Ok(Some(raw)) = storage.get_item(&key(id)) else { return };
    let Ok(v) = js_sys::JSON::parse(&raw) else { return };
    if js_sys::Reflect::set(&v, &"broken".into(), &1.into()).is_ok() {
        if let Some(json) = js_sys::JSON::stringify(&v).ok().and_then(|j| j.as_string()) {
            let _ = storage.set_item(&key(id), &json);
        }
    }
}

/// Writes game `id` if its entry is still at revision `rev` (`None`: a new entry, which must
/// not exist), with the app's random generator state `rng`; returns the new revision.
pub fn write(
    id: &str,
    rev: Option<u32>,
    session: &dyn Session,
    seats: &[SeatKind],
    between: (&[String], &crate::shell::Fair),
    clock: Option<&ludus_engine::clock::Clock>,
    rng: u64,
) -> Result<u32, WriteError> {
    let storage = dom::storage().ok_or(WriteError::Refused)?;
    let stored = stored_rev(&storage, id);
    if stored != rev {
        return Err(WriteError::Conflict);
    }
    let next = rev.map_or(1, |r| r.wrapping_add(1));
    let (devices, fair) = between;
    let record = Record::write_session(
        session,
        &record_seats(seats),
        Some(id.to_string()),
        devices,
        &fair.pledges,
        clock,
    );
    let secret = fair.secret.as_ref().map(ludus_engine::fair::hex).unwrap_or_default();
    let entry = js::object(&[
        ("v", FORMAT.into()),
        ("id", id.into()),
        ("rev", next.into()),
        ("updated", now().into()),
        ("record", record.as_str().into()),
        ("position", session.position_text().as_str().into()),
        ("rng", rng.to_string().as_str().into()),
        ("secret", secret.as_str().into()),
    ]);
    let json = js_sys::JSON::stringify(&entry).ok().and_then(|j| j.as_string()).ok_or(WriteError::Refused)?;
    storage.set_item(&key(id), &json).map_err(|_| WriteError::Refused)?;
    Ok(next)
}

/// The revision of the stored entry `id` (`None`: no entry; `u32::MAX`: one this build did not
/// write). Entries start `{"v":2,"id":"…","rev":N`, so only their first characters are read:
/// a long game's entry is not copied out of storage and parsed again at every save.
fn stored_rev(storage: &web_sys::Storage, id: &str) -> Option<u32> {
    let raw = js_sys::Reflect::get(storage, &key(id).into()).ok()?;
    let raw = raw.dyn_into::<js_sys::JsString>().ok()?;
    let head = raw.slice(0, 100 + 2 * id.len() as u32).as_string().unwrap_or_default();
    let rev = head.split_once("\"rev\":").and_then(|(_, rest)| {
        let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
        digits.parse::<u32>().ok()
    });
    Some(rev.unwrap_or(u32::MAX))
}

/// Removes game `id` from the library.
pub fn remove(id: &str) {
    if let Some(s) = dom::storage() {
        let _ = s.remove_item(&key(id));
    }
}

/// The game open in this tab, remembered for a reload.
pub fn open_here() -> Option<String> {
    web_sys::window()?.session_storage().ok()??.get_item(OPEN).ok()?
}

pub fn set_open_here(id: Option<&str>) {
    let Some(s) = web_sys::window().and_then(|w| w.session_storage().ok().flatten()) else { return };
    let _ = match id {
        Some(id) => s.set_item(OPEN, id),
        None => s.remove_item(OPEN),
    };
}

/// Whether a storage event (another tab's write) is about the library.
pub fn is_library_key(k: &JsValue) -> bool {
    k.as_string().is_none_or(|k| k.starts_with(PREFIX))
}
