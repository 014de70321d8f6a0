// Settings, as a player uses them: the system's reduced motion is the default, every choice
// applies at once and is remembered across reloads, sound plays without an error, and the
// legal-move marks can be turned off (the board still takes moves).
import { test } from "node:test";
import assert from "node:assert/strict";
import { useSite, watchErrors, startQawale, waitForHumanOrEnd, playQawaleMove, moveList, shot } from "./helpers.mjs";

const site = useSite();

/** The canvas as pixels, to see that a setting changed the picture. */
async function pixels(page) {
  return page.$eval("#board", (c) => c.toDataURL());
}

test("settings apply at once, are remembered, and follow the system's reduced motion", async () => {
  const context = await site.browser.newContext({ reducedMotion: "reduce", viewport: { width: 1000, height: 760 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(site.server.url);
  await startQawale(page, { light: "human", dark: "human" });
  await waitForHumanOrEnd(page);

  await page.click("#settings-btn");
  await page.waitForSelector("#settings:not([hidden])");
  assert.equal(await page.getAttribute("#settings-btn", "aria-expanded"), "true");
  // The system asks for reduced motion, so the app does too until the player says otherwise.
  assert.equal(await page.$eval("#set-motion", (s) => s.value), "reduced");
  assert.equal(await page.isChecked("#set-hints"), true);
  assert.equal(await page.isChecked("#set-sound"), false);

  // Marks off: the picture changes at once, moves still work.
  const withMarks = await pixels(page);
  await page.uncheck("#set-hints");
  assert.notEqual(await pixels(page), withMarks, "turning marks off changed nothing on the board");
  // High contrast and a turned board change the picture too.
  const before = await pixels(page);
  await page.selectOption("#set-theme", "contrast");
  await page.check("#set-flip");
  await page.check("#set-sound");
  await page.selectOption("#set-motion", "fast");
  assert.notEqual(await pixels(page), before, "theme and flip changed nothing on the board");
  await shot(page, "settings-open.png");
  await page.click("#settings-close");
  assert.equal(await page.isVisible("#settings"), false);
  await playQawaleMove(page);
  await waitForHumanOrEnd(page);
  assert.equal((await moveList(page)).length, 1);

  // Remembered.
  await page.reload();
  await page.waitForSelector("#play:not([hidden])");
  await page.click("#settings-btn");
  assert.equal(await page.isChecked("#set-hints"), false);
  assert.equal(await page.isChecked("#set-flip"), true);
  assert.equal(await page.isChecked("#set-sound"), true);
  assert.equal(await page.$eval("#set-motion", (s) => s.value), "fast");
  assert.equal(await page.$eval("#set-theme", (s) => s.value), "contrast");
  // Garbage in storage falls back to the defaults, without an error.
  await page.evaluate(() => localStorage.setItem("ludus.settings", '{"sound":"loud","theme":7,"flip":null'));
  await page.reload();
  await page.waitForSelector("#play:not([hidden])");
  await page.click("#settings-btn");
  assert.equal(await page.isChecked("#set-sound"), false);
  assert.equal(await page.$eval("#set-theme", (s) => s.value), "classic");
  assert.deepEqual(errors, []);
  await context.close();
});

test("the r key reads the position out for screen readers", async () => {
  const context = await site.browser.newContext();
  const page = await context.newPage();
  await page.goto(site.server.url);
  await startQawale(page, { light: "human", dark: "human" });
  await waitForHumanOrEnd(page);
  await page.focus("#board");
  await page.keyboard.press("r");
  const said = await page.textContent("#announce");
  assert.ok(said.trim().length > 20, `announced: ${said}`);
  await context.close();
});

test("Hint shows a good move on the board for a moment, then the live game again", async () => {
  const context = await site.browser.newContext({ viewport: { width: 1000, height: 760 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(site.server.url);
  await startQawale(page, { light: "human", dark: "human" });
  await waitForHumanOrEnd(page);
  const live = await pixels(page);
  await page.click("#hint");
  await page.waitForFunction(() => /Hint|Indice/.test(document.getElementById("notice").textContent) && !/…/.test(document.getElementById("notice").textContent));
  const shown = await pixels(page);
  assert.notEqual(shown, live, "the hint's move is not drawn");
  // The live game is untouched: no action was played; the board comes back by itself.
  assert.equal(await page.getAttribute("#board", "data-plies"), "0");
  await page.waitForFunction((hint) => document.getElementById("board").toDataURL() !== hint, shown, { timeout: 5000 });
  assert.deepEqual(errors, []);
  await context.close();
});
