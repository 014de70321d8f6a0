// The site locked down (issue 13): a strict Content-Security-Policy with no inline code, nothing
// of the engine on `window`, a service worker that stores exactly the build's files, a crash
// box for every start-up failure, and seeded pages (`?seed=`) whose games replay identically,
// across a reload too.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { DIST, shot, watchErrors, useSite, libraryEntries, recordActions, goHome } from "./helpers.mjs";

const site = useSite();

/** The lists the build stamped into its service worker. */
function stamped() {
  const sw = readFileSync(path.join(DIST, "sw.js"), "utf8");
  // The shipped worker is minified: `FILES=[…]` among other declarations.
  const files = JSON.parse(sw.match(/\bFILES\s*=\s*(\[[^\]]*\])/)[1]);
  // As the worker derives it: the page's address and every file, the catalogues included.
  return { assets: ["./", ...files], files };
}

test("the page runs under a strict Content-Security-Policy with no inline code", async () => {
  const html = readFileSync(path.join(DIST, "index.html"), "utf8");
  const csp = html.match(/<meta http-equiv="?Content-Security-Policy"? content="([^"]+)"/);
  assert.ok(csp, "index.html has a Content-Security-Policy meta tag");
  const policy = csp[1];
  for (const needed of ["default-src 'self'", "script-src 'self' 'wasm-unsafe-eval'", "object-src 'none'", "base-uri 'none'"]) {
    assert.ok(policy.includes(needed), `the policy has ${needed}: ${policy}`);
  }
  assert.ok(!/unsafe-inline|unsafe-eval'|'unsafe-hashes'/.test(policy.replace("'wasm-unsafe-eval'", "")), policy);
  assert.ok(html.indexOf("Content-Security-Policy") < html.indexOf("<script"), "the policy comes before every script");

  const context = await site.browser.newContext({ viewport: { width: 1000, height: 800 } });
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      sessionStorage.setItem("csp-violations", (sessionStorage.getItem("csp-violations") || "") + e.violatedDirective + " " + e.blockedURI + "\n");
    });
  });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(site.server.url);
  await page.waitForSelector("#home:not([hidden])");
  const inline = await page.evaluate(() => ({
    scripts: [...document.querySelectorAll("script:not([src])")].length,
    handlers: [...document.querySelectorAll("*")].flatMap((e) => [...e.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${e.tagName} ${a.name}`)),
    styled: [...document.querySelectorAll("[style]")].length,
  }));
  assert.deepEqual(inline, { scripts: 0, handlers: [], styled: inline.styled }, "no inline script or handler in the page");
  // A game with the swatches, the move list, settings and the library thumbnails: every part
  // of the page that sets colours or markup, under the policy.
  await page.click('.game-card[data-game="cabale"]');
  await page.selectOption("#seat-0", "1");
  await page.selectOption("#seat-1", "1");
  await page.click("#start");
  await page.waitForFunction(() => Number(document.getElementById("board").dataset.plies) >= 6, null, { timeout: 30000 });
  const swatches = await page.$$eval("#facts .swatch", (s) => s.map((e) => getComputedStyle(e).backgroundColor));
  assert.ok(swatches.length >= 2 && swatches.every((c) => c !== "rgba(0, 0, 0, 0)"), `seat swatches are coloured: ${swatches}`);
  await page.click("#settings-btn");
  await page.click("#settings-close");
  await goHome(page);
  await page.waitForSelector("#library-list li.saved");
  await shot(page, "csp-home.png");
  assert.equal(await page.evaluate(() => sessionStorage.getItem("csp-violations")), null, "no policy violation");
  assert.deepEqual(errors, []);
  await context.close();
});

test("nothing of the engine is reachable from the page's global scope", async () => {
  const context = await site.browser.newContext();
  const page = await context.newPage();
  // The baseline: a page of the same origin with no script (a 404), so secure-context APIs count
  // on both sides.
  await page.goto(site.server.url + "no-such-page");
  const blank = new Set(await page.evaluate(() => Object.getOwnPropertyNames(window)));
  await page.goto(site.server.url);
  // Once the page's wasm runs: the first screen's loader is gone by then too.
  await page.waitForSelector("html[data-ready]", { state: "attached" });
  const added = (await page.evaluate(() => Object.getOwnPropertyNames(window))).filter((n) => !blank.has(n));
  // Element ids become window properties in every browser (named access); nothing else may.
  const ids = new Set(await page.evaluate(() => [...document.querySelectorAll("[id]")].map((e) => e.id)));
  const extra = added.filter((n) => !ids.has(n));
  assert.deepEqual(extra, [], `globals the page added: ${extra.join(", ")}`);
  assert.equal(await page.evaluate(() => typeof window.wasmBindings), "undefined");
  // The engine's API stays a module for tools and tests: importable, not global.
  const moves = await page.evaluate(async () => {
    const { LudusGame } = await (async () => {
      // The page's module, once it runs the page (the first screen came before it).
      while (!document.documentElement.hasAttribute("data-ready")) await new Promise((r) => setTimeout(r, 20));
      return import(new URL(document.querySelector("meta[name=ludus-page]").content.split(" ")[0], document.baseURI).href);
    })();
    const g = new LudusGame("qawale", null, 1);
    const n = g.legalMoves().length;
    g.free();
    return n;
  });
  assert.ok(moves > 0);
  await context.close();
});

test("the service worker stores exactly the build's files, whatever the query string", async () => {
  const { assets, files } = stamped();
  assert.ok(assets.includes("./index.html") && files.some((f) => f.endsWith(".wasm")));
  const context = await site.browser.newContext();
  const page = await context.newPage();
  await page.goto(site.server.url + "?utm=1");
  await page.waitForSelector("#home:not([hidden])");
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15000 });
  await page.goto(site.server.url + "index.html?utm=2#x");
  await page.waitForSelector("#home:not([hidden])");
  const wasm = files.find((f) => f.endsWith(".wasm"));
  const fetched = await page.evaluate(async (wasm) => {
    const status = async (u) => (await fetch(u)).status;
    return {
      query: await status(wasm + "?v=2"),
      missing: await status("./not-in-the-build.txt"),
      missingQuery: await status("./not-in-the-build.txt?a=1"),
      manifest: await status("./manifest.webmanifest?x=" + Math.random()),
    };
  }, wasm);
  assert.equal(fetched.query, 200, "a build file with a query string is served");
  assert.equal(fetched.manifest, 200);
  assert.equal(fetched.missing, 404);
  await page.waitForTimeout(500);
  const keys = await page.evaluate(async () => {
    const out = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const r of await cache.keys()) out.push(r.url);
    }
    return out;
  });
  const base = new URL(site.server.url);
  const allowed = new Set([...assets, ...files].map((p) => new URL(p, base).href));
  const stray = keys.filter((k) => !allowed.has(k));
  assert.deepEqual(stray, [], "nothing but the build's files in the cache (no query variants, no 404s)");
  for (const a of assets) assert.ok(keys.includes(new URL(a, base).href), `precached: ${a}`);
  // Offline, any address of the site answers with the game.
  await context.setOffline(true);
  await page.goto(site.server.url + "?offline=1");
  await page.waitForSelector("#home:not([hidden])");
  await context.close();
});

/** A page whose start-up is broken by `breakIt(context)`: the crash box must show. */
async function brokenStart(breakIt, name) {
  const context = await site.browser.newContext({ serviceWorkers: "block" });
  await breakIt(context);
  const page = await context.newPage();
  await page.goto(site.server.url);
  await page.waitForSelector("#crash:not([hidden])", { timeout: 10000 });
  const detail = await page.textContent("#crash-detail");
  assert.ok(detail.trim().length > 0, `${name}: the crash box says what failed`);
  assert.ok(await page.isVisible("#crash-reload"));
  await shot(page, `crash-${name}.png`);
  return { context, page, detail };
}

test("every start-up failure shows the crash box, never a blank page", async () => {
  // The wasm file is missing.
  let r = await brokenStart((c) => c.route("**/*.wasm", (route) => route.fulfill({ status: 404, body: "" })), "no-wasm");
  await r.context.close();
  // The wasm file is corrupt.
  r = await brokenStart(
    (c) => c.route("**/*.wasm", (route) => route.fulfill({ status: 200, contentType: "application/wasm", body: Buffer.from("not wasm at all") })),
    "corrupt-wasm"
  );
  await r.context.close();
  // The JavaScript glue does not load: the first screen's, then the page's (the home screen is
  // up by then: the crash box still comes, since nothing can be played).
  r = await brokenStart((c) => c.route(/ludus-front-[0-9a-f]+\.js/, (route) => route.fulfill({ status: 500, body: "" })), "no-glue");
  await r.context.close();
  r = await brokenStart((c) => c.route(/ludus-page-[0-9a-f]+\.js/, (route) => route.fulfill({ status: 500, body: "" })), "no-page-glue");
  assert.match(r.detail, /could not start the games/);
  await r.context.close();
  // The page's wasm does not come.
  r = await brokenStart((c) => c.route("**/ludus-page-*_bg.wasm", (route) => route.fulfill({ status: 404, body: "" })), "no-page-wasm");
  await r.context.close();
  // The browser runs out of memory while instantiating.
  r = await brokenStart(
    (c) =>
      c.addInitScript(() => {
        const oom = () => Promise.reject(new RangeError("WebAssembly.instantiate(): Out of memory: Cannot allocate Wasm memory for new instance"));
        WebAssembly.instantiateStreaming = oom;
        WebAssembly.instantiate = oom;
      }),
    "out-of-memory"
  );
  assert.match(r.detail, /Out of memory/);
  // Its way out works: "Back to your games" reloads.
  await Promise.all([r.page.waitForEvent("load"), r.page.click("#crash-fresh")]);
  await r.context.close();
  // The catalogue of words does not load.
  r = await brokenStart((c) => c.route("**/*.ftl", (route) => route.fulfill({ status: 404, body: "" })), "no-words");
  await r.context.close();
});

/** Starts a Tâb game of two computers on a page seeded with `seed`. */
async function seededTab(context, seed) {
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(`${site.server.url}?seed=${seed}`);
  await page.waitForSelector("#home:not([hidden])");
  await page.click('.game-card[data-game="tab"]');
  await page.selectOption("#seat-0", "1");
  await page.selectOption("#seat-1", "2");
  await page.click("#start");
  await page.waitForSelector("#play:not([hidden])");
  return { page, errors };
}

const atLeast = (page, n) =>
  page.waitForFunction((n) => Number(document.getElementById("board").dataset.plies) >= n, n, { timeout: 60000 });

async function actionsOf(page) {
  const [entry] = await libraryEntries(page);
  return { seed: entry.entry.record.match(/\[Seed "(\d+)"\]/)?.[1], actions: recordActions(entry.entry.record) };
}

test("a seeded page replays its game exactly: throws and computer choices, across a reload", async () => {
  const N = 24;
  const fast = { viewport: { width: 900, height: 700 } };
  const a = await site.browser.newContext(fast);
  const b = await site.browser.newContext(fast);
  const c = await site.browser.newContext(fast);
  const one = await seededTab(a, 4242);
  const two = await seededTab(b, 4242);
  const other = await seededTab(c, 4243);
  // The first page is reloaded part-way: the game resumes from the library with its
  // generator's state, so what follows is what would have followed.
  await atLeast(one.page, 7);
  await one.page.reload();
  await one.page.waitForSelector("#play:not([hidden])");
  await Promise.all([atLeast(one.page, N), atLeast(two.page, N), atLeast(other.page, N)]);
  const [x, y, z] = await Promise.all([actionsOf(one.page), actionsOf(two.page), actionsOf(other.page)]);
  assert.ok(x.actions.length >= N && y.actions.length >= N);
  assert.ok(x.actions.slice(0, N).some((t) => t.startsWith("throw")), "the game has throws");
  assert.equal(x.seed, y.seed, "the same seed for the same page seed");
  assert.deepEqual(x.actions.slice(0, N), y.actions.slice(0, N), "the same throws and moves, reload or not");
  assert.notDeepEqual(z.actions.slice(0, N), x.actions.slice(0, N), "another seed, another game");
  const entry = (await libraryEntries(one.page))[0].entry;
  assert.match(entry.rng, /^\d+$/, "the entry keeps the generator's state");
  assert.deepEqual([...one.errors, ...two.errors, ...other.errors], []);
  await Promise.all([a.close(), b.close(), c.close()]);
});

test("the engine's JavaScript API refuses hostile input with errors, never a panic", async () => {
  const context = await site.browser.newContext();
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(site.server.url);
  await page.waitForSelector("#home:not([hidden])");
  const result = await page.evaluate(async () => {
    const { LudusGame, listGames } = await (async () => {
      // The page's module, once it runs the page (the first screen came before it).
      while (!document.documentElement.hasAttribute("data-ready")) await new Promise((r) => setTimeout(r, 20));
      return import(new URL(document.querySelector("meta[name=ludus-page]").content.split(" ")[0], document.baseURI).href);
    })();
    // A seeded generator, so a failure replays.
    let state = 0x2545f491;
    const below = (n) => {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      return (state >>> 0) % n;
    };
    const ALPHABET = "abcdefnlswxABCEFINSW0123589/,.:;=-+*|@ \n\u0000é\u{1F600}";
    const mangle = (text) => {
      const t = [...text];
      for (let k = 0; k <= below(4); k++) {
        const at = below(t.length + 1);
        const c = ALPHABET[below(ALPHABET.length)];
        if (below(3) === 0) t.splice(at, 1);
        else if (below(2) === 0) t.splice(at, 0, c);
        else t[at] = c;
      }
      return t.join("");
    };
    const games = listGames().map((g) => g.id);
    const junkOptions = [undefined, null, 3, "x", [], { first: 7 }, { first: "nobody" }, { players: "9" }, { "": "" }, { use_throws: "maximum", quiet_draw: "1e99" }];
    const junkIds = ["", "chess", "qawale ", "QAWALE", "\u0000", "x".repeat(100000)];
    const junkSeeds = [NaN, -1, Infinity, 1e300, 2 ** 64, 0.5];
    let refused = 0;
    let accepted = 0;
    const attempt = (f) => {
      try {
        f();
        accepted++;
      } catch (e) {
        if (e instanceof WebAssembly.RuntimeError) throw e;
        if (!(e instanceof Error) || !e.message) throw new Error("an error without a message: " + e);
        refused++;
      }
    };
    for (const id of junkIds) attempt(() => new LudusGame(id, null, 1).free());
    for (const g of games) {
      for (const o of junkOptions) attempt(() => new LudusGame(g, o, 1).free());
      for (const s of junkSeeds) attempt(() => new LudusGame(g, null, s).free());
      for (let k = 0; k < 40; k++) {
        const game = new LudusGame(g, null, k);
        const texts = [];
        for (let i = 0; i < below(80); i++) {
          const moves = game.legalMoves();
          if (moves.length === 0) break;
          texts.push(moves[below(moves.length)]);
          game.applyMove(texts[texts.length - 1]);
        }
        const position = game.position();
        for (let j = 0; j < 10; j++) {
          attempt(() => LudusGame.fromPosition(g, mangle(position), null).free());
          attempt(() => game.applyMove(mangle(texts[below(texts.length)] || "a1")));
        }
        attempt(() => LudusGame.fromPosition(g, position, junkOptions[below(junkOptions.length)]).free());
        game.free();
      }
    }
    return { refused, accepted, crashed: !document.getElementById("crash").hidden };
  });
  assert.equal(result.crashed, false, "no panic reached the crash box");
  assert.ok(result.refused > 500 && result.accepted > 100, JSON.stringify(result));
  assert.deepEqual(errors, []);
  await context.close();
});
