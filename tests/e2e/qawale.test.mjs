// Browser tests against the built site (dist/), in headless Chromium, clicking the real canvas.
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  useSite, shot, watchErrors, startQawale, waitForHumanOrEnd, playQawaleMove, moveList,
} from "./helpers.mjs";
import { traceMainThread, blocking } from "./helpers.mjs";

const site = useSite();

/** Seeded choice so a failing game can be replayed. */
function chooser(seed) {
  let s = seed;
  return (list) => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return list[s % list.length];
  };
}

test("a human plays a whole Qawale game against the computer by clicks", async () => {
  const context = await site.browser.newContext({ viewport: { width: 1100, height: 760 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(site.server.url);
  // Record main-thread tasks longer than 50 ms from here on (start-up is not the computer's).
  await startQawale(page, { light: "human", dark: "2" });
  const stop = await traceMainThread(site.browser, page);
  const pick = chooser(7);
  let humanMoves = 0;
  for (let turn = 0; turn < 20; turn++) {
    const state = await waitForHumanOrEnd(page);
    if (state === "over") break;
    await playQawaleMove(page, pick);
    humanMoves++;
    if (humanMoves === 3) await shot(page, "qawale-midgame.png");
  }
  assert.equal(await waitForHumanOrEnd(page), "over");
  const result = await page.textContent("#turn");
  assert.match(result, /wins!|Draw/);
  const moves = await moveList(page);
  const plies = Number(await page.$eval("#board", (c) => c.dataset.plies));
  assert.equal(moves.length, plies);
  assert.ok(plies >= 7 && plies <= 16, `a Qawale game lasts 7 to 16 plies, not ${plies}`);
  for (const m of moves) assert.match(m, /^[a-d][1-4]:[NESW]+$/);
  await shot(page, "qawale-over.png");
  assert.deepEqual(blocking(await stop()), [], "no main-thread task over 50 ms of work while playing");
  assert.deepEqual(errors, []);
  await context.close();
});

test("a reload mid-game restores the game", async () => {
  const context = await site.browser.newContext({ viewport: { width: 1000, height: 700 } });
  const page = await context.newPage();
  await page.goto(site.server.url);
  await startQawale(page, { light: "human", dark: "1" });
  const pick = chooser(3);
  for (let i = 0; i < 2; i++) {
    await waitForHumanOrEnd(page);
    await playQawaleMove(page, pick);
  }
  await waitForHumanOrEnd(page);
  const before = await moveList(page);
  assert.ok(before.length >= 3);
  await page.reload();
  await page.waitForSelector("#play:not([hidden])");
  await waitForHumanOrEnd(page);
  assert.deepEqual(await moveList(page), before);
  // And it plays on from there.
  await playQawaleMove(page, pick);
  await waitForHumanOrEnd(page);
  assert.ok((await moveList(page)).length > before.length);
  await context.close();
});

test("undo takes back the human move and the computer's reply", async () => {
  const context = await site.browser.newContext({ viewport: { width: 1000, height: 700 } });
  const page = await context.newPage();
  await page.goto(site.server.url);
  await startQawale(page, { light: "human", dark: "1" });
  await waitForHumanOrEnd(page);
  await playQawaleMove(page);
  await waitForHumanOrEnd(page);
  assert.equal((await moveList(page)).length, 2);
  await page.click("#undo");
  await waitForHumanOrEnd(page);
  assert.equal((await moveList(page)).length, 0);
  await context.close();
});

test("an old save that does not replay is kept aside, never deleted", async () => {
  const context = await site.browser.newContext();
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(site.server.url);
  await page.waitForSelector("#home:not([hidden])");
  const bad = '{"saved": {"version": 1, "game": "qawale", "setup": {"name": "", "options": {}, "seed": 1}, "moves": ["b2:NN"]}, "seats": ["Human", "Human"]}';
  await page.evaluate((bad) => localStorage.setItem("ludus.game.v1", bad), bad);
  await page.reload();
  await page.waitForSelector("#home:not([hidden]) #library-list .damaged");
  assert.match(await page.textContent("#library-list .damaged"), /Damaged save.*older version of Ludus/s);
  assert.equal(await page.evaluate(() => localStorage.getItem("ludus.game.v1")), bad);
  // Its text can be exported as it is stored.
  await page.click('#library-list .damaged [data-do="raw"]');
  assert.equal(await page.inputValue("#text-area"), bad);
  await page.click("#text-close");
  await page.evaluate(() => localStorage.setItem("ludus.game.v1", "not json at all"));
  await page.reload();
  await page.waitForSelector("#home:not([hidden]) #library-list .damaged");
  assert.match(await page.textContent("#library-list .damaged"), /not JSON/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("after one visit the site reloads and plays with the network off", async () => {
  const context = await site.browser.newContext();
  const page = await context.newPage();
  await page.goto(site.server.url);
  await page.waitForSelector("#home:not([hidden])");
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 });
  // The worker keeps the player's language too, and says so.
  await page.waitForFunction(() => document.documentElement.dataset.offline === "en", null, { timeout: 20000 });
  await context.setOffline(true);
  const workers = [];
  page.on("worker", (w) => workers.push(w.url()));
  const said = [];
  page.on("console", (m) => said.push(m.text()));
  await page.reload();
  // The computer's worker and its wasm come from the cache too: it answers offline.
  await startQawale(page, { light: "human", dark: "1" });
  await waitForHumanOrEnd(page);
  await playQawaleMove(page);
  await waitForHumanOrEnd(page);
  assert.equal((await moveList(page)).length, 2);
  assert.ok(workers.some((u) => u.endsWith("/worker.js")), `the worker ran offline: ${workers}`);
  assert.ok(!said.some((m) => /worker unavailable/.test(m)), said.join("\n"));
  await context.close();
});
