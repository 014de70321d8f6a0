// Ludus's computer player, in a Web Worker: the page posts a position and the worker thinks to
// the end, so the page's main thread only draws and handles input however long the search.
//
// The worker runs the computer's own module and wasm (`www/computer`, built for speed; the
// page's wasm holds no search). The page names them in its first message, {load: {glue, wasm}}
// (their hashed names, which scripts/post_build.sh stamps into index.html), so this file is the
// same in every build. Then each {id, game, position, options, level, seed[, analyse, steady]} is
// answered {id, action} (with `analyse`: the best action, and the position's value, for the
// game review) or {id, error}; {id, decide: true, ...} is answered with the decision by the
// level's work alone and its work and time (the benchmark, and the test against the command
// line). A search is cancelled by terminating the worker (the page starts another).
"use strict";

let engine = null;
let loading = null;

async function load(urls) {
  // A classic worker (wasm-bindgen's no-modules glue): it runs in every browser that runs workers.
  // Its `let wasm_bindgen` is a global binding, not a property of `self`.
  importScripts(urls.glue);
  await wasm_bindgen({ module_or_path: urls.wasm });
  engine = wasm_bindgen;
}

self.onmessage = async (event) => {
  const m = event.data || {};
  if (m.load) {
    loading = load(m.load).then(
      () => self.postMessage({ ready: true }),
      (err) => self.postMessage({ failed: String((err && err.message) || err) })
    );
    return;
  }
  // Jobs posted while the wasm loads wait for it (message handlers interleave at each await).
  if (loading) await loading;
  if (!engine) {
    self.postMessage({ id: m.id, error: "the engine did not load" });
    return;
  }
  try {
    const action = m.decide
      ? engine.decide(m.game, m.position, m.options, m.level, m.seed, !!m.steady)
      : engine.think(m.game, m.position, m.options, m.level, m.seed, !!m.analyse, !!m.steady, m.time >>> 0);
    self.postMessage({ id: m.id, action });
  } catch (err) {
    self.postMessage({ id: m.id, error: String((err && err.message) || err) });
  }
};
