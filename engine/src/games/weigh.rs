//! What a throw is worth before it falls (`ludus analyse` where a throw is due): each outcome
//! with its odds, what it is worth to each seat and the best action it leaves, and the
//! expectation over them. Generic over games with chance (Tâb today), through the session.

use super::chance_odds;
use crate::ai::Judgement;
use crate::core::Actor;
use crate::session::Session;

/// One outcome of the throw.
#[derive(Clone, Debug, PartialEq)]
pub struct Weighed {
    /// The outcome in notation ("throw 4").
    pub throw: String,
    pub odds: f64,
    /// Each seat's expected result after it (0 to 1).
    pub worth: Vec<f64>,
    /// What follows it.
    pub next: Next,
}

/// What follows an outcome of the throw.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Next {
    /// A seat acts, and this action is its best.
    Best(String),
    /// Another throw (weighed in turn).
    Throw,
    /// The game is over.
    Over,
}

/// The throw due in a session, weighed.
#[derive(Clone, Debug, PartialEq)]
pub struct Throw {
    pub outcomes: Vec<Weighed>,
    /// Each seat's expected result over the outcomes.
    pub expected: Vec<f64>,
}

/// How deep throws that follow throws are weighed outcome by outcome (Tâb throws again on a 1,
/// 4 or 6); below that, one search at the throw judges it, its own tree weighing the outcomes.
const NESTED: u8 = 2;

/// Weighs the throw due in `s`, searching at `level` after each outcome for its share of `ms`
/// milliseconds, as measured by `now` (a clock in milliseconds). `None` when no throw is due.
pub fn weigh(s: &dyn Session, level: u8, seed: u64, ms: f64, now: &dyn Fn() -> f64) -> Option<Throw> {
    Weigher { level, seed, now }.weigh(s, ms, NESTED)
}

/// The search that judges each outcome, and its clock: the same all the way down.
struct Weigher<'a> {
    level: u8,
    seed: u64,
    now: &'a dyn Fn() -> f64,
}

/// `s` after `action`, on a copy.
fn after(s: &dyn Session, action: &str) -> Option<Box<dyn Session>> {
    let mut next = s.prefix(s.history_len());
    next.play(action).ok()?;
    Some(next)
}

impl Weigher<'_> {
    fn weigh(&self, s: &dyn Session, ms: f64, nested: u8) -> Option<Throw> {
        let odds = chance_odds(s);
        if odds.is_empty() {
            return None;
        }
        let share = ms / odds.len() as f64;
        let mut outcomes = Vec::with_capacity(odds.len());
        for (throw, p) in odds {
            let (worth, next) = self.judge(after(s, &throw)?.as_ref(), share, nested)?;
            outcomes.push(Weighed { throw, odds: p, worth, next });
        }
        let expected = (0..s.seats())
            .map(|k| outcomes.iter().map(|o| o.odds * o.worth.get(k).copied().unwrap_or(0.0)).sum())
            .collect();
        Some(Throw { outcomes, expected })
    }

    /// What position `s` is worth to each seat, and what follows there.
    fn judge(&self, s: &dyn Session, ms: f64, nested: u8) -> Option<(Vec<f64>, Next)> {
        let seats = s.seats();
        if let Some(o) = s.outcome() {
            return Some((o.rewards(seats), Next::Over));
        }
        if s.actor() == Actor::Chance && nested > 0 {
            return self.weigh(s, ms, nested - 1).map(|t| (t.expected, Next::Throw));
        }
        // A forced action (Tâb's pass) is not searched: what it leads to is what the position
        // is worth.
        if let [only] = s.legal_actions().as_slice() {
            let (worth, _) = self.judge(after(s, only)?.as_ref(), ms, nested)?;
            return Some((worth, Next::Best(only.clone())));
        }
        let mut thinker = s.thinker(self.level, self.seed);
        thinker.steady();
        let start = (self.now)();
        let chosen = crate::ai::decide_by(thinker.as_mut(), &mut || (self.now)() - start >= ms);
        let worth = match (s.actor(), thinker.judgement(), seats) {
            // The best action's expected result, as `analyse` gives it, for the seat to act.
            (Actor::Seat(me), Some(Judgement::Rate(r)), 2) => {
                let r = f64::from(r) / 1000.0;
                (0..2).map(|k| if k == me { r } else { 1.0 - r }).collect()
            }
            _ => thinker.outlook()?,
        };
        let next = match (s.actor(), chosen) {
            (Actor::Seat(_), Some(best)) => Next::Best(best),
            _ => Next::Throw,
        };
        Some((worth, next))
    }
}
