//! The computer's work, seen from the page: its moves (in its worker), hints (a second worker),
//! the game review (a third), and replays' steps. The page itself never searches: its wasm holds
//! no search (the workers run the computer's own wasm, `www/computer`).

use super::{dispatch, App, Shared};
use crate::dom;
use crate::i18n::{t, tf};
use crate::scheduler::{self, Ticket};
use crate::shell::Event;
use ludus_engine::core::Actor;
use ludus_engine::session::Session;
use std::rc::Rc;

/// The computer thinks in its worker; hints in a worker of their own, so asking never delays
/// the computer's turn.
pub fn attach_workers(app: &Shared) {
    let weak = Rc::downgrade(app);
    let worker = crate::worker::Worker::new(move |reply| {
        if let Some(app) = weak.upgrade() {
            worker_reply(&app, reply);
        }
    });
    // The computer's wasm loads once the first screen is up (it is not part of the first
    // visit's wait), so it is ready by the computer's first turn; the hint's, when asked.
    let warm = worker.clone();
    dom::later(WARM_AFTER_MS, move || warm.warm());
    app.borrow_mut().computer.attach(worker);
    let weak = Rc::downgrade(app);
    let worker = crate::worker::Worker::new(move |reply| {
        if let Some(app) = weak.upgrade() {
            hint_reply(&app, reply);
        }
    });
    app.borrow_mut().hint.attach(worker);
}

/// How long after start-up the computer's worker starts loading its wasm.
const WARM_AFTER_MS: i32 = 1000;

/// The shell's job `job`: the live game's next action, the computer's or a throw.
pub fn think(app: &Shared, job: u32, level: u8, seed: u64, ms: u32) {
    let mut a = app.borrow_mut();
    a.job = job;
    let Some(s) = a.shell.session() else { return };
    match s.actor() {
        Actor::Seat(_) => {
            let work = crate::worker::Job { time_ms: ms, ..job_for(s, level, seed, false) };
            let ticket = a.computer.start_in_worker(work);
            drop(a);
            tick_while_thinking(app.clone(), ticket);
        }
        Actor::Chance => {
            // A throw nobody throws by hand: after a moment, so the board is drawn first.
            a.computer.stop();
            drop(a);
            let app = app.clone();
            scheduler::later(scheduler::THROW_WAIT_MS, move || {
                dispatch(&app, Event::ComputerThrows { job });
            });
        }
    }
}

/// A decision for the worker: the position on screen, its options, the level and the seed; the
/// computer's move, or advice (`steady`: a hint, never one of the level's slips).
fn job_for(s: &dyn Session, level: u8, seed: u64, steady: bool) -> crate::worker::Job {
    crate::worker::Job {
        id: 0,
        game: s.id().to_string(),
        position: s.position_text(),
        options: s.setup().options.clone(),
        level,
        seed,
        analyse: false,
        steady,
        time_ms: 0,
    }
}

/// While the computer thinks in its worker, the panel says for how long, once a second.
fn tick_while_thinking(app: Shared, ticket: Ticket) {
    scheduler::later(1000, move || {
        let Ok(a) = app.try_borrow() else { return };
        if !a.computer.current(ticket) || a.computer.thinking_for_ms().is_none() {
            return;
        }
        if a.shell.screen == crate::shell::Screen::Play {
            a.render();
        }
        drop(a);
        tick_while_thinking(app, ticket);
    });
}

/// Plays the computer's `action` after `wait_ms`, if its thinking still belongs to the game.
fn play_computer_action(app: &Shared, ticket: Ticket, job: u32, action: String, wait_ms: i32) {
    let app = app.clone();
    scheduler::later(wait_ms, move || {
        {
            let mut a = app.borrow_mut();
            if !a.computer.current(ticket) {
                return;
            }
            a.computer.finish();
        }
        dispatch(&app, Event::ComputerPlays { job, action });
    });
}

/// The worker's answer: the computer's action, unless the game has moved on since. If the
/// worker failed, the shell says so and waits (`Event::ComputerFailed`).
fn worker_reply(app: &Shared, (id, reply): crate::worker::Reply) {
    let ticket = Ticket::of_reply(id);
    let (wait_ms, job) = {
        let a = app.borrow();
        if !a.computer.current(ticket) {
            return;
        }
        (a.computer.reply_wait_ms(), a.job)
    };
    match reply {
        Ok(action) => play_computer_action(app, ticket, job, action, wait_ms),
        Err(_) => {
            app.borrow_mut().computer.finish();
            dispatch(app, Event::ComputerFailed { job });
        }
    }
}

/// The hint's worker thinks with Master's search for Expert's time (`www/computer`'s `think`
/// with `steady`), so the player waits at most 3 s.
const HINT_LEVEL: u8 = 4;

/// Starts looking for a hint for the human to act; it shows in the notice bar when found.
pub fn hint(app: &Shared) {
    {
        let mut a = app.borrow_mut();
        if !a.human_may_act() {
            return;
        }
        // In a tutorial the hint is the move the step asks for.
        if let Some((_, step, _)) = a.shell.lesson_step() {
            if let Some(action) = step.accept.first() {
                let throw_first = a.shell.session().is_some_and(|s| s.actor() == Actor::Chance);
                let args = [("action", (*action).into())];
                let text = if throw_first { tf("app-lesson-hint-throw", &args) } else { tf("app-lesson-hint", &args) };
                dom::notice(&a.doc, &text);
                let shown = if throw_first { None } else { a.preview(action) };
                drop(a);
                end_preview_later(app, shown);
                return;
            }
        }
        let seed = a.hint_rng.next_u64();
        let Some(s) = a.shell.session() else { return };
        // Where a throw is due, the worker weighs it (the human throws: `human_may_act`).
        if s.outcome().is_some() {
            return;
        }
        dom::notice(&a.doc, &t("app-hint-thinking"));
        let work = job_for(s, HINT_LEVEL, seed, true);
        a.hint.start_in_worker(work);
    }
}

/// The hint's worker answered: show the action, unless the position has changed since. A
/// failed worker says so (asking again starts a new one).
fn hint_reply(app: &Shared, (id, reply): crate::worker::Reply) {
    let mut a = app.borrow_mut();
    if !a.hint.current(Ticket::of_reply(id)) {
        return;
    }
    a.hint.finish();
    match reply {
        Ok(answer) if answer.starts_with("weighed") => {
            let words = crate::weighed::read(&answer).map_or_else(|| t("app-hint-failed"), |w| a.throw_words(&w));
            dom::notice(&a.doc, &words);
        }
        Ok(action) => {
            dom::notice(&a.doc, &tf("app-hint-shows", &[("action", a.hint_words_now(&action).into())]));
            let shown = a.preview(&action);
            drop(a);
            end_preview_later(app, shown);
        }
        Err(_) => dom::notice(&a.doc, &t("app-hint-failed")),
    }
}

/// How long a hint shows on the board.
const PREVIEW_MS: i32 = 1800;

/// Ends preview `shown` when its time is up (unless something ended it already).
fn end_preview_later(app: &Shared, shown: Option<u32>) {
    let Some(n) = shown else { return };
    let app = app.clone();
    scheduler::later(PREVIEW_MS, move || {
        let mut a = app.borrow_mut();
        if a.preview.as_ref().is_some_and(|p| p.1 == n) {
            a.end_preview();
        }
    });
}

/// "Analyse": the computer judges every position of the game in a worker, one job after the
/// other (`critic`), and marks the costliest actions in the move list.
pub fn start_review(app: &Shared) {
    let mut a = app.borrow_mut();
    if a.critic.is_some() {
        return;
    }
    let worker = match &a.critic_worker {
        Some(w) => w.clone(),
        None => {
            let weak = Rc::downgrade(app);
            let w = crate::worker::Worker::new(move |reply| {
                if let Some(app) = weak.upgrade() {
                    review_reply(&app, reply);
                }
            });
            a.critic_worker = Some(w.clone());
            w
        }
    };
    if !worker.available() {
        dom::notice(&a.doc, &t("app-analysis-unavailable"));
        return;
    }
    a.reviews = a.reviews.wrapping_add(1);
    let base = a.reviews.wrapping_mul(1 << 20);
    let seed = a.hint_rng.next_u64();
    let Some(s) = a.shell.session() else { return };
    let Some(critic) = crate::critic::Critic::new(s, worker, seed, base) else {
        dom::notice(&a.doc, &t("app-analysis-seats"));
        return;
    };
    a.costly.clear();
    a.critic = Some(critic);
    a.advance_review();
    a.render();
}

/// A verdict from the review's worker: record it and send the next position.
fn review_reply(app: &Shared, (id, reply): crate::worker::Reply) {
    let mut a = app.borrow_mut();
    let Some(critic) = a.critic.as_mut() else { return };
    if !critic.take_reply(id, reply) {
        return;
    }
    a.advance_review();
    if a.shell.screen == crate::shell::Screen::Play {
        a.render();
    }
}

impl App {
    /// Sends the review's next position, or shows its verdict once all are judged.
    fn advance_review(&mut self) {
        let Some(critic) = self.critic.as_mut() else { return };
        match critic.advance() {
            crate::critic::Progress::Judging { done, total } => {
                let args = [("done", (done as f64).into()), ("total", (total as f64).into())];
                dom::notice(&self.doc, &tf("app-analysing", &args));
            }
            crate::critic::Progress::Done(costly) => {
                self.critic = None;
                let words = if costly.is_empty() { t("app-analysis-clean") } else { t("app-analysis-done") };
                dom::notice(&self.doc, &words);
                self.costly = costly;
            }
        }
    }
}

/// Milliseconds between two actions of a replay.
const REPLAY_MS: i32 = 900;

/// One step of a replay; it stops at the end or when the player steps or leaves.
pub fn replay_tick(app: Shared) {
    scheduler::later(REPLAY_MS, move || {
        let playing = app.borrow().shell.review().is_some_and(|r| r.playing);
        if !playing {
            return;
        }
        dispatch(&app, Event::ReplayTick);
        if app.borrow().shell.review().is_some_and(|r| r.playing) {
            replay_tick(app);
        }
    });
}
