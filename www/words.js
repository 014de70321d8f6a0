// The words of the likely language, asked for as soon as the HTML is read: on a phone's slow
// link they are on the first screen's critical path (its cards wait for them), so this script
// is first in <head> and `async` (scripts/post_build.sh moves it there): it waits neither for
// the stylesheet nor for the start-up guard, as a classic script at the end of <head> would.
// src/language.rs takes this request if it is for the language it starts in, and decides
// itself otherwise (or when this script came too late): the player's remembered choice, else
// the browser's language, as `language::initial` and `Lang::from_tag` choose.
"use strict";
(function () {
  try {
    var code = null;
    try {
      code = localStorage.getItem("ludus.lang");
    } catch (_) {
      // Storage off: the browser's language.
    }
    var tag = String(code || navigator.language || "");
    code = tag.split(/[-_]/)[0].toLowerCase() === "fr" ? "fr" : "en";
    var request = fetch("locales/" + code + ".ftl");
    request.catch(function () {});
    window.ludusWords = { code: code, request: request };
  } catch (_) {
    // No fetch: the game asks itself.
  }
})();
