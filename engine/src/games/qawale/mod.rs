//! Qawale (Gigamic 2022): rules per `docs/rules/qawale.md`.

pub mod board;
pub mod exact;
mod notation;
mod position;
mod search;
pub mod stack;

use crate::core::options::{check_options, option_value};
use crate::core::{
    ActionError, Actor, Game, NotationError, OptionSpec, OptionValues, Outcome, PositionError, Refusal, Rng,
    Setup, SetupError,
};
use board::{line_in, step, SPACES};
pub use board::{Dir, Space};
pub use stack::{Pebble, Stack};

/// Pebbles each player holds at the start (rules §1).
pub const HAND: u8 = 8;

/// Rule options (rules Q5) and the first player (rules Q10).
pub const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        key: "both_lines",
        label: crate::english_str!("A move shows lines of both colours"),
        choices: &[
            ("mover", crate::english_str!("The mover wins")),
            ("opponent", crate::english_str!("The mover loses (Quixo rule)")),
        ],
    },
    OptionSpec {
        key: "first",
        label: crate::english_str!("First player"),
        choices: &[
            ("random", crate::english_str!("Random")),
            ("light", crate::english_str!("Light")),
            ("dark", crate::english_str!("Dark")),
        ],
    },
];

/// Who wins when one move shows lines of both colours (rules §3, Q5).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BothLines {
    MoverWins,
    MoverLoses,
}

/// One move: add a pebble to the stack on `origin`, lift it and sow it along `len` steps
/// (rules §2). Directions are packed two bits per step, first step lowest.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Sowing {
    pub origin: Space,
    len: u8,
    dirs: u64,
}

impl Sowing {
    pub fn new(origin: Space, dirs: &[Dir]) -> Sowing {
        let mut s = Sowing { origin, len: 0, dirs: 0 };
        for &d in dirs {
            s.push(d);
        }
        s
    }

    fn push(&mut self, d: Dir) {
        self.dirs |= (d as u64) << (2 * self.len as u64);
        self.len += 1;
    }

    pub fn len(&self) -> usize {
        self.len as usize
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn dirs(&self) -> impl Iterator<Item = Dir> + '_ {
        (0..self.len as u64).map(move |i| Dir::from_bits(self.dirs >> (2 * i)))
    }

    /// The spaces c1…cn the pebbles drop on, or `None` if the path leaves the board.
    pub fn path(&self) -> Option<Vec<Space>> {
        let mut at = self.origin;
        self.dirs()
            .map(|d| {
                at = step(at, d)?;
                Some(at)
            })
            .collect()
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Qawale {
    pub stacks: [Stack; SPACES],
    /// Pebbles left in hand: [light, dark].
    pub hands: [u8; 2],
    /// Seat to move: 0 = light, 1 = dark.
    pub to_move: usize,
    pub both_lines: BothLines,
    outcome: Option<Outcome>,
    /// The spaces of the winning line, for display.
    pub winning_line: u16,
    /// The spaces showing each seat's colour (`seat_pebble`; rules §1, the top pebble), kept by
    /// `play_unchecked` for the spaces a sowing touches: every sowing looks for lines (§3), the
    /// computer's playouts at every step, and going over all sixteen stacks each time was a
    /// third of the computer's time in its worker.
    seat_tops: [u16; 2],
}

/// The colour of a seat.
pub fn seat_pebble(seat: usize) -> Pebble {
    if seat == 0 {
        Pebble::Light
    } else {
        Pebble::Dark
    }
}

impl Qawale {
    fn empty(options: &OptionValues) -> Result<Qawale, SetupError> {
        check_options(OPTIONS, options)?;
        let both_lines = match option_value(OPTIONS, options, "both_lines") {
            "opponent" => BothLines::MoverLoses,
            _ => BothLines::MoverWins,
        };
        Ok(Qawale {
            stacks: [Stack::EMPTY; SPACES],
            hands: [HAND; 2],
            to_move: 0,
            both_lines,
            outcome: None,
            winning_line: 0,
            seat_tops: [0; 2],
        })
    }

    /// The spaces showing each seat's colour, counted from the stacks.
    fn count_tops(&self) -> [u16; 2] {
        [self.tops(seat_pebble(0)), self.tops(seat_pebble(1))]
    }

    /// `seat_tops` after the stack on `at` changed.
    fn mark_top(&mut self, at: Space) {
        let bit = 1u16 << at;
        let top = self.stacks[at as usize].top();
        for (seat, tops) in self.seat_tops.iter_mut().enumerate() {
            if top == Some(seat_pebble(seat)) {
                *tops |= bit;
            } else {
                *tops &= !bit;
            }
        }
    }

    /// Spaces whose top pebble is `p`.
    fn tops(&self, p: Pebble) -> u16 {
        let mut mask = 0;
        for (i, s) in self.stacks.iter().enumerate() {
            if s.top() == Some(p) {
                mask |= 1 << i;
            }
        }
        mask
    }

    /// Rules §3: lines are looked at once the sowing is complete; `mover` has just moved.
    fn settle(&mut self, mover: usize) {
        debug_assert_eq!(self.seat_tops, self.count_tops(), "seat_tops kept in step with the stacks");
        let tops = self.seat_tops;
        let own = line_in(tops[mover]);
        let other = line_in(tops[1 - mover]);
        let (winner, line) = match (own, other, self.both_lines) {
            (Some(l), None, _) | (Some(l), Some(_), BothLines::MoverWins) => (Some(mover), l),
            (None, Some(l), _) | (Some(_), Some(l), BothLines::MoverLoses) => (Some(1 - mover), l),
            (None, None, _) => (None, 0),
        };
        self.winning_line = line;
        self.outcome = match winner {
            Some(w) => Some(Outcome::Win(w)),
            None if self.hands == [0, 0] => Some(Outcome::Draw),
            None => None,
        };
    }

    /// Plies played so far, derived from the hands (rules §3: at most 16).
    pub fn plies(&self) -> usize {
        (2 * HAND - self.hands[0] - self.hands[1]) as usize
    }

    /// Where a path at `at`, whose last step was `last`, goes with a step `d`: rules §2.4, the
    /// path stays on the board and never turns straight back.
    #[inline]
    pub fn path_step(at: Space, last: Option<Dir>, d: Dir) -> Option<Space> {
        if last == Some(d.opposite()) {
            return None;
        }
        step(at, d)
    }

    /// The directions a path being laid from `origin` with `steps` so far may take next (for a
    /// player laying it step by step): none once every pebble is laid, or if the path so far
    /// is not one of rules §2.4.
    pub fn next_steps(&self, origin: Space, steps: &[Dir]) -> Vec<Dir> {
        let Some(stack) = self.stacks.get(origin as usize).filter(|s| !s.is_empty()) else { return vec![] };
        if steps.len() > stack.height() {
            return vec![];
        }
        let (mut at, mut last) = (origin, None);
        for &d in steps {
            let Some(next) = Self::path_step(at, last, d) else { return vec![] };
            (at, last) = (next, Some(d));
        }
        Dir::ALL.into_iter().filter(|&d| Self::path_step(at, last, d).is_some()).collect()
    }

    /// The board while a sowing from `origin` is laid (rules §2.2–2.4): the player's pebble
    /// joins the lifted stack, and its pebbles are dropped bottom first along `steps`. Returns
    /// the stacks and the pebbles still in hand.
    pub fn sowing_preview(&self, origin: Space, steps: &[Dir]) -> ([Stack; SPACES], Vec<Pebble>) {
        let mut stacks = self.stacks;
        let Some(&start) = stacks.get(origin as usize) else { return (stacks, vec![]) };
        let mut lifted = start;
        lifted.push(seat_pebble(self.to_move));
        stacks[origin as usize] = Stack::EMPTY;
        let mut at = origin;
        for (i, &d) in steps.iter().enumerate().take(lifted.height()) {
            at = step(at, d).unwrap_or(at);
            stacks[at as usize].push(lifted.get(i));
        }
        let left = (steps.len().min(lifted.height())..lifted.height()).map(|i| lifted.get(i)).collect();
        (stacks, left)
    }

    /// Calls `f` for every non-reversing walk of `len` steps from `origin` (rules §2.4).
    fn for_each_walk(origin: Space, len: usize, f: &mut impl FnMut(Sowing)) {
        fn walk(at: Space, last: Option<Dir>, left: usize, acc: Sowing, f: &mut impl FnMut(Sowing)) {
            if left == 0 {
                f(acc);
                return;
            }
            for d in Dir::ALL {
                if let Some(next) = Qawale::path_step(at, last, d) {
                    let mut m = acc;
                    m.push(d);
                    walk(next, Some(d), left - 1, m, f);
                }
            }
        }
        walk(origin, None, len, Sowing { origin, len: 0, dirs: 0 }, f);
    }

    /// Why a sowing cannot be played, in the order of rules §4, or `None` if it can.
    pub fn check_sowing(&self, m: &Sowing) -> Option<Refusal> {
        let space = board::space_name(m.origin);
        let stack = self.stacks[m.origin as usize];
        if stack.is_empty() {
            return Some(
                Refusal::new(
                    "qawale-illegal-empty",
                    crate::english!("{space} is empty; choose a space with pebbles"),
                )
                .arg("space", space),
            );
        }
        if m.len() != stack.height() + 1 {
            let pebbles = stack.height() + 1;
            return Some(
                Refusal::new(
                    "qawale-illegal-path-length",
                    crate::english!(
                        "the stack on {space} will hold {pebbles} pebbles, so the path needs {pebbles} steps, \
                         not {}",
                        m.len()
                    ),
                )
                .arg("space", space)
                .arg("pebbles", pebbles)
                .arg("steps", m.len()),
            );
        }
        if m.path().is_none() {
            return Some(Refusal::new("qawale-illegal-off-board", "the path leaves the board"));
        }
        let dirs: Vec<Dir> = m.dirs().collect();
        if dirs.windows(2).any(|w| w[1] == w[0].opposite()) {
            return Some(Refusal::new(
                "qawale-illegal-u-turn",
                "the path turns straight back (a U-turn is not allowed)",
            ));
        }
        None
    }
}

impl Game for Qawale {
    type Action = Sowing;
    const ID: &'static str = "qawale";
    const NAME: &'static str = "Qawale";
    const SEATS: &'static [&'static str] = &["Light", "Dark"];
    const TAGLINE: &'static str =
        crate::english_str!("Sow stacks of pebbles along winding paths; show four of your colour in a line.");

    fn setups() -> &'static [&'static str] {
        &["start"]
    }

    fn option_specs() -> &'static [OptionSpec] {
        OPTIONS
    }

    /// Rules §1.1: two neutral pebbles on each corner; first player per option or at random.
    fn new_game(setup: &Setup) -> Result<Self, SetupError> {
        if !setup.name.is_empty() && setup.name != "start" {
            return Err(SetupError(format!("Qawale has no setup '{}' (setups: start)", setup.name)));
        }
        let mut g = Qawale::empty(&setup.options)?;
        for corner in [0, 3, 12, 15] {
            g.stacks[corner].push(Pebble::Neutral);
            g.stacks[corner].push(Pebble::Neutral);
        }
        g.to_move = match option_value(OPTIONS, &setup.options, "first") {
            "light" => 0,
            "dark" => 1,
            _ => (Rng::new(setup.seed).next_u64() & 1) as usize,
        };
        Ok(g)
    }

    fn seats(&self) -> usize {
        2
    }

    fn actor(&self) -> Actor {
        Actor::Seat(self.to_move)
    }

    const END_REASONS: &'static [&'static str] = &["line", "hands-empty"];

    /// Rules §3: a line of four showing, or every pebble laid without one.
    fn end_reason(&self) -> Option<&'static str> {
        Some(match self.outcome.as_ref()? {
            Outcome::Win(_) => "line",
            _ => "hands-empty",
        })
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome.clone()
    }

    /// Rules §2: every non-empty space, every non-reversing walk of height+1 steps.
    fn legal_actions(&self, out: &mut Vec<Sowing>) {
        if self.outcome.is_some() || self.hands[self.to_move] == 0 {
            return;
        }
        for (origin, stack) in self.stacks.iter().enumerate() {
            if !stack.is_empty() {
                Qawale::for_each_walk(origin as Space, stack.height() + 1, &mut |m| out.push(m));
            }
        }
    }

    /// Playouts: a random stack, then a random non-reversing walk. A walk can always be
    /// continued (rules §2), so this never fails while the game is on.
    fn playout_action(&self, rng: &mut Rng) -> Option<Sowing> {
        if self.outcome.is_some() {
            return None;
        }
        // On the stack, not a Vec: this runs at every step of every playout, and an allocation
        // each time cost the computer's worker (wasm) a tenth of its speed.
        let mut occupied = [0 as Space; SPACES];
        let mut count = 0;
        for (i, stack) in self.stacks.iter().enumerate() {
            if !stack.is_empty() {
                occupied[count] = i as Space;
                count += 1;
            }
        }
        let origin = occupied[rng.below(count)];
        let len = self.stacks[origin as usize].height() + 1;
        let mut m = Sowing { origin, len: 0, dirs: 0 };
        let (mut at, mut last) = (origin, None::<Dir>);
        while m.len() < len {
            let mut options = [Dir::N; 4];
            let mut n = 0;
            for d in Dir::ALL {
                if Self::path_step(at, last, d).is_some() {
                    options[n] = d;
                    n += 1;
                }
            }
            let d = options[rng.below(n)];
            at = step(at, d)?;
            last = Some(d);
            m.push(d);
        }
        Some(m)
    }

    /// Rules §2: add a pebble, lift the stack, sow bottom pebble first; then §3.
    fn play_unchecked(&mut self, m: &Sowing) {
        let mover = self.to_move;
        let mut lifted = self.stacks[m.origin as usize];
        lifted.push(seat_pebble(mover));
        self.hands[mover] -= 1;
        self.stacks[m.origin as usize] = Stack::EMPTY;
        self.mark_top(m.origin);
        let mut at = m.origin;
        for (i, d) in m.dirs().enumerate() {
            at = step(at, d).expect("legal path stays on the board");
            self.stacks[at as usize].push(lifted.get(i));
            self.mark_top(at);
        }
        self.to_move = 1 - mover;
        self.settle(mover);
    }

    fn explain_illegal(&self, m: &Sowing) -> ActionError {
        if self.hands[self.to_move] == 0 {
            return ActionError::Illegal(Refusal::new(
                "qawale-illegal-hand-empty",
                "no pebbles left in hand",
            ));
        }
        ActionError::Illegal(
            self.check_sowing(m)
                .unwrap_or_else(|| Refusal::new("qawale-illegal-sowing", "not a legal sowing")),
        )
    }

    fn action_text(&self, m: &Sowing) -> String {
        notation::write(m)
    }

    /// Syntax only, as the trait asks: a well-written sowing the position does not allow is
    /// refused by `play` with its rule (`explain_illegal`), not as a notation error.
    fn parse_action(&self, text: &str) -> Result<Sowing, NotationError> {
        notation::read(text)
    }

    fn position_text(&self) -> String {
        position::write(self)
    }

    fn from_position(text: &str, options: &OptionValues) -> Result<Self, PositionError> {
        let mut g = Qawale::empty(options).map_err(|e| PositionError::new("position-options", e.0))?;
        position::read(text, &mut g)?;
        g.seat_tops = g.count_tops();
        // Whoever is not to move made the last move (rules §3 resolution order).
        if g.plies() > 0 {
            g.settle(1 - g.to_move);
        }
        Ok(g)
    }
}

/// The computer player: its budgets are Qawale's row of the level table; the levels with an
/// exact budget solve the ending first (`ai::exact`, `qawale/exact.rs`).
impl crate::ai::Computer for Qawale {
    fn thinker(&self, level: u8, seed: u64) -> Box<dyn crate::ai::Thinker> {
        // How far the solver looks from here is `Exact::exact_reach` (qawale/exact.rs).
        let budget = crate::games::levels::budget(&crate::games::levels::QAWALE, level);
        crate::ai::solving::thinker(self, budget, seed)
    }
}
