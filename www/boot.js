// Ludus start-up guard, loaded before the game (a file, not an inline script, so the page's
// Content-Security-Policy allows no inline code at all).
//
// If the game cannot start — no WebAssembly, a file that fails to download, a module that
// does not instantiate, the browser running out of memory — the crash box says so instead of a
// blank page. Once the game runs, its own panic handler shows the box; a WebAssembly trap
// (out of memory inside the game, which Rust reports without a panic) shows it too, because
// the game's state can no longer be trusted. The crash box's two buttons are wired here.
"use strict";
(function () {
  function starting() {
    var loading = document.getElementById("loading");
    return !!loading && !loading.hidden;
  }

  function crash(detail) {
    var box = document.getElementById("crash");
    if (!box || !box.hidden) return;
    var pre = document.getElementById("crash-detail");
    if (pre) pre.textContent = String(detail).slice(0, 2000);
    box.hidden = false;
  }

  function describe(e) {
    if (!e) return "unknown error";
    if (e.message) return e.message;
    return String(e);
  }

  var trap = typeof WebAssembly === "object" && WebAssembly.RuntimeError;

  // Capture phase: a <script> or <link> that fails to load fires "error" on its element,
  // which does not bubble but does pass through window on the way down.
  window.addEventListener(
    "error",
    function (e) {
      var target = e.target;
      if (target && target !== window && (target.src || target.href)) {
        if (starting()) crash("could not load " + (target.src || target.href));
        return;
      }
      if (starting() || (trap && e.error instanceof trap)) crash(describe(e.error || e));
    },
    true
  );

  // The module that starts the game awaits WebAssembly.instantiate: its failure (a corrupt
  // download, "Out of memory") is a rejected promise, not an error event.
  window.addEventListener("unhandledrejection", function (e) {
    if (starting() || (trap && e.reason instanceof trap)) crash(describe(e.reason));
  });

  // The page's wasm (rules, views, records, the shell), asked for by the first screen's wasm
  // (src/front.rs) once the home screen is painted, or at once when the first screen has
  // another screen to show. scripts/post_build.sh names its two files in a <meta>. It starts
  // itself (its #[wasm_bindgen(start)]) and takes the screen over.
  // Called once: it leaves nothing global behind. The wasm is asked for with its glue, not
  // after it (the glue would ask only once imported: one more round trip on a slow link); its
  // failure is the import's (wasm-bindgen's init awaits the response), not a stray rejection.
  window.ludusPage = function () {
    delete window.ludusPage;
    var meta = document.querySelector("meta[name=ludus-page]");
    var files = meta ? String(meta.content).split(" ") : [];
    var wasm = fetch(files[1]);
    wasm.catch(function () {});
    import(files[0])
      .then(function (m) {
        return m.default({ module_or_path: wasm });
      })
      .catch(function (e) {
        crash("could not start the games: " + describe(e));
      });
  };

  if (typeof WebAssembly !== "object") {
    document.addEventListener("DOMContentLoaded", function () {
      crash("this browser cannot run WebAssembly");
    });
  }

  document.addEventListener("click", function (e) {
    var button = e.target && e.target.closest && e.target.closest("#crash-reload, #crash-fresh");
    if (!button) return;
    if (button.id === "crash-fresh") {
      try {
        sessionStorage.removeItem("ludus.open");
      } catch (_) {
        // Storage off: reloading still helps.
      }
    }
    location.reload();
  });
})();
