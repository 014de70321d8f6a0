// Ludus's computer player, in a Web Worker: the page posts a position and the worker thinks to
// the end, so the page's main thread only draws and handles input however long the search.
//
// The worker runs the page's own module and wasm (one build, fetched from the cache): the page
// names them in its first message, {load: {glue, wasm}}, so this file needs no build stamp.
// Then each {id, game, position, options, level, seed[, analyse]} is answered {id, action}
// (with `analyse`: the best action, and the position's value, for the game review) or
// {id, error}. A search is cancelled by terminating the worker (the page starts another).
"use strict";

let engine = null;
let loading = null;

async function load(urls) {
  const glue = await import(urls.glue);
  await glue.default({ module_or_path: urls.wasm });
  engine = glue;
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
    const action = engine.workerThink(m.game, m.position, m.options, m.level, m.seed, !!m.analyse, !!m.steady);
    self.postMessage({ id: m.id, action });
  } catch (err) {
    self.postMessage({ id: m.id, error: String((err && err.message) || err) });
  }
};
