// Clocks (issue 18, point 5): a two-seat game's clock chosen on the new-game form runs beside
// each seat and passes to the other seat with each move; a record with a 3-second clock,
// imported, runs out, and the game is lost on time, with the times kept in its record.
import { test } from "node:test";
import assert from "node:assert/strict";
import { useSite, shot, playQawaleMove, waitForPlies, player } from "./helpers.mjs";

const site = useSite();

const clocks = (page) =>
  page.$$eval("#clocks .clock", (list) =>
    list.map((c) => ({ ms: Number(c.dataset.ms), running: c.classList.contains("running"), text: c.querySelector(".time").textContent }))
  );

test("a clock from the form runs for the seat to move and passes with each move", async () => {
  const { context, page, errors } = await player(site.browser, { width: 1000, height: 760 });
  await page.goto(site.server.url);
  await page.waitForSelector("#home:not([hidden])");
  await page.click('.game-card[data-game="qawale"]');
  await page.selectOption("#seat-0", "human");
  await page.selectOption("#seat-1", "human");
  await page.selectOption('.rule-option[data-key="first"]', "light");
  const choices = await page.$$eval("#clock option", (o) => o.map((x) => x.textContent));
  assert.equal(choices[0], "No clock");
  assert.ok(choices.includes("1 min, +1 s per move"), choices.join(" | "));
  await page.selectOption("#clock", "60+1");
  await page.click("#start");
  await page.waitForSelector("#play:not([hidden])");
  await page.waitForSelector("#clocks:not([hidden])");
  let c = await clocks(page);
  assert.equal(c.length, 2);
  assert.ok(c[0].running && !c[1].running);
  // Light's time runs down while Light thinks; Dark's stands.
  await page.waitForFunction(() => Number(document.querySelector('#clocks .clock[data-seat="0"]').dataset.ms) < 59000);
  c = await clocks(page);
  assert.equal(c[1].ms, 60000);
  assert.equal(c[1].text, "1:00");
  await playQawaleMove(page);
  await waitForPlies(page, 1);
  c = await clocks(page);
  assert.ok(!c[0].running && c[1].running, JSON.stringify(c));
  // Light was charged its thinking (a few seconds at most, on a busy machine) and got its
  // second back; Dark's full minute now runs.
  assert.ok(c[0].ms > 45000 && c[0].ms < 60000, JSON.stringify(c));
  assert.ok(c[1].ms <= 60000 && c[1].ms > 45000, JSON.stringify(c));
  await shot(page, "clock-running-desktop.png");
  assert.deepEqual(errors, []);
  await context.close();
});

test("a 3-second clock imported runs out: the game is lost on time and the record says so", async () => {
  const { context, page, errors } = await player(site.browser, { width: 360, height: 640 });
  await page.goto(site.server.url);
  await page.waitForSelector("#home:not([hidden])");
  await page.click("#import-btn");
  const record = ['[Ludus "1"]', '[Game "qawale"]', '[Options "first=light"]', '[Seed "0"]', '[Seats "human, human"]', '[Clock "3+0"]', '[Left "3000 3000"]', ""].join("\n");
  await page.fill("#text-area", record);
  await page.click("#text-import");
  await page.waitForSelector("#play:not([hidden])");
  await page.waitForSelector("#clocks:not([hidden])");
  const start = await clocks(page);
  assert.ok(start[0].running && start[0].ms <= 3000, JSON.stringify(start));
  // Under ten seconds the clock shows tenths.
  assert.match(start[0].text, /^\d\.\d$/);
  await page.waitForFunction(() => document.getElementById("board").dataset.state === "over", null, { timeout: 10000 });
  assert.match(await page.textContent("#end-title"), /Light ran out of time: Dark wins!/);
  const end = await clocks(page);
  assert.equal(end[0].ms, 0);
  assert.equal(end[0].text, "0.0");
  assert.ok(!end[0].running && !end[1].running);
  await shot(page, "clock-fallen-phone.png");
  // The record keeps the clock and the fall.
  await page.click("#export");
  await page.waitForSelector('#text-box[data-use="export"]:not([hidden])');
  const text = await page.inputValue("#text-area");
  assert.match(text, /\[Clock "3\+0"\]/);
  assert.match(text, /\[Left "0 3000"\]/);
  assert.match(text, /\[Result "[^"]*on time"\]/);
  assert.deepEqual(errors, []);
  await context.close();
});
