//! The computer's turns. A decision is one job in the computer's worker (`worker`, with a wasm
//! of its own: the page's holds no search), and the main thread only waits for the reply; the
//! action then stays on screen long enough to follow. The app runs the loop (`app::think`); this
//! module owns the thinking, its ticket and the timing.

use crate::paint::now;
use crate::worker::{Job, Worker};

/// The computer's action stays on screen at least this long after it starts thinking, so a
/// player can follow fast replies.
const MIN_REPLY_MS: f64 = 450.0;
/// Delay before a throw nobody throws by hand, so the board is drawn first.
pub const THROW_WAIT_MS: i32 = 30;

struct Thinking {
    started: f64,
}

/// Which thinking a scheduled slice belongs to: anything that changes the game under the
/// computer's feet (undo, new game) starts a new generation, and older replies do nothing.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Ticket(u32);

impl Ticket {
    /// The ticket of the worker's reply to job `id`.
    pub fn of_reply(id: u32) -> Ticket {
        Ticket(id)
    }
}

#[derive(Default)]
pub struct Scheduler {
    thinking: Option<Thinking>,
    generation: u32,
    /// The computer's worker, once the app has attached one.
    worker: Option<Worker>,
}

impl Scheduler {
    /// Thinks in the worker `w` from now on.
    pub fn attach(&mut self, w: Worker) {
        self.worker = Some(w);
    }

    /// Sends `job` to the worker (its id becomes this thinking's ticket); the reply comes to
    /// the app, which checks it with `current(Ticket::of_reply(id))`.
    pub fn start_in_worker(&mut self, mut job: Job) -> Ticket {
        self.generation = self.generation.wrapping_add(1);
        let started = now();
        self.thinking = Some(Thinking { started });
        job.id = self.generation;
        if let Some(w) = &self.worker {
            w.think(&job);
        }
        Ticket(self.generation)
    }

    /// Drops any thinking under way (the worker's job is cancelled at once); its reply will do
    /// nothing.
    pub fn stop(&mut self) {
        if self.thinking.take().is_some() {
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

    /// Whether a reply or a delayed action with this ticket still belongs to the game on screen.
    pub fn current(&self, ticket: Ticket) -> bool {
        ticket.0 == self.generation
    }
}

/// Runs `f` after `ms` milliseconds, from the browser's event loop.
pub use crate::dom::later;
