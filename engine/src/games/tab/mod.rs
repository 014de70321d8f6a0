//! Tâb, the Egyptian race game with throwing sticks: rules per `docs/rules/tab.md` (the
//! Cyningstan "suggested rules", four coins as casting sticks; Lane's rules as options).
//!
//! Actions (docs/DESIGN.md): each throw of the coins is a chance action — in the opening
//! (alternate single throws until a 1) and while a player throws until a 2 or 3 — then the
//! player uses the throws one action at a time (a throw-move), or passes when no throw has a
//! non-optional use. A turn whose throws have no use at all, or are used up, passes by itself,
//! so the seat to move always has a legal action.

pub mod computer;
mod maximum;
pub mod notation;
mod position;
pub mod rules;
pub mod stack;
pub mod throw;
mod throw_move;
pub mod track;

use crate::core::{
    ActionError, Actor, Game, NotationError, OptionSpec, OptionValues, Outcome, PositionError, Refusal, Rng,
    Setup, SetupError,
};
pub use rules::{Rules, OPTIONS};
pub use stack::{Piece, Stack};
pub use throw::Throws;
pub use throw_move::{Effect, ThrowMove};
use track::{row, square_at, Square, FILES, NORTH, SOUTH, SQUARES};

/// Pieces per side (rules §1).
pub const PIECES: usize = 9;

/// One action of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// The coins fall showing this value (a chance action, rules §2).
    Throw(u8),
    /// One throw used on one piece or stack (rules §3, §4).
    Move(ThrowMove),
    /// End the turn, losing the remaining throws (rules §3, T5, T6).
    Pass,
}

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Alternate single throws until someone throws a 1 (rules §2, T1).
    Opening,
    /// The player to move throws until a 2 or 3 (rules §2).
    Throwing,
    /// The player uses the collected throws (rules §3).
    Moving,
    /// Drawn by the quiet-turns option (T16).
    Drawn,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tab {
    pub board: [Stack; SQUARES],
    /// South = 0, North = 1: who throws or moves now.
    pub to_move: usize,
    pub phase: Phase,
    /// The throws of this turn not used yet (rules §3).
    pub throws: Throws,
    /// Pieces each side lost by reducing its own stacks (rules §4.3, T8).
    pub lost: [u8; 2],
    /// Turns in a row without a capture, the current one included until it captures (T16).
    pub quiet: u16,
    pub rules: Rules,
    outcome: Option<Outcome>,
}

impl Tab {
    fn empty(options: &OptionValues) -> Result<Tab, SetupError> {
        Ok(Tab {
            board: [Stack::EMPTY; SQUARES],
            to_move: SOUTH,
            phase: Phase::Opening,
            throws: Throws::NONE,
            lost: [0, 0],
            quiet: 0,
            rules: Rules::read(options)?,
            outcome: None,
        })
    }

    /// Pieces of `seat` on the board.
    pub fn pieces(&self, seat: usize) -> usize {
        self.board.iter().filter(|s| s.owner() == Some(seat)).map(|s| s.height()).sum()
    }

    /// Pieces of `seat` captured by the enemy so far (rules §4.4).
    pub fn captured(&self, seat: usize) -> usize {
        PIECES - self.pieces(seat) - self.lost[seat] as usize
    }

    fn row_squares(seat: usize, r: u8) -> impl Iterator<Item = Square> {
        let start = (r - 1) * FILES;
        (start..start + FILES).map(move |pos| square_at(seat, pos))
    }

    /// Pieces of `seat` in `seat`'s row `r`.
    pub fn pieces_on_row(&self, seat: usize, r: u8) -> usize {
        Self::row_squares(seat, r)
            .map(|sq| &self.board[sq as usize])
            .filter(|s| s.owner() == Some(seat))
            .map(|s| s.height())
            .sum()
    }

    /// Squares `seat` occupies in its row `r`.
    pub fn units_on_row(&self, seat: usize, r: u8) -> usize {
        Self::row_squares(seat, r).filter(|&sq| self.board[sq as usize].owner() == Some(seat)).count()
    }

    pub fn has_unmoved(&self, seat: usize) -> bool {
        self.board.iter().any(|s| s.owner() == Some(seat) && s.any_unmoved())
    }

    /// The row `sq` is in, counted from its occupant's side (from South's when empty).
    pub fn row_of(&self, sq: Square) -> u8 {
        row(self.board[sq as usize].owner().unwrap_or(SOUTH), sq)
    }

    /// Starts `seat`'s turn: it throws first (rules §2).
    fn begin_turn(&mut self, seat: usize) {
        self.to_move = seat;
        self.phase = Phase::Throwing;
        self.throws = Throws::NONE;
        self.quiet = self.quiet.saturating_add(1);
    }

    /// Ends the turn; unused throws are lost (rules §3, T5). Option T16 may draw the game here.
    fn end_turn(&mut self) {
        if self.rules.quiet_draw.is_some_and(|n| self.quiet >= n) {
            self.phase = Phase::Drawn;
            self.throws = Throws::NONE;
            self.outcome = Some(Outcome::Draw);
            return;
        }
        self.begin_turn(1 - self.to_move);
    }

    /// After the throwing or a throw-move: the turn goes on only while a throw has a use
    /// (rules §3, T15), so the seat to move is never left without a legal action.
    fn continue_or_end_turn(&mut self) {
        if self.throws.is_empty() || !self.has_any_move() {
            self.end_turn();
        }
    }

    fn settle_outcome(&mut self) {
        self.outcome = if self.phase == Phase::Drawn {
            Some(Outcome::Draw)
        } else if self.pieces(NORTH) == 0 {
            Some(Outcome::Win(SOUTH))
        } else if self.pieces(SOUTH) == 0 {
            Some(Outcome::Win(NORTH))
        } else {
            None
        };
    }

    fn why_illegal(&self, a: &Action) -> Refusal {
        let seat = self.seat_names()[self.to_move].clone();
        match a {
            Action::Throw(_) => {
                let held: Vec<String> = self.throws.each().map(|v| v.to_string()).collect();
                let held = held.join(", ");
                Refusal::new(
                    "tab-illegal-not-time-to-throw",
                    crate::english!("it is not time to throw: {seat} is using the throws {held}"),
                )
                .arg("seat", seat)
                .arg("throws", held)
            }
            Action::Pass if self.phase != Phase::Moving => Refusal::new(
                "tab-illegal-pass-throwing",
                "there is nothing to pass: the throwing is not over (rules §2)",
            ),
            Action::Pass => Refusal::new(
                "tab-illegal-pass-must-use",
                "a throw still has a use that reduces no stack, so it must be used (rules §3)",
            ),
            Action::Move(m) => self.why_illegal_move(m),
        }
    }
}

impl Game for Tab {
    type Action = Action;
    const ID: &'static str = "tab";
    const NAME: &'static str = "Tâb";
    const SEATS: &'static [&'static str] = &["South", "North"];
    const TAGLINE: &'static str =
        crate::english_str!("The Egyptian race game: four coins stand in for its throwing sticks.");
    const HAS_CHANCE: bool = true;

    fn setups() -> &'static [&'static str] {
        &["start"]
    }

    fn option_specs() -> &'static [OptionSpec] {
        OPTIONS
    }

    /// Rules §1: nine unmoved pieces on each home row; the opening starts with the side the
    /// `first` option names, or one drawn from the setup seed (T1).
    fn new_game(setup: &Setup) -> Result<Self, SetupError> {
        if !setup.name.is_empty() && setup.name != "start" {
            return Err(SetupError(format!("Tâb has no setup '{}' (setups: start)", setup.name)));
        }
        let mut g = Tab::empty(&setup.options)?;
        for file in 0..FILES {
            g.board[file as usize] = Stack::single(SOUTH, Piece::FRESH);
            g.board[(3 * FILES + file) as usize] = Stack::single(NORTH, Piece::FRESH);
        }
        g.to_move = match crate::core::options::option_value(OPTIONS, &setup.options, "first") {
            "south" => SOUTH,
            "north" => NORTH,
            _ => (Rng::new(setup.seed).next_u64() & 1) as usize,
        };
        Ok(g)
    }

    fn seats(&self) -> usize {
        2
    }

    fn actor(&self) -> Actor {
        match self.phase {
            Phase::Opening | Phase::Throwing => Actor::Chance,
            Phase::Moving | Phase::Drawn => Actor::Seat(self.to_move),
        }
    }

    const END_REASONS: &'static [&'static str] = &["all-captured", "quiet-turns"];

    /// Rules §5 (every enemy piece captured) or option T16 (too many turns without a capture).
    fn end_reason(&self) -> Option<&'static str> {
        Some(match self.outcome.as_ref()? {
            Outcome::Win(_) => "all-captured",
            _ => "quiet-turns",
        })
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome.clone()
    }

    fn legal_actions(&self, out: &mut Vec<Action>) {
        if self.outcome.is_some() || self.phase != Phase::Moving {
            return;
        }
        let mut must = false;
        self.for_each_legal(&mut |m, e| {
            must |= !e.reduces;
            out.push(Action::Move(m));
        });
        if !must {
            out.push(Action::Pass); // rules §3: only optional uses are left
        }
    }

    /// Rules §2: four fair coins; the value depends on the number of heads.
    fn chance_outcomes(&self, out: &mut Vec<(Action, f64)>) {
        if self.outcome.is_none() && matches!(self.phase, Phase::Opening | Phase::Throwing) {
            out.extend(throw::VALUES.iter().map(|&v| (Action::Throw(v), throw::probability(v))));
        }
    }

    fn play_unchecked(&mut self, a: &Action) {
        match *a {
            Action::Throw(v) => match self.phase {
                // Rules §2, T1, T2: only a 1 counts in the opening; it starts that player's
                // first turn as its first throw.
                Phase::Opening if v == 1 => {
                    self.begin_turn(self.to_move);
                    self.throws.add(1);
                }
                Phase::Opening => self.to_move = 1 - self.to_move,
                _ => {
                    self.throws.add(v);
                    // Rules §2: a 2 or 3 ends the throwing; T19: so does a full hand.
                    if !throw::throws_again(v) || self.throws.total() >= throw::MOST_HELD {
                        self.phase = Phase::Moving;
                        self.continue_or_end_turn();
                    }
                }
            },
            Action::Move(m) => {
                self.shift(&m);
                // Rules §5: capturing the last enemy piece wins at once; the rest is void.
                if self.pieces(1 - self.to_move) == 0 {
                    self.throws = Throws::NONE;
                    self.outcome = Some(Outcome::Win(self.to_move));
                    return;
                }
                self.continue_or_end_turn();
            }
            Action::Pass => self.end_turn(),
        }
    }

    fn playout_action(&self, rng: &mut Rng) -> Option<Action> {
        computer::playout_move(self, rng)
    }

    fn playout_horizon(&self) -> Option<usize> {
        Some(computer::HORIZON)
    }

    fn guided_action(&self, rng: &mut Rng) -> Option<Action> {
        computer::guided_move(self, rng)
    }

    fn guided_horizon(&self) -> Option<usize> {
        Some(computer::GUIDED_HORIZON)
    }

    fn estimate(&self) -> Vec<f64> {
        computer::estimate(self)
    }

    fn guided_estimate(&self) -> Vec<f64> {
        computer::judge(self)
    }

    /// A throw is named by its value (rules §2).
    fn chance_named(&self, value: &str) -> Result<Action, NotationError> {
        match value.trim().parse::<u8>() {
            Ok(v) if throw::is_value(v) => Ok(Action::Throw(v)),
            _ => Err(NotationError(crate::english!("a throw is worth 1, 2, 3, 4 or 6"))),
        }
    }

    fn explain_illegal(&self, a: &Action) -> ActionError {
        ActionError::Illegal(self.why_illegal(a))
    }

    fn action_text(&self, a: &Action) -> String {
        notation::write(self, a)
    }

    fn parse_action(&self, text: &str) -> Result<Action, NotationError> {
        notation::read(text)
    }

    fn position_text(&self) -> String {
        position::write(self)
    }

    fn from_position(text: &str, options: &OptionValues) -> Result<Self, PositionError> {
        let mut g = Tab::empty(options).map_err(|e| PositionError::new("position-options", e.0))?;
        position::read(text, &mut g)?;
        g.settle_outcome();
        Ok(g)
    }
}

/// The computer player: its budgets are Tâb's row of the level table.
impl crate::ai::Computer for Tab {
    fn thinker(&self, level: u8, seed: u64) -> Box<dyn crate::ai::Thinker> {
        crate::ai::thinker(self, crate::games::levels::budget(&crate::games::levels::TAB, level), seed)
    }
}
