//! Start-up: the panic screen, the service worker, the player's language, then the app.

use crate::{app, dom, language};
use wasm_bindgen::prelude::*;

thread_local! {
    static APP: std::cell::RefCell<Option<app::Shared>> = const { std::cell::RefCell::new(None) };
}

#[wasm_bindgen(start)]
pub fn start() -> Result<(), JsValue> {
    // Only a page starts the app (a worker has no window).
    if web_sys::window().is_none() {
        return Ok(());
    }
    // A panic never leaves a white screen: log it, and show a message with a way out.
    std::panic::set_hook(Box::new(|info| {
        console_error_panic_hook::hook(info);
        dom::show_crash(&info.to_string());
    }));
    language::listen_offline();
    // The app starts once its words are in (`language::start`: the player's language, else any).
    wasm_bindgen_futures::spawn_local(async {
        let wanted = language::initial();
        let lang = match language::start().await {
            Ok(lang) => lang,
            Err(why) => return dom::show_crash(&format!("the texts of the game could not be loaded: {why}")),
        };
        if let Ok(doc) = dom::document() {
            dom::show(&doc, "loading", false);
        }
        // `App::start` takes over from the first screen (`front::hand_over`).
        match app::App::start(lang) {
            Ok(app) => APP.with(|a| *a.borrow_mut() = Some(app)),
            Err(e) => {
                dom::show_crash(&format!("{e:?}"));
                if let Ok(doc) = dom::document() {
                    crate::front::hand_over(&doc, false);
                }
            }
        }
        // Only now: the service worker's first install fetches every file of the build (the
        // computer's wasm, every language), which must not compete with the first screen's.
        register_service_worker();
        if lang != wanted {
            if let Ok(doc) = dom::document() {
                let words =
                    crate::i18n::tf("app-language-unavailable", &[("language", wanted.name().into())]);
                dom::notice(&doc, &words);
            }
        }
    });
    Ok(())
}

/// The service worker makes the site playable offline; its path is relative so the site works
/// under any sub-path.
fn register_service_worker() {
    let Some(w) = web_sys::window() else { return };
    let sw = w.navigator().service_worker();
    let promise = sw.register("./sw.js");
    let on_error = Closure::<dyn FnMut(JsValue)>::new(|e: JsValue| {
        web_sys::console::warn_2(&"service worker not registered:".into(), &e);
    });
    let _ = promise.catch(&on_error);
    on_error.forget();
}
