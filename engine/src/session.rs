//! A game in progress with its history, behind an object-safe interface so the app, the
//! command-line tool and saved games handle every game the same way, through notation.

use crate::ai::{Computer, Thinker};
use crate::core::{actions, ActionError, Actor, Outcome, Rng, Setup};
use serde::{Deserialize, Serialize};
use std::any::Any;

/// Saved-game format version; a save with another version is refused with a notice.
pub const SAVE_VERSION: u32 = 1;

/// What is stored to resume a game: the setup and the actions in notation. Replaying them
/// through checked apply rebuilds (and validates) the game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedGame {
    pub version: u32,
    pub game: String,
    pub setup: Setup,
    pub moves: Vec<String>,
    /// How the game ended outside the rules (resignation, agreed draw).
    #[serde(default)]
    pub agreed: Option<Outcome>,
}

/// A game in progress, whatever the game.
pub trait Session {
    fn id(&self) -> &'static str;
    fn name(&self) -> &'static str;
    fn seats(&self) -> usize;
    fn seat_names(&self) -> Vec<String>;
    /// `seat`'s team-mate, in games played by teams.
    fn team_mate(&self, seat: usize) -> Option<usize>;
    fn actor(&self) -> Actor;
    fn outcome(&self) -> Option<Outcome>;
    /// Legal actions now, in canonical notation.
    fn legal_actions(&self) -> Vec<String>;
    /// Checked apply of an action in notation; returns its canonical notation.
    fn play(&mut self, text: &str) -> Result<String, ActionError>;
    /// When chance acts next, draws its outcome with `rng` and plays it.
    fn play_chance(&mut self, rng: &mut Rng) -> Option<String>;
    /// When chance acts next, plays the outcome players call `value` (Tâb: "4"), checked.
    fn play_chance_named(&mut self, value: &str) -> Result<String, ActionError>;
    /// Ends the game outside the rules: a resignation or an agreed draw. Undo takes it back.
    fn end_by_agreement(&mut self, outcome: Outcome);
    /// Whether the game ended by resignation or agreement rather than by the rules.
    fn ended_by_agreement(&self) -> bool;
    /// Why the game is over: "resigned" or "agreed-draw" for an end by agreement, else the
    /// game's own reason (`Game::end_reason`).
    fn end_reason(&self) -> Option<&'static str>;
    /// Takes back the last action (or the agreed end); false at the start.
    fn undo(&mut self) -> bool;
    /// The actions played so far, in notation.
    fn history(&self) -> Vec<String>;
    /// How many actions were played.
    fn history_len(&self) -> usize;
    /// Action `i` (0-based) and who took it.
    fn action(&self, i: usize) -> Option<(Actor, &str)>;
    /// The game as it was after its first `n` actions, with that part of the history (review,
    /// "continue from here"). An end by agreement is kept only when `n` is the whole game.
    fn prefix(&self, n: usize) -> Box<dyn Session>;
    /// The position text the game started from, when it did not start from its setup.
    fn start_position(&self) -> Option<String>;
    /// Who took each action so far (parallel to `history`).
    fn history_actors(&self) -> Vec<Actor>;
    fn position_text(&self) -> String;
    fn setup(&self) -> &Setup;
    /// Leaf count at `depth` from the current position.
    #[cfg(feature = "cli")]
    fn perft(&self, depth: u32) -> u64;
    /// The typed game (`SessionMatch<G>`), for code that knows which game it holds: a board
    /// view downcasts once, in one place.
    fn as_any(&self) -> &dyn Any;
}

/// Actions between two checkpoints of a session: an undo or a look back replays at most this
/// many actions from the checkpoint before it.
const CHECKPOINT_EVERY: usize = 64;

/// A typed game with its history; the one implementation of [`Session`].
///
/// The history is kept as actions, not as a state per action, so memory and load time grow
/// linearly with the length of the game: a copy of the state every [`CHECKPOINT_EVERY`]
/// actions lets undo and review rebuild any earlier state by replaying a few actions.
pub struct SessionMatch<G: Computer> {
    setup: Setup,
    /// The position text the game started from, when it did not start from the setup.
    start_text: Option<String>,
    state: G,
    /// The state before the last action (what the views highlight the last action against).
    previous: Option<G>,
    /// `checkpoints[k]` is the state after `k * CHECKPOINT_EVERY` actions; the first is the start.
    checkpoints: Vec<G>,
    actions: Vec<G::Action>,
    history: Vec<(Actor, String)>,
    agreed: Option<Outcome>,
}

impl<G: Computer> SessionMatch<G> {
    pub fn new(setup: Setup) -> Result<Self, crate::core::SetupError> {
        let state = G::new_game(&setup)?;
        Ok(Self::from_state(setup, state))
    }

    pub fn from_state(setup: Setup, state: G) -> Self {
        SessionMatch {
            setup,
            start_text: None,
            checkpoints: vec![state.clone()],
            state,
            previous: None,
            actions: Vec::new(),
            history: Vec::new(),
            agreed: None,
        }
    }

    /// A game that starts from position `text` (read with the setup's options).
    pub fn from_position(setup: Setup, text: &str) -> Result<Self, crate::core::PositionError> {
        let state = G::from_position(text, &setup.options)?;
        let mut m = Self::from_state(setup, state);
        m.start_text = Some(text.to_string());
        Ok(m)
    }

    /// A computer player for the side to move, at `level` (see `dyn Session::thinker`).
    pub fn thinker(&self, level: u8, seed: u64) -> Box<dyn Thinker> {
        self.state.thinker(level, seed)
    }

    pub fn state(&self) -> &G {
        &self.state
    }

    /// The state before the last action (for "last action" highlights).
    pub fn previous(&self) -> Option<&G> {
        self.previous.as_ref()
    }

    /// The last action in notation, without copying the history.
    pub fn last_action(&self) -> Option<&str> {
        self.history.last().map(|(_, t)| t.as_str())
    }

    /// Applies a typed action (checked).
    pub fn play_action(&mut self, m: &G::Action) -> Result<String, ActionError> {
        if self.agreed.is_some() {
            return Err(ActionError::GameOver);
        }
        let text = self.state.action_text(m);
        let before = self.state.clone();
        let actor = self.state.actor();
        self.state.play(m)?;
        self.previous = Some(before);
        self.actions.push(m.clone());
        self.history.push((actor, text.clone()));
        if self.actions.len().is_multiple_of(CHECKPOINT_EVERY) {
            self.checkpoints.push(self.state.clone());
        }
        Ok(text)
    }

    /// The state after the first `n` actions: the checkpoint before it, played forward.
    fn state_after(&self, n: usize) -> G {
        let k = (n / CHECKPOINT_EVERY).min(self.checkpoints.len() - 1);
        let mut g = self.checkpoints[k].clone();
        for m in &self.actions[k * CHECKPOINT_EVERY..n] {
            g.play_unchecked(m);
        }
        g
    }

    /// The game as it was after its first `n` actions (all of them when `n` is larger), with
    /// that part of the history: for review, and to continue from an earlier point.
    pub fn prefix(&self, n: usize) -> Self {
        let n = n.min(self.actions.len());
        let kept = n / CHECKPOINT_EVERY + 1;
        SessionMatch {
            setup: self.setup.clone(),
            start_text: self.start_text.clone(),
            state: self.state_after(n),
            previous: n.checked_sub(1).map(|p| self.state_after(p)),
            checkpoints: self.checkpoints[..kept.min(self.checkpoints.len())].to_vec(),
            actions: self.actions[..n].to_vec(),
            history: self.history[..n].to_vec(),
            agreed: if n == self.actions.len() { self.agreed.clone() } else { None },
        }
    }

    /// The game in the one-slot save format of the first builds (game records replaced it;
    /// kept so their saves still load).
    pub fn save(&self) -> SavedGame {
        SavedGame {
            version: SAVE_VERSION,
            game: G::ID.to_string(),
            setup: self.setup.clone(),
            moves: Session::history(self),
            agreed: self.agreed.clone(),
        }
    }

    /// Rebuilds a saved game, refusing anything that does not replay exactly.
    pub fn load(saved: &SavedGame) -> Result<Self, String> {
        if saved.version != SAVE_VERSION {
            return Err(format!("saved game has format version {}, expected {SAVE_VERSION}", saved.version));
        }
        if saved.game != G::ID {
            return Err(format!("saved game is '{}', not '{}'", saved.game, G::ID));
        }
        let mut session = Self::new(saved.setup.clone()).map_err(|e| e.to_string())?;
        for (i, m) in saved.moves.iter().enumerate() {
            session.play(m).map_err(|e| format!("saved move {} '{m}': {e}", i + 1))?;
        }
        if let Some(o) = &saved.agreed {
            session.agree(o.clone())?;
        }
        Ok(session)
    }

    /// Ends a replayed game by agreement as it was saved, checking the result fits the game.
    pub fn agree(&mut self, o: Outcome) -> Result<(), String> {
        if self.state.outcome().is_some() {
            return Err("the game ends twice".into());
        }
        let fits = match &o {
            Outcome::Win(w) => *w < self.state.seats(),
            Outcome::Draw => true,
            Outcome::Scores(s) => s.len() == self.state.seats(),
        };
        if !fits {
            return Err("the game has an impossible result".into());
        }
        self.agreed = Some(o);
        Ok(())
    }
}

impl<G: Computer> Session for SessionMatch<G> {
    fn id(&self) -> &'static str {
        G::ID
    }
    fn name(&self) -> &'static str {
        G::NAME
    }
    fn seats(&self) -> usize {
        self.state.seats()
    }
    fn seat_names(&self) -> Vec<String> {
        self.state.seat_names()
    }
    fn team_mate(&self, seat: usize) -> Option<usize> {
        self.state.team_mate(seat)
    }
    fn actor(&self) -> Actor {
        self.state.actor()
    }
    fn outcome(&self) -> Option<Outcome> {
        self.agreed.clone().or_else(|| self.state.outcome())
    }
    fn legal_actions(&self) -> Vec<String> {
        if self.agreed.is_some() {
            return Vec::new();
        }
        let mut available = Vec::new();
        actions(&self.state, &mut available);
        available.iter().map(|a| self.state.action_text(a)).collect()
    }
    fn play(&mut self, text: &str) -> Result<String, ActionError> {
        let m = self.state.parse_action(text).map_err(ActionError::Notation)?;
        self.play_action(&m)
    }
    fn play_chance(&mut self, rng: &mut Rng) -> Option<String> {
        if self.outcome().is_some() || self.state.actor() != Actor::Chance {
            return None;
        }
        let mut outcomes = Vec::new();
        self.state.chance_outcomes(&mut outcomes);
        let i = rng.weighted(outcomes.iter().map(|(_, p)| *p));
        let m = outcomes.get(i)?.0.clone();
        self.play_action(&m).ok()
    }
    fn play_chance_named(&mut self, value: &str) -> Result<String, ActionError> {
        let m = self.state.chance_named(value).map_err(ActionError::Notation)?;
        self.play_action(&m)
    }
    fn end_by_agreement(&mut self, outcome: Outcome) {
        if self.outcome().is_none() {
            self.agreed = Some(outcome);
        }
    }
    fn ended_by_agreement(&self) -> bool {
        self.agreed.is_some()
    }
    fn end_reason(&self) -> Option<&'static str> {
        match &self.agreed {
            Some(Outcome::Draw) => Some("agreed-draw"),
            Some(_) => Some("resigned"),
            None => self.state.end_reason(),
        }
    }
    fn undo(&mut self) -> bool {
        if self.agreed.take().is_some() {
            return true;
        }
        if self.actions.pop().is_none() {
            return false;
        }
        self.history.pop();
        let n = self.actions.len();
        self.checkpoints.truncate(n / CHECKPOINT_EVERY + 1);
        self.state = self.state_after(n);
        self.previous = n.checked_sub(1).map(|p| self.state_after(p));
        true
    }
    fn history(&self) -> Vec<String> {
        self.history.iter().map(|(_, t)| t.clone()).collect()
    }
    fn history_actors(&self) -> Vec<Actor> {
        self.history.iter().map(|(a, _)| *a).collect()
    }
    fn history_len(&self) -> usize {
        self.history.len()
    }
    fn action(&self, i: usize) -> Option<(Actor, &str)> {
        self.history.get(i).map(|(a, t)| (*a, t.as_str()))
    }
    fn prefix(&self, n: usize) -> Box<dyn Session> {
        Box::new(SessionMatch::prefix(self, n))
    }
    fn start_position(&self) -> Option<String> {
        self.start_text.clone()
    }
    fn position_text(&self) -> String {
        self.state.position_text()
    }
    fn setup(&self) -> &Setup {
        &self.setup
    }
    #[cfg(feature = "cli")]
    fn perft(&self, depth: u32) -> u64 {
        crate::core::perft::perft(&self.state, depth)
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}
