//! A game's rules page: its guide's sections in the player's language, each diagram drawn by
//! the game's own board view from a real position, then every rule option of the new-game
//! screen and every starting setup explained.

use crate::dom::el;
use crate::guide::{self, Diagram};
use crate::i18n::{key, t, t_or};
use crate::paint::Painter;
use crate::view::Frame;
use crate::views::board_view;
use ludus_engine::core::Setup;
use ludus_engine::games;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, Document, Element, HtmlCanvasElement};

/// The widest a diagram is drawn, in CSS pixels (narrower on a phone).
const DIAGRAM_MAX: f64 = 340.0;

/// Fills the rules screen with game `id`'s page. False when the game has no guide.
pub fn show(doc: &Document, id: &str) -> Result<bool, JsValue> {
    let (Some(info), Some(g)) = (games::info(id), guide::guide(id)) else { return Ok(false) };
    crate::dom::set_text(doc, "rules-title", info.name);
    let body = el(doc, "rules-body")?;
    body.set_text_content(None);
    let side = diagram_side(&body);
    paragraphs(doc, &body, &t(&key(&[id, "rules", "intro"])), "rules-intro")?;
    for section in g.sections {
        let (title, text, caption) = guide::section_keys(id, section.id);
        let part = block(doc, &body, "section", "rule-section")?;
        part.set_attribute("data-section", section.id)?;
        heading(doc, &part, "h2", &t(&title))?;
        paragraphs(doc, &part, &t(&text), "")?;
        if let Some(d) = &section.diagram {
            figure(doc, &part, id, d, &t(&caption), side)?;
        }
    }
    // How to play by keyboard (and what the r key reads out), in the game's own words.
    let part = block(doc, &body, "section", "rule-section")?;
    heading(doc, &part, "h2", &t("app-rules-keys"))?;
    paragraphs(doc, &part, &t(&key(&[id, "rules", "keys"])), "")?;
    if info.setups.len() > 1 {
        let part = block(doc, &body, "section", "rule-section")?;
        heading(doc, &part, "h2", &t("app-rules-setups"))?;
        for s in info.setups {
            let name = t_or(&key(&["setup", id, s]), s);
            let setup = Setup { name: s.to_string(), ..Setup::default() };
            heading(doc, &part, "h3", &name)?;
            paragraphs(doc, &part, &t(&key(&[id, "rules", "setup", s])), "")?;
            if let Ok(session) = games::new_session(id, setup) {
                draw_figure(doc, &part, id, session.as_ref(), &name, side)?;
            }
        }
    }
    if !info.options.is_empty() {
        let part = block(doc, &body, "section", "rule-section")?;
        heading(doc, &part, "h2", &t("app-rules-options"))?;
        paragraphs(doc, &part, &t("app-rules-options-intro"), "")?;
        for o in info.options {
            heading(doc, &part, "h3", &t_or(&key(&["option", id, o.key]), o.label))?;
            let list = block(doc, &part, "dl", "rule-options")?;
            for (value, label) in o.choices {
                let dt = block(doc, &list, "dt", "")?;
                dt.set_text_content(Some(&t_or(&key(&["option", id, o.key, value]), label)));
                let dd = block(doc, &list, "dd", "")?;
                dd.set_text_content(Some(&t(&guide::option_key(id, o.key, value))));
            }
        }
    }
    Ok(true)
}

/// The diagram size for the page's width (a phone's screen, or the cap).
fn diagram_side(body: &Element) -> f64 {
    let width = body.client_width() as f64;
    if width > 0.0 {
        width.min(DIAGRAM_MAX)
    } else {
        DIAGRAM_MAX
    }
    .floor()
}

fn block(doc: &Document, parent: &Element, tag: &str, class: &str) -> Result<Element, JsValue> {
    let e = doc.create_element(tag)?;
    if !class.is_empty() {
        e.set_class_name(class);
    }
    parent.append_child(&e)?;
    Ok(e)
}

fn heading(doc: &Document, parent: &Element, tag: &str, text: &str) -> Result<(), JsValue> {
    block(doc, parent, tag, "")?.set_text_content(Some(text));
    Ok(())
}

/// Each line of a catalogue text as a paragraph (as text, never markup).
fn paragraphs(doc: &Document, parent: &Element, text: &str, class: &str) -> Result<(), JsValue> {
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        block(doc, parent, "p", class)?.set_text_content(Some(line.trim()));
    }
    Ok(())
}

fn figure(doc: &Document, parent: &Element, id: &str, d: &Diagram, caption: &str, side: f64) -> Result<(), JsValue> {
    match d.session(id) {
        Ok(session) => draw_figure(doc, parent, id, session.as_ref(), caption, side),
        // A broken guide (tests/guides.rs catches these) shows its caption without a board.
        Err(_) => heading(doc, parent, "p", caption),
    }
}

/// A figure with the game's board as its view draws it in play, not interactive.
fn draw_figure(
    doc: &Document,
    parent: &Element,
    id: &str,
    session: &dyn ludus_engine::session::Session,
    caption: &str,
    side: f64,
) -> Result<(), JsValue> {
    let Some(view) = board_view(id) else { return Ok(()) };
    let fig = block(doc, parent, "figure", "diagram")?;
    let canvas: HtmlCanvasElement = doc.create_element("canvas")?.dyn_into()?;
    let dpr = web_sys::window().map_or(1.0, |w| w.device_pixel_ratio()).max(1.0);
    canvas.set_width((side * dpr).round() as u32);
    canvas.set_height((side * dpr).round() as u32);
    let px = format!("{}px", side as i64);
    canvas.style().set_property("width", &px)?;
    canvas.style().set_property("height", &px)?;
    canvas.set_attribute("role", "img")?;
    canvas.set_attribute("aria-label", caption)?;
    canvas.set_attribute("data-position", &session.position_text())?;
    fig.append_child(&canvas)?;
    let ctx: CanvasRenderingContext2d = canvas.get_context("2d")?.ok_or("no 2d canvas")?.dyn_into()?;
    ctx.set_transform(dpr, 0.0, 0.0, dpr, 0.0, 0.0)?;
    let painter = Painter { ctx };
    let frame = Frame { width: side, height: side, dpr, ..crate::settings::frame() };
    view.draw(&painter, frame, session, false);
    block(doc, &fig, "figcaption", "")?.set_text_content(Some(caption));
    Ok(())
}
