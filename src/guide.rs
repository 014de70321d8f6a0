//! What the app teaches about each game: its rules page (sections of text with diagrams drawn by
//! the game's own board view from real positions) and its guided first game (steps on prepared
//! positions where the player makes the move being explained, checked through the engine).
//!
//! Each game's guide is data in its own file (`guide/<game>.rs`); the words are in the
//! catalogue (`www/locales/<lang>/<game>-rules.ftl`) under keys made from the ids here:
//!
//! - a section `id`: `<game>-rules-<id>-title` and `<game>-rules-<id>` (the text; each line a
//!   paragraph), and `<game>-rules-<id>-caption` under its diagram if it has one;
//! - each option of the new-game screen: `<game>-rules-option-<key>-<value>` for every value
//!   (the rules page lists them all, so no option is left unexplained);
//! - a tutorial step `id`: `<game>-tutorial-<id>` (what to do) and `<game>-tutorial-<id>-done`
//!   (what just happened), and the tutorial's `<game>-tutorial-title`.
//!
//! Plain Rust, no web: `tests/guides.rs` plays every diagram and every step through the engine.

mod abalone;
mod cabale;
mod latroncules;
mod qawale;
mod tab;

use crate::i18n::key;
use ludus_engine::core::{Actor, Game, OptionValues, Setup};
use ludus_engine::games;
use ludus_engine::session::Session;

/// The guide of game `id`, if it has one: the registry pairing each game with its guide.
pub fn guide(id: &str) -> Option<&'static Guide> {
    use ludus_engine::games::{
        abalone::Abalone, cabale::Cabale, latroncules::Latroncules, qawale::Qawale, tab::Tab,
    };
    [
        (Abalone::ID, &abalone::GUIDE),
        (Cabale::ID, &cabale::GUIDE),
        (Latroncules::ID, &latroncules::GUIDE),
        (Qawale::ID, &qawale::GUIDE),
        (Tab::ID, &tab::GUIDE),
    ]
    .into_iter()
    .find_map(|(g, guide)| (g == id).then_some(guide))
}

/// A game's rules page and tutorial.
pub struct Guide {
    pub sections: &'static [Section],
    pub tutorial: &'static [Step],
}

/// One section of a rules page.
pub struct Section {
    pub id: &'static str,
    pub diagram: Option<Diagram>,
}

/// A board drawn by the game's view: a position, then actions played on it so the board shows
/// the last one as it shows a move in play.
pub struct Diagram {
    /// Rule options of the diagram's game, as `key=value` (the defaults for the others).
    pub options: &'static [&'static str],
    /// A position in the game's text format; `None` for the start of a game.
    pub position: Option<&'static str>,
    /// Actions in the game's notation, played from the position before drawing.
    pub play: &'static [&'static str],
}

/// One step of a guided first game.
pub struct Step {
    pub id: &'static str,
    pub options: &'static [&'static str],
    /// The position the step starts from (game text format); a player is to act, or to throw.
    pub position: &'static str,
    /// The actions the step asks for, in notation (any one of them completes the step). Empty:
    /// any legal action does.
    pub accept: &'static [&'static str],
    /// For games of chance: the outcomes (by the game's names, e.g. Tâb's "4") that throws made
    /// during this step produce, in order, so the step always goes as its text says.
    pub throws: &'static [&'static str],
}

/// Why a diagram or step cannot be set up (a broken guide; `tests/guides.rs` finds these).
pub type GuideError = String;

fn setup(options: &[&str]) -> Result<Setup, GuideError> {
    let mut values = OptionValues::new();
    for o in options {
        let (k, v) = o.split_once('=').ok_or_else(|| format!("option '{o}' is not key=value"))?;
        values.insert(k.to_string(), v.to_string());
    }
    Ok(Setup { options: values, ..Setup::default() })
}

impl Diagram {
    /// The game to draw.
    pub fn session(&self, game: &str) -> Result<Box<dyn Session>, GuideError> {
        let setup = setup(self.options)?;
        let mut s = match self.position {
            Some(p) => games::session_from_position(game, p, setup).map_err(|e| e.to_string())?,
            None => games::new_session(game, setup)?,
        };
        for a in self.play {
            s.play(a).map_err(|e| format!("'{a}': {e}"))?;
        }
        Ok(s)
    }
}

impl Step {
    /// The step's starting game.
    pub fn session(&self, game: &str) -> Result<Box<dyn Session>, GuideError> {
        games::session_from_position(game, self.position, setup(self.options)?).map_err(|e| e.to_string())
    }

    /// The step's game once its throws are made: where the player makes the step's action.
    pub fn ready(&self, game: &str) -> Result<Box<dyn Session>, GuideError> {
        let mut s = self.session(game)?;
        for value in self.throws {
            if s.actor() != Actor::Chance {
                break;
            }
            s.play_chance_named(value).map_err(|e| format!("throw '{value}': {e}"))?;
        }
        Ok(s)
    }

    /// Whether the action just played in the step (its notation as the engine
    /// printed it) is one the step asks for. Both sides are compared as the engine prints them,
    /// so "b5b6c5" and "B5B6C5" are the same action.
    pub fn accepts(&self, game: &str, printed: &str) -> bool {
        if self.accept.is_empty() {
            return true;
        }
        self.accept.iter().any(|a| {
            let Ok(mut before) = self.ready(game) else { return false };
            before.play(a).is_ok_and(|p| p == printed)
        })
    }
}

/// Keys of a rules section: (title, text, caption).
pub fn section_keys(game: &str, id: &str) -> (String, String, String) {
    (key(&[game, "rules", id, "title"]), key(&[game, "rules", id]), key(&[game, "rules", id, "caption"]))
}

/// The key explaining value `value` of option `option` on the rules page.
pub fn option_key(game: &str, option: &str, value: &str) -> String {
    key(&[game, "rules", "option", option, value])
}

/// Keys of a tutorial step: (what to do, what happened).
pub fn step_keys(game: &str, id: &str) -> (String, String) {
    (key(&[game, "tutorial", id]), key(&[game, "tutorial", id, "done"]))
}

/// Every catalogue key game `id`'s rules page and tutorial show (tests check each exists in
/// both languages, and that no rules text is left unused).
pub fn keys(id: &str) -> Vec<String> {
    let (Some(info), Some(g)) = (games::info(id), guide(id)) else { return Vec::new() };
    let mut keys =
        vec![key(&[id, "rules", "intro"]), key(&[id, "rules", "keys"]), key(&[id, "tutorial", "title"])];
    for s in g.sections {
        let (title, text, caption) = section_keys(id, s.id);
        keys.extend([title, text]);
        if s.diagram.is_some() {
            keys.push(caption);
        }
    }
    for o in info.options {
        keys.extend(o.choices.iter().map(|(v, _)| option_key(id, o.key, v)));
    }
    if info.setups.len() > 1 {
        keys.extend(info.setups.iter().map(|s| key(&[id, "rules", "setup", s])));
    }
    for step in g.tutorial {
        let (todo, done) = step_keys(id, step.id);
        keys.extend([todo, done]);
    }
    keys
}
