//! The library on the home screen: each game the player has, with a small picture of its
//! board, its players and whose turn it is (or how it ended); one click resumes it. A damaged
//! entry is listed too, with what is wrong and its text to export: nothing is dropped unseen.

use crate::dom::{self, el, Tree};
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

/// Lists the library under "Your games" (hidden when it is empty). Every id, name and reason
/// is set as text or as an attribute's value (`dom::Tree`), never read as markup.
pub fn show(doc: &Document, frame: Frame) -> Result<(), JsValue> {
    let items = library::list();
    dom::show(doc, "library-games", !items.is_empty());
    let mut tree = Tree::default();
    let mut pictures = Vec::new();
    for item in &items {
        match item {
            Item::Game(saved) => {
                let game = game_at_end(saved);
                entry(&mut tree, saved, game.as_deref());
                pictures.push(game);
            }
            Item::Damaged { id, damage, .. } => {
                tree.open("li").class("saved damaged");
                tree.open("span").class("saved-text").leaf("strong", &t("app-damaged-save"));
                tree.leaf("span", &damage_words(damage)).close();
                tree.open("span").class("saved-actions");
                button(&mut tree, "raw", id).text(&t("app-export")).close();
                button(&mut tree, "remove", id).text(&t("app-remove")).close();
                tree.close().close();
            }
        }
    }
    let list = el(doc, "library-list")?;
    dom::replace(doc, &list, &tree)?;
    // One picture per game listed, in the list's order.
    let canvases = list.query_selector_all("canvas.thumb")?;
    for (i, game) in pictures.into_iter().enumerate() {
        let canvas = canvases.item(i as u32).and_then(|c| c.dyn_into::<HtmlCanvasElement>().ok());
        if let (Some(canvas), Some(game)) = (canvas, game) {
            let _ = draw_picture(&canvas, game.as_ref(), frame);
        }
    }
    Ok(())
}

/// Opens a button that does `what` to game `id` (the app's click handler reads both).
fn button<'a>(tree: &'a mut Tree, what: &str, id: &str) -> &'a mut Tree {
    tree.open("button").attr("type", "button").attr("data-do", what).attr("data-id", id)
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

fn entry(tree: &mut Tree, saved: &Saved, game: Option<&dyn Session>) {
    let r = &saved.record;
    let id = &saved.id;
    let name = games::info(&r.game).map_or(r.game.as_str(), |g| g.name);
    let seats = library::seats_of(r);
    let (players, status) = match game {
        Some(g) => {
            let names = panel::seat_names(g);
            let players: Vec<String> = names
                .iter()
                .enumerate()
                .map(|(i, n)| tf("app-library-seat", &[("seat", n.into()), ("who", panel::who(&seats, i).into())]))
                .collect();
            // Between devices: whose turn, said from this device.
            let thrower = board_view(g.id()).and_then(|v| v.thrower(g));
            let acting = crate::policy::acting_seat(g, thrower);
            let between = crate::policy::between_devices(&seats);
            let on_time = crate::shell::flagged(g, r.clock.as_ref());
            let status = match (panel::ending(g, on_time), g.actor()) {
                (Some((result, _)), _) => result,
                (None, _) if between && acting.is_some_and(|s| crate::policy::is_away(&seats, s)) => {
                    let seat = acting.and_then(|s| names.get(s).cloned()).unwrap_or_default();
                    tf("app-library-waiting", &[("seat", seat.into())])
                }
                (None, _) if between && acting.is_some() => t("app-library-your-turn"),
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
    // When it was last played, in the player's language and time zone.
    let options = crate::js::object(&[("dateStyle", "medium".into()), ("timeStyle", "short".into())]);
    let when = js_sys::Date::new(&saved.updated.into()).to_locale_string(i18n::language().code(), &options);
    let when = String::from(when);
    tree.open("li").class("saved");
    button(tree, "resume", id).class("resume");
    tree.open("canvas").class("thumb").attr("data-id", id).attr("aria-hidden", "true").close();
    tree.open("span").class("saved-text").leaf("strong", name).leaf("span", &players);
    let when = tf("app-library-when", &[("when", when.into())]);
    tree.leaf("span", &format!("{status} · {moves} · {when}")).close().close();
    let remove = t("app-remove");
    button(tree, "remove", id).class("remove").attr("aria-label", &remove).attr("title", &remove).text("×");
    tree.close().close();
}

/// Draws the board of a game in its picture, with the game's own view.
fn draw_picture(canvas: &HtmlCanvasElement, game: &dyn Session, frame: Frame) -> Result<(), JsValue> {
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
        Damage::Id => t("app-damage-id"),
    }
}
