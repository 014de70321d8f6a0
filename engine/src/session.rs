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
    /// Who took each action so far (parallel to `history`).
    fn history_actors(&self) -> Vec<Actor>;
    fn position_text(&self) -> String;
    fn setup(&self) -> &Setup;
    fn save(&self) -> SavedGame;
    /// A computer player for the side to move, at `level` (0 = random, higher = stronger).
    fn thinker(&self, level: u8, seed: u64) -> Box<dyn Thinker>;
    /// Leaf count at `depth` from the current position.
    fn perft(&self, depth: u32) -> u64;
    /// The typed game (`SessionMatch<G>`), for code that knows which game it holds: a board
    /// view downcasts once, in one place.
    fn as_any(&self) -> &dyn Any;
}

/// A typed game with its history; the one implementation of [`Session`].
pub struct SessionMatch<G: Computer> {
    setup: Setup,
    state: G,
    /// States before each action, for undo.
    past: Vec<G>,
    history: Vec<(Actor, String)>,
    agreed: Option<Outcome>,
}

impl<G: Computer> SessionMatch<G> {
    pub fn new(setup: Setup) -> Result<Self, crate::core::SetupError> {
        let state = G::new_game(&setup)?;
        Ok(Self::from_state(setup, state))
    }

    pub fn from_state(setup: Setup, state: G) -> Self {
        SessionMatch { setup, state, past: Vec::new(), history: Vec::new(), agreed: None }
    }

    pub fn state(&self) -> &G {
        &self.state
    }

    /// The state before the last action (for "last action" highlights).
    pub fn previous(&self) -> Option<&G> {
        self.past.last()
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
        self.past.push(before);
        self.history.push((actor, text.clone()));
        Ok(text)
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
            if session.state.outcome().is_some() {
                return Err("saved game ends twice".into());
            }
            let fits = match o {
                Outcome::Win(w) => *w < session.state.seats(),
                Outcome::Draw => true,
                Outcome::Scores(s) => s.len() == session.state.seats(),
            };
            if !fits {
                return Err("saved game has an impossible result".into());
            }
            session.agreed = Some(o.clone());
        }
        Ok(session)
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
        match self.past.pop() {
            Some(s) => {
                self.state = s;
                self.history.pop();
                true
            }
            None => false,
        }
    }
    fn history(&self) -> Vec<String> {
        self.history.iter().map(|(_, t)| t.clone()).collect()
    }
    fn history_actors(&self) -> Vec<Actor> {
        self.history.iter().map(|(a, _)| *a).collect()
    }
    fn position_text(&self) -> String {
        self.state.position_text()
    }
    fn setup(&self) -> &Setup {
        &self.setup
    }
    fn save(&self) -> SavedGame {
        SavedGame {
            version: SAVE_VERSION,
            game: G::ID.to_string(),
            setup: self.setup.clone(),
            moves: self.history(),
            agreed: self.agreed.clone(),
        }
    }
    fn thinker(&self, level: u8, seed: u64) -> Box<dyn Thinker> {
        self.state.thinker(level, seed)
    }
    fn perft(&self, depth: u32) -> u64 {
        crate::core::perft::perft(&self.state, depth)
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}
