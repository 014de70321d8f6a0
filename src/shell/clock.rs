//! A game's clock in the shell: the record's clock (`ludus_engine::clock`: each seat's time as
//! of the last action, docs/records.md "Clocks") and when the running turn began on this page.
//! Each action is charged to the seat that took it (a throw to its thrower), with the increment
//! when the turn passes; a seat this device plays whose time runs out loses at once (the
//! runtime's tick asks). Time a page was closed is not charged: a game put on screen starts its
//! running turn afresh. Clocks are for two-seat games.

use super::words::end_words;
use super::*;
use ludus_engine::clock::{Clock, Control};
use ludus_engine::core::Outcome;

/// The clock of the game on screen, as this page runs it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Timing {
    pub clock: Clock,
    /// When the running turn's time began (`Outside::now_ms`); `None` until the game settles
    /// on screen.
    pub since: Option<u64>,
}

/// The clocks a new game may have (seconds: starting time, increment), for the form.
pub const CONTROLS: &[(u64, u64)] = &[(60, 1), (180, 2), (300, 3), (600, 5), (900, 10), (1800, 20)];

/// A form's choice of clock: `"300+3"`, one of [`CONTROLS`]; anything else is no clock.
pub fn control_of(value: &str) -> Option<Control> {
    let c = Control::read(value)?;
    CONTROLS.iter().any(|&(b, i)| c.base_ms == b * 1000 && c.increment_ms == i * 1000).then_some(c)
}

impl Shell {
    fn timing(&self) -> Option<&Timing> {
        self.game.as_ref()?.clock.as_ref()
    }

    /// The seat whose time runs now: the one to act (or to throw), while the game is on.
    pub fn clock_seat(&self, o: &dyn Outside) -> Option<usize> {
        let g = self.game.as_ref()?;
        g.clock.as_ref()?;
        if g.session.outcome().is_some() || !matches!(g.kind, Kind::Match(_)) {
            return None;
        }
        policy::acting_seat(g.session.as_ref(), o.thrower(g.session.as_ref()))
    }

    /// Each seat's time left now (milliseconds, the running turn's time taken off), and the
    /// seat whose time runs; `None` for a game without a clock.
    /// By link, the friend's time stands still here: their device charges it from when their
    /// link arrives there, so it runs on this screen only while live.
    pub fn clock_now(&self, o: &dyn Outside) -> Option<(Vec<u64>, Option<usize>)> {
        let t = self.timing()?;
        let g = self.game.as_ref()?;
        let running = self.clock_seat(o).filter(|&s| !policy::is_away(&g.seats, s) || self.live_connected());
        let elapsed = t.since.map_or(0, |since| o.now_ms().saturating_sub(since));
        let left = (0..t.clock.left.len())
            .map(|s| if Some(s) == running { t.clock.left_now(s, elapsed) } else { t.clock.left[s] })
            .collect();
        Some((left, running))
    }

    /// The clock runs for a seat this device plays: its time may run out here, and the
    /// runtime's tick must come.
    pub fn clock_runs_here(&self, o: &dyn Outside) -> bool {
        let Some(g) = &self.game else { return false };
        self.clock_seat(o).is_some_and(|s| !policy::is_away(&g.seats, s))
    }

    /// The game on screen was lost on time.
    pub fn lost_on_time(&self) -> bool {
        self.game.as_ref().is_some_and(|g| flagged(g.session.as_ref(), g.clock.as_ref().map(|t| &t.clock)))
    }

    /// A tick of the runtime's timer: a seat this device plays whose time ran out loses.
    /// True when it did.
    pub(super) fn flag_fall(&mut self, o: &dyn Outside, out: &mut Vec<Effect>) -> bool {
        let now = o.now_ms();
        self.flag_fall_at(now, o, out)
    }

    /// `flag_fall` as of `now` (an action's check and its charge read the clock once, so a
    /// move that passes the check never charges a seat down to 0).
    fn flag_fall_at(&mut self, now: u64, o: &dyn Outside, out: &mut Vec<Effect>) -> bool {
        if !self.clock_runs_here(o) {
            return false;
        }
        let Some(seat) = self.clock_seat(o) else { return false };
        let Some(g) = self.game.as_mut() else { return false };
        let Some(t) = g.clock.as_mut() else { return false };
        let elapsed = t.since.map_or(0, |since| now.saturating_sub(since));
        if t.clock.left_now(seat, elapsed) > 0 || g.session.seats() != 2 {
            return false;
        }
        t.clock.charge(seat, elapsed, false);
        t.since = Some(now);
        g.session.end_by_agreement(Outcome::Win(1 - seat.min(1)));
        self.stop_computer(out);
        out.push(Effect::ResetView { played: false });
        let words = self.game.as_ref().and_then(|g| end_words(g.session.as_ref(), true)).unwrap_or_default();
        out.push(Effect::Announce(words));
        // Looking back, too: the game on screen may be under review.
        self.leave_review(out);
        self.settle(o, out);
        // Between devices, the friend learns of it (live, or by the link offered).
        self.hand_over(o, out);
        true
    }

    /// Plays `action` (`None`: a throw) for the seat to act, with its clock: refused if its
    /// time has run out (the game is then lost on time), else charged to that seat once taken.
    pub(super) fn timed(&mut self, o: &dyn Outside, out: &mut Vec<Effect>, action: Option<&str>) {
        let now = o.now_ms();
        if self.flag_fall_at(now, o, out) {
            return;
        }
        let seat = self.clock_seat(o);
        let before = self.session().map_or(0, |s| s.history_len());
        match action {
            Some(a) => self.play(a, out),
            None => self.throw(out),
        }
        let (Some(seat), Some(g)) = (seat, self.game.as_mut()) else { return };
        if g.session.history_len() == before {
            return;
        }
        let thrower = o.thrower(g.session.as_ref());
        let next = policy::acting_seat(g.session.as_ref(), thrower);
        let over = g.session.outcome().is_some();
        let Some(t) = g.clock.as_mut() else { return };
        let elapsed = t.since.map_or(0, |since| now.saturating_sub(since));
        t.clock.charge(seat, elapsed, over || next != Some(seat));
        t.since = Some(now);
    }

    /// How long the computer may think for the seat to act, by its clock (0: no clock, the
    /// level's own time): a twentieth of its time left and most of its increment, so that a
    /// game's worth of moves fits, and never more than a quarter of what is left (the level's
    /// time stays the most, `games::levels`).
    pub(super) fn think_ms(&self, o: &dyn Outside) -> u32 {
        let Some((left, Some(seat))) = self.clock_now(o) else { return 0 };
        let Some(t) = self.timing() else { return 0 };
        let left = left.get(seat).copied().unwrap_or(0);
        let share = (left / 20 + t.clock.control.increment_ms * 4 / 5).min(left / 4);
        u32::try_from(share.max(100)).unwrap_or(u32::MAX)
    }

    /// The running turn starts now (an undo: nobody is charged for the time before it).
    pub(super) fn clock_restart(&mut self, o: &dyn Outside) {
        if let Some(t) = self.game.as_mut().and_then(|g| g.clock.as_mut()) {
            t.since = Some(o.now_ms());
        }
    }

    /// A game just settled on screen starts its running turn now.
    pub(super) fn clock_start(&mut self, o: &dyn Outside) {
        if let Some(t) = self.game.as_mut().and_then(|g| g.clock.as_mut()) {
            if t.since.is_none() {
                t.since = Some(o.now_ms());
            }
        }
    }

    /// The clock the game on screen was started with (a rematch gets the same).
    pub(super) fn control(&self) -> Option<Control> {
        self.timing().map(|t| t.clock.control)
    }
}

/// A game ended by agreement with a seat's time at 0: lost on time (docs/records.md).
pub fn flagged(s: &dyn Session, clock: Option<&Clock>) -> bool {
    s.ended_by_agreement() && clock.is_some_and(|c| c.flagged().is_some())
}

/// A time left as a clock shows it: `m:ss`, `h:mm:ss` from an hour, and tenths under ten
/// seconds (`9.4`), when every tenth counts.
pub fn clock_text(ms: u64) -> String {
    if ms < 10_000 {
        return format!("{}.{}", ms / 1000, ms % 1000 / 100);
    }
    let s = ms.div_ceil(1000);
    match s >= 3600 {
        true => format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60),
        false => format!("{}:{:02}", s / 60, s % 60),
    }
}
