//! The game core every game plugs into. Read `docs/DESIGN.md` first.
//!
//! One model fits all five games: a game is a state machine driven by **actions**. An action is
//! one decision of one actor: a whole Qawale move, one Abalone group move, one part of a Cabale
//! turn (runner path, single/double, a jump, a blockade), one Tâb throw-move. Multi-step turns are
//! simply several actions in a row by the same seat; `actor()` says who decides next. Chance
//! (Tâb's coins) is an actor too: when `actor()` is [`Actor::Chance`], the legal actions are the
//! possible outcomes with their probabilities, and whoever drives the game (app, arena, search)
//! draws one with its seeded [`Rng`]. Recording the drawn outcomes in the history makes every
//! game replay exactly, and lets the computer reason over the odds.

mod error;
pub mod options;
pub mod order;
mod outcome;
pub mod perft;
pub mod repetition;
mod rng;
pub mod text;

pub use error::{ActionError, NotationError, PositionError, Refusal, SetupError, POSITION_ERROR_KEYS};
pub use options::{OptionSpec, OptionValues};
pub use outcome::Outcome;
pub use rng::Rng;

use std::fmt::Debug;

/// Who takes the next action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Actor {
    /// A seat (0-based, in turn order).
    Seat(usize),
    /// The dice, coins or sticks: the next action is drawn at random from `chance_outcomes`.
    Chance,
}

/// How a new game is set up: a named setup (e.g. Abalone's "belgian"), rule options, and a seed
/// for anything the rules leave to chance at set-up (Qawale's first player).
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Setup {
    pub name: String,
    pub options: OptionValues,
    pub seed: u64,
}

/// Everything a game must provide. Implemented once per game, in that game's own module.
pub trait Game: Clone + Debug + 'static {
    /// One action, carrying all it needs to be applied and printed.
    type Action: Clone + PartialEq + Debug;

    /// Registry id, e.g. "qawale".
    const ID: &'static str;
    /// Display name, e.g. "Qawale".
    const NAME: &'static str;
    /// One line for the home screen.
    const TAGLINE: &'static str;

    /// Named start positions; the first is the default.
    fn setups() -> &'static [&'static str];
    /// Rule options with their choices; values are checked by `new_game`.
    fn option_specs() -> &'static [OptionSpec];
    /// The rule option that holds the number of players, for games played by 2 to 4 (its
    /// values are the counts); `None` for games with a fixed number of seats.
    const PLAYERS_OPTION: Option<&'static str> = None;
    /// Every seat's name in turn order, for the most players the game takes (e.g. "Light",
    /// "Dark"): data, so that a new-game form names the seats without any game's rules.
    const SEATS: &'static [&'static str];
    /// Seat names in turn order for a game with `players` seats (e.g. "Light", "Dark").
    fn seat_names(&self) -> Vec<String> {
        Self::SEATS[..self.seats()].iter().map(|s| s.to_string()).collect()
    }

    /// The seat that wins and loses with `seat`, in games played by teams (Abalone for four);
    /// none otherwise.
    fn team_mate(&self, _seat: usize) -> Option<usize> {
        None
    }

    fn new_game(setup: &Setup) -> Result<Self, SetupError>;

    /// Number of seats in this game.
    fn seats(&self) -> usize;
    /// Who acts next. Meaningless once `outcome()` is `Some`.
    fn actor(&self) -> Actor;
    /// `Some` once the game is over.
    fn outcome(&self) -> Option<Outcome>;
    /// Why the game is over, as a short id naming the rule that ended it (e.g. Abalone's
    /// "six-pushed-off"), for the end-of-game banner; `None` while the game is on. Ids are the
    /// game's own; the app words them.
    fn end_reason(&self) -> Option<&'static str> {
        None
    }
    /// Every id `end_reason` may give.
    const END_REASONS: &'static [&'static str] = &[];
    /// The game has chance actions (`Actor::Chance`): throws, dice.
    const HAS_CHANCE: bool = false;

    /// Appends every legal action of the current actor to `out` (empty when the game is over).
    /// For `Actor::Chance`, use `chance_outcomes` instead.
    fn legal_actions(&self, out: &mut Vec<Self::Action>);
    /// The possible chance outcomes with their probabilities (sum 1). Only games with chance
    /// override this.
    fn chance_outcomes(&self, _out: &mut Vec<(Self::Action, f64)>) {}

    /// The chance action whose outcome players call `value` (Tâb: "4" for the throw of 4), for
    /// tools that replay given throws. Games without chance refuse it.
    fn chance_named(&self, _value: &str) -> Result<Self::Action, NotationError> {
        Err(NotationError(crate::english!("{} has no throws or dice", Self::NAME)))
    }

    /// Applies an action known to be legal (from `legal_actions`). Search uses this.
    fn play_unchecked(&mut self, m: &Self::Action);

    /// Checked apply: an illegal action is refused with a reason and the state is unchanged.
    fn play(&mut self, m: &Self::Action) -> Result<(), ActionError> {
        if self.outcome().is_some() {
            return Err(ActionError::GameOver);
        }
        let mut legal = Vec::new();
        match self.actor() {
            Actor::Chance => {
                let mut outcomes = Vec::new();
                self.chance_outcomes(&mut outcomes);
                legal.extend(outcomes.into_iter().map(|(m, _)| m));
            }
            Actor::Seat(_) => self.legal_actions(&mut legal),
        }
        if !legal.contains(m) {
            return Err(self.explain_illegal(m));
        }
        self.play_unchecked(m);
        Ok(())
    }

    /// Why `m` is not legal here; games override this to name the rule that forbids it.
    fn explain_illegal(&self, _m: &Self::Action) -> ActionError {
        ActionError::Illegal(Refusal::new("app-illegal-not-legal", "that move is not legal in this position"))
    }

    /// A random legal action of the seat to move, for playouts. The default draws uniformly
    /// from `legal_actions`; games with huge action lists override it with something cheaper.
    fn playout_action(&self, rng: &mut Rng) -> Option<Self::Action> {
        uniform_action(self, rng)
    }

    /// The playout choice of the computer's MCTS: a game may know which actions are worth
    /// trying (a rich cell, a capture) at some cost per action. The default is
    /// `playout_action`, which the frozen expert-v1 (command line only) keeps using.
    fn guided_action(&self, rng: &mut Rng) -> Option<Self::Action> {
        self.playout_action(rng)
    }

    /// `playout_horizon` for playouts by `guided_action` (the default is the same): a game with a
    /// good `estimate` may trust it sooner.
    fn guided_horizon(&self) -> Option<usize> {
        self.playout_horizon()
    }

    /// `estimate` for playouts by `guided_action` (the default is the same): the levels' judgement
    /// may improve while the frozen expert-v1 keeps `estimate`.
    fn guided_estimate(&self) -> Vec<f64> {
        self.estimate()
    }

    /// Long games: MCTS playouts stop after this many actions and are scored by `estimate`
    /// instead of being played out to the end. `None` plays them out (up to a safety cap).
    fn playout_horizon(&self) -> Option<usize> {
        None
    }

    /// Estimated reward per seat in [0, 1] for a position whose game is not over (used where a
    /// playout stops early). The default calls it even.
    fn estimate(&self) -> Vec<f64> {
        vec![1.0 / self.seats() as f64; self.seats()]
    }

    /// Canonical notation of `m` in the current position (before it is played).
    fn action_text(&self, m: &Self::Action) -> String;
    /// Parses notation in the current position; syntax only, legality is `play`'s job.
    fn parse_action(&self, text: &str) -> Result<Self::Action, NotationError>;

    /// The game's position text (see its rules doc).
    fn position_text(&self) -> String;
    /// Reads position text with the given options; a clear error on bad text.
    fn from_position(text: &str, options: &OptionValues) -> Result<Self, PositionError>;
}

/// The option sets that try every rule option of `G` once: the defaults, then each other value
/// of each option with the rest at their defaults. An option that needs more seats (Cabale's
/// teams) is tried with the most seats. For tests and benchmarks that cover every option.
pub fn option_variants<G: Game>() -> Vec<OptionValues> {
    let mut sets = vec![OptionValues::new()];
    for spec in G::option_specs() {
        for (value, _) in spec.choices.iter().skip(1) {
            let mut o = OptionValues::new();
            o.insert(spec.key.to_string(), value.to_string());
            let probe = Setup { options: o.clone(), ..Setup::default() };
            if let (Err(_), Some(players)) = (G::new_game(&probe), G::PLAYERS_OPTION) {
                let most = G::option_specs().iter().find(|s| s.key == players).and_then(|s| s.choices.last());
                if let Some((n, _)) = most {
                    o.insert(players.to_string(), n.to_string());
                }
            }
            sets.push(o);
        }
    }
    sets
}

/// Plays `m` (checked) given as notation.
pub fn play_text<G: Game>(game: &mut G, text: &str) -> Result<G::Action, ActionError> {
    let m = game.parse_action(text).map_err(ActionError::Notation)?;
    game.play(&m)?;
    Ok(m)
}

/// Every action available now, chance outcomes included (for perft, notation listings, tests).
pub fn actions<G: Game>(game: &G, out: &mut Vec<G::Action>) {
    out.clear();
    if game.outcome().is_some() {
        return;
    }
    match game.actor() {
        Actor::Seat(_) => game.legal_actions(out),
        Actor::Chance => {
            let mut outcomes = Vec::new();
            game.chance_outcomes(&mut outcomes);
            out.extend(outcomes.into_iter().map(|(m, _)| m));
        }
    }
}

/// A uniformly random action of those available now (the default of `Game::playout_action`).
pub fn uniform_action<G: Game>(game: &G, rng: &mut Rng) -> Option<G::Action> {
    let mut all = Vec::new();
    actions(game, &mut all);
    if all.is_empty() {
        return None;
    }
    let i = rng.below(all.len());
    Some(all.swap_remove(i))
}
