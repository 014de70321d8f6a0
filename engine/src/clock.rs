//! Game clocks (docs/records.md, "Clocks"): each seat has its own time, spent while it is to
//! act, with an increment added when its turn passes to another seat; a seat whose time reaches
//! 0 has lost on time. Pure arithmetic on milliseconds: the app measures the time and says which
//! seat it charges; nothing here reads a clock of the machine, so a record's times replay and
//! test the same everywhere.
//!
//! A clock travels in a record as two tags, `[Clock "300+5"]` (its [`Control`]) and
//! `[Left "281400 290100"]` (each seat's milliseconds left), and in a link as one text,
//! `300+5 281400 290100` ([`Clock::text`]). Reading is strict and safe on hostile input: one
//! spelling for each clock, no panic, no overflow.

/// The shortest starting time (1 s): a game must leave time for a first move.
pub const MIN_BASE_MS: u64 = 1_000;
/// The longest starting time, and the most time a seat may ever have (10 hours).
pub const MAX_BASE_MS: u64 = 36_000_000;
/// The largest increment (10 minutes).
pub const MAX_INCREMENT_MS: u64 = 600_000;
/// How many increments a seat may bank above its starting time: a bound on the time a record
/// can claim, far beyond any real game.
pub const MAX_INCREMENTS: u64 = 10_000;
/// The most seats a clock has (the games' largest table).
pub const MAX_SEATS: usize = 4;

/// A time control: each seat's starting time, and the time it gains after each of its turns.
/// Written `<base>+<increment>` in seconds, each with at most one decimal (`300+5`, `90.5+0`), so
/// both are whole tenths of a second.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Control {
    /// Each seat's time at the start, in milliseconds.
    pub base_ms: u64,
    /// The time a seat gains when its turn passes to another seat, in milliseconds.
    pub increment_ms: u64,
}

impl Control {
    /// Whether this control is one Ludus writes and reads: a base from [`MIN_BASE_MS`] to
    /// [`MAX_BASE_MS`], an increment up to [`MAX_INCREMENT_MS`], both whole tenths of a second
    /// (the text has one decimal).
    pub fn is_valid(&self) -> bool {
        (MIN_BASE_MS..=MAX_BASE_MS).contains(&self.base_ms)
            && self.increment_ms <= MAX_INCREMENT_MS
            && self.base_ms.is_multiple_of(100)
            && self.increment_ms.is_multiple_of(100)
    }

    /// The most time a seat may have: its base plus [`MAX_INCREMENTS`] increments, and never
    /// more than [`MAX_BASE_MS`]. [`Clock::charge`] adds no increment beyond it, so every clock
    /// it keeps reads back.
    pub fn most_ms(&self) -> u64 {
        self.base_ms.saturating_add(self.increment_ms.saturating_mul(MAX_INCREMENTS)).min(MAX_BASE_MS)
    }

    /// `<base>+<increment>` in seconds (`300+5`, `0.5` for half a second). Milliseconds below a
    /// tenth of a second are not written (a valid control has none).
    pub fn text(&self) -> String {
        format!("{}+{}", seconds_text(self.base_ms), seconds_text(self.increment_ms))
    }

    /// Reads [`Control::text`]: `None` for anything else (spaces, signs, exponents, leading
    /// zeros, `3.0` for `3`, more than one decimal) or a control that is not valid.
    pub fn read(text: &str) -> Option<Control> {
        let (base, increment) = text.split_once('+')?;
        let control = Control { base_ms: read_seconds(base)?, increment_ms: read_seconds(increment)? };
        control.is_valid().then_some(control)
    }
}

/// Milliseconds as seconds with at most one decimal, the tenths below truncated.
fn seconds_text(ms: u64) -> String {
    let (whole, tenth) = (ms / 1000, ms % 1000 / 100);
    if tenth == 0 {
        whole.to_string()
    } else {
        format!("{whole}.{tenth}")
    }
}

/// Seconds as [`seconds_text`] writes them, in milliseconds: one spelling per value (no
/// leading zero, no `.0`), at most 5 whole digits (10 hours has 5), so no overflow.
fn read_seconds(text: &str) -> Option<u64> {
    let (whole, tenth) = match text.split_once('.') {
        Some((w, t)) => (w, Some(t)),
        None => (text, None),
    };
    let tenths = match tenth {
        None => 0,
        Some(t) if t.len() == 1 && matches!(t.as_bytes()[0], b'1'..=b'9') => {
            u64::from(t.as_bytes()[0] - b'0')
        }
        Some(_) => return None,
    };
    if whole.len() > 5 {
        return None;
    }
    Some(read_whole(whole)? * 1000 + tenths * 100)
}

/// A whole number in decimal, written as `u64::to_string` writes it (no sign, no leading zero);
/// at most 10 digits, so no overflow.
fn read_whole(text: &str) -> Option<u64> {
    let b = text.as_bytes();
    let canonical =
        !b.is_empty() && b.len() <= 10 && b.iter().all(u8::is_ascii_digit) && (b[0] != b'0' || b.len() == 1);
    canonical.then(|| text.parse().ok()).flatten()
}

/// The seats' clocks of a game: the control, and each seat's time left as of the game's last
/// action (the time of a turn in progress is not in it: see [`Clock::left_now`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Clock {
    /// The time control the game is played at.
    pub control: Control,
    /// Milliseconds left for each seat, in turn order; 0: the seat lost on time.
    pub left: Vec<u64>,
}

impl Clock {
    /// A game's clock at its start: every one of `seats` seats at the control's base.
    pub fn new(control: Control, seats: usize) -> Clock {
        Clock { control, left: vec![control.base_ms; seats] }
    }

    /// Charges `seat` for `elapsed_ms` it used (its time stops at 0). When `turn_over` (the turn
    /// passed to another seat) and the seat has time left, it gains the increment, up to
    /// [`Control::most_ms`]. Returns whether the seat is out of time (it lost on time); a seat
    /// the clock does not have is charged nothing (`false`).
    pub fn charge(&mut self, seat: usize, elapsed_ms: u64, turn_over: bool) -> bool {
        let most = self.control.most_ms();
        let increment = self.control.increment_ms;
        let Some(left) = self.left.get_mut(seat) else { return false };
        *left = left.saturating_sub(elapsed_ms);
        if turn_over && *left > 0 {
            // A clock made in code may already hold more than the most: never take time away.
            *left = left.saturating_add(increment).min(most.max(*left));
        }
        *left == 0
    }

    /// What a running clock shows for `seat`: its time left less `running_ms`, the time of its
    /// turn in progress, stopping at 0 (0 for a seat the clock does not have).
    pub fn left_now(&self, seat: usize, running_ms: u64) -> u64 {
        self.left.get(seat).map_or(0, |l| l.saturating_sub(running_ms))
    }

    /// The seat whose time is 0 (it lost on time), the first one if several; `None` while every
    /// seat has time.
    pub fn flagged(&self) -> Option<usize> {
        self.left.iter().position(|&l| l == 0)
    }

    /// Whether this clock is one Ludus writes and reads: a valid control, 1 to [`MAX_SEATS`]
    /// seats, none with more than [`Control::most_ms`].
    pub fn is_valid(&self) -> bool {
        let most = self.control.most_ms();
        self.control.is_valid()
            && (1..=MAX_SEATS).contains(&self.left.len())
            && self.left.iter().all(|&l| l <= most)
    }

    /// The seats' times as the record's `Left` tag writes them: milliseconds, in turn order,
    /// separated by single spaces (`281400 290100`).
    pub fn left_text(&self) -> String {
        let shown: Vec<String> = self.left.iter().map(u64::to_string).collect();
        shown.join(" ")
    }

    /// The whole clock in one text, as a link carries it: the control, a space, the times left
    /// (`300+5 281400 290100`).
    pub fn text(&self) -> String {
        format!("{} {}", self.control.text(), self.left_text())
    }

    /// Reads [`Clock::text`] for a game of `seats` seats: `None` for anything else, another
    /// number of seats, or a clock that is not valid ([`Clock::is_valid`]).
    pub fn read(text: &str, seats: usize) -> Option<Clock> {
        let (control, left) = text.split_once(' ')?;
        Clock::read_tags(control, left, seats)
    }

    /// Reads a record's `Clock` and `Left` tags ([`Control::text`], [`Clock::left_text`]) for a
    /// game of `seats` seats: `None` for anything else, as [`Clock::read`].
    pub fn read_tags(control: &str, left: &str, seats: usize) -> Option<Clock> {
        if !(1..=MAX_SEATS).contains(&seats) {
            return None;
        }
        let control = Control::read(control)?;
        // At most one more than wanted is read: a hostile text's length costs nothing.
        let left: Option<Vec<u64>> = left.split(' ').take(seats + 1).map(read_whole).collect();
        let clock = Clock { control, left: left? };
        (clock.left.len() == seats && clock.is_valid()).then_some(clock)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn control(base_ms: u64, increment_ms: u64) -> Control {
        Control { base_ms, increment_ms }
    }

    #[test]
    fn a_seat_is_charged_and_gains_the_increment_only_when_its_turn_passes() {
        let mut c = Clock::new(control(300_000, 5_000), 2);
        assert_eq!(c.left, [300_000, 300_000]);
        // A turn of several actions: no increment until the last.
        assert!(!c.charge(0, 10_000, false));
        assert_eq!(c.left, [290_000, 300_000]);
        assert!(!c.charge(0, 1_000, true));
        assert_eq!(c.left, [294_000, 300_000]);
        // What a running display shows, stopping at 0.
        assert_eq!(c.left_now(1, 2_500), 297_500);
        assert_eq!(c.left_now(1, 400_000), 0);
        assert_eq!(c.left_now(2, 0), 0, "no such seat");
        assert_eq!(c.flagged(), None);
        // Time runs out: 0, no increment even though the turn passed, and the seat is flagged.
        assert!(c.charge(1, 1_000_000, true));
        assert_eq!(c.left, [294_000, 0]);
        assert_eq!(c.flagged(), Some(1));
        // No overflow whatever the times; a seat the clock does not have is charged nothing.
        assert!(c.charge(0, u64::MAX, true));
        assert!(!c.charge(7, 5, true));
        assert_eq!(c.left, [0, 0]);
        assert_eq!(c.flagged(), Some(0));
    }

    #[test]
    fn the_increment_stops_at_the_most_a_seat_may_have() {
        let c = control(10_000, 1_000);
        assert_eq!(c.most_ms(), 10_010_000);
        assert_eq!(control(MAX_BASE_MS, MAX_INCREMENT_MS).most_ms(), MAX_BASE_MS);
        assert_eq!(control(60_000, 0).most_ms(), 60_000, "without increment, the base");
        let mut clock = Clock::new(control(MAX_BASE_MS - 1_000, 5_000), 2);
        clock.charge(0, 0, true);
        assert_eq!(clock.left[0], MAX_BASE_MS);
        clock.charge(0, 0, true);
        assert_eq!(clock.left[0], MAX_BASE_MS);
        assert_eq!(Clock::read(&clock.text(), 2), Some(clock.clone()));
        // A clock made in code above the most loses nothing to an increment.
        let mut over = Clock { control: control(1_000, 0), left: vec![5_000] };
        over.charge(0, 0, true);
        assert_eq!(over.left, [5_000]);
        assert!(!over.is_valid());
    }

    #[test]
    fn controls_and_clocks_round_trip_through_their_text() {
        for (text, base, inc) in [
            ("300+5", 300_000, 5_000),
            ("3+0", 3_000, 0),
            ("1+0", 1_000, 0),
            ("90.5+0.1", 90_500, 100),
            ("36000+600", MAX_BASE_MS, MAX_INCREMENT_MS),
            ("1.5+2.5", 1_500, 2_500),
        ] {
            let c = Control::read(text).unwrap_or_else(|| panic!("{text}"));
            assert_eq!(c, control(base, inc), "{text}");
            assert_eq!(c.text(), text);
        }
        let mut clock = Clock::new(control(300_000, 5_000), 2);
        clock.charge(0, 18_600, true);
        clock.charge(1, 14_900, true);
        clock.charge(0, 10_000, false);
        assert_eq!(clock.text(), "300+5 276400 290100");
        assert_eq!(clock.left_text(), "276400 290100");
        assert_eq!(Clock::read(&clock.text(), 2), Some(clock.clone()));
        assert_eq!(Clock::read_tags("300+5", "276400 290100", 2), Some(clock.clone()));
        let four = Clock { control: control(60_000, 0), left: vec![0, 1, 59_999, 60_000] };
        assert_eq!(Clock::read(&four.text(), 4), Some(four));
    }

    #[test]
    fn anything_else_is_refused() {
        for bad in [
            "",
            "+",
            "300",
            "300+",
            "+5",
            "300+5+1",
            " 300+5",
            "300 +5",
            "300+ 5",
            "+300+5",
            "-300+5",
            "300+-5",
            "3e2+5",
            "300.0+5",
            "300+5.0",
            "300.25+5",
            "300.+5",
            "300+.5",
            ".5+0",
            "0300+5",
            "300+05",
            "0+0",
            "0.5+0",
            "0.9+5",
            "36000.1+0",
            "36001+0",
            "300+600.1",
            "300+601",
            "99999999999999999999+0",
            "300+99999999999999999999",
            "300,5+5",
            "３00+5",
            "300+5 ",
        ] {
            assert_eq!(Control::read(bad), None, "{bad:?}");
        }
        assert_eq!(Control::read("1+0").map(|c| c.base_ms), Some(MIN_BASE_MS));
        for (bad, seats) in [
            ("300+5 300000 300000", 3),
            ("300+5 300000", 2),
            ("300+5 300000 300000 300000", 2),
            ("300+5  300000 300000", 2),
            ("300+5 300000  300000", 2),
            ("300+5 300000 300000 ", 2),
            ("300+5 300000 +300000", 2),
            ("300+5 300000 -1", 2),
            ("300+5 300000 0300000", 2),
            ("300+5 300000 00", 2),
            ("300+5 300000 3e5", 2),
            ("300+5 300000 300000.5", 2),
            ("300+5 300000 99999999999999999999", 2),
            // More than the base and 10,000 increments, or than 10 hours.
            ("300+0 300000 300001", 2),
            ("36000+600 36000001 1", 2),
            ("300+5 300000,300000", 2),
            ("300+5", 2),
            ("300+5 300000 300000", 0),
            ("300+5 1 1 1 1 1", 5),
            ("x 300000 300000", 2),
        ] {
            assert_eq!(Clock::read(bad, seats), None, "{bad:?} for {seats} seats");
        }
        assert!(Clock::read("300+5 350000 0", 2).is_some(), "increments banked, and a flag");
        // A long hostile text costs nothing and does not panic.
        let long = format!("300+5 {}", "1 ".repeat(1 << 20));
        assert_eq!(Clock::read(&long, 2), None);
    }
}
