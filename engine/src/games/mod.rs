//! The one registry of games. Adding a game = one module folder, one row in `levels`, and one
//! line in `registry!` (plus its board view in the web app's registry).

pub mod abalone;
pub mod cabale;
pub mod latroncules;
pub mod levels;
pub mod qawale;
pub mod tab;
pub mod weigh;

use crate::core::{Game, OptionSpec, PositionError, Refusal, Setup};
use crate::session::{SavedGame, Session, SessionMatch};

/// What the home screen and the command-line tool know about a game.
pub struct GameInfo {
    pub id: &'static str,
    pub name: &'static str,
    pub tagline: &'static str,
    /// False for games listed as "coming".
    pub playable: bool,
    pub min_players: usize,
    pub max_players: usize,
    pub setups: &'static [&'static str],
    pub options: &'static [OptionSpec],
    /// The option that holds the number of players, for games played by 2 to 4.
    pub players_option: Option<&'static str>,
    /// Every reason the game may end for (`Game::END_REASONS`).
    pub end_reasons: &'static [&'static str],
    /// The game has throws, dice or other chance actions (`Game::HAS_CHANCE`).
    pub chance: bool,
    /// Every seat's name, for the most players (`Game::SEATS`).
    pub seats: &'static [&'static str],
}

macro_rules! registry {
    (playable: [$($ty:path => ($min:expr, $max:expr)),* $(,)?], coming: [$(($cid:expr, $cname:expr, $ctag:expr)),* $(,)?]) => {
        /// Every game, playable first.
        pub fn all() -> Vec<GameInfo> {
            vec![
                $(GameInfo {
                    id: <$ty as Game>::ID,
                    name: <$ty as Game>::NAME,
                    tagline: <$ty as Game>::TAGLINE,
                    playable: true,
                    min_players: $min,
                    max_players: $max,
                    setups: <$ty as Game>::setups(),
                    options: <$ty as Game>::option_specs(),
                    players_option: <$ty as Game>::PLAYERS_OPTION,
                    end_reasons: <$ty as Game>::END_REASONS,
                    chance: <$ty as Game>::HAS_CHANCE,
                    seats: <$ty as Game>::SEATS,
                },)*
                $(GameInfo { id: $cid, name: $cname, tagline: $ctag, playable: false, min_players: 2, max_players: 2, setups: &[], options: &[], players_option: None, end_reasons: &[], chance: false, seats: &["", ""] },)*
            ]
        }

        /// Starts a new game by id.
        pub fn new_session(id: &str, setup: Setup) -> Result<Box<dyn Session>, String> {
            $(if id == <$ty as Game>::ID {
                return SessionMatch::<$ty>::new(setup).map(|s| Box::new(s) as Box<dyn Session>).map_err(|e| e.to_string());
            })*
            Err(unknown(id))
        }

        /// Starts a game from position text.
        pub fn session_from_position(id: &str, text: &str, setup: Setup) -> Result<Box<dyn Session>, PositionError> {
            $(if id == <$ty as Game>::ID {
                return SessionMatch::<$ty>::from_position(setup, text).map(|s| Box::new(s) as Box<dyn Session>);
            })*
            Err(PositionError(Refusal::new("record-unknown-game", unknown(id)).arg("game", id).arg("games", playable_ids())))
        }

        /// A computer player for whoever acts in `session` (`dyn Session::thinker`).
        pub fn thinker(session: &dyn Session, level: u8, seed: u64) -> Box<dyn crate::ai::Thinker> {
            $(if let Some(m) = session.as_any().downcast_ref::<SessionMatch<$ty>>() {
                return crate::ai::Computer::thinker(m.state(), level, seed);
            })*
            // Every session is a `SessionMatch` of a registered game (`new_session`, `load`,
            // `session_from_position` make them all).
            unreachable!("a session of an unregistered game: {}", session.id())
        }

        /// The outcomes of the throw due in `session`, in notation, with their odds (none when
        /// no throw is due).
        pub fn chance_odds(session: &dyn Session) -> Vec<(String, f64)> {
            $(if let Some(m) = session.as_any().downcast_ref::<SessionMatch<$ty>>() {
                let (g, mut odds) = (m.state(), Vec::new());
                if g.outcome().is_none() && g.actor() == crate::core::Actor::Chance {
                    g.chance_outcomes(&mut odds);
                }
                return odds.into_iter().map(|(a, p)| (g.action_text(&a), p)).collect();
            })*
            Vec::new()
        }

        /// Rebuilds a saved game, validating every action.
        pub fn load(saved: &SavedGame) -> Result<Box<dyn Session>, String> {
            $(if saved.game == <$ty as Game>::ID {
                return SessionMatch::<$ty>::load(saved).map(|s| Box::new(s) as Box<dyn Session>);
            })*
            Err(unknown(&saved.game))
        }
    };
}

registry! {
    playable: [qawale::Qawale => (2, 2), abalone::Abalone => (2, 4), latroncules::Latroncules => (2, 2), cabale::Cabale => (2, 4), tab::Tab => (2, 2)],
    coming: []
}

// Here, not in `session`: a session knows no game, and the thinker is the game's.
impl<'a> dyn Session + 'a {
    /// A computer player for the side to move, at `level` (0 = random, higher = stronger).
    ///
    /// Not a method of the `Session` trait: a trait method sits in every game's vtable, so every
    /// build that plays through `Session` would carry every game's search. The site's page never
    /// thinks (its computer is a worker with a wasm of its own, built for speed), and this way its
    /// wasm, built for size, holds none of the searches.
    pub fn thinker(&self, level: u8, seed: u64) -> Box<dyn crate::ai::Thinker> {
        thinker(self, level, seed)
    }
}

fn unknown(id: &str) -> String {
    format!("unknown game {} (games: {})", crate::core::text::quote(id), playable_ids())
}

/// The playable games' ids, as a message lists them ("qawale, abalone, …").
fn playable_ids() -> String {
    all().iter().filter(|g| g.playable).map(|g| g.id).collect::<Vec<_>>().join(", ")
}

pub fn info(id: &str) -> Option<GameInfo> {
    all().into_iter().find(|g| g.id == id)
}

/// The seats' names of game `id` with `options` (its players option counts them), as its
/// sessions name them, from the registry's data alone: the site's first screen names the seats
/// of its new-game form without carrying any game's rules. Empty for an unknown game.
pub fn seat_names(id: &str, options: &crate::core::OptionValues) -> Vec<String> {
    let Some(g) = info(id) else { return Vec::new() };
    let players = g
        .players_option
        .and_then(|key| crate::core::options::option_value(g.options, options, key).parse().ok())
        .unwrap_or(g.min_players)
        .clamp(g.min_players, g.max_players.min(g.seats.len()));
    g.seats[..players].iter().map(|s| s.to_string()).collect()
}

/// Sets the number of players of a game in `options` (the `--players N` of the command line):
/// through the game's players option where it has one; a game with a fixed number of seats
/// takes only that number.
pub fn set_players(id: &str, players: usize, options: &mut crate::core::OptionValues) -> Result<(), String> {
    let g = info(id).ok_or_else(|| unknown(id))?;
    if !(g.min_players..=g.max_players).contains(&players) {
        return Err(if g.min_players == g.max_players {
            format!("{} is played by {} players, not {players}", g.name, g.min_players)
        } else {
            format!("{} is played by {} to {} players, not {players}", g.name, g.min_players, g.max_players)
        });
    }
    if let Some(key) = g.players_option {
        options.insert(key.to_string(), players.to_string());
    }
    Ok(())
}
