//! The computer's worker, seen from the page: a dedicated Web Worker (`www/worker.js`) that runs
//! the computer's own module and wasm (`www/computer`, built for speed; the page's wasm holds no
//! search) and thinks a whole decision in one go, so the main thread only draws and handles
//! input. A job is a position (its text carries all the state), the options, the level and the
//! seed; the reply is the chosen action. Cancelling terminates the worker (the search stops at
//! once) and the next job starts a fresh one, as does the next job after a failure (a file that
//! did not load): the failed job is answered with the reason. Where the browser has no workers
//! at all, `available()` is false.

use crate::js;
use ludus_engine::core::OptionValues;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// One decision to make.
pub struct Job {
    /// Matches the reply to the thinking it belongs to (the scheduler's ticket).
    pub id: u32,
    pub game: String,
    pub position: String,
    pub options: OptionValues,
    pub level: u8,
    pub seed: u64,
    /// Judge the position (best action and value) rather than choose a move.
    pub analyse: bool,
    /// Advice (a hint): the level's best, never one of its deliberate slips
    /// (`Thinker::steady`; a judged position is always steady).
    pub steady: bool,
    /// At most this long, when a game's clock allows less than the level's time (0: the
    /// level's time).
    pub time_ms: u32,
}

/// What the worker answered for job `id`: the action, or why there is none.
pub type Reply = (u32, Result<String, String>);

#[derive(Clone, Copy, PartialEq, Eq)]
enum State {
    /// No worker running (none started yet, or the last one was terminated).
    Idle,
    Loading,
    Ready,
    /// This browser cannot start a worker.
    Unavailable,
}

struct Inner {
    worker: Option<web_sys::Worker>,
    state: State,
    /// The job the worker is on, if any.
    busy: Option<u32>,
    on_reply: Rc<dyn Fn(Reply)>,
}

/// The page's handle on the computer's worker.
#[derive(Clone)]
pub struct Worker(Rc<RefCell<Inner>>);

impl Worker {
    /// A handle whose replies go to `on_reply` (from the browser's event loop). The worker
    /// starts with the first job, or with `warm`.
    pub fn new(on_reply: impl Fn(Reply) + 'static) -> Worker {
        Worker(Rc::new(RefCell::new(Inner { worker: None, state: State::Idle, busy: None, on_reply: Rc::new(on_reply) })))
    }

    /// Starts the worker now (its wasm loads meanwhile), so it is ready by the first job.
    pub fn warm(&self) {
        if self.0.borrow().worker.is_none() {
            self.spawn();
        }
    }

    /// Whether this browser runs workers (false: the computer cannot play here).
    pub fn available(&self) -> bool {
        self.0.borrow().state != State::Unavailable
    }

    /// Posts a job; its reply comes through `on_reply`.
    pub fn think(&self, job: &Job) {
        if self.0.borrow().worker.is_none() {
            self.spawn();
        }
        let inner = self.0.borrow();
        let Some(worker) = inner.worker.as_ref() else {
            // No worker could start (none in this browser): the job is answered with why.
            drop(inner);
            self.fail(Some(job.id), "workers are not available");
            return;
        };
        let options = js::object(&job.options.iter().map(|(k, v)| (k.as_str(), JsValue::from(v.as_str()))).collect::<Vec<_>>());
        let message = js::object(&[
            ("id", job.id.into()),
            ("game", job.game.as_str().into()),
            ("position", job.position.as_str().into()),
            ("options", options),
            ("level", job.level.into()),
            ("seed", job.seed.to_string().as_str().into()),
            ("analyse", job.analyse.into()),
            ("steady", job.steady.into()),
            ("time", job.time_ms.into()),
        ]);
        let posted = worker.post_message(&message).is_ok();
        drop(inner);
        if posted {
            self.0.borrow_mut().busy = Some(job.id);
        } else {
            self.fail(Some(job.id), "the worker refused the job");
        }
    }

    /// Stops the job under way, if any, at once: the worker is terminated (a search cannot be
    /// interrupted from outside) and the next job starts a new one.
    pub fn cancel(&self) {
        let mut inner = self.0.borrow_mut();
        if inner.busy.take().is_some() {
            if let Some(worker) = inner.worker.take() {
                worker.terminate();
            }
            if inner.state != State::Unavailable {
                inner.state = State::Idle;
            }
        }
    }

    fn spawn(&self) {
        if self.0.borrow().state == State::Unavailable {
            return;
        }
        match self.start_worker() {
            Ok(()) => self.0.borrow_mut().state = State::Loading,
            Err(e) => {
                self.0.borrow_mut().state = State::Unavailable;
                let why = e.as_string().unwrap_or_else(|| "workers are not available".into());
                self.fail(None, &why);
            }
        }
    }

    fn start_worker(&self) -> Result<(), JsValue> {
        let doc = crate::dom::document()?;
        // The computer's module and wasm, named by the build (`scripts/post_build.sh` stamps
        // their hashed names into index.html): the worker script itself is the same in every
        // build.
        let names = doc
            .query_selector("meta[name=ludus-computer]")?
            .and_then(|m| m.get_attribute("content"))
            .ok_or("this build names no computer files")?;
        let base = doc.base_uri()?.unwrap_or_default();
        let mut urls = names.split_whitespace().map(|n| web_sys::Url::new_with_base(n, &base).map(|u| u.href()));
        let (Some(glue), Some(wasm)) = (urls.next(), urls.next()) else {
            return Err("this build names no computer files".into());
        };
        let (glue, wasm) = (glue?, wasm?);
        let worker = web_sys::Worker::new("./worker.js")?;
        let me = Rc::downgrade(&self.0);
        let on_message = Closure::<dyn FnMut(web_sys::Event)>::new(move |e: web_sys::Event| {
            let Some(inner) = me.upgrade() else { return };
            let data = e.unchecked_into::<web_sys::MessageEvent>().data();
            Worker(inner).answer(&data);
        });
        let me = Rc::downgrade(&self.0);
        let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(move |_e: web_sys::Event| {
            let Some(inner) = me.upgrade() else { return };
            let busy = inner.borrow().busy;
            Worker(inner).fail(busy, "the worker stopped");
        });
        worker.add_event_listener_with_callback("message", on_message.as_ref().unchecked_ref())?;
        worker.add_event_listener_with_callback("error", on_error.as_ref().unchecked_ref())?;
        let load = js::object(&[("load", js::object(&[("glue", glue.as_str().into()), ("wasm", wasm.as_str().into())]))]);
        worker.post_message(&load)?;
        // The listeners live as long as the page: one may be running when its worker is dropped
        // (a failure), and a few workers per game are all a page ever starts.
        on_message.forget();
        on_error.forget();
        self.0.borrow_mut().worker = Some(worker);
        Ok(())
    }

    /// A message from the worker.
    fn answer(&self, data: &JsValue) {
        if js_sys::Reflect::get(data, &"ready".into()).is_ok_and(|v| v.is_truthy()) {
            self.0.borrow_mut().state = State::Ready;
            return;
        }
        if let Ok(why) = js::field_str(data, "failed") {
            let busy = self.0.borrow().busy;
            self.fail(busy, &why);
            return;
        }
        let Ok(id) = js::field_uint(data, "id", f64::from(u32::MAX)) else { return };
        let id = id as u32;
        let reply = match js::field_str(data, "action") {
            Ok(action) => Ok(action),
            Err(_) => {
                // The engine refused the page's own position: a bug, never a player's error.
                let why = js::field_str(data, "error").unwrap_or_else(|_| "no answer".into());
                web_sys::console::warn_1(&format!("computer's worker failed: {why}").into());
                Err(why)
            }
        };
        let on_reply = {
            let mut inner = self.0.borrow_mut();
            if inner.busy == Some(id) {
                inner.busy = None;
            }
            inner.on_reply.clone()
        };
        on_reply((id, reply));
    }

    /// The worker stopped or could not load: a job under way is answered with the reason, and
    /// the next job starts a new worker.
    fn fail(&self, busy: Option<u32>, why: &str) {
        let on_reply = {
            let mut inner = self.0.borrow_mut();
            if let Some(worker) = inner.worker.take() {
                worker.terminate();
            }
            if inner.state != State::Unavailable {
                inner.state = State::Idle;
            }
            inner.busy = None;
            inner.on_reply.clone()
        };
        web_sys::console::warn_1(&format!("computer's worker unavailable: {why}").into());
        if let Some(id) = busy {
            // Later, from the event loop: a failure can happen inside the app's own call.
            let why = why.to_string();
            crate::dom::later(0, move || on_reply((id, Err(why))));
        }
    }
}
