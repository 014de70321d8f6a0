// The shell's seams, on the real page (issue 16): keys go to what has focus, Start puts focus
// on the board, looking back leaves the computer's search alone, and a language switch works
// offline. The logic of each is tested natively too (tests/shell.rs); these check the page
// wires it.
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  useSite, watchErrors, startQawale, waitForHumanOrEnd, playQawaleMove, hints, plies, waitForPlies, shot,
} from "./helpers.mjs";

const site = useSite();

async function newPage(options = {}) {
  const context = await site.browser.newContext({ viewport: { width: 1100, height: 800 }, ...options });
  const page = await context.newPage();
  const errors = watchErrors(page);
  return { context, page, errors };
}

const focused = (page) => page.evaluate(() => document.activeElement?.id || document.activeElement?.tagName);
const names = async (page) => (await hints(page)).map((h) => h[0]).join(" ");

test("keys go to what has focus: buttons keep Enter and Space, the board only its own", async () => {
  const { context, page, errors } = await newPage();
  await page.goto(site.server.url + "?seed=5");
  await startQawale(page, { light: "human", dark: "human" });
  await waitForHumanOrEnd(page);
  // Start puts focus on the board.
  await page.waitForFunction(() => document.activeElement?.id === "board", null, { timeout: 5000 });
  // Enter on the focused Hint button asks for a hint and picks nothing on the board.
  const before = await names(page);
  await page.focus("#hint");
  await page.keyboard.press("Enter");
  await page.waitForSelector("#notice:not([hidden])");
  assert.equal(await names(page), before, "the board's choice is untouched");
  assert.equal(await plies(page), 0);
  // One move each, then Space on Resign opens its question (the board picks nothing).
  await playQawaleMove(page);
  await waitForPlies(page, 1);
  await waitForHumanOrEnd(page);
  const stacks = await names(page);
  await page.focus("#resign");
  await page.keyboard.press(" ");
  await page.waitForSelector("#ask:not([hidden])");
  assert.equal(await names(page), stacks);
  // Escape closes the question; nothing is resigned.
  await page.keyboard.press("Escape");
  await page.waitForSelector("#ask", { state: "hidden" });
  assert.notEqual(await page.$eval("#board", (c) => c.dataset.state), "over");
  // Settings during a game: Space toggles Sound, the arrows change the colours, Escape closes.
  await page.click("#settings-btn");
  await page.waitForSelector("#settings:not([hidden])");
  const sound = await page.isChecked("#set-sound");
  await page.focus("#set-sound");
  await page.keyboard.press(" ");
  assert.equal(await page.isChecked("#set-sound"), !sound, "Space toggles Sound");
  const theme = await page.$eval("#set-theme", (s) => s.value);
  await page.focus("#set-theme");
  await page.keyboard.press(theme === "classic" ? "ArrowDown" : "ArrowUp");
  await page.waitForFunction((t) => document.getElementById("set-theme").value !== t, theme);
  assert.equal(await names(page), stacks, "no key reached the board");
  await page.keyboard.press("Escape");
  await page.waitForSelector("#settings", { state: "hidden" });
  assert.equal(await plies(page), 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test("looking back while the computer thinks: its reply comes anyway", async () => {
  const { context, page, errors } = await newPage();
  await page.goto(site.server.url + "?seed=9");
  // Expert thinks up to 3 s: long enough to look back before it answers.
  await startQawale(page, { light: "human", dark: "4" });
  await waitForHumanOrEnd(page);
  await playQawaleMove(page);
  await waitForPlies(page, 1);
  await page.waitForFunction(() => document.getElementById("board").dataset.state === "computer");
  await page.click("#move-list [data-i='0']");
  await page.waitForSelector("#review-bar:not([hidden])");
  // The reply is played in the live game while the player is still looking back.
  await page.waitForFunction(() => Number(document.getElementById("board").dataset.plies) === 2, null, { timeout: 20000 });
  assert.ok(await page.isVisible("#review-bar"), "still looking back");
  assert.match(await page.textContent("#review-at"), /1/);
  await shot(page, "review-while-thinking.png");
  assert.deepEqual(errors, []);
  await context.close();
});

test("offline, switching to a language works, and no reload reaches the crash box", async () => {
  const { context, page, errors } = await newPage({ locale: "en-GB" });
  await page.goto(site.server.url);
  await page.waitForSelector("#home:not([hidden])");
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 });
  // Every language's words are precached with the app.
  await page.waitForFunction(async () => {
    for (const name of await caches.keys()) {
      const keys = (await (await caches.open(name)).keys()).map((r) => r.url);
      if (keys.some((u) => u.endsWith("locales/fr.ftl"))) return true;
    }
    return false;
  }, null, { timeout: 20000 });
  await context.setOffline(true);
  await page.reload();
  await page.waitForSelector("#home:not([hidden])");
  await page.selectOption("#lang", "fr");
  await page.waitForFunction(() => document.documentElement.lang === "fr");
  assert.equal((await page.textContent("#start")).trim(), "Jouer");
  await page.reload();
  await page.waitForSelector("#home:not([hidden])");
  assert.equal(await page.getAttribute("html", "lang"), "fr");
  assert.ok(await page.isHidden("#crash"));
  await page.selectOption("#lang", "en");
  await page.waitForFunction(() => document.documentElement.lang === "en");
  await page.reload();
  await page.waitForSelector("#home:not([hidden])");
  assert.ok(await page.isHidden("#crash"));
  assert.deepEqual(errors, []);
  await context.close();
});

test("a language that cannot be had is refused in the language on screen and not remembered", async () => {
  const { context, page, errors } = await newPage({ locale: "en-GB", serviceWorkers: "block" });
  await page.goto(site.server.url);
  await page.waitForSelector("#home:not([hidden])");
  await context.route("**/locales/fr.ftl", (route) => route.abort());
  await page.selectOption("#lang", "fr");
  // The switch may be turned while the first screen waits for the page ("Setting up the
  // boards…"), which then chooses the language again: the refusal comes either way.
  await page.waitForFunction(() => {
    const notice = document.getElementById("notice");
    return !notice.hidden && /Français could not be loaded/.test(notice.textContent);
  });
  assert.equal(await page.getAttribute("html", "lang"), "en");
  assert.equal(await page.$eval("#lang", (s) => s.value), "en", "the switch says the language on screen");
  assert.equal(await page.evaluate(() => localStorage.getItem("ludus.lang")), null, "the choice is not saved");
  await page.reload();
  await page.waitForSelector("#home:not([hidden])");
  assert.ok(await page.isHidden("#crash"));
  assert.deepEqual(errors.filter((e) => !/ERR_FAILED|Failed to load resource/.test(e)), []);
  await context.close();
});

test("after a resignation in Tâb's opening, the board no longer says what comes next", async () => {
  const { context, page, errors } = await newPage();
  await context.addInitScript(() => {
    window.__drawn = [];
    const original = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function (text, ...rest) {
      window.__drawn.push(String(text));
      return original.call(this, text, ...rest);
    };
  });
  await page.goto(site.server.url + "?seed=2");
  await page.waitForSelector("#home:not([hidden])");
  await page.click('.game-card[data-game="tab"]');
  await page.selectOption("#seat-0", "human");
  await page.selectOption("#seat-1", "human");
  await page.click("#start");
  await page.waitForSelector("#play:not([hidden])");
  await waitForHumanOrEnd(page);
  assert.ok((await page.evaluate(() => window.__drawn)).some((t) => /^Opening/.test(t)), "the opening is said while it lasts");
  await page.click("#resign");
  await page.waitForSelector("#ask:not([hidden])");
  await page.evaluate(() => (window.__drawn = []));
  await page.click("#ask-yes");
  await page.waitForSelector("#end-banner:not([hidden])");
  await page.waitForTimeout(300);
  const drawn = await page.evaluate(() => window.__drawn);
  assert.ok(drawn.length > 0, "the board was drawn again");
  assert.deepEqual(drawn.filter((t) => /Opening|throws? once|first 1/.test(t)), []);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a game shown anew starts with the panel at its top, not where the last one was left", async () => {
  // A short window: the desktop's side panel scrolls on its own.
  const { context, page, errors } = await newPage({ viewport: { width: 1100, height: 480 } });
  await page.goto(site.server.url + "?seed=5");
  await startQawale(page, { light: "human", dark: "human" });
  await waitForHumanOrEnd(page);
  const scrolled = await page.$eval("#panel", (p) => {
    p.scrollTop = 60;
    return p.scrollTop;
  });
  assert.ok(scrolled > 0, "the panel scrolls in a short window");
  // The rules, then their tutorial: another game on the play screen.
  await page.click("#play-rules");
  await page.waitForSelector("#rules:not([hidden])");
  await page.click("#rules-tutorial");
  await page.waitForSelector("#play:not([hidden]) #lesson:not([hidden])");
  assert.equal(await page.$eval("#panel", (p) => p.scrollTop), 0);
  assert.deepEqual(errors, []);
  await context.close();
});
