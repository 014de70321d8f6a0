//! The app shell as state you can see: the screen on show, the dialog over it, the game on
//! the play screen and how far it is kept, and the computer's work. Plain Rust over the
//! engine, compiled and tested natively (`tests/shell.rs`): every change goes through
//! [`Shell::update`], which takes one typed [`Event`] and returns the [`Effect`]s for the
//! page's runtime (`app/`) to run against the DOM, storage, workers and timers.
//!
//! ```text
//!            Pick, Start, Resume, Import, Link          OpenRules
//!   Home ───────────────────────────────────────▶ Play ─────────▶ Rules { over_play }
//!    ▲  ◀──── Leave (asked first while the game is on) ─┘ ◀── CloseRules ─┘
//!    └─────────────────────── OpenRules / CloseRules ─────────▶ Rules
//!   Play: kind Match(Keeping) | Lesson(Lesson); looking back: Some(Review)
//!   Dialog over any screen: Ask(question) | Text(use) | Settings
//! ```

mod arrival;
mod clock;
mod keys;
mod live;
mod records;
mod review;
mod tutorial;
mod update;
pub mod words;

pub use arrival::{compare, Arrival};
pub use clock::{clock_text, control_of, flagged, Timing, CONTROLS};
pub use keys::{Focus, KeyPress};
pub use live::{Live, PeerEffect, PeerEvent, LIVE_MARK};
pub use update::progress;

use crate::guide;
use crate::i18n::Lang;
use crate::policy::{self, SeatKind};
use ludus_engine::core::{Actor, Rng};
use ludus_engine::session::Session;

/// The screen on show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Screen {
    /// The game cards, the new-game form of the game picked, and the library.
    Home,
    /// A game's rules; `over_play`: opened from the play screen, whose game waits under it.
    Rules { game: String, over_play: bool },
    /// The game in [`Shell::game`] (a match or a tutorial).
    Play,
}

/// A box over the screen.
#[derive(Debug)]
pub enum Dialog {
    Ask(Ask),
    Text(TextUse),
    /// The settings popover.
    Settings,
}

/// What the confirmation box asks before it is done.
pub enum Ask {
    NewGame,
    Resign,
    /// Leave the game for the home screen; `unkept`: storage refused its last actions, so
    /// leaving loses them (the box says so and offers Export).
    Leave {
        unkept: bool,
    },
    /// The other human player (this seat) is asked to accept a draw.
    Draw(usize),
    Remove(String),
    /// A link whose game differs from the copy in the library: keep it as another game?
    /// (With who plays each seat here, and each seat's device.)
    LinkAsNew(Box<dyn Session>, Vec<SeatKind>, Between),
}

impl std::fmt::Debug for Ask {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Ask::NewGame => f.write_str("NewGame"),
            Ask::Resign => f.write_str("Resign"),
            Ask::Leave { unkept } => write!(f, "Leave {{ unkept: {unkept} }}"),
            Ask::Draw(s) => write!(f, "Draw({s})"),
            Ask::Remove(id) => write!(f, "Remove({id:?})"),
            Ask::LinkAsNew(..) => f.write_str("LinkAsNew"),
        }
    }
}

/// What the text box is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextUse {
    /// A game record to copy or download.
    Export,
    /// A link to a game, to send.
    Link,
    /// A record to paste or open from a file, then import.
    Import,
    /// Live play: the link with this device's offer, to send, and a field for the friend's
    /// answer code.
    LiveOffer,
    /// Live play: this device's answer code, to send back.
    LiveAnswer,
}

/// The game on the play screen.
pub struct Play {
    pub session: Box<dyn Session>,
    /// Who plays each seat, seen from this device.
    pub seats: Vec<SeatKind>,
    /// A game between devices: the device of each seat (`Record::devices`, an empty string
    /// for a seat no device has taken yet); empty for a game on this device alone.
    pub devices: Vec<String>,
    /// Fair throws between devices (`ludus_engine::fair`): this device's secret for the game,
    /// kept in its library and never sent, and every seat's pledge (empty: throws drawn here).
    pub fair: Fair,
    /// The game's clock, if it has one (`clock`).
    pub clock: Option<Timing>,
    pub kind: Kind,
    /// Looking back at an earlier position (read-only); the live game goes on meanwhile.
    pub review: Option<Review>,
}

/// A match is kept in the library; a tutorial never is.
#[derive(Debug)]
pub enum Kind {
    Match(Keeping),
    Lesson(Lesson),
}

/// A library entry: its id and the revision this tab last read or wrote.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    pub id: String,
    pub rev: u32,
}

/// What a save holds of a game's progress: its actions and whether it has ended.
pub type Progress = (usize, bool);

/// What a game between devices waits for from another device.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Waiting {
    /// That seat's action: its device plays it.
    Turn(usize),
    /// This device's throw, which that seat's device has not pledged yet.
    Pledge(usize),
}

/// What a game carries beside its actions, for the play screen: between devices, each seat's
/// device and its fair throws; and its clock, if it has one.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Between {
    pub devices: Vec<String>,
    pub fair: Fair,
    pub clock: Option<ludus_engine::clock::Clock>,
}

/// Fair throws in a game between devices: this device's secret and every seat's pledge.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Fair {
    pub secret: Option<ludus_engine::fair::Hash>,
    pub pledges: Vec<ludus_engine::fair::Pledge>,
}

/// How far the game on screen is in storage.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Keeping {
    /// Not in the library yet (a new game, an import, a branch): the first write makes a new
    /// entry, under `id` if given (a link's, so that the next link of the game finds it).
    New { id: Option<String> },
    /// Storage holds the game of `entry` up to `written` (`None`: an older state, as when a
    /// link moved the game on).
    Kept { entry: Entry, written: Option<Progress> },
    /// The browser refused the last write: the actions since live only in this page (`entry`,
    /// if any, holds an older state). Every change tries again with the whole game.
    Refused { entry: Option<Entry>, new_id: Option<String> },
}

impl Keeping {
    pub fn entry(&self) -> Option<&Entry> {
        match self {
            Keeping::New { .. } => None,
            Keeping::Kept { entry, .. } => Some(entry),
            Keeping::Refused { entry, .. } => entry.as_ref(),
        }
    }
}

/// Where the player is in a game's tutorial.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lesson {
    pub game: String,
    pub step: usize,
    /// The step's action is played; the board waits for "Next step".
    pub done: bool,
    /// Throws made so far in this step (they take the step's outcomes in order).
    pub throws: usize,
}

/// Looking back at the game: the position after its first `at` actions.
pub struct Review {
    pub at: usize,
    pub shown: Box<dyn Session>,
    /// Stepping forward by itself ("Replay").
    pub playing: bool,
}

/// The computer's work for the game on screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Computer {
    Idle,
    /// Job `job` is thinking (in the computer's worker); only its answer is played.
    Thinking {
        job: u32,
    },
    /// The worker could not think (its files did not load, no workers here): the player was
    /// told, and the next settling of the game asks again.
    Failed,
}

/// What the shell asks of the world outside: whose throw is due by hand (the board view
/// knows: Tâb's players throw their own sticks) and what the library holds. The runtime answers
/// from the view and storage; tests from tables.
pub trait Outside {
    fn thrower(&self, session: &dyn Session) -> Option<usize>;
    /// The library's copy of game `id`.
    fn stored(&self, id: &str) -> Stored;
    /// The game this tab had open (a tutorial's "Leave" goes back to it).
    fn open_here(&self) -> Option<String>;
    /// An action in words, as a player who does not read the notation understands it (the
    /// board view's `told`): `before` is the position it is played in.
    fn told(&self, before: &dyn Session, text: &str) -> String {
        let _ = before;
        text.to_string()
    }
    /// A new secret for a game's fair throws, from the browser's crypto (never the app's
    /// seeded generator: `?seed=` must not choose it).
    fn new_secret(&self) -> ludus_engine::fair::Hash;
    /// Now, in milliseconds from any fixed moment (a page's monotonic clock): clocks measure
    /// the time between two of these.
    fn now_ms(&self) -> u64;
}

/// A game of the library, as storage has it.
pub enum Stored {
    Nothing,
    Game(Saved),
    /// There, but it does not open: why, in the player's words.
    Damaged(String),
}

/// A saved game, replayed: who plays each seat, the revision read and the random generator's
/// saved state.
pub struct Saved {
    pub session: Box<dyn Session>,
    /// Who plays each seat, seen from this device.
    pub seats: Vec<SeatKind>,
    /// The device of each seat (`Play::devices`).
    pub devices: Vec<String>,
    /// The game's fair throws (`Play::fair`).
    pub fair: Fair,
    /// The game's clock, as of its last action.
    pub clock: Option<ludus_engine::clock::Clock>,
    pub rev: u32,
    pub rng: Option<u64>,
}

/// The whole state of the app shell.
pub struct Shell {
    pub screen: Screen,
    pub dialog: Option<Dialog>,
    /// The game of the play screen; it stays while the rules page is over it.
    pub game: Option<Play>,
    /// The game picked on the home screen (its new-game form is open).
    pub picked: String,
    /// The language whose words are on screen.
    pub lang: Lang,
    /// This device's id (`record::is_id`), kept by the browser: the seats it plays in games
    /// between devices are the ones under it (`Play::devices`).
    pub device: String,
    pub computer: Computer,
    /// Live play with the other device of the game on screen.
    pub live: Live,
    /// Draws new games' seeds, throws and the computer's seeds; saved with each game so a
    /// reloaded game continues identically, and seeded by `?seed=` for replayable tests. It
    /// moves on once per action played (never per draw): what the computer or the throw draws
    /// in a position depends only on that position, however often the page asks.
    pub rng: Rng,
    /// Jobs given to the computer so far (a job's number tells its answer from older ones).
    jobs: u32,
}

/// What the runtime does for the shell. The DOM follows the state after every update (screen,
/// dialog, board, panel); effects are what the state alone does not say.
#[derive(Debug, PartialEq, Eq)]
pub enum Effect {
    /// Write the game on screen to the library: `entry` is the one it replaces (`None`: a new
    /// entry, under `new_id` if given, else a fresh id). The answer comes as `Event::Written`.
    Write { entry: Option<Entry>, new_id: Option<String> },
    /// The computer takes job `job`: the actor to move in the live game, at `level`, drawing
    /// from `seed`, within `ms` milliseconds when its clock gives it less than the level's
    /// time (0: the level's). The answer comes as `Event::ComputerPlays`.
    Think { job: u32, level: u8, seed: u64, ms: u32 },
    /// The computer's work is no longer wanted: stop it at once.
    StopThinking,
    /// The hint under way is for a position that is gone.
    StopHint,
    /// A short message in the notice bar; empty hides it.
    Notice(String),
    /// Said to screen readers (the live region).
    Announce(String),
    /// The sound of the action just played (the runtime checks the setting).
    Sound,
    /// The board view forgets a half-built action; `played`: and animates the last action.
    ResetView { played: bool },
    /// The browser's history follows the screen (one entry stands for "inside").
    History,
    /// Keyboard focus to the board.
    FocusBoard,
    /// The key was the shell's: the browser must not act on it too.
    KeyTaken,
    /// The key goes to the board view.
    BoardKey(String),
    /// Say the position (the "r" key).
    Describe,
    /// Open the confirmation box with these words (`other`: a third answer).
    OpenAsk { text: String, yes: String, no: String, other: Option<String> },
    /// Open the text box.
    OpenText { use_: TextUse, title: String, help: String, text: String },
    /// An error under the text box's text.
    TextError(String),
    /// Open the text box with a link to the game of this payload.
    /// (`seats`: between devices with several seats no device has taken yet, each of those
    /// seats' name and its own link, so that each friend takes the seat meant for them.)
    OpenLink { payload: String, seats: Vec<(String, String)> },
    /// Tell screen readers the action just played (in words the board view gives).
    AnnounceLast,
    /// Remove game `id` from the library.
    RemoveEntry(String),
    /// The game this tab has open (a reload resumes it), or none.
    OpenHere(Option<String>),
    /// Set the language switch to this language.
    LanguageSwitch(Lang),
    /// Fetch the words of a language; the answer comes as `Event::LanguageLoaded`.
    LoadLanguage(Lang),
    /// Remember the language as the player's choice.
    RememberLanguage(Lang),
    /// Write every word on the page again, in the language now in use.
    Relabel,
    /// Rebuild the library list on the home screen.
    ShowLibrary,
    /// Scroll the new-game form into view (a card was picked).
    RevealForm,
    /// Size the board to its room again (a new game, or the play screen shown again).
    Fit,
    /// Forget the game review (the critic) of the game that left the screen.
    DropCritic,
    /// Live play's connection (`live`).
    Peer(PeerEffect),
    /// Open the text box with the link of this payload (the game and this device's offer of
    /// live play), and a field for the friend's answer.
    OpenLiveOffer { payload: String },
}

/// Everything that can happen to the shell.
pub enum Event {
    /// A game card was pressed.
    Pick(String),
    /// The new-game form's Start, with what the form says.
    Start {
        setup: ludus_engine::core::Setup,
        seats: Vec<SeatKind>,
        /// The game's clock (`ludus_engine::clock`), if the form chose one.
        clock: Option<ludus_engine::clock::Control>,
    },
    /// New game (the same game again), asked first while a game is on.
    NewGame,
    /// The end banner's Rematch: the same game, seats swapped.
    Rematch,
    /// "Games" in the panel, the end banner's New game.
    Leave,
    /// The browser's Back (a phone's back button) while inside.
    Back,
    /// Resume game `id` of the library.
    Resume(String),
    /// Remove a game from the library (asked first).
    Remove(String),
    /// A damaged entry's text, to export.
    ShowDamaged(String),
    /// The text of a record or a link pasted into Import (or read from a file).
    Import(String),
    /// A link's payload arrived (at start or in a running tab).
    Link(String),
    /// A player's action on the board, in notation.
    Played(String),
    /// A player throws (Tâb's sticks by hand).
    Throw,
    /// The board refused an input: why.
    Refused(String),
    /// Confirm/Back/press changed only the half-built action: clear the notice.
    BoardChanged,
    Undo,
    Resign,
    OfferDraw,
    /// The confirmation box's answer.
    Answer(bool),
    /// The confirmation box's third answer ("Export first").
    AnswerOther,
    /// A key, with what had focus.
    Key(KeyPress),
    /// The computer's answer to job `job`.
    ComputerPlays {
        job: u32,
        action: String,
    },
    /// The app's throw for job `job` (a throw nobody throws by hand).
    ComputerThrows {
        job: u32,
    },
    /// Job `job`'s worker failed: think again (in the page).
    ComputerFailed {
        job: u32,
    },
    /// The runtime's write of the game: the id written and the new revision, or why not.
    Written {
        id: String,
        result: Result<u32, WriteRefusal>,
    },
    OpenSettings,
    CloseSettings,
    OpenRules(String),
    CloseRules,
    /// "Play this game" on a rules page.
    RulesPlay,
    OpenExport,
    OpenImport,
    /// The text box closed (its close button).
    CloseText,
    /// Send: a link to the game as it is now.
    Send,
    StartLesson {
        game: String,
        step: usize,
    },
    LessonNext,
    LessonAgain,
    LessonLeave,
    /// Look back at the position after `at` actions (`usize::MAX`: the end).
    ReviewAt(usize),
    /// Back to the live game.
    Live,
    /// "Continue from here": the position under review becomes a new game.
    Branch,
    /// Replay from the start, one action at a time.
    Replay,
    /// A replay's next step is due.
    ReplayTick,
    /// The clock's tick, while it runs for a seat this device plays: time may have run out.
    Tick,
    /// The language switch.
    ChooseLanguage(Lang),
    /// Live play's connection (`live`).
    Peer(PeerEvent),
    /// The words of `lang` are in use, or could not be had (why).
    LanguageLoaded {
        lang: Lang,
        result: Result<(), String>,
    },
}

/// Why storage did not take a write.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WriteRefusal {
    /// Another tab wrote the entry since this tab read it.
    Conflict,
    /// The browser refused (storage full, or storage off).
    Refused,
}

/// Salts of `Shell::position_seed`: the computer's choice and a throw in the same position
/// draw apart.
const COMPUTER_SALT: u64 = 0xc0;
const THROW_SALT: u64 = 0x7410;

impl Shell {
    pub fn new(seed: u64, lang: Lang) -> Shell {
        Shell {
            screen: Screen::Home,
            dialog: None,
            game: None,
            // The registry's first playable game is picked until the player chooses (as the
            // first screen picks, `front::show_home`, whose `home::playable` also asks that its
            // board be drawn: every playable game's is).
            picked: ludus_engine::games::all()
                .iter()
                .find(|g| g.playable)
                .map_or(String::new(), |g| g.id.to_string()),
            lang,
            device: String::new(),
            computer: Computer::Idle,
            live: Live::Off,
            rng: Rng::new(seed),
            jobs: 0,
        }
    }

    /// The same shell on device `id` (`Shell::device`).
    pub fn on_device(mut self, id: String) -> Shell {
        self.device = id;
        self
    }

    /// Starts with game `id`'s form open (the first screen's pick, kept when the page takes over).
    pub fn picking(mut self, id: Option<String>) -> Shell {
        if let Some(id) = id {
            self.picked = id;
        }
        self
    }

    /// The session drawn live (not the one under review).
    pub fn session(&self) -> Option<&dyn Session> {
        self.game.as_ref().map(|g| g.session.as_ref())
    }

    pub fn lesson(&self) -> Option<&Lesson> {
        match &self.game.as_ref()?.kind {
            Kind::Lesson(l) => Some(l),
            Kind::Match(_) => None,
        }
    }

    pub fn keeping(&self) -> Option<&Keeping> {
        match &self.game.as_ref()?.kind {
            Kind::Match(k) => Some(k),
            Kind::Lesson(_) => None,
        }
    }

    pub fn review(&self) -> Option<&Review> {
        self.game.as_ref()?.review.as_ref()
    }

    /// The tutorial step on screen.
    pub fn lesson_step(&self) -> Option<(&Lesson, &'static guide::Step, usize)> {
        let l = self.lesson()?;
        let steps = guide::guide(&l.game)?.tutorial;
        Some((l, steps.get(l.step)?, steps.len()))
    }

    /// The human seat whose throw is due, when the game lets players throw by hand.
    pub fn human_thrower(&self, board: &dyn Outside) -> Option<usize> {
        let g = self.game.as_ref()?;
        board.thrower(g.session.as_ref()).filter(|&seat| g.seats.get(seat) == Some(&SeatKind::Human))
    }

    /// The next action is the app's: a computer seat's, or a throw nobody throws by hand (not
    /// while another device's pledge for it is missing: the game waits for its link).
    pub fn computer_to_act(&self, board: &dyn Outside) -> bool {
        self.game.as_ref().is_some_and(|g| {
            policy::computer_to_act(g.session.as_ref(), &g.seats, board.thrower(g.session.as_ref()))
        }) && self.unpledged().is_none()
    }

    /// The next action is another device's, or a throw here that another device has not
    /// pledged yet: the game waits for its link.
    pub fn away_to_act(&self, board: &dyn Outside) -> bool {
        self.waiting(board).is_some()
    }

    /// What the game waits for from another device, if anything.
    pub fn waiting(&self, board: &dyn Outside) -> Option<Waiting> {
        let g = self.game.as_ref()?;
        let thrower = board.thrower(g.session.as_ref());
        if policy::away_to_act(g.session.as_ref(), &g.seats, thrower) {
            return policy::acting_seat(g.session.as_ref(), thrower).map(Waiting::Turn);
        }
        self.unpledged().map(Waiting::Pledge)
    }

    /// A throw is due whose run some other device has not pledged yet: that seat.
    fn unpledged(&self) -> Option<usize> {
        let g = self.game.as_ref()?;
        if g.fair.pledges.is_empty() || g.session.outcome().is_some() || g.session.actor() != Actor::Chance {
            return None;
        }
        let run = policy::throw_run(g.session.as_ref()).0;
        (0..g.seats.len())
            .find(|&s| policy::is_away(&g.seats, s) && g.fair.pledges.get(s).is_none_or(|p| p.revealed < run))
    }

    /// The game on screen is between devices.
    pub fn between_devices(&self) -> bool {
        self.game.as_ref().is_some_and(|g| policy::between_devices(&g.seats))
    }

    pub fn thinking(&self) -> bool {
        matches!(self.computer, Computer::Thinking { .. })
    }

    /// A human may act on the live board: not while looking back, not on the computer's
    /// turn, not once a tutorial step is done.
    pub fn human_may_act(&self, board: &dyn Outside) -> bool {
        let Some(g) = &self.game else { return false };
        let lesson_done = matches!(&g.kind, Kind::Lesson(l) if l.done);
        self.screen == Screen::Play
            && !lesson_done
            && g.review.is_none()
            && !self.thinking()
            && !self.computer_to_act(board)
            && !self.away_to_act(board)
    }

    /// Whether the game on screen is on and has begun: leaving or replacing it asks first.
    pub fn in_progress(&self) -> bool {
        self.game.as_ref().is_some_and(|g| {
            matches!(g.kind, Kind::Match(_)) && g.session.outcome().is_none() && g.session.history_len() > 0
        })
    }

    /// Storage lacks some of the game on screen: the last write was refused.
    pub fn unkept(&self) -> bool {
        matches!(self.keeping(), Some(Keeping::Refused { .. }))
    }

    /// The seed of a draw (`salt`: the computer's or the throw's) in the position on screen:
    /// the generator's state and the number of actions, so asking again in the same position
    /// (a re-render, a reload) draws the same.
    fn position_seed(&self, salt: u64) -> u64 {
        let plies = self.session().map_or(0, |s| s.history_len() as u64);
        Rng::new(self.rng.state() ^ plies.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ salt).next_u64()
    }

    /// A new game's seed: 53 bits, so the save (JSON, read by JavaScript) keeps it exactly.
    fn game_seed(&mut self) -> u64 {
        self.rng.next_u64() >> 11
    }

    /// The actor to move is a seat the computer plays, at this level.
    fn computer_level(&self) -> u8 {
        let Some(g) = &self.game else { return 0 };
        match g.session.actor() {
            Actor::Seat(seat) => policy::computer_level(&g.seats, seat).unwrap_or(0),
            Actor::Chance => 0,
        }
    }
}
