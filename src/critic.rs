//! The game review's verdicts: the computer judges every position of a finished (or reviewed)
//! game in a worker of its own, then the actions that lost the most are marked in the move list
//! with the better action. Judging is one worker job per position, one after the other, so the
//! review can be left or the game changed at any moment (the worker is dropped).
//!
//! An action's cost is the judged value of the position before it (its best action's) minus the
//! value of the position it led to, both for the seat that acted. Values of one search kind
//! only are compared (alpha-beta scores in the game's units, or MCTS rates), and only in
//! two-seat games: with more seats, one seat's loss is not the others' gain.

use crate::worker::{Job, Worker};
use ludus_engine::core::{order, Actor};
use ludus_engine::session::Session;

/// How many of the costliest actions are marked.
const MARKED: usize = 3;
/// The most positions a review judges (the last ones of a longer game).
const MOST_JUDGED: usize = 400;
/// The level that judges, in a worker (it costs the page nothing): Hard, at most 1.5 s a
/// position, so a whole game is judged in about a minute.
const LEVEL: u8 = 3;

/// One position to judge: its index in the history, its text, who acts there and the action
/// then played.
struct Step {
    index: usize,
    position: String,
    actor: Option<Actor>,
    played: Option<String>,
}

/// A position's verdict: the best action there and its value for the seat to act; or, where a
/// throw is due, each seat's expected result (thousandths, an MCTS rate) before it falls.
#[derive(Clone)]
enum Verdict {
    Choice { best: String, rate: bool, value: i64 },
    Throw { worth: Vec<i64> },
}

/// A costly action: its index in the history, the better action, and what it cost.
#[derive(Clone, Debug, PartialEq)]
pub struct Costly {
    pub index: usize,
    pub better: String,
    pub cost: i64,
}

pub struct Critic {
    game: String,
    options: ludus_engine::core::OptionValues,
    seed: u64,
    steps: Vec<Step>,
    verdicts: Vec<Option<Verdict>>,
    /// The next position to send.
    next: usize,
    worker: Worker,
    /// Job ids: this review's jobs have ids from `base`.
    base: u32,
}

/// Where a review stands.
pub enum Progress {
    Judging { done: usize, total: usize },
    Done(Vec<Costly>),
}

impl Critic {
    /// A review of `s`'s game so far, judged in `worker` (replies are the app's to route back
    /// with `take_reply`). `None` for games the review does not judge (more than two seats).
    pub fn new(s: &dyn Session, worker: Worker, seed: u64, base: u32) -> Option<Critic> {
        if s.seats() != 2 || s.history_len() == 0 {
            return None;
        }
        let n = s.history_len();
        // A very long game: its last actions only (each judged position is a worker job).
        let first = n.saturating_sub(MOST_JUDGED);
        let mut at = s.prefix(first);
        let mut steps = Vec::with_capacity(n - first + 1);
        for i in first..=n {
            let played = s.action(i).map(|(_, text)| text.to_string());
            steps.push(Step {
                index: i,
                position: at.position_text(),
                actor: if at.outcome().is_none() { Some(at.actor()) } else { None },
                played: played.clone(),
            });
            if let Some(text) = played {
                if at.play(&text).is_err() {
                    break;
                }
            }
        }
        let verdicts = vec![None; steps.len()];
        Some(Critic {
            game: s.id().to_string(),
            options: s.setup().options.clone(),
            seed,
            steps,
            verdicts,
            next: 0,
            worker,
            base,
        })
    }

    /// Sends the next position to judge: each that has a choice, and each throw that follows
    /// one (Tâb: after a move comes a throw, and what the move left is what the throw is worth);
    /// `Done` once all are judged.
    pub fn advance(&mut self) -> Progress {
        while self.next < self.steps.len() {
            let i = self.next;
            self.next += 1;
            let chooses = matches!(self.steps[i].actor, Some(Actor::Seat(_)));
            let after_choice = i > 0 && matches!(self.steps[i - 1].actor, Some(Actor::Seat(_)));
            if chooses || (after_choice && self.steps[i].actor == Some(Actor::Chance)) {
                self.worker.think(&Job {
                    id: self.base + i as u32,
                    game: self.game.clone(),
                    position: self.steps[i].position.clone(),
                    options: self.options.clone(),
                    level: LEVEL,
                    seed: self.seed ^ i as u64,
                    analyse: true,
                    steady: true,
                    time_ms: 0,
                });
                return Progress::Judging { done: i, total: self.steps.len() - 1 };
            }
        }
        Progress::Done(self.costly())
    }

    /// The worker's reply to job `id`, if it is this review's: true when it was.
    pub fn take_reply(&mut self, id: u32, reply: Result<String, String>) -> bool {
        let Some(i) = id.checked_sub(self.base).map(|i| i as usize).filter(|&i| i < self.steps.len()) else {
            return false;
        };
        self.verdicts[i] = reply.ok().and_then(|r| {
            if let Some(w) = crate::weighed::read(&r) {
                return Some(Verdict::Throw { worth: w.expected });
            }
            let mut parts = r.split('\t');
            let best = parts.next()?.to_string();
            let rate = parts.next()? == "r";
            let value = parts.next()?.parse().ok()?;
            Some(Verdict::Choice { best, rate, value })
        });
        true
    }

    /// The costliest actions, most costly first.
    fn costly(&self) -> Vec<Costly> {
        let mut all = Vec::new();
        for i in 0..self.steps.len().saturating_sub(1) {
            let (Some(Actor::Seat(me)), Some(Verdict::Choice { best, rate, value })) =
                (self.steps[i].actor, &self.verdicts[i])
            else {
                continue;
            };
            let Some(played) = &self.steps[i].played else { continue };
            if played == best {
                continue;
            }
            // The position reached, for the same seat: the other seat's value turned round; a
            // throw, by what it is worth to this seat before it falls.
            let after = match (self.steps[i + 1].actor, &self.verdicts[i + 1]) {
                (Some(Actor::Seat(next)), Some(Verdict::Choice { rate: r, value: v, .. })) if r == rate => {
                    if next == me {
                        *v
                    } else if *rate {
                        1000 - v
                    } else {
                        -v
                    }
                }
                (Some(Actor::Chance), Some(Verdict::Throw { worth })) if *rate => match worth.get(me) {
                    Some(&w) => w,
                    None => continue,
                },
                _ => continue,
            };
            let cost = value - after;
            if cost > 0 {
                all.push(Costly { index: self.steps[i].index, better: best.clone(), cost });
            }
        }
        order::sort_by_key_once(&mut all, &mut Vec::new(), |c| -c.cost);
        all.truncate(MARKED);
        all
    }
}
