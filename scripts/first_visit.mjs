// The first visit on a slow phone (issue 17): how long until the home screen is usable — a tap
// on a game's card (Tâb's: Qawale's form is open from the start) opens its new-game form — and
// until the page's wasm has taken over from the first screen's (Start then plays at once), with
// the CPU slowed 4×, 4 Mbit/s down, 150 ms of latency and no cache, a 360×640 touch screen,
// each run in a fresh browser context, the built site (dist/) served from a
// sub-path by (1) a static server that sends gzip and (2) `python3 -m http.server`, which does
// not. Prints each run and the median of 5; record the output in docs/bench/first_visit.txt. A
// measurement, not a test (no number here is asserted).
//
// Usage: node scripts/first_visit.mjs [runs]   (LUDUS_DIST=another/dist to measure another build)
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { launch } from "../tests/e2e/helpers.mjs";
import { serve } from "../tests/e2e/server.mjs";

const runs = Number(process.argv[2] || 5);
const dist = process.env.LUDUS_DIST || new URL("../dist", import.meta.url).pathname;
const PHONE = { viewport: { width: 360, height: 640 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const NETWORK = { offline: false, latency: 150, downloadThroughput: (4e6 / 8), uploadThroughput: (1e6 / 8) };

/** `python3 -m http.server` over a folder where dist/ is at /ludus/. */
async function python() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "ludus-visit-"));
  fs.symlinkSync(dist, path.join(root, "ludus"));
  const port = 20000 + Math.floor(Math.random() * 20000);
  const child = spawn("python3", ["-m", "http.server", String(port), "--bind", "127.0.0.1"], { cwd: root, stdio: "ignore" });
  const url = `http://127.0.0.1:${port}/ludus/`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return { url, close: async () => child.kill() };
}

async function visit(browser, url) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", NETWORK);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  let bytes = 0;
  cdp.on("Network.loadingFinished", (e) => (bytes += e.encodedDataLength));
  // The page notes when the card's form opened, and when the page's wasm took the screen over
  // (`<html data-ready>`: Start plays from then on), by its own clock (from the navigation's
  // start).
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const card = document.querySelector('.game-card.selected[data-game="tab"]');
      if (card && window.formOpenedAt === undefined) window.formOpenedAt = performance.now();
      if (document.documentElement.hasAttribute("data-ready") && window.readyAt === undefined) {
        window.readyAt = performance.now();
      }
      if (window.formOpenedAt !== undefined && window.readyAt !== undefined) observer.disconnect();
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  await page.goto(url, { waitUntil: "commit" });
  // A player's tap as soon as the card shows (the tap itself, not a test tool's checks).
  const card = await page.waitForSelector('.game-card[data-game="tab"]', { state: "visible", timeout: 30000 });
  const box = await card.boundingBox();
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForFunction(() => window.formOpenedAt !== undefined, null, { timeout: 30000 });
  const transferred = bytes;
  await page.waitForFunction(() => window.readyAt !== undefined, null, { timeout: 60000 });
  const [usable, paint, ready] = await page.evaluate(() => [
    window.formOpenedAt,
    performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
    window.readyAt,
  ]);
  await context.close();
  return { usable, paint, ready, transferred };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const browser = await launch();
for (const [name, start] of [
  ["gzip", () => serve(dist, "/ludus/", { gzip: true })],
  ["plain (python3 -m http.server)", python],
]) {
  const server = await start();
  const results = [];
  for (let i = 0; i < runs; i++) {
    const r = await visit(browser, server.url);
    results.push(r);
    console.log(`${name} run ${i + 1}: usable ${(r.usable / 1000).toFixed(2)} s, first paint ${(r.paint / 1000).toFixed(2)} s, ${Math.round(r.transferred / 1024)} KB transferred until then; the games ready ${(r.ready / 1000).toFixed(2)} s`);
  }
  const med = (key) => (median(results.map((r) => r[key])) / 1000).toFixed(2);
  console.log(`${name}: median usable ${med("usable")} s (first paint ${med("paint")} s), the games ready ${med("ready")} s`);
  await server.close();
}
await browser.close();
