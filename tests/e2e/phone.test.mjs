// Phone first: at 360×640, in English and in French, every game's new-game form and play
// screen, and the settings, fit the width (no horizontal scroll), and the board with the main buttons fits on the
// first screen.
import { test } from "node:test";
import assert from "node:assert/strict";
import { useSite, shot, watchErrors, startGame } from "./helpers.mjs";

const site = useSite();
const GAMES = ["qawale", "abalone", "latroncules", "cabale", "tab"];

for (const locale of ["en-US", "fr-FR"]) {
  test(`every screen fits a 360×640 phone (${locale})`, async () => {
    const context = await site.browser.newContext({
      locale,
      viewport: { width: 360, height: 640 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const errors = watchErrors(page);
    for (const game of GAMES) {
      await page.goto(site.server.url);
      await page.evaluate(() => localStorage.clear());
      await page.goto(site.server.url);
      await page.waitForSelector("#home:not([hidden])");
      await page.click(`.game-card[data-game="${game}"]`);
      const formWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(formWidth <= 360, `${game} new-game form is ${formWidth} px wide`);
      await page.click("#start");
      await page.waitForSelector("#play:not([hidden])");
      await page.waitForTimeout(300);
      const playWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(playWidth <= 360, `${game} play screen is ${playWidth} px wide`);
      for (const id of ["board", "undo", "turn"]) {
        const box = await page.locator(`#${id}`).boundingBox();
        assert.ok(box && box.y + box.height <= 640, `${game}: #${id} ends at ${box && box.y + box.height} px, below the first screen`);
      }
      await shot(page, `phone-${game}-${locale}.png`);
    }
    // The settings fit too, all on the first screen.
    await page.click("#settings-btn");
    await page.waitForSelector("#settings:not([hidden])");
    assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 360, "settings are too wide");
    const done = await page.locator("#settings-close").boundingBox();
    assert.ok(done.y + done.height <= 640 && done.x + done.width <= 360, "settings do not fit the first screen");
    await shot(page, `phone-settings-${locale}.png`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test("at the end on a phone, the result stands under the board, not over it, with buttons a finger can press", async () => {
  const context = await site.browser.newContext({ viewport: { width: 360, height: 640 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(site.server.url + "?seed=3");
  await startGame(page, "qawale", ["1", "1"]);
  await page.waitForSelector("#end-banner:not([hidden])", { timeout: 60000 });
  const board = await page.locator("#board").boundingBox();
  const banner = await page.locator("#end-banner").boundingBox();
  assert.ok(banner.y >= board.y + board.height, `the banner starts at ${banner.y} px, the board ends at ${board.y + board.height} px`);
  for (const id of ["rematch", "replay", "end-new-game", "undo", "home-btn"]) {
    const box = await page.locator(`#${id}`).boundingBox();
    assert.ok(box.height >= 44, `#${id} is ${box.height} px tall`);
  }
  const actions = await page.$$eval("#move-list .mv", (bs) => bs.map((b) => b.getBoundingClientRect().height));
  assert.ok(actions.length > 0 && actions.every((h) => h >= 32), JSON.stringify(actions));
  await shot(page, "phone-end.png");
  // Looking back, the move list follows: the last action in view at the end, the first round
  // at the start (it showed the newest rounds there).
  const list = () => page.$eval("#move-list", (ol) => {
    const at = ol.querySelector(".at")?.getBoundingClientRect(), box = ol.getBoundingClientRect();
    return { top: ol.scrollTop, shown: !at || (at.top >= box.top && at.bottom <= box.bottom) };
  });
  await page.click('#move-list button.mv[data-i="0"]');
  await page.click("#rv-end");
  await page.waitForFunction(() => document.getElementById("move-list").scrollTop > 0);
  assert.ok((await list()).shown, "the last action is in view");
  await page.click("#rv-start");
  await page.waitForFunction(() => /\b0\b/.test(document.getElementById("review-at").textContent));
  await page.waitForFunction(() => document.getElementById("move-list").scrollTop === 0);
  assert.equal(await page.$eval("#move-list li .mv", (b) => b.dataset.i), "0");
  assert.deepEqual(errors, []);
  await context.close();
});
