//! The home screen: one card per game, and the new-game form of the picked game (who plays
//! each seat, the start position, the rule options), generated from the engine's registry.

use crate::dom::{self, el, set_text, Tree};
use crate::i18n::{key, t, t_or, tf};
use crate::policy::SeatKind;
use ludus_engine::ai::LEVELS;
use ludus_engine::core::{OptionValues, Setup};
use ludus_engine::games;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Document, HtmlSelectElement};

/// Whether game `id` can be played here: its rules exist and its board can be drawn.
pub fn playable(id: &str) -> bool {
    games::info(id).is_some_and(|g| g.playable) && crate::views::drawn(id)
}

/// The cards of every game; a game whose board is not drawn yet is "coming".
pub fn build_cards(doc: &Document) -> Result<(), JsValue> {
    let mut cards = Tree::default();
    for g in games::all() {
        let playable = playable(g.id);
        cards.open("button").class(if playable { "game-card" } else { "game-card coming" });
        cards.attr("data-game", g.id).attr("type", "button");
        if !playable {
            cards.attr("disabled", "");
        }
        cards.open("span").class("card-name").text(g.name).close();
        cards.open("span").class("card-tag").text(&t_or(&key(&["game", g.id, "tagline"]), g.tagline)).close();
        if !playable {
            cards.open("span").class("badge").text(&t("app-coming-soon")).close();
        }
        cards.close();
    }
    dom::replace(doc, &el(doc, "game-cards")?, &cards)
}

/// Fills the new-game form for game `id`: one row per seat, one per rule option. False when
/// `id` cannot be played.
pub fn pick(doc: &Document, id: &str) -> Result<bool, JsValue> {
    let Some(info) = games::info(id).filter(|g| playable(g.id)) else { return Ok(false) };
    let list = doc.query_selector_all(".game-card")?;
    for i in 0..list.length() {
        if let Some(n) = list.item(i).and_then(|n| n.dyn_into::<web_sys::Element>().ok()) {
            let selected = n.get_attribute("data-game").as_deref() == Some(id);
            n.class_list().toggle_with_force("selected", selected)?;
            // Said to screen readers too: the card is a toggle, the picked one pressed.
            if !n.has_attribute("disabled") {
                n.set_attribute("aria-pressed", if selected { "true" } else { "false" })?;
            }
        }
    }
    set_text(doc, "setup-title", &tf("app-new-game-of", &[("game", info.name.into())]));
    let mut rows = Tree::default();
    if info.setups.len() > 1 {
        rows.open("label").class("row").leaf("span", &t("app-start-position"));
        rows.open("select").attr("id", "opt-setup");
        for s in info.setups {
            rows.open("option").attr("value", s).text(&t_or(&key(&["setup", id, s]), s)).close();
        }
        rows.close().close();
    }
    for o in info.options {
        rows.open("label").class("row").leaf("span", &t_or(&key(&["option", id, o.key]), o.label));
        rows.open("select").class("rule-option").attr("data-key", o.key);
        for (v, label) in o.choices {
            rows.open("option").attr("value", v).text(&t_or(&key(&["option", id, o.key, v]), label)).close();
        }
        rows.close().close();
        let help_key = key(&["option", id, o.key, "help"]);
        let help = t(&help_key);
        if help != help_key {
            rows.open("p").class("option-help").text(&help).close();
        }
    }
    dom::replace(doc, &el(doc, "option-rows")?, &rows)?;
    // The options first: they decide the seats (Cabale's player count).
    form::restore(doc, id, "option-rows");
    build_seats(doc, id)?;
    form::restore(doc, id, "seat-rows");
    form::restore(doc, id, "clock-rows");
    Ok(true)
}

/// The form's last choices for each game, kept in the browser: a player who always plays the
/// computer at Expert with a clock finds the form as they left it.
pub mod form {
    use super::*;

    /// `ludus.form.<game>`: one line per choice, `<name>\t<value>`, where the name is the
    /// select's id (`seat-1`, `clock`, `opt-setup`) or `option:<key>` for a rule option.
    const KEY: &str = "ludus.form.";
    /// The form's parts, as `pick` builds them.
    const PARTS: [&str; 3] = ["option-rows", "seat-rows", "clock-rows"];

    fn name(s: &HtmlSelectElement) -> String {
        match s.get_attribute("data-key") {
            Some(k) => format!("option:{k}"),
            None => s.id(),
        }
    }

    fn selects(doc: &Document, part: &str) -> Vec<HtmlSelectElement> {
        let Ok(list) = doc.query_selector_all(&format!("#{part} select")) else { return Vec::new() };
        (0..list.length()).filter_map(|i| list.item(i)?.dyn_into::<HtmlSelectElement>().ok()).collect()
    }

    /// Keeps the choices of game `id`'s form (on Start). A refused write (storage full or off)
    /// only means the next form starts from the defaults.
    pub fn remember(doc: &Document, id: &str) {
        let lines: Vec<String> =
            PARTS.iter().flat_map(|p| selects(doc, p)).map(|s| format!("{}\t{}", name(&s), s.value())).collect();
        if let Some(storage) = dom::storage() {
            let _ = storage.set_item(&format!("{KEY}{id}"), &lines.join("\n"));
        }
    }

    /// Puts game `id`'s kept choices back in the selects of `part`. Read as hostile: a line
    /// changes a select only where the form has that select and the select has that choice,
    /// so a stale line (an option gone, a level renamed) or a tampered one changes nothing.
    pub fn restore(doc: &Document, id: &str, part: &str) {
        let Some(kept) = dom::storage().and_then(|s| s.get_item(&format!("{KEY}{id}")).ok().flatten()) else {
            return;
        };
        let selects = selects(doc, part);
        for (n, value) in kept.lines().take(64).filter_map(|l| l.split_once('\t')) {
            let Some(s) = selects.iter().find(|s| name(s) == n) else { continue };
            // A value the select does not offer leaves it with none: the choice before stays.
            let before = s.value();
            s.set_value(value);
            if s.value() != value {
                s.set_value(&before);
            }
        }
    }
}

/// On a phone, a card picked with its form out of view: the form scrolls up to its title, so
/// that Start is on screen (style.css keeps it at the screen's foot while the form is longer).
/// Smoothly, unless the player or the system asks for less motion. A desktop does not scroll.
pub fn bring_form_into_view(doc: &Document) {
    let (Some(w), Some(title), Some(start)) =
        (web_sys::window(), doc.get_element_by_id("setup-title"), doc.get_element_by_id("start"))
    else {
        return;
    };
    let matches = |query: &str| w.match_media(query).ok().flatten().is_some_and(|m| m.matches());
    // The phone layouts of style.css, upright and on its side.
    if !matches("(max-width: 760px), (orientation: landscape) and (max-height: 500px)") {
        return;
    }
    let height = w.inner_height().ok().and_then(|h| h.as_f64()).unwrap_or(0.0);
    if title.get_bounding_client_rect().top() >= 0.0 && start.get_bounding_client_rect().bottom() <= height {
        return;
    }
    let still = crate::settings::current().motion == crate::settings::Motion::Reduced
        || matches("(prefers-reduced-motion: reduce)");
    let options = crate::js::object(&[
        ("block", "start".into()),
        ("behavior", if still { "auto" } else { "smooth" }.into()),
    ]);
    let scroll = js_sys::Reflect::get(&title, &"scrollIntoView".into()).unwrap_or(JsValue::UNDEFINED);
    if let Some(scroll) = scroll.dyn_ref::<js_sys::Function>() {
        let _ = scroll.call1(&title, &options);
    }
}

/// One row per seat of game `id` with the chosen options (Cabale's player count decides how
/// many), keeping choices already made.
pub fn build_seats(doc: &Document, id: &str) -> Result<(), JsValue> {
    // From the registry's data, not a new session: the first screen (`front`) carries no rules.
    let seat_names = games::seat_names(id, &chosen_options(doc));
    let previous: Vec<Option<String>> =
        (0..seat_names.len()).map(|i| select(doc, &seat_id(i)).map(|s| s.value())).collect();
    let mut rows = Tree::default();
    for (i, name) in seat_names.iter().enumerate() {
        let seat = i.to_string();
        rows.open("label").class("row").leaf("span", &t_or(&key(&["seat", id, name]), name));
        rows.open("select").attr("id", &seat_id(i)).attr("data-seat", &seat);
        rows.open("option").attr("value", "human").text(&t("app-human")).close();
        // Played on the friend's own device: the game travels by link.
        rows.open("option").attr("value", "friend");
        if previous[i].as_deref() == Some("friend") {
            rows.attr("selected", "");
        }
        rows.text(&t("app-friend")).close();
        // Default: the first seat human, the others the computer at Medium.
        let default = if i == 0 { "human".to_string() } else { "2".to_string() };
        let want = previous[i].clone().unwrap_or(default);
        for (level, label) in LEVELS {
            let value = level.to_string();
            rows.open("option").attr("value", &value);
            if want == value {
                rows.attr("selected", "");
            }
            let name = t_or(&format!("level-{level}"), label);
            rows.text(&tf("app-computer-level", &[("level", name.into())])).close();
        }
        rows.close().close();
    }
    dom::replace(doc, &el(doc, "seat-rows")?, &rows)?;
    // A clock, for two-seat games (docs/records.md "Clocks"): none unless chosen.
    let mut rows = Tree::default();
    if seat_names.len() == 2 {
        let previous = select(doc, "clock").map(|s| s.value()).unwrap_or_default();
        rows.open("label").class("row").leaf("span", &t("app-clock"));
        rows.open("select").attr("id", "clock");
        rows.open("option").attr("value", "").text(&t("app-clock-none")).close();
        for &(base, increment) in crate::shell::CONTROLS {
            let value = format!("{base}+{increment}");
            rows.open("option").attr("value", &value);
            if previous == value {
                rows.attr("selected", "");
            }
            let words = tf("app-clock-control", &[("minutes", (base / 60).into()), ("seconds", increment.into())]);
            rows.text(&words).close();
        }
        rows.close().close();
    }
    dom::replace(doc, &el(doc, "clock-rows")?, &rows)
}

/// The clock the form chose, if any.
pub fn chosen_clock(doc: &Document) -> Option<ludus_engine::clock::Control> {
    crate::shell::control_of(&select(doc, "clock")?.value())
}

fn seat_id(i: usize) -> String {
    format!("seat-{i}")
}

fn select(doc: &Document, id: &str) -> Option<HtmlSelectElement> {
    doc.get_element_by_id(id).and_then(|e| e.dyn_into::<HtmlSelectElement>().ok())
}

fn chosen_options(doc: &Document) -> OptionValues {
    let mut options = OptionValues::new();
    if let Ok(list) = doc.query_selector_all(".rule-option") {
        for k in 0..list.length() {
            if let Some(s) = list.item(k).and_then(|n| n.dyn_into::<HtmlSelectElement>().ok()) {
                options.insert(s.get_attribute("data-key").unwrap_or_default(), s.value());
            }
        }
    }
    options
}

/// What the form asks for: the setup (its seed is the caller's) and who plays each seat.
pub fn chosen(doc: &Document, seed: u64) -> (Setup, Vec<SeatKind>) {
    let mut seats = Vec::new();
    while let Some(s) = select(doc, &seat_id(seats.len())) {
        seats.push(match (s.value().as_str(), s.value().parse::<u8>()) {
            (_, Ok(level)) => SeatKind::Computer(level),
            ("friend", _) => SeatKind::Away(None),
            _ => SeatKind::Human,
        });
    }
    let name = select(doc, "opt-setup").map(|s| s.value()).unwrap_or_default();
    (Setup { name, options: chosen_options(doc), seed }, seats)
}
