// Ludus service worker: after one visit the whole site works offline.
// scripts/post_build.sh (a Trunk post_build hook) fills in the two placeholders below; left
// unreplaced (e.g. sw.js served straight from www/) the file still parses and runs, it just
// precaches nothing.
"use strict";

const BUILD = "__LUDUS_BUILD__";
// Paths relative to this file, e.g. ["./", "./index.html", "./ludus-abc123_bg.wasm", ...].
const ASSETS = /*__LUDUS_ASSETS__*/[];

const PREFIX = "ludus-";
const CACHE = PREFIX + BUILD;
// Unreplaced placeholder means a dev setup with unhashed file names: prefer the network there
// so edits show up, and keep the cache only as an offline fallback.
const DEV = BUILD.startsWith("__");

// Relative to the worker's own URL so the site can live under any sub-path.
const url = (path) => new URL(path, self.location.href).href;

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

// The page asks to keep its language's catalogue ({ keep: ["locales/fr/app.ftl", …], lang }):
// only the languages a player uses are downloaded. Only catalogue files of this site are
// accepted; the answer ({ kept: lang }) tells the page it now works offline in that language.
self.addEventListener("message", (event) => {
  const data = event.data || {};
  const files = Array.isArray(data.keep) ? data.keep : [];
  const ok = files.length > 0 && files.length < 100 && files.every((f) => typeof f === "string" && /^locales\/[a-z]{2}\/[a-z0-9-]+\.ftl$/.test(f));
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
  if (req.method !== "GET") return;
  if (new URL(req.url).origin !== self.location.origin) return;
  // Chrome DevTools quirk: this combination throws when fetched from a worker.
  if (req.cache === "only-if-cached" && req.mode !== "same-origin") return;

  if (req.mode === "navigate") {
    event.respondWith(navigate(req));
  } else {
    event.respondWith(DEV ? networkFirst(event) : cacheFirst(event));
  }
});

// Network first so a new deploy is picked up at once; the precached page when offline.
// Fresh pages are deliberately not stored: the cached index.html must keep matching the
// hashed JS/wasm precached with it.
async function navigate(req) {
  try {
    return await fetch(req);
  } catch (err) {
    const cache = await caches.open(CACHE);
    const hit =
      (await cache.match(url("./index.html"))) ||
      (await cache.match(url("./"))) ||
      (await cache.match(req, { ignoreSearch: true }));
    if (hit) return hit;
    throw err;
  }
}

async function cacheFirst(event) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(event.request);
  if (hit) return hit;
  const res = await fetch(event.request);
  store(event, cache, res);
  return res;
}

async function networkFirst(event) {
  const cache = await caches.open(CACHE);
  try {
    const res = await fetch(event.request);
    store(event, cache, res);
    return res;
  } catch (err) {
    const hit = await cache.match(event.request);
    if (hit) return hit;
    throw err;
  }
}

// Only complete same-origin responses: 206 partials can't be cached, opaque ones hide errors.
// waitUntil keeps the worker alive until the write ends; a write error (full quota) is ignored.
function store(event, cache, res) {
  if (res.status === 200 && res.type === "basic") {
    event.waitUntil(cache.put(event.request, res.clone()).catch(() => {}));
  }
}
