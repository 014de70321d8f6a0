//! The play screen's side panel: whose turn it is (or the result), the prompt, the seats and
//! the game's own facts, the move list, and which buttons apply now.

use crate::dom::{self, set_text, Tree};
use crate::i18n::{t, tf};
use crate::policy::{self, SeatKind};
use crate::shell::Waiting;
use crate::view::BoardView;
use ludus_engine::core::Actor;
use ludus_engine::record;
use wasm_bindgen::JsCast;
use ludus_engine::session::Session;
use web_sys::Document;

/// Who acts now, as the panel and the board's `data-state` say it.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Turn {
    /// A human may act.
    Human,
    /// The computer thinks, or the app throws.
    Computer,
    /// Another device's seat acts: the game waits for its link.
    Waiting,
    Over,
}

impl Turn {
    pub fn name(self) -> &'static str {
        match self {
            Turn::Human => "human",
            Turn::Computer => "computer",
            Turn::Waiting => "waiting",
            Turn::Over => "over",
        }
    }
}

/// Everything the panel shows of a match.
pub struct Match<'a> {
    pub session: &'a dyn Session,
    /// The position on the board when it is not the live game's (one under review): the
    /// facts and the last move are its own. The turn, the result and the buttons stay the live
    /// game's.
    pub on_board: Option<&'a dyn Session>,
    pub view: &'a dyn BoardView,
    pub seats: &'a [SeatKind],
    /// The computer is thinking or about to.
    pub computer: bool,
    /// The computer could not think (its worker failed): its turn waits.
    pub stuck: bool,
    /// Whole seconds it has been thinking, once it takes a second or more.
    pub thinking_s: Option<u32>,
    /// The human seat whose throw is due, when throws are made by hand.
    pub human_thrower: Option<usize>,
    /// Between devices, what the game waits for from another device.
    pub waiting: Option<Waiting>,
    /// Live play is connected: the friend's move comes at once, not by link.
    pub live: bool,
    /// The game was lost on time.
    pub on_time: bool,
    /// The board takes the player's input (not while a position is under review, nor once a
    /// tutorial step is done and waits for "Next step"): the prompt and the buttons to act
    /// show only then, though the turn is a human's.
    pub may_act: bool,
}

/// Fills the panel; returns whose turn it is.
pub fn show(doc: &Document, m: &Match) -> Turn {
    let (s, v) = (m.session, m.view);
    let names = seat_names(s);
    set_text(doc, "game-title", s.name());
    let who = |seat: usize| who(m.seats, seat);
    let theme = crate::settings::current().theme;
    // The line, after the colour of the seat it is about (if any).
    let between = policy::between_devices(m.seats);
    let waiting = m.waiting.map(|w| match w {
        Waiting::Turn(seat) if m.live => (seat, tf("app-turn-waiting-live", &[("seat", (&names[seat]).into())])),
        Waiting::Turn(seat) => (seat, tf("app-turn-waiting", &[("seat", (&names[seat]).into())])),
        Waiting::Pledge(seat) => (seat, tf("app-turn-pledge", &[("seat", (&names[seat]).into())])),
    });
    let (seat_shown, line, turn) = match (s.outcome(), s.actor()) {
        (Some(o), _) => (None, result_text(&o, &names, s.seats(), s.ended_by_agreement(), m.on_time), Turn::Over),
        (None, _) if waiting.is_some() => {
            let (seat, line) = waiting.clone().unwrap_or_default();
            (Some(seat), line, Turn::Waiting)
        }
        // Between devices, this device's own seat: "you".
        (None, Actor::Seat(seat)) if between && !m.computer => {
            (Some(seat), tf("app-turn-yours", &[("seat", (&names[seat]).into())]), Turn::Human)
        }
        (None, Actor::Chance) if between && m.human_thrower.is_some() => {
            let seat = m.human_thrower.unwrap_or(0);
            (Some(seat), tf("app-turn-yours-throw", &[("seat", (&names[seat]).into())]), Turn::Human)
        }
        (None, Actor::Seat(seat)) if m.computer && m.stuck => {
            (Some(seat), tf("app-turn-computer-stuck", &[("seat", (&names[seat]).into())]), Turn::Computer)
        }
        (None, Actor::Seat(seat)) if m.computer => {
            let line = match m.thinking_s {
                Some(secs) => tf("app-turn-thinking-for", &[("seat", (&names[seat]).into()), ("seconds", f64::from(secs).into())]),
                None => tf("app-turn-thinking", &[("seat", (&names[seat]).into())]),
            };
            (Some(seat), line, Turn::Computer)
        }
        (None, Actor::Seat(seat)) => (
            Some(seat),
            tf("app-turn-to-move", &[("seat", (&names[seat]).into()), ("who", who(seat).into())]),
            Turn::Human,
        ),
        (None, Actor::Chance) => match m.human_thrower {
            Some(seat) => (
                Some(seat),
                tf("app-turn-to-throw", &[("seat", (&names[seat]).into()), ("who", who(seat).into())]),
                Turn::Human,
            ),
            None => (None, t("app-turn-throwing"), Turn::Computer),
        },
    };
    let mut tree = Tree::default();
    if let Some(seat) = seat_shown {
        swatch(&mut tree, v.seat_colour(seat, theme));
    }
    dom::fill(doc, "turn", tree.text(&line));
    // The end banner, at the head of the panel: who won, why, and what next.
    dom::show(doc, "end-banner", turn == Turn::Over);
    if let Some((title, reason)) = ending(s, m.on_time) {
        set_text(doc, "end-title", &title);
        set_text(doc, "end-reason", &reason);
        dom::show(doc, "end-reason", !reason.is_empty());
    }
    dom::toggle_class(doc, "turn", "over", turn == Turn::Over);
    // Waiting for another device: its link is the way on, so Send stands out.
    dom::toggle_class(doc, "send", "primary", turn == Turn::Waiting);
    let acting = turn == Turn::Human && m.may_act;
    set_text(doc, "prompt", &if acting { v.prompt(s) } else { String::new() });
    let mut facts = Tree::default();
    for (seat, name) in names.iter().enumerate() {
        facts.open("dt");
        swatch(&mut facts, v.seat_colour(seat, theme));
        facts.text(name).close().leaf("dd", &who(seat));
    }
    let board = m.on_board.unwrap_or(s);
    for (k, val) in v.facts(board) {
        facts.leaf("dt", &k).leaf("dd", &val);
    }
    dom::fill(doc, "facts", &facts);
    let on_board = board.history_len();
    let last = on_board.checked_sub(1).and_then(|i| board.action(i)).map(|(_, m)| v.shown(m));
    set_text(doc, "last-move", last.as_deref().unwrap_or("—"));
    // The notation for those who read it; in words for everyone else (its tooltip), worked
    // out again only when the position moved (the panel is drawn on every hover of the board).
    let action = |back: usize| on_board.checked_sub(back).and_then(|i| board.action(i)).map_or("", |(_, m)| m);
    let stamp = format!("{on_board} {} {}", action(2), action(1));
    if let Some(e) = doc.get_element_by_id("last-move").filter(|e| e.get_attribute("data-told").as_deref() != Some(&stamp)) {
        let told = on_board.checked_sub(1).and_then(|i| Some(v.told(board.prefix(i).as_ref(), board.action(i)?.1)));
        let _ = e.set_attribute("title", told.as_deref().unwrap_or(""));
        let _ = e.set_attribute("data-told", &stamp);
    }
    let human = turn == Turn::Human;
    dom::enable(doc, "confirm", acting && v.can_confirm(s));
    dom::enable(doc, "back-step", acting && v.can_back());
    // Not live (the friend has every action), nor once lost on time.
    dom::enable(doc, "undo", (s.history_len() > 0 || s.outcome().is_some()) && !m.live && !m.on_time);
    let two_seats = s.seats() == 2;
    // Once the game is over there is nothing to resign or to offer: the banner's buttons say
    // what comes next.
    let on = two_seats && s.outcome().is_none();
    dom::show(doc, "resign", on);
    // Between devices a draw offer would have to travel with the link: not yet.
    dom::show(doc, "offer-draw", on && !between);
    dom::enable(doc, "resign", human && policy::may_resign(s, m.seats, m.human_thrower).is_some());
    dom::show(doc, "confirm", human);
    // A hint is for a player choosing an action, or about to throw (what each throw would be
    // worth, and the best action after it).
    let choosing = acting
        && match s.actor() {
            Actor::Seat(seat) => policy::computer_level(m.seats, seat).is_none(),
            Actor::Chance => m.human_thrower.is_some(),
        };
    dom::show(doc, "hint", choosing);
    dom::show(doc, "back-step", human);
    turn
}

/// Rounds the move list shows at most: a long game shows those around the action in view.
const ROUNDS_SHOWN: usize = 150;

/// The move list: one line per round, each seat's actions after its colour, every action a
/// button that shows the position after it. `at` is the number of actions of the position
/// under review (its last action is marked and kept in view); `None` follows the newest.
pub fn show_moves(doc: &Document, s: &dyn Session, v: &dyn BoardView, at: Option<usize>, costly: &[crate::critic::Costly]) {
    let actors = s.history_actors();
    let rounds = record::rounds(&actors);
    let marked = at.and_then(|a| a.checked_sub(1));
    // Looking back at the start (`at` 0): the first round in view.
    let focus = at.map_or(actors.len(), |a| a.max(1)).saturating_sub(1);
    let centre = rounds.iter().position(|r| r.contains(&focus)).unwrap_or(rounds.len().saturating_sub(1));
    let hi = (centre + ROUNDS_SHOWN / 2).max(ROUNDS_SHOWN).min(rounds.len());
    let lo = hi.saturating_sub(ROUNDS_SHOWN);
    let theme = crate::settings::current().theme;
    let mut list = Tree::default();
    if lo > 0 {
        list.open("li").class("more").text(&tf("app-moves-earlier", &[("count", (lo as f64).into())])).close();
    }
    for (k, round) in rounds.iter().enumerate().take(hi).skip(lo) {
        list.open("li").open("span").class("rn").text(&format!("{}.", k + 1)).close();
        let mut seat_shown = None;
        // Each seat's actions of the round after its colour, in a run of their own that wraps
        // as a whole (style.css): a colour never ends a line without its actions.
        let mut run = false;
        for i in round.clone() {
            let Some((actor, text)) = s.action(i) else { continue };
            let text = v.shown(text);
            if let Actor::Seat(seat) = actor {
                if seat_shown != Some(seat) {
                    if run {
                        list.close();
                    }
                    list.open("span").class("run");
                    run = true;
                    swatch(&mut list, v.seat_colour(seat, theme));
                    seat_shown = Some(seat);
                }
            }
            list.open("button").attr("type", "button");
            match costly.iter().find(|c| c.index == i) {
                // A costly action (the game review): marked, with the better action as its title.
                Some(c) => {
                    let better = tf("app-analysis-better", &[("action", v.shown(&c.better).into())]);
                    list.class("mv costly").attr("data-i", &i.to_string());
                    list.attr("data-better", &c.better).attr("title", &better);
                }
                None => {
                    list.class("mv").attr("data-i", &i.to_string());
                }
            }
            list.text(&text).close();
        }
        if run {
            list.close();
        }
        list.close();
    }
    // Built only when it changed: a new list would lose the focus and the scroll. The action
    // in view is marked apart, so looking back through the game changes only the mark.
    dom::fill(doc, "move-list", &list);
    let at_now = doc.query_selector("#move-list .at").ok().flatten();
    let at_new = marked.and_then(|i| doc.query_selector(&format!("#move-list [data-i=\"{i}\"]")).ok().flatten());
    if at_now != at_new {
        if let Some(e) = at_now {
            let _ = e.class_list().remove_1("at");
        }
        if let Some(e) = at_new {
            let _ = e.class_list().add_1("at");
        }
    }
    // Scrolled in a task of its own: reading sizes lays the page out, and when a game opens
    // (a new screen) that layout on top of the opening's own passed 50 ms on a busy machine.
    let doc = doc.clone();
    dom::later(0, move || {
        let Some(ol) = doc.get_element_by_id("move-list") else { return };
        let marked_el = doc.query_selector("#move-list .at").ok().flatten();
        match marked_el.and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) {
            Some(e) => ol.set_scroll_top(e.offset_top() - ol.client_height() / 2),
            // Looking back at the start: the first round; else the newest.
            None => ol.set_scroll_top(if at == Some(0) { 0 } else { ol.scroll_height() }),
        }
    });
}

/// A seat's colour: an empty `i` whose background the stylesheet cannot know.
/// Each seat's clock beside its name (`left`: milliseconds; `running`: the seat whose time
/// runs), or nothing for a game without a clock.
pub fn show_clocks(doc: &Document, s: &dyn Session, v: &dyn BoardView, clocks: Option<(Vec<u64>, Option<usize>)>) {
    let Some((left, running)) = clocks else {
        dom::show(doc, "clocks", false);
        return;
    };
    let theme = crate::settings::current().theme;
    let names = seat_names(s);
    let mut tree = Tree::default();
    for (seat, ms) in left.iter().enumerate() {
        let mut class = String::from("clock");
        if running == Some(seat) {
            class.push_str(" running");
        }
        if *ms < 20_000 {
            class.push_str(" low");
        }
        tree.open("div").class(&class).attr("data-seat", &seat.to_string()).attr("data-ms", &ms.to_string());
        swatch(&mut tree, v.seat_colour(seat, theme));
        tree.leaf("span", names.get(seat).map_or("", String::as_str));
        tree.open("span").class("time").text(&crate::shell::clock_text(*ms)).close();
        tree.close();
    }
    dom::fill(doc, "clocks", &tree);
    dom::show(doc, "clocks", true);
}

fn swatch(tree: &mut Tree, colour: &str) {
    tree.open("i").class("swatch").attr("data-colour", colour).close();
}

pub use crate::shell::words::{ending, result_text, seat_names, who};
