//! Tâb in words: the square or tray slot under the keyboard cursor and what is on it, the
//! throw-move chosen so far, and what a press there will do (rules §3–§4); and an action told
//! as a player says it ("South threw the coins: 3", "South moved d4 to f4 with a 3").

use crate::i18n::{key, t, t_or, tf};
use ludus_engine::core::Game;
use ludus_engine::games::tab::notation;
use ludus_engine::games::tab::track::{square_name, Square};
use ludus_engine::games::tab::{Action, Effect, Stack, Tab, ThrowMove};

/// Where the keyboard cursor stands: a square, or a slot of the tray (a throw, or the Throw or
/// Pass button after them).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    Square(Square),
    Slot(usize),
}

impl Default for Place {
    fn default() -> Self {
        Place::Square(0)
    }
}

/// The name players read for a seat.
pub fn seat_name(g: &Tab, seat: usize) -> String {
    let name = &g.seat_names()[seat];
    t_or(&key(&["seat", "tab", name]), name)
}

/// What stands out about a unit, in words: its height, a piece that never moved (rules §4.1),
/// a piece that has been in row 4 (§4.6).
pub fn unit_words(stack: &Stack) -> Vec<String> {
    let mut out = Vec::new();
    if stack.height() >= 2 {
        out.push(tf("tab-describe-height", &[("height", stack.height().into())]));
    }
    if stack.any_unmoved() {
        // In a stack only the bottom piece can be one (rules §4.1).
        out.push(if stack.height() >= 2 {
            t("tab-describe-unmoved-under")
        } else {
            t("tab-describe-unmoved")
        });
    }
    if stack.any_row4() {
        out.push(t("tab-describe-row4"));
    }
    out
}

/// `head`, then `words` in brackets when there are any.
pub fn with_words(head: String, words: &[String]) -> String {
    if words.is_empty() {
        head
    } else {
        format!("{head} ({})", words.join(", "))
    }
}

/// What a landing does, in words (rules §4.3–§4.6).
pub fn effect_words(e: &Effect) -> Vec<String> {
    let mut words = Vec::new();
    if e.captures {
        words.push(t("tab-effect-captures"));
    }
    if e.stacks {
        words.push(t("tab-effect-stacks"));
    }
    if e.reduces {
        words.push(t("tab-effect-reduced"));
    }
    if e.enters_row4 {
        words.push(t("tab-effect-row4"));
    }
    words
}

/// A throw-move in words, with what its landing does.
pub fn move_words(mv: &ThrowMove, e: &Effect) -> String {
    let mut words = if mv.split { vec![t("tab-top-piece")] } else { Vec::new() };
    words.extend(effect_words(e));
    let head = tf(
        "tab-describe-move",
        &[
            ("value", mv.value.into()),
            ("from", square_name(mv.from).into()),
            ("to", square_name(mv.to).into()),
        ],
    );
    with_words(head, &words)
}

/// What a press where the cursor stands will do, as the view works it out from its choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Press {
    /// Nothing worth saying (a refusal).
    Nothing,
    /// Throw the coins (a throw is due).
    Throw,
    /// Use this throw.
    Use(u8),
    /// Choose the piece (or stack) on this square.
    Piece,
    /// Choose this move's landing.
    Land(ThrowMove, Effect),
    /// Play this move (chosen already).
    Play(ThrowMove, Effect),
    /// Move only the top piece of the stack (true) or the whole stack again (rules §4.2).
    Split(bool),
    /// Pass (only reductions are left, rules §3).
    Pass,
}

/// What the cursor stands on: a square and its unit, a throw, Pass or Throw.
pub fn place_words(g: &Tab, place: Place) -> String {
    match place {
        Place::Square(sq) => {
            let stack = &g.board[sq as usize];
            let mut words: Vec<String> = stack.owner().map(|s| seat_name(g, s)).into_iter().collect();
            words.extend(unit_words(stack));
            with_words(square_name(sq), &words)
        }
        Place::Slot(i) => match g.throws.each().nth(i) {
            Some(v) => tf("tab-describe-throw", &[("value", v.into())]),
            None => t("tab-button-pass"),
        },
    }
}

/// The cursor's place, the choice so far (`throw`, `from`, `split`, `to`) and what a press does,
/// a sentence each ("d4: South. Chosen: the 3, d4. Press to choose 3 from d4 to f4 (captures).").
pub fn spoken(
    g: &Tab,
    place: Place,
    (throw, from, split, to): (Option<u8>, Option<Square>, bool, Option<Square>),
    press: Press,
) -> String {
    let mut out = vec![match press {
        Press::Throw => t("tab-spoken-throw-due"),
        _ => match place {
            Place::Square(sq) if g.board[sq as usize].is_empty() => {
                tf("tab-spoken-empty", &[("square", square_name(sq).into())])
            }
            Place::Slot(i) => match g.throws.each().nth(i) {
                Some(v) => tf("tab-spoken-throw", &[("value", v.into())]),
                None => t("tab-spoken-pass"),
            },
            _ => format!("{}.", place_words(g, place)),
        },
    }];
    let mut chosen = Vec::new();
    chosen.extend(throw.map(|v| tf("tab-spoken-chosen-throw", &[("value", v.into())])));
    chosen.extend(from.map(|f| {
        if split {
            format!("{} ({})", square_name(f), t("tab-top-piece"))
        } else {
            square_name(f)
        }
    }));
    chosen.extend(to.map(|sq| tf("tab-spoken-chosen-to", &[("square", square_name(sq).into())])));
    if !chosen.is_empty() {
        out.push(tf("tab-spoken-chosen", &[("parts", chosen.join(", ").into())]));
    }
    out.extend(match press {
        Press::Nothing | Press::Throw => None,
        Press::Use(v) => Some(tf("tab-spoken-press-use", &[("value", v.into())])),
        Press::Piece => Some(t("tab-spoken-press-piece")),
        Press::Land(mv, e) => Some(tf("tab-spoken-press-land", &[("move", move_words(&mv, &e).into())])),
        Press::Play(mv, e) => Some(tf("tab-spoken-press-play", &[("move", move_words(&mv, &e).into())])),
        Press::Split(true) => Some(t("tab-spoken-press-top")),
        Press::Split(false) => Some(t("tab-spoken-press-whole")),
        Press::Pass => Some(t("tab-spoken-press-pass")),
    });
    out.join(" ")
}

/// Action `action` (notation), played from `before`, in words: a throw, a pass, or a move with
/// what its landing does. The notation itself should it not read.
pub fn told(before: &Tab, action: &str) -> String {
    let seat = seat_name(before, before.to_move);
    match notation::read(action) {
        Ok(Action::Throw(value)) => tf("tab-told-throw", &[("seat", seat.into()), ("value", value.into())]),
        Ok(Action::Pass) => tf("tab-told-pass", &[("seat", seat.into())]),
        Ok(Action::Move(mv)) => {
            let mut words = if mv.split { vec![t("tab-top-piece")] } else { Vec::new() };
            words.extend(before.legal_effect(&mv).map(|e| effect_words(&e)).unwrap_or_default());
            let head = tf(
                "tab-told-move",
                &[
                    ("seat", seat.into()),
                    ("value", mv.value.into()),
                    ("from", square_name(mv.from).into()),
                    ("to", square_name(mv.to).into()),
                ],
            );
            format!("{}.", with_words(head, &words))
        }
        Err(_) => action.to_string(),
    }
}
