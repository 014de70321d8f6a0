//! Latroncules in words: the square under the keyboard cursor and its piece, the piece
//! selected and the fantassins chosen for an exchange, and what a press will do (select, move,
//! jump, with the pieces it captures: rules §3–§6); and a move told as a player says it ("White
//! moved the fantassin from d2 to d3, capturing e4").

use crate::i18n::{key, t, t_or, tf, Arg};
use ludus_engine::core::Game;
use ludus_engine::games::latroncules::board::{square_name, Square};
use ludus_engine::games::latroncules::{Kind, Latroncules, Move};

/// What a press on the cursor's square will do, as the view works it out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Press {
    Nothing,
    /// Choose this waiting fantassin to take back a captured cavalier (rules §6.1).
    Exchange,
    /// Select this piece.
    Select,
    /// Put the selected piece back.
    Unselect,
    /// Play this move (a step or a jump).
    Play(Move),
}

/// A seat's name in the player's language ("White").
pub fn side_name(g: &Latroncules, side: usize) -> String {
    let name = g.seat_names().get(side).cloned().unwrap_or_default();
    t_or(&key(&["seat", "latroncules", &name]), &name)
}

/// A piece's kind as the catalogue's selectors name it.
pub fn kind_word(kind: Kind) -> &'static str {
    match kind {
        Kind::Fantassin => "fantassin",
        Kind::Cavalier => "cavalier",
    }
}

/// The squares whose pieces move `mv` captures, in reading order: those the position after it
/// no longer holds, other than the mover's own square.
pub fn captured(before: &Latroncules, mv: &Move) -> Vec<Square> {
    let mut after = before.clone();
    if after.play(mv).is_err() {
        return vec![];
    }
    let mover = before.to_move as u8;
    (0..64u8).filter(|&s| before.at(s).is_some_and(|p| p.side != mover) && after.at(s).is_none()).collect()
}

fn list(squares: &[Square]) -> String {
    squares.iter().map(|&s| square_name(s)).collect::<Vec<_>>().join(", ")
}

/// The cursor's square and piece, the selection and the exchange chosen so far, and what a
/// press does, a sentence each ("d2: White fantassin. Press to select it.").
pub fn spoken(
    g: &Latroncules,
    at: Square,
    selected: Option<Square>,
    exchange: &[Square],
    press: Press,
) -> String {
    let mut out = vec![match g.at(at) {
        Some(p) => tf(
            "latroncules-spoken-piece",
            &[
                ("square", square_name(at).into()),
                ("side", side_name(g, p.side.into()).into()),
                ("kind", kind_word(p.kind).into()),
            ],
        ),
        None => tf("latroncules-spoken-empty", &[("square", square_name(at).into())]),
    }];
    if !exchange.is_empty() {
        out.push(tf("latroncules-spoken-exchange", &[("squares", list(exchange).into())]));
    }
    if let Some((s, p)) = selected.and_then(|s| g.at(s).map(|p| (s, p))) {
        let args = [("square", Arg::from(square_name(s))), ("kind", kind_word(p.kind).into())];
        out.push(tf("latroncules-spoken-selected", &args));
    }
    out.extend(match press {
        Press::Nothing => None,
        Press::Exchange => Some(t("latroncules-spoken-press-exchange")),
        Press::Select => Some(t("latroncules-spoken-press-select")),
        Press::Unselect => Some(t("latroncules-spoken-press-unselect")),
        Press::Play(mv) => {
            let taken = captured(g, &mv);
            let args = [
                ("how", Arg::from(if mv.jump { "jump" } else { "step" })),
                ("n", taken.len().into()),
                ("squares", list(&taken).into()),
            ];
            Some(tf("latroncules-spoken-press-move", &args))
        }
    });
    out.join(" ")
}

/// Move `action` (notation), played from `before`, in words: who moved which piece where,
/// stepping or jumping, what it captured, and any exchange before it. The notation itself
/// should it not read.
pub fn told(before: &Latroncules, action: &str) -> String {
    let Ok(mv) = before.parse_action(action) else { return action.to_string() };
    let side = side_name(before, before.to_move);
    let kind = before.at(mv.from).map_or("fantassin", |p| kind_word(p.kind));
    let taken = captured(before, &mv);
    let args = [
        ("side", Arg::from(side.clone())),
        ("how", (if mv.jump { "jump" } else { "step" }).into()),
        ("kind", kind.into()),
        ("from", square_name(mv.from).into()),
        ("to", square_name(mv.to).into()),
        ("n", taken.len().into()),
        ("squares", list(&taken).into()),
    ];
    let mut out = Vec::new();
    if mv.exchange != 0 {
        let rank = Latroncules::far_rank(before.to_move as u8);
        let files: Vec<Square> =
            (0..8u8).filter(|f| mv.exchange & 1 << f != 0).map(|f| rank * 8 + f).collect();
        out.push(tf("latroncules-told-exchange", &[("side", side.into()), ("squares", list(&files).into())]));
    }
    out.push(tf("latroncules-told", &args));
    out.join(" ")
}
