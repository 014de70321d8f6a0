//! Runs the shell's effects against the page: storage, workers, timers, the boxes, the
//! live region and the board view.

use super::{dispatch, sync, think, App, Shared};
use crate::dialog;
use crate::dom;
use crate::i18n::{t, tf};
use crate::language;
use crate::library::{self, WriteError};
use crate::link;
use crate::settings;
use crate::shell::{Effect, Event, TextUse, WriteRefusal};
use crate::sound::{self, Cue};
use crate::view::ViewAction;

thread_local! {
    /// Effects being run: an effect's answer (a write's) is dispatched inside another run,
    /// and only the outermost run brings the page in step, once.
    static DEPTH: std::cell::Cell<u32> = const { std::cell::Cell::new(0) };
}

/// Runs `effects` in order, then brings the page in step with the shell. A game just put on
/// screen (`Effect::Fit`) is drawn in tasks of its own: the screen switch and its layout in
/// this one, the board sized and drawn in the next, the rest (the save, the computer's first
/// job, the panel) in the one after. Together they passed 50 ms on a busy two-core machine,
/// and the main thread must never block that long.
pub fn run(app: &Shared, mut effects: Vec<Effect>) {
    DEPTH.with(|d| d.set(d.get() + 1));
    let rest = match effects.iter().position(|e| *e == Effect::Fit) {
        Some(at) => {
            let rest = effects.split_off(at + 1);
            effects.pop();
            Some(rest)
        }
        None => None,
    };
    for effect in effects {
        one(app, effect);
    }
    let outermost = DEPTH.with(|d| {
        d.set(d.get() - 1);
        d.get() == 0
    });
    match rest {
        None if outermost => sync(app),
        None => {}
        Some(rest) => {
            // No earlier game's board for a frame, should one show before the new is drawn.
            app.borrow().painter.ctx.clear_rect(0.0, 0.0, 1e5, 1e5);
            super::show(app);
            let app = app.clone();
            dom::later(0, move || {
                {
                    let mut a = app.borrow_mut();
                    a.fit();
                    a.render_board();
                }
                dom::later(0, move || run(&app, rest));
            });
        }
    }
}

fn one(app: &Shared, effect: Effect) {
    match effect {
        Effect::Write { entry, new_id } => write(app, entry, new_id),
        Effect::Think { job, level, seed, ms } => think::think(app, job, level, seed, ms),
        Effect::StopThinking => app.borrow_mut().computer.stop(),
        Effect::StopHint => {
            let mut a = app.borrow_mut();
            a.hint.stop();
            a.preview = None;
        }
        Effect::Notice(text) => dom::notice(&app.borrow().doc, &text),
        Effect::Announce(text) => app.borrow().say(&text),
        Effect::AnnounceLast => app.borrow().announce_last(),
        Effect::Sound => {
            let a = app.borrow();
            let (Some(s), Some(v)) = (a.shell.session(), a.view()) else { return };
            if settings::current().sound {
                sound::play(if s.outcome().is_some() { Cue::End } else { v.sound(s).into() });
            }
        }
        Effect::ResetView { played } => {
            let mut a = app.borrow_mut();
            let App { shell, view, .. } = &mut *a;
            let Some((_, v)) = view.as_mut() else { return };
            v.reset();
            if played {
                let drawn = shell.review().map(|r| r.shown.as_ref()).or(shell.session());
                if let Some(s) = drawn {
                    v.played(s);
                }
            }
        }
        Effect::History => app.borrow().guard_history(),
        Effect::FocusBoard => {
            let canvas = app.borrow().canvas.clone();
            dom::later(0, move || {
                // Without scrolling: the screen's layout chose what is in view.
                let options = crate::js::object(&[("preventScroll", true.into())]);
                let focus = js_sys::Reflect::get(&canvas, &"focus".into()).unwrap_or(wasm_bindgen::JsValue::UNDEFINED);
                if let Some(focus) = wasm_bindgen::JsCast::dyn_ref::<js_sys::Function>(&focus) {
                    let _ = focus.call1(&canvas, &options);
                }
            });
        }
        Effect::KeyTaken => {}
        Effect::BoardKey(key) => super::wire::view_input(app, true, move |v, s, _| v.key(s, &key)),
        Effect::Describe => app.borrow().describe(),
        Effect::OpenAsk { text, yes, no, other } => {
            let doc = app.borrow().doc.clone();
            dialog::ask(&doc, &text, &yes, &no);
            dom::set_text(&doc, "ask-other", other.as_deref().unwrap_or(""));
            dom::show(&doc, "ask-other", other.is_some());
            // The safe answer has focus where one is offered (Export before losing moves).
            if other.is_some() {
                use wasm_bindgen::JsCast;
                if let Some(b) = doc.get_element_by_id("ask-other").and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) {
                    let _ = b.focus();
                }
            }
        }
        Effect::OpenText { use_, title, help, text } => {
            // Not under a borrow: focus moving into the box blurs the board, whose handler
            // borrows the app (a box opening by itself, as live play's answer, over the board).
            let doc = app.borrow().doc.clone();
            dialog::show_text(&doc, text_use(use_), &title, &help, &text)
        }
        Effect::OpenLink { payload, seats } => {
            let doc = app.borrow().doc.clone();
            // Several seats to take: one link per seat, each under its seat's name.
            let text = match seats.is_empty() {
                true => link::url(&payload),
                false => {
                    let lines: Vec<String> = seats
                        .iter()
                        .map(|(name, p)| tf("app-send-seat", &[("seat", name.into()), ("link", link::url(p).into())]))
                        .collect();
                    lines.join("\n")
                }
            };
            dialog::show_text(&doc, dialog::TextUse::Link, &t("app-send-title"), &t("app-send-help"), &text);
        }
        Effect::TextError(why) => dialog::text_error(&app.borrow().doc, &why),
        Effect::LoadLanguage(lang) => {
            let app = app.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let result = language::load(lang).await;
                dispatch(&app, Event::LanguageLoaded { lang, result });
            });
        }
        Effect::RememberLanguage(lang) => language::remember(lang),
        Effect::Relabel => {
            let mut a = app.borrow_mut();
            let _ = a.show_language();
        }
        Effect::LanguageSwitch(lang) => language::show_switch(&app.borrow().doc, lang),
        Effect::ShowLibrary => app.borrow().show_library(),
        Effect::RevealForm => {
            // The form of the card just picked, then into view (on a phone it is below the cards).
            let mut a = app.borrow_mut();
            a.follow_pick();
            crate::home::bring_form_into_view(&a.doc);
        }
        // `run` takes it.
        Effect::Fit => {}
        Effect::DropCritic => app.borrow_mut().drop_critic(),
        Effect::RemoveEntry(id) => library::remove(&id),
        Effect::OpenHere(id) => library::set_open_here(id.as_deref()),
        Effect::Peer(effect) => super::live::run(app, effect),
        Effect::OpenLiveOffer { payload } => {
            let doc = app.borrow().doc.clone();
            let help = t("app-live-offer-help");
            dialog::show_text(&doc, dialog::TextUse::LiveOffer, &t("app-live-offer-title"), &help, &link::url(&payload));
        }
    }
}

fn text_use(u: TextUse) -> dialog::TextUse {
    match u {
        TextUse::Export => dialog::TextUse::Export,
        TextUse::Link => dialog::TextUse::Link,
        TextUse::Import => dialog::TextUse::Import,
        TextUse::LiveOffer => dialog::TextUse::LiveOffer,
        TextUse::LiveAnswer => dialog::TextUse::LiveAnswer,
    }
}

/// Writes the game on screen to the library and tells the shell how it went.
fn write(app: &Shared, entry: Option<crate::shell::Entry>, new_id: Option<String>) {
    let answer = {
        let a = app.borrow();
        let Some(g) = a.shell.game.as_ref() else { return };
        let (id, rev) = match entry {
            Some(e) => (e.id, Some(e.rev)),
            None => (new_id.unwrap_or_else(library::new_id), None),
        };
        let clock = g.clock.as_ref().map(|t| &t.clock);
        let result = library::write(&id, rev, g.session.as_ref(), &g.seats, (&g.devices, &g.fair), clock, a.shell.rng.state()).map_err(|e| match e {
            WriteError::Conflict => WriteRefusal::Conflict,
            WriteError::Refused => WriteRefusal::Refused,
        });
        Event::Written { id, result }
    };
    dispatch(app, answer);
}

/// The board's input when a human may act; what the view asks for goes to the shell.
pub fn view_action(app: &Shared, action: ViewAction) {
    match action {
        ViewAction::Nothing => {}
        ViewAction::Redraw => {
            dispatch(app, Event::BoardChanged);
        }
        ViewAction::Refuse(why) => {
            dispatch(app, Event::Refused(why));
        }
        ViewAction::Play(m) => {
            dispatch(app, Event::Played(m));
        }
        ViewAction::Chance => {
            dispatch(app, Event::Throw);
        }
    }
}
