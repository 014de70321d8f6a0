//! The library on the home screen: each game the player has, with a small picture of its
//! board, its players and whose turn it is (or how it ended); one click resumes it. A damaged
//! entry is listed too, with what is wrong and its text to export: nothing is dropped unseen.

use crate::dom::{self, el};
use crate::i18n::{self, t, tf};
use crate::library::{self, Damage, Item, Saved};
use crate::paint::Painter;
use crate::panel;
use crate::view::Frame;
use crate::views::board_view;
use ludus_engine::core::Actor;
use ludus_engine::games;
use ludus_engine::session::Session;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, Document, HtmlCanvasElement};

/// Side of a board picture, in CSS pixels.
const THUMB: u32 = 96;
/// Side the board is drawn at before it is scaled down to a picture.
const DRAWN: u32 = 360;

/// Lists the library under "Your games" (hidden when it is empty).
pub fn show(doc: &Document, frame: Frame) -> Result<(), JsValue> {
    let items = library::list();
    dom::show(doc, "library-games", !items.is_empty());
    let mut html = String::new();
    let mut pictures = Vec::new();
    for item in &items {
        match item {
            Item::Game(saved) => {
                let game = game_at_end(saved);
                html.push_str(&entry_html(saved, game.as_deref()));
                pictures.push((saved.id.clone(), game));
            }
            Item::Damaged { id, damage, .. } => html.push_str(&format!(
                "<li class=\"saved damaged\"><span class=\"saved-text\"><strong>{}</strong><span>{}</span></span>\
                 <span class=\"saved-actions\"><button type=\"button\" data-do=\"raw\" data-id=\"{id}\">{}</button>\
                 <button type=\"button\" data-do=\"remove\" data-id=\"{id}\">{}</button></span></li>",
                t("app-damaged-save"),
                escape(&damage_words(damage)),
                t("app-export"),
                t("app-remove"),
            )),
        }
    }
    el(doc, "library-list")?.set_inner_html(&html);
    for (id, game) in pictures {
        if let Some(game) = game {
            let _ = draw_picture(doc, &id, game.as_ref(), frame);
        }
    }
    Ok(())
}

/// The game as it stands, without replaying it: from the position the entry carries (an entry
/// without one, or whose position does not read back, is replayed).
fn game_at_end(saved: &Saved) -> Option<Box<dyn Session>> {
    let r = &saved.record;
    let setup = r.setup.clone();
    let from_position = saved.position.as_deref().and_then(|p| games::session_from_position(&r.game, p, setup).ok());
    let mut game = match from_position {
        Some(g) => g,
        None => r.replay().ok()?,
    };
    if let Some(o) = r.agreed.clone() {
        game.end_by_agreement(o);
    }
    Some(game)
}

fn entry_html(saved: &Saved, game: Option<&dyn Session>) -> String {
    let r = &saved.record;
    let id = &saved.id;
    let name = games::info(&r.game).map_or(r.game.as_str(), |g| g.name);
    let seats = crate::library::app_seats(&r.seats);
    let (players, status) = match game {
        Some(g) => {
            let names = panel::seat_names(g);
            let players: Vec<String> = names
                .iter()
                .enumerate()
                .map(|(i, n)| tf("app-library-seat", &[("seat", n.into()), ("who", panel::who(&seats, i).into())]))
                .collect();
            let status = match (panel::ending(g), g.actor()) {
                (Some((result, _)), _) => result,
                (None, Actor::Seat(seat)) => {
                    tf("app-library-to-move", &[("seat", names.get(seat).cloned().unwrap_or_default().into())])
                }
                (None, Actor::Chance) => t("app-library-to-throw"),
            };
            (players.join(" · "), status)
        }
        None => (String::new(), String::new()),
    };
    let moves = tf("app-library-actions", &[("count", (r.actions.len() as f64).into())]);
    format!(
        "<li class=\"saved\"><button type=\"button\" class=\"resume\" data-do=\"resume\" data-id=\"{id}\">\
         <canvas class=\"thumb\" data-id=\"{id}\" aria-hidden=\"true\"></canvas>\
         <span class=\"saved-text\"><strong>{name}</strong><span>{}</span><span>{} · {moves}</span></span></button>\
         <button type=\"button\" class=\"remove\" data-do=\"remove\" data-id=\"{id}\" aria-label=\"{}\" title=\"{}\">×</button></li>",
        escape(&players),
        escape(&status),
        t("app-remove"),
        t("app-remove"),
    )
}

/// Draws the board of game `id` in its picture, with the game's own view.
fn draw_picture(doc: &Document, id: &str, game: &dyn Session, frame: Frame) -> Result<(), JsValue> {
    let canvas: HtmlCanvasElement = doc
        .query_selector(&format!("canvas.thumb[data-id=\"{id}\"]"))?
        .ok_or("no picture")?
        .dyn_into()?;
    let dpr = frame.dpr.max(1.0);
    let side = (f64::from(THUMB) * dpr).round() as u32;
    canvas.set_width(side);
    canvas.set_height(side);
    let ctx: CanvasRenderingContext2d = canvas.get_context("2d")?.ok_or("no 2d canvas")?.dyn_into()?;
    // The board is drawn as on a phone and scaled down, so its labels shrink with it (drawn
    // at their own size they would cover a board this small).
    let scale = dpr * f64::from(THUMB) / f64::from(DRAWN);
    ctx.set_transform(scale, 0.0, 0.0, scale, 0.0, 0.0)?;
    let view = board_view(game.id()).ok_or("no view")?;
    let drawn = f64::from(DRAWN);
    let small = Frame { width: drawn, height: drawn, dpr, focused: false, marks: false, live: false, ..frame };
    view.draw(&Painter { ctx }, small, game, false);
    Ok(())
}

/// What is wrong with a damaged entry, in the player's language.
pub fn damage_words(d: &Damage) -> String {
    match d {
        Damage::NotJson => t("app-damage-not-json"),
        Damage::Field(why) => tf("app-damage-field", &[("why", why.into())]),
        Damage::Newer(v) => tf("app-damage-newer", &[("version", (*v as f64).into())]),
        Damage::Record(e) => i18n::record::words(e),
        Damage::Legacy(why) => tf("app-damage-legacy", &[("why", why.into())]),
    }
}

/// Text safe inside HTML.
fn escape(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}
