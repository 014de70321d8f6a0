//! The shell's words about a game: seats' names, who plays them, how a game ended, and the
//! questions of the confirmation box. Plain Rust over the catalogue, so the panel, the
//! library and the shell's tests say the same thing.

use crate::i18n::{key, t, t_or, tf};
use crate::policy::SeatKind;
use ludus_engine::ai::LEVELS;
use ludus_engine::core::Outcome;
use ludus_engine::session::Session;

/// Who plays `seat`: "human", or "computer, Easy".
pub fn who(seats: &[SeatKind], seat: usize) -> String {
    match seats.get(seat) {
        Some(SeatKind::Computer(l)) => tf("app-seat-computer", &[("level", level_name(*l).into())]),
        Some(SeatKind::Away(None)) => t("app-seat-friend"),
        Some(SeatKind::Away(Some(l))) => tf("app-seat-friend-computer", &[("level", level_name(*l).into())]),
        // Between devices, this device's player is "you".
        _ if crate::policy::between_devices(seats) => t("app-seat-you"),
        _ => t("app-seat-human"),
    }
}

fn level_name(l: u8) -> String {
    let label = LEVELS.iter().find(|(x, _)| *x == l).map_or("?", |(_, n)| n);
    t_or(&format!("level-{l}"), label)
}

/// The seats' names in the player's language.
pub fn seat_names(s: &dyn Session) -> Vec<String> {
    s.seat_names().iter().map(|n| t_or(&key(&["seat", s.id(), n]), n)).collect()
}

/// Once the game is over: who won, and why (empty for an end by agreement, which the first
/// line already says).
/// (`on_time`: the game was lost on time, `shell::flagged`.)
pub fn ending(s: &dyn Session, on_time: bool) -> Option<(String, String)> {
    let outcome = s.outcome()?;
    let title = result_text(&outcome, &seat_names(s), s.seats(), s.ended_by_agreement(), on_time);
    let reason = match s.end_reason() {
        Some(r) if !s.ended_by_agreement() => t(&key(&["end", s.id(), r])),
        _ => String::new(),
    };
    Some((title, reason))
}

/// "Game over" with who won and why, for screen readers.
pub fn end_words(s: &dyn Session, on_time: bool) -> Option<String> {
    let (result, reason) = ending(s, on_time)?;
    Some(tf("app-announce-over", &[("result", result.into()), ("reason", reason.into())]))
}

/// The result in one line: "White wins", "Draw by agreement", the scores of a game of points.
pub fn result_text(o: &Outcome, names: &[String], seats: usize, agreed: bool, on_time: bool) -> String {
    let name = |i: usize| names.get(i).cloned().unwrap_or_default();
    match o {
        Outcome::Win(w) if agreed && on_time && seats == 2 => {
            tf("app-result-time", &[("loser", name(1 - (*w).min(1)).into()), ("winner", name(*w).into())])
        }
        Outcome::Win(w) if agreed && seats == 2 => {
            tf("app-result-resigned", &[("loser", name(1 - (*w).min(1)).into()), ("winner", name(*w).into())])
        }
        Outcome::Win(w) => tf("app-result-wins", &[("winner", name(*w).into())]),
        Outcome::Draw if agreed => t("app-result-draw-agreed"),
        Outcome::Draw => t("app-result-draw"),
        Outcome::Scores(sc) => {
            let winners = o.winners(seats);
            let listed = winners.iter().map(|&w| name(w)).reduce(|first, second| {
                tf("app-result-and", &[("first", first.into()), ("second", second.into())])
            });
            let scores: Vec<String> = sc
                .iter()
                .zip(names)
                .map(|(score, n)| tf("app-result-score", &[("seat", n.into()), ("score", (*score).into())]))
                .collect();
            tf(
                "app-result-scores",
                &[
                    ("count", winners.len().into()),
                    ("winners", listed.unwrap_or_default().into()),
                    ("scores", scores.join(", ").into()),
                ],
            )
        }
    }
}
