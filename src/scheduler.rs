//! The computer's turns on the main thread: it thinks in short slices between frames, so the
//! page never blocks, and its action stays on screen long enough to follow. The app runs the
//! loop (`app::think_slice`); this module owns the thinker and the timing.

use crate::paint::now;
use ludus_engine::ai::Thinker;

/// Longest stretch of thinking before the page gets control back (the budget is 50 ms).
const SLICE_MS: f64 = 20.0;
/// The computer's action stays on screen at least this long after it starts thinking, so a
/// player can follow fast replies.
const MIN_REPLY_MS: f64 = 450.0;
/// Delay before the first slice, so the board is drawn before the computer starts.
pub const FIRST_SLICE_MS: i32 = 30;

struct Thinking {
    thinker: Box<dyn Thinker>,
    started: f64,
}

/// Which thinking a scheduled slice belongs to: anything that changes the game under the
/// computer's feet (undo, new game) starts a new generation, and older slices do nothing.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Ticket(u32);

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
}

impl Scheduler {
    /// Starts thinking with `thinker`; the ticket identifies this thinking's slices.
    pub fn start(&mut self, thinker: Box<dyn Thinker>) -> Ticket {
        self.generation = self.generation.wrapping_add(1);
        self.thinking = Some(Thinking { thinker, started: now() });
        Ticket(self.generation)
    }

    /// Drops any thinking under way; its scheduled slices will do nothing.
    pub fn stop(&mut self) {
        self.thinking = None;
        self.generation = self.generation.wrapping_add(1);
    }

    /// The computer's action has been played (or had none): thinking is over.
    pub fn finish(&mut self) {
        self.thinking = None;
    }

    pub fn is_thinking(&self) -> bool {
        self.thinking.is_some()
    }

    /// Whether a slice or a delayed action with this ticket still belongs to the game on screen.
    pub fn current(&self, ticket: Ticket) -> bool {
        ticket.0 == self.generation
    }

    /// Thinks for one slice.
    pub fn slice(&mut self) -> Slice {
        let Some(t) = self.thinking.as_mut() else { return Slice::Nothing };
        let deadline = now() + SLICE_MS;
        match t.thinker.think(&mut || now() > deadline) {
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
