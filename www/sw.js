// Ludus service worker: after one visit the whole site works offline.
// scripts/post_build.sh (a Trunk post_build hook) fills in the two placeholders below; left
// unreplaced (e.g. sw.js served straight from www/) the file still parses and runs, it just
// precaches nothing.
"use strict";

const BUILD = "__LUDUS_BUILD__";
// Every file of the build, relative to this file (e.g. ["./index.html", "./ludus-abc123_bg.wasm",
// "./locales/fr.ftl", ...]): the only files the worker ever stores. Installing precaches
// the page's address and all of them, every language's words included (a few KB each): a
// player who switches language offline, or after a new deploy, finds it there.
const FILES = /*__LUDUS_FILES__*/[];
const ASSETS = ["./", ...FILES];

const PREFIX = "ludus-";
const CACHE = PREFIX + BUILD;
// Unreplaced placeholder means a dev setup with unhashed file names: the worker then stays out
// of the way (no offline play, edits show up at once).
const DEV = BUILD.startsWith("__");

// Relative to the worker's own URL so the site can live under any sub-path.
const url = (path) => new URL(path, self.location.href).href;
const SCOPE = url("./");
const KNOWN = new Set([...ASSETS, ...FILES].map(url));

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // cache: "reload" skips the HTTP cache, which could hold files from an older deploy.
      await cache.addAll(ASSETS.map((p) => new Request(url(p), { cache: "reload" })));
      await self.skipWaiting();
    })()
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((n) => n.startsWith(PREFIX) && n !== CACHE).map((n) => caches.delete(n))
      );
      await self.clients.claim();
    })()
  );
});

// The page asks to keep its language's catalogue ({ keep: ["locales/fr.ftl"], lang }):
// precached already, unless the cache lost them. Only catalogue files of this site are
// accepted; the answer ({ kept: lang }) tells the page it now works offline in that language.
self.addEventListener("message", (event) => {
  const data = event.data || {};
  const files = Array.isArray(data.keep) ? data.keep : [];
  const ok = files.length > 0 && files.length < 100 && files.every((f) => typeof f === "string" && /^locales\/[a-z]{2}\.ftl$/.test(f) && (DEV || KNOWN.has(url(f))));
  if (!ok || typeof data.lang !== "string") return;
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll(files.map((p) => url(p)));
      if (event.source) event.source.postMessage({ kept: data.lang });
    })().catch(() => {})
  );
});

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET" || DEV) return;
  const key = canonical(req.url);
  if (req.mode === "navigate" && key.startsWith(SCOPE)) {
    event.respondWith(navigate(req));
  } else if (KNOWN.has(key)) {
    event.respondWith(cacheFirst(event, key));
  }
  // Anything else (another origin, a file this build does not have) goes to the network as if
  // there were no worker, and is never stored: the cache holds exactly the build's files.
});

// A file's address without its query string or fragment: "ludus-….wasm?v=2" is the same file,
// and must neither miss the cache nor be stored a second time.
function canonical(address) {
  const u = new URL(address);
  u.search = "";
  u.hash = "";
  return u.href;
}

// Network first so a new deploy is picked up at once; the precached page when offline.
// Fresh pages are deliberately not stored: the cached index.html must keep matching the
// hashed JS/wasm precached with it.
async function navigate(req) {
  try {
    return await fetch(req);
  } catch (err) {
    const cache = await caches.open(CACHE);
    const hit = (await cache.match(url("./index.html"))) || (await cache.match(url("./")));
    if (hit) return hit;
    throw err;
  }
}

// A file of this build: from the cache, else fetched and kept under its canonical address.
async function cacheFirst(event, key) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(key);
  if (hit) return hit;
  const res = await fetch(key);
  // Only complete same-origin answers: 206 partials cannot be cached, opaque ones hide errors.
  // waitUntil keeps the worker alive until the write ends; a write error (full quota) is ignored.
  if (res.status === 200 && res.type === "basic") {
    event.waitUntil(cache.put(key, res.clone()).catch(() => {}));
  }
  return res;
}
