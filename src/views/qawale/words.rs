//! Qawale in words: the space under the keyboard cursor and its stack from bottom to top, the
//! path laid so far, and what a press will do (choose the stack, lay the next pebble, play:
//! rules §2); and a move told as a player says it ("Light lifted d4 and laid 3 pebbles: north,
//! north, west, ending on c5").

use crate::i18n::{key, t, t_or, tf};
use ludus_engine::core::Game;
use ludus_engine::games::qawale::board::{space_name, Dir, Space};
use ludus_engine::games::qawale::{Pebble, Qawale};

/// What a press on the cursor's space will do, as the view works it out from its path.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Press {
    Nothing,
    /// Choose this stack to lift (rules §2.1).
    Stack,
    /// Put the chosen stack back (start again).
    Unchoose,
    /// Lay the next pebble here.
    Lay,
    /// Play the path laid (its end is here).
    Play,
}

/// A pebble's colour in words, for reading out.
pub fn pebble_word(p: Pebble) -> String {
    let colour = match p {
        Pebble::Light => "light",
        Pebble::Dark => "dark",
        Pebble::Neutral => "neutral",
    };
    tf("qawale-describe-pebble", &[("colour", colour.into())])
}

/// Spaces named and joined for reading out.
pub fn space_list(spaces: impl Iterator<Item = Space>) -> String {
    spaces.map(space_name).collect::<Vec<_>>().join(", ")
}

/// A seat's name in the player's language ("Light").
fn side(g: &Qawale, seat: usize) -> String {
    let name = g.seat_names().get(seat).cloned().unwrap_or_default();
    t_or(&key(&["seat", "qawale", &name]), &name)
}

/// A direction in words ("north").
fn dir_word(d: Dir) -> String {
    match d {
        Dir::N => t("qawale-dir-n"),
        Dir::E => t("qawale-dir-e"),
        Dir::S => t("qawale-dir-s"),
        Dir::W => t("qawale-dir-w"),
    }
}

/// The cursor's space and its stack, the path laid (`path`: the origin, then each space laid
/// on), and what a press does, a sentence each ("d4: neutral, light. Path: d4, d5. Press to lay
/// the next pebble here.").
pub fn spoken(g: &Qawale, at: Space, path: &[Space], press: Press) -> String {
    let stack = &g.stacks[at as usize];
    let mut out = vec![if stack.is_empty() {
        tf("qawale-spoken-empty", &[("space", space_name(at).into())])
    } else {
        let pebbles: Vec<String> = stack.pebbles().map(pebble_word).collect();
        tf(
            "qawale-describe-stack",
            &[("space", space_name(at).into()), ("pebbles", pebbles.join(", ").into())],
        )
    }];
    if !path.is_empty() {
        out.push(tf("qawale-spoken-path", &[("path", space_list(path.iter().copied()).into())]));
    }
    out.extend(match press {
        Press::Nothing => None,
        Press::Stack => Some(t("qawale-spoken-press-stack")),
        Press::Unchoose => Some(t("qawale-spoken-press-unchoose")),
        Press::Lay => Some(t("qawale-spoken-press-lay")),
        Press::Play => Some(t("qawale-spoken-press-play")),
    });
    out.join(" ")
}

/// Move `action` (notation), played from `before`, in words: whose, the stack lifted, the way
/// its pebbles were laid and where the path ends. The notation itself should it not read.
pub fn told(before: &Qawale, action: &str) -> String {
    let Ok(s) = before.parse_action(action) else { return action.to_string() };
    let dirs: Vec<String> = s.dirs().map(dir_word).collect();
    let end = s.path().and_then(|p| p.last().copied()).unwrap_or(s.origin);
    tf(
        "qawale-told",
        &[
            ("side", side(before, before.to_move).into()),
            ("origin", space_name(s.origin).into()),
            ("n", dirs.len().into()),
            ("dirs", dirs.join(", ").into()),
            ("end", space_name(end).into()),
        ],
    )
}
