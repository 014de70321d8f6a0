//! The computer's turns. Where the page has the computer's worker (`worker`), a decision is one
//! job there and the main thread only waits for the reply; elsewhere it thinks in short slices
//! between frames, so the page never blocks. Either way its action stays on screen long enough
//! to follow. The app runs the loop (`app::think`); this module owns
//! the thinking, its ticket and the timing.

use crate::paint::now;
use crate::worker::{Job, Worker};
use ludus_engine::ai::Thinker;

/// Longest stretch of thinking before the page gets control back (the budget is 50 ms).
const SLICE_MS: f64 = 20.0;
/// The computer's action stays on screen at least this long after it starts thinking, so a
/// player can follow fast replies.
const MIN_REPLY_MS: f64 = 450.0;
/// Delay before the first slice, so the board is drawn before the computer starts.
pub const FIRST_SLICE_MS: i32 = 30;

struct Thinking {
    /// The search, when it runs here (`None`: it runs in the worker).
    thinker: Option<Box<dyn Thinker>>,
    started: f64,
    /// When the level's time is up (`games::levels::think_ms`): the search then plays its best so far.
    until: f64,
}

/// Which thinking a scheduled slice belongs to: anything that changes the game under the
/// computer's feet (undo, new game) starts a new generation, and older slices do nothing.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Ticket(u32);

impl Ticket {
    /// The ticket of the worker's reply to job `id`.
    pub fn of_reply(id: u32) -> Ticket {
        Ticket(id)
    }
}

/// What one slice came to.
pub enum Slice {
    /// Not done: schedule another slice.
    Pending,
    /// The chosen action, to play after `wait_ms`.
    Done { action: String, wait_ms: i32 },
    /// Nothing to play (no thinking under way, or the game is over).
    Nothing,
}

#[derive(Default)]
pub struct Scheduler {
    thinking: Option<Thinking>,
    generation: u32,
    /// The computer's worker, once the app has attached one.
    worker: Option<Worker>,
}

impl Scheduler {
    /// Thinks in the worker `w` from now on, while it works.
    pub fn attach(&mut self, w: Worker) {
        self.worker = Some(w);
    }

    /// Whether decisions go to the worker.
    pub fn uses_worker(&self) -> bool {
        self.worker.as_ref().is_some_and(Worker::available)
    }

    /// Starts thinking with `thinker` for at most the time of `level`; the ticket identifies
    /// this thinking's slices.
    pub fn start(&mut self, thinker: Box<dyn Thinker>, level: u8) -> Ticket {
        self.generation = self.generation.wrapping_add(1);
        let started = now();
        let until = started + f64::from(ludus_engine::games::levels::think_ms(level));
        self.thinking = Some(Thinking { thinker: Some(thinker), started, until });
        Ticket(self.generation)
    }

    /// Sends `job` to the worker (its id becomes this thinking's ticket); the reply comes to
    /// the app, which checks it with `current(Ticket::of_reply(id))`.
    pub fn start_in_worker(&mut self, mut job: Job) -> Ticket {
        self.generation = self.generation.wrapping_add(1);
        let started = now();
        self.thinking = Some(Thinking { thinker: None, started, until: f64::INFINITY });
        job.id = self.generation;
        if let Some(w) = &self.worker {
            w.think(&job);
        }
        Ticket(self.generation)
    }

    /// Drops any thinking under way (the worker's job is cancelled at once); its scheduled
    /// slices and its reply will do nothing.
    pub fn stop(&mut self) {
        if self.thinking.take().is_some_and(|t| t.thinker.is_none()) {
            if let Some(w) = &self.worker {
                w.cancel();
            }
        }
        self.generation = self.generation.wrapping_add(1);
    }

    /// How long the computer has been thinking, in milliseconds (`None`: it is not).
    pub fn thinking_for_ms(&self) -> Option<f64> {
        self.thinking.as_ref().map(|t| now() - t.started)
    }

    /// How long to wait before playing an action found now, so the reply does not flash by.
    pub fn reply_wait_ms(&self) -> i32 {
        self.thinking.as_ref().map_or(0, |t| (MIN_REPLY_MS - (now() - t.started)).max(0.0) as i32)
    }

    /// The computer's action has been played (or had none): thinking is over.
    pub fn finish(&mut self) {
        self.thinking = None;
    }

    /// Whether a slice or a delayed action with this ticket still belongs to the game on screen.
    pub fn current(&self, ticket: Ticket) -> bool {
        ticket.0 == self.generation
    }

    /// Thinks for one slice.
    pub fn slice(&mut self) -> Slice {
        let Some(t) = self.thinking.as_mut() else { return Slice::Nothing };
        let Some(thinker) = t.thinker.as_mut() else { return Slice::Nothing };
        let until = t.until;
        let deadline = (now() + SLICE_MS).min(until);
        let found = match thinker.think(&mut || now() > deadline) {
            None if now() >= until => thinker.conclude(),
            found => found,
        };
        match found {
            None => Slice::Pending,
            Some(action) if !action.is_empty() => {
                let wait_ms = (MIN_REPLY_MS - (now() - t.started)).max(0.0) as i32;
                Slice::Done { action, wait_ms }
            }
            Some(_) => Slice::Nothing,
        }
    }
}

/// Runs `f` after `ms` milliseconds, from the browser's event loop.
pub use crate::dom::later;
