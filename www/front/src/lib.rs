//! The first screen's wasm: `ludus::front` with nothing else of the app (the linker keeps only
//! what the cards and the form reach: no rules, views or records).

#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen(start)]
pub fn start() {
    ludus::front::start();
}
